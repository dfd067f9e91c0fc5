"""gfx950's scaled conversions ``v_cvt_scalef32_*`` (OCP MX formats).

The last source is an fp32 scale of which only the exponent field E counts
(the MX scale is a power of two, 2^(E-127)): conversions *from* fp8/fp4
multiply by it, conversions *to* fp8/fp4 divide by it - as AMD's
composable_kernel models the builtins on the host (``value / scale`` before
quantising, ``value * scale`` after) and as aiter's kernels use them (the
scale is ``amax / 6`` rounded up to a power of two, so ``x / scale`` fits
fp4's +-6).  Quantising rounds to nearest even; fp4 (E2M1, no inf/NaN)
saturates to +-6; fp8 follows ``v_cvt_pk_fp8_f32`` (saturating with the
clamp bit, else overflow gives NaN / inf).

op_sel, as LLVM's gfx950 assembler defines it per form (bit i of OPSEL is
the i-th entry of a four-entry ``op_sel``; of a three-entry one, the last
entry is bit 3):

* ``pk_fp4_*``: bits [3:2] pick the destination byte written (the other
  bytes of vdst are kept);
* ``pk_{f32,f16,bf16}_fp4``: bits [1:0] pick the source byte;
* ``pk_{fp8,bf8}_*``: bit 3 picks the destination word (the other is kept);
* ``pk_{f32,f16,bf16}_{fp8,bf8}``: bit 0 picks the source word;
* ``{f32,f16}_{fp8,bf8}``: bits [1:0] pick the source byte, for f16 bit 3
  the destination half (the other half is kept).

Stochastic-rounding (``_sr_``) forms and the 32-value fp6 packs are not
emulated, and a scale exponent of 255 (a NaN or infinite scale) is not
special-cased (it scales by 2^128).
"""

from __future__ import annotations

import re

import numpy as np

from .access import modifiers, sources, vector_reader
from .numerics import E2M1, E4M3, E5M2, bits_from_bf16, encode_e2m1, encode_e4m3, encode_e5m2
from .program import NotEmulated, semantic

U32, F32, F64 = np.uint32, np.float32, np.float64

_NARROW = {"fp4": (E2M1, encode_e2m1, 4), "fp8": (E4M3, encode_e4m3, 8), "bf8": (E5M2, encode_e5m2, 8)}
_NAME = re.compile(r"v_cvt_scalef32_(pk_)?(f32|f16|bf16|fp8|bf8|fp4)_(f32|f16|bf16|fp8|bf8|fp4)")


def _opsel_bits(mods) -> int:
    sel = mods.get("op_sel")
    if not isinstance(sel, tuple):
        return 0
    if len(sel) == 3:
        return int(sel[0]) | int(sel[1]) << 1 | int(sel[2]) << 3
    return sum(int(b) << i for i, b in enumerate(sel))


def _scale_exponent(reader):
    """2^(E - 127) for the scale operand's exponent field E, as float64."""
    def rd(st):
        e = (np.asarray(reader(st)) >> U32(23)) & U32(0xFF)
        return np.ldexp(1.0, e.astype(np.int64) - 127)
    return rd


def _wide_values(raw, kind: str, half: int):
    """f32 / f16 / bf16 (16-bit ``half``) source lanes as float64."""
    x = np.asarray(raw)
    if kind == "f32":
        return x.view(F32).astype(F64)
    h = (x >> U32(16 * half)) & U32(0xFFFF)
    if kind == "f16":
        return h.astype(np.uint16).view(np.float16).astype(F64)
    return (h << U32(16)).view(F32).astype(F64)


def _wide_bits(values, kind: str):
    """float64 results as f32 bits or zero-extended f16 / bf16 bits (RNE)."""
    if kind == "f32":
        return np.asarray(values, dtype=F32).view(U32)
    if kind == "f16":
        return np.asarray(values).astype(np.float16).view(np.uint16).astype(U32)
    return bits_from_bf16(np.asarray(values, dtype=F32))


def _quantise(encode, fmt: str, clamp: bool):
    """``quant(x, st)``: fp4 always saturates; fp8/bf8 with clamp or the
    wave's MODE.FP16_OVFL bit (23; Triton sets it for its fp8 casts)."""
    if fmt == "fp4":
        return lambda x, st: encode(x, saturate=True)
    return lambda x, st: encode(x, saturate=clamp | (((st.mode >> U32(23)) & U32(1)) == 1)[:, None])


@semantic(pattern=r"v_cvt_scalef32_.*")
def _cvt_scalef32(inst, ctx):
    m = _NAME.fullmatch(inst.mnemonic.replace("_e64", ""))
    if m is None:
        raise NotEmulated("scaled conversion form (stochastic rounding, fp6 packs)")
    packed, out_kind, in_kind = bool(m.group(1)), m.group(2), m.group(3)
    mods = modifiers(inst)
    sel = _opsel_bits(mods)
    ops = sources(inst)
    if any(getattr(op, "modifiers", None) for op in ops):
        raise NotEmulated("source modifiers on a scaled conversion")
    dst = ops[0]
    if dst.file not in ("v", "a"):
        raise NotEmulated("destination")
    regs_of = (lambda st: st.v) if dst.file == "v" else (lambda st: st.a)
    row = dst.first
    if out_kind in _NARROW:                                   # quantise: divide by the scale
        table, encode, width = _NARROW[out_kind]
        quant = _quantise(encode, out_kind, bool(mods.get("clamp")))
        if not packed:
            raise NotEmulated("unpacked narrow destination")
        if in_kind == "f32":
            lo_rd, hi_rd = vector_reader(ops[1]), vector_reader(ops[2])
            scale = _scale_exponent(vector_reader(ops[3]))
            values = lambda st: (_wide_values(lo_rd(st), "f32", 0), _wide_values(hi_rd(st), "f32", 0))
        else:
            src = vector_reader(ops[1])
            scale = _scale_exponent(vector_reader(ops[2]))
            values = lambda st: (_wide_values(src(st), in_kind, 0), _wide_values(src(st), in_kind, 1))
        if width == 4:
            shift, field = 8 * ((sel >> 2) & 3), 0xFF
        else:
            shift, field = 16 * ((sel >> 3) & 1), 0xFFFF
        mask = U32(field << shift)

        def run(st, act):
            lo, hi = values(st)
            s = scale(st)
            packed_bits = quant(lo / s, st) | (quant(hi / s, st) << U32(width))
            old = regs_of(st)[row]
            new = (old & ~mask) | ((packed_bits.astype(U32) << U32(shift)) & mask)
            np.copyto(regs_of(st)[row], new, where=st.lanes(act))
        return run

    table, _, width = _NARROW[in_kind]                        # dequantise: multiply by it
    src = vector_reader(ops[1])
    scale = _scale_exponent(vector_reader(ops[2]))
    if packed:
        count = 2
        first = (8 * (sel & 3)) if width == 4 else 16 * (sel & 1)
    else:
        count = 1
        first = 8 * (sel & 3)
    mask_bits = U32((1 << width) - 1)

    def elements(st):
        x = np.asarray(src(st))
        s = scale(st)
        return [table[((x >> U32(first + width * i)) & mask_bits).astype(np.int64)] * s
                for i in range(count)]

    if out_kind == "f32":
        def run(st, act):
            lanes = st.lanes(act)
            for i, v in enumerate(elements(st)):
                np.copyto(regs_of(st)[row + i], _wide_bits(v, "f32"), where=lanes)
        return run

    high = (sel >> 3) & 1 if not packed else 0

    def run16(st, act):
        vals = [_wide_bits(v, out_kind) for v in elements(st)]
        if packed:
            new = vals[0] | (vals[1] << U32(16))
        else:
            old = regs_of(st)[row]
            new = (old & U32(0xFFFF0000)) | vals[0] if not high else \
                (old & U32(0xFFFF)) | (vals[0] << U32(16))
        np.copyto(regs_of(st)[row], new, where=st.lanes(act))
    return run16
