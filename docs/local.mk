# SPDX-License-Identifier: MIT
# docs/ -- the documents. Installed in the package's documentation
# directory: the guides for building on cufw, what every core function
# returns for bad input, the security notes, and the study guide to the Runtime over the Driver
# API. Shipped in the tarball only: the benchmark method and results.
dist_doc_DATA += \
	%D%/using-cufw.md \
	%D%/autotools.md \
	%D%/errors.md \
	%D%/security.md \
	%D%/runtime-over-driver.md
# the plots BENCHMARKS.md shows (tests/docs/dist-t.sh: every image a
# document shows is in the tarball)
EXTRA_DIST += %D%/BENCHMARKS.md \
	%D%/bench/plot-copy.svg %D%/bench/plot-tail.svg %D%/bench/plot-threads.svg
