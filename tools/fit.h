/* SPDX-License-Identifier: MIT */
/*
 * tools/fit.h -- cufw-fatbin --fit: what a program's registration will ask
 * of cufw's fixed tables, counted from the file before it runs.
 */
#ifndef CUFW_TOOLS_FIT_H
#define CUFW_TOOLS_FIT_H

#include <stddef.h>

#include <cufw/fatbin.h>

/* What one file (a program, a shared object, an object or a static
 * archive of objects) will register. */
struct fit_counts {
    unsigned long fatbins;       /* nvcc's fatbin wrappers: __cudaRegisterFatBinary calls */
    unsigned long functions;     /* kernels: __cudaRegisterFunction calls */
    unsigned long variables;     /* __device__, __constant__, __managed__: __cudaRegister*Var */
    unsigned long images;        /* cufw-embed images (core modules) */
    unsigned long image_kernels; /* their kernels, the most any one cufw_kernel_find could open */
    unsigned long objects;       /* ELF files read (archive members included) */
    int have_segment;            /* some file had a .nvFatBinSegment */
};

/* Decompress e's payload into out (uncompressed_size bytes): cufw-fatbin's
 * own. Returns 0, or -1 with the reason in why. */
int fatbin_decompress(const struct cufw_fatbin_entry *e, unsigned char *out, char *why,
                      size_t whysz);

/* Add what buf[0..len) -- an ELF file or an ar archive of them -- will
 * register to *c. Returns 0, or -1 after one line naming file and what is
 * wrong with it. */
int fit_count(const char *file, const unsigned char *buf, size_t len, struct fit_counts *c);

/* The kernels and variables of one cubin (ELF of a fatbin entry): its
 * entry functions (STT_FUNC marked STO_CUDA_ENTRY) and its variables
 * (STT_OBJECT in .nv.global* or a .nv.constantN bank other than the
 * parameters' bank 0; not the compiler's '$' names nor a function's
 * statics). Returns 0, or -1 when it is not a sound 64-bit little-endian
 * ELF file. */
int fit_cubin(const unsigned char *buf, size_t len, unsigned long *kernels,
              unsigned long *variables);

/* The same for a PTX text: its .entry directives and its module-scope
 * .global and .const variables. */
void fit_ptx(const unsigned char *buf, size_t len, unsigned long *kernels,
             unsigned long *variables);

/* --fit: count FILES together (one program, or the libraries one
 * program links), check the counts against the capacities (capacities:
 * --capacities' NAME=N list, or NULL: the ones the first linked program's
 * cufw recorded, else this tool's), print the verdict. Returns the exit
 * status: 0 fits, 2 does not fit, 1 bad input. */
int fit_main(char *const *files, int nfiles, const char *capacities);

#endif
