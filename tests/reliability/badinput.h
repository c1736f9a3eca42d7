/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput.h -- what the badinput-*-t programs share. Each
 * drives the rows of one part of docs/errors.md, in the document's order,
 * on the stand-in driver with two devices: badinput-driver-t (cufw/version.h,
 * cufw/error.h, cufw/driver.h), -device-t, -fatbin-t, -module-t, -memory-t, -stream-t,
 * and -interop-t (the driver's own objects).
 *
 * Each row checks the code; failing rows of functions that record their
 * failures also check cufw_driver_result() (0 unless the driver failed);
 * "no driver call" rows check the driver's trace is empty.
 */
#ifndef CUFW_TESTS_RELIABILITY_BADINPUT_H
#define CUFW_TESTS_RELIABILITY_BADINPUT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* The function whose rows follow: each program sets it before its rows. */
extern const char *fn;

/*
 * badinput_start -- cufw on the stand-in driver with two devices, device 0
 * current; bails out when cufw_init fails. Call after fake_required() and
 * plan_lazy().
 */
void badinput_start(void);

/* A row: the code, and for a failure the CUresult recorded (0 when not
 * from the driver; -1: not checked, e.g. functions that record nothing). */
void badinput_row(int want, int got, int result, const char *what);
#define R(what, want, call) badinput_row((want), (call), 0, what)          /* recorded, not the driver */
#define RD(what, want, cu, call) badinput_row((want), (call), (cu), what)  /* recorded, the driver's */
#define RN(what, want, call) badinput_row((want), (call), -1, what)        /* nothing recorded */
#define RP(what, cond) ok((cond), "%s: %s", fn, what)              /* a predicate */

/* A row whose call must not reach the driver. */
#define RZ(what, want, call)                                                                    \
    do {                                                                                        \
        const char *t_[4];                                                                      \
        int rc_;                                                                                \
        fake.trace_reset();                                                                     \
        rc_ = (call);                                                                           \
        ok(rc_ == (want) && fake.trace(t_, 4) == 0, "%s: %s: %s, no driver call", fn, what,     \
           cufw_error_name(want));                                                              \
    } while (0)

/* A row where the driver call `cu` fails with `code`. */
#define RF(what, want, cu, code, call)                                                          \
    do {                                                                                        \
        int rc_;                                                                                \
        fake_fail((cu), 1, (code));                                                             \
        rc_ = (call);                                                                           \
        fake.set_fail(NULL);                                                                    \
        ok(rc_ == (want) && cufw_driver_result() == (code) &&                                   \
               strstr(cufw_error_detail(), (cu)) != NULL,                                       \
           "%s: %s fails: %s, CUresult kept, detail names it", fn, (cu), cufw_error_name(want)); \
    } while (0)

/* Little-endian stores, as in the fatbin and ELF formats. */
void put16(unsigned char *p, unsigned v);
void put32(unsigned char *p, uint32_t v);
void put64(unsigned char *p, uint64_t v);
/* A container with one entry: 64-byte entry header, 16-byte payload. */
#define FAT_LEN (16 + 64 + 16)
void make_fatbin(unsigned char *b, unsigned kind, unsigned arch, uint64_t flags);
/* A cufw_images record: header, name, 16 bytes of data. */
#define IMG_LEN 80
void make_image(unsigned char *b);
/* This program's own file, read whole (malloc'd; bails out on failure). */
unsigned char *read_self(size_t *len);
/* Touch a pointer (a callback that does nothing). */
void hit(void *p);
/* A malloc'd copy of the data of the embedded image called image. */
unsigned char *copy_of(const char *image, size_t *size);

#endif
