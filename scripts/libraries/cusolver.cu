// SPDX-License-Identifier: MIT
//
// cusolver.cu -- cuSOLVER's dense LU and Cholesky over the Runtime. For
// FP32 and FP64, cusolverDn<t>getrf factors a row-permuted, diagonally
// dominant random matrix -- well conditioned, yet partial pivoting has to
// undo the permutation -- and must return devInfo 0, exactly the pivots that
// undo it, and factors with P A = L U to rounding; cusolverDn<t>getrs then
// solves A X = B to rounding. cusolverDnDpotrf factors M M^T + n I with
// L L^T = A to rounding, and reports in devInfo the first leading minor that
// is not positive of a matrix that is not positive definite. The rounding
// bounds are the classical ones, checked element by element. Times dgetrf
// at n = 4096. Output and exit status as common.h describes.

#include <cusolverDn.h>

#include <numeric>
#include <vector>

#include "common.h"

#define CHECK_CUSOLVER(call) CHECK_LIB(call, CUSOLVER_STATUS_SUCCESS)

// Unit roundoff of double, the references' own precision.
static const double U_DOUBLE = 0x1p-53;

// Column-major n x n on the host.
struct Matrix {
	int n;
	std::vector<double> a;

	explicit Matrix(int size) : n(size), a((size_t)size * size) {}
	double &at(int i, int j) { return a[i + (size_t)j * n]; }
	double at(int i, int j) const { return a[i + (size_t)j * n]; }
};

// Random values are drawn as floats and kept as doubles: FP32 and FP64 then
// factor the same matrix, exactly.
static double random_value(struct rng *r)
{
	return (float)rng_range(r, -1, 1);
}

// A = P D, where D has off-diagonal entries in [-1, 1] and diagonal entries
// +-n: strictly diagonally dominant by columns. Elimination keeps that
// dominance, so partial pivoting on D never swaps, and on P D it picks at
// step k the row holding D's row k; expected_ipiv replays those swaps.
struct PermutedSystem {
	Matrix a;
	std::vector<int> expected_ipiv; // 1-based, as getrf returns them
};

static PermutedSystem permuted_dominant(struct rng *r, int n)
{
	PermutedSystem s = {Matrix(n), std::vector<int>(n)};
	std::vector<int> source(n), position(n); // A's row i is D's source[i]

	std::iota(source.begin(), source.end(), 0);
	for (int i = n - 1; i > 0; i--)
		std::swap(source[i], source[rng_u64(r) % (uint64_t)(i + 1)]);
	for (int j = 0; j < n; j++)
		for (int i = 0; i < n; i++) {
			if (source[i] == j)
				s.a.at(i, j) = rng_u64(r) & 1 ? n : -n;
			else
				s.a.at(i, j) = random_value(r);
		}

	for (int i = 0; i < n; i++)
		position[source[i]] = i;
	for (int k = 0; k < n; k++) {
		int p = position[k];

		s.expected_ipiv[k] = p + 1;
		position[source[k]] = p;
		std::swap(source[k], source[p]);
	}
	return s;
}

// getrf and getrs in one precision, so that the checks are written once.
template <typename T>
struct Lu;

template <>
struct Lu<float> {
	static constexpr const char *name = "S";
	static constexpr double u = 0x1p-24;

	static void buffer_size(cusolverDnHandle_t h, int n, float *a,
	                        int *lwork)
	{
		CHECK_CUSOLVER(cusolverDnSgetrf_bufferSize(h, n, n, a, n,
		                                           lwork));
	}
	static void getrf(cusolverDnHandle_t h, int n, float *a, float *work,
	                  int *ipiv, int *info)
	{
		CHECK_CUSOLVER(cusolverDnSgetrf(h, n, n, a, n, work, ipiv,
		                                info));
	}
	static void getrs(cusolverDnHandle_t h, int n, int nrhs,
	                  const float *lu, const int *ipiv, float *b,
	                  int *info)
	{
		CHECK_CUSOLVER(cusolverDnSgetrs(h, CUBLAS_OP_N, n, nrhs, lu, n,
		                                ipiv, b, n, info));
	}
};

template <>
struct Lu<double> {
	static constexpr const char *name = "D";
	static constexpr double u = 0x1p-53;

	static void buffer_size(cusolverDnHandle_t h, int n, double *a,
	                        int *lwork)
	{
		CHECK_CUSOLVER(cusolverDnDgetrf_bufferSize(h, n, n, a, n,
		                                           lwork));
	}
	static void getrf(cusolverDnHandle_t h, int n, double *a, double *work,
	                  int *ipiv, int *info)
	{
		CHECK_CUSOLVER(cusolverDnDgetrf(h, n, n, a, n, work, ipiv,
		                                info));
	}
	static void getrs(cusolverDnHandle_t h, int n, int nrhs,
	                  const double *lu, const int *ipiv, double *b,
	                  int *info)
	{
		CHECK_CUSOLVER(cusolverDnDgetrs(h, CUBLAS_OP_N, n, nrhs, lu, n,
		                                ipiv, b, n, info));
	}
};

template <typename T>
static std::vector<double> as_doubles(const std::vector<T> &v)
{
	return std::vector<double>(v.begin(), v.end());
}

// Poisoned: an array getrf or potrf never wrote reads -1 everywhere, which
// is neither a pivot nor a devInfo a successful call leaves.
static int *poisoned_ints(size_t n, cudaStream_t stream)
{
	int *p;

	CHECK_CUDA(cudaMalloc(&p, n * sizeof(int)));
	poison(p, n * sizeof(int), stream);
	return p;
}

static int read_int(const int *device, cudaStream_t stream)
{
	return from_device(device, 1, stream)[0];
}

// Computed LU factors satisfy P A + E = L U with |E| <= gamma_n |L| |U|
// element by element, gamma_n ~ n u (Higham, Accuracy and Stability of
// Numerical Algorithms, chapter 9), whichever variant of elimination ran.
// Returns the worst |P A - L U| in units of (n+3)(u + u_double) |L| |U|,
// the double share for this reference's own products; lu holds L (strictly
// lower, unit diagonal implied) and U as getrf leaves them.
static double lu_error(const Matrix &a, const std::vector<double> &lu,
                       const std::vector<int> &ipiv, double u)
{
	const int n = a.n;
	Matrix pa = a;
	std::vector<double> value((size_t)n * n), unit((size_t)n * n);

	for (int k = 0; k < n; k++)
		for (int j = 0; j < n; j++)
			std::swap(pa.at(k, j), pa.at(ipiv[k] - 1, j));
	for (int j = 0; j < n; j++)
		for (int i = 0; i < n; i++) {
			double sum = 0, magnitude = 0;

			for (int k = 0; k <= std::min(i, j); k++) {
				double l = k == i ? 1 : lu[i + (size_t)k * n];
				double t = l * lu[k + (size_t)j * n];

				sum += t;
				magnitude += fabs(t);
			}
			value[i + (size_t)j * n] = sum;
			unit[i + (size_t)j * n] =
			        (n + 3) * (u + U_DOUBLE) * magnitude;
		}
	return worst_scaled_error(pa.a.data(), value.data(), unit.data(),
	                          value.size());
}

// A solution computed from those factors satisfies (A + E) x = b with
// |E| <= gamma_3n P^T |L| |U| (same chapter), so
// |b - A x| <= gamma_3n P^T |L| |U| |x|. Returns the worst |A x - b|, in
// units of (3n+3)(u + u_double) (P^T |L| |U| |x| + |A| |x| + |b|), the last
// two terms covering this reference's own rounding; x and b are n x nrhs.
static double solve_error(const Matrix &a, const std::vector<double> &lu,
                          const std::vector<int> &ipiv,
                          const std::vector<double> &x,
                          const std::vector<double> &b, int nrhs, double u)
{
	const int n = a.n;
	std::vector<int> perm(n); // row k of P A is row perm[k] of A
	std::vector<double> ax(b.size()), unit(b.size()), ux(n);

	std::iota(perm.begin(), perm.end(), 0);
	for (int k = 0; k < n; k++)
		std::swap(perm[k], perm[ipiv[k] - 1]);
	for (int c = 0; c < nrhs; c++) {
		const double *xc = &x[(size_t)c * n];
		double *axc = &ax[(size_t)c * n], *unitc = &unit[(size_t)c * n];

		for (int i = 0; i < n; i++) {
			double sum = 0, magnitude = 0;

			for (int j = 0; j < n; j++) {
				sum += a.at(i, j) * xc[j];
				magnitude += fabs(a.at(i, j) * xc[j]);
			}
			axc[i] = sum;
			unitc[i] = magnitude + fabs(b[i + (size_t)c * n]);
		}
		for (int k = 0; k < n; k++) { // |U| |x|
			ux[k] = 0;
			for (int j = k; j < n; j++)
				ux[k] += fabs(lu[k + (size_t)j * n] * xc[j]);
		}
		for (int k = 0; k < n; k++) { // P^T |L| (|U| |x|)
			double lux = ux[k];

			for (int j = 0; j < k; j++)
				lux += fabs(lu[k + (size_t)j * n]) * ux[j];
			unitc[perm[k]] += lux;
		}
		for (int i = 0; i < n; i++)
			unitc[i] *= (3 * n + 3) * (u + U_DOUBLE);
	}
	return worst_scaled_error(ax.data(), b.data(), unit.data(), b.size());
}

template <typename T>
static void check_lu(cusolverDnHandle_t handle, cudaStream_t stream,
                     struct rng *r, int n, int nrhs)
{
	const char *name = Lu<T>::name;
	PermutedSystem s = permuted_dominant(r, n);
	std::vector<double> b((size_t)n * nrhs);
	int lwork, info;
	T *work;

	for (double &v : b)
		v = random_value(r);
	T *da = to_device<T>(s.a.a, stream), *db = to_device<T>(b, stream);
	int *dipiv = poisoned_ints(n, stream);
	int *dinfo = poisoned_ints(1, stream);

	Lu<T>::buffer_size(handle, n, da, &lwork);
	CHECK_CUDA(cudaMalloc(&work, (size_t)lwork * sizeof(T)));
	Lu<T>::getrf(handle, n, da, work, dipiv, dinfo);
	info = read_int(dinfo, stream);
	std::vector<int> ipiv = from_device(dipiv, n, stream);
	std::vector<double> lu = as_doubles(from_device(da, (size_t)n * n,
	                                                stream));
	printf("# %sgetrf n=%d: devInfo %d\n", name, n, info);
	tap_check(info == 0 && ipiv == s.expected_ipiv,
	          "%sgetrf n=%d returns devInfo 0 and the pivots that undo the "
	          "row permutation", name, n);
	// Other pivots are wrong, but the factors may still be right for them;
	// pivots out of range, though, could not even be applied.
	bool usable = std::all_of(ipiv.begin(), ipiv.end(),
	                          [n](int p) { return p >= 1 && p <= n; });
	double worst = usable ? lu_error(s.a, lu, ipiv, Lu<T>::u) : INFINITY;
	printf("# %sgetrf: worst |PA - LU| %.3g units of the bound\n", name,
	       worst);
	tap_check(worst <= 1, "%sgetrf factors P A = L U within the (n+3)u "
	          "|L||U| rounding bound", name);

	poison(dinfo, sizeof(int), stream);
	Lu<T>::getrs(handle, n, nrhs, da, dipiv, db, dinfo);
	info = read_int(dinfo, stream);
	std::vector<double> x = as_doubles(from_device(db, b.size(), stream));
	worst = usable ? solve_error(s.a, lu, ipiv, x, b, nrhs, Lu<T>::u)
	               : INFINITY;
	printf("# %sgetrs: devInfo %d, worst |AX - B| %.3g units of the "
	       "bound\n", name, info, worst);
	tap_check(info == 0 && worst <= 1,
	          "%sgetrs solves A X = B for %d right-hand sides with devInfo "
	          "0 within the (3n+3)u |L||U||X| rounding bound", name, nrhs);

	CHECK_CUDA(cudaFree(da));
	CHECK_CUDA(cudaFree(db));
	CHECK_CUDA(cudaFree(dipiv));
	CHECK_CUDA(cudaFree(dinfo));
	CHECK_CUDA(cudaFree(work));
}

// M M^T + n I for a random M: symmetric positive definite.
static Matrix random_spd(struct rng *r, int n)
{
	Matrix m(n), a(n);

	for (double &v : m.a)
		v = random_value(r);
	for (int j = 0; j < n; j++)
		for (int i = 0; i < n; i++) {
			double sum = i == j ? n : 0;

			for (int k = 0; k < n; k++)
				sum += m.at(i, k) * m.at(j, k);
			a.at(i, j) = sum;
		}
	return a;
}

// Runs Dpotrf on the lower triangle of a; returns devInfo and, in l, what
// it left in the matrix (L in the lower triangle when devInfo is 0).
static int dpotrf(cusolverDnHandle_t handle, cudaStream_t stream,
                  const Matrix &a, std::vector<double> &l)
{
	const cublasFillMode_t lower = CUBLAS_FILL_MODE_LOWER;
	const int n = a.n;
	double *da = to_device<double>(a.a, stream), *work;
	int *dinfo = poisoned_ints(1, stream);
	int lwork, info;

	CHECK_CUSOLVER(cusolverDnDpotrf_bufferSize(handle, lower, n, da, n,
	                                           &lwork));
	CHECK_CUDA(cudaMalloc(&work, (size_t)lwork * sizeof(double)));
	CHECK_CUSOLVER(cusolverDnDpotrf(handle, lower, n, da, n, work, lwork,
	                                dinfo));
	info = read_int(dinfo, stream);
	l = from_device(da, (size_t)n * n, stream);
	CHECK_CUDA(cudaFree(da));
	CHECK_CUDA(cudaFree(dinfo));
	CHECK_CUDA(cudaFree(work));
	return info;
}

// A computed Cholesky factor satisfies L L^T = A + E with
// |E| <= gamma_(n+1) |L| |L^T| (Higham, chapter 10). Returns the worst
// |L L^T - A| over the lower triangle in units of
// (n+4)(u + u_double) |L| |L^T|, reading L from the lower triangle only:
// potrf need not leave the strict upper one as it was.
static double cholesky_error(const Matrix &a, const std::vector<double> &l)
{
	const int n = a.n;
	std::vector<double> got, want, unit;

	for (int j = 0; j < n; j++)
		for (int i = j; i < n; i++) {
			double sum = 0, magnitude = 0;

			for (int k = 0; k <= j; k++) {
				double t = l[i + (size_t)k * n] *
				           l[j + (size_t)k * n];

				sum += t;
				magnitude += fabs(t);
			}
			got.push_back(sum);
			want.push_back(a.at(i, j));
			unit.push_back((n + 4) * (2 * U_DOUBLE) * magnitude);
		}
	return worst_scaled_error(got.data(), want.data(), unit.data(),
	                          got.size());
}

static void check_potrf(cusolverDnHandle_t handle, cudaStream_t stream,
                        struct rng *r, int n)
{
	Matrix a = random_spd(r, n);
	std::vector<double> l;
	int info = dpotrf(handle, stream, a, l);
	double worst = info == 0 ? cholesky_error(a, l) : INFINITY;

	printf("# Dpotrf n=%d: devInfo %d, worst |LL^T - A| %.3g units of the "
	       "bound\n", n, info, worst);
	tap_check(info == 0 && worst <= 1,
	          "Dpotrf n=%d (lower) returns devInfo 0 and L L^T = A within "
	          "the (n+4)u |L||L^T| rounding bound", n);

	// A negative diagonal entry at j leaves the leading minors of orders up
	// to j as they were, positive, and makes the one of order j+1 the first
	// that is not: elimination would need the root of at most a(j, j) < 0.
	const int j = n / 2;
	a.at(j, j) = -1;
	info = dpotrf(handle, stream, a, l);
	printf("# Dpotrf on a matrix not positive definite: devInfo %d\n",
	       info);
	tap_check(info == j + 1,
	          "Dpotrf returns devInfo %d for a matrix whose leading minor "
	          "of that order is the first not positive", j + 1);
}

// getrf overwrites its input, so each run time_op makes (TIME_WARMUPS, then
// TIME_TRIALS of one repetition) factors its own fresh copy of the same
// matrix, all made before timing starts: 18 copies of 128 MiB.
static void time_dgetrf(cusolverDnHandle_t handle, cudaStream_t stream,
                        struct rng *r)
{
	const int n = 4096, runs = TIME_WARMUPS + TIME_TRIALS;
	const size_t bytes = (size_t)n * n * sizeof(double);
	double *pristine = to_device<double>(permuted_dominant(r, n).a.a,
	                                     stream);
	std::vector<double *> copies(runs);
	int *dipiv, *dinfo, lwork, next = 0;
	double *work;

	for (double *&c : copies) {
		CHECK_CUDA(cudaMalloc(&c, bytes));
		CHECK_CUDA(cudaMemcpyAsync(c, pristine, bytes,
		                           cudaMemcpyDeviceToDevice, stream));
	}
	CHECK_CUDA(cudaMalloc(&dipiv, n * sizeof(int)));
	CHECK_CUDA(cudaMalloc(&dinfo, sizeof(int)));
	CHECK_CUSOLVER(cusolverDnDgetrf_bufferSize(handle, n, n, pristine, n,
	                                           &lwork));
	CHECK_CUDA(cudaMalloc(&work, (size_t)lwork * sizeof(double)));

	time_op("dgetrf_4096", stream, 1, [&] {
		CHECK_CUSOLVER(cusolverDnDgetrf(handle, n, n, copies[next++], n,
		                                work, dipiv, dinfo));
	});

	for (double *c : copies)
		CHECK_CUDA(cudaFree(c));
	CHECK_CUDA(cudaFree(pristine));
	CHECK_CUDA(cudaFree(dipiv));
	CHECK_CUDA(cudaFree(dinfo));
	CHECK_CUDA(cudaFree(work));
}

int main(int argc, char **argv)
{
	struct rng r = rng_from_args(argc, argv);
	cudaStream_t stream;
	cusolverDnHandle_t handle;

	CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
	CHECK_CUSOLVER(cusolverDnCreate(&handle));
	CHECK_CUSOLVER(cusolverDnSetStream(handle, stream));

	check_lu<float>(handle, stream, &r, 333, 3);
	check_lu<double>(handle, stream, &r, 333, 3);
	check_potrf(handle, stream, &r, 257);

	time_dgetrf(handle, stream, &r);

	CHECK_CUSOLVER(cusolverDnDestroy(handle));
	CHECK_CUDA(cudaStreamDestroy(stream));
	return tap_done();
}
