/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/firmware-t.c -- firmware mode in core (issue 16, part
 * 5) on the stand-in driver: after cufw_preload the first launch of every
 * embedded kernel makes exactly the driver calls of a steady-state launch
 * (cuCtxGetId, cuLaunchKernel), where a lazy first launch also resolves
 * the kernel (cuKernelGetFunction); cufw_kernel_find returns the slots the
 * preload took; a second cufw_preload takes nothing and loads nothing; a
 * full kernel table and a failing driver are reported cleanly and leave
 * cufw usable; CUFW_FIRMWARE's values.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

static struct fake_calls calls;

/* The driver calls of one launch of k (no arguments: the kernels launched
 * here take none), into trace; 1 when it succeeded. */
static int launch_traced(const cufw_kernel *k)
{
    cufw_dim3 one = {1, 1, 1};
    int rc;

    fake.trace_reset();
    rc = cufw_launch(k, one, one, 0, NULL, NULL);
    fake_calls_get(&calls);
    return rc == CUFW_OK;
}

/* The kernels of every embedded image, as the driver counts them. */
static unsigned long kernels_in_images(void)
{
    unsigned long total = 0;
    unsigned i;

    for (i = 0; i < cufw_image_count(); i++) {
        cufw_library *lib = NULL;
        cufw_module *m = NULL;
        unsigned n = 0;

        if (cufw_module_open(cufw_image_name(cufw_image_at(i)), &m) != CUFW_OK ||
            cufw_module_library(m, &lib) != CUFW_OK || cufw_library_kernel_count(lib, &n) != CUFW_OK)
            bail("image %u: cannot count its kernels: %s", i, cufw_error_detail());
        total += n;
    }
    return total;
}

/* Unload every embedded image's module: no module, no kernel slot left. */
static void unload_all(void)
{
    unsigned i;

    for (i = 0; i < cufw_image_count(); i++) {
        cufw_module *m = NULL;

        if (cufw_module_open(cufw_image_name(cufw_image_at(i)), &m) != CUFW_OK ||
            cufw_module_unload(m) != CUFW_OK)
            bail("image %u: cannot unload: %s", i, cufw_error_detail());
    }
}

static void test_env(void)
{
    unsetenv("CUFW_FIRMWARE");
    is_int(CUFW_FIRMWARE_DEFAULT, cufw_firmware_enabled(), "unset: the configure default");
    setenv("CUFW_FIRMWARE", "1", 1);
    is_int(1, cufw_firmware_enabled(), "CUFW_FIRMWARE=1: on");
    setenv("CUFW_FIRMWARE", "0", 1);
    is_int(0, cufw_firmware_enabled(), "CUFW_FIRMWARE=0: off");
    setenv("CUFW_FIRMWARE", "yes", 1);
    is_int(CUFW_FIRMWARE_DEFAULT, cufw_firmware_enabled(), "CUFW_FIRMWARE=yes: the default");
    unsetenv("CUFW_FIRMWARE");
}

/* Lazy: the first launch resolves the kernel; the second does not. */
static void test_lazy(void)
{
    cufw_kernel *k = NULL;
    int launched;

    if (cufw_kernel_find("cufw_empty", &k) != CUFW_OK)
        bail("cufw_empty: %s", cufw_error_detail());
    launched = launch_traced(k);
    ok(launched && fake_called(&calls, "cuKernelGetFunction") && calls.n > 2,
       "lazy: the first launch also resolves the kernel (%u driver calls)", calls.n);
    ok(launch_traced(k) && fake_steady(&calls),
       "lazy: the second launch is cuCtxGetId, cuLaunchKernel");
    unload_all();
}

/* Firmware: after cufw_preload every kernel's first launch is steady. */
static void test_preload(void)
{
    unsigned long want = kernels_in_images(), i;
    struct caps before, after;
    cufw_kernel *k = NULL;
    int rc;

    unload_all();
    ok(want >= 3, "the embedded images have %lu kernels", want);
    is_int(CUFW_OK, cufw_preload(), "cufw_preload");
    is_int((long long)cufw_image_count(), (long long)cap_used("modules"),
           "a module for every image");
    is_int((long long)want, (long long)cap_used("kernels"), "a kernel slot for every kernel");

    caps_get(&before);
    fake.trace_reset();
    rc = cufw_preload();
    fake_calls_get(&calls);
    caps_get(&after);
    is_int(CUFW_OK, rc, "cufw_preload again");
    ok(caps_diff(&before, &after, -1, 0) < 0, "again: no slot taken");
    ok(!fake_called(&calls, "cuLibraryLoadData") && !fake_called(&calls, "cuKernelGetFunction"),
       "again: nothing loaded, nothing resolved (%u driver calls)", calls.n);

    /* the launch-only kernels of the images: cufw_empty; the others take
     * arguments the fake would check, so those are looked up only */
    caps_get(&before);
    rc = cufw_kernel_find("cufw_empty", &k);
    is_int(CUFW_OK, rc, "cufw_kernel_find after the preload");
    rc = launch_traced(k);
    ok(rc && fake_steady(&calls),
       "firmware: the first launch is cuCtxGetId, cuLaunchKernel (%u calls)", calls.n);
    ok(launch_traced(k) && fake_steady(&calls), "firmware: and so is the second");
    {
        static const char *const names[] = {"cufw_vadd", "cufw_saxpy", "cufw_spin", "cufw_store"};

        for (i = 0; i < sizeof names / sizeof names[0]; i++)
            if (cufw_kernel_find(names[i], &k) != CUFW_OK)
                break;
        ok(i == sizeof names / sizeof names[0], "the other kernels are found too");
    }
    caps_get(&after);
    ok(caps_diff(&before, &after, -1, 0) < 0, "found in the preloaded slots: no slot taken");
}

/* A full kernel table, a failing driver: clear errors, cufw usable. */
static void test_failures(void)
{
    unsigned long limit = 0, i;
    struct cufw_capacity c;
    cufw_module *m = NULL;
    cufw_kernel *k = NULL;
    char name[64];
    int rc;

    unload_all();
    cufw_capacity_info((unsigned)cap_index("kernels"), &c);
    limit = c.limit;
    /* every slot but one taken by the fake's own kernels of one image */
    if (cufw_module_open(cufw_image_name(cufw_image_at(0)), &m) != CUFW_OK)
        bail("image 0: %s", cufw_error_detail());
    for (i = 0; i + 1 < limit; i++) {
        snprintf(name, sizeof name, "cufwfake_k%lu", i);
        if (cufw_kernel_open(m, name, &k) != CUFW_OK)
            bail("%s: %s", name, cufw_error_detail());
    }
    rc = cufw_preload();
    is_int(CUFW_ERROR_CAPACITY, rc, "a full kernel table: CUFW_ERROR_CAPACITY");
    ok(strstr(cufw_error_detail(), "--with-max-kernels") != NULL &&
           strstr(cufw_error_detail(), "cufw_preload") != NULL,
       "the detail names cufw_preload and --with-max-kernels: %s", cufw_error_detail());
    unload_all();
    is_int(CUFW_OK, cufw_preload(), "room again: cufw_preload succeeds");

    unload_all();
    fake_fail("cuKernelGetFunction", 0, CUDA_ERROR_OUT_OF_MEMORY);
    rc = cufw_preload();
    fake.set_fail("");
    is_int(CUFW_ERROR_OUT_OF_MEMORY, rc, "cuKernelGetFunction failing: its code");
    ok(strstr(cufw_error_detail(), "cuKernelGetFunction") != NULL &&
           strstr(cufw_error_detail(), "embedded image") != NULL,
       "the detail names the call and the image: %s", cufw_error_detail());
    is_int(CUFW_OK, cufw_preload(), "the driver well again: cufw_preload succeeds");
    if (cufw_kernel_find("cufw_empty", &k) != CUFW_OK)
        bail("cufw_empty: %s", cufw_error_detail());
    ok(launch_traced(k) && fake_steady(&calls), "and the first launch after it is steady");
}

int main(void)
{
    plan(26);
    fake_use();
    is_int(CUFW_ERROR_NOT_INITIALIZED, cufw_preload(), "cufw_preload before cufw_init");
    if (cufw_init() != CUFW_OK)
        bail("cufw_init: %s", cufw_error_detail());
    test_env();
    test_lazy();
    test_preload();
    test_failures();
    return 0;
}
