# SPDX-License-Identifier: MIT
# compat/ -- libcufw_cudart.a: a subset of the CUDA Runtime API and nvcc's
# registration/launch ABI over cufw's core. Link it instead of cudart:
#   nvcc -cudart none app.cu -lcufw_cudart -lcufw -ldl -lpthread
lib_LIBRARIES += libcufw_cudart.a
libcufw_cudart_a_SOURCES = \
	%D%/inner.h \
	%D%/abi.h \
	%D%/graphics.h \
	%D%/error_list.h \
	%D%/props_list.h \
	%D%/trace_list.h \
	%D%/trace_names.h \
	%D%/init.c \
	%D%/firmware.c \
	%D%/error.c \
	%D%/register.c \
	%D%/launch.c \
	%D%/device.c \
	%D%/memory.c \
	%D%/stream.c \
	%D%/library.c \
	%D%/interop.c \
	%D%/more.c \
	%D%/external.c \
	%D%/graphics.c \
	%D%/graph.c \
	%D%/capture.c \
	%D%/pool.c \
	%D%/ipc.c \
	%D%/managed.c \
	%D%/array.h \
	%D%/array.c \
	%D%/texture.c \
	%D%/trace.c
libcufw_cudart_a_CFLAGS = $(AM_CFLAGS) $(CUFW_LIB_CFLAGS)

# What a program linking libcufw_cudart.a needs besides it.
CUFW_CUDART_LIBS = libcufw_cudart.a libcufw.a $(LIBS)
