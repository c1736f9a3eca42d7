# SPDX-License-Identifier: MIT
# tests/install/ -- configure on a fresh machine (configure-t), in each
# toolkit layout (toolkit-t), a cross
# build for aarch64 (cross-t), and what
# `make install` puts in a scratch DESTDIR: every
# file, pkg-config's flags, the manual pages, the CUFW_CHECK macro in a
# throwaway Autotools project, the CMake package and Meson's use of the .pc
# files in throwaway projects of theirs (each skips itself without its build
# tool), the appliance example built as a user would, and all of those from
# a prefix whose path has what the tools read specially (prefix-t).
# The tests run `$(MAKE) install DESTDIR=...` in this build tree themselves
# (after `make check` has built everything), so they need make and the
# installation directories.
AM_TESTS_ENVIRONMENT += \
	CUFW_MAKE='$(MAKE)'; export CUFW_MAKE; \
	CUFW_CC='$(CC)'; export CUFW_CC; \
	CUFW_CUDA_INCDIR='$(CUDA_INCDIR)'; export CUFW_CUDA_INCDIR; \
	CUFW_WARN_CFLAGS='$(CUFW_WARN_CFLAGS)'; export CUFW_WARN_CFLAGS; \
	CUFW_SAN_FLAGS='$(CUFW_SAN_FLAGS)'; export CUFW_SAN_FLAGS; \
	CUFW_VERSION='$(PACKAGE_VERSION)'; export CUFW_VERSION; \
	CUFW_prefix='$(prefix)'; export CUFW_prefix; \
	CUFW_bindir='$(bindir)'; export CUFW_bindir; \
	CUFW_libdir='$(libdir)'; export CUFW_libdir; \
	CUFW_includedir='$(includedir)'; export CUFW_includedir; \
	CUFW_datadir='$(datadir)'; export CUFW_datadir; \
	CUFW_mandir='$(mandir)'; export CUFW_mandir; \
	CUFW_docdir='$(docdir)'; export CUFW_docdir; \
	CUFW_pkgconfigdir='$(pkgconfigdir)'; export CUFW_pkgconfigdir;

INSTALL_TESTS = \
	%D%/configure-t.sh \
	%D%/toolkit-t.sh \
	%D%/gencode-t.sh \
	%D%/cross-t.sh \
	%D%/man-t.sh \
	%D%/install-t.sh \
	%D%/autoconf-t.sh \
	%D%/cmake-t.sh \
	%D%/meson-t.sh \
	%D%/prefix-t.sh
dist_check_SCRIPTS += $(INSTALL_TESTS)
EXTRA_DIST += %D%/common.sh
TESTS += $(INSTALL_TESTS)
# What fetches the toolkits besides the system's (README, .ci/run).
EXTRA_DIST += scripts/get-toolkits.sh
