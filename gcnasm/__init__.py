"""gcnasm: AMD gfx950 (CDNA4, MI355X) machine code in Python.

Three parts:

* :mod:`gcnasm.isa` - a native encoder/decoder (``decode``, ``decode_all``,
  ``encode``, ``assemble_lines``), byte-exact against llvm-mc 22;
* :mod:`gcnasm.codeobject` - code-object (.co) reading, disassembly to
  re-assembleable text, reassembly that can grow ``.text``, and a verifier;
* :mod:`gcnasm.hip` - a cffi HIP (and CUDA driver) launcher and a Python
  ``co_compare``.

The names below are the public API; submodules load on first use so that
``import gcnasm`` stays cheap.
"""

from .errors import AsmError, CodeObjectError, DecodeError, GcnasmError
from .lazy import lazy_attributes

__version__ = "0.1.0"

_LAZY = {
    # gcnasm.isa
    "Instruction": "gcnasm.isa",
    "decode": "gcnasm.isa",
    "decode_all": "gcnasm.isa",
    "encode": "gcnasm.isa",
    "assemble_lines": "gcnasm.isa",
    # gcnasm.codeobject
    "CodeObject": "gcnasm.codeobject",
    "KernelDescriptor": "gcnasm.codeobject",
    "disassemble": "gcnasm.codeobject",
    "assemble": "gcnasm.codeobject",
    "rewrite": "gcnasm.codeobject",
    "verify": "gcnasm.codeobject",
    # gcnasm.check
    "check": "gcnasm.checker",
    "fix": "gcnasm.checker",
}

__all__ = ["AsmError", "CodeObjectError", "DecodeError", "GcnasmError", *_LAZY]


__getattr__, __dir__ = lazy_attributes(__name__, _LAZY, globals())
