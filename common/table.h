/* SPDX-License-Identifier: MIT */
/*
 * common/table.h -- cufw's one kind of fixed table: an array of slots, each
 * starting with the same small header, and one way to claim and release
 * them. Every table of core (modules, kernels, streams, events) and of
 * compat (fatbins, functions, variables, callbacks) is one of these.
 *
 * Header-only and dependent on nothing of cufw's, so that core and compat
 * (which sees core only through its public headers) share it the way zstd's
 * lib/common is shared: a layer below both. Nothing here is installed.
 *
 * A slot's state word holds its phase in the low two bits -- free, claimed
 * (taken by a creator that has not finished), live -- and a generation
 * above them, counted up at every release, so that a slot reused is a new
 * slot.
 *
 * Handles. A table whose slots are handed out as handles (core's modules,
 * kernels, streams and events) does not hand out the slot's address but
 * the address with the slot's generation in the top 16 bits
 * (cufw__slot_handle): the handle of a destroyed object differs from the
 * handle of the next object in its slot, so a stale handle is refused
 * (CUFW__HANDLE_LIVE) even when its slot was reused at once -- until the
 * same slot has been reused 65,536 times. The low 48 bits are the slot's
 * address: whether a value is one of the table's handles at all is decided
 * by them alone (CUFW__HANDLE_IN), and no other object can have an address
 * inside the table (x86-64 and aarch64 user addresses fit in 48 bits; on
 * aarch64 the top byte, where memory tagging puts its tags, is ignored by
 * the hardware). Handles are never dereferenced before they are decoded.
 *
 * The one policy: a claim takes the first free slot after the last one
 * claimed, round-robin, under the table's lock, so a freed slot is reused
 * as late as possible and a stale pointer to it is far more likely to find
 * it free than to alias a new owner. A slot is published (claimed -> live)
 * with a release store once it is filled; readers check it with an acquire
 * load and need no lock. Releasing is one compare-and-swap: of two threads
 * releasing the same slot, one wins.
 */
#ifndef CUFW_COMMON_TABLE_H
#define CUFW_COMMON_TABLE_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/* The first member of every slot. */
struct cufw__slot {
    atomic_uint state; /* generation << 2 | phase */
};

enum { CUFW__SLOT_FREE = 0, CUFW__SLOT_CLAIMED = 1, CUFW__SLOT_LIVE = 2 };
#define CUFW__SLOT_PHASE(state) ((state) & 3u)

struct cufw__table {
    void *slots;    /* the array */
    size_t stride;  /* the size of one slot */
    unsigned count; /* how many */
    unsigned next;  /* where the next claim starts looking (under lock) */
    /* One past the highest slot ever claimed (written under lock, only
     * upwards): scans for live slots stop there, so that a program using
     * a few slots never touches the pages of the rest of the table (a read
     * of an untouched .bss page maps a page-table entry, if not memory). */
    atomic_uint high;
    pthread_mutex_t lock;
};

/* A table over a static array whose elements start with a struct
 * cufw__slot named hdr. */
#define CUFW__TABLE_OF(array)                                                                   \
    {(void *)(array), sizeof(array)[0], (unsigned)(sizeof(array) / sizeof(array)[0]), 0, 0,      \
     PTHREAD_MUTEX_INITIALIZER}

static inline struct cufw__slot *cufw__table_at(const struct cufw__table *t, unsigned i)
{
    return (struct cufw__slot *)(void *)((char *)t->slots + (size_t)i * t->stride);
}

/* 1 when ptr points anywhere into the static array (compared as integers:
 * no pointer arithmetic outside the array; the sizes are constants, so the
 * check costs a subtraction and a compare -- it is on the launch path). */
#define CUFW__IN_ARRAY(array, ptr) ((uintptr_t)(ptr) - (uintptr_t)(array) < sizeof(array))

/* The index of the element ptr points to the start of, or -1. */
#define CUFW__ARRAY_OFFSET(array, ptr) ((uintptr_t)(ptr) - (uintptr_t)(array))
#define CUFW__ARRAY_INDEX(array, ptr)                                                           \
    (CUFW__IN_ARRAY(array, ptr) && CUFW__ARRAY_OFFSET(array, ptr) % sizeof((array)[0]) == 0     \
         ? (long)(CUFW__ARRAY_OFFSET(array, ptr) / sizeof((array)[0]))                          \
         : -1L)

/* 1 when the slot is live (acquire: its contents are then visible). */
static inline int cufw__slot_live(const struct cufw__slot *s)
{
    return CUFW__SLOT_PHASE(atomic_load_explicit(&s->state, memory_order_acquire)) ==
           CUFW__SLOT_LIVE;
}

/* The live slot of the static array that ptr points to, or NULL. */
#define CUFW__LIVE_IN(array, ptr)                                                               \
    (CUFW__ARRAY_INDEX(array, ptr) >= 0 &&                                                      \
             cufw__slot_live(&(array)[CUFW__ARRAY_INDEX(array, ptr)].hdr)                       \
         ? &(array)[CUFW__ARRAY_INDEX(array, ptr)]                                              \
         : NULL)

/* ---- handles: a slot's address with its generation in the top bits */

#define CUFW__HANDLE_SHIFT 48
#define CUFW__HANDLE_GEN_MASK 0xffffu
_Static_assert(sizeof(uintptr_t) == 8, "cufw's handles need 64-bit addresses");

/* The slot address a handle names (its low 48 bits), as an integer. */
#define CUFW__HANDLE_ADDR(h) ((uintptr_t)(h) & (((uintptr_t)1 << CUFW__HANDLE_SHIFT) - 1u))
/* The generation a handle names. */
#define CUFW__HANDLE_GEN(h) ((unsigned)((uintptr_t)(h) >> CUFW__HANDLE_SHIFT))

/* 1 when h is one of the handles of the static array (live or not): its
 * address part points into the array. */
#define CUFW__HANDLE_IN(array, h) CUFW__IN_ARRAY(array, CUFW__HANDLE_ADDR(h))

/* The handle of a slot in its current generation (the slot claimed or live:
 * its generation does not change until it is released). */
static inline uintptr_t cufw__slot_handle(const struct cufw__slot *s)
{
    unsigned st = atomic_load_explicit(&s->state, memory_order_relaxed);

    return (uintptr_t)s | (uintptr_t)((st >> 2) & CUFW__HANDLE_GEN_MASK) << CUFW__HANDLE_SHIFT;
}

/* 1 when the slot is live in generation gen (acquire: its contents are
 * then visible). */
static inline int cufw__slot_live_gen(const struct cufw__slot *s, unsigned gen)
{
    unsigned st = atomic_load_explicit(&s->state, memory_order_acquire);

    return CUFW__SLOT_PHASE(st) == CUFW__SLOT_LIVE && ((st >> 2) & CUFW__HANDLE_GEN_MASK) == gen;
}

/* The live slot of the static array that handle h names, in the generation
 * it names, or NULL: a stale handle (its object destroyed, the slot free or
 * reused), a value pointing between slots or outside the array. */
#define CUFW__HANDLE_LIVE(array, h)                                                             \
    (CUFW__ARRAY_INDEX(array, CUFW__HANDLE_ADDR(h)) >= 0 &&                                     \
             cufw__slot_live_gen(&(array)[CUFW__ARRAY_INDEX(array, CUFW__HANDLE_ADDR(h))].hdr,  \
                                 CUFW__HANDLE_GEN(h))                                           \
         ? &(array)[CUFW__ARRAY_INDEX(array, CUFW__HANDLE_ADDR(h))]                             \
         : NULL)

static inline void cufw__table_lock(struct cufw__table *t)
{
    pthread_mutex_lock(&t->lock);
}

static inline void cufw__table_unlock(struct cufw__table *t)
{
    pthread_mutex_unlock(&t->lock);
}

/* Claim a free slot, the lock held: it becomes claimed (invisible to
 * readers) and is returned; NULL when the table is full. */
static inline void *cufw__table_claim_locked(struct cufw__table *t)
{
    unsigned j;

    for (j = 0; j < t->count; j++) {
        unsigned i = (t->next + j) % t->count;
        struct cufw__slot *s = cufw__table_at(t, i);
        /* acquire: pairs with the release that freed the slot, so that
         * its last owner's reads and writes happen before the new owner's */
        unsigned st = atomic_load_explicit(&s->state, memory_order_acquire);

        if (CUFW__SLOT_PHASE(st) != CUFW__SLOT_FREE)
            continue;
        atomic_store_explicit(&s->state, (st & ~3u) | CUFW__SLOT_CLAIMED, memory_order_relaxed);
        t->next = (i + 1) % t->count;
        if (i + 1 > atomic_load_explicit(&t->high, memory_order_relaxed))
            atomic_store_explicit(&t->high, i + 1, memory_order_release);
        return s;
    }
    return NULL;
}

/*
 * How far a scan for live slots must look: one past the highest slot ever
 * claimed. Exact under the table's lock (or a lock every claim of the
 * slots looked for is made under); without one, a slot claimed meanwhile
 * may be missed, as it may be by any lock-free lookup.
 */
static inline unsigned cufw__table_high(struct cufw__table *t)
{
    return atomic_load_explicit(&t->high, memory_order_acquire);
}

static inline void *cufw__table_claim(struct cufw__table *t)
{
    void *s;

    cufw__table_lock(t);
    s = cufw__table_claim_locked(t);
    cufw__table_unlock(t);
    return s;
}

/* A claimed slot, filled: make it live for readers. */
static inline void cufw__slot_publish(struct cufw__slot *s)
{
    unsigned st = atomic_load_explicit(&s->state, memory_order_relaxed);

    atomic_store_explicit(&s->state, (st & ~3u) | CUFW__SLOT_LIVE, memory_order_release);
}

/* A claimed slot whose creation failed: free again, same generation. */
static inline void cufw__slot_unclaim(struct cufw__slot *s)
{
    unsigned st = atomic_load_explicit(&s->state, memory_order_relaxed);

    atomic_store_explicit(&s->state, st & ~3u, memory_order_release);
}

/* Release a live slot: free, next generation. Returns 1 when this call
 * released it, 0 when it was not live (released already, by another
 * thread too). */
static inline int cufw__slot_release(struct cufw__slot *s)
{
    unsigned st = atomic_load_explicit(&s->state, memory_order_acquire);

    do {
        if (CUFW__SLOT_PHASE(st) != CUFW__SLOT_LIVE)
            return 0;
    } while (!atomic_compare_exchange_weak_explicit(&s->state, &st,
                                                    ((st >> 2) + 1u) << 2 | CUFW__SLOT_FREE,
                                                    memory_order_acq_rel, memory_order_acquire));
    return 1;
}

/* Release a live slot in the generation a handle names: as
 * cufw__slot_release, but 0 also when the slot was released and claimed
 * again meanwhile (a stale handle must never release its slot's next
 * owner). */
static inline int cufw__slot_release_gen(struct cufw__slot *s, unsigned gen)
{
    unsigned st = atomic_load_explicit(&s->state, memory_order_acquire);

    do {
        if (CUFW__SLOT_PHASE(st) != CUFW__SLOT_LIVE || ((st >> 2) & CUFW__HANDLE_GEN_MASK) != gen)
            return 0;
    } while (!atomic_compare_exchange_weak_explicit(&s->state, &st,
                                                    ((st >> 2) + 1u) << 2 | CUFW__SLOT_FREE,
                                                    memory_order_acq_rel, memory_order_acquire));
    return 1;
}

#endif
