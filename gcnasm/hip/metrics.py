"""The numbers compare prints: correctness of a test output against a
reference output, and timing statistics.

Correctness is accumulated chunk by chunk in float64 (:class:`AccuracyAccumulator`),
so a 1.5 GB output needs only a chunk's worth of host memory, and the
result is the same for any chunking:

* ``cos`` - cosine similarity of ref and test over elements finite in both
  (1.0 when both are all zero, 0.0 when exactly one is);
* ``max_diff`` - the largest ``|ref - test|`` (inf when one side is
  infinite and the other is not);
* ``ref_nz`` / ``test_nz`` - non-zero, non-NaN elements of each;
* ``nan`` - NaN elements of the test output (``ref_nan`` of the reference);
* ``mismatches`` - elements whose values differ at all (0: identical).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import List, Optional

import numpy as np


@dataclass
class Accuracy:
    count: int = 0
    cos: float = 1.0
    max_diff: float = 0.0
    ref_nz: int = 0
    test_nz: int = 0
    nan: int = 0
    ref_nan: int = 0
    mismatches: int = 0
    worst_index: Optional[int] = None       # flat index of max_diff
    worst_ref: float = 0.0
    worst_test: float = 0.0
    first_nan_index: Optional[int] = None   # flat index of the first NaN in test

    def passed(self, min_cos: float, max_diff: Optional[float] = None) -> bool:
        if self.nan or self.ref_nan:
            return False
        if not self.cos >= min_cos:
            return False
        return max_diff is None or self.max_diff <= max_diff

    def line(self, min_cos: float, max_diff: Optional[float] = None,
             verdict: Optional[str] = None) -> str:
        """``[PASS] cos=1.000000  max_diff=0.000000  ref_nz=..  test_nz=..  nan=0``;
        ``verdict``: the site's, when more than these values decide it."""
        if verdict is None:
            verdict = "PASS" if self.passed(min_cos, max_diff) else "FAIL"
        text = (f"[{verdict}] cos={self.cos:.6f}  max_diff={self.max_diff:.6f}  "
                f"ref_nz={self.ref_nz}  test_nz={self.test_nz}  nan={self.nan}")
        if self.ref_nan:
            text += f"  ref_nan={self.ref_nan}"
        return text


def _dot(x: np.ndarray, y: np.ndarray) -> float:
    # einsum, not np.dot: BLAS may split the sum over its own threads (a result
    # that varies in the last bits, and contention with compare's workers).
    return float(np.einsum("i,i->", x, y))


class AccuracyAccumulator:
    """Feed aligned chunks of ref and test (decoded to float64) with
    :meth:`add`; read the totals with :meth:`result`."""

    def __init__(self):
        self._dot = 0.0
        self._rr = 0.0
        self._tt = 0.0
        self._acc = Accuracy()

    def add(self, ref: np.ndarray, test: np.ndarray, start: int = 0) -> None:
        """Add one chunk; ``start`` is the flat index of its first element."""
        ref = np.asarray(ref, dtype=np.float64).reshape(-1)
        test = np.asarray(test, dtype=np.float64).reshape(-1)
        if ref.shape != test.shape:
            raise ValueError(f"chunk shapes differ: {ref.shape} vs {test.shape}")
        a = self._acc
        a.count += ref.size
        # count_nonzero counts NaN as non-zero; subtract them below.
        ref_nonzero, test_nonzero = int(np.count_nonzero(ref)), int(np.count_nonzero(test))
        ref_finite, test_finite = np.isfinite(ref), np.isfinite(test)
        if ref_finite.all() and test_finite.all():
            # The common case, in few passes: no NaN or inf anywhere.
            a.ref_nz += ref_nonzero
            a.test_nz += test_nonzero
            self._dot += _dot(ref, test)
            self._rr += _dot(ref, ref)
            self._tt += _dot(test, test)
            diff = np.abs(ref - test)
            a.mismatches += int(np.count_nonzero(diff))
        else:
            ref_nan, test_nan = np.isnan(ref), np.isnan(test)
            n_ref_nan, n_nan = int(ref_nan.sum()), int(test_nan.sum())
            a.ref_nan += n_ref_nan
            a.nan += n_nan
            if n_nan and a.first_nan_index is None:
                a.first_nan_index = start + int(np.argmax(test_nan))
            a.ref_nz += ref_nonzero - n_ref_nan
            a.test_nz += test_nonzero - n_nan
            both = ref_finite & test_finite
            r, t = ref[both], test[both]
            self._dot += _dot(r, t)
            self._rr += _dot(r, r)
            self._tt += _dot(t, t)
            with np.errstate(invalid="ignore"):
                same = (ref == test) | (ref_nan & test_nan)
                a.mismatches += int(ref.size - np.count_nonzero(same))
                diff = np.where(same | ref_nan | test_nan, 0.0, np.abs(ref - test))
            diff[np.isnan(diff)] = np.inf      # inf - inf: infinities of opposite sign
        if diff.size:
            i = int(np.argmax(diff))
            if diff[i] > a.max_diff:
                a.max_diff = float(diff[i])
                a.worst_index = start + i
                a.worst_ref, a.worst_test = float(ref[i]), float(test[i])

    def merge(self, other: "AccuracyAccumulator") -> None:
        """Fold in an accumulator of later chunks (chunks merged in order)."""
        a, b = self._acc, other._acc
        self._dot += other._dot
        self._rr += other._rr
        self._tt += other._tt
        if b.first_nan_index is not None and a.first_nan_index is None:
            a.first_nan_index = b.first_nan_index
        if b.max_diff > a.max_diff:
            a.max_diff, a.worst_index = b.max_diff, b.worst_index
            a.worst_ref, a.worst_test = b.worst_ref, b.worst_test
        for name in ("count", "ref_nz", "test_nz", "nan", "ref_nan", "mismatches"):
            setattr(a, name, getattr(a, name) + getattr(b, name))

    def result(self) -> Accuracy:
        a = self._acc
        if self._rr == self._tt == self._dot:
            a.cos = 1.0          # identical (or both zero): exactly 1, not 1 - ulp
        elif self._rr == 0.0 or self._tt == 0.0:
            a.cos = 0.0
        else:
            cos = self._dot / (math.sqrt(self._rr) * math.sqrt(self._tt))
            a.cos = max(-1.0, min(1.0, cos))
        return a


def accuracy(ref: np.ndarray, test: np.ndarray, chunk: int = 1 << 22) -> Accuracy:
    """:class:`Accuracy` of two float arrays, accumulated in chunks."""
    ref = np.asarray(ref).reshape(-1)
    test = np.asarray(test).reshape(-1)
    if ref.shape != test.shape:
        raise ValueError(f"shapes differ: {ref.shape} vs {test.shape}")
    acc = AccuracyAccumulator()
    for start in range(0, ref.size, chunk):
        acc.add(ref[start:start + chunk], test[start:start + chunk], start)
    return acc.result()


def tflops(flops: float, milliseconds: float) -> float:
    """Trillions of floating-point operations per second."""
    return flops / (milliseconds * 1e-3) / 1e12 if milliseconds > 0 else float("inf")


@dataclass
class TimingStats:
    """Statistics of per-iteration kernel times (milliseconds)."""

    samples: List[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return float(np.median(self.samples))

    @property
    def mean(self) -> float:
        return float(np.mean(self.samples))

    @property
    def min(self) -> float:
        return float(np.min(self.samples))

    @property
    def max(self) -> float:
        return float(np.max(self.samples))

    def percentile(self, q: float) -> float:
        return float(np.percentile(self.samples, q))

    @property
    def spread(self) -> float:
        """(p90 - p10) / median: the relative width of the middle 80%."""
        return (self.percentile(90) - self.percentile(10)) / self.median if self.median else 0.0
