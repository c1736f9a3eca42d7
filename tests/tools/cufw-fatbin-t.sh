#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-fatbin-t.sh -- cufw-fatbin on the test fatbins: the line
# format, --select, --extract (compressed builds extract to the same files
# as the uncompressed one), ELF inputs, bad input; and where users compare
# it with cuobjdump: the __nv_relfatbin section of -rdc=true code (objects
# and programs, when nvcc is here), the 'a' of sm_90a kept in extracted
# names, '-' for the standard input, exit 64 for a wrong command line.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
data=${CUFW_TEST_BUILDDIR:-tests/data}
fb="$top/tools/cufw-fatbin"
need_fatbin zstd.fatbin special.fatbin
scratch fatbin-t
plan 33

out=$("$fb" "$data/plain.fatbin")
is 0 $? "plain: exit 0"
lines=$(printf '%s\n' "$out" | grep -cE '^[0-9]+ (ptx|elf) sm_[0-9]+ [0-9]+ [0-9]+ (none|zstd|lz4)$')
is 3 "$lines" "plain: three entry lines in the documented format"
is "elf sm_80 elf sm_90 ptx sm_90" "$(printf '%s\n' "$out" | awk '/^[0-9]/ {print $2, $3}' | sort | tr '\n' ' ' | sed 's/ $//')" "plain: the entries nvcc was asked for"
ok "plain: a total line" sh -c "printf '%s\n' \"\$1\" | grep -qE '^total 3 entries [0-9]+ payload bytes [0-9]+ uncompressed bytes$'" x "$out"
is "none none none" "$(printf '%s\n' "$out" | awk '/^[0-9]/ {print $6}' | tr '\n' ' ' | sed 's/ $//')" "plain: nothing compressed"
is "zstd zstd zstd" "$("$fb" "$data/zstd.fatbin" | awk '/^[0-9]/ {print $6}' | tr '\n' ' ' | sed 's/ $//')" "zstd: all zstd"
is "lz4 lz4 lz4" "$("$fb" "$data/lz4.fatbin" | awk '/^[0-9]/ {print $6}' | tr '\n' ' ' | sed 's/ $//')" "lz4: all lz4"

is "elf sm_90" "$("$fb" --select 9.0 "$data/plain.fatbin" | awk '$NF == "*" {print $2, $3}')" "--select 9.0 marks the sm_90 cubin"
is "elf sm_80" "$("$fb" --select 8.6 "$data/plain.fatbin" | awk '$NF == "*" {print $2, $3}')" "--select 8.6 marks the sm_80 cubin"
is "ptx sm_90" "$("$fb" --select=12.0 "$data/plain.fatbin" | awk '$NF == "*" {print $2, $3}')" "--select 12.0 marks the PTX"
ok "--select 7.5 says there is no entry" sh -c "'$fb' --select 7.5 '$data/plain.fatbin' | grep -q 'no entry for compute capability 7.5'"

# same_files A B: the files of A and B are the same, but that one may end
# in the zeros that pad the other to a multiple of 8 bytes (CUDA 13.5's
# fatbinary pads an uncompressed cubin so; a compressed entry's
# uncompressed size is the cubin's own)
same_files() {
    [ "$(ls "$1")" = "$(ls "$2")" ] || return 1
    for f in $(ls "$1"); do
        a=$(wc -c <"$1/$f"); b=$(wc -c <"$2/$f")
        n=$a; [ "$b" -lt "$n" ] && n=$b
        m=$a; [ "$b" -gt "$m" ] && m=$b
        cmp -s -n "$n" "$1/$f" "$2/$f" || return 1
        [ "$m" -eq "$n" ] && continue
        [ $((m % 8)) -eq 0 ] && [ $((m - n)) -lt 8 ] || return 1
        long="$1/$f"; [ "$b" -gt "$a" ] && long="$2/$f"
        [ "$(tail -c $((m - n)) "$long" | tr -d '\000' | wc -c)" -eq 0 ] || return 1
    done
}

mkdir "$tmp/plain" "$tmp/zstd" "$tmp/lz4"
"$fb" --extract "$tmp/plain" "$data/plain.fatbin" >/dev/null
is 0 $? "--extract plain"
is 3 "$(ls "$tmp/plain" | wc -l | tr -d ' ')" "three files extracted"
if "$fb" -x "$tmp/zstd" "$data/zstd.fatbin" >/dev/null 2>"$tmp/err"; then
    ok "zstd extracts to the same bytes as plain (but its padding)" same_files "$tmp/plain" "$tmp/zstd"
else
    skip 1 "$(cat "$tmp/err")"
fi
if "$fb" -x "$tmp/lz4" "$data/lz4.fatbin" >/dev/null 2>"$tmp/err"; then
    ok "lz4 extracts to the same bytes as plain (but its padding)" same_files "$tmp/plain" "$tmp/lz4"
else
    skip 1 "$(cat "$tmp/err")"
fi
ok "the extracted sm_90 cubin is an ELF file" sh -c "head -c 4 '$tmp'/plain/fatbin.*.sm_90.cubin | grep -q ELF"

# ELF input: a test program with three cufw images.
out=$("$fb" "$top/tests/fatbin/embed-t")
is 0 $? "ELF input: exit 0"
is "lz4 plain special" "$(printf '%s\n' "$out" | awk '/^[a-z]/ && $1 != "total" {print $1}' | sort -u | tr '\n' ' ' | sed 's/ $//')" "ELF input: entries prefixed by image names"

# Bad input: one line on stderr, exit 1.
head -c 100 "$data/plain.fatbin" > "$tmp/short.fatbin"
"$fb" "$tmp/short.fatbin" >/dev/null 2>"$tmp/err"
is 1 $? "truncated fatbin: exit 1"
is 1 "$(wc -l < "$tmp/err" | tr -d ' ')" "truncated fatbin: one line on stderr"
printf 'hello' > "$tmp/junk"
"$fb" "$tmp/junk" >/dev/null 2>"$tmp/err"
is 1 $? "not a fatbin: exit 1"
ok "--help and --version" sh -c "'$fb' --help | grep -q Usage && '$fb' --version | grep -q cufw"

# The 'a' of an arch-specific entry stays in its file's name, as cuobjdump
# keeps it.
# special.fatbin's entries are compressed (nvcc's default): a cufw-fatbin
# built without that library stops at the first one, saying so.
mkdir "$tmp/special"
if "$fb" -x "$tmp/special" "$data/special.fatbin" >/dev/null 2>"$tmp/special.err" ||
    ! grep -q 'was built without lib' "$tmp/special.err"; then
    is "fatbin.0.sm_90a.cubin fatbin.1.sm_90a.ptx fatbin.2.sm_100f.cubin" \
        "$(ls "$tmp/special" | sort -t. -k2n | tr '\n' ' ' | sed 's/ $//')" \
        "--extract keeps sm_90a and sm_100f in the names"
else
    skip 1 "$(sed 's/.*: this/this/; q' "$tmp/special.err")"
fi

# '-' is the standard input.
"$fb" "$data/plain.fatbin" >"$tmp/file.out"
"$fb" - <"$data/plain.fatbin" >"$tmp/stdin.out"
is 0 $? "'-': exit 0"
ok "'-' reads the standard input: the same listing" cmp "$tmp/file.out" "$tmp/stdin.out"

# A wrong command line: exit 64, as cufw-embed and cufw-info.
"$fb" >/dev/null 2>"$tmp/err"
is 64 $? "no FILE: exit 64"
"$fb" --no-such-option "$data/plain.fatbin" >/dev/null 2>&1
is 64 $? "an unknown option: exit 64"
"$fb" --select nine "$data/plain.fatbin" >/dev/null 2>"$tmp/err"
is 64 $? "--select without a compute capability: exit 64"
ok "--select: says why and where to look" sh -c "grep -q 'not .nine.' '$tmp/err' && grep -q -- --help '$tmp/err'"

# Relocatable device code: nvcc -rdc=true puts it in __nv_relfatbin.
if [ -n "${NVCC:-}" ] && command -v "$NVCC" >/dev/null 2>&1; then
    cat >"$tmp/rdc.cu" <<'SRC'
__device__ float twice(float x) { return 2 * x; }
__global__ void scale(float *x) { x[threadIdx.x] = twice(x[threadIdx.x]); }
int main(void) { return 0; }
SRC
    if (cd "$tmp" && "$NVCC" -rdc=true -c -arch=sm_90a rdc.cu -o rdc.o && \
        "$NVCC" -rdc=true -arch=sm_90a rdc.o -o rdc) >"$tmp/nvcc.err" 2>&1; then
        "$fb" "$tmp/rdc.o" >"$tmp/rdc.out" 2>"$tmp/err"
        is 0 $? "an -rdc=true object: exit 0 (was 'ELF file without fatbins')"
        ok "its entries are listed under __nv_relfatbin, sm_90a among them" \
            grep -q '^__nv_relfatbin [0-9]* elf sm_90a ' "$tmp/rdc.out"
        "$fb" "$tmp/rdc" >"$tmp/rdcx.out" 2>"$tmp/err"
        is 0 $? "a program linked from it: exit 0"
        ok "its entries are listed" grep -qE '^(\.nv_fatbin|__nv_relfatbin) [0-9]+ elf sm_90a ' \
            "$tmp/rdcx.out"
        sed 's/^/# /' "$tmp/rdc.out" "$tmp/rdcx.out"
    else
        sed 's/^/# /' "$tmp/nvcc.err"
        skip 4 "nvcc could not build an -rdc=true object here"
    fi
else
    skip 4 "nvcc is not here (NVCC is unset): no -rdc=true object to read"
fi
