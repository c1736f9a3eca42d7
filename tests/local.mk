# tests/ -- TAP tests, run by tap-driver.sh. Device tests skip themselves
# without a GPU (--enable-device-tests=yes turns that into a failure).
LOG_DRIVER = env AM_TAP_AWK='$(AWK)' $(SHELL) $(top_srcdir)/build-aux/tap-driver.sh
SH_LOG_DRIVER = $(LOG_DRIVER)
TEST_EXTENSIONS = .sh
AM_TESTS_ENVIRONMENT = \
	CUFW_DEVICE_TESTS='$(CUFW_DEVICE_TESTS)'; export CUFW_DEVICE_TESTS; \
	CUFW_TEST_STRICT=1; export CUFW_TEST_STRICT; \
	CUFW_TEST_BUILDDIR='$(abs_top_builddir)/tests/data'; export CUFW_TEST_BUILDDIR; \
	CUFW_TOP_BUILDDIR='$(abs_top_builddir)'; export CUFW_TOP_BUILDDIR; \
	CUFW_TOP_SRCDIR='$(abs_top_srcdir)'; export CUFW_TOP_SRCDIR; \
	NM='$(NM)'; export NM; SIZE='$(SIZE)'; export SIZE; \
	CUFW_CUDA_ARCHS='$(CUFW_CUDA_ARCHS)'; export CUFW_CUDA_ARCHS; NVCC='$(NVCC)'; export NVCC; CUOBJDUMP='$(CUDA_HOME)/bin/cuobjdump'; export CUOBJDUMP;

check_LIBRARIES += %D%/tap/libtap.a
tests_tap_libtap_a_SOURCES = %D%/tap/basic.c %D%/tap/basic.h
TAP_LIBS = %D%/tap/libtap.a
EXTRA_DIST += %D%/tap/libtap.sh

# ------------------------------------------------------------ test fatbins
# One source, compiled into fatbins of known shapes.
TEST_NVCC = $(NVCC) -fatbin -O2 -std=c++17
TEST_SAMPLE = $(srcdir)/%D%/data/sample.cu
TEST_FATBINS = \
	%D%/data/plain.fatbin %D%/data/zstd.fatbin %D%/data/lz4.fatbin \
	%D%/data/ptx.fatbin %D%/data/sass.fatbin %D%/data/special.fatbin
EXTRA_DIST += %D%/data/sample.cu
CLEANFILES += $(TEST_FATBINS) %D%/data/*-image.c
check_DATA = $(TEST_FATBINS)

# ELF sm_80, ELF sm_90, PTX compute_90; never compressed
%D%/data/plain.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) --no-compress -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90] -o $@ $(TEST_SAMPLE)
# the same entries, every one zstd-compressed
%D%/data/zstd.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) --compress-mode=balance -Xfatbin -compress-all -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90] -o $@ $(TEST_SAMPLE)
# the same entries, every one lz4-compressed
%D%/data/lz4.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) --compress-mode=speed -Xfatbin -compress-all -gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90] -o $@ $(TEST_SAMPLE)
# PTX compute_75 only
%D%/data/ptx.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) -gencode arch=compute_75,code=compute_75 -o $@ $(TEST_SAMPLE)
# SASS only: sm_75, sm_86, sm_90
%D%/data/sass.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) -gencode arch=compute_75,code=sm_75 -gencode arch=compute_86,code=sm_86 -gencode arch=compute_90,code=sm_90 -o $@ $(TEST_SAMPLE)
# arch- and family-specific: sm_90a (ELF and PTX), sm_100f (ELF)
%D%/data/special.fatbin: %D%/data/sample.cu
	$(AM_V_NVCC)$(MKDIR_P) %D%/data && $(TEST_NVCC) -gencode arch=compute_90a,code=[sm_90a,compute_90a] -gencode arch=compute_100f,code=sm_100f -o $@ $(TEST_SAMPLE)

# The same fatbins embedded by cufw-embed, for the round-trip test.
%D%/data/plain-image.c: %D%/data/plain.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) -n plain -o $@ %D%/data/plain.fatbin
%D%/data/lz4-image.c: %D%/data/lz4.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) -n lz4 -o $@ %D%/data/lz4.fatbin
%D%/data/special-image.c: %D%/data/special.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) -n special -o $@ %D%/data/special.fatbin

# ------------------------------------------------------------ fatbin (host)
check_PROGRAMS += %D%/fatbin/parse-t %D%/fatbin/mutate-t %D%/fatbin/select-t %D%/fatbin/embed-t
tests_fatbin_parse_t_SOURCES = %D%/fatbin/parse-t.c %D%/fatbin/testfile.c %D%/fatbin/testfile.h
tests_fatbin_parse_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS) $(ZSTD_LIBS) $(LZ4_LIBS)
tests_fatbin_mutate_t_SOURCES = %D%/fatbin/mutate-t.c %D%/fatbin/testfile.c %D%/fatbin/testfile.h
tests_fatbin_mutate_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS) $(ZSTD_LIBS) $(LZ4_LIBS)
tests_fatbin_select_t_SOURCES = %D%/fatbin/select-t.c %D%/fatbin/testfile.c %D%/fatbin/testfile.h
tests_fatbin_select_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS) $(ZSTD_LIBS) $(LZ4_LIBS)
tests_fatbin_embed_t_SOURCES = %D%/fatbin/embed-t.c %D%/fatbin/testfile.c %D%/fatbin/testfile.h
nodist_tests_fatbin_embed_t_SOURCES = %D%/data/plain-image.c %D%/data/lz4-image.c %D%/data/special-image.c
tests_fatbin_embed_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS) $(ZSTD_LIBS) $(LZ4_LIBS)
TESTS += %D%/fatbin/parse-t %D%/fatbin/mutate-t %D%/fatbin/select-t %D%/fatbin/embed-t

# ------------------------------------------------------------ tools (host)
dist_check_SCRIPTS += %D%/tools/cufw-fatbin-t.sh %D%/tools/cufw-embed-t.sh %D%/tools/cufw-info-t.sh
TESTS += %D%/tools/cufw-fatbin-t.sh %D%/tools/cufw-embed-t.sh %D%/tools/cufw-info-t.sh

# ------------------------------------------------------------ core
dist_check_SCRIPTS += %D%/core/nm-t.sh
TESTS += %D%/core/nm-t.sh

check_PROGRAMS += %D%/core/errors-t %D%/core/nodriver-t
tests_core_errors_t_SOURCES = %D%/core/errors-t.c
tests_core_errors_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS)
tests_core_nodriver_t_SOURCES = %D%/core/nodriver-t.c
tests_core_nodriver_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS)
TESTS += %D%/core/errors-t %D%/core/nodriver-t

# Device tests: link the embedded kernels.
CORE_DEVICE_TESTS = \
	%D%/core/kernels-t %D%/core/memory-t %D%/core/stream-t %D%/core/module-t \
	%D%/core/fault-t %D%/core/threads-t %D%/core/big-t %D%/core/stress-t
check_PROGRAMS += $(CORE_DEVICE_TESTS)
TESTS += $(CORE_DEVICE_TESTS)
CORE_DEVICE_LDADD = $(CUFW_KERNEL_OBJS) %D%/core/libdevtest.a $(TAP_LIBS) $(CUFW_LIBS) -lm
check_LIBRARIES += %D%/core/libdevtest.a
tests_core_libdevtest_a_SOURCES = %D%/core/devtest.c %D%/core/devtest.h
tests_core_kernels_t_SOURCES = %D%/core/kernels-t.c
tests_core_kernels_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_memory_t_SOURCES = %D%/core/memory-t.c
tests_core_memory_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_stream_t_SOURCES = %D%/core/stream-t.c
tests_core_stream_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_module_t_SOURCES = %D%/core/module-t.c %D%/fatbin/testfile.c
tests_core_module_t_LDADD = $(CORE_DEVICE_LDADD) $(ZSTD_LIBS) $(LZ4_LIBS)
tests_core_fault_t_SOURCES = %D%/core/fault-t.c
tests_core_fault_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_threads_t_SOURCES = %D%/core/threads-t.c
tests_core_threads_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_big_t_SOURCES = %D%/core/big-t.c
tests_core_big_t_LDADD = $(CORE_DEVICE_LDADD)

# ------------------------------------------------------------ docs
dist_check_SCRIPTS += %D%/docs/runtime-doc-t.sh %D%/docs/layers-t.sh
TESTS += %D%/docs/runtime-doc-t.sh %D%/docs/layers-t.sh
EXTRA_DIST += docs/runtime-over-driver.md
tests_core_stress_t_SOURCES = %D%/core/stress-t.c
tests_core_stress_t_LDADD = $(CORE_DEVICE_LDADD)
