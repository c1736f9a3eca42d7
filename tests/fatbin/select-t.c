/* SPDX-License-Identifier: MIT */
/*
 * tests/fatbin/select-t.c -- which entry a device loads: synthetic fatbins
 * whose entries are chosen to separate the rules (same-major SASS, PTX JIT,
 * arch- and family-specific targets), and the real nvcc builds.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/fatbin/testfile.h"
#include "tests/tap/basic.h"

#define ELF CUFW_FATBIN_KIND_ELF
#define PTX CUFW_FATBIN_KIND_PTX
#define A CUFW_FATBIN_FLAG_ARCH_SPECIFIC
#define F CUFW_FATBIN_FLAG_FAMILY_SPECIFIC

struct spec {
    unsigned kind, arch;
    unsigned long long flags;
};

/* Build a container of entries with 64-byte headers and 16-byte payloads. */
static size_t build(unsigned char *buf, const struct spec *s, int n)
{
    size_t pos = 16;
    int i;

    memset(buf, 0, 16 + (size_t)n * 80);
    buf[0] = 0x50; buf[1] = 0xed; buf[2] = 0x55; buf[3] = 0xba;
    buf[4] = 1;
    buf[6] = 16;
    for (i = 0; i < n; i++, pos += 80) {
        unsigned char *e = buf + pos;
        unsigned long long fl = s[i].flags | 0x11;
        int b;

        e[0] = (unsigned char)s[i].kind;
        e[2] = 1; e[3] = 1;
        e[4] = 64;
        e[8] = 16;
        e[28] = (unsigned char)s[i].arch;
        for (b = 0; b < 8; b++)
            e[40 + b] = (unsigned char)(fl >> (8 * b));
    }
    buf[8] = (unsigned char)((pos - 16) & 0xff);
    buf[9] = (unsigned char)((pos - 16) >> 8);
    return pos;
}

/* Expect device cc to select (kind, arch) -- or nothing when kind is 0. */
static void expect(const struct spec *s, int n, const char *what, int major, int minor,
                   unsigned kind, unsigned arch, unsigned long long flags)
{
    unsigned char buf[16 + 16 * 80];
    struct cufw_fatbin_entry e;
    size_t len = build(buf, s, n);
    int rc = cufw_fatbin_select(buf, len, major, minor, &e);

    if (kind == 0)
        is_int(CUFW_ERROR_FATBIN_NO_IMAGE, rc, "%s on %d.%d: no image", what, major, minor);
    else
        ok(rc == CUFW_OK && e.kind == kind && e.sm_arch == arch &&
               (e.flags & (A | F)) == flags,
           "%s on %d.%d: %s sm_%u%s", what, major, minor, kind == ELF ? "elf" : "ptx", arch,
           flags == A ? "a" : flags == F ? "f" : "");
}

int main(void)
{
    static const struct spec mix[] = {{ELF, 75, 0}, {ELF, 86, 0}, {ELF, 90, 0}, {PTX, 90, 0}};
    static const struct spec lo[] = {{PTX, 75, 0}, {ELF, 80, 0}};
    static const struct spec arch[] = {{ELF, 90, A}, {PTX, 90, A}};
    static const struct spec fam[] = {{ELF, 100, F}, {PTX, 100, F}};
    static const struct spec both[] = {{ELF, 90, 0}, {ELF, 90, A}};
    static const struct spec ptxs[] = {{PTX, 86, 0}, {PTX, 75, 0}};
    unsigned char *special, *plain;
    size_t slen, plen;
    struct cufw_fatbin_entry e;

    tf_need("special.fatbin");
    plan(37);
    expect(mix, 4, "75/86/90+ptx90", 9, 0, ELF, 90, 0);
    expect(mix, 4, "75/86/90+ptx90", 8, 6, ELF, 86, 0);
    expect(mix, 4, "75/86/90+ptx90", 8, 9, ELF, 86, 0);
    expect(mix, 4, "75/86/90+ptx90", 7, 5, ELF, 75, 0);
    expect(mix, 4, "75/86/90+ptx90", 10, 0, PTX, 90, 0);
    expect(mix, 4, "75/86/90+ptx90", 12, 0, PTX, 90, 0);
    expect(mix, 4, "75/86/90+ptx90", 8, 0, 0, 0, 0);
    expect(mix, 4, "75/86/90+ptx90", 7, 0, 0, 0, 0);
    expect(lo, 2, "ptx75+80", 8, 6, ELF, 80, 0);
    expect(lo, 2, "ptx75+80", 9, 0, PTX, 75, 0);
    expect(lo, 2, "ptx75+80", 7, 5, PTX, 75, 0);
    expect(lo, 2, "ptx75+80", 7, 2, 0, 0, 0);
    expect(arch, 2, "90a+ptx90a", 9, 0, ELF, 90, A);
    expect(arch, 2, "90a+ptx90a", 10, 0, 0, 0, 0);
    expect(arch, 2, "90a+ptx90a", 12, 0, 0, 0, 0);
    expect(fam, 2, "100f+ptx100f", 10, 0, ELF, 100, F);
    expect(fam, 2, "100f+ptx100f", 10, 3, ELF, 100, F);
    expect(fam, 2, "100f+ptx100f", 11, 0, 0, 0, 0);
    expect(fam, 2, "100f+ptx100f", 12, 0, 0, 0, 0);
    expect(fam, 2, "100f+ptx100f", 9, 0, 0, 0, 0);
    expect(both, 2, "90+90a", 9, 0, ELF, 90, A);
    expect(ptxs, 2, "ptx86+ptx75", 8, 9, PTX, 86, 0);
    expect(ptxs, 2, "ptx86+ptx75", 8, 0, PTX, 75, 0);
    expect(ptxs, 2, "ptx86+ptx75", 12, 1, PTX, 86, 0);

    /* entry_usable directly */
    memset(&e, 0, sizeof e);
    e.kind = ELF;
    e.sm_arch = 80;
    ok(cufw_fatbin_entry_usable(&e, 8, 9) && !cufw_fatbin_entry_usable(&e, 9, 0) &&
           !cufw_fatbin_entry_usable(&e, 7, 5),
       "usable: ELF sm_80 on 8.9 only of 8.9/9.0/7.5");
    e.kind = 7;
    ok(!cufw_fatbin_entry_usable(&e, 8, 0), "usable: unknown kinds never");
    ok(!cufw_fatbin_entry_usable(NULL, 8, 0), "usable: NULL is not");

    /* Bad arguments and damaged input. */
    {
        unsigned char buf[16 + 4 * 80];
        size_t len = build(buf, mix, 4);

        is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(buf, len, 9, 10, &e), "minor 10 refused");
        is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(buf, len, -1, 0, &e), "negative major refused");
        is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(buf, len, 9, 0, NULL), "NULL entry refused");
        buf[0] ^= 1;
        is_int(CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_select(buf, len, 9, 0, &e), "damaged input: its error");
    }

    /* The real builds. */
    special = tf_load("special.fatbin", &slen);
    plain = tf_load("plain.fatbin", &plen);
    ok(cufw_fatbin_select(special, slen, 9, 0, &e) == CUFW_OK && e.kind == ELF && e.sm_arch == 90,
       "special on 9.0: the sm_90a cubin");
    ok(cufw_fatbin_select(special, slen, 10, 3, &e) == CUFW_OK && e.kind == ELF && e.sm_arch == 100,
       "special on 10.3: the sm_100f cubin");
    is_int(CUFW_ERROR_FATBIN_NO_IMAGE, cufw_fatbin_select(special, slen, 12, 0, &e),
           "special on 12.0: nothing (arch/family targets do not carry forward)");
    ok(cufw_fatbin_select(plain, plen, 8, 6, &e) == CUFW_OK && e.kind == ELF && e.sm_arch == 80,
       "plain on 8.6: the sm_80 cubin");
    ok(cufw_fatbin_select(plain, plen, 12, 0, &e) == CUFW_OK && e.kind == PTX && e.sm_arch == 90,
       "plain on 12.0: JIT from compute_90");
    is_int(CUFW_ERROR_FATBIN_NO_IMAGE, cufw_fatbin_select(plain, plen, 7, 5, &e), "plain on 7.5: nothing");
    free(special);
    free(plain);
    return 0;
}
