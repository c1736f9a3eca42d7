/* SPDX-License-Identifier: MIT */
/*
 * cufw/fatbin.h -- the fatbin container: parse, validate, select; and the
 * images that cufw-embed places in a binary.
 *
 * A fatbin is what nvcc -fatbin writes and what nvcc embeds in host objects
 * (section .nv_fatbin, pointed to by a wrapper in .nvFatBinSegment). It is a
 * sequence of containers; each container is a 16-byte header followed by
 * entries; each entry is a header followed by a payload: PTX text or an ELF
 * cubin for one SM architecture, possibly compressed (LZ4 or zstd).
 *
 * Nothing here allocates, calls the driver or keeps global state: every
 * function works on a caller's buffer and a caller's structs, and treats
 * every offset and size in the buffer as hostile. All functions are
 * thread-safe (they only read their arguments).
 */
#ifndef CUFW_FATBIN_H
#define CUFW_FATBIN_H

#include <stddef.h>
#include <stdint.h>

#include <cufw/error.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUFW_FATBIN_MAGIC 0xBA55ED50u         /* container header */
#define CUFW_FATBIN_WRAPPER_MAGIC 0x466243B1u /* nvcc's wrapper struct */

/* Entry kinds (the entry header's first field). */
#define CUFW_FATBIN_KIND_PTX 1
#define CUFW_FATBIN_KIND_ELF 2

/* Entry flags (the entry header's 64-bit flags field). */
#define CUFW_FATBIN_FLAG_64BIT 0x1ull
#define CUFW_FATBIN_FLAG_DEBUG 0x2ull
#define CUFW_FATBIN_FLAG_LINUX 0x10ull
#define CUFW_FATBIN_FLAG_LZ4 0x2000ull
#define CUFW_FATBIN_FLAG_ZSTD 0x8000ull
#define CUFW_FATBIN_FLAG_ARCH_SPECIFIC 0x100000ull   /* sm_90a: that SM only */
#define CUFW_FATBIN_FLAG_FAMILY_SPECIFIC 0x200000ull /* sm_100f: that family */

/* Compression of an entry's payload. */
enum cufw_fatbin_compression {
    CUFW_FATBIN_COMPRESSION_NONE = 0,
    CUFW_FATBIN_COMPRESSION_LZ4 = 1,
    CUFW_FATBIN_COMPRESSION_ZSTD = 2
};

/* One entry, as cufw_fatbin_next() reports it. */
struct cufw_fatbin_entry {
    unsigned kind;               /* CUFW_FATBIN_KIND_PTX, _ELF, or another value seen */
    unsigned version;            /* entry header version */
    unsigned header_size;        /* bytes of the entry header */
    unsigned sm_arch;            /* e.g. 90 for sm_90 / compute_90 */
    uint64_t flags;              /* CUFW_FATBIN_FLAG_* */
    enum cufw_fatbin_compression compression;
    const unsigned char *payload; /* first byte of the payload (inside the buffer) */
    uint64_t payload_size;       /* bytes at payload (compressed size if compressed) */
    uint64_t padded_size;        /* bytes reserved for the payload in the container */
    uint64_t uncompressed_size;  /* payload bytes after decompression */
    size_t offset;               /* entry header's offset from the start of the buffer */
    unsigned container;          /* index of the container (0-based) */
    unsigned index;              /* index of the entry in the whole buffer (0-based) */
};

/* Iteration state over a buffer of one or more concatenated containers. */
struct cufw_fatbin_iter {
    const unsigned char *buf;
    size_t len;
    size_t pos;           /* next entry header */
    size_t container_end; /* end of the current container's entries, 0 before the first */
    unsigned container;
    unsigned index;
    int error;            /* sticky: the first error the iterator met */
};

/*
 * cufw_fatbin_iter_init -- start iterating over buf[0..len). buf must hold
 * containers back to back (zero padding to 8-byte alignment between them is
 * allowed). Returns CUFW_OK, or CUFW_ERROR_INVALID_ARGUMENT for a NULL
 * argument. Checks nothing else: cufw_fatbin_next() validates as it goes.
 */
int cufw_fatbin_iter_init(struct cufw_fatbin_iter *it, const void *buf, size_t len);

/*
 * cufw_fatbin_next -- the next entry. Returns CUFW_OK and fills *entry, or
 * CUFW_ERROR_NOT_FOUND when the buffer has no more entries, or the error that
 * stops iteration (then every later call returns it again):
 * CUFW_ERROR_FATBIN_BAD_MAGIC, _BAD_VERSION, _TRUNCATED, _BAD_HEADER,
 * _ENTRY_OVERRUN.
 */
int cufw_fatbin_next(struct cufw_fatbin_iter *it, struct cufw_fatbin_entry *entry);

/*
 * cufw_fatbin_validate -- walk the whole buffer. On success *entries (if not
 * NULL) gets the number of entries and *used (if not NULL) the bytes the
 * containers occupy from the start of buf (padding after the last container
 * excluded). Returns CUFW_OK, CUFW_ERROR_FATBIN_EMPTY for a buffer without
 * entries, or the first error cufw_fatbin_next() meets.
 */
int cufw_fatbin_validate(const void *buf, size_t len, unsigned *entries, size_t *used);

/*
 * cufw_fatbin_size -- the bytes occupied by the containers that start at
 * data, when the buffer's length is not known (nvcc's wrapper gives only a
 * pointer). Reads container headers only, up to max bytes; a zero max means
 * no limit (trust the headers: for data the program itself embedded).
 * Returns CUFW_OK and *size, or CUFW_ERROR_FATBIN_BAD_MAGIC,
 * _BAD_VERSION, _BAD_HEADER, _TRUNCATED.
 */
int cufw_fatbin_size(const void *data, size_t max, size_t *size);

/*
 * nvcc's wrapper struct (fatbinary_section.h): magic, version (1, or 2 for
 * prelinked -rdc arrays), a pointer to the containers, and a pointer that
 * cufw does not use.
 */
struct cufw_fatbin_wrapper {
    int32_t magic;
    int32_t version;
    const unsigned long long *data;
    const void *filename_or_fatbins;
};

/*
 * cufw_fatbin_unwrap -- check a wrapper and return its container data and
 * size (computed with cufw_fatbin_size, no limit). Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT (NULL), CUFW_ERROR_FATBIN_BAD_MAGIC (not a
 * wrapper, or its data is not a container), CUFW_ERROR_FATBIN_BAD_VERSION
 * (a version other than 1, a unit's fatbin, and 2, the device-linked fatbin
 * that nvcc -dlink's stub registers for -rdc=true programs). Accepts, as
 * cudart does, a pointer straight to a container header too.
 */
int cufw_fatbin_unwrap(const void *wrapper_or_data, const void **data, size_t *size);

/*
 * cufw_fatbin_select -- which entry the driver would load on a device of
 * compute capability cc_major.cc_minor: an ELF cubin for exactly that SM
 * (arch-specific "a" builds preferred), else the ELF for the same major with
 * the highest lower minor, else the newest PTX not newer than the device
 * (PTX for another major only when neither arch- nor family-specific).
 * Arch-specific ("90a") entries match only their exact SM; family-specific
 * ("100f") entries only their major with a minor not above the device's.
 * Returns CUFW_OK and *entry, CUFW_ERROR_FATBIN_NO_IMAGE, or an error of
 * cufw_fatbin_next() for a corrupted buffer.
 */
int cufw_fatbin_select(const void *buf, size_t len, int cc_major, int cc_minor,
                       struct cufw_fatbin_entry *entry);

/*
 * cufw_fatbin_entry_usable -- 1 if the driver could load this entry on a
 * device of compute capability cc_major.cc_minor (the rules of
 * cufw_fatbin_select), else 0.
 */
int cufw_fatbin_entry_usable(const struct cufw_fatbin_entry *entry, int cc_major, int cc_minor);

/* cufw_fatbin_kind_name -- "ptx", "elf", or "kind<N>" style "other". */
const char *cufw_fatbin_kind_name(unsigned kind);
/* cufw_fatbin_compression_name -- "none", "lz4" or "zstd". */
const char *cufw_fatbin_compression_name(enum cufw_fatbin_compression c);

/* ------------------------------------------------------------------ ELF */

/*
 * cufw_elf_section -- find a section by name in a 64-bit little-endian ELF
 * file held in buf[0..len). Returns CUFW_OK with the section's file offset,
 * size and virtual address, CUFW_ERROR_ELF_NO_SECTION (also for a section
 * with no file contents, SHT_NOBITS), or CUFW_ERROR_ELF_BAD.
 */
int cufw_elf_section(const void *buf, size_t len, const char *name, size_t *offset,
                     size_t *size, uint64_t *addr);

/* ------------------------------------------------------------------ embedded images */

/*
 * The record cufw-embed writes for one fatbin. A record, its name and its
 * data form one object placed in the linker section "cufw_images"; offsets
 * are from the record's first byte, so the record needs no relocation and
 * reads the same in memory and in the file. The linker concatenates the
 * records; core walks them from __start_cufw_images to __stop_cufw_images.
 */
#define CUFW_IMAGE_MAGIC 0x77667563u /* "cufw" little-endian */
#define CUFW_IMAGE_VERSION 1u
#define CUFW_IMAGE_SECTION "cufw_images"

struct cufw_image {
    uint32_t magic;       /* CUFW_IMAGE_MAGIC */
    uint16_t version;     /* CUFW_IMAGE_VERSION */
    uint16_t header_size; /* sizeof(struct cufw_image) */
    uint32_t name_offset; /* NUL-terminated name */
    uint32_t reserved;
    uint64_t data_offset; /* fatbin bytes, 8-byte aligned */
    uint64_t data_size;
    uint64_t total_size;  /* the whole object, a multiple of 8 */
};

/* cufw_image_name / cufw_image_data -- the record's name and fatbin. */
const char *cufw_image_name(const struct cufw_image *img);
const void *cufw_image_data(const struct cufw_image *img);

/*
 * cufw_image_check -- validate a record inside buf[0..len) (which starts at
 * the record): magic, version, offsets and sizes within total_size, name
 * terminated, total_size within len. Returns CUFW_OK or
 * CUFW_ERROR_IMAGE_BAD_RECORD.
 */
int cufw_image_check(const void *buf, size_t len);

/*
 * cufw_image_walk -- iterate over the records of a "cufw_images" section
 * held in buf[0..len): *pos starts at 0; each call returns CUFW_OK with
 * *img pointing at the next valid record, CUFW_ERROR_NOT_FOUND at the end, or
 * CUFW_ERROR_IMAGE_BAD_RECORD. Zero padding between records is skipped.
 */
int cufw_image_walk(const void *buf, size_t len, size_t *pos, const struct cufw_image **img);

/*
 * cufw_image_count / cufw_image_at / cufw_image_find -- the images linked
 * into this program (the "cufw_images" section of the executable). Index
 * order is link order. cufw_image_at returns NULL past the end;
 * cufw_image_find returns NULL when no image has that name. A corrupted
 * record ends the list there. Thread-safe.
 */
unsigned cufw_image_count(void);
const struct cufw_image *cufw_image_at(unsigned index);
const struct cufw_image *cufw_image_find(const char *name);

#ifdef __cplusplus
}
#endif

#endif
