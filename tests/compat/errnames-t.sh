#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/compat/errnames-t.sh -- every error code's name and message, on
# compat as on the toolkit's cudart_static: errnames.cu, built against
# each, prints what cudaGetErrorName and cudaGetErrorString say for codes 0
# to 10000, and the two must be the same line for line. No GPU needed, so
# this differential check runs everywhere, with the toolkit cufw was built
# with (12.4, 13.0 and 13.5 each name a different set).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
ref=$top/tests/compat/errnames.cudart
mine=$top/tests/compat/errnames.cufw
[ -x "$ref" ] && [ -x "$mine" ] || skip_all "errnames.cudart and errnames.cufw are not built"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/errnames-t.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
"$ref" >"$tmp/ref" 2>&1
rc=$?
case $(head -1 "$tmp/ref") in
    "1..0 # SKIP"*) skip_all "$(sed -n '1s/^1\.\.0 # SKIP //p' "$tmp/ref")" ;;
esac
plan 4
is 0 "$rc" "cudart_static's build runs"
"$mine" >"$tmp/mine" 2>&1
is 0 $? "compat's build runs"
n=$(sed -n 's/^known //p' "$tmp/ref")
ok "cudart_static names a hundred codes or more ($n)" test "${n:-0}" -ge 100
if cmp -s "$tmp/ref" "$tmp/mine"; then
    ok "every code's name and message are cudart's ($n known)" true
else
    ok "every code's name and message are cudart's" false
    diff "$tmp/ref" "$tmp/mine" | head -20 | sed 's/^/# /'
fi
