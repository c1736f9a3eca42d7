/* SPDX-License-Identifier: MIT */
/*
 * fuzz/fuzz.h -- what the fuzzing harnesses share. Each harness defines
 * LLVMFuzzerTestOneInput; it is linked either with libFuzzer (`make fuzz`,
 * clang) or with fuzz/replay.c (`make check`, any compiler), which runs the
 * seed corpus and the saved crashes through it.
 *
 * A harness checks what the documentation of cufw/fatbin.h promises, not
 * only that nothing crashes: FUZZ_CHECK aborts with a message when a
 * promise is broken, which libFuzzer reports as a crash.
 */
#ifndef CUFW_FUZZ_FUZZ_H
#define CUFW_FUZZ_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_CHECK(cond, ...)                                                                   \
    do {                                                                                        \
        if (!(cond)) {                                                                          \
            fprintf(stderr, "%s:%d: broken promise: ", __FILE__, __LINE__);                     \
            fprintf(stderr, __VA_ARGS__);                                                       \
            fprintf(stderr, "\n");                                                              \
            abort();                                                                            \
        }                                                                                       \
    } while (0)

/* A copy of the input in a block of exactly its size (so that AddressSanitizer
 * sees every read past the end); never NULL, even for size 0. */
static inline unsigned char *fuzz_copy(const uint8_t *data, size_t size)
{
    unsigned char *p = malloc(size ? size : 1);
    size_t i;

    if (p == NULL)
        abort();
    for (i = 0; i < size; i++)
        p[i] = data[i];
    return p;
}

/* p lies in [buf, buf + len] */
static inline int fuzz_inside(const void *p, const void *buf, size_t len)
{
    uintptr_t a = (uintptr_t)p, b = (uintptr_t)buf;

    return a >= b && a - b <= len;
}

#endif
