/* SPDX-License-Identifier: MIT */
/*
 * cufw-fatbin -- list, check and extract the entries of fatbins.
 *
 * Input files are raw fatbins (nvcc -fatbin) or ELF files (executables,
 * shared objects, object files): for ELF, the fatbins are those of the
 * .nv_fatbin section (what nvcc embeds for <<<>>> code) and the images of the
 * cufw_images section (what cufw-embed adds). Every entry is one line:
 *
 *     [IMAGE ]INDEX KIND sm_ARCH[a] PAYLOAD-BYTES UNCOMPRESSED-BYTES COMPRESSION
 *
 * then a total line. Decompression uses libzstd and liblz4 when configure
 * found them.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifdef HAVE_ZSTD
#include <zstd.h>
#endif
#ifdef HAVE_LZ4
#include <lz4.h>
#endif

#include <cufw/fatbin.h>

#include "toolutil.h"

struct options {
    int select, cc_major, cc_minor;
    const char *extract_dir;
};

struct totals {
    unsigned entries;
    unsigned long long payload, uncompressed;
};

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s [OPTION]... FILE...\n"
            "List the entries of the fatbins in each FILE: a raw fatbin, or an ELF\n"
            "executable or object (its .nv_fatbin section and its cufw images).\n"
            "\n"
            "Each entry is one line:\n"
            "  [IMAGE ]INDEX ptx|elf sm_NN[a] PAYLOAD-BYTES UNCOMPRESSED-BYTES none|zstd|lz4\n"
            "(sm_NNa: an arch-specific entry, as cuobjdump names it)\n"
            "followed by a total line per file.\n"
            "\n"
            "  -s, --select MAJOR.MINOR  mark with '*' the entry a device of that compute\n"
            "                            capability would load\n"
            "  -x, --extract DIR         write each entry, decompressed, into DIR\n"
            "      --help                display this help and exit\n"
            "      --version             output version information and exit\n"
            "\n"
            "Exit status: 0 if every FILE was read, 1 on bad input or a failed extraction.\n",
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

static int decompress(const struct cufw_fatbin_entry *e, unsigned char *out)
{
    switch (e->compression) {
    case CUFW_FATBIN_COMPRESSION_ZSTD:
#ifdef HAVE_ZSTD
    {
        size_t n = ZSTD_decompress(out, (size_t)e->uncompressed_size, e->payload,
                                   (size_t)e->payload_size);

        if (ZSTD_isError(n)) {
            tool_error("zstd: %s", ZSTD_getErrorName(n));
            return -1;
        }
        if (n != e->uncompressed_size) {
            tool_error("zstd: %zu bytes decompressed, the header says %llu", n,
                       (unsigned long long)e->uncompressed_size);
            return -1;
        }
        return 0;
    }
#else
        tool_error("this cufw-fatbin was built without libzstd: install libzstd-dev and "
                   "reconfigure to extract zstd-compressed entries");
        return -1;
#endif
    case CUFW_FATBIN_COMPRESSION_LZ4:
#ifdef HAVE_LZ4
    {
        int n;

        if (e->payload_size > 0x7fffffffu || e->uncompressed_size > 0x7fffffffu) {
            tool_error("lz4: entry too large");
            return -1;
        }
        n = LZ4_decompress_safe((const char *)e->payload, (char *)out, (int)e->payload_size,
                                (int)e->uncompressed_size);
        if (n < 0 || (unsigned long long)n != e->uncompressed_size) {
            tool_error("lz4: corrupted payload (%d)", n);
            return -1;
        }
        return 0;
    }
#else
        tool_error("this cufw-fatbin was built without liblz4: install liblz4-dev and "
                   "reconfigure to extract lz4-compressed entries");
        return -1;
#endif
    default:
        memcpy(out, e->payload, (size_t)e->payload_size);
        return 0;
    }
}

static int extract(const struct options *opt, const char *image, const struct cufw_fatbin_entry *e)
{
    char path[4096];
    unsigned char *buf;
    size_t n;
    int rc;

    if (e->uncompressed_size > (1ull << 32)) {
        tool_error("entry %u: implausible uncompressed size %llu", e->index,
                   (unsigned long long)e->uncompressed_size);
        return -1;
    }
    n = (size_t)e->uncompressed_size;
    buf = malloc(n ? n : 1);
    if (buf == NULL) {
        tool_error("out of memory");
        return -1;
    }
    if (decompress(e, buf) != 0) {
        tool_error("cannot extract entry %u of %s", e->index, image);
        free(buf);
        return -1;
    }
    if (e->kind == CUFW_FATBIN_KIND_PTX)
        while (n > 0 && buf[n - 1] == '\0')
            n--;
    snprintf(path, sizeof path, "%s/%s.%u.sm_%u.%s", opt->extract_dir, image, e->index,
             e->sm_arch,
             e->kind == CUFW_FATBIN_KIND_PTX   ? "ptx"
             : e->kind == CUFW_FATBIN_KIND_ELF ? "cubin"
                                               : "bin");
    rc = tool_write_file(path, buf, n);
    free(buf);
    return rc;
}

/* List (and extract) the entries of one fatbin buffer. image is NULL for a
 * raw fatbin file; its name prefixes every line otherwise. */
static int list(const struct options *opt, const char *file, const char *image,
                const unsigned char *buf, size_t len, struct totals *t)
{
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e, chosen;
    int rc, have_choice = 0, failed = 0;
    const char *tag = image != NULL ? image : "fatbin";

    if (opt->select) {
        rc = cufw_fatbin_select(buf, len, opt->cc_major, opt->cc_minor, &chosen);
        have_choice = rc == CUFW_OK;
    }
    cufw_fatbin_iter_init(&it, buf, len);
    while ((rc = cufw_fatbin_next(&it, &e)) == CUFW_OK) {
        if (image != NULL)
            printf("%s ", image);
        printf("%u %s sm_%u%s %llu %llu %s%s\n", e.index, cufw_fatbin_kind_name(e.kind), e.sm_arch,
               (e.flags & CUFW_FATBIN_FLAG_ARCH_SPECIFIC) ? "a" : "",
               (unsigned long long)e.payload_size, (unsigned long long)e.uncompressed_size,
               cufw_fatbin_compression_name(e.compression),
               have_choice && chosen.offset == e.offset ? " *" : "");
        t->entries++;
        t->payload += e.payload_size;
        t->uncompressed += e.uncompressed_size;
        if (opt->extract_dir != NULL && extract(opt, tag, &e) != 0)
            failed = 1;
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

static int do_elf(const struct options *opt, const char *file, const unsigned char *buf, size_t len,
                  struct totals *t)
{
    size_t off, size, pos = 0;
    const struct cufw_image *img;
    int found = 0, failed = 0, rc;

    rc = cufw_elf_section(buf, len, ".nv_fatbin", &off, &size, NULL);
    if (rc == CUFW_ERROR_ELF_BAD) {
        tool_error("%s: corrupted ELF file: %s", file, cufw_error_string(rc));
        return -1;
    }
    if (rc == CUFW_OK) {
        found = 1;
        if (list(opt, file, ".nv_fatbin", buf + off, size, t) != 0)
            failed = 1;
    }
    rc = cufw_elf_section(buf, len, CUFW_IMAGE_SECTION, &off, &size, NULL);
    if (rc == CUFW_OK) {
        found = 1;
        while ((rc = cufw_image_walk(buf + off, size, &pos, &img)) == CUFW_OK) {
            struct cufw_image r;
            const char *name;

            memcpy(&r, img, sizeof r);
            name = (const char *)img + r.name_offset;
            if (list(opt, file, name, (const unsigned char *)img + r.data_offset,
                     (size_t)r.data_size, t) != 0)
                failed = 1;
        }
        if (rc != CUFW_ERROR_NOT_FOUND) {
            tool_error("%s: corrupted cufw image record: %s", file, cufw_error_string(rc));
            return -1;
        }
    }
    if (!found) {
        tool_error("%s: ELF file without fatbins (no .nv_fatbin or %s section)", file,
                   CUFW_IMAGE_SECTION);
        return -1;
    }
    return failed ? -1 : 0;
}

static int do_file(const struct options *opt, const char *file, int many)
{
    struct totals t = {0, 0, 0};
    unsigned char *buf;
    size_t len;
    int rc;

    if (tool_read_file(file, &buf, &len) != 0)
        return -1;
    if (many)
        printf("%s:\n", file);
    if (len >= 4 && memcmp(buf, "\177ELF", 4) == 0) {
        rc = do_elf(opt, file, buf, len, &t);
    } else if (len >= 4 && buf[0] == 0x50 && buf[1] == 0xed && buf[2] == 0x55 && buf[3] == 0xba) {
        rc = list(opt, file, NULL, buf, len, &t);
    } else {
        tool_error("%s: neither a fatbin nor an ELF file", file);
        rc = -1;
    }
    if (rc == 0)
        printf("total %u entries %llu payload bytes %llu uncompressed bytes\n", t.entries,
               t.payload, t.uncompressed);
    free(buf);
    return rc;
}

int main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"select", required_argument, NULL, 's'}, {"extract", required_argument, NULL, 'x'},
        {"help", no_argument, NULL, 'h'},         {"version", no_argument, NULL, 'V'},
        {NULL, 0, NULL, 0}};
    struct options opt = {0, 0, 0, NULL};
    struct stat st;
    int c, i, status = 0;

    tool_init(argv[0]);
    while ((c = getopt_long(argc, argv, "s:x:", longopts, NULL)) != -1) {
        switch (c) {
        case 's':
            if (parse_cc(optarg, &opt.cc_major, &opt.cc_minor) != 0) {
                tool_error("--select needs a compute capability such as 9.0, not '%s'", optarg);
                return 1;
            }
            opt.select = 1;
            break;
        case 'x':
            if (stat(optarg, &st) != 0 || !S_ISDIR(st.st_mode)) {
                tool_error("%s: not a directory", optarg);
                return 1;
            }
            opt.extract_dir = optarg;
            break;
        case 'h':
            usage(stdout);
            return 0;
        case 'V':
            tool_version();
            return 0;
        default:
            tool_try_help();
            return 1;
        }
    }
    if (optind >= argc) {
        tool_error("missing FILE operand");
        tool_try_help();
        return 1;
    }
    for (i = optind; i < argc; i++)
        if (do_file(&opt, argv[i], argc - optind > 1) != 0)
            status = 1;
    return status;
}
