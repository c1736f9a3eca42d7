#!/bin/bash
# SPDX-License-Identifier: MIT
# scripts/libraries.sh -- NVIDIA's libraries over cufw: programs of our own
# over each static math library, a program with two runtimes in one
# process, and NCCL's nccl-tests, each built twice from the same objects
# (with cudart_static, and with -cudart none against cufw), run in
# alternation, and compared: the same checked results, and the times or
# bandwidths side by side.
#
#   scripts/libraries.sh BUILDDIR OUT [NCCL_TESTS]
#
# BUILDDIR holds a built libcufw_cudart.a and libcufw.a. OUT receives
# results.txt (one line per program or collective: what, cudart's result,
# cufw's, the verdict), failures.txt (what failed, empty when nothing did), times.txt
# (label, cudart median, cufw median, ratio cufw/cudart, the ratio's range
# over the rounds) and the logs. NCCL_TESTS is a checkout of
# github.com/NVIDIA/nccl-tests (it stays outside this repository: the
# programs are NVIDIA's), built against NCCL's static library.
#
# The toolkit is CUDA_HOME (default /usr/local/cuda) with its static math
# libraries (lib64/lib*_static.a, libculibos.a); NCCL is NCCL_HOME (default
# /usr: include/nccl.h, and libnccl_static.a in lib, lib64 or the system's
# multiarch folder). PARTS (default "programs nccl") picks what runs, and
# PROGRAMS (default: every scripts/libraries/*.cu) which programs.
# ROUNDS (default 5) is how many times each build of a
# program runs, the two builds in alternation; ARCH (default sm_90) the
# GPU code built; NCCL_GPUS (default 1) nccl-tests' -g. Programs a library
# is missing for are skipped, saying which.
set -u
[ $# -ge 2 ] || { echo "usage: $0 BUILDDIR OUT [NCCL_TESTS]" >&2; exit 64; }
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$1" && pwd)
mkdir -p "$2/logs" "$2/bin"
out=$(cd "$2" && pwd)
ncclt=${3:-}
cuda=${CUDA_HOME:-/usr/local/cuda}
nvcc=$cuda/bin/nvcc
rounds=${ROUNDS:-5}
arch=${ARCH:-sm_90}
gpus=${NCCL_GPUS:-1}
jobs=${JOBS:-$(nproc)}
parts=${PARTS:-programs nccl}
lib=$cuda/lib64
[ -d "$lib" ] || lib=$cuda/lib
for f in "$root/libcufw_cudart.a" "$root/libcufw.a" "$nvcc"; do
    [ -e "$f" ] || { echo "libraries: $f is missing" >&2; exit 66; }
done
# nvcc's link with cudart_static adds the device runtime (libcudadevrt);
# -cudart none leaves it out, and a device-linked program (cuFFT's, below)
# needs it, so the cufw link names it
cufw_libs="$root/libcufw_cudart.a $root/libcufw.a -lcudadevrt -ldl -lpthread -lrt"
gencode="-gencode arch=compute_${arch#sm_},code=$arch"
: >"$out/results.txt"
: >"$out/times.txt"
: >"$out/failures.txt"
export root out cuda nvcc lib gencode cufw_libs here

# The libraries each program links, in link order; a program whose first
# archive is missing is skipped.
libs_of() {
    case $1 in
    cublas) echo "-lcublas_static -lcublasLt_static -lculibos" ;;
    cublaslt) echo "-lcublasLt_static -lculibos" ;;
    cufft) echo "-lcufft_static -lculibos" ;;
    curand) echo "-lcurand_static -lculibos" ;;
    cusparse) echo "-lcusparse_static -lculibos" ;;
    cusolver) echo "-lcusolver_static -lcusolver_lapack_static -lcusparse_static -lcublas_static -lcublasLt_static -lculibos" ;;
    npp) echo "-lnppif_static -lnppig_static -lnppial_static -lnppidei_static -lnppisu_static -lnppc_static -lculibos" ;;
    nvjpeg) echo "-lnvjpeg_static -lculibos" ;;
    runtimes) echo "-lcublas -lcublasLt" ;;
    *) echo "" ;;
    esac
}

# Whether a program's libraries hold relocatable device code that a device
# link must join (cuFFT's static archive: its callback support). nvcc's
# link with cudart_static runs that device link itself; with -cudart none
# it does not, so the cufw build runs it (nvcc -dlink), as a program that
# links cuFFT's static library against cufw must.
dlink_of() {
    case $1 in
    cufft) echo yes ;;
    esac
}

# Build one program: one object, two links. Prints nothing; the logs say.
build() {
    p=$1 libs=$(libs_of "$1") b=$out/bin/$1 log=$out/logs/$1
    first=${libs%% *}
    case $first in
    -l*_static)
        a=$lib/lib${first#-l}.a
        [ -f "$a" ] || { echo "missing $a" >"$log.skip"; return; } ;;
    esac
    $nvcc -std=c++17 -O2 $gencode -I"$here/libraries" -I"$cuda/include" -c "$here/libraries/$p.cu" \
        -o "$b.o" >"$log.build.txt" 2>&1 || return
    $nvcc $gencode -cudart static "$b.o" -o "$b.cudart" -L"$lib" -Xlinker -rpath="$lib" $libs -lpthread -ldl -lrt \
        >>"$log.build.txt" 2>&1
    dl=""
    if [ "$(dlink_of "$p")" = yes ]; then
        $nvcc $gencode -dlink "$b.o" -L"$lib" $libs -lcudadevrt -o "$b.dlink.o" \
            >>"$log.build.txt" 2>&1 || return
        dl=$b.dlink.o
    fi
    $nvcc $gencode -cudart none "$b.o" $dl -o "$b.cufw" -L"$lib" -Xlinker -rpath="$lib" $libs $cufw_libs \
        >>"$log.build.txt" 2>&1
}
export -f build libs_of dlink_of

# Pairs "cudart cufw" on stdin, one a round, for LABEL: the label, each
# build's median, the ratio of the medians (cufw/cudart) and the range of
# the rounds' ratios; UNIT is appended.
ratio() {
    python3 -c '
import statistics, sys
rows = [tuple(map(float, l.split())) for l in sys.stdin if l.strip()]
rows = [r for r in rows if r[0] > 0 and r[1] > 0]  # a 0 is no measurement
if rows:
    c = statistics.median(r[0] for r in rows)
    f = statistics.median(r[1] for r in rows)
    q = [r[1] / r[0] for r in rows]
    print("%s %.2f %.2f %.4f %.4f %.4f %s" % (sys.argv[1], c, f, f / c, min(q), max(q), sys.argv[2]))
' "$1" "$2"
}

# Record a failure: it makes the harness exit non-zero.
fail() { echo "$*" >>"$out/failures.txt"; }

# The checked lines of a run: TAP results and the plan, nothing measured.
checked() { grep -aE '^(ok|not ok) [0-9]+|^1\.\.[0-9]+' "$1"; }

# Run both builds of a program ROUNDS times in alternation. The first
# round's checked lines must be the same in both, and every run must exit 0.
compare() {
    p=$1 b=$out/bin/$1 log=$out/logs/$1
    if [ -f "$log.skip" ]; then
        echo "$p|skip|skip|$(cat "$log.skip")" >>"$out/results.txt"; return
    fi
    if [ ! -x "$b.cudart" ] || [ ! -x "$b.cufw" ]; then
        echo "$p|build:$([ -x "$b.cudart" ] && echo ok || echo failed)|build:$([ -x "$b.cufw" ] && echo ok || echo failed)|see logs/$p.build.txt" >>"$out/results.txt"
        fail "$p: a build failed"
        return
    fi
    fails=""
    for r in $(seq 1 "$rounds"); do
        for w in cudart cufw; do
            timeout 300 "$b.$w" >"$log.$w.$r.txt" 2>&1 || fails="$fails $w#$r:exit$?"
        done
    done
    checked "$log.cudart.1.txt" >"$log.cudart.checked"
    checked "$log.cufw.1.txt" >"$log.cufw.checked"
    n=$(grep -c '^ok' "$log.cufw.checked")
    nc=$(grep -c '^ok' "$log.cudart.checked")
    bad=$(grep -c '^not ok' "$log.cufw.checked")
    same=same; cmp -s "$log.cudart.checked" "$log.cufw.checked" || same=DIFFERENT
    echo "$p|$nc ok|$n ok, $bad not ok|$same${fails:+; failed runs:$fails}" >>"$out/results.txt"
    [ "$same" = same ] || fail "$p: the two builds' checked lines differ"
    [ "$bad" -eq 0 ] && [ "$n" -gt 0 ] || fail "$p: $bad checks failed over cufw ($n passed)"
    [ -z "$fails" ] || fail "$p: runs failed:$fails"
    for label in $(grep -ahE '^time ' "$log".cufw.*.txt | awk '{print $2}' | sort -u); do
        for r in $(seq 1 "$rounds"); do
            c=$(awk -v l="$label" '$1 == "time" && $2 == l {print $3}' "$log.cudart.$r.txt")
            f=$(awk -v l="$label" '$1 == "time" && $2 == l {print $3}' "$log.cufw.$r.txt")
            [ -n "$c" ] && [ -n "$f" ] && echo "$c $f"
        done | ratio "$p/$label" us
    done >>"$out/times.txt"
}

case " $parts " in
*" programs "*)
    progs=${PROGRAMS:-$(cd "$here/libraries" && ls *.cu | sed 's/\.cu$//')}
    echo "libraries: building $(echo $progs | wc -w) programs" >&2
    printf '%s\n' $progs | xargs -P "$jobs" -I{} bash -c 'build {}'
    for p in $progs; do compare "$p"; done ;;
esac

# nccl-tests over NCCL's static library: the cudart build as its Makefile
# builds it (with cudart_static), the cufw build through a compiler wrapper
# that links compat instead.
nccl_tests() {
    nh=${NCCL_HOME:-/usr}
    na=""
    for d in "$nh/lib" "$nh/lib64" "$nh/lib/$(gcc -print-multiarch 2>/dev/null)"; do
        [ -f "$d/libnccl_static.a" ] && { na=$d; break; }
    done
    [ -n "$na" ] || { echo "nccl-tests|skip|skip|no libnccl_static.a under $nh" >>"$out/results.txt"; return; }
    w=$out/bin/nvcc-cufw
    cat >"$w" <<EOF
#!/bin/sh
# nvcc, linking cufw's Runtime instead of cudart when it links
case " \$* " in
*" -c "* | *" --version "*) exec $nvcc "\$@" ;;
*) exec $nvcc -cudart none "\$@" $cufw_libs ;;
esac
EOF
    chmod +x "$w"
    # -lnccl, as the Makefile says, finds the static library first: a
    # folder of its own, searched before the system's, holds it as libnccl.a
    mkdir -p "$out/bin/nccl-lib"
    ln -sf "$na/libnccl_static.a" "$out/bin/nccl-lib/libnccl.a"
    for v in cudart cufw; do
        nv=$nvcc cl=cudart_static
        [ $v = cufw ] && nv=$w cl=rt
        # CUDARTLIB is the one library the Makefile names before NCCL;
        # for cufw it is librt, which it links anyway
        make -C "$ncclt/src" -j"$jobs" BUILDDIR="$out/bin/nccl-$v" NVCC="$nv" CUDA_HOME="$cuda" \
            NCCL_HOME="$nh" NVCC_GENCODE="$gencode" CUDARTLIB=$cl VERBOSE=1 \
            CUDA_LIB="$out/bin/nccl-lib -L$lib" >"$out/logs/nccl-tests.build-$v.txt" 2>&1 &
    done
    wait
    for t in all_reduce all_gather reduce_scatter broadcast sendrecv; do
        for mode in check graph; do
            args="-b 1M -e 1G -f 4 -g $gpus -w 5 -n 20"
            [ $mode = check ] && args="$args -c 1" || args="$args -c 1 -G 10"
            for r in $(seq 1 "$rounds"); do
                for v in cudart cufw; do
                    e=$out/bin/nccl-$v/${t}_perf
                    [ -x "$e" ] || continue
                    NCCL_NVLS_ENABLE=0 timeout 120 "$e" $args \
                        >"$out/logs/nccl-$t-$mode-$v.$r.txt" 2>&1 || echo "exit $?" >>"$out/logs/nccl-$t-$mode-$v.$r.txt"
                done
            done
            nccl_compare "$t" "$mode"
        done
    done
}

# The rows of an nccl-tests output: size, out-of-place algbw and #wrong,
# in-place algbw and #wrong (from the last eight columns; a #wrong of N/A,
# not checked, as 0). The algorithm bandwidth, not the bus bandwidth: on
# one GPU the bus bandwidth of a reduction is 0 by its definition.
nccl_rows() {
    awk '$1 ~ /^[0-9]+$/ && NF >= 12 {
        w1 = $(NF-4) == "N/A" ? 0 : $(NF-4); w2 = $NF == "N/A" ? 0 : $NF
        print $1, $(NF-6), w1, $(NF-2), w2 }' "$1"
}

nccl_compare() {
    t=$1 mode=$2 base=$out/logs/nccl-$t-$mode
    if [ ! -f "$base-cufw.1.txt" ] || [ ! -f "$base-cudart.1.txt" ]; then
        echo "nccl-$t-$mode|build?|build?|see logs/nccl-tests.build-*.txt" >>"$out/results.txt"; return
    fi
    wrong=$(for f in "$base"-*.txt; do nccl_rows "$f"; done | awk '$3 != 0 || $5 != 0' | wc -l)
    rows=$(nccl_rows "$base-cufw.1.txt" | wc -l)
    errs=$(grep -l "^exit\|Test NCCL failure\|Test CUDA failure" "$base"-*.txt 2>/dev/null | wc -l)
    echo "nccl-$t-$mode|$(nccl_rows "$base-cudart.1.txt" | wc -l) sizes|$rows sizes|wrong values: $wrong; failed runs: $errs" >>"$out/results.txt"
    [ "$rows" -gt 0 ] && [ "$wrong" -eq 0 ] && [ "$errs" -eq 0 ] ||
        fail "nccl-$t-$mode: $rows sizes, $wrong wrong, $errs failed runs"
    # the out-of-place algorithm bandwidth from 64 MiB up (higher is better)
    for size in $(nccl_rows "$base-cufw.1.txt" | awk '$1 >= 67108864 {print $1}'); do
        for r in $(seq 1 "$rounds"); do
            c=$(nccl_rows "$base-cudart.$r.txt" | awk -v s="$size" '$1 == s {print $2}')
            f=$(nccl_rows "$base-cufw.$r.txt" | awk -v s="$size" '$1 == s {print $2}')
            [ -n "$c" ] && [ -n "$f" ] && echo "$c $f"
        done | ratio "nccl/$t-$mode/$size" GB/s
    done >>"$out/times.txt"
}

case " $parts " in
*" nccl "*) [ -n "$ncclt" ] && nccl_tests ;;
esac

echo "== results (program|cudart|cufw|verdict)"
cat "$out/results.txt"
echo "== times (label cudart cufw cufw/cudart [range over $rounds rounds]; for GB/s, higher is better)"
cat "$out/times.txt"
if [ -s "$out/failures.txt" ]; then
    echo "== failures"; cat "$out/failures.txt"; exit 1
fi
echo "libraries: every program gave the same checked results over cufw as over cudart"
