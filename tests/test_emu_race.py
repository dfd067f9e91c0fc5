"""Race mode: results land at the s_waitcnt that covers them; a kernel
with a deleted s_waitcnt is caught, unmodified kernels report nothing."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli, hip, workflow
from gcnasm.codeobject import CodeObject
from gcnasm.isa import decode

REPO = Path(__file__).resolve().parent.parent
SITES = REPO / "kernels" / "sites" / "emu.json"
NOP = bytes.fromhex("000080bf")          # s_nop 0


def without(image: bytes, mnemonic: str, which: int = 0) -> bytes:
    """``image`` with the ``which``-th instruction whose text starts with ``mnemonic``
    (in its first kernel) replaced by s_nop 0."""
    co = CodeObject.from_bytes(image)
    text, offset, seen = co.text, co.kernels[0].code.start, 0
    while True:
        inst = decode(text, offset)
        if inst.text.startswith(mnemonic):
            if seen == which:
                break
            seen += 1
        offset += inst.size
    start = co.text_offset + offset
    return image[:start] + NOP * (inst.size // 4) + image[start + inst.size:]


def run_vector_add(gpu, image):
    k = gpu.load_module(image).kernel()
    n = 300
    a = gpu.alloc(4 * n)
    a.upload(np.arange(n, dtype=np.float32))
    c = gpu.alloc(4 * n)
    hip.launch(k, 2, 256, a, a, c, n)
    gpu.synchronize()
    return c.download().view(np.float32)


def test_unmodified_kernel_has_no_races_and_the_same_result():
    with workflow.open_backend("emu", races=True) as gpu:
        got = run_vector_add(gpu, (REPO / "kernels" / "vector_add.co").read_bytes())
        assert gpu.races == []
    np.testing.assert_array_equal(got, 2 * np.arange(300, dtype=np.float32))


@pytest.mark.parametrize("which, reader, producer", [
    (0, "s_and_b32 s3, s3, 0xffff", "s_load_dword s3, s[0:1], 0x2c"),
    (2, "v_add_f32_e32 v6, v6, v7", "global_load_dword v6, v[2:3], off"),
])
def test_deleted_waitcnt_is_caught(which, reader, producer):
    image = without((REPO / "kernels" / "vector_add.co").read_bytes(), "s_waitcnt", which)
    with workflow.open_backend("emu", races=True) as gpu:
        run_vector_add(gpu, image)
        races = gpu.races
    assert any(r.reader == reader and r.producer == producer and r.kind == "read" for r in races), \
        [r.line() for r in races]
    assert all(r.kernel == "vector_add" for r in races)


def test_without_race_mode_the_deleted_wait_goes_unnoticed():
    image = without((REPO / "kernels" / "vector_add.co").read_bytes(), "s_waitcnt", 2)
    with workflow.open_backend("emu") as gpu:
        got = run_vector_add(gpu, image)
        assert gpu.races == []
    np.testing.assert_array_equal(got, 2 * np.arange(300, dtype=np.float32))


def test_compare_with_races_fails_and_prints_them(tmp_path, capsys):
    ref = REPO / "kernels" / "triton" / "matmul_f16_64x64x32.hsaco"
    test = tmp_path / "no_lds_wait.hsaco"
    # the wait for the LDS reads feeding the first MFMA of the main loop
    test.write_bytes(without(ref.read_bytes(), "s_waitcnt lgkmcnt(2)", 0))
    status = cli.main(["compare", str(ref), str(test), "--backend", "emu", "--races",
                       "--sites", str(SITES), "--site", "triton_matmul_f16"])
    out = capsys.readouterr().out
    assert status == 1, out
    # one verdict: FAIL with its reason, never PASS beside a race (issue 21)
    assert "[FAIL]" in out and "[PASS]" not in out and "FAIL because:" in out and "race" in out
    assert "race: test line" in out, out
    status = cli.main(["compare", str(ref), str(ref), "--backend", "emu", "--races",
                       "--sites", str(SITES), "--site", "triton_matmul_f16"])
    out = capsys.readouterr().out
    assert status == 0 and "race:" not in out and "[PASS]" in out, out


def test_races_option_needs_the_emulator(capsys):
    vadd = str(REPO / "kernels" / "vector_add.co")
    assert cli.main(["compare", vadd, vadd, "--backend", "hip", "--races"]) == 2
    assert "--races needs --backend emu" in capsys.readouterr().err


def test_unmodified_triton_and_hand_written_kernels_report_nothing():
    import test_emu_kernels as hand
    import test_emu_triton as triton
    with workflow.open_backend("emu", races=True) as gpu:
        triton.test_softmax(gpu)
        triton.test_attention_forward(gpu)
        for name in sorted(triton.MATMULS):
            triton.test_matmul(gpu, name)           # the numpy checks pass in race mode too
        hand.test_collatz_steps(gpu)
        hand.test_bitrev_hash_reads_text_and_rodata(gpu)
        hand.test_mfma_bf16_gemm(gpu)
        hand.test_saxpy_with_preloaded_arguments(gpu)
        assert [r.line() for r in gpu.races] == []


def test_unmodified_aiter_gemms_report_nothing(corpus_dir, capsys):
    for family, ref, test, site in (
            ("bf16gemm", "bf16gemm_fp32bf16_tn_64x64_splitk_clean", "bf16gemm_fp32bf16_tn_96x64_splitk_clean",
             "aiter_bf16gemm"),
            ("f4gemm", "f4gemm_bf16_per1x32Fp4_BpreShuffle_128x128", "f4gemm_bf16_per1x32Fp4_BpreShuffle_128x128",
             "aiter_f4gemm")):
        status = cli.main(["compare", str(corpus_dir / family / f"{ref}.co"),
                           str(corpus_dir / family / f"{test}.co"), "--backend", "emu", "--races",
                           "--sites", str(SITES), "--site", site])
        out = capsys.readouterr().out
        assert status == 0 and "race:" not in out and "cos=1.000000" in out, out


def _run_lines(lines, log):
    from gcnasm.emu.machine import run
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.race import RaceTracker
    from gcnasm.emu.state import EXEC, Waves
    from gcnasm.isa import encode
    memory = Memory()
    text = b"".join(encode(line) for line in list(lines) + ["s_endpgm"])
    tracker = RaceTracker(log, "k")
    program = Program(text, Context("k", 0x1000, memory, True, tracker))
    st = Waves(2, 16, 32, np.zeros(2, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    buf = memory.allocate(1024)
    st.s[6], st.s[7] = buf & 0xFFFFFFFF, buf >> 32
    tracker.reset(st.n)
    run(program, st, 0)
    return [(r.reader.split()[0], r.register, r.needed, r.had) for r in log.races]


@pytest.mark.parametrize("lines, found", [
    (["v_mov_b32_e32 v1, 5", "v_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"],
     [("v_mov_b32_dpp", "v1", 2, 0)]),
    (["v_mov_b32_e32 v1, 5", "s_nop 1", "v_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"],
     []),
    (["v_readfirstlane_b32 s6, v0", "s_nop 2", "global_load_dword v1, v0, s[6:7]"],
     [("global_load_dword", "s6", 5, 3)]),
    (["v_readfirstlane_b32 s8, v0", "v_mov_b32_e32 v3, 0", "v_readlane_b32 s9, v3, s8"],
     [("v_readlane_b32", "s8", 4, 1)]),
])
def test_hazard_windows(lines, found):
    from gcnasm.emu.race import RaceLog
    assert _run_lines(lines, RaceLog()) == found


def test_deleted_vmcnt_before_reading_lds_dma_data_is_caught(corpus_dir, tmp_path, capsys):
    # bf16gemm loads its tiles into LDS with buffer_load ... lds; the first
    # s_waitcnt vmcnt(32) lets the first tile land before the ds_reads
    ref = corpus_dir / "bf16gemm" / "bf16gemm_fp32bf16_tn_64x64_splitk_clean.co"
    test = tmp_path / "no_dma_wait.co"
    test.write_bytes(without(ref.read_bytes(), "s_waitcnt vmcnt(32)"))
    status = cli.main(["compare", str(ref), str(test), "--backend", "emu", "--races",
                       "--sites", str(SITES), "--site", "aiter_bf16gemm"])
    out = capsys.readouterr().out
    assert status == 1 and "race: test line" in out, out
    assert "ds_read_b128" in out and "LDS[0x" in out and "buffer_load_dword" in out and " lds`" in out, out


def _run_lds_dma(lines, workgroups=1):
    """Run ``lines`` on one wave per workgroup (s10: the workgroup id)."""
    from gcnasm.emu.machine import run
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.race import RaceLog, RaceTracker
    from gcnasm.emu.state import EXEC, Waves
    from gcnasm.isa import encode
    memory, log = Memory(), RaceLog()
    text = b"".join(encode(line) for line in list(lines) + ["s_endpgm"])
    tracker = RaceTracker(log, "k")
    program = Program(text, Context("k", 0x1000, memory, True, tracker))
    st = Waves(workgroups, 8, 1, np.arange(workgroups, dtype=np.int64), 1024, 16, workgroups)
    st.s[10] = np.arange(workgroups, dtype=np.uint32)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    buf = memory.allocate(1024, (np.arange(256, dtype=np.uint32) + 100).tobytes())
    st.s[6], st.s[7] = buf & 0xFFFFFFFF, buf >> 32
    st.v[0] = np.arange(64, dtype=np.uint32) * 4
    tracker.reset(st.n)
    run(program, st, 0)
    return [r.line() for r in log.races], st


def test_lds_dma_bytes_land_at_the_vmcnt_wait():
    load = ["s_mov_b32 m0, 0", "global_load_lds_dword v0, s[6:7]", "v_mov_b32_e32 v1, 8"]
    races, st = _run_lds_dma(load + ["ds_read_b32 v2, v1", "s_waitcnt vmcnt(0) lgkmcnt(0)"])
    assert len(races) == 1 and "LDS[0x8..0xb]" in races[0] and "global_load_lds_dword" in races[0], races
    assert int(st.v[2][0, 0]) == 0xFFBADBAD                     # the read saw poison
    races, st = _run_lds_dma(load + ["s_waitcnt vmcnt(0)", "ds_read_b32 v2, v1", "s_waitcnt lgkmcnt(0)"])
    assert races == [] and int(st.v[2][0, 0]) == 102            # lane 2's dword


@pytest.mark.parametrize("lines, found", [
    # v_mfma_f32_16x16x16_f16: XDL, 4 passes -> 4 + 3 + 1 (gfx950) wait states
    (["v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 0", "s_nop 4", "v_mov_b32_e32 v7, v1"],
     [("v_mov_b32_e32", "v1", 8, 5)]),
    (["v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 0", "s_nop 7", "v_mov_b32_e32 v7, v1"], []),
    (["v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 0", "s_nop 1",
      "global_store_dword v4, v2, s[6:7]"], [("global_store_dword", "v2", 8, 2)]),
    # overwritten by a VALU (WAW), read as SrcA by the next MFMA; chaining
    # the result as SrcC is not a window
    (["v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 0", "v_mov_b32_e32 v3, 0"],
     [("v_mov_b32_e32", "v3", 8, 0)]),
    (["v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 0", "s_nop 2",
      "v_mfma_f32_16x16x16_f16 v[4:7], v[2:3], v[6:7], 0"], [("v_mfma_f32_16x16x16_f16", "v2, v3", 8, 3)]),
    (["v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], 0",
      "v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]"], []),
])
def test_mfma_result_windows(lines, found):
    from gcnasm.emu.race import RaceLog
    assert _run_lines(lines, RaceLog()) == found


MFMA16 = "v_mfma_f32_16x16x16_f16"     # XDL, 4 passes


@pytest.mark.parametrize("lines, found", [
    # SrcC overlapping (not identical to) the previous XDL result: 4 + 1 + 1 (gfx950)
    ([f"{MFMA16} v[0:3], v[4:5], v[6:7], 0", f"{MFMA16} v[8:11], v[4:5], v[6:7], v[2:5]"],
     [(MFMA16, "v2, v3", 6, 0)]),
    ([f"{MFMA16} v[0:3], v[4:5], v[6:7], 0", "s_nop 5", f"{MFMA16} v[8:11], v[4:5], v[6:7], v[2:5]"], []),
    # the identical tuple chains with no wait
    ([f"{MFMA16} v[0:3], v[4:5], v[6:7], 0", f"{MFMA16} v[8:11], v[4:5], v[6:7], v[0:3]"], []),
    # 32x32x8: XDL, 8 passes in the instruction model: 8 + 1 + 1
    (["v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], 0", "s_nop 7",
      "v_mfma_f32_32x32x8_f16 a[16:31], v[4:5], v[6:7], a[2:17]"],
     [("v_mfma_f32_32x32x8_f16", "a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15", 10, 8)]),
    # the identical tuple after a 2-pass MFMA still needs 2
    (["v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[6:7], 0", "v_mfma_f32_4x4x4_16b_f16 v[0:3], v[4:5], v[6:7], v[0:3]"],
     [("v_mfma_f32_4x4x4_16b_f16", "v0, v1, v2, v3", 2, 0)]),
])
def test_mfma_srcc_windows(lines, found):
    from gcnasm.emu.race import RaceLog
    assert _run_lines(lines, RaceLog()) == found


@pytest.mark.parametrize("lines, found", [
    # a VALU overwriting SrcC of an in-flight 4-pass XDL MFMA: 3 wait states
    ([f"{MFMA16} v[0:3], v[4:5], v[6:7], v[8:11]", "v_mov_b32_e32 v9, 0"], [("v_mov_b32_e32", "v9", 3, 0)]),
    ([f"{MFMA16} v[0:3], v[4:5], v[6:7], v[8:11]", "s_nop 2", "v_mov_b32_e32 v9, 0"], []),
    # a load into SrcC counts as well (memory writes, LLVM's IsMemOrExport)
    ([f"{MFMA16} v[0:3], v[4:5], v[6:7], v[8:11]", "global_load_dword v10, v12, s[6:7]",
      "s_waitcnt vmcnt(0)"], [("global_load_dword", "v10", 3, 0)]),
])
def test_mfma_srcc_overwrite_window(lines, found):
    from gcnasm.emu.race import RaceLog
    log = RaceLog()
    assert _run_lines(lines, log) == found
    assert all("reads it as SrcC" in r.line() for r in log.races)


def test_ds_write_into_lds_dma_bytes_still_owed_is_caught():
    load = ["s_mov_b32 m0, 0", "global_load_lds_dword v0, s[6:7]", "v_mov_b32_e32 v1, 8"]
    races, st = _run_lds_dma(load + ["ds_write_b32 v1, v1", "s_waitcnt vmcnt(0) lgkmcnt(0)"])
    assert len(races) == 1 and "overwrites LDS[0x8..0xb]" in races[0] and "global_load_lds_dword" in races[0], races
    races, st = _run_lds_dma(load + ["ds_write_b32 v1, v1 offset:256", "ds_add_u32 v1, v1 offset:512",
                                     "s_waitcnt vmcnt(0) lgkmcnt(0)"])
    assert races == []                                          # outside the loaded 256 bytes
    races, st = _run_lds_dma(load + ["ds_add_u32 v1, v1", "s_waitcnt vmcnt(0) lgkmcnt(0)"])
    assert len(races) == 2 and "reads LDS[0x8..0xb]" in races[0] and "overwrites LDS" in races[1], races
    races, st = _run_lds_dma(load + ["s_waitcnt vmcnt(0)", "ds_write_b32 v1, v1", "s_waitcnt lgkmcnt(0)"])
    assert races == [] and int(st.v[2][0, 0]) == 0


def test_accumulator_zeroed_under_an_in_flight_mfma_is_caught(toolchain):
    # kernels/mfma.s, edited: the accumulator's a3 is cleared right after the
    # loop's MFMA, which still reads a[0:3] as SrcC (and writes it)
    import sys
    sys.path.insert(0, str(REPO / "kernels"))
    import build
    source = (REPO / "kernels" / "mfma.s").read_text()
    mfma = "\tv_mfma_f32_16x16x32_bf16\ta[0:3], v[8:11], v[12:15], a[0:3]\n"
    assert source.count(mfma) == 1
    image = build.build_text(source.replace(mfma, mfma + "\tv_accvgpr_write_b32\ta3, 0\n"), toolchain, "mfma")
    with workflow.open_backend("emu", races=True) as gpu:
        k = gpu.load_module(image).kernel()
        a, b, c = gpu.alloc(2 * 16 * 32), gpu.alloc(2 * 16 * 32), gpu.alloc(4 * 16 * 16)
        hip.launch(k, (1, 1), 64, a, b, c, 16, 16, 32)
        gpu.synchronize()
        lines = [r.line() for r in gpu.races]
    assert any("`v_accvgpr_write_b32 a3, 0` overwrites a3 0 wait state(s)" in line and "reads it as SrcC; 3 needed"
               in line for line in lines), lines


# --- two in-order loads into one destination (a WAW without a wait) ------------------
# Loads of one counter return in order (LLVM SIInsertWaitcnts: no s_waitcnt
# between two same-type VMEM writes of a VGPR; LDS reads complete in order
# while only LDS operations are outstanding), so the newer result is what
# stays: race mode must land them oldest first and report nothing.

def test_two_loads_into_one_register_leave_the_newer_value():
    two = ["global_load_dword v1, v0, s[6:7]", "global_load_dword v1, v0, s[6:7] offset:4"]
    races, st = _run_lds_dma(two + ["s_waitcnt vmcnt(0)"])
    assert races == [] and list(st.v[1][0, :3]) == [101, 102, 103]      # the second load's
    # after the older one lands, the newer one still owes the register: a
    # read sees the poison and is reported
    races, st = _run_lds_dma(two + ["s_waitcnt vmcnt(1)", "v_mov_b32_e32 v2, v1", "s_waitcnt vmcnt(0)"])
    assert len(races) == 1 and "reads v1" in races[0] and "offset:4`" in races[0], races
    assert int(st.v[2][0, 0]) == 0xFFBADBAD and int(st.v[1][0, 0]) == 101


def test_two_lds_reads_into_one_register_leave_the_newer_value():
    lines = ["v_mov_b32_e32 v1, 7", "ds_write_b32 v0, v0", "s_waitcnt lgkmcnt(0)",
             "ds_read_b32 v2, v0", "ds_read_b32 v2, v0 offset:4", "s_waitcnt lgkmcnt(0)"]
    races, st = _run_lds_dma(lines)
    assert races == [] and list(st.v[2][0, :3]) == [4, 8, 12]           # lane l+1's dword


def test_two_lds_dma_loads_into_the_same_bytes_leave_the_newer_bytes():
    # the second load reads 256 bytes further on into the same LDS bytes
    lines = ["s_mov_b32 m0, 0", "v_add_u32_e32 v3, 0x100, v0", "global_load_lds_dword v0, s[6:7]",
             "global_load_lds_dword v3, s[6:7]", "v_mov_b32_e32 v1, 8"]
    races, st = _run_lds_dma(lines + ["s_waitcnt vmcnt(0)", "ds_read_b32 v2, v1", "s_waitcnt lgkmcnt(0)"])
    assert races == [] and int(st.v[2][0, 0]) == 166                    # lane 2 of the second load
    races, st = _run_lds_dma(lines + ["s_waitcnt vmcnt(1)", "ds_read_b32 v2, v1", "s_waitcnt vmcnt(0) lgkmcnt(0)"])
    assert len(races) == 1 and "LDS[0x8..0xb]" in races[0] and "lds_dword v3," in races[0], races
    assert int(st.v[2][0, 0]) == 0xFFBADBAD


@pytest.mark.parametrize("name, dims", [
    # prefetches Q*K^T operands (ds_read_b128 v[192:195] at .text 0x187c) and
    # on its last-tile path branches past their s_waitcnt and overwrites them
    # with ds_read_b64_tr_b16 (0x35f4): the older result landing last gave O
    # a cosine of 0.939 (issue 24)
    ("fwd_hd128_bf16", ["--set", "B=1", "--set", "H=1"]),
    # workgroups of different sequence lengths in one batch: a ds_read_b64_tr
    # of one workgroup's waves was blamed on another's LDS-DMA bytes (80 races)
    ("fwd_hd128_bf16_group", []),
])
def test_fmha_forward_passes_its_reference_in_race_mode(corpus_dir, capsys, name, dims):
    co = corpus_dir / "fmha_v3_fwd" / f"{name}.co"
    status = cli.main(["compare", str(co), str(co), "--backend", "emu", "--site", "auto:fmha_fwd",
                       *dims, "--reference"])
    out = capsys.readouterr().out
    assert status == 0 and "race" not in out.replace("races", "") and "[FAIL]" not in out, out
    assert "reference fmha_fwd (fmha_v3_fwd, O): [PASS]" in out, out


def test_ds_read_tr_of_one_wave_does_not_blame_a_parked_one():
    # ds_read_b64_tr gathers across lanes, so it reads every lane's address:
    # only those of the waves that run it.  Workgroup 1's wave branches
    # ahead with its LDS-DMA load still owed; workgroup 0's wave waits for
    # its own and reads - no race (AMD's fmha_v3 fwd_hd128_bf16_group
    # reported 80 at ds_read_b64_tr_b16 .text 0x1228 this way).
    lines = ["s_mov_b32 m0, 0", "global_load_lds_dword v0, s[6:7]", "v_mov_b32_e32 v1, 8",
             "s_cmp_eq_u32 s10, 1", "s_cbranch_scc1 4",
             "s_waitcnt vmcnt(0)", "ds_read_b64_tr_b16 v[2:3], v1", "s_waitcnt lgkmcnt(0)",
             "s_waitcnt vmcnt(0)"]
    races, st = _run_lds_dma(lines, workgroups=2)
    assert races == [], races
    assert int(st.v[2][0, 0]) & 0xFFFF == 102 & 0xFFFF                   # wave 0 read its own bytes
    # without the wait it is a race of the reading wave
    races, st = _run_lds_dma(lines[:5] + lines[6:], workgroups=2)
    assert len(races) == 1 and "ds_read_b64_tr_b16" in races[0], races


def test_fmha_fp8_forward_race_on_lds_reads_is_reported(corpus_dir, capsys):
    # A race AMD ships, by the counter rules: fwd_hd128_fp8 issues 8
    # ds_read_b64_tr_b8 (v[20:27] at .text 0x868-0x880, v[28:35] at
    # 0x894-0x8ac), and its `s_waitcnt lgkmcnt(8)` (0xf3c) is reached with
    # those 8 - and no other LDS/SMEM operation - outstanding, so it waits
    # for none; the MFMA at 0xf48 then reads v[20:27].  About 330
    # instructions (6 barriers) hide the LDS latency on the GPU; race mode
    # must say so rather than answer silently.
    co = corpus_dir / "fmha_v3_fwd" / "fwd_hd128_fp8.co"
    status = cli.main(["compare", str(co), str(co), "--backend", "emu", "--site", "auto:fmha_fwd",
                       "--set", "B=1", "--set", "H=1"])
    out = capsys.readouterr().out
    assert status == 1 and "race: ref line" in out and "(.text+0xf48)" in out, out
    assert "reads v2" in out and "(.text+0x8" in out and "ds_read_b64_tr_b8 v[2" in out, out
