"""gcnasm.emu: run gfx950 code objects on the CPU.

* :class:`EmuBackend` - the ``"emu"`` backend of :func:`gcnasm.hip.open_backend`;
* :mod:`.dispatch` - the initial wave state of a launch;
* :mod:`.machine` - the scheduler of a batch of waves;
* :mod:`.program` - kernels decoded once into closures (:func:`semantic`
  registers the builder of a mnemonic);
* :mod:`.scalar`, :mod:`.vector`, :mod:`.memops`, :mod:`.matrix` - the
  instruction semantics.

See docs/emu.md.
"""

from .errors import EmulationError, UnimplementedInstruction
from . import scalar, vector, int16, packedint, division, fp64, mixed, memops, matrix, scaled, indexing  # noqa: F401  (register the semantics)
from .backend import EmuBackend

__all__ = ["EmuBackend", "EmulationError", "UnimplementedInstruction"]
