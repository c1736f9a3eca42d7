/* SPDX-License-Identifier: MIT */
/*
 * tests/compat/errnames.cu -- what cudaGetErrorName and cudaGetErrorString
 * say for every code from 0 to 10000 (neither needs a GPU), one line
 * "CODE|NAME|STRING" per code either knows. Built twice, like the
 * differential tests, and compared by errnames-t.sh: the toolkit's cudart
 * is the spec for compat built with that toolkit.
 */
#include <cuda_runtime_api.h>

#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *unknown = "unrecognized error code";
    int code, known = 0;

    for (code = 0; code <= 10000; code++) {
        const char *name = cudaGetErrorName((cudaError_t)code);
        const char *string = cudaGetErrorString((cudaError_t)code);

        if (name == NULL || string == NULL) {
            printf("%d|(null)|(null)\n", code);
            continue;
        }
        if (strcmp(name, unknown) == 0 && strcmp(string, unknown) == 0)
            continue;
        printf("%d|%s|%s\n", code, name, string);
        known++;
    }
    printf("known %d\n", known);
    return 0;
}
