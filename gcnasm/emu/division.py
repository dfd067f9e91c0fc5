"""The division macro's helpers: ``v_div_scale``, ``v_div_fmas`` and
``v_div_fixup`` in f32, f64 and f16 (compilers' correctly rounded division:
scale, reciprocal, Newton-Raphson steps, post-scale, fix up the special
cases).

Semantics from the AMD CDNA4 ISA guide's pseudo-code (V_DIV_SCALE_F32/F64,
V_DIV_FMAS_F32/F64, V_DIV_FIXUP_F16/F32/F64/LEGACY_F16), with one reading
of ours: the guide writes the post-scale of v_div_fmas as a fixed 2**32
(f32) / 2**64 (f64), but v_div_scale scales operands by 2**+-64 (f32) /
2**+-128 (f64) and sets VCC in two opposite cases (a quotient near overflow:
the denominator was scaled up; a quotient near underflow: the numerator
was scaled up).  The post-scale undoes whichever happened: 2**+64 when the
scaled quotient (S2, the macro's estimate) is large (exponent >= bias), else
2**-64 (f64: 128); and in v_div_fixup's overflow case the guide tests
the exponent of S1, which the earlier cases exclude: we read it as S0's
(the quotient estimate overflowed).  The tests/test_emu_triton_oracle.py division kernels
(1/1e-40, 1e30/1e-30, 1e-40/1e-40 ...) check the result against numpy.
"""

from __future__ import annotations

import numpy as np

from .access import modifiers, scalar_code, vector_writer
from .fpmode import flush_denormals
from .program import round_aware, semantic
from .state import VCC
from .vector import as_bits, dest_half, fma_f32_exact, fma_f64, float_reader, operand_values

F16, F32, F64 = np.float16, np.float32, np.float64
U32 = np.uint32

_PARAMS = {F32: (96, 23, 64, 127, 8, 23), F64: (768, 53, 128, 1023, 11, 52)}


def _exponent(x, dt):
    """The biased exponent field."""
    _, _, _, _, ebits, mbits = _PARAMS[dt]
    bits = np.asarray(x, dtype=dt).view(np.uint32 if dt is F32 else np.uint64)
    return ((bits >> (mbits)) & ((1 << ebits) - 1)).astype(np.int64)


def _denormal(x, dt):
    x = np.asarray(x)
    return (x != 0) & (np.abs(x) < np.finfo(dt).tiny)


def _tiny_quotient(num, den, dt):
    """Whether the exact quotient num / den is nonzero and below the
    smallest normal of ``dt`` (the guide's "== DENORM" test: the exact
    value, not the rounded one; 5e-324 / 3 rounds to 0 but is tiny)."""
    num, den = np.asarray(num, dtype=F64), np.asarray(den, dtype=F64)
    mn, en = np.frexp(num)
    md, ed = np.frexp(den)
    finite = np.isfinite(num) & np.isfinite(den) & (num != 0) & (den != 0)
    ratio = np.abs(np.where(finite, mn, 1.0) / np.where(finite, md, 1.0))     # in (0.5, 2)
    shift = np.clip(en - ed - int(np.log2(np.finfo(dt).tiny)), -2000, 2000)
    return finite & (np.ldexp(ratio, shift) < 1.0)


def div_scale(s0, s1, s2, dt):
    """``(D, VCC)`` of v_div_scale (the guide's pseudo-code, case by case)."""
    big, tiny_exp, k, _, _, _ = _PARAMS[dt]
    s0, s1, s2 = np.broadcast_arrays(np.asarray(s0, dt), np.asarray(s1, dt), np.asarray(s2, dt))
    up = np.ldexp(s0.astype(F64), k).astype(dt) if dt is F32 else np.ldexp(s0, k)
    down = np.ldexp(s0.astype(F64), -k).astype(dt) if dt is F32 else np.ldexp(s0, -k)
    d = s0.copy()
    vcc = np.zeros(s0.shape, dtype=bool)
    # 1 / S1 below the normal range of the operands' own format: the guide
    # writes the f32 test in f64 (never true for an f32 S1), but then x /
    # FLT_MAX went through v_rcp_f32's flushed denormal to 0 (FLT_MAX /
    # FLT_MAX = 0); LLVM's fdiv expansion, which must give 1, is the oracle
    recip_denormal = _tiny_quotient(np.ones_like(s1), s1, dt)
    quotient_denormal = _tiny_quotient(s2, s1, dt)
    done = (s2 == 0) | (s1 == 0)
    d = np.where(done, dt(np.nan), d)
    c = ~done & (_exponent(s2, dt) - _exponent(s1, dt) >= big)
    vcc |= c
    d = np.where(c & (s0 == s1), up, d)
    done |= c
    c = ~done & _denormal(s1, dt)
    d = np.where(c, up, d)
    done |= c
    c = ~done & recip_denormal & quotient_denormal
    vcc |= c
    # the guide scales the denominator up here, which overflows it (DBL_MAX
    # * 2**128) and makes the tiny quotient tinier; scaled down, the
    # estimate is normal and v_div_fmas's post-scale (2**-k: a small
    # estimate) restores it: LLVM's fdiv then gives x / DBL_MAX right
    d = np.where(c & (s0 == s1), down, d)
    done |= c
    c = ~done & recip_denormal
    d = np.where(c, down, d)
    done |= c
    c = ~done & quotient_denormal
    vcc |= c
    d = np.where(c & (s0 == s2), up, d)
    done |= c
    c = ~done & (_exponent(s2, dt) <= tiny_exp)
    d = np.where(c, up, d)
    return d.astype(dt), vcc


def div_fmas(a, b, c, vcc, dt):
    _, _, k, bias, _, _ = _PARAMS[dt]
    if dt is F64:
        r = fma_f64(a, b, c)
        scale = np.where(_exponent(c, dt) >= bias, 2.0 ** k, 2.0 ** -k)
        out = np.where(vcc, r * scale, r)
        # a post-scaled result in the denormal range is rounded once, from
        # the exact a * b + c (rounding the fma, then the scaling, can be
        # an ulp off: LLVM's fdiv of -1.52 / DBL_MAX)
        redo = vcc & (out != 0) & (np.abs(out) < np.finfo(F64).tiny)
        if redo.any():
            from fractions import Fraction
            a, b, c, scale, out = (np.array(np.broadcast_to(x, redo.shape), dtype=F64)
                                   for x in (a, b, c, scale, out))
            for i in zip(*np.nonzero(redo)):
                q = (Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))) * \
                    Fraction(float(scale[i]))
                out[i] = float(q) if q != 0 else out[i]
        return out
    # one rounding of the exact (a * b + c) * scale: the scale folded into
    # the exact float64 operands, _fma64 resolving float64 ties (a plain
    # float64 sum then rounded to f32 gave -2**31 / -FLT_MAX an ulp low)
    scale = np.where(vcc, np.where(_exponent(c, dt) >= bias, 2.0 ** k, 2.0 ** -k), 1.0)
    return fma_f32_exact(a.astype(F64) * scale, b.astype(F64), c.astype(F64) * scale)


def div_fixup(s0, s1, s2, dt):
    s0, s1, s2 = np.broadcast_arrays(np.asarray(s0, dt), np.asarray(s1, dt), np.asarray(s2, dt))
    sign = np.signbit(s1) ^ np.signbit(s2)
    inf, zero, nan = dt(np.inf), dt(0.0), dt(np.nan)
    r = np.where(sign, -np.abs(s0), np.abs(s0)).astype(dt)
    if dt is not F16:
        ebits = 150 if dt is F32 else 1075
        with np.errstate(all="ignore"):
            under = _exponent(s2, dt) - _exponent(s1, dt) < -ebits
        # the guide tests exponent(S1) == 255 here, which the cases above
        # already exclude; we read it as the quotient's (S0): an estimate
        # that overflowed to inf or NaN (1e30 / 1e-30) is an overflow
        r = np.where(~np.isfinite(s0), np.where(sign, -inf, inf), r)
        r = np.where(under, np.where(sign, -zero, zero), r)
    r = np.where((np.abs(s1) == inf) | (s2 == 0), np.where(sign, -zero, zero), r)
    r = np.where((s1 == 0) | (np.abs(s2) == inf), np.where(sign, -inf, inf), r)
    r = np.where(((s1 == 0) & (s2 == 0)) | ((np.abs(s1) == inf) & (np.abs(s2) == inf)), nan, r)
    r = np.where(np.isnan(s1), s1, r)
    r = np.where(np.isnan(s2), s2, r)
    return r.astype(dt)


def _kind(mnemonic):
    return "f64" if "f64" in mnemonic else "f16" if "f16" in mnemonic else "f32"


_DT = {"f16": F16, "f32": F32, "f64": F64}


@semantic("v_div_scale_f32", "v_div_scale_f64")
@round_aware                                  # exact scalings
def _div_scale(inst, ctx):
    kind = _kind(inst.mnemonic)
    dt = _DT[kind]
    ops = operand_values(inst)
    dst, sdst = ops[:2]
    readers = [float_reader(op, kind) for op in ops[2:5]]
    write = vector_writer(dst, 64 if kind == "f64" else 32)
    mask_code = scalar_code(sdst)

    def run(st, act):
        lanes = st.lanes(act)
        d, vcc = div_scale(*(r(st) for r in readers), dt)
        write(st, as_bits(d, kind), lanes)
        st.write_mask(mask_code, np.broadcast_to(vcc, (st.n, 64)) & lanes, act)
    return run


@semantic("v_div_fmas_f32", "v_div_fmas_f64")
def _div_fmas(inst, ctx):
    kind = _kind(inst.mnemonic)
    dt = _DT[kind]
    ops = operand_values(inst)
    readers = [float_reader(op, kind) for op in ops[1:4]]
    write = vector_writer(ops[0], 64 if kind == "f64" else 32)

    def run(st, act):
        xs = [r(st) for r in readers]
        r = div_fmas(*xs, st.read_mask(VCC), dt)
        flush = st.flush
        if flush is not None and kind in flush:                 # inputs are never flushed
            r = flush_denormals(r, flush[kind][1])
        write(st, as_bits(r, kind), st.lanes(act))
    return run


@semantic("v_div_fixup_f32", "v_div_fixup_f64", "v_div_fixup_f16", "v_div_fixup_legacy_f16")
@round_aware                                  # selects among its sources: no rounding
def _div_fixup(inst, ctx):
    kind = _kind(inst.mnemonic)
    dt = _DT[kind]
    ops = operand_values(inst)
    readers = [float_reader(op, kind) for op in ops[1:4]]
    dst = ops[0]
    write = vector_writer(dst, 64 if kind == "f64" else 32)
    hi = dest_half(inst, modifiers(inst)) if kind == "f16" else 0

    def run(st, act):
        xs = [r(st) for r in readers]
        flush = st.flush
        if flush is not None and kind in flush:
            xs = [flush_denormals(x, flush[kind][0]) for x in xs]
        b = as_bits(div_fixup(*xs, dt), kind)
        if hi:
            b = (st.v[dst.first] & U32(0xFFFF)) | (b << U32(16))
        write(st, b, st.lanes(act))
    return run
