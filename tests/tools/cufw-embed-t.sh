#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-embed-t.sh -- cufw-embed refuses what is not a fatbin,
# writes compilable sources, and escapes odd names.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
data=${CUFW_TEST_BUILDDIR:-tests/data}
embed="$top/tools/cufw-embed"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cufw-embed-t.XXXXXX")
trap 'rm -rf "$tmp"; tap_done' EXIT
plan 7

printf 'not a fatbin at all' > "$tmp/junk.fatbin"
"$embed" -o "$tmp/junk.c" "$tmp/junk.fatbin" 2>"$tmp/err"
is 1 $? "a non-fatbin is refused"
ok "and no output is left behind" test ! -e "$tmp/junk.c"
ok "the message says why" grep -q "not a valid fatbin" "$tmp/err"
ok "--no-check embeds it anyway" "$embed" --no-check -o "$tmp/junk.c" "$tmp/junk.fatbin"
"$embed" --name 'we"ird\name' -o "$tmp/weird.c" "$data/ptx.fatbin"
is 0 $? "an odd name is accepted"
ok "the source compiles" ${CC:-cc} -std=c11 -Wall -Werror -c -o "$tmp/weird.o" "$tmp/weird.c"
ok "the default name is the file's base name" sh -c "'$embed' '$data/ptx.fatbin' | grep -q '\"ptx\"'"
