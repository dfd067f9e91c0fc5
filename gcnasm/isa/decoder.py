"""Machine words to instructions.

``decode_word`` finds an instruction's family from its first dword, its
table entry from the key fields, reads the base value (and the literal that a
source code of 255, or the entry itself, asks for) and prints it through the
entry's compiled template.  Everything llvm-mc would call invalid raises
:class:`gcnasm.DecodeError`.  (:func:`gcnasm.isa.instruction.decode` and
``decode_all`` turn the result into :class:`Instruction` objects.)
"""

from __future__ import annotations

import gc
from contextlib import contextmanager

from ..errors import DecodeError
from . import families as FAM


@contextmanager
def collection_paused():
    """No cyclic garbage collection inside: for loading the tables and
    template code and for a first decode, which make hundreds of thousands
    of objects in no reference cycle, that the collector (run every few
    hundred allocations) would only traverse again and again: a sixth of a
    cold disassembly's time."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


with collection_paused():
    from .tables import gfx950 as _TABLES
    from .templates import Compiled, Invalid, compiled

MATRIX_OPS = getattr(_TABLES, "MATRIX_OPS", frozenset())

# Family lookup by the top 9 bits of the first dword; VOP1/VOP2/VOPC words
# whose src0 is 249 (SDWA) or 250 (DPP) belong to the extension families.
_BY_TOP9: list[FAM.Family | None] = []
for _top in range(512):
    _BY_TOP9.append(FAM.classify(_top << 23))
_EXTENDED = {
    "VOP1": {0xF9: FAM.VOP1_SDWA, 0xFA: FAM.VOP1_DPP},
    "VOP2": {0xF9: FAM.VOP2_SDWA, 0xFA: FAM.VOP2_DPP},
    "VOPC": {0xF9: FAM.VOPC_SDWA, 0xFA: FAM.VOPC_DPP},
}


def family_of(dword: int) -> FAM.Family | None:
    fam = _BY_TOP9[dword >> 23]
    if fam is not None and fam.name in _EXTENDED:
        return _EXTENDED[fam.name].get(dword & 0x1FF, fam)
    return fam


def decode_word(data: bytes, offset: int = 0):
    """Decode the instruction at ``offset``: returns (compiled template, base
    value, literal or None, size in bytes).  Raises DecodeError."""
    end = len(data)
    if offset + 4 > end:
        raise DecodeError("truncated instruction: fewer than 4 bytes left", offset)
    w0 = int.from_bytes(data[offset:offset + 4], "little")
    fam = family_of(w0)
    if fam is None:
        raise DecodeError("no gfx950 encoding family has these top bits", offset, w0)
    size = fam.size
    if offset + size > end and fam.name in _PLAIN:
        # too few bytes for the DPP/SDWA form: llvm-mc reads the plain word
        fam = _PLAIN[fam.name]
        size = fam.size
    if offset + size > end:
        raise DecodeError(f"truncated {fam.name} instruction: needs {size} bytes, "
                          f"{end - offset} left", offset, w0)
    if fam is FAM.VOP3P and (w0 >> 16) & 0x7F == FAM.VOP3P_SCALE_PREFIX_OP and end - offset >= 16:
        # llvm-mc first tries the 16-byte scaled MFMA, then the prefix alone
        got = _decode_scaled(data, offset)
        if got is not None:
            return got
    if fam.name in _PLAIN:
        # llvm-mc tries the 64-bit DPP/SDWA form first, then the plain word
        got = _try(fam, data, offset, end)
        if got is not None:
            return got
        fam = _PLAIN[fam.name]
        size = fam.size
    value = int.from_bytes(data[offset:offset + size], "little")
    if fam is FAM.VOP3P and (w0 >> 16) & 0x7F in MATRIX_OPS:
        fam = FAM.VOP3P_MAI
    c = compiled(fam, fam.key(value))
    if c is None:
        raise DecodeError(f"no {fam.name} instruction has opcode {fam.key(value)}", offset, w0)
    literal = None
    if c.takes_literal(value):
        if offset + size + 4 > end:
            raise DecodeError("truncated literal: the instruction needs a 32-bit literal",
                              offset, w0)
        literal = int.from_bytes(data[offset + size:offset + size + 4], "little")
        size += 4
    return c, value, literal, size


_PLAIN = {"VOP1_DPP": FAM.VOP1, "VOP1_SDWA": FAM.VOP1, "VOP2_DPP": FAM.VOP2,
          "VOP2_SDWA": FAM.VOP2, "VOPC_DPP": FAM.VOPC, "VOPC_SDWA": FAM.VOPC}


def _try(fam, data, offset, end):
    """Decode as ``fam`` if the bytes allow and the word is valid there."""
    if offset + fam.size > end:
        return None
    value = int.from_bytes(data[offset:offset + fam.size], "little")
    c = compiled(fam, fam.key(value))
    if c is None:
        return None
    literal = None
    size = fam.size
    if c.takes_literal(value):
        if offset + size + 4 > end:
            return None
        literal = int.from_bytes(data[offset + size:offset + size + 4], "little")
        size += 4
    try:
        c.render(value, literal)
    except Invalid:
        return None
    return c, value, literal, size


def _decode_scaled(data: bytes, offset: int):
    fam = FAM.VOP3P_SCALE
    value = int.from_bytes(data[offset:offset + 16], "little")
    if (value >> 87) & 0x1FF != 0x1A7:
        return None
    c = compiled(fam, fam.key(value))
    if c is None:
        return None
    try:
        c.render(value, None)
    except Invalid:
        return None
    return c, value, None, 16


def render(c: Compiled, value: int, literal: int | None, offset: int = 0) -> str:
    try:
        return c.render(value, literal)
    except Invalid:
        raise DecodeError(f"invalid operand encoding for {c.template.mnemonic}", offset,
                          value & 0xFFFF_FFFF) from None
