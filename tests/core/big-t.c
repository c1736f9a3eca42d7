/* SPDX-License-Identifier: MIT */
/*
 * tests/core/big-t.c -- the copy and triad paths on arrays larger than 2^31
 * bytes (64-bit sizes everywhere): every element of a = b + s*c checked.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/core/devtest.h"
#include "tests/tap/basic.h"

static float val(unsigned long long seed, size_t i)
{
    unsigned long long x = (i + 1) * 0x9E3779B97F4A7C15ull ^ seed;

    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 32;
    return (float)(x & 0xffffff) / 8388608.0f - 1.0f;
}

int main(void)
{
    size_t n = (size_t)600000007, bytes = n * 4, i, bad = 0, freeb = 0;
    unsigned long long seed;
    float *b, *c, *a, s = 1.75f;
    cufw_devptr da, db, dc;
    cufw_kernel *triad;
    int rc, sms = 0;

    devtest_init();
    if (cufw_memory_info(&freeb, NULL) != CUFW_OK || freeb < 3 * bytes + (1u << 30))
        skip_all("needs %zu bytes of free device memory, has %zu", 3 * bytes, freeb);
    plan(4);
    seed = test_rand();
    triad = devtest_kernel("cufw_triad");
    b = malloc(bytes);
    c = malloc(bytes);
    a = malloc(bytes);
    if (!a || !b || !c)
        skip_all("needs %zu bytes of host memory", 3 * bytes);
    for (i = 0; i < n; i++) {
        b[i] = val(seed, i);
        c[i] = val(seed ^ 0x1234567ull, i);
    }
    rc = devtest_malloc3(&da, &db, &dc, bytes);
    devtest_is(CUFW_OK, rc, "three device arrays of 2.4 GB");
    rc = cufw_memcpy_htod(db, b, bytes);
    rc = rc ? rc : cufw_memcpy_htod(dc, c, bytes);
    rc = rc ? rc : cufw_memset_d32(da, 0x7fc00bad, n);
    devtest_is(CUFW_OK, rc, "2.4 GB host-to-device copies and a 2.4 GB fill");
    cufw_device_attribute(0, 16, &sms);
    {
        void *args[] = {&da, &db, &dc, &s, &n};
        rc = cufw_launch(triad, devtest_dim((unsigned)sms * 8), devtest_dim(256), 0, NULL, args);
    }
    memset(a, 0, bytes);
    rc = rc ? rc : cufw_memcpy_dtoh(a, da, bytes);
    devtest_is(CUFW_OK, rc, "triad over 600M elements and a 2.4 GB copy back");
    for (i = 0; i < n; i++) {
        double want = (double)b[i] + (double)s * c[i];
        if (!(fabs(a[i] - want) <= 1e-6 * (1.0 + fabs(want))))
            bad++;
    }
    ok(bad == 0, "every element right, including past 2^31 bytes (%zu wrong)", bad);
    devtest_free3(da, db, dc);
    free(a);
    free(b);
    free(c);
    return 0;
}
