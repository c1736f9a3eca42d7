#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/bench/results-t.sh -- bench-run's results.json against its
# results.csv: tests/bench/results-write feeds known samples and probe
# lines through bench/results.c's writers, and python3 reads the files
# back. The JSON must parse (strictly: no NaN or Infinity), hold the
# CSV's lines in order with every value equal (a number the CSV has as
# nan, inf or nothing is null), the statistics of samples.csv recomputed
# here, the keys that need escaping unchanged (one byte that is not UTF-8
# as U+FFFD), and the run's metadata as the probe lines said it. Skipped
# without python3 (make bench writes the file either way).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
build=${CUFW_TOP_BUILDDIR:-.}
command -v python3 >/dev/null 2>&1 || skip_all "no python3 to read the JSON with"
[ -x "$build/tests/bench/results-write" ] || bail "tests/bench/results-write is not built"
plan 9
scratch results-t

"$build/tests/bench/results-write" "$tmp" > "$tmp/seed" 2>&1
is 0 "$?" "results-write writes results.csv, samples.csv and results.json"
cat "$tmp/seed"

# The checks, one "ok DESC" or "not ok DESC: WHY" line each, in plan order.
python3 - "$tmp" > "$tmp/checks" 2>&1 <<'PY'
import csv, json, math, re, statistics, sys

d = sys.argv[1]
out = []
def check(desc, cond, why=""):
    out.append(("ok %s" % desc) if cond else ("not ok %s: %s" % (desc, why)))

def no_constant(name):
    raise ValueError("non-JSON constant %s" % name)

try:
    with open(d + "/results.json", encoding="utf-8") as f:
        doc = json.load(f, parse_constant=no_constant)
    check("results.json parses as strict JSON", isinstance(doc, dict))
except Exception as e:  # the rest cannot run
    print("not ok results.json parses as strict JSON: %s" % e)
    sys.exit(0)

with open(d + "/results.csv", encoding="utf-8", errors="replace", newline="") as f:
    rows = list(csv.DictReader(f))
res = doc.get("results", [])
check("one JSON result per CSV line, in order",
      [(r["key"], r["variant"]) for r in rows] == [(j["key"], j["variant"]) for j in res],
      "%d lines, %d results" % (len(rows), len(res)))

def same(c, j):
    """A CSV field and a JSON value: equal numbers, or null for nan/inf/empty."""
    if c in ("", "nan", "-nan", "inf", "-inf"):
        return j is None
    return isinstance(j, (int, float)) and not isinstance(j, bool) and float(c) == j

bad = []
for r, j in zip(rows, res):
    for field in ("min", "median", "max", "ratio_to_raw_median", "ci_lo", "ci_hi"):
        if not same(r[field], j.get(field)):
            bad.append("%s/%s %s: csv %r json %r" % (r["key"], r["variant"], field, r[field],
                                                     j.get(field)))
    if r["unit"] != j.get("unit") or int(r["n"]) != j.get("n"):
        bad.append("%s/%s unit or n" % (r["key"], r["variant"]))
check("every value of the JSON is the CSV's (null for nan, inf, none)", not bad, "; ".join(bad[:4]))

# The statistics against samples.csv, recomputed here (finite samples only).
groups = {}
with open(d + "/samples.csv", encoding="utf-8", errors="replace", newline="") as f:
    for s in csv.DictReader(f):
        groups.setdefault((s["key"], s["variant"]), []).append(float(s["value"]))
bad = []
for j in res:
    v = groups.get((j["key"], j["variant"]), [])
    if len(v) != j["n"]:
        bad.append("%s/%s n" % (j["key"], j["variant"]))
    elif all(math.isfinite(x) for x in v):
        want = (min(v), statistics.median(v), max(v))
        seen = (j["min"], j["median"], j["max"])
        if any(w is None or s is None or abs(w - s) > 1e-8 * max(1.0, abs(w))
               for w, s in zip(want, seen)):
            bad.append("%s/%s %r != %r" % (j["key"], j["variant"], seen, want))
    elif (j["min"], j["median"], j["max"]) != (None, None, None):
        bad.append("%s/%s: not null" % (j["key"], j["variant"]))
check("n, min, median, max as samples.csv gives them; null where a sample is not finite",
      not bad and len(res) == 4 * 4 + 5, "; ".join(bad[:4]) or "%d results" % len(res))

esc = [j for j in res if j["key"].startswith("esc.")]
check("a key with a quote, backslash, comma, control character and UTF-8 comes back as it was",
      len(esc) == 1 and esc[0]["key"] == 'esc."q"\\b,c\x01\u00b5' and esc[0]["unit"] == 'u"s',
      repr(esc))
badkey = [j["key"] for j in res if j["key"].startswith("bad.")]
check("a byte that is not UTF-8 becomes U+FFFD", badkey == ["bad.\ufffd"], repr(badkey))

ratio = {(j["key"], j["variant"]): j["ratio_to_raw_median"] for j in res}
check("ratio: 1 for raw itself, null without a raw column",
      ratio[("launch.api", "raw")] == 1 and ratio[("only.compat", "compat")] is None,
      repr((ratio[("launch.api", "raw")], ratio[("only.compat", "compat")])))

want = {"format": "cufw-bench-results", "format_version": 1, "date": "2026-12-02T04:05:06Z",
        "quick": False, "gpu": True,
        "device": {"name": 'NVIDIA "H200" \\ test', "compute_capability": "9.0", "sms": 132},
        "driver_cuda_version": "13.1", "toolkit_cuda_version": "13.0",
        "runtime_cuda_versions": {"compat": "13.0", "cudart": "12.9"}}
seen = {k: doc.get(k) for k in want}
check("the run's metadata as the probe lines said it, and cufw's version",
      seen == want and re.match(r"^[0-9]+\.[0-9]+", doc.get("cufw_version", "")),
      repr((seen, doc.get("cufw_version"))))
print("\n".join(out))
PY
while IFS= read -r line; do
    case $line in
    "ok "*) tap_report 0 "${line#ok }" ;;
    "not ok "*) tap_report 1 "${line#not ok }" ;;
    *) diag "$line" ;;
    esac
done < "$tmp/checks"
