"""The CUDA driver API through cffi: the NVIDIA twin of :mod:`.runtime`.

HIP's module API maps one to one onto CUDA's driver API (``cuModuleLoadData``,
``cuModuleGetFunction``, ``cuLaunchKernel`` with the same ``extra`` buffer
form, ``cuEvent*``), so the compare harness runs unchanged on NVIDIA GPUs
with cubins (``nvcc -cubin``).  Differences handled here:

* a context: the device's primary context is retained and made current;
* ``_v2`` entry points (``cuMemAlloc_v2``, ``cuMemcpyHtoD_v2``, ...), which
  the header's macros select; ``cuEventElapsedTime_v2`` exists only in
  newer drivers, so the plain name is the fallback;
* the ``extra`` END marker is 0 (HIP's is 3);
* launches asking for more than 48 KiB of dynamic shared memory first raise
  the function's ``CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES``.

Errors raise :class:`~gcnasm.hip.errors.CudaError` (a ``HipError``).
"""

from __future__ import annotations

import threading
from typing import Any, Dict, Optional

import cffi

from . import library
from .backend import Backend, DeviceInfo, Stream, stream_handle
from .errors import CudaError, LibraryNotFoundError

CUDA_TYPES = """
typedef int CUresult;
typedef int CUdevice;
typedef int CUdevice_attribute;
typedef int CUfunction_attribute;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st* CUcontext;
typedef struct CUmod_st* CUmodule;
typedef struct CUfunc_st* CUfunction;
typedef struct CUstream_st* CUstream;
typedef struct CUevent_st* CUevent;
"""

# Prototypes as cuda.h declares them (tests/test_hip_headers.py compiles them).
CUDA_FUNCTIONS = """
CUresult cuInit(unsigned int Flags);
CUresult cuDriverGetVersion(int* driverVersion);
CUresult cuDeviceGetCount(int* count);
CUresult cuDeviceGet(CUdevice* device, int ordinal);
CUresult cuDeviceGetName(char* name, int len, CUdevice dev);
CUresult cuDeviceGetAttribute(int* pi, CUdevice_attribute attrib, CUdevice dev);
CUresult cuDeviceTotalMem_v2(size_t* bytes, CUdevice dev);
CUresult cuDevicePrimaryCtxRetain(CUcontext* pctx, CUdevice dev);
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev);
CUresult cuCtxSetCurrent(CUcontext ctx);
CUresult cuCtxSynchronize(void);
CUresult cuMemGetInfo_v2(size_t* free, size_t* total);
CUresult cuMemAlloc_v2(CUdeviceptr* dptr, size_t bytesize);
CUresult cuMemFree_v2(CUdeviceptr dptr);
CUresult cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void* srcHost, size_t ByteCount);
CUresult cuMemcpyDtoH_v2(void* dstHost, CUdeviceptr srcDevice, size_t ByteCount);
CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream);
CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream);
CUresult cuModuleLoadData(CUmodule* module, const void* image);
CUresult cuModuleUnload(CUmodule hmod);
CUresult cuModuleGetFunction(CUfunction* hfunc, CUmodule hmod, const char* name);
CUresult cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value);
CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void** kernelParams, void** extra);
CUresult cuStreamCreate(CUstream* phStream, unsigned int Flags);
CUresult cuStreamDestroy_v2(CUstream hStream);
CUresult cuStreamSynchronize(CUstream hStream);
CUresult cuEventCreate(CUevent* phEvent, unsigned int Flags);
CUresult cuEventRecord(CUevent hEvent, CUstream hStream);
CUresult cuEventSynchronize(CUevent hEvent);
CUresult cuEventDestroy_v2(CUevent hEvent);
CUresult cuGetErrorName(CUresult error, const char** pStr);
CUresult cuGetErrorString(CUresult error, const char** pStr);
"""

# Declared too, but optional: which one exists depends on the driver.
CUDA_OPTIONAL_FUNCTIONS = """
CUresult cuEventElapsedTime_v2(float* pMilliseconds, CUevent hStart, CUevent hEnd);
CUresult cuEventElapsedTime(float* pMilliseconds, CUevent hStart, CUevent hEnd);
"""

ATTRIBUTES = {
    "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK": 1,
    "CU_DEVICE_ATTRIBUTE_WARP_SIZE": 10,
    "CU_DEVICE_ATTRIBUTE_CLOCK_RATE": 13,
    "CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT": 16,
    "CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE": 38,
    "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR": 75,
    "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR": 76,
    "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN": 97,
}
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
DEFAULT_SHARED_LIMIT = 48 * 1024

LAUNCH_PARAM_END = 0
LAUNCH_PARAM_BUFFER_POINTER = 1
LAUNCH_PARAM_BUFFER_SIZE = 2

ffi = cffi.FFI()
ffi.cdef(CUDA_TYPES + CUDA_FUNCTIONS + CUDA_OPTIONAL_FUNCTIONS)


def _names(block: str):
    return tuple(line.split("(")[0].split()[-1] for line in block.strip().splitlines())


FUNCTION_NAMES = _names(CUDA_FUNCTIONS)


class CudaDriver:
    """``libcuda`` loaded, with every call checked."""

    def __init__(self, library_path: Optional[str] = None):
        self.lib, self.path = library.open_library(ffi, library.CUDA_LIBRARY, library_path)
        missing = library.missing_symbols(self.lib, FUNCTION_NAMES)
        if missing:
            raise LibraryNotFoundError("the CUDA driver (libcuda)",
                                       [(self.path, "loaded, but lacks " + ", ".join(missing))])
        elapsed = [n for n in _names(CUDA_OPTIONAL_FUNCTIONS)
                   if not library.missing_symbols(self.lib, [n])]
        if not elapsed:
            raise LibraryNotFoundError("the CUDA driver (libcuda)",
                                       [(self.path, "lacks cuEventElapsedTime(_v2)")])
        self.elapsed_function = elapsed[0]
        self._init_status: Optional[int] = None
        self._lock = threading.Lock()

    def _string(self, getter, status: int) -> str:
        out = ffi.new("const char**")
        if getattr(self.lib, getter)(status, out) != 0 or out[0] == ffi.NULL:
            return "unknown error code"
        return ffi.string(out[0]).decode(errors="replace")

    def error(self, function: str, status: int, context: Optional[str] = None) -> CudaError:
        return CudaError(function, status, self._string("cuGetErrorName", status),
                         self._string("cuGetErrorString", status), context)

    def call(self, function: str, *args, context: Optional[str] = None) -> None:
        status = getattr(self.lib, function)(*args)
        if status != 0:
            raise self.error(function, status, context)

    def init(self) -> None:
        with self._lock:
            if self._init_status is None:
                self._init_status = self.lib.cuInit(0)
        if self._init_status != 0:
            raise self.error("cuInit", self._init_status, f"library {self.path}")


_DRIVERS: Dict[Optional[str], CudaDriver] = {}
_DRIVERS_LOCK = threading.Lock()


def get_driver(library_path: Optional[str] = None) -> CudaDriver:
    with _DRIVERS_LOCK:
        driver = _DRIVERS.get(library_path)
        if driver is None:
            driver = _DRIVERS[library_path] = CudaDriver(library_path)
        return driver


def decode_version(value: int) -> str:
    """CUDA packs versions as major*1000 + minor*10."""
    return f"{value // 1000}.{value % 1000 // 10}"


class CudaBackend(Backend):
    """The CUDA driver bound to device ``device`` (its primary context)."""

    name = "cuda"
    image_kind = "cubin"

    def __init__(self, device: int = 0, library: Optional[str] = None):
        super().__init__()
        self.drv = get_driver(library)
        self.drv.init()
        self._call = self.drv.call
        count = self.device_count()
        if not 0 <= device < count:
            raise CudaError("cuDeviceGet", 101, "CUDA_ERROR_INVALID_DEVICE",
                            f"device {device} requested, {count} present")
        handle = ffi.new("CUdevice*")
        self._call("cuDeviceGet", handle, device)
        self.device = device
        self._device_handle = handle[0]
        ctx = ffi.new("CUcontext*")
        self._call("cuDevicePrimaryCtxRetain", ctx, self._device_handle)
        self._context = ctx[0]
        try:
            self._call("cuCtxSetCurrent", self._context)
        except BaseException:
            self.drv.lib.cuDevicePrimaryCtxRelease_v2(self._device_handle)
            raise
        self._shared_limit: Dict[Any, int] = {}

    def _shutdown(self) -> None:
        self._call("cuDevicePrimaryCtxRelease_v2", self._device_handle)

    def versions(self) -> Dict[str, Any]:
        out = ffi.new("int*")
        self._call("cuDriverGetVersion", out)
        return {"backend": "cuda", "library": self.drv.path, "driver": decode_version(out[0])}

    def device_count(self) -> int:
        out = ffi.new("int*")
        self._call("cuDeviceGetCount", out)
        return out[0]

    def _attribute(self, name: str, handle) -> int:
        out = ffi.new("int*")
        self._call("cuDeviceGetAttribute", out, ATTRIBUTES[name], handle, context=name)
        return out[0]

    def device_info(self, index: Optional[int] = None) -> DeviceInfo:
        index = self.device if index is None else index
        handle = ffi.new("CUdevice*")
        self._call("cuDeviceGet", handle, index)
        dev = handle[0]
        name = ffi.new("char[256]")
        self._call("cuDeviceGetName", name, 256, dev)
        total = ffi.new("size_t*")
        self._call("cuDeviceTotalMem_v2", total, dev)
        attr = lambda n: self._attribute("CU_DEVICE_ATTRIBUTE_" + n, dev)  # noqa: E731
        return DeviceInfo(
            index=index, name=ffi.string(name).decode(errors="replace").strip(),
            compute_units=attr("MULTIPROCESSOR_COUNT"), unit_name="SMs",
            arch=f"sm_{attr('COMPUTE_CAPABILITY_MAJOR')}{attr('COMPUTE_CAPABILITY_MINOR')}",
            total_memory=int(total[0]), l2_cache_bytes=attr("L2_CACHE_SIZE"),
            warp_size=attr("WARP_SIZE"), max_threads_per_block=attr("MAX_THREADS_PER_BLOCK"),
            clock_khz=attr("CLOCK_RATE"))

    def synchronize(self) -> None:
        self._call("cuCtxSynchronize")

    def memory_info(self):
        free, total = ffi.new("size_t*"), ffi.new("size_t*")
        self._call("cuMemGetInfo_v2", free, total)
        return int(free[0]), int(total[0])

    def _malloc(self, nbytes: int, label: str) -> int:
        out = ffi.new("CUdeviceptr*")
        self._call("cuMemAlloc_v2", out, nbytes, context=f"{nbytes} bytes for {label or 'a buffer'}")
        return int(out[0])

    def _free(self, address: int) -> None:
        self._call("cuMemFree_v2", address)

    def _copy_to_device(self, address, host, nbytes) -> None:
        self._call("cuMemcpyHtoD_v2", address, ffi.from_buffer(host), nbytes)

    def _copy_to_host(self, host, address, nbytes) -> None:
        self._call("cuMemcpyDtoH_v2", ffi.from_buffer(host, require_writable=True), address, nbytes)

    def _memset8(self, address, value, count, stream) -> None:
        self._call("cuMemsetD8Async", address, value, count, _stream(stream))

    def _memset32(self, address, value, count, stream) -> None:
        self._call("cuMemsetD32Async", address, value, count, _stream(stream))

    def _module_load(self, image: bytes, where: str):
        out = ffi.new("CUmodule*")
        self._call("cuModuleLoadData", out, ffi.from_buffer(image), context=where)
        return out[0]

    def _module_unload(self, handle) -> None:
        self._call("cuModuleUnload", handle)

    def _module_function(self, handle, name: str, where: str):
        out = ffi.new("CUfunction*")
        self._call("cuModuleGetFunction", out, handle, name.encode(), context=where)
        return out[0]

    def _prepare_function(self, function, shared_mem: int) -> None:
        key = int(ffi.cast("uintptr_t", function))
        if shared_mem > max(DEFAULT_SHARED_LIMIT, self._shared_limit.get(key, 0)):
            self._call("cuFuncSetAttribute", function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                       shared_mem, context=f"{shared_mem} bytes of dynamic shared memory")
            self._shared_limit[key] = shared_mem

    def _launch(self, function, grid, block, shared_mem, stream, kernarg, where) -> None:
        buffer = ffi.new("char[]", max(len(kernarg), 8))
        ffi.memmove(buffer, kernarg, len(kernarg))
        size = ffi.new("size_t*", len(kernarg))
        extra = ffi.new("void*[5]", [ffi.cast("void*", LAUNCH_PARAM_BUFFER_POINTER), buffer,
                                     ffi.cast("void*", LAUNCH_PARAM_BUFFER_SIZE), size,
                                     ffi.cast("void*", LAUNCH_PARAM_END)])
        self._call("cuLaunchKernel", function, *grid, *block, shared_mem, _stream(stream),
                   ffi.NULL, extra, context=where)

    def _stream_create(self):
        out = ffi.new("CUstream*")
        self._call("cuStreamCreate", out, 0)
        return out[0]

    def _stream_destroy(self, handle) -> None:
        self._call("cuStreamDestroy_v2", handle)

    def _stream_synchronize(self, handle) -> None:
        self._call("cuStreamSynchronize", handle)

    def _event_create(self):
        out = ffi.new("CUevent*")
        self._call("cuEventCreate", out, 0)
        return out[0]

    def _event_destroy(self, handle) -> None:
        self._call("cuEventDestroy_v2", handle)

    def _event_record(self, handle, stream) -> None:
        self._call("cuEventRecord", handle, _stream(stream))

    def _event_synchronize(self, handle) -> None:
        self._call("cuEventSynchronize", handle)

    def _event_elapsed(self, start, stop) -> float:
        out = ffi.new("float*")
        self._call(self.drv.elapsed_function, out, start, stop)
        return float(out[0])


def _stream(stream: Optional[Stream]):
    handle = stream_handle(stream)
    return ffi.NULL if handle is None else handle
