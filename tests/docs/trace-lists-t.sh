#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/trace-lists-t.sh -- the trace's lists (core/trace_list.h,
# compat/trace_list.h, compat/export_list.h) are what
# scripts/trace-lists.py makes of today's
# Driver list (cufw/call_list.h), compat/ definitions and the toolkit's
# typedef headers: a function added without regenerating them fails here
# (and compat would export it without its wrapper). And every Runtime
# function compat defines is marked where it is defined, RT_ENTRY(name)
# (compat/inner.h): a definition under its plain name would be exported
# beside its shell.
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
# and every Runtime function compat defines is an RT_ENTRY
plain=$(cd "$src" && grep -nE '^((const )?[A-Za-z_][A-Za-z0-9_ ]*[ *]+)?(__)?cuda[A-Za-z0-9_]+[[:space:]]*\(' \
    compat/*.c compat/direct/*.c | grep -vE '^[^:]+:[0-9]+:(static|extern) ')
is "" "$plain" "every Runtime function in compat is defined as RT_ENTRY(name)"
