/* SPDX-License-Identifier: MIT */
/*
 * bench/core.h -- cufw core as the benchmark programs call it (bench-drv,
 * bench-first-drv): CF(call) for a call that must succeed, bench_core_init
 * (cufw_init, where "no driver" or "no device" means no GPU, exit 77), and
 * the embedded images' fatbins (cufw_image_find reads the program's own
 * data: it needs no cufw_init and no driver, so the raw variant takes its
 * fatbins there too). Uses bench_die and bench_no_gpu (bench/fail.h).
 */
#ifndef CUFW_BENCH_CORE_H
#define CUFW_BENCH_CORE_H

#include <cufw/cufw.h>

#include "bench/fail.h"

static void bench_cufw_fail(int rc, const char *call, int line)
    __attribute__((unused, noreturn, noinline, cold));
static void bench_cufw_fail(int rc, const char *call, int line)
{
    bench_die("line %d: %s: %s: %s (CUresult %d)", line, call, cufw_error_name(rc),
              cufw_error_detail()[0] ? cufw_error_detail() : cufw_error_string(rc),
              cufw_driver_result());
}

/* CF(call): a cufw call that must succeed, or the program dies with the
 * line, the call, cufw's error and detail, and the driver's CUresult. */
#define CF(call)                                                                                \
    do {                                                                                        \
        int rc_ = (call);                                                                       \
        if (__builtin_expect(rc_ != CUFW_OK, 0))                                                \
            bench_cufw_fail(rc_, #call, __LINE__);                                              \
    } while (0)

static inline void bench_core_init(void)
{
    int rc = cufw_init();

    if (rc == CUFW_ERROR_NO_DRIVER || rc == CUFW_ERROR_NO_DEVICE || rc == CUFW_ERROR_DRIVER_INIT ||
        rc == CUFW_ERROR_DRIVER_SYMBOL || rc == CUFW_ERROR_DRIVER_TOO_OLD)
        bench_no_gpu("cufw_init: %s: %s", cufw_error_name(rc), cufw_error_detail());
    CF(rc);
    /* CUFW_FIRMWARE=1: firmware mode as a core program follows it
     * (docs/using-cufw.md), its launch trusting the thread's context */
    if (cufw_firmware_enabled())
        CF(cufw_preload());
}

/* The fatbin of an embedded image. */
static inline const void *bench_image_data(const char *image)
{
    const struct cufw_image *img = cufw_image_find(image);

    if (img == NULL)
        bench_die("no embedded image called %s", image);
    return cufw_image_data(img);
}

#endif
