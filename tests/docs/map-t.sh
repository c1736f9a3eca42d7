#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/map-t.sh -- CONTRIBUTING.md's map of compat is the tree: every
# .c and .h file of compat/ is listed under "The core tier" and every one of
# compat/direct/ under "The direct tier", and the map names no file that is
# not there.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/map-t.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
plan 4

# The backquoted file names of one tier's part of the map.
section() { # first line's pattern, the next part's pattern
    sed -n "/$1/,/$2/p" "$src/CONTRIBUTING.md" | grep -oE '`[a-z_]+\.[ch]`' | tr -d '`' | sort -u
}
# The files of a folder, by name.
files() {
    for f in "$src/$1"/*.c "$src/$1"/*.h; do
        [ -f "$f" ] && basename "$f"
    done | sort -u
}
section '^  The core tier' '^  The direct tier' >"$tmp/core.map"
section '^  The direct tier' '^## ' >"$tmp/direct.map"
files compat >"$tmp/core.tree"
files compat/direct >"$tmp/direct.tree"
for tier in core direct; do
    case $tier in core) dir=compat/ ;; *) dir=compat/direct/ ;; esac
    is "" "$(comm -13 "$tmp/$tier.map" "$tmp/$tier.tree" | tr '\n' ' ')" \
        "every file of $dir is on CONTRIBUTING's map, in the $tier tier"
    is "" "$(comm -23 "$tmp/$tier.map" "$tmp/$tier.tree" | tr '\n' ' ')" \
        "the $tier tier's map names only files of $dir"
done
