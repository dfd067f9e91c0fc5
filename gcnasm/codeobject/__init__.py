"""gcnasm.codeobject: AMDGPU code objects (.co) read, disassembled to
re-assembleable text, reassembled (patching in place or growing ``.text``)
and verified.  See docs/codeobject.md.

* :class:`CodeObject` - ``load``/``from_bytes``, ``.kernels``, ``.target``,
  ``.text``, ``.program()`` (the program view, :mod:`.program`),
  ``.disassemble()``, ``.to_bytes()``, ``.save()`` (module :mod:`.codeobject`);
* :class:`KernelDescriptor` - the 64-byte descriptor (:mod:`.descriptor`);
* :func:`disassemble`, :func:`assemble` (:func:`rewrite`: the code object
  and its :class:`RewriteReport`, module :mod:`.rewriter`), :func:`verify`
  (module :mod:`.verifier`).

The names load on first use: importing this package (as every ``gcnasm``
command's parser does) imports none of its modules, and none of gcnasm.isa.
"""

from ..lazy import lazy_attributes

_LAZY = {
    "CodeObject": "gcnasm.codeobject.codeobject",
    "Kernel": "gcnasm.codeobject.codeobject",
    "Target": "gcnasm.codeobject.codeobject",
    "disassemble": "gcnasm.codeobject.codeobject",
    "KernelDescriptor": "gcnasm.codeobject.descriptor",
    "Rewrite": "gcnasm.codeobject.rewriter",
    "RewriteReport": "gcnasm.codeobject.rewriter",
    "assemble": "gcnasm.codeobject.rewriter",
    "rewrite": "gcnasm.codeobject.rewriter",
    "template_mismatch": "gcnasm.codeobject.disasm",
    "VerifyReport": "gcnasm.codeobject.verifier",
    "verify": "gcnasm.codeobject.verifier",
}

__all__ = list(_LAZY)

__getattr__, __dir__ = lazy_attributes(__name__, _LAZY, globals())
