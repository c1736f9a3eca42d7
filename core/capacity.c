/* SPDX-License-Identifier: MIT */
/*
 * core/capacity.c -- the fixed capacities, from the one list that configure
 * writes (CUFW_CAPACITY_LIST in config.h), with a count of slots in use.
 */
#include "inner.h"

#include <string.h>

static const struct {
    const char *name;
    unsigned long limit;
    const char *option;
    const char *description;
} capacities[CUFW_CAPACITY_COUNT] = {
#define CUFW_X_ROW(name, NAME, limit, option, description)                                      \
    [CUFW_CAPACITY_##NAME] = {#name, limit, option, description},
    CUFW_CAPACITY_LIST(CUFW_X_ROW)
#undef CUFW_X_ROW
};

/* configure's list and the public ids are one list: every configured
 * capacity names an id (else CUFW_CAPACITY_<NAME> is undeclared above), and
 * there are as many of one as of the other. */
enum {
#define CUFW_X_ONE(name, NAME, limit, option, description) +1
    CONFIGURED = 0 CUFW_CAPACITY_LIST(CUFW_X_ONE)
#undef CUFW_X_ONE
};
_Static_assert((int)CONFIGURED == (int)CUFW_CAPACITY_COUNT,
               "configure.ac's capacities and include/cufw/driver.h's ids differ");

static atomic_long used[CUFW_CAPACITY_COUNT];

unsigned cufw_capacity_count(void)
{
    return CUFW_CAPACITY_COUNT;
}

int cufw_capacity_info(unsigned index, struct cufw_capacity *out)
{
    long u;

    if (out == NULL || index >= CUFW_CAPACITY_COUNT)
        return CUFW_ERROR_INVALID_ARGUMENT;
    out->name = capacities[index].name;
    out->limit = capacities[index].limit;
    u = atomic_load(&used[index]);
    out->used = u > 0 ? (unsigned long)u : 0;
    out->option = capacities[index].option;
    out->description = capacities[index].description;
    return CUFW_OK;
}

int cufw_capacity_find(const char *name, unsigned *index)
{
    unsigned i;

    if (name == NULL || index == NULL)
        return CUFW_ERROR_INVALID_ARGUMENT;
    for (i = 0; i < CUFW_CAPACITY_COUNT; i++) {
        if (strcmp(capacities[i].name, name) == 0) {
            *index = i;
            return CUFW_OK;
        }
    }
    return CUFW_ERROR_NOT_FOUND;
}

void cufw_capacity_account(enum cufw_capacity_id index, int delta)
{
    if ((unsigned)index < CUFW_CAPACITY_COUNT)
        atomic_fetch_add(&used[index], delta);
}

int cufw_capacity_exhausted(enum cufw_capacity_id index)
{
    if ((unsigned)index >= CUFW_CAPACITY_COUNT)
        return CUFW_ERROR_INVALID_ARGUMENT;
    return cufw__error_fail(CUFW_ERROR_CAPACITY,
                            "the %s table is full (%lu slots: %s); rebuild with ./configure %s=N "
                            "for a larger N",
                            capacities[index].name, capacities[index].limit,
                            capacities[index].description, capacities[index].option);
}
