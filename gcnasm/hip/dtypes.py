"""Element types of kernel buffers: how values are stored, generated and read.

Each :class:`DType` knows its storage (a numpy dtype of the same size: fp8
values are ``uint8`` bit patterns, bf16 values ``uint16``), how to round
float values into that storage (round to nearest, ties to even; fp8 formats
saturate at their largest finite value, as ``satfinite`` conversions do) and
how to decode stored values into float64 for comparison.

The fp8 formats are the OCP ones gfx950 and Hopper use (``fp8_e4m3`` is
E4M3FN: no infinities, NaN = S.1111.111; ``fp8_e5m2`` is IEEE-like), plus
the FNUZ variant of MI300 (``fp8_e4m3fnuz``: bias 8, one NaN at 0x80).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Dict, Optional

import numpy as np

from .errors import SiteError


@dataclass(frozen=True)
class DType:
    name: str
    itemsize: int
    kind: str                       # "float", "int" or "uint"
    storage: np.dtype               # numpy dtype holding the raw bits
    nan_bits: Optional[int] = None  # bit pattern of the canonical NaN
    _encode: Optional[Callable] = field(default=None, repr=False, compare=False)
    _decode: Optional[Callable] = field(default=None, repr=False, compare=False)

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    def encode(self, values) -> np.ndarray:
        """Round ``values`` (any real array) into this type's storage."""
        values = np.asarray(values)
        if self._encode is not None:
            return self._encode(values)
        if self.kind == "float":
            return values.astype(self.storage)
        info = np.iinfo(self.storage)
        return np.clip(np.rint(values), info.min, info.max).astype(self.storage)

    def decode(self, raw: np.ndarray) -> np.ndarray:
        """Stored values (this type's storage or raw bytes) as float64."""
        raw = np.asarray(raw)
        if raw.dtype != self.storage:
            raw = raw.view(self.storage)
        if self._decode is not None:
            return self._decode(raw)
        return raw.astype(np.float64)

    def __str__(self) -> str:
        return self.name


def minifloat_values(exp_bits: int, man_bits: int, bias: int, style: str,
                     bits: int = 8) -> np.ndarray:
    """The value of every code of a ``bits``-wide float (sign, ``exp_bits``,
    ``man_bits``), as float64.  ``style``: "ieee" (inf and NaNs at the top
    exponent), "fn" (only the all-ones magnitude is NaN), "fnuz" (the
    negative-zero code is the only NaN) or "none" (every code finite: fp6, fp4)."""
    codes = np.arange(1 << bits, dtype=np.int64)
    sign = np.where(codes >> (bits - 1), -1.0, 1.0)
    exp = (codes >> man_bits) & ((1 << exp_bits) - 1)
    man = codes & ((1 << man_bits) - 1)
    scale = float(1 << man_bits)
    value = np.where(exp == 0, man / scale * 2.0 ** (1 - bias),
                     (1 + man / scale) * 2.0 ** (exp.astype(np.float64) - bias))
    value = sign * value
    top = (1 << exp_bits) - 1
    magnitude = (1 << (bits - 1)) - 1
    if style == "ieee":
        value = np.where((exp == top) & (man == 0), sign * np.inf, value)
        value = np.where((exp == top) & (man != 0), np.nan, value)
    elif style == "fn":
        value = np.where((codes & magnitude) == magnitude, np.nan, value)
    elif style == "fnuz":
        value = np.where(codes == 1 << (bits - 1), np.nan, value)
    return value.astype(np.float64)


def _minifloat(exp_bits: int, man_bits: int, bias: int, style: str):
    """Decode table and RNE encoder of an 8-bit float.  ``style``: "ieee"
    (inf and NaNs at the top exponent), "fn" (only S.1111.111 is NaN) or
    "fnuz" (0x80 is the only NaN, no negative zero).  Finite values beyond
    the largest finite one saturate to it (as ``satfinite`` conversions do)."""
    top = (1 << exp_bits) - 1
    nan = {"ieee": (top << man_bits) | (1 << (man_bits - 1)), "fn": 0x7F, "fnuz": 0x80}[style]
    table = minifloat_values(exp_bits, man_bits, bias, style)
    # Non-negative finite values in code order (monotonic), for the encoder.
    positive = table[:128]
    finite = np.isfinite(positive)
    finite_codes = np.nonzero(finite)[0]
    finite_values = positive[finite]
    mids = (finite_values[:-1] + finite_values[1:]) / 2
    max_code = int(finite_codes[-1])

    def decode(raw: np.ndarray) -> np.ndarray:
        return table[raw]

    def encode(values: np.ndarray) -> np.ndarray:
        x = np.asarray(values, dtype=np.float64)
        a = np.abs(x)
        idx = np.searchsorted(mids, a, side="left")
        # Exactly half-way: round to the even code.
        tie = (idx < len(mids)) & (a == mids[np.minimum(idx, len(mids) - 1)])
        idx = idx + (tie & ((finite_codes[np.minimum(idx, len(finite_codes) - 1)] & 1) == 1))
        out = finite_codes[np.minimum(idx, len(finite_codes) - 1)]
        out = np.where(a > finite_values[-1], max_code, out)   # saturate
        negative = np.signbit(x) & (out != 0) if style == "fnuz" else np.signbit(x)
        out = out | np.where(negative, 0x80, 0)
        if style == "ieee":   # infinities stay infinite; finite overflow saturates
            out = np.where(np.isinf(x), (top << man_bits) | np.where(x < 0, 0x80, 0), out)
        out = np.where(np.isnan(x), nan, out)
        return out.astype(np.uint8)

    return encode, decode, nan


def _bf16_encode(values: np.ndarray) -> np.ndarray:
    bits = np.asarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(np.asarray(values, dtype=np.float32)), np.uint16(0x7FC0), rounded)


def _bf16_decode(raw: np.ndarray) -> np.ndarray:
    return (raw.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def _make_registry() -> Dict[str, DType]:
    types = []
    for name, e, m, bias, style in (("fp8_e4m3", 4, 3, 7, "fn"), ("fp8_e5m2", 5, 2, 15, "ieee"),
                                    ("fp8_e4m3fnuz", 4, 3, 8, "fnuz")):
        enc, dec, nan = _minifloat(e, m, bias, style)
        types.append(DType(name, 1, "float", np.dtype(np.uint8), nan, enc, dec))
    types += [
        DType("bf16", 2, "float", np.dtype(np.uint16), 0x7FC0, _bf16_encode, _bf16_decode),
        DType("fp16", 2, "float", np.dtype(np.float16), 0x7E00),
        DType("fp32", 4, "float", np.dtype(np.float32), 0x7FC00000),
        DType("fp64", 8, "float", np.dtype(np.float64), 0x7FF8000000000000),
    ]
    for bits in (8, 16, 32, 64):
        types.append(DType(f"int{bits}", bits // 8, "int", np.dtype(f"int{bits}")))
        types.append(DType(f"uint{bits}", bits // 8, "uint", np.dtype(f"uint{bits}")))
    return {t.name: t for t in types}


DTYPES: Dict[str, DType] = _make_registry()
ALIASES = {
    "e4m3": "fp8_e4m3", "float8_e4m3fn": "fp8_e4m3", "fp8": "fp8_e4m3",
    "e5m2": "fp8_e5m2", "float8_e5m2": "fp8_e5m2", "float8_e4m3fnuz": "fp8_e4m3fnuz",
    "bfloat16": "bf16", "half": "fp16", "float16": "fp16", "float": "fp32",
    "float32": "fp32", "double": "fp64", "float64": "fp64",
    "i8": "int8", "u8": "uint8", "i16": "int16", "u16": "uint16",
    "i32": "int32", "u32": "uint32", "i64": "int64", "u64": "uint64",
    "f16": "fp16", "f32": "fp32", "f64": "fp64",
}


def dtype(name) -> DType:
    """The :class:`DType` called ``name`` (aliases such as ``bfloat16``,
    ``e4m3``, ``f32`` are accepted)."""
    if isinstance(name, DType):
        return name
    key = str(name).strip().lower()
    key = ALIASES.get(key, key)
    try:
        return DTYPES[key]
    except KeyError:
        raise SiteError(f"unknown element type {name!r}; known: {', '.join(sorted(DTYPES))}") from None
