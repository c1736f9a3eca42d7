#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/docs/env-t.sh -- one rule for the environment (docs/security.md,
# "The environment"): the libraries read it only through cufw__driver_env
# (core/driver.c), which a secure-execution program finds empty; every
# variable the libraries and the tools read has a row in the table there,
# every row names a variable that is read, a library row says the variable
# is ignored in secure execution, and every row names a test that sets it.
. "${CUFW_TOP_SRCDIR:-.}/tests/tap/libtap.sh"
src=${CUFW_TOP_SRCDIR:-.}
doc=$src/docs/security.md
plan 6

# Code lines (not comments) of the libraries' sources that read the
# environment themselves: all but cufw__driver_env's own getenv(name).
direct=$(find "$src/core" "$src/compat" "$src/common" "$src/fatbin" "$src/include" \
    -name '*.[ch]' | sort | xargs grep -nE '(^|[^_[:alnum:]])(secure_)?getenv[[:space:]]*\(' |
    grep -vE '^[^:]*:[0-9]+:[[:space:]]*(\*|/\*|//)' |
    grep -vE '^[^:]*/core/driver\.c:[0-9]+:[[:space:]]*return .*getenv\(name\);' |
    sed "s|^$src/||")
is "" "$direct" "the libraries read the environment only through cufw__driver_env"

# The variables the libraries read, and the tools (getenv of a name, or of a
# macro that tools/*.h defines as one).
lib=$(cat "$src"/core/*.c "$src"/compat/*.c "$src"/compat/direct/*.c |
    grep -oE 'cufw__driver_env\("[A-Z0-9_]+"\)' | sed 's/.*("//; s/")//' | sort -u)
tools=$(cat "$src"/tools/*.c | grep -oE 'getenv\([A-Z0-9_"]+\)' | sed 's/getenv(//; s/)//' |
    while read -r v; do
        case $v in
            \"*) echo "$v" | tr -d '"' ;;
            *) sed -n "s/^#define $v \"\\([A-Z0-9_]*\\)\".*/\\1/p" "$src"/tools/*.h ;;
        esac
    done | sort -u)
ok "the libraries and the tools read variables ($(echo $lib $tools))" \
    test -n "$lib" -a -n "$tools"

# The table's rows: from its header line to the first line that is not a row.
rows=$(awk '/^\| Variable \|/ {t = 1; next} t && !/^\|/ {exit} t && !/^\|---/' "$doc")
named=$(printf '%s\n' "$rows" | awk -F'|' '{print $2}' | grep -oE '`[A-Z0-9_]+`' | tr -d '`' |
    sort -u)
missing=$(for v in $lib $tools; do printf '%s\n' "$named" | grep -qx "$v" || printf '%s ' "$v"; done)
is "" "$missing" "every variable read has a row in docs/security.md's table"
stale=$(for v in $named; do printf '%s\n' $lib $tools | grep -qx "$v" || printf '%s ' "$v"; done)
is "" "$stale" "every row of the table names a variable that is read"

# The rule: a library variable's row says it is ignored in secure execution.
unruled=$(for v in $lib; do
    printf '%s\n' "$rows" | grep -F "| \`$v\` |" | awk -F'|' '{print $5}' |
        grep -q '\*\*ignored\*\*' || printf '%s ' "$v"
done)
is "" "$unruled" "every library variable is ignored in a secure-execution program"

# One test per row: the last cell names a test that exists and sets it.
untested=$(for v in $named; do
    t=$(printf '%s\n' "$rows" | grep -F "| \`$v\` |" | awk -F'|' '{print $(NF-1)}' |
        grep -oE '`tests/[^`]+`' | tr -d '`')
    [ -n "$t" ] && [ -f "$src/$t" ] && grep -q "$v" "$src/$t" || printf '%s ' "$v"
done)
is "" "$untested" "every row names a test that sets its variable"
