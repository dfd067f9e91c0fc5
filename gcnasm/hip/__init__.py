"""gcnasm.hip: run code objects on a GPU from Python, and co_compare.

* :func:`open_backend` - ``"hip"`` (AMD, ``.co``) or ``"cuda"`` (NVIDIA
  cubins) through cffi; nothing is loaded until it is called
  (:mod:`.backends`).  The emulator (gcnasm.emu) implements the same
  interface from above; gcnasm.workflow opens it.  Every backend implements one
  driver interface (:mod:`.backend`); HIP and CUDA are one cffi class
  (:mod:`.driver`) driven by a table per API (:mod:`.runtime`, :mod:`.cuda`);
  buffers, streams and events are in :mod:`.device`;
* :meth:`Backend.load_module` / :func:`launch` - load an image and launch a
  kernel with arguments packed from its metadata (:mod:`.module`,
  :mod:`.kernargs`, :mod:`.cubin`);
* :func:`compare` - co_compare: correctness and event timing of a test
  kernel against a reference over the sites of :mod:`.sites`
  (:mod:`.comparison`, :mod:`.fill`, :mod:`.metrics`, :mod:`.timing`);
  ``dry_run=True`` packs and prints what would launch, with no GPU
  (:mod:`.plan`).

Importing this package never loads a GPU library.
"""

from .errors import CudaError, HipError, KernargError, LibraryNotFoundError, ModuleError, SiteError
from ..lazy import lazy_attributes

_LAZY = {
    "open_backend": "gcnasm.hip.backends",
    "Backend": "gcnasm.hip.backend",
    "DeviceBuffer": "gcnasm.hip.device",
    "DevicePointer": "gcnasm.hip.device",
    "DeviceInfo": "gcnasm.hip.device",
    "Module": "gcnasm.hip.module",
    "Kernel": "gcnasm.hip.module",
    "launch": "gcnasm.hip.module",
    "ArgLayout": "gcnasm.hip.kernargs",
    "compare": "gcnasm.hip.comparison",
    "CompareReport": "gcnasm.hip.comparison",
    "compare_many": "gcnasm.hip.many",
    "ManyReport": "gcnasm.hip.many",
    "DryRunReport": "gcnasm.hip.plan",
    "Site": "gcnasm.hip.sites",
    "site_table": "gcnasm.hip.sites",
    "load_site_file": "gcnasm.hip.sites",
    "dtype": "gcnasm.hip.dtypes",
}

__all__ = ["CudaError", "HipError", "KernargError", "LibraryNotFoundError", "ModuleError",
           "SiteError", *_LAZY]


__getattr__, __dir__ = lazy_attributes(__name__, _LAZY, globals())
