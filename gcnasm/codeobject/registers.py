"""Registers: what code uses against what a kernel descriptor grants.

The descriptor grants registers in granules (:mod:`.descriptor`); code that
uses more than that faults or corrupts other waves' registers.  The
assembler raises the granules when an edit needs more (:mod:`.asm`), and the
verifier checks that every kernel's code fits (:mod:`.verify`, invariant 7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List

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
    """Highest registers used by ``instructions`` (gcnasm.isa Instructions)."""
    from ..isa import register_usage
    usage = register_usage(i for i in instructions if i is not None)
    return RegisterNeeds(vgprs=usage.vgprs, agprs=usage.agprs, sgprs=usage.sgprs)
