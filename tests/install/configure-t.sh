#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/configure-t.sh -- cufw's configure on a fresh machine, run
# from a scratch copy of the source tree's configure and its inputs: nvcc
# found on PATH through a chain of links (~/bin/nvcc -> ... -> the
# toolkit's bin/nvcc) leads to the toolkit, not to the links' folder; the
# run says nothing on stderr (autoconf's clean-up would complain two dozen
# times about the core/ folder); archives are made with ARFLAGS "cr" (GNU
# ar warns about automake's "cru").
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
[ -n "$NVCC" ] && [ -x "$NVCC" ] || skip_all "run me through make check (I need the configured nvcc)"
[ -f "$src/configure" ] || skip_all "no configure script in $src"
unset MAKEFLAGS MFLAGS MAKELEVEL
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cufw-configure-t.XXXXXX")
trap 'rm -rf "$tmp"; tap_done' EXIT
plan 5

# What configure reads: itself, its templates, build-aux/, and the file
# AC_CONFIG_SRCDIR names (core/init.c: the folder whose name troubles rm).
mkdir -p "$tmp/src/core" "$tmp/home/bin" "$tmp/home/links"
cp "$src/configure" "$src/config.h.in" "$src/Makefile.in" "$src/cufw.pc.in" \
    "$src/cufw-cudart.pc.in" "$tmp/src/" &&
    cp -R "$src/build-aux" "$tmp/src/" && cp "$src/core/init.c" "$tmp/src/core/" &&
    chmod -R u+w "$tmp/src" || bail "cannot copy the configure inputs"
# ~/bin/nvcc -> ../links/nvcc (relative) -> the toolkit's nvcc (absolute)
ln -s "$NVCC" "$tmp/home/links/nvcc" && ln -s ../links/nvcc "$tmp/home/bin/nvcc" ||
    bail "cannot make links"
toolkit=$(dirname "$(dirname "$NVCC")")

(cd "$tmp/src" && PATH="$tmp/home/bin:$PATH" ./configure --disable-dependency-tracking \
    >"$tmp/out" 2>"$tmp/err")
rc=$?
is 0 "$rc" "configure succeeds with nvcc on PATH only through links"
[ "$rc" = 0 ] || diag "$(tail -5 "$tmp/out") $(tail -5 "$tmp/err")"
ok "it found nvcc where PATH has it" grep -q "checking for nvcc... $tmp/home/bin/nvcc" "$tmp/out"
is "CUDA_HOME = $toolkit" "$(grep '^CUDA_HOME = ' "$tmp/src/Makefile" 2>/dev/null)" \
    "the toolkit is where the links lead"
is "" "$(cat "$tmp/err")" "nothing on stderr (no rm complaint about core/)"
is "ARFLAGS = cr" "$(grep '^ARFLAGS = ' "$tmp/src/Makefile" 2>/dev/null)" \
    "archives are made with ARFLAGS cr"
