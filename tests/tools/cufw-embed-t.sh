#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/cufw-embed-t.sh -- cufw-embed refuses what is not a fatbin,
# writes compilable sources, escapes odd names, takes its format from -o or
# --format, reads standard input, and answers a wrong command line with 64.
# (cufw-embed-asm-t.sh assembles and links what it writes.)
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
data=${CUFW_TEST_BUILDDIR:-tests/data}
embed="$top/tools/cufw-embed"
cc_=${CUFW_TEST_CC:-cc}
scratch embed-t
plan 25

printf 'not a fatbin at all' > "$tmp/junk.fatbin"
"$embed" -o "$tmp/junk.c" "$tmp/junk.fatbin" 2>"$tmp/err"
is 1 $? "a non-fatbin is refused"
ok "and no output is left behind" test ! -e "$tmp/junk.c"
ok "the message says why" grep -q "not a valid fatbin" "$tmp/err"
ok "--no-check embeds it anyway" "$embed" --no-check -o "$tmp/junk.c" "$tmp/junk.fatbin"
"$embed" --name 'we"ird\name??=' -o "$tmp/weird.c" "$data/ptx.fatbin"
is 0 $? "an odd name is accepted"
# -std=c11 turns trigraphs on: an unescaped ??= would be a warning, an error here
ok "the source compiles (C11, every warning an error)" \
    $cc_ -std=c11 -Wall -Werror -c -o "$tmp/weird.o" "$tmp/weird.c"
ok "the default name is the file's base name" sh -c "'$embed' '$data/ptx.fatbin' | grep -q '\"ptx\"'"

# ---------------------------------------------------------------- formats
"$embed" -o "$tmp/f.S" "$data/ptx.fatbin" && "$embed" -o "$tmp/f.s" "$data/ptx.fatbin" &&
    "$embed" -o "$tmp/f.c" "$data/ptx.fatbin" && "$embed" -o "$tmp/f.inc" "$data/ptx.fatbin" &&
    "$embed" "$data/ptx.fatbin" >"$tmp/f.stdout" && "$embed" --format=asm "$data/ptx.fatbin" >"$tmp/fa.stdout" &&
    "$embed" -f c -o "$tmp/fc.S" "$data/ptx.fatbin"
is 0 $? "every -o and --format is written"
ht=$(printf '\t')
is_asm() { for f; do grep -q "^$ht\.incbin \"" "$f" || return 1; done; }
is_c() { for f; do grep -q '^static const struct {$' "$f" || return 1; done; }
ok "-o FILE.S and FILE.s: assembler" is_asm "$tmp/f.S" "$tmp/f.s"
ok "-o FILE.c, another name, standard output: C" is_c "$tmp/f.c" "$tmp/f.inc" "$tmp/f.stdout"
ok "--format=asm to standard output: assembler" is_asm "$tmp/fa.stdout"
ok "-f c wins over the name FILE.S" is_c "$tmp/fc.S"
(cd "$tmp" && "$embed" -o - "$data/ptx.fatbin" >"$tmp/dash.c")
ok "-o - writes to standard output (no file called -)" \
    sh -c "test ! -e '$tmp/-' && cmp '$tmp/dash.c' '$tmp/f.stdout'"

# ---------------------------------------------------------------- standard input
"$embed" --name ptx -o "$tmp/stdin.c" - <"$data/ptx.fatbin"
is 0 $? "- reads the fatbin from standard input"
ok "that source compiles" $cc_ -std=c11 -Wall -Werror -c -o "$tmp/stdin.o" "$tmp/stdin.c"
sed 1d "$tmp/stdin.c" >"$tmp/stdin.body"
sed 1d "$tmp/f.c" >"$tmp/f.body"
ok "it is the file's source, but for a first line that says 'from standard input'" \
    sh -c "head -n 1 '$tmp/stdin.c' | grep -q ' from standard input ' && cmp '$tmp/stdin.body' '$tmp/f.body'"
printf 'junk' | "$embed" --name j -o "$tmp/j.c" - 2>"$tmp/err"
is "1:1" "$?:$(grep -c '^cufw-embed: standard input: not a valid fatbin' "$tmp/err")" \
    "a non-fatbin on standard input: exit 1, named 'standard input'"

# ---------------------------------------------------------------- errors
"$embed" -o "$tmp/none.c" "$tmp/no-such.fatbin" 2>"$tmp/err"
is "1:1" "$?:$(grep -c 'no-such.fatbin: No such file or directory' "$tmp/err")" \
    "a missing FATBIN: exit 1 and the system's reason"
"$embed" --format=asm -o "$tmp/none.S" "$tmp/no-such.fatbin" 2>"$tmp/err"
is "1:1" "$?:$(grep -c 'no-such.fatbin: No such file or directory' "$tmp/err")" \
    "the same for --format=asm"
"$embed" --format=pdf "$data/ptx.fatbin" >"$tmp/out" 2>"$tmp/err"
is "64:1:" "$?:$(grep -c "unknown format 'pdf' (c or asm)" "$tmp/err"):$(cat "$tmp/out")" \
    "--format=pdf: exit 64, a message naming it, no output"
"$embed" - <"$data/ptx.fatbin" >"$tmp/out" 2>"$tmp/err"
is "64:1" "$?:$(grep -c 'give the image a name with --name' "$tmp/err")" \
    "standard input without --name: exit 64, and what to do"
"$embed" >"$tmp/out" 2>"$tmp/err"
is "64:1" "$?:$(grep -c 'missing FATBIN operand' "$tmp/err")" "no FATBIN: exit 64"
"$embed" "$data/ptx.fatbin" "$data/ptx.fatbin" >"$tmp/out" 2>"$tmp/err"
is "64:1" "$?:$(grep -c 'extra operand' "$tmp/err")" "two FATBINs: exit 64"
"$embed" --name '' "$data/ptx.fatbin" >"$tmp/out" 2>"$tmp/err"
is "64:1" "$?:$(grep -c '1 to 255 characters' "$tmp/err")" "an empty name: exit 64"
"$embed" --no-such-option "$data/ptx.fatbin" >"$tmp/out" 2>"$tmp/err"
is 64 $? "an unknown option: exit 64"
