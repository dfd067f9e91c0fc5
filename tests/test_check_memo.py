"""Replaying a template's analysis for an edit that leaves its inputs alone
(gcnasm.checker.memo): the findings must be those of a full analysis."""

import re
from pathlib import Path

import pytest
from conftest import CORPUS, corpus_files
from hypothesis import HealthCheck, given, settings, strategies as st

from gcnasm.checker import checker as checker_module
from gcnasm.checker import cache
from gcnasm.checker.checker import check_assembled, check_program, template_baseline
from gcnasm.checker.memo import Memo
from gcnasm.codeobject import CodeObject, assemble, disassemble
from gcnasm.codeobject.program import program_of

ROOT = Path(__file__).resolve().parent.parent
ATTENTION = ROOT / "kernels" / "triton" / "attention_fwd_f16.hsaco"
MATMUL = ROOT / "kernels" / "triton" / "matmul_f16_128x128x64.hsaco"
# aiter's f4gemm before its LDS race fix (1cb57144bb): lds-order errors in a loop
F4GEMM = ROOT / "tests" / "data" / "aiter-history" / "1cb57144bb" / "before" / \
    "f4gemm_bf16_per1x32Fp4_BpreShuffle_192x256.co"
KERNELS = [ATTENTION, MATMUL, F4GEMM]


@pytest.fixture(autouse=True)
def no_disk_cache(monkeypatch):
    monkeypatch.setenv("GCNASM_CACHE_DIR", "off")


_loaded = {}


def _template(path):
    if path not in _loaded:
        co = CodeObject.load(path)
        _loaded[path] = (co, disassemble(co), template_baseline(co))
    return _loaded[path]


def _full_and_replayed(path, text):
    """The findings of the edit ``text`` analysed in full, those with the
    template's memo, and what the memo replayed."""
    co, _, base = _template(path)
    edited = assemble(text, co)
    full = check_program(program_of(edited, text), lines=False).findings
    memo = Memo(base.memo)
    fast = check_program(program_of(edited, text), lines=False, memo=memo).findings
    return full, fast, memo.reused


def _insert_before(text, pattern, new, nth=0):
    lines = text.split("\n")
    hits = [i for i, line in enumerate(lines) if re.match(pattern, line)]
    assert len(hits) > nth
    lines.insert(hits[nth], new)
    return "\n".join(lines)


def _delete(text, pattern, nth=0):
    lines = text.split("\n")
    hits = [i for i, line in enumerate(lines) if re.match(pattern, line)]
    assert len(hits) > nth
    del lines[hits[nth]]
    return "\n".join(lines)


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.stem)
def test_the_template_records_its_lds_analysis(path):
    co, _, base = _template(path)
    kp = program_of(co).kernels[0]
    assert kp.name in base.memo
    # the Triton matmul has no lds-order finding (an empty list is replayed)
    assert any(f.kind == "lds-order" for f in base.findings) == (path != MATMUL)


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.stem)
def test_an_s_nop_among_lds_accesses_replays_the_same_findings(path):
    _, text, _ = _template(path)
    edited = _insert_before(text, r"\s+ds_(read|write|load|store)", "\ts_nop 3", nth=2)
    full, fast, reused = _full_and_replayed(path, edited)
    assert reused                           # the LDS analysis was replayed
    assert any(f.kind == "lds-order" for f in full) == (path != MATMUL)
    assert fast == full


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.stem)
def test_an_edit_the_lds_analysis_reads_is_analysed_in_full(path):
    _, text, _ = _template(path)
    edited = _delete(text, r"\s+s_barrier\b", nth=1)
    full, fast, reused = _full_and_replayed(path, edited)
    assert not reused
    assert fast == full


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.stem)
def test_a_wait_on_lgkmcnt_only_replays_the_same_findings(path):
    """The analysis reads only an s_waitcnt's vmcnt (LDS-DMA completion): an
    added ``s_waitcnt lgkmcnt(0)`` among the LDS accesses, or an existing
    wait's lgkmcnt changed, leaves its inputs alone."""
    _, text, _ = _template(path)
    added = _insert_before(text, r"\s+ds_(read|write|load|store)", "\ts_waitcnt lgkmcnt(0)", nth=2)
    m = re.search(r"^\ts_waitcnt (vmcnt\(\d+\) )?(expcnt\(\d+\) )?lgkmcnt\((\d+)\)$", text, re.M)
    assert m
    changed = text[:m.start()] + m.group(0).replace(f"lgkmcnt({m.group(3)})",
                                                   f"lgkmcnt({(int(m.group(3)) + 1) % 16})") \
        + text[m.end():]
    for edited in (added, changed):
        full, fast, reused = _full_and_replayed(path, edited)
        assert reused
        assert fast == full


def test_a_changed_vmcnt_among_lds_dma_loads_is_analysed_in_full():
    """f4gemm's loop waits for its LDS-DMA loads with vmcnt: a change there
    is read by the analysis."""
    _, text, _ = _template(F4GEMM)
    m = re.search(r"^\ts_waitcnt vmcnt\((\d+)\)", text, re.M)
    edited = text[:m.start()] + f"\ts_waitcnt vmcnt({int(m.group(1)) + 1})" + text[m.end():]
    full, fast, reused = _full_and_replayed(F4GEMM, edited)
    assert not reused
    assert fast == full


def test_a_vmcnt_wait_that_retires_the_same_loads_replays():
    """``s_waitcnt vmcnt(0)`` before the end of f4gemm: no LDS-DMA load is
    in flight there that the template's waits had not retired, so every
    state is the template's: replayed, and the same findings."""
    _, text, _ = _template(F4GEMM)
    edited = _insert_before(text, r"\s+s_endpgm", "\ts_waitcnt vmcnt(0)")
    full, fast, reused = _full_and_replayed(F4GEMM, edited)
    assert reused and fast == full


def test_a_removed_vmcnt_wait_among_lds_dma_loads_is_analysed_in_full():
    """Deleting a wait of f4gemm's loop leaves its LDS-DMA loads in flight
    longer: the analysis runs, and its findings are the full analysis'."""
    _, text, _ = _template(F4GEMM)
    edited = _delete(text, r"\ts_waitcnt vmcnt\(\d+\)$")
    full, fast, reused = _full_and_replayed(F4GEMM, edited)
    assert not reused
    assert fast == full


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_vmcnt_waits_give_the_full_analysis(data):
    """Random vmcnt waits in aiter's f4gemm with LDS-DMA (added anywhere,
    an existing wait's vmcnt rewritten, or a wait deleted): replayed or not,
    the findings are the full analysis'."""
    _, text, _ = _template(F4GEMM)
    lines = text.split("\n")
    code = [i for i, line in enumerate(lines)
            if re.match(r"\t[sv]_|\tds_|\tglobal_|\tbuffer_", line)]
    picks = data.draw(st.lists(st.sampled_from(code), min_size=1, max_size=3, unique=True))
    for i in sorted(picks, reverse=True):
        m = re.match(r"\ts_waitcnt vmcnt\(\d+\)(.*)$", lines[i])
        n = data.draw(st.integers(0, 63))
        action = data.draw(st.sampled_from(["add", "rewrite", "delete"]))
        if m and action == "rewrite":
            lines[i] = f"\ts_waitcnt vmcnt({n}){m.group(1)}"
        elif m and action == "delete":
            del lines[i]
        else:
            lines.insert(i, f"\ts_waitcnt vmcnt({n})")
    full, fast, _ = _full_and_replayed(F4GEMM, "\n".join(lines))
    assert fast == full


def test_an_added_lds_access_is_analysed_in_full():
    _, text, _ = _template(ATTENTION)
    m = re.search(r"^\s+(ds_read\S*\s+v\[?\d+.*)$", text, re.M)
    edited = _insert_before(text, r"\s+s_barrier\b", "\t" + m.group(1), nth=0)
    full, fast, reused = _full_and_replayed(ATTENTION, edited)
    assert not reused
    assert fast == full


def test_a_memo_of_another_kernel_shape_is_not_replayed():
    """A cache entry whose rows do not fit the kernel is analysed anew."""
    co, text, base = _template(ATTENTION)
    name = next(iter(base.memo))
    digest, rows, slots = base.memo[name]
    broken = Memo({name: (digest, [(r[0], r[1], 10**6, r[3], r[4]) for r in rows] or
                          [("lds-cross-wave-war", "error", 10**6, -1, "x")], slots)})
    edited = _insert_before(text, r"\s+s_endpgm", "\ts_nop 0")
    co2 = assemble(edited, co)
    full = check_program(program_of(co2, edited), lines=False).findings
    fast = check_program(program_of(co2, edited), lines=False, memo=broken).findings
    assert not broken.reused and fast == full


def test_the_memo_round_trips_through_the_disk_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GCNASM_CACHE_DIR", str(tmp_path))
    co = CodeObject.load(ATTENTION)
    made = template_baseline(co)
    read = cache.load(co.to_bytes())
    assert read is not None and read.memo == made.memo and read.memo


def test_asm_check_against_the_template_is_the_same_with_and_without_replay(monkeypatch):
    """check_assembled (what gcnasm asm runs) with the memo replayed gives
    the report of a check that analyses everything."""
    co, text, _ = _template(F4GEMM)
    edited = _insert_before(text, r"\s+ds_read", "\ts_nop 0", nth=5)
    out = assemble(edited, co)
    fast = check_assembled(out, edited, co, path="e.s")
    monkeypatch.setattr(checker_module, "Memo", lambda known=None: Memo())   # replay nothing
    full = check_assembled(out, edited, co, path="e.s")
    assert fast.findings == full.findings


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_s_nops_replay_the_full_analysis(data):
    """Random s_nops (one to three, anywhere among the instructions) in a
    Triton kernel: replayed, and the same findings."""
    _, text, _ = _template(ATTENTION)
    lines = text.split("\n")
    code = [i for i, line in enumerate(lines)
            if re.match(r"\t[sv]_|\tds_|\tglobal_|\tbuffer_", line)]
    picks = data.draw(st.lists(st.sampled_from(code), min_size=1, max_size=3, unique=True))
    for i in sorted(picks, reverse=True):
        lines.insert(i, f"\ts_nop {data.draw(st.integers(0, 15))}")
    full, fast, reused = _full_and_replayed(ATTENTION, "\n".join(lines))
    assert reused and fast == full


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_lgkmcnt_waits_replay_the_full_analysis(data):
    """Random lgkmcnt-only waits (added anywhere, or an existing wait's
    lgkmcnt rewritten, its vmcnt kept) in aiter's f4gemm with LDS-DMA:
    replayed, and the same findings."""
    _, text, _ = _template(F4GEMM)
    lines = text.split("\n")
    code = [i for i, line in enumerate(lines)
            if re.match(r"\t[sv]_|\tds_|\tglobal_|\tbuffer_", line)]
    picks = data.draw(st.lists(st.sampled_from(code), min_size=1, max_size=3, unique=True))
    for i in sorted(picks, reverse=True):
        m = re.match(r"\ts_waitcnt (.*)lgkmcnt\(\d+\)$", lines[i])
        n = data.draw(st.integers(0, 15))
        if m and data.draw(st.booleans()):
            lines[i] = f"\ts_waitcnt {m.group(1)}lgkmcnt({n})"
        else:
            lines.insert(i, f"\ts_waitcnt lgkmcnt({n})")
    full, fast, reused = _full_and_replayed(F4GEMM, "\n".join(lines))
    assert reused and fast == full


def _corpus_params(files):
    return [pytest.param(p, id=str(p.relative_to(CORPUS))) for p in files]


def _s_nop_in_the_middle(path):
    co = CodeObject.load(path)
    text = disassemble(co)
    lines = text.split("\n")
    code = [i for i, line in enumerate(lines) if re.match(r"\t[sv]_|\tds_|\tbuffer_", line)]
    lines.insert(code[len(code) // 2], "\ts_nop 2")
    return co, "\n".join(lines)


def _same_with_and_without_replay(path):
    co, text = _s_nop_in_the_middle(path)
    base = template_baseline(co)
    edited = assemble(text, co)
    full = check_program(program_of(edited, text), lines=False).findings
    memo = Memo(base.memo)
    fast = check_program(program_of(edited, text), lines=False, memo=memo).findings
    assert fast == full
    return memo.reused


def _corpus_files_every(n):
    return corpus_files()[::n]


@pytest.mark.parametrize("path", _corpus_params(_corpus_files_every(150)))
def test_corpus_kernels_with_an_s_nop_replay_the_full_analysis(shared, path):
    """Kernels of the AMD corpus, an s_nop in the middle of the code: the
    analysis is replayed, and its findings are the full analysis'."""
    assert _same_with_and_without_replay(path)


def _vmcnt_wait_at_the_end_agrees(path):
    co = CodeObject.load(path)
    text = _insert_before(disassemble(co), r"\s+s_endpgm", "\ts_waitcnt vmcnt(0)")
    base = template_baseline(co)
    edited = assemble(text, co)
    full = check_program(program_of(edited, text), lines=False).findings
    memo = Memo(base.memo)
    fast = check_program(program_of(edited, text), lines=False, memo=memo).findings
    assert fast == full


@pytest.mark.parametrize("path", _corpus_params(_corpus_files_every(150)))
def test_corpus_kernels_with_a_vmcnt_wait_at_the_end_give_the_full_analysis(shared, path):
    """Kernels of the AMD corpus, ``s_waitcnt vmcnt(0)`` before an
    s_endpgm (replayed or not): the full analysis' findings."""
    _vmcnt_wait_at_the_end_agrees(path)


@pytest.mark.slow
@pytest.mark.parametrize("path", _corpus_params(_corpus_files_every(10)))
def test_corpus_sample_with_an_s_nop_replays_the_full_analysis(shared, path):
    assert _same_with_and_without_replay(path)
