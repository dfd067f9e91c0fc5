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
    for key, (category, flags, reads, writes, passes, width) in SEMANTICS.items():
        assert category in CATEGORIES, key
        assert set(flags) <= generate_semantics.FLAGS, key
        if category == "mfma" and "v_mfma_ld_scale" not in key:
            assert passes in (2, 4, 8, 16), key
        if category in ("vmem", "flat", "lds", "smem") and ("load" in flags or "store" in flags):
            assert width in (1, 2, 4, 6, 8, 12, 16, 32, 64), key
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
    ("s_sendmsg sendmsg(MSG_INTERRUPT)", "exec_hi exec_lo m0", ""),
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
    ("v_add_i16 v1, v2, v3 op_sel:[0,0,1]", "exec_hi exec_lo v1 v2 v3", "v1"),
    ("v_add_i16 v1, v2, v3", "exec_hi exec_lo v2 v3", "v1"),
    ("v_mad_u16 v1, v2, v3, v4 op_sel:[0,0,0,1]", "exec_hi exec_lo v1 v2 v3 v4", "v1"),
    ("v_pack_b32_f16 v1, v2, v3 op_sel:[0,0,1]", "exec_hi exec_lo v2 v3", "v1"),
    ("v_add_f16_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD "
     "src1_sel:DWORD", "exec_hi exec_lo v1 v2 v3", "v1"),
    ("v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
     "exec_hi exec_lo v1", "v0"),
    ("v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf", "exec_hi exec_lo v0 v1", "v0"),
    ("v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
     "exec_hi exec_lo v1", "v0"),
    ("v_add_f32_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0x5 bank_mask:0xf",
     "exec_hi exec_lo v0 v1 v2", "v0"),
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
    # FLAT_Pseudo: Uses = [EXEC, FLAT_SCR] except for global
    ("scratch_load_dword v1, off, s3", "exec_hi exec_lo flat_scratch_hi flat_scratch_lo s3", "v1"),
    ("flat_load_dword v1, v[2:3]", "exec_hi exec_lo flat_scratch_hi flat_scratch_lo v2 v3", "v1"),
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
    assert i.counters == {"vm_cnt", "lgkm_cnt"}        # FLAT_Global_Load_LDS: LGKM_CNT = 1
    assert inst("buffer_load_dword v2, s[4:7], 0 offen lds").counters == {"vm_cnt"}
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
    # is_gfx940_xdl is not set on the f32-source MFMAs (VOP3PInstructions.td)
    assert not inst("v_mfma_f32_32x32x2_f32 a[0:15], v0, v1, a[0:15]").is_xdl
    assert inst("v_mfma_f32_16x16x4_4b_f16 a[0:15], v[0:1], v[2:3], a[0:15]").is_xdl
    sp = inst("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10")
    assert sp.is_xdl and sp.passes == 4
    # the accumulator is the destination itself; src2 holds the sparsity index
    assert names(sp.reads) == sorted("exec_hi exec_lo v0 v1 v2 v3 v4 v5 v6 v7 v8 v9 v10".split())
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


@pytest.mark.parametrize("text,counts", [
    ("s_waitcnt vmcnt(5) lgkmcnt(2)", (5, 7, 2)), ("s_waitcnt vmcnt(0)", (0, 7, 15)),
    ("s_waitcnt vmcnt(63) expcnt(1) lgkmcnt(15)", (63, 1, 15)), ("s_waitcnt vmcnt(17)", (17, 7, 15)),
])
def test_waitcnt_counts(text, counts):
    w = inst(text).waitcnt
    assert (w["vm_cnt"], w["exp_cnt"], w["lgkm_cnt"]) == counts
    assert inst("s_nop 0").waitcnt is None


def test_docs_example_runs():
    """The example of docs/isa.md's model section gives the results it shows."""
    from pathlib import Path
    text = (Path(__file__).resolve().parent.parent / "docs" / "isa.md").read_text()
    section = text.split("## What an instruction does")[1]
    code = section.split("```python\n")[1].split("```")[0]
    env = {}
    for line in code.splitlines():
        stmt, _, shown = line.partition("  # ")
        if shown and "=" not in stmt.split("(")[0]:
            assert repr(eval(stmt, env)) == shown.split(":")[0].strip(), line
        else:
            exec(stmt, env)


def test_operand_fields_name_the_encoding_fields():
    i = inst("v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[4:7] cbsz:1")
    assert i.operand_fields == ("vdst", "src0", "src1", "src2", None)
    assert i.operand("src2").text == "a[4:7]" and i.operand("src0").file == "v"
    assert i.operand("scale_a") is None
    i = inst("buffer_load_dword v1, v2, s[4:7], s8 offen offset:4")
    assert i.operand_fields[:4] == ("vdata", "vaddr", "srsrc", "soffset")
    assert inst("v_add_co_u32_e32 v0, vcc, v1, v2").operand_fields == ("vdst", None, "src0", "src1")
    assert inst("s_add_u32 s1, s2, 3").operand_fields == ("sdst", "src0", "src1")
    i = inst("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21")
    assert i.operand("scale_a").text == "v20" and i.operand("scale_b").text == "v21"


@pytest.mark.parametrize("text,width", [
    ("global_load_dwordx4 v[0:3], v[4:5], off", 16), ("buffer_load_ubyte v1, off, s[4:7], 0", 1),
    ("ds_read2_b64 v[0:3], v4 offset1:1", 16), ("ds_write_b96 v1, v[2:4]", 12),
    ("global_load_lds_dwordx3 v[2:3], off", 12), ("buffer_load_format_d16_xyz v[0:1], off, s[4:7], 0", 6),
    ("s_load_dwordx8 s[0:7], s[4:5], 0x0", 32), ("global_atomic_add_f64 v[2:3], v[4:5], off", 8),
    ("ds_read_b64_tr_b8 v[0:1], v2", 8), ("ds_read_b96_tr_b6 v[0:2], v3", 12),
    ("v_add_f32_e32 v1, v2, v3", None),
])
def test_memory_width(text, width):
    assert inst(text).memory_width == width


def test_every_table_entry_has_consistent_semantics():
    """One instruction per entry of the semantics table: the model answers
    without error and every register operand is read or written."""
    insts = _one_instruction_per_entry()
    assert len(insts) > 2000
    for i in insts:
        units = set()
        for op in i.operands:
            units.update(getattr(op, "units", ()))
        assert units <= (i.reads | i.writes), i.llvm_text
        assert len(i.operand_fields) == len(i.operands)
        assert set(i.defs) | set(i.uses) <= {k for k, op in enumerate(i.operands)
                                             if hasattr(op, "units")}
        if i.category in ("vmem", "flat", "lds", "smem"):
            assert i.counters, i.llvm_text


# ---------------------------------------------------------------------------
# Properties over random words

def _families():
    from gcnasm.isa import families
    from gcnasm.isa.tables import gfx950 as tables
    return [f for f in families.ALL if tables.CANONICAL.get(f.name)]


@pytest.mark.parametrize("fam", _families(), ids=lambda f: f.name)
def test_random_fields_per_family(fam):
    """hypothesis: an entry of the family with random register and modifier
    fields; whatever decodes has every register operand in reads | writes,
    defs/uses pointing at registers, and a category."""
    from gcnasm import DecodeError
    from gcnasm.isa.tables import gfx950 as tables
    entries = sorted(tables.CANONICAL[fam.name].items())
    key_names = {n.split("=")[0] for n in fam.key_fields}
    free = [f for f in fam.fields if f.name not in key_names]
    checked = []

    @given(st.sampled_from(entries), st.lists(st.integers(0, (1 << 16) - 1),
                                              min_size=len(free), max_size=len(free)))
    def run(entry, values):
        value = entry[1]
        for f, x in zip(free, values):
            value = f.put(value, x)
        data = value.to_bytes(fam.size, "little") + (0x3F800000).to_bytes(4, "little")
        try:
            i = decode(data)
        except DecodeError:
            return
        units = set()
        for op in i.operands:
            units.update(getattr(op, "units", ()))
        assert units <= (i.reads | i.writes), i.llvm_text
        assert all(hasattr(i.operands[k], "units") for k in i.defs + i.uses), i.llvm_text
        assert i.category in CATEGORIES
        checked.append(i)

    run()
    assert checked, f"nothing of {fam.name} decoded"


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


# ---------------------------------------------------------------------------
# Independent source 1: llvm-mca 22's instruction info for gfx950

def _one_instruction_per_entry():
    """One decoded instruction per semantics-table entry (and its sc0 form):
    each entry's canonical word as llvm-mc encodes it."""
    from gcnasm import DecodeError
    from gcnasm.isa import families
    from gcnasm.isa.semantics import table_key
    from gcnasm.isa.tables import gfx950 as tables
    from gcnasm.isa.templates import compiled
    seen = {}
    for name, entries in tables.CANONICAL.items():
        fam = families.BY_NAME[name]
        for key, value in entries.items():
            data = value.to_bytes(fam.size, "little")
            if compiled(fam, key).takes_literal(value):
                data += (0x12345).to_bytes(4, "little")
            try:
                i = decode(data)
            except DecodeError:
                continue
            if i.family.name == name:
                k = (table_key(name, i.mnemonic, i.llvm_text), "sc0" in i.operand_texts)
                seen.setdefault(k, i)
    return list(seen.values())


def _mca(toolchain, insts):
    """llvm-mca's (MayLoad, MayStore, RThroughput, resources used) per
    instruction; None for the few lines llvm-mca 22 crashes on."""
    import subprocess
    mc = toolchain.llvm_mc
    argv = [*mc.argv[:-1], str(mc.path.with_name("llvm-mca")), "-mtriple=amdgcn-amd-amdhsa",
            "-mcpu=gfx950", "-instruction-info", "-iterations=1", "-resource-pressure=true",
            "-dispatch-stats=false", "-skip-unsupported-instructions=parse-failure"]
    out = {}

    def run(batch):
        p = subprocess.run(argv, input=("\n".join(i.llvm_text for i in batch) + "\n").encode(),
                           capture_output=True, timeout=600)
        rows = _mca_rows(p.stdout.decode()) if p.returncode == 0 else None
        if rows is None or len(rows) != len(batch):
            if len(batch) == 1:
                out[batch[0].llvm_text] = None
                return
            run(batch[:len(batch) // 2])
            run(batch[len(batch) // 2:])
            return
        for i, row in zip(batch, rows):
            out[i.llvm_text] = row

    for start in range(0, len(insts), 250):
        run(insts[start:start + 250])
    return out


def _mca_rows(text):
    info = text.split("Instruction Info:")[1].split("Resources:")[0].splitlines()
    header = next(line for line in info if "Instructions:" in line)
    cols = [header.index(f"[{k}]") for k in range(1, 7)] + [header.index("Instructions:")]
    resources = [line.split("- ", 1)[1].strip() for line in
                 text.split("Resources:")[1].split("Resource pressure")[0].splitlines()
                 if line.startswith("[")]
    pressure = text.split("Resource pressure by instruction:")[1].splitlines()[2:]
    rows = []
    for line, used in zip((line for line in info[info.index(header) + 1:] if line.strip()),
                          pressure):
        f = [line[max(cols[k] - 1, 0):cols[k + 1] - 1].strip() for k in range(6)]
        cells = used.split()[:len(resources)]
        rows.append((f[3] == "*", f[4] == "*", float(f[2]),
                     frozenset(r for r, c in zip(resources, cells) if c != "-")))
    return rows


# Processor resources of LLVM's gfx950 model (SISchedule.td) each category runs on.
CATEGORY_RESOURCES = {
    "salu": {"HWSALU"}, "nop": {"HWSALU"}, "waitcnt": {"HWSALU"}, "other": {"HWSALU"},
    "branch": {"HWBranch", "HWSALU"}, "barrier": {"HWBranch"}, "valu": {"HWVALU", "HWSALU"},
    "trans": {"HWVALU"}, "mfma": {"HWXDL", "HWVALU"}, "smem": {"HWLGKM"}, "lds": {"HWLGKM"},
    "vmem": {"HWVMEM"}, "flat": {"HWVMEM", "HWLGKM"},
}


@pytest.mark.llvm
def test_against_llvm_mca(toolchain):
    insts = _one_instruction_per_entry()
    mca = _mca(toolchain, insts)
    crashed = sorted(t for t, row in mca.items() if row is None)
    # llvm-mca 22 aborts on the D16 byte/short buffer loads (and only on them)
    assert all(t.startswith("buffer_load_") and "_d16" in t for t in crashed), crashed
    assert len(crashed) <= 12
    bad = []
    for i in insts:
        row = mca[i.llvm_text]
        if row is None:
            continue
        load, store, rthroughput, resources = row
        if (i.may_load, i.may_store) != (load, store):
            bad.append((i.llvm_text, "load/store", (i.may_load, i.may_store), (load, store)))
        if not resources <= CATEGORY_RESOURCES[i.category]:
            bad.append((i.llvm_text, "resources", i.category, sorted(resources)))
        if i.category == "mfma" and i.passes is not None:
            # llvm-mca models the non-fp8 variant of the f8f6f4 MFMAs (SISchedule.td: "TODO:
            # This isn't reflected in MCA"): compare those with half the fp8 count
            fp8 = "f8f6f4" in i.semantics.flags and i.passes in (8, 16) and \
                not {"cbsz", "blgp"} & {o.name for o in i.operands if hasattr(o, "name")}
            if (i.passes // 2 if fp8 else i.passes) != rthroughput:
                bad.append((i.llvm_text, "passes", i.passes, rthroughput))
            # LLVM's model puts every non-DGEMM MFMA on HWXDL; its hazard recognizer's
            # isXDL (is_gfx940_xdl) leaves out the f32-source MFMAs
            f32_source = i.mnemonic.startswith("v_mfma_f32_") and i.mnemonic.endswith("_f32")
            if (i.is_xdl or f32_source) != ("HWXDL" in resources) or (i.is_xdl and f32_source):
                bad.append((i.llvm_text, "xdl", i.is_xdl, sorted(resources)))
        # LLVM schedules global/scratch_load_lds_* on the LDS pipe too (WriteLDS)
        if i.family.name == "FLAT" and i.is_lds_dma != ("HWLGKM" in resources):
            bad.append((i.llvm_text, "lds_dma", i.is_lds_dma, sorted(resources)))
    assert not bad, f"{len(bad)} disagreements with llvm-mca, e.g. {bad[:10]}"
    assert len(insts) - len(crashed) > 2000


# ---------------------------------------------------------------------------
# Independent source 2: AMD's corpus kernels

# Reads of registers nothing in the kernel writes, found in AMD's own code
# (checked by hand: no instruction of those kernels writes them and the
# dispatch does not set them: the fmoe_*_16x128 kernels compare s86..s89
# against s66; two mla kernels multiply s94 by 0 and s77 by 4).
KNOWN_UNWRITTEN = {("s_cmp_lt_u32 s86, s66", "s86"), ("s_cmp_lt_u32 s87, s66", "s87"),
                   ("s_cmp_lt_u32 s88, s66", "s88"), ("s_cmp_lt_u32 s89, s66", "s89"),
                   ("s_mul_i32 s56, 0, s94", "s94"), ("s_mul_i32 s56, 4, s77", "s77")}


def _dispatch_initialised(d):
    """Units the dispatch sets (descriptor): user and system SGPRs, the
    workitem-id VGPRs, exec, the architected flat scratch and the apertures."""
    from gcnasm.isa import RegisterUnit
    sgprs = (d.user_sgpr_count + d.enable_sgpr_workgroup_id_x + d.enable_sgpr_workgroup_id_y
             + d.enable_sgpr_workgroup_id_z + d.enable_sgpr_workgroup_info
             + d.enable_private_segment)
    units = {RegisterUnit("s", i) for i in range(sgprs)} | {RegisterUnit("v", i) for i in range(3)}
    units |= {RegisterUnit.parse(n) for n in (
        "exec_lo", "exec_hi", "flat_scratch_lo", "flat_scratch_hi", "src_shared_base",
        "src_shared_limit", "src_private_base", "src_private_limit", "src_pops_exiting_wave_id")}
    return units


def _check_corpus(files):
    from gcnasm.codeobject.codeobject import CodeObject
    from gcnasm.isa import decode_all
    unwritten, over, kernels = set(), [], 0
    for path in files:
        co = CodeObject.load(path)
        for k in co.kernels:
            d = k.descriptor
            insts = decode_all(co.text[k.code.start:k.code.stop])
            kernels += 1
            written = _dispatch_initialised(d)
            for i in insts:
                written |= i.writes
            top = {"v": 0, "s": 0, "a": 0}
            for i in insts:
                sem = i.semantics
                # a destination read because only part of it is written (D16, DPP, ...)
                partial = set(sem.implicit_reads & sem.implicit_writes)
                for j in set(sem.defs) & set(sem.uses):
                    partial.update(i.operands[j].units)
                for u in i.reads - partial - written:
                    if u.file != "ttmp":
                        unwritten.add((i.llvm_text, str(u)))
                for u in i.reads | i.writes:
                    if u.file in top:
                        top[u.file] = max(top[u.file], u.index + 1)
            limit = {"s": d.sgpr_count, "v": d.accum_offset if top["a"] else d.vgpr_count,
                     "a": d.vgpr_count - d.accum_offset}
            over += [(k.name, f, top[f], limit[f]) for f in "sva" if top[f] > limit[f]]
    return kernels, unwritten, over


@pytest.mark.corpus
def test_corpus_reads_are_written_or_dispatched(corpus_dir):
    from conftest import corpus_sample
    files = corpus_sample()
    kernels, unwritten, over = _check_corpus(files)
    assert kernels >= 80
    assert unwritten <= KNOWN_UNWRITTEN, sorted(unwritten - KNOWN_UNWRITTEN)[:20]
    assert not over, over[:10]


@pytest.mark.corpus
@pytest.mark.slow
def test_corpus_reads_are_written_or_dispatched_all_kernels(corpus_dir):
    from conftest import corpus_files
    kernels, unwritten, over = _check_corpus(corpus_files())
    assert kernels == 745
    assert unwritten == KNOWN_UNWRITTEN
    assert not over, over[:10]


# ---------------------------------------------------------------------------
# Words of one shape (the same text but for register numbers) share what the
# first one's semantics found; each must still get its own registers.

@pytest.mark.parametrize("first, second, reads, writes", [
    ("v_add_f32_e32 v1, v2, v3", "v_add_f32_e32 v7, v8, v9", ["exec_hi", "exec_lo", "v8", "v9"],
     ["v7"]),
    ("v_fma_f32 v1, -v2, s3, |v4|", "v_fma_f32 v10, -v12, s30, |v14|",
     ["exec_hi", "exec_lo", "s30", "v12", "v14"], ["v10"]),
    ("global_atomic_cmpswap_x2 v[0:1], v2, v[4:7], s[0:1] sc0",
     "global_atomic_cmpswap_x2 v[8:9], v10, v[12:15], s[2:3] sc0",
     ["exec_hi", "exec_lo", "s2", "s3", "v10", "v12", "v13", "v14", "v15"], ["v8", "v9"]),
    ("v_mfma_f32_16x16x32_bf16 a[0:3], v[0:3], v[4:7], a[0:3]",
     "v_mfma_f32_16x16x32_bf16 a[4:7], v[8:11], v[12:15], a[8:11]",
     ["a10", "a11", "a8", "a9", "exec_hi", "exec_lo", "v10", "v11", "v12", "v13", "v14", "v15",
      "v8", "v9"], ["a4", "a5", "a6", "a7"]),
])
def test_words_of_one_shape_get_their_own_registers(first, second, reads, writes):
    a, b = inst(first), inst(second)
    assert a.to_bytes() != b.to_bytes()
    a.reads                                 # the shape is seen first with `first`
    assert names(b.reads) == reads and names(b.writes) == writes
    assert tuple(op.text for op in b.operands) == b.operand_texts
    assert b.passes == a.passes and b.category == a.category
    assert b.semantics.shape == a.semantics.shape is not None
    assert b.semantics.operands == semantics_alone(b).operands


def semantics_alone(i):
    """``i``'s semantics computed from its word alone (no shape seen before)."""
    from gcnasm.isa import clear_caches, decode
    clear_caches()
    return decode(i.to_bytes()).semantics


@pytest.mark.parametrize("first, second", [
    ("v_add_f32_e32 v1, v2, v3", "v_sub_f32_e32 v1, v2, v3"),           # another opcode
    ("v_add_f32_e64 v1, v2, v3", "v_add_f32_e64 v1, -v2, v3"),          # a modifier
    ("ds_read_b32 v1, v2 offset:4", "ds_read_b32 v1, v2 offset:8"),     # an offset
    ("v_add_f32_e64 v1, v2, s3", "v_add_f32_e64 v1, v2, 1.0"),          # a constant
    ("s_mov_b32 s1, s2", "s_mov_b32 m0, s2"),                           # a special register
])
def test_words_of_other_shapes(first, second):
    assert inst(first).semantics.shape != inst(second).semantics.shape


def test_a_branch_has_no_shape():
    assert inst("s_branch 4").semantics.shape is None
