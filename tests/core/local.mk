# SPDX-License-Identifier: MIT
# tests/core/ -- libcufw.a. Without a GPU the device tests skip themselves.

# The libraries do not allocate and show only their API (nm); their object
# files need each other without a circle (circles); a program linked with
# them names the cufw it holds (ident).
dist_check_SCRIPTS += %D%/nm-t.sh %D%/circles-t.sh %D%/ident-t.sh
TESTS += %D%/nm-t.sh %D%/circles-t.sh %D%/ident-t.sh

# Host tests.
CORE_HOST_TESTS = %D%/errors-t %D%/nodriver-t
check_PROGRAMS += $(CORE_HOST_TESTS)
TESTS += $(CORE_HOST_TESTS)
tests_core_errors_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS)
tests_core_nodriver_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS)

# Device tests: link the embedded kernels and devtest.c's helpers.
check_LIBRARIES += %D%/libdevtest.a
tests_core_libdevtest_a_SOURCES = %D%/devtest.c %D%/devtest.h
CORE_DEVICE_LDADD = $(CUFW_KERNEL_OBJS) %D%/libdevtest.a $(TAP_LIBS) $(CUFW_LIBS) -lm
CORE_DEVICE_TESTS = \
	%D%/kernels-t %D%/memory-t %D%/stream-t %D%/module-t \
	%D%/fault-t %D%/threads-t %D%/big-t %D%/stress-t %D%/graph-t
check_PROGRAMS += $(CORE_DEVICE_TESTS)
TESTS += $(CORE_DEVICE_TESTS)
tests_core_kernels_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_memory_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_stream_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_module_t_LDADD = $(CORE_DEVICE_LDADD) tests/fatbin/libtestfile.a $(ZSTD_LIBS) $(LZ4_LIBS)
tests_core_fault_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_threads_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_big_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_stress_t_LDADD = $(CORE_DEVICE_LDADD)
tests_core_graph_t_LDADD = $(CORE_DEVICE_LDADD)
