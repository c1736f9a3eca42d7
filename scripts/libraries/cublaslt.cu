// SPDX-License-Identifier: MIT
//
// cublaslt.cu -- cuBLASLt over the Runtime. Checks cublasLtMatmul in FP32,
// D = alpha*op(A)*op(B) + beta*C out of place, plain and with the
// CUBLASLT_EPILOGUE_BIAS epilogue, each with the algorithm that
// cublasLtMatmulAlgoGetHeuristic offers for a workspace the program
// allocates itself, against a CPU reference in double on random matrices.
// Times one 4096^3 FP32 matmul. Output and exit status as common.h
// describes.

#include <cublasLt.h>

#include <string>
#include <vector>

#include "common.h"

#define CHECK_LT(call) CHECK_LIB(call, CUBLAS_STATUS_SUCCESS)

// Unit roundoffs of float and double.
static const double U_FLOAT = 0x1p-24, U_DOUBLE = 0x1p-53;

static const size_t WORKSPACE_BYTES = 32 << 20;

// D = alpha*op(A)*op(B) + beta*C, plus bias[i] on row i where bias is set;
// column-major, C and D with one layout, each leading dimension pad rows
// longer than its matrix needs.
struct Problem {
	cublasOperation_t ta, tb;
	int m, n, k;
	float alpha, beta;
	int pad;
	bool bias;

	int a_rows() const { return ta == CUBLAS_OP_N ? m : k; }
	int a_cols() const { return ta == CUBLAS_OP_N ? k : m; }
	int b_rows() const { return tb == CUBLAS_OP_N ? k : n; }
	int b_cols() const { return tb == CUBLAS_OP_N ? n : k; }
	int lda() const { return a_rows() + pad; }
	int ldb() const { return b_rows() + pad; }
	int ldc() const { return m + pad; }
	size_t a_elems() const { return (size_t)lda() * a_cols(); }
	size_t b_elems() const { return (size_t)ldb() * b_cols(); }
	size_t c_elems() const { return (size_t)ldc() * n; }
};

static std::string describe(const Problem &p)
{
	char text[200];

	snprintf(text, sizeof text,
	         "FP32 matmul %c%c %dx%dx%d alpha %g beta %g ld +%d%s",
	         p.ta == CUBLAS_OP_N ? 'N' : 'T',
	         p.tb == CUBLAS_OP_N ? 'N' : 'T', p.m, p.n, p.k, p.alpha,
	         p.beta, p.pad, p.bias ? " bias epilogue" : "");
	return text;
}

// Each element of D is a sum of k products, scaled by alpha, plus beta*c
// and the bias: in precision u, whatever the order of summation, its error
// is at most (k+4)u times |alpha| sum |a b| + |beta c| + |bias| (Higham,
// Accuracy and Stability of Numerical Algorithms, section 3.1). The
// reference, computed the same way in double, adds its own (k+4)u_double.
static double matmul_bound(int k)
{
	return (k + 4) * (U_FLOAT + U_DOUBLE);
}

// D's m x n elements, packed, and per element the unit of its error bound.
struct Reference {
	std::vector<double> value, unit;
};

static Reference matmul_reference(const Problem &p, const std::vector<float> &a,
                                  const std::vector<float> &b,
                                  const std::vector<float> &c,
                                  const std::vector<float> &bias)
{
	Reference ref;

	ref.value.resize((size_t)p.m * p.n);
	ref.unit.resize((size_t)p.m * p.n);
	for (int j = 0; j < p.n; j++)
		for (int i = 0; i < p.m; i++) {
			double sum = 0, abs_sum = 0;

			for (int l = 0; l < p.k; l++) {
				double ail = p.ta == CUBLAS_OP_N
				                     ? a[i + (size_t)l * p.lda()]
				                     : a[l + (size_t)i * p.lda()];
				double blj = p.tb == CUBLAS_OP_N
				                     ? b[l + (size_t)j * p.ldb()]
				                     : b[j + (size_t)l * p.ldb()];

				sum += ail * blj;
				abs_sum += fabs(ail * blj);
			}
			double cij = c[i + (size_t)j * p.ldc()];
			double bi = p.bias ? bias[i] : 0;
			size_t at = i + (size_t)j * p.m;

			ref.value[at] = p.alpha * sum + p.beta * cij + bi;
			ref.unit[at] = fabs(p.alpha) * abs_sum +
			               fabs(p.beta * cij) + fabs(bi);
		}
	return ref;
}

// A matmul ready to run: its descriptors, and the algorithm the heuristic
// offered (found says whether it offered one).
struct Matmul {
	cublasLtMatmulDesc_t op;
	cublasLtMatrixLayout_t a, b, cd;
	cublasLtMatmulAlgo_t algo;
	bool found;
};

static Matmul matmul_create(cublasLtHandle_t lt, const Problem &p,
                            const float *bias)
{
	const uint64_t workspace = WORKSPACE_BYTES;
	cublasLtMatmulPreference_t preference;
	cublasLtMatmulHeuristicResult_t offer;
	int offers = 0;
	Matmul mm;

	CHECK_LT(cublasLtMatmulDescCreate(&mm.op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
	CHECK_LT(cublasLtMatmulDescSetAttribute(
	        mm.op, CUBLASLT_MATMUL_DESC_TRANSA, &p.ta, sizeof p.ta));
	CHECK_LT(cublasLtMatmulDescSetAttribute(
	        mm.op, CUBLASLT_MATMUL_DESC_TRANSB, &p.tb, sizeof p.tb));
	if (p.bias) {
		const cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_BIAS;

		CHECK_LT(cublasLtMatmulDescSetAttribute(
		        mm.op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue,
		        sizeof epilogue));
		CHECK_LT(cublasLtMatmulDescSetAttribute(
		        mm.op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias,
		        sizeof bias));
	}
	CHECK_LT(cublasLtMatrixLayoutCreate(&mm.a, CUDA_R_32F, p.a_rows(),
	                                    p.a_cols(), p.lda()));
	CHECK_LT(cublasLtMatrixLayoutCreate(&mm.b, CUDA_R_32F, p.b_rows(),
	                                    p.b_cols(), p.ldb()));
	CHECK_LT(cublasLtMatrixLayoutCreate(&mm.cd, CUDA_R_32F, p.m, p.n,
	                                    p.ldc()));

	CHECK_LT(cublasLtMatmulPreferenceCreate(&preference));
	CHECK_LT(cublasLtMatmulPreferenceSetAttribute(
	        preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
	        &workspace, sizeof workspace));
	CHECK_LT(cublasLtMatmulAlgoGetHeuristic(lt, mm.op, mm.a, mm.b, mm.cd,
	                                        mm.cd, preference, 1, &offer,
	                                        &offers));
	CHECK_LT(cublasLtMatmulPreferenceDestroy(preference));
	mm.found = offers == 1 && offer.state == CUBLAS_STATUS_SUCCESS;
	if (mm.found)
		mm.algo = offer.algo;
	return mm;
}

static void matmul_destroy(const Matmul &mm)
{
	CHECK_LT(cublasLtMatrixLayoutDestroy(mm.a));
	CHECK_LT(cublasLtMatrixLayoutDestroy(mm.b));
	CHECK_LT(cublasLtMatrixLayoutDestroy(mm.cd));
	CHECK_LT(cublasLtMatmulDescDestroy(mm.op));
}

static void matmul_run(cublasLtHandle_t lt, const Matmul &mm,
                       const Problem &p, const float *a, const float *b,
                       const float *c, float *d, void *workspace,
                       cudaStream_t stream)
{
	CHECK_LT(cublasLtMatmul(lt, mm.op, &p.alpha, a, mm.a, b, mm.b, &p.beta,
	                        c, mm.cd, d, mm.cd, &mm.algo, workspace,
	                        WORKSPACE_BYTES, stream));
}

static std::vector<float> random_vector(struct rng *r, size_t n)
{
	std::vector<float> v(n);

	for (float &x : v)
		x = (float)rng_range(r, -1, 1);
	return v;
}

// Two checks: that the heuristic offers an algorithm, and that D, computed
// with it into a poisoned buffer, matches the reference.
static void check_matmul(cublasLtHandle_t lt, cudaStream_t stream,
                         struct rng *r, const Problem &p, void *workspace)
{
	const std::string what = describe(p);
	std::vector<float> a = random_vector(r, p.a_elems());
	std::vector<float> b = random_vector(r, p.b_elems());
	std::vector<float> c = random_vector(r, p.c_elems());
	std::vector<float> bias = random_vector(r, p.m);
	std::vector<float> d(p.c_elems());
	float *da = to_device<float>(a, stream), *db = to_device<float>(b, stream);
	float *dc = to_device<float>(c, stream), *dbias = to_device<float>(bias, stream);
	float *dd;
	double worst = INFINITY;

	CHECK_CUDA(cudaMalloc(&dd, d.size() * sizeof(float)));
	poison(dd, d.size() * sizeof(float), stream);
	Matmul mm = matmul_create(lt, p, dbias);
	if (tap_check(mm.found,
	              "cublasLtMatmulAlgoGetHeuristic offers an algorithm for "
	              "%s within a 32 MiB workspace", what.c_str())) {
		matmul_run(lt, mm, p, da, db, dc, dd, workspace, stream);
		CHECK_CUDA(cudaMemcpyAsync(d.data(), dd, d.size() * sizeof(float),
		                           cudaMemcpyDeviceToHost, stream));
		CHECK_CUDA(cudaStreamSynchronize(stream));

		Reference ref = matmul_reference(p, a, b, c, bias);
		std::vector<float> got;
		for (int j = 0; j < p.n; j++)
			got.insert(got.end(), d.begin() + (size_t)j * p.ldc(),
			           d.begin() + (size_t)j * p.ldc() + p.m);
		worst = worst_scaled_error(got.data(), ref.value.data(),
		                           ref.unit.data(), got.size());
		printf("# %s: worst error %.3g units of "
		       "sum |alpha a b| + |beta c| + |bias|\n", what.c_str(), worst);
	}
	tap_check(worst <= matmul_bound(p.k),
	          "%s matches the CPU reference within the (k+4)u rounding bound",
	          what.c_str());

	matmul_destroy(mm);
	for (float *buffer : {da, db, dc, dbias, dd})
		CHECK_CUDA(cudaFree(buffer));
}

// A square n x n x n matmul, no transposes, alpha 1, beta 0, on random
// matrices; two runs a trial keep each trial a few milliseconds long.
static void time_matmul(cublasLtHandle_t lt, cudaStream_t stream,
                        void *workspace, int n)
{
	const Problem p = {CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, 1, 0, 0, false};
	const size_t elems = (size_t)n * n;
	float *a, *b, *d;

	CHECK_CUDA(cudaMalloc(&a, elems * sizeof(float)));
	CHECK_CUDA(cudaMalloc(&b, elems * sizeof(float)));
	CHECK_CUDA(cudaMalloc(&d, elems * sizeof(float)));
	fill_uniform(a, elems, 1, -1, 1, stream);
	fill_uniform(b, elems, 2, -1, 1, stream);
	Matmul mm = matmul_create(lt, p, nullptr);
	if (tap_check(mm.found,
	              "cublasLtMatmulAlgoGetHeuristic offers an algorithm for "
	              "the timed %s within a 32 MiB workspace",
	              describe(p).c_str()))
		time_op(("ltmatmul_fp32_" + std::to_string(n)).c_str(), stream, 2,
		        [&] { matmul_run(lt, mm, p, a, b, d, d, workspace, stream); });
	matmul_destroy(mm);
	for (float *buffer : {a, b, d})
		CHECK_CUDA(cudaFree(buffer));
}

int main(int argc, char **argv)
{
	const cublasOperation_t N = CUBLAS_OP_N, T = CUBLAS_OP_T;
	// Odd sizes, transposes, padded leading dimensions, and C read
	// (beta != 0) from a buffer other than D. The bias is added after
	// alpha*op(A)*op(B) + beta*C, unscaled; alpha is 1 with it so that the
	// check does not depend on that detail.
	const Problem problems[] = {
	        {T, N, 333, 517, 271, 1.25f, 0.75f, 2, false},
	        {N, T, 385, 250, 129, 1.0f, 0.5f, 1, true},
	};
	struct rng r = rng_from_args(argc, argv);
	cudaStream_t stream;
	cublasLtHandle_t lt;
	void *workspace;

	CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
	CHECK_CUDA(cudaMalloc(&workspace, WORKSPACE_BYTES));
	CHECK_LT(cublasLtCreate(&lt));

	for (const Problem &p : problems)
		check_matmul(lt, stream, &r, p, workspace);
	time_matmul(lt, stream, workspace, 4096);

	CHECK_LT(cublasLtDestroy(lt));
	CHECK_CUDA(cudaFree(workspace));
	CHECK_CUDA(cudaStreamDestroy(stream));
	return tap_done();
}
