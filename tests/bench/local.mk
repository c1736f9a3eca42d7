# SPDX-License-Identifier: MIT
# tests/bench/ -- the statistics of bench-run (bench/stats.c) and the tail
# quantiles of bench/common.h, no GPU (the programs themselves are not
# built by make check).
BENCH_TESTS = %D%/stats-t
check_PROGRAMS += $(BENCH_TESTS)
TESTS += $(BENCH_TESTS)
tests_bench_stats_t_SOURCES = %D%/stats-t.c bench/stats.c bench/run.h bench/common.h
tests_bench_stats_t_LDADD = $(TAP_LIBS) -lm
