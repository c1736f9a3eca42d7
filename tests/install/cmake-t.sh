#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/cmake-t.sh -- the CMake package (cmake/), installed with
# `make install DESTDIR=...`, in throwaway CMake projects: find_package(cufw)
# through CMAKE_PREFIX_PATH finds the staged (and then a moved) installation
# by the config file's own place; cufw::cufw carries the libraries cufw.pc
# lists; a C program on it builds and runs (with no driver, and on the
# stand-in driver); the version file takes and refuses the versions
# docs/using-cufw.md says it does. With nvcc and CMake's CUDA language: the
# guide's CUDA project links cufw::cudart and not NVIDIA's runtime, checked
# on the link line and in the symbols against a control target that links
# cudart_static, with CUDA_RUNTIME_LIBRARY left to the package, set by
# cufw_use_cudart(), and through a static library of relocatable device
# code; it runs on the stand-in driver; a target that asks for cudart as
# well is an error, and so is one that links NVIDIA's runtime by name
# beside cufw::cudart (CUDA::cudart_static, CUDA::cudart, -lcudart_static,
# directly or through a library): CMake stops, naming both runtimes. The
# guide's appliance CMakeLists.txt builds the installed example (nvcc
# -fatbin, cufw::embed, cufw::cufw).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
slow_test
. "${CUFW_TOP_SRCDIR:-.}/tests/install/common.sh"
install_env_or_skip
command -v cmake >/dev/null 2>&1 || skip_all "cmake is not installed"
scratch cmake-t
installed_dirs "$tmp/dest"
stage=$dest$CUFW_prefix
CC=${CUFW_CC:-cc}
export CC
# The generator is ours to choose: the checks read Makefile's verbose lines.
unset CMAKE_GENERATOR CMAKE_PREFIX_PATH cufw_DIR cufw_ROOT CUFW_ROOT
find_tools
cmake_version=$(cmake --version | sed -n 's/^cmake version \([0-9][0-9.]*\).*/\1/p')
plan 39

# said LOG: what the project said on its "cufw-t:" lines.
said() { sed -n 's/^-- cufw-t: //p' "$1"; }
# version_at_least A B: version A is B or newer (numbers, dot-separated).
version_at_least() {
    [ "$(printf '%s\n%s\n' "$1" "$2" | sort -t. -k1,1n -k2,2n -k3,3n | head -n 1)" = "$2" ]
}
# run_fake N DESC PROGRAM...: run on the stand-in driver with N devices.
run_fake() {
    n=$1
    shift
    CUFW_LIBCUDA=$fake CUFW_FAKE_DEVICES=$n "$@" 2>&1
}
fake_usable() { [ $linked = no ] && [ -f "$fake" ]; }

install_into "$tmp/dest" "$tmp/install.log"
is_ok $? "make install DESTDIR=... succeeds" "$tmp/install.log"
ok "the package is installed in \$(libdir)/cmake/cufw" \
    test -f "$libdir/cmake/cufw/cufwConfig.cmake" -a -f "$libdir/cmake/cufw/cufwConfigVersion.cmake"

# ------------------------------------------------------------ C on core
h=$tmp/hello
cmake_hello "$h"
cat >>"$h/CMakeLists.txt" <<'EOF'
get_target_property(deps cufw::cufw INTERFACE_LINK_LIBRARIES)
get_target_property(dirs cufw::cufw INTERFACE_LINK_DIRECTORIES)
foreach(v deps dirs)
  if(NOT ${v})
    set(${v} "")
  endif()
  list(JOIN ${v} " " ${v})
endforeach()
message(STATUS "cufw-t: version ${cufw_VERSION}")
message(STATUS "cufw-t: include ${cufw_INCLUDE_DIR}")
message(STATUS "cufw-t: embed ${cufw_EMBED}")
message(STATUS "cufw-t: cudart ${cufw_cudart_FOUND}")
message(STATUS "cufw-t: libs ${dirs}|${deps}")
EOF
cat >"$h/hello.c" <<'EOF'
#include <stdio.h>
#include <string.h>
#include <cufw/cufw.h>

int main(void)
{
    int n = -1, rc = cufw_init();

    if (rc == CUFW_OK)
        cufw_device_count(&n);
    printf("%s %s %d\n", cufw_version(), cufw_error_name(rc), n);
    /* the header and the library are of one cufw */
    return strcmp(cufw_version(), CUFW_VERSION) != 0;
}
EOF
cmake -S "$h" -B "$tmp/b-hello" -DCMAKE_PREFIX_PATH="$stage" -DCMAKE_C_FLAGS="$CUFW_WARN_CFLAGS" \
    >"$tmp/hello.log" 2>&1
is_ok $? "find_package(cufw) finds the staged installation through CMAKE_PREFIX_PATH" "$tmp/hello.log"
[ -f "$top/libcufw_cudart.a" ] && cudart_built=TRUE || cudart_built=FALSE
is "version $CUFW_VERSION|include $includedir|embed $bindir/cufw-embed|cudart $cudart_built" \
    "$(said "$tmp/hello.log" | grep -v '^libs' | tr '\n' '|' | sed 's/|$//')" \
    "cufw_VERSION, and the folders found from the config file's own place"
# cufw::cufw's libraries are what cufw.pc has after -lcufw: its -L folders
# as link directories, the rest in its order.
dirs=
deps=
for w in $(sed -n 's/^Libs: .*-lcufw//p' "$pkgconfigdir/cufw.pc"); do
    case $w in
        -L*) dirs="$dirs ${w#-L}" ;;
        *) deps="$deps $w" ;;
    esac
done
is "libs ${dirs# }|${deps# }" "$(said "$tmp/hello.log" | grep '^libs')" \
    "cufw::cufw has the libraries of cufw.pc's Libs after -lcufw"
cmake --build "$tmp/b-hello" -v >"$tmp/hello-build.log" 2>&1
is_ok $? "a C program on cufw::cufw builds (warnings are errors)" "$tmp/hello-build.log"
hello=$tmp/b-hello/hello
nm "$hello" 2>/dev/null | grep -q ' [Tt] cufw_init$'
is 0 $? "libcufw.a is linked in statically (cufw_init is defined in the program)"
out=$(CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$hello" 2>&1)
is "0:$CUFW_VERSION CUFW_ERROR_NO_DRIVER -1" "$?:$out" \
    "it runs: cufw_version() is $CUFW_VERSION, and cufw_init() says there is no driver"
if fake_usable; then
    out=$(run_fake 2 "$hello")
    is "0:$CUFW_VERSION CUFW_OK 2" "$?:$out" "on the stand-in driver: cufw_init() succeeds, 2 devices"
else
    skip 1 "no stand-in driver (cufw links libcuda, or tests/fakecuda is not built)"
fi

# A copy of the installation somewhere else: found where it lies.
case $CUFW_includedir:$CUFW_libdir in
    "$CUFW_prefix"/*:"$CUFW_prefix"/*)
        cp -R "$stage" "$tmp/moved"
        cmake -S "$h" -B "$tmp/b-moved" -DCMAKE_PREFIX_PATH="$tmp/moved" >"$tmp/moved.log" 2>&1 &&
            cmake --build "$tmp/b-moved" >>"$tmp/moved.log" 2>&1
        rc=$?
        want="include $tmp/moved${CUFW_includedir#"$CUFW_prefix"}"
        is "0:$want" "$rc:$(said "$tmp/moved.log" | grep '^include')" \
            "a copy of the prefix elsewhere: found and built from where it lies"
        rm -rf "$tmp/moved"
        ;;
    *) skip 1 "includedir or libdir is outside the prefix" ;;
esac

# ------------------------------------------------------------ versions
v=$tmp/versions
mkdir -p "$v"
cat >"$v/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.17)
project(versions NONE)
# Only the staged cufw: a refusal must not find one installed elsewhere.
find_package(cufw ${WANT} ${HOW} NO_DEFAULT_PATH PATHS ${STAGE})
if(cufw_FOUND)
  message(STATUS "cufw-t: 1")
else()
  message(STATUS "cufw-t: 0")
endif()
EOF
major=${CUFW_VERSION%%.*}
rest=${CUFW_VERSION#*.}
minor=${rest%%.*}
# find_cufw VERSION-ARGS [CMAKE-ARGS...]: 1 when find_package(cufw
# VERSION-ARGS QUIET) found cufw, 0 when not.
find_cufw() {
    want=$1
    shift
    rm -rf "$tmp/b-v"
    cmake -S "$v" -B "$tmp/b-v" -DSTAGE="$stage" "-DWANT=$want" -DHOW=QUIET "$@" \
        >"$tmp/v.log" 2>&1
    cmake_rc=$?
    said "$tmp/v.log"
}
same=$major.$minor
higher=$major.$((minor + 1))
next_major=$((major + 1)).0
is "1 1 1 1" "$(find_cufw "") $(find_cufw "$same") $(find_cufw "$CUFW_VERSION;EXACT") $(find_cufw "$major")" \
    "found: no version, $same, $CUFW_VERSION EXACT, $major"
is "0 0" "$(find_cufw "$higher") $(find_cufw "$next_major")" \
    "refused: $higher (newer than $CUFW_VERSION), $next_major (another major version)"
if [ "$major" -eq 0 ] && [ "$minor" -gt 0 ]; then
    older=0.$((minor - 1))
    is "0" "$(find_cufw "$older")" "refused: $older (before 1.0, another minor version)"
elif [ "$major" -gt 0 ]; then
    is "1" "$(find_cufw "$major.0")" "found: $major.0 (the same major version)"
else
    skip 1 "no older minor version of 0.0"
fi
if version_at_least "$cmake_version" 3.19; then
    is "1 0" "$(find_cufw "$major.0...$next_major") $(find_cufw "$higher...$next_major")" \
        "ranges: $major.0...$next_major found, $higher...$next_major refused"
else
    skip 1 "CMake $cmake_version has no version ranges"
fi
is "0" "$(find_cufw "$same" -DCMAKE_SIZEOF_VOID_P=2)" "refused for a build with pointers of another size"
find_cufw "$higher" -DHOW=REQUIRED >/dev/null
[ "$cmake_rc" -ne 0 ] && ! grep -q '^-- cufw-t:' "$tmp/v.log" && grep -q "version: $CUFW_VERSION" "$tmp/v.log"
is 0 $? "find_package(cufw $higher REQUIRED) stops CMake, naming the version it found"

# ------------------------------------------------------------ CUDA on compat
ncuda=19
cuda_skip=
if [ $cudart_built = FALSE ]; then
    cuda_skip="libcufw_cudart.a is not built in this tree"
elif ! command -v "$NVCC" >/dev/null 2>&1; then
    cuda_skip="nvcc not found"
elif ! version_at_least "$cmake_version" 3.19; then
    cuda_skip="CMake $cmake_version: the guide's CUDA project needs 3.19"
else
    CUDACXX=$NVCC
    export CUDACXX
    mkdir -p "$tmp/probe"
    cat >"$tmp/probe/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.17)
project(probe NONE)
include(CheckLanguage)
check_language(CUDA)
message(STATUS "cufw-t: ${CMAKE_CUDA_COMPILER}")
EOF
    cmake -S "$tmp/probe" -B "$tmp/b-probe" >"$tmp/probe.log" 2>&1
    case $(said "$tmp/probe.log") in
        '' | *NOTFOUND*) cuda_skip="CMake $cmake_version cannot use $NVCC as its CUDA compiler" ;;
    esac
fi
if [ -n "$cuda_skip" ]; then
    skip $ncuda "$cuda_skip"
else
    c=$tmp/cuda
    guide_project "$c" cmake-cudart CMakeLists.txt
    ok "docs/using-cufw.md has a CUDA project that links cufw::cudart" \
        grep -q 'target_link_libraries(app PRIVATE cufw::cudart)' "$c/CMakeLists.txt"
    # The test's own targets after the guide's: a control on NVIDIA's
    # runtime, cufw_use_cudart(), relocatable device code in a static
    # library, and (on demand) a target that asks for cudart as well.
    cat >>"$c/CMakeLists.txt" <<'EOF'
set(CMAKE_CUDA_USE_RESPONSE_FILE_FOR_LIBRARIES OFF)
set(CMAKE_CUDA_USE_RESPONSE_FILE_FOR_OBJECTS OFF)
add_executable(control app.cu)
add_executable(helped app.cu)
cufw_use_cudart(helped)
target_link_libraries(helped PRIVATE m)
add_library(rdcparts STATIC rdc_a.cu rdc_b.cu)
set_target_properties(rdcparts PROPERTIES CUDA_SEPARABLE_COMPILATION ON)
target_link_libraries(rdcparts PUBLIC cufw::cudart)
add_executable(rdc rdc_main.cu)
set_target_properties(rdc PROPERTIES CUDA_SEPARABLE_COMPILATION ON)
target_link_libraries(rdc PRIVATE rdcparts)
if(SECOND_RUNTIME)
  find_package(CUDAToolkit REQUIRED)
  add_library(wrapper INTERFACE)
  target_link_libraries(wrapper INTERFACE ${SECOND_RUNTIME})
  add_executable(second app.cu)
  if(SECOND_VIA)
    target_link_libraries(second PRIVATE wrapper cufw::cudart)
  else()
    target_link_libraries(second PRIVATE ${SECOND_RUNTIME} cufw::cudart)
  endif()
endif()
if(BOTH_RUNTIMES)
  add_executable(both app.cu)
  set_target_properties(both PROPERTIES CUDA_RUNTIME_LIBRARY Static)
  target_link_libraries(both PRIVATE cufw::cudart)
endif()
EOF
    cuda_app "$c/app.cu"
    cuda_rdc "$c/rdc_a.cu" "$c/rdc_b.cu" "$c/rdc_main.cu"
    b=$tmp/b-cuda
    cmake -S "$c" -B "$b" -G "Unix Makefiles" -DCMAKE_PREFIX_PATH="$stage" -DCMAKE_CUDA_ARCHITECTURES=90 \
        >"$tmp/cuda.log" 2>&1
    is_ok $? "the CUDA project configures (project(... C CUDA), find_package(cufw COMPONENTS cudart))" \
        "$tmp/cuda.log"
    cmake --build "$b" -v >"$tmp/cuda-build.log" 2>&1
    is_ok $? "and builds: app.cu on cufw::cudart, a control, cufw_use_cudart(), -rdc in a library" \
        "$tmp/cuda-build.log"
    # link_line TARGET: the command that linked TARGET.
    link_line() { grep -E -- "-o $1( |$)" "$tmp/cuda-build.log" | grep -v -e ' -c ' -e '-dlink' | tail -n 1; }
    line=$(link_line app)
    diag "app: $line"
    case $line in *libcufw_cudart.a*) r=0 ;; *) r=1 ;; esac
    case $line in *cudart_static* | *-lcudart* | *libcudart*) r=1 ;; esac
    tap_report $r "app's link line has libcufw_cudart.a and no cudart (CUDA_RUNTIME_LIBRARY None, set by the package)"
    case $(link_line control) in *cudart_static*) r=0 ;; *) r=1 ;; esac
    tap_report $r "the control target's link line has cudart_static (CMake's default, which the check above would see)"
    # libcudart_static_<hash> functions are NVIDIA's runtime's own.
    nvidia() { nm "$b/$1" 2>/dev/null | grep -c ' libcudart_static_'; }
    is "0 0 0" "$(nvidia app) $(nvidia helped) $(nvidia rdc)" \
        "no function of cudart_static in app, helped (cufw_use_cudart) or rdc"
    ok "the control has cudart_static's functions (the symbol check can see them)" \
        test "$(nvidia control)" -gt 0
    nm "$b/app" 2>/dev/null | grep -q ' [Tt] __cudaRegisterFatBinary$' &&
        nm "$b/app" 2>/dev/null | grep -q ' [Tt] cufw_init$'
    is 0 $? "app's __cudaRegisterFatBinary is cufw's (libcufw.a is in it)"
    needed=$(readelf -d "$b/app" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
    case $needed in *cudart*) r=1 ;; *) r=0 ;; esac
    tap_report $r "no cudart among app's shared libraries: $needed"
    ok "rdc: CMake ran the device-link step itself" grep -q -- '-dlink.*cmake_device_link' "$tmp/cuda-build.log"
    if fake_usable; then
        out=$(run_fake 2 "$b/app")
        is "0:devices 2 value 42 cudaSuccess" "$?:$out" "app on the stand-in driver: 2 devices, its kernel stores 42"
        out=$(run_fake 1 "$b/rdc")
        is "0:value 21 cudaSuccess" "$?:$out" "rdc on the stand-in driver: the device-linked image is registered"
    else
        skip 2 "no stand-in driver (cufw links libcuda, or tests/fakecuda is not built)"
    fi
    if [ $linked = yes ]; then
        skip 1 "cufw links libcuda: no driver-less run"
    else
        out=$(CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$b/app" 2>&1)
        is "2:count: cudaErrorInsufficientDriver" "$?:$out" "app without a driver: cudaErrorInsufficientDriver"
    fi
    if [ "$CUFW_DEVICE_TESTS" = no ]; then
        skip 1 "device tests disabled (--enable-device-tests=no)"
    else
        out=$("$b/app" 2>&1)
        rc=$?
        if [ $rc -eq 2 ]; then
            no_gpu_or_fail 1 "no usable GPU here ($out)"
        else
            is "0:value 42 cudaSuccess" "$rc:$(printf '%s' "$out" | sed 's/^devices [0-9]* //')" \
                "with a GPU: app's kernel stores 42"
        fi
    fi
    cmake "$b" -DBOTH_RUNTIMES=ON >"$tmp/both.log" 2>&1
    rc=$?
    grep -q 'target both links cufw::cudart' "$tmp/both.log" && grep -q 'CUDA_RUNTIME_LIBRARY' "$tmp/both.log"
    is "1:0" "$rc:$?" "a target that links cufw::cudart and asks for cudart too stops CMake, saying why"
    # NVIDIA's runtime named beside cufw::cudart: CMake stops, naming both
    # (the link would otherwise take the first one named, silently).
    second() { # second ITEM [-DSECOND_VIA=ON]: rc and whether the error names both
        cmake "$b" -UBOTH_RUNTIMES -DSECOND_RUNTIME="$1" "${2:--DSECOND_VIA=OFF}" \
            >"$tmp/second.log" 2>&1
        rc=$?
        tr '\n' ' ' <"$tmp/second.log" | sed 's/  */ /g' |
            grep -qF "target second links two CUDA runtimes: cufw::cudart (cufw's) and $1 (NVIDIA's cudart)"
        echo "$rc:$?"
    }
    for item in CUDA::cudart_static CUDA::cudart -lcudart_static; do
        is "1:0" "$(second "$item")" "$item beside cufw::cudart stops CMake, naming both runtimes"
    done
    is "1:0" "$(second CUDA::cudart_static -DSECOND_VIA=ON)" \
        "so does CUDA::cudart_static through an interface library"
    [ "$(second CUDA::cudart_static)" = "1:0" ] || sed 's/^/# /' "$tmp/second.log"
fi

# ------------------------------------------------------------ the appliance
if ! command -v "$NVCC" >/dev/null 2>&1; then
    skip 4 "nvcc not found"
elif ! nvcc_links_alone "$tmp/nvcc-probe"; then
    # (FindCUDAToolkit reads the libraries' folder from nvcc's profile too)
    skip 4 "$nvcc_alone_why"
elif ! mkdir -p "$tmp/tk-probe" ||
    ! printf '%s\n' 'cmake_minimum_required(VERSION 3.17)' 'project(probe C)' \
        'find_package(CUDAToolkit REQUIRED)' >"$tmp/tk-probe/CMakeLists.txt" ||
    ! cmake -S "$tmp/tk-probe" -B "$tmp/b-tk-probe" \
        -DCUDAToolkit_ROOT="$(dirname "$(dirname "$(command -v "$NVCC")")")" \
        >"$tmp/tk-probe.log" 2>&1; then
    skip 4 "CMake $cmake_version's FindCUDAToolkit does not take this toolkit ($(grep -m1 'Could NOT' "$tmp/tk-probe.log"))"
else
    a=$tmp/appliance
    appliance_sources "$a" cmake-appliance CMakeLists.txt 'cufw::embed'
    cuda_home=$(dirname "$(dirname "$(command -v "$NVCC")")")
    cmake -S "$a" -B "$tmp/b-app" -DCMAKE_PREFIX_PATH="$stage" -DCUDAToolkit_ROOT="$cuda_home" \
        -DCMAKE_C_FLAGS="-O2 $CUFW_WARN_CFLAGS" >"$tmp/app.log" 2>&1 &&
        cmake --build "$tmp/b-app" -v >>"$tmp/app.log" 2>&1
    is_ok $? "the installed appliance builds with it (nvcc -fatbin, cufw::embed, cufw::cufw)" "$tmp/app.log"
    appliance_checks "$tmp/b-app/appliance"
fi
