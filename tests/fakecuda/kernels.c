/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/kernels.c -- the kernels the fake can run: host versions
 * of the kernels in kernels/ and tests/data/sample.cu, with the same parameter lists,
 * and the device variables those files define.
 *
 * A host kernel computes what the whole grid would: each thread's work in
 * turn, in the order a grid-stride loop hands it out. Only the x dimension
 * indexes data in these kernels, so blocks that differ only in y or z
 * repeat the same work (which matters only where the kernel adds to a
 * counter: there it is repeated too). Every pointer argument is checked
 * with fake_kernel_access before use: a range outside device-accessible
 * memory is a fault (CUDA_ERROR_ILLEGAL_ADDRESS, sticky in the context), as
 * on a GPU, rather than a crash of the test.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "fake.h"

static uintptr_t arg_ptr(void **args, unsigned i)
{
    uint64_t v;

    memcpy(&v, args[i], sizeof v);
    return (uintptr_t)v;
}

static uint64_t arg_u64(void **args, unsigned i)
{
    uint64_t v;

    memcpy(&v, args[i], sizeof v);
    return v;
}

static uint32_t arg_u32(void **args, unsigned i)
{
    uint32_t v;

    memcpy(&v, args[i], sizeof v);
    return v;
}

static float arg_f32(void **args, unsigned i)
{
    float v;

    memcpy(&v, args[i], sizeof v);
    return v;
}

static unsigned long long threads_x(const struct fake_launch *l)
{
    return (unsigned long long)l->grid[0] * l->block[0];
}

static unsigned long long yz_blocks(const struct fake_launch *l)
{
    return (unsigned long long)l->grid[1] * l->grid[2];
}

/* n elements of size bytes at p: may the kernel touch them? */
static int access_n(struct fake_launch *l, uintptr_t p, uint64_t n, size_t size)
{
    if (n == 0)
        return 1;
    if (n > ((size_t)-1) / size)
        return fake_kernel_access(l, (const void *)p, (size_t)-1);
    return fake_kernel_access(l, (const void *)p, (size_t)n * size);
}

static CUresult k_vadd(struct fake_launch *l, void **args)
{
    const float *a = (const float *)arg_ptr(args, 0), *b = (const float *)arg_ptr(args, 1);
    float *c = (float *)arg_ptr(args, 2);
    uint64_t n = arg_u64(args, 3), i;

    if (!access_n(l, (uintptr_t)a, n, 4) || !access_n(l, (uintptr_t)b, n, 4) ||
        !access_n(l, (uintptr_t)c, n, 4))
        return CUDA_SUCCESS;
    for (i = 0; i < n; i++)
        c[i] = a[i] + b[i];
    return CUDA_SUCCESS;
}

static CUresult k_saxpy(struct fake_launch *l, void **args)
{
    float alpha = arg_f32(args, 0);
    const float *x = (const float *)arg_ptr(args, 1);
    float *y = (float *)arg_ptr(args, 2);
    uint64_t n = arg_u64(args, 3), i;

    if (!access_n(l, (uintptr_t)x, n, 4) || !access_n(l, (uintptr_t)y, n, 4))
        return CUDA_SUCCESS;
    for (i = 0; i < n; i++)
        y[i] = fmaf(alpha, x[i], y[i]);
    return CUDA_SUCCESS;
}

static CUresult k_fill_u32(struct fake_launch *l, void **args)
{
    uint32_t *p = (uint32_t *)arg_ptr(args, 0), value = arg_u32(args, 1);
    uint64_t n = arg_u64(args, 2), i;

    if (!access_n(l, (uintptr_t)p, n, 4))
        return CUDA_SUCCESS;
    for (i = 0; i < n; i++)
        p[i] = value;
    return CUDA_SUCCESS;
}

static CUresult k_triad(struct fake_launch *l, void **args)
{
    float *a = (float *)arg_ptr(args, 0);
    const float *b = (const float *)arg_ptr(args, 1), *c = (const float *)arg_ptr(args, 2);
    float scalar = arg_f32(args, 3);
    uint64_t n = arg_u64(args, 4), i;

    if (!access_n(l, (uintptr_t)a, n, 4) || !access_n(l, (uintptr_t)b, n, 4) ||
        !access_n(l, (uintptr_t)c, n, 4))
        return CUDA_SUCCESS;
    for (i = 0; i < n; i++)
        a[i] = fmaf(scalar, c[i], b[i]);
    return CUDA_SUCCESS;
}

/* Block b of a grid-stride loop over n elements: element i belongs to block
 * (i mod stride) / blockDim.x. */
static CUresult k_reduce_f32(struct fake_launch *l, void **args)
{
    const float *in = (const float *)arg_ptr(args, 0);
    uint64_t n = arg_u64(args, 1), i, stride = threads_x(l);
    float *sums = (float *)arg_ptr(args, 2);
    unsigned b;

    if (!access_n(l, (uintptr_t)in, n, 4) || !access_n(l, (uintptr_t)sums, l->grid[0], 4))
        return CUDA_SUCCESS;
    for (b = 0; b < l->grid[0]; b++)
        sums[b] = 0.0f;
    for (i = 0; i < n; i++)
        sums[(i % stride) / l->block[0]] += in[i];
    return CUDA_SUCCESS;
}

static CUresult k_reduce_u32(struct fake_launch *l, void **args)
{
    const uint32_t *in = (const uint32_t *)arg_ptr(args, 0);
    uint64_t n = arg_u64(args, 1), i, sum = 0;
    uint64_t *total = (uint64_t *)arg_ptr(args, 2);

    if (!access_n(l, (uintptr_t)in, n, 4) || !access_n(l, (uintptr_t)total, 1, 8))
        return CUDA_SUCCESS;
    for (i = 0; i < n; i++)
        sum += in[i];
    *total += sum * yz_blocks(l);
    return CUDA_SUCCESS;
}

static CUresult k_const_to_global(struct fake_launch *l, void **args)
{
    uint32_t n = arg_u32(args, 0), i, limit;
    const float *coeffs = fake_kernel_global(l, "cufw_coeffs");
    float *scaled = fake_kernel_global(l, "cufw_scaled");
    uint64_t *counter = fake_kernel_global(l, "cufw_counter");

    if (coeffs == NULL || scaled == NULL || counter == NULL)
        return CUDA_ERROR_INVALID_IMAGE; /* its module lacks them: cannot happen with misc.cu */
    limit = n < 4096 ? n : 4096;
    if (threads_x(l) < limit)
        limit = (uint32_t)threads_x(l);
    for (i = 0; i < limit; i++)
        scaled[i] = coeffs[i % 16] * (float)(i + 1);
    *counter += (uint64_t)limit * yz_blocks(l);
    return CUDA_SUCCESS;
}

static CUresult k_empty(struct fake_launch *l, void **args)
{
    (void)l;
    (void)args;
    return CUDA_SUCCESS;
}

static CUresult k_spin(struct fake_launch *l, void **args)
{
    uint32_t *done = (uint32_t *)arg_ptr(args, 1);

    if (done != NULL && access_n(l, (uintptr_t)done, 1, 4))
        *done += (uint32_t)(l->grid[0] * yz_blocks(l));
    return CUDA_SUCCESS;
}

static CUresult k_store(struct fake_launch *l, void **args)
{
    int32_t *p = (int32_t *)arg_ptr(args, 0);
    int32_t value = (int32_t)arg_u32(args, 1);

    if (access_n(l, (uintptr_t)p, 1, 4))
        *p = value;
    return CUDA_SUCCESS;
}

static CUresult k_coop_sum(struct fake_launch *l, void **args)
{
    uint32_t *vals = (uint32_t *)arg_ptr(args, 0);
    uint64_t *total = (uint64_t *)arg_ptr(args, 1), s = 0;
    unsigned b;

    if (!access_n(l, (uintptr_t)vals, l->grid[0], 4) || !access_n(l, (uintptr_t)total, 1, 8))
        return CUDA_SUCCESS;
    for (b = 0; b < l->grid[0]; b++)
        vals[b] = b + 1;
    for (b = 0; b < l->grid[0]; b++)
        s += vals[b];
    *total = s;
    return CUDA_SUCCESS;
}

static CUresult k_sample_scale(struct fake_launch *l, void **args)
{
    float *x = (float *)arg_ptr(args, 0), s = arg_f32(args, 1);
    int32_t n = (int32_t)arg_u32(args, 2);
    uint64_t i, limit;

    limit = n > 0 ? (uint64_t)n : 0;
    if (threads_x(l) < limit)
        limit = threads_x(l);
    if (!access_n(l, (uintptr_t)x, limit, 4))
        return CUDA_SUCCESS;
    for (i = 0; i < limit; i++)
        x[i] = sinf(x[i]) * s + cosf(x[i]);
    return CUDA_SUCCESS;
}

static CUresult k_sample_times3(struct fake_launch *l, void **args)
{
    double *a = (double *)arg_ptr(args, 0);
    unsigned b, t;

    if (!access_n(l, (uintptr_t)a, l->block[0], 8))
        return CUDA_SUCCESS;
    for (b = 0; b < l->grid[0]; b++)
        for (t = 0; t < l->block[0]; t++)
            a[t] *= 3;
    return CUDA_SUCCESS;
}

FAKE_HIDDEN const struct fake_kdef fake_kdefs[] = {
    /* name, parameters, registers, static shared bytes, host version */
    {"cufw_vadd", 4, 16, 0, k_vadd},
    {"cufw_saxpy", 4, 16, 0, k_saxpy},
    {"cufw_fill_u32", 3, 12, 0, k_fill_u32},
    {"cufw_triad", 5, 24, 0, k_triad},
    {"cufw_reduce_sum_f32", 3, 20, 128, k_reduce_f32},
    {"cufw_reduce_sum_u32", 3, 24, 256, k_reduce_u32},
    {"cufw_const_to_global", 1, 16, 0, k_const_to_global},
    {"cufw_empty", 0, 2, 0, k_empty},
    {"cufw_spin", 2, 16, 0, k_spin},
    {"cufw_store", 2, 8, 0, k_store},
    {"cufw_coop_sum", 2, 80, 0, k_coop_sum},
    {"sample_scale", 3, 20, 0, k_sample_scale},
    {"sample_hello", 1, 32, 0, k_empty},
    {"_Z12sample_timesILi3EEvPd", 1, 12, 0, k_sample_times3},
};
FAKE_HIDDEN const unsigned fake_nkdefs = sizeof fake_kdefs / sizeof fake_kdefs[0];

FAKE_HIDDEN const struct fake_vdef fake_vdefs[] = {
    {"cufw_coeffs", 16 * sizeof(float), 0},
    {"cufw_scaled", 4096 * sizeof(float), 0},
    {"cufw_counter", sizeof(unsigned long long), 0},
    {"sample_table", 64 * sizeof(int), 0},
    {"sample_counter", sizeof(int), 0},
};
FAKE_HIDDEN const unsigned fake_nvdefs = sizeof fake_vdefs / sizeof fake_vdefs[0];
