"""The instruction names llvm-mc 22 accepts for gfx950, with sample lines
for each: what tests/test_isa_mnemonics.py measures gcnasm against.

    python -m gcnasm.isa.generate_mnemonics LLVM_SOURCE_DIR [-o FILE]

LLVM_SOURCE_DIR is the ``llvm`` directory of the LLVM source release that
matches the toolchain (its ``lib/Target/AMDGPU`` and ``test/MC/AMDGPU``).
Nothing comes from gcnasm's own tables or from the AMD corpus:

* **Names.**  LLVM's AMDGPU assembler matches a mnemonic against the
  table TableGen writes from the instruction and alias definitions
  (``MnemonicTable`` in AMDGPUGenAsmMatcher.inc: length-prefixed names,
  sorted).  That table is read from the libLLVM the toolchain's llvm-mc
  loads.  To it come the ``MnemonicAlias<"from", "to">`` names of
  ``lib/Target/AMDGPU/*.td``, and every name with each suffix llvm-mc's
  parser strips (``_e32``, ``_e64``, ``_dpp``, ``_sdwa``:
  AMDGPUAsmParser::parseMnemonicSuffix).  A name is *accepted* for gfx950
  when llvm-mc -mcpu=gfx950, given the name alone, assembles it or reports
  an operand error, rather than "invalid instruction" or "not supported".
* **Lines.**  Every instruction line of ``test/MC/AMDGPU/*.s`` that llvm-mc
  assembles for gfx950, kept per name: at most :data:`PER_NAME`, evenly
  spaced in sorted order (chosen without looking at gcnasm).  A suffixed
  name with no line of its own gets its base name's lines with the suffix,
  where llvm-mc takes them.

The output lists each accepted name, then its sample lines (none when
LLVM's tests have none for it and the suffix cannot be borrowed).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Dict, Iterable, List

from .llvm_oracle import assemble_many

PER_NAME = 3
SUFFIXES = ("_e32", "_e64", "_dpp", "_sdwa")
OUTPUT = Path(__file__).resolve().parents[2] / "tests" / "isa_llvm_mnemonics.txt"
_NOT_A_NAME = ("invalid instruction", "not supported")
_ENTRY = re.compile(rb"(?:[\x02-\x40][a-z0-9_.]{2,64})+")
_ALIAS = re.compile(r'MnemonicAlias<"([a-z0-9_.]+)",\s*"[a-z0-9_.]+"')


def matcher_mnemonics(library: bytes) -> List[str]:
    """The AMDGPU assembler's mnemonic table in a libLLVM image: the run of
    length-prefixed lower-case names that holds both ``buffer_atomic_add``
    and ``v_xor_b32`` (other targets' tables hold neither)."""
    for m in _ENTRY.finditer(library):
        run = m.group(0)
        if len(run) < 10_000 or b"\x11buffer_atomic_add" not in run:
            continue
        names, i = [], 0
        while i < len(run):
            n = run[i]
            names.append(run[i + 1:i + 1 + n].decode())
            i += 1 + n
        if "v_xor_b32" in names:
            return names
    raise RuntimeError("no AMDGPU mnemonic table in this libLLVM")


def td_aliases(amdgpu_td_dir: Path) -> List[str]:
    """The literal ``from`` names of MnemonicAlias definitions."""
    out = set()
    for td in sorted(amdgpu_td_dir.glob("*.td")):
        out.update(_ALIAS.findall(td.read_text(errors="replace")))
    return sorted(out)


def accepted_names(candidates: Iterable[str], toolchain=None) -> List[str]:
    names = sorted(set(candidates))
    out = []
    for name, r in zip(names, assemble_many(names, toolchain=toolchain)):
        if r.ok or not any(s in (r.error or "") for s in _NOT_A_NAME):
            out.append(name)
    return out


def test_lines(mc_test_dir: Path) -> List[str]:
    """The instruction lines of LLVM's MC tests, comments and directives
    dropped, whitespace collapsed."""
    lines = set()
    for path in sorted(mc_test_dir.glob("*.s")):
        for line in path.read_text(errors="replace").splitlines():
            line = line.split("//")[0].split(";")[0].strip()
            if not line or not re.match(r"[a-z]", line) or ":" in line.split(" ")[0] \
                    or "=" in line:
                continue
            lines.add(" ".join(line.split()))
    return sorted(lines)


def assembles(lines: List[str], toolchain=None) -> List[bool]:
    """Which lines llvm-mc assembles for gfx950 (batches that llvm-mc's
    output cannot be matched to are split until it can)."""
    out: List[bool] = []
    for i in range(0, len(lines), 5000):
        out += _assembles(lines[i:i + 5000], toolchain)
    return out


def _assembles(lines: List[str], toolchain) -> List[bool]:
    try:
        return [r.ok for r in assemble_many(lines, toolchain=toolchain)]
    except RuntimeError:            # a line that is not one instruction
        if len(lines) == 1:
            return [False]
        half = len(lines) // 2
        return _assembles(lines[:half], toolchain) + _assembles(lines[half:], toolchain)


def spread(items: List[str], n: int) -> List[str]:
    if len(items) <= n:
        return list(items)
    return [items[round(i * (len(items) - 1) / (n - 1))] for i in range(n)]


def build(llvm_source: Path, toolchain=None) -> Dict[str, List[str]]:
    from ..toolchain import default
    from .answer_cache import library_files
    chain = toolchain or default()
    libraries = library_files(chain.llvm_mc) or [Path(chain.llvm_mc.path)]
    table: List[str] = []
    for lib in libraries:
        try:
            table = matcher_mnemonics(lib.read_bytes())
            break
        except RuntimeError:
            continue
    if not table:
        raise RuntimeError(f"no AMDGPU mnemonic table in {[str(p) for p in libraries]}")
    base = set(table) | set(td_aliases(llvm_source / "lib" / "Target" / "AMDGPU"))
    candidates = base | {n + s for n in base for s in SUFFIXES}
    names = accepted_names(candidates, chain)
    lines = test_lines(llvm_source / "test" / "MC" / "AMDGPU")
    ok = [line for line, good in zip(lines, assembles(lines, chain)) if good]
    by_name: Dict[str, List[str]] = {n: [] for n in names}
    for line in ok:
        by_name.setdefault(line.split(" ")[0], []).append(line)
    # a suffixed name borrows its base name's lines, where llvm-mc takes them
    borrowed = []
    for n in names:
        for s in SUFFIXES:
            if n.endswith(s) and not by_name[n] and by_name.get(n[:-len(s)]):
                rest = [line.split(" ", 1) for line in by_name[n[:-len(s)]]]
                borrowed += [n + (" " + r[1] if len(r) > 1 else "") for r in rest]
    for line, good in zip(borrowed, assembles(borrowed, chain)):
        if good:
            by_name[line.split(" ")[0]].append(line)
    return {n: spread(sorted(by_name[n]), PER_NAME) for n in names}


def write(by_name: Dict[str, List[str]], path: Path, version: str) -> None:
    out = ["# Instruction names llvm-mc accepts for gfx950, each followed by sample lines",
           f"# (indented) from LLVM's MC tests.  Written by python -m "
           f"gcnasm.isa.generate_mnemonics from llvm-mc {version}; do not edit.",
           f"# {len(by_name)} names, {sum(1 for v in by_name.values() if v)} with lines, "
           f"{sum(len(v) for v in by_name.values())} lines"]
    for name, lines in by_name.items():
        out.append(name)
        out.extend("    " + line for line in lines)
    path.write_text("\n".join(out) + "\n")


def read(path: Path = OUTPUT) -> Dict[str, List[str]]:
    by_name: Dict[str, List[str]] = {}
    name = None
    for raw in path.read_text().splitlines():
        if raw.startswith("#") or not raw.strip():
            continue
        if raw.startswith("    "):
            by_name[name].append(raw.strip())
        else:
            name = raw.strip()
            by_name[name] = []
    return by_name


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m gcnasm.isa.generate_mnemonics",
                                 description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("llvm_source", type=Path, help="the llvm directory of LLVM's source release")
    ap.add_argument("-o", "--output", type=Path, default=OUTPUT)
    args = ap.parse_args(argv)
    from ..toolchain import default
    by_name = build(args.llvm_source)
    write(by_name, args.output, default().llvm_mc.version)
    print(f"wrote {args.output}: {len(by_name)} names", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
