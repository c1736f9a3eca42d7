# tests/reliability/local.mk -- reliability of core without a GPU: the
# stand-in driver (tests/fakecuda), the fault-injection and bad-input tests
# that run against it, and the fuzzing harnesses (fuzz/).

# ------------------------------------------------------------ the stand-in driver
# A shared object built as a check program (there is no libtool here): never
# installed, built by `make check` before the tests that load it.
check_PROGRAMS += tests/fakecuda/libcuda.so.1
tests_fakecuda_libcuda_so_1_SOURCES = \
	tests/fakecuda/fake.h \
	tests/fakecuda/control.h \
	tests/fakecuda/driver.c \
	tests/fakecuda/names.c \
	tests/fakecuda/registry.c \
	tests/fakecuda/device.c \
	tests/fakecuda/memory.c \
	tests/fakecuda/stream.c \
	tests/fakecuda/module.c \
	tests/fakecuda/kernels.c
tests_fakecuda_libcuda_so_1_CFLAGS = $(AM_CFLAGS) -fPIC
tests_fakecuda_libcuda_so_1_LDFLAGS = $(AM_LDFLAGS) -shared -fPIC -Wl,-z,defs -Wl,-soname,libcuda.so.1
tests_fakecuda_libcuda_so_1_LDADD = $(ZSTD_LIBS) $(LZ4_LIBS) -lm

# ------------------------------------------------------------ tests on the stand-in driver
# Each program points CUFW_LIBCUDA at the stand-in itself (fakectl.c), so
# nothing here changes what the other tests load. Scenarios that need a
# fresh process (startup failures) fork or are programs of their own.
check_LIBRARIES += tests/reliability/libfakectl.a
tests_reliability_libfakectl_a_SOURCES = tests/reliability/fakectl.c tests/reliability/fakectl.h
RELIABILITY_LDADD = $(CUFW_KERNEL_OBJS) tests/reliability/libfakectl.a $(TAP_LIBS) $(CUFW_LIBS) -lm
RELIABILITY_TESTS = \
	tests/reliability/cycle-t \
	tests/reliability/fault-t \
	tests/reliability/startup-t \
	tests/reliability/capacity-t \
	tests/reliability/handles-t \
	tests/reliability/threads-t \
	tests/reliability/badinput-t
check_PROGRAMS += $(RELIABILITY_TESTS)
TESTS += $(RELIABILITY_TESTS)
tests_reliability_cycle_t_SOURCES = tests/reliability/cycle-t.c
tests_reliability_cycle_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_fault_t_SOURCES = tests/reliability/fault-t.c
tests_reliability_fault_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_startup_t_SOURCES = tests/reliability/startup-t.c
tests_reliability_startup_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_capacity_t_SOURCES = tests/reliability/capacity-t.c
tests_reliability_capacity_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_handles_t_SOURCES = tests/reliability/handles-t.c
tests_reliability_handles_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_threads_t_SOURCES = tests/reliability/threads-t.c
tests_reliability_threads_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_badinput_t_SOURCES = tests/reliability/badinput-t.c
tests_reliability_badinput_t_LDADD = $(RELIABILITY_LDADD)

# cufw-info end to end on the stand-in driver
dist_check_SCRIPTS += tests/reliability/info-t.sh
TESTS += tests/reliability/info-t.sh

EXTRA_DIST += docs/errors.md tests/reliability/README.md
