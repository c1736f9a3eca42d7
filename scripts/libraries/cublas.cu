// SPDX-License-Identifier: MIT
//
// cublas.cu -- cuBLAS over the Runtime. Checks cublasSgemm and cublasDgemm
// (all four transpose combinations, padded leading dimensions, alpha and
// beta other than 1 and 0), cublasGemmEx with FP16 inputs and FP32
// accumulation and output, and cublasSgemmStridedBatched with alpha and beta
// in device memory, each against a CPU reference in double on random
// matrices; and that cublasSetStream moves a handle's work between two
// streams, each keeping its own order. Times a 4096^3 sgemm and dgemm and an
// 8192^3 FP16 gemmex. Output and exit status as common.h describes.

#include <cublas_v2.h>
#include <cuda_fp16.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "common.h"

#define CHECK_CUBLAS(call) CHECK_LIB(call, CUBLAS_STATUS_SUCCESS)

// Unit roundoffs of float and double.
static const double U_FLOAT = 0x1p-24, U_DOUBLE = 0x1p-53;

// Elements between consecutive matrices of a batch: the strides passed then
// differ from the matrices' sizes, so a library that ignored them would fail.
static const int BATCH_GAP = 5;

// batch products C = alpha*op(A)*op(B) + beta*C, column-major as in BLAS,
// each leading dimension pad rows longer than its matrix needs.
struct Gemm {
	const char *routine;
	cublasOperation_t ta, tb;
	int m, n, k;
	double alpha, beta;
	int pad, batch;

	int a_rows() const { return ta == CUBLAS_OP_N ? m : k; }
	int a_cols() const { return ta == CUBLAS_OP_N ? k : m; }
	int b_rows() const { return tb == CUBLAS_OP_N ? k : n; }
	int b_cols() const { return tb == CUBLAS_OP_N ? n : k; }
	int lda() const { return a_rows() + pad; }
	int ldb() const { return b_rows() + pad; }
	int ldc() const { return m + pad; }
	long long stride_a() const { return (long long)lda() * a_cols() + BATCH_GAP; }
	long long stride_b() const { return (long long)ldb() * b_cols() + BATCH_GAP; }
	long long stride_c() const { return (long long)ldc() * n + BATCH_GAP; }
	size_t a_elems() const { return (size_t)batch * stride_a(); }
	size_t b_elems() const { return (size_t)batch * stride_b(); }
	size_t c_elems() const { return (size_t)batch * stride_c(); }
};

static std::string describe(const Gemm &g)
{
	char text[200];

	snprintf(text, sizeof text, "%s %c%c %dx%dx%d alpha %g beta %g ld +%d",
	         g.routine, g.ta == CUBLAS_OP_N ? 'N' : 'T',
	         g.tb == CUBLAS_OP_N ? 'N' : 'T', g.m, g.n, g.k, g.alpha,
	         g.beta, g.pad);
	std::string s = text;
	if (g.batch > 1)
		s += " batch " + std::to_string(g.batch);
	return s;
}

// Each element of a product is a sum of k terms alpha*a*b, scaled, plus
// beta*c: in precision u, whatever the order of summation and with or
// without fused multiply-adds, its error is at most (k+3)u times
// |alpha| sum |a b| + |beta c| (Higham, Accuracy and Stability of Numerical
// Algorithms, section 3.1). The reference, computed the same way in double,
// adds its own (k+3)u_double.
static double gemm_bound(int k, double u)
{
	return (k + 3) * (u + U_DOUBLE);
}

static void randomize(struct rng *r, std::vector<float> &v)
{
	for (float &x : v)
		x = (float)rng_range(r, -1, 1);
}

static void randomize(struct rng *r, std::vector<double> &v)
{
	for (double &x : v)
		x = rng_range(r, -1, 1);
}

static void randomize(struct rng *r, std::vector<__half> &v)
{
	for (__half &x : v)
		x = __float2half((float)rng_range(r, -1, 1));
}

static double as_double(float x) { return x; }
static double as_double(double x) { return x; }
static double as_double(__half x) { return __half2float(x); }

template <typename T>
static std::vector<double> as_doubles(const std::vector<T> &v)
{
	std::vector<double> d(v.size());

	for (size_t i = 0; i < v.size(); i++)
		d[i] = as_double(v[i]);
	return d;
}

// op(X) for the column-major matrix at x[offset] with leading dimension ld,
// as a packed rows x cols column-major matrix.
static std::vector<double> op_matrix(const std::vector<double> &x,
                                     size_t offset, int ld,
                                     cublasOperation_t op, int rows, int cols)
{
	std::vector<double> out((size_t)rows * cols);

	for (int j = 0; j < cols; j++)
		for (int i = 0; i < rows; i++)
			out[i + (size_t)j * rows] =
			        op == CUBLAS_OP_N ? x[offset + i + (size_t)j * ld]
			                          : x[offset + j + (size_t)i * ld];
	return out;
}

// Each product's m x n result, packed one after the other, and per element
// the unit of its error bound (see gemm_bound).
struct Reference {
	std::vector<double> value, unit;
};

// beta = 0 leaves c unread: BLAS defines the result then without C, which
// may hold anything (here, poison).
static Reference gemm_reference(const Gemm &g, const std::vector<double> &a,
                                const std::vector<double> &b,
                                const std::vector<double> &c)
{
	const size_t mn = (size_t)g.m * g.n;
	Reference ref;

	ref.value.assign(g.batch * mn, 0);
	ref.unit.assign(g.batch * mn, 0);
	for (int p = 0; p < g.batch; p++) {
		std::vector<double> opa = op_matrix(a, p * g.stride_a(), g.lda(),
		                                    g.ta, g.m, g.k);
		std::vector<double> opb = op_matrix(b, p * g.stride_b(), g.ldb(),
		                                    g.tb, g.k, g.n);
		double *value = &ref.value[p * mn], *unit = &ref.unit[p * mn];

		for (int j = 0; j < g.n; j++) {
			double *vj = value + (size_t)j * g.m, *uj = unit + (size_t)j * g.m;

			for (int l = 0; l < g.k; l++) {
				const double *al = &opa[(size_t)l * g.m];
				double blj = opb[l + (size_t)j * g.k];

				for (int i = 0; i < g.m; i++) {
					vj[i] += al[i] * blj;
					uj[i] += fabs(al[i] * blj);
				}
			}
			for (int i = 0; i < g.m; i++) {
				vj[i] *= g.alpha;
				uj[i] *= fabs(g.alpha);
				if (g.beta != 0) {
					double cij = c[p * g.stride_c() + i +
					               (size_t)j * g.ldc()];

					vj[i] += g.beta * cij;
					uj[i] += fabs(g.beta * cij);
				}
			}
		}
	}
	return ref;
}

// One problem's random operands, on the host and on the device; C on the
// device is poisoned where beta = 0 (cuBLAS must not read it then).
template <typename In, typename Out>
struct Operands {
	std::vector<In> a, b;
	std::vector<Out> c;
	In *da, *db;
	Out *dc;
};

template <typename In, typename Out>
static Operands<In, Out> upload(const Gemm &g, struct rng *r,
                                cudaStream_t stream)
{
	Operands<In, Out> o;

	o.a.resize(g.a_elems());
	o.b.resize(g.b_elems());
	o.c.resize(g.c_elems());
	randomize(r, o.a);
	randomize(r, o.b);
	randomize(r, o.c);
	CHECK_CUDA(cudaMalloc(&o.da, o.a.size() * sizeof(In)));
	CHECK_CUDA(cudaMalloc(&o.db, o.b.size() * sizeof(In)));
	CHECK_CUDA(cudaMalloc(&o.dc, o.c.size() * sizeof(Out)));
	CHECK_CUDA(cudaMemcpyAsync(o.da, o.a.data(), o.a.size() * sizeof(In),
	                           cudaMemcpyHostToDevice, stream));
	CHECK_CUDA(cudaMemcpyAsync(o.db, o.b.data(), o.b.size() * sizeof(In),
	                           cudaMemcpyHostToDevice, stream));
	if (g.beta != 0)
		CHECK_CUDA(cudaMemcpyAsync(o.dc, o.c.data(),
		                           o.c.size() * sizeof(Out),
		                           cudaMemcpyHostToDevice, stream));
	else
		poison(o.dc, o.c.size() * sizeof(Out), stream);
	return o;
}

template <typename In, typename Out>
static void release(Operands<In, Out> &o)
{
	CHECK_CUDA(cudaFree(o.da));
	CHECK_CUDA(cudaFree(o.db));
	CHECK_CUDA(cudaFree(o.dc));
}

// The worst error of result (C as cuBLAS left it: c_elems() elements) in
// units of the bound, printed on a "#" line too.
template <typename In, typename Out>
static double worst_error(const Gemm &g, const Operands<In, Out> &o,
                          const Out *result)
{
	Reference ref = gemm_reference(g, as_doubles(o.a), as_doubles(o.b),
	                               as_doubles(o.c));
	std::vector<Out> got;

	for (int p = 0; p < g.batch; p++)
		for (int j = 0; j < g.n; j++) {
			const Out *col = result + p * g.stride_c() +
			                 (size_t)j * g.ldc();

			got.insert(got.end(), col, col + g.m);
		}
	double worst = worst_scaled_error(got.data(), ref.value.data(),
	                                  ref.unit.data(), got.size());
	printf("# %s: worst error %.3g units of sum |alpha a b| + |beta c|\n",
	       describe(g).c_str(), worst);
	return worst;
}

// Uploads g's operands, has call(a, b, c) enqueue the product on stream,
// and checks the result against the reference within bound (bound_words
// says which, for the description).
template <typename In, typename Out, typename Call>
static void check_gemm(cudaStream_t stream, struct rng *r, const Gemm &g,
                       double bound, const char *bound_words, Call call)
{
	Operands<In, Out> o = upload<In, Out>(g, r, stream);
	std::vector<Out> result(o.c.size());

	call(o.da, o.db, o.dc);
	CHECK_CUDA(cudaMemcpyAsync(result.data(), o.dc,
	                           result.size() * sizeof(Out),
	                           cudaMemcpyDeviceToHost, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
	tap_check(worst_error(g, o, result.data()) <= bound,
	          "%s matches the CPU reference within %s",
	          describe(g).c_str(), bound_words);
	release(o);
}

static void sgemm(cublasHandle_t handle, const Gemm &g, const float *a,
                  const float *b, float *c)
{
	float alpha = (float)g.alpha, beta = (float)g.beta;

	CHECK_CUBLAS(cublasSgemm(handle, g.ta, g.tb, g.m, g.n, g.k, &alpha, a,
	                         g.lda(), b, g.ldb(), &beta, c, g.ldc()));
}

static void check_sgemm(cublasHandle_t handle, cudaStream_t stream,
                        struct rng *r, const Gemm &g)
{
	check_gemm<float, float>(stream, r, g, gemm_bound(g.k, U_FLOAT),
	                         "the (k+3)u rounding bound",
	                         [&](const float *a, const float *b, float *c) {
		                         sgemm(handle, g, a, b, c);
	                         });
}

static void check_dgemm(cublasHandle_t handle, cudaStream_t stream,
                        struct rng *r, const Gemm &g)
{
	check_gemm<double, double>(
	        stream, r, g, gemm_bound(g.k, U_DOUBLE),
	        "the (k+3)u rounding bound",
	        [&](const double *a, const double *b, double *c) {
		        CHECK_CUBLAS(cublasDgemm(handle, g.ta, g.tb, g.m, g.n, g.k,
		                                 &g.alpha, a, g.lda(), b, g.ldb(),
		                                 &g.beta, c, g.ldc()));
	        });
}

// FP16 inputs, FP32 accumulation and output. Products of halves are exact
// in float, so the reference from the rounded halves leaves only the FP32
// accumulation's error -- but tensor cores may truncate rather than round
// when they add, which can double it: the bound is 4 times (k+3)u.
static void check_gemmex(cublasHandle_t handle, cudaStream_t stream,
                         struct rng *r, const Gemm &g)
{
	check_gemm<__half, float>(
	        stream, r, g, 4 * gemm_bound(g.k, U_FLOAT),
	        "4 times the (k+3)u rounding bound of FP32 accumulation",
	        [&](const __half *a, const __half *b, float *c) {
		        float alpha = (float)g.alpha, beta = (float)g.beta;

		        CHECK_CUBLAS(cublasGemmEx(
		                handle, g.ta, g.tb, g.m, g.n, g.k, &alpha, a,
		                CUDA_R_16F, g.lda(), b, CUDA_R_16F, g.ldb(), &beta,
		                c, CUDA_R_32F, g.ldc(), CUBLAS_COMPUTE_32F,
		                CUBLAS_GEMM_DEFAULT));
	        });
}

// Strided batches, with alpha and beta read from device memory (the pointer
// mode that lets a program keep scalars computed on the GPU there).
static void check_sgemm_strided_batched(cublasHandle_t handle,
                                        cudaStream_t stream, struct rng *r,
                                        const Gemm &g)
{
	const float scalars[2] = {(float)g.alpha, (float)g.beta};
	float *dscalars;

	CHECK_CUDA(cudaMalloc(&dscalars, sizeof scalars));
	CHECK_CUDA(cudaMemcpyAsync(dscalars, scalars, sizeof scalars,
	                           cudaMemcpyHostToDevice, stream));
	CHECK_CUBLAS(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_DEVICE));
	check_gemm<float, float>(
	        stream, r, g, gemm_bound(g.k, U_FLOAT),
	        "the (k+3)u rounding bound",
	        [&](const float *a, const float *b, float *c) {
		        CHECK_CUBLAS(cublasSgemmStridedBatched(
		                handle, g.ta, g.tb, g.m, g.n, g.k, &dscalars[0], a,
		                g.lda(), g.stride_a(), b, g.ldb(), g.stride_b(),
		                &dscalars[1], c, g.ldc(), g.stride_c(), g.batch));
	        });
	CHECK_CUBLAS(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST));
	CHECK_CUDA(cudaFree(dscalars));
}

// Holds a stream's later work until released: gate_wait, enqueued with
// cudaLaunchHostFunc, returns once open is set -- or after 10 s, so that a
// broken program fails instead of hanging.
struct Gate {
	std::atomic<bool> open{false}, timed_out{false};
};

static void CUDART_CB gate_wait(void *arg)
{
	Gate *gate = static_cast<Gate *>(arg);
	auto deadline = std::chrono::steady_clock::now() +
	                std::chrono::seconds(10);

	while (!gate->open.load()) {
		if (std::chrono::steady_clock::now() > deadline) {
			gate->timed_out = true;
			return;
		}
		std::this_thread::yield();
	}
}

static bool all_poison(const void *p, size_t bytes)
{
	const unsigned char *byte = static_cast<const unsigned char *>(p);

	for (size_t i = 0; i < bytes; i++)
		if (byte[i] != 0xFF)
			return false;
	return true;
}

// One handle, two streams. With the second stream held by a gate, an sgemm
// issued while the handle is set on it must wait (its output stays poison),
// while an sgemm issued after setting the first stream back completes; once
// released, both results are right. A handle whose stream did not follow
// cublasSetStream would run the held product at once, or hold the other.
static void check_two_streams(cublasHandle_t handle, cudaStream_t first,
                              struct rng *r)
{
	const Gemm g1 = {"sgemm", CUBLAS_OP_N, CUBLAS_OP_N, 200, 150, 100,
	                 1, 0, 0, 1};
	const Gemm g2 = {"sgemm", CUBLAS_OP_T, CUBLAS_OP_N, 120, 90, 160,
	                 1, 0, 0, 1};
	cudaStream_t second, current;
	float *early2, *result1, *result2;
	Gate gate;

	CHECK_CUDA(cudaStreamCreateWithFlags(&second, cudaStreamNonBlocking));
	CHECK_CUDA(cudaMallocHost(&early2, g2.c_elems() * sizeof(float)));
	CHECK_CUDA(cudaMallocHost(&result1, g1.c_elems() * sizeof(float)));
	CHECK_CUDA(cudaMallocHost(&result2, g2.c_elems() * sizeof(float)));
	Operands<float, float> o1 = upload<float, float>(g1, r, first);
	Operands<float, float> o2 = upload<float, float>(g2, r, second);

	CHECK_CUDA(cudaStreamSynchronize(second));

	// With lazy loading, a kernel's first launch may wait for the whole
	// device, which on the held stream means waiting for the gate. Both
	// shapes run once (on the first stream) before the gate so that their
	// kernels are loaded; then their outputs are poisoned again.
	sgemm(handle, g1, o1.da, o1.db, o1.dc);
	sgemm(handle, g2, o2.da, o2.db, o2.dc);
	poison(o1.dc, o1.c.size() * sizeof(float), first);
	poison(o2.dc, o2.c.size() * sizeof(float), first);
	CHECK_CUDA(cudaStreamSynchronize(first));

	CHECK_CUDA(cudaLaunchHostFunc(second, gate_wait, &gate));
	CHECK_CUBLAS(cublasSetStream(handle, second));
	CHECK_CUBLAS(cublasGetStream(handle, &current));
	sgemm(handle, g2, o2.da, o2.db, o2.dc);
	CHECK_CUBLAS(cublasSetStream(handle, first));
	sgemm(handle, g1, o1.da, o1.db, o1.dc);
	CHECK_CUDA(cudaMemcpyAsync(result1, o1.dc, g1.c_elems() * sizeof(float),
	                           cudaMemcpyDeviceToHost, first));
	CHECK_CUDA(cudaMemcpyAsync(early2, o2.dc, g2.c_elems() * sizeof(float),
	                           cudaMemcpyDeviceToHost, first));
	CHECK_CUDA(cudaStreamSynchronize(first));
	cudaError_t held = cudaStreamQuery(second);
	if (held != cudaErrorNotReady && held != cudaSuccess)
		CHECK_CUDA(held);

	gate.open = true;
	CHECK_CUDA(cudaMemcpyAsync(result2, o2.dc, g2.c_elems() * sizeof(float),
	                           cudaMemcpyDeviceToHost, second));
	CHECK_CUDA(cudaStreamSynchronize(second));

	tap_check(current == second && held == cudaErrorNotReady &&
	                  !gate.timed_out &&
	                  all_poison(early2, g2.c_elems() * sizeof(float)),
	          "sgemm issued after cublasSetStream to a held stream waits "
	          "for it");
	tap_check(worst_error(g1, o1, result1) <= gemm_bound(g1.k, U_FLOAT),
	          "%s on the first stream matches the CPU reference while the "
	          "second is held", describe(g1).c_str());
	tap_check(worst_error(g2, o2, result2) <= gemm_bound(g2.k, U_FLOAT),
	          "%s on the second stream matches the CPU reference once "
	          "released", describe(g2).c_str());

	release(o1);
	release(o2);
	CHECK_CUDA(cudaFreeHost(early2));
	CHECK_CUDA(cudaFreeHost(result1));
	CHECK_CUDA(cudaFreeHost(result2));
	CHECK_CUDA(cudaStreamDestroy(second));
}

// Times call(a, b, c), one n x n x n product, on random operands.
template <typename In, typename Out, typename Call>
static void time_gemm(const char *label, cudaStream_t stream, int n,
                      int reps, Call call)
{
	const size_t elems = (size_t)n * n;
	In *a, *b;
	Out *c;

	CHECK_CUDA(cudaMalloc(&a, elems * sizeof(In)));
	CHECK_CUDA(cudaMalloc(&b, elems * sizeof(In)));
	CHECK_CUDA(cudaMalloc(&c, elems * sizeof(Out)));
	fill_uniform(a, elems, 1, -1, 1, stream);
	fill_uniform(b, elems, 2, -1, 1, stream);
	time_op(label, stream, reps, [&] { call(a, b, c); });
	CHECK_CUDA(cudaFree(a));
	CHECK_CUDA(cudaFree(b));
	CHECK_CUDA(cudaFree(c));
}

// Square products, no transposes, alpha 1, beta 0. reps keeps each trial
// a few milliseconds long.
static void time_gemms(cublasHandle_t handle, cudaStream_t stream)
{
	const float one = 1, zero = 0;
	const double one_d = 1, zero_d = 0;

	time_gemm<float, float>("sgemm_4096", stream, 4096, 2,
	                        [&](const float *a, const float *b, float *c) {
		CHECK_CUBLAS(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, 4096,
		                         4096, 4096, &one, a, 4096, b, 4096,
		                         &zero, c, 4096));
	});
	time_gemm<double, double>("dgemm_4096", stream, 4096, 2,
	                          [&](const double *a, const double *b,
	                              double *c) {
		CHECK_CUBLAS(cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, 4096,
		                         4096, 4096, &one_d, a, 4096, b, 4096,
		                         &zero_d, c, 4096));
	});
	time_gemm<__half, float>("gemmex_fp16_8192", stream, 8192, 3,
	                         [&](const __half *a, const __half *b,
	                             float *c) {
		CHECK_CUBLAS(cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, 8192,
		                          8192, 8192, &one, a, CUDA_R_16F, 8192,
		                          b, CUDA_R_16F, 8192, &zero, c,
		                          CUDA_R_32F, 8192, CUBLAS_COMPUTE_32F,
		                          CUBLAS_GEMM_DEFAULT));
	});
}

int main(int argc, char **argv)
{
	const cublasOperation_t N = CUBLAS_OP_N, T = CUBLAS_OP_T;
	// Odd sizes, every transpose combination, beta = 0 on poisoned C
	// and beta != 0 on random C.
	const Gemm sgemms[] = {
	        {"sgemm", N, N, 300, 200, 100, 1, 0, 0, 1},
	        {"sgemm", T, N, 517, 389, 263, 1.5, -0.5, 3, 1},
	        {"sgemm", N, T, 129, 601, 77, -0.75, 2, 1, 1},
	        {"sgemm", T, T, 64, 33, 511, 0.5, 1, 0, 1},
	};
	const Gemm dgemms[] = {
	        {"dgemm", T, N, 411, 237, 355, 1.25, 0.5, 2, 1},
	        {"dgemm", N, T, 256, 256, 256, 1, 0, 0, 1},
	};
	const Gemm gemmexes[] = {
	        {"gemmex fp16", N, N, 384, 512, 320, 1, 0, 0, 1},
	        {"gemmex fp16", T, N, 255, 129, 513, 0.5, 0.25, 1, 1},
	};
	const Gemm batched = {"sgemm strided", N, T, 97, 61, 45, 1.5, -1, 2, 9};
	struct rng r = rng_from_args(argc, argv);
	cudaStream_t stream;
	cublasHandle_t handle;

	CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
	CHECK_CUBLAS(cublasCreate(&handle));
	CHECK_CUBLAS(cublasSetStream(handle, stream));

	for (const Gemm &g : sgemms)
		check_sgemm(handle, stream, &r, g);
	for (const Gemm &g : dgemms)
		check_dgemm(handle, stream, &r, g);
	for (const Gemm &g : gemmexes)
		check_gemmex(handle, stream, &r, g);
	check_sgemm_strided_batched(handle, stream, &r, batched);
	check_two_streams(handle, stream, &r);

	time_gemms(handle, stream);

	CHECK_CUBLAS(cublasDestroy(handle));
	CHECK_CUDA(cudaStreamDestroy(stream));
	return tap_done();
}
