#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/bench/footprint-t.sh -- `make bench-footprint` (bench/footprint.sh)
# on the CPU: it builds the trivial and realistic programs both ways
# (bench/trivial.cu, bench/realistic.cu: cufw compat and cudart_static)
# and prints their footprint; each "compat text is P% of cudart's (A of B
# bytes)" line must hold the text `size` gives here for the two programs
# and P = 100 A / B; the per-table lines of libcufw.a must split
# cufw__handle_tables into tables whose bytes add up to what `nm` gives
# for the block, and each archive's total must be the sum of its lines.
# The realistic programs run and find no GPU (77), or pass on one.
# Skipped without nvcc or libcudart_static.a (the cudart half cannot link),
# and in a sanitizer build (plain nvcc links cannot take its archives).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
build=${CUFW_TOP_BUILDDIR:-.}
[ -n "${CUFW_MAKE:-}" ] || skip_all "run me through make check (I need the build tree's make)"
[ -z "${CUFW_SAN_FLAGS:-}" ] || skip_all "a sanitizer build (--enable-sanitizers) is not for sizing"
[ -n "${NVCC:-}" ] && [ -x "$NVCC" ] || skip_all "no nvcc (NVCC='${NVCC:-}')"
[ -n "${CUFW_CUDA_LIBDIR:-}" ] && [ -f "$CUFW_CUDA_LIBDIR/libcudart_static.a" ] ||
    skip_all "configure found no libcudart_static.a to link the cudart programs with"
plan 11
scratch footprint-t

$CUFW_MAKE -C "$build" bench-footprint > "$tmp/out" 2> "$tmp/err"
is 0 "$?" "make bench-footprint succeeds"
[ -s "$tmp/err" ] && diag "$(tail -5 "$tmp/err")"

# The text of PROGRAM as `size` gives it.
text() { ${SIZE:-size} "$build/bench/$1" | awk 'NR == 2 { print $1 }'; }

# check PREFIX NAME: the percentage line of PREFIX against size's numbers.
check() {
    line=$(grep "^# footprint $1: compat text is " "$tmp/out")
    a=$(text "$2-compat") b=$(text "$2-cudart")
    want=$(awk -v a="$a" -v b="$b" -v p="$1" 'BEGIN {
        printf "# footprint %s: compat text is %.1f%% of cudart'"'"'s (%d of %d bytes)",
            p, 100 * a / b, a, b }')
    is "$want" "$line" "$2: compat's text as a percentage of cudart's, as size gives both"
    is 1 "$(grep -c "^R $1\.text compat [0-9][0-9.]* KiB$" "$tmp/out")" "$2: its R $1.text row"
}
check foot trivial
check foot.real realistic

# The block of handle tables, split: its members' bytes add up to the block's.
block=$(${NM:-nm} -S -t d "$build/libcufw.a" 2>/dev/null |
    awk '$3 == "B" && $4 == "cufw__handle_tables" { print $2 + 0 }')
members=$(sed -n \
    's/^# footprint table core: cufw__handle_tables\.[a-z]* \([0-9]*\) bytes .bss .*/\1/p' \
    "$tmp/out" | awk '{ s += $1; n++ } END { print n, s }')
is "4 $block" "$members" \
    "core's block of handle tables: streams, events, modules, kernels add up to nm's size"
is "" "$(grep '^R foot.table.cufw__handle_tables ' "$tmp/out")" \
    "the block is not listed whole beside its members"

# Each archive's total is the sum of its tables' bytes.
for v in core compat; do
    sum=$(awk -v v="$v:" '$2 == "footprint" && $3 == "table" && $4 == v { s += $6 }
        END { printf "%.1f", s / 1024 }' "$tmp/out")
    total=$(awk -v v="$v" '$1 == "R" && $2 == "foot.table-total" && $3 == v { print $4 }' \
        "$tmp/out")
    is "$sum" "$total" "$v: foot.table-total is the sum of its tables (KiB, to 0.1)"
done

# The realistic programs run: no GPU (77), or right (0).
for v in compat cudart; do
    "$build/bench/realistic-$v" > "$tmp/run-$v" 2>&1
    rc=$?
    ok "realistic-$v runs: status 0 or 77 ($rc)" test "$rc" = 0 -o "$rc" = 77
done
