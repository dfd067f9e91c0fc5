"""Opcodes checked one by one against an independent oracle: plain Python
integers (bit by bit, as AMD's CDNA3/CDNA4 ISA guides describe each
opcode), numpy, or exact rationals (``fractions``).  Every input set is
random or exhaustive over a small width; the emulator runs it on a batch
of waves (scalar ops: one value per wave)."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, M0, SCC, VCC, Waves
from gcnasm.isa import encode

RNG = np.random.default_rng(23)


def execute(lines, waves=2, setup=None, vgprs=16, lds=0):
    text = b"".join(encode(line) for line in list(lines) + ["s_endpgm"])
    program = Program(text, Context("oracle", 0x10000, Memory()))
    st = Waves(waves, vgprs, 4, np.zeros(waves, dtype=np.int64), lds, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    if setup:
        setup(st)
    run(program, st, 0)
    return st


def scalar_values(n, bits):
    """Random values with the edge cases first: 0, all ones, one bit, sign bit."""
    top = (1 << bits) - 1
    edge = [0, top, 1, 1 << (bits - 1), top >> 1, 0xF0F0F0F0F0F0F0F0 & top]
    rest = [int(x) for x in RNG.integers(0, top, max(n - len(edge), 0), dtype=np.uint64, endpoint=True)]
    return (edge + rest)[:n] if n >= len(edge) else [int(x) for x in RNG.integers(0, top, n, dtype=np.uint64,
                                                                                  endpoint=True)]


def load64(st, reg):
    return [int(lo) | int(hi) << 32 for lo, hi in zip(st.s[reg], st.s[reg + 1])]


def put64(st, reg, values):
    st.s[reg] = [v & 0xFFFFFFFF for v in values]
    st.s[reg + 1] = [v >> 32 for v in values]


# --- SOP1 against Python integers --------------------------------------------------

def _flbit_signed(x, bits):
    sign = x >> (bits - 1)
    for i in range(bits - 1, -1, -1):
        if (x >> i) & 1 != sign:
            return bits - 1 - i
    return 0xFFFFFFFF


def _nibble_oracle(x, bits, spread):
    out = 0
    for i in range(bits // 4):
        if (x >> (4 * i)) & 0xF:
            out |= (0xF << (4 * i)) if spread else (1 << i)
    return out


SOP1_CASES = [
    ("s_bcnt0_i32_b32", 32, 32, lambda x: 32 - bin(x).count("1"), True),
    ("s_bcnt0_i32_b64", 64, 32, lambda x: 64 - bin(x).count("1"), True),
    ("s_ff0_i32_b32", 32, 32, lambda x: next((i for i in range(32) if not (x >> i) & 1), 0xFFFFFFFF), None),
    ("s_ff0_i32_b64", 64, 32, lambda x: next((i for i in range(64) if not (x >> i) & 1), 0xFFFFFFFF), None),
    ("s_flbit_i32", 32, 32, lambda x: _flbit_signed(x, 32), None),
    ("s_flbit_i32_i64", 64, 32, lambda x: _flbit_signed(x, 64), None),
    ("s_brev_b64", 64, 64, lambda x: int(f"{x:064b}"[::-1], 2), None),
    ("s_quadmask_b32", 32, 32, lambda x: _nibble_oracle(x, 32, False), True),
    ("s_quadmask_b64", 64, 64, lambda x: _nibble_oracle(x, 64, False), True),
    ("s_wqm_b32", 32, 32, lambda x: _nibble_oracle(x, 32, True), True),
    ("s_wqm_b64", 64, 64, lambda x: _nibble_oracle(x, 64, True), True),
    ("s_bitreplicate_b64_b32", 32, 64, lambda x: sum(3 << (2 * i) for i in range(32) if (x >> i) & 1), None),
]


@pytest.mark.parametrize("name,src_bits,dst_bits,oracle,scc", SOP1_CASES, ids=[c[0] for c in SOP1_CASES])
def test_sop1_against_integers(name, src_bits, dst_bits, oracle, scc):
    xs = scalar_values(64, src_bits)
    src = "s[2:3]" if src_bits == 64 else "s2"
    dst = "s[4:5]" if dst_bits == 64 else "s4"

    def setup(st):
        put64(st, 2, xs) if src_bits == 64 else st.s.__setitem__(2, xs)
        st.s[SCC] = 1
    st = execute([f"{name} {dst}, {src}"], waves=len(xs), setup=setup)
    got = load64(st, 4) if dst_bits == 64 else [int(v) for v in st.s[4]]
    want = [oracle(x) for x in xs]
    assert got == want
    if scc:
        assert st.s[SCC].tolist() == [int(w != 0) for w in want]


@pytest.mark.parametrize("bits", [32, 64])
def test_bitset_against_integers(bits):
    ds, idx = scalar_values(64, bits), [int(i) for i in RNG.integers(0, 256, 64)]
    for one in (0, 1):
        dst = "s[4:5]" if bits == 64 else "s4"

        def setup(st):
            put64(st, 4, ds) if bits == 64 else st.s.__setitem__(4, ds)
            st.s[2] = idx
        st = execute([f"s_bitset{one}_b{bits} {dst}, s2"], waves=64, setup=setup)
        got = load64(st, 4) if bits == 64 else [int(v) for v in st.s[4]]
        want = [(d | 1 << (i % bits)) if one else (d & ~(1 << (i % bits))) for d, i in zip(ds, idx)]
        assert got == want


def test_wrexec_against_integers():
    s0, ex = scalar_values(16, 64), scalar_values(16, 64)[::-1]
    for name, fn in (("s_andn1_wrexec_b64", lambda s, e: ~s & e), ("s_andn2_wrexec_b64", lambda s, e: s & ~e)):
        def setup(st):
            put64(st, 2, s0)
            put64(st, EXEC, ex)
        st = execute([f"{name} s[4:5], s[2:3]"], waves=16, setup=setup)
        want = [fn(s, e) & (2 ** 64 - 1) for s, e in zip(s0, ex)]
        assert load64(st, EXEC) == want and load64(st, 4) == want
        assert st.s[SCC].tolist() == [int(w != 0) for w in want]


def test_movrel_reads_and_writes_sgpr_plus_m0():
    def setup(st):
        for r in range(20, 40):
            st.s[r] = 1000 + r
        st.s[M0] = [0, 3, 7, 10]
        st.s[2] = 55
    st = execute(["s_movrels_b32 s4, s20", "s_movrels_b64 s[6:7], s[20:21]", "s_movreld_b32 s50, s2"],
                 waves=4, setup=setup)
    assert st.s[4].tolist() == [1020, 1023, 1027, 1030]
    assert st.s[6].tolist() == [1020, 1023, 1027, 1030] and st.s[7].tolist() == [1021, 1024, 1028, 1031]
    for w, m in enumerate([0, 3, 7, 10]):
        assert st.s[50 + m, w] == 55


# --- packed-integer VALU against Python integers -----------------------------------

def _fields(x, width, signed):
    out = []
    for k in range(32 // width):
        f = (x >> (width * k)) & ((1 << width) - 1)
        out.append(f - (1 << width) if signed and f >= 1 << (width - 1) else f)
    return out


def _s32(x):
    return x - (1 << 32) if x >= 1 << 31 else x


def _dot_oracle(width, signed, clamp):
    def fn(a, b, c):
        total = (_s32(c) if signed else c) + sum(p * q for p, q in zip(_fields(a, width, signed),
                                                                     _fields(b, width, signed)))
        if clamp:
            total = min(max(total, -2 ** 31 if signed else 0), 2 ** 31 - 1 if signed else 2 ** 32 - 1)
        return total & 0xFFFFFFFF
    return fn


def _vector_case(line, oracle, nsrc, tied=False):
    """Run ``line`` (dst v1, sources v2.. ) on 128 lanes of random words with
    the edge bytes, against ``oracle`` per lane."""
    xs = [RNG.integers(0, 2 ** 32, (2, 64), dtype=np.uint64).astype(np.uint32) for _ in range(3)]
    for x in xs:
        x[0, :8] = [0, 0xFFFFFFFF, 0x80808080, 0x7F7F7F7F, 0x01FF80FE, 0x88888888, 0x77777777, 0x0F0F0F0F]
        RNG.shuffle(x[0, :8])
    acc = RNG.integers(0, 2 ** 32, (2, 64), dtype=np.uint64).astype(np.uint32)

    def setup(st):
        for i, x in enumerate(xs):
            st.v[2 + i] = x
        st.v[1] = acc
    st = execute([line], setup=setup)
    got = st.v[1].ravel().tolist()
    srcs = [x.ravel().tolist() for x in xs[:nsrc]]
    if tied:
        srcs.append(acc.ravel().tolist())
    want = [oracle(*vals) for vals in zip(*srcs)]
    assert got == want


DOTS = [("v_dot4_i32_i8", 8, True), ("v_dot4_u32_u8", 8, False),
        ("v_dot8_i32_i4", 4, True), ("v_dot8_u32_u4", 4, False)]


@pytest.mark.parametrize("name,width,signed", DOTS, ids=[d[0] for d in DOTS])
@pytest.mark.parametrize("clamp", [False, True])
def test_integer_dot_products(name, width, signed, clamp):
    _vector_case(f"{name} v1, v2, v3, v4" + (" clamp" if clamp else ""),
                 _dot_oracle(width, signed, clamp), 3)


@pytest.mark.parametrize("name,width", [("v_dot2c_i32_i16", 16), ("v_dot4c_i32_i8", 8),
                                        ("v_dot8c_i32_i4", 4)])
def test_integer_dot_products_accumulating(name, width):
    _vector_case(f"{name}_e32 v1, v2, v3", _dot_oracle(width, True, False), 2, tied=True)
    _vector_case(f"{name}_e64 v1, v2, v3 clamp", _dot_oracle(width, True, True), 2, tied=True)


def _sad_oracle(width, hi=False, masked=False):
    def fn(a, b, c):
        s = sum(0 if masked and q == 0 else abs(p - q)
                for p, q in zip(_fields(a, width, False), _fields(b, width, False)))
        return ((s << 16 if hi else s) + c) & 0xFFFFFFFF
    return fn


def _sat(v, lo, hi):
    return min(max(v, lo), hi)


VOP3_CASES = [
    ("v_sad_u8 v1, v2, v3, v4", _sad_oracle(8), 3),
    ("v_sad_hi_u8 v1, v2, v3, v4", _sad_oracle(8, hi=True), 3),
    ("v_sad_u16 v1, v2, v3, v4", _sad_oracle(16), 3),
    ("v_msad_u8 v1, v2, v3, v4", _sad_oracle(8, masked=True), 3),
    ("v_lerp_u8 v1, v2, v3, v4", lambda a, b, c: sum(((p + q + (r & 1)) >> 1) << (8 * k) for k, (p, q, r) in
                                                      enumerate(zip(*(_fields(x, 8, False) for x in (a, b, c))))), 3),
    ("v_mul_hi_i32_i24_e64 v1, v2, v3", lambda a, b: ((_fields(a & 0xFFFFFF, 24, True)[0] *
                                                       _fields(b & 0xFFFFFF, 24, True)[0]) >> 32) & 0xFFFFFFFF, 2),
    ("v_mul_hi_i32_i24_e32 v1, v2, v3", lambda a, b: ((_fields(a & 0xFFFFFF, 24, True)[0] *
                                                       _fields(b & 0xFFFFFF, 24, True)[0]) >> 32) & 0xFFFFFFFF, 2),
    ("v_sat_pk_u8_i16_e32 v1, v2", lambda a: sum(_sat(h, 0, 255) << (8 * k) for k, h in enumerate(_fields(a, 16, True))), 1),
    ("v_ashr_pk_i8_i32 v1, v2, v3, v4", lambda a, b, c: (_sat(_s32(a) >> (c & 31), -128, 127) & 0xFF) |
     ((_sat(_s32(b) >> (c & 31), -128, 127) & 0xFF) << 8), 3),
    ("v_ashr_pk_u8_i32 v1, v2, v3, v4", lambda a, b, c: _sat(_s32(a) >> (c & 31), 0, 255) |
     (_sat(_s32(b) >> (c & 31), 0, 255) << 8), 3),
    ("v_cvt_pk_i16_i32 v1, v2, v3", lambda a, b: (_sat(_s32(a), -32768, 32767) & 0xFFFF) |
     ((_sat(_s32(b), -32768, 32767) & 0xFFFF) << 16), 2),
    ("v_cvt_pk_u16_u32 v1, v2, v3", lambda a, b: min(a, 65535) | (min(b, 65535) << 16), 2),
]


@pytest.mark.parametrize("line,oracle,nsrc", VOP3_CASES, ids=[c[0].split()[0] for c in VOP3_CASES])
def test_packed_integer_ops(line, oracle, nsrc):
    _vector_case(line, oracle, nsrc)


def test_cvt_off_f32_i4_exhaustive():
    def setup(st):
        st.v[2] = np.arange(128, dtype=np.uint32).reshape(2, 64) * 0x01010101
    st = execute(["v_cvt_off_f32_i4_e32 v1, v2"], setup=setup)
    nib = np.arange(128) & 0xF
    want = [float(Fraction(int(n) - 16 if n >= 8 else int(n), 16)) for n in nib]
    assert st.v[1].ravel().view(np.float32).tolist() == want


# --- LDS atomics against a lane-by-lane Python model ----------------------------------

M32, M64 = 2 ** 32 - 1, 2 ** 64 - 1


def _f(bits, width):
    return float(np.array(bits, dtype=np.uint32 if width == 4 else np.uint64).view(
        np.float32 if width == 4 else np.float64))


def _fbits(x, width):
    return int(np.array(x, dtype=np.float32 if width == 4 else np.float64).view(
        np.uint32 if width == 4 else np.uint64))


def _key(x):
    """Order for IEEE maxNum/minNum as the hardware applies it: -0 < +0."""
    return (x, math.copysign(1.0, x))


def _max_num(a, b):
    return b if math.isnan(a) else a if math.isnan(b) else max(a, b, key=_key)


def _min_num(a, b):
    return b if math.isnan(a) else a if math.isnan(b) else min(a, b, key=_key)


def _signed(x, width):
    return x - (1 << (8 * width)) if x >> (8 * width - 1) else x


DS_OPS = {   # name stem -> (width, two data operands, model(old, a, b) on Python ints)
    "add_u32": (4, False, lambda o, a, b: (o + a) & M32),
    "rsub_u32": (4, False, lambda o, a, b: (a - o) & M32),
    "add_u64": (8, False, lambda o, a, b: (o + a) & M64),
    "sub_u64": (8, False, lambda o, a, b: (o - a) & M64),
    "rsub_u64": (8, False, lambda o, a, b: (a - o) & M64),
    "and_b64": (8, False, lambda o, a, b: o & a),
    "or_b64": (8, False, lambda o, a, b: o | a),
    "xor_b64": (8, False, lambda o, a, b: o ^ a),
    "max_u64": (8, False, lambda o, a, b: max(o, a)),
    "min_u64": (8, False, lambda o, a, b: min(o, a)),
    "max_i64": (8, False, lambda o, a, b: max(o, a, key=lambda x: _signed(x, 8))),
    "min_i64": (8, False, lambda o, a, b: min(o, a, key=lambda x: _signed(x, 8))),
    "inc_u64": (8, False, lambda o, a, b: 0 if o >= a else o + 1),
    "dec_u64": (8, False, lambda o, a, b: a if o == 0 or o > a else o - 1),
    "mskor_b32": (4, True, lambda o, a, b: (o & ~a & M32) | b),
    "mskor_b64": (8, True, lambda o, a, b: (o & ~a & M64) | b),
    "cmpst_b32": (4, True, lambda o, a, b: b if o == a else o),
    "cmpst_b64": (8, True, lambda o, a, b: b if o == a else o),
    "cmpst_f32": (4, True, lambda o, a, b: b if _f(o, 4) == _f(a, 4) else o),
    "add_f64": (8, False, lambda o, a, b: _fbits(_f(o, 8) + _f(a, 8), 8)),
    "max_f64": (8, False, lambda o, a, b: _fbits(_max_num(_f(o, 8), _f(a, 8)), 8)),
    "min_f64": (8, False, lambda o, a, b: _fbits(_min_num(_f(o, 8), _f(a, 8)), 8)),
}


def _ds_values(width, n, floats):
    if floats:
        v = RNG.standard_normal(n) * 100
        v[:4] = [0.0, -0.0, np.inf, 1.5]
        return [_fbits(x, width) for x in v]
    pool = scalar_values(n, 8 * width)
    small = [int(x) for x in RNG.integers(0, 6, n // 2)]      # inc/dec/compare hits
    return [pool[i] if i % 2 else small[i // 2] for i in range(n)]


@pytest.mark.parametrize("stem", sorted(DS_OPS))
@pytest.mark.parametrize("rtn", [False, True])
def test_lds_atomics_against_a_lane_model(stem, rtn):
    width, two, model = DS_OPS[stem]
    floats = stem.endswith(("f32", "f64"))
    slots = 12                                      # 64 lanes on 12 addresses: lane order matters
    addr = [int(x) * width for x in RNG.integers(0, slots, 64)]
    mem = _ds_values(width, slots, floats)
    data, data2 = _ds_values(width, 64, floats), _ds_values(width, 64, floats)
    if stem.startswith("cmpst"):                    # half the compares hit
        data = [mem[a // width] if i % 2 else d for i, (a, d) in enumerate(zip(addr, data))]
    words = width // 4

    def regs(values):
        return [np.array([(v >> (32 * w)) & M32 for v in values], dtype=np.uint32) for w in range(words)]

    def setup(st):
        st.exec_changed()
        st.v[10][0] = addr
        for w, row in enumerate(regs(data)):
            st.v[2 + w][0] = row
        for w, row in enumerate(regs(data2)):
            st.v[4 + w][0] = row
        st.lds[:slots * width] = np.frombuffer(b"".join(m.to_bytes(width, "little") for m in mem), np.uint8)
    name = stem.replace("_", "_rtn_", 1) if rtn else stem
    dst = (f"v[6:{6 + words - 1}]" if words > 1 else "v6") + ", " if rtn else ""
    d0 = f"v[2:{2 + words - 1}]" if words > 1 else "v2"
    d1 = (", " + (f"v[4:{4 + words - 1}]" if words > 1 else "v4")) if two else ""
    st = execute([f"ds_{name} {dst}v10, {d0}{d1}"], waves=1, setup=setup, lds=slots * width)
    want_mem, want_ret = list(mem), []
    for lane in range(64):
        old = want_mem[addr[lane] // width]
        want_ret.append(old)
        want_mem[addr[lane] // width] = model(old, data[lane], data2[lane])
    got_mem = [int.from_bytes(bytes(st.lds[i * width:(i + 1) * width]), "little") for i in range(slots)]
    assert got_mem == want_mem
    if rtn:
        got = [sum(int(st.v[6 + w][0][lane]) << (32 * w) for w in range(words)) for lane in range(64)]
        assert got == want_ret


@pytest.mark.parametrize("op", ["add", "max", "min"])
@pytest.mark.parametrize("segment", ["global", "flat"])
def test_vmem_f64_atomics_in_lane_order(op, segment):
    slots = 8
    mem = RNG.standard_normal(slots) * 10
    vals = RNG.standard_normal(64) * 10
    vals[:3] = [0.0, np.inf, -0.0]
    addr = RNG.integers(0, slots, 64) * 8
    memory = Memory()
    base = memory.allocate(8 * slots, mem.astype(np.float64).tobytes())
    where = "v1, v[4:5], s[0:1]" if segment == "global" else "v[12:13], v[4:5]"
    text = b"".join(encode(line) for line in [f"{segment}_atomic_{op}_f64 v[6:7], {where} sc0",
                                              "s_waitcnt vmcnt(0)", "s_endpgm"])
    program = Program(text, Context("oracle", 0x10000, memory))
    st = Waves(1, 16, 4, np.zeros(1, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    st.s[0], st.s[1] = base & M32, base >> 32
    st.v[1][0] = addr
    full = (base + addr).astype(np.uint64)
    st.v[12][0], st.v[13][0] = full & np.uint64(M32), full >> np.uint64(32)
    bits = vals.view(np.uint64)
    st.v[4][0], st.v[5][0] = bits & np.uint64(M32), bits >> np.uint64(32)
    run(program, st, 0)
    model = {"add": lambda o, v: o + v, "max": _max_num, "min": _min_num}[op]
    want_mem, want_ret = list(mem), []
    for lane in range(64):
        old = want_mem[addr[lane] // 8]
        want_ret.append(old)
        want_mem[addr[lane] // 8] = float(model(old, vals[lane]))
    got_mem = np.frombuffer(memory.view(base, 8 * slots).tobytes(), np.float64)
    assert got_mem.view(np.uint64).tolist() == np.array(want_mem).view(np.uint64).tolist()
    got_ret = (st.v[6][0].astype(np.uint64) | (st.v[7][0].astype(np.uint64) << np.uint64(32))).view(np.float64)
    assert got_ret.view(np.uint64).tolist() == np.array(want_ret).view(np.uint64).tolist()


# --- scalar atomics against a wave-by-wave Python model ------------------------------

S_ATOMICS = {
    "add": lambda o, v, c, b: (o + v) & ((1 << b) - 1), "sub": lambda o, v, c, b: (o - v) & ((1 << b) - 1),
    "swap": lambda o, v, c, b: v, "and": lambda o, v, c, b: o & v, "or": lambda o, v, c, b: o | v,
    "xor": lambda o, v, c, b: o ^ v, "umax": lambda o, v, c, b: max(o, v), "umin": lambda o, v, c, b: min(o, v),
    "smax": lambda o, v, c, b: max(o, v, key=lambda x: _signed(x, b // 8)),
    "smin": lambda o, v, c, b: min(o, v, key=lambda x: _signed(x, b // 8)),
    "inc": lambda o, v, c, b: 0 if o >= v else o + 1,
    "dec": lambda o, v, c, b: v if o == 0 or o > v else o - 1,
    "cmpswap": lambda o, v, c, b: v if o == c else o,
}


@pytest.mark.parametrize("op", sorted(S_ATOMICS))
@pytest.mark.parametrize("bits", [32, 64])
@pytest.mark.parametrize("buffer", [False, True])
def test_scalar_atomics_against_a_wave_model(op, bits, buffer):
    words, waves = bits // 32, 16
    start = scalar_values(1, bits)[0] if op != "cmpswap" else 3
    vals = [int(x) for x in RNG.integers(0, 6, waves)] if op in ("inc", "dec", "cmpswap") else \
        scalar_values(waves, bits)
    cmps = [int(x) for x in RNG.integers(0, 6, waves)]
    memory = Memory()
    base = memory.allocate(64, bytes(8) + start.to_bytes(8, "little"))
    n = 2 * words if op == "cmpswap" else words
    data = f"s[12:{12 + n - 1}]" if n > 1 else "s12"
    rsrc = "s[0:3]" if buffer else "s[0:1]"
    name = f"s_{'buffer_' if buffer else ''}atomic_{op}{'_x2' if bits == 64 else ''}"
    text = b"".join(encode(line) for line in [f"{name} {data}, {rsrc}, 0x8 glc", "s_waitcnt lgkmcnt(0)",
                                              "s_endpgm"])
    program = Program(text, Context("oracle", 0x10000, memory))
    st = Waves(waves, 16, 4, np.zeros(waves, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    st.s[0], st.s[1], st.s[2] = base & M32, base >> 32, 64
    for i in range(words):
        st.s[12 + i] = [(v >> (32 * i)) & M32 for v in vals]
        st.s[12 + words + i] = [(c >> (32 * i)) & M32 for c in cmps]
    run(program, st, 0)
    cell, rets = start, []
    for w in range(waves):
        rets.append(cell)
        cell = S_ATOMICS[op](cell, vals[w], cmps[w], bits)
    assert int.from_bytes(memory.view(base + 8, 8).tobytes()[:bits // 8], "little") == cell
    got = [sum(int(st.s[12 + i, w]) << (32 * i) for i in range(words)) for w in range(waves)]
    assert got == rets


# --- float min/max/med3: IEEE maxNum/minNum, -0 < +0, at every lane position ----------

SPECIAL = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 3.0]


@pytest.mark.parametrize("name,model", [
    ("v_max_f32", lambda a, b, c: _max_num(a, b)), ("v_min_f32", lambda a, b, c: _min_num(a, b)),
    ("v_max3_f32", lambda a, b, c: _max_num(_max_num(a, b), c)),
    ("v_min3_f32", lambda a, b, c: _min_num(_min_num(a, b), c)),
    # CDNA4 ISA guide, V_MED3_F32: a NaN source gives min3 (IEEE minNum);
    # else the median, -0 < +0 (LLVM pull request 201896)
    ("v_med3_f32", lambda a, b, c: _min_num(_min_num(a, b), c) if any(map(math.isnan, (a, b, c)))
     else sorted((a, b, c), key=_key)[1]),
])
def test_float_min_max_med3_exhaustive_over_specials(name, model):
    import itertools
    triples = list(itertools.product(SPECIAL, repeat=3))
    n = len(triples)
    rows = -(-n // 64)
    cols = [np.zeros(rows * 64, np.float32) for _ in range(3)]
    for i, t in enumerate(triples):
        for k in range(3):
            cols[k][i] = t[k]

    def setup(st):
        for k in range(3):
            st.v[2 + k] = cols[k].view(np.uint32).reshape(rows, 64)
    nsrc = 2 if name in ("v_max_f32", "v_min_f32") else 3
    line = f"{name}{'_e64' if nsrc == 2 else ''} v1, v2, v3" + (", v4" if nsrc == 3 else "")
    st = execute([line], waves=rows, setup=setup)
    got = st.v[1].ravel()[:n]
    for i, t in enumerate(triples):
        want = np.float32(model(*(float(np.float32(x)) for x in t)))
        if np.isnan(want):
            assert np.isnan(got[i:i + 1].view(np.float32)[0]), (name, t)
        else:
            assert got[i] == want.view(np.uint32), (name, t, got[i:i + 1].view(np.float32)[0], want)


# --- SDWA compares against numpy --------------------------------------------------------

def _sel(x, sel, sext):
    shift, width = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
                    "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}[sel]
    f = (x.astype(np.int64) >> shift) & ((1 << width) - 1)
    return np.where(sext & (f >= 1 << (width - 1)), f - (1 << width), f)


@pytest.mark.parametrize("line,want", [
    ("v_cmp_gt_i32_sdwa vcc, sext(v2), v3 src0_sel:BYTE_1 src1_sel:WORD_0",
     lambda a, b: _sel(a, "BYTE_1", True) > _sel(b, "WORD_0", False).astype(np.int32)),
    ("v_cmp_eq_u32_sdwa s[4:5], v2, v3 src0_sel:BYTE_2 src1_sel:BYTE_2",
     lambda a, b: _sel(a, "BYTE_2", False) == _sel(b, "BYTE_2", False)),
    ("v_cmp_lt_i16_sdwa vcc, sext(v2), v3 src0_sel:BYTE_0 src1_sel:WORD_1",
     lambda a, b: _sel(a, "BYTE_0", True) < _sel(b, "WORD_1", True)),
    ("v_cmp_ge_u16_sdwa vcc, v2, v3 src0_sel:WORD_1 src1_sel:BYTE_3",
     lambda a, b: _sel(a, "WORD_1", False) >= _sel(b, "BYTE_3", False)),
    ("v_cmp_lt_f16_sdwa vcc, v2, -v3 src0_sel:WORD_1 src1_sel:WORD_0",
     lambda a, b: (a >> 16).astype(np.uint16).view(np.float16) < -(b & 0xFFFF).astype(np.uint16).view(np.float16)),
    ("v_cmp_neq_f32_sdwa vcc, |v2|, v3 src0_sel:DWORD src1_sel:DWORD",
     lambda a, b: ~(np.abs(a.view(np.float32)) == b.view(np.float32))),
])
def test_sdwa_compares_against_numpy(line, want):
    a = RNG.integers(0, 2 ** 32, (2, 64), dtype=np.uint64).astype(np.uint32)
    b = a.copy()
    b[:, ::2] = RNG.integers(0, 2 ** 32, (2, 32), dtype=np.uint64).astype(np.uint32)   # half equal
    if "f16" in line or "f32" in line:
        a = RNG.choice(np.array([0, 0x8000, 0x3C00, 0xBC00, 0x7E00, 0x7C00, 0x0001, 0x3C003C00,
                                 0x3F800000, 0xBF800000, 0x7FC00000, 0x80000000], np.uint32), (2, 64))
        b = RNG.choice(a.ravel(), (2, 64))

    def setup(st):
        st.v[2], st.v[3] = a, b
    st = execute([line], setup=setup)
    dst = 4 if "s[4:5]" in line else VCC
    got = (st.s[dst].astype(np.uint64) | (st.s[dst + 1].astype(np.uint64) << np.uint64(32)))
    expect = want(a, b)
    for w in range(2):
        bits = sum(1 << i for i in range(64) if expect[w, i])
        assert int(got[w]) == bits, (line, w)


def test_sdwa_class_f16_word_1():
    vals = np.array([0x7E00, 0x7C00, 0xFC00, 0x8000, 0x0000, 0x0001, 0x8001, 0x3C00, 0xBC00], np.uint32)
    a = (RNG.choice(vals, (2, 64)) << 16) | RNG.choice(vals, (2, 64))

    def setup(st):
        st.v[2] = a
        st.v[3] = 0x3FF                                         # every class
        st.v[4] = 1 << 5                                        # -0 only
    st = execute(["v_cmp_class_f16_sdwa vcc, v2, v3 src0_sel:WORD_1 src1_sel:DWORD",
                  "v_cmp_class_f16_sdwa s[6:7], v2, v4 src0_sel:WORD_1 src1_sel:BYTE_0"], setup=setup)
    hi = (a >> 16)
    assert st.s[VCC].tolist() == [0xFFFFFFFF] * 2
    for w in range(2):
        bits = sum(1 << i for i in range(64) if hi[w, i] == 0x8000)
        assert int(st.s[6, w]) | int(st.s[7, w]) << 32 == bits


@pytest.mark.parametrize("name", ["ds_wrxchg2_rtn_b32", "ds_wrxchg2_rtn_b64", "ds_wrxchg2st64_rtn_b32"])
def test_ds_wrxchg2_against_a_lane_model(name):
    width = 8 if name.endswith("b64") else 4
    unit = width * (64 if "st64" in name else 1)
    words = width // 4
    stride = width if "st64" in name else 4 * width     # so the lanes' addresses never cross
    size = 64 * stride + 3 * unit + 64
    mem0 = [int(x) for x in RNG.integers(0, 2 ** 31, size // 4)]
    data = [RNG.integers(0, 2 ** 32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(2 * words)]

    def setup(st):
        st.lds[:size] = np.array(mem0, np.uint32).view(np.uint8)
        st.v[10][0] = np.arange(64) * stride
        for i in range(2 * words):
            st.v[2 + i][0] = data[i]
    d0 = f"v[2:{1 + words}]" if words > 1 else "v2"
    d1 = f"v[{2 + words}:{1 + 2 * words}]" if words > 1 else "v3"
    dst = f"v[20:{19 + 2 * words}]"
    st = execute([f"{name} {dst}, v10, {d0}, {d1} offset0:1 offset1:3"], waves=1, setup=setup, lds=size,
                 vgprs=32)
    mem = list(mem0)
    for lane in range(64):
        for k, off in enumerate((1 * unit, 3 * unit)):
            at = (lane * stride + off) // 4
            old = mem[at:at + words]
            new = [int(data[k * words + i][lane]) for i in range(words)]
            mem[at:at + words] = new
            for i in range(words):
                assert int(st.v[20 + k * words + i][0][lane]) == old[i], (lane, k)
    assert st.lds[:size].view(np.uint32).tolist() == mem


def _f16_fma_exact(a, b, c):
    """fma of three float16 values rounded once to float16 (nearest even),
    through exact rationals."""
    exact = Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c))
    return np.float16(_round_to_f16(exact))


def _round_to_f16(q):
    """Nearest-even float16 of the rational ``q`` (overflow to inf)."""
    if q == 0:
        return 0.0
    sign = -1 if q < 0 else 1
    q = abs(q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    e = max(e, -14)                                  # denormals: fixed quantum 2^-24
    quantum = Fraction(2) ** (e - 10)
    n, r = divmod(q, quantum)
    if r > quantum / 2 or (r == quantum / 2 and n % 2):
        n += 1
    value = n * quantum
    if value >= 65520:
        return sign * np.inf
    return sign * float(value)


def test_pk_fmac_f16_against_exact_rationals():
    vals = np.concatenate([RNG.standard_normal(200) * 4, [0.0, -0.0, 6e-8, -6e-8, 65504.0, 1e-5]]).astype(np.float16)
    a, b, c = (RNG.choice(vals, (2, 64, 2)) for _ in range(3))

    def pack(x):
        return x.view(np.uint16).astype(np.uint32)[..., 0] | (x.view(np.uint16).astype(np.uint32)[..., 1] << 16)

    def setup(st):
        st.v[2], st.v[3], st.v[1] = pack(a), pack(b), pack(c)
        st.v[5] = pack(c)
    st = execute(["v_pk_fmac_f16_e32 v1, v2, v3", "v_pk_fmac_f16_e64 v5, v2, v3"], setup=setup)
    for reg in (1, 5):
        got = np.stack([(st.v[reg] & 0xFFFF).astype(np.uint16), (st.v[reg] >> 16).astype(np.uint16)], -1).view(np.float16)
        for idx in np.ndindex(a.shape):
            want = _f16_fma_exact(a[idx], b[idx], c[idx])
            assert got[idx].view(np.uint16) == want.view(np.uint16) or (np.isnan(got[idx]) and np.isnan(want)), \
                (idx, a[idx], b[idx], c[idx], got[idx], want)


@pytest.mark.parametrize("line,lo,hi", [
    ("v_pack_b32_f16 v1, v2, v3", lambda a: a & 0xFFFF, lambda b: b & 0xFFFF),
    ("v_pack_b32_f16 v1, -v2, |v3| op_sel:[1,0,0]", lambda a: (a >> 16) ^ 0x8000, lambda b: b & 0x7FFF),
    ("v_pack_b32_f16 v1, v2, -v3 op_sel:[0,1,0]", lambda a: a & 0xFFFF, lambda b: (b >> 16) ^ 0x8000),
])
def test_pack_b32_f16_bits(line, lo, hi):
    a, b = (RNG.integers(0, 2 ** 32, (2, 64), dtype=np.uint64).astype(np.uint32) for _ in range(2))

    def setup(st):
        st.v[2], st.v[3] = a, b
    st = execute([line], setup=setup)
    want = (lo(a.astype(np.int64)) & 0xFFFF) | ((hi(b.astype(np.int64)) & 0xFFFF) << 16)
    assert st.v[1].astype(np.int64).tolist() == want.tolist()


# --- DPP on conversions: numpy's conversion of the permuted lane -------------------------

QUAD = np.array([(l & ~3) | [1, 0, 3, 2][l & 3] for l in range(64)])


@pytest.mark.parametrize("line,src,convert", [
    ("v_cvt_f32_i32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
     lambda: RNG.integers(-2 ** 31, 2 ** 31, (2, 64)).astype(np.int32).view(np.uint32),
     lambda x: x.view(np.int32).astype(np.float32).view(np.uint32)),
    ("v_cvt_f32_u32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
     lambda: RNG.integers(0, 2 ** 32, (2, 64), dtype=np.uint64).astype(np.uint32),
     lambda x: x.astype(np.float32).view(np.uint32)),
    ("v_cvt_f16_f32_dpp v1, -v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
     lambda: (RNG.standard_normal((2, 64)) * 1000).astype(np.float32).view(np.uint32),
     lambda x: (-x.view(np.float32)).astype(np.float16).view(np.uint16).astype(np.uint32)),
    ("v_cvt_f32_f16_dpp v1, |v2| quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
     lambda: (RNG.standard_normal((2, 64)) * 100).astype(np.float16).view(np.uint16).astype(np.uint32),
     lambda x: np.abs((x & 0xFFFF).astype(np.uint16).view(np.float16)).astype(np.float32).view(np.uint32)),
    ("v_cvt_i32_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
     lambda: (RNG.standard_normal((2, 64)) * 1e4).astype(np.float32).view(np.uint32),
     lambda x: np.trunc(x.view(np.float32)).astype(np.int32).view(np.uint32)),
])
def test_dpp_conversions_against_numpy(line, src, convert):
    x = src()

    def setup(st):
        st.v[2] = x
    st = execute([line], setup=setup)
    want = convert(x[:, QUAD])
    assert st.v[1].tolist() == want.tolist()


def test_dpp_conversion_row_shift_keeps_lanes_without_a_source():
    x = RNG.integers(-1000, 1000, (2, 64)).astype(np.int32).view(np.uint32)

    def setup(st):
        st.v[2] = x
        st.v[1] = 0xDEAD
    st = execute(["v_cvt_f32_i32_dpp v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf"], setup=setup)
    lane = np.arange(64)
    shifted = x[:, np.where(lane % 16 >= 1, lane - 1, lane)].view(np.int32).astype(np.float32).view(np.uint32)
    want = np.where(lane % 16 >= 1, shifted, 0xDEAD)
    assert st.v[1].tolist() == want.tolist()


# --- conversions and exponent ops against formulas, exhaustive where small -------------

def _minifloat(code, exp_bits, man_bits, bias, ieee):
    """The value of an OCP 8-bit float code, from its definition: E4M3
    (ieee False: no infinities, S.1111.111 NaN) or E5M2 (IEEE-like)."""
    sign = -1.0 if code >> 7 else 1.0
    e = (code >> man_bits) & ((1 << exp_bits) - 1)
    m = code & ((1 << man_bits) - 1)
    if ieee and e == (1 << exp_bits) - 1:
        return sign * math.inf if m == 0 else math.nan
    if not ieee and e == (1 << exp_bits) - 1 and m == (1 << man_bits) - 1:
        return math.nan
    if e == 0:
        return sign * m * 2.0 ** (1 - bias - man_bits)
    return sign * (1 + m / (1 << man_bits)) * 2.0 ** (e - bias)


@pytest.mark.parametrize("name,fmt", [("v_cvt_f32_fp8", (4, 3, 7, False)), ("v_cvt_f32_bf8", (5, 2, 15, True))])
def test_fp8_decode_exhaustive(name, fmt):
    codes = np.arange(256, dtype=np.uint32)

    def setup(st):
        st.v[2] = (codes.reshape(4, 64) << 8)                  # byte 1
    st = execute([f"{name}_sdwa v1, v2 src0_sel:BYTE_1"], waves=4, setup=setup)
    got = st.v[1].ravel().view(np.float32)
    for c in range(256):
        want = _minifloat(c, *fmt)
        assert (math.isnan(want) and math.isnan(got[c])) or \
            (got[c] == want and math.copysign(1, got[c]) == math.copysign(1, want)), (c, got[c], want)


def test_cvt_f32_f16_exhaustive():
    codes = np.arange(65536, dtype=np.uint32)

    def setup(st):
        st.v[2] = codes.reshape(1024, 64)
    st = execute(["v_cvt_f32_f16_e32 v1, v2"], waves=1024, setup=setup)
    got = st.v[1].ravel().view(np.float32)
    for c in range(0, 65536, 1):
        want = _minifloat_f16(c)
        g = float(got[c])
        assert (math.isnan(want) and math.isnan(g)) or (g == want and math.copysign(1, g) == math.copysign(1, want)), c


def _minifloat_f16(code):
    return _minifloat_generic(code, 5, 10, 15)


def _minifloat_generic(code, exp_bits, man_bits, bias):
    sign = -1.0 if code >> (exp_bits + man_bits) else 1.0
    e = (code >> man_bits) & ((1 << exp_bits) - 1)
    m = code & ((1 << man_bits) - 1)
    if e == (1 << exp_bits) - 1:
        return sign * math.inf if m == 0 else math.nan
    if e == 0:
        return sign * m * 2.0 ** (1 - bias - man_bits)
    return sign * (1 + m / (1 << man_bits)) * 2.0 ** (e - bias)


def _round_f32(q):
    """Nearest-even float32 of the rational ``q`` (denormals, overflow to inf)."""
    if q == 0:
        return 0.0
    sign = -1 if q < 0 else 1
    q = abs(q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    e = max(e, -126)
    quantum = Fraction(2) ** (e - 23)
    n, r = divmod(q, quantum)
    if r > quantum / 2 or (r == quantum / 2 and n % 2):
        n += 1
    value = n * quantum
    return sign * (math.inf if value >= Fraction(2) ** 128 - Fraction(2) ** 103 else float(value))


def _f32_samples(n):
    bits = RNG.integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32)
    special = np.array([0, 0x80000000, 1, 0x80000001, 0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF,
                        0x7F800000, 0xFF800000, 0x7FC00000, 0x3F800000, 0x33800000, 0x3F7FFFFF], np.uint32)
    bits[:special.size] = special
    return bits


def test_ldexp_f32_against_exact_rationals():
    x = _f32_samples(128 * 4)
    n = RNG.integers(-300, 300, x.size).astype(np.int32)
    n[:40] = np.resize([0, 1, -1, 127, -149, 254, -300, 300], 40)

    def setup(st):
        st.v[2] = x.reshape(8, 64)
        st.v[3] = n.view(np.uint32).reshape(8, 64)
    st = execute(["v_ldexp_f32 v1, v2, v3"], waves=8, setup=setup)
    got = st.v[1].ravel().view(np.float32)
    for i, (b, k) in enumerate(zip(x.view(np.float32), n)):
        v = float(b)
        if math.isnan(v) or math.isinf(v) or v == 0:
            want = v
        else:
            want = _round_f32(Fraction(v) * Fraction(2) ** int(k))
        g = float(got[i])
        assert (math.isnan(want) and math.isnan(g)) or (g == want and math.copysign(1, g) == math.copysign(1, want)), \
            (v, int(k), g, want)


def test_frexp_f32_against_math_frexp():
    x = _f32_samples(128)

    def setup(st):
        st.v[2] = x.reshape(2, 64)
    st = execute(["v_frexp_mant_f32_e32 v1, v2", "v_frexp_exp_i32_f32_e32 v3, v2"], setup=setup)
    mant, exp = st.v[1].ravel().view(np.float32), st.v[3].ravel().view(np.int32)
    with np.errstate(invalid="ignore"):                 # signalling NaNs widen quietly
        wide = x.view(np.float32).astype(np.float64)
    for i, v in enumerate(wide):
        if math.isnan(v) or math.isinf(v):
            # CDNA ISA guide: NaN and infinities return themselves and exponent 0
            assert (math.isnan(mant[i]) if math.isnan(v) else mant[i] == v) and exp[i] == 0
            continue
        m, e = math.frexp(v)
        assert float(mant[i]) == m and int(exp[i]) == e and math.copysign(1, mant[i]) == math.copysign(1, m), v


def _ieee2019(a, b, larger):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    return (max if larger else min)(a, b, key=_key)


@pytest.mark.parametrize("name,larger", [("v_maximum3_f32", True), ("v_minimum3_f32", False)])
def test_maximum3_minimum3_exhaustive_over_specials(name, larger):
    import itertools
    triples = list(itertools.product(SPECIAL, repeat=3))
    rows = -(-len(triples) // 64)
    cols = np.zeros((3, rows * 64), np.float32)
    for i, t in enumerate(triples):
        cols[:, i] = t

    def setup(st):
        for k in range(3):
            st.v[2 + k] = cols[k].view(np.uint32).reshape(rows, 64)
    st = execute([f"{name} v1, v2, v3, v4"], waves=rows, setup=setup)
    got = st.v[1].ravel().view(np.float32)
    for i, t in enumerate(triples):
        a, b, c = (float(np.float32(v)) for v in t)
        want = _ieee2019(_ieee2019(a, b, larger), c, larger)
        g = float(got[i])
        assert (math.isnan(want) and math.isnan(g)) or (g == want and math.copysign(1, g) == math.copysign(1, want)), \
            (name, t, g, want)


def _fp8_oracle(x, fmt, saturate):
    """The code v_cvt_pk_fp8/bf8_f32 should give for float ``x``, from the
    format's definition: nearest finite value, ties to the even code; past
    the largest finite value by half its ulp or more (a tie included unless
    the largest code is even), NaN (E4M3) or inf (E5M2) - or, saturating,
    the largest value."""
    exp_bits, man_bits, bias, ieee = fmt
    values = {c: _minifloat(c, *fmt) for c in range(128)}
    finite = sorted((v, c) for c, v in values.items() if math.isfinite(v))
    sign = 0x80 if math.copysign(1, x) < 0 else 0
    nan = 0x7F if not ieee else 0x7E
    if math.isnan(x):
        return None                                           # NaN: checked as NaN only
    mag = Fraction(abs(x)) if math.isfinite(x) else None
    top, top_code = finite[-1]
    below = finite[-2][0]
    limit = Fraction(top) + (Fraction(top) - Fraction(below)) / 2
    if mag is None or mag > limit or (mag == limit and top_code % 2):
        if saturate:
            return sign | top_code
        return sign | (nan if not ieee else 0x7C)
    best = min(finite, key=lambda vc: (abs(Fraction(vc[0]) - mag), vc[1] % 2))
    return sign | best[1]


@pytest.mark.parametrize("name,fmt", [("v_cvt_pk_fp8_f32", (4, 3, 7, False)), ("v_cvt_pk_bf8_f32", (5, 2, 15, True))])
@pytest.mark.parametrize("how", ["plain", "fp16_ovfl"])      # llvm-mc takes no clamp on gfx950
def test_fp8_encode_against_the_format(name, fmt, how):
    exp_bits, man_bits, bias, ieee = fmt
    decoded = sorted({abs(_minifloat(c, *fmt)) for c in range(128)} - {math.nan})
    decoded = [v for v in decoded if math.isfinite(v)]
    # every value, every midpoint (ties), just either side of them, and past the top
    pts = []
    for lo, hi in zip(decoded, decoded[1:]):
        mid = (lo + hi) / 2
        pts += [lo, mid, np.nextafter(np.float32(mid), np.float32(0)), np.nextafter(np.float32(mid), np.float32(1e9))]
    top = decoded[-1]
    pts += [top, top * 1.03, top * 1.0625, top * 1.07, top * 2, 1e30, math.inf, 1e-30, 0.0]
    xs = np.array(pts + [-p for p in pts], dtype=np.float32)
    rows = -(-xs.size // 64)
    xs = np.resize(xs, rows * 64)

    def setup(st):
        st.v[2] = xs.view(np.uint32).reshape(rows, 64)
        st.v[1] = 0
    lines = [f"{name} v1, v2, v2"]
    if how == "fp16_ovfl":
        lines = ["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1"] + lines
    st = execute(lines, waves=rows, setup=setup)
    got = (st.v[1].ravel() & 0xFF).tolist()
    for x, g in zip(xs.tolist(), got):
        want = _fp8_oracle(x, fmt, how != "plain")
        if want is None:
            assert math.isnan(_minifloat(g, *fmt)), (x, g)
        else:
            assert g == want, (name, how, x, hex(g), hex(want))


def test_carry_ops_with_dpp_and_sdwa():
    a = RNG.integers(0, 2 ** 32, (2, 64), dtype=np.uint64).astype(np.uint32)
    b = RNG.integers(0, 2 ** 32, (2, 64), dtype=np.uint64).astype(np.uint32)

    def setup(st):
        st.v[2], st.v[3] = a, b
        st.v[1] = 0
    st = execute(["v_add_co_u32_dpp v1, vcc, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
                  "v_sub_co_u32_sdwa v4, vcc, v2, v3 dst_sel:WORD_0 dst_unused:UNUSED_PAD "
                  "src0_sel:BYTE_1 src1_sel:BYTE_2",
                  "s_mov_b64 s[6:7], vcc"], setup=setup)
    x = a[:, QUAD].astype(np.int64) + b.astype(np.int64)
    assert st.v[1].tolist() == (x & 0xFFFFFFFF).tolist()
    p, q = (a.astype(np.int64) >> 8) & 0xFF, (b.astype(np.int64) >> 16) & 0xFF
    assert st.v[4].tolist() == ((p - q) & 0xFFFF).tolist()
    borrow = [sum(1 << i for i in range(64) if p[w, i] < q[w, i]) for w in range(2)]
    assert [int(st.s[6, w]) | int(st.s[7, w]) << 32 for w in range(2)] == borrow


def test_every_dpp_form_the_emulator_runs_reads_the_permuted_lane():
    """Issue 23: no builder may ignore DPP.  Each _dpp table entry that
    builds must come from a builder marked DPP-aware (program.DPP_AWARE)."""
    from gcnasm.emu.coverage import table_entries, why_not_emulated
    from gcnasm.emu.program import DPP_AWARE, find_builder
    memory = Memory()
    for family, inst in table_entries():
        if inst.mnemonic.endswith("_dpp") and not why_not_emulated(inst, memory):
            assert find_builder(inst.mnemonic) in DPP_AWARE, inst.mnemonic


# --- fused multiply-add: one rounding, against exact rationals ----------------------------

from hypothesis import given, settings, strategies as hs  # noqa: E402


def _fma_cases(triples, line="v_fma_f32 v1, v2, v3, v4"):
    arr = np.array(triples, dtype=np.float32).reshape(-1, 3)
    rows = -(-len(arr) // 64)
    cols = np.zeros((3, rows * 64), np.float32)
    cols[:, :len(arr)] = arr.T

    def setup(st):
        for k in range(3):
            st.v[2 + k] = cols[k].view(np.uint32).reshape(rows, 64)
    st = execute([line], waves=rows, setup=setup)
    got = st.v[1].ravel()[:len(arr)].view(np.float32)
    for (a, b, c), g in zip(arr.tolist(), got.tolist()):
        if not all(map(math.isfinite, (a, b, c))):
            continue
        want = _round_f32(Fraction(a) * Fraction(b) + Fraction(c))
        if want == 0:
            continue                                            # zero signs: checked elsewhere
        assert g == want, (a, b, c, g, want)


def test_fma_f32_double_rounding_ties():
    """a*b exactly halfway between two floats, c far below it: the float64
    sum rounds to the tie and a second rounding would pick the even side;
    the exact value lies on the other side of the tie."""
    ulp = 2.0 ** -23
    tie_a, tie_b = 1 + ulp, 1.5                     # product 1.5 + 1.5 ulp: a tie
    cases = [(tie_a, tie_b, sign * 2.0 ** -k) for k in (60, 80, 100) for sign in (1, -1)]
    cases += [(-tie_a, tie_b, sign * 2.0 ** -80) for sign in (1, -1)]
    cases += [(tie_a * 2.0 ** -120, tie_b, sign * 2.0 ** -200) for sign in (1, -1)]  # near subnormal
    cases += [(2.0 ** -75, 2.0 ** -70, 3 * 2.0 ** -150), (1e-23, 1e-22, -1e-45)]      # subnormal results
    _fma_cases(cases)


@settings(max_examples=40, deadline=None)
@given(hs.lists(hs.tuples(*[hs.floats(width=32, allow_nan=False, allow_infinity=False,
                                      min_value=-2.0 ** 60, max_value=2.0 ** 60)] * 3),
                min_size=1, max_size=64))
def test_fma_f32_against_exact_rationals(triples):
    _fma_cases(triples)


@pytest.mark.parametrize("op_sel,want", [("", (2, 6)), (" op_sel:[0,1]", (2, 7)), (" op_sel:[1,0]", (3, 6)),
                                         (" op_sel:[1,1]", (3, 7))])
def test_pk_mov_b32_op_sel(op_sel, want):
    def setup(st):
        for r in (2, 3, 6, 7):
            st.v[r] = 100 + r
    st = execute([f"v_pk_mov_b32 v[4:5], v[2:3], v[6:7]{op_sel}"], setup=setup)
    assert st.v[4][0, 0] == 100 + want[0] and st.v[5][0, 0] == 100 + want[1]


def test_div_fixup_f32_special_cases_are_ieee_division():
    """v_div_fixup_f32 S0 (quotient estimate), S1 (denominator), S2
    (numerator): where numerator or denominator is a NaN, zero or infinity,
    the result is IEEE division's (numpy's num / den); otherwise the
    estimate (here exact) with the quotient's sign."""
    special = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -2.5, 3e38, 1e-45]
    pairs = [(n, d) for n in special for d in special]
    rows = -(-len(pairs) // 64)
    num = np.resize(np.array([p[0] for p in pairs], np.float32), rows * 64)
    den = np.resize(np.array([p[1] for p in pairs], np.float32), rows * 64)
    with np.errstate(all="ignore"):
        est = (num.astype(np.float64) / den).astype(np.float32)
        est = np.where(np.isfinite(est), est, np.float32(1.0))      # the macro's estimate: finite

    def setup(st):
        st.v[2] = est.view(np.uint32).reshape(rows, 64)
        st.v[3] = den.view(np.uint32).reshape(rows, 64)
        st.v[4] = num.view(np.uint32).reshape(rows, 64)
    st = execute(["v_div_fixup_f32 v1, v2, v3, v4"], waves=rows, setup=setup)
    got = st.v[1].ravel().view(np.float32)
    for i, (n, d) in enumerate(pairs):
        with np.errstate(all="ignore"):
            want = np.float32(n) / np.float32(d)
        if not (math.isfinite(n) and math.isfinite(d) and n != 0 and d != 0):
            if np.isnan(want):
                assert np.isnan(got[i]), (n, d, got[i])
            else:
                assert got[i] == want and np.signbit(got[i]) == np.signbit(want), (n, d, got[i], want)
