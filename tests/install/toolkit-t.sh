#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/toolkit-t.sh -- configure finds the CUDA toolkit in each of
# its layouts, from fake toolkits that hold only what configure reads (a
# cuda.h with its CUDA_VERSION, the other headers empty, an empty
# libcudart_static.a, an nvcc script that says its release), so that it
# runs without CUDA and without a network:
#   wheels        NVIDIA's pip wheels, SITE/nvidia/cu13 (bin/nvcc,
#                 include/, lib/), from --with-cuda (with a trailing slash)
#                 and from nvcc on PATH; the summary names the wheels;
#   distribution  Debian's and Ubuntu's packages, PREFIX/usr (bin/nvcc,
#                 include/, lib/MULTIARCH/), from --with-cuda and from nvcc
#                 on PATH;
#   flat          bin/nvcc, include/, lib64/;
#   targets       NVIDIA's toolkit, targets/NAME (tests/install/configure-t
#                 covers its cross builds).
# A missing piece stops configure with a message that names it and, for
# the wheels and the distribution, the package that has it -- except
# libcudart_static.a, which only the differential tests' reference half
# links: without it configure warns, and those programs skip. 12.4 and
# 13.0 to 13.5 are supported; 12.5 to 12.9, 13.6 and later, and an nvcc of
# another release than cuda.h, give a warning; older than 12.4 stops it
# unless --enable-unsupported-cuda.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
. "${CUFW_TOP_SRCDIR:-.}/tests/install/common.sh"
[ -f "$src/configure" ] || skip_all "no configure script in $src"
unset NVCC CUDA_HOME
cc=${CUFW_CC:-cc}
scratch toolkit-t
plan 51

# headers DIR VERSION: the headers cufw includes, cuda.h with CUDA_VERSION
headers() {
    mkdir -p "$1" && printf '#define CUDA_VERSION %s\n' "$2" >"$1/cuda.h" || return 1
    for h in cudaTypedefs.h cudaProfiler.h cudaProfilerTypedefs.h cuda_runtime_api.h \
        cuda_profiler_api.h; do
        printf '/* %s */\n' "$h" >"$1/$h" || return 1
    done
}
# nvcc DIR RELEASE: DIR/nvcc, a script that answers what configure asks
nvcc() {
    mkdir -p "$1" && cat >"$1/nvcc" <<EOF && chmod +x "$1/nvcc"
#!/bin/sh
case \$1 in
    --version) echo "Cuda compilation tools, release $2, V$2.1" ;;
    --list-gpu-code) printf 'sm_75\\nsm_90\\n' ;;
esac
EOF
}
cudart() { mkdir -p "$1" && printf '!<arch>\n' >"$1/libcudart_static.a"; }

# The host's multiarch folder, as configure finds it.
ma=$($cc -print-multiarch 2>/dev/null)
[ -n "$ma" ] || ma=$("$src/build-aux/config.guess" | sed 's/^\([^-]*\)-[^-]*-/\1-/')
case $("$src/build-aux/config.guess") in
    x86_64-*) native=x86_64-linux ;;
    aarch64-*) native=sbsa-linux ;;
    *) native="" ;;
esac

# wheels SITE VERSION RELEASE: NVIDIA's wheels installed into SITE
wheels() {
    headers "$1/nvidia/cu13/include" "$2" && nvcc "$1/nvidia/cu13/bin" "$3" &&
        cudart "$1/nvidia/cu13/lib" && mkdir -p "$1/nvidia_cuda_runtime-$3.96.dist-info" \
        "$1/nvidia_cuda_nvcc-$3.88.dist-info"
}
# distribution PREFIX VERSION RELEASE: the packages unpacked into PREFIX/usr
distribution() {
    headers "$1/usr/include" "$2" && nvcc "$1/usr/bin" "$3" && cudart "$1/usr/lib/$ma"
}
wheels "$tmp/site" 13000 13.0 &&
    distribution "$tmp/deb" 13000 13.0 &&
    headers "$tmp/flat/include" 13000 && nvcc "$tmp/flat/bin" 13.0 && cudart "$tmp/flat/lib64" &&
    wheels "$tmp/noprof" 13000 13.0 &&
    rm "$tmp/noprof/nvidia/cu13/include/cudaProfiler.h" \
        "$tmp/noprof/nvidia/cu13/include/cuda_profiler_api.h" &&
    wheels "$tmp/nonvcc" 13000 13.0 && rm "$tmp/nonvcc/nvidia/cu13/bin/nvcc" &&
    distribution "$tmp/nocudart" 13000 13.0 && rm "$tmp/nocudart/usr/lib/$ma/libcudart_static.a" &&
    distribution "$tmp/notypedefs" 13000 13.0 && rm "$tmp/notypedefs/usr/include/cudaTypedefs.h" &&
    distribution "$tmp/deb124" 12040 12.4 &&
    distribution "$tmp/deb126" 12060 12.6 &&
    distribution "$tmp/deb122" 12020 12.2 &&
    wheels "$tmp/site135" 13050 13.5 &&
    wheels "$tmp/site136" 13060 13.6 &&
    wheels "$tmp/mixed" 13000 13.5 ||
    bail "cannot make the fake toolkits"
if [ -n "$native" ]; then
    t=$tmp/nv/targets/$native
    headers "$t/include" 13000 && cudart "$t/lib" && nvcc "$tmp/nv/bin" 13.0 &&
        ln -s "targets/$native/include" "$tmp/nv/include" &&
        ln -s "targets/$native/lib" "$tmp/nv/lib64" || bail "cannot make the fake toolkit"
fi

# run NAME [VAR=VALUE...] -- [ARG...]: configure in a fresh copy of the
# inputs, in the background, with the environment's VAR=VALUEs; its output
# in $tmp/NAME.out and .err, its status in .rc.
run() {
    name=$1
    shift
    configure_inputs "$tmp/$name" || bail "cannot copy the configure inputs"
    (cd "$tmp/$name" && env "$@" --disable-dependency-tracking --without-zstd --without-lz4 \
        --enable-embed-asm=no CC="$cc" >"$tmp/$name.out" 2>"$tmp/$name.err"
     echo $? >"$tmp/$name.rc") &
}
cfg=./configure
run wheels "$cfg" --with-cuda="$tmp/site/nvidia/cu13/"
run wheels-path PATH="$tmp/site/nvidia/cu13/bin:$PATH" "$cfg"
run deb "$cfg" --with-cuda="$tmp/deb/usr"
run deb-path PATH="$tmp/deb/usr/bin:$PATH" "$cfg"
run flat "$cfg" --with-cuda="$tmp/flat"
[ -z "$native" ] || run nv "$cfg" --with-cuda="$tmp/nv"
run noprof "$cfg" --with-cuda="$tmp/noprof/nvidia/cu13"
run nonvcc "$cfg" --with-cuda="$tmp/nonvcc/nvidia/cu13"
run nocudart "$cfg" --with-cuda="$tmp/nocudart/usr"
run notypedefs "$cfg" --with-cuda="$tmp/notypedefs/usr"
run deb124 "$cfg" --with-cuda="$tmp/deb124/usr"
run deb126 "$cfg" --with-cuda="$tmp/deb126/usr"
run deb122 "$cfg" --with-cuda="$tmp/deb122/usr"
run deb122u "$cfg" --with-cuda="$tmp/deb122/usr" --enable-unsupported-cuda
run site135 "$cfg" --with-cuda="$tmp/site135/nvidia/cu13"
run site136 "$cfg" --with-cuda="$tmp/site136/nvidia/cu13"
run mixed "$cfg" --with-cuda="$tmp/mixed/nvidia/cu13"
wait

var() { # the value of the Makefile variable $2 of run $1
    sed -n "s/^$2 = //p" "$tmp/$1/Makefile" 2>/dev/null
}
rc() { cat "$tmp/$1.rc"; }
summary() { # the summary's line $2 of run $1, without its label
    sed -n "s/^  $2: *//p" "$tmp/$1.out"
}

w=$tmp/site/nvidia/cu13
is "0 wheels" "$(rc wheels) $(var wheels CUFW_CUDA_LAYOUT)" "the wheels' tree: configure takes it"
[ "$(rc wheels)" = 0 ] || diag "$(tail -3 "$tmp/wheels.err")"
is "$w -I$w/include $w/lib" \
    "$(var wheels CUDA_HOME) $(var wheels CUDA_CPPFLAGS) $(var wheels CUDA_LIBDIR)" \
    "the wheels: the root without the trailing slash, include/ and lib/"
is "13000 $w/bin/nvcc" "$(var wheels CUFW_CUDA_VERSION) $(var wheels NVCC)" \
    "the wheels: the version from cuda.h, their nvcc"
is "NVIDIA's pip wheels (nvidia-cuda-runtime 13.0.96, nvidia-cuda-nvcc 13.0.88)" \
    "$(summary wheels layout)" "the summary names the wheels and their versions"
is "CUDA 13.0 (cuda.h 13000)" "$(summary wheels 'CUDA toolkit')" "the summary says the version"
is "" "$(cat "$tmp/wheels.err")" "the wheels: nothing on stderr"
is "0 wheels $w" \
    "$(rc wheels-path) $(var wheels-path CUFW_CUDA_LAYOUT) $(var wheels-path CUDA_HOME)" \
    "the wheels' nvcc on PATH leads to their tree"

d=$tmp/deb/usr
is "0 distribution" "$(rc deb) $(var deb CUFW_CUDA_LAYOUT)" \
    "the distribution's layout: configure takes it"
[ "$(rc deb)" = 0 ] || diag "$(tail -3 "$tmp/deb.err")"
is "$d -I$d/include $d/lib/$ma" \
    "$(var deb CUDA_HOME) $(var deb CUDA_CPPFLAGS) $(var deb CUDA_LIBDIR)" \
    "the distribution: include/ and the multiarch folder lib/$ma"
is "the distribution's (include/, lib/$ma/)" "$(summary deb layout)" \
    "the summary names the distribution's layout"
is "" "$(cat "$tmp/deb.err")" "the distribution: nothing on stderr"
is "0 distribution $d" "$(rc deb-path) $(var deb-path CUFW_CUDA_LAYOUT) $(var deb-path CUDA_HOME)" \
    "the distribution's nvcc on PATH (a script, PREFIX/usr/bin/nvcc) leads to PREFIX/usr"

is "0 flat $tmp/flat/lib64" "$(rc flat) $(var flat CUFW_CUDA_LAYOUT) $(var flat CUDA_LIBDIR)" \
    "include/ and lib64/ without targets/: the flat layout"
if [ -n "$native" ]; then
    is "0 targets $native $tmp/nv/targets/$native/lib" \
        "$(rc nv) $(var nv CUFW_CUDA_LAYOUT) $(var nv CUDA_TARGET) $(var nv CUDA_LIBDIR)" \
        "NVIDIA's layout: targets/$native"
    is "NVIDIA's toolkit (targets/$native)" "$(summary nv layout)" "the summary names it"
else
    skip 2 "no target tree name for this machine"
fi

is 1 "$(rc noprof)" "wheels without nvidia-cuda-profiler-api: configure fails"
ok "it names the two headers missing" grep -q \
    "headers lack cudaProfiler.h cuda_profiler_api.h (looked in $tmp/noprof/nvidia/cu13/include)" \
    "$tmp/noprof.err"
ok "and the wheel that has them, of nvcc's release" \
    grep -q "in: nvidia-cuda-profiler-api (pip install NAME==13.0.\*" "$tmp/noprof.err"
is 1 "$(rc nonvcc)" "wheels without nvidia-cuda-nvcc: configure fails"
ok "it names nvcc and where it looked" \
    grep -q "nvcc was not found in $tmp/nonvcc/nvidia/cu13/bin" "$tmp/nonvcc.err"
ok "and the wheel that has it, of the runtime's release" \
    grep -q "in nvidia-cuda-nvcc (pip install nvidia-cuda-nvcc==13.0.\*" "$tmp/nonvcc.err"
# Only the differential tests' reference half needs NVIDIA's runtime: a
# library-only package is built without it.
is 0 "$(rc nocudart)" "a distribution without libcudart_static.a: configure goes on"
ok "it warns, naming the library and where it looked" grep -q \
    "WARNING: libcudart_static.a was not found under $tmp/nocudart/usr (in lib64, lib, lib/$ma" \
    "$tmp/nocudart.err"
ok "and what skips, and the package that has it" sh -c \
    "grep -q 'tests/compat/\*.cudart) will skip' '$tmp/nocudart.err' &&
     grep -q nvidia-cuda-dev '$tmp/nocudart.err'"
is "not found (the differential tests' cudart half skips)" "$(summary nocudart cudart_static)" \
    "the summary says so"
case $(var nocudart COMPAT_CUDART_NVCC) in
    *no-cudart.sh) r=0 ;;
    *) r=1 ;;
esac
tap_report $r "the .cudart programs are made by tests/compat/no-cudart.sh"
sh "$src/tests/compat/no-cudart.sh" -std=c++17 -o "$tmp/x-t.cudart" x-t.cu libtap.a &&
    "$tmp/x-t.cudart" >"$tmp/x.out"
is "0 1..0 # SKIP configure found no libcudart_static.a" \
    "$? $(cut -d, -f1 "$tmp/x.out")" "which skip, saying why"
case $(var flat COMPAT_CUDART_NVCC) in
    *no-cudart.sh) r=1 ;;
    *) r=0 ;;
esac
tap_report $r "with the library, they are linked by nvcc"
is 1 "$(rc notypedefs)" "a distribution without cudaTypedefs.h: configure fails"
ok "it names the header" grep -q "headers lack cudaTypedefs.h " "$tmp/notypedefs.err"
ok "and the package that has it" grep -q "nvidia-cuda-dev" "$tmp/notypedefs.err"

is "0 12040" "$(rc deb124) $(var deb124 CUFW_CUDA_VERSION)" "CUDA 12.4: configure goes on"
ok "without a warning about it" sh -c "! grep -q 'WARNING: .*CUDA 12.4' '$tmp/deb124.err'"
ok "and the summary says nothing more" \
    grep -q "^  CUDA toolkit: *CUDA 12.4 (cuda.h 12040)$" "$tmp/deb124.out"
is "0 12060" "$(rc deb126) $(var deb126 CUFW_CUDA_VERSION)" "CUDA 12.6: configure goes on"
ok "with a warning that 12.5 to 12.9's functions are missing" \
    grep -q "WARNING: .*CUDA 12.6 (12060): cufw builds with it as with CUDA 12.4, but the Runtime functions 12.5 to 12.9 added" \
    "$tmp/deb126.err"
is 1 "$(rc deb122)" "CUDA 12.2: configure fails"
ok "it says the version it found" grep -q "says 12020 (CUDA 12.2)" "$tmp/deb122.err"
ok "and the way to a toolkit that works, and the option" sh -c \
    "grep -q 'CUDA 12.4 or 13 toolkit' '$tmp/deb122.err' &&
     grep -q 'enable-unsupported-cuda' '$tmp/deb122.err'"
is "0 12020" "$(rc deb122u) $(var deb122u CUFW_CUDA_VERSION)" \
    "CUDA 12.2 with --enable-unsupported-cuda: configure goes on"
ok "with a warning" grep -q "WARNING: .*CUDA 12.2 (12020); cufw supports CUDA 12.4 and 13.0 to 13.5 only" \
    "$tmp/deb122u.err"
ok "and the summary says it is not supported" \
    grep -q "^  CUDA toolkit: *CUDA 12.2 (cuda.h 12020; not supported" "$tmp/deb122u.out"
is "0 13050" "$(rc site135) $(var site135 CUFW_CUDA_VERSION)" "CUDA 13.5: configure goes on"
ok "without a warning about it" sh -c "! grep -q 'WARNING: .*CUDA 13.5' '$tmp/site135.err'"
ok "and the summary says nothing more" \
    grep -q "^  CUDA toolkit: *CUDA 13.5 (cuda.h 13050)$" "$tmp/site135.out"
is "0 13060" "$(rc site136) $(var site136 CUFW_CUDA_VERSION)" "CUDA 13.6: configure goes on"
ok "with a warning that its new functions are missing" \
    grep -q "WARNING: .*CUDA 13.6 (13060), newer than the CUDA 13.0 to 13.5" "$tmp/site136.err"
ok "and the summary says so" \
    grep -q "^  CUDA toolkit: *CUDA 13.6 (cuda.h 13060; newer than cufw knows" "$tmp/site136.out"
ok "nvcc 13.5 with cuda.h 13.0: a warning" \
    grep -q "WARNING: nvcc is CUDA 13.5 but cuda.h is CUDA 13.0" "$tmp/mixed.err"
is "0" "$(rc mixed)" "and configure goes on"
ok "the summary says nvcc's release" \
    grep -q "^  nvcc: *$tmp/mixed/nvidia/cu13/bin/nvcc (release 13.5)" \
    "$tmp/mixed.out"
