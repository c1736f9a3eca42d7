#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-trace-t.sh -- cufw-trace turns a real trace into Chrome
# trace-event JSON: the trace of trace-t's worker on the stand-in driver
# (Runtime calls from five threads, the Driver calls each made), with lines
# of a program's own output mixed in. The JSON is checked against the
# format (the fields a complete event and a metadata event must have) and
# against the trace itself, read here independently: one event per line,
# its start and duration, one track per thread, and every Driver call
# within the Runtime call it was made for. Then the tool's failures.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
tool=$top/tools/cufw-trace
worker=$top/tests/reliability/trace-t
command -v python3 >/dev/null 2>&1 || skip_all "python3 is not installed (cufw-trace needs it)"
[ -x "$tool" ] || skip_all "no $tool (make builds it)"
grep -q '^#define CUFW_TRACE_ENABLED 1' "$top/config.h" 2>/dev/null ||
    skip_all "configured with --disable-trace: there is no trace to convert"
[ -x "$worker" ] || skip_all "no $worker (make check builds it)"
[ -f "$top/tests/fakecuda/libcuda.so.1" ] || skip_all "no stand-in driver (tests/fakecuda)"
scratch cufw-trace-t
plan 16

# A real trace, and two lines of a program's output in it.
CUFW_TRACE=$tmp/raw.trace "$worker" work calls >"$tmp/facts" 2>"$tmp/worker.err"
rc=$?
ok "trace-t's worker ran with the trace on (exit $rc)" test $rc -eq 0 -a -s "$tmp/raw.trace"
{
    echo "the program's own output"
    sed -n '1,3p' "$tmp/raw.trace"
    echo "cufw is not a trace line"
    sed '1,3d' "$tmp/raw.trace"
} >"$tmp/in.trace"
calls=$(grep -c '^cufw [0-9]* [0-9]*\.[0-9]\{9\} ' "$tmp/raw.trace")
ok "the trace has lines ($calls)" test "$calls" -gt 20

"$tool" -o "$tmp/out.json" "$tmp/in.trace" >"$tmp/out" 2>"$tmp/err"
rc=$?
is "0::$(basename "$tool"): 2 lines were not trace lines, left out" \
    "$rc:$(cat "$tmp/out"):$(cat "$tmp/err" | sed 's|.*/||')" \
    "exit 0, nothing on stdout, the two foreign lines counted on stderr"

# The JSON against the format and against the trace, read here apart from
# the tool: every check prints one line "name ok|fail detail".
python3 - "$tmp/out.json" "$tmp/raw.trace" >"$tmp/checks" 2>&1 <<'EOF'
import json, sys

def say(name, good, detail=""):
    print("%s %s %s" % (name, "ok" if good else "fail", detail))

doc = json.load(open(sys.argv[1]))
ev = doc.get("traceEvents")
say("shape", isinstance(ev, list) and doc.get("displayTimeUnit") in ("ns", "ms"),
    "traceEvents a list, displayTimeUnit ns or ms")
xs = [e for e in ev if e.get("ph") == "X"]
ms = [e for e in ev if e.get("ph") == "M"]
bad = [e for e in xs if not (isinstance(e.get("name"), str) and e["name"]
                             and isinstance(e.get("ts"), (int, float)) and e["ts"] >= 0
                             and isinstance(e.get("dur"), (int, float)) and e["dur"] >= 0
                             and isinstance(e.get("pid"), int) and isinstance(e.get("tid"), int)
                             and isinstance(e.get("args"), dict))]
say("complete", not bad and len(xs) + len(ms) == len(ev),
    "%d complete events with name, ts, dur, pid, tid, args; %d bad" % (len(xs), len(bad)))
say("metadata", all(e.get("name") in ("process_name", "thread_name")
                    and isinstance(e.get("args", {}).get("name"), str) for e in ms),
    "%d metadata events name the process and threads" % len(ms))

# the trace read here: tid, start (ns), duration (ns), scope, name
lines = []
for raw in open(sys.argv[2]):
    head, _, rest = raw.rstrip("\n").partition(" ")
    tid, _, rest = rest.partition(" ")
    start, _, rest = rest.partition(" ")
    sec, _, frac = start.partition(".")
    words = rest.split(" ")
    if head != "cufw" or words[-1] != "ns" or len(frac) != 9:
        continue
    scope = words[0] if len(words) > 2 and words[1] == ">" else None
    name = (words[2] if scope else words[0]).split("(")[0]
    lines.append((int(tid), int(sec) * 10**9 + int(frac), int(words[-2]), scope, name))
say("count", len(xs) == len(lines), "%d events for %d lines" % (len(xs), len(lines)))
want = sorted((t, s, d, n) for t, s, d, _, n in lines)
got = sorted((e["tid"], round(e["ts"] * 1000), round(e["dur"] * 1000), e["name"]) for e in xs)
say("times", want == got, "each event's thread, start, duration and name are its line's")
tids = {t for t, *_ in lines}
named = {e["tid"] for e in ms if e["name"] == "thread_name"}
say("tracks", named == tids and len(tids) >= 5,
    "one named track per thread (%d threads, %d named)" % (len(tids), len(named)))
cats = {e["cat"] for e in xs}
say("categories", {"runtime", "driver"} <= cats, "Runtime and Driver calls told apart: %s"
    % sorted(cats))
outer = {}
for e in xs:
    outer.setdefault((e["tid"], e["name"]), []).append(e)
inside = [e for e in xs if "for" in e["args"]]
lost = [e for e in inside
        if not any(o["ts"] <= e["ts"] and e["ts"] + e["dur"] <= o["ts"] + o["dur"] + 1e-3
                   for o in outer.get((e["tid"], e["args"]["for"]), []))]
say("nesting", inside and not lost, "%d Driver calls, each within its Runtime call on its "
    "thread; %d not" % (len(inside), len(lost)))
say("order", [e["ts"] for e in xs if e["tid"] == xs[0]["tid"]] ==
    sorted(e["ts"] for e in xs if e["tid"] == xs[0]["tid"]), "each track's events by start")
EOF
for c in shape complete metadata count times tracks categories nesting order; do
    line=$(grep "^$c " "$tmp/checks")
    ok "JSON $c: ${line#* * }" grep -q "^$c ok " "$tmp/checks"
done
[ -s "$tmp/checks" ] && grep -q " fail " "$tmp/checks" && diag "$(cat "$tmp/checks")"

"$tool" <"$tmp/in.trace" >"$tmp/stdin.json" 2>/dev/null
ok "standard input gives the same JSON" cmp -s "$tmp/stdin.json" "$tmp/out.json"

printf 'no trace here\n' >"$tmp/none.trace"
"$tool" "$tmp/none.trace" >"$tmp/out" 2>"$tmp/err"
rc=$?
ok "a file without trace lines: exit 1, no JSON, a message naming it" \
    sh -c "[ $rc -eq 1 ] && [ ! -s '$tmp/out' ] && grep -q 'none.trace: no trace lines' '$tmp/err'"

"$tool" "$tmp/absent.trace" >"$tmp/out" 2>"$tmp/err"
rc=$?
ok "a missing file: exit 1 and why" \
    sh -c "[ $rc -eq 1 ] && grep -q 'absent.trace: No such file' '$tmp/err'"

"$tool" "$tmp/in.trace" >/dev/full 2>"$tmp/err"
rc=$?
ok "standard output on /dev/full: exit 1, the write error said (after the count)" \
    sh -c "[ $rc -eq 1 ] && [ \$(wc -l <'$tmp/err') -eq 2 ] &&
           grep -q 'standard output: write error' '$tmp/err'"
