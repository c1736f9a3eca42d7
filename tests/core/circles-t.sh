#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/core/circles-t.sh -- no circle between a library's object files.
#
#     circles-t.sh [ARCHIVE...]
#
# For each archive (by default libcufw.a, and libcufw_cudart.a when built):
# which member's undefined symbols which other member defines (nm), and one
# test that fails when that graph has a cycle, naming one cycle of each
# tangle with a symbol that makes each step ("a.o -> b.o (sym)"). Without a
# cycle the members can be read, tested and linked bottom up.
#
# An archive named in CUFW_CIRCLES_TODO (a list of names, empty by default)
# is still checked, but a cycle there is reported as TODO (an expected
# failure): for a known cycle while it is being removed. A reference to a
# symbol in CUFW_CIRCLES_ANCHORS is no dependency: by default
# cufw__rt_exports, compat's link anchor under --disable-trace
# (compat/trace.c), which error.c names only so that the first object of
# compat a program takes brings every export.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
NM=${NM:-nm}
todo=${CUFW_CIRCLES_TODO-}
anchors=${CUFW_CIRCLES_ANCHORS-cufw__rt_exports}

if [ $# -eq 0 ]; then
    set -- "$top/libcufw.a"
    [ -f "$top/libcufw_cudart.a" ] && set -- "$@" "$top/libcufw_cudart.a"
fi
plan $(( $# * 2 ))

# The cycles of one archive, one line each, then a line ".".
cycles() {
    $NM -A -P "$1" 2>/dev/null | awk -v anchors="$anchors" '
    BEGIN { k = split(anchors, names, " "); for (i = 1; i <= k; i++) anchor[names[i]] = 1 }
    $2 in anchor { next }
    {
        m = $1; sub(/^.*\[/, "", m); sub(/\]:$/, "", m)
        if (!(m in seen)) { seen[m] = 1; node[++n] = m }
        if ($3 == "U" || $3 == "w") { nu[m]++; use[m, nu[m]] = $2 }
        else if ($3 ~ /^[A-TV-Z]$/) def[$2] = m
    }
    # e[a, b]: a calls or reads what b defines; why[a, b]: one such symbol
    END {
        if (n == 0)
            exit
        for (i = 1; i <= n; i++) {
            a = node[i]
            for (j = 1; j <= nu[a]; j++) {
                s = use[a, j]
                if ((s in def) && def[s] != a && !((a, def[s]) in e)) {
                    e[a, def[s]] = 1; why[a, def[s]] = s
                }
            }
        }
        for (i = 1; i <= n; i++) {
            a = node[i]
            if (a in done)
                continue
            # breadth first from a, back to a: the shortest cycle through it
            split("", from); split("", queue); head = 1; tail = 0; found = 0
            queue[++tail] = a
            while (head <= tail && !found) {
                x = queue[head++]
                for (k = 1; k <= n; k++) {
                    y = node[k]
                    if (!((x, y) in e) || (y in from))
                        continue
                    from[y] = x
                    if (y == a) { found = 1; break }
                    queue[++tail] = y
                }
            }
            if (!found)
                continue
            line = a; y = a
            do {
                x = from[y]; step[x] = y; y = x
            } while (y != a)
            x = a
            do {
                y = step[x]; line = line " -> " y " (" why[x, y] ")"; done[y] = 1; x = y
            } while (x != a)
            print line
        }
        print "."
    }'
}

for lib in "$@"; do
    name=${lib##*/}
    ok "$name: nm reads it" test -s "$lib"
    found=$(cycles "$lib")
    # the last line is "." when nm and awk read the archive through
    case $found in
        .) found= ;;
        *"
.") found=${found%"
."} ;;
        *) bail "$name: its graph could not be read (nm or awk failed)" ;;
    esac
    case " $todo " in
        *" $name "*) note=" # TODO $name has a known cycle being removed" ;;
        *) note="" ;;
    esac
    if [ -z "$found" ]; then
        tap_report 0 "$name: no cycle between its object files"
    else
        tap_report 1 "$name: no cycle between its object files$note"
        [ -z "$note" ] || tap_failed=$((tap_failed - 1))
        diag "cycles (member -> member it needs (a symbol it needs there)):" "$found"
    fi
done
