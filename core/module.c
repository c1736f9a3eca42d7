/* SPDX-License-Identifier: MIT */
/*
 * core/module.c -- the module and kernel tables, lazy loading, variables.
 *
 * IMPLEMENTATION NOTES
 * A module slot records a fatbin (address, size, name) and, once loaded,
 * its CUlibrary. Loading is cuLibraryLoadData: the context-independent
 * loader of CUDA 12+, whose kernels (CUkernel) launch in any context, so
 * one load serves every device and survives a device reset. Both tables
 * are common/table.h's: a lookup that may take a slot searches and claims
 * under the table's lock; loads, unloads and kernel lookups are done under
 * mod_lock, the one place module and kernel slots are released. Lookups
 * are not on the launch path (a launch uses the kernel handle directly).
 * Handles carry their slot's generation (common/table.h): an unloaded
 * module's handle, and its kernels' handles, stay dead when their slots
 * are reused.
 *
 * Nothing reads a whole table per call: a module is found by its image's
 * address and a kernel slot by (module, CUkernel) through bounded indices
 * (common/hash.h, sized from the capacities), and a module's kernel slots
 * are chained from it, so that opening, looking up and unloading cost the
 * same with ten kernels open or with the thousands of a cuBLAS program.
 * The module index is written under the module table's lock, the kernel
 * index under mod_lock (every kernel slot is claimed and released there).
 */
#include "inner.h"

#include "common/hash.h"

#include <stdlib.h>
#include <string.h>

/* the tables are members of handle.c's block (inner.h, "handles") */
static struct cufw__table module_table = CUFW__TABLE_OF(cufw__modules);
static struct cufw__table kernel_table = CUFW__TABLE_OF(cufw__kernels);
static pthread_mutex_t mod_lock = PTHREAD_MUTEX_INITIALIZER; /* loading */

/* modules by image address, kernel slots by (module slot, CUkernel) */
static atomic_int module_cells[CUFW__HASH_CELLS(CUFW_MAX_MODULES)];
static atomic_int kernel_cells[CUFW__HASH_CELLS(CUFW_MAX_KERNELS)];
static struct cufw__hash module_index = CUFW__HASH_OF(module_cells);
static struct cufw__hash kernel_index = CUFW__HASH_OF(kernel_cells);

struct kernel_key {
    const struct cufw_module *module;
    CUkernel raw;
};

static uint64_t image_hash(const void *image)
{
    return cufw__hash_mix((uint64_t)(uintptr_t)image, 0);
}

static uint64_t kernel_hash(const struct cufw_module *m, CUkernel raw)
{
    return cufw__hash_mix((uint64_t)(uintptr_t)raw, (uint64_t)(uintptr_t)m);
}

static int module_is(long i, const void *image)
{
    return cufw__slot_live(&cufw__modules[i].hdr) && cufw__modules[i].image == image;
}

static int kernel_is(long i, const void *key)
{
    const struct kernel_key *k = key;

    return cufw__slot_live(&cufw__kernels[i].hdr) && cufw__kernels[i].module == k->module &&
           cufw__kernels[i].raw == k->raw;
}

unsigned long cufw__module_probes(const void *image, const cufw_kernel *kernel)
{
    unsigned long probes = 0;

    if (kernel != NULL) {
        const struct cufw_kernel *k = (const struct cufw_kernel *)CUFW__HANDLE_ADDR(kernel);
        struct kernel_key key;

        if (!CUFW__HANDLE_IN(cufw__kernels, kernel))
            return 0;
        key.module = k->module;
        key.raw = k->raw;
        cufw__hash_find(&kernel_index, kernel_hash(key.module, key.raw), kernel_is, &key,
                        &probes);
    } else {
        cufw__hash_find(&module_index, image_hash(image), module_is, image, &probes);
    }
    return probes;
}

/* The live slot a module handle names, or NULL (common/table.h: a stale
 * handle is refused even when its slot has a new module). */
static struct cufw_module *module_slot(const cufw_module *m)
{
    return CUFW__HANDLE_LIVE(cufw__modules, m);
}

/* module given to fn is not a live module (inner.h: a handle of another
 * kind is named as such). */
static int bad_module(const char *fn, const cufw_module *module)
{
    return cufw__handle_bad(fn, CUFW__KIND_MODULE, module);
}

/* A slot just claimed under its table's lock and filled: counted, published. */
static void take_new(struct cufw__slot *hdr, int capacity)
{
    cufw_capacity_account(capacity, 1);
    cufw__slot_publish(hdr);
}

/* The end of a take: the slot's handle to out (a cufw_module ** or
 * cufw_kernel **), the table's lock given back; a full table (hdr NULL)
 * is the failure. Under the lock: only unload releases a slot, and a live
 * slot's generation is its handle's. */
static int taken(struct cufw__table *t, struct cufw__slot *hdr, int capacity, void *out)
{
    void *handle = hdr != NULL ? (void *)cufw__slot_handle(hdr) : NULL;

    if (hdr != NULL)
        memcpy(out, &handle, sizeof handle);
    cufw__table_unlock(t);
    return hdr != NULL ? CUFW_OK : cufw__capacity_full(capacity);
}

static int take_module(const void *image, size_t size, const char *name, cufw_module **out)
{
    struct cufw_module *m = NULL;
    long i;

    cufw__table_lock(&module_table);
    if ((i = cufw__hash_find(&module_index, image_hash(image), module_is, image, NULL)) >= 0)
        m = &cufw__modules[i];
    if (m == NULL && (m = cufw__table_claim_locked(&module_table)) != NULL) {
        m->name = name != NULL ? name : "";
        m->image = image;
        m->size = size;
        m->lib = NULL;
        m->loaded = 0;
        m->kernels = 0;
        take_new(&m->hdr, CUFW_CAPACITY_MODULES);
        cufw__hash_insert(&module_index, image_hash(image), CUFW__ARRAY_INDEX(cufw__modules, m));
    }
    return taken(&module_table, m != NULL ? &m->hdr : NULL, CUFW_CAPACITY_MODULES, out);
}

/* The handle of the live module of image to *out: 1, or 0 when there is none. */
static int find_module(const void *image, cufw_module **out)
{
    long i;

    cufw__table_lock(&module_table);
    i = cufw__hash_find(&module_index, image_hash(image), module_is, image, NULL);
    if (i >= 0)
        *out = (cufw_module *)cufw__slot_handle(&cufw__modules[i].hdr);
    cufw__table_unlock(&module_table);
    return i >= 0;
}

/* The module of an embedded image record, checked before the driver sees
 * it, as cufw_module_open_fatbin checks a caller's: an image damaged in
 * flash or in memory is a clear error, not the driver's fault to find. */
static int open_image(const struct cufw_image *img, cufw_module **module)
{
    struct cufw_image rec;
    int rc;

    /* opened before: checked then (the index, not the whole fatbin again) */
    if (find_module(cufw_image_data(img), module))
        return CUFW_OK;
    memcpy(&rec, img, sizeof rec);
    rc = cufw_fatbin_validate(cufw_image_data(img), (size_t)rec.data_size, NULL, NULL);
    CUFW_RETURN_IF(rc != CUFW_OK, rc, "embedded image '%s' is damaged: %s", cufw_image_name(img),
                   cufw_error_string(rc));
    return take_module(cufw_image_data(img), (size_t)rec.data_size, cufw_image_name(img), module);
}

int cufw_module_open(const char *name, cufw_module **module)
{
    const struct cufw_image *img;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(name == NULL || module == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_module_open: NULL argument");
    img = cufw_image_find(name);
    if (img == NULL)
        return cufw__error_fail(CUFW_ERROR_NOT_FOUND,
                                "no embedded image is called '%s' (%u image%s linked in; see "
                                "cufw-info)",
                          name, cufw_image_count(), cufw_image_count() == 1 ? " is" : "s are");
    return open_image(img, module);
}

int cufw_module_open_fatbin(const void *fatbin, size_t size, const char *name,
                            cufw_module **module)
{
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(fatbin == NULL || module == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_module_open_fatbin: NULL argument");
    /* size 0: the size the first container header gives */
    rc = size == 0 ? cufw_fatbin_size(fatbin, 0, &size) : CUFW_OK;
    if (rc == CUFW_OK)
        rc = cufw_fatbin_validate(fatbin, size, NULL, NULL);
    CUFW_RETURN_IF(rc != CUFW_OK, rc, "fatbin %s: %s", name != NULL ? name : "",
                   cufw_error_string(rc));
    return take_module(fatbin, size, name, module);
}

/* The live slot module names, with mod_lock held: checked before and again
 * under the lock (an unload may have won meanwhile). NULL, the lock not
 * held, when it is not live: *rc is the recorded failure. */
static struct cufw_module *lock_module(const cufw_module *module, const char *fn, int *rc)
{
    struct cufw_module *m = NULL;

    if (module_slot(module) != NULL) {
        pthread_mutex_lock(&mod_lock);
        if ((m = module_slot(module)) == NULL)
            pthread_mutex_unlock(&mod_lock);
    }
    if (m == NULL)
        *rc = bad_module(fn, module);
    return m;
}

/* The options of one load (cufw_module_load_with), none for a plain one */
struct load_options {
    int *jit;
    void **jit_values;
    unsigned jit_count;
    int *library;
    void **library_values;
    unsigned library_count;
};

/* Load m if needed, with the options o (NULL: none); mod_lock held. */
static int load_locked(struct cufw_module *m, const struct load_options *o)
{
    static const struct load_options none;
    CUlibrary lib;

    if (m->loaded)
        return CUFW_OK;
    if (o == NULL)
        o = &none;
    CUFW_RETURN_IF_DRIVER_FAILS(
        CUFW_DRV(cuLibraryLoadData)(&lib, m->image, (CUjit_option *)o->jit, o->jit_values,
                                    o->jit_count, (CUlibraryOption *)o->library,
                                    o->library_values, o->library_count),
        "cuLibraryLoadData");
    m->lib = lib;
    m->loaded = 1;
    return CUFW_OK;
}

int cufw_module_load(cufw_module *module)
{
    struct cufw_module *m;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    if ((m = lock_module(module, "cufw_module_load", &rc)) == NULL)
        return rc;
    rc = load_locked(m, NULL);
    pthread_mutex_unlock(&mod_lock);
    return rc;
}

int cufw_module_load_with(cufw_module *module, int *jit_options, void **jit_values,
                          unsigned jit_count, int *library_options, void **library_values,
                          unsigned library_count)
{
    struct load_options o;
    struct cufw_module *m;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF((jit_count != 0 && (jit_options == NULL || jit_values == NULL)) ||
                       (library_count != 0 && (library_options == NULL || library_values == NULL)),
                   CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_module_load_with: a count without its options or values");
    o.jit = jit_options;
    o.jit_values = jit_values;
    o.jit_count = jit_count;
    o.library = library_options;
    o.library_values = library_values;
    o.library_count = library_count;
    if ((m = lock_module(module, "cufw_module_load_with", &rc)) == NULL)
        return rc;
    rc = load_locked(m, &o);
    pthread_mutex_unlock(&mod_lock);
    return rc;
}

int cufw_module_unload(cufw_module *module)
{
    struct cufw_module *m = (struct cufw_module *)CUFW__HANDLE_ADDR(module);
    CUresult r = CUDA_SUCCESS;
    CUlibrary lib;
    int loaded;
    unsigned i, next;

    CUFW_RETURN_IF_NOT_READY();
    if (module_slot(module) == NULL)
        return bad_module("cufw_module_unload", module);
    /*
     * All under mod_lock, the only place a module slot is released: the
     * handle's generation is checked again (of two threads unloading the
     * same module, the second finds it gone -- or its slot with a new
     * owner, which it must leave alone); the kernels go first, then the
     * module's fields are read and the slot released last, so that nothing
     * here touches a slot that take_module may already be filling again.
     */
    pthread_mutex_lock(&mod_lock);
    if (!cufw__slot_live_gen(&m->hdr, CUFW__HANDLE_GEN(module))) {
        pthread_mutex_unlock(&mod_lock);
        return bad_module("cufw_module_unload", module);
    }
    /* its kernel slots, chained (claimed and linked under mod_lock too) */
    for (i = (unsigned)m->kernels; i > 0; i = next) {
        struct cufw_kernel *k = &cufw__kernels[i - 1];

        next = (unsigned)k->next;
        cufw__hash_remove(&kernel_index, kernel_hash(m, k->raw), (long)i - 1);
        if (cufw__slot_release(&k->hdr))
            cufw_capacity_account(CUFW_CAPACITY_KERNELS, -1);
    }
    m->kernels = 0;
    loaded = m->loaded;
    lib = m->lib;
    m->loaded = 0;
    m->lib = NULL;
    /* out of the index and released under the table's lock, which
     * take_module finds and claims under */
    cufw__table_lock(&module_table);
    cufw__hash_remove(&module_index, image_hash(m->image), CUFW__ARRAY_INDEX(cufw__modules, m));
    if (cufw__slot_release_gen(&m->hdr, CUFW__HANDLE_GEN(module)))
        cufw_capacity_account(CUFW_CAPACITY_MODULES, -1);
    cufw__table_unlock(&module_table);
    if (loaded)
        r = CUFW_DRV(cuLibraryUnload)(lib);
    pthread_mutex_unlock(&mod_lock);
    CUFW_RETURN_IF_DRIVER_FAILS(r, "cuLibraryUnload");
    return CUFW_OK;
}

const char *cufw_module_name(const cufw_module *module)
{
    const struct cufw_module *m = module_slot(module);

    return m != NULL ? m->name : NULL;
}

/* The slot of (module, raw), taking one the first time. */
static int take_kernel(struct cufw_module *module, CUkernel raw, cufw_kernel **out)
{
    struct cufw_kernel *k = NULL;
    struct kernel_key key = {module, raw};
    long i;

    cufw__table_lock(&kernel_table);
    if ((i = cufw__hash_find(&kernel_index, kernel_hash(module, raw), kernel_is, &key, NULL)) >= 0)
        k = &cufw__kernels[i];
    if (k == NULL && (k = cufw__table_claim_locked(&kernel_table)) != NULL) {
        i = CUFW__ARRAY_INDEX(cufw__kernels, k);
        k->raw = raw;
        k->module = module;
        k->next = module->kernels;
        cufw__kernel_cache_clear(k);
        take_new(&k->hdr, CUFW_CAPACITY_KERNELS);
        cufw__hash_insert(&kernel_index, kernel_hash(module, raw), i);
        module->kernels = (int)i + 1;
    }
    /* (kernel slots are released under mod_lock, which the caller holds) */
    return taken(&kernel_table, k != NULL ? &k->hdr : NULL, CUFW_CAPACITY_KERNELS, out);
}

int cufw_kernel_open(cufw_module *module, const char *name, cufw_kernel **kernel)
{
    struct cufw_module *m;
    CUkernel raw;
    CUresult r;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(name == NULL || kernel == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_kernel_open: NULL argument");
    if ((m = lock_module(module, "cufw_kernel_open", &rc)) == NULL)
        return rc;
    rc = load_locked(m, NULL);
    if (rc != CUFW_OK)
        goto out;
    /* The driver's lookup is the name lookup; its handle tells whether we
     * already have a slot for this kernel. */
    r = CUFW_DRV(cuLibraryGetKernel)(&raw, m->lib, name);
    if (r != CUDA_SUCCESS) {
        rc = cufw__device_call_failed(r, "cuLibraryGetKernel");
        if (r == CUDA_ERROR_NOT_FOUND)
            rc = cufw__error_refine(CUFW_ERROR_NOT_FOUND, "module '%s' has no kernel called '%s'",
                                    m->name, name);
        goto out;
    }
    rc = take_kernel(m, raw, kernel);
out:
    pthread_mutex_unlock(&mod_lock);
    return rc;
}

int cufw_kernel_find(const char *name, cufw_kernel **kernel)
{
    struct cufw__error_state first;
    unsigned i, n;
    int first_error = CUFW_OK;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(name == NULL || kernel == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_kernel_find: NULL argument");
    n = cufw_image_count();
    for (i = 0; i < n; i++) {
        cufw_module *m;
        int rc = open_image(cufw_image_at(i), &m);

        if (rc == CUFW_OK)
            rc = cufw_kernel_open(m, name, kernel);
        if (rc == CUFW_OK)
            return CUFW_OK;
        if (rc != CUFW_ERROR_NOT_FOUND && first_error == CUFW_OK) {
            first_error = rc;
            cufw__error_save(&first);
        }
    }
    if (first_error != CUFW_OK) {
        cufw__error_restore(&first); /* its result and detail, not the last lookup's */
        return first_error;
    }
    return cufw__error_fail(CUFW_ERROR_NOT_FOUND, "no embedded image has a kernel called '%s'",
                            name);
}

const char *cufw_kernel_name(const cufw_kernel *kernel)
{
    const char *name = NULL;
    CUkernel k = cufw__kernel_raw(kernel);

    if (k == NULL || CUFW_DRV(cuKernelGetName)(&name, k) != CUDA_SUCCESS)
        return NULL;
    return name;
}

void *cufw_kernel_raw(const cufw_kernel *kernel)
{
    return (void *)cufw__kernel_raw(kernel);
}

/* The driver's kernel and the device of the current context, for the
 * per-device kernel calls; or the recorded failure. */
static int kernel_and_device(const cufw_kernel *kernel, const char *fn, CUkernel *k, CUdevice *dev)
{
    CUFW_RETURN_IF_BAD_KERNEL(*k, kernel, fn);
    return cufw__device_current(dev);
}

/* A kernel's attributes and function: X(function, (parameters), checks,
 * Driver call, its name, outputs), inner.h's CUFW_X_DRIVER_CALL (X) and
 * CUFW_X_CONTEXT_CALL (CTX). */
#define KERNEL_CALL_LIST(X, CTX)                                                                   \
    X(cufw_kernel_set_cache_config, (const cufw_kernel *kernel, int config),                       \
      CUdevice dev; CUkernel k;                                                                    \
      CUFW_RETURN_IF_FAILED(kernel_and_device(kernel, "cufw_kernel_set_cache_config", &k, &dev));, \
      CUFW_DRV(cuKernelSetCacheConfig)(k, (CUfunc_cache)config, dev), "cuKernelSetCacheConfig", )  \
    X(cufw_kernel_attribute, (const cufw_kernel *kernel, int attribute, int *value),               \
      CUdevice dev; CUkernel k;                                                                    \
      CUFW_RETURN_IF(value == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                   \
                     "cufw_kernel_attribute: NULL value");                                         \
      CUFW_RETURN_IF_FAILED(kernel_and_device(kernel, "cufw_kernel_attribute", &k, &dev));,        \
      CUFW_DRV(cuKernelGetAttribute)(value, (CUfunction_attribute)attribute, k, dev),              \
      "cuKernelGetAttribute", )                                                                    \
    X(cufw_kernel_set_attribute, (const cufw_kernel *kernel, int attribute, int value),            \
      CUdevice dev; CUkernel k;                                                                    \
      CUFW_RETURN_IF_FAILED(kernel_and_device(kernel, "cufw_kernel_set_attribute", &k, &dev));,    \
      CUFW_DRV(cuKernelSetAttribute)((CUfunction_attribute)attribute, value, k, dev),              \
      "cuKernelSetAttribute", )                                                                    \
    X(cufw_kernel_set_attribute_for_device,                                                        \
      (const cufw_kernel *kernel, int attribute, int value, int device),                           \
      CUkernel k; CUFW_RETURN_IF_BAD_KERNEL(k, kernel, "cufw_kernel_set_attribute_for_device");    \
      CUFW_RETURN_IF(device < 0 || device >= cufw__device_count, CUFW_ERROR_INVALID_DEVICE,        \
                     "device %d does not exist (%d devices)", device, cufw__device_count);,        \
      CUFW_DRV(cuKernelSetAttribute)((CUfunction_attribute)attribute, value, k,                    \
                                     cufw__devices[device].dev),                                   \
      "cuKernelSetAttribute", )                                                                    \
    CTX(cufw_kernel_function, (const cufw_kernel *kernel, void **function),                        \
        CUfunction f; CUkernel k;                                                                  \
        CUFW_RETURN_IF(function == NULL, CUFW_ERROR_INVALID_ARGUMENT,                              \
                       "cufw_kernel_function: NULL function");                                     \
        CUFW_RETURN_IF_BAD_KERNEL(k, kernel, "cufw_kernel_function");,                             \
        CUFW_DRV(cuKernelGetFunction)(&f, k), "cuKernelGetFunction", *function = (void *)f;)
KERNEL_CALL_LIST(CUFW_X_DRIVER_CALL, CUFW_X_CONTEXT_CALL)

int cufw_kernel_max_active_blocks(const cufw_kernel *kernel, int block_size,
                                  size_t dynamic_smem, unsigned flags, int *blocks)
{
    CUfunction f;
    CUkernel k;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(blocks == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_kernel_max_active_blocks: NULL");
    CUFW_RETURN_IF_BAD_KERNEL(k, kernel, "cufw_kernel_max_active_blocks");
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuKernelGetFunction)(&f, k),
                                      "cuKernelGetFunction");
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(
        CUFW_DRV(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(blocks, f, block_size,
                                                                          dynamic_smem, flags),
        "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
    return CUFW_OK;
}

int cufw_module_library(cufw_module *module, cufw_library **library)
{
    struct cufw_module *m;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(library == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_module_library: NULL library");
    if ((m = lock_module(module, "cufw_module_library", &rc)) == NULL)
        return rc;
    if ((rc = load_locked(m, NULL)) == CUFW_OK)
        *library = (cufw_library *)m->lib;
    pthread_mutex_unlock(&mod_lock);
    return rc;
}

static int variable_get(cufw_module *module, const char *name, cufw_devptr *address, size_t *size,
                        int managed)
{
    const char *fn = managed ? "cufw_module_managed" : "cufw_module_global";
    cufw_library *lib;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(name == NULL || address == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "%s: NULL argument", fn);
    if (module_slot(module) == NULL)
        return bad_module(fn, module);
    if ((rc = cufw_module_library(module, &lib)) != CUFW_OK)
        return rc;
    rc = managed ? cufw_library_managed(lib, name, address, size)
                 : cufw_library_global(lib, name, address, size);
    if (rc == CUFW_ERROR_NOT_FOUND) {
        const char *mn = cufw_module_name(module);

        return cufw__error_refine(CUFW_ERROR_NOT_FOUND,
                                  "module '%s' has no %s variable called '%s'",
                                  mn != NULL ? mn : "", managed ? "managed" : "device", name);
    }
    return rc;
}

int cufw_module_global(cufw_module *module, const char *name, cufw_devptr *address, size_t *size)
{
    return variable_get(module, name, address, size, 0);
}

int cufw_module_managed(cufw_module *module, const char *name, cufw_devptr *address, size_t *size)
{
    return variable_get(module, name, address, size, 1);
}

/* ------------------------------------------------------------ the kernel-function cache */

/* A miss of cufw__kernel_function (inner.h): ask the driver, and keep the
 * answer in an empty entry, else in the entries in turn. A writer that
 * finds another at work does not wait. */
CUfunction cufw__module_kernel_fill(struct cufw_kernel *k, unsigned long long ctx)
{
    CUfunction f;
    unsigned seq, i, slot;

    if (CUFW_DRV(cuKernelGetFunction)(&f, k->raw) != CUDA_SUCCESS)
        return NULL; /* the launch of the CUkernel will say why */
    seq = atomic_load_explicit(&k->fn_seq, memory_order_relaxed);
    if ((seq & 1u) || !atomic_compare_exchange_strong_explicit(&k->fn_seq, &seq, seq + 1,
                                                                memory_order_acquire,
                                                                memory_order_relaxed))
        return f;
    slot = (seq >> 1) % CUFW__KERNEL_CONTEXTS;
    for (i = 0; i < CUFW__KERNEL_CONTEXTS; i++)
        if (atomic_load_explicit(&k->fn_ctx[i], memory_order_relaxed) == 0) {
            slot = i;
            break;
        }
    atomic_store_explicit(&k->fn_ctx[slot], ctx, memory_order_release);
    atomic_store_explicit(&k->fn[slot], f, memory_order_release);
    atomic_store_explicit(&k->fn_seq, seq + 2, memory_order_release);
    return f;
}

/* ------------------------------------------------------------ firmware mode */

/*
 * Firmware mode (docs/using-cufw.md): everything a launch could load or
 * resolve is loaded and resolved up front, so that the first launch of
 * every kernel is a steady-state launch (cuCtxGetId from the slot's cache,
 * cuLaunchKernel). The driver loads a library's code into a context at the
 * first cuKernelGetFunction there (CUDA_MODULE_LOADING=LAZY, its default);
 * cufw__kernel_function makes that call and keeps the answer in the slot,
 * and cuFuncLoad finishes what the driver would otherwise finish at the
 * first launch.
 */

int cufw_firmware_enabled(void)
{
    /* ignored under secure execution, as CUFW_LIBCUDA is (driver.c): it
     * changes what is loaded */
    const char *env = cufw__driver_env("CUFW_FIRMWARE");

    if (env != NULL && strcmp(env, "1") == 0)
        return 1;
    if (env != NULL && strcmp(env, "0") == 0)
        return 0;
    return CUFW_FIRMWARE_DEFAULT;
}

/*
 * Finish loading f (cuFuncLoad, CUDA 12.4): under lazy loading the driver
 * may hand out a function that is not fully loaded yet and finish at its
 * first launch; measured on the H200, a first launch after
 * cuKernelGetFunction alone still cost 1.12x a steady one. A driver
 * without cuFuncLoad (or the stand-in) leaves it to the launch.
 */
static int load_function(CUfunction f)
{
    cufw_call_pfn_cuFuncLoad load = cufw_call_cuFuncLoad();

    if (f == NULL || load == NULL)
        return CUFW_OK;
    CUFW_RETURN_IF_DRIVER_FAILS(load(f), "cuFuncLoad");
    return CUFW_OK;
}

/* A failed or missing cache fill of slot k: the driver's reason, asked
 * again with the CUkernel (the cache's NULL says nothing), recorded. */
static int prepare_failed(struct cufw_kernel *k)
{
    CUfunction f;

    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuKernelGetFunction)(&f, k->raw),
                                      "cuKernelGetFunction");
    /* resolved after all (cuCtxGetId failed, or another thread was writing
     * the cache): the code is in the context; the launch asks again */
    return load_function(f);
}

/* Resolve slot k in the current context, cached, and finish its loading. */
static int prepare_slot(struct cufw_kernel *k)
{
    CUfunction f = cufw__kernel_function(k);

    return f == NULL ? prepare_failed(k) : load_function(f);
}

int cufw_kernel_prepare(const cufw_kernel *kernel)
{
    struct cufw_kernel *slot;
    CUfunction f;
    CUkernel k;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_KERNEL(k, kernel, "cufw_kernel_prepare");
    CUFW_RETURN_IF_NO_CONTEXT();
    if (!CUFW__HANDLE_IN(cufw__kernels, kernel)) {
        /* the driver's own CUkernel: no slot to keep the answer in, but the
         * code is loaded into the context all the same */
        CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuKernelGetFunction)(&f, k),
                                          "cuKernelGetFunction");
        return load_function(f);
    }
    slot = (struct cufw_kernel *)CUFW__HANDLE_LIVE(cufw__kernels, kernel);
    if (slot == NULL)
        return cufw__handle_bad("cufw_kernel_prepare", CUFW__KIND_KERNEL, kernel);
    return prepare_slot(slot);
}

/* The enumeration buffer of preload_locked: static (no heap, and a table's
 * worth of handles is too much for a small thread's stack); mod_lock. */
static CUkernel preload_kernels[CUFW_MAX_KERNELS];

/* Load module m, take a slot for each of its kernels and resolve each in the
 * current context; mod_lock held. */
static int preload_locked(struct cufw_module *m)
{
    unsigned count = 0, i;
    int rc;

    if ((rc = load_locked(m, NULL)) != CUFW_OK)
        return rc;
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuLibraryGetKernelCount)(&count, m->lib),
                                "cuLibraryGetKernelCount");
    /* more kernels than the whole table holds: no slot is taken in vain */
    if (count > CUFW_MAX_KERNELS)
        return cufw__capacity_full(CUFW_CAPACITY_KERNELS);
    if (count == 0)
        return CUFW_OK;
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuLibraryEnumerateKernels)(preload_kernels, count,
                                                                     m->lib),
                                "cuLibraryEnumerateKernels");
    for (i = 0; i < count; i++) {
        cufw_kernel *handle;
        struct cufw_kernel *k;

        /* the slot a later cufw_kernel_open(name) finds: take_kernel keys
         * slots by (module, CUkernel), and cuLibraryGetKernel answers with
         * the same CUkernel the enumeration gave */
        if ((rc = take_kernel(m, preload_kernels[i], &handle)) != CUFW_OK)
            return rc;
        k = (struct cufw_kernel *)CUFW__HANDLE_ADDR(handle);
        if ((rc = prepare_slot(k)) != CUFW_OK)
            return rc;
    }
    return CUFW_OK;
}

int cufw_preload(void)
{
    unsigned i, n = cufw_image_count();
    int rc = CUFW_OK;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_NO_CONTEXT();
    /* from now on the launch trusts its thread's context (inner.h) */
    if (cufw_firmware_enabled())
        atomic_store_explicit(&cufw__launch_trusts, 1, memory_order_relaxed);
    for (i = 0; i < n && rc == CUFW_OK; i++) {
        const struct cufw_image *img = cufw_image_at(i);
        struct cufw_module *m;
        cufw_module *handle;

        if ((rc = open_image(img, &handle)) != CUFW_OK)
            break;
        pthread_mutex_lock(&mod_lock);
        /* again under the lock: an unload may have won meanwhile */
        if ((m = module_slot(handle)) == NULL)
            rc = bad_module("cufw_preload", handle);
        else
            rc = preload_locked(m);
        pthread_mutex_unlock(&mod_lock);
        if (rc != CUFW_OK) {
            struct cufw__error_state why; /* a copy: the detail is rewritten from it */

            cufw__error_save(&why);
            cufw__error_refine(rc, "cufw_preload: embedded image '%s': %s", cufw_image_name(img),
                               why.detail);
        }
    }
    return rc;
}
