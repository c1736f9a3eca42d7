#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-embed-asm-t.sh -- cufw-embed's assembler output, on
# random bytes: the .S (.incbin of a file, the bytes inline for standard
# input) assembles and links, the program finds the image with the input's
# bytes, and its record is byte for byte the C output's, on this machine and
# (when a cross compiler is there) on the other of x86-64 and aarch64. Odd
# file names are quoted; a control character is refused; a file that
# changed after cufw-embed read it stops the assembler.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
embed="$top/tools/cufw-embed"
dump="$top/tests/tools/image-dump"
cc_=${CUFW_TEST_CC:-cc}
ccas=${CUFW_TEST_CCAS:-$cc_}
if [ "${CUFW_EMBED_ASM:-yes}" = no ]; then
    skip_all "this build embeds with C sources (configure found no assembler for .incbin, or --enable-embed-asm=no)"
fi
scratch embed-asm-t
real=$(cd "$tmp" && pwd -P)
ht=$(printf '\t')
plan 30

# link PROGRAM OBJECT...: the objects with image-dump's main and libcufw.
link() {
    out=$1
    shift
    $cc_ -o "$out" "$@" "$top/tests/tools/libimagedump.a" "$top/libcufw.a" ${CUFW_TEST_LIBS:-}
}

# Random bytes, a size that is not a multiple of 8 (the padding is tested).
head -c 300001 /dev/urandom >"$tmp/r.bin"
head -c 70003 /dev/urandom >"$tmp/s.bin"

# ---------------------------------------------------------------- .incbin
"$embed" --no-check --name rand -o "$tmp/r.S" "$tmp/r.bin"
is 0 $? "-o FILE.S writes assembler"
ok "it reads the input with .incbin, by its absolute path" \
    grep -qxF "$ht.incbin \"$real/r.bin\"" "$tmp/r.S"
ok "it assembles (cc -c)" $ccas -c -o "$tmp/r-asm.o" "$tmp/r.S"
"$embed" --no-check --name rand -o "$tmp/r.c" "$tmp/r.bin" && $cc_ -c -o "$tmp/r-c.o" "$tmp/r.c"
is 0 $? "the C output of the same input compiles"
ok "a program links the assembled image" link "$tmp/p-asm" "$tmp/r-asm.o"
ok "and one links the C image" link "$tmp/p-c" "$tmp/r-c.o"
"$tmp/p-asm" rand >"$tmp/out-asm"
is 0 $? "the program finds the image by its name"
ok "its data are the input, byte for byte" cmp "$tmp/out-asm" "$tmp/r.bin"
"$tmp/p-asm" --record rand >"$tmp/rec-asm" && "$tmp/p-c" --record rand >"$tmp/rec-c"
is 0 $? "both programs give their records"
ok "the record (header, name, data, padding) is the C output's, byte for byte" \
    cmp "$tmp/rec-asm" "$tmp/rec-c"
is "$($NM "$tmp/r-c.o" | grep cufw_image)" "$($NM "$tmp/r-asm.o" | grep cufw_image)" \
    "the object defines the C output's local symbol, at the same place"

# ---------------------------------------------------------------- standard input
"$embed" --no-check --name other --format=asm -o "$tmp/s.S" - <"$tmp/s.bin"
is 0 $? "standard input to --format=asm"
ok "its bytes are copied inline (there is no file to .incbin)" \
    sh -c "! grep -q incbin '$tmp/s.S' && grep -q '^$ht.ascii \"' '$tmp/s.S'"
"$embed" --no-check --name other --format=asm - <"$tmp/s.bin" >"$tmp/s-stdout.S"
ok "-o - is standard output: the same source" cmp "$tmp/s.S" "$tmp/s-stdout.S"
$ccas -c -o "$tmp/s-asm.o" "$tmp/s.S" && link "$tmp/p-two" "$tmp/r-asm.o" "$tmp/s-asm.o" "$tmp/r-c.o" &&
    "$tmp/p-two" other >"$tmp/out-s"
is 0 $? "it assembles, links beside other images and is found"
ok "its data are the input, byte for byte" cmp "$tmp/out-s" "$tmp/s.bin"
is "rand 300001|other 70003|rand 300001" "$("$tmp/p-two" --list | paste -s -d '|' -)" \
    "three images, asm and C mixed, in link order"
"$embed" --no-check --name rand --inline -o "$tmp/ri.S" "$tmp/r.bin" &&
    $ccas -c -o "$tmp/ri.o" "$tmp/ri.S" && link "$tmp/p-inline" "$tmp/ri.o" &&
    "$tmp/p-inline" --record rand >"$tmp/rec-inline"
is 0 $? "--inline copies a file's bytes too; that assembles and links"
ok "and gives the same record" cmp "$tmp/rec-inline" "$tmp/rec-c"

# ---------------------------------------------------------------- empty data
: >"$tmp/e.bin"
"$embed" --no-check --name e -o "$tmp/e.S" "$tmp/e.bin" && "$embed" --no-check --name e -o "$tmp/e.c" "$tmp/e.bin" &&
    $ccas -c -o "$tmp/e-asm.o" "$tmp/e.S" && $cc_ -c -o "$tmp/e-c.o" "$tmp/e.c" &&
    link "$tmp/pe-asm" "$tmp/e-asm.o" && link "$tmp/pe-c" "$tmp/e-c.o" &&
    "$tmp/pe-asm" --record e >"$tmp/rec-e-asm" && "$tmp/pe-c" --record e >"$tmp/rec-e-c"
is 0 $? "an empty file (--no-check) embeds both ways"
ok "with the same record: no data, 8 zero bytes reserved" cmp "$tmp/rec-e-asm" "$tmp/rec-e-c"

# ---------------------------------------------------------------- file names
# quotes, a backslash, a space, question marks (trigraphs) and UTF-8
odd="$tmp/we\"i\\rd dir?$(printf '\303\251')"
mkdir "$odd" && cp "$tmp/s.bin" "$odd/x??=y.fatbin"
"$embed" --no-check -o "$tmp/odd.S" "$odd/x??=y.fatbin" && "$embed" --no-check -o "$tmp/odd.c" "$odd/x??=y.fatbin" &&
    $ccas -c -o "$tmp/odd-asm.o" "$tmp/odd.S" && $cc_ -c -o "$tmp/odd-c.o" "$tmp/odd.c" &&
    link "$tmp/p-odd" "$tmp/odd-asm.o" "$tmp/odd-c.o"
is 0 $? "a path with quotes, a backslash, a space, ?? and UTF-8 is quoted: it assembles"
"$tmp/p-odd" --list >"$tmp/odd-list" && "$tmp/p-odd" 'x??=y' >"$tmp/out-odd"
is "x??=y 70003|x??=y 70003" "$(paste -s -d '|' "$tmp/odd-list")" \
    "both outputs name the image after the file, x??=y"
ok "the data read through the quoted path are the file's" cmp "$tmp/out-odd" "$tmp/s.bin"

tab="$tmp/a$(printf '\t')b.fatbin"
cp "$tmp/s.bin" "$tab"
"$embed" --no-check -o "$tmp/tab.S" "$tab" 2>"$tmp/err"
is "64:1" "$?:$(grep -c 'control character' "$tmp/err")" \
    "a control character in the path: exit 64, a message that says so"
ok "and no output is written" test ! -e "$tmp/tab.S"
"$embed" --no-check --inline --name tab -o "$tmp/tab.S" "$tab" && $ccas -c -o "$tmp/tab.o" "$tmp/tab.S"
is 0 $? "--inline embeds that file all the same"

# ---------------------------------------------------------------- a changed file
cp "$tmp/s.bin" "$tmp/c.bin"
"$embed" --no-check --name c -o "$tmp/c.S" "$tmp/c.bin"
printf 'x' >>"$tmp/c.bin"
$ccas -c -o "$tmp/c.o" "$tmp/c.S" >"$tmp/err" 2>&1
is "1:1" "$([ $? -ne 0 ] && echo 1 || echo 0):$(grep -q 'no longer the fatbin of 70003 bytes' "$tmp/err" && echo 1)" \
    "a file that changed size after cufw-embed read it stops the assembler, which says why"

# ---------------------------------------------------------------- the other machine
case $(uname -m) in
x86_64) other=aarch64 ;;
aarch64 | arm64) other=x86_64 ;;
*) other="" ;;
esac
cross=${CUFW_TEST_CROSS_CC:-}
if [ -z "$cross" ] && [ -n "$other" ]; then
    for c in "$other-linux-gnu-gcc" "clang --target=$other-linux-gnu"; do
        if printf '#include <stdint.h>\nuint64_t x;\n' | $c -x c -c -o "$tmp/probe.o" - 2>/dev/null; then
            cross=$c
            break
        fi
    done
fi
if [ -n "$cross" ]; then
    $cross -c -o "$tmp/x-asm.o" "$tmp/r.S" && $cross -c -o "$tmp/x-c.o" "$tmp/r.c" &&
        "$dump" --file "$tmp/x-asm.o" --record rand >"$tmp/xrec-asm" &&
        "$dump" --file "$tmp/x-c.o" --record rand >"$tmp/xrec-c"
    is 0 $? "$cross: the .S and the C source compile to objects with the image"
    ok "$cross: the records are the same, byte for byte, and this machine's" \
        sh -c "cmp '$tmp/xrec-asm' '$tmp/xrec-c' && cmp '$tmp/xrec-asm' '$tmp/rec-c'"
else
    skip 2 "no compiler for ${other:-another machine} (CUFW_TEST_CROSS_CC names one)"
fi
