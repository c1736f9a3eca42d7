# examples/ -- the appliance, a complete program built on an installed cufw,
# and what other projects need to build on cufw: the CUFW_CHECK macro for
# their configure scripts and the guides. tests/install/ checks all of it
# against a real `make install` into a scratch folder.

# The appliance is installed with the documentation, ready to copy and build.
applianceexampledir = $(docdir)/examples/appliance
dist_applianceexample_DATA = \
	%D%/appliance/README.md \
	%D%/appliance/Makefile \
	%D%/appliance/main.c \
	%D%/appliance/blur.cu

# The Autoconf macro, where aclocal looks for third-party macros.
aclocaldir = $(datadir)/aclocal
dist_aclocal_DATA = m4/cufw.m4

dist_doc_DATA += docs/using-cufw.md docs/autotools.md

# ------------------------------------------------------------ install tests
# The install tests run `$(MAKE) install DESTDIR=...` in this build tree
# themselves (after `make check` has built everything), so they need make
# and the installation directories.
AM_TESTS_ENVIRONMENT += \
	CUFW_MAKE='$(MAKE)'; export CUFW_MAKE; \
	CUFW_CC='$(CC)'; export CUFW_CC; \
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
	tests/install/man-t.sh \
	tests/install/install-t.sh \
	tests/install/autoconf-t.sh
dist_check_SCRIPTS += $(INSTALL_TESTS)
EXTRA_DIST += tests/install/common.sh
TESTS += $(INSTALL_TESTS)
