#!/bin/sh
# SPDX-License-Identifier: MIT
# scripts/get-toolkits.sh -- fetch the CUDA toolkits cufw is built with
# besides a system one, into a folder of their own, without installing
# anything on the machine:
#
#   sh scripts/get-toolkits.sh [-o NAME]... DIR
#
#   DIR/wheels130   CUDA 13.0 from NVIDIA's pip wheels (pip install --target):
#                   --with-cuda=DIR/wheels130/nvidia/cu13
#   DIR/wheels135   CUDA 13.5 from NVIDIA's pip wheels:
#                   --with-cuda=DIR/wheels135/nvidia/cu13
#   DIR/deb124      CUDA 12.4 from Debian trixie's non-free archive
#                   (nvidia-cuda-toolkit, nvidia-cuda-dev and what nvcc
#                   needs), the .debs unpacked with dpkg-deb -x, nvcc made
#                   to work from there: --with-cuda=DIR/deb124/usr
#
# -o NAME fetches only NAME (wheels130, wheels135 or deb124; repeatable).
# Each is fetched once: DIR/NAME/.cufw-recipe holds what it was made from,
# and a later run with the same recipe leaves it alone (another recipe
# fetches it again). A fetch goes into DIR/NAME.partial and is renamed
# when complete, so an interrupted run leaves nothing half done under
# DIR/NAME. Needs python3 with pip (the wheels) and apt-get, dpkg-deb and
# Debian's archive key, /usr/share/keyrings/debian-archive-keyring.gpg
# (the package debian-archive-keyring, on Ubuntu too) for deb124, and the
# network: PyPI and deb.debian.org. Sizes and times measured on 2026-12-01
# (x86_64, a fast link): wheels135 347 MB on disk, fetched in about 10 s;
# wheels130 271 MB, about 10 s; deb124 1.0 GB of .debs fetched in about
# 25 s, 2.7 GB unpacked in one to two minutes. The .debs stay in DIR/debs so
# that unpacking again fetches nothing.
set -eu

# ------------------------------------------------------------ the recipes
# The wheels: nvidia-cuda-nvcc pulls nvidia-nvvm, nvidia-cuda-crt and
# nvidia-cuda-runtime (headers, libcudart_static.a); cufw also includes the
# profiler's headers (nvidia-cuda-profiler-api); nvidia-cuda-cccl is
# Thrust, CUB and libcu++ (tests/compat/thrust-t); nvidia-cuda-cupti has
# cupti_runtime_cbid.h, the callback names cudart's export table holds
# (without it compat leaves that table to the driver, and exporttable-t's
# two builds differ). All install into one tree, nvidia/cu13.
WHEELS130="nvidia-cuda-nvcc==13.0.88 nvidia-nvvm==13.0.88 nvidia-cuda-crt==13.0.88
nvidia-cuda-runtime==13.0.96 nvidia-cuda-profiler-api==13.0.85 nvidia-cuda-cccl==13.0.85
nvidia-cuda-cupti==13.0.85"
WHEELS135="nvidia-cuda-nvcc==13.5.37 nvidia-nvvm==13.5.37 nvidia-cuda-crt==13.5.37
nvidia-cuda-runtime==13.5.37 nvidia-cuda-profiler-api==13.5.25 nvidia-cuda-cccl==13.3.5.0.6
nvidia-cuda-cupti==13.5.25"
# Debian trixie's CUDA 12.4: nvcc and its tools (nvidia-cuda-toolkit),
# the headers and libraries, libcudart_static.a and the static math
# libraries included (nvidia-cuda-dev), the shared cudart, libnvvm, and
# Thrust, CUB and libcu++ (the distribution packages them apart). nvcc's
# cicc is static: nvcc needs nothing else but a host compiler (gcc 6 to 13).
DEB124="nvidia-cuda-toolkit=12.4.131~12.4.1-2 nvidia-cuda-dev=12.4.127~12.4.1-2
libcudart12=12.4.127~12.4.1-2 libnvvm4=12.4.131~12.4.1-2 libcu++-dev=2.3.2-2
libcub-dev=2.3.2-2 libthrust-dev=2.3.2-2 libcupti-dev=12.4.127~12.4.1-2"
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
DEBIAN_KEYRING=${DEBIAN_KEYRING:-/usr/share/keyrings/debian-archive-keyring.gpg}

usage() {
    echo "usage: sh scripts/get-toolkits.sh [-o wheels130|wheels135|deb124]... DIR" >&2
    exit 64
}
only=""
while getopts o: opt; do
    case $opt in
        o) case $OPTARG in
               wheels130 | wheels135 | deb124) only="$only $OPTARG" ;;
               *) usage ;;
           esac ;;
        *) usage ;;
    esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || usage
mkdir -p "$1"
dir=$(cd "$1" && pwd)
[ -n "$only" ] || only="wheels130 wheels135 deb124"
say() { printf 'get-toolkits: %s\n' "$*"; }
die() { printf 'get-toolkits: %s\n' "$*" >&2; exit 1; }
now() { date +%s; }

# done_already NAME RECIPE: DIR/NAME is complete and made from RECIPE
done_already() {
    [ -f "$dir/$1/.cufw-recipe" ] && [ "$(cat "$dir/$1/.cufw-recipe")" = "$2" ]
}
# finish NAME RECIPE START: record the recipe, move the fetch into place
finish() {
    printf '%s\n' "$2" >"$dir/$1.partial/.cufw-recipe"
    rm -rf "${dir:?}/$1"
    mv "$dir/$1.partial" "$dir/$1"
    say "$1: done in $(($(now) - $3)) s, $(du -sh "$dir/$1" | cut -f1) on disk"
}

# ------------------------------------------------------------ the wheels
wheels() { # NAME PINS
    if done_already "$1" "$2"; then
        say "$1: already there ($dir/$1)"
        return 0
    fi
    command -v python3 >/dev/null 2>&1 || die "$1: python3 is not installed"
    python3 -m pip --version >/dev/null 2>&1 || die "$1: pip is not installed (python3 -m pip)"
    t0=$(now)
    rm -rf "$dir/$1.partial"
    say "$1: pip install --target $dir/$1 $(echo "$2" | tr '\n' ' ')"
    # shellcheck disable=SC2086 # the pins are words
    PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --no-deps --no-cache-dir \
        --disable-pip-version-check --target "$dir/$1.partial" $2 || die "$1: pip install failed"
    [ -x "$dir/$1.partial/nvidia/cu13/bin/nvcc" ] || die "$1: no nvidia/cu13/bin/nvcc after pip"
    finish "$1" "$2" "$t0"
    "$dir/$1/nvidia/cu13/bin/nvcc" --version | sed -n 's/^Cuda/get-toolkits: '"$1"': Cuda/p'
}

# ------------------------------------------------------------ Debian's 12.4
deb124() {
    name=deb124
    if done_already $name "$DEB124"; then
        say "$name: already there ($dir/$name)"
        return 0
    fi
    for tool in apt-get dpkg-deb; do
        command -v $tool >/dev/null 2>&1 ||
            die "$name: $tool is not installed (a Debian or Ubuntu machine)"
    done
    [ -f "$DEBIAN_KEYRING" ] ||
        die "$name: no $DEBIAN_KEYRING to check the archive with" \
            "(apt-get install debian-archive-keyring)"
    case $(uname -m) in
        x86_64) arch=amd64 triplet=x86_64-linux-gnu ;;
        aarch64) arch=arm64 triplet=aarch64-linux-gnu ;;
        *) die "$name: Debian's CUDA packages are for amd64 and arm64, not $(uname -m)" ;;
    esac
    t0=$(now)
    # A private apt: its own sources, lists and cache, nothing installed.
    apt=$dir/debs/apt
    mkdir -p "$apt/lists/partial" "$apt/archives/partial" "$dir/debs"
    echo "deb [signed-by=$DEBIAN_KEYRING] $DEBIAN_MIRROR trixie main contrib non-free" \
        >"$apt/sources.list"
    set -- -o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null \
        -o Dir::State="$apt" -o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt" \
        -o Dir::State::status=/dev/null -o APT::Architecture=$arch -o APT::Architectures=$arch \
        -o APT::Sandbox::User=root -o Debug::NoLocking=1 -q
    pkgs=""
    for pin in $DEB124; do
        p=${pin%%=*} v=${pin#*=}
        f=$(printf '%s_%s_' "$p" "$v" | sed 's/:/%3a/g')
        ls "$dir/debs/$f"*.deb >/dev/null 2>&1 || pkgs="$pkgs $pin"
    done
    if [ -n "$pkgs" ]; then
        say "$name: apt-get update (Debian trixie, $arch)"
        apt-get "$@" update >"$apt/update.log" 2>&1 ||
            { tail -5 "$apt/update.log" >&2; die "$name: apt-get update failed"; }
        say "$name: apt-get download$pkgs"
        # shellcheck disable=SC2086 # the pins are words
        (cd "$dir/debs" && apt-get "$@" download $pkgs) >"$apt/download.log" 2>&1 ||
            { tail -5 "$apt/download.log" >&2; die "$name: apt-get download failed"; }
    fi
    rm -rf "$dir/$name.partial"
    mkdir -p "$dir/$name.partial"
    for pin in $DEB124; do
        p=${pin%%=*} v=${pin#*=}
        f=$(printf '%s_%s_' "$p" "$v" | sed 's/:/%3a/g')
        for deb in "$dir/debs/$f"*.deb; do
            [ -f "$deb" ] || die "$name: $pin was not downloaded"
            dpkg-deb -x "$deb" "$dir/$name.partial" || die "$name: cannot unpack $deb"
        done
    done
    # nvcc reads nvcc.profile beside itself, here a link to /etc/nvcc.profile
    # (not installed) naming /usr paths: the same, relative to _HERE_
    # (usr/lib/nvidia-cuda-toolkit/bin), with the headers added (/usr/include
    # is a default only when the tree is /usr).
    nb=$dir/$name.partial/usr/lib/nvidia-cuda-toolkit/bin
    [ -x "$nb/nvcc" ] || die "$name: no usr/lib/nvidia-cuda-toolkit/bin/nvcc in the packages"
    rm -f "$nb/nvcc.profile"
    cat >"$nb/nvcc.profile" <<EOF
# Debian's /etc/nvcc.profile made relative to this folder by
# cufw's scripts/get-toolkits.sh, for the packages unpacked elsewhere.
NVVMIR_LIBRARY_DIR = \$(_HERE_)/../libdevice
PATH += \$(_HERE_):\$(_HERE_)/../../../bin:
INCLUDES += "-I\$(_HERE_)/../../../include" \$(_SPACE_)
LIBRARIES =+ \$(_SPACE_) "-L\$(_HERE_)/../../$triplet/stubs" "-L\$(_HERE_)/../../$triplet"
EOF
    # usr/bin/nvcc: Debian's script runs /usr/lib/nvidia-cuda-toolkit/bin/nvcc
    cat >"$dir/$name.partial/usr/bin/nvcc" <<'EOF'
#!/bin/sh
# Debian's /usr/bin/nvcc, made relative by cufw's scripts/get-toolkits.sh
here=$(dirname "$0")
exec "$here/../lib/nvidia-cuda-toolkit/bin/nvcc" "$@"
EOF
    chmod +x "$dir/$name.partial/usr/bin/nvcc"
    "$dir/$name.partial/usr/bin/nvcc" --version >/dev/null 2>&1 ||
        die "$name: the unpacked nvcc does not run"
    finish $name "$DEB124" "$t0"
    "$dir/$name/usr/bin/nvcc" --version | sed -n 's/^Cuda/get-toolkits: '"$name"': Cuda/p'
}

for what in $only; do
    case $what in
        wheels130) wheels wheels130 "$WHEELS130" ;;
        wheels135) wheels wheels135 "$WHEELS135" ;;
        deb124) deb124 ;;
    esac
done
for what in $only; do
    case $what in
        wheels*) say "$what: --with-cuda=$dir/$what/nvidia/cu13" ;;
        deb124) say "deb124: --with-cuda=$dir/deb124/usr" ;;
    esac
done
