/* SPDX-License-Identifier: MIT */
/*
 * common/compiler.h -- the compiler attributes core and compat both use,
 * defined once. GCC and Clang spell them alike.
 */
#ifndef CUFW_COMMON_COMPILER_H
#define CUFW_COMMON_COMPILER_H

/* A symbol shared between cufw's own files and kept out of the archives'
 * exports (tests/core/nm-t.sh). */
#define CUFW_HIDDEN __attribute__((visibility("hidden")))
/* Thread-local state read on every launch uses the initial-exec model: one
 * %fs-relative load instead of a __tls_get_addr call (cufw is linked into
 * the program, so the model always applies). */
#define CUFW_TLS_IE __attribute__((tls_model("initial-exec")))
#define CUFW_LIKELY(x) __builtin_expect(!!(x), 1)
#define CUFW_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define CUFW_NOINLINE __attribute__((noinline))
/* A helper that holds the body of a function a later CUDA renamed (compat:
 * 13.0's name, 12.x's _v2): always inlined, so that the function of the
 * newer name compiles to what it was before the older names shared it. */
#define CUFW_ALWAYS_INLINE inline __attribute__((always_inline))

#endif
