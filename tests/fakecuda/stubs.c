/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/stubs.c -- every entry point of cufw/call_list.h beyond
 * the core section that the stand-in does not implement (fake.h,
 * FAKE_LIST_OWN): answered when CUFW_FAKE_LAZY=1, so that code above it
 * (compat's direct families, the trace's wrappers) runs its success path.
 *
 * A stub is made from the entry's row of core/trace_list.h -- its exact
 * parameters, and how each is read -- with this file's meaning of the
 * kinds: it goes through fake_enter like any entry point (counted, traced,
 * failing on request, CUDA_ERROR_NOT_INITIALIZED before cuInit), writes
 * zeroes to what the row calls outputs (O: one value, L and LP: the
 * elements the count allows) and succeeds. It reads no input and writes
 * nothing else: an output structure (P) keeps what the caller put there.
 */
#include "config.h"

#include <string.h>

#include <cufw/call.h> /* the types of the adapted entries */

#include "core/trace_list.h"
#include "fake.h"

#define A(x) (void)(x);
#define S(x) (void)(x);
#define P(x) (void)(x);
#define I(x, n) (void)(x);
#define N(x, type) (void)(x);
#define NO(x, type)                                                                             \
    if ((x) != NULL)                                                                            \
        memset((x), 0, sizeof *(x));
#define O(x)                                                                                    \
    if ((x) != NULL)                                                                            \
        memset((x), 0, sizeof *(x));
#define L(x, n)                                                                                 \
    if ((x) != NULL && (n) > 0)                                                                 \
        memset((x), 0, (size_t)(n) * sizeof *(x));
#define LP(x, pn)                                                                               \
    if ((x) != NULL && (pn) != NULL && *(pn) > 0)                                               \
        memset((x), 0, *(pn) * sizeof *(x));

#define FAKE_X_STUB(name, version, how, params, args, fmt)                                      \
    CUFW_CALL_IF_LAZY_##how(static CUresult CUDAAPI stub_##name params {                        \
        ENTER_WITH(FN_##name, 0);                                                               \
        fmt return CUDA_SUCCESS;                                                                \
    })
CUFW_TRACE_DRIVER_LIST(FAKE_X_STUB)
#undef FAKE_X_STUB

static const struct {
    const char *name;
    fake_any_fn fn;
} stubs[] = {
#define FAKE_X_ROW(name, version, how, params, args, fmt)                                       \
    CUFW_CALL_IF_LAZY_##how({#name, (fake_any_fn)stub_##name},)
    CUFW_TRACE_DRIVER_LIST(FAKE_X_ROW)
#undef FAKE_X_ROW
};

fake_any_fn fake_stub(const char *name)
{
    size_t i;

    for (i = 0; i < sizeof stubs / sizeof *stubs; i++)
        if (strcmp(stubs[i].name, name) == 0)
            return stubs[i].fn;
    return NULL;
}
