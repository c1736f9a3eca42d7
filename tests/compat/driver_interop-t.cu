/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/driver_interop.c: the driver's logs (a callback registered
 * and unregistered, the current iterator, a dump to memory; cudaLogsCurrent's
 * flags as the driver judges them), export tables (a random UUID is
 * refused) and nvcc's hidden __cudaGetProcAddress (answers 0), each with its
 * documented results and error codes, and that a failure is then
 * cudaGetLastError's.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

/* the driver's logs are CUDA 12.9's; cudaLogs* 13.0's Runtime's */
#if CUDART_VERSION >= 13000
static int log_calls;

static void logged(void *data, cudaLogLevel level, char *message, size_t length)
{
    (void)level;
    (void)message;
    (void)length;
    if (data == &log_calls)
        log_calls++;
}

static void test_logs(void)
{
    cudaLogsCallbackHandle h = NULL;
    cudaLogIterator it = 0;
    char buf[4096];
    size_t size = sizeof buf;

    CUDA_OK(cudaLogsRegisterCallback(logged, &log_calls, &h));
    ok(h != NULL, "cudaLogsRegisterCallback gives a handle");
    CUDA_OK(cudaLogsCurrent(&it, 0));
    {
        void *p = NULL;

        /* a failure the driver may log (whether it does is the driver's) */
        FAILS_WITH(cudaErrorMemoryAllocation, cudaMalloc(&p, (size_t)1 << 60));
        diag("log callbacks after a failed allocation: %d", log_calls);
    }
    poison(buf, sizeof buf);
    CUDA_OK(cudaLogsDumpToMemory(&it, buf, &size, 0));
    ok(size <= sizeof buf, "cudaLogsDumpToMemory writes within the buffer (%zu)", size);
    CUDA_OK(cudaLogsUnregisterCallback(h));
    /* The flags are documented as reserved (0), but cudart 13.0 passes them
     * to cuLogsCurrent unchecked: for 1 the answer is the driver's. */
    {
        CUlogIterator dit = 0;
        CUresult r = drv.cuLogsCurrent(&dit, 1);
        cudaError_t e = cudaLogsCurrent(&it, 1);

        diag("cuLogsCurrent(flags 1): %d, cudaLogsCurrent(flags 1): %s", (int)r,
             cudaGetErrorName(e));
        ok((r == CUDA_SUCCESS) == (e == cudaSuccess),
           "cudaLogsCurrent(&it, 1) succeeds or fails as cuLogsCurrent does");
        last_error_is(e, "cudaLogsCurrent(&it, 1)");
    }
}
#endif

static void test_export_table(void)
{
    cudaUUID_t id;
    const void *table = NULL;
    cudaError_t e;

    fill_random(&id, sizeof id);
    e = cudaGetExportTable(&table, &id);
    ok(e != cudaSuccess, "cudaGetExportTable of a random id fails");
    last_error_is(e, "cudaGetExportTable of a random id");
    FAILS_WITH(cudaErrorInvalidValue, cudaGetExportTable(NULL, &id));
}

/* nvcc's hidden ABI: no header declares it; cudart 13.0's answers 0 (12.4's
 * has none) */
#if CUDART_VERSION >= 13000
extern "C" int __cudaGetProcAddress(void);

static void test_hidden_abi(void)
{
    is_int(0, __cudaGetProcAddress(), "__cudaGetProcAddress answers 0");
}
#endif

int main(void)
{
    drv_begin();
    CUDA_OK(cudaFree(0));

#if CUDART_VERSION >= 13000
    test_logs();
#endif
    test_export_table();
#if CUDART_VERSION >= 13000
    test_hidden_abi();
#endif
    return 0;
}
