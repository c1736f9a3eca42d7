#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/install-t.sh -- `make install DESTDIR=...` installs every
# file where it belongs; pkg-config's flags for the staged install work; the
# installed appliance example builds from the staged install exactly as a
# user would build it (nvcc -fatbin, the installed cufw-embed, cc with
# pkg-config's flags) into one binary that needs no CUDA library, and runs;
# `make uninstall DESTDIR=...` removes every file again.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
. "${CUFW_TOP_SRCDIR:-.}/tests/install/common.sh"
install_env_or_skip
command -v pkg-config >/dev/null 2>&1 || skip_all "pkg-config is not installed"
scratch install-t
installed_dirs "$tmp/dest"
CC=${CUFW_CC:-cc}
NVCC=${NVCC:-nvcc}

# ------------------------------------------------------------ what must be there
# "TEST-OP PATH SOURCE": -f a file, -x a program, = a copy of SOURCE.
{
    echo "-f $libdir/libcufw.a"
    [ -f "$top/libcufw_cudart.a" ] && echo "-f $libdir/libcufw_cudart.a"
    for h in "$src"/include/cufw/*.h; do
        echo "= $includedir/cufw/${h##*/} $h"
    done
    for t in cufw-embed cufw-fatbin cufw-info; do
        echo "-x $bindir/$t"
    done
    for p in cufw-embed.1 cufw-fatbin.1 cufw-info.1; do
        echo "= $mandir/man1/$p $src/man/$p"
    done
    echo "= $mandir/man3/cufw.3 $src/man/cufw.3"
    echo "-f $pkgconfigdir/cufw.pc"
    [ -f "$top/libcufw_cudart.a" ] && echo "-f $pkgconfigdir/cufw-cudart.pc"
    echo "= $libdir/cmake/cufw/cufwConfig.cmake $top/cmake/cufwConfig.cmake"
    echo "= $libdir/cmake/cufw/cufwConfigVersion.cmake $top/cmake/cufwConfigVersion.cmake"
    echo "= $datadir/aclocal/cufw.m4 $src/m4/cufw.m4"
    echo "= $docdir/LICENSE $src/LICENSE"
    echo "= $docdir/NEWS $src/NEWS"
    echo "= $docdir/using-cufw.md $src/docs/using-cufw.md"
    echo "= $docdir/autotools.md $src/docs/autotools.md"
    echo "= $docdir/errors.md $src/docs/errors.md"
    echo "= $docdir/security.md $src/docs/security.md"
    echo "= $docdir/runtime-over-driver.md $src/docs/runtime-over-driver.md"
    for f in README.md Makefile main.c blur.cu; do
        echo "= $docdir/examples/appliance/$f $src/examples/appliance/$f"
    done
} >"$tmp/expected"
nexpected=$(wc -l <"$tmp/expected")
plan $((nexpected + 25))

install_into "$tmp/dest" "$tmp/install.log"
rc=$?
is 0 $rc "make install DESTDIR=... succeeds"
[ $rc -eq 0 ] || sed 's/^/# /' "$tmp/install.log"

while read -r op path source; do
    case $op in
        -f) ok "installed: ${path#"$tmp/dest"}" test -f "$path" ;;
        -x) ok "installed, executable: ${path#"$tmp/dest"}" test -x "$path" ;;
        =) ok "installed, same as the source: ${path#"$tmp/dest"}" cmp -s "$path" "$source" ;;
    esac
done <"$tmp/expected"
# Anything else installed is worth knowing about (not a failure: other
# parts of cufw may install files this test does not know yet).
find "$tmp/dest" -type f | sort >"$tmp/found"
cut -d' ' -f2 "$tmp/expected" | sort >"$tmp/want"
comm -23 "$tmp/found" "$tmp/want" | sed "s|^$tmp/dest|# also installed: |"

# The installed tools run from where they are.
CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$bindir/cufw-info" --no-self-test >"$tmp/out" 2>"$tmp/err"
rc=$?
ok "the installed cufw-info runs (exit $rc, 2 wanted without a driver) and lists its images" \
    sh -c "[ $rc -eq 2 ] && grep -q '^embedded images: [1-9]' '$tmp/out'"

# ------------------------------------------------------------ pkg-config
cflags=$(pkg-config --cflags cufw 2>"$tmp/err")
is "0" "$?" "pkg-config --cflags cufw (sysroot in DESTDIR)"
libs=$(pkg-config --libs cufw 2>>"$tmp/err")
case " $cflags " in *" -I$includedir "*) r=0 ;; *) r=1 ;; esac
tap_report $r "--cflags names the staged include folder: $cflags"
case " $libs " in *" -L$libdir "*"-lcufw "*) r=0 ;; *) r=1 ;; esac
tap_report $r "--libs names the staged library folder and -lcufw: $libs"
is "$CUFW_VERSION" "$(pkg-config --modversion cufw 2>/dev/null)" "pkg-config --modversion cufw"
cat >"$tmp/names.c" <<'CEOF'
#include <stdio.h>
#include <cufw/cufw.h>
int main(void)
{
    printf("%s %d %s\n", cufw_error_name(CUFW_ERROR_CAPACITY), CUFW_ERROR_CAPACITY,
           cufw_capacity_count() > 0 ? "capacities" : "none");
    return 0;
}
CEOF
# shellcheck disable=SC2086 # the flags are words
$CC $CUFW_WARN_CFLAGS $cflags -o "$tmp/names" "$tmp/names.c" $libs >"$tmp/cc.log" 2>&1
is 0 $? "a C program compiles and links with exactly those flags"
sed 's/^/# /' "$tmp/cc.log"
is "CUFW_ERROR_CAPACITY 3 capacities" "$("$tmp/names" 2>&1)" "and runs, calling into libcufw.a"
# The CUDA Runtime replacement, when this tree builds it: a .cu program
# written for the Runtime API links with nvcc -cudart none and its flags.
if [ -f "$top/libcufw_cudart.a" ]; then
    cudart_libs=$(pkg-config --libs cufw-cudart 2>/dev/null)
    case " $cudart_libs " in *" -lcufw_cudart "*"-lcufw "*) r=0 ;; *) r=1 ;; esac
    tap_report $r "pkg-config --libs cufw-cudart: -lcufw_cudart before -lcufw: $cudart_libs"
else
    skip 1 "libcufw_cudart.a is not built in this tree"
fi
if [ -f "$top/libcufw_cudart.a" ]; then
    cat >"$tmp/rt.cu" <<'CEOF'
__global__ void twice(int *p) { p[threadIdx.x] *= 2; }
int main()
{
    int n = -1, *d = nullptr;
    if (cudaGetDeviceCount(&n) != cudaSuccess || n < 1)
        return 2;
    cudaMalloc(&d, 32 * sizeof(int));
    twice<<<1, 32>>>(d);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
CEOF
    # shellcheck disable=SC2046
    "$NVCC" -cudart none -o "$tmp/rt" "$tmp/rt.cu" $(pkg-config --cflags --libs cufw-cudart) >"$tmp/nvcc.log" 2>&1 &&
        ! readelf -d "$tmp/rt" | grep NEEDED | grep -qi cuda
    is 0 $? "nvcc -cudart none app.cu \$(pkg-config --cflags --libs cufw-cudart) links, with no CUDA library NEEDED"
    sed 's/^/# /' "$tmp/nvcc.log"
    # firmware mode's public handle brings its object in; without it, not
    fw=$(pkg-config --variable=firmware_symbol cufw-cudart 2>/dev/null)
    # shellcheck disable=SC2046
    "$NVCC" -cudart none -o "$tmp/rt-fw" "$tmp/rt.cu" -Xlinker "--undefined=$fw" \
        $(pkg-config --cflags --libs cufw-cudart) >"$tmp/nvcc.log" 2>&1 &&
        nm "$tmp/rt-fw" | grep -q ' [Tt] cufw__rt_firmware_here$' &&
        ! nm "$tmp/rt" | grep -q ' [Tt] cufw__rt_firmware_here$' ||
        grep -q '^#define CUFW_FIRMWARE_DEFAULT 1' "$top/config.h"
    is 0 $? "-Xlinker --undefined=$fw (pkg-config --variable=firmware_symbol) links firmware mode in"
else
    skip 2 "libcufw_cudart.a is not built in this tree"
fi

# ------------------------------------------------------------ the appliance
# Copied from where it was installed, built as its README says.
mkdir "$tmp/app" && cp "$docdir"/examples/appliance/* "$tmp/app/"
(
    cd "$tmp/app" &&
        make PREFIX="$dest$CUFW_prefix" PKG_CONFIG_PATH="$pkgconfigdir" CUFW_EMBED="$bindir/cufw-embed" \
            NVCC="$NVCC" CC="$CC" CFLAGS="-O2 $CUFW_WARN_CFLAGS"
) >"$tmp/app.log" 2>&1
is 0 $? "the appliance builds from the staged install (nvcc -fatbin, cufw-embed, cc + pkg-config)"
sed 's/^/# /' "$tmp/app.log"
# nvcc not on PATH and NVCC not given: the toolkit's usual home.
if [ -x /usr/local/cuda/bin/nvcc ] && ! PATH=/usr/bin:/bin command -v nvcc >/dev/null 2>&1; then
    make_path=$(command -v make)
    (cd "$tmp/app" && rm -f blur.fatbin && env PATH=/usr/bin:/bin "$make_path" blur.fatbin) \
        >"$tmp/app-nvcc.log" 2>&1
    ok "without nvcc on PATH the appliance's Makefile finds /usr/local/cuda/bin/nvcc" \
        test -s "$tmp/app/blur.fatbin"
    sed 's/^/# /' "$tmp/app-nvcc.log"
else
    skip 1 "no /usr/local/cuda/bin/nvcc, or nvcc in /usr/bin"
fi
app=$tmp/app/appliance
"$bindir/cufw-fatbin" -s 9.0 "$app" >"$tmp/fatbin" 2>&1
ok "its kernels are embedded as the image 'appliance', with an entry for sm_90 chosen" \
    grep -q '^appliance [0-9]* elf sm_90 .* \*$' "$tmp/fatbin"
nm "$app" 2>/dev/null | grep -q ' [Tt] cufw_init$'
is 0 $? "libcufw.a is linked in statically (cufw_init is defined in the binary)"
# With --with-libcuda=link, cufw links the driver on purpose.
if grep -q '^#define CUFW_LINK_LIBCUDA 1' "$top/config.h" 2>/dev/null; then
    skip 5 "cufw was configured --with-libcuda=link: programs link libcuda.so.1"
else
needed=$(readelf -d "$app" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
diag "NEEDED: $needed"
case $needed in *cuda* | *CUDA*) r=1 ;; *) r=0 ;; esac
tap_report $r "no CUDA library is a NEEDED entry"
other=$(printf '%s' "$needed" | tr ' ' '\n' | grep -v -E '^(libc\.so\..*|libdl\.so\..*|libpthread\.so\..*|ld-linux.*\.so\..*|ld64\.so\..*)$' | tr '\n' ' ')
is "" "$other" "the only shared libraries it needs are libc's (libc, libdl, libpthread, the loader)"

# Without a driver (forced): exit 2 and one sentence saying so.
CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$app" >"$tmp/out" 2>"$tmp/err"
is 2 $? "no driver: the appliance exits 2"
is 1 "$(wc -l <"$tmp/err" | tr -d ' ')" "no driver: one line on stderr"
ok "no driver: it says there is no usable GPU, and why" grep -q '^appliance: no usable CUDA GPU here (CUFW_ERROR_NO_DRIVER: ' "$tmp/err"
fi

# With whatever driver this machine has.
if [ "$CUFW_DEVICE_TESTS" = no ]; then
    skip 3 "device tests disabled (--enable-device-tests=no)"
else
    "$app" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ $rc -eq 2 ]; then
        no_gpu_or_fail 3 "$(cat "$tmp/err")"
    else
        is "0" "$rc" "with a GPU: the appliance exits 0"
        ok "with a GPU: every pixel and bin matches the CPU" grep -q 'every pixel and bin matches the CPU' "$tmp/out"
        sed 's/^/# /' "$tmp/out" "$tmp/err"
        "$app" 333 257 7 >"$tmp/out" 2>"$tmp/err"
        is "0" "$?" "with a GPU: an image of odd size (333x257) matches too"
        sed 's/^/# /' "$tmp/out" "$tmp/err"
    fi
fi

# ------------------------------------------------------------ uninstall
uninstall_from "$tmp/dest" "$tmp/uninstall.log"
rc=$?
is 0 $rc "make uninstall DESTDIR=... succeeds"
[ $rc -eq 0 ] || sed 's/^/# /' "$tmp/uninstall.log"
left=$(find "$tmp/dest" ! -type d | sed "s|^$tmp/dest||" | tr '\n' ' ')
is "" "$left" "make uninstall leaves no files behind"
