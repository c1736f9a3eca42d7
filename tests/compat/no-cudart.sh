#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/compat/no-cudart.sh -- stands in for nvcc when configure found no
# libcudart_static.a: called as nvcc would be to link a differential
# test's reference half (NAME-t.cudart), it writes, at the -o path, a
# program that skips and says why. cufw itself never needs the library.
out=
while [ $# -gt 0 ]; do
    case $1 in
        -o) out=$2; shift ;;
    esac
    shift
done
[ -n "$out" ] || { echo "no-cudart.sh: no -o FILE" >&2; exit 1; }
cat >"$out" <<'SKIP' && chmod +x "$out"
#!/bin/sh
echo "1..0 # SKIP configure found no libcudart_static.a, which this reference half of the differential test links (install the toolkit's runtime and run configure again)"
SKIP
