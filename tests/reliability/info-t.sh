#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/reliability/info-t.sh -- cufw-info on the stand-in driver: the
# whole program, end to end, without a GPU: it finds two devices, says which
# image entry each loads, and its self-test (every embedded kernel against a
# CPU reference, on random data) passes.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
info="$top/tools/cufw-info"
fake="$top/tests/fakecuda/libcuda.so.1"
if grep -q "define CUFW_LINK_LIBCUDA" "$top/config.h" 2>/dev/null; then
    skip_all "cufw links libcuda directly (--with-libcuda=link)"
fi
scratch info-fake
plan 6

CUFW_LIBCUDA="$fake" CUFW_FAKE_DEVICES=2 "$info" >"$tmp/out" 2>"$tmp/err"
is 0 $? "cufw-info on the stand-in driver: exit 0"
ok "it names the stand-in driver" grep -q "driver: .*fakecuda/libcuda.so.1" "$tmp/out"
ok "two devices, compute capability 9.0, 132 SMs" grep -q "^devices: 2" "$tmp/out"
ok "each image loads its sm_90 entry" grep -q "loads entry .*: elf sm_90" "$tmp/out"
ok "self-test: every kernel passed" grep -qE "^self-test: (1[0-9]|[2-9][0-9]) passed, 0 failed" "$tmp/out"
CUFW_LIBCUDA="$fake" CUFW_FAKE_VERSION=12080 "$info" >"$tmp/out2" 2>"$tmp/err2"
is 2 $? "with a driver too old: exit 2"
sed 's/^/# /' "$tmp/out"
