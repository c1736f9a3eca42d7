#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/core/nm-t.sh -- the libraries do not allocate and show only their API.
#
# For libcufw.a and libcufw_cudart.a (when built): no undefined reference to
# an allocator (malloc and friends, C++ operator new/delete, strdup,
# asprintf, fopen...); every global symbol they define starts with cufw_ or
# is CUDA's own name (compat); internal cufw__ symbols are hidden. Prints
# the static footprint (.data + .bss) as a diagnostic.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
NM=${NM:-nm}
SIZE=${SIZE:-size}
libs="libcufw.a"
[ -f "$top/libcufw_cudart.a" ] && libs="$libs libcufw_cudart.a"
set -- $libs
plan $(( $# * 4 ))
forbidden='^(malloc|calloc|realloc|reallocarray|free|strdup|strndup|aligned_alloc|posix_memalign|memalign|valloc|pvalloc|asprintf|vasprintf|open_memstream|getline|getdelim|fopen|fdopen|tmpfile|scandir|tempnam|__libc_malloc|__strdup|_Znw.*|_Zna.*|_Zdl.*|_Zda.*)$'
for lib in $libs; do
    path="$top/$lib"
    undef=$($NM -u "$path" 2>/dev/null | awk 'NF >= 2 {print $NF} NF == 1 && $1 !~ /:$/ {print $1}' | sed 's/@.*//' | sort -u)
    bad=$(printf '%s\n' "$undef" | grep -E "$forbidden" | tr '\n' ' ')
    is "" "$bad" "$lib: no allocator referenced"
    ok "$lib: nm lists its undefined symbols" test -n "$undef"
    case $lib in
        libcufw.a) pattern='^cufw_' ;;
        *) pattern='^(cufw_|cuda|__cuda)' ;;
    esac
    defined=$($NM -g --defined-only "$path" 2>/dev/null | awk 'NF == 3 {print $3}' | sort -u)
    # (__odr_asan.* and friends: the sanitizers' own, in --enable-sanitizers
    # builds; NVTX defines nothing: core/trace_target.c speaks its tool
    # protocol itself)
    extra='^(__odr_asan|__asan|__ubsan|__sancov|__tsan)'
    foreign=$(printf '%s\n' "$defined" | grep -vE "$pattern" | grep -vE "$extra" | grep -v '^$' | tr '\n' ' ')
    is "" "$foreign" "$lib: every global symbol is in cufw's or CUDA's namespace"
    # readelf -s on an archive: columns Num Value Size Type Bind Vis Ndx Name
    visible=$(readelf -sW "$path" 2>/dev/null | awk '$5 == "GLOBAL" && $6 == "DEFAULT" && $7 != "UND" && $8 ~ /^cufw__/ {print $8}' | sort -u | tr '\n' ' ')
    is "" "$visible" "$lib: internal cufw__ symbols are hidden"
    fp=$($SIZE -t "$path" 2>/dev/null | awk 'END {print "text " $1 ", data " $2 ", bss " $3}')
    diag "$lib static footprint: $fp"
done
