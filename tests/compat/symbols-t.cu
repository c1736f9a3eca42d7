/* SPDX-License-Identifier: MIT */
/*
 * Symbols: __constant__ and __device__ variables (with and without
 * initialisers) through cudaMemcpyToSymbol / cudaMemcpyFromSymbol (and
 * their Async forms) at offsets, host-to-device and device-to-device,
 * cudaGetSymbolAddress, cudaGetSymbolSize, template kernels reading them,
 * and the errors for non-symbols, bad offsets and bad directions.
 */
#include "tests/compat/compat.h"

enum { NC = 256, NT = 1000 };

__constant__ float coeffs[NC];
__constant__ int const_init[4] = { 11, -22, 33, -44 };
__device__ int table[NT];
__device__ double scalar;
__device__ long long dev_init[3] = { 1234567890123ll, -5, 77 };

static int not_a_symbol[4];

/* out[i] = x[i] * coeffs[i % NC] + scalar + const_init[i % 4] */
template <typename T>
__global__ void apply(const T *x, T *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = (T)(x[i] * (T)coeffs[i % NC] + (T)scalar + (T)const_init[i % 4]);
}

/* table[i] = table[i] * 2 + dev_init[i % 3] */
__global__ void update_table(void)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < NT)
        table[i] = (int)(table[i] * 2 + dev_init[i % 3] % 1000);
}

static float host_coeffs[NC];
static const int host_const_init[4] = { 11, -22, 33, -44 };
static const long long host_dev_init[3] = { 1234567890123ll, -5, 77 };

static void test_sizes_and_addresses(void)
{
    size_t size = 0;
    void *addr = NULL, *addr2 = NULL;

    CUDA_OK(cudaGetSymbolSize(&size, coeffs));
    is_uint(sizeof coeffs, size, "cudaGetSymbolSize(__constant__ float[256])");
    CUDA_OK(cudaGetSymbolSize(&size, table));
    is_uint(sizeof table, size, "cudaGetSymbolSize(__device__ int[1000])");
    CUDA_OK(cudaGetSymbolSize(&size, scalar));
    is_uint(sizeof(double), size, "cudaGetSymbolSize(__device__ double)");
    CUDA_OK(cudaGetSymbolSize(&size, dev_init));
    is_uint(sizeof dev_init, size, "cudaGetSymbolSize(__device__ long long[3])");

    CUDA_OK(cudaGetSymbolAddress(&addr, table));
    CUDA_OK(cudaGetSymbolAddress(&addr2, table));
    ok(addr != NULL && addr == addr2, "cudaGetSymbolAddress is stable");
    CUDA_OK(cudaGetSymbolAddress(&addr2, coeffs));
    ok(addr2 != NULL && addr2 != addr, "a __constant__ symbol has its own address");

    FAILS_WITH(cudaErrorInvalidSymbol, cudaGetSymbolAddress(&addr, not_a_symbol));
    FAILS_WITH(cudaErrorInvalidSymbol, cudaGetSymbolSize(&size, not_a_symbol));
}

static void test_initialisers(void)
{
    int ci[4];
    long long di[3];

    poison(ci, sizeof ci);
    CUDA_OK(cudaMemcpyFromSymbol(ci, const_init, sizeof ci));
    ints_equal(host_const_init, ci, 4, "a __constant__ initialiser");
    poison(di, sizeof di);
    CUDA_OK(cudaMemcpyFromSymbol(di, dev_init, sizeof di));
    ok(memcmp(host_dev_init, di, sizeof di) == 0, "a __device__ long long[3] initialiser");
    poison(di, sizeof di);
    CUDA_OK(cudaMemcpyFromSymbol(di, dev_init, sizeof(long long), 2 * sizeof(long long)));
    is_int(77, di[0], "cudaMemcpyFromSymbol at an offset reads the third element");
    ok(is_poisoned(&di[1], 2 * sizeof(long long)), "and nothing more");
}

template <typename T>
static void check_apply(const char *name, cudaStream_t s)
{
    enum { N = 5000 };
    static T x[N], out[N], want[N];
    T *d_x = NULL, *d_out = NULL;
    double sc = (double)(int)(test_rand() % 100);
    int i;

    for (i = 0; i < NC; i++)
        host_coeffs[i] = (float)(int)(test_rand() % 64) - 32.0f;
    for (i = 0; i < N; i++)
        x[i] = (T)(test_rand() % 1000);
    for (i = 0; i < N; i++)
        want[i] = (T)(x[i] * (T)host_coeffs[i % NC] + (T)sc + (T)host_const_init[i % 4]);
    if (s == 0) {
        CUDA_OK(cudaMemcpyToSymbol(coeffs, host_coeffs, sizeof host_coeffs));
        CUDA_OK(cudaMemcpyToSymbol(scalar, &sc, sizeof sc, 0, cudaMemcpyHostToDevice));
    } else {
        CUDA_OK(cudaMemcpyToSymbolAsync(coeffs, host_coeffs, sizeof host_coeffs, 0,
                                        cudaMemcpyHostToDevice, s));
        CUDA_OK(cudaMemcpyToSymbolAsync(scalar, &sc, sizeof sc, 0, cudaMemcpyHostToDevice, s));
    }
    CUDA_OK(cudaMalloc(&d_x, sizeof x));
    CUDA_OK(cudaMalloc(&d_out, sizeof out));
    CUDA_OK(cudaMemcpyAsync(d_x, x, sizeof x, cudaMemcpyHostToDevice, s));
    CUDA_OK(cudaMemsetAsync(d_out, COMPAT_POISON, sizeof out, s));
    apply<T><<<(N + 255) / 256, 256, 0, s>>>(d_x, d_out, N);
    is_err(cudaSuccess, cudaGetLastError(), "apply<%s> launch", name);
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpyAsync(out, d_out, sizeof out, cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ok(memcmp(want, out, sizeof out) == 0, "apply<%s> reads the __constant__ and __device__ values%s",
       name, s == 0 ? "" : " (copied with the Async forms)");
    CUDA_OK(cudaFree(d_x));
    CUDA_OK(cudaFree(d_out));
}

static void test_offsets(void)
{
    static int host[NT], want[NT], seen[NT];
    int *d = NULL, *addr = NULL;
    size_t off = 1 + test_rand() % 400, len = 1 + test_rand() % 500, off2, len2;
    cudaStream_t s;
    int *pinned = NULL;
    int i;

    fill_random_int(host, NT, 1 << 24);
    CUDA_OK(cudaMemcpyToSymbol(table, host, sizeof host));
    memcpy(want, host, sizeof want);

    /* A part, at an offset in bytes. */
    fill_random_int(seen, NT, 1 << 24);
    CUDA_OK(cudaMemcpyToSymbol(table, seen, len * sizeof(int), off * sizeof(int)));
    memcpy(want + off, seen, len * sizeof(int));
    poison(seen, sizeof seen);
    CUDA_OK(cudaMemcpyFromSymbol(seen, table, sizeof seen));
    ints_equal(want, seen, NT, "cudaMemcpyToSymbol at an offset writes only that part");

    /* Through the symbol's address, then a kernel on the symbol. */
    CUDA_OK(cudaGetSymbolAddress((void **)&addr, table));
    poison(seen, sizeof seen);
    CUDA_OK(cudaMemcpy(seen, addr, sizeof seen, cudaMemcpyDeviceToHost));
    ints_equal(want, seen, NT, "the same through cudaGetSymbolAddress");
    update_table<<<(NT + 127) / 128, 128>>>();
    is_err(cudaSuccess, cudaGetLastError(), "update_table launch");
    for (i = 0; i < NT; i++)
        want[i] = (int)(want[i] * 2 + host_dev_init[i % 3] % 1000);
    poison(seen, sizeof seen);
    CUDA_OK(cudaMemcpyFromSymbol(seen, table, sizeof seen, 0, cudaMemcpyDeviceToHost));
    ints_equal(want, seen, NT, "a kernel updated the __device__ table");

    /* Device to device in both directions, at offsets. */
    CUDA_OK(cudaMalloc(&d, sizeof host));
    fill_random_int(host, NT, 1 << 24);
    CUDA_OK(cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice));
    off2 = test_rand() % 300;
    len2 = 1 + test_rand() % 600;
    CUDA_OK(cudaMemcpyToSymbol(table, d + 7, len2 * sizeof(int), off2 * sizeof(int),
                               cudaMemcpyDeviceToDevice));
    memcpy(want + off2, host + 7, len2 * sizeof(int));
    CUDA_OK(cudaMemset(d, COMPAT_POISON, sizeof host));
    CUDA_OK(cudaMemcpyFromSymbol(d, table, sizeof host, 0, cudaMemcpyDeviceToDevice));
    poison(seen, sizeof seen);
    CUDA_OK(cudaMemcpy(seen, d, sizeof seen, cudaMemcpyDeviceToHost));
    ints_equal(want, seen, NT, "cudaMemcpyToSymbol / FromSymbol device to device");

    /* The Async forms with pinned memory, at offsets. */
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CUDA_OK(cudaMallocHost((void **)&pinned, sizeof host));
    fill_random_int(pinned, NT, 1 << 24);
    off = test_rand() % 500;
    len = 1 + test_rand() % 500;
    memcpy(want + off, pinned, len * sizeof(int));
    CUDA_OK(cudaMemcpyToSymbolAsync(table, pinned, len * sizeof(int), off * sizeof(int),
                                    cudaMemcpyHostToDevice, s));
    CUDA_OK(cudaStreamSynchronize(s));
    poison(pinned, sizeof host);
    CUDA_OK(cudaMemcpyFromSymbolAsync(pinned, table, (NT - 3) * sizeof(int), 3 * sizeof(int),
                                      cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ints_equal(want + 3, pinned, NT - 3, "cudaMemcpyToSymbolAsync / FromSymbolAsync at offsets");
    ok(is_poisoned(pinned + NT - 3, 3 * sizeof(int)), "nothing past the requested size");
    /* Table -> d, poison the table, d -> table, table -> host. */
    CUDA_OK(cudaMemcpyFromSymbolAsync(d, table, sizeof host, 0, cudaMemcpyDeviceToDevice, s));
    CUDA_OK(cudaMemsetAsync(addr, COMPAT_POISON, sizeof host, s));
    CUDA_OK(cudaMemcpyToSymbolAsync(table, d, sizeof host, 0, cudaMemcpyDeviceToDevice, s));
    poison(seen, sizeof seen);
    CUDA_OK(cudaMemcpyFromSymbolAsync(seen, table, sizeof seen, 0, cudaMemcpyDefault, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ints_equal(want, seen, NT, "Async device to device both ways, then back with cudaMemcpyDefault");

    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemcpyToSymbol(table, host, 8 * sizeof(int), (NT - 4) * sizeof(int)));
    FAILS_WITH(cudaErrorInvalidValue, cudaMemcpyFromSymbol(seen, table, sizeof table + 4));
    FAILS_WITH(cudaErrorInvalidMemcpyDirection,
               cudaMemcpyToSymbol(table, host, 16, 0, cudaMemcpyDeviceToHost));
    FAILS_WITH(cudaErrorInvalidMemcpyDirection,
               cudaMemcpyFromSymbol(seen, table, 16, 0, cudaMemcpyHostToDevice));
    FAILS_WITH(cudaErrorInvalidSymbol, cudaMemcpyToSymbol(not_a_symbol, host, 16));
    FAILS_WITH(cudaErrorInvalidSymbol, cudaMemcpyFromSymbol(seen, not_a_symbol, 16));

    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaFreeHost(pinned));
    CUDA_OK(cudaFree(d));
}

int main(void)
{
    cudaStream_t s;

    compat_begin();
    test_initialisers();
    test_sizes_and_addresses();
    check_apply<float>("float", 0);
    check_apply<int>("int", 0);
    check_apply<double>("double", 0);
    CUDA_OK(cudaStreamCreate(&s));
    check_apply<float>("float", s);
    check_apply<long long>("long long", s);
    CUDA_OK(cudaStreamDestroy(s));
    test_offsets();
    return 0;
}
