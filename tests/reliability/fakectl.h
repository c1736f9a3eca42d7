/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/fakectl.h -- what the reliability tests share: pointing
 * cufw at the stand-in driver (tests/fakecuda) and steering it, snapshots
 * of the capacity counts, the documented CUresult -> cufw code mapping
 * written out independently of core/error.c, known core bugs, and nvcc's
 * registration ABI for the tests that register as its constructors do.
 */
#ifndef CUFW_TESTS_RELIABILITY_FAKECTL_H
#define CUFW_TESTS_RELIABILITY_FAKECTL_H

#include <stddef.h>

#include <cuda.h>
#include <vector_types.h>

#include <cufw/cufw.h>

#include "tests/fakecuda/control.h"

/*
 * fake_use -- set CUFW_LIBCUDA to the stand-in driver
 * ($CUFW_TOP_BUILDDIR/tests/fakecuda/libcuda.so.1, or $CUFW_FAKE_LIBCUDA),
 * load it and its control functions (fake below). Call before cufw_init
 * and after setting any CUFW_FAKE_* variable. Bails out when it is missing.
 */
void fake_use(void);
/* fake_start -- fake_use, then cufw_init; bails out when it fails. */
void fake_start(void);
/* fake_required -- skip the whole test when cufw was configured to link
 * libcuda directly (--with-libcuda=link): then CUFW_LIBCUDA is not used. */
void fake_required(void);
/* The path fake_use chose. */
const char *fake_path(void);

struct fake_api {
    int (*set_fail)(const char *spec);
    unsigned long (*fired)(void);
    void (*set_missing)(const char *list);
    void (*set_too_new)(const char *list);
    void (*set_version)(int version);
    void (*set_stub)(int stub);
    void (*trace_reset)(void);
    unsigned (*trace)(const char **names, unsigned max);
    unsigned long (*calls)(const char *name);
    void (*live)(struct cufwfake_live *out);
    int (*names_known)(const void *fatbin);
    void (*last_load)(struct cufwfake_load *out);
};
extern struct fake_api fake;

/* A driver too old for the headers' CUDA (cufw_init accepts CUDA X.0 and
 * later for headers of CUDA X.Y): the major version before theirs, at its
 * .0 and its .8, as the number cuDriverGetVersion gives, the text of
 * CUFW_FAKE_VERSION and the "X.Y" of cufw's detail. 12 with 13.x's
 * headers, 11 with 12.x's. */
#define FAKE_OLD_MAJOR_TEXT(major) #major
#define FAKE_OLD_TEXT(major) FAKE_OLD_MAJOR_TEXT(major)
#if CUDA_VERSION >= 13000
#define FAKE_OLD_MAJOR 12
#else
#define FAKE_OLD_MAJOR 11
#endif
#define FAKE_OLD_X0 (FAKE_OLD_MAJOR * 1000)
#define FAKE_OLD_X8 (FAKE_OLD_MAJOR * 1000 + 80)
#define FAKE_OLD_X8_TEXT FAKE_OLD_TEXT(FAKE_OLD_MAJOR) "080"
#define FAKE_OLD_X0_ENV "CUFW_FAKE_VERSION=" FAKE_OLD_TEXT(FAKE_OLD_MAJOR) "000"
#define FAKE_OLD_X8_ENV "CUFW_FAKE_VERSION=" FAKE_OLD_X8_TEXT
#define FAKE_OLD_X0_DOTTED FAKE_OLD_TEXT(FAKE_OLD_MAJOR) ".0"
#define FAKE_OLD_X8_DOTTED FAKE_OLD_TEXT(FAKE_OLD_MAJOR) ".8"

/* fake_names_known -- whether the stand-in knows what the embedded image
 * NAME holds (see cufwfake_names_known): checks that a name is absent from
 * a library need it. Bails out when there is no such image. */
int fake_names_known(const char *image);

/* fake_fail -- arm one fault: NAME fails with code on its nth call from now. */
void fake_fail(const char *name, unsigned nth, int code);

/* ------------------------------------------------------------ call traces */

#define FAKE_CALLS_MAX 64
/* The driver calls since fake.trace_reset: n of them, the first
 * FAKE_CALLS_MAX named in order. */
struct fake_calls {
    const char *names[FAKE_CALLS_MAX];
    unsigned n;
};
void fake_calls_get(struct fake_calls *c);
/* name is one of the calls */
int fake_called(const struct fake_calls *c, const char *name);
/* the calls are exactly a steady-state launch's: cuCtxGetId, cuLaunchKernel */
int fake_steady(const struct fake_calls *c);
/* The same in firmware mode, whose launch trusts the context its thread
 * last found current (core/inner.h, cufw__launch_trusts): cuLaunchKernel
 * alone. */
int fake_steady_trusted(const struct fake_calls *c);

/* ------------------------------------------------------------ capacities */

#define CAPS_MAX 32
struct caps {
    unsigned n;
    unsigned long used[CAPS_MAX];
};
void caps_get(struct caps *c);
/* Index of the first capacity whose count differs from want (with
 * delta added to capacity `which`, -1 for none), or -1 when all match. */
int caps_diff(const struct caps *want, const struct caps *seen, int which, long delta);
const char *caps_name(int index);
unsigned long cap_used(const char *name);
unsigned long cap_limit(const char *name);
int cap_index(const char *name);

/* fake_open_kernels -- open the stand-in's synthetic kernels
 * cufwfake_kernel_0 ... cufwfake_kernel_<n - 1> of m into k[0..n); how many
 * opened. */
unsigned long fake_open_kernels(cufw_module *m, cufw_kernel **k, unsigned long n);

/* ------------------------------------------------------------ nvcc's registration ABI */

/* compat's, as nvcc's constructors call it (compat/abi.h has the same
 * prototypes); for the programs linked with libcufw_cudart.a */
void **__cudaRegisterFatBinary(void *fatCubin);
void __cudaRegisterFatBinaryEnd(void **fatCubinHandle);
void __cudaUnregisterFatBinary(void **fatCubinHandle);
void __cudaRegisterFunction(void **fatCubinHandle, const char *hostFun, char *deviceFun,
                            const char *deviceName, int thread_limit, uint3 *tid, uint3 *bid,
                            dim3 *bDim, dim3 *gDim, int *wSize);
void __cudaRegisterVar(void **fatCubinHandle, char *hostVar, char *deviceAddress,
                       const char *deviceName, int ext, size_t size, int constant, int global);
void __cudaRegisterHostVar(void **fatCubinHandle, const char *deviceName, char *hostVar,
                           size_t size);
void __cudaRegisterUnifiedTable(void **fatCubinHandle, void *table0, void *table1, void *table2,
                                void *table3);

/* A fatbin wrapper as nvcc emits one per unit (.nvFatBinSegment) */
struct fake_wrapper {
    int magic; /* FAKE_WRAPPER_MAGIC */
    int version;
    const void *data;
    void *filename;
};
#define FAKE_WRAPPER_MAGIC 0x466243B1
/* one empty fatbin container: magic, version 1, header 16, no entries --
 * no code for any device */
extern const unsigned long long fake_empty_container[2];

/* ------------------------------------------------------------ codes */

/* The cufw code core documents for a CUresult a driver call returned
 * (cufw/error.h, core/error.c): an independent copy of the table. */
int expected_code(int cu_result);
/* A CUresult's name per cuda.h, for messages ("CUDA_ERROR_OUT_OF_MEMORY"). */
const char *cu_name(int cu_result);

/* A sample of CUresults with distinct mappings, for injection. */
extern const int fault_codes[];
extern const unsigned fault_ncodes;

/* ------------------------------------------------------------ known core bugs */

/*
 * known_bug -- report a check that fails because of a core bug already
 * reported to the lead (id names it in tests/reliability/README.md and
 * docs/errors.md). A passing check is an ordinary "ok"; a failing one is
 * reported as skipped with the bug's id, so the suite stays green until the
 * bug is fixed, unless CUFW_TEST_STRICT=1 (then it fails).
 */
int known_bug(const char *id, int success, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ------------------------------------------------------------ every entry point */

/*
 * not_initialized_calls -- call every public entry point of core that
 * needs cufw_init (with harmless arguments) and return how many did not
 * return CUFW_ERROR_NOT_INITIALIZED (each is reported with diag). *total
 * gets the number of calls made.
 */
int not_initialized_calls(int *total);

/* A copy of a file of the build tree (tests/data/NAME or an absolute
 * path), malloc'ed, 8-byte aligned; bails out when unreadable. */
void *read_build_file(const char *name, size_t *size);

/* ------------------------------------------------------------ the trace, read back */

/*
 * guard_array -- n zeroed elements of size bytes that end where a page that
 * cannot be read begins, so that an access one byte past them faults in
 * any build (n = 0: a pointer to that page itself). guard_release unmaps
 * every one made since the last release. Bails out after 64.
 */
void *guard_array(size_t size, size_t n);
void guard_release(void);

/* trace_to_file -- set CUFW_TRACE to a descriptor of a new, unlinked file
 * of $TMPDIR, and return it: the trace writes there, trace_since reads it
 * back. Call before the first Runtime call or cufw_init. */
int trace_to_file(void);
/* trace_start -- the trace to a file (trace_to_file), the stand-in with
 * its entries beyond the core section (CUFW_FAKE_LAZY=1), a plan_lazy,
 * then the Runtime started on device 0 with the trace on: returns the
 * trace's descriptor; bails out when it cannot. */
int trace_start(void);
/* Where the trace's file ends now. */
size_t trace_mark(int fd);
/* The lines written since mark, NUL-terminated, malloc'ed. */
char *trace_since(int fd, size_t mark);
/* The last line of text that is name's (of any thread, in any scope),
 * copied into line; NULL when there is none. */
char *trace_line_of(const char *text, const char *name, char *line, size_t size);
/* A file's whole text, NUL-terminated, malloc'ed; NULL when it cannot be
 * read. */
char *trace_slurp(const char *path);
/* Run self again as a worker, "self work WHAT" (what NULL: "self work"),
 * its standard output into the file out and its standard error into err;
 * in the child, before the exec, setup(arg) when setup is not NULL (its
 * environment, descriptors). Returns the worker's exit status, 128 + the
 * signal that ended it, or -1 when it could not be run. */
int trace_run_worker(const char *self, const char *what, const char *out, const char *err,
                     void (*setup)(const void *arg), const void *arg);
/* What follows "cufw TID START " in a trace line (its scope or name), when
 * line starts with them, thread tid's (any thread when tid < 0); else NULL. */
const char *trace_after_start(const char *line, long tid);
/* What a line shows after its result ("[a=1, b=[...]]"), or its end. */
const char *trace_outputs(const char *line);
/* Where the value of the field name= starts in part, or NULL. */
const char *trace_field(const char *part, const char *name);
/* How many values the list name=[...] among a line's outputs shows; -1
 * when there is none, -2 when it ends in "..." (more left out). */
int trace_list_len(const char *line, const char *name);

#endif
