"""compare's arithmetic on numpy data with known answers: cos, max_diff,
NaN and non-zero counts, chunking invariance, TFLOPS and timing statistics."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from gcnasm.hip.metrics import AccuracyAccumulator, TimingStats, accuracy, tflops


def test_identical_outputs():
    x = np.array([1.0, -2.0, 0.0, 3.5])
    a = accuracy(x, x.copy())
    assert (a.cos, a.max_diff, a.ref_nz, a.test_nz, a.nan, a.mismatches) == (1.0, 0.0, 3, 3, 0, 0)
    assert a.passed(0.9999) and a.line(0.9999).startswith("[PASS] cos=1.000000  max_diff=0.000000")


def test_known_cosines_and_differences():
    assert accuracy(np.array([1.0, 0.0]), np.array([0.0, 1.0])).cos == 0.0
    a = accuracy(np.array([3.0, 4.0]), np.array([4.0, 3.0]))
    assert a.cos == pytest.approx(24 / 25) and a.max_diff == 1.0 and a.mismatches == 2
    scaled = accuracy(np.array([1.0, 2.0]), np.array([2.0, 4.0]))     # same direction
    assert scaled.cos == pytest.approx(1.0) and scaled.max_diff == 2.0
    assert not scaled.passed(0.9, max_diff=1.0) and scaled.passed(0.9)
    assert accuracy(np.zeros(4), np.zeros(4)).cos == 1.0
    assert accuracy(np.zeros(4), np.ones(4)).cos == 0.0
    assert accuracy(np.array([-1.0]), np.array([1.0])).cos == -1.0


def test_nan_and_inf():
    ref = np.array([1.0, 2.0, 3.0, np.inf, 5.0])
    test = np.array([1.0, np.nan, 3.0, np.inf, np.nan])
    a = accuracy(ref, test)
    assert (a.nan, a.ref_nan, a.first_nan_index) == (2, 0, 1)
    assert a.cos == 1.0 and a.max_diff == 0.0      # over the elements finite in both
    assert not a.passed(0.5) and "nan=2" in a.line(0.5) and a.line(0.5).startswith("[FAIL]")
    b = accuracy(np.array([1.0, np.inf]), np.array([1.0, 7.0]))
    assert b.max_diff == math.inf and b.worst_index == 1
    c = accuracy(np.array([np.nan, 1.0]), np.array([0.0, 1.0]))
    assert c.ref_nan == 1 and not c.passed(0.0) and "ref_nan=1" in c.line(0.0)


def test_nonzero_counts_ignore_nan():
    a = accuracy(np.array([0.0, 1.0, np.nan, -0.0]), np.array([0.0, 0.0, 2.0, 3.0]))
    assert (a.ref_nz, a.test_nz) == (1, 2)


@settings(max_examples=40)
@given(st.integers(1, 3000), st.integers(1, 700), st.integers(0, 2 ** 32 - 1))
def test_chunking_does_not_change_the_result(n, chunk, seed):
    rng = np.random.default_rng(seed)
    ref = rng.standard_normal(n)
    test = ref + rng.standard_normal(n) * 1e-3
    test[rng.random(n) < 0.01] = np.nan
    whole = accuracy(ref, test, chunk=n)
    parts = accuracy(ref, test, chunk=chunk)
    assert parts.cos == pytest.approx(whole.cos, rel=1e-12)
    for name in ("max_diff", "nan", "ref_nz", "test_nz", "mismatches", "worst_index", "first_nan_index"):
        assert getattr(parts, name) == getattr(whole, name), name


def test_merging_partial_accumulators_equals_one_pass():
    rng = np.random.default_rng(1)
    ref, test = rng.standard_normal(1000), rng.standard_normal(1000)
    one = AccuracyAccumulator()
    one.add(ref, test)
    merged = AccuracyAccumulator()
    for start in range(0, 1000, 300):
        part = AccuracyAccumulator()
        part.add(ref[start:start + 300], test[start:start + 300], start)
        merged.merge(part)
    a, b = one.result(), merged.result()
    assert b.cos == pytest.approx(a.cos) and (b.max_diff, b.worst_index) == (a.max_diff, a.worst_index)


def test_float64_accumulation_of_large_bf16_like_data():
    # 2^22 values of magnitude ~50: float32 sums would lose digits; float64 does not.
    x = np.full(1 << 22, 50.0)
    y = x.copy()
    y[0] += 1.0
    a = accuracy(x, y, chunk=1 << 20)
    assert a.max_diff == 1.0 and a.cos < 1.0 and a.cos == pytest.approx(1.0, abs=1e-9)


def test_tflops_formula():
    # gate_up_fwd: 2*M*D1*D2 = 4.349e12 flop; in 2.272 ms that is 1914 TFLOPS.
    flops = 2 * 131072 * 2880 * 5760
    assert tflops(flops, 2.272) == pytest.approx(1914.0, abs=0.5)
    assert tflops(1e12, 1000.0) == 1.0


def test_timing_statistics():
    t = TimingStats([float(v) for v in range(1, 101)])
    assert t.median == 50.5 and t.min == 1 and t.max == 100 and t.mean == 50.5
    assert t.percentile(10) == pytest.approx(10.9) and t.spread == pytest.approx((90.1 - 10.9) / 50.5)
