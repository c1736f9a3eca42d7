/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput-memory-t.c -- the rows of docs/errors.md for
 * cufw/memory.h. In the document's order, on the stand-in driver with two
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

static void memory_h(void)
{
    cufw_devptr d = 0, d2 = 0, p = 0;
    size_t pitch = 0, f = 0, t = 0;
    void *h = NULL;
    unsigned char host[512];
    cufw_stream *bad = NULL; /* a destroyed cufw stream */
    cufw_stream *foreign = (cufw_stream *)(void *)host; /* to cufw, a driver handle */

    cufw_stream_create(&bad, 0, 0);
    cufw_stream_destroy(bad);
    cufw_malloc(&d, 256);
    cufw_malloc(&d2, 256);

    fn = "cufw_malloc";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc(NULL, 16));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc(&p, 0));
    RD("more than the device has", CUFW_ERROR_OUT_OF_MEMORY, CUDA_ERROR_OUT_OF_MEMORY,
       cufw_malloc(&p, (size_t)1 << 60));

    fn = "cufw_free";
    RZ("0", CUFW_OK, cufw_free(0));
    RD("an address cufw_malloc did not return", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_free(d + 8));
    cufw_malloc(&p, 16);
    cufw_free(p);
    RD("freed already", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE, cufw_free(p));

    fn = "cufw_malloc_managed";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_managed(NULL, 16, 0));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_managed(&p, 0, 0));
    RD("too large", CUFW_ERROR_OUT_OF_MEMORY, CUDA_ERROR_OUT_OF_MEMORY,
       cufw_malloc_managed(&p, (size_t)1 << 60, 0));

    fn = "cufw_malloc_pitch";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(NULL, &pitch, 16, 16, 4));
    R("NULL pitch", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(&p, NULL, 16, 16, 4));
    R("width 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(&p, &pitch, 0, 16, 4));
    R("height 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(&p, &pitch, 16, 0, 4));
    R("element size 3", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(&p, &pitch, 16, 16, 3));
    RD("too large", CUFW_ERROR_OUT_OF_MEMORY, CUDA_ERROR_OUT_OF_MEMORY,
       cufw_malloc_pitch(&p, &pitch, (size_t)1 << 30, (size_t)1 << 30, 4));

    fn = "cufw_malloc_async";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_async(NULL, 16, NULL));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_async(&p, 0, NULL));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_malloc_async(&p, 16, bad));

    fn = "cufw_free_async";
    RZ("0 with a bad stream", CUFW_OK, cufw_free_async(0, bad));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_free_async(d, bad));
    RD("an address not allocated", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_free_async(d + 4, NULL));

    fn = "cufw_host_alloc";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_alloc(NULL, 16, 0));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_alloc(&h, 0, 0));
    R("unknown flags 0x8", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_alloc(&h, 16, 0x8));

    fn = "cufw_host_free";
    RZ("NULL", CUFW_OK, cufw_host_free(NULL));
    RD("not from cufw_host_alloc", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_host_free(host));

    fn = "cufw_host_register";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_register(NULL, 16, 0));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_register(host, 0, 0));
    RD("unknown flags (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_host_register(host, sizeof host, 0x40));
    cufw_host_register(host, sizeof host, 0);
    RD("a range already registered", CUFW_ERROR_DRIVER, CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED,
       cufw_host_register(host, sizeof host, 0));
    cufw_host_unregister(host);

    fn = "cufw_host_unregister";
    R("NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_unregister(NULL));
    RD("not registered", CUFW_ERROR_DRIVER, CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
       cufw_host_unregister(host));

    fn = "cufw_host_device_pointer";
    R("NULL dptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_device_pointer(NULL, host));
    R("NULL host", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_device_pointer(&p, NULL));
    RD("memory that is not pinned", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_host_device_pointer(&p, host));

    fn = "cufw_memcpy_htod / _dtoh / _dtod / cufw_memcpy";
    RZ("0 bytes, NULL pointers", CUFW_OK,
       cufw_memcpy_htod(0, NULL, 0) | cufw_memcpy_dtoh(NULL, 0, 0) | cufw_memcpy_dtod(0, 0, 0) |
           cufw_memcpy(NULL, NULL, 0));
    RD("a device range outside an allocation (htod)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_memcpy_htod(d, host, 257));
    RD("a device range outside an allocation (dtoh)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_memcpy_dtoh(host, d + 200, 100));
    RD("a device range outside an allocation (dtod)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_memcpy_dtod(d, 64, 16));
    RD("a device range outside an allocation (unified)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_memcpy((void *)(uintptr_t)d2, host, 512));

    fn = "cufw_memcpy_htod_async / _dtoh_async / _dtod_async / cufw_memcpy_async";
    R("a bad stream, 0 bytes", CUFW_ERROR_INVALID_HANDLE, cufw_memcpy_htod_async(d, host, 0, bad));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_memcpy_async(host, host, 8, bad));
    RD("a driver handle that is no stream: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_memcpy_async(host, host, 8, foreign));
    RZ("0 bytes", CUFW_OK,
       cufw_memcpy_htod_async(0, NULL, 0, NULL) | cufw_memcpy_dtoh_async(NULL, 0, 0, NULL) |
           cufw_memcpy_dtod_async(0, 0, 0, NULL) | cufw_memcpy_async(NULL, NULL, 0, NULL));
    RD("a device range outside an allocation", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_memcpy_dtod_async(d, d2, 300, CUFW_STREAM_PER_THREAD));

    fn = "cufw_memcpy_2d";
    R("width above the destination pitch, height 0", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_memcpy_2d(host, 8, host, 16, 12, 0));
    R("width above the source pitch", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_memcpy_2d(host, 16, host, 8, 12, 2));
    RZ("width 0", CUFW_OK, cufw_memcpy_2d(NULL, 8, NULL, 8, 0, 4));
    RZ("height 0", CUFW_OK, cufw_memcpy_2d(NULL, 8, NULL, 8, 8, 0));
    RD("a range outside an allocation", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_memcpy_2d((void *)(uintptr_t)d, 64, host, 64, 64, 5));

    fn = "cufw_memcpy_2d_async";
    R("a bad stream, width above pitch", CUFW_ERROR_INVALID_HANDLE,
      cufw_memcpy_2d_async(host, 8, host, 8, 12, 1, bad));
    R("width above either pitch", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_memcpy_2d_async(host, 8, host, 8, 12, 1, NULL));
    RZ("width or height 0", CUFW_OK, cufw_memcpy_2d_async(NULL, 8, NULL, 8, 0, 0, NULL));

    fn = "cufw_memset_d8 / cufw_memset_d32";
    RZ("count 0", CUFW_OK, cufw_memset_d8(0, 1, 0) | cufw_memset_d32(0, 1, 0));
    RD("a range outside an allocation", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_memset_d32(d, 1, 65));
    RD("d32 at an address not 4-byte aligned", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_memset_d32(d + 1, 1, 4));

    fn = "cufw_memset_d8_async / cufw_memset_d32_async";
    R("a bad stream, count 0", CUFW_ERROR_INVALID_HANDLE, cufw_memset_d8_async(d, 1, 0, bad));
    RZ("count 0", CUFW_OK, cufw_memset_d8_async(0, 1, 0, NULL) | cufw_memset_d32_async(0, 1, 0, NULL));

    fn = "cufw_memset_2d_d8";
    R("width above pitch", CUFW_ERROR_INVALID_ARGUMENT, cufw_memset_2d_d8(d, 8, 0, 9, 2));
    RZ("width or height 0", CUFW_OK, cufw_memset_2d_d8(0, 8, 0, 0, 2) | cufw_memset_2d_d8(0, 8, 0, 8, 0));

    fn = "cufw_memset_2d_d8_async";
    R("a bad stream, width above pitch", CUFW_ERROR_INVALID_HANDLE,
      cufw_memset_2d_d8_async(d, 8, 0, 9, 2, bad));
    R("width above pitch", CUFW_ERROR_INVALID_ARGUMENT, cufw_memset_2d_d8_async(d, 8, 0, 9, 2, NULL));
    RZ("width or height 0", CUFW_OK, cufw_memset_2d_d8_async(0, 8, 0, 0, 0, NULL));

    fn = "cufw_memory_info";
    R("both NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_memory_info(NULL, NULL));
    RP("one NULL", cufw_memory_info(&f, NULL) == CUFW_OK && cufw_memory_info(NULL, &t) == CUFW_OK &&
                       f > 0 && t >= f);
    cufw_free(d);
    cufw_free(d2);
}

int main(void)
{
    fake_required();
    plan_lazy();
    badinput_start();
    memory_h();
    return 0;
}
