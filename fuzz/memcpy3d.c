/* SPDX-License-Identifier: MIT */
/*
 * fuzz/memcpy3d.c -- compat's cudaMemcpy3DParms -> CUDA_MEMCPY3D
 * conversion (compat/direct/array_copy.c, array.h), driven through
 * cudaMemcpy3D, cudaMemcpy3DAsync, cudaMemcpy3D_ptds, cudaMemcpy3DPeer
 * and cudaMemcpy3DPeerAsync on the stand-in driver behind the shim
 * (fuzz/rt.h).
 *
 * Input: byte 0 the function (low 3 bits; bit 7: a NULL parameter
 * structure), then two array descriptors (arrays of any format, channel
 * count and extent, made in the shim), the parameters (each side NULL, one
 * of the two arrays, a bogus handle, with a pointer or none; positions,
 * pitches, extent and kind as fuzz_num gives them), then a peer copy's two
 * devices.
 *
 * Checks: the code is the one array.h's rules give, written out again in
 * fuzz/rt.c with 128-bit products; a refused copy is the thread's last
 * error and reaches no driver entry point; an accepted one reaches its
 * entry point exactly once (none for an empty extent), with every field of
 * the CUDA_MEMCPY3D as computed -- no byte count or offset wrapped around;
 * a peer copy carries both devices' primary contexts, the same one exactly
 * when the devices are.
 */
#include "config.h"

#include <string.h>

#include "rt.h"

/* the per-thread default stream form, which cuda_runtime_api.h declares
 * only under --default-stream per-thread, by its exported name */
cudaError_t cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p);

enum form { SYNC, ASYNC, PTDS, PEER, PEER_ASYNC, NFORMS };

static const char *const form_name[NFORMS] = {
    "cudaMemcpy3D", "cudaMemcpy3DAsync", "cudaMemcpy3D_ptds", "cudaMemcpy3DPeer",
    "cudaMemcpy3DPeerAsync",
};
/* the entry point each reaches */
static const char *const entry_name[NFORMS] = {
    "cuMemcpy3D", "cuMemcpy3DAsync", "cuMemcpy3DAsync", "cuMemcpy3DPeer", "cuMemcpy3DPeerAsync",
};

static int device(struct fuzz_in *in)
{
    unsigned b = fuzz_byte(in);

    return b < 0xf0 ? (int)(b % 3) : (int)fuzz_num(in);
}

static cudaError_t call(enum form f, const struct cudaMemcpy3DParms *p,
                        const struct cudaMemcpy3DPeerParms *q)
{
    switch (f) {
    case SYNC:
        return cudaMemcpy3D(p);
    case ASYNC:
        return cudaMemcpy3DAsync(p, NULL);
    case PTDS:
        return cudaMemcpy3D_ptds(p);
    case PEER:
        return cudaMemcpy3DPeer(q);
    default:
        return cudaMemcpy3DPeerAsync(q, NULL);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fuzz_in in = {data, size};
    CUDA_ARRAY3D_DESCRIPTOR da, db;
    struct cudaMemcpy3DParms p;
    struct cudaMemcpy3DPeerParms q;
    CUDA_MEMCPY3D want, seen;
    cudaArray_t a, b;
    cudaError_t e, expect, devices = cudaSuccess;
    unsigned first = fuzz_byte(&in);
    enum form f = (enum form)((first & 7) % NFORMS);
    int null = (first & 0x80) != 0, made = 0;
    unsigned long before;
    const char *what = form_name[f];

    fuzz_rt_start();
    fuzz_array_descriptor(&in, &da);
    fuzz_array_descriptor(&in, &db);
    a = fuzz_array(&da);
    b = fuzz_array(&db);
    fuzz_copy_params(&in, a, b, &p);
    memset(&q, 0, sizeof q);
    q.srcArray = p.srcArray;
    q.srcPos = p.srcPos;
    q.srcPtr = p.srcPtr;
    q.srcDevice = device(&in);
    q.dstArray = p.dstArray;
    q.dstPos = p.dstPos;
    q.dstPtr = p.dstPtr;
    q.dstDevice = device(&in);
    q.extent = p.extent;
    if (q.srcDevice < 0 || q.srcDevice > 1 || q.dstDevice < 0 || q.dstDevice > 1)
        devices = cudaErrorInvalidDevice;

    cudaGetLastError();
    fuzz_log_reset();
    before = fuzz_rt_driver_calls();
    e = call(f, null ? NULL : &p, null ? NULL : &q);
    if (null) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
    } else {
        expect = fuzz_copy_expect(&p, f >= PEER ? FUZZ_COPY_PEER : FUZZ_COPY_3D, devices, &made,
                                  &want);
        if (expect != cudaSuccess) {
            fuzz_refused(what, e, expect, before);
        } else {
            fuzz_accepted(what, e);
            FUZZ_CHECK(fuzz_rt_driver_calls() - before == (unsigned long)made,
                       "%s: %lu driver calls, not %d", what, fuzz_rt_driver_calls() - before,
                       made);
            if (made) {
                FUZZ_CHECK(fuzz_log.n == 1 && strcmp(fuzz_log.calls[0].name, entry_name[f]) == 0,
                           "%s: the copy reached %s", what, fuzz_log.calls[0].name);
                seen = fuzz_log.calls[0].u.copy3d;
                if (f >= PEER) {
                    /* the primary contexts of the two devices */
                    FUZZ_CHECK(seen.reserved0 != NULL && seen.reserved1 != NULL &&
                                   (seen.reserved0 == seen.reserved1) ==
                                       (q.srcDevice == q.dstDevice),
                               "%s: contexts %p and %p for devices %d and %d", what,
                               seen.reserved0, seen.reserved1, q.srcDevice, q.dstDevice);
                    seen.reserved0 = seen.reserved1 = NULL;
                }
                fuzz_copy_same(what, &seen, &want);
            }
        }
    }
    fuzz_arrays_free();
    return 0;
}
