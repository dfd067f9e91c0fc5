"""The f8_block_scale family: aiter's first gfx950 fp8 block-scale GEMM
(``f8_block_scale_mi350_x<TILE_M>``).

Its kernels keep the argument names of the MoE stage-1 kernels (O, X, G, Xc,
XQ, GQ, SMQ, STP, SEP, dim, hdim, batch, ...: the metadata was not renamed
when aiter's host code renamed the struct's fields), but they are a plain
GEMM.  Facts from aiter's history (the host code was removed in bc3b0bba1d;
read at its parent): csrc/py_itfs_cu/asm_mi350_a8w8_blockscale.cu
(KernelArgs ptr_C, ptr_X, ptr_W, ptr_XC, ptr_XQ, ptr_WQ, three unused
pointers, K, N, M, eprt_cnt = 1, Xs = Ws = K bytes, Cs = 2 N, splitk = 0,
activation = 0; grid (ceil(N / 256), ceil(M / TILE_M), 1), block 256; N and K
multiples of 128, M >= 16, K >= 512) and op_tests/test_gemm_a8w8_blockscale_mi350.py
(X fp8 [M, K] with fp32 scales stored [K/128, M]; W fp8 [N, K] passed as
shuffle_weight(W, (16, 16)) with fp32 scales [N/128, K/128]; C bf16 [M, N]):

    C[m, n] = sum_k X[m, k] XQ[k/128, m] * W[n, k] WQ[n/128, k/128]

aiter's host code launched the x32 (M <= 32) and x128 kernels; x64 and x96
came in the same commit (22b3fb5f88) with no launcher: the tile height is
read from the name.
"""

from __future__ import annotations

import re
from typing import Any, Dict

import numpy as np

from .base import Family, buffer_entry, decode, short_name, u32, unshuffle_16x16

PATTERN = re.compile(r"f8_block_scale_mi350_x(?P<tm>\d+)")


def _build(m: re.Match, metadata, args):
    tm = int(m.group("tm"))
    dims = {"M": 16, "N": 256, "K": 512, "TILE_M": tm}
    binding: Dict[str, Any] = {
        "O": "C", "X": "X", "G": "W", "XQ": "XQ", "GQ": "WQ",
        **{k: u32(v) for k, v in (("dim", "K"), ("hdim", "N"), ("batch", "M"), ("eprt", 1),
                                  ("Xs", "K"), ("GUs", "K"), ("Os", "2 * N"))}}
    binding = {k: v for k, v in binding.items() if k in args}
    # aiter sets neither ptr_XC nor the three tmp pointers: null here
    offsets = {a.get(".name"): a.get(".offset") for a in metadata.get(".args", [])
               if isinstance(a, dict)}
    raw = [{"offset": int(offsets[n]), "value": 0, "type": "u64", "name": n}
           for n in ("Xc", "SMQ", "STP", "SEP") if offsets.get(n) is not None]
    scales = {"kind": "uniform", "low": 0.5, "high": 1.5}
    buffers = [buffer_entry("X", "fp8_e4m3", ["M", "K"]),
               buffer_entry("W", "fp8_e4m3", ["N", "K"]),
               buffer_entry("XQ", "fp32", ["K // 128", "M"], init=scales),
               buffer_entry("WQ", "fp32", ["N // 128", "K // 128"], init=scales),
               buffer_entry("C", "bf16", ["M", "N"], "output")]
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": "2 * M * N * K", "line_dims": ["M", "N", "K"],
            "grid": ["ceil_div(N, 256)", "ceil_div(M, TILE_M)", 1], "min_cos": 0.9999,
            "buffers": buffers, "reference": {}, "raw_args": raw}
    name = short_name(m.string)
    # Default M = 16, aiter's smallest (m >= 16): one 16-row slice of the
    # tile.  With M past TILE_M - 16 the tile's last 16 rows (first 96
    # columns of each 256) come out wrong on the emulator: the K loop's last
    # LDS-DMA prefetch (buffer_load_dwordx4 ... lds, re-reading the last K
    # block) is still outstanding when the epilogue writes its bf16 results
    # into the same LDS (no s_waitcnt vmcnt between; race mode reports it);
    # the emulator lands a DMA when it is issued, so a wave issuing it after
    # another wave's epilogue write clobbers that write.  The full site shows it.
    sites = [dict(base, name="f8_block_scale", dims=dict(dims),
                  description=f"aiter {name}: C[M,N] bf16 = fp8 X . W^T with 1x128 (X, stored "
                              f"[K/128, M]) and 128x128 (W) fp32 block scales, W preshuffled (16x16), "
                              f"{tm} rows per workgroup, M = 16 (csrc/py_itfs_cu/asm_mi350_a8w8_blockscale.cu, "
                              f"removed in aiter bc3b0bba1d)"),
             dict(base, name="f8_block_scale_full", dims=dict(dims, M=tm + 13, N=512, K=640),
                  description=f"{name}: a full tile and 13 rows (M % 16 != 0), two column "
                              f"workgroups, K five 128-blocks: the full tile's last 16 rows meet "
                              f"an LDS race in the kernel (fails on the emulator)")]
    return sites, f"name says fp8 block-scale GEMM, {tm} rows per workgroup"


def _reference(inputs, dims, params):
    M, N, K = dims["M"], dims["N"], dims["K"]
    x = decode(inputs["X"], "fp8_e4m3").reshape(M, K)
    w = unshuffle_16x16(decode(inputs["W"], "fp8_e4m3").reshape(N, K), 1)
    xq = inputs["XQ"].astype(np.float64).reshape(K // 128, M).T
    wq = inputs["WQ"].astype(np.float64).reshape(N // 128, K // 128)
    x = x * np.repeat(xq, 128, axis=1)
    w = w * np.repeat(np.repeat(wq, 128, axis=0), 128, axis=1)
    return {"C": x @ w.T}


F8_BLOCK_SCALE = Family(
    "f8_block_scale", "fp8 GEMM with 1x128 / 128x128 block scales, bf16 out (MoE stage-1 argument names)",
    PATTERN, _build, _reference,
    "csrc/py_itfs_cu/asm_mi350_a8w8_blockscale.cu and op_tests/test_gemm_a8w8_blockscale_mi350.py "
    "(aiter before bc3b0bba1d)")
