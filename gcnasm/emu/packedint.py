"""Integer VALU on packed bytes, nibbles and halves: integer dot products,
sums of absolute differences, byte interpolation and saturating packs.

Facts from AMD's CDNA3 ISA guide (VOP2/VOP3/VOP3P opcode descriptions) and
LLVM's VOP3Instructions.td / VOP3PInstructions.td (the gfx950 patterns):

* ``v_dot4_i32_i8`` / ``_u32_u8`` / ``v_dot8_i32_i4`` / ``_u32_u4`` (VOP3P):
  D = S2 + sum of the products of S0's and S1's packed elements (bytes or
  nibbles, sign- or zero-extended); ``clamp`` saturates the sum to the
  destination type (as LLVM's ``int_amdgcn_sdot4``'s clamp operand).
* ``v_dot2c_i32_i16`` / ``v_dot4c_i32_i8`` / ``v_dot8c_i32_i4`` (VOP2 and
  their VOP3/DPP forms): the same with D as the accumulator.
* ``v_sad_u8``: D = S2 + sum |S0.b[k] - S1.b[k]|; ``v_sad_hi_u8`` adds the
  sum shifted left 16; ``v_sad_u16`` over the two halves; ``v_msad_u8``
  skips the bytes whose reference byte (S1) is 0.
* ``v_lerp_u8``: byte k = (S0.b[k] + S1.b[k] + S2.b[k][0]) >> 1.
* ``v_mul_hi_i32_i24``: the high 32 bits of the 48-bit product of S0[23:0]
  and S1[23:0], sign-extended.
* ``v_sat_pk_u8_i16``: the two signed halves of S0 saturated to bytes
  0..255, in bits [15:0]; ``v_cvt_pk_i16_i32`` / ``v_cvt_pk_u16_u32``: S0
  and S1 saturated to 16 bits, S0 low; ``v_ashr_pk_i8_i32`` /
  ``v_ashr_pk_u8_i32``: S0 and S1 shifted right arithmetically by S2[4:0],
  each clamped to [-128, 127] / [0, 255] (LLVM's AshrPkI8Pat/AshrPkU8Pat),
  S0's byte low, in bits [15:0].  16-bit results zero the high half, as
  gfx9 16-bit VOP3 results do (the rule :mod:`.int16` follows).
* ``v_cvt_off_f32_i4``: S0[3:0] as a signed nibble over 16 (-0.5 .. 0.4375).
"""

from __future__ import annotations

import numpy as np

from .access import modifiers, vector_reader, vector_writer
from .program import NotEmulated, dpp_aware, round_aware, sdwa_aware, semantic
from .vector import Dpp, operand_values, sdwa_dest, sdwa_source

U32, I64, F32 = np.uint32, np.int64, np.float32


def _lanes_of(x, width: int, signed: bool):
    """The 32 // width packed fields of ``x`` as int64 arrays."""
    x = np.asarray(x).astype(U32).astype(I64)
    mask = (1 << width) - 1
    out = []
    for k in range(32 // width):
        f = (x >> (width * k)) & mask
        if signed:
            f = np.where(f >= 1 << (width - 1), f - (1 << width), f)
        out.append(f)
    return out


def _wrap(r):
    return (np.asarray(r, dtype=I64) & 0xFFFFFFFF).astype(U32)


def _no_source_modifiers(ops):
    for op in ops:
        if getattr(op, "modifiers", None):
            raise NotEmulated("source modifiers on an integer operation")


def _reject(mods, *names):
    for name in names:
        value = mods.get(name)
        if value and any(value if isinstance(value, tuple) else (value,)):
            raise NotEmulated(f"{name} on an integer dot product")


def _dot(width: int, signed: bool, tied: bool):
    def build(inst, ctx):
        ops = operand_values(inst)
        mods = modifiers(inst)
        _no_source_modifiers(ops[1:])
        _reject(mods, "op_sel", "neg_lo", "neg_hi")
        if mods.get("op_sel_hi") not in (None, (1, 1, 1), (1, 1), (0, 0, 0), (0, 0)):
            raise NotEmulated("op_sel_hi on an integer dot product")
        a, b = vector_reader(ops[1]), vector_reader(ops[2])
        c = vector_reader(ops[0] if tied else ops[3])
        dpp = Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
        if dpp is not None:
            a = dpp.wrap(a)
        clamp = bool(mods.get("clamp"))
        acc_signed = signed
        bounds = (-2 ** 31, 2 ** 31 - 1) if signed else (0, 2 ** 32 - 1)
        write = vector_writer(ops[0])

        def run(st, act):
            lanes = st.lanes(act)
            xa, xb, xc = a(st), b(st), c(st)
            if dpp is not None:
                lanes = dpp.lanes(st, lanes)
            acc = np.asarray(xc).astype(U32)
            total = acc.view(np.int32).astype(I64) if acc_signed else acc.astype(I64)
            for p, q in zip(_lanes_of(xa, width, signed), _lanes_of(xb, width, signed)):
                total = total + p * q
            if clamp:
                total = np.clip(total, *bounds)
            write(st, _wrap(total), lanes)
        return run
    return dpp_aware(build)


semantic("v_dot4_i32_i8")(_dot(8, True, False))
semantic("v_dot4_u32_u8")(_dot(8, False, False))
semantic("v_dot8_i32_i4")(_dot(4, True, False))
semantic("v_dot8_u32_u4")(_dot(4, False, False))
semantic("v_dot2c_i32_i16")(_dot(16, True, True))
semantic("v_dot4c_i32_i8")(_dot(8, True, True))
semantic("v_dot8c_i32_i4")(_dot(4, True, True))


def _vop3(fn, nsrc):
    """A plain VOP3 integer op: ``fn(*sources)`` on uint32 arrays."""
    def build(inst, ctx):
        ops = operand_values(inst)
        mods = modifiers(inst)
        _no_source_modifiers(ops[1:])
        if mods.get("clamp") or any(mods.get("op_sel") or ()):
            raise NotEmulated("clamp or op_sel on this operation")
        readers = [vector_reader(op) for op in ops[1:1 + nsrc]]
        dpp = Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
        if dpp is not None:
            readers[0] = dpp.wrap(readers[0])
        merge = None
        if inst.mnemonic.endswith("_sdwa"):
            readers = [sdwa_source(r, op, mods.get(f"src{i}_sel"))
                       for i, (r, op) in enumerate(zip(readers, ops[1:1 + nsrc]))]
            merge = sdwa_dest(mods)
        write = vector_writer(ops[0])
        dst = ops[0]

        def run(st, act):
            lanes = st.lanes(act)
            values = [np.asarray(r(st)).astype(U32) for r in readers]
            if dpp is not None:
                lanes = dpp.lanes(st, lanes)
            result = _wrap(fn(*values))
            if merge is not None:
                result = merge((st.v if dst.file == "v" else st.a)[dst.first], result)
            write(st, result, lanes)
        return run
    return dpp_aware(sdwa_aware(build))


def _sad(width, hi=False, masked=False):
    def fn(a, b, c):
        total = np.zeros(np.broadcast(a, b).shape, dtype=I64)
        for p, q in zip(_lanes_of(a, width, False), _lanes_of(b, width, False)):
            d = np.abs(p - q)
            total = total + (np.where(q == 0, 0, d) if masked else d)
        return (total << 16 if hi else total) + np.asarray(c).astype(I64)
    return fn


def _lerp(a, b, c):
    out = np.zeros(np.broadcast(a, b, c).shape, dtype=I64)
    for k, (p, q, r) in enumerate(zip(*(_lanes_of(x, 8, False) for x in (a, b, c)))):
        out |= ((p + q + (r & 1)) >> 1) << (8 * k)
    return out


def _mul_hi_i24(a, b):
    sa, sb = (((np.asarray(x).astype(I64) & 0xFFFFFF) ^ 0x800000) - 0x800000 for x in (a, b))
    return (sa * sb) >> 32


def _sat_pk_u8(a):
    lo, hi = (np.clip(h, 0, 255) for h in _lanes_of(a, 16, True))
    return lo | (hi << 8)


def _ashr_pk(lo_bound, hi_bound):
    def fn(a, b, c):
        shift = np.asarray(c).astype(I64) & 31
        x, y = (np.clip(np.asarray(v).astype(U32).view(np.int32).astype(I64) >> shift,
                        lo_bound, hi_bound) & 0xFF for v in (a, b))
        return x | (y << 8)
    return fn


def _cvt_pk16(signed):
    def fn(a, b):
        if signed:
            x, y = (np.clip(np.asarray(v).astype(U32).view(np.int32).astype(I64), -32768, 32767)
                    for v in (a, b))
        else:
            x, y = (np.minimum(np.asarray(v).astype(I64), 65535) for v in (a, b))
        return (x & 0xFFFF) | ((y & 0xFFFF) << 16)
    return fn


semantic("v_sad_u8")(_vop3(_sad(8), 3))
semantic("v_sad_hi_u8")(_vop3(_sad(8, hi=True), 3))
semantic("v_sad_u16")(_vop3(_sad(16), 3))
semantic("v_msad_u8")(_vop3(_sad(8, masked=True), 3))
semantic("v_lerp_u8")(_vop3(_lerp, 3))
semantic("v_mul_hi_i32_i24")(_vop3(_mul_hi_i24, 2))
semantic("v_sat_pk_u8_i16")(_vop3(_sat_pk_u8, 1))
semantic("v_ashr_pk_i8_i32")(_vop3(_ashr_pk(-128, 127), 3))
semantic("v_ashr_pk_u8_i32")(_vop3(_ashr_pk(0, 255), 3))
semantic("v_cvt_pk_i16_i32")(_vop3(_cvt_pk16(True), 2))
semantic("v_cvt_pk_u16_u32")(_vop3(_cvt_pk16(False), 2))


@semantic("v_cvt_off_f32_i4")
@round_aware                                # exact: sixteenths of -8..7
@sdwa_aware
@dpp_aware                                  # through _vop3
def _cvt_off(inst, ctx):
    mods = modifiers(inst)
    if mods.get("clamp") or mods.get("omod") or mods.get("sclamp") or mods.get("somod"):
        raise NotEmulated("clamp or omod on v_cvt_off_f32_i4")

    def fn(a):
        nib = np.asarray(a).astype(I64) & 0xF
        value = (np.where(nib >= 8, nib - 16, nib) / 16.0).astype(F32)
        return value.view(U32).astype(I64)
    return _vop3(fn, 1)(inst, ctx)
