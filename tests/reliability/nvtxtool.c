/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/nvtxtool.c -- an NVTX tool for nvtx-t: what NVTX loads
 * from NVTX_INJECTION64_PATH, as Nsight Systems' own library is. NVTX calls
 * its InitializeInjectionNvtx2 with the export table; the tool puts its
 * functions in the core module's table for nvtxRangePushA and nvtxRangePop,
 * each of which appends one line to the file NVTX_TEST_LOG names:
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

int InitializeInjectionNvtx2(NvtxGetExportTableFunc_t get_table)
{
    const NvtxExportTableCallbacks *cb = get_table(NVTX_ETID_CALLBACKS);
    NvtxFunctionTable table = NULL;
    unsigned size = 0;

    if (cb == NULL || !cb->GetModuleFunctionTable(NVTX_CB_MODULE_CORE, &table, &size) ||
        size <= NVTX_CBID_CORE_RangePop)
        return 0;
    *table[NVTX_CBID_CORE_RangePushA] = (NvtxFunctionPointer)range_push;
    *table[NVTX_CBID_CORE_RangePop] = (NvtxFunctionPointer)range_pop;
    log_line("init", NULL);
    return 1;
}
