# SPDX-License-Identifier: MIT
# fuzz/ -- libFuzzer harnesses over the fatbin library, the tools' input
# handling and name encoding, and compat's converters (fuzz/*.c). `make
# check` builds each with the ordinary compiler and fuzz/replay.c and runs
# the seed corpus (fuzz/corpus/HARNESS/) and every saved crash
# (fuzz/crashes/) through it as a TAP test. `make fuzz` builds them with
# clang and libFuzzer (plus AddressSanitizer and UndefinedBehaviorSanitizer)
# and fuzzes each for FUZZ_SECONDS, in fuzz/work/HARNESS/ (a copy of the
# seed corpus grows there; crash inputs land there too: copy them to
# fuzz/crashes/).
FUZZ_HARNESSES = fatbin-parse fatbin-select elf-image unwrap tool-names tool-input
# the harnesses over compat: the Runtime API on the stand-in driver behind
# tests/reliability/arrayshim.so (fuzz/rt.h), linked with fuzz/rt.c
FUZZ_RT_HARNESSES = memcpy3d graph-memcpy texture pitch2d
FUZZ_REPLAYS = \
	%D%/replay-fatbin-parse \
	%D%/replay-fatbin-select \
	%D%/replay-elf-image \
	%D%/replay-unwrap \
	%D%/replay-tool-names \
	%D%/replay-tool-input \
	%D%/replay-memcpy3d \
	%D%/replay-graph-memcpy \
	%D%/replay-texture \
	%D%/replay-pitch2d
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
# Those over compat: the stand-in and the shim, found in this build tree
# (or CUFW_TOP_BUILDDIR's); a replay skips itself where cufw links libcuda.
FUZZ_RT_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_STANDIN -DFUZZ_TOP_BUILDDIR='"$(abs_top_builddir)"'
FUZZ_RT_LIBS = $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -ldl -lpthread
FUZZ_RT_DEPS = $(TAP_LIBS) libcufw_cudart.a libcufw.a tests/fakecuda/libcuda.so.1 \
	tests/reliability/arrayshim.so
FUZZ_RT_SOURCES = %D%/replay.c %D%/rt.c %D%/rt.h %D%/fuzz.h
fuzz_replay_memcpy3d_SOURCES = $(FUZZ_RT_SOURCES) %D%/memcpy3d.c
fuzz_replay_memcpy3d_CPPFLAGS = $(FUZZ_RT_CPPFLAGS) -DFUZZ_HARNESS='"memcpy3d"'
fuzz_replay_memcpy3d_LDADD = $(FUZZ_RT_LIBS)
fuzz_replay_memcpy3d_DEPENDENCIES = $(FUZZ_RT_DEPS)
fuzz_replay_graph_memcpy_SOURCES = $(FUZZ_RT_SOURCES) %D%/graph-memcpy.c
fuzz_replay_graph_memcpy_CPPFLAGS = $(FUZZ_RT_CPPFLAGS) -DFUZZ_HARNESS='"graph-memcpy"'
fuzz_replay_graph_memcpy_LDADD = $(FUZZ_RT_LIBS)
fuzz_replay_graph_memcpy_DEPENDENCIES = $(FUZZ_RT_DEPS)
fuzz_replay_texture_SOURCES = $(FUZZ_RT_SOURCES) %D%/texture.c
fuzz_replay_texture_CPPFLAGS = $(FUZZ_RT_CPPFLAGS) -DFUZZ_HARNESS='"texture"'
fuzz_replay_texture_LDADD = $(FUZZ_RT_LIBS)
fuzz_replay_texture_DEPENDENCIES = $(FUZZ_RT_DEPS)
fuzz_replay_pitch2d_SOURCES = $(FUZZ_RT_SOURCES) %D%/pitch2d.c
fuzz_replay_pitch2d_CPPFLAGS = $(FUZZ_RT_CPPFLAGS) -DFUZZ_HARNESS='"pitch2d"'
fuzz_replay_pitch2d_LDADD = $(FUZZ_RT_LIBS)
fuzz_replay_pitch2d_DEPENDENCIES = $(FUZZ_RT_DEPS)
EXTRA_DIST += %D%/corpus %D%/crashes %D%/README.md scripts/fuzz-run.sh

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
	%D%/fuzz-tool-names %D%/fuzz-tool-input %D%/fuzz-memcpy3d %D%/fuzz-graph-memcpy \
	%D%/fuzz-texture %D%/fuzz-pitch2d
CLEANFILES += $(FUZZ_BINARIES)
# The harnesses over compat take core and compat whole, compiled once into
# fuzz/obj/ with the same instrumentation (an object is compiled again
# when a source or header of the library is newer), and the stand-in and
# the shim of `make check`, built by gcc: they are the driver, not under
# test.
FUZZ_RT_CFLAGS = -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all \
	-I$(top_srcdir)/include -I$(top_builddir) -I$(top_srcdir) $(CUDA_CPPFLAGS)
FUZZ_RT_LIB_FILES = $(libcufw_a_SOURCES) $(libcufw_cudart_a_SOURCES)
FUZZ_RT_LIB_DIRS = $(top_srcdir)/include $(top_srcdir)/common $(top_srcdir)/fatbin \
	$(top_srcdir)/core $(top_srcdir)/compat $(top_builddir)/config.h

# One libFuzzer binary per harness (not part of all or check).
fuzz-build: tests/fakecuda/libcuda.so.1 tests/reliability/arrayshim.so
	@$(MKDIR_P) %D%/obj
	@for h in $(FUZZ_HARNESSES); do \
	  echo "  CLANG    %D%/fuzz-$$h"; \
	  $(CLANG) $(FUZZ_CFLAGS) -o %D%/fuzz-$$h $(srcdir)/%D%/$$h.c $(FUZZ_FATBIN_FILES) \
	    $(FUZZ_TOOL_FILES) || exit 1; \
	done
	@objs=; for f in $(FUZZ_RT_LIB_FILES); do \
	  case $$f in *.c) ;; *) continue ;; esac; \
	  o=%D%/obj/`echo $$f | sed 's|/|-|g; s|\.c$$|.o|'`; objs="$$objs $$o"; \
	  if test -f $$o && test -z "`find $(FUZZ_RT_LIB_DIRS) -newer $$o -name '*.[ch]' \
	      -print 2>/dev/null | sed 1q`"; then continue; fi; \
	  echo "  CLANG    $$o"; \
	  $(CLANG) $(FUZZ_RT_CFLAGS) -fsanitize=fuzzer-no-link -c -o $$o $(srcdir)/$$f || exit 1; \
	done; \
	for h in $(FUZZ_RT_HARNESSES); do \
	  echo "  CLANG    %D%/fuzz-$$h"; \
	  $(CLANG) $(FUZZ_RT_CFLAGS) -fsanitize=fuzzer \
	    -DFUZZ_TOP_BUILDDIR='"$(abs_top_builddir)"' -o %D%/fuzz-$$h $(srcdir)/%D%/$$h.c \
	    $(srcdir)/%D%/rt.c $$objs -ldl -lpthread || exit 1; \
	done

# make fuzz FUZZ_SECONDS=60 [FUZZ_JOBS=N] [FUZZ_FLAGS=...]
fuzz: fuzz-build
	@for h in $(FUZZ_HARNESSES) $(FUZZ_RT_HARNESSES); do \
	  $(MKDIR_P) %D%/work/$$h/corpus %D%/work/$$h/artifacts; \
	  echo "fuzzing $$h for $(FUZZ_SECONDS) s"; \
	  ./%D%/fuzz-$$h -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -jobs=$(FUZZ_JOBS) -workers=$(FUZZ_JOBS) $(FUZZ_FLAGS) \
	    -artifact_prefix=%D%/work/$$h/artifacts/ \
	    %D%/work/$$h/corpus $(srcdir)/%D%/corpus/$$h || exit 1; \
	done

# What fuzzes elsewhere, on a machine without clang: the binaries, the
# seeds, the stand-in and the shim the harnesses over compat load, and
# scripts/fuzz-run.sh, in cufw-fuzz/ of cufw-fuzz.tar.gz (fuzz/README.md).
FUZZ_BUNDLE = cufw-fuzz
fuzz-bundle: fuzz-build
	@rm -rf %D%/$(FUZZ_BUNDLE)
	@$(MKDIR_P) %D%/$(FUZZ_BUNDLE)/fuzz %D%/$(FUZZ_BUNDLE)/scripts \
	  %D%/$(FUZZ_BUNDLE)/tests/fakecuda %D%/$(FUZZ_BUNDLE)/tests/reliability
	cp $(FUZZ_BINARIES) %D%/$(FUZZ_BUNDLE)/fuzz/
	cp -R $(srcdir)/%D%/corpus %D%/$(FUZZ_BUNDLE)/fuzz/
	cp $(srcdir)/scripts/fuzz-run.sh %D%/$(FUZZ_BUNDLE)/scripts/
	cp tests/fakecuda/libcuda.so.1 %D%/$(FUZZ_BUNDLE)/tests/fakecuda/
	cp tests/reliability/arrayshim.so %D%/$(FUZZ_BUNDLE)/tests/reliability/
	tar -C %D% -czf $(FUZZ_BUNDLE).tar.gz $(FUZZ_BUNDLE)
	@rm -rf %D%/$(FUZZ_BUNDLE)
	@echo "$(FUZZ_BUNDLE).tar.gz: unpack it anywhere and run $(FUZZ_BUNDLE)/scripts/fuzz-run.sh"

fuzz-clean:
	rm -rf %D%/work %D%/obj %D%/$(FUZZ_BUNDLE) $(FUZZ_BINARIES) $(FUZZ_BUNDLE).tar.gz

.PHONY: fuzz fuzz-build fuzz-bundle fuzz-clean
