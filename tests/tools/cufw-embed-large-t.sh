#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-embed-large-t.sh -- embedding scales: a large file of
# random bytes (CUFW_TEST_EMBED_MB megabytes, 100 unless set) embedded with
# the assembler output assembles, links, and comes back byte for byte. No
# timing is asserted here (bench/embed.sh measures it); the test only has
# to finish.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
slow_test
top=${CUFW_TOP_BUILDDIR:-.}
embed="$top/tools/cufw-embed"
cc_=${CUFW_TEST_CC:-cc}
ccas=${CUFW_TEST_CCAS:-$cc_}
mb=${CUFW_TEST_EMBED_MB:-100}
if [ "${CUFW_EMBED_ASM:-yes}" = no ]; then
    skip_all "this build embeds with C sources (configure found no assembler for .incbin, or --enable-embed-asm=no)"
fi
scratch embed-large-t
plan 5

# One byte more than the megabytes: the end needs padding.
head -c $((mb * 1048576 + 1)) /dev/urandom >"$tmp/big.bin"
is $((mb * 1048576 + 1)) "$(wc -c <"$tmp/big.bin" | tr -d ' ')" "$mb MB of random bytes"
ok "cufw-embed writes the assembler source" \
    "$embed" --no-check --name big -o "$tmp/big.S" "$tmp/big.bin"
ok "it assembles" $ccas -c -o "$tmp/big.o" "$tmp/big.S"
rm -f "$tmp/big.S"
ok "a program links it" $cc_ -o "$tmp/prog" "$tmp/big.o" "$top/tests/tools/libimagedump.a" \
    "$top/libcufw.a" ${CUFW_TEST_LIBS:-}
rm -f "$tmp/big.o"
ok "the program finds the image, byte for byte the file" \
    sh -c "'$tmp/prog' big | cmp - '$tmp/big.bin'"
