/* SPDX-License-Identifier: MIT */
/*
 * compat/register.c -- nvcc's registration ABI and the registry behind it.
 *
 * IMPLEMENTATION NOTES
 * Every translation unit nvcc compiles with device code gets a static
 * constructor that, before main, calls
 *
 *     handle = __cudaRegisterFatBinary(&wrapper);      one per unit
 *     __cudaRegisterFunction(handle, stub, name, ...); one per kernel
 *     __cudaRegisterVar(handle, &shadow, name, ...);   one per variable
 *     __cudaRegisterManagedVar(handle, &ptr, name, ...);
 *     [__cudaRegisterHostVar, __cudaRegisterUnifiedTable: see below]
 *     __cudaRegisterFatBinaryEnd(handle);
 *     atexit(... __cudaUnregisterFatBinary(handle));
 *
 * Using CUDA before main is undefined, so these only *record* into fixed
 * tables: no driver call, no allocation. The driver is met lazily: the
 * first launch of a kernel (or first use of a variable) initialises the
 * runtime, hands the unit's fatbin to cufw (cufw_module_open_fatbin; the
 * driver loads it with cuLibraryLoadData), looks the kernel up
 * (cuLibraryGetKernel) and caches the handle in the function's record.
 *
 * Kernels are found by host stub address, variables by the address of
 * their host shadow, each through a bounded index (common/hash.h: open
 * addressing sized from the capacity; writers under reg_lock, readers
 * lock-free), so that a launch or a symbol call costs the same with ten
 * kernels registered or with a cuBLAS program's thousands. A unit's
 * functions and variables are chained from its record (by index, in the
 * slots), so that unregistering a unit or setting its managed variables
 * reads its own records, not the tables.
 *
 * Separate compilation (-rdc=true) needs nothing more: the device-link
 * step (nvcc -dlink) emits a stub whose __cudaRegisterLinkedBinary_<id>
 * functions, called from each unit's constructor, register one linked
 * fatbin (a wrapper of version 2) once all units have checked in, and then
 * call each unit back to register its kernels and variables against it.
 */
#include "inner.h"

#include "common/hash.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* One fatbin registered by __cudaRegisterFatBinary. */
struct cufw__rt_fatbin {
    struct cufw__slot hdr;  /* common/table.h */
    const void *data;       /* the container nvcc's wrapper points to */
    size_t size;
    cufw_module *module;    /* NULL until first use */
    char name[24];
    int managed_ready;      /* managed variables' host pointers are set */
    int host_vars;          /* its host-bound variables (__cudaRegisterHostVar) */
    int has_table;          /* __cudaRegisterUnifiedTable was called */
    void *table[5];         /* its four pointers, then 1, as cudart hands them on */
    atomic_int ready;       /* module loaded and managed pointers set */
    int functions;          /* its first function's index + 1 (a chain), 0: none */
    int variables;          /* its first variable's index + 1, 0: none */
};

/* What a variable record is: a __device__ or __constant__ variable and its
 * host shadow; a __managed__ one and the address of its host pointer; or a
 * host-bound one, whose unresolved device symbol the driver binds to an
 * address at load (__cudaRegisterHostVar; not a symbol of the Runtime's) */
enum { VAR_DEVICE, VAR_MANAGED, VAR_HOST };

struct variable {
    struct cufw__slot hdr;
    int kind;               /* beside hdr: no padding in a table of thousands */
    int next;               /* the unit's next variable's index + 1, 0: none */
    const void *host_var;   /* &shadow, the pointer's address, or the bound address */
    const char *device_name;
    struct cufw__rt_fatbin *fatbin;
    size_t size;
};

static struct cufw__rt_fatbin fatbins[CUFW_MAX_FATBINS];
static struct cufw__rt_function functions[CUFW_MAX_FUNCTIONS];
static struct variable variables[CUFW_MAX_VARIABLES];
static struct cufw__table fatbin_table = CUFW__TABLE_OF(fatbins);
static struct cufw__table function_table = CUFW__TABLE_OF(functions);
static struct cufw__table variable_table = CUFW__TABLE_OF(variables);

/* The indices: functions by host stub, variables by host shadow, resolved
 * functions by CUkernel (common/hash.h) */
static atomic_int function_cells[CUFW__HASH_CELLS(CUFW_MAX_FUNCTIONS)];
static atomic_int raw_cells[CUFW__HASH_CELLS(CUFW_MAX_FUNCTIONS)];
static atomic_int variable_cells[CUFW__HASH_CELLS(CUFW_MAX_VARIABLES)];
static struct cufw__hash function_index = CUFW__HASH_OF(function_cells);
static struct cufw__hash variable_index = CUFW__HASH_OF(variable_cells);
static struct cufw__hash raw_index = CUFW__HASH_OF(raw_cells);

/* The registry's compound changes (the indices, the chains, a unit's module) */
static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;


/* A registration found its table full. Nothing can be returned to nvcc's
 * code, so keep the first such failure and send the next Runtime call
 * through the first call's work again, which reports it (start.c). */
static void dropped(unsigned capacity)
{
    int none = 0;

    atomic_compare_exchange_strong(&cufw__rt_init_dropped, &none, (int)capacity + 1);
    atomic_store_explicit(&cufw__rt_init_ready, 0, memory_order_release);
}

static uint64_t key_hash(const void *p)
{
    return cufw__hash_mix((uint64_t)(uintptr_t)p, 0);
}

static int function_is(long i, const void *host_fun)
{
    return cufw__slot_live(&functions[i].hdr) && functions[i].host_fun == host_fun;
}

static int raw_is(long i, const void *raw)
{
    return cufw__slot_live(&functions[i].hdr) &&
           atomic_load_explicit(&functions[i].raw, memory_order_relaxed) == raw;
}

static int variable_is(long i, const void *host_var)
{
    return cufw__slot_live(&variables[i].hdr) && variables[i].host_var == host_var;
}

struct cufw__rt_function *cufw__rt_register_function(const void *host_fun)
{
    long i = cufw__hash_find(&function_index, key_hash(host_fun), function_is, host_fun, NULL);

    return i >= 0 ? &functions[i] : NULL;
}

static struct variable *variable_of(const void *host_var)
{
    long i = cufw__hash_find(&variable_index, key_hash(host_var), variable_is, host_var, NULL);

    return i >= 0 ? &variables[i] : NULL;
}

unsigned long cufw__rt_register_probes(const void *key, int variable)
{
    unsigned long probes = 0;

    if (variable)
        cufw__hash_find(&variable_index, key_hash(key), variable_is, key, &probes);
    else
        cufw__hash_find(&function_index, key_hash(key), function_is, key, &probes);
    return probes;
}

/* no Driver call: records the wrapper's container */
void **RT_ENTRY(__cudaRegisterFatBinary)(void *fatCubin)
{
    struct cufw__rt_fatbin *fb;
    const void *data = NULL;
    size_t size = 0;

    /* A bad wrapper is remembered as an empty record: its kernels then
     * fail to launch with cudaErrorInvalidKernelImage, as with cudart. */
    if (cufw_fatbin_unwrap(fatCubin, &data, &size) != CUFW_OK)
        data = NULL;
    /* Out of slots (before main, usually): nothing can be reported yet;
     * the next Runtime call will be (dropped); the unit's kernels then
     * fail to launch. */
    if ((fb = cufw__table_claim(&fatbin_table)) == NULL) {
        dropped(CUFW_CAPACITY_FATBINS);
        return NULL;
    }
    fb->data = data;
    fb->size = size;
    fb->module = NULL;
    fb->managed_ready = 0;
    fb->host_vars = 0;
    fb->has_table = 0;
    memset(fb->table, 0, sizeof fb->table);
    fb->functions = 0;
    fb->variables = 0;
    atomic_store(&fb->ready, 0);
    snprintf(fb->name, sizeof fb->name, "nvcc fatbin %ld", CUFW__ARRAY_INDEX(fatbins, fb));
    cufw_capacity_account(CUFW_CAPACITY_FATBINS, 1);
    cufw__slot_publish(&fb->hdr);
    return (void **)(void *)fb;
}

/* no Driver call */
void RT_ENTRY(__cudaRegisterFatBinaryEnd)(void **fatCubinHandle)
{
    (void)fatCubinHandle;
}

static struct cufw__rt_fatbin *fatbin_of(void **handle)
{
    return CUFW__LIVE_IN(fatbins, handle);
}

/* cuLibraryUnload (via cufw_module_unload) if the unit was loaded */
void RT_ENTRY(__cudaUnregisterFatBinary)(void **fatCubinHandle)
{
    struct cufw__rt_fatbin *fb = fatbin_of(fatCubinHandle);
    const void *raw;
    unsigned i, n;

    if (fb == NULL)
        return;
    pthread_mutex_lock(&reg_lock);
    /* the unit's own chains (claimed and linked under reg_lock) */
    for (i = fb->functions; i > 0; i = n) {
        struct cufw__rt_function *f = &functions[i - 1];

        n = (unsigned)f->next;
        cufw__hash_remove(&function_index, key_hash(f->host_fun), (long)i - 1);
        if ((raw = atomic_load_explicit(&f->raw, memory_order_relaxed)) != NULL)
            cufw__hash_remove(&raw_index, key_hash(raw), (long)i - 1);
        atomic_store_explicit(&f->raw, NULL, memory_order_relaxed);
        if (cufw__slot_release(&f->hdr))
            cufw_capacity_account(CUFW_CAPACITY_FUNCTIONS, -1);
    }
    for (i = fb->variables; i > 0; i = n) {
        struct variable *v = &variables[i - 1];

        n = (unsigned)v->next;
        if (v->kind != VAR_HOST)
            cufw__hash_remove(&variable_index, key_hash(v->host_var), (long)i - 1);
        if (cufw__slot_release(&v->hdr))
            cufw_capacity_account(CUFW_CAPACITY_VARIABLES, -1);
    }
    fb->functions = fb->variables = fb->host_vars = 0;
    if (fb->module != NULL)
        cufw_module_unload(fb->module);
    fb->module = NULL;
    atomic_store(&fb->ready, 0);
    if (cufw__slot_release(&fb->hdr))
        cufw_capacity_account(CUFW_CAPACITY_FATBINS, -1);
    pthread_mutex_unlock(&reg_lock);
}

/* no Driver call */
void RT_ENTRY(__cudaRegisterFunction)(void **fatCubinHandle, const char *hostFun, char *deviceFun,
                                      const char *deviceName, int thread_limit, uint3 *tid,
                                      uint3 *bid, dim3 *bDim, dim3 *gDim, int *wSize)
{
    struct cufw__rt_fatbin *fb = fatbin_of(fatCubinHandle);
    struct cufw__rt_function *f;

    (void)deviceFun;
    (void)thread_limit;
    (void)tid;
    (void)bid;
    (void)bDim;
    (void)gDim;
    (void)wSize;
    if (fb == NULL || hostFun == NULL || deviceName == NULL)
        return;
    pthread_mutex_lock(&reg_lock);
    if ((f = cufw__table_claim(&function_table)) != NULL) {
        f->host_fun = hostFun;
        f->device_name = deviceName;
        long i = CUFW__ARRAY_INDEX(functions, f);

        f->fatbin = fb;
        f->next = fb->functions;
        atomic_store_explicit(&f->raw, NULL, memory_order_relaxed);
        atomic_store(&f->kernel, NULL);
        cufw_capacity_account(CUFW_CAPACITY_FUNCTIONS, 1);
        cufw__slot_publish(&f->hdr);
        cufw__hash_insert(&function_index, key_hash(hostFun), i);
        fb->functions = (int)i + 1;
    } else {
        dropped(CUFW_CAPACITY_FUNCTIONS);
    }
    pthread_mutex_unlock(&reg_lock);
}

static void add_variable(void **handle, const void *host_var, const char *name, size_t size,
                         int kind)
{
    struct cufw__rt_fatbin *fb = fatbin_of(handle);
    struct variable *v;
    long i;

    if (fb == NULL || host_var == NULL || name == NULL)
        return;
    pthread_mutex_lock(&reg_lock);
    if ((v = cufw__table_claim(&variable_table)) == NULL) {
        pthread_mutex_unlock(&reg_lock);
        dropped(CUFW_CAPACITY_VARIABLES);
        return;
    }
    i = CUFW__ARRAY_INDEX(variables, v);
    v->host_var = host_var;
    v->device_name = name;
    v->fatbin = fb;
    v->size = size;
    v->kind = kind;
    v->next = fb->variables;
    cufw_capacity_account(CUFW_CAPACITY_VARIABLES, 1);
    cufw__slot_publish(&v->hdr);
    if (kind != VAR_HOST)
        cufw__hash_insert(&variable_index, key_hash(host_var), i);
    else
        fb->host_vars++;
    fb->variables = (int)i + 1;
    pthread_mutex_unlock(&reg_lock);
}

/* no Driver call */
void RT_ENTRY(__cudaRegisterVar)(void **fatCubinHandle, char *hostVar, char *deviceAddress,
                                 const char *deviceName, int ext, size_t size, int constant,
                                 int global)
{
    (void)deviceAddress;
    (void)ext;
    (void)constant;
    (void)global;
    add_variable(fatCubinHandle, hostVar, deviceName, size, VAR_DEVICE);
}

/* no Driver call; the host pointer is set when the module loads */
void RT_ENTRY(__cudaRegisterManagedVar)(void **fatCubinHandle, void **hostVarPtrAddress,
                                        char *deviceAddress, const char *deviceName, int ext,
                                        size_t size, int constant, int global)
{
    (void)deviceAddress;
    (void)ext;
    (void)constant;
    (void)global;
    add_variable(fatCubinHandle, hostVarPtrAddress, deviceName, size, VAR_MANAGED);
}

/*
 * No Driver call: the unit's device code refers to deviceName without
 * defining it (an extern variable left unresolved by the device link), and
 * the driver is to bind it to hostVar when it loads the unit -- cudart
 * 13.0 passes every such pair as CU_JIT_GLOBAL_SYMBOL_NAMES/_ADDRESSES/
 * _COUNT to cuLibraryLoadData (seen on the H200 through a shim driver).
 * The address is used on the device as it is: device memory, or host
 * memory the device can reach. The record is no Runtime symbol:
 * cudaGetSymbolAddress(hostVar) is cudaErrorInvalidSymbol, as with cudart.
 */
void RT_ENTRY(__cudaRegisterHostVar)(void **fatCubinHandle, const char *deviceName, char *hostVar,
                                     size_t size)
{
    add_variable(fatCubinHandle, hostVar, deviceName, size, VAR_HOST);
}

/*
 * No Driver call: four pointers for the unit's load, which cudart 13.0
 * hands to cuLibraryLoadData as the value of the undocumented library
 * option CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE: the address of
 * the four words followed by a word 1 (seen on the H200 through a shim
 * driver; cudart keeps them in its record of the unit). What the tables
 * hold is not published; the driver checks them (nonsense is
 * CUDA_ERROR_INVALID_IMAGE: the unit's kernels do not launch).
 */
void RT_ENTRY(__cudaRegisterUnifiedTable)(void **fatCubinHandle, void *table0, void *table1,
                                          void *table2, void *table3)
{
    struct cufw__rt_fatbin *fb = fatbin_of(fatCubinHandle);

    if (fb == NULL)
        return;
    pthread_mutex_lock(&reg_lock);
    fb->table[0] = table0;
    fb->table[1] = table1;
    fb->table[2] = table2;
    fb->table[3] = table3;
    fb->table[4] = (void *)(uintptr_t)1;
    fb->has_table = 1;
    pthread_mutex_unlock(&reg_lock);
}

/* cuLibraryLoadData (via cufw_module_load_with) of fb's module, reg_lock
 * held, with the options cudart 13.0 gives it: always
 * CU_LIBRARY_BINARY_IS_PRESERVED (the image is the program's, kept until
 * the unit is unregistered, which unloads it), then the unified table if
 * the unit has one; and the unit's host-bound variables as
 * CU_JIT_GLOBAL_SYMBOL_NAMES, _ADDRESSES and _COUNT. Their arrays are
 * scratch under reg_lock, as many as the variables table holds. */
static const char *bound_names[CUFW_MAX_VARIABLES];
static void *bound_addresses[CUFW_MAX_VARIABLES];

static int load_unit(struct cufw__rt_fatbin *fb)
{
    int jit[3] = {CU_JIT_GLOBAL_SYMBOL_NAMES, CU_JIT_GLOBAL_SYMBOL_ADDRESSES,
                  CU_JIT_GLOBAL_SYMBOL_COUNT};
    int lib[2] = {CU_LIBRARY_BINARY_IS_PRESERVED, CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE};
    void *jit_values[3], *lib_values[2];
    unsigned n = 0, i;

    for (i = (unsigned)fb->variables; i > 0 && fb->host_vars > 0;
         i = (unsigned)variables[i - 1].next) {
        const struct variable *v = &variables[i - 1];

        if (v->kind != VAR_HOST)
            continue;
        bound_names[n] = v->device_name;
        bound_addresses[n] = (void *)(uintptr_t)v->host_var;
        n++;
    }
    jit_values[0] = (void *)bound_names;
    jit_values[1] = (void *)bound_addresses;
    jit_values[2] = (void *)(uintptr_t)n;
    lib_values[0] = (void *)(uintptr_t)1;
    lib_values[1] = (void *)fb->table;
    return cufw_module_load_with(fb->module, jit, jit_values, n > 0 ? 3 : 0, lib, lib_values,
                                 fb->has_table ? 2 : 1);
}

/* Load the unit's module if needed and point every managed variable's host
 * pointer at its memory: cuLibraryLoadData, cuLibraryGetManaged. */
static cudaError_t ensure_module(struct cufw__rt_fatbin *fb)
{
    cufw_module *m;
    unsigned i;
    int rc;

    RT_RETURN_IF(fb->data == NULL, cudaErrorInvalidKernelImage);
    if (atomic_load_explicit(&fb->ready, memory_order_acquire))
        return cudaSuccess;
    pthread_mutex_lock(&reg_lock);
    if (fb->module == NULL) {
        rc = cufw_module_open_fatbin(fb->data, fb->size, fb->name, &m);
        if (rc != CUFW_OK) {
            pthread_mutex_unlock(&reg_lock);
            RT_RETURN(rc);
        }
        fb->module = m;
    }
    if ((rc = load_unit(fb)) != CUFW_OK) {
        pthread_mutex_unlock(&reg_lock);
        RT_RETURN(rc);
    }
    if (!fb->managed_ready) {
        for (i = (unsigned)fb->variables; i > 0; i = (unsigned)variables[i - 1].next) {
            struct variable *v = &variables[i - 1];
            cufw_devptr p;

            if (v->kind != VAR_MANAGED)
                continue;
            rc = cufw_module_managed(fb->module, v->device_name, &p, NULL);
            if (rc != CUFW_OK) {
                pthread_mutex_unlock(&reg_lock);
                RT_RETURN(rc);
            }
            *(void **)(uintptr_t)v->host_var = (void *)(uintptr_t)p;
        }
        fb->managed_ready = 1;
    }
    atomic_store_explicit(&fb->ready, 1, memory_order_release);
    pthread_mutex_unlock(&reg_lock);
    return cudaSuccess;
}

/* Called before each host access to a __managed__ variable until it
 * returns non-zero: initialise, load the module, set the host pointers. */
char RT_ENTRY(__cudaInitModule)(void **fatCubinHandle)
{
    struct cufw__rt_fatbin *fb = fatbin_of(fatCubinHandle);

    if (fb == NULL)
        return 0;
    if (cufw__rt_init_driver() != cudaSuccess)
        return 0;
    return ensure_module(fb) == cudaSuccess;
}

/* cuLibraryLoadData, cuLibraryGetKernel (via cufw_module_open_fatbin,
 * cufw_kernel_open), once per kernel */
cudaError_t cufw__rt_register_resolve(struct cufw__rt_function *f, cufw_kernel **kernel)
{
    cufw_kernel *k = atomic_load_explicit(&f->kernel, memory_order_acquire);
    const void *raw;
    cudaError_t e;
    int rc;

    if (k != NULL) {
        *kernel = k;
        return cudaSuccess;
    }
    RT_RETURN_IF_NO_DRIVER();
    e = ensure_module(f->fatbin);
    if (e != cudaSuccess)
        return e;
    rc = cufw_kernel_open(f->fatbin->module, f->device_name, &k);
    RT_RETURN_IF(rc == CUFW_ERROR_NOT_FOUND, cudaErrorInvalidDeviceFunction);
    RT_RETURN_IF_FAILED(rc);
    /* once per function: the first thread to resolve it indexes its CUkernel */
    pthread_mutex_lock(&reg_lock);
    if (atomic_load_explicit(&f->kernel, memory_order_relaxed) == NULL &&
        cufw__slot_live(&f->hdr) && (raw = cufw_kernel_raw(k)) != NULL) {
        atomic_store_explicit(&f->raw, raw, memory_order_relaxed);
        cufw__hash_insert(&raw_index, key_hash(raw), CUFW__ARRAY_INDEX(functions, f));
    }
    atomic_store_explicit(&f->kernel, k, memory_order_release);
    pthread_mutex_unlock(&reg_lock);
    *kernel = k;
    return cudaSuccess;
}

/* cuLibraryLoadData of every registered unit (its managed variables set),
 * then cuLibraryGetKernel and cuKernelGetFunction of every registered
 * kernel: firmware mode's preload in the current context (init.c) */
cudaError_t cufw__rt_register_preload(void)
{
    cudaError_t e;
    unsigned i, n = cufw__table_high(&fatbin_table);
    int rc;

    /* to the high marks: the pages of slots never claimed stay untouched */
    for (i = 0; i < n; i++) {
        struct cufw__rt_fatbin *fb = &fatbins[i];

        if (!cufw__slot_live(&fb->hdr))
            continue;
        /* a unit without kernels or managed variables too: every one */
        if ((e = ensure_module(fb)) != cudaSuccess)
            return e;
        if ((rc = cufw_module_load(fb->module)) != CUFW_OK)
            RT_RETURN(rc);
    }
    n = cufw__table_high(&function_table);
    for (i = 0; i < n; i++) {
        struct cufw__rt_function *f = &functions[i];
        cufw_kernel *k;

        if (!cufw__slot_live(&f->hdr))
            continue;
        if ((e = cufw__rt_register_resolve(f, &k)) != cudaSuccess)
            return e;
        if ((rc = cufw_kernel_prepare(k)) != CUFW_OK)
            RT_RETURN(rc);
    }
    return cudaSuccess;
}

cudaError_t cufw__rt_register_kernel(const void *func, cufw_kernel **kernel)
{
    struct cufw__rt_function *f = cufw__rt_register_function(func);

    if (f == NULL) {
        /* a cudaKernel_t (cudaGetKernel, cudaLibraryGetKernel), or nothing
         * the driver knows: it says which (cudart 13 does the same) */
        RT_RETURN_IF_NO_DRIVER();
        *kernel = (cufw_kernel *)(uintptr_t)func;
#if CUDART_VERSION < 13000
        /* cudart 12.x (12.4 on the H200) says cudaErrorInvalidDeviceFunction
         * for what is no kernel; the driver is asked whether it is one
         * (cuKernelGetAttribute), so that a cudaKernel_t still works */
        {
            int threads = 0;

            RT_RETURN_IF(cufw_kernel_attribute(*kernel, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                               &threads) != CUFW_OK,
                         cudaErrorInvalidDeviceFunction);
        }
#endif
        return cudaSuccess;
    }
    return cufw__rt_register_resolve(f, kernel);
}

cudaError_t cufw__rt_register_stub_kernel(const void *func, cufw_kernel **kernel)
{
    struct cufw__rt_function *f = cufw__rt_register_function(func);

    RT_RETURN_IF(f == NULL, cudaErrorInvalidDeviceFunction);
    return cufw__rt_register_resolve(f, kernel);
}

/* cuLibraryGetGlobal or cuLibraryGetManaged (via cufw_module_global,
 * cufw_module_managed) in the current context */
cudaError_t cufw__rt_register_symbol(const void *symbol, cufw_devptr *address, size_t *size)
{
    struct variable *v = variable_of(symbol);
    cudaError_t e;
    int rc;

    RT_RETURN_IF(v == NULL, cudaErrorInvalidSymbol);
    RT_RETURN_IF_NO_DRIVER();
    e = ensure_module(v->fatbin);
    if (e != cudaSuccess)
        return e;
    rc = v->kind == VAR_MANAGED ? cufw_module_managed(v->fatbin->module, v->device_name, address, size)
                    : cufw_module_global(v->fatbin->module, v->device_name, address, size);
    RT_RETURN_IF(rc == CUFW_ERROR_NOT_FOUND, cudaErrorInvalidSymbol);
    RT_RETURN(rc);
}

/* The live function whose resolved kernel's CUfunction in the current
 * context is handle, or NULL: a scan, each asked (the driver has no way
 * from a CUfunction back to its CUkernel); for nodes the Driver API made. */
static struct cufw__rt_function *function_of_cufunction(const void *handle)
{
    unsigned i, n = cufw__table_high(&function_table);

    for (i = 0; i < n; i++) {
        struct cufw__rt_function *f = &functions[i];
        cufw_kernel *k;
        void *fn = NULL;

        if (!cufw__slot_live(&f->hdr))
            continue;
        k = atomic_load_explicit(&f->kernel, memory_order_acquire);
        if (k != NULL && cufw_kernel_function(k, &fn) == CUFW_OK && fn == handle)
            return f;
    }
    return NULL;
}

/* the CUkernel through the index; cuKernelGetFunction for resolved kernels
 * only when no CUkernel matched */
const void *cufw__rt_register_host_stub(const void *handle)
{
    struct cufw__rt_function *f = NULL;
    long i;

    if (handle == NULL)
        return NULL;
    if ((i = cufw__hash_find(&raw_index, key_hash(handle), raw_is, handle, NULL)) >= 0)
        f = &functions[i];
    if (f == NULL)
        f = function_of_cufunction(handle);
    return f != NULL ? f->host_fun : handle;
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(register);
