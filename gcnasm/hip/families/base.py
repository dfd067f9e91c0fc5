"""What every kernel family shares: the ``Family`` record, tolerances, and
the layout helpers (aiter's shuffles, dtype decoding, typed arguments)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

import numpy as np

from ..dtypes import dtype as lookup_dtype

SOURCE = "auto"

_AITER_SYMBOL = re.compile(r"^_ZN5aiter(\d+)(\w+)E$")


def short_name(symbol: str) -> str:
    """``bf16gemm_fp32bf16_tn_64x64_splitk_clean`` for
    ``_ZN5aiter39bf16gemm_fp32bf16_tn_64x64_splitk_cleanE`` (other names as
    they are)."""
    m = _AITER_SYMBOL.match(symbol)
    if m and int(m.group(1)) == len(m.group(2)):
        return m.group(2)
    return symbol


@dataclass(frozen=True)
class Tolerance:
    """A kernel output matches its reference when ``cos >= min_cos`` and
    ``max|test - ref| <= max_rel * max|ref|`` (the error normalised by the
    output's scale, so one figure serves every K)."""

    min_cos: float
    max_rel: float

    def describe(self) -> str:
        return f"cos >= {self.min_cos}, max|test-ref| <= {self.max_rel:g} * max|ref|"


# Per output dtype (the kernels accumulate in fp32; the reference in float64):
# fp32 out: fp32 summation order over K <= 4096 stays within ~1e-5 of the
# scale; bf16 out: up to a few roundings to 8 significant bits (2^-9 each;
# split-k adds partial sums already rounded: 6.6e-3 measured on i8gemm) plus
# that; fp16 out: 2^-11.
TOLERANCES = {
    "fp32": Tolerance(0.999999, 1e-5),
    "bf16": Tolerance(0.9999, 1e-2),
    "fp16": Tolerance(0.99999, 2e-3),
    "int32": Tolerance(0.999999, 0.0),      # indices: exact
}


@dataclass
class Match:
    """Why a family fits a kernel: its site entries and the reasons."""

    family: "Family"
    sites: List[Dict[str, Any]]
    why: str


@dataclass
class Family:
    name: str
    description: str
    pattern: re.Pattern
    build: Callable[[re.Match, Mapping[str, Any], Sequence[str]], Tuple[List[Dict[str, Any]], str]]
    # (inputs as stored, dims, the site's reference parameters) -> outputs
    reference: Callable[[Mapping[str, np.ndarray], Mapping[str, int], Mapping[str, Any]],
                        Dict[str, np.ndarray]]
    source: str                             # aiter files the facts come from
    notes: List[str] = field(default_factory=list)

    def match(self, kernel_name: str, metadata: Mapping[str, Any]) -> Optional[Match]:
        name = short_name(kernel_name)
        m = self.pattern.fullmatch(name)
        if not m:
            return None
        args = [str(a.get(".name", "")) for a in metadata.get(".args", []) if isinstance(a, Mapping)]
        entries, why = self.build(m, metadata, args)
        for e in entries:
            e["reference"] = {"family": self.name, **e.get("reference", {})}
        return Match(self, entries, why)


# --- helpers ------------------------------------------------------------------

def buffer_entry(name, dtype, shape, role="input", init=None, **extra):
    out = {"name": name, "dtype": dtype, "shape": shape, "role": role}
    if init is not None:
        out["init"] = init
    out.update(extra)
    return out


def index_table(name, shape, generator_call, part) -> Dict[str, Any]:
    """An int32 buffer that one ``part`` of a generator call (``{"generator":
    ..., "params": ...}``: paged_kv's block tables, a work list) fills, left
    out of the site's printed line."""
    return buffer_entry(name, "int32", shape, init=dict(generator_call, kind="generated", part=part),
                        show=False)


def u32(expression) -> Dict[str, Any]:
    """An unsigned 32-bit argument, whatever the metadata's .value_type says
    (AMD's kernels often record integer arguments as fp32)."""
    return {"value": expression, "dtype": "uint32"}


def decode(raw: np.ndarray, dtype_name: str) -> np.ndarray:
    """Storage (as filled) to float64."""
    return lookup_dtype(dtype_name).decode(raw).astype(np.float64)


def unshuffle_16x16(stored: np.ndarray, elem_bytes: int) -> np.ndarray:
    """Undo aiter's ``shuffle_weight(x, layout=(16, 16))`` on an ``[N, K]``
    array (aiter/ops/shuffle.py): with KP = 16 bytes of elements and BK = 32
    elements, the weight is stored as [N/16][K/BK][BK/KP][16 rows][KP]."""
    n, k = stored.shape
    kp = 16 // elem_bytes
    bk = 32
    s = stored.reshape(n // 16, k // bk, bk // kp, 16, kp)
    return s.transpose(0, 3, 1, 2, 4).reshape(n, k)


def shuffle_16x16(logical: np.ndarray, elem_bytes: int) -> np.ndarray:
    """The inverse of :func:`unshuffle_16x16` (aiter's layout itself)."""
    n, k = logical.shape
    kp = 16 // elem_bytes
    s = logical.reshape(n // 16, 16, k // 32, 32 // kp, kp)
    return s.transpose(0, 2, 3, 1, 4).reshape(n, k)
