// SPDX-License-Identifier: MIT
//
// common.h -- what the programs in scripts/libraries/ share.
//
// Each program there checks one of NVIDIA's libraries (cuBLAS, cuFFT, ...)
// on random data against a CPU reference, and times a few large calls. It is
// built twice from the same object files, once linked with NVIDIA's
// cudart_static and once with cufw's libcufw_cudart.a, and the outputs of
// the two builds are compared. So every line a program prints, except "#"
// lines and the numbers on "time" lines, depends on nothing but the seed.
//
// What a program prints:
//   # seed N                     first: argv[1] if given, else DEFAULT_SEED
//   ok N - <description>         a check that passed
//   not ok N - <description>     a check that failed
//   # <anything>                 diagnostics (measured errors, ...), ignored
//   time <label> <microseconds>  one timing (see time_op)
//   1..N                         last: the number of checks
// A description says what was checked and to which tolerance, in words; it
// never holds a measured value. A Runtime or library call that fails ends
// the program at once with "not ok - <file>:<line> <call> returned <code>"
// and exit status 2. Otherwise the exit status is 0 when every check passed
// and 1 when one did not.
//
// The pieces:
//   CHECK_CUDA(call)            a Runtime call that must return cudaSuccess
//   CHECK_LIB(call, ok)         a library call that must return ok
//   rng_from_args(argc, argv)   the seeded generator of all random inputs
//   poison(p, bytes, stream)    0xFF bytes (NaN) in an output before a run
//   to_device<T>(host, stream)  a new device buffer holding host, as T
//   from_device(p, n, stream)   n elements of a device buffer, on the host
//   fill_uniform(...)           random contents for buffers only timed
//   worst_scaled_error(...)     the largest error in units of a bound
//   tap_check(pass, fmt, ...)   one "ok" / "not ok" line
//   time_op(label, ...)         one "time" line (none when the environment
//                               sets LIBRARIES_NO_TIME, for runs under
//                               compute-sanitizer, which only check)
//   tap_done()                  the "1..N" line and the exit status

#ifndef CUFW_SCRIPTS_LIBRARIES_COMMON_H
#define CUFW_SCRIPTS_LIBRARIES_COMMON_H

#include <cuda_runtime.h>

#include <algorithm>
#include <vector>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define DEFAULT_SEED 20250101u

// Ends the program as a failed call does (see the top of this file). detail,
// when not NULL, says more on a "#" line.
static inline void fail_call(const char *file, int line, const char *call,
                             long long code, const char *detail)
{
	printf("not ok - %s:%d %s returned %lld\n", file, line, call, code);
	if (detail)
		printf("# %s\n", detail);
	fflush(stdout);
	exit(2);
}

#define CHECK_CUDA(call)                                                     \
	do {                                                                 \
		cudaError_t check_cuda_status_ = (call);                     \
		if (check_cuda_status_ != cudaSuccess)                       \
			fail_call(__FILE__, __LINE__, #call,                 \
			          (long long)check_cuda_status_,             \
			          cudaGetErrorName(check_cuda_status_));     \
	} while (0)

#define CHECK_LIB(call, ok)                                                  \
	do {                                                                 \
		long long check_lib_status_ = (long long)(call);             \
		if (check_lib_status_ != (long long)(ok))                    \
			fail_call(__FILE__, __LINE__, #call,                 \
			          check_lib_status_, NULL);                  \
	} while (0)

// splitmix64: small, fast, and the same sequence on every machine.
struct rng {
	uint64_t state;
};

__host__ __device__ static inline uint64_t rng_u64(struct rng *r)
{
	uint64_t z = (r->state += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

// Uniform in [lo, hi), with the 53 random bits a double holds.
static inline double rng_range(struct rng *r, double lo, double hi)
{
	return lo + (hi - lo) * (double)(rng_u64(r) >> 11) * 0x1p-53;
}

// The generator seeded from argv[1] (any base strtoull reads) or else from
// DEFAULT_SEED; prints "# seed N".
static inline struct rng rng_from_args(int argc, char **argv)
{
	struct rng r = {DEFAULT_SEED};

	if (argc > 1) {
		char *end;

		errno = 0;
		r.state = strtoull(argv[1], &end, 0);
		if (argv[1][0] == '\0' || *end != '\0' || errno != 0) {
			fprintf(stderr, "usage: %s [seed]\n", argv[0]);
			exit(2);
		}
	}
	printf("# seed %llu\n", (unsigned long long)r.state);
	return r;
}

// Fills an output with 0xFF bytes, a NaN in every floating-point format, so
// that a run which leaves (part of) it unwritten fails its check.
static inline void poison(void *p, size_t bytes, cudaStream_t stream)
{
	CHECK_CUDA(cudaMemsetAsync(p, 0xFF, bytes, stream));
}

// A new device buffer (cudaMalloc) holding host's elements converted to T.
// Synchronizes: the staging copy is gone when this returns.
template <typename T, typename H>
static inline T *to_device(const std::vector<H> &host, cudaStream_t stream)
{
	std::vector<T> staged(host.begin(), host.end());
	T *device;

	CHECK_CUDA(cudaMalloc(&device, staged.size() * sizeof(T)));
	CHECK_CUDA(cudaMemcpyAsync(device, staged.data(),
	                           staged.size() * sizeof(T),
	                           cudaMemcpyHostToDevice, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
	return device;
}

// The first n elements of a device buffer, after the stream's work so far.
template <typename T>
static inline std::vector<T> from_device(const T *device, size_t n,
                                         cudaStream_t stream)
{
	std::vector<T> host(n);

	CHECK_CUDA(cudaMemcpyAsync(host.data(), device, n * sizeof(T),
	                           cudaMemcpyDeviceToHost, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
	return host;
}

// p[i] = a value uniform in [lo, hi) hashed from (seed, i). Buffers that are
// only timed get random contents this way, quickly: some kernels' speed
// depends on the data (zeros, for one, draw less power). A template, so a
// program that does not use it has no such kernel to register.
template <typename T>
__global__ void fill_uniform_kernel(T *p, size_t n, uint64_t seed, float lo,
                                    float hi)
{
	size_t step = (size_t)gridDim.x * blockDim.x;

	for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
	     i += step) {
		struct rng r = {seed ^ (i * 0xd1b54a32d192ed03ull)};
		float u = (float)(rng_u64(&r) >> 40) * 0x1p-24f;

		p[i] = T(lo + (hi - lo) * u);
	}
}

template <typename T>
static inline void fill_uniform(T *p, size_t n, uint64_t seed, float lo,
                                float hi, cudaStream_t stream)
{
	fill_uniform_kernel<<<1024, 256, 0, stream>>>(p, n, seed, lo, hi);
	CHECK_CUDA(cudaGetLastError());
}

// The largest |got[i] - want[i]| / unit[i] over n elements, where unit[i] is
// the unit of an error bound for element i (a check then passes when this is
// at most the bound's factor). An error of 0 counts as 0 even where unit[i]
// is 0, and a NaN (left by poison, say) as infinite.
template <typename T>
static inline double worst_scaled_error(const T *got, const double *want,
                                        const double *unit, size_t n)
{
	double worst = 0;

	for (size_t i = 0; i < n; i++) {
		double e = fabs((double)got[i] - want[i]);

		if (isnan(e))
			e = INFINITY;
		else if (e != 0)
			e /= unit[i];
		worst = std::max(worst, e);
	}
	return worst;
}

// The checks so far: one set per program, which is one translation unit.
struct tap_tally {
	int checks;
	int failed;
};

static inline struct tap_tally *tap_state(void)
{
	static struct tap_tally tally;

	return &tally;
}

// Prints "ok N - ..." or "not ok N - ..." with the printf-formatted
// description; returns pass.
__attribute__((format(printf, 2, 3)))
static inline bool tap_check(bool pass, const char *format, ...)
{
	struct tap_tally *tally = tap_state();
	va_list ap;

	tally->checks++;
	if (!pass)
		tally->failed++;
	printf("%sok %d - ", pass ? "" : "not ", tally->checks);
	va_start(ap, format);
	vprintf(format, ap);
	va_end(ap);
	putchar('\n');
	return pass;
}

// Prints the plan line; returns the exit status.
static inline int tap_done(void)
{
	struct tap_tally *tally = tap_state();

	printf("1..%d\n", tally->checks);
	return tally->failed ? 1 : 0;
}

enum { TIME_WARMUPS = 3, TIME_TRIALS = 15 };

// Prints "time <label> <us>": the median over TIME_TRIALS trials, after
// TIME_WARMUPS runs, of the event-timed length of reps back-to-back runs
// divided by reps. run() enqueues one run on stream and nothing else.
template <typename Run>
static inline void time_op(const char *label, cudaStream_t stream, int reps,
                           Run run)
{
	cudaEvent_t start, stop;
	float us[TIME_TRIALS];

	if (getenv("LIBRARIES_NO_TIME") != NULL)
		return;
	CHECK_CUDA(cudaEventCreate(&start));
	CHECK_CUDA(cudaEventCreate(&stop));
	for (int i = 0; i < TIME_WARMUPS; i++)
		run();
	CHECK_CUDA(cudaStreamSynchronize(stream));
	for (int t = 0; t < TIME_TRIALS; t++) {
		float ms;

		CHECK_CUDA(cudaEventRecord(start, stream));
		for (int i = 0; i < reps; i++)
			run();
		CHECK_CUDA(cudaEventRecord(stop, stream));
		CHECK_CUDA(cudaEventSynchronize(stop));
		CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
		us[t] = 1000 * ms / reps;
	}
	std::sort(us, us + TIME_TRIALS);
	printf("time %s %.1f\n", label, us[TIME_TRIALS / 2]);
	CHECK_CUDA(cudaEventDestroy(start));
	CHECK_CUDA(cudaEventDestroy(stop));
}

#endif
