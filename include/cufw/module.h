/* SPDX-License-Identifier: MIT */
/*
 * cufw/module.h -- modules (fatbins), kernels, device variables, launches.
 *
 * A module is a fatbin: one embedded in the program by cufw-embed (found by
 * image name) or one the caller holds in memory. Getting a module takes a
 * slot in the module table and does not touch the driver; the module is
 * loaded with cuLibraryLoadData (context-independent: one load serves every
 * device) the first time one of its kernels or variables is looked up, or
 * explicitly with cufw_module_load. Kernel handles come from the kernel
 * table; one lookup per (module, name) is kept and reused.
 *
 * Launching adds nothing to cuLaunchKernel but a handle check: no lock, no
 * lookup, no copy.
 *
 * Handles and the Driver API. A cufw_kernel from cufw_kernel_open or
 * cufw_kernel_find is a slot of cufw's kernel table, checked on every use.
 * Every function that takes a kernel also takes the driver's own CUkernel
 * (from cufw_library_kernel or the Driver API; cufw_kernel_raw gives the
 * CUkernel of a cufw kernel): a value that is not one of cufw's handles
 * goes to the driver as it is, and the driver checks it (a made-up or
 * unloaded CUkernel is CUFW_ERROR_DRIVER_HANDLE). cufw's handles carry
 * their kind: one of cufw's stream, event or module handles given as a
 * kernel, and any but a module given as a module, is
 * CUFW_ERROR_INVALID_HANDLE, its cufw_error_detail() naming both kinds, and
 * never reaches the driver; so is one of cufw's handles given as a
 * cufw_library. The library functions below are the driver's CUlibrary
 * calls, for code the program loads itself (PTX from a JIT compiler, a
 * cubin, a fatbin in a file); they keep no state in cufw.
 */
#ifndef CUFW_MODULE_H
#define CUFW_MODULE_H

#include <stddef.h>
#include <stdint.h>

#include <cufw/error.h>
#include <cufw/fatbin.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cufw_module cufw_module;
typedef struct cufw_kernel cufw_kernel;
typedef struct cufw_stream cufw_stream;
/* The driver's CUlibrary (struct CUlib_st is cuda.h's own tag). */
typedef struct CUlib_st cufw_library;

/* A device address (CUdeviceptr). */
typedef unsigned long long cufw_devptr;

/* Grid and block dimensions. */
typedef struct cufw_dim3 {
    unsigned x, y, z;
} cufw_dim3;

/*
 * cufw_module_open -- the module of the embedded image called name (see
 * cufw_image_find), taking a slot on first use; later calls return the same
 * handle. Does not load it. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT,
 * CUFW_ERROR_NOT_INITIALIZED, CUFW_ERROR_NOT_FOUND (no such image),
 * CUFW_ERROR_CAPACITY (modules). Thread-safe.
 */
int cufw_module_open(const char *name, cufw_module **module);

/*
 * cufw_module_open_fatbin -- a module for a fatbin in memory (one or more
 * containers; size 0: the size its first container header gives). The
 * memory must stay valid and unchanged while the module exists; cufw does
 * not copy it. name is for messages and may be NULL; it is not copied
 * either. Checks the container headers, not the driver. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_NOT_INITIALIZED, a
 * CUFW_ERROR_FATBIN_* code, CUFW_ERROR_CAPACITY (modules). A fatbin already
 * registered (the same address) returns its existing module. Thread-safe.
 */
int cufw_module_open_fatbin(const void *fatbin, size_t size, const char *name,
                            cufw_module **module);

/*
 * cufw_module_load -- load the module now (cuLibraryLoadData), if it is not
 * loaded. Returns CUFW_OK, CUFW_ERROR_INVALID_HANDLE,
 * CUFW_ERROR_NOT_INITIALIZED, or the driver's error (e.g.
 * CUFW_ERROR_NO_BINARY_FOR_GPU, CUFW_ERROR_UNSUPPORTED_PTX,
 * CUFW_ERROR_INVALID_IMAGE); a failed load is retried by the next use.
 * Thread-safe.
 */
int cufw_module_load(cufw_module *module);

/*
 * cufw_module_load_with -- cufw_module_load, handing cuLibraryLoadData the
 * driver's JIT options (CUjit_option values with their values, e.g.
 * CU_JIT_GLOBAL_SYMBOL_NAMES/_ADDRESSES/_COUNT) and library options
 * (CUlibraryOption values, e.g. CU_LIBRARY_BINARY_IS_PRESERVED), as
 * cufw_library_load takes them. They count only when this call loads the
 * module: one already loaded returns CUFW_OK and the options are not used,
 * and a later load by use (after this one failed) has none. The arrays are
 * read during the call only. Returns what cufw_module_load returns, and
 * CUFW_ERROR_INVALID_ARGUMENT for a count whose options or values are NULL.
 * Thread-safe.
 */
int cufw_module_load_with(cufw_module *module, int *jit_options, void **jit_values,
                          unsigned jit_count, int *library_options, void **library_values,
                          unsigned library_count);

/*
 * cufw_module_unload -- unload the module (cuLibraryUnload) and free its
 * slot and its kernels' slots; their handles become invalid. Returns
 * CUFW_OK, CUFW_ERROR_INVALID_HANDLE, CUFW_ERROR_NOT_INITIALIZED, a driver
 * error (the slots are freed anyway). Not to be called while another thread
 * launches its kernels.
 */
int cufw_module_unload(cufw_module *module);

/* cufw_module_name -- the module's name ("" when none), or NULL for a bad handle. */
const char *cufw_module_name(const cufw_module *module);

/*
 * cufw_kernel_open -- the kernel called name (its mangled name for C++; use
 * extern "C" kernels for plain names) in module, loading the module if
 * needed. Looking the same kernel up again returns the same handle.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL),
 * CUFW_ERROR_INVALID_HANDLE, CUFW_ERROR_NOT_INITIALIZED,
 * CUFW_ERROR_NOT_FOUND (no such kernel; the driver said
 * CUDA_ERROR_NOT_FOUND), CUFW_ERROR_CAPACITY (kernels), or a load error.
 * Thread-safe.
 */
int cufw_kernel_open(cufw_module *module, const char *name, cufw_kernel **kernel);

/*
 * cufw_kernel_find -- the kernel called name in the first embedded image
 * that has one (images in link order). Returns as cufw_kernel_open, and
 * CUFW_ERROR_NOT_FOUND when no image has it. Thread-safe.
 */
int cufw_kernel_find(const char *name, cufw_kernel **kernel);

/* cufw_kernel_name -- the kernel's (mangled) name as the driver reports it
 * (cuKernelGetName; the string belongs to the driver), or NULL for a bad
 * handle. */
const char *cufw_kernel_name(const cufw_kernel *kernel);

/*
 * cufw_kernel_raw -- the driver's CUkernel for the kernel (as void *), for
 * use with the Driver API directly (cuLaunchKernel takes it cast to
 * CUfunction); NULL for a cufw kernel that is not live. A driver CUkernel
 * is returned as it is.
 */
void *cufw_kernel_raw(const cufw_kernel *kernel);

/*
 * cufw_kernel_function -- the kernel's CUfunction in the context current to
 * the calling thread (cuKernelGetFunction; the kernel's module is loaded
 * into that context if it was not), as void *. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_INVALID_HANDLE,
 * CUFW_ERROR_NOT_INITIALIZED, a driver error. Thread-safe.
 */
int cufw_kernel_function(const cufw_kernel *kernel, void **function);

/*
 * cufw_kernel_prepare -- resolve the kernel's function in the context
 * current to the calling thread now (cuKernelGetFunction: the driver loads
 * the kernel's code into that context) and keep it in the kernel's slot, so
 * that its next cufw_launch there is a steady-state launch. A driver
 * CUkernel is resolved but, having no slot, not kept. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_HANDLE, CUFW_ERROR_NOT_INITIALIZED, a driver error.
 * Thread-safe.
 */
int cufw_kernel_prepare(const cufw_kernel *kernel);

/*
 * cufw_preload -- firmware mode's load (docs/using-cufw.md, "Firmware
 * mode"): make a context current as every call does (the program's, else
 * the primary context of the thread's device), load every embedded image
 * (cufw_module_open, cufw_module_load), take a kernel slot for every kernel
 * of each (cuLibraryEnumerateKernels) and resolve each in that context
 * (cufw_kernel_prepare). Afterwards no launch in that context loads a
 * module or resolves a kernel, and cufw_kernel_open / cufw_kernel_find
 * return the slots taken here. cufw_init never does this (it touches no
 * device): a core program calls cufw_preload once after cufw_init -- when
 * cufw_firmware_enabled() says so, or always -- and once more in each
 * other context it launches in. Idempotent: a second call takes no slot
 * and loads nothing. No heap. Returns CUFW_OK, CUFW_ERROR_NOT_INITIALIZED,
 * CUFW_ERROR_CAPACITY (modules or kernels: the detail names the
 * --with-max-* option), a CUFW_ERROR_FATBIN_* code (a damaged image), a
 * load or driver error (e.g. CUFW_ERROR_NO_BINARY_FOR_GPU); the detail
 * names the image. What was loaded before a failure stays loaded, the rest
 * loads lazily as usual: cufw stays usable. Thread-safe.
 */
int cufw_preload(void);

/*
 * cufw_firmware_enabled -- 1 when firmware mode is on: the environment
 * variable CUFW_FIRMWARE=1 or 0 when set (ignored in a set-user-ID,
 * set-group-ID or file-capability program, as CUFW_LIBCUDA is), else the
 * configure default (--enable-firmware: 1). The Runtime (libcufw_cudart)
 * preloads when it is on, in programs that link its firmware path (every
 * program with --enable-firmware; else one linked with
 * -Wl,--undefined=cufw_cudart_firmware); a core program asks it to
 * decide whether to call cufw_preload. Needs no cufw_init; never fails.
 * Thread-safe (it reads the environment, which the program must not change
 * meanwhile).
 */
int cufw_firmware_enabled(void);

/*
 * cufw_kernel_attribute -- a CUfunction_attribute (cuda.h) of the kernel on
 * the current device (the device of the context current to the thread).
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_INVALID_HANDLE,
 * CUFW_ERROR_NOT_INITIALIZED, a driver error.
 */
int cufw_kernel_attribute(const cufw_kernel *kernel, int attribute, int *value);

/*
 * cufw_kernel_set_attribute -- set a CUfunction_attribute (e.g.
 * CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) for the current device.
 * Errors as cufw_kernel_attribute.
 */
int cufw_kernel_set_attribute(const cufw_kernel *kernel, int attribute, int value);

/*
 * cufw_kernel_set_attribute_for_device -- as cufw_kernel_set_attribute, for
 * the device with that ordinal (cuKernelSetAttribute; no context needed).
 * Additional error: CUFW_ERROR_INVALID_DEVICE. Thread-safe.
 */
int cufw_kernel_set_attribute_for_device(const cufw_kernel *kernel, int attribute, int value,
                                         int device);

/*
 * cufw_kernel_set_cache_config -- preferred L1/shared split (a CUfunc_cache
 * value from cuda.h) of the kernel on the current device. Errors as
 * cufw_kernel_attribute.
 */
int cufw_kernel_set_cache_config(const cufw_kernel *kernel, int config);

/*
 * cufw_kernel_max_active_blocks -- occupancy: blocks of block_size threads
 * with dynamic_smem bytes that fit on one multiprocessor of the current
 * device; flags are CU_OCCUPANCY_* (0: default). Errors as
 * cufw_kernel_attribute.
 */
int cufw_kernel_max_active_blocks(const cufw_kernel *kernel, int block_size,
                                  size_t dynamic_smem, unsigned flags, int *blocks);

/*
 * cufw_module_global -- address and size of a __device__ or __constant__
 * variable called name in module, in the current device's context
 * (cuLibraryGetGlobal), loading the module if needed. size may be NULL.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_INVALID_HANDLE,
 * CUFW_ERROR_NOT_INITIALIZED, CUFW_ERROR_NOT_FOUND, a driver error.
 */
int cufw_module_global(cufw_module *module, const char *name, cufw_devptr *address, size_t *size);

/*
 * cufw_module_managed -- address and size of a __managed__ variable
 * (cuLibraryGetManaged). Errors as cufw_module_global.
 */
int cufw_module_managed(cufw_module *module, const char *name, cufw_devptr *address, size_t *size);

/*
 * cufw_module_library -- the module's CUlibrary, loading the module if
 * needed; valid until cufw_module_unload. Errors as cufw_module_load, and
 * CUFW_ERROR_INVALID_ARGUMENT. Thread-safe.
 */
int cufw_module_library(cufw_module *module, cufw_library **library);

/* ------------------------------------------------------------ the driver's libraries */

/*
 * Each of these is one Driver call on the driver's own objects and is as
 * thread-safe as the driver makes it (every cuLibrary* call is). Errors
 * common to all: CUFW_ERROR_NOT_INITIALIZED; CUFW_ERROR_DRIVER_HANDLE when
 * the driver refuses the library handle.
 */

/*
 * cufw_library_load / cufw_library_load_file -- load code the program has
 * (a fatbin, a cubin or NUL-terminated PTX; in memory, or in the file at
 * path) as a context-independent library (cuLibraryLoadData,
 * cuLibraryLoadFromFile). The option arrays are the driver's CUjit_option
 * and CUlibraryOption values with their values (NULL and 0: none). The code
 * is not checked by cufw: the driver reads it. The library is the
 * program's, to unload with cufw_library_unload; cufw counts it nowhere.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL), CUFW_ERROR_NOT_INITIALIZED,
 * the driver's error (CUFW_ERROR_INVALID_IMAGE for bad code or PTX,
 * CUFW_ERROR_NO_BINARY_FOR_GPU, CUFW_ERROR_DRIVER with CUresult 301 for a
 * missing file, ...). Thread-safe.
 */
int cufw_library_load(cufw_library **library, const void *code, int *jit_options,
                      void **jit_values, unsigned jit_count, int *library_options,
                      void **library_values, unsigned library_count);
int cufw_library_load_file(cufw_library **library, const char *path, int *jit_options,
                           void **jit_values, unsigned jit_count, int *library_options,
                           void **library_values, unsigned library_count);

/* cufw_library_unload -- cuLibraryUnload: its kernels and variables go too. */
int cufw_library_unload(cufw_library *library);

/*
 * cufw_library_kernel -- the kernel called name in library
 * (cuLibraryGetKernel): the driver's CUkernel, usable wherever cufw takes a
 * kernel and valid until the library is unloaded. CUFW_ERROR_NOT_FOUND
 * when there is none.
 */
int cufw_library_kernel(cufw_library *library, const char *name, cufw_kernel **kernel);

/*
 * cufw_library_kernel_count / cufw_library_kernels -- how many kernels the
 * library has, and up to count of them (cuLibraryGetKernelCount,
 * cuLibraryEnumerateKernels).
 */
int cufw_library_kernel_count(cufw_library *library, unsigned *count);
int cufw_library_kernels(cufw_library *library, cufw_kernel **kernels, unsigned count);

/*
 * cufw_library_global / cufw_library_managed -- address and size of a
 * device variable (in the context current to the thread: each context has
 * its own copy) or a managed one (cuLibraryGetGlobal, cuLibraryGetManaged).
 * Either of address and size may be NULL, not both. CUFW_ERROR_NOT_FOUND
 * when there is none.
 */
int cufw_library_global(cufw_library *library, const char *name, cufw_devptr *address,
                        size_t *size);
int cufw_library_managed(cufw_library *library, const char *name, cufw_devptr *address,
                         size_t *size);

/* cufw_library_unified_function -- cuLibraryGetUnifiedFunction. */
int cufw_library_unified_function(cufw_library *library, const char *name, void **function);

/* ------------------------------------------------------------ launches */

/*
 * cufw_launch -- launch kernel on grid x block threads with shared_bytes of
 * dynamic shared memory on stream (NULL: the default stream;
 * CUFW_STREAM_PER_THREAD, CUFW_STREAM_LEGACY: those default streams). args
 * points to one pointer per kernel parameter (as for cuLaunchKernel). Uses
 * the calling thread's current device, activating it on first use.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_HANDLE (kernel or stream),
 * CUFW_ERROR_NOT_INITIALIZED, CUFW_ERROR_INVALID_CONFIGURATION (zero or too
 * large dimensions, too much shared memory: the driver's
 * CUDA_ERROR_INVALID_VALUE for a launch), CUFW_ERROR_LAUNCH_OUT_OF_RESOURCES,
 * or an earlier sticky error. Errors of the kernel itself surface at the
 * next synchronisation. Thread-safe, lock-free.
 */
int cufw_launch(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block, unsigned shared_bytes,
                cufw_stream *stream, void **args);

/*
 * cufw_launch_cooperative -- as cufw_launch, as a cooperative launch (all
 * blocks co-resident; grid-wide synchronisation allowed), through
 * cuLaunchKernelEx with CU_LAUNCH_ATTRIBUTE_COOPERATIVE. Additional error:
 * CUFW_ERROR_COOPERATIVE_TOO_LARGE.
 */
int cufw_launch_cooperative(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                            unsigned shared_bytes, cufw_stream *stream, void **args);

/*
 * cufw_launch_attributes -- as cufw_launch, with launch attributes
 * (cuLaunchKernelEx): attributes points to count records laid out as the
 * driver's CUlaunchAttribute (cuda.h; the CUDA Runtime's cudaLaunchAttribute
 * has the same layout and numbering): cooperative, cluster dimensions,
 * priority, and the rest. count 0 is a plain launch. Additional errors: the
 * driver's, for attributes it refuses (CUFW_ERROR_INVALID_VALUE,
 * CUFW_ERROR_NOT_SUPPORTED, CUFW_ERROR_COOPERATIVE_TOO_LARGE).
 */
int cufw_launch_attributes(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                           unsigned shared_bytes, cufw_stream *stream, void **args,
                           const void *attributes, unsigned count);

/* The names of cufw 0.1, kept for one release (gone in 0.3): */
#define cufw_module_get cufw_module_open
#define cufw_module_from_fatbin cufw_module_open_fatbin
#define cufw_kernel_get cufw_kernel_open
#define cufw_global_get cufw_module_global
#define cufw_managed_get cufw_module_managed

#ifdef __cplusplus
}
#endif

#endif
