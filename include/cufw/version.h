/* SPDX-License-Identifier: MIT */
/*
 * cufw/version.h -- which cufw this is. The one place the version is
 * written: configure.ac reads CUFW_VERSION from here.
 *
 * Compare CUFW_VERSION_NUMBER (the headers a program was compiled with)
 * with cufw_version_number() (the library it was linked with) to catch a
 * mismatch. Every program linked with libcufw.a also carries the line
 * "cufw VERSION" in its .comment section, stripped or not, so that
 * `strings PROGRAM | grep '^cufw '` says which cufw a shipped binary holds.
 */
#ifndef CUFW_VERSION_H
#define CUFW_VERSION_H

#define CUFW_VERSION_MAJOR 0
/* Between releases the tree says it is a development version: PATCH 90 and
 * up after the last release, toward the next (0.1.90 is 0.2.0 in
 * development), so that it sorts between the two for pkg-config, CMake's
 * find_package and CUFW_CHECK, and is never mistaken for either. */
#define CUFW_VERSION_MINOR 1
#define CUFW_VERSION_PATCH 90
#define CUFW_VERSION "0.1.90"
/* MAJOR * 10000 + MINOR * 100 + PATCH: 0.2.0 is 200, 0.1.90 is 190. */
#define CUFW_VERSION_NUMBER                                                                     \
    (CUFW_VERSION_MAJOR * 10000 + CUFW_VERSION_MINOR * 100 + CUFW_VERSION_PATCH)

#ifdef __cplusplus
extern "C" {
#endif

/*
 * cufw_version -- the version of the linked library, "MAJOR.MINOR.PATCH"
 * (CUFW_VERSION when it was built). Cannot fail; works before cufw_init();
 * thread-safe.
 */
const char *cufw_version(void);

/*
 * cufw_version_number -- the version of the linked library as
 * CUFW_VERSION_NUMBER counts it. Cannot fail; works before cufw_init();
 * thread-safe.
 */
unsigned cufw_version_number(void);

#ifdef __cplusplus
}
#endif

#endif
