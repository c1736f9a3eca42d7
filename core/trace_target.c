/* SPDX-License-Identifier: MIT */
/*
 * core/trace_target.c -- where the live trace writes (cufw/trace.h):
 * CUFW_TRACE read once, the target opened or taken, and each line written
 * with one call.
 *
 * IMPLEMENTATION NOTES
 * The trace writes through a descriptor of its own: the one CUFW_TRACE
 * names is duplicated, the file it names is opened, and either is moved
 * to a high number, close-on-exec. So a program that closes its standard
 * error, or every descriptor it did not open (a daemon's closefrom(3)), and
 * then opens a file that takes the old number never receives trace lines:
 * the trace writes to what CUFW_TRACE meant when it was read. The target's
 * identity (device and inode) is kept, and checked after a failed write and
 * every CHECK_EVERY lines: should the program close the trace's own number
 * too and something else take it, the trace turns off, and leaves that
 * descriptor alone. A write that fails for good (EPIPE: the reader of a
 * pipe is gone; EBADF; a full disk) turns the trace off as well (its
 * descriptor is left open: another thread may be writing) -- never a
 * SIGPIPE: a pipe's write blocks the signal in the writing thread, a
 * socket's uses MSG_NOSIGNAL. A secure-execution program ignores the
 * variable altogether (docs/security.md).
 */
#define _DEFAULT_SOURCE /* sigtimedwait's struct timespec, MSG_NOSIGNAL */
#define _POSIX_C_SOURCE 200809L
#include "inner.h"

#include <cufw/trace.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Lines between two checks of the target's identity. */
#define CHECK_EVERY 64

enum target_kind { TARGET_PLAIN, TARGET_PIPE, TARGET_SOCKET };

/* -2: not decided yet; -1: off; else the trace's own descriptor */
static atomic_int trace_fd = -2;
/* what trace_fd was when decided: set before it is published (release) */
static dev_t target_dev;
static ino_t target_ino;
static enum target_kind target_kind;
static atomic_uint target_lines;

static void say(const char *a, const char *b, const char *c)
{
    const char *part[3] = {a, b, c};
    int i;

    for (i = 0; i < 3; i++)
        if (part[i] != NULL && write(2, part[i], strlen(part[i])) < 0)
            return;
}

/* A copy of fd at a high number, close-on-exec, where the program's own
 * descriptors are unlikely to reach; fd itself when none can be had. */
static int move_high(int fd)
{
    static const int floors[] = {512, 100, 10};
    size_t i;

    for (i = 0; i < sizeof floors / sizeof floors[0]; i++) {
        int high = fcntl(fd, F_DUPFD_CLOEXEC, floors[i]);

        if (high >= 0)
            return high;
    }
    return fcntl(fd, F_DUPFD_CLOEXEC, 3);
}

/* A name of the file form: %p is the process id, so that each process of a
 * run has its file. 0, or -1 when it does not fit. */
static int expand(const char *env, char *path, size_t size)
{
    size_t n = 0;
    const char *p;

    for (p = env; *p != '\0' && n + 24 < size; p++) {
        if (p[0] == '%' && p[1] == 'p') {
            char digits[24];
            unsigned long v = (unsigned long)getpid();
            size_t k = 0;

            do
                digits[k++] = (char)('0' + v % 10);
            while ((v /= 10) != 0);
            while (k > 0)
                path[n++] = digits[--k];
            p++;
        } else {
            path[n++] = *p;
        }
    }
    path[n] = '\0';
    return *p == '\0' ? 0 : -1;
}

/* The file CUFW_TRACE names, opened for appending: not through a symbolic
 * link (the trace holds the program's pointers and strings: it must not be
 * sent somewhere else by whoever can make a link), created readable by its
 * owner only, and never a pipe without a reader (that open would block). */
static int open_file(const char *env)
{
    char path[4096];
    int fd;

    if (expand(env, path, sizeof path) != 0) {
        say("cufw: CUFW_TRACE: the file name is too long; trace off", "", "\n");
        return -1;
    }
    fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK,
              0600);
    if (fd < 0) {
        say("cufw: CUFW_TRACE: cannot open ", path, ": ");
        say(errno == ELOOP ? "it is a symbolic link" : strerror(errno), "; trace off", "\n");
        return -1;
    }
    (void)fcntl(fd, F_SETFL, O_APPEND); /* blocking writes, as a program's own */
    return fd;
}

/* The descriptor CUFW_TRACE means, or -1 (off). */
static int target_of(const char *env)
{
    size_t digits = strspn(env, "0123456789");

    if (env[0] == '\0')
        return -1;
    if (digits == strlen(env)) {
        long v = digits <= 9 ? strtol(env, NULL, 10) : -1;

        if (v == 0) /* 0, 00: off */
            return -1;
        if (v > 0 && fcntl((int)v, F_GETFD) != -1)
            return dup((int)v);
        say("cufw: CUFW_TRACE=", env, ": not an open file descriptor; trace off\n");
        return -1;
    }
    if (strcmp(env, "stderr") == 0 || strcmp(env, "stdout") == 0) {
        int fd = env[3] == 'e' ? 2 : 1;

        if (fcntl(fd, F_GETFD) != -1)
            return dup(fd);
        say("cufw: CUFW_TRACE=", env, ": it is closed; trace off\n");
        return -1;
    }
    if (strchr(env, '/') != NULL)
        return open_file(env);
    /* " 2", "+2", "0x2", "yes", "trace.log": neither a number nor a path */
    say("cufw: CUFW_TRACE=", env,
        ": not a descriptor number, stdout, stderr or a file path (a path names its folder: "
        "./trace.log); trace off\n");
    return -1;
}

/* Decide once from the environment (the first caller wins the race; the
 * others see its answer and give their own descriptor back). */
static int trace_decide(void)
{
    /* A secure-execution program ignores the variable altogether, as it
     * ignores CUFW_LIBCUDA: neither a file nor a descriptor it inherited
     * or opened itself (a private file at 3) may receive its calls. */
    const char *env = cufw__driver_env("CUFW_TRACE");
    int fd = env != NULL ? target_of(env) : -1, expected = -2;
    struct stat st;

    if (fd >= 0) {
        int high = move_high(fd);

        if (high >= 0) {
            close(fd);
            fd = high;
        }
        if (fstat(fd, &st) == 0) {
            target_dev = st.st_dev;
            target_ino = st.st_ino;
            target_kind = S_ISFIFO(st.st_mode)   ? TARGET_PIPE
                          : S_ISSOCK(st.st_mode) ? TARGET_SOCKET
                                                 : TARGET_PLAIN;
        } else {
            close(fd);
            fd = -1;
        }
    }
    if (!atomic_compare_exchange_strong(&trace_fd, &expected, fd)) {
        if (fd >= 0)
            close(fd);
        fd = expected;
    }
    return fd;
}

int cufw_trace_fd(void)
{
    int fd = atomic_load_explicit(&trace_fd, memory_order_acquire);

    if (!CUFW_TRACE_ENABLED) /* configured with --disable-trace */
        return -1;
    return fd != -2 ? fd : trace_decide();
}

/* -2: not decided; else 0 or 1 */
static atomic_int nvtx_on = -2;

/* NVTX ranges are wanted: CUFW_NVTX=1, or an NVTX tool attached (it sets
 * NVTX_INJECTION64_PATH for NVTX to load it), unless CUFW_NVTX=0. Read
 * through cufw__driver_env: a secure-execution program marks nothing, so
 * NVTX never reads the variable and loads the library it names there. */
static int nvtx_decide(void)
{
    const char *v = cufw__driver_env("CUFW_NVTX");
    const char *tool = cufw__driver_env("NVTX_INJECTION64_PATH");
    int on = tool != NULL && *tool != '\0', bad = 0, undecided = -2;

    if (v != NULL && strcmp(v, "0") == 0)
        on = 0;
    else if (v != NULL && strcmp(v, "1") == 0)
        on = 1;
    else
        bad = v != NULL && *v != '\0';
    /* the first thread to decide says what was wrong, once */
    if (atomic_compare_exchange_strong(&nvtx_on, &undecided, on) && bad)
        say("cufw: CUFW_NVTX=", v,
            ": not 0 or 1; NVTX ranges follow the tool (NVTX_INJECTION64_PATH)\n");
    return atomic_load_explicit(&nvtx_on, memory_order_relaxed);
}

int cufw_trace_nvtx(void)
{
    int on = atomic_load_explicit(&nvtx_on, memory_order_relaxed);

    if (!CUFW_NVTX_ENABLED) /* no NVTX headers, or --disable-trace */
        return 0;
    return on != -2 ? on : nvtx_decide();
}

#if CUFW_NVTX_ENABLED
/* NVTX's side of the tool protocol (nvtxDetail/nvtxTypes.h), the part a
 * range needs, written here instead of NVTX's header implementation, whose
 * every-module, every-function setup was most of the text a trivial
 * program gained with NVTX. The tool's InitializeInjectionNvtx2 is given
 * nvtx_export_table; through the callbacks table it asks for each module's
 * function table -- pointers to the slots its functions go in, one per
 * callback id, and a null after the last -- and fills the slots it
 * implements. cufw calls two, the core module's RangePushA and RangePop;
 * every other module's table points at slots nothing calls, so a tool that
 * fills them all finds room. Found as NVTX finds it: the library
 * NVTX_INJECTION64_PATH names (read through cufw__driver_env), else an
 * already loaded InitializeInjectionNvtx2Preinject, else a statically
 * linked InitializeInjectionNvtx2_fnptr. */
#define NVTX_NO_IMPL
#include <dlfcn.h>
#include <nvtx3/nvToolsExt.h>
#include <pthread.h>

#define NVTX_MOST_MAX(a, b) ((unsigned)(a) > (unsigned)(b) ? (unsigned)(a) : (unsigned)(b))
#define NVTX_MOST                                                                               \
    NVTX_MOST_MAX(NVTX_MOST_MAX(NVTX_MOST_MAX(NVTX_CBID_CORE2_SIZE, NVTX_CBID_CUDA_SIZE),         \
                                NVTX_MOST_MAX(NVTX_CBID_CUDART_SIZE, NVTX_CBID_OPENCL_SIZE)),      \
                  NVTX_CBID_SYNC_SIZE)

extern NvtxInitializeInjectionNvtxFunc_t InitializeInjectionNvtx2_fnptr __attribute__((weak));

static NvtxFunctionPointer nvtx_core[NVTX_CBID_CORE_SIZE];
static NvtxFunctionPointer nvtx_other[NVTX_MOST];
static NvtxFunctionPointer *nvtx_core_table[NVTX_CBID_CORE_SIZE + 1];
static NvtxFunctionPointer *nvtx_other_table[NVTX_MOST + 1];
static pthread_once_t nvtx_once = PTHREAD_ONCE_INIT;

static int NVTX_API nvtx_module_table(NvtxCallbackModule module, NvtxFunctionTable *table,
                                      unsigned *size)
{
    NvtxFunctionTable t = nvtx_other_table;
    unsigned n;

    switch (module) {
    case NVTX_CB_MODULE_CORE: t = nvtx_core_table, n = NVTX_CBID_CORE_SIZE; break;
    case NVTX_CB_MODULE_CORE2: n = NVTX_CBID_CORE2_SIZE; break;
    case NVTX_CB_MODULE_CUDA: n = NVTX_CBID_CUDA_SIZE; break;
    case NVTX_CB_MODULE_CUDART: n = NVTX_CBID_CUDART_SIZE; break;
    case NVTX_CB_MODULE_OPENCL: n = NVTX_CBID_OPENCL_SIZE; break;
    case NVTX_CB_MODULE_SYNC: n = NVTX_CBID_SYNC_SIZE; break;
    default: return 0;
    }
    if (table != NULL)
        *table = t;
    if (size != NULL)
        *size = n;
    return 1;
}

static void NVTX_API nvtx_tool_version(uint32_t version)
{
    (void)version; /* NVTX ignores it too */
}

static const NvtxExportTableCallbacks nvtx_callbacks = {sizeof nvtx_callbacks, nvtx_module_table};
static const NvtxExportTableVersionInfo nvtx_version = {sizeof nvtx_version, NVTX_VERSION, 0,
                                                        nvtx_tool_version};

static const void *NVTX_API nvtx_export_table(uint32_t id)
{
    return id == NVTX_ETID_CALLBACKS ? (const void *)&nvtx_callbacks
           : id == NVTX_ETID_VERSIONINFO ? (const void *)&nvtx_version
                                         : NULL;
}

/* Once: find the tool and let it fill the slots; a tool that cannot be
 * loaded or refuses leaves them empty, and says so once. */
static void nvtx_attach(void)
{
    const char *path = cufw__driver_env("NVTX_INJECTION64_PATH");
    NvtxInitializeInjectionNvtxFunc_t init = NULL;
    void *lib = NULL, *sym = NULL;
    unsigned i;

    for (i = 0; i < NVTX_CBID_CORE_SIZE; i++)
        nvtx_core_table[i] = &nvtx_core[i];
    for (i = 0; i < NVTX_MOST; i++)
        nvtx_other_table[i] = &nvtx_other[i];
    if (path != NULL && *path != '\0') {
        lib = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
        sym = lib != NULL ? dlsym(lib, "InitializeInjectionNvtx2") : NULL;
        if (sym == NULL) {
            const char *why = dlerror();

            say("cufw: NVTX tool not attached: ", why != NULL ? why : path,
                " (NVTX_INJECTION64_PATH)\n");
            if (lib != NULL)
                dlclose(lib);
            return;
        }
    } else {
        sym = dlsym(RTLD_DEFAULT, "InitializeInjectionNvtx2Preinject");
    }
    if (sym != NULL)
        memcpy(&init, &sym, sizeof init);
    else if (&InitializeInjectionNvtx2_fnptr != NULL)
        init = InitializeInjectionNvtx2_fnptr;
    if (init == NULL)
        return;
    if (init(nvtx_export_table) == 0) {
        say("cufw: NVTX tool not attached: ", path != NULL ? path : "its initialisation",
            " refused\n");
        memset(nvtx_core, 0, sizeof nvtx_core);
        if (lib != NULL)
            dlclose(lib);
    }
}
#endif

int cufw_trace_nvtx_push(const char *name)
{
#if CUFW_NVTX_ENABLED
    int (*push)(const char *);

    if (cufw_trace_nvtx() <= 0 || name == NULL || pthread_once(&nvtx_once, nvtx_attach) != 0)
        return -1;
    push = (int (*)(const char *))nvtx_core[NVTX_CBID_CORE_RangePushA];
    return push != NULL ? push(name) : -1;
#else
    (void)name;
    return -1;
#endif
}

int cufw_trace_nvtx_pop(void)
{
#if CUFW_NVTX_ENABLED
    int (*pop)(void);

    if (cufw_trace_nvtx() <= 0 || pthread_once(&nvtx_once, nvtx_attach) != 0)
        return -1;
    pop = (int (*)(void))nvtx_core[NVTX_CBID_CORE_RangePop];
    return pop != NULL ? pop() : -1;
#else
    return -1;
#endif
}

/* 1 while fd is still the target the trace decided on. */
static int still_target(int fd)
{
    struct stat st;

    return fstat(fd, &st) == 0 && st.st_dev == target_dev && st.st_ino == target_ino;
}

/* The trace off for good. Its descriptor stays open: another thread may be
 * writing to it this moment, and a number closed now could be the next
 * file the program opens. */
static void turn_off(int fd)
{
    int expected = fd;

    atomic_compare_exchange_strong(&trace_fd, &expected, -1);
}

/* One write to a pipe with SIGPIPE blocked in this thread, and a SIGPIPE
 * it raised taken back, so that a reader gone is EPIPE, not the end of
 * the program. */
static ssize_t write_pipe(int fd, const char *text, size_t len)
{
    sigset_t pipe_only, old, pending;
    int was_pending, e;
    ssize_t w;

    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    if (pthread_sigmask(SIG_BLOCK, &pipe_only, &old) != 0)
        return write(fd, text, len);
    sigpending(&pending);
    was_pending = sigismember(&pending, SIGPIPE);
    w = write(fd, text, len);
    e = errno;
    if (w < 0 && e == EPIPE && !was_pending) {
        struct timespec none = {0, 0};

        while (sigtimedwait(&pipe_only, NULL, &none) < 0 && errno == EINTR)
            ;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    errno = e;
    return w;
}

void cufw__trace_write(const char *text, size_t len)
{
    int fd = atomic_load_explicit(&trace_fd, memory_order_acquire);
    size_t done = 0;

    if (fd == -2) /* a line before the first traced call: decide now */
        fd = cufw_trace_fd();
    if (fd < 0)
        return;
    if (atomic_fetch_add_explicit(&target_lines, 1, memory_order_relaxed) % CHECK_EVERY ==
            CHECK_EVERY - 1 &&
        !still_target(fd)) {
        turn_off(fd);
        return;
    }
    while (done < len) {
        ssize_t w;

        if (target_kind == TARGET_SOCKET)
            w = send(fd, text + done, len - done, MSG_NOSIGNAL);
        else if (target_kind == TARGET_PIPE)
            w = write_pipe(fd, text + done, len - done);
        else
            w = write(fd, text + done, len - done);
        if (w > 0) {
            done += (size_t)w;
        } else if (w < 0 && errno == EINTR) {
            continue;
        } else {
            /* EAGAIN (a non-blocking target that is full): this line is
             * lost, the trace goes on; anything else ends it */
            if (!(w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)))
                turn_off(fd);
            return;
        }
    }
}
