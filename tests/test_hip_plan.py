"""compare --dry-run: sites resolved, launch shapes checked and kernarg
segments packed with no GPU runtime loaded; the errors a site or a file can
hold reported on a machine without a GPU."""

from __future__ import annotations

import io
import json
import struct
import subprocess
import sys

import pytest

from gcnasm import cli
from gcnasm.hip import comparison as compare_module
from gcnasm.hip.comparison import compare
from gcnasm.hip.errors import ModuleError
from gcnasm.hip.plan import PLACEHOLDER_BASE, PLACEHOLDER_STRIDE, DryRunReport

from conftest import KERNELS, REPO
from hip_fake_backend import FakeBackend

CUDA = KERNELS / "cuda"
VADD = {"name": "vadd", "dims": {"N": 1000}, "flops": "N", "grid": ["ceil_div(N, 256)"],
        "block": [256], "shared_mem": 512,
        "args": {"a": "X", "b": {"buffer": "Y", "offset": 16}, "c": "Z", "n": "N"},
        "buffers": [{"name": "X", "dtype": "fp32", "shape": ["N"]},
                    {"name": "Y", "dtype": "fp32", "shape": ["N"], "init": "uniform"},
                    {"name": "Z", "dtype": "fp32", "shape": ["N"], "role": "output"}]}


def site_file(tmp_path, **changes):
    site = json.loads(json.dumps(VADD))
    for key, value in changes.items():
        site[key] = value
    path = tmp_path / "vadd.json"
    path.write_text(json.dumps({"sites": [site]}))
    return path


@pytest.fixture
def no_gpu(monkeypatch):
    """Any attempt to open a GPU runtime fails the test."""
    def refuse(*a, **k):
        raise AssertionError("a dry run opened a GPU backend")
    monkeypatch.setattr(compare_module, "open_backend", refuse)


def dry(tmp_path, ref="vector_add.co", test="vector_add.co", site="vadd", **kw):
    out = io.StringIO()
    report = compare(KERNELS / ref, KERNELS / test, site, sites_files=[site_file(tmp_path)],
                     dry_run=True, out=out, **kw)
    return report, out.getvalue()


def test_dry_run_shows_launch_buffers_and_arguments(tmp_path, no_gpu):
    report, text = dry(tmp_path)
    assert isinstance(report, DryRunReport) and report.passed and report.text == text
    lines = text.splitlines()
    assert lines[0].startswith("Dry run: no GPU runtime loaded; device assumed: num_cus=256 ")
    assert "vadd             N=1000  X=4KB Y=4KB Z=4KB" in lines
    assert ("  launch: grid (4, 1, 1) x block (256, 1, 1) (256 threads); LDS 0 bytes static "
            "(.group_segment_fixed_size) + 512 dynamic") in lines
    assert "  device memory: 16000 bytes (0.00 GB; per-kernel buffers twice)" in lines
    rows = [line.split() for line in lines if line.startswith("    ")]
    assert ["X", "fp32", "1000", "4000", "input", "normal"] in rows
    assert ["Z", "fp32", "1000", "4000", "output", "x2", "nan"] in rows
    (plan,) = report.sites[0].kernels
    assert plan.role == "ref and test" and plan.kernel == "vector_add"
    x, y, z = (PLACEHOLDER_BASE + i * PLACEHOLDER_STRIDE for i in range(3))
    assert [(a.offset, a.name, a.value) for a in plan.arguments] == \
        [(0, "a", "&X"), (8, "b", "&Y+0x10"), (16, "c", "&Z"), (24, "n", "1000")]
    assert struct.unpack_from("<QQQi", plan.kernarg) == (x, y + 16, z, 1000)
    assert plan.arguments[3].hex == "e8030000"
    assert all(h.kind.startswith("hidden_") and h.value == "(runtime)" for h in plan.hidden)
    assert not any(plan.kernarg[32:])                       # hidden: left for the runtime
    assert any("hidden argument(s) in bytes 32.." in line for line in lines)


def test_dry_run_packs_what_a_real_run_packs(tmp_path, no_gpu):
    report, _ = dry(tmp_path)
    planned = report.sites[0].kernels[0].kernarg
    data = (KERNELS / "vector_add.co").read_bytes()
    seen = []

    def record(gpu, kernarg, grid, block, smem):
        seen.append((kernarg, grid, block, smem, set(gpu.memory)))
        a, b, c, n = struct.unpack_from("<QQQI", kernarg)
        gpu.array(c, "fp32", n)[:] = 0
        return 1.0
    gpu = FakeBackend({data: record}, name="hip")
    compare(data, data, "vadd", sites_files=[site_file(tmp_path)], backend=gpu, out=io.StringIO())
    kernarg, grid, block, smem, allocations = seen[0]
    assert (grid, block, smem) == ((4, 1, 1), (256, 1, 1), 512)
    # the same bytes but for the device addresses, which point the same way
    assert len(kernarg) == len(planned) and kernarg[24:] == planned[24:]
    a, b, c = struct.unpack_from("<3Q", kernarg)
    assert a in allocations and b - 16 in allocations and c in allocations


def test_cubins_and_the_builtin_site(no_gpu):
    out = io.StringIO()
    report = compare(CUDA / "gemm_ref.cubin", CUDA / "gemm_fast.cubin", "gate_up_fwd",
                     dry_run=True, out=out, assume={"num_cus": 8})
    site = report.sites[0]
    assert site.grid == (8, 1, 1) and report.device_names["warp_size"] == 32
    (plan,) = site.kernels                    # same kernel, same layout, same bytes
    assert [a.value for a in plan.arguments] == ["&A", "&B", "&Out", "&group_offsets",
                                                 "131072", "5760", "2880", "64"]
    assert "dynamic shared memory 0 bytes" in out.getvalue()


def test_two_different_kernels_get_two_tables(tmp_path, no_gpu):
    # collatz_steps(in, out, n, max_steps) and clamp_column_sum(in, out, n, rows, lo, hi):
    # bound by name, with args_fill for what one of them lacks
    path = tmp_path / "k.json"
    path.write_text(json.dumps({"sites": [{
        "name": "two", "dims": {"N": 64}, "grid": [1], "block": [256], "args_fill": 7,
        "args": {"in": "X", "out": "Y", "n": "N"},
        "buffers": [{"name": "X", "dtype": "int32", "shape": ["N"]},
                    {"name": "Y", "dtype": "int32", "shape": ["N"], "role": "output",
                     "init": "zeros"}]}]}))
    co = KERNELS / "two_kernels.co"
    out = io.StringIO()
    report = compare(co, co, "two", sites_files=[path], kernel="collatz_steps",
                     test_kernel="clamp_column_sum", dry_run=True, out=out)
    ref, test = report.sites[0].kernels
    assert (ref.role, ref.kernel, test.role, test.kernel) == \
        ("ref", "collatz_steps", "test", "clamp_column_sum")
    assert [a.value for a in ref.arguments] == ["&X", "&Y", "64", "7"]
    assert [a.value for a in test.arguments] == ["&X", "&Y", "64", "7", "7", "7"]
    assert "  kernel: collatz_steps (ref) / clamp_column_sum (test)" in out.getvalue()
    assert "arguments of clamp_column_sum (test), " in out.getvalue()


@pytest.mark.parametrize("case,message", [
    ("missing_argument", "has no argument named 'bogus'"),
    ("missing_buffer", "no buffer named 'nope'"),
    ("unknown_kernel", "no kernel named 'nope'"),
    ("not_a_code_object", "not an ELF file; expected an AMD code object"),
    ("block_too_large", "allows at most 1024 threads per block"),
])
def test_errors_are_reported_without_a_gpu(tmp_path, capsys, no_gpu, case, message):
    ref = test = str(KERNELS / "vector_add.co")
    extra = []
    if case == "missing_argument":
        path = site_file(tmp_path, args={**VADD["args"], "bogus": "N"})
    elif case == "missing_buffer":
        path = site_file(tmp_path, args={**VADD["args"], "b": {"buffer": "nope"}})
    else:
        path = site_file(tmp_path)
    if case == "unknown_kernel":
        extra = ["--kernel", "nope"]
    if case == "not_a_code_object":
        test = str(KERNELS / "vector_add.s")
    if case == "block_too_large":
        extra = ["--block", "2048"]
    argv = ["compare", ref, test, "--sites", str(path), "--site", "vadd", "--dry-run"] + extra
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "hipInit" not in err and "Traceback" not in err


@pytest.mark.parametrize("case", ["unknown_kernel", "not_a_code_object"])
def test_a_real_run_checks_files_and_kernels_before_the_gpu(tmp_path, no_gpu, case):
    # without --dry-run, these are found before any runtime is opened
    ref = KERNELS / "vector_add.co"
    test = KERNELS / ("vector_add.s" if case == "not_a_code_object" else "vector_add.co")
    with pytest.raises(ModuleError):
        compare(ref, test, "vadd", sites_files=[site_file(tmp_path)],
                kernel="nope" if case == "unknown_kernel" else None, out=io.StringIO())


def test_cli_json_and_assume(tmp_path, capsys, no_gpu):
    path = site_file(tmp_path)
    base = ["compare", str(KERNELS / "vector_add.co"), str(KERNELS / "vector_add.co"),
            "--sites", str(path), "--site", "vadd", "--dry-run"]
    assert cli.main(base + ["--assume", "num_cus=304", "--json", "-"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out)           # --json -: JSON alone on stdout (issue 21)
    assert data["dry_run"] and data["device_names"]["num_cus"] == 304
    (site,) = data["sites"]
    assert site["grid"] == [4, 1, 1] and site["shared_mem"] == 512
    assert [b["name"] for b in site["buffers"]] == ["X", "Y", "Z"]
    (kernel,) = site["kernels"]
    assert kernel["kernarg"][48:56] == "e8030000"             # n = 1000 at offset 24
    assert kernel["arguments"][1]["value"] == "&Y+0x10"
    assert cli.main(base + ["--assume", "cus=1"]) == 2
    assert "--assume names 'cus'" in capsys.readouterr().err
    assert cli.main(base[:-1] + ["--assume", "num_cus=1"]) == 2
    assert "--assume applies to --dry-run only" in capsys.readouterr().err


def test_a_dry_run_loads_no_gpu_library(tmp_path):
    path = site_file(tmp_path)
    code = ("import sys; sys.path.insert(0, 'tests'); from gcnasm import cli;"
            f"rc = cli.main(['compare', 'kernels/vector_add.co', 'kernels/vector_add.co', "
            f"'--sites', {str(path)!r}, '--site', 'vadd', '--dry-run']);"
            "maps = open('/proc/self/maps').read();"
            "print(rc, 'amdhip64' in maps, 'libcuda' in maps)")
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split()[-3:] == ["0", "False", "False"]
    assert "arguments of vector_add (ref and test)" in proc.stdout
