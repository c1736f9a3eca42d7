/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/fake.h -- the private part of the stand-in driver: its
 * objects, its one lock, the entry bookkeeping (call counts, trace, injected
 * faults) and the memory map. Test-only code: it may allocate.
 */
#ifndef CUFW_FAKECUDA_FAKE_H
#define CUFW_FAKECUDA_FAKE_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include <cuda.h>
#include <cudaProfiler.h>

#include <cufw/call_list.h> /* the entry points it answers */

/* CUDA 12.x's cuda.h declares these base names at an older ABI than the one
 * cufw binds, and the bound one as <base>_v2 (_v3): the names 13.0's cuda.h
 * makes of the base names. The stand-in defines each under its base name,
 * which becomes that one here as there, so the compiler checks it against
 * the ABI bound. */
#if CUDA_VERSION < 13000
#undef cuMemPrefetchAsync
#undef cuStreamGetCaptureInfo
#undef cuStreamUpdateCaptureDependencies
#define cuMemPrefetchAsync cuMemPrefetchAsync_v2
#define cuMemAdvise cuMemAdvise_v2
#define cuGraphAddNode cuGraphAddNode_v2
#define cuGraphGetEdges cuGraphGetEdges_v2
#define cuGraphNodeGetDependencies cuGraphNodeGetDependencies_v2
#define cuGraphNodeGetDependentNodes cuGraphNodeGetDependentNodes_v2
#define cuGraphAddDependencies cuGraphAddDependencies_v2
#define cuGraphRemoveDependencies cuGraphRemoveDependencies_v2
#define cuStreamGetCaptureInfo cuStreamGetCaptureInfo_v3
#define cuStreamUpdateCaptureDependencies cuStreamUpdateCaptureDependencies_v2
#endif

#define FAKE_EXPORT __attribute__((visibility("default")))
#define FAKE_HIDDEN __attribute__((visibility("hidden")))

/* ------------------------------------------------------------ the device model */

#define FAKE_MAX_DEVICES 64
#define FAKE_CC_MAJOR 9
#define FAKE_CC_MINOR 0
#define FAKE_SMS 132
#define FAKE_MAX_THREADS 1024
#define FAKE_SMEM_DEFAULT 49152    /* per block without opt-in */
#define FAKE_SMEM_OPTIN 232448     /* per block with opt-in */
#define FAKE_SMEM_PER_SM 233472
#define FAKE_REGS_PER_SM 65536
#define FAKE_PRIORITY_LEAST 0
#define FAKE_PRIORITY_GREATEST (-5)
#define FAKE_PITCH_ALIGN 512

/* Configuration, read once from the environment (driver.c). */
struct fake_config {
    int devices;          /* CUFW_FAKE_DEVICES, default 1 */
    int version;          /* CUFW_FAKE_VERSION, default CUDA_VERSION */
    unsigned long long memory; /* CUFW_FAKE_MEMORY: bytes per device */
    int lazy;             /* CUFW_FAKE_LAZY=1: the entries beyond the core section too */
    atomic_int stub;      /* CUFW_FAKE_STUB=1: act as the toolkit's stub libcuda */
    unsigned long long prohibited; /* CUFW_FAKE_PROHIBITED=0,2,...: those devices'
                                      compute mode is CU_COMPUTEMODE_PROHIBITED */
};
extern FAKE_HIDDEN struct fake_config fake_cfg;
FAKE_HIDDEN void fake_config_once(void);

/* The one lock: every entry point that touches shared state holds it. */
extern FAKE_HIDDEN pthread_mutex_t fake_lock;
#define LOCK() pthread_mutex_lock(&fake_lock)
#define UNLOCK() pthread_mutex_unlock(&fake_lock)

/* ------------------------------------------------------------ entry bookkeeping */

/* Every entry of cufw/call_list.h (those of later CUDAs' sections where
 * cuda.h has them), so that any of them is counted, traced and can be made
 * to fail. */
enum fake_fn {
#define FAKE_X_ENUM(name, version, how) FN_##name,
    CUFW_CALL_LIST(FAKE_X_ENUM)
#undef FAKE_X_ENUM
    FN_COUNT
};

/*
 * Beyond the core section the stand-in answers only when CUFW_FAKE_LAZY=1
 * (so the other tests keep a driver without graphs, arrays or interop).
 * These entries it implements itself, by the names and signatures of
 * cuda.h: graphs and stream capture (graph.c), arrays (array.c), batched
 * copies, prefetches and attributes, graphics mapping (batch.c). Every
 * other one is a stub that succeeds (stubs.c).
 */
#define FAKE_LIST_OWN(X)                                                                        \
    X(cuGraphCreate) X(cuGraphClone) X(cuGraphDestroy) X(cuGraphDestroyNode) X(cuGraphAddNode)  \
    X(cuGraphAddKernelNode) X(cuGraphAddMemcpyNode) X(cuGraphAddMemsetNode)                     \
    X(cuGraphAddHostNode) X(cuGraphAddChildGraphNode) X(cuGraphAddEmptyNode)                    \
    X(cuGraphAddEventRecordNode) X(cuGraphAddEventWaitNode)                                     \
    X(cuGraphAddExternalSemaphoresSignalNode) X(cuGraphAddExternalSemaphoresWaitNode)           \
    X(cuGraphAddMemAllocNode) X(cuGraphAddMemFreeNode) X(cuGraphGetNodes)                       \
    X(cuGraphGetRootNodes) X(cuGraphGetEdges) X(cuGraphNodeGetDependencies)                     \
    X(cuGraphNodeGetDependentNodes) X(cuGraphAddDependencies) X(cuGraphRemoveDependencies)      \
    X(cuGraphNodeGetType) X(cuGraphNodeFindInClone) X(cuGraphInstantiateWithFlags)              \
    X(cuGraphInstantiateWithParams) X(cuGraphUpload) X(cuGraphLaunch) X(cuGraphExecDestroy)     \
    X(cuStreamBeginCapture) X(cuStreamBeginCaptureToGraph) X(cuStreamEndCapture)                \
    X(cuStreamGetCaptureInfo) X(cuStreamUpdateCaptureDependencies) X(cuArray3DCreate)           \
    X(cuArray3DGetDescriptor) X(cuArrayDestroy) X(cuMipmappedArrayCreate)                       \
    X(cuMipmappedArrayGetLevel) X(cuMipmappedArrayDestroy) X(cuMemRangeGetAttributes)           \
    X(cuGraphicsMapResources) X(cuGraphicsUnmapResources) FAKE_LIST_OWN_13000(X)
#if CUDA_VERSION >= 13000
#define FAKE_LIST_OWN_13000(X)                                                                  \
    X(cuMemcpyBatchAsync) X(cuMemPrefetchBatchAsync) X(cuMemDiscardBatchAsync)                  \
    X(cuMemDiscardAndPrefetchBatchAsync)
#else
#define FAKE_LIST_OWN_13000(X)
#endif

/* Answered whether or not CUFW_FAKE_LAZY is set: the green contexts and
 * device resources (green.c), for compat's execution contexts, and the
 * later CUDAs' entries the stand-in implements for their tests. */
#if CUDA_VERSION >= 12050
#define FAKE_LIST_ALWAYS_12050(X) X(cuGreenCtxStreamCreate) X(cuCtxRecordEvent) X(cuCtxWaitEvent)
#else
#define FAKE_LIST_ALWAYS_12050(X)
#endif
#if CUDA_VERSION >= 12090
#define FAKE_LIST_ALWAYS_12090(X) X(cuGreenCtxGetId)
#else
#define FAKE_LIST_ALWAYS_12090(X)
#endif
#if CUDA_VERSION >= 13010
#define FAKE_LIST_ALWAYS_13010(X) X(cuStreamGetDevResource) X(cuDevSmResourceSplit)
#else
#define FAKE_LIST_ALWAYS_13010(X)
#endif
#if CUDA_VERSION >= 13020 /* cuLaunchHostFunc_v2: declared by cuda.h from 13.2 */
#define FAKE_LIST_ALWAYS_13020(X)                                                               \
    X(cuKernelGetParamCount) X(cuMemcpyWithAttributesAsync) X(cuLaunchHostFunc_v2)
#else
#define FAKE_LIST_ALWAYS_13020(X)
#endif
#if CUDA_VERSION >= 13040
#define FAKE_LIST_ALWAYS_13040(X) X(cuMemGetLocationInfo)
#else
#define FAKE_LIST_ALWAYS_13040(X)
#endif
#define FAKE_LIST_ALWAYS(X)                                                                     \
    X(cuGreenCtxCreate) X(cuGreenCtxDestroy) X(cuCtxFromGreenCtx) X(cuGreenCtxRecordEvent)      \
    X(cuGreenCtxWaitEvent) X(cuGreenCtxGetDevResource) X(cuDeviceGetDevResource)                \
    X(cuCtxGetDevResource) X(cuDevResourceGenerateDesc) X(cuDevSmResourceSplitByCount)          \
    FAKE_LIST_ALWAYS_12050(X) FAKE_LIST_ALWAYS_12090(X) FAKE_LIST_ALWAYS_13010(X)               \
    FAKE_LIST_ALWAYS_13020(X) FAKE_LIST_ALWAYS_13040(X)

/* The stub of an entry that has no implementation here (stubs.c), or
 * NULL. */
typedef void (*fake_any_fn)(void);
FAKE_HIDDEN fake_any_fn fake_stub(const char *name);
extern FAKE_HIDDEN const char *const fake_fn_names[FN_COUNT];

/* Count the call, trace it, apply an injected fault, refuse before cuInit
 * (unless anytime). Returns CUDA_SUCCESS to go on. */
FAKE_HIDDEN CUresult fake_enter(enum fake_fn fn, int anytime);
#define ENTER_WITH(fn, anytime)                                                                 \
    do {                                                                                        \
        CUresult enter_ = fake_enter(fn, anytime);                                              \
        if (enter_ != CUDA_SUCCESS)                                                             \
            return enter_;                                                                      \
    } while (0)
/* (FN_ is pasted on here, before cuda.h could rename the entry point) */
#define ENTER(name) ENTER_WITH(FN_##name, 0)
#define ENTER_ANYTIME(name) ENTER_WITH(FN_##name, 1)

FAKE_HIDDEN const char *fake_result_name(CUresult r);
/* Why this thread's last call failed with r, in words of the stand-in's
 * own: cuGetErrorString(r) gives the sentence until the thread's next call
 * (other than cuGetErrorName/cuGetErrorString), in place of r's message. */
FAKE_HIDDEN void fake_note(CUresult r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
FAKE_HIDDEN void fake_note_clear(void);
FAKE_HIDDEN int fake_result_parse(const char *s, CUresult *out);

/* ------------------------------------------------------------ handles */

enum fake_kind {
    K_CTX = 1, K_STREAM, K_EVENT, K_LIBRARY, K_KERNEL, K_GRAPH, K_NODE, K_EXEC, K_ARRAY,
    K_MIPMAP, K_GREEN, K_COUNT
};

/* Every driver object starts with this header and is entered in the
 * registry, so a handle is checked without reading through it. */
struct fake_handle {
    enum fake_kind kind;
    struct fake_ctx *ctx; /* owning context (NULL for libraries and kernels) */
    struct fake_handle *next;
};
FAKE_HIDDEN void fake_reg_add(struct fake_handle *h, enum fake_kind kind, struct fake_ctx *ctx);
FAKE_HIDDEN void *fake_reg_find(const void *ptr, enum fake_kind kind);
FAKE_HIDDEN void fake_reg_del(struct fake_handle *h);
/* Remove (and free) every stream and event of ctx. */
FAKE_HIDDEN void fake_reg_drop_ctx(struct fake_ctx *ctx);
FAKE_HIDDEN unsigned long fake_reg_count(enum fake_kind kind);

/* ------------------------------------------------------------ contexts */

struct fake_ctx {
    struct fake_handle h;
    int device;
    int alive;
    CUresult sticky;           /* a fault corrupted the context */
    size_t limits[CU_LIMIT_MAX];
    CUfunc_cache cache;
    unsigned long long peers;  /* bit d: peer access to device d enabled */
    unsigned long long id;     /* cuCtxGetId: 1, 2, ... never reused, as the driver's */
    unsigned green_sms;        /* a green context's CUcontext: its SMs (else 0: all) */
};

struct fake_device {
    struct fake_ctx *primary; /* NULL when inactive */
    int retain;
    unsigned flags;
    unsigned long long used;  /* bytes allocated */
};
extern FAKE_HIDDEN struct fake_device fake_devices[FAKE_MAX_DEVICES];
extern FAKE_HIDDEN int fake_initialized;

/* The calling thread's current context, checked: CUDA_ERROR_INVALID_CONTEXT
 * without one, CUDA_ERROR_CONTEXT_IS_DESTROYED when reset, the sticky error
 * when a kernel faulted. Lock held. */
FAKE_HIDDEN CUresult fake_current(struct fake_ctx **ctx);
/* The lock taken, then fake_current; the caller unlocks. */
FAKE_HIDDEN CUresult fake_lock_current(struct fake_ctx **ctx);
FAKE_HIDDEN int fake_device_ok(CUdevice dev);
/* A new context of device, alive and registered, with the next id (lock
 * held); NULL when out of memory. */
FAKE_HIDDEN struct fake_ctx *fake_ctx_new(int device);
/* Destroy what lives in ctx (lock held): streams, events, allocations. */
FAKE_HIDDEN void fake_ctx_destroy(struct fake_ctx *ctx);

/* ------------------------------------------------------------ streams */

/* A stream's capture (graph.c): the graph it records into (NULL: the
 * stream is not capturing), whether the capture made it, its id, and the
 * dependency set the next captured node would have. */
#define FAKE_GRAPH_NODES 64
struct fake_graph;
struct fake_capture {
    struct fake_graph *graph;
    int owned;
    unsigned long long id;
    size_t ndeps;
    CUgraphNode deps[FAKE_GRAPH_NODES];
};

struct fake_stream {
    struct fake_handle h;
    unsigned flags;
    int priority;
    struct fake_capture capture;
};

struct fake_event {
    struct fake_handle h;
    unsigned flags;
    int recorded;
    double when_ms;
};

/* A new stream of ctx (lock held): CUDA_ERROR_OUT_OF_MEMORY or success. */
FAKE_HIDDEN CUresult fake_stream_new(struct fake_ctx *ctx, unsigned flags, int priority,
                                     CUstream *out);
/* Check a stream argument against the current context (lock held). */
FAKE_HIDDEN CUresult fake_stream_check(CUstream s, struct fake_ctx *ctx);
/* Lock taken: the current context, and the stream argument checked against
 * it (*s NULL for the default streams). The caller unlocks. */
FAKE_HIDDEN CUresult fake_lock_stream(CUstream hStream, struct fake_ctx **c,
                                      struct fake_stream **s);
/* Forget a stream's capture (lock held), as the stream goes (graph.c). */
FAKE_HIDDEN void fake_capture_drop(struct fake_stream *s);

/* ------------------------------------------------------------ memory */

enum fake_mem { M_DEVICE = 1, M_MANAGED, M_HOST, M_REGISTERED, M_GLOBAL };

struct fake_alloc {
    uintptr_t base;
    size_t size;
    enum fake_mem kind;
    struct fake_ctx *ctx; /* NULL for globals */
    int device;
    unsigned flags;
    void *block;          /* what to free, NULL when not ours */
};

/* The allocation that holds [addr, addr+bytes), or NULL (lock held). */
FAKE_HIDDEN struct fake_alloc *fake_mem_find(uintptr_t addr, size_t bytes);
/* The allocation that holds addr at all, or NULL (lock held). */
FAKE_HIDDEN struct fake_alloc *fake_mem_at(uintptr_t addr);
FAKE_HIDDEN int fake_mem_add(const struct fake_alloc *a);
FAKE_HIDDEN void fake_mem_del(struct fake_alloc *a);
/* Free every allocation of ctx (lock held). */
FAKE_HIDDEN void fake_mem_drop_ctx(struct fake_ctx *ctx);
FAKE_HIDDEN unsigned long fake_mem_count(enum fake_mem kind);
/* Device-side range check: CUDA_SUCCESS when [addr, addr+bytes) lies in one
 * allocation, CUDA_ERROR_INVALID_VALUE otherwise. */
FAKE_HIDDEN CUresult fake_mem_device_range(CUdeviceptr addr, size_t bytes);
/* Unified-address check: inside an allocation it must fit; outside any, it
 * is host memory. */
FAKE_HIDDEN CUresult fake_mem_any_range(uintptr_t addr, size_t bytes);

/* ------------------------------------------------------------ modules and kernels */

/* A kernel the fake can run: its name, parameter count, registers, static
 * shared memory, and its host implementation. */
struct fake_launch;
struct fake_kdef {
    const char *name;
    unsigned nparams;
    int regs;
    int static_smem;
    CUresult (*run)(struct fake_launch *l, void **args);
};
/* A device variable the fake knows: name, bytes, managed or not. */
struct fake_vdef {
    const char *name;
    size_t size;
    int managed;
};
extern FAKE_HIDDEN const struct fake_kdef fake_kdefs[];
extern FAKE_HIDDEN const unsigned fake_nkdefs;
extern FAKE_HIDDEN const struct fake_vdef fake_vdefs[];
extern FAKE_HIDDEN const unsigned fake_nvdefs;
/* Names with this prefix exist in every library: as an empty kernel with
 * no parameters, as a 64-byte __device__ variable and as a 64-byte
 * __managed__ one (for capacity tests and managed-variable lookups). */
#define FAKE_SYNTHETIC_PREFIX "cufwfake_"

/* Libraries and kernels are module.c's own. */
struct fake_kernel;

struct fake_launch {
    unsigned grid[3], block[3];
    unsigned smem;
    struct fake_kernel *kernel;
    CUresult fault;                /* set by a kernel that touched bad memory */
};
/* Inside a host kernel: 1 when [p, p+bytes) is device-accessible memory,
 * else records CUDA_ERROR_ILLEGAL_ADDRESS in l->fault and returns 0. */
FAKE_HIDDEN int fake_kernel_access(struct fake_launch *l, const void *p, size_t bytes);
FAKE_HIDDEN void *fake_kernel_global(const struct fake_launch *l, const char *name);

FAKE_HIDDEN double fake_now_ms(void);

#endif
