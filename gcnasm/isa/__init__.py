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
from .registers import RegisterUsage, named_registers, register_usage

__all__ = ["Instruction", "decode", "decode_all", "encode", "assemble_lines",
           "assemble_program", "Program", "register_usage", "named_registers", "RegisterUsage",
           "AsmError",
           "DecodeError", "clear_caches", "RegisterUnit", "Register", "Immediate", "Literal",
           "Label", "Modifier", "Operand", "CATEGORIES", "InstructionSemantics", "SemanticsError"]


# The typed model (operands, semantics) is imported on first use, not with
# gcnasm.isa: decoding and printing alone (the command line's cold start)
# never need it.
_LAZY = {name: "operands" for name in ("Immediate", "Label", "Literal", "Modifier", "Operand",
                                       "Register", "RegisterUnit")}
_LAZY.update({name: "semantics" for name in ("CATEGORIES", "InstructionSemantics",
                                             "SemanticsError")})


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


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
    from . import instruction, operands, parsers
    _seen.clear()
    operands.clear_cache()
    _size_cache.clear()
    instruction._lossless_cache.clear()
    instruction.known_encodings.clear()         # also the program assembler's line cache
    parsers._norm_cache.clear()
