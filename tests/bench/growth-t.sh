#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/bench/growth-t.sh -- the growth programs of `make bench-growth`
# (docs/BENCHMARKS.md, method 14) on the CPU, no timings: bench/growth-gen.sh
# writes, for each KERNELS:TUS, TUS units holding KERNELS distinct kernels
# between them (none twice, runs that differ by one at most) and a table of
# all of them; a second run changes no file; a bad size is refused. Then
# the build tree builds two small sizes both ways (cudart_static and cufw
# from the same objects): each program defines every kernel and registers
# one fatbin per unit (and two more: growth.o's and the table's; the
# cudart build also libcudart_static.a's own), and runs
# to "no GPU" (77), or passes on one. The build half is skipped without
# nvcc or libcudart_static.a, and in a sanitizer build.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
build=${CUFW_TOP_BUILDDIR:-.}
gen="$src/bench/growth-gen.sh"
plan 28
scratch growth-t

# ---------------------------------------------------------------- the generator
sh "$gen" "$tmp/gen" 10:1 100:16 1000:256 > "$tmp/out" 2>&1 || diag "$(cat "$tmp/out")"
for spec in 10:1 100:16 1000:256; do
    k=${spec%:*} t=${spec#*:} dir="$tmp/gen/k${spec%:*}-t${spec#*:}"
    is "$t" "$(ls "$dir" | grep -c '^tu-[0-9][0-9][0-9]\.cu$')" "$spec: $t units"
    # every kernel defined once, named growth_k00000 up to KERNELS - 1
    cat "$dir"/tu-*.cu | sed -n 's/^extern "C" __global__ void \(growth_k[0-9]*\)(int \*p) {.*/\1/p' |
        sort > "$tmp/defined"
    is "$k $k growth_k$(printf '%05d' $((k - 1)))" \
        "$(wc -l < "$tmp/defined" | tr -d ' ') $(sort -u "$tmp/defined" | wc -l | tr -d ' ') $(tail -1 "$tmp/defined")" \
        "$spec: $k distinct kernels, the last growth_k$(printf '%05d' $((k - 1)))"
    is "$k" "$(grep -c '^    growth_k[0-9]*,$' "$dir/table.cu")" "$spec: the table lists $k kernels"
    per=$(echo $(for f in "$dir"/tu-*.cu; do grep -c '__global__' "$f"; done | sort -n | sed -n '1p;$p'))
    ok "$spec: the units' sizes differ by one at most ($per)" \
        test $(( ${per#* } - ${per% *} )) -le 1
done
is "10 1,100 16,1000 256," "$(tr '\n' ',' < "$tmp/gen/programs")" "programs lists the sizes in order"
touch "$tmp/before"
sleep 1
sh "$gen" "$tmp/gen" 10:1 100:16 1000:256 > "$tmp/out" 2>&1
is "" "$(find "$tmp/gen" -newer "$tmp/before" -type f)" "a second run rewrites no file"
sh "$gen" "$tmp/bad" 10:20 > "$tmp/out" 2>&1
is 2 "$?" "more units than kernels is refused"

# ---------------------------------------------------------------- both builds
why=
[ -n "${CUFW_MAKE:-}" ] || why="run me through make check (I need the build tree's make)"
[ -z "${CUFW_SAN_FLAGS:-}" ] || why="a sanitizer build (--enable-sanitizers): plain nvcc links cannot take its archives"
[ -n "${NVCC:-}" ] && [ -x "$NVCC" ] || why="no nvcc (NVCC='${NVCC:-}')"
[ -n "${CUFW_CUDA_LIBDIR:-}" ] && [ -f "$CUFW_CUDA_LIBDIR/libcudart_static.a" ] ||
    why="configure found no libcudart_static.a to link the cudart programs with"
if [ -n "$why" ]; then
    skip 13 "$why"
    exit 0
fi
$CUFW_MAKE -C "$build" bench-growth-build bench-growth-build-compat \
    BENCH_GROWTH_GRID='10:1 40:4' > "$tmp/out" 2> "$tmp/err"
is 0 "$?" "make bench-growth-build bench-growth-build-compat (10:1 40:4) succeeds"
[ -s "$tmp/err" ] && diag "$(tail -5 "$tmp/err")"
for spec in 10:1 40:4; do
    k=${spec%:*} t=${spec#*:}
    for v in compat cudart; do
        prog="$build/bench/growth/growth-$k-$t-$v"
        is "$k" "$(${NM:-nm} "$prog" 2>/dev/null | grep -c ' T growth_k[0-9]*$')" \
            "$spec $v: defines $k kernels"
        # one 24-byte fatbin wrapper a registering unit: the kernels' units,
        # growth.o and table.o; libcudart_static.a adds its own (one, in
        # CUDA 13.0), cufw's archives none
        size=$(readelf -SW "$prog" 2>/dev/null |
            awk '{ for (i = 1; i < NF; i++) if ($i == ".nvFatBinSegment") print $(i + 4) }')
        n=$(( 0x${size:-0} / 24 ))
        if [ "$v" = compat ]; then
            is "$((t + 2))" "$n" "$spec $v: registers $((t + 2)) fatbins"
        else
            ok "$spec $v: registers $((t + 2)) fatbins and cudart's own ($n in all)" \
                test "$n" -ge $((t + 2)) -a "$n" -le $((t + 4))
        fi
        "$prog" > "$tmp/run" 2>&1
        rc=$?
        ok "$spec $v: runs and finds no GPU (77) or passes (0), status $rc" \
            test "$rc" = 77 -o "$rc" = 0
        [ "$rc" = 77 ] || [ "$rc" = 0 ] || diag "$(tail -3 "$tmp/run")"
    done
done
