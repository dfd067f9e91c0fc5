"""The interface every GPU runtime backend implements, and the resource
objects (device buffers, events, streams) built on it.

Two backends implement :class:`Backend`: HIP (:mod:`gcnasm.hip.runtime`,
AMD GPUs, ``.co`` code objects) and the CUDA driver API
(:mod:`gcnasm.hip.cuda`, NVIDIA GPUs, cubins).  The module API of the two is
the same shape (load an image, get a function, launch it with a packed
argument buffer, time with events), so everything above this layer -
argument packing, compare, timing - is written once.

Resources are released deterministically: each object has ``close()`` and
is a context manager, and the backend's own ``close()`` (or ``with`` block)
releases whatever is still open, newest first, so an exception anywhere
never leaks device memory or modules.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from .errors import GcnasmError

Dim3 = Tuple[int, int, int]


@dataclass(frozen=True)
class DeviceInfo:
    """What compare reports about a device, read through attribute queries."""

    index: int
    name: str
    compute_units: int          # CUs (AMD) or SMs (NVIDIA)
    unit_name: str              # "CUs" or "SMs"
    arch: str                   # "gfx950", "sm_90", or "" when unknown
    total_memory: int           # bytes
    l2_cache_bytes: int
    warp_size: int
    max_threads_per_block: int
    clock_khz: int

    def line(self) -> str:
        """``Device: AMD Instinct MI355X (256 CUs)``, co_compare's first line."""
        return f"Device: {self.name} ({self.compute_units} {self.unit_name})"


class DevicePointer:
    """A raw device address (and optional extent) to pass as a pointer
    argument, e.g. an offset into a buffer or memory allocated elsewhere."""

    def __init__(self, address: int, nbytes: Optional[int] = None):
        self.device_address = int(address)
        self.nbytes = nbytes

    def __int__(self) -> int:
        return self.device_address

    def __repr__(self) -> str:
        return f"DevicePointer(0x{self.device_address:x}, nbytes={self.nbytes})"


class _Resource:
    """Base of objects the backend tracks and releases."""

    _closed = False

    def __init__(self, backend: "Backend"):
        self.backend = backend
        backend._track(self)

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self.backend._untrack(self)
            self._release()

    def _release(self) -> None:  # pragma: no cover - overridden
        pass

    def _check_open(self) -> None:
        if self._closed:
            raise GcnasmError(f"{type(self).__name__} used after close()")

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        _close_quietly_if_failing(self, exc_type)


def _close_quietly_if_failing(obj, exc_type) -> None:
    """Close ``obj``; if an exception is already propagating, a failure to
    release (often the same device fault again) must not replace it."""
    try:
        obj.close()
    except GcnasmError:
        if exc_type is None:
            raise


class DeviceBuffer(_Resource):
    """``nbytes`` of device memory.  Pass it directly as a pointer argument."""

    def __init__(self, backend: "Backend", address: int, nbytes: int, label: str = ""):
        self.device_address = int(address)
        self.nbytes = int(nbytes)
        self.label = label
        super().__init__(backend)

    def _release(self) -> None:
        self.backend._free(self.device_address)

    def __int__(self) -> int:
        return self.device_address

    def pointer(self, offset: int = 0) -> DevicePointer:
        """A pointer ``offset`` bytes into this buffer."""
        if not 0 <= offset <= self.nbytes:
            raise GcnasmError(f"offset {offset} is outside the {self.nbytes}-byte buffer {self.label}")
        return DevicePointer(self.device_address + offset, self.nbytes - offset)

    def upload(self, data, offset: int = 0) -> None:
        """Copy host ``data`` (bytes or a contiguous numpy array) to
        ``offset`` bytes into the buffer (synchronous)."""
        self._check_open()
        view = memoryview(np.ascontiguousarray(data) if isinstance(data, np.ndarray) else data).cast("B")
        if offset < 0 or offset + view.nbytes > self.nbytes:
            raise GcnasmError(f"upload of {view.nbytes} bytes at offset {offset} does not fit the "
                              f"{self.nbytes}-byte buffer {self.label}")
        if view.nbytes:
            self.backend._copy_to_device(self.device_address + offset, view, view.nbytes)

    def download(self, out: Optional[np.ndarray] = None, offset: int = 0,
                 nbytes: Optional[int] = None) -> np.ndarray:
        """``nbytes`` from ``offset`` as a uint8 array (or into ``out``, a
        writable contiguous array of that many bytes).  Synchronous."""
        self._check_open()
        if nbytes is None:
            nbytes = out.nbytes if out is not None else self.nbytes - offset
        if offset < 0 or offset + nbytes > self.nbytes:
            raise GcnasmError(f"download of {nbytes} bytes at offset {offset} is outside the "
                              f"{self.nbytes}-byte buffer {self.label}")
        if out is None:
            out = np.empty(nbytes, dtype=np.uint8)
        if not out.flags.c_contiguous or out.nbytes != nbytes:
            raise GcnasmError("download target must be a contiguous array of exactly nbytes")
        if nbytes:
            self.backend._copy_to_host(memoryview(out).cast("B"), self.device_address + offset, nbytes)
        return out

    def fill_bytes(self, value: int, stream: Optional["Stream"] = None) -> None:
        """Set every byte to ``value`` (asynchronous on ``stream``)."""
        self._check_open()
        self.backend._memset8(self.device_address, value & 0xFF, self.nbytes, stream)

    def fill_words(self, value: int, stream: Optional["Stream"] = None, offset: int = 0,
                   count: Optional[int] = None) -> None:
        """Set 32-bit words to ``value`` (asynchronous on ``stream``)."""
        self._check_open()
        if count is None:
            count = (self.nbytes - offset) // 4
        if offset % 4 or offset + 4 * count > self.nbytes:
            raise GcnasmError(f"fill_words({offset}, {count}) is outside the buffer {self.label}")
        self.backend._memset32(self.device_address + offset, value & 0xFFFFFFFF, count, stream)

    def __repr__(self) -> str:
        state = "closed" if self._closed else f"0x{self.device_address:x}"
        return f"DeviceBuffer({self.label or 'unnamed'}, {self.nbytes} bytes, {state})"


class Stream(_Resource):
    def __init__(self, backend: "Backend"):
        self.handle = backend._stream_create()
        super().__init__(backend)

    def _release(self) -> None:
        self.backend._stream_destroy(self.handle)

    def synchronize(self) -> None:
        self._check_open()
        self.backend._stream_synchronize(self.handle)


class Event(_Resource):
    """A timing event.  ``record(stream)``, then ``stop.elapsed_ms(start)``
    after the stream has passed both."""

    def __init__(self, backend: "Backend"):
        self.handle = backend._event_create()
        super().__init__(backend)

    def _release(self) -> None:
        self.backend._event_destroy(self.handle)

    def record(self, stream: Optional[Stream] = None) -> None:
        self._check_open()
        self.backend._event_record(self.handle, stream)

    def synchronize(self) -> None:
        self._check_open()
        self.backend._event_synchronize(self.handle)

    def elapsed_ms(self, start: "Event") -> float:
        """Milliseconds from ``start`` to this event."""
        self._check_open()
        return self.backend._event_elapsed(start.handle, self.handle)


def stream_handle(stream: Optional[Stream]):
    return None if stream is None else stream.handle


class Backend(abc.ABC):
    """A GPU runtime bound to one device.  Use as a context manager, or call
    :meth:`close`."""

    name = "abstract"
    image_kind = ""            # "AMD code object" / "cubin", for messages

    def __init__(self):
        self._resources: List[_Resource] = []
        self._closed = False

    # --- lifecycle -----------------------------------------------------------

    def _track(self, resource: _Resource) -> None:
        if self._closed:
            raise GcnasmError(f"the {self.name} backend is closed")
        self._resources.append(resource)

    def _untrack(self, resource: _Resource) -> None:
        try:
            self._resources.remove(resource)
        except ValueError:
            pass

    def close(self) -> None:
        """Release every open resource (newest first), then the context."""
        if self._closed:
            return
        errors = []
        while self._resources:
            resource = self._resources[-1]
            try:
                resource.close()
            except GcnasmError as exc:          # keep releasing the rest
                errors.append(exc)
                self._untrack(resource)
        self._closed = True
        self._shutdown()
        if errors:
            raise errors[0]

    def _shutdown(self) -> None:
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        _close_quietly_if_failing(self, exc_type)

    @property
    def open_resources(self) -> int:
        return len(self._resources)

    # --- what the device is --------------------------------------------------

    @abc.abstractmethod
    def versions(self) -> Dict[str, Any]:
        """Library path and driver/runtime versions."""

    @abc.abstractmethod
    def device_count(self) -> int: ...

    @abc.abstractmethod
    def device_info(self, index: Optional[int] = None) -> DeviceInfo:
        """The bound device (or ``index``)."""

    # --- memory --------------------------------------------------------------

    def alloc(self, nbytes: int, label: str = "") -> DeviceBuffer:
        """``nbytes`` of device memory (at least 1 byte is allocated)."""
        if nbytes < 0:
            raise GcnasmError(f"cannot allocate {nbytes} bytes")
        address = self._malloc(max(int(nbytes), 1), label)
        try:
            return DeviceBuffer(self, address, nbytes, label)
        except BaseException:
            self._free(address)
            raise

    def stream(self) -> Stream:
        return Stream(self)

    def event(self) -> Event:
        return Event(self)

    @abc.abstractmethod
    def synchronize(self) -> None:
        """Wait for all work on the device."""

    @abc.abstractmethod
    def memory_info(self) -> Tuple[int, int]:
        """``(free, total)`` bytes of device memory."""

    def load_module(self, source, name: Optional[str] = None):
        """Load a code object (path or bytes) and describe its kernels: see
        :class:`gcnasm.hip.module.Module`."""
        from .module import Module
        return Module.load(self, source, name)

    # --- primitives each backend implements ----------------------------------

    @abc.abstractmethod
    def _malloc(self, nbytes: int, label: str) -> int: ...

    @abc.abstractmethod
    def _free(self, address: int) -> None: ...

    @abc.abstractmethod
    def _copy_to_device(self, address: int, host: memoryview, nbytes: int) -> None: ...

    @abc.abstractmethod
    def _copy_to_host(self, host: memoryview, address: int, nbytes: int) -> None: ...

    @abc.abstractmethod
    def _memset8(self, address: int, value: int, count: int, stream: Optional[Stream]) -> None: ...

    @abc.abstractmethod
    def _memset32(self, address: int, value: int, count: int, stream: Optional[Stream]) -> None: ...

    @abc.abstractmethod
    def _module_load(self, image: bytes, where: str) -> Any: ...

    @abc.abstractmethod
    def _module_unload(self, handle) -> None: ...

    @abc.abstractmethod
    def _module_function(self, handle, name: str, where: str) -> Any: ...

    @abc.abstractmethod
    def _launch(self, function, grid: Dim3, block: Dim3, shared_mem: int,
                stream: Optional[Stream], kernarg: bytes, where: str) -> None:
        """Launch with the kernarg segment passed through the ``extra``
        buffer (pointer, size, end), not as an array of argument pointers."""

    @abc.abstractmethod
    def _stream_create(self): ...

    @abc.abstractmethod
    def _stream_destroy(self, handle) -> None: ...

    @abc.abstractmethod
    def _stream_synchronize(self, handle) -> None: ...

    @abc.abstractmethod
    def _event_create(self): ...

    @abc.abstractmethod
    def _event_destroy(self, handle) -> None: ...

    @abc.abstractmethod
    def _event_record(self, handle, stream: Optional[Stream]) -> None: ...

    @abc.abstractmethod
    def _event_synchronize(self, handle) -> None: ...

    @abc.abstractmethod
    def _event_elapsed(self, start, stop) -> float: ...

    def _prepare_function(self, function, shared_mem: int) -> None:
        """Hook before a launch (CUDA raises the dynamic shared memory limit)."""


BACKENDS = ("hip", "cuda")
EMULATED = ("emu",)          # CPU emulation of gfx950 (gcnasm.emu); never chosen by "auto"


def open_backend(name: str = "auto", device: int = 0, library: Optional[str] = None,
                 **options) -> Backend:
    """Open the ``"hip"`` or ``"cuda"`` backend on ``device``, or ``"emu"``,
    gcnasm's gfx950 emulator on the CPU (``options``: ``races=True``).
    ``"auto"`` tries HIP, then CUDA, and reports both failures if neither
    opens."""
    if name == "emu":
        from ..emu import EmuBackend
        return EmuBackend(device=device, **options)
    if options:
        raise GcnasmError(f"backend {name!r} takes no options ({', '.join(options)})")
    if name == "hip":
        from .runtime import HipBackend
        return HipBackend(device=device, library=library)
    if name == "cuda":
        from .cuda import CudaBackend
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
