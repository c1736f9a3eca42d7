# SPDX-License-Identifier: MIT
# tests/tools/ -- the command-line tools, end to end.
TOOLS_TESTS = %D%/cufw-fatbin-t.sh %D%/cufw-fatbin-devices-t.sh %D%/cufw-embed-t.sh %D%/cufw-embed-build-t.sh \
	%D%/cufw-info-t.sh
dist_check_SCRIPTS += $(TOOLS_TESTS)
TESTS += $(TOOLS_TESTS)
