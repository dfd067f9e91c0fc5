"""A kernel's code, decoded once into per-instruction closures.

:class:`Program` decodes ``.text`` lazily, instruction by instruction as the
waves reach it (so data placed in ``.text`` is never decoded), with
:func:`gcnasm.isa.decode`, and turns each instruction into a closure by the
builder registered for its mnemonic (:func:`semantic`).  A closure is
called as ``op(waves, act)`` and returns None to fall through to the next
instruction, a ``.text`` offset to branch to (the same for every wave in
``act``), or :data:`RESCHEDULE` after storing per-wave program counters in
``waves.pc`` (divergent branches, barriers, the end of the program).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Tuple

from ..errors import GcnasmError
from ..isa import Modifier, Register, decode
from .errors import (EmulationError, MemoryFault, RegisterOutOfRange, UnimplementedInstruction,
                     UnsupportedMode)
from .profile import category_of

RESCHEDULE = -1

Builder = Callable[["object", "Context"], Callable]
BUILDERS: Dict[str, Builder] = {}
PATTERN_BUILDERS: List[Tuple[re.Pattern, Builder]] = []

_SUFFIX = re.compile(r"_(e32|e64|dpp|sdwa)$")

# Builders that implement the SDWA form of their instructions; any other
# builder meeting an _sdwa mnemonic fails as not emulated instead of
# silently ignoring the byte/word selects.
SDWA_AWARE = set()


def sdwa_aware(builder: Builder) -> Builder:
    SDWA_AWARE.add(builder)
    return builder


# The same for DPP: a _dpp mnemonic whose builder is not marked fails as
# not emulated, instead of silently reading its own lane.
DPP_AWARE = set()


def dpp_aware(builder: Builder) -> Builder:
    DPP_AWARE.add(builder)
    return builder


# Builders whose float results follow MODE's round fields (or do not
# depend on them: compares, min/max, exact conversions).  Any other float
# VALU or MFMA instruction fails when a wave executing it has a round mode
# other than nearest even, instead of silently rounding to nearest.
ROUND_AWARE = set()

_FLOAT_NAME = re.compile(r"_(f16|f32|f64|bf16)|mfma|dot|_fp8|_bf8|_fp4")


def round_aware(builder: Builder) -> Builder:
    ROUND_AWARE.add(builder)
    return builder


def _nearest_only(fn: Callable, inst, context: "Context") -> Callable:
    def run(st, act):
        if st.round is not None and any(modes[act].any() for modes in st.round.values()):
            raise UnsupportedMode(f"{context.where(inst)}: round mode "
                                 f"0x{int(st.mode[act][0]) & 0xF:x} is not emulated for this "
                                 "instruction (only nearest even)")
        return fn(st, act)
    return run


# Wrappers every VALU/trans closure passes through, as ``wrapper(inst, builder,
# context, fn) -> fn``: indexing.py registers VGPR indexing mode's here, so
# this module imports no semantics module (dependencies one way, issue 23
# item 7).
VALU_WRAPPERS: List[Callable] = []


def valu_wrapper(wrapper: Callable) -> Callable:
    VALU_WRAPPERS.append(wrapper)
    return wrapper


# Called with each instruction as a Program builds it for a wave that
# reached it (once per Program and offset, off the execution path):
# gcnasm.emu.oracle records here which forms the oracle tests execute.
BUILD_OBSERVERS: List[Callable] = []


def semantic(*names: str, pattern: Optional[str] = None):
    """Register a builder for the mnemonics ``names`` (without the
    _e32/_e64/_dpp/_sdwa encoding suffix) or a regular expression."""
    def register(builder: Builder) -> Builder:
        for name in names:
            BUILDERS[name] = builder
        if pattern:
            PATTERN_BUILDERS.append((re.compile(pattern), builder))
        return builder
    return register


def base_mnemonic(mnemonic: str) -> str:
    return _SUFFIX.sub("", mnemonic)


def find_builder(mnemonic: str) -> Optional[Builder]:
    base = base_mnemonic(mnemonic)
    builder = BUILDERS.get(base)
    if builder is None:
        for pattern, candidate in PATTERN_BUILDERS:
            if pattern.fullmatch(base):
                return candidate
    return builder


@dataclass
class Context:
    """What a builder may need besides the instruction."""

    kernel: str
    code_address: int              # device address of .text offset 0
    memory: object                 # gcnasm.emu.memory.Memory
    races: bool = False
    race_tracker: Optional[object] = None      # gcnasm.emu.race.RaceTracker in race mode
    extra: Dict[str, object] = field(default_factory=dict)

    def where(self, inst) -> str:
        return f"kernel {self.kernel}, .text offset 0x{inst.offset:x}: {inst.text}"


# Operands the typed model gives as Modifier names though they are sources
_NAMED_SOURCES = frozenset({"null", "src_flat_scratch_base_lo", "src_flat_scratch_base_hi",
                            "src_pops_exiting_wave_id", "src_lds_direct", "lds_direct"})


class NotEmulated(Exception):
    """Raised by a builder for a form of an instruction it does not handle."""


class Program:
    """The decoded code of one code object's ``.text``."""

    def __init__(self, text: bytes, context: Context):
        self.text = bytes(text)
        self.context = context
        self.ops: Dict[int, Tuple[Callable, int]] = {}
        self.instructions: Dict[int, object] = {}
        self.categories: Dict[int, str] = {}

    def instruction(self, offset: int):
        inst = self.instructions.get(offset)
        if inst is None:
            if not 0 <= offset < len(self.text):
                raise MemoryFault(f"kernel {self.context.kernel}: the program counter left "
                                     f".text (offset 0x{offset:x})")
            try:
                inst = decode(self.text, offset)
            except GcnasmError as exc:
                raise EmulationError(f"kernel {self.context.kernel}: cannot decode the "
                                     f"instruction at .text offset 0x{offset:x}: {exc}") from None
            self.instructions[offset] = inst
        return inst

    def check_registers(self, inst) -> None:
        """Refuse an instruction naming a VGPR or AGPR past those the
        kernel's descriptor grants (``context.extra`` "vgprs"/"agprs", set
        by the loader): on hardware it would reach another wave's registers."""
        limits = self.context.extra
        if "vgprs" not in limits:
            return
        for op in inst.operands:
            if isinstance(op, Register) and op.file in ("v", "a"):
                limit = limits["vgprs" if op.file == "v" else "agprs"]
                if op.first + op.count > limit:
                    what = "VGPRs" if op.file == "v" else "AGPRs"
                    raise RegisterOutOfRange(
                        f"{self.context.where(inst)}: names {op.file}{op.first + op.count - 1}, "
                        f"but the descriptor grants {limit} {what}"
                        + (f" (accum_offset {limits['accum_offset']})"
                           if "accum_offset" in limits else ""))

    def category(self, offset: int) -> str:
        """The profile category (:mod:`.profile`) of the instruction at
        ``offset`` (decoded already: it ran)."""
        cat = self.categories.get(offset)
        if cat is None:
            cat = self.categories[offset] = category_of(self.instruction(offset))
        return cat

    def op(self, offset: int) -> Tuple[Callable, int]:
        """``(closure, offset of the next instruction)`` at ``offset``."""
        entry = self.ops.get(offset)
        if entry is None:
            inst = self.instruction(offset)
            builder = find_builder(inst.mnemonic)
            if builder is None:
                raise UnimplementedInstruction(inst.mnemonic, inst.text, self.context.kernel,
                                               offset)
            if inst.mnemonic.endswith("_sdwa") and builder not in SDWA_AWARE:
                raise UnimplementedInstruction(inst.mnemonic, inst.text, self.context.kernel,
                                               offset, "SDWA form")
            if inst.mnemonic.endswith("_dpp") and builder not in DPP_AWARE:
                raise UnimplementedInstruction(inst.mnemonic, inst.text, self.context.kernel,
                                               offset, "DPP form")
            if "/*Invalid" in inst.text:
                raise UnimplementedInstruction(inst.mnemonic, inst.text, self.context.kernel,
                                               offset, "an operand the encoding does not allow")
            self.check_registers(inst)
            for op in inst.operands:
                # register-like sources the typed model gives as names
                if isinstance(op, Modifier) and op.name in _NAMED_SOURCES:
                    raise UnimplementedInstruction(inst.mnemonic, inst.text, self.context.kernel,
                                                   offset, f"source {op.name} is not emulated")
            try:
                fn = builder(inst, self.context)
            except NotEmulated as exc:
                raise UnimplementedInstruction(inst.mnemonic, inst.text, self.context.kernel,
                                               offset, str(exc)) from None
            except EmulationError:
                raise
            except Exception as exc:        # noqa: BLE001 - a form the builder does not expect
                raise UnimplementedInstruction(inst.mnemonic, inst.text, self.context.kernel,
                                               offset, f"form not emulated: {type(exc).__name__}: "
                                               f"{exc}") from None
            if inst.category in ("valu", "trans"):
                for wrapper in VALU_WRAPPERS:
                    fn = wrapper(inst, builder, self.context, fn)
            if (inst.category in ("valu", "trans", "mfma") and builder not in ROUND_AWARE
                    and _FLOAT_NAME.search(inst.mnemonic)):
                fn = _nearest_only(fn, inst, self.context)
            if self.context.race_tracker is not None:
                fn = self.context.race_tracker.wrap(inst, fn)
            for observer in BUILD_OBSERVERS:
                observer(inst)
            entry = (fn, offset + inst.size)
            self.ops[offset] = entry
        return entry
