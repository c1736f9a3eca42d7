# SPDX-License-Identifier: MIT
# common/ -- what core and compat share and neither owns: the compiler
# attributes, the fixed-table slots and their claim/release, the bounded
# hash indices over them, and how the
# trace prints parameters (header-only, part of libcufw.a's sources for the
# distribution). Includes nothing of cufw's.
CUFW_COMMON_SOURCES = \
	%D%/compiler.h \
	%D%/hash.h \
	%D%/table.h \
	%D%/trace_args.h \
	%D%/trace_enums.h
