# SPDX-License-Identifier: MIT
# fatbin/ -- the fatbin container library (part of libcufw.a): no driver,
# no allocation.
CUFW_FATBIN_SOURCES = \
	%D%/container.c \
	%D%/select.c \
	%D%/elf.c \
	%D%/image.c \
	%D%/inner.h
