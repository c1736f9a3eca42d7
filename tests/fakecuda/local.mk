# SPDX-License-Identifier: MIT
# tests/fakecuda/ -- the stand-in driver: a libcuda.so.1 with fault
# injection, on which tests/reliability/ runs core without a GPU. A shared
# object built as a check program (there is no libtool here): never
# installed, built by `make check` before the tests that load it.
check_PROGRAMS += %D%/libcuda.so.1
tests_fakecuda_libcuda_so_1_SOURCES = \
	%D%/fake.h \
	%D%/control.h \
	%D%/driver.c \
	%D%/names.c \
	%D%/registry.c \
	%D%/device.c \
	%D%/memory.c \
	%D%/stream.c \
	%D%/module.c \
	%D%/kernels.c \
	%D%/graph.c \
	%D%/array.c \
	%D%/batch.c \
	%D%/stubs.c \
	%D%/green.c
tests_fakecuda_libcuda_so_1_CFLAGS = $(AM_CFLAGS) -fPIC
tests_fakecuda_libcuda_so_1_LDFLAGS = $(AM_LDFLAGS) -shared -fPIC -Wl,-z,defs \
	-Wl,-soname,libcuda.so.1
tests_fakecuda_libcuda_so_1_LDADD = $(ZSTD_LIBS) $(LZ4_LIBS) -lm
