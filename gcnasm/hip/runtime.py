"""The HIP runtime: its C declarations and the table that binds them.

:data:`HIP` tells :class:`gcnasm.hip.driver.DriverBackend` which
``libamdhip64`` function each step calls; :class:`HipBackend` is that class
bound to HIP (AMD GPUs, ``.co`` code objects), through cffi in ABI mode
(``ffi.dlopen``, no compiler).  A failing call raises
:class:`~gcnasm.hip.HipError` carrying the function, code,
``hipGetErrorName`` and ``hipGetErrorString``.

Only functions present from HIP 5.x through 7.x are declared, with the
prototypes of the HIP headers (tests compile them against the installed
headers).  Device properties are read with ``hipDeviceGetAttribute``, never
through ``hipDeviceProp_t``, whose layout changed in HIP 6.0; the attribute
numbers used below are the same in HIP 5.2 and 7.x headers.
"""

from __future__ import annotations

from typing import Optional

import cffi

from . import library
from .driver import Api, DriverBackend, DriverLibrary, load_library
from .errors import HipError

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

# hipModuleLaunchKernel's `extra` END marker (HIP_LAUNCH_PARAM_END; the
# buffer markers are CUDA's too: gcnasm.hip.driver).
LAUNCH_PARAM_END = 3

ffi = cffi.FFI()
ffi.cdef(HIP_TYPES + HIP_FUNCTIONS)

FUNCTION_NAMES = library.declared_names(HIP_FUNCTIONS)


def decode_version(value: int) -> str:
    """HIP packs versions as major*10^7 + minor*10^5 + patch."""
    return f"{value // 10_000_000}.{value // 100_000 % 100}.{value % 100_000}"


HIP = Api(
    library=library.HIP_LIBRARY, ffi=ffi, required=FUNCTION_NAMES, error=HipError,
    missing_hint="gcnasm needs HIP 5.x or newer.", decode_version=decode_version,
    init="hipInit",
    no_device_hint="no AMD GPU is visible (is /dev/kfd present and readable? HIP_VISIBLE_DEVICES?)",
    driver_version="hipDriverGetVersion", runtime_version="hipRuntimeGetVersion",
    device_count="hipGetDeviceCount", invalid_device=("hipSetDevice", "hipErrorInvalidDevice"),
    set_device="hipSetDevice", primary_context=None,
    device_type="hipDevice_t", device_get="hipDeviceGet", device_name="hipDeviceGetName",
    device_total_memory="hipDeviceTotalMem", device_attribute="hipDeviceGetAttribute",
    attributes={role: (name, ATTRIBUTES[name]) for role, name in (
        ("compute_units", "hipDeviceAttributeMultiprocessorCount"),
        ("l2_cache_bytes", "hipDeviceAttributeL2CacheSize"),
        ("warp_size", "hipDeviceAttributeWarpSize"),
        ("max_threads_per_block", "hipDeviceAttributeMaxThreadsPerBlock"),
        ("clock_khz", "hipDeviceAttributeClockRate"))},
    attributes_by_handle=False, unit_name="CUs", arch="",
    synchronize="hipDeviceSynchronize", memory_info="hipMemGetInfo",
    error_name="hipGetErrorName", error_string="hipGetErrorString", error_strings_returned=True,
    device_pointer="void*", mem_alloc="hipMalloc", mem_free="hipFree",
    memcpy_htod="hipMemcpyHtoD", memcpy_dtoh="hipMemcpyDtoH",
    memset_d8="hipMemsetD8Async", memset_d32="hipMemsetD32Async", memset_d32_signed=True,
    module_type="hipModule_t", function_type="hipFunction_t",
    module_load="hipModuleLoadData", module_unload="hipModuleUnload",
    module_get_function="hipModuleGetFunction", launch_kernel="hipModuleLaunchKernel",
    launch_param_end=LAUNCH_PARAM_END, dynamic_shared=None,
    stream_type="hipStream_t", event_type="hipEvent_t", create_flags=(),
    stream_create="hipStreamCreate", stream_destroy="hipStreamDestroy",
    stream_synchronize="hipStreamSynchronize",
    event_create="hipEventCreate", event_destroy="hipEventDestroy",
    event_record="hipEventRecord", event_synchronize="hipEventSynchronize",
    event_elapsed_time=("hipEventElapsedTime",),
)


def get_runtime(library_path: Optional[str] = None) -> DriverLibrary:
    """``libamdhip64`` loaded (once per path), with every call checked;
    ``library_path`` is an explicit path, otherwise the lookup of
    :data:`gcnasm.hip.library.HIP_LIBRARY` applies."""
    return load_library(HIP, library_path)


class HipBackend(DriverBackend):
    """The HIP runtime bound to device ``device``."""

    api = HIP
    name = "hip"
    image_kind = "AMD code object"
