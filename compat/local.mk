# SPDX-License-Identifier: MIT
# compat/ -- libcufw_cudart.a: the CUDA Runtime API and nvcc's
# registration/launch ABI, in two tiers: the families in compat/ go
# through cufw's core, those in compat/direct/ make one Driver call each.
# Link it instead of cudart:
#   nvcc -cudart none app.cu -lcufw_cudart -lcufw -ldl -lpthread
lib_LIBRARIES += libcufw_cudart.a
libcufw_cudart_a_SOURCES = \
	%D%/inner.h \
	%D%/abi.h \
	%D%/entry.h \
	%D%/graphics.h \
	%D%/error_list.h \
	%D%/props_list.h \
	%D%/trace_list.h \
	%D%/export_list.h \
	%D%/init.c \
	%D%/start.c \
	%D%/firmware.c \
	%D%/error.c \
	%D%/register.c \
	%D%/launch.c \
	%D%/device.c \
	%D%/memory.c \
	%D%/stream.c \
	%D%/library.c \
	%D%/interop.c \
	%D%/trace.c \
	$(CUFW_COMPAT_DIRECT_SOURCES)
# The direct families: one Driver call per Runtime function (direct/direct.h).
CUFW_COMPAT_DIRECT_SOURCES = \
	%D%/direct/direct.h \
	%D%/direct/stream_attr.c \
	%D%/direct/device_attr.c \
	%D%/direct/occupancy.c \
	%D%/direct/driver_interop.c \
	%D%/direct/external.c \
	%D%/direct/graphics.c \
	%D%/direct/graph.h \
	%D%/direct/graph.c \
	%D%/direct/graph_node.c \
	%D%/direct/graph_params.c \
	%D%/direct/graph_exec.c \
	%D%/direct/capture.c \
	%D%/direct/context.c \
	%D%/direct/pool.c \
	%D%/direct/ipc.c \
	%D%/direct/managed.c \
	%D%/direct/array.h \
	%D%/direct/array.c \
	%D%/direct/array_copy.c \
	%D%/direct/texture.c
libcufw_cudart_a_CFLAGS = $(AM_CFLAGS) $(CUFW_LIB_CFLAGS)

# The CUPTI callback id of every Runtime function, for one of the tables
# cudaGetExportTable answers itself (direct/driver_interop.c): read from
# the toolkit's cupti_runtime_cbid.h when make runs, into the build tree's
# top folder (found through -I$(top_builddir), as config.h is). A toolkit
# without the header gives an empty list (scripts/cbid-list.sh).
CUFW_CBID_CANDIDATES = $(CUDA_INCDIR)/cupti_runtime_cbid.h \
	$(CUDA_HOME)/extras/CUPTI/include/cupti_runtime_cbid.h
nodist_libcufw_cudart_a_SOURCES = cbid_list.h
BUILT_SOURCES += cbid_list.h
CLEANFILES += cbid_list.h
EXTRA_DIST += scripts/cbid-list.sh
# BUILT_SOURCES is made first only by make all, check and install: a make of
# the library alone (tests/install/cross-t.sh) needs the rule below.
%D%/direct/libcufw_cudart_a-driver_interop.$(OBJEXT): cbid_list.h
cbid_list.h: $(top_srcdir)/scripts/cbid-list.sh Makefile
	$(AM_V_GEN)rm -f $@ $@.tmp && \
	$(SHELL) $(top_srcdir)/scripts/cbid-list.sh $(CUFW_CBID_CANDIDATES) > $@.tmp && mv $@.tmp $@

# What a program linking libcufw_cudart.a needs besides it.
CUFW_CUDART_LIBS = libcufw_cudart.a libcufw.a $(LIBS)
