# SPDX-License-Identifier: MIT
# examples/ -- the appliance, a complete program built on an installed cufw
# (the guides that explain it are in docs/). tests/install/ builds it
# against a real `make install` into a scratch folder.

# The appliance is installed with the documentation, ready to copy and build.
applianceexampledir = $(docdir)/examples/appliance
dist_applianceexample_DATA = \
	%D%/appliance/README.md \
	%D%/appliance/Makefile \
	%D%/appliance/main.c \
	%D%/appliance/blur.cu
