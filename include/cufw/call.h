/* SPDX-License-Identifier: MIT */
/*
 * cufw/call.h -- the rest of the Driver API, bound once and traced.
 *
 * core's own functions (cufw_*) cover what an appliance needs and call the
 * driver through one dispatch table that cufw_init() fills. The Driver API
 * has some five hundred more entry points -- arrays, textures, memory
 * pools, graphs, interop -- and a layer above core (compat, which builds the
 * CUDA Runtime on them, or a C program of your own) reaches them here,
 * without dlopen or dlsym of its own: for every entry X(name, version) of
 * cufw/call_list.h,
 *
 *     cufw_call_pfn_<name> cufw_call_<name>(void);
 *
 * returns the driver's function, of the toolkit's own type
 * PFN_<name>_v<version>, or NULL when the driver lacks it (an older
 * driver, a stand-in) or cufw_init() has not succeeded. The first call
 * asks the driver (cuGetProcAddress_v2, at that ABI version, legacy
 * default stream: pass CU_STREAM_PER_THREAD for per-thread semantics) and
 * keeps the answer; later calls are one atomic load. While the live trace
 * is on (CUFW_TRACE, cufw/trace.h) it returns a wrapper that makes the
 * call and writes its line, like every Driver call core makes.
 *
 *     CUarray a;
 *     cufw_call_pfn_cuArrayCreate create = cufw_call_cuArrayCreate();
 *     CUresult r = create != NULL ? create(&a, &desc) : CUDA_ERROR_NOT_SUPPORTED;
 *     if (r != CUDA_SUCCESS)
 *         return cufw_call_failed(r, "cuArrayCreate");
 *
 * These are the driver's own functions: they work in the context current
 * to the calling thread, which core's calls keep (cufw_device_activate()
 * makes the current device's primary context current). Each accessor is a
 * function of its own, so a program linked with --gc-sections keeps those
 * it uses only.
 *
 * Unlike core's other headers this one needs the toolkit's headers: it
 * includes <cuda.h> and <cudaTypedefs.h>. All functions here are
 * thread-safe.
 */
#ifndef CUFW_CALL_H
#define CUFW_CALL_H

#include <cuda.h>
#include <cudaTypedefs.h>

#include <cufw/call_list.h>
#include <cufw/error.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUFW_X_CALL_DECLARE(name, version)                                                      \
    typedef PFN_##name##_v##version cufw_call_pfn_##name;                                       \
    cufw_call_pfn_##name cufw_call_##name(void);
CUFW_CALL_LIST(CUFW_X_CALL_DECLARE)
#undef CUFW_X_CALL_DECLARE

/*
 * cufw_call_failed -- record a failed Driver call made through an accessor
 * above as core records its own: the calling thread's cufw_driver_result()
 * becomes result, cufw_error_detail() names the call and the driver's
 * description of the result, a sticky error marks the device. Returns the
 * cufw code of result (CUFW_OK for CUDA_SUCCESS, recording nothing).
 */
int cufw_call_failed(int result, const char *name);

#ifdef __cplusplus
}
#endif

#endif
