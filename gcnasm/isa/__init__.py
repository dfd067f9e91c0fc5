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
from .decoder import decode_word, render
from .encoder import encode
from .program import Program, assemble_lines, assemble_program

__all__ = ["Instruction", "decode", "decode_all", "encode", "assemble_lines",
           "assemble_program", "Program", "AsmError", "DecodeError"]


def decode(data: bytes, offset: int = 0) -> Instruction:
    """Decode the instruction at ``offset`` of ``data``.  Raises DecodeError
    naming the offset and the word where llvm-mc would call it invalid."""
    c, value, literal, size = decode_word(data, offset)
    inst = Instruction(data, offset, size, c.template.family, c.template.key, value, literal,
                       lambda: render(c, value, literal, offset))
    inst.llvm_text          # validate now: an invalid operand raises here
    return inst


def decode_all(data: bytes) -> List[Instruction]:
    """Decode a whole ``.text``; raises DecodeError at the first invalid word."""
    out = []
    offset = 0
    n = len(data)
    while offset < n:
        inst = decode(data, offset)
        out.append(inst)
        offset += inst.size
    return out
