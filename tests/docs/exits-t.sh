#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/exits-t.sh -- compat leaves one way (CONTRIBUTING.md,
# "Failing"): a Runtime function returns a recorded error only through the
# RT_RETURN family of compat/inner.h and compat/direct/direct.h, never by
# calling the recording functions in a return of its own, and checks have
# core's polarity (RT_RETURN_IF: the condition is the failure).
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
plan 2

# Code lines (not comments) of compat's .c files matching a pattern,
# error.c aside: it defines the recording functions.
spelled() {
    for f in "$src"/compat/*.c "$src"/compat/direct/*.c; do
        case $f in */compat/error.c) continue ;; esac
        grep -nE "$1" "$f" | grep -vE '^[0-9]+:[[:space:]]*(\*|/\*)' | sed "s|^|${f#"$src"/}:|"
    done
}
is "" "$(spelled 'return[[:space:]]+cufw__rt_(error_record|error_return|driver_return)\(')" \
    "no exit is spelled out: every one is an RT_RETURN macro"
is "" "$(spelled 'RT_RETURN_INVALID_UNLESS|RT_RETURN_UNLESS')" \
    "no check has the opposite polarity of core's CUFW_RETURN_IF"
