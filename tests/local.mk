# SPDX-License-Identifier: MIT
# tests/ -- TAP tests, run by tap-driver.sh, in folders that mirror the
# tree; each folder adds its tests in its own local.mk. Here: the driver and
# its environment, the TAP library, and the test fatbins. Device tests skip
# themselves without a GPU (--enable-device-tests=yes makes that a failure).
# Firmware mode is off for every test (a --enable-firmware build too): the
# tests that want it (the firmware-t ones) turn it on themselves.
LOG_DRIVER = env AM_TAP_AWK='$(AWK)' $(SHELL) $(top_srcdir)/build-aux/tap-driver.sh
SH_LOG_DRIVER = $(LOG_DRIVER)
TEST_EXTENSIONS = .sh
AM_TESTS_ENVIRONMENT = \
	CUFW_DEVICE_TESTS='$(CUFW_DEVICE_TESTS)'; export CUFW_DEVICE_TESTS; \
	CUFW_TEST_STRICT=1; export CUFW_TEST_STRICT; \
	CUFW_FIRMWARE=0; export CUFW_FIRMWARE; \
	CUFW_TEST_BUILDDIR='$(abs_top_builddir)/tests/data'; export CUFW_TEST_BUILDDIR; \
	CUFW_TOP_BUILDDIR='$(abs_top_builddir)'; export CUFW_TOP_BUILDDIR; \
	CUFW_TOP_SRCDIR='$(abs_top_srcdir)'; export CUFW_TOP_SRCDIR; \
	NM='$(NM)'; export NM; SIZE='$(SIZE)'; export SIZE; \
	CUFW_CUDA_ARCHS='$(CUFW_CUDA_ARCHS)'; export CUFW_CUDA_ARCHS; \
	NVCC='$(NVCC)'; export NVCC; \
	CUFW_CUDA_CPPFLAGS='$(CUDA_CPPFLAGS)'; export CUFW_CUDA_CPPFLAGS; \
	CUOBJDUMP='$(CUDA_HOME)/bin/cuobjdump'; export CUOBJDUMP; \
	CUFW_CUDA_HOME='$(CUDA_HOME)'; export CUFW_CUDA_HOME; \
	CUFW_CUDA_LIBDIR='$(CUDA_LIBDIR)'; export CUFW_CUDA_LIBDIR; \
	CUFW_TEST_UNMADE='$(CUFW_TEST_UNMADE)'; export CUFW_TEST_UNMADE; \
	CUFW_TEST_UNMADE_WHY='$(CUFW_TEST_UNMADE_WHY)'; export CUFW_TEST_UNMADE_WHY;

check_LIBRARIES += %D%/tap/libtap.a
tests_tap_libtap_a_SOURCES = %D%/tap/basic.c %D%/tap/basic.h
TAP_LIBS = %D%/tap/libtap.a
EXTRA_DIST += %D%/tap/libtap.sh

# ------------------------------------------------------------ test fatbins
# One source, compiled into fatbins of known shapes. Those an older nvcc
# cannot make (configure: zstd before CUDA 12.8, sm_100f before 12.9) are
# left out, and the tests that read them skip (CUFW_TEST_UNMADE).
TEST_NVCC = $(NVCC) -fatbin -O2 -std=c++17
TEST_SAMPLE = $(srcdir)/%D%/data/sample.cu
TEST_FATBINS = \
	%D%/data/plain.fatbin %D%/data/lz4.fatbin %D%/data/ptx.fatbin \
	%D%/data/sass.fatbin
if CUFW_NVCC_COMPRESS_MODE
TEST_FATBINS += %D%/data/zstd.fatbin
TEST_LZ4 = --compress-mode=speed
else
# before --compress-mode, lz4 was nvcc's only compression
TEST_LZ4 =
endif
if CUFW_NVCC_FAMILY
TEST_FATBINS += %D%/data/special.fatbin
endif
EXTRA_DIST += %D%/data/sample.cu
CLEANFILES += $(TEST_FATBINS) %D%/data/*-image.c %D%/data/*-image.S
check_DATA = $(TEST_FATBINS)

# ELF sm_80, ELF sm_90, PTX compute_90; never compressed
%D%/data/plain.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) --no-compress -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90] -o $@ $(TEST_SAMPLE)
# the same entries, every one zstd-compressed
%D%/data/zstd.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) --compress-mode=balance -Xfatbin -compress-all -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90] -o $@ $(TEST_SAMPLE)
# the same entries, every one lz4-compressed
%D%/data/lz4.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) $(TEST_LZ4) -Xfatbin -compress-all -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90] -o $@ $(TEST_SAMPLE)
# PTX compute_75 only
%D%/data/ptx.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) -gencode arch=compute_75,code=compute_75 -o $@ $(TEST_SAMPLE)
# SASS only: sm_75, sm_86, sm_90
%D%/data/sass.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) -gencode arch=compute_75,code=sm_75 -gencode arch=compute_86,code=sm_86 -gencode arch=compute_90,code=sm_90 -o $@ $(TEST_SAMPLE)
# arch- and family-specific: sm_90a (ELF and PTX), sm_100f (ELF)
%D%/data/special.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) -gencode arch=compute_90a,code=[sm_90a,compute_90a] -gencode arch=compute_100f,code=sm_100f -o $@ $(TEST_SAMPLE)

# The same fatbins embedded by cufw-embed, for the round-trip test: as
# assembler sources or C sources, as kernels/ embeds its own.
# Without special.fatbin the program links two and skips (tf_need).
if CUFW_EMBED_ASM
TEST_IMAGES = %D%/data/plain-asm-image.S %D%/data/lz4-asm-image.S
if CUFW_NVCC_FAMILY
TEST_IMAGES += %D%/data/special-asm-image.S
endif
else
TEST_IMAGES = %D%/data/plain-image.c %D%/data/lz4-image.c
if CUFW_NVCC_FAMILY
TEST_IMAGES += %D%/data/special-image.c
endif
endif
%D%/data/plain-asm-image.S %D%/data/plain-image.c: %D%/data/plain.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) -n plain -o $@ %D%/data/plain.fatbin
%D%/data/lz4-asm-image.S %D%/data/lz4-image.c: %D%/data/lz4.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) -n lz4 -o $@ %D%/data/lz4.fatbin
%D%/data/special-asm-image.S %D%/data/special-image.c: %D%/data/special.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) -n special -o $@ %D%/data/special.fatbin
