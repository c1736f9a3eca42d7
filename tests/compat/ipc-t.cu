/* SPDX-License-Identifier: MIT */
/*
 * Interprocess sharing, between this program and a copy of itself:
 *
 *   - cudaIpcGetMemHandle / cudaIpcOpenMemHandle / cudaIpcCloseMemHandle:
 *     the parent allocates two buffers, fills one with data derived from a
 *     random seed and exports both; a child -- the same binary, fork+exec'd
 *     with argv[1] == "child" -- opens them, checks every value against the
 *     seed's reference, writes a transformed copy into the second with a
 *     kernel; the parent checks every value of it;
 *   - cudaIpcGetEventHandle / cudaIpcOpenEventHandle: the child records the
 *     parent's interprocess event after its kernel;
 *   - cudaMemPoolExportToShareableHandle / cudaMemPoolImportFromShareableHandle
 *     with a POSIX file descriptor (inherited by the child across exec),
 *     cudaMemPoolExportPointer / cudaMemPoolImportPointer: the child reads
 *     and rewrites an allocation of the parent's pool;
 *   - the error codes: opening the process's own handle, NULL arguments,
 *     a timing event, a pool without handle types.
 *
 * The child prints nothing: it sends its results (each call's cudaError_t,
 * mismatch counts) through a pipe and the parent asserts them, so both
 * flavours print the same lines. Where the code of a failure is the
 * driver's and the Runtime documents none in particular, the test asserts
 * that the call fails and that the failure is the recorded one, and prints
 * the code.
 */
#include "tests/compat/compat.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>

enum { N = 1 << 16, NOT_RUN = -1 };

/* b[i] = (a[i] ^ key) + i */
__global__ void ipc_transform(const int *a, int *b, int key, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        b[i] = (a[i] ^ key) + i;
}

/* p[i] = ~p[i] */
__global__ void ipc_invert(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = ~p[i];
}

/* The data of a seed: value i (splitmix64), the same in both processes. */
static int seed_value(unsigned long long seed, int i)
{
    unsigned long long z = seed + (unsigned long long)(i + 1) * 0x9E3779B97F4A7C15ull;

    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (int)(unsigned)(z ^ (z >> 31));
}

static void seed_fill(int *p, unsigned long long seed)
{
    int i;

    for (i = 0; i < N; i++)
        p[i] = seed_value(seed, i);
}

/* What the parent sends. */
struct ipc_msg {
    unsigned long long seed_a, seed_p;
    int key;
    int with_pool;
    cudaIpcMemHandle_t mem_a, mem_b;
    cudaIpcEventHandle_t event;
    struct cudaMemPoolPtrExportData ptr_p;
};

/* What the child answers: cudaError_t codes (NOT_RUN when a step did not
 * run) and mismatch counts. */
struct ipc_result {
    int open_a, mismatch_a, open_again, same_pointer, close_again;
    int open_b, kernel, open_event, record, sync;
    int open_null, open_null_last, open_null_cleared;
    int close_a, close_b, close_bad, close_bad_last;
    int event_destroy;
    int import_pool, access_flags, set_access, import_ptr, mismatch_p, invert, free_p;
    int import_null, import_null_last, destroy_pool;
};

static int count_mismatches(const int *want, const int *seen)
{
    int i, bad = 0;

    for (i = 0; i < N; i++)
        bad += want[i] != seen[i];
    return bad;
}

/* ------------------------------------------------------------ the child */

static void child_pool(const struct ipc_msg *m, int pool_fd, struct ipc_result *r, int *host,
                       int *want)
{
    cudaMemPool_t pool = NULL;
    struct cudaMemPoolPtrExportData data = m->ptr_p;
    struct cudaMemLocation loc;
    enum cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
    int *p = NULL;

    r->import_pool = cudaMemPoolImportFromShareableHandle(
        &pool, (void *)(uintptr_t)pool_fd, cudaMemHandleTypePosixFileDescriptor, 0);
    if (r->import_pool != cudaSuccess)
        return;
    loc.type = cudaMemLocationTypeDevice;
    loc.id = 0;
    if (cudaMemPoolGetAccess(&flags, pool, &loc) == cudaSuccess)
        r->access_flags = (int)flags;
    if (flags != cudaMemAccessFlagsProtReadWrite) {
        struct cudaMemAccessDesc desc;

        desc.location = loc;
        desc.flags = cudaMemAccessFlagsProtReadWrite;
        r->set_access = cudaMemPoolSetAccess(pool, &desc, 1);
    }
    r->import_null = cudaMemPoolImportPointer(NULL, pool, &data);
    r->import_null_last = cudaGetLastError();
    r->import_ptr = cudaMemPoolImportPointer((void **)&p, pool, &data);
    if (r->import_ptr == cudaSuccess) {
        seed_fill(want, m->seed_p);
        poison(host, N * sizeof(int));
        if (cudaMemcpy(host, p, N * sizeof(int), cudaMemcpyDeviceToHost) == cudaSuccess)
            r->mismatch_p = count_mismatches(want, host);
        ipc_invert<<<N / 256, 256>>>(p, N);
        r->invert = cudaGetLastError();
        if (r->invert == cudaSuccess)
            r->invert = cudaDeviceSynchronize();
        r->free_p = cudaFree(p);
    }
    r->destroy_pool = cudaMemPoolDestroy(pool);
}

static int child_main(char **argv)
{
    int in_fd = atoi(argv[2]), out_fd = atoi(argv[3]), pool_fd = atoi(argv[4]);
    struct ipc_msg m;
    struct ipc_result r;
    int *a = NULL, *a2 = NULL, *b = NULL, *bad = NULL, *host, *want;
    cudaEvent_t ev = NULL;

    memset(&r, 0xff, sizeof r); /* every field NOT_RUN */
    if (compat_read_full(in_fd, &m, sizeof m) != sizeof m)
        return 2;
    host = (int *)malloc(N * sizeof(int));
    want = (int *)malloc(N * sizeof(int));
    if (host == NULL || want == NULL)
        return 3;
    cudaSetDevice(0);

    r.open_a = cudaIpcOpenMemHandle((void **)&a, m.mem_a, cudaIpcMemLazyEnablePeerAccess);
    if (r.open_a == cudaSuccess) {
        seed_fill(want, m.seed_a);
        poison(host, N * sizeof(int));
        if (cudaMemcpy(host, a, N * sizeof(int), cudaMemcpyDeviceToHost) == cudaSuccess)
            r.mismatch_a = count_mismatches(want, host);
        /* Opened again in the same context: the same pointer, counted. */
        r.open_again = cudaIpcOpenMemHandle((void **)&a2, m.mem_a, cudaIpcMemLazyEnablePeerAccess);
        r.same_pointer = a2 == a;
        if (r.open_again == cudaSuccess)
            r.close_again = cudaIpcCloseMemHandle(a2);
    }
    r.open_b = cudaIpcOpenMemHandle((void **)&b, m.mem_b, cudaIpcMemLazyEnablePeerAccess);
    if (r.open_a == cudaSuccess && r.open_b == cudaSuccess) {
        ipc_transform<<<N / 256, 256>>>(a, b, m.key, N);
        r.kernel = cudaGetLastError();
    }
    r.open_event = cudaIpcOpenEventHandle(&ev, m.event);
    if (r.open_event == cudaSuccess) {
        r.record = cudaEventRecord(ev, 0);
        r.sync = cudaEventSynchronize(ev);
    }
    cudaDeviceSynchronize();

    r.open_null = cudaIpcOpenMemHandle(NULL, m.mem_a, cudaIpcMemLazyEnablePeerAccess);
    r.open_null_last = cudaGetLastError();
    r.open_null_cleared = cudaGetLastError();
    if (r.open_a == cudaSuccess)
        r.close_a = cudaIpcCloseMemHandle(a);
    if (r.open_b == cudaSuccess)
        r.close_b = cudaIpcCloseMemHandle(b);
    /* A pointer of the child's own, never opened from a handle. */
    if (cudaMalloc((void **)&bad, 256) == cudaSuccess) {
        r.close_bad = cudaIpcCloseMemHandle(bad);
        r.close_bad_last = cudaGetLastError();
        cudaFree(bad);
    }
    if (r.open_event == cudaSuccess)
        r.event_destroy = cudaEventDestroy(ev);
    if (m.with_pool)
        child_pool(&m, pool_fd, &r, host, want);
    free(host);
    free(want);
    return compat_write_all(out_fd, &r, sizeof r) ? 0 : 4;
}

/* ------------------------------------------------------------ the parent */

/* Run the child on m; 1 when it answered in full and exited 0. */
static int run_child(const char *self, const struct ipc_msg *m, int pool_fd, struct ipc_result *r)
{
    int to_child[2], from_child[2], status = 0, got;
    char in_s[16], out_s[16], pool_s[16];
    pid_t pid;

    if (pipe(to_child) != 0 || pipe(from_child) != 0)
        bail("pipe failed");
    snprintf(in_s, sizeof in_s, "%d", to_child[0]);
    snprintf(out_s, sizeof out_s, "%d", from_child[1]);
    snprintf(pool_s, sizeof pool_s, "%d", pool_fd);
    pid = compat_fork();
    if (pid == 0) {
        int devnull = open("/dev/null", O_WRONLY);

        close(to_child[1]);
        close(from_child[0]);
        if (devnull >= 0)
            dup2(devnull, 1); /* the child prints no TAP */
        /* The descriptors the child needs survive exec. */
        fcntl(to_child[0], F_SETFD, 0);
        fcntl(from_child[1], F_SETFD, 0);
        if (pool_fd >= 0)
            fcntl(pool_fd, F_SETFD, 0);
        execl("/proc/self/exe", self, "child", in_s, out_s, pool_s, (char *)NULL);
        _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    if (!compat_write_all(to_child[1], m, sizeof *m))
        diag("could not send the handles to the child");
    close(to_child[1]);
    got = compat_read_full(from_child[0], r, sizeof *r) == sizeof *r;
    close(from_child[0]);
    if (waitpid(pid, &status, 0) != pid)
        bail("waitpid failed");
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        diag("child status %d", status);
        return 0;
    }
    return got;
}

static int pool_fd_supported(void)
{
    int types = 0;

    if (cudaDeviceGetAttribute(&types, cudaDevAttrMemoryPoolSupportedHandleTypes, 0) !=
        cudaSuccess) {
        (void)cudaGetLastError();
        return 0;
    }
    return (types & cudaMemHandleTypePosixFileDescriptor) != 0;
}

int main(int argc, char **argv)
{
    struct ipc_msg m;
    struct ipc_result r;
    int *a = NULL, *b = NULL, *p = NULL, *host, *want, *seen, pool_fd = -1, i;
    cudaEvent_t ev = NULL, timed = NULL;
    cudaMemPool_t pool = NULL, def = NULL;
    void *own = NULL;

    if (argc >= 5 && strcmp(argv[1], "child") == 0)
        return child_main(argv);
    plan_lazy();
    compat_need_device();
    {
        int ipc_events = 0;

        if (cudaDeviceGetAttribute(&ipc_events, cudaDevAttrIpcEventSupport, 0) != cudaSuccess ||
            !ipc_events)
            skip_all("device 0 has no IPC support (cudaDevAttrIpcEventSupport)");
    }
    test_rand_seed();
    host = compat_ints(N);
    want = compat_ints(N);
    seen = compat_ints(N);
    memset(&m, 0, sizeof m);
    m.seed_a = test_rand();
    m.seed_p = test_rand();
    m.key = (int)(test_rand() & 0x7fffffff);
    CUDA_OK(cudaSetDevice(0));

    /* The exported buffers and event. */
    seed_fill(host, m.seed_a);
    CUDA_OK(cudaMalloc((void **)&a, N * sizeof(int)));
    CUDA_OK(cudaMalloc((void **)&b, N * sizeof(int)));
    CUDA_OK(cudaMemcpy(a, host, N * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(b, COMPAT_POISON, N * sizeof(int)));
    CUDA_OK(cudaIpcGetMemHandle(&m.mem_a, a));
    CUDA_OK(cudaIpcGetMemHandle(&m.mem_b, b));
    CUDA_OK(cudaEventCreateWithFlags(&ev, cudaEventInterprocess | cudaEventDisableTiming));
    CUDA_OK(cudaIpcGetEventHandle(&m.event, ev));

    /* The exported pool and one allocation of it. */
    m.with_pool = pool_fd_supported();
    if (m.with_pool) {
        struct cudaMemPoolProps props;

        memset(&props, 0, sizeof props);
        props.allocType = cudaMemAllocationTypePinned;
        props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
        props.location.type = cudaMemLocationTypeDevice;
        props.location.id = 0;
        CUDA_OK(cudaMemPoolCreate(&pool, &props));
        CUDA_OK(cudaMallocFromPoolAsync((void **)&p, N * sizeof(int), pool, 0));
        seed_fill(host, m.seed_p);
        CUDA_OK(cudaMemcpy(p, host, N * sizeof(int), cudaMemcpyHostToDevice));
        CUDA_OK(cudaDeviceSynchronize());
        CUDA_OK(cudaMemPoolExportToShareableHandle(&pool_fd, pool,
                                                   cudaMemHandleTypePosixFileDescriptor, 0));
        ok(pool_fd >= 0, "the pool's handle is a file descriptor");
        CUDA_OK(cudaMemPoolExportPointer(&m.ptr_p, p));
        FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolExportPointer(NULL, p));
        FAILS_WITH(cudaErrorInvalidValue,
                   cudaMemPoolExportToShareableHandle(NULL, pool,
                                                      cudaMemHandleTypePosixFileDescriptor, 0));
        CUDA_OK(cudaDeviceGetDefaultMemPool(&def, 0));
        {
            int fd2 = -1;

            /* The default pool was made without handle types. */
            FAILS(cudaMemPoolExportToShareableHandle(&fd2, def,
                                                     cudaMemHandleTypePosixFileDescriptor, 0));
        }
        FAILS_WITH(cudaErrorInvalidValue,
                   cudaMemPoolImportFromShareableHandle(NULL, (void *)(uintptr_t)pool_fd,
                                                        cudaMemHandleTypePosixFileDescriptor,
                                                        0));
    } else {
        skip(21, "no POSIX file descriptor handles for memory pools");
    }

    /* Errors in the exporting process. */
    FAILS(cudaIpcOpenMemHandle(&own, m.mem_a, cudaIpcMemLazyEnablePeerAccess));
    /* Not called: cudaIpcGetMemHandle(NULL, a) and
     * cudaIpcGetEventHandle(NULL, ev), which crash cudart 13.0 (it copies
     * the driver's handle out through the pointer unchecked); cufw answers
     * cudaErrorInvalidValue to both. */
    FAILS(cudaIpcGetMemHandle(&m.mem_b, host));
    FAILS_WITH(cudaErrorInvalidValue, cudaIpcOpenEventHandle(NULL, m.event));
    CUDA_OK(cudaEventCreate(&timed));
    {
        cudaIpcEventHandle_t h;

        FAILS(cudaIpcGetEventHandle(&h, timed));
    }
    CUDA_OK(cudaEventDestroy(timed));
    CUDA_OK(cudaIpcGetMemHandle(&m.mem_b, b)); /* the FAILS above may have written it */

    /* The child's side. */
    memset(&r, 0, sizeof r);
    if (!ok(run_child(argv[0], &m, pool_fd, &r), "the child ran and answered"))
        memset(&r, 0xff, sizeof r);
    is_err(cudaSuccess, (cudaError_t)r.open_a, "child: cudaIpcOpenMemHandle(a)");
    is_int(0, r.mismatch_a, "child: every value of the mapped buffer is the parent's");
    is_err(cudaSuccess, (cudaError_t)r.open_again, "child: opened again");
    is_int(1, r.same_pointer, "child: the second open gives the same pointer");
    is_err(cudaSuccess, (cudaError_t)r.close_again, "child: and closes once");
    is_err(cudaSuccess, (cudaError_t)r.open_b, "child: cudaIpcOpenMemHandle(b)");
    is_err(cudaSuccess, (cudaError_t)r.kernel, "child: the kernel on the mapped buffers");
    is_err(cudaSuccess, (cudaError_t)r.open_event, "child: cudaIpcOpenEventHandle");
    is_err(cudaSuccess, (cudaError_t)r.record, "child: cudaEventRecord on it");
    is_err(cudaSuccess, (cudaError_t)r.sync, "child: cudaEventSynchronize on it");
    is_err(cudaErrorInvalidValue, (cudaError_t)r.open_null, "child: cudaIpcOpenMemHandle(NULL)");
    is_err(cudaErrorInvalidValue, (cudaError_t)r.open_null_last,
           "child: cudaGetLastError reports it");
    is_err(cudaSuccess, (cudaError_t)r.open_null_cleared, "child: and then is cleared");
    is_err(cudaSuccess, (cudaError_t)r.close_a, "child: cudaIpcCloseMemHandle(a)");
    is_err(cudaSuccess, (cudaError_t)r.close_b, "child: cudaIpcCloseMemHandle(b)");
    ok(r.close_bad != cudaSuccess && r.close_bad != NOT_RUN,
       "child: cudaIpcCloseMemHandle of a pointer not opened fails");
    diag("cudaIpcCloseMemHandle(not opened): %s (%d)", cudaGetErrorName((cudaError_t)r.close_bad),
         r.close_bad);
    is_int(r.close_bad, r.close_bad_last, "child: cudaGetLastError reports it");
    is_err(cudaSuccess, (cudaError_t)r.event_destroy,
           "child: cudaEventDestroy of the opened event");

    /* The parent sees the child's writes. */
    CUDA_OK(cudaEventSynchronize(ev));
    seed_fill(host, m.seed_a);
    for (i = 0; i < N; i++)
        want[i] = (host[i] ^ m.key) + i;
    poison(seen, N * sizeof(int));
    CUDA_OK(cudaMemcpy(seen, b, N * sizeof(int), cudaMemcpyDeviceToHost));
    ints_equal(want, seen, N, "the child's kernel wrote every value the parent reads");

    if (m.with_pool) {
        diag("child: the imported pool's access from device 0: %d (set: %d)", r.access_flags,
             r.set_access);
        is_err(cudaSuccess, (cudaError_t)r.import_pool,
               "child: cudaMemPoolImportFromShareableHandle(fd)");
        is_err(cudaErrorInvalidValue, (cudaError_t)r.import_null,
               "child: cudaMemPoolImportPointer(NULL)");
        is_err(cudaErrorInvalidValue, (cudaError_t)r.import_null_last,
               "child: cudaGetLastError reports it");
        is_err(cudaSuccess, (cudaError_t)r.import_ptr, "child: cudaMemPoolImportPointer");
        is_int(0, r.mismatch_p, "child: every value of the imported allocation is the parent's");
        is_err(cudaSuccess, (cudaError_t)r.invert, "child: the kernel on the imported allocation");
        is_err(cudaSuccess, (cudaError_t)r.free_p, "child: cudaFree of the imported pointer");
        is_err(cudaSuccess, (cudaError_t)r.destroy_pool, "child: cudaMemPoolDestroy(imported)");
        seed_fill(host, m.seed_p);
        for (i = 0; i < N; i++)
            want[i] = ~host[i];
        poison(seen, N * sizeof(int));
        CUDA_OK(cudaMemcpy(seen, p, N * sizeof(int), cudaMemcpyDeviceToHost));
        ints_equal(want, seen, N, "the child's writes to the pool allocation reach the parent");
        CUDA_OK(cudaFreeAsync(p, 0));
        CUDA_OK(cudaDeviceSynchronize());
        CUDA_OK(cudaMemPoolDestroy(pool));
        close(pool_fd);
    } else {
        skip(13, "no POSIX file descriptor handles for memory pools");
    }

    CUDA_OK(cudaEventDestroy(ev));
    CUDA_OK(cudaFree(a));
    CUDA_OK(cudaFree(b));
    free(host);
    free(want);
    free(seen);
    return 0;
}
