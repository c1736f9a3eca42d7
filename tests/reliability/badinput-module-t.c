/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput-module-t.c -- the rows of docs/errors.md for
 * cufw/module.h: modules, kernels, globals and managed variables. In the
 * document's order, on the stand-in driver with two devices (badinput.h).
 * Rows marked "(fake)" in the document check what the stand-in driver
 * answers.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/mman.h>
#include <unistd.h>

#include <cuda.h>

#include "tests/reliability/badinput.h"

/* cufw_module_open of an embedded image damaged in memory: at offset 0 its
 * container's magic, else the 8 bytes at offset made huge (offset 24: the
 * first entry's padded size). The image is put back afterwards. */
static int open_damaged(const char *name, size_t offset, cufw_module **m)
{
    const struct cufw_image *img = cufw_image_find(name);
    unsigned char *data, saved[8];
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), start;
    int rc;

    if (img == NULL)
        bail("no embedded image %s", name);
    data = (unsigned char *)(uintptr_t)cufw_image_data(img);
    start = ((uintptr_t)data + offset) & ~(page - 1);
    if (mprotect((void *)start, (uintptr_t)data + offset + 8 - start, PROT_READ | PROT_WRITE) != 0)
        bail("cannot make the image %s writable", name);
    memcpy(saved, data + offset, 8);
    if (offset == 0)
        data[0] ^= 0xff;
    else
        memset(data + offset, 0x7f, 8);
    rc = cufw_module_open(name, m);
    memcpy(data + offset, saved, 8);
    return rc;
}

static void module_h(void)
{
    unsigned char fat[FAT_LEN] = {0}, *vec, *mis, **copies;
    size_t vsize, msize, sz;
    cufw_module *m = NULL, *m2 = NULL, *dead = NULL, **mods;
    cufw_kernel *k = NULL, *kc = NULL, *kb = NULL, *deadk = NULL, **ks;
    cufw_stream *deads = NULL;
    cufw_devptr d = 0, buf = 0;
    char longname[200];
    unsigned long lim, i;
    int v = 0, per_sm = 0, rc;
    size_t n = 16;
    cufw_dim3 one = {1, 1, 1}, zero = {0, 1, 1}, big = {2048, 1, 1}, wide = {1024, 1, 1};
    void *args[4];

    vec = copy_of("vector", &vsize);
    mis = copy_of("misc", &msize);
    cufw_module_open_fatbin(vec, vsize, "dead", &dead);
    cufw_kernel_open(dead, "cufw_vadd", &deadk);
    cufw_module_unload(dead);
    cufw_stream_create(&deads, 0, 0);
    cufw_stream_destroy(deads);

    fn = "cufw_module_open";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_open(NULL, &m));
    R("NULL module", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_open("vector", NULL));
    R("no image of that name", CUFW_ERROR_NOT_FOUND, cufw_module_open("bananas", &m));
    RP("no image of that name: the detail names it", strstr(cufw_error_detail(), "bananas") != NULL);
    R("a damaged image (its container's magic)", CUFW_ERROR_FATBIN_BAD_MAGIC,
      open_damaged("reduce", 0, &m));
    RP("a damaged image: the detail names it",
       strstr(cufw_error_detail(), "'reduce' is damaged") != NULL);
    R("a damaged image (an entry past its end)", CUFW_ERROR_FATBIN_ENTRY_OVERRUN,
      open_damaged("reduce", 24, &m));
    lim = cap_limit("modules");
    mods = calloc(lim, sizeof *mods);
    copies = calloc(lim, sizeof *copies);
    if (mods == NULL || copies == NULL)
        bail("out of memory");
    for (i = 0; i < lim && cap_used("modules") < lim; i++) {
        copies[i] = malloc(vsize);
        memcpy(copies[i], vec, vsize);
        cufw_module_open_fatbin(copies[i], vsize, "filler", &mods[i]);
    }
    R("modules table full", CUFW_ERROR_CAPACITY, cufw_module_open("reduce", &m));

    fn = "cufw_module_open_fatbin";
    R("modules table full", CUFW_ERROR_CAPACITY, cufw_module_open_fatbin(vec, vsize, "v", &m));
    RP("an address already registered, even when full",
       cufw_module_open_fatbin(copies[0], vsize, "again", &m) == CUFW_OK && m == mods[0]);
    for (i = 0; i < lim; i++) {
        if (mods[i] != NULL)
            cufw_module_unload(mods[i]);
        free(copies[i]);
    }
    free(mods);
    free(copies);
    R("NULL fatbin", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_open_fatbin(NULL, 0, "x", &m));
    R("NULL module", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_open_fatbin(vec, vsize, "x", NULL));
    memset(fat, 0x33, sizeof fat);
    R("size 0 and not a container", CUFW_ERROR_FATBIN_BAD_MAGIC,
      cufw_module_open_fatbin(fat, 0, "x", &m));
    make_fatbin(fat, 2, 90, 0);
    put64(fat + 24, 17);
    R("a corrupted fatbin", CUFW_ERROR_FATBIN_ENTRY_OVERRUN,
      cufw_module_open_fatbin(fat, FAT_LEN, "x", &m));
    make_fatbin(fat, 2, 90, 0);
    R("a truncated fatbin", CUFW_ERROR_FATBIN_TRUNCATED,
      cufw_module_open_fatbin(fat, FAT_LEN - 8, "x", &m));
    put64(fat + 8, 0);
    R("no entries", CUFW_ERROR_FATBIN_EMPTY, cufw_module_open_fatbin(fat, 16, "x", &m));
    RP("NULL name: allowed, the name is \"\"",
       cufw_module_open_fatbin(vec, vsize, NULL, &m) == CUFW_OK &&
           strcmp(cufw_module_name(m), "") == 0);

    fn = "cufw_module_load";
    R("NULL handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_load(NULL));
    R("an unloaded handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_load(dead));
    R("a foreign handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_load((cufw_module *)(void *)fat));
    cufw_module_load(m);
    RZ("loaded already", CUFW_OK, cufw_module_load(m));
    make_fatbin(fat, 2, 80, 0);
    RP("nothing for this GPU: registered", cufw_module_open_fatbin(fat, FAT_LEN, "sm80", &m2) == 0);
    RD("nothing for this GPU", CUFW_ERROR_NO_BINARY_FOR_GPU, CUDA_ERROR_NO_BINARY_FOR_GPU,
       cufw_module_load(m2));
    cufw_module_unload(m2);
    cufw_module_open_fatbin(mis, msize, "misc copy", &m2);
    RF("", CUFW_ERROR_INVALID_IMAGE, "cuLibraryLoadData", CUDA_ERROR_INVALID_IMAGE,
       cufw_module_load(m2));
    RP("cuLibraryLoadData failed: the next use tries again", cufw_module_load(m2) == CUFW_OK);

    fn = "cufw_module_unload";
    R("NULL handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_unload(NULL));
    R("an unloaded handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_unload(dead));
    R("a foreign handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_unload((cufw_module *)(void *)&v));
    cufw_kernel_open(m2, "cufw_empty", &k);
    RF("", CUFW_ERROR_DRIVER, "cuLibraryUnload", CUDA_ERROR_UNKNOWN, cufw_module_unload(m2));
    RP("cuLibraryUnload failed: the slots are freed anyway",
       cufw_module_name(m2) == NULL && cufw_kernel_name(k) == NULL && cap_used("modules") == 1);

    fn = "cufw_module_name";
    RP("a bad handle: NULL", cufw_module_name(dead) == NULL && cufw_module_name(NULL) == NULL);

    fn = "cufw_kernel_open";
    memset(longname, 'k', sizeof longname);
    longname[128] = '\0';
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_open(m, NULL, &k));
    R("NULL kernel", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_open(m, "cufw_vadd", NULL));
    RD("a name of 128 bytes that no kernel has", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_kernel_open(m, longname, &k));
    R("a long name with a bad module: the module", CUFW_ERROR_INVALID_HANDLE,
      cufw_kernel_open(dead, longname, &k));
    R("bad module", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_open(dead, "cufw_vadd", &k));
    RD("no such kernel", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_kernel_open(m, "no_such_kernel", &k));
    RP("no such kernel: the detail names it", strstr(cufw_error_detail(), "no_such_kernel") != NULL);
    lim = cap_limit("kernels"); /* the configured size, whatever it is */
    ks = calloc(lim, sizeof *ks);
    if (ks == NULL)
        bail("out of memory");
    for (i = 0; cap_used("kernels") < lim && i < lim; i++) {
        snprintf(longname, sizeof longname, "cufwfake_filler_%lu", i);
        cufw_kernel_open(m, longname, &ks[i]);
    }
    R("kernels table full", CUFW_ERROR_CAPACITY, cufw_kernel_open(m, "cufw_vadd", &k));
    RP("kernels table full: the detail names --with-max-kernels",
       strstr(cufw_error_detail(), "--with-max-kernels") != NULL);
    free(ks);
    cufw_module_unload(m);
    cufw_module_open_fatbin(vec, vsize, "vector copy", &m);
    RF("", CUFW_ERROR_OUT_OF_MEMORY, "cuLibraryLoadData", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_kernel_open(m, "cufw_vadd", &k));

    fn = "cufw_kernel_find";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_find(NULL, &k));
    R("NULL kernel", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_find("cufw_vadd", NULL));
    R("no image has it", CUFW_ERROR_NOT_FOUND, cufw_kernel_find("no_such_kernel", &k));
    cufw_module_open("vector", &m2);
    cufw_module_unload(m2);
    cufw_module_open("reduce", &m2);
    cufw_module_unload(m2);
    fake_fail("cuLibraryLoadData", 1, CUDA_ERROR_OUT_OF_MEMORY);
    RP("an image fails to load, a later one has it: OK",
       cufw_kernel_find("cufw_empty", &kc) == CUFW_OK && kc != NULL);
    fake.set_fail(NULL);
    cufw_module_open("vector", &m2);
    cufw_module_unload(m2);
    fake_fail("cuLibraryLoadData", 1, CUDA_ERROR_OUT_OF_MEMORY);
    v = cufw_kernel_find("no_such_kernel", &k);
    fake.set_fail(NULL);
    RP("an image fails, none has it: the first error", v == CUFW_ERROR_OUT_OF_MEMORY);
    known_bug("B3", cufw_driver_result() == CUDA_ERROR_OUT_OF_MEMORY &&
                        strstr(cufw_error_detail(), "cuLibraryLoadData") != NULL,
              "%s: an image fails, none has it: CUresult %d and detail of that failure: %s", fn,
              cufw_driver_result(), cufw_error_detail());

    fn = "cufw_kernel_name / cufw_kernel_raw";
    RP("a bad handle: NULL", cufw_kernel_name(deadk) == NULL && cufw_kernel_raw(deadk) == NULL &&
                                 cufw_kernel_name(NULL) == NULL);

    cufw_kernel_open(m, "cufw_vadd", &k);
    fn = "cufw_kernel_attribute";
    R("NULL value, bad kernel: the value first", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_kernel_attribute(deadk, 4, NULL));
    R("a bad kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_attribute(deadk, 4, &v));
    RD("unknown attribute (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_kernel_attribute(k, 999, &v));

    fn = "cufw_kernel_set_attribute";
    R("a bad kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_set_attribute(deadk, 8, 0));
    RD("dynamic shared memory beyond the opt-in limit (fake)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE,
       cufw_kernel_set_attribute(k, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1 << 20));
    RD("a read-only attribute (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_kernel_set_attribute(k, CU_FUNC_ATTRIBUTE_NUM_REGS, 8));

    fn = "cufw_kernel_max_active_blocks";
    R("NULL blocks, bad kernel: blocks first", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_kernel_max_active_blocks(deadk, 32, 0, 0, NULL));
    R("a bad kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_max_active_blocks(deadk, 32, 0, 0, &v));
    RD("block size 0 (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_kernel_max_active_blocks(k, 0, 0, 0, &v));
    RP("block size above 1024: 0 blocks (fake)",
       cufw_kernel_max_active_blocks(k, 2048, 0, 0, &v) == CUFW_OK && v == 0);

    cufw_module_open_fatbin(mis, msize, "misc copy", &m2);
    fn = "cufw_module_global";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_global(m2, NULL, &d, &sz));
    R("NULL address", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_global(m2, "cufw_counter", NULL, &sz));
    RP("NULL size: allowed", cufw_module_global(m2, "cufw_counter", &d, NULL) == CUFW_OK && d != 0);
    R("a bad module", CUFW_ERROR_INVALID_HANDLE, cufw_module_global(dead, "cufw_counter", &d, &sz));
    RD("no such variable", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_module_global(m2, "no_such_var", &d, &sz));
    RP("no such variable: the detail names it", strstr(cufw_error_detail(), "no_such_var") != NULL);
    cufw_module_unload(m2);
    cufw_module_open_fatbin(mis, msize, "misc copy", &m2);
    RF("the load fails:", CUFW_ERROR_OUT_OF_MEMORY, "cuLibraryLoadData", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_module_global(m2, "cufw_counter", &d, &sz));

    fn = "cufw_module_managed";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_managed(m2, NULL, &d, &sz));
    known_bug("B5", strstr(cufw_error_detail(), "cufw_module_managed") != NULL,
              "%s: NULL name: the detail names cufw_module_managed: %s", fn, cufw_error_detail());
    R("NULL address", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_managed(m2, "cufwfake_m", NULL, &sz));
    R("a bad module", CUFW_ERROR_INVALID_HANDLE, cufw_module_managed(dead, "cufwfake_m", &d, &sz));
    known_bug("B5", strstr(cufw_error_detail(), "cufw_module_managed") != NULL,
              "%s: a bad module: the detail names cufw_module_managed: %s", fn, cufw_error_detail());
    RD("no such variable", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_module_managed(m2, "cufw_counter", &d, &sz));
    RP("no such variable: the detail names it", strstr(cufw_error_detail(), "cufw_counter") != NULL);

    fn = "cufw_launch";
    cufw_malloc(&buf, 64);
    args[0] = &buf;
    args[1] = &buf;
    args[2] = &buf;
    args[3] = &n;
    cufw_kernel_open(m2, "cufw_store", &kb);
    R("NULL kernel", CUFW_ERROR_INVALID_HANDLE, cufw_launch(NULL, one, one, 0, NULL, args));
    R("an unloaded kernel", CUFW_ERROR_INVALID_HANDLE, cufw_launch(deadk, one, one, 0, NULL, args));
    RD("a driver handle that is no kernel: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_launch((cufw_kernel *)(void *)fat, one, one, 0, NULL, args));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_launch(k, one, one, 0, deads, args));
    RD("a driver handle that is no stream: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_launch(k, one, one, 0, (cufw_stream *)(void *)fat, args));
    RD("a zero grid dimension", CUFW_ERROR_INVALID_CONFIGURATION, CUDA_ERROR_INVALID_VALUE,
       cufw_launch(k, zero, one, 0, NULL, args));
    RD("a zero block dimension", CUFW_ERROR_INVALID_CONFIGURATION, CUDA_ERROR_INVALID_VALUE,
       cufw_launch(k, one, zero, 0, NULL, args));
    RD("more than 1024 threads a block", CUFW_ERROR_INVALID_CONFIGURATION, CUDA_ERROR_INVALID_VALUE,
       cufw_launch(k, one, big, 0, NULL, args));
    RD("more dynamic shared memory than allowed", CUFW_ERROR_INVALID_CONFIGURATION,
       CUDA_ERROR_INVALID_VALUE, cufw_launch(k, one, one, 100000, NULL, args));
    RD("NULL args for a kernel with parameters (fake)", CUFW_ERROR_INVALID_CONFIGURATION,
       CUDA_ERROR_INVALID_VALUE, cufw_launch(k, one, one, 0, NULL, NULL));
    cufw_kernel_open(m2, "cufw_coop_sum", &kc);
    RD("too many registers for the block (fake)", CUFW_ERROR_LAUNCH_OUT_OF_RESOURCES,
       CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, cufw_launch(kc, one, wide, 0, NULL, args));
    {
        cufw_devptr bad = 8;
        int value = 1;
        void *sargs[] = {&bad, &value};

        cufw_launch(kb, one, one, 0, NULL, sargs);
        cufw_device_synchronize();
    }
    RD("after a sticky fault", CUFW_ERROR_ILLEGAL_ADDRESS, CUDA_ERROR_ILLEGAL_ADDRESS,
       cufw_launch(k, one, one, 0, NULL, args));
    cufw_device_reset(0);
    cufw_malloc(&buf, 64);

    fn = "cufw_launch_cooperative";
    R("a bad kernel", CUFW_ERROR_INVALID_HANDLE,
      cufw_launch_cooperative(deadk, one, one, 0, NULL, args));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_launch_cooperative(kc, one, one, 0, deads, args));
    RD("a zero dimension", CUFW_ERROR_INVALID_CONFIGURATION, CUDA_ERROR_INVALID_VALUE,
       cufw_launch_cooperative(kc, zero, one, 0, NULL, args));
    cufw_kernel_max_active_blocks(kc, 128, 0, 0, &per_sm);
    {
        cufw_dim3 many = {(unsigned)per_sm * 132 + 1, 1, 1}, b128 = {128, 1, 1};

        RD("more blocks than can be co-resident", CUFW_ERROR_COOPERATIVE_TOO_LARGE,
           CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
           cufw_launch_cooperative(kc, many, b128, 0, NULL, args));
    }
    /* the kernel's CUfunction in this context is cached by now (the
     * launches above): a failing cuKernelGetFunction is not even asked */
    fake_fail("cuKernelGetFunction", 0, CUDA_ERROR_UNKNOWN);
    RP("its function cached, a failing cuKernelGetFunction is not called: the launch succeeds",
       cufw_launch_cooperative(kc, one, one, 0, NULL, args) == CUFW_OK);
    /* a reset makes a new context (a new id): the cache misses, the driver
     * is asked, and when it fails both times (the cache's question and the
     * launch's own) the launch fails naming it */
    fake.set_fail(NULL);
    cufw_device_reset(0);
    cufw_malloc(&buf, 64); /* the reset freed the one args point at */
    fake_fail("cuKernelGetFunction", 0, CUDA_ERROR_UNKNOWN);
    rc = cufw_launch_cooperative(kc, one, one, 0, NULL, args);
    fake.set_fail(NULL);
    RP("after a reset, cuKernelGetFunction failing: CUFW_ERROR_DRIVER, CUresult kept, detail names it",
       rc == CUFW_ERROR_DRIVER && cufw_driver_result() == CUDA_ERROR_UNKNOWN &&
           strstr(cufw_error_detail(), "cuKernelGetFunction") != NULL);
    RP("after a reset, with the driver answering again, the launch succeeds",
       cufw_launch_cooperative(kc, one, one, 0, NULL, args) == CUFW_OK);
    {
        const char *t[8];
        unsigned nt;

        fake.trace_reset();
        rc = cufw_launch_cooperative(kc, one, one, 0, NULL, args);
        nt = fake.trace(t, 8);
        RP("launched again: two driver calls, cuCtxGetId and cuLaunchKernelEx (the cache hit)",
           rc == CUFW_OK && nt == 2 && strcmp(t[0], "cuCtxGetId") == 0 &&
               strcmp(t[1], "cuLaunchKernelEx") == 0);
    }
    cufw_free(buf);
    cufw_module_unload(m);
    cufw_module_unload(m2);
    free(vec);
    free(mis);
}

int main(void)
{
    fake_required();
    plan_lazy();
    badinput_start();
    module_h();
    return 0;
}
