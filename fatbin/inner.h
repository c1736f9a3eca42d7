/* SPDX-License-Identifier: MIT */
/*
 * fatbin/inner.h -- private helpers of the fatbin code: little-endian reads
 * that never assume alignment. Not installed.
 */
#ifndef CUFW_FATBIN_INNER_H
#define CUFW_FATBIN_INNER_H

#include <stddef.h>
#include <stdint.h>

static inline uint16_t cufw__rd16(const unsigned char *p)
{
    return (uint16_t)(p[0] | (p[1] << 8));
}

static inline uint32_t cufw__rd32(const unsigned char *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static inline uint64_t cufw__rd64(const unsigned char *p)
{
    return (uint64_t)cufw__rd32(p) | ((uint64_t)cufw__rd32(p + 4) << 32);
}

/* 1 when buf[from..to) holds only zero bytes. */
static inline int cufw__all_zero(const unsigned char *buf, size_t from, size_t to)
{
    for (; from < to; from++)
        if (buf[from] != 0)
            return 0;
    return 1;
}

#endif
