#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/install/man-t.sh -- the manual pages render without a warning, and
# each tool's page documents every option of its --help; the tools' --help
# and --version follow the GNU conventions.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
. "${CUFW_TOP_SRCDIR:-.}/tests/install/common.sh"
scratch man-t
pages="cufw-embed.1 cufw-fatbin.1 cufw-info.1 cufw-trace.1 cufw.3"
tools="cufw-embed cufw-fatbin cufw-info cufw-trace"
plan 26

for page in $pages; do
    file="$src/man/$page"
    name=${page%.*}
    section=${page##*.}
    upper=$(printf '%s' "$name" | tr '[:lower:]' '[:upper:]')
    ok "$page: .TH names the page and its section" grep -q "^\.TH $upper $section " "$file"
    if command -v groff >/dev/null 2>&1; then
        # -ww: every warning; -z: no output but the warnings.
        groff -ww -z -man "$file" >"$tmp/warn" 2>&1
        is "0:" "$?:$(cat "$tmp/warn")" "$page: groff -ww -man renders it without a warning"
    else
        skip 1 "groff is not installed"
    fi
done

for tool in $tools; do
    prog="$top/tools/$tool"
    "$prog" --help >"$tmp/help" 2>"$tmp/err"
    rc=$?
    first=$(head -n 1 "$tmp/help")
    is "0:Usage: $tool [OPTION]...:" "$rc:$(printf '%s' "$first" | cut -c1-$((${#tool} + 19))):$(cat "$tmp/err")" \
        "$tool --help: exit 0, 'Usage: $tool [OPTION]...' on stdout, nothing on stderr"
    # Every long option of --help appears in the page (troff writes \-\-).
    missing=""
    for opt in $(grep -o -- '--[a-z][a-z-]*' "$tmp/help" | sort -u); do
        pat=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
        grep -q -- "$pat" "$src/man/$tool.1" || missing="$missing $opt"
    done
    is "" "$missing" "$tool.1 documents every option of $tool --help"
    "$prog" --version >"$tmp/version" 2>"$tmp/err"
    rc=$?
    is "0:$tool (cufw) ${CUFW_VERSION:-}:" "$rc:$(head -n 1 "$tmp/version"):$(cat "$tmp/err")" \
        "$tool --version: exit 0, '$tool (cufw) VERSION' first, nothing on stderr"
    "$prog" --no-such-option >"$tmp/out" 2>"$tmp/err"
    rc=$?
    ok "$tool --no-such-option: a failure status, a message on stderr naming the option, nothing on stdout" \
        sh -c "[ $rc -ne 0 ] && grep -q -- '--no-such-option' '$tmp/err' && [ ! -s '$tmp/out' ]"
done
