#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/meson-t.sh -- cufw from Meson, through pkg-config, against
# cufw installed in a scratch DESTDIR: a C program on dependency('cufw')
# builds and runs; the guide's appliance meson.build (docs/using-cufw.md)
# builds the installed example (nvcc -fatbin, cufw-embed); and, with nvcc,
# the guide's CUDA project on dependency('cufw-cudart') links with
# -cudart=none and no NVIDIA runtime (checked against a control target that
# nvcc links with cudart_static), and runs on the stand-in driver, as does
# the guide's -rdc=true project with its own device-link step. Skips itself
# without meson and ninja, or with a Meson older than 1.0.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
slow_test
. "${CUFW_TOP_SRCDIR:-.}/tests/install/common.sh"
install_env_or_skip
for prog in meson ninja pkg-config; do
    command -v $prog >/dev/null 2>&1 || skip_all "$prog is not installed"
done
# The guide's recipes are tried with Meson 1.0 and newer.
meson_version=$(meson --version 2>/dev/null)
case $meson_version in
    [1-9].* | [1-9][0-9]*.*) ;;
    *) skip_all "meson $meson_version is older than 1.0, the oldest the guide's recipes are tested with" ;;
esac
scratch meson-t
installed_dirs "$tmp/dest"
CC=${CUFW_CC:-cc}
export CC
find_tools
plan 16

# build SRC BUILD LOG: meson setup and compile, the commands in LOG.
build() {
    meson setup "$2" "$1" >"$3" 2>&1 && meson compile -C "$2" -v >>"$3" 2>&1
}

install_into "$tmp/dest" "$tmp/install.log"
is_ok $? "make install DESTDIR=... succeeds" "$tmp/install.log"

# ------------------------------------------------------------ C on core
h=$tmp/hello
mkdir -p "$h"
cat >"$h/meson.build" <<'EOF'
project('hello', 'c')
cufw = dependency('cufw')
message('cufw-t: ' + cufw.version())
executable('hello', 'hello.c', dependencies: cufw)
EOF
cat >"$h/hello.c" <<'EOF'
#include <stdio.h>
#include <cufw/cufw.h>

int main(void)
{
    printf("%s %s\n", cufw_version(), cufw_error_name(cufw_init()));
    return 0;
}
EOF
build "$h" "$tmp/b-hello" "$tmp/hello.log"
is_ok $? "a C program on dependency('cufw') builds" "$tmp/hello.log"
is "$CUFW_VERSION" "$(sed -n 's/^Message: cufw-t: //p' "$tmp/hello.log")" "dependency('cufw').version()"
if [ $linked = yes ]; then
    skip 1 "cufw links libcuda: no driver-less run"
else
    is "$CUFW_VERSION CUFW_ERROR_NO_DRIVER" "$(CUFW_LIBCUDA=/nonexistent "$tmp/b-hello/hello" 2>&1)" \
        "it runs: cufw_version() is $CUFW_VERSION, no driver"
fi

# ------------------------------------------------------------ the appliance
if ! command -v "$NVCC" >/dev/null 2>&1; then
    skip 4 "nvcc not found"
else
    a=$tmp/appliance
    appliance_sources "$a" meson-appliance meson.build "dependency('cufw')"
    # cufw-embed from the staged bin, nvcc as configured, through PATH.
    PATH=$bindir:$(dirname "$NVCC"):$PATH build "$a" "$tmp/b-app" "$tmp/app.log"
    is_ok $? "the installed appliance builds with it (nvcc -fatbin, cufw-embed, dependency('cufw'))" \
        "$tmp/app.log"
    appliance_checks "$tmp/b-app/appliance"
fi

# ------------------------------------------------------------ CUDA on compat
if [ ! -f "$top/libcufw_cudart.a" ]; then
    skip 8 "libcufw_cudart.a is not built in this tree"
elif ! command -v "$NVCC" >/dev/null 2>&1; then
    skip 8 "nvcc not found"
elif ! nvcc_links_alone "$tmp/nvcc-probe"; then
    skip 8 "$nvcc_alone_why"
else
    c=$tmp/cuda
    guide_project "$c" meson-cudart meson.build
    ok "docs/using-cufw.md has a CUDA project on dependency('cufw-cudart')" \
        grep -q "link_args: '-cudart=none'" "$c/meson.build"
    # The control: the same program, linked as nvcc does by default.
    echo "executable('control', 'app.cu')" >>"$c/meson.build"
    cuda_app "$c/app.cu"
    PATH=$(dirname "$NVCC"):$PATH build "$c" "$tmp/b-cuda" "$tmp/cuda.log"
    is_ok $? "it builds (project(..., 'cuda'), nvcc links)" "$tmp/cuda.log"
    line=$(grep -E -- "-o app( |$)" "$tmp/cuda.log" | tail -n 1)
    diag "app: $line"
    case $line in *"-cudart none"*cufw_cudart* | *"-cudart=none"*cufw_cudart*) r=0 ;; *) r=1 ;; esac
    tap_report $r "app links with -cudart none and cufw_cudart"
    nvidia() { nm "$tmp/b-cuda/$1" 2>/dev/null | grep -c ' libcudart_static_'; }
    is 0 "$(nvidia app)" "no function of cudart_static in app"
    ok "the control, linked as nvcc does by default, has them (the check can see them)" \
        test "$(nvidia control)" -gt 0
    if [ $linked = no ] && [ -f "$fake" ]; then
        out=$(CUFW_LIBCUDA=$fake CUFW_FAKE_DEVICES=2 "$tmp/b-cuda/app" 2>&1)
        is "0:devices 2 value 42 cudaSuccess" "$?:$out" "app on the stand-in driver: 2 devices, its kernel stores 42"
    else
        skip 1 "no stand-in driver (cufw links libcuda, or tests/fakecuda is not built)"
    fi

    # Separate compilation: the guide's custom device-link step.
    r=$tmp/rdc
    guide_project "$r" meson-rdc meson.build
    cuda_rdc "$r/a.cu" "$r/b.cu" "$r/main.cu"
    PATH=$(dirname "$NVCC"):$PATH build "$r" "$tmp/b-rdc" "$tmp/rdc.log"
    rc=$?
    grep -q -- '-dlink' "$tmp/rdc.log" && [ "$(nm "$tmp/b-rdc/app" 2>/dev/null | grep -c ' libcudart_static_')" -eq 0 ]
    is "0:0" "$rc:$?" "the guide's -rdc=true project builds: its nvcc -dlink step, no cudart_static"
    [ $rc -eq 0 ] || log "$tmp/rdc.log"
    if [ $linked = no ] && [ -f "$fake" ]; then
        out=$(CUFW_LIBCUDA=$fake "$tmp/b-rdc/app" 2>&1)
        is "0:value 21 cudaSuccess" "$?:$out" "and runs on the stand-in driver (the device-linked image is registered)"
    else
        skip 1 "no stand-in driver (cufw links libcuda, or tests/fakecuda is not built)"
    fi
fi
