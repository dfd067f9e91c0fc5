"""Instruction.reads/.writes/.category/.passes/...: the typed program model.

Checked against hand-read facts of LLVM's TableGen definitions (small cases
below), against llvm-mca 22's own instruction info (MayLoad/MayStore and the
MFMA resource cycles: an independent reading of the same .td files), and
against AMD's corpus kernels (every register a kernel reads was written before
or is initialised by the dispatch; metadata register counts cover every unit).
"""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from gcnasm.isa import CATEGORIES, decode, encode
from gcnasm.isa import generate_semantics
from gcnasm.isa.tables.gfx950_semantics import SEMANTICS


def inst(text):
    return decode(encode(text))


def names(units):
    return sorted(str(u) for u in units)


# ---------------------------------------------------------------------------
# The generated table

def test_table_is_what_the_facts_give():
    """The committed table equals the generator's output for the committed
    facts (the generator is not run in CI; this checks they agree)."""
    assert generate_semantics.render(generate_semantics.generate()) == \
        generate_semantics.OUTPUT.read_text()


def test_table_covers_every_instruction_and_is_well_formed():
    keys = generate_semantics.instruction_keys()
    assert sorted(SEMANTICS) == keys
    for key, (category, flags, reads, writes, passes) in SEMANTICS.items():
        assert category in CATEGORIES, key
        assert set(flags) <= generate_semantics.FLAGS, key
        if category == "mfma" and "v_mfma_ld_scale" not in key:
            assert passes in (2, 4, 8, 16), key
    assert max(len(line) for line in generate_semantics.OUTPUT.read_text().splitlines()) < 200


def test_facts_rows_that_match_nothing_are_errors(tmp_path):
    bad = tmp_path / "facts.tsv"
    bad.write_text("^SOP2 s_no_such_op$\tw=scc\tnowhere\n^SOP2 \tcat=salu\tx\n")
    rows = generate_semantics.read_facts(bad)
    with pytest.raises(generate_semantics.FactsError, match="match no instruction"):
        generate_semantics.generate(rows)
    bad.write_text("^SOP2 \tcat=bogus\tx\n")
    with pytest.raises(generate_semantics.FactsError, match="unknown category"):
        generate_semantics.read_facts(bad)


# ---------------------------------------------------------------------------
# Reads and writes, case by case (facts from the .td files named in the facts file)

CASES = [
    # text, reads, writes
    ("s_add_u32 s4, s2, s6", "s2 s6", "s4 scc"),
    ("s_addc_u32 s4, s2, s6", "s2 s6 scc", "s4 scc"),
    ("s_cselect_b64 s[0:1], s[2:3], 0", "s2 s3 scc", "s0 s1"),
    ("s_cmp_eq_u32 s1, 3", "s1", "scc"),
    ("s_cmpk_eq_u32 s3, 0x10", "s3", "scc"),
    ("s_and_saveexec_b64 s[0:1], vcc", "exec_hi exec_lo vcc_hi vcc_lo", "exec_hi exec_lo s0 s1 scc"),
    ("s_cbranch_scc1 3", "scc", ""),
    ("s_cbranch_vccz 3", "vcc_hi vcc_lo", ""),
    ("s_cbranch_execz 3", "exec_hi exec_lo", ""),
    ("s_mov_b32 m0, s3", "s3", "m0"),
    ("s_sendmsg sendmsg(MSG_INTERRUPT)", "m0", ""),
    ("v_add_co_u32_e32 v0, vcc, v1, v2", "exec_hi exec_lo v1 v2", "v0 vcc_hi vcc_lo"),
    ("v_addc_co_u32_e32 v0, vcc, v1, v2, vcc", "exec_hi exec_lo v1 v2 vcc_hi vcc_lo",
     "v0 vcc_hi vcc_lo"),
    ("v_add_co_u32_e64 v0, s[4:5], v1, v2", "exec_hi exec_lo v1 v2", "s4 s5 v0"),
    ("v_cndmask_b32_e32 v0, v1, v2, vcc", "exec_hi exec_lo v1 v2 vcc_hi vcc_lo", "v0"),
    ("v_cmp_eq_u32_e32 vcc, v1, v2", "exec_hi exec_lo v1 v2", "vcc_hi vcc_lo"),
    ("v_cmpx_eq_u32_e32 vcc, v1, v2", "exec_hi exec_lo v1 v2", "exec_hi exec_lo vcc_hi vcc_lo"),
    ("v_cmpx_eq_u32_e64 s[2:3], v1, v2", "exec_hi exec_lo v1 v2", "exec_hi exec_lo s2 s3"),
    ("v_div_fmas_f32 v0, v1, v2, v3", "exec_hi exec_lo v1 v2 v3 vcc_hi vcc_lo", "v0"),
    ("v_readlane_b32 s1, v2, 3", "v2", "s1"),
    ("v_writelane_b32 v1, s2, 3", "s2 v1", "v1"),
    ("v_fmac_f32_e32 v1, v2, v3", "exec_hi exec_lo v1 v2 v3", "v1"),
    ("v_swap_b32 v1, v2", "exec_hi exec_lo v1 v2", "v1 v2"),
    ("v_mov_b64_e32 v[0:1], v[2:3]", "exec_hi exec_lo v2 v3", "v0 v1"),
    ("v_add_f32_e64 v0, -v1, |s2|", "exec_hi exec_lo s2 v1", "v0"),
    ("v_add_f16_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD "
     "src1_sel:DWORD", "exec_hi exec_lo v1 v2 v3", "v1"),
    ("v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
     "exec_hi exec_lo v0 v1", "v0"),
    ("buffer_load_dword v1, v2, s[4:7], s8 offen", "exec_hi exec_lo s4 s5 s6 s7 s8 v2", "v1"),
    ("buffer_store_dwordx2 v[0:1], v2, s[4:7], 0 offen", "exec_hi exec_lo s4 s5 s6 s7 v0 v1 v2", ""),
    ("buffer_atomic_add v1, v2, s[4:7], 0 offen", "exec_hi exec_lo s4 s5 s6 s7 v1 v2", ""),
    ("buffer_atomic_add v1, v2, s[4:7], 0 offen sc0", "exec_hi exec_lo s4 s5 s6 s7 v1 v2", "v1"),
    ("buffer_atomic_cmpswap v[0:1], v2, s[4:7], 0 offen sc0", "exec_hi exec_lo s4 s5 s6 s7 v0 v1 v2",
     "v0"),
    ("buffer_load_dword v2, s[4:7], 0 offen lds", "exec_hi exec_lo m0 s4 s5 s6 s7 v2", ""),
    ("buffer_load_short_d16_hi v1, v2, s[4:7], 0 offen", "exec_hi exec_lo s4 s5 s6 s7 v1 v2", "v1"),
    ("global_load_dwordx2 v[0:1], v[2:3], off", "exec_hi exec_lo v2 v3", "v0 v1"),
    ("global_load_dword v1, v2, s[4:5]", "exec_hi exec_lo s4 s5 v2", "v1"),
    ("global_store_dword v[2:3], v4, off", "exec_hi exec_lo v2 v3 v4", ""),
    ("global_atomic_add v1, v[2:3], v4, off sc0", "exec_hi exec_lo v2 v3 v4", "v1"),
    ("global_load_lds_dwordx4 v[2:3], off", "exec_hi exec_lo m0 v2 v3", ""),
    ("scratch_load_dword v1, off, s3", "exec_hi exec_lo s3", "v1"),
    ("flat_load_dword v1, v[2:3]", "exec_hi exec_lo v2 v3", "v1"),
    ("ds_read_b64 v[0:1], v2 offset:8", "exec_hi exec_lo v2", "v0 v1"),
    ("ds_write2_b32 v1, v2, v3 offset1:4", "exec_hi exec_lo v1 v2 v3", ""),
    ("ds_add_rtn_u32 v0, v1, v2", "exec_hi exec_lo v1 v2", "v0"),
    ("s_load_dwordx2 s[0:1], s[4:5], 0x10", "s4 s5", "s0 s1"),
    ("s_store_dword s1, s[4:5], 0x10", "s1 s4 s5", ""),
    ("v_accvgpr_write_b32 a1, v2", "exec_hi exec_lo v2", "a1"),
    ("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[4:7]",
     "a4 a5 a6 a7 exec_hi exec_lo v0 v1 v2 v3", "a0 a1 a2 a3"),
    ("v_mfma_f32_16x16x16_f16 v[0:3], v[0:1], v[2:3], v[4:7]",
     "exec_hi exec_lo v0 v1 v2 v3 v4 v5 v6 v7", "v0 v1 v2 v3"),
    ("s_waitcnt vmcnt(0)", "", ""),
    ("s_nop 1", "", ""),
]


@pytest.mark.parametrize("text,reads,writes", CASES, ids=[c[0] for c in CASES])
def test_reads_and_writes(text, reads, writes):
    i = inst(text)
    assert names(i.reads) == sorted(reads.split()), i.llvm_text
    assert names(i.writes) == sorted(writes.split()), i.llvm_text


@pytest.mark.parametrize("text,category", [
    ("s_add_u32 s4, s2, s6", "salu"), ("v_add_f32_e32 v1, v2, v3", "valu"),
    ("v_exp_f32_e32 v1, v2", "trans"), ("v_rsq_f64_e32 v[0:1], v[2:3]", "trans"),
    ("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]", "mfma"),
    ("buffer_load_dword v1, off, s[4:7], 0", "vmem"), ("global_load_dword v1, v[2:3], off", "flat"),
    ("ds_read_b32 v1, v2", "lds"), ("s_load_dword s1, s[2:3], 0x0", "smem"),
    ("s_branch 3", "branch"), ("s_setpc_b64 s[0:1]", "branch"), ("s_waitcnt vmcnt(0)", "waitcnt"),
    ("s_barrier", "barrier"), ("s_nop 0", "nop"), ("s_endpgm", "other"),
])
def test_category(text, category):
    assert inst(text).category == category


def test_memory_flags_and_counters():
    i = inst("buffer_load_dword v1, off, s[4:7], 0")
    assert i.may_load and not i.may_store and i.counters == {"vm_cnt"}
    i = inst("buffer_load_dword v2, s[4:7], 0 offen lds")
    assert i.is_lds_dma and i.writes_lds and i.category == "vmem"
    i = inst("global_load_lds_dword v[2:3], off")
    assert i.is_lds_dma and i.flat_segment == "global"
    assert inst("flat_load_dword v1, v[2:3]").counters == {"vm_cnt", "lgkm_cnt"}
    assert inst("ds_write_b32 v1, v2").writes_lds
    assert inst("s_load_dword s1, s[2:3], 0x0").counters == {"lgkm_cnt"}
    i = inst("global_atomic_add v[2:3], v4, off")
    assert i.is_atomic and i.may_load and i.may_store


def test_mfma_passes_and_xdl():
    assert inst("v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]").passes == 8
    assert inst("v_mfma_f32_32x32x2_f32 a[0:15], v0, v1, a[0:15]").passes == 16
    assert inst("v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[0:3]").passes == 2
    dgemm = inst("v_mfma_f64_16x16x4_f64 v[0:7], v[0:1], v[2:3], v[0:7]")
    assert dgemm.passes == 16 and not dgemm.is_xdl and dgemm.is_dgemm
    # f8f6f4: fp8 in A or B doubles the passes (SISchedule.td PredIsF8_MFMA_SCALE)
    fp8 = inst("v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:7], v[8:15], a[0:15]")
    fp4 = inst("v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:3], v[8:11], a[0:15] cbsz:4 blgp:4")
    mixed = inst("v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:3], v[8:15], a[0:15] cbsz:4")
    assert (fp8.passes, fp4.passes, mixed.passes) == (16, 8, 16)
    assert fp8.is_xdl
    small = inst("v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[10:15], v[0:3] cbsz:2 blgp:3")
    assert small.passes == 4
    assert inst("v_add_f32_e32 v1, v2, v3").passes is None


def test_defs_and_uses_index_operands():
    i = inst("v_add_co_u32_e64 v0, s[4:5], v1, v2")
    assert [i.operands[k].text for k in i.defs] == ["v0", "s[4:5]"]
    assert [i.operands[k].text for k in i.uses] == ["v1", "v2"]


def test_semantics_shared_by_equal_words():
    from gcnasm.isa import decode_all
    words = encode("v_add_f32_e32 v1, v2, v3") * 4
    a, b, c, _ = decode_all(words)      # the last one's 8-byte head differs: decoded anew
    assert a.semantics is b.semantics is c.semantics


# ---------------------------------------------------------------------------
# Properties over random words

@given(st.binary(min_size=16, max_size=16))
def test_random_words_register_operands_are_read_or_written(data):
    from gcnasm import DecodeError
    try:
        i = decode(data)
    except DecodeError:
        return
    units = set()
    for op in i.operands:
        units.update(getattr(op, "units", ()))
    assert units <= (i.reads | i.writes), i.llvm_text
    assert i.category in CATEGORIES
