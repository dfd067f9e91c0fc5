"""Registers: what code uses against what a kernel descriptor grants.

The descriptor grants registers in granules (:mod:`.descriptor`); code that
uses more than that faults or corrupts other waves' registers.  The
assembler raises the granules when an edit needs more (:mod:`.asm`), and the
verifier checks that every kernel's code fits (:mod:`.verify`, invariant 7).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import List

from ..errors import CodeObjectError
from . import descriptor as kd
from .descriptor import KernelDescriptor


@dataclass
class RegisterNeeds:
    """The registers a piece of code uses (highest index + 1 of each kind)."""

    vgprs: int = 0            # arch VGPRs v0..v(vgprs-1)
    agprs: int = 0            # AGPRs a0..a(agprs-1)
    sgprs: int = 0            # s0..s(sgprs-1); VCC etc. not included

    def unified_vgprs(self, accum_offset: int) -> int:
        """Unified VGPR file entries needed when AGPRs start at accum_offset."""
        arch = -(-self.vgprs // kd.ACCUM_OFFSET_GRANULE) * kd.ACCUM_OFFSET_GRANULE
        return max(arch, accum_offset + self.agprs) if self.agprs else arch

    def shortfalls(self, d: KernelDescriptor) -> List[str]:
        """Why descriptor ``d`` does not grant enough (empty: it does).
        The hardware rule: the registers used fit in what the granules
        grant, and arch VGPRs stay below the AGPRs.  (llvm-mc's granules
        add 6 SGPRs for VCC/FLAT_SCRATCH/XNACK_MASK; AMD's kernels use
        s0..s101 with 104 granted, so the check does not.)"""
        out = []
        if self.agprs and self.vgprs > d.accum_offset:
            out.append(f"v0..v{self.vgprs - 1} reach the AGPRs at v{d.accum_offset} "
                       "(accum_offset)")
        if self.unified_vgprs(d.accum_offset) > d.vgpr_count:
            out.append(f"{self.describe_vgprs()} need {self.unified_vgprs(d.accum_offset)} VGPRs, "
                       f"{d.vgpr_count} granted")
        if self.sgprs > d.sgpr_count:
            out.append(f"{self.describe_sgprs()} need {self.sgprs} SGPRs, {d.sgpr_count} granted")
        return out

    def describe_vgprs(self) -> str:
        parts = []
        if self.vgprs:
            parts.append(f"v0..v{self.vgprs - 1}")
        if self.agprs:
            parts.append(f"a0..a{self.agprs - 1}")
        return " and ".join(parts) or "no VGPRs"

    def describe_sgprs(self) -> str:
        return f"s0..s{self.sgprs - 1}" if self.sgprs else "no SGPRs"


def register_needs(instructions) -> RegisterNeeds:
    """Highest registers used by ``instructions`` (gcnasm.isa Instructions):
    gcnasm.isa's register_usage where it exists, else the register operands
    of the instructions' text."""
    instructions = [i for i in instructions if i is not None]
    from .. import isa
    usage_of = getattr(isa, "register_usage", None)
    if usage_of is None:
        return _scan_operands(instructions)
    usage = usage_of(instructions)
    return RegisterNeeds(vgprs=_count(usage, "vgpr"), agprs=_count(usage, "agpr"),
                         sgprs=_count(usage, "sgpr"))


_REGISTER = re.compile(r"(?<![\w.])([vas])(?:(\d+)|\[(\d+):(\d+)\])(?![\w\[])")


def _scan_operands(instructions) -> RegisterNeeds:
    """Highest v/a/s register named in the operands (llvm-mc's text names
    every register an instruction reads or writes, tuples in full)."""
    top = {"v": 0, "a": 0, "s": 0}
    for inst in instructions:
        for operand in inst.operands:
            for m in _REGISTER.finditer(operand):
                kind = m.group(1)
                last = int(m.group(2) if m.group(2) is not None else m.group(4))
                if last + 1 > top[kind]:
                    top[kind] = last + 1
    return RegisterNeeds(vgprs=top["v"], agprs=top["a"], sgprs=top["s"])


def _count(usage, kind: str) -> int:
    """Registers used of one kind (highest index + 1), from a RegisterUsage."""
    for attr in (f"{kind}s", f"num_{kind}s", f"{kind}_count"):
        value = getattr(usage, attr, None)
        if isinstance(value, int):
            return value
    for attr in (f"max_{kind}", f"highest_{kind}"):
        if hasattr(usage, attr):
            value = getattr(usage, attr)
            return 0 if value is None or value < 0 else value + 1
    raise CodeObjectError(f"gcnasm.isa.RegisterUsage has no {kind} count")
