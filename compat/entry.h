/* SPDX-License-Identifier: MIT */
/*
 * compat/entry.h -- RT_ENTRY, and every Runtime function's definition
 * declared under the name RT_ENTRY gives it (cufw__entry_<name>, hidden),
 * from the generated list trace_list.h (and export_list.h, each file's
 * exports, for RT_EXPORTS). compat/inner.h says what RT_ENTRY
 * is for; compat/trace.c, which makes the exported names of these
 * definitions and does not include inner.h, includes this alone.
 */
#ifndef CUFW_COMPAT_ENTRY_H
#define CUFW_COMPAT_ENTRY_H

#include <cuda_profiler_api.h>
#include <cuda_runtime_api.h>

#include "abi.h"
#include "common/compiler.h"
#include "export_list.h"
#include "trace_list.h"

#define RT_ENTRY(name) cufw__entry_##name

#define RT_X_DECLARE_E(name, params, args, fmt) CUFW_HIDDEN cudaError_t cufw__entry_##name params;
#define RT_X_DECLARE_R(ret, name, params, args, fmt) CUFW_HIDDEN ret cufw__entry_##name params;
#define RT_X_DECLARE_V(name, params, args, fmt) CUFW_HIDDEN void cufw__entry_##name params;
CUFW_TRACE_RUNTIME_LIST(RT_X_DECLARE_E, RT_X_DECLARE_R, RT_X_DECLARE_V)
#undef RT_X_DECLARE_E
#undef RT_X_DECLARE_R
#undef RT_X_DECLARE_V

#endif
