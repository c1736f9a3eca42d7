#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-fatbin-devices-t.sh -- cufw-fatbin --devices: which
# entry each compute capability loads, and how (sass-exact,
# sass-same-major, ptx-jit, none), on the test fatbins of known shapes, an
# ELF input, the GPUs CUDA 13 supports and the stand-in driver's devices;
# and that cufw's own kernels, built for the default architectures, load
# on every current GPU, Jetson Thor (11.0) included, and by PTX on newer.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
data=${CUFW_TEST_BUILDDIR:-tests/data}
fb="$top/tools/cufw-fatbin"
fake="$top/tests/fakecuda/libcuda.so.1"
need_fatbin special.fatbin
scratch fatbin-devices-t
plan 29
nodrv=/nonexistent/libcuda.so.1

# choices FILE LIST: "CC HOW KIND sm_ARCH" per line, joined by " / "
choices() {
    CUFW_LIBCUDA=$nodrv "$fb" --devices="$2" "$1" 2>"$tmp/err" |
        awk '{ s = $1 " " $2; if ($2 != "none") s = s " " $4 " " $5; print s }' |
        tr '\n' '/' | sed 's|/$||; s|/| / |g'
}

# plain: ELF sm_80, ELF sm_90, PTX compute_90
is "8.0 sass-exact elf sm_80 / 8.6 sass-same-major elf sm_80 / 9.0 sass-exact elf sm_90 / 10.0 ptx-jit ptx sm_90 / 7.5 none" \
    "$(choices "$data/plain.fatbin" 8.0,8.6,9.0,10.0,7.5)" \
    "plain: exact SASS, the same major's SASS, PTX for a newer major, none below"
CUFW_LIBCUDA=$nodrv "$fb" --devices=8.0,7.5 "$data/plain.fatbin" >/dev/null 2>&1
is 2 $? "a capability without an entry: exit status 2"
CUFW_LIBCUDA=$nodrv "$fb" --devices=8.0,12.1 "$data/plain.fatbin" >"$tmp/out" 2>"$tmp/err"
is 0 $? "every capability has an entry: exit status 0"
# The index names the entry of the listing with that kind and arch.
line=$(CUFW_LIBCUDA=$nodrv "$fb" --devices=10.0 "$data/plain.fatbin")
idx=$(echo "$line" | awk '{print $3}')
is "ptx sm_90" "$("$fb" "$data/plain.fatbin" | awk -v i="$idx" '$1 == i {print $2, $3}')" \
    "the INDEX is the chosen entry's in the listing"
is "" "$(cat "$tmp/err")" "nothing on stderr without a driver when none was asked for"

# special: sm_90a (ELF and PTX), sm_100f (ELF)
is "9.0 sass-exact elf sm_90a / 10.3 sass-same-major elf sm_100f / 10.0 sass-exact elf sm_100f / 11.0 none / 12.0 none" \
    "$(choices "$data/special.fatbin" 9.0,10.3,10.0,11.0,12.0)" \
    "special: sm_90a on 9.0 only, sm_100f on the 10.x family only; neither's PTX beyond"
is "elf sm_90a / ptx sm_90a / elf sm_100f" \
    "$("$fb" "$data/special.fatbin" | awk '/^[0-9]/ {print $2, $3}' | tr '\n' '/' | sed 's|/$||; s|/| / |g')" \
    "the listing names arch- and family-specific entries sm_90a and sm_100f"
# ptx: compute_75 only; sass: sm_75, sm_86, sm_90
is "11.0 ptx-jit ptx sm_75 / 7.5 ptx-jit ptx sm_75 / 7.0 none" \
    "$(choices "$data/ptx.fatbin" 11.0,7.5,7.0)" "ptx: any capability from 7.5 on JIT-compiles it"
is "8.7 sass-same-major elf sm_86 / 8.0 none / 10.0 none / 9.0 sass-exact elf sm_90" \
    "$(choices "$data/sass.fatbin" 8.7,8.0,10.0,9.0)" "sass only: no entry for 8.0 (only later 8.x) or 10.0"

# an ELF input: every image's lines, prefixed by its name
is "lz4 9.0 sass-exact / plain 9.0 sass-exact / special 9.0 sass-exact" \
    "$(CUFW_LIBCUDA=$nodrv "$fb" --devices=9.0 "$top/tests/fatbin/embed-t" | awk '{print $1, $2, $3}' | sort | tr '\n' '/' | sed 's|/$||; s|/| / |g')" \
    "ELF input: a line per image"

# current: the GPUs CUDA 13 supports
CUFW_LIBCUDA=$nodrv "$fb" --devices=current "$data/ptx.fatbin" >"$tmp/current"
is "7.5 8.0 8.6 8.7 8.9 9.0 10.0 10.3 11.0 12.0 12.1" "$(awk '{print $1}' "$tmp/current" | tr '\n' ' ' | sed 's/ $//')" \
    "current: every compute capability CUDA 13 supports"
ok "current: 11.0 is Jetson Thor" grep -q '^11\.0 .*(Jetson Thor)$' "$tmp/current"
ok "current: 8.7 is Jetson Orin" grep -q '^8\.7 .*(Jetson Orin)$' "$tmp/current"

# present: the driver's devices (the stand-in's are H200s, 9.0)
if [ -f "$fake" ]; then
    CUFW_LIBCUDA=$fake CUFW_FAKE_DEVICES=2 "$fb" --devices=present "$data/plain.fatbin" >"$tmp/out" 2>"$tmp/err"
    is 0 $? "present, stand-in driver: exit 0"
    is "9.0 sass-exact elf sm_90 (device 0: / 9.0 sass-exact elf sm_90 (device 1:" \
        "$(awk '{print $1, $2, $4, $5, $6, $7}' "$tmp/out" | tr '\n' '/' | sed 's|/$||; s|/| / |g')" \
        "present: one line per device, named"
    CUFW_LIBCUDA=$fake CUFW_FAKE_DEVICES=2 "$fb" --devices "$data/plain.fatbin" >"$tmp/out" 2>&1
    is "13 2" "$(wc -l <"$tmp/out" | tr -d ' ') $(grep -c '(device [01]: ' "$tmp/out")" \
        "no LIST: the devices present, then the current GPUs"
else
    skip 3 "no stand-in driver ($fake)"
fi
CUFW_LIBCUDA=$nodrv "$fb" --devices=present "$data/plain.fatbin" >"$tmp/out" 2>"$tmp/err"
is 1 $? "present without a driver: exit 1"
ok "present without a driver: one line saying so" \
    sh -c "test \$(wc -l <'$tmp/err') -eq 1 && grep -q 'no usable CUDA driver' '$tmp/err' && test ! -s '$tmp/out'"
CUFW_LIBCUDA=$nodrv "$fb" --devices "$data/ptx.fatbin" >"$tmp/out" 2>"$tmp/err"
rc=$?
is "0 11 0" "$rc $(wc -l <"$tmp/out" | tr -d ' ') $(wc -c <"$tmp/err" | tr -d ' ')" \
    "no LIST, no driver: the current GPUs, quietly"

# bad command lines and input
"$fb" --devices=9.0,bogus "$data/plain.fatbin" >"$tmp/out" 2>"$tmp/err"
is 64 $? "a bad LIST: exit 64, a wrong command line"
ok "a bad LIST: the message names it" grep -q "'bogus' is neither a compute capability" "$tmp/err"
"$fb" --devices=9.0 --select 9.0 "$data/plain.fatbin" >/dev/null 2>&1
is 64 $? "--devices with --select: exit 64"
head -c 100 "$data/plain.fatbin" >"$tmp/short.fatbin"
"$fb" --devices=9.0 "$tmp/short.fatbin" >/dev/null 2>"$tmp/err"
is 1 $? "a corrupted fatbin: exit 1"
ok "a corrupted fatbin: one line on stderr" test "$(wc -l <"$tmp/err")" -eq 1

# cufw's own kernels, when built for the default architectures
default="75 80 86 89 90 100 110 120"
if [ "$CUFW_CUDA_ARCHS" = "$default" ]; then
    k="$top/kernels/vector.fatbin $top/kernels/reduce.fatbin $top/kernels/misc.fatbin"
    # shellcheck disable=SC2086
    CUFW_LIBCUDA=$nodrv "$fb" --devices=current,11.0,13.0 $k >"$tmp/kernels" 2>&1
    is 0 $? "the kernels: every current GPU has an entry in each fatbin (exit 0)"
    is "3 3" "$(grep -c '^11\.0 sass-exact [0-9]* elf sm_110 (Jetson Thor)$' "$tmp/kernels") $(grep -c '^11\.0 sass-exact [0-9]* elf sm_110$' "$tmp/kernels")" \
        "the kernels: Jetson Thor (11.0) runs sm_110 SASS"
    is 3 "$(grep -c '^13\.0 ptx-jit [0-9]* ptx sm_120$' "$tmp/kernels")" \
        "the kernels: a GPU newer than all of them JIT-compiles the newest PTX"
    # shellcheck disable=SC2086
    is "3 3" "$("$fb" $k | grep -c '^[0-9]* ptx sm_75 ') $("$fb" $k | grep -c '^[0-9]* ptx sm_120 ')" \
        "the kernels: PTX for the lowest architecture (7.5) and the highest"
    is 0 "$(grep -c ' none' "$tmp/kernels")" "the kernels: no capability without an entry"
else
    skip 5 "kernels built for '$CUFW_CUDA_ARCHS', not the default '$default'"
fi
