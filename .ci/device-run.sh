#!/bin/sh
# SPDX-License-Identifier: MIT
# The device suite on a GPU machine: build with device tests required, run
# make check, cufw-info, and the device tests under compute-sanitizer.
# Logs go to $OUT. Usage: sh .ci/device-run.sh [sanitize] [smoke] [bench | bench:AREAS]
set -u
out=${OUT:-/tmp/out}
mkdir -p "$out"
jobs=$(nproc)
autoreconf -fi >/dev/null 2>&1 || { echo "autoreconf failed"; exit 1; }
mkdir -p _b && cd _b
../configure --enable-device-tests=yes >"$out/configure.log" 2>&1 || { tail -20 "$out/configure.log"; exit 1; }
make -j"$jobs" >"$out/build.log" 2>&1 || { grep -E "error|Error" "$out/build.log" | head -30; exit 1; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader
./tools/cufw-info >"$out/info.txt" 2>&1; echo "cufw-info exit $?" >>"$out/info.txt"
tail -25 "$out/info.txt"
if grep -q "exit 139" "$out/info.txt"; then
    cuda-gdb -batch -ex run -ex bt ./tools/cufw-info 2>&1 | tail -25
fi
make -j"$jobs" check >"$out/check.log" 2>&1
echo "make check exit $?"
grep -E "^(FAIL|ERROR|XPASS)" "$out/check.log" | head -40
grep -E "^# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR)" "$out/check.log"
for f in $(find tests -name '*.log' | sort); do cat "$f"; done >"$out/tests-all.log" 2>/dev/null
for f in $(grep -lE "^(not ok|Bail out)" $(find tests -name '*.log') 2>/dev/null); do
    echo "---- $f"; grep -vE "^ok " "$f" | head -40
done
for arg in "$@"; do
    if [ "$arg" = sanitize ]; then
        # Not under memcheck, because the tool changes what they test, with
        # cudart_static as with cufw (seen on the H200, CUDA 13.0):
        # compat/memory-managed-t (kernels reading cudaMemAttachHost memory are
        # reported out of bounds and killed), compat/stream-t and
        # compat/ptds-t (their gate kernels time out before the host
        # releases them: checks 40, 41 and 45 of ptds-t fail alike).
        for t in tests/core/kernels-t tests/core/memory-t tests/core/stream-t tests/core/module-t tests/core/threads-t \
            tests/compat/interop-t.cufw tests/compat/launch-t.cufw tests/compat/event-t.cufw \
            tests/compat/memory-t.cufw tests/compat/threads-t.cufw tests/compat/symbols-t.cufw \
            tests/compat/rdc-t.cufw tests/compat/entry-t.cufw tests/core/graph-t \
            tests/compat/graph-t.cufw tests/compat/graph_exec-t.cufw tests/compat/capture-t.cufw \
            tests/compat/array-t.cufw \
            tests/compat/texture-t.cufw tests/compat/pool-t.cufw tests/compat/managed-t.cufw \
            tests/compat/stream_attr-t.cufw tests/compat/device_attr-t.cufw \
            tests/compat/occupancy-t.cufw tests/compat/driver_interop-t.cufw \
            tests/compat/hostvar-t.cufw; do
            CUFW_TEST_BUILDDIR=$PWD/tests/data compute-sanitizer --tool memcheck --report-api-errors no --leak-check full --error-exitcode 9 ./$t >>"$out/sanitizer.log" 2>&1
            echo "memcheck $t: exit $? $(grep -E 'ERROR SUMMARY' "$out/sanitizer.log" | tail -1)"
        done
        # firmware-t loads a module with a __managed__ variable up front:
        # the driver allocates it at the load and keeps it to the end of the
        # process, which --leak-check full reports; memory errors only.
        for t in tests/compat/firmware-t.cufw; do
            CUFW_TEST_BUILDDIR=$PWD/tests/data compute-sanitizer --tool memcheck --report-api-errors no --error-exitcode 9 ./$t >>"$out/sanitizer.log" 2>&1
            echo "memcheck $t: exit $? $(grep -E 'ERROR SUMMARY' "$out/sanitizer.log" | tail -1)"
        done
        for t in tests/core/stream-t tests/core/kernels-t; do
            CUFW_TEST_BUILDDIR=$PWD/tests/data compute-sanitizer --tool racecheck --error-exitcode 9 ./$t >>"$out/sanitizer.log" 2>&1
            echo "racecheck $t: exit $? $(grep -E 'RACECHECK SUMMARY' "$out/sanitizer.log" | tail -1)"
        done
    fi
    if [ "$arg" = smoke ]; then
        sh ../.ci/smoke/run.sh _b 2>&1 | tail -60
        cp ../.ci/smoke/rt.txt "$out/smoke-rt.txt" 2>/dev/null
    fi
    # bench: all of make bench; bench:AREAS only those (BENCH_ONLY, e.g.
    # bench:floor,growth): the whole of it takes longer than one call of
    # the device machine may (docs/BENCHMARKS.md)
    case $arg in
    bench | bench:*)
        only=${arg#bench}; only=${only#:}
        BENCH_ONLY=${only:-${BENCH_ONLY:-}} make bench >"$out/bench.log" 2>&1
        echo "make bench exit $?"; tail -60 "$out/bench.log"
        cp bench/results.csv bench/results.json "$out/" 2>/dev/null ;;
    esac
done
