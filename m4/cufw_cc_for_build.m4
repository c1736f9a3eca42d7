# SPDX-License-Identifier: MIT
# m4/cufw_cc_for_build.m4 -- CUFW_PROG_CC_FOR_BUILD: a C compiler for the
# programs that the build runs (cufw-embed turns fatbins into C sources),
# which must run on the build machine even when CC compiles for another
# host (--host=aarch64-linux-gnu).
#
# Sets and substitutes CC_FOR_BUILD, CPPFLAGS_FOR_BUILD, CFLAGS_FOR_BUILD,
# LDFLAGS_FOR_BUILD and BUILD_EXEEXT. A value the user gives wins. When not
# cross compiling they default to CC, CPPFLAGS, CFLAGS and LDFLAGS (one
# compiler does both jobs); when cross compiling CC_FOR_BUILD is the first
# of BUILD-gcc (BUILD: the --build triplet, when given), cc, gcc, clang
# that compiles a C11 program which then runs. A compiler that cannot do
# that, given or found, stops configure.

# _CUFW_TRY_CC_FOR_BUILD(COMPILER): compile, link and run conftest_build.c;
# sets cufw_build_exeext to the suffix the compiler gave the program.
AC_DEFUN([_CUFW_TRY_CC_FOR_BUILD], [
  cufw_build_ok=no
  rm -f conftest_build conftest_build.exe
  AS_ECHO(["$as_me:$LINENO: $1 $CPPFLAGS_FOR_BUILD $CFLAGS_FOR_BUILD $LDFLAGS_FOR_BUILD -o conftest_build conftest_build.c"]) >&AS_MESSAGE_LOG_FD
  AS_IF([$1 $CPPFLAGS_FOR_BUILD $CFLAGS_FOR_BUILD $LDFLAGS_FOR_BUILD -o conftest_build conftest_build.c >&AS_MESSAGE_LOG_FD 2>&1],
    [for cufw_build_exeext in '' .exe; do
       AS_IF([test -f conftest_build$cufw_build_exeext && ./conftest_build$cufw_build_exeext >/dev/null 2>&AS_MESSAGE_LOG_FD],
         [cufw_build_ok=yes; break])
     done])
])

AC_DEFUN([CUFW_PROG_CC_FOR_BUILD], [
AC_REQUIRE([AC_CANONICAL_BUILD])dnl
AC_REQUIRE([AC_PROG_CC])dnl
AC_ARG_VAR([CC_FOR_BUILD], [C compiler for the programs run during the build (default: CC, or the build machine's compiler when cross compiling)])dnl
AC_ARG_VAR([CPPFLAGS_FOR_BUILD], [preprocessor flags for CC_FOR_BUILD])dnl
AC_ARG_VAR([CFLAGS_FOR_BUILD], [C compiler flags for CC_FOR_BUILD])dnl
AC_ARG_VAR([LDFLAGS_FOR_BUILD], [linker flags for CC_FOR_BUILD])dnl
AS_IF([test "x$cross_compiling" = xyes],
  [cufw_build_candidates=""
   AS_IF([test -n "$build_alias"], [cufw_build_candidates="$build_alias-gcc"])
   cufw_build_candidates="$cufw_build_candidates cc gcc clang"
   : ${CPPFLAGS_FOR_BUILD=}
   : ${CFLAGS_FOR_BUILD=-g -O2}
   : ${LDFLAGS_FOR_BUILD=}],
  [cufw_build_candidates=""
   : ${CC_FOR_BUILD=$CC}
   : ${CPPFLAGS_FOR_BUILD=$CPPFLAGS}
   : ${CFLAGS_FOR_BUILD=$CFLAGS}
   : ${LDFLAGS_FOR_BUILD=$LDFLAGS}])
AC_MSG_CHECKING([for a C compiler for the build machine ($build)])
cat >conftest_build.c <<_CUFW_EOF
#include <stdio.h>
_Static_assert(sizeof(char) == 1, "C11");
int main(void)
{
    return puts("ok") == EOF;
}
_CUFW_EOF
AS_IF([test -n "$CC_FOR_BUILD"],
  [_CUFW_TRY_CC_FOR_BUILD([$CC_FOR_BUILD])],
  [cufw_build_ok=no
   for cufw_cc in $cufw_build_candidates; do
     _CUFW_TRY_CC_FOR_BUILD([$cufw_cc])
     AS_IF([test $cufw_build_ok = yes], [CC_FOR_BUILD=$cufw_cc; break])
   done])
rm -f conftest_build conftest_build.exe conftest_build.c
AS_IF([test $cufw_build_ok = yes],
  [AC_MSG_RESULT([$CC_FOR_BUILD])],
  [AC_MSG_RESULT([no])
   AS_IF([test -n "$CC_FOR_BUILD"],
     [AC_MSG_ERROR([CC_FOR_BUILD=$CC_FOR_BUILD cannot build a C11 program that runs on this machine ($build); see config.log])],
     [AC_MSG_ERROR([no C compiler for the build machine ($build) was found (tried:$cufw_build_candidates); the build runs cufw-embed here: set CC_FOR_BUILD])])])
BUILD_EXEEXT=$cufw_build_exeext
AC_SUBST([BUILD_EXEEXT])
])
