"""The paged-attention families: pa (paged attention decode, aiter's asm
pa_fwd) and mla (multi-head latent attention decode)."""

from __future__ import annotations

import re
from typing import Any, Dict

import numpy as np

from ..errors import SiteError
from .base import Family, buffer_entry, decode, index_table, short_name, u32

HEAD = 128                       # ASM PA only supports head_size 128 (asm_pa.cu)
LOG2E = float(np.float32(np.log2(np.e)))

# Tolerances (min cos, max|test-ref| / max|ref|) of kernels that round
# inside, beyond the output dtype's (base.TOLERANCES); the reference stays
# float64 on the inputs as stored.  Measured on the emulator, all sites:
# * fp8 KV (pa pertokenFp8, mla a8w8): the kernels quantise Q per token
#   (scale 448 / amax, v_cvt_pk_fp8_f32) and P to e4m3 (3 mantissa bits,
#   half an ulp = 2^-4 relative) for the fp8 MFMAs: cos >= 0.99915 and
#   max_rel <= 0.0595 measured;
# * int8 KV (pa pertokenInt8): Q and P quantised to int8 for the i8 MFMAs
#   (127 levels per row): cos >= 0.99982, max_rel <= 0.0603 measured (the
#   flatter softmax of long contexts makes max|ref| small);
# * bf16 inside, fp32 out (mla's R): P rounded to bf16 for the MFMA:
#   max_rel 1.4e-3 measured, the bf16 tolerance.
FP8_INSIDE = (0.998, 0.1)
INT8_INSIDE = (0.9995, 0.08)
BF16_INSIDE = (0.9999, 1e-2)

# aiter/mla.py get_meta_param: get_block_n_fp8, the fp8 kernels' key block
# by heads x query tokens.
FP8_BLOCK_N = {8: 64, 16: 128, 24: 128, 32: 128, 48: 64, 64: 64, 128: 32, 256: 32, 384: 32,
               512: 32}


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
    # mtp kernels take up to 4 query tokens per sequence (aiter encodes
    # max_qlen into the config lookup; 5 and more leave rows unwritten,
    # measured); 2 by default, 4 on the long site.
    qlen = 2 if mtp else 1
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
        index_table("block_tables", ["BATCH", "MBLK"], gen, "block_tables"),
        index_table("context_lens", ["BATCH"], gen, "context_lens"),
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
            buffers.append(index_table("qo_indptr", ["BATCH + 1"], gen, "qo_indptr"))
            binding["QTP"] = "qo_indptr"
        else:
            binding["QTP"] = {"buffer": "Q", "offset": 0}                # null in aiter
    name = short_name(m.string)
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": f"4 * TOKENS * HEADS * CTX * {HEAD}",
            "line_dims": ["BATCH", "KVH", "GQA", "QLEN", "CTX"],
            "grid": ["KVH", "BATCH", 1], "min_cos": 0.9999, "buffers": buffers,
            "reference": {"quantised": quantised, "causal": causal and mtp}}
    if quantised:
        base["reference"]["tolerance"] = {"O": FP8_INSIDE if kv_dt == "fp8_e4m3" else INT8_INSIDE}
    kv_word = {"noquant": f"{kv_dt} KV", "pertokenFp8": "fp8 KV with per-token scales",
               "pertokenInt8": "int8 KV with per-token scales"}[quant]
    what = (f"aiter {name}: paged attention decode, {q_dt} Q/O, {kv_word}, GQA {gqa}, block 16"
            + (f", {qlen} query tokens per sequence" + (" (causal)" if causal else "")
               if mtp else "") + " (csrc/py_itfs_cu/asm_pa.cu)")
    sites = [dict(base, name="pa", dims=dict(dims), description=what),
             dict(base, name="pa_blocks", dims=dict(dims, CTX=48, CTX_STEP=13, QLEN=1),
                  description=f"{name}: context lengths 48 and 35: whole blocks, and a "
                              f"shorter second sequence; one query token"),
             dict(base, name="pa_kvheads", dims=dict(dims, KVH=2, BATCH=1, QLEN=3 if mtp else 1),
                  description=f"{name}: 2 kv heads ({2 * gqa} query heads), grid x 2"
                              + (", 3 query tokens" if mtp else "")),
             dict(base, name="pa_long", dims=dict(dims, CTX=1100, CTX_STEP=300, QLEN=4 if mtp else 1),
                  description=f"{name}: contexts 1100 and 800 (the kernel's loop over long "
                              f"contexts){', 4 query tokens' if mtp else ''}")]
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


# --- mla ------------------------------------------------------------------------
# csrc/py_itfs_cu/asm_mla.cu (KernelArgs; mla_decode_stage1_asm_fwd), aiter/mla.py
# (mla_decode_fwd, get_meta_param, _fwd_kernel_stage2_asm), op_tests/test_mla.py,
# hsa/gfx950/mla/mla_asm.csv (per-kernel Gqa, qSeqLen, causal):
#   MLA decode, stage 1 (the non-persistent split-KV kernels): one kv head
#   of 576 = kv_lora_rank 512 + rope 64; Q [tokens, heads, 576] (tokens =
#   batch * qlen, heads = the GQA ratio), the KV cache [pages, page_size, 1,
#   576] and V = its first 512 columns; kv_indptr [batch + 1] (pages),
#   kv_page_indices, kv_last_page_lens [batch] give each sequence's pages.
#   For each kv split s of a sequence, R[token, s, head, :] = softmax over
#   the split's keys of (scalar * Q . K) applied to V, and LSE[token, s,
#   head] = the natural-log sum of exp of those logits (stage 2 combines
#   them with exp(); it is another kernel, so the site checks stage 1's
#   partial outputs); with one split the kernel writes R as bf16 [tokens,
#   heads, 512] (out_16_nosplit = 1, "logits may alias final output").
#   The arguments are positional (the metadata of some kernels names them
#   as pa's O, Q, K, V, BT, CL, ...), bound here by offset: R 0, LSE 16, Q
#   32, KV 48, kv_indptr 64, kv_page_indices 80, kv_last_page_lens 96,
#   scalar 112 (1/sqrt(576), fp32), s_MQA 128 (gqa * qlen; gqa alone on the
#   qh8 qseqlen2 kernels), s_kv_split 144, s_Q_Bs 160 (a sequence's Q bytes:
#   heads * 576 * elem * qlen), s_Bs 176 (a page's bytes), s_log2_plen 192,
#   qo_indptr 208, num_kv_splits_indptr 224 (arange(0, (batch + 1) * splits,
#   splits)), RP 240 (persistent only), q_scale 256 and kv_scale 272 (fp32
#   [1], fp8 Q/KV only), out_16_nosplit 288, final lse 304 (nullable),
#   g_kv_indptr 320 (context parallel; null), cp_world_size 336 (1),
#   cp_rank 352.  Grid (ceil(qlen * gqa / sub_Q), batch, splits), block
#   256; sub_Q is gqa * qlen for the qseqlen kernels, gqa for the others.
#   causal: query i of a sequence sees keys j <= ctx - qlen + i (the
#   kernels without "msk0"; csv causal = 1).

MLA_D, MLA_DV = 576, 512

MLA_ARGS = {0: "R", 16: "LSE", 32: "Q", 48: "KV", 64: "kv_indptr", 80: "kv_page_indices",
             96: "kv_last_page_lens", 112: "scalar", 128: "s_MQA", 144: "s_kv_split",
             160: "s_Q_Bs", 176: "s_Bs", 192: "s_log2_plen", 208: "qo_indptr",
             224: "num_kv_splits_indptr", 240: "RP", 256: "q_scale", 272: "kv_scale",
             288: "out_16_nosplit", 304: "final_lse", 320: "g_kv_indptr",
             336: "cp_world_size", 352: "cp_rank"}


def mla_inputs(q_dt: str, kv_dt: str, gen: dict) -> list:
    """The buffers every MLA decode site shares: Q, the paged KV cache and
    its index tables (parts of the ``paged_kv`` generator call ``gen``)."""
    init = {"kind": "normal", "scale": 1.0}
    return [
        # one spare token row: the kernels' direct-to-LDS buffer loads read up
        # to 32 bytes past Q (mla_a16w16_qh8_qseqlen2: .text+0x4b4), which
        # aiter's allocator never notices; the reference reads TOKENS rows
        buffer_entry("Q", q_dt, ["TOKENS + 1", "GQA", MLA_D], init=init),
        buffer_entry("KV", kv_dt, ["PAGES + 1", "PAGE", 1, MLA_D], init=init),
        index_table("kv_indptr", ["BATCH + 1"], gen, "kv_indptr"),
        index_table("kv_page_indices", ["PAGES"], gen, "kv_indices"),
        index_table("kv_last_page_lens", ["BATCH"], gen, "kv_last_page_lens"),
        index_table("qo_indptr", ["BATCH + 1"], gen, "qo_indptr"),
    ]


def names_by_offset(metadata) -> Dict[int, str]:
    out = {}
    for a in metadata.get(".args", []):
        if isinstance(a, dict) and a.get(".name") not in (None, "pad"):
            out[int(a.get(".offset", -1))] = str(a[".name"])
    return out


def _mla_build(m: re.Match, metadata, args):
    fp8 = m.group("a") == "8w8"
    if m.group("gqa"):
        gqa = int(m.group("gqa"))
    elif m.group("mqa"):
        gqa = int(m.group("mqa"))
    else:                                   # m64x1: 64 query rows, the heads (mla_asm.csv)
        gqa = int(m.group("m1")) * int(m.group("m2"))
    fixed_qlen = m.group("qseqlen")
    causal = not m.group("msk0") and m.group("mask") != "0"
    qlen = int(fixed_qlen) if fixed_qlen else (2 if gqa <= 64 else 1)
    if fixed_qlen:
        sub_q = gqa * qlen
    else:
        sub_q = gqa
    mqa = "GQA" if (gqa == 8 and qlen == 2 and not fp8) else "GQA * QLEN"
    q_dt = kv_dt = "fp8_e4m3" if fp8 else "bf16"
    elem = 1 if fp8 else 2
    # The kv split granularity G (aiter's stage 2 `mgc`, aiter/mla.py: it
    # counts a sequence's valid splits as cdiv(kv_len, mgc)).  The kernels
    # deal G-token tiles to the splits round-robin: split s takes the keys
    # of tiles s, s + splits, s + 2 * splits, ... (measured from each
    # split's LSE, which matches that key set to 1e-6 and no contiguous
    # range: qh8 (G 64) at 300 tokens, qh64 v3 (32) and mqa128 (16) at 100
    # and 70; contiguous chunks of G coincide with it only while a split
    # holds one tile).
    if fp8:
        # fp8: the kernel's key block, aiter's get_block_n_fp8[heads * qlen]
        # (aiter/mla.py get_meta_param, which also caps the splits at
        # cdiv(kv_len, block)); measured: qh16 qseqlen1 deals tiles of 128
        # (each split's R with V one-hot per key names its keys), qseqlen4
        # qh16 of 64 and qh32 of 32 (each split's LSE), qh128 of 32
        gran = FP8_BLOCK_N[gqa * qlen]
    elif gqa == 64 and qlen == 1:
        gran = 32
    elif gqa in (8, 16) and (qlen == 1 or (gqa == 8 and qlen == 2)):
        gran = 64
    else:
        gran = 16
    # The fp8 multi-token kernels (qseqlen4 qh16 / qh32) store every split's R
    # at split 0's rows: the store address (.text+0x6828 of
    # mla_a8w8_qh16_qseqlen4_gqaratio16) is built from the wave and the
    # token, never from the workgroup's split id (their LSE does use it), so
    # two splits overwrite each other and the sites give them one split.
    one_split_only = fp8 and qlen > 1
    # Two splits, both non-empty (an empty split is left unwritten, as aiter's
    # stage 2 skips it): 100 tokens of context, 70 for the second sequence;
    # 300 and 200 where the key block is 128 (fp8 qh16 qseqlen1: with one
    # split that kernel writes the final bf16 output and no LSE instead).
    ctx, step = (300, 100) if gran > 70 else (100, 30)
    dims: Dict[str, Any] = {"BATCH": 2, "GQA": gqa, "QLEN": qlen, "CTX": ctx, "CTX_STEP": step,
                            "PAGE": 1, "SPLITS": 1 if one_split_only else 2, "GRAN": gran,
                            "OUT16": 0, "SUBQ": sub_q}
    dims["PAGES"] = "BATCH * ceil_div(CTX, PAGE)"
    dims["TOKENS"] = "BATCH * QLEN"
    gen = {"generator": "paged_kv",
           "params": {"BATCH": "BATCH", "CTX": "CTX", "BLOCK": "PAGE", "QLEN": "QLEN",
                      "CTX_STEP": "CTX_STEP"}}
    meaning = {
        "R": "R", "LSE": "LSE", "Q": "Q", "KV": "KV", "kv_indptr": "kv_indptr",
        "kv_page_indices": "kv_page_indices", "kv_last_page_lens": "kv_last_page_lens",
        "scalar": {"value": f"1 / sqrt({MLA_D})", "dtype": "fp32"},
        "s_MQA": u32(mqa), "s_kv_split": u32("SPLITS"),
        "s_Q_Bs": u32(f"GQA * {MLA_D} * {elem} * QLEN"), "s_Bs": u32(f"PAGE * {MLA_D} * {elem}"),
        "s_log2_plen": u32("int(log2(PAGE))"), "qo_indptr": "qo_indptr",
        "num_kv_splits_indptr": "splits_indptr", "RP": {"buffer": "Q", "offset": 0},
        "q_scale": "q_scale" if fp8 else {"buffer": "Q", "offset": 0},
        "kv_scale": "kv_scale" if fp8 else {"buffer": "Q", "offset": 0},
        "out_16_nosplit": u32("OUT16"),
        "final_lse": {"buffer": "Q", "offset": 0}, "g_kv_indptr": {"buffer": "Q", "offset": 0},
        "cp_world_size": u32(1), "cp_rank": u32(0),
    }
    names = names_by_offset(metadata)
    binding = {names[off]: meaning[what] for off, what in MLA_ARGS.items() if off in names}
    buffers = [
        *mla_inputs(q_dt, kv_dt, gen),
        buffer_entry("splits_indptr", "int32", ["BATCH + 1"], show=False,
                     init={"kind": "generated", "generator": "arange", "part": "values",
                           "params": {"COUNT": "BATCH + 1", "STEP": "SPLITS"}}),
        buffer_entry("R", "fp32", ["TOKENS", "SPLITS", "GQA", MLA_DV], "output"),
        buffer_entry("LSE", "fp32", ["TOKENS", "SPLITS", "GQA"], "output"),
    ]
    if fp8:
        for s in ("q_scale", "kv_scale"):
            buffers.append(buffer_entry(s, "fp32", [1], init={"kind": "uniform", "low": 0.5,
                                                              "high": 1.5}, show=False))
    name = short_name(m.string)
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": f"2 * TOKENS * GQA * CTX * ({MLA_D} + {MLA_DV})",
            "line_dims": ["BATCH", "GQA", "QLEN", "CTX", "SPLITS"],
            "grid": ["ceil_div(QLEN * GQA, SUBQ)", "BATCH", "SPLITS"], "min_cos": 0.9999,
            "buffers": buffers,
            "reference": {"causal": causal, "dtype": q_dt, "fp8": fp8,
                          "tolerance": ({"R": FP8_INSIDE, "LSE": FP8_INSIDE} if fp8
                                        else {"R": BF16_INSIDE})}}
    what = (f"aiter {name}: MLA decode stage 1, {'fp8' if fp8 else 'bf16'} Q and KV cache "
            f"(576 = 512 + 64 rope, V = the first 512), {gqa} heads, {qlen} query tokens per "
            f"sequence{' (causal)' if causal and qlen > 1 else ''}, page size 1, "
            f"{'one kv split' if one_split_only else 'two kv splits'}: R (fp32) and LSE per "
            f"split (csrc/py_itfs_cu/asm_mla.cu)")
    sites = [dict(base, name="mla", dims=dict(dims), description=what)]
    if one_split_only:
        sites.append(dict(base, name="mla_long", dims=dict(dims, CTX=300, CTX_STEP=100),
                          description=f"{name}: one kv split of 300 and 200 keys (the kernel's "
                                      f"loop over key blocks of {gran}; its R store ignores the "
                                      f"split, so one split)"))
    else:
        sites.append(dict(base, name="mla_split4", dims=dict(dims, SPLITS=4, CTX=3 * gran + 5,
                                                              CTX_STEP=0),
                          description=f"{name}: four kv splits, three of {gran} keys and a last "
                                      f"one of 5 ({3 * gran + 5} tokens)"))
    if m.group("m2") == "1" and qlen > 1:
        # MLA_A16W16_1TG_4W_64mx1 (m64x1: a tile of 64 heads of one token):
        # aiter added it for nhead-64 bf16 decode (a8397939, asm_mla.cu then
        # launched it for every non-persistent gqa-64 call; its mla.py mgc 16)
        # and tests nhead 64 only with decode_qlen 1 (op_tests/test_mla.py,
        # then and at the corpus' commit). At e4048607 qlen 1 goes to
        # mla_a16w16_qh64_qseqlen1_gqaratio64_v3 and this kernel only gets
        # max_seqlen_q >= 2 with causal 1 (mla_asm.csv qSeqLen 0), where it
        # applies no causal mask (docs/compare.md): the sites above keep that
        # launch, this one the tested one.
        sites.append(dict(base, name="mla_qlen1", dims=dict(dims, QLEN=1),
                          description=f"{name}: one query token per sequence, the launch aiter "
                                      f"tests it with (op_tests/test_mla.py: nhead 64 only "
                                      f"with decode_qlen 1)"))
    why = (f"name says {'fp8' if fp8 else 'bf16'} Q/KV, GQA {gqa}, "
           f"{'qlen ' + str(qlen) if fixed_qlen else 'any qlen (' + str(qlen) + ' here)'}, "
           f"{'causal' if causal else 'no mask'}; arguments bound by offset (asm_mla.cu KernelArgs)")
    return sites, why


def _mla_reference(inputs, dims, params):
    b_, gqa, qlen = dims["BATCH"], dims["GQA"], dims["QLEN"]
    page = dims["PAGE"]
    dt = params["dtype"]
    q = decode(inputs["Q"], dt).reshape(-1, gqa, MLA_D)[:b_ * qlen]
    kv = decode(inputs["KV"], dt).reshape(-1, MLA_D)             # [pages * page, 576]
    if params.get("fp8"):
        q = q * float(inputs["q_scale"].reshape(-1)[0])
        kv = kv * float(inputs["kv_scale"].reshape(-1)[0])
    indptr = inputs["kv_indptr"].reshape(-1)
    pages = inputs["kv_page_indices"].reshape(-1)
    last = inputs["kv_last_page_lens"].reshape(-1)
    splits, gran = dims["SPLITS"], dims["GRAN"]
    r = np.zeros((b_ * qlen, splits, gqa, MLA_DV))
    lse = np.zeros((b_ * qlen, splits, gqa))
    scale = 1.0 / np.sqrt(MLA_D)
    for s in range(b_):
        mine = pages[indptr[s]:indptr[s + 1]]
        ctx = (len(mine) - 1) * page + int(last[s])
        pos = np.arange(ctx)
        rows = mine[pos // page] * page + pos % page
        keys = kv[rows]
        logits = scale * np.einsum("qhd,kd->qhk", q[s * qlen:(s + 1) * qlen], keys)
        if params.get("causal"):
            mask = pos[None, :] > (np.arange(qlen)[:, None] + ctx - qlen)
            logits = np.where(mask[:, None, :], -np.inf, logits)
        for part in range(splits):
            piece = pos[(pos // gran) % splits == part]
            if not len(piece):
                raise SiteError(f"mla reference: kv split {part} of sequence {s} is empty "
                                f"({ctx} tokens dealt in tiles of {gran} to {splits} splits): "
                                f"the kernel leaves it unwritten; give every sequence more "
                                f"context")
            lg = logits[..., piece]
            top = lg.max(axis=-1, keepdims=True)
            e = np.exp(lg - top)
            total = e.sum(axis=-1, keepdims=True)
            r[s * qlen:(s + 1) * qlen, part] = np.einsum("qhk,kd->qhd", e / total,
                                                          keys[piece, :MLA_DV])
            lse[s * qlen:(s + 1) * qlen, part] = (np.log(total) + top)[..., 0]
    return {"R": r, "LSE": lse}


MLA = Family(
    "mla", "MLA decode stage 1: paged 576-wide latent KV, split-KV partial outputs and LSE",
    re.compile(r"mla_(?:a(?P<a>16w16|8w8)_qh\d+_(?:qseqlen(?P<qseqlen>\d+)_gqaratio(?P<gqa>\d+)"
               r"(?P<causal>_causal)?(?P<msk0>_msk0)?(?:_v\d)?"
               r"|m(?P<m1>\d+)x(?P<m2>\d+)_n\d+x\d+(?:_coex0)?_(?:mask|msk)(?P<mask>[01]))"
               r"|dec_stage1_bf16_a16w16_subQ\d+_mqa(?P<mqa>\d+))"),
    _mla_build, _mla_reference,
    "csrc/py_itfs_cu/asm_mla.cu, aiter/mla.py, op_tests/test_mla.py, hsa/gfx950/mla/mla_asm.csv")
