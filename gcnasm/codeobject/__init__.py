"""gcnasm.codeobject: AMDGPU code objects (.co) read, disassembled to
re-assembleable text, reassembled (patching in place or growing ``.text``)
and verified.  See docs/codeobject.md.

* :class:`CodeObject` - ``load``/``from_bytes``, ``.kernels``, ``.target``,
  ``.text``, ``.program()`` (the program view, :mod:`.program`),
  ``.disassemble()``, ``.to_bytes()``, ``.save()`` (module :mod:`.codeobject`);
* :class:`KernelDescriptor` - the 64-byte descriptor (:mod:`.descriptor`);
* :func:`disassemble`, :func:`assemble` (:func:`rewrite`: the code object
  and its :class:`RewriteReport`), :func:`verify`.

Importing this package does not import gcnasm.isa; disassembling and
assembling load it on first use.
"""

# Imported here, not on first use: the functions rewrite and verify share their
# modules' names, and a lazily loaded module would replace the function.
from .codeobject import CodeObject, Kernel, Target, disassemble
from .descriptor import KernelDescriptor
from .rewrite import Rewrite, RewriteReport, assemble, rewrite
from .verify import VerifyReport, verify

__all__ = ["CodeObject", "Kernel", "KernelDescriptor", "Target", "disassemble", "assemble",
           "rewrite", "verify", "Rewrite", "RewriteReport", "VerifyReport"]
