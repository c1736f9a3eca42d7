# SPDX-License-Identifier: MIT
# tools/ -- command-line tools (they may allocate; the libraries may not).
noinst_LIBRARIES += %D%/libtoolutil.a
tools_libtoolutil_a_SOURCES = %D%/toolutil.c %D%/toolutil.h

bin_PROGRAMS += %D%/cufw-embed %D%/cufw-fatbin %D%/cufw-info

tools_cufw_embed_LDADD = %D%/libtoolutil.a $(CUFW_LIBS)

tools_cufw_fatbin_LDADD = %D%/libtoolutil.a $(CUFW_LIBS) $(ZSTD_LIBS) $(LZ4_LIBS)

tools_cufw_info_SOURCES = %D%/cufw-info.c %D%/selftest.c %D%/selftest.h
tools_cufw_info_LDADD = $(CUFW_KERNEL_OBJS) %D%/libtoolutil.a $(CUFW_LIBS) -lm
tools_cufw_info_DEPENDENCIES = $(CUFW_KERNEL_OBJS) %D%/libtoolutil.a libcufw.a
