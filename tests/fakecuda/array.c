/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/array.c -- CUDA arrays and mipmapped arrays, answered when
 * CUFW_FAKE_LAZY=1 (fake.h).
 *
 * An array is its descriptor and no memory: created, described, destroyed.
 * A mipmapped array makes its levels on first request, each half the size
 * of the one before (at least 1), and destroys them with itself; a level
 * is not destroyed on its own (CUDA_ERROR_INVALID_VALUE), as with the
 * driver. The checks are the driver's documented ones: a width, a known
 * format, 1, 2 or 4 channels, a height wherever there is a depth.
 */
#include "config.h"

#include <stdlib.h>

#include "fake.h"

#define FAKE_MIP_LEVELS 16

struct fake_array {
    struct fake_handle h;
    CUDA_ARRAY3D_DESCRIPTOR desc;
    int level; /* a mipmapped array's level: not destroyed alone */
};

struct fake_mipmap {
    struct fake_handle h;
    CUDA_ARRAY3D_DESCRIPTOR desc;
    unsigned levels;
    struct fake_array *level[FAKE_MIP_LEVELS];
};

static int format_ok(CUarray_format f)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT8:
    case CU_AD_FORMAT_UNSIGNED_INT16:
    case CU_AD_FORMAT_UNSIGNED_INT32:
    case CU_AD_FORMAT_SIGNED_INT8:
    case CU_AD_FORMAT_SIGNED_INT16:
    case CU_AD_FORMAT_SIGNED_INT32:
    case CU_AD_FORMAT_HALF:
    case CU_AD_FORMAT_FLOAT:
        return 1;
    default:
        return 0;
    }
}

static int desc_ok(const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    return d != NULL && d->Width > 0 && (d->Depth == 0 || d->Height > 0) &&
           format_ok(d->Format) &&
           (d->NumChannels == 1 || d->NumChannels == 2 || d->NumChannels == 4);
}

/* Lock taken, the context checked: a new registered array of desc in *out.
 * The caller unlocks. */
static CUresult lock_new_array(const CUDA_ARRAY3D_DESCRIPTOR *desc, struct fake_array **out)
{
    struct fake_ctx *c;
    CUresult r = fake_lock_current(&c);

    *out = NULL;
    if (r == CUDA_SUCCESS && (*out = calloc(1, sizeof **out)) == NULL)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r == CUDA_SUCCESS) {
        (*out)->desc = *desc;
        fake_reg_add(&(*out)->h, K_ARRAY, NULL);
    }
    return r;
}

CUresult cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    struct fake_array *a;
    CUresult r;

    ENTER(cuArray3DCreate);
    if (pHandle == NULL || !desc_ok(pAllocateArray))
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = lock_new_array(pAllocateArray, &a)) == CUDA_SUCCESS)
        *pHandle = (CUarray)(void *)a;
    UNLOCK();
    return r;
}

CUresult cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    struct fake_array *a;

    ENTER(cuArray3DGetDescriptor);
    if (pArrayDescriptor == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    LOCK();
    if ((a = fake_reg_find(hArray, K_ARRAY)) != NULL)
        *pArrayDescriptor = a->desc;
    UNLOCK();
    return a != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CUresult cuArrayDestroy(CUarray hArray)
{
    struct fake_array *a;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuArrayDestroy);
    LOCK();
    a = fake_reg_find(hArray, K_ARRAY);
    if (a == NULL || a->level) {
        r = a == NULL ? CUDA_ERROR_INVALID_HANDLE : CUDA_ERROR_INVALID_VALUE;
    } else {
        fake_reg_del(&a->h);
        free(a);
    }
    UNLOCK();
    return r;
}

CUresult cuMipmappedArrayCreate(CUmipmappedArray *pHandle,
                                const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc,
                                unsigned int numMipmapLevels)
{
    struct fake_mipmap *m = NULL;
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuMipmappedArrayCreate);
    if (pHandle == NULL || !desc_ok(pMipmappedArrayDesc) || numMipmapLevels == 0 ||
        numMipmapLevels > FAKE_MIP_LEVELS)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS && (m = calloc(1, sizeof *m)) == NULL)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r == CUDA_SUCCESS) {
        m->desc = *pMipmappedArrayDesc;
        m->levels = numMipmapLevels;
        fake_reg_add(&m->h, K_MIPMAP, NULL);
        *pHandle = (CUmipmappedArray)(void *)m;
    }
    UNLOCK();
    return r;
}

static size_t half(size_t v, unsigned times)
{
    while (times-- > 0 && v > 1)
        v /= 2;
    return v;
}

CUresult cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray,
                                  unsigned int level)
{
    struct fake_mipmap *m;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuMipmappedArrayGetLevel);
    if (pLevelArray == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    LOCK();
    m = fake_reg_find(hMipmappedArray, K_MIPMAP);
    if (m == NULL || level >= m->levels) {
        r = m == NULL ? CUDA_ERROR_INVALID_HANDLE : CUDA_ERROR_INVALID_VALUE;
    } else if (m->level[level] == NULL) {
        CUDA_ARRAY3D_DESCRIPTOR d = m->desc;

        d.Width = half(d.Width, level);
        d.Height = d.Height > 0 ? half(d.Height, level) : 0;
        d.Depth = d.Depth > 0 ? half(d.Depth, level) : 0;
        if ((m->level[level] = calloc(1, sizeof *m->level[level])) == NULL) {
            r = CUDA_ERROR_OUT_OF_MEMORY;
        } else {
            m->level[level]->desc = d;
            m->level[level]->level = 1;
            fake_reg_add(&m->level[level]->h, K_ARRAY, NULL);
        }
    }
    if (r == CUDA_SUCCESS)
        *pLevelArray = (CUarray)(void *)m->level[level];
    UNLOCK();
    return r;
}

CUresult cuMipmappedArrayDestroy(CUmipmappedArray hMipmappedArray)
{
    struct fake_mipmap *m;
    unsigned i;

    ENTER(cuMipmappedArrayDestroy);
    LOCK();
    if ((m = fake_reg_find(hMipmappedArray, K_MIPMAP)) != NULL) {
        for (i = 0; i < m->levels; i++)
            if (m->level[i] != NULL) {
                fake_reg_del(&m->level[i]->h);
                free(m->level[i]);
            }
        fake_reg_del(&m->h);
        free(m);
    }
    UNLOCK();
    return m != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}
