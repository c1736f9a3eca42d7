#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/missing-t.sh -- the one list of what is not there: every
# function the toolkit's libcudart_static.a exports (cuda*, __cuda*) that
# libcufw_cudart.a does not is named, with its reason, in
# docs/runtime-over-driver.md's section "What is not there"; nothing named
# there is exported; and compat exports at least 97% of cudart_static's base
# functions (the _ptds/_ptsz forms not counted). Read from the archives
# with nm, so a toolkit that adds functions fails here until they are
# implemented or listed.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
. "${CUFW_TOP_SRCDIR:-.}/tests/docs/since.sh"
top=${CUFW_TOP_BUILDDIR:-.}
doc="${CUFW_TOP_SRCDIR:-.}/docs/runtime-over-driver.md"
NM=${NM:-nm}
lib=
for f in $CUFW_CUDA_CPPFLAGS; do
    # lib/ of NVIDIA's layouts, lib/<triplet>/ of Debian's (CUDA 12.4)
    case $f in -I*) for l in "${f#-I}"/../lib/libcudart_static.a "${f#-I}"/../lib/*/libcudart_static.a; do
        [ -z "$lib" ] && [ -f "$l" ] && lib=$l
    done ;; esac
done
[ -n "$lib" ] || skip_all "the toolkit's libcudart_static.a was not found beside CUDA_CPPFLAGS"
plan 5
exports() { $NM -g --defined-only "$1" 2>/dev/null | awk 'NF == 3 && $2 == "T" && $3 ~ /^_?_?cuda/ {print $3}' | sort -u; }
cudart=$(exports "$lib")
compat=$(exports "$top/libcufw_cudart.a")
ok "libcudart_static.a exports Runtime functions ($(printf '%s\n' "$cudart" | wc -l))" test -n "$cudart"
# The list: lines "- `name`, `name`: reason" between the section's heading
# and the next "## " heading.
# An entry marked with a later CUDA than the toolkit's is left out
# (since.sh): its cudart_static does not have it.
have=$(toolkit_version)
listed=$(awk '/^## .*What is not there/ {on = 1; next} /^## / {on = 0} on && /^- `/' "$doc" |
    since_filter "$have" | sed 's/:.*//' | grep -oE '`[A-Za-z_0-9]+`' | tr -d '`' | sort -u)
absent=$(printf '%s\n' "$cudart" | while read -r s; do printf '%s\n' "$compat" | grep -qx "$s" || printf '%s\n' "$s"; done)
unlisted=$(printf '%s\n' "$absent" | while read -r s; do [ -z "$s" ] || printf '%s\n' "$listed" | grep -qx "$s" || printf '%s ' "$s"; done)
is "" "$unlisted" "every cudart_static export compat lacks is listed with its reason"
stale=$(printf '%s\n' "$listed" | while read -r s; do [ -z "$s" ] || printf '%s\n' "$absent" | grep -qx "$s" || printf '%s ' "$s"; done)
is "" "$stale" "every listed function is one cudart_static exports and compat does not"
reasons=$(awk '/^## .*What is not there/ {on = 1; next} /^## / {on = 0} on && /^- `/' "$doc" | grep -cvE '`: [A-Za-z(]')
is 0 "$reasons" "every entry of the list gives a reason"
base() { grep -vE '_(ptds|ptsz)$'; }
nc=$(printf '%s\n' "$cudart" | base | wc -l)
nm_=$(printf '%s\n' "$cudart" | base | while read -r s; do printf '%s\n' "$compat" | grep -qx "$s" && echo "$s"; done | wc -l)
ok "compat exports $nm_ of cudart_static's $nc base functions ($((nm_ * 1000 / nc / 10)).$((nm_ * 1000 / nc % 10))%), at least 97%" \
    test $((nm_ * 100)) -ge $((nc * 97))
