// SPDX-License-Identifier: MIT
//
// nvjpeg.cu -- nvJPEG over the Runtime. A smooth random RGB image (sums of
// random low-frequency sinusoids: something JPEG can keep faithfully) of
// 317 x 251 pixels, not a whole number of 8x8 blocks, is encoded from
// interleaved RGB in pitched device memory at quality 100 with 4:4:4
// sampling. Checks that the bitstream starts with SOI (FF D8) and ends with
// EOI (FF D9), that encoding the image again gives the same bytes, that
// nvjpegGetImageInfo reports the size, 3 components and 4:4:4, and that
// nvjpegDecode to interleaved RGB comes back within 40 dB PSNR of the
// original. Times the encode (with retrieving the bitstream) and the decode
// of a 4096 x 4096 image. Output and exit status as common.h describes.

#include <nvjpeg.h>

#include <vector>

#include "common.h"

#define CHECK_NVJPEG(call) CHECK_LIB(call, NVJPEG_STATUS_SUCCESS)

static const int QUALITY = 100;
static const double MIN_PSNR = 40;

// Interleaved 8-bit RGB; on the host in rows of exactly 3 * width bytes.
struct Rgb {
	int width, height;
	std::vector<unsigned char> pixels;
};

// Each channel is 128 plus three waves of at most 3 cycles across the image,
// amplitudes adding up to at most 96: nothing clips. A wave
// a sin(u(x) + v(y)) is a (sin u cos v + cos u sin v), so the 4096^2
// timing image takes products of tabulated values, not 10^8 sines.
static Rgb smooth_image(struct rng *r, int width, int height)
{
	const double two_pi = 6.283185307179586;
	Rgb im = {width, height,
	          std::vector<unsigned char>((size_t)width * height * 3)};
	std::vector<double> value((size_t)width * height);
	std::vector<double> sin_u(width), cos_u(width), sin_v(height),
	        cos_v(height);

	for (int c = 0; c < 3; c++) {
		std::fill(value.begin(), value.end(), 128.0);
		for (int wave = 0; wave < 3; wave++) {
			double fx = rng_range(r, -3, 3);
			double fy = rng_range(r, -3, 3);
			double phase = rng_range(r, 0, two_pi);
			double amplitude = rng_range(r, 8, 32);

			for (int x = 0; x < width; x++) {
				double u = two_pi * fx * x / width;

				sin_u[x] = amplitude * sin(u);
				cos_u[x] = amplitude * cos(u);
			}
			for (int y = 0; y < height; y++) {
				double v = two_pi * fy * y / height + phase;

				sin_v[y] = sin(v);
				cos_v[y] = cos(v);
			}
			for (int y = 0; y < height; y++)
				for (int x = 0; x < width; x++)
					value[(size_t)y * width + x] +=
					        sin_u[x] * cos_v[y] +
					        cos_u[x] * sin_v[y];
		}
		for (size_t i = 0; i < value.size(); i++)
			im.pixels[3 * i + c] = (unsigned char)lround(value[i]);
	}
	return im;
}

// Interleaved RGB in pitched device memory, as nvJPEG reads and writes it.
struct DeviceRgb {
	unsigned char *data;
	size_t pitch;
	int width, height;

	size_t row_bytes() const { return 3 * (size_t)width; }
	nvjpegImage_t as_nvjpeg() const
	{
		nvjpegImage_t im = {};

		im.channel[0] = data;
		im.pitch[0] = pitch;
		return im;
	}
};

static DeviceRgb alloc_rgb(int width, int height)
{
	DeviceRgb im = {nullptr, 0, width, height};
	void *p;

	CHECK_CUDA(cudaMallocPitch(&p, &im.pitch, im.row_bytes(), height));
	im.data = static_cast<unsigned char *>(p);
	return im;
}

// Synchronizes, so that the caller may let host go.
static void upload(const DeviceRgb &im, const Rgb &host, cudaStream_t stream)
{
	CHECK_CUDA(cudaMemcpy2DAsync(im.data, im.pitch, host.pixels.data(),
	                             im.row_bytes(), im.row_bytes(), im.height,
	                             cudaMemcpyHostToDevice, stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
}

static Rgb download(const DeviceRgb &im, cudaStream_t stream)
{
	Rgb host = {im.width, im.height,
	            std::vector<unsigned char>(im.row_bytes() * im.height)};

	CHECK_CUDA(cudaMemcpy2DAsync(host.pixels.data(), im.row_bytes(),
	                             im.data, im.pitch, im.row_bytes(),
	                             im.height, cudaMemcpyDeviceToHost,
	                             stream));
	CHECK_CUDA(cudaStreamSynchronize(stream));
	return host;
}

// One library handle with a decoder and an encoder state, all working on
// the program's stream.
struct Codec {
	nvjpegHandle_t handle;
	nvjpegJpegState_t decoder;
	nvjpegEncoderState_t encoder;
	nvjpegEncoderParams_t params;
	cudaStream_t stream;
};

static Codec create_codec(cudaStream_t stream)
{
	Codec c;

	c.stream = stream;
	CHECK_NVJPEG(nvjpegCreateSimple(&c.handle));
	CHECK_NVJPEG(nvjpegJpegStateCreate(c.handle, &c.decoder));
	CHECK_NVJPEG(nvjpegEncoderStateCreate(c.handle, &c.encoder, stream));
	CHECK_NVJPEG(nvjpegEncoderParamsCreate(c.handle, &c.params, stream));
	CHECK_NVJPEG(nvjpegEncoderParamsSetQuality(c.params, QUALITY, stream));
	CHECK_NVJPEG(nvjpegEncoderParamsSetSamplingFactors(c.params,
	                                                   NVJPEG_CSS_444,
	                                                   stream));
	return c;
}

static void destroy_codec(Codec &c)
{
	CHECK_NVJPEG(nvjpegEncoderParamsDestroy(c.params));
	CHECK_NVJPEG(nvjpegEncoderStateDestroy(c.encoder));
	CHECK_NVJPEG(nvjpegJpegStateDestroy(c.decoder));
	CHECK_NVJPEG(nvjpegDestroy(c.handle));
}

// Encodes im and returns the JPEG file's bytes: the first retrieval asks
// for the length, the second copies that many bytes and stores the length
// it wrote.
static std::vector<unsigned char> encode(const Codec &c, const DeviceRgb &im)
{
	const nvjpegImage_t source = im.as_nvjpeg();
	size_t length;

	CHECK_NVJPEG(nvjpegEncodeImage(c.handle, c.encoder, c.params, &source,
	                               NVJPEG_INPUT_RGBI, im.width, im.height,
	                               c.stream));
	CHECK_NVJPEG(nvjpegEncodeRetrieveBitstream(c.handle, c.encoder, nullptr,
	                                           &length, c.stream));
	CHECK_CUDA(cudaStreamSynchronize(c.stream));
	std::vector<unsigned char> jpeg(length);
	CHECK_NVJPEG(nvjpegEncodeRetrieveBitstream(c.handle, c.encoder,
	                                           jpeg.data(), &length,
	                                           c.stream));
	CHECK_CUDA(cudaStreamSynchronize(c.stream));
	jpeg.resize(length);
	return jpeg;
}

static void decode(const Codec &c, const std::vector<unsigned char> &jpeg,
                   const DeviceRgb &out)
{
	nvjpegImage_t destination = out.as_nvjpeg();

	CHECK_NVJPEG(nvjpegDecode(c.handle, c.decoder, jpeg.data(), jpeg.size(),
	                          NVJPEG_OUTPUT_RGBI, &destination, c.stream));
}

static bool has_soi_and_eoi(const std::vector<unsigned char> &jpeg)
{
	const size_t n = jpeg.size();

	return n >= 4 && jpeg[0] == 0xFF && jpeg[1] == 0xD8 &&
	       jpeg[n - 2] == 0xFF && jpeg[n - 1] == 0xD9;
}

static double psnr(const Rgb &a, const Rgb &b)
{
	double squares = 0;

	for (size_t i = 0; i < a.pixels.size(); i++) {
		double d = (double)a.pixels[i] - b.pixels[i];

		squares += d * d;
	}
	return 10 * log10(255.0 * 255.0 * a.pixels.size() / squares);
}

static void check_round_trip(const Codec &c, struct rng *r)
{
	const int width = 317, height = 251;
	const Rgb original = smooth_image(r, width, height);
	DeviceRgb im = alloc_rgb(width, height);
	DeviceRgb decoded = alloc_rgb(width, height);
	nvjpegChromaSubsampling_t subsampling;
	int components, widths[NVJPEG_MAX_COMPONENT],
	        heights[NVJPEG_MAX_COMPONENT];

	upload(im, original, c.stream);
	std::vector<unsigned char> jpeg = encode(c, im);
	printf("# %dx%d at quality %d: %zu bytes\n", width, height, QUALITY,
	       jpeg.size());
	tap_check(has_soi_and_eoi(jpeg),
	          "the bitstream starts with SOI (FF D8) and ends with EOI "
	          "(FF D9)");
	tap_check(encode(c, im) == jpeg,
	          "encoding the same image again gives the same bitstream");

	CHECK_NVJPEG(nvjpegGetImageInfo(c.handle, jpeg.data(), jpeg.size(),
	                                &components, &subsampling, widths,
	                                heights));
	printf("# image info: %d components, subsampling %d, %dx%d\n",
	       components, (int)subsampling, widths[0], heights[0]);
	tap_check(components == 3 && subsampling == NVJPEG_CSS_444 &&
	                  widths[0] == width && heights[0] == height,
	          "nvjpegGetImageInfo reports %dx%d, 3 components, 4:4:4",
	          width, height);

	// All-0xFF white is at least 31 levels from every pixel of the
	// smooth image, so a decode that writes nothing fails the PSNR bound.
	CHECK_CUDA(cudaMemset2DAsync(decoded.data, decoded.pitch, 0xFF,
	                             decoded.row_bytes(), height, c.stream));
	decode(c, jpeg, decoded);
	double db = psnr(original, download(decoded, c.stream));
	printf("# PSNR %.2f dB\n", db);
	tap_check(db > MIN_PSNR, "nvjpegDecode to interleaved RGB is within "
	          "%.0f dB PSNR of the original", MIN_PSNR);

	CHECK_CUDA(cudaFree(im.data));
	CHECK_CUDA(cudaFree(decoded.data));
}

// Encoding includes waiting for the bitstream and decoding includes host
// work (parsing, Huffman decoding on some back ends) between its GPU work,
// so each run blocks the host and the events time what a caller waits for.
static void time_codec(const Codec &c, struct rng *r)
{
	const int n = 4096;
	DeviceRgb im = alloc_rgb(n, n), decoded = alloc_rgb(n, n);
	std::vector<unsigned char> jpeg;

	upload(im, smooth_image(r, n, n), c.stream);
	time_op("jpeg_encode_4096", c.stream, 1, [&] { jpeg = encode(c, im); });
	time_op("jpeg_decode_4096", c.stream, 1,
	        [&] { decode(c, jpeg, decoded); });

	CHECK_CUDA(cudaFree(im.data));
	CHECK_CUDA(cudaFree(decoded.data));
}

int main(int argc, char **argv)
{
	struct rng r = rng_from_args(argc, argv);
	cudaStream_t stream;

	CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
	Codec codec = create_codec(stream);

	check_round_trip(codec, &r);
	time_codec(codec, &r);

	destroy_codec(codec);
	CHECK_CUDA(cudaStreamDestroy(stream));
	return tap_done();
}
