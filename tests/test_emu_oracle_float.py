"""Float VALU opcodes, every encoded form, against exact rationals
(``fractions.Fraction``, rounded to nearest even by hand, with IEEE's
special cases written out) and Python floats for compares and exact
operations.  MODE is the test default (denormals kept, nearest even,
IEEE_MODE off).  A NaN result matches any NaN; every other result must
match bit for bit (transcendentals: within the hardware's ulp bound)."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

import numpy as np
import pytest

from emu_oracle_harness import check_valu, float_values, forms, int_values
from gcnasm.isa import decode, encode

RNG = np.random.default_rng(2324)
FMT = {16: (5, 10), 32: (8, 23), 64: (11, 52)}


# --- the number formats, independent of numpy's arithmetic ---------------------------

def fields(x, bits):
    e, m = FMT[bits]
    return x >> (bits - 1) & 1, (x >> m) & ((1 << e) - 1), x & ((1 << m) - 1)


def is_nan(x, bits):
    sign, exp, man = fields(x, bits)
    return exp == (1 << FMT[bits][0]) - 1 and man != 0


def is_inf(x, bits):
    sign, exp, man = fields(x, bits)
    return exp == (1 << FMT[bits][0]) - 1 and man == 0


def value(x, bits):
    """The exact value (Fraction) of a finite pattern."""
    e, m = FMT[bits]
    sign, exp, man = fields(x, bits)
    bias = (1 << (e - 1)) - 1
    if exp == 0:
        q = Fraction(man, 1 << m) * Fraction(2) ** (1 - bias)
    else:
        q = Fraction(man + (1 << m), 1 << m) * Fraction(2) ** (exp - bias)
    return -q if sign else q


def to_float(x, bits):
    if is_nan(x, bits):
        return math.nan
    if is_inf(x, bits):
        return -math.inf if x >> (bits - 1) else math.inf
    return float(value(x, bits))


def rne(q: Fraction) -> int:
    n, r = divmod(q.numerator, q.denominator)
    twice = 2 * r
    if twice > q.denominator or (twice == q.denominator and n & 1):
        n += 1
    return n


def round_to(q: Fraction, bits, negative_zero=False, fmt=None) -> int:
    """``q`` rounded to nearest even in the format (``fmt``: (exponent,
    mantissa) bits, bf16's (8, 7), else IEEE's for ``bits``): denormals,
    overflow to infinity; a zero result takes the sign ``negative_zero``."""
    e, m = fmt or FMT[bits]
    bias = (1 << (e - 1)) - 1
    sign = 1 if q < 0 or (q == 0 and negative_zero) else 0
    a = abs(q)
    top = sign << (bits - 1)
    if a == 0:
        return top
    exp = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** exp > a:
        exp -= 1
    exp = max(exp, 1 - bias)
    mant = rne(a / Fraction(2) ** (exp - m))
    if mant >> (m + 1):
        mant >>= 1
        exp += 1
    if exp > bias:
        return top | (((1 << e) - 1) << m)
    if mant < 1 << m:
        return top | mant
    return top | ((exp + bias) << m) | (mant - (1 << m))


NAN = object()      # "any NaN"


def inf_of(negative, bits):
    e, m = FMT[bits]
    return (int(negative) << (bits - 1)) | (((1 << e) - 1) << m)


def sign_of(x, bits):
    return x >> (bits - 1) & 1


def add(a, b, bits):
    if is_nan(a, bits) or is_nan(b, bits):
        return NAN
    if is_inf(a, bits) or is_inf(b, bits):
        if is_inf(a, bits) and is_inf(b, bits) and sign_of(a, bits) != sign_of(b, bits):
            return NAN
        return a if is_inf(a, bits) else b
    q = value(a, bits) + value(b, bits)
    return round_to(q, bits, negative_zero=sign_of(a, bits) and sign_of(b, bits))


def neg(x, bits):
    return x ^ (1 << (bits - 1))


def mul(a, b, bits):
    if is_nan(a, bits) or is_nan(b, bits):
        return NAN
    s = sign_of(a, bits) ^ sign_of(b, bits)
    if is_inf(a, bits) or is_inf(b, bits):
        other = b if is_inf(a, bits) else a
        if not is_inf(other, bits) and value(other, bits) == 0:
            return NAN
        return inf_of(s, bits)
    return round_to(value(a, bits) * value(b, bits), bits, negative_zero=s)


def fma(a, b, c, bits):
    if is_nan(a, bits) or is_nan(b, bits) or is_nan(c, bits):
        return NAN
    s = sign_of(a, bits) ^ sign_of(b, bits)
    if is_inf(a, bits) or is_inf(b, bits):
        other = b if is_inf(a, bits) else a
        if not is_inf(other, bits) and value(other, bits) == 0:
            return NAN
        if is_inf(c, bits) and sign_of(c, bits) != s:
            return NAN
        return inf_of(s, bits)
    if is_inf(c, bits):
        return c
    prod = value(a, bits) * value(b, bits)
    q = prod + value(c, bits)
    return round_to(q, bits, negative_zero=(prod == 0 and s and sign_of(c, bits)))


def as_key(x, bits):
    """Order for min/max: -0 below +0."""
    f = to_float(x, bits)
    return (f, sign_of(x, bits) == 0)


def maxnum(a, b, bits):
    if is_nan(a, bits):
        return NAN if is_nan(b, bits) else b
    if is_nan(b, bits):
        return a
    return a if as_key(a, bits) >= as_key(b, bits) else b


def minnum(a, b, bits):
    if is_nan(a, bits):
        return NAN if is_nan(b, bits) else b
    if is_nan(b, bits):
        return a
    return a if as_key(a, bits) <= as_key(b, bits) else b


def same(got, want, bits):
    if want is NAN:
        return is_nan(got, bits)
    return got == want


def _words(bits):
    """Register contents for a ``bits`` float operation: f16 in both
    halves; f64 patterns across register pairs (even, odd)."""
    if bits == 16:
        return _f16_words
    if bits == 32:
        return lambda shape: float_values(RNG, shape, 32)

    def pairs(shape):
        half = (shape[0] // 2,) + tuple(shape[1:])
        x = float_values(RNG, half, 64)
        out = np.empty(shape, dtype=np.uint64)
        out[0::2] = x & np.uint64(0xFFFFFFFF)
        out[1::2] = x >> np.uint64(32)
        return out
    return pairs


def _low16(oracle):
    """A 16-bit operation reads the low half of each source register."""
    return lambda *xs: oracle(*[x & 0xFFFF for x in xs])


def _check(inst, oracle, bits, values=None, **kw):
    width = bits if bits == 16 else None
    if bits == 16:
        oracle = _low16(oracle)
    check_valu(inst, oracle, RNG, values or _words(bits), width=width,
               compare=lambda g, w, b=bits: same(g, w, b), **kw)


def _f16_words(shape):
    lo = float_values(RNG, shape, 16)
    hi = float_values(RNG, shape, 16)
    return lo | hi << np.uint64(16)


def _params(names, make):
    out = []
    for name in names:
        for family, inst in forms(name):
            out.append(pytest.param(inst, make(name), id=f"{family}:{inst.mnemonic}"))
    return out


def _bits_of(name):
    return 16 if "f16" in name else 64 if "f64" in name else 32


def _arith(name):
    bits = _bits_of(name)
    base = name.split("_")[1]
    if base == "add":
        return lambda a, b: add(a, b, bits)
    if base == "sub":
        return lambda a, b: add(a, neg(b, bits), bits)
    if base == "subrev":
        return lambda a, b: add(b, neg(a, bits), bits)
    if base == "mul":
        return lambda a, b: mul(a, b, bits)
    if base == "fma":
        return lambda a, b, c: fma(a, b, c, bits)
    if base in ("fmac", "mac"):         # the destination is the addend
        return lambda d, a, b: fma(a, b, d, bits)
    if base == "max":
        return lambda a, b: maxnum(a, b, bits)
    if base == "min":
        return lambda a, b: minnum(a, b, bits)
    raise KeyError(name)


ARITH = [f"v_{op}_{t}" for op in ("add", "sub", "mul", "max", "min") for t in ("f16", "f32", "f64")] + \
    [f"v_subrev_{t}" for t in ("f16", "f32")] + ["v_fma_f16", "v_fma_f32", "v_fma_f64", "v_fmac_f32",
                                                  "v_fmac_f64"]
ARITH = [n for n in ARITH if n not in ("v_sub_f64",)]


@pytest.mark.parametrize("inst,oracle", _params(ARITH, _arith))
def test_float_arithmetic_against_exact_rationals(inst, oracle):
    _check(inst, oracle, _bits_of(inst.mnemonic))


def test_fmamk_fmaak_with_literals():
    for k in (0x40490FDB, 0x3F800000, 0xBF000000, 0x00000001, 0x7F7FFFFF):
        _check(decode(encode(f"v_fmamk_f32 v4, v2, {k:#x}, v6"), 0), lambda a, b, k=k: fma(a, k, b, 32), 32)
        _check(decode(encode(f"v_fmaak_f32 v4, v2, v6, {k:#x}"), 0), lambda a, b, k=k: fma(a, b, k, 32), 32)


def _three(name):
    bits = _bits_of(name)
    if name.startswith("v_max3"):
        return lambda a, b, c: _fold(maxnum, (a, b, c), bits)
    if name.startswith("v_min3"):
        return lambda a, b, c: _fold(minnum, (a, b, c), bits)
    if name.startswith("v_med3"):
        return lambda a, b, c: med3(a, b, c, bits)
    if name.startswith("v_maximum3"):
        return lambda a, b, c: _ieee_minmax(max, (a, b, c), bits)
    if name.startswith("v_minimum3"):
        return lambda a, b, c: _ieee_minmax(min, (a, b, c), bits)
    raise KeyError(name)


def _fold(f, xs, bits):
    """f(f(x0, x1), x2), a NaN operand giving the other."""
    r = xs[0]
    for x in xs[1:]:
        if r is NAN or is_nan(r, bits):
            r = NAN if is_nan(x, bits) else x
        else:
            r = f(r, x, bits)
    return r


def med3(a, b, c, bits):
    """CDNA4 guide, V_MED3_F32: with a NaN source, the min3 of the sources;
    else the middle one (-0 below +0)."""
    if any(is_nan(x, bits) for x in (a, b, c)):
        return _fold(minnum, (a, b, c), bits)
    return sorted((a, b, c), key=lambda x: as_key(x, bits))[1]


def _ieee_minmax(f, xs, bits):
    """v_minimum3/v_maximum3: IEEE 754-2019 minimum/maximum, NaN wins."""
    if any(is_nan(x, bits) for x in xs):
        return NAN
    return f(xs, key=lambda x: as_key(x, bits))


THREE = [f"v_{op}3_{t}" for op in ("max", "min", "med") for t in ("f16", "f32")] + \
    ["v_maximum3_f32", "v_minimum3_f32"]


@pytest.mark.parametrize("inst,oracle", _params(THREE, _three))
def test_float_min_max_med3_every_form(inst, oracle):
    _check(inst, oracle, _bits_of(inst.mnemonic))


# --- compares and class ----------------------------------------------------------------

FCMP = {
    "f": lambda a, b: False, "lt": lambda a, b: a < b, "eq": lambda a, b: a == b,
    "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "lg": lambda a, b: a < b or a > b,
    "ge": lambda a, b: a >= b, "o": lambda a, b: a == a and b == b,
    "u": lambda a, b: a != a or b != b, "nge": lambda a, b: not a >= b, "nlg": lambda a, b: not (a < b or a > b),
    "ngt": lambda a, b: not a > b, "nle": lambda a, b: not a <= b, "neq": lambda a, b: not a == b,
    "nlt": lambda a, b: not a < b, "tru": lambda a, b: True}


def class_bits(x, bits):
    """v_cmp_class: the ten classes of the ISA guide, bit 0 signalling NaN
    .. bit 9 +infinity."""
    e, m = FMT[bits]
    sign, exp, man = fields(x, bits)
    if is_nan(x, bits):
        return 1 if man >> (m - 1) else 0
    if is_inf(x, bits):
        return 2 if sign else 9
    if exp == 0:
        return (5 if sign else 6) if man == 0 else (4 if sign else 7)
    return 3 if sign else 8


def _compare(name):
    bits = _bits_of(name)
    op = name.split("_")[2]
    if op == "class":
        return lambda a, mask: bool((mask >> class_bits(a, bits)) & 1)
    return lambda a, b: FCMP[op](to_float(a, bits), to_float(b, bits))


FCOMPARES = [f"v_{x}_{op}_{t}" for x in ("cmp", "cmpx") for op in list(FCMP) + ["class"]
             for t in ("f16", "f32", "f64")]


@pytest.mark.parametrize("inst,oracle", _params(FCOMPARES, _compare))
def test_float_compares_and_class_every_form(inst, oracle):
    bits = _bits_of(inst.mnemonic)
    if "class" in inst.mnemonic:
        vals = float_values(RNG, (4, 64), bits)
        masks = int_values(RNG, (4, 64), 32) & np.uint64(0x3FF)
        check_valu(inst, _low16(oracle) if bits == 16 else oracle, RNG,
                   lambda shape: float_values(RNG, shape, 32), sources=[vals, masks],
                   ties=False)
        return
    check_valu(inst, _low16(oracle) if bits == 16 else oracle, RNG, _words(bits))


# --- unary: rounding to integers, fract, frexp, conversions ---------------------------

def _floor_like(f):
    """floor/ceil/trunc/rndne on the exact value; a zero result keeps the
    source's sign; NaN and infinities pass."""
    def op(x, bits):
        if is_nan(x, bits):
            return NAN
        if is_inf(x, bits):
            return x
        q = value(x, bits)
        return round_to(Fraction(f(q)), bits, negative_zero=sign_of(x, bits))
    return op


def _rndne(q):
    return rne(q) if q >= 0 else -rne(-q)


ROUNDERS = {"floor": _floor_like(math.floor), "ceil": _floor_like(math.ceil),
            "trunc": _floor_like(math.trunc), "rndne": _floor_like(_rndne)}


def fract(x, bits):
    """x - floor(x), below 1 (CDNA4 guide, V_FRACT_*: the result is clamped
    to the largest value below 1); infinities give NaN."""
    if is_nan(x, bits) or is_inf(x, bits):
        return NAN
    q = value(x, bits)
    r = round_to(q - math.floor(q), bits)
    one = round_to(Fraction(1), bits)
    return min(r, one - 1) if sign_of(r, bits) == 0 else r


def frexp_parts(x, bits):
    """(mantissa, exponent) as C frexp: +-[0.5, 1) * 2^e, denormals
    normalised; zero: (x, 0); NaN/inf: (x, 0) (CDNA4 guide, V_FREXP_*)."""
    if is_nan(x, bits) or is_inf(x, bits):
        return (NAN if is_nan(x, bits) else x), 0
    q = value(x, bits)
    if q == 0:
        return x, 0
    a = abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length() + 1
    while a / Fraction(2) ** e >= 1:
        e += 1
    while a / Fraction(2) ** e < Fraction(1, 2):
        e -= 1
    return round_to(q / Fraction(2) ** e, bits), e


def _unary(name):
    bits = _bits_of(name)
    op = name.split("_")[1]
    if op in ROUNDERS:
        return lambda x: ROUNDERS[op](x, bits)
    if op == "fract":
        return lambda x: fract(x, bits)
    if name.startswith("v_frexp_mant"):
        return lambda x: frexp_parts(x, bits)[0]
    if name.startswith("v_frexp_exp"):
        return lambda x: frexp_parts(x, bits)[1] & 0xFFFFFFFF
    raise KeyError(name)


UNARY = [f"v_{op}_{t}" for op in ("floor", "ceil", "trunc", "rndne", "fract") for t in ("f16", "f32", "f64")] + \
    ["v_frexp_mant_f16", "v_frexp_mant_f32", "v_frexp_mant_f64", "v_frexp_exp_i16_f16",
     "v_frexp_exp_i32_f32", "v_frexp_exp_i32_f64"]


@pytest.mark.parametrize("inst,oracle", _params(UNARY, _unary))
def test_float_unary_every_form(inst, oracle):
    bits = _bits_of(inst.mnemonic)
    exp_out = "frexp_exp" in inst.mnemonic
    if exp_out:         # an integer result: compare exactly (i16: the low half)
        check_valu(inst, _low16(oracle) if bits == 16 else oracle, RNG, _words(bits),
                   width=16 if bits == 16 else None)
    else:
        _check(inst, oracle, bits)


def sat_int(q, lo, hi):
    return max(lo, min(hi, q))


def f2i(x, bits, lo, hi, how=math.trunc):
    """Float to integer: NaN gives 0, out of range saturates (CDNA4 guide,
    V_CVT_I32_F32 and kin)."""
    if is_nan(x, bits):
        return 0
    if is_inf(x, bits):
        return hi if sign_of(x, bits) == 0 else lo
    return sat_int(how(value(x, bits)), lo, hi)


CONVERSIONS = {
    "v_cvt_f32_i32": (32, lambda x: round_to(Fraction(x - (1 << 32) if x >> 31 else x), 32)),
    "v_cvt_f32_u32": (32, lambda x: round_to(Fraction(x), 32)),
    "v_cvt_f64_i32": (32, lambda x: round_to(Fraction(x - (1 << 32) if x >> 31 else x), 64)),
    "v_cvt_f64_u32": (32, lambda x: round_to(Fraction(x), 64)),
    "v_cvt_i32_f32": (32, lambda x: f2i(x, 32, -2 ** 31, 2 ** 31 - 1) & 0xFFFFFFFF),
    "v_cvt_u32_f32": (32, lambda x: f2i(x, 32, 0, 2 ** 32 - 1)),
    "v_cvt_i32_f64": (64, lambda x: f2i(x, 64, -2 ** 31, 2 ** 31 - 1) & 0xFFFFFFFF),
    "v_cvt_u32_f64": (64, lambda x: f2i(x, 64, 0, 2 ** 32 - 1)),
    "v_cvt_flr_i32_f32": (32, lambda x: f2i(x, 32, -2 ** 31, 2 ** 31 - 1, math.floor) & 0xFFFFFFFF),
    "v_cvt_rpi_i32_f32": (32, lambda x: f2i(x, 32, -2 ** 31, 2 ** 31 - 1,
                                            lambda q: math.floor(q + Fraction(1, 2))) & 0xFFFFFFFF),
    "v_cvt_f32_f64": (64, lambda x: NAN if is_nan(x, 64) else inf_of(sign_of(x, 64), 32) if is_inf(x, 64)
                      else round_to(value(x, 64), 32, negative_zero=sign_of(x, 64))),
    "v_cvt_f64_f32": (32, lambda x: NAN if is_nan(x, 32) else inf_of(sign_of(x, 32), 64) if is_inf(x, 32)
                      else round_to(value(x, 32), 64, negative_zero=sign_of(x, 32))),
    "v_cvt_f16_f32": (32, lambda x: NAN if is_nan(x, 32) else inf_of(sign_of(x, 32), 16) if is_inf(x, 32)
                      else round_to(value(x, 32), 16, negative_zero=sign_of(x, 32))),
    "v_cvt_f32_f16": (16, lambda x: NAN if is_nan(x, 16) else inf_of(sign_of(x, 16), 32) if is_inf(x, 16)
                      else round_to(value(x, 16), 32, negative_zero=sign_of(x, 16))),
    "v_cvt_f16_u16": (16, lambda x: round_to(Fraction(x & 0xFFFF), 16)),
    "v_cvt_f16_i16": (16, lambda x: round_to(Fraction((x & 0xFFFF) - (1 << 16) if x & 0x8000 else x & 0xFFFF), 16)),
    "v_cvt_u16_f16": (16, lambda x: f2i(x, 16, 0, 0xFFFF)),
    "v_cvt_i16_f16": (16, lambda x: f2i(x, 16, -2 ** 15, 2 ** 15 - 1) & 0xFFFF),
    "v_cvt_f32_bf16": (None, lambda x: (x & 0xFFFF) << 16),
    "v_cvt_f32_ubyte0": (None, lambda x: round_to(Fraction(x & 0xFF), 32)),
    "v_cvt_f32_ubyte1": (None, lambda x: round_to(Fraction((x >> 8) & 0xFF), 32)),
    "v_cvt_f32_ubyte2": (None, lambda x: round_to(Fraction((x >> 16) & 0xFF), 32)),
    "v_cvt_f32_ubyte3": (None, lambda x: round_to(Fraction(x >> 24), 32)),
}


FMT_BITS = {"f16": 16, "f32": 32, "f64": 64}


def _conversion(name):
    src_bits, fn = CONVERSIONS[name]
    return (lambda x: fn(x & 0xFFFF)) if src_bits == 16 else fn


@pytest.mark.parametrize("inst,oracle", _params(list(CONVERSIONS), _conversion))
def test_conversions_every_form(inst, oracle):
    name = inst.mnemonic.rsplit("_e32", 1)[0].rsplit("_e64", 1)[0].rsplit("_sdwa", 1)[0].rsplit("_dpp", 1)[0]
    src_bits = CONVERSIONS[name][0]
    out_bits = 16 if "_f16_" in name + "_" and name.startswith("v_cvt_f16") else \
        64 if name.startswith("v_cvt_f64") else 16 if name in ("v_cvt_u16_f16", "v_cvt_i16_f16") else 32
    src = name.rsplit("_", 1)[1]
    values = _words(FMT_BITS[src]) if src in FMT_BITS else (lambda shape: int_values(RNG, shape))
    float_out = name.startswith(("v_cvt_f32", "v_cvt_f64", "v_cvt_f16"))
    check_valu(inst, oracle, RNG, values, width=16 if out_bits == 16 else None,
               compare=(lambda g, w, b=out_bits: same(g, w, b)) if float_out else None)


# --- transcendentals: within the hardware's 1 ulp (LLVM AMDGPUUsage) ------------------

ANY = object()      # no claim (outside the instruction's documented domain)


def near(got, want, bits, ulps=1):
    """``got`` within ``ulps`` of the exact real value ``want`` (a float or
    Fraction; NAN; ANY), by the format's ordering of bit patterns."""
    if want is ANY:
        return True
    if want is NAN:
        return is_nan(got, bits)
    if is_nan(got, bits):
        return False
    if isinstance(want, int):
        return got == want
    target = want if isinstance(want, Fraction) else None
    if target is None:
        if math.isinf(want):
            return got == inf_of(want < 0, bits)
        target = Fraction(want)
    r = round_to(target, bits, negative_zero=target == 0 and math.copysign(1, float(want)) < 0)

    def ordinal(x):
        mag = x & ((1 << (bits - 1)) - 1)
        return -mag if sign_of(x, bits) else mag
    return abs(ordinal(got) - ordinal(r)) <= ulps


def is_denormal(x, bits):
    sign, exp, man = fields(x, bits)
    return exp == 0 and man != 0


def _trans(name):
    bits = _bits_of(name)
    op = name.split("_")[1]
    flush = bits == 32          # the f32 unit neither takes nor makes denormals (docs/emu.md)
    tiny = Fraction(2) ** -126

    def out(y):
        """Flush an f32 result below the normal range to a zero of its sign."""
        if flush and isinstance(y, (Fraction, float)) and not (isinstance(y, float) and math.isinf(y)) \
                and 0 < abs(y) < tiny * (1 - Fraction(1, 1 << 25)):
            return -0.0 if y < 0 else 0.0
        return y

    def fn(x):
        if is_nan(x, bits):
            return NAN
        neg = sign_of(x, bits)
        if is_inf(x, bits):
            return {"rcp": -0.0 if neg else 0.0, "rsq": NAN if neg else 0.0,
                    "sqrt": NAN if neg else math.inf, "exp": 0.0 if neg else math.inf,
                    "log": NAN if neg else math.inf, "sin": NAN, "cos": NAN}[op]
        q = value(x, bits)
        if flush and is_denormal(x, bits):
            q = Fraction(0)
        if op == "rcp":
            return (-math.inf if neg else math.inf) if q == 0 else out(1 / q)
        if op in ("sqrt", "rsq"):
            if q < 0:
                return NAN
            if q == 0:
                return (-0.0 if neg else 0.0) if op == "sqrt" else (-math.inf if neg else math.inf)
            root = _sqrt_fraction(q)
            return root if op == "sqrt" else out(1 / root)
        if op == "exp":
            return out(Fraction(2 ** float(q)) if abs(q) < 1100 else (math.inf if q > 0 else 0.0)) \
                if 2 ** float(min(q, 1023)) != math.inf else math.inf
        if op == "log":
            if q < 0:
                return NAN
            return -math.inf if q == 0 else math.log2(q) if bits != 64 else math.log2(q)
        if op in ("sin", "cos"):
            if abs(q) >= 256:
                return ANY
            turn = q - math.floor(q)            # exact reduction to one revolution
            y = (math.sin if op == "sin" else math.cos)(2 * math.pi * float(turn))
            return ANY if abs(y) < 2 ** -20 else y      # near a zero the phase's rounding dominates
        raise KeyError(name)
    return fn


def _sqrt_fraction(q):
    """sqrt(q) to 120 bits."""
    k = 120 + max(0, (q.denominator.bit_length() - q.numerator.bit_length()) // 2 + 1)
    n = math.isqrt((q.numerator << (2 * k)) // q.denominator)
    return Fraction(n, 1 << k)


TRANS = [f"v_{op}_{t}" for op in ("rcp", "rsq", "sqrt") for t in ("f16", "f32", "f64")] + \
    [f"v_{op}_{t}" for op in ("exp", "log", "sin", "cos") for t in ("f16", "f32")] + ["v_rcp_iflag_f32"]


@pytest.mark.parametrize("inst,oracle", _params(TRANS, _trans))
def test_transcendentals_within_one_ulp(inst, oracle):
    bits = _bits_of(inst.mnemonic)
    ulps = 2 if inst.mnemonic.startswith(("v_sin", "v_cos")) else 1
    check_valu(inst, _low16(oracle) if bits == 16 else oracle, RNG, _words(bits),
               width=16 if bits == 16 else None, compare=lambda g, w: near(g, w, bits, ulps))


# --- packed (VOP3P): each half by op_sel / op_sel_hi ------------------------------------

def _s16(x):
    return x - 0x10000 if x & 0x8000 else x


PK16 = {
    "v_pk_add_u16": lambda a, b: a + b, "v_pk_add_i16": lambda a, b: a + b,
    "v_pk_sub_u16": lambda a, b: a - b, "v_pk_sub_i16": lambda a, b: a - b,
    "v_pk_mul_lo_u16": lambda a, b: a * b,
    "v_pk_lshlrev_b16": lambda a, b: b << (a & 15), "v_pk_lshrrev_b16": lambda a, b: b >> (a & 15),
    "v_pk_ashrrev_i16": lambda a, b: _s16(b) >> (a & 15),
    "v_pk_max_u16": max, "v_pk_min_u16": min,
    "v_pk_max_i16": lambda a, b: max(_s16(a), _s16(b)), "v_pk_min_i16": lambda a, b: min(_s16(a), _s16(b)),
    "v_pk_mad_u16": lambda a, b, c: a * b + c, "v_pk_mad_i16": lambda a, b, c: _s16(a) * _s16(b) + _s16(c),
    "v_pk_add_f16": lambda a, b: add(a, b, 16), "v_pk_mul_f16": lambda a, b: mul(a, b, 16),
    "v_pk_fma_f16": lambda a, b, c: fma(a, b, c, 16),
    "v_pk_max_f16": lambda a, b: maxnum(a, b, 16), "v_pk_min_f16": lambda a, b: minnum(a, b, 16),
    "v_pk_maximum3_f16": lambda a, b, c: _ieee_minmax(max, (a, b, c), 16),
    "v_pk_minimum3_f16": lambda a, b, c: _ieee_minmax(min, (a, b, c), 16),
}
PK32 = {"v_pk_add_f32": lambda a, b: add(a, b, 32), "v_pk_mul_f32": lambda a, b: mul(a, b, 32),
        "v_pk_fma_f32": lambda a, b, c: fma(a, b, c, 32)}


def _mods(inst, n):
    mods = {op.name: op.value for op in inst.operands if hasattr(op, "name")}
    return tuple(mods.get("op_sel", (0,) * n)), tuple(mods.get("op_sel_hi", (1,) * n))


def _packed_oracle(inst, fn, n, half_bits):
    sel, sel_hi = _mods(inst, n)
    m = (1 << half_bits) - 1

    def oracle(*xs):
        out = []
        for h, s in ((0, sel), (1, sel_hi)):
            r = fn(*[(x >> (half_bits * s[i])) & m for i, x in enumerate(xs)])
            out.append(r if r is NAN else r & m)
        return tuple(out)
    return oracle


def _packed_same(half_bits, floaty):
    def cmp(got, want):
        for h, w in enumerate(want):
            g = (got >> (half_bits * h)) & ((1 << half_bits) - 1)
            if w is NAN:
                if not is_nan(g, half_bits):
                    return False
            elif g != w:
                return False
        return True
    return cmp


def _packed_cases():
    out = []
    for table, half in ((PK16, 16), (PK32, 32)):
        for name, fn in table.items():
            n = fn.__code__.co_argcount if hasattr(fn, "__code__") else 2
            insts = [inst for _, inst in forms(name)]
            srcs = ", ".join(f"v[{2 + 4 * i}:{3 + 4 * i}]" if half == 32 else f"v{2 + 4 * i}" for i in range(n))
            dst = "v[20:21]" if half == 32 else "v20"
            for mods in ("", f" op_sel:[{','.join('1' if i == 0 else '0' for i in range(n))}] "
                             f"op_sel_hi:[{','.join('0' if i == 0 else '1' for i in range(n))}]"):
                insts.append(decode(encode(f"{name} {dst}, {srcs}{mods}"), 0))
            for inst in insts:
                out.append(pytest.param(inst, fn, n, half, id=inst.text.replace(" ", "_")))
    return out


@pytest.mark.parametrize("inst,fn,n,half", _packed_cases())
def test_packed_ops_each_half_by_op_sel(inst, fn, n, half):
    floaty = "_f16" in inst.mnemonic or "_f32" in inst.mnemonic
    packed = (lambda shape: _words(32)(shape) if half == 32 else _f16_words(shape)) if floaty else \
        (lambda shape: int_values(RNG, shape))
    check_valu(inst, _packed_oracle(inst, fn, n, half), RNG, packed,
               compare=lambda g, w: _packed_same(half, floaty)(g, w) if isinstance(w, tuple) else False)


# --- division: LLVM's own expansion of fdiv must give the correctly rounded quotient ---

# llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O2 on "fdiv double/float/half"
# (LLVM 22.1.8; IEEE denormals: the default), the kernel arguments moved to
# VGPRs so every lane divides its own pair: a in v20.., b in v22.. (f16: a | b << 16
# in v20, b in v21).
DIV_SEQUENCES = {
    64: ["v_mov_b64_e32 v[0:1], v[20:21]",
         "v_div_scale_f64 v[2:3], s[4:5], v[22:23], v[22:23], v[0:1]",
         "v_rcp_f64_e32 v[4:5], v[2:3]",
         "v_mov_b64_e32 v[6:7], v[22:23]",
         "v_div_scale_f64 v[6:7], vcc, v[20:21], v[6:7], v[20:21]",
         "v_fma_f64 v[8:9], -v[2:3], v[4:5], 1.0",
         "v_fmac_f64_e32 v[4:5], v[4:5], v[8:9]",
         "v_fma_f64 v[8:9], -v[2:3], v[4:5], 1.0",
         "v_fmac_f64_e32 v[4:5], v[4:5], v[8:9]",
         "v_mul_f64 v[8:9], v[6:7], v[4:5]",
         "v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]",
         "v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]",
         "v_div_fixup_f64 v[0:1], v[2:3], v[22:23], v[0:1]"],
    32: ["v_mov_b32_e32 v1, v20",
         "v_div_scale_f32 v2, s[4:5], v22, v22, v1",
         "v_rcp_f32_e32 v3, v2",
         "v_mov_b32_e32 v4, v22",
         "v_div_scale_f32 v4, vcc, v20, v4, v20",
         "v_fma_f32 v5, -v2, v3, 1.0",
         "v_fmac_f32_e32 v3, v5, v3",
         "v_mul_f32_e32 v5, v4, v3",
         "v_fma_f32 v6, -v2, v5, v4",
         "v_fmac_f32_e32 v5, v6, v3",
         "v_fma_f32 v2, -v2, v5, v4",
         "v_div_fmas_f32 v2, v2, v3, v5",
         "v_div_fixup_f32 v0, v2, v22, v1"],
    16: ["v_cvt_f32_f16_e32 v0, v21",
         "v_cvt_f32_f16_e32 v1, v20",
         "v_rcp_f32_e32 v0, v0",
         "v_mul_f32_e32 v1, v1, v0",
         "v_fma_mix_f32 v2, -v20, v1, v20 op_sel:[1,0,0] op_sel_hi:[1,0,1]",
         "v_fmac_f32_e32 v1, v2, v0",
         "v_fma_mix_f32 v2, -v20, v1, v20 op_sel:[1,0,0] op_sel_hi:[1,0,1]",
         "v_mul_f32_e32 v0, v2, v0",
         "v_and_b32_e32 v0, 0xff800000, v0",
         "v_add_f32_e32 v0, v0, v1",
         "v_cvt_f16_f32_e32 v0, v0",
         "v_mov_b32_e32 v2, v20",
         "v_div_fixup_f16 v0, v0, v21, v2"],
}
# v_div_fixup_legacy_f16 is LLVM's gfx8 V_DIV_FIXUP_F16 at its gfx9 opcode
# (VOP3Instructions.td: VOP3_F16_Real_gfx9 <0x1ef, "V_DIV_FIXUP_F16", ...)):
# the same fixup, writing {16'0, result}
DIV_SEQUENCES["16-legacy"] = DIV_SEQUENCES[16][:-1] + ["v_div_fixup_legacy_f16 v0, v0, v21, v2"]


def divide(a, b, bits):
    """IEEE a / b, correctly rounded."""
    if is_nan(a, bits) or is_nan(b, bits):
        return NAN
    s = sign_of(a, bits) ^ sign_of(b, bits)
    if is_inf(a, bits):
        return NAN if is_inf(b, bits) else inf_of(s, bits)
    if is_inf(b, bits):
        return s << (bits - 1)
    qa, qb = value(a, bits), value(b, bits)
    if qb == 0:
        return NAN if qa == 0 else inf_of(s, bits)
    return round_to(qa / qb, bits, negative_zero=s)


def _division_pairs(bits, n):
    a = float_values(RNG, (n,), bits)
    b = float_values(RNG, (n,), bits)
    # extremes: denormal divisors, overflowing and underflowing quotients
    dt = {16: np.float16, 32: np.float32, 64: np.float64}[bits]
    ut = {16: np.uint16, 32: np.uint32, 64: np.uint64}[bits]
    fi = np.finfo(dt)
    ext = np.array([fi.max, fi.tiny, fi.smallest_subnormal, 1.0, 3.0, -7.5, fi.eps], dtype=dt).view(ut)
    k = n // 4
    a[:k] = RNG.choice(ext, k)
    b[:k] = RNG.choice(ext, k)
    return a, b


@pytest.mark.parametrize("bits", [16, 32, 64, "16-legacy"])
def test_llvm_fdiv_expansion_is_correctly_rounded(bits):
    """Covers v_div_scale/div_fmas/div_fixup (and v_fma_mix_f32, v_rcp) by
    the property LLVM's expansion promises: IEEE division, 0.5 ulp."""
    from emu_oracle_harness import execute as run_code
    sequence = DIV_SEQUENCES[bits]
    legacy = bits == "16-legacy"
    bits = 16 if legacy else bits
    waves = 16
    a, b = _division_pairs(bits, waves * 64)
    a, b = a.reshape(waves, 64), b.reshape(waves, 64)
    code = b"".join(encode(line) for line in sequence)

    def setup(st):
        from gcnasm.emu.state import EXEC
        st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
        if bits == 64:
            for reg, x in ((20, a), (22, b)):
                st.v[reg] = (x & np.uint64(0xFFFFFFFF)).astype(np.uint32)
                st.v[reg + 1] = (x >> np.uint64(32)).astype(np.uint32)
        elif bits == 32:
            st.v[20], st.v[22] = a.astype(np.uint32), b.astype(np.uint32)
        else:
            st.v[20] = (a | (b << np.uint64(16))).astype(np.uint32)
            st.v[21] = b.astype(np.uint32)
    st = run_code(code, setup, waves)
    if bits == 64:
        got = st.v[0].astype(np.uint64) | (st.v[1].astype(np.uint64) << np.uint64(32))
    else:
        got = st.v[0].astype(np.uint64) & np.uint64((1 << bits) - 1)
        if legacy:
            assert not (st.v[0] >> 16).any(), "v_div_fixup_legacy_f16 writes {16'0, result}"
    bad = []
    for w in range(waves):
        for lane in range(64):
            x, y, g = int(a[w, lane]), int(b[w, lane]), int(got[w, lane])
            if not same(g, divide(x, y, bits), bits):
                bad.append((hex(x), hex(y), hex(g), divide(x, y, bits)))
    assert not bad, bad[:8]


def test_fma_f64_with_a_product_next_to_dbl_max():
    """The residual step of DBL_MAX / 5.17 in LLVM's f64 fdiv: -den * q +
    DBL_MAX with den * q just below DBL_MAX.  TwoProduct's split halves
    overflowed there and the fma fell back to a float64 product and sum
    (2^971 where the exact residual is 1.19e292, so the quotient came out 1
    ulp high)."""
    from emu_oracle_harness import execute as run_code
    den, q, num = 0xC814AE1DB1051461, 0x77C8C20FB5FE269C, 0x7FEFFFFFFFFFFFFF

    def setup(st):
        from gcnasm.emu.state import EXEC
        st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
        for reg, x in ((2, den), (4, q), (6, num)):
            st.v[reg], st.v[reg + 1] = x & 0xFFFFFFFF, x >> 32
    st = run_code(encode("v_fma_f64 v[8:9], v[2:3], v[4:5], v[6:7]"), setup, 1)
    got = int(st.v[8, 0, 0]) | int(st.v[9, 0, 0]) << 32
    assert got == fma(den, q, num, 64), (hex(got), hex(fma(den, q, num, 64)))


def test_fdiv_f64_of_dbl_max():
    from emu_oracle_harness import execute as run_code
    a, b = 0x7FEFFFFFFFFFFFFF, 0x4014AE1DB1051461

    def setup(st):
        from gcnasm.emu.state import EXEC
        st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
        for reg, x in ((20, a), (22, b)):
            st.v[reg], st.v[reg + 1] = x & 0xFFFFFFFF, x >> 32
    st = run_code(b"".join(encode(line) for line in DIV_SEQUENCES[64]), setup, 1)
    got = int(st.v[0, 0, 0]) | int(st.v[1, 0, 0]) << 32
    assert got == divide(a, b, 64)


# --- the rest of the float VALU: legacy multiply, ldexp, f16 mad/mac, fp8 decodes ------

def mul_legacy(a, b):
    """CDNA4 guide, V_MUL_LEGACY_F32: a zero operand gives +0 (even with
    inf or NaN), else IEEE multiply."""
    if (not is_nan(a, 32) and not is_inf(a, 32) and value(a, 32) == 0) or \
            (not is_nan(b, 32) and not is_inf(b, 32) and value(b, 32) == 0):
        return 0
    return mul(a, b, 32)


def ldexp(x, n, bits):
    if is_nan(x, bits):
        return NAN
    if is_inf(x, bits):
        return x
    n = max(-4000, min(4000, n))      # beyond the whole f64 range (2^-1074 .. 2^1024) either way
    return round_to(value(x, bits) * Fraction(2) ** n, bits, negative_zero=sign_of(x, bits))


def mad_unfused(a, b, c, bits):
    p = mul(a, b, bits)
    return NAN if p is NAN else add(p, c, bits)


def _misc(name):
    if name == "v_mul_legacy_f32":
        return lambda a, b: mul_legacy(a, b)
    if name == "v_ldexp_f64":
        return lambda x, n: ldexp(x, n - (1 << 32) if n >> 31 else n, 64)
    if name == "v_ldexp_f16":       # S1.i16 (CDNA4 guide, V_LDEXP_F16)
        return lambda x, n: ldexp(x & 0xFFFF, _s16(n & 0xFFFF), 16)
    if name in ("v_fma_legacy_f16",):
        return lambda a, b, c: fma(a & 0xFFFF, b & 0xFFFF, c & 0xFFFF, 16)
    raise KeyError(name)


MISC = ["v_mul_legacy_f32", "v_ldexp_f64", "v_ldexp_f16", "v_fma_legacy_f16"]


@pytest.mark.parametrize("inst,oracle", _params(MISC, _misc))
def test_legacy_multiply_ldexp_fma_legacy(inst, oracle):
    bits = _bits_of(inst.mnemonic)
    if "ldexp" in inst.mnemonic:
        x = float_values(RNG, (4, 64), bits)
        n = (RNG.integers(-40, 41, (4, 64)) & 0xFFFFFFFF).astype(np.uint64)
        n[0, :4] = [0x7FFFFFFF, 0x80000000, 2000 & 0xFFFFFFFF, (-2000) & 0xFFFFFFFF]
        check_valu(inst, oracle, RNG, _words(bits), sources=[x, n], width=16 if bits == 16 else None,
                   compare=lambda g, w: same(g, w, bits), ties=False)
        return
    # v_fma_legacy_f16 writes {16'0, tmp} (CDNA4 guide): the whole register is compared
    legacy = "legacy_f16" in inst.mnemonic
    check_valu(inst, oracle, RNG, _words(bits), width=16 if bits == 16 and not legacy else None,
               compare=lambda g, w: (g >> 16 == 0 and same(g, w, bits)) if legacy else same(g, w, bits))


@pytest.mark.parametrize("name", ["v_cvt_f32_fp8", "v_cvt_f32_bf8", "v_cvt_pk_f32_fp8", "v_cvt_pk_f32_bf8"])
def test_fp8_decodes_every_form(name):
    """OCP E4M3 (bias 7, 0x7f/0xff NaN, no infinities) and E5M2 (bias 15,
    IEEE-like) decoded by their definitions; byte 0 (pk: bytes 0, 1) unless
    SDWA selects another."""
    e, m, bias = (4, 3, 7) if "fp8" in name else (5, 2, 15)

    def decode8(x):
        s, ex, man = x >> 7, (x >> m) & ((1 << e) - 1), x & ((1 << m) - 1)
        if e == 4 and ex == 15 and man == 7:
            return NAN
        if e == 5 and ex == 31:
            return NAN if man else inf_of(s, 32)
        q = Fraction(man, 1 << m) * Fraction(2) ** (1 - bias) if ex == 0 else \
            Fraction(man + (1 << m), 1 << m) * Fraction(2) ** (ex - bias)
        return round_to(-q if s else q, 32, negative_zero=s)
    for family, inst in forms(name):
        mods = {op.name: op.value for op in inst.operands if hasattr(op, "name")}
        sel = {"BYTE_0": 0, "BYTE_1": 1, "BYTE_2": 2, "BYTE_3": 3, "WORD_0": 0, "WORD_1": 2, "DWORD": 0}[
            mods.get("src0_sel", "DWORD")]
        if "pk" in name:
            def oracle(x, sel=sel):
                b = (x >> (8 * sel)) & 0xFFFF
                return tuple_words(decode8(b & 0xFF), decode8(b >> 8))
            check_valu(inst, oracle, RNG, lambda shape: int_values(RNG, shape),
                       compare=lambda g, w: same(g & 0xFFFFFFFF, w[0], 32) and same(g >> 32, w[1], 32))
        else:
            check_valu(inst, lambda x, sel=sel: decode8((x >> (8 * sel)) & 0xFF), RNG,
                       lambda shape: int_values(RNG, shape), compare=lambda g, w: same(g, w, 32))


def tuple_words(lo, hi):
    return (lo, hi)


# --- v_dot2c_f32_{f16,bf16}: two exact products and the f32 accumulator, one rounding ---

def _half_value(h, kind):
    """(pattern, bits) of one 16-bit element as an f16 or (bf16 << 16) f32."""
    return (h, 16) if kind == "f16" else (h << 16, 32)


def dot2(acc, a, b, kind):
    """D = a.lo * b.lo + a.hi * b.hi + acc, summed exactly and rounded once
    to f32 (the CDNA4 guide's V_DOT2C_F32_{F16,BF16}).  For f16 the f32
    accumulator and result are flushed to +0 below 2^-126 whatever MODE says
    (LLVM: fdot2_f32_f16 ignores the mode register); bf16 under the default
    MODE (denormals kept) flushes nothing."""
    xs = [_half_value((a >> (16 * i)) & 0xFFFF, kind) for i in (0, 1)]
    ys = [_half_value((b >> (16 * i)) & 0xFFFF, kind) for i in (0, 1)]
    if any(is_nan(x, w) for x, w in xs + ys) or is_nan(acc, 32):
        return NAN
    tiny = Fraction(2) ** -126
    terms = []                          # (is_inf, negative, value)
    for (x, w), (y, v) in zip(xs, ys):
        s = sign_of(x, w) ^ sign_of(y, v)
        if is_inf(x, w) or is_inf(y, v):
            other = (y, v) if is_inf(x, w) else (x, w)
            if not is_inf(*other) and value(*other) == 0:
                return NAN              # inf * 0
            terms.append((True, s, None))
        else:
            terms.append((False, s, value(x, w) * value(y, v)))
    if is_inf(acc, 32):
        terms.append((True, sign_of(acc, 32), None))
    else:
        q = value(acc, 32)
        flushed = kind == "f16" and abs(q) < tiny
        terms.append((False, 0 if flushed else sign_of(acc, 32), Fraction(0) if flushed else q))
    infs = {neg for inf, neg, _ in terms if inf}
    if len(infs) == 2:
        return NAN
    if infs:
        return inf_of(infs.pop(), 32)
    total = sum(q for _, _, q in terms)
    r = round_to(total, 32, negative_zero=all(neg for _, neg, _ in terms))
    if kind == "f16" and (r & 0x7F800000) == 0:
        return 0
    return r


@pytest.mark.parametrize("inst,kind", [pytest.param(inst, k, id=f"{fam}:{inst.mnemonic}")
                                       for k in ("f16", "bf16")
                                       for fam, inst in forms(f"v_dot2c_f32_{k}")])
def test_dot2c_f32_sums_exact_products_and_rounds_once(inst, kind):
    def values(shape):          # v4: f32 accumulators; others: two f16 / bf16
        if kind == "f16":
            pair = _f16_words(shape)
        else:
            pair = (float_values(RNG, shape, 32) >> np.uint64(16)) | \
                (float_values(RNG, shape, 32) >> np.uint64(16) << np.uint64(16))
        acc = float_values(RNG, shape, 32)
        rows = np.arange(shape[0]).reshape(-1, *([1] * (len(shape) - 1)))
        return np.where(rows == 4, acc, pair) if len(shape) == 3 else pair
    check_valu(inst, lambda acc, a, b: dot2(acc, a, b, kind), RNG, values,
               compare=lambda g, w: same(g, w, 32))


# --- v_fma_mixlo_f16 / v_fma_mixhi_f16: mixed f32/f16 sources, one rounding to f16 ---

def _mix_source(word, sel, sel_hi):
    """(pattern, bits) of a mix source: the f32 word, or with op_sel_hi the
    f16 half op_sel names (CDNA4 guide, V_FMA_MIX*)."""
    return ((word >> (16 * sel)) & 0xFFFF, 16) if sel_hi else (word, 32)


def fma_mixed(xs):
    """fma(a, b, c) of (pattern, bits) sources, exact, rounded once to f16."""
    if any(is_nan(x, w) for x, w in xs):
        return NAN
    (a, wa), (b, wb), (c, wc) = xs
    s = sign_of(a, wa) ^ sign_of(b, wb)
    if is_inf(a, wa) or is_inf(b, wb):
        other = (b, wb) if is_inf(a, wa) else (a, wa)
        if not is_inf(*other) and value(*other) == 0:
            return NAN
        if is_inf(c, wc) and sign_of(c, wc) != s:
            return NAN
        return inf_of(s, 16)
    if is_inf(c, wc):
        return inf_of(sign_of(c, wc), 16)
    prod = value(a, wa) * value(b, wb)
    return round_to(prod + value(c, wc), 16, negative_zero=(prod == 0 and s and sign_of(c, wc)))


@pytest.mark.parametrize("name", ["v_fma_mixlo_f16", "v_fma_mixhi_f16"])
@pytest.mark.parametrize("sel_hi", [(0, 0, 0), (1, 1, 1), (1, 0, 1), (0, 1, 0)])
def test_fma_mix_f16_rounds_the_exact_fma_once(name, sel_hi):
    from test_emu_semantics import execute
    shape = (2, 64)
    words = []
    for k in range(3):
        if sel_hi[k]:
            words.append(float_values(RNG, shape, 16) | (float_values(RNG, shape, 16) << np.uint64(16)))
        else:
            words.append(float_values(RNG, shape, 32))
    old = RNG.integers(0, 2 ** 32, shape, dtype=np.uint64)
    for sel in [(0, 0, 0), (1, 0, 1)]:
        text = f"{name} v4, v1, v2, v3 op_sel:[{','.join(map(str, sel))}] op_sel_hi:[{','.join(map(str, sel_hi))}]"

        def setup(st):
            st.v[1], st.v[2], st.v[3] = (w.astype(np.uint32) for w in words)
            st.v[4] = old.astype(np.uint32)
        st = execute([text], setup=setup)
        for w in range(2):
            for lane in range(64):
                xs = [_mix_source(int(words[k][w, lane]), sel[k], sel_hi[k]) for k in range(3)]
                want = fma_mixed(xs)
                g = int(st.v[4][w, lane])
                o = int(old[w, lane])
                half, other = (g >> 16, g & 0xFFFF) if "mixhi" in name else (g & 0xFFFF, g >> 16)
                kept = (o & 0xFFFF) if "mixhi" in name else o >> 16
                assert other == kept, f"{text}: lane {lane}: other half {g:#x}"
                assert same(half, want, 16), (f"{text}: wave {w} lane {lane} sources "
                                              f"{[hex(x) for x, _ in xs]}: got {half:#x}, want {want}")


def test_fma_mix_rounds_once_where_a_float64_sum_would_round_twice():
    """1 + 2^-11 is halfway between f16 1.0 and 1 + 2^-10; + 2^-100 puts the
    exact fma above the midpoint (so 1 + 2^-10), which a float64 sum loses."""
    from test_emu_semantics import execute
    f32 = lambda x: int(np.float32(x).view(np.uint32))    # noqa: E731

    def setup(st):
        st.v[1], st.v[2], st.v[3] = f32(1 + 2.0 ** -11), f32(1.0), f32(2.0 ** -100)
        st.v[4] = 0
    st = execute(["v_fma_mixlo_f16 v4, v1, v2, v3", "v_fma_mix_f32 v5, v1, v2, v3"], setup=setup)
    want = round_to(Fraction(1) + Fraction(1, 2 ** 11) + Fraction(1, 2 ** 100), 16)
    assert int(st.v[4][0, 0]) & 0xFFFF == want == 0x3C01
    assert int(st.v[5][0, 0]) == round_to(Fraction(1) + Fraction(1, 2 ** 11) + Fraction(1, 2 ** 100), 32)


# --- v_mad_f16 / v_mad_legacy_f16 / v_mac_f16: unfused, f16 denormals flushed ---
# LLVM selects V_MAD_F16 (gfx9: v_mad_legacy_f16) and v_mac_f16 for ISD::FMAD
# (VOP3Instructions.td: any_fmad), which stands for a separately rounded
# fmul and fadd, and forms it from a plain `fmul half` + `fadd half` only
# when f16 denormals are flushed (test/CodeGen/AMDGPU/fmuladd.f16.ll,
# fmul_fadd_f16: VI-FLUSH with -fp-contract=on gives v_mac_f16_e32, VI-DENORM
# keeps v_mul_f16 + v_add_f16).  So under MODE's f16 flush: flush the
# inputs, round the product to f16 and flush it, add, round, flush.

def _flush16(x):
    if x is NAN:
        return x
    sign, exp, man = fields(x, 16)
    return x & 0x8000 if exp == 0 else x


def mad_unfused_f16(a, b, c):
    a, b, c = _flush16(a), _flush16(b), _flush16(c)
    p = _flush16(mul(a, b, 16))
    if p is NAN:
        return NAN
    return _flush16(add(p, c, 16))


F16_FLUSH_MODE = 0x30           # f32 denormals kept, f16/f64 flushed, nearest even


@pytest.mark.parametrize("inst", [pytest.param(inst, id=f"{fam}:{inst.mnemonic}")
                                  for base in ("v_mad_f16", "v_mad_legacy_f16", "v_mac_f16")
                                  for fam, inst in forms(base)])
def test_f16_mad_and_mac_round_the_product_first(inst):
    from emu_oracle_harness import registers_of
    from test_emu_semantics import execute
    dsts, srcs = registers_of(inst)
    shape = (2, 64)
    words = {op.first: _f16_words(shape) for op in srcs + dsts}

    def setup(st):
        for row, w in words.items():
            st.v[row] = w.astype(np.uint32)
        st.mode[:] = F16_FLUSH_MODE
        st.mode_changed()
    st = execute([inst.text], setup=setup)
    tied = inst.mnemonic.startswith("v_mac")
    for w in range(2):
        for lane in range(64):
            ins = [int(words[op.first][w, lane]) & 0xFFFF for op in srcs]
            a, b, c = (ins[1], ins[2], ins[0]) if tied else ins
            want = mad_unfused_f16(a, b, c)
            g = int(st.v[dsts[0].first][w, lane])
            assert same(g & 0xFFFF, want, 16), (f"{inst.text}: wave {w} lane {lane} a {a:#x} b {b:#x} "
                                                f"c {c:#x}: got {g & 0xFFFF:#x}, want {want}")
            if "legacy" in inst.mnemonic:
                assert g >> 16 == 0, f"{inst.text}: high half {g:#x}"


# --- v_cvt_pk_u8_f32 ---------------------------------------------------------------
# The guide: D = (S2 & ~(0xff << 8*S1[1:0])) | ((f32_to_u8(S0) & 0xff) << 8*S1[1:0]),
# f32_to_u8 left undefined.  Its reading here is shadPS4's (a GCN emulator
# checked against hardware; PR #5194 "Fix V_CVT_PK_U8_F32 rounding,
# saturation and byte select"): round to nearest even, clamp to [0, 255],
# NaN to 0.

def f32_to_u8(x):
    if is_nan(x, 32):
        return 0
    if is_inf(x, 32):
        return 0 if x >> 31 else 255
    return min(max(rne(value(x, 32)) if value(x, 32) >= 0 else -rne(-value(x, 32)), 0), 255)


def test_cvt_pk_u8_f32_rounds_even_clamps_and_inserts_the_byte():
    (fam, inst), = forms("v_cvt_pk_u8_f32")

    def values(shape):
        x = float_values(RNG, shape, 32)
        k = RNG.integers(-20, 280, shape)
        halves = (k + 0.5 * RNG.integers(0, 2, shape)).astype(np.float32).view(np.uint32).astype(np.uint64)
        pick = RNG.random(shape) < 0.5
        return np.where(pick, halves, x)

    def oracle(x, sel, old):
        shift = 8 * (sel & 3)
        return (old & ~(0xFF << shift) & 0xFFFFFFFF) | (f32_to_u8(x) << shift)
    check_valu(inst, oracle, RNG, values, ties=False)
