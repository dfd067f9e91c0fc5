#!/usr/bin/env bash
# One command that installs everything gcnasm and its tests need on a Debian
# machine (run as root, or with sudo available):
#   - Debian's HIP runtime (libamdhip64-5) and its headers, for gcnasm.hip's tests,
#     and a C compiler (gcc, libc6-dev) that checks gcnasm.hip's declarations
#     against those headers (tests/test_hip_headers.py);
#   - a virtual environment .venv with gcnasm (editable) and its test extras;
#   - LLVM 22 for gfx950, extracted into .llvm (scripts/install-llvm.sh).
# Safe to run again: each step skips what is already in place.
set -euo pipefail
cd "$(dirname "$0")/.."

sudo=""
if [[ $(id -u) -ne 0 ]] && command -v sudo >/dev/null; then sudo=sudo; fi

apt_packages=(libamdhip64-5 libamdhip64-dev gcc libc6-dev ca-certificates)
missing=()
for p in "${apt_packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
python=${PYTHON:-python3}
if ! command -v "$python" >/dev/null; then missing+=(python3); fi
# Debian's python3 ships venv and ensurepip separately.
if ! "$python" -c 'import venv, ensurepip' >/dev/null 2>&1; then missing+=(python3-venv); fi
if ((${#missing[@]})); then
    echo "setup: apt-get install ${missing[*]}"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if [[ ! -x .venv/bin/python ]]; then
    "$python" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip
# An editable install as a plain path entry (a .pth line), not setuptools'
# import hook: the hook imports pathlib, re and more at every interpreter start,
# which every gcnasm command would pay (setuptools calls the mode transitional:
# where it is gone, the default editable install is used).
.venv/bin/python -m pip install -q -e '.[test]' --config-settings editable_mode=compat 2>/dev/null \
    || .venv/bin/python -m pip install -q -e '.[test]'

scripts/install-llvm.sh
.venv/bin/gcnasm toolchain
