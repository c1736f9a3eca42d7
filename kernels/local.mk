# SPDX-License-Identifier: MIT
# kernels/ -- CUDA kernels compiled by nvcc to fatbins and embedded by
# cufw-embed. The image objects are linked into programs directly (not from
# an archive): nothing refers to them by symbol, cufw finds them in the
# cufw_images section. An image is an assembler source, NAME-asm-image.S (the
# fatbin read by .incbin: fast at any size), where configure found that the
# assembler takes it, else a C source, NAME-image.c; cufw-embed takes the
# format from the name it writes. (The names differ because automake wants
# one source per object name, under any condition.)
CUFW_KERNEL_FATBINS = %D%/vector.fatbin %D%/reduce.fatbin %D%/misc.fatbin
if CUFW_EMBED_ASM
CUFW_KERNEL_IMAGES = %D%/vector-asm-image.S %D%/reduce-asm-image.S %D%/misc-asm-image.S
else
CUFW_KERNEL_IMAGES = %D%/vector-image.c %D%/reduce-image.c %D%/misc-image.c
endif
EXTRA_DIST += %D%/vector.cu %D%/reduce.cu %D%/misc.cu
CLEANFILES += $(CUFW_KERNEL_FATBINS) %D%/*-image.c %D%/*-image.S

# gencode.stamp (configure) changes with the architectures: see configure.ac.
DISTCLEANFILES += %D%/gencode.stamp
%D%/vector.fatbin: %D%/vector.cu %D%/gencode.stamp
	$(AM_V_NVCC)$(NVCC) -fatbin $(NVCC_GENCODE) $(NVCC_FLAGS) -o $@ $(srcdir)/%D%/vector.cu
%D%/reduce.fatbin: %D%/reduce.cu %D%/gencode.stamp
	$(AM_V_NVCC)$(NVCC) -fatbin $(NVCC_GENCODE) $(NVCC_FLAGS) -o $@ $(srcdir)/%D%/reduce.cu
%D%/misc.fatbin: %D%/misc.cu %D%/gencode.stamp
	$(AM_V_NVCC)$(NVCC) -fatbin $(NVCC_GENCODE) $(NVCC_FLAGS) -o $@ $(srcdir)/%D%/misc.cu

%D%/vector-asm-image.S %D%/vector-image.c: %D%/vector.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) --name vector -o $@ %D%/vector.fatbin
%D%/reduce-asm-image.S %D%/reduce-image.c: %D%/reduce.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) --name reduce -o $@ %D%/reduce.fatbin
%D%/misc-asm-image.S %D%/misc-image.c: %D%/misc.fatbin $(CUFW_EMBED)
	$(AM_V_EMBED)$(CUFW_EMBED) --name misc -o $@ %D%/misc.fatbin

# Compiled once, through a helper archive nobody links; programs take the
# objects themselves.
noinst_LIBRARIES += %D%/libcufw_kernels.a
nodist_kernels_libcufw_kernels_a_SOURCES = $(CUFW_KERNEL_IMAGES)
kernels_libcufw_kernels_a_CFLAGS = $(AM_CFLAGS)
kernels_libcufw_kernels_a_CCASFLAGS = $(AM_CCASFLAGS)
if CUFW_EMBED_ASM
CUFW_KERNEL_OBJS = \
	%D%/libcufw_kernels_a-vector-asm-image.$(OBJEXT) \
	%D%/libcufw_kernels_a-reduce-asm-image.$(OBJEXT) \
	%D%/libcufw_kernels_a-misc-asm-image.$(OBJEXT)
else
CUFW_KERNEL_OBJS = \
	%D%/libcufw_kernels_a-vector-image.$(OBJEXT) \
	%D%/libcufw_kernels_a-reduce-image.$(OBJEXT) \
	%D%/libcufw_kernels_a-misc-image.$(OBJEXT)
endif
