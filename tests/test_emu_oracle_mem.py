"""Vector memory opcodes against a Python model of memory: every load and
store of global, flat, scratch and MUBUF (byte widths, sign/zero
extension, the d16 halves), and every global/flat/buffer atomic applied
lane by lane in lane order to a handful of addresses (so lane order
matters), with and without return.  The model is a bytearray and Python
integers (floats: exact rationals rounded by hand)."""

from __future__ import annotations

import numpy as np
import pytest

from emu_oracle_harness import forms
from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, M0, Waves
from gcnasm.isa import encode
from test_emu_oracle_float import NAN, is_nan, maxnum, minnum, round_to, value

RNG = np.random.default_rng(2325)
M32 = 0xFFFFFFFF

SEGMENTS = ("global", "flat", "buffer", "scratch")


def _machine(lines, memory, setup, scratch=0):
    program = Program(b"".join(encode(l) for l in list(lines) + ["s_waitcnt vmcnt(0)", "s_endpgm"]),
                      Context("oracle", 0x10000, memory))
    st = Waves(1, 24, 4, np.zeros(1, dtype=np.int64), 0, max(scratch, 16), 1)
    st.v[:] = RNG.integers(0, 2 ** 32, st.v.shape, dtype=np.uint64).astype(np.uint32)
    st.s[EXEC] = st.s[EXEC + 1] = M32
    setup(st)
    st.exec_changed()
    keep = st.v.copy()
    run(program, st, 0)
    return st, keep


def _address(segment, base, offsets, st):
    """Put the lanes' addresses where ``segment``'s syntax below reads them."""
    if segment in ("global", "flat"):
        full = (base + np.asarray(offsets, dtype=np.uint64)).astype(np.uint64)
        st.v[2][0], st.v[3][0] = full & np.uint64(M32), full >> np.uint64(32)
    else:
        st.v[2][0] = offsets
    if segment == "buffer":                 # base, stride 0, num_records, default format
        st.s[8], st.s[9] = base & M32, (base >> 32) & 0xFFFF
        st.s[10], st.s[11] = 0xFFFFFFFF, 0x00027000


ADDR = {"global": "v[2:3], off", "flat": "v[2:3]", "buffer": "v2, s[8:11], 0 offen",
        "scratch": "v2, off"}


def _regs(first, count):
    return f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]"


def load_line(segment, kind, dst):
    a = ADDR[segment]
    return f"{segment}_load_{kind} {dst}, {a}"


def store_line(segment, kind, data):
    if segment == "buffer":
        return f"buffer_store_{kind} {data}, {ADDR[segment]}"
    if segment == "flat":
        return f"flat_store_{kind} v[2:3], {data}"
    if segment == "global":
        return f"global_store_{kind} v[2:3], {data}, off"
    return f"scratch_store_{kind} v2, {data}, off"


# kind -> (bytes, signed, destination registers, d16 half: None, 0 (low), 1 (high))
LOADS = {"ubyte": (1, False, 1, None), "sbyte": (1, True, 1, None), "ushort": (2, False, 1, None),
         "sshort": (2, True, 1, None), "dword": (4, False, 1, None), "dwordx2": (8, False, 2, None),
         "dwordx3": (12, False, 3, None), "dwordx4": (16, False, 4, None),
         "ubyte_d16": (1, False, 1, 0), "ubyte_d16_hi": (1, False, 1, 1), "sbyte_d16": (1, True, 1, 0),
         "sbyte_d16_hi": (1, True, 1, 1), "short_d16": (2, False, 1, 0), "short_d16_hi": (2, False, 1, 1)}

# kind -> (bytes, data registers, first bit taken)
STORES = {"byte": (1, 1, 0), "byte_d16_hi": (1, 1, 16), "short": (2, 1, 0), "short_d16_hi": (2, 1, 16),
          "dword": (4, 1, 0), "dwordx2": (8, 2, 0), "dwordx3": (12, 3, 0), "dwordx4": (16, 4, 0)}

SLOT = 16
REGION = 64 * SLOT


def _setup_region(segment, memory):
    init = RNG.integers(0, 256, REGION, dtype=np.uint8)
    base = memory.allocate(REGION, init.tobytes()) if segment != "scratch" else 0
    return init, base


def _lane_offsets(width):
    """Distinct, aligned: lane i gets slot perm[i] and a sub-offset inside it."""
    perm = RNG.permutation(64)
    sub = RNG.integers(0, (SLOT - width) // max(min(width, 4), 1) + 1, 64) * max(min(width, 4), 1)
    return (perm * SLOT + np.minimum(sub, SLOT - width)).astype(np.int64)


@pytest.mark.parametrize("kind", sorted(LOADS))
@pytest.mark.parametrize("segment", SEGMENTS)
def test_loads_against_a_byte_model(segment, kind):
    width, signed, nreg, half = LOADS[kind]
    if not any(True for _ in forms(f"{segment}_load_{kind}")):
        pytest.skip("no such form")
    memory = Memory()
    init, base = _setup_region(segment, memory)
    offsets = _lane_offsets(width)
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))

    def setup(st):
        _address(segment, base, offsets, st)
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
        if segment == "scratch":
            st.scratch[:64, :REGION] = init[None, :]
    st, keep = _machine([load_line(segment, kind, _regs(14, nreg))], memory, setup,
                        scratch=REGION if segment == "scratch" else 0)
    for lane in range(64):
        got = [int(st.v[14 + k][0][lane]) for k in range(nreg)]
        old = [int(keep[14 + k][0][lane]) for k in range(nreg)]
        if not (execmask >> lane) & 1:
            assert got == old, (kind, lane)
            continue
        raw = int.from_bytes(bytes(init[offsets[lane]:offsets[lane] + width]), "little")
        if signed and raw >> (8 * width - 1):
            raw -= 1 << (8 * width)
        if half is None:
            want = [(raw & ((1 << (32 * nreg)) - 1)) >> (32 * k) & M32 for k in range(nreg)]
        else:
            v16 = raw & 0xFFFF
            want = [(old[0] & 0xFFFF0000) | v16] if half == 0 else [(old[0] & 0xFFFF) | v16 << 16]
        assert got == want, (f"{segment}_load_{kind}", lane, [hex(x) for x in got], [hex(x) for x in want])


@pytest.mark.parametrize("kind", sorted(STORES))
@pytest.mark.parametrize("segment", SEGMENTS)
def test_stores_against_a_byte_model(segment, kind):
    width, nreg, shift = STORES[kind]
    memory = Memory()
    init, base = _setup_region(segment, memory)
    offsets = _lane_offsets(width)
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))

    def setup(st):
        _address(segment, base, offsets, st)
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
        if segment == "scratch":
            st.scratch[:64, :REGION] = init[None, :]
    st, keep = _machine([store_line(segment, kind, _regs(6, nreg))], memory, setup,
                        scratch=REGION if segment == "scratch" else 0)
    for lane in range(64):
        want = bytearray(init.tobytes()) if segment == "scratch" else None
        if segment == "scratch":
            got = bytes(st.scratch[lane, :REGION])
            if (execmask >> lane) & 1:
                data = sum(int(keep[6 + k][0][lane]) << (32 * k) for k in range(nreg)) >> shift
                want[offsets[lane]:offsets[lane] + width] = (data & ((1 << (8 * width)) - 1)).to_bytes(width, "little")
            assert got == bytes(want), (kind, lane)
    if segment != "scratch":
        want = bytearray(init.tobytes())
        for lane in range(64):
            if (execmask >> lane) & 1:
                data = sum(int(keep[6 + k][0][lane]) << (32 * k) for k in range(nreg)) >> shift
                want[offsets[lane]:offsets[lane] + width] = (data & ((1 << (8 * width)) - 1)).to_bytes(width, "little")
        got = bytes(memory.view(base, REGION))
        assert got == bytes(want), f"{segment}_store_{kind}"


# --- atomics ------------------------------------------------------------------------------

def _s(x, bits):
    return x - (1 << bits) if x >> (bits - 1) else x


def _fadd(o, a, bits):
    from test_emu_oracle_float import add
    r = add(o, a, bits)
    return 0x7FC00000 if r is NAN and bits == 32 else 0x7FF8000000000000 if r is NAN else r


BF16 = (8, 7)


def _pk_add(o, a, bf16):
    out = 0
    for h in range(2):
        x, y = (o >> (16 * h)) & 0xFFFF, (a >> (16 * h)) & 0xFFFF
        if bf16:
            fx, fy = x << 16, y << 16
            if is_nan(fx, 32) or is_nan(fy, 32):
                r = None
            else:
                from test_emu_oracle_float import add
                s32 = add(fx, fy, 32)       # exact sum, rounded to f32 then bf16 could double round:
                q = value(fx, 32) + value(fy, 32) if not (s32 is NAN) else None
                r = _round_bf16(q, fx, fy)
        else:
            from test_emu_oracle_float import add
            r = add(x, y, 16)
            r = None if r is NAN else r
        out |= (0x7E00 if not bf16 else 0x7FC0) << (16 * h) if r is None else r << (16 * h)
    return out


def _round_bf16(q, fx, fy):
    from fractions import Fraction
    from test_emu_oracle_float import is_inf
    if q is None:
        return None
    if is_inf(fx, 32) or is_inf(fy, 32):
        if is_inf(fx, 32) and is_inf(fy, 32) and (fx ^ fy) >> 31:
            return None
        return (fx if is_inf(fx, 32) else fy) >> 16
    # bf16 is f32 with 16 fewer mantissa bits: round the exact value at
    # f32's exponent range with a 7-bit mantissa
    return round_to(Fraction(q), 16, negative_zero=(fx >> 31) and (fy >> 31), fmt=BF16)


def _f64_of(x):
    return x


ATOMICS = {   # op -> (bytes, two data operands, model(old, data, data2) on Python ints)
    "add": (4, False, lambda o, a, b: (o + a) & M32),
    "sub": (4, False, lambda o, a, b: (o - a) & M32),
    "swap": (4, False, lambda o, a, b: a),
    "cmpswap": (4, True, lambda o, a, b: a if o == b else o),
    "smin": (4, False, lambda o, a, b: min(o, a, key=lambda x: _s(x, 32))),
    "umin": (4, False, lambda o, a, b: min(o, a)),
    "smax": (4, False, lambda o, a, b: max(o, a, key=lambda x: _s(x, 32))),
    "umax": (4, False, lambda o, a, b: max(o, a)),
    "and": (4, False, lambda o, a, b: o & a),
    "or": (4, False, lambda o, a, b: o | a),
    "xor": (4, False, lambda o, a, b: o ^ a),
    "inc": (4, False, lambda o, a, b: 0 if o >= a else o + 1),
    "dec": (4, False, lambda o, a, b: a if o == 0 or o > a else o - 1),
    "add_f32": (4, False, lambda o, a, b: _fadd(o, a, 32)),
    "pk_add_f16": (4, False, lambda o, a, b: _pk_add(o, a, False)),
    "pk_add_bf16": (4, False, lambda o, a, b: _pk_add(o, a, True)),
    "add_f64": (8, False, lambda o, a, b: _fadd(o, a, 64)),
    "min_f64": (8, False, lambda o, a, b: _nan64(minnum(o, a, 64))),
    "max_f64": (8, False, lambda o, a, b: _nan64(maxnum(o, a, 64))),
}
M64 = (1 << 64) - 1
for _op in ("add", "sub", "swap", "cmpswap", "smin", "umin", "smax", "umax", "and", "or", "xor", "inc", "dec"):
    _w, _two, _fn = ATOMICS[_op]
    _sx = {"smin": lambda o, a, b: min(o, a, key=lambda x: _s(x, 64)),
           "smax": lambda o, a, b: max(o, a, key=lambda x: _s(x, 64)),
           "add": lambda o, a, b: (o + a) & M64, "sub": lambda o, a, b: (o - a) & M64}
    ATOMICS[f"{_op}_x2"] = (8, _two, _sx.get(_op, _fn))


def _nan64(r):
    return 0x7FF8000000000000 if r is NAN else r


def _atomic_values(op, width, n):
    if op.endswith(("f32", "f64", "f16", "bf16")):
        bits = 8 * width
        dt = {32: np.float32, 64: np.float64}[bits]
        if op.startswith("pk_"):
            halves = (RNG.standard_normal((n, 2)) * 10).astype(np.float32 if "bf16" in op else np.float16)
            if "bf16" in op:
                h = (halves.view(np.uint32) >> 16).astype(np.uint64)
            else:
                h = halves.view(np.uint16).astype(np.uint64)
            return [int(a) | int(b) << 16 for a, b in h]
        v = (RNG.standard_normal(n) * 10).astype(dt)
        v[:3] = [0.0, -0.0, 1.5]
        return [int(x) for x in v.view(np.uint32 if bits == 32 else np.uint64)]
    top = (1 << (8 * width)) - 1
    vals = [int(x) for x in RNG.integers(0, top, n, dtype=np.uint64, endpoint=True)]
    small = [int(x) for x in RNG.integers(0, 6, n)]
    return [vals[i] if i % 3 == 0 else small[i] if i % 3 == 1 else top - small[i] for i in range(n)]


def atomic_line(segment, op, ret):
    """Data in v6.. (cmpswap: v6.. the new value, then the compared one),
    the return in v14.. (buffer: in the data registers)."""
    width, two, _ = ATOMICS[op]
    words = width // 4
    data = _regs(6, words * (2 if two else 1))
    dst = _regs(14, words)
    glc = " sc0" if ret else ""
    if segment == "buffer":
        return f"buffer_atomic_{op} {data}, {ADDR['buffer']}{glc}"
    if segment == "global":
        return f"global_atomic_{op} {dst + ', ' if ret else ''}v[2:3], {data}, off{glc}"
    return f"flat_atomic_{op} {dst + ', ' if ret else ''}v[2:3], {data}{glc}"


@pytest.mark.parametrize("ret", [False, True])
@pytest.mark.parametrize("op", sorted(ATOMICS))
@pytest.mark.parametrize("segment", ["global", "flat", "buffer"])
def test_atomics_in_lane_order_against_a_model(segment, op, ret):
    width, two, model = ATOMICS[op]
    words = width // 4
    slots = 12
    memory = Memory()
    mem = _atomic_values(op, width, slots)
    base = memory.allocate(slots * width, b"".join(m.to_bytes(width, "little") for m in mem))
    addr = (RNG.integers(0, slots, 64) * width).astype(np.int64)
    data, data2 = _atomic_values(op, width, 64), _atomic_values(op, width, 64)
    if two:                             # half the compares hit
        data2 = [mem[a // width] if i % 2 else d for i, (a, d) in enumerate(zip(addr, data2))]
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))

    def setup(st):
        _address(segment, base, addr, st)
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
        for k in range(words):
            st.v[6 + k][0] = [(d >> (32 * k)) & M32 for d in data]
            if two:
                st.v[6 + words + k][0] = [(d >> (32 * k)) & M32 for d in data2]
    st, keep = _machine([atomic_line(segment, op, ret)], memory, setup)
    want_mem, want_ret = list(mem), {}
    for lane in range(64):
        if not (execmask >> lane) & 1:
            continue
        old = want_mem[addr[lane] // width]
        want_ret[lane] = old
        want_mem[addr[lane] // width] = model(old, data[lane], data2[lane])
    got_mem = [int.from_bytes(bytes(memory.view(base + i * width, width)), "little") for i in range(slots)]
    assert got_mem == want_mem, (atomic_line(segment, op, ret), [hex(x) for x in got_mem],
                                 [hex(x) for x in want_mem])
    if ret:
        first = 6 if segment == "buffer" else 14
        for lane in range(64):
            got = sum(int(st.v[first + k][0][lane]) << (32 * k) for k in range(words))
            want = want_ret.get(lane, sum(int(keep[first + k][0][lane]) << (32 * k) for k in range(words)))
            assert got == want, (atomic_line(segment, op, ret), lane, hex(got), hex(want))


# --- LDS (DS) -------------------------------------------------------------------------------

from emu_oracle_harness import _forms  # noqa: E402

LDS = 4096


def _ds(lines, setup):
    program = Program(b"".join(encode(l) for l in list(lines) + ["s_waitcnt lgkmcnt(0)", "s_endpgm"]),
                      Context("oracle", 0x10000, Memory()))
    st = Waves(1, 24, 4, np.zeros(1, dtype=np.int64), LDS, 16, 1)
    st.v[:] = RNG.integers(0, 2 ** 32, st.v.shape, dtype=np.uint64).astype(np.uint32)
    st.lds[:LDS] = RNG.integers(0, 256, LDS, dtype=np.uint8)
    st.s[EXEC] = st.s[EXEC + 1] = M32
    setup(st)
    st.exec_changed()
    keep_v, keep_lds = st.v.copy(), st.lds[:LDS].copy()
    run(program, st, 0)
    return st, keep_v, keep_lds


# kind -> (bytes, signed, registers, d16 half)
DS_READS = {"u8": (1, False, 1, None), "i8": (1, True, 1, None), "u16": (2, False, 1, None),
            "i16": (2, True, 1, None), "b32": (4, False, 1, None), "b64": (8, False, 2, None),
            "b96": (12, False, 3, None), "b128": (16, False, 4, None), "u8_d16": (1, False, 1, 0),
            "u8_d16_hi": (1, False, 1, 1), "i8_d16": (1, True, 1, 0), "i8_d16_hi": (1, True, 1, 1),
            "u16_d16": (2, False, 1, 0), "u16_d16_hi": (2, False, 1, 1)}
DS_WRITES = {"b8": (1, 1, 0), "b16": (2, 1, 0), "b32": (4, 1, 0), "b64": (8, 2, 0), "b96": (12, 3, 0),
             "b128": (16, 4, 0), "b8_d16_hi": (1, 1, 16), "b16_d16_hi": (2, 1, 16)}


@pytest.mark.parametrize("kind", sorted(DS_READS))
def test_ds_reads_against_a_byte_model(kind):
    width, signed, nreg, half = DS_READS[kind]
    offsets = _lane_offsets(width)
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))
    inst_offset = 16

    def setup(st):
        st.v[2][0] = offsets
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
    st, keep, lds = _ds([f"ds_read_{kind} {_regs(14, nreg)}, v2 offset:{inst_offset}"], setup)
    for lane in range(64):
        got = [int(st.v[14 + k][0][lane]) for k in range(nreg)]
        old = [int(keep[14 + k][0][lane]) for k in range(nreg)]
        if not (execmask >> lane) & 1:
            assert got == old
            continue
        at = offsets[lane] + inst_offset
        raw = int.from_bytes(bytes(lds[at:at + width]), "little")
        if signed and raw >> (8 * width - 1):
            raw -= 1 << (8 * width)
        if half is None:
            want = [(raw & ((1 << (32 * nreg)) - 1)) >> (32 * k) & M32 for k in range(nreg)]
        else:
            want = [(old[0] & 0xFFFF0000) | (raw & 0xFFFF)] if half == 0 else \
                [(old[0] & 0xFFFF) | (raw & 0xFFFF) << 16]
        assert got == want, (kind, lane, [hex(x) for x in got], [hex(x) for x in want])


@pytest.mark.parametrize("kind", sorted(DS_WRITES))
def test_ds_writes_against_a_byte_model(kind):
    width, nreg, shift = DS_WRITES[kind]
    offsets = _lane_offsets(width)
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))

    def setup(st):
        st.v[2][0] = offsets
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
    st, keep, lds = _ds([f"ds_write_{kind} v2, {_regs(6, nreg)} offset:8"], setup)
    want = bytearray(lds.tobytes())
    for lane in range(64):
        if (execmask >> lane) & 1:
            data = sum(int(keep[6 + k][0][lane]) << (32 * k) for k in range(nreg)) >> shift
            at = offsets[lane] + 8
            want[at:at + width] = (data & ((1 << (8 * width)) - 1)).to_bytes(width, "little")
    assert bytes(st.lds[:LDS]) == bytes(want), kind


@pytest.mark.parametrize("name", ["ds_read2_b32", "ds_read2_b64", "ds_read2st64_b32", "ds_read2st64_b64",
                                  "ds_write2_b32", "ds_write2_b64", "ds_write2st64_b32", "ds_write2st64_b64"])
def test_ds_read2_write2_against_a_byte_model(name):
    width = 8 if name.endswith("b64") else 4
    stride = width * (64 if "st64" in name else 1)
    words = width // 4
    # llvm-mc takes no zero offset0; the lanes' writes never overlap
    o0, o1 = (1, 5) if "st64" in name else (1, 2)
    limit = 1024 if "st64" in name else 2048
    offsets = (RNG.permutation(64) * (limit // 64)).astype(np.int64)
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))

    def setup(st):
        st.v[2][0] = offsets
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
    if "read" in name:
        st, keep, lds = _ds([f"{name} {_regs(14, 2 * words)}, v2 offset0:{o0} offset1:{o1}"], setup)
        for lane in range(64):
            got = [int(st.v[14 + k][0][lane]) for k in range(2 * words)]
            if not (execmask >> lane) & 1:
                assert got == [int(keep[14 + k][0][lane]) for k in range(2 * words)]
                continue
            want = []
            for o in (o0, o1):
                at = offsets[lane] + o * stride
                want += [int.from_bytes(bytes(lds[at + 4 * k:at + 4 * k + 4]), "little") for k in range(words)]
            assert got == want, (name, lane)
    else:
        st, keep, lds = _ds([f"{name} v2, {_regs(6, words)}, {_regs(10, words)} offset0:{o0} offset1:{o1}"],
                            setup)
        want = bytearray(lds.tobytes())
        for lane in range(64):
            if (execmask >> lane) & 1:
                for o, reg in ((o0, 6), (o1, 10)):
                    at = offsets[lane] + o * stride
                    data = sum(int(keep[reg + k][0][lane]) << (32 * k) for k in range(words))
                    want[at:at + width] = data.to_bytes(width, "little")
        assert bytes(st.lds[:LDS]) == bytes(want), name


def _ds_atomics():
    table = {}
    for op in ("add", "sub", "and", "or", "xor", "inc", "dec", "swap"):
        for w, t in ((4, "u32"), (8, "u64")):
            pass
    m = lambda w: (1 << (8 * w)) - 1        # noqa: E731
    for w, sfx_u, sfx_b in ((4, "u32", "b32"), (8, "u64", "b64")):
        bits = 8 * w
        table.update({
            f"add_{sfx_u}": (w, False, lambda o, a, b, w=w: (o + a) & m(w)),
            f"sub_{sfx_u}": (w, False, lambda o, a, b, w=w: (o - a) & m(w)),
            f"rsub_{sfx_u}": (w, False, lambda o, a, b, w=w: (a - o) & m(w)),
            f"inc_{sfx_u}": (w, False, lambda o, a, b: 0 if o >= a else o + 1),
            f"dec_{sfx_u}": (w, False, lambda o, a, b: a if o == 0 or o > a else o - 1),
            f"min_{sfx_u}": (w, False, lambda o, a, b: min(o, a)),
            f"max_{sfx_u}": (w, False, lambda o, a, b: max(o, a)),
            f"min_i{bits}": (w, False, lambda o, a, b, n=bits: min(o, a, key=lambda x: _s(x, n))),
            f"max_i{bits}": (w, False, lambda o, a, b, n=bits: max(o, a, key=lambda x: _s(x, n))),
            f"and_{sfx_b}": (w, False, lambda o, a, b: o & a),
            f"or_{sfx_b}": (w, False, lambda o, a, b: o | a),
            f"xor_{sfx_b}": (w, False, lambda o, a, b: o ^ a),
            f"mskor_{sfx_b}": (w, True, lambda o, a, b, w=w: (o & ~a & m(w)) | b),
            f"cmpst_{sfx_b}": (w, True, lambda o, a, b: b if o == a else o),   # DATA: cmp, DATA2: src
            f"wrxchg_{sfx_b}": (w, False, lambda o, a, b: a),
        })
    table.update({
        "cmpst_f32": (4, True, lambda o, a, b: b if _feq(o, a, 32) else o),
        "cmpst_f64": (8, True, lambda o, a, b: b if _feq(o, a, 64) else o),
        "add_f32": (4, False, lambda o, a, b: _fadd(o, a, 32)),
        "add_f64": (8, False, lambda o, a, b: _fadd(o, a, 64)),
        "min_f32": (4, False, lambda o, a, b: minnum(o, a, 32)),
        "max_f32": (4, False, lambda o, a, b: maxnum(o, a, 32)),
        "min_f64": (8, False, lambda o, a, b: minnum(o, a, 64)),
        "max_f64": (8, False, lambda o, a, b: maxnum(o, a, 64)),
        "pk_add_f16": (4, False, lambda o, a, b: _pk_add(o, a, False)),
        "pk_add_bf16": (4, False, lambda o, a, b: _pk_add(o, a, True)),
        # CDNA4 guide, DS_WRAP_RTN_B32: tmp >= DATA ? tmp - DATA : tmp + DATA2
        "wrap_b32": (4, True, lambda o, a, b: (o - a) & M32 if o >= a else (o + b) & M32),
    })
    return table


def _feq(x, y, bits):
    from test_emu_oracle_float import to_float
    return to_float(x, bits) == to_float(y, bits)


DS_ATOMICS = _ds_atomics()


def _ds_atomic_cases():
    out = []
    for stem in sorted(DS_ATOMICS):
        op, t = stem.rsplit("_", 1)
        for ret in (False, True):
            name = f"ds_{op}_rtn_{t}" if ret else f"ds_{stem}"
            if name in _forms():
                out.append(pytest.param(stem, name, ret, id=name))
    return out


@pytest.mark.parametrize("stem,name,ret", _ds_atomic_cases())
def test_ds_atomics_in_lane_order_against_a_model(stem, name, ret):
    width, two, model = DS_ATOMICS[stem]
    words = width // 4
    slots = 12
    floaty = stem.endswith(("f32", "f64", "f16", "bf16"))
    op = ("add_f32" if stem.endswith("f32") else "add_f64" if stem.endswith("f64") else
          stem if stem.startswith("pk_") else "add" if width == 4 else "add_x2")
    mem = _atomic_values(op, width, slots) if floaty else _atomic_values("add" if width == 4 else "add_x2",
                                                                          width, slots)
    addr = (RNG.integers(0, slots, 64) * width + 64).astype(np.int64)
    gen = (lambda n: _atomic_values(op, width, n)) if floaty else \
        (lambda n: _atomic_values("add" if width == 4 else "add_x2", width, n))
    data, data2 = gen(64), gen(64)
    if stem.startswith("cmpst"):
        data = [mem[(a - 64) // width] if i % 2 else d for i, (a, d) in enumerate(zip(addr, data))]
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))

    def setup(st):
        st.v[2][0] = addr
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
        st.lds[64:64 + slots * width] = np.frombuffer(b"".join(x.to_bytes(width, "little") for x in mem),
                                                      np.uint8)
        for k in range(words):
            st.v[6 + k][0] = [(d >> (32 * k)) & M32 for d in data]
            st.v[10 + k][0] = [(d >> (32 * k)) & M32 for d in data2]
    d = _regs(6, words) + (", " + _regs(10, words) if two else "")
    line = f"{name} {_regs(14, words) + ', ' if ret else ''}v2, {d}"
    st, keep, _ = _ds([line], setup)
    want_mem, want_ret = list(mem), {}
    for lane in range(64):
        if (execmask >> lane) & 1:
            old = want_mem[(addr[lane] - 64) // width]
            want_ret[lane] = old
            want_mem[(addr[lane] - 64) // width] = model(old, data[lane], data2[lane])
    got_mem = [int.from_bytes(bytes(st.lds[64 + i * width:64 + (i + 1) * width]), "little")
               for i in range(slots)]
    assert got_mem == want_mem, (line, [hex(x) for x in got_mem], [hex(x) for x in want_mem])
    if ret:
        for lane in range(64):
            got = sum(int(st.v[14 + k][0][lane]) << (32 * k) for k in range(words))
            want = want_ret.get(lane, sum(int(keep[14 + k][0][lane]) << (32 * k) for k in range(words)))
            assert got == want, (line, lane)


@pytest.mark.parametrize("offset", [0, 8])
def test_ds_permute_and_bpermute_against_the_guide(offset):
    """CDNA4 guide, DS_PERMUTE_B32 / DS_BPERMUTE_B32: lane (addr + offset) / 4
    % 64; bpermute reads 0 from a disabled source lane; permute pushes
    from active lanes only (destinations chosen by distinct addresses)."""
    perm = RNG.permutation(64)
    addr = perm * 4 - offset
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))

    def setup(st):
        st.v[2][0] = addr.astype(np.int64) & M32
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
    st, keep, _ = _ds([f"ds_bpermute_b32 v14, v2, v6 offset:{offset}", f"ds_permute_b32 v15, v2, v6 offset:{offset}"],
                      setup)
    src = [int(x) for x in keep[6][0]]
    active = [(execmask >> l) & 1 for l in range(64)]
    pushed = [0] * 64
    for lane in range(64):
        if active[lane]:
            pushed[perm[lane]] = src[lane]
    for lane in range(64):
        if not active[lane]:
            assert st.v[14][0][lane] == keep[14][0][lane] and st.v[15][0][lane] == keep[15][0][lane]
            continue
        s = perm[lane]
        assert int(st.v[14][0][lane]) == (src[s] if active[s] else 0), ("bpermute", lane)
        assert int(st.v[15][0][lane]) == pushed[lane], ("permute", lane)


# --- LDS-DMA: global_load_lds_* and buffer_load_* lds --------------------------------
# LLVM's AMDGPUUsage (llvm.amdgcn.load.to.lds / global.load.lds): the data
# copied is 1, 2, 4 (gfx950: 12, 16) bytes, to LDS at the wave-uniform
# M0 base + the instruction offset, "implicitly offset by 4 * lane_id bytes
# for size <= 4 bytes and 16 * lane_id bytes for larger sizes"; the global
# address is the lane's own (with the instruction offset).  Lanes off in
# EXEC copy nothing.

LDS_DMA = {"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "dword": 4, "dwordx3": 12, "dwordx4": 16}


def _lds_dma_cases():
    out = []
    for kind in sorted(LDS_DMA):
        name = f"global_load_lds_{kind}"
        if name in _forms():
            out += [pytest.param(name, "vaddr", id=f"{name}:vaddr"), pytest.param(name, "saddr", id=f"{name}:saddr")]
    for kind in ("ubyte", "sshort", "dword"):
        out.append(pytest.param(f"buffer_load_{kind}", "buffer", id=f"buffer_load_{kind}:lds"))
    return out


@pytest.mark.parametrize("name,how", _lds_dma_cases())
def test_lds_dma_loads_against_a_byte_model(name, how):
    width = LDS_DMA[name.rsplit("_", 1)[1]]
    stride = 4 if width <= 4 else 16
    memory = Memory()
    init, base = _setup_region("global", memory)
    offsets = _lane_offsets(width)
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))
    m0, inst_offset = 4 * int(RNG.integers(0, 256)), 16
    line = {"vaddr": f"{name} v[2:3], off offset:{inst_offset}",
            "saddr": f"{name} v2, s[6:7] offset:{inst_offset}",
            "buffer": f"{name} v2, s[8:11], 0 offen offset:{inst_offset} lds"}[how]
    program = Program(b"".join(encode(l) for l in [line, "s_waitcnt vmcnt(0)", "s_endpgm"]),
                      Context("oracle", 0x10000, memory))
    st = Waves(1, 24, 4, np.zeros(1, dtype=np.int64), LDS, 16, 1)
    st.v[:] = RNG.integers(0, 2 ** 32, st.v.shape, dtype=np.uint64).astype(np.uint32)
    st.lds[:LDS] = RNG.integers(0, 256, LDS, dtype=np.uint8)
    lds0 = bytearray(st.lds[:LDS].tobytes())
    under = base - inst_offset                          # the instruction offset adds back
    if how == "vaddr":
        _address("global", under, offsets, st)
    elif how == "saddr":
        st.v[2][0] = offsets
        st.s[6], st.s[7] = under & M32, under >> 32
    else:
        _address("buffer", under, offsets, st)
    st.s[M0] = m0
    st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
    st.exec_changed()
    run(program, st, 0)
    want = bytearray(lds0)
    for lane in range(64):
        if (execmask >> lane) & 1:
            at = m0 + inst_offset + stride * lane
            want[at:at + width] = bytes(init[offsets[lane]:offsets[lane] + width])
    got = bytes(st.lds[:LDS])
    bad = [i for i in range(LDS) if got[i] != want[i]]
    assert not bad, (line, f"first wrong LDS byte {bad[0]:#x}: got {got[bad[0]]:#x}, want {want[bad[0]]:#x}",
                     len(bad))


@pytest.mark.parametrize("name", ["ds_wrxchg2_rtn_b32", "ds_wrxchg2_rtn_b64", "ds_wrxchg2st64_rtn_b32",
                                  "ds_wrxchg2st64_rtn_b64"])
def test_ds_wrxchg2_rtn_against_a_byte_model(name):
    """Two exchanges at ADDR + offset0 * unit and ADDR + offset1 * unit
    (unit: the data size, times 64 for st64), the old values returned in
    the destination's two halves (CDNA4 guide, DS_WRXCHG2*_RTN_*)."""
    width = 8 if name.endswith("b64") else 4
    words = width // 4
    unit = width * (64 if "st64" in name else 1)
    o0, o1 = 1, 3
    spacing = width if "st64" in name else 4 * width    # no two lanes share a slot
    offsets = (RNG.permutation(64) * spacing).astype(np.int64)
    execmask = int(RNG.integers(1, 2 ** 64, dtype=np.uint64))

    def setup(st):
        st.v[2][0] = offsets
        st.s[EXEC], st.s[EXEC + 1] = execmask & M32, execmask >> 32
    line = f"{name} {_regs(14, 2 * words)}, v2, {_regs(6, words)}, {_regs(10, words)} offset0:{o0} offset1:{o1}"
    st, keep, lds = _ds([line], setup)
    want = bytearray(lds.tobytes())
    for lane in range(64):
        got = [int(st.v[14 + k][0][lane]) for k in range(2 * words)]
        if not (execmask >> lane) & 1:
            assert got == [int(keep[14 + k][0][lane]) for k in range(2 * words)], (line, lane)
            continue
        ret = []
        for o, reg in ((o0, 6), (o1, 10)):
            at = offsets[lane] + o * unit
            ret += [int.from_bytes(bytes(want[at + 4 * k:at + 4 * k + 4]), "little") for k in range(words)]
            data = sum(int(keep[reg + k][0][lane]) << (32 * k) for k in range(words))
            want[at:at + width] = data.to_bytes(width, "little")
        assert got == ret, (line, lane, [hex(x) for x in got], [hex(x) for x in ret])
    assert bytes(st.lds[:LDS]) == bytes(want), line


# --- ds_read_b64_tr_b16 / _b8: the transposing LDS loads --------------------------
# Triton's AMD backend lays out what each lane must load for ds_read_b64_tr
# from the layout wanted after it (LinearLayoutConversions.cpp,
# chooseLLDsReadB64TrLayout: "works on 64 bits per lane and in groups of 16
# lanes"): of the destination's basis vectors - register bases R0..R(n-1),
# n = log2(64 / bits), and the 16-lane bases L0..L3 - the first n of the
# sequence L0 L1 L2 L3 R0 .. R(n-1) become the loaded word's element bases
# and the rest the loading lane's bases.  Element r of lane l after the
# load is therefore the source element whose bases are the same set.

def _tr_source(lane, elem, bits):
    n = (64 // bits).bit_length() - 1
    dest = [("L", i) for i in range(4) if (lane >> i) & 1] + [("R", j) for j in range(n) if (elem >> j) & 1]
    order = [("L", i) for i in range(4)] + [("R", j) for j in range(n)]
    src_elem = sum(1 << k for k, b in enumerate(order[:n]) if b in dest)
    src_lane = sum(1 << k for k, b in enumerate(order[n:]) if b in dest)
    return 16 * (lane // 16) + src_lane, src_elem


@pytest.mark.parametrize("bits", [16, 8])
def test_ds_read_b64_tr_against_the_triton_layout_rotation(bits):
    addresses = (RNG.permutation(LDS // 8 - 4)[:64] * 8).astype(np.int64)

    def setup(st):
        st.v[2][0] = addresses
    st, keep, lds = _ds([f"ds_read_b64_tr_b{bits} v[14:15], v2 offset:16"], setup)
    words = [int.from_bytes(bytes(lds[a + 16:a + 24]), "little") for a in addresses]
    mask = (1 << bits) - 1
    for lane in range(64):
        got = int(st.v[14][0][lane]) | int(st.v[15][0][lane]) << 32
        want = 0
        for r in range(64 // bits):
            src_lane, src_elem = _tr_source(lane, r, bits)
            want |= ((words[src_lane] >> (bits * src_elem)) & mask) << (bits * r)
        assert got == want, (bits, lane, hex(got), hex(want))
