"""AMD's own gfx950 GEMMs (the aiter corpus) on the emulator, against numpy.

Argument layouts and input layouts are those of AMD's launch code (the
amd-aiter package, MIT): asm_gemm_a16w16 (bf16gemm: byte strides, alpha and
beta as fp32, grid (ceil(N/tile_n), ceil(M/tile_m), splitk)) and
asm_gemm_a4w4 (f4gemm: strides in elements, B preshuffled by
shuffle_weight(B, (16, 16)), e8m0 scales shuffled by e8m0_shuffle, two e2m1
values per byte, low nibble first)."""

from __future__ import annotations

import struct

import numpy as np
import pytest

from gcnasm import hip, workflow
from gcnasm.emu.numerics import E2M1, bf16_from_bits, bits_from_bf16

BF16GEMM = ["64x64", "80x64", "96x64"]
F4GEMM = ["BpreShuffle_32x256", "BpreShuffle_64x128", "BpreShuffle_128x128", "BpreShuffle_160x128",
          "BpreShuffle_256x256", "noBpreShuffle_256x256"]   # the last indexes VGPRs (s_set_gpr_idx_on)


def _tile(name):
    return tuple(int(v) for v in name.split("x"))


def _upload(gpu, array):
    buf = gpu.alloc(array.nbytes)
    buf.upload(np.ascontiguousarray(array))
    return buf


@pytest.mark.parametrize("tile", BF16GEMM)
def test_bf16gemm(corpus_dir, tile):
    tm, tn = _tile(tile)
    m, n, k = 160, 128, 256              # M not a multiple of every tile: masked edges
    rng = np.random.default_rng(0)
    a = bits_from_bf16(rng.standard_normal((m, k)).astype(np.float32)).astype(np.uint16)
    b = bits_from_bf16(rng.standard_normal((n, k)).astype(np.float32)).astype(np.uint16)
    path = corpus_dir / "bf16gemm" / f"bf16gemm_fp32bf16_tn_{tile}_splitk_clean.co"
    with workflow.open_backend("emu") as gpu:
        kernel = gpu.load_module(path).kernel()
        d = gpu.alloc(4 * m * n)
        d.fill_words(0x7FC00000)
        null = hip.DevicePointer(0)
        hip.launch(kernel, (-(-n // tn), -(-m // tm), 1), 256, fill=0, D=d, C=null,
                   A=_upload(gpu, a), B=_upload(gpu, b), alpha=struct.pack("<f", 1.0),
                   beta=struct.pack("<f", 0.0), strideD0=4 * n, strideC0=4 * n,
                   strideA0=2 * k, strideB0=2 * k, Mdim=m, Ndim=n, Kdim=k, splitk=1,
                   is_out_b16=0, Bias=null, add_bias=0, ptr_semaphore=gpu.alloc(4096))
        got = d.download().view(np.float32).reshape(m, n)
    want = bf16_from_bits(a).astype(np.float64) @ bf16_from_bits(b).astype(np.float64).T
    np.testing.assert_allclose(got, want, rtol=2 ** -21, atol=1e-5)


def shuffle_weight(x, layout=(16, 16)):
    """aiter's B preshuffle for 1-byte elements (16-byte k chunks)."""
    block_n, block_k, chunk = layout[0], 2 * layout[1], 16
    rows, cols = x.shape
    return x.reshape(-1, rows // block_n, block_n, cols // block_k, block_k // chunk, chunk) \
        .transpose(0, 1, 3, 4, 2, 5).reshape(rows, cols)


def e8m0_shuffle(scale):
    """aiter's scale shuffle: pad to (256, 8) multiples, then permute."""
    m, n = scale.shape
    sm, sn = -(-m // 256) * 256, -(-n // 8) * 8
    padded = np.zeros((sm, sn), np.uint8)
    padded[:m, :n] = scale
    return padded.reshape(sm // 32, 2, 16, sn // 8, 2, 4).transpose(0, 3, 5, 2, 4, 1).reshape(sm, sn)


@pytest.mark.parametrize("tile", F4GEMM)
def test_f4gemm_mxfp4(corpus_dir, tile):
    preshuffled = tile.startswith("BpreShuffle")
    tm, tn = _tile(tile.rsplit("_", 1)[1])
    m, n, k = 256, 256, 512
    rng = np.random.default_rng(1)
    codes_a = rng.integers(0, 16, (m, k)).astype(np.uint8)
    codes_b = rng.integers(0, 16, (n, k)).astype(np.uint8)
    scale_a = rng.integers(122, 131, (m, k // 32)).astype(np.uint8)
    scale_b = rng.integers(122, 131, (n, k // 32)).astype(np.uint8)

    def pack(codes):
        return (codes[:, 0::2] | (codes[:, 1::2] << 4)).astype(np.uint8)

    def value(codes, scales):
        return E2M1[codes] * np.repeat(2.0 ** (scales.astype(np.float64) - 127), 32, axis=1)
    path = corpus_dir / "f4gemm" / f"f4gemm_bf16_per1x32Fp4_{tile}.co"
    b_packed = shuffle_weight(pack(codes_b)) if preshuffled else pack(codes_b)
    split = {"log2_k_split": 0} if preshuffled else {}       # the older kernel has no such argument
    sa, sb = e8m0_shuffle(scale_a), e8m0_shuffle(scale_b)
    with workflow.open_backend("emu") as gpu:
        kernel = gpu.load_module(path).kernel()
        d = gpu.alloc(2 * m * n)
        d.fill_bytes(0xFF)
        hip.launch(kernel, (-(-n // tn), -(-m // tm), 1), 256, fill=0, D=d,
                   C=hip.DevicePointer(0), A=_upload(gpu, pack(codes_a)),
                   B=_upload(gpu, b_packed), alpha=struct.pack("<f", 1.0),
                   beta=struct.pack("<f", 0.0), strideD0=n, strideC0=n, strideA0=k, strideB0=k,
                   Mdim=m, Ndim=n, Kdim=k, ScaleA=_upload(gpu, sa), ScaleB=_upload(gpu, sb),
                   strideScaleA0=sa.shape[1], strideScaleB0=sb.shape[1], **split)
        got = bf16_from_bits(d.download().view(np.uint16).reshape(m, n)).astype(np.float64)
    want = value(codes_a, scale_a) @ value(codes_b, scale_b).T
    # exact products, fp32 accumulation, one rounding to bf16
    np.testing.assert_allclose(got, want, rtol=2 ** -8, atol=2 ** -20)
