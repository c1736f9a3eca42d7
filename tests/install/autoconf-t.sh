#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/autoconf-t.sh -- CUFW_CHECK (m4/cufw.m4) in a throwaway
# Autotools project: the configure.ac and Makefile.am of docs/autotools.md
# around the appliance's sources, against cufw installed in a scratch
# DESTDIR. It configures (through pkg-config, and through --with-cufw),
# builds in a separate build folder, runs, passes its own distcheck, and
# fails with a clear message when cufw is not there. A second project asks
# for a minimum version: the installed one, one from the future, and the
# old call without a version.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
. "${CUFW_TOP_SRCDIR:-.}/tests/install/common.sh"
install_env_or_skip
for prog in autoreconf autoconf automake aclocal pkg-config; do
    command -v $prog >/dev/null 2>&1 || skip_all "$prog is not installed"
done
scratch autoconf-t
installed_dirs "$tmp/dest"
NVCC=${NVCC:-nvcc}
cuda_home=$(dirname "$(dirname "$NVCC")")
plan 20

install_into "$tmp/dest" "$tmp/install.log"
is_ok $? "make install DESTDIR=... succeeds" "$tmp/install.log"

# The project: the guide's files, the appliance's sources as installed.
p=$tmp/project
mkdir -p "$p/m4"
doc_snippet configure.ac >"$p/configure.ac"
doc_snippet Makefile.am >"$p/Makefile.am"
cp "$docdir/examples/appliance/main.c" "$docdir/examples/appliance/blur.cu" "$p/"
ok "docs/autotools.md has a configure.ac calling CUFW_CHECK and a Makefile.am" \
    sh -c "grep -q '^CUFW_CHECK' '$p/configure.ac' && grep -q '^bin_PROGRAMS' '$p/Makefile.am'"

# aclocal finds the installed cufw.m4 through ACLOCAL_PATH, as a user's would.
(cd "$p" && ACLOCAL_PATH="$datadir/aclocal" autoreconf -fi) >"$tmp/autoreconf.log" 2>&1
is_ok $? "autoreconf -fi (automake -Wall -Werror) with the installed cufw.m4" "$tmp/autoreconf.log"
ok "aclocal.m4 took CUFW_CHECK from the installed cufw.m4" grep -q 'AC_DEFUN(\[CUFW_CHECK\]' "$p/aclocal.m4"

# pkg-config (with PKG_CONFIG_SYSROOT_DIR into DESTDIR), nvcc from --with-cuda.
mkdir "$tmp/b1"
(cd "$tmp/b1" && "$p/configure" --with-cuda="$cuda_home") >"$tmp/configure1.log" 2>&1
is_ok $? "configure: cufw found through pkg-config" "$tmp/configure1.log"
ok "configure says where it found it" grep -q '^checking for cufw\.\.\. yes (pkg-config cufw ' "$tmp/configure1.log"
subst() { sed -n "s/^$2 = //p" "$1/Makefile"; }
is "$bindir/cufw-embed|$cuda_home/bin/nvcc" "$(subst "$tmp/b1" CUFW_EMBED)|$(subst "$tmp/b1" NVCC)" \
    "CUFW_EMBED is the staged cufw-embed, NVCC the one of --with-cuda"
(cd "$tmp/b1" && make) >"$tmp/make1.log" 2>&1
is_ok $? "make in a separate build folder: nvcc -fatbin, cufw-embed, link" "$tmp/make1.log"
CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$tmp/b1/appliance" >/dev/null 2>"$tmp/err"
is 2 $? "the program runs (exit 2 without a driver)"
if [ "$CUFW_DEVICE_TESTS" = no ]; then
    skip 1 "device tests disabled (--enable-device-tests=no)"
else
    "$tmp/b1/appliance" 97 61 3 >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ $rc -eq 2 ]; then
        no_gpu_or_fail 1 "$(cat "$tmp/err")"
    else
        is 0 $rc "with a GPU: the program's results match the CPU's"
        log "$tmp/out"; log "$tmp/err"
    fi
fi
# The project's own distcheck: the snippet ships what it must.
(cd "$tmp/b1" && make distcheck) >"$tmp/distcheck.log" 2>&1
rc=$?
is 0 $rc "the project passes its own make distcheck"
[ $rc -eq 0 ] || tail -n 40 "$tmp/distcheck.log" | sed 's/^/# /'

# --with-cufw=PREFIX, with pkg-config out of the way.
mkdir "$tmp/b2"
(cd "$tmp/b2" && "$p/configure" --with-cufw="$dest$CUFW_prefix" PKG_CONFIG=false) >"$tmp/configure2.log" 2>&1
is_ok $? "configure --with-cufw=PREFIX without pkg-config" "$tmp/configure2.log"
ok "configure says so" grep -q "^checking for cufw\.\.\. yes (--with-cufw=" "$tmp/configure2.log"
(cd "$tmp/b2" && make) >"$tmp/make2.log" 2>&1
is_ok $? "and the program builds" "$tmp/make2.log"

# Nothing there: configure stops and says what is missing.
mkdir "$tmp/b3"
(cd "$tmp/b3" && "$p/configure" --with-cufw="$tmp/nowhere") >"$tmp/configure3.log" 2>&1
is 1 $? "configure --with-cufw=(empty folder) fails"
ok "the message names what is missing" grep -q "cufw's headers and libcufw.a" "$tmp/configure3.log"
ok "and how to point configure at cufw" grep -q -- "--with-cufw=PREFIX" "$tmp/configure3.log"

# CUFW_CHECK([MIN-VERSION], ...), and the call of cufw 0.1 without one.
v=$tmp/versions
mkdir -p "$v"
have=$(sed -n 's/^#define CUFW_VERSION "\(.*\)"$/\1/p' "$includedir/cufw/version.h")
cat >"$v/configure.ac" <<EOF2
AC_INIT([versions], [1.0])
AC_PROG_CC
CUFW_CHECK([$have], [at_least=yes], [at_least=no])
CUFW_CHECK([99.1], [newer=yes], [newer=no])
CUFW_CHECK([old_form=yes], [old_form=no])
AC_MSG_NOTICE([versions: \$at_least \$newer \$old_form])
AC_OUTPUT
EOF2
(cd "$v" && ACLOCAL_PATH="$datadir/aclocal" aclocal && autoconf && ./configure --with-cuda="$cuda_home") \
    >"$tmp/versions.log" 2>&1
is_ok $? "a configure.ac calling CUFW_CHECK with versions and without" "$tmp/versions.log"
is "versions: yes no yes" "$(sed -n 's/^configure: versions: /versions: /p' "$tmp/versions.log")" \
    "$have is enough, 99.1 is not, and the call without a version still finds cufw"
ok "the check says what it found" grep -q "^checking for cufw 99.1 or newer\.\.\. no ($have)" \
    "$tmp/versions.log"
