# SPDX-License-Identifier: MIT
# tests/reliability/ -- core without a GPU, on the stand-in driver
# (tests/fakecuda): every driver call made to fail, startup failures,
# capacities, stale handles, threads, and every row of docs/errors.md.
# Each program points CUFW_LIBCUDA at the stand-in itself (fakectl.c), so
# nothing here changes what the other tests load. Scenarios that need a
# fresh process (startup failures) fork or are programs of their own.
check_LIBRARIES += %D%/libfakectl.a
tests_reliability_libfakectl_a_SOURCES = \
	%D%/fakectl.c %D%/fakectl.h %D%/tracectl.c %D%/badinput.c %D%/badinput.h
RELIABILITY_LDADD = $(CUFW_KERNEL_OBJS) %D%/libfakectl.a $(TAP_LIBS) $(CUFW_LIBS) -lm
RELIABILITY_TESTS = \
	%D%/cycle-t \
	%D%/inject-t \
	%D%/startup-t \
	%D%/driverpath-t \
	%D%/secure-t \
	%D%/capacity-t \
	%D%/handles-t \
	%D%/stale-t \
	%D%/race-t \
	%D%/churn-t \
	%D%/badinput-driver-t \
	%D%/badinput-device-t \
	%D%/badinput-fatbin-t \
	%D%/badinput-module-t \
	%D%/badinput-memory-t \
	%D%/badinput-stream-t \
	%D%/badinput-interop-t \
	%D%/trace-t \
	%D%/trace-wrappers-t \
	%D%/trace-arrays-t \
	%D%/trace-target-t \
	%D%/register-t \
	%D%/lookup-t \
	%D%/footprint-t \
	%D%/nograph-t \
	%D%/firmware-t \
	%D%/firmware-rt-t \
	%D%/unrunnable-t
check_PROGRAMS += $(RELIABILITY_TESTS)
TESTS += $(RELIABILITY_TESTS)
tests_reliability_cycle_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_inject_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_startup_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_driverpath_t_LDADD = $(RELIABILITY_LDADD) -lpthread
tests_reliability_secure_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_capacity_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_handles_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_stale_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_race_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_churn_t_LDADD = $(RELIABILITY_LDADD) -lpthread
tests_reliability_badinput_driver_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_badinput_device_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_badinput_fatbin_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_badinput_module_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_badinput_memory_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_badinput_stream_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_badinput_interop_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_nograph_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_firmware_t_LDADD = $(RELIABILITY_LDADD)
tests_reliability_unrunnable_t_LDADD = $(RELIABILITY_LDADD)
# the Runtime too: the trace's lines of Runtime calls and their Driver calls
tests_reliability_trace_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
tests_reliability_trace_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a
# every generated wrapper, Runtime and Driver, with the trace on, and the
# calls with arrays issue 25 (N2) named
TRACE_RT_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
TRACE_RT_DEPS = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a
tests_reliability_trace_wrappers_t_LDADD = $(TRACE_RT_LDADD)
tests_reliability_trace_wrappers_t_DEPENDENCIES = $(TRACE_RT_DEPS)
tests_reliability_trace_arrays_t_LDADD = $(TRACE_RT_LDADD)
tests_reliability_trace_arrays_t_DEPENDENCIES = $(TRACE_RT_DEPS)
# where the trace writes: cufw/trace.h's line builder alone, no driver
tests_reliability_trace_target_t_LDADD = $(TAP_LIBS) $(CUFW_LIBS)
# compat's registrations with its tables full
tests_reliability_register_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
tests_reliability_register_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a
# what a lookup costs as compat's and core's tables fill (issue 27, item 2)
tests_reliability_lookup_t_LDADD = $(CUFW_KERNEL_OBJS) %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
tests_reliability_lookup_t_DEPENDENCIES = $(CUFW_KERNEL_OBJS) %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a
# what the unused slots cost: .bss pages resident after a first launch
tests_reliability_footprint_t_LDADD = $(CUFW_KERNEL_OBJS) %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
tests_reliability_footprint_t_DEPENDENCIES = $(CUFW_KERNEL_OBJS) %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a
# compat's firmware mode: the first Runtime call loads and resolves everything
tests_reliability_firmware_rt_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
# compat's firmware path is its own object, linked only when asked for
tests_reliability_firmware_rt_t_LDFLAGS = $(AM_LDFLAGS) -Wl,--undefined=cufw_cudart_firmware
tests_reliability_firmware_rt_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# cudaSetValidDevices: the device of the threads that did not choose one
check_PROGRAMS += %D%/hostvar-rt-t
TESTS += %D%/hostvar-rt-t
tests_reliability_hostvar_rt_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
tests_reliability_hostvar_rt_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a
check_PROGRAMS += %D%/validdevices-t
TESTS += %D%/validdevices-t
tests_reliability_validdevices_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
tests_reliability_validdevices_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# the Runtime on the toolkit's stub libcuda (the stand-in as one)
check_PROGRAMS += %D%/stub-rt-t
TESTS += %D%/stub-rt-t
tests_reliability_stub_rt_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -lpthread
tests_reliability_stub_rt_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# cufw-info end to end on the stand-in driver.
dist_check_SCRIPTS += %D%/info-t.sh
TESTS += %D%/info-t.sh

EXTRA_DIST += %D%/README.md
# secure-t's set-user-ID copies, should one be left behind
CLEANFILES += %D%/secure-t.copy.*

# compat's 3D size arithmetic on the stand-in driver (issue 25, N5), with
# a shim in front of it for the array, 3D-copy and graph-memcpy entry
# points the stand-in lacks
check_PROGRAMS += %D%/arrayshim.so %D%/sizes3d-t
tests_reliability_arrayshim_so_SOURCES = %D%/arrayshim.c
tests_reliability_arrayshim_so_CFLAGS = $(AM_CFLAGS) -fPIC
tests_reliability_arrayshim_so_LDFLAGS = $(AM_LDFLAGS) -shared -fPIC -Wl,-z,defs
tests_reliability_arrayshim_so_LDADD = -ldl
TESTS += %D%/sizes3d-t
tests_reliability_sizes3d_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -ldl \
	-lpthread
tests_reliability_sizes3d_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# compat's execution contexts (CUDA 13.1: compat/direct/context.c) on the
# stand-in's green contexts
check_PROGRAMS += %D%/context-t
TESTS += %D%/context-t
tests_reliability_context_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) \
	-lpthread
tests_reliability_context_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# compat's host functions with a sync mode (CUDA 13.2: compat/direct/stream_attr.c),
# the Driver's second ABI of cuLaunchHostFunc
check_PROGRAMS += %D%/hostfunc-t
TESTS += %D%/hostfunc-t
tests_reliability_hostfunc_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) \
	-lpthread
tests_reliability_hostfunc_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# compat's Runtime functions of CUDA 13.2 to 13.4 over memory and kernels
check_PROGRAMS += %D%/cuda13x-t
TESTS += %D%/cuda13x-t
tests_reliability_cuda13x_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) \
	-lpthread
tests_reliability_cuda13x_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# compat built with CUDA 12.x: 12.x's cudaDeviceProp, its names 13.0 removed,
# its _v2/_v3 forms (skips with 13.x)
check_PROGRAMS += %D%/cuda12x-t
TESTS += %D%/cuda12x-t
tests_reliability_cuda12x_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) \
	-lpthread
tests_reliability_cuda12x_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# compat's graph functions of CUDA 13.1 and 13.2, with a shim in front of the
# stand-in for the graph entry points it has none of (nograph-t)
check_PROGRAMS += %D%/graphshim.so %D%/graphid-t
tests_reliability_graphshim_so_SOURCES = %D%/graphshim.c
tests_reliability_graphshim_so_CFLAGS = $(AM_CFLAGS) -fPIC
tests_reliability_graphshim_so_LDFLAGS = $(AM_LDFLAGS) -shared -fPIC -Wl,-z,defs
tests_reliability_graphshim_so_LDADD = -ldl
TESTS += %D%/graphid-t
tests_reliability_graphid_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) -ldl \
	-lpthread
tests_reliability_graphid_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a

# the Runtime's calls as NVTX ranges, seen by an NVTX tool of the test's
# own (nvtxtool.so, loaded by NVTX from NVTX_INJECTION64_PATH)
check_PROGRAMS += %D%/nvtx-t
TESTS += %D%/nvtx-t
tests_reliability_nvtx_t_LDADD = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a $(CUFW_LIBS) \
	-lpthread -ldl
tests_reliability_nvtx_t_DEPENDENCIES = %D%/libfakectl.a $(TAP_LIBS) libcufw_cudart.a libcufw.a
if CUFW_HAVE_NVTX
check_PROGRAMS += %D%/nvtxtool.so
tests_reliability_nvtxtool_so_SOURCES = %D%/nvtxtool.c
tests_reliability_nvtxtool_so_CPPFLAGS = $(AM_CPPFLAGS) $(CUDA_CPPFLAGS)
tests_reliability_nvtxtool_so_CFLAGS = $(AM_CFLAGS) -fPIC
tests_reliability_nvtxtool_so_LDFLAGS = $(AM_LDFLAGS) -shared -fPIC -Wl,-z,defs
else
EXTRA_DIST += %D%/nvtxtool.c
endif
