# SPDX-License-Identifier: MIT
# core/ -- libcufw.a: the allocation-free runtime over the Driver API, with
# the fatbin library inside.
lib_LIBRARIES += libcufw.a
libcufw_a_SOURCES = \
	$(CUFW_COMMON_SOURCES) \
	$(CUFW_FATBIN_SOURCES) \
	%D%/inner.h \
	%D%/trace_list.h \
	%D%/error.c \
	%D%/errname.c \
	%D%/capacity.c \
	%D%/driver.c \
	%D%/init.c \
	%D%/device.c \
	%D%/handle.c \
	%D%/module.c \
	%D%/library.c \
	%D%/launch.c \
	%D%/memory.c \
	%D%/stream.c \
	%D%/graph.c \
	%D%/trace.c \
	%D%/trace_target.c \
	%D%/call.c
# No unwind tables (plain C that never unwinds) and a section per function
# and object, so that a program linked with --gc-sections keeps only what
# it calls: an appliance stays small.
CUFW_LIB_CFLAGS = -fPIC -fno-asynchronous-unwind-tables -fno-unwind-tables \
	-ffunction-sections -fdata-sections
libcufw_a_CFLAGS = $(AM_CFLAGS) $(CUFW_LIB_CFLAGS) -fvisibility=hidden

cufwincludedir = $(includedir)/cufw
cufwinclude_HEADERS = \
	include/cufw/cufw.h include/cufw/version.h include/cufw/error.h \
	include/cufw/driver.h include/cufw/device.h include/cufw/fatbin.h \
	include/cufw/module.h include/cufw/memory.h include/cufw/stream.h \
	include/cufw/graph.h include/cufw/trace.h include/cufw/call.h \
	include/cufw/call_list.h

# What a program linking libcufw.a needs besides it.
CUFW_LIBS = libcufw.a $(LIBS)
