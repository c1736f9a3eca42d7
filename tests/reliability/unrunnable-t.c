/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/unrunnable-t.c -- the stand-in driver runs only the
 * kernels of cufw and of its tests (tests/fakecuda/kernels.c). A user's
 * kernel it cannot run is told apart from a name the library does not
 * hold: the first is CUFW_ERROR_NOT_SUPPORTED with the stand-in's reason
 * in the detail, the second CUFW_ERROR_NOT_FOUND. The fatbin is written
 * here: one sm_90 ELF entry whose bytes hold a random kernel name.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cuda.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define PAYLOAD 128

static void put16(unsigned char *p, uint16_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, uint32_t v)
{
    put16(p, (uint16_t)v);
    put16(p + 2, (uint16_t)(v >> 16));
}

static void put64(unsigned char *p, uint64_t v)
{
    put32(p, (uint32_t)v);
    put32(p + 4, (uint32_t)(v >> 32));
}

/* container header (16), entry header (64), payload */
static _Alignas(8) unsigned char fatbin[16 + 64 + PAYLOAD];

int main(void)
{
    unsigned char *e = fatbin + 16, *payload = fatbin + 16 + 64;
    char name[32], absent[40];
    cufw_module *m = NULL;
    cufw_kernel *k = NULL;
    int rc;

    fake_required();
    plan(6);
    srand(test_seed());
    snprintf(name, sizeof name, "user_kernel_%08x", (unsigned)rand());
    snprintf(absent, sizeof absent, "absent_%s", name);
    put32(fatbin, 0xBA55ED50u);
    put16(fatbin + 4, 1);
    put16(fatbin + 6, 16);
    put64(fatbin + 8, 64 + PAYLOAD);
    put16(e, 2);        /* an ELF */
    put16(e + 2, 0x0101);
    put32(e + 4, 64);   /* its header */
    put64(e + 8, PAYLOAD);
    put32(e + 28, 90);  /* sm_90, what the stand-in's devices are */
    put64(e + 40, 1);   /* 64-bit */
    put64(e + 56, PAYLOAD);
    memcpy(payload + 8, name, strlen(name) + 1);

    fake_start();
    rc = cufw_module_open_fatbin(fatbin, sizeof fatbin, "user", &m);
    is_int(CUFW_OK, rc, "a fatbin with one kernel of the user's opens (%s)", cufw_error_detail());
    is_int(CUFW_OK, cufw_module_load(m), "and loads on the stand-in (%s)", cufw_error_detail());

    rc = cufw_kernel_open(m, name, &k);
    is_int(CUFW_ERROR_NOT_SUPPORTED, rc, "its kernel %s: CUFW_ERROR_NOT_SUPPORTED", name);
    ok(strstr(cufw_error_detail(), "stand-in driver") != NULL &&
           strstr(cufw_error_detail(), name) != NULL &&
           strstr(cufw_error_detail(), "has no kernel") == NULL,
       "the detail gives the true reason: %s", cufw_error_detail());
    is_int(CUDA_ERROR_NOT_SUPPORTED, cufw_driver_result(), "the CUresult is kept");

    rc = cufw_kernel_open(m, absent, &k);
    ok(rc == CUFW_ERROR_NOT_FOUND && strstr(cufw_error_detail(), "has no kernel called") != NULL,
       "a name the library does not hold: CUFW_ERROR_NOT_FOUND, %s", cufw_error_detail());
    return 0;
}
