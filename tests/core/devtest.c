/* SPDX-License-Identifier: MIT */
/*
 * tests/core/devtest.c -- see devtest.h.
 */
#include "config.h"

#include "devtest.h"

#include <stdlib.h>

#include "tests/tap/basic.h"

int devtest_init(void)
{
    int rc, n = 0;

    device_tests_wanted();
    rc = cufw_init();
    if (rc == CUFW_ERROR_NO_DRIVER || rc == CUFW_ERROR_NO_DEVICE || rc == CUFW_ERROR_DRIVER_SYMBOL ||
        rc == CUFW_ERROR_DRIVER_TOO_OLD || rc == CUFW_ERROR_DRIVER_INIT)
        device_unavailable("%s: %s", cufw_error_name(rc), cufw_error_detail());
    if (rc != CUFW_OK)
        bail("cufw_init: %s: %s", cufw_error_name(rc), cufw_error_detail());
    if (cufw_device_count(&n) != CUFW_OK || n < 1)
        bail("cufw_device_count failed after cufw_init succeeded");
    test_rand_seed();
    return n;
}

cufw_kernel *devtest_kernel(const char *name)
{
    cufw_kernel *k = NULL;
    int rc = cufw_kernel_find(name, &k);

    if (rc != CUFW_OK)
        bail("kernel %s: %s: %s", name, cufw_error_name(rc), cufw_error_detail());
    return k;
}

cufw_dim3 devtest_dim(unsigned x)
{
    cufw_dim3 d;

    d.x = x;
    d.y = 1;
    d.z = 1;
    return d;
}

void devtest_randf(float *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        p[i] = test_randf();
}

void devtest_randu(unsigned *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        p[i] = (unsigned)test_rand();
}

int devtest_is(int want, int rc, const char *what)
{
    int good = rc == want;

    ok(good, "%s: %s", what, cufw_error_name(want));
    if (!good)
        diag("got %s (driver %d): %s", cufw_error_name(rc), cufw_driver_result(),
             cufw_error_detail());
    return good;
}
