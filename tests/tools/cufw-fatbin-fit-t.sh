#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-fatbin-fit-t.sh -- cufw-fatbin --fit on programs made
# here with nvcc and linked with cufw (-cudart none): what it counts --
# fatbins, kernels, variables -- is what the registration then takes (the
# program prints its own tables' use before main does anything else), from
# the program, from its objects and from an archive of them; the verdict
# against the capacities the program's cufw recorded, against smaller ones
# (--capacities, and a copy of the program whose recorded capacities say
# less) names the first capacity exceeded and its configure option; bad
# input is refused. With CUFW_TEST_STATIC_LIBS (a directory holding CUDA
# 12.x's libcublas_static.a, libcublasLt_static.a, libculibos.a and
# libcudart_static.a, and CUFW_TEST_STATIC_INCLUDE their headers), a
# cuBLAS program linked there: more than the old defaults, within the new.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
nvcc=${CUFW_TEST_NVCC:-nvcc}
fb="$top/tools/cufw-fatbin"
LC_ALL=C
export LC_ALL
scratch fit-t
command -v "${nvcc%% *}" >/dev/null 2>&1 || skip_all "nvcc is not available"
[ -f "$top/libcufw_cudart.a" ] || skip_all "libcufw_cudart.a is not built"
plan 26

# Random shapes: each run its own counts of kernels and variables.
seed=${CUFW_TEST_SEED:-$$}
rnd() { seed=$(( (seed * 1103515245 + 12345) % 2147483648 )); echo $(( seed % $1 + 1 )); }
ka=$(rnd 6); kb=$(rnd 4); va=$(rnd 4); vb=$(rnd 3)
diag "seed $seed: a.cu $ka kernels (+2 template instances) $va+2 variables, b.cu $kb kernels $vb variables"

gen() { # file kernels variables tag
    {
        i=1
        while [ $i -le "$2" ]; do
            echo "__global__ void $4_k$i(int *p) { p[$i] = $i; }"
            i=$((i + 1))
        done
        i=1
        while [ $i -le "$3" ]; do
            echo "__device__ int $4_v$i[$i];"
            i=$((i + 1))
        done
    } > "$1"
}
gen "$tmp/a.cu" "$ka" "$va" a
cat >> "$tmp/a.cu" <<'EOF'
__constant__ float a_c[4];
__managed__ int a_m;
/* a function's own static: no host shadow, never registered */
__device__ int a_count() { static int calls; return ++calls; }
template <typename T> __global__ void a_t(T *p) { p[0] = (T)a_count() + (T)a_c[0] + (T)a_m; }
template __global__ void a_t<float>(float *);
template __global__ void a_t<double>(double *);
EOF
gen "$tmp/b.cu" "$kb" "$vb" b
cat > "$tmp/main.cu" <<'EOF'
#include <stdio.h>
#include <cufw/cufw.h>
__global__ void main_k(int *p) { p[0] = 0; }
/* what the registration took, before any CUDA call */
int main(void)
{
    const char *names[3] = {"fatbins", "functions", "variables"};
    struct cufw_capacity c;
    unsigned i, id;

    for (i = 0; i < 3; i++)
        if (cufw_capacity_find(names[i], &id) == CUFW_OK && cufw_capacity_info(id, &c) == CUFW_OK)
            printf("%s%lu", i ? " " : "", c.used);
    printf("\n");
    return 0;
}
EOF
arch="-gencode arch=compute_80,code=sm_80 -gencode arch=compute_90,code=[sm_90,compute_90]"
# nvcc compresses device code by default; a cufw-fatbin built without
# libzstd cannot read those entries to count their kernels (it says so), so
# there the programs are built uncompressed: the counting is what is tested.
data=${CUFW_TEST_BUILDDIR:-$top/tests/data}
if ! "$fb" -x "$tmp/probe" "$data/zstd.fatbin" >/dev/null 2>&1; then
    arch="$arch -no-compress"
    diag "this cufw-fatbin reads no zstd entries: the programs are built with -no-compress"
fi
for f in a b main; do
    $nvcc -cudart none $arch -I"${CUFW_TOP_SRCDIR:-.}/include" -I"$top/include" -c \
        -o "$tmp/$f.o" "$tmp/$f.cu" 2>"$tmp/nvcc.err" || bail "nvcc $f.cu: $(head -3 "$tmp/nvcc.err")"
done
$nvcc -cudart none -o "$tmp/prog" "$tmp/a.o" "$tmp/b.o" "$tmp/main.o" \
    "$top/libcufw_cudart.a" "$top/libcufw.a" -ldl -lpthread 2>"$tmp/nvcc.err" ||
    bail "nvcc link: $(head -3 "$tmp/nvcc.err")"

used=$("$tmp/prog")
is "3 $((ka + 2 + kb + 1)) $((va + 2 + vb))" "$used" "the program registers 3 fatbins, its kernels and variables"
out=$("$fb" --fit "$tmp/prog")
is 0 $? "--fit on the program: exit 0"
set -- $used
is "$tmp/prog: $1 fatbins, $2 kernels, $3 variables" "$(printf '%s\n' "$out" | sed -n 1p)" \
    "--fit counts what the registration takes: $used"
ok "the capacities are those the program's cufw recorded" \
    sh -c "printf '%s\n' \"\$1\" | grep -qx 'capacities of the cufw in $tmp/prog'" x "$out"
want=$(sed -n 's/^#define CUFW_MAX_FUNCTIONS \([0-9]*\)$/\1/p' "$top/config.h")
ok "functions: $2 of the configured $want" \
    sh -c "printf '%s\n' \"\$1\" | grep -qE '^functions +$2 of $want\$'" x "$out"
is "fits" "$(printf '%s\n' "$out" | tail -1)" "the verdict: fits"
ok "the ident 'cufw capacities' names every capacity of cufw-info" \
    sh -c "strings -a '$tmp/prog' | grep -q '^cufw capacities devices=[0-9]* modules=[0-9]* kernels=[0-9]*'"

out=$("$fb" --fit "$tmp/a.o" "$tmp/b.o" "$tmp/main.o")
is 0 $? "--fit on the objects: exit 0"
is "$1 $2 $3" "$(printf '%s\n' "$out" | awk -F'[:,] *' '/\.o: / {split($2, f, " "); split($3, k, " "); split($4, v, " "); a += f[1]; b += k[1]; c += v[1]} END {print a, b, c}')" \
    "the objects together count as the program"
ar rcs "$tmp/lib.a" "$tmp/a.o" "$tmp/b.o" 2>/dev/null
out=$("$fb" --fit "$tmp/lib.a")
is "$tmp/lib.a: 2 fatbins, $((ka + 2 + kb)) kernels, $((va + 2 + vb)) variables in 2 ELF files" \
    "$(printf '%s\n' "$out" | sed -n 1p)" "an archive: its members counted"

# the same units compiled with -rdc=true and device-linked: one fatbin is
# registered (the device link's), the units' own wrappers are not
for f in a b main; do
    $nvcc -cudart none -rdc=true $arch -I"${CUFW_TOP_SRCDIR:-.}/include" -I"$top/include" -c \
        -o "$tmp/$f.rdc.o" "$tmp/$f.cu" 2>"$tmp/nvcc.err" || bail "nvcc -rdc $f.cu: $(head -3 "$tmp/nvcc.err")"
done
# (-cudart none leaves the device link out: it is explicit, docs/using-cufw.md)
$nvcc $arch -dlink -o "$tmp/dlink.o" "$tmp/a.rdc.o" "$tmp/b.rdc.o" "$tmp/main.rdc.o" \
    2>"$tmp/nvcc.err" || bail "nvcc -dlink: $(head -3 "$tmp/nvcc.err")"
$nvcc -cudart none -o "$tmp/prog.rdc" "$tmp/a.rdc.o" "$tmp/b.rdc.o" "$tmp/main.rdc.o" \
    "$tmp/dlink.o" "$top/libcufw_cudart.a" "$top/libcufw.a" -ldl -lpthread 2>"$tmp/nvcc.err" ||
    bail "nvcc -rdc link: $(head -3 "$tmp/nvcc.err")"
rused=$("$tmp/prog.rdc")
is "1 $2 $3" "$rused" "-rdc=true: the program registers 1 fatbin, the same kernels and variables"
set -- $rused
is "$tmp/prog.rdc: 1 fatbin, $2 kernels, $3 variables" "$("$fb" --fit "$tmp/prog.rdc" | sed -n 1p)" \
    "-rdc=true: --fit counts what the registration takes: $rused"
set -- $used

# smaller capacities: the first one exceeded is named, with its option
out=$("$fb" --fit --capacities="functions=$(($2 - 1))" "$tmp/prog")
is 2 $? "--capacities=functions=$(($2 - 1)): exit 2"
is "does not fit: the functions table ($(($2 - 1)) slots) is the first exceeded, by 1; rebuild cufw with ./configure --with-max-functions=N, N >= $2" \
    "$(printf '%s\n' "$out" | tail -1)" "the verdict names the functions table and --with-max-functions"
ok "the table line says EXCEEDED" \
    sh -c "printf '%s\n' \"\$1\" | grep -qE '^functions +$2 of $(($2 - 1)) EXCEEDED\$'" x "$out"
out=$("$fb" --fit --capacities="variables=1,fatbins=2" "$tmp/prog")
is 2 $? "fatbins=2 and variables=1: exit 2"
ok "fatbins is named first, with --with-max-fatbins" \
    sh -c "printf '%s\n' \"\$1\" | tail -1 | grep -q 'the fatbins table (2 slots) is the first exceeded.*--with-max-fatbins=N, N >= 3'" x "$out"
out=$("$fb" --fit --capacities=modules=2 "$tmp/prog")
ok "modules (every fatbin loaded) is checked too" \
    sh -c "printf '%s\n' \"\$1\" | tail -1 | grep -q 'modules table (2 slots).*--with-max-modules'" x "$out"

# a program whose cufw was built with a smaller capacity: the copy's ident
# says so, the digits padded to the same length
objcopy --dump-section .comment="$tmp/comment" "$tmp/prog" 2>/dev/null
cur=$(strings -a "$tmp/comment" | sed -n 's/^cufw capacities .* functions=\([0-9]*\) .*/\1/p')
small=$(printf "%0${#cur}d" $(($2 - 1)))
sed "s/ functions=$cur / functions=$small /" "$tmp/comment" > "$tmp/comment.small"
if [ -n "$cur" ] && objcopy --update-section .comment="$tmp/comment.small" "$tmp/prog" "$tmp/prog.small" 2>/dev/null; then
    out=$("$fb" --fit "$tmp/prog.small")
    is 2 $? "a program linked with a cufw of $(($2 - 1)) functions: exit 2"
    ok "its verdict names --with-max-functions" \
        sh -c "printf '%s\n' \"\$1\" | tail -1 | grep -q 'functions table ($(($2 - 1)) slots).*--with-max-functions=N, N >= $2'" x "$out"
else
    skip 2 "objcopy cannot rewrite .comment here"
fi

# bad input: one line on stderr, exit 1
printf 'not a program\n' > "$tmp/text"
"$fb" --fit "$tmp/text" >/dev/null 2>"$tmp/err"
ok "a text file: exit 1, said so" sh -c "test $? -eq 1 && grep -q 'ELF files and ar archives' '$tmp/err'"
"$fb" --fit --capacities=nosuch=3 "$tmp/prog" >/dev/null 2>"$tmp/err"
ok "an unknown capacity: exit 64, said so" sh -c "test $? -eq 64 && grep -q \"'nosuch' is not one of cufw's capacities\" '$tmp/err'"
"$fb" --fit --capacities=functions=0 "$tmp/prog" >/dev/null 2>"$tmp/err"
ok "a capacity of 0: exit 64, said so" sh -c "test $? -eq 64 && grep -q 'positive whole number' '$tmp/err'"
"$fb" --capacities=functions=9 "$tmp/prog" >/dev/null 2>"$tmp/err"
ok "--capacities without --fit: exit 64" sh -c "test $? -eq 64 && grep -q 'goes with --fit' '$tmp/err'"
head -c 2000 "$tmp/prog" > "$tmp/cut"
"$fb" --fit "$tmp/cut" >/dev/null 2>"$tmp/err"
ok "a truncated program: exit 1, said so" sh -c "test $? -eq 1 && grep -q 'ELF' '$tmp/err'"

# NVIDIA's static cuBLAS, when a directory of the 12.x archives is given
libs=${CUFW_TEST_STATIC_LIBS:-}
if [ -n "$libs" ] && [ -f "$libs/libcublas_static.a" ] && [ -n "${CUFW_TEST_STATIC_INCLUDE:-}" ]; then
    cat > "$tmp/sgemm.c" <<'EOF'
#include <cublas_v2.h>
int main(int argc, char **argv)
{
    cublasHandle_t h;
    float a = 1, b = 0, *x = 0;

    if (argc < 2 || cublasCreate(&h) != CUBLAS_STATUS_SUCCESS)
        return 0;
    cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &a, x, 4, x, 4, &b, x, 4);
    return 0;
}
EOF
    ${CUFW_TEST_CC:-cc} -I"$CUFW_TEST_STATIC_INCLUDE" -o "$tmp/sgemm" "$tmp/sgemm.c" -L"$libs" \
        -lcublas_static -lcublasLt_static -lculibos -lcudart_static -ldl -lpthread -lrt -lstdc++ -lm
    "$fb" --fit --capacities=fatbins=64,functions=2048 "$tmp/sgemm" > "$tmp/old"
    rc=$?
    "$fb" --fit "$tmp/sgemm" > "$tmp/new"
    ok "cuBLAS sgemm exceeds the old defaults ($(sed -n 1p "$tmp/old")) and fits this build's" \
        test $rc -eq 2 -a "$(tail -1 "$tmp/new")" = fits
else
    skip 1 "set CUFW_TEST_STATIC_LIBS and CUFW_TEST_STATIC_INCLUDE to a CUDA 12.x toolkit's"
fi
