"""The code-object subcommands: info, disasm, asm, roundtrip, verify."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gcnasm import CodeObject, CodeObjectError
from gcnasm.cli import main

from conftest import KERNELS, REPO

VECTOR_ADD = KERNELS / "vector_add.co"


def _needs(path):
    if not path.exists():
        pytest.skip(f"{path} is absent")
    return path


def _isa_or_skip():
    from gcnasm.codeobject.analysis import isa_module
    try:
        isa_module()
    except CodeObjectError as exc:
        pytest.skip(f"gcnasm.isa is not available yet: {exc}")


def test_info_text(capsys):
    assert main(["info", str(_needs(VECTOR_ADD))]) == 0
    out = capsys.readouterr().out
    assert "kernel vector_add" in out and "compute_pgm_rsrc1" in out
    assert "granted:" in out and "arguments (" in out and "global_buffer" in out


def test_info_json(capsys):
    assert main(["info", "--json", str(_needs(VECTOR_ADD))]) == 0
    info = json.loads(capsys.readouterr().out)
    (k,) = info["kernels"]
    assert k["name"] == "vector_add" and info["target"] == "gfx950"
    assert k["descriptor"]["granulated_workitem_vgpr_count"] >= 0
    assert k["metadata"][".args"][0][".name"] == "a"


def test_help_lists_commands(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("info", "disasm", "asm", "roundtrip", "verify"):
        assert command in out


def test_disasm_asm_roundtrip(tmp_path, capsys):
    _isa_or_skip()
    src = tmp_path / "va.s"
    assert main(["disasm", str(_needs(VECTOR_ADD)), "-o", str(src)]) == 0
    text = src.read_text()
    assert "vector_add:" in text and "s_endpgm" in text
    out_co = tmp_path / "va.co"
    capsys.readouterr()
    assert main(["asm", str(src), "--template", str(VECTOR_ADD), "-o", str(out_co)]) == 0
    printed = capsys.readouterr().out
    assert "Original .text: offset=0x" in printed and "New code:" in printed
    assert "patched in place" in printed.lower()
    assert out_co.read_bytes() == VECTOR_ADD.read_bytes()
    assert main(["roundtrip", str(VECTOR_ADD)]) == 0
    assert "BYTE-IDENTICAL" in capsys.readouterr().out


def test_asm_grow_reports_and_verifies(tmp_path, capsys):
    """The seed's Phase 3 edit: s_nop 0 before s_endpgm, then a bigger one."""
    _isa_or_skip()
    src = tmp_path / "va.s"
    main(["disasm", str(_needs(VECTOR_ADD)), "-o", str(src)])
    text = src.read_text()
    edited = tmp_path / "edit.s"
    edited.write_text(text.replace("\ts_endpgm", "\ts_nop 0\n" * 300 + "\ts_endpgm", 1))
    out_co = tmp_path / "edit.co"
    capsys.readouterr()
    assert main(["asm", str(edited), "-t", str(VECTOR_ADD), "-o", str(out_co)]) == 0
    printed = capsys.readouterr().out
    assert "Grew .text by" in printed
    assert main(["verify", str(out_co), "--reference", str(VECTOR_ADD)]) == 0
    assert ": OK" in capsys.readouterr().out
    grown = CodeObject.load(out_co)
    assert len(grown.text) > len(CodeObject.load(VECTOR_ADD).text)


def test_roundtrip_reports_differences(monkeypatch, capsys):
    _isa_or_skip()
    import gcnasm.codeobject.disasm as disasm
    real = disasm.disassemble
    monkeypatch.setattr(disasm, "disassemble",
                        lambda co: real(co).replace("\ts_endpgm", "\ts_nop 1\n\ts_endpgm", 1))
    assert main(["roundtrip", str(_needs(VECTOR_ADD))]) == 1
    out = capsys.readouterr().out
    assert out.startswith("DIFFER") and "file offset 0x" in out and "(.text+0x" in out


def test_verify_exit_status(tmp_path, capsys):
    _isa_or_skip()
    data = bytearray(_needs(VECTOR_ADD).read_bytes())
    co = CodeObject.from_bytes(bytes(data))
    note = [s for s in co.elf.segments if s.type == 4][0]
    at = co.elf.header.phoff + note.index * 56 + 32
    data[at] ^= 4                                     # PT_NOTE p_filesz off by 4
    bad = tmp_path / "bad.co"
    bad.write_bytes(bytes(data))
    assert main(["verify", str(bad)]) == 1
    assert "invariant 3" in capsys.readouterr().out


def test_errors_are_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "gcnasm", "disasm", str(tmp_path / "none.co")],
                          cwd=REPO, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "none.co: no such file" in proc.stderr


def test_asm_of_disassembly_without_template_is_refused(tmp_path):
    """gcnasm disasm's text assembled with no --template would give a code
    object with no kernel in it: refused (exit 2), nothing written."""
    src, out = tmp_path / "k.s", tmp_path / "k.co"
    assert main(["disasm", str(_needs(VECTOR_ADD)), "-o", str(src)]) == 0
    proc = subprocess.run([sys.executable, "-m", "gcnasm", "asm", str(src), "-o", str(out)],
                          cwd=REPO, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "no kernel in it" in proc.stderr and "--template" in proc.stderr
    assert not out.exists()


def test_asm_help_names_its_source_in_s(capsys):
    with pytest.raises(SystemExit):
        main(["asm", "--help"])
    out = capsys.readouterr().out
    assert "IN.s" in out and "OUT.s" not in out


def test_asm_reports_every_error_of_the_source(tmp_path, capsys):
    """Directive errors (taken out before assembly) and instruction errors
    together, in line order, each with its tab-indented line and caret."""
    _isa_or_skip()
    src = tmp_path / "va.s"
    assert main(["disasm", str(_needs(VECTOR_ADD)), "-o", str(src)]) == 0
    lines = src.read_text().splitlines()
    load = next(i for i, l in enumerate(lines) if l.startswith("\ts_load_dword s3"))
    end = next(i for i, l in enumerate(lines) if l.strip() == "s_endpgm")
    lines[load] = "\tbuffer_load_dword v1, s[4:6], 0 offen"
    lines[end] = "\t\ts_add_u32 s0, s1"
    lines.insert(end + 1, "\t.section .data")
    src.write_text("\n".join(lines) + "\n")
    out = tmp_path / "out.co"
    capsys.readouterr()
    assert main(["asm", str(src), "-t", str(VECTOR_ADD), "-o", str(out)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0] == (f"{src}:{load + 1}:24: error: invalid operand for instruction: the buffer "
                      "resource must be a 4-register SGPR tuple s[N:N+3] (N a multiple of 4)")
    assert err[1:3] == [" " * 8 + "buffer_load_dword v1, s[4:6], 0 offen", " " * 30 + "^"]
    assert err[3] == f"{src}:{end + 1}:3: error: too few operands for instruction"
    assert err[4:6] == [" " * 16 + "s_add_u32 s0, s1", " " * 16 + "^"]
    assert err[6].startswith(f"{src}:{end + 2}:2: error: .section is not supported here")
    assert len(err) == 9 and not out.exists()


def test_asm_template_that_is_not_a_code_object_is_named(tmp_path, capsys):
    """`asm mm.s --template mm.s` says that the template is the problem."""
    _isa_or_skip()
    src = tmp_path / "mm.s"
    assert main(["disasm", str(_needs(KERNELS / "mfma.co")), "-o", str(src)]) == 0
    capsys.readouterr()
    out = tmp_path / "x.co"
    assert main(["asm", str(src), "--template", str(src), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"--template {src}: not an ELF file" in err
    assert "the template is the code object the source was disassembled from" in err
    assert not out.exists()


def test_asm_template_of_another_kernel_is_one_error(tmp_path, capsys):
    """A template from another kernel: one error saying the template does not
    match (the source's header and symbols against the template's kernels),
    not one per .globl/.type/.size."""
    _isa_or_skip()
    src = tmp_path / "mm.s"
    mfma = _needs(KERNELS / "mfma.co")
    assert main(["disasm", str(mfma), "-o", str(src)]) == 0
    capsys.readouterr()
    out = tmp_path / "x.co"
    assert main(["asm", str(src), "--template", str(_needs(VECTOR_ADD)), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("error:") == 1, err
    assert f"{src}:1:1: error: the template {VECTOR_ADD} does not match this source: the " \
           f"source's symbols are gemm_bf16_16x16 (its header says it is the disassembly of " \
           f"{mfma}), the template's kernels are vector_add" in err
    assert "no symbol of that name" not in err and not out.exists()
