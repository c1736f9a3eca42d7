# SPDX-License-Identifier: MIT
# tests/docs/ -- the documents and the tree hold to what they claim: the
# study guide names every Runtime export and its Driver calls; every
# #include goes downward; every source file and tool states the license;
# docs/security.md's table holds every environment variable read.
DOCS_TESTS = %D%/runtime-doc-t.sh %D%/layers-t.sh %D%/license-t.sh %D%/trace-lists-t.sh \
	%D%/missing-t.sh %D%/exits-t.sh %D%/map-t.sh %D%/env-t.sh %D%/dist-t.sh \
	%D%/troubleshooting-t.sh
EXTRA_DIST += %D%/since.sh
EXTRA_DIST += scripts/trace-lists.py scripts/cuda-samples.sh scripts/libraries.sh \
	scripts/libraries/common.h scripts/libraries/cublas.cu scripts/libraries/cublaslt.cu \
	scripts/libraries/cufft.cu scripts/libraries/curand.cu scripts/libraries/runtimes.cu \
	scripts/libraries/cusparse.cu scripts/libraries/cusolver.cu scripts/libraries/npp.cu \
	scripts/libraries/nvjpeg.cu
dist_check_SCRIPTS += $(DOCS_TESTS)
TESTS += $(DOCS_TESTS)
