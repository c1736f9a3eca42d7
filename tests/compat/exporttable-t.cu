/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/driver_interop.c, cudaGetExportTable: the three tables the
 * Runtime answers itself (the runtime's version and error texts, the CUPTI
 * callback names, the error codes), each function's outputs and NULL
 * checks; the NULL arguments of cudaGetExportTable itself; and that every
 * other UUID is the driver's answer -- a random one fails as
 * cuGetExportTable fails it, one the driver knows gives cuGetExportTable's
 * own table. Outputs are poisoned before each call, every failure is
 * checked for its code and then for what cudaGetLastError reports.
 *
 * The callback names are checked against cbid_list.h, the list make
 * writes from the toolkit's cupti_runtime_cbid.h (scripts/cbid-list.sh);
 * below, the compiler holds that list to the header's enumerators, and the
 * .cudart build holds cudart's table to the list. A toolkit without the
 * header gives an empty list: cufw then leaves that UUID to the driver,
 * while cudart answers it (its count is printed, its records not checked).
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdint.h>

#include "cbid_list.h"

/* the generated list is the enumerators of the header it was read from
 * (by its path: another toolkit's may be on the compiler's path), each id
 * its own */
#ifdef CUFW_RT_CBID_HEADER
#include CUFW_RT_CBID_HEADER
#define CHECK_CBID(id, name, version)                                                           \
    static_assert(CUPTI_RUNTIME_TRACE_CBID_##name##_v##version == (id), #name);
CUFW_RT_CBID_LIST(CHECK_CBID)
#undef CHECK_CBID
static_assert(CUFW_RT_CBID_SIZE == CUPTI_RUNTIME_TRACE_CBID_SIZE, "the header's size");
#endif

/* The three UUIDs, a cudaUUID_t's bytes in memory order, and one the
 * driver answers (cudart_static 12.4, 13.0 and 13.5 ask the driver for
 * it; ZLUDA calls it the tools' runtime callback hooks). */
static const unsigned char uuid_runtime[16] = {0xb6, 0x46, 0xc6, 0xa2, 0x11, 0x0b, 0x29, 0x4a,
                                               0x89, 0x0a, 0x2e, 0x89, 0xad, 0x00, 0xab, 0xd0};
static const unsigned char uuid_callbacks[16] = {0xff, 0x55, 0x30, 0xa2, 0x83, 0xde, 0x5b, 0x45,
                                                 0xa4, 0x4d, 0x92, 0x76, 0xca, 0xef, 0xbb, 0xbd};
static const unsigned char uuid_errors[16] = {0x10, 0xcd, 0xde, 0x21, 0xb3, 0xaa, 0x31, 0x4c,
                                              0xb4, 0xe3, 0xd5, 0xb5, 0x87, 0xcd, 0x36, 0x79};
static const unsigned char uuid_driver[16] = {0xa0, 0x94, 0x79, 0x8c, 0x2e, 0x74, 0x2e, 0x74,
                                              0x93, 0xf2, 0x08, 0x00, 0x20, 0x0c, 0x0a, 0x66};

struct table_runtime {
    size_t size;
    cudaError_t (*version)(int *version);
    cudaError_t (*two)(int *two);
    cudaError_t (*error_texts)(cudaError_t error, const char **name, const char **string);
};

struct table_callbacks {
    size_t size;
    cudaError_t (*names)(int *count, const void **names);
};

struct callback_name {
    const char *name;
    uint64_t zero;
    uint64_t version;
};

struct table_errors {
    size_t size;
    cudaError_t (*codes)(size_t *count, const int **codes);
};

static PFN_cuGetExportTable_v3000 cu_get_export_table;

/* cuGetExportTable, the way driver.h finds the others */
static void load_cu_get_export_table(void)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL), *sym, *fn = NULL;
    drv_getproc_fn getproc;
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;

    if (lib == NULL || (sym = dlsym(lib, "cuGetProcAddress_v2")) == NULL)
        bail("no cuGetProcAddress_v2 in libcuda.so.1");
    memcpy(&getproc, &sym, sizeof sym);
    if (getproc("cuGetExportTable", &fn, 3000, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &status) !=
            CUDA_SUCCESS ||
        fn == NULL || status != CU_GET_PROC_ADDRESS_SUCCESS)
        bail("the driver does not give cuGetExportTable");
    memcpy(&cu_get_export_table, &fn, sizeof fn);
}

/* cudaGetExportTable of bytes, the output poisoned first. */
static cudaError_t get_table(const unsigned char bytes[16], const void **table)
{
    cudaUUID_t id;

    memcpy(&id, bytes, sizeof id);
    poison(table, sizeof *table);
    return cudaGetExportTable(table, &id);
}

/* Whether s is "unrecognized error code", what both runtimes answer for a
 * code they do not know. */
static int unrecognized(const char *s)
{
    return s != NULL && strcmp(s, "unrecognized error code") == 0;
}

/* ------------------------------------------------------------ cudaGetExportTable */

static void test_null_arguments(void)
{
    cudaUUID_t id;
    const void *table;

    memcpy(&id, uuid_runtime, sizeof id);
    FAILS_WITH(cudaErrorInvalidValue, cudaGetExportTable(NULL, &id));
    poison(&table, sizeof table);
    FAILS_WITH(cudaErrorInvalidValue, cudaGetExportTable(&table, NULL));
    ok(is_poisoned(&table, sizeof table), "a NULL UUID leaves the output as it was");
    FAILS_WITH(cudaErrorInvalidValue, cudaGetExportTable(NULL, NULL));
}

/* The driver's answer for bytes, and the Runtime's, side by side. */
static void same_as_driver(const unsigned char bytes[16], const char *what)
{
    CUuuid cu_id;
    const void *cu_table, *table;
    CUresult r;
    cudaError_t e;

    memcpy(&cu_id, bytes, sizeof cu_id);
    poison(&cu_table, sizeof cu_table);
    r = cu_get_export_table(&cu_table, &cu_id);
    e = get_table(bytes, &table);
    diag("%s: cuGetExportTable %d, cudaGetExportTable %s (%d)", what, (int)r, cudaGetErrorName(e),
         (int)e);
    is_int((int)r, (int)e, "%s: cudaGetExportTable answers as cuGetExportTable does", what);
    if (r == CUDA_SUCCESS) {
        ok(table != NULL && table == cu_table, "%s: the driver's own table", what);
        is_err(cudaSuccess, cudaGetLastError(), "%s: nothing recorded", what);
        skip(1, "%s: the driver knows it", what);
    } else {
        ok(table == NULL, "%s: the output is NULL", what);
        last_error_is(e, what);
    }
}

static void test_driver_tables(void)
{
    unsigned char id[16];
    CUuuid cu_id;
    const void *cu_table;

    /* a random UUID: what the driver answers (it knows none of these) */
    fill_random(id, sizeof id);
    same_as_driver(id, "a random UUID");
    /* one the driver knows: its table, not the Runtime's */
    memcpy(&cu_id, uuid_driver, sizeof cu_id);
    is_cu(CUDA_SUCCESS, cu_get_export_table(&cu_table, &cu_id),
          "the driver knows the tools' callback hooks UUID");
    same_as_driver(uuid_driver, "the tools' callback hooks UUID");
}

/* ------------------------------------------------------------ the error codes */

static size_t error_count;
static const int *error_codes;
/* the same codes in value order: cudart's order is not compat's
 * (driver_interop.c), the lines these tests print are the same */
static int sorted_codes[1000];

static int by_value(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;

    return (x > y) - (x < y);
}

static int in_error_codes(int code)
{
    size_t i;

    for (i = 0; i < error_count; i++)
        if (error_codes[i] == code)
            return 1;
    return 0;
}

static void test_errors_table(void)
{
    const struct table_errors *t;
    const void *table;
    size_t i, j, dups = 0, nameless = 0, missing = 0;
    int v;

    CUDA_OK(get_table(uuid_errors, &table));
    t = (const struct table_errors *)table;
    if (!ok(t != NULL, "the error codes' table")) {
        skip(7, "no table");
        return;
    }
    is_uint(16, t->size, "its size is 16");
    poison(&error_count, sizeof error_count);
    poison(&error_codes, sizeof error_codes);
    CUDA_OK(t->codes(&error_count, &error_codes));
    diag("%zu error codes", error_count);
    ok(error_count > 100 && error_count < 1000 && error_codes != NULL,
       "a count (100 to 999) and an array");
    if (error_codes == NULL || error_count >= 1000) {
        error_count = 0;
        skip(4, "no codes");
        return;
    }
    memcpy(sorted_codes, error_codes, error_count * sizeof *error_codes);
    qsort(sorted_codes, error_count, sizeof *sorted_codes, by_value);
    for (i = 0; i < error_count; i++)
        for (j = i + 1; j < error_count; j++)
            dups += error_codes[i] == error_codes[j];
    is_uint(0, dups, "no code twice");
    for (i = 0; i < error_count; i++)
        if (unrecognized(cudaGetErrorName((cudaError_t)error_codes[i])))
            nameless++;
    is_uint(0, nameless, "cudaGetErrorName names every code");
    /* and the other way round: every code it names is in the table (the
     * codes run from 0 to 10000) */
    for (v = -16; v <= 20000; v++)
        if (!unrecognized(cudaGetErrorName((cudaError_t)v)) && !in_error_codes(v)) {
            if (missing++ < 5)
                diag("code %d is named but not in the table", v);
        }
    is_uint(0, missing, "every code cudaGetErrorName names is in the table");
    is_err(cudaSuccess, cudaGetLastError(), "the error codes: nothing recorded");
}

/* ------------------------------------------------------------ the runtime's table */

/* one code's texts through the table, against cudaGetErrorName/String */
static void texts_are(const struct table_runtime *t, int code)
{
    const char *name, *string;
    cudaError_t e;

    poison(&name, sizeof name);
    poison(&string, sizeof string);
    e = t->error_texts((cudaError_t)code, &name, &string);
    ok(e == cudaSuccess && name == cudaGetErrorName((cudaError_t)code) &&
           string == cudaGetErrorString((cudaError_t)code),
       "code %d: cudaGetErrorName's name and cudaGetErrorString's message", code);
}

static void test_runtime_table(void)
{
    static const int unknown[] = {-1, 11, 29, 47, 99, 104, 230, 998, 1000, 9999, 10001, 65536};
    const struct table_runtime *t;
    const void *table;
    const char *name, *string;
    size_t i;
    int n;

    CUDA_OK(get_table(uuid_runtime, &table));
    t = (const struct table_runtime *)table;
    if (!ok(t != NULL, "the runtime's table")) {
        skip(1, "no table");
        return;
    }
    is_uint(32, t->size, "its size is 32");

    poison(&n, sizeof n);
    CUDA_OK(t->version(&n));
    is_int(CUDART_VERSION, n, "the runtime's version is CUDART_VERSION");
    is_err(cudaErrorInvalidValue, t->version(NULL), "the version: NULL is refused");
    poison(&n, sizeof n);
    CUDA_OK(t->two(&n));
    is_int(2, n, "the second number is 2");
    is_err(cudaErrorInvalidValue, t->two(NULL), "the second number: NULL is refused");
    is_err(cudaSuccess, cudaGetLastError(), "the refusals recorded nothing");

    /* every code of the error codes' table, and codes no runtime knows */
    for (i = 0; i < error_count; i++)
        texts_are(t, sorted_codes[i]);
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        if (in_error_codes(unknown[i])) {
            skip(2, "code %d is known here", unknown[i]);
            continue;
        }
        texts_are(t, unknown[i]);
        poison(&name, sizeof name);
        poison(&string, sizeof string);
        t->error_texts((cudaError_t)unknown[i], &name, &string);
        ok(unrecognized(name) && unrecognized(string), "code %d: unrecognized error code",
           unknown[i]);
    }
    /* each output is written only where it is given */
    poison(&string, sizeof string);
    CUDA_OK(t->error_texts(cudaErrorInvalidValue, NULL, &string));
    is_string("invalid argument", string, "no name wanted: the message alone");
    poison(&name, sizeof name);
    CUDA_OK(t->error_texts(cudaErrorInvalidValue, &name, NULL));
    is_string("cudaErrorInvalidValue", name, "no message wanted: the name alone");
    CUDA_OK(t->error_texts(cudaErrorInvalidValue, NULL, NULL));
    is_err(cudaSuccess, cudaGetLastError(), "the runtime's table: nothing recorded");
}

/* ------------------------------------------------------------ the callback names */

static void test_callbacks_table(void)
{
    const struct table_callbacks *t;
    const struct callback_name *records;
    const void *table, *p;
    cudaError_t e;
    int n, i, wrong = 0;

    if (COMPAT_ON_CUFW && CUFW_RT_CBID_SIZE == 0) {
        /* no list: left to the driver, which does not know it */
        diag("the toolkit has no cupti_runtime_cbid.h: the driver answers the callback names");
        same_as_driver(uuid_callbacks, "the callback names' UUID");
        return;
    }
    e = get_table(uuid_callbacks, &table);
    is_err(cudaSuccess, e, "cudaGetExportTable gives the callback names' table");
    t = (const struct table_callbacks *)table;
    if (!ok(e == cudaSuccess && t != NULL, "the callback names' table")) {
        skip(1, "no table");
        return;
    }
    is_uint(16, t->size, "its size is 16");

    poison(&p, sizeof p);
    is_err(cudaErrorInvalidValue, t->names(NULL, &p), "no count wanted: cudaErrorInvalidValue");
    ok(is_poisoned(&p, sizeof p), "no count wanted: nothing written");
    poison(&n, sizeof n);
    is_err(cudaErrorInvalidValue, t->names(&n, NULL), "no array wanted: cudaErrorInvalidValue");
    ok(is_poisoned(&n, sizeof n), "no array wanted: nothing written");
    is_err(cudaSuccess, cudaGetLastError(), "the refusals recorded nothing");

    poison(&n, sizeof n);
    poison(&p, sizeof p);
    CUDA_OK(t->names(&n, &p));
    records = (const struct callback_name *)p;
    diag("%d callback ids", n);
#if CUFW_RT_CBID_SIZE > 0
    is_int(CUFW_RT_CBID_SIZE, n, "the count is the header's CUPTI_RUNTIME_TRACE_CBID_SIZE");
    if (n != CUFW_RT_CBID_SIZE || records == NULL) {
        skip(2, "not the header's table");
        return;
    }
    ok(records[0].name == NULL && records[0].zero == 0 && records[0].version == 0,
       "id 0 is {NULL, 0, 0}");
    {
        /* every record: the header's, and {NULL, 0, 0} where it has none */
        static const struct {
            int id;
            const char *name;
            uint64_t version;
        } want[] = {
#define WANT_CBID(id, name, version) {id, #name, version},
            CUFW_RT_CBID_LIST(WANT_CBID)
#undef WANT_CBID
        };
        static unsigned char listed[CUFW_RT_CBID_SIZE];
        size_t k;

        for (k = 0; k < sizeof want / sizeof want[0]; k++) {
            const struct callback_name *r = &records[want[k].id];

            listed[want[k].id] = 1;
            if (r->name == NULL || strcmp(r->name, want[k].name) != 0 || r->zero != 0 ||
                r->version != want[k].version) {
                if (wrong++ < 5)
                    diag("id %d: {%s, %llu, %llu}, the header says {%s, 0, %llu}", want[k].id,
                         r->name != NULL ? r->name : "NULL", (unsigned long long)r->zero,
                         (unsigned long long)r->version, want[k].name,
                         (unsigned long long)want[k].version);
            }
        }
        /* ids the header does not name: {NULL, 0, 0} from compat, which
         * has only the header; a runtime newer than the header may name
         * them (cudart 13.5.37 three more than CUPTI 13.5.25's header, the
         * newest one of NVIDIA's wheels), and cudart 12.4 the two CUPTI
         * 12.4's header calls cuda465 and cuda466, which is no record of
         * the header wrong */
        for (i = 1; i < n; i++)
            if (!listed[i] &&
                (records[i].name != NULL || records[i].zero != 0 || records[i].version != 0))
                diag("id %d: {%s, %llu, %llu}, which the header does not name", i,
                     records[i].name != NULL ? records[i].name : "NULL",
                     (unsigned long long)records[i].zero, (unsigned long long)records[i].version);
    }
    is_int(0, wrong, "every record is {name, 0, version} of the header's enumerator");
#else
    /* cudart without a list to hold it to */
    ok(n > 0 && records != NULL && records[0].name == NULL,
       "a count and an array, id 0 unnamed (not checked further: no header)");
    for (i = 1; i < n && records != NULL; i++)
        wrong += records[i].name == NULL;
    diag("%d ids without a name", wrong);
#endif
}

int main(void)
{
    drv_begin();
    load_cu_get_export_table();
    CUDA_OK(cudaFree(0));
    (void)cudaGetLastError();

    test_null_arguments();
    test_errors_table();
    test_runtime_table();
    test_callbacks_table();
    test_driver_tables();
    return 0;
}
