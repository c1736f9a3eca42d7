# SPDX-License-Identifier: MIT
# tests/fatbin/ -- the fatbin library on the fatbins of tests/data, no GPU.
# testfile.c reads those fatbins (tests/core/module-t uses it too).
check_LIBRARIES += %D%/libtestfile.a
tests_fatbin_libtestfile_a_SOURCES = %D%/testfile.c %D%/testfile.h
FATBIN_TEST_LDADD = %D%/libtestfile.a $(TAP_LIBS) $(CUFW_LIBS) $(ZSTD_LIBS) $(LZ4_LIBS)

FATBIN_TESTS = %D%/parse-t %D%/mutate-t %D%/select-t %D%/embed-t
check_PROGRAMS += $(FATBIN_TESTS)
TESTS += $(FATBIN_TESTS)
tests_fatbin_parse_t_LDADD = $(FATBIN_TEST_LDADD)
tests_fatbin_mutate_t_LDADD = $(FATBIN_TEST_LDADD)
tests_fatbin_select_t_LDADD = $(FATBIN_TEST_LDADD)
# the fatbins embedded by cufw-embed (tests/local.mk makes them)
tests_fatbin_embed_t_SOURCES = %D%/embed-t.c
nodist_tests_fatbin_embed_t_SOURCES = $(TEST_IMAGES)
tests_fatbin_embed_t_LDADD = $(FATBIN_TEST_LDADD)
