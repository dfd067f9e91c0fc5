"""Registers: what a kernel's code uses against what its descriptor grants.

The descriptor grants registers in granules (:mod:`.descriptor`); code that
uses more than that faults or corrupts other waves' registers.  On gfx950
the arch VGPRs and the AGPRs share one file of up to 512 registers per lane:
``vN`` is register N of it and ``aN`` is register ``accum_offset + N``, so
an AGPR lands on an arch VGPR when the code uses arch VGPRs at or above
``accum_offset``.  Usage is always taken over a kernel's whole code (its
own, from its entry to the next kernel or function, and the functions it
calls: :func:`kernel_code`): an edit that adds one AGPR can collide with
arch VGPRs the kernel used all along.

The assembler raises the granules (and ``accum_offset``) when an edit needs
more (:mod:`.rewrite`); the verifier checks that every kernel's code fits
(:mod:`.verify`, invariant 7).
"""

from __future__ import annotations

import bisect

from collections.abc import Callable, Iterable

from ..records import FrozenRecord
from . import descriptor as kd
from .analysis import kernel_ranges
from .codeobject import CodeObject, Kernel
from .descriptor import KernelDescriptor


def _align(value: int, granule: int) -> int:
    return -(-value // granule) * granule


def _span(prefix: str, count: int) -> str:
    return f"{prefix}0" if count == 1 else f"{prefix}0..{prefix}{count - 1}"


class RegisterNeeds(FrozenRecord):
    """The registers a piece of code uses (highest index + 1 of each kind).
    Immutable; equal (and hashed alike) when every count is."""

    FIELDS = ("vgprs", "agprs", "sgprs")
    __slots__ = FIELDS

    def __init__(self, vgprs: int = 0, agprs: int = 0, sgprs: int = 0):
        set_field = object.__setattr__
        set_field(self, "vgprs", vgprs)         # arch VGPRs v0..v(vgprs-1)
        set_field(self, "agprs", agprs)         # AGPRs a0..a(agprs-1)
        set_field(self, "sgprs", sgprs)         # s0..s(sgprs-1); VCC etc. not included

    def unified_vgprs(self, accum_offset: int) -> int:
        """Unified VGPR file entries needed when AGPRs start at accum_offset."""
        arch = _align(self.vgprs, kd.ACCUM_OFFSET_GRANULE)
        return max(arch, accum_offset + self.agprs) if self.agprs else arch

    def overlaps(self, accum_offset: int) -> bool:
        """Whether arch VGPRs reach the AGPRs placed at ``accum_offset``."""
        return bool(self.agprs) and self.vgprs > accum_offset

    def exceeds(self, other: RegisterNeeds) -> bool:
        """Whether this names a register of some kind beyond ``other``'s."""
        return self.vgprs > other.vgprs or self.agprs > other.agprs or self.sgprs > other.sgprs

    def accum_offset_for(self) -> int:
        """The lowest accum_offset that keeps the AGPRs clear of the arch
        VGPRs (granularity 4, at least 4), as LLVM lays them out."""
        return max(kd.ACCUM_OFFSET_GRANULE, _align(self.vgprs, kd.ACCUM_OFFSET_GRANULE))

    def shortfalls(self, d: KernelDescriptor, overlap_detail: str = "") -> list[str]:
        """Why descriptor ``d`` does not grant enough (empty: it does);
        ``overlap_detail`` is appended to the overlap's message.
        The hardware rule: the registers used fit in what the granules
        grant, and arch VGPRs stay below the AGPRs.  (llvm-mc's granules
        add 6 SGPRs for VCC/FLAT_SCRATCH/XNACK_MASK; AMD's kernels use
        s0..s101 with 104 granted, so the check does not.)"""
        out = []
        if self.overlaps(d.accum_offset):
            out.append(f"{_span('v', self.vgprs)} reach the AGPRs, which start at "
                       f"v{d.accum_offset} (accum_offset {d.accum_offset}; "
                       f"{_span('a', self.agprs)} are v{d.accum_offset}.."
                       f"v{d.accum_offset + self.agprs - 1} of the unified register file)"
                       + (f": {overlap_detail}" if overlap_detail else ""))
        if self.unified_vgprs(d.accum_offset) > d.vgpr_count:
            out.append(f"{self.describe_vgprs()} need {self.unified_vgprs(d.accum_offset)} VGPRs, "
                       f"{d.vgpr_count} granted")
        if self.sgprs > d.sgpr_count:
            out.append(f"{self.describe_sgprs()} need {self.sgprs} SGPRs, {d.sgpr_count} granted")
        return out

    def metadata_counts(self, accum_offset: int) -> dict[str, int]:
        """``.vgpr_count``, ``.agpr_count`` and ``.sgpr_count`` as LLVM 22
        writes them for gfx950: ``.vgpr_count`` is the arch VGPRs, or with
        AGPRs the unified file up to the last AGPR; ``.sgpr_count`` adds the
        6 SGPRs of VCC, FLAT_SCRATCH and XNACK_MASK (LLVM adds them whether
        or not the code names them)."""
        vgprs = accum_offset + self.agprs if self.agprs else self.vgprs
        return {".vgpr_count": vgprs, ".agpr_count": self.agprs,
                ".sgpr_count": self.sgprs + kd.EXTRA_SGPRS}

    def describe_vgprs(self) -> str:
        parts = []
        if self.vgprs:
            parts.append(_span("v", self.vgprs))
        if self.agprs:
            parts.append(_span("a", self.agprs))
        return " and ".join(parts) or "no VGPRs"

    def describe_sgprs(self) -> str:
        return _span("s", self.sgprs) if self.sgprs else "no SGPRs"


class Overlap(FrozenRecord):
    """Where the AGPRs meet the arch VGPRs.  ``exact``: ``a<agpr>`` is
    unified register ``accum_offset + agpr``, which the code also uses as
    ``v<vgpr>``.  Otherwise no register is named both ways, but the AGPR
    block up to ``a<agpr>`` (the highest) starts below ``v<vgpr>`` (the
    highest arch VGPR).  ``*_at`` are the .text offsets of the first
    instructions naming each.  Immutable; equal (and hashed alike) when every
    field is."""

    FIELDS = ("accum_offset", "agpr", "agpr_at", "vgpr", "vgpr_at", "exact")
    __slots__ = FIELDS

    def __init__(self, accum_offset: int, agpr: int, agpr_at: int, vgpr: int, vgpr_at: int,
                 exact: bool):
        set_field = object.__setattr__
        set_field(self, "accum_offset", accum_offset)
        set_field(self, "agpr", agpr)
        set_field(self, "agpr_at", agpr_at)
        set_field(self, "vgpr", vgpr)
        set_field(self, "vgpr_at", vgpr_at)
        set_field(self, "exact", exact)

    def describe(self, where: Callable[[int], str]) -> str:
        a = f"a{self.agpr} ({where(self.agpr_at)})"
        v = f"v{self.vgpr} ({where(self.vgpr_at)})"
        if self.exact:
            return (f"{a} is v{self.vgpr} of the unified register file (accum_offset "
                    f"{self.accum_offset} + {self.agpr}), and the code also uses {v}")
        return (f"the AGPRs up to {a} take v{self.accum_offset}.."
                f"v{self.accum_offset + self.agpr} of the unified register file (accum_offset "
                f"{self.accum_offset}), and the code uses arch VGPRs up to {v}")


class KernelRegisters:
    """The registers one kernel's code names: ``needs`` (the highest of each
    kind) and, for :meth:`overlap`, where each VGPR and AGPR is first named."""

    def __init__(self, placed: Iterable[tuple[int, object]]):
        from ..isa import register_usage     # lazy: gcnasm.codeobject loads no ISA table
        # in offset order only when first_uses() needs it (the needs do not)
        self._placed = [(o, i) for o, i in placed if i is not None]
        # Kernels repeat instructions a lot (equal words share one decoded
        # instruction): read each distinct one, and each distinct text, once.
        distinct = dict.fromkeys(i for _, i in self._placed)
        usage = register_usage({i if isinstance(i, str) else i.llvm_text for i in distinct})
        self.needs = RegisterNeeds(vgprs=usage.vgprs, agprs=usage.agprs, sgprs=usage.sgprs)
        self._first: dict[str, dict[int, int]] | None = None

    def first_uses(self) -> dict[str, dict[int, int]]:
        """``{"v": {number: offset}, "a": {...}}``: the .text offset of the
        first instruction naming each arch VGPR and AGPR."""
        if self._first is None:
            from ..isa import named_registers    # lazy, as above
            first: dict[str, dict[int, int]] = {"v": {}, "a": {}, "s": {}}
            for offset, inst in sorted(self._placed, key=lambda oi: oi[0]):
                for kind, lo, hi in named_registers(inst):
                    if kind != "s":
                        seen = first[kind]
                        for number in range(lo, hi + 1):
                            seen.setdefault(number, offset)
            self._first = first
        return self._first

    def overlap(self, accum_offset: int) -> Overlap | None:
        """The first AGPR that lands on an arch VGPR the code uses when the
        AGPRs start at ``accum_offset``; None when they stay clear."""
        if not self.needs.overlaps(accum_offset):
            return None
        first = self.first_uses()
        v, a = first["v"], first["a"]
        for n in sorted(a):
            if accum_offset + n in v:
                return Overlap(accum_offset, n, a[n], accum_offset + n, v[accum_offset + n], True)
        n, top = max(a), max(v)
        return Overlap(accum_offset, n, a[n], top, v[top], False)


def function_starts(co: CodeObject) -> list[int]:
    """The .text offsets of the functions that are no kernel (STT_FUNC
    symbols in .text at no kernel's entry): LLVM's callees."""
    base, size = co.text_address, len(co.text)
    entries = {k.entry_address for k in co.kernels}
    return sorted({s.value - base for s in (co.symbols or co.dynamic_symbols)
                   if s.type == 2 and base <= s.value < base + size and s.value not in entries})


def kernel_code(co: CodeObject, analysis, whole: bool = False
                ) -> dict[Kernel, list[tuple[int, int]]]:
    """The .text ranges each kernel runs: its own code, from its entry to
    the next kernel's or function's start, and the functions it calls
    directly (``s_getpc_b64`` + ``@rel32`` to a function's start), with what
    they call.  That is what LLVM charges a kernel with: its descriptor's
    counts are ``max()`` of its own and its callees' (AMDGPUUsage, the
    ``.set k.num_vgpr, max(N, f.num_vgpr)`` resource expressions).  A
    function no kernel calls directly is charged to none (calls through the
    GOT are not followed).  ``whole``: entry to the next kernel's entry,
    functions between included (:func:`.analysis.kernel_ranges`)."""
    ranges = kernel_ranges(co, analysis)
    if whole:
        return {k: [r] for k, r in ranges.items()}
    funcs = function_starts(co)
    cuts = sorted(set(funcs) | {start for start, _ in ranges.values()})
    end = analysis.padding_start

    def own(start: int, stop: int) -> tuple[int, int]:
        return start, min([c for c in cuts if c > start] + [stop])

    func_range = {f: own(f, max(end, f)) for f in funcs}
    base = co.text_address
    calls: dict[tuple[int, int], set[int]] = {}

    def callees(r: tuple[int, int]) -> set[int]:
        if r not in calls:
            calls[r] = {ref.target - base for ref in analysis.getpc.values()
                        if r[0] <= ref.getpc < r[1] and ref.target - base in func_range}
        return calls[r]

    out = {}
    for k, (start, stop) in ranges.items():
        mine = own(start, stop)
        got, todo = [mine], list(callees(mine))
        seen = set()
        while todo:
            f = todo.pop()
            if f in seen:
                continue
            seen.add(f)
            got.append(func_range[f])
            todo += callees(func_range[f])
        out[k] = got
    return out


def kernel_registers(co: CodeObject, analysis, whole: bool = False
                     ) -> dict[Kernel, KernelRegisters]:
    """The registers each kernel's code names (see :func:`kernel_code`)."""
    # the decoded word of each instruction (shared by equal bytes) is enough:
    # what registers it names does not depend on where it sits
    placed = [(o, w) for o, w in zip(analysis.starts, analysis.decoded) if w is not None]
    offsets = [o for o, _ in placed]        # ascending, as the analysis lists them
    out = {}
    for k, spans in kernel_code(co, analysis, whole).items():
        merged: list[list[int]] = []        # the spans, overlaps joined: each offset once
        for start, stop in sorted(spans):
            if merged and start <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], stop)
            elif start < stop:
                merged.append([start, stop])
        mine = []
        for start, stop in merged:
            mine += placed[bisect.bisect_left(offsets, start):bisect.bisect_left(offsets, stop)]
        out[k] = KernelRegisters(mine)
    return out

