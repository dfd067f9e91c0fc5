"""Cubin parameter layouts read from .nv.info, checked against kernels whose
C parameter layout is known, and the committed demo cubins checked current."""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys

import pytest

from gcnasm.hip import cubin
from gcnasm.hip.errors import ModuleError

from conftest import KERNELS, REPO

CUDA_DIR = KERNELS / "cuda"


def test_demo_cubins_describe_the_grouped_gemm_signature():
    for path in sorted(CUDA_DIR.glob("*.cubin")):
        kernels = cubin.kernels(path.read_bytes(), str(path))
        assert list(kernels) == ["grouped_fp8_gemm"]
        layout = kernels["grouped_fp8_gemm"]
        # (A, B, Out, group_offsets, M, N, K, G)
        assert [(s.offset, s.size) for s in layout.slots] == \
            [(0, 8), (8, 8), (16, 8), (24, 8), (32, 4), (36, 4), (40, 4), (44, 4)]
        assert layout.size == 48 and all(s.kind == "param" for s in layout.slots)


PROBE = r"""
struct S24 { double a, b, c; };
extern "C" __global__ void probe(char c, short s, int i, double d, float* p, S24 st, long long q) {
    if (threadIdx.x == 1000) p[0] = c + s + i + d + st.a + q;
}
extern "C" __global__ void no_params() {}
__device__ int helper(int x) { return x + 1; }
"""


@pytest.fixture(scope="module")
def nvcc():
    path = shutil.which("nvcc")
    if not path:
        pytest.skip("nvcc is not installed (needed to build probe cubins)")
    return path


def test_layout_matches_the_c_abi(nvcc, tmp_path):
    src = tmp_path / "probe.cu"
    src.write_text(PROBE)
    out = tmp_path / "probe.cubin"
    subprocess.run([nvcc, "-cubin", "-arch=sm_90", "-o", str(out), str(src)], check=True,
                   capture_output=True, timeout=300)
    kernels = cubin.kernels(out.read_bytes(), str(out))
    assert sorted(kernels) == ["no_params", "probe"]
    layout = kernels["probe"]
    assert [(s.offset, s.size) for s in layout.slots] == \
        [(0, 1), (2, 2), (4, 4), (8, 8), (16, 8), (24, 24), (48, 8)]
    assert layout.size == 56
    assert kernels["no_params"].slots == () and kernels["no_params"].size == 0
    raw = layout.pack(-1, 2, 3, 4.0, 0x1000, bytes(range(24)), 5)
    assert struct.unpack_from("<b", raw, 0)[0] == -1 and struct.unpack_from("<d", raw, 8)[0] == 4.0
    assert raw[24:48] == bytes(range(24))


def test_committed_cubins_are_current(nvcc):
    proc = subprocess.run([sys.executable, str(CUDA_DIR / "build.py"), "--check"],
                          capture_output=True, text=True, timeout=900, cwd=REPO)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("data,match", [
    (b"", "not an ELF"),
    (b"\x7fELF" + bytes(60), "not a 64-bit little-endian ELF"),
    (None, "is not EM_CUDA"),
    ("truncated", "damaged section header table|runs past"),
])
def test_bad_images(data, match):
    if data is None:
        data = (KERNELS / "vector_add.co").read_bytes()      # an AMD code object
    elif data == "truncated":
        data = (CUDA_DIR / "gemm_ref.cubin").read_bytes()[:2000]
    with pytest.raises(ModuleError, match=match):
        cubin.kernels(data, "image")
