#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/gencode-t.sh -- the kernels' fatbins follow the
# architectures: configure writes kernels/gencode.stamp with the -gencode
# options, the fatbin rules depend on it, and config.status rewrites it only
# when the options change (so reconfiguring with another --with-cuda-arch
# rebuilds the kernels, and with the same ones rebuilds nothing).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
[ -f "$top/config.status" ] || skip_all "no config.status in $top"
stamp=$top/kernels/gencode.stamp
plan 4

gencode=$(sed -n 's/^NVCC_GENCODE = //p' "$top/Makefile")
is "$gencode" "$(cat "$stamp" 2>/dev/null)" "kernels/gencode.stamp holds the Makefile's -gencode options"
out=$(cd "$top" && ${CUFW_MAKE:-make} -n -W kernels/gencode.stamp kernels/vector.fatbin 2>&1)
ok "a changed stamp rebuilds kernels/vector.fatbin with them" \
    sh -c 'printf "%s\n" "$1" | grep -q -- "-fatbin.*$2"' sh "$out" "$(printf '%s' "$gencode" | cut -c1-40)"
before=$(ls -l --time-style=+%s.%N "$stamp" 2>/dev/null | awk '{print $6}')
sleep 1
(cd "$top" && ./config.status gencode-stamp >/dev/null 2>&1)
after=$(ls -l --time-style=+%s.%N "$stamp" 2>/dev/null | awk '{print $6}')
is "$before" "$after" "config.status with the same architectures leaves the stamp alone"
# the same command with other options rewrites it (config.status takes the
# values configure saved, so change the saved value in a copy)
scratch gencode-t
mkdir -p "$tmp/kernels"
cp "$stamp" "$tmp/kernels/gencode.stamp"
sed "s/^cufw_gencode='.*'\$/cufw_gencode='-gencode arch=compute_90,code=sm_90'/" "$top/config.status" >"$tmp/config.status"
(cd "$tmp" && sh ./config.status gencode-stamp >/dev/null 2>&1)
is "-gencode arch=compute_90,code=sm_90" "$(cat "$tmp/kernels/gencode.stamp")" \
    "other architectures rewrite it"
