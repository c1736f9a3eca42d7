/* SPDX-License-Identifier: MIT */
/*
 * bench/heapcount.c -- an LD_PRELOAD allocator interposer that counts the
 * heap calls of a program and says whose code made each one.
 *
 * Built as bench/heapcount.so (-shared -fPIC, no libtool). It defines
 * malloc, calloc, realloc, reallocarray, free, posix_memalign,
 * aligned_alloc, memalign, valloc and pvalloc, counts the call and hands it
 * to glibc's own allocator (the exported __libc_* functions, so no dlsym
 * bootstrap is needed). glibc routes its internal allocations (strdup,
 * fopen, dlopen...) through these same symbols.
 *
 * Attribution. HEAPCOUNT_RANGES names a file of "start end" lines (decimal,
 * link-time addresses, sorted): the .text input sections that the runtime
 * library under test (libcufw*.a, or libcudart_static.a) contributed to the
 * main executable, taken from the linker map by mapinfo.awk. Each call is
 * put in one class:
 *   lib      the call's return address is in those ranges: the library
 *            itself called the allocator (cufw's must be 0);
 *   libvia   the first frame outside the system libraries (libc, ld.so,
 *            libstdc++, libgcc_s, libm, this file) is the library's: it
 *            allocated through libc or the loader (strdup, fopen, dlopen);
 *   driver   that frame is in libcuda or another libnvidia-* library;
 *   program  that frame is elsewhere in the main executable;
 *   other    that frame is in another shared library;
 *   system   no frame outside the system libraries (thread exit, stdio).
 * Frames come from glibc's backtrace(), primed in the constructor so that
 * its one-time loading of libgcc_s is not counted. With HEAPCOUNT_SHALLOW
 * set there is no stack walk (in case unwinding through some library
 * crashes): "lib" is the same, the other classes come from the caller
 * alone, and "libvia" stays 0.
 *
 * Only the process whose pid is HEAPCOUNT_PID (when set) counts and
 * reports, not its children; a fork of it does not report either.
 *
 * Phases: the program calls heapcount_phase("name") (found with dlsym) to
 * start a phase; calls before the first one are in "startup".
 * heapcount_owner(address) returns the class an address would get (0 lib,
 * 3 program), so the program can check that attribution works.
 *
 * At exit the counts go to the file HEAPCOUNT_OUT (or stderr) as lines
 *   H <phase> <class> <function> <count>
 * plus "N ranges <count>" and "N shallow 0|1".
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <fcntl.h>
#include <link.h>
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t size);
extern void __libc_free(void *p);
extern void *__libc_memalign(size_t alignment, size_t size);

#define FUNCTIONS(X)                                                                            \
    X(malloc) X(calloc) X(realloc) X(reallocarray) X(free) X(posix_memalign) X(aligned_alloc)  \
    X(memalign) X(valloc) X(pvalloc)
enum {
#define X_ENUM(name) FN_##name,
    FUNCTIONS(X_ENUM)
#undef X_ENUM
        FN_COUNT
};
static const char *const fn_names[] = {
#define X_NAME(name) #name,
    FUNCTIONS(X_NAME)
#undef X_NAME
};

enum { CL_LIB, CL_LIBVIA, CL_DRIVER, CL_PROGRAM, CL_OTHER, CL_SYSTEM, CL_COUNT };
static const char *const class_names[] = {"lib", "libvia", "driver", "program", "other", "system"};

#define MAX_PHASES 16
#define MAX_RANGES 65536
#define MAX_FRAMES 64

static unsigned long counts[MAX_PHASES][CL_COUNT][FN_COUNT];
static char phase_names[MAX_PHASES][32] = {"startup"};
static int phase_count = 1, phase_now;
static int armed, target, shallow;
static pid_t start_pid;
static __thread int busy __attribute__((tls_model("initial-exec")));

static struct range {
    uintptr_t lo, hi;
} ranges[MAX_RANGES];
static size_t range_count;
static struct range exe_segs[16];
static size_t exe_seg_count;
static uintptr_t exe_base;

/* ------------------------------------------------------------ address classes */

static int in_lib(uintptr_t a)
{
    size_t lo = 0, hi = range_count;

    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;

        if (a < ranges[mid].lo)
            hi = mid;
        else if (a >= ranges[mid].hi)
            lo = mid + 1;
        else
            return 1;
    }
    return 0;
}

static int in_exe(uintptr_t a)
{
    size_t i;

    for (i = 0; i < exe_seg_count; i++)
        if (a >= exe_segs[i].lo && a < exe_segs[i].hi)
            return 1;
    return 0;
}

static int has(const char *path, const char *part)
{
    return path != NULL && strstr(path, part) != NULL;
}

/* -1: a system library (skip the frame); otherwise a class. */
static int frame_class(uintptr_t a)
{
    Dl_info info;
    const char *base;

    if (in_lib(a))
        return CL_LIB;
    if (in_exe(a))
        return CL_PROGRAM;
    if (dladdr((void *)a, &info) == 0 || info.dli_fname == NULL)
        return -1;
    base = strrchr(info.dli_fname, '/');
    base = base != NULL ? base + 1 : info.dli_fname;
    if (has(base, "libcuda") || has(base, "libnvidia"))
        return CL_DRIVER;
    if (has(base, "heapcount") || has(base, "libc.so") || has(base, "ld-linux") ||
        has(base, "libstdc++") || has(base, "libgcc_s") || has(base, "libm.so") ||
        has(base, "libpthread") || has(base, "libdl.so") || has(base, "librt.so"))
        return -1;
    return CL_OTHER;
}

static int classify(uintptr_t ret)
{
    void *frames[MAX_FRAMES];
    int n, i;

    if (in_lib(ret - 1))
        return CL_LIB;
    if (shallow) {
        /* the caller alone: a system library's call counts as "system" */
        int c = frame_class(ret - 1);
        return c < 0 ? CL_SYSTEM : c;
    }
    n = backtrace(frames, MAX_FRAMES);
    for (i = 0; i < n; i++) {
        /* a return address points after the call: step back into it */
        int c = frame_class((uintptr_t)frames[i] - 1);

        if (c == CL_LIB)
            return CL_LIBVIA;
        if (c >= 0)
            return c;
    }
    return CL_SYSTEM;
}

static void count(int fn, void *ret)
{
    int cls;

    if (!armed || busy)
        return;
    busy = 1;
    cls = classify((uintptr_t)ret);
    __atomic_fetch_add(&counts[__atomic_load_n(&phase_now, __ATOMIC_RELAXED)][cls][fn], 1,
                       __ATOMIC_RELAXED);
    busy = 0;
}

/* ------------------------------------------------------------ the allocator */

#define RET() __builtin_return_address(0)

EXPORT void *malloc(size_t size)
{
    count(FN_malloc, RET());
    return __libc_malloc(size);
}

EXPORT void *calloc(size_t n, size_t size)
{
    count(FN_calloc, RET());
    return __libc_calloc(n, size);
}

EXPORT void *realloc(void *p, size_t size)
{
    count(FN_realloc, RET());
    return __libc_realloc(p, size);
}

EXPORT void *reallocarray(void *p, size_t n, size_t size)
{
    count(FN_reallocarray, RET());
    if (size != 0 && n > (size_t)-1 / size) {
        errno = ENOMEM;
        return NULL;
    }
    return __libc_realloc(p, n * size);
}

EXPORT void free(void *p)
{
    count(FN_free, RET());
    __libc_free(p);
}

EXPORT int posix_memalign(void **out, size_t alignment, size_t size)
{
    void *p;

    count(FN_posix_memalign, RET());
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0)
        return EINVAL;
    p = __libc_memalign(alignment, size);
    if (p == NULL)
        return ENOMEM;
    *out = p;
    return 0;
}

EXPORT void *aligned_alloc(size_t alignment, size_t size)
{
    count(FN_aligned_alloc, RET());
    return __libc_memalign(alignment, size);
}

EXPORT void *memalign(size_t alignment, size_t size)
{
    count(FN_memalign, RET());
    return __libc_memalign(alignment, size);
}

EXPORT void *valloc(size_t size)
{
    count(FN_valloc, RET());
    return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

EXPORT void *pvalloc(size_t size)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);

    count(FN_pvalloc, RET());
    return __libc_memalign(page, (size + page - 1) / page * page);
}

/* ------------------------------------------------------------ the program's hooks */

EXPORT void heapcount_phase(const char *name);
EXPORT void heapcount_phase(const char *name)
{
    int i;

    for (i = 0; i < phase_count; i++)
        if (strncmp(phase_names[i], name, sizeof phase_names[i] - 1) == 0)
            break;
    if (i == phase_count) {
        if (phase_count == MAX_PHASES)
            return;
        snprintf(phase_names[i], sizeof phase_names[i], "%s", name);
        phase_count++;
    }
    __atomic_store_n(&phase_now, i, __ATOMIC_RELAXED);
}

EXPORT int heapcount_owner(const void *address);
EXPORT int heapcount_owner(const void *address)
{
    int c = frame_class((uintptr_t)address);

    return c < 0 ? CL_SYSTEM : c;
}

/* ------------------------------------------------------------ start and end */

static int find_exe(struct dl_phdr_info *info, size_t size, void *data)
{
    int i;

    (void)size;
    (void)data;
    /* the first object is the main program */
    exe_base = info->dlpi_addr;
    for (i = 0; i < info->dlpi_phnum && exe_seg_count < 16; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];

        if (ph->p_type == PT_LOAD && (ph->p_flags & PF_X) != 0) {
            exe_segs[exe_seg_count].lo = info->dlpi_addr + ph->p_vaddr;
            exe_segs[exe_seg_count].hi = info->dlpi_addr + ph->p_vaddr + ph->p_memsz;
            exe_seg_count++;
        }
    }
    return 1;
}

static void load_ranges(const char *path)
{
    struct stat st;
    const char *p, *end;
    char *map;
    int fd = open(path, O_RDONLY);

    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size == 0) {
        if (fd >= 0)
            close(fd);
        return;
    }
    map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED)
        return;
    p = map;
    end = map + st.st_size;
    while (p < end && range_count < MAX_RANGES) {
        uintptr_t v[2] = {0, 0};
        int k;

        for (k = 0; k < 2; k++) {
            while (p < end && (*p == ' ' || *p == '\t'))
                p++;
            while (p < end && *p >= '0' && *p <= '9')
                v[k] = v[k] * 10 + (uintptr_t)(*p++ - '0');
        }
        while (p < end && *p++ != '\n')
            continue;
        if (v[1] > v[0]) {
            /* kept sorted: mapinfo.awk's output goes through sort -n */
            if (range_count > 0 && v[0] + exe_base < ranges[range_count - 1].lo)
                continue;
            ranges[range_count].lo = v[0] + exe_base;
            ranges[range_count].hi = v[1] + exe_base;
            range_count++;
        }
    }
    munmap(map, (size_t)st.st_size);
}

__attribute__((constructor)) static void heapcount_start(void)
{
    void *frames[4];
    const char *path = getenv("HEAPCOUNT_RANGES"), *pid = getenv("HEAPCOUNT_PID");

    /* Only the process bench-run started counts: not a child it runs,
     * which inherits LD_PRELOAD and would overwrite the report. */
    if (pid != NULL && strtol(pid, NULL, 10) != (long)getpid())
        return;
    target = 1;
    start_pid = getpid();
    shallow = getenv("HEAPCOUNT_SHALLOW") != NULL;
    busy = 1;
    dl_iterate_phdr(find_exe, NULL);
    if (path != NULL)
        load_ranges(path);
    if (!shallow)
        backtrace(frames, 4); /* loads libgcc_s now, uncounted */
    busy = 0;
    armed = 1;
}

__attribute__((destructor)) static void heapcount_end(void)
{
    const char *path = getenv("HEAPCOUNT_OUT");
    char line[160];
    int fd = 2, p, c, f, len;

    armed = 0;
    if (!target || getpid() != start_pid)
        return;
    if (path != NULL && *path != '\0')
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return;
    len = snprintf(line, sizeof line, "N ranges %zu\nN shallow %d\n", range_count, shallow);
    if (write(fd, line, (size_t)len) != len)
        goto out;
    for (p = 0; p < phase_count; p++)
        for (c = 0; c < CL_COUNT; c++)
            for (f = 0; f < FN_COUNT; f++) {
                if (counts[p][c][f] == 0)
                    continue;
                len = snprintf(line, sizeof line, "H %s %s %s %lu\n", phase_names[p],
                               class_names[c], fn_names[f], counts[p][c][f]);
                if (write(fd, line, (size_t)len) != len)
                    goto out;
            }
out:
    if (fd != 2)
        close(fd);
}
