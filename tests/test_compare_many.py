"""Many candidates against one reference (gcnasm.hip.many and
gcnasm.workflow.many): the interleaved schedule, the bootstrap ranking and
its noise floor on the simulated GPU of tests/hip_fake_backend.py (its
times are a simulated clock with noise this test adds, not a GPU's)."""

from __future__ import annotations

import io

import numpy as np
import pytest

from gcnasm.hip.many import SELF, bootstrap_speedup, call, compare_many, rotation
from conftest import KERNELS
from hip_fake_backend import FakeBackend, cubin, grouped_gemm

CUDA = KERNELS / "cuda"
SMALL = {"M": 200, "D1": 64, "D2": 64, "G": 3}


def noisy_backend(seed=1, noise=0.02, **costs):
    """The fake device with each launch's cost drawn around its mean
    (relative ``noise``) and a slow drift every kernel shares."""
    rng = np.random.default_rng(seed)
    costs = {"gemm_ref": 2.0, "gemm_fast": 1.5, "gemm_wrong_k": 2.0, "gemm_wrong_rows": 2.0,
             **costs}
    variants = {"gemm_ref": "ref", "gemm_fast": "ref", "gemm_wrong_k": "wrong_k",
                "gemm_wrong_rows": "wrong_rows"}
    launches = [0]

    def noisy(variant, cost):
        inner = grouped_gemm(variant, cost)

        def run(gpu, kernarg, grid, block, shared_mem):
            launches[0] += 1
            drift = 1 + 0.1 * np.sin(launches[0] / 50)      # clocks wander, for all alike
            return inner(gpu, kernarg, grid, block, shared_mem) * drift * \
                (1 + noise * rng.standard_normal())
        return run
    return FakeBackend({cubin(n): noisy(variants[n], costs[n]) for n in variants})


def test_rotation_starts_each_round_one_later():
    assert rotation(3, 4) == [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2]]
    assert rotation(0, 2) == []


def test_bootstrap_interval_holds_the_true_ratio_and_the_call_follows_it():
    rng = np.random.default_rng(0)
    ref = 2.0 * (1 + 0.02 * rng.standard_normal(200))
    cand = 1.6 * (1 + 0.02 * rng.standard_normal(200))
    s, lo, hi = bootstrap_speedup(ref, cand)
    assert lo < 1.25 < hi and lo < s < hi and hi - lo < 0.05
    assert call(lo, hi, 0.01) == "faster"
    assert call(1 / hi, 1 / lo, 0.01) == "slower"
    assert call(0.99, 1.01, 0.0) == "within noise"
    with pytest.raises(ValueError):
        bootstrap_speedup([1.0], [1.0, 2.0])


def test_four_candidates_ranked_in_one_interleaved_run():
    gpu = noisy_backend()
    out = io.StringIO()
    names = ["gemm_fast", "gemm_ref", "gemm_wrong_k", "gemm_wrong_rows"]
    report = compare_many(CUDA / "gemm_ref.cubin", [CUDA / f"{n}.cubin" for n in names],
                          "gate_up_fwd", backend=gpu, overrides=SMALL, warmup=1, iters=20,
                          labels=names, out=out)
    text = out.getvalue()
    assert [r.passed for r in report.correctness.values()] == [True, True, False, False]
    rows = report.rankings["gate_up_fwd"]
    # failing candidates are not timed; the passing ones ranked best first
    assert [r.label for r in rows] == ["gemm_fast", "gemm_ref"]
    fast, same = rows
    assert fast.lo < 2.0 / 1.5 < fast.hi and fast.call == "faster"
    assert same.lo <= 1.0 <= same.hi and same.call == "within noise"
    floor = report.floors["gate_up_fwd"]
    assert 0 < floor < 0.05
    # the order of launches: REF before every candidate, rotation over 3 (self + 2)
    names_launched = [entry[0] for entry in gpu.launches]
    assert len(names_launched) >= 2 * 3 * 21
    assert "== gemm_wrong_k" in text and "[FAIL]" in text
    # the seed's co_compare timing lines come with each timed candidate
    lines = report.correctness["gemm_fast"].results[0].timing_lines()
    assert "speedup=1.3" in lines[0] and len(lines) == 2
    assert "speedup=1.3" in report.text["gemm_fast"] and "spread p10..p90 of 20" in \
        report.text["gemm_fast"]


def test_time_failing_times_every_candidate():
    gpu = noisy_backend(seed=2)
    report = compare_many(CUDA / "gemm_ref.cubin", [CUDA / "gemm_wrong_k.cubin"],
                          "gate_up_fwd", backend=gpu, overrides=SMALL, warmup=1, iters=10,
                          time_failing=True)
    assert not report.passed
    assert [r.label for r in report.rankings["gate_up_fwd"]] == ["gemm_wrong_k.cubin"] or \
        len(report.rankings["gate_up_fwd"]) == 1


def test_ranking_table_names_the_candidates_it_did_not_time():
    from gcnasm.workflow.many import Candidate, ManyResult
    cands = [Candidate("fast.co", "fast.co", b"x", check="clean"),
             Candidate("wrong.co", "wrong.co", b"x", check="clean")]
    row = {"label": "fast.co", "site": "s1", "speedup": 1.2, "ci": [1.19, 1.21],
           "call": "faster", "device": "cuda:0 NVIDIA H100 80GB HBM3 (132 SMs)"}
    result = ManyResult("ref.co", cands, [row], {}, {"fast.co": {"s1": "PASS"},
                                                     "wrong.co": {"s1": "FAIL"}},
                        {"cuda:0": {"s1": 0.001}}, "time")
    table = result.table()
    assert "wrong.co: not ranked: s1 FAIL" in table and "--time-all" in table
    assert "fast.co: not ranked" not in table and "Device: " not in table
    assert not result.passed
