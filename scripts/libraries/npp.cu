// SPDX-License-Identifier: MIT
//
// npp.cu -- NPP image primitives over the Runtime, called in their _Ctx
// forms with an NppStreamContext filled from Runtime queries. Checks
// nppiFilterBorder_32f_C1R (a random 5x5 kernel) on a random float image, over
// the ROI whose neighbourhoods lie inside the image, against a CPU
// convolution in double within a rounding bound; and nppiMirror_8u_C1R
// (about both axes) and nppiAdd_8u_C1RSfs (saturating) on random 8-bit
// images, exactly. Images are pitched (cudaMallocPitch), copied with
// cudaMemcpy2DAsync, and outputs poisoned with cudaMemset2DAsync. Times the
// filter on an 8192 x 8192 image. Output and exit status as common.h
// describes.

#include <npp.h>

#include <vector>

#include "common.h"

#define CHECK_NPP(call) CHECK_LIB(call, NPP_NO_ERROR)

// Unit roundoffs of float and double.
static const double U_FLOAT = 0x1p-24, U_DOUBLE = 0x1p-53;

// The stream context NPP's header documents, each field from the Runtime
// query it names. Zero-initialized first: what it does not name (the
// workspace handle, reserved in older releases) must be zero.
static NppStreamContext stream_context(cudaStream_t stream)
{
	NppStreamContext ctx = {};
	int dev, shared_per_block;

	CHECK_CUDA(cudaGetDevice(&dev));
	ctx.hStream = stream;
	ctx.nCudaDeviceId = dev;
	CHECK_CUDA(cudaDeviceGetAttribute(&ctx.nMultiProcessorCount,
	                                  cudaDevAttrMultiProcessorCount, dev));
	CHECK_CUDA(cudaDeviceGetAttribute(
	        &ctx.nMaxThreadsPerMultiProcessor,
	        cudaDevAttrMaxThreadsPerMultiProcessor, dev));
	CHECK_CUDA(cudaDeviceGetAttribute(&ctx.nMaxThreadsPerBlock,
	                                  cudaDevAttrMaxThreadsPerBlock, dev));
	CHECK_CUDA(cudaDeviceGetAttribute(&shared_per_block,
	                                  cudaDevAttrMaxSharedMemoryPerBlock,
	                                  dev));
	ctx.nSharedMemPerBlock = shared_per_block;
	CHECK_CUDA(cudaDeviceGetAttribute(
	        &ctx.nCudaDevAttrComputeCapabilityMajor,
	        cudaDevAttrComputeCapabilityMajor, dev));
	CHECK_CUDA(cudaDeviceGetAttribute(
	        &ctx.nCudaDevAttrComputeCapabilityMinor,
	        cudaDevAttrComputeCapabilityMinor, dev));
	CHECK_CUDA(cudaStreamGetFlags(stream, &ctx.nStreamFlags));
	return ctx;
}

// A single-channel image in pitched device memory; host images are the
// same pixels in rows of exactly width.
template <typename T>
struct Image {
	T *data;
	size_t pitch; // bytes from one row to the next: NPP's "step"
	int width, height;

	int step() const { return (int)pitch; }
	NppiSize size() const { return {width, height}; }
	size_t row_bytes() const { return width * sizeof(T); }
	// Pixel (x, y): where a source ROI inside the image starts.
	T *at(int x, int y) const
	{
		return (T *)((char *)data + y * pitch) + x;
	}
};

template <typename T>
static Image<T> alloc_image(int width, int height)
{
	Image<T> im = {nullptr, 0, width, height};
	void *p;

	CHECK_CUDA(cudaMallocPitch(&p, &im.pitch, im.row_bytes(), height));
	im.data = static_cast<T *>(p);
	return im;
}

template <typename T>
static void release(Image<T> &im)
{
	CHECK_CUDA(cudaFree(im.data));
}

// Synchronizes, so that the caller may let host go.
template <typename T>
static void upload(const Image<T> &im, const std::vector<T> &host,
                   cudaStream_t stream)
{
	CHECK_CUDA(cudaMemcpy2DAsync(im.data, im.pitch, host.data(),
	                             im.row_bytes(), im.row_bytes(), im.height,
	                             cudaMemcpyHostToDevice, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
}

template <typename T>
static std::vector<T> download(const Image<T> &im, cudaStream_t stream)
{
	std::vector<T> host((size_t)im.width * im.height);

	CHECK_CUDA(cudaMemcpy2DAsync(host.data(), im.row_bytes(), im.data,
	                             im.pitch, im.row_bytes(), im.height,
	                             cudaMemcpyDeviceToHost, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
	return host;
}

// 0xFF bytes, as common.h's poison, row by row: NaN as float, 255 as 8-bit.
template <typename T>
static void poison_image(const Image<T> &im, cudaStream_t stream)
{
	CHECK_CUDA(cudaMemset2DAsync(im.data, im.pitch, 0xFF, im.row_bytes(),
	                             im.height, stream));
}

static std::vector<Npp8u> random_bytes(struct rng *r, size_t n)
{
	std::vector<Npp8u> v(n);

	for (Npp8u &x : v)
		x = (Npp8u)(rng_u64(r) >> 56);
	return v;
}

// TAPS x TAPS kernel, anchored at its centre tap.
enum { TAPS = 5, RADIUS = TAPS / 2 };
static const NppiSize KERNEL_SIZE = {TAPS, TAPS};
static const NppiPoint ANCHOR = {RADIUS, RADIUS};

// NPP takes the coefficients "in reverse order". A kernel symmetric under a
// half turn reads the same in either order, so with the anchor at its
// centre the reference need not depend on that convention.
static std::vector<float> random_kernel(struct rng *r)
{
	std::vector<float> k(TAPS * TAPS);

	for (int i = 0; i <= TAPS * TAPS / 2; i++)
		k[i] = k[TAPS * TAPS - 1 - i] = (float)rng_range(r, -1, 1);
	return k;
}

// Filters src over the ROI of every pixel whose neighbourhood lies inside
// it, into dst of that ROI's size: output (x, y) is centred on input
// (x + RADIUS, y + RADIUS). The border form, told where the ROI lies in
// the image (oSrcSize, oSrcOffset), reads the neighbourhood from the image
// itself, so its border mode never applies here. The plain nppiFilter_32f
// was tried first: on the H200 with CUDA 13.0's NPP, 3,575 of its 197,505
// outputs here differed from the reference, in cudart's build as in
// cufw's -- about as many as lie within RADIUS of the ROI's edge (3,576),
// as if it read no pixel outside the ROI.
static void filter(const Image<float> &src, const Image<float> &dst,
                   const float *kernel, const NppStreamContext &ctx)
{
	CHECK_NPP(nppiFilterBorder_32f_C1R_Ctx(
	    src.at(RADIUS, RADIUS), src.step(), src.size(),
	    NppiPoint{RADIUS, RADIUS}, dst.data, dst.step(), dst.size(), kernel,
	    KERNEL_SIZE, ANCHOR, NPP_BORDER_REPLICATE, ctx));
}

// Each output is a sum of k = TAPS^2 products: in float, in any order and
// with or without fused multiply-adds, its error is at most (k+3)u times
// the sum of the products' magnitudes (Higham, Accuracy and Stability of
// Numerical Algorithms, section 3.1); the reference in double adds its own
// share. Returns the worst error in units of that bound.
static double filter_error(const std::vector<float> &image, int width,
                           const std::vector<float> &kernel,
                           const std::vector<float> &got, int out_width,
                           int out_height)
{
	const double bound = (TAPS * TAPS + 3) * (U_FLOAT + U_DOUBLE);
	std::vector<double> want(got.size()), unit(got.size());

	for (int y = 0; y < out_height; y++)
		for (int x = 0; x < out_width; x++) {
			const float *corner = &image[(size_t)y * width + x];
			double sum = 0, magnitude = 0;

			for (int j = 0; j < TAPS; j++) {
				const float *taps = &kernel[j * TAPS];
				const float *row = corner + (size_t)j * width;

				for (int i = 0; i < TAPS; i++) {
					double t = (double)taps[i] * row[i];

					sum += t;
					magnitude += fabs(t);
				}
			}
			want[(size_t)y * out_width + x] = sum;
			unit[(size_t)y * out_width + x] = bound * magnitude;
		}
	return worst_scaled_error(got.data(), want.data(), unit.data(),
	                          got.size());
}

static void check_filter(const NppStreamContext &ctx, struct rng *r)
{
	const int width = 517, height = 389;
	std::vector<float> image((size_t)width * height);
	std::vector<float> kernel = random_kernel(r);

	for (float &v : image)
		v = (float)rng_range(r, 0, 1);
	Image<float> src = alloc_image<float>(width, height);
	Image<float> dst = alloc_image<float>(width - 2 * RADIUS,
	                                      height - 2 * RADIUS);
	float *dkernel = to_device<float>(kernel, ctx.hStream);

	upload(src, image, ctx.hStream);
	poison_image(dst, ctx.hStream);
	filter(src, dst, dkernel, ctx);
	double worst = filter_error(image, width, kernel,
	                            download(dst, ctx.hStream), dst.width,
	                            dst.height);

	printf("# filter: worst error %.3g units of the bound\n", worst);
	if (worst > 1) {
		std::vector<float> back = download(dst, ctx.hStream);

		{
			size_t worst_at = 0, bad = 0, frame = 0;
			double worst_abs = 0;
			int min_x = 1 << 30, max_x = -1, min_y = 1 << 30, max_y = -1;

			for (size_t i = 0; i < back.size(); i++) {
				int x = (int)(i % dst.width), y = (int)(i / dst.width);
				double sum = 0;

				for (int j = 0; j < TAPS; j++)
					for (int q = 0; q < TAPS; q++)
						sum += (double)kernel[j * TAPS + q] *
						       image[(size_t)(y + j) * width + x + q];
				if (fabs(sum - back[i]) > 1e-4) {
					if (bad < 12)
						printf("# filter: off at (%d, %d): got %.6g, want %.6g\n", x, y,
						       back[i], sum);
					min_x = std::min(min_x, x), max_x = std::max(max_x, x);
					min_y = std::min(min_y, y), max_y = std::max(max_y, y);
					frame += x < RADIUS || y < RADIUS || x >= dst.width - RADIUS ||
					         y >= dst.height - RADIUS;
					bad++;
					if (fabs(sum - back[i]) > worst_abs)
						worst_abs = fabs(sum - back[i]), worst_at = i;
				}
			}
			printf("# filter: %zu of %zu pixels off by more than 1e-4 (%zu within %d of "
			       "the edge), the worst by %g at (%zu, %zu); all in x %d..%d, y %d..%d\n",
			       bad, back.size(), frame, (int)RADIUS, worst_abs, worst_at % dst.width,
			       worst_at / dst.width, min_x, max_x, min_y, max_y);
		}
	}
	tap_check(worst <= 1,
	          "nppiFilterBorder_32f_C1R 5x5 over the %dx%d interior of a %dx%d "
	          "image matches the CPU reference within the (k+3)u rounding "
	          "bound", dst.width, dst.height, width, height);

	CHECK_CUDA(cudaFree(dkernel));
	release(src);
	release(dst);
}

static void check_mirror(const NppStreamContext &ctx, struct rng *r)
{
	const int width = 301, height = 199;
	std::vector<Npp8u> image = random_bytes(r, (size_t)width * height);
	Image<Npp8u> src = alloc_image<Npp8u>(width, height);
	Image<Npp8u> dst = alloc_image<Npp8u>(width, height);
	size_t wrong = 0;

	upload(src, image, ctx.hStream);
	poison_image(dst, ctx.hStream);
	CHECK_NPP(nppiMirror_8u_C1R_Ctx(src.data, src.step(), dst.data,
	                                dst.step(), src.size(), NPP_BOTH_AXIS,
	                                ctx));
	std::vector<Npp8u> got = download(dst, ctx.hStream);

	for (int y = 0; y < height; y++)
		for (int x = 0; x < width; x++)
			wrong += got[(size_t)y * width + x] !=
			         image[(size_t)(height - 1 - y) * width +
			               (width - 1 - x)];
	printf("# mirror: %zu pixels wrong\n", wrong);
	tap_check(wrong == 0, "nppiMirror_8u_C1R about both axes, %dx%d, "
	          "matches the CPU reference exactly", width, height);

	release(src);
	release(dst);
}

static void check_add(const NppStreamContext &ctx, struct rng *r)
{
	const int width = 263, height = 151;
	std::vector<Npp8u> a = random_bytes(r, (size_t)width * height);
	std::vector<Npp8u> b = random_bytes(r, (size_t)width * height);
	Image<Npp8u> src1 = alloc_image<Npp8u>(width, height);
	Image<Npp8u> src2 = alloc_image<Npp8u>(width, height);
	Image<Npp8u> dst = alloc_image<Npp8u>(width, height);
	size_t wrong = 0;

	upload(src1, a, ctx.hStream);
	upload(src2, b, ctx.hStream);
	poison_image(dst, ctx.hStream);
	// Scale factor 0: the plain sum, saturated at 255, and no rounding to
	// be unsure of. Random bytes saturate about half the pixels.
	CHECK_NPP(nppiAdd_8u_C1RSfs_Ctx(src1.data, src1.step(), src2.data,
	                                src2.step(), dst.data, dst.step(),
	                                dst.size(), 0, ctx));
	std::vector<Npp8u> got = download(dst, ctx.hStream);

	for (size_t i = 0; i < got.size(); i++)
		wrong += got[i] != std::min(a[i] + b[i], 255);
	printf("# add: %zu pixels wrong\n", wrong);
	tap_check(wrong == 0, "nppiAdd_8u_C1RSfs with scale factor 0, %dx%d, "
	          "saturates and matches the CPU reference exactly", width,
	          height);

	release(src1);
	release(src2);
	release(dst);
}

static void time_filter(const NppStreamContext &ctx, struct rng *r)
{
	const int n = 8192;
	Image<float> src = alloc_image<float>(n, n);
	Image<float> dst = alloc_image<float>(n - 2 * RADIUS, n - 2 * RADIUS);
	float *dkernel = to_device<float>(random_kernel(r), ctx.hStream);

	// The whole allocation, row padding included.
	fill_uniform(src.data, src.pitch / sizeof(float) * n, 1, 0, 1,
	             ctx.hStream);
	time_op("filter_32f_5x5_8192", ctx.hStream, 5,
	        [&] { filter(src, dst, dkernel, ctx); });

	CHECK_CUDA(cudaFree(dkernel));
	release(src);
	release(dst);
}

int main(int argc, char **argv)
{
	struct rng r = rng_from_args(argc, argv);
	cudaStream_t stream;

	CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
	const NppStreamContext ctx = stream_context(stream);

	check_filter(ctx, &r);
	check_mirror(ctx, &r);
	check_add(ctx, &r);

	time_filter(ctx, &r);

	CHECK_CUDA(cudaStreamDestroy(stream));
	return tap_done();
}
