"""Integer VALU and SALU opcodes, every encoded form, against Python
integers: each opcode's oracle is the CDNA3/CDNA4 ISA guide's description
written bit by bit on unbounded ints (no numpy, no emulator code).  Every
form of an opcode in the decoder table runs (e32, e64, SDWA, DPP) on random
state with edge values, ties and a random EXEC; 16-bit binary ops run on
every pair of a 128-value set of edges and random values."""

from __future__ import annotations

import numpy as np
import pytest

from emu_oracle_harness import (MASK32, check_salu, check_valu, execute, fill_random, forms,
                                int_values, read_operand)
from gcnasm.emu.state import EXEC, SCC
from gcnasm.isa import encode

RNG = np.random.default_rng(2323)
M16, M64 = 0xFFFF, (1 << 64) - 1


def s(x, bits=32):
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


def u(x, bits=32):
    return x & ((1 << bits) - 1)


def bitcount(x):
    return bin(x).count("1")


def ffbh(x, bits=32):
    x = u(x, bits)
    return MASK32 if x == 0 else bits - x.bit_length()


def ffbh_signed(x, bits=32):
    x = u(x, bits)
    sign = x >> (bits - 1)
    for i in range(bits - 2, -1, -1):
        if (x >> i) & 1 != sign:
            return bits - 1 - i
    return MASK32


def ffbl(x, bits=32):
    x = u(x, bits)
    return MASK32 if x == 0 else (x & -x).bit_length() - 1


def brev(x, bits=32):
    return int(f"{u(x, bits):0{bits}b}"[::-1], 2)


def med3(a, b, c):
    return sorted([a, b, c])[1]


def bfe(x, off, width, signed, bits=32):
    off, width = off & (bits - 1), width & (bits - 1)
    if width == 0:
        return 0
    field = (u(x, bits) >> off) & ((1 << width) - 1)
    if signed and field >> (width - 1):
        field -= 1 << width
    return u(field, bits)


def perm_byte(sel, data):
    """One byte of v_perm_b32 (ISA guide: byte select of {S0, S1})."""
    if sel >= 13:
        return 0xFF
    if sel == 12:
        return 0
    if sel >= 8:    # sign of a 16-bit half: bytes 1, 3, 5, 7 replicated
        return 0xFF if (data >> (8 * (2 * (sel - 8) + 1) + 7)) & 1 else 0
    return (data >> (8 * sel)) & 0xFF


def perm(a, b, sel):
    data = u(b) | u(a) << 32
    return sum(perm_byte((sel >> (8 * i)) & 0xFF, data) << (8 * i) for i in range(4))


def bitop3(a, b, c, ttbl, bits):
    out = 0
    for i in range(bits):
        idx = ((a >> i) & 1) << 2 | ((b >> i) & 1) << 1 | ((c >> i) & 1)
        out |= ((ttbl >> idx) & 1) << i
    return out


def carry_add(a, b, c=0, bits=32):
    total = u(a, bits) + u(b, bits) + c
    return u(total, bits), total >> bits


def borrow_sub(a, b, c=0, bits=32):
    total = u(a, bits) - u(b, bits) - c
    return u(total, bits), int(total < 0)


def i24(x):
    return s(x, 24)


# (opcode, oracle, vector result width or None); oracles take the sources in
# operand order (carry-in masks as the lane's bit) and return the results in
# destination order (carry-out masks as bools)
VALU32: list = [
    ("v_add_u32", lambda a, b: a + b),
    ("v_sub_u32", lambda a, b: a - b),
    ("v_subrev_u32", lambda a, b: b - a),
    ("v_add_co_u32", lambda a, b: carry_add(a, b)),
    ("v_sub_co_u32", lambda a, b: borrow_sub(a, b)),
    ("v_subrev_co_u32", lambda a, b: borrow_sub(b, a)),
    ("v_addc_co_u32", lambda a, b, c: carry_add(a, b, c)),
    ("v_subb_co_u32", lambda a, b, c: borrow_sub(a, b, c)),
    ("v_subbrev_co_u32", lambda a, b, c: borrow_sub(b, a, c)),
    ("v_add_i32", lambda a, b: a + b),
    ("v_sub_i32", lambda a, b: a - b),
    ("v_mul_lo_u32", lambda a, b: a * b),
    ("v_mul_hi_u32", lambda a, b: (a * b) >> 32),
    ("v_mul_hi_i32", lambda a, b: (s(a) * s(b)) >> 32),
    ("v_mul_u32_u24", lambda a, b: u(a, 24) * u(b, 24)),
    ("v_mul_hi_u32_u24", lambda a, b: (u(a, 24) * u(b, 24)) >> 32),
    ("v_mul_i32_i24", lambda a, b: i24(a) * i24(b)),
    ("v_mul_hi_i32_i24", lambda a, b: (i24(a) * i24(b)) >> 32),
    ("v_mad_u32_u24", lambda a, b, c: u(a, 24) * u(b, 24) + c),
    ("v_mad_i32_i24", lambda a, b, c: i24(a) * i24(b) + s(c)),
    ("v_mad_u32_u16", lambda a, b, c: u(a, 16) * u(b, 16) + c),
    ("v_mad_i32_i16", lambda a, b, c: s(a, 16) * s(b, 16) + s(c)),
    ("v_mad_u64_u32", lambda a, b, c: (u(a * b + c, 64), (a * b + c) >> 64)),
    # {D1, D0} = the 65-bit sum: D1 is its sign (CDNA4 ISA guide, V_MAD_I64_I32)
    ("v_mad_i64_i32", lambda a, b, c: (u(s(a) * s(b) + s(c, 64), 64), s(a) * s(b) + s(c, 64) < 0)),
    ("v_lshlrev_b32", lambda a, b: b << (a & 31)),
    ("v_lshrrev_b32", lambda a, b: b >> (a & 31)),
    ("v_ashrrev_i32", lambda a, b: s(b) >> (a & 31)),
    ("v_lshlrev_b64", lambda a, b: b << (a & 63)),
    ("v_lshrrev_b64", lambda a, b: b >> (a & 63)),
    ("v_ashrrev_i64", lambda a, b: s(b, 64) >> (a & 63)),
    ("v_lshl_add_u32", lambda a, b, c: (a << (b & 31)) + c),
    ("v_add_lshl_u32", lambda a, b, c: u(a + b) << (c & 31)),
    ("v_lshl_or_b32", lambda a, b, c: (a << (b & 31)) | c),
    ("v_and_or_b32", lambda a, b, c: (a & b) | c),
    ("v_or3_b32", lambda a, b, c: a | b | c),
    ("v_xad_u32", lambda a, b, c: (a ^ b) + c),
    ("v_add3_u32", lambda a, b, c: a + b + c),
    ("v_lshl_add_u64", lambda a, b, c: (a << (b & 7)) + c),
    ("v_and_b32", lambda a, b: a & b),
    ("v_or_b32", lambda a, b: a | b),
    ("v_xor_b32", lambda a, b: a ^ b),
    ("v_xnor_b32", lambda a, b: ~(a ^ b)),
    ("v_not_b32", lambda a: ~a),
    ("v_bfe_u32", lambda a, b, c: bfe(a, b, c, False)),
    ("v_bfe_i32", lambda a, b, c: bfe(a, b, c, True)),
    ("v_bfi_b32", lambda a, b, c: (a & b) | (~a & c)),
    ("v_bfm_b32", lambda a, b: ((1 << (a & 31)) - 1) << (b & 31)),
    ("v_bfrev_b32", lambda a: brev(a)),
    ("v_bcnt_u32_b32", lambda a, b: bitcount(a) + b),
    ("v_ffbh_u32", lambda a: ffbh(a)),
    ("v_ffbh_i32", lambda a: ffbh_signed(a)),
    ("v_ffbl_b32", lambda a: ffbl(a)),
    ("v_alignbit_b32", lambda a, b, c: ((a << 32 | b) >> (c & 31))),
    ("v_alignbyte_b32", lambda a, b, c: ((a << 32 | b) >> (8 * (c & 3)))),
    ("v_min_u32", lambda a, b: min(a, b)),
    ("v_max_u32", lambda a, b: max(a, b)),
    ("v_min_i32", lambda a, b: min(s(a), s(b))),
    ("v_max_i32", lambda a, b: max(s(a), s(b))),
    ("v_min3_u32", lambda a, b, c: min(a, b, c)),
    ("v_max3_u32", lambda a, b, c: max(a, b, c)),
    ("v_med3_u32", lambda a, b, c: med3(a, b, c)),
    ("v_min3_i32", lambda a, b, c: min(s(a), s(b), s(c))),
    ("v_max3_i32", lambda a, b, c: max(s(a), s(b), s(c))),
    ("v_med3_i32", lambda a, b, c: med3(s(a), s(b), s(c))),
    ("v_perm_b32", lambda a, b, c: perm(a, b, c)),
    ("v_cndmask_b32", lambda a, b, m: b if m else a),
    ("v_mov_b32", lambda a: a),
    ("v_mov_b64", lambda a: a),
    ("v_bitop3_b32", None),                       # below: the table is a modifier
    ("v_sad_u32", lambda a, b, c: abs(a - b) + c),
]

VALU16: list = [
    ("v_add_u16", lambda a, b: a + b),
    ("v_sub_u16", lambda a, b: a - b),
    ("v_subrev_u16", lambda a, b: b - a),
    ("v_add_i16", lambda a, b: a + b),
    ("v_sub_i16", lambda a, b: a - b),
    ("v_mul_lo_u16", lambda a, b: a * b),
    ("v_lshlrev_b16", lambda a, b: b << (a & 15)),
    ("v_lshrrev_b16", lambda a, b: u(b, 16) >> (a & 15)),
    ("v_ashrrev_i16", lambda a, b: s(b, 16) >> (a & 15)),
    ("v_min_u16", lambda a, b: min(u(a, 16), u(b, 16))),
    ("v_max_u16", lambda a, b: max(u(a, 16), u(b, 16))),
    ("v_min_i16", lambda a, b: min(s(a, 16), s(b, 16))),
    ("v_max_i16", lambda a, b: max(s(a, 16), s(b, 16))),
    ("v_mad_u16", lambda a, b, c: a * b + c),
    ("v_mad_i16", lambda a, b, c: s(a, 16) * s(b, 16) + s(c, 16)),
    ("v_mad_legacy_u16", lambda a, b, c: a * b + c),
    ("v_mad_legacy_i16", lambda a, b, c: s(a, 16) * s(b, 16) + s(c, 16)),
    ("v_min3_u16", lambda a, b, c: min(u(a, 16), u(b, 16), u(c, 16))),
    ("v_max3_u16", lambda a, b, c: max(u(a, 16), u(b, 16), u(c, 16))),
    ("v_med3_u16", lambda a, b, c: med3(u(a, 16), u(b, 16), u(c, 16))),
    ("v_min3_i16", lambda a, b, c: min(s(a, 16), s(b, 16), s(c, 16))),
    ("v_max3_i16", lambda a, b, c: max(s(a, 16), s(b, 16), s(c, 16))),
    ("v_med3_i16", lambda a, b, c: med3(s(a, 16), s(b, 16), s(c, 16))),
    ("v_sad_u16", None),
]


def _values(shape):
    return int_values(RNG, shape)


def _forms_of(table):
    out = []
    for name, fn in table:
        if fn is None:
            continue
        for family, inst in forms(name):
            out.append(pytest.param(inst, fn, id=f"{family}:{inst.mnemonic}"))
    return out


@pytest.mark.parametrize("inst,oracle", _forms_of(VALU32))
def test_integer_valu_32_and_64_bit(inst, oracle):
    check_valu(inst, oracle, RNG, _values)


EDGE16 = [0, 1, 2, 3, 15, 16, 17, 0x7F, 0x80, 0xFF, 0x100, 0x7FFE, 0x7FFF, 0x8000, 0x8001,
          0xFFFE, 0xFFFF, 0xFF00, 0x00FF]


def _pairs16():
    """Every pair (a, b) of 128 16-bit values (edges and random), the high
    halves random: 16384 lanes."""
    vals = np.array(EDGE16 + list(RNG.integers(0, 1 << 16, 128 - len(EDGE16))), dtype=np.uint64)
    a, b = np.meshgrid(vals, vals, indexing="ij")
    hi = lambda: RNG.integers(0, 1 << 16, a.shape, dtype=np.uint64) << np.uint64(16)  # noqa: E731
    return (a | hi()).reshape(-1, 64), (b | hi()).reshape(-1, 64)


@pytest.mark.parametrize("inst,oracle", _forms_of(VALU16))
def test_integer_valu_16_bit_on_every_pair_of_edges(inst, oracle):
    a, b = _pairs16()
    nsrc = oracle.__code__.co_argcount
    srcs = [a, b] + [int_values(RNG, a.shape, 32)] * (nsrc - 2)
    # the legacy mads write {16'0, tmp} (CDNA4 guide, V_MAD_LEGACY_U16/I16):
    # the high half is checked to be zero; the others keep it (not checked)
    legacy = "legacy" in inst.mnemonic
    check_valu(inst, lambda *x: u(oracle(*[u(v, 16) for v in x]), 16), RNG, _values, waves=a.shape[0],
               width=None if legacy else 16, sources=srcs)


@pytest.mark.parametrize("ttbl", [0xFF, 0x80, 0xFE, 0x96, 0xE8, 0xCA, 0x1B, 0x6A])
@pytest.mark.parametrize("bits", [16, 32])
def test_bitop3_every_table(bits, ttbl):
    from gcnasm.isa import decode
    inst = decode(encode(f"v_bitop3_b{bits} v4, v2, v6, v8 bitop3:{ttbl:#x}"), 0)
    check_valu(inst, lambda a, b, c: bitop3(a, b, c, ttbl, bits), RNG, _values,
               width=bits)
    for family, canonical in forms(f"v_bitop3_b{bits}"):
        check_valu(canonical, lambda a, b, c: bitop3(a, b, c, 0, bits), RNG, _values, width=bits)


def test_sad_u16_and_readlane_family():
    for family, inst in forms("v_sad_u16"):
        check_valu(inst, lambda a, b, c: abs(u(a, 16) - u(b, 16)) + abs((a >> 16) - (b >> 16)) + c, RNG,
                   _values)
    # readlane: the lane named by the scalar (mod 64); readfirstlane: the first active lane
    for family, inst in forms("v_readlane_b32"):
        st, pre = None, None

        def setup(st):
            fill_random(st, RNG, _values)
            st.s[8] = RNG.integers(0, 256, st.n)
        st = execute(inst.to_bytes(), setup, 8)
        for w in range(8):
            assert st.s[4, w] == st.v[2, w, st.s[8, w] % 64], inst.text
    for family, inst in forms("v_readfirstlane_b32"):
        masks = [RNG.integers(1, 2 ** 64, dtype=np.uint64) for _ in range(8)]

        def setup(st):
            fill_random(st, RNG, _values)
            for w, m in enumerate(masks):
                st.s[EXEC, w], st.s[EXEC + 1, w] = int(m) & MASK32, int(m) >> 32
        st = execute(inst.to_bytes(), setup, 8)
        for w, m in enumerate(masks):
            first = (int(m) & -int(m)).bit_length() - 1
            assert st.s[4, w] == st.v[2, w, first], inst.text


def test_mbcnt_counts_the_mask_bits_below_the_lane():
    for name, lo in (("v_mbcnt_lo_u32_b32", True), ("v_mbcnt_hi_u32_b32", False)):
        for family, inst in forms(name):
            def oracle_lane(mask, acc, lane):
                below = (1 << lane) - 1
                part = (mask & below) if lo else (mask & (below >> 32)) if lane >= 32 else 0
                return u(bitcount(part & MASK32) + acc)
            keep = {}

            def setup(st):
                fill_random(st, RNG, _values)
                keep["v"] = st.v.copy()
                keep["s"] = st.s.copy()
            st = execute(inst.to_bytes(), setup, 4)
            # sources: canonical "v_mbcnt_* v4, v2, v6" (e32: v2 is a VGPR mask per lane)
            ops = inst.operands
            for w in range(4):
                for lane in range(64):
                    def val(op):
                        if op.file == "v":
                            return int(keep["v"][op.first, w, lane])
                        return int(keep["s"][op.first, w])
                    mask, acc = val(ops[1]), val(ops[2])
                    assert int(st.v[ops[0].first, w, lane]) == oracle_lane(mask, acc, lane), inst.text


def test_swap_exchanges_active_lanes():
    for family, inst in forms("v_swap_b32"):
        keep = {}

        def setup(st):
            fill_random(st, RNG, _values)
            st.s[EXEC, 1] = 0x0F0F0F0F
            keep["v"] = st.v.copy()
        st = execute(inst.to_bytes(), setup, 2)
        d, s0 = inst.operands[0].first, inst.operands[1].first
        act = read_operand(st, inst.operands[0], True) * 0 == 0
        active = np.ones((2, 64), bool)
        active[1] = [(0x0F0F0F0F >> i) & 1 if i < 32 else 1 for i in range(64)]
        assert (st.v[d][active] == keep["v"][s0][active]).all() and \
               (st.v[s0][active] == keep["v"][d][active]).all()
        assert (st.v[d][~active] == keep["v"][d][~active]).all()
        del act


# --- VOPC integer compares: every form (e32, e64, SDWA), cmpx writes EXEC too -------

CMP = {"f": lambda a, b: False, "lt": lambda a, b: a < b, "eq": lambda a, b: a == b,
       "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ne": lambda a, b: a != b,
       "lg": lambda a, b: a != b, "ge": lambda a, b: a >= b, "t": lambda a, b: True}


def _int_compares():
    out = []
    for x in ("cmp", "cmpx"):
        for op in ("f", "lt", "eq", "le", "gt", "ne", "ge", "t"):
            for t in ("i16", "u16", "i32", "u32", "i64", "u64"):
                bits, signed = int(t[1:]), t[0] == "i"
                conv = (lambda v, b=bits: s(v, b)) if signed else (lambda v, b=bits: u(v, b))
                fn = (lambda a, b, f=CMP[op], c=conv: f(c(a), c(b)))
                for family, inst in forms(f"v_{x}_{op}_{t}"):
                    out.append(pytest.param(inst, fn, id=f"{family}:{inst.mnemonic}"))
    return out


@pytest.mark.parametrize("inst,oracle", _int_compares())
def test_integer_compares_every_form(inst, oracle):
    st, pre = check_valu(inst, oracle, RNG, _values)
    if "cmpx" in inst.mnemonic:         # EXEC = the result (inactive lanes stay off)
        execmask = read_operand(pre, _exec_op(), True)
        srcs = [read_operand(pre, op, True) for op in [inst.operands[i] for i in inst.uses]]
        for w in range(st.n):
            want = sum(int(bool(oracle(int(srcs[0][w, l]), int(srcs[1][w, l])))) << l
                       for l in range(64) if execmask[w, l])
            assert int(st.s[EXEC, w]) | int(st.s[EXEC + 1, w]) << 32 == want, inst.text


def _exec_op():
    from gcnasm.isa import Register
    return Register("special", EXEC, 2, (), "exec")


# --- SALU: SOP2, SOP1, SOPC, SOPK against Python integers -----------------------------

def nz(x):
    return x != 0


SOP2: list = [
    ("s_add_u32", lambda a, b, c: carry_add(a, b)),
    ("s_sub_u32", lambda a, b, c: borrow_sub(a, b)),
    ("s_addc_u32", lambda a, b, c: carry_add(a, b, c)),
    ("s_subb_u32", lambda a, b, c: borrow_sub(a, b, c)),
    ("s_add_i32", lambda a, b, c: (a + b, not -2 ** 31 <= s(a) + s(b) < 2 ** 31)),
    ("s_sub_i32", lambda a, b, c: (a - b, not -2 ** 31 <= s(a) - s(b) < 2 ** 31)),
    ("s_min_u32", lambda a, b, c: (min(a, b), a < b)),
    ("s_max_u32", lambda a, b, c: (max(a, b), a > b)),
    ("s_min_i32", lambda a, b, c: (min(s(a), s(b)), s(a) < s(b))),
    ("s_max_i32", lambda a, b, c: (max(s(a), s(b)), s(a) > s(b))),
    ("s_cselect_b32", lambda a, b, c: (a if c else b, None)),
    ("s_cselect_b64", lambda a, b, c: (a if c else b, None)),
    ("s_mul_i32", lambda a, b, c: (a * b, None)),
    ("s_mul_hi_u32", lambda a, b, c: ((a * b) >> 32, None)),
    ("s_mul_hi_i32", lambda a, b, c: ((s(a) * s(b)) >> 32, None)),
    ("s_absdiff_i32", lambda a, b, c: (abs(s(a) - s(b)), u(abs(s(a) - s(b))) != 0)),
    ("s_bfm_b32", lambda a, b, c: (((1 << (a & 31)) - 1) << (b & 31), None)),
    ("s_bfm_b64", lambda a, b, c: (((1 << (a & 63)) - 1) << (b & 63), None)),
    ("s_pack_ll_b32_b16", lambda a, b, c: (u(a, 16) | u(b, 16) << 16, None)),
    ("s_pack_lh_b32_b16", lambda a, b, c: (u(a, 16) | (b >> 16) << 16, None)),
    ("s_pack_hh_b32_b16", lambda a, b, c: ((a >> 16) | (b >> 16) << 16, None)),
]
for _bits in (32, 64):
    _m = (1 << _bits) - 1
    for _name, _fn in (("and", lambda a, b: a & b), ("or", lambda a, b: a | b), ("xor", lambda a, b: a ^ b),
                       ("andn2", lambda a, b: a & ~b), ("orn2", lambda a, b: a | ~b),
                       ("nand", lambda a, b: ~(a & b)), ("nor", lambda a, b: ~(a | b)),
                       ("xnor", lambda a, b: ~(a ^ b))):
        SOP2.append((f"s_{_name}_b{_bits}", lambda a, b, c, f=_fn, m=_m: (f(a, b) & m, f(a, b) & m != 0)))
    SOP2 += [
        (f"s_lshl_b{_bits}", lambda a, b, c, m=_m, n=_bits: ((a << (b & (n - 1))) & m,
                                                             (a << (b & (n - 1))) & m != 0)),
        (f"s_lshr_b{_bits}", lambda a, b, c, n=_bits: (a >> (b & (n - 1)), a >> (b & (n - 1)) != 0)),
        (f"s_ashr_i{_bits}", lambda a, b, c, m=_m, n=_bits: (s(a, n) >> (b & (n - 1)) & m,
                                                             s(a, n) >> (b & (n - 1)) != 0)),
    ]
for _k in (1, 2, 3, 4):
    SOP2.append((f"s_lshl{_k}_add_u32", lambda a, b, c, k=_k: ((a << k) + b, u(a << k, 32) + u(b) >= 1 << 32
                                                              or (a >> (32 - k)) != 0)))


@pytest.mark.parametrize("inst,oracle", _forms_of([(n, f) for n, f in SOP2]))
def test_sop2_against_integers(inst, oracle):
    def wrapped(a, b, scc):
        out = oracle(a, b, scc)
        return out if isinstance(out, tuple) else (out, None)
    check_salu(inst, wrapped, RNG)


def _bfe_salu(signed, bits):
    def fn(a, b, scc):
        off, width = b & (bits - 1), (b >> 16) & 0x7F
        width = min(width, bits - off) if width else 0
        if width == 0:
            value = 0
        else:
            value = (u(a, bits) >> off) & ((1 << width) - 1)
            if signed and value >> (width - 1):
                value -= 1 << width
        return u(value, bits), u(value, bits) != 0
    return fn


@pytest.mark.parametrize("name", ["s_bfe_u32", "s_bfe_i32", "s_bfe_u64", "s_bfe_i64"])
def test_salu_bitfield_extract(name):
    bits, signed = int(name[-2:]), name[6] == "i"

    def vals(shape):       # offsets and widths in range most of the time
        x = int_values(RNG, shape)
        small = RNG.integers(0, bits, shape, dtype=np.uint64) | \
            (RNG.integers(0, bits + 2, shape, dtype=np.uint64) << np.uint64(16))
        return np.where(RNG.random(shape) < 0.6, small, x)
    for family, inst in forms(name):
        check_salu(inst, _bfe_salu(signed, bits), RNG, values=vals)


SOP1: list = [
    ("s_mov_b32", lambda a, c: (a, None)), ("s_mov_b64", lambda a, c: (a, None)),
    ("s_cmov_b32", None), ("s_cmov_b64", None),
    ("s_not_b32", lambda a, c: (u(~a), u(~a) != 0)), ("s_not_b64", lambda a, c: (u(~a, 64), u(~a, 64) != 0)),
    ("s_brev_b32", lambda a, c: (brev(a), None)),
    ("s_bcnt1_i32_b32", lambda a, c: (bitcount(a), bitcount(a) != 0)),
    ("s_bcnt1_i32_b64", lambda a, c: (bitcount(a), bitcount(a) != 0)),
    ("s_ff1_i32_b32", lambda a, c: (ffbl(a), None)),
    ("s_ff1_i32_b64", lambda a, c: (ffbl(a, 64), None)),
    ("s_flbit_i32_b32", lambda a, c: (ffbh(a), None)),
    ("s_flbit_i32_b64", lambda a, c: (ffbh(a, 64), None)),
    ("s_sext_i32_i8", lambda a, c: (s(a, 8), None)),
    ("s_sext_i32_i16", lambda a, c: (s(a, 16), None)),
    ("s_abs_i32", lambda a, c: (abs(s(a)), u(abs(s(a))) != 0)),
]


@pytest.mark.parametrize("inst,oracle", _forms_of(SOP1))
def test_sop1_against_integers(inst, oracle):
    check_salu(inst, oracle, RNG)


@pytest.mark.parametrize("bits", [32, 64])
def test_cmov_moves_only_with_scc(bits):
    for family, inst in forms(f"s_cmov_b{bits}"):
        keep = {}

        def setup(st):
            fill_random(st, RNG, _values)
            keep["s"] = st.s.copy()
        st = execute(inst.to_bytes(), setup, 64)
        d, src = inst.operands[0].first, inst.operands[1].first
        for w in range(64):
            want = keep["s"][src:src + bits // 32, w] if keep["s"][SCC, w] else keep["s"][d:d + bits // 32, w]
            assert (st.s[d:d + bits // 32, w] == want).all(), inst.text


SOPC = []
for _op in ("eq", "lg", "gt", "ge", "lt", "le"):
    for _t in ("i32", "u32"):
        SOPC.append((f"s_cmp_{_op}_{_t}", lambda a, b, c, f=CMP[_op], t=_t: (
            None, f(s(a), s(b)) if t == "i32" else f(a, b))))
for _op in ("eq", "lg"):
    SOPC.append((f"s_cmp_{_op}_u64", lambda a, b, c, f=CMP[_op]: (None, f(a, b))))
for _n, _fn in (("s_bitcmp0_b32", lambda a, b: not (a >> (b & 31)) & 1),
                ("s_bitcmp1_b32", lambda a, b: (a >> (b & 31)) & 1),
                ("s_bitcmp0_b64", lambda a, b: not (a >> (b & 63)) & 1),
                ("s_bitcmp1_b64", lambda a, b: (a >> (b & 63)) & 1)):
    SOPC.append((_n, lambda a, b, c, f=_fn: (None, f(a, b))))


@pytest.mark.parametrize("inst,oracle", _forms_of(SOPC))
def test_sopc_against_integers(inst, oracle):
    def vals(shape):      # many equal pairs: s4 and s12 are the canonical sources
        x = int_values(RNG, shape)
        same = RNG.random(shape[1]) < 0.2
        x[12][same] = x[4][same]
        x[13][same] = x[5][same]
        return x
    check_salu(inst, oracle, RNG, values=vals)


SOPK_IMMS = [0x0, 0x10, 0x7FFF, 0x8000, 0xFFFF, 0x1234, 0x8001]


def _sopk_oracle(name, imm):
    simm, zimm = s(imm, 16), imm
    if name.startswith("s_cmpk_"):
        op, t = name[7:].split("_")
        return lambda d, scc: (None, CMP[op](s(d), simm) if t == "i32" else CMP[op](d, zimm))
    return {
        "s_movk_i32": lambda d, scc: (simm, None),
        "s_cmovk_i32": lambda d, scc: (simm if scc else d, None),
        "s_addk_i32": lambda d, scc: (d + simm, not -2 ** 31 <= s(d) + simm < 2 ** 31),
        "s_mulk_i32": lambda d, scc: (s(d) * simm, None),
    }[name]


SOPK_NAMES = ["s_movk_i32", "s_cmovk_i32", "s_addk_i32", "s_mulk_i32"] + [
    f"s_cmpk_{op}_{t}" for op in ("eq", "lg", "gt", "ge", "lt", "le") for t in ("i32", "u32")]


@pytest.mark.parametrize("name", SOPK_NAMES)
def test_sopk_sign_or_zero_extends_its_immediate(name):
    from gcnasm.isa import decode
    for imm in SOPK_IMMS:
        inst = decode(encode(f"{name} s8, {imm:#x}"), 0)
        oracle = _sopk_oracle(name, imm)
        keep = {}

        def setup(st):
            fill_random(st, RNG, _values)
            keep["s"] = st.s.copy()
        st = execute(inst.to_bytes(), setup, 128)
        for w in range(128):
            d, scc = int(keep["s"][8, w]), int(keep["s"][SCC, w])
            value, want_scc = oracle(d, scc)
            if value is not None:
                assert int(st.s[8, w]) == u(value), (inst.text, hex(d))
            assert int(st.s[SCC, w]) == (scc if want_scc is None else int(bool(want_scc))), (inst.text, hex(d))


# --- saveexec, scalar memory, branches and the program counter -----------------------

SAVEEXEC = {"and": lambda s_, e: s_ & e, "or": lambda s_, e: s_ | e, "xor": lambda s_, e: s_ ^ e,
            "andn1": lambda s_, e: ~s_ & e, "andn2": lambda s_, e: s_ & ~e, "orn1": lambda s_, e: ~s_ | e,
            "orn2": lambda s_, e: s_ | ~e, "nand": lambda s_, e: ~(s_ & e), "nor": lambda s_, e: ~(s_ | e),
            "xnor": lambda s_, e: ~(s_ ^ e)}


@pytest.mark.parametrize("op", sorted(SAVEEXEC))
def test_saveexec_against_integers(op):
    """CDNA4 guide, S_AND_SAVEEXEC_B64 and kin: D = EXEC; EXEC = op(S0,
    EXEC); SCC = EXEC != 0."""
    for family, inst in forms(f"s_{op}_saveexec_b64"):
        keep = {}

        def setup(st):
            fill_random(st, RNG, _values)
            st.s[EXEC] = RNG.integers(0, 2 ** 32, st.n, dtype=np.uint64).astype(np.uint32)
            st.s[EXEC + 1] = RNG.integers(0, 2 ** 32, st.n, dtype=np.uint64).astype(np.uint32)
            st.s[EXEC, :4] = 0
            st.s[EXEC + 1, :4] = 0
            keep["s"] = st.s.copy()
        st = execute(inst.to_bytes(), setup, 64)
        d, src = inst.operands[0].first, inst.operands[1].first
        for w in range(64):
            e = int(keep["s"][EXEC, w]) | int(keep["s"][EXEC + 1, w]) << 32
            s0 = int(keep["s"][src, w]) | int(keep["s"][src + 1, w]) << 32
            new = u(SAVEEXEC[op](s0, e), 64)
            assert int(st.s[d, w]) | int(st.s[d + 1, w]) << 32 == e, inst.text
            assert int(st.s[EXEC, w]) | int(st.s[EXEC + 1, w]) << 32 == new, inst.text
            assert int(st.s[SCC, w]) == int(new != 0), inst.text


def test_movreld_b64_writes_the_pair_at_m0():
    from gcnasm.emu.state import M0
    for family, inst in forms("s_movreld_b64"):
        keep = {}

        def setup(st):
            fill_random(st, RNG, _values)
            st.s[M0] = RNG.integers(0, 8, st.n) * 2
            keep["s"] = st.s.copy()
        st = execute(inst.to_bytes(), setup, 16)
        d, src = inst.operands[0].first, inst.operands[1].first
        for w in range(16):
            m0 = int(keep["s"][M0, w])
            assert st.s[d + m0, w] == keep["s"][src, w] and st.s[d + m0 + 1, w] == keep["s"][src + 1, w]


SMEM_LOADS = [f"s_load_dword{x}" for x in ("", "x2", "x4", "x8", "x16")] + \
    [f"s_buffer_load_dword{x}" for x in ("", "x2", "x4", "x8", "x16")]


@pytest.mark.parametrize("name", SMEM_LOADS)
def test_smem_loads_against_a_byte_model(name):
    """Address = base + offset (dword aligned: the low 2 bits dropped);
    s_buffer_load: the resource's 48-bit base, dwords past num_records
    read 0."""
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.machine import run
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.state import Waves
    count = {"": 1, "x2": 2, "x4": 4, "x8": 8, "x16": 16}[name.split("dword")[1]]
    memory = Memory()
    data = RNG.integers(0, 256, 1024, dtype=np.uint8)
    base = memory.allocate(1024, data.tobytes())
    buffer = name.startswith("s_buffer")
    dst = f"s[20:{20 + count - 1}]" if count > 1 else "s20"
    srsrc = "s[4:7]" if buffer else "s[4:5]"
    limit = 600
    for offset_text, soff in (("s12", True), ("0x24", False), ("s12 offset:0x10", True)):
        text = encode(f"{name} {dst}, {srsrc}, {offset_text}") + encode("s_waitcnt lgkmcnt(0)") + \
            encode("s_endpgm")
        n = 16
        st = Waves(n, 1, 1, np.zeros(n, dtype=np.int64), 0, 16, 1)
        st.s[EXEC] = st.s[EXEC + 1] = MASK32
        st.s[4], st.s[5] = base & MASK32, (base >> 32) | (0x12340000 if buffer else 0)
        st.s[6], st.s[7] = limit, 0
        offs = RNG.integers(0, 1024 - 4 * count - 0x10, n)
        st.s[12] = offs
        st.exec_changed()
        run(Program(text, Context("oracle", 0x10000, memory)), st, 0)
        for w in range(n):
            off = (int(offs[w]) if soff else 0) + (0x24 if offset_text == "0x24" else 0) + \
                (0x10 if "offset:" in offset_text else 0)
            off &= ~3
            for i in range(count):
                at = off + 4 * i
                want = int.from_bytes(bytes(data[at:at + 4]), "little")
                if buffer and at + 4 > limit:
                    want = 0
                assert int(st.s[20 + i, w]) == want, (name, offset_text, w, i)


@pytest.mark.parametrize("name", ["s_store_dword", "s_store_dwordx2", "s_store_dwordx4", "s_buffer_store_dword",
                                  "s_buffer_store_dwordx2", "s_buffer_store_dwordx4"])
def test_smem_stores_against_a_byte_model(name):
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.machine import run
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.state import Waves
    count = {"": 1, "x2": 2, "x4": 4}[name.split("dword")[1]]
    memory = Memory()
    data = RNG.integers(0, 256, 1024, dtype=np.uint8)
    base = memory.allocate(1024, data.tobytes())
    buffer = name.startswith("s_buffer")
    src = f"s[20:{20 + count - 1}]" if count > 1 else "s20"
    text = encode(f"{name} {src}, {'s[4:7]' if buffer else 's[4:5]'}, s12") + encode("s_waitcnt lgkmcnt(0)") + \
        encode("s_endpgm")
    n = 8
    st = Waves(n, 1, 1, np.zeros(n, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = MASK32
    st.s[4], st.s[5], st.s[6], st.s[7] = base & MASK32, base >> 32, 1024, 0
    offs = RNG.permutation(1024 // 64)[:n] * 64             # distinct per wave
    st.s[12] = offs
    st.s[20:36] = RNG.integers(0, 2 ** 32, (16, n), dtype=np.uint64).astype(np.uint32)
    st.exec_changed()
    keep = st.s.copy()
    run(Program(text, Context("oracle", 0x10000, memory)), st, 0)
    want = bytearray(data.tobytes())
    for w in range(n):
        for i in range(count):
            want[offs[w] + 4 * i:offs[w] + 4 * i + 4] = int(keep[20 + i, w]).to_bytes(4, "little")
    assert bytes(memory.view(base, 1024)) == bytes(want), name


BRANCHES = {"s_cbranch_scc0": lambda st, w: st.s[SCC, w] == 0, "s_cbranch_scc1": lambda st, w: st.s[SCC, w] == 1,
            "s_cbranch_vccz": lambda st, w: (st.s[106, w] | st.s[107, w]) == 0,
            "s_cbranch_vccnz": lambda st, w: (st.s[106, w] | st.s[107, w]) != 0,
            "s_cbranch_execz": lambda st, w: (st.s[EXEC, w] | st.s[EXEC + 1, w]) == 0,
            "s_cbranch_execnz": lambda st, w: (st.s[EXEC, w] | st.s[EXEC + 1, w]) != 0,
            "s_branch": lambda st, w: True}


@pytest.mark.parametrize("name", sorted(BRANCHES))
def test_scalar_branches_take_their_condition_per_wave(name):
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.machine import run
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.state import Waves
    # branch over one s_mov: 4 bytes forward (simm16 = 1 dword)
    text = encode(f"{name} 1") + encode("s_mov_b32 s20, 7") + encode("s_endpgm")
    n = 32
    st = Waves(n, 1, 1, np.zeros(n, dtype=np.int64), 0, 16, 1)
    st.s[SCC] = RNG.integers(0, 2, n)
    st.s[106] = np.where(RNG.random(n) < 0.5, 0, RNG.integers(1, 2 ** 32, n, dtype=np.uint64)).astype(np.uint32)
    st.s[107] = 0
    st.s[EXEC] = np.where(RNG.random(n) < 0.5, 0, RNG.integers(1, 2 ** 32, n, dtype=np.uint64)).astype(np.uint32)
    st.s[EXEC + 1] = 0
    st.exec_changed()
    before = Waves(n, 1, 1, np.zeros(n, dtype=np.int64), 0, 16, 1)
    before.s[:] = st.s
    run(Program(text, Context("oracle", 0x10000, Memory())), st, 0)
    for w in range(n):
        taken = BRANCHES[name](before, w)
        assert int(st.s[20, w]) == (0 if taken else 7), (name, w)


def test_getpc_setpc_swappc_and_call():
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.machine import run
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.state import Waves
    code = 0x10000
    lines = ["s_getpc_b64 s[4:5]",               # 0: s[4:5] = code + 4
             "s_add_u32 s6, s4, 16",             # 4: -> code + 20
             "s_addc_u32 s7, s5, 0",             # 12 (literal-free: 8 bytes? no: 4)
             "s_swappc_b64 s[8:9], s[6:7]",      # jumps to code + 20, s[8:9] = next
             "s_endpgm",
             "s_mov_b32 s20, 5",                 # code + 20
             "s_call_b64 s[10:11], 1",           # skip the next dword
             "s_mov_b32 s21, 9",
             "s_setpc_b64 s[8:9]"]               # back to the s_endpgm after swappc
    words = [encode(l) for l in lines]
    offsets = np.cumsum([0] + [len(w) for w in words])
    # the s_add's literal-free form is 4 bytes: recompute the jump target
    target = code + int(offsets[5])
    lines[1] = f"s_add_u32 s6, s4, {target - (code + int(offsets[1]))}"
    words = [encode(l) for l in lines]
    offsets = np.cumsum([0] + [len(w) for w in words])
    assert code + int(offsets[5]) == target
    st = Waves(2, 1, 1, np.zeros(2, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = MASK32
    st.exec_changed()
    run(Program(b"".join(words), Context("oracle", code, Memory())), st, 0)
    assert (st.s[4] == code + offsets[1]).all() and (st.s[5] == 0).all()
    assert (st.s[8] == code + offsets[4]).all()
    assert (st.s[20] == 5).all() and (st.s[21] == 0).all()
    assert (st.s[10] == code + offsets[7]).all()


def test_permlane_swaps_against_the_guide():
    """CDNA4 guide, V_PERMLANE16_SWAP_B32: lane l (row 0/2) of SRC0 swaps
    with lane l + 16 of VDST; V_PERMLANE32_SWAP_B32: lanes 0..31 of SRC0
    with lanes 32..63 of VDST."""
    from gcnasm.isa import decode
    for name, pairs in (("v_permlane16_swap_b32", [(p * 32 + l, p * 32 + l + 16) for p in (0, 1) for l in range(16)]),
                        ("v_permlane32_swap_b32", [(l, l + 32) for l in range(32)])):
        insts = [inst for _, inst in forms(name)] + [decode(encode(f"{name}_e32 v4, v2"), 0)]
        for inst in insts:
            d, src = inst.operands[0].first, inst.operands[1].first
            keep = {}

            def setup(st):
                fill_random(st, RNG, _values)
                keep["v"] = st.v.copy()
            st = execute(inst.to_bytes(), setup, 2)
            want = keep["v"].copy()
            for a, b in pairs:
                want[src][:, a], want[d][:, b] = keep["v"][d][:, b], keep["v"][src][:, a]
            assert (st.v[d] == want[d]).all() and (st.v[src] == want[src]).all(), inst.text


def test_accvgpr_moves():
    from gcnasm.isa import decode
    from gcnasm.emu.machine import run
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.state import Waves
    text = b"".join(encode(l) for l in ["v_accvgpr_write_b32 a1, v2", "v_accvgpr_mov_b32 a2, a1",
                                        "v_accvgpr_read_b32 v4, a2", "v_accvgpr_write_b32 a3, 17",
                                        "s_endpgm"])
    st = Waves(2, 8, 4, np.zeros(2, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = MASK32
    st.s[EXEC + 1, 1] = 0                     # lanes 32..63 of wave 1 inactive
    st.v[:] = RNG.integers(0, 2 ** 32, st.v.shape, dtype=np.uint64).astype(np.uint32)
    st.a[:] = RNG.integers(0, 2 ** 32, st.a.shape, dtype=np.uint64).astype(np.uint32)
    st.exec_changed()
    v, a = st.v.copy(), st.a.copy()
    run(Program(text, Context("oracle", 0x10000, Memory())), st, 0)
    active = np.ones((2, 64), bool)
    active[1, 32:] = False
    assert (st.a[1][active] == v[2][active]).all() and (st.a[2][active] == v[2][active]).all()
    assert (st.v[4][active] == v[2][active]).all() and (st.a[3][active] == 17).all()
    assert (st.a[1][~active] == a[1][~active]).all() and (st.v[4][~active] == v[4][~active]).all()


def _fields_of(x, width, signed=True):
    out = []
    for k in range(32 // width):
        f = (x >> (width * k)) & ((1 << width) - 1)
        out.append(s(f, width) if signed else f)
    return out


OFF_TABLE = [k / 16 for k in range(8)] + [(k - 16) / 16 for k in range(8, 16)]


def _f32_bits(v):
    return int(np.float32(v).view(np.uint32))


DOTC_AND_PACKS = {
    # CDNA4 guide: V_DOT2C_I32_I16 / V_DOT4C_I32_I8 / V_DOT8C_I32_I4: D += the
    # signed dot product (wrapping); V_SAT_PK_U8_I16: each i16 half saturated
    # to u8, packed in the low 16 bits; V_CVT_OFF_F32_I4: the guide's table
    "v_dot2c_i32_i16": (None, lambda d, a, b: d + sum(p * q for p, q in zip(_fields_of(a, 16), _fields_of(b, 16)))),
    "v_dot4c_i32_i8": (None, lambda d, a, b: d + sum(p * q for p, q in zip(_fields_of(a, 8), _fields_of(b, 8)))),
    "v_dot8c_i32_i4": (None, lambda d, a, b: d + sum(p * q for p, q in zip(_fields_of(a, 4), _fields_of(b, 4)))),
    "v_sat_pk_u8_i16": (16, lambda a: sum(min(255, max(0, h)) << (8 * k) for k, h in enumerate(_fields_of(a, 16)))),
    "v_cvt_off_f32_i4": (None, lambda a: _f32_bits(OFF_TABLE[a & 15])),
}


@pytest.mark.parametrize("inst,oracle,width", [
    pytest.param(inst, fn, width, id=f"{family}:{inst.mnemonic}")
    for name, (width, fn) in DOTC_AND_PACKS.items() for family, inst in forms(name)])
def test_dot_accumulate_and_packs_every_form(inst, oracle, width):
    check_valu(inst, oracle, RNG, _values, width=width)


def test_setreg_mode_and_set_gpr_idx_idx():
    """s_setreg_b32 hwreg(HW_REG_MODE, 0, 8) writes MODE[7:0] from the
    SGPR, read back by s_getreg_b32; s_set_gpr_idx_idx writes M0[7:0]
    (CDNA4 guide, S_SET_GPR_IDX_IDX: M0[7:0] = S0[7:0])."""
    from gcnasm.emu.machine import run
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.state import M0, Waves
    text = b"".join(encode(l) for l in ["s_setreg_b32 hwreg(HW_REG_MODE, 0, 8), s4", "s_getreg_b32 s5, hwreg(HW_REG_MODE, 0, 8)",
                                        "s_set_gpr_idx_idx s6", "s_endpgm"])
    n = 8
    st = Waves(n, 1, 1, np.zeros(n, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = MASK32
    modes = RNG.integers(0, 256, n) & 0xF0        # nearest even; any denorm fields
    st.s[4] = modes | (RNG.integers(0, 2 ** 16, n) << 8)
    st.s[6] = RNG.integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32)
    st.s[M0] = RNG.integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32)
    m0 = st.s[M0].copy()
    st.exec_changed()
    run(Program(text, Context("oracle", 0x10000, Memory())), st, 0)
    assert (st.s[5] == modes).all() and (st.mode & 0xFF == modes).all()
    assert (st.s[M0] == ((m0 & ~np.uint32(0xFF)) | (st.s[6] & np.uint32(0xFF)))).all()
