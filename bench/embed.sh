#!/bin/sh
# SPDX-License-Identifier: MIT
# bench/embed.sh -- what embedding costs at scale: for files of random bytes
# of each size, the time cufw-embed takes to write the source and the time
# the compiler takes to turn it into an object, for the C output, the
# assembler output (.incbin) and the assembler output with the bytes inline
# (what standard input gets) written as a .S (read through the C
# preprocessor) and as a .s (read by the assembler alone). Prints a
# markdown table; `make bench-embed` runs it (docs/BENCHMARKS.md).
#
# Environment: EMBED (cufw-embed), CC, CCAS (default: CC), CFLAGS,
# CCASFLAGS; BENCH_EMBED_MB [1 20 100]: the sizes, in MiB;
# BENCH_EMBED_C_MB [20]: the largest size the C output is tried at (a
# compiler needs seconds and hundreds of megabytes of memory per MiB of it);
# BENCH_EMBED_INLINE_MB [100]: the same for the inline assembler output.
embed=${EMBED:-tools/cufw-embed}
cc_=${CC:-cc}
ccas=${CCAS:-$cc_}
sizes=${BENCH_EMBED_MB:-1 20 100}
c_max=${BENCH_EMBED_C_MB:-20}
inline_max=${BENCH_EMBED_INLINE_MB:-100}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cufw-bench-embed.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# now: seconds since the epoch, with nanoseconds where date has %N.
now() {
    t=$(date +%s.%N)
    case $t in *N) date +%s ;; *) echo "$t" ;; esac
}
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
mib() { awk -v n="$1" 'BEGIN { printf "%.1f", n / 1048576 }'; }

# run FORMAT SIZE-MB SOURCE COMPILER [EMBED-OPTION...]: one row.
run() {
    format=$1 mb=$2 src=$3 compiler=$4
    shift 4
    t0=$(now)
    if ! "$embed" --no-check --name bench "$@" -o "$tmp/$src" "$tmp/in.bin"; then
        echo "| $mb | $format | failed | | | |"
        return 1
    fi
    t1=$(now)
    if ! $compiler -c -o "$tmp/out.o" "$tmp/$src" 2>"$tmp/err"; then
        echo "| $mb | $format | $(secs "$t0" "$t1") | failed: $(head -n 1 "$tmp/err") | | |"
        return 1
    fi
    t2=$(now)
    echo "| $mb | $format | $(secs "$t0" "$t1") | $(secs "$t1" "$t2") | $(secs "$t0" "$t2") |" \
        "$(mib "$(wc -c <"$tmp/$src")") |"
    rm -f "$tmp/$src" "$tmp/out.o"
}

echo "# cufw-embed: $("$embed" --version | head -n 1); compiler: $($cc_ --version 2>/dev/null | head -n 1)" >&2
echo "| MiB | output | cufw-embed s | compile s | total s | source MiB |"
echo "| ---: | --- | ---: | ---: | ---: | ---: |"
rc=0
for mb in $sizes; do
    head -c $((mb * 1048576)) /dev/urandom >"$tmp/in.bin"
    run "asm (.incbin)" "$mb" in.S "$ccas ${CCASFLAGS:-}" || rc=1
    if [ "$mb" -le "$inline_max" ]; then
        run "asm (inline), .S" "$mb" in-inline.S "$ccas ${CCASFLAGS:-}" --inline || rc=1
        run "asm (inline), .s" "$mb" in-inline.s "$ccas ${CCASFLAGS:-}" --inline || rc=1
    fi
    if [ "$mb" -le "$c_max" ]; then
        run "C" "$mb" in.c "$cc_ ${CFLAGS:-}" || rc=1
    fi
done
exit $rc
