"""The emulator runs the committed Triton gfx950 kernels (kernels/triton/)
and gives numpy's results: exactly where the math is exact, within the
output format's rounding elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from gcnasm import hip, workflow
from gcnasm.emu.numerics import E4M3, E5M2, bf16_from_bits, bits_from_bf16, encode_e4m3, encode_e5m2

TRITON = Path(__file__).resolve().parent.parent / "kernels" / "triton"


def spec(name):
    return json.loads((TRITON / f"{name}.json").read_text())


def launch(gpu, name, grid, args):
    """Launch kernels/triton/NAME with ``args`` (arrays are uploaded, and
    returned downloaded in the same order)."""
    s = spec(name)
    kernel = gpu.load_module(TRITON / f"{name}.hsaco").kernel()
    buffers, packed = [], []
    for value in args:
        if isinstance(value, np.ndarray):
            buf = gpu.alloc(value.nbytes)
            buf.upload(value)
            buffers.append((buf, value))
            packed.append(buf)
        else:
            packed.append(value)
    scratch = [gpu.alloc(1 << 16) for _ in range(len(kernel.layout.explicit) - len(packed))]
    hip.launch(kernel, grid, 64 * s["num_warps"], *packed, *scratch, shared_mem=s["shared"])
    gpu.synchronize()
    return [buf.download().view(value.dtype).reshape(value.shape) for buf, value in buffers]


@pytest.fixture
def gpu():
    with workflow.open_backend("emu") as backend:
        yield backend


def test_vector_add(gpu):
    rng = np.random.default_rng(1)
    n = 3000                                   # not a multiple of BLOCK: masked tail
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    out = np.full(n, np.nan, dtype=np.float32)
    *_, got = launch(gpu, "vector_add_f32", (n + 1023) // 1024, [x, y, out, n])
    np.testing.assert_array_equal(got, x + y)


def test_softmax(gpu):
    rng = np.random.default_rng(2)
    rows, cols = 8, 781
    x = rng.standard_normal((rows, cols), dtype=np.float32) * 4
    out = np.zeros_like(x)
    got, _ = launch(gpu, "softmax_f32", rows, [out, x, cols, cols, cols])
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    want = e / e.sum(axis=1, keepdims=True)
    np.testing.assert_allclose(got, want, rtol=4e-6, atol=1e-8)


def test_layernorm(gpu):
    rng = np.random.default_rng(3)
    rows, cols = 6, 1000
    x = rng.standard_normal((rows, cols)).astype(np.float16)
    w = rng.standard_normal(cols).astype(np.float32)
    b = rng.standard_normal(cols).astype(np.float32)
    y = np.zeros_like(x)
    eps = 1e-5
    _, got, _, _ = launch(gpu, "layernorm_f16", rows, [x, y, w, b, cols, cols, np.float32(eps)])
    xf = x.astype(np.float64)
    mean = xf.mean(axis=1, keepdims=True)
    var = ((xf - mean) ** 2).mean(axis=1, keepdims=True)
    want = ((xf - mean) / np.sqrt(var + eps) * w + b).astype(np.float16)
    # fp16 output: within one fp16 ulp of the float64 result
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64),
                               rtol=2 ** -10, atol=2 ** -14)


MATMULS = {
    "matmul_f16_64x64x32": ("f16", np.float16),
    "matmul_f16_128x128x64": ("f16", np.float32),
    "matmul_bf16_64x64x64": ("bf16", "bf16"),
    "matmul_bf16_128x64x32": ("bf16", np.float32),
    "matmul_fp8e4_64x64x64": ("e4m3", np.float32),
    "matmul_fp8e5_128x128x128": ("e5m2", np.float32),
}


def _inputs(kind, shape, rng):
    x = rng.standard_normal(shape)
    if kind == "f16":
        raw = x.astype(np.float16)
        return raw, raw.astype(np.float64)
    if kind == "bf16":
        raw = bits_from_bf16(x.astype(np.float32)).astype(np.uint16)
        return raw, bf16_from_bits(raw).astype(np.float64)
    encode, table = (encode_e4m3, E4M3) if kind == "e4m3" else (encode_e5m2, E5M2)
    raw = encode(x).astype(np.uint8)
    return raw, table[raw]


@pytest.mark.parametrize("name", sorted(MATMULS))
def test_matmul(gpu, name):
    kind, out_type = MATMULS[name]
    c = spec(name)["constexprs"]
    bm, bn, bk = c["BLOCK_M"], c["BLOCK_N"], c["BLOCK_K"]
    rng = np.random.default_rng(4)
    m, n, k = bm + bm // 2, bn + 3, 2 * bk + bk // 2    # partial tiles in every dimension
    a, a64 = _inputs(kind, (m, k), rng)
    b, b64 = _inputs(kind, (k, n), rng)
    out = np.zeros((m, n), dtype=np.uint16 if out_type == "bf16" else out_type)
    grid = (-(-m // bm), -(-n // bn))
    *_, got = launch(gpu, name, grid, [a, b, out, m, n, k, k, 1, n, 1, n, 1])
    want = a64 @ b64
    if out_type == "bf16":
        got = bf16_from_bits(got).astype(np.float64)
        tol = 2 ** -8
    elif out_type == np.float16:
        got = got.astype(np.float64)
        tol = 2 ** -10
    else:
        got = got.astype(np.float64)
        tol = 2 ** -22
    scale = np.abs(a64) @ np.abs(b64)
    assert np.all(np.abs(got - want) <= tol * np.abs(want) + 2 ** -22 * scale + 1e-30), \
        f"max error {np.max(np.abs(got - want))}"


def test_attention_forward(gpu):
    c = spec("attention_fwd_f16")["constexprs"]
    heads, seq, d = 2, 100, c["HEAD_DIM"]                  # seq not a multiple of the blocks
    rng = np.random.default_rng(5)
    q, k, v = (rng.standard_normal((heads, seq, d)).astype(np.float16) for _ in range(3))
    o = np.zeros_like(q)
    scale = 1 / np.sqrt(d)
    grid = (-(-seq // c["BLOCK_M"]), heads)
    *_, got = launch(gpu, "attention_fwd_f16", grid, [q, k, v, o, seq, np.float32(scale), d, seq * d])
    s = np.einsum("hqd,hkd->hqk", q.astype(np.float64), k.astype(np.float64)) * scale
    p = np.exp(s - s.max(axis=2, keepdims=True))
    want = np.einsum("hqk,hkd->hqd", p / p.sum(axis=2, keepdims=True), v.astype(np.float64))
    # P is rounded to fp16 before the second product, as the kernel does
    np.testing.assert_allclose(got.astype(np.float64), want, rtol=0, atol=4e-3)
