#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/dist-t.sh -- what a release tarball must carry for its
# documents to be whole: every image a document shows (![...](FILE)) is in
# the distribution (the Makefile's DISTFILES, what make dist copies), so
# that BENCHMARKS.md's plots do not break in a release; and configure names
# the bug tracker and home page.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
top=${CUFW_TOP_BUILDDIR:-.}
[ -f "$top/Makefile" ] || skip_all "no Makefile in $top"
make_cmd=${MAKE:-make}
scratch dist-t
plan 4

# The files make dist copies, as the Makefile computes them.
printf 'include %s/Makefile\nprint-distfiles:\n\t@printf "%%s\\n" $(DISTFILES)\n' "$top" \
    >"$tmp/print.mk"
(cd "$top" && $make_cmd -s -f "$tmp/print.mk" print-distfiles) >"$tmp/dist" 2>"$tmp/err"
ok "the Makefile lists what make dist copies" test -s "$tmp/dist"

: >"$tmp/images"
for doc in "$src"/README.md "$src"/docs/*.md; do
    dir=$(dirname "$doc")
    sed -n 's/.*!\[[^]]*\](\([^)]*\)).*/\1/p' "$doc" | while read -r img; do
        case $img in http*) continue ;; esac
        rel=${dir#"$src"}
        rel=${rel#/}
        echo "${rel:+$rel/}$img" >>"$tmp/images"
    done
done
missing=$(while read -r f; do grep -qx "$f" "$tmp/dist" || echo "$f"; done <"$tmp/images")
ok "the documents show images ($(wc -l <"$tmp/images" | tr -d ' '))" test -s "$tmp/images"
is "" "$missing" "every image a document shows is in the tarball"
ok "configure --help names the bug tracker and the home page" sh -c \
    "'$src/configure' --help | grep -q 'Report bugs to <https://github.com/cufw/cufw/issues>' &&
     '$src/configure' --help | grep -q 'home page: <https://github.com/cufw/cufw>'"
