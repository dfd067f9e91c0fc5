"""The GEMM families: bf16gemm, i8gemm, f4gemm and fp8gemm_blockscale."""

from __future__ import annotations

import re
from typing import Any, Dict

import numpy as np

from .base import Family, buffer_entry, decode, short_name, u32, unshuffle_16x16


# --- bf16gemm -----------------------------------------------------------------
# csrc/py_itfs_cu/asm_gemm_a16w16.cu (KernelArgs; gemm_a16w16_asm):
#   D = A . B^T, A [M, K] and B [N, K] bf16 (or fp16), D fp32 or bf16
#   (is_out_b16), strides in bytes (stride_A0 = K * 2, stride_D0 = N * out
#   element size), alpha 1, beta 0, C unused (nullptr), bias optional;
#   grid (ceil(N / tileN), ceil(M / tileM), splitk), block 256;
#   split-k > 1 only on kernels whose config says splitK (the *_splitk_clean
#   ones, hsa/gfx950/bf16gemm/bf16gemm_fp32bf16.csv), with ptr_semaphore a
#   zeroed uint32 [16, 64] workspace (aiter/ops/gemm_op_a16w16.py: the last
#   workgroup of a tile does the reduction and resets its counter), and
#   gdx * gdy <= 1024.  K % 64 == 0, N % tileN == 0; M may leave a tail.
#   bpreshuffle / bshuffle kernels read B as shuffle_weight(B, (16, 16))
#   (op_tests/test_gemm_a16w16.py).

def _bf16gemm_build(m: re.Match, metadata, args):
    out_bf16 = m.group("out") == "bf16"
    tm, tn = int(m.group("tm")), int(m.group("tn"))
    variant = m.group("variant") or ""
    shuffled = "bshuffle" in variant or "bpreshuffle" in variant
    can_split = variant.endswith("splitk_clean") and "ptr_semaphore" in args
    out_dt = "bf16" if out_bf16 else "fp32"
    out_size = 2 if out_bf16 else 4
    # Small enough for the emulator: two tiles each way (one for 256-wide tiles).
    mt = 1 if tm >= 256 else 2
    nt = 1 if tn >= 256 else 2
    dims = {"M": mt * tm, "N": nt * tn, "K": 256, "TILE_M": tm, "TILE_N": tn, "SPLITK": 1}
    binding: Dict[str, Any] = {
        "D": "D", "C": {"buffer": "D", "offset": 0}, "A": "A", "B": "B",
        "alpha": {"value": 1.0, "dtype": "fp32"}, "beta": {"value": 0.0, "dtype": "fp32"},
        "strideD0": f"{out_size}*N", "strideC0": f"{out_size}*N",
        "strideA0": "2*K", "strideB0": "2*K",
        "Mdim": "M", "Ndim": "N", "Kdim": "K", "splitk": "SPLITK",
        "is_out_b16": 1 if out_bf16 else 0,
        "Bias": {"buffer": "D", "offset": 0}, "add_bias": 0,
    }
    buffers = [
        buffer_entry("A", "bf16", ["M", "K"]),
        buffer_entry("B", "bf16", ["N", "K"]),
        buffer_entry("D", out_dt, ["M", "N"], "output"),
    ]
    if "ptr_semaphore" in args:
        binding["ptr_semaphore"] = "semaphore"
        buffers.append(buffer_entry("semaphore", "uint32", [16, 64], "scratch", reset=True))
    layout = "B preshuffled (16x16)" if shuffled else "B row-major"
    base = {
        "args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
        "flops": "2*M*N*K", "line_dims": ["M", "N", "K", "SPLITK"],
        "grid": ["ceil_div(N, TILE_N)", "ceil_div(M, TILE_M)", "SPLITK"],
        "min_cos": 0.999999 if not out_bf16 else 0.9999,
        "buffers": buffers, "reference": {"shuffled": shuffled},
    }
    name = short_name(m.string)
    sites = [dict(base, name="bf16gemm",
                  description=f"aiter {name}: D[M,N] {out_dt} = A[M,K] . B[N,K]^T, bf16 in, "
                              f"{layout}, tile {tm}x{tn} (csrc/py_itfs_cu/asm_gemm_a16w16.cu)",
                  dims=dict(dims))]
    tail = dict(dims, M=mt * tm - (tm // 2 if tm > 16 else 1))
    sites.append(dict(base, name="bf16gemm_tail",
                      description=f"{name}: M not a multiple of the tile ({tail['M']} rows, "
                                  f"tile {tm}): the last row of tiles is partial",
                      dims=tail))
    if can_split:
        sites.append(dict(base, name="bf16gemm_splitk",
                          description=f"{name}: split-k 2 over grid z, the semaphore workspace "
                                      f"counting partial tiles (aiter/ops/gemm_op_a16w16.py)",
                          dims=dict(dims, SPLITK=2)))
    why = (f"name says {out_dt} out, tile {tm}x{tn}, {layout}"
           + (", split-k (ptr_semaphore argument, *_splitk_clean)" if can_split else
              ", split-k 1 only" + (" (no ptr_semaphore argument)" if "ptr_semaphore" not in args
                                    else " (aiter's config gives split-k to *_splitk_clean only)")))
    return sites, why


def _bf16gemm_reference(inputs, dims, params):
    a = decode(inputs["A"], "bf16").reshape(dims["M"], dims["K"])
    b = decode(inputs["B"], "bf16").reshape(dims["N"], dims["K"])
    if params.get("shuffled"):
        b = unshuffle_16x16(b, 2)
    return {"D": a @ b.T}


BF16GEMM = Family(
    "bf16gemm", "bf16 GEMM, fp32 or bf16 out, optional preshuffled B and split-k",
    re.compile(r"bf16gemm_(?P<out>fp32bf16|bf16)_tn_(?P<tm>\d+)x(?P<tn>\d+)(?:_(?P<variant>\w+))?"),
    _bf16gemm_build, _bf16gemm_reference,
    "csrc/py_itfs_cu/asm_gemm_a16w16.cu, aiter/ops/gemm_op_a16w16.py, "
    "hsa/gfx950/bf16gemm/bf16gemm_fp32bf16.csv, aiter/ops/shuffle.py")


# --- i8gemm -------------------------------------------------------------------
# csrc/py_itfs_cu/asm_gemm_a8w8.cu (KernelArgs; gemm_a8w8_asm):
#   out[M, N] bf16 = (A[M, K] i8 * A_scale[M] f32) . (B[N, K] i8 * B_scale[N] f32)^T
#   + bias[N] f32 (aiter/ops/gemm_op_a8w8.py: the asm kernels need a bias
#   pointer, zeros when there is none; op_tests/test_gemm_a8w8.py computes the
#   same in fp32 and adds the bias); lda, ldb in elements (bytes), ldc in
#   bytes (N * 2); B as shuffle_weight(B, (16, 16)); grid (N / tile_n * ks,
#   ceil(M / tile_m), 1), block 256; split-k (ks > 1, every config of
#   hsa/gfx950/i8gemm/i8gemm_bf16_perTokenI8.csv allows it) needs K / ks a
#   multiple of 128 and the output zeroed first (the splits add atomically).

def _i8gemm_build(m: re.Match, metadata, args):
    tm, tn = int(m.group("tm")), int(m.group("tn"))
    shuffled = m.group("shuffle") == "BpreShuffle"
    dims = {"M": 2 * tm, "N": 2 * tn, "K": 256, "TILE_M": tm, "TILE_N": tn, "KS": 1}
    binding = {"C": "C", "A": "A", "B": "B", "SA": "SA", "SB": "SB", "BIAS": "BIAS",
               "M": "M", "Ndim": "N", "K": "K", "PA": "K", "PB": "K", "PC": "2*N", "KS": "KS"}
    buffers = [
        buffer_entry("A", "int8", ["M", "K"], init={"kind": "uniform", "low": -128, "high": 128}),
        buffer_entry("B", "int8", ["N", "K"], init={"kind": "uniform", "low": -128, "high": 128}),
        buffer_entry("SA", "fp32", ["M"], init={"kind": "uniform", "low": 0.0005, "high": 0.002}),
        buffer_entry("SB", "fp32", ["N"], init={"kind": "uniform", "low": 0.0005, "high": 0.002}),
        buffer_entry("BIAS", "fp32", ["N"], init={"kind": "uniform", "low": -1.0, "high": 1.0}),
        buffer_entry("C", "bf16", ["M", "N"], "output"),
    ]
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": "2*M*N*K", "line_dims": ["M", "N", "K", "KS"],
            "grid": ["N // TILE_N * KS", "ceil_div(M, TILE_M)", 1], "min_cos": 0.9999,
            "buffers": buffers, "reference": {"shuffled": shuffled}}
    name = short_name(m.string)
    layout = "B preshuffled (16x16)" if shuffled else "B row-major"
    sites = [dict(base, name="i8gemm", dims=dict(dims),
                  description=f"aiter {name}: C[M,N] bf16 = (A i8 * SA[M]) . (B i8 * SB[N])^T "
                              f"+ BIAS[N], {layout}, tile {tm}x{tn} "
                              f"(csrc/py_itfs_cu/asm_gemm_a8w8.cu)"),
             dict(base, name="i8gemm_tail", dims=dict(dims, M=2 * tm - max(1, tm // 2)),
                  description=f"{name}: M not a multiple of the tile"),
             dict(base, name="i8gemm_splitk", dims=dict(dims, KS=2),
                  buffers=buffers[:-1] + [buffer_entry("C", "bf16", ["M", "N"], "output",
                                               init="zeros")],
                  description=f"{name}: split-k 2 (K / 2 a multiple of 128), the output "
                              f"zeroed first as aiter does: the splits add atomically")]
    why = f"name says int8 in, bf16 out, per-token scales, tile {tm}x{tn}, {layout}; split-k site (KS)"
    return sites, why


def _i8gemm_reference(inputs, dims, params):
    a = inputs["A"].astype(np.float64).reshape(dims["M"], dims["K"])
    b = inputs["B"].astype(np.float64).reshape(dims["N"], dims["K"])
    if params.get("shuffled"):
        b = unshuffle_16x16(b, 1)
    sa = inputs["SA"].astype(np.float64)
    sb = inputs["SB"].astype(np.float64)
    bias = inputs["BIAS"].astype(np.float64)
    return {"C": (a @ b.T) * sa[:, None] * sb[None, :] + bias[None, :]}


I8GEMM = Family(
    "i8gemm", "int8 GEMM with per-token (row) and per-channel scales, bf16 out, preshuffled B",
    re.compile(r"I8gemm_bf16_perTokenI8_(?P<shuffle>BpreShuffle|noBpreShuffle)_(?P<tm>\d+)x(?P<tn>\d+)"),
    _i8gemm_build, _i8gemm_reference,
    "csrc/py_itfs_cu/asm_gemm_a8w8.cu, aiter/ops/gemm_op_a8w8.py, op_tests/test_gemm_a8w8.py, "
    "hsa/gfx950/i8gemm/i8gemm_bf16_perTokenI8.csv")


# --- f4gemm -------------------------------------------------------------------
# csrc/py_itfs_cu/asm_gemm_a4w4.cu (KernelArgs; gemm_a4w4_asm):
#   D[M, N] bf16 = (A . 2^(ScaleA - 127)) . (B . 2^(ScaleB - 127))^T, MXFP4:
#   A [M, K/2] and B [N, K/2] bytes of two e2m1 values (low nibble first,
#   aiter/utility/fp4_utils.py mxfp4_to_f32), one e8m0 scale per 32 k;
#   strides in fp4 elements (stride_A0 = K), stride_C0 = N (stride_D0 left
#   unset by aiter), scale strides = the scale rows' length; alpha 1, beta 0,
#   C = bias (none); log2_k_split 0 (split-k zeroes D first); grid
#   (ceil(N / tile_N), ceil(M / tile_M), 1), block 256.
#   B as shuffle_weight(B, (16, 16)) for BpreShuffle kernels; scales as
#   shuffle_scale (aiter/ops/shuffle.py): padded to [ceil256(rows),
#   ceil8(K/32)], viewed [rows/32][2][16][cols/8][2][4] and stored in the
#   order (0, 3, 5, 2, 4, 1) of those axes (op_tests/test_gemm_a4w4.py
#   quantises with shuffle=True for both).  The kernels do not mask stores
#   past M (aiter pads the output), so M stays a multiple of the tile.

E2M1 = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0,
                 -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])


def unpack_fp4(raw: np.ndarray) -> np.ndarray:
    """[rows, K/2] bytes of e2m1 pairs (low nibble first) to [rows, K] float64."""
    out = np.empty(raw.shape[:-1] + (raw.shape[-1] * 2,), dtype=np.float64)
    out[..., 0::2] = E2M1[raw & 0xF]
    out[..., 1::2] = E2M1[raw >> 4]
    return out


def unshuffle_scale(stored: np.ndarray) -> np.ndarray:
    """Undo aiter's shuffle_scale on a padded [rows, cols] e8m0 array."""
    sm, sn = stored.shape
    return stored.reshape(sm // 32, sn // 8, 4, 16, 2, 2).transpose(0, 5, 3, 1, 4, 2).reshape(sm, sn)


def e8m0(raw: np.ndarray) -> np.ndarray:
    return np.ldexp(1.0, raw.astype(np.int64) - 127)


def _f4gemm_build(m: re.Match, metadata, args):
    tm, tn = int(m.group("tm")), int(m.group("tn"))
    shuffled = m.group("shuffle") == "BpreShuffle"
    dims = {"M": tm * (2 if tm <= 128 else 1), "N": tn * (2 if tn <= 128 else 1), "K": 512,
            "TILE_M": tm, "TILE_N": tn}
    binding = {
        "D": "D", "C": {"buffer": "D", "offset": 0}, "A": "A", "B": "B",
        "alpha": {"value": 1.0, "dtype": "fp32"}, "beta": {"value": 0.0, "dtype": "fp32"},
        "strideD0": "N", "strideC0": "N", "strideA0": "K", "strideB0": "K",
        "Mdim": "M", "Ndim": "N", "Kdim": "K", "ScaleA": "ScaleA", "ScaleB": "ScaleB",
        "strideScaleA0": "ceil_div(K // 32, 8) * 8", "strideScaleB0": "ceil_div(K // 32, 8) * 8",
    }
    if "log2_k_split" in args:
        binding["log2_k_split"] = "LOG2_KSPLIT"
        dims["LOG2_KSPLIT"] = 0
    fp4 = {"kind": "uniform", "low": 0, "high": 256}
    scale = {"kind": "uniform", "low": 122, "high": 131}
    buffers = [
        buffer_entry("A", "uint8", ["M", "K // 2"], init=fp4),
        buffer_entry("B", "uint8", ["N", "K // 2"], init=fp4),
        buffer_entry("ScaleA", "uint8", ["ceil_div(M, 256) * 256", "ceil_div(K // 32, 8) * 8"], init=scale),
        buffer_entry("ScaleB", "uint8", ["ceil_div(N, 256) * 256", "ceil_div(K // 32, 8) * 8"], init=scale),
        buffer_entry("D", "bf16", ["M", "N"], "output"),
    ]
    name = short_name(m.string)
    layout = "B preshuffled (16x16)" if shuffled else "B row-major"
    site = {"name": "f4gemm", "dims": dims, "args": binding, "args_fill": 0,
            "block": [256, 1, 1], "shared_mem": 0, "flops": "2*M*N*K",
            "line_dims": ["M", "N", "K"] + (["LOG2_KSPLIT"] if "LOG2_KSPLIT" in dims else []),
            "grid": ["ceil_div(N, TILE_N)", "ceil_div(M, TILE_M)",
                     "ceil_div(K, ceil_div(K >> LOG2_KSPLIT, 256) * 256)" if "LOG2_KSPLIT" in dims
                     else 1],
            "min_cos": 0.9999, "buffers": buffers, "reference": {"shuffled": shuffled},
            "description": f"aiter {name}: D[M,N] bf16 = MXFP4 A[M,K] . B[N,K]^T with e8m0 "
                           f"scales per 32 k (shuffled), {layout}, tile {tm}x{tn} "
                           f"(csrc/py_itfs_cu/asm_gemm_a4w4.cu)"}
    sites = [site]
    if "LOG2_KSPLIT" in dims:
        # split-k: grid z = K / (K >> log2, rounded up to 256), D zeroed first
        sites.append(dict(site, name="f4gemm_splitk", dims=dict(dims, LOG2_KSPLIT=1),
                          buffers=buffers[:-1] + [buffer_entry("D", "bf16", ["M", "N"], "output",
                                                       init="zeros")],
                          description=f"{name}: split-k 2 (log2_k_split 1), grid z 2, D "
                                      f"zeroed first as aiter does (the splits add atomically)"))
    why = (f"name says MXFP4 (per1x32) in, bf16 out, tile {tm}x{tn}, {layout}"
           + ("; split-k site (log2_k_split argument)" if "LOG2_KSPLIT" in dims else ""))
    return sites, why


def _f4gemm_reference(inputs, dims, params):
    M, N, K = dims["M"], dims["N"], dims["K"]
    a = unpack_fp4(inputs["A"].reshape(M, K // 2))
    b_raw = inputs["B"].reshape(N, K // 2)
    if params.get("shuffled"):
        b_raw = unshuffle_16x16(b_raw, 1)
    b = unpack_fp4(b_raw)
    sa = e8m0(unshuffle_scale(inputs["ScaleA"])[:M, :K // 32])
    sb = e8m0(unshuffle_scale(inputs["ScaleB"])[:N, :K // 32])
    a = a * np.repeat(sa, 32, axis=1)
    b = b * np.repeat(sb, 32, axis=1)
    return {"D": a @ b.T}


F4GEMM = Family(
    "f4gemm", "MXFP4 GEMM (e2m1 pairs, e8m0 scales per 32 k), bf16 out, preshuffled B and scales",
    re.compile(r"f4gemm_bf16_per1x32Fp4_(?P<shuffle>BpreShuffle|noBpreShuffle)_(?P<tm>\d+)x(?P<tn>\d+)"),
    _f4gemm_build, _f4gemm_reference,
    "csrc/py_itfs_cu/asm_gemm_a4w4.cu, aiter/ops/shuffle.py (shuffle_weight, shuffle_scale), "
    "aiter/utility/fp4_utils.py, op_tests/test_gemm_a4w4.py")


# --- fp8gemm_blockscale -----------------------------------------------------------
# csrc/py_itfs_cu/asm_a8w8_blockscale_bpreshuffle.cu (KernelArgs; setup_kernel_args):
#   C[M, N] bf16 = sum over 128-wide k blocks of (A[m, kb] . B[n, kb]) *
#   SA[kb, m] * SB[n / 128, kb] + BIAS[n]; A, B fp8 e4m3, scale blocks 1 x 128
#   (A, per token) and 128 x 128 (B); scale_m = M, scale_n = N / 128, scale_k
#   = K / 128; the A scales are passed transposed ([K/128, M] in memory,
#   op_tests/test_gemm_a8w8_blockscale.py x_scale_t), B as shuffle_weight(B,
#   (16, 16)); BIAS fp32 [N] (a zero buffer when there is none,
#   aiter/ops/gemm_op_a8w8.py); lda = ldb = K, ldc = 2 N; grid (N / tile_n *
#   ks, ceil(M / tile_m), 1), block 256; split-k zeroes C first, K / ks a
#   multiple of 128 (hsa/gfx950/fp8gemm_blockscale/fp8gemm_bf16_blockscale.csv
#   gives every tile splitK 1).

def _fp8bs_build(m: re.Match, metadata, args):
    tm, tn = int(m.group("tm")), int(m.group("tn"))
    shuffled = m.group("shuffle") == "BpreShuffle"
    dims = {"M": 2 * tm, "N": 2 * tn, "K": 256, "TILE_M": tm, "TILE_N": tn, "KS": 1}
    # typed: these kernels' metadata call the integer arguments fp32
    binding = {"C": "C", "A": "A", "B": "B", "SA": "SA", "SB": "SB", "BIAS": "BIAS",
               **{k: u32(v) for k, v in (("M", "M"), ("Ndim", "N"), ("K", "K"), ("PA", "K"),
                                         ("PB", "K"), ("PC", "2*N"), ("KS", "KS"),
                                         ("scale_m", "M"), ("scale_n", "ceil_div(N, 128)"),
                                         ("scale_k", "ceil_div(K, 128)"))}}
    buffers = [
        buffer_entry("A", "fp8_e4m3", ["M", "K"]),
        buffer_entry("B", "fp8_e4m3", ["N", "K"]),
        buffer_entry("SA", "fp32", ["ceil_div(K, 128)", "M"], init={"kind": "uniform", "low": 0.5, "high": 1.5}),
        buffer_entry("SB", "fp32", ["ceil_div(N, 128)", "ceil_div(K, 128)"],
             init={"kind": "uniform", "low": 0.5, "high": 1.5}),
        buffer_entry("BIAS", "fp32", ["N"], init={"kind": "uniform", "low": -1.0, "high": 1.0}),
        buffer_entry("C", "bf16", ["M", "N"], "output"),
    ]
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": "2*M*N*K", "line_dims": ["M", "N", "K", "KS"],
            "grid": ["N // TILE_N * KS", "ceil_div(M, TILE_M)", 1], "min_cos": 0.9999,
            "buffers": buffers, "reference": {"shuffled": shuffled}}
    name = short_name(m.string)
    layout = "B preshuffled (16x16)" if shuffled else "B row-major"
    sites = [dict(base, name="fp8gemm_blockscale", dims=dict(dims),
                  description=f"aiter {name}: C[M,N] bf16 = fp8 A . B^T with 1x128 (A) and "
                              f"128x128 (B) fp32 block scales, + BIAS, {layout}, tile {tm}x{tn} "
                              f"(csrc/py_itfs_cu/asm_a8w8_blockscale_bpreshuffle.cu)"),
             dict(base, name="fp8gemm_blockscale_tail", dims=dict(dims, M=2 * tm - max(1, tm // 2)),
                  description=f"{name}: M not a multiple of the tile"),
             dict(base, name="fp8gemm_blockscale_splitk", dims=dict(dims, KS=2),
                  buffers=buffers[:-1] + [buffer_entry("C", "bf16", ["M", "N"], "output", init="zeros")],
                  description=f"{name}: split-k 2 (K / 2 a multiple of 128), C zeroed first")]
    why = f"name says fp8 in, bf16 out, block scales, tile {tm}x{tn}, {layout}; split-k site (KS)"
    return sites, why


def _fp8bs_reference(inputs, dims, params):
    M, N, K = dims["M"], dims["N"], dims["K"]
    a = decode(inputs["A"], "fp8_e4m3").reshape(M, K)
    b = decode(inputs["B"], "fp8_e4m3").reshape(N, K)
    if params.get("shuffled"):
        b = unshuffle_16x16(b, 1)
    sa = inputs["SA"].astype(np.float64).reshape(-1, M).T          # [M, K/128]
    sb = inputs["SB"].astype(np.float64).reshape(-1, (K + 127) // 128)
    a = a * np.repeat(sa, 128, axis=1)[:, :K]
    b = b * np.repeat(np.repeat(sb, 128, axis=0), 128, axis=1)[:N, :K]
    return {"C": a @ b.T + inputs["BIAS"].astype(np.float64)[None, :]}


FP8GEMM_BLOCKSCALE = Family(
    "fp8gemm_blockscale", "fp8 GEMM with 1x128 / 128x128 block scales, bf16 out, preshuffled B",
    re.compile(r"fp8gemm_bf16_blockscale_(?P<shuffle>BpreShuffle|noBpreShuffle)_(?P<tm>\d+)x(?P<tn>\d+)"),
    _fp8bs_build, _fp8bs_reference,
    "csrc/py_itfs_cu/asm_a8w8_blockscale_bpreshuffle.cu, aiter/ops/gemm_op_a8w8.py, "
    "op_tests/test_gemm_a8w8_blockscale.py, hsa/gfx950/fp8gemm_blockscale/fp8gemm_bf16_blockscale.csv")
