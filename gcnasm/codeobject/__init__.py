"""gcnasm.codeobject: AMDGPU code objects (.co) read, disassembled to
re-assembleable text, reassembled (patching in place or growing ``.text``)
and verified.  See docs/codeobject.md.

* :class:`CodeObject` - ``load``/``from_bytes``, ``.kernels``, ``.target``,
  ``.text``, ``.to_bytes()``, ``.save()`` (module :mod:`.codeobject`);
* :class:`KernelDescriptor` - the 64-byte descriptor (:mod:`.descriptor`);
* :func:`disassemble`, :func:`assemble`, :func:`verify`.

The names below load their modules on first use: importing the package
(``gcnasm --help`` does, for ``gcnasm.codeobject.cli``) imports nothing,
and reading a code object does not import gcnasm.isa.
"""

import importlib

# Imported now, not lazily: importing the submodule ``verify`` (the rewriter
# does) would otherwise leave the package's name ``verify`` bound to the
# module instead of the function.
from .verify import VerifyReport, verify

_LAZY = {
    "CodeObject": "gcnasm.codeobject.codeobject",
    "Kernel": "gcnasm.codeobject.codeobject",
    "Target": "gcnasm.codeobject.codeobject",
    "KernelDescriptor": "gcnasm.codeobject.descriptor",
    "disassemble": "gcnasm.codeobject.disasm",
    "assemble": "gcnasm.codeobject.asm",
    "RewriteReport": "gcnasm.codeobject.asm",
}

__all__ = ["CodeObject", "Kernel", "KernelDescriptor", "Target", "disassemble", "assemble",
           "verify", "RewriteReport", "VerifyReport"]


def __getattr__(name):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'gcnasm.codeobject' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
