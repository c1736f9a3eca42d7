# SPDX-License-Identifier: MIT
# fuzz/ -- libFuzzer harnesses over the fatbin library and the tools' input
# handling and name encoding (fuzz/*.c). `make
# check` builds each with the ordinary compiler and fuzz/replay.c and runs
# the seed corpus (fuzz/corpus/HARNESS/) and every saved crash
# (fuzz/crashes/) through it as a TAP test. `make fuzz` builds them with
# clang and libFuzzer (plus AddressSanitizer and UndefinedBehaviorSanitizer)
# and fuzzes each for FUZZ_SECONDS, in fuzz/work/HARNESS/ (a copy of the
# seed corpus grows there; crash inputs land there too: copy them to
# fuzz/crashes/).
FUZZ_HARNESSES = fatbin-parse fatbin-select elf-image unwrap tool-names tool-input
FUZZ_REPLAYS = \
	%D%/replay-fatbin-parse \
	%D%/replay-fatbin-select \
	%D%/replay-elf-image \
	%D%/replay-unwrap \
	%D%/replay-tool-names \
	%D%/replay-tool-input
check_PROGRAMS += $(FUZZ_REPLAYS)
TESTS += $(FUZZ_REPLAYS)
FUZZ_REPLAY_LDADD = $(TAP_LIBS) $(CUFW_LIBS)
fuzz_replay_fatbin_parse_SOURCES = %D%/replay.c %D%/fatbin-parse.c %D%/fuzz.h
fuzz_replay_fatbin_parse_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"fatbin-parse"'
fuzz_replay_fatbin_parse_LDADD = $(FUZZ_REPLAY_LDADD)
fuzz_replay_fatbin_select_SOURCES = %D%/replay.c %D%/fatbin-select.c %D%/fuzz.h
fuzz_replay_fatbin_select_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"fatbin-select"'
fuzz_replay_fatbin_select_LDADD = $(FUZZ_REPLAY_LDADD)
fuzz_replay_elf_image_SOURCES = %D%/replay.c %D%/elf-image.c %D%/fuzz.h
fuzz_replay_elf_image_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"elf-image"'
fuzz_replay_elf_image_LDADD = $(FUZZ_REPLAY_LDADD)
fuzz_replay_unwrap_SOURCES = %D%/replay.c %D%/unwrap.c %D%/fuzz.h
fuzz_replay_unwrap_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"unwrap"'
fuzz_replay_unwrap_LDADD = $(FUZZ_REPLAY_LDADD)
fuzz_replay_tool_names_SOURCES = %D%/replay.c %D%/tool-names.c %D%/fuzz.h
fuzz_replay_tool_names_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"tool-names"'
fuzz_replay_tool_names_LDADD = tools/libtoolutil.a $(FUZZ_REPLAY_LDADD)
fuzz_replay_tool_input_SOURCES = %D%/replay.c %D%/tool-input.c %D%/fuzz.h
fuzz_replay_tool_input_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_HARNESS='"tool-input"'
fuzz_replay_tool_input_LDADD = tools/libtoolutil.a $(FUZZ_REPLAY_LDADD)
EXTRA_DIST += %D%/corpus %D%/crashes %D%/README.md

FUZZ_SECONDS = 60
FUZZ_JOBS = 1
FUZZ_FLAGS =
CLANG = clang
FUZZ_CFLAGS = -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-I$(top_srcdir)/include -I$(top_builddir)
FUZZ_FATBIN_FILES = \
	$(top_srcdir)/fatbin/container.c $(top_srcdir)/fatbin/select.c \
	$(top_srcdir)/fatbin/elf.c $(top_srcdir)/fatbin/image.c
# (the tools' helpers: every harness is linked with them, only tool-* use them)
FUZZ_TOOL_FILES = $(top_srcdir)/tools/toolname.c $(top_srcdir)/tools/toolutil.c
FUZZ_BINARIES = %D%/fuzz-fatbin-parse %D%/fuzz-fatbin-select %D%/fuzz-elf-image %D%/fuzz-unwrap \
	%D%/fuzz-tool-names %D%/fuzz-tool-input
CLEANFILES += $(FUZZ_BINARIES)

# One libFuzzer binary per harness (not part of all or check).
fuzz-build:
	@$(MKDIR_P) %D%
	@for h in $(FUZZ_HARNESSES); do \
	  echo "  CLANG    %D%/fuzz-$$h"; \
	  $(CLANG) $(FUZZ_CFLAGS) -o %D%/fuzz-$$h $(srcdir)/%D%/$$h.c $(FUZZ_FATBIN_FILES) \
	    $(FUZZ_TOOL_FILES) || exit 1; \
	done

# make fuzz FUZZ_SECONDS=60 [FUZZ_JOBS=N] [FUZZ_FLAGS=...]
fuzz: fuzz-build
	@for h in $(FUZZ_HARNESSES); do \
	  $(MKDIR_P) %D%/work/$$h/corpus %D%/work/$$h/artifacts; \
	  echo "fuzzing $$h for $(FUZZ_SECONDS) s"; \
	  ./%D%/fuzz-$$h -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -jobs=$(FUZZ_JOBS) -workers=$(FUZZ_JOBS) $(FUZZ_FLAGS) \
	    -artifact_prefix=%D%/work/$$h/artifacts/ \
	    %D%/work/$$h/corpus $(srcdir)/%D%/corpus/$$h || exit 1; \
	done

fuzz-clean:
	rm -rf %D%/work $(FUZZ_BINARIES)

.PHONY: fuzz fuzz-build fuzz-clean
