/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/register-t.c -- nvcc's registrations when compat's
 * tables are full (issue 13, M3). Registration cannot return an error, so
 * a dropped fatbin, kernel or variable must be reported by the next
 * Runtime call: cudaErrorMemoryAllocation, with a detail
 * (cufw_error_detail) naming the --with-max-* option, once; the call after
 * it succeeds. The registrations are made here directly, with fabricated
 * wrappers and host stubs, before and after initialisation, on the
 * stand-in driver.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

static char kname[] = "cufwfake_kernel", vname[] = "cufwfake_var";

/* The next Runtime call reports the drop, naming the option; the one
 * after it succeeds. */
static void reported(const char *name)
{
    char option[64];
    int n = 0;

    snprintf(option, sizeof option, "--with-max-%s", name);
    is_int(cudaErrorMemoryAllocation, cudaGetDeviceCount(&n),
           "%s: the next Runtime call reports the dropped registration", name);
    ok(strstr(cufw_error_detail(), option) != NULL, "%s: the detail names %s: %s", name, option,
       cufw_error_detail());
    is_int(cudaErrorMemoryAllocation, cudaGetLastError(), "%s: it is the last error", name);
    is_int(cudaSuccess, cudaGetDeviceCount(&n), "%s: reported once: the next call succeeds",
           name);
}

int main(void)
{
    unsigned long fatbins = cap_limit("fatbins"), functions = cap_limit("functions");
    unsigned long variables = cap_limit("variables"), i, made = 0;
    struct fake_wrapper *w = calloc(fatbins + 1, sizeof *w);
    void ***h = calloc(fatbins + 1, sizeof *h);
    char *stubs = calloc(functions + 1, 1), *vars = calloc(variables + 1, 1);
    int n = 0;

    plan(15);
    fake_use();
    if (w == NULL || h == NULL || stubs == NULL || vars == NULL)
        bail("out of memory");

    /* before main, as nvcc's constructors do: one unit too many */
    for (i = 0; i <= fatbins; i++) {
        w[i].magic = FAKE_WRAPPER_MAGIC;
        w[i].version = 1;
        w[i].data = fake_empty_container;
        h[i] = __cudaRegisterFatBinary(&w[i]);
        if (h[i] != NULL)
            __cudaRegisterFatBinaryEnd(h[i]);
        made += h[i] != NULL;
    }
    is_int((long long)fatbins, (long long)made, "fatbins: %lu registered, one dropped", fatbins);
    for (i = 0; i < functions; i++)
        __cudaRegisterFunction(h[0], &stubs[i], kname, kname, -1, NULL, NULL, NULL, NULL, NULL);
    reported("fatbins");

    /* after initialisation: a kernel too many, then a variable too many */
    __cudaRegisterFunction(h[1], &stubs[functions], kname, kname, -1, NULL, NULL, NULL, NULL,
                           NULL);
    reported("functions");
    for (i = 0; i <= variables; i++)
        __cudaRegisterVar(h[2], &vars[i], vname, vname, 0, 1, 0, 0);
    reported("variables");

    for (i = 0; i < fatbins; i++)
        __cudaUnregisterFatBinary(h[i]);
    ok(cap_used("fatbins") == 0 && cap_used("functions") == 0 && cap_used("variables") == 0,
       "all unregistered: the tables are empty");
    is_int(cudaSuccess, cudaGetDeviceCount(&n), "nothing left to report");
    free(w);
    free(h);
    free(stubs);
    free(vars);
    return 0;
}
