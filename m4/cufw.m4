# SPDX-License-Identifier: MIT
# cufw.m4 -- find cufw, its tools and nvcc from a project's configure script.
# serial 3
#
# Copy this file into your project's macro directory (m4/), or let aclocal
# find it where cufw installed it ($datadir/aclocal: set ACLOCAL_PATH when
# that is not aclocal's own directory), then call CUFW_CHECK in configure.ac.
#
# CUFW_CHECK([MIN-VERSION], [ACTION-IF-FOUND], [ACTION-IF-NOT-FOUND])
# CUFW_CHECK([ACTION-IF-FOUND], [ACTION-IF-NOT-FOUND])
# ------------------------------------------------------
# MIN-VERSION (MAJOR.MINOR or MAJOR.MINOR.PATCH; the first argument is one
# when it is made of digits and dots, which no action is) asks for that cufw
# or a newer one, read from the installed <cufw/version.h>: cufw 0.1 had
# none, and counts as older than any MIN-VERSION.
#
# Find everything a program that embeds CUDA kernels with cufw needs to build:
#
#   NVCC              the CUDA compiler: the preset NVCC, else nvcc in the
#                     bin folder of --with-cuda=DIR, else on PATH, else in
#                     /usr/local/cuda/bin
#   CUFW_CFLAGS       the C compiler flags for <cufw/cufw.h>
#   CUFW_LIBS         the linker flags for libcufw.a (and what it needs)
#   CUFW_CUDART_LIBS  the linker flags for cufw's CUDA Runtime replacement
#                     (libcufw_cudart.a and libcufw.a), or empty when that
#                     library is not installed
#   CUFW_EMBED        the cufw-embed program
#   NVCCFLAGS         flags for nvcc, empty unless the user sets them
#
# and AC_SUBST them all. cufw's flags come from, in this order: CUFW_CFLAGS
# and CUFW_LIBS set by the user; --with-cufw=PREFIX (PREFIX/include,
# PREFIX/lib or PREFIX/lib64, PREFIX/bin); pkg-config's packages cufw and
# cufw-cudart (PKG_CONFIG_PATH and PKG_CONFIG_SYSROOT_DIR are honoured; the
# tools are looked for in the package's bin folder); the compiler's default
# paths. Whatever the source, a test program must compile and link with
# them. --without-cufw skips the search and counts as not found.
#
# The shell variable cufw_found is set to yes or no. When everything is
# found, ACTION-IF-FOUND runs; otherwise ACTION-IF-NOT-FOUND does, whose
# default stops configure with a message that says what is missing and how
# to point configure at it.
#
# Paths: configure's tests split CUFW_CFLAGS, CUFW_LIBS, NVCC and CUFW_EMBED
# at blanks and take each word as it is, make's recipes give them to the
# shell, which reads quotes, '\', '$', ';', '&', '|', '<', '>', '(', ')', '`',
# '*', '?', '[', ']', '{' and '}' (and make reads '#' as the start of a
# comment). No one value is right for both, so a folder of cufw's (from
# --with-cufw or pkg-config) and an nvcc or cufw-embed found here whose path
# has a blank or any of those is refused, with the reason; a symbolic link
# with a plain path to it will do. Values you set yourself are taken as
# they are.

AC_DEFUN([_CUFW_ARGS],
[AC_ARG_WITH([cuda],
  [AS_HELP_STRING([--with-cuda=DIR], [the CUDA toolkit whose bin/nvcc compiles the kernels (default: nvcc on PATH, else /usr/local/cuda)])])
AC_ARG_WITH([cufw],
  [AS_HELP_STRING([--with-cufw=PREFIX], [where cufw is installed (default: ask pkg-config, else the compiler's default paths)])])
AC_ARG_VAR([NVCC], [the CUDA compiler])
AC_ARG_VAR([NVCCFLAGS], [flags for the CUDA compiler])
AC_ARG_VAR([CUFW_CFLAGS], [C compiler flags for cufw (overrides --with-cufw and pkg-config)])
AC_ARG_VAR([CUFW_LIBS], [linker flags for cufw (overrides --with-cufw and pkg-config)])
AC_ARG_VAR([CUFW_CUDART_LIBS], [linker flags for cufw's CUDA Runtime replacement])
AC_ARG_VAR([CUFW_EMBED], [cufw-embed, which turns a fatbin into a C source])
AC_ARG_VAR([PKG_CONFIG], [the pkg-config program])
AC_ARG_VAR([PKG_CONFIG_PATH], [folders pkg-config searches first (for cufw.pc)])
AC_ARG_VAR([PKG_CONFIG_LIBDIR], [folders pkg-config searches instead of its default ones])
])

# _CUFW_TRY_LINK: set cufw_link=yes when a program using cufw links with
# $CUFW_CFLAGS and $CUFW_LIBS.
AC_DEFUN([_CUFW_TRY_LINK],
[AC_LANG_PUSH([C])
cufw_save_CPPFLAGS=$CPPFLAGS
cufw_save_LIBS=$LIBS
CPPFLAGS="$CPPFLAGS $CUFW_CFLAGS"
LIBS="$CUFW_LIBS $LIBS"
AC_LINK_IFELSE([AC_LANG_PROGRAM([[#include <cufw/cufw.h>]],
  [[cufw_kernel *k;
    if (cufw_init() != CUFW_OK)
        return cufw_error_name(cufw_driver_result())[0] == 'C';
    return cufw_kernel_find("k", &k);]])],
  [cufw_link=yes], [cufw_link=no])
CPPFLAGS=$cufw_save_CPPFLAGS
LIBS=$cufw_save_LIBS
AC_LANG_POP([C])
])

# _CUFW_SYSROOT(VARIABLE): pkgconf puts PKG_CONFIG_SYSROOT_DIR in front of
# the paths --variable prints, pkg-config does not: add it where missing.
AC_DEFUN([_CUFW_SYSROOT],
[AS_CASE([$PKG_CONFIG_SYSROOT_DIR:$$1],
  [:*|*:], [],
  ["$PKG_CONFIG_SYSROOT_DIR:$PKG_CONFIG_SYSROOT_DIR"/*], [],
  [$1="$PKG_CONFIG_SYSROOT_DIR$$1"])])

# _CUFW_PLAIN(PATH, WHAT): unless PATH has none of the characters above, set
# cufw_bad to the reason WHAT in PATH cannot be used.
AC_DEFUN([_CUFW_PLAIN],
[AS_CASE([$1],
  [*[[\ \	\"\'\\\$\;\&\|\<\>\(\)\`\*\?\#\{\}]]* | *'@<:@'* | *'@:>@'* | *"$as_nl"*],
  [cufw_bad="$2 ($1): its path has a blank or one of
    \" ' \\ \$ ; & | < > ( ) \` * ? @<:@ @:>@ { } @%:@, which configure's tests and make's recipes
    read differently: give configure a path without them (a symbolic link will do)"])])

AC_DEFUN([CUFW_CHECK],
[m4_bmatch([$1], [^[0-9]+\(\.[0-9]+\)*$],
  [_CUFW_CHECK([$1], [$2], [$3])],
  [_CUFW_CHECK([], [$1], [$2])])])

# _CUFW_VERSION_AT_LEAST(MIN-VERSION): with cufw found and linking, set
# cufw_found=no (and say why) unless its <cufw/version.h> is MIN-VERSION or
# newer.
AC_DEFUN([_CUFW_VERSION_AT_LEAST],
[cufw_min_number=`echo "$1" | $AWK -F. '{ print $[]1 * 10000 + $[]2 * 100 + $[]3 }'`
AC_MSG_CHECKING([for cufw $1 or newer])
cufw_save_CPPFLAGS=$CPPFLAGS
CPPFLAGS="$CPPFLAGS $CUFW_CFLAGS"
AC_COMPUTE_INT([cufw_number], [CUFW_VERSION_NUMBER], [[#include <cufw/cufw.h>]], [cufw_number=])
CPPFLAGS=$cufw_save_CPPFLAGS
AS_IF([test -n "$cufw_number"],
  [cufw_have=`expr $cufw_number / 10000`.`expr $cufw_number / 100 % 100`.`expr $cufw_number % 100`],
  [cufw_have="0.1 or older (no cufw/version.h)"
   cufw_number=0])
AS_IF([test "$cufw_number" -ge "$cufw_min_number"],
  [AC_MSG_RESULT([yes ($cufw_have)])],
  [AC_MSG_RESULT([no ($cufw_have)])
   cufw_found=no
   cufw_missing="$cufw_missing
  - cufw $1 or newer: the one found ($cufw_how) is $cufw_have"])
])

AC_DEFUN([_CUFW_CHECK],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_REQUIRE([AC_PROG_AWK])dnl
AC_REQUIRE([_CUFW_ARGS])dnl
cufw_found=yes
cufw_look=yes
cufw_missing=
cufw_bindir=
cufw_libdir=
cufw_retry=no
cufw_bad=
cufw_cudart_given=${CUFW_CUDART_LIBS+set}
cufw_nvcc_given=${NVCC+set}
cufw_embed_given=${CUFW_EMBED+set}

# ---- nvcc
AS_CASE([$with_cuda],
  [no], [],
  [''|yes], [AC_PATH_PROG([NVCC], [nvcc], [], [$PATH$PATH_SEPARATOR/usr/local/cuda/bin])],
  [# DIR/bin itself first: a ':' in DIR would split the search path.
   AS_IF([test -z "$NVCC" && test -f "$with_cuda/bin/nvcc" && test -x "$with_cuda/bin/nvcc"],
     [NVCC="$with_cuda/bin/nvcc"])
   AC_PATH_PROG([NVCC], [nvcc], [], [$with_cuda/bin])])
AS_IF([test -z "$NVCC"],
  [cufw_found=no
   cufw_missing="$cufw_missing
  - nvcc, the CUDA compiler (install the CUDA toolkit, or use --with-cuda=DIR or NVCC=PATH)"],
  [test -z "$cufw_nvcc_given"],
  [_CUFW_PLAIN([$NVCC], [nvcc])
   AS_IF([test -n "$cufw_bad"],
     [cufw_found=no
      cufw_missing="$cufw_missing
  - $cufw_bad"
      cufw_bad=])])

# ---- cufw's headers and libraries
AS_IF([test -z "$PKG_CONFIG"], [AC_PATH_TOOL([PKG_CONFIG], [pkg-config])])
AC_MSG_CHECKING([for cufw])
AS_IF([test -n "$CUFW_CFLAGS$CUFW_LIBS"],
  [cufw_how="CUFW_CFLAGS and CUFW_LIBS"
   AS_IF([test -z "$CUFW_LIBS"], [CUFW_LIBS="-lcufw"])],
 [test "x$with_cufw" = xno],
  [cufw_how="--without-cufw"
   cufw_look=no],
 [test -n "$with_cufw" && test "x$with_cufw" != xyes],
  [cufw_how="--with-cufw=$with_cufw"
   cufw_libdir="$with_cufw/lib"
   AS_IF([test ! -f "$cufw_libdir/libcufw.a" && test -f "$with_cufw/lib64/libcufw.a"],
     [cufw_libdir="$with_cufw/lib64"])
   _CUFW_PLAIN([$with_cufw], [cufw])
   AS_IF([test -n "$cufw_bad"],
     [cufw_look=no],
     [CUFW_CFLAGS="-I$with_cufw/include"
      CUFW_LIBS="-L$cufw_libdir -lcufw"
      cufw_retry=yes
      AS_IF([test -z "$cufw_cudart_given" && test -f "$cufw_libdir/libcufw_cudart.a"],
        [CUFW_CUDART_LIBS="-L$cufw_libdir -lcufw_cudart -lcufw"])
      cufw_bindir="$with_cufw/bin"])],
 [test -n "$PKG_CONFIG" && $PKG_CONFIG --exists cufw 2>/dev/null],
  [cufw_how="pkg-config cufw `$PKG_CONFIG --modversion cufw 2>/dev/null`"
   CUFW_CFLAGS=`$PKG_CONFIG --cflags cufw 2>/dev/null`
   CUFW_LIBS=`$PKG_CONFIG --libs cufw 2>/dev/null`
   # Its folders must be plain before its flags are tried: pkgconf leaves
   # '$', '(' and ')' as they are, and escapes with '\' what the shell reads
   # specially and more ('%', '!', bytes past ASCII), which configure's test
   # takes as part of the path.
   for cufw_var in includedir libdir; do
     AS_IF([test -z "$cufw_bad"],
       [cufw_dir=`$PKG_CONFIG --variable=$cufw_var cufw 2>/dev/null`
        _CUFW_SYSROOT([cufw_dir])
        _CUFW_PLAIN([$cufw_dir], [cufw])])
   done
   AS_CASE(["$cufw_bad:$CUFW_CFLAGS $CUFW_LIBS"],
     [:*'\'*],
     [cufw_bad="cufw ($cufw_dir): pkg-config escapes a character of its path with '\\', which
    configure's tests would take as part of it: use --with-cufw=PREFIX"])
   # cufw-cudart.pc may be installed without libcufw_cudart.a: look.
   AS_IF([test -z "$cufw_cudart_given" && $PKG_CONFIG --exists cufw-cudart 2>/dev/null],
     [cufw_libdir=`$PKG_CONFIG --variable=libdir cufw-cudart 2>/dev/null`
      _CUFW_SYSROOT([cufw_libdir])
      AS_IF([test -f "$cufw_libdir/libcufw_cudart.a"],
        [CUFW_CUDART_LIBS=`$PKG_CONFIG --libs cufw-cudart 2>/dev/null`])])
   # The tools live in the package's bin folder.
   cufw_bindir=`$PKG_CONFIG --variable=bindir cufw 2>/dev/null`
   AS_IF([test -z "$cufw_bindir"],
     [cufw_bindir=`$PKG_CONFIG --variable=exec_prefix cufw 2>/dev/null`
      AS_IF([test -n "$cufw_bindir"], [cufw_bindir="$cufw_bindir/bin"])])
   _CUFW_SYSROOT([cufw_bindir])
   AS_IF([test -n "$cufw_bad"],
     [cufw_look=no
      CUFW_CFLAGS= CUFW_LIBS= CUFW_CUDART_LIBS= cufw_bindir=])],
  [cufw_how="the compiler's default paths"
   CUFW_LIBS="-lcufw"
   cufw_retry=yes])
AS_IF([test "$cufw_look" = yes],
  [_CUFW_TRY_LINK
   AS_IF([test "$cufw_link" = no && test "$cufw_retry" = yes],
     [# Without pkg-config's word on it: libcufw.a may need libdl and
      # libpthread (C libraries older than glibc 2.34).
      CUFW_LIBS="$CUFW_LIBS -ldl -lpthread"
      _CUFW_TRY_LINK])
   AS_IF([test "$cufw_link" = yes],
     [AC_MSG_RESULT([yes ($cufw_how)])],
     [AC_MSG_RESULT([no])
      cufw_found=no
      cufw_missing="$cufw_missing
  - cufw's headers and libcufw.a: a program did not compile and link with
    CUFW_CFLAGS=\"$CUFW_CFLAGS\" CUFW_LIBS=\"$CUFW_LIBS\" ($cufw_how; see config.log)"])],
  [test -n "$cufw_bad"],
  [AC_MSG_RESULT([no ($cufw_how)])
   cufw_found=no
   cufw_missing="$cufw_missing
  - $cufw_bad"],
  [AC_MSG_RESULT([no ($cufw_how)])
   cufw_found=no
   cufw_missing="$cufw_missing
  - cufw: not looked for ($cufw_how)"])
m4_ifval([$1], [AS_IF([test "$cufw_look" = yes && test "$cufw_link" = yes],
  [_CUFW_VERSION_AT_LEAST([$1])])])
AS_IF([test "$cufw_look" = yes && test "$cufw_link" = yes && test -z "$cufw_cudart_given"],
  [AC_MSG_CHECKING([for cufw's CUDA Runtime replacement (libcufw_cudart)])
   AS_IF([test -n "$CUFW_CUDART_LIBS"],
     [AC_MSG_RESULT([$CUFW_CUDART_LIBS])],
     [AC_MSG_RESULT([no])])])

# ---- cufw-embed
# The package's bin folder itself first: a ':' in it would split the
# search path.
AS_IF([test "$cufw_look" = yes && test -z "$CUFW_EMBED" && test -n "$cufw_bindir" &&
       test -f "$cufw_bindir/cufw-embed" && test -x "$cufw_bindir/cufw-embed"],
  [CUFW_EMBED="$cufw_bindir/cufw-embed"])
AS_IF([test "$cufw_look" = yes],
  [AC_PATH_PROG([CUFW_EMBED], [cufw-embed], [],
     [$cufw_bindir$PATH_SEPARATOR$PATH])])
AS_IF([test "$cufw_look" = yes && test -z "$CUFW_EMBED"],
  [cufw_found=no
   cufw_missing="$cufw_missing
  - cufw-embed (looked for in ${cufw_bindir:-the cufw package's bin folder} and on PATH;
    set CUFW_EMBED=PATH to name it)"],
  [test "$cufw_look" = yes && test -z "$cufw_embed_given"],
  [_CUFW_PLAIN([$CUFW_EMBED], [cufw-embed])
   AS_IF([test -n "$cufw_bad"],
     [cufw_found=no
      cufw_missing="$cufw_missing
  - $cufw_bad"])])

AC_SUBST([NVCC])
AC_SUBST([NVCCFLAGS])
AC_SUBST([CUFW_CFLAGS])
AC_SUBST([CUFW_LIBS])
AC_SUBST([CUFW_CUDART_LIBS])
AC_SUBST([CUFW_EMBED])

AS_IF([test "$cufw_found" = yes],
  [m4_default([$2], [:])],
  [m4_default([$3],
    [AC_MSG_ERROR([cufw cannot be used, because of what is missing:$cufw_missing
Install cufw (and the CUDA toolkit), point configure at them with
--with-cufw=PREFIX and --with-cuda=DIR, or set PKG_CONFIG_PATH to the folder
that holds cufw.pc.])])])
])
