"""The HIP runtime through cffi (ABI mode: ``ffi.dlopen``, no compiler).

Two layers:

* :class:`HipRuntime` - the loaded ``libamdhip64`` with a checked call for
  each function: a non-zero status raises :class:`~gcnasm.hip.HipError`
  carrying the function, code, ``hipGetErrorName`` and
  ``hipGetErrorString``.
* :class:`HipBackend` - the :class:`~gcnasm.hip.backend.Backend` for AMD
  GPUs (runs ``.co`` code objects).

Only functions present from HIP 5.x through 7.x are declared, with the
prototypes of the HIP headers (tests compile them against the installed
headers).  Device properties are read with ``hipDeviceGetAttribute``, never
through ``hipDeviceProp_t``, whose layout changed in HIP 6.0; the attribute
numbers used below are the same in HIP 5.2 and 7.x headers.
"""

from __future__ import annotations

import threading
from typing import Any, Dict, Optional

import cffi

from . import library
from .backend import Backend, DeviceInfo, Stream, stream_handle
from .errors import HipError, LibraryNotFoundError

# Types, as cffi needs them.  Enums are 32-bit ints in the HIP ABI.
HIP_TYPES = """
typedef int hipError_t;
typedef int hipDeviceAttribute_t;
typedef int hipDevice_t;
typedef void* hipDeviceptr_t;
typedef struct ihipModule_t* hipModule_t;
typedef struct ihipModuleSymbol_t* hipFunction_t;
typedef struct ihipStream_t* hipStream_t;
typedef struct ihipEvent_t* hipEvent_t;
"""

# Prototypes exactly as hip_runtime_api.h declares them (tests/test_hip_headers.py).
HIP_FUNCTIONS = """
hipError_t hipInit(unsigned int flags);
hipError_t hipDriverGetVersion(int* driverVersion);
hipError_t hipRuntimeGetVersion(int* runtimeVersion);
hipError_t hipGetDeviceCount(int* count);
hipError_t hipSetDevice(int deviceId);
hipError_t hipDeviceGet(hipDevice_t* device, int ordinal);
hipError_t hipDeviceGetName(char* name, int len, hipDevice_t device);
hipError_t hipDeviceGetAttribute(int* pi, hipDeviceAttribute_t attr, int deviceId);
hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device);
hipError_t hipDeviceSynchronize(void);
hipError_t hipMemGetInfo(size_t* free, size_t* total);
hipError_t hipMalloc(void** ptr, size_t size);
hipError_t hipFree(void* ptr);
hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t sizeBytes);
hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t sizeBytes);
hipError_t hipMemsetD8(hipDeviceptr_t dest, unsigned char value, size_t count);
hipError_t hipMemsetD32(hipDeviceptr_t dest, int value, size_t count);
hipError_t hipMemsetD8Async(hipDeviceptr_t dest, unsigned char value, size_t count, hipStream_t stream);
hipError_t hipMemsetD32Async(hipDeviceptr_t dst, int value, size_t count, hipStream_t stream);
hipError_t hipModuleLoadData(hipModule_t* module, const void* image);
hipError_t hipModuleUnload(hipModule_t module);
hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname);
hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, hipStream_t stream, void** kernelParams, void** extra);
hipError_t hipStreamCreate(hipStream_t* stream);
hipError_t hipStreamDestroy(hipStream_t stream);
hipError_t hipStreamSynchronize(hipStream_t stream);
hipError_t hipEventCreate(hipEvent_t* event);
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream);
hipError_t hipEventSynchronize(hipEvent_t event);
hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop);
hipError_t hipEventDestroy(hipEvent_t event);
hipError_t hipGetLastError(void);
const char* hipGetErrorName(hipError_t hip_error);
const char* hipGetErrorString(hipError_t hipError);
"""

# hipDeviceAttribute_t values (identical in the HIP 5.2 and 7.x headers).
ATTRIBUTES = {
    "hipDeviceAttributeClockRate": 5,
    "hipDeviceAttributeL2CacheSize": 19,
    "hipDeviceAttributeComputeCapabilityMajor": 23,
    "hipDeviceAttributeMaxThreadsPerBlock": 56,
    "hipDeviceAttributeComputeCapabilityMinor": 61,
    "hipDeviceAttributeMultiprocessorCount": 63,
    "hipDeviceAttributeWarpSize": 87,
}

# hipModuleLaunchKernel's `extra` markers (HIP_LAUNCH_PARAM_*).
LAUNCH_PARAM_BUFFER_POINTER = 1
LAUNCH_PARAM_BUFFER_SIZE = 2
LAUNCH_PARAM_END = 3

ffi = cffi.FFI()
ffi.cdef(HIP_TYPES + HIP_FUNCTIONS)

FUNCTION_NAMES = tuple(line.split("(")[0].split()[-1].lstrip("*")
                       for line in HIP_FUNCTIONS.strip().splitlines())


def decode_version(value: int) -> str:
    """HIP packs versions as major*10^7 + minor*10^5 + patch."""
    return f"{value // 10_000_000}.{value // 100_000 % 100}.{value % 100_000}"


class HipRuntime:
    """``libamdhip64`` loaded, with every call checked.

    ``library`` is an explicit path; otherwise the lookup of
    :data:`gcnasm.hip.library.HIP_LIBRARY` applies."""

    def __init__(self, library_path: Optional[str] = None):
        self.lib, self.path = library.open_library(ffi, library.HIP_LIBRARY, library_path)
        missing = library.missing_symbols(self.lib, FUNCTION_NAMES)
        if missing:
            raise LibraryNotFoundError(
                "the HIP runtime (libamdhip64)",
                [(self.path, "loaded, but lacks " + ", ".join(missing))],
                "gcnasm needs HIP 5.x or newer.")
        self._init_status: Optional[int] = None
        self._lock = threading.Lock()

    def error(self, function: str, status: int, context: Optional[str] = None) -> HipError:
        name = ffi.string(self.lib.hipGetErrorName(status)).decode(errors="replace")
        message = ffi.string(self.lib.hipGetErrorString(status)).decode(errors="replace")
        return HipError(function, status, name, message, context)

    def call(self, function: str, *args, context: Optional[str] = None) -> None:
        """Call ``function`` and raise :class:`HipError` unless it returns hipSuccess."""
        status = getattr(self.lib, function)(*args)
        if status != 0:
            raise self.error(function, status, context)

    def init(self) -> None:
        """``hipInit(0)``, once; a failure is remembered and raised again."""
        with self._lock:
            if self._init_status is None:
                self._init_status = self.lib.hipInit(0)
        if self._init_status != 0:
            context = f"library {self.path}"
            if self._init_status in (100, 101):      # hipErrorNoDevice / hipErrorInvalidDevice
                context += "; no AMD GPU is visible (is /dev/kfd present and readable? HIP_VISIBLE_DEVICES?)"
            raise self.error("hipInit", self._init_status, context)

    def driver_version(self) -> int:
        out = ffi.new("int*")
        self.call("hipDriverGetVersion", out)
        return out[0]

    def runtime_version(self) -> int:
        out = ffi.new("int*")
        self.call("hipRuntimeGetVersion", out)
        return out[0]

    def device_count(self) -> int:
        self.init()
        out = ffi.new("int*")
        self.call("hipGetDeviceCount", out)
        return out[0]

    def attribute(self, name: str, device: int) -> int:
        out = ffi.new("int*")
        self.call("hipDeviceGetAttribute", out, ATTRIBUTES[name], device, context=name)
        return out[0]


# One loaded library per path: HIP keeps process-wide state, and dlopen
# returns the same handle anyway.
_RUNTIMES: Dict[Optional[str], HipRuntime] = {}
_RUNTIMES_LOCK = threading.Lock()


def get_runtime(library_path: Optional[str] = None) -> HipRuntime:
    with _RUNTIMES_LOCK:
        runtime = _RUNTIMES.get(library_path)
        if runtime is None:
            runtime = _RUNTIMES[library_path] = HipRuntime(library_path)
        return runtime


class HipBackend(Backend):
    """The HIP runtime bound to device ``device``."""

    name = "hip"
    image_kind = "AMD code object"

    def __init__(self, device: int = 0, library: Optional[str] = None):
        super().__init__()
        self.rt = get_runtime(library)
        self.rt.init()
        count = self.rt.device_count()
        if not 0 <= device < count:
            raise HipError("hipSetDevice", 101, "hipErrorInvalidDevice",
                           f"device {device} requested, {count} present")
        self.device = device
        self.rt.call("hipSetDevice", device)
        self._call = self.rt.call

    # --- description ---------------------------------------------------------

    def versions(self) -> Dict[str, Any]:
        driver = self.rt.driver_version()
        runtime = self.rt.runtime_version()
        return {"backend": "hip", "library": self.rt.path,
                "driver": decode_version(driver), "runtime": decode_version(runtime)}

    def device_count(self) -> int:
        return self.rt.device_count()

    def device_info(self, index: Optional[int] = None) -> DeviceInfo:
        index = self.device if index is None else index
        handle = ffi.new("hipDevice_t*")
        self._call("hipDeviceGet", handle, index)
        name = ffi.new("char[256]")
        self._call("hipDeviceGetName", name, 256, handle[0])
        total = ffi.new("size_t*")
        self._call("hipDeviceTotalMem", total, handle[0])
        attr = lambda n: self.rt.attribute(n, index)  # noqa: E731
        return DeviceInfo(
            index=index, name=ffi.string(name).decode(errors="replace").strip(),
            compute_units=attr("hipDeviceAttributeMultiprocessorCount"), unit_name="CUs",
            arch="", total_memory=int(total[0]),
            l2_cache_bytes=attr("hipDeviceAttributeL2CacheSize"),
            warp_size=attr("hipDeviceAttributeWarpSize"),
            max_threads_per_block=attr("hipDeviceAttributeMaxThreadsPerBlock"),
            clock_khz=attr("hipDeviceAttributeClockRate"))

    def synchronize(self) -> None:
        self._call("hipDeviceSynchronize")

    def memory_info(self):
        free, total = ffi.new("size_t*"), ffi.new("size_t*")
        self._call("hipMemGetInfo", free, total)
        return int(free[0]), int(total[0])

    # --- primitives ----------------------------------------------------------

    def _malloc(self, nbytes: int, label: str) -> int:
        out = ffi.new("void**")
        self._call("hipMalloc", out, nbytes, context=f"{nbytes} bytes for {label or 'a buffer'}")
        return int(ffi.cast("uintptr_t", out[0]))

    def _free(self, address: int) -> None:
        self._call("hipFree", ffi.cast("void*", address))

    def _copy_to_device(self, address, host, nbytes) -> None:
        self._call("hipMemcpyHtoD", ffi.cast("void*", address), ffi.from_buffer(host), nbytes)

    def _copy_to_host(self, host, address, nbytes) -> None:
        self._call("hipMemcpyDtoH", ffi.from_buffer(host, require_writable=True),
                   ffi.cast("void*", address), nbytes)

    def _memset8(self, address, value, count, stream) -> None:
        self._call("hipMemsetD8Async", ffi.cast("void*", address), value, count,
                   _stream(stream))

    def _memset32(self, address, value, count, stream) -> None:
        signed = value - (1 << 32) if value >= 1 << 31 else value
        self._call("hipMemsetD32Async", ffi.cast("void*", address), signed, count,
                   _stream(stream))

    def _module_load(self, image: bytes, where: str):
        out = ffi.new("hipModule_t*")
        self._call("hipModuleLoadData", out, ffi.from_buffer(image), context=where)
        return out[0]

    def _module_unload(self, handle) -> None:
        self._call("hipModuleUnload", handle)

    def _module_function(self, handle, name: str, where: str):
        out = ffi.new("hipFunction_t*")
        self._call("hipModuleGetFunction", out, handle, name.encode(), context=where)
        return out[0]

    def _launch(self, function, grid, block, shared_mem, stream, kernarg, where) -> None:
        # Keep the argument buffer, its size and the extra array alive until
        # the call returns (the runtime copies the arguments at launch).
        buffer = ffi.new("char[]", max(len(kernarg), 8))
        ffi.memmove(buffer, kernarg, len(kernarg))
        size = ffi.new("size_t*", len(kernarg))
        extra = ffi.new("void*[5]", [ffi.cast("void*", LAUNCH_PARAM_BUFFER_POINTER), buffer,
                                     ffi.cast("void*", LAUNCH_PARAM_BUFFER_SIZE), size,
                                     ffi.cast("void*", LAUNCH_PARAM_END)])
        self._call("hipModuleLaunchKernel", function, *grid, *block, shared_mem,
                   _stream(stream), ffi.NULL, extra, context=where)

    def _stream_create(self):
        out = ffi.new("hipStream_t*")
        self._call("hipStreamCreate", out)
        return out[0]

    def _stream_destroy(self, handle) -> None:
        self._call("hipStreamDestroy", handle)

    def _stream_synchronize(self, handle) -> None:
        self._call("hipStreamSynchronize", handle)

    def _event_create(self):
        out = ffi.new("hipEvent_t*")
        self._call("hipEventCreate", out)
        return out[0]

    def _event_destroy(self, handle) -> None:
        self._call("hipEventDestroy", handle)

    def _event_record(self, handle, stream) -> None:
        self._call("hipEventRecord", handle, _stream(stream))

    def _event_synchronize(self, handle) -> None:
        self._call("hipEventSynchronize", handle)

    def _event_elapsed(self, start, stop) -> float:
        out = ffi.new("float*")
        self._call("hipEventElapsedTime", out, start, stop)
        return float(out[0])


def _stream(stream: Optional[Stream]):
    handle = stream_handle(stream)
    return ffi.NULL if handle is None else handle
