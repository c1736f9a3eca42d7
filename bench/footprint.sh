#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/footprint.sh -- the footprint row of `make bench` (needs no GPU).
#
# Usage: footprint.sh VARIANT PROGRAM MAP LIBREGEX [VARIANT PROGRAM MAP LIBREGEX]...
#
# For each program that exists: its file size, as built and stripped; text,
# data and bss as `size` counts them (berkeley format: text includes
# read-only data such as .rodata, .eh_frame and the embedded fatbin); and,
# from the linker map of its link, the .text, the read-only data and the
# writable static data (.data, .bss, .tdata, .tbss) that the runtime library
# (archive members matching LIBREGEX) contributed -- the last, for cufw, its
# fixed tables. Prints protocol lines (see bench/common.h), all in KiB:
#     R foot.<what> <variant> <KiB> KiB
# Environment: SIZE (default size), STRIP (default strip), AWK (default awk).
SIZE=${SIZE:-size}
STRIP=${STRIP:-strip}
AWK=${AWK:-awk}
here=$(dirname "$0")
status=0

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
    echo "$bytes $stripped $tdb $lib_sizes" | $AWK -v v="$variant" '
        function out(what, n) { printf "R foot.%s %s %.1f KiB\n", what, v, n / 1024 }
        {
            out("file", $1); out("stripped", $2); out("text", $3); out("data", $4); out("bss", $5)
            if (NF >= 8) { out("libtext", $6); out("tables", $7); out("librodata", $8) }
        }'
done
exit $status
