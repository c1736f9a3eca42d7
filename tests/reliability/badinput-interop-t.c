/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput-interop-t.c -- the rows of docs/errors.md for
 * the functions for the driver's own objects (the last part): driver entry
 * points, libraries, and driver handles handed to cufw. In the document's
 * order, on the stand-in driver with two devices (badinput.h). Rows marked
 * "(fake)" in the document check what the stand-in driver answers.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include "tests/reliability/badinput.h"

static void interop_h(void)
{
    static const char not_code[] = "this is not code of any kind at all";
    unsigned char *mis;
    size_t msize;
    cufw_module *m = NULL;
    cufw_library *lib = NULL, *bogus = (cufw_library *)(void *)&msize;
    cufw_kernel *k = NULL, *ks[4];
    cufw_devptr p = 0;
    void *raw = NULL;
    unsigned long before;
    unsigned u = 0;
    int st = -1;

    mis = copy_of("misc", &msize);

    fn = "cufw_driver_entry";
    R("NULL symbol", CUFW_ERROR_INVALID_ARGUMENT, cufw_driver_entry(NULL, 13000, 0, &raw, &st));
    R("NULL fn", CUFW_ERROR_INVALID_ARGUMENT, cufw_driver_entry("cuMemAlloc", 13000, 0, NULL, &st));
    raw = &st;
    RP("a symbol the driver lacks: CUFW_OK, NULL, CUFW_DRIVER_ENTRY_NOT_FOUND",
       cufw_driver_entry("cuNoSuchThing", 13000, 0, &raw, &st) == CUFW_OK && raw == NULL &&
           st == CUFW_DRIVER_ENTRY_NOT_FOUND);
    fake.set_too_new("cuMemAlloc");
    raw = &st;
    RP("a symbol only a newer CUDA has: CUFW_OK, NULL, CUFW_DRIVER_ENTRY_VERSION_TOO_LOW",
       cufw_driver_entry("cuMemAlloc", 13000, 0, &raw, &st) == CUFW_OK && raw == NULL &&
           st == CUFW_DRIVER_ENTRY_VERSION_TOO_LOW);
    fake.set_too_new("");
    RD("unknown flags (4): the driver's answer", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_driver_entry("cuMemAlloc", 13000, 4, &raw, &st));
    RP("found: CUFW_OK, the function, NULL status allowed",
       cufw_driver_entry("cuMemAlloc", 13000, 0, &raw, NULL) == CUFW_OK && raw != NULL);

    fn = "cufw_stream_create_raw";
    R("NULL stream", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create_raw(NULL, 0, 0));
    R("unknown flags (0x2)", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create_raw(&raw, 0x2, 0));
    before = cap_used("streams");
    RP("made: no slot taken, destroyed with cufw_stream_destroy",
       cufw_stream_create_raw(&raw, 0, 0) == CUFW_OK && cap_used("streams") == before &&
           cufw_stream_raw((cufw_stream *)raw) == raw &&
           cufw_stream_destroy((cufw_stream *)raw) == CUFW_OK);

    fn = "cufw_event_create_raw";
    R("NULL event", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_create_raw(NULL, 0));
    R("unknown flags (0x8)", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_create_raw(&raw, 0x8));
    before = cap_used("events");
    RP("made: no slot taken, destroyed with cufw_event_destroy",
       cufw_event_create_raw(&raw, 0) == CUFW_OK && cap_used("events") == before &&
           cufw_event_destroy((cufw_event *)raw) == CUFW_OK);

    cufw_module_open_fatbin(mis, msize, "misc copy", &m);
    cufw_kernel_open(m, "cufw_coop_sum", &k);

    fn = "cufw_kernel_function";
    R("NULL function", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_function(k, NULL));
    R("NULL kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_function(NULL, &raw));
    RD("a driver handle that is no kernel: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_kernel_function((cufw_kernel *)(void *)mis, &raw));

    fn = "cufw_kernel_set_attribute_for_device";
    R("NULL kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_set_attribute_for_device(NULL, 8, 0, 0));
    R("device out of range (2 devices: 2)", CUFW_ERROR_INVALID_DEVICE,
      cufw_kernel_set_attribute_for_device(k, 8, 0, 2));

    fn = "cufw_module_library";
    R("NULL library", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_library(m, NULL));
    R("a bad module", CUFW_ERROR_INVALID_HANDLE, cufw_module_library(NULL, &lib));
    RP("a module: its library, loaded", cufw_module_library(m, &lib) == CUFW_OK && lib != NULL);
    cufw_module_unload(m);

    fn = "cufw_library_load";
    R("NULL library", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_load(NULL, mis, NULL, NULL, 0, NULL, NULL, 0));
    R("NULL code", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_load(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0));
    RD("code the driver cannot read", CUFW_ERROR_INVALID_IMAGE, CUDA_ERROR_INVALID_IMAGE,
       cufw_library_load(&lib, not_code, NULL, NULL, 0, NULL, NULL, 0));

    fn = "cufw_library_load_file";
    R("NULL path", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_load_file(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0));
    RD("a missing file", CUFW_ERROR_DRIVER, CUDA_ERROR_FILE_NOT_FOUND,
       cufw_library_load_file(&lib, "/nonexistent/cufw.fatbin", NULL, NULL, 0, NULL, NULL, 0));

    lib = NULL;
    cufw_library_load(&lib, mis, NULL, NULL, 0, NULL, NULL, 0);

    fn = "cufw_library_kernel";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_kernel(lib, NULL, &k));
    RD("no such kernel", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_library_kernel(lib, "no_such_kernel", &k));
    RD("a driver handle that is no library: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_library_kernel(bogus, "cufw_coop_sum", &k));
    RP("a kernel: the driver's, launchable handle",
       cufw_library_kernel(lib, "cufw_coop_sum", &k) == CUFW_OK && cufw_kernel_raw(k) == (void *)k);

    fn = "cufw_library_kernel_count";
    R("NULL count", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_kernel_count(lib, NULL));
    RP("the count", cufw_library_kernel_count(lib, &u) == CUFW_OK && u > 0);

    fn = "cufw_library_kernels";
    R("NULL kernels", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_kernels(lib, NULL, 4));
    RP("up to the count", cufw_library_kernels(lib, ks, u < 4 ? u : 4) == CUFW_OK);

    fn = "cufw_library_global";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_global(lib, NULL, &p, NULL));
    R("NULL address and size", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_global(lib, "cufw_counter", NULL, NULL));
    RD("no such variable", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_library_global(lib, "no_such_variable", &p, NULL));

    fn = "cufw_library_managed";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_managed(lib, NULL, &p, NULL));
    RD("no such variable", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_library_managed(lib, "no_such_variable", &p, NULL));

    fn = "cufw_library_unified_function";
    R("NULL function", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_unified_function(lib, "cufw_coop_sum", NULL));
    RD("none of that name", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_library_unified_function(lib, "cufw_coop_sum", &raw));

    fn = "cufw_library_unload";
    RD("a driver handle that is no library: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_library_unload(bogus));
    RP("the library: unloaded, its kernels then refused by the driver",
       cufw_library_unload(lib) == CUFW_OK && cufw_launch_cooperative(k, (cufw_dim3){1, 1, 1},
                                                                      (cufw_dim3){1, 1, 1}, 0,
                                                                      NULL, NULL) ==
                                                  CUFW_ERROR_DRIVER_HANDLE);
    free(mis);
}

int main(void)
{
    fake_required();
    plan_lazy();
    badinput_start();
    interop_h();
    return 0;
}
