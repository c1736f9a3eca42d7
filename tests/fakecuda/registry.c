/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/registry.c -- which handles are alive, and which address
 * ranges are allocations.
 *
 * Handles (contexts, streams, events, libraries, kernels) are kept in a
 * hash set keyed by address: a handle is looked up by comparing pointers,
 * never by reading through it, so a stale or foreign handle is reported
 * as invalid rather than crashing the fake. Allocations are kept in an
 * array sorted by base address (binary search). Everything here runs with
 * fake_lock held.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fake.h"

#define BUCKETS 4096u

static struct fake_handle *buckets[BUCKETS];
static unsigned long kind_count[K_COUNT];

static unsigned bucket_of(const void *p)
{
    uintptr_t v = (uintptr_t)p;

    v ^= v >> 17;
    v *= 0x9E3779B97F4A7C15ull;
    return (unsigned)(v >> 40) % BUCKETS;
}

void fake_reg_add(struct fake_handle *h, enum fake_kind kind, struct fake_ctx *ctx)
{
    unsigned b = bucket_of(h);

    h->kind = kind;
    h->ctx = ctx;
    h->next = buckets[b];
    buckets[b] = h;
    kind_count[kind]++;
}

void *fake_reg_find(const void *ptr, enum fake_kind kind)
{
    struct fake_handle *h;

    if (ptr == NULL)
        return NULL;
    for (h = buckets[bucket_of(ptr)]; h != NULL; h = h->next)
        if ((const void *)h == ptr)
            return h->kind == kind ? h : NULL;
    return NULL;
}

void fake_reg_del(struct fake_handle *h)
{
    struct fake_handle **pp;

    for (pp = &buckets[bucket_of(h)]; *pp != NULL; pp = &(*pp)->next) {
        if (*pp == h) {
            *pp = h->next;
            kind_count[h->kind]--;
            return;
        }
    }
}

void fake_reg_drop_ctx(struct fake_ctx *ctx)
{
    unsigned b;

    for (b = 0; b < BUCKETS; b++) {
        struct fake_handle **pp = &buckets[b];

        while (*pp != NULL) {
            struct fake_handle *h = *pp;

            if (h->ctx == ctx && (h->kind == K_STREAM || h->kind == K_EVENT)) {
                *pp = h->next;
                kind_count[h->kind]--;
                free(h);
            } else {
                pp = &h->next;
            }
        }
    }
}

unsigned long fake_reg_count(enum fake_kind kind)
{
    return kind_count[kind];
}

/* ------------------------------------------------------------ the memory map */

static struct fake_alloc *allocs;
static size_t nallocs, capallocs;

/* Index of the first allocation with base > addr. */
static size_t upper(uintptr_t addr)
{
    size_t lo = 0, hi = nallocs;

    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;

        if (allocs[mid].base <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

struct fake_alloc *fake_mem_at(uintptr_t addr)
{
    size_t i = upper(addr);
    struct fake_alloc *a;

    if (i == 0)
        return NULL;
    a = &allocs[i - 1];
    return addr - a->base < a->size ? a : NULL;
}

struct fake_alloc *fake_mem_find(uintptr_t addr, size_t bytes)
{
    struct fake_alloc *a = fake_mem_at(addr);

    if (a == NULL || bytes > a->size - (addr - a->base))
        return NULL;
    return a;
}

int fake_mem_add(const struct fake_alloc *a)
{
    size_t i;

    if (nallocs == capallocs) {
        size_t cap = capallocs ? capallocs * 2 : 256;
        struct fake_alloc *n = realloc(allocs, cap * sizeof *n);

        if (n == NULL)
            return -1;
        allocs = n;
        capallocs = cap;
    }
    i = upper(a->base);
    memmove(&allocs[i + 1], &allocs[i], (nallocs - i) * sizeof *allocs);
    allocs[i] = *a;
    nallocs++;
    return 0;
}

static void release(struct fake_alloc *a)
{
    if (a->ctx != NULL && (a->kind == M_DEVICE || a->kind == M_MANAGED) &&
        a->device >= 0 && a->device < FAKE_MAX_DEVICES)
        fake_devices[a->device].used -= a->size;
    free(a->block);
}

void fake_mem_del(struct fake_alloc *a)
{
    size_t i = (size_t)(a - allocs);

    release(a);
    memmove(&allocs[i], &allocs[i + 1], (nallocs - i - 1) * sizeof *allocs);
    nallocs--;
}

void fake_mem_drop_ctx(struct fake_ctx *ctx)
{
    size_t i = 0, j = 0;

    for (i = 0; i < nallocs; i++) {
        if (allocs[i].ctx == ctx && allocs[i].kind != M_GLOBAL) {
            release(&allocs[i]);
            continue;
        }
        allocs[j++] = allocs[i];
    }
    nallocs = j;
}

unsigned long fake_mem_count(enum fake_mem kind)
{
    unsigned long n = 0;
    size_t i;

    for (i = 0; i < nallocs; i++)
        n += allocs[i].kind == kind;
    return n;
}

CUresult fake_mem_device_range(CUdeviceptr addr, size_t bytes)
{
    return fake_mem_find((uintptr_t)addr, bytes) != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

CUresult fake_mem_any_range(uintptr_t addr, size_t bytes)
{
    if (addr == 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (fake_mem_at(addr) == NULL)
        return CUDA_SUCCESS; /* pageable host memory */
    return fake_mem_find(addr, bytes) != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
