/* SPDX-License-Identifier: MIT */
/*
 * fuzz/fatbin-select.c -- cufw_fatbin_select against the rules its header
 * states, written out again here. The first input byte gives the compute
 * capability's major (0..12), the second its minor (0..9); the rest is the
 * fatbin.
 *
 * The rules (cufw/fatbin.h): an entry is usable when it is an ELF for the
 * device's major with a minor not above the device's, or PTX not newer than
 * the device; an arch-specific entry ("90a") only on exactly its SM; a
 * family-specific one ("100f") only within its major, minor not above the
 * device's. The choice: an ELF over PTX; the highest SM; then
 * arch-specific over plain over family-specific; then the first.
 */
#include <cufw/fatbin.h>

#include "fuzz.h"

struct pick {
    int found;
    unsigned index, kind, sm, cls;
};

static int usable(const struct cufw_fatbin_entry *e, unsigned major, unsigned minor)
{
    unsigned dev = major * 10 + minor, em = e->sm_arch / 10, en = e->sm_arch % 10;

    if (e->kind != CUFW_FATBIN_KIND_ELF && e->kind != CUFW_FATBIN_KIND_PTX)
        return 0;
    if (e->flags & CUFW_FATBIN_FLAG_ARCH_SPECIFIC)
        return e->sm_arch == dev;
    if (e->kind == CUFW_FATBIN_KIND_ELF || (e->flags & CUFW_FATBIN_FLAG_FAMILY_SPECIFIC))
        return em == major && en <= minor;
    return e->sm_arch <= dev;
}

static unsigned spec_class(const struct cufw_fatbin_entry *e)
{
    if (e->flags & CUFW_FATBIN_FLAG_ARCH_SPECIFIC)
        return 2;
    return (e->flags & CUFW_FATBIN_FLAG_FAMILY_SPECIFIC) ? 0 : 1;
}

/* 1 when (kind, sm, cls) beats the current pick */
static int better(const struct pick *p, unsigned kind, unsigned sm, unsigned cls)
{
    unsigned pe = p->kind == CUFW_FATBIN_KIND_ELF, ne = kind == CUFW_FATBIN_KIND_ELF;

    if (!p->found)
        return 1;
    if (ne != pe)
        return ne > pe;
    if (sm != p->sm)
        return sm > p->sm;
    return cls > p->cls;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    unsigned char *buf;
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e, chosen;
    struct pick ref = {0, 0, 0, 0, 0};
    unsigned major, minor;
    size_t len;
    int rc, walk;

    if (size < 2)
        return 0;
    major = data[0] % 13u;
    minor = data[1] % 10u;
    len = size - 2;
    buf = fuzz_copy(data + 2, len);

    cufw_fatbin_iter_init(&it, buf, len);
    while ((walk = cufw_fatbin_next(&it, &e)) == CUFW_OK) {
        int u = usable(&e, major, minor);

        FUZZ_CHECK(cufw_fatbin_entry_usable(&e, (int)major, (int)minor) == u,
                   "entry %u (kind %u, sm %u, flags 0x%llx): usable is %d, the rules say %d",
                   e.index, e.kind, e.sm_arch, (unsigned long long)e.flags, !u, u);
        if (u && better(&ref, e.kind, e.sm_arch, spec_class(&e))) {
            ref.found = 1;
            ref.index = e.index;
            ref.kind = e.kind;
            ref.sm = e.sm_arch;
            ref.cls = spec_class(&e);
        }
    }

    rc = cufw_fatbin_select(buf, len, (int)major, (int)minor, &chosen);
    if (walk != CUFW_ERROR_NOT_FOUND) {
        FUZZ_CHECK(rc == walk, "select says %d on a buffer the walk stops at with %d", rc, walk);
    } else if (!ref.found) {
        FUZZ_CHECK(rc == CUFW_ERROR_FATBIN_NO_IMAGE, "nothing usable, select says %d", rc);
    } else {
        FUZZ_CHECK(rc == CUFW_OK,
                   "%u.%u: entry %u (kind %u, sm %u, class %u) is usable, select says %d", major,
                   minor, ref.index, ref.kind, ref.sm, ref.cls, rc);
        FUZZ_CHECK(chosen.index == ref.index,
                   "%u.%u: select chose entry %u (kind %u, sm %u), the rules entry %u (kind %u, "
                   "sm %u, class %u)",
                   major, minor, chosen.index, chosen.kind, chosen.sm_arch, ref.index, ref.kind,
                   ref.sm, ref.cls);
        FUZZ_CHECK(fuzz_inside(chosen.payload + chosen.payload_size, buf, len),
                   "the chosen payload runs past the buffer");
    }
    free(buf);
    return 0;
}
