#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-embed-build-t.sh -- the build runs the build machine's
# copy of cufw-embed (tools/cufw-embed-build, compiled with CC_FOR_BUILD),
# not the installed one (compiled with CC, for the host, which need not
# run here): the Makefile's CUFW_EMBED names it, the embedding rules run
# it, and it writes the same sources as the host's cufw-embed. Cross
# builds: tests/install/cross-t.sh.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
data=${CUFW_TEST_BUILDDIR:-tests/data}
build="$top/tools/cufw-embed-build"
scratch embed-build-t
[ -f "$top/Makefile" ] || skip_all "run me through make check (I read the build tree's Makefile)"
unset MAKEFLAGS MFLAGS MAKELEVEL
plan 8

mkvar() { sed -n "s/^$1 = //p" "$top/Makefile"; }
is "\$(top_builddir)/tools/cufw-embed-build\$(BUILD_EXEEXT)" "$(mkvar CUFW_EMBED)" \
    "CUFW_EMBED is the build machine's copy"
ok "it was built" test -x "$build"
# An embedding rule, as make would run it once its fatbin changed: the
# first image target of kernels/ (a rule of two targets, the assembler
# source and the C source: NAME-asm-image.S NAME-image.c).
target=$(sed -n 's/^\(kernels\/[a-z-]*image\.[a-zA-Z]*\)[^:]*:.*/\1/p' "$top/Makefile" | head -1)
fatbin=$(sed -n "s|^$target[^:]*: *\([^ ]*\.fatbin\).*|\1|p" "$top/Makefile" | head -1)
if [ -n "$target" ] && [ -n "$fatbin" ] && [ -n "$CUFW_MAKE" ]; then
    (cd "$top" && $CUFW_MAKE -n -W "$fatbin" "$target") >"$tmp/rule" 2>&1
    ok "the rule for $target runs tools/cufw-embed-build" \
        grep -q "tools/cufw-embed-build .*$fatbin" "$tmp/rule"
    ok "and not the host's cufw-embed" sh -c "! grep -q 'tools/cufw-embed ' '$tmp/rule'"
else
    skip 2 "no kernels/*-image rule found, or no CUFW_MAKE"
fi
for f in "$data/plain.fatbin" "$top/kernels/vector.fatbin"; do
    "$build" -n same -o "$tmp/build.c" "$f" && "$top/tools/cufw-embed" -n same -o "$tmp/host.c" "$f"
    is 0 $? "both copies embed $(basename "$f")"
    ok "byte for byte the same source" cmp -s "$tmp/build.c" "$tmp/host.c"
done
