"""One cffi binding for the GPU driver APIs, driven by a table per API.

HIP's module API maps one to one onto CUDA's driver API (``hipModuleLoadData``
/ ``cuModuleLoadData``, ``hipModuleLaunchKernel`` / ``cuLaunchKernel`` with
the same ``extra`` buffer form, events, streams).  :class:`DriverBackend`
holds every method body once; an :class:`Api` says, for one API, which C
function each step calls, with which types and flags.  The tables are
:data:`gcnasm.hip.runtime.HIP` and :data:`gcnasm.hip.cuda.CUDA`, each beside
the C declarations it names.

Where the two differ in more than names, the table says how:

* error strings: HIP's functions return them, CUDA's write them through an
  out-parameter (``error_strings_returned``);
* a context: CUDA retains the device's primary context and makes it
  current (``primary_context``), HIP selects the device (``set_device``);
* ``hipMemsetD32Async`` takes a signed value (``memset_d32_signed``);
* stream and event creation take a flags argument in CUDA (``create_flags``);
* device attributes are queried by ordinal (HIP) or device handle (CUDA);
* launches asking for more than 48 KiB of dynamic shared memory first raise
  the function's limit in CUDA (``dynamic_shared``);
* the ``extra`` array's END marker is 3 in HIP, 0 in CUDA;
* the event timer: the first of ``event_elapsed_time`` that the library
  exports (``cuEventElapsedTime_v2`` only exists in newer drivers).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Callable, Dict, Mapping, Optional, Tuple, Type

import cffi

from . import library
from .backend import Backend
from .device import DeviceInfo, Stream, stream_handle
from .errors import HipError, LibraryNotFoundError
from .library import LibrarySpec

LAUNCH_PARAM_BUFFER_POINTER = 1       # the same in HIP and CUDA
LAUNCH_PARAM_BUFFER_SIZE = 2


@dataclass(frozen=True)
class DynamicShared:
    """How a function is allowed more dynamic shared memory than the default."""

    set_attribute: str                 # cuFuncSetAttribute
    attribute: int                     # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    default_limit: int                 # bytes a launch may use without it


@dataclass(frozen=True)
class PrimaryContext:
    context_type: str
    retain: str
    set_current: str
    release: str


@dataclass(frozen=True)
class Api:
    """One driver API: its library, declarations, and what each step calls."""

    library: LibrarySpec
    ffi: cffi.FFI
    required: Tuple[str, ...]          # functions the library must export
    error: Type[HipError]              # HipError or CudaError
    missing_hint: str                  # appended when a required function is absent
    decode_version: Callable[[int], str]
    # device
    init: str
    no_device_hint: str                # added to init's error for status 100/101
    driver_version: str
    runtime_version: Optional[str]
    device_count: str
    invalid_device: Tuple[str, str]    # (function, error name) for a bad device index
    set_device: Optional[str]
    primary_context: Optional[PrimaryContext]
    device_type: str
    device_get: str
    device_name: str
    device_total_memory: str
    device_attribute: str
    attributes: Mapping[str, Tuple[str, int]]   # role -> (name, value)
    attributes_by_handle: bool         # else by device ordinal
    unit_name: str                     # "CUs" / "SMs"
    arch: str                          # format of {major}, {minor}; "" when not reported
    synchronize: str
    memory_info: str
    error_name: str
    error_string: str
    error_strings_returned: bool       # else written through a const char** argument
    # memory
    device_pointer: str                # the C type of a device address
    mem_alloc: str
    mem_free: str
    memcpy_htod: str
    memcpy_dtoh: str
    memset_d8: str
    memset_d32: str
    memset_d32_signed: bool
    # modules and launches
    module_type: str
    function_type: str
    module_load: str
    module_unload: str
    module_get_function: str
    launch_kernel: str
    launch_param_end: int
    dynamic_shared: Optional[DynamicShared]
    # streams and events
    stream_type: str
    event_type: str
    create_flags: Tuple[int, ...]      # after the output pointer of stream/event creation
    stream_create: str
    stream_destroy: str
    stream_synchronize: str
    event_create: str
    event_destroy: str
    event_record: str
    event_synchronize: str
    event_elapsed_time: Tuple[str, ...]   # the first one exported is used


class DriverLibrary:
    """The API's library loaded, with every call checked: a non-zero status
    raises the API's error (function, code, error name and string)."""

    def __init__(self, api: Api, library_path: Optional[str] = None):
        self.api = api
        self.lib, self.path = library.open_library(api.ffi, api.library, library_path)
        missing = library.missing_symbols(self.lib, api.required)
        if missing:
            raise LibraryNotFoundError(api.library.what,
                                       [(self.path, "loaded, but lacks " + ", ".join(missing))],
                                       api.missing_hint)
        exported = [n for n in api.event_elapsed_time
                    if not library.missing_symbols(self.lib, [n])]
        if not exported:
            raise LibraryNotFoundError(api.library.what, [
                (self.path, "lacks " + " and ".join(api.event_elapsed_time))])
        self.event_elapsed_time = exported[0]
        self._init_status: Optional[int] = None
        self._lock = threading.Lock()

    def _error_text(self, function: str, status: int) -> str:
        ffi = self.api.ffi
        if self.api.error_strings_returned:
            return ffi.string(getattr(self.lib, function)(status)).decode(errors="replace")
        out = ffi.new("const char**")
        if getattr(self.lib, function)(status, out) != 0 or out[0] == ffi.NULL:
            return "unknown error code"
        return ffi.string(out[0]).decode(errors="replace")

    def error(self, function: str, status: int, context: Optional[str] = None) -> HipError:
        return self.api.error(function, status, self._error_text(self.api.error_name, status),
                              self._error_text(self.api.error_string, status), context)

    def call(self, function: str, *args, context: Optional[str] = None) -> None:
        """Call ``function``; raise unless it returns success (0)."""
        status = getattr(self.lib, function)(*args)
        if status != 0:
            raise self.error(function, status, context)

    def init(self) -> None:
        """The API's init(0), once; a failure is remembered and raised again."""
        with self._lock:
            if self._init_status is None:
                self._init_status = getattr(self.lib, self.api.init)(0)
        if self._init_status != 0:
            context = f"library {self.path}"
            if self.api.no_device_hint and self._init_status in (100, 101):  # no / invalid device
                context += "; " + self.api.no_device_hint
            raise self.error(self.api.init, self._init_status, context)

    def read_int(self, function: str, *args, context: Optional[str] = None) -> int:
        """``function(int* out, *args)``'s output."""
        out = self.api.ffi.new("int*")
        self.call(function, out, *args, context=context)
        return out[0]

    def driver_version(self) -> int:
        return self.read_int(self.api.driver_version)

    def runtime_version(self) -> int:
        return self.read_int(self.api.runtime_version)

    def device_count(self) -> int:
        self.init()
        return self.read_int(self.api.device_count)


# One loaded library per API and path: the runtimes keep process-wide state,
# and dlopen returns the same handle anyway.
_LIBRARIES: Dict[Tuple[str, Optional[str]], DriverLibrary] = {}
_LIBRARIES_LOCK = threading.Lock()


def load_library(api: Api, library_path: Optional[str] = None) -> DriverLibrary:
    with _LIBRARIES_LOCK:
        key = (api.library.what, library_path)
        loaded = _LIBRARIES.get(key)
        if loaded is None:
            loaded = _LIBRARIES[key] = DriverLibrary(api, library_path)
        return loaded


class DriverBackend(Backend):
    """A driver API (the class's ``api`` table) bound to device ``device``."""

    api: Api

    def __init__(self, device: int = 0, library: Optional[str] = None):
        super().__init__()
        api = self.api
        self.ffi = api.ffi
        self.driver = load_library(api, library)
        self.driver.init()
        self.call = self.driver.call
        count = self.driver.device_count()
        if not 0 <= device < count:
            function, error_name = api.invalid_device
            raise api.error(function, 101, error_name, f"device {device} requested, {count} present")
        self.device = device
        self.context = None
        if api.set_device:
            self.call(api.set_device, device)
        if api.primary_context:
            self.device_handle = self.device_get(device)
            context = self.ffi.new(api.primary_context.context_type + "*")
            self.call(api.primary_context.retain, context, self.device_handle)
            self.context = context[0]
            try:
                self.call(api.primary_context.set_current, self.context)
            except BaseException:
                getattr(self.driver.lib, api.primary_context.release)(self.device_handle)
                raise
        self.shared_limits: Dict[int, int] = {}   # function -> dynamic shared memory allowed

    def close(self) -> None:
        """Release every open resource (newest first), then the context."""
        if self.closed:
            return
        try:
            super().close()
        finally:
            if self.context is not None:
                self.call(self.api.primary_context.release, self.device_handle)

    # --- what the device is ----------------------------------------------------

    def versions(self) -> Dict[str, Any]:
        out = {"backend": self.name, "library": self.driver.path,
               "driver": self.api.decode_version(self.driver.driver_version())}
        if self.api.runtime_version:
            out["runtime"] = self.api.decode_version(self.driver.runtime_version())
        return out

    def device_count(self) -> int:
        return self.driver.device_count()

    def device_get(self, index: int):
        return self._created(self.api.device_get, self.api.device_type, index)

    def device_info(self, index: Optional[int] = None) -> DeviceInfo:
        api, ffi = self.api, self.ffi
        index = self.device if index is None else index
        handle = self.device_get(index)
        name = ffi.new("char[256]")
        self.call(api.device_name, name, 256, handle)
        total = ffi.new("size_t*")
        self.call(api.device_total_memory, total, handle)
        queried = handle if api.attributes_by_handle else index

        def attribute(role: str) -> int:
            attribute_name, value = api.attributes[role]
            return self.driver.read_int(api.device_attribute, value, queried,
                                        context=attribute_name)

        compute_units = attribute("compute_units")
        arch = api.arch.format(major=attribute("capability_major"),
                               minor=attribute("capability_minor")) if api.arch else ""
        return DeviceInfo(
            index=index, name=ffi.string(name).decode(errors="replace").strip(),
            compute_units=compute_units, unit_name=api.unit_name, arch=arch,
            total_memory=int(total[0]), l2_cache_bytes=attribute("l2_cache_bytes"),
            warp_size=attribute("warp_size"),
            max_threads_per_block=attribute("max_threads_per_block"),
            clock_khz=attribute("clock_khz"))

    def synchronize(self) -> None:
        self.call(self.api.synchronize)

    def memory_info(self):
        free, total = self.ffi.new("size_t*"), self.ffi.new("size_t*")
        self.call(self.api.memory_info, free, total)
        return int(free[0]), int(total[0])

    # --- the driver calls ------------------------------------------------------

    def _address(self, address: int):
        return self.ffi.cast(self.api.device_pointer, address)

    def _stream(self, stream: Optional[Stream]):
        handle = stream_handle(stream)
        return self.ffi.NULL if handle is None else handle

    def _created(self, function: str, handle_type: str, *args, context: Optional[str] = None):
        out = self.ffi.new(handle_type + "*")
        self.call(function, out, *args, context=context)
        return out[0]

    def mem_alloc(self, nbytes: int, label: str) -> int:
        address = self._created(self.api.mem_alloc, self.api.device_pointer, nbytes,
                                context=f"{nbytes} bytes for {label or 'a buffer'}")
        return int(self.ffi.cast("uintptr_t", address))

    def mem_free(self, address: int) -> None:
        self.call(self.api.mem_free, self._address(address))

    def memcpy_htod(self, address, host, nbytes) -> None:
        self.call(self.api.memcpy_htod, self._address(address), self.ffi.from_buffer(host), nbytes)

    def memcpy_dtoh(self, host, address, nbytes) -> None:
        self.call(self.api.memcpy_dtoh, self.ffi.from_buffer(host, require_writable=True),
                  self._address(address), nbytes)

    def memset_d8(self, address, value, count, stream) -> None:
        self.call(self.api.memset_d8, self._address(address), value, count, self._stream(stream))

    def memset_d32(self, address, value, count, stream) -> None:
        if self.api.memset_d32_signed and value >= 1 << 31:
            value -= 1 << 32
        self.call(self.api.memset_d32, self._address(address), value, count, self._stream(stream))

    def module_load(self, image: bytes, where: str):
        return self._created(self.api.module_load, self.api.module_type,
                             self.ffi.from_buffer(image), context=where)

    def module_unload(self, handle) -> None:
        self.call(self.api.module_unload, handle)

    def module_get_function(self, handle, name: str, where: str):
        return self._created(self.api.module_get_function, self.api.function_type, handle,
                             name.encode(), context=where)

    def _allow_dynamic_shared(self, function, shared_mem: int) -> None:
        rule = self.api.dynamic_shared
        if rule is None:
            return
        key = int(self.ffi.cast("uintptr_t", function))
        if shared_mem > max(rule.default_limit, self.shared_limits.get(key, 0)):
            self.call(rule.set_attribute, function, rule.attribute, shared_mem,
                      context=f"{shared_mem} bytes of dynamic shared memory")
            self.shared_limits[key] = shared_mem

    def launch_kernel(self, function, grid, block, shared_mem, stream, kernarg, where) -> None:
        ffi = self.ffi
        self._allow_dynamic_shared(function, shared_mem)
        # Keep the argument buffer, its size and the extra array alive until
        # the call returns (the runtime copies the arguments at launch).
        buffer = ffi.new("char[]", max(len(kernarg), 8))
        ffi.memmove(buffer, kernarg, len(kernarg))
        size = ffi.new("size_t*", len(kernarg))
        extra = ffi.new("void*[5]", [ffi.cast("void*", LAUNCH_PARAM_BUFFER_POINTER), buffer,
                                     ffi.cast("void*", LAUNCH_PARAM_BUFFER_SIZE), size,
                                     ffi.cast("void*", self.api.launch_param_end)])
        self.call(self.api.launch_kernel, function, *grid, *block, shared_mem,
                  self._stream(stream), ffi.NULL, extra, context=where)

    def stream_create(self):
        return self._created(self.api.stream_create, self.api.stream_type, *self.api.create_flags)

    def stream_destroy(self, handle) -> None:
        self.call(self.api.stream_destroy, handle)

    def stream_synchronize(self, handle) -> None:
        self.call(self.api.stream_synchronize, handle)

    def event_create(self):
        return self._created(self.api.event_create, self.api.event_type, *self.api.create_flags)

    def event_destroy(self, handle) -> None:
        self.call(self.api.event_destroy, handle)

    def event_record(self, handle, stream) -> None:
        self.call(self.api.event_record, handle, self._stream(stream))

    def event_synchronize(self, handle) -> None:
        self.call(self.api.event_synchronize, handle)

    def event_elapsed_time(self, start, stop) -> float:
        out = self.ffi.new("float*")
        self.call(self.driver.event_elapsed_time, out, start, stop)
        return float(out[0])
