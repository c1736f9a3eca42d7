#!/bin/bash
# SPDX-License-Identifier: MIT
# scripts/cuda-samples.sh -- build NVIDIA's cuda-samples twice, with
# cudart_static and with -cudart none against cufw, run both, and compare
# their verdicts: the compat check of docs/runtime-over-driver.md.
#
#   scripts/cuda-samples.sh SAMPLES BUILDDIR OUT [JOBS]
#
# SAMPLES is a checkout of github.com/NVIDIA/cuda-samples (it stays outside
# this repository: the programs are NVIDIA's); BUILDDIR holds a built
# libcufw_cudart.a and libcufw.a; OUT receives results.txt (one line per
# program: dir|cudart build|cufw build|cudart exit|cufw exit|same|verdicts)
# and the logs of the pairs that differ. Programs chosen: Samples/0_ to 6_
# whose CMakeLists.txt links no library but the runtime (no cuBLAS, NVRTC,
# OpenGL, Vulkan, MPI, OpenMP, NVML...) and no Windows-only ones. Each is
# compiled as its CMakeLists.txt compiles it (-rdc=true, C++17, sm_90); the
# cufw build runs the device-link step itself, as -cudart none requires. A
# verdict is the last lines that say pass, fail or waive.
#
# Another toolkit (CUDA 12.x, the 13.5 wheels) has no GPU where it is
# installed and is not installed where the GPU is, so the work splits:
#
#   CUFW_SAMPLES_CUDA=TOOLKIT CUFW_SAMPLES_STAGE=compile scripts/cuda-samples.sh ...
#       (where the toolkit is) compiles every program's objects and its
#       device link with TOOLKIT's nvcc into OUT/bin, and copies TOOLKIT's
#       libcudart_static.a and libcudadevrt.a to OUT/lib; BUILDDIR is cufw
#       built with the same toolkit, whose two libraries go to OUT/lib too;
#   CUFW_SAMPLES_STAGE=run scripts/cuda-samples.sh SAMPLES - OUT [JOBS]
#       (on the GPU machine, OUT carried there) links each program twice
#       with the host compiler, against OUT/lib's cudart and against its
#       cufw, runs both and compares, as the one-stage run does.
#
# A program the toolkit cannot compile (a sample newer than the toolkit) is
# listed as skipped with its reason, not compared.
set -u
[ $# -ge 3 ] || { echo "usage: $0 SAMPLES BUILDDIR OUT [JOBS]" >&2; exit 64; }
stage=${CUFW_SAMPLES_STAGE:-all}
case $stage in all|compile|run) ;; *) echo "$0: CUFW_SAMPLES_STAGE is all, compile or run" >&2; exit 64;; esac
samples=$(cd "$1" && pwd) out=$3 jobs=${4:-8}
root=-; [ "$stage" = run ] || root=$(cd "$2" && pwd)
mkdir -p "$out/logs" "$out/lib"
out=$(cd "$out" && pwd)
# the toolkit: CUFW_SAMPLES_CUDA, else the one whose nvcc is on PATH
cuda=${CUFW_SAMPLES_CUDA:-}
if [ -z "$cuda" ] && command -v nvcc > /dev/null 2>&1; then
    cuda=$(dirname "$(dirname "$(command -v nvcc)")")
fi
cuda=${cuda:-/usr/local/cuda}
cudalib=
for l in lib64 lib targets/x86_64-linux/lib lib/x86_64-linux-gnu; do
    [ -f "$cuda/$l/libcudart_static.a" ] && { cudalib=$cuda/$l; break; }
done
if [ "$stage" != run ]; then
    [ -x "$cuda/bin/nvcc" ] || { echo "$0: no nvcc in $cuda/bin (CUFW_SAMPLES_CUDA)" >&2; exit 1; }
    [ -n "$cudalib" ] || { echo "$0: no libcudart_static.a under $cuda" >&2; exit 1; }
fi
# the driver to link the programs that call it: the toolkit's stub, else
# the driver itself
driverlib=
for l in "$cudalib/stubs/libcuda.so" /usr/local/cuda/lib64/stubs/libcuda.so \
         /usr/lib/x86_64-linux-gnu/libcuda.so.1 /usr/lib64/libcuda.so.1; do
    [ -f "$l" ] && { driverlib=$l; break; }
done
nvcc=$cuda/bin/nvcc
export samples root out stage cudalib driverlib nvcc
if [ "$stage" = compile ]; then
    cp "$cudalib/libcudart_static.a" "$cudalib/libcudadevrt.a" "$out/lib/"
    cp "$root/libcufw_cudart.a" "$root/libcufw.a" "$out/lib/"
    "$nvcc" --version | tail -1 > "$out/lib/toolkit.txt"
fi
pick() {
    for d in "$samples"/Samples/[0-6]_*/*/; do
        d=${d%/}; cm=$d/CMakeLists.txt
        [ -f "$cm" ] || continue
        grep -qE "cublas|nvrtc|CUDA::npp|cusparse|curand|cufft|cusolver|nvjpeg|OpenGL|OPENGL|GLUT|glfw|EGL|Vulkan|VULKAN|MPI::|MPI_|OpenMP|X11|FATBIN|PTX_FILE|nvJitLink|cudla|FreeImage|nvml|cupti|nvsci|NVSCI|cudss|cufile|nvtx|cuda_driver|D3D|WIN32" "$cm" && continue
        echo "${d#"$samples"/}"
    done
}
# the sources of DIR (files), nvcc's flags for them (flags) and the link's
# extra libraries (extra), as its CMakeLists.txt has them
sources() {
    s=$samples/$1
    srcs=$(tr '\n' ' ' < "$s/CMakeLists.txt" | grep -oE "add_executable\([^)]*\)" | head -1 | sed -E 's/add_executable\( *[^ ]+ //; s/\)//')
    files=""; for f in $srcs; do files="$files $s/$f"; done
    flags="-O2 -std=c++17 -I$samples/Common -I$s -I$s/inc -I$s/src -gencode arch=compute_90,code=sm_90 --extended-lambda -rdc=true -w"
    extra="-lpthread -ldl -lrt"
    # the driver: found again where the programs are linked (run stage)
    grep -q "cuDeviceGetAttribute\|cuSafeCall" $files 2>/dev/null && extra="$extra @DRIVER@"
}
# compile DIR's sources to objects and device-link them (tmp/o), as
# -rdc=true builds do; extra link flags in tmp/extra
compile() {
    d=$1; n=$(basename "$d"); log=$out/logs/$n; tmp=$out/bin/$n
    mkdir -p "$tmp/o"
    sources "$d"
    printf '%s\n' "$d" > "$tmp/dir"; printf '%s\n' "$extra" > "$tmp/extra"
    : > "$tmp/objs"
    for f in $files; do
        b=$(basename "$f"); echo "o/$b.o" >> "$tmp/objs"
        "$nvcc" $flags -dc "$f" -o "$tmp/o/$b.o" >> "$log.compile.txt" 2>&1 || return 1
    done
    "$nvcc" -gencode arch=compute_90,code=sm_90 -dlink $(sed "s|^|$tmp/|" "$tmp/objs") \
        -o "$tmp/o/dlink.o" -L"$cudalib" -lcudadevrt >> "$log.compile.txt" 2>&1
}
# link tmp's objects against cudart (LIB=cudart) or cufw and name the result
link() {
    tmp=$1 lib=$2
    objs=$(sed "s|^|$tmp/|" "$tmp/objs")
    if [ "$lib" = cudart ]; then libs="$out/lib/libcudadevrt.a $out/lib/libcudart_static.a"
    else libs="$out/lib/libcufw_cudart.a $out/lib/libcufw.a $out/lib/libcudadevrt.a"; fi
    g++ -o "$tmp/$(basename "$tmp").$lib" $objs "$tmp/o/dlink.o" $libs $(sed "s|@DRIVER@|$driverlib|" "$tmp/extra")
}
verdict() { grep -aiE "pass|fail|waiv|mismatch|incorrect" "$1" 2>/dev/null | tail -3 | tr '\n' ' ' | tr -s ' ' | cut -c1-200; }
# run both builds of DIR (bc, bf: their build statuses) and write its line
compare() {
    d=$1 bc=$2 bf=$3; n=$(basename "$d"); s=$samples/$d; log=$out/logs/$n; tmp=$out/bin/$n
    rc=-; rf=-; vc=-; vf=-
    # run in the sample's folder, where its data files are
    [ $bc -eq 0 ] && { (cd "$s" && timeout 180 "$tmp/$n.cudart" < /dev/null > "$log.run-cudart.txt" 2>&1); rc=$?; }
    [ $bf -eq 0 ] && { (cd "$s" && timeout 180 "$tmp/$n.cufw" < /dev/null > "$log.run-cufw.txt" 2>&1); rf=$?; }
    [ $bc -eq 0 ] && vc=$(verdict "$log.run-cudart.txt")
    [ $bf -eq 0 ] && vf=$(verdict "$log.run-cufw.txt")
    same=no; [ "$bc" = 0 ] && [ "$bf" = 0 ] && [ "$rc" = "$rf" ] && [ "$vc" = "$vf" ] && same=yes
    [ $same = yes ] && rm -f "$log".run-* "$log".build-*
    printf '%s|%s|%s|%s|%s|%s|%s|%s\n' "$d" "$bc" "$bf" "$rc" "$rf" "$same" "$vc" "$vf" >> "$out/results.txt"
}
one() {
    d=$1; n=$(basename "$d"); s=$samples/$d; log=$out/logs/$n; tmp=$out/bin/$n
    case $stage in
    compile)
        if ! compile "$d"; then
            printf '%s|does not compile with %s\n' "$d" "$(cat "$out/lib/toolkit.txt")" >> "$out/skipped.txt"
            rm -rf "$tmp"
        else
            rm -f "$log.compile.txt"
        fi
        return ;;
    run)
        bc=0; bf=0
        link "$tmp" cudart > "$log.build-cudart.txt" 2>&1 || bc=1
        link "$tmp" cufw > "$log.build-cufw.txt" 2>&1 || bf=1
        compare "$d" $bc $bf
        return ;;
    esac
    # both stages here: the cudart build as nvcc builds it in one step
    mkdir -p "$tmp/o"
    sources "$d"
    extra=$(echo "$extra" | sed "s|@DRIVER@|$driverlib|")
    "$nvcc" $flags $files -o "$tmp/$n.cudart" -L"$cudalib" $extra > "$log.build-cudart.txt" 2>&1; bc=$?
    bf=0
    { compile "$d" && "$nvcc" -cudart none -o "$tmp/$n.cufw" $(sed "s|^|$tmp/|" "$tmp/objs") "$tmp/o/dlink.o" \
        "$root/libcufw_cudart.a" "$root/libcufw.a" -L"$cudalib" -lcudadevrt $extra; } \
        >> "$log.build-cufw.txt" 2>&1 || bf=1
    cat "$log.compile.txt" >> "$log.build-cufw.txt" 2>/dev/null; rm -f "$log.compile.txt"
    compare "$d" $bc $bf
}
export -f pick sources compile link verdict compare one
: > "$out/results.txt"
[ "$stage" = run ] || : > "$out/skipped.txt"
if [ "$stage" = run ]; then
    for t in "$out"/bin/*/; do [ -f "$t/o/dlink.o" ] && cat "$t/dir"; done
else
    pick
fi | xargs -P "$jobs" -I{} bash -c 'one {}'
skipped=$(cat "$out/skipped.txt" 2>/dev/null | wc -l)
if [ "$stage" = compile ]; then
    built=$(ls -d "$out"/bin/*/ 2>/dev/null | wc -l)
    echo "cuda-samples: compiled $built programs with $(cat "$out/lib/toolkit.txt"); $skipped do not compile with it"
    exit 0
fi
sort -o "$out/results.txt" "$out/results.txt"
total=$(wc -l < "$out/results.txt")
linked=$(awk -F'|' '$3 == 0' "$out/results.txt" | wc -l)
same=$(awk -F'|' '$6 == "yes"' "$out/results.txt" | wc -l)
echo "cuda-samples: $total programs; cufw links $linked; same exit status and verdict as cudart: $same; $skipped skipped"
awk -F'|' '$6 != "yes" {print "differs: " $1 " (build " $2 "/" $3 ", exit " $4 "/" $5 ")"}' "$out/results.txt"
sed 's/^/skipped: /' "$out/skipped.txt" 2>/dev/null
[ "$same" -eq "$total" ]
