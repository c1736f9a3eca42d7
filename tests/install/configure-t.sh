#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/configure-t.sh -- cufw's configure on a fresh machine, run
# from a scratch copy of the source tree's configure and its inputs: nvcc
# found on PATH through a chain of links (~/bin/nvcc -> ... -> the
# toolkit's bin/nvcc) leads to the toolkit, not to the links' folder; the
# run says nothing on stderr (autoconf's clean-up would complain two dozen
# times about the core/ folder); archives are made with ARFLAGS "cr" (GNU
# ar warns about automake's "cru").
#
# The toolkit's target trees: in fake toolkits laid out as NVIDIA's
# (targets/NAME/include/cuda.h ..., targets/NAME/lib/libcudart_static.a,
# include and lib64 at the top linked into the build machine's tree),
# configure takes targets/x86_64-linux natively, and when cross configuring
# for aarch64 targets/sbsa-linux (server Arm) or targets/aarch64-linux
# (Jetson), whichever is there, sbsa-linux with a warning when both are,
# the one --with-cuda-target names; it stops with a clear message when
# there is none or the name is wrong. CC_FOR_BUILD: CC natively, found
# when cross compiling, the user's when given, refused when it cannot
# build a program that runs here. The kernels' architectures: by default
# SASS for each of 75 80 86 89 90 100 110 120 that nvcc compiles for (an
# older nvcc's missing ones are left out, saying so), PTX for the lowest
# and the highest; an architecture the user names and nvcc does not know
# stops configure.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
. "${CUFW_TOP_SRCDIR:-.}/tests/install/common.sh"
skip_unless_supported_toolkit
slow_test
[ -n "$NVCC" ] && [ -x "$NVCC" ] || skip_all "run me through make check (I need the configured nvcc)"
[ -f "$src/configure" ] || skip_all "no configure script in $src"
scratch configure-t
plan 35

mkdir -p "$tmp/home/bin" "$tmp/home/links"
configure_inputs "$tmp/src" || bail "cannot copy the configure inputs"
# ~/bin/nvcc -> ../links/nvcc (relative) -> the toolkit's nvcc (absolute)
ln -s "$NVCC" "$tmp/home/links/nvcc" && ln -s ../links/nvcc "$tmp/home/bin/nvcc" ||
    bail "cannot make links"
toolkit=$(dirname "$(dirname "$NVCC")")

(cd "$tmp/src" && PATH="$tmp/home/bin:$PATH" ./configure --disable-dependency-tracking \
    >"$tmp/out" 2>"$tmp/err")
rc=$?
is 0 "$rc" "configure succeeds with nvcc on PATH only through links"
[ "$rc" = 0 ] || diag "$(tail -5 "$tmp/out") $(tail -5 "$tmp/err")"
ok "it found nvcc where PATH has it" grep -q "checking for nvcc... $tmp/home/bin/nvcc" "$tmp/out"
is "CUDA_HOME = $toolkit" "$(grep '^CUDA_HOME = ' "$tmp/src/Makefile" 2>/dev/null)" \
    "the toolkit is where the links lead"
is "" "$(cat "$tmp/err")" "nothing on stderr (no rm complaint about core/)"
is "ARFLAGS = cr" "$(grep '^ARFLAGS = ' "$tmp/src/Makefile" 2>/dev/null)" \
    "archives are made with ARFLAGS cr"

# ------------------------------------------------------------ target trees
incdir=${CUFW_CUDA_INCDIR:-$toolkit/include}
[ -f "$incdir/cuda.h" ] || bail "no cuda.h in $incdir"
# fake_toolkit DIR NAME...: bin/nvcc (a link to the real one) and a tree
# targets/NAME per NAME, whose include/ holds the real headers (linked) and
# whose lib/ an (empty) libcudart_static.a; include and lib64 at the top
# link into the first tree, as the toolkit's own do into the build
# machine's.
fake_toolkit() {
    d=$1
    shift
    mkdir -p "$d/bin" && ln -s "$NVCC" "$d/bin/nvcc" || return 1
    for name in "$@"; do
        mkdir -p "$d/targets/$name/include" "$d/targets/$name/lib" &&
            ln -s "$incdir"/* "$d/targets/$name/include/" &&
            printf '!<arch>\n' >"$d/targets/$name/lib/libcudart_static.a" || return 1
    done
    ln -s "targets/$1/include" "$d/include" && ln -s "targets/$1/lib" "$d/lib64"
}
build=$("$src/build-aux/config.guess")
case $build in
    x86_64-*) native=x86_64-linux ;;
    aarch64-*) native=sbsa-linux ;;
    *) native="" ;;
esac
# run NAME [ARG...]: configure in a fresh copy of the inputs, in the
# background; its output in $tmp/NAME.out and .err, its status in .rc.
run() {
    name=$1
    shift
    configure_inputs "$tmp/$name" || bail "cannot copy the configure inputs"
    (cd "$tmp/$name" && ./configure --disable-dependency-tracking "$@" \
        >"$tmp/$name.out" 2>"$tmp/$name.err"; echo $? >"$tmp/$name.rc") &
}
# cross configuring for aarch64 from here: the build machine's own
# compiler and tools stand in for the host's (only configure runs).
cross() {
    run "$@" --build="$build" --host=aarch64-linux-gnu CC="${CUFW_CC:-cc}" \
        AR=ar RANLIB=ranlib NM=nm SIZE=size STRIP=strip
}
var() { # the value of the Makefile variable $2 of run $1
    sed -n "s/^$2 = //p" "$tmp/$1/Makefile" 2>/dev/null
}

if [ -z "$native" ] || [ "$native" = sbsa-linux ]; then
    skip 30 "the target-tree tests cross configure from x86_64 (this is $build)"
    exit 0
fi
fake_toolkit "$tmp/tk-x86" x86_64-linux &&
    fake_toolkit "$tmp/tk-sbsa" x86_64-linux sbsa-linux &&
    fake_toolkit "$tmp/tk-jetson" x86_64-linux aarch64-linux &&
    fake_toolkit "$tmp/tk-both" x86_64-linux sbsa-linux aarch64-linux ||
    bail "cannot make the fake toolkits"

run native --with-cuda="$tmp/tk-both"
cross sbsa --with-cuda="$tmp/tk-sbsa"
cross jetson --with-cuda="$tmp/tk-jetson" CC_FOR_BUILD=gcc CFLAGS_FOR_BUILD=-O1
cross both --with-cuda="$tmp/tk-both"
cross pick --with-cuda="$tmp/tk-both" --with-cuda-target=aarch64-linux
cross none --with-cuda="$tmp/tk-x86"
cross bogus --with-cuda="$tmp/tk-both" --with-cuda-target=jetson-linux
run badcc --with-cuda="$tmp/tk-x86" CC_FOR_BUILD=false
# an nvcc that compiles for three architectures only (configure asks it
# nothing else)
mkdir -p "$tmp/tk-old/bin" && cp -R "$tmp/tk-x86/targets" "$tmp/tk-old/" &&
    printf '#!/bin/sh\n[ "$1" = --list-gpu-code ] && printf "sm_75\\nsm_80\\nsm_90\\n"\n' \
        >"$tmp/tk-old/bin/nvcc" && chmod +x "$tmp/tk-old/bin/nvcc" || bail "cannot fake an old nvcc"
run oldnvcc --with-cuda="$tmp/tk-old"
run oldarch --with-cuda="$tmp/tk-old" --with-cuda-arch="90 110"
wait

tk=$tmp/tk-both
is "0 x86_64-linux -I$tk/targets/x86_64-linux/include" \
    "$(cat "$tmp/native.rc") $(var native CUDA_TARGET) $(var native CUDA_CPPFLAGS)" \
    "natively: targets/x86_64-linux, its include/ on the compiler's path"
is "$tk/targets/x86_64-linux/lib" "$(var native CUDA_LIBDIR)" "natively: libcudart_static.a from its lib/"
ok "natively: the summary names the tree" \
    grep -q "^  target tree: *targets/x86_64-linux for x86_64-" "$tmp/native.out"
is "" "$(cat "$tmp/native.err")" "natively: nothing on stderr"
is "$(var native CC)" "$(var native CC_FOR_BUILD)" "natively: CC_FOR_BUILD is CC"

tk=$tmp/tk-sbsa
is "0 sbsa-linux -I$tk/targets/sbsa-linux/include" \
    "$(cat "$tmp/sbsa.rc") $(var sbsa CUDA_TARGET) $(var sbsa CUDA_CPPFLAGS)" \
    "cross, server Arm: targets/sbsa-linux, not the top include/ (the build machine's)"
is "$tk/targets/sbsa-linux/lib" "$(var sbsa CUDA_LIBDIR)" "cross, server Arm: its lib/"
ok "cross, server Arm: the check and the summary name the tree" sh -c \
    "grep -q 'target tree for aarch64-unknown-linux-gnu\.\.\. $tk/targets/sbsa-linux$' '$tmp/sbsa.out' &&
     grep -q '^  target tree: *targets/sbsa-linux for aarch64-unknown-linux-gnu' '$tmp/sbsa.out'"
is "" "$(cat "$tmp/sbsa.err")" "cross, server Arm: nothing on stderr"
ok "cross: configure knows it is cross compiling" grep -q "cross compiling... yes" "$tmp/sbsa.out"
ok "cross: a compiler for the build machine is found" sh -c \
    "test -n \"\$(sed -n 's/^CC_FOR_BUILD = //p' '$tmp/sbsa/Makefile')\" &&
     grep -q 'C compiler for the build machine ($build)\.\.\. [^n]' '$tmp/sbsa.out'"

tk=$tmp/tk-jetson
is "0 aarch64-linux -I$tk/targets/aarch64-linux/include" \
    "$(cat "$tmp/jetson.rc") $(var jetson CUDA_TARGET) $(var jetson CUDA_CPPFLAGS)" \
    "cross, Jetson: targets/aarch64-linux"
is "$tk/targets/aarch64-linux/lib" "$(var jetson CUDA_LIBDIR)" "cross, Jetson: its lib/"
is "" "$(cat "$tmp/jetson.err")" "cross, Jetson: nothing on stderr"
is "gcc -O1" "$(var jetson CC_FOR_BUILD) $(var jetson CFLAGS_FOR_BUILD)" \
    "the user's CC_FOR_BUILD and CFLAGS_FOR_BUILD are kept"

tk=$tmp/tk-both
is "0 sbsa-linux" "$(cat "$tmp/both.rc") $(var both CUDA_TARGET)" \
    "cross, both aarch64 trees there: sbsa-linux"
ok "cross, both: a warning names the other and the option" \
    grep -q "WARNING: .*sbsa-linux aarch64-linux; using sbsa-linux.*--with-cuda-target=aarch64-linux" "$tmp/both.err"
is "0 aarch64-linux -I$tk/targets/aarch64-linux/include" \
    "$(cat "$tmp/pick.rc") $(var pick CUDA_TARGET) $(var pick CUDA_CPPFLAGS)" \
    "--with-cuda-target=aarch64-linux picks Jetson's tree"
is "" "$(cat "$tmp/pick.err")" "--with-cuda-target: no warning"

is 1 "$(cat "$tmp/none.rc")" "cross, no aarch64 tree: configure fails"
ok "cross, no aarch64 tree: it says what it looked for and what is there" \
    grep -q "no target tree for it (looked for cuda.h in targets/NAME/include for NAME in: sbsa-linux aarch64-linux; targets there: x86_64-linux)" "$tmp/none.err"
is 1 "$(cat "$tmp/bogus.rc")" "--with-cuda-target with a wrong name: configure fails"
ok "--with-cuda-target with a wrong name: it lists the trees there" \
    grep -q "targets/jetson-linux/include/cuda.h does not exist (targets there: aarch64-linux sbsa-linux x86_64-linux)" "$tmp/bogus.err"
is 1 "$(cat "$tmp/badcc.rc")" "CC_FOR_BUILD=false: configure fails"
ok "CC_FOR_BUILD=false: it says why" \
    grep -q "CC_FOR_BUILD=false cannot build a C11 program that runs on this machine" "$tmp/badcc.err"

gencode_ptx() { # the PTX architectures of run $1's NVCC_GENCODE
    var "$1" NVCC_GENCODE | tr ' ' '\n' | sed -n 's/^arch=compute_\([0-9a-z]*\),code=compute_.*/\1/p' |
        tr '\n' ' ' | sed 's/ $//'
}
is "75 80 86 89 90 100 110 120 / 75 120" "$(var native CUFW_CUDA_ARCHS) / $(gencode_ptx native)" \
    "by default: SASS for every current GPU, Thor's sm_110 included; PTX for the lowest and the highest"
is "0 75 80 90 / 75 90" "$(cat "$tmp/oldnvcc.rc") $(var oldnvcc CUFW_CUDA_ARCHS) / $(gencode_ptx oldnvcc)" \
    "an nvcc without sm_86..sm_120: the default keeps what it compiles for"
ok "and says what it left out" grep -q "nvcc does not compile for sm_110: left out of the default" "$tmp/oldnvcc.out"
is 1 "$(cat "$tmp/oldarch.rc")" "--with-cuda-arch naming an architecture nvcc lacks: configure fails"
ok "and says which and what nvcc has" \
    grep -q "nvcc does not compile for sm_110 (it does for: sm_75 sm_80 sm_90)" "$tmp/oldarch.err"
