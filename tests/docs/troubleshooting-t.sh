#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/troubleshooting-t.sh -- docs/using-cufw.md's "Troubleshooting"
# is keyed by the messages users really see, so it must quote them as the
# code writes them: the stub library's and the no-driver sentence as
# cufw-info prints them on the stand-in driver, the capacity sentence as
# core/capacity.c builds it, the link errors' symbols as nvcc's code and
# runtime-over-driver.md's list of missing functions name them.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
top=${CUFW_TOP_BUILDDIR:-.}
guide=$src/docs/using-cufw.md
scratch troubleshooting-t
plan 7

sed -n '/^## Troubleshooting$/,$p' "$guide" | tr '\n' ' ' | sed 's/  */ /g' >"$tmp/section"
ok "docs/using-cufw.md has a Troubleshooting section" test -s "$tmp/section"
quoted() { grep -qF -- "$1" "$tmp/section"; }

# The functions compat lacks (runtime-over-driver.md's list, however long
# it is): the section names each one.
sed -n '/^## 10. What is not there/,/^### /p' "$src/docs/runtime-over-driver.md" |
    grep -oE '^- `[A-Za-z_]+`(, `[A-Za-z_]+`)*' | grep -oE '[A-Za-z_]+' >"$tmp/missing"
n=0
while read -r f; do quoted "$f" || { diag "not in the section: $f"; n=$((n + 1)); }; done <"$tmp/missing"
m=$(wc -l <"$tmp/missing" | tr -d ' ')
is "yes 0" "$([ "$m" -gt 0 ] && echo yes || echo no) $n" \
    "it names each of the functions compat lacks (runtime-over-driver.md, section 10)"

ok "it quotes the link error of -rdc=true without -dlink" quoted '__cudaRegisterLinkedBinary_'
ok "and the one of two runtimes" quoted 'multiple definition of `cudaMalloc'"'"

# The capacity sentence, as core/capacity.c builds it.
ok "the capacity sentence is core's" sh -c \
    "grep -q '\"the %s table is full (%lu slots: %s); rebuild with ./configure %s=N ' \
     '$src/core/capacity.c' && grep -qF 'the streams table is full (256 slots: streams created and not yet destroyed); rebuild with ./configure --with-max-streams=N for a larger N' '$tmp/section'"

# The stub's and the missing driver's sentences, as cufw-info prints them.
fake=$top/tests/fakecuda/libcuda.so.1
if [ -f "$fake" ] && ! grep -q "define CUFW_LINK_LIBCUDA" "$top/config.h" 2>/dev/null; then
    CUFW_LIBCUDA=$fake CUFW_FAKE_STUB=1 "$top/tools/cufw-info" >/dev/null 2>"$tmp/stub"
    ok "the stub library's sentence is the one cufw prints" sh -c \
        "grep -qF \"is the CUDA toolkit's stub library (cuGetProcAddress: CUDA_ERROR_STUB_LIBRARY), not the NVIDIA driver\" '$tmp/stub' &&
         grep -qF \"is the CUDA toolkit's stub library (cuGetProcAddress: CUDA_ERROR_STUB_LIBRARY), not the NVIDIA driver\" '$tmp/section'"
else
    skip 1 "no stand-in driver here"
fi
CUFW_LIBCUDA=libcuda.so.1-absent "$top/tools/cufw-info" >/dev/null 2>"$tmp/nodrv"
ok "the no-driver sentence is the one cufw prints" sh -c \
    "grep -qF 'cannot load the CUDA driver libcuda.so.1-absent: cannot open shared object file: No such file or directory' '$tmp/nodrv' &&
     grep -qF 'cannot load the CUDA driver libcuda.so.1: cannot open shared object file: No such file or directory' '$tmp/section'"
