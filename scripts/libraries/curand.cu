// SPDX-License-Identifier: MIT
//
// curand.cu -- cuRAND over the Runtime, its host API and its device API.
// For the PHILOX4_32_10 and XORWOW generators of the host API
// (curandCreateGenerator, curandSetStream,
// curandSetPseudoRandomGeneratorSeed) it checks that one seed gives one
// sequence and another seed another; that curandGenerateUniform's values lie
// in (0, 1] with the mean, variance and histogram of U(0, 1); that
// curandGenerateNormal's have the mean, standard deviation and histogram
// asked for; and that each bit of curandGenerate's 32-bit values is set half
// the time. Then the same of a kernel of the program's own that draws with
// curand_init and curand_uniform / curand_normal, from Philox and XORWOW
// states: it is registered next to the library's kernels. Times
// curandGenerateUniform of 2^28 values with each generator. Output and exit
// status as common.h describes.
//
// Each statistical check draws 2^22 values and fails by chance with
// probability at most about 1e-6: means and spreads are allowed 6 standard
// errors (2e-9, two-sided), histograms a chi-square up to its 1e-6 quantile.

#include <curand.h>
#include <curand_kernel.h>

#include <string>
#include <vector>

#include "common.h"

#define CHECK_CURAND(call) CHECK_LIB(call, CURAND_STATUS_SUCCESS)

static const size_t SAMPLES = 1 << 22;
static const double SIGMAS = 6;
static const int BINS = 64;
// The upper 1e-6 quantile of chi-square with BINS - 1 = 63 degrees of
// freedom (from the regularized upper incomplete gamma function).
static const double CHI_SQUARE_LIMIT = 131.37;

// The device API kernel's grid: THREADS_PER_BLOCK * BLOCKS threads drawing
// PER_THREAD values each, SAMPLES in all.
static const int BLOCKS = 64, THREADS_PER_BLOCK = 256, PER_THREAD = 256;
static_assert((size_t)BLOCKS * THREADS_PER_BLOCK * PER_THREAD == SAMPLES,
              "the kernel draws SAMPLES values");

// The mean and the variance (about that mean) of x.
static void moments(const std::vector<float> &x, double *mean,
                    double *variance)
{
	double sum = 0, squares = 0;

	for (float v : x)
		sum += v;
	*mean = sum / x.size();
	for (float v : x)
		squares += (v - *mean) * (v - *mean);
	*variance = squares / (x.size() - 1);
}

// Pearson's chi-square of the counts of u, values in [0, 1], in BINS equal
// bins, against equal expected counts; infinite if a value is outside
// [0, 1] (or NaN).
static double chi_square(const std::vector<double> &u)
{
	std::vector<double> count(BINS, 0);
	double expected = (double)u.size() / BINS, sum = 0;

	for (double v : u) {
		if (!(v >= 0 && v <= 1))
			return INFINITY;
		count[std::min(BINS - 1, (int)(v * BINS))]++;
	}
	for (double c : count)
		sum += (c - expected) * (c - expected) / expected;
	return sum;
}

// U(0, 1] has mean 1/2 and variance 1/12; the sample variance's standard
// error is sqrt((mu4 - sigma^4) / n) with fourth central moment
// mu4 = 1/80.
static void check_uniform(const std::vector<float> &u, const std::string &what)
{
	const double n = u.size();
	bool in_range = true;
	double mean, variance;

	for (float v : u)
		in_range = in_range && v > 0 && v <= 1;
	moments(u, &mean, &variance);
	tap_check(in_range, "%s: every value in (0, 1]", what.c_str());
	tap_check(fabs(mean - 0.5) <= SIGMAS * sqrt(1.0 / 12 / n),
	          "%s: mean 1/2 within 6 standard errors", what.c_str());
	tap_check(fabs(variance - 1.0 / 12) <=
	                  SIGMAS * sqrt((1.0 / 80 - 1.0 / 144) / n),
	          "%s: variance 1/12 within 6 standard errors", what.c_str());
	tap_check(chi_square(std::vector<double>(u.begin(), u.end())) <=
	                  CHI_SQUARE_LIMIT,
	          "%s: chi-square of 64 equal bins below its 1e-6 quantile",
	          what.c_str());
	printf("# %s: mean %.6f variance %.6f\n", what.c_str(), mean, variance);
}

// The sample standard deviation of n normal values has standard error
// sigma / sqrt(2n). The histogram is of Phi((x - mean) / stddev), which is
// U(0, 1) when x is N(mean, stddev^2).
static void check_normal(const std::vector<float> &x, double mean,
                         double stddev, const std::string &what)
{
	const double n = x.size();
	std::vector<double> u(x.size());
	double sample_mean, variance;

	moments(x, &sample_mean, &variance);
	for (size_t i = 0; i < x.size(); i++)
		u[i] = 0.5 * erfc(-(x[i] - mean) / (stddev * sqrt(2.0)));
	tap_check(fabs(sample_mean - mean) <= SIGMAS * stddev / sqrt(n),
	          "%s: mean %g within 6 standard errors", what.c_str(), mean);
	tap_check(fabs(sqrt(variance) - stddev) <=
	                  SIGMAS * stddev / sqrt(2 * n),
	          "%s: standard deviation %g within 6 standard errors",
	          what.c_str(), stddev);
	tap_check(chi_square(u) <= CHI_SQUARE_LIMIT,
	          "%s: chi-square of 64 equiprobable bins below its 1e-6 "
	          "quantile", what.c_str());
	printf("# %s: mean %.6f standard deviation %.6f\n", what.c_str(),
	       sample_mean, sqrt(variance));
}

// Each bit position is set in a Binomial(n, 1/2) number of the n values.
static void check_bits(const std::vector<unsigned> &x, const std::string &what)
{
	const double n = x.size();
	size_t set[32] = {0};
	bool balanced = true;

	for (unsigned v : x)
		for (int b = 0; b < 32; b++)
			set[b] += (v >> b) & 1;
	for (int b = 0; b < 32; b++)
		balanced = balanced &&
		           fabs(set[b] - n / 2) <= SIGMAS * sqrt(n / 4);
	tap_check(balanced,
	          "%s: each of the 32 bits set in half the values within 6 "
	          "standard errors", what.c_str());
}

// Same seed, same values: compared as numbers, so poison (NaN) fails.
static void check_same(const std::vector<float> &a, const std::vector<float> &b,
                       const std::string &what)
{
	size_t equal = 0;

	for (size_t i = 0; i < a.size(); i++)
		equal += a[i] == b[i];
	tap_check(equal == a.size(), "%s", what.c_str());
}

// Another seed, other values: two independent sequences of floats agree
// in a position with probability about 2^-24, so 1% is very loose yet far
// from a generator that ignored its seed.
static void check_different(const std::vector<float> &a,
                            const std::vector<float> &b,
                            const std::string &what)
{
	size_t equal = 0;

	for (size_t i = 0; i < a.size(); i++)
		equal += a[i] == b[i];
	tap_check(equal <= a.size() / 100, "%s", what.c_str());
}

// SAMPLES values drawn on stream by draw(generator, buffer) from a new
// host API generator of type seeded with seed, into a poisoned buffer.
template <typename T, typename Draw>
static std::vector<T> generate(curandRngType_t type, uint64_t seed,
                               cudaStream_t stream, Draw draw)
{
	std::vector<T> out(SAMPLES);
	curandGenerator_t generator;
	T *values;

	CHECK_CURAND(curandCreateGenerator(&generator, type));
	CHECK_CURAND(curandSetStream(generator, stream));
	CHECK_CURAND(curandSetPseudoRandomGeneratorSeed(generator, seed));
	CHECK_CUDA(cudaMalloc(&values, SAMPLES * sizeof(T)));
	poison(values, SAMPLES * sizeof(T), stream);
	draw(generator, values);
	CHECK_CUDA(cudaMemcpyAsync(out.data(), values, SAMPLES * sizeof(T),
	                           cudaMemcpyDeviceToHost, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
	CHECK_CUDA(cudaFree(values));
	CHECK_CURAND(curandDestroyGenerator(generator));
	return out;
}

static std::vector<float> host_uniform(curandRngType_t type, uint64_t seed,
                                       cudaStream_t stream)
{
	return generate<float>(type, seed, stream,
	                       [](curandGenerator_t g, float *values) {
		CHECK_CURAND(curandGenerateUniform(g, values, SAMPLES));
	});
}

static void check_host_api(curandRngType_t type, const char *name,
                           cudaStream_t stream, struct rng *r)
{
	const std::string what = std::string("host API ") + name;
	const uint64_t seed = rng_u64(r);
	const float mean = 2, stddev = 3;
	std::vector<float> uniform = host_uniform(type, seed, stream);

	check_same(uniform, host_uniform(type, seed, stream),
	           what + ": two generators with one seed draw the same "
	                  "uniform values");
	check_different(uniform, host_uniform(type, seed + 1, stream),
	                what + ": generators with seeds one apart draw "
	                       "uniform values at most 1% equal");
	check_uniform(uniform, what + " curandGenerateUniform");
	check_normal(generate<float>(type, rng_u64(r), stream,
	                             [&](curandGenerator_t g, float *values) {
		             CHECK_CURAND(curandGenerateNormal(
		                     g, values, SAMPLES, mean, stddev));
	             }),
	             mean, stddev, what + " curandGenerateNormal");
	check_bits(generate<unsigned>(type, rng_u64(r), stream,
	                              [](curandGenerator_t g, unsigned *values) {
		           CHECK_CURAND(curandGenerate(g, values, SAMPLES));
	           }),
	           what + " curandGenerate");
}

// Thread t draws from subsequence t of seed's sequence; value i of thread t
// goes to out[i * threads + t], so that a warp's writes coalesce.
template <typename State>
__global__ void draw_kernel(float *out, uint64_t seed, int per_thread,
                            bool normal)
{
	const unsigned threads = gridDim.x * blockDim.x;
	const unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
	State state;

	curand_init(seed, t, 0, &state);
	for (int i = 0; i < per_thread; i++)
		out[(size_t)i * threads + t] =
		        normal ? curand_normal(&state) : curand_uniform(&state);
}

template <typename State>
static std::vector<float> device_draw(uint64_t seed, bool normal,
                                      cudaStream_t stream)
{
	std::vector<float> out(SAMPLES);
	float *values;

	CHECK_CUDA(cudaMalloc(&values, SAMPLES * sizeof(float)));
	poison(values, SAMPLES * sizeof(float), stream);
	draw_kernel<State><<<BLOCKS, THREADS_PER_BLOCK, 0, stream>>>(
	        values, seed, PER_THREAD, normal);
	CHECK_CUDA(cudaGetLastError());
	CHECK_CUDA(cudaMemcpyAsync(out.data(), values, SAMPLES * sizeof(float),
	                           cudaMemcpyDeviceToHost, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
	CHECK_CUDA(cudaFree(values));
	return out;
}

template <typename State>
static void check_device_api(const char *name, cudaStream_t stream,
                             struct rng *r)
{
	const std::string what = std::string("device API ") + name;
	const uint64_t seed = rng_u64(r);
	std::vector<float> uniform = device_draw<State>(seed, false, stream);

	check_same(uniform, device_draw<State>(seed, false, stream),
	           what + ": two launches with one seed draw the same uniform "
	                  "values");
	check_different(uniform, device_draw<State>(seed + 1, false, stream),
	                what + ": launches with seeds one apart draw uniform "
	                       "values at most 1% equal");
	check_uniform(uniform, what + " curand_uniform");
	check_normal(device_draw<State>(rng_u64(r), true, stream), 0, 1,
	             what + " curand_normal");
}

// n = 2^28 uniform values (1 GiB) from one generator; four runs a trial
// keep each trial over a millisecond.
static void time_uniform(const char *label, curandRngType_t type,
                         cudaStream_t stream)
{
	const size_t n = (size_t)1 << 28;
	curandGenerator_t generator;
	float *values;

	CHECK_CURAND(curandCreateGenerator(&generator, type));
	CHECK_CURAND(curandSetStream(generator, stream));
	CHECK_CURAND(curandSetPseudoRandomGeneratorSeed(generator, 1));
	CHECK_CUDA(cudaMalloc(&values, n * sizeof(float)));
	time_op(label, stream, 4, [&] {
		CHECK_CURAND(curandGenerateUniform(generator, values, n));
	});
	CHECK_CUDA(cudaFree(values));
	CHECK_CURAND(curandDestroyGenerator(generator));
}

int main(int argc, char **argv)
{
	struct rng r = rng_from_args(argc, argv);
	cudaStream_t stream;

	CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

	check_host_api(CURAND_RNG_PSEUDO_PHILOX4_32_10, "PHILOX4_32_10", stream,
	               &r);
	check_host_api(CURAND_RNG_PSEUDO_XORWOW, "XORWOW", stream, &r);
	check_device_api<curandStatePhilox4_32_10_t>("Philox4_32_10", stream,
	                                             &r);
	check_device_api<curandStateXORWOW_t>("XORWOW", stream, &r);

	time_uniform("uniform_philox_268435456", CURAND_RNG_PSEUDO_PHILOX4_32_10,
	             stream);
	time_uniform("uniform_xorwow_268435456", CURAND_RNG_PSEUDO_XORWOW,
	             stream);

	CHECK_CUDA(cudaStreamDestroy(stream));
	return tap_done();
}
