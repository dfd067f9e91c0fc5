"""gfx950's scaled conversions (v_cvt_scalef32_*) against hand-derived OCP
bit patterns and the shared minifloat tables (gcnasm.hip.dtypes)."""

from __future__ import annotations

import numpy as np

from gcnasm.hip.dtypes import minifloat_values

from test_emu_semantics import LANE, execute

F32 = np.float32
E2M1 = minifloat_values(2, 1, 1, "none", bits=4)
E4M3 = minifloat_values(4, 3, 7, "fn")


def f32_bits(values):
    return np.asarray(values, dtype=F32).view(np.uint32)


def test_pk_fp4_f32_divides_by_the_scale_rounds_even_and_saturates():
    # (x, y, scale) -> the fp4 codes of x/scale and y/scale, by hand:
    # E2M1 codes 0..7 are 0, .5, 1, 1.5, 2, 3, 4, 6; bit 3 is the sign
    cases = [(3.0, -1.0, 0.5, 0x7, 0xC),       # 6 / -2
             (0.25, 0.75, 1.0, 0x0, 0x2),      # ties: 0 (even code 0), 1.0 (even code 2)
             (100.0, -100.0, 1.0, 0x7, 0xF),   # saturate to +-6
             (5.0, 2.5, 1.0, 0x6, 0x4),        # 5 ties 4|6 -> 4 (code 6 even); 2.5 ties 2|3 -> 2
             (48.0, 12.0, 8.0, 0x7, 0x3)]      # 6, 1.5
    lanes = len(cases)
    x = np.zeros((2, 64), F32)
    y = np.zeros((2, 64), F32)
    s = np.ones((2, 64), F32)
    for i, (a, b, sc, _, _) in enumerate(cases):
        x[:, i], y[:, i], s[:, i] = a, b, sc

    def setup(st):
        st.v[1], st.v[2], st.v[3] = f32_bits(x), f32_bits(y), f32_bits(s)
        st.v[4] = 0xDEADBEEF
    st = execute(["v_cvt_scalef32_pk_fp4_f32 v4, v1, v2, v3 op_sel:[0,0,1,0]"], setup=setup)
    for i, (_, _, _, lo, hi) in enumerate(cases[:lanes]):
        want = (0xDEADBEEF & ~0xFF00) | ((lo | hi << 4) << 8)      # byte 1 written, the rest kept
        assert int(st.v[4][0, i]) == want, (i, hex(int(st.v[4][0, i])), hex(want))


def test_pk_f32_fp4_multiplies_by_the_scale_exponent_only():
    codes = (LANE * 37 + 11) & 0xFF                    # two fp4 codes per byte
    word = (codes << 16).astype(np.uint32)             # byte 2
    scale = np.where(LANE % 2 == 0, 4.0, 0.375).astype(F32)   # 0.375: exponent of 0.25

    def setup(st):
        st.v[1] = word
        st.v[2] = f32_bits(scale)
    st = execute(["v_cvt_scalef32_pk_f32_fp4 v[4:5], v1, v2 op_sel:[0,1,0]"], setup=setup)
    factor = np.where(LANE % 2 == 0, 4.0, 0.25)
    np.testing.assert_array_equal(st.v[4][0].view(F32), E2M1[codes & 0xF] * factor)
    np.testing.assert_array_equal(st.v[5][0].view(F32), E2M1[codes >> 4] * factor)


def test_fp8_round_trip_through_scaled_conversions():
    codes = LANE.astype(np.uint32) * 3 % 0x7F          # finite E4M3 codes
    values = E4M3[codes] * 16.0                        # representable after dividing by 16

    def setup(st):
        st.v[1] = f32_bits(values)
        st.v[2] = f32_bits(-values)
        st.v[3] = f32_bits(np.full(64, 16.0))
        st.v[6] = 0x12345678
    st = execute(["v_cvt_scalef32_pk_fp8_f32 v6, v1, v2, v3 op_sel:[0,0,0,1]",
                  "v_cvt_scalef32_pk_f32_fp8 v[8:9], v6, v3 op_sel:[1,0,0]",
                  "v_cvt_scalef32_f32_fp8 v10, v6, v3 op_sel:[1,1,0]"], setup=setup)
    assert (st.v[6][0] & 0xFFFF).tolist() == [0x5678] * 64              # low word kept
    np.testing.assert_array_equal((st.v[6][0] >> 16) & 0xFF, codes)
    np.testing.assert_array_equal(st.v[8][0].view(F32), values.astype(F32))
    np.testing.assert_array_equal(st.v[9][0].view(F32), -values.astype(F32))
    np.testing.assert_array_equal(st.v[10][0].view(F32), -values.astype(F32))   # byte 3


def test_pk_fp4_from_bf16_and_to_f16():
    vals = np.array([0.5, -3.0, 6.0, 1.5] * 16, dtype=F32)
    pair = (f32_bits(vals) >> 16) | ((f32_bits(-vals) >> 16) << 16)      # two bf16

    def setup(st):
        st.v[1] = pair
        st.v[2] = f32_bits(np.full(64, 1.0))
        st.v[3] = 0
    st = execute(["v_cvt_scalef32_pk_fp4_bf16 v3, v1, v2",
                  "v_cvt_scalef32_pk_f16_fp4 v4, v3, v2"], setup=setup)
    got = st.v[4][0]
    np.testing.assert_array_equal((got & 0xFFFF).astype(np.uint16).view(np.float16), vals)
    np.testing.assert_array_equal((got >> 16).astype(np.uint16).view(np.float16), -vals)
