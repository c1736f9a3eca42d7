/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/module.c -- libraries, kernels, variables and launches.
 *
 * IMPLEMENTATION NOTES
 * cuLibraryLoadData accepts a fatbin container only (magic 0xBA55ED50,
 * version 1, a sane header), else CUDA_ERROR_INVALID_IMAGE. It reads the
 * first container, trusting its sizes as the real driver must (it gets no
 * length), and looks for an entry an sm_90 device can load: an ELF for
 * sm_90 (or sm_90a), or PTX for compute_90 or older; none is
 * CUDA_ERROR_NO_BINARY_FOR_GPU. Of those it takes the one the driver would
 * load (the first cubin, else the newest PTX) and searches it for the known
 * kernel and variable names (kernels.c), decompressed with libzstd or liblz4
 * when configure found them; a name belongs to the library when it occurs
 * there as a whole identifier. nvcc compresses PTX more often than cubins,
 * so reading the one entry keeps what a library holds the same with or
 * without the decompressors. An entry the fake cannot decompress counts as
 * holding every known name (cufwfake_names_known tells a test so). Names
 * that start with "cufwfake_" exist in every library (see fake.h).
 *
 * A CUkernel is a struct fake_kernel; cuKernelGetFunction returns the same
 * pointer as the CUfunction. Launches run the host kernel at once on the
 * calling thread after the checks the driver makes (context, stream,
 * dimensions, shared memory, parameters); a kernel that touches memory
 * outside every allocation sets the context's sticky error, which later
 * calls in that context return until it is reset. Unloaded libraries and
 * their kernels leave the registry (stale handles are
 * CUDA_ERROR_INVALID_HANDLE) but are not freed: they are kept on a list.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef HAVE_ZSTD
#include <zstd.h>
#endif
#ifdef HAVE_LZ4
#include <lz4.h>
#endif

#include "fake.h"
#include "control.h"

#define FATBIN_MAGIC 0xBA55ED50u
#define KIND_PTX 1u
#define KIND_ELF 2u
#define FLAG_LZ4 0x2000ull
#define FLAG_ZSTD 0x8000ull
#define FLAG_ARCH_SPECIFIC 0x100000ull
#define FLAG_FAMILY_SPECIFIC 0x200000ull
#define MAX_UNCOMPRESSED (256u << 20)
#define SYNTH_VAR_BYTES 64u

struct synth {
    char name[128];
    struct fake_kernel *kernel;
    void *var[2]; /* device, managed */
};

struct fake_library {
    struct fake_handle h;
    int alive;
    unsigned char *present;       /* fake_nkdefs + fake_nvdefs flags */
    struct fake_kernel **kernels; /* per kdef, made on first lookup */
    void **globals;               /* per vdef, NULL when absent */
    struct synth *synth;
    unsigned nsynth, capsynth;
    unsigned *synth_index; /* synth indices + 1 by name hash, 2 * capsynth cells */
    unsigned char *text; /* a copy of the entry loaded, when readable */
    size_t text_len;
    struct fake_library *next_dead;
};

/* Unloaded libraries, kept (a launch on another thread may still be
 * running one of their kernels) and reachable. */
static struct fake_library *graveyard;

struct fake_kernel {
    struct fake_handle h;
    struct fake_library *lib;
    const struct fake_kdef *def;
    int max_dynamic_smem[FAKE_MAX_DEVICES];
    int carveout[FAKE_MAX_DEVICES];
    CUfunc_cache cache[FAKE_MAX_DEVICES];
};

static const struct fake_kdef synthetic_kdef = {"(cufwfake_ kernel)", 0, 8, 0, NULL};

static uint32_t rd32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t rd64(const unsigned char *p)
{
    return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32;
}

static int ident_char(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '$';
}

/* name occurs in buf[0..len) as a whole identifier */
static int has_name(const unsigned char *buf, size_t len, const char *name)
{
    size_t n = strlen(name), i;

    for (i = 0; n <= len && i <= len - n; i++) {
        if (buf[i] != (unsigned char)name[0] || memcmp(buf + i, name, n) != 0)
            continue;
        if ((i == 0 || !ident_char(buf[i - 1])) && (i + n == len || !ident_char(buf[i + n])))
            return 1;
    }
    return 0;
}

/* The payload of an entry, decompressed when needed; *owned to free. NULL
 * when it cannot be read (then every name counts as present). */
static const unsigned char *payload(const unsigned char *e, uint32_t hsize, uint64_t padded,
                                    size_t *len, void **owned)
{
    uint64_t flags = rd64(e + 40), size = rd64(e + 56);
    const unsigned char *p = e + hsize;
    uint32_t csize = rd32(e + 16);

    *owned = NULL;
    if (!(flags & (FLAG_LZ4 | FLAG_ZSTD))) {
        *len = (size_t)padded;
        return p;
    }
    if (size == 0 || size > MAX_UNCOMPRESSED || csize == 0 || csize > padded)
        return NULL;
#ifdef HAVE_ZSTD
    if (flags & FLAG_ZSTD) {
        size_t got;

        if ((*owned = malloc((size_t)size)) == NULL)
            return NULL;
        got = ZSTD_decompress(*owned, (size_t)size, p, csize);
        if (ZSTD_isError(got)) {
            free(*owned);
            *owned = NULL;
            return NULL;
        }
        *len = got;
        return *owned;
    }
#endif
#ifdef HAVE_LZ4
    if (flags & FLAG_LZ4) {
        int got;

        if ((*owned = malloc((size_t)size)) == NULL)
            return NULL;
        got = LZ4_decompress_safe((const char *)p, *owned, (int)csize, (int)size);
        if (got < 0) {
            free(*owned);
            *owned = NULL;
            return NULL;
        }
        *len = (size_t)got;
        return *owned;
    }
#endif
    return NULL;
}

static int usable(uint32_t kind, uint32_t arch, uint64_t flags)
{
    unsigned dev = FAKE_CC_MAJOR * 10 + FAKE_CC_MINOR;

    if (kind == KIND_ELF)
        return arch == dev;
    if (kind != KIND_PTX || arch > dev)
        return 0;
    if ((flags & FLAG_ARCH_SPECIFIC) && arch != dev)
        return 0;
    if ((flags & FLAG_FAMILY_SPECIFIC) && arch / 10 != FAKE_CC_MAJOR)
        return 0;
    return 1;
}

/* Check the container and find the entry the driver would load (see the
 * notes above): *entry, its header size and padded payload size. */
static CUresult pick(const unsigned char *f, const unsigned char **entry, uint32_t *ehsize,
                     uint64_t *epadded)
{
    uint32_t hsize = (uint32_t)(f[6] | f[7] << 8), best_arch = 0;
    uint64_t body = rd64(f + 8), pos;
    int best_elf = 0;

    if (rd32(f) != FATBIN_MAGIC || (f[4] | f[5] << 8) != 1 || hsize < 16 || body < 64 ||
        body > (1ull << 40))
        return CUDA_ERROR_INVALID_IMAGE;
    *entry = NULL;
    for (pos = 0; pos + 64 <= body;) {
        const unsigned char *e = f + hsize + pos;
        uint32_t kind = (uint32_t)(e[0] | e[1] << 8), arch = rd32(e + 28), eh = rd32(e + 4);
        uint64_t padded = rd64(e + 8);

        if (eh < 64 || eh > body - pos || padded > body - pos - eh)
            return CUDA_ERROR_INVALID_IMAGE;
        /* the first cubin for the device, else the newest PTX it can JIT */
        if (usable(kind, arch, rd64(e + 40)) && !best_elf &&
            (*entry == NULL || kind == KIND_ELF || arch > best_arch)) {
            *entry = e;
            *ehsize = eh;
            *epadded = padded;
            best_arch = arch;
            best_elf = kind == KIND_ELF;
        }
        pos += eh + padded;
    }
    return *entry != NULL ? CUDA_SUCCESS : CUDA_ERROR_NO_BINARY_FOR_GPU;
}

/* The known names in the entry the driver would load: present[i] for
 * kernel i, then variable i; *text (to free) a copy of that entry when it
 * can be read, so that a name it holds but the stand-in cannot run is told
 * apart from one it does not hold. */
static CUresult scan(const unsigned char *f, unsigned char *present, unsigned char **text,
                     size_t *text_len)
{
    const unsigned char *e, *data;
    uint32_t ehsize = 0;
    uint64_t padded = 0;
    unsigned i, nnames = fake_nkdefs + fake_nvdefs;
    size_t len = 0;
    void *owned;
    CUresult r = pick(f, &e, &ehsize, &padded);

    if (r != CUDA_SUCCESS)
        return r;
    data = payload(e, ehsize, padded, &len, &owned);
    for (i = 0; i < nnames; i++) {
        const char *name = i < fake_nkdefs ? fake_kdefs[i].name : fake_vdefs[i - fake_nkdefs].name;

        present[i] = data == NULL || has_name(data, len, name);
    }
    *text = data != NULL ? malloc(len) : NULL;
    if (*text != NULL) {
        memcpy(*text, data, len);
        *text_len = len;
    }
    free(owned);
    return CUDA_SUCCESS;
}

/* see control.h */
FAKE_EXPORT int cufwfake_names_known(const void *fatbin)
{
    const unsigned char *e;
    uint32_t ehsize = 0;
    uint64_t padded = 0;
    size_t len = 0;
    void *owned;
    int known;

    if (fatbin == NULL || pick(fatbin, &e, &ehsize, &padded) != CUDA_SUCCESS)
        return -1;
    known = payload(e, ehsize, padded, &len, &owned) != NULL;
    free(owned);
    return known;
}

/* ------------------------------------------------------------ libraries */

static void *new_global(size_t size)
{
    struct fake_alloc a;

    memset(&a, 0, sizeof a);
    a.block = calloc(1, size);
    if (a.block == NULL)
        return NULL;
    a.base = (uintptr_t)a.block;
    a.size = size;
    a.kind = M_GLOBAL;
    a.device = -1;
    if (fake_mem_add(&a) != 0) {
        free(a.block);
        return NULL;
    }
    return a.block;
}

static void drop_global(void *p)
{
    struct fake_alloc *a = p != NULL ? fake_mem_at((uintptr_t)p) : NULL;

    if (a != NULL)
        fake_mem_del(a);
}

/* the options of the last load (cufwfake_last_load) */
static struct cufwfake_load last_load;

/* Keep what a load was given besides the image. */
static void record_load(const CUjit_option *jit, void *const *jit_values, unsigned jit_count,
                        const CUlibraryOption *opts, void *const *values, unsigned count)
{
    struct cufwfake_load l;
    const char *const *names = NULL;
    void *const *addresses = NULL;
    unsigned i;

    memset(&l, 0, sizeof l);
    l.jit_count = jit_count;
    l.library_count = count;
    for (i = 0; i < jit_count && i < CUFWFAKE_LOAD_MAX; i++) {
        l.jit[i] = (int)jit[i];
        l.jit_values[i] = jit_values[i];
    }
    for (i = 0; i < jit_count; i++) {
        if (jit[i] == CU_JIT_GLOBAL_SYMBOL_NAMES)
            names = (const char *const *)jit_values[i];
        else if (jit[i] == CU_JIT_GLOBAL_SYMBOL_ADDRESSES)
            addresses = (void *const *)jit_values[i];
        else if (jit[i] == CU_JIT_GLOBAL_SYMBOL_COUNT)
            l.symbols = (unsigned)(uintptr_t)jit_values[i];
    }
    for (i = 0; i < l.symbols && i < CUFWFAKE_LOAD_MAX; i++) {
        if (names != NULL && names[i] != NULL)
            snprintf(l.names[i], sizeof l.names[i], "%s", names[i]);
        if (addresses != NULL)
            l.addresses[i] = addresses[i];
    }
    for (i = 0; i < count && i < CUFWFAKE_LOAD_MAX; i++) {
        l.library[i] = (int)opts[i];
        l.library_values[i] = values[i];
    }
    for (i = 0; i < count; i++)
        if (opts[i] == CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE && values[i] != NULL)
            memcpy(l.table, values[i], sizeof l.table);
    LOCK();
    l.loads = last_load.loads + 1;
    last_load = l;
    UNLOCK();
}

FAKE_EXPORT void cufwfake_last_load(struct cufwfake_load *out)
{
    LOCK();
    *out = last_load;
    UNLOCK();
}

/* whether a load's option arrays are there for their counts */
static int options_ok(const CUjit_option *jit, void *const *jit_values, unsigned jit_count,
                      const CUlibraryOption *opts, void *const *values, unsigned count)
{
    return (jit_count == 0 || (jit != NULL && jit_values != NULL)) &&
           (count == 0 || (opts != NULL && values != NULL));
}

static CUresult load_data(CUlibrary *library, const void *code, CUjit_option *jitOptions,
                          void **jitOptionsValues, unsigned int numJitOptions,
                          CUlibraryOption *libraryOptions, void **libraryOptionValues,
                          unsigned int numLibraryOptions)
{
    struct fake_library *lib;
    unsigned i;
    CUresult r;

    if (library == NULL || code == NULL ||
        !options_ok(jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                    libraryOptionValues, numLibraryOptions))
        return CUDA_ERROR_INVALID_VALUE;
    lib = calloc(1, sizeof *lib);
    if (lib == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    lib->present = calloc(fake_nkdefs + fake_nvdefs, 1);
    lib->kernels = calloc(fake_nkdefs, sizeof *lib->kernels);
    lib->globals = calloc(fake_nvdefs, sizeof *lib->globals);
    if (lib->present == NULL || lib->kernels == NULL || lib->globals == NULL) {
        r = CUDA_ERROR_OUT_OF_MEMORY;
        goto fail;
    }
    r = scan(code, lib->present, &lib->text, &lib->text_len);
    if (r != CUDA_SUCCESS)
        goto fail;
    LOCK();
    for (i = 0; i < fake_nvdefs; i++) {
        if (lib->present[fake_nkdefs + i] &&
            (lib->globals[i] = new_global(fake_vdefs[i].size)) == NULL) {
            while (i-- > 0)
                drop_global(lib->globals[i]);
            UNLOCK();
            r = CUDA_ERROR_OUT_OF_MEMORY;
            goto fail;
        }
    }
    lib->alive = 1;
    fake_reg_add(&lib->h, K_LIBRARY, NULL);
    UNLOCK();
    *library = (CUlibrary)(void *)lib;
    return CUDA_SUCCESS;
fail:
    free(lib->text);
    free(lib->present);
    free(lib->synth_index);
    free(lib->kernels);
    free(lib->globals);
    free(lib);
    return r;
}

CUresult cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions,
                           void **jitOptionsValues, unsigned int numJitOptions,
                           CUlibraryOption *libraryOptions, void **libraryOptionValues,
                           unsigned int numLibraryOptions)
{
    /* recorded before a failure injected here, as what reached the driver */
    if (options_ok(jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                   libraryOptionValues, numLibraryOptions))
        record_load(jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                    libraryOptionValues, numLibraryOptions);
    ENTER(cuLibraryLoadData);
    return load_data(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions,
                     libraryOptionValues, numLibraryOptions);
}

/* Lock taken: the live library or kernel behind handle, or NULL. The
 * caller unlocks. */
static struct fake_library *lock_library(CUlibrary handle)
{
    LOCK();
    return fake_reg_find(handle, K_LIBRARY);
}

static struct fake_kernel *lock_kernel(const void *handle)
{
    LOCK();
    return fake_reg_find(handle, K_KERNEL);
}

/* Lock taken: the device checked, then the kernel behind handle. The caller
 * unlocks. */
static CUresult lock_kernel_on(const void *handle, CUdevice dev, struct fake_kernel **k)
{
    LOCK();
    if (!fake_device_ok(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    *k = fake_reg_find(handle, K_KERNEL);
    return *k != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

/* Lock taken: the current context checked, then the kernel behind handle.
 * The caller unlocks. */
static CUresult lock_current_kernel(const void *handle, struct fake_ctx **c,
                                    struct fake_kernel **k)
{
    CUresult r;

    LOCK();
    r = fake_current(c);
    if (r == CUDA_SUCCESS && (*k = fake_reg_find(handle, K_KERNEL)) == NULL)
        r = CUDA_ERROR_INVALID_HANDLE;
    return r;
}

CUresult cuLibraryUnload(CUlibrary library)
{
    struct fake_library *lib;
    unsigned i;

    ENTER(cuLibraryUnload);
    if ((lib = lock_library(library)) == NULL) {
        UNLOCK();
        return CUDA_ERROR_INVALID_HANDLE;
    }
    for (i = 0; i < fake_nkdefs; i++)
        if (lib->kernels[i] != NULL)
            fake_reg_del(&lib->kernels[i]->h);
    for (i = 0; i < fake_nvdefs; i++)
        drop_global(lib->globals[i]);
    for (i = 0; i < lib->nsynth; i++) {
        if (lib->synth[i].kernel != NULL)
            fake_reg_del(&lib->synth[i].kernel->h);
        drop_global(lib->synth[i].var[0]);
        drop_global(lib->synth[i].var[1]);
    }
    lib->alive = 0;
    fake_reg_del(&lib->h);
    lib->next_dead = graveyard;
    graveyard = lib;
    UNLOCK();
    return CUDA_SUCCESS;
}

/* The file's bytes, then cuLibraryLoadData's work on them (the code is not
 * kept, so the buffer goes at once). */
CUresult cuLibraryLoadFromFile(CUlibrary *library, const char *fileName, CUjit_option *jitOptions,
                               void **jitOptionsValues, unsigned int numJitOptions,
                               CUlibraryOption *libraryOptions, void **libraryOptionValues,
                               unsigned int numLibraryOptions)
{
    unsigned char *buf = NULL;
    size_t len = 0, cap = 0;
    CUresult r;
    FILE *f;

    ENTER(cuLibraryLoadFromFile);
    if (library == NULL || fileName == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    f = fopen(fileName, "rb");
    if (f == NULL)
        return CUDA_ERROR_FILE_NOT_FOUND;
    for (;;) {
        size_t n;

        if (len == cap) {
            unsigned char *nb = realloc(buf, cap ? cap * 2 : 4096);

            if (nb == NULL) {
                fclose(f);
                free(buf);
                return CUDA_ERROR_OUT_OF_MEMORY;
            }
            buf = nb;
            cap = cap ? cap * 2 : 4096;
        }
        n = fread(buf + len, 1, cap - len, f);
        if (n == 0)
            break;
        len += n;
    }
    fclose(f);
    r = len == 0 ? CUDA_ERROR_INVALID_IMAGE
                 : load_data(library, buf, jitOptions, jitOptionsValues, numJitOptions,
                             libraryOptions, libraryOptionValues, numLibraryOptions);
    free(buf);
    return r;
}

static struct fake_kernel *new_kernel(struct fake_library *lib, const struct fake_kdef *def)
{
    struct fake_kernel *k = calloc(1, sizeof *k);
    int d;

    if (k == NULL)
        return NULL;
    k->lib = lib;
    k->def = def;
    for (d = 0; d < FAKE_MAX_DEVICES; d++) {
        k->max_dynamic_smem[d] = FAKE_SMEM_DEFAULT - def->static_smem;
        k->carveout[d] = -1;
        k->cache[d] = CU_FUNC_CACHE_PREFER_NONE;
    }
    fake_reg_add(&k->h, K_KERNEL, NULL);
    return k;
}

/* Known kernel i of lib, made on first use (lock held); NULL: no memory. */
static struct fake_kernel *kernel_at(struct fake_library *lib, unsigned i)
{
    if (lib->kernels[i] == NULL)
        lib->kernels[i] = new_kernel(lib, &fake_kdefs[i]);
    return lib->kernels[i];
}

static unsigned name_hash(const char *name)
{
    unsigned h = 2166136261u;

    while (*name != '\0')
        h = (h ^ (unsigned char)*name++) * 16777619u;
    return h;
}

/* The synthetic entry called name, made on first use (lock held). Found
 * through an index, so that a test that opens tens of thousands of
 * kernels (cufw's capacities) does not spend its time here. */
static struct synth *synthetic(struct fake_library *lib, const char *name)
{
    unsigned i, cells = 2 * lib->capsynth, at;

    if (strncmp(name, FAKE_SYNTHETIC_PREFIX, strlen(FAKE_SYNTHETIC_PREFIX)) != 0 ||
        strlen(name) >= sizeof lib->synth[0].name)
        return NULL;
    for (at = cells ? name_hash(name) % cells : 0; cells && lib->synth_index[at] != 0;
         at = (at + 1) % cells)
        if (strcmp(lib->synth[lib->synth_index[at] - 1].name, name) == 0)
            return &lib->synth[lib->synth_index[at] - 1];
    if (lib->nsynth == lib->capsynth) {
        unsigned cap = lib->capsynth ? lib->capsynth * 2 : 64;
        struct synth *n = realloc(lib->synth, cap * sizeof *n);
        unsigned *index = calloc(2 * (size_t)cap, sizeof *index);

        if (n != NULL)
            lib->synth = n;
        if (n == NULL || index == NULL) {
            free(index);
            return NULL;
        }
        free(lib->synth_index);
        lib->synth_index = index;
        lib->capsynth = cap;
        cells = 2 * cap;
        for (i = 0; i < lib->nsynth; i++) {
            for (at = name_hash(lib->synth[i].name) % cells; index[at] != 0; at = (at + 1) % cells)
                ;
            index[at] = i + 1;
        }
        for (at = name_hash(name) % cells; index[at] != 0; at = (at + 1) % cells)
            ;
    }
    memset(&lib->synth[lib->nsynth], 0, sizeof lib->synth[0]);
    strcpy(lib->synth[lib->nsynth].name, name);
    lib->synth_index[at] = lib->nsynth + 1;
    return &lib->synth[lib->nsynth++];
}

/* name is one of the variables the stand-in knows (kernels.c) */
static int known_variable(const char *name)
{
    unsigned i;

    for (i = 0; i < fake_nvdefs; i++)
        if (strcmp(fake_vdefs[i].name, name) == 0)
            return 1;
    return 0;
}

CUresult cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name)
{
    struct fake_library *lib;
    struct fake_kernel *k = NULL;
    struct synth *s;
    CUresult r = CUDA_SUCCESS;
    unsigned i;

    ENTER(cuLibraryGetKernel);
    if (pKernel == NULL || name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((lib = lock_library(library)) == NULL) {
        UNLOCK();
        return CUDA_ERROR_INVALID_HANDLE;
    }
    for (i = 0; i < fake_nkdefs && !(lib->present[i] && strcmp(fake_kdefs[i].name, name) == 0);)
        i++;
    if (i < fake_nkdefs)
        k = kernel_at(lib, i);
    else if ((s = synthetic(lib, name)) != NULL)
        k = s->kernel != NULL ? s->kernel : (s->kernel = new_kernel(lib, &synthetic_kdef));
    else if (lib->text != NULL && !known_variable(name) &&
             has_name(lib->text, lib->text_len, name)) {
        /* the library has it; the stand-in has no host version of it */
        r = CUDA_ERROR_NOT_SUPPORTED;
        fake_note(r, "the stand-in driver (tests/fakecuda) runs only the kernels of cufw and of "
                     "its tests; '%s' is not one of them: run it on a GPU", name);
    } else
        r = CUDA_ERROR_NOT_FOUND;
    if (r == CUDA_SUCCESS && k == NULL)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r == CUDA_SUCCESS)
        *pKernel = (CUkernel)(void *)k;
    UNLOCK();
    return r;
}

CUresult cuLibraryGetKernelCount(unsigned int *count, CUlibrary library)
{
    struct fake_library *lib;
    unsigned i, n = 0;

    ENTER(cuLibraryGetKernelCount);
    if (count == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((lib = lock_library(library)) != NULL)
        for (i = 0; i < fake_nkdefs; i++)
            n += lib->present[i] != 0;
    UNLOCK();
    if (lib == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    *count = n;
    return CUDA_SUCCESS;
}

CUresult cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary library)
{
    struct fake_library *lib;
    CUresult r = CUDA_SUCCESS;
    unsigned i, n = 0;

    ENTER(cuLibraryEnumerateKernels);
    if (kernels == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((lib = lock_library(library)) == NULL)
        r = CUDA_ERROR_INVALID_HANDLE;
    for (i = 0; r == CUDA_SUCCESS && i < fake_nkdefs && n < numKernels; i++) {
        if (!lib->present[i])
            continue;
        if ((kernels[n] = (CUkernel)(void *)kernel_at(lib, i)) == NULL)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        n++;
    }
    UNLOCK();
    return r;
}

/* No device of the model has unified function pointers. */
CUresult cuLibraryGetUnifiedFunction(void **fptr, CUlibrary library, const char *symbol)
{
    CUresult r;

    ENTER(cuLibraryGetUnifiedFunction);
    if (fptr == NULL || symbol == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_library(library) == NULL ? CUDA_ERROR_INVALID_HANDLE : CUDA_ERROR_NOT_FOUND;
    UNLOCK();
    return r;
}

static CUresult get_variable(CUdeviceptr *dptr, size_t *bytes, CUlibrary library,
                             const char *name, int managed)
{
    struct fake_library *lib = NULL;
    struct fake_ctx *c;
    struct synth *s;
    void *addr = NULL;
    size_t size = 0;
    CUresult r;
    unsigned i;

    if (name == NULL || (dptr == NULL && bytes == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS && (lib = fake_reg_find(library, K_LIBRARY)) == NULL)
        r = CUDA_ERROR_INVALID_HANDLE;
    for (i = 0; r == CUDA_SUCCESS && addr == NULL && i < fake_nvdefs; i++) {
        if (lib->globals[i] != NULL && fake_vdefs[i].managed == managed &&
            strcmp(fake_vdefs[i].name, name) == 0) {
            addr = lib->globals[i];
            size = fake_vdefs[i].size;
        }
    }
    if (r == CUDA_SUCCESS && addr == NULL) {
        if ((s = synthetic(lib, name)) == NULL)
            r = CUDA_ERROR_NOT_FOUND;
        else if (s->var[managed] == NULL && (s->var[managed] = new_global(SYNTH_VAR_BYTES)) == NULL)
            r = CUDA_ERROR_OUT_OF_MEMORY;
        else {
            addr = s->var[managed];
            size = SYNTH_VAR_BYTES;
        }
    }
    if (r == CUDA_SUCCESS && dptr != NULL)
        *dptr = (CUdeviceptr)(uintptr_t)addr;
    if (r == CUDA_SUCCESS && bytes != NULL)
        *bytes = size;
    UNLOCK();
    return r;
}

CUresult cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    ENTER(cuLibraryGetGlobal);
    return get_variable(dptr, bytes, library, name, 0);
}

CUresult cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library,
                             const char *name)
{
    ENTER(cuLibraryGetManaged);
    return get_variable(dptr, bytes, library, name, 1);
}

void *fake_kernel_global(const struct fake_launch *l, const char *name)
{
    unsigned i;

    for (i = 0; i < fake_nvdefs; i++)
        if (strcmp(fake_vdefs[i].name, name) == 0)
            return l->kernel->lib->globals[i];
    return NULL;
}

int fake_kernel_access(struct fake_launch *l, const void *p, size_t bytes)
{
    int ok;

    LOCK();
    ok = p != NULL && fake_mem_find((uintptr_t)p, bytes) != NULL;
    UNLOCK();
    if (!ok && l->fault == CUDA_SUCCESS)
        l->fault = CUDA_ERROR_ILLEGAL_ADDRESS;
    return ok;
}

/* ------------------------------------------------------------ kernels */

CUresult cuKernelGetFunction(CUfunction *pFunc, CUkernel kernel)
{
    struct fake_kernel *k;
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuKernelGetFunction);
    if (pFunc == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = lock_current_kernel(kernel, &c, &k)) == CUDA_SUCCESS)
        *pFunc = (CUfunction)(void *)k;
    UNLOCK();
    return r;
}

#if CUDA_VERSION >= 13020
/* The kernel's parameters, as its definition has them. */
CUresult cuKernelGetParamCount(CUkernel kernel, size_t *paramCount)
{
    struct fake_kernel *k;
    CUresult r = CUDA_ERROR_INVALID_HANDLE;

    ENTER(cuKernelGetParamCount);
    if (paramCount == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    LOCK();
    if ((k = fake_reg_find(kernel, K_KERNEL)) != NULL) {
        *paramCount = k->def->nparams;
        r = CUDA_SUCCESS;
    }
    UNLOCK();
    return r;
}
#endif

CUresult cuKernelGetName(const char **name, CUkernel hfunc)
{
    struct fake_kernel *k;

    ENTER(cuKernelGetName);
    if (name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((k = lock_kernel(hfunc)) != NULL)
        *name = k->def->name;
    UNLOCK();
    return k != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CUresult cuKernelGetAttribute(int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev)
{
    struct fake_kernel *k;
    CUresult r;

    ENTER(cuKernelGetAttribute);
    if (pi == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = lock_kernel_on(kernel, dev, &k)) != CUDA_SUCCESS) {
        UNLOCK();
        return r;
    }
    switch (attrib) {
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *pi = FAKE_MAX_THREADS; break;
    case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *pi = k->def->static_smem; break;
    case CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *pi = 0; break;
    case CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *pi = 0; break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS: *pi = k->def->regs; break;
    case CU_FUNC_ATTRIBUTE_PTX_VERSION: *pi = 90; break;
    case CU_FUNC_ATTRIBUTE_BINARY_VERSION: *pi = 90; break;
    case CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: *pi = 0; break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *pi = k->max_dynamic_smem[dev]; break;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *pi = k->carveout[dev]; break;
    case CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT:
    case CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH:
    case CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED:
    case CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: *pi = 0; break;
    default: r = CUDA_ERROR_INVALID_VALUE; break;
    }
    UNLOCK();
    return r;
}

CUresult cuKernelSetAttribute(CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev)
{
    struct fake_kernel *k;
    CUresult r;

    ENTER(cuKernelSetAttribute);
    if ((r = lock_kernel_on(kernel, dev, &k)) != CUDA_SUCCESS) {
        UNLOCK();
        return r;
    }
    switch (attrib) {
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
        if (val < 0 || val > FAKE_SMEM_OPTIN - k->def->static_smem)
            r = CUDA_ERROR_INVALID_VALUE;
        else
            k->max_dynamic_smem[dev] = val;
        break;
    case CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT:
        if (val < -1 || val > 100)
            r = CUDA_ERROR_INVALID_VALUE;
        else
            k->carveout[dev] = val;
        break;
    default:
        r = CUDA_ERROR_INVALID_VALUE; /* read-only or unknown */
        break;
    }
    UNLOCK();
    return r;
}

CUresult cuKernelSetCacheConfig(CUkernel kernel, CUfunc_cache config, CUdevice dev)
{
    struct fake_kernel *k;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuKernelSetCacheConfig);
    if (!fake_device_ok(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    if ((int)config < 0 || config > CU_FUNC_CACHE_PREFER_EQUAL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((k = lock_kernel(kernel)) == NULL)
        r = CUDA_ERROR_INVALID_HANDLE;
    else
        k->cache[dev] = config;
    UNLOCK();
    return r;
}

/* Blocks of `threads` threads with `smem` dynamic bytes that fit on one SM. */
static int occupancy(const struct fake_kernel *k, int device, int threads, size_t smem)
{
    int warps, by_threads, by_regs, by_smem, n;

    if (threads <= 0 || threads > FAKE_MAX_THREADS ||
        smem > (size_t)k->max_dynamic_smem[device])
        return 0;
    warps = (threads + 31) / 32;
    by_threads = 2048 / (warps * 32);
    by_regs = FAKE_REGS_PER_SM / (k->def->regs * warps * 32);
    by_smem = (int)(FAKE_SMEM_PER_SM / ((size_t)k->def->static_smem + smem + 1024));
    n = 32;
    if (by_threads < n)
        n = by_threads;
    if (by_regs < n)
        n = by_regs;
    if (by_smem < n)
        n = by_smem;
    return n;
}

CUresult cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, CUfunction func,
                                                              int blockSize,
                                                              size_t dynamicSMemSize,
                                                              unsigned int flags)
{
    struct fake_kernel *k;
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags);
    if (numBlocks == NULL || blockSize <= 0 || flags > CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = lock_current_kernel(func, &c, &k)) == CUDA_SUCCESS)
        *numBlocks = occupancy(k, c->device, blockSize, dynamicSMemSize);
    UNLOCK();
    return r;
}

/* ------------------------------------------------------------ launches */

/* A launch of func on s: grid and block dimensions x, y, z, then smem bytes of
 * dynamic shared memory. */
static CUresult launch(void *func, CUstream s, const unsigned grid[3], const unsigned block[3],
                       unsigned smem, void **params, void **extra, int cooperative)
{
    struct fake_launch run, *l = &run;
    unsigned long long threads = (unsigned long long)block[0] * block[1] * block[2];
    unsigned long long blocks = (unsigned long long)grid[0] * grid[1] * grid[2];
    struct fake_kernel *k;
    struct fake_ctx *c;
    CUresult r;

    memset(l, 0, sizeof *l);
    memcpy(l->grid, grid, sizeof l->grid);
    memcpy(l->block, block, sizeof l->block);
    l->smem = smem;
    r = lock_current_kernel(func, &c, &k);
    if (r == CUDA_SUCCESS)
        r = fake_stream_check(s, c);
    if (r != CUDA_SUCCESS) {
        UNLOCK();
        return r;
    }
    if (l->grid[0] == 0 || l->grid[1] == 0 || l->grid[2] == 0 || l->block[0] == 0 ||
        l->block[1] == 0 || l->block[2] == 0 || l->grid[0] > 2147483647u ||
        l->grid[1] > 65535 || l->grid[2] > 65535 || l->block[0] > 1024 || l->block[1] > 1024 ||
        l->block[2] > 64 || threads > FAKE_MAX_THREADS ||
        l->smem > (unsigned)k->max_dynamic_smem[c->device])
        r = CUDA_ERROR_INVALID_VALUE;
    else if ((unsigned long long)k->def->regs * ((threads + 31) / 32 * 32) > FAKE_REGS_PER_SM)
        r = CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
    else if (extra != NULL)
        r = CUDA_ERROR_NOT_SUPPORTED; /* the fake takes kernelParams only */
    else if (params == NULL && k->def->nparams != 0)
        r = CUDA_ERROR_INVALID_VALUE;
    else if (cooperative &&
             blocks > (unsigned long long)occupancy(k, c->device, (int)threads, l->smem) * FAKE_SMS)
        r = CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE;
    UNLOCK();
    if (r != CUDA_SUCCESS)
        return r;
    l->kernel = k;
    l->fault = CUDA_SUCCESS;
    if (k->def->run != NULL)
        r = k->def->run(l, params);
    if (r == CUDA_SUCCESS && l->fault != CUDA_SUCCESS) {
        /* the launch itself succeeded; the fault surfaces later */
        LOCK();
        if (c->alive && c->sticky == CUDA_SUCCESS)
            c->sticky = l->fault;
        UNLOCK();
    }
    return r;
}

CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY,
                        unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY,
                        unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream,
                        void **kernelParams, void **extra)
{
    const unsigned grid[3] = {gridDimX, gridDimY, gridDimZ};
    const unsigned block[3] = {blockDimX, blockDimY, blockDimZ};

    ENTER(cuLaunchKernel);
    return launch(f, hStream, grid, block, sharedMemBytes, kernelParams, extra, 0);
}

CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f, void **kernelParams,
                          void **extra)
{
    int cooperative = 0;
    unsigned i;

    ENTER(cuLaunchKernelEx);
    if (config == NULL || (config->numAttrs != 0 && config->attrs == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < config->numAttrs; i++)
        if (config->attrs[i].id == CU_LAUNCH_ATTRIBUTE_COOPERATIVE)
            cooperative = config->attrs[i].value.cooperative != 0;
    {
        const unsigned grid[3] = {config->gridDimX, config->gridDimY, config->gridDimZ};
        const unsigned block[3] = {config->blockDimX, config->blockDimY, config->blockDimZ};

        return launch(f, config->hStream, grid, block, config->sharedMemBytes, kernelParams,
                      extra, cooperative);
    }
}
