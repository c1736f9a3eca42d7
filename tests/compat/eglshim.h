/* SPDX-License-Identifier: MIT */
/*
 * tests/compat/eglshim.h -- what tests/compat/eglframe-t asks the driver
 * in front of the real one (tests/compat/eglshim.c), by dlsym: the shim
 * answers the Driver's three EGL frame calls itself, records what they
 * were given and hands back the frame the test chose.
 *
 * The Driver's CUeglFrame is declared in cudaEGL.h, which needs the EGL
 * headers: compat/graphics.h has it with the same layout (64 bytes),
 * which the shim and the test share.
 */
#ifndef CUFW_TESTS_COMPAT_EGLSHIM_H
#define CUFW_TESTS_COMPAT_EGLSHIM_H

#include <cuda.h>

#include "compat/graphics.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the shim's EGL calls saw last: the frame presented (the whole
 * argument, as it came), the connection, stream pointer, resource, index
 * and mip level they were given, and the calls of each so far. */
struct eglshim_seen {
    CUeglFrame presented;
    void *conn;
    void *stream;
    void *resource;
    unsigned index;
    unsigned mip_level;
    unsigned long mapped_calls;  /* cuGraphicsResourceGetMappedEglFrame */
    unsigned long present_calls; /* cuEGLStreamProducerPresentFrame */
    unsigned long return_calls;  /* cuEGLStreamProducerReturnFrame */
};

/* The frame cuGraphicsResourceGetMappedEglFrame and
 * cuEGLStreamProducerReturnFrame write from now on, and the result all
 * three return (when not CUDA_SUCCESS, nothing is written). */
typedef void eglshim_answer_fn(const CUeglFrame *frame, CUresult result);
/* A copy of what was seen. */
typedef void eglshim_seen_fn(struct eglshim_seen *out);
/* The path of the driver the shim stands in front of, "" when none. */
typedef const char *eglshim_under_fn(void);

/* The environment the shim reads: the real driver's path (else it tries
 * the usual places). */
#define EGLSHIM_UNDER "CUFW_EGLSHIM_UNDER"

#ifdef __cplusplus
}
#endif

#endif
