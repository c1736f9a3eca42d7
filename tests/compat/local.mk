# SPDX-License-Identifier: MIT
# tests/compat/ -- differential tests of compat/ (the CUDA Runtime API subset).
#
# Each NAME-t.cu is a TAP program built twice from the same source:
#   NAME-t.cudart  plain nvcc, linked with NVIDIA's libcudart_static.a (nvcc's
#                  default -cudart static): the reference, proving that each
#                  expectation is cudart's real behaviour;
#   NAME-t.cufw    nvcc -cudart none, linked with libcufw_cudart.a and
#                  libcufw.a: the same expectations against compat/.
# Both run in make check; without a GPU each prints 1..0 # SKIP.
#
# The flavours are deliberately not in TEST_EXTENSIONS: automake names a
# test's log after its name minus a registered extension, so NAME-t.cudart
# and NAME-t.cufw would both write NAME-t.log. Unregistered, they write
# NAME-t.cudart.log and NAME-t.cufw.log and run under LOG_DRIVER (TAP).

COMPAT_NVCCFLAGS = -std=c++17 -O2 -I$(top_srcdir) -I$(top_builddir) $(CUFW_NVCC_SAN_FLAGS) \
	$(CUDA_LIBDIR_FLAG) \
	-gencode arch=compute_75,code=compute_75 -gencode arch=compute_90,code=sm_90 \
	-Xcompiler -Wall,-Wextra,-Werror
COMPAT_CUFW_LINK = -cudart none -DCOMPAT_CUFW=1
COMPAT_CUFW_LIBS = $(top_builddir)/libcufw_cudart.a $(top_builddir)/libcufw.a -ldl -lpthread
# NVIDIA's runtime is needed only here: without libcudart_static.a the
# .cudart programs are scripts that skip, saying why (no-cudart.sh).
if CUFW_HAVE_CUDART_STATIC
COMPAT_CUDART_NVCC = $(NVCC)
else
COMPAT_CUDART_NVCC = $(SHELL) $(srcdir)/%D%/no-cudart.sh
endif
EXTRA_DIST += %D%/no-cudart.sh
COMPAT_DEPS = $(srcdir)/%D%/compat.h $(srcdir)/%D%/driver.h $(top_srcdir)/tests/tap/basic.h

# Programs made of one NAME-t.cu each (suffix rules below).
COMPAT_CUDART_SIMPLE = \
	%D%/device-t.cudart %D%/errors-t.cudart %D%/memory-t.cudart \
	%D%/memcpy2d-t.cudart %D%/memory-managed-t.cudart %D%/symbols-t.cudart \
	%D%/stream-t.cudart %D%/event-t.cudart %D%/launch-t.cudart \
	%D%/sticky-t.cudart %D%/printf-t.cudart %D%/threads-t.cudart \
	%D%/thrust-t.cudart %D%/interop-t.cudart %D%/entry-t.cudart \
	%D%/stream_attr-t.cudart %D%/device_attr-t.cudart %D%/occupancy-t.cudart \
	%D%/driver_interop-t.cudart %D%/external-t.cudart %D%/graphics-t.cudart \
	%D%/graph-t.cudart %D%/capture-t.cudart %D%/graph_exec-t.cudart \
	%D%/pool-t.cudart %D%/ipc-t.cudart %D%/managed-t.cudart \
	%D%/array-t.cudart %D%/texture-t.cudart %D%/refusals-t.cudart \
	%D%/firmware-t.cudart %D%/context-t.cudart %D%/exporttable-t.cudart \
	%D%/eglframe-t.cudart %D%/hostvar-t.cudart
COMPAT_CUFW_SIMPLE = \
	%D%/device-t.cufw %D%/errors-t.cufw %D%/memory-t.cufw \
	%D%/memcpy2d-t.cufw %D%/memory-managed-t.cufw %D%/symbols-t.cufw \
	%D%/stream-t.cufw %D%/event-t.cufw %D%/launch-t.cufw \
	%D%/sticky-t.cufw %D%/printf-t.cufw %D%/threads-t.cufw \
	%D%/thrust-t.cufw %D%/interop-t.cufw %D%/entry-t.cufw \
	%D%/stream_attr-t.cufw %D%/device_attr-t.cufw %D%/occupancy-t.cufw \
	%D%/driver_interop-t.cufw %D%/external-t.cufw %D%/graphics-t.cufw \
	%D%/graph-t.cufw %D%/capture-t.cufw %D%/graph_exec-t.cufw \
	%D%/pool-t.cufw %D%/ipc-t.cufw %D%/managed-t.cufw \
	%D%/array-t.cufw %D%/texture-t.cufw %D%/refusals-t.cufw \
	%D%/context-t.cufw %D%/exporttable-t.cufw %D%/eglframe-t.cufw \
	%D%/hostvar-t.cufw
# Programs with their own rules: two translation units; per-thread default
# stream; separate compilation.
COMPAT_CUDART_TESTS = $(COMPAT_CUDART_SIMPLE) %D%/multitu-t.cudart %D%/ptds-t.cudart \
	%D%/rdc-t.cudart %D%/pool-ptds-t.cudart %D%/array-ptds-t.cudart
COMPAT_CUFW_TESTS = $(COMPAT_CUFW_SIMPLE) %D%/multitu-t.cufw %D%/ptds-t.cufw %D%/rdc-t.cufw \
	%D%/pool-ptds-t.cufw %D%/array-ptds-t.cufw %D%/firmware-t.cufw

# Every error code's name and message as the toolkit's cudart says them
# (no GPU): errnames.cu built twice, compared by errnames-t.sh.
COMPAT_ERRNAMES = %D%/errnames.cudart %D%/errnames.cufw
check_SCRIPTS += $(COMPAT_ERRNAMES)
CLEANFILES += $(COMPAT_ERRNAMES)
dist_check_SCRIPTS += %D%/errnames-t.sh
TESTS += %D%/errnames-t.sh
EXTRA_DIST += %D%/errnames.cu
%D%/errnames.cudart: %D%/errnames.cu
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(COMPAT_CUDART_NVCC) $(COMPAT_NVCCFLAGS) -o $@ $(srcdir)/%D%/errnames.cu
%D%/errnames.cufw: %D%/errnames.cu libcufw_cudart.a libcufw.a
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_CUFW_LINK) -o $@ $(srcdir)/%D%/errnames.cu $(COMPAT_CUFW_LIBS)

# Firmware mode's trusting launch under the programs that switch contexts
# behind the Runtime (a GPU): their cufw builds run with CUFW_FIRMWARE=1.
dist_check_SCRIPTS += %D%/trusted-t.sh
TESTS += %D%/trusted-t.sh

# No weak stand-in of a library wins over a compat definition (no GPU).
dist_check_SCRIPTS += %D%/weak-t.sh
TESTS += %D%/weak-t.sh
check_SCRIPTS += $(COMPAT_CUDART_TESTS) $(COMPAT_CUFW_TESTS)
# Both builds of every differential program, built and not run: CI links
# them with each toolkit users build with (.ci/run, "other toolkits").
compat-programs: $(COMPAT_CUDART_TESTS) $(COMPAT_CUFW_TESTS) %D%/hostvar-dev.fatbin
.PHONY: compat-programs
TESTS += $(COMPAT_CUDART_TESTS) $(COMPAT_CUFW_TESTS)
CLEANFILES += $(COMPAT_CUDART_TESTS) $(COMPAT_CUFW_TESTS)
EXTRA_DIST += \
	%D%/compat.h %D%/multitu.h %D%/driver.h %D%/rdc.h \
	%D%/device-t.cu %D%/errors-t.cu %D%/memory-t.cu %D%/memcpy2d-t.cu \
	%D%/memory-managed-t.cu %D%/symbols-t.cu %D%/stream-t.cu %D%/event-t.cu \
	%D%/launch-t.cu %D%/sticky-t.cu %D%/printf-t.cu %D%/threads-t.cu \
	%D%/multitu-t.cu %D%/multitu-b.cu %D%/ptds-t.cu %D%/thrust-t.cu \
	%D%/interop-t.cu %D%/entry-t.cu %D%/rdc-t.cu %D%/rdc-b.cu %D%/rdc-c.cu \
	%D%/stream_attr-t.cu %D%/device_attr-t.cu %D%/occupancy-t.cu \
	%D%/driver_interop-t.cu %D%/external-t.cu %D%/graphics-t.cu \
	%D%/graph-t.cu %D%/capture-t.cu %D%/graph_exec-t.cu \
	%D%/pool-t.cu %D%/ipc-t.cu %D%/managed-t.cu %D%/pool-ptds-t.cu \
	%D%/array-t.cu %D%/texture-t.cu %D%/array-ptds-t.cu %D%/refusals-t.cu \
	%D%/firmware-t.cu %D%/context-t.cu %D%/exporttable-t.cu %D%/eglframe-t.cu \
	%D%/hostvar-t.cu %D%/hostvar-dev.cu

# The EGL frames (eglframe-t): no machine has EGL, so the program runs over a
# libcuda.so.1 of its own in front of the real driver (or, for the cufw
# build without one, the stand-in), which answers the three EGL frame
# calls and hands every other name on. A shared object built as a check
# program, as the stand-in is; in a folder of its own, which the program
# puts first in LD_LIBRARY_PATH.
check_PROGRAMS += %D%/eglshim/libcuda.so.1
tests_compat_eglshim_libcuda_so_1_SOURCES = %D%/eglshim.c %D%/eglshim.h
tests_compat_eglshim_libcuda_so_1_CFLAGS = $(AM_CFLAGS) -fPIC
tests_compat_eglshim_libcuda_so_1_LDFLAGS = $(AM_LDFLAGS) -shared -fPIC -Wl,-z,defs \
	-Wl,-soname,libcuda.so.1
tests_compat_eglshim_libcuda_so_1_LDADD = -ldl -lpthread
%D%/eglframe-t.cudart %D%/eglframe-t.cufw: %D%/eglshim.h $(top_srcdir)/compat/graphics.h

# hostvar-t's device code: a relocatable fatbin of its own, read from beside
# the program (both builds), whose extern variables the program binds
%D%/hostvar-dev.fatbin: %D%/hostvar-dev.cu
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(NVCC) -rdc=true -fatbin -gencode arch=compute_75,code=compute_75 \
	  -gencode arch=compute_90,code=sm_90 -o $@ $(srcdir)/%D%/hostvar-dev.cu
check_SCRIPTS += %D%/hostvar-dev.fatbin
CLEANFILES += %D%/hostvar-dev.fatbin
%D%/hostvar-t.cudart %D%/hostvar-t.cufw: %D%/hostvar-dev.fatbin

$(COMPAT_CUDART_TESTS): $(COMPAT_DEPS) $(TAP_LIBS)
$(COMPAT_CUFW_TESTS): $(COMPAT_DEPS) $(TAP_LIBS) libcufw_cudart.a libcufw.a
# the callback names the Runtime's export table holds (compat/local.mk)
%D%/exporttable-t.cudart %D%/exporttable-t.cufw: cbid_list.h

.cu.cudart:
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(COMPAT_CUDART_NVCC) $(COMPAT_NVCCFLAGS) -o $@ $< $(TAP_LIBS)
.cu.cufw:
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_CUFW_LINK) -o $@ $< $(TAP_LIBS) $(COMPAT_CUFW_LIBS)

COMPAT_MULTITU_SRCS = $(srcdir)/%D%/multitu-t.cu $(srcdir)/%D%/multitu-b.cu
%D%/multitu-t.cudart: %D%/multitu-t.cu %D%/multitu-b.cu %D%/multitu.h
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(COMPAT_CUDART_NVCC) $(COMPAT_NVCCFLAGS) -o $@ $(COMPAT_MULTITU_SRCS) $(TAP_LIBS)
%D%/multitu-t.cufw: %D%/multitu-t.cu %D%/multitu-b.cu %D%/multitu.h
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_CUFW_LINK) -o $@ $(COMPAT_MULTITU_SRCS) $(TAP_LIBS) $(COMPAT_CUFW_LIBS)

COMPAT_PTDS = --default-stream per-thread
%D%/ptds-t.cudart: %D%/ptds-t.cu
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(COMPAT_CUDART_NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_PTDS) -o $@ $(srcdir)/%D%/ptds-t.cu $(TAP_LIBS)
%D%/ptds-t.cufw: %D%/ptds-t.cu
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_PTDS) $(COMPAT_CUFW_LINK) -o $@ $(srcdir)/%D%/ptds-t.cu $(TAP_LIBS) $(COMPAT_CUFW_LIBS)

%D%/pool-ptds-t.cudart: %D%/pool-ptds-t.cu
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(COMPAT_CUDART_NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_PTDS) -o $@ $(srcdir)/%D%/pool-ptds-t.cu $(TAP_LIBS)
%D%/pool-ptds-t.cufw: %D%/pool-ptds-t.cu
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_PTDS) $(COMPAT_CUFW_LINK) -o $@ $(srcdir)/%D%/pool-ptds-t.cu $(TAP_LIBS) $(COMPAT_CUFW_LIBS)
%D%/array-ptds-t.cudart: %D%/array-ptds-t.cu
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(COMPAT_CUDART_NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_PTDS) -o $@ $(srcdir)/%D%/array-ptds-t.cu $(TAP_LIBS)
%D%/array-ptds-t.cufw: %D%/array-ptds-t.cu
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_PTDS) $(COMPAT_CUFW_LINK) -o $@ $(srcdir)/%D%/array-ptds-t.cu $(TAP_LIBS) $(COMPAT_CUFW_LIBS)
# firmware mode's own object (compat/firmware.c) is linked only when asked for
%D%/firmware-t.cufw: %D%/firmware-t.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%
	$(NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_CUFW_LINK) -Xlinker --undefined=cufw_cudart_firmware -o $@ $(srcdir)/%D%/firmware-t.cu $(TAP_LIBS) $(COMPAT_CUFW_LIBS)

# Separate compilation. cudart: nvcc -rdc=true links the device code itself.
# cufw: -cudart none leaves out the device-link step, so it is explicit --
# each unit compiled with -rdc=true -c, nvcc -dlink over the objects, then
# the host link of the objects and the device-link object (the recipe of
# docs/using-cufw.md).
COMPAT_RDC_SRCS = $(srcdir)/%D%/rdc-t.cu $(srcdir)/%D%/rdc-b.cu $(srcdir)/%D%/rdc-c.cu
COMPAT_RDC_DEPS = %D%/rdc-t.cu %D%/rdc-b.cu %D%/rdc-c.cu %D%/rdc.h
%D%/rdc-t.cudart: $(COMPAT_RDC_DEPS)
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	$(COMPAT_CUDART_NVCC) $(COMPAT_NVCCFLAGS) -rdc=true -o $@ $(COMPAT_RDC_SRCS) $(TAP_LIBS)
%D%/rdc-t.cufw: $(COMPAT_RDC_DEPS)
	$(AM_V_NVCC)$(MKDIR_P) $(@D) && \
	for u in t b c; do \
	  $(NVCC) $(COMPAT_NVCCFLAGS) -rdc=true -c -o $@-$$u.o $(srcdir)/%D%/rdc-$$u.cu || exit 1; \
	done && \
	$(NVCC) $(COMPAT_NVCCFLAGS) -dlink -o $@-dlink.o $@-t.o $@-b.o $@-c.o && \
	$(NVCC) $(COMPAT_NVCCFLAGS) $(COMPAT_CUFW_LINK) -o $@ $@-t.o $@-b.o $@-c.o $@-dlink.o \
	  $(TAP_LIBS) $(COMPAT_CUFW_LIBS)
CLEANFILES += %D%/rdc-t.cufw-t.o %D%/rdc-t.cufw-b.o %D%/rdc-t.cufw-c.o %D%/rdc-t.cufw-dlink.o
