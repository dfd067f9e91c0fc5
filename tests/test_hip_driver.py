"""The one cffi driver class, driven by the HIP and the CUDA tables, against a
recording stand-in for libamdhip64 / libcuda (tests/hip_fake_library.py).

The sequences below are the driver calls - functions, order and arguments -
that the two separate bindings made before they became one class (recorded
from them with the same stand-in); the CUDA sequence is the one proven on an
H200.  Any change to a call the bindings make shows here.
"""

from __future__ import annotations

import itertools

import pytest

from gcnasm.hip import launch, open_backend
from gcnasm.hip.cuda import CUDA
from gcnasm.hip.errors import CudaError, HipError, LibraryNotFoundError
from gcnasm.hip.runtime import HIP

from conftest import KERNELS
from hip_fake_library import RecordingLibrary, install

_PATHS = itertools.count()
DEV = "device"
H = "handle"


def _open(monkeypatch, api, device=0, **fake):
    lib = RecordingLibrary(api, **fake)
    install(monkeypatch, lib)
    # a new library path for each stand-in: loaded libraries are cached per path
    path = f"fake{next(_PATHS)}"
    return lib, (lambda: open_backend(api, device=device, library=path))


def _session(gpu, api):
    """The same steps on either API; returns what the public calls gave back."""
    out = [gpu.versions(), gpu.device_count(), gpu.device_info(), gpu.memory_info()]
    buf = gpu.alloc(64, "x")
    buf.upload(bytes(range(64)))
    out.append(bytes(buf.download(offset=8, nbytes=8)))
    buf.fill_bytes(7)
    buf.fill_words(0xFFFFFFFF, offset=4, count=2)
    stream = gpu.stream()
    start, stop = gpu.event(), gpu.event()
    start.record(stream)
    if api == "hip":
        k = gpu.load_module(KERNELS / "vector_add.co").kernel()
        launch(k, 4, 256, buf, buf, buf, 16, stream=stream)
        k.launch_packed((2, 3), (64, 1, 1), b"\x01\x02\x03", shared_mem=100000)
    else:
        k = gpu.load_module(KERNELS / "cuda" / "gemm_ref.cubin").kernel("grouped_fp8_gemm")
        launch(k, 4, 256, buf, buf, buf, buf, 1, 2, 3, 4, stream=stream)
        for shared in (100000, 90000, 120000):     # the limit is raised only when exceeded
            k.launch_packed((2, 3), (256, 1, 1), bytes(48), shared_mem=shared)
    stop.record(stream)
    stop.synchronize()
    out.append(stop.elapsed_ms(start))
    stream.synchronize()
    gpu.synchronize()
    gpu.stream().close()
    return out


def _without_kernargs(calls):
    """Launch calls with the extra array as (markers, size) only."""
    return [(f, tuple(a[:3] if isinstance(a, tuple) and a and a[0] == "extra" else a
                      for a in args)) for f, args in calls]


HIP_CALLS = [
    ("hipInit", (0,)), ("hipGetDeviceCount", ("int *",)), ("hipSetDevice", (0,)),
    ("hipDriverGetVersion", ("int *",)), ("hipRuntimeGetVersion", ("int *",)),
    ("hipGetDeviceCount", ("int *",)),
    ("hipDeviceGet", ("int *", 0)), ("hipDeviceGetName", ("char[256]", 256, 0)),
    ("hipDeviceTotalMem", ("size_t *", 0)),
    ("hipDeviceGetAttribute", ("int *", 63, 0)), ("hipDeviceGetAttribute", ("int *", 19, 0)),
    ("hipDeviceGetAttribute", ("int *", 87, 0)), ("hipDeviceGetAttribute", ("int *", 56, 0)),
    ("hipDeviceGetAttribute", ("int *", 5, 0)),
    ("hipMemGetInfo", ("size_t *", "size_t *")),
    ("hipMalloc", ("void * *", 64)),
    ("hipMemcpyHtoD", ((DEV, 0), "char[]", 64)),
    ("hipMemcpyDtoH", ("char[]", (DEV, 8), 8)),
    ("hipMemsetD8Async", ((DEV, 0), 7, 64, "NULL")),
    ("hipMemsetD32Async", ((DEV, 4), -1, 2, "NULL")),          # HIP's value is a signed int
    ("hipStreamCreate", ("struct ihipStream_t * *",)),
    ("hipEventCreate", ("struct ihipEvent_t * *",)), ("hipEventCreate", ("struct ihipEvent_t * *",)),
    ("hipEventRecord", ((H, 4112), (H, 4096))),
    ("hipModuleLoadData", ("struct ihipModule_t * *", "char[]")),
    ("hipModuleGetFunction", ("struct ihipModuleSymbol_t * *", (H, 4144), b"vector_add")),
    ("hipModuleLaunchKernel", ((H, 4160), 4, 1, 1, 256, 1, 1, 0, (H, 4096), "NULL",
                               ("extra", (1, 2, 3), 288))),
    ("hipModuleLaunchKernel", ((H, 4160), 2, 3, 1, 64, 1, 1, 100000, "NULL", "NULL",
                               ("extra", (1, 2, 3), 3))),
    ("hipEventRecord", ((H, 4128), (H, 4096))), ("hipEventSynchronize", ((H, 4128),)),
    ("hipEventElapsedTime", ("float *", (H, 4112), (H, 4128))),
    ("hipStreamSynchronize", ((H, 4096),)), ("hipDeviceSynchronize", ()),
    ("hipStreamCreate", ("struct ihipStream_t * *",)), ("hipStreamDestroy", ((H, 4176),)),
    # close(): newest first
    ("hipModuleUnload", ((H, 4144),)), ("hipEventDestroy", ((H, 4128),)),
    ("hipEventDestroy", ((H, 4112),)), ("hipStreamDestroy", ((H, 4096),)),
    ("hipFree", ((DEV, 0),)),
]

_CUDA_LAUNCH = ((H, 4176), 2, 3, 1, 256, 1, 1)
CUDA_CALLS = [
    ("cuInit", (0,)), ("cuDeviceGetCount", ("int *",)), ("cuDeviceGet", ("int *", 0)),
    ("cuDevicePrimaryCtxRetain", ("struct CUctx_st * *", 0)), ("cuCtxSetCurrent", ((H, 4096),)),
    ("cuDriverGetVersion", ("int *",)), ("cuDeviceGetCount", ("int *",)),
    ("cuDeviceGet", ("int *", 0)), ("cuDeviceGetName", ("char[256]", 256, 0)),
    ("cuDeviceTotalMem_v2", ("size_t *", 0)),
    ("cuDeviceGetAttribute", ("int *", 16, 0)), ("cuDeviceGetAttribute", ("int *", 75, 0)),
    ("cuDeviceGetAttribute", ("int *", 76, 0)), ("cuDeviceGetAttribute", ("int *", 38, 0)),
    ("cuDeviceGetAttribute", ("int *", 10, 0)), ("cuDeviceGetAttribute", ("int *", 1, 0)),
    ("cuDeviceGetAttribute", ("int *", 13, 0)),
    ("cuMemGetInfo_v2", ("size_t *", "size_t *")),
    ("cuMemAlloc_v2", ("unsigned long long *", 64)),
    ("cuMemcpyHtoD_v2", ((DEV, 0), "char[]", 64)),
    ("cuMemcpyDtoH_v2", ("char[]", (DEV, 8), 8)),
    ("cuMemsetD8Async", ((DEV, 0), 7, 64, "NULL")),
    ("cuMemsetD32Async", ((DEV, 4), 4294967295, 2, "NULL")),
    ("cuStreamCreate", ("struct CUstream_st * *", 0)),
    ("cuEventCreate", ("struct CUevent_st * *", 0)), ("cuEventCreate", ("struct CUevent_st * *", 0)),
    ("cuEventRecord", ((H, 4128), (H, 4112))),
    ("cuModuleLoadData", ("struct CUmod_st * *", "char[]")),
    ("cuModuleGetFunction", ("struct CUfunc_st * *", (H, 4160), b"grouped_fp8_gemm")),
    ("cuLaunchKernel", ((H, 4176), 4, 1, 1, 256, 1, 1, 0, (H, 4112), "NULL",
                        ("extra", (1, 2, 0), 48))),
    ("cuFuncSetAttribute", ((H, 4176), 8, 100000)),
    ("cuLaunchKernel", _CUDA_LAUNCH + (100000, "NULL", "NULL", ("extra", (1, 2, 0), 48))),
    ("cuLaunchKernel", _CUDA_LAUNCH + (90000, "NULL", "NULL", ("extra", (1, 2, 0), 48))),
    ("cuFuncSetAttribute", ((H, 4176), 8, 120000)),
    ("cuLaunchKernel", _CUDA_LAUNCH + (120000, "NULL", "NULL", ("extra", (1, 2, 0), 48))),
    ("cuEventRecord", ((H, 4144), (H, 4112))), ("cuEventSynchronize", ((H, 4144),)),
    ("cuEventElapsedTime_v2", ("float *", (H, 4128), (H, 4144))),
    ("cuStreamSynchronize", ((H, 4112),)), ("cuCtxSynchronize", ()),
    ("cuStreamCreate", ("struct CUstream_st * *", 0)), ("cuStreamDestroy_v2", ((H, 4192),)),
    # close(): newest first, then the primary context
    ("cuModuleUnload", ((H, 4160),)), ("cuEventDestroy_v2", ((H, 4144),)),
    ("cuEventDestroy_v2", ((H, 4128),)), ("cuStreamDestroy_v2", ((H, 4112),)),
    ("cuMemFree_v2", ((DEV, 0),)), ("cuDevicePrimaryCtxRelease_v2", (0,)),
]


@pytest.mark.parametrize("api,expected", [("hip", HIP_CALLS), ("cuda", CUDA_CALLS)])
def test_the_driver_calls_of_a_session(monkeypatch, api, expected):
    lib, opener = _open(monkeypatch, api)
    with opener() as gpu:
        out = _session(gpu, api)
    assert _without_kernargs(lib.calls) == expected
    versions, count, info, memory, downloaded, elapsed = out
    assert count == 1 and memory == (1 << 33, 1 << 34) and elapsed == 1.5
    assert len(downloaded) == 8
    if api == "hip":
        assert versions == {"backend": "hip", "library": "/fake/hip.so", "driver": "6.4.43483",
                            "runtime": "6.4.43483"}
        assert (info.unit_name, info.arch, info.compute_units, info.clock_khz) == ("CUs", "", 1063, 1005)
    else:
        assert versions == {"backend": "cuda", "library": "/fake/cuda.so", "driver": "12.4"}
        assert (info.unit_name, info.arch, info.compute_units, info.clock_khz) == ("SMs", "sm_10751076", 1016, 1013)
    assert info.name == "Fake GPU" and info.total_memory == 1 << 34


def test_the_kernarg_segment_goes_through_extra(monkeypatch):
    lib, opener = _open(monkeypatch, "hip")
    with opener() as gpu:
        k = gpu.load_module(KERNELS / "vector_add.co").kernel()
        k.launch_packed(1, 64, b"\x01\x02\x03")
    (_, args), = [c for c in lib.calls if c[0] == "hipModuleLaunchKernel"]
    assert args[-1] == ("extra", (1, 2, 3), 3, b"\x01\x02\x03")


@pytest.mark.parametrize("api,failing,expected", [
    ("hip", "hipMalloc", [("hipMalloc", ("void * *", 10)), ("hipGetErrorName", (2,)),
                          ("hipGetErrorString", (2,))]),
    ("cuda", "cuMemAlloc_v2", [("cuMemAlloc_v2", ("unsigned long long *", 10)),
                               ("cuGetErrorName", (2, "char * *")),
                               ("cuGetErrorString", (2, "char * *")),
                               ("cuDevicePrimaryCtxRelease_v2", (0,))]),
])
def test_a_failing_call_names_the_function_the_status_and_the_context(monkeypatch, api, failing,
                                                                      expected):
    lib, opener = _open(monkeypatch, api, failing={failing: 2})
    error = CudaError if api == "cuda" else HipError
    with opener() as gpu:
        before = len(lib.calls)
        with pytest.raises(error) as info:
            gpu.alloc(10, "big")
    assert lib.calls[before:] == expected
    name = "cuGetErrorName" if api == "cuda" else "hipGetErrorName"
    assert str(info.value).startswith(f"{failing} failed: {name}:2 (2)")
    assert str(info.value).endswith("[10 bytes for big]")


def test_hip_no_device_is_remembered_and_explained(monkeypatch):
    lib, opener = _open(monkeypatch, "hip", failing={"hipInit": 100})
    for _ in range(2):
        with pytest.raises(HipError, match=r"hipInit failed: .*no AMD GPU is visible"):
            opener()
    assert [c[0] for c in lib.calls].count("hipInit") == 1


@pytest.mark.parametrize("api,function,name", [
    ("hip", "hipSetDevice", "hipErrorInvalidDevice"),
    ("cuda", "cuDeviceGet", "CUDA_ERROR_INVALID_DEVICE"),
])
def test_a_device_index_out_of_range(monkeypatch, api, function, name):
    lib, opener = _open(monkeypatch, api, device=3)
    with pytest.raises(HipError) as info:
        opener()
    assert (info.value.function, info.value.code, info.value.name) == (function, 101, name)
    assert "device 3 requested, 1 present" in str(info.value)
    assert [c[0] for c in lib.calls][1:] == [HIP.device_count if api == "hip" else CUDA.device_count]


def test_cuda_falls_back_to_the_plain_event_timer(monkeypatch):
    lib, opener = _open(monkeypatch, "cuda", missing={"cuEventElapsedTime_v2"})
    with opener() as gpu:
        start, stop = gpu.event(), gpu.event()
        assert stop.elapsed_ms(start) == 1.5
    assert "cuEventElapsedTime" in [c[0] for c in lib.calls]
    _, opener = _open(monkeypatch, "cuda", missing={"cuEventElapsedTime_v2", "cuEventElapsedTime"})
    with pytest.raises(LibraryNotFoundError, match="lacks cuEventElapsedTime_v2 and cuEventElapsedTime"):
        opener()


@pytest.mark.parametrize("api,function,hint", [
    ("hip", "hipMalloc", "gcnasm needs HIP 5.x or newer."), ("cuda", "cuMemAlloc_v2", None)])
def test_a_library_lacking_a_function_is_rejected(monkeypatch, api, function, hint):
    _, opener = _open(monkeypatch, api, missing={function})
    with pytest.raises(LibraryNotFoundError) as info:
        opener()
    assert f"loaded, but lacks {function}" in str(info.value)
    assert (hint in str(info.value)) if hint else str(info.value).endswith(function)


def test_the_tables_name_only_declared_functions():
    """Every C function a table names is declared in its API's cffi block."""
    for api in (HIP, CUDA):
        declared = set(api.required) | set(api.event_elapsed_time)
        named = {v for v in vars(api).values() if isinstance(v, str) and v[:2] in ("hi", "cu")}
        named |= {api.primary_context.retain, api.primary_context.set_current,
                  api.primary_context.release} if api.primary_context else set()
        named |= {api.dynamic_shared.set_attribute} if api.dynamic_shared else set()
        named -= {api.device_type, api.module_type, api.function_type, api.stream_type,
                  api.event_type}
        assert named - declared == set(), api.library.what
