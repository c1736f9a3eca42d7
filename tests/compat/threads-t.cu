/* SPDX-License-Identifier: MIT */
/*
 * Eight host threads, each with its own stream and pinned buffers, running
 * rounds of copies and kernels on random data at the same time; each
 * round's output is checked against a CPU reference. Results are gathered
 * by the threads and reported by the main thread (TAP is not thread-safe).
 */
#include "tests/compat/compat.h"

#include <stdlib.h>
#include <thread>

enum { THREADS = 8, ROUNDS = 6, N = 1 << 16 };

/* y[i] = x[i] * mul + add */
__global__ void affine(const int *x, int *y, int mul, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        y[i] = x[i] * mul + add;
}

/* y[i] = y[i] ^ (x[(i + shift) % n]) */
__global__ void mix(const int *x, int *y, int shift, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        y[i] ^= x[(i + shift) % n];
}

struct job {
    int id;
    int mul[ROUNDS], add[ROUNDS], shift[ROUNDS];
    int *input[ROUNDS];         /* random, from the main thread */
    int *want[ROUNDS];          /* CPU reference */
    /* results */
    cudaError_t setup, round_err[ROUNDS], teardown;
    long mismatch[ROUNDS];      /* first differing index, -1 when right */
    int device;
};

static void worker(struct job *j)
{
    cudaStream_t s = NULL;
    int *h_in = NULL, *h_out = NULL, *d_x = NULL, *d_y = NULL;
    cudaError_t err;
    int r;

    j->setup = cudaSetDevice(0);
    if (j->setup == cudaSuccess)
        j->setup = cudaGetDevice(&j->device);
    if (j->setup == cudaSuccess)
        j->setup = cudaStreamCreateWithFlags(&s, j->id % 2 ? cudaStreamNonBlocking : cudaStreamDefault);
    if (j->setup == cudaSuccess)
        j->setup = cudaMallocHost((void **)&h_in, N * sizeof(int));
    if (j->setup == cudaSuccess)
        j->setup = cudaMallocHost((void **)&h_out, N * sizeof(int));
    if (j->setup == cudaSuccess)
        j->setup = cudaMalloc((void **)&d_x, N * sizeof(int));
    if (j->setup == cudaSuccess)
        j->setup = cudaMalloc((void **)&d_y, N * sizeof(int));
    for (r = 0; r < ROUNDS; r++) {
        j->mismatch[r] = -2;
        j->round_err[r] = cudaErrorUnknown;
    }
    if (j->setup != cudaSuccess)
        return;

    for (r = 0; r < ROUNDS; r++) {
        memcpy(h_in, j->input[r], N * sizeof(int));
        memset(h_out, COMPAT_POISON, N * sizeof(int));
        err = cudaMemsetAsync(d_y, COMPAT_POISON, N * sizeof(int), s);
        if (err == cudaSuccess)
            err = cudaMemcpyAsync(d_x, h_in, N * sizeof(int), cudaMemcpyHostToDevice, s);
        if (err == cudaSuccess) {
            affine<<<N / 256, 256, 0, s>>>(d_x, d_y, j->mul[r], j->add[r], N);
            mix<<<N / 128, 128, 0, s>>>(d_x, d_y, j->shift[r], N);
            err = cudaGetLastError();
        }
        if (err == cudaSuccess)
            err = cudaMemcpyAsync(h_out, d_y, N * sizeof(int), cudaMemcpyDeviceToHost, s);
        if (err == cudaSuccess)
            err = cudaStreamSynchronize(s);
        j->round_err[r] = err;
        if (err == cudaSuccess)
            j->mismatch[r] = first_diff_int(j->want[r], h_out, N);
    }
    j->teardown = cudaStreamDestroy(s);
    cudaFree(d_x);
    cudaFree(d_y);
    cudaFreeHost(h_in);
    cudaFreeHost(h_out);
    if (j->teardown == cudaSuccess)
        j->teardown = cudaGetLastError();
}

int main(void)
{
    static struct job jobs[THREADS];
    std::thread *threads[THREADS];
    int t, r, i;

    compat_begin();
    for (t = 0; t < THREADS; t++) {
        jobs[t].id = t;
        for (r = 0; r < ROUNDS; r++) {
            int *in = (int *)malloc(N * sizeof(int)), *want = (int *)malloc(N * sizeof(int));

            if (in == NULL || want == NULL)
                bail("out of host memory");
            fill_random_int(in, N, 1 << 20);
            jobs[t].mul[r] = (int)(test_rand() % 9) - 4;
            jobs[t].add[r] = (int)(test_rand() % 100000);
            jobs[t].shift[r] = (int)(test_rand() % N);
            for (i = 0; i < N; i++)
                want[i] = (in[i] * jobs[t].mul[r] + jobs[t].add[r]) ^ in[(i + jobs[t].shift[r]) % N];
            jobs[t].input[r] = in;
            jobs[t].want[r] = want;
        }
    }
    for (t = 0; t < THREADS; t++)
        threads[t] = new std::thread(worker, &jobs[t]);
    for (t = 0; t < THREADS; t++) {
        threads[t]->join();
        delete threads[t];
    }
    for (t = 0; t < THREADS; t++) {
        is_err(cudaSuccess, jobs[t].setup, "thread %d: set up its device, stream and buffers", t);
        is_int(0, jobs[t].device, "thread %d: its current device", t);
        for (r = 0; r < ROUNDS; r++) {
            is_err(cudaSuccess, jobs[t].round_err[r], "thread %d round %d: copies and kernels", t, r);
            if (!is_int(-1, jobs[t].mismatch[r], "thread %d round %d: the output is right", t, r) &&
                jobs[t].mismatch[r] >= 0)
                diag("wanted %d, seen something else at %ld", jobs[t].want[r][jobs[t].mismatch[r]],
                     jobs[t].mismatch[r]);
            free(jobs[t].input[r]);
            free(jobs[t].want[r]);
        }
        is_err(cudaSuccess, jobs[t].teardown, "thread %d: clean up with no error left", t);
    }
    return 0;
}
