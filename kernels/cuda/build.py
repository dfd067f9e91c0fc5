#!/usr/bin/env python3
"""Build the CUDA demonstration cubins of gcnasm compare (no GPU needed).

    kernels/cuda/build.py            # (re)build every variant next to this file
    kernels/cuda/build.py --check    # exit 1 if a committed cubin is not what nvcc builds now

Each variant of grouped_fp8_gemm.cu becomes one cubin for sm_90 (H100/H200).
--check compares the code, parameter layout and constant sections, not the
toolkit note (.note.nv.tkinfo), which records the temporary file names of
each nvcc run.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "grouped_fp8_gemm.cu"
ARCH = "sm_90"
VARIANTS = {
    "gemm_ref": [],
    "gemm_fast": ["-DVARIANT_FAST=1"],
    "gemm_wrong_k": ["-DBUG_SKIP_LAST_K=1"],
    "gemm_wrong_rows": ["-DBUG_SKIP_LAST_GROUP=1"],
}
# Sections whose bytes differ between identical builds (temporary names).
VOLATILE_SECTIONS = {".note.nv.tkinfo"}


def find_nvcc() -> str:
    nvcc = os.environ.get("NVCC") or shutil.which("nvcc")
    if not nvcc:
        raise SystemExit("nvcc not found (set NVCC or put it on PATH)")
    return nvcc


def build(variant: str, out: Path, nvcc: str) -> None:
    cmd = [nvcc, "-cubin", f"-arch={ARCH}", "-O3", *VARIANTS[variant], "-o", str(out), str(SOURCE)]
    subprocess.run(cmd, check=True)


def stable_sections(path: Path) -> dict:
    """Section name -> bytes, without the sections that vary between builds."""
    data = path.read_bytes()
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shnum, shstrndx = struct.unpack_from("<HH", data, 0x3C)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + 64 * i) for i in range(shnum)]
    names = data[headers[shstrndx][4]:headers[shstrndx][4] + headers[shstrndx][5]]
    out = {}
    for h in headers:
        name = names[h[0]:names.find(b"\0", h[0])].decode()
        if name not in VOLATILE_SECTIONS:
            out[name] = b"" if h[1] == 8 else data[h[4]:h[4] + h[5]]
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    nvcc = find_nvcc()
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for variant in VARIANTS:
            target = HERE / f"{variant}.cubin"
            fresh = Path(tmp) / f"{variant}.cubin"
            build(variant, fresh, nvcc)
            if args.check:
                if not target.exists() or stable_sections(target) != stable_sections(fresh):
                    stale.append(target.name)
            else:
                shutil.copyfile(fresh, target)
                print(f"built {target.relative_to(HERE.parent.parent)}")
    if stale:
        print("out of date (run kernels/cuda/build.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
