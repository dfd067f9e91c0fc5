"""The backends by name: :func:`open_backend`.

``"hip"`` and ``"cuda"`` are :class:`gcnasm.hip.driver.DriverBackend` with
the HIP and CUDA tables; ``"emu"`` is gfx950 emulation on the CPU
(:class:`gcnasm.emu.EmuBackend`, a package above this one that implements
:class:`gcnasm.hip.backend.Backend`).  Each is imported only when it is
opened (see :func:`open_backend`).
"""

from __future__ import annotations

from typing import Optional

from .backend import Backend
from .errors import GcnasmError

BACKENDS = ("hip", "cuda")
EMULATED = ("emu",)          # CPU emulation of gfx950 (gcnasm.emu); never chosen by "auto"


def open_backend(name: str = "auto", device: int = 0, library: Optional[str] = None,
                 **options) -> Backend:
    """Open the ``"hip"`` or ``"cuda"`` backend on ``device``, or ``"emu"``,
    gcnasm's gfx950 emulator on the CPU (``options``: ``races=True``).
    ``"auto"`` tries HIP, then CUDA, and reports both failures if neither
    opens."""
    # Each backend is imported when it is opened, for start-up time: `compare
    # --dry-run` and the emulator need no cffi declarations, and the emulator
    # (a package above this one) loads only for "emu".
    if name == "emu":
        from ..emu import EmuBackend            # lazy: the emulator, above hip
        return EmuBackend(device=device, **options)
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
    raise GcnasmError(f"unknown backend {name!r}; choose from auto, "
                      f"{', '.join(BACKENDS + EMULATED)}")
