"""llvm-objdump's disassembly of AMD's corpus, as the tests' ground truth.

llvm-objdump reads all 745 code objects (in chunks, in parallel); its output gives each
instruction's address, raw words and text, so the oracle is exact about
instruction boundaries.  The result is cached for the test session.
"""

from __future__ import annotations

import functools
import os
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Dict, List, Tuple

_LINE = re.compile(r"^\s+(.*?)\s*// ([0-9A-Fa-f]+): ((?:[0-9A-F]{8} ?)+)")


def text_section(path: Path) -> Tuple[bytes, int]:
    """(bytes, address) of a code object's .text, read with lief."""
    from gcnasm.codeobject import CodeObject
    co = CodeObject.load(path)
    return co.text, co.text_address


@functools.lru_cache(maxsize=None)
def objdump_corpus(files: Tuple[Path, ...], toolchain) -> Dict[Path, List[Tuple[int, bytes, str]]]:
    """{file: [(address, bytes, llvm text), ...]} for every instruction.

    llvm-objdump runs on chunks of the files, one process per CPU at a time
    (threads only wait on the processes); the outputs are read in file order."""
    chunk = 100
    groups = [files[i:i + chunk] for i in range(0, len(files), chunk)]

    def dump(group):
        return toolchain.llvm_objdump.run(["-d", "--mcpu=gfx950", *map(str, group)]).stdout

    out: Dict[Path, List[Tuple[int, bytes, str]]] = {}
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for stdout in pool.map(dump, groups):
            _parse_objdump(stdout.decode(errors="replace"), out)
    return out


def _parse_objdump(listing: str, out: Dict[Path, List[Tuple[int, bytes, str]]]) -> None:
    current = None
    for line in listing.splitlines():
        if line.endswith("file format elf64-amdgpu"):
            current = Path(line.split(":\t")[0].split(":")[0])
            out[current] = []
            continue
        m = _LINE.match(line)
        if m and current is not None:
            words = [int(w, 16) for w in m.group(3).split()]
            data = b"".join(w.to_bytes(4, "little") for w in words)
            out[current].append((int(m.group(2), 16), data, " ".join(m.group(1).split())))


_uniq_cache = {}


def unique_instructions(per_file, toolchain=None) -> Dict[bytes, str]:
    """{bytes: llvm text} over all files.  llvm-objdump writes a branch's
    target as the symbol there (the corpus has label symbols), so branch
    words are asked again of llvm-objdump without symbols."""
    key = id(per_file)
    if key in _uniq_cache:
        return _uniq_cache[key]
    from gcnasm.isa.fixes import BRANCHES
    from gcnasm.isa.llvm_oracle import disassemble_many
    uniq: Dict[bytes, str] = {}
    for insts in per_file.values():
        for _, data, text in insts:
            uniq.setdefault(data, text)
    branches = [d for d, t in uniq.items() if t.split(" ", 1)[0] in BRANCHES]
    for d, r in zip(branches, disassemble_many(branches, toolchain=toolchain)):
        uniq[d] = r.text
    _uniq_cache[key] = uniq
    return uniq
