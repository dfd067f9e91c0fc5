"""The public driver interface every GPU backend implements.

:class:`Backend` is what gcnasm.hip runs on: a device, its memory, modules
loaded on it, launches, streams and events.  Its lower half is the driver
API itself, one method per driver call, named after CUDA's (``mem_alloc``
for ``cuMemAlloc``, ``module_load`` for ``cuModuleLoadData``, ...); the
resources of :mod:`.device` and :mod:`.module` call only these.  Users call
the upper half: :meth:`Backend.alloc`, :meth:`Backend.load_module`,
:meth:`Backend.stream`, :meth:`Backend.event`, :func:`gcnasm.hip.launch`.

Implementations: HIP and the CUDA driver API through one cffi class driven
by a table per API (:mod:`.driver`, tables in :mod:`.runtime` and
:mod:`.cuda`), and gfx950 emulation on the CPU (:mod:`gcnasm.emu.backend`).
:func:`gcnasm.hip.open_backend` (:mod:`.backends`) opens one by name.
"""

from __future__ import annotations

import abc
from typing import Any, Dict, Optional, Tuple

from .device import (DeviceBuffer, DeviceInfo, DevicePointer, Dim3, Event, ResourceSet, Stream,
                     close_quietly_if_failing)
from .errors import GcnasmError
from .module import Module

# DeviceBuffer, DeviceInfo, DevicePointer, Stream and Event were defined here
# before gcnasm.hip.device; their old import path keeps working.
__all__ = ["Backend", "DeviceBuffer", "DeviceInfo", "DevicePointer", "Dim3", "Event", "Stream"]


class Backend(abc.ABC):
    """A GPU runtime bound to one device.  Use as a context manager, or call
    :meth:`close`."""

    name = "abstract"
    image_kind = ""            # "AMD code object" / "cubin", for messages

    def __init__(self):
        self.resources = ResourceSet(self)

    # --- lifecycle -----------------------------------------------------------

    @property
    def closed(self) -> bool:
        return self.resources.closed

    def close(self) -> None:
        """Release every open resource (newest first)."""
        if not self.closed:
            self.resources.close_all()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        close_quietly_if_failing(self, exc_type)

    @property
    def open_resources(self) -> int:
        return len(self.resources)

    # --- what the device is --------------------------------------------------

    @abc.abstractmethod
    def versions(self) -> Dict[str, Any]:
        """Library path and driver/runtime versions."""

    @abc.abstractmethod
    def device_count(self) -> int: ...

    @abc.abstractmethod
    def device_info(self, index: Optional[int] = None) -> DeviceInfo:
        """The bound device (or ``index``)."""

    @abc.abstractmethod
    def synchronize(self) -> None:
        """Wait for all work on the device."""

    @abc.abstractmethod
    def memory_info(self) -> Tuple[int, int]:
        """``(free, total)`` bytes of device memory."""

    # --- what users make on it -----------------------------------------------

    def alloc(self, nbytes: int, label: str = "") -> DeviceBuffer:
        """``nbytes`` of device memory (at least 1 byte is allocated)."""
        if nbytes < 0:
            raise GcnasmError(f"cannot allocate {nbytes} bytes")
        address = self.mem_alloc(max(int(nbytes), 1), label)
        try:
            return DeviceBuffer(self, address, nbytes, label)
        except BaseException:
            self.mem_free(address)
            raise

    def stream(self) -> Stream:
        return Stream(self)

    def event(self) -> Event:
        return Event(self)

    def load_module(self, source, name: Optional[str] = None) -> Module:
        """Load a code object (path or bytes) and describe its kernels: see
        :class:`gcnasm.hip.module.Module`."""
        return Module.load(self, source, name)

    # --- the driver calls each backend implements ------------------------------
    # Addresses are ints; ``stream`` is a device.Stream or None (the default
    # stream); ``where`` says what is being done, for error messages.

    @abc.abstractmethod
    def mem_alloc(self, nbytes: int, label: str) -> int: ...

    @abc.abstractmethod
    def mem_free(self, address: int) -> None: ...

    @abc.abstractmethod
    def memcpy_htod(self, address: int, host: memoryview, nbytes: int) -> None: ...

    @abc.abstractmethod
    def memcpy_dtoh(self, host: memoryview, address: int, nbytes: int) -> None: ...

    @abc.abstractmethod
    def memset_d8(self, address: int, value: int, count: int, stream: Optional[Stream]) -> None: ...

    @abc.abstractmethod
    def memset_d32(self, address: int, value: int, count: int, stream: Optional[Stream]) -> None:
        """``value`` is unsigned (0 to 2**32 - 1)."""

    @abc.abstractmethod
    def module_load(self, image: bytes, where: str) -> Any:
        """A handle of ``image`` loaded; the caller keeps ``image`` alive."""

    @abc.abstractmethod
    def module_unload(self, handle) -> None: ...

    @abc.abstractmethod
    def module_get_function(self, handle, name: str, where: str) -> Any: ...

    @abc.abstractmethod
    def launch_kernel(self, function, grid: Dim3, block: Dim3, shared_mem: int,
                      stream: Optional[Stream], kernarg: bytes, where: str) -> None:
        """Launch with the kernarg segment passed through the ``extra``
        buffer (pointer, size, end), not as an array of argument pointers;
        whatever the function needs for ``shared_mem`` bytes of dynamic
        shared memory is set first."""

    @abc.abstractmethod
    def stream_create(self) -> Any: ...

    @abc.abstractmethod
    def stream_destroy(self, handle) -> None: ...

    @abc.abstractmethod
    def stream_synchronize(self, handle) -> None: ...

    @abc.abstractmethod
    def event_create(self) -> Any: ...

    @abc.abstractmethod
    def event_destroy(self, handle) -> None: ...

    @abc.abstractmethod
    def event_record(self, handle, stream: Optional[Stream]) -> None: ...

    @abc.abstractmethod
    def event_synchronize(self, handle) -> None: ...

    @abc.abstractmethod
    def event_elapsed_time(self, start, stop) -> float:
        """Milliseconds from event ``start`` to event ``stop``."""
