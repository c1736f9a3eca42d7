/* SPDX-License-Identifier: MIT */
// bench/empty.cu -- the empty kernel of the launch and cold-start rows, alone
// in its translation unit so that every variant loads the same small module:
// bench-drv embeds this file's fatbin (image "empty", via cufw-embed) and
// launches it through the raw driver and cufw core; the Runtime-API
// programs link this file's object and launch it with <<<>>> and
// cudaLaunchKernel. Same code, same architectures, same fatbin size.

extern "C" __global__ void bench_empty(void) {}
