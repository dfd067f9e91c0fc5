"""The site table: built-in grouped fp8 GEMM sites, user site files (TOML
and JSON), expressions, group sizes and the errors that name the field."""

from __future__ import annotations

import json
import struct
import sys

import numpy as np
import pytest

from gcnasm.hip import expr
from gcnasm.hip.comparison import bind_arguments
from gcnasm.hip.errors import KernargError, SiteError
from gcnasm.hip.kernargs import ArgLayout
from gcnasm.hip.module import KernelInfo
from gcnasm.hip.plan import PlannedBuffer, UnloadedKernel
from gcnasm.hip.sites import builtin_sites, format_megabytes, load_site_file, select, site_table

MI355X = {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20, "max_threads_per_block": 1024}


def test_gate_up_fwd_is_the_seed_site():
    site = site_table()["gate_up_fwd"]
    r = site.resolve(MI355X)
    assert (r.dims["M"], r.dims["D1"], r.dims["D2"], r.dims["G"]) == (131072, 2880, 5760, 64)
    sizes = {name: b.nbytes for name, b in r.buffers.items()}
    assert sizes == {"A": 131072 * 2880, "B": 64 * 2880 * 5760, "Out": 131072 * 5760 * 2,
                     "group_offsets": 65 * 4}
    assert r.buffers["A"].spec.dtype.name == "fp8_e4m3" and r.buffers["Out"].spec.dtype.name == "bf16"
    assert r.flops == 2 * 131072 * 2880 * 5760
    assert r.line() == "gate_up_fwd      M=131072 D1=2880 D2=5760  A=377MB B=1062MB Out=1510MB"
    assert list(r.group_sizes) == [2048] * 64 and r.grid == (256, 1, 1) and r.block == (256, 1, 1)


def test_forward_and_backward_sites_exist_and_resolve():
    names = [s.name for s in builtin_sites()]
    assert names == ["gate_up_fwd", "gate_up_dgrad", "gate_up_wgrad", "down_fwd", "down_dgrad",
                     "down_wgrad"]
    for s in builtin_sites():
        r = s.resolve(MI355X)
        assert r.flops == 2 * r.dims["M"] * r.dims["D1"] * r.dims["D2"]
        assert sum(r.group_sizes) == r.dims["M"]
        outputs = [b for b in r.buffers.values() if b.spec.role == "output"]
        assert len(outputs) == 1 and outputs[0].spec.init["kind"] == "nan"
    wgrad = site_table()["gate_up_wgrad"].resolve(MI355X)
    assert wgrad.buffers["dB"].shape == (64, 5760, 2880)


def test_overrides_and_random_groups():
    site = site_table()["gate_up_fwd"]
    r = site.resolve(MI355X, {"M": 1000, "G": 3, "occupancy": "2"})
    assert r.grid == (512, 1, 1) and list(r.group_sizes) == [334, 333, 333]
    with pytest.raises(SiteError, match=r"unknown dims \['Q'\]"):
        site.resolve(MI355X, {"Q": 1})
    from dataclasses import replace
    rnd = replace(site, groups={"count": "G", "total": "M", "sizes": "random", "align": 16})
    a = rnd.resolve(MI355X, seed=5).group_sizes
    assert a.sum() == 131072 and (a % 16 == 0).all() and len(set(a)) > 1
    assert np.array_equal(a, rnd.resolve(MI355X, seed=5).group_sizes)
    assert not np.array_equal(a, rnd.resolve(MI355X, seed=6).group_sizes)


def test_expressions_are_arithmetic_only():
    names = {"M": 100, "N": 7}
    assert expr.evaluate("ceil_div(M, 32) * N", names) == 28
    assert expr.evaluate("max(M, 2**10) if N > 3 else 0", names) == 1024
    assert expr.evaluate(12, {}) == 12
    for bad in ("__import__('os')", "M.bit_length()", "open('x')", "[M]", "lambda: 1"):
        with pytest.raises(SiteError):
            expr.evaluate(bad, names, "test")
    with pytest.raises(SiteError, match="unknown name 'Z'"):
        expr.evaluate("Z + 1", names)
    with pytest.raises(SiteError, match="by zero"):
        expr.evaluate("M // 0", names)


TOML_SITE = """
[[sites]]
name = "tiny"
description = "a small grouped GEMM"
dims = { M = 256, D1 = 64, D2 = 128, G = 2 }
line_dims = ["M", "D1", "D2"]
flops = "2*M*D1*D2"
groups = { count = "G", total = "M", sizes = [100, 156] }
grid = ["num_cus"]
block = [256]
args = ["A", "B", "Out", "offsets", "M", "D2", "D1", "G"]
max_diff = 0.0

[[sites.buffers]]
name = "A"
dtype = "fp8_e4m3"
shape = ["M", "D1"]

[[sites.buffers]]
name = "B"
dtype = "e4m3"
shape = ["G", "D2", "D1"]
init = { kind = "uniform", low = -2, high = 2 }

[[sites.buffers]]
name = "Out"
dtype = "bf16"
shape = ["M", "D2"]
role = "output"

[[sites.buffers]]
name = "offsets"
dtype = "int32"
shape = ["G + 1"]
init = "group_offsets"
show = false
"""


@pytest.mark.skipif(sys.version_info < (3, 11), reason="TOML site files need tomllib (3.11+)")
def test_toml_site_file(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(TOML_SITE)
    (site,) = load_site_file(path)
    r = site.resolve(MI355X)
    assert r.line() == "tiny             M=256 D1=64 D2=128  A=16KB B=16KB Out=66KB"
    assert list(r.group_sizes) == [100, 156] and r.grid == (256, 1, 1) and site.max_diff == 0.0
    table = site_table([path])
    assert "tiny" in table and "gate_up_fwd" in table
    assert [s.name for s in select(table, ["tiny", "gate_up_fwd"])] == ["tiny", "gate_up_fwd"]


def test_json_dump_round_trips(tmp_path):
    for site in builtin_sites():
        path = tmp_path / f"{site.name}.json"
        path.write_text(json.dumps({"sites": [site.to_dict()]}))
        (back,) = load_site_file(path)
        assert back.resolve(MI355X).line() == site.resolve(MI355X).line()
        assert back.to_dict() == site.to_dict()


def _write(tmp_path, site):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"sites": [site]}))
    return path


def _minimal(**changes):
    site = {"name": "x", "dims": {"N": 4}, "grid": [1], "block": [64], "args": ["out", "N"],
            "buffers": [{"name": "out", "dtype": "fp32", "shape": ["N"], "role": "output"}]}
    site.update(changes)
    return site


@pytest.mark.parametrize("changes,match", [
    ({"buffers": []}, "buffers must be a non-empty list"),
    ({"bogus": 1}, r"unknown field\(s\) \['bogus'\]"),
    ({"buffers": [{"name": "out", "dtype": "fp32", "shape": ["N"]}]}, "nothing would be compared"),
    ({"buffers": [{"name": "out", "dtype": "fp9", "shape": ["N"], "role": "output"}]},
     r"buffers\[0\] \(out\): unknown element type 'fp9'"),
    ({"buffers": [{"name": "out", "dtype": "int32", "shape": ["N"], "role": "output"}]},
     "init 'nan' needs a float type"),
    ({"buffers": [{"name": "out", "dtype": "fp32", "shape": ["N"], "role": "sink"}]}, "role must be"),
    ({"args": ["nothere + "]}, r"args\[0\]: 'nothere \+ ' is neither a buffer name"),
    ({"args": [{"buffer": "zz"}]}, "no buffer named 'zz'"),
    ({"grid": [1, 2, 3, 4]}, "grid: expected 1 to 3"),
    ({"line_dims": ["Q"]}, r"line_dims names unknown dims \['Q'\]"),
    ({"buffers": [{"name": "out", "dtype": "fp32", "shape": ["N"], "role": "output", "reset": True}]},
     "reset = true needs role 'scratch'"),
    ({"buffers": [{"name": "t", "dtype": "uint64", "shape": [2], "init": {"kind": "addresses"}},
                  {"name": "out", "dtype": "fp32", "shape": ["N"], "role": "output"}]},
     "init 'addresses' needs buffers"),
    ({"buffers": [{"name": "t", "dtype": "int32", "shape": [2],
                   "init": {"kind": "addresses", "buffers": ["a"]}},
                  {"name": "out", "dtype": "fp32", "shape": ["N"], "role": "output"}]},
     "needs dtype uint64 and role input"),
    ({"buffers": [{"name": "t", "dtype": "uint64", "shape": [2],
                   "init": {"kind": "addresses", "buffers": ["out"]}},
                  {"name": "out", "dtype": "fp32", "shape": ["N"], "role": "output"}]},
     r"names \['out'\], not input buffers listed before it"),
])
def test_bad_site_files_name_the_file_and_field(tmp_path, changes, match):
    path = _write(tmp_path, _minimal(**changes))
    with pytest.raises(SiteError, match=match) as info:
        load_site_file(path)
    assert str(path) in str(info.value)


def test_bad_files(tmp_path):
    (tmp_path / "a.json").write_text("{")
    with pytest.raises(SiteError, match="not valid JSON"):
        load_site_file(tmp_path / "a.json")
    (tmp_path / "b.yaml").write_text("")
    with pytest.raises(SiteError, match="must end in .toml or .json"):
        load_site_file(tmp_path / "b.yaml")
    (tmp_path / "c.json").write_text('{"sites": []}')
    with pytest.raises(SiteError, match="non-empty 'sites' list"):
        load_site_file(tmp_path / "c.json")
    with pytest.raises(SiteError, match="cannot read"):
        load_site_file(tmp_path / "missing.json")
    with pytest.raises(SiteError, match="unknown site 'nope'"):
        select(site_table(), ["nope"])


def test_resolve_errors_name_the_field(tmp_path):
    (site,) = load_site_file(_write(tmp_path, _minimal(grid=["N / 3"])))
    with pytest.raises(SiteError, match=r"site x: grid: 'N / 3' is 1.33.*not an integer"):
        site.resolve(MI355X)


def test_megabytes():
    assert format_megabytes(377487360) == "377MB" and format_megabytes(1509949440) == "1510MB"
    assert format_megabytes(260) == "260B" and format_megabytes(16384) == "16KB"


# --- raw_args: values at byte offsets of the kernarg segment ---------------------

def _raw_site(raw_args, **changes):
    return _minimal(args={"n": "N"}, args_fill=0, raw_args=raw_args,
                    buffers=[{"name": "out", "dtype": "fp32", "shape": ["N"], "role": "output"},
                             {"name": "starts", "dtype": "int32", "shape": ["N + 1"]}], **changes)


def _misdeclared_kernel():
    # an 8-byte pointer declared as a 4-byte i32 at 0x10 (aiter's fmha_v3_bwd group kernels)
    layout = ArgLayout.from_amd_metadata({
        ".name": "k", ".kernarg_segment_size": 32, ".args": [
            {".offset": 0, ".size": 8, ".value_kind": "global_buffer", ".name": "out"},
            {".offset": 8, ".size": 4, ".value_kind": "by_value", ".name": "n", ".value_type": "i32"},
            {".offset": 16, ".size": 4, ".value_kind": "by_value", ".name": "ptr_seq", ".value_type": "i32"},
            {".offset": 20, ".size": 4, ".value_kind": "by_value", ".name": "pad", ".value_type": "i32"},
            {".offset": 24, ".size": 4, ".value_kind": "by_value", ".name": "scale", ".value_type": "i32"}]})
    return UnloadedKernel(KernelInfo("k", layout, {}), "test.co")


def test_raw_args_bind_addresses_and_values_at_offsets(tmp_path):
    raw = [{"offset": 0, "buffer": "out"}, {"offset": "0x10", "buffer": "starts", "buffer_offset": "4"},
           {"offset": 24, "value": "1 / N", "type": "f32", "name": "scale"}]
    (site,) = load_site_file(_write(tmp_path, _raw_site(raw)))
    resolved = site.resolve(MI355X)
    buffers = {"out": PlannedBuffer("out", 16, 0x1000), "starts": PlannedBuffer("starts", 20, 0x7F00_0000_2000)}
    buf = bind_arguments(resolved, _misdeclared_kernel(), buffers)
    assert struct.unpack("<QI4xQf4x", buf) == (0x1000, 4, 0x7F00_0000_2004, 0.25)
    # file form round-trips
    path = tmp_path / "back.json"
    path.write_text(json.dumps({"sites": [site.to_dict()]}))
    assert load_site_file(path)[0].to_dict() == site.to_dict()


def test_raw_args_that_clash_say_which_arguments(tmp_path):
    buffers = {"out": PlannedBuffer("out", 16, 0x1000), "starts": PlannedBuffer("starts", 20, 0x2000)}
    for raw, match in (
            ([{"offset": 0, "buffer": "out"}, {"offset": 8, "buffer": "starts"}],
             r"raw binding 'starts' \(8 bytes at offset 8 = 0x8\) overlaps argument #1 'n'.*given a value too"),
            ([{"offset": 0, "buffer": "out"}, {"offset": 28, "buffer": "starts"}],
             "runs past the 32-byte kernarg segment")):
        (site,) = load_site_file(_write(tmp_path, _raw_site(raw)))
        with pytest.raises(KernargError, match=match):
            bind_arguments(site.resolve(MI355X), _misdeclared_kernel(), buffers)


@pytest.mark.parametrize("raw,match", [
    ([{"offset": 0}], r"raw_args\[0\]: expected \{offset=, buffer="),
    ([{"offset": 0, "buffer": "nope"}], r"raw_args\[0\]: no buffer named 'nope'"),
    ([{"offset": 0, "buffer": "out", "size": 2}], "an address takes 4 or 8 bytes"),
    ([{"offset": 0, "value": 1, "type": "q7"}], "unknown type 'q7'"),
    ([{"offset": 0, "value": 1, "type": "i64", "size": 4}], "size 4 cannot hold a i64"),
    ([{"offset": 0, "value": 1, "colour": 1}], r"unknown field\(s\) \['colour'\]"),
    ({"offset": 0}, "raw_args must be a list"),
])
def test_bad_raw_args_name_the_entry(tmp_path, raw, match):
    with pytest.raises(SiteError, match=match):
        load_site_file(_write(tmp_path, _raw_site(raw)))
