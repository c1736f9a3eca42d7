# SPDX-License-Identifier: MIT
# tests/tap/libtap.sh -- TAP for shell tests: plan N; ok DESC CMD...;
# is WANT SEEN DESC; skip N REASON; skip_all REASON; diag TEXT; bail REASON.
# Source it.
tap_n=0
tap_failed=0
tap_planned=0

plan() { tap_planned=$1; echo "1..$1"; }
skip_all() { echo "1..0 # SKIP $*"; exit 0; }
# slow_test -- a test that builds whole projects (configure, CMake, Meson, a
# cross build, a 100 MiB embed) skips when CUFW_TEST_QUICK is set: CI sets
# it for its second and third runs of the suite (sanitizers, distcheck);
# the README's make check always runs them.
slow_test() {
    [ -z "${CUFW_TEST_QUICK:-}" ] || skip_all "CUFW_TEST_QUICK is set (a slow build-recipe test)"
}
# need_fatbin NAME...: before plan, skip when tests/data/NAME is a fatbin
# this toolkit's nvcc cannot make (configure's CUFW_TEST_UNMADE), saying why.
need_fatbin() {
    for tap_f in "$@"; do
        case " ${CUFW_TEST_UNMADE:-} " in
        *" $tap_f "*) skip_all "needs $tap_f, which this toolkit cannot make: ${CUFW_TEST_UNMADE_WHY:-}" ;;
        esac
    done
}
# scratch NAME: tmp, a new directory of this test's own under TMPDIR (tests
# that run at once never share a path), removed at the end, also where the
# test took its write permission away.
scratch() {
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/cufw-$1.XXXXXX") || bail "cannot make a temporary directory"
    trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"; tap_done' EXIT
}
# bail REASON: stop the test, which cannot go on, as a failure
bail() { echo "Bail out! $*"; exit 1; }
diag() { printf '%s\n' "$@" | sed 's/^/# /'; }
tap_report() {
    tap_n=$((tap_n + 1))
    if [ "$1" -eq 0 ]; then echo "ok $tap_n - $2"; else echo "not ok $tap_n - $2"; tap_failed=$((tap_failed + 1)); fi
}
# ok DESC COMMAND...: passes when COMMAND succeeds
ok() { d=$1; shift; if "$@" >/dev/null 2>&1; then tap_report 0 "$d"; else tap_report 1 "$d"; fi; }
# is WANT SEEN DESC
is() {
    if [ "$1" = "$2" ]; then tap_report 0 "$3"; else tap_report 1 "$3"; diag "wanted: $1" "  seen: $2"; fi
}
skip() { i=0; while [ $i -lt "$1" ]; do tap_n=$((tap_n + 1)); echo "ok $tap_n # skip $2"; i=$((i + 1)); done; }
tap_done() {
    if [ "$tap_n" -ne "$tap_planned" ]; then echo "# planned $tap_planned, ran $tap_n"; exit 1; fi
    [ "$tap_failed" -eq 0 ] || exit 1
}
trap 'tap_done' EXIT
