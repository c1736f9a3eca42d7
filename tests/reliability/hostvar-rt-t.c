/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/hostvar-rt-t.c -- what compat hands cuLibraryLoadData
 * for a unit, on the stand-in driver, which keeps the options of the last
 * load (cufwfake_last_load). cudart 13.0 was seen on the H200 (through a
 * shim driver) to give every load CU_LIBRARY_BINARY_IS_PRESERVED; a unit's
 * __cudaRegisterUnifiedTable pointers as
 * CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE (the address of the
 * four words and a word 1); and its __cudaRegisterHostVar pairs as
 * CU_JIT_GLOBAL_SYMBOL_NAMES, _ADDRESSES and _COUNT. A host-bound variable
 * is no Runtime symbol, a refused load is the launch's
 * cudaErrorInvalidKernelImage and is retried with the same options, and
 * unregistering a unit gives its variable slots back.
 * tests/compat/hostvar-t checks the same on the GPU against cudart.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>
#include <cuda_runtime_api.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

static char kname[] = "cufw_empty";
static char stubs[2]; /* host stubs: their addresses are the keys */
static int bound_a[4], bound_b[4];
static long tables[4][2];

/* whether the last load's symbol list is {a, b} in either order */
static int symbols_are(const struct cufwfake_load *l, const char *a, const void *pa, const char *b,
                       const void *pb)
{
    int i, j;

    if (l->symbols != 2)
        return 0;
    i = strcmp(l->names[0], a) == 0 ? 0 : 1;
    j = 1 - i;
    return strcmp(l->names[i], a) == 0 && l->addresses[i] == pa && strcmp(l->names[j], b) == 0 &&
           l->addresses[j] == pb;
}

static cudaError_t launch(int i)
{
    dim3 one = {1, 1, 1};

    return cudaLaunchKernel(&stubs[i], one, one, NULL, 0, NULL);
}

int main(void)
{
    const char *top = getenv("CUFW_TOP_BUILDDIR");
    struct fake_wrapper unit, plain;
    struct cufwfake_load l;
    unsigned long vars_before;
    unsigned long loads;
    char path[4096];
    size_t size = 0, sz = 0;
    void **h, **hp, *p = NULL;
    int n = 0;

    plan(25);
    fake_use();
    snprintf(path, sizeof path, "%s/kernels/misc.fatbin", top != NULL ? top : ".");
    unit.magic = plain.magic = FAKE_WRAPPER_MAGIC;
    unit.version = plain.version = 1;
    unit.data = read_build_file(path, &size);
    /* another image (the same bytes elsewhere): a module of its own */
    plain.data = malloc(size);
    if (unit.data == NULL || plain.data == NULL)
        bail("cannot read %s", path);
    memcpy((void *)plain.data, unit.data, size);
    unit.filename = plain.filename = NULL;

    /* before main, as nvcc's constructors would: a unit with two
     * host-bound variables and a unified table */
    h = __cudaRegisterFatBinary(&unit);
    if (h == NULL)
        bail("the unit was not registered");
    __cudaRegisterFunction(h, &stubs[0], kname, kname, -1, NULL, NULL, NULL, NULL, NULL);
    __cudaRegisterHostVar(h, "hv_a", (char *)bound_a, sizeof bound_a);
    __cudaRegisterHostVar(h, "hv_b", (char *)bound_b, sizeof bound_b);
    __cudaRegisterUnifiedTable(h, tables[0], tables[1], tables[2], tables[3]);
    __cudaRegisterFatBinaryEnd(h);
    /* a handle that is none: nothing recorded, nothing crashes */
    __cudaRegisterHostVar(NULL, "hv_c", (char *)bound_a, 4);
    __cudaRegisterUnifiedTable(NULL, tables[0], tables[1], tables[2], tables[3]);

    is_int(cudaSuccess, cudaGetDeviceCount(&n), "the first call");
    vars_before = cap_used("variables");
    is_int(2, (long long)vars_before, "two variable slots in use: the host-bound ones");

    /* the first load is refused: the launch says so, nothing is loaded */
    fake.last_load(&l);
    loads = l.loads;
    fake_fail("cuLibraryLoadData", 1, CUDA_ERROR_INVALID_IMAGE);
    is_int(cudaErrorInvalidKernelImage, launch(0), "a refused load: cudaErrorInvalidKernelImage");
    fake.set_fail(NULL);
    is_int(cudaErrorInvalidKernelImage, cudaGetLastError(), "it is the last error");
    is_int(cudaSuccess, cudaGetLastError(), "not sticky: read once, then cleared");
    fake.last_load(&l);
    is_int((long long)loads + 1, (long long)l.loads, "the refused load reached the driver");
    ok(l.library_count == 2 && l.jit_count == 3, "... with its options (%u library, %u JIT)",
       l.library_count, l.jit_count);

    /* the second try loads, with the same options */
    is_int(cudaSuccess, launch(0), "the next launch loads the unit");
    is_int(cudaSuccess, cudaDeviceSynchronize(), "and runs");
    fake.last_load(&l);
    is_int((long long)loads + 2, (long long)l.loads, "one more load");
    is_int(2, l.library_count, "two library options");
    is_int(CU_LIBRARY_BINARY_IS_PRESERVED, l.library[0], "first: CU_LIBRARY_BINARY_IS_PRESERVED");
    ok(l.library_values[0] == (void *)(uintptr_t)1, "... set to 1");
    is_int(CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE, l.library[1],
           "second: CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE");
    ok(l.table[0] == (void *)tables[0] && l.table[1] == (void *)tables[1] &&
           l.table[2] == (void *)tables[2] && l.table[3] == (void *)tables[3] &&
           l.table[4] == (void *)(uintptr_t)1,
       "... pointing at the four pointers and a 1");
    ok(l.jit_count == 3 && l.jit[0] == CU_JIT_GLOBAL_SYMBOL_NAMES &&
           l.jit[1] == CU_JIT_GLOBAL_SYMBOL_ADDRESSES && l.jit[2] == CU_JIT_GLOBAL_SYMBOL_COUNT,
       "JIT options: the global symbols' names, addresses and count");
    ok(symbols_are(&l, "hv_a", bound_a, "hv_b", bound_b),
       "the two host-bound variables, each at its address (%u: %s, %s)", l.symbols, l.names[0],
       l.names[1]);

    /* no Runtime symbol */
    is_int(cudaErrorInvalidSymbol, cudaGetSymbolAddress(&p, bound_a),
           "cudaGetSymbolAddress of a host-bound variable: cudaErrorInvalidSymbol");
    is_int(cudaErrorInvalidSymbol, cudaGetSymbolSize(&sz, bound_b),
           "cudaGetSymbolSize of one: cudaErrorInvalidSymbol");
    is_int(cudaErrorInvalidSymbol, cudaGetLastError(), "it is the last error");

    /* a plain unit: BINARY_IS_PRESERVED only */
    hp = __cudaRegisterFatBinary(&plain);
    if (hp == NULL)
        bail("the plain unit was not registered");
    __cudaRegisterFunction(hp, &stubs[1], kname, kname, -1, NULL, NULL, NULL, NULL, NULL);
    __cudaRegisterFatBinaryEnd(hp);
    is_int(cudaSuccess, launch(1), "a plain unit's kernel launches");
    fake.last_load(&l);
    ok(l.library_count == 1 && l.library[0] == CU_LIBRARY_BINARY_IS_PRESERVED &&
           l.library_values[0] == (void *)(uintptr_t)1 && l.jit_count == 0,
       "its load: CU_LIBRARY_BINARY_IS_PRESERVED alone (%u library, %u JIT)", l.library_count,
       l.jit_count);

    /* unregistering gives the slots back */
    __cudaUnregisterFatBinary(h);
    __cudaUnregisterFatBinary(hp);
    is_int(0, (long long)cap_used("variables"), "unregistered: no variable slot in use");
    /* its stub is no kernel now: handed to the driver, which knows no such
     * CUkernel, as cudart 13 does (12.x: what is no kernel is
     * cudaErrorInvalidDeviceFunction) */
#if CUDART_VERSION >= 13000
    is_int(cudaErrorInvalidResourceHandle, launch(0),
           "an unregistered unit's stub: cudaErrorInvalidResourceHandle");
#else
    is_int(cudaErrorInvalidDeviceFunction, launch(0),
           "an unregistered unit's stub: cudaErrorInvalidDeviceFunction");
#endif
    is_int(cudaSuccess, cudaDeviceSynchronize(), "the runtime stays usable");
    free((void *)plain.data);
    return 0;
}
