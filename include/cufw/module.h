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

/* A device address (CUdeviceptr). */
typedef unsigned long long cufw_devptr;

/* Grid and block dimensions. */
typedef struct cufw_dim3 {
    unsigned x, y, z;
} cufw_dim3;

/*
 * cufw_module_get -- the module of the embedded image called name (see
 * cufw_image_find), taking a slot on first use; later calls return the same
 * handle. Does not load it. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT,
 * CUFW_ERROR_NOT_INITIALIZED, CUFW_ERROR_NOT_FOUND (no such image),
 * CUFW_ERROR_CAPACITY (modules). Thread-safe.
 */
int cufw_module_get(const char *name, cufw_module **module);

/*
 * cufw_module_from_fatbin -- a module for a fatbin in memory (one or more
 * containers; size 0: the size its first container header gives). The
 * memory must stay valid and unchanged while the module exists; cufw does
 * not copy it. name is for messages and may be NULL; it is not copied
 * either. Checks the container headers, not the driver. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_NOT_INITIALIZED, a
 * CUFW_ERROR_FATBIN_* code, CUFW_ERROR_CAPACITY (modules). A fatbin already
 * registered (the same address) returns its existing module. Thread-safe.
 */
int cufw_module_from_fatbin(const void *fatbin, size_t size, const char *name,
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
 * cufw_kernel_get -- the kernel called name (its mangled name for C++; use
 * extern "C" kernels for plain names) in module, loading the module if
 * needed. Looking the same kernel up again returns the same handle.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL),
 * CUFW_ERROR_INVALID_HANDLE, CUFW_ERROR_NOT_INITIALIZED,
 * CUFW_ERROR_NOT_FOUND (no such kernel; the driver said
 * CUDA_ERROR_NOT_FOUND), CUFW_ERROR_CAPACITY (kernels), or a load error.
 * Thread-safe.
 */
int cufw_kernel_get(cufw_module *module, const char *name, cufw_kernel **kernel);

/*
 * cufw_kernel_find -- the kernel called name in the first embedded image
 * that has one (images in link order). Returns as cufw_kernel_get, and
 * CUFW_ERROR_NOT_FOUND when no image has it. Thread-safe.
 */
int cufw_kernel_find(const char *name, cufw_kernel **kernel);

/* cufw_kernel_name -- the kernel's (mangled) name as the driver reports it
 * (cuKernelGetName; the string belongs to the driver), or NULL for a bad
 * handle. */
const char *cufw_kernel_name(const cufw_kernel *kernel);

/*
 * cufw_kernel_raw -- the driver's CUkernel for the kernel (as void *), for
 * use with the Driver API directly; NULL for a bad handle.
 */
void *cufw_kernel_raw(const cufw_kernel *kernel);

/*
 * cufw_kernel_attribute -- a CUfunction_attribute (cuda.h) of the kernel on
 * the current device. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT,
 * CUFW_ERROR_INVALID_HANDLE, CUFW_ERROR_NOT_INITIALIZED, a driver error.
 */
int cufw_kernel_attribute(const cufw_kernel *kernel, int attribute, int *value);

/*
 * cufw_kernel_set_attribute -- set a CUfunction_attribute (e.g.
 * CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) for the current device.
 * Errors as cufw_kernel_attribute.
 */
int cufw_kernel_set_attribute(const cufw_kernel *kernel, int attribute, int value);

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
 * cufw_global_get -- address and size of a __device__ or __constant__
 * variable called name in module, in the current device's context
 * (cuLibraryGetGlobal), loading the module if needed. size may be NULL.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_INVALID_HANDLE,
 * CUFW_ERROR_NOT_INITIALIZED, CUFW_ERROR_NOT_FOUND, a driver error.
 */
int cufw_global_get(cufw_module *module, const char *name, cufw_devptr *address, size_t *size);

/*
 * cufw_managed_get -- address and size of a __managed__ variable
 * (cuLibraryGetManaged). Errors as cufw_global_get.
 */
int cufw_managed_get(cufw_module *module, const char *name, cufw_devptr *address, size_t *size);

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

#ifdef __cplusplus
}
#endif

#endif
