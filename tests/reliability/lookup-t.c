/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/lookup-t.c -- what a lookup costs does not grow with
 * the number of things registered (issue 27, item 2). compat finds a
 * kernel by its host stub and a variable by its host shadow, core finds a
 * module by its fatbin and a kernel slot by (module, CUkernel), each
 * through a bounded index (common/hash.h). Each index reports the cells a
 * lookup read (cufw__rt_register_probes, cufw__module_probes); the tables
 * are filled on the stand-in driver to 10, 100, 1,000 entries and to
 * their configured capacity, and at every size the lookups of present and
 * absent keys read a few cells on average and a bounded number at most --
 * where a scan would read as many as are registered. Then the tables are
 * emptied and filled again (churn), and the lookups still find every key
 * and stay as cheap. cufw_kernel_find by name, cufw_kernel_open of a name
 * open before and cudaFuncGetAttributes are timed at each size (printed).
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cuda_runtime_api.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);

/* the indices' own counts (compat/inner.h, core/inner.h): hidden, linked
 * statically */
unsigned long cufw__rt_register_probes(const void *key, int variable);
unsigned long cufw__module_probes(const void *image, const cufw_kernel *kernel);

/* A lookup that reads more than this many cells at any size is a scan, or
 * an index that has filled up: the cells are at least twice the slots. */
#define MOST 64
/* and on average no more than this */
#define MEAN 4.0

static char kname[] = "cufwfake_kernel", vname[] = "cufwfake_var";

struct cost {
    unsigned long most;
    double mean, miss_mean;
    unsigned long miss_most;
};

static double now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The sizes to measure at: 10, 100, 1000 and the capacity (those below it). */
static unsigned sizes(unsigned long cap, unsigned long *at)
{
    static const unsigned long steps[] = {10, 100, 1000};
    unsigned n = 0, i;

    for (i = 0; i < 3; i++)
        if (steps[i] < cap)
            at[n++] = steps[i];
    at[n++] = cap;
    return n;
}

/* The probes of keys base[0..n) (present) and of n addresses just past
 * them (absent), each a char apart. */
static struct cost measure(const char *base, unsigned long n, unsigned long absent_from,
                           int variable)
{
    struct cost c = {0, 0, 0, 0};
    unsigned long i, p, total = 0, miss = 0;

    for (i = 0; i < n; i++) {
        p = cufw__rt_register_probes(&base[i], variable);
        total += p;
        c.most = p > c.most ? p : c.most;
        p = cufw__rt_register_probes(&base[absent_from + i % 64], variable);
        miss += p;
        c.miss_most = p > c.miss_most ? p : c.miss_most;
    }
    c.mean = (double)total / (double)n;
    c.miss_mean = (double)miss / (double)n;
    return c;
}

static void judge(const char *what, unsigned long n, const struct cost *c)
{
    ok(c->most <= MOST && c->mean <= MEAN && c->miss_most <= MOST && c->miss_mean <= MEAN,
       "%s, %lu registered: a lookup reads %.2f cells on average, %lu at most (absent keys: "
       "%.2f, %lu)",
       what, n, c->mean, c->most, c->miss_mean, c->miss_most);
}

/* compat: kernels by host stub and variables by host shadow, registered
 * through nvcc's ABI, in units of up to 64 kernels each. */
static void test_compat(void)
{
    unsigned long functions = cap_limit("functions"), variables = cap_limit("variables");
    unsigned long fatbins = cap_limit("fatbins"), at[4], i, round;
    unsigned nsizes = sizes(functions, at), nv = 0, k;
    char *stubs = calloc(functions + 64, 1), *vars = calloc(variables + 64, 1);
    struct fake_wrapper *w = calloc(fatbins, sizeof *w);
    void ***h = calloc(fatbins, sizeof *h);
    unsigned long per_unit = (functions + fatbins - 1) / fatbins;
    struct cudaFuncAttributes attr;

    if (stubs == NULL || vars == NULL || w == NULL || h == NULL)
        bail("out of memory");
    if (per_unit < 64)
        per_unit = 64;
    for (round = 0; round < 2; round++) {
        unsigned long done = 0, vdone = 0, units = 0;

        for (k = 0; k < nsizes; k++) {
            double t0, t1;
            struct cost c;

            while (done < at[k]) {
                unsigned long j;

                if (done % per_unit == 0) {
                    w[units].magic = FAKE_WRAPPER_MAGIC;
                    w[units].version = 1;
                    w[units].data = fake_empty_container;
                    if ((h[units] = __cudaRegisterFatBinary(&w[units])) == NULL)
                        bail("fatbin %lu not registered", units);
                    units++;
                }
                __cudaRegisterFunction(h[units - 1], &stubs[done], kname, kname, -1, NULL, NULL,
                                       NULL, NULL, NULL);
                done++;
                /* variables as far as they go, at the same pace */
                j = done * variables / functions;
                for (; vdone < j; vdone++)
                    __cudaRegisterVar(h[units - 1], &vars[vdone], vname, vname, 0, 1, 0, 0);
            }
            c = measure(stubs, done, functions, 0);
            judge(round == 0 ? "kernels by host stub" : "kernels by host stub, after churn",
                  done, &c);
            if (k == nsizes - 1 || k == 0) {
                c = measure(vars, vdone, variables, 1);
                judge(round == 0 ? "variables by host shadow"
                                 : "variables by host shadow, after churn",
                      vdone, &c);
                nv++;
            }
            /* the Runtime's own path: cudaFuncGetAttributes of the last
             * kernel registered (its lookup, then the stand-in's answer) */
            t0 = now();
            for (i = 0; i < 2000; i++)
                cudaFuncGetAttributes(&attr, &stubs[done - 1]);
            t1 = now();
            diag("%lu kernels registered: cudaFuncGetAttributes of the last one %.0f ns", done,
                 (t1 - t0) / 2000 * 1e9);
        }
        is_int((long long)functions, (long long)cap_used("functions"),
               "round %lu: the functions table is full", round + 1);
        for (i = 0; i < units; i++)
            __cudaUnregisterFatBinary(h[i]);
        ok(cap_used("functions") == 0 && cap_used("variables") == 0 && cap_used("fatbins") == 0,
           "round %lu: every unit unregistered, the tables empty", round + 1);
        ok(cufw__rt_register_probes(&stubs[0], 0) <= 2 &&
               cufw__rt_register_probes(&stubs[functions - 1], 0) <= 2,
           "round %lu: the index is empty again (no tombstones left)", round + 1);
    }
    (void)nv;
    free(stubs);
    free(vars);
    free(w);
    free(h);
}

/* core: modules by fatbin (the same fatbin copied), and kernel slots by
 * (module, CUkernel) through cufw_kernel_open and cufw_kernel_find. */
static void test_core(void)
{
    const struct cufw_image *img = cufw_image_find("vector");
    unsigned long mods = cap_limit("modules"), kernels = cap_limit("kernels"), at[4], i;
    unsigned n = sizes(mods, at), k;
    struct cufw_image rec;
    unsigned char **copies = calloc(mods, sizeof *copies);
    cufw_module **m = calloc(mods, sizeof *m), *misc = NULL;
    cufw_kernel **ks = calloc(kernels, sizeof *ks), *found = NULL, *empty = NULL;
    unsigned long done = 0, most = 0, total = 0;
    size_t size;

    if (img == NULL || copies == NULL || m == NULL || ks == NULL)
        bail("no vector image, or out of memory");
    memcpy(&rec, img, sizeof rec);
    size = (size_t)rec.data_size;
    /* one module slot is left for misc, below */
    at[n - 1] = mods - 1;
    for (k = 0; k < n; k++) {
        for (; done < at[k]; done++) {
            if ((copies[done] = malloc(size)) == NULL)
                bail("out of memory");
            memcpy(copies[done], cufw_image_data(img), size);
            if (cufw_module_open_fatbin(copies[done], size, "copy", &m[done]) != CUFW_OK)
                bail("module %lu: %s", done, cufw_error_detail());
        }
        most = total = 0;
        for (i = 0; i < done; i++) {
            unsigned long p = cufw__module_probes(copies[i], NULL);

            total += p;
            most = p > most ? p : most;
        }
        ok(most <= MOST && (double)total / (double)done <= MEAN,
           "modules by fatbin, %lu open: %.2f cells on average, %lu at most", done,
           (double)total / (double)done, most);
    }
    for (i = 0; i < done; i++) {
        cufw_module_unload(m[i]);
        free(copies[i]);
    }

    n = sizes(kernels, at);
    /* misc's own kernel first: cufw_kernel_find finds it by name, in the
     * third image, at every size below */
    if (cufw_module_open("misc", &misc) != CUFW_OK || cufw_kernel_open(misc, "cufw_empty", &empty))
        bail("misc: %s", cufw_error_detail());
    done = 0;
    for (k = 0; k < n; k++) {
        double t0, t1;

        for (; done + 1 < at[k]; done++) {
            char name[64];

            snprintf(name, sizeof name, "cufwfake_kernel_%lu", done);
            if (cufw_kernel_open(misc, name, &ks[done]) != CUFW_OK)
                bail("%s: %s", name, cufw_error_detail());
        }
        if (cap_used("kernels") != at[k])
            bail("%lu kernels open, not %lu: %s", cap_used("kernels"), at[k], cufw_error_detail());
        most = total = 0;
        for (i = 0; i < done; i++) {
            unsigned long p = cufw__module_probes(NULL, ks[i]);

            total += p;
            most = p > most ? p : most;
        }
        ok(most <= MOST && (double)total / (double)done <= MEAN,
           "kernel slots by (module, CUkernel), %lu open: %.2f cells on average, %lu at most",
           at[k], (double)total / (double)done, most);
        t0 = now();
        for (i = 0; i < 200; i++)
            if (cufw_kernel_find("cufw_empty", &found) != CUFW_OK || found != empty)
                break;
        t1 = now();
        ok(i == 200, "%lu open: cufw_kernel_find finds misc's cufw_empty, its slot", at[k]);
        diag("%lu kernels open: cufw_kernel_find by name (the third image) %.0f ns", at[k],
             (t1 - t0) / 200 * 1e9);
        /* a name opened again finds its slot: the stand-in's lookup, then the index */
        t0 = now();
        for (i = 0; i < 200; i++)
            if (cufw_kernel_open(misc, "cufwfake_kernel_3", &found) != CUFW_OK)
                break;
        t1 = now();
        ok(i == 200 && found == ks[3], "%lu open: cufw_kernel_open finds the same slot", at[k]);
        diag("%lu kernels open: cufw_kernel_open of a name open before %.0f ns", at[k],
             (t1 - t0) / 200 * 1e9);
    }
    ok(cufw_module_unload(misc) == CUFW_OK && cap_used("kernels") == 0,
       "the module unloaded: its kernel slots freed through its chain");
    free(copies);
    free(m);
    free(ks);
}

int main(void)
{
    fake_start();
    plan_lazy();
    test_compat();
    test_core();
    return 0;
}
