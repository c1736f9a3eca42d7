/* SPDX-License-Identifier: MIT */
/*
 * tests/core/module-t.c -- devices, modules, kernels and variables: lookups
 * and their errors, a fatbin loaded from memory (not embedded) and run,
 * attributes and occupancy, bad launch configurations, unloading, and the
 * module table filled to capacity.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/core/devtest.h"
#include "tests/fatbin/testfile.h"
#include "tests/tap/basic.h"

int main(void)
{
    cufw_module *m, *m2, *fm, **many;
    cufw_kernel *k, *k2, *scale, *vadd;
    cufw_devptr d, g;
    char name[256], longname[200];
    int major = 0, minor = 0, v = 0, ndev, dev = -1, rc;
    unsigned char uuid[16], zero[16] = {0};
    unsigned char *fat;
    size_t flen, sz, n = 10007, i, bad, lim = 0;
    float *x, *y;
    unsigned idx;
    struct cufw_capacity cap;
    cufw_dim3 one = {1, 1, 1}, big = {2048, 1, 1}, zero3 = {0, 1, 1};

    ndev = devtest_init();
    plan(44);

    /* devices */
    ok(cufw_device_name(0, name, sizeof name) == CUFW_OK && name[0] != '\0', "device 0: %s", name);
    ok(cufw_device_compute_capability(0, &major, &minor) == CUFW_OK && major >= 7, "compute capability %d.%d", major, minor);
    ok(cufw_device_uuid(0, uuid) == CUFW_OK && memcmp(uuid, zero, 16) != 0, "a non-zero UUID");
    ok(cufw_device_attribute(0, 1 /* MAX_THREADS_PER_BLOCK */, &v) == CUFW_OK && v == 1024, "1024 threads per block");
    devtest_is(CUFW_ERROR_INVALID_DEVICE, cufw_device_set_current(ndev), "set a device past the count");
    devtest_is(CUFW_ERROR_INVALID_DEVICE, cufw_device_name(-1, name, sizeof name), "name of device -1");
    devtest_is(CUFW_ERROR_INVALID_VALUE, cufw_device_attribute(0, 100000, &v), "an attribute that does not exist");
    ok(cufw_device_current(&dev) == CUFW_OK && dev == 0, "the current device is 0 by default");
    devtest_is(CUFW_OK, cufw_device_set_limit(0 /* CU_LIMIT_STACK_SIZE */, 4096), "set the stack size limit");
    ok(cufw_device_limit(0, &sz) == CUFW_OK && sz >= 4096, "stack size limit read back: %zu", sz);
    {
        unsigned flags = 99;
        int active = -1;
        ok(cufw_device_flags(0, &flags, &active) == CUFW_OK && active == 1,
           "primary context active (flags 0x%x)", flags);
    }
    ok(cufw_device_can_access_peer(0, 0, &v) == CUFW_OK && (v == 0 || v == 1), "can_access_peer answers");

    /* modules and kernels */
    devtest_is(CUFW_ERROR_NOT_FOUND, cufw_module_open("no-such-image", &m), "unknown image");
    devtest_is(CUFW_OK, cufw_module_open("misc", &m), "the misc image");
    ok(cufw_module_open("misc", &m2) == CUFW_OK && m2 == m, "getting it again gives the same module");
    is_string("misc", cufw_module_name(m), "module name");
    devtest_is(CUFW_ERROR_NOT_FOUND, cufw_kernel_open(m, "cufw_vadd", &k), "cufw_vadd is not in misc");
    is_int(500, cufw_driver_result(), "the driver's CUDA_ERROR_NOT_FOUND is kept");
    devtest_is(CUFW_OK, cufw_kernel_open(m, "cufw_spin", &k), "cufw_spin in misc");
    ok(cufw_kernel_open(m, "cufw_spin", &k2) == CUFW_OK && k2 == k, "one handle per kernel");
    memset(longname, 'k', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    devtest_is(CUFW_ERROR_NOT_FOUND, cufw_kernel_open(m, longname, &k2), "a long unknown kernel name");
    is_string("cufw_spin", cufw_kernel_name(k), "the driver names the kernel");
    devtest_is(CUFW_ERROR_NOT_FOUND, cufw_kernel_find("no_such_kernel", &k2), "find an unknown kernel");
    devtest_is(CUFW_ERROR_NOT_FOUND, cufw_module_global(m, "no_such_var", &g, &sz), "an unknown variable");
    ok(cufw_kernel_attribute(k, 0 /* MAX_THREADS_PER_BLOCK */, &v) == CUFW_OK && v > 0, "kernel attribute: %d threads max", v);
    devtest_is(CUFW_OK, cufw_kernel_set_attribute(k, 8 /* MAX_DYNAMIC_SHARED_SIZE_BYTES */, 100 * 1024),
               "allow 100 KiB of dynamic shared memory");
    ok(cufw_kernel_max_active_blocks(k, 128, 0, 0, &v) == CUFW_OK && v > 0, "occupancy: %d blocks per SM", v);

    /* bad launch configurations, then a good launch */
    vadd = devtest_kernel("cufw_vadd");
    devtest_is(CUFW_ERROR_INVALID_CONFIGURATION, cufw_launch(vadd, one, big, 0, NULL, NULL), "2048 threads per block");
    devtest_is(CUFW_ERROR_INVALID_CONFIGURATION, cufw_launch(vadd, zero3, one, 0, NULL, NULL), "a grid of 0");
    devtest_is(CUFW_ERROR_INVALID_CONFIGURATION, cufw_launch(vadd, one, one, 1u << 30, NULL, NULL), "1 GiB of shared memory");
    /* not one of cufw's kernels: taken for the driver's CUkernel, which the
     * driver checks and refuses */
    devtest_is(CUFW_ERROR_DRIVER_HANDLE, cufw_launch((cufw_kernel *)name, one, one, 0, NULL, NULL), "a kernel handle that is not one: the driver's answer");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_launch((cufw_kernel *)(void *)((char *)vadd + 4), one, one, 0, NULL, NULL), "a pointer into a kernel slot");
    {
        long long cycles = 10;
        cufw_devptr none = 0;
        void *args[] = {&cycles, &none};
        devtest_is(CUFW_OK, cufw_launch(k, one, one, 0, NULL, args), "a good launch after the bad ones");
        devtest_is(CUFW_OK, cufw_device_synchronize(), "and it completes");
    }

    /* a fatbin from memory, not embedded: sample_scale from tests/data */
    fat = tf_load("sass.fatbin", &flen);
    devtest_is(CUFW_OK, cufw_module_open_fatbin(fat, flen, "sass", &fm), "module from a fatbin in memory");
    devtest_is(CUFW_OK, cufw_kernel_open(fm, "sample_scale", &scale), "its kernel sample_scale");
    x = malloc(n * 4);
    y = malloc(n * 4);
    devtest_randf(x, n);
    cufw_malloc(&d, n * 4);
    cufw_memcpy_htod(d, x, n * 4);
    {
        float s = 2.5f;
        int ni = (int)n;
        void *args[] = {&d, &s, &ni};
        rc = cufw_launch(scale, devtest_dim((unsigned)(n + 127) / 128), devtest_dim(128), 0, NULL, args);
        rc = rc ? rc : cufw_memcpy_dtoh(y, d, n * 4);
        for (i = 0, bad = 0; i < n; i++)
            bad += !(fabs(y[i] - (sin(x[i]) * 2.5 + cos(x[i]))) < 1e-5);
        ok(rc == CUFW_OK && bad == 0, "sample_scale computed sin(x)*2.5+cos(x): %zu wrong", bad);
    }
    devtest_is(CUFW_OK, cufw_module_unload(fm), "unload it");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_launch(scale, one, one, 0, NULL, NULL), "its kernel handle is now invalid");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_module_load(fm), "and so is the module");
    fat[0] ^= 0xff;
    devtest_is(CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_module_open_fatbin(fat, flen, "bad", &fm), "a damaged fatbin is refused up front");
    fat[0] ^= 0xff;

    /* the module table: distinct copies until it is full */
    cufw_capacity_find("modules", &idx);
    cufw_capacity_info(idx, &cap);
    many = calloc(cap.limit + 1, sizeof *many);
    {
        unsigned char **copies = calloc(cap.limit + 1, sizeof *copies);
        size_t made = 0, base = cap.used;

        for (rc = CUFW_OK; made <= cap.limit; made++) {
            copies[made] = malloc(flen);
            memcpy(copies[made], fat, flen);
            rc = cufw_module_open_fatbin(copies[made], flen, "copy", &many[made]);
            if (rc != CUFW_OK)
                break;
        }
        lim = made;
        ok(rc == CUFW_ERROR_CAPACITY && lim == cap.limit - base && strstr(cufw_error_detail(), "--with-max-modules"),
           "modules: %zu more fit, then CUFW_ERROR_CAPACITY naming --with-max-modules", lim);
        rc = lim > 0 ? cufw_module_unload(many[0]) : -1;
        rc = rc ? rc : cufw_module_open_fatbin(copies[lim], flen, "again", &many[0]);
        devtest_is(CUFW_OK, rc, "unloading one frees a slot");
        for (i = 0; i < lim; i++)
            cufw_module_unload(many[i]);
        for (i = 0; i <= lim; i++)
            free(copies[i]);
        free(copies);
        cufw_capacity_info(idx, &cap);
        is_uint(base, cap.used, "all unloaded: the table is back to %zu in use", base);
    }
    free(many);
    free(fat);
    free(x);
    free(y);
    cufw_free(d);
    return 0;
}
