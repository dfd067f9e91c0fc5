"""gcnasm.codeobject: AMDGPU code objects (.co) read, disassembled to
re-assembleable text, reassembled (patching in place or growing ``.text``)
and verified.  See docs/codeobject.md.

* :class:`CodeObject` - ``load``/``from_bytes``, ``.kernels``, ``.target``,
  ``.text``, ``.to_bytes()``, ``.save()`` (module :mod:`.codeobject`);
* :class:`KernelDescriptor` - the 64-byte descriptor (:mod:`.descriptor`);
* :func:`disassemble`, :func:`assemble` (:func:`rewrite`: the code object
  and its :class:`RewriteReport`), :func:`verify`.

Importing this package does not import gcnasm.isa; disassembling and
assembling load it on first use.
"""

from ..lazy import lazy_attributes

# Loaded on first use: `gcnasm --help` and the commands that need only part of
# the package do not import the rewriter and the verifier.
_LAZY = {
    "CodeObject": "gcnasm.codeobject.codeobject",
    "Kernel": "gcnasm.codeobject.codeobject",
    "Target": "gcnasm.codeobject.codeobject",
    "KernelDescriptor": "gcnasm.codeobject.descriptor",
    "disassemble": "gcnasm.codeobject.disasm",
    "Rewrite": "gcnasm.codeobject.rewrite",
    "RewriteReport": "gcnasm.codeobject.rewrite",
    "assemble": "gcnasm.codeobject.rewrite",
    "rewrite": "gcnasm.codeobject.rewrite",
    "VerifyReport": "gcnasm.codeobject.verify",
    "verify": "gcnasm.codeobject.verify",
}

__all__ = ["CodeObject", "Kernel", "KernelDescriptor", "Target", "disassemble", "assemble",
           "rewrite", "verify", "Rewrite", "RewriteReport", "VerifyReport"]

__getattr__, __dir__ = lazy_attributes(__name__, _LAZY, globals())
