/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/driver.c -- the stand-in driver's front door:
 * cuGetProcAddress_v2 (the one symbol cufw looks up with dlsym), cuInit,
 * cuDriverGetVersion, the profiler no-ops, and the bookkeeping every entry
 * point goes through (fake_enter): call counts, a trace, injected faults.
 *
 * IMPLEMENTATION NOTES
 * Each entry point is defined under the name cuda.h gives it, so the
 * compiler checks its signature against the header (cuMemAlloc is really
 * cuMemAlloc_v2 there). The lookup table comes from the core section of
 * cufw/call_list.h, so a new core entry point that the fake lacks is a link
 * error of the fake (it links with -z defs); with CUFW_FAKE_LAZY=1 the
 * others come from FAKE_LIST_OWN (fake.h) and, for the rest, stubs.c; the
 * green contexts and later CUDAs' entries of FAKE_LIST_ALWAYS it answers
 * always. The configuration is read from the environment once, at the
 * first call of anything; the control functions of control.h change it
 * later. One mutex guards the fault rules, the trace and the lists; call
 * counts are atomic.
 */
#define _GNU_SOURCE
#include "config.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fake.h"
#include "control.h"

FAKE_HIDDEN struct fake_config fake_cfg;
FAKE_HIDDEN pthread_mutex_t fake_lock = PTHREAD_MUTEX_INITIALIZER;
FAKE_HIDDEN int fake_initialized;

FAKE_HIDDEN const char *const fake_fn_names[FN_COUNT] = {
#define FAKE_X_NAME(name, version, how) #name,
    CUFW_CALL_LIST(FAKE_X_NAME)
#undef FAKE_X_NAME
};

/* Entries whose bound ABI is a later variant under the same base name
 * (13.0's; 12.x binds the first, cufw/call_list.h). */
#if CUDA_VERSION >= 13000
#define cuCtxGetDevice cuCtxGetDevice_v2
#endif

struct entry {
    const char *name;
    fake_any_fn fn;
};
/* name -> our function, the core section's and those the stand-in makes
 * beyond it (CUFW_FAKE_LAZY); the cast is only to store them in one table. */
#define FAKE_X_ENTRY(name, ...) {#name, (fake_any_fn)name},
static const struct entry core_entries[] = {CUFW_CALL_LIST_CORE(FAKE_X_ENTRY)};
static const struct entry own_entries[] = {FAKE_LIST_OWN(FAKE_X_ENTRY)};
static const struct entry always_entries[] = {FAKE_LIST_ALWAYS(FAKE_X_ENTRY)};
#undef FAKE_X_ENTRY

/* ------------------------------------------------------------ state */

#define MAX_RULES 32
#define MAX_TRACE 4096
#define LIST_BYTES 4096

struct rule {
    enum fake_fn fn;
    unsigned long nth; /* 0: every call */
    unsigned long seen;
    CUresult code;
};

static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t config_once = PTHREAD_ONCE_INIT;
static struct rule rules[MAX_RULES];
static atomic_uint nrules;
static unsigned long fired;
static enum fake_fn trace_buf[MAX_TRACE];
static unsigned trace_len;
static atomic_ulong calls[FN_COUNT];
static char missing[LIST_BYTES], too_new[LIST_BYTES];

static int fn_index(const char *name, size_t len)
{
    int i;

    for (i = 0; i < FN_COUNT; i++)
        if (strlen(fake_fn_names[i]) == len && strncmp(fake_fn_names[i], name, len) == 0)
            return i;
    return -1;
}

/* Parse "NAME:N:CODE[,...]" into rules (state_lock held). */
static int parse_rules(const char *spec)
{
    const char *p = spec;
    unsigned n = 0;

    atomic_store(&nrules, 0);
    fired = 0;
    if (spec == NULL || *spec == '\0')
        return 0;
    while (*p != '\0') {
        const char *c1 = strchr(p, ':'), *c2, *end;
        char num[32], code[64];
        char *stop;
        int fn;

        if (c1 == NULL || n == MAX_RULES)
            return -1;
        c2 = strchr(c1 + 1, ':');
        if (c2 == NULL)
            return -1;
        end = strchr(c2 + 1, ',');
        if (end == NULL)
            end = c2 + 1 + strlen(c2 + 1);
        fn = fn_index(p, (size_t)(c1 - p));
        if (fn < 0 || (size_t)(c2 - c1 - 1) >= sizeof num || (size_t)(end - c2 - 1) >= sizeof code)
            return -1;
        memcpy(num, c1 + 1, (size_t)(c2 - c1 - 1));
        num[c2 - c1 - 1] = '\0';
        memcpy(code, c2 + 1, (size_t)(end - c2 - 1));
        code[end - c2 - 1] = '\0';
        rules[n].fn = (enum fake_fn)fn;
        rules[n].nth = strtoul(num, &stop, 10);
        if (num[0] == '\0' || *stop != '\0' || fake_result_parse(code, &rules[n].code) != 0)
            return -1;
        rules[n].seen = 0;
        n++;
        p = *end == ',' ? end + 1 : end;
    }
    atomic_store(&nrules, n);
    return 0;
}

static void copy_list(char *dst, const char *src)
{
    snprintf(dst, LIST_BYTES, "%s", src != NULL ? src : "");
}

/* 1 when name is an element of the comma-separated list. */
static int in_list(const char *list, const char *name)
{
    size_t len = strlen(name);
    const char *p = list;

    while ((p = strstr(p, name)) != NULL) {
        if ((p == list || p[-1] == ',') && (p[len] == ',' || p[len] == '\0'))
            return 1;
        p += len;
    }
    return 0;
}

static void read_config(void)
{
    const char *v;

    fake_cfg.devices = 1;
    fake_cfg.version = CUDA_VERSION;
    fake_cfg.memory = 150754820096ull; /* what an H200 reports */
    if ((v = getenv("CUFW_FAKE_DEVICES")) != NULL && *v != '\0') {
        fake_cfg.devices = atoi(v);
        if (fake_cfg.devices < 0)
            fake_cfg.devices = 0;
        if (fake_cfg.devices > FAKE_MAX_DEVICES)
            fake_cfg.devices = FAKE_MAX_DEVICES;
    }
    if ((v = getenv("CUFW_FAKE_VERSION")) != NULL && *v != '\0')
        fake_cfg.version = atoi(v);
    if ((v = getenv("CUFW_FAKE_MEMORY")) != NULL && *v != '\0')
        fake_cfg.memory = strtoull(v, NULL, 10);
    fake_cfg.lazy = (v = getenv("CUFW_FAKE_LAZY")) != NULL && strcmp(v, "1") == 0;
    for (v = getenv("CUFW_FAKE_PROHIBITED"); v != NULL && *v != '\0'; v += *v == ',') {
        char *end;
        long d = strtol(v, &end, 10);

        if (end == v)
            break;
        if (d >= 0 && d < FAKE_MAX_DEVICES)
            fake_cfg.prohibited |= 1ull << d;
        v = end;
    }
    atomic_store(&fake_cfg.stub, (v = getenv("CUFW_FAKE_STUB")) != NULL && strcmp(v, "1") == 0);
    copy_list(missing, getenv("CUFW_FAKE_MISSING"));
    copy_list(too_new, getenv("CUFW_FAKE_TOO_NEW"));
    if (parse_rules(getenv("CUFW_FAKE_FAIL")) != 0)
        fprintf(stderr, "fake libcuda: CUFW_FAKE_FAIL is malformed: %s\n",
                getenv("CUFW_FAKE_FAIL"));
}

void fake_config_once(void)
{
    pthread_once(&config_once, read_config);
}

CUresult fake_enter(enum fake_fn fn, int anytime)
{
    CUresult r = CUDA_SUCCESS;
    unsigned i, n;

    fake_config_once();
    if (fn != FN_cuGetErrorName && fn != FN_cuGetErrorString)
        fake_note_clear();
    atomic_fetch_add(&calls[fn], 1);
    pthread_mutex_lock(&state_lock);
    if (trace_len < MAX_TRACE)
        trace_buf[trace_len] = fn;
    trace_len++;
    n = atomic_load(&nrules);
    for (i = 0; i < n; i++) {
        if (rules[i].fn != fn)
            continue;
        rules[i].seen++;
        if (r == CUDA_SUCCESS && (rules[i].nth == 0 || rules[i].nth == rules[i].seen)) {
            r = rules[i].code;
            fired++;
        }
    }
    pthread_mutex_unlock(&state_lock);
    if (r != CUDA_SUCCESS)
        return r;
    if (atomic_load(&fake_cfg.stub))
        return CUDA_ERROR_STUB_LIBRARY;
    if (!anytime && !__atomic_load_n(&fake_initialized, __ATOMIC_ACQUIRE))
        return CUDA_ERROR_NOT_INITIALIZED;
    return CUDA_SUCCESS;
}

double fake_now_ms(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------ the Driver API */

static fake_any_fn find(const struct entry *table, size_t n, const char *name)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (strcmp(table[i].name, name) == 0)
            return table[i].fn;
    return NULL;
}

/* The function behind a name of cufw/call_list.h, or NULL. */
static fake_any_fn entry_point(const char *name)
{
    fake_any_fn fn = find(core_entries, sizeof core_entries / sizeof *core_entries, name);

    if (fn == NULL)
        fn = find(always_entries, sizeof always_entries / sizeof *always_entries, name);
    if (fn == NULL && fake_cfg.lazy)
        fn = find(own_entries, sizeof own_entries / sizeof *own_entries, name);
    if (fn == NULL && fake_cfg.lazy)
        fn = fake_stub(name);
    return fn;
}

/* cuda.h names it cuGetProcAddress_v2: the one symbol cufw takes with dlsym. */
CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags,
                          CUdriverProcAddressQueryResult *symbolStatus)
{
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    CUresult r = CUDA_ERROR_NOT_FOUND;
    fake_any_fn fn;

    fake_config_once();
    /* the toolkit's stub answers before it looks at anything, and leaves
     * *pfn and *symbolStatus as they were */
    if (atomic_load(&fake_cfg.stub))
        return CUDA_ERROR_STUB_LIBRARY;
    if (symbol == NULL || pfn == NULL || cudaVersion <= 0 ||
        (flags & ~(cuuint64_t)(CU_GET_PROC_ADDRESS_LEGACY_STREAM |
                               CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM)) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    *pfn = NULL;
    pthread_mutex_lock(&state_lock);
    fn = entry_point(symbol);
#if CUDA_VERSION >= 13020
    /* the driver's table by version: 13.1's cuLaunchHostFunc is cuLaunchHostFunc_v2 */
    if (strcmp(symbol, "cuLaunchHostFunc") == 0 && cudaVersion >= 13010)
        fn = entry_point("cuLaunchHostFunc_v2");
#endif
    if (fn != NULL && in_list(too_new, symbol)) {
        status = CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT;
    } else if (fn != NULL && !in_list(missing, symbol)) {
        memcpy(pfn, &fn, sizeof *pfn);
        status = CU_GET_PROC_ADDRESS_SUCCESS;
        r = CUDA_SUCCESS;
    }
    pthread_mutex_unlock(&state_lock);
    if (symbolStatus != NULL)
        *symbolStatus = status;
    return r;
}

CUresult cuDriverGetVersion(int *driverVersion)
{
    ENTER_ANYTIME(cuDriverGetVersion);
    if (driverVersion == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&state_lock);
    *driverVersion = fake_cfg.version;
    pthread_mutex_unlock(&state_lock);
    return CUDA_SUCCESS;
}

CUresult cuInit(unsigned int Flags)
{
    ENTER_ANYTIME(cuInit);
    if (Flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (fake_cfg.devices == 0)
        return CUDA_ERROR_NO_DEVICE;
    __atomic_store_n(&fake_initialized, 1, __ATOMIC_RELEASE);
    return CUDA_SUCCESS;
}

CUresult cuProfilerStart(void)
{
    ENTER(cuProfilerStart);
    return CUDA_SUCCESS;
}

CUresult cuProfilerStop(void)
{
    ENTER(cuProfilerStop);
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------ control.h */

FAKE_EXPORT int cufwfake_set_fail(const char *spec)
{
    int rc;

    fake_config_once();
    pthread_mutex_lock(&state_lock);
    rc = parse_rules(spec);
    if (rc != 0)
        atomic_store(&nrules, 0);
    pthread_mutex_unlock(&state_lock);
    return rc;
}

FAKE_EXPORT unsigned long cufwfake_fired(void)
{
    unsigned long n;

    pthread_mutex_lock(&state_lock);
    n = fired;
    pthread_mutex_unlock(&state_lock);
    return n;
}

FAKE_EXPORT void cufwfake_set_stub(int stub)
{
    fake_config_once();
    atomic_store(&fake_cfg.stub, stub != 0);
}

FAKE_EXPORT void cufwfake_set_missing(const char *list)
{
    fake_config_once();
    pthread_mutex_lock(&state_lock);
    copy_list(missing, list);
    pthread_mutex_unlock(&state_lock);
}

FAKE_EXPORT void cufwfake_set_too_new(const char *list)
{
    fake_config_once();
    pthread_mutex_lock(&state_lock);
    copy_list(too_new, list);
    pthread_mutex_unlock(&state_lock);
}

FAKE_EXPORT void cufwfake_set_version(int version)
{
    fake_config_once();
    pthread_mutex_lock(&state_lock);
    fake_cfg.version = version;
    pthread_mutex_unlock(&state_lock);
}

FAKE_EXPORT void cufwfake_trace_reset(void)
{
    pthread_mutex_lock(&state_lock);
    trace_len = 0;
    pthread_mutex_unlock(&state_lock);
}

FAKE_EXPORT unsigned cufwfake_trace(const char **names, unsigned max)
{
    unsigned i, n;

    pthread_mutex_lock(&state_lock);
    n = trace_len;
    for (i = 0; i < max && i < n && i < MAX_TRACE; i++)
        names[i] = fake_fn_names[trace_buf[i]];
    pthread_mutex_unlock(&state_lock);
    return n;
}

FAKE_EXPORT unsigned long cufwfake_calls(const char *name)
{
    int i = name != NULL ? fn_index(name, strlen(name)) : -1;

    return i >= 0 ? atomic_load(&calls[i]) : 0;
}

FAKE_EXPORT void cufwfake_live(struct cufwfake_live *out)
{
    int d;

    memset(out, 0, sizeof *out);
    LOCK();
    for (d = 0; d < FAKE_MAX_DEVICES; d++)
        out->contexts += fake_devices[d].primary != NULL;
    out->streams = fake_reg_count(K_STREAM);
    out->events = fake_reg_count(K_EVENT);
    out->libraries = fake_reg_count(K_LIBRARY);
    out->device_allocs = fake_mem_count(M_DEVICE) + fake_mem_count(M_MANAGED);
    out->host_allocs = fake_mem_count(M_HOST);
    out->registered = fake_mem_count(M_REGISTERED);
    UNLOCK();
}
