/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/churn-t.c -- concurrent creation and destruction of
 * every kind of core object on the stand-in driver, for ThreadSanitizer
 * (the CI runs it in a --enable-sanitizers=thread build) and for the
 * counts.
 *
 * 1. Two threads unload the same module at once while a third registers
 *    another module, which the full table can only place in the slot the
 *    unload frees (issue 13, L8): exactly one unload succeeds, the other is
 *    CUFW_ERROR_INVALID_HANDLE, the newcomer survives, and the modules count
 *    adds up.
 * 2. Eight threads create, use and destroy streams, events, modules and
 *    kernels, each destroying its previous handles a second time (stale
 *    handles, their slots reused by the others meanwhile): every second
 *    destroy is refused, and at the end every count and every driver
 *    object is back to zero.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define ROUNDS 150
#define THREADS 8
#define ITERATIONS 150

static const void *vec_image;
static size_t vec_size;

static unsigned char *copy_of_vector(void)
{
    unsigned char *p = malloc(vec_size);

    if (p == NULL)
        bail("out of memory");
    memcpy(p, vec_image, vec_size);
    return p;
}

/* ------------------------------------------------------------ 1: double unload */

static pthread_barrier_t start;
static cufw_module *victim;
static unsigned char *newcomer_image;
static cufw_module *newcomer;
static int unload_rc[2];

static void *unloader(void *arg)
{
    int *rc = arg;

    pthread_barrier_wait(&start);
    *rc = cufw_module_unload(victim);
    return NULL;
}

static void *registrar(void *arg)
{
    int rc;

    (void)arg;
    pthread_barrier_wait(&start);
    /* the table is full until the unload frees the victim's slot */
    while ((rc = cufw_module_open_fatbin(newcomer_image, vec_size, "newcomer", &newcomer)) ==
           CUFW_ERROR_CAPACITY)
        ;
    if (rc != CUFW_OK)
        newcomer = NULL;
    return NULL;
}

static void double_unload(void)
{
    struct cufw_capacity c;
    unsigned long lim, i, fillers = 0, bad_rounds = 0, lost = 0;
    unsigned char **copies, *victim_image = copy_of_vector();
    cufw_module **m;
    int round;

    cufw_capacity_info((unsigned)cap_index("modules"), &c);
    lim = c.limit;
    copies = calloc(lim, sizeof *copies);
    m = calloc(lim, sizeof *m);
    newcomer_image = copy_of_vector();
    if (copies == NULL || m == NULL)
        bail("out of memory");
    for (i = 0; i + 1 < lim; i++) {
        copies[i] = copy_of_vector();
        fillers += cufw_module_open_fatbin(copies[i], vec_size, "filler", &m[i]) == CUFW_OK;
    }
    is_int((long long)lim - 1, (long long)fillers, "double unload: %lu fillers, one slot left",
           lim - 1);
    pthread_barrier_init(&start, NULL, 3);
    for (round = 0; round < ROUNDS; round++) {
        pthread_t t[3];
        int oks;

        if (cufw_module_open_fatbin(victim_image, vec_size, "victim", &victim) != CUFW_OK ||
            cufw_module_load(victim) != CUFW_OK)
            bail("victim: %s", cufw_error_detail());
        pthread_create(&t[0], NULL, unloader, &unload_rc[0]);
        pthread_create(&t[1], NULL, unloader, &unload_rc[1]);
        pthread_create(&t[2], NULL, registrar, NULL);
        for (i = 0; i < 3; i++)
            pthread_join(t[i], NULL);
        oks = (unload_rc[0] == CUFW_OK) + (unload_rc[1] == CUFW_OK);
        if (oks != 1 || (unload_rc[0] != CUFW_OK && unload_rc[0] != CUFW_ERROR_INVALID_HANDLE) ||
            (unload_rc[1] != CUFW_OK && unload_rc[1] != CUFW_ERROR_INVALID_HANDLE)) {
            if (bad_rounds++ == 0)
                diag("round %d: the unloads returned %s and %s", round,
                     cufw_error_name(unload_rc[0]), cufw_error_name(unload_rc[1]));
        }
        if (newcomer == NULL || cufw_module_name(newcomer) == NULL ||
            cufw_module_unload(newcomer) != CUFW_OK)
            lost++;
    }
    pthread_barrier_destroy(&start);
    is_int(0, (long long)bad_rounds, "double unload: in %d rounds exactly one unload succeeded",
           ROUNDS);
    is_int(0, (long long)lost, "double unload: the module registered meanwhile survived");
    is_int((long long)lim - 1, (long long)cap_used("modules"),
           "double unload: the modules count adds up");
    for (i = 0; i + 1 < lim; i++) {
        cufw_module_unload(m[i]);
        free(copies[i]);
    }
    free(copies);
    free(m);
    free(victim_image);
    free(newcomer_image);
}

/* ------------------------------------------------------------ 2: churn */

static atomic_ulong stale_accepted, failures;

static void failed(const char *what, int rc)
{
    if (atomic_fetch_add(&failures, 1) == 0)
        diag("%s: %s (%s)", what, cufw_error_name(rc), cufw_error_detail());
}

static void *churner(void *arg)
{
    unsigned char *image = copy_of_vector();
    const cufw_dim3 one = {1, 1, 1};
    cufw_stream *s, *old_s = NULL;
    cufw_event *e, *old_e = NULL;
    cufw_module *m, *old_m = NULL;
    cufw_kernel *k, *old_k = NULL;
    int i, rc;

    (void)arg;
    for (i = 0; i < ITERATIONS; i++) {
        if ((rc = cufw_stream_create(&s, 0, 0)) != CUFW_OK) {
            failed("cufw_stream_create", rc);
            continue;
        }
        if ((rc = cufw_event_create(&e, 0)) != CUFW_OK) {
            failed("cufw_event_create", rc);
            cufw_stream_destroy(s);
            continue;
        }
        if ((rc = cufw_module_open_fatbin(image, vec_size, "churn", &m)) != CUFW_OK) {
            failed("cufw_module_open_fatbin", rc);
            cufw_event_destroy(e);
            cufw_stream_destroy(s);
            continue;
        }
        if ((rc = cufw_kernel_open(m, "cufwfake_churn", &k)) != CUFW_OK ||
            (rc = cufw_launch(k, one, one, 0, s, NULL)) != CUFW_OK ||
            (rc = cufw_event_record(e, s)) != CUFW_OK ||
            (rc = cufw_event_synchronize(e)) != CUFW_OK)
            failed("kernel, launch, record", rc);
        /* last round's handles: their slots may belong to others by now */
        if (old_s != NULL && cufw_stream_destroy(old_s) != CUFW_ERROR_INVALID_HANDLE)
            atomic_fetch_add(&stale_accepted, 1);
        if (old_e != NULL && cufw_event_destroy(old_e) != CUFW_ERROR_INVALID_HANDLE)
            atomic_fetch_add(&stale_accepted, 1);
        if (old_k != NULL && cufw_launch(old_k, one, one, 0, NULL, NULL) != CUFW_ERROR_INVALID_HANDLE)
            atomic_fetch_add(&stale_accepted, 1);
        if (old_m != NULL && cufw_module_unload(old_m) != CUFW_ERROR_INVALID_HANDLE)
            atomic_fetch_add(&stale_accepted, 1);
        if ((rc = cufw_module_unload(m)) != CUFW_OK)
            failed("cufw_module_unload", rc);
        if ((rc = cufw_event_destroy(e)) != CUFW_OK)
            failed("cufw_event_destroy", rc);
        if ((rc = cufw_stream_destroy(s)) != CUFW_OK)
            failed("cufw_stream_destroy", rc);
        old_s = s;
        old_e = e;
        old_m = m;
        old_k = k;
    }
    free(image);
    return NULL;
}

static void churn(void)
{
    pthread_t t[THREADS];
    struct cufwfake_live live;
    int i;

    for (i = 0; i < THREADS; i++)
        if (pthread_create(&t[i], NULL, churner, NULL) != 0)
            bail("pthread_create");
    for (i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);
    is_int(0, (long long)atomic_load(&failures), "churn: %d threads x %d rounds, no failure",
           THREADS, ITERATIONS);
    is_int(0, (long long)atomic_load(&stale_accepted),
           "churn: every stale handle was refused, its slot reused or not");
    ok(cap_used("streams") == 0 && cap_used("events") == 0 && cap_used("modules") == 0 &&
           cap_used("kernels") == 0,
       "churn: the counts are back to zero");
    fake.live(&live);
    ok(live.streams == 0 && live.events == 0 && live.libraries == 0,
       "churn: so are the driver's objects (%lu streams, %lu events, %lu libraries)",
       live.streams, live.events, live.libraries);
}

int main(void)
{
    const struct cufw_image *img;
    struct cufw_image rec;

    plan(8);
    fake_use();
    if (cufw_init() != CUFW_OK || cufw_device_set_current(0) != CUFW_OK)
        bail("cufw_init on the stand-in driver: %s", cufw_error_detail());
    if ((img = cufw_image_find("vector")) == NULL)
        bail("no vector image");
    memcpy(&rec, img, sizeof rec);
    vec_image = cufw_image_data(img);
    vec_size = (size_t)rec.data_size;
    double_unload();
    churn();
    return 0;
}
