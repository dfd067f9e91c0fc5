"""Cross-wave LDS ordering (gcnasm/checker/lds_order.py, docs/check-lds-order.md).

Oracle: aiter's public history.  Three commits fixed real races by adding
``s_barrier`` (with ``s_waitcnt``) between one wave's LDS accesses and
another wave's: f58c21f6e3 "fix mla f8 v3 data sync issue", 1cb57144bb "fix
random precision issues" (its in-loop and loop-exit barriers) and de60dc172e
"wait for the P_reshape LDS reads before the next half writes LDS" (accuracy
2-77% -> 88-90%).  The code objects before and after each fix are in
tests/data/aiter-history/<sha>/{before,after}/ (extracted from the repository
with git show).  For each inserted barrier, the version before the fix must
have an error finding there (an access just before it against another
wave's access after it, gone after the fix), and the version after none
across it.  Small synthetic kernels pin the model: a double buffer that
alternates correctly gives nothing, the same loop without the alternation
or without the barrier a finding."""

from __future__ import annotations

from pathlib import Path

import pytest

from gcnasm.checker import check
from gcnasm.checker.lds_order import RULES, find_lds_order
from gcnasm.codeobject import CodeObject
from gcnasm.codeobject.program import program_of

HISTORY = Path(__file__).resolve().parent / "data" / "aiter-history"

# (commit, file, inserted barriers the model finds a race at, of all inserted)
FIXES = [
    ("de60dc172e", "mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co", 4, 4),
    ("1cb57144bb", "f4gemm_bf16_per1x32Fp4_BpreShuffle_192x256.co", 5, 5),
    ("1cb57144bb", "f4gemm_bf16_per1x32Fp4_BpreShuffle_224x256.co", 5, 5),
    # 12 of f58c21f6e3's 13 barriers: of the four right after a P-reshape's
    # ds_reads, the first phase's (.text+0x1260 of the fixed file) orders
    # nothing the model sees; the other three order them against the max
    # exchange `ds_write_b32 v41` (named since an `s_cselect` between a
    # compare and its branch no longer hides the compare from the path
    # facts: docs/check-lds-order.md)
    ("f58c21f6e3", "mla_a8w8_qh64_qseqlen4_gqaratio16.co", 12, 13),
    ("f58c21f6e3", "mla_a8w8_qh64_qseqlen4_gqaratio16_ps.co", 12, 13),
]


def _analysed(path):
    program = program_of(CodeObject.load(path))
    kernel = program.kernels[0]
    return list(kernel.instructions()), find_lds_order(kernel)


@pytest.mark.parametrize("sha,name,found,inserted", FIXES,
                         ids=[f"{sha}-{name[:-3]}" for sha, name, _, _ in FIXES])
def test_the_fix_commits_races_are_found_before_and_gone_after(sha, name, found, inserted):
    before, before_findings = _analysed(HISTORY / sha / "before" / name)
    after, after_findings = _analysed(HISTORY / sha / "after" / name)
    # where each instruction of the version before went: the fixes only
    # insert instructions (f58c21f6e3 also renames registers), so the
    # mnemonics of the version before are those after, in order, with the
    # inserted ones in between
    moved, sites, j = {}, [], 0
    for i in before:
        while after[j].word.mnemonic != i.word.mnemonic:
            if after[j].word.mnemonic == "s_barrier":
                sites.append(after[j].offset)
            j += 1
        moved[i.offset] = after[j].offset
        j += 1
    sites += [i.offset for i in after[j:] if i.word.mnemonic == "s_barrier"]
    assert len(sites) == inserted
    barriers = [i.offset for i in after if i.word.mnemonic == "s_barrier"]
    after_pairs = {(f.consumer.offset, f.producer_offset) for f in after_findings}
    hit = 0
    for site in sites:
        k = barriers.index(site)
        lo = barriers[k - 1] if k else -1
        hi = barriers[k + 1] if k + 1 < len(barriers) else float("inf")
        # before: an error whose producer is just before the inserted barrier
        # or whose consumer is just after it, and which the fix removed
        races = [f for f in before_findings if f.severity == "error" and f.rule in RULES
                 and f.producer_offset is not None
                 and (lo < moved.get(f.producer_offset, -1) < site
                      or site < moved.get(f.consumer.offset, -1) < hi)
                 and (moved.get(f.consumer.offset), moved.get(f.producer_offset))
                 not in after_pairs]
        hit += bool(races)
        # after: nothing across the inserted barrier
        assert not [f for f in after_findings if f.producer_offset is not None
                    and lo < f.producer_offset < site < f.consumer.offset < hi], hex(site)
    assert hit == found
    # the fix adds no finding
    before_keys = {(moved.get(f.consumer.offset), f.rule) for f in before_findings}
    assert not [f for f in after_findings if (f.consumer.offset, f.rule) not in before_keys]


def test_de60dc172e_is_exactly_its_four_write_after_read_races():
    """The fix's message: the next half's ds_write overwrote what other waves'
    P_reshape ds_reads had not read yet."""
    _, before = _analysed(HISTORY / "de60dc172e" / "before" /
                          "mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co")
    _, after = _analysed(HISTORY / "de60dc172e" / "after" /
                         "mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co")
    assert len(before) - len(after) == 4
    after_keys = {(f.consumer.inst.text, f.consumer.offset) for f in after}
    # the fix inserts 8 bytes (s_waitcnt, s_barrier) before each site
    gone = [f for f in before if not any(
        (f.consumer.inst.text, f.consumer.offset + d) in after_keys for d in range(0, 40, 4))]
    assert len(gone) == 4
    assert all(f.consumer.inst.text == "ds_write_b32 v36, v29 offset:1024" and
               f.rule == "lds-cross-wave-war" and f.severity == "error" for f in gone)


# --- synthetic kernels -------------------------------------------------------------

HEAD = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.amdhsa_code_object_version 6
\t.text
\t.p2align 8
\t.globl k
\t.type k,@function
k:
\tv_lshlrev_b32_e32 v1, 2, v0
\tv_sub_u32_e32 v2, 0xff, v0
\tv_lshlrev_b32_e32 v2, 2, v2
"""
# v1: this work-item's own dword (tid * 4); v2: the dword of work-item
# 255 - tid, in another wave (256 work-items, 4 waves)
TAIL = """\ts_endpgm
\t.section .rodata,"a",@progbits
\t.p2align 6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_group_segment_fixed_size 16384
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_system_vgpr_workitem_id 0
\t\t.amdhsa_next_free_vgpr 32
\t\t.amdhsa_next_free_sgpr 16
\t\t.amdhsa_accum_offset 32
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args: []
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 256
    .name: k
    .private_segment_fixed_size: 0
    .reqd_workgroup_size: [256, 1, 1]
    .sgpr_count: 16
    .symbol: k.kd
    .vgpr_count: 32
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx950
amdhsa.version: [1, 2]
...
\t.end_amdgpu_metadata
"""


def _lds(body: str):
    report = check(HEAD + body + TAIL)
    return [(f.rule, f.severity, f.instruction) for f in report.findings
            if f.kind == "lds-order"]


def test_read_of_another_waves_write_needs_a_barrier():
    write = "\tds_write_b32 v1, v3\n\ts_waitcnt lgkmcnt(0)\n"
    assert _lds(write + "\tds_read_b32 v4, v2\n") == \
        [("lds-cross-wave-raw", "error", "ds_read_b32 v4, v2")]
    assert _lds(write + "\ts_barrier\n\tds_read_b32 v4, v2\n") == []
    # each wave reading back its own dwords needs no barrier
    assert _lds(write + "\tds_read_b32 v4, v1\n") == []


def test_write_over_another_waves_read_needs_a_barrier():
    read = "\tds_read_b32 v4, v2\n\ts_waitcnt lgkmcnt(0)\n"
    assert _lds(read + "\tds_write_b32 v1, v3\n") == \
        [("lds-cross-wave-war", "error", "ds_write_b32 v1, v3")]
    assert _lds(read + "\ts_barrier\n\tds_write_b32 v1, v3\n") == []


DOUBLE_BUFFER = """\ts_mov_b32 s2, 0
\ts_mov_b32 s3, 8
\tds_write_b32 v1, v3
\ts_waitcnt lgkmcnt(0)
\ts_barrier
label_loop:
\tv_add_u32_e32 v5, s2, v2
\tds_read_b32 v4, v5
\ts_xor_b32 s2, s2, 0x400
\tv_add_u32_e32 v6, s2, v1
\tds_write_b32 v6, v4
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\ts_sub_u32 s3, s3, 1
\ts_cmp_lg_u32 s3, 0
\ts_cbranch_scc1 label_loop
"""


def test_a_double_buffer_that_alternates_gives_no_finding():
    """Each iteration reads one buffer (another wave's dword) and writes the
    other; the barrier at the end of the iteration orders the write before
    the next iteration's read of it.  The loop is iterated to a fixed point
    round its back edge."""
    assert _lds(DOUBLE_BUFFER) == []


def test_the_same_loop_without_alternating_or_without_the_barrier_races():
    one_buffer = DOUBLE_BUFFER.replace("\ts_xor_b32 s2, s2, 0x400\n", "")
    assert _lds(one_buffer) == [("lds-cross-wave-war", "error", "ds_write_b32 v6, v4")]
    no_barrier = DOUBLE_BUFFER.replace("\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n\ts_sub",
                                       "\ts_waitcnt lgkmcnt(0)\n\ts_sub")
    found = _lds(no_barrier)
    # the read meets the previous iteration's write round the back edge
    assert ("lds-cross-wave-raw", "error", "ds_read_b32 v4, v5") in found
    assert ("lds-cross-wave-war", "error", "ds_write_b32 v6, v4") in found


LDS_DMA = """\ts_mov_b32 m0, 0
\tv_mov_b32_e32 v7, 0
\tbuffer_load_dword v7, s[4:7], 0 offen lds
\tWAIT
\ts_barrier
\tds_read_b32 v4, v2
"""


def test_lds_dma_is_ordered_by_its_vmcnt_wait_then_a_barrier():
    """An LDS-DMA load writes LDS when its data returns (vmcnt): a barrier
    before the writing wave waited for it orders nothing."""
    assert _lds(LDS_DMA.replace("WAIT", "s_nop 0")) == \
        [("lds-cross-wave-raw", "error", "ds_read_b32 v4, v2")]
    assert _lds(LDS_DMA.replace("WAIT", "s_waitcnt vmcnt(0)")) == []


def test_an_address_the_model_cannot_resolve_is_a_warning():
    # an address from a kernel argument: the ranges cannot be told apart
    body = ("\ts_load_dword s8, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n"
            "\tv_add_u32_e32 v5, s8, v1\n\tds_write_b32 v5, v3\n\ts_waitcnt lgkmcnt(0)\n"
            "\tds_read_b32 v4, v2\n")
    assert _lds(body) == [("lds-cross-wave-raw-unresolved", "warning", "ds_read_b32 v4, v2")]


def test_findings_say_where_the_rule_comes_from():
    report = check(HEAD + "\tds_write_b32 v1, v3\n\ts_waitcnt lgkmcnt(0)\n"
                   "\tds_read_b32 v4, v2\n" + TAIL)
    f = [f for f in report.findings if f.kind == "lds-order"][0]
    assert f.producer == "ds_write_b32 v1, v3" and "s_barrier" in f.fix
    assert "aiter" in f.source and not f.mended_by_a_wait
    assert not report.ok


def test_a_clash_names_the_other_waves_access():
    # every wave's LDS-DMA fills dwords 0..63 (m0 = 0 in each) and is not
    # waited for (no vmcnt); then each wave writes and reads back its own
    # dword.  Wave 0's read clashes with the other waves' DMA, not with its
    # own ds_write, which is the latest write record there: the finding
    # names the DMA.
    body = ("\ts_mov_b32 m0, 0\n\ts_nop 0\n\tbuffer_load_dword v7, s[4:7], 0 offen lds\n"
            "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n"
            "\tds_write_b32 v1, v3\n\ts_waitcnt lgkmcnt(0)\n\tds_read_b32 v4, v1\n")
    found = [f for f in check(HEAD + body + TAIL).findings if f.rule == "lds-cross-wave-raw"]
    assert [(f.instruction, f.producer) for f in found] == \
        [("ds_read_b32 v4, v1", "buffer_load_dword v7, s[4:7], 0 offen lds")]


def _wave_branch(limit: int) -> str:
    # waves below ``limit`` (s2: the wave id) take the fall-through: each
    # writes its own dword, then reads the dword of work-item 255 - tid
    # (waves 2 and 3 own those of waves 1 and 0)
    # (the analysis tracks only what addresses are computed from: as in
    # AMD's kernels, the wave id enters one, here as s2 * 0)
    return ("\tv_lshrrev_b32_e32 v5, 6, v0\n\tv_readfirstlane_b32 s2, v5\n"
            "\ts_mul_i32 s3, s2, 0\n\tv_add_u32_e32 v1, s3, v1\n"
            f"\ts_cmp_lt_u32 s2, {limit}\n\ts_cbranch_scc0 label_other\n"
            "\tds_write_b32 v1, v3\n\ts_waitcnt lgkmcnt(0)\n\tds_read_b32 v4, v2\n"
            "\ts_waitcnt lgkmcnt(0)\nlabel_other:\n")


def test_a_branch_on_the_wave_id_sends_each_wave_its_way():
    # waves 0 and 1 alone take the writes: the dwords they read (those of
    # work-items 128..255) no wave on that path writes
    assert _lds(_wave_branch(2)) == []
    # every wave takes them: a read of another wave's write
    assert _lds(_wave_branch(4)) == [("lds-cross-wave-raw", "error", "ds_read_b32 v4, v2")]


def test_where_the_waves_paths_meet_each_keeps_its_values():
    # s4 is 0x100 for the waves that branch (2 and 3) and 0 for the others;
    # after the paths meet, each wave reads at v1 + s4: waves 0 and 1 their
    # own dwords, 2 and 3 dwords no wave wrote (not an unknown address)
    body = ("\ts_movk_i32 s4, 0x100\n" + _wave_branch(2).replace(
        "\tds_write_b32 v1, v3\n", "\ts_mov_b32 s4, 0\n\tds_write_b32 v1, v3\n") +
        "\tv_add_u32_e32 v7, s4, v1\n\tds_read_b32 v8, v7\n")
    assert _lds(body) == []


def test_nested_wave_branches_meet_without_losing_waves():
    # waves 0 and 1 split again (0 / 1) and meet before the outer paths do:
    # each wave keeps its own s4 through both meetings
    body = ("\tv_lshrrev_b32_e32 v5, 6, v0\n\tv_readfirstlane_b32 s2, v5\n"
            "\ts_mul_i32 s3, s2, 0\n\tv_add_u32_e32 v1, s3, v1\n\ts_movk_i32 s4, 0x100\n"
            "\ts_cmp_lt_u32 s2, 2\n\ts_cbranch_scc0 label_outer\n"
            "\ts_cmp_lt_u32 s2, 1\n\ts_cbranch_scc0 label_inner\n"
            "\ts_mov_b32 s4, 0\n"
            "label_inner:\n\tv_add_u32_e32 v7, s4, v1\n\tds_write_b32 v7, v3\n"
            "label_outer:\n\tv_add_u32_e32 v7, s4, v1\n\tds_read_b32 v8, v7\n")
    # wave 0 writes its own dwords, wave 1 those of wave 2 (+0x100 bytes),
    # then every wave reads at v1 + s4: wave 2 reads wave 3's dwords (no
    # writer), wave 1 the dwords it wrote; wave 0 its own
    assert _lds(body) == []


@pytest.mark.parametrize("name", ["fmha_v3_bwd/bwd_hd64_bf16_causal_a32_rtna_pssk_group.co",
                                  "fmha_v4_fwd/fwd_hd128_f8f6.co"])
def test_corpus_kernels_with_wave_id_branches(name):
    """AMD kernels whose waves take different paths: the first merged a
    subset of the waves' values into fewer rows than the workgroup has (a
    crash, fixed); the second sends waves 0-3 and 4-7 to two copies of
    its loop (s_cmp_lt_i32 s62, 4; s_cbranch_scc0 label_wave47): the
    other half's LDS-DMA is no read-after-write race of this half's."""
    from conftest import CORPUS
    path = CORPUS / name
    if not path.is_file():
        pytest.skip("the AMD corpus is not here")
    program = program_of(CodeObject.load(path))
    found = find_lds_order(program.kernels[0])
    if name.startswith("fmha_v4_fwd"):
        assert not [f for f in found if f.rule == "lds-cross-wave-raw"]


def test_lds_atomics_of_different_waves_do_not_race_but_a_plain_access_does():
    """llc's atomic_optimizations_local_pointer: every wave's ds_add_rtn_u32
    on one LDS word is no race (atomics are atomic); a plain access of the
    word in the same interval still races with the other waves' atomics."""
    zero = "\tv_mov_b32_e32 v7, 0\n"
    atomic = "\tds_add_rtn_u32 v4, v7, v3\n\ts_waitcnt lgkmcnt(0)\n"
    assert _lds(zero + atomic) == []
    assert _lds(zero + atomic + "\tds_add_u32 v7, v3\n") == []
    assert _lds(zero + atomic + "\tds_read_b32 v5, v7\n") == \
        [("lds-cross-wave-raw", "error", "ds_read_b32 v5, v7")]
    assert _lds(zero + "\tds_read_b32 v5, v7\n\ts_waitcnt lgkmcnt(0)\n" + atomic) == \
        [("lds-cross-wave-war", "error", "ds_add_rtn_u32 v4, v7, v3")]
    assert _lds(zero + "\tds_write_b32 v7, v3\n\ts_waitcnt lgkmcnt(0)\n" + atomic) == \
        [("lds-cross-wave-raw", "error", "ds_add_rtn_u32 v4, v7, v3")]


# --- a two-half loop and its parity tail (issue 27, item 4) ------------------------

# A loop unrolled in two halves that alternate buffers A (bytes 0..0x3ff)
# and B (0x1000..): half 1 reads A and writes B, half 2 reads B and writes
# A, each with an exit (s5 counts the halves, s4 is the trip count, a
# kernel argument) before the barrier that would order its write.  The
# tail picks the buffer by the trip count's parity: an odd count left half
# 1's write of B unordered, so the odd side reads A; an even count, the
# even side reads B.  The exit after half 1 never reaches the even side
# (s5 = s4 there, both odd): no race on any path.
TWO_HALVES = """\ts_load_dword s4, s[0:1], 0x0
\ts_waitcnt lgkmcnt(0)
\ts_cmp_eq_u32 s4, 0
\ts_cbranch_scc1 label_end
\ts_mov_b32 s5, 0
\tds_write_b32 v1, v3
\ts_waitcnt lgkmcnt(0)
\ts_barrier
label_loop:
\tds_read_b32 v4, v2
\ts_waitcnt lgkmcnt(0)
\tds_write_b32 v1, v4 offset:4096
\ts_addk_i32 s5, 0x1
\ts_cmp_lt_u32 s5, s4
\ts_cbranch_scc0 label_exit
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\tds_read_b32 v4, v2 offset:4096
\ts_waitcnt lgkmcnt(0)
\tds_write_b32 v1, v4
\ts_addk_i32 s5, 0x1
\ts_cmp_lt_u32 s5, s4
\ts_cbranch_scc0 label_exit
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\ts_branch label_loop
label_exit:
\ts_and_b32 s6, s4, 1
\ts_cmp_eq_u32 s6, 1
\ts_cbranch_scc1 label_odd
\tds_read_b32 v5, v2 offset:4096
\ts_branch label_end
label_odd:
\tds_read_b32 v5, v2{odd}
label_end:
"""


def test_a_two_half_loops_parity_tail_reads_no_buffer_in_flight():
    """The exit after one half and the tail's other-parity side are never
    both taken: nothing to report (the model used to pair them)."""
    assert _lds(TWO_HALVES.format(odd="")) == []


def test_a_parity_tail_that_reads_the_buffer_just_written_is_still_a_race():
    """The odd side reading B, the buffer the exit after half 1 has just
    written with no barrier since: a race on every odd trip count."""
    assert _lds(TWO_HALVES.format(odd=" offset:4096")) == \
        [("lds-cross-wave-raw", "error", "ds_read_b32 v5, v2 offset:4096")]


def test_a_tail_without_the_parity_test_is_still_a_race():
    """The same loop whose tail reads B whatever the trip count: the exit
    after half 1 reaches it with B's write unordered."""
    body = TWO_HALVES.split("label_exit:\n")[0] + "label_exit:\n\tds_read_b32 v5, v2 offset:4096\nlabel_end:\n"
    assert _lds(body) == [("lds-cross-wave-raw", "error", "ds_read_b32 v5, v2 offset:4096")]


# --- a four-quarter loop and its `& 3` tail (mla_a16w16_qh32_qseqlen4) -----------

# The same in four quarters over four buffers (bytes 0, 0x1000, 0x2000,
# 0x3000): quarter q reads buffer q and writes buffer q+1 (mod 4), with an
# exit before the barrier that would order that write.  s5 counts the
# quarters from 0, so the exit after quarter q has s5 = s4 = q+1 (mod 4) and
# leaves buffer s4 & 3 unordered.  The tail dispatches on s4 & 3 (mla's
# `s_and_b32 s56, 3, s71` after `s_cmp_eq_u32 s71, s70`: the bound compared
# first, the counter second).  Case r reading buffer r+2 is on no path with
# an unordered write; the parity alone (s5 mod 2) pairs it with the exit
# that wrote buffer r+2.
def _four_quarters(case_buffer) -> str:
    quarter = ("\tds_read_b32 v4, v2 offset:{r}\n\ts_waitcnt lgkmcnt(0)\n"
               "\tds_write_b32 v1, v4 offset:{w}\n\ts_addk_i32 s5, 0x1\n"
               "\ts_cmp_eq_u32 s4, s5\n\ts_cbranch_scc1 label_exit\n"
               "\ts_waitcnt lgkmcnt(0)\n\ts_barrier\n")
    body = ("\ts_load_dword s4, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n"
            "\ts_cmp_eq_u32 s4, 0\n\ts_cbranch_scc1 label_end\n\ts_mov_b32 s5, 0\n"
            "\tds_write_b32 v1, v3\n\ts_waitcnt lgkmcnt(0)\n\ts_barrier\nlabel_loop:\n")
    body += "".join(quarter.format(r=q * 4096, w=(q + 1) % 4 * 4096) for q in range(4))
    body += "\ts_branch label_loop\nlabel_exit:\n\ts_and_b32 s6, 3, s4\n"
    for r in range(3):
        body += f"\ts_cmp_eq_u32 s6, {r}\n\ts_cbranch_scc1 label_case{r}\n"
    for r in (3, 0, 1, 2):          # case 3 falls through
        body += (f"label_case{r}:\n" if r != 3 else "") + \
            f"\tds_read_b32 v5, v2 offset:{case_buffer(r) % 4 * 4096}\n\ts_branch label_end\n"
    return body + "label_end:\n"


def test_a_four_quarter_loops_tail_reads_no_buffer_in_flight():
    """Each case of the `& 3` tail reads the buffer two quarters away from
    the one its exits leave unordered: no finding (the model keyed only the
    counter's parity, and paired each case with the exit two quarters on)."""
    assert _lds(_four_quarters(lambda r: r + 2)) == []


def test_a_four_quarter_tail_that_reads_the_unordered_buffer_is_still_a_race():
    """Case 1 reading buffer 1, the one the exit after quarter 0 has just
    written with no barrier since: a race on every trip count = 1 (mod 4)."""
    assert _lds(_four_quarters(lambda r: 1 if r == 1 else r + 2)) == \
        [("lds-cross-wave-raw", "error", "ds_read_b32 v5, v2 offset:4096")]


# fmha_v3_fwd: the loop's exit after its second half (`buffer_load_dwordx4
# v6 ... lds` into the s67 buffer, `s_cmp_lt_i32 s39, s38; s_cbranch_scc0
# label_0D76`) and the tail's even side (`s_and_b32 s40, 1, s40` of the
# tile count) that reads that buffer; the mirror image for the first half;
# mla: `s_and_b32 s56, s71, 1` of the trip count s71 the counter s70 met
# (fwd_hd128_bf16_causal_group clamps its bound first: s_cmp_lt_i32 s38, 64;
# s_cselect_b32 s38, 64, s38, so s38 >= 64)
PARITY_TAILS = ["fmha_v3_fwd/fwd_hd128_bf16.co", "fmha_v3_fwd/fwd_hd128_bf16_causal_group.co",
                "mla/MLA_A16W16_1TG_4W_64mx1_16nx1_Coex0_Msk1_QH16.co"]


@pytest.mark.parametrize("name", PARITY_TAILS)
def test_corpus_parity_tails_have_no_read_after_write_from_the_other_exit(name):
    """AMD's kernels with a two-half loop and a parity tail: the tail's
    ds_reads (after the tail's parity branch) had lds-cross-wave-raw
    errors from the exit of the other half (fwd_hd128_bf16 32, its
    causal_group 32, the mla kernel 20); the paths are infeasible, none is
    left."""
    from conftest import CORPUS
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"{path} is absent (the AMD corpus is only on machines that have ../shared)")
    kernel = program_of(CodeObject.load(path)).kernels[0]
    # the tail: the blocks after the last block whose branch reads a parity
    # (s_and_b32 of 1, then s_cmp_*, s_cbranch_scc*)
    blocks = kernel.blocks
    tails = [b for b in blocks if len(b.instructions) >= 3 and
             b.instructions[-1].word.mnemonic.startswith("s_cbranch_scc") and
             any(pi.word.mnemonic == "s_and_b32" and " 1" in pi.inst.text
                 for pi in b.instructions[-4:-2])]
    assert tails, "no parity branch found"
    tail_start = tails[-1].end
    found = [f for f in find_lds_order(kernel) if f.rule == "lds-cross-wave-raw"
             and f.consumer.offset >= tail_start]
    assert found == [], [f.consumer.inst.text for f in found[:4]]


# mla_a16w16_qh32_qseqlen4 and _qh64_qseqlen1_v3: a loop of four copies per
# wave group (`s_addk_i32 s70, 0x1; s_cmp_lt_i32 s70, s71`) whose exits
# meet a tail on `s_and_b32 s56, 3, s71`: 611 and 452 raw errors in the
# tail's cases, all from the exit of another quarter (noise).  What stays
# is the epilogue's: on the path of a single full tile (s71 = 1, s48 = 0)
# the prefetch `global_load_lds_dwordx4 v[254:255], off` left in flight
# by `s_waitcnt vmcnt(10)` (qh64: `vmcnt(1)`) reaches the epilogue's
# ds_reads with no `s_waitcnt vmcnt(0); s_barrier` (every other exit has
# one): a latent race of 634398d582's kind.
FOUR_QUARTER_TAILS = ["mla/mla_a16w16_qh32_qseqlen4_gqaratio32_lse_ps.co",
                      "mla/mla_a16w16_qh64_qseqlen1_gqaratio64_v3.co"]


@pytest.mark.parametrize("name", FOUR_QUARTER_TAILS)
def test_corpus_four_quarter_tails_keep_only_the_epilogues_race(name):
    from conftest import CORPUS
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"{path} is absent (the AMD corpus is only on machines that have ../shared)")
    kernel = program_of(CodeObject.load(path)).kernels[0]
    last_barrier = max(pi.offset for b in kernel.blocks for pi in b.instructions
                       if pi.word.mnemonic == "s_barrier")
    raw = [f for f in find_lds_order(kernel) if f.rule == "lds-cross-wave-raw"]
    assert raw, "the epilogue's race is found"
    assert all(f.consumer.offset > last_barrier for f in raw)
    at = {pi.offset: pi.word.mnemonic for b in kernel.blocks for pi in b.instructions}
    assert {at[f.producer_offset] for f in raw} == {"global_load_lds_dwordx4"}
    # issued before the barrier whose wait leaves it in flight
    assert all(f.producer_offset < last_barrier for f in raw)


# mla_a8w8_qh32_qseqlen4_gqaratio8_ps: `s_cmp_lt_u32 s71, 1; s_cselect_b32
# s83, 64, 0; s_cbranch_scc1` - the select between the compare and its
# branch once hid the compare from the path facts, so the tile count's
# `s71 >= 1` was lost and a tail case no trip count reaches was paired
# with the first loop copy's LDS-DMA (64 raw errors in each of two kernels)
SELECT_BEFORE_BRANCH = """\ts_load_dword s71, s[0:1], 0x0
\ts_waitcnt lgkmcnt(0)
\tds_write_b32 v1, v3
\ts_cmp_lt_u32 s71, 1
\ts_cselect_b32 s83, 64, 0
\ts_cbranch_scc1 label_end
\ts_cmp_eq_u32 s71, 0
\ts_cbranch_scc1 label_never
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\tds_read_b32 v4, v2
\ts_branch label_end
label_never:
\tds_read_b32 v5, v2
label_end:
\ts_cmp_eq_u32 s83, 64
\ts_cbranch_scc1 label_out
\ts_nop 0
label_out:
"""


def test_a_select_between_a_compare_and_its_branch_keeps_the_branchs_facts():
    assert _lds(SELECT_BEFORE_BRANCH) == []
    # the same read on a path that exists is still found
    reachable = SELECT_BEFORE_BRANCH.replace("s_cmp_eq_u32 s71, 0", "s_cmp_eq_u32 s71, 1")
    assert _lds(reachable) == [("lds-cross-wave-raw", "error", "ds_read_b32 v5, v2")]


@pytest.mark.parametrize("name", ["mla/mla_a8w8_qh32_qseqlen4_gqaratio8_ps.co",
                                  "mla/mla_a8w8_qh16_qseqlen4_gqaratio16_lse_v3_ps.co"])
def test_corpus_tile_count_compare_before_a_select_rules_out_the_tail_cases(name):
    from conftest import CORPUS
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"{path} is absent (the AMD corpus is only on machines that have ../shared)")
    kernel = program_of(CodeObject.load(path)).kernels[0]
    assert [f for f in find_lds_order(kernel) if f.rule == "lds-cross-wave-raw"] == []
