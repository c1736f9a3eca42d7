/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/nvtxtool.c -- an NVTX tool for nvtx-t: what NVTX loads
 * from NVTX_INJECTION64_PATH, as Nsight Systems' own library is. NVTX calls
 * its InitializeInjectionNvtx2 with the export table; the tool puts its
 * functions in the core module's table for nvtxRangePushA and nvtxRangePop
 * (after filling every slot of every module it is offered), each of which
 * appends one line to the file NVTX_TEST_LOG names:
 * "push TID NAME" or "pop TID". The types and numbers are NVTX 3's
 * (nvtxDetail/nvtxTypes.h), read with NVTX_NO_IMPL as a tool does.
 */
#define _GNU_SOURCE /* syscall */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define NVTX_NO_IMPL
#include <nvtx3/nvToolsExt.h>

/* What NVTX calls: exported, the one name it looks for. */
int InitializeInjectionNvtx2(NvtxGetExportTableFunc_t get_table);

static void log_line(const char *what, const char *name)
{
    const char *path = getenv("NVTX_TEST_LOG");
    char line[256];
    int fd, n;

    if (path == NULL)
        return;
    n = snprintf(line, sizeof line, "%s %ld%s%s\n", what, (long)syscall(SYS_gettid),
                 name != NULL ? " " : "", name != NULL ? name : "");
    fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0600);
    if (fd < 0)
        return;
    if (n > 0 && write(fd, line, (size_t)n) != n)
        n = -1;
    close(fd);
}

static int range_push(const char *message)
{
    log_line("push", message);
    return 0;
}

static int range_pop(void)
{
    log_line("pop", NULL);
    return 0;
}

/* What fills the slots cufw never calls. */
static void unused(void)
{
}

/* Fill every slot of every module, as a tool that implements the whole
 * API does (so a table shorter than the size NVTX says is an overflow
 * here), then the core module's push and pop; refuse when NVTX_TEST_REFUSE
 * is set, or when NVTX's version table is not NVTX 3's. */
int InitializeInjectionNvtx2(NvtxGetExportTableFunc_t get_table)
{
    const NvtxExportTableCallbacks *cb = get_table(NVTX_ETID_CALLBACKS);
    const NvtxExportTableVersionInfo *v = get_table(NVTX_ETID_VERSIONINFO);
    NvtxFunctionTable table = NULL;
    unsigned size = 0, i;
    int m;

    if (getenv("NVTX_TEST_REFUSE") != NULL || cb == NULL || v == NULL ||
        cb->struct_size < sizeof *cb || v->struct_size < sizeof *v || v->version != NVTX_VERSION ||
        get_table(NVTX_ETID_INVALID) != NULL)
        return 0;
    v->SetInjectionNvtxVersion(NVTX_VERSION);
    for (m = NVTX_CB_MODULE_CORE; m < NVTX_CB_MODULE_SIZE; m++) {
        if (!cb->GetModuleFunctionTable((NvtxCallbackModule)m, &table, &size) || table == NULL)
            return 0;
        for (i = 1; i < size; i++)
            *table[i] = unused;
    }
    if (cb->GetModuleFunctionTable(NVTX_CB_MODULE_INVALID, &table, &size) ||
        !cb->GetModuleFunctionTable(NVTX_CB_MODULE_CORE, &table, &size) ||
        size <= NVTX_CBID_CORE_RangePop)
        return 0;
    *table[NVTX_CBID_CORE_RangePushA] = (NvtxFunctionPointer)range_push;
    *table[NVTX_CBID_CORE_RangePop] = (NvtxFunctionPointer)range_pop;
    log_line("init", NULL);
    return 1;
}
