"""The fmha_v4_fwd family: aiter's mixed-precision dense attention forward
(int8, fp8, MXFP4 or MXFP6 Q/K; fp8, MXFP6 or MXFP4 V; bf16 O).

Facts from aiter's public code (the packed MX layouts from their producers:
csrc/kernels/mha_v4_quant.cu for MXFP4 Q/K, sage_quant_v_mxfp4_colmajor_kernel
for MXFP4 V, mxfp6_fmha_pack.py for MXFP6 V; see mxfp4_v, mxfp6_v) and
csrc/py_itfs_cu/asm_mha_v4_fwd.cu (FmhaV4Kernarg, the
656-byte argument block: 16-byte slots, pointers then unsigned ints, v3's
order; fmha_v4_fwd: strides, grid), aiter/ops/mha_v4.py (packed layouts,
descale shapes, the MX Q multiplier) and hsa/gfx950/fmha_v4_fwd/
fmha_v4_fwd.csv (format and scale-mode ids per kernel, ts_qo 256, ts_kv
128):

* Q [B, SQ, H, W], K [B, SK, H, W], V [B, SK, H, 128], O bf16 [B, SQ, H,
  128]; W is the packed width of one 128-channel row (128 bytes for int8
  and fp8, 64 for MXFP4, two e2m1 per byte, low nibble first).  Strides in
  bytes (the packed formats are byte-addressed; O's are twice its element
  strides).  MHA only (gqa 1), no mask, no LSE (s_lse 0), s_opt 5.
* MXFP4 K lives in 8192-byte tiles of 128 keys per (batch, head), head
  stride ceil(SK / 128) * 8192 bytes; in a tile, four 2048-byte chunks of
  32 channels, each 128 keys x 16 bytes (csrc/kernels/mha_v4_quant.cu,
  hadamard_rotate_activation_mxfp4_quant_kernel with KCoalesced: byte
  tile * 8192 + chunk * 2048 + token * 16 + byte).  mxfp4_k_view's
  row stride 64 is the launcher's argument, not the byte order.
* Descales: per tensor fp32 [1] (scale mode 1, strides 0); E8M0 per 32
  channels uint8 [B, S, H, 4] (mode 5; Bs = S * H * 4, Hs = 4); per
  channel fp32 [B, H, 128] (mode 4; Bs = H * 512, Hs = 512).
* MX Q carries the softmax scale times log2(e) folded in (mha_v4_q_multiplier):
  those kernels take logits in base 2.
* Grid (ceil(SQ / 256), H, B), block 512.

The metadata declares the whole block as one value ``_kernarg_raw``, so the
sites bind every field with ``raw_args`` at its byte offset.
"""

from __future__ import annotations

import re
from typing import Any, Dict, List

import numpy as np

from ..dtypes import dtype as lookup_dtype
from .attention import MANGLED
from .base import Family, buffer_entry, decode, short_name
from .gemm import e8m0, unpack_fp4

TS_QO = 256
TS_KV = 128
HEAD_DIM = 128
SLOT = 16
LOG2E = 1.4426950408889634

# FmhaV4Kernarg field order: one 16-byte slot each.
FIELDS = ("ptr_o ptr_q ptr_k ptr_v ptr_lse scalar s_seq_len s_Seqs s_Ts s_Hs s_Bs s_gqa "
          "s_k_Seqs s_k_Hs s_k_Bs s_opt s_lse s_kv_seq_len s_qk_head_dim s_v_head_dim "
          "s_q_head_num s_v_Seqs s_v_Hs s_v_Bs s_o_Seqs s_o_Hs s_o_Bs ptr_qseq ptr_kseq s_lse_Hs "
          "ptr_qseq_padding ptr_kseq_padding ptr_q_descale ptr_k_descale ptr_v_descale "
          "s_descale_q_Bs s_descale_q_Hs s_descale_k_Bs s_descale_k_Hs s_descale_v_Bs "
          "s_descale_v_Hs").split()
OFFSET = {name: SLOT * i for i, name in enumerate(FIELDS)}
KERNARG_BYTES = SLOT * len(FIELDS)          # 656

# Per kernel (the csv's rows): Q/K format, V format, Q/K scale mode, V scale mode.
RECIPES = {
    "i8fp8": ("int8", "fp8", "tensor", "tensor"),
    "fp8": ("fp8", "fp8", "tensor", "tensor"),
    "mxfp8": ("fp8", "fp8", "e8m0", "tensor"),
    "mxfp4": ("fp4", "fp8", "e8m0", "channel"),
    "f8f6": ("fp8", "fp6", "tensor", "e8m0"),
    "mxfp6": ("fp6", "fp8", "e8m0", "channel"),
    "f6f4": ("fp6", "fp4", "e8m0", "e8m0"),
    "f4f4": ("fp4", "fp4", "e8m0", "e8m0"),
}
# Why a kernel gets no site: the layouts aiter's quantizers write for it are
# not ordinary tensor layouts (mha_v4.md: "MXFP6 K Contract") and this
# family does not read them yet.
NO_SITE = {
    "fp6": "MXFP6 Q/K are stored in aiter's LDS-order tile layout (12288 data bytes, "
           "4096 reserved, a 1024-byte scale tail per 128-token tile, made by its "
           "rotate_activation_mxfp6_quant_k kernel; aiter/ops/triton/quant/"
           "mxfp6_fmha_pack.py spells it out), not read by this family yet",
}
WIDTH = {"int8": 128, "fp8": 128, "fp4": 64, "fp6": 96}
STORAGE = {"int8": "int8", "fp8": "fp8_e4m3", "fp4": "uint8"}
# V's strides in bytes: fp8 [B, SK, H, 128]; MXFP4 V in 128-token tiles of
# 8192 bytes per (batch, head) (mxfp4_v_view's strides: 64 per token)
V_TILES = "ceil_div(SK, 128)"
V_SEQS = {"fp8": "H * 128", "fp4": "64", "fp6": "96"}
V_HS = {"fp8": "128", "fp4": f"{V_TILES} * 8192", "fp6": f"{V_TILES} * 12288"}
V_BS = {"fp8": "SK * H * 128", "fp4": f"H * {V_TILES} * 8192", "fp6": f"H * {V_TILES} * 12288"}
# raw V bytes: MXFP4 64 of launch slack, MXFP6 256 (mxfp6_fmha_pack.py)
V_BYTES = {"fp4": f"B * H * {V_TILES} * 8192 + 64", "fp6": f"B * H * {V_TILES} * 12288 + 256"}
V_SCALE_WORDS = {"tensor": "fp32 per tensor", "channel": "fp32 per channel",
                 "e8m0": "E8M0 per channel and 32 keys"}


def _raw(binding: List[Dict[str, Any]], field: str, value) -> None:
    """One FmhaV4Kernarg field: a buffer's address or a u32 expression."""
    if isinstance(value, dict):
        binding.append({"offset": OFFSET[field], "name": field, **value})
    else:
        binding.append({"offset": OFFSET[field], "name": field, "value": value, "type": "u32"})


def _build(m: re.Match, metadata, args):
    name = short_name(m.string)
    variant = m.group("variant")
    qk, vf, qk_scale, v_scale = RECIPES[variant]
    if qk == "fp6":
        return [], f"{variant}: {NO_SITE['fp6']}"
    if int(metadata.get(".kernarg_segment_size", KERNARG_BYTES)) != KERNARG_BYTES:
        return [], (f"kernarg segment is {metadata.get('.kernarg_segment_size')} bytes, "
                    f"not FmhaV4Kernarg's {KERNARG_BYTES}")
    width = WIDTH[qk]
    mx = qk_scale == "e8m0"
    dims = {"B": 1, "H": 2, "SQ": TS_QO, "SK": 2 * TS_KV, "W": width}
    raw: List[Dict[str, Any]] = []
    for field, buf in (("ptr_o", "O"), ("ptr_q", "Q"), ("ptr_k", "K"), ("ptr_v", "V"),
                       ("ptr_q_descale", "descale_q"), ("ptr_k_descale", "descale_k"),
                       ("ptr_v_descale", "descale_v")):
        _raw(raw, field, {"buffer": buf})
    _raw(raw, "scalar", {"value": "1 / sqrt(128)", "type": "f32"})
    k_rows = "ceil_div(SK, 128) * 128" if qk == "fp4" else "SK"
    for field, value in (
            ("s_seq_len", "SQ"), ("s_Seqs", "H * W"), ("s_Ts", f"{TS_QO} * H * W"), ("s_Hs", "W"),
            ("s_Bs", "SQ * H * W"), ("s_gqa", "1"),
            ("s_k_Seqs", "64" if qk == "fp4" else "H * W"),
            ("s_k_Hs", f"{k_rows} * 64" if qk == "fp4" else "W"),
            ("s_k_Bs", f"H * {k_rows} * 64" if qk == "fp4" else "SK * H * W"),
            ("s_opt", "5"), ("s_lse", "0"), ("s_kv_seq_len", "SK"), ("s_qk_head_dim", "128"),
            ("s_v_head_dim", "128"), ("s_q_head_num", "H"), ("s_v_Seqs", V_SEQS[vf]),
            ("s_v_Hs", V_HS[vf]), ("s_v_Bs", V_BS[vf]), ("s_o_Seqs", "H * 256"),
            ("s_o_Hs", "256"), ("s_o_Bs", "SQ * H * 256")):
        _raw(raw, field, value)
    if mx:
        _raw(raw, "s_descale_q_Bs", "SQ * H * 4")
        _raw(raw, "s_descale_q_Hs", "4")
        _raw(raw, "s_descale_k_Bs", "SK * H * 4")
        _raw(raw, "s_descale_k_Hs", "4")
    if v_scale == "channel":
        _raw(raw, "s_descale_v_Bs", "H * 512")
        _raw(raw, "s_descale_v_Hs", "512")
    elif v_scale == "e8m0":
        # [B, H, tiles * 512] uint8 (the launcher's head dimension 1)
        _raw(raw, "s_descale_v_Bs", f"H * {V_TILES} * 512")
        _raw(raw, "s_descale_v_Hs", f"{V_TILES} * 512")
    qk_dt = STORAGE[qk]
    if qk == "int8":
        init = {"kind": "uniform", "low": -128, "high": 128}
    elif qk == "fp4":
        init = {"kind": "uniform", "low": 0, "high": 256}
    else:
        init = {"kind": "normal", "scale": 1.0}
    buffers = [buffer_entry("Q", qk_dt, ["B", "SQ", "H", "W"], init=init),
               buffer_entry("K", qk_dt, ["B", "H", k_rows, "W"] if qk == "fp4"
                            else ["B", "SK", "H", "W"], init=init),
               buffer_entry("V", "uint8", [V_BYTES[vf]],
                            init={"kind": "uniform", "low": 0, "high": 256}) if vf in V_BYTES
               else buffer_entry("V", "fp8_e4m3", ["B", "SK", "H", "128"])]
    if mx:
        # E8M0 2^-4 .. 2^-2 for Q (it carries softmax_scale * log2(e), 0.13),
        # 2^-1 .. 2^1 for K: logits of a few units, as aiter's quantizers give.
        # The kernels read the scales of whole 128-row tiles: the buffers
        # hold ceil(S / 128) * 128 rows per batch (aiter's exact-size tensor
        # relies on the memory after it).
        e8q = {"kind": "uniform", "low": 123, "high": 126}
        e8k = {"kind": "uniform", "low": 126, "high": 129}
        if qk == "fp4":
            # e2m1 codes span +-6 (mean square 8.4): smaller scales keep the
            # logits at a few units
            e8q = {"kind": "uniform", "low": 120, "high": 122}
            e8k = {"kind": "uniform", "low": 125, "high": 127}
        # f4f4 loads K's scales two kv tiles ahead
        spare = 256 if vf == "fp4" else 128
        buffers += [buffer_entry("descale_q", "uint8", ["B * SQ * H * 4 + 128 * H * 4"],
                                 init=e8q, show=False),
                    buffer_entry("descale_k", "uint8", [f"B * SK * H * 4 + {spare} * H * 4"],
                                 init=e8k, show=False)]
    else:
        # int8 values span +-128: scale them to about +-1
        low, high = (0.004, 0.012) if qk == "int8" else (0.5, 1.5)
        for side in "qk":
            buffers.append(buffer_entry(f"descale_{side}", "fp32", [1], show=False,
                                        init={"kind": "uniform", "low": low, "high": high}))
    if v_scale == "e8m0":
        # e2m1 codes span +-6: scales 2^-3 .. 2^-1 keep V about +-1
        # [B, H, tiles * 512] and two spare tiles: the kernel loads the next
        # kv tiles' scales ahead (without them loads at .text+0x48fc and 0x516c fall
        # outside them)
        buffers.append(buffer_entry("descale_v", "uint8", [f"B * H * {V_TILES} * 512 + 1024"],
                                    show=False, init={"kind": "uniform", "low": 124, "high": 127}))
    else:
        v_shape = ["B", "H", "128"] if v_scale == "channel" else [1]
        buffers.append(buffer_entry("descale_v", "fp32", v_shape, show=False,
                                    init={"kind": "uniform", "low": 0.5, "high": 1.5}))
    buffers.append(buffer_entry("O", "bf16", ["B", "SQ", "H", "128"], "output"))
    what = (f"aiter {name}: O bf16 = softmax(Q K^T / sqrt(128)) V, Q/K {qk} "
            f"({'E8M0 per 32 channels' if mx else 'fp32 per tensor'}), V {vf} "
            f"({V_SCALE_WORDS[v_scale]}), "
            f"hd 128, no mask, MHA (csrc/py_itfs_cu/asm_mha_v4_fwd.cu)")
    base = {"args": {}, "args_fill": 0, "raw_args": raw, "block": [512, 1, 1], "shared_mem": 0,
            "grid": [f"ceil_div(SQ, {TS_QO})", "H", "B"], "flops": "4 * B * H * SQ * SK * 128",
            "min_cos": 0.9999, "line_dims": ["B", "H", "SQ", "SK"], "buffers": buffers,
            "reference": {"qk": qk, "qk_scale": qk_scale, "v_scale": v_scale, "v": vf,
                          "q_requant": variant == "f8f6",
                          "softmax": variant if variant in BYTE_SOFTMAX else "schraudolph"}}
    sites = [dict(base, name="fmha_v4_fwd", dims=dict(dims), description=what),
             dict(base, name="fmha_v4_fwd_tail", dims=dict(dims, SQ=TS_QO - 56, SK=TS_KV + 72),
                  description=f"{name}: sequence lengths not a multiple of the tiles "
                              f"(q {TS_QO - 56}, kv {TS_KV + 72}; q tile {TS_QO}, kv tile {TS_KV})")]
    why = (f"name says {variant}: Q/K {qk} with {qk_scale} scales, V {vf} with {v_scale} scales, "
           f"bf16 out, hd 128 (fmha_v4_fwd.csv); the metadata's one 656-byte _kernarg_raw is "
           f"bound field by field (FmhaV4Kernarg)")
    if variant == "f4f4":
        # measured (docs/compare.md, fmha_v4_fwd)
        why += ("; on the emulator the tail site fails --reference (cos 0.947): rows 128+ "
                "(waves 4-7) add nothing of the partial kv tile to O while their row sums "
                "count it - in AMD's code the waves 4-7 prologue's masked-tile branches "
                "(disasm lines 2888, 3174) enter the waves 0-3 loops "
                "label_core_loop_with_mask_2/_3, not their own _6.._5")
    return sites, why


# The kernels' softmax, read from their code (the same in every one built
# here): P = 2^(y - m) with y the logit in base 2, by Schraudolph's trick -
# the float whose bits are trunc(2^23 (y - m) + 1064866816) (0x4b000000 and
# 0x4e7de250 in the code; 1064866816 = 127 * 2^23 - 486400, a piecewise-
# linear 2^x within 6 % of it) - then rounded to e4m3 for the fp8 P . V
# MFMA.  The running max m is lazy: a kv tile whose logits exceed it by at
# most log2(448) (fp8's largest, the 0x4e87c000 bound: P stays finite in
# e4m3) keeps it, unrescaled; a larger jump takes the new max (the
# "rollback overflow" path).  The row sum adds the e4m3 P.  A last kv tile
# shorter than the tile (masked) takes the exact max and v_exp_f32's 2^x.
SCHRAUDOLPH_BIAS = 1064866816.0
# the bound on the bits: 0x4e87c000 is the fp32 1138753536.0 = 2^23 * 8.808 + bias
LAZY_MAX_LOG2 = (1138753536.0 - SCHRAUDOLPH_BIAS) / 2.0 ** 23     # 8.808: 2^8.808 = 448


def approx_exp2(y: np.ndarray) -> np.ndarray:
    """Schraudolph's 2^y as the kernels compute it (fp32 fma, truncating u32)."""
    bits = np.float32(2.0 ** 23) * y.astype(np.float32) + np.float32(SCHRAUDOLPH_BIAS)
    bits = np.clip(np.trunc(bits.astype(np.float64)), 0, 2.0 ** 32 - 1).astype(np.uint32)
    return bits.view(np.float32).astype(np.float64)


def lazy_attention(y: np.ndarray, v: np.ndarray, tile: int) -> np.ndarray:
    """softmax over keys of base-2 logits y [sq, sk], times v [sk, dv], as
    the kernels compute it (see above)."""
    e4m3 = lookup_dtype("fp8_e4m3")
    rows = y.shape[0]
    acc = np.zeros((rows, v.shape[1]))
    total = np.zeros((rows, 1))
    run = np.full((rows, 1), -np.inf)
    for t in range(0, y.shape[1], tile):
        yt = y[:, t:t + tile]
        top = yt.max(axis=1, keepdims=True)
        partial = yt.shape[1] < tile
        lazy = np.isfinite(run) & (top - run <= LAZY_MAX_LOG2) & (not partial)
        new = np.where(lazy, run, np.maximum(run, top))
        rescale = np.where(np.isfinite(run), np.exp2(run - new), 0.0)
        p = np.exp2(yt - new) if partial else approx_exp2(yt - new)
        p = e4m3.decode(e4m3.encode(p)).astype(np.float64)
        acc = acc * rescale + p @ v[t:t + tile]
        total = total * rescale + p.sum(axis=1, keepdims=True)
        run = new
    return acc / total


# The MXFP4 Q/K kernels (mxfp4, f4f4) compute P another way, read from their
# code: Q's E8M0 scales carry 3 more (x8), so a logit y8 is 8 times the
# base-2 one, and P's fp8 bits are the byte rint(z) (v_cvt_pk_u8_f32) of
# z = y8 - m + BIAS: an e4m3 byte n stands for about 2^(n/8 - 7), BIAS 56
# (0x42600000) or 55.536 (0x425e2500) puts the row's max at 1.0.  The
# first kv tile's Q.K starts from C = 1.0 (its max m is max(y8) + 1); the
# later full tiles add BIAS - m as a bias matrix (a bf16 MFMA of a ones
# A); mxfp4 takes 1 back from m after the first tile, f4f4 does not (its
# later full tiles are one byte, 2^(1/8), lighter).  A full tile whose z
# passes 126.5 (0x42fd0000) rolls back: z and the rows' sums and outputs
# are shifted so that its max lands on ROLLBACK_TO.  A last, partial tile
# starts from C = 1.0 too and takes the exact max M = max(m, max(y8 + 1))
# and v_exp_f32: P = e4m3(2^((y8 + 1 - M) / 8)).
BYTE_SOFTMAX = {
    # variant: (BIAS, ROLLBACK_TO, first tile's offset kept in m)
    "mxfp4": (float(np.frombuffer(np.uint32(0x425e2500).tobytes(), np.float32)[0]),
              float(np.frombuffer(np.uint32(0x425e2500).tobytes(), np.float32)[0]), 0.0),
    "f4f4": (56.0, 56.0, 1.0),
}
BYTE_OVERFLOW = 126.5


def byte_attention(y8: np.ndarray, v: np.ndarray, tile: int, bias: float, rollback_to: float,
                   first_offset: float) -> np.ndarray:
    """softmax over keys of logits y8 [sq, sk] (8 x base 2), times v [sk,
    dv], as the MXFP4 Q/K kernels compute it (see BYTE_SOFTMAX)."""
    e4m3 = lookup_dtype("fp8_e4m3")
    rows = y8.shape[0]
    acc = np.zeros((rows, v.shape[1]))
    total = np.zeros((rows, 1))
    run = None
    for t in range(0, y8.shape[1], tile):
        yt = y8[:, t:t + tile]
        top = yt.max(axis=1, keepdims=True)
        rescale = np.ones((rows, 1))
        if yt.shape[1] < tile:                      # the masked, exact path
            w = yt + 1.0
            new = np.maximum(run, top + 1.0) if run is not None else top + 1.0
            if run is not None:
                rescale = np.exp2((run - new) / 8)
            p = e4m3.decode(e4m3.encode(np.exp2((w - new) / 8))).astype(np.float64)
        else:
            if run is None:
                z = yt - top + bias
                new = top + first_offset
            else:
                z = yt - run + bias
                zmax = z.max(axis=1, keepdims=True)
                shift = np.where(zmax > BYTE_OVERFLOW, zmax - rollback_to, 0.0)
                z = z - shift
                new = run + shift
                rescale = np.exp2(-shift / 8)
            p = e4m3.decode(np.clip(np.rint(z), 0, 126).astype(np.uint8)).astype(np.float64)
        acc = acc * rescale + p @ v[t:t + tile]
        total = total * rescale + p.sum(axis=1, keepdims=True)
        run = new
    return acc / total


def _operand(raw: np.ndarray, fmt: str, scale: str, descale: np.ndarray, shape) -> np.ndarray:
    """[B, S, H, 128] float64 from the stored operand and its descale."""
    B, S, H = shape
    if fmt == "fp4":
        values = unpack_fp4(raw.reshape(B, S, H, 64))
    else:
        values = decode(raw, STORAGE[fmt]).reshape(B, S, H, 128)
    if scale == "e8m0":
        blocks = descale.reshape(-1)[:B * S * H * 4].reshape(B, S, H, 4)
        return values * np.repeat(e8m0(blocks), 32, axis=3)
    return values * float(descale.reshape(-1)[0])


def _token_of_column() -> np.ndarray:
    """[64]: the key (within a 64-key half tile) each column of the MXFP4 V
    pack holds (aiter's _f4f4_v_kperm: column tau(s) holds key s, tau(s) =
    32 (s // 32) + 4 (j // 8) + 16 ((j // 4) % 2) + j % 4, j = s % 32)."""
    s = np.arange(64)
    j = s % 32
    tau = 32 * (s // 32) + 4 * (j // 8) + 16 * ((j // 4) % 2) + j % 4
    token = np.empty(64, np.int64)
    token[tau] = s
    return token


def mxfp4_v(raw: np.ndarray, scales: np.ndarray, B: int, H: int, SK: int) -> np.ndarray:
    """[B, SK, H, 128] float64 from aiter's MXFP4 V pack
    (sage_quant_v_mxfp4_colmajor_kernel, aiter/ops/triton/_triton_kernels/
    quant/sage_attention_quant.py): per (batch, head) 128-key tiles of 8192
    bytes, eight 1024-byte units u = 2 * channel_block + half, each 64
    columns x 16 bytes (32 channels, low nibble first), column c holding
    key half * 64 + _token_of_column()[c]; E8M0 scales [B, H, tiles * 512],
    the scale of channel 32 cb + 2 p + j over keys half * 64 + block * 32 ..
    +31 at tile * 512 + half * 256 + block * 128 + 8 p + 4 j + cb."""
    tiles = -(-SK // 128)
    data = raw.reshape(-1)[:B * H * tiles * 8192].reshape(B, H, tiles, 4, 2, 64, 16)
    # -> [B, H, tiles, half, column, channel_block, 16 bytes]
    values = unpack_fp4(data.transpose(0, 1, 2, 4, 5, 3, 6)).reshape(B, H, tiles, 2, 64, 128)
    keys = np.empty_like(values)
    keys[:, :, :, :, _token_of_column()] = values
    keys = keys.reshape(B, H, tiles * 128, 128)
    # scales: [B, H, tiles, half, block, p, j, cb] -> channel cb * 32 + 2 p + j
    sc = scales.reshape(-1)[:B * H * tiles * 512].reshape(B, H, tiles, 2, 2, 16, 2, 4).transpose(0, 1, 2, 3, 4, 7, 5, 6)
    sc = e8m0(sc.reshape(B, H, tiles, 2, 2, 128))
    keys = keys * np.repeat(sc.reshape(B, H, tiles * 4, 128), 32, axis=2)
    return keys[:, :, :SK].transpose(0, 2, 1, 3)


def _mxfp6_key_of_field() -> np.ndarray:
    """[64, 32]: the key (within a 64-key half tile) that field f of lane
    row L of the MXFP6 V pack holds (mxfp6_fmha_pack.py _v_direct_kvtab:
    physical index a = 32 (L // 32) + f pairs with P's fp8 index a with
    bits 4 and 5 swapped, P's byte s of lane group g holding key 32 (s //
    16) + 8 ((s % 16) // 4) + s % 4 + 4 g)."""
    lane, field = np.arange(64)[:, None], np.arange(32)[None, :]
    physical = 32 * (lane // 32) + field
    paired = (physical & 0x0F) | ((physical & 0x10) << 1) | ((physical & 0x20) >> 1)
    group, byte = paired // 32, paired % 32
    return 32 * (byte // 16) + 8 * ((byte % 16) // 4) + byte % 4 + 4 * group


def e2m3(codes: np.ndarray) -> np.ndarray:
    """6-bit E2M3 codes (sign, 2 exponent bits of bias 1, 3 mantissa bits)."""
    exponent, mantissa = (codes >> 3) & 3, codes & 7
    magnitude = np.where(exponent == 0, mantissa / 8.0,
                         np.ldexp(1.0 + mantissa / 8.0, exponent.astype(np.int64) - 1))
    return np.where(codes & 32, -magnitude, magnitude)


def mxfp6_v(raw: np.ndarray, scales: np.ndarray, B: int, H: int, SK: int) -> np.ndarray:
    """[B, SK, H, 128] float64 from aiter's MXFP6 V pack (_pack_v_fp6_kernel
    with SEPARATE_OUTPUT, aiter/ops/triton/quant/mxfp6_fmha_pack.py): per
    (batch, head) 128-key tiles of 12288 bytes; channel d and 32-key block
    kb (0..3) fill lane row L = 32 (kb % 2) + d % 32 of unit 2 (d // 32) +
    kb // 2 (1536 bytes; 24 bytes a row, four 6-bit fields a 3-byte little-
    endian word), field f holding key 64 (kb // 2) + _mxfp6_key_of_field()[L,
    f]; its E8M0 scale at tile * 512 + (kb // 2) * 256 + L * 4 + d // 32."""
    tiles = -(-SK // 128)
    data = raw.reshape(-1)[:B * H * tiles * 12288].reshape(B, H, tiles, 8, 64, 8, 3)
    words = (data[..., 0].astype(np.int64) | data[..., 1].astype(np.int64) << 8
             | data[..., 2].astype(np.int64) << 16)
    codes = (words[..., None] >> (6 * np.arange(4))) & 63        # [B,H,t,unit,L,8,4]
    values = e2m3(codes.reshape(B, H, tiles, 8, 64, 32))
    sc = scales.reshape(-1)[:B * H * tiles * 512].reshape(B, H, tiles, 2, 64, 4)
    out = np.zeros((B, H, tiles * 128, 128))
    key_of = _mxfp6_key_of_field()
    for d in range(128):
        for kb in range(4):
            half, row = kb // 2, 32 * (kb % 2) + d % 32
            unit = 2 * (d // 32) + half
            keys = np.arange(tiles)[:, None] * 128 + 64 * half + key_of[row][None, :]
            scale = e8m0(sc[:, :, :, half, row, d // 32])[..., None]
            out[:, :, keys, d] = values[:, :, :, unit, row, :] * scale
    return out[:, :, :SK].transpose(0, 2, 1, 3)


def _reference(inputs, dims, params):
    B, H, SQ, SK = dims["B"], dims["H"], dims["SQ"], dims["SK"]
    qk, qk_scale, v_scale = params["qk"], params["qk_scale"], params["v_scale"]
    q = _operand(inputs["Q"], qk, qk_scale, inputs["descale_q"], (B, SQ, H))
    k_raw = inputs["K"]
    if qk == "fp4":
        rows = -(-SK // 128) * 128
        # 8192-byte tiles of 128 keys: 4 chunks of 32 channels, each 128
        # keys x 16 bytes (hadamard_rotate_activation_mxfp4_quant_kernel's
        # KCoalesced offset: tile * 8192 + chunk * 2048 + token * 16 + byte)
        if params.get("softmax") == "f4f4":
            # f4f4's K buffer descriptor holds s_kv_seq_len * s_k_Seqs bytes
            # (SK * 64; mxfp4's the head stride): in a partial last tile the
            # bytes past SK * 64 of the (batch, head) read 0 - the last
            # keys' later 32-channel chunks drop out of their logits
            k_raw = k_raw.reshape(B, H, rows * 64).copy()
            k_raw[:, :, SK * 64:] = 0
        k_raw = (k_raw.reshape(B, H, rows // 128, 4, 128, 16).transpose(0, 1, 2, 4, 3, 5)
                 .reshape(B, H, rows, 64)[:, :, :SK].transpose(0, 2, 1, 3))
    k = _operand(np.ascontiguousarray(k_raw), qk, qk_scale, inputs["descale_k"], (B, SK, H))
    if v_scale == "e8m0":
        unpack = mxfp6_v if params.get("v") == "fp6" else mxfp4_v
        v_raw = inputs["V"]
        if params.get("v") == "fp6":
            # f8f6's V descriptor holds s_kv_seq_len * s_v_Seqs bytes (SK *
            # 96): in a partial last tile the bytes past SK * 96 of the
            # (batch, head) read 0 - the last lane rows of the later channel
            # units drop out of P.V
            tiles = -(-SK // 128)
            v_raw = v_raw.reshape(-1)[:B * H * tiles * 12288].reshape(B, H, -1).copy()
            v_raw[:, :, SK * 96:] = 0
        v = unpack(v_raw, inputs["descale_v"], B, H, SK)
    else:
        v = decode(inputs["V"], "fp8_e4m3").reshape(B, SK, H, 128)
    if v_scale == "e8m0":
        v_after = 1.0
    elif v_scale == "channel":
        v = v * inputs["descale_v"].astype(np.float64).reshape(B, 1, H, 128)
        v_after = 1.0
    else:
        v_after = float(inputs["descale_v"].reshape(-1)[0])
    # Base-2 logits.  MX Q carries softmax_scale * log2(e) already
    # (mha_v4_q_multiplier): those kernels ignore the scalar (they load 1.0
    # in its place); the others multiply by scalar * log2(e).
    factor = 1.0 if qk_scale == "e8m0" else float(np.float32(1 / np.sqrt(HEAD_DIM))) * LOG2E
    if params.get("q_requant"):
        # f8f6 folds scalar * q_descale * k_descale * log2(e) (fp32, times
        # 2^23 for its Schraudolph bits) into Q.K as a power of two (the
        # MFMA's E8M0 scale: that float's exponent + 1) and the mantissa m
        # in [0.5, 1) (its bits & 0x807fffff | 0.5) multiplied into Q's fp8
        # values, rounded back to fp8: Q' = e4m3(Q m)
        c = np.float32(np.float32(np.float32(np.float32(1 / np.sqrt(HEAD_DIM))
                                             * np.float32(inputs["descale_q"].reshape(-1)[0]))
                                  * np.float32(inputs["descale_k"].reshape(-1)[0]))
                       * np.float32(LOG2E))
        mantissa = float(np.frexp(np.float32(2.0 ** 23) * c)[0])
        e4m3 = lookup_dtype("fp8_e4m3")
        raw_q = decode(inputs["Q"], "fp8_e4m3").reshape(B, SQ, H, 128).astype(np.float32)
        q = e4m3.decode(e4m3.encode(raw_q * np.float32(mantissa))).astype(np.float64) / mantissa
        k = decode(inputs["K"], "fp8_e4m3").reshape(B, SK, H, 128)
        factor = float(c)
    o = np.zeros((B, SQ, H, 128))
    for b in range(B):
        for h in range(H):
            y = q[b, :, h] @ k[b, :, h].T * factor
            if params.get("softmax") in BYTE_SOFTMAX:
                o[b, :, h] = byte_attention(8 * y, v[b, :, h], TS_KV,
                                            *BYTE_SOFTMAX[params["softmax"]]) * v_after
            else:
                o[b, :, h] = lazy_attention(y, v[b, :, h], TS_KV) * v_after
    return {"O": o}


FMHA_V4_FWD = Family(
    "fmha_v4_fwd", "mixed-precision flash attention forward (int8/fp8/MXFP4 Q/K, fp8/MXFP4/"
                   "MXFP6 V, bf16 O), dense, MHA, no mask",
    re.compile(MANGLED + r"fmha_fwd_hd128_(?P<variant>i8fp8|mxfp8|mxfp4|mxfp6|f8f6|f6f4|f4f4)"
               r"_gfx950E?"),
    _build, _reference,
    "csrc/py_itfs_cu/asm_mha_v4_fwd.cu (FmhaV4Kernarg, fmha_v4_fwd), aiter/ops/mha_v4.py, "
    "hsa/gfx950/fmha_v4_fwd/fmha_v4_fwd.csv, csrc/kernels/mha_v4_quant.cu (MXFP4 Q/K), "
    "aiter/ops/triton/_triton_kernels/quant/sage_attention_quant.py (MXFP4 V), "
    "aiter/ops/triton/quant/mxfp6_fmha_pack.py (MXFP6 V)")
