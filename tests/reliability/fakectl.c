/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/fakectl.c -- see fakectl.h.
 */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cuda.h>
#include <cuda_runtime_api.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

struct fake_api fake;
static char path[4096];

const char *fake_path(void)
{
    return path;
}

static void *need(void *lib, const char *name)
{
    void *p = dlsym(lib, name);

    if (p == NULL)
        bail("the stand-in driver %s lacks %s", path, name);
    return p;
}

void fake_required(void)
{
#ifdef CUFW_LINK_LIBCUDA
    skip_all("cufw links libcuda directly (--with-libcuda=link): the stand-in driver cannot "
             "be swapped in");
#endif
}

void fake_use(void)
{
    const char *env = getenv("CUFW_FAKE_LIBCUDA"), *top = getenv("CUFW_TOP_BUILDDIR");
    void *lib;

    fake_required();
    if (env != NULL && *env != '\0')
        snprintf(path, sizeof path, "%s", env);
    else
        snprintf(path, sizeof path, "%s/tests/fakecuda/libcuda.so.1",
                 top != NULL && *top != '\0' ? top : ".");
    setenv("CUFW_LIBCUDA", path, 1);
    /* the same object cufw will dlopen: one copy, one state */
    lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL)
        bail("cannot load the stand-in driver: %s", dlerror());
    *(void **)&fake.set_fail = need(lib, "cufwfake_set_fail");
    *(void **)&fake.fired = need(lib, "cufwfake_fired");
    *(void **)&fake.set_missing = need(lib, "cufwfake_set_missing");
    *(void **)&fake.set_too_new = need(lib, "cufwfake_set_too_new");
    *(void **)&fake.set_version = need(lib, "cufwfake_set_version");
    *(void **)&fake.set_stub = need(lib, "cufwfake_set_stub");
    *(void **)&fake.trace_reset = need(lib, "cufwfake_trace_reset");
    *(void **)&fake.trace = need(lib, "cufwfake_trace");
    *(void **)&fake.calls = need(lib, "cufwfake_calls");
    *(void **)&fake.live = need(lib, "cufwfake_live");
    *(void **)&fake.names_known = need(lib, "cufwfake_names_known");
    *(void **)&fake.last_load = need(lib, "cufwfake_last_load");
}

int fake_names_known(const char *image)
{
    const struct cufw_image *img = cufw_image_find(image);

    if (img == NULL)
        bail("the embedded image %s is missing", image);
    return fake.names_known(cufw_image_data(img)) == 1;
}

void fake_start(void)
{
    fake_use();
    if (cufw_init() != CUFW_OK)
        bail("cufw_init on the stand-in driver: %s", cufw_error_detail());
}

void fake_fail(const char *name, unsigned nth, int code)
{
    char spec[256];

    snprintf(spec, sizeof spec, "%s:%u:%d", name, nth, code);
    if (fake.set_fail(spec) != 0)
        bail("the fake driver refused the fault spec %s", spec);
}

unsigned long fake_open_kernels(cufw_module *m, cufw_kernel **k, unsigned long n)
{
    unsigned long i, made = 0;
    char name[64];

    for (i = 0; i < n; i++) {
        snprintf(name, sizeof name, "cufwfake_kernel_%lu", i);
        made += cufw_kernel_open(m, name, &k[i]) == CUFW_OK;
    }
    return made;
}

/* ------------------------------------------------------------ call traces */

void fake_calls_get(struct fake_calls *c)
{
    c->n = fake.trace(c->names, FAKE_CALLS_MAX);
}

int fake_called(const struct fake_calls *c, const char *name)
{
    unsigned i;

    for (i = 0; i < c->n && i < FAKE_CALLS_MAX; i++)
        if (strcmp(c->names[i], name) == 0)
            return 1;
    return 0;
}

int fake_steady(const struct fake_calls *c)
{
    return c->n == 2 && strcmp(c->names[0], "cuCtxGetId") == 0 &&
           strcmp(c->names[1], "cuLaunchKernel") == 0;
}

int fake_steady_trusted(const struct fake_calls *c)
{
    return c->n == 1 && strcmp(c->names[0], "cuLaunchKernel") == 0;
}

/* ------------------------------------------------------------ capacities */

void caps_get(struct caps *c)
{
    struct cufw_capacity cap;
    unsigned i;

    c->n = cufw_capacity_count();
    if (c->n > CAPS_MAX)
        bail("more capacities (%u) than this test knows", c->n);
    for (i = 0; i < c->n; i++)
        c->used[i] = cufw_capacity_info(i, &cap) == CUFW_OK ? cap.used : (unsigned long)-1;
}

int caps_diff(const struct caps *want, const struct caps *seen, int which, long delta)
{
    unsigned i;

    for (i = 0; i < want->n; i++) {
        unsigned long w = want->used[i] + (unsigned long)((int)i == which ? delta : 0);

        if (seen->used[i] != w)
            return (int)i;
    }
    return -1;
}

const char *caps_name(int index)
{
    struct cufw_capacity cap;

    return index >= 0 && cufw_capacity_info((unsigned)index, &cap) == CUFW_OK ? cap.name : "?";
}

int cap_index(const char *name)
{
    unsigned i;

    if (cufw_capacity_find(name, &i) != CUFW_OK)
        bail("no capacity called %s", name);
    return (int)i;
}

static struct cufw_capacity cap_info(const char *name)
{
    struct cufw_capacity cap;

    cufw_capacity_info((unsigned)cap_index(name), &cap);
    return cap;
}

unsigned long cap_used(const char *name)
{
    return cap_info(name).used;
}

unsigned long cap_limit(const char *name)
{
    return cap_info(name).limit;
}

/* ------------------------------------------------------------ codes */

int expected_code(int cu_result)
{
    switch (cu_result) {
    case CUDA_SUCCESS: return CUFW_OK;
    case CUDA_ERROR_INVALID_VALUE: return CUFW_ERROR_INVALID_VALUE;
    case CUDA_ERROR_OUT_OF_MEMORY: return CUFW_ERROR_OUT_OF_MEMORY;
    case CUDA_ERROR_NOT_INITIALIZED: return CUFW_ERROR_NOT_INITIALIZED;
    case CUDA_ERROR_DEINITIALIZED: return CUFW_ERROR_NOT_INITIALIZED;
    case CUDA_ERROR_NO_DEVICE: return CUFW_ERROR_NO_DEVICE;
    case CUDA_ERROR_STUB_LIBRARY: return CUFW_ERROR_STUB_LIBRARY;
    case CUDA_ERROR_INVALID_DEVICE: return CUFW_ERROR_INVALID_DEVICE;
    case CUDA_ERROR_NO_BINARY_FOR_GPU: return CUFW_ERROR_NO_BINARY_FOR_GPU;
    case CUDA_ERROR_UNSUPPORTED_PTX_VERSION: return CUFW_ERROR_UNSUPPORTED_PTX;
    case CUDA_ERROR_INVALID_IMAGE: return CUFW_ERROR_INVALID_IMAGE;
    case CUDA_ERROR_INVALID_PTX: return CUFW_ERROR_INVALID_IMAGE;
    case CUDA_ERROR_JIT_COMPILER_NOT_FOUND: return CUFW_ERROR_INVALID_IMAGE;
    case CUDA_ERROR_NOT_FOUND: return CUFW_ERROR_NOT_FOUND;
    case CUDA_ERROR_NOT_READY: return CUFW_ERROR_NOT_READY;
    case CUDA_ERROR_INVALID_HANDLE: return CUFW_ERROR_DRIVER_HANDLE;
    case CUDA_ERROR_INVALID_CONTEXT: return CUFW_ERROR_INVALID_CONTEXT;
    case CUDA_ERROR_CONTEXT_IS_DESTROYED: return CUFW_ERROR_INVALID_CONTEXT;
    case CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE: return CUFW_ERROR_INVALID_CONTEXT;
    case CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES: return CUFW_ERROR_LAUNCH_OUT_OF_RESOURCES;
    case CUDA_ERROR_LAUNCH_TIMEOUT: return CUFW_ERROR_LAUNCH_TIMEOUT;
    case CUDA_ERROR_ILLEGAL_ADDRESS: return CUFW_ERROR_ILLEGAL_ADDRESS;
    case CUDA_ERROR_ASSERT: return CUFW_ERROR_DEVICE_ASSERT;
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_ECC_UNCORRECTABLE: return CUFW_ERROR_DEVICE_FAULT;
    case CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE: return CUFW_ERROR_COOPERATIVE_TOO_LARGE;
    case CUDA_ERROR_NOT_SUPPORTED: return CUFW_ERROR_NOT_SUPPORTED;
    case CUDA_ERROR_NOT_PERMITTED:
    case CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED:
    case CUDA_ERROR_STREAM_CAPTURE_INVALIDATED: return CUFW_ERROR_NOT_PERMITTED;
    case CUDA_ERROR_DEVICE_UNAVAILABLE:
    case CUDA_ERROR_DEVICE_NOT_LICENSED: return CUFW_ERROR_DEVICE_UNAVAILABLE;
    case CUDA_ERROR_PEER_ACCESS_UNSUPPORTED:
    case CUDA_ERROR_PEER_ACCESS_NOT_ENABLED:
    case CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED: return CUFW_ERROR_PEER_ACCESS;
    default: return CUFW_ERROR_DRIVER;
    }
}

const char *cu_name(int cu_result)
{
    switch (cu_result) {
    case CUDA_SUCCESS: return "CUDA_SUCCESS";
    case CUDA_ERROR_INVALID_VALUE: return "CUDA_ERROR_INVALID_VALUE";
    case CUDA_ERROR_OUT_OF_MEMORY: return "CUDA_ERROR_OUT_OF_MEMORY";
    case CUDA_ERROR_NOT_INITIALIZED: return "CUDA_ERROR_NOT_INITIALIZED";
    case CUDA_ERROR_INVALID_CONTEXT: return "CUDA_ERROR_INVALID_CONTEXT";
    case CUDA_ERROR_INVALID_HANDLE: return "CUDA_ERROR_INVALID_HANDLE";
    case CUDA_ERROR_NOT_FOUND: return "CUDA_ERROR_NOT_FOUND";
    case CUDA_ERROR_NOT_READY: return "CUDA_ERROR_NOT_READY";
    case CUDA_ERROR_LAUNCH_FAILED: return "CUDA_ERROR_LAUNCH_FAILED";
    case CUDA_ERROR_ECC_UNCORRECTABLE: return "CUDA_ERROR_ECC_UNCORRECTABLE";
    case CUDA_ERROR_DEVICE_UNAVAILABLE: return "CUDA_ERROR_DEVICE_UNAVAILABLE";
    case CUDA_ERROR_NOT_PERMITTED: return "CUDA_ERROR_NOT_PERMITTED";
    case CUDA_ERROR_NOT_SUPPORTED: return "CUDA_ERROR_NOT_SUPPORTED";
    case CUDA_ERROR_PEER_ACCESS_UNSUPPORTED: return "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED";
    case CUDA_ERROR_ILLEGAL_ADDRESS: return "CUDA_ERROR_ILLEGAL_ADDRESS";
    case CUDA_ERROR_INVALID_DEVICE: return "CUDA_ERROR_INVALID_DEVICE";
    case CUDA_ERROR_UNKNOWN: return "CUDA_ERROR_UNKNOWN";
    default: return "(a CUresult)";
    }
}

/* The first two go to every injection point; the rest take turns. */
const int fault_codes[] = {
    CUDA_ERROR_OUT_OF_MEMORY,      CUDA_ERROR_UNKNOWN,         CUDA_ERROR_INVALID_CONTEXT,
    CUDA_ERROR_INVALID_HANDLE,     CUDA_ERROR_NOT_SUPPORTED,   CUDA_ERROR_LAUNCH_FAILED,
    CUDA_ERROR_DEVICE_UNAVAILABLE, CUDA_ERROR_NOT_PERMITTED,   CUDA_ERROR_ECC_UNCORRECTABLE,
    CUDA_ERROR_INVALID_VALUE,      CUDA_ERROR_INVALID_DEVICE,  CUDA_ERROR_PEER_ACCESS_UNSUPPORTED,
    CUDA_ERROR_ILLEGAL_ADDRESS,    CUDA_ERROR_NOT_INITIALIZED,
};
const unsigned fault_ncodes = sizeof fault_codes / sizeof fault_codes[0];

/* ------------------------------------------------------------ known bugs */

int known_bug(const char *id, int success, const char *fmt, ...)
{
    char desc[512];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(desc, sizeof desc, fmt, ap);
    va_end(ap);
    if (success || test_env_is("CUFW_TEST_STRICT", "1"))
        return ok(success, "%s%s%s", desc, success ? "" : " [known core bug ", success ? "" : id);
    diag("known core bug %s: %s", id, desc);
    skip(1, "known core bug %s (tests/reliability/README.md): %s", id, desc);
    return 0;
}

/* ------------------------------------------------------------ every entry point */

int not_initialized_calls(int *total)
{
    int v, n = 0, bad = 0, i, rc[128];
    size_t sz;
    char name[32];
    unsigned char uuid[16];
    unsigned u;
    float ms;
    void *p = NULL;
    cufw_devptr d = 0;
    cufw_module *m = NULL;
    cufw_kernel *k = NULL;
    cufw_stream *s = NULL;
    cufw_event *e = NULL;
    cufw_dim3 one = {1, 1, 1};

    /* (cufw_driver_version is left out: it is documented to answer as
     * soon as the library is loaded, even when cufw_init then failed) */
    rc[n++] = cufw_device_count(&v);
    rc[n++] = cufw_device_name(0, name, sizeof name);
    rc[n++] = cufw_device_attribute(0, 1, &v);
    rc[n++] = cufw_device_compute_capability(0, &v, &v);
    rc[n++] = cufw_device_total_memory(0, &sz);
    rc[n++] = cufw_device_uuid(0, uuid);
    rc[n++] = cufw_device_set_current(0);
    rc[n++] = cufw_device_current(&v);
    rc[n++] = cufw_device_synchronize();
    rc[n++] = cufw_device_reset(0);
    rc[n++] = cufw_device_set_flags(0, 0);
    rc[n++] = cufw_device_flags(0, &u, &v);
    rc[n++] = cufw_device_limit(0, &sz);
    rc[n++] = cufw_device_set_limit(0, 0);
    rc[n++] = cufw_device_can_access_peer(0, 0, &v);
    rc[n++] = cufw_module_open("vector", &m);
    rc[n++] = cufw_module_open_fatbin(name, 0, NULL, &m);
    rc[n++] = cufw_module_load(NULL);
    rc[n++] = cufw_module_unload(NULL);
    rc[n++] = cufw_kernel_open(NULL, "x", &k);
    rc[n++] = cufw_kernel_find("x", &k);
    rc[n++] = cufw_preload();
    rc[n++] = cufw_kernel_prepare(NULL);
    rc[n++] = cufw_kernel_attribute(NULL, 0, &v);
    rc[n++] = cufw_kernel_set_attribute(NULL, 0, 0);
    rc[n++] = cufw_kernel_max_active_blocks(NULL, 32, 0, 0, &v);
    rc[n++] = cufw_module_global(NULL, "x", &d, &sz);
    rc[n++] = cufw_module_managed(NULL, "x", &d, &sz);
    rc[n++] = cufw_launch(NULL, one, one, 0, NULL, NULL);
    rc[n++] = cufw_launch_cooperative(NULL, one, one, 0, NULL, NULL);
    rc[n++] = cufw_malloc(&d, 16);
    rc[n++] = cufw_free(0);
    rc[n++] = cufw_malloc_managed(&d, 16, 0);
    rc[n++] = cufw_malloc_pitch(&d, &sz, 16, 16, 4);
    rc[n++] = cufw_malloc_async(&d, 16, NULL);
    rc[n++] = cufw_free_async(0, NULL);
    rc[n++] = cufw_host_alloc(&p, 16, 0);
    rc[n++] = cufw_host_free(NULL);
    rc[n++] = cufw_host_register(name, sizeof name, 0);
    rc[n++] = cufw_host_unregister(name);
    rc[n++] = cufw_host_device_pointer(&d, name);
    rc[n++] = cufw_memcpy_htod(0, name, 4);
    rc[n++] = cufw_memcpy_dtoh(name, 0, 4);
    rc[n++] = cufw_memcpy_dtod(0, 0, 4);
    rc[n++] = cufw_memcpy(name, name, 4);
    rc[n++] = cufw_memcpy_htod_async(0, name, 4, NULL);
    rc[n++] = cufw_memcpy_dtoh_async(name, 0, 4, NULL);
    rc[n++] = cufw_memcpy_dtod_async(0, 0, 4, NULL);
    rc[n++] = cufw_memcpy_async(name, name, 4, NULL);
    rc[n++] = cufw_memcpy_2d(name, 4, name, 4, 4, 1);
    rc[n++] = cufw_memcpy_2d_async(name, 4, name, 4, 4, 1, NULL);
    rc[n++] = cufw_memset_d8(0, 0, 4);
    rc[n++] = cufw_memset_d32(0, 0, 4);
    rc[n++] = cufw_memset_d8_async(0, 0, 4, NULL);
    rc[n++] = cufw_memset_d32_async(0, 0, 4, NULL);
    rc[n++] = cufw_memset_2d_d8(0, 4, 0, 4, 1);
    rc[n++] = cufw_memset_2d_d8_async(0, 4, 0, 4, 1, NULL);
    rc[n++] = cufw_memory_info(&sz, &sz);
    rc[n++] = cufw_stream_create(&s, 0, 0);
    rc[n++] = cufw_stream_priority_range(&v, &v);
    rc[n++] = cufw_stream_destroy(NULL);
    rc[n++] = cufw_stream_synchronize(NULL);
    rc[n++] = cufw_stream_query(NULL);
    rc[n++] = cufw_stream_wait_event(NULL, NULL);
    rc[n++] = cufw_stream_wait_event_flags(NULL, NULL, 0);
    rc[n++] = cufw_stream_flags(NULL, &u);
    rc[n++] = cufw_stream_priority(NULL, &v);
    rc[n++] = cufw_stream_add_callback(NULL, NULL, NULL);
    rc[n++] = cufw_event_create(&e, 0);
    rc[n++] = cufw_event_destroy(NULL);
    rc[n++] = cufw_event_record(NULL, NULL);
    rc[n++] = cufw_event_query(NULL);
    rc[n++] = cufw_event_synchronize(NULL);
    rc[n++] = cufw_event_elapsed(&ms, NULL, NULL);
    for (i = 0; i < n; i++) {
        if (rc[i] != CUFW_ERROR_NOT_INITIALIZED) {
            diag("entry point %d returned %s, not CUFW_ERROR_NOT_INITIALIZED", i,
                 cufw_error_name(rc[i]));
            bad++;
        }
    }
    /* those that answer NULL rather than a code */
    bad += cufw_module_name(m) != NULL || cufw_kernel_name(k) != NULL ||
           cufw_kernel_raw(k) != NULL || cufw_stream_raw(s) != NULL || cufw_event_raw(e) != NULL;
    if (total != NULL)
        *total = n + 5;
    return bad;
}

/* ------------------------------------------------------------ files */

void *read_build_file(const char *name, size_t *size)
{
    char full[4096];
    const char *dir = getenv("CUFW_TEST_BUILDDIR");
    FILE *f;
    void *buf;
    long len;

    if (name[0] == '/')
        snprintf(full, sizeof full, "%s", name);
    else
        snprintf(full, sizeof full, "%s/%s", dir != NULL ? dir : "tests/data", name);
    f = fopen(full, "rb");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) <= 0 ||
        fseek(f, 0, SEEK_SET) != 0)
        bail("cannot read %s", full);
    buf = aligned_alloc(8, ((size_t)len + 7) & ~(size_t)7);
    if (buf == NULL || fread(buf, 1, (size_t)len, f) != (size_t)len)
        bail("cannot read %s", full);
    fclose(f);
    *size = (size_t)len;
    return buf;
}

const unsigned long long fake_empty_container[2] = {0x00100001BA55ED50ull, 0};
