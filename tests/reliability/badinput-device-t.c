/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput-device-t.c -- the rows of docs/errors.md for
 * cufw/device.h. In the document's order, on the stand-in driver with two
 * devices (badinput.h). Rows marked "(fake)" in the document check what the
 * stand-in driver answers.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include "tests/reliability/badinput.h"

static void device_h(void)
{
    char name[64];
    int v = -5, v2 = -5, count = 0;
    unsigned u = 0;
    size_t z = 0;
    unsigned char uuid[16];
    cufw_devptr d = 0;

    cufw_device_count(&count);
    fn = "cufw_device_count";
    R("NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_count(NULL));

    fn = "cufw_device_name";
    R("device -1", CUFW_ERROR_INVALID_DEVICE, cufw_device_name(-1, name, sizeof name));
    R("device = count", CUFW_ERROR_INVALID_DEVICE, cufw_device_name(count, name, sizeof name));
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_name(0, NULL, 8));
    R("len 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_name(0, name, 0));
    memset(name, 'x', sizeof name);
    RP("len 1: \"\"", cufw_device_name(0, name, 1) == CUFW_OK && name[0] == '\0');
    memset(name, 'x', sizeof name);
    RP("len shorter than the name: truncated",
       cufw_device_name(0, name, 6) == CUFW_OK && strlen(name) == 5 && name[6] == 'x');
    RF("", CUFW_ERROR_OUT_OF_MEMORY, "cuDeviceGetName", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_device_name(0, name, sizeof name));

    fn = "cufw_device_attribute";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_attribute(count, 1, &v));
    R("NULL value", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_attribute(0, 1, NULL));
    RD("unknown attribute 0 (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_device_attribute(0, 0, &v));
    RD("unknown attribute 100000 (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_device_attribute(0, 100000, &v));
    RF("", CUFW_ERROR_DRIVER, "cuDeviceGetAttribute", CUDA_ERROR_UNKNOWN,
       cufw_device_attribute(0, 1, &v));

    fn = "cufw_device_compute_capability";
    R("device out of range, NULL pointers", CUFW_ERROR_INVALID_DEVICE,
      cufw_device_compute_capability(-1, NULL, NULL));
    R("NULL major", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_compute_capability(0, NULL, &v));
    R("NULL minor", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_compute_capability(0, &v, NULL));
    RF("", CUFW_ERROR_NOT_SUPPORTED, "cuDeviceGetAttribute", CUDA_ERROR_NOT_SUPPORTED,
       cufw_device_compute_capability(0, &v, &v2));

    fn = "cufw_device_total_memory";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_total_memory(count, &z));
    R("NULL bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_total_memory(0, NULL));
    RF("", CUFW_ERROR_DEVICE_UNAVAILABLE, "cuDeviceTotalMem", CUDA_ERROR_DEVICE_UNAVAILABLE,
       cufw_device_total_memory(0, &z));

    fn = "cufw_device_uuid";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_uuid(-1, uuid));
    R("NULL uuid", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_uuid(0, NULL));
    RF("", CUFW_ERROR_DRIVER, "cuDeviceGetUuid", CUDA_ERROR_UNKNOWN, cufw_device_uuid(0, uuid));

    fn = "cufw_device_set_current";
    cufw_device_set_current(1);
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_set_current(count));
    RP("device out of range: current device unchanged", cufw_device_current(&v) == 0 && v == 1);
    cufw_device_reset(0);
    RF("", CUFW_ERROR_OUT_OF_MEMORY, "cuDevicePrimaryCtxRetain", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_device_set_current(0));
    RP("retaining fails: current device unchanged", cufw_device_current(&v) == 0 && v == 1);
    cufw_device_set_current(0);

    fn = "cufw_device_current";
    R("NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_current(NULL));

    fn = "cufw_device_synchronize";
    RF("", CUFW_ERROR_LAUNCH_TIMEOUT, "cuCtxSynchronize", CUDA_ERROR_LAUNCH_TIMEOUT,
       cufw_device_synchronize());

    fn = "cufw_device_reset";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_reset(count));
    {
        const char *t[4];
        unsigned nt;

        cufw_device_reset(1);
        fake.trace_reset();
        v = cufw_device_reset(1);
        nt = fake.trace(t, 4);
        RP("a device not in use (never used, or reset): CUFW_OK, only cuDevicePrimaryCtxReset",
           v == CUFW_OK && nt == 1 && strcmp(t[0], "cuDevicePrimaryCtxReset") == 0);
    }
    cufw_device_set_current(0);
    fake_fail("cuDevicePrimaryCtxRelease", 1, CUDA_ERROR_OUT_OF_MEMORY);
    v = cufw_device_reset(0);
    fake.set_fail(NULL);
    RP("cuDevicePrimaryCtxRelease fails: mapped, CUresult kept",
       v == CUFW_ERROR_OUT_OF_MEMORY && cufw_driver_result() == CUDA_ERROR_OUT_OF_MEMORY);
    known_bug("B1", strstr(cufw_error_detail(), "cuDevicePrimaryCtxRelease") != NULL,
              "%s: cuDevicePrimaryCtxRelease fails: the detail names it: %s", fn,
              cufw_error_detail());
    cufw_device_set_current(0);
    RF("", CUFW_ERROR_DRIVER, "cuDevicePrimaryCtxReset", CUDA_ERROR_UNKNOWN, cufw_device_reset(0));
    cufw_device_set_current(0);

    fn = "cufw_device_set_flags";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_set_flags(-1, 0));
    RD("unknown flags 0x100 (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_device_set_flags(0, 0x100));

    fn = "cufw_device_flags";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_flags(count, &u, &v));
    R("both NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_flags(0, NULL, NULL));
    RP("one pointer NULL", cufw_device_flags(0, NULL, &v) == CUFW_OK && v == 1 &&
                               cufw_device_flags(0, &u, NULL) == CUFW_OK);
    RF("", CUFW_ERROR_DRIVER, "cuDevicePrimaryCtxGetState", CUDA_ERROR_UNKNOWN,
       cufw_device_flags(0, &u, &v));

    fn = "cufw_device_limit";
    R("NULL value", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_limit(0, NULL));
    RD("unknown limit 99 (fake)", CUFW_ERROR_DRIVER, CUDA_ERROR_UNSUPPORTED_LIMIT,
       cufw_device_limit(99, &z));

    fn = "cufw_device_set_limit";
    RD("unknown limit 99 (fake)", CUFW_ERROR_DRIVER, CUDA_ERROR_UNSUPPORTED_LIMIT,
       cufw_device_set_limit(99, 0));
#if CUDA_VERSION >= 13000 /* 12.4's cuda.h has no read-only limit */
    RD("a read-only limit (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_device_set_limit(CU_LIMIT_SHMEM_SIZE, 0));
#endif

    fn = "cufw_device_can_access_peer";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_can_access_peer(count, 0, &v));
    R("peer out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_can_access_peer(0, -1, &v));
    R("NULL can", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_can_access_peer(0, 1, NULL));
    RP("device = peer: 0", cufw_device_can_access_peer(1, 1, &v) == CUFW_OK && v == 0);

    fn = "cufw_sticky_error";
    RN("all three NULL", CUFW_OK, cufw_sticky_error(NULL, NULL, NULL));
    v = v2 = 7;
    RP("no sticky error: OK, 0, -1", cufw_sticky_error(&v, &v2, &count) == CUFW_OK &&
                                         v == CUFW_OK && v2 == 0 && count == -1);
    (void)d;
}

int main(void)
{
    fake_required();
    plan_lazy();
    badinput_start();
    device_h();
    return 0;
}
