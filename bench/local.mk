# SPDX-License-Identifier: MIT
# bench/ -- `make bench`: cufw against the raw Driver API and NVIDIA's
# libcudart_static.a, side by side (docs/BENCHMARKS.md says how and why).
#
# Nothing here is built by `make all` or `make check`. `make bench` builds
# the programs and runs bench-run, which prints one markdown table last and
# writes bench/results.csv, bench/results.json and bench/samples.csv. Without a GPU every
# program says so in one line and exits 77, and `make bench` prints the
# footprint row (which needs no GPU) and "skipped: no GPU" and succeeds.
# The programs that link libcufw_cudart.a (bench-rt-compat, trivial-compat)
# are built by a second make that may fail -- while compat is not there --
# without failing `make bench`: their column stays empty. `make bench-embed`
# (no GPU) times cufw-embed and the compiler on large fatbins; `make
# bench-footprint` (no GPU) sizes the trivial and realistic programs and
# the tables (tests/bench/footprint-t.sh runs it). `make bench-growth` (also
# part of `make bench`, unless BENCH_ONLY leaves growth out) generates,
# builds and runs the growth programs (method 14): their build is the
# longest of bench/ (minutes on two cores; tests/bench/growth-t.sh builds
# two small sizes).

# Programs automake compiles (only when `make bench` asks for them).
EXTRA_PROGRAMS = %D%/bench-drv %D%/bench-run %D%/trivial-core %D%/trivial-raw \
	%D%/trivial-core-rss %D%/trivial-raw-rss
EXTRA_PROGRAMS += %D%/bench-first-drv
EXTRA_PROGRAMS += %D%/bench-tables

# The embedded kernels of bench/: assembler or C sources, as kernels/ has them.
if CUFW_EMBED_ASM
BENCH_EMPTY_IMAGE = %D%/empty-asm-image.S
BENCH_TRIVIAL_IMAGE = %D%/trivial-asm-image.S
BENCH_FIRST_IMAGE = %D%/first-asm-image.S
else
BENCH_EMPTY_IMAGE = %D%/empty-image.c
BENCH_TRIVIAL_IMAGE = %D%/trivial-image.c
BENCH_FIRST_IMAGE = %D%/first-image.c
endif

# The raw driver and cufw core in one process; links the embedded kernels.
# The linker map gives heapcount.so the address ranges of libcufw.a's code.
bench_bench_drv_SOURCES = %D%/bench-drv.c %D%/bench-drv-memory.c %D%/bench-drv-graph.c \
	%D%/bench-drv-launch.c %D%/bench-drv.h %D%/common.h %D%/fail.h %D%/driver.h %D%/core.h \
	%D%/modes.h
nodist_bench_bench_drv_SOURCES = $(BENCH_EMPTY_IMAGE)
bench_bench_drv_LDADD = $(CUFW_KERNEL_OBJS) $(CUFW_LIBS) -lm
bench_bench_drv_LDFLAGS = $(AM_LDFLAGS) -Wl,-Map=%D%/bench-drv.map
bench_bench_drv_DEPENDENCIES = $(CUFW_KERNEL_OBJS) libcufw.a

bench_bench_run_SOURCES = %D%/bench-run.c %D%/run.c %D%/stats.c %D%/report.c %D%/results.c \
	%D%/run.h %D%/common.h
bench_bench_run_LDADD = -lm

# Footprint: trivial.cu's program through cufw core and through the raw
# driver, on trivial.cu's own kernel embedded by cufw-embed.
bench_trivial_core_SOURCES = %D%/trivial-core.c %D%/rss.h
nodist_bench_trivial_core_SOURCES = $(BENCH_TRIVIAL_IMAGE)
bench_trivial_core_LDADD = $(CUFW_LIBS)
bench_trivial_core_LDFLAGS = $(AM_LDFLAGS) -Wl,--gc-sections -Wl,-Map=%D%/trivial-core.map
bench_trivial_raw_SOURCES = %D%/trivial-raw.c %D%/rss.h %D%/driver.h %D%/fail.h %D%/common.h
nodist_bench_trivial_raw_SOURCES = $(BENCH_TRIVIAL_IMAGE)
bench_trivial_raw_LDADD = $(LIBS)
bench_trivial_raw_LDFLAGS = $(AM_LDFLAGS) -Wl,--gc-sections -Wl,-Map=%D%/trivial-raw.map
# Memory at rest (area rss): the same programs with bench/rss.h's
# measurement compiled in (BENCH_RSS), so that the ones sized above stay
# without it.
bench_trivial_core_rss_SOURCES = $(bench_trivial_core_SOURCES)
nodist_bench_trivial_core_rss_SOURCES = $(BENCH_TRIVIAL_IMAGE)
bench_trivial_core_rss_CPPFLAGS = $(AM_CPPFLAGS) -DBENCH_RSS
bench_trivial_core_rss_LDADD = $(CUFW_LIBS)
bench_trivial_core_rss_LDFLAGS = $(AM_LDFLAGS) -Wl,--gc-sections
bench_trivial_raw_rss_SOURCES = $(bench_trivial_raw_SOURCES)
nodist_bench_trivial_raw_rss_SOURCES = $(BENCH_TRIVIAL_IMAGE)
bench_trivial_raw_rss_CPPFLAGS = $(AM_CPPFLAGS) -DBENCH_RSS
bench_trivial_raw_rss_LDADD = $(LIBS)
bench_trivial_raw_rss_LDFLAGS = $(AM_LDFLAGS) -Wl,--gc-sections

# The tables inside core's block of handle tables, for footprint.sh --tables.
bench_bench_tables_SOURCES = %D%/tables.c

# The footprint programs are built for one target, so that the embedded
# fatbin (counted in `size`'s text) stays small beside the runtimes' code.
BENCH_TRIVIAL_ARCH = -arch=sm_90
BENCH_NVCC = $(NVCC) $(NVCC_FLAGS) -I$(top_srcdir) -I$(top_builddir)
# What a `nvcc -cudart none` program links instead of libcudart_static.a.
BENCH_COMPAT_LIBS = libcufw_cudart.a libcufw.a -ldl -lpthread

# The empty kernel: a fatbin embedded in bench-drv, an object linked into
# the Runtime-API programs.
%D%/empty.fatbin: %D%/empty.cu
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(NVCC) -fatbin $(NVCC_GENCODE) $(NVCC_FLAGS) -o $@ $(srcdir)/%D%/empty.cu
%D%/empty-asm-image.S %D%/empty-image.c: %D%/empty.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) --name empty -o $@ %D%/empty.fatbin
%D%/empty.o: %D%/empty.cu
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(BENCH_NVCC) $(NVCC_GENCODE) -c -o $@ $(srcdir)/%D%/empty.cu

%D%/trivial.fatbin: %D%/trivial.cu
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(NVCC) -fatbin $(BENCH_TRIVIAL_ARCH) $(NVCC_FLAGS) -o $@ $(srcdir)/%D%/trivial.cu
%D%/trivial-asm-image.S %D%/trivial-image.c: %D%/trivial.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) --name trivial -o $@ %D%/trivial.fatbin

# rt.cu and trivial.cu: compiled once, linked twice.
%D%/rt.o: %D%/rt.cu %D%/common.h %D%/fail.h %D%/driver.h %D%/modes.h %D%/runtime.h \
	kernels/vector.cu kernels/reduce.cu
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(BENCH_NVCC) $(NVCC_GENCODE) -c -o $@ $(srcdir)/%D%/rt.cu
%D%/bench-rt-cudart$(EXEEXT): %D%/rt.o %D%/empty.o
	$(AM_V_NVCC)$(NVCC) $(CUDA_LIBDIR_FLAG) -o $@ %D%/rt.o %D%/empty.o -Xlinker -Map=%D%/bench-rt-cudart.map
# with the firmware object, so that a run with CUFW_FIRMWARE=1 measures
# firmware mode's launch (docs/BENCHMARKS.md, "Launch floor")
%D%/bench-rt-compat$(EXEEXT): %D%/rt.o %D%/empty.o libcufw_cudart.a libcufw.a
	$(AM_V_NVCC)$(NVCC) -cudart none -o $@ %D%/rt.o %D%/empty.o -Xlinker -Map=%D%/bench-rt-compat.map \
	  -Xlinker --undefined=cufw_cudart_firmware $(BENCH_COMPAT_LIBS)
%D%/trivial.o: %D%/trivial.cu %D%/rss.h
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(BENCH_NVCC) $(BENCH_TRIVIAL_ARCH) -c -o $@ $(srcdir)/%D%/trivial.cu
%D%/trivial-rss.o: %D%/trivial.cu %D%/rss.h
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(BENCH_NVCC) $(BENCH_TRIVIAL_ARCH) -DBENCH_RSS -c -o $@ $(srcdir)/%D%/trivial.cu
%D%/trivial-cudart-rss$(EXEEXT): %D%/trivial-rss.o
	$(AM_V_NVCC)$(NVCC) $(CUDA_LIBDIR_FLAG) -o $@ %D%/trivial-rss.o -Xlinker --gc-sections
%D%/trivial-compat-rss$(EXEEXT): %D%/trivial-rss.o libcufw_cudart.a libcufw.a
	$(AM_V_NVCC)$(NVCC) -cudart none -o $@ %D%/trivial-rss.o -Xlinker --gc-sections $(BENCH_COMPAT_LIBS)
%D%/trivial-cudart$(EXEEXT): %D%/trivial.o
	$(AM_V_NVCC)$(NVCC) $(CUDA_LIBDIR_FLAG) -o $@ %D%/trivial.o -Xlinker --gc-sections -Xlinker -Map=%D%/trivial-cudart.map
%D%/trivial-compat$(EXEEXT): %D%/trivial.o libcufw_cudart.a libcufw.a
	$(AM_V_NVCC)$(NVCC) -cudart none -o $@ %D%/trivial.o -Xlinker --gc-sections -Xlinker -Map=%D%/trivial-compat.map $(BENCH_COMPAT_LIBS)
# realistic.cu (two streams, events, a timed copy): the footprint of a
# small real program, compiled once and linked twice as trivial.cu is.
%D%/realistic.o: %D%/realistic.cu
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(BENCH_NVCC) $(BENCH_TRIVIAL_ARCH) -c -o $@ $(srcdir)/%D%/realistic.cu
%D%/realistic-cudart$(EXEEXT): %D%/realistic.o
	$(AM_V_NVCC)$(NVCC) $(CUDA_LIBDIR_FLAG) -o $@ %D%/realistic.o -Xlinker --gc-sections -Xlinker -Map=%D%/realistic-cudart.map
%D%/realistic-compat$(EXEEXT): %D%/realistic.o libcufw_cudart.a libcufw.a
	$(AM_V_NVCC)$(NVCC) -cudart none -o $@ %D%/realistic.o -Xlinker --gc-sections -Xlinker -Map=%D%/realistic-compat.map $(BENCH_COMPAT_LIBS)

# The first launch (docs/BENCHMARKS.md, method 13): 64 kernels, embedded as
# image "first" in bench-first-drv (raw and core), compiled into first.cu
# and linked twice (compat and cudart).
bench_bench_first_drv_SOURCES = %D%/first-drv.c %D%/first.h %D%/common.h %D%/fail.h \
	%D%/driver.h %D%/core.h
nodist_bench_bench_first_drv_SOURCES = $(BENCH_FIRST_IMAGE)
bench_bench_first_drv_LDADD = $(CUFW_LIBS)
bench_bench_first_drv_DEPENDENCIES = libcufw.a
%D%/first.fatbin: %D%/first-kernels.cu %D%/first.h %D%/common.h
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(NVCC) -fatbin $(NVCC_GENCODE) $(NVCC_FLAGS) -I$(top_srcdir) -o $@ $(srcdir)/%D%/first-kernels.cu
%D%/first-asm-image.S %D%/first-image.c: %D%/first.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) --name first -o $@ %D%/first.fatbin
%D%/first.o: %D%/first.cu %D%/first-kernels.cu %D%/first.h %D%/common.h %D%/fail.h \
	%D%/runtime.h
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(BENCH_NVCC) $(NVCC_GENCODE) -c -o $@ $(srcdir)/%D%/first.cu
%D%/bench-first-cudart$(EXEEXT): %D%/first.o
	$(AM_V_NVCC)$(NVCC) $(CUDA_LIBDIR_FLAG) -o $@ %D%/first.o
%D%/bench-first-compat$(EXEEXT): %D%/first.o libcufw_cudart.a libcufw.a
	$(AM_V_NVCC)$(NVCC) -cudart none -o $@ %D%/first.o -Xlinker --undefined=cufw_cudart_firmware $(BENCH_COMPAT_LIBS)

# The heap counter: an LD_PRELOAD object, built without libtool.
%D%/heapcount.so: %D%/heapcount.c
	$(AM_V_GEN)$(MKDIR_P) %D% && $(CC) $(CUFW_WARN_CFLAGS) $(CFLAGS) -shared -fPIC -o $@ $(srcdir)/%D%/heapcount.c -ldl

# Address ranges of the runtime library's code in each program (for heapcount.so).
BENCH_MAPINFO = $(AWK) -f $(srcdir)/%D%/mapinfo.awk -v mode=ranges
%D%/bench-drv.ranges: %D%/bench-drv$(EXEEXT) %D%/mapinfo.awk
	$(AM_V_GEN)$(BENCH_MAPINFO) -v lib='libcufw[.]a[(]' %D%/bench-drv.map | sort -n > $@
%D%/bench-rt-cudart.ranges: %D%/bench-rt-cudart$(EXEEXT) %D%/mapinfo.awk
	$(AM_V_GEN)$(BENCH_MAPINFO) -v lib='libcudart_static[.]a[(]' %D%/bench-rt-cudart.map | sort -n > $@
%D%/bench-rt-compat.ranges: %D%/bench-rt-compat$(EXEEXT) %D%/mapinfo.awk
	$(AM_V_GEN)$(BENCH_MAPINFO) -v lib='libcufw(_cudart)?[.]a[(]' %D%/bench-rt-compat.map | sort -n > $@

BENCH_BUILD = \
	%D%/bench-drv$(EXEEXT) %D%/bench-run$(EXEEXT) %D%/heapcount.so %D%/bench-drv.ranges \
	%D%/bench-rt-cudart$(EXEEXT) %D%/bench-rt-cudart.ranges \
	%D%/trivial-cudart$(EXEEXT) %D%/trivial-core$(EXEEXT) %D%/trivial-raw$(EXEEXT) \
	%D%/trivial-cudart-rss$(EXEEXT) %D%/trivial-core-rss$(EXEEXT) %D%/trivial-raw-rss$(EXEEXT) \
	%D%/bench-first-drv$(EXEEXT) %D%/bench-first-cudart$(EXEEXT) \
	%D%/realistic-cudart$(EXEEXT) %D%/bench-tables$(EXEEXT)
BENCH_BUILD_COMPAT = \
	%D%/bench-rt-compat$(EXEEXT) %D%/bench-rt-compat.ranges %D%/trivial-compat$(EXEEXT) \
	%D%/trivial-compat-rss$(EXEEXT) %D%/bench-first-compat$(EXEEXT) \
	%D%/realistic-compat$(EXEEXT)

BENCH_STRIP = $(STRIP)
BENCH_FOOTPRINT = \
	raw %D%/trivial-raw$(EXEEXT) %D%/trivial-raw.map 'NO_RUNTIME_LIBRARY' \
	core %D%/trivial-core$(EXEEXT) %D%/trivial-core.map 'libcufw[.]a[(]' \
	compat %D%/trivial-compat$(EXEEXT) %D%/trivial-compat.map 'libcufw(_cudart)?[.]a[(]' \
	cudart %D%/trivial-cudart$(EXEEXT) %D%/trivial-cudart.map 'libcudart_static[.]a[(]'
BENCH_FOOTPRINT_REAL = \
	compat %D%/realistic-compat$(EXEEXT) %D%/realistic-compat.map 'libcufw(_cudart)?[.]a[(]' \
	cudart %D%/realistic-cudart$(EXEEXT) %D%/realistic-cudart.map 'libcudart_static[.]a[(]'
# footprint.txt: the trivial programs (foot.*), the realistic ones
# (foot.real.*), the tables of both archives (foot.table.*).
BENCH_FOOTPRINT_SH = AWK='$(AWK)' SIZE='$(SIZE)' STRIP='$(BENCH_STRIP)' NM='$(NM)' \
	$(SHELL) $(srcdir)/%D%/footprint.sh
BENCH_FOOTPRINT_RUN = { $(BENCH_FOOTPRINT_SH) $(BENCH_FOOTPRINT) && \
	$(BENCH_FOOTPRINT_SH) --key foot.real $(BENCH_FOOTPRINT_REAL) && \
	$(BENCH_FOOTPRINT_SH) --tables %D%/bench-tables$(EXEEXT) core libcufw.a \
	  compat libcufw_cudart.a; } > %D%/footprint.txt

bench-build: $(BENCH_BUILD)
bench-build-compat: $(BENCH_BUILD_COMPAT)
bench: bench-build
	@$(MAKE) $(AM_MAKEFLAGS) bench-build-compat || \
	  echo "bench: the compat programs did not build (is libcufw_cudart.a there?); their column stays empty" >&2
	@case ",$${BENCH_ONLY:-growth}," in *,growth,*) \
	  $(MAKE) $(AM_MAKEFLAGS) bench-growth-build || \
	    echo "bench: the growth programs did not build; their rows stay empty" >&2; \
	  $(MAKE) $(AM_MAKEFLAGS) bench-growth-build-compat || \
	    echo "bench: the growth programs' compat build failed; their compat column stays empty" >&2;; \
	esac
	@$(BENCH_FOOTPRINT_RUN)
	@rc=0; \
	%D%/bench-run$(EXEEXT) --drv %D%/bench-drv$(EXEEXT) --drv-ranges %D%/bench-drv.ranges \
	  --compat %D%/bench-rt-compat$(EXEEXT) --compat-ranges %D%/bench-rt-compat.ranges \
	  --cudart %D%/bench-rt-cudart$(EXEEXT) --cudart-ranges %D%/bench-rt-cudart.ranges \
	  --heapcount %D%/heapcount.so --footprint %D%/footprint.txt \
	  --trivial-raw %D%/trivial-raw-rss$(EXEEXT) --trivial-core %D%/trivial-core-rss$(EXEEXT) \
	  --trivial-compat %D%/trivial-compat-rss$(EXEEXT) --trivial-cudart %D%/trivial-cudart-rss$(EXEEXT) \
	  --first-drv %D%/bench-first-drv$(EXEEXT) --first-compat %D%/bench-first-compat$(EXEEXT) \
	  --first-cudart %D%/bench-first-cudart$(EXEEXT) --growth %D%/growth \
	  --csv %D%/results.csv --samples %D%/samples.csv || rc=$$?; \
	$(MAKE) $(AM_MAKEFLAGS) bench-plot; \
	if test $$rc = 77; then echo "bench: skipped: no GPU"; exit 0; fi; exit $$rc
.PHONY: bench bench-build bench-build-compat

# The cost as the program grows (method 14): programs of 10 to 10,000
# kernels in 1 to 256 translation units, generated into %D%/growth/ by
# growth-gen.sh (nothing generated is committed) and built by the makefile
# it writes there, each linked twice from the same objects: against
# libcudart_static.a (growth-K-T-cudart) and with -cudart none against cufw
# (growth-K-T-compat). KERNELS:TUS pairs; the largest first, so that the
# longest compilation (10,000 kernels in one unit) starts first. Only
# sm_90 SASS (the H200's), and the generated units' host code (stubs and
# registration) at -O1: at -O3 gcc alone takes 3 minutes on the unit of
# 10,000 kernels. Both builds link the same objects, so neither choice
# favours one runtime.
BENCH_GROWTH_GRID = 10000:1 10000:16 10000:256 1000:1 1000:16 1000:256 100:1 100:16 10:1
BENCH_GROWTH_ARCH = -gencode arch=compute_90,code=sm_90
BENCH_GROWTH_HOST_OPT = -O1
%D%/growth.o: %D%/growth.cu %D%/growth.h %D%/runtime.h %D%/fail.h %D%/common.h
	$(AM_V_NVCC)$(MKDIR_P) %D% && $(BENCH_NVCC) $(BENCH_GROWTH_ARCH) -c -o $@ $(srcdir)/%D%/growth.cu
# The generator runs every time (1.6 s for the whole grid) and writes only
# the files whose contents change: a new grid (`make bench-growth
# BENCH_GROWTH_GRID='10:1 100:16'`) or generator regenerates, and only what
# changed recompiles.
bench-growth-gen: %D%/growth-gen.sh
	$(AM_V_GEN)$(SHELL) $(srcdir)/%D%/growth-gen.sh %D%/growth $(BENCH_GROWTH_GRID)
BENCH_GROWTH_MAKE = $(MAKE) -f %D%/growth/growth.mk \
	GROWTH_CC='$(NVCC) $(BENCH_GROWTH_HOST_OPT) -std=c++17 $(BENCH_GROWTH_ARCH) -I$(top_srcdir)' \
	GROWTH_LD='$(NVCC) $(CUDA_LIBDIR_FLAG)' GROWTH_MAIN=%D%/growth.o GROWTH_COMPAT_LIBS='$(BENCH_COMPAT_LIBS)' \
	GROWTH_COMPAT_DEPS='libcufw_cudart.a libcufw.a'
# The sub-make shares the caller's -jN; a serial caller (plain `make
# bench`, as .ci/device-run.sh runs it) gets -j BENCH_GROWTH_JOBS [the CPUs,
# nproc] for the growth units alone, which would take 15 minutes one by one.
BENCH_GROWTH_SETUP = if $(AM_V_P); then v=1; else v=0; fi; \
	case "$$MAKEFLAGS" in *jobserver*) j= ;; \
	  *) j=-j$${BENCH_GROWTH_JOBS:-`nproc 2>/dev/null || echo 1`} ;; esac
bench-growth-build: %D%/growth.o bench-growth-gen
	@+$(BENCH_GROWTH_SETUP); $(BENCH_GROWTH_MAKE) $$j GROWTH_VERBOSE=$$v cudart
bench-growth-build-compat: %D%/growth.o bench-growth-gen libcufw_cudart.a libcufw.a
	@+$(BENCH_GROWTH_SETUP); $(BENCH_GROWTH_MAKE) $$j GROWTH_VERBOSE=$$v compat
BENCH_GROWTH_RUN = \
	%D%/bench-run$(EXEEXT) --drv %D%/bench-drv$(EXEEXT) --growth %D%/growth \
	  --csv %D%/results.csv --samples %D%/samples.csv
# `make bench-growth`: the growth programs alone (BENCH_ONLY=growth), the
# GPU found as `make bench` finds it (bench-drv's probe): without one it
# prints "bench: skipped: no GPU" and succeeds, having built everything.
bench-growth: bench-growth-build %D%/bench-drv$(EXEEXT) %D%/bench-run$(EXEEXT)
	@$(MAKE) $(AM_MAKEFLAGS) bench-growth-build-compat || \
	  echo "bench: the growth programs' compat build failed (is libcufw_cudart.a there?); their column stays empty" >&2
	@rc=0; BENCH_ONLY=growth $(BENCH_GROWTH_RUN) || rc=$$?; \
	$(MAKE) $(AM_MAKEFLAGS) bench-plot; \
	if test $$rc = 77; then echo "bench: skipped: no GPU"; exit 0; fi; exit $$rc
.PHONY: bench-growth bench-growth-gen bench-growth-build bench-growth-build-compat

# `make bench-threads`: the threads rows alone (method 10, BENCH_ONLY=threads;
# about a minute on the H200), building only their programs -- bench-drv,
# bench-run and rt.cu linked both ways (compat's failure leaves its column
# empty, as in `make bench`). Without a GPU it prints "bench: skipped: no
# GPU" and succeeds.
bench-threads: %D%/bench-drv$(EXEEXT) %D%/bench-run$(EXEEXT) %D%/bench-rt-cudart$(EXEEXT)
	@$(MAKE) $(AM_MAKEFLAGS) %D%/bench-rt-compat$(EXEEXT) || \
	  echo "bench: bench-rt-compat did not build (is libcufw_cudart.a there?); its column stays empty" >&2
	@rc=0; BENCH_ONLY=threads %D%/bench-run$(EXEEXT) --drv %D%/bench-drv$(EXEEXT) \
	  --compat %D%/bench-rt-compat$(EXEEXT) --cudart %D%/bench-rt-cudart$(EXEEXT) \
	  --csv %D%/results.csv --samples %D%/samples.csv || rc=$$?; \
	$(MAKE) $(AM_MAKEFLAGS) bench-plot; \
	if test $$rc = 77; then echo "bench: skipped: no GPU"; exit 0; fi; exit $$rc
.PHONY: bench-threads

# The footprint alone (no GPU): the trivial and realistic programs linked
# both ways and the tables, sized into footprint.txt, which it prints.
bench-footprint: %D%/trivial-raw$(EXEEXT) %D%/trivial-core$(EXEEXT) %D%/trivial-cudart$(EXEEXT) \
	%D%/trivial-compat$(EXEEXT) %D%/realistic-cudart$(EXEEXT) %D%/realistic-compat$(EXEEXT) \
	%D%/bench-tables$(EXEEXT) libcufw.a libcufw_cudart.a
	@$(BENCH_FOOTPRINT_RUN) && cat %D%/footprint.txt
.PHONY: bench-footprint

# The plots (bench/plot.py, standard-library python3): SVG files beside
# results.csv, drawn after every bench-run, failed or not; never a failure.
bench-plot:
	@if command -v python3 >/dev/null 2>&1; then \
	  python3 $(srcdir)/%D%/plot.py --results %D%/results.csv --tail %D%/tail.csv --out %D% || \
	    echo "bench: plot.py failed; no plots" >&2; \
	else echo "bench: plots skipped: no python3"; fi
.PHONY: bench-plot
dist_check_SCRIPTS += tests/bench/plot-t.sh
TESTS += tests/bench/plot-t.sh

# Embedding at scale (no GPU needed): cufw-embed and the compiler on files
# of random bytes, C output against assembler output.
bench-embed: $(CUFW_EMBED)
	@EMBED='$(CUFW_EMBED)' CC='$(CC)' CCAS='$(CCAS)' CFLAGS='$(CFLAGS)' CCASFLAGS='$(CCASFLAGS)' \
	  $(SHELL) $(srcdir)/%D%/embed.sh
.PHONY: bench-embed

EXTRA_DIST += %D%/embed.sh %D%/rss.h %D%/plot.py
EXTRA_DIST += %D%/growth.cu %D%/growth.h %D%/growth-gen.sh
EXTRA_DIST += \
	%D%/rt.cu %D%/empty.cu %D%/trivial.cu %D%/heapcount.c %D%/footprint.sh %D%/mapinfo.awk \
	%D%/realistic.cu \
	%D%/first.cu %D%/first-kernels.cu %D%/runtime.h
CLEANFILES += \
	$(EXTRA_PROGRAMS) %D%/rt.o %D%/trivial.o %D%/trivial.fatbin \
	%D%/trivial-image.c %D%/trivial-asm-image.S \
	%D%/empty.o %D%/empty.fatbin %D%/empty-image.c %D%/empty-asm-image.S \
	%D%/first.o %D%/first.fatbin %D%/first-image.c %D%/first-asm-image.S \
	%D%/bench-first-cudart$(EXEEXT) %D%/bench-first-compat$(EXEEXT) \
	%D%/bench-rt-cudart$(EXEEXT) %D%/bench-rt-compat$(EXEEXT) \
	%D%/trivial-cudart$(EXEEXT) %D%/trivial-compat$(EXEEXT) %D%/heapcount.so \
	%D%/trivial-rss.o %D%/trivial-cudart-rss$(EXEEXT) %D%/trivial-compat-rss$(EXEEXT) \
	%D%/realistic.o %D%/realistic-cudart$(EXEEXT) %D%/realistic-compat$(EXEEXT) \
	%D%/*.map %D%/*.ranges %D%/footprint.txt %D%/results.csv %D%/results.json %D%/samples.csv \
	%D%/heap-*.txt \
	%D%/tail.csv \
	%D%/plot-*.svg \
	%D%/growth.o

# The growth programs' tree is generated whole: `make clean` removes it.
clean-local: bench-growth-clean
bench-growth-clean:
	-rm -rf %D%/growth
.PHONY: bench-growth-clean
