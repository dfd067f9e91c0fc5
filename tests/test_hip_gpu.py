"""gcnasm.hip on a real GPU: skipped (with the reason) where no backend opens.

CI has no GPU, so these run where one is: on the NVIDIA H200 that the
device tool lends (bench/compare_h200.sh runs them there) and, for the HIP
test, on an AMD gfx950 GPU.  They check the CUDA demo kernels against
float64 numpy, the launch path against the real driver, and a small compare.
"""

from __future__ import annotations

import io

import numpy as np
import pytest

from gcnasm.errors import GcnasmError
from gcnasm.hip import KernargError, launch, open_backend
from gcnasm.hip.comparison import compare
from gcnasm.hip.dtypes import dtype
from gcnasm.hip.errors import HipError
from gcnasm.hip.fill import fill

from conftest import KERNELS

CUDA_DIR = KERNELS / "cuda"
E4M3, BF16 = dtype("fp8_e4m3"), dtype("bf16")


def _open(name):
    try:
        return open_backend(name)
    except GcnasmError as exc:
        pytest.skip(f"no {name} device: {str(exc).splitlines()[0]}")


@pytest.fixture(scope="module")
def cuda():
    gpu = _open("cuda")
    yield gpu
    gpu.close()


def _problem(gpu, M, N, K, sizes, seed=1):
    """Seeded A, B, offsets on the device, and the float64 reference."""
    G = len(sizes)
    offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int32)
    a = gpu.alloc(M * K, "A")
    b = gpu.alloc(G * N * K, "B")
    o = gpu.alloc(4 * (G + 1), "offsets")
    fill(a, E4M3, M * K, {"kind": "normal"}, seed, "A")
    fill(b, E4M3, G * N * K, {"kind": "normal"}, seed, "B")
    o.upload(offsets)
    A = E4M3.decode(a.download()).reshape(M, K)
    B = E4M3.decode(b.download()).reshape(G, N, K)
    expect = np.empty((M, N))
    for g in range(G):
        expect[offsets[g]:offsets[g + 1]] = A[offsets[g]:offsets[g + 1]] @ B[g].T
    return a, b, o, expect


def _run(gpu, variant, M, N, K, bufs, grid=None):
    a, b, o, _ = bufs
    mod = gpu.load_module(CUDA_DIR / f"{variant}.cubin")
    out = gpu.alloc(2 * M * N, "Out")
    fill(out, BF16, M * N, {"kind": "nan"}, 0, "Out")
    k = mod.kernel("grouped_fp8_gemm")
    launch(k, grid or gpu.device_info().compute_units, 256, a, b, out, o, M, N, K, o.nbytes // 4 - 1)
    gpu.synchronize()
    got = BF16.decode(out.download()).reshape(M, N)
    out.close()
    mod.close()
    return got


PROBLEMS = [
    # M, N, K, group sizes: uneven groups (one empty), tiles spanning groups,
    # N and M not multiples of the 128 tile, K a multiple of 16 but not 32.
    (1000, 200, 176, [300, 0, 123, 77, 500]),
    (257, 129, 32, [257]),
    (4096, 384, 2880, [512] * 8),
]


@pytest.mark.parametrize("variant", ["gemm_ref", "gemm_fast"])
@pytest.mark.parametrize("M,N,K,sizes", PROBLEMS)
def test_demo_kernels_match_float64(cuda, variant, M, N, K, sizes):
    bufs = _problem(cuda, M, N, K, sizes)
    try:
        got = _run(cuda, variant, M, N, K, bufs)
        expect = bufs[3]
        assert not np.isnan(got).any(), "unwritten output elements"
        # bf16 output: within 2^-8 relative of the exact sum, plus fp32
        # accumulation error (K terms of bounded size).
        tol = 2.0 ** -8 * np.abs(expect) + 1e-5 * K * 16
        bad = np.abs(got - expect) > tol
        assert not bad.any(), f"{bad.sum()} elements off, e.g. {np.argwhere(bad)[:3].tolist()}"
    finally:
        for buf in bufs[:3]:
            buf.close()


def test_fast_is_bit_identical_and_wrong_variants_differ(cuda):
    M, N, K, sizes = PROBLEMS[0]
    bufs = _problem(cuda, M, N, K, sizes, seed=7)
    try:
        ref = _run(cuda, "gemm_ref", M, N, K, bufs)
        fast = _run(cuda, "gemm_fast", M, N, K, bufs)
        assert np.array_equal(ref.view(np.uint64), fast.view(np.uint64))
        wrong_k = _run(cuda, "gemm_wrong_k", M, N, K, bufs)
        assert not np.isnan(wrong_k).any() and not np.allclose(wrong_k, ref)
        wrong_rows = _run(cuda, "gemm_wrong_rows", M, N, K, bufs)
        last = sum(sizes[:-1])
        assert np.isnan(wrong_rows[last:]).all() and not np.isnan(wrong_rows[:last]).any()
    finally:
        for buf in bufs[:3]:
            buf.close()


def test_launch_errors_surface_from_the_driver(cuda):
    mod = cuda.load_module(CUDA_DIR / "gemm_ref.cubin")
    k = mod.kernel()
    buf = cuda.alloc(1024)
    try:
        with pytest.raises(KernargError, match="takes 8 argument"):
            launch(k, 1, 256, buf, buf, buf)
        with pytest.raises(KernargError, match="device pointer"):
            launch(k, 1, 256, buf, buf, buf, buf, buf, 1, 1, 1)
        with pytest.raises(HipError) as info:      # 2048 threads: rejected by the driver
            launch(k, 1, 2048, buf, buf, buf, buf, 0, 0, 0, 1)
        assert info.value.name.startswith("CUDA_ERROR") and info.value.function == "cuLaunchKernel"
        launch(k, 1, 256, buf, buf, buf, buf, 0, 0, 16, 1)     # M = N = 0: a no-op launch
        cuda.synchronize()                                        # the context is still healthy
    finally:
        buf.close()
        mod.close()


def test_memory_events_and_release(cuda):
    before = cuda.open_resources
    rng = np.random.default_rng(3)
    data = rng.integers(0, 256, size=(64 << 20) + 3, dtype=np.uint8)
    with cuda.alloc(data.nbytes) as buf:
        buf.upload(data)
        assert np.array_equal(buf.download(), data)
        buf.fill_words(0x7FC07FC0, count=1024)
        assert set(buf.download(nbytes=4096).tobytes()[::2]) == {0xC0}
        start, stop = cuda.event(), cuda.event()
        start.record()
        buf.fill_bytes(0)
        stop.record()
        stop.synchronize()
        assert stop.elapsed_ms(start) >= 0.0
        start.close()
        stop.close()
    assert cuda.open_resources == before


def test_compare_on_the_gpu(cuda):
    out = io.StringIO()
    small = {"M": 2048, "D1": 256, "D2": 384, "G": 4}
    same = compare(CUDA_DIR / "gemm_ref.cubin", CUDA_DIR / "gemm_fast.cubin", "gate_up_fwd",
                   backend=cuda, overrides=small, benchmark_runs=True, warmup=2, iters=5, out=out)
    assert same.passed and same.results[0].outputs[0].accuracy.mismatches == 0
    wrong = compare(CUDA_DIR / "gemm_ref.cubin", CUDA_DIR / "gemm_wrong_k.cubin", "gate_up_fwd",
                    backend=cuda, overrides=small, out=out)
    assert not wrong.passed
    assert "[PASS] cos=1.000000  max_diff=0.000000" in out.getvalue()
    assert "[FAIL]" in out.getvalue()


def test_vector_add_on_an_amd_gpu():
    gpu = _open("hip")
    with gpu:
        n = 100_000
        a = np.arange(n, dtype=np.float32)
        b = np.full(n, 0.5, dtype=np.float32)
        with gpu.load_module(KERNELS / "vector_add.co") as mod, gpu.alloc(4 * n) as da, \
                gpu.alloc(4 * n) as db, gpu.alloc(4 * n) as dc:
            da.upload(a)
            db.upload(b)
            # The kernel reads its block size from a hidden argument the runtime fills.
            launch(mod.kernel(), (n + 255) // 256, 256, da, db, dc, n)
            gpu.synchronize()
            assert np.array_equal(dc.download().view(np.float32), a + b)
