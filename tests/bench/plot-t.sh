#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/bench/plot-t.sh -- bench/plot.py on small CSV files written here:
# it runs, each SVG it writes parses as XML, and each has one line (an SVG
# polyline with data-column) per column present in its input and none for
# a column absent; the tail plot, with the variants of a real run, has one
# legend entry per (column, variant), no two of the same colour and dash,
# each line drawn as its entry says, every line and swatch at least 1.5
# wide; a plot whose input is missing is skipped with one line on stderr
# and no file. Skipped without python3 (make bench skips the plots then
# too).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
command -v python3 >/dev/null 2>&1 || skip_all "no python3"
plan 14

tmp=$(mktemp -d "${TMPDIR:-/tmp}/plot-t.XXXXXX") || bail "no temporary folder"
trap 'rm -rf "$tmp"; tap_done' EXIT

# results.csv as bench-run writes it, with two extra columns at the end (a
# reader must find its columns by name); copy rows of raw and compat,
# thread rows of core and cudart.
{
    echo "key,variant,unit,n,min,median,max,ratio_to_raw_median,ci_lo,ci_hi"
    for kind in h2d-pinned d2h-pinned h2d-pageable d2h-pageable d2d; do
        for size in 4096 65536 1048576 16777216 268435456 1073741824; do
            echo "copy.$kind.$size,raw,GB/s,5,1.5,2,2.5,1,1.9,2.1"
            echo "copy.$kind.$size,compat,GB/s,5,1.4,1.9,2.4,0.95,1.8,2.0"
        done
    done
    for mode in own legacy ptds; do
        for n in 1 2 4 8 16; do
            echo "threads.$mode.$n,core,M/s,3,0.2,0.25,0.3,,,"
            echo "threads.$mode.$n,cudart,M/s,3,0.1,0.2,0.3,,,"
        done
    done
    echo "launch.api,raw,us,10,4,4.1,4.5,1,,"
    # growth rows: two measures, compat and cudart, 1 and 16 units
    for m in reg/us rss/KiB; do
        for k in 10 100 1000; do
            for t in 1 16; do
                [ "$t" -le "$k" ] || continue
                echo "growth.$k.$t.${m%/*},compat,${m#*/},5,$k,$((k + 1)),$((k + 2)),,,"
                echo "growth.$k.$t.${m%/*},cudart,${m#*/},5,$k,$((k + 2)),$((k + 3)),,,"
            done
        done
    done
} > "$tmp/results.csv"
# tail.csv with the (column, variant) pairs of a real run: 9 lines a measure.
{
    echo "column,measure,variant,quantile,ns"
    for m in launch sync; do
        for q in 0.5 0.9 0.99 0.999 0.9999 0.99999 0.999999 1; do
            for cv in raw/raw-fn raw/raw-kernel core/core compat/rt-fn compat/chevron compat/api \
                cudart/rt-fn cudart/chevron cudart/api; do
                echo "${cv%/*},$m,${cv#*/},$q,$(awk -v q="$q" -v k=${#cv} \
                    'BEGIN { printf "%d", 3000 + 100 * k + 100000 * q * q }')"
            done
        done
    done
} > "$tmp/tail.csv"

ok "plot.py draws the four plots" \
    python3 "$src/bench/plot.py" --results "$tmp/results.csv" --tail "$tmp/tail.csv" --out "$tmp/out"

# The sorted set of data-column values of an SVG's polylines, or PARSE-ERROR.
columns() {
    python3 - "$1" <<'PY'
import sys
import xml.etree.ElementTree as ET
try:
    root = ET.parse(sys.argv[1]).getroot()
except (ET.ParseError, OSError) as e:
    print("PARSE-ERROR %s" % e)
    sys.exit(0)
ns = "{http://www.w3.org/2000/svg}"
if root.tag != ns + "svg":
    print("NOT-SVG %s" % root.tag)
    sys.exit(0)
print(" ".join(sorted({p.get("data-column") for p in root.iter(ns + "polyline")})))
PY
}
# How many polylines an SVG has.
lines() {
    python3 -c 'import sys, xml.etree.ElementTree as ET
print(sum(1 for _ in ET.parse(sys.argv[1]).getroot().iter("{http://www.w3.org/2000/svg}polyline")))' "$1"
}

is "compat raw" "$(columns "$tmp/out/plot-copy.svg")" "plot-copy.svg parses, one line per column present"
is "10" "$(lines "$tmp/out/plot-copy.svg")" "plot-copy.svg: 5 panels x 2 columns"
is "compat core cudart raw" "$(columns "$tmp/out/plot-tail.svg")" \
    "plot-tail.svg parses, lines of the columns present"
is "18" "$(lines "$tmp/out/plot-tail.svg")" "plot-tail.svg: 2 measures x 9 (column, variant)"

# The tail plot's styles: "legend N DISTINCT", "lines BAD", "widths BAD",
# each BAD the offenders (empty when none).
python3 - "$tmp/out/plot-tail.svg" > "$tmp/styles" <<'PY'
import sys
import xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
style = lambda e: (e.get("stroke"), e.get("stroke-dasharray") or "")
legend = {e.get("data-legend"): style(e) for e in root.iter(ns + "line") if e.get("data-legend")}
print("legend %d %d" % (len(legend), len(set(legend.values()))))
labels = {"raw": "raw driver", "core": "cufw core", "compat": "cufw compat",
          "cudart": "cudart_static"}
lines = list(root.iter(ns + "polyline"))
bad = ["%s/%s" % (p.get("data-column"), p.get("data-variant")) for p in lines
       if legend.get("%s: %s" % (labels[p.get("data-column")], p.get("data-variant")))
       != style(p)]
print("lines " + " ".join(bad))
swatches = [e for e in root.iter(ns + "line") if e.get("data-legend")]
print("widths " + " ".join(e.get("stroke-width") for e in lines + swatches
                           if float(e.get("stroke-width")) < 1.5))
PY
is "legend 9 9" "$(sed -n 's/^legend //p' "$tmp/styles" | sed 's/^/legend /')" \
    "plot-tail.svg: a legend entry per (column, variant), no two of the same colour and dash"
is "" "$(sed -n 's/^lines //p' "$tmp/styles")" "plot-tail.svg: every line drawn as its legend entry"
is "" "$(sed -n 's/^widths //p' "$tmp/styles")" \
    "plot-tail.svg: every line and swatch at least 1.5 wide"
is "core cudart" "$(columns "$tmp/out/plot-threads.svg")" "plot-threads.svg parses, one line per column present"
is "6" "$(lines "$tmp/out/plot-threads.svg")" "plot-threads.svg: 3 modes x 2 columns"
is "compat cudart" "$(columns "$tmp/out/plot-growth.svg")" "plot-growth.svg parses, one line per column present"
is "8" "$(lines "$tmp/out/plot-growth.svg")" "plot-growth.svg: 2 measures x 2 columns x 2 unit counts"

# No tail.csv: that plot alone is skipped, said in one line, its old file gone.
python3 "$src/bench/plot.py" --results "$tmp/results.csv" --tail "$tmp/none.csv" --out "$tmp/out" \
    > /dev/null 2> "$tmp/err"
is "1" "$(grep -c 'plot-tail.svg skipped' "$tmp/err")" "a missing tail.csv: one line on stderr"
ok "a missing tail.csv: no plot-tail.svg left" test ! -e "$tmp/out/plot-tail.svg"
