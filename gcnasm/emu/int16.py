"""16-bit integer VALU semantics: VOP2/VOP3 ``_u16``/``_i16`` arithmetic,
shifts, min/max/med3, multiply-adds (legacy forms included), and the
packed ``v_pk_*_i16``/``_u16`` forms gcnasm.emu.vector does not cover.

gfx9 rules (AMD CDNA4 ISA guide, VOP2/VOP3 16-bit descriptions; LLVM's
GCNSubtarget::zeroesHigh16BitsOfDest): a 16-bit result goes to the low half
with the high half zeroed, or with VOP3 ``op_sel[3]`` (the destination's
bit) to the high half with the low half kept; ``op_sel`` bits of the
sources pick their high halves; ``clamp`` saturates to the type's range;
SDWA selects and DPP apply as for 32-bit operations.
"""

from __future__ import annotations

import numpy as np

from ..isa import Immediate, Literal
from .access import modifiers, vector_reader, vector_writer
from .program import NotEmulated, dpp_aware, sdwa_aware, semantic
from .vector import Dpp, operand_values, sdwa_dest, sdwa_source

U16, U32, I64 = np.uint16, np.uint32, np.int64


def _half(reader, which, const):
    if const or not which:
        return lambda st: (np.asarray(reader(st)) & U32(0xFFFF))
    return lambda st: (np.asarray(reader(st)) >> U32(16)) & U32(0xFFFF)


def vop16(fn, nsrc, signed=False, src_signed=None):
    """``fn(*sources)`` on int64 arrays holding the 16-bit sources (signed
    or unsigned), giving an int64 result truncated (or with clamp,
    saturated) to 16 bits."""
    src_signed = signed if src_signed is None else src_signed

    def build(inst, ctx):
        ops = operand_values(inst)
        mods = modifiers(inst)
        srcs = ops[1:1 + nsrc]
        for op in srcs:
            if getattr(op, "modifiers", None) and op.modifiers - {"sext"}:
                raise NotEmulated("source modifiers on an integer operation")
        sel = mods.get("op_sel")
        sel = tuple(sel) if isinstance(sel, tuple) else ()
        halves = list(sel[:nsrc]) + [0] * (nsrc - len(sel[:nsrc]))
        dst_hi = bool(sel[nsrc]) if len(sel) > nsrc else False
        readers = [vector_reader(op) for op in srcs]
        dpp = Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
        if dpp is not None:
            readers[0] = dpp.wrap(readers[0])
        merge = None
        if inst.mnemonic.endswith("_sdwa"):
            readers = [sdwa_source(r, op, mods.get(f"src{i}_sel"))
                       for i, (r, op) in enumerate(zip(readers, srcs))]
            merge = sdwa_dest(mods)
        readers = [_half(r, halves[i], isinstance(srcs[i], (Immediate, Literal)))
                   for i, r in enumerate(readers)]
        clamp = bool(mods.get("clamp"))
        lo, hi = (-32768, 32767) if signed else (0, 65535)
        dst = ops[0]
        write = vector_writer(dst)

        def value(x):
            x = np.asarray(x).astype(I64)
            return (x ^ 0x8000) - 0x8000 if src_signed else x

        def run(st, act):
            lanes = st.lanes(act)
            xs = [value(r(st)) for r in readers]
            if dpp is not None:
                lanes = dpp.lanes(st, lanes)
            r = np.asarray(fn(*xs), dtype=I64)
            if clamp:
                r = np.clip(r, lo, hi)
            r = (r & 0xFFFF).astype(U32)
            old = (st.v if dst.file == "v" else st.a)[dst.first]
            if merge is not None:
                r = merge(old, r)
            elif dst_hi:
                r = (old & U32(0xFFFF)) | (r << U32(16))
            write(st, r, lanes)
        return run
    return dpp_aware(sdwa_aware(build))


def _sh(x):
    return x & 15


def _med3(a, b, c):
    return np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c))


for sign, signed in (("u", False), ("i", True)):
    semantic(f"v_max_{sign}16")(vop16(np.maximum, 2, signed))
    semantic(f"v_min_{sign}16")(vop16(np.minimum, 2, signed))
    semantic(f"v_max3_{sign}16")(vop16(lambda a, b, c: np.maximum(np.maximum(a, b), c), 3, signed))
    semantic(f"v_min3_{sign}16")(vop16(lambda a, b, c: np.minimum(np.minimum(a, b), c), 3, signed))
    semantic(f"v_med3_{sign}16")(vop16(_med3, 3, signed))
    semantic(f"v_mad_{sign}16", f"v_mad_legacy_{sign}16")(vop16(lambda a, b, c: a * b + c, 3, signed))
    semantic(f"v_add_{sign}16")(vop16(lambda a, b: a + b, 2, signed))
    semantic(f"v_sub_{sign}16")(vop16(lambda a, b: a - b, 2, signed))
semantic("v_subrev_u16")(vop16(lambda a, b: b - a, 2))
semantic("v_mul_lo_u16")(vop16(lambda a, b: a * b, 2))
semantic("v_lshlrev_b16")(vop16(lambda a, b: b << _sh(a), 2))
semantic("v_lshrrev_b16")(vop16(lambda a, b: b >> _sh(a), 2))
semantic("v_ashrrev_i16")(vop16(lambda a, b: b >> _sh(a), 2, src_signed=True))


def _mad32_16(signed):
    """v_mad_u32_u16 / v_mad_i32_i16: 16-bit sources (op_sel picks halves),
    32-bit addend and result."""
    def build(inst, ctx):
        ops = operand_values(inst)
        mods = modifiers(inst)
        sel = mods.get("op_sel")
        sel = tuple(sel) if isinstance(sel, tuple) else ()
        a, b = (_half(vector_reader(op), sel[i] if i < len(sel) else 0,
                      isinstance(op, (Immediate, Literal))) for i, op in enumerate(ops[1:3]))
        c = vector_reader(ops[3])
        clamp = bool(mods.get("clamp"))
        write = vector_writer(ops[0])

        def run(st, act):
            x, y = np.asarray(a(st)).astype(I64), np.asarray(b(st)).astype(I64)
            if signed:
                x, y = (x ^ 0x8000) - 0x8000, (y ^ 0x8000) - 0x8000
                z = np.asarray(c(st)).astype(U32).view(np.int32).astype(I64)
            else:
                z = np.asarray(c(st)).astype(I64)
            r = x * y + z
            if clamp:
                r = np.clip(r, -2 ** 31, 2 ** 31 - 1) if signed else np.clip(r, 0, 2 ** 32 - 1)
            write(st, (r & 0xFFFFFFFF).astype(U32), st.lanes(act))
        return run
    return build


semantic("v_mad_u32_u16")(_mad32_16(False))
semantic("v_mad_i32_i16")(_mad32_16(True))


@semantic("v_bitop3_b16")
def _bitop3_b16(inst, ctx):
    # the 8-entry truth table (bitop3:) over three 16-bit sources
    table = int(modifiers(inst).get("bitop3", 0))

    def fn(a, b, c):
        out = np.zeros(np.broadcast(a, b, c).shape, dtype=I64)
        for k in range(8):
            if (table >> k) & 1:
                out |= (a if k & 4 else ~a) & (b if k & 2 else ~b) & (c if k & 1 else ~c)
        return out
    return vop16(fn, 3)(inst, ctx)
