"""MFMA shapes beyond the one-block 16x16/32x32 the kernels exercise:
multi-block and 4x4 (fp32, f16, i8), fp64, and the sparse SMFMAC, against
numpy with the lane layouts written out here as AMD's matrix instruction
calculator prints them for CDNA3 (``--detail-instruction``: "A[i][k].block
Lane", "C or D[i][j].block GPR" ...); gfx950's SMFMAC doubles CDNA3's K
with a 32-bit index (LLVM's gfx950 smfmac index verifier fix, #193541)."""

from __future__ import annotations

import numpy as np
import pytest

from gcnasm.hip.dtypes import minifloat_values

from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, Waves
from gcnasm.isa import encode

E4M3 = minifloat_values(4, 3, 7, "fn")
RNG = np.random.default_rng(7)


def _run(text, a_regs, b_regs, c_regs, a_words, b_words, c_words, idx_words=None, v121=None):
    """Place operand words (regs, 64) at v[10..], v[40..], v[80..] (index or
    A's scales v120, B's scales v121)."""
    def setup(st):
        st.v[10:10 + a_regs] = np.asarray(a_words)[:, None]
        st.v[40:40 + b_regs] = np.asarray(b_words)[:, None]
        st.v[80:80 + c_regs] = np.asarray(c_words)[:, None]
        if idx_words is not None:
            st.v[120] = idx_words
        if v121 is not None:
            st.v[121] = v121
    program = Program(encode(text) + encode("s_endpgm"), Context("test", 0x10000, Memory()))
    st = Waves(1, 128, 4, np.zeros(1, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    setup(st)
    run(program, st, 0)
    return st.v[80:80 + c_regs, 0]


def _f32_words(values):
    return np.asarray(values, dtype=np.float32).view(np.uint32)


@pytest.mark.parametrize("name,m,n,k,blocks,d_place", [
    # D[b][i][j] -> (GPR, lane), the calculator's "C or D[i][j].block" rows
    ("v_mfma_f32_32x32x1_2b_f32", 32, 32, 1, 2,
     lambda b, i, j: (16 * b + 4 * (i // 8) + i % 4, (32 * (i // 4)) % 64 + j)),
    ("v_mfma_f32_16x16x1_4b_f32", 16, 16, 1, 4, lambda b, i, j: (4 * b + i % 4, 16 * (i // 4) + j)),
    ("v_mfma_f32_4x4x1_16b_f32", 4, 4, 1, 16, lambda b, i, j: (i, 4 * b + j)),
])
def test_multi_block_fp32_layouts(name, m, n, k, blocks, d_place):
    regs = m * n * blocks // 64
    a = RNG.integers(-8, 8, 64).astype(np.float32)           # A[b][i][0] at lane m*b + i
    bb = RNG.integers(-8, 8, 64).astype(np.float32)
    c = RNG.integers(-8, 8, (regs, 64)).astype(np.float32)
    got = _run(f"{name} v[80:{80 + regs - 1}], v10, v40, v[80:{80 + regs - 1}]", 1, 1, regs,
               _f32_words(a)[None], _f32_words(bb)[None], _f32_words(c)).view(np.float32)
    want = c.copy()
    for b in range(blocks):
        for i in range(m):
            for j in range(n):
                r, lane = d_place(b, i, j)
                want[r, lane] += a[m * b + i] * bb[n * b + j]
    np.testing.assert_array_equal(got, want)


def test_4x4x4_16b_f16_and_16x16x4_4b_i8():
    # f16: A[b][i][k] is half k%2 of GPR k//2 at lane 4*b + i
    a = RNG.integers(-4, 4, (64, 4)).astype(np.float16)
    bb = RNG.integers(-4, 4, (64, 4)).astype(np.float16)
    words = lambda h: h.view(np.uint16).astype(np.uint32).reshape(64, 2, 2)
    aw = words(a)[:, :, 0] | (words(a)[:, :, 1] << 16)
    bw = words(bb)[:, :, 0] | (words(bb)[:, :, 1] << 16)
    got = _run("v_mfma_f32_4x4x4_16b_f16 v[80:83], v[10:11], v[40:41], 0", 2, 2, 4,
               aw.T, bw.T, np.zeros((4, 64), np.uint32)).view(np.float32)
    want = np.zeros((4, 64), np.float32)
    for b in range(16):
        for i in range(4):
            for j in range(4):
                want[i, 4 * b + j] = np.dot(a[4 * b + i].astype(np.float64), bb[4 * b + j])
    np.testing.assert_array_equal(got, want)
    # i8: A[b][i][k] is byte k of lane 16*b + i; D GPR 4*b + i%4, lane 16*(i//4) + j
    a8 = RNG.integers(-128, 128, (64, 4)).astype(np.int8)
    b8 = RNG.integers(-128, 128, (64, 4)).astype(np.int8)
    got = _run("v_mfma_i32_16x16x4_4b_i8 v[80:95], v10, v40, 0", 1, 1, 16,
               a8.view(np.uint32).T, b8.view(np.uint32).T, np.zeros((16, 64), np.uint32)).view(np.int32)
    want = np.zeros((16, 64), np.int32)
    for b in range(4):
        for i in range(16):
            for j in range(16):
                want[4 * b + i % 4, 16 * (i // 4) + j] = np.dot(a8[16 * b + i].astype(np.int64), b8[16 * b + j])
    np.testing.assert_array_equal(got, want)


def _f64_words(values):
    w = np.asarray(values, dtype=np.float64).view(np.uint64)
    return np.stack([(w & 0xFFFFFFFF).astype(np.uint32), (w >> 32).astype(np.uint32)])


@pytest.mark.parametrize("name,blocks,a_lane,d_place", [
    # A[b][i][k] lane; D[b][i][j] -> (register pair, lane)
    ("v_mfma_f64_16x16x4_f64", 1, lambda b, i, k: 16 * k + i, lambda b, i, j: (i // 4, 16 * (i % 4) + j)),
    ("v_mfma_f64_4x4x4_4b_f64", 4, lambda b, i, k: 4 * b + 16 * k + i,
     lambda b, i, j: (0, 16 * (i % 4) + 4 * b + j)),
])
def test_fp64_mfma_layouts(name, blocks, a_lane, d_place):
    m = 16 if blocks == 1 else 4
    pairs = m * m * blocks // 64
    a = RNG.standard_normal(64)
    bb = RNG.standard_normal(64)
    c = RNG.standard_normal((pairs, 64))
    cw = np.concatenate([_f64_words(c[p]) for p in range(pairs)])
    got_w = _run(f"{name} v[80:{80 + 2 * pairs - 1}], v[10:11], v[40:41], v[80:{80 + 2 * pairs - 1}]",
                 2, 2, 2 * pairs, _f64_words(a), _f64_words(bb), cw)
    got = (got_w[0::2].astype(np.uint64) | (got_w[1::2].astype(np.uint64) << 32)).view(np.float64)
    want = c.copy()
    for b in range(blocks):
        for i in range(m):
            for j in range(m):
                p, lane = d_place(b, i, j)
                want[p, lane] += sum(a[a_lane(b, i, k)] * bb[a_lane(b, j, k)] for k in range(4))
    np.testing.assert_allclose(got, want, rtol=1e-15, atol=1e-15)


def test_smfmac_16x16x128_fp8_expands_the_sparse_a_by_its_indices():
    # gfx950: each lane holds 16 non-zero fp8 of A for k in 32*(lane//16) ..
    # +32 (8 groups of 4, two values each, their positions in 4-bit fields
    # of the index register: bits [4q+1:4q] and [4q+3:4q+2])
    codes_a = RNG.integers(0, 0x7F, (64, 16)).astype(np.uint8)
    codes_b = RNG.integers(0, 0x7F, (64, 32)).astype(np.uint8)
    first = RNG.integers(0, 3, (64, 8))
    second = first + 1 + (RNG.integers(0, 3, (64, 8)) % (3 - first))       # first < second <= 3
    index = np.zeros(64, np.uint32)
    for q in range(8):
        index |= (first[:, q] | (second[:, q] << 2)).astype(np.uint32) << (4 * q)
    c = RNG.integers(-4, 4, (4, 64)).astype(np.float32)
    got = _run("v_smfmac_f32_16x16x128_fp8_fp8 v[80:83], v[10:13], v[40:47], v120", 4, 8, 4,
               codes_a.view(np.uint32).T, codes_b.view(np.uint32).T, _f32_words(c), index).view(np.float32)
    dense_a = np.zeros((16, 128))
    for lane in range(64):
        i, kb = lane % 16, 32 * (lane // 16)
        for q in range(8):
            dense_a[i, kb + 4 * q + first[lane, q]] = E4M3[codes_a[lane, 2 * q]]
            dense_a[i, kb + 4 * q + second[lane, q]] = E4M3[codes_a[lane, 2 * q + 1]]
    dense_b = np.zeros((128, 16))
    for lane in range(64):
        # B: each half of the lane's bytes holds one half of K (bytes 0..15:
        # k = 16*(lane//16) .., bytes 16..31: 64 + 16*(lane//16) ..)
        g = lane // 16
        dense_b[16 * g:16 * g + 16, lane % 16] = E4M3[codes_b[lane, :16]]
        dense_b[64 + 16 * g:64 + 16 * g + 16, lane % 16] = E4M3[codes_b[lane, 16:]]
    d = dense_a @ dense_b
    want = c.astype(np.float64).copy()
    for i in range(16):
        for j in range(16):
            want[i % 4, 16 * (i // 4) + j] += d[i, j]
    np.testing.assert_allclose(got, want.astype(np.float32), rtol=2e-7)


def test_smfmac_16x16x128_fp8_row_sums_as_aiter_fmha_v4_uses_them():
    # aiter's fmha_v4_fwd MX kernels (fwd_hd128_mxfp8.co and three more) sum
    # each softmax row of P (B, laid out as the 32x32x64 MFMA's B: lane l
    # holds query l % 32) with a ones A: lanes with l%4 < 2 hold fp8 1.0 in
    # v[0:1] when l&4 == 0, else in v[2:3]; index 0xeeeeeeee for l%4 == 1,
    # else 0x44444444; lane l then adds D rows 4*(l//16) and 4*(l//16)+1.
    # The kernel is exact only if that sum is query l%32's whole row.
    lanes = np.arange(64)
    ones = np.where(lanes % 4 < 2, 0x38383838, 0).astype(np.uint32)
    a = np.zeros((4, 64), np.uint32)
    a[0] = a[1] = np.where(lanes & 4, 0, ones)
    a[2] = a[3] = np.where(lanes & 4, ones, 0)
    index = np.where(lanes % 4 == 1, 0xEEEEEEEE, 0x44444444).astype(np.uint32)
    codes_b = RNG.integers(0, 0x7F, (64, 32)).astype(np.uint8)
    got = _run("v_smfmac_f32_16x16x128_fp8_fp8 v[80:83], v[10:13], v[40:47], v120", 4, 8, 4,
               a, codes_b.view(np.uint32).T, np.zeros((4, 64), np.uint32), index).view(np.float32)
    per_lane = E4M3[codes_b].sum(axis=1)
    want = per_lane[lanes % 32] + per_lane[lanes % 32 + 32]
    np.testing.assert_allclose(got[0].astype(np.float64) + got[1], want, rtol=1e-6)


def test_smfmac_16_bit_abid_selects_the_index_field():
    # CDNA3-style v_smfmac_f32_16x16x32_f16: 4 non-zero halves per lane for
    # k in 8*(lane//16) .. +8, 8 index bits; abid:2 reads bits [23:16]
    a = RNG.integers(-4, 4, (64, 4)).astype(np.float16)
    bb = RNG.integers(-4, 4, (64, 8)).astype(np.float16)
    fields = RNG.integers(0, 256, (64, 4)).astype(np.uint32)
    index = fields[:, 0] | fields[:, 1] << 8 | fields[:, 2] << 16 | fields[:, 3] << 24
    got = _run("v_smfmac_f32_16x16x32_f16 v[80:83], v[10:11], v[40:43], v120 abid:2", 2, 4, 4,
               a.view(np.uint32).T, bb.view(np.uint32).T, np.zeros((4, 64), np.uint32), index).view(np.float32)
    dense_a = np.zeros((16, 32))
    for lane in range(64):
        f = int(fields[lane, 2])
        for c in range(4):
            q = c // 2
            dense_a[lane % 16, 8 * (lane // 16) + 4 * q + ((f >> (2 * c)) & 3)] += a[lane, c]
    dense_b = np.zeros((32, 16))
    for lane in range(64):
        dense_b[8 * (lane // 16):8 * (lane // 16) + 8, lane % 16] = bb[lane]
    d = dense_a @ dense_b
    want = np.zeros((4, 64))
    for i in range(16):
        for j in range(16):
            want[i % 4, 16 * (i // 4) + j] = d[i, j]
    np.testing.assert_array_equal(got, want.astype(np.float32))


# gfx950: an operand of 256 bits a lane holds K in two 128-bit halves (half
# h of the lane of group g: k = K/2*h + E/2*g ..); one of 128 bits holds E
# consecutive k; the scale of A's 32-k block b of row i is the byte of lane
# i + M*b.  Measured from AMD's kernels (fmha_v4_fwd MXFP8 on the 32x32x64
# fp8 form, f4gemm on the 16x16x128 fp4 form; docs/emu.md).
E2M1 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])


def _k_of(lane_group, x, e, k, split):
    """The k that element x of a lane of group lane_group holds."""
    if not split:
        return e * lane_group + x
    half = e // 2
    return (k // 2) * (x // half) + half * lane_group + x % half


@pytest.mark.parametrize("m,k,fmt", [(32, 64, "fp8"), (16, 128, "fp8"), (16, 128, "fp4"), (32, 64, "fp4")])
def test_scaled_mfma_layout_and_block_scales(m, k, fmt):
    e = m * k // 64                                  # 32 values a lane
    fp8 = fmt == "fp8"
    if fp8:
        codes_a = RNG.integers(0, 0x7F, (64, e)).astype(np.uint8) | (RNG.integers(0, 2, (64, e)) << 7).astype(np.uint8)
        codes_b = RNG.integers(0, 0x7F, (64, e)).astype(np.uint8)
        words_a, words_b = codes_a.view(np.uint32).T, codes_b.view(np.uint32).T
        va, vb = E4M3[codes_a], E4M3[codes_b]
    else:
        codes_a = RNG.integers(0, 16, (64, e)).astype(np.uint8)
        codes_b = RNG.integers(0, 16, (64, e)).astype(np.uint8)
        pack = lambda c: (c[:, 0::2] | (c[:, 1::2] << 4)).astype(np.uint8).view(np.uint32).T
        words_a, words_b = pack(codes_a), pack(codes_b)
        va, vb = E2M1[codes_a], E2M1[codes_b]
    scale_a = RNG.integers(120, 135, 64).astype(np.uint32)     # e8m0 byte 0 of each lane
    scale_b = RNG.integers(120, 135, 64).astype(np.uint32)
    regs, d_regs = words_a.shape[0], m * m // 64
    mods = "" if fp8 else " cbsz:4 blgp:4"
    text = (f"v_mfma_scale_f32_{m}x{m}x{k}_f8f6f4 v[80:{79 + d_regs}], v[10:{9 + regs}], "
            f"v[40:{39 + regs}], v[80:{79 + d_regs}], v120, v121 op_sel_hi:[0,0,0]{mods}")
    got = _run(text, regs, regs, d_regs, words_a, words_b, np.zeros((d_regs, 64), np.uint32),
               scale_a, scale_b).view(np.float32)
    dense_a, dense_b = np.zeros((m, k)), np.zeros((k, m))
    for lane in range(64):
        for x in range(e):
            kk = _k_of(lane // m, x, e, k, split=fp8)
            dense_a[lane % m, kk] = va[lane, x]
            dense_b[kk, lane % m] = vb[lane, x]
    kk = np.arange(k)
    dense_a *= 2.0 ** (scale_a[np.arange(m)[:, None] + m * (kk[None, :] // 32)].astype(np.int64) - 127)
    dense_b *= 2.0 ** (scale_b[np.arange(m)[None, :] + m * (kk[:, None] // 32)].astype(np.int64) - 127)
    d = dense_a @ dense_b
    want = np.zeros((d_regs, 64))
    for i in range(m):
        for j in range(m):
            if m == 32:
                want[4 * (i // 8) + i % 4, 32 * ((i // 4) % 2) + j] = d[i, j]
            else:
                want[i % 4, 16 * (i // 4) + j] = d[i, j]
    np.testing.assert_allclose(got, want.astype(np.float32), rtol=2e-6, atol=1e-30)
