// SPDX-License-Identifier: MIT
//
// scripts/libraries/runtimes.cu -- two CUDA runtimes in one process: this
// program's (cufw's compat, or cudart_static in the reference build) and
// the private cudart inside the shared cuBLAS (libcublas.so imports no
// cuda* name: it carries its own). They share the device only because both
// work in the primary context and their handles are the Driver's: a stream
// or event this program creates is a CUstream or CUevent the library's
// runtime takes as its own, and device memory is the driver's memory.
//
// Checked against a CPU reference on random data: a GEMM that cuBLAS runs
// on this program's stream, between kernels of this program's own on that
// stream and on another one (ordered by an event of this program's), with
// a workspace and a pool allocation of this program's; the same on the
// legacy default stream, which both runtimes name 0; the stream cuBLAS
// reports back; and this program's runtime after the library's handle is
// gone. Prints TAP and a `time` line, like the other programs here.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

// Each element: out = scale * in (this program's own kernel, registered with
// this program's runtime).
__global__ void scale(float *out, const float *in, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = s * in[i];
}

// Column-major C (m x n): C[i + j*m] += bias[i].
__global__ void add_bias(float *c, const float *bias, int m, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < m * n)
        c[i] += bias[i % m];
}

struct problem {
    int m, n, k;
    float *a, *b, *bias, *want; // host: A (m x k), B (k x n), bias (m), the reference
};

// want = (s*A) B + bias, column-major, in double.
static void reference(struct problem *p, float s)
{
    for (int j = 0; j < p->n; j++)
        for (int i = 0; i < p->m; i++) {
            double acc = 0;

            for (int l = 0; l < p->k; l++)
                acc += (double)(s * p->a[i + l * p->m]) * p->b[l + j * p->k];
            p->want[i + j * p->m] = (float)(acc + p->bias[i]);
        }
}

static int matches(const float *got, const float *want, int count, double tol)
{
    int bad = 0;

    for (int i = 0; i < count; i++) {
        double d = fabs((double)got[i] - want[i]), lim = tol * (1.0 + fabs((double)want[i]));

        if (!(d <= lim)) { // NaN (the poison) fails too
            if (bad++ < 3)
                printf("# element %d: got %g, want %g\n", i, got[i], want[i]);
        }
    }
    return bad == 0;
}

int main(int argc, char **argv)
{
    struct rng r = rng_from_args(argc, argv);
    struct problem p = {517, 263, 389, NULL, NULL, NULL, NULL};
    size_t na = (size_t)p.m * p.k, nb = (size_t)p.k * p.n, nc = (size_t)p.m * p.n;
    float *a0, *a, *b, *c, *bias, *got, *pooled;
    void *work;
    const size_t work_bytes = 32u << 20;
    const float one = 1.0f, zero = 0.0f, s = 2.0f;
    cudaStream_t sa, sb, reported = NULL;
    cudaEvent_t ready;
    cublasHandle_t h;

    p.a = (float *)malloc(na * sizeof(float));
    p.b = (float *)malloc(nb * sizeof(float));
    p.bias = (float *)malloc(p.m * sizeof(float));
    p.want = (float *)malloc(nc * sizeof(float));
    got = (float *)malloc(nc * sizeof(float));
    if (!p.a || !p.b || !p.bias || !p.want || !got)
        return 2;
    for (size_t i = 0; i < na; i++)
        p.a[i] = (float)rng_range(&r, -1, 1);
    for (size_t i = 0; i < nb; i++)
        p.b[i] = (float)rng_range(&r, -1, 1);
    for (int i = 0; i < p.m; i++)
        p.bias[i] = (float)rng_range(&r, -1, 1);
    reference(&p, s);

    CHECK_CUDA(cudaSetDevice(0));
    CHECK_CUDA(cudaStreamCreateWithFlags(&sa, cudaStreamNonBlocking));
    CHECK_CUDA(cudaStreamCreateWithFlags(&sb, cudaStreamNonBlocking));
    CHECK_CUDA(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
    CHECK_CUDA(cudaMalloc(&a0, na * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&a, na * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&b, nb * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&bias, p.m * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&work, work_bytes));
    CHECK_CUDA(cudaMallocAsync((void **)&pooled, nc * sizeof(float), sb));
    c = pooled; // C lives in this program's memory pool
    CHECK_CUDA(cudaMemcpyAsync(a0, p.a, na * sizeof(float), cudaMemcpyHostToDevice, sa));
    CHECK_CUDA(cudaMemcpyAsync(b, p.b, nb * sizeof(float), cudaMemcpyHostToDevice, sb));
    CHECK_CUDA(cudaMemcpyAsync(bias, p.bias, p.m * sizeof(float), cudaMemcpyHostToDevice, sb));

    CHECK_LIB(cublasCreate(&h), CUBLAS_STATUS_SUCCESS);
    CHECK_LIB(cublasSetStream(h, sb), CUBLAS_STATUS_SUCCESS);
    CHECK_LIB(cublasSetWorkspace(h, work, work_bytes), CUBLAS_STATUS_SUCCESS);
    CHECK_LIB(cublasGetStream(h, &reported), CUBLAS_STATUS_SUCCESS);
    tap_check(reported == sb, "cuBLAS's runtime reports this program's stream as its own");

    // sa: A = s * A0 (this program's kernel); sb waits on it through this
    // program's event, then runs cuBLAS's GEMM and this program's bias.
    CHECK_CUDA(cudaMemsetAsync(c, 0xff, nc * sizeof(float), sb));
    scale<<<(unsigned)((na + 255) / 256), 256, 0, sa>>>(a, a0, s, (int)na);
    CHECK_CUDA(cudaGetLastError());
    CHECK_CUDA(cudaEventRecord(ready, sa));
    CHECK_CUDA(cudaStreamWaitEvent(sb, ready, 0));
    CHECK_LIB(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, p.m, p.n, p.k, &one, a, p.m, b, p.k,
                             &zero, c, p.m), CUBLAS_STATUS_SUCCESS);
    add_bias<<<(unsigned)((nc + 255) / 256), 256, 0, sb>>>(c, bias, p.m, p.n);
    CHECK_CUDA(cudaGetLastError());
    memset(got, 0, nc * sizeof(float));
    CHECK_CUDA(cudaMemcpyAsync(got, c, nc * sizeof(float), cudaMemcpyDeviceToHost, sb));
    CHECK_CUDA(cudaStreamSynchronize(sb));
    tap_check(matches(got, p.want, (int)nc, 1e-4),
           "kernel on one stream, event, cuBLAS GEMM and kernel on another: (2A)B + bias "
           "within 1e-4 relative");

    // The legacy default stream: 0 in both runtimes, the driver's NULL
    // stream, which orders both runtimes' work.
    CHECK_LIB(cublasSetStream(h, 0), CUBLAS_STATUS_SUCCESS);
    CHECK_CUDA(cudaMemset(c, 0xff, nc * sizeof(float)));
    scale<<<(unsigned)((na + 255) / 256), 256>>>(a, a0, s, (int)na);
    CHECK_CUDA(cudaGetLastError());
    CHECK_LIB(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, p.m, p.n, p.k, &one, a, p.m, b, p.k,
                             &zero, c, p.m), CUBLAS_STATUS_SUCCESS);
    add_bias<<<(unsigned)((nc + 255) / 256), 256>>>(c, bias, p.m, p.n);
    CHECK_CUDA(cudaGetLastError());
    memset(got, 0, nc * sizeof(float));
    CHECK_CUDA(cudaMemcpy(got, c, nc * sizeof(float), cudaMemcpyDeviceToHost));
    tap_check(matches(got, p.want, (int)nc, 1e-4),
           "the same on the legacy default stream, which both runtimes call 0");

    {
        cudaPointerAttributes at;

        CHECK_CUDA(cudaPointerGetAttributes(&at, c));
        tap_check(at.type == cudaMemoryTypeDevice && at.device == 0,
               "the pool allocation cuBLAS wrote is device memory of device 0");
    }

    // Timing: a 4096 SGEMM on this program's stream, timed with this
    // program's events.
    {
        const int n = 4096;
        float *x, *y, *z;

        CHECK_CUDA(cudaMalloc(&x, (size_t)n * n * sizeof(float)));
        CHECK_CUDA(cudaMalloc(&y, (size_t)n * n * sizeof(float)));
        CHECK_CUDA(cudaMalloc(&z, (size_t)n * n * sizeof(float)));
        CHECK_CUDA(cudaMemset(x, 0, (size_t)n * n * sizeof(float)));
        CHECK_CUDA(cudaMemset(y, 0, (size_t)n * n * sizeof(float)));
        CHECK_LIB(cublasSetStream(h, sb), CUBLAS_STATUS_SUCCESS);
        time_op("sgemm_4096", sb, 10, [&] {
            CHECK_LIB(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, x, n, y, n, &zero,
                                  z, n),
                      CUBLAS_STATUS_SUCCESS);
        });
        CHECK_CUDA(cudaFree(x));
        CHECK_CUDA(cudaFree(y));
        CHECK_CUDA(cudaFree(z));
    }

    // After the library's handle is gone, this program's runtime goes on.
    CHECK_LIB(cublasDestroy(h), CUBLAS_STATUS_SUCCESS);
    CHECK_CUDA(cudaMemsetAsync(a, 0xff, na * sizeof(float), sa));
    scale<<<(unsigned)((na + 255) / 256), 256, 0, sa>>>(a, a0, 3.0f, (int)na);
    CHECK_CUDA(cudaGetLastError());
    {
        float *back = (float *)malloc(na * sizeof(float));
        int bad = 0;

        if (back == NULL)
            return 2;
        CHECK_CUDA(cudaMemcpyAsync(back, a, na * sizeof(float), cudaMemcpyDeviceToHost, sa));
        CHECK_CUDA(cudaStreamSynchronize(sa));
        for (size_t i = 0; i < na; i++)
            bad += back[i] != 3.0f * p.a[i];
        tap_check(bad == 0, "after cublasDestroy, this program's kernel and copies still work");
        free(back);
    }
    CHECK_CUDA(cudaFreeAsync(pooled, sb));
    CHECK_CUDA(cudaStreamSynchronize(sb));
    CHECK_CUDA(cudaFree(a0));
    CHECK_CUDA(cudaFree(a));
    CHECK_CUDA(cudaFree(b));
    CHECK_CUDA(cudaFree(bias));
    CHECK_CUDA(cudaFree(work));
    CHECK_CUDA(cudaEventDestroy(ready));
    CHECK_CUDA(cudaStreamDestroy(sa));
    CHECK_CUDA(cudaStreamDestroy(sb));
    tap_check(cudaGetLastError() == cudaSuccess, "no error left behind");
    free(p.a);
    free(p.b);
    free(p.bias);
    free(p.want);
    free(got);
    return tap_done();
}
