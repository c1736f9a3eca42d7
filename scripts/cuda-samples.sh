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
set -u
[ $# -ge 3 ] || { echo "usage: $0 SAMPLES BUILDDIR OUT [JOBS]" >&2; exit 64; }
samples=$(cd "$1" && pwd) root=$(cd "$2" && pwd) out=$3 jobs=${4:-8}
mkdir -p "$out/logs"
out=$(cd "$out" && pwd)
export samples root out
pick() {
    for d in "$samples"/Samples/[0-6]_*/*/; do
        d=${d%/}; cm=$d/CMakeLists.txt
        [ -f "$cm" ] || continue
        grep -qE "cublas|nvrtc|CUDA::npp|cusparse|curand|cufft|cusolver|nvjpeg|OpenGL|OPENGL|GLUT|glfw|EGL|Vulkan|VULKAN|MPI::|MPI_|OpenMP|X11|FATBIN|PTX_FILE|nvJitLink|cudla|FreeImage|nvml|cupti|nvsci|NVSCI|cudss|cufile|nvtx|cuda_driver|D3D|WIN32" "$cm" && continue
        echo "${d#"$samples"/}"
    done
}
one() {
    d=$1; n=$(basename "$d"); s=$samples/$d; log=$out/logs/$n; tmp=$out/bin/$n
    mkdir -p "$tmp/o"
    srcs=$(tr '\n' ' ' < "$s/CMakeLists.txt" | grep -oE "add_executable\([^)]*\)" | head -1 | sed -E 's/add_executable\( *[^ ]+ //; s/\)//')
    files=""; for f in $srcs; do files="$files $s/$f"; done
    flags="-O2 -std=c++17 -I$samples/Common -I$s -I$s/inc -I$s/src -gencode arch=compute_90,code=sm_90 --extended-lambda -rdc=true -w"
    extra="-lpthread -ldl -lrt"
    grep -q "cuDeviceGetAttribute\|cuSafeCall" $files 2>/dev/null && extra="$extra -L/usr/local/cuda/lib64/stubs -lcuda"
    nvcc $flags $files -o "$tmp/$n.cudart" $extra > "$log.build-cudart.txt" 2>&1; bc=$?
    bf=0; objs=""
    for f in $files; do
        b=$(basename "$f"); objs="$objs $tmp/o/$b.o"
        nvcc $flags -dc "$f" -o "$tmp/o/$b.o" >> "$log.build-cufw.txt" 2>&1 || bf=1
    done
    [ $bf -eq 0 ] && { nvcc -gencode arch=compute_90,code=sm_90 -dlink $objs -o "$tmp/o/dlink.o" -lcudadevrt >> "$log.build-cufw.txt" 2>&1 || bf=1; }
    [ $bf -eq 0 ] && { nvcc -cudart none -o "$tmp/$n.cufw" $objs "$tmp/o/dlink.o" "$root/libcufw_cudart.a" "$root/libcufw.a" -L/usr/local/cuda/lib64 -lcudadevrt $extra >> "$log.build-cufw.txt" 2>&1 || bf=1; }
    rc=-; rf=-; vc=-; vf=-
    # run in the sample's folder, where its data files are
    [ $bc -eq 0 ] && { (cd "$s" && timeout 180 "$tmp/$n.cudart" < /dev/null > "$log.run-cudart.txt" 2>&1); rc=$?; }
    [ $bf -eq 0 ] && { (cd "$s" && timeout 180 "$tmp/$n.cufw" < /dev/null > "$log.run-cufw.txt" 2>&1); rf=$?; }
    verdict() { grep -aiE "pass|fail|waiv|mismatch|incorrect" "$1" 2>/dev/null | tail -3 | tr '\n' ' ' | tr -s ' ' | cut -c1-200; }
    [ $bc -eq 0 ] && vc=$(verdict "$log.run-cudart.txt")
    [ $bf -eq 0 ] && vf=$(verdict "$log.run-cufw.txt")
    same=no; [ "$bc" = 0 ] && [ "$bf" = 0 ] && [ "$rc" = "$rf" ] && [ "$vc" = "$vf" ] && same=yes
    [ $same = yes ] && rm -f "$log".*
    printf '%s|%s|%s|%s|%s|%s|%s|%s\n' "$d" "$bc" "$bf" "$rc" "$rf" "$same" "$vc" "$vf" >> "$out/results.txt"
}
export -f one
: > "$out/results.txt"
pick | xargs -P "$jobs" -I{} bash -c 'one {}'
sort -o "$out/results.txt" "$out/results.txt"
total=$(wc -l < "$out/results.txt")
linked=$(awk -F'|' '$3 == 0' "$out/results.txt" | wc -l)
same=$(awk -F'|' '$6 == "yes"' "$out/results.txt" | wc -l)
echo "cuda-samples: $total programs; cufw links $linked; same exit status and verdict as cudart: $same"
awk -F'|' '$6 != "yes" {print "differs: " $1 " (build " $2 "/" $3 ", exit " $4 "/" $5 ")"}' "$out/results.txt"
[ "$same" -eq "$total" ]
