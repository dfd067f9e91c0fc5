"""Generate gcnasm/isa/tables/gfx950_semantics.py: what each gfx950 instruction does.

    python -m gcnasm.isa.generate_semantics            # rewrite the table
    python -m gcnasm.isa.generate_semantics --check    # compare (exit 1 on drift)

Input: the instruction set as the encoding tables know it (every mnemonic of
every family in gcnasm/isa/tables/gfx950.py) and the facts file
gcnasm/isa/tables/sources/gfx950_semantics.tsv, whose rows carry facts read
from LLVM's AMDGPU TableGen definitions and AMD's ISA guides, each with its
source.  Output: one row per (family, mnemonic[, lds]) with the category,
flags, implicit register units read and written, and the gfx950 pass count.

A facts row that matches no instruction is an error (a typo would otherwise
drop a fact silently).  The output is sorted and has one entry a line, so a
change of one fact changes only the lines of the instructions it applies to.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

HERE = Path(__file__).resolve().parent
FACTS = HERE / "tables" / "sources" / "gfx950_semantics.tsv"
OUTPUT = HERE / "tables" / "gfx950_semantics.py"

CATEGORIES = ("salu", "valu", "trans", "mfma", "vmem", "flat", "lds", "smem", "branch",
              "waitcnt", "barrier", "nop", "other")
FLAGS = frozenset({"noexec", "load", "store", "atomic", "lds_dma", "vm", "lgkm", "exp", "tied", "dpp_old",
                   "dst_is_src", "src0_written", "cmpswap", "xdl", "dgemm", "f8f6f4", "dot"})
# Names that stand for both 32-bit halves.
PAIRS = {"vcc": ("vcc_lo", "vcc_hi"), "exec": ("exec_lo", "exec_hi"),
         "flat_scratch": ("flat_scratch_lo", "flat_scratch_hi")}
UNITS = frozenset({"vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "m0", "scc"})


class FactsError(Exception):
    pass


def instruction_keys() -> List[str]:
    """"FAMILY mnemonic" for every entry of the encoding tables, plus
    "FAMILY mnemonic lds" for the LDS-DMA forms of buffer loads."""
    from .tables import gfx950 as tables
    keys = set()
    for family, entries in tables.TEMPLATES.items():
        for text in entries.values():
            mnemonic = re.split(r"[ {]", text, 1)[0]
            lds = " lds" if family == "MUBUF" and text.endswith(" lds") else ""
            keys.add(f"{family} {mnemonic}{lds}")
    return sorted(keys)


def read_facts(path: Path = FACTS) -> List[Tuple[int, "re.Pattern", List[str]]]:
    rows = []
    for lineno, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t")
        if len(cols) != 3:
            raise FactsError(f"{path}:{lineno}: expected 3 tab-separated columns")
        try:
            pattern = re.compile(cols[0])
        except re.error as e:
            raise FactsError(f"{path}:{lineno}: bad pattern: {e}") from None
        facts = cols[1].split()
        for fact in facts:
            name = fact.split("=", 1)[0]
            if name not in ("cat", "r", "w", "passes") and fact not in FLAGS:
                raise FactsError(f"{path}:{lineno}: unknown fact {fact!r}")
            if name == "cat" and fact[4:] not in CATEGORIES:
                raise FactsError(f"{path}:{lineno}: unknown category {fact[4:]!r}")
            if name in ("r", "w"):
                for unit in fact[2:].split(","):
                    if unit.lstrip("-") not in UNITS and unit.lstrip("-") not in PAIRS:
                        raise FactsError(f"{path}:{lineno}: unknown register {unit!r}")
        rows.append((lineno, pattern, facts))
    return rows


def _units(names: str) -> List[str]:
    out = []
    for n in names.split(","):
        out.extend(PAIRS.get(n, (n,)))
    return out


def semantics_of(key: str, rows) -> Tuple[str, Tuple[str, ...], Tuple[str, ...],
                                          Tuple[str, ...], Optional[int], Optional[int]]:
    category = None
    flags, reads, writes = set(), set(), set()
    passes = None
    for _, pattern, facts in rows:
        if not pattern.search(key):
            continue
        for fact in facts:
            name, _, value = fact.partition("=")
            if name == "cat":
                category = value
            elif name == "passes":
                passes = int(value)
            elif name in ("r", "w"):
                target = reads if name == "r" else writes
                for n in value.split(","):
                    if n.startswith("-"):
                        target.difference_update(_units(n[1:]))
                    else:
                        target.update(_units(n))
            else:
                flags.add(fact)
    if category is None:
        raise FactsError(f"no category for {key}")
    if "noexec" in flags:
        reads.difference_update(PAIRS["exec"])
    width = memory_width(key.split(" ")[1]) if ("load" in flags or "store" in flags) else None
    return (category, tuple(sorted(flags)), tuple(sorted(reads)), tuple(sorted(writes)), passes,
            width)


# Bytes one lane's access moves (SMEM: the whole access), read off the mnemonic as the ISA guides name
# the data sizes (ubyte/sbyte/byte 1, short/ushort/sshort 2, dword 4, dwordxN 4N,
# bN N/8, _x2 atomics 8, formats: 4 bytes a component, 2 with d16; read2/write2
# twice; compare-swap: the memory side, half the data operand).
_WIDTHS = ((r"_(u|s)?byte", 1), (r"_(u|s)?short", 2), (r"_b8(_|$)", 1), (r"_[iu]8(_|$)", 1),
           (r"_b16(_|$)", 2), (r"_[iu]16(_|$)", 2))


def memory_width(mnemonic: str) -> Optional[int]:
    m = re.search(r"_dwordx(\d+)", mnemonic)
    if m:
        return 4 * int(m.group(1))
    m = re.search(r"format_(d16_)?(hi_)?(x|xy|xyz|xyzw)$", mnemonic)
    if m:
        return (2 if m.group(1) else 4) * len(m.group(3))
    m = re.search(r"^ds_(read|write|wrxchg)(2|2st64)?(_rtn)?_b(\d+)", mnemonic)
    if m:
        return int(m.group(4)) // 8 * (2 if m.group(2) else 1)
    if re.search(r"_tr_b(4|8|16)$", mnemonic):
        return 8
    if mnemonic.endswith("_tr_b6"):
        return 12
    for pattern, width in _WIDTHS:
        if re.search(pattern, mnemonic):
            return width
    if re.search(r"_(x2|b64|u64|i64|f64)$", mnemonic) or re.search(r"_(b64|u64|i64|f64)_", mnemonic):
        return 8
    if "_dword" in mnemonic or mnemonic.startswith(("ds_", "buffer_atomic", "flat_atomic",
                                                   "global_atomic", "s_atomic", "s_buffer_atomic")):
        return 4
    return None


def generate(rows=None) -> Dict[str, tuple]:
    rows = read_facts() if rows is None else rows
    keys = instruction_keys()
    used = set()
    for lineno, pattern, _ in rows:
        if any(pattern.search(k) for k in keys):
            used.add(lineno)
    unused = [lineno for lineno, _, _ in rows if lineno not in used]
    if unused:
        raise FactsError(f"{FACTS}: rows that match no instruction: lines {unused}")
    return {k: semantics_of(k, rows) for k in keys}


HEADER = '''"""gfx950 instruction semantics, generated by ``python -m gcnasm.isa.generate_semantics``
from gcnasm/isa/tables/sources/gfx950_semantics.tsv (facts from LLVM's AMDGPU TableGen
definitions and AMD's ISA guides, each row with its source).  Do not edit: change the facts
file and regenerate.

SEMANTICS: "FAMILY mnemonic[ lds]" -> (category, flags, implicit reads, implicit writes,
passes, memory width in bytes per lane); flags and registers as documented in the facts file.
"""

SEMANTICS = {
'''


def render(table: Dict[str, tuple]) -> str:
    lines = [HEADER]
    for key in sorted(table):
        lines.append(f"    {key!r}: {table[key]!r},\n")
    lines.append("}\n")
    return "".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed table")
    args = ap.parse_args(argv)
    try:
        text = render(generate())
    except FactsError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.check:
        if OUTPUT.read_text() != text:
            print(f"{OUTPUT} differs from what the facts give: regenerate", file=sys.stderr)
            return 1
        return 0
    tmp = OUTPUT.with_suffix(".tmp")
    tmp.write_text(text)
    tmp.replace(OUTPUT)
    print(f"wrote {OUTPUT} ({len(text.splitlines())} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
