/* SPDX-License-Identifier: MIT */
/*
 * cufw/driver.h -- starting cufw: finding the driver, initialising, and the
 * fixed capacities.
 *
 * cufw does no work before cufw_init(): it does not open the driver, create
 * a context or touch a device. cufw_init() opens libcuda.so.1 (or the file
 * named by the environment variable CUFW_LIBCUDA -- ignored in a
 * secure-execution program: set-user-ID, set-group-ID or with file
 * capabilities -- or the configure option --with-libcuda-name), fetches every entry point it uses through
 * cuGetProcAddress_v2 at the CUDA version of the headers cufw was built
 * with, checks the driver's version, calls cuInit(0) and enumerates the
 * devices. Every other function of cufw returns CUFW_ERROR_NOT_INITIALIZED
 * until cufw_init() has succeeded.
 */
#ifndef CUFW_DRIVER_H
#define CUFW_DRIVER_H

#include <cufw/error.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * cufw_init -- initialise cufw. Idempotent and thread-safe: the first call
 * does the work, concurrent callers wait for it, later calls return its
 * result at once. A failed initialisation is retried by the next call.
 *
 * Returns CUFW_OK or: CUFW_ERROR_NO_DRIVER (the library could not be
 * opened: cufw_error_detail() has dlerror's text), CUFW_ERROR_DRIVER_SYMBOL
 * (an entry point is missing: the detail names it), CUFW_ERROR_DRIVER_TOO_OLD
 * (the driver supports an older CUDA than cufw's headers),
 * CUFW_ERROR_NO_DEVICE (cuInit found no device), CUFW_ERROR_STUB_LIBRARY
 * (the library opened is the CUDA toolkit's link-time stub, which answers
 * every call with CUDA_ERROR_STUB_LIBRARY: cufw_driver_result() is that
 * CUresult), CUFW_ERROR_DRIVER_INIT (cuDriverGetVersion, cuInit,
 * cuDeviceGetCount or cuDeviceGet failed otherwise; cufw_driver_result()
 * has its CUresult).
 */
int cufw_init(void);

/*
 * cufw_driver_version -- the CUDA version the driver supports, as
 * 1000*major + 10*minor (e.g. 13000). Works once the driver library was
 * loaded, even if cuInit then failed. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT (NULL), CUFW_ERROR_NOT_INITIALIZED.
 */
int cufw_driver_version(int *version);

/*
 * cufw_driver_path -- the file cufw opened (or tried to open) as the driver:
 * after a failed cufw_init, the file that attempt tried (each attempt opens
 * afresh). Never NULL. Thread-safe, also during cufw_init.
 */
const char *cufw_driver_path(void);

/* cufw_cuda_version -- the CUDA version of the headers cufw was built with. */
int cufw_cuda_version(void);

/* Values of cufw_driver_entry's *status (CUdriverProcAddressQueryResult). */
#define CUFW_DRIVER_ENTRY_FOUND 0
#define CUFW_DRIVER_ENTRY_NOT_FOUND 1
#define CUFW_DRIVER_ENTRY_VERSION_TOO_LOW 2

/*
 * cufw_driver_entry -- any Driver API function, through the driver's
 * cuGetProcAddress_v2 that cufw itself binds with: symbol is the base name
 * ("cuMemAlloc"), cuda_version the ABI wanted (1000*major + 10*minor; the
 * driver gives the newest variant up to it, e.g. cuMemAlloc_v2 at 3020 and
 * later), flags the driver's CU_GET_PROC_ADDRESS_* (0 default, 1 legacy
 * stream, 2 per-thread default stream). A symbol the driver lacks, or lacks
 * at that version, is an answer, not a failure: CUFW_OK with *fn NULL and
 * *status CUFW_DRIVER_ENTRY_NOT_FOUND or _VERSION_TOO_LOW (status may be
 * NULL). Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL symbol or fn),
 * CUFW_ERROR_NOT_INITIALIZED, the driver's error (CUFW_ERROR_INVALID_VALUE
 * for bad flags). Thread-safe.
 */
int cufw_driver_entry(const char *symbol, int cuda_version, unsigned long long flags, void **fn,
                      int *status);

/* ------------------------------------------------------------ capacities */

/*
 * Each fixed table's size is chosen at configure time (--with-max-NAME=N).
 * When a table is full the call that needed a slot returns CUFW_ERROR_CAPACITY
 * and cufw_error_detail() names the table and the option that raises it.
 * The tables, by id (the ones marked compat are the CUDA Runtime layer's):
 */
#define CUFW_CAPACITY_IDS(X)                                                                    \
    X(DEVICES)   /* devices cufw can address */                                                 \
    X(MODULES)   /* fatbin modules: embedded images and registered fatbins */                   \
    X(KERNELS)   /* kernels looked up by name */                                                \
    X(STREAMS)   /* streams created and not yet destroyed */                                    \
    X(EVENTS)    /* events created and not yet destroyed */                                     \
    X(FATBINS)   /* compat: fatbins registered by nvcc-built code */                            \
    X(FUNCTIONS) /* compat: kernels registered by nvcc-built code */                            \
    X(VARIABLES) /* compat: variables registered by nvcc-built code */                          \
    X(CALLBACKS) /* compat: stream callbacks queued and not yet run */

enum cufw_capacity_id {
#define CUFW_X_CAPACITY_ID(NAME) CUFW_CAPACITY_##NAME,
    CUFW_CAPACITY_IDS(CUFW_X_CAPACITY_ID)
#undef CUFW_X_CAPACITY_ID
    CUFW_CAPACITY_COUNT
};

struct cufw_capacity {
    const char *name;        /* e.g. "streams" */
    unsigned long limit;     /* slots in the table */
    unsigned long used;      /* slots in use now */
    const char *option;      /* e.g. "--with-max-streams" */
    const char *description; /* what one slot holds */
};

/* cufw_capacity_count -- how many capacities there are: CUFW_CAPACITY_COUNT. */
unsigned cufw_capacity_count(void);

/*
 * cufw_capacity_info -- the capacity with that id (0 .. count-1). Works
 * before cufw_init(). Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL out
 * or id out of range). Thread-safe.
 */
int cufw_capacity_info(unsigned id, struct cufw_capacity *out);

/*
 * cufw_capacity_find -- the id of the capacity called name ("streams").
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_NOT_FOUND.
 */
int cufw_capacity_find(const char *name, unsigned *id);

/*
 * For layers built on core that keep fixed tables of their own (compat
 * does: its tables have ids of their own above): cufw_capacity_account
 * adds delta to the "used" count of a capacity; cufw_capacity_exhausted
 * records the failure of a full table (cufw_error_detail() names the table
 * and its option) and returns CUFW_ERROR_CAPACITY. An id out of range is
 * ignored by the first and CUFW_ERROR_INVALID_ARGUMENT from the second.
 * Thread-safe.
 */
void cufw_capacity_account(enum cufw_capacity_id id, int delta);
int cufw_capacity_exhausted(enum cufw_capacity_id id);

/* The names of cufw 0.1, kept for one release (gone in 0.3): */
#define cufw_capacity_get cufw_capacity_info

#ifdef __cplusplus
}
#endif

#endif
