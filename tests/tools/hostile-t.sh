#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/tools/hostile-t.sh -- every tool against hostile invocations, one
# table row each: inputs that are directories, devices, FIFOs, too large or
# unreadable; image names that are paths, or hold spaces, newlines and
# trigraphs; outputs that are devices, symbolic links, full disks, read-only
# directories or files that already exist. Each row checks the exit status,
# that stderr holds exactly one line (none on success) saying what the row
# expects (a "Try '... --help'" hint may follow a usage error), and which
# files exist afterwards: in the row's own directory and above it, so that a
# file written outside the intended output is seen.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
top=${CUFW_TOP_BUILDDIR:-.}
data=${CUFW_TEST_BUILDDIR:-tests/data}
cc_=${CUFW_TEST_CC:-cc}
ccas=${CUFW_TEST_CCAS:-$cc_}
LC_ALL=C
export LC_ALL
need_fatbin zstd.fatbin
scratch hostile-t
plan 65

embed=$(cd "$top/tools" && pwd)/cufw-embed
fb=$(cd "$top/tools" && pwd)/cufw-fatbin
info=$(cd "$top/tools" && pwd)/cufw-info
fx="$tmp/fx"
mkdir "$fx"
cp "$data/plain.fatbin" "$data/ptx.fatbin" "$data/zstd.fatbin" "$fx/"
fx=$(cd "$fx" && pwd)
nl='
'
root=no
[ "$(id -u)" = 0 ] && root=yes
to=
command -v timeout >/dev/null 2>&1 && to="timeout 60"
export embed fb info fx cc_ nl

# ---------------------------------------------------------------- fixtures
# image OBJECT PLACEHOLDER NAME: an object holding plain.fatbin as a cufw
# image called NAME, which cufw-embed refuses to write: it writes
# PLACEHOLDER (as long as NAME, in the C string) and sed puts NAME there.
image() {
    "$embed" --name "$2" -o "$tmp/img.c" "$fx/plain.fatbin" &&
        sed "s|\"$2\"|\"$3\"|" "$tmp/img.c" >"$tmp/img2.c" &&
        ! grep -qF "\"$2\"" "$tmp/img2.c" &&
        $cc_ -c -o "$1" "$tmp/img2.c"
}
image "$fx/escape1.o" 'zz/escaped' '../escaped' &&
    image "$fx/escape3.o" 'zz/zz/zz/esc' '../../../esc' &&
    image "$fx/absolute.o" 'zabs/x' '/abs/x' &&
    image "$fx/spaces.o" 'we ird_name' 'we ird\\012name' ||
    bail "cannot build the hostile objects"
"$embed" --name "$(printf 'a%.0s' $(seq 250))" -o "$tmp/long.c" "$fx/plain.fatbin" &&
    $cc_ -c -o "$fx/long.o" "$tmp/long.c" || bail "cannot build the long-named object"

# An object with a sound .nv_fatbin and a cufw_images section whose header
# points past the end of the file; and one whose image record is damaged.
{
    "$embed" -f asm --inline --name fine "$fx/plain.fatbin"
    printf '\t.section .nv_fatbin,"a"\n\t.balign 8\n\t.incbin "%s"\n' "$fx/ptx.fatbin"
} >"$tmp/both.S" && $ccas -c -o "$fx/both.o" "$tmp/both.S" || bail "cannot build both.o"
# patch FILE OFFSET OCTAL-BYTES: overwrite bytes in place
patch() { printf "$3" | dd of="$1" bs=1 seek="$2" conv=notrunc 2>/dev/null; }
shoff=$(LC_ALL=C readelf -h "$fx/both.o" | sed -n 's/.*Start of section headers: *\([0-9]*\).*/\1/p')
idx=$(LC_ALL=C readelf -S -W "$fx/both.o" | sed -n 's/^ *\[ *\([0-9]*\)\] cufw_images .*/\1/p')
[ -n "$shoff" ] && [ -n "$idx" ] || bail "readelf cannot read both.o"
cp "$fx/both.o" "$fx/badsection.o"
patch "$fx/badsection.o" $((shoff + idx * 64 + 32)) '\377\377\377\377\377\377\377\000'
sed 's/^\t\.4byte 0x[0-9a-f]* \/\* magic \*\//\t.4byte 0x12345678/' "$tmp/both.S" >"$tmp/badrec.S" &&
    $ccas -c -o "$fx/badrecord.o" "$tmp/badrec.S" || bail "cannot build badrecord.o"
# A zstd fatbin whose first payload is no zstd frame (its headers are
# sound): the container header is 16 bytes, the entry's header size is at 4.
cp "$fx/zstd.fatbin" "$fx/badzstd.fatbin"
hs=$(od -An -tu4 -j20 -N4 "$fx/zstd.fatbin" | tr -d ' ')
patch "$fx/badzstd.fatbin" $((16 + hs)) '\377\377\377\377'
# A second FILE with plain.fatbin's entries: the zstd-compressed one where
# this cufw-fatbin decompresses zstd, else a copy (configured without libzstd,
# it stops at the compressed entry before it sees that the file exists).
mkdir "$tmp/probe"
if "$fb" -x "$tmp/probe" "$fx/zstd.fatbin" >/dev/null 2>&1; then
    same=zstd.fatbin
else
    same=again.fatbin
    cp "$fx/plain.fatbin" "$fx/$same"
fi
rm -rf "$tmp/probe"
export same
# The names plain.fatbin's entries extract to.
plain_files='fatbin.0.sm_80.cubin fatbin.1.sm_90.cubin fatbin.2.sm_90.ptx'
sorted() { printf '%s\n' "$@" | sort | tr '\n' ' ' | sed 's/ $//'; }
in_out() { for f; do printf 'out/%s\n' "$f"; done | sort | tr '\n' ' ' | sed 's/ $//'; }
# A directory name of 4088 characters: DIR/fatbin is 4095, one short of PATH_MAX.
deep="out$(printf '/.%.0s' $(seq 2042))/"
export deep

# ---------------------------------------------------------------- the table
# row DESC STATUS PATTERN FILES COMMAND: run COMMAND with sh -c in a new
# directory $tmp/N/box holding an empty out/; want exit STATUS, one line on
# stderr matching the extended regular expression PATTERN (none for status
# 0), and exactly FILES (sorted, space-separated, relative to box; '-' for
# none) under $tmp/N, nothing new in $tmp.
n=0
row() {
    n=$((n + 1))
    case_=$tmp/$n
    mkdir -p "$case_/box/out"
    before=$(ls -A "$tmp" | sort)
    (cd "$case_/box" && $to sh -c "$5" >"$case_/stdout" 2>"$case_/stderr")
    rc=$?
    lines=$(grep -cv "^[a-z-]*: \|^Try '.* --help' for more information\.\$" "$case_/stderr")
    msgs=$(grep -c "^[a-z-]*: " "$case_/stderr")
    [ "$lines" = 0 ] || msgs="$msgs+$lines"
    if [ "$2" = 0 ]; then match=none; else match=no; fi
    head -n 1 "$case_/stderr" | grep -Eq -- "$3" && match=yes
    files=$(cd "$case_/box" && find .. -mindepth 1 ! -type d ! -name stdout ! -name stderr |
        sed 's|^\.\./box/||' | sort | tr '\n' ' ' | sed 's/ $//')
    [ -n "$files" ] || files=-
    after=$(ls -A "$tmp" | sort)
    [ "$before" = "$after" ] || files="$files (and in $tmp: $(printf '%s\n' "$after" | grep -vxF "$before" | tr '\n' ' '))"
    if [ "$2" = 0 ]; then want_msgs=0 want_match=none; else want_msgs=1 want_match=yes; fi
    is "status $2, $want_msgs line(s), matches: $want_match, files: $4" \
        "status $rc, $msgs line(s), matches: $match, files: $files" "$1"
    [ "$rc:$match" = "$2:$want_match" ] || diag "stderr: $(cat "$case_/stderr")"
}
# skiprow N REASON: a row that cannot run here
skiprow() { n=$((n + 1)); skip 1 "$1: $2"; }
# userrow WHY DESC STATUS PATTERN FILES COMMAND: a row about permissions,
# which root does not have to respect (WHY says what root does instead).
userrow() {
    why=$1
    shift
    if [ $root = no ]; then row "$@"; else skiprow "$1" "$why"; fi
}

# ------------------------------------------------- cufw-embed: its input
row "embed: a directory as FATBIN" 1 ': is a directory$' - \
    '"$embed" -o out/x.c "$fx"'
row "embed: /dev/zero as FATBIN is refused unread" 1 '/dev/zero: not a regular file or a pipe \(a character device\)$' - \
    '"$embed" -o out/x.c /dev/zero'
row "embed: /dev/zero on standard input" 1 '^cufw-embed: standard input: not a regular file or a pipe' - \
    '"$embed" -n x -o out/x.c - </dev/zero'
row "embed: standard input over the limit" 1 'standard input: larger than the limit of 65536 bytes' - \
    'head -c 70000 /dev/zero | CUFW_TOOLS_MAX_INPUT=65536 "$embed" -n x -o out/x.c -'
row "embed: a FIFO as FATBIN" 0 '' 'f out/x.c' \
    'mkfifo f && { cat "$fx/ptx.fatbin" >f & } && "$embed" -n p -o out/x.c f'
row "embed: a FIFO over the limit" 1 ': larger than the limit of 65536 bytes' 'f' \
    'mkfifo f && { head -c 70000 /dev/zero >f 2>/dev/null & } && CUFW_TOOLS_MAX_INPUT=65536 "$embed" -n p -o out/x.c f'
row "embed: a regular file over the limit" 1 'ptx.fatbin: larger than the limit of 100 bytes on an input \(CUFW_TOOLS_MAX_INPUT raises it\)$' - \
    'CUFW_TOOLS_MAX_INPUT=100 "$embed" -o out/x.c "$fx/ptx.fatbin"'
row "embed: a CUFW_TOOLS_MAX_INPUT that is no number" 1 "CUFW_TOOLS_MAX_INPUT='lots': not a number of bytes" - \
    'CUFW_TOOLS_MAX_INPUT=lots "$embed" -o out/x.c "$fx/ptx.fatbin"'
userrow "root reads any file" "embed: an unreadable FATBIN" 1 'in.fatbin: Permission denied$' 'in.fatbin' \
    'cp "$fx/ptx.fatbin" in.fatbin && chmod 000 in.fatbin && "$embed" -o out/x.c in.fatbin'
row "embed: a FATBIN named with spaces, a newline and */" 0 '' \
    "$(sorted "in file */ int evil; /*${nl}x.fatbin" out/x.c)" \
    'mkdir -p "in file */ int evil; " && cp "$fx/ptx.fatbin" "in file */ int evil; /*${nl}x.fatbin" &&
     "$embed" -n x -o out/x.c "in file */ int evil; /*${nl}x.fatbin"'
ok "embed: ... and the file name stays inside the comment (no 'evil' is compiled)" \
    sh -c "$cc_ -std=c11 -Wall -Werror -c -o '$tmp/evil.o' '$case_/box/out/x.c' && ! nm '$tmp/evil.o' | grep -q evil"

# ------------------------------------------------- cufw-embed: image names
row "embed: --name ../escaped is refused at the source" 64 "image name '../escaped' refused: the name is a path with a '\.\.' component$" - \
    '"$embed" -n ../escaped -o out/x.c "$fx/ptx.fatbin"'
row "embed: --name a/../../b is refused" 64 "refused: the name is a path with a '\.\.' component" - \
    '"$embed" -n a/../../b -o out/x.c "$fx/ptx.fatbin"'
row "embed: --name .. is refused" 64 "refused: the name is a path" - \
    '"$embed" -n .. -o out/x.c "$fx/ptx.fatbin"'
row "embed: an absolute --name is refused" 64 "refused: the name is an absolute path" - \
    '"$embed" -n /tmp/x -o out/x.c "$fx/ptx.fatbin"'
row "embed: a --name with a newline is refused" 64 'the image name has a control character \(byte 0x0a\)$' - \
    '"$embed" -n "a${nl}b" -o out/x.c "$fx/ptx.fatbin"'
row "embed: a default name with a newline is refused" 64 'control character' "$(sorted "a${nl}b.fatbin")" \
    'cp "$fx/ptx.fatbin" "a${nl}b.fatbin" && "$embed" -o out/x.c "a${nl}b.fatbin"'
row "embed: a name with a trigraph, a quote and a space" 0 '' 'out/x.c' \
    '"$embed" -n "a??/ \"b??=" -o out/x.c "$fx/ptx.fatbin"'
ok "embed: ... compiles as C11 (trigraphs on) without a warning" \
    $cc_ -std=c11 -Wall -Werror -c -o "$tmp/tri.o" "$case_/box/out/x.c"

# ------------------------------------------------- cufw-embed: its output
userrow "root writes anywhere" "embed: -o into a read-only directory" 1 'ro/x.c: cannot create: Permission denied$' - \
    'mkdir ro && chmod 555 ro && "$embed" -o ro/x.c "$fx/ptx.fatbin"'
row "embed: -o into a missing directory" 1 'no/x.c: cannot create: No such file or directory$' - \
    '"$embed" -o no/x.c "$fx/ptx.fatbin"'
row "embed: -o a directory" 1 'out: cannot create: Is a directory$' - \
    '"$embed" -o out "$fx/ptx.fatbin"'
# (Never -o /dev/full itself: a cufw-embed that removes its output on a
# write error would remove the system's /dev/full when the tests run as root.)
row "embed: -o a symbolic link to /dev/full: the link stays" 1 'link.c: write error: No space left on device$' 'out/link.c' \
    'ln -s /dev/full out/link.c && "$embed" -o out/link.c "$fx/ptx.fatbin"'
if [ $root = yes ] && mknod "$tmp/probe" c 1 7 2>/dev/null; then
    rm -f "$tmp/probe"
    row "embed: -o a copy of /dev/full (mknod): the device stays" 1 'full.c: write error: No space left on device$' 'out/full.c' \
        'mknod out/full.c c 1 7 && "$embed" -o out/full.c "$fx/ptx.fatbin"'
else
    skiprow "embed: -o a copy of /dev/full (mknod)" "mknod needs root (and a device cgroup that allows it)"
fi
row "embed: -o a link to /proc/self/fd/1, standard output on /dev/full" 1 'so.c: write error: No space left on device$' 'out/so.c' \
    'ln -s /proc/self/fd/1 out/so.c && "$embed" -o out/so.c "$fx/ptx.fatbin" >/dev/full'
row "embed: -o a link to /proc/self/fd/1 writes standard output" 0 '' 'out/cap.c out/so.c' \
    'ln -s /proc/self/fd/1 out/so.c && "$embed" -o out/so.c "$fx/ptx.fatbin" >out/cap.c'
ok "embed: ... and the source is there" grep -q '^static const struct {$' "$case_/box/out/cap.c"
row "embed: -o /dev/stdout" 0 '' 'out/cap.c' \
    '"$embed" -o /dev/stdout "$fx/ptx.fatbin" >out/cap.c'
ok "embed: ... and the source is there" grep -q '^static const struct {$' "$case_/box/out/cap.c"
row "embed: a write error on an existing -o FILE (ulimit -f) keeps FILE" 1 'x.c: write error: File too large$' 'out/x.c' \
    'printf precious >out/x.c && trap "" XFSZ && ulimit -f 8 && exec "$embed" -o out/x.c "$fx/plain.fatbin"'
is precious "$(cat "$case_/box/out/x.c")" "embed: ... unchanged"
row "embed: an existing -o FILE is replaced whole" 0 '' 'out/x.c' \
    'printf precious >out/x.c && chmod 640 out/x.c && "$embed" -o out/x.c "$fx/ptx.fatbin"'
is "640 yes" "$(stat -c %a "$case_/box/out/x.c") $(grep -q '^static const struct {$' "$case_/box/out/x.c" && echo yes)" \
    "embed: ... keeping its mode"
row "embed: standard output on /dev/full" 1 'standard output: write error: No space left on device$' - \
    '"$embed" "$fx/ptx.fatbin" >/dev/full'
row "embed: --help on /dev/full" 1 'standard output: write error' - \
    '"$embed" --help >/dev/full'

# ------------------------------------------------- cufw-fatbin: its input
row "fatbin: a directory as FILE" 1 ': is a directory$' - \
    '"$fb" "$fx"'
row "fatbin: /dev/zero as FILE is refused unread" 1 '/dev/zero: not a regular file or a pipe' - \
    '"$fb" /dev/zero'
row "fatbin: a FIFO as FILE" 0 '' 'f' \
    'mkfifo f && { cat "$fx/ptx.fatbin" >f & } && "$fb" f'
row "fatbin: a file over the limit" 1 'ptx.fatbin: larger than the limit of 1000 bytes' - \
    'CUFW_TOOLS_MAX_INPUT=1000 "$fb" "$fx/ptx.fatbin"'
userrow "root reads any file" "fatbin: an unreadable FILE" 1 'in.fatbin: Permission denied$' 'in.fatbin' \
    'cp "$fx/ptx.fatbin" in.fatbin && chmod 000 in.fatbin && "$fb" in.fatbin'
row "fatbin: a sound .nv_fatbin beside a cufw_images section past the end of the file" 1 \
    'badsection.o: corrupted ELF file \(its cufw_images section\)' - \
    '"$fb" "$fx/badsection.o"'
row "fatbin: a damaged image record" 1 'badrecord.o: corrupted cufw image record at byte 0' - \
    '"$fb" "$fx/badrecord.o"'
row "fatbin: the sound object (both sections) is listed" 0 '' - \
    '"$fb" "$fx/both.o"'
is "1 3" "$(grep -c '^\.nv_fatbin ' "$case_/stdout") $(grep -c '^fine ' "$case_/stdout")" \
    "fatbin: ... with the entries of both sections"

# ------------------------------------------------- cufw-fatbin: --extract
row "fatbin: an image called ../escaped is not extracted" 1 \
    "escape1.o: image '%2E\.%2Fescaped' not extracted: the name is a path with a '\.\.' component$" - \
    '"$fb" -x out "$fx/escape1.o"'
row "fatbin: an image called ../../../esc is not extracted" 1 "image '%2E\.%2F\.\.%2F\.\.%2Fesc' not extracted" - \
    '"$fb" -x out "$fx/escape3.o"'
row "fatbin: an image called /abs/x is not extracted" 1 "image '%2Fabs%2Fx' not extracted: the name is an absolute path" - \
    '"$fb" -x out "$fx/absolute.o"'
row "fatbin: an image name of 250 characters is not extracted" 1 "not extracted: the name is too long for a file name$" - \
    '"$fb" -x out "$fx/long.o"'
row "fatbin: an image name with a space and a newline is encoded" 0 '' \
    "$(in_out 'we%20ird%0Aname.0.sm_80.cubin' 'we%20ird%0Aname.1.sm_90.cubin' 'we%20ird%0Aname.2.sm_90.ptx')" \
    '"$fb" -x out "$fx/spaces.o"'
is 3 "$(grep -c '^we%20ird%0Aname [0-9] ' "$case_/stdout")" "fatbin: ... and listed as it is extracted, one line each"
row "fatbin: an extraction DIR of 4088 characters" 0 '' "$(in_out $plain_files)" \
    '"$fb" -x "$deep" "$fx/plain.fatbin"'
row "fatbin: two FILEs with the same entries into one DIR" 1 \
    "$same: fatbin entry 0: cannot extract to out/fatbin.0.sm_80.cubin: File exists \\(cufw-fatbin never overwrites" \
    "$(in_out $plain_files)" \
    '"$fb" -x out "$fx/plain.fatbin" "$fx/$same"'
row "fatbin: an entry's file is a symbolic link: not followed" 1 \
    'cannot extract to out/fatbin.0.sm_80.cubin: File exists' \
    out/fatbin.0.sm_80.cubin \
    'ln -s ../victim out/fatbin.0.sm_80.cubin && "$fb" -x out "$fx/plain.fatbin"'
ok "fatbin: ... and nothing was written through it" test -L "$case_/box/out/fatbin.0.sm_80.cubin" -a ! -e "$case_/box/victim"
row "fatbin: a write error while extracting (ulimit -f) leaves no file" 1 \
    'plain.fatbin: fatbin entry 0: cannot extract to out/fatbin.0.sm_80.cubin: File too large$' - \
    'trap "" XFSZ && ulimit -f 8 && exec "$fb" -x out "$fx/plain.fatbin"'
row "fatbin: an entry that does not decompress: one line naming FILE" 1 \
    '^cufw-fatbin: .*badzstd.fatbin: fatbin entry 0: cannot extract to out/fatbin.0.sm_80.cubin: ' - \
    '"$fb" -x out "$fx/badzstd.fatbin"'
row "fatbin: --extract a missing directory" 1 '^cufw-fatbin: --extract: no: No such file or directory$' - \
    '"$fb" -x no "$fx/plain.fatbin"'
row "fatbin: --extract a file" 1 'Not a directory$' 'f' \
    ': >f && "$fb" -x f "$fx/plain.fatbin"'
userrow "root writes anywhere" "fatbin: --extract into a read-only directory" 1 'cannot extract to ro/fatbin.0.sm_80.cubin: Permission denied$' - \
    'mkdir ro && chmod 555 ro && "$fb" -x ro "$fx/plain.fatbin"'
row "fatbin: standard output on /dev/full" 1 'standard output: write error: No space left on device$' - \
    '"$fb" "$fx/plain.fatbin" >/dev/full'
row "fatbin: standard output closed" 1 'standard output: write error: Bad file descriptor$' - \
    '"$fb" "$fx/plain.fatbin" >&-'
row "fatbin: --help on /dev/full" 1 'standard output: write error' - \
    '"$fb" --help >/dev/full'

# ------------------------------------------------- cufw-info
row "info: standard output on /dev/full" 1 '^cufw-info: standard output: write error: No space left on device$' - \
    'CUFW_LIBCUDA=/nonexistent/libcuda.so.1 "$info" -n >/dev/full'
row "info: --version on /dev/full" 1 'standard output: write error' - \
    '"$info" --version >/dev/full'
row "info: an extra operand" 64 "extra operand 'x'" - \
    '"$info" x'
