# SPDX-License-Identifier: MIT
# tests/docs/since.sh -- what the tests of docs/runtime-over-driver.md's
# lists share: the version of the toolkit cufw was built with, and the
# marks of functions that a later CUDA brought. A function of CUDA 13.1 and
# later is marked "(13.x)" in the first cell of its row in the table
# ("| `cudaGreenCtxCreate` (13.1) |") and right after the colon of its
# entry in "What is not there" ("- `cudaSubgridCreate`: (13.5) reason");
# built with an older toolkit, neither cudart_static nor compat has it, and
# the tests leave it out. A function a later CUDA removed is marked
# "(until X.Y)" in the same places ("| `cudaThreadExit` (until 13.0) |"):
# built with that toolkit or a later one, neither has it. Source it.

# The CUDA_VERSION of cuda.h in CUFW_CUDA_CPPFLAGS (13050 for 13.5), 0 when
# there is none.
toolkit_version() {
    for f in $CUFW_CUDA_CPPFLAGS; do
        case $f in
            -I*) [ -f "${f#-I}/cuda.h" ] &&
                awk '$1 == "#define" && $2 == "CUDA_VERSION" {print $3; exit}' "${f#-I}/cuda.h" &&
                return ;;
        esac
    done
    echo 0
}

# since_filter VERSION: the lines of standard input that are not marked
# with a version after VERSION, nor "until" one at or before it (a mark
# "(X.Y)" is X * 1000 + Y * 10).
since_filter() {
    awk -v have="$1" '{
        v = 0
        if (match($0, /\(1[0-9]\.[0-9]\)/)) {
            split(substr($0, RSTART + 1, RLENGTH - 2), p, ".")
            v = p[1] * 1000 + p[2] * 10
        }
        u = 0
        if (match($0, /\(until 1[0-9]\.[0-9]\)/)) {
            split(substr($0, RSTART + 7, RLENGTH - 8), p, ".")
            u = p[1] * 1000 + p[2] * 10
        }
        if (v <= have && (u == 0 || have < u)) print
    }'
}
