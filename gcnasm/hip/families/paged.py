"""The paged-attention families: pa (paged attention decode, aiter's asm
pa_fwd) and mla (multi-head latent attention decode)."""

from __future__ import annotations

import re
from typing import Any, Dict

import numpy as np

from .base import Family, buffer_entry, decode, short_name, u32

HEAD = 128                       # ASM PA only supports head_size 128 (asm_pa.cu)
LOG2E = float(np.float32(np.log2(np.e)))


# --- pa -------------------------------------------------------------------------
# csrc/py_itfs_cu/asm_pa.cu (KernelArgs; pa_fwd), aiter/ops/attention.py
# (pa_fwd_asm), op_tests/test_pa.py and test_pa_mtp.py (layouts, quantisation,
# the torch reference), hsa/gfx950/pa/pa_asm.csv (per-kernel Gqa, Mtp, Msk,
# blkSz 16):
#   O[q, h, :] = softmax_k(scale * Q[q, h] . K[k, h/GQA] * KQ[k]) * VQ[k] . V[k, h/GQA]
#   over the context of q's sequence, scale = 1/sqrt(128); Q and O
#   [tokens, heads, 128] (Q's type: the name's bf16/fp16), heads = GQA *
#   kv_heads.  The KV cache is paged: block_tables [batch, mblk] int32 lists
#   each sequence's cache blocks (block size 16), context_lens [batch]; K as
#   [num_blocks, kv_heads, 128/x, 16, x] and V as [num_blocks, kv_heads,
#   16/x, 128, x] (asm_V_shuffle) with x = 16 bytes of elements; fp8 (e4m3)
#   or int8 KV ("pertokenFp8", "pertokenInt8") has fp32 scales KQ, VQ
#   [num_blocks, kv_heads, 16], one per token and head (pertoken_quant);
#   noquant kernels get null KQ/VQ.  Arguments: sclg = log2(e)/sqrt(128) as
#   fp32, mblk = block_tables' row stride (elements), the argument the
#   metadata calls "batch" is kv_nheads (offset 160 of KernelArgs), Qs = Q's
#   token stride in bytes, Bs / KVs = the K cache's block / head strides in
#   bytes, mtp = max_qlen - 1, GQA = heads / kv_heads, QTP = qo_indptr
#   [batch + 1] (mtp kernels; null otherwise).  Grid (kv_heads, batch), block
#   256.  "_mtp" kernels take max_qlen query tokens per sequence (qlen *
#   GQA <= 16), "_msk1" masks them causally (test_pa_mtp.py:
#   tril(diagonal = ctx - qlen)); "_msk0" lets every query see the whole
#   context.

BLOCK = 16


def _pa_build(m: re.Match, metadata, args):
    q_dt = m.group("q")
    quant = m.group("quant")
    kv_dt = {"noquant": q_dt, "pertokenFp8": "fp8_e4m3", "pertokenInt8": "int8"}[quant]
    gqa = int(m.group("gqa"))
    mtp = bool(m.group("mtp"))
    causal = m.group("msk") == "1"
    variant = m.group("variant") or ""
    elem = 2 if kv_dt in ("bf16", "fp16") else 1
    x = 16 // elem
    qlen = max(1, 16 // gqa) if mtp else 1
    # Two sequences of one kv head: 2 workgroups; 40 tokens of context, so
    # the last block of 16 is partial (tail) on the default site too.
    dims: Dict[str, Any] = {"BATCH": 2, "KVH": 1, "GQA": gqa, "QLEN": qlen, "CTX": 40,
                            "CTX_STEP": 0, "BLOCK": BLOCK, "X": x}
    dims["MBLK"] = "ceil_div(CTX, BLOCK)"
    dims["NBLK"] = "BATCH * MBLK"
    dims["HEADS"] = "GQA * KVH"
    dims["TOKENS"] = "BATCH * QLEN"
    gen = {"generator": "paged_kv",
           "params": {"BATCH": "BATCH", "CTX": "CTX", "BLOCK": "BLOCK", "QLEN": "QLEN",
                      "CTX_STEP": "CTX_STEP"}}
    binding: Dict[str, Any] = {
        "O": "O", "Q": "Q", "K": "K", "V": "V", "BT": "block_tables", "CL": "context_lens",
        "sclg": {"value": f"{LOG2E} / sqrt({HEAD})", "dtype": "fp32"},
        "mblk": u32("MBLK"), "batch": u32("KVH"), "Qs": u32(f"HEADS * {HEAD} * 2"),
        "Bs": u32(f"KVH * {HEAD} * BLOCK * {elem}"), "KVs": u32(f"{HEAD} * BLOCK * {elem}"),
        "mtp": u32("QLEN - 1"), "GQA": u32("GQA"),
    }
    kv_init = ({"kind": "uniform", "low": -128, "high": 128} if kv_dt == "int8"
               else {"kind": "normal", "scale": 1.0})
    buffers = [
        buffer_entry("Q", q_dt, ["TOKENS", "HEADS", HEAD]),
        buffer_entry("K", kv_dt, ["NBLK", "KVH", HEAD // x, "BLOCK", x], init=kv_init),
        buffer_entry("V", kv_dt, ["NBLK", "KVH", "BLOCK // X", HEAD, x], init=kv_init),
        buffer_entry("block_tables", "int32", ["BATCH", "MBLK"],
                     init=dict(gen, kind="generated", part="block_tables"), show=False),
        buffer_entry("context_lens", "int32", ["BATCH"],
                     init=dict(gen, kind="generated", part="context_lens"), show=False),
        buffer_entry("O", q_dt, ["TOKENS", "HEADS", HEAD], "output"),
    ]
    quantised = quant != "noquant"
    if quantised:
        lo, hi = (0.004, 0.012) if kv_dt == "int8" else (0.5, 1.5)
        for s in ("KQ", "VQ"):
            buffers.append(buffer_entry(s, "fp32", ["NBLK", "KVH", "BLOCK"],
                                        init={"kind": "uniform", "low": lo, "high": hi}))
            binding[s] = s
    else:
        binding["KQ"] = binding["VQ"] = {"buffer": "Q", "offset": 0}      # null in aiter
    if "QTP" in args:
        if mtp:
            buffers.append(buffer_entry("qo_indptr", "int32", ["BATCH + 1"],
                                        init=dict(gen, kind="generated", part="qo_indptr"),
                                        show=False))
            binding["QTP"] = "qo_indptr"
        else:
            binding["QTP"] = {"buffer": "Q", "offset": 0}                # null in aiter
    name = short_name(m.string)
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": f"4 * TOKENS * HEADS * CTX * {HEAD}",
            "line_dims": ["BATCH", "KVH", "GQA", "QLEN", "CTX"],
            "grid": ["KVH", "BATCH", 1], "min_cos": 0.9999, "buffers": buffers,
            "reference": {"quantised": quantised, "causal": causal and mtp}}
    kv_word = {"noquant": f"{kv_dt} KV", "pertokenFp8": "fp8 KV with per-token scales",
               "pertokenInt8": "int8 KV with per-token scales"}[quant]
    what = (f"aiter {name}: paged attention decode, {q_dt} Q/O, {kv_word}, GQA {gqa}, block 16"
            + (f", {qlen} query tokens per sequence" + (" (causal)" if causal else "")
               if mtp else "") + " (csrc/py_itfs_cu/asm_pa.cu)")
    sites = [dict(base, name="pa", dims=dict(dims), description=what),
             dict(base, name="pa_blocks", dims=dict(dims, CTX=48, CTX_STEP=13),
                  description=f"{name}: context lengths 48 and 35: whole blocks, and a "
                              f"shorter second sequence"),
             dict(base, name="pa_kvheads", dims=dict(dims, KVH=2, BATCH=1),
                  description=f"{name}: 2 kv heads ({2 * gqa} query heads), grid x 2")]
    why = (f"name says {q_dt} Q, {kv_word}, GQA {gqa}"
           + (f", mtp ({qlen} query tokens){', causal mask' if causal else ', no mask'}"
              if mtp else ", one query token") + (f", {variant}" if variant else ""))
    return sites, why


def _pa_reference(inputs, dims, params):
    b_, kvh, gqa, qlen = dims["BATCH"], dims["KVH"], dims["GQA"], dims["QLEN"]
    blk, x = dims["BLOCK"], dims["X"]
    heads = gqa * kvh
    q = decode(inputs["Q"], params["q_dtype"]).reshape(b_ * qlen, heads, HEAD)
    k_raw, v_raw = inputs["K"], inputs["V"]
    kc = decode(k_raw, params["kv_dtype"])          # [NB, KVH, 128/x, BLK, x]
    vc = decode(v_raw, params["kv_dtype"])                      # [NB, KVH, BLK/x, 128, x]
    nb = kc.shape[0]
    # to [NB, KVH, BLK, 128]
    k_all = kc.transpose(0, 1, 3, 2, 4).reshape(nb, kvh, blk, HEAD)
    v_all = vc.transpose(0, 1, 2, 4, 3).reshape(nb, kvh, blk, HEAD)
    if params.get("quantised"):
        k_all = k_all * inputs["KQ"].astype(np.float64).reshape(nb, kvh, blk, 1)
        v_all = v_all * inputs["VQ"].astype(np.float64).reshape(nb, kvh, blk, 1)
    tables = inputs["block_tables"].reshape(b_, -1)
    lens = inputs["context_lens"].reshape(b_)
    out = np.zeros((b_ * qlen, heads, HEAD))
    scale = 1.0 / np.sqrt(HEAD)
    for s in range(b_):
        ctx = int(lens[s])
        pos = np.arange(ctx)
        blocks = tables[s][pos // blk]
        for h in range(kvh):
            keys = k_all[blocks, h, pos % blk]          # [ctx, 128]
            vals = v_all[blocks, h, pos % blk]
            qs = q[s * qlen:(s + 1) * qlen, h * gqa:(h + 1) * gqa]       # [qlen, gqa, 128]
            logits = scale * np.einsum("qgd,kd->qgk", qs, keys)
            if params.get("causal"):
                # query i sees keys j <= i + ctx - qlen (test_pa_mtp.py)
                mask = pos[None, :] > (np.arange(qlen)[:, None] + ctx - qlen)
                logits = np.where(mask[:, None, :], -np.inf, logits)
            p = np.exp(logits - logits.max(axis=-1, keepdims=True))
            p /= p.sum(axis=-1, keepdims=True)
            out[s * qlen:(s + 1) * qlen, h * gqa:(h + 1) * gqa] = np.einsum("qgk,kd->qgd", p, vals)
    return {"O": out}


def _pa_build_typed(m, metadata, args):
    sites, why = _pa_build(m, metadata, args)
    q_dt = m.group("q")
    kv_dt = {"noquant": q_dt, "pertokenFp8": "fp8_e4m3", "pertokenInt8": "int8"}[m.group("quant")]
    for s in sites:
        s["reference"] = dict(s["reference"], q_dtype=q_dt, kv_dtype=kv_dt)
    return sites, why


PA = Family(
    "pa", "paged attention decode: block tables, context lengths, paged K/V caches",
    re.compile(r"pa_(?P<q>bf16|fp16)_(?P<quant>noquant|pertokenFp8|pertokenInt8)_gqa(?P<gqa>\d+)"
               r"_(?P<tg>\d)tg_4w(?P<mtp>_mtp)?(?:_msk(?P<msk>[01]))?(?:_(?P<variant>u?hp))?"),
    _pa_build_typed, _pa_reference,
    "csrc/py_itfs_cu/asm_pa.cu, aiter/ops/attention.py, op_tests/test_pa.py, "
    "op_tests/test_pa_mtp.py, hsa/gfx950/pa/pa_asm.csv")
