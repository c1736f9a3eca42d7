/* SPDX-License-Identifier: MIT */
/*
 * fatbin/elf.c -- find a section in a 64-bit little-endian ELF file.
 *
 * Enough ELF for cufw-fatbin to find .nv_fatbin and cufw_images in
 * executables and objects: the section header table, extended section
 * numbering (e_shnum == 0, e_shstrndx == SHN_XINDEX), and the section-name
 * string table, every offset checked against the buffer.
 */
#include <string.h>

#include <cufw/fatbin.h>

#include "inner.h"

#define SHN_XINDEX 0xffffu
#define SHT_NOBITS 8u

struct elf_view {
    const unsigned char *buf;
    size_t len;
    uint64_t shoff;
    uint64_t shentsize;
    uint64_t shnum;
    uint64_t shstrndx;
};

static const unsigned char *section_header(const struct elf_view *v, uint64_t i)
{
    return v->buf + v->shoff + i * v->shentsize;
}

static int open_elf(struct elf_view *v, const unsigned char *buf, size_t len)
{
    const unsigned char *s0;

    if (len < 64 || memcmp(buf, "\177ELF", 4) != 0 || buf[4] != 2 || buf[5] != 1)
        return CUFW_ERROR_ELF_BAD;
    v->buf = buf;
    v->len = len;
    v->shoff = cufw__rd64(buf + 0x28);
    v->shentsize = cufw__rd16(buf + 0x3a);
    v->shnum = cufw__rd16(buf + 0x3c);
    v->shstrndx = cufw__rd16(buf + 0x3e);
    if (v->shoff == 0)
        return CUFW_ERROR_ELF_NO_SECTION;
    if (v->shentsize < 64 || v->shoff > len || len - v->shoff < v->shentsize)
        return CUFW_ERROR_ELF_BAD;
    s0 = buf + v->shoff;
    if (v->shnum == 0)
        v->shnum = cufw__rd64(s0 + 0x20);
    if (v->shstrndx == SHN_XINDEX)
        v->shstrndx = cufw__rd32(s0 + 0x28);
    if (v->shnum == 0 || v->shnum > (len - v->shoff) / v->shentsize || v->shstrndx >= v->shnum)
        return CUFW_ERROR_ELF_BAD;
    return CUFW_OK;
}

int cufw_elf_section(const void *buf, size_t len, const char *name, size_t *offset,
                     size_t *size, uint64_t *addr)
{
    struct elf_view v;
    const unsigned char *sh;
    uint64_t stroff, strsize, i;
    size_t nlen;
    int rc;

    if (buf == NULL || name == NULL || offset == NULL || size == NULL)
        return CUFW_ERROR_INVALID_ARGUMENT;
    rc = open_elf(&v, buf, len);
    if (rc != CUFW_OK)
        return rc;
    sh = section_header(&v, v.shstrndx);
    stroff = cufw__rd64(sh + 0x18);
    strsize = cufw__rd64(sh + 0x20);
    if (stroff > len || strsize > len - stroff)
        return CUFW_ERROR_ELF_BAD;
    nlen = strlen(name);
    for (i = 1; i < v.shnum; i++) {
        uint64_t noff, off, sz;
        const char *strtab = (const char *)v.buf + stroff;

        sh = section_header(&v, i);
        noff = cufw__rd32(sh);
        if (noff >= strsize || strsize - noff <= nlen)
            continue;
        if (memcmp(strtab + noff, name, nlen + 1) != 0)
            continue;
        if (cufw__rd32(sh + 4) == SHT_NOBITS)
            return CUFW_ERROR_ELF_NO_SECTION;
        off = cufw__rd64(sh + 0x18);
        sz = cufw__rd64(sh + 0x20);
        if (off > len || sz > len - off)
            return CUFW_ERROR_ELF_BAD;
        *offset = (size_t)off;
        *size = (size_t)sz;
        if (addr != NULL)
            *addr = cufw__rd64(sh + 0x10);
        return CUFW_OK;
    }
    return CUFW_ERROR_ELF_NO_SECTION;
}
