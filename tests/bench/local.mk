# SPDX-License-Identifier: MIT
# tests/bench/ -- the statistics bench/common.h gives the benchmark programs,
# no GPU (the programs themselves are not built by make check).
BENCH_TESTS = %D%/stats-t
check_PROGRAMS += $(BENCH_TESTS)
TESTS += $(BENCH_TESTS)
tests_bench_stats_t_SOURCES = %D%/stats-t.c bench/common.h
tests_bench_stats_t_LDADD = $(TAP_LIBS) -lm
