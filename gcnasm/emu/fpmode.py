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
