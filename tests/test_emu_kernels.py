"""The emulator runs the hand-written kernels of kernels/ (docs/kernels.md)
and gives numpy's results, exactly (their math is exact)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gcnasm import hip, workflow
from gcnasm.emu.numerics import bf16_from_bits, bits_from_bf16

KERNELS = Path(__file__).resolve().parent.parent / "kernels"


@pytest.fixture
def gpu():
    with workflow.open_backend("emu") as backend:
        yield backend


def upload(gpu, array):
    buf = gpu.alloc(array.nbytes)
    buf.upload(array)
    return buf


def test_vector_add_any_block(gpu):
    k = gpu.load_module(KERNELS / "vector_add.co").kernel()
    rng = np.random.default_rng(0)
    n = 1000
    a, b = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    for block in (64, 96, 256):        # 96: a partial second wave in every workgroup
        c = gpu.alloc(4 * n)
        c.fill_words(0x7FC00000)
        hip.launch(k, -(-n // block), block, upload(gpu, a), upload(gpu, b), c, n)
        np.testing.assert_array_equal(c.download().view(np.float32), a + b)


def _collatz(x, max_steps):
    steps = np.zeros_like(x)
    x = x.copy()
    for _ in range(max_steps):
        live = x > 1
        if not live.any():
            break
        x = np.where(live, np.where(x & 1, 3 * x + 1, x >> 1), x).astype(np.uint32)
        steps += live
    return steps


def test_collatz_steps(gpu):
    k = gpu.load_module(KERNELS / "two_kernels.co").kernel("collatz_steps")
    n = 700
    x = np.arange(n, dtype=np.uint32) * 7 + 1
    out = gpu.alloc(4 * n)
    hip.launch(k, -(-n // 256), 256, upload(gpu, x), out, n, 120)
    np.testing.assert_array_equal(out.download().view(np.uint32), _collatz(x, 120))


def test_clamp_column_sum(gpu):
    k = gpu.load_module(KERNELS / "two_kernels.co").kernel("clamp_column_sum")
    rng = np.random.default_rng(1)
    n, rows, lo, hi = 300, 5, -0.5, 0.75
    x = rng.standard_normal((rows, n)).astype(np.float32)
    x[2, 7] = np.nan
    out = gpu.alloc(4 * n)
    hip.launch(k, -(-n // 256), 256, upload(gpu, x), out, n, rows, lo, hi)
    want = np.zeros(n, dtype=np.float32)
    for r in range(rows):
        v = x[r]
        want = np.where(v >= lo, want + np.minimum(v, np.float32(hi)), want).astype(np.float32)
    np.testing.assert_array_equal(out.download().view(np.float32), want)


def test_bitrev_hash_reads_text_and_rodata(gpu):
    k = gpu.load_module(KERNELS / "const_table.co").kernel()
    n = 512
    x = (np.arange(n, dtype=np.uint64) * 0x9E3779B1 & 0xFFFFFFFF).astype(np.uint32)
    out = gpu.alloc(4 * n)
    hip.launch(k, n // 256, 256, upload(gpu, x), out, n)
    rev = np.array([int(f"{int(v):032b}"[::-1], 2) for v in x], dtype=np.uint64)
    want = ((rev * 0x9E3779B1 + 0x7F4A7C15) & 0xFFFFFFFF).astype(np.uint32)
    np.testing.assert_array_equal(out.download().view(np.uint32), want)


def test_mfma_bf16_gemm(gpu):
    k = gpu.load_module(KERNELS / "mfma.co").kernel()
    rng = np.random.default_rng(2)
    m, n, kk = 32, 48, 64
    a = bits_from_bf16(rng.standard_normal((m, kk)).astype(np.float32)).astype(np.uint16)
    bt = bits_from_bf16(rng.standard_normal((n, kk)).astype(np.float32)).astype(np.uint16)
    c = gpu.alloc(4 * m * n)
    hip.launch(k, (n // 16, m // 16), 64, upload(gpu, a), upload(gpu, bt), c, m, n, kk)
    want = bf16_from_bits(a).astype(np.float64) @ bf16_from_bits(bt).astype(np.float64).T
    got = c.download().view(np.float32).reshape(m, n)
    np.testing.assert_allclose(got, want, rtol=2 ** -22, atol=1e-5)


def test_saxpy_with_preloaded_arguments(gpu):
    k = gpu.load_module(KERNELS / "kernarg_preload.co").kernel()
    rng = np.random.default_rng(3)
    n = 777
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    ybuf = upload(gpu, y)
    hip.launch(k, -(-n // 256), 256, upload(gpu, x), ybuf, np.float32(1.5), n)
    want = (np.float64(1.5) * x + y).astype(np.float32)      # one fused multiply-add
    np.testing.assert_array_equal(ybuf.download().view(np.float32), want)


def test_unimplemented_instruction_names_kernel_and_offset(gpu):
    from gcnasm.emu import UnimplementedInstruction
    from gcnasm.emu.program import BUILDERS
    k = gpu.load_module(KERNELS / "vector_add.co").kernel()
    saved = BUILDERS.pop("v_add_f32")
    try:
        a = gpu.alloc(256)
        with pytest.raises(UnimplementedInstruction, match=r"kernel vector_add: .*offset 0x[0-9a-f]+ .*: v_add_f32_e32"):
            hip.launch(k, 1, 64, a, a, a, 64)
    finally:
        BUILDERS["v_add_f32"] = saved
