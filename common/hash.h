/* SPDX-License-Identifier: MIT */
/*
 * common/hash.h -- a bounded index over a fixed table (common/table.h):
 * open addressing with linear probing, in a static array of cells sized
 * from the table's capacity, so that a lookup by key (a host stub's
 * address, a fatbin's, a kernel's driver handle) reads a few cells
 * whatever the number of slots in use, and nothing is allocated.
 *
 * A cell holds a slot index + 1; 0 is empty, -1 a deleted entry (a
 * tombstone: the probe goes on past it). There are at least twice as many
 * cells as slots (CUFW__HASH_CELLS), so the table is at most half full and
 * a probe meets an empty cell after about two cells on average.
 *
 * Writers (insert, remove) hold the lock of the table the slots belong to,
 * or one that every claim and release of those slots is made under;
 * readers take no lock: a cell is published with a release store after
 * its slot, and a reader checks the slot itself (live, and the key) before
 * it trusts a cell. Removing clears the tombstones that end a probe chain
 * (a tombstone followed by an empty cell is empty again), so that churn --
 * slots released and claimed again under new keys -- does not fill the
 * cells with tombstones until every miss reads them all.
 */
#ifndef CUFW_COMMON_HASH_H
#define CUFW_COMMON_HASH_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/* The power of two at least 2 * n (n up to 2^30). */
#define CUFW__HASH_P2(n, k) (2ul * (unsigned long)(n)) <= (1ul << (k)) ? (1ul << (k))
#define CUFW__HASH_CELLS(n)                                                                     \
    (CUFW__HASH_P2(n, 4) : CUFW__HASH_P2(n, 8) : CUFW__HASH_P2(n, 10) : CUFW__HASH_P2(n, 12)     \
     : CUFW__HASH_P2(n, 13) : CUFW__HASH_P2(n, 14) : CUFW__HASH_P2(n, 15)                         \
     : CUFW__HASH_P2(n, 16) : CUFW__HASH_P2(n, 17) : CUFW__HASH_P2(n, 18)                         \
     : CUFW__HASH_P2(n, 19) : CUFW__HASH_P2(n, 20) : CUFW__HASH_P2(n, 21)                         \
     : CUFW__HASH_P2(n, 22) : CUFW__HASH_P2(n, 23) : CUFW__HASH_P2(n, 24)                         \
     : CUFW__HASH_P2(n, 25) : CUFW__HASH_P2(n, 26) : CUFW__HASH_P2(n, 27)                         \
     : CUFW__HASH_P2(n, 28) : CUFW__HASH_P2(n, 29) : CUFW__HASH_P2(n, 30) : (1ul << 31))

/* An index: cells, a power of two of them. */
struct cufw__hash {
    atomic_int *cells;
    unsigned long mask; /* cells - 1 */
};

#define CUFW__HASH_OF(array) {(array), sizeof(array) / sizeof(array)[0] - 1}

/* A key's hash: a 64-bit mix (murmur3's finaliser) of one or two words. */
static inline uint64_t cufw__hash_mix(uint64_t a, uint64_t b)
{
    uint64_t x = a ^ (b * 0x9e3779b97f4a7c15ull);

    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    x ^= x >> 33;
    return x;
}

/* The slot whose key hashes to hash and for which match(slot, key) says
 * yes, or -1. *probes (when not NULL) gets the number of cells read: what
 * the lookup cost, for tests and benchmarks. */
static inline long cufw__hash_find(const struct cufw__hash *h, uint64_t hash,
                                   int (*match)(long slot, const void *key), const void *key,
                                   unsigned long *probes)
{
    unsigned long i, at = (unsigned long)hash & h->mask;

    for (i = 0; i <= h->mask; i++, at = (at + 1) & h->mask) {
        int v = atomic_load_explicit(&h->cells[at], memory_order_acquire);

        if (v == 0)
            break;
        if (v > 0 && match(v - 1, key)) {
            if (probes != NULL)
                *probes = i + 1;
            return v - 1;
        }
    }
    if (probes != NULL)
        *probes = i + 1;
    return -1;
}

/* Add slot (filled and published) under hash; the writers' lock held. The
 * cells outnumber the slots, so there is always a free one. */
static inline void cufw__hash_insert(struct cufw__hash *h, uint64_t hash, long slot)
{
    unsigned long i, at = (unsigned long)hash & h->mask;

    for (i = 0; i <= h->mask; i++, at = (at + 1) & h->mask)
        if (atomic_load_explicit(&h->cells[at], memory_order_relaxed) <= 0) {
            atomic_store_explicit(&h->cells[at], (int)(slot + 1), memory_order_release);
            return;
        }
}

/* Remove slot, which was inserted under hash; the writers' lock held. Only
 * its probe path is read: the entry lies before the path's first empty
 * cell (insert took the first free cell on it, and a cell becomes empty
 * again only when nothing lies after it). */
static inline void cufw__hash_remove(struct cufw__hash *h, uint64_t hash, long slot)
{
    unsigned long i, at = (unsigned long)hash & h->mask;

    for (i = 0; i <= h->mask; i++, at = (at + 1) & h->mask) {
        int v = atomic_load_explicit(&h->cells[at], memory_order_relaxed);

        if (v == 0)
            return;
        if (v != slot + 1)
            continue;
        atomic_store_explicit(&h->cells[at], -1, memory_order_release);
        /* the chain's tail: tombstones before an empty cell end no chain */
        while (atomic_load_explicit(&h->cells[(at + 1) & h->mask], memory_order_relaxed) == 0 &&
               atomic_load_explicit(&h->cells[at], memory_order_relaxed) == -1) {
            atomic_store_explicit(&h->cells[at], 0, memory_order_release);
            at = (at - 1) & h->mask;
        }
        return;
    }
}

#endif
