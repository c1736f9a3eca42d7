# core/ -- libcufw.a: the allocation-free runtime over the Driver API, with
# the fatbin library inside.
lib_LIBRARIES += libcufw.a
libcufw_a_SOURCES = \
	$(CUFW_FATBIN_SOURCES) \
	%D%/inner.h \
	%D%/driver_list.h \
	%D%/error.c \
	%D%/capacity.c \
	%D%/driver.c \
	%D%/init.c \
	%D%/device.c \
	%D%/module.c \
	%D%/launch.c \
	%D%/memory.c \
	%D%/stream.c
libcufw_a_CFLAGS = $(AM_CFLAGS) -fvisibility=hidden -fPIC

cufwincludedir = $(includedir)/cufw
cufwinclude_HEADERS = \
	include/cufw/cufw.h \
	include/cufw/error.h \
	include/cufw/driver.h \
	include/cufw/device.h \
	include/cufw/fatbin.h \
	include/cufw/module.h \
	include/cufw/memory.h \
	include/cufw/stream.h

# What a program linking libcufw.a needs besides it.
CUFW_LIBS = libcufw.a $(LIBS)
