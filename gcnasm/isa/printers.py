"""Printers for wide immediate fields, and the literal printers.

A narrow field (up to 10 bits) is printed through a token map the generator
records value by value.  A wide field (a 16-bit SOPP immediate, a 21-bit SMEM
offset) cannot be tabulated, so the generator picks, from the functions in
:data:`FIELD_PRINTERS`, the one that reproduces every value it probed, and the
tables name it.  Each printer returns the field's whole text segment,
separators included (``" offset:16"``), or None where llvm-mc calls the word
invalid.  Each has a parser twin in :mod:`gcnasm.isa.parsers`.

The literal printers render the 32-bit literal that follows an instruction
whose source code is 255, the way llvm-mc 22 does for each operand type
(:data:`LITERAL_PRINTERS`).
"""

from __future__ import annotations

import struct
from collections.abc import Callable


def hex_(v: int) -> str:
    return f"0x{v:x}"


def _s(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


# --- 16-bit immediates ----------------------------------------------------------

def u16_dec(v):
    return str(v)


def u16_hex(v):
    return hex_(v)


def u16_small_dec(v):
    """Decimal up to 64, hex above (s_nop, s_sethalt, s_setprio ...)."""
    return str(v) if v <= 64 else hex_(v)


def s16_dec(v):
    return str(_s(v, 16))


def waitcnt(v):
    """s_waitcnt: vmcnt[3:0]+[15:14], expcnt[6:4], lgkmcnt[11:8]; defaults
    (all bits set) are left out unless all three are default."""
    vm = (v & 0xF) | ((v >> 14) & 3) << 4
    exp = (v >> 4) & 7
    lgkm = (v >> 8) & 0xF
    parts = []
    all_default = vm == 63 and exp == 7 and lgkm == 15
    if vm != 63 or all_default:
        parts.append(f"vmcnt({vm})")
    if exp != 7 or all_default:
        parts.append(f"expcnt({exp})")
    if lgkm != 15 or all_default:
        parts.append(f"lgkmcnt({lgkm})")
    return " ".join(parts)


# s_sendmsg on gfx9: message id [3:0], operation [6:4], stream [9:8].
MSG_NAMES = {1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE",
             5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE",
             8: "MSG_EARLY_PRIM_DEALLOC", 9: "MSG_GS_ALLOC_REQ", 10: "MSG_GET_DOORBELL",
             15: "MSG_SYSMSG"}
GS_OPS = {0: "GS_OP_NOP", 1: "GS_OP_CUT", 2: "GS_OP_EMIT", 3: "GS_OP_EMIT_CUT"}
SYS_OPS = {1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD", 4: "SYSMSG_OP_TTRACE_PC"}


def sendmsg(v):
    """A valid message prints by name (other bits are ignored); otherwise the
    numeric triple if it accounts for every bit, else the bare number."""
    msg, op, stream = v & 0xF, (v >> 4) & 7, (v >> 8) & 3
    name = MSG_NAMES.get(msg)
    if name is not None:
        if msg in (2, 3):                   # GS messages take an operation
            valid_op = op in GS_OPS and (op != 0 or msg == 3)
            if valid_op and op == 0 and stream == 0:
                return f"sendmsg({name}, {GS_OPS[op]})"
            if valid_op and op != 0:
                return f"sendmsg({name}, {GS_OPS[op]}, {stream})"
        elif msg == 15:
            if op in SYS_OPS and stream == 0:
                return f"sendmsg({name}, {SYS_OPS[op]})"
        elif op == 0 and stream == 0:
            return f"sendmsg({name})"
    if v == msg | op << 4 | stream << 8:
        return f"sendmsg({msg}, {op}, {stream})"
    return str(v)


HWREG = {1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID",
         5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS",
         15: "HW_REG_SH_MEM_BASES", 16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI",
         18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI", 20: "HW_REG_XCC_ID",
         21: "HW_REG_SQ_PERF_SNAPSHOT_DATA", 22: "HW_REG_SQ_PERF_SNAPSHOT_DATA1",
         23: "HW_REG_SQ_PERF_SNAPSHOT_PC_LO", 24: "HW_REG_SQ_PERF_SNAPSHOT_PC_HI"}


def hwreg(v):
    """hwreg(id[5:0], offset[10:6], size-1[15:11]); offset and size are left
    out when they are the defaults (0 and 32)."""
    ident, offset, width = v & 0x3F, (v >> 6) & 0x1F, ((v >> 11) & 0x1F) + 1
    name = HWREG.get(ident, str(ident))
    if offset == 0 and width == 32:
        return f"hwreg({name})"
    return f"hwreg({name}, {offset}, {width})"


GPR_IDX = ("SRC0", "SRC1", "SRC2", "DST")


def gpr_idx(v):
    if v & ~0xF:
        return hex_(v)
    return "gpr_idx(" + ",".join(n for i, n in enumerate(GPR_IDX) if v >> i & 1) + ")"


# --- memory offsets -------------------------------------------------------------

def dec(v):
    """Unsigned decimal (DS, MUBUF and FLAT offsets)."""
    return str(v)


def s13_dec(v):
    """Signed 13-bit decimal (global_* and scratch_* offsets)."""
    return str(_s(v, 13))


def smem_offset_hex(v):
    """21-bit signed SMEM offset in hex (negative as -0x..)."""
    s = _s(v, 21)
    return f"-0x{-s:x}" if s < 0 else hex_(s)


def swizzle(v):
    """ds_swizzle_b32's offset: QUAD_PERM, ROTATE, FFT, or one of the bitmask
    forms (SWAP, REVERSE, BROADCAST, BITMASK_PERM), else decimal."""
    if v & 0xFF00 == 0x8000:
        lanes = ",".join(str((v >> (2 * i)) & 3) for i in range(4))
        return f"swizzle(QUAD_PERM,{lanes})"
    if v & 0xE000 == 0xC000:
        return f"swizzle(ROTATE,{(v >> 10) & 1},{(v >> 5) & 0x1F})"
    if v & 0xE000 == 0xE000:
        return f"swizzle(FFT,{v & 0x1F})"
    if v & 0x8000 == 0:
        and_m, or_m, xor_m = v & 0x1F, (v >> 5) & 0x1F, (v >> 10) & 0x1F
        if and_m == 0x1F and or_m == 0 and bin(xor_m).count("1") == 1:
            return f"swizzle(SWAP,{xor_m})"
        if and_m == 0x1F and or_m == 0 and xor_m > 0 and (xor_m + 1) & xor_m == 0:
            return f"swizzle(REVERSE,{xor_m + 1})"
        group = 0x1F - and_m + 1
        if group > 1 and group & (group - 1) == 0 and or_m < group and xor_m == 0:
            return f"swizzle(BROADCAST,{group},{or_m})"
        p0 = (0 | or_m) ^ xor_m
        p1 = ((0x1F & and_m) | or_m) ^ xor_m
        chars = []
        for bit in (16, 8, 4, 2, 1):
            a, b = p0 & bit, p1 & bit
            chars.append(("1" if a else "0") if a == b else ("p" if not a else "i"))
        return 'swizzle(BITMASK_PERM,"' + "".join(chars) + '")'
    return str(v)


def never(v):
    """A field that must be zero (the value 0 prints nothing)."""
    return None


FIELD_PRINTERS: dict[str, Callable[[int], str | None]] = {
    "never": never,
    "u16_dec": u16_dec,
    "u16_hex": u16_hex,
    "u16_small_dec": u16_small_dec,
    "s16_dec": s16_dec,
    "waitcnt": waitcnt,
    "sendmsg": sendmsg,
    "hwreg": hwreg,
    "gpr_idx": gpr_idx,
    "swizzle": swizzle,
    "smem_offset_hex": smem_offset_hex,
    "dec": dec,
    "s13_dec": s13_dec,
}


# --- literals ----------------------------------------------------------------------
# How llvm-mc 22 prints the 32-bit literal of a source operand, by operand
# type.  Its rule: a literal whose value an inline constant could also carry
# is wrapped in lit(...) so that it re-assembles as a literal.

_F32_INLINE = {struct.unpack("<I", struct.pack("<f", x))[0]: s for x, s in
               ((0.5, "0.5"), (-0.5, "-0.5"), (1.0, "1.0"), (-1.0, "-1.0"), (2.0, "2.0"),
                (-2.0, "-2.0"), (4.0, "4.0"), (-4.0, "-4.0"))}
_F32_INLINE[0x3E22F983] = "0.15915494"
_F16_INLINE = {0x3800: "0.5", 0xB800: "-0.5", 0x3C00: "1.0", 0xBC00: "-1.0", 0x4000: "2.0",
               0xC000: "-2.0", 0x4400: "4.0", 0xC400: "-4.0", 0x3118: "0.15915494"}


_BF16_INLINE = {0x3F00: "0.5", 0xBF00: "-0.5", 0x3F80: "1.0", 0xBF80: "-1.0", 0x4000: "2.0",
                0xC000: "-2.0", 0x4080: "4.0", 0xC080: "-4.0", 0x3E22: "0.15915494"}
_F64_INLINE_HI = {0x3FE00000: "0.5", 0xBFE00000: "-0.5", 0x3FF00000: "1.0", 0xBFF00000: "-1.0",
                  0x40000000: "2.0", 0xC0000000: "-2.0", 0x40100000: "4.0", 0xC0100000: "-4.0"}


def _int_inline32(v):
    return v <= 64 or v >= 0xFFFFFFF0


def _int_inline16(lo):
    return lo <= 64 or lo >= 0xFFF0


def lit_b32(v):
    """32-bit operands (and packed 16-bit integers): lit() when an inline
    constant could carry the value, as an integer or as an f32."""
    if _int_inline32(v) or v in _F32_INLINE:
        return f"lit({hex_(v)})"
    return hex_(v)


def lit_f16(v):
    """f16 operands: lit(full value) when the low half is an f16 inline
    constant; otherwise only the low half is printed (llvm-mc drops the
    rest)."""
    lo = v & 0xFFFF
    if _int_inline16(lo) or lo in _F16_INLINE:
        return f"lit({hex_(v)})"
    return hex_(lo)


def lit_i16(v):
    """i16 operands: lit() by the 32-bit rule; otherwise the low half."""
    if _int_inline32(v) or v in _F32_INLINE:
        return f"lit({hex_(v)})"
    return hex_(v & 0xFFFF)


def lit_bf16(v):
    lo = v & 0xFFFF
    if _int_inline16(lo) or lo in _BF16_INLINE:
        return f"lit({hex_(v)})"
    return hex_(v)


def lit_v2f16(v):
    if _int_inline32(v) or v in _F16_INLINE:
        return f"lit({hex_(v)})"
    return hex_(v)


def lit_v2bf16(v):
    if _int_inline32(v) or v in _BF16_INLINE:
        return f"lit({hex_(v)})"
    return hex_(v)


def lit_f64(v):
    """A 32-bit literal of an f64 operand holds the high half of the double."""
    if v == 0:
        return "0"
    name = _F64_INLINE_HI.get(v)
    return name if name is not None else hex_(v)


def lit_b64(v):
    """A 32-bit literal of a 64-bit integer operand: zero-extended, so only
    0..64 look like inline constants."""
    return f"lit({hex_(v)})" if v <= 64 else hex_(v)


def hex32(v):
    """Mandatory literals (v_fmamk_f32's K, s_setreg_imm32_b32): always hex."""
    return hex_(v)


def imm32(v):
    """llvm-mc's 32-bit immediate form: -16..64 in decimal, the inline
    floating-point values by name, anything else in hex (an immediate where a
    register belongs prints this way, followed by a complaint)."""
    sv = v - (1 << 32) if v >> 31 else v
    if -16 <= sv <= 64:
        return str(sv)
    name = _F32_INLINE.get(v)
    return name if name is not None else hex_(v)


LITERAL_PRINTERS: dict[str, Callable[[int], str | None]] = {
    "b32": lit_b32,
    "f16": lit_f16,
    "i16": lit_i16,
    "bf16": lit_bf16,
    "v2f16": lit_v2f16,
    "v2bf16": lit_v2bf16,
    "f64": lit_f64,
    "b64": lit_b64,
    "hex32": hex32,
    "imm32": imm32,
}
