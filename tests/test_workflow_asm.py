"""``gcnasm asm`` (gcnasm.workflow.assembly): the exit status is the check's
verdict, and a standalone file's descriptors, metadata and code agree or
nothing is written (issue 21, item 1).  The oracle for "agree" is the
verifier's invariants 4 and 7 (``gcnasm verify`` on the same file)."""

from __future__ import annotations

import re

import pytest

from gcnasm.cli import main
from gcnasm.workflow.assembly import source_places

from conftest import KERNELS

VECTOR_ADD = KERNELS / "vector_add.co"
MFMA = KERNELS / "mfma.co"


def _line(text: str, pattern: str) -> int:
    """The 1-based line of the first line matching ``pattern``."""
    for number, line in enumerate(text.splitlines(), 1):
        if re.search(pattern, line):
            return number
    raise AssertionError(pattern)


@pytest.fixture
def vector_add_text(tmp_path):
    src = tmp_path / "va.s"
    assert main(["disasm", str(VECTOR_ADD), "-o", str(src)]) == 0
    return src.read_text()


@pytest.fixture
def mfma_standalone(tmp_path):
    src = tmp_path / "m.s"
    assert main(["disasm", "--standalone", str(MFMA), "-o", str(src)]) == 0
    return src.read_text()


def test_an_introduced_error_exits_1_after_writing_and_says_so_last(vector_add_text, tmp_path,
                                                                     capsys):
    # the wait for the two loads feeding v_add_f32: deleting it is a read-pending error
    edited = vector_add_text.replace("\ts_waitcnt vmcnt(0)\n", "", 1)
    assert edited != vector_add_text
    src, out = tmp_path / "edit.s", tmp_path / "edit.co"
    src.write_text(edited)
    capsys.readouterr()
    assert main(["asm", str(src), "-t", str(VECTOR_ADD), "-o", str(out)]) == 1
    assert out.exists()
    captured = capsys.readouterr()
    assert "[read-pending]" in captured.err
    last = captured.err.strip().splitlines()[-1]
    assert "edit.co written, but the check found 1 error(s) introduced by the edit" in last
    assert "exit status 1" in last

    out.unlink()
    assert main(["asm", str(src), "-t", str(VECTOR_ADD), "-o", str(out), "--allow-findings"]) == 0
    assert out.exists()
    assert "--allow-findings: 1 check error(s) introduced by the edit accepted" in \
        capsys.readouterr().out

    out.unlink()
    assert main(["asm", str(src), "-t", str(VECTOR_ADD), "-o", str(out), "--strict"]) == 1
    assert not out.exists()
    assert "not written" in capsys.readouterr().err.strip().splitlines()[-1]


def test_a_clean_edit_exits_0(vector_add_text, tmp_path, capsys):
    edited = vector_add_text.replace("\ts_endpgm\n", "\ts_nop 0\n\ts_endpgm\n", 1)
    src, out = tmp_path / "edit.s", tmp_path / "edit.co"
    src.write_text(edited)
    assert main(["asm", str(src), "-t", str(VECTOR_ADD), "-o", str(out)]) == 0
    assert out.exists() and "check:" not in capsys.readouterr().err


def test_standalone_unchanged_assembles_and_verifies(mfma_standalone, tmp_path, capsys):
    src, out = tmp_path / "m.s", tmp_path / "m.co"
    src.write_text(mfma_standalone)
    assert main(["asm", str(src), "-o", str(out)]) == 0
    assert main(["verify", str(out)]) == 0


def test_standalone_lds_size_apart_from_the_metadata_is_refused_naming_both_lines(
        mfma_standalone, tmp_path, capsys):
    text = mfma_standalone.replace(".amdhsa_group_segment_fixed_size 0",
                                   ".amdhsa_group_segment_fixed_size 1024")
    src, out = tmp_path / "lds.s", tmp_path / "lds.co"
    src.write_text(text)
    assert main(["asm", str(src), "-o", str(out)]) == 1
    assert not out.exists()
    err = capsys.readouterr().err
    directive = _line(text, r"\.amdhsa_group_segment_fixed_size")
    key = _line(text, r"^\s+\.group_segment_fixed_size:")
    assert f"lds.s:{directive}:1: error: kernel gemm_bf16_16x16: metadata " \
           f".group_segment_fixed_size = 0, but the descriptor's group_segment_fixed_size is 1024; " \
           f"see line {key} (metadata .group_segment_fixed_size)" in err
    assert "not written" in err.strip().splitlines()[-1]
    # the oracle: verify objects to the same file written without the check
    from gcnasm.codeobject import assemble, verify
    problems = verify(assemble(text, None)).problems
    assert any(p.invariant == 4 and ".group_segment_fixed_size" in p.message for p in problems)


@pytest.mark.parametrize("edit,needle", [
    ((".amdhsa_next_free_vgpr 20", ".amdhsa_next_free_vgpr 16"), "need 20 VGPRs, 16 granted"),
    ((".amdhsa_accum_offset 16", ".amdhsa_accum_offset 8"), "reach the AGPRs"),
    ((".amdhsa_kernarg_size 36", ".amdhsa_kernarg_size 40"), ".kernarg_segment_size = 36"),
])
def test_standalone_register_and_size_contradictions_are_refused(mfma_standalone, tmp_path,
                                                                 capsys, edit, needle):
    text = mfma_standalone.replace(*edit)
    assert text != mfma_standalone
    src, out = tmp_path / "bad.s", tmp_path / "bad.co"
    src.write_text(text)
    assert main(["asm", str(src), "-o", str(out), "--no-check"]) == 1
    assert not out.exists()
    err = capsys.readouterr().err
    assert needle in err, err
    directive = _line(text, re.escape(edit[1].split()[0]))
    assert f"line {directive}" in err or f"bad.s:{directive}:1:" in err, err


def test_source_places_reads_the_directives_and_the_metadata_entries(mfma_standalone):
    places = source_places(mfma_standalone)
    name = "gemm_bf16_16x16"
    assert places.kernels[name] == _line(mfma_standalone, r"\.amdhsa_kernel ")
    assert places.directives[name][".amdhsa_next_free_vgpr"] == \
        _line(mfma_standalone, r"\.amdhsa_next_free_vgpr")
    entry = places.metadata[name]
    assert entry[".vgpr_count"] == _line(mfma_standalone, r"^\s+\.vgpr_count:")
    assert entry[".kernarg_segment_size"] == _line(mfma_standalone, r"^\s+\.kernarg_segment_size:")
    # an argument's .name is not the kernel entry's
    assert entry[".name"] == _line(mfma_standalone, r"^\s+\.name:\s+gemm_bf16_16x16")


def test_standalone_check_error_exits_1_after_writing(mfma_standalone, tmp_path, capsys):
    # a wait the MFMA's operands need, deleted
    waits = [m.start() for m in re.finditer(r"\ts_waitcnt [^\n]*\n", mfma_standalone)]
    for at in waits:
        line_end = mfma_standalone.index("\n", at) + 1
        text = mfma_standalone[:at] + mfma_standalone[line_end:]
        src, out = tmp_path / "w.s", tmp_path / "w.co"
        src.write_text(text)
        capsys.readouterr()
        status = main(["asm", str(src), "-o", str(out)])
        err = capsys.readouterr().err
        if status == 1 and "error: [" in err:
            assert out.exists()
            assert "in the kernel" in err.strip().splitlines()[-1]
            return
    pytest.fail("no deleted s_waitcnt of mfma.s gave a check error")
