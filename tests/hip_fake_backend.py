"""A simulated GPU for testing gcnasm.hip without one (test helper, not a test).

:class:`FakeBackend` implements the :class:`~gcnasm.hip.backend.Backend`
primitives over host memory: allocations are bytearrays at fake addresses,
copies and memsets are immediate, a "launch" calls a Python emulation of
the kernel with the packed kernarg bytes, and events read a simulated clock
that each launch advances by the emulation's declared cost.  The compare
harness, argument binding, fills and timing arithmetic run unchanged on it;
only the kernel's arithmetic is emulated (in numpy, with the rounding the
CUDA demo kernels use).
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Callable, Dict

import numpy as np

from gcnasm.hip.backend import Backend
from gcnasm.hip.device import DeviceInfo
from gcnasm.hip.dtypes import dtype
from gcnasm.hip.errors import HipError

REPO = Path(__file__).resolve().parent.parent
CUBINS = REPO / "kernels" / "cuda"

Emulation = Callable[["FakeBackend", bytes, tuple, tuple, int], float]


class FakeBackend(Backend):
    image_kind = "cubin"

    def __init__(self, programs: Dict[bytes, Emulation], name: str = "cuda",
                 compute_units: int = 4, memory: int = 1 << 34):
        super().__init__()
        self.name = name
        self.image_kind = "cubin" if name == "cuda" else "AMD code object"
        self.programs = programs
        self.memory: Dict[int, bytearray] = {}
        self.next_address = 0x7F0000000000
        self.clock = 0.0
        self.times: Dict[int, float] = {}
        self.launches = []          # (kernel name, grid, block, shared_mem, kernarg)
        self.log = []               # ordered record of enqueued operations
        self.compute_units = compute_units
        self.total_memory = memory
        self._handles = 0

    # -- description
    def versions(self):
        return {"backend": "fake", "driver": "0.0"}

    def device_count(self):
        return 1

    def device_info(self, index=None):
        return DeviceInfo(0, "Fake GPU", self.compute_units, "SMs" if self.name == "cuda" else "CUs",
                          "sm_90", self.total_memory, 1 << 20, 32, 1024, 1_000_000)

    def synchronize(self):
        pass

    def memory_info(self):
        used = sum(len(b) for b in self.memory.values())
        return self.total_memory - used, self.total_memory

    # -- memory
    def mem_alloc(self, nbytes, label):
        address = self.next_address
        self.next_address += (nbytes + 511) // 256 * 256
        self.memory[address] = bytearray(nbytes)
        return address

    def mem_free(self, address):
        if address not in self.memory:
            raise HipError("fakeFree", 1, "fakeErrorInvalidValue", f"0x{address:x} not allocated")
        del self.memory[address]

    def view(self, address: int, nbytes: int) -> memoryview:
        for base, buf in self.memory.items():
            if base <= address and address + nbytes <= base + len(buf):
                return memoryview(buf)[address - base:address - base + nbytes]
        raise HipError("fakeAccess", 1, "fakeErrorIllegalAddress",
                       f"0x{address:x}+{nbytes} is outside every allocation")

    def array(self, address: int, dt, count: int) -> np.ndarray:
        dt = dtype(dt)
        return np.frombuffer(self.view(address, count * dt.itemsize), dtype=dt.storage)

    def memcpy_htod(self, address, host, nbytes):
        self.view(address, nbytes)[:] = host[:nbytes]

    def memcpy_dtoh(self, host, address, nbytes):
        host[:nbytes] = self.view(address, nbytes)

    def memset_d8(self, address, value, count, stream):
        self.log.append(("memset8", address, count))
        self.view(address, count)[:] = bytes([value]) * count

    def memset_d32(self, address, value, count, stream):
        self.log.append(("memset32", address, count))
        self.view(address, 4 * count)[:] = struct.pack("<I", value) * count

    # -- modules
    def module_load(self, image, where):
        if image not in self.programs:
            raise HipError("fakeModuleLoad", 200, "fakeErrorInvalidImage", where)
        self._handles += 1
        return ("module", self._handles, image)

    def module_unload(self, handle):
        self.log.append(("unload", handle[1]))

    def module_get_function(self, handle, name, where):
        return (name, handle[2])

    def launch_kernel(self, function, grid, block, shared_mem, stream, kernarg, where):
        name, image = function
        self.log.append(("launch", name))
        self.launches.append((name, grid, block, shared_mem, kernarg))
        self.clock += self.programs[image](self, kernarg, grid, block, shared_mem)

    # -- streams and events
    def stream_create(self):
        self._handles += 1
        return self._handles

    def stream_destroy(self, handle):
        pass

    def stream_synchronize(self, handle):
        pass

    def event_create(self):
        self._handles += 1
        return self._handles

    def event_destroy(self, handle):
        self.times.pop(handle, None)

    def event_record(self, handle, stream):
        self.log.append(("event", handle))
        self.times[handle] = self.clock

    def event_synchronize(self, handle):
        pass

    def event_elapsed_time(self, start, stop):
        return self.times[stop] - self.times[start]


# --- the CUDA demo kernels (kernels/cuda/grouped_fp8_gemm.cu), emulated -----

def grouped_gemm(variant: str = "ref", cost_ms: float = 2.0) -> Emulation:
    """Emulation of grouped_fp8_gemm(A, B, Out, group_offsets, M, N, K, G):
    fp32 accumulation of exact fp8 products, rounded to bf16; ``variant``
    "wrong_k" drops the last 16-deep k slice, "wrong_rows" never writes the
    last group's rows."""
    e4m3, bf16 = dtype("fp8_e4m3"), dtype("bf16")

    def run(gpu: FakeBackend, kernarg: bytes, grid, block, shared_mem) -> float:
        a, b, out, offsets = struct.unpack_from("<4Q", kernarg, 0)
        m, n, k, g = struct.unpack_from("<4i", kernarg, 32)
        if block != (256, 1, 1):
            return cost_ms
        offs = gpu.array(offsets, "int32", g + 1).astype(np.int64)
        A = e4m3.decode(gpu.array(a, "fp8_e4m3", m * k)).reshape(m, k)
        B = e4m3.decode(gpu.array(b, "fp8_e4m3", g * n * k)).reshape(g, n, k)
        O = gpu.array(out, "bf16", m * n).reshape(m, n)
        k_used = (k - 1) // 16 * 16 if variant == "wrong_k" else k
        for i in range(g):
            lo, hi = int(offs[i]), int(offs[i + 1])
            if variant == "wrong_rows" and i == g - 1:
                continue
            if hi > lo:
                acc = (A[lo:hi, :k_used] @ B[i, :, :k_used].T).astype(np.float32)
                O[lo:hi] = bf16.encode(acc)
        return cost_ms

    return run


def cubin(name: str) -> bytes:
    return (CUBINS / f"{name}.cubin").read_bytes()


def demo_backend(**costs) -> FakeBackend:
    """A fake CUDA device knowing the four committed demo cubins."""
    costs = {"gemm_ref": 2.0, "gemm_fast": 1.5, "gemm_wrong_k": 2.0, "gemm_wrong_rows": 2.0, **costs}
    variants = {"gemm_ref": "ref", "gemm_fast": "ref", "gemm_wrong_k": "wrong_k",
                "gemm_wrong_rows": "wrong_rows"}
    return FakeBackend({cubin(n): grouped_gemm(variants[n], costs[n]) for n in variants})
