/* SPDX-License-Identifier: MIT */
/*
 * tests/core/devtest.h -- shared pieces of the core device tests: start
 * cufw or skip cleanly, find kernels, random data, checks.
 */
#ifndef CUFW_TESTS_DEVTEST_H
#define CUFW_TESTS_DEVTEST_H

#include <stddef.h>

#include <cufw/cufw.h>

/* Start cufw; skip (or bail with --enable-device-tests=yes) when there is
 * no driver or device. Returns the device count. */
int devtest_init(void);

/* The embedded kernel called name; bails if it is missing. */
cufw_kernel *devtest_kernel(const char *name);

/* A 1-D dimension. */
cufw_dim3 devtest_dim(unsigned x);

/* Fill with random floats in [-1, 1) / random words. */
void devtest_randf(float *p, size_t n);
void devtest_randu(unsigned *p, size_t n);

/* Report a cufw call: ok when rc == want, with the error name and detail
 * in the diagnostics otherwise. */
int devtest_is(int want, int rc, const char *what);

#endif
