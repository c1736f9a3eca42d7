#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/layers-t.sh -- the folders include only downward, as the
# README's "The tree" states: common/ nothing of cufw's; fatbin/ its own
# files and its public header; core/ its own, common/ and the public
# headers; compat/ its own, common/ and the public headers (never core's or
# fatbin's private ones); tools/ their own and the public headers. Read from
# the #include lines, the way nm-t.sh reads symbols. Inside compat, the two
# tiers of compat/inner.h: the files of compat/ itself go through core and
# make no Driver call (no cufw/call.h accessor, no RT_DRIVER, no
# direct/direct.h); those of compat/direct/ include their own files,
# ../inner.h, common/ and the public headers; neither names anything of
# core's private part (a cufw__ or CUFW__ name that is not compat's own
# cufw__rt_ and cufw__entry_ names, or common/'s).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
plan 8

# The quoted and angle includes of cufw's own that a folder's files make
# and the folder may not: prints "file: #include ..." for each.
offenders() { # folder, allowed quoted pattern, allowed angle pattern
    for f in "$src/$1"/*.c "$src/$1"/*.h; do
        [ -f "$f" ] || continue
        grep -E '^[[:space:]]*#[[:space:]]*include' "$f" | while read -r line; do
            name=$(printf '%s' "$line" | sed -E 's/^[^"<]*["<]([^">]*)[">].*/\1/')
            case $line in
                *'"'*) printf '%s\n' "$name" | grep -Eqx "$2" || printf '%s: %s\n' "${f#"$src"/}" "$line" ;;
                *'<cufw/'*) printf '%s\n' "$name" | grep -Eqx "$3" || printf '%s: %s\n' "${f#"$src"/}" "$line" ;;
            esac
        done
    done
}

own='[a-z_]+\.h'
is "" "$(offenders common 'NONE' 'NONE')" "common/ includes nothing of cufw's"
is "" "$(offenders fatbin "$own" 'cufw/(fatbin|error)\.h')" \
    "fatbin/ includes its own files and its public header only"
is "" "$(offenders core "$own|config\.h|common/$own" 'cufw/[a-z]+\.h')" \
    "core/ includes its own files, common/ and the public headers"
is "" "$(offenders compat "$own|config\.h|common/$own" 'cufw/[a-z]+\.h')" \
    "compat/ includes its own files, common/ and the public headers, none of core's private ones"
is "" "$(offenders tools "$own|config\.h" 'cufw/[a-z]+\.h')" \
    "tools/ include their own files and the public headers"

# Lines of code (not comments) of the given files that match a pattern.
code_lines() { # pattern, files...
    pat=$1
    shift
    for f in "$@"; do
        [ -f "$f" ] || continue
        grep -nE "$pat" "$f" | grep -vE '^[0-9]+:[[:space:]]*(\*|/\*)' | sed "s|^|${f#"$src"/}:|"
    done
}
is "" "$(code_lines 'cufw_call_cu|RT_(RETURN_)?DRIVER\(|#[[:space:]]*include[[:space:]]*"(direct/|\.\./)' \
        "$src"/compat/*.c "$src"/compat/*.h)" \
    "compat/'s own families make no Driver call: core makes them"
is "" "$(offenders compat/direct "$own|\.\./inner\.h|config\.h|common/$own" 'cufw/[a-z_]+\.h')" \
    "compat/direct/ includes its own files, ../inner.h, common/ and the public headers"
common_names=$(grep -ohE '\b(cufw__|CUFW__)[A-Za-z0-9_]+' "$src"/common/*.h | sort -u | tr '\n' '|')
is "" "$(code_lines '\b(cufw__|CUFW__)[A-Za-z0-9_]+' "$src"/compat/*.[ch] "$src"/compat/direct/*.[ch] |
        while IFS= read -r line; do
            printf '%s\n' "$line" | grep -oE '\b(cufw__|CUFW__)[A-Za-z0-9_]+' |
                grep -vxE "cufw__(rt|entry)_[A-Za-z0-9_]*|${common_names%|}" |
                sed "s|^|${line%%:*}: |"
        done)" \
    "compat names nothing of core's private part"
