"""gcnasm.isa: a native gfx950 encoder and decoder.

    from gcnasm.isa import decode, decode_all, encode, assemble_lines

``decode`` turns machine words into an :class:`Instruction` whose ``text`` is
llvm-mc 22's syntax; ``encode`` turns such text back into exactly llvm-mc's
bytes.  Neither needs LLVM at run time: both run on tables generated from
llvm-mc by ``python -m gcnasm.isa.generate`` (see docs/isa.md).

The names below load their modules on first use, so that importing the
package (``gcnasm --help`` does, for ``gcnasm.isa.cli``) stays cheap.
"""

from __future__ import annotations

from ..errors import AsmError, DecodeError
from ..lazy import lazy_attributes
from . import caches

_LAZY = {
    "Instruction": "gcnasm.isa.instruction",
    "decode": "gcnasm.isa.instruction",
    "decode_all": "gcnasm.isa.instruction",
    "decode_offsets": "gcnasm.isa.instruction",
    "decode_shared": "gcnasm.isa.instruction",
    "encode": "gcnasm.isa.encoder",
    "Program": "gcnasm.isa.program",
    "assemble_lines": "gcnasm.isa.program",
    "assemble_program": "gcnasm.isa.program",
    "RegisterUsage": "gcnasm.isa.registers",
    "register_usage": "gcnasm.isa.registers",
    "named_registers": "gcnasm.isa.registers",
}
# The typed model (operands, semantics): decoding and printing alone (the
# command line's cold start) never need it.
_LAZY.update({name: "gcnasm.isa.operands" for name in (
    "Immediate", "Label", "Literal", "Modifier", "Operand", "Register", "RegisterUnit")})
_LAZY.update({name: "gcnasm.isa.semantics" for name in (
    "CATEGORIES", "InstructionSemantics", "SemanticsError")})

__all__ = ["Instruction", "decode", "decode_all", "decode_offsets", "decode_shared", "encode",
           "assemble_lines", "assemble_program", "Program", "register_usage", "named_registers",
           "RegisterUsage", "AsmError",
           "DecodeError", "clear_caches", "RegisterUnit", "Register", "Immediate", "Literal",
           "Label", "Modifier", "Operand", "CATEGORIES", "InstructionSemantics", "SemanticsError"]


__getattr__, __dir__ = lazy_attributes(__name__, _LAZY, globals())


def clear_caches() -> None:
    """Forget every instruction seen so far: decoded words, their texts and
    sizes, parsed operands and encoded lines.  (The template code stays: it
    depends only on the tables.)  These caches make a kernel's repeated words
    cheap; each is bounded (gcnasm.isa.caches), and a long-running tool that
    reads many kernels can call this to free them; benchmarks call it to
    measure a first encounter."""
    caches.clear_caches(__name__)
