/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/control.h -- what tests may ask the stand-in driver
 * (tests/fakecuda/libcuda.so.1) besides the Driver API. A test gets these
 * with dlopen() of the same file cufw loads (one copy in the process) and
 * dlsym(); see tests/reliability/fakectl.h for the wrapper tests use.
 *
 * The environment sets the starting state, read once when the driver is
 * first used:
 *
 *   CUFW_FAKE_DEVICES=N     devices (default 1, at most 64; 0: cuInit says
 *                           CUDA_ERROR_NO_DEVICE)
 *   CUFW_FAKE_VERSION=V     what cuDriverGetVersion answers (default: the
 *                           CUDA_VERSION of the headers it was built with)
 *   CUFW_FAKE_MISSING=A,B   entry points cuGetProcAddress reports as not
 *                           found (CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND)
 *   CUFW_FAKE_TOO_NEW=A,B   entry points it reports as needing a newer CUDA
 *                           version (CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT)
 *   CUFW_FAKE_FAIL=NAME:N:CODE[,NAME:N:CODE...]
 *                           entry point NAME returns CODE (a number or a
 *                           CUDA_ERROR_* name) on its Nth call, counted from
 *                           when the rule was set, 1-based; N=0: every call
 *   CUFW_FAKE_PROHIBITED=0,2 devices whose compute mode is
 *                           CU_COMPUTEMODE_PROHIBITED (the others': default)
 *   CUFW_FAKE_MEMORY=BYTES  device memory per device (default 141 GiB-ish,
 *                           like an H200); allocations beyond it fail with
 *                           CUDA_ERROR_OUT_OF_MEMORY
 *   CUFW_FAKE_LAZY=1        answer the entry points of cufw/call_list.h
 *                           beyond its core section too: graphs and stream
 *                           capture, arrays, batched copies, prefetches,
 *                           discards and range attributes, graphics mapping
 *                           as small models (fake.h, FAKE_LIST_OWN), every
 *                           other one as a stub that writes zeroes to its
 *                           outputs and succeeds (stubs.c); unset, they are
 *                           not found, as on a driver without them
 *   CUFW_FAKE_STUB=1        act as the CUDA toolkit's stub library
 *                           (lib64/stubs/libcuda.so, for linking only):
 *                           cuGetProcAddress and every entry point answer
 *                           CUDA_ERROR_STUB_LIBRARY and write no output
 *
 * The functions below change the same state at run time. They are
 * thread-safe.
 */
#ifndef CUFW_FAKECUDA_CONTROL_H
#define CUFW_FAKECUDA_CONTROL_H

#ifdef __cplusplus
extern "C" {
#endif

/* Replace the fault rules (CUFW_FAKE_FAIL syntax; NULL or "" clears them);
 * counting restarts. Returns 0, or -1 for a malformed spec (rules cleared). */
int cufwfake_set_fail(const char *spec);
/* How many injected faults fired since the last cufwfake_set_fail. */
unsigned long cufwfake_fired(void);

/* Replace the CUFW_FAKE_MISSING / CUFW_FAKE_TOO_NEW lists (NULL: empty). */
void cufwfake_set_missing(const char *list);
void cufwfake_set_too_new(const char *list);
/* Replace what cuDriverGetVersion answers. */
void cufwfake_set_version(int version);
/* Act as the toolkit's stub library (1) or as a driver (0): CUFW_FAKE_STUB. */
void cufwfake_set_stub(int stub);

/* The entry points called since the last cufwfake_trace_reset, in order
 * (at most 4096 are kept): fills names[0..max) and returns how many calls
 * there were. Calls of every thread are traced. */
void cufwfake_trace_reset(void);
unsigned cufwfake_trace(const char **names, unsigned max);
/* Calls of one entry point since the driver was loaded; 0 for unknown names. */
unsigned long cufwfake_calls(const char *name);

/* Whether the stand-in knows which kernels and variables a library loaded
 * from this fatbin holds: 1 when it can read the entry it would load, 0 when
 * that entry is compressed in a way this build cannot decompress (configured
 * without libzstd or liblz4: every known name then counts as present), -1
 * when it would not load the fatbin at all. */
int cufwfake_names_known(const void *fatbin);

/* Driver objects alive now. */
struct cufwfake_live {
    unsigned long contexts;   /* primary contexts active */
    unsigned long streams;
    unsigned long events;
    unsigned long libraries;
    unsigned long device_allocs; /* cuMemAlloc*, pitch, managed, async */
    unsigned long host_allocs;   /* cuMemHostAlloc */
    unsigned long registered;    /* cuMemHostRegister ranges */
};
void cufwfake_live(struct cufwfake_live *out);

/* What the last cuLibraryLoadData was given besides the image: its option
 * counts, and of each list the first CUFWFAKE_LOAD_MAX options and values;
 * the names and addresses CU_JIT_GLOBAL_SYMBOL_NAMES/_ADDRESSES point to
 * (up to CUFW_JIT_GLOBAL_SYMBOL_COUNT, at most CUFWFAKE_LOAD_MAX, names cut
 * to 31 characters); and the first five words of the table that
 * CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE points to. loads counts
 * the calls since the driver was loaded. */
#define CUFWFAKE_LOAD_MAX 8
struct cufwfake_load {
    unsigned long loads;
    unsigned jit_count, library_count;
    int jit[CUFWFAKE_LOAD_MAX];
    void *jit_values[CUFWFAKE_LOAD_MAX];
    int library[CUFWFAKE_LOAD_MAX];
    void *library_values[CUFWFAKE_LOAD_MAX];
    unsigned symbols;
    char names[CUFWFAKE_LOAD_MAX][32];
    void *addresses[CUFWFAKE_LOAD_MAX];
    void *table[5];
};
void cufwfake_last_load(struct cufwfake_load *out);

#ifdef __cplusplus
}
#endif

#endif
