"""What a run executed: wave-level instruction counts per ``.text`` offset.

The scheduler (:mod:`.machine`) counts, for every step, the waves that run
the instruction at the step's program counter (one dict update per step,
next to the numpy work of the step).  After a launch the counts go into an
:class:`ExecutionProfile`, per kernel and merged over launches, with the
executed count of each category (``KernelProfile.categories``):

* SALU (scalar ALU), VALU (vector ALU, transcendental included), MFMA (matrix),
  VMEM (buffer, global, scratch, flat), LDS (DS), SMEM (scalar memory),
  BRANCH (jumps, calls, s_endpgm), WAIT (s_waitcnt, s_barrier, s_sleep),
  OTHER (s_nop, mode and debug instructions).

These are counts of emulated executions, not timings.  Offsets are byte
offsets in ``.text`` (the ones errors and disassembly name).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Dict, Optional

CATEGORIES = ("SALU", "VALU", "MFMA", "VMEM", "LDS", "SMEM", "BRANCH", "WAIT", "OTHER")

# gcnasm.isa categories (gcnasm.isa.semantics.CATEGORIES) -> profile categories
_CATEGORY_OF = {"salu": "SALU", "valu": "VALU", "trans": "VALU", "mfma": "MFMA", "vmem": "VMEM",
                "flat": "VMEM", "lds": "LDS", "smem": "SMEM", "branch": "BRANCH",
                "waitcnt": "WAIT", "barrier": "WAIT", "nop": "OTHER", "other": "OTHER"}
_WAITS = ("s_sleep", "s_waitcnt_vscnt", "s_waitcnt_lgkmcnt", "s_waitcnt_expcnt", "s_waitcnt_vmcnt")


def category_of(inst) -> str:
    """The profile category of a decoded instruction."""
    if inst.mnemonic.startswith(_WAITS):
        return "WAIT"
    try:
        return _CATEGORY_OF.get(inst.category, "OTHER")
    except Exception:           # an instruction without table semantics
        return "OTHER"


@dataclass
class KernelProfile:
    """Executions of one kernel: ``counts`` maps a ``.text`` byte offset to
    the number of wave-level executions of the instruction there;
    ``categories`` maps each of :data:`CATEGORIES` to its executed count."""

    name: str
    counts: Dict[int, int] = field(default_factory=dict)
    categories: Dict[str, int] = field(default_factory=lambda: dict.fromkeys(CATEGORIES, 0))

    @property
    def instructions(self) -> int:
        """Wave-level instructions executed in all."""
        return sum(self.counts.values())

    def add(self, counts: Dict[int, int], category: Callable[[int], str]) -> None:
        """Merge one launch's ``counts``; ``category(offset)`` names the
        category of the instruction at an offset."""
        mine = self.counts
        cats = self.categories
        for offset, n in counts.items():
            mine[offset] = mine.get(offset, 0) + n
            cats[category(offset)] += n

    def to_json(self) -> dict:
        return {"name": self.name, "instructions": self.instructions,
                "categories": dict(self.categories),
                "counts": {str(k): v for k, v in sorted(self.counts.items())}}


@dataclass
class ExecutionProfile:
    """Per-kernel profiles (by kernel name), merged over launches."""

    kernels: Dict[str, KernelProfile] = field(default_factory=dict)

    def kernel(self, name: str) -> KernelProfile:
        prof = self.kernels.get(name)
        if prof is None:
            prof = self.kernels[name] = KernelProfile(name)
        return prof

    def record(self, name: str, counts: Dict[int, int], category: Callable[[int], str]) -> None:
        if counts:
            self.kernel(name).add(counts, category)

    def get(self, name: str) -> Optional[KernelProfile]:
        return self.kernels.get(name)

    def copy(self) -> "ExecutionProfile":
        return ExecutionProfile({name: KernelProfile(name, dict(p.counts), dict(p.categories))
                                 for name, p in self.kernels.items()})

    def to_json(self) -> dict:
        return {name: p.to_json() for name, p in sorted(self.kernels.items())}
