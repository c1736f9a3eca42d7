# SPDX-License-Identifier: MIT
# tools/ -- command-line tools (they may allocate; the libraries may not).
noinst_LIBRARIES += %D%/libtoolutil.a
tools_libtoolutil_a_SOURCES = %D%/toolutil.c %D%/toolutil.h %D%/toolname.c %D%/toolname.h

bin_PROGRAMS += %D%/cufw-embed %D%/cufw-fatbin %D%/cufw-info

# cufw-trace: a trace (CUFW_TRACE) as Chrome trace-event JSON; Python's
# standard library only, its version filled in from configure's.
bin_SCRIPTS += %D%/cufw-trace
CLEANFILES += %D%/cufw-trace
EXTRA_DIST += %D%/cufw-trace.in
%D%/cufw-trace: %D%/cufw-trace.in Makefile
	$(AM_V_GEN)$(MKDIR_P) %D% && \
	sed -e 's|@PACKAGE_VERSION[@]|$(PACKAGE_VERSION)|g' $(srcdir)/%D%/cufw-trace.in >$@.tmp && \
	chmod +x $@.tmp && mv -f $@.tmp $@

tools_cufw_embed_LDADD = %D%/libtoolutil.a $(CUFW_LIBS)

tools_cufw_fatbin_SOURCES = %D%/cufw-fatbin.c %D%/fit.c %D%/fit.h
tools_cufw_fatbin_LDADD = %D%/libtoolutil.a $(CUFW_LIBS) $(ZSTD_LIBS) $(LZ4_LIBS)

tools_cufw_info_SOURCES = %D%/cufw-info.c %D%/selftest.c %D%/selftest.h
tools_cufw_info_LDADD = $(CUFW_KERNEL_OBJS) %D%/libtoolutil.a $(CUFW_LIBS) -lm
tools_cufw_info_DEPENDENCIES = $(CUFW_KERNEL_OBJS) %D%/libtoolutil.a libcufw.a

# cufw-embed for the build machine. The embedding rules (CUFW_EMBED, in
# Makefile.am) run it during the build, so it is compiled with CC_FOR_BUILD,
# which is CC unless cross compiling (--host), from the sources it needs:
# the tool, its helpers, the fatbin parser and the error names. Never
# installed: the installed cufw-embed is the host's, above.
CUFW_EMBED_BUILD = %D%/cufw-embed-build$(BUILD_EXEEXT)
CUFW_EMBED_BUILD_SRCS = \
	$(srcdir)/%D%/cufw-embed.c \
	$(srcdir)/%D%/toolutil.c \
	$(srcdir)/%D%/toolname.c \
	$(srcdir)/fatbin/container.c \
	$(srcdir)/core/errname.c
CUFW_EMBED_BUILD_INCS = \
	$(srcdir)/%D%/toolutil.h \
	$(srcdir)/%D%/toolname.h \
	$(srcdir)/fatbin/inner.h \
	$(srcdir)/include/cufw/fatbin.h \
	$(srcdir)/include/cufw/error.h
AM_V_BUILDCC = $(am__v_BUILDCC_@AM_V@)
am__v_BUILDCC_ = $(am__v_BUILDCC_@AM_DEFAULT_V@)
am__v_BUILDCC_0 = @echo "  BUILDCC " $@;
am__v_BUILDCC_1 =
$(CUFW_EMBED_BUILD): $(CUFW_EMBED_BUILD_SRCS) $(CUFW_EMBED_BUILD_INCS) config.h
	$(AM_V_BUILDCC)$(CC_FOR_BUILD) -I$(top_builddir) -I$(srcdir)/include $(CPPFLAGS_FOR_BUILD) \
	  $(CUFW_WARN_CFLAGS) $(CFLAGS_FOR_BUILD) $(LDFLAGS_FOR_BUILD) -o $@ $(CUFW_EMBED_BUILD_SRCS)
CLEANFILES += $(CUFW_EMBED_BUILD)
