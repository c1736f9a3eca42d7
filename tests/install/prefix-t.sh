#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/prefix-t.sh -- cufw installed where the path has characters
# that CMake, make, the shell or pkg-config read specially. Staged with
# `make install DESTDIR=` into a folder whose path has ';', a space, '#'
# and '&', and copied to one with '$', quotes, '`', "$<...>", parentheses,
# ':', ',', globs, braces and a tab: the CMake package (cmake/) finds cufw
# where it lies, and a C program on cufw::cufw, the guide's CUDA project on
# cufw::cudart and the appliance with cufw::embed build and run with Ninja,
# and with Makefiles where make can write the path; what a generator cannot
# write (';', ':' or a tab for make, '|' for any) and what nvcc cannot take
# (quotes, '`', ',') is refused by find_package, saying why. The package
# made for a configured prefix with "'", '&', '|', '\', ';' and '#' in it is
# right. pkg-config's flags for such folders (staged, and a configured
# prefix with a space) are one word each for the shell and for Meson.
# CUFW_CHECK (m4/cufw.m4) refuses, with the reason, a folder whose path has
# what configure's tests and make's recipes read differently (through
# --with-cufw and pkg-config), and takes one with the other characters,
# ':' included, to a program that builds and runs.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
slow_test
. "${CUFW_TOP_SRCDIR:-.}/tests/install/common.sh"
install_env_or_skip
command -v cmake >/dev/null 2>&1 || skip_all "cmake is not installed"
scratch prefix-t
CC=${CUFW_CC:-cc}
export CC
unset CMAKE_GENERATOR CMAKE_PREFIX_PATH cufw_DIR cufw_ROOT CUFW_ROOT
find_tools
plan 27

tab=$(printf '\t')
# The staged installation (what automake's install rules take) and a copy
# with the rest: ';', ':' and the tab only where make is not the build tool.
stage=$tmp/st\;age\ d\#\&1
moved=$tmp/mo\$x\"v\'e\`d\$\<y\>\(1\)\,\*\?\[z\]\{w\}\!\%\@
installed_dirs "$stage"
prefix=$stage$CUFW_prefix
rel=${CUFW_libdir#"$CUFW_prefix"}/cmake/cufw
# said LOG: what the project said on its "cufw-t:" lines.
said() { sed -n 's/^-- cufw-t: //p' "$1"; }
# copy_to DIR: a copy of the staged prefix at DIR.
copy_to() { mkdir -p "$1" && cp -R "$prefix/." "$1/"; }
have_ninja=no
command -v ninja >/dev/null 2>&1 && have_ninja=yes
fake_usable() { [ $linked = no ] && [ -f "$fake" ]; }

install_into "$stage" "$tmp/install.log"
is_ok $? "make install DESTDIR=<a path with ';', a space, '#' and '&'> succeeds" \
    "$tmp/install.log"
case $CUFW_includedir:$CUFW_libdir:$CUFW_bindir in
    "$CUFW_prefix"/*:"$CUFW_prefix"/*:"$CUFW_prefix"/*) inside=yes ;;
    *) inside=no ;;
esac

# ------------------------------------------------------------ C on cufw::cufw
h=$tmp/hello
cmake_hello "$h"
echo 'message(STATUS "cufw-t: ${cufw_INCLUDE_DIR}")' >>"$h/CMakeLists.txt"
cat >"$h/hello.c" <<'EOF'
#include <stdio.h>
#include <string.h>
#include <cufw/cufw.h>

int main(void)
{
    printf("%s\n", cufw_version());
    return strcmp(cufw_version(), CUFW_VERSION) != 0;
}
EOF
# hello GEN PREFIX NAME: configure (cufw_DIR), build and run the program in
# build folder NAME; "RC:include folder:output" on the way out.
hello() {
    b=$tmp/b-$3
    out=
    cmake -G "$1" -S "$h" -B "$b" -Dcufw_DIR="$2$rel" -DCMAKE_C_FLAGS="$CUFW_WARN_CFLAGS" \
        >"$tmp/$3.log" 2>&1 && cmake --build "$b" -v >>"$tmp/$3.log" 2>&1 &&
        out=$("$b/hello" 2>&1)
    rc=$?
    [ $rc -eq 0 ] || log "$tmp/$3.log" >&2
    # (the first word: with '"' in the path, CMake 3.25's Makefiles run it
    # again at each build, its own list of the files it read being cut there)
    echo "$rc:$(said "$tmp/$3.log" | head -n 1):$out"
}
# refused GEN PREFIX NAME PATTERN [COMPONENT]: find_package(cufw REQUIRED
# [COMPONENTS COMPONENT]) in a project of no language stops CMake, with
# PATTERN in its message; 0 when so.
refused() {
    mkdir -p "$tmp/none"
    printf '%s\n' 'cmake_minimum_required(VERSION 3.17)' 'project(none NONE)' \
        'find_package(cufw REQUIRED ${WANT})' >"$tmp/none/CMakeLists.txt"
    rm -rf "$tmp/b-$3"
    cmake -G "$1" -S "$tmp/none" -B "$tmp/b-$3" -Dcufw_DIR="$2$rel" -DWANT="${5:+COMPONENTS;$5}" \
        >"$tmp/$3.log" 2>&1 && return 1
    tr -s ' \n' '  ' <"$tmp/$3.log" | grep -q "$4" || { log "$tmp/$3.log"; return 1; }
}
want_inc=${CUFW_includedir#"$CUFW_prefix"}
if [ $inside = no ]; then
    skip 6 "includedir, libdir or bindir is outside the prefix"
else
    if [ $have_ninja = yes ]; then
        is "0:$prefix$want_inc:$CUFW_VERSION" "$(hello Ninja "$prefix" stage-ninja)" \
            "Ninja: a C program on cufw::cufw from the staged prefix with ';' builds and runs"
        copy_to "$moved$tab:t"
        is "0:$moved$tab:t$want_inc:$CUFW_VERSION" "$(hello Ninja "$moved$tab:t" moved-ninja)" \
            "Ninja: and from a copy with '\$', quotes, '\`', \"\$<...>\", ':', ',', globs and a tab"
    else
        skip 2 "ninja is not installed"
    fi
    copy_to "$moved"
    is "0:$moved$want_inc:$CUFW_VERSION" "$(hello "Unix Makefiles" "$moved" moved-make)" \
        "Makefiles: from a copy with '\$', quotes, '\`', \"\$<...>\", ',', globs, braces"
    refused "Unix Makefiles" "$prefix" stage-make \
        "or a tab, which the Unix Makefiles generator cannot write into a make rule: use the Ninja"
    is 0 $? "Makefiles: a prefix with ';' is refused by find_package, saying why, naming Ninja"
    copy_to "$tmp/co:lon"
    refused "Unix Makefiles" "$tmp/co:lon" colon-make "has a ';', a ':' or a tab"
    is 0 $? "Makefiles: so is one with ':'"
    copy_to "$tmp/pi|pe"
    g=Ninja
    [ $have_ninja = yes ] || g="Unix Makefiles"
    refused "$g" "$tmp/pi|pe" pipe "has a newline or a '|'"
    is 0 $? "$g: a prefix with '|' is refused"
fi

# ------------------------------------------------------------ configured prefix
# cmake/local.mk's own substitution, with a prefix of "'", '&', '|', '\',
# ';', '#' and a space (automake's install rules take no '"', '$' or '`'):
# the file it writes reads back the folders as they were, so the package
# found in a copy at a plain path works out where it lies.
odd_conf=/opt/co\'nf\&i\|g\\u\;r\#e\ d
cat >"$tmp/subst.mk" <<'EOF'
cufw-t-subst:
	$(cufw_cmake_subst) $(srcdir)/cmake/cufwConfig.cmake.in >$(CUFW_T_OUT)
EOF
(cd "$top" && $CUFW_MAKE -s -f Makefile -f "$tmp/subst.mk" cufw-t-subst prefix="$odd_conf" \
    CUFW_T_OUT="$tmp/conf.cmake") >"$tmp/subst.log" 2>&1
rc=$?
[ $rc -eq 0 ] || log "$tmp/subst.log"
case $CUFW_libdir in
    "$CUFW_prefix"/*) want=$odd_conf${CUFW_libdir#"$CUFW_prefix"} ;;
    *) want=$CUFW_libdir ;;
esac
# The package's lines that set the configured folders, read by CMake (the
# package unsets them when it is done).
sed -n '/^set(_cufw_conf_/p' "$tmp/conf.cmake" >"$tmp/dirs.cmake"
printf '%s\n' 'include("${CMAKE_CURRENT_LIST_DIR}/dirs.cmake")' \
    'message(STATUS "cufw-t: ${_cufw_conf_libdir}")' >"$tmp/read.cmake"
cmake -P "$tmp/read.cmake" >"$tmp/read.log" 2>&1
is "0:$want" "$rc:$(said "$tmp/read.log")" \
    "the package made for a prefix with \"'\", '&', '|', '\\', ';', '#' has it as it is"
if [ $inside = yes ]; then
    copy_to "$tmp/conf"
    cp "$tmp/conf.cmake" "$tmp/conf$rel/cufwConfig.cmake"
    is "0:$tmp/conf$want_inc:$CUFW_VERSION" "$(hello "Unix Makefiles" "$tmp/conf" conf)" \
        "and that package, in a copy elsewhere, builds and runs the C program"
else
    skip 1 "includedir, libdir or bindir is outside the prefix"
fi

# ------------------------------------------------------------ CUDA on cufw::cudart
cmake_version=$(cmake --version | sed -n 's/^cmake version \([0-9][0-9.]*\).*/\1/p')
cuda_skip=
if [ ! -f "$top/libcufw_cudart.a" ]; then
    cuda_skip="libcufw_cudart.a is not built in this tree"
elif ! command -v "$NVCC" >/dev/null 2>&1; then
    cuda_skip="nvcc not found"
elif [ $have_ninja = no ]; then
    cuda_skip="ninja is not installed"
elif [ $inside = no ]; then
    cuda_skip="includedir, libdir or bindir is outside the prefix"
elif ! nvcc_links_alone "$tmp/nvcc-probe"; then
    cuda_skip="$nvcc_alone_why"
else
    case $cmake_version in
        3.1[0-8].* | 3.[0-9].*) cuda_skip="CMake $cmake_version: the CUDA project needs 3.19" ;;
    esac
fi
if [ -n "$cuda_skip" ]; then
    skip 5 "$cuda_skip"
else
    CUDACXX=$NVCC
    export CUDACXX
    c=$tmp/cuda
    guide_project "$c" cmake-cudart CMakeLists.txt
    # cufw's own header in the .cu file: its include folder is nvcc's too.
    cuda_app "$tmp/app.cu"
    { echo '#include <cufw/cufw.h>' && cat "$tmp/app.cu"; } >"$c/app.cu"
    cmake -G Ninja -S "$c" -B "$tmp/b-cuda" -Dcufw_DIR="$prefix$rel" -DCMAKE_CUDA_ARCHITECTURES=90 \
        >"$tmp/cuda.log" 2>&1 && cmake --build "$tmp/b-cuda" -v >>"$tmp/cuda.log" 2>&1
    built=$?
fi
# CMake's own CUDA detection may not take this toolkit at all (a
# distribution's toolkit unpacked away from /usr, as CI's 12.4 is: "Couldn't
# find CUDA library root"): nothing of cufw's is tried then
if [ -z "$cuda_skip" ] && [ $built -ne 0 ] && grep -q "find CUDA library root" "$tmp/cuda.log"; then
    skip 5 "CMake $cmake_version cannot use this toolkit's nvcc ($NVCC): it finds no CUDA library root"
elif [ -z "$cuda_skip" ]; then
    is_ok $built "Ninja: the guide's CUDA project on cufw::cudart builds from the prefix with ';'" \
        "$tmp/cuda.log"
    if fake_usable; then
        out=$(CUFW_LIBCUDA=$fake CUFW_FAKE_DEVICES=2 "$tmp/b-cuda/app" 2>&1)
        is "0:devices 2 value 42 cudaSuccess" "$?:$out" "and runs on the stand-in driver"
    else
        skip 1 "no stand-in driver (cufw links libcuda, or tests/fakecuda is not built)"
    fi
    for q in \" \' ','; do
        copy_to "$tmp/nv${q}cc"
        refused Ninja "$tmp/nv${q}cc" nv "nvcc cannot take cufw's folders" cudart
        is 0 $? "a prefix with $q: find_package(cufw COMPONENTS cudart) says nvcc cannot take it"
    done
fi

# ------------------------------------------------------------ the appliance
if ! command -v "$NVCC" >/dev/null 2>&1; then
    skip 1 "nvcc not found"
elif [ $inside = no ]; then
    skip 1 "includedir, libdir or bindir is outside the prefix"
elif ! nvcc_links_alone "$tmp/nvcc-probe"; then
    # (FindCUDAToolkit reads the libraries' folder from nvcc's profile)
    skip 1 "$nvcc_alone_why"
else
    a=$tmp/appliance
    mkdir -p "$a"
    # one architecture is enough here
    doc_snippet cmake-appliance using-cufw.md | sed -e '/^  -gencode arch=compute_80,/d' \
        -e 's/^  -gencode arch=compute_75,code=compute_75)/  )/' >"$a/CMakeLists.txt"
    cp "$docdir/examples/appliance/main.c" "$docdir/examples/appliance/blur.cu" "$a/"
    cuda_home=$(dirname "$(dirname "$(command -v "$NVCC")")")
    rc=build
    cmake -S "$a" -B "$tmp/b-app" -Dcufw_DIR="$moved$rel" -DCUDAToolkit_ROOT="$cuda_home" \
        >"$tmp/app.log" 2>&1 && cmake --build "$tmp/b-app" -v >>"$tmp/app.log" 2>&1 && {
        CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$tmp/b-app/appliance" >/dev/null 2>&1
        rc=$?
    }
    [ "$rc" != build ] || log "$tmp/app.log"
    is 2 "$rc" "the appliance (cufw::embed in the copy with quotes, '\$') builds, runs (exit 2)"
fi

# ------------------------------------------------------------ pkg-config
if ! command -v pkg-config >/dev/null 2>&1; then
    skip 4 "pkg-config is not installed"
elif ! pkg-config --version 2>/dev/null | grep -q '^[1-9]'; then
    skip 4 "pkg-config is not pkgconf (the escaping checked here is pkgconf's)"
else
    # words FLAGS: the words the shell makes of FLAGS (as in a make recipe).
    words() { eval "set -- $1" && printf '%s|' "$@"; }
    is "-I$includedir|" "$(words "$(pkg-config --cflags cufw)")" \
        "pkg-config --cflags cufw, staged in the path with ';' and a space: one word for the shell"
    eval "\$CC -o \"\$tmp/pc-hello\" \"\$h/hello.c\" $(pkg-config --cflags --libs cufw)" \
        >"$tmp/pc.log" 2>&1 && out=$("$tmp/pc-hello" 2>&1)
    is "0:$CUFW_VERSION" "$?:$out" "a program compiled with those flags (and --libs) runs"
    # A cufw configured with --prefix='<a path with a space>': its .pc is the
    # staged one with that prefix.
    pc=$tmp/pc\ prefix
    copy_to "$pc"
    mkdir -p "$tmp/pcdir"
    sed "s|^prefix=.*|prefix=$pc|" "$pkgconfigdir/cufw.pc" >"$tmp/pcdir/cufw.pc"
    flags=$(PKG_CONFIG_PATH=$tmp/pcdir PKG_CONFIG_LIBDIR=$tmp/pcdir PKG_CONFIG_SYSROOT_DIR='' \
        pkg-config --cflags --libs cufw)
    libsub=${CUFW_libdir#"$CUFW_prefix"}
    is "-I$pc$want_inc|-L$pc$libsub|-lcufw" "$(words "$flags" | cut -d'|' -f1-3)" \
        "pkg-config for a cufw configured with a space in its prefix: one word a folder"
    if command -v meson >/dev/null 2>&1 && command -v ninja >/dev/null 2>&1; then
        m=$tmp/meson
        mkdir -p "$m"
        cp "$h/hello.c" "$m/"
        printf '%s\n' "project('hello', 'c')" \
            "executable('hello', 'hello.c', dependencies: dependency('cufw'))" >"$m/meson.build"
        (meson setup "$tmp/b-meson" "$m" && meson compile -C "$tmp/b-meson") \
            >"$tmp/meson.log" 2>&1 && out=$("$tmp/b-meson/hello" 2>&1)
        rc=$?
        [ $rc -eq 0 ] || log "$tmp/meson.log"
        is "0:$CUFW_VERSION" "$rc:$out" "Meson: dependency('cufw') from the staged path builds"
    else
        skip 1 "meson or ninja is not installed"
    fi
fi

# ------------------------------------------------------------ CUFW_CHECK
ac_skip=
for prog in autoreconf autoconf automake aclocal pkg-config; do
    command -v $prog >/dev/null 2>&1 || ac_skip="$prog is not installed"
done
command -v "$NVCC" >/dev/null 2>&1 || ac_skip="nvcc not found"
if [ -n "$ac_skip" ]; then
    skip 8 "$ac_skip"
else
    p=$tmp/project
    mkdir -p "$p/m4"
    doc_snippet configure.ac >"$p/configure.ac"
    doc_snippet Makefile.am >"$p/Makefile.am"
    cp "$docdir/examples/appliance/main.c" "$docdir/examples/appliance/blur.cu" "$p/"
    cp "$datadir/aclocal/cufw.m4" "$p/m4/"
    (cd "$p" && autoreconf -fi) >"$tmp/autoreconf.log" 2>&1
    is_ok $? "autoreconf -fi, with the installed cufw.m4 in the project's m4/" "$tmp/autoreconf.log"
    # conf NAME ARGS...: configure in build folder NAME; its exit status.
    conf() {
        n=$1
        shift
        rm -rf "${tmp:?}/$n" && mkdir "$tmp/$n" && (cd "$tmp/$n" && "$p/configure" "$@") \
            >"$tmp/$n.log" 2>&1
    }
    # says NAME TEXT: configure's message in NAME.log has TEXT.
    says() { tr -s ' \n' '  ' <"$tmp/$1.log" | grep -F -q -- "$2"; }
    why="its path has a blank or one of"
    conf ac-with --with-cufw="$prefix" PKG_CONFIG=false
    rc=$?
    says ac-with "- cufw ($prefix): $why"
    is "1:0" "$rc:$?" "configure --with-cufw=<the path with ';' and a space> stops, saying why"
    copy_to "$tmp/ha#sh"
    conf ac-hash --with-cufw="$tmp/ha#sh" PKG_CONFIG=false
    rc=$?
    says ac-hash "- cufw ($tmp/ha#sh): $why"
    is "1:0" "$rc:$?" "so does --with-cufw=<a path with '#'>, which make would cut at the '#'"
    conf ac-pc
    rc=$?
    says ac-pc "- cufw ($includedir): $why"
    is "1:0" "$rc:$?" "so does pkg-config with its sysroot in that path"
    mkdir -p "$tmp/pcesc"
    sed "s|^prefix=.*|prefix=$tmp/a%b|" "$pkgconfigdir/cufw.pc" >"$tmp/pcesc/cufw.pc"
    copy_to "$tmp/a%b"
    conf ac-pcesc PKG_CONFIG_PATH="$tmp/pcesc" PKG_CONFIG_LIBDIR="$tmp/pcesc" \
        PKG_CONFIG_SYSROOT_DIR=''
    rc=$?
    says ac-pcesc "pkg-config escapes a character of its path with '\\'"
    is "1:0" "$rc:$?" "and pkg-config for a prefix with '%', which pkgconf escapes"
    # The characters it takes, ':' among them: the bin folder is looked in
    # itself, not through a search path that ':' would split.
    ok_path=$tmp/ok:x@y~z=w+v,u%t!s^
    copy_to "$ok_path"
    conf ac-ok --with-cufw="$ok_path" PKG_CONFIG=false
    is_ok $? "configure --with-cufw=<a path with ':', '@', '~', '=', '+', ',', '%', '!', '^'>" \
        "$tmp/ac-ok.log"
    ok "CUFW_EMBED is the cufw-embed of that prefix" \
        grep -F -x -q "CUFW_EMBED = $ok_path${CUFW_bindir#"$CUFW_prefix"}/cufw-embed" \
        "$tmp/ac-ok/Makefile"
    rc=build
    [ -f "$tmp/ac-ok/Makefile" ] &&
        (cd "$tmp/ac-ok" && make NVCC_ARCH=-arch=sm_90) >"$tmp/ac-make.log" 2>&1 && {
        CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$tmp/ac-ok/appliance" >/dev/null 2>&1
        rc=$?
    }
    is 2 "$rc" "and the project builds there and runs (exit 2 without a driver)"
fi
