"""The checker's rules and model after issue 20's severity ruling and model
fixes (docs/check.md, "Severities" and "The model"): hazards searched round
single-block loops, the permlane-swap split, an mfma-vgpr-after-valu gap
covered by an MFMA in the matrix pipe, the sources every finding carries,
and XNACK soft clauses.

Oracles: LLVM 22's own output (llc's s_nop in a single-block loop, cut
short, must be flagged), GCNHazardRecognizer.cpp's rules (facts), the CDNA4
ISA guide's tables."""

from __future__ import annotations

from pathlib import Path

from gcnasm.checker import check
from gcnasm.checker.hazards import RULES, find_hazards
from gcnasm.checker.sources import sources_of
from gcnasm.codeobject.program import BasicBlock, KernelProgram, ProgramInstruction
from gcnasm.isa import assemble_lines, decode_all

DATA = Path(__file__).parent / "data" / "check"


def _kernel(*blocks, edges=()):
    """A KernelProgram of blocks given as assembly text; block i falls
    through to i+1 unless it ends in s_endpgm/s_branch, plus ``edges``."""
    kp = KernelProgram.__new__(KernelProgram)
    kp.blocks, kp.loops, kp.back_edges = [], [], []
    offset = 0
    for n, src in enumerate(blocks):
        b = BasicBlock(kp, n)
        for i, inst in enumerate(decode_all(assemble_lines(src))):
            b.instructions.append(ProgramInstruction(inst, offset, inst.size, b, i))
            offset += inst.size
        kp.blocks.append(b)
    links = [(i, i + 1) for i, src in enumerate(blocks[:-1])
             if not src.strip().splitlines()[-1].strip().startswith(("s_endpgm", "s_branch"))]
    for a, b in list(links) + list(edges):
        kp.blocks[a].successors.append(kp.blocks[b])
        kp.blocks[b].predecessors.append(kp.blocks[a])
    return kp


def _hazards(*blocks, edges=()):
    return [(h.rule.id, h.severity, h.needed, h.have)
            for h in find_hazards(_kernel(*blocks, edges=edges))]


MFMA16 = "v_mfma_f32_32x32x1_2b_f32 a[0:31], v1, v2, a[0:31]\n"     # 16 passes, not XDL


# --- loops ------------------------------------------------------------------------

def test_single_block_loop_searches_its_own_back_edge():
    """hazards.py started its search with visited = {block}: a block that
    branches to itself never searched its own back edge (LLVM's
    getWaitStatesSince starts empty)."""
    loop = "s_nop 1\nv_accvgpr_mov_b32 a63, a31\n" + MFMA16 + "s_cbranch_scc1 1\n"
    found = _hazards("s_mov_b32 s0, 0\n", loop, "s_endpgm\n", edges=[(1, 1)])
    assert ("mfma-result-read", "warning", 18, 3) in found, found
    # the same loop split in two blocks gave the finding already
    found2 = _hazards("s_mov_b32 s0, 0\n", "s_nop 1\n", "v_accvgpr_mov_b32 a63, a31\n" + MFMA16 +
                      "s_cbranch_scc1 1\n", "s_endpgm\n", edges=[(2, 1)])
    assert ("mfma-result-read", "warning", 18, 3) in found2, found2
    # long enough: nothing
    loop = "s_nop 15\ns_nop 1\nv_accvgpr_mov_b32 a63, a31\n" + MFMA16 + "s_cbranch_scc1 1\n"
    assert not [f for f in _hazards("s_mov_b32 s0, 0\n", loop, "s_endpgm\n", edges=[(1, 1)])
                if f[0] == "mfma-result-read"]


def test_llc_single_block_mfma_loop_with_a_short_nop_is_flagged():
    """LLVM 22's llc output of rewrite-vgpr-mfma-to-agpr-phi.ll for gfx950
    (tests/data/check, compiled by `llc -mtriple=amdgcn-amd-amdhsa
    -mcpu=gfx950 -O2`): its single-block loop starts with the s_nop 15 that
    the loop's own MFMA needs; cut to s_nop 1 it must be flagged (needed 18,
    has 4), and as an edit of llc's code object it is an error."""
    text = (DATA / "rewrite-vgpr-mfma-to-agpr-phi.gfx950.s").read_text()
    lines = text.split("\n")
    head = lines.index(".LBB1_1:                                ; %loop")
    nop = next(i for i in range(head, head + 5) if lines[i] == "\ts_nop 15")
    lines[nop] = "\ts_nop 1"
    bad = "\n".join(lines)
    found = [f for f in check(bad).findings if f.rule == "mfma-result-read"]
    assert found and (found[0].needed, found[0].have) == (18, 4)
    assert "round a loop" in found[0].message
    # as an edit of gcnasm's disassembly of the code object llc's text makes
    from gcnasm.codeobject import assemble
    template = assemble(text, None, path="phi.s")
    ours = template.disassemble()
    assert "\ts_nop 15\n\tv_accvgpr_mov_b32 a63, a31" in ours
    edit = ours.replace("\ts_nop 15\n\tv_accvgpr_mov_b32 a63, a31",
                        "\ts_nop 1\n\tv_accvgpr_mov_b32 a63, a31")
    edited = check(edit, template).introduced()
    assert ("mfma-result-read", "error") in [(f.rule, f.severity) for f in edited.findings]


# --- the severity ruling ------------------------------------------------------------

def test_permlane_swap_src0_is_a_warning_and_vdst_an_error():
    src = "v_mov_b32_e32 v2, 0\nv_permlane16_swap_b32 v1, v2\ns_endpgm\n"
    assert _hazards(src) == [("permlane-swap-vgpr-src0", "warning", 2, 0)]
    src = "v_mov_b32_e32 v1, 0\nv_permlane16_swap_b32 v1, v2\ns_endpgm\n"
    assert _hazards(src) == [("permlane-swap-vgpr", "error", 2, 0)]


def test_mfma_vgpr_after_valu_covered_by_an_mfma_in_between_is_a_warning():
    mfma = "v_mfma_f32_32x32x16_f16 v[0:15], v[16:19], v[20:23], v[0:15]\n"
    reader = "v_mfma_f32_32x32x16_f16 v[32:47], v[40:43], v[20:23], v[32:47]\n"
    kp = _kernel("v_mov_b32_e32 v40, 0\n" + mfma + reader + "s_endpgm\n")
    found = [h for h in find_hazards(kp) if h.rule.id == "mfma-vgpr-after-valu"]
    assert [(h.severity, h.needed, h.have) for h in found] == [("warning", 2, 1)]
    assert "covered" in found[0].note and "8 passes" in found[0].note
    # the same gap with a VALU op in between: an error
    found = [h for h in find_hazards(_kernel("v_mov_b32_e32 v40, 0\nv_mov_b32_e32 v50, 0\n" +
                                             reader + "s_endpgm\n"))
             if h.rule.id == "mfma-vgpr-after-valu"]
    assert [(h.severity, h.needed, h.have) for h in found] == [("error", 2, 1)]
    # an MFMA before the producer proves nothing (the VALU may issue late)
    found = [h for h in find_hazards(_kernel(mfma + "v_mov_b32_e32 v40, 0\n" + reader +
                                             "s_endpgm\n"))
             if h.rule.id == "mfma-vgpr-after-valu"]
    assert [h.severity for h in found] == ["error"]


def test_ruled_warnings_say_the_isa_table_and_amds_practice():
    mfma = "v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]\n"   # 4 passes: 8
    found = [h for h in find_hazards(_kernel(mfma + "s_nop 1\nv_add_f32_e32 v40, v0, v41\n"
                                             "s_endpgm\n"))]
    assert [(h.rule.id, h.severity) for h in found] == [("mfma-result-read", "warning")]
    assert found[0].note == ("below CDNA4 ISA Table 38's 8 wait states (has 2); AMD's shipped "
                             "kernels rely on this and test correct")
    found = find_hazards(_kernel("v_mov_b32_e32 v1, 0\nv_mov_b32_dpp v2, v1 row_shr:1\n"
                                 "s_endpgm\n"))
    assert [(h.rule.id, h.severity) for h in found] == [("dpp-vgpr", "warning")]
    assert "CDNA4 ISA Table 11's 2 wait states (has 0)" in found[0].note


def test_every_rule_has_sources():
    from gcnasm.checker.hazards import MARGIN_RULES
    ids = [r.id for r in RULES] + list(MARGIN_RULES and [m.id for m in MARGIN_RULES.values()])
    ids += ["read-pending", "write-pending", "lds-dma-read", "barrier-lds-write",
            "barrier-lds-read", "barrier-lds-dma", "read-unwritten", "agpr-alias",
            "nop-count-truncated"]
    for rule in ids:
        assert sources_of(rule), rule


def test_findings_carry_sources_and_amds_practice():
    text = (DATA / "rewrite-vgpr-mfma-to-agpr-phi.gfx950.s").read_text()
    bad = text.replace("\ts_nop 15\n\tv_accvgpr_mov_b32 a63, a31", "\ts_nop 1\n"
                       "\tv_accvgpr_mov_b32 a63, a31")
    f = next(f for f in check(bad).findings if f.rule == "mfma-result-read")
    assert any(s.startswith("ISA: CDNA4 ISA guide") for s in f.sources)
    assert any("checkMAIVALUHazards" in s for s in f.sources)
    assert any(s.startswith("rocRoller") for s in f.sources)
    assert f.shipped and "fp8gemm_bf16_blockscale_BpreShuffle_64x128" in f.shipped
    assert f.to_dict()["sources"] == list(f.sources)


# --- calls --------------------------------------------------------------------------

CALLS = DATA / "calls"


def test_calls_through_the_got_and_direct_resolve_to_the_callee():
    from gcnasm.checker.calls import CallUnit, with_callees
    from gcnasm.codeobject import CodeObject
    from gcnasm.codeobject.program import program_of
    for name in ("call.co", "call_int.co"):
        program = program_of(CodeObject.load(CALLS / name))
        unit = with_callees(program, program.kernels[0])
        assert isinstance(unit, CallUnit), name
        callee = [b for b in unit.blocks if b.start == 0]      # the function at .text+0
        assert callee and callee[0].predecessors[0].instructions[-1].inst.mnemonic == \
            "s_swappc_b64"
        # llc's own code checks clean, the callee included
        assert check(CALLS / name).findings == [], name


def test_a_called_function_is_checked_with_the_callers_state():
    """The caller leaves a global_load of v2 pending and writes v4 one
    instruction before the call; the callee (no prologue wait) reads v2 and
    reads v4 as a DPP source first thing."""
    report = check(CALLS / "call_pending.co")
    found = sorted((f.rule, f.severity, f.needed, f.have) for f in report.findings)
    assert found == [("dpp-vgpr", "warning", 2, 1), ("read-pending", "error", 0, 1)]
    assert all("across a call" in f.message for f in report.findings)
    assert {f.producer for f in report.findings} == {"v_mov_b32_e32 v4, 0",
                                                      "global_load_dword v2, v4, s[16:17]"}


def test_an_unresolved_call_waits_for_everything():
    """SIInsertWaitcnts: a call acts as a wait on everything (the callee
    waits in its prologue); only the call's own operands are checked."""
    from gcnasm.checker.waitcnt import find_waits
    kp = _kernel("global_load_dword v46, v[2:3], off\ns_swappc_b64 s[30:31], s[16:17]\n",
                 "v_add_u32_e32 v1, v46, v46\ns_endpgm\n")
    assert find_waits(kp) == []


# --- XNACK soft clauses ---------------------------------------------------------------

def test_soft_clause_with_xnack_on_is_an_error_any_a_warning_off_nothing():
    """GCNHazardRecognizer::checkSoftClauseHazards: consecutive SMEM loads
    where one writes a register the clause reads may be replayed with the
    address clobbered; any other instruction breaks the clause."""
    from gcnasm.checker.hazards import find_soft_clauses
    clause = "s_load_dwordx2 s[4:5], s[0:1], 0x0\ns_load_dword s0, s[2:3], 0x8\ns_endpgm\n"
    kp = _kernel(clause)
    found = find_soft_clauses(kp, "on")
    assert [(h.rule.id, h.severity, h.needed, h.have) for h in found] == \
        [("soft-clause-xnack", "error", 1, 0)]
    assert found[0].producer.inst.mnemonic == "s_load_dwordx2"
    assert [h.severity for h in find_soft_clauses(kp, "any")] == ["warning"]
    assert find_soft_clauses(kp, "off") == []
    # broken by an s_nop: nothing
    assert find_soft_clauses(_kernel(clause.replace("\ns_load_dword", "\ns_nop 0\ns_load_dword")),
                             "on") == []
    # no register shared: nothing; a store after a load in a VMEM clause: a hazard
    assert find_soft_clauses(_kernel("s_load_dword s4, s[0:1], 0x0\n"
                                     "s_load_dword s5, s[2:3], 0x0\ns_endpgm\n"), "on") == []
    found = find_soft_clauses(_kernel("global_load_dword v1, v[2:3], off\n"
                                      "global_store_dword v[4:5], v6, off\ns_endpgm\n"), "on")
    assert [h.consumer.inst.mnemonic for h in found] == ["global_store_dword"]
