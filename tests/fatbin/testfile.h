/* SPDX-License-Identifier: MIT */
/*
 * tests/fatbin/testfile.h -- helpers for the fatbin tests: loading test
 * fatbins, describing the entries nvcc was asked for, checking payloads
 * independently of the parser (ELF headers, PTX text).
 */
#ifndef CUFW_TESTS_TESTFILE_H
#define CUFW_TESTS_TESTFILE_H

#include <stddef.h>

#include <cufw/fatbin.h>

/* Read tests/data/NAME (or an absolute path) into malloc'd memory; bails on error. */
unsigned char *tf_load(const char *name, size_t *len);

/* Before plan(): skip_all() when tests/data/NAME is a fatbin this toolkit's
 * nvcc cannot make (configure's CUFW_TEST_UNMADE, e.g. zstd.fatbin before
 * CUDA 12.8), saying why. */
void tf_need(const char *name);

/* One expected entry: kind and SM arch. */
struct tf_expect {
    unsigned kind;
    unsigned arch;
};

/* 1 when the entries of buf are exactly the expected multiset (any order). */
int tf_entries_match(const unsigned char *buf, size_t len, const struct tf_expect *want, int n);

/* The SM arch of an uncompressed cubin from its ELF header (e_flags), or -1
 * when the payload is not a 64-bit CUDA ELF. */
int tf_cubin_arch(const unsigned char *p, size_t len);

/* 1 when the PTX text holds ".target sm_ARCH" (with optional 'a'/'f'). */
int tf_ptx_targets(const unsigned char *p, size_t len, unsigned arch);

/* Decompress an entry into a malloc'd buffer (length in *out_len); returns
 * NULL when the build has no decompressor for it. PTX loses trailing NULs. */
unsigned char *tf_decompress(const struct cufw_fatbin_entry *e, size_t *out_len);

/* 1 when a and b are the same payload: the same bytes, but that the longer
 * may end in the zeros that pad the shorter to a multiple of 8 bytes
 * (CUDA 13.5's fatbinary pads an uncompressed cubin so, while a compressed
 * entry's uncompressed size is the cubin's own). */
int tf_same_payload(const unsigned char *a, size_t alen, const unsigned char *b, size_t blen);

/* Find the first entry of (kind, arch) in buf; returns 1 and fills *e. */
int tf_find(const unsigned char *buf, size_t len, unsigned kind, unsigned arch,
            struct cufw_fatbin_entry *e);

#endif
