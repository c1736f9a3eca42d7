/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/footprint-t.c -- what unused table slots cost. cufw's
 * tables are static arrays in .bss, sized by the configured capacities
 * (thousands of slots, to hold NVIDIA's libraries); a page of .bss that is
 * never touched is never made resident, so a small program pays for the
 * slots it uses, not for the capacity. Here a small program on core and
 * compat (a kernel launched through each, on the stand-in driver) asks
 * the kernel (mincore) which pages of its .bss are resident after its
 * first launches: a few, whatever the capacities. It prints the .bss size
 * and the process's resident set (/proc/self/statm) before cufw starts
 * and after the launches, for docs/using-cufw.md's table.
 */
#define _DEFAULT_SOURCE
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cuda_runtime_api.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* the linker's: the start of .bss and the end of the data segment */
extern char __bss_start[], _end[];

static long page;

/* Resident pages of the program's .bss (mincore). */
static unsigned long bss_resident(void)
{
    uintptr_t lo = (uintptr_t)__bss_start & ~((uintptr_t)page - 1), hi = (uintptr_t)_end;
    size_t n = (hi - lo + (size_t)page - 1) / (size_t)page, i;
    unsigned char *v = malloc(n);
    unsigned long r = 0;

    if (v == NULL || mincore((void *)lo, hi - lo, v) != 0)
        bail("mincore failed");
    for (i = 0; i < n; i++)
        r += v[i] & 1;
    free(v);
    return r;
}

/* The resident set in KiB (/proc/self/statm's second field). */
static unsigned long rss_kib(void)
{
    unsigned long size = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");

    if (f == NULL || fscanf(f, "%lu %lu", &size, &resident) != 2)
        bail("cannot read /proc/self/statm");
    fclose(f);
    return resident * (unsigned long)page / 1024;
}


static char stub;
static char kname[] = "cufw_empty";

int main(void)
{
    unsigned long bss, before_pages, after_pages, rss0, rss1;
    const struct cufw_image *img;
    struct fake_wrapper w = {FAKE_WRAPPER_MAGIC, 1, NULL, NULL};
    cufw_module *m = NULL;
    cufw_kernel *k = NULL;
    cufw_dim3 one = {1, 1, 1};
    dim3 d1 = {1, 1, 1};
    void **h;

    page = sysconf(_SC_PAGESIZE);
    bss = (unsigned long)(_end - __bss_start);
    plan(4);
    rss0 = rss_kib();
    before_pages = bss_resident();
    /* a unit with one kernel, registered as nvcc's constructor would */
    fake_use();
    img = cufw_image_find("misc");
    if (img == NULL)
        bail("no misc image");
    w.data = cufw_image_data(img);
    h = __cudaRegisterFatBinary(&w);
    __cudaRegisterFunction(h, &stub, kname, kname, -1, NULL, NULL, NULL, NULL, NULL);
    if (cufw_init() != CUFW_OK)
        bail("cufw_init: %s", cufw_error_detail());
    ok(cufw_module_open("misc", &m) == CUFW_OK && cufw_kernel_open(m, "cufw_empty", &k) == 0 &&
           cufw_launch(k, one, one, 0, NULL, NULL) == CUFW_OK,
       "core: a kernel launched");
    is_int(cudaSuccess, cudaLaunchKernel(&stub, d1, d1, NULL, 0, NULL),
           "compat: a registered kernel launched");
    cudaDeviceSynchronize();
    after_pages = bss_resident();
    rss1 = rss_kib();
    diag("capacities: fatbins %lu, functions %lu, variables %lu, modules %lu, kernels %lu",
         cap_limit("fatbins"), cap_limit("functions"), cap_limit("variables"),
         cap_limit("modules"), cap_limit("kernels"));
    diag(".bss %lu KiB (%lu pages); resident before cufw starts %lu pages, after the first "
         "launches %lu pages (%lu KiB)",
         bss / 1024, (bss + (unsigned long)page - 1) / (unsigned long)page, before_pages,
         after_pages, after_pages * (unsigned long)page / 1024);
    diag("resident set: %lu KiB before cufw starts, %lu KiB after the first launches", rss0,
         rss1);
    ok(after_pages * (unsigned long)page <= 1024ul * 1024ul,
       "at most 1 MiB of .bss resident after the first launches (%lu KiB of %lu KiB)",
       after_pages * (unsigned long)page / 1024, bss / 1024);
    ok(bss < 2ul * 1024 * 1024 || after_pages * 8 < (bss + (unsigned long)page - 1) /
                                                         (unsigned long)page,
       "of a .bss above 2 MiB, less than an eighth resident");
    return 0;
}
