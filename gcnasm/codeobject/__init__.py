"""gcnasm.codeobject: AMDGPU code objects (.co) read, disassembled to
re-assembleable text, reassembled (patching in place or growing ``.text``)
and verified.

* :class:`CodeObject` - ``load``/``from_bytes``, ``.kernels``, ``.target``,
  ``.text``, ``.to_bytes()``, ``.save()`` (module :mod:`.codeobject`);
* :class:`KernelDescriptor` - the 64-byte descriptor (:mod:`.descriptor`);
* :func:`disassemble`, :func:`assemble`, :func:`verify` - see their modules.
"""

from .codeobject import CodeObject, Kernel, Target
from .descriptor import KernelDescriptor

__all__ = ["CodeObject", "Kernel", "KernelDescriptor", "Target",
           "disassemble", "assemble", "verify"]


def __getattr__(name):
    # The rewriting half needs gcnasm.isa; load it only when asked for.
    if name == "disassemble":
        from .disasm import disassemble
        return disassemble
    if name == "assemble":
        from .asm import assemble
        return assemble
    if name == "verify":
        from .verify import verify
        return verify
    raise AttributeError(f"module 'gcnasm.codeobject' has no attribute {name!r}")
