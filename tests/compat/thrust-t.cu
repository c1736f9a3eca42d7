/* SPDX-License-Identifier: MIT */
// tests/compat/thrust-t.cu -- real CUDA C++ library code on compat: Thrust
// and CUB (which launch through cudaLaunchKernelExC, query attributes and
// occupancy, and allocate temporary storage) sort, reduce, scan and
// transform random data; every result is checked against the CPU.
#include <algorithm>
#include <numeric>
#include <vector>

#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

#include "tests/compat/compat.h"

struct saxpy_op {
    float a;
    __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

int main()
{
    compat_need_device();
    test_rand_seed();
    plan(9);
    const size_t sizes[] = {1, 1000, 1000003};
    for (size_t n : sizes) {
        std::vector<unsigned> h(n);
        for (auto &v : h)
            v = (unsigned)(test_rand() % 1000000);
        thrust::device_vector<unsigned> d(h.begin(), h.end());
        thrust::sort(d.begin(), d.end());
        std::vector<unsigned> sorted(n, 0xA5A5A5A5u);
        thrust::copy(d.begin(), d.end(), sorted.begin());
        std::vector<unsigned> want = h;
        std::sort(want.begin(), want.end());
        unsigned long long sum = thrust::reduce(d.begin(), d.end(), 0ull, thrust::plus<unsigned long long>());
        ok(sorted == want && sum == std::accumulate(h.begin(), h.end(), 0ull),
           "thrust sort and reduce of %zu random words", n);
    }
    {
        size_t n = 777777;
        std::vector<float> x(n), y(n), out(n, -1.0f);
        for (size_t i = 0; i < n; i++) {
            x[i] = test_randf();
            y[i] = test_randf();
        }
        thrust::device_vector<float> dx(x.begin(), x.end()), dy(y.begin(), y.end()), dz(n);
        thrust::transform(dx.begin(), dx.end(), dy.begin(), dz.begin(), saxpy_op{1.5f});
        thrust::copy(dz.begin(), dz.end(), out.begin());
        size_t bad = 0;
        for (size_t i = 0; i < n; i++)
            bad += fabsf(out[i] - (1.5f * x[i] + y[i])) > 1e-5f;
        ok(bad == 0, "thrust transform (saxpy) of %zu floats: %zu wrong", n, bad);
    }
    {
        size_t n = 300007;
        std::vector<int> h(n), scanned(n, -7);
        for (auto &v : h)
            v = (int)(test_rand() % 100) - 50;
        thrust::device_vector<int> d(h.begin(), h.end()), o(n);
        thrust::inclusive_scan(d.begin(), d.end(), o.begin());
        thrust::copy(o.begin(), o.end(), scanned.begin());
        std::vector<int> want(n);
        std::partial_sum(h.begin(), h.end(), want.begin());
        ok(scanned == want, "thrust inclusive scan of %zu ints", n);
    }
    {
        int n = 1 << 20;
        std::vector<int> h(n);
        for (auto &v : h)
            v = (int)(test_rand() % 2001) - 1000;
        int *din = nullptr, *dout = nullptr, got = 12345;
        void *tmp = nullptr;
        size_t tmp_bytes = 0;
        CUDA_OK(cudaMalloc(&din, n * sizeof(int)));
        CUDA_OK(cudaMalloc(&dout, sizeof(int)));
        cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
        cub::DeviceReduce::Sum(tmp, tmp_bytes, din, dout, n);
        cudaMalloc(&tmp, tmp_bytes);
        cudaError_t e = cub::DeviceReduce::Sum(tmp, tmp_bytes, din, dout, n);
        cudaMemcpy(&got, dout, sizeof got, cudaMemcpyDeviceToHost);
        ok(e == cudaSuccess && got == std::accumulate(h.begin(), h.end(), 0),
           "cub DeviceReduce::Sum of %d ints (%s)", n, cudaGetErrorName(e));
        cudaFree(tmp);
        cudaFree(din);
        cudaFree(dout);
    }
    is_err(cudaSuccess, cudaDeviceSynchronize(), "no error left behind");
    return 0;
}
