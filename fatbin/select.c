/* SPDX-License-Identifier: MIT */
/*
 * fatbin/select.c -- which entry of a fatbin a device would load.
 *
 * The driver's documented rules: a cubin for sm_XY runs on compute
 * capability X.Z for Z >= Y (same major); PTX for compute_XY is JIT-compiled
 * for any device of capability >= X.Y; arch-specific targets ("90a") run
 * only on exactly that capability; family-specific ones ("100f") only within
 * their major. Among usable entries, a cubin beats PTX, a closer cubin beats
 * a farther one, and newer PTX beats older PTX.
 */
#include <cufw/fatbin.h>

int cufw_fatbin_entry_usable(const struct cufw_fatbin_entry *e, int cc_major, int cc_minor)
{
    unsigned dev, major, minor;

    if (e == NULL || cc_major < 0 || cc_minor < 0 || cc_minor > 9)
        return 0;
    dev = (unsigned)cc_major * 10u + (unsigned)cc_minor;
    major = e->sm_arch / 10u;
    minor = e->sm_arch % 10u;
    if (e->flags & CUFW_FATBIN_FLAG_ARCH_SPECIFIC)
        return (e->kind == CUFW_FATBIN_KIND_ELF || e->kind == CUFW_FATBIN_KIND_PTX) &&
               e->sm_arch == dev;
    if (e->kind == CUFW_FATBIN_KIND_ELF || (e->flags & CUFW_FATBIN_FLAG_FAMILY_SPECIFIC))
        return (e->kind == CUFW_FATBIN_KIND_ELF || e->kind == CUFW_FATBIN_KIND_PTX) &&
               major == (unsigned)cc_major && minor <= (unsigned)cc_minor;
    if (e->kind == CUFW_FATBIN_KIND_PTX)
        return e->sm_arch <= dev;
    return 0;
}

/* Larger is better; only called for usable entries. */
static unsigned long rank(const struct cufw_fatbin_entry *e)
{
    unsigned long r = (unsigned long)e->sm_arch * 4u;

    if (e->kind == CUFW_FATBIN_KIND_ELF)
        r += 1000000ul;
    if (e->flags & CUFW_FATBIN_FLAG_ARCH_SPECIFIC)
        r += 2;
    else if (!(e->flags & CUFW_FATBIN_FLAG_FAMILY_SPECIFIC))
        r += 1;
    return r;
}

int cufw_fatbin_select(const void *buf, size_t len, int cc_major, int cc_minor,
                       struct cufw_fatbin_entry *entry)
{
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    unsigned long best = 0;
    int rc, found = 0;

    if (entry == NULL || cc_major < 0 || cc_minor < 0 || cc_minor > 9)
        return CUFW_ERROR_INVALID_ARGUMENT;
    rc = cufw_fatbin_iter_init(&it, buf, len);
    if (rc != CUFW_OK)
        return rc;
    while ((rc = cufw_fatbin_next(&it, &e)) == CUFW_OK) {
        if (cufw_fatbin_entry_usable(&e, cc_major, cc_minor) && (!found || rank(&e) > best)) {
            best = rank(&e);
            *entry = e;
            found = 1;
        }
    }
    if (rc != CUFW_ERROR_NOT_FOUND)
        return rc;
    return found ? CUFW_OK : CUFW_ERROR_FATBIN_NO_IMAGE;
}
