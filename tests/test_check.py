"""gcnasm check: the program view, the hazard table, the s_waitcnt model,
fix and the CLI.  Oracles: LLVM's own decisions in compiler-generated code
(kernels/triton: every s_nop and s_waitcnt there was inserted by LLVM 22's
GCNHazardRecognizer / SIInsertWaitcnts), LLVM's MIR test expectations, and
the rule table for random producer/consumer pairs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from gcnasm.codeobject import CodeObject, assemble, disassemble
from gcnasm.checker import RULES, check, fix
from gcnasm.checker.cli import EXIT_CLEAN, EXIT_FINDINGS
from gcnasm.cli import main

REPO = Path(__file__).resolve().parent.parent
TRITON = sorted((REPO / "kernels" / "triton").glob("*.hsaco"))
MATMUL = REPO / "kernels" / "triton" / "matmul_f16_64x64x32.hsaco"
KERNELS = sorted((REPO / "kernels").glob("*.co"))


@pytest.fixture(scope="module")
def matmul():
    co = CodeObject.load(MATMUL)
    return co, disassemble(co)


# --- clean on compiler output --------------------------------------------------------

@pytest.mark.parametrize("path", TRITON + KERNELS, ids=lambda p: p.name)
def test_no_error_on_compiler_generated_kernels(path):
    report = check(path)
    assert report.ok, "\n".join(report.lines())


# --- detection, fix and the CLI ------------------------------------------------------

def _mutate(text, pattern, repl):
    new, n = re.subn(pattern, repl, text, count=1, flags=re.M)
    assert n == 1
    return new


def test_deleted_waitcnt_before_mfma_is_an_error(matmul, tmp_path):
    co, text = matmul
    bad = _mutate(text, r"^\s*s_waitcnt lgkmcnt\(2\)\n(?=\s*v_mfma)", "")
    report = check(bad, co)
    assert not report.ok
    f = report.errors[0]
    assert (f.kind, f.rule, f.counter, f.needed) == ("waitcnt", "read-pending", "lgkm", 2)
    assert f.producer.startswith("ds_read") and f.instruction.startswith("v_mfma")
    assert fix(bad, co) == text


def test_shortened_nop_after_mfma_is_an_error_and_fix_restores_it(matmul):
    co, text = matmul
    bad = _mutate(text, r"s_nop 5$", "s_nop 4")
    report = check(bad, co)
    assert [f.rule for f in report.errors][:1] == ["mfma-result-read"]
    f = report.errors[0]
    assert f.needed - f.have == 1
    assert fix(bad, co) == text


def test_unedited_text_inherits_every_template_finding(matmul):
    """The same finding (rule, both instructions) twice in the template, the
    first with more wait states than the second: checking the template's own
    text marks both inherited (each template finding covers one, the better
    one not taking the worse one's)."""
    co, text = matmul
    pair = ("\tv_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[4:5], 0\n{}"
            "\tv_add_f32_e32 v6, v0, v0\n")
    first = re.search(r"^\s+[sv]_\w+", text, flags=re.M).start()
    own = text[:first] + pair.format("\ts_nop 3\n") + pair.format("") + text[first:]
    template = assemble(own, co)
    report = check(own, template)
    mine = [f for f in report.findings if f.rule == "mfma-result-read" and
            f.instruction.startswith("v_add_f32_e32 v6")]
    assert sorted(f.have for f in mine) == [0, 4]
    assert report.ok and all(f.inherited for f in report.findings)


def test_cli_exit_codes_and_json(matmul, tmp_path, capsys):
    co, text = matmul
    good = tmp_path / "good.s"
    good.write_text(text)
    bad = tmp_path / "bad.s"
    bad.write_text(_mutate(text, r"s_nop 5$", "s_nop 0"))
    assert main(["check", str(good), "--template", str(MATMUL)]) == EXIT_CLEAN
    assert main(["check", str(bad), "--template", str(MATMUL)]) == EXIT_FINDINGS
    out = capsys.readouterr().out
    assert re.search(r"bad\.s:\d+:\d+: error: \[mfma-result-read\]", out)
    assert main(["check", str(bad), "-t", str(MATMUL), "--json"]) == EXIT_FINDINGS
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is False and data["findings"][0]["line"]
    assert data["findings"][0]["mended_by_a_wait"] is True
    assert main(["check", str(bad)]) == 2                       # no template
    assert main(["check", str(tmp_path / "missing.co")]) == 2
    out_s = tmp_path / "fixed.s"
    assert main(["check", str(bad), "-t", str(MATMUL), "--fix", "-o", str(out_s)]) == 0
    assert out_s.read_text() == text
    assert bad.read_text() != text                              # input untouched


def test_cli_json_bad_input_errors_only_and_new_without_template(matmul, tmp_path, capsys):
    co, text = matmul
    typo = tmp_path / "typo.s"
    typo.write_text(text.replace("\ts_barrier\n", "\ts_barier\n", 1))
    assert main(["check", str(typo), "-t", str(MATMUL), "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is False and re.match(r".*typo\.s:\d+:\d+: error: ", data["error"])
    assert main(["check", str(tmp_path / "missing.co"), "--json"]) == 2
    assert "no such file" in json.loads(capsys.readouterr().out)["error"]
    empty = tmp_path / "empty.s"
    empty.write_text("")
    assert main(["check", str(empty), "-t", str(MATMUL)]) == 2
    assert "the source is empty" in capsys.readouterr().err
    good = tmp_path / "good.s"
    good.write_text(text)
    out_s = tmp_path / "fixed.s"
    assert main(["check", str(good), "-t", str(MATMUL), "--json", "--fix", "-o", str(out_s)]) == 0
    assert json.loads(capsys.readouterr().out) == {"path": str(good), "wrote": str(out_s),
                                                   "changes": [], "with_cost": 0}
    # --errors-only still counts the warnings it leaves out (a standalone
    # text: against a template, what an edit introduces is an error)
    bad = tmp_path / "bad.s"
    bad.write_text(_mutate(disassemble(co, standalone=True), r"^\tv_cvt_pk_f16_f32 v17, v2, v3$",
                           "\tv_accvgpr_read_b32 v17, a7"))
    assert main(["check", str(bad), "--errors-only"]) == 0
    out = capsys.readouterr().out
    assert "read-unwritten" not in out and "1 warning(s) not shown: --errors-only" in out
    assert main(["check", str(MATMUL), "--new"]) == 0
    assert "without --template every finding is shown" in capsys.readouterr().err


def test_a_template_other_than_the_texts_is_named(tmp_path, capsys):
    """The disassembly's header names the .text it came from: checked or
    assembled against another code object (here a Triton matmul of another
    tile size, whose kernel has the same name), both say so."""
    other = REPO / "kernels" / "triton" / "matmul_f16_128x128x64.hsaco"
    text = disassemble(CodeObject.load(other))
    report = check(text, MATMUL)
    assert len(report.notes) == 1 and "is it the text's template?" in report.notes[0]
    assert not check(disassemble(CodeObject.load(MATMUL)), MATMUL).notes
    src = tmp_path / "k.s"
    src.write_text(text)
    assert main(["check", str(src), "-t", str(MATMUL), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["notes"] == report.notes
    assert main(["asm", str(src), "-t", str(MATMUL), "-o", str(tmp_path / "k.co")]) == 0
    assert "is it the text's template?" in capsys.readouterr().out


def test_asm_prints_the_edits_findings_and_strict_refuses(matmul, tmp_path, capsys):
    co, text = matmul
    bad = tmp_path / "bad.s"
    bad.write_text(_mutate(text, r"s_nop 5$", "s_nop 0"))
    out = tmp_path / "out.co"
    # written, and the exit status is the check's verdict (issue 21)
    assert main(["asm", str(bad), "--template", str(MATMUL), "-o", str(out)]) == 1
    assert out.exists()
    err = capsys.readouterr().err
    assert re.search(r"bad\.s:\d+:\d+: error: \[mfma-result-read\]", err)
    assert "introduced by the edit (gcnasm check --fix inserts the waits)" in err
    out.unlink()
    assert main(["asm", str(bad), "--template", str(MATMUL), "--strict", "-o", str(out)]) != 0
    assert not out.exists()
    # a register finding: no wait mends it, and the footer does not say one does
    unwritten = tmp_path / "unwritten.s"
    unwritten.write_text(_mutate(text, r"^\tv_cvt_pk_f16_f32 v17, v2, v3$",
                                 "\tv_accvgpr_read_b32 v17, a7"))
    capsys.readouterr()
    # a warning in unedited code, an error as introduced by the edit (issue 20's ruling)
    assert main(["asm", str(unwritten), "--template", str(MATMUL), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "[read-unwritten]" in err and "--fix" not in err


def test_a_hazard_round_a_loop_says_so(matmul):
    """The producer at the end of the loop, the consumer at its top: the
    message says the path goes round the loop."""
    co, text = matmul
    bad = _mutate(text, r"^(\ts_cbranch_execz \.Lmatmul_br19)$", "\tv_readfirstlane_b32 s47, v0\n\\1")
    bad = _mutate(bad, r"^(\.Lmatmul_br19:\n\ts_or_b64 exec, exec, s\[2:3\]\n)",
                  "\\1\tv_readlane_b32 s48, v1, s47\n")
    (f,) = [f for f in check(bad, co).findings if not f.inherited]
    assert (f.rule, f.needed, f.have) == ("rwlane-lane-select", 4, 2)
    assert f.producer_line > f.line and "round a loop" in f.message
    assert fix(bad, co).count("s_nop 1\n\tv_readlane_b32 s48") == 1


# --- the rule table against LLVM's MIR tests (facts: expected S_NOP counts) --------

def _two(co, text, first, second, gap):
    """text with the kernel body replaced by first, gap wait states, second."""
    body = f"\t{first}\n" + ("" if gap == 0 else f"\ts_nop {gap - 1}\n") + f"\t{second}\n"
    return body


@pytest.mark.parametrize("producer,consumer,needed", [
    # mai-hazards-mfma-scale.gfx950.mir: XDL 16x16x128 f8f6f4 write, overlapped SrcC read
    # of the next XDL: S_NOP 9 (f8: 8 passes) and S_NOP 5 (fp6/fp4: 4 passes)
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]",
     "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[2:5]", 10),
    ("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:17], v[0:3] cbsz:2 blgp:2",
     "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[2:5]", 6),
    # same file: 32x32x64 f8f6f4, fp8 (16 passes): S_NOP 15 + S_NOP 1; fp6 (8): S_NOP 9
    ("v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15]",
     "v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[2:17]", 18),
    ("v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:21], v[24:29], v[0:15] cbsz:2 blgp:2",
     "v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[2:17]", 10),
])
def test_mfma_rows_match_llvm_mir_tests(producer, consumer, needed):
    from gcnasm.checker.facts import facts_of
    from gcnasm.checker.hazards import RULES_BY_ID
    from gcnasm.isa import encode, decode
    p = facts_of(decode(encode(producer)))
    c = facts_of(decode(encode(consumer)))
    rule = RULES_BY_ID["mfma-srcc-after-mfma"]
    overlap = rule.consumer(c) & rule.producer(p)
    assert overlap
    assert rule.need(p, c, overlap) == needed


def test_srcab_row_matches_llvm_mir_test():
    """mai-hazards-mfma-scale.gfx950.mir: a scaled 16x16x128 f8f6f4 (fp8: 8
    passes) whose result is read as SrcA of the next: S_NOP 11 (12 wait
    states = 8 + 3 + gfx950's 1)."""
    from gcnasm.checker.facts import facts_of
    from gcnasm.checker.hazards import RULES_BY_ID
    from gcnasm.isa import decode, encode
    p = facts_of(decode(encode("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[0:7], v[8:15], v[16:19]")))
    c = facts_of(decode(encode("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[0:7], v[8:15], v[2:5]")))
    rule = RULES_BY_ID["mfma-srcab-after-mfma"]
    overlap = rule.consumer(c) & rule.producer(p)
    assert overlap and rule.need(p, c, overlap) == 12


@pytest.mark.parametrize("first, second", [
    ("v_writelane_b32 v1, s2, 3", "v_writelane_b32 v7, s4, 3"),
    ("v_addc_co_u32_e64 v1, s[0:1], v2, v3, s[4:5]",
     "v_addc_co_u32_e64 v5, s[6:7], v8, v9, s[10:11]"),
    ("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[4:7]",
     "v_mfma_f32_16x16x16_f16 a[8:11], v[4:5], v[6:7], a[12:15]"),
    ("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10",
     "v_smfmac_f32_16x16x32_f16 v[12:15], v[16:17], v[18:21], v22"),
    ("buffer_store_dwordx4 v[0:3], v4, s[4:7], 0 offen",
     "buffer_store_dwordx4 v[8:11], v5, s[8:11], 0 offen"),
    ("v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]", "v_cvt_pk_fp8_f32 v4, v5, v6 op_sel:[0,0,1]"),
    ("v_pk_add_f32 v[0:1], v[2:3], v[4:5]", "v_pk_add_f32 v[6:7], v[8:9], v[10:11]"),
])
def test_facts_of_one_shape_are_each_words_own(first, second):
    """Words differing only in their registers share the facts of their shape
    (InstructionSemantics.shape); each still gets its registers' facts."""
    from gcnasm.checker import clear_caches as clear_check_caches
    from gcnasm.checker.facts import Facts, facts_of
    from gcnasm.isa import clear_caches, decode, encode
    a, b = decode(encode(first)), decode(encode(second))
    assert a.semantics.shape == b.semantics.shape
    facts_of(a)
    shared = facts_of(b)
    clear_caches()
    clear_check_caches()
    alone = facts_of(decode(encode(second)))
    assert shared is not alone
    assert {k: getattr(shared, k) for k in Facts.__slots__} == \
        {k: getattr(alone, k) for k in Facts.__slots__}


# --- hypothesis: producer/consumer pairs with random gaps vs the rule table --------

_PAIRS = [
    ("v_mov_b32_e32 v1, v2", "v_mfma_f32_32x32x8_f16 v[0:15], v[0:1], v[2:3], v[0:15]",
     "mfma-vgpr-after-valu", 2),
    ("v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[22:23], v[0:15]", "v_add_f32_e32 v30, v1, v2",
     "mfma-result-read", None),
    ("v_exp_f32_e32 v1, v2", "v_add_f32_e32 v3, v1, v4", "trans-forward", 1),
    ("v_cmp_eq_u32_e64 s[4:5], v1, v2", "v_cndmask_b32_e64 v3, v4, v5, s[4:5]",
     "valu-sgpr-after-valu", 2),
    ("v_readfirstlane_b32 s8, v1", "global_load_dword v2, v3, s[8:9]", "vmem-sgpr-after-valu", 5),
    ("s_mov_b32 m0, s1", "s_sendmsg sendmsg(MSG_INTERRUPT)", "m0-after-salu", 1),
    ("v_writelane_b32 v255, s0, 4", "v_writelane_b32 v255, s1, 5", "writelane-spill-sgpr", 2),
    ("v_cmp_eq_u32_e32 vcc, v1, v2", "v_cndmask_b32_e32 v3, v4, v5, vcc",
     "valu-sgpr-after-valu", 2),
    ("v_add_co_u32_e64 v1, s[4:5], v2, v3", "v_addc_co_u32_e64 v4, s[6:7], v5, v6, s[4:5]",
     "valu-sgpr-after-valu", 2),
]


@given(pair=st.sampled_from(_PAIRS), gap=st.integers(min_value=0, max_value=24))
def test_random_gaps_against_the_rule_table(pair, gap):
    from gcnasm.checker.facts import facts_of
    from gcnasm.checker.hazards import RULES_BY_ID
    from gcnasm.isa import assemble_lines, decode_all
    producer, consumer, rule_id, needed = pair
    src = f"{producer}\n" + "s_nop 0\n" * gap + f"{consumer}\ns_endpgm\n"
    insts = decode_all(assemble_lines(src))
    rule = RULES_BY_ID[rule_id]
    p, c = facts_of(insts[0]), facts_of(insts[-2])
    overlap = rule.consumer(c) & rule.producer(p)
    assert overlap, (producer, consumer)
    need = rule.need(p, c, overlap)
    if needed is not None:
        assert need == needed
    # the search over a straight block agrees with the table; a shortfall that
    # meets the rule's second source is reported under its margin rule
    from gcnasm.checker.hazards import find_hazards
    margin = rule.second.id if rule.second else None
    found = [h for h in find_hazards(_straight_kernel(insts)) if h.rule.id in (rule_id, margin)]
    if gap < need:
        assert found and found[0].have == gap and found[0].needed == need
        fewer = rule.second.need(p, c, overlap) if rule.second else None
        expected = margin if fewer is not None and gap >= fewer else rule_id
        assert found[0].rule.id == expected
    else:
        assert not found


def _straight_kernel(insts):
    """A one-block KernelProgram of decoded instructions (no code object)."""
    from gcnasm.codeobject.program import BasicBlock, KernelProgram, ProgramInstruction
    kp = KernelProgram.__new__(KernelProgram)
    kp.blocks, kp.loops, kp.back_edges = [], [], []
    b = BasicBlock(kp, 0)
    for i, inst in enumerate(insts):
        b.instructions.append(ProgramInstruction(inst, inst.offset, inst.size, b, i))
    kp.blocks.append(b)
    return kp


def test_rules_have_sources_and_unique_ids():
    from gcnasm.checker.hazards import MARGIN_RULES
    ids = [r.id for r in RULES] + [m.id for m in MARGIN_RULES.values()]
    assert len(ids) == len(set(ids))
    assert all("GCNHazardRecognizer" in r.source for r in RULES)
    for base, margin in MARGIN_RULES.items():
        assert margin.id == f"{base}-llvm-margin" and margin.severity == "warning"
        assert "rocRoller" in margin.source and "GCNHazardRecognizer" in margin.source


# --- a second AMD source: rocRoller's wait-state observers ---------------------------

def _hazards_of(producer, consumer, gap):
    from gcnasm.checker.hazards import find_hazards
    from gcnasm.isa import assemble_lines, decode_all
    src = f"{producer}\n" + "s_nop 0\n" * gap + f"{consumer}\ns_endpgm\n"
    return find_hazards(_straight_kernel(decode_all(assemble_lines(src))))


@pytest.mark.parametrize("producer,consumer,fewer", [
    # rocRoller VALUWriteSGPRVCC (gfx94x/950): VCC read 1, carry-in read 0 (LLVM: 2)
    ("v_cmp_eq_u32_e32 vcc, v1, v2", "v_cndmask_b32_e32 v3, v4, v5, vcc", 1),
    ("v_add_co_u32_e32 v1, vcc, v2, v3", "v_addc_co_u32_e32 v4, vcc, v5, v6, vcc", 0),
    ("v_add_co_u32_e64 v1, s[4:5], v2, v3", "v_addc_co_u32_e64 v4, s[6:7], v5, v6, s[4:5]", 0),
])
def test_a_shortfall_that_meets_rocroller_is_a_margin_warning(producer, consumer, fewer):
    for gap in range(0, 3):
        found = [h for h in _hazards_of(producer, consumer, gap)
                 if h.rule.id.startswith("valu-sgpr-after-valu")]
        if gap >= 2:
            assert not found
            continue
        (h,) = found
        assert (h.needed, h.have, h.severity) == (2, gap, "warning")
        if gap >= fewer:
            assert h.rule.id == "valu-sgpr-after-valu-llvm-margin"
            assert h.note == f"meets rocRoller's {fewer}; LLVM 22 asks 2 on gfx950"
        else:
            assert h.rule.id == "valu-sgpr-after-valu" and not h.note


def test_a_vcc_writer_rocroller_does_not_list_has_no_margin():
    """rocRoller's VALUWriteSGPRVCC lists v_cmp, v_readlane/readfirstlane,
    v_div_scale and the integer v_add/v_sub; v_mad_u64_u32's carry-out is
    not among them, so LLVM's count stands alone."""
    (h,) = _hazards_of("v_mad_u64_u32 v[0:1], vcc, v2, v3, v[4:5]",
                       "v_cndmask_b32_e32 v6, v7, v8, vcc", 1)
    assert (h.rule.id, h.needed, h.have, h.note) == ("valu-sgpr-after-valu", 2, 1, "")


def test_an_sgpr_read_as_a_constant_has_no_margin():
    """rocRoller asks LLVM's 2 for an SGPR (not VCC, not a carry-in) read as a
    constant: one wait state short stays the rule itself."""
    (h,) = _hazards_of("v_cmp_eq_u32_e64 s[4:5], v1, v2", "v_cndmask_b32_e64 v3, v4, v5, s[4:5]", 1)
    assert (h.rule.id, h.needed, h.have, h.note) == ("valu-sgpr-after-valu", 2, 1, "")


@pytest.mark.parametrize("mfma,passes", [
    ("v_mfma_i32_4x4x4_16b_i8 v[0:3], v4, v5, v[0:3]", 2),
    ("v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]", 4),
    ("v_mfma_f32_32x32x16_f16 v[0:15], v[16:19], v[20:23], v[0:15]", 8),
    ("v_mfma_i32_32x32x4_2b_i8 v[0:31], v32, v33, v[0:31]", 16),
])
def test_xdl_result_rows_agree_with_rocroller_gfx950(mfma, passes):
    """rocRoller's XDLWrite94x on gfx950: an XDL result read or overwritten by
    a VALU (or read by VMEM/DS/FLAT) needs 5/7/11/19 wait states for 2/4/8/16
    passes, plus one beyond 2 passes on gfx950 (its MFMA950ObserverTest: 12
    for 8 passes), the same as LLVM 22: no margin for AMD's corpus kernels
    that wait gfx940's count."""
    rocroller = {2: 5, 4: 7, 8: 11, 16: 19}[passes] + (passes > 2)
    for consumer, rule_id in (("v_add_f32_e32 v40, v0, v41", "mfma-result-read"),
                              ("v_mov_b32_e32 v0, v41", "mfma-result-overwrite"),
                              ("ds_write_b32 v41, v0", "mfma-result-read")):
        found = [h for h in _hazards_of(mfma, consumer, rocroller - 1) if h.rule.id == rule_id]
        assert [(h.needed, h.severity) for h in found] == [(rocroller, "warning")], consumer
        assert "below CDNA4 ISA Table 38" in found[0].note
        assert not [h for h in _hazards_of(mfma, consumer, rocroller) if h.rule.id == rule_id]


# --- registers --------------------------------------------------------------------

def test_reading_an_agpr_nothing_writes_is_a_warning(matmul):
    co, text = matmul
    bad = _mutate(text, r"^\tv_cvt_pk_f16_f32 v17, v2, v3$", "\tv_accvgpr_read_b32 v17, a7")
    # introduced by an edit against its template: an error (see test_check_template.py)
    report = check(bad, co)
    found = [f for f in report.findings if f.rule == "read-unwritten"]
    assert found and found[0].severity == "error" and "a7" in found[0].message
    assert found[0].kind == "registers" and found[0].line
    # the rule's own severity, where no template tells an edit from the kernel
    standalone = _mutate(disassemble(co, standalone=True), r"^\tv_cvt_pk_f16_f32 v17, v2, v3$",
                         "\tv_accvgpr_read_b32 v17, a7")
    found = [f for f in check(standalone).findings if f.rule == "read-unwritten"]
    assert found and found[0].severity == "warning"


# --- the s_waitcnt model on straight code ---------------------------------------

def _waits(src):
    from gcnasm.checker.waitcnt import find_waits
    from gcnasm.isa import assemble_lines, decode_all
    return [(w.rule, w.counter, w.needed, w.consumer.inst.text)
            for w in find_waits(_straight_kernel(decode_all(assemble_lines(src))))]


def test_lds_results_are_in_order_even_with_smem_pending():
    body = ("s_load_dword s4, s[0:1], 0x0\nds_read_b32 v1, v0\nds_read_b32 v2, v0 offset:4\n"
            "s_waitcnt lgkmcnt(1)\n")
    assert _waits(body + "v_add_f32_e32 v3, v1, v1\ns_endpgm\n") == []
    assert _waits(body + "v_add_f32_e32 v3, v2, v2\ns_endpgm\n") == \
        [("read-pending", "lgkm", 0, "v_add_f32_e32 v3, v2, v2")]
    # an SMEM result returns out of order: only lgkmcnt(0) covers it
    assert _waits(body + "s_add_u32 s5, s4, 1\ns_endpgm\n") == \
        [("read-pending", "lgkm", 0, "s_add_u32 s5, s4, 1")]


def test_vector_memory_in_order_and_store_counts():
    body = ("global_load_dword v1, v[2:3], off\nglobal_store_dword v[2:3], v9, off\n"
            "global_load_dword v4, v[2:3], off\n")
    assert _waits(body + "s_waitcnt vmcnt(2)\nv_mov_b32_e32 v5, v1\ns_endpgm\n") == []
    assert _waits(body + "s_waitcnt vmcnt(1)\nv_mov_b32_e32 v5, v4\ns_endpgm\n") == \
        [("read-pending", "vm", 0, "v_mov_b32_e32 v5, v4")]
    # overwriting a pending load's destination (WAW)
    assert _waits(body + "v_mov_b32_e32 v4, 0\ns_endpgm\n")[0][0] == "write-pending"


def test_barrier_with_pending_ds_write_is_an_error():
    found = _waits("ds_write_b32 v0, v1\ns_barrier\ns_endpgm\n")
    assert found == [("barrier-lds-write", "lgkm", 0, "s_barrier")]
    assert _waits("ds_write_b32 v0, v1\ns_waitcnt lgkmcnt(0)\ns_barrier\ns_endpgm\n") == []


# --- rows of LLVM's mai-hazards-gfx942.mir (its GFX950 check lines) ------------------

_MIR_GFX942_FILE = [
    # (test name in the .mir, producer, consumer, rule, wait states = S_NOP N + 1)
    ("valu_write_vgpr_sgemm_mfma_read", "v_mov_b32_e32 v0, 1",
     "v_mfma_f32_4x4x1_16b_f32 a[0:3], v1, v0, a[0:3]", "mfma-vgpr-after-valu", 2),
    ("valu_write_agpr_sgemm_mfma_read", "v_accvgpr_write_b32 a4, 1",
     "v_mfma_f32_4x4x1_16b_f32 a[0:3], a4, v0, a[0:3]", "mfma-vgpr-after-valu", 2),
    ("nonxdl_sgemm4x4_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc",
     "v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v5, v[0:3]",
     "v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v5, v[0:3]", "mfma-srcc-after-mfma", 2),
    ("nonxdl_sgemm16x16_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc",
     "v_mfma_f32_16x16x1_4b_f32 v[0:15], v26, v27, v[0:15]",
     "v_mfma_f32_16x16x1_4b_f32 v[0:15], v26, v27, v[0:15]", "mfma-srcc-after-mfma", 0),
    ("dgemm4x4_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc",
     "v_mfma_f64_4x4x4_4b_f64 v[2:3], v[0:1], v[0:1], v[2:3]",
     "v_mfma_f64_4x4x4_4b_f64 v[2:3], v[0:1], v[0:1], v[2:3]", "mfma-srcc-after-mfma", 4),
    ("xdl_sgemm4x4_mfma_write_vgpr_mfma_read_same_vgpr_as_srcc",
     "v_mfma_i32_4x4x4_16b_i8 v[0:3], v4, v5, v[0:3]",
     "v_mfma_i32_4x4x4_16b_i8 v[0:3], v4, v5, v[0:3]", "mfma-srcc-after-mfma", 2),
    ("sgemm4x4_mfma_write_agpr_mfma_read_overlap",
     "v_mfma_i32_4x4x4_16b_i8 a[2:5], v1, v0, a[0:3]",
     "v_mfma_i32_4x4x4_16b_i8 a[0:3], v1, v0, a[0:3]", "mfma-srcc-after-mfma", 4),
    ("sgemm4x4_mfma_write_vgpr_mfma_read_overlap",
     "v_mfma_i32_4x4x4_16b_i8 v[2:5], v6, v7, v[0:3]",
     "v_mfma_f32_4x4x1_16b_f32 v[0:3], v6, v7, v[0:3]", "mfma-srcc-after-mfma", 3),
    ("xdl_sgemm16x16_mfma_write_agpr_mfma_read_overlap",
     "v_mfma_i32_16x16x4_4b_i8 a[2:17], v26, v27, a[0:15]",
     "v_mfma_f32_16x16x1_4b_f32 a[0:15], v26, v27, a[0:15]", "mfma-srcc-after-mfma", 10),
    ("nonxdl_sgemm16x16_mfma_write_agpr_xdl_mfma_read_overlap",
     "v_mfma_f32_16x16x1_4b_f32 a[2:17], v26, v27, a[0:15]",
     "v_mfma_i32_16x16x4_4b_i8 a[0:15], v26, v27, a[0:15]", "mfma-srcc-after-mfma", 0),
    ("nonxdl_sgemm16x16_mfma_write_agpr_nonxdl_mfma_read_overlap",
     "v_mfma_f32_16x16x1_4b_f32 a[2:17], v26, v27, a[0:15]",
     "v_mfma_f32_16x16x1_4b_f32 a[0:15], v26, v27, a[0:15]", "mfma-srcc-after-mfma", 8),
    ("xdl_sgemm32x32_mfma_write_agpr_mfma_read_overlap",
     "v_mfma_f32_32x32x4_2b_f16 a[2:33], v[26:27], v[28:29], a[0:31]",
     "v_mfma_f32_32x32x2_f32 a[0:15], v26, v27, a[0:15]", "mfma-srcc-after-mfma", 18),
]


@pytest.mark.parametrize("name,producer,consumer,rule_id,needed", _MIR_GFX942_FILE,
                         ids=[r[0] for r in _MIR_GFX942_FILE])
def test_rows_of_llvm_mai_hazards_gfx942_mir_gfx950_lines(name, producer, consumer, rule_id,
                                                           needed):
    from gcnasm.checker.hazards import find_hazards
    from gcnasm.isa import assemble_lines, decode_all
    for gap in range(0, 20):
        nops = "".join(f"s_nop {min(r, 16) - 1}\n" for r in range(gap, 0, -16))
        src = f"{producer}\n{nops}{consumer}\ns_endpgm\n"
        insts = decode_all(assemble_lines(src))
        found = [h for h in find_hazards(_straight_kernel(insts)) if h.rule.id == rule_id]
        if gap >= needed:
            assert not found, (gap, found)
            break
        assert found and found[0].needed == needed, (gap, found)


def test_standalone_text_checks_and_fixes_without_template(tmp_path):
    """A standalone .s (gcnasm disasm --standalone) assembles alone."""
    co = CodeObject.load(MATMUL)
    text = disassemble(co, standalone=True)
    assert check(text).ok
    bad = _mutate(text, r"^\ts_nop 5$", "\ts_nop 1")
    report = check(bad)
    # with no template to tell an edit from the author's choice, the ruling's
    # severity in unmodified code: a warning, which fix() leaves alone
    assert report.ok and report.warnings[0].rule == "mfma-result-read"
    assert fix(bad) == bad
    bad = _mutate(text, r"^\tv_mfma_f32_32x32x16_f16 v\[0:15\], v\[16:19\]",
                  "\tv_mfma_f32_32x32x16_f16 v[0:15], v[40:43]")
    bad = _mutate(bad, r"^(\tv_mfma_f32_32x32x16_f16 v\[0:15\], v\[40:43\])",
                  "\tv_mov_b32_e32 v40, 0\n\\1")
    report = check(bad)
    assert not report.ok and "mfma-vgpr-after-valu" in [f.rule for f in report.errors]
    assert check(fix(bad)).ok


def test_fix_restores_a_deleted_wait_to_the_templates_own_count(corpus_dir):
    """AMD's bf16gemm waits vmcnt(20) before a barrier and the ds_reads of
    LDS-DMA data, looser than the model's vmcnt(0) (a warning in the
    template).  Deleted, the wait comes back as it was: one s_waitcnt
    vmcnt(20), not vmcnt(0) before the barrier and again before the read."""
    co = CodeObject.load(corpus_dir / "bf16gemm" / "bf16gemm_bf16_tn_256x256.co")
    text = disassemble(co)
    bad = _mutate(text, r"^\ts_waitcnt vmcnt\(20\)\n(?=\ts_barrier)", "")
    assert {f.rule for f in check(bad, co).findings if not f.inherited} >= {"barrier-lds-dma"}
    assert fix(bad, co) == text


def test_without_a_template_fix_mends_errors_only():
    """A standalone text (or a code object) has no template to tell its own
    warnings from an edit's: fix() leaves warnings alone there.  With the
    template, an introduced warning is mended like an error."""
    co = CodeObject.load(REPO / "kernels" / "triton" / "attention_fwd_f16.hsaco")
    text = disassemble(co)
    # LLVM's lgkmcnt(0) before a barrier with ds_reads in flight: a warning
    bad = _mutate(text, r"(?<=v_xor_b32_e32 v108, s2, v12\n)\ts_waitcnt lgkmcnt\(0\)\n", "")
    report = check(bad, co)
    # introduced by the edit: an error, whatever the rule's own severity
    assert not report.ok and [(f.rule, f.severity) for f in report.findings
                              if not f.inherited] == [("barrier-lds-read", "error")]
    assert fix(bad, co) == text
    standalone = disassemble(co, standalone=True)
    bad = _mutate(standalone, r"(?<=v_xor_b32_e32 v108, s2, v12\n)\ts_waitcnt lgkmcnt\(0\)\n",
                  "")
    assert fix(bad) == bad


def test_an_lds_dma_wait_the_edit_removes_is_an_error(corpus_dir):
    """LDS-DMA findings are warnings (the model knows no LDS ranges), but one
    an edit brings against its template is an error: the template's wait is
    the author's word that the range is the one read."""
    co = CodeObject.load(corpus_dir / "bf16gemm" / "bf16gemm_bf16_tn_256x256.co")
    text = disassemble(co)
    bad = _mutate(text, r"^\ts_waitcnt vmcnt\(12\) lgkmcnt\(0\)\n(?=\ts_barrier)", "")
    report = check(bad, co)
    new = [f for f in report.findings if not f.inherited]
    dma = [f for f in new if f.rule in ("lds-dma-read", "barrier-lds-dma")]
    assert dma and all(f.severity == "error" and "template waits" in f.message for f in dma)
    assert not report.ok
    # where the template has the finding too, looser, the fix says its figure
    assert any("the template's count" in f.fix for f in dma)
    assert fix(bad, co) == text
    assert all(f.severity == "warning" for f in check(co).findings if f.rule in
               ("lds-dma-read", "barrier-lds-dma"))


def test_an_s_nop_count_past_15_is_a_warning(matmul):
    """s_nop reads SIMM16[3:0]: s_nop 16 is one wait state, not 17."""
    co, text = matmul
    bad = _mutate(text, r"s_nop 5$", "s_nop 16")
    found = {f.rule: f for f in check(bad, co).findings}
    nop = found["nop-count-truncated"]
    # a warning of the rule, an error as introduced by the edit (test_check_template.py)
    assert (nop.kind, nop.severity, nop.mended_by_a_wait) == ("encoding", "error", False)
    assert "1 wait state(s), not 17" in nop.message and nop.fix == \
        "write s_nop 15; s_nop 0 for 17 wait states"
    # counted as the hardware does: 5 wait states fewer than with s_nop 5
    assert found["mfma-result-read"].have == found["mfma-result-read"].needed - 1
    assert "nop-count-truncated" not in {f.rule for f in check(text, co).findings}


def test_an_mfma_in_between_counts_one_wait_state():
    """LLVM's getNumWaitStates counts every instruction but s_nop as one wait
    state, an MFMA too (no credit for its issue stall): a VALU reading an
    XDL result two instructions later is an error, whatever lies between."""
    from gcnasm.checker.hazards import find_hazards
    from gcnasm.isa import assemble_lines, decode_all
    src = ("v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[22:23], v[0:15]\n"
           "v_mfma_f32_32x32x8_f16 v[32:47], v[20:21], v[22:23], v[32:47]\n"
           "v_add_f32_e32 v30, v1, v2\ns_endpgm\n")
    found = [h for h in find_hazards(_straight_kernel(decode_all(assemble_lines(src))))
             if h.rule.id == "mfma-result-read"]
    # mfma-result-read is a warning in unmodified code (the severity ruling)
    assert [(h.needed, h.have, h.severity) for h in found] == [(12, 1, "warning")]


# --- AMD's corpus: hazard errors per rule (docs/check.md, "AMD's corpus") -----------

# Kernels (of 745) with a hazard error, per rule, after issue 20's severity
# ruling (docs/check.md, "Severities"): mfma-result-read (69 kernels),
# mfma-result-overwrite (26), dpp-vgpr (22) and permlane-swap src0 reads (11)
# are warnings in unmodified code.  What is left has the ISA guide's, LLVM
# 22's and rocRoller's gfx950 counts behind it: a VALU write (v_mov_b64,
# v_permlane16_swap) read by an MFMA after 1 wait state with no MFMA in
# between, and one op_sel forwarding.  More kernels failing is a regression.
CORPUS_HAZARD_ERROR_KERNELS = {"mfma-vgpr-after-valu": 8, "dst-sel-forward": 1}


@pytest.mark.slow
def test_corpus_hazard_error_kernels_per_rule(corpus_dir):
    from conftest import corpus_files
    from gcnasm.codeobject.program import program_of
    from gcnasm.checker.hazards import find_hazards
    kernels = {}
    for path in corpus_files():
        rules = set()
        for kp in program_of(CodeObject.load(path)).kernels:
            rules.update(h.rule.id for h in find_hazards(kp) if h.severity == "error")
        for rule in rules:
            kernels[rule] = kernels.get(rule, 0) + 1
    print(kernels)
    assert set(kernels) <= set(CORPUS_HAZARD_ERROR_KERNELS), kernels
    for rule, n in kernels.items():
        assert n <= CORPUS_HAZARD_ERROR_KERNELS[rule], (rule, n)
