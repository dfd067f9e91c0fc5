"""Vector ALU semantics (VOP1/VOP2/VOP3/VOPC/VOP3P, DPP), over (n, 64) lanes.

Every builder reads the typed operands of the instruction once and returns
a closure; inside, sources are numpy arrays that broadcast to (n, 64)
(VGPRs (n, 64), SGPRs (n, 1), constants 0-d) and results are written with
``np.copyto(..., where=lanes)``.  Floating point is IEEE in the wave's
MODE: denormal flushing and directed rounding (``fpmode``) where the
builders apply them (docs/emu.md lists which); in nearest-even mode fused
multiply-adds are computed in float64 and rounded once more to the
destination format (a double rounding that can differ from hardware by one
unit in the last place in rare ties: tests compare within the format's
rounding).  Source modifiers neg/abs, output clamp/omod, op_sel and DPP
are applied as the ISA documents describe.
"""

from __future__ import annotations

import numpy as np

from ..isa import Immediate, Literal, Register
from .access import modifiers, scalar_code, scalar_reader, scalar_writer, vector_reader, vector_writer
from .lanes import dpp_map
from .numerics import bits_from_bf16, encode_e4m3, encode_e5m2, max_num, min_num, E4M3, E5M2
from .fpmode import (NEAREST_EVEN, PRODUCT_CEILING, TOWARD_NEGATIVE, flush_bits, flush_denormals, round_exact,
                     round_exact64, sum3, two_prod, two_sum)
from .program import NotEmulated, base_mnemonic, dpp_aware, round_aware, sdwa_aware, semantic
from .state import EXEC, VCC

U16, U32, U64, I32, I64 = np.uint16, np.uint32, np.uint64, np.int32, np.int64
F16, F32, F64 = np.float16, np.float32, np.float64
SIGN32 = U32(0x80000000)
ABS32 = U32(0x7FFFFFFF)


def _values(inst):
    return [op for op in inst.operands if isinstance(op, (Register, Immediate, Literal))]


# --- SDWA (sub-dword addressing) --------------------------------------------------------

_SEL = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
        "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}


def _sdwa_source(reader, op, sel):
    """``reader`` narrowed to the selected byte/word, zero- or (sext)
    sign-extended to 32 bits."""
    if sel is None or sel == "DWORD":
        return reader
    shift, width = _SEL[sel]
    sext = "sext" in getattr(op, "modifiers", frozenset())

    def rd(st):
        x = (np.asarray(reader(st)) >> U32(shift)) & U32((1 << width) - 1)
        if sext:
            x = ((x.astype(U32).view(I32) << (32 - width)) >> (32 - width)).view(U32)
        return x
    return rd


def _sdwa_dest(mods):
    """``merge(old, value)`` placing a result in dst_sel, the other bits as
    dst_unused says (UNUSED_PAD: 0, UNUSED_SEXT: the field's sign,
    UNUSED_PRESERVE: kept)."""
    sel = mods.get("dst_sel", "DWORD")
    unused = mods.get("dst_unused", "UNUSED_PAD")
    shift, width = _SEL[sel]
    if width == 32:
        return None
    field = U32(((1 << width) - 1) << shift)

    def merge(old, value):
        placed = (np.asarray(value, dtype=U32) << U32(shift)) & field
        if unused == "UNUSED_PRESERVE":
            return (old & ~field) | placed
        if unused == "UNUSED_SEXT":
            sign = (placed >> U32(shift + width - 1)) & U32(1)
            high = U32(0xFFFFFFFF) << U32(shift + width) if shift + width < 32 else U32(0)
            return placed | np.where(sign == 1, high, U32(0))
        return placed
    return merge


# --- typed source readers --------------------------------------------------------------

def _float_reader(op, kind: str, half: int = 0, raw=None):
    """Reader of ``op`` as float32/float16/float64 values with neg/abs applied
    (``raw``: a reader of its 32 bits to use instead of the register's, such
    as an SDWA-selected field).

    TODO(model): operand data types (f16/bf16/f32/f64 per source) are not in
    the typed model; builders take ``kind`` from the mnemonic's suffix."""
    mods = getattr(op, "modifiers", frozenset())
    neg, ab = "neg" in mods, "abs" in mods
    if kind == "f64":
        raw = vector_reader(op, 64, float64=True)
        def rd64(st):
            x = np.asarray(raw(st)).view(F64)
            if ab:
                x = np.abs(x)
            return -x if neg else x
        return rd64
    if raw is None:
        raw = vector_reader(op, 32)
    if kind == "f32":
        if not neg and not ab:
            return lambda st: np.asarray(raw(st)).view(F32)

        def rd32(st):
            x = np.asarray(raw(st))
            if ab:
                x = x & ABS32
            if neg:
                x = x ^ SIGN32
            return x.view(F32)
        return rd32
    shift = U32(16 * half)
    if kind == "f16":
        def rd16(st):
            x = ((np.asarray(raw(st)) >> shift) & U32(0xFFFF)).astype(U16)
            if ab:
                x = x & U16(0x7FFF)
            if neg:
                x = x ^ U16(0x8000)
            return x.view(F16)
        return rd16
    if kind == "bf16":
        def rdbf(st):
            x = ((np.asarray(raw(st)) >> shift) & U32(0xFFFF)) << U32(16)
            if ab:
                x = x & ABS32
            if neg:
                x = x ^ SIGN32
            return x.view(F32)
        return rdbf
    raise NotEmulated(f"source kind {kind}")


def _as_bits(value, kind: str):
    """Float result -> uint32 (f32, f16 zero-extended) or uint64 (f64) bits."""
    if kind == "f32":
        return np.asarray(value, dtype=F32).view(U32)
    if kind == "f16":
        return np.asarray(value, dtype=F16).view(U16).astype(U32)
    if kind == "f64":
        return np.asarray(value, dtype=F64).view(U64)
    if kind == "bf16":
        return bits_from_bf16(value)
    raise NotEmulated(kind)


def _output(mods, kind):
    """Output modifiers (omod, clamp) as a function on float results."""
    clamp = bool(mods.get("clamp"))
    scale = 1.0
    if "mul" in mods:
        scale = float(mods["mul"])
    if "div" in mods:
        scale = 1.0 / float(mods["div"])
    if not clamp and scale == 1.0:
        return None
    dtype = {"f32": F32, "f16": F16, "f64": F64, "bf16": F32}[kind]

    def post(x):
        x = np.asarray(x, dtype=dtype)
        if scale != 1.0:
            x = (x * dtype(scale)).astype(dtype)
        if clamp:
            x = np.where(np.isnan(x), dtype(0), np.clip(x, dtype(0), dtype(1))).astype(dtype)
        return x
    return post


def _dest_half(inst, mods):
    """For 16-bit results: which half of the destination VOP3 op_sel writes."""
    sel = mods.get("op_sel")
    if isinstance(sel, tuple) and len(sel) >= 4:
        return sel[-1]
    return 0


class _Dpp:
    """DPP source permutation for src0 and the lanes it lets the op write."""

    def __init__(self, mods):
        spec = dpp_map(mods)
        if spec is None:
            raise NotEmulated("DPP control not recognised")
        self.src, self.written, self.bound = spec
        self.valid = self.src >= 0
        self.index = np.where(self.valid, self.src, 0)

    def permute(self, st, values, lanes_exec):
        x = np.broadcast_to(values, (st.n, 64))[:, self.index]
        ok = self.valid[None, :] & lanes_exec[:, self.index]
        return np.where(ok, x, 0).astype(x.dtype), ok

    def wrap(self, reader):
        def rd(st):
            x, ok = self.permute(st, reader(st), st.exec_bool())
            st._dpp_ok = ok
            return x
        return rd

    def lanes(self, st, lanes):
        ok = st._dpp_ok
        m = lanes & self.written[None, :]
        return m if self.bound else m & ok


def _vop_float(fn, nsrc, kind="f32", out=None, tied=False, exact=None, round_free=False):
    """A float VALU op: ``fn(*sources)`` on ``kind`` arrays; ``tied``: the
    destination is also the last source (v_fmac, v_mac).  ``exact``: the
    result of float64 sources as ``(s, e, cancel)`` (float64 value, its
    exact error, lanes where operands of opposite signs cancel to an exact
    zero, or None), used when a wave's round mode is directed;
    ``round_free``: the result does not depend on the round mode."""
    out = out or kind
    out_dtype = {"f32": F32, "f16": F16, "f64": F64}.get(out, F32)

    def build(inst, ctx):
        ops = _values(inst)
        mods = modifiers(inst)
        dst = ops[0]
        srcs = ops[1:nsrc] + [dst] if tied else ops[1:1 + nsrc]
        sel = mods.get("op_sel")
        halves = [0] * nsrc
        if kind in ("f16", "bf16") and isinstance(sel, tuple):
            halves = list(sel[:nsrc]) + [0] * (nsrc - len(sel[:nsrc]))
        merge = None
        if inst.mnemonic.endswith("_sdwa"):
            sels = [mods.get(f"src{i}_sel", "DWORD") for i in range(nsrc)]
            if kind == "f16" and all(sel in ("WORD_0", "WORD_1", "DWORD") for sel in sels):
                halves = [1 if sel == "WORD_1" else 0 for sel in sels]
            elif kind != "f32" or any(sel != "DWORD" for sel in sels):
                raise NotEmulated("SDWA source select on a float operation")
            merge = _sdwa_dest(mods)
        readers = [_float_reader(op, kind, halves[i]) for i, op in enumerate(srcs)]
        dpp = _Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
        if dpp is not None:
            wide = kind == "f64"          # 64-bit lanes move whole (v_fmac_f64_dpp)
            src0_raw = vector_reader(srcs[0], 64, float64=True) if wide else vector_reader(srcs[0], 32)
            permuted = dpp.wrap(src0_raw)
            mods0 = getattr(srcs[0], "modifiers", frozenset())
            def first(st, permuted=permuted):
                x = permuted(st)
                if wide:
                    x = np.asarray(x).view(F64)
                    x = np.abs(x) if "abs" in mods0 else x
                    return -x if "neg" in mods0 else x
                if "abs" in mods0:
                    x = x & ABS32
                if "neg" in mods0:
                    x = x ^ SIGN32
                return x.view(F32) if kind == "f32" else (x & U32(0xFFFF)).astype(U16).view(F16)
            readers[0] = first
        post = _output(mods, out)
        bits = 64 if out == "f64" else 32
        write = vector_writer(dst, bits)
        hi = _dest_half(inst, mods) if out in ("f16", "bf16") else 0
        regs_file, row = dst.file, dst.first

        def run(st, act):
            lanes = st.lanes(act)
            values = [r(st) for r in readers]
            if dpp is not None:
                lanes = dpp.lanes(st, lanes)
            flush = st.flush
            if flush is not None and kind in flush:
                values = [flush_denormals(v, flush[kind][0]) for v in values]
            modes = st.round.get(out) if exact is not None and st.round is not None else None
            if modes is not None:
                r = _directed(exact, values, out_dtype, modes)
            else:
                r = fn(*values)
            if post is not None:
                r = post(r)
            if flush is not None and out in flush:
                r = flush_denormals(np.asarray(r, dtype={"f32": F32, "f16": F16, "f64": F64}.get(out, F32)),
                                    flush[out][1])
            b = _as_bits(r, out)
            if merge is not None:
                b = merge((st.v if regs_file == "v" else st.a)[row], b)
            elif hi:
                regs = st.v if regs_file == "v" else st.a
                b = (regs[row] & U32(0xFFFF)) | (b << U32(16))
            elif out in ("f16", "bf16") and "d16_preserve" in ctx.extra:
                pass
            write(st, b, lanes)
        return run
    if exact is not None or round_free:
        round_aware(build)
    return dpp_aware(sdwa_aware(build))


def _directed(exact, values, dtype, modes):
    """``exact`` on the float64 sources, rounded to ``dtype`` per wave's mode."""
    wide = [np.asarray(v).astype(F64) for v in values]
    s, e, cancel = exact(*wide)
    if dtype is F64:
        overflowed = np.isinf(s) & np.logical_and.reduce([np.isfinite(v) for v in wide])
        r = round_exact64(s, e, modes, overflowed)
    else:
        r = round_exact(s, e, dtype, modes)
    if cancel is not None:
        # an exact zero sum of opposite-signed operands is -0 toward -inf, +0 otherwise
        r = np.where(cancel & (modes[:, None] == TOWARD_NEGATIVE), dtype(-0.0), r).astype(dtype)
    return r


def _exact_add(a, b):
    s, e = two_sum(a, b)
    return s, e, (s == 0) & (e == 0) & (a != 0)


def _exact_mul(a, b):
    return a * b, 0.0, None                   # fp32/fp16 products are exact in float64


def _exact_mul64(a, b):
    p, e = two_prod(a, b)
    return p, e, None


def _exact_fma(a, b, c):
    p = a * b
    s, e = two_sum(p, c)
    return s, e, (s == 0) & (e == 0) & ((p != 0) | (c != 0)) & (np.signbit(p) != np.signbit(c))


# An f32/f16 fma computed in float64 (the product is exact there) is rounded
# twice: the float64 sum, then the format.  That second rounding can only go
# wrong where the float64 sum lands exactly halfway between two values of the
# format (its dropped mantissa bits are 100...0) or in the format's
# subnormal range: those lanes are redone exactly (TwoSum + round_exact).
_TIE = {F32: (np.uint64((1 << 29) - 1), np.uint64(1 << 28), 1023 - 126),
        F16: (np.uint64((1 << 42) - 1), np.uint64(1 << 41), 1023 - 14)}
_EXP = {F32: U32(0x7F800000), F16: U16(0x7C00)}


def _fma64(a, b, c, dtype):
    if dtype is F64:
        return fma_f64(a, b, c)
    p, c = a.astype(F64) * b.astype(F64), c.astype(F64)
    s = p + c
    r = s.astype(dtype)
    mask, half, min_exp = _TIE[dtype]
    bits = s.view(U64)
    # the dropped bits 100...0, or a result below the format's normal range
    # (the float64 exponent field under min_exp; zeros are exact)
    redo = (bits & mask) == half
    # subnormal results: the format's exponent field is 0 (zeros are exact)
    small = (r.view(U32 if dtype is F32 else U16) & _EXP[dtype]) == 0
    if small.any():
        redo |= small & (s != 0)
    if redo.any():
        pb, cb = np.broadcast_arrays(p, c)
        if r.ndim == 0:
            return round_exact(*two_sum(pb, cb), dtype, 0)
        exact_s, e = two_sum(pb[redo], cb[redo])
        r[redo] = round_exact(exact_s, e, dtype, 0)
    return r


def fma_f32_exact(a, b, c):
    """fma rounded once to f32 of float64 operands whose product is exact
    in float64 (f32 values, or f32 values times a power of two)."""
    return _fma64(np.asarray(a, dtype=F64), np.asarray(b, dtype=F64), np.asarray(c, dtype=F64), F32)


def fma_f64(a, b, c):
    """fma in float64: the product's exact error (TwoProduct) and the sum's
    (TwoSum) added back, so one rounding except in rare double-rounding
    ties; non-finite or extreme operands fall back to a * b + c."""
    a, b, c = (np.asarray(x, dtype=F64) for x in (a, b, c))
    p, pe = two_prod(a, b)
    s, se = two_sum(p, c)
    t, te = two_sum(pe, se)
    # a zero error leaves s as it is: -0 + -0 stays -0 (adding +0 would not)
    r = np.where(t == 0, s, s + t)
    r = np.where(np.isfinite(r) & np.isfinite(p), r, a * b + c)
    # TwoProduct is exact only for products in float64's normal range: tiny
    # (or underflowed) and huge products are redone in exact rationals
    ab = np.abs(a) * 1.0, np.abs(b) * 1.0
    with np.errstate(all="ignore"):
        slow = (np.isfinite(a) & np.isfinite(b) & np.isfinite(c) & (a != 0) & (b != 0)
                & ((np.abs(p) < 2.0 ** -969) | (ab[0] >= 2.0 ** 995) | (ab[1] >= 2.0 ** 995)
                   | ~np.isfinite(p) | (np.abs(p) >= PRODUCT_CEILING)
                   # the two errors' sum was rounded: s + t may round the
                   # other way than the exact sum (a double-rounding tie)
                   | ((te != 0) & np.isfinite(te))))
    if slow.any():
        r = _fma_exact(a, b, c, r, slow)
    return r


def _fma_exact(a, b, c, r, lanes):
    from fractions import Fraction
    a, b, c = np.broadcast_arrays(a, b, c)
    r = np.array(np.broadcast_to(r, a.shape), dtype=F64)
    for i in zip(*np.nonzero(np.broadcast_to(lanes, a.shape))):
        q = Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))
        try:
            r[i] = float(q)             # correctly rounded, subnormals included
        except OverflowError:
            r[i] = np.inf if q > 0 else -np.inf
    return r


def _fmax(a, b):
    return max_num(a, b)


def _fmin(a, b):
    return min_num(a, b)


def _med3(a, b, c):
    # CDNA4 ISA guide, V_MED3_F32: a lane with a NaN source gets
    # min3 (IEEE minNum: the non-NaN operands win), each lane on its own
    med = max_num(min_num(a, b), min_num(max_num(a, b), c))
    nan = np.isnan(a) | np.isnan(b) | np.isnan(c)
    if nan.any():
        med = np.where(nan, min_num(min_num(a, b), c), med)
    return med


def _maximum(a, b):
    """IEEE 754-2019 maximum: NaN if either is NaN, -0 < +0."""
    r = np.where(a > b, a, b)
    r = np.where((a == b) & (a == 0), np.where(np.signbit(a) & np.signbit(b), a, np.abs(a)), r)
    return np.where(np.isnan(a) | np.isnan(b), a + b, r).astype(np.result_type(a, b))


def _minimum(a, b):
    r = np.where(a < b, a, b)
    r = np.where((a == b) & (a == 0), np.where(np.signbit(a) | np.signbit(b), -np.abs(a), a), r)
    return np.where(np.isnan(a) | np.isnan(b), a + b, r).astype(np.result_type(a, b))


def _fract(x):
    r = x - np.floor(x)
    return np.where(np.isinf(x), np.nan, np.minimum(r, np.nextafter(x.dtype.type(1), x.dtype.type(0))))


for kind, suffix in (("f32", "f32"), ("f16", "f16"), ("f64", "f64")):
    dt = {"f32": F32, "f16": F16, "f64": F64}[kind]
    # directed rounding from exact results (f64: value and error in float64)
    ex = {"add": _exact_add, "sub": lambda a, b: _exact_add(a, -b), "subrev": lambda a, b: _exact_add(b, -a),
          "mul": _exact_mul64 if kind == "f64" else _exact_mul}
    if kind != "f64":
        ex["fma"] = _exact_fma                # f64: no exact fma here, refused in directed modes
    semantic(f"v_add_{suffix}")(_vop_float(lambda a, b: a + b, 2, kind, exact=ex.get("add")))
    semantic(f"v_sub_{suffix}")(_vop_float(lambda a, b: a - b, 2, kind, exact=ex.get("sub")))
    semantic(f"v_subrev_{suffix}")(_vop_float(lambda a, b: b - a, 2, kind, exact=ex.get("subrev")))
    semantic(f"v_mul_{suffix}")(_vop_float(lambda a, b: a * b, 2, kind, exact=ex.get("mul")))
    semantic(f"v_max_{suffix}")(_vop_float(_fmax, 2, kind, round_free=True))
    semantic(f"v_min_{suffix}")(_vop_float(_fmin, 2, kind, round_free=True))
    semantic(f"v_max3_{suffix}")(_vop_float(lambda a, b, c: max_num(max_num(a, b), c), 3, kind, round_free=True))
    semantic(f"v_min3_{suffix}")(_vop_float(lambda a, b, c: min_num(min_num(a, b), c), 3, kind, round_free=True))
    semantic(f"v_med3_{suffix}")(_vop_float(_med3, 3, kind, round_free=True))
    semantic(f"v_fma_{suffix}")(_vop_float((lambda dt: lambda a, b, c: _fma64(a, b, c, dt))(dt), 3, kind,
                                           exact=ex.get("fma")))
    semantic(f"v_floor_{suffix}")(_vop_float(np.floor, 1, kind, round_free=True))
    semantic(f"v_ceil_{suffix}")(_vop_float(np.ceil, 1, kind, round_free=True))
    semantic(f"v_trunc_{suffix}")(_vop_float(np.trunc, 1, kind, round_free=True))
    semantic(f"v_rndne_{suffix}")(_vop_float(np.rint, 1, kind, round_free=True))
    semantic(f"v_fract_{suffix}")(_vop_float(_fract, 1, kind))
    if kind != "f32":
        semantic(f"v_sqrt_{suffix}")(_vop_float(np.sqrt, 1, kind))
        semantic(f"v_rcp_{suffix}")(_vop_float((lambda dt: lambda a: (dt(1) / a).astype(dt))(dt), 1, kind))
        semantic(f"v_rsq_{suffix}")(_vop_float((lambda dt: lambda a: (dt(1) / np.sqrt(a)).astype(dt))(dt), 1, kind))
    if kind == "f16":
        semantic(f"v_exp_{suffix}")(_vop_float(np.exp2, 1, kind))
        semantic(f"v_log_{suffix}")(_vop_float(np.log2, 1, kind))
    if kind != "f64":
        semantic(f"v_sin_{suffix}")(_vop_float((lambda dt: lambda a: np.sin(a.astype(F64) * 2 * np.pi).astype(dt))(dt), 1, kind))
        semantic(f"v_cos_{suffix}")(_vop_float((lambda dt: lambda a: np.cos(a.astype(F64) * 2 * np.pi).astype(dt))(dt), 1, kind))

semantic("v_maximum3_f32")(_vop_float(lambda a, b, c: _maximum(_maximum(a, b), c), 3, round_free=True))
semantic("v_minimum3_f32")(_vop_float(lambda a, b, c: _minimum(_minimum(a, b), c), 3, round_free=True))
semantic("v_fmamk_f32", "v_fmaak_f32")(      # text order: src0, K, src1 / src0, src1, K
    _vop_float(lambda a, b, c: _fma64(a, b, c, F32), 3, exact=_exact_fma))
def _mad16(a, b, c):
    """The f16 mad/mac: unfused, the product rounded to f16 and its
    denormals flushed before the add.  LLVM selects these for ISD::FMAD (a
    separately rounded fmul and fadd: VOP3Instructions.td any_fmad; fmul +
    fadd without contraction becomes v_mac_f16 in fmuladd.f16.ll) and only
    where f16 denormals are flushed (SIISelLowering::isFMADLegal: "v_mad_f32/
    v_mac_f32 do not support denormals", the same test for f16)."""
    p = (a * b).astype(F16)
    p = np.where(np.abs(p) < np.finfo(F16).tiny, np.copysign(F16(0), p), p)
    return (p + c).astype(F16)


semantic("v_madmk_f16", "v_madak_f16", "v_mad_f16", "v_mad_legacy_f16")(_vop_float(_mad16, 3, "f16"))
semantic("v_fma_legacy_f16")(_vop_float(lambda a, b, c: _fma64(a, b, c, F16), 3, "f16",
                                        exact=_exact_fma))
semantic("v_mul_legacy_f32")(_vop_float(lambda a, b: np.where((a == 0) | (b == 0), F32(0), a * b), 2))


def _flush_f32(x):
    """Denormal f32 values to a zero of their sign, whatever MODE says."""
    x = np.asarray(x, dtype=F32)
    return np.where((np.abs(x) < np.finfo(F32).tiny), np.copysign(F32(0), x), x).astype(F32)


def _trans32(fn, flush_in, flush_out):
    """An f32 transcendental computed in float64 and rounded once (within
    the 1 ulp AMDGPUUsage gives them).  The f32 transcendental unit does not
    take or make denormals (LLVM's AMDGPU lowering scales inputs around it:
    lowerFEXP2 "v_exp_f32 flushes denormal results", lowerFLOG2, the
    f32 sqrt/rsq/rcp expansions): ``flush_in``/``flush_out`` flush them."""
    def op(a):
        if flush_in:
            a = _flush_f32(a)
        r = fn(a.astype(F64)).astype(F32)
        return _flush_f32(r) if flush_out else r
    return _vop_float(op, 1)


semantic("v_exp_f32")(_trans32(np.exp2, False, True))
semantic("v_log_f32")(_trans32(np.log2, True, False))
semantic("v_sqrt_f32")(_trans32(np.sqrt, True, True))
semantic("v_rsq_f32")(_trans32(lambda a: 1.0 / np.sqrt(a), True, True))
semantic("v_rcp_f32", "v_rcp_iflag_f32")(_trans32(lambda a: 1.0 / a, True, True))
semantic("v_exp_legacy_f32")(_trans32(np.exp2, False, True))
semantic("v_log_legacy_f32")(_trans32(np.log2, True, False))


def _tied_fma(kind):
    """v_fmac/v_mac: dst = src0 * src1 + dst."""
    dt = {"f32": F32, "f16": F16}[kind]
    return _vop_float(lambda a, b, c: _fma64(a, b, c, dt), 3, kind, tied=True, exact=_exact_fma)


semantic("v_fmac_f32", "v_mac_f32")(_tied_fma("f32"))
semantic("v_fmac_f16")(_tied_fma("f16"))
semantic("v_mac_f16")(_vop_float(_mad16, 3, "f16", tied=True))     # unfused, as v_mad_f16


def _ldexp(kind):
    def build(inst, ctx):
        ops = _values(inst)
        a = _float_reader(ops[1], kind)
        e = vector_reader(ops[2])
        write = vector_writer(ops[0])
        dt = F32 if kind == "f32" else F16

        def run(st, act):
            exp = np.clip(np.asarray(e(st)).view(I32) if kind == "f32" else
                          (np.asarray(e(st)) & U32(0xFFFF)).astype(U16).view(np.int16), -1000, 1000)
            x = a(st)
            flush = st.flush
            if flush is not None and kind in flush:
                x = flush_denormals(x, flush[kind][0])
            r = np.ldexp(x.astype(F64), exp.astype(I32)).astype(dt)
            if flush is not None and kind in flush:
                r = flush_denormals(r, flush[kind][1])
            write(st, _as_bits(r, kind), st.lanes(act))
        return run
    return build


semantic("v_ldexp_f32")(_ldexp("f32"))
semantic("v_ldexp_f16")(_ldexp("f16"))


@semantic("v_frexp_mant_f32", "v_frexp_exp_i32_f32")
@round_aware                                # exact: no rounding
def _frexp(inst, ctx):
    ops = _values(inst)
    a = _float_reader(ops[1], "f32")
    write = vector_writer(ops[0])
    mant = "mant" in inst.mnemonic

    def run(st, act):
        x = a(st)
        if st.flush is not None and "f32" in st.flush:
            x = flush_denormals(x, st.flush["f32"][0])      # a flushed input is 0: mantissa 0, exponent 0
        m, e = np.frexp(x)
        special = ~np.isfinite(x)
        if mant:
            r = _as_bits(np.where(special, x, m).astype(F32), "f32")
        else:
            r = np.where(special, 0, e).astype(I32).view(U32)
        write(st, r, st.lanes(act))
    return run


# --- division helpers ------------------------------------------------------------------

# --- conversions -------------------------------------------------------------------------

def _convert(fn, src_kind, nsrc=1, out=None, directed=None, round_free=False):
    """``fn(values) -> uint32 bits``; sources read as ``src_kind``
    ("f32", "f16", "bf16", "u32", "i32").  MODE: f32/f16 sources are
    flushed per their denorm field, results per the field of ``out``
    ("f32", "f16", "pk_f16": two f16 halves); ``directed``: ``(kind,
    fn(*values, modes))`` computing the bits in the round modes of the
    field ``kind`` when a wave's is directed; ``round_free``: the result
    does not depend on the round mode."""
    flush_in = src_kind if src_kind in ("f32", "f16") else None
    flush_out = {"f32": "f32", "f16": "f16", "pk_f16": "f16"}.get(out)

    def build(inst, ctx):
        ops = _values(inst)
        mods = modifiers(inst)
        sel = mods.get("op_sel")
        sdwa = inst.mnemonic.endswith("_sdwa")
        readers = []
        dpp = _Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
        for i, op in enumerate(ops[1:1 + nsrc]):
            # SDWA: the selected byte/word, zero- or sign-extended, is the
            # 32-bit source the conversion reads (neg/abs apply after);
            # DPP: src0's 32 bits come from the lane dpp_ctrl names
            raw = _sdwa_source(vector_reader(op), op, mods.get(f"src{i}_sel")) if sdwa else vector_reader(op)
            if dpp is not None and i == 0:
                raw = dpp.wrap(raw)
            if src_kind in ("u32", "i32"):
                readers.append((lambda raw: lambda st: np.asarray(raw(st)))(raw) if src_kind == "u32"
                               else (lambda raw: lambda st: np.asarray(raw(st)).view(I32))(raw))
            else:
                half = sel[i] if isinstance(sel, tuple) and src_kind in ("f16", "bf16") and i < len(sel) else 0
                readers.append(_float_reader(op, src_kind, half, raw))
        merge = _sdwa_dest(mods) if sdwa else None
        clamp = bool(mods.get("clamp"))
        write = vector_writer(ops[0])
        hi = _dest_half(inst, mods) if "f16_f32" in inst.mnemonic or "bf16_f32" in inst.mnemonic and "pk" not in inst.mnemonic else 0
        dst = ops[0]
        if merge is not None and dst.file not in ("v", "a"):
            raise NotEmulated("SDWA destination")

        def run(st, act):
            lanes = st.lanes(act)
            values = [rd(st) for rd in readers]
            if dpp is not None:
                lanes = dpp.lanes(st, lanes)
            flush = st.flush
            if flush is not None and flush_in in flush:
                values = [flush_denormals(v, flush[flush_in][0]) for v in values]
            modes = st.round.get(directed[0]) if directed is not None and st.round is not None else None
            if modes is not None:
                r = directed[1](*values, modes)
            else:
                r = fn(*values) if not clamp else fn(*values, clamp=True)
            if flush is not None and flush_out in flush:
                r = flush_bits(r, flush_out, flush[flush_out][1])
                if out == "pk_f16":
                    r = flush_bits(r, "f16", flush["f16"][1], 16)
            if merge is not None:
                r = merge((st.v if dst.file == "v" else st.a)[dst.first], r)
            elif hi:
                r = (st.v[dst.first] & U32(0xFFFF)) | (np.asarray(r, dtype=U32) << U32(16))
            write(st, r, lanes)
        return run
    if directed is not None or round_free:
        round_aware(build)
    return dpp_aware(sdwa_aware(build))


def _f32_to_int(x, signed):
    x = np.asarray(x, dtype=F64)
    if signed:
        r = np.clip(np.nan_to_num(np.trunc(x), nan=0.0), -2**31, 2**31 - 1).astype(I64)
        return (r & 0xFFFFFFFF).astype(U32)
    return np.clip(np.nan_to_num(np.trunc(x), nan=0.0), 0, 2**32 - 1).astype(U32)


def _round_to(dtype, kind):
    """Directed conversion of exact float64 values to ``dtype`` bits."""
    return lambda x, modes: _as_bits(round_exact(np.asarray(x).astype(F64), 0.0, dtype, modes), kind)


def _pk_f16_directed(a, b, modes):
    lo, hi = (round_exact(np.asarray(x).astype(F64), 0.0, F16, modes) for x in (a, b))
    return _as_bits(lo, "f16") | (_as_bits(hi, "f16") << U32(16))


semantic("v_cvt_f32_i32")(_convert(lambda x: _as_bits(x.astype(F32), "f32"), "i32", out="f32",
                                   directed=("f32", _round_to(F32, "f32"))))
semantic("v_cvt_f32_u32")(_convert(lambda x: _as_bits(x.astype(F32), "f32"), "u32", out="f32",
                                   directed=("f32", _round_to(F32, "f32"))))
semantic("v_cvt_i32_f32")(_convert(lambda x: _f32_to_int(x, True), "f32", round_free=True))
semantic("v_cvt_u32_f32")(_convert(lambda x: _f32_to_int(x, False), "f32", round_free=True))
semantic("v_cvt_f32_f16")(_convert(lambda x: _as_bits(x.astype(F32), "f32"), "f16", out="f32", round_free=True))
# f32 -> f16 rounds in the f16/f64 round field (the destination's format)
semantic("v_cvt_f16_f32")(_convert(lambda x: _as_bits(x.astype(F16), "f16"), "f32", out="f16",
                                   directed=("f16", _round_to(F16, "f16"))))
semantic("v_cvt_f32_bf16")(_convert(lambda x: _as_bits(x, "f32"), "bf16", out="f32", round_free=True))
semantic("v_cvt_pk_f16_f32")(_convert(lambda a, b: _as_bits(a.astype(F16), "f16") | (_as_bits(b.astype(F16), "f16") << U32(16)), "f32", 2,
                                      out="pk_f16", directed=("f16", _pk_f16_directed)))
semantic("v_cvt_pk_bf16_f32")(_convert(lambda a, b: bits_from_bf16(a) | (bits_from_bf16(b) << U32(16)), "f32", 2))

semantic("v_cvt_rpi_i32_f32")(_convert(lambda x: _f32_to_int(np.floor(x.astype(F64) + 0.5), True), "f32", round_free=True))
semantic("v_cvt_flr_i32_f32")(_convert(lambda x: _f32_to_int(np.floor(x), True), "f32", round_free=True))
semantic("v_cvt_f16_u16")(_convert(lambda x: _as_bits((x & U32(0xFFFF)).astype(F16), "f16"), "u32", out="f16",
                                   directed=("f16", lambda x, modes: _round_to(F16, "f16")(x & U32(0xFFFF), modes))))
semantic("v_cvt_f16_i16")(_convert(lambda x: _as_bits((x.astype(I32) << 16 >> 16).astype(F16), "f16"), "i32", out="f16",
                                   directed=("f16", lambda x, modes: _round_to(F16, "f16")(x.astype(I32) << 16 >> 16, modes))))
semantic("v_cvt_u16_f16")(_convert(lambda x: np.clip(np.nan_to_num(np.trunc(x.astype(F32))), 0, 65535).astype(U32), "f16", round_free=True))
semantic("v_cvt_i16_f16")(_convert(lambda x: (np.clip(np.nan_to_num(np.trunc(x.astype(F32))), -32768, 32767).astype(I32) & 0xFFFF).astype(U32), "f16", round_free=True))
semantic("v_cvt_f32_ubyte0")(_convert(lambda x: _as_bits((x & U32(0xFF)).astype(F32), "f32"), "u32", round_free=True))
semantic("v_cvt_f32_ubyte1")(_convert(lambda x: _as_bits(((x >> U32(8)) & U32(0xFF)).astype(F32), "f32"), "u32", round_free=True))
semantic("v_cvt_f32_ubyte2")(_convert(lambda x: _as_bits(((x >> U32(16)) & U32(0xFF)).astype(F32), "f32"), "u32", round_free=True))
semantic("v_cvt_f32_ubyte3")(_convert(lambda x: _as_bits((x >> U32(24)).astype(F32), "f32"), "u32", round_free=True))


@semantic("v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32")
def _cvt_pk_fp8(inst, ctx):
    # D.word[sel] = {fp8(src1), fp8(src0)}; op_sel[3] picks the 16-bit half
    # written, the other half is kept.  Overflow saturates only with clamp.
    # LLVM writes that bit as the last of three, op_sel:[0,0,1] (encoding
    # bit 14; a fourth element is dropped by llvm-mc).
    ops = _values(inst)
    mods = modifiers(inst)
    a, b = _float_reader(ops[1], "f32"), _float_reader(ops[2], "f32")
    encode = encode_e4m3 if "fp8" in inst.mnemonic else encode_e5m2
    sat = bool(mods.get("clamp"))
    sel = mods.get("op_sel")
    hi = isinstance(sel, tuple) and len(sel) >= 3 and bool(sel[-1])
    dst = ops[0]
    write = vector_writer(dst)

    def run(st, act):
        # MODE.FP16_OVFL (bit 23) saturates overflows too (CDNA4 ISA guide,
        # MODE register; Triton sets it at kernel entry for its fp8 casts)
        saturate = sat | (((st.mode >> U32(23)) & U32(1)) == 1)[:, None]
        pair = encode(a(st), saturate) | (encode(b(st), saturate) << U32(8))
        old = st.v[dst.first]
        r = (old & U32(0xFFFF)) | (pair << U32(16)) if hi else (old & U32(0xFFFF0000)) | pair
        write(st, r, st.lanes(act))
    return run


@semantic("v_cvt_f32_fp8", "v_cvt_f32_bf8")
@round_aware                                # exact: no rounding
@sdwa_aware
def _cvt_f32_fp8(inst, ctx):
    # the fp8 byte: byte_sel, or SDWA's src0_sel:BYTE_n
    ops = _values(inst)
    mods = modifiers(inst)
    table = E4M3 if "fp8" in inst.mnemonic else E5M2
    src = vector_reader(ops[1])
    byte = int(mods.get("byte_sel", 0) or 0)
    if mods.get("op_sel"):
        raise NotEmulated("op_sel byte select")
    sel = mods.get("src0_sel")
    if isinstance(sel, str) and sel.startswith("BYTE_"):
        byte = int(sel[-1])
    elif sel not in (None, "DWORD"):
        raise NotEmulated(f"src0_sel:{sel}")
    merge = _sdwa_dest(mods) if inst.mnemonic.endswith("_sdwa") else None
    dst = ops[0]
    write = vector_writer(dst)
    table32 = table.astype(F32)

    def run(st, act):
        codes = (np.asarray(src(st)) >> U32(8 * byte)) & U32(0xFF)
        r = table32[codes].view(U32)
        if merge is not None:
            r = merge((st.v if dst.file == "v" else st.a)[dst.first], r)
        write(st, r, st.lanes(act))
    return run


# --- integer ops ------------------------------------------------------------------------

def _vop_int(fn, nsrc, bits=32, src_bits=None):
    def build(inst, ctx):
        ops = _values(inst)
        mods = modifiers(inst)
        sb = src_bits or [bits] * nsrc
        if isinstance(sb, int):
            sb = [sb] * nsrc
        readers = [vector_reader(op, sb[i]) for i, op in enumerate(ops[1:1 + nsrc])]
        for op in ops[1:1 + nsrc]:
            if getattr(op, "modifiers", None) and op.modifiers - {"sext"}:
                raise NotEmulated("source modifiers on an integer operation")
        dpp = _Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
        if dpp is not None:
            readers[0] = dpp.wrap(readers[0])
        merge = None
        if inst.mnemonic.endswith("_sdwa"):
            readers = [_sdwa_source(r, op, mods.get(f"src{i}_sel"))
                       for i, (r, op) in enumerate(zip(readers, ops[1:1 + nsrc]))]
            merge = _sdwa_dest(mods)
        op = fn
        if mods.get("clamp"):
            # unsigned saturation of the exact result (CDNA4 ISA guide: clamp
            # on integer adds saturates)
            wide = _SATURATING.get(base_mnemonic(inst.mnemonic))
            if wide is None:
                raise NotEmulated("clamp on this integer operation")
            op = lambda *v: np.clip(wide(*[np.asarray(x).astype(I64) for x in v]),  # noqa: E731
                                    0, 0xFFFFFFFF).astype(U32)
        write = vector_writer(ops[0], bits)
        dst = ops[0]

        def run(st, act):
            lanes = st.lanes(act)
            values = [r(st) for r in readers]
            if dpp is not None:
                lanes = dpp.lanes(st, lanes)
            result = op(*values)
            if merge is not None:
                result = merge((st.v if dst.file == "v" else st.a)[dst.first], result)
            write(st, result, lanes)
        return run
    return dpp_aware(sdwa_aware(build))


_SATURATING = {"v_add_u32": lambda a, b: a + b, "v_sub_u32": lambda a, b: a - b,
               "v_subrev_u32": lambda a, b: b - a, "v_add3_u32": lambda a, b, c: a + b + c,
               "v_mad_u32_u24": lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c}


def _i(x):
    return np.asarray(x).astype(U32).view(I32)


def _sh(x):
    return np.asarray(x) & U32(31)


semantic("v_mov_b32")(_vop_int(lambda a: a, 1))
semantic("v_mov_b64")(_vop_int(lambda a: a, 1, 64))
semantic("v_not_b32")(_vop_int(lambda a: ~a, 1))
semantic("v_bfrev_b32")(_vop_int(lambda a: _bitrev32(a), 1))
semantic("v_add_u32", "v_add_nc_u32")(_vop_int(lambda a, b: a + b, 2))
semantic("v_sub_u32")(_vop_int(lambda a, b: a - b, 2))
semantic("v_subrev_u32")(_vop_int(lambda a, b: b - a, 2))
semantic("v_mul_lo_u32")(_vop_int(lambda a, b: a * b, 2))
semantic("v_mul_hi_u32")(_vop_int(lambda a, b: ((a.astype(U64) * b) >> U64(32)).astype(U32), 2))
semantic("v_mul_hi_i32")(_vop_int(lambda a, b: ((_i(a).astype(I64) * _i(b)) >> 32).astype(U32), 2))
semantic("v_mul_u32_u24")(_vop_int(lambda a, b: (a & U32(0xFFFFFF)) * (b & U32(0xFFFFFF)), 2))
semantic("v_mul_hi_u32_u24")(_vop_int(lambda a, b: (((a & U32(0xFFFFFF)).astype(U64) * (b & U32(0xFFFFFF))) >> U64(32)).astype(U32), 2))
semantic("v_mul_i32_i24")(_vop_int(lambda a, b: ((_i(a) << 8 >> 8) * (_i(b) << 8 >> 8)).astype(U32), 2))
semantic("v_mad_u32_u24")(_vop_int(lambda a, b, c: (a & U32(0xFFFFFF)) * (b & U32(0xFFFFFF)) + c, 3))
semantic("v_mad_i32_i24")(_vop_int(lambda a, b, c: ((_i(a) << 8 >> 8) * (_i(b) << 8 >> 8)).astype(U32) + c, 3))
semantic("v_lshlrev_b32")(_vop_int(lambda a, b: b << _sh(a), 2))
semantic("v_lshrrev_b32")(_vop_int(lambda a, b: b >> _sh(a), 2))
semantic("v_ashrrev_i32")(_vop_int(lambda a, b: (_i(b) >> _sh(a).astype(I32)).astype(U32), 2))
semantic("v_lshl_b32")(_vop_int(lambda a, b: a << _sh(b), 2))
semantic("v_lshr_b32")(_vop_int(lambda a, b: a >> _sh(b), 2))
semantic("v_ashr_i32")(_vop_int(lambda a, b: (_i(a) >> _sh(b).astype(I32)).astype(U32), 2))
semantic("v_and_b32")(_vop_int(np.bitwise_and, 2))
semantic("v_or_b32")(_vop_int(np.bitwise_or, 2))
semantic("v_xor_b32")(_vop_int(np.bitwise_xor, 2))
semantic("v_xnor_b32")(_vop_int(lambda a, b: ~(a ^ b), 2))
semantic("v_min_u32")(_vop_int(np.minimum, 2))
semantic("v_max_u32")(_vop_int(np.maximum, 2))
semantic("v_min_i32")(_vop_int(lambda a, b: np.minimum(_i(a), _i(b)).astype(U32), 2))
semantic("v_max_i32")(_vop_int(lambda a, b: np.maximum(_i(a), _i(b)).astype(U32), 2))
semantic("v_min3_u32")(_vop_int(lambda a, b, c: np.minimum(np.minimum(a, b), c), 3))
semantic("v_max3_u32")(_vop_int(lambda a, b, c: np.maximum(np.maximum(a, b), c), 3))
semantic("v_min3_i32")(_vop_int(lambda a, b, c: np.minimum(np.minimum(_i(a), _i(b)), _i(c)).astype(U32), 3))
semantic("v_max3_i32")(_vop_int(lambda a, b, c: np.maximum(np.maximum(_i(a), _i(b)), _i(c)).astype(U32), 3))
semantic("v_med3_i32")(_vop_int(lambda a, b, c: np.maximum(np.minimum(_i(a), _i(b)), np.minimum(np.maximum(_i(a), _i(b)), _i(c))).astype(U32), 3))
semantic("v_med3_u32")(_vop_int(lambda a, b, c: np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c)), 3))
semantic("v_add3_u32")(_vop_int(lambda a, b, c: a + b + c, 3))
semantic("v_xad_u32")(_vop_int(lambda a, b, c: (a ^ b) + c, 3))
semantic("v_lshl_add_u32")(_vop_int(lambda a, b, c: (a << _sh(b)) + c, 3))
semantic("v_add_lshl_u32")(_vop_int(lambda a, b, c: (a + b) << _sh(c), 3))
semantic("v_lshl_or_b32")(_vop_int(lambda a, b, c: (a << _sh(b)) | c, 3))
semantic("v_and_or_b32")(_vop_int(lambda a, b, c: (a & b) | c, 3))
semantic("v_or3_b32")(_vop_int(lambda a, b, c: a | b | c, 3))
semantic("v_xor3_b32")(_vop_int(lambda a, b, c: a ^ b ^ c, 3))
semantic("v_bfi_b32")(_vop_int(lambda a, b, c: (a & b) | (~a & c), 3))
semantic("v_bfm_b32")(_vop_int(lambda a, b: ((U32(1) << _sh(a)) - U32(1)) << _sh(b), 2))
semantic("v_alignbit_b32")(_vop_int(lambda a, b, c: (((a.astype(U64) << U64(32)) | b) >> (c & U32(31)).astype(U64)).astype(U32), 3))
semantic("v_alignbyte_b32")(_vop_int(lambda a, b, c: (((a.astype(U64) << U64(32)) | b) >> (8 * (c & U32(3))).astype(U64)).astype(U32), 3))
semantic("v_bcnt_u32_b32")(_vop_int(lambda a, b: _popcount32(a) + b, 2))
semantic("v_sad_u32")(_vop_int(lambda a, b, c: np.abs(a.astype(I64) - b.astype(I64)).astype(U32) + c, 3))
semantic("v_lshlrev_b64")(_vop_int(lambda a, b: b << (a.astype(U64) & U64(63)), 2, 64, [32, 64]))
semantic("v_lshrrev_b64")(_vop_int(lambda a, b: b >> (a.astype(U64) & U64(63)), 2, 64, [32, 64]))
semantic("v_ashrrev_i64")(_vop_int(lambda a, b: (b.view(I64) >> (a.astype(I64) & 63)).view(U64), 2, 64, [32, 64]))
semantic("v_lshl_add_u64")(_vop_int(lambda a, b, c: (a << (b.astype(U64) & U64(7))) + c, 3, 64, [64, 32, 64]))
semantic("v_bfe_u32")(_vop_int(lambda a, b, c: _bfe32(a, b, c, False), 3))
semantic("v_bfe_i32")(_vop_int(lambda a, b, c: _bfe32(a, b, c, True), 3))


def _bit_length32(x):
    """Position of the highest set bit + 1 (0 for 0), uint32 -> int64."""
    return np.frexp(np.asarray(x, dtype=U32).astype(F64))[1].astype(I64)


def _ffbh_u32(x):
    x = np.asarray(x, dtype=U32)
    return np.where(x == 0, U32(0xFFFFFFFF), (32 - _bit_length32(x)).astype(U32))


def _ffbh_i32(x):
    # the first bit (from the MSB) that differs from the sign bit; -1 for 0 and -1
    x = np.asarray(x, dtype=U32)
    y = np.where(x >> U32(31) == 1, ~x, x)
    return np.where(y == 0, U32(0xFFFFFFFF), (32 - _bit_length32(y)).astype(U32))


def _ffbl_b32(x):
    x = np.asarray(x, dtype=U32)
    low = x & (~x + U32(1))                  # the lowest set bit alone
    return np.where(x == 0, U32(0xFFFFFFFF), (_bit_length32(low) - 1).astype(U32))


semantic("v_ffbh_u32")(_vop_int(_ffbh_u32, 1))
semantic("v_ffbh_i32")(_vop_int(_ffbh_i32, 1))
semantic("v_ffbl_b32")(_vop_int(_ffbl_b32, 1))


def _bfe32(a, b, c, signed):
    off = (np.asarray(b) & U32(31)).astype(U64)
    width = (np.asarray(c) & U32(31)).astype(U64)
    field = (np.asarray(a).astype(U64) >> off) & ((U64(1) << width) - U64(1))
    if signed:
        sign = (field >> np.maximum(width, U64(1)) - U64(1)) & U64(1)
        ext = np.where((width > 0) & (sign == 1), field | (~((U64(1) << width) - U64(1))), field)
        field = ext
    return np.where(width == 0, U64(0), field).astype(U32)


def _popcount32(x):
    x = np.asarray(x, dtype=U32)
    return np.unpackbits(x[..., None].view(np.uint8), axis=-1).sum(axis=-1).astype(U32)


def _bitrev32(x):
    x = np.asarray(x, dtype=U32)
    b = np.unpackbits(x[..., None].view(np.uint8), axis=-1, bitorder="little")[..., ::-1]
    return np.packbits(b, axis=-1, bitorder="little").view(U32)[..., 0]


@semantic("v_perm_b32")
def _perm(inst, ctx):
    def fn(a, b, sel):
        data = (a.astype(U64) << U64(32)) | b.astype(U64)       # bytes 0..3 of b, 4..7 of a
        out = np.zeros(np.broadcast(a, b, sel).shape, dtype=U32)
        for i in range(4):
            s = ((sel >> U32(8 * i)) & U32(0xFF)).astype(U64)
            byte = (data >> (np.minimum(s, U64(7)) * U64(8))) & U64(0xFF)
            sign = lambda k: np.where((data >> U64(k)) & U64(1), U64(0xFF), U64(0))
            byte = np.where(s == 8, sign(15), byte)
            byte = np.where(s == 9, sign(31), byte)
            byte = np.where(s == 10, sign(47), byte)
            byte = np.where(s == 11, sign(63), byte)
            byte = np.where(s == 12, U64(0), byte)
            byte = np.where(s > 12, U64(0xFF), byte)
            out |= (byte.astype(U32) << U32(8 * i))
        return out
    return _vop_int(fn, 3)(inst, ctx)


@semantic("v_bitop3_b32")
def _bitop3(inst, ctx):
    table = int(modifiers(inst).get("bitop3", 0))

    def fn(a, b, c):
        out = np.zeros(np.broadcast(a, b, c).shape, dtype=U32)
        for k in range(8):
            if (table >> k) & 1:
                term = (a if k & 4 else ~a) & (b if k & 2 else ~b) & (c if k & 1 else ~c)
                out |= term
        return out
    return _vop_int(fn, 3)(inst, ctx)


# --- carries, selects, lane ops ----------------------------------------------------------

def _carry_op(kind):
    """v_add_co_u32 / v_sub_co_u32 / v_subrev_co_u32 / v_addc / v_subb(rev):
    DPP moves src0 between lanes, SDWA selects the sources' bytes/words
    (the carry comes from the selected values) and places the result."""
    def build(inst, ctx):
        ops = _values(inst)
        mods = modifiers(inst)
        if mods.get("clamp"):
            raise NotEmulated("clamp on a carry-out add")
        dst, carry_out = ops[0], ops[1]
        a, b = vector_reader(ops[2]), vector_reader(ops[3])
        dpp = _Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
        if dpp is not None:
            a = dpp.wrap(a)
        merge = None
        if inst.mnemonic.endswith("_sdwa"):
            a = _sdwa_source(a, ops[2], mods.get("src0_sel"))
            b = _sdwa_source(b, ops[3], mods.get("src1_sel"))
            merge = _sdwa_dest(mods)
        cin = ops[4] if len(ops) > 4 else None
        cin_code = scalar_code(cin) if cin is not None else None
        write = vector_writer(dst)
        cout = scalar_code(carry_out)

        def run(st, act):
            lanes = st.lanes(act)
            x, y = np.asarray(a(st)).astype(I64), np.asarray(b(st)).astype(I64)
            if dpp is not None:
                lanes = dpp.lanes(st, lanes)
            c = st.read_mask(cin_code).astype(I64) if cin_code is not None else 0
            if kind == "add":
                r = x + y + c
                carry = r > 0xFFFFFFFF
            elif kind == "sub":
                r = x - y - c
                carry = r < 0
            else:
                r = y - x - c
                carry = r < 0
            carry = np.broadcast_to(carry, (st.n, 64))
            result = (r & 0xFFFFFFFF).astype(U32)
            if merge is not None:
                result = merge((st.v if dst.file == "v" else st.a)[dst.first], result)
            write(st, result, lanes)
            st.write_mask(cout, carry & lanes, act)
        return run
    return dpp_aware(sdwa_aware(build))


semantic("v_add_co_u32", "v_addc_co_u32")(_carry_op("add"))
semantic("v_sub_co_u32", "v_subb_co_u32")(_carry_op("sub"))
semantic("v_subrev_co_u32", "v_subbrev_co_u32")(_carry_op("subrev"))


@semantic("v_mad_u64_u32", "v_mad_i64_i32")
def _mad64(inst, ctx):
    ops = _values(inst)
    dst, carry_out = ops[0], ops[1]
    a, b = vector_reader(ops[2]), vector_reader(ops[3])
    c = vector_reader(ops[4], 64)
    signed = "i64" in inst.mnemonic
    write = vector_writer(dst, 64)
    cout = scalar_code(carry_out)

    def run(st, act):
        lanes = st.lanes(act)
        # {D1, D0} = the 65-bit result (CDNA4 ISA guide, V_MAD_U64_U32 and
        # V_MAD_I64_I32): D1 is bit 64, the carry out; signed, the sign of
        # the exact sum
        addend = np.asarray(c(st), dtype=U64)
        if signed:
            prod = _i(a(st)).astype(I64) * _i(b(st)).astype(I64)
            r = prod.view(U64) + addend
            ri, ci = r.view(I64), addend.view(I64)
            overflow = ((prod ^ ri) & (ci ^ ri)) < 0
            carry = (ri < 0) ^ overflow
        else:
            r = np.asarray(a(st)).astype(U64) * np.asarray(b(st)).astype(U64) + addend
            carry = r < addend
        write(st, r, lanes)
        st.write_mask(cout, carry & lanes, act)
    return run


@semantic("v_cndmask_b32")
@sdwa_aware
@dpp_aware
def _cndmask(inst, ctx):
    ops = _values(inst)
    mods = modifiers(inst)
    dst, s0, s1, sel = ops[0], ops[1], ops[2], ops[3]
    a, b = _mod_reader(s0), _mod_reader(s1)
    dpp = _Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
    if dpp is not None:
        a = dpp.wrap(a)
    merge = None
    if inst.mnemonic.endswith("_sdwa"):
        a = _sdwa_source(a, s0, mods.get("src0_sel"))
        b = _sdwa_source(b, s1, mods.get("src1_sel"))
        merge = _sdwa_dest(mods)
    code = scalar_code(sel)
    write = vector_writer(dst)

    def run(st, act):
        lanes = st.lanes(act)
        x = a(st)
        if dpp is not None:
            lanes = dpp.lanes(st, lanes)
        r = np.where(st.read_mask(code), b(st), x)
        if merge is not None:
            r = merge((st.v if dst.file == "v" else st.a)[dst.first], r)
        write(st, r, lanes)
    return run


def _mod_reader(op):
    """A 32-bit reader applying f32 neg/abs bit operations if present."""
    raw = vector_reader(op)
    mods = getattr(op, "modifiers", frozenset())
    if not mods:
        return raw

    def rd(st):
        x = np.asarray(raw(st))
        if "abs" in mods:
            x = x & ABS32
        if "neg" in mods:
            x = x ^ SIGN32
        return x
    return rd


@semantic("v_readlane_b32", "v_readfirstlane_b32")
def _readlane(inst, ctx):
    ops = _values(inst)
    dst, src = ops[0], ops[1]
    write = scalar_writer(dst)
    file, row = src.file, src.first
    lane = scalar_reader(ops[2]) if len(ops) > 2 else None

    def run(st, act):
        regs = st.v if file == "v" else st.a
        if lane is None:
            ex = st.exec_bool()
            index = np.where(ex.any(axis=1), ex.argmax(axis=1), 0)
        else:
            index = np.broadcast_to(np.asarray(lane(st)) & U32(63), (st.n,)).astype(np.int64)
        write(st, regs[row][np.arange(st.n), index], act)
    return run


@semantic("v_writelane_b32")
def _writelane(inst, ctx):
    ops = _values(inst)
    dst, value, lane = ops[0], scalar_reader(ops[1]), scalar_reader(ops[2])
    row = dst.first

    def run(st, act):
        index = np.broadcast_to(np.asarray(lane(st)) & U32(63), (st.n,)).astype(np.int64)
        val = np.broadcast_to(value(st), (st.n,))
        w = np.nonzero(act)[0]
        st.v[row][w, index[w]] = val[w]
    return run


@semantic("v_permlane32_swap_b32", "v_permlane16_swap_b32")
def _permlane_swap(inst, ctx):
    # Swap lanes 32..63 of vdst with lanes 0..31 of src0 (permlane32), or
    # the odd rows of vdst with the even rows of src0 (permlane16); lanes
    # whose EXEC bit is off keep their values (fi/bound_ctrl not emulated).
    ops = _values(inst)
    d, s = ops[0].first, ops[1].first
    if inst.mnemonic.startswith("v_permlane32"):
        upper = np.arange(32, 64)
        lower = np.arange(0, 32)
    else:
        upper = np.concatenate([np.arange(16, 32), np.arange(48, 64)])
        lower = np.concatenate([np.arange(0, 16), np.arange(32, 48)])

    def run(st, act):
        lanes = st.lanes(act)
        vd, vs = st.v[d].copy(), st.v[s].copy()
        new_d, new_s = vd.copy(), vs.copy()
        new_d[:, upper] = vs[:, lower]
        new_s[:, lower] = vd[:, upper]
        np.copyto(st.v[d], new_d, where=lanes)
        np.copyto(st.v[s], new_s, where=lanes)
    return run


@semantic("v_accvgpr_write_b32", "v_accvgpr_read_b32", "v_accvgpr_mov_b32")
def _accvgpr(inst, ctx):
    ops = _values(inst)
    read = vector_reader(ops[1])
    write = vector_writer(ops[0])

    def run(st, act):
        write(st, read(st), st.lanes(act))
    return run


# --- VOPC -------------------------------------------------------------------------------

_FCMP = {
    "f": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool), "lt": np.less, "eq": np.equal,
    "le": np.less_equal, "gt": np.greater, "lg": lambda a, b: (a < b) | (a > b),
    "ge": np.greater_equal, "o": lambda a, b: ~np.isnan(a) & ~np.isnan(b),
    "u": lambda a, b: np.isnan(a) | np.isnan(b), "nge": lambda a, b: ~(a >= b),
    "nlg": lambda a, b: ~((a < b) | (a > b)), "ngt": lambda a, b: ~(a > b),
    "nle": lambda a, b: ~(a <= b), "neq": lambda a, b: ~(a == b), "nlt": lambda a, b: ~(a < b),
    "tru": lambda a, b: np.ones(np.broadcast(a, b).shape, bool),
}
_ICMP = {"f": _FCMP["f"], "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
         "ne": np.not_equal, "lg": np.not_equal, "ge": np.greater_equal, "t": _FCMP["tru"]}


def _sdwa_compare_halves(mods, kind):
    """SDWA compares (VOPC_SDWA): the halves of f16 sources WORD_0/WORD_1
    select; an f32 source must be a whole DWORD (a byte or word of an f32
    is no f32)."""
    sels = [mods.get(f"src{i}_sel", "DWORD") for i in range(2)]
    if kind == "f16" and all(sel in ("WORD_0", "WORD_1", "DWORD") for sel in sels):
        return [1 if sel == "WORD_1" else 0 for sel in sels]
    if kind in ("f32", "f16") and all(sel == "DWORD" for sel in sels):
        return [0, 0]
    raise NotEmulated("SDWA byte/word select on a float compare")


@semantic(pattern=r"v_cmpx?_(?!class)[a-z]+_(f16|f32|f64|i16|i32|i64|u16|u32|u64)")
@round_aware
@sdwa_aware
def _vopc(inst, ctx):
    base = inst.mnemonic.rsplit("_", 1)[0] if inst.mnemonic.endswith(("_e32", "_e64", "_dpp", "_sdwa")) else inst.mnemonic
    sdwa = inst.mnemonic.endswith("_sdwa")
    parts = base.split("_")
    cmpx = parts[1] == "cmpx"
    op, ty = parts[2], parts[3]
    ops = _values(inst)
    mods = modifiers(inst)
    dst = ops[0]
    code = scalar_code(dst)
    srcs = ops[1:3]
    if ty.startswith("f"):
        halves = _sdwa_compare_halves(mods, ty) if sdwa else [0, 0]
        readers = [_float_reader(s, ty, halves[i]) for i, s in enumerate(srcs)]
        fn = _FCMP[op]
    else:
        bits = int(ty[1:])
        if bits == 64:
            raws = [vector_reader(s, 64) for s in srcs]
            readers = [(lambda r: (lambda st: np.asarray(r(st)).view(I64)) if ty[0] == "i" else r)(r) for r in raws]
        elif bits == 16:
            raws = [vector_reader(s) for s in srcs]
            if sdwa:
                raws = [_sdwa_source(r, s, mods.get(f"src{i}_sel")) for i, (r, s) in enumerate(zip(raws, srcs))]
            readers = [(lambda r: (lambda st: (np.asarray(r(st)) & U32(0xFFFF)).astype(U16).view(np.int16)) if ty[0] == "i"
                        else (lambda st: np.asarray(r(st)) & U32(0xFFFF)))(r) for r in raws]
        else:
            raws = [vector_reader(s) for s in srcs]
            if sdwa:
                raws = [_sdwa_source(r, s, mods.get(f"src{i}_sel")) for i, (r, s) in enumerate(zip(raws, srcs))]
            readers = [(lambda r: (lambda st: np.asarray(r(st)).view(I32)) if ty[0] == "i" else r)(r) for r in raws]
        fn = _ICMP[op]
    dpp = _Dpp(mods) if inst.mnemonic.endswith("_dpp") else None
    if dpp is not None:
        raise NotEmulated("DPP compare")

    flushed = ty if ty.startswith("f") else None

    def run(st, act):
        lanes = st.lanes(act)
        a, b = readers[0](st), readers[1](st)
        if flushed is not None and st.flush is not None and flushed in st.flush:
            # input flushing: a denormal compares as a zero of its sign
            a, b = flush_denormals(a, st.flush[flushed][0]), flush_denormals(b, st.flush[flushed][0])
        result = np.broadcast_to(fn(a, b), (st.n, 64)) & lanes
        st.write_mask(code, result, act)
        if cmpx:
            st.write_mask(EXEC, result, act)
    return run


@semantic(pattern=r"v_cmpx?_class_(f16|f32|f64)")
@round_aware
@sdwa_aware
def _cmp_class(inst, ctx):
    base = inst.mnemonic
    cmpx = "cmpx" in base
    ty = "f16" if "f16" in base else "f64" if "f64" in base else "f32"
    ops = _values(inst)
    mods = modifiers(inst)
    code = scalar_code(ops[0])
    mask_reader = vector_reader(ops[2])
    half = 0
    if base.endswith("_sdwa"):
        sel0 = mods.get("src0_sel", "DWORD")
        if not (sel0 == "DWORD" or (ty == "f16" and sel0 in ("WORD_0", "WORD_1"))):
            raise NotEmulated("SDWA byte/word select on a float compare")
        half = 1 if sel0 == "WORD_1" else 0
        mask_reader = _sdwa_source(mask_reader, ops[2], mods.get("src1_sel"))
    a = _float_reader(ops[1], ty, half)

    def run(st, act):
        x = np.broadcast_to(a(st), (st.n, 64))
        m = np.broadcast_to(np.asarray(mask_reader(st)), (st.n, 64))
        finite = np.isfinite(x)
        tiny = np.finfo(x.dtype).tiny
        # signalling NaNs have the mantissa's top bit clear (numpy keeps the
        # bits: nothing here computes on x)
        raw = x.view({2: U16, 4: U32, 8: U64}[x.dtype.itemsize])
        quiet = ((raw >> raw.dtype.type(np.finfo(x.dtype).nmant - 1)) & raw.dtype.type(1)).astype(bool)
        classes = [np.isnan(x) & ~quiet, np.isnan(x) & quiet, np.isneginf(x), finite & (x < 0) & (np.abs(x) >= tiny),
                   finite & (x < 0) & (np.abs(x) < tiny) & (x != 0), (x == 0) & np.signbit(x),
                   (x == 0) & ~np.signbit(x), finite & (x > 0) & (x < tiny), finite & (x > 0) & (x >= tiny),
                   np.isposinf(x)]
        result = np.zeros((st.n, 64), dtype=bool)
        for bit, cls in enumerate(classes):
            result |= cls & ((m >> U32(bit)) & U32(1)).astype(bool)
        result &= st.lanes(act)
        st.write_mask(code, result, act)
        if cmpx:
            st.write_mask(EXEC, result, act)
    return run


# --- packed math (VOP3P) -----------------------------------------------------------------

def _packed_f32(fn, nsrc, exact=None):
    """v_pk_*_f32 on 64-bit register pairs: lo uses op_sel, hi op_sel_hi;
    ``exact`` as for :func:`_vop_float` (directed round modes)."""
    def build(inst, ctx):
        ops = _values(inst)
        mods = modifiers(inst)
        op_sel = mods.get("op_sel", (0,) * nsrc)
        op_sel_hi = mods.get("op_sel_hi", (1,) * nsrc)
        neg_lo = mods.get("neg_lo", (0,) * nsrc)
        neg_hi = mods.get("neg_hi", (0,) * nsrc)
        srcs = ops[1:1 + nsrc]
        halves = []
        for i, op in enumerate(srcs):
            halves.append((_half32(op, op_sel[i], neg_lo[i]), _half32(op, op_sel_hi[i], neg_hi[i])))
        dst = ops[0]
        write = vector_writer(dst, 64)
        clamp = bool(mods.get("clamp"))

        def run(st, act):
            lanes = st.lanes(act)
            flush = st.flush
            modes = st.round.get("f32") if exact is not None and st.round is not None else None
            op = fn if modes is None else (lambda *v: _directed(exact, v, F32, modes))
            if flush is not None and "f32" in flush:
                fin, fout = flush["f32"]
                lo = flush_denormals(op(*[flush_denormals(h[0](st), fin) for h in halves]), fout)
                hi = flush_denormals(op(*[flush_denormals(h[1](st), fin) for h in halves]), fout)
            else:
                lo = op(*[h[0](st) for h in halves])
                hi = op(*[h[1](st) for h in halves])
            if clamp:
                lo, hi = np.clip(lo, 0, 1), np.clip(hi, 0, 1)
            r = _as_bits(lo, "f32").astype(U64) | (_as_bits(hi, "f32").astype(U64) << U64(32))
            write(st, r, lanes)
        return run
    return round_aware(build) if exact is not None else build


def _half32(op, which, neg):
    if isinstance(op, (Immediate, Literal)):
        raw = vector_reader(op)
    elif op.file in ("v", "a"):
        f, row = op.file, op.first + which
        raw = (lambda f, row: (lambda st: (st.v if f == "v" else st.a)[row]))(f, row)
    else:
        code = scalar_code(op) + which
        raw = lambda st: st.s[code][:, None]
    if neg:
        return lambda st: (np.asarray(raw(st)) ^ SIGN32).view(F32)
    return lambda st: np.asarray(raw(st)).view(F32)


semantic("v_pk_add_f32")(_packed_f32(lambda a, b: a + b, 2, _exact_add))
semantic("v_pk_mul_f32")(_packed_f32(lambda a, b: a * b, 2, _exact_mul))
semantic("v_pk_fma_f32")(_packed_f32(lambda a, b, c: _fma64(a, b, c, F32), 3, _exact_fma))
semantic("v_pk_mov_b32")(_packed_f32(lambda a, b: (a, b), 2))


@semantic("v_pk_mov_b32")
def _pk_mov(inst, ctx):
    # D.lo = S0's dword op_sel[0], D.hi = S1's dword op_sel[1]; op_sel_hi
    # has no effect (LLVM's AMDGPUISelDAGToDAG: a v2i32 shuffle becomes
    # v_pk_mov_b32 with each source's OP_SEL_0 picking its dword, OP_SEL_1
    # set "to avoid printing it"; SIInstrInfo copies 64 bits as op_sel:[0,1]).
    ops = _values(inst)
    mods = modifiers(inst)
    sel = mods.get("op_sel") or (0, 0)
    lo, hi = _half32(ops[1], sel[0], 0), _half32(ops[2], sel[1], 0)
    write = vector_writer(ops[0], 64)

    def run(st, act):
        r = np.asarray(lo(st)).view(U32).astype(U64) | (np.asarray(hi(st)).view(U32).astype(U64) << U64(32))
        write(st, r, st.lanes(act))
    return run


def _packed16(fn, nsrc, kind="f16", exact=None, round_free=False, tied=False):
    """v_pk_*_f16 / _u16 / _i16 on two 16-bit halves of one register; f16:
    MODE's f16/f64 denorm field flushes inputs and results, ``exact`` /
    ``round_free`` as for :func:`_vop_float` (directed round modes);
    ``tied``: the destination is also the last source (v_pk_fmac_f16)."""
    def build(inst, ctx):
        ops = _values(inst)
        if tied:
            ops = ops[:nsrc] + [ops[0]]
            if any(getattr(op, "modifiers", None) for op in ops) or modifiers(inst).get("omod"):
                raise NotEmulated("VOP3 source modifiers or omod on v_pk_fmac_f16")
        if inst.mnemonic.endswith("_dpp"):
            raise NotEmulated("DPP on a packed 16-bit operation")
        mods = modifiers(inst)
        op_sel = mods.get("op_sel", (0,) * nsrc)
        op_sel_hi = mods.get("op_sel_hi", (1,) * nsrc)
        neg_lo = mods.get("neg_lo", (0,) * nsrc)
        neg_hi = mods.get("neg_hi", (0,) * nsrc)
        raws = [vector_reader(op) for op in ops[1:1 + nsrc]]
        consts = [isinstance(op, (Immediate, Literal)) for op in ops[1:1 + nsrc]]
        write = vector_writer(ops[0])
        clamp = bool(mods.get("clamp"))

        def half(x, which, neg, const):
            h = (np.asarray(x) >> U32(16 * which)) & U32(0xFFFF) if not (const and which) else np.asarray(x) & U32(0xFFFF)
            h = h.astype(U16)
            if kind == "f16":
                if neg:
                    h = h ^ U16(0x8000)
                return h.view(F16)
            if kind == "bf16":
                if neg:
                    h = h ^ U16(0x8000)
                return (h.astype(U32) << U32(16)).view(F32)
            return h.view(np.int16) if kind == "i16" else h

        def pack(v):
            if kind == "f16":
                return np.asarray(v, dtype=F16).view(U16).astype(U32)
            if kind == "bf16":
                return bits_from_bf16(v)
            return np.asarray(v).astype(U16 if kind == "u16" else np.int16).view(U16).astype(U32)

        def run(st, act):
            xs = [r(st) for r in raws]
            los = [half(x, op_sel[i], neg_lo[i], consts[i]) for i, x in enumerate(xs)]
            his = [half(x, op_sel_hi[i], neg_hi[i], consts[i]) for i, x in enumerate(xs)]
            flush = st.flush if kind == "f16" else None
            if flush is not None and "f16" in flush:
                los = [flush_denormals(x, flush["f16"][0]) for x in los]
                his = [flush_denormals(x, flush["f16"][0]) for x in his]
            modes = st.round.get("f16") if exact is not None and st.round is not None else None
            if modes is not None:
                lo, hi = _directed(exact, los, F16, modes), _directed(exact, his, F16, modes)
            else:
                lo, hi = fn(*los), fn(*his)
            if flush is not None and "f16" in flush:
                lo = flush_denormals(np.asarray(lo, dtype=F16), flush["f16"][1])
                hi = flush_denormals(np.asarray(hi, dtype=F16), flush["f16"][1])
            if clamp and kind in ("f16", "bf16"):
                lo, hi = np.clip(lo, 0, 1), np.clip(hi, 0, 1)
            elif clamp:                         # integer saturation
                bounds = (0, 65535) if kind == "u16" else (-32768, 32767)
                lo, hi = (np.clip(np.asarray(v, dtype=I64), *bounds) for v in (lo, hi))
            write(st, pack(lo) | (pack(hi) << U32(16)), st.lanes(act))
        return run
    return round_aware(build) if exact is not None or round_free else build


semantic("v_pk_add_f16")(_packed16(lambda a, b: a + b, 2, exact=_exact_add))
semantic("v_pk_mul_f16")(_packed16(lambda a, b: a * b, 2, exact=_exact_mul))
semantic("v_pk_fma_f16")(_packed16(lambda a, b, c: _fma64(a, b, c, F16), 3, exact=_exact_fma))
semantic("v_pk_fmac_f16")(_packed16(lambda a, b, c: _fma64(a, b, c, F16), 3, exact=_exact_fma, tied=True))
semantic("v_pk_max_f16")(_packed16(max_num, 2, round_free=True))
semantic("v_pk_min_f16")(_packed16(min_num, 2, round_free=True))
semantic("v_pk_add_u16")(_packed16(lambda a, b: a + b, 2, "u16"))
semantic("v_pk_sub_u16")(_packed16(lambda a, b: a - b, 2, "u16"))
semantic("v_pk_mul_lo_u16")(_packed16(lambda a, b: a * b, 2, "u16"))
semantic("v_pk_lshlrev_b16")(_packed16(lambda a, b: b << (a & U16(15)), 2, "u16"))
semantic("v_pk_lshrrev_b16")(_packed16(lambda a, b: b >> (a & U16(15)), 2, "u16"))
semantic("v_pk_max_i16")(_packed16(np.maximum, 2, "i16"))
semantic("v_pk_min_i16")(_packed16(np.minimum, 2, "i16"))
semantic("v_pk_max_u16")(_packed16(np.maximum, 2, "u16"))
semantic("v_pk_min_u16")(_packed16(np.minimum, 2, "u16"))
semantic("v_pk_add_i16")(_packed16(lambda a, b: a.astype(I32) + b, 2, "i16"))
semantic("v_pk_sub_i16")(_packed16(lambda a, b: a.astype(I32) - b, 2, "i16"))
semantic("v_pk_mad_i16")(_packed16(lambda a, b, c: a.astype(I32) * b + c, 3, "i16"))
semantic("v_pk_mad_u16")(_packed16(lambda a, b, c: a.astype(np.uint32) * b + c, 3, "u16"))
semantic("v_pk_ashrrev_i16")(_packed16(lambda a, b: b >> (a & 15), 2, "i16"))
semantic("v_pk_maximum3_f16")(_packed16(lambda a, b, c: _maximum(_maximum(a, b), c), 3,
                                        round_free=True))
semantic("v_pk_minimum3_f16")(_packed16(lambda a, b, c: _minimum(_minimum(a, b), c), 3,
                                        round_free=True))


@semantic("v_dot2_f32_f16", "v_dot2_f32_bf16", "v_dot2c_f32_f16", "v_dot2c_f32_bf16")
def _dot2(inst, ctx):
    kind = "bf16" if "bf16" in inst.mnemonic else "f16"
    ops = _values(inst)
    a0, a1 = _float_reader(ops[1], kind, 0), _float_reader(ops[1], kind, 1)
    b0, b1 = _float_reader(ops[2], kind, 0), _float_reader(ops[2], kind, 1)
    c = _float_reader(ops[3] if len(ops) > 3 else ops[0], "f32")
    write = vector_writer(ops[0])
    # f16: the f32 accumulator and result are flushed to +0 whatever MODE
    # says (LLVM: fdot2_f32_f16 ignores the mode register, llvm-project PR
    # 205101), the f16 inputs follow the f16/f64 denorm field.  bf16 (fp32's
    # exponent range): inputs, accumulator and result follow the f32 field
    # (our reading; nothing documented).
    in_kind = "f16" if kind == "f16" else "f32"
    tiny = F32(np.finfo(F32).tiny)

    def run(st, act):
        xs = [a0(st), a1(st), b0(st), b1(st)]
        acc = c(st)
        flush = st.flush
        if flush is not None and in_kind in flush:
            xs = [flush_denormals(x, flush[in_kind][0]) for x in xs]
        if kind == "f16":
            acc = np.where(np.abs(acc) < tiny, F32(0), acc)
        elif flush is not None and "f32" in flush:
            acc = flush_denormals(acc, flush["f32"][0])
        # products exact in float64, their sum with acc rounded once
        r = round_exact(*sum3(xs[0].astype(F64) * xs[2], xs[1].astype(F64) * xs[3], acc.astype(F64)),
                        F32, NEAREST_EVEN)
        if kind == "f16":
            r = np.where(np.abs(r) < tiny, F32(0), r).astype(F32)
        elif flush is not None and "f32" in flush:
            r = flush_denormals(r, flush["f32"][1])
        write(st, np.asarray(r, dtype=F32).view(U32), st.lanes(act))
    return run


def _signed_add(sub: bool):
    """v_add_i32 / v_sub_i32 (VOP3): wrapping, or saturating with clamp."""
    def build(inst, ctx):
        ops = _values(inst)
        mods = modifiers(inst)
        a, b = vector_reader(ops[1]), vector_reader(ops[2])
        write = vector_writer(ops[0])
        clamp = bool(mods.get("clamp"))

        def run(st, act):
            x, y = _i(a(st)).astype(I64), _i(b(st)).astype(I64)
            r = x - y if sub else x + y
            if clamp:
                r = np.clip(r, -2 ** 31, 2 ** 31 - 1)
            write(st, (r & 0xFFFFFFFF).astype(U32), st.lanes(act))
        return run
    return build


semantic("v_add_i32")(_signed_add(False))
semantic("v_sub_i32")(_signed_add(True))


def _to_f16_toward_zero(x):
    """float32 -> float16 bits rounded toward zero (v_cvt_pkrtz)."""
    x = np.asarray(x, dtype=F32)
    h = x.astype(F16)
    over = np.abs(h.astype(F32)) > np.abs(x)
    toward = np.nextafter(h, F16(0), dtype=F16)
    h = np.where(over & np.isfinite(x), toward, h)
    h = np.where(np.isinf(h) & np.isfinite(x), np.copysign(np.finfo(F16).max, x).astype(F16), h)
    return h.view(U16).astype(U32)


semantic("v_cvt_pkrtz_f16_f32")(_convert(lambda a, b: _to_f16_toward_zero(a) | (_to_f16_toward_zero(b) << U32(16)), "f32", 2,
                                         out="pk_f16", round_free=True))


@semantic("v_pack_b32_f16")
@round_aware                                # moves bits: no rounding
def _pack_b32_f16(inst, ctx):
    # D[15:0] = S0's f16, D[31:16] = S1's f16; op_sel[0]/[1] pick the high
    # halves of the sources, neg/abs act on the sign bits (CDNA3 ISA guide,
    # V_PACK_B32_F16).  LLVM selects it only for canonical inputs
    # (PackB32Pat, is_canonicalized), so no flushing is modelled.
    ops = _values(inst)
    mods = modifiers(inst)
    if mods.get("clamp") or mods.get("omod"):
        raise NotEmulated("clamp or omod on v_pack_b32_f16")
    sel = mods.get("op_sel") or (0, 0, 0)
    if len(sel) > 2 and any(sel[2:]):
        raise NotEmulated("op_sel on the destination of v_pack_b32_f16")
    lo = _float_reader(ops[1], "f16", sel[0])
    hi = _float_reader(ops[2], "f16", sel[1])
    write = vector_writer(ops[0])

    def run(st, act):
        a = np.asarray(lo(st)).view(U16).astype(U32)
        b = np.asarray(hi(st)).view(U16).astype(U32)
        write(st, a | (b << U32(16)), st.lanes(act))
    return run


@semantic("v_cvt_pk_u8_f32")
def _cvt_pk_u8(inst, ctx):
    ops = _values(inst)
    x, sel, old = _float_reader(ops[1], "f32"), vector_reader(ops[2]), vector_reader(ops[3])
    write = vector_writer(ops[0])

    def run(st, act):
        shift = (np.asarray(sel(st)) & U32(3)) * U32(8)
        byte = np.clip(np.nan_to_num(np.rint(x(st))), 0, 255).astype(U32)
        r = (np.asarray(old(st)) & ~(U32(0xFF) << shift)) | (byte << shift)
        write(st, r, st.lanes(act))
    return run


@semantic("v_cvt_pk_f32_fp8", "v_cvt_pk_f32_bf8")
@round_aware                                # exact: no rounding
@sdwa_aware
def _cvt_pk_f32_fp8(inst, ctx):
    # two fp8 bytes of a 16-bit word (the high word with SDWA src0_sel:WORD_1
    # or op_sel) to two f32 in a register pair
    ops = _values(inst)
    mods = modifiers(inst)
    table = (E4M3 if "fp8" in inst.mnemonic.split("_f32_")[1] else E5M2).astype(F32)
    src = vector_reader(ops[1])
    sel = mods.get("src0_sel")
    op_sel = mods.get("op_sel")
    high = sel == "WORD_1" or (isinstance(op_sel, tuple) and op_sel and op_sel[0])
    if sel not in (None, "WORD_0", "WORD_1", "DWORD"):
        raise NotEmulated(f"src0_sel:{sel}")
    shift = U32(16 if high else 0)
    dst = ops[0]

    def run(st, act):
        lanes = st.lanes(act)
        word = np.asarray(src(st)) >> shift
        for i in range(2):
            value = table[(word >> U32(8 * i)) & U32(0xFF)].view(U32)
            np.copyto((st.v if dst.file == "v" else st.a)[dst.first + i], value, where=lanes)
    return run


@semantic("v_swap_b32")
def _swap(inst, ctx):
    ops = _values(inst)
    a, b = ops[0], ops[1]

    def run(st, act):
        lanes = st.lanes(act)
        x, y = st.v[a.first].copy(), st.v[b.first].copy()
        np.copyto(st.v[a.first], y, where=lanes)
        np.copyto(st.v[b.first], x, where=lanes)
    return run


@semantic("v_nop")
def _v_nop(inst, ctx):
    return lambda st, act: None


@semantic("v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32")
def _mbcnt(inst, ctx):
    # count of mask bits below the lane's position in the low (lanes 0..31)
    # or high (lanes 32..63) half, plus src1
    ops = _values(inst)
    mask, add = vector_reader(ops[1]), vector_reader(ops[2])
    write = vector_writer(ops[0])
    high = "hi" in inst.mnemonic
    position = np.arange(64) - (32 if high else 0)
    below = np.where(position > 0, (np.uint64(1) << np.clip(position, 0, 32).astype(np.uint64)) - np.uint64(1),
                     np.uint64(0))
    below = np.where(position >= 32, np.uint64(0xFFFFFFFF), below).astype(U64)

    def run(st, act):
        bits = np.broadcast_to(np.asarray(mask(st)), (st.n, 64)).astype(U64) & below[None, :]
        count = _popcount32((bits & U64(0xFFFFFFFF)).astype(U32))
        write(st, count + np.asarray(add(st)), st.lanes(act))
    return run


# --- for the other semantics modules (int16, fp64, media) --------------------------------

operand_values = _values
sdwa_source = _sdwa_source
sdwa_dest = _sdwa_dest
Dpp = _Dpp
float_reader = _float_reader
as_bits = _as_bits
vop_float = _vop_float
vop_int = _vop_int
output_modifiers = _output
fma64 = _fma64
dest_half = _dest_half
