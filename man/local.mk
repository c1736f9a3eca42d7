# SPDX-License-Identifier: MIT
# man/ -- the manual pages: one per tool, and cufw(3), the map of the API.
# Hand-written troff; tests/install/man-t.sh checks that groff renders each
# without a warning and that each tool's page documents every option its
# --help lists.
dist_man_MANS += \
	%D%/cufw-embed.1 \
	%D%/cufw-fatbin.1 \
	%D%/cufw-info.1 \
	%D%/cufw-trace.1 \
	%D%/cufw.3
