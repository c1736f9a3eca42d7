/* SPDX-License-Identifier: MIT */
/*
 * core/launch.c -- launching kernels.
 *
 * The launch path is: is cufw ready (one acquire load), map the kernel and
 * the stream to the driver's handles (a range check each: a cufw slot is
 * checked and read, anything else is the driver's own handle), has this
 * thread decided on its context (a thread-local test), then cuLaunchKernel.
 * For a kernel slot it launches the kernel's CUfunction in the current
 * context: cuCtxGetId names the context, and the slot's cache (inner.h)
 * gives the function -- on the H200 that costs 1-3% less than handing the
 * driver the CUkernel, which it resolves in the current context itself
 * (docs/BENCHMARKS.md, "Launch floor"). A kernel that is the driver's own
 * CUkernel, or a miss the cache cannot serve, launches the CUkernel. No
 * lock, no copy of the arguments. Only when the driver says that no context
 * is current (the program unset its own) does the launch make the primary
 * context current and go again, with the CUkernel (CUFW_DRIVER_CALL's rule,
 * spelled out in launch_raw).
 */
#include "inner.h"

#include <string.h>


static int launch_fail(CUresult r, const char *call)
{
    int rc = cufw__error_driver(r, call);

    /* For a launch, "invalid value" means the configuration. */
    return r == CUDA_ERROR_INVALID_VALUE ? CUFW_ERROR_INVALID_CONFIGURATION : rc;
}

/* The kernel argument's slot (NULL when it is the driver's own CUkernel)
 * and CUkernel; 0 when it is a slot handle that is not live, or NULL. */
static inline int kernel_of(const cufw_kernel *kernel, struct cufw_kernel **slot, CUkernel *k)
{
    if (CUFW_LIKELY(CUFW__HANDLE_IN(cufw__kernels, kernel))) {
        *slot = (struct cufw_kernel *)CUFW__HANDLE_LIVE(cufw__kernels, kernel);
        *k = *slot != NULL ? (*slot)->raw : NULL;
    } else {
        *slot = NULL;
        *k = (CUkernel)(uintptr_t)kernel;
    }
    return *k != NULL;
}

/*
 * A reader of the cache: the entry for context ctx, or NULL (a miss, or a
 * writer at work). No fence (ThreadSanitizer has none): the entries are
 * loaded with acquire and stored with release, so a reader that sees any
 * part of a writer's entry also sees the writer's odd sequence number when
 * it reads fn_seq again, and gives up. On x86 every one of these is a
 * plain load.
 */
static inline CUfunction cache_find(const struct cufw_kernel *k, unsigned long long ctx)
{
    unsigned seq = atomic_load_explicit(&k->fn_seq, memory_order_acquire);
    CUfunction f = NULL;
    unsigned i;

    if (CUFW_UNLIKELY(seq & 1u))
        return NULL;
    for (i = 0; i < CUFW__KERNEL_CONTEXTS; i++)
        if (atomic_load_explicit(&k->fn_ctx[i], memory_order_acquire) == ctx) {
            f = atomic_load_explicit(&k->fn[i], memory_order_acquire);
            break;
        }
    return atomic_load_explicit(&k->fn_seq, memory_order_relaxed) == seq ? f : NULL;
}

/* A miss: ask the driver, and keep the answer in an empty entry, else in
 * the entries in turn. A writer that finds another at work does not wait. */
static CUFW_NOINLINE CUfunction cache_fill(struct cufw_kernel *k, unsigned long long ctx)
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

/* cufw__kernel_function, inlined into the launches */
static inline CUfunction kernel_function(struct cufw_kernel *k)
{
    unsigned long long ctx;
    CUfunction f;

    if (CUFW_UNLIKELY(CUFW_DRV(cuCtxGetId)(NULL, &ctx) != CUDA_SUCCESS))
        return NULL;
    f = cache_find(k, ctx);
    return CUFW_LIKELY(f != NULL) ? f : cache_fill(k, ctx);
}

CUfunction cufw__kernel_function(struct cufw_kernel *k)
{
    return kernel_function(k);
}

/* cuLaunchKernel of f, or of the CUkernel when f is NULL; after
 * CUDA_ERROR_INVALID_CONTEXT with a context made current, once more with
 * the CUkernel (f belongs to the context that was current before). */
static inline CUresult launch_raw(CUfunction f, CUkernel k, cufw_dim3 grid, cufw_dim3 block,
                                  unsigned shared_bytes, CUstream s, void **args)
{
    CUresult r = CUFW_DRV(cuLaunchKernel)(f != NULL ? f : (CUfunction)k, grid.x, grid.y, grid.z,
                                          block.x, block.y, block.z, shared_bytes, s, args, NULL);

    if (CUFW_UNLIKELY(r == CUDA_ERROR_INVALID_CONTEXT) && cufw__device_context_lost())
        r = CUFW_DRV(cuLaunchKernel)((CUfunction)k, grid.x, grid.y, grid.z, block.x, block.y,
                                     block.z, shared_bytes, s, args, NULL);
    return r;
}

int cufw_launch(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block, unsigned shared_bytes,
                cufw_stream *stream, void **args)
{
    struct cufw_kernel *slot;
    CUfunction f = NULL;
    CUkernel k;
    CUstream s;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    if (CUFW_UNLIKELY(!kernel_of(kernel, &slot, &k)))
        return cufw__module_bad_kernel("cufw_launch");
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    if (CUFW_LIKELY(slot != NULL))
        f = kernel_function(slot);
    r = launch_raw(f, k, grid, block, shared_bytes, s, args);
    if (CUFW_UNLIKELY(r != CUDA_SUCCESS))
        return launch_fail(r, "cuLaunchKernel");
    return CUFW_OK;
}

int cufw_launch_attributes(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                           unsigned shared_bytes, cufw_stream *stream, void **args,
                           const void *attributes, unsigned count)
{
    struct cufw_kernel *slot;
    CUlaunchConfig cfg;
    CUfunction f = NULL;
    CUkernel k;
    CUstream s;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    if (!kernel_of(kernel, &slot, &k))
        return cufw__module_bad_kernel("cufw_launch_attributes");
    CUFW_RETURN_IF(count > 0 && attributes == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_launch_attributes: NULL attributes");
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    /* cuLaunchKernelEx wants the kernel's function in this context: the
     * slot's cache, or the driver's answer (whose failure is the error) */
    if (slot != NULL)
        f = kernel_function(slot);
    if (f == NULL)
        CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuKernelGetFunction)(&f, k),
                                          "cuKernelGetFunction");
    cfg.gridDimX = grid.x;
    cfg.gridDimY = grid.y;
    cfg.gridDimZ = grid.z;
    cfg.blockDimX = block.x;
    cfg.blockDimY = block.y;
    cfg.blockDimZ = block.z;
    cfg.sharedMemBytes = shared_bytes;
    cfg.hStream = s;
    cfg.attrs = (CUlaunchAttribute *)(uintptr_t)attributes;
    cfg.numAttrs = count;
    CUFW_DRIVER_CALL(r, CUFW_DRV(cuLaunchKernelEx)(&cfg, f, args, NULL));
    if (r != CUDA_SUCCESS)
        return launch_fail(r, "cuLaunchKernelEx");
    return CUFW_OK;
}

int cufw_launch_cooperative(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                            unsigned shared_bytes, cufw_stream *stream, void **args)
{
    CUlaunchAttribute attr;

    memset(&attr, 0, sizeof attr);
    attr.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
    attr.value.cooperative = 1;
    return cufw_launch_attributes(kernel, grid, block, shared_bytes, stream, args, &attr, 1);
}
