/* SPDX-License-Identifier: MIT */
/*
 * cufw-info -- what cufw sees: the driver, the devices, the kernels embedded
 * in this program and which entry each device loads, the capacities, and a
 * self-test of every kernel on every device.
 *
 * Exit status: 0 all well; 1 a self-test failed or an error occurred;
 * 2 no usable CUDA driver or no CUDA device (one sentence on stderr says
 * which; everything that needs no driver is still printed).
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cufw/cufw.h>

#include "selftest.h"
#include "toolutil.h"

#define MAX_RESULTS 64

struct device_info {
    char name[256];
    int major, minor, sms, clock_khz;
    size_t memory;
    int ok;
};

static int json;
/* The --json layout's version: 1 is cufw 0.1's members; a new member keeps
 * it, a member renamed, removed or changed in meaning raises it. */
#define INFO_JSON_SCHEMA 1

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s [OPTION]...\n"
            "Report the CUDA driver, the devices, the kernels embedded in this program,\n"
            "cufw's capacities, and run a self-test of every kernel on every device.\n"
            "\n"
            "  -j, --json          print one JSON object instead of text\n"
            "  -n, --no-self-test  skip the self-test\n"
            "      --seed N        seed of the self-test's random inputs\n"
            "      --help          display this help and exit\n"
            "      --version       output version information and exit\n"
            "\n"
            "Exit status: 0 if all is well, 1 if a self-test failed or the report could\n"
            "not be written, 2 if there is no usable CUDA driver or no CUDA device, 64\n"
            "for a wrong command line.\n",
            tool_name);
}

/* Print s as a JSON string. */
static void jstr(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;

        if (ch == '"' || ch == '\\')
            printf("\\%c", ch);
        else if (ch < 0x20)
            printf("\\u%04x", ch);
        else
            putchar(ch);
    }
    putchar('"');
}

static void print_images(const struct device_info *devs, int ndev)
{
    unsigned i, n = cufw_image_count();

    if (json)
        printf(",\"images\":[");
    else
        printf("embedded images: %u\n", n);
    for (i = 0; i < n; i++) {
        const struct cufw_image *img = cufw_image_at(i);
        struct cufw_image rec;
        unsigned entries = 0;
        int rc, d, first;

        memcpy(&rec, img, sizeof rec);
        rc = cufw_fatbin_validate(cufw_image_data(img), (size_t)rec.data_size, &entries, NULL);
        if (json) {
            printf("%s{\"name\":", i ? "," : "");
            jstr(cufw_image_name(img));
            printf(",\"bytes\":%llu,\"entries\":%u,\"valid\":%s,\"select\":[",
                   (unsigned long long)rec.data_size, entries, rc == CUFW_OK ? "true" : "false");
        } else {
            printf("  %-10s %8llu bytes, %u entries%s\n", cufw_image_name(img),
                   (unsigned long long)rec.data_size, entries,
                   rc == CUFW_OK ? "" : " (CORRUPTED)");
        }
        for (d = 0, first = 1; d < ndev; d++) {
            struct cufw_fatbin_entry e;

            if (!devs[d].ok)
                continue;
            rc = cufw_fatbin_select(cufw_image_data(img), (size_t)rec.data_size, devs[d].major,
                                    devs[d].minor, &e);
            if (json) {
                printf("%s{\"device\":%d,", first ? "" : ",", d);
                first = 0;
                if (rc == CUFW_OK)
                    printf("\"entry\":%u,\"kind\":\"%s\",\"sm\":%u}", e.index,
                           cufw_fatbin_kind_name(e.kind), e.sm_arch);
                else
                    printf("\"entry\":null}");
            } else if (rc == CUFW_OK) {
                printf("             device %d (%d.%d) loads entry %u: %s sm_%u%s\n", d,
                       devs[d].major, devs[d].minor, e.index, cufw_fatbin_kind_name(e.kind),
                       e.sm_arch, e.kind == CUFW_FATBIN_KIND_PTX ? " (JIT-compiled)" : "");
            } else {
                printf("             device %d (%d.%d): NO IMAGE (would fail with "
                       "CUDA_ERROR_NO_BINARY_FOR_GPU)\n",
                       d, devs[d].major, devs[d].minor);
            }
        }
        if (json)
            printf("]}");
    }
    if (json)
        printf("]");
}

static void print_capacities(void)
{
    unsigned i, n = cufw_capacity_count();

    if (json)
        printf(",\"capacities\":[");
    else
        printf("capacities (configure options):\n");
    for (i = 0; i < n; i++) {
        struct cufw_capacity c;

        cufw_capacity_info(i, &c);
        if (json) {
            printf("%s{\"name\":\"%s\",\"limit\":%lu,\"used\":%lu,\"option\":\"%s\"}", i ? "," : "",
                   c.name, c.limit, c.used, c.option);
        } else {
            printf("  %-10s %6lu  %-22s %s\n", c.name, c.limit, c.option, c.description);
        }
    }
    if (json)
        printf("]");
}

int main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"json", no_argument, NULL, 'j'}, {"no-self-test", no_argument, NULL, 'n'},
        {"seed", required_argument, NULL, 's'}, {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'}, {NULL, 0, NULL, 0}};
    struct device_info devs[64];
    int self_test = 1, i, c, ndev = 0, rc, version = 0, status = 0, passed = 0, failed = 0;
    int first = 1;
    unsigned long long seed = (unsigned long long)time(NULL);
    char init_detail[512]; /* cufw_error_detail: at most 511 bytes */

    tool_init(argv[0]);
    while ((c = getopt_long(argc, argv, "jn", longopts, NULL)) != -1) {
        char *end;

        switch (c) {
        case 'j':
            json = 1;
            break;
        case 'n':
            self_test = 0;
            break;
        case 's':
            errno = 0;
            seed = strtoull(optarg, &end, 0);
            if (*optarg == '\0' || *end != '\0' || errno != 0)
                return tool_usage_error("--seed needs a whole number, not '%s'", optarg);
            break;
        default: /* --help, --version, or a wrong option */
            return tool_common_option(c, usage, TOOL_EXIT_USAGE);
        }
    }
    if (optind < argc)
        return tool_usage_error("extra operand '%s'", argv[optind]);

    rc = cufw_init();
    snprintf(init_detail, sizeof init_detail, "%s", cufw_error_detail());
    if (json) {
        printf("{\"schema\":%d,\"cufw\":\"%s\",\"cuda_headers\":%d,\"driver\":{\"path\":",
               INFO_JSON_SCHEMA, PACKAGE_VERSION, cufw_cuda_version());
        jstr(cufw_driver_path());
    } else {
        printf("cufw %s (built with CUDA %d.%d headers)\n", PACKAGE_VERSION,
               cufw_cuda_version() / 1000, cufw_cuda_version() % 1000 / 10);
    }
    if (cufw_driver_version(&version) == CUFW_OK) {
        if (json)
            printf(",\"version\":%d", version);
        else
            printf("driver: %s, CUDA %d.%d\n", cufw_driver_path(), version / 1000,
                   version % 1000 / 10);
    } else if (!json) {
        printf("driver: %s (not loaded)\n", cufw_driver_path());
    }
    if (json) {
        printf(",\"status\":\"%s\"", cufw_error_name(rc));
        if (rc != CUFW_OK) {
            printf(",\"error\":");
            jstr(init_detail);
        }
        printf("}");
    }

    if (rc == CUFW_OK) {
        cufw_device_count(&ndev);
        if (ndev > 64)
            ndev = 64;
    }
    if (json)
        printf(",\"devices\":[");
    else if (rc == CUFW_OK)
        printf("devices: %d\n", ndev);
    for (i = 0; i < ndev; i++) {
        struct device_info *d = &devs[i];

        d->ok = cufw_device_name(i, d->name, sizeof d->name) == CUFW_OK &&
                cufw_device_compute_capability(i, &d->major, &d->minor) == CUFW_OK &&
                cufw_device_attribute(i, 16 /* MULTIPROCESSOR_COUNT */, &d->sms) == CUFW_OK &&
                cufw_device_total_memory(i, &d->memory) == CUFW_OK;
        if (json) {
            printf("%s{\"index\":%d,\"name\":", i ? "," : "", i);
            jstr(d->ok ? d->name : "?");
            printf(",\"cc\":\"%d.%d\",\"sms\":%d,\"memory\":%zu}", d->major, d->minor, d->sms,
                   d->memory);
        } else if (d->ok) {
            printf("  %d: %s, compute capability %d.%d, %d SMs, %zu MiB\n", i, d->name, d->major,
                   d->minor, d->sms, d->memory >> 20);
        } else {
            printf("  %d: cannot query: %s\n", i, cufw_error_detail());
        }
    }
    if (json)
        printf("]");

    print_images(devs, ndev);
    print_capacities();

    if (rc == CUFW_OK && self_test) {
        if (json)
            printf(",\"self_test\":{\"seed\":%llu,\"results\":[", seed);
        else
            printf("self-test (seed %llu):\n", seed);
        for (i = 0; i < ndev; i++) {
            struct selftest_result res[MAX_RESULTS];
            int n = selftest_run(i, seed, res, MAX_RESULTS), j;

            for (j = 0; j < n; j++) {
                if (res[j].passed)
                    passed++;
                else
                    failed++;
                if (json) {
                    printf("%s{\"device\":%d,\"kernel\":\"%s\",\"image\":", first ? "" : ",", i,
                           res[j].kernel);
                    first = 0;
                    jstr(res[j].image);
                    printf(",\"pass\":%s,\"detail\":", res[j].passed ? "true" : "false");
                    jstr(res[j].detail);
                    printf("}");
                } else {
                    printf("  %s device %d %-22s %-7s %s\n", res[j].passed ? "PASS" : "FAIL", i,
                           res[j].kernel, res[j].image, res[j].detail);
                }
            }
        }
        if (json)
            printf("],\"passed\":%d,\"failed\":%d}", passed, failed);
        else
            printf("self-test: %d passed, %d failed\n", passed, failed);
        if (failed > 0)
            status = 1;
    }
    if (json)
        printf("}\n");
    /* A report that could not be written is the failure to name. */
    if (tool_close_stdout() != 0)
        return 1;
    if (rc != CUFW_OK) {
        if (rc == CUFW_ERROR_NO_DEVICE)
            tool_error("no CUDA device: %s", init_detail);
        else if (rc == CUFW_ERROR_STUB_LIBRARY)
            tool_error("no usable CUDA driver: %s\n"
                       "The stub (lib64/stubs/libcuda.so of the CUDA toolkit) lets programs link "
                       "without a driver but cannot run them: take its folder out of "
                       "LD_LIBRARY_PATH and run on a machine with the NVIDIA driver installed, "
                       "or in a container started through the NVIDIA Container Toolkit "
                       "(docker run --gpus all).",
                       init_detail);
        else
            tool_error("no usable CUDA driver: %s", init_detail);
        status = 2;
    }
    return status;
}
