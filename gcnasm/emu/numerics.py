"""Number formats the hardware converts between, on numpy arrays of bits.

fp16 and fp32 are numpy's own IEEE types; bf16 is the high half of an fp32;
the 8-bit formats are the OCP ones gfx950 implements (E4M3 "FN": no
infinities, S.1111.111 is NaN; E5M2: IEEE-like) and the MX fp6/fp4 formats
(E2M3, E3M2, E2M1: no infinities or NaN).  Decoding uses 256-entry tables;
encoding rounds to nearest even, saturating or not as the instruction asks.
"""

from __future__ import annotations

import numpy as np

from ..hip.dtypes import minifloat_values


def max_num(a, b):
    """IEEE maxNum (a NaN operand loses) with -0 < +0, as the hardware's
    v_max/v_med3 order zeros (LLVM: llvm-project pull requests 91326 and
    201896).  numpy's fmax leaves the sign of max(-0, +0) unspecified and in
    practice it depends on the lane's position in a SIMD chunk."""
    r = np.fmax(a, b)
    zero = r == 0
    if np.any(zero):
        both = zero & (a == 0) & (b == 0)
        r = np.where(both, np.where(np.signbit(a) & np.signbit(b), a, np.abs(a)), r)
    return r


def min_num(a, b):
    """IEEE minNum with -0 < +0 (see :func:`max_num`)."""
    r = np.fmin(a, b)
    zero = r == 0
    if np.any(zero):
        both = zero & (a == 0) & (b == 0)
        r = np.where(both, np.where(np.signbit(a) | np.signbit(b), -np.abs(a), a), r)
    return r


def f32(bits: np.ndarray) -> np.ndarray:
    """uint32 bits as float32 (a view, no copy)."""
    return np.asarray(bits, dtype=np.uint32).view(np.float32)


def bits32(values) -> np.ndarray:
    """float32 values as uint32 bits."""
    return np.asarray(values, dtype=np.float32).view(np.uint32)


def f16_from_bits(bits) -> np.ndarray:
    """The low 16 bits of uint32 ``bits`` as float16."""
    return (np.asarray(bits) & 0xFFFF).astype(np.uint16).view(np.float16)


def bits_from_f16(values) -> np.ndarray:
    """float16 values (rounded RNE from anything) as uint32 zero-extended bits."""
    return np.asarray(values).astype(np.float16).view(np.uint16).astype(np.uint32)


def bf16_from_bits(bits) -> np.ndarray:
    """The low 16 bits of uint32 ``bits`` as bf16, widened to float32."""
    return ((np.asarray(bits, dtype=np.uint32) & 0xFFFF) << 16).view(np.float32)


def bits_from_bf16(values) -> np.ndarray:
    """float32 values rounded RNE to bf16, as uint32 zero-extended bits
    (NaN stays a quiet NaN)."""
    b = np.asarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (b + 0x7FFF + ((b >> 16) & 1)) >> 16
    nan = np.isnan(np.asarray(values, dtype=np.float32))
    out = (rounded & 0xFFFF).astype(np.uint32)
    if nan.any():
        out = np.where(nan, ((b >> 16) | 0x40).astype(np.uint32) & 0xFFFF, out)
    return out


E4M3 = minifloat_values(4, 3, 7, "fn")
E5M2 = minifloat_values(5, 2, 15, "ieee")
E2M3 = minifloat_values(2, 3, 1, "none", bits=6)
E3M2 = minifloat_values(3, 2, 3, "none", bits=6)
E2M1 = minifloat_values(2, 1, 1, "none", bits=4)

# MFMA f8f6f4 format codes (cbsz / blgp): 0 E4M3, 1 E5M2, 2 E2M3, 3 E3M2, 4 E2M1.
F8F6F4_TABLES = {0: (E4M3, 8), 1: (E5M2, 8), 2: (E2M3, 6), 3: (E3M2, 6), 4: (E2M1, 4)}


def _encoder(table: np.ndarray):
    """An RNE encoder for a small float format from its decode table:
    the nearest finite code (ties to the even code), NaN to the format's NaN."""
    finite = np.isfinite(table)
    codes = np.nonzero(finite & (np.signbit(table) == 0))[0]
    pos_values = table[codes]
    order = np.argsort(pos_values, kind="stable")
    pos_values, codes = pos_values[order], codes[order]
    # drop duplicate zero codes
    keep = np.concatenate([[True], np.diff(pos_values) > 0])
    pos_values, codes = pos_values[keep], codes[keep]
    nan_code = int(np.nonzero(np.isnan(table))[0][0]) if np.isnan(table).any() else 0
    inf_code = np.nonzero(np.isinf(table) & (table > 0))[0]
    sign_bit = len(table) >> 1

    def encode(values, saturate=True) -> np.ndarray:
        """``saturate``: a bool or a bool array broadcasting to ``values``."""
        x = np.asarray(values, dtype=np.float64)
        mag = np.abs(x)
        i = np.clip(np.searchsorted(pos_values, mag), 1, len(pos_values) - 1)
        lo, hi = pos_values[i - 1], pos_values[i]
        pick_hi = (mag - lo > hi - mag) | ((mag - lo == hi - mag) & (codes[i] % 2 == 0))
        idx = np.where(pick_hi, i, i - 1)
        idx = np.where(mag <= pos_values[0], 0, idx)
        out = codes[idx].astype(np.int64)
        too_big = mag > pos_values[-1]
        saturate = np.asarray(saturate, dtype=bool)
        if not saturate.all():
            # beyond the largest finite value by half an ulp or more: overflow
            # (to inf, or NaN where the format has none), except a tie that
            # rounds to an even largest code (E4M3 464 -> 448, ties to even)
            half_ulp = (pos_values[-1] - pos_values[-2]) / 2
            edge = pos_values[-1] + half_ulp
            over = (mag > edge) | ((mag == edge) & (codes[-1] % 2 == 1))
            out = np.where(over & ~saturate, inf_code[0] if len(inf_code) else nan_code, out)
        out = np.where(too_big & saturate, codes[-1], out)
        out = np.where(np.signbit(x), out | sign_bit, out)
        out = np.where(np.isnan(x), nan_code, out)
        return out.astype(np.uint32)

    return encode


encode_e4m3 = _encoder(E4M3)
encode_e5m2 = _encoder(E5M2)
encode_e2m1 = _encoder(E2M1)
