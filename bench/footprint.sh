#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/footprint.sh -- the footprint rows of `make bench` and `make
# bench-footprint` (needs no GPU).
#
# Usage: footprint.sh [--key PREFIX] VARIANT PROGRAM MAP LIBREGEX [VARIANT PROGRAM MAP LIBREGEX]...
#        footprint.sh --tables BENCH_TABLES VARIANT ARCHIVE [VARIANT ARCHIVE]...
#
# The first form, for each program that exists: its file size, as built and
# stripped; text, data and bss as `size` counts them (berkeley format: text
# includes read-only data such as .rodata, .eh_frame and the embedded
# fatbin); and, from the linker map of its link, the .text, the read-only
# data and the writable static data (.data, .bss, .tdata, .tbss) that the
# runtime library (archive members matching LIBREGEX) contributed -- the
# last, for cufw, its fixed tables. Prints protocol lines (see
# bench/common.h), all in KiB,
#     R PREFIX.<what> <variant> <KiB> KiB          (PREFIX: foot by default)
# then, in bytes, "# footprint PREFIX VARIANT: text T data D bss B" for each
# program and, when both a compat and a cudart program were sized,
# "# footprint PREFIX: compat text is P% of cudart's (T of T bytes)".
#
# The second form: every writable static object (.data, .bss) of at least
# 256 bytes in each archive (`nm -S`), largest first -- cufw's tables at the
# capacities it was configured with -- the block of handle tables split
# into its members by BENCH_TABLES (bench/tables.c):
#     R foot.table.<object> <variant> <KiB> KiB
#     # footprint table VARIANT: <object> <bytes> bytes .bss|.data <member.o>
# and the sum of each archive's as "R foot.table-total <variant> <KiB> KiB".
# Environment: SIZE (default size), STRIP (default strip), AWK (default
# awk), NM (default nm).
SIZE=${SIZE:-size}
STRIP=${STRIP:-strip}
AWK=${AWK:-awk}
NM=${NM:-nm}
here=$(dirname "$0")
status=0

if [ "${1:-}" = --tables ]; then
    [ $# -ge 4 ] || { echo "footprint.sh: --tables BENCH_TABLES VARIANT ARCHIVE..." >&2; exit 2; }
    members=$("$2") || { echo "footprint.sh: $2 failed" >&2; exit 1; }
    shift 2
    while [ $# -ge 2 ]; do
        variant=$1 lib=$2
        shift 2
        if [ ! -f "$lib" ]; then
            echo "# footprint table $variant: $lib was not built"
            continue
        fi
        # "archive:member:address size type name", objects only
        $NM -A -S -t d "$lib" > "$lib.nm.$$" || { rm -f "$lib.nm.$$"; status=1; continue; }
        echo "$members" | $AWK -v v="$variant" '
            FNR == NR { split($0, m, " "); part[m[1]] = part[m[1]] " " m[1] " " m[2]; next }
            NF == 4 && $3 ~ /^[bBdD]$/ && $2 + 0 >= 256 {
                n = split($1, where, ":")
                sec = $3 ~ /[bB]/ ? ".bss" : ".data"
                if (($4 ".streams") in part) {
                    # the block: one line per member table
                    for (k in part)
                        if (index(k, $4 ".") == 1) {
                            split(part[k], f, " ")
                            print f[2], f[1], sec, where[n - 1]
                        }
                } else {
                    print $2 + 0, $4, sec, where[n - 1]
                }
            }' - "$lib.nm.$$" | sort -k1,1nr | $AWK -v v="$variant" '
            {
                printf "R foot.table.%s %s %.1f KiB\n", $2, v, $1 / 1024
                printf "# footprint table %s: %s %d bytes %s %s\n", v, $2, $1, $3, $4
                total += $1
            }
            END { printf "R foot.table-total %s %.1f KiB\n", v, total / 1024 }'
        rm -f "$lib.nm.$$"
    done
    exit $status
fi

prefix=foot
if [ "${1:-}" = --key ]; then
    prefix=$2
    shift 2
fi
compat_text="" cudart_text=""
while [ $# -ge 4 ]; do
    variant=$1 prog=$2 map=$3 lib=$4
    shift 4
    if [ ! -f "$prog" ]; then
        echo "# footprint: $variant: $prog was not built"
        continue
    fi
    bytes=$(wc -c < "$prog" | tr -d ' ')
    stripped=$bytes
    tmp="$prog.stripped.$$"
    if $STRIP -o "$tmp" "$prog" 2>/dev/null && [ -f "$tmp" ]; then
        stripped=$(wc -c < "$tmp" | tr -d ' ')
    fi
    rm -f "$tmp"
    tdb=$($SIZE "$prog" 2>/dev/null | $AWK 'NR == 2 {print $1, $2, $3}')
    if [ -z "$tdb" ]; then
        echo "footprint.sh: $SIZE $prog failed" >&2
        status=1
        continue
    fi
    if [ -f "$map" ]; then
        lib_sizes=$($AWK -v lib="$lib" -v mode=sizes -f "$here/mapinfo.awk" "$map" |
            $AWK '{printf "%s ", $2}')
    else
        echo "# footprint: $variant: no linker map $map"
        lib_sizes=""
    fi
    echo "$bytes $stripped $tdb $lib_sizes" | $AWK -v v="$variant" -v p="$prefix" '
        function out(what, n) { printf "R %s.%s %s %.1f KiB\n", p, what, v, n / 1024 }
        {
            out("file", $1); out("stripped", $2); out("text", $3); out("data", $4); out("bss", $5)
            if (NF >= 8) { out("libtext", $6); out("tables", $7); out("librodata", $8) }
            printf "# footprint %s %s: text %d data %d bss %d\n", p, v, $3, $4, $5
        }'
    case $variant in
    compat) compat_text=${tdb%% *} ;;
    cudart) cudart_text=${tdb%% *} ;;
    esac
done
if [ -n "$compat_text" ] && [ -n "$cudart_text" ]; then
    $AWK -v p="$prefix" -v a="$compat_text" -v b="$cudart_text" 'BEGIN {
        printf "# footprint %s: compat text is %.1f%% of cudart'"'"'s (%d of %d bytes)\n",
            p, 100 * a / b, a, b }'
fi
exit $status
