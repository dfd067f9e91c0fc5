"""fix keeps the template's intent (gcnasm.checker.recount): after an edit
adds or removes memory operations the template's waits are re-counted to
wait for the same operations, and each change says its cost."""

import json

import pytest

from gcnasm.checker import check
from gcnasm.checker.checker import fix_report
from gcnasm.cli import main
from gcnasm.codeobject import CodeObject, disassemble

PF3 = "bf16gemm/bf16gemm_fp32bf16_tn_48x64_pf3_splitk.co"
SEGMENT_WAIT = "\ts_waitcnt vmcnt(14) lgkmcnt(0)"
NEW_LOAD = "\tbuffer_load_dword v45, v16, s[4:7], 0 offen"


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GCNASM_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def pf3(corpus_dir):
    co = CodeObject.load(corpus_dir / PF3)
    return co, disassemble(co)


def _segment_waits(lines):
    """The unrolled loop's segment heads: vmcnt(14) lgkmcnt(0) right after
    a segment's exit branch."""
    waits = [i for i, line in enumerate(lines) if line == SEGMENT_WAIT
             and lines[i - 1].startswith("\ts_cbranch_scc0")]
    assert len(waits) >= 3
    return waits


def _changed(before, after):
    return [(i, a, b) for i, (a, b) in enumerate(zip(before, after)) if a != b]


def test_a_load_added_before_a_wait_makes_it_wait_for_the_same_loads(pf3):
    """Issue 20: one load added at the end of a loop segment made fix rewrite
    the next segment's vmcnt(14) to vmcnt(1) (draining the prefetch queue);
    it must become vmcnt(15): the same 14 loads outstanding, plus the new."""
    co, text = pf3
    lines = text.split("\n")
    w = _segment_waits(lines)[2]
    edited = lines[:w - 1] + [NEW_LOAD] + lines[w - 1:]       # before the exit branch
    result = fix_report("\n".join(edited), co)
    fixed = result.text.split("\n")
    assert fixed[w + 1] == "\ts_waitcnt vmcnt(15) lgkmcnt(0)"
    assert "vmcnt(1) " not in result.text and "vmcnt(1)\n" not in result.text
    recounts = [c for c in result.changes if c.kind == "recount"]
    at = [c for c in recounts if c.line == w + 2]
    assert at and at[0].cost.startswith("none") and at[0].counts == {"vm": 15, "lgkm": 0}
    assert at[0].loop is not None and "1 operation(s) added" in at[0].reason
    # every change but the re-counts is where the new load's own result needs it
    assert all(c.kind == "recount" or "v45" in c.reason for c in result.changes)
    # and the result checks with nothing introduced
    assert not check(result.text, co).introduced().findings


def test_a_load_removed_before_a_wait_makes_it_wait_for_one_fewer(pf3):
    co, text = pf3
    lines = text.split("\n")
    w = _segment_waits(lines)[3]
    i = max(j for j in range(w - 40, w) if lines[j].endswith(" lds"))
    assert lines[i - 1].startswith("\ts_add_u32 m0")
    edited = lines[:i - 1] + lines[i + 1:]          # the m0 set-up and its LDS-DMA load
    result = fix_report("\n".join(edited), co)
    assert [c.kind for c in result.changes] == ["recount"]
    c = result.changes[0]
    assert c.new.strip() == "s_waitcnt vmcnt(13) lgkmcnt(0)" and c.line == w - 1
    assert "1 removed" in c.reason and not result.tightened


def test_a_deleted_wait_comes_back_as_the_templates_at_no_cost(pf3):
    co, text = pf3
    lines = text.split("\n")
    w = _segment_waits(lines)[1]
    edited = "\n".join(lines[:w] + lines[w + 1:])
    result = fix_report(edited, co)
    assert result.text == text
    [c] = result.changes
    assert c.kind == "insert-wait" and c.cost.startswith("none") and c.loop
    assert not result.tightened


def test_a_new_read_of_a_pending_load_costs_a_wait_inside_the_loop(pf3, tmp_path, capsys):
    """A new consumer right after a new load: the wait it needs is a cost,
    said with the loop it is paid in, in text and in JSON."""
    co, text = pf3
    lines = text.split("\n")
    w = _segment_waits(lines)[2]
    edited = lines[:w + 2] + [NEW_LOAD, "\tv_mov_b32_e32 v46, v45"] + lines[w + 2:]
    src = tmp_path / "e.s"
    src.write_text("\n".join(edited))
    result = fix_report(str(src), co)
    costly = result.tightened
    assert costly and costly[0].kind == "insert-wait" and costly[0].tighter.get("vm", 0) > 0
    assert costly[0].loop is not None and "every iteration" in costly[0].cost
    out = tmp_path / "f.s"
    assert main(["check", str(src), "-t", str(co.path), "--fix", "-o", str(out), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["wrote"] == str(out) and data["with_cost"] == len(costly)
    [entry] = [c for c in data["changes"] if c["tighter"]]
    assert entry["loop"] == costly[0].loop and "more vmcnt" in entry["cost"]
    assert main(["check", str(src), "-t", str(co.path), "--fix", "-o", str(out)]) == 0
    text_out = capsys.readouterr().out
    assert "cost: waits for" in text_out and "with a cost (1 inside a loop)" in text_out


def test_fix_of_an_unedited_text_changes_nothing(pf3):
    co, text = pf3
    result = fix_report(text, co)
    assert result.text == text and result.changes == []


def test_fix_of_a_moved_lds_dma_pair_changes_nothing(corpus_dir):
    """Issue 20: moving an LDS-DMA load two lines later in the first copy of
    an unrolled loop made fix insert s_waitcnt vmcnt(0) in the second copy
    (draining the prefetch queue every iteration): it introduces nothing."""
    co = CodeObject.load(corpus_dir / "bf16gemm" / "bf16gemm_fp32bf16_tn_64x64_splitk_clean.co")
    lines = disassemble(co).split("\n")
    i = lines.index("\ts_add_u32 m0, 0x100, s46")
    edited = "\n".join(lines[:i] + lines[i + 2:i + 4] + lines[i:i + 2] + lines[i + 4:])
    result = fix_report(edited, co)
    assert result.text == edited and result.changes == []
