"""The CUDA driver API: its C declarations and the table that binds them.

HIP's module API maps one to one onto CUDA's driver API (``cuModuleLoadData``,
``cuModuleGetFunction``, ``cuLaunchKernel`` with the same ``extra`` buffer
form, ``cuEvent*``), so :data:`CUDA` drives the same
:class:`gcnasm.hip.driver.DriverBackend` as HIP's table does, and the compare
harness runs unchanged on NVIDIA GPUs with cubins (``nvcc -cubin``).  What
the table records beyond names:

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

import cffi

from . import library
from .driver import Api, DriverBackend, DynamicShared, PrimaryContext
from .errors import CudaError

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

# cuLaunchKernel's `extra` END marker (CU_LAUNCH_PARAM_END; HIP's is 3).
LAUNCH_PARAM_END = 0

ffi = cffi.FFI()
ffi.cdef(CUDA_TYPES + CUDA_FUNCTIONS + CUDA_OPTIONAL_FUNCTIONS)

FUNCTION_NAMES = library.declared_names(CUDA_FUNCTIONS)


def decode_version(value: int) -> str:
    """CUDA packs versions as major*1000 + minor*10."""
    return f"{value // 1000}.{value % 1000 // 10}"


CUDA = Api(
    library=library.CUDA_LIBRARY, ffi=ffi, required=FUNCTION_NAMES, error=CudaError,
    missing_hint="", decode_version=decode_version,
    init="cuInit", no_device_hint="",
    driver_version="cuDriverGetVersion", runtime_version=None,
    device_count="cuDeviceGetCount", invalid_device=("cuDeviceGet", "CUDA_ERROR_INVALID_DEVICE"),
    set_device=None,
    primary_context=PrimaryContext("CUcontext", retain="cuDevicePrimaryCtxRetain",
                                   set_current="cuCtxSetCurrent",
                                   release="cuDevicePrimaryCtxRelease_v2"),
    device_type="CUdevice", device_get="cuDeviceGet", device_name="cuDeviceGetName",
    device_total_memory="cuDeviceTotalMem_v2", device_attribute="cuDeviceGetAttribute",
    attributes={role: ("CU_DEVICE_ATTRIBUTE_" + name, ATTRIBUTES["CU_DEVICE_ATTRIBUTE_" + name])
                for role, name in (
                    ("compute_units", "MULTIPROCESSOR_COUNT"),
                    ("capability_major", "COMPUTE_CAPABILITY_MAJOR"),
                    ("capability_minor", "COMPUTE_CAPABILITY_MINOR"),
                    ("l2_cache_bytes", "L2_CACHE_SIZE"),
                    ("warp_size", "WARP_SIZE"),
                    ("max_threads_per_block", "MAX_THREADS_PER_BLOCK"),
                    ("clock_khz", "CLOCK_RATE"))},
    attributes_by_handle=True, unit_name="SMs", arch="sm_{major}{minor}",
    synchronize="cuCtxSynchronize", memory_info="cuMemGetInfo_v2",
    error_name="cuGetErrorName", error_string="cuGetErrorString", error_strings_returned=False,
    device_pointer="CUdeviceptr", mem_alloc="cuMemAlloc_v2", mem_free="cuMemFree_v2",
    memcpy_htod="cuMemcpyHtoD_v2", memcpy_dtoh="cuMemcpyDtoH_v2",
    memset_d8="cuMemsetD8Async", memset_d32="cuMemsetD32Async", memset_d32_signed=False,
    module_type="CUmodule", function_type="CUfunction",
    module_load="cuModuleLoadData", module_unload="cuModuleUnload",
    module_get_function="cuModuleGetFunction", launch_kernel="cuLaunchKernel",
    launch_param_end=LAUNCH_PARAM_END,
    dynamic_shared=DynamicShared("cuFuncSetAttribute",
                                 CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                 DEFAULT_SHARED_LIMIT),
    stream_type="CUstream", event_type="CUevent", create_flags=(0,),
    stream_create="cuStreamCreate", stream_destroy="cuStreamDestroy_v2",
    stream_synchronize="cuStreamSynchronize",
    event_create="cuEventCreate", event_destroy="cuEventDestroy_v2",
    event_record="cuEventRecord", event_synchronize="cuEventSynchronize",
    event_elapsed_time=library.declared_names(CUDA_OPTIONAL_FUNCTIONS),
)


class CudaBackend(DriverBackend):
    """The CUDA driver bound to device ``device`` (its primary context)."""

    api = CUDA
    name = "cuda"
    image_kind = "cubin"
