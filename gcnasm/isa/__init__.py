"""gcnasm.isa: a native gfx950 encoder and decoder.

    from gcnasm.isa import decode, decode_all, encode, assemble_lines

``decode`` turns machine words into an :class:`Instruction` whose ``text`` is
llvm-mc 22's syntax; ``encode`` turns such text back into exactly llvm-mc's
bytes.  Neither needs LLVM at run time: both run on tables generated from
llvm-mc by ``python -m gcnasm.isa.generate`` (see docs/isa.md).
"""

from __future__ import annotations

from typing import List

from ..errors import AsmError, DecodeError
from .instruction import Instruction
from .operands import Immediate, Label, Literal, Modifier, Operand, Register, RegisterUnit
from .semantics import CATEGORIES, InstructionSemantics, SemanticsError
from .decoder import decode_word, render
from .encoder import encode
from .program import Program, assemble_lines, assemble_program
from .registers import RegisterUsage, register_usage

__all__ = ["Instruction", "decode", "decode_all", "encode", "assemble_lines",
           "assemble_program", "Program", "register_usage", "RegisterUsage", "AsmError",
           "DecodeError", "clear_caches", "RegisterUnit", "Register", "Immediate", "Literal",
           "Label", "Modifier", "Operand", "CATEGORIES", "InstructionSemantics", "SemanticsError"]


def decode(data: bytes, offset: int = 0) -> Instruction:
    """Decode the instruction at ``offset`` of ``data``.  Raises DecodeError
    naming the offset and the word where llvm-mc would call it invalid."""
    c, value, literal, size = decode_word(data, offset)
    inst = Instruction(data, offset, size, c.template.family, c.template.key, value, literal,
                       None, c)
    inst._llvm_text = render(c, value, literal, offset)     # an invalid operand raises here
    return inst


# Instructions already seen, by their bytes: decoding a kernel touches a few
# thousand distinct words many times over.
_seen = {}


def decode_all(data: bytes) -> List[Instruction]:
    """Decode a whole ``.text``; raises DecodeError at the first invalid word."""
    data = bytes(data)
    out = []
    append = out.append
    offset = 0
    n = len(data)
    seen = _seen
    sizes = _size_cache
    while offset < n:
        head = data[offset:offset + 8]
        size = sizes.get(head)
        if size is None:
            proto = decode(data, offset)
            size = proto.size
            if _size_fixed_by_head(proto):
                sizes[head] = size
            key = data[offset:offset + size]
            seen[key] = proto
        else:
            key = data[offset:offset + size]
            proto = seen.get(key)
            if proto is None:
                proto = decode(data, offset)
                seen[key] = proto
        append(proto._at(offset))
        offset += size
    if len(seen) > 2_000_000:
        seen.clear()
        sizes.clear()
    return out


_size_cache = {}


def _size_fixed_by_head(inst: Instruction) -> bool:
    """The first 8 bytes fix an instruction's size (a literal, if any, starts
    within or right after them), except for a v_mfma_ld_scale_b32 prefix,
    which is 16 bytes or 8 depending on the MFMA after it."""
    w0 = int.from_bytes(inst.to_bytes()[:4], "little")
    return not (w0 >> 23 == 0x1A7 and (w0 >> 16) & 0x7F == 0x2C)


def clear_caches() -> None:
    """Forget every instruction seen so far: decoded words, their texts and
    sizes, and encoded lines.  (Compiled templates stay: they depend only on
    the tables.)  These caches make a kernel's repeated words cheap; a
    long-running tool that reads many kernels can call this to bound memory,
    and benchmarks call it to measure a first encounter."""
    from . import instruction, parsers
    _seen.clear()
    _size_cache.clear()
    instruction._lossless_cache.clear()
    instruction.known_encodings.clear()         # also the program assembler's line cache
    parsers._norm_cache.clear()
