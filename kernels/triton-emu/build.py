#!/usr/bin/env python3
"""Compile the emulator's oracle kernels (``sources.py`` here) for gfx950.

The same outputs as kernels/triton/build.py, whose compile step this reuses
(``compile_kernel``): ``NAME.hsaco``, Triton's ``NAME.s`` and ``NAME.json``
(kernel symbol, arguments, constants, warps, static LDS, Triton version)
for each entry of ``sources.KERNELS``.  The outputs are committed, so the
tests need no Triton; ``--check`` lists the committed files a rebuild
changes.

Usage (with a Triton install, e.g. /work/triton-venv/bin/python):
    kernels/triton-emu/build.py [NAME ...] | --check
"""

from __future__ import annotations

import argparse
import importlib.util
import linecache
import os
import sys
import tempfile
import types
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE_NAME = "kernels/triton-emu/sources.py"     # relative: every checkout builds the same bytes


def _triton_build() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("gcnasm_triton_build",
                                                  HERE.parent / "triton" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_sources() -> types.ModuleType:
    code = (HERE / "sources.py").read_text()
    linecache.cache[SOURCE_NAME] = (len(code), None, code.splitlines(True), SOURCE_NAME)
    module = types.ModuleType("gcnasm_triton_emu_sources")
    module.__file__ = SOURCE_NAME
    sys.modules[module.__name__] = module
    exec(compile(code, SOURCE_NAME, "exec"), module.__dict__)
    return module


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="NAME")
    parser.add_argument("--check", action="store_true",
                        help="rebuild in memory and list the committed files that differ")
    args = parser.parse_args(argv)
    build = _triton_build()
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    failed = []
    stale = []
    with tempfile.TemporaryDirectory() as cache:
        os.environ["TRITON_CACHE_DIR"] = cache
        kernels = load_sources().KERNELS
        unknown = [n for n in args.names if n not in kernels]
        if unknown:
            raise SystemExit(f"build.py: unknown kernel(s) {', '.join(unknown)}")
        for name in args.names or kernels:
            try:
                outputs = build.compile_kernel(name, kernels[name])
            except Exception as exc:            # noqa: BLE001 - report and go on
                failed.append(name)
                print(f"{name}: Triton failed: {type(exc).__name__}: {str(exc)[:300]}",
                      file=sys.stderr)
                continue
            for f, data in outputs.items():
                if args.check:
                    if not (HERE / f).exists() or (HERE / f).read_bytes() != data:
                        stale.append(f)
                        print(f"stale: kernels/triton-emu/{f}")
                else:
                    build.write_atomically(HERE / f, data)
            if not args.check:
                print(f"built {name}")
    return 1 if failed or stale else 0


if __name__ == "__main__":
    sys.exit(main())
