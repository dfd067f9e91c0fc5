#!/usr/bin/env bash
# Extract Debian trixie's LLVM 22 (llvm-mc, llvm-objdump, llvm-readelf, ld.lld,
# clang) into a project-local prefix, never touching /.  Bookworm's own LLVM
# (<= 19) does not know gfx950, and trixie's packages need glibc >= 2.38, so
# they run through the extracted dynamic loader (gcnasm.toolchain does this).
#
# Idempotent and cached: a second run with the prefix complete does nothing.
#
# usage: scripts/install-llvm.sh [PREFIX]     (default: <repo>/.llvm)
# env:   GCNASM_DEBIAN_MIRROR (default http://deb.debian.org/debian)
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
prefix=${1:-${GCNASM_LLVM_PREFIX:-$here/.llvm}}
mirror=${GCNASM_DEBIAN_MIRROR:-http://deb.debian.org/debian}
packages=(llvm-22 lld-22 clang-22 libc6)
root=$prefix/root
stamp=$prefix/.complete

if [[ -f $stamp ]] && [[ -x $root/usr/lib/llvm-22/bin/llvm-mc ]]; then
    echo "install-llvm: LLVM 22 already in $prefix"
    exit 0
fi

if ! command -v apt-get >/dev/null || ! command -v dpkg >/dev/null; then
    echo "install-llvm: needs apt-get and dpkg (a Debian-like system)" >&2
    exit 1
fi

state=$prefix/apt
mkdir -p "$state/lists/partial" "$state/archives/partial" "$root"
: > "$state/status"
echo "deb $mirror trixie main" > "$state/sources.list"
opts=(
    -oDir::Etc::SourceList="$state/sources.list"
    -oDir::Etc::SourceParts=/dev/null
    -oDir::State::Lists="$state/lists"
    -oDir::State::status="$state/status"
    -oDir::Cache::Archives="$state/archives"
    -oDir::Cache="$state/cache"
    -oAPT::Install-Recommends=false
    -oAPT::Get::AllowUnauthenticated=false
    -oDebug::NoLocking=1
)
mkdir -p "$state/cache"
# Trixie's archive key: bookworm's keyring package ships it.
if [[ -f /usr/share/keyrings/debian-archive-keyring.gpg ]]; then
    opts+=(-oDir::Etc::Trusted=/usr/share/keyrings/debian-archive-keyring.gpg
           -oDir::Etc::TrustedParts=/usr/share/keyrings)
fi

echo "install-llvm: downloading ${packages[*]} from trixie ($mirror)"
apt-get "${opts[@]}" -q update >/dev/null
apt-get "${opts[@]}" -q -y install --download-only "${packages[@]}" >/dev/null

echo "install-llvm: extracting into $root"
for deb in "$state"/archives/*.deb; do
    dpkg -x "$deb" "$root"
done

mc=$root/usr/lib/llvm-22/bin/llvm-mc
loader=$root/usr/lib64/ld-linux-x86-64.so.2
libs=$root/usr/lib/x86_64-linux-gnu:$root/lib/x86_64-linux-gnu:$root/usr/lib/llvm-22/lib
if ! echo 's_nop 0' | "$loader" --library-path "$libs" "$mc" \
        -triple=amdgcn-amd-amdhsa -mcpu=gfx950 -show-encoding >/dev/null; then
    echo "install-llvm: extracted llvm-mc does not run" >&2
    exit 1
fi
# The downloaded .debs are no longer needed once extracted.
rm -rf "$state/archives" "$state/cache"
touch "$stamp"
echo "install-llvm: LLVM 22 ready in $prefix"
