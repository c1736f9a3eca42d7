#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/runtime-doc-t.sh -- every Runtime function libcufw_cudart.a
# exports (cuda*, __cuda*) has a row in docs/runtime-over-driver.md's table,
# and every function the table names is exported -- but for a function
# marked with a CUDA version after the toolkit's (tests/docs/since.sh).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
. "${CUFW_TOP_SRCDIR:-.}/tests/docs/since.sh"
top=${CUFW_TOP_BUILDDIR:-.}
doc="${CUFW_TOP_SRCDIR:-.}/docs/runtime-over-driver.md"
NM=${NM:-nm}
plan 3
exported=$($NM -g --defined-only "$top/libcufw_cudart.a" | awk 'NF == 3 && $2 == "T" && $3 ~ /^_?_?cuda/ {print $3}' | sort -u)
# Table rows: the first cell, its names in backquotes; "_ptsz"/"_ptds" alone
# stands for the row's first name with that suffix.
have=$(toolkit_version)
documented=$(grep -E '^\| `' "$doc" | awk -F'|' '{print $2}' | since_filter "$have" | while read -r cell; do
    first=""
    for w in $(printf '%s' "$cell" | grep -oE '`[A-Za-z_0-9]+`' | tr -d '`'); do
        case $w in
            _ptsz|_ptds) echo "$first$w" ;;
            *) [ -z "$first" ] && first=$w; echo "$w" ;;
        esac
    done
done | sort -u)
ok "libcufw_cudart.a exports Runtime functions" test -n "$exported"
missing=$(printf '%s\n' "$exported" | while read -r s; do printf '%s\n' "$documented" | grep -qx "$s" || printf '%s ' "$s"; done)
is "" "$missing" "every exported function is in the table"
extra=$(printf '%s\n' "$documented" | while read -r s; do printf '%s\n' "$exported" | grep -qx "$s" || printf '%s ' "$s"; done)
is "" "$extra" "every function in the table is exported (CUDA $have and older)"
