"""The backends by name: :func:`open_backend`.

``"hip"`` and ``"cuda"`` are :class:`gcnasm.hip.driver.DriverBackend` with
the HIP and CUDA tables, each imported only when it is opened.  The
emulator (:class:`gcnasm.emu.EmuBackend`) implements the same
:class:`gcnasm.hip.backend.Backend` from a package above this one: this
module never names it; ``gcnasm.workflow.open_backend("emu")`` opens it.
"""

from __future__ import annotations

from typing import Optional

from .backend import Backend
from .errors import GcnasmError

BACKENDS = ("hip", "cuda")


def open_backend(name: str = "auto", device: int = 0, library: Optional[str] = None,
                 **options) -> Backend:
    """Open the ``"hip"`` or ``"cuda"`` backend on ``device``.  ``"auto"``
    tries HIP, then CUDA, and reports both failures if neither opens.  (The
    emulator, ``"emu"``, lives above this package: open it with
    ``gcnasm.workflow.open_backend``.)"""
    # Each backend is imported when it is opened, for start-up time: `compare
    # --dry-run` and the emulator need no cffi declarations.
    if name == "emu":
        raise GcnasmError("the emulator is not opened here (gcnasm.hip is below it): use "
                          "gcnasm.workflow.open_backend('emu') or gcnasm.emu.EmuBackend()")
    if options:
        raise GcnasmError(f"backend {name!r} takes no options ({', '.join(options)})")
    if name == "hip":
        from .runtime import HipBackend         # lazy: cffi and HIP's declarations
        return HipBackend(device=device, library=library)
    if name == "cuda":
        from .cuda import CudaBackend           # lazy: cffi and CUDA's declarations
        return CudaBackend(device=device, library=library)
    if name == "auto":
        failures = []
        for candidate in BACKENDS:
            try:
                return open_backend(candidate, device, library)
            except GcnasmError as exc:
                failures.append(f"{candidate}: {exc}")
        raise GcnasmError("no GPU backend could be opened:\n" + "\n".join(failures))
    raise GcnasmError(f"unknown backend {name!r}; choose from auto, {', '.join(BACKENDS)}")
