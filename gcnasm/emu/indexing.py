"""VGPR indexing mode (``s_set_gpr_idx_on`` ... ``s_set_gpr_idx_off``).

While a wave has indexing on, the VGPR operands its mode names (SRC0, SRC1,
SRC2, DST) of every VALU instruction are offset by M0[7:0].  The closures
of :mod:`.program` bind their registers when built, so an indexed
instruction runs a variant built for that index and mode: the same
instruction with the named register operands moved (:class:`IndexedInstruction`,
an adapter over the typed model's operands), cached per (offset, index,
mode).  Waves of one batch may use different indices; each distinct pair
runs on its own waves.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Dict, Tuple

import numpy as np

from ..isa import Immediate, Literal, Modifier, Register
from ..isa.operands import units_of
from .access import scalar_reader
from .program import semantic, valu_wrapper
from .state import M0

MODE_BITS = {"SRC0": 1, "SRC1": 2, "SRC2": 4, "DST": 8}


def mode_of(text: str) -> int:
    return sum(MODE_BITS[part.strip()] for part in str(text).split(",") if part.strip())


class IndexedInstruction:
    """An instruction as indexing mode makes the hardware execute it: the
    attributes builders read, with the moved register operands."""

    def __init__(self, inst, index: int, mode: int):
        self.mnemonic = inst.mnemonic
        self.offset = inst.offset
        self.size = inst.size
        self.text = f"{inst.text} /* gpr_idx {index} */"
        values = [i for i, op in enumerate(inst.operands)
                  if isinstance(op, (Register, Immediate, Literal))]
        roles = {values[0]: 8} if values else {}                # DST
        for n, i in enumerate(values[1:4]):
            roles[i] = 1 << n                                   # SRC0..SRC2
        operands = []
        for i, op in enumerate(inst.operands):
            if isinstance(op, Register) and op.file in ("v", "a") and roles.get(i, 0) & mode:
                first = op.first + index
                op = replace(op, first=first, units=units_of(op.file, first, op.count))
            operands.append(op)
        self.operands = tuple(operands)


class IndexedOps:
    """Variants of one VALU instruction, built on demand."""

    def __init__(self, inst, builder: Callable, context):
        self.inst = inst
        self.builder = builder
        self.context = context
        self.variants: Dict[Tuple[int, int], Callable] = {}

    def wrap(self, fn: Callable) -> Callable:
        variants = self

        def run(st, act):
            if not st.gpr_idx_used or not st.gpr_idx_on.any():
                return fn(st, act)
            indexed = act & st.gpr_idx_on
            plain = act & ~st.gpr_idx_on
            if plain.any():
                fn(st, plain)
            index = (st.s[M0] & np.uint32(0xFF)).astype(np.int64)
            for key in sorted(set(zip(index[indexed].tolist(), st.gpr_idx_mode[indexed].tolist()))):
                waves = indexed & (index == key[0]) & (st.gpr_idx_mode == key[1])
                variants.variant(*key)(st, waves)
            return None
        return run

    def variant(self, index: int, mode: int) -> Callable:
        fn = self.variants.get((index, mode))
        if fn is None:
            fn = self.builder(IndexedInstruction(self.inst, index, mode), self.context)
            self.variants[(index, mode)] = fn
        return fn


@valu_wrapper
def indexed(inst, builder: Callable, context, fn: Callable) -> Callable:
    """``fn`` run through VGPR indexing mode (registered with :mod:`.program`)."""
    return IndexedOps(inst, builder, context).wrap(fn)


def _set_m0(st, act, low=None, mode=None):
    m0 = st.s[M0]
    if low is not None:
        np.copyto(m0, (m0 & np.uint32(0xFFFFFF00)) | (low & np.uint32(0xFF)), where=act)
    if mode is not None:
        np.copyto(m0, (m0 & np.uint32(0xFFFF0FFF)) | np.uint32(mode << 12), where=act)


@semantic("s_set_gpr_idx_on")
def _gpr_idx_on(inst, ctx):
    index = scalar_reader(inst.operands[0])
    mode = mode_of(next(op.value for op in inst.operands if isinstance(op, Modifier)))

    def run(st, act):
        _set_m0(st, act, np.broadcast_to(index(st), (st.n,)), mode)
        st.gpr_idx_mode[act] = mode
        st.gpr_idx_on |= act
        st.gpr_idx_used = True
    return run


@semantic("s_set_gpr_idx_off")
def _gpr_idx_off(inst, ctx):
    def run(st, act):
        st.gpr_idx_on &= ~act
    return run


@semantic("s_set_gpr_idx_idx")
def _gpr_idx_idx(inst, ctx):
    index = scalar_reader(inst.operands[0])

    def run(st, act):
        _set_m0(st, act, np.broadcast_to(index(st), (st.n,)))
    return run


@semantic("s_set_gpr_idx_mode")
def _gpr_idx_mode(inst, ctx):
    mode = mode_of(next(op.value for op in inst.operands if isinstance(op, Modifier)))

    def run(st, act):
        _set_m0(st, act, mode=mode)
        st.gpr_idx_mode[act] = mode
    return run
