# SPDX-License-Identifier: MIT
# tests/install/common.sh -- what the install tests share: copy configure's
# inputs, install this build tree into a scratch DESTDIR, name the installed
# paths, extract the snippets of the guides in docs/. Source it after
# tests/tap/libtap.sh.
top=${CUFW_TOP_BUILDDIR:-.}
src=${CUFW_TOP_SRCDIR:-.}
# The makes these tests run are their own: the flags of the make running
# the tests (its jobserver included) do not apply to them.
unset MAKEFLAGS MFLAGS MAKELEVEL

# configure_inputs DIR: what configure reads, copied into DIR, for tests that
# run it on their own: itself, its templates, build-aux/, and the file
# AC_CONFIG_SRCDIR names (core/init.c: the folder whose name troubles rm).
configure_inputs() {
    mkdir -p "$1/core" &&
        cp "$src/configure" "$src/config.h.in" "$src/Makefile.in" "$src/cufw.pc.in" \
            "$src/cufw-cudart.pc.in" "$1/" &&
        cp -R "$src/build-aux" "$1/" && cp "$src/core/init.c" "$1/core/" &&
        chmod -R u+w "$1"
}

# skip_unless_supported_toolkit: the tests that run configure on this
# build's toolkit and expect it quiet skip when that is one configure takes
# only with --enable-unsupported-cuda (older than 12.4) or warns about
# (12.5 to 12.9; this build's Makefile has the version).
skip_unless_supported_toolkit() {
    v=$(sed -n 's/^CUFW_CUDA_VERSION = //p' "$top/Makefile" 2>/dev/null)
    if [ -n "$v" ] && [ "$v" -lt 13000 ] 2>/dev/null && [ "$v" -ne 12040 ]; then
        skip_all "this build's toolkit is CUDA $v, which configure takes only with a warning or --enable-unsupported-cuda"
    fi
}

# nvcc_links_alone DIR: whether $NVCC links a CUDA program by itself, as
# CMake's and Meson's CUDA support have it do (the CUDA 13.0 pip wheels'
# nvcc does not: their nvcc.profile names a lib64 folder the wheels lack,
# so it finds neither libcudart_static.a nor libcudadevrt.a).
nvcc_links_alone() {
    mkdir -p "$1" && printf '__global__ void k(void) {}\nint main(void) { return 0; }\n' >"$1/probe.cu" &&
        "$NVCC" -o "$1/probe" "$1/probe.cu" >"$1/probe.log" 2>&1
}
nvcc_alone_why="$NVCC cannot link a CUDA program by itself (the CUDA 13.0 pip wheels' nvcc.profile names a lib64 folder they lack: README.md)"

# The tests run `make install` themselves: they need what make passes in.
install_env_or_skip() {
    if [ -z "$CUFW_MAKE" ] || [ -z "$CUFW_prefix" ]; then
        skip_all "run me through make check (I need the build tree's make and directories)"
    fi
    # an --enable-sanitizers build installs instrumented archives that plain
    # programs cannot link: installing it is not a supported use
    if [ -n "$CUFW_SAN_FLAGS" ]; then
        skip_all "a sanitizer build (--enable-sanitizers) is not for installing"
    fi
}

# log FILE: show a log as TAP comments.
log() { sed 's/^/# /' "$1"; }
# is_ok RC DESC LOG: the step succeeded; show its log when it did not.
is_ok() {
    is 0 "$1" "$2"
    [ "$1" -eq 0 ] || log "$3"
}

# find_tools: NVCC (as configured, else the toolkit's default place), fake
# (the stand-in driver) and linked (yes when cufw links libcuda itself, so
# that neither the stand-in nor a missing driver can be tried).
find_tools() {
    NVCC=${NVCC:-nvcc}
    command -v "$NVCC" >/dev/null 2>&1 || NVCC=/usr/local/cuda/bin/nvcc
    fake=$top/tests/fakecuda/libcuda.so.1
    linked=no
    grep -q '^#define CUFW_LINK_LIBCUDA 1' "$top/config.h" 2>/dev/null && linked=yes
}

# guide_project DIR SNIPPET FILE: a new project in DIR whose FILE is the
# build file that docs/using-cufw.md's SNIPPET shows.
guide_project() {
    mkdir -p "$1"
    doc_snippet "$2" using-cufw.md >"$1/$3"
}

# appliance_sources DIR SNIPPET FILE PATTERN: guide_project with the
# sources of the installed appliance example; one test: FILE holds PATTERN.
appliance_sources() {
    guide_project "$1" "$2" "$3"
    cp "$docdir/examples/appliance/main.c" "$docdir/examples/appliance/blur.cu" "$1/"
    ok "docs/using-cufw.md has the appliance's $3" grep -q "$4" "$1/$3"
}

# appliance_checks PROGRAM: two tests of the appliance built as PROGRAM:
# its kernels are embedded, and it runs without a driver.
appliance_checks() {
    "$bindir/cufw-fatbin" -s 9.0 "$1" >"$tmp/fatbin" 2>&1
    ok "its kernels are embedded as the image 'appliance', with an entry for sm_90 chosen" \
        grep -q '^appliance [0-9]* elf sm_90 .* \*$' "$tmp/fatbin"
    if [ $linked = yes ]; then
        skip 1 "cufw links libcuda: no driver-less run"
    else
        CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$1" >/dev/null 2>"$tmp/err"
        is 2 $? "it runs (exit 2 without a driver)"
    fi
}

# install_into DEST LOG: `make install DESTDIR=DEST` in the build tree.
install_into() {
    (cd "$top" && $CUFW_MAKE install DESTDIR="$1") >"$2" 2>&1
}

# uninstall_from DEST LOG: `make uninstall DESTDIR=DEST`.
uninstall_from() {
    (cd "$top" && $CUFW_MAKE uninstall DESTDIR="$1") >"$2" 2>&1
}

# installed_dirs DEST: set the installed paths under DEST, and point
# pkg-config at them (it adds DEST in front of the paths it prints).
installed_dirs() {
    dest=$1
    bindir=$dest$CUFW_bindir
    libdir=$dest$CUFW_libdir
    includedir=$dest$CUFW_includedir
    datadir=$dest$CUFW_datadir
    mandir=$dest$CUFW_mandir
    docdir=$dest$CUFW_docdir
    pkgconfigdir=$dest$CUFW_pkgconfigdir
    PKG_CONFIG_SYSROOT_DIR=$dest
    PKG_CONFIG_PATH=$pkgconfigdir
    PKG_CONFIG_LIBDIR=$pkgconfigdir
    # Keep -I/usr/include and -L/usr/lib, so that a prefix of /usr works too.
    PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1
    PKG_CONFIG_ALLOW_SYSTEM_LIBS=1
    export PKG_CONFIG_SYSROOT_DIR PKG_CONFIG_PATH PKG_CONFIG_LIBDIR
    export PKG_CONFIG_ALLOW_SYSTEM_CFLAGS PKG_CONFIG_ALLOW_SYSTEM_LIBS
}

# doc_snippet NAME [DOC]: the code block that follows "<!-- test: NAME -->"
# in docs/DOC (docs/autotools.md when DOC is not given).
doc_snippet() {
    awk -v want="$1" '
        $0 == "<!-- test: " want " -->" { grab = 1; next }
        grab == 1 && /^```/ { grab = 2; next }
        grab == 2 && /^```/ { exit }
        grab == 2 { print }' "$src/docs/${2:-autotools.md}"
}

# no_gpu_or_fail N REASON: after rc 2 (no usable GPU), skip N tests, or fail
# one and skip the rest when --enable-device-tests=yes demands a GPU.
no_gpu_or_fail() {
    if [ "$CUFW_DEVICE_TESTS" = yes ]; then
        tap_report 1 "device tests required, but: $2"
        [ "$1" -gt 1 ] && skip $(($1 - 1)) "no GPU"
    else
        skip "$1" "$2"
    fi
}

# cmake_hello DIR -- a CMake project in DIR whose program hello, of hello.c
# (the caller's), links cufw::cufw; the caller may add to its CMakeLists.txt.
cmake_hello() {
    mkdir -p "$1"
    cat >"$1/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.17)
project(hello LANGUAGES C)
find_package(cufw REQUIRED)
add_executable(hello hello.c)
target_link_libraries(hello PRIVATE cufw::cufw)
EOF
}

# cuda_app FILE -- the Runtime program the CMake and Meson tests build:
# cufw_store is a kernel the stand-in driver knows by name (it stores v);
# it prints "devices N value 42 cudaSuccess".
cuda_app() {
    cat >"$1" <<'EOF'
#include <cstdio>

extern "C" __global__ void cufw_store(int *p, int v) { *p = v; }

int main()
{
    int n = -1, *d = nullptr, h = 0;
    cudaError_t e = cudaGetDeviceCount(&n);

    if (e != cudaSuccess) {
        printf("count: %s\n", cudaGetErrorName(e));
        return 2;
    }
    cudaMalloc(&d, sizeof(int));
    cufw_store<<<1, 1>>>(d, 42);
    e = cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("devices %d value %d %s\n", n, h, cudaGetErrorName(e));
    return e != cudaSuccess;
}
EOF
}

# cuda_rdc A B MAIN -- a program in three files with a device function
# across units (-rdc=true); it prints "value 21 cudaSuccess".
cuda_rdc() {
    cat >"$1" <<'EOF'
extern __device__ int rdc_same(int v);
extern "C" __global__ void cufw_store(int *p, int v) { *p = rdc_same(v); }
EOF
    cat >"$2" <<'EOF'
__device__ int rdc_same(int v) { return v; }
EOF
    cat >"$3" <<'EOF'
#include <cstdio>

extern "C" __global__ void cufw_store(int *p, int v);

int main()
{
    int *d = nullptr, h = 0;

    cudaMalloc(&d, sizeof(int));
    cufw_store<<<1, 1>>>(d, 21);
    cudaError_t e = cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("value %d %s\n", h, cudaGetErrorName(e));
    return e != cudaSuccess;
}
EOF
}
