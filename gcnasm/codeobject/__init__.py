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

import sys
import types

from ..lazy import lazy_attributes

# Loaded on first use: `gcnasm --help` and the commands that need only part of
# the package do not import the rewriter and the verifier.
_LAZY = {
    "CodeObject": "gcnasm.codeobject.codeobject",
    "Kernel": "gcnasm.codeobject.codeobject",
    "Target": "gcnasm.codeobject.codeobject",
    "KernelDescriptor": "gcnasm.codeobject.descriptor",
    "disassemble": "gcnasm.codeobject.codeobject",
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

# The functions rewrite and verify share their names with the modules that
# define them.  Importing such a module sets the package's attribute of that
# name to the module, which would hide the function (`from gcnasm.codeobject
# import rewrite` must give the function, as it did when the package imported
# its modules eagerly): the package keeps the function instead.
_FUNCTIONS_NAMED_AS_MODULES = ("rewrite", "verify")


class _Package(types.ModuleType):
    def __setattr__(self, name: str, value) -> None:
        if name in _FUNCTIONS_NAMED_AS_MODULES and isinstance(value, types.ModuleType) and \
                value.__name__ == f"{__name__}.{name}":
            value = getattr(value, name)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
