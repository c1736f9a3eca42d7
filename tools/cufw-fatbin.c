/* SPDX-License-Identifier: MIT */
/*
 * cufw-fatbin -- list, check and extract the entries of fatbins.
 *
 * Input files are raw fatbins (nvcc -fatbin) or ELF files (executables,
 * shared objects, object files): for ELF, the fatbins are those of the
 * .nv_fatbin section (what nvcc embeds for <<<>>> code) and the images of the
 * cufw_images section (what cufw-embed adds). Every entry is one line:
 *
 *     [IMAGE ]INDEX KIND sm_ARCH[a|f] PAYLOAD-BYTES UNCOMPRESSED-BYTES COMPRESSION
 *
 * then a total line. Decompression uses libzstd and liblz4 when configure
 * found them.
 *
 * --devices asks instead, for a list of compute capabilities (given, the
 * GPUs CUDA 13 supports, and the devices the driver has, when one loads),
 * which entry cufw_fatbin_select() -- the driver's rules -- picks in each
 * fatbin, and how the device runs it: one line each,
 *
 *     [IMAGE ]MAJOR.MINOR HOW [INDEX KIND sm_ARCH[a|f]] [(LABEL)]
 *
 * HOW being sass-exact, sass-same-major, ptx-jit or none.
 *
 * --fit asks whether a program fits the fixed tables of the cufw it is
 * linked with, before it runs: the fatbins, kernels and variables nvcc's
 * registration will take, counted from the files (fit.c), against the
 * capacities that cufw recorded; the first one exceeded is named with its
 * configure option.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#ifdef HAVE_ZSTD
#include <zstd.h>
#endif
#ifdef HAVE_LZ4
#include <lz4.h>
#endif

#include <cufw/device.h>
#include <cufw/driver.h>
#include <cufw/error.h>
#include <cufw/fatbin.h>

#include "fit.h"
#include "toolname.h"
#include "toolutil.h"

/* A compute capability --devices reports on, with what to call it. */
struct target {
    int major, minor;
    char label[96];
};

#define MAX_TARGETS 128

struct options {
    int select, cc_major, cc_minor;
    const char *extract_dir;
    int extract_fd; /* the directory extract_dir, open */
    struct target *targets; /* --devices: the capabilities, else NULL */
    unsigned ntargets;
};

struct totals {
    unsigned entries;
    unsigned long long payload, uncompressed;
    unsigned missing; /* --devices: capabilities without an entry */
    int extract_failed; /* --extract: the file's first failure ends its extraction */
};

/* The compute capabilities of the GPUs CUDA 13 supports (--devices=current),
 * each with the GPUs that have it. */
static const struct {
    int major, minor;
    const char *label;
} current_gpus[] = {
    {7, 5, "Turing: T4, RTX 20"},
    {8, 0, "Ampere: A100, A30"},
    {8, 6, "Ampere: A10, A40, RTX 30"},
    {8, 7, "Jetson Orin"},
    {8, 9, "Ada: L4, L40S, RTX 40"},
    {9, 0, "Hopper: H100, H200, GH200"},
    {10, 0, "Blackwell: B200, GB200"},
    {10, 3, "Blackwell Ultra: B300, GB300"},
    {11, 0, "Jetson Thor"},
    {12, 0, "Blackwell: RTX 50, RTX PRO"},
    {12, 1, "DGX Spark, GB10"},
};

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s [OPTION]... FILE...\n"
            "List the entries of the fatbins in each FILE ('-': the standard input): a\n"
            "raw fatbin, or an ELF executable or object (its .nv_fatbin section, its\n"
            "__nv_relfatbin section of -rdc=true code, and its cufw images).\n"
            "\n"
            "Each entry is one line:\n"
            "  [IMAGE ]INDEX ptx|elf sm_NN[a|f] PAYLOAD-BYTES UNCOMPRESSED-BYTES none|zstd|lz4\n"
            "(sm_NNa: an arch-specific entry, sm_NNf a family-specific one, as cuobjdump\n"
            "names them)\n"
            "followed by a total line per file.\n"
            "\n"
            "  -s, --select MAJOR.MINOR  mark with '*' the entry a device of that compute\n"
            "                            capability would load\n"
            "  -x, --extract DIR         write each entry, decompressed, into DIR (new\n"
            "                            files only; names from FILE are encoded):\n"
            "                            TAG.INDEX.sm_NN[a|f].cubin|ptx\n"
            "      --devices[=LIST]      instead of the entries, say which one each compute\n"
            "                            capability of LIST would load, and how:\n"
            "                            [IMAGE ]MAJOR.MINOR sass-exact|sass-same-major|\n"
            "                            ptx-jit|none [INDEX KIND sm_NN] [(LABEL)];\n"
            "                            LIST: MAJOR.MINOR, 'current' (the GPUs CUDA 13\n"
            "                            supports, Jetson Thor's 11.0 included) and\n"
            "                            'present' (the driver's devices), comma-separated\n"
            "                            (default: present,current)\n"
            "      --fit                 instead, count what the FILEs together (a program,\n"
            "                            or the objects and archives one links) will\n"
            "                            register -- fatbins, kernels, variables -- and\n"
            "                            check it against cufw's capacities: those the\n"
            "                            program's cufw recorded, else this tool's\n"
            "      --capacities=LIST     with --fit: check against LIST instead, NAME=N\n"
            "                            pairs, comma-separated (fatbins=64,functions=2048)\n"
            "      --help                display this help and exit\n"
            "      --version             output version information and exit\n"
            "\n"
            "Exit status: 0 if every FILE was read, 1 on bad input or a failed extraction,\n"
            "2 with --devices when a capability has no entry in some fatbin, and with --fit\n"
            "when the program does not fit; 64 for a wrong command line.\n",
            tool_name);
}

static int parse_cc(const char *s, int *major, int *minor)
{
    char *end;
    long ma, mi;

    errno = 0;
    ma = strtol(s, &end, 10);
    if (end == s || *end != '.' || errno != 0)
        return -1;
    s = end + 1;
    mi = strtol(s, &end, 10);
    if (end == s || *end != '\0' || errno != 0 || ma < 1 || ma > 99 || mi < 0 || mi > 9)
        return -1;
    *major = (int)ma;
    *minor = (int)mi;
    return 0;
}

/* Decompress e's payload into out (uncompressed_size bytes). Returns 0, or
 * -1 with the reason in why. */
int fatbin_decompress(const struct cufw_fatbin_entry *e, unsigned char *out, char *why,
                      size_t whysz)
{
    switch (e->compression) {
    case CUFW_FATBIN_COMPRESSION_ZSTD:
#ifdef HAVE_ZSTD
    {
        size_t n = ZSTD_decompress(out, (size_t)e->uncompressed_size, e->payload,
                                   (size_t)e->payload_size);

        if (ZSTD_isError(n)) {
            snprintf(why, whysz, "zstd: %s", ZSTD_getErrorName(n));
            return -1;
        }
        if (n != e->uncompressed_size) {
            snprintf(why, whysz, "zstd: %zu bytes decompressed, the header says %llu", n,
                     (unsigned long long)e->uncompressed_size);
            return -1;
        }
        return 0;
    }
#else
        snprintf(why, whysz, "this cufw-fatbin was built without libzstd: install libzstd-dev "
                             "and reconfigure to extract zstd-compressed entries");
        return -1;
#endif
    case CUFW_FATBIN_COMPRESSION_LZ4:
#ifdef HAVE_LZ4
    {
        int n;

        if (e->payload_size > 0x7fffffffu || e->uncompressed_size > 0x7fffffffu) {
            snprintf(why, whysz, "lz4: entry too large");
            return -1;
        }
        n = LZ4_decompress_safe((const char *)e->payload, (char *)out, (int)e->payload_size,
                                (int)e->uncompressed_size);
        if (n < 0 || (unsigned long long)n != e->uncompressed_size) {
            snprintf(why, whysz, "lz4: corrupted payload (%d)", n);
            return -1;
        }
        return 0;
    }
#else
        snprintf(why, whysz, "this cufw-fatbin was built without liblz4: install liblz4-dev "
                             "and reconfigure to extract lz4-compressed entries");
        return -1;
#endif
    default:
        memcpy(out, e->payload, (size_t)e->payload_size);
        return 0;
    }
}

/* Write buf[0..n) to a new file name in the directory dirfd: never a file
 * that exists, never through a symbolic link; removed again when writing
 * fails. Returns 0, or -1 with the reason in why. */
static int write_new(int dirfd, const char *name, const unsigned char *buf, size_t n, char *why,
                     size_t whysz)
{
    int fd = openat(dirfd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    size_t done = 0;
    int err = 0;

    if (fd < 0) {
        snprintf(why, whysz, "%s%s", strerror(errno),
                 errno == EEXIST ? " (cufw-fatbin never overwrites a file: extract into an "
                                   "empty directory)"
                                 : "");
        return -1;
    }
    while (done < n && err == 0) {
        ssize_t w = write(fd, buf + done, n - done);

        if (w < 0 && errno != EINTR)
            err = errno;
        else if (w > 0)
            done += (size_t)w;
    }
    if (close(fd) != 0 && err == 0)
        err = errno;
    if (err != 0) {
        unlinkat(dirfd, name, 0);
        snprintf(why, whysz, "%s", strerror(err));
        return -1;
    }
    return 0;
}

static const char *arch_suffix(const struct cufw_fatbin_entry *e);

/* Extract one entry of the fatbin called tag (encoded, see toolname.h) in
 * FILE. Returns 0, or -1 after one line that names FILE, the entry and why. */
static int extract(const struct options *opt, const char *file, const char *tag,
                   const struct cufw_fatbin_entry *e)
{
    char name[256], why[512];
    unsigned char *buf = NULL;
    size_t n;
    int rc = -1;

    /* the arch's letter kept, as cuobjdump keeps it: x.0.sm_90a.cubin */
    snprintf(name, sizeof name, "%s.%u.sm_%u%s.%s", tag, e->index, e->sm_arch, arch_suffix(e),
             e->kind == CUFW_FATBIN_KIND_PTX   ? "ptx"
             : e->kind == CUFW_FATBIN_KIND_ELF ? "cubin"
                                               : "bin");
    n = (size_t)e->uncompressed_size;
    if (e->uncompressed_size > (1ull << 32))
        snprintf(why, sizeof why, "implausible uncompressed size %llu",
                 (unsigned long long)e->uncompressed_size);
    else if ((buf = malloc(n ? n : 1)) == NULL)
        snprintf(why, sizeof why, "out of memory");
    else if (fatbin_decompress(e, buf, why, sizeof why) == 0) {
        if (e->kind == CUFW_FATBIN_KIND_PTX)
            while (n > 0 && buf[n - 1] == '\0')
                n--;
        rc = write_new(opt->extract_fd, name, buf, n, why, sizeof why);
    }
    free(buf);
    if (rc != 0) {
        fflush(stdout);
        tool_error("%s: %s entry %u: cannot extract to %s/%s: %s", file, tag, e->index,
                   opt->extract_dir, name, why);
    }
    return rc;
}

/* "a" for an arch-specific entry (sm_90a), "f" for a family-specific one
 * (sm_100f), as cuobjdump names them. */
static const char *arch_suffix(const struct cufw_fatbin_entry *e)
{
    if (e->flags & CUFW_FATBIN_FLAG_ARCH_SPECIFIC)
        return "a";
    if (e->flags & CUFW_FATBIN_FLAG_FAMILY_SPECIFIC)
        return "f";
    return "";
}

/* How a device of major.minor runs the entry cufw_fatbin_select chose. */
static const char *how(const struct cufw_fatbin_entry *e, int major, int minor)
{
    if (e->kind == CUFW_FATBIN_KIND_PTX)
        return "ptx-jit";
    if (e->sm_arch == (unsigned)(major * 10 + minor))
        return "sass-exact";
    return "sass-same-major";
}

/* --devices: the entry each capability would load from one fatbin buffer. */
static int report(const struct options *opt, const char *file, const char *image,
                  const unsigned char *buf, size_t len, struct totals *t)
{
    struct cufw_fatbin_entry e;
    unsigned i;
    int rc = cufw_fatbin_validate(buf, len, NULL, NULL);

    if (rc != CUFW_OK && rc != CUFW_ERROR_FATBIN_EMPTY) {
        fflush(stdout);
        tool_error("%s%s%s: corrupted fatbin: %s", file, image ? ": " : "", image ? image : "",
                   cufw_error_string(rc));
        return -1;
    }
    for (i = 0; i < opt->ntargets; i++) {
        const struct target *d = &opt->targets[i];

        if (image != NULL)
            printf("%s ", image);
        rc = cufw_fatbin_select(buf, len, d->major, d->minor, &e);
        if (rc == CUFW_OK) {
            printf("%d.%d %s %u %s sm_%u%s", d->major, d->minor, how(&e, d->major, d->minor),
                   e.index, cufw_fatbin_kind_name(e.kind), e.sm_arch, arch_suffix(&e));
        } else {
            printf("%d.%d none", d->major, d->minor);
            t->missing++;
        }
        printf(d->label[0] != '\0' ? " (%s)\n" : "%s\n", d->label);
    }
    return 0;
}

/* List (and extract) the entries of one fatbin buffer. image is NULL for a
 * raw fatbin file; its name, encoded (toolname.h), prefixes every line
 * otherwise. refused: why the name may not name files, or NULL. */
static int list(const struct options *opt, const char *file, const char *image,
                const char *refused, const unsigned char *buf, size_t len, struct totals *t)
{
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e, chosen;
    int rc, have_choice = 0, failed = 0, extracting = opt->extract_dir != NULL;
    const char *tag = image != NULL ? image : "fatbin";

    if (opt->targets != NULL)
        return report(opt, file, image, buf, len, t);
    if (extracting && refused != NULL) {
        fflush(stdout);
        tool_error("%s: image '%s' not extracted: %s", file, image, refused);
        extracting = 0;
        failed = 1;
    }
    if (opt->select) {
        rc = cufw_fatbin_select(buf, len, opt->cc_major, opt->cc_minor, &chosen);
        have_choice = rc == CUFW_OK;
    }
    cufw_fatbin_iter_init(&it, buf, len);
    while ((rc = cufw_fatbin_next(&it, &e)) == CUFW_OK) {
        if (image != NULL)
            printf("%s ", image);
        printf("%u %s sm_%u%s %llu %llu %s%s\n", e.index, cufw_fatbin_kind_name(e.kind), e.sm_arch,
               arch_suffix(&e),
               (unsigned long long)e.payload_size, (unsigned long long)e.uncompressed_size,
               cufw_fatbin_compression_name(e.compression),
               have_choice && chosen.offset == e.offset ? " *" : "");
        t->entries++;
        t->payload += e.payload_size;
        t->uncompressed += e.uncompressed_size;
        if (extracting && !t->extract_failed && extract(opt, file, tag, &e) != 0)
            failed = t->extract_failed = 1;
    }
    if (rc != CUFW_ERROR_NOT_FOUND) {
        fflush(stdout);
        tool_error("%s%s%s: corrupted fatbin at byte %zu: %s", file, image ? ": " : "",
                   image ? image : "", it.pos, cufw_error_string(rc));
        return -1;
    }
    if (opt->select && !have_choice)
        printf("%s%sno entry for compute capability %d.%d\n", image ? image : "", image ? " " : "",
               opt->cc_major, opt->cc_minor);
    return failed ? -1 : 0;
}

/* The images of a cufw_images section. */
static int list_images(const struct options *opt, const char *file, const unsigned char *sec,
                       size_t size, struct totals *t)
{
    const struct cufw_image *img;
    size_t pos = 0;
    int rc, failed = 0;

    while ((rc = cufw_image_walk(sec, size, &pos, &img)) == CUFW_OK) {
        struct cufw_image r;
        const char *name, *refused = NULL;
        enum tool_name_verdict v;
        size_t n;
        char *tag;

        memcpy(&r, img, sizeof r);
        name = (const char *)img + r.name_offset;
        n = tool_name_encoded_len(name);
        if ((tag = malloc(n + 1)) == NULL) {
            tool_error("%s: out of memory", file);
            return -1;
        }
        tool_name_encode(name, tag);
        v = tool_name_check(name);
        if (v != TOOL_NAME_OK)
            refused = tool_name_verdict_text(v);
        else if (n > TOOL_NAME_MAX_ENCODED)
            refused = "the name is too long for a file name";
        if (list(opt, file, tag, refused, (const unsigned char *)img + r.data_offset,
                 (size_t)r.data_size, t) != 0)
            failed = 1;
        free(tag);
    }
    if (rc != CUFW_ERROR_NOT_FOUND) {
        fflush(stdout);
        tool_error("%s: corrupted cufw image record at byte %zu of the %s section: %s", file, pos,
                   CUFW_IMAGE_SECTION, cufw_error_string(rc));
        return -1;
    }
    return failed ? -1 : 0;
}

/* The fatbins of an ELF file: its .nv_fatbin section (whole-program
 * code), its __nv_relfatbin section (relocatable device code: an object or
 * program built with -rdc=true, as cuobjdump lists it) and its cufw images.
 * Each section, when it is there, must be sound. */
static int do_elf(const struct options *opt, const char *file, const unsigned char *buf, size_t len,
                  struct totals *t)
{
    static const char *const names[3] = {".nv_fatbin", "__nv_relfatbin", CUFW_IMAGE_SECTION};
    size_t off[3], size[3];
    int rc[3], i, failed = 0;

    for (i = 0; i < 3; i++) {
        rc[i] = cufw_elf_section(buf, len, names[i], &off[i], &size[i], NULL);
        if (rc[i] != CUFW_OK && rc[i] != CUFW_ERROR_ELF_NO_SECTION) {
            tool_error("%s: corrupted ELF file (its %s section): %s", file, names[i],
                       cufw_error_string(rc[i]));
            return -1;
        }
    }
    if (rc[0] != CUFW_OK && rc[1] != CUFW_OK && rc[2] != CUFW_OK) {
        tool_error("%s: ELF file without fatbins (no .nv_fatbin, __nv_relfatbin or %s section)",
                   file, CUFW_IMAGE_SECTION);
        return -1;
    }
    for (i = 0; i < 2; i++)
        if (rc[i] == CUFW_OK && list(opt, file, names[i], NULL, buf + off[i], size[i], t) != 0)
            failed = 1;
    if (rc[2] == CUFW_OK && list_images(opt, file, buf + off[2], size[2], t) != 0)
        failed = 1;
    return failed ? -1 : 0;
}

/* 0 when FILE was read (and, with --devices, every capability has an entry
 * in each of its fatbins), 2 when it was read but some capability has none,
 * -1 on bad input. */
static int do_file(const struct options *opt, const char *file, int many)
{
    struct totals t = {0, 0, 0, 0, 0};
    unsigned char *buf;
    size_t len;
    int rc;

    /* "-" is the standard input, as for cuobjdump and most tools */
    if (tool_read_file(strcmp(file, "-") == 0 ? NULL : file, &buf, &len) != 0)
        return -1;
    if (many)
        printf("%s:\n", file);
    if (len >= 4 && memcmp(buf, "\177ELF", 4) == 0) {
        rc = do_elf(opt, file, buf, len, &t);
    } else if (len >= 4 && buf[0] == 0x50 && buf[1] == 0xed && buf[2] == 0x55 && buf[3] == 0xba) {
        rc = list(opt, file, NULL, NULL, buf, len, &t);
    } else {
        tool_error("%s: neither a fatbin nor an ELF file", file);
        rc = -1;
    }
    if (rc == 0 && opt->targets == NULL)
        printf("total %u entries %llu payload bytes %llu uncompressed bytes\n", t.entries,
               t.payload, t.uncompressed);
    free(buf);
    return rc == 0 && t.missing > 0 ? 2 : rc;
}

/* Append a capability to --devices' list. Returns 0, or -1 when it is full. */
static int add_target(struct options *opt, int major, int minor, const char *label)
{
    struct target *d;

    if (opt->ntargets == MAX_TARGETS) {
        tool_error("--devices: more than %d compute capabilities", MAX_TARGETS);
        return -1;
    }
    d = &opt->targets[opt->ntargets++];
    d->major = major;
    d->minor = minor;
    snprintf(d->label, sizeof d->label, "%s", label);
    return 0;
}

/* The devices the driver has. Without a usable driver that is an error
 * only when they were asked for by name (required). */
static int add_present(struct options *opt, int required)
{
    char name[64], label[96];
    int rc, count, i, major, minor;

    rc = cufw_init();
    if (rc == CUFW_OK)
        rc = cufw_device_count(&count);
    if (rc != CUFW_OK) {
        if (!required)
            return 0;
        tool_error("--devices=present: no usable CUDA driver: %s (%s)", cufw_error_string(rc),
                   cufw_error_name(rc));
        return -1;
    }
    for (i = 0; i < count; i++) {
        if ((rc = cufw_device_compute_capability(i, &major, &minor)) != CUFW_OK) {
            tool_error("device %d: %s", i, cufw_error_string(rc));
            return -1;
        }
        if (cufw_device_name(i, name, sizeof name) != CUFW_OK)
            snprintf(name, sizeof name, "unknown");
        snprintf(label, sizeof label, "device %d: %s", i, name);
        if (add_target(opt, major, minor, label) != 0)
            return -1;
    }
    return 0;
}

/* --devices[=LIST]: fill opt->targets from LIST (NULL: present,current).
 * Returns 0, 1 when the driver's devices were asked for and cannot be
 * had, TOOL_EXIT_USAGE for a wrong list. */
static int parse_devices(struct options *opt, const char *list)
{
    char buf[1024], *tok, *save = NULL;
    unsigned i;
    int major, minor;

    snprintf(buf, sizeof buf, "%s", list != NULL ? list : "present,current");
    if (list != NULL && strlen(list) >= sizeof buf) {
        tool_error("--devices: the list is too long");
        return TOOL_EXIT_USAGE;
    }
    for (tok = strtok_r(buf, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
        if (strcmp(tok, "current") == 0) {
            for (i = 0; i < sizeof current_gpus / sizeof current_gpus[0]; i++)
                if (add_target(opt, current_gpus[i].major, current_gpus[i].minor,
                               current_gpus[i].label) != 0)
                    return TOOL_EXIT_USAGE;
        } else if (strcmp(tok, "present") == 0) {
            if (add_present(opt, list != NULL) != 0)
                return 1;
        } else if (parse_cc(tok, &major, &minor) == 0) {
            if (add_target(opt, major, minor, "") != 0)
                return TOOL_EXIT_USAGE;
        } else {
            tool_error("--devices: '%s' is neither a compute capability such as 11.0 nor "
                       "'current' or 'present'",
                       tok);
            return TOOL_EXIT_USAGE;
        }
    }
    if (opt->ntargets == 0) {
        tool_error("--devices: no compute capability to report on");
        return TOOL_EXIT_USAGE;
    }
    return 0;
}

int main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"select", required_argument, NULL, 's'}, {"extract", required_argument, NULL, 'x'},
        {"devices", optional_argument, NULL, 'D'}, {"fit", no_argument, NULL, 'F'},
        {"capacities", required_argument, NULL, 'C'}, {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'},       {NULL, 0, NULL, 0}};
    static struct target targets[MAX_TARGETS];
    struct options opt = {0, 0, 0, NULL, -1, NULL, 0};
    const char *devices = NULL, *capacities = NULL;
    int c, i, rc, want_devices = 0, want_fit = 0, status = 0;

    tool_init(argv[0]);
    while ((c = getopt_long(argc, argv, "s:x:", longopts, NULL)) != -1) {
        switch (c) {
        case 's':
            if (parse_cc(optarg, &opt.cc_major, &opt.cc_minor) != 0)
                return tool_usage_error(
                    "--select needs a compute capability such as 9.0, not '%s'", optarg);
            opt.select = 1;
            break;
        case 'x':
            if (opt.extract_dir != NULL)
                close(opt.extract_fd);
            opt.extract_fd = open(optarg, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (opt.extract_fd < 0) {
                tool_error("--extract: %s: %s", optarg, strerror(errno));
                return 1;
            }
            opt.extract_dir = optarg;
            break;
        case 'D':
            want_devices = 1;
            devices = optarg;
            break;
        case 'F':
            want_fit = 1;
            break;
        case 'C':
            capacities = optarg;
            break;
        default: /* --help, --version, or a wrong option */
            return tool_common_option(c, usage, TOOL_EXIT_USAGE);
        }
    }
    if (optind >= argc)
        return tool_usage_error("missing FILE operand");
    if (capacities != NULL && !want_fit)
        return tool_usage_error("--capacities goes with --fit");
    if (want_fit) {
        if (want_devices || opt.select || opt.extract_dir != NULL)
            return tool_usage_error("--fit does not go with --devices, --select or --extract");
        status = fit_main(argv + optind, argc - optind, capacities);
        if (tool_close_stdout() != 0)
            status = 1;
        return status;
    }
    if (want_devices) {
        if (opt.select || opt.extract_dir != NULL)
            return tool_usage_error("--devices does not go with --select or --extract");
        opt.targets = targets;
        rc = parse_devices(&opt, devices);
        if (rc != 0)
            return rc;
    }
    for (i = optind; i < argc; i++) {
        rc = do_file(&opt, argv[i], argc - optind > 1);
        if (rc < 0)
            status = 1;
        else if (rc == 2 && status == 0)
            status = 2;
    }
    if (opt.extract_dir != NULL)
        close(opt.extract_fd);
    if (tool_close_stdout() != 0)
        status = 1;
    return status;
}
