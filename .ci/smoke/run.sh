#!/bin/sh
# SPDX-License-Identifier: MIT
# Build smoke.cu against cudart_static and against cufw; run both; diff.
b=${1:-_b}
cd "$(dirname "$0")"
nvcc -std=c++17 -arch=sm_90 -o smoke-rt smoke.cu || exit 1
nvcc -std=c++17 -arch=sm_90 -cudart none -o smoke-cufw smoke.cu ../../$b/libcufw_cudart.a ../../$b/libcufw.a -ldl -lpthread || exit 1
./smoke-rt > rt.txt 2>&1; echo "cudart exit $?" >> rt.txt
./smoke-cufw > cufw.txt 2>&1; echo "cufw exit $?" | sed 's/cufw/cudart/' >> cufw.txt
if diff rt.txt cufw.txt > diff.txt; then echo "SMOKE: identical ($(wc -l < rt.txt) lines)"; else echo "SMOKE: DIFFERENT"; cat diff.txt | head -80; fi
gcc -I/usr/local/cuda/include -o probe probe.c -L/usr/local/cuda/lib64/stubs -lcuda && ./probe
