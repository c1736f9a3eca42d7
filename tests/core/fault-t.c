/* SPDX-License-Identifier: MIT */
/*
 * tests/core/fault-t.c -- sticky errors and recovery, in child processes
 * (a faulting kernel poisons the context for the rest of the process): a
 * kernel storing through a bad pointer makes synchronisation report
 * CUFW_ERROR_ILLEGAL_ADDRESS, later calls keep reporting it, cufw_sticky_error
 * remembers it, and cufw_device_reset makes the device usable again. Out of
 * device memory is not sticky. The parent never touches CUDA before fork.
 */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/core/devtest.h"
#include "tests/tap/basic.h"

enum { R_INIT, R_LAUNCH, R_SYNC, R_SYNC_RESULT, R_LATER, R_STICKY, R_STICKY_DEV, R_RESET,
       R_AFTER_MALLOC, R_AFTER_LAUNCH, R_AFTER_VALUE, R_STICKY_CLEARED, R_OOM, R_OOM_AFTER, R_COUNT };

struct shared {
    int rc[R_COUNT];
    char why[256];
};

static void child(struct shared *sh)
{
    cufw_kernel *store;
    cufw_devptr d = 0;
    cufw_dim3 one = {1, 1, 1};
    int code = 0, result = 0, dev = -1, value = 12345, got = 0;

    sh->rc[R_INIT] = cufw_init();
    if (sh->rc[R_INIT] != CUFW_OK) {
        snprintf(sh->why, sizeof sh->why, "%s: %s", cufw_error_name(sh->rc[R_INIT]), cufw_error_detail());
        _exit(0);
    }
    if (cufw_kernel_find("cufw_store", &store) != CUFW_OK)
        _exit(3);
    {
        cufw_devptr bad = 0x10;
        void *args[] = {&bad, &value};
        sh->rc[R_LAUNCH] = cufw_launch(store, one, one, 0, NULL, args);
    }
    sh->rc[R_SYNC] = cufw_device_synchronize();
    sh->rc[R_SYNC_RESULT] = cufw_driver_result();
    sh->rc[R_LATER] = cufw_malloc(&d, 64);
    cufw_sticky_error(&code, &result, &dev);
    sh->rc[R_STICKY] = result;
    sh->rc[R_STICKY_DEV] = dev;
    sh->rc[R_RESET] = cufw_device_reset(0);
    sh->rc[R_AFTER_MALLOC] = cufw_malloc(&d, 64);
    {
        void *args[] = {&d, &value};
        sh->rc[R_AFTER_LAUNCH] = cufw_launch(store, one, one, 0, NULL, args);
    }
    if (cufw_memcpy_dtoh(&got, d, 4) == CUFW_OK && got == value)
        sh->rc[R_AFTER_VALUE] = 1;
    cufw_sticky_error(&code, NULL, NULL);
    sh->rc[R_STICKY_CLEARED] = code;
    sh->rc[R_OOM] = cufw_malloc(&d, (size_t)1 << 50);
    sh->rc[R_OOM_AFTER] = cufw_memset_d8(d, 0, 0) == CUFW_OK ? cufw_device_synchronize() : -1;
    _exit(0);
}

int main(void)
{
    struct shared *sh;
    pid_t pid;
    int status = 0;

    device_tests_wanted();
    sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (sh == MAP_FAILED)
        bail("mmap");
    memset(sh, 0, sizeof *sh);
    for (int i = 0; i < R_COUNT; i++)
        sh->rc[i] = -999;
    sh->rc[R_AFTER_VALUE] = 0;
    fflush(stdout);
    pid = fork();
    if (pid == 0)
        child(sh);
    waitpid(pid, &status, 0);
    if (sh->rc[R_INIT] != CUFW_OK && sh->rc[R_INIT] != -999)
        device_unavailable("%s", sh->why);
    plan(13);
    for (int i = 0; i < R_COUNT; i++)
        diag("step %d: %d (%s)", i, sh->rc[i], cufw_error_name(sh->rc[i]));
    ok(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child ran to the end (status %d)", status);
    is_int(CUFW_OK, sh->rc[R_LAUNCH], "the faulting launch itself is accepted");
    is_int(CUFW_ERROR_ILLEGAL_ADDRESS, sh->rc[R_SYNC], "synchronize reports the illegal address");
    is_int(700, sh->rc[R_SYNC_RESULT], "with the driver's CUDA_ERROR_ILLEGAL_ADDRESS");
    is_int(CUFW_ERROR_ILLEGAL_ADDRESS, sh->rc[R_LATER], "a later allocation gets the sticky error");
    is_int(700, sh->rc[R_STICKY], "cufw_sticky_error remembers it");
    is_int(0, sh->rc[R_STICKY_DEV], "on device 0");
    is_int(CUFW_OK, sh->rc[R_RESET], "cufw_device_reset succeeds");
    if (sh->rc[R_AFTER_MALLOC] == CUFW_OK) {
        /* the device came back */
        is_int(CUFW_OK, sh->rc[R_AFTER_LAUNCH], "a launch works after the reset");
        is_int(1, sh->rc[R_AFTER_VALUE], "and its result is right");
        is_int(CUFW_OK, sh->rc[R_STICKY_CLEARED], "the reset cleared the sticky error");
        is_int(CUFW_ERROR_OUT_OF_MEMORY, sh->rc[R_OOM], "1 PiB: out of memory");
        is_int(CUFW_OK, sh->rc[R_OOM_AFTER], "out of memory is not sticky");
    } else {
        /* CUDA 13 / R580 (seen on the H200): after a sticky fault the
         * process cannot use the device again; every later call fails,
         * with the device-unavailable code, and never pretends to work. */
        diag("the device did not come back after the fault: %s", cufw_error_name(sh->rc[R_AFTER_MALLOC]));
        is_int(CUFW_ERROR_DEVICE_UNAVAILABLE, sh->rc[R_AFTER_MALLOC], "allocation after the reset");
        is_int(CUFW_ERROR_DEVICE_UNAVAILABLE, sh->rc[R_AFTER_LAUNCH], "a launch after the reset");
        is_int(0, sh->rc[R_AFTER_VALUE], "no result appears");
        is_int(CUFW_ERROR_DEVICE_UNAVAILABLE, sh->rc[R_STICKY_CLEARED], "cufw_sticky_error says the device is gone");
        ok(sh->rc[R_OOM] != CUFW_OK && sh->rc[R_OOM_AFTER] != CUFW_OK, "later calls keep failing");
    }
    return 0;
}
