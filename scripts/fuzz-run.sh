#!/bin/bash
# SPDX-License-Identifier: MIT
# scripts/fuzz-run.sh -- run one libFuzzer harness of fuzz/ (built by `make
# fuzz-build`) for a number of executions, in parallel jobs, and say how
# many it ran and whether anything broke.
#
#   scripts/fuzz-run.sh HARNESS RUNS [JOBS] [LIBFUZZER_FLAGS...]
#
# HARNESS is a name of fuzz/local.mk's FUZZ_HARNESSES or FUZZ_RT_HARNESSES
# (memcpy3d, graph-memcpy, texture, pitch2d, fatbin-parse...); RUNS the
# executions in all (at least 1); JOBS the processes sharing them (default
# 1: one process, RUNS executions; N: N jobs of RUNS / N executions each,
# rounded up, N at a time, through libFuzzer's -jobs and -workers); the
# rest goes to libFuzzer as it is (after this script's own flags, so it
# wins: -timeout=60, -max_len=256...).
#
# The tree it runs in is the one above this script: a source tree built
# in place, or a copy of what `make fuzz-bundle` packs (fuzz/fuzz-*, fuzz/corpus/,
# tests/fakecuda/libcuda.so.1, tests/reliability/arrayshim.so and this
# script), unpacked on a machine without clang. The harnesses over compat
# find the stand-in driver and the shim there through CUFW_TOP_BUILDDIR,
# set to that tree unless it is set already. The work goes to
# FUZZ_WORK/HARNESS/ (default: fuzz/work/HARNESS/ of the tree): the corpus
# grows in corpus/, crash, timeout and leak inputs land in artifacts/ (copy
# them to fuzz/crashes/ of the source tree), libFuzzer's output in logs/.
#
# It prints the executions each job ran and their sum, then the artifacts;
# the exit status is 0 when no job failed and no artifact was written.
set -u
[ $# -ge 2 ] || { echo "usage: $0 HARNESS RUNS [JOBS] [LIBFUZZER_FLAGS...]" >&2; exit 64; }
harness=$1 runs=$2 jobs=1
shift 2
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    jobs=$1
    shift
fi
case $runs$jobs in *[!0-9]*) echo "$0: RUNS and JOBS are numbers" >&2; exit 64 ;; esac
if [ "$runs" -lt 1 ] || [ "$jobs" -lt 1 ]; then
    echo "$0: RUNS and JOBS are at least 1" >&2
    exit 64
fi

top=$(cd "$(dirname "$0")/.." && pwd)
bin=$top/fuzz/fuzz-$harness
seeds=$top/fuzz/corpus/$harness
[ -x "$bin" ] || { echo "$0: no $bin (make fuzz-build)" >&2; exit 66; }
[ -d "$seeds" ] || { echo "$0: no seed corpus $seeds" >&2; exit 66; }
export CUFW_TOP_BUILDDIR=${CUFW_TOP_BUILDDIR:-$top}
work=${FUZZ_WORK:-$top/fuzz/work}/$harness
mkdir -p "$work/corpus" "$work/artifacts" "$work/logs" || exit 73
work=$(cd "$work" && pwd)
rm -f "$work"/logs/fuzz-*.log "$work"/logs/main.log
touch "$work/logs/.start" # the artifacts newer than this are this run's

per=$(( (runs + jobs - 1) / jobs ))
echo "fuzzing $harness: $jobs job(s) of $per executions, in $work"
start=$(date +%s)
cd "$work/logs" || exit 73 # where -jobs writes fuzz-N.log
if [ "$jobs" -eq 1 ]; then
    "$bin" -runs="$per" -timeout=30 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
        "$@" "$work/corpus" "$seeds" > fuzz-0.log 2>&1
else
    "$bin" -jobs="$jobs" -workers="$jobs" -runs="$per" -timeout=30 -print_final_stats=1 \
        -artifact_prefix="$work/artifacts/" "$@" "$work/corpus" "$seeds" > main.log 2>&1
fi
rc=$?
end=$(date +%s)

total=0 ran=0
for log in fuzz-*.log; do
    [ -f "$log" ] || continue
    n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    if [ -n "$n" ]; then
        echo "  $log: $n executions"
    else # killed before its stats: its last status line
        n=$(grep -o '^#[0-9]*' "$log" | tail -n 1 | tr -d '#')
        echo "  $log: no final stats (it failed: see the log), at least ${n:-0} executions"
    fi
    total=$((total + ${n:-0}))
    ran=$((ran + 1))
done
echo "  $ran job(s), $total executions in $((end - start)) s (asked: $runs)"
new=$(find "$work/artifacts" -type f -newer "$work/logs/.start" | sort)
found=0
if [ -n "$new" ]; then
    found=$(echo "$new" | wc -l)
    echo "  $found new artifact(s):"
    echo "$new" | sed 's/^/    /'
fi
if [ "$rc" -ne 0 ] || [ "$found" -gt 0 ]; then
    echo "$harness: FAILED (libFuzzer's status $rc; logs in $work/logs)"
    exit 1
fi
echo "$harness: $total executions, no crash"
