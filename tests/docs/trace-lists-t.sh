#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/trace-lists-t.sh -- the trace's lists (core/trace_list.h,
# compat/trace_list.h, compat/trace_names.h) are what scripts/trace-lists.py
# makes of today's cufw/call_list.h, compat/ definitions and the toolkit's
# typedef headers: a function added without regenerating them fails here
# (and compat would export it without its wrapper).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
command -v python3 >/dev/null 2>&1 || skip_all "python3 is not installed"
inc=
for f in $CUFW_CUDA_CPPFLAGS; do
    case $f in -I*) [ -f "${f#-I}/cudaTypedefs.h" ] && inc=${f#-I} ;; esac
done
[ -n "$inc" ] || skip_all "the toolkit's cudaTypedefs.h was not found in CUDA_CPPFLAGS"
plan 2
out=$(python3 "$src/scripts/trace-lists.py" --check "$inc" 2>&1)
is "" "$out" "the lists are up to date with the sources and $inc"
# and every function compat defines is exported through its wrapper only
n=$(grep -c '^#define ' "$src/compat/trace_names.h")
ok "trace_names.h renames the $n functions the lists wrap" test "$n" -gt 100
