"""Every backend by name: :func:`gcnasm.hip.open_backend`'s and the
emulator's (``"emu"``), which lives above gcnasm.hip."""

from __future__ import annotations

from typing import Optional

from ..hip.backend import Backend
from ..hip.backends import BACKENDS
from ..hip.backends import open_backend as open_gpu_backend
from ..errors import GcnasmError

EMULATED = ("emu",)          # CPU emulation of gfx950 (gcnasm.emu); never chosen by "auto"
NAMES = ("auto",) + BACKENDS + EMULATED


def open_backend(name: str = "auto", device: int = 0, library: Optional[str] = None,
                 **options) -> Backend:
    """``"hip"``, ``"cuda"``, ``"auto"`` (see :func:`gcnasm.hip.open_backend`)
    or ``"emu"``: gcnasm's gfx950 emulator on the CPU (``options``:
    ``races=True`` for race mode, ``memory_bytes``)."""
    if name == "emu":
        if library is not None:
            raise GcnasmError("the emulator loads no runtime library (--library)")
        from ..emu import EmuBackend        # lazy: numpy and the semantics tables
        return EmuBackend(device=device, **options)
    if name not in NAMES:
        raise GcnasmError(f"unknown backend {name!r}; choose from {', '.join(NAMES)}")
    return open_gpu_backend(name, device, library, **options)
