#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/core/ident-t.sh -- a program linked with cufw says which cufw it
# holds: the line "cufw VERSION" is in its .comment section, once, before
# and after strip -- in cufw-info (core) and in a CUDA program linked with
# nvcc -cudart none (compat, when the differential tests are built).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
src=${CUFW_TOP_SRCDIR:-.}
command -v strings >/dev/null 2>&1 || skip_all "strings (binutils) is not installed"
version=$(sed -n 's/^#define CUFW_VERSION "\(.*\)"$/\1/p' "$src/include/cufw/version.h")
scratch ident-t
plan 7

ok "include/cufw/version.h names a version ($version)" test -n "$version"
idents() { strings -a "$1" | grep -c "^cufw $version\$"; }
is 1 "$(idents "$top/tools/cufw-info")" "cufw-info holds 'cufw $version' once"
# in .comment itself, where the .ident directive puts it
comment() { readelf -p .comment "$1" 2>/dev/null | grep -c "]  cufw $version\$"; }
if command -v readelf >/dev/null 2>&1; then
    is 1 "$(comment "$top/tools/cufw-info")" "in its .comment section (readelf -p .comment)"
else
    skip 1 "readelf is not installed"
fi
if command -v strip >/dev/null 2>&1 && strip -o "$tmp/info" "$top/tools/cufw-info"; then
    is 1 "$(idents "$tmp/info")" "and still once when stripped"
    if command -v readelf >/dev/null 2>&1; then
        is 1 "$(comment "$tmp/info")" "still in .comment when stripped"
    else
        skip 1 "readelf is not installed"
    fi
else
    skip 2 "strip is not installed"
fi
prog=$top/tests/compat/errors-t.cufw
if [ -f "$prog" ]; then
    is 1 "$(idents "$prog")" "a program on compat (nvcc -cudart none) holds it once"
    strip -o "$tmp/prog" "$prog" 2>/dev/null
    is 1 "$(idents "$tmp/prog")" "and still once when stripped"
else
    skip 2 "the compat programs are not built here"
fi
