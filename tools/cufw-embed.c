/* SPDX-License-Identifier: MIT */
/*
 * cufw-embed -- turn a fatbin file into a C or assembler source that places
 * it, with a struct cufw_image record, in the linker section "cufw_images".
 *
 * Both outputs need no header and lay out the same object: the record (the
 * layout of struct cufw_image in <cufw/fatbin.h>), the name and the data in
 * one 8-byte aligned, static, read-only object called cufw_image_IDENT, with
 * every offset a constant from the record's first byte, so nothing needs
 * relocating. cufw_image_find("NAME") finds it at run time; the object is
 * linked into the program (not through an archive: nothing references it by
 * symbol).
 *
 * The C output spells every byte as a number: simple, any C compiler, but a
 * compiler takes seconds per megabyte to read it. The assembler output
 * (target-neutral GNU as syntax, for x86-64 and aarch64 alike) has the
 * assembler read the fatbin itself with .incbin "ABSOLUTE-PATH", at the speed
 * of a file copy; the record's sizes are differences of labels around the
 * .incbin, and an .if stops the build when the file no longer has the size
 * that was checked. Standard input, and any input that is not a regular
 * file, cannot be .incbin'd later, so its bytes are copied into the source as
 * .ascii strings (what the preprocessor and the assembler read fastest:
 * one token per line, not one per byte).
 */
#define _XOPEN_SOURCE 700 /* realpath */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cufw/fatbin.h>

#include "toolname.h"
#include "toolutil.h"

enum format { FORMAT_AUTO, FORMAT_C, FORMAT_ASM };

/* Bytes of data per .ascii line of the inline assembler output. */
#define ASCII_LINE 256

/* What one run writes. */
struct image {
    const char *name;          /* the image's name */
    char ident[64];            /* cufw_image_<ident>: name with [^A-Za-z0-9] as _ */
    const char *origin;        /* the input as the comment names it */
    const unsigned char *data; /* the fatbin's bytes */
    size_t len;
    unsigned entries;          /* fatbin entries (0 with --no-check) */
    const char *incbin;        /* absolute path for .incbin, or NULL: bytes inline */
};

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s [OPTION]... FATBIN\n"
            "Write a C or assembler source that embeds FATBIN in a program as a cufw\n"
            "image. With FATBIN '-', read standard input (then --name is needed).\n"
            "\n"
            "  -n, --name NAME     the image's name (default: FATBIN's base name without\n"
            "                      .fatbin)\n"
            "  -o, --output FILE   write the source to FILE ('-': standard output, the\n"
            "                      default)\n"
            "  -f, --format FORMAT c (numbers in a C array) or asm (the assembler reads\n"
            "                      FATBIN with .incbin); default: asm for a FILE ending in\n"
            "                      .S or .s, else c\n"
            "      --inline        asm: copy the bytes into the source instead of .incbin\n"
            "                      (always done for standard input)\n"
            "      --no-check      embed FATBIN even if it is not a valid fatbin\n"
            "      --help          display this help and exit\n"
            "      --version       output version information and exit\n"
            "\n"
            "Compile the output (cc -c, for .S too) and link its object into the program;\n"
            "cufw finds the image at run time with cufw_image_find(NAME).\n"
            "\n"
            "Exit status: 0 if the source was written, 1 if FATBIN could not be read or\n"
            "is not a valid fatbin or the output could not be written, 64 for a wrong\n"
            "command line.\n",
            tool_name);
}

static char *default_name(const char *path)
{
    const char *base = strrchr(path, '/');
    size_t n;
    char *name;

    base = base != NULL ? base + 1 : path;
    n = strlen(base);
    if (n > 7 && strcmp(base + n - 7, ".fatbin") == 0)
        n -= 7;
    name = malloc(n + 1);
    if (name == NULL)
        return NULL;
    memcpy(name, base, n);
    name[n] = '\0';
    return name;
}

/* The format an output file's name asks for: .S and .s are assembler. */
static enum format format_of(const char *output)
{
    size_t n = output != NULL ? strlen(output) : 0;

    if (n > 2 && (strcmp(output + n - 2, ".S") == 0 || strcmp(output + n - 2, ".s") == 0))
        return FORMAT_ASM;
    return FORMAT_C;
}

/*
 * Write s[0..n) as the inside of a string literal that C compilers, the C
 * preprocessor and GNU as and LLVM's assembler all read back byte for byte:
 * printable ASCII as itself, but quotes, backslashes and question marks
 * (trigraphs) and every other byte as a three-digit octal escape. Returns
 * the characters written into buf (at most 4 * n).
 */
static size_t quote(char *buf, const unsigned char *s, size_t n)
{
    size_t i, k = 0;

    for (i = 0; i < n; i++) {
        unsigned c = s[i];

        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '?') {
            buf[k++] = (char)c;
        } else {
            buf[k++] = '\\';
            buf[k++] = (char)('0' + (c >> 6));
            buf[k++] = (char)('0' + ((c >> 3) & 7));
            buf[k++] = (char)('0' + (c & 7));
        }
    }
    return k;
}

/* Write a NUL-terminated string as quote() spells it. */
static void put_escaped(FILE *out, const char *s)
{
    char buf[4];

    for (; *s != '\0'; s++)
        fwrite(buf, 1, quote(buf, (const unsigned char *)s, 1), out);
}

/* Write a NUL-terminated string as a string literal. */
static void put_quoted(FILE *out, const char *s)
{
    fputc('"', out);
    put_escaped(out, s);
    fputc('"', out);
}

/* Write text inside a comment: printable ASCII only, and never a "*" "/"
 * (which would end the comment) or a "/" "*" (which -Wcomment reports). */
static void put_comment_text(FILE *out, const char *s)
{
    for (; *s != '\0'; s++) {
        unsigned char c = (unsigned char)*s;

        fputc(c >= 0x20 && c < 0x7f ? c : '?', out);
        if ((c == '*' && s[1] == '/') || (c == '/' && s[1] == '*'))
            fputc(' ', out);
    }
}

static void put_header(FILE *out, const struct image *img)
{
    fprintf(out, "/* Generated by cufw-embed %s from ", PACKAGE_VERSION);
    put_comment_text(out, img->origin);
    fprintf(out, " (%zu bytes, %u entries). Do not edit. */\n", img->len, img->entries);
}

/* The fatbin's bytes as C numbers, 24 to a line (by hand: printf is slow). */
static void emit_decimal(FILE *out, const unsigned char *data, size_t len)
{
    char line[6 + 24 * 4];
    size_t i, j;

    for (i = 0; i < len; i += 24) {
        size_t n = len - i < 24 ? len - i : 24, k = 6;

        memcpy(line, "\n     ", 6);
        for (j = 0; j < n; j++) {
            unsigned c = data[i + j];

            if (c >= 100)
                line[k++] = (char)('0' + c / 100);
            if (c >= 10)
                line[k++] = (char)('0' + c / 10 % 10);
            line[k++] = (char)('0' + c % 10);
            line[k++] = ',';
        }
        fwrite(line, 1, k, out);
    }
}

static void emit_c(FILE *out, const struct image *img)
{
    size_t nlen = strlen(img->name) + 1, npad = (nlen + 7) & ~(size_t)7;
    size_t dpad = (img->len + 7) & ~(size_t)7;
    const char *id = img->ident;

    put_header(out, img);
    fprintf(out, "#include <stddef.h>\n#include <stdint.h>\n\n");
    fprintf(out,
            "static const struct {\n"
            "    uint32_t magic;\n    uint16_t version;\n    uint16_t header_size;\n"
            "    uint32_t name_offset;\n    uint32_t reserved;\n"
            "    uint64_t data_offset;\n    uint64_t data_size;\n    uint64_t total_size;\n"
            "    char name[%zu];\n    unsigned char data[%zu];\n"
            "} cufw_image_%s __attribute__((section(\"%s\"), used, aligned(8))) = {\n",
            npad, dpad ? dpad : 8, id, CUFW_IMAGE_SECTION);
    fprintf(out, "    0x%08xu, %uu, 40u,\n", CUFW_IMAGE_MAGIC, CUFW_IMAGE_VERSION);
    fprintf(out, "    (uint32_t)offsetof(__typeof__(cufw_image_%s), name), 0u,\n", id);
    fprintf(out, "    offsetof(__typeof__(cufw_image_%s), data), %zuu,\n", id, img->len);
    fprintf(out, "    sizeof(cufw_image_%s),\n    ", id);
    put_quoted(out, img->name);
    fprintf(out, ",\n    {");
    emit_decimal(out, img->data, img->len);
    if (img->len == 0)
        fprintf(out, "0");
    fprintf(out, "\n    }\n};\n");
}

/* The fatbin's bytes as .ascii lines. */
static void emit_ascii(FILE *out, const unsigned char *data, size_t len)
{
    char line[4 * ASCII_LINE + 16];
    size_t i;

    for (i = 0; i < len; i += ASCII_LINE) {
        size_t n = len - i < ASCII_LINE ? len - i : ASCII_LINE, k;

        memcpy(line, "\t.ascii \"", 9);
        k = 9 + quote(line + 9, data + i, n);
        line[k++] = '"';
        line[k++] = '\n';
        fwrite(line, 1, k, out);
    }
}

static void emit_asm(FILE *out, const struct image *img)
{
    const char *id = img->ident;

    put_header(out, img);
    fprintf(out,
            "/*\n"
            " * One object in the section %s: the record of <cufw/fatbin.h> (struct\n"
            " * cufw_image), the name and the fatbin, every offset from the record's\n"
            " * first byte. GNU as syntax for any ELF target; compile with cc -c.\n"
            " */\n",
            CUFW_IMAGE_SECTION);
    fprintf(out, "\t.section %s,\"a\",%%progbits\n\t.balign 8\n", CUFW_IMAGE_SECTION);
    fprintf(out, "\t.type cufw_image_%s, %%object\ncufw_image_%s:\n", id, id);
    fprintf(out, "\t.4byte 0x%08x /* magic */\n", CUFW_IMAGE_MAGIC);
    fprintf(out, "\t.2byte %u /* version */\n", CUFW_IMAGE_VERSION);
    fprintf(out, "\t.2byte 40 /* header_size */\n");
    fprintf(out, "\t.4byte .Lcufw_name - cufw_image_%s /* name_offset */\n", id);
    fprintf(out, "\t.4byte 0 /* reserved */\n");
    fprintf(out, "\t.8byte .Lcufw_data - cufw_image_%s /* data_offset */\n", id);
    fprintf(out, "\t.8byte .Lcufw_data_end - .Lcufw_data /* data_size */\n");
    fprintf(out, "\t.8byte .Lcufw_end - cufw_image_%s /* total_size */\n", id);
    fprintf(out, ".Lcufw_name:\n\t.asciz ");
    put_quoted(out, img->name);
    fprintf(out, "\n\t.balign 8, 0\n.Lcufw_data:\n");
    if (img->incbin != NULL) {
        fprintf(out, "\t.incbin ");
        put_quoted(out, img->incbin);
        fprintf(out, "\n.Lcufw_data_end:\n\t.if .Lcufw_data_end - .Lcufw_data != %zu\n", img->len);
        fprintf(out, "\t.error \"cufw-embed: ");
        put_escaped(out, img->incbin);
        fprintf(out, " is no longer the fatbin of %zu bytes that cufw-embed checked: "
                     "run cufw-embed again\"", img->len);
        fprintf(out, "\n\t.endif\n");
    } else {
        emit_ascii(out, img->data, img->len);
        fprintf(out, ".Lcufw_data_end:\n");
    }
    if (img->len == 0)
        fprintf(out, "\t.zero 8 /* an empty fatbin still gets 8 bytes */\n");
    fprintf(out, "\t.balign 8, 0\n.Lcufw_end:\n");
    fprintf(out, "\t.size cufw_image_%s, .Lcufw_end - cufw_image_%s\n", id, id);
    fprintf(out, "\t.section .note.GNU-stack,\"\",%%progbits\n");
}

/*
 * The absolute path the assembler reads the input from, in *abs (malloc'd).
 * Returns 0; or 1 after a message when the file cannot be found; or
 * TOOL_EXIT_USAGE when its name holds a control character. Octal escapes
 * could spell one, but a newline or a tab in a file name is almost always an
 * accident, and every other byte is written (see quote()).
 */
static int incbin_path(const char *input, char **abs)
{
    const unsigned char *p;

    *abs = realpath(input, NULL);
    if (*abs == NULL) {
        tool_error("%s: %s", input, strerror(errno));
        return 1;
    }
    for (p = (const unsigned char *)*abs; *p != '\0'; p++) {
        if (*p < 0x20 || *p == 0x7f) {
            tool_error("%s: the file's absolute path has a control character (byte 0x%02x), "
                       "which the assembler source does not name; rename the file, or use "
                       "--inline or --format=c",
                       input, *p);
            free(*abs);
            *abs = NULL;
            return TOOL_EXIT_USAGE;
        }
    }
    return 0;
}

/* Is path a regular file (something the assembler can read again later)? */
static int regular_file(const char *path)
{
    struct stat st;

    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Write the source to output (NULL: standard output). Returns 0 or 1. */
static int write_source(const char *output, enum format format, const struct image *img)
{
    struct tool_output out;

    if (tool_output_open(&out, output) != 0)
        return 1;
    setvbuf(out.f, NULL, _IOFBF, 1 << 20);
    if (format == FORMAT_ASM)
        emit_asm(out.f, img);
    else
        emit_c(out.f, img);
    return tool_output_close(&out) != 0;
}

/*
 * Is name one cufw-embed writes? Returns 0, or TOOL_EXIT_USAGE after a
 * message. An image name is looked up by cufw_image_find() and shown by
 * cufw-fatbin, which names extracted files after it: it is not a path
 * (tool_name_check) and has no control character.
 */
static int check_name(const char *name)
{
    enum tool_name_verdict v = tool_name_check(name);
    const unsigned char *p;

    if (strlen(name) > 255) {
        tool_error("the image name must be 1 to 255 characters");
        return TOOL_EXIT_USAGE;
    }
    for (p = (const unsigned char *)name; *p != '\0'; p++) {
        if (*p < 0x20 || *p == 0x7f) {
            tool_error("the image name has a control character (byte 0x%02x)", *p);
            return TOOL_EXIT_USAGE;
        }
    }
    if (v != TOOL_NAME_OK) {
        tool_error("image name '%s' refused: %s", name, tool_name_verdict_text(v));
        return TOOL_EXIT_USAGE;
    }
    return 0;
}

int main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"name", required_argument, NULL, 'n'}, {"output", required_argument, NULL, 'o'},
        {"format", required_argument, NULL, 'f'}, {"inline", no_argument, NULL, 'i'},
        {"no-check", no_argument, NULL, 'c'},   {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'},    {NULL, 0, NULL, 0}};
    const char *output = NULL, *input;
    char *owned = NULL, *abs = NULL;
    int check = 1, inline_bytes = 0, from_stdin, c, rc;
    enum format format = FORMAT_AUTO;
    struct image img;
    unsigned char *data = NULL;

    tool_init(argv[0]);
    memset(&img, 0, sizeof img);
    while ((c = getopt_long(argc, argv, "n:o:f:", longopts, NULL)) != -1) {
        switch (c) {
        case 'n':
            img.name = optarg;
            break;
        case 'o':
            output = strcmp(optarg, "-") == 0 ? NULL : optarg;
            break;
        case 'f':
            if (strcmp(optarg, "c") == 0) {
                format = FORMAT_C;
            } else if (strcmp(optarg, "asm") == 0) {
                format = FORMAT_ASM;
            } else {
                return tool_usage_error("unknown format '%s' (c or asm)", optarg);
            }
            break;
        case 'i':
            inline_bytes = 1;
            break;
        case 'c':
            check = 0;
            break;
        default: /* --help, --version, or a wrong option */
            return tool_common_option(c, usage, TOOL_EXIT_USAGE);
        }
    }
    if (optind >= argc)
        return tool_usage_error("missing FATBIN operand");
    if (optind + 1 < argc)
        return tool_usage_error("extra operand '%s' (one FATBIN at a time)", argv[optind + 1]);
    input = argv[optind];
    from_stdin = strcmp(input, "-") == 0;
    if (format == FORMAT_AUTO)
        format = format_of(output);
    if (img.name == NULL && from_stdin)
        return tool_usage_error("standard input has no file name to name the image after: "
                                "give the image a name with --name");
    if (img.name == NULL && (img.name = owned = default_name(input)) == NULL) {
        tool_error("out of memory");
        return 1;
    }
    if (*img.name == '\0') {
        tool_error("the image name must be 1 to 255 characters");
        rc = TOOL_EXIT_USAGE;
    } else {
        rc = check_name(img.name);
    }
    if (rc != 0) {
        tool_try_help();
        free(owned);
        return rc;
    }
    for (c = 0; c < (int)sizeof img.ident - 1 && img.name[c] != '\0'; c++)
        img.ident[c] = isalnum((unsigned char)img.name[c]) ? img.name[c] : '_';
    img.ident[c] = '\0';
    img.origin = from_stdin ? "standard input" : input;

    /* The assembler reads a regular file again itself; anything else is copied. */
    rc = 0;
    if (format == FORMAT_ASM && !inline_bytes && !from_stdin && regular_file(input))
        rc = incbin_path(input, &abs);
    if (rc == 0)
        rc = tool_read_file(from_stdin ? NULL : input, &data, &img.len) != 0;
    if (rc == 0 && check &&
        (rc = cufw_fatbin_validate(data, img.len, &img.entries, NULL)) != CUFW_OK) {
        tool_error("%s: not a valid fatbin: %s (%s)", img.origin, cufw_error_string(rc),
                   cufw_error_name(rc));
        rc = 1;
    }
    if (rc == 0) {
        img.data = data;
        img.incbin = abs;
        rc = write_source(output, format, &img);
    }
    free(data);
    free(abs);
    free(owned);
    if (rc == 0 && tool_close_stdout() != 0)
        rc = 1;
    return rc;
}
