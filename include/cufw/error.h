/* SPDX-License-Identifier: MIT */
/*
 * cufw/error.h -- error codes of cufw.
 *
 * Every cufw function returns an int: CUFW_OK (0) or one of the codes below.
 * The codes come from one list, CUFW_ERROR_LIST, which also gives each code
 * its name (cufw_error_name) and message (cufw_error_string). Ranges:
 *
 *     0         success
 *     1..99     usage errors: bad arguments, handles, capacities, state
 *     100..199  finding and binding the driver (libcuda.so.1)
 *     200..299  fatbin containers, ELF files and embedded images
 *     300..399  errors the driver reported, mapped to a cufw code; the raw
 *               CUresult is kept and cufw_driver_result() returns it
 *
 * A code in 300..399 that the driver calls "sticky" (the context is
 * corrupted: illegal address, device assert, other faults) is also recorded
 * as the process's first sticky error (cufw_sticky_error in cufw/device.h).
 *
 * This header needs nothing else of cufw; cufw/fatbin.h includes it.
 */
#ifndef CUFW_ERROR_H
#define CUFW_ERROR_H

#ifdef __cplusplus
extern "C" {
#endif

/* X(NAME, value, message) */
#define CUFW_ERROR_LIST(X)                                                                       \
    X(OK, 0, "no error")                                                                         \
    X(ERROR_INVALID_ARGUMENT, 1, "an argument is invalid (NULL pointer, zero or out-of-range value)") \
    X(ERROR_INVALID_HANDLE, 2, "a handle is invalid: never created, already destroyed, of another kind, or not cufw's") \
    X(ERROR_CAPACITY, 3, "a fixed-capacity table is full (cufw_error_detail() names it and the configure option that raises it)") \
    X(ERROR_NOT_FOUND, 4, "no such name: no embedded image, kernel or variable of that name")   \
    X(ERROR_NOT_READY, 5, "the work is not complete yet (not a failure)")                       \
    X(ERROR_NOT_INITIALIZED, 6, "cufw_init() has not been called, or it failed")               \
    X(ERROR_INVALID_DEVICE, 7, "the device ordinal is out of range")                            \
    X(ERROR_BUFFER_TOO_SMALL, 8, "the output buffer is too small")                             \
    X(ERROR_IN_USE, 9, "the object is still in use (a module with kernels looked up, a device with live objects)") \
    X(ERROR_NO_DRIVER, 100, "the CUDA driver library (libcuda.so.1) could not be loaded")       \
    X(ERROR_DRIVER_SYMBOL, 101, "the CUDA driver lacks an entry point cufw needs")              \
    X(ERROR_DRIVER_TOO_OLD, 102, "the CUDA driver is older than the CUDA version cufw was built for") \
    X(ERROR_NO_DEVICE, 103, "the driver found no CUDA-capable device")                          \
    X(ERROR_DRIVER_INIT, 104, "the driver failed to initialise (cuInit)")                        \
    X(ERROR_STUB_LIBRARY, 105, "the CUDA driver library is the toolkit's link-time stub (lib64/stubs/libcuda.so), not the NVIDIA driver") \
    X(ERROR_FATBIN_BAD_MAGIC, 200, "not a fatbin: bad container or wrapper magic number")       \
    X(ERROR_FATBIN_BAD_VERSION, 201, "unsupported fatbin container or wrapper version")         \
    X(ERROR_FATBIN_TRUNCATED, 202, "the fatbin is truncated: a header or payload runs past the end of the buffer") \
    X(ERROR_FATBIN_BAD_HEADER, 203, "a fatbin header has an impossible size or field")          \
    X(ERROR_FATBIN_ENTRY_OVERRUN, 204, "a fatbin entry runs past the end of its container")     \
    X(ERROR_FATBIN_NO_IMAGE, 205, "the fatbin holds no image this device can load (neither compatible SASS nor PTX)") \
    X(ERROR_FATBIN_EMPTY, 206, "the fatbin holds no entries")                                   \
    X(ERROR_ELF_BAD, 210, "not a 64-bit little-endian ELF file, or its headers are corrupted")  \
    X(ERROR_ELF_NO_SECTION, 211, "the ELF file has no such section")                            \
    X(ERROR_IMAGE_BAD_RECORD, 212, "an embedded-image record is corrupted")                     \
    X(ERROR_OUT_OF_MEMORY, 300, "out of memory (device or pinned host memory)")                 \
    X(ERROR_INVALID_VALUE, 301, "the driver rejected a value (CUDA_ERROR_INVALID_VALUE)")       \
    X(ERROR_INVALID_CONFIGURATION, 302, "invalid launch configuration: grid, block or shared memory out of the device's limits") \
    X(ERROR_LAUNCH_OUT_OF_RESOURCES, 303, "too many resources requested for launch (registers or shared memory)") \
    X(ERROR_NO_BINARY_FOR_GPU, 304, "the fatbin has no image for this GPU (CUDA_ERROR_NO_BINARY_FOR_GPU)") \
    X(ERROR_UNSUPPORTED_PTX, 305, "the PTX needs a newer driver (CUDA_ERROR_UNSUPPORTED_PTX_VERSION)") \
    X(ERROR_INVALID_IMAGE, 306, "the driver rejected the module image (CUDA_ERROR_INVALID_IMAGE)") \
    X(ERROR_DRIVER_NOT_FOUND, 307, "the driver found no symbol of that name in the module (CUDA_ERROR_NOT_FOUND)") \
    X(ERROR_ILLEGAL_ADDRESS, 308, "a kernel accessed an illegal address; the context is unusable until reset (sticky)") \
    X(ERROR_DEVICE_ASSERT, 309, "a kernel assertion failed; the context is unusable until reset (sticky)") \
    X(ERROR_DEVICE_FAULT, 310, "a kernel faulted (illegal instruction, misaligned address, stack error or launch failure); the context is unusable until reset (sticky)") \
    X(ERROR_LAUNCH_TIMEOUT, 311, "a kernel ran past the watchdog timeout")                       \
    X(ERROR_COOPERATIVE_TOO_LARGE, 312, "the cooperative grid is larger than can be co-resident on the device") \
    X(ERROR_NOT_SUPPORTED, 313, "the device or driver does not support this operation")         \
    X(ERROR_NOT_PERMITTED, 314, "the operation is not permitted (e.g. while a stream is capturing)") \
    X(ERROR_INVALID_CONTEXT, 315, "no usable context for the calling thread")                   \
    X(ERROR_DRIVER_HANDLE, 316, "the driver rejected a handle (CUDA_ERROR_INVALID_HANDLE)")     \
    X(ERROR_DEVICE_UNAVAILABLE, 317, "the device is unavailable (busy or in exclusive use)")    \
    X(ERROR_PEER_ACCESS, 318, "peer access is not supported or not enabled between these devices") \
    X(ERROR_DRIVER, 399, "the driver reported an error (cufw_driver_result() has its CUresult)")

enum cufw_error {
#define CUFW_X_ENUM(name, value, message) CUFW_##name = value,
    CUFW_ERROR_LIST(CUFW_X_ENUM)
#undef CUFW_X_ENUM
};

/*
 * cufw_error_name -- the name of a code, e.g. "CUFW_ERROR_CAPACITY".
 * Unknown codes give "CUFW_ERROR_UNKNOWN". Never NULL. Thread-safe.
 */
const char *cufw_error_name(int code);

/*
 * cufw_error_string -- a one-sentence message for a code. Unknown codes give
 * "unknown cufw error code". Never NULL. Thread-safe.
 */
const char *cufw_error_string(int code);

/*
 * cufw_driver_result -- the raw CUresult of the calling thread's most recent
 * failing cufw call, or 0 when that failure did not come from the driver
 * (or nothing has failed yet). Thread-safe (per thread).
 */
int cufw_driver_result(void);

/*
 * cufw_error_detail -- a sentence on the calling thread's most recent
 * failure with its particulars (which capacity, which symbol, which driver
 * function and its CUresult name), or "" when there is none: at most 511
 * bytes, and a longer sentence is cut and ends in "...". The string
 * lives in thread-local storage and stays valid until the thread's next
 * failing cufw call. Thread-safe (per thread).
 */
const char *cufw_error_detail(void);

#ifdef __cplusplus
}
#endif

#endif
