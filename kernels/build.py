#!/usr/bin/env python3
"""Build the gfx950 kernels in this directory: every ``<name>.s`` becomes
``<name>.co``, the committed code object beside it.

Two steps per kernel, with exactly these flags (nothing else is passed):

    llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx950 -filetype=obj -o <tmp>/<name>.o <name>.s
    ld.lld  -shared --no-undefined -o <tmp>/<name>.co <tmp>/<name>.o

The object file lives only in a temporary directory; the ``.co`` is written
atomically (a temporary file in the same directory, then ``os.replace``).
The output is deterministic: the same LLVM gives the same bytes on every run
and from any working directory.  It does depend on the LLVM release, if only
because ld.lld writes its version into ``.comment`` ("Linker: Debian LLD
22.1.8" for the committed files).

Usage:
    kernels/build.py [NAME ...]        build all kernels (or the named ones)
    kernels/build.py --check           rebuild into a temporary directory and
                                       compare with the committed .co files;
                                       exit 1 listing every stale file
    kernels/build.py --llvm DIR        use the LLVM tools in DIR
    kernels/build.py --dir DIR         work on another kernels directory

Exit status: 0 success (or everything current), 1 stale files (--check),
2 an error (no toolchain, an assembler or linker error, a missing source).

Other code (tests, the code-object rewriter's tests) can import this file and
call :func:`build_text` to build edited assembly with the same flags.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

HERE = Path(__file__).resolve().parent
try:
    from gcnasm import toolchain as _toolchain
except ImportError:                                # run from a checkout without installing
    sys.path.insert(0, str(HERE.parent))
    from gcnasm import toolchain as _toolchain

ToolchainError = _toolchain.ToolchainError

#: llvm-mc flags (then ``-o OBJ SOURCE``).
MC_FLAGS: Tuple[str, ...] = (f"-triple={_toolchain.TRIPLE}", f"-mcpu={_toolchain.MCPU}",
                             "-filetype=obj")
#: ld.lld flags (then ``-o CO OBJ``).
LLD_FLAGS: Tuple[str, ...] = ("-shared", "--no-undefined")


class BuildError(Exception):
    """A kernel failed to build; the message names the file and quotes the tool."""


def sources(directory: Path = HERE, names: Sequence[str] = ()) -> List[Path]:
    """The kernel sources ``directory/*.s`` (sorted), or the named ones
    (``name``, ``name.s`` or ``name.co`` all mean the same kernel)."""
    directory = Path(directory)
    if not names:
        return sorted(directory.glob("*.s"))
    out = []
    for name in names:
        stem = Path(name).name
        for suffix in (".s", ".co"):
            if stem.endswith(suffix):
                stem = stem[: -len(suffix)]
        path = directory / f"{stem}.s"
        if not path.is_file():
            known = ", ".join(p.stem for p in sources(directory)) or "none"
            raise BuildError(f"no kernel source {path} (kernels here: {known})")
        out.append(path)
    return out


def _commands(tc: _toolchain.Toolchain, source: Path, obj: Path, co: Path) -> List[Tuple[object, List[str]]]:
    return [(tc.llvm_mc, [*MC_FLAGS, "-o", str(obj), str(source)]),
            (tc.ld_lld, [*LLD_FLAGS, "-o", str(co), str(obj)])]


def build_bytes(source: Path, tc: Optional[_toolchain.Toolchain] = None,
                verbose: bool = False) -> bytes:
    """Assemble and link ``source``; return the code object's bytes."""
    tc = tc or _toolchain.default()
    source = Path(source)
    with tempfile.TemporaryDirectory(prefix="gcnasm-kernels-") as tmp:
        obj = Path(tmp) / f"{source.stem}.o"
        co = Path(tmp) / f"{source.stem}.co"
        for tool, args in _commands(tc, source, obj, co):
            if verbose:
                print("  " + " ".join([tool.name, *args]))
            try:
                tool.run(args)
            except ToolchainError as exc:
                raise BuildError(f"{source.name}: {exc}") from None
        return co.read_bytes()


def build_text(text: str, tc: Optional[_toolchain.Toolchain] = None, name: str = "kernel") -> bytes:
    """Build assembly given as text (e.g. an edited copy of a kernel source)
    with the same flags as the committed kernels; return the ``.co`` bytes."""
    with tempfile.TemporaryDirectory(prefix="gcnasm-kernels-") as tmp:
        source = Path(tmp) / f"{name}.s"
        source.write_text(text)
        return build_bytes(source, tc)


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old or the new file,
    never a partial one."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def linker_id(co: bytes) -> Optional[str]:
    """The linker named in a code object's ``.comment`` ("Debian LLD 22.1.8"),
    or None.  Builds with another LLVM are expected to differ byte-wise."""
    marker = b"Linker: "
    at = co.rfind(marker)
    if at < 0:
        return None
    end = co.find(b"\0", at)
    return co[at + len(marker): end if end >= 0 else None].decode(errors="replace").strip()


def current_linker_id(tc: _toolchain.Toolchain) -> str:
    """What this toolchain's ld.lld writes into ``.comment``."""
    out = tc.ld_lld.run(["--version"]).stdout.decode(errors="replace").strip().splitlines()[0]
    return out.split(" (compatible with")[0].strip()


def build(directory: Path = HERE, names: Sequence[str] = (), tc=None,
          verbose: bool = False) -> List[Path]:
    """Build the kernels in ``directory`` in place; return the written paths."""
    tc = tc or _toolchain.default()
    written = []
    for source in sources(directory, names):
        if verbose:
            print(f"{source.name} -> {source.stem}.co")
        data = build_bytes(source, tc, verbose)
        out = source.with_suffix(".co")
        if not out.exists() or out.read_bytes() != data:
            write_atomically(out, data)
        written.append(out)
    return written


def check(directory: Path = HERE, names: Sequence[str] = (), tc=None) -> List[str]:
    """Rebuild into a temporary directory and compare with the committed
    files.  Returns one line per stale file (empty: all current)."""
    tc = tc or _toolchain.default()
    directory = Path(directory)
    stale = []
    for source in sources(directory, names):
        committed = source.with_suffix(".co")
        fresh = build_bytes(source, tc)
        if not committed.exists():
            stale.append(f"{committed.name}: missing (run kernels/build.py)")
        elif committed.read_bytes() != fresh:
            old = committed.read_bytes()
            note = ""
            built_with, have = linker_id(old), current_linker_id(tc)
            if built_with != have:
                note = f"; it was linked by {built_with!r}, this toolchain is {have!r}"
            stale.append(f"{committed.name}: differs from a fresh build of {source.name}{note}")
    if not names:
        for co in sorted(directory.glob("*.co")):
            if not co.with_suffix(".s").exists():
                stale.append(f"{co.name}: no source {co.stem}.s")
    return stale


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="kernels/build.py",
        description="Build kernels/*.s into committed gfx950 code objects (kernels/*.co).")
    parser.add_argument("names", nargs="*", help="kernels to build (default: all)")
    parser.add_argument("--check", action="store_true",
                        help="rebuild into a temporary directory and compare with the committed "
                             ".co files; exit 1 listing the stale ones")
    parser.add_argument("--llvm", metavar="DIR",
                        help="LLVM bin directory or prefix (default: gcnasm's lookup order)")
    parser.add_argument("--dir", metavar="DIR", default=str(HERE),
                        help="kernels directory (default: the one holding this script)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print each command")
    args = parser.parse_args(argv)

    tc = _toolchain.Toolchain(args.llvm) if args.llvm else _toolchain.default()
    directory = Path(args.dir)
    try:
        if not directory.is_dir():
            raise BuildError(f"{directory} is not a directory")
        if not sources(directory, args.names):
            raise BuildError(f"no kernel sources (*.s) in {directory}")
        if args.check:
            stale = check(directory, args.names, tc)
            for line in stale:
                print(f"stale: {line}")
            if stale:
                print(f"{len(stale)} stale; run kernels/build.py to rebuild", file=sys.stderr)
                return 1
            print(f"all {len(sources(directory, args.names))} kernels current")
            return 0
        for out in build(directory, args.names, tc, args.verbose):
            print(f"built {out}")
        return 0
    except (BuildError, ToolchainError) as exc:
        print(f"kernels/build.py: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
