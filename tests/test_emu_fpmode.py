"""MODE's float controls in the emulator: directed round modes checked
against exact rational arithmetic (fractions.Fraction, rounded by hand),
denormal flushing of conversions, compares, dot products, division helpers
and ldexp/frexp, and the loud failure of instructions without directed
rounding."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from gcnasm.emu import EmulationError
from gcnasm.emu.fpmode import round_exact, two_sum
from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, Waves
from gcnasm.isa import encode

F16, F32, F64 = np.float16, np.float32, np.float64
# (precision p, minimum normal exponent, maximum finite value) per format
FORMATS = {F32: (24, -126, Fraction(2 ** 24 - 1, 1) * Fraction(2) ** (127 - 23)),
           F16: (11, -14, Fraction(65504)),
           F64: (53, -1022, Fraction(2 ** 53 - 1) * Fraction(2) ** (1023 - 52))}


def execute(lines, setup=None, waves=1, lds=0):
    text = b"".join(encode(line) for line in list(lines) + ["s_endpgm"])
    program = Program(text, Context("test", 0x10000, Memory()))
    st = Waves(waves, 16, 4, np.zeros(waves, dtype=np.int64), lds, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    if setup:
        setup(st)
    run(program, st, 0)
    return st


def round_fraction(q: Fraction, mode: int, dtype) -> float:
    """The exact value ``q`` rounded to ``dtype`` by hand: 0 nearest even,
    1 toward +inf, 2 toward -inf, 3 toward zero."""
    p, emin, fmax = FORMATS[dtype]
    if q == 0:
        return 0.0
    sign = -1 if q < 0 else 1
    a = abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    quantum = Fraction(2) ** (max(e, emin) - p + 1)
    m = a / quantum
    lo = m.numerator // m.denominator
    rest = m - lo
    up = {0: rest > Fraction(1, 2) or (rest == Fraction(1, 2) and lo % 2 == 1),
          1: rest > 0 and sign > 0, 2: rest > 0 and sign < 0, 3: False}[mode]
    value = (lo + up) * quantum
    if value > fmax:
        toward_inf = mode == 0 or (mode == 1 and sign > 0) or (mode == 2 and sign < 0)
        return sign * float("inf") if toward_inf else sign * float(fmax)
    return sign * float(value)


def operands(rng, count, dtype=F32):
    """Random finite values: normal, denormal, huge, and cancelling pairs."""
    info = np.finfo(dtype)
    bits = {F32: np.uint32, F16: np.uint16, F64: np.uint64}[dtype]
    raw = rng.integers(0, np.iinfo(bits).max, count, dtype=np.uint64).astype(bits).view(dtype)
    raw = np.where(np.isfinite(raw), raw, dtype(1.5))
    small = (rng.standard_normal(count) * 10).astype(dtype)
    tiny = (rng.standard_normal(count) * float(info.tiny)).astype(dtype)
    pick = rng.integers(0, 3, count)
    return np.where(pick == 0, raw, np.where(pick == 1, small, tiny)).astype(dtype)


@pytest.mark.parametrize("mode", [1, 2, 3])
def test_directed_fp32_add_mul_fma_against_exact_rationals(mode):
    rng = np.random.default_rng(mode)
    a, b, c = (operands(rng, 64) for _ in range(3))
    b[:8] = -a[:8]                                          # exact cancellations
    with np.errstate(over="ignore"):
        near = -(a[8:16].astype(F64) * b[8:16]).astype(F32)  # fma near-cancellation
    c[8:16] = np.where(np.isfinite(near), near, F32(1))
    a[16:20], b[16:20] = F32(3e38), F32(3e38)               # overflow

    def setup(st):
        st.v[1], st.v[2], st.v[3] = a.view(np.uint32), b.view(np.uint32), c.view(np.uint32)
        st.v[10] = st.v[3]
        st.v[14], st.v[15] = st.v[1], st.v[2]
    st = execute([f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), {mode | mode << 2}",
                  "v_add_f32_e32 v4, v1, v2", "v_sub_f32_e32 v5, v1, v2", "v_mul_f32_e32 v6, v1, v2",
                  "v_fma_f32 v7, v1, v2, v3", "v_fmac_f32_e32 v10, v1, v2",
                  "v_pk_add_f32 v[12:13], v[14:15], v[2:3]"], setup)
    for i in range(64):
        x, y, z = (Fraction(float(v[i])) for v in (a, b, c))
        want = {4: x + y, 5: x - y, 6: x * y, 7: x * y + z, 10: x * y + z}
        for reg, q in want.items():
            got = float(st.v[reg][0, i].view(F32))
            exp = round_fraction(q, mode, F32)
            if q == 0 and not (x == 0 and y == 0):
                exp = -0.0 if mode == 2 and reg in (4, 5) else exp
            assert got == exp and (np.signbit(got) == np.signbit(exp) or q != 0 or reg in (6, 7, 10)), \
                (reg, i, mode, x, y, z, got, exp)
        # packed: lo = a + b, hi = b + c
        assert float(st.v[12][0, i].view(F32)) == round_fraction(x + y, mode, F32)
        assert float(st.v[13][0, i].view(F32)) == round_fraction(y + z, mode, F32)


@pytest.mark.parametrize("mode", [1, 2, 3])
def test_directed_conversions_and_fp16_math(mode):
    rng = np.random.default_rng(10 + mode)
    f = operands(rng, 64)
    f[:4] = [70000.0, -70000.0, 65519.0, 1e-8]               # past f16's range, an f16 denormal
    ints = rng.integers(-2 ** 31, 2 ** 31, 64, dtype=np.int64).astype(np.int32)
    h = operands(rng, 64, F16)
    g = operands(rng, 64, F16)

    def setup(st):
        st.v[1], st.v[2] = f.view(np.uint32), ints.view(np.uint32)
        st.v[3] = h.view(np.uint16).astype(np.uint32)
        st.v[11] = g.view(np.uint16).astype(np.uint32)
    st = execute([f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), {mode | mode << 2}",
                  "v_cvt_f16_f32_e32 v4, v1", "v_cvt_f32_i32_e32 v5, v2", "v_cvt_f32_u32_e32 v6, v2",
                  "v_add_f16_e32 v7, v3, v11", "v_mul_f16_e32 v8, v3, v11",
                  "v_cvt_pk_f16_f32 v9, v1, v1", "v_pk_fma_f16 v12, v3, v11, v3"], setup)
    for i in range(64):
        got16 = st.v[4][0, i].astype(np.uint16).view(F16)
        assert float(got16) == round_fraction(Fraction(float(f[i])), mode, F16), (i, f[i], got16)
        assert float(st.v[5][0, i].view(F32)) == round_fraction(Fraction(int(ints[i])), mode, F32)
        assert float(st.v[6][0, i].view(F32)) == round_fraction(Fraction(int(ints[i]) & 0xFFFFFFFF), mode, F32)
        x, y = Fraction(float(h[i])), Fraction(float(g[i]))
        assert float((st.v[7][0, i] & 0xFFFF).astype(np.uint16).view(F16)) == round_fraction(x + y, mode, F16)
        assert float((st.v[8][0, i] & 0xFFFF).astype(np.uint16).view(F16)) == round_fraction(x * y, mode, F16)
        assert st.v[9][0, i] >> 16 == st.v[9][0, i] & 0xFFFF == st.v[4][0, i]
        assert float((st.v[12][0, i] & 0xFFFF).astype(np.uint16).view(F16)) == round_fraction(x * y + x, mode, F16)


def test_round_exact_nearest_even_breaks_float64_ties_by_the_error():
    # 1 + 2^-24 is a tie between 1 and 1 + 2^-23 in fp32; a tiny positive
    # error makes the exact value round up, a negative one down
    s, e = two_sum(np.float64(1 + 2.0 ** -24), np.float64(2.0 ** -80))
    assert round_exact(s, e, F32, 0) == F32(1 + 2.0 ** -23)
    s, e = two_sum(np.float64(1 + 2.0 ** -24), np.float64(-2.0 ** -80))
    assert round_exact(s, e, F32, 0) == F32(1)
    assert round_exact(np.float64(1 + 2.0 ** -24), 0.0, F32, 0) == F32(1)        # a true tie: even


def test_directed_mode_fails_loudly_where_not_emulated():
    with pytest.raises(EmulationError, match="round mode 0x1 is not emulated for this instruction"):
        execute(["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1", "v_exp_f32_e32 v1, v2"])
    # exact conversions run in any mode
    st = execute(["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xf", "v_cvt_f32_fp8_e32 v1, 0x38"])
    assert st.v[1][0, 0] == np.float32(1).view(np.uint32)
    # the f16/f64 field directed does not stop the exact f32 operations
    st = execute(["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 3", "v_add_f32_e32 v1, 1.0, v2",
                  "s_getreg_b32 s4, hwreg(HW_REG_MODE, 0, 4)"])
    assert st.v[1][0, 0] == np.float32(1).view(np.uint32) and st.s[4][0] == 0xC


DEN32 = np.float32(np.finfo(np.float32).tiny / 8)
DEN16 = np.float16(np.finfo(np.float16).tiny / 4)


def bits(x):
    return np.array(x).view({2: np.uint16, 4: np.uint32}[np.array(x).itemsize]).astype(np.uint32)


@pytest.mark.parametrize("flush", [True, False])
def test_denormal_flushing_of_conversions_compares_dot_div_ldexp_frexp(flush):
    denorm = 0 if flush else 3                              # FP_DENORM for both fields

    def setup(st):
        st.v[1] = bits(-DEN32)                              # f32 denormal
        st.v[2] = bits(DEN16)                               # f16 denormal in the low half
        st.v[3] = bits(np.float32(2.0 ** -130))             # f32 -> f16 gives 0 either way; -> f32 denormal
        st.v[4] = bits(np.float16(1.0)) | bits(np.float16(1.0)) << 16
        st.v[5] = bits(np.float16(2.0 ** -14)) | bits(np.float16(2.0 ** -14)) << 16
    st = execute([f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), {denorm | denorm << 2}",
                  "v_cvt_f32_f16_e32 v6, v2",                 # f16 denormal in
                  "v_cvt_flr_i32_f32_e32 v7, v1",             # floor(-denormal) = -1 unless flushed
                  "v_cmp_eq_f32_e64 s[10:11], 0, v1",         # flushed denormal == 0
                  "v_cmp_lt_f16_e64 s[12:13], 0, v2",
                  "v_ldexp_f32 v8, v1, 4",                    # denormal in
                  "s_movk_i32 s5, 0xff7e", "v_ldexp_f32 v9, 1.0, s5",   # 2^-130: denormal out
                  "v_frexp_exp_i32_f32_e32 v10, v1",
                  "v_dot2_f32_f16 v11, v4, v2, 0",            # f16 denormal product input
                  "v_dot2_f32_f16 v12, v5, v5, 0",            # 2^-27: a normal f32 result
                  "v_dot2_f32_f16 v13, v4, v4, v1",           # f32 denormal accumulator: always flushed
                  "v_div_fixup_f32 v14, 1.0, v1, 1.0",        # 1 / (flushed 0) = inf
                  "v_cvt_f16_f32_e32 v15, v3"], setup)
    f32 = lambda r: st.v[r][0, 0].view(np.float32)
    if flush:
        assert f32(6) == 0 and st.v[7][0, 0] == 0 and st.s[10][0] == 0xFFFFFFFF and st.s[12][0] == 0
        assert st.v[8][0, 0] == 0x80000000 and st.v[9][0, 0] == 0 and st.v[10][0, 0] == 0
        assert f32(11) == 0 and f32(14) == -np.inf
    else:
        assert f32(6) == np.float32(DEN16) and st.v[7][0, 0].view(np.int32) == -1
        assert st.s[10][0] == 0 and st.s[12][0] == 0xFFFFFFFF
        assert f32(8) == -DEN32 * 16 and f32(9) == np.float32(2.0 ** -130)
        assert st.v[10][0, 0].view(np.int32) == np.frexp(DEN32)[1]
        assert f32(11) == np.float32(DEN16) and f32(14) != -np.inf
    assert f32(12) == np.float32(2.0 ** -27)
    assert f32(13) == 2.0                                    # 1*1 + 1*1 + flushed accumulator
    assert st.v[15][0, 0] & 0xFFFF == 0                      # 2^-130 is below f16's denormals


def test_f16_output_flushing_of_conversions_and_packed_math():
    def setup(st):
        st.v[1] = bits(np.float32(DEN16))                   # an f16 denormal, a normal f32
        st.v[4] = bits(np.float16(2.0 ** -8)) * 0x10001     # 2^-8 * 2^-8 = 2^-16: an f16 denormal
    body = ["v_cvt_f16_f32_e32 v2, v1", "v_cvt_pkrtz_f16_f32 v3, v1, v1", "v_pk_mul_f16 v5, v4, v4"]
    kept = execute(body, setup)
    assert kept.v[2][0, 0] == bits(DEN16) and kept.v[3][0, 0] == bits(DEN16) * 0x10001
    assert kept.v[5][0, 0] == bits(np.float16(2.0 ** -16)) * 0x10001
    flushed = execute(["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 1"] + body, setup)
    assert flushed.v[2][0, 0] == 0 and flushed.v[3][0, 0] == 0 and flushed.v[5][0, 0] == 0


def test_lds_f32_atomics_follow_the_f32_denorm_field():
    def setup(st):
        st.v[0] = 0                                          # every lane adds at LDS[0]
        st.v[1] = bits(DEN32)
        st.v[2] = 4
    body = ["ds_add_f32 v0, v1", "ds_add_rtn_f32 v3, v2, v1", "s_waitcnt lgkmcnt(0)"]
    kept = execute(body, setup, lds=64)
    assert kept.lds[:4].view(np.float32)[0] == np.float32(DEN32 * 64)      # exact: denormal sums
    assert kept.v[3][0, 63].view(np.float32) == np.float32(DEN32 * 63)    # the old value, lane order
    flushed = execute(["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0"] + body, setup, lds=64)
    assert flushed.lds[:8].view(np.uint32).tolist() == [0, 0] and flushed.v[3][0].max() == 0


@pytest.mark.parametrize("mode", [1, 2, 3])
def test_directed_fp64_add_sub_mul_against_exact_rationals(mode):
    rng = np.random.default_rng(20 + mode)
    a, b = operands(rng, 64, F64), operands(rng, 64, F64)
    b[:6] = -a[:6]                                          # exact cancellations
    a[6:10], b[6:10] = 1.5e308, 1.5e308                     # overflow
    a[10:14], b[10:14] = 3e-200, 5e-120                     # product below the normals
    a[14:18], b[14:18] = 1e300, 7.3                         # past TwoProduct's split range

    def setup(st):
        st.v[0], st.v[1] = (a.view(np.uint64) & 0xFFFFFFFF).astype(np.uint32), (a.view(np.uint64) >> 32).astype(np.uint32)
        st.v[2], st.v[3] = (b.view(np.uint64) & 0xFFFFFFFF).astype(np.uint32), (b.view(np.uint64) >> 32).astype(np.uint32)
    st = execute([f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), {mode | mode << 2}",
                  "v_add_f64 v[4:5], v[0:1], v[2:3]", "v_mul_f64 v[6:7], v[0:1], v[2:3]",
                  "v_add_f64 v[8:9], v[0:1], -v[2:3]"], setup)
    f64 = lambda r: (st.v[r][0].astype(np.uint64) | (st.v[r + 1][0].astype(np.uint64) << 32)).view(F64)
    for reg, op in ((4, lambda x, y: x + y), (6, lambda x, y: x * y), (8, lambda x, y: x - y)):
        got = f64(reg)
        for i in range(64):
            x, y = Fraction(float(a[i])), Fraction(float(b[i]))
            q = op(x, y)
            want = round_fraction(q, mode, F64)
            if q == 0 and reg != 6 and x != 0:
                want = -0.0 if mode == 2 else 0.0
            assert got[i] == want and (q != 0 or np.signbit(got[i]) == np.signbit(want)), \
                (reg, i, mode, float(x), float(y), got[i], want)
