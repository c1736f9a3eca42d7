#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-info-t.sh -- cufw-info without a driver (forced with
# CUFW_LIBCUDA) says so in one sentence and exits 2, still listing what needs
# no driver; a wrong command line exits 64 (EX_USAGE), apart from both; the
# JSON carries its schema version; with the real driver on a GPU machine
# the self-test passes.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
info="$top/tools/cufw-info"
scratch info-t
plan 16

CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$info" >"$tmp/out" 2>"$tmp/err"
is 2 $? "no driver: exit status 2"
is 1 "$(wc -l < "$tmp/err" | tr -d ' ')" "no driver: one line on stderr"
ok "no driver: the line says so" grep -q "no usable CUDA driver" "$tmp/err"
ok "no driver: the embedded images are still listed" grep -q "embedded images: 3" "$tmp/out"
ok "no driver: the capacities are still listed" grep -q -- "--with-max-streams" "$tmp/out"
CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$info" --json >"$tmp/json" 2>/dev/null
if command -v python3 >/dev/null 2>&1; then
    ok "--json is one valid JSON object" python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert d['driver']['status']=='CUFW_ERROR_NO_DRIVER' and len(d['images'])==3" "$tmp/json"
    ok "--json: schema 1, the first member" python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert list(d)[0]=='schema' and d['schema']==1" "$tmp/json"
else
    skip 2 "python3 not installed"
fi

# A wrong command line: its own status, one message, then the hint.
for args in "--bogus" "extra" "--seed=12x"; do
    # shellcheck disable=SC2086
    CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$info" $args >"$tmp/out" 2>"$tmp/err"
    is 64 $? "'cufw-info $args': exit status 64 (a usage error)"
done
ok "a usage error: the hint to --help, nothing on stdout" sh -c "grep -q -- '--help' '$tmp/err' && test ! -s '$tmp/out'"
ok "--help ends with where to report bugs and the home page" sh -c \
    "'$info' --help | tail -2 | tr '\n' ' ' | grep -q 'Report bugs to: <https://github.com/cufw/cufw/issues> cufw home page: <https://github.com/cufw/cufw>'"
CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$info" --no-self-test >/dev/null 2>&1
is 2 $? "a good command line without a driver is still 2"

# The real driver, when there is one.
"$info" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 2 ]; then
    if [ "$CUFW_DEVICE_TESTS" = yes ]; then
        tap_report 1 "device tests required but: $(cat "$tmp/err")"
        skip 2 "no GPU"
    else
        skip 3 "$(cat "$tmp/err")"
    fi
else
    is 0 $rc "with a GPU: exit 0"
    ok "with a GPU: every self-test passed" grep -qE "^self-test: [1-9][0-9]* passed, 0 failed" "$tmp/out"
    ok "with a GPU: a device listed" grep -qE "^  0: .*compute capability" "$tmp/out"
    cat "$tmp/out" | sed 's/^/# /'
fi
