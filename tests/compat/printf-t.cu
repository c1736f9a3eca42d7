/* SPDX-License-Identifier: MIT */
/*
 * Device printf: a child process, its stdout a pipe, runs kernels that
 * printf; the parent checks the exact text. One thread's lines keep their
 * order; lines of many threads are compared as a sorted set. Host output
 * around the kernels (flushed) frames them: device output appears at the
 * synchronisation after its kernel.
 */
#include "tests/compat/compat.h"

#include <algorithm>
#include <stdlib.h>
#include <string>
#include <thread>
#include <vector>

enum { THREADS = 96 };

struct printf_args {
    int i;
    unsigned int u;
    long long ll;
    float f;
    double d;
    char c;
    int values[THREADS];
};

__global__ void print_one(int i, unsigned int u, long long ll, float f, double d, char c)
{
    printf("int %d unsigned %u hex %x\n", i, u, u);
    printf("long long %lld\n", ll);
    printf("float %.3f double %.6f\n", f, d);
    printf("char %c string %s percent %%\n", c, "device");
    printf("padded [%8d] [%-6d]\n", i, i % 1000);
}

__global__ void print_many(const int *values)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;

    printf("thread %d block %d value %d\n", t, (int)blockIdx.x, values[t]);
}

struct child_status {
    int launch1, sync1, alloc, launch2, sync2;
};

static void printf_child(void *arg, void *result)
{
    const struct printf_args *a = (const struct printf_args *)arg;
    struct child_status *st = (struct child_status *)result;
    int *d = NULL;

    printf("host before\n");
    fflush(stdout);
    print_one<<<1, 1>>>(a->i, a->u, a->ll, a->f, a->d, a->c);
    st->launch1 = cudaGetLastError();
    st->sync1 = cudaDeviceSynchronize();
    fflush(stdout);
    printf("host between\n");
    fflush(stdout);
    st->alloc = cudaMalloc(&d, sizeof a->values);
    cudaMemcpy(d, a->values, sizeof a->values, cudaMemcpyHostToDevice);
    print_many<<<THREADS / 32, 32>>>(d);
    st->launch2 = cudaGetLastError();
    st->sync2 = cudaDeviceSynchronize();
    fflush(stdout);
    printf("host after\n");
    fflush(stdout);
}

static std::vector<std::string> split_lines(const std::string &s)
{
    std::vector<std::string> lines;
    size_t start = 0, nl;

    while ((nl = s.find('\n', start)) != std::string::npos) {
        lines.push_back(s.substr(start, nl - start));
        start = nl + 1;
    }
    if (start < s.size())
        lines.push_back(s.substr(start));
    return lines;
}

/* Reads everything the child writes (run in a thread while it runs). */
struct reader {
    int fd;
    std::string text;
};

static void read_all(struct reader *r)
{
    char buf[4096];
    ssize_t n;

    while ((n = read(r->fd, buf, sizeof buf)) > 0)
        r->text.append(buf, (size_t)n);
}

int main(void)
{
    struct printf_args a;
    struct child_status st;
    struct reader rd;
    std::vector<std::string> want_one, want_many, lines;
    char line[256];
    int out[2], i, ran;

    plan_lazy();
    compat_need_device_forked();
    test_rand_seed();

    a.i = (int)(test_rand() % 2000000) - 1000000;
    a.u = (unsigned int)test_rand();
    a.ll = (long long)test_rand();
    a.f = (float)(int)(test_rand() % 100000) / 8.0f;
    a.d = (double)(long long)(test_rand() % 100000000) / 64.0;
    a.c = (char)('a' + test_rand() % 26);
    for (i = 0; i < THREADS; i++)
        a.values[i] = (int)(test_rand() % 1000000) - 500000;

    snprintf(line, sizeof line, "int %d unsigned %u hex %x", a.i, a.u, a.u);
    want_one.push_back(line);
    snprintf(line, sizeof line, "long long %lld", a.ll);
    want_one.push_back(line);
    snprintf(line, sizeof line, "float %.3f double %.6f", (double)a.f, a.d);
    want_one.push_back(line);
    snprintf(line, sizeof line, "char %c string %s percent %%", a.c, "device");
    want_one.push_back(line);
    snprintf(line, sizeof line, "padded [%8d] [%-6d]", a.i, a.i % 1000);
    want_one.push_back(line);
    for (i = 0; i < THREADS; i++) {
        snprintf(line, sizeof line, "thread %d block %d value %d", i, i / 32, a.values[i]);
        want_many.push_back(line);
    }
    std::sort(want_many.begin(), want_many.end());

    if (pipe(out) != 0)
        bail("pipe failed");
    rd.fd = out[0];
    {
        std::thread t(read_all, &rd);

        ran = compat_run_child(printf_child, &a, &st, sizeof st, out[1]);
        close(out[1]);
        t.join();
    }
    close(out[0]);

    if (!ok(ran, "the child ran")) {
        diag("its output: %s", rd.text.c_str());
        return 0;
    }
    is_err(cudaSuccess, (cudaError_t)st.launch1, "print_one launch");
    is_err(cudaSuccess, (cudaError_t)st.sync1, "print_one sync");
    is_err(cudaSuccess, (cudaError_t)st.alloc, "cudaMalloc");
    is_err(cudaSuccess, (cudaError_t)st.launch2, "print_many launch");
    is_err(cudaSuccess, (cudaError_t)st.sync2, "print_many sync");

    lines = split_lines(rd.text);
    if (!is_int(1 + 5 + 1 + THREADS + 1, (long long)lines.size(), "the number of lines")) {
        for (i = 0; i < (int)lines.size() && i < 20; i++)
            diag("line %d: %s", i, lines[(size_t)i].c_str());
        return 0;
    }
    is_string("host before", lines[0].c_str(), "the host's first line comes first");
    for (i = 0; i < 5; i++)
        is_string(want_one[(size_t)i].c_str(), lines[(size_t)(1 + i)].c_str(),
                  "print_one line %d", i + 1);
    is_string("host between", lines[6].c_str(), "the host line after the first sync");
    {
        std::vector<std::string> many(lines.begin() + 7, lines.begin() + 7 + THREADS);
        size_t k;
        int same = 1;

        std::sort(many.begin(), many.end());
        for (k = 0; k < many.size(); k++) {
            if (many[k] != want_many[k]) {
                diag("wanted \"%s\", seen \"%s\"", want_many[k].c_str(), many[k].c_str());
                same = 0;
                break;
            }
        }
        ok(same, "print_many: one line per thread, each with its value");
    }
    is_string("host after", lines[7 + THREADS].c_str(), "the host's last line comes last");
    return 0;
}
