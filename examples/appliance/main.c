/* SPDX-License-Identifier: MIT */
/*
 * examples/appliance/main.c -- a minimal appliance on cufw: for each frame
 * of a stream of grey images, blur it on the GPU with a brightness offset
 * that changes per frame, take the histogram of the result, and check both
 * against the same computation on the CPU.
 *
 * Usage: appliance [WIDTH HEIGHT [SEED [FRAMES]]]   (default 1920 1080 1 8)
 *
 * The per-frame work -- two fills, the upload, two kernels, two
 * downloads -- is recorded once as a graph (cufw/graph.h) and replayed for
 * every frame with one cufw_graph_launch; between frames only the blur's
 * offset argument changes (cufw_graph_exec_set_kernel_args).
 *
 * Exit status: 0 when every pixel and every bin of every frame matches the
 * CPU's; 1 when one does not or a cufw call failed (the message names the
 * call, the error and its detail); 2 when this machine has no usable CUDA
 * driver or GPU.
 *
 * The kernels (blur.cu) are compiled by nvcc -fatbin, embedded by
 * cufw-embed as the image "appliance", and linked into this program; the
 * program itself is plain C on <cufw/cufw.h>, and links no CUDA library:
 * cufw finds the driver at run time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#define MAX_SIDE 16384u
#define MAX_FRAMES 100000u
#define BINS 256

/* Print a failed call's error in full; return its code (CUFW_OK passes). */
static int check(int rc, const char *what)
{
    if (rc != CUFW_OK) {
        const char *detail = cufw_error_detail();

        fprintf(stderr, "appliance: %s failed: %s: %s\n", what, cufw_error_name(rc),
                detail[0] != '\0' ? detail : cufw_error_string(rc));
    }
    return rc;
}

/* A reproducible grey image: a xorshift64* noise. */
static void make_image(unsigned char *img, size_t n, unsigned long long seed)
{
    unsigned long long s = seed != 0 ? seed : 1;
    size_t i;

    for (i = 0; i < n; i++) {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        img[i] = (unsigned char)((s * 0x2545F4914F6CDD1Dull) >> 56);
    }
}

/* The CPU's blur: the same rounded 3x3 mean with clamped edges, plus the
 * offset, clamped to 0..255. */
static unsigned char blur_at(const unsigned char *in, unsigned w, unsigned h, unsigned x,
                             unsigned y, int offset)
{
    unsigned sum = 0;
    int dx, dy, v;

    for (dy = -1; dy <= 1; dy++) {
        long yy = (long)y + dy;

        yy = yy < 0 ? 0 : yy >= (long)h ? (long)h - 1 : yy;
        for (dx = -1; dx <= 1; dx++) {
            long xx = (long)x + dx;

            xx = xx < 0 ? 0 : xx >= (long)w ? (long)w - 1 : xx;
            sum += in[(size_t)yy * w + (size_t)xx];
        }
    }
    v = (int)((sum + 4) / 9) + offset;
    return (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v);
}

/* Compare the GPU's results with the CPU's; print what differs. Returns
 * the number of wrong pixels and bins. */
static size_t verify(const unsigned char *in, const unsigned char *out, const unsigned *bins,
                     unsigned w, unsigned h, int offset)
{
    unsigned want_bins[BINS] = {0};
    size_t bad = 0;
    unsigned x, y, v;

    for (y = 0; y < h; y++) {
        for (x = 0; x < w; x++) {
            unsigned char want = blur_at(in, w, h, x, y, offset), got = out[(size_t)y * w + x];

            want_bins[want]++;
            if (got != want && bad++ == 0)
                fprintf(stderr, "appliance: pixel (%u, %u) is %u, the CPU says %u\n", x, y,
                        got, want);
        }
    }
    for (v = 0; v < BINS; v++) {
        if (bins[v] != want_bins[v] && bad++ == 0)
            fprintf(stderr, "appliance: bin %u is %u, the CPU says %u\n", v, bins[v],
                    want_bins[v]);
    }
    return bad;
}

static int parse(const char *s, unsigned long max, unsigned long *value)
{
    char *end;

    *value = strtoul(s, &end, 10);
    return end != s && *end == '\0' && *value >= 1 && *value <= max ? 0 : -1;
}

/* The offset of frame f: a brightness ramp that wraps, -40 to +39. */
static int frame_offset(unsigned long f)
{
    return (int)(f * 7 % 80) - 40;
}

/*
 * Record one frame's work as a graph, node by node; each node names the
 * nodes it must wait for, so the fills and the upload may overlap:
 *
 *   fill out   upload in        fill bins
 *         \     /                  |
 *          blur ---- histogram ----+
 *           |            |
 *     download out   download bins
 *
 * The driver copies the argument values now; the host buffers are read and
 * written at every replay. *blur_node is kept to change its offset later.
 */
static int record_frame(cufw_graph *graph, cufw_graph_node **blur_node, cufw_kernel *blur,
                        cufw_kernel *histogram, cufw_devptr d_in, cufw_devptr d_out,
                        cufw_devptr d_bins, void *in, void *out, void *bins, unsigned *width,
                        unsigned *height, size_t *n, int *offset)
{
    cufw_dim3 tile = {16, 16, 1};
    cufw_dim3 tiles = {(*width + 15) / 16, (*height + 15) / 16, 1};
    cufw_dim3 threads = {256, 1, 1}, blocks = {128, 1, 1};
    void *blur_args[] = {&d_in, &d_out, width, height, offset};
    void *histogram_args[] = {&d_out, n, &d_bins};
    cufw_graph_node *fill_out, *upload, *fill_bins, *hist, *after[2];

    if (check(cufw_graph_add_memset_d8(graph, &fill_out, NULL, 0, d_out, 0xa5, *n),
              "cufw_graph_add_memset_d8") ||
        check(cufw_graph_add_memcpy_htod(graph, &upload, NULL, 0, d_in, in, *n),
              "cufw_graph_add_memcpy_htod") ||
        check(cufw_graph_add_memset_d32(graph, &fill_bins, NULL, 0, d_bins, 0, BINS),
              "cufw_graph_add_memset_d32"))
        return 1;
    after[0] = fill_out;
    after[1] = upload;
    if (check(cufw_graph_add_kernel(graph, blur_node, after, 2, blur, tiles, tile, 0, blur_args),
              "cufw_graph_add_kernel(blur)"))
        return 1;
    after[0] = *blur_node;
    after[1] = fill_bins;
    if (check(cufw_graph_add_kernel(graph, &hist, after, 2, histogram, blocks, threads, 0,
                                    histogram_args),
              "cufw_graph_add_kernel(histogram)") ||
        check(cufw_graph_add_memcpy_dtoh(graph, NULL, blur_node, 1, out, d_out, *n),
              "cufw_graph_add_memcpy_dtoh") ||
        check(cufw_graph_add_memcpy_dtoh(graph, NULL, &hist, 1, bins, d_bins,
                                         BINS * sizeof(unsigned)),
              "cufw_graph_add_memcpy_dtoh"))
        return 1;
    return 0;
}

int main(int argc, char **argv)
{
    unsigned long w = 1920, h = 1080, seed = 1, frames = 8, f;
    unsigned width, height;
    size_t n, bad;
    int rc, status = 1, major = 0, minor = 0, offset = 0;
    char name[128] = "?";
    float ms = 0, total_ms = 0;
    cufw_kernel *blur = NULL, *histogram = NULL;
    cufw_module *module = NULL;
    cufw_stream *stream = NULL;
    cufw_event *start = NULL, *stop = NULL;
    cufw_graph *graph = NULL;
    cufw_graph_exec *exec = NULL;
    cufw_graph_node *blur_node = NULL;
    void *in = NULL, *out = NULL, *bins = NULL; /* pinned host memory */
    cufw_devptr d_in = 0, d_out = 0, d_bins = 0;

    if ((argc < 1 || argc == 2 || argc > 5) ||
        (argc >= 3 && (parse(argv[1], MAX_SIDE, &w) != 0 || parse(argv[2], MAX_SIDE, &h) != 0)) ||
        (argc >= 4 && parse(argv[3], 0xffffffffUL, &seed) != 0) ||
        (argc == 5 && parse(argv[4], MAX_FRAMES, &frames) != 0)) {
        fprintf(stderr, "usage: appliance [WIDTH HEIGHT [SEED [FRAMES]]] (sides 1 to %u, "
                        "frames 1 to %u)\n", MAX_SIDE, MAX_FRAMES);
        return 1;
    }
    width = (unsigned)w;
    height = (unsigned)h;
    n = (size_t)width * height;

    /* Nothing touches the driver before cufw_init(); without one, say so. */
    rc = cufw_init();
    if (rc != CUFW_OK) {
        fprintf(stderr, "appliance: no usable CUDA GPU here (%s: %s)\n", cufw_error_name(rc),
                cufw_error_detail());
        return 2;
    }
    if (check(cufw_device_name(0, name, sizeof name), "cufw_device_name") ||
        check(cufw_device_compute_capability(0, &major, &minor), "cufw_device_compute_capability"))
        return 1;

    /* The kernels: one found in whichever image has it, one by module. */
    if (check(cufw_kernel_find("appliance_blur3", &blur), "cufw_kernel_find(appliance_blur3)") ||
        check(cufw_module_open("appliance", &module), "cufw_module_open(appliance)") ||
        check(cufw_kernel_open(module, "appliance_histogram", &histogram),
              "cufw_kernel_open(appliance_histogram)"))
        return 1;

    /* Pinned host buffers (so the copies are truly asynchronous), device
     * buffers, a stream of our own and two events to time the work. */
    if (check(cufw_host_alloc(&in, n, 0), "cufw_host_alloc") ||
        check(cufw_host_alloc(&out, n, 0), "cufw_host_alloc") ||
        check(cufw_host_alloc(&bins, BINS * sizeof(unsigned), 0), "cufw_host_alloc") ||
        check(cufw_malloc(&d_in, n), "cufw_malloc") ||
        check(cufw_malloc(&d_out, n), "cufw_malloc") ||
        check(cufw_malloc(&d_bins, BINS * sizeof(unsigned)), "cufw_malloc") ||
        check(cufw_stream_create(&stream, CUFW_STREAM_NON_BLOCKING, 0), "cufw_stream_create") ||
        check(cufw_event_create(&start, CUFW_EVENT_DEFAULT), "cufw_event_create") ||
        check(cufw_event_create(&stop, CUFW_EVENT_DEFAULT), "cufw_event_create"))
        goto out;

    /* Record the frame's work once, make it executable, and upload it so
     * that the first frame costs what the others do. */
    offset = frame_offset(0);
    if (check(cufw_graph_create(&graph), "cufw_graph_create") ||
        record_frame(graph, &blur_node, blur, histogram, d_in, d_out, d_bins, in, out, bins,
                     &width, &height, &n, &offset) != 0 ||
        check(cufw_graph_instantiate(graph, &exec, 0), "cufw_graph_instantiate") ||
        check(cufw_graph_upload(exec, stream), "cufw_graph_upload"))
        goto out;

    /* The steady state: per frame, a new image in the pinned input, the
     * blur's new offset, one replay between two events, one wait. */
    for (f = 0; f < frames; f++) {
        void *blur_args[] = {&d_in, &d_out, &width, &height, &offset};

        make_image(in, n, seed + f);
        memset(out, 0x5a, n); /* poison: a result never written shows up */
        memset(bins, 0xff, BINS * sizeof(unsigned));
        offset = frame_offset(f);
        if ((f > 0 && check(cufw_graph_exec_set_kernel_args(exec, blur_node, blur_args),
                            "cufw_graph_exec_set_kernel_args")) ||
            check(cufw_event_record(start, stream), "cufw_event_record") ||
            check(cufw_graph_launch(exec, stream), "cufw_graph_launch") ||
            check(cufw_event_record(stop, stream), "cufw_event_record") ||
            check(cufw_stream_synchronize(stream), "cufw_stream_synchronize") ||
            check(cufw_event_elapsed(&ms, start, stop), "cufw_event_elapsed"))
            goto out;
        total_ms += ms;
        bad = verify(in, out, bins, width, height, offset);
        if (bad != 0) {
            fprintf(stderr,
                    "appliance: frame %lu: %zu of the %zu pixels and %d bins differ from the "
                    "CPU's\n", f, bad, n, BINS);
            goto out;
        }
    }
    printf("appliance: %s (compute capability %d.%d): %lu frames of %ux%u (seed %lu) blurred "
           "and histogrammed by one graph replay each, %.3f ms per frame; every pixel and bin "
           "matches the CPU\n",
           name, major, minor, frames, width, height, seed, total_ms / (float)frames);
    status = 0;

out:
    /* Release in reverse; NULL and 0 are no-ops for the frees. */
    if (exec != NULL)
        check(cufw_graph_exec_destroy(exec), "cufw_graph_exec_destroy");
    if (graph != NULL)
        check(cufw_graph_destroy(graph), "cufw_graph_destroy");
    if (stop != NULL)
        check(cufw_event_destroy(stop), "cufw_event_destroy");
    if (start != NULL)
        check(cufw_event_destroy(start), "cufw_event_destroy");
    if (stream != NULL)
        check(cufw_stream_destroy(stream), "cufw_stream_destroy");
    check(cufw_free(d_bins), "cufw_free");
    check(cufw_free(d_out), "cufw_free");
    check(cufw_free(d_in), "cufw_free");
    check(cufw_host_free(bins), "cufw_host_free");
    check(cufw_host_free(out), "cufw_host_free");
    check(cufw_host_free(in), "cufw_host_free");
    return status;
}
