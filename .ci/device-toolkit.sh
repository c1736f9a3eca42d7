#!/bin/sh
# SPDX-License-Identifier: MIT
# The device suite of a build made with another toolkit (CUDA 12.x, the 13.5
# wheels), which is not installed on the GPU machine: the build is made
# here, its test programs built without running them
# (make check TESTS=), packed, carried, and run there by this script.
#
#   here:  make -C BUILD all compat-programs && make -C BUILD check TESTS=
#          sh .ci/device-toolkit.sh pack BUILD build-carry/NAME.tar.xz
#   there: sh .ci/device-toolkit.sh run build-carry/NAME.tar.xz NAME
#
# run unpacks into $OUT/NAME.work (absolute paths of the build are not
# needed: the tests take theirs from the environment make check gives
# them), runs every test program of the build's TESTS list that is a
# program (the .sh tests need the toolkit), counts TAP results like make
# check, and compares each differential pair: NAME-t.cudart and NAME-t.cufw
# must report the same results, check by check (pass or fail). $OUT/NAME.summary and
# $OUT/NAME.logs.tar.xz (the programs' output) are the results; the exit status is 0 when every program
# passed (skips allowed) and every pair agreed.
set -u
usage() { echo "usage: $0 pack BUILD TARBALL | run TARBALL NAME" >&2; exit 64; }
[ $# -eq 3 ] || usage
case $1 in
pack)
    b=$(cd "$2" && pwd) tar=$3
    mkdir -p "$(dirname "$tar")"
    # the programs the TESTS list names, and what they read
    list=$(make -s -C "$b" -f Makefile -f - print-tests <<'EOF'
print-tests:
	@for t in $(TESTS); do case $$t in *.sh) ;; *) echo $$t ;; esac; done
EOF
    )
    [ -n "$list" ] || { echo "$0: no test programs in $b" >&2; exit 1; }
    printf '%s\n' "$list" > "$b/device-tests.txt"
    # the test fatbins this toolkit's nvcc cannot make, which their tests skip
    make -s -C "$b" -f Makefile -f - print-unmade > "$b/device-env.sh" <<'EOF'
print-unmade:
	@echo "CUFW_TEST_UNMADE='$(CUFW_TEST_UNMADE)'; CUFW_TEST_UNMADE_WHY='$(CUFW_TEST_UNMADE_WHY)'"
EOF
    extra=""
    for f in tests/data tests/fakecuda/libcuda.so.1 tests/compat/eglshim tests/compat/hostvar-dev.fatbin \
        tests/reliability/arrayshim.so tests/reliability/graphshim.so kernels/misc.fatbin \
        kernels/vector.fatbin kernels/reduce.fatbin; do
        [ -e "$b/$f" ] && extra="$extra $f"
    done
    # shellcheck disable=SC2086 # lists of words
    (cd "$b" && tar -cf - device-tests.txt device-env.sh config.h $(cat device-tests.txt) $extra) | xz -T0 -6 > "$tar"
    echo "packed $(wc -l < "$b/device-tests.txt") programs of $b: $(du -h "$tar" | cut -f1)"
    ;;
run)
    tar=$2 name=$3 out=${OUT:-/tmp/out}
    w=$out/$name.work logs=$out/$name.logs sum=$out/$name.summary
    rm -rf "$w" "$logs" && mkdir -p "$w" "$logs"
    xz -dc "$tar" | (cd "$w" && tar -xf -) || { echo "$0: cannot unpack $tar" >&2; exit 1; }
    w=$(cd "$w" && pwd)
    CUFW_DEVICE_TESTS=yes CUFW_TEST_STRICT=1 CUFW_FIRMWARE=0 CUFW_TEST_BUILDDIR=$w/tests/data \
        CUFW_TOP_BUILDDIR=$w CUFW_TOP_SRCDIR=$(pwd)
    export CUFW_DEVICE_TESTS CUFW_TEST_STRICT CUFW_FIRMWARE CUFW_TEST_BUILDDIR CUFW_TOP_BUILDDIR \
        CUFW_TOP_SRCDIR
    . "$w/device-env.sh"
    export CUFW_TEST_UNMADE CUFW_TEST_UNMADE_WHY
    pass=0 fail=0 skip=0 bad=0 status=0
    : > "$sum"
    while read -r t; do
        log=$logs/$(echo "$t" | tr / _).log
        (cd "$w" && timeout 300 "./$t" > "$log" 2>&1)
        rc=$?
        p=$(grep -cE '^ok ' "$log") f=$(grep -cE '^not ok ' "$log")
        s=$(grep -cE '^ok .*# (SKIP|skip)' "$log")
        grep -qE '^1\.\.0 # (SKIP|skip)' "$log" && s=$((s + 1))
        p=$((p - s))
        pass=$((pass + p)) fail=$((fail + f)) skip=$((skip + s))
        if [ "$rc" -ne 0 ] || [ "$f" -ne 0 ] || grep -q '^Bail out' "$log"; then
            bad=$((bad + 1)) status=1
            echo "FAIL $t: exit $rc, $p passed, $f failed, $s skipped" >> "$sum"
        else
            echo "ok   $t: $p passed, $s skipped" >> "$sum"
        fi
    done < "$w/device-tests.txt"
    # the pairs: the same results, check by check (numbers and verdicts)
    pairs=0 differ=0
    # (a skip counts as a pass: where cufw differs on purpose, cudart's
    # build skips the check of cufw's refusal, tests/compat/compat.h)
    verdicts() { grep -oE '^(not ok|ok) [0-9]+' "$1"; }
    for a in "$logs"/tests_compat_*.cudart.log; do
        [ -f "$a" ] || continue
        c=${a%.cudart.log}.cufw.log
        [ -f "$c" ] || continue
        pairs=$((pairs + 1))
        verdicts "$a" > "$a.v"
        verdicts "$c" > "$c.v"
        if ! cmp -s "$a.v" "$c.v"; then
            differ=$((differ + 1)) status=1
            echo "DIFFER $(basename "$a" .cudart.log)" >> "$sum"
        fi
        rm -f "$a.v" "$c.v"
    done
    echo "$name: $(wc -l < "$w/device-tests.txt") programs, $bad failed; checks: $pass passed, $fail failed, $skip skipped; $pairs differential pairs, $differ differ" | tee -a "$sum"
    grep -E '^(FAIL|DIFFER)' "$sum"
    # one file back rather than hundreds
    (cd "$out" && tar -cf - "$name.logs" | xz -T0 > "$name.logs.tar.xz") && rm -rf "$logs" "$w"
    exit $status
    ;;
*) usage ;;
esac
