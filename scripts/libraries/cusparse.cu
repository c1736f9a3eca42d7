// SPDX-License-Identifier: MIT
//
// cusparse.cu -- cuSPARSE's generic API over the Runtime. Checks cusparseSpMV
// and cusparseSpMM (a dense matrix of 7 columns) on a random 4999 x 4001 CSR
// matrix of about 1% density with uneven rows, some of them empty, in FP32
// and FP64, each against a CPU reference in double. Both run with alpha and
// beta other than 0 and 1 on an output filled with random values first, so
// a call that writes nothing or drops either scalar fails. Times an FP32
// SpMV on a 2^21 x 2^21 matrix with 2^26 nonzeros. Output and exit status as
// common.h describes.

#include <cusparse.h>

#include <vector>

#include "common.h"

#define CHECK_CUSPARSE(call) CHECK_LIB(call, CUSPARSE_STATUS_SUCCESS)

// Unit roundoff of double, the reference's own precision.
static const double U_DOUBLE = 0x1p-53;

// Exact in binary, so scaling adds no rounding of its own; beta is negative
// so that a library dropping its sign fails.
static const double ALPHA = 1.25, BETA = -0.75;

// What cuSPARSE calls each precision, and its unit roundoff.
template <typename T>
struct Precision;

template <>
struct Precision<float> {
	static constexpr cudaDataType type = CUDA_R_32F;
	static constexpr double u = 0x1p-24;
	static constexpr const char *name = "FP32";
};

template <>
struct Precision<double> {
	static constexpr cudaDataType type = CUDA_R_64F;
	static constexpr double u = 0x1p-53;
	static constexpr const char *name = "FP64";
};

// Random values are drawn as floats and kept as doubles: FP32 and FP64 then
// see the same inputs, exactly, and the reference starts from them too.
static double random_value(struct rng *r)
{
	return (float)rng_range(r, -1, 1);
}

static std::vector<double> random_values(struct rng *r, size_t n)
{
	std::vector<double> v(n);

	for (double &x : v)
		x = random_value(r);
	return v;
}

struct HostCsr {
	int rows, cols;
	std::vector<int> offsets, columns;
	std::vector<double> values;

	int nnz() const { return (int)columns.size(); }
	int row_nnz(int row) const { return offsets[row + 1] - offsets[row]; }
};

// Each row draws 0 to max_row_nnz random columns, sorted, a column drawn
// twice kept once: rows of uneven length, some empty.
static HostCsr random_csr(struct rng *r, int rows, int cols, int max_row_nnz)
{
	HostCsr a = {rows, cols, {0}, {}, {}};
	std::vector<int> row;

	for (int i = 0; i < rows; i++) {
		int draws = (int)(rng_u64(r) % (uint64_t)(max_row_nnz + 1));

		row.clear();
		for (int d = 0; d < draws; d++)
			row.push_back((int)(rng_u64(r) % (uint64_t)cols));
		std::sort(row.begin(), row.end());
		row.erase(std::unique(row.begin(), row.end()), row.end());
		for (int c : row) {
			a.columns.push_back(c);
			a.values.push_back(random_value(r));
		}
		a.offsets.push_back(a.nnz());
	}
	return a;
}

// The result's values and, per element, the unit of its error bound.
struct Reference {
	std::vector<double> value, unit;
};

// Y = ALPHA*A*X + BETA*Y0 for X (cols x k) and Y0 (rows x k) column-major;
// SpMV is k = 1. An element of a row with m nonzeros is a sum of m products
// scaled by alpha, plus beta*y0: in precision u, in any order of summation
// and with or without fused multiply-adds, its error is at most (m+3)u times
// |alpha| sum |a x| + |beta y0| (Higham, Accuracy and Stability of Numerical
// Algorithms, section 3.1). The reference, in double, adds its own share.
static Reference spmm_reference(const HostCsr &a, const std::vector<double> &x,
                                int k, const std::vector<double> &y0,
                                double u)
{
	Reference ref;

	ref.value.resize((size_t)a.rows * k);
	ref.unit.resize((size_t)a.rows * k);
	for (int c = 0; c < k; c++)
		for (int i = 0; i < a.rows; i++) {
			const double *xc = &x[(size_t)c * a.cols];
			size_t e = (size_t)c * a.rows + i;
			double sum = 0, magnitude = 0;

			for (int p = a.offsets[i]; p < a.offsets[i + 1]; p++) {
				double term = a.values[p] * xc[a.columns[p]];

				sum += term;
				magnitude += fabs(term);
			}
			ref.value[e] = ALPHA * sum + BETA * y0[e];
			ref.unit[e] = (a.row_nnz(i) + 3) * (u + U_DOUBLE) *
			              (fabs(ALPHA) * magnitude +
			               fabs(BETA * y0[e]));
		}
	return ref;
}

// A CSR matrix on the device and its cuSPARSE descriptor.
template <typename T>
struct DeviceCsr {
	int *offsets, *columns;
	T *values;
	cusparseSpMatDescr_t descr;
};

template <typename T>
static DeviceCsr<T> upload_csr(const HostCsr &a, cudaStream_t stream)
{
	DeviceCsr<T> d;

	d.offsets = to_device<int>(a.offsets, stream);
	d.columns = to_device<int>(a.columns, stream);
	d.values = to_device<T>(a.values, stream);
	CHECK_CUSPARSE(cusparseCreateCsr(&d.descr, a.rows, a.cols, a.nnz(),
	                                 d.offsets, d.columns, d.values,
	                                 CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
	                                 CUSPARSE_INDEX_BASE_ZERO,
	                                 Precision<T>::type));
	return d;
}

template <typename T>
static void release(DeviceCsr<T> &d)
{
	CHECK_CUSPARSE(cusparseDestroySpMat(d.descr));
	CHECK_CUDA(cudaFree(d.offsets));
	CHECK_CUDA(cudaFree(d.columns));
	CHECK_CUDA(cudaFree(d.values));
}

// The worst error of got in units of the bound, printed on a "#" line too.
template <typename T>
static double worst_error(const char *operation, const std::vector<T> &got,
                          const Reference &ref)
{
	double worst = worst_scaled_error(got.data(), ref.value.data(),
	                                  ref.unit.data(), got.size());

	printf("# %s %s: worst error %.3g units of the (m+3)u bound\n",
	       Precision<T>::name, operation, worst);
	return worst;
}

template <typename T>
static void check_spmv(cusparseHandle_t handle, cudaStream_t stream,
                       struct rng *r, const HostCsr &a)
{
	const cudaDataType type = Precision<T>::type;
	const T alpha = (T)ALPHA, beta = (T)BETA;
	std::vector<double> x = random_values(r, a.cols);
	std::vector<double> y0 = random_values(r, a.rows);
	DeviceCsr<T> d = upload_csr<T>(a, stream);
	T *dx = to_device<T>(x, stream), *dy = to_device<T>(y0, stream);
	cusparseDnVecDescr_t vx, vy;
	size_t buffer_size;
	void *buffer;

	CHECK_CUSPARSE(cusparseCreateDnVec(&vx, a.cols, dx, type));
	CHECK_CUSPARSE(cusparseCreateDnVec(&vy, a.rows, dy, type));
	CHECK_CUSPARSE(cusparseSpMV_bufferSize(
	        handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, d.descr, vx,
	        &beta, vy, type, CUSPARSE_SPMV_ALG_DEFAULT, &buffer_size));
	CHECK_CUDA(cudaMalloc(&buffer, buffer_size));
	CHECK_CUSPARSE(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
	                            &alpha, d.descr, vx, &beta, vy, type,
	                            CUSPARSE_SPMV_ALG_DEFAULT, buffer));
	std::vector<T> got = from_device(dy, a.rows, stream);
	Reference ref = spmm_reference(a, x, 1, y0, Precision<T>::u);

	tap_check(worst_error("SpMV", got, ref) <= 1,
	          "%s SpMV y = alpha A x + beta y, %dx%d with %d nonzeros, "
	          "matches the CPU reference within the (m+3)u rounding bound",
	          Precision<T>::name, a.rows, a.cols, a.nnz());

	CHECK_CUSPARSE(cusparseDestroyDnVec(vx));
	CHECK_CUSPARSE(cusparseDestroyDnVec(vy));
	CHECK_CUDA(cudaFree(buffer));
	CHECK_CUDA(cudaFree(dx));
	CHECK_CUDA(cudaFree(dy));
	release(d);
}

// B (cols x k) and C (rows x k) are column-major.
template <typename T>
static void check_spmm(cusparseHandle_t handle, cudaStream_t stream,
                       struct rng *r, const HostCsr &a, int k)
{
	const cudaDataType type = Precision<T>::type;
	const cusparseOperation_t N = CUSPARSE_OPERATION_NON_TRANSPOSE;
	const T alpha = (T)ALPHA, beta = (T)BETA;
	std::vector<double> b = random_values(r, (size_t)a.cols * k);
	std::vector<double> c0 = random_values(r, (size_t)a.rows * k);
	DeviceCsr<T> d = upload_csr<T>(a, stream);
	T *db = to_device<T>(b, stream), *dc = to_device<T>(c0, stream);
	cusparseDnMatDescr_t mb, mc;
	size_t buffer_size;
	void *buffer;

	CHECK_CUSPARSE(cusparseCreateDnMat(&mb, a.cols, k, a.cols, db, type,
	                                   CUSPARSE_ORDER_COL));
	CHECK_CUSPARSE(cusparseCreateDnMat(&mc, a.rows, k, a.rows, dc, type,
	                                   CUSPARSE_ORDER_COL));
	CHECK_CUSPARSE(cusparseSpMM_bufferSize(handle, N, N, &alpha, d.descr,
	                                       mb, &beta, mc, type,
	                                       CUSPARSE_SPMM_ALG_DEFAULT,
	                                       &buffer_size));
	CHECK_CUDA(cudaMalloc(&buffer, buffer_size));
	CHECK_CUSPARSE(cusparseSpMM(handle, N, N, &alpha, d.descr, mb, &beta,
	                            mc, type, CUSPARSE_SPMM_ALG_DEFAULT,
	                            buffer));
	std::vector<T> got = from_device(dc, (size_t)a.rows * k, stream);
	Reference ref = spmm_reference(a, b, k, c0, Precision<T>::u);

	tap_check(worst_error("SpMM", got, ref) <= 1,
	          "%s SpMM C = alpha A B + beta C, B with %d columns, matches "
	          "the CPU reference within the (m+3)u rounding bound",
	          Precision<T>::name, k);

	CHECK_CUSPARSE(cusparseDestroyDnMat(mb));
	CHECK_CUSPARSE(cusparseDestroyDnMat(mc));
	CHECK_CUDA(cudaFree(buffer));
	CHECK_CUDA(cudaFree(db));
	CHECK_CUDA(cudaFree(dc));
	release(d);
}

// The pattern of the timed matrix, too big to draw on the CPU quickly: row
// i holds per_row nonzeros, the j-th at a hashed column within the j-th of
// per_row equal bands of columns -- sorted and distinct, yet irregular.
static __global__ void fill_band_pattern(int rows, int cols, int per_row,
                                         int *offsets, int *columns)
{
	const size_t nnz = (size_t)rows * per_row;
	const int band = cols / per_row;
	size_t step = (size_t)gridDim.x * blockDim.x;

	for (size_t e = (size_t)blockIdx.x * blockDim.x + threadIdx.x; e < nnz;
	     e += step) {
		struct rng r = {e * 0x9e3779b97f4a7c15ull};
		int j = (int)(e % per_row);

		columns[e] = j * band + (int)(rng_u64(&r) % (uint64_t)band);
		if (j == 0)
			offsets[e / per_row] = (int)e;
		if (e == nnz - 1)
			offsets[rows] = (int)nnz;
	}
}

static void time_spmv(cusparseHandle_t handle, cudaStream_t stream)
{
	// 2^26 nonzeros: about 0.5 GB of values and column indices, well over
	// 100 us a pass even at the H200's memory bandwidth.
	const int n = 1 << 21, per_row = 32;
	const size_t nnz = (size_t)n * per_row;
	const float alpha = 1, beta = 0;
	int *offsets, *columns;
	float *values, *x, *y;
	cusparseSpMatDescr_t a;
	cusparseDnVecDescr_t vx, vy;
	size_t buffer_size;
	void *buffer;

	CHECK_CUDA(cudaMalloc(&offsets, (n + 1) * sizeof(int)));
	CHECK_CUDA(cudaMalloc(&columns, nnz * sizeof(int)));
	CHECK_CUDA(cudaMalloc(&values, nnz * sizeof(float)));
	CHECK_CUDA(cudaMalloc(&x, n * sizeof(float)));
	CHECK_CUDA(cudaMalloc(&y, n * sizeof(float)));
	fill_band_pattern<<<1024, 256, 0, stream>>>(n, n, per_row, offsets,
	                                            columns);
	CHECK_CUDA(cudaGetLastError());
	fill_uniform(values, nnz, 1, -1, 1, stream);
	fill_uniform(x, n, 2, -1, 1, stream);

	CHECK_CUSPARSE(cusparseCreateCsr(&a, n, n, (int64_t)nnz, offsets,
	                                 columns, values, CUSPARSE_INDEX_32I,
	                                 CUSPARSE_INDEX_32I,
	                                 CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
	CHECK_CUSPARSE(cusparseCreateDnVec(&vx, n, x, CUDA_R_32F));
	CHECK_CUSPARSE(cusparseCreateDnVec(&vy, n, y, CUDA_R_32F));
	CHECK_CUSPARSE(cusparseSpMV_bufferSize(
	        handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta,
	        vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &buffer_size));
	CHECK_CUDA(cudaMalloc(&buffer, buffer_size));

	time_op("spmv_fp32_nnz67108864", stream, 10, [&] {
		CHECK_CUSPARSE(cusparseSpMV(
		        handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx,
		        &beta, vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT,
		        buffer));
	});

	CHECK_CUSPARSE(cusparseDestroySpMat(a));
	CHECK_CUSPARSE(cusparseDestroyDnVec(vx));
	CHECK_CUSPARSE(cusparseDestroyDnVec(vy));
	CHECK_CUDA(cudaFree(buffer));
	CHECK_CUDA(cudaFree(offsets));
	CHECK_CUDA(cudaFree(columns));
	CHECK_CUDA(cudaFree(values));
	CHECK_CUDA(cudaFree(x));
	CHECK_CUDA(cudaFree(y));
}

int main(int argc, char **argv)
{
	struct rng r = rng_from_args(argc, argv);
	cudaStream_t stream;
	cusparseHandle_t handle;

	CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
	CHECK_CUSPARSE(cusparseCreate(&handle));
	CHECK_CUSPARSE(cusparseSetStream(handle, stream));

	// Up to 80 nonzeros a row, 40 on average: about 1% of 4001 columns.
	const HostCsr a = random_csr(&r, 4999, 4001, 80);

	check_spmv<float>(handle, stream, &r, a);
	check_spmv<double>(handle, stream, &r, a);
	check_spmm<float>(handle, stream, &r, a, 7);
	check_spmm<double>(handle, stream, &r, a, 7);

	time_spmv(handle, stream);

	CHECK_CUSPARSE(cusparseDestroy(handle));
	CHECK_CUDA(cudaStreamDestroy(stream));
	return tap_done();
}
