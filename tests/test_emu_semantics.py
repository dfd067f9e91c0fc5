"""Instruction semantics one by one: a few lines of gfx950 assembly
(assembled by gcnasm.isa, whose encodings are checked against llvm-mc
elsewhere) run on a batch of waves, against numpy."""

from __future__ import annotations

import numpy as np
import pytest

from gcnasm.emu import EmulationError, UnimplementedInstruction
from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.numerics import E4M3, bf16_from_bits, encode_e4m3
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, SCC, VCC, Waves
from gcnasm.isa import encode

LANE = np.arange(64, dtype=np.uint32)


def execute(lines, waves=2, setup=None, lds=0, workgroups=1):
    """Run ``lines`` (then s_endpgm) on ``waves`` fresh waves; ``setup(st)``
    fills registers first.  Returns the final state."""
    text = b"".join(encode(line) for line in list(lines) + ["s_endpgm"])
    program = Program(text, Context("test", 0x10000, Memory()))
    st = Waves(waves, 16, 4, np.arange(waves) * workgroups // waves, lds, 16, workgroups)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    if setup:
        setup(st)
    run(program, st, 0)
    return st


def test_salu_carry_chain_and_scc():
    def setup(st):
        st.s[0] = [0xFFFFFFFF, 5]
        st.s[1] = [0, 0]
    st = execute(["s_add_u32 s2, s0, 1", "s_addc_u32 s3, s1, 0", "s_cmp_lt_i32 s0, 0"], setup=setup)
    assert st.s[2].tolist() == [0, 6]
    assert st.s[3].tolist() == [1, 0]                      # the carry of wave 0 only
    assert st.s[SCC].tolist() == [1, 0]                    # -1 < 0, 5 >= 0


def test_bfe_and_shifts_against_numpy():
    rng = np.random.default_rng(0)
    x = rng.integers(0, 2 ** 32, (2, 64), dtype=np.uint64).astype(np.uint32)

    def setup(st):
        st.v[1] = x
    st = execute(["v_bfe_u32 v2, v1, 5, 7", "v_bfe_i32 v3, v1, 3, 4", "v_ashrrev_i32_e32 v4, 3, v1",
                  "v_lshl_add_u32 v5, v1, 4, v1"], setup=setup)
    np.testing.assert_array_equal(st.v[2], (x >> 5) & 0x7F)
    field = ((x >> 3) & 0xF).astype(np.int32)
    np.testing.assert_array_equal(st.v[3].view(np.int32), np.where(field >= 8, field - 16, field))
    np.testing.assert_array_equal(st.v[4].view(np.int32), x.view(np.int32) >> 3)
    np.testing.assert_array_equal(st.v[5], (x << 4) + x)


def test_exec_masks_vector_writes_and_vcc_compares():
    def setup(st):
        st.v[1] = LANE
        st.v[2] = 7
    st = execute(["v_cmp_gt_u32_e32 vcc, 10, v1", "s_and_saveexec_b64 s[4:5], vcc",
                  "v_mov_b32_e32 v2, 1", "s_or_b64 exec, exec, s[4:5]"], setup=setup)
    np.testing.assert_array_equal(st.v[2][0], np.where(LANE < 10, 1, 7))
    assert st.s[VCC].tolist() == [0x3FF, 0x3FF] and st.s[VCC + 1].tolist() == [0, 0]
    assert st.s[EXEC].tolist() == [0xFFFFFFFF] * 2         # restored


def test_dpp_row_shr_and_row_bcast():
    def setup(st):
        st.v[1] = LANE.astype(np.float32).view(np.uint32)
        st.v[2] = np.float32(100).view(np.uint32)
    st = execute(["v_add_f32_dpp v2, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf",
                  "v_mov_b32_dpp v3, v1 row_bcast:15 row_mask:0xa bank_mask:0xf"], setup=setup)
    got = st.v[2][0].view(np.float32)
    want = np.where(LANE % 16 >= 1, (LANE - 1) + LANE, 100).astype(np.float32)   # no bound_ctrl: kept
    np.testing.assert_array_equal(got, want)
    rows = LANE // 16
    bcast = st.v[3][0].view(np.float32)
    written = (rows == 1) | (rows == 3)                    # row_mask 0xa
    np.testing.assert_array_equal(bcast[written], ((rows - 1) * 16 + 15)[written].astype(np.float32))


def test_conversions_round_to_nearest_even():
    values = np.array([1.0, 1 + 2 ** -8, 1 + 3 * 2 ** -8, -448.0, 500.0, np.nan] + [0.0] * 58,
                      dtype=np.float32)

    def setup(st):
        st.v[1] = values.view(np.uint32)
        st.v[2] = (-values).view(np.uint32)
    st = execute(["v_cvt_pk_bf16_f32 v3, v1, v2", "v_cvt_pk_f16_f32 v4, v1, v2",
                  "v_cvt_pk_fp8_f32 v5, v1, v2"], setup=setup)
    lo = bf16_from_bits(st.v[3][0] & 0xFFFF)
    np.testing.assert_array_equal(lo[:3], np.array([1.0, 1.0, 1 + 2 ** -6], np.float32))  # ties to even
    f16 = (st.v[4][0] & 0xFFFF).astype(np.uint16).view(np.float16)
    np.testing.assert_array_equal(f16[:5], values[:5].astype(np.float16))
    fp8 = E4M3[st.v[5][0] & 0xFF]
    np.testing.assert_array_equal(fp8[:4], E4M3[encode_e4m3(values[:4])])
    assert fp8[3] == -448.0                                # the largest E4M3 magnitude


def test_permlane32_swap():
    def setup(st):
        st.v[1] = LANE
        st.v[2] = LANE + 100
    st = execute(["v_permlane32_swap_b32_e32 v1, v2"], setup=setup)
    np.testing.assert_array_equal(st.v[1][0], np.concatenate([LANE[:32], LANE[:32] + 100]))
    np.testing.assert_array_equal(st.v[2][0], np.concatenate([LANE[32:], LANE[32:] + 100]))


def test_lds_is_per_workgroup_and_bounded():
    def setup(st):
        st.v[1] = LANE * 4
        st.v[2] = LANE[None, :] + 1000 * np.arange(2)[:, None]
        st.v[5] = 4096 + LANE * 4                          # past the 256-byte allocation
    st = execute(["ds_write_b32 v1, v2", "s_waitcnt lgkmcnt(0)", "ds_read_b32 v3, v1 offset:4",
                  "ds_read_b32 v4, v5", "ds_write_b32 v5, v2"], waves=2, lds=256, workgroups=2,
                 setup=setup)
    want = np.where(LANE + 1 < 64, LANE + 1, 0)            # lane 63 reads past 256 bytes: 0
    np.testing.assert_array_equal(st.v[3][0], want)
    np.testing.assert_array_equal(st.v[3][1], np.where(LANE + 1 < 64, LANE + 1 + 1000, 0))
    assert not st.v[4].any()


def test_ds_read_b64_tr_b16_transposes_16_lane_blocks():
    def setup(st):
        # lane l of each 16-lane block reads k row (l % 16) // 4 of a 4 x 16 block
        block, pos = LANE // 16, LANE % 16
        st.v[1] = (block * 128 + (pos // 4) * 32 + (pos % 4) * 8).astype(np.uint32)
    st = execute(["ds_read_b64_tr_b16 v[2:3], v1"], waves=1, lds=512,
                 setup=lambda st: (setup(st), st.lds[:512].view(np.uint16).__setitem__(
                     slice(None), np.arange(256, dtype=np.uint16))))
    # LDS holds element (block, k, n) at half-word block*64 + k*16 + n
    halves = np.stack([st.v[2][0] & 0xFFFF, st.v[2][0] >> 16, st.v[3][0] & 0xFFFF,
                       st.v[3][0] >> 16], axis=1)
    block, n = LANE // 16, LANE % 16
    want = block[:, None] * 64 + np.arange(4)[None, :] * 16 + n[:, None]
    np.testing.assert_array_equal(halves, want)


def test_divergent_branches_merge_and_barrier():
    def setup(st):
        st.s[0] = [0, 1]                                   # waves take different paths
    st = execute(["s_cmp_eq_u32 s0, 0", "s_cbranch_scc1 2", "s_mov_b32 s1, 11", "s_branch 1",
                  "s_mov_b32 s1, 22", "s_barrier", "s_add_u32 s2, s1, 1"], setup=setup)
    assert st.s[1].tolist() == [22, 11]
    assert st.s[2].tolist() == [23, 12]


def test_unimplemented_and_faults_are_named():
    with pytest.raises(UnimplementedInstruction, match=r"offset 0x0 .*ds_swizzle_b32.*lane mask"):
        execute(["ds_swizzle_b32 v1, v2 offset:0xc021"])           # ROTATE with a lane mask
    with pytest.raises(EmulationError, match=r"offset 0x0: global_load_dword v1, v\[2:3\], off: address 0x0 is outside"):
        execute(["global_load_dword v1, v[2:3], off"])


def test_gfx90a_dpp_row_newbcast_and_mbcnt():
    def setup(st):
        st.v[1] = LANE
    st = execute(["v_mov_b32_dpp v2, v1 row_newbcast:5 row_mask:0xf bank_mask:0xf",
                  "v_mbcnt_lo_u32_b32 v3, -1, 0", "v_mbcnt_hi_u32_b32 v3, -1, v3"], setup=setup)
    np.testing.assert_array_equal(st.v[2][0], (LANE // 16) * 16 + 5)
    np.testing.assert_array_equal(st.v[3][0], LANE)          # the lane id idiom


def test_round_toward_zero_and_setvskip():
    values = np.array([1 + 2 ** -11 + 2 ** -12, -(1 + 2 ** -11 + 2 ** -12), 70000.0] + [0.0] * 61,
                      dtype=np.float32)

    def setup(st):
        st.v[1] = values.view(np.uint32)
        st.v[5] = 9
        st.s[0] = 1
    st = execute(["v_cvt_pkrtz_f16_f32 v2, v1, v1", "s_setvskip s0, 0", "v_mov_b32_e32 v5, 1",
                  "s_setvskip 0, 0", "v_add_u32_e32 v5, 1, v5"], setup=setup)
    f16 = (st.v[2][0] & 0xFFFF).astype(np.uint16).view(np.float16)
    assert f16[0] == np.float16(1) and f16[1] == np.float16(-1)      # truncated, not rounded up
    assert f16[2] == np.finfo(np.float16).max                          # no overflow to inf
    np.testing.assert_array_equal(st.v[5][0], 10)                      # the skipped move did nothing


def test_sdwa_selects_and_destination_bits():
    x = (LANE * 0x01020304 + 0x80).astype(np.uint32)

    def setup(st):
        st.v[2] = x
        st.v[3] = LANE * 3
        st.v[1] = 0xAAAAAAAA
        st.v[4] = np.float16(1.5).view(np.uint16).astype(np.uint32) << 16
        st.v[5] = np.float16(2.25).view(np.uint16)
        st.v[6] = 0x12345678
    st = execute(["v_add_u32_sdwa v1, v2, v3 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE "
                  "src0_sel:WORD_1 src1_sel:BYTE_0",
                  "v_mov_b32_sdwa v7, sext(v2) dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0",
                  "v_add_f16_sdwa v6, v4, v5 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
                  "src0_sel:WORD_1 src1_sel:WORD_0"], setup=setup)
    added = ((x >> 16) + ((LANE * 3) & 0xFF)) & 0xFF
    np.testing.assert_array_equal(st.v[1][0], (0xAAAAAAAA & ~0xFF00) | (added << 8))
    byte = (x & 0xFF).astype(np.uint8).view(np.int8).astype(np.int32).view(np.uint32)
    np.testing.assert_array_equal(st.v[7][0], (byte & 0xFFFF) << 16)
    np.testing.assert_array_equal(st.v[6][0], 0x5678 | (int(np.float16(3.75).view(np.uint16)) << 16))


def test_sdwa_forms_without_semantics_fail_loudly():
    with pytest.raises(UnimplementedInstruction, match="SDWA"):
        execute(["v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD"])


def test_flat_addresses_reach_lds_and_scratch_through_the_apertures():
    def setup(st):
        st.v[1] = LANE * 4
        st.v[2] = LANE + 7
    st = execute(["s_mov_b64 s[0:1], src_shared_base", "v_mov_b32_e32 v3, 0",
                  "v_add_co_u32_e32 v4, vcc, 0, v1", "v_mov_b32_e32 v5, s1",
                  "flat_store_dword v[4:5], v2", "s_mov_b64 s[2:3], src_private_base",
                  "v_mov_b32_e32 v8, 0", "v_mov_b32_e32 v9, s3", "flat_store_dword v[8:9], v2 offset:4",
                  "s_waitcnt vmcnt(0) lgkmcnt(0)", "ds_read_b32 v6, v1",
                  "scratch_load_dword v7, off, off offset:4", "s_waitcnt vmcnt(0) lgkmcnt(0)"],
                 waves=1, lds=256, setup=setup)
    np.testing.assert_array_equal(st.v[6][0], LANE + 7)       # flat store -> LDS
    np.testing.assert_array_equal(st.v[7][0], LANE + 7)       # flat store -> this lane's scratch


def test_global_atomics_in_lane_order_with_returns():
    from gcnasm.emu.memory import Memory as _Memory
    text = b"".join(encode(line) for line in [
        "global_atomic_add v3, v1, v4, s[0:1] sc0",
        "global_atomic_cmpswap_x2 v[6:7], v1, v[8:11], s[0:1] offset:8 sc0",
        "s_waitcnt vmcnt(0)", "s_endpgm"])
    memory = _Memory()
    base = memory.allocate(16, (5).to_bytes(4, "little") + bytes(4) + (42).to_bytes(8, "little"))
    program = Program(text, Context("test", 0x10000, memory))
    st = Waves(1, 16, 4, np.zeros(1, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = 0xF                                        # four lanes, one address
    st.exec_changed()
    st.s[0], st.s[1] = base & 0xFFFFFFFF, base >> 32
    st.v[1] = 0
    st.v[4] = 1
    st.v[8], st.v[10] = 7, 42                               # new 7 where the value is 42
    run(program, st, 0)
    assert st.v[3][0][:4].tolist() == [5, 6, 7, 8]          # each lane saw the previous one
    assert int.from_bytes(memory.view(base, 4).tobytes(), "little") == 9
    assert st.v[6][0][:4].tolist() == [42, 7, 7, 7] and int.from_bytes(memory.view(base + 8, 8).tobytes(), "little") == 7


def test_vgpr_indexing_mode_moves_the_named_operands():
    def setup(st):
        for r in range(8):
            st.v[r] = 100 + r
        st.s[2] = [3, 1]                                    # a different index per wave
    st = execute(["s_set_gpr_idx_on s2, gpr_idx(SRC0)", "v_mov_b32_e32 v1, v4",
                  "s_set_gpr_idx_mode gpr_idx(DST)", "v_mov_b32_e32 v0, 55",
                  "s_set_gpr_idx_off", "v_mov_b32_e32 v2, v4"], setup=setup)
    assert st.v[1][0, 0] == 107                            # wave 0: v1 = v[4 + 3]
    assert st.v[3][0, 0] == 55                             # wave 0: v[0 + 3] written
    assert st.v[1][1, 0] == 55                             # wave 1: v1 (= 105 before) written
    assert st.v[2][:, 0].tolist() == [104, 104]            # indexing off again


def test_ds_swizzle_quad_perm_and_bitmask_modes():
    def setup(st):
        st.v[1] = LANE + 1000
        st.s[EXEC] = 0xFFFFFFFE                        # lane 0 off: reading it gives 0
    st = execute(["ds_swizzle_b32 v2, v1 offset:swizzle(QUAD_PERM,3,3,1,0)",
                  "ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,1)",
                  "ds_swizzle_b32 v4, v1 offset:swizzle(BROADCAST,4,2)",
                  "ds_swizzle_b32 v5, v1 offset:swizzle(REVERSE,8)",
                  "ds_swizzle_b32 v6, v1 offset:swizzle(ROTATE,0,3)",
                  "ds_swizzle_b32 v7, v1 offset:swizzle(ROTATE,1,5)", "s_waitcnt lgkmcnt(0)"], setup=setup)
    val = LANE + 1000
    val0 = np.where(LANE == 0, 0, val)
    on = LANE != 0
    quad = (LANE & 60) + np.array([3, 3, 1, 0])[LANE & 3]
    np.testing.assert_array_equal(st.v[2][0][on], val0[quad][on])
    np.testing.assert_array_equal(st.v[3][0][on], val0[LANE ^ 1][on])
    assert st.v[3][0][1] == 0                           # lane 1 read the inactive lane 0
    np.testing.assert_array_equal(st.v[4][0][on], val0[(LANE & 60) + 2][on])
    np.testing.assert_array_equal(st.v[5][0][on], val0[LANE ^ 7][on])
    # rotate (LLVM: lane i reads lane (i + n) % 32 of its half; dir 1: i - n)
    np.testing.assert_array_equal(st.v[6][0][on], val0[((LANE + 3) % 32) | (LANE & 32)][on])
    np.testing.assert_array_equal(st.v[7][0][on], val0[((LANE + 27) % 32) | (LANE & 32)][on])


def test_mode_register_flushes_fp32_denormals_and_reads_back():
    tiny = np.float32(np.finfo(np.float32).tiny)
    den = np.float32(tiny / 8)                                   # a denormal

    def setup(st):
        st.v[1] = np.array(den, dtype=np.float32).view(np.uint32)
        st.v[2] = np.array(tiny, dtype=np.float32).view(np.uint32)
        st.v[3] = np.array(np.float32(0.25), dtype=np.float32).view(np.uint32)
    body = ["v_add_f32_e32 v4, 0, v1",                            # denormal input
            "v_mul_f32_e32 v5, v2, v3",                           # denormal output
            "v_pk_mul_f32 v[6:7], v[2:3], v[2:3] op_sel_hi:[0,0]"]
    kept = execute(body, setup=setup)
    assert kept.v[4][0, 0].view(np.float32) == den and kept.v[5][0, 0].view(np.float32) == tiny / 4
    flushed = execute(["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0"] + body +
                      ["s_getreg_b32 s9, hwreg(HW_REG_MODE, 0, 8)",
                       "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 1",  # inputs kept, outputs flushed
                       "v_add_f32_e32 v8, 0, v1", "v_mul_f32_e32 v9, 0.5, v2"], setup=setup)
    assert flushed.v[4][0, 0] == 0 and flushed.v[5][0, 0] == 0
    assert flushed.v[6][0, 0] == 0                                # tiny * tiny underflows, flushed
    assert flushed.s[9].tolist() == [0xC0, 0xC0]                  # f16/f64 denormals still kept
    assert flushed.v[8][0, 0] == 0 and flushed.v[9][0, 0] == 0
    with pytest.raises(EmulationError, match="round mode"):    # directed: test_emu_fpmode.py
        execute(["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 3", "v_sqrt_f32_e32 v1, v2"])


def test_sdwa_on_conversions():
    halves = np.array([1.5, -2.25, 65504.0, 0.0009765625] * 16, dtype=np.float16)
    low = np.array([3.0, -0.5, 7.0, 1.0] * 16, dtype=np.float16)
    words = halves.view(np.uint16).astype(np.uint32) << 16 | low.view(np.uint16).astype(np.uint32)
    f32 = np.array([1.0, -3.5, 1e-3, 60000.0] * 16, dtype=np.float32)
    ints = (LANE * 0x01020304 + 0x80F0).astype(np.uint32)

    def setup(st):
        st.v[2] = words
        st.v[4] = f32.view(np.uint32)
        st.v[3] = 0xAAAA5555
        st.v[6] = ints
        st.v[8] = ints
    st = execute(["v_cvt_f32_f16_sdwa v1, -v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1",
                  "v_cvt_f16_f32_sdwa v3, v4 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
                  "v_cvt_f32_i32_sdwa v5, sext(v6) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1",
                  "v_cvt_f32_fp8_sdwa v7, v8 src0_sel:BYTE_2",
                  "v_cvt_u32_f32_sdwa v9, v4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD"], setup=setup)
    np.testing.assert_array_equal(st.v[1][0].view(np.float32), -halves.astype(np.float32))
    np.testing.assert_array_equal(st.v[3][0] & 0xFFFF, np.full(64, 0x5555))
    np.testing.assert_array_equal((st.v[3][0] >> 16).astype(np.uint16).view(np.float16), f32.astype(np.float16))
    byte1 = ((ints >> 8) & 0xFF).astype(np.uint8).view(np.int8)
    np.testing.assert_array_equal(st.v[5][0].view(np.float32), byte1.astype(np.float32))
    np.testing.assert_array_equal(st.v[7][0].view(np.float32), E4M3[(ints >> 16) & 0xFF].astype(np.float32))
    want = np.clip(np.trunc(f32.astype(np.float64)), 0, 2 ** 32 - 1).astype(np.uint32)
    np.testing.assert_array_equal(st.v[9][0], (want & 0xFF) << 8)


def test_ds_swizzle_fft_mode_against_the_isa_table():
    # CDNA3 ISA, DS_SWIZZLE_B32 FFT swizzles (offset[15:13] = 111), listed
    # there as the 1-based source lane of each of 32 lanes for offset[4:0]
    table = {
        0x00: [0x1, 0x11, 0x9, 0x19, 0x5, 0x15, 0xd, 0x1d, 0x3, 0x13, 0xb, 0x1b, 0x7, 0x17, 0xf, 0x1f,
               0x2, 0x12, 0xa, 0x1a, 0x6, 0x16, 0xe, 0x1e, 0x4, 0x14, 0xc, 0x1c, 0x8, 0x18, 0x10, 0x20],
        0x10: [0x1, 0x9, 0x5, 0xd, 0x3, 0xb, 0x7, 0xf, 0x2, 0xa, 0x6, 0xe, 0x4, 0xc, 0x8, 0x10,
               0x11, 0x19, 0x15, 0x1d, 0x13, 0x1b, 0x17, 0x1f, 0x12, 0x1a, 0x16, 0x1e, 0x14, 0x1c, 0x18, 0x20],
        0x1F: list(range(1, 33)),                                 # no swizzle
    }

    def setup(st):
        st.v[1] = LANE + 1000
    st = execute([f"ds_swizzle_b32 v{2 + k}, v1 offset:swizzle(FFT,{m})" for k, m in enumerate(table)]
                 + ["s_waitcnt lgkmcnt(0)"], setup=setup)
    for k, sources in enumerate(table.values()):
        want = np.array(sources + [x + 32 for x in sources]) - 1 + 1000
        np.testing.assert_array_equal(st.v[2 + k][0], want)
