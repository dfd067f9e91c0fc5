"""The MODE register's float controls as numpy operations: denormal
flushing and the directed round modes.

MODE[3:0] holds two 2-bit round modes (f32 in [1:0], f16/f64 in [3:2]):
0 nearest even, 1 toward +inf, 2 toward -inf, 3 toward zero.  MODE[7:4]
holds two 2-bit denorm modes (f32 in [5:4], f16/f64 in [7:6]): 0 flushes
denormal inputs and results, 1 results only, 2 inputs only, 3 neither.
A flushed denormal becomes a zero of its sign.

Directed rounding needs the exact result.  An operation on fp32 or fp16
operands is computed in float64 as ``s + e`` with ``s`` the float64
result and ``e`` its exact error (0 for products, which are exact in
float64; the TwoSum error for sums): then the correctly rounded fp32/fp16
result in any mode follows from ``s`` rounded to nearest and, when that is
``s`` itself, the sign of ``e``.
"""

from __future__ import annotations

import numpy as np

F16, F32, F64 = np.float16, np.float32, np.float64
U16, U32, U64 = np.uint16, np.uint32, np.uint64

NEAREST_EVEN, TOWARD_POSITIVE, TOWARD_NEGATIVE, TOWARD_ZERO = 0, 1, 2, 3

# (mantissa bits, exponent bits) of the bit layouts flush_bits handles
_LAYOUT = {"f32": (23, 8, 32), "f16": (10, 5, 16), "bf16": (7, 8, 16)}


def flush_denormals(x, waves):
    """Denormal values of the waves ``waves`` ((n,) bool) replaced by a zero
    of their sign; ``x`` (float) broadcasts to (n, 64)."""
    x = np.asarray(x)
    if x.dtype.kind != "f":
        return x
    tiny = np.finfo(x.dtype).tiny
    denormal = (np.abs(x) < tiny) & (x != 0)
    if not denormal.any():
        return x
    if x.ndim == 0:
        x = x.reshape(1, 1)
        denormal = denormal.reshape(1, 1)
    return np.where(denormal & waves[:, None], np.copysign(x.dtype.type(0), x), x)


def flush_bits(bits, kind: str, waves, shift: int = 0):
    """uint32 ``bits`` with the ``kind`` ("f32", "f16", "bf16") value at bit
    ``shift`` flushed to a zero of its sign where it is denormal, in the
    waves ``waves``; the other bits are kept."""
    mant, expo, width = _LAYOUT[kind]
    bits = np.asarray(bits, dtype=U32)
    field = (bits >> U32(shift)) & U32((1 << width) - 1) if width < 32 else bits
    denormal = ((field >> U32(mant)) & U32((1 << expo) - 1) == 0) & (field & U32((1 << mant) - 1) != 0)
    if not denormal.any():
        return bits
    magnitude = U32(((1 << (width - 1)) - 1) << shift)
    if bits.ndim == 0:
        bits, denormal = bits.reshape(1, 1), denormal.reshape(1, 1)
    return np.where(denormal & waves[:, None], bits & ~magnitude, bits)


def two_sum(a, b):
    """float64 ``(s, e)`` with ``s = fl(a + b)`` and ``a + b = s + e``
    exactly (Knuth's TwoSum; e = 0 where s is not finite)."""
    a, b = np.asarray(a, dtype=F64), np.asarray(b, dtype=F64)
    s = a + b
    bb = s - a
    e = (a - (s - bb)) + (b - bb)
    return s, np.where(np.isfinite(s), e, 0.0)


def sum3(a, b, c):
    """float64 ``(s, e)`` for the exact sum of three float64 values, for
    :func:`round_exact`: ``s`` the sum to (nearly) float64 precision, ``e``
    the rest, of the right sign.  A plain ``a + b + c`` rounds twice and may
    lose a small term entirely before a cancellation (v_dot2c_f32_bf16,
    acc = a = 0xbeea0760, b = 0xba4bbb4a: 0xbee9d8fc where the exact sum
    rounds to 0xbee9d8fd)."""
    s, e1 = two_sum(a, b)
    t, e2 = two_sum(s, c)
    u, e3 = two_sum(e1, e2)
    t, e4 = two_sum(t, u)
    return t, e4 + e3


def round_exact(s, e, dtype, modes):
    """The value ``s + e`` (float64 pair from :func:`two_sum` or an exact
    product, ``e`` possibly 0) rounded to ``dtype`` (float32/float16) in the
    round mode of each wave: ``modes`` an (n,) int array (or a scalar mode),
    broadcasting against (n, 64).  Nearest even is correct too (no double
    rounding): a float64 ``s`` halfway between two ``dtype`` values is
    resolved by the sign of ``e``."""
    s = np.asarray(s, dtype=F64)
    e = np.broadcast_to(np.asarray(e, dtype=F64), s.shape)
    r = s.astype(dtype)
    finite = np.isfinite(s)
    back = r.astype(F64)
    # the residual of the nearest-even result against the exact value, as
    # a sign: (s - back) + e, where s - back is exact (Sterbenz) or large
    below = finite & ((back < s) | ((back == s) & (e > 0)))       # r < exact value
    above = finite & ((back > s) | ((back == s) & (e < 0)))       # r > exact value
    modes = np.asarray(modes)
    if modes.ndim == 1:
        modes = modes[:, None]
    up = np.nextafter(r, dtype(np.inf))
    down = np.nextafter(r, dtype(-np.inf))
    # nearest even: a tie in float64 (s exactly halfway) broken by e
    gap_up, gap_down = up.astype(F64) - back, back - down.astype(F64)
    tie = finite & np.isfinite(back) & (e != 0) & ((s - back == gap_up / 2) | (back - s == gap_down / 2))
    nearest = np.where(tie & (back - s == gap_down / 2) & (e < 0), down,
                       np.where(tie & (s - back == gap_up / 2) & (e > 0), up, r))
    toward_pos = np.where(below, up, r)
    toward_neg = np.where(above, down, r)
    toward_zero = np.where(above & (r > 0), down, np.where(below & (r < 0), up, r))
    # overflow: nearest gives inf where the directed modes may give max
    out = np.where(modes == TOWARD_POSITIVE, toward_pos,
                   np.where(modes == TOWARD_NEGATIVE, toward_neg,
                            np.where(modes == TOWARD_ZERO, toward_zero, nearest)))
    return out.astype(dtype)


# --- float64 ------------------------------------------------------------------
# A float64 result has no wider format to be computed in: its exact error
# comes from TwoSum (sums) or Dekker's TwoProduct (products), where those are
# exact, and from rational arithmetic for the few lanes where they are not.

_SPLIT = F64(2.0 ** 27 + 1)
_SPLIT_LIMIT = 2.0 ** 995            # beyond it the Veltkamp split overflows
_PRODUCT_FLOOR = 2.0 ** -969         # below it a product's error may not be representable
# above it the split halves' product a_hi * b_hi may overflow (DBL_MAX / x
# through LLVM's fdiv: -den * q + DBL_MAX has a product just below DBL_MAX)
PRODUCT_CEILING = 2.0 ** 1021


def two_prod(a, b):
    """float64 ``(p, e)`` with ``p = fl(a * b)`` and ``a * b = p + e``,
    or ``e`` only its sign (exact rationals) where TwoProduct is not exact."""
    a, b = np.asarray(a, dtype=F64), np.asarray(b, dtype=F64)
    a, b = np.broadcast_arrays(a, b)
    p = a * b

    def split(x):
        t = _SPLIT * x
        hi = t - (t - x)
        return hi, x - hi
    safe = np.isfinite(p) & (np.abs(a) < _SPLIT_LIMIT) & (np.abs(b) < _SPLIT_LIMIT) & \
        (np.abs(p) < PRODUCT_CEILING) & ((np.abs(p) >= _PRODUCT_FLOOR) | (p == 0) & ((a == 0) | (b == 0)))
    with np.errstate(all="ignore"):
        a_hi, a_lo = split(np.where(safe, a, 0.0))
        b_hi, b_lo = split(np.where(safe, b, 0.0))
        pp = np.where(safe, p, 0.0)
        e = ((a_hi * b_hi - pp) + a_hi * b_lo + a_lo * b_hi) + a_lo * b_lo
    e = np.where(safe, e, 0.0)
    rest = ~safe & np.isfinite(a) & np.isfinite(b)
    if rest.any():
        from fractions import Fraction
        e = np.array(e, dtype=F64)
        for i in zip(*np.nonzero(rest)):
            exact = Fraction(float(a[i])) * Fraction(float(b[i]))
            got = p[i]
            if not np.isfinite(got):
                continue                  # overflow: round_exact64 handles it
            diff = exact - Fraction(float(got))
            e[i] = 0.0 if diff == 0 else (1.0 if diff > 0 else -1.0) * np.finfo(F64).tiny
    return p, e


def round_exact64(s, e, modes, overflowed=None):
    """float64 ``s`` (the nearest-even result) corrected to each wave's round
    mode from the sign of its exact error ``e``; ``overflowed``: lanes whose
    finite operands gave an infinite ``s`` (directed modes may give the
    largest finite value instead)."""
    s = np.asarray(s, dtype=F64)
    e = np.broadcast_to(np.asarray(e, dtype=F64), s.shape)
    modes = np.asarray(modes)
    if modes.ndim == 1:
        modes = modes[:, None]
    up, down = np.nextafter(s, F64(np.inf)), np.nextafter(s, F64(-np.inf))
    finite = np.isfinite(s)
    toward_pos = np.where(finite & (e > 0), up, s)
    toward_neg = np.where(finite & (e < 0), down, s)
    toward_zero = np.where(finite & (e > 0) & (s < 0), up, np.where(finite & (e < 0) & (s > 0), down, s))
    if overflowed is not None and overflowed.any():
        big = np.copysign(np.finfo(F64).max, s)
        toward_pos = np.where(overflowed & (s < 0), big, toward_pos)
        toward_neg = np.where(overflowed & (s > 0), big, toward_neg)
        toward_zero = np.where(overflowed, big, toward_zero)
    return np.where(modes == TOWARD_POSITIVE, toward_pos,
                    np.where(modes == TOWARD_NEGATIVE, toward_neg,
                             np.where(modes == TOWARD_ZERO, toward_zero, s))).astype(F64)
