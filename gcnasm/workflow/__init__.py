"""gcnasm.workflow: the edit loop's commands, where the layers meet.

The packages below each do one thing: :mod:`gcnasm.codeobject` assembles
and rewrites code objects, :mod:`gcnasm.checker` checks them statically,
:mod:`gcnasm.hip` launches and compares kernels on a GPU, :mod:`gcnasm.emu`
runs them on the CPU.  The commands an agent's loop runs combine them, and
live here, above all four, so that every package keeps importing downward
only (docs/architecture.md):

* ``gcnasm asm`` (:mod:`.assembly`): assemble, then check; the exit status
  is the check's verdict, and a standalone file must keep its descriptors,
  metadata and code in agreement;
* ``gcnasm compare`` (:mod:`.verdict`): hip's comparison, on a GPU or on the
  emulator with races on, one verdict per site with its reasons, what the
  edited lines executed (:mod:`.coverage`) and, emulated, instruction counts
  instead of times;
* :func:`open_backend`: hip's backends and ``"emu"``.
"""

from __future__ import annotations

from ..lazy import lazy_attributes

# Loaded on first use: registering the commands (`gcnasm --help`) imports
# none of the layers below.
_LAZY = {
    "open_backend": "gcnasm.workflow.backends",
    "compare": "gcnasm.workflow.verdict",
    "assemble_checked": "gcnasm.workflow.assembly",
}

__all__ = list(_LAZY)

__getattr__, __dir__ = lazy_attributes(__name__, _LAZY, globals())
