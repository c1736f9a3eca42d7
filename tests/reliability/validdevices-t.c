/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/validdevices-t.c -- cudaSetValidDevices
 * (compat/device.c) on the stand-in driver with three devices, device 1's
 * compute mode prohibited: the errors in cudart's order, each leaving the
 * choice as it was; a list makes its first usable device the device of
 * every thread that has not called cudaSetDevice (what cudaGetDevice says,
 * and where cudaMalloc allocates), while a thread that chose keeps its
 * device; a len of 0 goes back to device 0.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <pthread.h>
#include <stdlib.h>

#include <cuda_runtime_api.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* e is the call's result and the thread's last error, cleared */
static int failed_with(cudaError_t e, cudaError_t want)
{
    return e == want && cudaGetLastError() == want && cudaGetLastError() == cudaSuccess;
}

/* What a new thread that never chose a device sees: cudaGetDevice before
 * any context, and the device of its first allocation. */
struct seen {
    int device, alloc_device;
    cudaError_t e;
};

static void *fresh_thread(void *arg)
{
    struct seen *s = arg;
    struct cudaPointerAttributes a;
    void *p = NULL;

    s->device = s->alloc_device = -1;
    s->e = cudaGetDevice(&s->device);
    if (s->e == cudaSuccess)
        s->e = cudaMalloc(&p, 256);
    if (s->e == cudaSuccess)
        s->e = cudaPointerGetAttributes(&a, p);
    if (s->e == cudaSuccess) {
        s->alloc_device = a.device;
        s->e = cudaFree(p);
    }
    return NULL;
}

static struct seen fresh(void)
{
    struct seen s;
    pthread_t t;

    if (pthread_create(&t, NULL, fresh_thread, &s) != 0 || pthread_join(t, NULL) != 0)
        bail("pthread");
    return s;
}

int main(void)
{
    int list[4], d = -1;
    struct seen s;
    cudaError_t e;

    setenv("CUFW_FAKE_DEVICES", "3", 1);
    setenv("CUFW_FAKE_PROHIBITED", "1", 1);
    fake_use();
    plan(13);

    /* the errors, in cudart's order; none changes the choice */
    list[0] = 2;
    ok(failed_with(cudaSetValidDevices(NULL, 1), cudaErrorInvalidValue) &&
           failed_with(cudaSetValidDevices(list, -1), cudaErrorInvalidValue),
       "a NULL list or a negative len: cudaErrorInvalidValue");
    list[0] = 0, list[1] = 1, list[2] = 2, list[3] = 7;
    ok(failed_with(cudaSetValidDevices(list, 4), cudaErrorInvalidValue),
       "a len above the device count, before its ordinals: cudaErrorInvalidValue");
    list[0] = 3;
    ok(failed_with(cudaSetValidDevices(list, 1), cudaErrorInvalidDevice),
       "an ordinal out of range: cudaErrorInvalidDevice");
    list[0] = -1;
    ok(failed_with(cudaSetValidDevices(list, 1), cudaErrorInvalidDevice),
       "a negative ordinal: cudaErrorInvalidDevice");
    s = fresh();
    ok(s.e == cudaSuccess && s.device == 0 && s.alloc_device == 0,
       "after them a new thread is on device 0 (%d, allocates on %d)", s.device,
       s.alloc_device);

    /* this thread chooses device 0 */
    ok(cudaSetDevice(0) == cudaSuccess, "cudaSetDevice(0)");

    /* {1, 2}: device 1 cannot take a context, so 2 */
    list[0] = 1, list[1] = 2;
    ok(cudaSetValidDevices(list, 2) == cudaSuccess, "cudaSetValidDevices({1, 2}, 2)");
    s = fresh();
    ok(s.e == cudaSuccess && s.device == 2 && s.alloc_device == 2,
       "a new thread uses device 2, the first usable (%d, allocates on %d)", s.device,
       s.alloc_device);
    ok(cudaGetDevice(&d) == cudaSuccess && d == 0, "the thread that chose keeps device 0 (%d)",
       d);

    /* {2, 0} */
    list[0] = 2, list[1] = 0;
    e = cudaSetValidDevices(list, 2);
    s = fresh();
    ok(e == cudaSuccess && s.e == cudaSuccess && s.device == 2, "{2, 0}: device 2 (%d)",
       s.device);
    list[0] = 0, list[1] = 2;
    e = cudaSetValidDevices(list, 2);
    s = fresh();
    ok(e == cudaSuccess && s.e == cudaSuccess && s.device == 0 && s.alloc_device == 0,
       "{0, 2}: device 0 (%d)", s.device);

    /* len 0 goes back to the default */
    list[0] = 2;
    ok(cudaSetValidDevices(list, 1) == cudaSuccess && cudaSetValidDevices(NULL, 0) == cudaSuccess,
       "cudaSetValidDevices(NULL, 0)");
    s = fresh();
    ok(s.e == cudaSuccess && s.device == 0 && s.alloc_device == 0,
       "then a new thread is on device 0 again (%d, allocates on %d)", s.device,
       s.alloc_device);
    return 0;
}
