#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/layers-t.sh -- the folders include only downward, as the
# README's "The tree" states: common/ nothing of cufw's; fatbin/ its own
# files and its public header; core/ its own, common/ and the public
# headers; compat/ its own, common/ and the public headers (never core's or
# fatbin's private ones); tools/ their own and the public headers. Read from
# the #include lines, the way nm-t.sh reads symbols.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
plan 5

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
