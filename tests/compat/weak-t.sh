#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/compat/weak-t.sh -- no Runtime function of compat can lose to a weak
# stand-in defined by a library linked before it. NCCL's static library
# defines five (enhcompat.cc: weak, hidden, returning cudaErrorStubLibrary)
# so that it links with an older cudart; a linker never takes an archive
# member just to replace a weak definition, so a compat definition wins only
# when its object comes into the link for another reason. The program here
# is linked with a weak stub of EVERY export of libcufw_cudart.a, before the
# archive, and one Runtime call of its own; every export in the result must
# be compat's (global, from the archive), never a stub -- with and without
# --gc-sections. No GPU needed: the program is only linked.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
lib=$top/libcufw_cudart.a
[ -f "$lib" ] || skip_all "libcufw_cudart.a is not built in this tree"
command -v "${NM:-nm}" >/dev/null 2>&1 || skip_all "nm is not installed"
NM=${NM:-nm}
# the compiler and flags of this build (a sanitizer build links its runtime)
CC=${CUFW_TEST_CC:-${CC:-cc}}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/weak-t.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
plan 6

$NM -g --defined-only "$lib" 2>/dev/null | awk '$2 == "T" && $3 ~ /^_*cuda/ {print $3}' |
    sort -u >"$tmp/exports"
n=$(wc -l <"$tmp/exports")
ok "libcufw_cudart.a exports the Runtime ($n functions)" test "$n" -gt 300

# the stand-ins, as NCCL writes them, and a program that names them all
# and calls one function that has none (cudaGetDeviceCount)
grep -vx cudaGetDeviceCount "$tmp/exports" >"$tmp/stubbed"
{
    echo "/* weak stand-ins */"
    sed 's/.*/int &(void) __attribute__((weak, visibility("hidden")));\nint &(void) { return 34; }/' \
        "$tmp/stubbed"
} >"$tmp/stubs.c"
{
    echo "#include <stdio.h>"
    sed 's/.*/int &(void);/' "$tmp/stubbed"
    echo "int cudaGetDeviceCount(int *);"
    echo "static int (*const named[])(void) = {"
    sed 's/.*/    &,/' "$tmp/stubbed"
    echo "};"
    echo "int main(void) { int n = 0; printf(\"%p\", (void *)named); return cudaGetDeviceCount(&n); }"
} >"$tmp/main.c"
# shellcheck disable=SC2086 # CC is the compiler and its flags
$CC -w -c -o "$tmp/stubs.o" "$tmp/stubs.c" && $CC -w -c -o "$tmp/main.o" "$tmp/main.c"
is 0 $? "a program naming every export, and a weak stand-in of each, compile"

# Every stubbed name must be defined, globally, by compat in the program.
for gc in "" "-Wl,--gc-sections"; do
    # shellcheck disable=SC2086 # CC and the flag are words
    $CC $gc -o "$tmp/prog" "$tmp/main.o" "$tmp/stubs.o" "$lib" "$top/libcufw.a" -ldl -lpthread \
        >"$tmp/ld.log" 2>&1
    is 0 $? "it links${gc:+ with $gc}"
    sed 's/^/# /' "$tmp/ld.log"
    $NM "$tmp/prog" | awk '$2 == "T" {print $3}' | sort -u >"$tmp/global"
    lost=$(comm -23 "$tmp/stubbed" "$tmp/global" | head -8 | tr '\n' ' ')
    is "" "$lost" "no weak stand-in won${gc:+ ($gc)}: every export is compat's"
done
