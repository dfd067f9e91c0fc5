"""co_compare end to end on the simulated GPU with the committed CUDA demo
cubins: the seed's output format, PASS/FAIL, NaN pre-fill, timing lines,
argument binding from sites, and the CLI's exit status."""

from __future__ import annotations

import io
import json
import re
import struct

import numpy as np
import pytest

from gcnasm import cli
from gcnasm.hip import comparison as compare_module
from gcnasm.hip.comparison import compare
from gcnasm.hip.errors import SiteError

from conftest import KERNELS
from hip_fake_backend import FakeBackend, cubin, demo_backend, grouped_gemm

CUDA = KERNELS / "cuda"
SMALL = {"M": 1000, "D1": 176, "D2": 200, "G": 5}

SEED_LINES = [
    r"Device: Fake GPU \(4 SMs\)",
    r"  kernel: grouped_fp8_gemm",
    r"",
    r"gate_up_fwd      M=1000 D1=176 D2=200  A=176KB B=176KB Out=400KB",
    r"  \[PASS\] cos=1\.000000  max_diff=0\.000000  ref_nz=\d+  test_nz=\d+  nan=0",
    r"  ref=2\.000 ms \(\d+ TFLOPS\)  test=2\.000 ms \(\d+ TFLOPS\)  speedup=1\.0000x",
    r"  spread p10\.\.p90 of 7: ref 2\.000\.\.2\.000 ms \(0\.00%\)  test 2\.000\.\.2\.000 ms \(0\.00%\)",
]


def run(test, gpu=None, **kw):
    out = io.StringIO()
    gpu = gpu or demo_backend()
    kw.setdefault("overrides", SMALL)
    report = compare(CUDA / "gemm_ref.cubin", CUDA / f"{test}.cubin", "gate_up_fwd", backend=gpu,
                     out=out, **kw)
    return report, out.getvalue(), gpu


def test_self_compare_prints_the_seed_format():
    report, text, gpu = run("gemm_ref", benchmark_runs=True, warmup=2, iters=7)
    lines = text.rstrip("\n").split("\n")
    assert len(lines) == len(SEED_LINES)
    for line, pattern in zip(lines, SEED_LINES):
        assert re.fullmatch(pattern, line), (line, pattern)
    assert report.passed and report.text == text
    assert report.results[0].speedup == 1.0
    assert gpu.open_resources == 0


def test_faster_correct_variant_passes_with_a_speedup():
    report, text, _ = run("gemm_fast", benchmark_runs=True, warmup=1, iters=3)
    assert report.passed and "speedup=1.3333x" in text
    assert report.results[0].outputs[0].accuracy.mismatches == 0


def test_wrong_variants_fail_and_say_where():
    report, text, _ = run("gemm_wrong_k")
    assert not report.passed and "[FAIL] cos=0." in text and "worst: Out[" in text
    report, text, _ = run("gemm_wrong_rows")
    acc = report.results[0].outputs[0].accuracy
    assert not report.passed and acc.nan == 200 * 200 and acc.first_nan_index == 800 * 200
    assert "first NaN in test: Out[800, 0]" in text


def test_outputs_start_as_nan_and_inputs_are_shared():
    gpu = demo_backend()
    report, _, _ = run("gemm_ref", gpu=gpu)
    (ref_launch, test_launch) = gpu.launches
    a_ref, b_ref, out_ref, off_ref = struct.unpack_from("<4Q", ref_launch[4])
    a_test, b_test, out_test, off_test = struct.unpack_from("<4Q", test_launch[4])
    assert (a_ref, b_ref, off_ref) == (a_test, b_test, off_test) and out_ref != out_test
    assert struct.unpack_from("<4i", ref_launch[4], 32) == (1000, 200, 176, 5)   # M, N=D2, K=D1, G
    assert ref_launch[1] == (4, 1, 1) and ref_launch[2] == (256, 1, 1)   # grid = num_cus


def test_a_kernel_that_writes_nothing_fails_on_nan():
    idle = lambda *a: 1.0      # noqa: E731
    gpu = FakeBackend({cubin("gemm_ref"): grouped_gemm("ref"), cubin("gemm_fast"): idle})
    report, text, _ = run("gemm_fast", gpu=gpu)
    assert not report.passed and f"nan={1000 * 200}" in text and "test_nz=0" in text


def test_seed_changes_the_data_but_not_the_verdict():
    r0 = run("gemm_ref", seed=0)[0].results[0].outputs[0].accuracy
    r1 = run("gemm_ref", seed=1)[0].results[0].outputs[0].accuracy
    assert r0.cos == r1.cos == 1.0 and r0.ref_nz > 0


def test_launch_overrides_and_thresholds():
    gpu = demo_backend()
    report, text, _ = run("gemm_wrong_k", gpu=gpu, grid="num_cus*2", block=[256], min_cos=0.5)
    assert gpu.launches[0][1] == (8, 1, 1)
    assert report.passed                              # cos ~0.95 passes a 0.5 threshold
    report, _, _ = run("gemm_fast", max_diff=-1.0)
    assert not report.passed


def test_not_enough_device_memory_is_a_site_error():
    gpu = demo_backend()
    gpu.total_memory = 1 << 20
    with pytest.raises(SiteError, match="needs 0.00 GB|needs .* GB of device memory"):
        run("gemm_ref", gpu=gpu, overrides={"M": 4096})


def test_sites_bind_arguments_by_name_with_offsets_and_typed_values(tmp_path):
    # A cubin has no argument names, so name binding is shown on an AMD kernel.
    data = (KERNELS / "vector_add.co").read_bytes()
    seen = {}

    def vector_add(gpu, kernarg, grid, block, smem):
        a, b, c, n = struct.unpack_from("<QQQI", kernarg)
        seen["args"] = (a, b, c, n)
        x = gpu.array(a, "fp32", n).view(np.float32)
        y = gpu.array(b, "fp32", n).view(np.float32)
        gpu.array(c, "fp32", n).view(np.float32)[:] = x + y
        return 0.5
    site = {"name": "vadd", "dims": {"N": 1000}, "flops": "N", "grid": ["ceil_div(N, 256)"],
            "block": [256], "args": {"a": "X", "b": {"buffer": "Y", "offset": 0}, "c": "Z", "n": "N"},
            "buffers": [{"name": "X", "dtype": "fp32", "shape": ["N"]},
                        {"name": "Y", "dtype": "fp32", "shape": ["N"], "init": "uniform"},
                        {"name": "Z", "dtype": "fp32", "shape": ["N"], "role": "output"}]}
    path = tmp_path / "vadd.json"
    path.write_text(json.dumps({"sites": [site]}))
    gpu = FakeBackend({data: vector_add}, name="hip")
    out = io.StringIO()
    report = compare(data, data, "vadd", sites_files=[str(path)], backend=gpu, out=out)
    assert report.passed and seen["args"][3] == 1000
    assert "vadd             N=1000  X=4KB Y=4KB Z=4KB" in out.getvalue()


def test_cli_exit_status_and_json(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(compare_module, "open_backend", lambda *a, **k: demo_backend())
    base = ["compare", str(CUDA / "gemm_ref.cubin"), "--site", "gate_up_fwd", "--set", "M=1000",
            "--set", "D1=176", "--set", "D2=200", "--set", "G=5"]
    out_json = tmp_path / "r.json"
    assert cli.main(base[:2] + [str(CUDA / "gemm_fast.cubin")] + base[2:] +
                    ["--benchmark", "--warmup", "1", "--iters", "4", "--json", str(out_json)]) == 0
    data = json.loads(out_json.read_text())
    assert data["passed"] and data["sites"][0]["speedup"] == pytest.approx(4 / 3)
    assert len(data["sites"][0]["timing_ms"]["ref"]["samples"]) == 4
    assert cli.main(base[:2] + [str(CUDA / "gemm_wrong_k.cubin")] + base[2:]) == 1
    assert "[FAIL]" in capsys.readouterr().out
    assert cli.main(base[:2] + [str(CUDA / "gemm_ref.cubin")] + base[2:] + ["--set", "X=1"]) == 2
    assert "unknown dims ['X']" in capsys.readouterr().err


def test_scratch_buffers_are_per_kernel_and_reset_before_every_launch(tmp_path):
    data = (KERNELS / "vector_add.co").read_bytes()

    def accumulate(gpu, kernarg, grid, block, smem):
        # c = a + b, and b[0] += 1: a kernel that dirties its scratch buffer
        a, b, c, n = struct.unpack_from("<QQQI", kernarg)
        x = gpu.array(a, "fp32", n).view(np.float32)
        y = gpu.array(b, "fp32", n).view(np.float32)
        gpu.array(c, "fp32", n).view(np.float32)[:] = x + y
        y[0] += 1.0
        return 1.0
    site = {"name": "acc", "dims": {"N": 64}, "grid": [1], "block": [64],
            "args": ["X", "counter", "Z", "N"], "max_diff": 0.0,
            "buffers": [{"name": "X", "dtype": "fp32", "shape": ["N"]},
                        {"name": "counter", "dtype": "fp32", "shape": ["N"], "role": "scratch",
                         "reset": True},
                        {"name": "Z", "dtype": "fp32", "shape": ["N"], "role": "output"}]}
    path = tmp_path / "acc.json"
    path.write_text(json.dumps({"sites": [site]}))
    gpu = FakeBackend({data: accumulate}, name="hip")
    report = compare(data, data, "acc", sites_files=[str(path)], backend=gpu, benchmark_runs=True,
                     warmup=2, iters=3, out=io.StringIO())
    assert report.passed
    launches = [i for i, e in enumerate(gpu.log) if e[0] == "launch"]
    assert len(launches) == 2 + 2 * 2 + 2 * 3
    for i in launches:        # the last memset before each launch zeroes that kernel's counter
        assert any(e[0] in ("memset8", "memset32") for e in gpu.log[max(0, i - 3):i])
    counters = {struct.unpack_from("<Q", k, 8)[0] for _, _, _, _, k in gpu.launches}
    assert len(counters) == 2          # one scratch copy per kernel
