# SPDX-License-Identifier: MIT
# tests/bench/ -- the statistics of bench-run (bench/stats.c) and the tail
# quantiles of bench/common.h, the threads table of its report from known
# samples (bench/report.c), bench-run's results.json against its
# results.csv (bench/results.c, through results-write), the footprint
# (make bench-footprint, which builds its own programs), the growth
# programs' generator and two small sizes of them built both ways, no GPU
# (the other programs are not built by make check).
BENCH_TESTS = %D%/stats-t %D%/threads-t
check_PROGRAMS += $(BENCH_TESTS) %D%/results-write
TESTS += $(BENCH_TESTS)
tests_bench_stats_t_SOURCES = %D%/stats-t.c bench/stats.c bench/run.h bench/common.h
tests_bench_stats_t_LDADD = $(TAP_LIBS) -lm
tests_bench_threads_t_SOURCES = %D%/threads-t.c bench/report.c bench/run.c bench/stats.c \
	bench/results.c bench/run.h bench/common.h
tests_bench_threads_t_LDADD = $(TAP_LIBS) -lm
tests_bench_results_write_SOURCES = %D%/results-write.c bench/results.c bench/stats.c \
	bench/run.h bench/common.h
tests_bench_results_write_LDADD = $(TAP_LIBS) -lm
dist_check_SCRIPTS += %D%/results-t.sh
TESTS += %D%/results-t.sh
dist_check_SCRIPTS += %D%/footprint-t.sh %D%/growth-t.sh
TESTS += %D%/footprint-t.sh %D%/growth-t.sh
