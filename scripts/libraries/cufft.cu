// SPDX-License-Identifier: MIT
//
// cufft.cu -- cuFFT over the Runtime. Checks single-precision transforms on
// random data against a direct O(n^2) DFT in double: 1-D C2C forward
// (cufftPlan1d) on 1000 and 1024 points and the inverse of its result; a
// strided, padded batch (cufftPlanMany); R2C on an odd size with a work
// area the program allocates itself (cufftSetAutoAllocation,
// cufftSetWorkArea); C2R; and a 2-D C2C (cufftPlan2d). Every plan runs on
// the program's non-blocking stream, set with cufftSetStream. Times C2C and
// R2C on 2^24 points. Output and exit status as common.h describes.

#include <cufft.h>

#include <complex>
#include <string>
#include <vector>

#include "common.h"

#define CHECK_CUFFT(call) CHECK_LIB(call, CUFFT_SUCCESS)

typedef std::complex<double> cplx;

// The rms error of a single-precision FFT relative to the rms of its result
// grows like u sqrt(log n), about 1e-7 at these sizes; 1e-5 leaves a wide
// margin, and still catches any element wrong by more than 1e-5 of the
// result's norm.
static const double TOLERANCE = 1e-5;
static const char TOLERANCE_WORDS[] = "1e-5 relative L2 error";

static const double PI = 3.14159265358979323846;

__attribute__((format(printf, 1, 2)))
static std::string text(const char *format, ...)
{
	char buffer[300];
	va_list ap;

	va_start(ap, format);
	vsnprintf(buffer, sizeof buffer, format, ap);
	va_end(ap);
	return buffer;
}

static std::vector<cufftComplex> random_complex(struct rng *r, size_t n)
{
	std::vector<cufftComplex> v(n);

	for (cufftComplex &z : v) {
		z.x = (float)rng_range(r, -1, 1);
		z.y = (float)rng_range(r, -1, 1);
	}
	return v;
}

static std::vector<cufftReal> random_real(struct rng *r, size_t n)
{
	std::vector<cufftReal> v(n);

	for (cufftReal &x : v)
		x = (float)rng_range(r, -1, 1);
	return v;
}

static cplx widen(cufftComplex z) { return cplx(z.x, z.y); }
static cplx widen(cufftReal x) { return cplx(x, 0); }
static cplx widen(cplx z) { return z; }

// n elements of v from offset on, stride apart, in double.
template <typename T>
static std::vector<cplx> gather(const std::vector<T> &v, size_t offset,
                                size_t stride, size_t n)
{
	std::vector<cplx> out(n);

	for (size_t i = 0; i < n; i++)
		out[i] = widen(v[offset + i * stride]);
	return out;
}

template <typename T>
static std::vector<cplx> widen_all(const std::vector<T> &v)
{
	return gather(v, 0, 1, v.size());
}

// X[k] = sum_j x[j] exp(sign 2 pi i jk/n), directly. The twiddles come from
// a table indexed by jk mod n, so that no large angle loses precision.
static std::vector<cplx> dft(const std::vector<cplx> &x, int sign)
{
	const size_t n = x.size();
	std::vector<cplx> twiddle(n), out(n);

	for (size_t m = 0; m < n; m++)
		twiddle[m] = std::polar(1.0, sign * 2 * PI * m / n);
	for (size_t k = 0; k < n; k++) {
		cplx sum = 0;

		for (size_t j = 0; j < n; j++)
			sum += x[j] * twiddle[j * k % n];
		out[k] = sum;
	}
	return out;
}

// The DFT of the rows x cols row-major x: along each row, then along each
// column.
static std::vector<cplx> dft_2d(std::vector<cplx> x, int rows, int cols,
                                int sign)
{
	for (int i = 0; i < rows; i++) {
		std::vector<cplx> row = dft(gather(x, (size_t)i * cols, 1, cols),
		                            sign);

		std::copy(row.begin(), row.end(), x.begin() + (size_t)i * cols);
	}
	for (int j = 0; j < cols; j++) {
		std::vector<cplx> col = dft(gather(x, j, cols, rows), sign);

		for (int i = 0; i < rows; i++)
			x[j + (size_t)i * cols] = col[i];
	}
	return x;
}

// ||got - want|| / ||want||; NaN (left by poison, say) counts as infinite.
template <typename T>
static double relative_error(const std::vector<T> &got,
                             const std::vector<cplx> &want)
{
	double error = 0, norm = 0;

	for (size_t i = 0; i < want.size(); i++) {
		error += std::norm(widen(got[i]) - want[i]);
		norm += std::norm(want[i]);
	}
	double relative = sqrt(error / norm);
	return isnan(relative) ? INFINITY : relative;
}

// One check: that got, what the description `what` names, is want within
// TOLERANCE.
template <typename T>
static void check_close(const std::vector<T> &got,
                        const std::vector<cplx> &want, const std::string &what)
{
	double error = relative_error(got, want);

	tap_check(error <= TOLERANCE, "%s within %s", what.c_str(),
	          TOLERANCE_WORDS);
	printf("# %s: relative L2 error %.3g\n", what.c_str(), error);
}

// Runs exec(in, out) on a device copy of input, with out (out_elems
// elements) poisoned first, and returns out.
template <typename Out, typename In, typename Exec>
static std::vector<Out> transform(const std::vector<In> &input,
                                  size_t out_elems, cudaStream_t stream,
                                  Exec exec)
{
	In *in = to_device<In>(input, stream);
	std::vector<Out> out(out_elems);
	Out *dout;

	CHECK_CUDA(cudaMalloc(&dout, out_elems * sizeof(Out)));
	poison(dout, out_elems * sizeof(Out), stream);
	exec(in, dout);
	CHECK_CUDA(cudaMemcpyAsync(out.data(), dout, out_elems * sizeof(Out),
	                           cudaMemcpyDeviceToHost, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
	CHECK_CUDA(cudaFree(in));
	CHECK_CUDA(cudaFree(dout));
	return out;
}

// 1-D C2C of n points forward, and the inverse of that forward transform,
// which cuFFT leaves unnormalized: n times the input.
static void check_c2c(cudaStream_t stream, struct rng *r, int n)
{
	std::vector<cufftComplex> x = random_complex(r, n);
	cufftHandle plan;

	CHECK_CUFFT(cufftPlan1d(&plan, n, CUFFT_C2C, 1));
	CHECK_CUFFT(cufftSetStream(plan, stream));
	auto exec = [&](int direction) {
		return [&plan, direction](cufftComplex *in, cufftComplex *out) {
			CHECK_CUFFT(cufftExecC2C(plan, in, out, direction));
		};
	};

	std::vector<cufftComplex> spectrum =
	        transform<cufftComplex>(x, n, stream, exec(CUFFT_FORWARD));
	check_close(spectrum, dft(widen_all(x), -1),
	            text("C2C forward of %d points matches the CPU DFT", n));

	std::vector<cufftComplex> back =
	        transform<cufftComplex>(spectrum, n, stream, exec(CUFFT_INVERSE));
	std::vector<cplx> scaled = widen_all(x);
	for (cplx &z : scaled)
		z *= n;
	check_close(back, scaled,
	            text("C2C inverse of the forward transform of %d points is "
	                 "%d times the input", n, n));
	CHECK_CUFFT(cufftDestroy(plan));
}

// A batch of 1-D C2C transforms in cufftPlanMany's advanced layout: input
// elements istride apart and batches idist apart, output rows padded to
// odist; the padding comes back packed through cudaMemcpy2DAsync.
static void check_c2c_batch(cudaStream_t stream, struct rng *r)
{
	int n = 360;  // not const: cufftPlanMany takes int *
	const int batch = 7, istride = 2, idist = 2 * n + 5, odist = n + 4;
	std::vector<cufftComplex> x = random_complex(r, (size_t)batch * idist);
	std::vector<cufftComplex> packed((size_t)batch * n);
	cufftComplex *in = to_device<cufftComplex>(x, stream), *out;
	cufftHandle plan;

	CHECK_CUFFT(cufftPlanMany(&plan, 1, &n, &n, istride, idist, &n, 1,
	                          odist, CUFFT_C2C, batch));
	CHECK_CUFFT(cufftSetStream(plan, stream));
	CHECK_CUDA(cudaMalloc(&out, (size_t)batch * odist * sizeof *out));
	poison(out, (size_t)batch * odist * sizeof *out, stream);
	CHECK_CUFFT(cufftExecC2C(plan, in, out, CUFFT_FORWARD));
	CHECK_CUDA(cudaMemcpy2DAsync(packed.data(), n * sizeof *out, out,
	                             odist * sizeof *out, n * sizeof *out, batch,
	                             cudaMemcpyDeviceToHost, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));

	std::vector<cplx> want;
	for (int b = 0; b < batch; b++) {
		std::vector<cplx> row = dft(gather(x, (size_t)b * idist, istride, n),
		                            -1);

		want.insert(want.end(), row.begin(), row.end());
	}
	check_close(packed, want,
	            text("C2C forward batch of %d x %d points, input stride %d "
	                 "and distance %d, output distance %d, matches the CPU "
	                 "DFT", batch, n, istride, idist, odist));
	CHECK_CUFFT(cufftDestroy(plan));
	CHECK_CUDA(cudaFree(in));
	CHECK_CUDA(cudaFree(out));
}

// R2C of n points, whose result is the n/2 + 1 non-redundant values of the
// spectrum, with a work area from the program's own cudaMalloc instead of
// one cuFFT allocates.
static void check_r2c(cudaStream_t stream, struct rng *r, int n)
{
	std::vector<cufftReal> x = random_real(r, n);
	cufftHandle plan;
	size_t work_bytes;
	void *work;

	CHECK_CUFFT(cufftCreate(&plan));
	CHECK_CUFFT(cufftSetAutoAllocation(plan, 0));
	CHECK_CUFFT(cufftMakePlan1d(plan, n, CUFFT_R2C, 1, &work_bytes));
	// At least one byte: a plan that needs no work area would otherwise
	// make this a check of cudaMalloc(0), a question of its own.
	CHECK_CUDA(cudaMalloc(&work, std::max<size_t>(work_bytes, 1)));
	CHECK_CUFFT(cufftSetWorkArea(plan, work));
	CHECK_CUFFT(cufftSetStream(plan, stream));

	std::vector<cufftComplex> spectrum = transform<cufftComplex>(
	        x, n / 2 + 1, stream, [&](cufftReal *in, cufftComplex *out) {
		        CHECK_CUFFT(cufftExecR2C(plan, in, out));
	        });
	std::vector<cplx> want = dft(widen_all(x), -1);
	want.resize(n / 2 + 1);
	check_close(spectrum, want,
	            text("R2C of %d points, on a work area of the program's "
	                 "own, matches the CPU DFT's first %d values", n,
	                 n / 2 + 1));
	CHECK_CUFFT(cufftDestroy(plan));
	CHECK_CUDA(cudaFree(work));
}

// C2R of n points from a random half spectrum X[0..n/2]. It must be the
// half of a real signal's spectrum (X[0], and X[n/2] for even n, real),
// and the result is the inverse DFT of the whole spectrum it implies,
// X[n-k] = conj(X[k]).
static void check_c2r(cudaStream_t stream, struct rng *r, int n)
{
	std::vector<cufftComplex> half = random_complex(r, n / 2 + 1);
	cufftHandle plan;

	half[0].y = 0;
	if (n % 2 == 0)
		half[n / 2].y = 0;
	std::vector<cplx> whole(n);
	for (int k = 0; k < n; k++)
		whole[k] = k <= n / 2 ? widen(half[k]) : std::conj(widen(half[n - k]));

	CHECK_CUFFT(cufftPlan1d(&plan, n, CUFFT_C2R, 1));
	CHECK_CUFFT(cufftSetStream(plan, stream));
	std::vector<cufftReal> signal = transform<cufftReal>(
	        half, n, stream, [&](cufftComplex *in, cufftReal *out) {
		        CHECK_CUFFT(cufftExecC2R(plan, in, out));
	        });
	check_close(signal, dft(whole, +1),
	            text("C2R of %d points matches the CPU inverse DFT", n));
	CHECK_CUFFT(cufftDestroy(plan));
}

// 2-D C2C forward on a rows x cols row-major array (cols contiguous).
static void check_c2c_2d(cudaStream_t stream, struct rng *r, int rows,
                         int cols)
{
	std::vector<cufftComplex> x = random_complex(r, (size_t)rows * cols);
	cufftHandle plan;

	CHECK_CUFFT(cufftPlan2d(&plan, rows, cols, CUFFT_C2C));
	CHECK_CUFFT(cufftSetStream(plan, stream));
	std::vector<cufftComplex> spectrum = transform<cufftComplex>(
	        x, x.size(), stream, [&](cufftComplex *in, cufftComplex *out) {
		        CHECK_CUFFT(cufftExecC2C(plan, in, out, CUFFT_FORWARD));
	        });
	check_close(spectrum, dft_2d(widen_all(x), rows, cols, -1),
	            text("2-D C2C forward of %d x %d points matches the CPU DFT",
	                 rows, cols));
	CHECK_CUFFT(cufftDestroy(plan));
}

// Times one forward transform of n points (C2C or R2C) on random input;
// ten runs a trial keep each trial over a millisecond.
static void time_fft(const char *label, cudaStream_t stream, int n,
                     cufftType type)
{
	const size_t floats = 2 * (size_t)n;  // the complex input; R2C's is half
	cufftComplex *in, *out;
	cufftHandle plan;

	CHECK_CUFFT(cufftPlan1d(&plan, n, type, 1));
	CHECK_CUFFT(cufftSetStream(plan, stream));
	CHECK_CUDA(cudaMalloc(&in, floats * sizeof(float)));
	CHECK_CUDA(cudaMalloc(&out, floats * sizeof(float)));
	fill_uniform((float *)in, floats, 1, -1, 1, stream);
	time_op(label, stream, 10, [&] {
		if (type == CUFFT_C2C)
			CHECK_CUFFT(cufftExecC2C(plan, in, out, CUFFT_FORWARD));
		else
			CHECK_CUFFT(cufftExecR2C(plan, (cufftReal *)in, out));
	});
	CHECK_CUFFT(cufftDestroy(plan));
	CHECK_CUDA(cudaFree(in));
	CHECK_CUDA(cudaFree(out));
}

int main(int argc, char **argv)
{
	struct rng r = rng_from_args(argc, argv);
	cudaStream_t stream;

	CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

	check_c2c(stream, &r, 1000);
	check_c2c(stream, &r, 1024);
	check_c2c_batch(stream, &r);
	check_r2c(stream, &r, 999);
	check_c2r(stream, &r, 1000);
	check_c2c_2d(stream, &r, 48, 75);

	time_fft("c2c_16777216", stream, 1 << 24, CUFFT_C2C);
	time_fft("r2c_16777216", stream, 1 << 24, CUFFT_R2C);

	CHECK_CUDA(cudaStreamDestroy(stream));
	return tap_done();
}
