#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/reliability/info-t.sh -- cufw-info on the stand-in driver: the
# whole program, end to end, without a GPU: it finds two devices, says which
# image entry each loads, and its self-test (every embedded kernel against a
# CPU reference, on random data) passes. On a stub driver (the stand-in as
# one, and the CUDA toolkit's own lib64/stubs/libcuda.so when it is there)
# it says what the stub is and what to do.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
info="$top/tools/cufw-info"
fake="$top/tests/fakecuda/libcuda.so.1"
if grep -q "define CUFW_LINK_LIBCUDA" "$top/config.h" 2>/dev/null; then
    skip_all "cufw links libcuda directly (--with-libcuda=link)"
fi
scratch info-fake
plan 12

CUFW_LIBCUDA="$fake" CUFW_FAKE_DEVICES=2 "$info" >"$tmp/out" 2>"$tmp/err"
is 0 $? "cufw-info on the stand-in driver: exit 0"
ok "it names the stand-in driver" grep -q "driver: .*fakecuda/libcuda.so.1" "$tmp/out"
ok "two devices, compute capability 9.0, 132 SMs" grep -q "^devices: 2" "$tmp/out"
ok "each image loads its sm_90 entry" grep -q "loads entry .*: elf sm_90" "$tmp/out"
ok "self-test: every kernel passed" grep -qE "^self-test: (1[0-9]|[2-9][0-9]) passed, 0 failed" "$tmp/out"
# CUDA 11.8: older than any toolkit cufw builds with (12.4, 13.x)
CUFW_LIBCUDA="$fake" CUFW_FAKE_VERSION=11080 "$info" >"$tmp/out2" 2>"$tmp/err2"
is 2 $? "with a driver too old: exit 2"

# the container trap: the toolkit's stub found as libcuda.so.1
stub_says() { # what a stub driver at $1 makes cufw-info say
    CUFW_LIBCUDA="$1" CUFW_FAKE_STUB=1 "$info" >"$tmp/stub.out" 2>"$tmp/stub.err"
}
stub_says "$fake"
is 2 $? "on a stub driver (the stand-in as one): exit 2"
ok "it says the library is the toolkit's stub" \
    grep -q "fakecuda/libcuda.so.1 is the CUDA toolkit's stub library" "$tmp/stub.err"
ok "and what to do: the driver, or the NVIDIA Container Toolkit" \
    grep -q "NVIDIA driver installed, or in a container started through the NVIDIA Container" \
    "$tmp/stub.err"
ok "not that a symbol is missing" sh -c "! grep -q 'does not provide' '$tmp/stub.err'"
sed 's/^/# /' "$tmp/stub.err"
real=
cuda=${CUFW_CUDA_HOME:-/nonexistent}
for d in "$cuda"/lib64/stubs "$cuda"/targets/*/lib/stubs; do
    [ -f "$d/libcuda.so" ] && real="$d/libcuda.so" && break
done
if [ -n "$real" ]; then
    stub_says "$real"
    is 2 $? "on the toolkit's own stub ($real): exit 2"
    ok "it says the same" grep -q "is the CUDA toolkit's stub library (cuGetProcAddress" \
        "$tmp/stub.err"
else
    skip 2 "the CUDA toolkit's lib64/stubs/libcuda.so is not here"
fi
sed 's/^/# /' "$tmp/out"
