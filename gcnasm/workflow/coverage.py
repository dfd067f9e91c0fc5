"""What an emulated run executed, against what an edit changed.

The emulator counts the wave-level executions of each instruction
(:mod:`gcnasm.emu.profile`); here those counts meet the program view of the
code object (:mod:`gcnasm.codeobject.program`): the fraction of a kernel's
instructions and basic blocks that ran, a listing of ``gcnasm disasm``'s
text with each line's count, and the *edit regions* - the runs of
instructions that differ between the reference and the test kernel - with
whether any of them ran.  A site that PASSes without running an edit says
nothing about the edit.

Lines are those of ``gcnasm disasm`` of each code object (what ``gcnasm asm
EDITED.s --template REF.co`` rebuilds; an edited ``.s`` from that
disassembly has the same lines up to the edit's own insertions).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

# A label of gcnasm's disassembly (label_01C8): named by position, so every
# label after an insertion changes name; compared as "label" (and a branch
# by whether its target corresponds).
_LABEL = re.compile(r"\blabel_[0-9A-Fa-f]+\b")


@dataclass
class KernelCoverage:
    """What one launch (or several) of a kernel executed."""

    kernel: str
    instructions: int           # in the kernel's code
    executed: int               # that ran at least once
    blocks: int
    blocks_executed: int
    executions: int             # wave-level executions in all

    @property
    def fraction(self) -> float:
        return self.executed / self.instructions if self.instructions else 0.0

    @property
    def block_fraction(self) -> float:
        return self.blocks_executed / self.blocks if self.blocks else 0.0

    def to_dict(self) -> dict:
        return {"kernel": self.kernel, "instructions": self.instructions,
                "executed": self.executed, "fraction": round(self.fraction, 6),
                "blocks": self.blocks, "blocks_executed": self.blocks_executed,
                "block_fraction": round(self.block_fraction, 6),
                "executions": self.executions}

    def line(self, label: str) -> str:
        return (f"{label} {self.kernel}: {self.executed}/{self.instructions} instructions "
                f"({100 * self.fraction:.1f}%), {self.blocks_executed}/{self.blocks} blocks "
                f"({100 * self.block_fraction:.1f}%) ran")


def _kernel_program(program, name: str):
    return program.kernel(name)


def kernel_coverage(program, kernel: str, counts: Mapping[int, int]) -> KernelCoverage:
    """Coverage of ``kernel`` of ``program`` (a codeobject Program) from
    ``counts`` (.text offset -> executions)."""
    kp = _kernel_program(program, kernel)
    insts = [pi.offset for pi in kp.instructions()]
    blocks = kp.blocks
    executed = sum(1 for o in insts if counts.get(o))
    ran_blocks = sum(1 for b in blocks if b.instructions and counts.get(b.start))
    return KernelCoverage(kernel, len(insts), executed, len(blocks), ran_blocks,
                          sum(counts.get(o, 0) for o in insts))


@dataclass
class EditRegion:
    """A run of instructions that differ between ref and test: ref's
    ``ref_offsets`` (lines ``ref_lines``) became test's ``test_offsets``
    (lines ``test_lines``); either side may be empty (an insertion, a
    deletion)."""

    kernel: str
    ref_offsets: Tuple[int, ...]
    test_offsets: Tuple[int, ...]
    ref_lines: Tuple[int, int]      # first, last (0, 0: none)
    test_lines: Tuple[int, int]

    def describe(self) -> str:
        def span(lines):
            a, b = lines
            return f"line {a}" if a == b else f"lines {a}-{b}"
        if self.test_offsets and self.ref_offsets:
            return f"the edit at test {span(self.test_lines)} (ref {span(self.ref_lines)})"
        if self.test_offsets:
            return f"the edit at test {span(self.test_lines)} (inserted)"
        return f"the edit at ref {span(self.ref_lines)} (deleted)"

    def executions(self, ref_counts: Mapping[int, int], test_counts: Mapping[int, int]) -> int:
        """Executions of the region's instructions: ref's in the ref run and
        test's in the test run (a deletion ran if the deleted instructions
        ran in the reference)."""
        return sum(ref_counts.get(o, 0) for o in self.ref_offsets) + \
            sum(test_counts.get(o, 0) for o in self.test_offsets)

    def to_dict(self) -> dict:
        return {"kernel": self.kernel, "ref_lines": list(self.ref_lines),
                "test_lines": list(self.test_lines),
                "ref_offsets": list(self.ref_offsets), "test_offsets": list(self.test_offsets)}


def _keys(program, kp) -> Tuple[List[int], List[str], List[Optional[int]]]:
    """Each instruction's offset, a text that compares equal across an
    insertion elsewhere (labels renamed), and its branch target's offset."""
    offsets, keys, targets = [], [], []
    for pi in sorted(kp.instructions(), key=lambda pi: pi.offset):
        target = program.branch_target(pi.offset)
        # a branch's text holds its relative offset, which an edit between it
        # and its target changes: compared by mnemonic, then by target below
        text = pi.inst.mnemonic + " ->" if target is not None else pi.text
        offsets.append(pi.offset)
        keys.append(_LABEL.sub("label", text) if "label_" in text else text)
        targets.append(target)
    return offsets, keys, targets


def edit_regions(ref_program, test_program, ref_kernel: str,
                 test_kernel: Optional[str] = None) -> List[EditRegion]:
    """The runs of instructions that differ between the two kernels: the
    texts, matched in order (difflib), and then the branches whose texts
    match but whose targets do not correspond."""
    test_kernel = test_kernel or ref_kernel
    r_off, r_keys, r_tgt = _keys(ref_program, _kernel_program(ref_program, ref_kernel))
    t_off, t_keys, t_tgt = _keys(test_program, _kernel_program(test_program, test_kernel))
    matcher = difflib.SequenceMatcher(None, r_keys, t_keys, autojunk=False)
    spans = []
    ref_to_test: Dict[int, int] = {}        # ref offset -> test offset it became
    equal = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            ref_to_test.update(zip(r_off[i1:i2], t_off[j1:j2]))
            equal.append((i1, i2, j1))
            continue
        if tag == "insert" and i1 == len(r_keys) and all(k == "s_nop 0" for k in t_keys[j1:j2]):
            continue        # the padding of a .text patched in place (never reached)
        spans.append((i1, i2, j1, j2))
        # a branch to an edited (deleted) instruction lands where the edit's
        # test side starts
        for o in r_off[i1:i2]:
            if j1 < len(t_off):
                ref_to_test.setdefault(o, t_off[j1])
    for i1, i2, j1 in equal:
        for k in range(i2 - i1):
            rt, tt = r_tgt[i1 + k], t_tgt[j1 + k]
            if rt is not None and tt is not None and ref_to_test.get(rt) != tt:
                spans.append((i1 + k, i1 + k + 1, j1 + k, j1 + k + 1))     # retargeted
    out = []
    for i1, i2, j1, j2 in sorted(spans):
        ro, to = tuple(r_off[i1:i2]), tuple(t_off[j1:j2])
        out.append(EditRegion(test_kernel, ro, to, _line_span(ref_program, ro),
                              _line_span(test_program, to)))
    return out


def _line_span(program, offsets: Sequence[int]) -> Tuple[int, int]:
    lines = [line for line in (program.line_of(o) for o in offsets) if line]
    return (min(lines), max(lines)) if lines else (0, 0)


def annotated_listing(program, columns: Sequence[Tuple[str, Mapping[int, int]]]) -> str:
    """``gcnasm disasm``'s text of ``program`` with, before each line, the
    executions of its instruction per column (a site's counts); ``-`` for an
    instruction that never ran, blank for lines that are no instruction."""
    line_of: Dict[int, int] = {}
    for kp in program.kernels:
        for pi in kp.instructions():
            line = program.line_of(pi.offset)
            if line:
                line_of[line] = pi.offset
    width = max([10] + [len(name) for name, _ in columns])
    head = "".join(f"{name:>{width}} " for name, _ in columns)
    out = [f"// executions per site (wave-level, emulated): {head.strip()}"]
    for number, text in enumerate(program.lines, 1):
        offset = line_of.get(number)
        if offset is None:
            cells = "".join(" " * width + " " for _ in columns)
        else:
            cells = "".join(f"{counts.get(offset, 0) or '-':>{width}} " for _, counts in columns)
        out.append(f"{cells}| {text}")
    return "\n".join(out) + "\n"
