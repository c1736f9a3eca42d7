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

# cufw-info end to end on the stand-in driver. (libtap.sh, which every
# shell test sources, is not distributed by tests/local.mk yet: listed here
# so that distcheck can run this one; harmless once it is listed there.)
dist_check_SCRIPTS += tests/reliability/info-t.sh
TESTS += tests/reliability/info-t.sh
EXTRA_DIST += tests/tap/libtap.sh

EXTRA_DIST += docs/errors.md tests/reliability/README.md

# ------------------------------------------------------------ fuzzing
# Four libFuzzer harnesses over the fatbin library (fuzz/*.c). `make check`
# builds each with the ordinary compiler and fuzz/replay.c and runs the seed
# corpus (fuzz/corpus/HARNESS/) and every saved crash (fuzz/crashes/)
# through it as a TAP test. `make fuzz` builds them with clang and libFuzzer
# (plus AddressSanitizer and UndefinedBehaviorSanitizer) and fuzzes each
# for FUZZ_SECONDS, in fuzz/work/HARNESS/ (a copy of the seed corpus grows
# there; crash inputs land there too: copy them to fuzz/crashes/).
FUZZ_HARNESSES = fatbin-parse fatbin-select elf-image unwrap
FUZZ_REPLAYS = \
	fuzz/replay-fatbin-parse \
	fuzz/replay-fatbin-select \
	fuzz/replay-elf-image \
	fuzz/replay-unwrap
check_PROGRAMS += $(FUZZ_REPLAYS)
TESTS += $(FUZZ_REPLAYS)
FUZZ_REPLAY_LDADD = $(TAP_LIBS) $(CUFW_LIBS)
fuzz_replay_fatbin_parse_SOURCES = fuzz/replay.c fuzz/fatbin-parse.c fuzz/fuzz.h
fuzz_replay_fatbin_parse_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"fatbin-parse"'
fuzz_replay_fatbin_parse_LDADD = $(FUZZ_REPLAY_LDADD)
fuzz_replay_fatbin_select_SOURCES = fuzz/replay.c fuzz/fatbin-select.c fuzz/fuzz.h
fuzz_replay_fatbin_select_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"fatbin-select"'
fuzz_replay_fatbin_select_LDADD = $(FUZZ_REPLAY_LDADD)
fuzz_replay_elf_image_SOURCES = fuzz/replay.c fuzz/elf-image.c fuzz/fuzz.h
fuzz_replay_elf_image_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"elf-image"'
fuzz_replay_elf_image_LDADD = $(FUZZ_REPLAY_LDADD)
fuzz_replay_unwrap_SOURCES = fuzz/replay.c fuzz/unwrap.c fuzz/fuzz.h
fuzz_replay_unwrap_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"unwrap"'
fuzz_replay_unwrap_LDADD = $(FUZZ_REPLAY_LDADD)
EXTRA_DIST += fuzz/corpus fuzz/crashes fuzz/README.md

FUZZ_SECONDS = 60
FUZZ_JOBS = 1
FUZZ_FLAGS =
CLANG = clang
FUZZ_CFLAGS = -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-I$(top_srcdir)/include
FUZZ_FATBIN_FILES = \
	$(top_srcdir)/fatbin/container.c $(top_srcdir)/fatbin/select.c \
	$(top_srcdir)/fatbin/elf.c $(top_srcdir)/fatbin/image.c
CLEANFILES += fuzz/fuzz-fatbin-parse fuzz/fuzz-fatbin-select fuzz/fuzz-elf-image fuzz/fuzz-unwrap

# One libFuzzer binary per harness (not part of all or check).
fuzz-build:
	@$(MKDIR_P) fuzz
	@for h in $(FUZZ_HARNESSES); do \
	  echo "  CLANG    fuzz/fuzz-$$h"; \
	  $(CLANG) $(FUZZ_CFLAGS) -o fuzz/fuzz-$$h $(srcdir)/fuzz/$$h.c $(FUZZ_FATBIN_FILES) || exit 1; \
	done

# make fuzz FUZZ_SECONDS=60 [FUZZ_JOBS=N] [FUZZ_FLAGS=...]
fuzz: fuzz-build
	@for h in $(FUZZ_HARNESSES); do \
	  $(MKDIR_P) fuzz/work/$$h/corpus fuzz/work/$$h/artifacts; \
	  echo "fuzzing $$h for $(FUZZ_SECONDS) s"; \
	  ./fuzz/fuzz-$$h -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -jobs=$(FUZZ_JOBS) -workers=$(FUZZ_JOBS) $(FUZZ_FLAGS) \
	    -artifact_prefix=fuzz/work/$$h/artifacts/ \
	    fuzz/work/$$h/corpus $(srcdir)/fuzz/corpus/$$h || exit 1; \
	done

fuzz-clean:
	rm -rf fuzz/work fuzz/fuzz-fatbin-parse fuzz/fuzz-fatbin-select fuzz/fuzz-elf-image fuzz/fuzz-unwrap

.PHONY: fuzz fuzz-build fuzz-clean
