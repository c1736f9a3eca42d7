/* SPDX-License-Identifier: MIT */
/*
 * cufw/cufw.h -- everything of cufw's core: an allocation-free runtime over
 * the CUDA Driver API.
 *
 *   cufw/version.h the version of the headers and of the library
 *   cufw/error.h   error codes, names, messages, driver results
 *   cufw/driver.h  cufw_init, driver version, capacities
 *   cufw/device.h  devices, primary contexts, current device, sticky errors
 *   cufw/fatbin.h  fatbin containers and embedded images
 *   cufw/module.h  modules, kernels, variables, launches
 *   cufw/memory.h  allocations, copies, fills
 *   cufw/stream.h  streams, events, callbacks
 *   cufw/graph.h   graphs: capture or build a pipeline once, replay it
 *   cufw/trace.h   the live trace of Runtime and Driver calls (CUFW_TRACE)
 *
 * Every function returns CUFW_OK (0) or a CUFW_ERROR_* code; on failure
 * cufw_error_detail() says more and cufw_driver_result() gives the driver's
 * CUresult. Nothing allocates heap memory: all state lives in fixed tables
 * sized at configure time.
 */
#ifndef CUFW_CUFW_H
#define CUFW_CUFW_H

#include <cufw/version.h>
#include <cufw/error.h>
#include <cufw/driver.h>
#include <cufw/device.h>
#include <cufw/fatbin.h>
#include <cufw/module.h>
#include <cufw/memory.h>
#include <cufw/stream.h>
#include <cufw/graph.h>
#include <cufw/trace.h>

#endif
