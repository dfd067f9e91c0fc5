"""``gcnasm compare`` through gcnasm.workflow (issue 21, items 2-6): one
verdict per site, JSON alone on stdout, races on by default on the
emulator, coverage that names an edit that never ran, emulated counts
instead of times, emulator errors with their .s line and exit 2."""

from __future__ import annotations

import json
import struct

import pytest

from gcnasm import hip
from gcnasm.cli import main
from gcnasm.codeobject import CodeObject, disassemble
from gcnasm.errors import GcnasmError

from conftest import REPO

SITES = REPO / "kernels" / "sites" / "emu.json"
TRITON = REPO / "kernels" / "triton" / "matmul_f16_64x64x32.hsaco"


def _compare(capsys, *args):
    status = main(["compare", *map(str, args), "--backend", "emu", "--sites", str(SITES)])
    return status, capsys.readouterr()


def test_hip_does_not_open_the_emulator():
    with pytest.raises(GcnasmError, match="gcnasm.workflow"):
        hip.open_backend("emu")


def test_json_dash_is_json_alone_and_races_are_on_by_default(tmp_path, capsys):
    status, cap = _compare(capsys, TRITON, TRITON, "--site", "triton_matmul_f16", "--json", "-")
    assert status == 0, cap.err
    data = json.loads(cap.out)                       # nothing but JSON on stdout
    site = data["sites"][0]
    assert data["verdict"] == site["verdict"] == "PASS" and site["reasons"] == []
    assert site["races"] == [] and site["out_of_bounds"] == []
    em = site["emulated"]
    assert em["ratio"] == 1.0 and em["ref"] == em["test"] and em["ref"]["MFMA"] > 0
    assert "timing_ms" not in site and "speedup" not in site
    assert "[PASS]" in cap.err and "emulated instructions (counts, not times)" in cap.err
    assert "ms (" not in cap.err and "TFLOPS" not in cap.err


def _without_first(image: bytes, text: str) -> bytes:
    """``image`` with the first instruction printing as ``text`` made s_nop 0."""
    co = CodeObject.from_bytes(image)
    for pi in co.program().kernels[0].instructions():
        if pi.text == text:
            start = co.text_offset + pi.offset
            return image[:start] + bytes.fromhex("000080bf") * (pi.size // 4) + \
                image[start + pi.size:]
    raise AssertionError(text)


def test_a_race_fails_the_site_with_one_verdict_and_structured_records(tmp_path, capsys):
    image = TRITON.read_bytes()
    test = tmp_path / "race.hsaco"
    test.write_bytes(_without_first(image, "s_waitcnt lgkmcnt(2)"))
    status, cap = _compare(capsys, TRITON, test, "--site", "triton_matmul_f16", "--json", "-")
    assert status == 1
    site = json.loads(cap.out)["sites"][0]
    assert site["verdict"] == "FAIL" and "race" in site["reasons"]
    assert "[PASS]" not in cap.err and "[FAIL]" in cap.err
    race = site["races"][0]
    for key in ("kind", "kernel", "offset", "line", "producer_offset", "producer_line",
                "instruction", "producer", "registers", "workgroup", "wave", "launch"):
        assert key in race, key
    assert race["kernel"] == "matmul" and race["launch"] == "test"
    text = disassemble(CodeObject.from_bytes(test.read_bytes())).splitlines()
    assert text[race["line"] - 1].strip() == race["instruction"]
    assert text[race["producer_line"] - 1].strip() == race["producer"]

    # --no-races: plain emulation, no race records
    status, cap = _compare(capsys, TRITON, test, "--site", "triton_matmul_f16", "--no-races",
                           "--json", "-")
    assert json.loads(cap.out)["sites"][0]["races"] == []


def test_an_edit_that_never_ran_is_named(corpus_dir, tmp_path, capsys):
    """aiter_bf16gemm fixes split-k at 1: the split-k path's
    global_atomic_add_f32 never runs, so deleting one gives a PASS that
    says nothing about it."""
    ref = corpus_dir / "bf16gemm" / "bf16gemm_fp32bf16_tn_64x64_splitk_clean.co"
    src = tmp_path / "k.s"
    assert main(["disasm", str(ref), "-o", str(src)]) == 0
    lines = src.read_text().splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if "global_atomic_add_f32" in line)
    src.write_text("".join(lines[:at] + lines[at + 1:]))
    test = tmp_path / "k.co"
    assert main(["asm", str(src), "-t", str(ref), "-o", str(test), "--allow-findings"]) == 0
    listing = tmp_path / "cov.txt"
    capsys.readouterr()
    status, cap = _compare(capsys, ref, test, "--site", "aiter_bf16gemm", "--json", "-",
                           "--coverage", listing)
    assert status == 0, cap.err
    site = json.loads(cap.out)["sites"][0]
    assert site["verdict"] == "PASS" and site["edits_never_ran"] == 1
    edit = site["coverage"]["edits"][0]
    assert edit["ran"] is False and edit["ref_lines"] == [at + 1, at + 1]
    assert f"the edit at ref line {at + 1} (deleted) never ran on site aiter_bf16gemm: " \
           "this PASS says nothing about it" in cap.err
    cov = site["coverage"]["test"]
    assert 0 < cov["executed"] < cov["instructions"]
    annotated = listing.read_text()
    assert "global_atomic_add_f32" in annotated
    assert all(line.split("|")[0].strip() == "-" for line in annotated.splitlines()
               if "global_atomic_add_f32" in line)


def test_an_emulator_error_names_the_line_and_exits_2(tmp_path, capsys):
    """Registers past the descriptor's grant: a named error with the .s
    line, exit 2, no traceback."""
    data = bytearray(TRITON.read_bytes())
    co = CodeObject.from_bytes(bytes(data))
    at = co.kernels[0].descriptor_address       # file offset = address in this file
    assert bytes(data[at:at + 64]) == co.kernels[0].descriptor.to_bytes()
    rsrc1 = struct.unpack_from("<I", data, at + 48)[0]
    struct.pack_into("<I", data, at + 48, (rsrc1 & ~0x3F) | 1)       # 16 VGPRs
    test = tmp_path / "few.hsaco"
    test.write_bytes(bytes(data))
    status, cap = _compare(capsys, TRITON, test, "--site", "triton_matmul_f16")
    assert status == 2
    assert "the emulator cannot run the test kernel" in cap.err and "line " in cap.err
    assert "Traceback" not in cap.err


def test_races_option_needs_the_emulator(capsys):
    vadd = str(REPO / "kernels" / "vector_add.co")
    assert main(["compare", vadd, vadd, "--backend", "hip", "--no-races"]) == 2
    assert "--no-races needs --backend emu" in capsys.readouterr().err


def test_an_out_of_bounds_access_fails_the_site_with_its_line_and_address(tmp_path, capsys):
    from test_hip_plan import VADD
    sites = tmp_path / "vadd.json"
    sites.write_text(json.dumps({"sites": [VADD]}))
    ref = REPO / "kernels" / "vector_add.co"
    src = tmp_path / "va.s"
    assert main(["disasm", str(ref), "-o", str(src)]) == 0
    text = src.read_text().replace("\tglobal_load_dword v6, v[2:3], off\n",
                                   "\tglobal_load_dword v6, v[2:3], off offset:-4096\n")
    src.write_text(text)
    test = tmp_path / "oob.co"
    assert main(["asm", str(src), "-t", str(ref), "-o", str(test)]) == 0
    capsys.readouterr()
    status = main(["compare", str(ref), str(test), "--backend", "emu", "--sites", str(sites),
                   "--site", "vadd", "--json", "-"])
    cap = capsys.readouterr()
    assert status == 1 and "Traceback" not in cap.err
    site = json.loads(cap.out)["sites"][0]
    assert "out-of-bounds" in site["reasons"]
    (oob,) = [p for p in site["out_of_bounds"] if p["launch"] == "test"]
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "offset:-4096" in t)
    assert oob["line"] == line and oob["instruction"].endswith("offset:-4096")
    first, last = oob["address_range"]
    assert first <= last and f"0x{first:x}" in oob["message"]


def _counting_dispatches(monkeypatch):
    from gcnasm.emu import backend
    count = []
    real = backend.dispatch

    def counted(*args, **kwargs):
        count.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(backend, "dispatch", counted)
    return count


def test_reference_checks_the_comparisons_own_test_launch(corpus_dir, monkeypatch, capsys):
    """--reference reads the buffers of the comparison's test launch: one
    site costs two launches (ref, test), not a third for the reference."""
    co = corpus_dir / "i8gemm" / "I8gemm_bf16_perTokenI8_BpreShuffle_16x128.co"
    count = _counting_dispatches(monkeypatch)
    status = main(["compare", str(co), str(co), "--backend", "emu", "--reference",
                   "--site", "auto:i8gemm", "--json", "-"])
    cap = capsys.readouterr()
    assert status == 0, cap.err
    (site,) = json.loads(cap.out)["sites"]
    assert [r["passed"] for r in site["reference"]] == [True] and len(count) == 2


def test_reference_of_a_faulting_test_launch_is_not_checked_again(corpus_dir, tmp_path, capsys):
    """A test kernel that faults fails its site once, with a line saying the
    reference was not checked; the tool neither relaunches it nor exits 2."""
    ref = corpus_dir / "i8gemm" / "I8gemm_bf16_perTokenI8_BpreShuffle_16x128.co"
    src = tmp_path / "k.s"
    assert main(["disasm", str(ref), "-o", str(src)]) == 0
    lines = src.read_text().splitlines(keepends=True)
    first = next(i for i, t in enumerate(lines) if t.startswith("\ts_"))
    # v[0:1] at entry: the work-item id and whatever v1 holds, no allocation
    lines.insert(first, "\tglobal_load_dword v2, v[0:1], off\n\ts_waitcnt vmcnt(0)\n")
    src.write_text("".join(lines))
    test = tmp_path / "fault.co"
    assert main(["asm", "--no-check", str(src), "-t", str(ref), "-o", str(test)]) == 0
    capsys.readouterr()
    status = main(["compare", str(ref), str(test), "--backend", "emu", "--reference",
                   "--site", "auto:i8gemm"])
    cap = capsys.readouterr()
    assert status == 1 and "Traceback" not in cap.err
    text = cap.out + cap.err
    assert "reference: site i8gemm not checked: the test launch faulted" in text
    assert "out-of-bounds" in text
