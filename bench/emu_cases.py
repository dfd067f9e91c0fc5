"""The kernels bench/emu.py times: inputs, argument packing, launch shape and
the numpy check, independent of which emulator runs them."""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Tuple

import numpy as np

REPO = Path(__file__).resolve().parent.parent
TRITON = REPO / "kernels" / "triton"
TRITON_EMU = REPO / "kernels" / "triton-emu"
CORPUS = REPO.parent / "shared" / "corpus" / "aiter-gfx950"


@dataclass
class Setup:
    kernarg: bytes
    reset: Callable[[], None]          # zero the outputs
    error: Callable[[], float]         # max |output - numpy| after a run
    arrays: tuple = ()                 # the host arrays whose addresses the kernarg holds


@dataclass
class Case:
    name: str
    path: Path
    grid: Tuple[int, int, int]
    block: Tuple[int, int, int]
    shared_mem: int
    make: Callable                      # (pointer) -> Setup

    def code_object(self):
        from gcnasm.codeobject import CodeObject
        co = CodeObject.load(self.path)
        return co, co.kernels[0]

    def layout(self):
        from gcnasm.hip.kernargs import ArgLayout
        return ArgLayout.from_amd_metadata(self.code_object()[1].metadata)

    def setup(self, pointer) -> Setup:
        """``pointer(array)`` gives the device pointer of a host array."""
        return self.make(self, pointer)


def _triton_vector_add(n):
    def make(case, pointer):
        x = np.arange(n, dtype=np.float32)
        y = np.full(n, 0.5, np.float32)
        out = np.zeros(n, np.float32)
        scratch = np.zeros(1 << 12, np.uint8)
        kernarg = case.layout().pack(pointer(x), pointer(y), pointer(out), n, pointer(scratch),
                                     pointer(scratch))
        return Setup(kernarg, lambda: out.fill(0), lambda: float(np.max(np.abs(out - (x + y)))),
                     (x, y, out, scratch))
    spec = json.loads((TRITON / "vector_add_f32.json").read_text())
    return Case(f"triton vector_add n={n}", TRITON / "vector_add_f32.hsaco",
                (-(-n // 1024), 1, 1), (64 * spec["num_warps"], 1, 1), spec["shared"], make)


def _triton_pow(n):
    """Math-heavy: Triton's pow (ROCm's OCML, about 200 VALU instructions
    per element: frexp, a double-float log, fma chains, v_exp_f32, ldexp)."""
    spec = json.loads((TRITON_EMU / "pow_f32.json").read_text())

    def make(case, pointer):
        rng = np.random.default_rng(0)
        x = rng.uniform(0.01, 10, n).astype(np.float32)
        y = rng.uniform(-6, 6, n).astype(np.float32)
        out = np.zeros(n, np.float32)
        scratch = np.zeros(1 << 12, np.uint8)
        want = np.power(x.astype(np.float64), y.astype(np.float64))
        kernarg = case.layout().pack(pointer(x), pointer(y), pointer(out), n, pointer(scratch),
                                     pointer(scratch))
        # relative error (the kernel's own is up to ~1e-6: tests/test_emu_triton_oracle.py)
        return Setup(kernarg, lambda: out.fill(0),
                     lambda: float(np.max(np.abs(out - want) / np.abs(want))), (x, y, out, scratch))
    return Case(f"triton pow_f32 n={n}", TRITON_EMU / "pow_f32.hsaco",
                (-(-n // spec["constexprs"]["BLOCK"]), 1, 1), (64 * spec["num_warps"], 1, 1),
                spec["shared"], make)


def _triton_matmul(name, size):
    spec = json.loads((TRITON / f"{name}.json").read_text())
    c = spec["constexprs"]

    def make(case, pointer):
        rng = np.random.default_rng(0)
        a = rng.standard_normal((size, size)).astype(np.float16)
        b = rng.standard_normal((size, size)).astype(np.float16)
        out = np.zeros((size, size), np.float32)
        scratch = np.zeros(1 << 12, np.uint8)
        want = a.astype(np.float64) @ b.astype(np.float64)
        kernarg = case.layout().pack(pointer(a), pointer(b), pointer(out), size, size, size, size, 1,
                                     size, 1, size, 1, pointer(scratch), pointer(scratch))
        return Setup(kernarg, lambda: out.fill(0), lambda: float(np.max(np.abs(out - want))),
                     (a, b, out, scratch))
    return Case(f"triton {name} {size}^3", TRITON / f"{name}.hsaco",
                (size // c["BLOCK_M"], size // c["BLOCK_N"], 1), (64 * spec["num_warps"], 1, 1),
                spec["shared"], make)


def _aiter_bf16gemm(tile, size):
    tm, tn = (int(v) for v in tile.split("x"))

    def make(case, pointer):
        from gcnasm.hip.backend import DevicePointer
        rng = np.random.default_rng(0)
        a = (rng.standard_normal((size, size)).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
        b = (rng.standard_normal((size, size)).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
        d = np.zeros((size, size), np.float32)
        sem = np.zeros(1024, np.uint32)
        f = lambda u: (u.astype(np.uint32) << 16).view(np.float32).astype(np.float64)  # noqa: E731
        want = f(a) @ f(b).T
        null = DevicePointer(0)
        kernarg = case.layout().pack(
            fill=0, D=pointer(d), C=null, A=pointer(a), B=pointer(b), alpha=struct.pack("<f", 1.0),
            beta=struct.pack("<f", 0.0), strideD0=4 * size, strideC0=4 * size, strideA0=2 * size,
            strideB0=2 * size, Mdim=size, Ndim=size, Kdim=size, splitk=1, is_out_b16=0, Bias=null,
            add_bias=0, ptr_semaphore=pointer(sem))
        return Setup(kernarg, lambda: d.fill(0), lambda: float(np.max(np.abs(d - want))),
                     (a, b, d, sem))
    return Case(f"aiter bf16gemm {tile} {size}^3",
                CORPUS / "bf16gemm" / f"bf16gemm_fp32bf16_tn_{tile}_splitk_clean.co",
                (-(-size // tn), -(-size // tm), 1), (256, 1, 1), 0, make)


CASES = {
    "vector_add": _triton_vector_add(1 << 20),
    "triton_matmul": _triton_matmul("matmul_f16_128x128x64", 512),
    "aiter_bf16gemm": _aiter_bf16gemm("64x64", 512),
    "triton_pow": _triton_pow(1 << 18),
}
