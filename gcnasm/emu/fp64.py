"""Double precision and f16 exponent/mantissa VALU semantics the compilers'
f64 math needs: conversions between f64 and f32/i32/u32, ``v_fmac_f64``,
``v_ldexp_f64``, ``v_frexp_*_f64`` and ``v_frexp_*_f16``.

Semantics from the AMD CDNA4 ISA guide (VOP1/VOP3 descriptions):
conversions to integers truncate, saturate out-of-range values and give 0
for NaN; f64 -> f32 rounds once (MODE's f32 round field: only nearest even
is emulated, see program.ROUND_AWARE); frexp of inf/NaN gives the input as
the mantissa and 0 as the exponent.  MODE's denorm fields apply as for the
f32 operations (f64 and f16 share the f16/f64 field).
"""

from __future__ import annotations

import numpy as np

from .access import modifiers, vector_reader, vector_writer
from .fpmode import flush_denormals
from .program import NotEmulated, round_aware, semantic
from .vector import as_bits, dest_half, fma_f64, float_reader, operand_values, vop_float

F16, F32, F64 = np.float16, np.float32, np.float64
U32, I32, I64, U64 = np.uint32, np.int32, np.int64, np.uint64

semantic("v_fmac_f64")(vop_float(lambda a, b, c: fma_f64(a, b, c), 3, "f64", tied=True))


def _flush(st, x, kind, which):
    flush = st.flush
    if flush is not None and kind in flush:
        return flush_denormals(x, flush[kind][which])
    return x


def _convert(fn, src, dst, exact=False):
    """``fn(value) -> result`` from a ``src`` float ("f64", "f32") or
    integer ("i32", "u32") source to a ``dst`` ("f64", "f32", "i32", "u32")."""
    def build(inst, ctx):
        ops = operand_values(inst)
        mods = modifiers(inst)
        if inst.mnemonic.endswith(("_dpp", "_sdwa")):
            raise NotEmulated("DPP/SDWA form of a 64-bit conversion")
        if src in ("f64", "f32"):
            read = float_reader(ops[1], src)
        else:
            raw = vector_reader(ops[1])
            read = (lambda st: np.asarray(raw(st)).view(I32)) if src == "i32" else raw
        write = vector_writer(ops[0], 64 if dst == "f64" else 32)
        clamp = bool(mods.get("clamp")) and dst in ("f64", "f32")

        def run(st, act):
            x = read(st)
            if src in ("f64", "f32"):
                x = _flush(st, x, src, 0)
            r = fn(x)
            if dst in ("f64", "f32"):
                if clamp:
                    r = np.where(np.isnan(r), 0, np.clip(r, 0, 1)).astype(r.dtype)
                r = as_bits(_flush(st, r, dst, 1), dst)
            write(st, r, st.lanes(act))
        return run
    return round_aware(build) if exact else build


def _to_int(x, lo, hi, dtype):
    x = np.nan_to_num(np.trunc(np.asarray(x, dtype=F64)), nan=0.0, posinf=hi, neginf=lo)
    return np.clip(x, lo, hi).astype(I64).astype(dtype)


semantic("v_cvt_f64_f32")(_convert(lambda x: x.astype(F64), "f32", "f64", exact=True))
semantic("v_cvt_f32_f64")(_convert(lambda x: x.astype(F32), "f64", "f32"))
semantic("v_cvt_f64_i32")(_convert(lambda x: x.astype(F64), "i32", "f64", exact=True))
semantic("v_cvt_f64_u32")(_convert(lambda x: np.asarray(x).astype(F64), "u32", "f64", exact=True))
semantic("v_cvt_i32_f64")(_convert(lambda x: _to_int(x, -2 ** 31, 2 ** 31 - 1, I32).view(U32),
                                   "f64", "i32", exact=True))
semantic("v_cvt_u32_f64")(_convert(lambda x: _to_int(x, 0, 2 ** 32 - 1, U32), "f64", "u32",
                                   exact=True))


@semantic("v_ldexp_f64")
@round_aware                                 # exact but for over/underflow, rounded to nearest
def _ldexp_f64(inst, ctx):
    ops = operand_values(inst)
    a = float_reader(ops[1], "f64")
    e = vector_reader(ops[2])
    write = vector_writer(ops[0], 64)

    def run(st, act):
        exp = np.clip(np.asarray(e(st)).astype(U32).view(I32), -3000, 3000)
        x = _flush(st, a(st), "f64", 0)
        r = _flush(st, np.ldexp(x, exp.astype(I32)), "f64", 1)
        write(st, as_bits(r, "f64"), st.lanes(act))
    return run


@semantic("v_frexp_mant_f64", "v_frexp_exp_i32_f64", "v_frexp_mant_f16", "v_frexp_exp_i16_f16")
@round_aware                                 # exact: no rounding
def _frexp(inst, ctx):
    kind = "f64" if "f64" in inst.mnemonic else "f16"
    ops = operand_values(inst)
    mods = modifiers(inst)
    if inst.mnemonic.endswith("_sdwa") or inst.mnemonic.endswith("_dpp"):
        raise NotEmulated("DPP/SDWA form of frexp")
    sel = mods.get("op_sel")
    half = sel[0] if isinstance(sel, tuple) and sel else 0
    a = float_reader(ops[1], kind, half)
    dst = ops[0]
    mant = "mant" in inst.mnemonic
    write = vector_writer(dst, 64 if kind == "f64" and mant else 32)
    hi = dest_half(inst, mods) if kind == "f16" else 0

    def run(st, act):
        x = _flush(st, a(st), kind, 0)
        m, e = np.frexp(x)
        special = ~np.isfinite(x)
        if mant:
            r = as_bits(np.where(special, x, m).astype(x.dtype), kind)
        elif kind == "f64":
            r = np.where(special, 0, e).astype(I32).view(U32)
        else:
            r = (np.where(special, 0, e).astype(I32) & 0xFFFF).astype(U32)
        if hi:
            r = (st.v[dst.first] & U32(0xFFFF)) | (np.asarray(r, dtype=U32) << U32(16))
        write(st, r, st.lanes(act))
    return run
