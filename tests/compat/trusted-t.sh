#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/compat/trusted-t.sh -- firmware mode's launch, which trusts the
# context its thread last found current instead of asking the driver at
# every launch (core/inner.h, cufw__launch_trusts), on a GPU, against the
# programs that switch, push, pop, destroy and reset contexts behind the
# Runtime's back with the Driver API: interop-t and driver_interop-t, the
# cufw build run with CUFW_FIRMWARE=1, must end every check as the cudart
# build does. What the driver does with a function of a context that is
# not current is what makes this hold (docs/using-cufw.md, "Firmware
# mode"); this is where that is checked.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
progs="interop-t driver_interop-t"
for p in $progs; do
    [ -x "$top/tests/compat/$p.cudart" ] && [ -x "$top/tests/compat/$p.cufw" ] ||
        skip_all "$p's two builds are not there"
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/trusted-t.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
# the status of each check, without its description (which may hold
# random values)
statuses() { grep -aoE '^(ok|not ok) [0-9]+( # (skip|SKIP))?' "$1"; }
"$top/tests/compat/interop-t.cudart" >"$tmp/probe" 2>&1
case $(head -1 "$tmp/probe") in
    "1..0 # SKIP"*) skip_all "$(sed -n '1s/^1\.\.0 # SKIP //p' "$tmp/probe")" ;;
esac
plan 4
for p in $progs; do
    "$top/tests/compat/$p.cudart" >"$tmp/$p.ref" 2>&1
    CUFW_FIRMWARE=1 "$top/tests/compat/$p.cufw" >"$tmp/$p.mine" 2>&1
    is 0 $? "$p, firmware mode: the cufw build runs to its end"
    statuses "$tmp/$p.ref" >"$tmp/$p.a"
    statuses "$tmp/$p.mine" >"$tmp/$p.b"
    if [ -s "$tmp/$p.a" ] && cmp -s "$tmp/$p.a" "$tmp/$p.b"; then
        ok "$p, firmware mode: every check ends as on cudart ($(wc -l <"$tmp/$p.a"))" true
    else
        ok "$p, firmware mode: every check ends as on cudart" false
        diff "$tmp/$p.a" "$tmp/$p.b" | head -10 | sed 's/^/# /'
        grep -a "^not ok" "$tmp/$p.mine" | head -5 | sed 's/^/# /'
    fi
done
