/* SPDX-License-Identifier: MIT */
/*
 * tools/fit.c -- cufw-fatbin --fit: count what a program will register.
 *
 * nvcc's registration (compat/register.c) takes, per translation unit or
 * device link, one slot of the fatbins table for the unit's fatbin wrapper
 * (24 bytes each in the .nvFatBinSegment section), one slot of the
 * functions table per kernel the unit defines and one of the variables
 * table per __device__, __constant__ or __managed__ variable. The wrappers
 * are counted from the section's size; the kernels and variables from the
 * fatbin the wrapper points to, whose images are the unit's device code
 * compiled for several targets: each image holds the same kernels, so a
 * unit's count is the largest over its images. Units compiled with
 * -rdc=true are the exception: their wrappers point into __nv_relfatbin
 * and are not registered; the device link's wrapper is, once, with the
 * linked fatbin, whose images hold every unit's kernels. A cubin says which of its
 * functions are kernels (STO_CUDA_ENTRY in the symbol's st_other) and
 * where its variables live (.nv.global*, .nv.constantN); PTX says it with
 * .entry, .global and .const. A static archive is counted member by
 * member, as if every member were linked: an upper bound for a program
 * that links only some of them.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/driver.h>
#include <cufw/error.h>
#include <cufw/fatbin.h>

#include "fit.h"
#include "toolutil.h"

#define STO_CUDA_ENTRY 0x10 /* st_other of a kernel's symbol in a cubin */
#define WRAPPER_SIZE 24     /* magic, version, data, filename */
#define SHT_NOBITS 8
#define SHT_SYMTAB 2

static uint64_t rd(const unsigned char *p, unsigned n)
{
    uint64_t v = 0;

    while (n-- > 0)
        v = v << 8 | p[n];
    return v;
}

/* A 64-bit little-endian ELF file's section table, checked. */
struct elf {
    const unsigned char *buf;
    size_t len;
    uint64_t shoff, shentsize, shnum, shstrndx;
};

static int elf_open(struct elf *e, const unsigned char *buf, size_t len)
{
    if (len < 64 || memcmp(buf, "\177ELF", 4) != 0 || buf[4] != 2 || buf[5] != 1)
        return -1;
    e->buf = buf;
    e->len = len;
    e->shoff = rd(buf + 0x28, 8);
    e->shentsize = rd(buf + 0x3a, 2);
    e->shnum = rd(buf + 0x3c, 2);
    e->shstrndx = rd(buf + 0x3e, 2);
    if (e->shnum == 0)
        return 0;
    if (e->shentsize < 64 || e->shoff > len || e->shnum > (len - e->shoff) / e->shentsize ||
        e->shstrndx >= e->shnum)
        return -1;
    return 0;
}

static const unsigned char *elf_sh(const struct elf *e, uint64_t i)
{
    return e->buf + e->shoff + i * e->shentsize;
}

/* Section i's bytes (none for NOBITS), or -1 when they lie outside the file. */
static int elf_bytes(const struct elf *e, uint64_t i, const unsigned char **p, size_t *n)
{
    const unsigned char *sh = elf_sh(e, i);
    uint64_t off = rd(sh + 24, 8), size = rd(sh + 32, 8);

    if (rd(sh + 4, 4) == SHT_NOBITS)
        size = 0;
    if (off > e->len || size > e->len - off)
        return -1;
    *p = e->buf + off;
    *n = (size_t)size;
    return 0;
}

/* Section i's name, or NULL when it is not a string inside .shstrtab. */
static const char *elf_name(const struct elf *e, uint64_t i)
{
    const unsigned char *s;
    size_t n;
    uint64_t at = rd(elf_sh(e, i), 4);

    if (elf_bytes(e, e->shstrndx, &s, &n) != 0 || at >= n || memchr(s + at, 0, n - at) == NULL)
        return NULL;
    return (const char *)s + at;
}

/* A variable's section: .nv.global, .nv.global.init, or a constant bank
 * .nv.constantN other than the parameters' (.nv.constant0.KERNEL). */
static int variable_section(const char *name)
{
    if (name == NULL)
        return 0;
    if (strncmp(name, ".nv.global", 10) == 0)
        return name[10] == '\0' || name[10] == '.';
    if (strncmp(name, ".nv.constant", 12) == 0)
        return name[12] >= '1' && name[12] <= '9' && strchr(name + 12, '.') == NULL;
    return 0;
}

/* Not the compiler's ('$str') and not a function's static ("_ZZ...": a
 * local entity, which has no host shadow and is never registered). */
static int registered_name(const char *name, size_t max)
{
    return max > 0 && name[0] != '$' && !(max > 3 && strncmp(name, "_ZZ", 3) == 0);
}

int fit_cubin(const unsigned char *buf, size_t len, unsigned long *kernels,
              unsigned long *variables)
{
    struct elf e;
    uint64_t i;

    *kernels = *variables = 0;
    if (elf_open(&e, buf, len) != 0)
        return -1;
    for (i = 0; i < e.shnum; i++) {
        const unsigned char *sh = elf_sh(&e, i), *sym, *str;
        size_t nsym, nstr, j;

        if (rd(sh + 4, 4) != SHT_SYMTAB)
            continue;
        if (rd(sh + 40, 4) >= e.shnum || elf_bytes(&e, i, &sym, &nsym) != 0 ||
            elf_bytes(&e, rd(sh + 40, 4), &str, &nstr) != 0)
            return -1;
        for (j = 0; j + 24 <= nsym; j += 24) {
            const unsigned char *s = sym + j;
            unsigned type = s[4] & 0xf, other = s[5], shndx = (unsigned)rd(s + 6, 2);
            uint64_t at = rd(s, 4);

            if (shndx == 0 || shndx >= e.shnum || at >= nstr)
                continue;
            if (type == 2 && (other & STO_CUDA_ENTRY))
                ++*kernels;
            else if (type == 1 && registered_name((const char *)str + at, nstr - at) &&
                     variable_section(elf_name(&e, shndx)))
                ++*variables;
        }
    }
    return 0;
}

/* The directive that starts line p (after blanks and the linkage words),
 * at module scope: a line of a function body is indented. */
static int ptx_directive(const char *p, const char *end, const char *word)
{
    size_t n = strlen(word);

    for (;;) {
        if ((size_t)(end - p) > 9 && memcmp(p, ".visible ", 9) == 0)
            p += 9;
        else if ((size_t)(end - p) > 8 && memcmp(p, ".extern ", 8) == 0)
            p += 8;
        else if ((size_t)(end - p) > 6 && memcmp(p, ".weak ", 6) == 0)
            p += 6;
        else
            break;
    }
    return (size_t)(end - p) > n && memcmp(p, word, n) == 0 && (p[n] == ' ' || p[n] == '\t');
}

void fit_ptx(const unsigned char *buf, size_t len, unsigned long *kernels,
             unsigned long *variables)
{
    const char *p = (const char *)buf, *end = p + len;

    *kernels = *variables = 0;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *eol = nl != NULL ? nl : end;

        if (ptx_directive(p, eol, ".entry"))
            ++*kernels;
        else if (ptx_directive(p, eol, ".global") || ptx_directive(p, eol, ".const"))
            ++*variables;
        p = eol + 1;
    }
}

/* One entry's kernels and variables, decompressed first when it is. */
static int count_entry(const char *file, const struct cufw_fatbin_entry *en, unsigned long *k,
                       unsigned long *v)
{
    unsigned char *tmp = NULL;
    const unsigned char *p = en->payload;
    size_t n = (size_t)en->payload_size;
    char why[256];
    int rc = 0;

    *k = *v = 0;
    if (en->kind != CUFW_FATBIN_KIND_ELF && en->kind != CUFW_FATBIN_KIND_PTX)
        return 0;
    if (en->compression != CUFW_FATBIN_COMPRESSION_NONE) {
        if (en->uncompressed_size > ((uint64_t)1 << 32)) {
            tool_error("%s: fatbin entry %u: implausible uncompressed size %llu", file, en->index,
                       (unsigned long long)en->uncompressed_size);
            return -1;
        }
        n = (size_t)en->uncompressed_size;
        if ((tmp = malloc(n ? n : 1)) == NULL) {
            tool_error("%s: out of memory", file);
            return -1;
        }
        if (fatbin_decompress(en, tmp, why, sizeof why) != 0) {
            tool_error("%s: fatbin entry %u: %s", file, en->index, why);
            free(tmp);
            return -1;
        }
        p = tmp;
    }
    if (en->kind == CUFW_FATBIN_KIND_PTX) {
        fit_ptx(p, n, k, v);
    } else if (fit_cubin(p, n, k, v) != 0) {
        tool_error("%s: fatbin entry %u (sm_%u): not a sound cubin", file, en->index,
                   en->sm_arch);
        rc = -1;
    }
    free(tmp);
    return rc;
}

/* The fatbins of buf: each container is one unit's; its kernels and
 * variables are the most of any of its images (cubins before PTX). Adds
 * the containers to *units and the sums to *k and *v. */
static int count_fatbins(const char *file, const unsigned char *buf, size_t len,
                         unsigned long *units, unsigned long *k, unsigned long *v)
{
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry en;
    unsigned long ek = 0, ev = 0, ck = 0, cv = 0, pk = 0, pv = 0;
    unsigned container = 0;
    int rc, any = 0;

    cufw_fatbin_iter_init(&it, buf, len);
    while ((rc = cufw_fatbin_next(&it, &en)) == CUFW_OK) {
        if (any && en.container != container) {
            *k += ck > 0 || cv > 0 ? ck : pk;
            *v += ck > 0 || cv > 0 ? cv : pv;
            ck = cv = pk = pv = 0;
            ++*units;
        }
        any = 1;
        container = en.container;
        if (count_entry(file, &en, &ek, &ev) != 0)
            return -1;
        if (en.kind == CUFW_FATBIN_KIND_ELF) {
            ck = ek > ck ? ek : ck;
            cv = ev > cv ? ev : cv;
        } else {
            pk = ek > pk ? ek : pk;
            pv = ev > pv ? ev : pv;
        }
    }
    if (rc != CUFW_ERROR_NOT_FOUND && rc != CUFW_ERROR_FATBIN_EMPTY) {
        tool_error("%s: corrupted fatbin at byte %zu: %s", file, it.pos, cufw_error_string(rc));
        return -1;
    }
    if (any) {
        *k += ck > 0 || cv > 0 ? ck : pk;
        *v += ck > 0 || cv > 0 ? cv : pv;
        ++*units;
    }
    return 0;
}

/* The section called name (its bytes, and its address when addr is not
 * NULL), or 0 bytes when there is none. */
static int find_section(const char *file, const struct elf *e, const char *name,
                        const unsigned char **p, size_t *n, int *found, uint64_t *addr)
{
    uint64_t i;

    *found = 0;
    *n = 0;
    for (i = 1; i < e->shnum; i++) {
        const char *s = elf_name(e, i);

        if (s == NULL || strcmp(s, name) != 0)
            continue;
        if (elf_bytes(e, i, p, n) != 0) {
            tool_error("%s: corrupted ELF file: its %s section lies outside it", file, name);
            return -1;
        }
        if (addr != NULL)
            *addr = rd(elf_sh(e, i) + 16, 8);
        *found = 1;
        return 0;
    }
    return 0;
}

static int count_elf(const char *file, const unsigned char *buf, size_t len, struct fit_counts *c)
{
    const unsigned char *seg, *fat, *img, *rel;
    size_t nseg, nfat, nimg, nrel, pos = 0, i;
    unsigned long units = 0, k = 0, v = 0, ignored = 0;
    const struct cufw_image *rec;
    int has_seg, has_fat, has_img, has_rel, rc;
    uint64_t reladdr = 0;
    struct elf e;

    if (elf_open(&e, buf, len) != 0) {
        tool_error("%s: not a sound 64-bit little-endian ELF file", file);
        return -1;
    }
    c->objects++;
    if (find_section(file, &e, ".nvFatBinSegment", &seg, &nseg, &has_seg, NULL) != 0 ||
        find_section(file, &e, ".nv_fatbin", &fat, &nfat, &has_fat, NULL) != 0 ||
        find_section(file, &e, "__nv_relfatbin", &rel, &nrel, &has_rel, &reladdr) != 0 ||
        find_section(file, &e, CUFW_IMAGE_SECTION, &img, &nimg, &has_img, NULL) != 0)
        return -1;
    if (has_fat && count_fatbins(file, fat, nfat, &units, &k, &v) != 0)
        return -1;
    /* an object compiled with -rdc=true: its kernels and variables are
     * registered against its device link's fatbin, not its own */
    if (!has_fat && has_rel && count_fatbins(file, rel, nrel, &ignored, &k, &v) != 0)
        return -1;
    if (has_seg) {
        if (nseg % WRAPPER_SIZE != 0) {
            tool_error("%s: its .nvFatBinSegment (%zu bytes) is not a whole number of %d-byte "
                       "fatbin wrappers", file, nseg, WRAPPER_SIZE);
            return -1;
        }
        c->have_segment = 1;
        /* every wrapper is registered, but a -rdc=true unit's: its data
         * lies in __nv_relfatbin (linked), or is not yet relocated in an
         * object without a .nv_fatbin; its device link's wrapper is the
         * one registered */
        for (units = 0, i = 0; i < nseg; i += WRAPPER_SIZE) {
            uint64_t data = rd(seg + i + 8, 8);

            if (has_rel && (data - reladdr < nrel || (data == 0 && !has_fat)))
                continue;
            units++;
        }
    }
    c->fatbins += units;
    c->functions += k;
    c->variables += v;
    while (has_img && (rc = cufw_image_walk(img, nimg, &pos, &rec)) == CUFW_OK) {
        struct cufw_image r;
        unsigned long n = 0, ik = 0, iv = 0;

        memcpy(&r, rec, sizeof r);
        if (count_fatbins(file, cufw_image_data(rec), (size_t)r.data_size, &n, &ik, &iv) != 0)
            return -1;
        c->images++;
        c->image_kernels += ik;
    }
    if (has_img && rc != CUFW_ERROR_NOT_FOUND) {
        tool_error("%s: corrupted cufw image record at byte %zu of the %s section: %s", file, pos,
                   CUFW_IMAGE_SECTION, cufw_error_string(rc));
        return -1;
    }
    return 0;
}

/* An ar archive ("!<arch>\n", System V / GNU): every ELF member counted. */
static int count_archive(const char *file, const unsigned char *buf, size_t len,
                         struct fit_counts *c)
{
    size_t pos = 8;

    while (pos < len) {
        const unsigned char *h = buf + pos;
        char field[11];
        unsigned long long size;
        char *end;
        int rc = 0;

        if (len - pos == 1 && buf[pos] == '\n')
            break; /* the last member's padding */
        if (len - pos < 60 || h[58] != '`' || h[59] != '\n') {
            tool_error("%s: corrupted archive: a bad member header at byte %zu", file, pos);
            return -1;
        }
        memcpy(field, h + 48, 10);
        field[10] = '\0';
        size = strtoull(field, &end, 10);
        if (end == field || size > len - pos - 60) {
            tool_error("%s: corrupted archive: the member at byte %zu claims %s bytes", file, pos,
                       field);
            return -1;
        }
        if (size >= 4 && memcmp(h + 60, "\177ELF", 4) == 0) {
            /* a copy: members are only 2-byte aligned in the archive */
            size_t n = strlen(file) + 40;
            unsigned char *m = malloc((size_t)size);
            char *label = malloc(n);

            if (m == NULL || label == NULL) {
                free(m);
                free(label);
                tool_error("%s: out of memory", file);
                return -1;
            }
            memcpy(m, h + 60, (size_t)size);
            snprintf(label, n, "%s(member at byte %zu)", file, pos);
            rc = count_elf(label, m, (size_t)size, c);
            free(label);
            free(m);
        }
        if (rc != 0)
            return -1;
        pos += 60 + (size_t)size + (size & 1);
    }
    return 0;
}

int fit_count(const char *file, const unsigned char *buf, size_t len, struct fit_counts *c)
{
    if (len >= 8 && memcmp(buf, "!<arch>\n", 8) == 0)
        return count_archive(file, buf, len, c);
    if (len >= 8 && memcmp(buf, "!<thin>\n", 8) == 0) {
        tool_error("%s: a thin archive holds no members: give its object files instead", file);
        return -1;
    }
    if (len >= 4 && memcmp(buf, "\177ELF", 4) == 0)
        return count_elf(file, buf, len, c);
    tool_error("%s: --fit reads ELF files and ar archives of them; this is neither", file);
    return -1;
}

/* ------------------------------------------------------------ the verdict */

/* The capacities a program is checked against: this cufw-fatbin's build,
 * then the ones the program's cufw recorded (a line "cufw capacities
 * NAME=N ..." in its .comment, core/init.c), then --capacities. */
struct fit_limits {
    unsigned long limit[64];
    const char *from;
};

/* Set name=value pairs from list (space- or comma-separated) into l.
 * Returns 0, or -1 after naming the bad pair; what names the pairs' source. */
static int set_limits(struct fit_limits *l, const char *list, size_t len, const char *what)
{
    size_t i = 0;

    while (i < len) {
        char pair[96], *eq, *end;
        size_t n = 0;
        unsigned index;
        unsigned long long v;

        while (i < len && (list[i] == ' ' || list[i] == ','))
            i++;
        while (i + n < len && list[i + n] != ' ' && list[i + n] != ',')
            n++;
        if (n == 0)
            break;
        if (n >= sizeof pair) {
            tool_error("%s: '%.*s...' is too long for NAME=N", what, 40, list + i);
            return -1;
        }
        memcpy(pair, list + i, n);
        pair[n] = '\0';
        i += n;
        eq = strchr(pair, '=');
        if (eq == NULL) {
            tool_error("%s: '%s' is not NAME=N", what, pair);
            return -1;
        }
        *eq = '\0';
        if (cufw_capacity_find(pair, &index) != CUFW_OK || index >= 64) {
            tool_error("%s: '%s' is not one of cufw's capacities (cufw-info lists them)", what,
                       pair);
            return -1;
        }
        v = strtoull(eq + 1, &end, 10);
        if (eq[1] < '0' || eq[1] > '9' || *end != '\0' || v == 0 || v > 0xffffffffull) {
            tool_error("%s: %s=%s: the capacity must be a positive whole number", what, pair,
                       eq + 1);
            return -1;
        }
        l->limit[index] = (unsigned long)v;
    }
    return 0;
}

/* The capacities a program's cufw recorded in its .comment, if it did:
 * 1 when found (set into l), 0 when not, -1 on a bad line. */
static int recorded_limits(const char *file, const unsigned char *buf, size_t len,
                           struct fit_limits *l)
{
    static const char key[] = "cufw capacities ";
    const unsigned char *p;
    size_t n, i = 0;
    int found;
    struct elf e;

    if (len < 4 || memcmp(buf, "\177ELF", 4) != 0 || elf_open(&e, buf, len) != 0 ||
        find_section(file, &e, ".comment", &p, &n, &found, NULL) != 0 || !found)
        return 0;
    while (i < n) {
        const unsigned char *z = memchr(p + i, 0, n - i);
        size_t m = z != NULL ? (size_t)(z - (p + i)) : n - i;

        if (m > sizeof key - 1 && memcmp(p + i, key, sizeof key - 1) == 0)
            return set_limits(l, (const char *)p + i + sizeof key - 1, m - (sizeof key - 1),
                              file) == 0
                       ? 1
                       : -1;
        i += m + 1;
    }
    return 0;
}

struct fit_need {
    const char *name;
    unsigned long need;
    const char *why;
};

int fit_main(char *const *files, int nfiles, const char *capacities)
{
    static struct fit_limits l;
    struct fit_counts c;
    struct fit_need needs[5];
    char whymod[96], whyker[96];
    const char *from = "this cufw-fatbin's cufw";
    int i, first = -1, status = 0;
    unsigned n;

    /* a wrong --capacities is a wrong command line, refused before any FILE */
    if (capacities != NULL) {
        static struct fit_limits given;

        if (set_limits(&given, capacities, strlen(capacities), "--capacities") != 0) {
            tool_try_help();
            return TOOL_EXIT_USAGE;
        }
    }
    memset(&c, 0, sizeof c);
    for (n = 0; n < cufw_capacity_count() && n < 64; n++) {
        struct cufw_capacity cap;

        if (cufw_capacity_info(n, &cap) == CUFW_OK)
            l.limit[n] = cap.limit;
    }
    for (i = 0; i < nfiles; i++) {
        struct fit_counts one;
        unsigned char *buf;
        size_t len;
        int rc;

        memset(&one, 0, sizeof one);
        if (tool_read_file(files[i], &buf, &len) != 0)
            return 1;
        rc = fit_count(files[i], buf, len, &one);
        if (rc == 0 && capacities == NULL && first < 0) {
            int r = recorded_limits(files[i], buf, len, &l);

            if (r < 0)
                rc = -1;
            else if (r > 0)
                first = i;
        }
        free(buf);
        if (rc != 0)
            return 1;
        printf("%s: %lu fatbin%s, %lu kernel%s, %lu variable%s", files[i], one.fatbins,
               one.fatbins == 1 ? "" : "s", one.functions, one.functions == 1 ? "" : "s",
               one.variables, one.variables == 1 ? "" : "s");
        if (one.images > 0)
            printf(", %lu cufw image%s (%lu kernels)", one.images, one.images == 1 ? "" : "s",
                   one.image_kernels);
        if (one.objects > 1)
            printf(" in %lu ELF files", one.objects);
        printf("\n");
        c.fatbins += one.fatbins;
        c.functions += one.functions;
        c.variables += one.variables;
        c.images += one.images;
        c.image_kernels += one.image_kernels;
    }
    if (capacities != NULL) {
        if (set_limits(&l, capacities, strlen(capacities), "--capacities") != 0)
            return 1; /* checked above: cannot happen */
        from = "--capacities";
    } else if (first >= 0) {
        from = files[first];
    }
    snprintf(whymod, sizeof whymod, "every fatbin loaded%s", c.images > 0 ? ", and the images" : "");
    snprintf(whyker, sizeof whyker, "every kernel launched or preloaded%s",
             c.images > 0 ? ", and the images'" : "");
    needs[0] = (struct fit_need){"fatbins", c.fatbins, NULL};
    needs[1] = (struct fit_need){"functions", c.functions, NULL};
    needs[2] = (struct fit_need){"variables", c.variables, NULL};
    needs[3] = (struct fit_need){"modules", c.fatbins + c.images, whymod};
    needs[4] = (struct fit_need){"kernels", c.functions + c.image_kernels, whyker};
    printf("capacities of %s%s\n", first >= 0 && capacities == NULL ? "the cufw in " : "", from);
    for (i = 0; i < 5; i++) {
        struct cufw_capacity cap;
        unsigned index;

        if (cufw_capacity_find(needs[i].name, &index) != CUFW_OK ||
            cufw_capacity_info(index, &cap) != CUFW_OK) {
            tool_error("this cufw has no capacity called %s", needs[i].name);
            return 1;
        }
        printf("%-10s %lu of %lu%s%s%s%s\n", needs[i].name, needs[i].need, l.limit[index],
               needs[i].need > l.limit[index] ? " EXCEEDED" : "", needs[i].why ? " (" : "",
               needs[i].why ? needs[i].why : "", needs[i].why ? ")" : "");
        if (needs[i].need > l.limit[index] && status == 0) {
            status = 2;
            first = i;
        }
    }
    if (status == 0) {
        printf("fits\n");
        return 0;
    }
    {
        struct cufw_capacity cap;
        unsigned index;

        cufw_capacity_find(needs[first].name, &index);
        cufw_capacity_info(index, &cap);
        printf("does not fit: the %s table (%lu slots) is the first exceeded, by %lu; rebuild "
               "cufw with ./configure %s=N, N >= %lu\n",
               needs[first].name, l.limit[index], needs[first].need - l.limit[index], cap.option,
               needs[first].need);
    }
    return status;
}
