"""Every emulated v_cvt_scalef32_* form against exact rationals.

The oracle decodes the OCP formats from their bit fields (E4M3: bias 7, no
infinity, S.1111.111 NaN; E5M2: IEEE-like, bias 15; E2M1: bias 1, no
specials), multiplies or divides by the scale 2^(E-127) where E is the
scale operand's f32 exponent field (only the exponent counts: the MX scale
is a power of two), and rounds the exact quotient or product once, to
nearest even, into the destination format:

* to f32 / f16 / bf16: IEEE rounding with subnormals, overflow to infinity;
* to E2M1: always saturating to +-6;
* to E4M3 / E5M2: saturating to the largest finite value with the clamp
  bit or MODE.FP16_OVFL (bit 23), else a result beyond the largest finite
  value after rounding is NaN (E4M3, which has no infinity) or infinity.
  (These VOP3 forms encode no clamp bit: LLVM's assembler rejects one.)

op_sel selects bytes / words as LLVM's gfx950 assembler defines the
operand (see gcnasm/emu/scaled.py); the bytes or halves the form does not
write must keep their old value.  Python integers and fractions only:
never the emulator's numpy tables.  Infinite sources of the quantising
forms are left out (what saturation does to an infinity is not stated),
and so is the E2M1 code of a NaN (E2M1 has none).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import numpy as np
import pytest

from emu_oracle_harness import float_values
from test_emu_semantics import execute

NAN = "nan"
# name: (exponent bits, mantissa bits, bias, kind of specials)
MINI = {"fp8": (4, 3, 7, "fn"), "bf8": (5, 2, 15, "ieee"), "fp4": (2, 1, 1, "none")}
WIDE = {"f32": (8, 23), "f16": (5, 10), "bf16": (8, 7)}
WIDTH = {"fp8": 8, "bf8": 8, "fp4": 4, "f32": 32, "f16": 16, "bf16": 16}


def decode_mini(code: int, fmt: str):
    """(negative, Fraction magnitude) or NaN / ('inf', negative)."""
    eb, mb, bias, kind = MINI[fmt]
    neg = bool(code >> (eb + mb) & 1)
    e, m = (code >> mb) & ((1 << eb) - 1), code & ((1 << mb) - 1)
    if kind == "fn" and e == (1 << eb) - 1 and m == (1 << mb) - 1:
        return NAN
    if kind == "ieee" and e == (1 << eb) - 1:
        return ("inf", neg) if m == 0 else NAN
    if e == 0:
        mag = Fraction(m, 1 << mb) * Fraction(2) ** (1 - bias)
    else:
        mag = (1 + Fraction(m, 1 << mb)) * Fraction(2) ** (e - bias)
    return neg, mag


def decode_wide(bits: int, kind: str):
    eb, mb = WIDE[kind]
    bias = (1 << (eb - 1)) - 1
    neg = bool(bits >> (eb + mb) & 1)
    e, m = (bits >> mb) & ((1 << eb) - 1), bits & ((1 << mb) - 1)
    if e == (1 << eb) - 1:
        return ("inf", neg) if m == 0 else NAN
    if e == 0:
        return neg, Fraction(m, 1 << mb) * Fraction(2) ** (1 - bias)
    return neg, (1 + Fraction(m, 1 << mb)) * Fraction(2) ** (e - bias)


def _floor_log2(x: Fraction) -> int:
    e = x.numerator.bit_length() - x.denominator.bit_length()
    while Fraction(2) ** e > x:
        e -= 1
    while Fraction(2) ** (e + 1) <= x:
        e += 1
    return e


def round_fields(mag: Fraction, mb: int, bias: int):
    """Round ``mag`` to nearest even with ``mb`` mantissa bits, subnormals
    below 2^(1-bias), no upper bound: (biased exponent, mantissa, value)."""
    if mag == 0:
        return 0, 0, Fraction(0)
    emin = 1 - bias
    e = max(_floor_log2(mag), emin)
    quantum = Fraction(2) ** (e - mb)
    q = mag / quantum
    n = q.numerator // q.denominator
    rest = q - n
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and n % 2):
        n += 1
    if n == 1 << (mb + 1):                  # rounded up to the next binade
        n, e = n >> 1, e + 1
    value = n * Fraction(2) ** (e - mb)
    if n < 1 << mb:                         # subnormal
        return 0, n, value
    return e + bias, n - (1 << mb), value


def encode_wide(v, kind: str) -> Optional[int]:
    """IEEE bits of ``v`` rounded once; None for NaN (any NaN is right)."""
    eb, mb = WIDE[kind]
    bias = (1 << (eb - 1)) - 1
    if v == NAN:
        return None
    sign = int(v[1]) << (eb + mb)
    if v[0] == "inf":
        return sign | (((1 << eb) - 1) << mb)
    neg, mag = v
    sign = int(neg) << (eb + mb)
    e, m, _ = round_fields(mag, mb, bias)
    if e >= (1 << eb) - 1:
        return sign | (((1 << eb) - 1) << mb)
    return sign | (e << mb) | m


def encode_mini(v, fmt: str, saturate: bool) -> Optional[int]:
    eb, mb, bias, kind = MINI[fmt]
    if v == NAN:
        return None
    neg, mag = v
    sign = int(neg) << (eb + mb)
    top = (1 << eb) - 1
    if kind == "fn":
        max_e, max_m = top, (1 << mb) - 2           # S.1111.110 = 448
    elif kind == "ieee":
        max_e, max_m = top - 1, (1 << mb) - 1       # S.11110.11 = 57344
    else:
        max_e, max_m = top, (1 << mb) - 1           # S.11.1 = 6
    largest = (1 + Fraction(max_m, 1 << mb)) * Fraction(2) ** (max_e - bias)
    e, m, value = round_fields(mag, mb, bias)
    if value > largest:
        if saturate or kind == "none":
            return sign | (max_e << mb) | max_m
        return sign | ((top << mb) | ((1 << mb) - 1) if kind == "fn" else top << mb)
    return sign | (e << mb) | m


def scale_of(word: int) -> Fraction:
    return Fraction(2) ** (((word >> 23) & 0xFF) - 127)


def times(v, s: Fraction):
    if v == NAN or v[0] == "inf":
        return v
    return v[0], v[1] * s


# --- the forms ------------------------------------------------------------------------

DEQUANT = [(out, inp, packed)
           for out, inp, packed in [("f32", "fp8", False), ("f32", "bf8", False), ("f16", "fp8", False),
                                    ("f16", "bf8", False)]
           ] + [(out, inp, True) for out in ("f32", "f16", "bf16") for inp in ("fp8", "bf8", "fp4")]
QUANT = [(out, inp) for out in ("fp8", "bf8", "fp4") for inp in ("f32", "f16", "bf16")]


def _scale_words(rng, shape):
    """f32 scales with exponent fields mostly 117..137, a quarter anywhere
    in 0..254 (255, a NaN or infinite scale, is not specified), and random
    sign and mantissa bits (which must not matter)."""
    e = np.where(rng.random(shape) < 0.25, rng.integers(0, 255, shape, dtype=np.uint64),
                 rng.integers(117, 138, shape, dtype=np.uint64))
    return (rng.integers(0, 2, shape, dtype=np.uint64) << np.uint64(31)) | (e << np.uint64(23)) | \
        rng.integers(0, 1 << 23, shape, dtype=np.uint64)


def _run(text, v1, v2, v3, old4, old5, mode=0xF0):
    def setup(st):
        st.v[1], st.v[2], st.v[3] = v1, v2, v3
        st.v[4], st.v[5] = old4, old5
        st.mode[:] = mode
        st.mode_changed()
    st = execute([text], setup=setup)
    return st.v[4].astype(np.int64).tolist(), st.v[5].astype(np.int64).tolist()


def _same(got: int, want: Optional[int], width: int) -> bool:
    """``want`` None: any NaN of the ``width``-bit IEEE format."""
    if want is not None:
        return got == want
    eb, mb = {32: (8, 23), 16: (5, 10)}[width] if width == 32 or width == 16 else (0, 0)
    return ((got >> mb) & ((1 << eb) - 1)) == (1 << eb) - 1 and got & ((1 << mb) - 1) != 0


@pytest.mark.parametrize("out,inp,packed", DEQUANT, ids=lambda x: str(x))
def test_dequantising_conversions_multiply_by_the_scale_exponent(out, inp, packed):
    rng = np.random.default_rng(hash((out, inp, packed)) & 0xFFFF)
    width = WIDTH[inp]
    mnem = f"v_cvt_scalef32_{'pk_' if packed else ''}{out}_{inp}"
    if packed:
        sels = [(a, b, 0) for a in (0, 1) for b in (0, 1)] if width == 4 else [(a, 0, 0) for a in (0, 1)]
    else:
        sels = [(a, b, c) for a in (0, 1) for b in (0, 1) for c in ((0, 1) if out == "f16" else (0,))]
    for sel in sels:
        shape = (2, 64)
        src = rng.integers(0, 1 << 32, shape, dtype=np.uint64)
        scale = _scale_words(rng, shape)
        old4 = rng.integers(0, 1 << 32, shape, dtype=np.uint64)
        old5 = rng.integers(0, 1 << 32, shape, dtype=np.uint64)
        text = f"{mnem} {'v[4:5]' if packed and out == 'f32' else 'v4'}, v1, v2 op_sel:[{sel[0]},{sel[1]},{sel[2]}]"
        g4, g5 = _run(text, src.astype(np.uint32), scale.astype(np.uint32), 0, old4.astype(np.uint32),
                      old5.astype(np.uint32))
        for w in range(2):
            for lane in range(64):
                x, s = int(src[w, lane]), scale_of(int(scale[w, lane]))
                if packed:
                    first = 8 * (sel[0] | sel[1] << 1) if width == 4 else 16 * sel[0]
                    codes = [(x >> (first + width * i)) & ((1 << width) - 1) for i in range(2)]
                else:
                    codes = [(x >> (8 * (sel[0] | sel[1] << 1))) & 0xFF]
                wants = [encode_wide(times(decode_mini(c, inp), s), out) for c in codes]
                o4, o5 = int(old4[w, lane]), int(old5[w, lane])
                where = f"{text}: wave {w} lane {lane} src {x:#x} scale {int(scale[w, lane]):#x}"
                if out == "f32":
                    got = [g4[w][lane], g5[w][lane]][:len(wants)]
                    for g, want in zip(got, wants):
                        assert _same(g, want, 32), f"{where}: got {g:#x}, want {want}"
                    if not packed:
                        assert g5[w][lane] == o5, f"{where}: v5 written"
                    continue
                g = g4[w][lane]
                halves = [g & 0xFFFF, g >> 16]
                if packed:
                    for h, want in zip(halves, wants):
                        assert _same(h, want, 16) if out == "f16" else \
                            _same(h << 16, None if want is None else want << 16, 32), \
                            f"{where}: got {g:#x}, want {wants}"
                else:
                    hi = sel[2]
                    assert _same(halves[hi], wants[0], 16), f"{where}: got {g:#x}, want {wants}"
                    assert halves[1 - hi] == (o4 >> (16 * (1 - hi))) & 0xFFFF, f"{where}: other half"


def _wide_sources(rng, kind, shape):
    """Source words without infinities: f32 words, or two f16 / bf16."""
    if kind == "f32":
        x = float_values(rng, shape, 32)
        inf = (x & np.uint64(0x7FFFFFFF)) == np.uint64(0x7F800000)
        return np.where(inf, np.uint64(0x3F800000), x)
    halves = []
    for _ in range(2):
        if kind == "f16":
            h = float_values(rng, shape, 16)
            h = np.where((h & np.uint64(0x7FFF)) == np.uint64(0x7C00), np.uint64(0x3C00), h)
        else:
            h = float_values(rng, shape, 32) >> np.uint64(16)
            h = np.where((h & np.uint64(0x7FFF)) == np.uint64(0x7F80), np.uint64(0x3F80), h)
        halves.append(h)
    return halves[0] | (halves[1] << np.uint64(16))


# MODE.FP16_OVFL off and on (these forms encode no clamp bit); E2M1 always
# saturates, so one run covers it
@pytest.mark.parametrize("out,inp,how", [(o, i, h) for o, i in QUANT
                                         for h in (("plain",) if o == "fp4" else ("plain", "fp16_ovfl"))],
                         ids=lambda x: str(x))
def test_quantising_conversions_divide_by_the_scale_round_even_and_saturate(out, inp, how):
    rng = np.random.default_rng(hash((out, inp, how)) & 0xFFFF)
    mnem = f"v_cvt_scalef32_pk_{out}_{inp}"
    width = WIDTH[out]
    nsrc = 3 if inp == "f32" else 2
    if width == 4:
        sels = [(0, 0, a, b) for a in (0, 1) for b in (0, 1)]
    else:
        sels = [(0, 0, 0, d) if nsrc == 3 else (0, 0, d) for d in (0, 1)]
    mode = 0xF0 | (1 << 23 if how == "fp16_ovfl" else 0)
    saturate = how != "plain"
    for sel in sels:
        shape = (2, 64)
        a = _wide_sources(rng, inp, shape)
        b = _wide_sources(rng, inp, shape) if nsrc == 3 else None
        scale = _scale_words(rng, shape)
        old4 = rng.integers(0, 1 << 32, shape, dtype=np.uint64)
        srcs = "v1, v2, v3" if nsrc == 3 else "v1, v3"
        text = f"{mnem} v4, {srcs} op_sel:[{','.join(map(str, sel))}]"
        g4, _ = _run(text, a.astype(np.uint32), (b if b is not None else a).astype(np.uint32),
                     scale.astype(np.uint32), old4.astype(np.uint32), 0, mode)
        bits = sel[-1] if width == 8 else sel[2] | sel[3] << 1
        shift = 16 * bits if width == 8 else 8 * bits
        field = ((1 << (2 * width)) - 1) << shift
        for w in range(2):
            for lane in range(64):
                s = scale_of(int(scale[w, lane]))
                if nsrc == 3:
                    vals = [decode_wide(int(a[w, lane]), "f32"), decode_wide(int(b[w, lane]), "f32")]
                else:
                    x = int(a[w, lane])
                    vals = [decode_wide(x & 0xFFFF, inp), decode_wide(x >> 16, inp)]
                codes = [encode_mini(times(v, 1 / s), out, saturate) for v in vals]
                g = g4[w][lane]
                where = (f"{text}: wave {w} lane {lane} src {[hex(int(a[w, lane]))] + ([hex(int(b[w, lane]))] if b is not None else [])} "
                         f"scale {int(scale[w, lane]):#x}: got {g:#x}")
                o = int(old4[w, lane])
                assert g & ~field & 0xFFFFFFFF == o & ~field & 0xFFFFFFFF, f"{where}: kept bits changed"
                for i, want in enumerate(codes):
                    code = (g >> (shift + width * i)) & ((1 << width) - 1)
                    if want is None and out == "fp4":
                        continue                # E2M1 has no NaN: what a NaN becomes is not stated
                    if want is None:            # NaN in: a NaN code
                        assert decode_mini(code, out) == NAN, f"{where}: element {i} not NaN"
                    else:
                        assert code == want, f"{where}: element {i} {code:#x}, want {want:#x}"
