#!/bin/sh
# SPDX-License-Identifier: MIT
# Quick device check: build, cufw-info, cufw-fatbin vs cuobjdump.
set -u
out=${OUT:-/tmp/out}
mkdir -p "$out"
(autoreconf -fi && mkdir -p _b && cd _b && ../configure --enable-device-tests=yes >/dev/null && make -j16 >"$out/build.log" 2>&1) || { tail -50 "$out/build.log"; exit 1; }
cd _b
nvidia-smi -L
./tools/cufw-info > "$out/info.txt" 2>&1; echo "cufw-info rc=$?" >> "$out/info.txt"
cat "$out/info.txt"
for f in kernels/vector.fatbin tests/data/plain.fatbin; do :; done
make -j16 check >"$out/check.log" 2>&1; echo "check rc=$?"
grep -E "^# (TOTAL|PASS|SKIP|FAIL|ERROR)|^(FAIL|ERROR)" "$out/check.log"
for f in kernels/vector.fatbin kernels/misc.fatbin tests/data/plain.fatbin tests/data/zstd.fatbin tests/data/lz4.fatbin tests/data/special.fatbin tests/data/sass.fatbin tests/data/ptx.fatbin; do
  echo "== $f"
  cuobjdump --list-elf --list-ptx "$f" 2>&1 | sed -E 's/.*(ELF|PTX) file +([0-9]+): .*\.(sm_[0-9]+[af]?)\..*/\1 \3/' | sort > /tmp/a
  ./tools/cufw-fatbin "$f" | awk '/^[0-9]/ {print toupper($2), $3}' | sed 's/^ELF/ELF/' | sort > /tmp/b
  cuobjdump --list-elf --list-ptx "$f" 2>&1 | head -12
  if diff /tmp/a /tmp/b >/dev/null; then echo "SAME as cuobjdump"; else echo "DIFFERENT"; diff /tmp/a /tmp/b; fi
done
