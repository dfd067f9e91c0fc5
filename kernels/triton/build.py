#!/usr/bin/env python3
"""Compile the Triton kernels of ``sources.py`` for gfx950, on a CPU.

For each entry ``NAME`` of ``sources.KERNELS`` this writes, beside itself:

* ``NAME.hsaco`` - the code object Triton links (what a launcher loads);
* ``NAME.s``     - Triton's own AMDGPU assembly of it (LLVM's syntax);
* ``NAME.json``  - what a test needs to launch it: the kernel symbol, the
  runtime arguments in order with their Triton types, the constants, the
  number of warps, the static LDS size and the Triton version.

The outputs are committed, so tests need no Triton.  ``--check`` rebuilds
into a temporary directory and exits 1 naming every file that differs (the
outputs depend on the Triton release: these were made with the version in
each ``.json``).

Usage:  kernels/triton/build.py [NAME ...] | --check
"""

from __future__ import annotations

import argparse
import json
import linecache
import os
import sys
import tempfile
import types
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET = ("hip", "gfx950", 64)
# The source path Triton records in the debug information (.file, .debug_line):
# relative, so that every checkout builds the same bytes.
SOURCE_NAME = "kernels/triton/sources.py"


def load_sources() -> types.ModuleType:
    """sources.py, compiled under SOURCE_NAME (registered with linecache so
    that Triton can read the functions' source back)."""
    code = (HERE / "sources.py").read_text()
    linecache.cache[SOURCE_NAME] = (len(code), None, code.splitlines(True), SOURCE_NAME)
    module = types.ModuleType("gcnasm_triton_sources")
    module.__file__ = SOURCE_NAME
    sys.modules[module.__name__] = module
    exec(compile(code, SOURCE_NAME, "exec"), module.__dict__)
    return module


def compile_kernel(name: str, spec: dict) -> dict:
    """Compile one entry; returns {file name: bytes}."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    src = ASTSource(fn=spec["fn"], signature=spec["signature"], constexprs=spec["constexprs"])
    kernel = triton.compile(src, target=GPUTarget(*TARGET),
                            options={"num_warps": spec["num_warps"]})
    meta = kernel.metadata
    info = {
        "kernel": meta.name,
        "arguments": [[arg, ty] for arg, ty in spec["signature"].items() if ty != "constexpr"],
        "constexprs": spec["constexprs"],
        "num_warps": meta.num_warps,
        "warp_size": meta.warp_size,
        "shared": meta.shared,
        "triton": triton.__version__,
    }
    return {
        f"{name}.hsaco": kernel.asm["hsaco"],
        f"{name}.s": kernel.asm["amdgcn"].encode(),
        f"{name}.json": (json.dumps(info, indent=1, sort_keys=True) + "\n").encode(),
    }


def build_all(names) -> dict:
    # Deterministic and quiet: an empty private cache, fusion as Triton 3.9's default.
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    with tempfile.TemporaryDirectory() as cache:
        os.environ["TRITON_CACHE_DIR"] = cache
        KERNELS = load_sources().KERNELS
        unknown = [n for n in names if n not in KERNELS]
        if unknown:
            raise SystemExit(f"build.py: unknown kernel(s) {', '.join(unknown)}; "
                             f"known: {', '.join(KERNELS)}")
        out = {}
        for name in names or KERNELS:
            out.update(compile_kernel(name, KERNELS[name]))
        return out


def write_atomically(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="NAME")
    parser.add_argument("--check", action="store_true",
                        help="rebuild in memory and list the committed files that differ")
    args = parser.parse_args(argv)
    outputs = build_all(args.names)
    if args.check:
        stale = [f for f, data in outputs.items()
                 if not (HERE / f).exists() or (HERE / f).read_bytes() != data]
        for f in stale:
            print(f"stale: kernels/triton/{f}")
        return 1 if stale else 0
    for f, data in outputs.items():
        write_atomically(HERE / f, data)
        print(f"wrote kernels/triton/{f} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
