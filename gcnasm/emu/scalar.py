"""Scalar ALU, scalar memory and program control semantics.

SALU results are computed for every wave of the batch and written only for
the waves executing the instruction (``act``).  SCC lives in row 253 of the
scalar file as 0/1.
"""

from __future__ import annotations

import numpy as np

from ..isa import Immediate, Literal, Register
from .access import (constant_value, label_target, modifiers, scalar_code, scalar_reader,
                     scalar_writer, write_scc)
from .errors import EmulationError, InstructionFault, MemoryFault, Trap
from .machine import release_barriers
from .program import RESCHEDULE, NotEmulated, semantic
from .state import EXEC, M0, SCC, VCC

U32, U64, I32, I64 = np.uint32, np.uint64, np.int32, np.int64


def _bits(mnemonic: str) -> int:
    return 64 if mnemonic.endswith("64") else 32


def _regs(inst):
    return [op for op in inst.operands if isinstance(op, (Register, Immediate, Literal))]


# --- SOP2 / SOP1 arithmetic ------------------------------------------------------

def _binary(fn, bits=32, scc=None, src_bits=None):
    """SOP2 builder: ``fn(a, b)`` on uint arrays; ``scc(a, b, r)`` gives SCC."""
    def build(inst, ctx):
        ops = _regs(inst)
        sb = src_bits or bits
        a, b = scalar_reader(ops[1], sb), scalar_reader(ops[2], sb)
        write = scalar_writer(ops[0], bits)

        def run(st, act):
            x, y = a(st), b(st)
            r = fn(x, y)
            if scc is not None:
                write_scc(st, scc(x, y, r), act)
            write(st, r, act)
        return run
    return build


def _s32(x):
    return np.asarray(x).astype(U32).view(I32)


def _nz(x, y, r):
    return np.asarray(r) != 0


M32 = U64(0xFFFFFFFF)

semantic("s_add_u32")(_binary(lambda a, b: (a.astype(U64) + b).astype(U32), scc=lambda a, b, r: a.astype(U64) + b > M32))
semantic("s_sub_u32")(_binary(lambda a, b: a - b, scc=lambda a, b, r: b > a))
semantic("s_add_i32")(_binary(lambda a, b: a + b, scc=lambda a, b, r: ((_s32(a) >= 0) == (_s32(b) >= 0)) & ((_s32(r) >= 0) != (_s32(a) >= 0))))
semantic("s_sub_i32")(_binary(lambda a, b: a - b, scc=lambda a, b, r: ((_s32(a) >= 0) != (_s32(b) >= 0)) & ((_s32(r) >= 0) != (_s32(a) >= 0))))
semantic("s_mul_i32")(_binary(lambda a, b: a * b))
semantic("s_mul_hi_u32")(_binary(lambda a, b: ((a.astype(U64) * b) >> U64(32)).astype(U32)))
semantic("s_mul_hi_i32")(_binary(lambda a, b: ((_s32(a).astype(I64) * _s32(b)) >> 32).astype(U32)))
for _n, _f in (("and", np.bitwise_and), ("or", np.bitwise_or), ("xor", np.bitwise_xor)):
    semantic(f"s_{_n}_b32")(_binary(_f, scc=_nz))
    semantic(f"s_{_n}_b64")(_binary(_f, 64, scc=_nz))
semantic("s_andn2_b32")(_binary(lambda a, b: a & ~b, scc=_nz))
semantic("s_andn2_b64")(_binary(lambda a, b: a & ~b, 64, scc=_nz))
semantic("s_orn2_b32")(_binary(lambda a, b: a | ~b, scc=_nz))
semantic("s_orn2_b64")(_binary(lambda a, b: a | ~b, 64, scc=_nz))
semantic("s_nand_b32")(_binary(lambda a, b: ~(a & b), scc=_nz))
semantic("s_nand_b64")(_binary(lambda a, b: ~(a & b), 64, scc=_nz))
semantic("s_nor_b32")(_binary(lambda a, b: ~(a | b), scc=_nz))
semantic("s_nor_b64")(_binary(lambda a, b: ~(a | b), 64, scc=_nz))
semantic("s_xnor_b32")(_binary(lambda a, b: ~(a ^ b), scc=_nz))
semantic("s_xnor_b64")(_binary(lambda a, b: ~(a ^ b), 64, scc=_nz))
semantic("s_lshl_b32")(_binary(lambda a, b: a << (b & U32(31)), scc=_nz))
semantic("s_lshr_b32")(_binary(lambda a, b: a >> (b & U32(31)), scc=_nz))
semantic("s_ashr_i32")(_binary(lambda a, b: (_s32(a) >> (b & U32(31)).astype(I32)).astype(U32), scc=_nz))
semantic("s_lshl_b64")(_binary(lambda a, b: a << (b.astype(U64) & U64(63)), 64, scc=_nz, src_bits=None))
semantic("s_lshr_b64")(_binary(lambda a, b: a >> (b.astype(U64) & U64(63)), 64, scc=_nz))
semantic("s_ashr_i64")(_binary(lambda a, b: (a.view(I64) >> (b.astype(I64) & 63)).view(U64), 64, scc=_nz))
semantic("s_min_i32")(_binary(lambda a, b: np.minimum(_s32(a), _s32(b)).astype(U32), scc=lambda a, b, r: _s32(a) <= _s32(b)))
semantic("s_max_i32")(_binary(lambda a, b: np.maximum(_s32(a), _s32(b)).astype(U32), scc=lambda a, b, r: _s32(a) >= _s32(b)))
semantic("s_min_u32")(_binary(np.minimum, scc=lambda a, b, r: a <= b))
semantic("s_max_u32")(_binary(np.maximum, scc=lambda a, b, r: a >= b))
semantic("s_absdiff_i32")(_binary(lambda a, b: np.abs(_s32(a).astype(I64) - _s32(b)).astype(U32), scc=_nz))
semantic("s_bfm_b64")(_binary(lambda a, b: ((U64(1) << (a.astype(U64) & U64(63))) - U64(1)) << (b.astype(U64) & U64(63)), 64, src_bits=32))
semantic("s_bfm_b32")(_binary(lambda a, b: ((U32(1) << (a & U32(31))) - U32(1)) << (b & U32(31))))
for _k in (1, 2, 3, 4):
    semantic(f"s_lshl{_k}_add_u32")(_binary(
        (lambda k: lambda a, b: ((a.astype(U64) << U64(k)) + b).astype(U32))(_k),
        scc=(lambda k: lambda a, b, r: ((a.astype(U64) << U64(k)) + b) > M32)(_k)))
semantic("s_pack_ll_b32_b16")(_binary(lambda a, b: (a & U32(0xFFFF)) | (b << U32(16))))
semantic("s_pack_lh_b32_b16")(_binary(lambda a, b: (a & U32(0xFFFF)) | (b & U32(0xFFFF0000))))
semantic("s_pack_hh_b32_b16")(_binary(lambda a, b: (a >> U32(16)) | (b & U32(0xFFFF0000))))


def _bfe(signed, bits):
    def fn(a, b):
        offset = (b & U32(0x3F if bits == 64 else 0x1F)).astype(U64)
        width = ((b >> U32(16)) & U32(0x7F)).astype(U64)
        # a field running past the top bit ends there: the signed forms then
        # extend the source's own sign (an arithmetic shift), as the CDNA4
        # guide's S0.i32 >> offset and CLRX's "(INT32)SSRC0 >> shift" say
        width = np.minimum(width, U64(bits) - offset)
        x = a.astype(U64) if bits == 32 else a
        field = (x >> offset) & ((U64(1) << width) - U64(1))
        field = np.where(width >= 64, x >> offset, field)
        if signed:
            sign = U64(1) << np.maximum(width, U64(1)) - U64(1)
            field = np.where((width > 0) & ((field & sign) != 0), field | ~((sign << U64(1)) - U64(1)), field)
        field = np.where(width == 0, U64(0), field)
        return field.astype(U32) if bits == 32 else field
    return fn


semantic("s_bfe_u32")(_binary(_bfe(False, 32), scc=_nz))
semantic("s_bfe_i32")(_binary(_bfe(True, 32), scc=_nz))
semantic("s_bfe_u64")(_binary(_bfe(False, 64), 64, scc=_nz, src_bits=None))
semantic("s_bfe_i64")(_binary(_bfe(True, 64), 64, scc=_nz))


def _with_carry(sub: bool):
    def build(inst, ctx):
        ops = _regs(inst)
        a, b = scalar_reader(ops[1]), scalar_reader(ops[2])
        write = scalar_writer(ops[0])

        def run(st, act):
            x, y, c = a(st).astype(I64), b(st).astype(I64), st.s[SCC].astype(I64)
            r = x - y - c if sub else x + y + c
            write_scc(st, (r < 0) if sub else (r > 0xFFFFFFFF), act)
            write(st, (r & 0xFFFFFFFF).astype(U32), act)
        return run
    return build


semantic("s_addc_u32")(_with_carry(False))
semantic("s_subb_u32")(_with_carry(True))


@semantic("s_addk_i32", "s_mulk_i32", "s_movk_i32", "s_cmovk_i32")
def _sopk(inst, ctx):
    ops = _regs(inst)
    name = inst.mnemonic
    imm = np.array(constant_value(ops[1], 16), dtype=U32)
    imm = ((imm.astype(I32) << 16) >> 16).astype(U32)          # SIMM16, sign-extended
    read = scalar_reader(ops[0])
    write = scalar_writer(ops[0])

    def run(st, act):
        if name == "s_movk_i32":
            write(st, imm, act)
            return
        if name == "s_cmovk_i32":
            write(st, imm, act & (st.s[SCC] != 0))
            return
        x = read(st)
        if name == "s_mulk_i32":
            write(st, x * imm, act)
            return
        r = x + imm
        sx, si, sr = _s32(x) >= 0, _s32(imm) >= 0, _s32(r) >= 0
        write_scc(st, (sx == si) & (sr != sx), act)
        write(st, r, act)
    return run


_CMP = {"eq": np.equal, "lg": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
        "lt": np.less, "le": np.less_equal}


@semantic(pattern=r"s_cmpk?_(eq|lg|gt|ge|lt|le)_(i32|u32|u64)")
def _s_cmp(inst, ctx):
    base = inst.mnemonic
    parts = base.split("_")
    cmp, ty = _CMP[parts[-2]], parts[-1]
    ops = _regs(inst)
    bits = 64 if ty == "u64" else 32
    a = scalar_reader(ops[0], bits)
    if base.startswith("s_cmpk"):
        value = int(ops[1].value) & 0xFFFF
        if ty == "i32" and value & 0x8000:
            value -= 0x10000
        const = np.array(value & 0xFFFFFFFF, dtype=U32)
        b = lambda st: const
    else:
        b = scalar_reader(ops[1], bits)

    def run(st, act):
        x, y = a(st), b(st)
        if ty == "i32":
            x, y = _s32(x), _s32(y)
        write_scc(st, cmp(x, y), act)
    return run


@semantic("s_bitcmp0_b32", "s_bitcmp1_b32", "s_bitcmp0_b64", "s_bitcmp1_b64")
def _bitcmp(inst, ctx):
    ops = _regs(inst)
    bits = _bits(inst.mnemonic)
    a, b = scalar_reader(ops[0], bits), scalar_reader(ops[1])
    want = 1 if "bitcmp1" in inst.mnemonic else 0

    def run(st, act):
        x = a(st).astype(U64)
        bit = (x >> (b(st).astype(U64) & U64(bits - 1))) & U64(1)
        write_scc(st, bit == want, act)
    return run


def _unary(fn, bits=32, scc=None, src_bits=None):
    def build(inst, ctx):
        ops = _regs(inst)
        a = scalar_reader(ops[1], src_bits or bits)
        write = scalar_writer(ops[0], bits)

        def run(st, act):
            x = a(st)
            r = fn(x)
            if scc is not None:
                write_scc(st, scc(x, r), act)
            write(st, np.broadcast_to(r, (st.n,)), act)
        return run
    return build


def _popcount(x):
    x = np.asarray(x, dtype=U64)
    c = np.zeros(x.shape, dtype=U32)
    for i in range(64):
        c += ((x >> U64(i)) & U64(1)).astype(U32)
    return c


def _ff1(x, bits):
    x = np.asarray(x, dtype=U64)
    out = np.full(x.shape, 0xFFFFFFFF, dtype=U32)
    for i in reversed(range(bits)):
        out = np.where((x >> U64(i)) & U64(1), U32(i), out)
    return out


def _flbit(x, bits):
    x = np.asarray(x, dtype=U64)
    out = np.full(x.shape, 0xFFFFFFFF, dtype=U32)
    for i in range(bits):
        out = np.where((x >> U64(i)) & U64(1), U32(bits - 1 - i), out)
    return out


semantic("s_mov_b32")(_unary(lambda x: x))
semantic("s_mov_b64")(_unary(lambda x: x, 64))
semantic("s_not_b32")(_unary(lambda x: ~x, scc=lambda x, r: r != 0))
semantic("s_not_b64")(_unary(lambda x: ~x, 64, scc=lambda x, r: r != 0))
semantic("s_brev_b32")(_unary(lambda x: _bitreverse(x, 32)))
semantic("s_bcnt1_i32_b32")(_unary(_popcount, scc=lambda x, r: r != 0))
semantic("s_bcnt1_i32_b64")(_unary(_popcount, 32, scc=lambda x, r: r != 0, src_bits=64))
semantic("s_ff1_i32_b32")(_unary(lambda x: _ff1(x, 32)))
semantic("s_ff1_i32_b64")(_unary(lambda x: _ff1(x, 64), 32, src_bits=64))
semantic("s_flbit_i32_b32")(_unary(lambda x: _flbit(x, 32)))
semantic("s_flbit_i32_b64")(_unary(lambda x: _flbit(x, 64), 32, src_bits=64))
semantic("s_sext_i32_i8")(_unary(lambda x: (x.astype(U32).view(I32) << 24 >> 24).astype(U32) if np.ndim(x) else x))
semantic("s_sext_i32_i16")(_unary(lambda x: (np.asarray(x, dtype=U32).view(I32) << 16 >> 16).astype(U32)))
semantic("s_abs_i32")(_unary(lambda x: np.abs(_s32(x).astype(I64)).astype(U32), scc=lambda x, r: r != 0))


# Facts for the rest of SOP1 from AMD's CDNA3 ISA guide (SOP1 opcode
# descriptions): bcnt0/ff0 count and find zero bits; s_flbit_i32(_i64) finds
# the first bit, from the MSB, that differs from the sign bit (-1 when all
# bits equal it); quadmask sets result bit i when any bit of S0's nibble i is
# set, wqm sets every bit of such a nibble; bitreplicate copies each bit of
# S0 into two adjacent bits; bitset0/1 change bit S0[4:0] (b64: S0[5:0]) of
# the destination; each of bcnt, ff, quadmask, wqm, not sets SCC = result != 0
# where the guide says so.
def _flbit_signed(x, bits):
    x = np.asarray(x, dtype=U64)
    sign = (x >> U64(bits - 1)) & U64(1)
    flipped = np.where(sign != 0, ~x, x) & (U64(0xFFFFFFFF) if bits == 32 else ~U64(0))
    return _flbit(flipped, bits)


def _nibbles(x, bits, spread):
    x = np.asarray(x, dtype=U64)
    out = np.zeros(x.shape, dtype=U64)
    for i in range(bits // 4):
        any_set = ((x >> U64(4 * i)) & U64(0xF)) != 0
        out |= np.where(any_set, U64(0xF) << U64(4 * i) if spread else U64(1) << U64(i), U64(0))
    return out.astype(U32) if bits == 32 else out


def _bitreplicate(x):
    x = np.asarray(x, dtype=U64)
    out = np.zeros(x.shape, dtype=U64)
    for i in range(32):
        out |= ((x >> U64(i)) & U64(1)) * (U64(3) << U64(2 * i))
    return out


_MASK32 = U64(0xFFFFFFFF)
semantic("s_bcnt0_i32_b32")(_unary(lambda x: U32(32) - _popcount(x & _MASK32 if np.ndim(x) else x),
                                   scc=lambda x, r: r != 0))
semantic("s_bcnt0_i32_b64")(_unary(lambda x: U32(64) - _popcount(x), 32, scc=lambda x, r: r != 0,
                                   src_bits=64))
semantic("s_ff0_i32_b32")(_unary(lambda x: _ff1(~np.asarray(x, dtype=U32), 32)))
semantic("s_ff0_i32_b64")(_unary(lambda x: _ff1(~np.asarray(x, dtype=U64), 64), 32, src_bits=64))
semantic("s_flbit_i32")(_unary(lambda x: _flbit_signed(x, 32)))
semantic("s_flbit_i32_i64")(_unary(lambda x: _flbit_signed(x, 64), 32, src_bits=64))
semantic("s_brev_b64")(_unary(lambda x: _bitreverse(x, 64), 64))
semantic("s_quadmask_b32")(_unary(lambda x: _nibbles(x, 32, False), scc=lambda x, r: r != 0))
semantic("s_quadmask_b64")(_unary(lambda x: _nibbles(x, 64, False), 64, scc=lambda x, r: r != 0))
semantic("s_wqm_b32")(_unary(lambda x: _nibbles(x, 32, True), scc=lambda x, r: r != 0))
semantic("s_wqm_b64")(_unary(lambda x: _nibbles(x, 64, True), 64, scc=lambda x, r: r != 0))
semantic("s_bitreplicate_b64_b32")(_unary(_bitreplicate, 64, src_bits=32))


@semantic("s_bitset0_b32", "s_bitset1_b32", "s_bitset0_b64", "s_bitset1_b64")
def _bitset(inst, ctx):
    ops = _regs(inst)
    bits = _bits(inst.mnemonic)
    one = "bitset1" in inst.mnemonic
    index = scalar_reader(ops[1], 32)
    read, write = scalar_reader(ops[0], bits), scalar_writer(ops[0], bits)

    def run(st, act):
        d = np.broadcast_to(read(st), (st.n,)).astype(U64)
        bit = U64(1) << (np.broadcast_to(index(st), (st.n,)).astype(U64) & U64(bits - 1))
        r = (d | bit) if one else (d & ~bit)
        write(st, r.astype(U32) if bits == 32 else r, act)
    return run


@semantic("s_andn1_wrexec_b64", "s_andn2_wrexec_b64")
def _wrexec(inst, ctx):
    # CDNA3 ISA guide: EXEC = ~S0 & EXEC (andn1) / S0 & ~EXEC (andn2);
    # D = the new EXEC; SCC = EXEC != 0.
    ops = _regs(inst)
    andn1 = "andn1" in inst.mnemonic
    src = scalar_reader(ops[1], 64)
    write = scalar_writer(ops[0], 64)

    def run(st, act):
        old = st.s[EXEC].astype(U64) | (st.s[EXEC + 1].astype(U64) << U64(32))
        s0 = np.broadcast_to(src(st), (st.n,)).astype(U64)
        new = (~s0 & old) if andn1 else (s0 & ~old)
        np.copyto(st.s[EXEC], new & M32, where=act, casting="unsafe")
        np.copyto(st.s[EXEC + 1], new >> U64(32), where=act, casting="unsafe")
        write(st, new, act)
        write_scc(st, new != 0, act)
        st.exec_changed()
    return run


@semantic("s_movrels_b32", "s_movrels_b64", "s_movreld_b32", "s_movreld_b64")
def _movrel(inst, ctx):
    # CDNA3 ISA guide: movrels reads SGPR[S0 + M0], movreld writes
    # SGPR[D + M0] (M0 a dword index; 64-bit forms move a pair).
    ops = _regs(inst)
    words = 2 if inst.mnemonic.endswith("64") else 1
    dst, src = ops[0], ops[1]
    if not isinstance(dst, Register) or dst.file != "s":
        raise NotEmulated("s_movrel with a destination that is not an SGPR")
    gather = inst.mnemonic.startswith("s_movrels")
    if gather and not (isinstance(src, Register) and src.file == "s"):
        raise NotEmulated("s_movrels with a source that is not an SGPR")
    read = None if gather else scalar_reader(src, 32 * words)
    write = scalar_writer(dst, 32 * words)

    def run(st, act):
        waves = np.nonzero(act)[0]
        offset = st.s[M0][waves].astype(I64)
        base = (src.first if gather else dst.first) + offset
        if ((base < 0) | (base + words > 102)).any():
            raise InstructionFault(f"{ctx.where(inst)}: M0 moves the SGPR index past s101")
        if gather:
            value = np.zeros(st.n, dtype=U64)
            for w in range(words):
                value[waves] |= st.s[base + w, waves].astype(U64) << U64(32 * w)
            write(st, value.astype(U32) if words == 1 else value, act)
        else:
            value = np.broadcast_to(read(st), (st.n,)).astype(U64)[waves]
            for w in range(words):
                st.s[base + w, waves] = ((value >> U64(32 * w)) & M32).astype(U32)
    return run


def _bitreverse(x, bits):
    x = np.asarray(x, dtype=U64)
    out = np.zeros(x.shape, dtype=U64)
    for i in range(bits):
        out |= ((x >> U64(i)) & U64(1)) << U64(bits - 1 - i)
    return out.astype(U32) if bits == 32 else out


@semantic("s_cselect_b32", "s_cselect_b64")
def _cselect(inst, ctx):
    ops = _regs(inst)
    bits = _bits(inst.mnemonic)
    a, b = scalar_reader(ops[1], bits), scalar_reader(ops[2], bits)
    write = scalar_writer(ops[0], bits)

    def run(st, act):
        write(st, np.where(st.s[SCC] != 0, a(st), b(st)), act)
    return run


@semantic("s_cmov_b32", "s_cmov_b64")
def _cmov(inst, ctx):
    ops = _regs(inst)
    bits = _bits(inst.mnemonic)
    a = scalar_reader(ops[1], bits)
    write = scalar_writer(ops[0], bits)

    def run(st, act):
        write(st, np.broadcast_to(a(st), (st.n,)), act & (st.s[SCC] != 0))
    return run


_SAVEEXEC = {
    "and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e,
    "andn2": lambda s, e: s & ~e, "orn2": lambda s, e: s | ~e, "nand": lambda s, e: ~(s & e),
    "nor": lambda s, e: ~(s | e), "xnor": lambda s, e: ~(s ^ e),
    "andn1": lambda s, e: ~s & e, "orn1": lambda s, e: ~s | e,
}


@semantic(pattern=r"s_(and|or|xor|andn2|orn2|nand|nor|xnor|andn1|orn1)_saveexec_b64")
def _saveexec(inst, ctx):
    ops = _regs(inst)
    fn = _SAVEEXEC[inst.mnemonic[2:].split("_saveexec")[0]]
    src = scalar_reader(ops[1], 64)
    write = scalar_writer(ops[0], 64)

    def run(st, act):
        old = st.s[EXEC].astype(U64) | (st.s[EXEC + 1].astype(U64) << U64(32))
        new = fn(np.broadcast_to(src(st), (st.n,)), old)
        write(st, old, act)
        np.copyto(st.s[EXEC], new & M32, where=act, casting="unsafe")
        np.copyto(st.s[EXEC + 1], new >> U64(32), where=act, casting="unsafe")
        write_scc(st, new != 0, act)
        st.exec_changed()
    return run


# --- hardware registers and no-ops --------------------------------------------------

# Cache maintenance is a no-op: emulated memory is one coherent store, each
# access complete in program order before the next instruction runs, so a
# write-back (buffer_wbl2, s_dcache_wb) or invalidate (buffer_inv,
# buffer_wbinvl1, s_dcache_inv) has nothing to order; cache-policy bits
# (sc0, sc1, nt) are ignored for the same reason.  Performance hints and
# debug/trace messages change no architectural state.
@semantic("s_nop", "s_waitcnt", "s_sleep", "s_setprio", "s_waitcnt_vscnt", "s_icache_inv",
          "s_dcache_wb", "s_dcache_inv", "s_ttracedata", "s_sethalt", "buffer_wbl2",
          "buffer_inv", "buffer_wbinvl1", "buffer_wbinvl1_vol", "s_dcache_inv_vol",
          "s_dcache_wb_vol", "s_dcache_discard", "s_dcache_discard_x2", "s_atc_probe",
          "s_atc_probe_buffer", "s_incperflevel", "s_decperflevel", "s_wakeup", "v_clrexcp",
          "ds_nop", "s_ttracedata_imm", "s_nop_ext")
def _timing_only(inst, ctx):
    def run(st, act):
        return None
    return run


@semantic("s_sendmsg", "s_sendmsghalt", "s_trap")
def _sendmsg(inst, ctx):
    if inst.mnemonic == "s_trap":
        def trap(st, act):
            raise Trap(f"{ctx.where(inst)}: s_trap executed")
        return trap

    def run(st, act):
        return None
    return run


HW_REG_MODE = 1


def _hwreg_field(inst):
    """(register id, bit offset, bit count) of an s_getreg/s_setreg's
    SIMM16 (id [5:0], offset [10:6], size - 1 [15:11])."""
    simm = inst.value & 0xFFFF
    return simm & 0x3F, (simm >> 6) & 0x1F, ((simm >> 11) & 0x1F) + 1


@semantic("s_getreg_b32")
def _getreg(inst, ctx):
    # HW_REG_MODE reads the wave's MODE; other hardware registers read 0.
    ops = _regs(inst)
    write = scalar_writer(ops[0])
    reg, offset, size = _hwreg_field(inst)
    field = U32((1 << size) - 1)

    def run(st, act):
        value = (st.mode >> U32(offset)) & field if reg == HW_REG_MODE else np.array(0, dtype=U32)
        write(st, value, act)
    return run


@semantic("s_setreg_b32", "s_setreg_imm32_b32")
def _setreg(inst, ctx):
    # Writes to MODE set the wave's round and denorm fields (applied by the
    # VALU, gcnasm.emu.fpmode).  Other hardware registers are ignored.
    reg, offset, size = _hwreg_field(inst)
    if reg != HW_REG_MODE:
        return lambda st, act: None
    source = [op for op in inst.operands if isinstance(op, (Register, Immediate, Literal))][0]
    read = scalar_reader(source)
    mask = U32((((1 << size) - 1) << offset) & 0xFFFFFFFF)

    def run(st, act):
        value = (np.asarray(read(st), dtype=U32) << U32(offset)) & mask
        mode = (st.mode & ~mask) | value
        np.copyto(st.mode, mode, where=act)
        st.mode_changed()
    return run


@semantic("s_memtime", "s_memrealtime")
def _memtime(inst, ctx):
    ops = _regs(inst)
    write = scalar_writer(ops[0], 64)

    def run(st, act):
        write(st, np.array(st.instructions, dtype=U64), act)
    return run


# --- program control ---------------------------------------------------------------

@semantic("s_endpgm")
def _endpgm(inst, ctx):
    def run(st, act):
        st.done |= act
        release_barriers(st)
        return RESCHEDULE
    return run


@semantic("s_barrier")
def _barrier(inst, ctx):
    following = inst.offset + inst.size

    def run(st, act):
        st.pc[act] = following
        st.at_barrier |= act
        release_barriers(st)
        return RESCHEDULE
    return run


def _branch(inst, condition):
    target = label_target(inst)
    following = inst.offset + inst.size

    def run(st, act):
        cond = condition(st)
        taken = cond[act]
        if taken.all():
            return target
        if not taken.any():
            return None
        st.pc[act] = np.where(cond, target, following)[act]
        return RESCHEDULE
    return run


@semantic("s_branch")
def _s_branch(inst, ctx):
    target = label_target(inst)
    return lambda st, act: target


@semantic("s_cbranch_scc0")
def _scc0(inst, ctx):
    return _branch(inst, lambda st: st.s[SCC] == 0)


@semantic("s_cbranch_scc1")
def _scc1(inst, ctx):
    return _branch(inst, lambda st: st.s[SCC] != 0)


@semantic("s_cbranch_vccz")
def _vccz(inst, ctx):
    return _branch(inst, lambda st: (st.s[VCC] | st.s[VCC + 1]) == 0)


@semantic("s_cbranch_vccnz")
def _vccnz(inst, ctx):
    return _branch(inst, lambda st: (st.s[VCC] | st.s[VCC + 1]) != 0)


@semantic("s_cbranch_execz")
def _execz(inst, ctx):
    return _branch(inst, lambda st: (st.s[EXEC] | st.s[EXEC + 1]) == 0)


@semantic("s_cbranch_execnz")
def _execnz(inst, ctx):
    return _branch(inst, lambda st: (st.s[EXEC] | st.s[EXEC + 1]) != 0)


def _pc_address(ctx, offset: int) -> int:
    return ctx.code_address + offset


def _jump(st, act, ctx, address, inst):
    offsets = (address.astype(np.int64) - ctx.code_address)[act] if np.ndim(address) else None
    if offsets is None:
        return int(address) - ctx.code_address
    first = int(offsets[0])
    if (offsets == first).all():
        return first
    st.pc[act] = offsets
    return RESCHEDULE


@semantic("s_getpc_b64")
def _getpc(inst, ctx):
    ops = _regs(inst)
    write = scalar_writer(ops[0], 64)
    value = np.array(_pc_address(ctx, inst.offset + inst.size), dtype=U64)

    def run(st, act):
        write(st, value, act)
    return run


@semantic("s_setpc_b64")
def _setpc(inst, ctx):
    ops = _regs(inst)
    src = scalar_reader(ops[0], 64)

    def run(st, act):
        return _jump(st, act, ctx, src(st), inst)
    return run


@semantic("s_swappc_b64", "s_call_b64")
def _swappc(inst, ctx):
    ops = _regs(inst)
    write = scalar_writer(ops[0], 64)
    following = np.array(_pc_address(ctx, inst.offset + inst.size), dtype=U64)
    if inst.mnemonic == "s_call_b64":
        target = label_target(inst)

        def call(st, act):
            write(st, following, act)
            return target
        return call
    src = scalar_reader(ops[1], 64)

    def run(st, act):
        address = src(st).copy()
        write(st, following, act)
        return _jump(st, act, ctx, address, inst)
    return run


# --- scalar memory -----------------------------------------------------------------

@semantic(pattern=r"s_(load|buffer_load)_dword(x(2|4|8|16))?")
def _s_load(inst, ctx):
    ops = _regs(inst)
    dst = ops[0]
    count = dst.count
    base = ops[1]
    code = scalar_code(base)
    is_buffer = inst.mnemonic.startswith("s_buffer")
    offset_ops = ops[2:]
    mods = modifiers(inst)
    extra = int(mods.get("offset", 0) or 0)
    offset_readers = [scalar_reader(op) for op in offset_ops]
    memory = ctx.memory
    first = scalar_code(dst)

    def run(st, act):
        addr = st.s[code].astype(U64) | ((st.s[code + 1] & U32(0xFFFF if is_buffer else 0xFFFFFFFF)).astype(U64) << U64(32))
        off = np.zeros(st.n, dtype=U64) + U64(extra & 0xFFFFFFFFFFFFFFFF)
        for r in offset_readers:
            off = off + r(st).astype(U64)
        off &= ~U64(3)
        addresses = (addr + off)[act]
        if is_buffer:
            limit = st.s[code + 2][act].astype(U64)
            data = np.zeros((addresses.size, count), dtype=U32)
            for i in range(count):
                inside = off[act] + U64(4 * i + 4) <= limit
                if inside.any():
                    data[inside, i] = memory.load(addresses[inside] + U64(4 * i), 4).view(U32)[:, 0]
        else:
            try:
                data = memory.load(addresses, 4 * count).view(U32)
            except EmulationError as exc:
                raise MemoryFault(f"{ctx.where(inst)}: {exc}") from None
        rows = st.s[first:first + count]
        rows[:, act] = data.T
        if first <= EXEC + 1 < first + count + 1:
            st.exec_changed()
    return run


@semantic(pattern=r"s_(store|buffer_store)_dword(x(2|4))?")
def _s_store(inst, ctx):
    ops = _regs(inst)
    data, base = ops[0], ops[1]
    count = data.count
    code, first = scalar_code(base), scalar_code(data)
    offset_readers = [scalar_reader(op) for op in ops[2:]]
    extra = int(modifiers(inst).get("offset", 0) or 0)
    is_buffer = inst.mnemonic.startswith("s_buffer")
    memory = ctx.memory

    def run(st, act):
        addr = st.s[code].astype(U64) | ((st.s[code + 1] & U32(0xFFFF if is_buffer else 0xFFFFFFFF)).astype(U64) << U64(32))
        off = np.zeros(st.n, dtype=U64) + U64(extra & 0xFFFFFFFFFFFFFFFF)
        for r in offset_readers:
            off = off + np.broadcast_to(r(st), (st.n,)).astype(U64)
        addresses = (addr + (off & ~U64(3)))[act]
        values = np.ascontiguousarray(st.s[first:first + count][:, act].T)
        try:
            memory.store(addresses, values.view(np.uint8))
        except EmulationError as exc:
            raise MemoryFault(f"{ctx.where(inst)}: {exc}") from None
    return run


def _signed(x, bits):
    return x - (1 << bits) if x >> (bits - 1) else x


# Scalar atomics (CDNA3 ISA guide, SMEM): the _x2 forms on 64 bits,
# cmpswap with the data pair {new, compare}; s_buffer_ forms address
# base + offset in the resource s[n:n+3] (base 48 bits), and like
# s_buffer_load an offset past num_records reads 0 and writes nothing.
@semantic(pattern=r"s_(buffer_)?atomic_(add|sub|inc|dec|swap|and|or|xor|umax|umin|smax|smin|cmpswap)(_x2)?")
def _s_atomic(inst, ctx):
    name = inst.mnemonic
    bits = 64 if name.endswith("_x2") else 32
    op = name.split("atomic_", 1)[1].replace("_x2", "")
    is_buffer = name.startswith("s_buffer")
    ops = _regs(inst)
    data, base = ops[0], ops[1]
    code, first = scalar_code(base), scalar_code(data)
    words = bits // 32
    offset_readers = [scalar_reader(o) for o in ops[2:]]
    extra = int(modifiers(inst).get("offset", 0) or 0)
    returns = bool(modifiers(inst).get("glc") or modifiers(inst).get("sc0"))
    memory = ctx.memory
    mask = (1 << bits) - 1
    fn = {"add": lambda o, v, c: o + v, "sub": lambda o, v, c: o - v, "swap": lambda o, v, c: v,
          "and": lambda o, v, c: o & v, "or": lambda o, v, c: o | v, "xor": lambda o, v, c: o ^ v,
          "umax": lambda o, v, c: max(o, v), "umin": lambda o, v, c: min(o, v),
          "smax": lambda o, v, c: o if _signed(o, bits) >= _signed(v, bits) else v,
          "smin": lambda o, v, c: o if _signed(o, bits) <= _signed(v, bits) else v,
          "inc": lambda o, v, c: 0 if o >= v else o + 1,
          "dec": lambda o, v, c: v if (o == 0 or o > v) else o - 1,
          "cmpswap": lambda o, v, c: v if o == c else o}[op]

    def word(st, w, reg):
        return sum(int(st.s[reg + i, w]) << (32 * i) for i in range(words))

    def run(st, act):
        # waves in order, one at a time: each sees the previous wave's result
        for w in np.nonzero(act)[0]:
            offset = extra
            for r in offset_readers:
                offset += int(np.broadcast_to(r(st), (st.n,))[w])
            offset &= 0xFFFFFFFF if is_buffer else mask
            if is_buffer:
                address = int(st.s[code, w]) | ((int(st.s[code + 1, w]) & 0xFFFF) << 32)
                if offset + 4 * words > int(st.s[code + 2, w]):
                    if returns:
                        st.s[first:first + words, w] = 0
                    continue
            else:
                address = int(st.s[code, w]) | (int(st.s[code + 1, w]) << 32)
            address = (address + offset) & ~3
            try:
                cell = memory.view(address, 4 * words).view(U32)
            except EmulationError as exc:
                raise MemoryFault(f"{ctx.where(inst)}: {exc}") from None
            old = sum(int(cell[i]) << (32 * i) for i in range(words))
            compare = word(st, w, first + words) if op == "cmpswap" else None
            new = int(fn(old, word(st, w, first), compare)) & mask
            for i in range(words):
                cell[i] = (new >> (32 * i)) & 0xFFFFFFFF
            if returns:
                for i in range(words):
                    st.s[first + i, w] = (old >> (32 * i)) & 0xFFFFFFFF
    return run


@semantic("s_setvskip")
def _setvskip(inst, ctx):
    # VSKIP = bit (S1 & 31) of S0: while set, vector instructions are skipped
    ops = _regs(inst)
    value, bit = scalar_reader(ops[0]), scalar_reader(ops[1])

    def run(st, act):
        on = (np.broadcast_to(value(st), (st.n,)) >> (np.broadcast_to(bit(st), (st.n,)) & U32(31))) & U32(1)
        np.copyto(st.vskip, on.astype(bool), where=act)
        st.exec_changed()
    return run
