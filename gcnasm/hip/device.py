"""What lives on a device: its description, raw pointers, and the resources
a backend tracks (buffers, streams, events; modules in :mod:`.module`).

Every resource talks to its backend only through the backend's public
driver interface (:class:`gcnasm.hip.backend.Backend`), and is released
deterministically: each has ``close()`` and is a context manager, and the
backend's own ``close()`` releases whatever is still open, newest first
(:class:`ResourceSet`), so an exception anywhere never leaks device memory
or modules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, List, Optional, Tuple

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


def close_quietly_if_failing(obj, exc_type) -> None:
    """Close ``obj``; if an exception is already propagating, a failure to
    release (often the same device fault again) must not replace it."""
    try:
        obj.close()
    except GcnasmError:
        if exc_type is None:
            raise


class ResourceSet:
    """The open resources of one backend, in the order they were made."""

    def __init__(self, backend):
        self.backend = backend
        self.closed = False
        self._open: List["Resource"] = []

    def __len__(self) -> int:
        return len(self._open)

    def add(self, resource: "Resource") -> None:
        if self.closed:
            raise GcnasmError(f"the {self.backend.name} backend is closed")
        self._open.append(resource)

    def discard(self, resource: "Resource") -> None:
        if resource in self._open:
            self._open.remove(resource)

    def close_all(self) -> None:
        """Close every resource, newest first, and accept no more; the first
        failure is raised once the rest are released."""
        errors = []
        while self._open:
            resource = self._open[-1]
            try:
                resource.close()
            except GcnasmError as exc:          # keep releasing the rest
                errors.append(exc)
                self.discard(resource)
        self.closed = True
        if errors:
            raise errors[0]


class Resource:
    """An object on a device that its backend tracks: ``release`` (given by
    the kind of resource) runs once, at the first ``close()``."""

    closed = False

    def __init__(self, backend, release: Callable[[], None]):
        self.backend = backend
        self._release = release
        backend.resources.add(self)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.backend.resources.discard(self)
            self._release()

    def check_open(self) -> None:
        if self.closed:
            raise GcnasmError(f"{type(self).__name__} used after close()")

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        close_quietly_if_failing(self, exc_type)


class DeviceBuffer(Resource):
    """``nbytes`` of device memory.  Pass it directly as a pointer argument."""

    def __init__(self, backend, address: int, nbytes: int, label: str = ""):
        self.device_address = int(address)
        self.nbytes = int(nbytes)
        self.label = label
        super().__init__(backend, lambda: backend.mem_free(self.device_address))

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
        self.check_open()
        view = memoryview(np.ascontiguousarray(data) if isinstance(data, np.ndarray) else data).cast("B")
        if offset < 0 or offset + view.nbytes > self.nbytes:
            raise GcnasmError(f"upload of {view.nbytes} bytes at offset {offset} does not fit the "
                              f"{self.nbytes}-byte buffer {self.label}")
        if view.nbytes:
            self.backend.memcpy_htod(self.device_address + offset, view, view.nbytes)

    def download(self, out: Optional[np.ndarray] = None, offset: int = 0,
                 nbytes: Optional[int] = None) -> np.ndarray:
        """``nbytes`` from ``offset`` as a uint8 array (or into ``out``, a
        writable contiguous array of that many bytes).  Synchronous."""
        self.check_open()
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
            self.backend.memcpy_dtoh(memoryview(out).cast("B"), self.device_address + offset, nbytes)
        return out

    def fill_bytes(self, value: int, stream: Optional["Stream"] = None) -> None:
        """Set every byte to ``value`` (asynchronous on ``stream``)."""
        self.check_open()
        self.backend.memset_d8(self.device_address, value & 0xFF, self.nbytes, stream)

    def fill_words(self, value: int, stream: Optional["Stream"] = None, offset: int = 0,
                   count: Optional[int] = None) -> None:
        """Set 32-bit words to ``value`` (asynchronous on ``stream``)."""
        self.check_open()
        if count is None:
            count = (self.nbytes - offset) // 4
        if offset % 4 or offset + 4 * count > self.nbytes:
            raise GcnasmError(f"fill_words({offset}, {count}) is outside the buffer {self.label}")
        self.backend.memset_d32(self.device_address + offset, value & 0xFFFFFFFF, count, stream)

    def __repr__(self) -> str:
        state = "closed" if self.closed else f"0x{self.device_address:x}"
        return f"DeviceBuffer({self.label or 'unnamed'}, {self.nbytes} bytes, {state})"


class Stream(Resource):
    def __init__(self, backend):
        self.handle = backend.stream_create()
        super().__init__(backend, lambda: backend.stream_destroy(self.handle))

    def synchronize(self) -> None:
        self.check_open()
        self.backend.stream_synchronize(self.handle)


class Event(Resource):
    """A timing event.  ``record(stream)``, then ``stop.elapsed_ms(start)``
    after the stream has passed both."""

    def __init__(self, backend):
        self.handle = backend.event_create()
        super().__init__(backend, lambda: backend.event_destroy(self.handle))

    def record(self, stream: Optional[Stream] = None) -> None:
        self.check_open()
        self.backend.event_record(self.handle, stream)

    def synchronize(self) -> None:
        self.check_open()
        self.backend.event_synchronize(self.handle)

    def elapsed_ms(self, start: "Event") -> float:
        """Milliseconds from ``start`` to this event."""
        self.check_open()
        return self.backend.event_elapsed_time(start.handle, self.handle)


def stream_handle(stream: Optional[Stream]):
    """The driver's handle of ``stream``; None for the default stream."""
    return None if stream is None else stream.handle
