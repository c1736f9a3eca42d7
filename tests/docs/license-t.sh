#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/license-t.sh -- cufw says it is MIT licensed wherever a user
# looks: LICENSE is the MIT License of "the cufw authors"; every source file
# of the tree (C, CUDA, headers, scripts, build files, CMake templates,
# manual pages) carries the SPDX line in its first two lines; each tool's
# --version and each .pc file name the license. Files that the build
# generates (embedded images, configure's output) are not sources and are
# not read.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
top=${CUFW_TOP_BUILDDIR:-.}
tag='SPDX-License-Identifier: MIT'
plan 8

ok "LICENSE is the MIT License" grep -q '^MIT License$' "$src/LICENSE"
ok "LICENSE: copyright the cufw authors" grep -q '^Copyright (c) [0-9]* the cufw authors$' \
    "$src/LICENSE"

# Every source file, found by name in the folders that hold sources (a
# tarball has no git); *-image.c files are cufw-embed's output, except the
# fuzz harness of that name.
sources() {
    for d in common fatbin core compat include kernels tools tests bench fuzz examples man m4 cmake scripts .ci; do
        [ -d "$src/$d" ] || continue
        find "$src/$d" -type f \( -name '*.c' -o -name '*.h' -o -name '*.cu' -o -name '*.sh' \
            -o -name '*.mk' -o -name '*.awk' -o -name '*.py' -o -name '*.m4' -o -name '*.cmake.in' \
            -o -path '*/man/*.[13]' \) \
            ! -path '*/fuzz/corpus/*' ! -path '*/fuzz/crashes/*' ! -name '*-image.c' -print
    done
    for f in fuzz/elf-image.c examples/appliance/Makefile .ci/run configure.ac Makefile.am tools/cufw-trace.in \
        cufw.pc.in cufw-cudart.pc.in; do
        [ -f "$src/$f" ] && echo "$src/$f"
    done
}
missing=$(sources | while read -r f; do
    head -n 2 "$f" | grep -q "$tag" || printf '%s\n' "${f#"$src"/}"
done)
n=$(sources | wc -l)
is "" "$missing" "every source file ($n) has the SPDX line in its first two lines"

for t in cufw-embed cufw-fatbin cufw-info cufw-trace; do
    ok "$t --version names the license" sh -c "'$top/tools/$t' --version | grep -q 'License MIT'"
done
ok "the .pc files say License: MIT" sh -c "grep -qx 'License: MIT' '$top/cufw.pc' &&
    grep -qx 'License: MIT' '$top/cufw-cudart.pc'"
