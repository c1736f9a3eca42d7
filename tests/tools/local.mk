# SPDX-License-Identifier: MIT
# tests/tools/ -- the command-line tools, end to end.
TOOLS_TESTS = %D%/cufw-fatbin-t.sh %D%/cufw-fatbin-devices-t.sh %D%/cufw-embed-t.sh \
	%D%/cufw-embed-build-t.sh %D%/cufw-embed-asm-t.sh %D%/cufw-embed-large-t.sh %D%/cufw-info-t.sh \
	%D%/hostile-t.sh %D%/cufw-fatbin-fit-t.sh %D%/cufw-trace-t.sh
dist_check_SCRIPTS += $(TOOLS_TESTS)
TESTS += $(TOOLS_TESTS)

# The cufw-embed tests compile what it writes and link it with image-dump's
# main (libimagedump.a), which writes back what libcufw finds; image-dump
# itself reads the images of other files (another machine's objects).
check_LIBRARIES += %D%/libimagedump.a
tests_tools_libimagedump_a_SOURCES = %D%/image-dump.c
check_PROGRAMS += %D%/image-dump
tests_tools_image_dump_SOURCES =
tests_tools_image_dump_LDADD = %D%/libimagedump.a $(CUFW_LIBS)
AM_TESTS_ENVIRONMENT += \
	CUFW_EMBED_ASM='$(CUFW_EMBED_ASM)'; export CUFW_EMBED_ASM; \
	CUFW_TEST_CC='$(CC) $(CUFW_SAN_FLAGS) $(CFLAGS)'; export CUFW_TEST_CC; \
	CUFW_TEST_CCAS='$(CCAS) $(CCASFLAGS)'; export CUFW_TEST_CCAS; \
	CUFW_TEST_LIBS='$(LIBS)'; export CUFW_TEST_LIBS; \
	CUFW_TEST_NVCC='$(NVCC) $(CUFW_NVCC_SAN_FLAGS)'; export CUFW_TEST_NVCC;
