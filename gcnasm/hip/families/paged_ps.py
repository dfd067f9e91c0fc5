"""The persistent paged-attention family pa_ps: aiter's pa_ps_fwd asm kernels,
which walk a work list (gcnasm.hip.worklist) instead of one workgroup per
sequence and kv head."""

from __future__ import annotations

import re
from typing import Any, Dict

import numpy as np

from .. import worklist
from ..errors import SiteError
from .base import Family, buffer_entry, decode, index_table, short_name, u32
from .paged import FP8_INSIDE, HEAD, LOG2E

# csrc/py_itfs_cu/asm_pa.cu (PsKernelArgs, pa_ps_fwd), aiter/ops/attention.py
# (pa_persistent_fwd), op_tests/test_pa_ps.py (layouts, the per-block and
# per-token fp8 quantisation, the torch reference, get_pa_metadata_v1's
# arguments), hsa/gfx950/pa/pa_asm.csv (blkSz, qTile, ps = 1), all at the
# corpus' commit e4048607:
#   O[q, h] = softmax_k(Q[q, h] . K[k, h / GQA] * KQ / sqrt(128)) . (V[k] * VQ)
#   with Q, O [tokens, heads, 128] bf16 (tokens: QLEN per sequence,
#   qo_indptr), K [blocks, kv_heads, 128 / 16, BLOCK, 16] and V [blocks,
#   kv_heads, BLOCK / 16, 128, 16] e4m3 (asm_V_shuffle), pages listed
#   sequence after sequence by kv_indptr (pages) / kv_indices; the scales KQ,
#   VQ fp32 are [blocks, kv_heads] ("perblockFp8": one per page and head,
#   perblock_quant_kvcache_symm) or [blocks, kv_heads, BLOCK] ("pertokenFp8").
#   Every kernel is causal ("msk1": query i of a sequence sees keys j <= ctx -
#   qlen + i).  Arguments: sclg = log2(e) / sqrt(128) fp32, the argument
#   named "batch" is kv_nheads, Qs = Q's token stride in bytes, Bs / KVs =
#   the K cache's block / kv-head strides in bytes, mtp = max_qlen - 1, GQA,
#   QOPtr = qo_indptr, KVPtr = kv_indptr, WorkPtr / WorkInfo = the work
#   list, SplitO [rows, 1, heads, 128] and SplitLSE [rows, 1, heads, 1] fp32
#   the split pieces' partial outputs.  Grid (CUs, 1, 1), block 256.  A work
#   with partial_qo_loc = -1 writes its rows of O; a split piece writes
#   SplitO / SplitLSE rows partial_qo_loc + i, and aiter's mla_reduce_v1 (a
#   separate kernel) combines them into O later: this site checks the pieces
#   and leaves those O rows as filled.


def _ps_build(m: re.Match, metadata, args):
    # "_PB": per-block fp8 scales (pa_asm.csv quant_type 6 / 7, the files
    # "perblockFp8"); without it per-token scales (quant_type 2, "pertokenFp8")
    per_block = bool(m.group("pbe"))
    quant = "perblockFp8" if per_block else "pertokenFp8"
    block = int(m.group("blk"))
    tile = int(m.group("tile"))
    # query heads per kv head and query tokens per sequence: gqa * qlen fills
    # the kernel's query tile (asm_pa.cu picks the smallest qTile >= gqa *
    # max_qlen of 16, 32, 40, 48, 64; test_pa_ps.py's heads (10, 1), (16, 2))
    gqa, qlen = {16: (8, 2), 32: (8, 4), 40: (10, 4), 48: (16, 3), 64: (16, 4)}.get(tile, (tile, 1))
    x = 16
    # Two sequences; the first is three pages long, so with three CUs it is
    # split in two pieces (two pages on CU 0, one on CU 1) and the second,
    # one page, goes whole to CU 2: both outputs' paths on one site.
    long_ctx = 2 * block + block // 2 + 17 if block <= 256 else block + 77
    dims: Dict[str, Any] = {"BATCH": 2, "KVH": 1, "GQA": gqa, "QLEN": qlen, "CTX": long_ctx,
                            "CTX_STEP": long_ctx - block // 2 - 5, "BLOCK": block, "X": x,
                            "WORKERS": 3}
    dims["MBLK"] = "ceil_div(CTX, BLOCK)"
    dims["NBLK"] = "BATCH * MBLK"
    dims["HEADS"] = "GQA * KVH"
    dims["TOKENS"] = "BATCH * QLEN"
    dims["WORKS"] = "BATCH * KVH + WORKERS"
    dims["REDUCE"] = "BATCH * KVH"
    gen = {"generator": "paged_kv",
           "params": {"BATCH": "BATCH", "CTX": "CTX", "BLOCK": "BLOCK", "QLEN": "QLEN",
                      "CTX_STEP": "CTX_STEP"}}
    work = {"generator": "pa_work_list",
            "params": {"BATCH": "BATCH", "CTX": "CTX", "BLOCK": "BLOCK", "QLEN": "QLEN",
                       "CTX_STEP": "CTX_STEP", "GQA": "GQA", "KVH": "KVH", "WORKERS": "WORKERS",
                       "WORKS": "WORKS", "REDUCE": "REDUCE", "PARTIALS": "WORKS"}}
    binding: Dict[str, Any] = {
        "O": "O", "Q": "Q", "K": "K", "V": "V", "KVIndices": "kv_indices", "CL": "context_lens",
        "KQ": "KQ", "VQ": "VQ",
        "sclg": {"value": f"{LOG2E} / sqrt({HEAD})", "dtype": "fp32"},
        "batch": u32("KVH"), "Qs": u32(f"HEADS * {HEAD} * 2"),
        "Bs": u32(f"KVH * {HEAD} * BLOCK"), "KVs": u32(f"{HEAD} * BLOCK"),
        "mtp": u32("QLEN - 1"), "GQA": u32("GQA"),
        "QOPtr": "qo_indptr", "KVPtr": "kv_indptr", "WorkPtr": "work_indptr",
        "WorkInfo": "work_info", "SplitO": "SplitO", "SplitLSE": "SplitLSE",
    }
    if "stride_Scale_blk" in args:
        # the scales' block and page strides in bytes (asm_pa.cu's
        # stride_scale_blk, stride_scale_page; the per-token kernel lists and
        # reads them, the per-block ones at the corpus' commit do not)
        binding["stride_Scale_blk"] = u32("4" if per_block else "BLOCK * 4")
        binding["stride_Scale_page"] = u32("KVH * 4" if per_block else "KVH * BLOCK * 4")
    kv_init = {"kind": "normal", "scale": 1.0}
    scale_shape = ["NBLK", "KVH"] if per_block else ["NBLK", "KVH", "BLOCK"]
    # outputs the kernel writes only in part (O: the unsplit works' rows;
    # SplitO / SplitLSE: the pieces' rows) start as zeros in both runs
    # ("inout"), so rows left alone compare equal and rows written are checked
    kept = {"kind": "const", "value": 0.0}
    buffers = [
        buffer_entry("Q", "bf16", ["TOKENS", "HEADS", HEAD]),
        buffer_entry("K", "fp8_e4m3", ["NBLK", "KVH", HEAD // x, "BLOCK", x], init=kv_init),
        buffer_entry("V", "fp8_e4m3", ["NBLK", "KVH", "BLOCK // X", HEAD, x], init=kv_init),
        buffer_entry("KQ", "fp32", scale_shape, init={"kind": "uniform", "low": 0.5, "high": 1.5}),
        buffer_entry("VQ", "fp32", scale_shape, init={"kind": "uniform", "low": 0.5, "high": 1.5}),
        index_table("kv_indices", ["NBLK"], gen, "kv_indices"),
        index_table("context_lens", ["BATCH"], gen, "context_lens"),
        index_table("qo_indptr", ["BATCH + 1"], gen, "qo_indptr"),
        index_table("kv_indptr", ["BATCH + 1"], gen, "kv_indptr"),
        index_table("work_indptr", ["WORKERS + 1"], work, "work_indptr"),
        index_table("work_info", ["WORKS", worklist.WORK_INFO_WORDS], work, "work_info"),
        buffer_entry("O", "bf16", ["TOKENS", "HEADS", HEAD], "inout", init=kept),
        buffer_entry("SplitO", "fp32", ["WORKS * QLEN", 1, "HEADS", HEAD], "inout", init=kept),
        buffer_entry("SplitLSE", "fp32", ["WORKS * QLEN", 1, "HEADS", 1], "inout", init=kept),
    ]
    name = short_name(m.string)
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": f"4 * TOKENS * HEADS * CTX * {HEAD}",
            "line_dims": ["BATCH", "KVH", "GQA", "QLEN", "CTX", "WORKERS"],
            "grid": ["WORKERS", 1, 1], "min_cos": 0.9999, "buffers": buffers,
            "reference": {"per_block": per_block,
                          "tolerance": {"O": FP8_INSIDE, "SplitO": FP8_INSIDE,
                                        "SplitLSE": FP8_INSIDE}}}
    scales = "one fp32 scale per page and kv head" if per_block else "per-token fp32 scales"
    what = (f"aiter {name}: persistent paged attention decode, bf16 Q/O, fp8 KV with {scales}, "
            f"pages of {block}, GQA {gqa}, {qlen} causal query tokens per sequence, a work list "
            f"for 3 CUs that splits the first sequence in two (csrc/py_itfs_cu/asm_pa.cu, "
            f"csrc/kernels/mla/metadata/v1_2_pa_device.cuh)")
    sites = [dict(base, name="pa_ps", dims=dict(dims), description=what),
             dict(base, name="pa_ps_one_cu", dims=dict(dims, WORKERS=1),
                  description=f"{name}: the same sequences, one CU walking both works whole "
                              f"(no split pieces)"),
             dict(base, name="pa_ps_kvheads", dims=dict(dims, KVH=2, WORKERS=6),
                  description=f"{name}: 2 kv heads ({2 * gqa} query heads), 6 CUs (3 per kv "
                              f"head, each head's work list alike: the first sequence split)")]
    why = (f"name says bf16 Q, fp8 KV ({quant}), pages of {block}, query tile {tile} "
           f"(GQA {gqa} x {qlen} tokens here), causal, persistent (work list)")
    return sites, why


def _ps_reference(inputs, dims, params):
    b_, kvh, gqa, qlen = dims["BATCH"], dims["KVH"], dims["GQA"], dims["QLEN"]
    blk, x = dims["BLOCK"], dims["X"]
    heads = gqa * kvh
    q = decode(inputs["Q"], "bf16").reshape(b_ * qlen, heads, HEAD)
    kc = decode(inputs["K"], "fp8_e4m3")                   # [NB, KVH, 128/x, BLK, x]
    vc = decode(inputs["V"], "fp8_e4m3")                   # [NB, KVH, BLK/x, 128, x]
    nb = kc.shape[0]
    k_all = kc.transpose(0, 1, 3, 2, 4).reshape(nb, kvh, blk, HEAD)
    v_all = vc.transpose(0, 1, 2, 4, 3).reshape(nb, kvh, blk, HEAD)
    shape = (nb, kvh, 1, 1) if params.get("per_block") else (nb, kvh, blk, 1)
    k_all = k_all * inputs["KQ"].astype(np.float64).reshape(shape)
    v_all = v_all * inputs["VQ"].astype(np.float64).reshape(shape)
    lens = inputs["context_lens"].reshape(-1)
    kv_indptr = inputs["kv_indptr"].reshape(-1)
    kv_indices = inputs["kv_indices"].reshape(-1)
    qo_indptr = inputs["qo_indptr"].reshape(-1)
    out = decode(inputs["O"], "bf16").reshape(b_ * qlen, heads, HEAD).copy()
    split_o = inputs["SplitO"].astype(np.float64).reshape(-1, heads, HEAD).copy()
    split_lse = inputs["SplitLSE"].astype(np.float64).reshape(-1, heads).copy()
    scale = 1.0 / np.sqrt(HEAD)
    for w in worklist.works(inputs["work_indptr"], inputs["work_info"]):
        b, partial, qs, qe, kv_from, kv_to, _, head_range = (int(v) for v in w)
        h0, h1 = head_range & 0xFFFF, head_range >> 16
        if not (0 <= b < b_ and h1 % gqa == 0 and h0 < h1 <= heads):
            raise SiteError(f"pa_ps reference: work {w.tolist()} is outside the site's "
                            f"{b_} sequences / {heads} heads")
        ctx, first = int(lens[b]), int(kv_indptr[b])
        pages = np.arange(kv_from, kv_to)
        pos = ((pages - first)[:, None] * blk + np.arange(blk)[None, :]).ravel()
        page_of = np.repeat(kv_indices[pages], blk)
        keep = pos < ctx
        pos, page_of = pos[keep], page_of[keep]
        head = h0 // gqa
        keys = k_all[page_of, head, pos % blk]
        vals = v_all[page_of, head, pos % blk]
        rows = np.arange(qs, qe)
        logits = scale * np.einsum("qgd,kd->qgk", q[rows, h0:h1], keys)
        # causal: query i of the sequence sees keys j <= ctx - qlen + i
        local = rows - int(qo_indptr[b])
        mask = pos[None, :] > (local[:, None] + ctx - (int(qo_indptr[b + 1]) - int(qo_indptr[b])))
        logits = np.where(mask[:, None, :], -np.inf, logits)
        top = logits.max(axis=-1, keepdims=True)
        e = np.exp(logits - top)
        total = e.sum(axis=-1, keepdims=True)
        o = np.einsum("qgk,kd->qgd", e / total, vals)
        if partial < 0:
            out[rows, h0:h1] = o
        else:
            at = partial + np.arange(qe - qs)
            split_o[at, h0:h1] = o
            split_lse[at, h0:h1] = (np.log(total) + top)[..., 0]
    return {"O": out, "SplitO": split_o.reshape(-1, 1, heads, HEAD),
            "SplitLSE": split_lse.reshape(-1, 1, heads, 1)}


PA_PS = Family(
    "pa_ps", "persistent paged attention decode: a work list over CUs, split pieces' partial "
             "outputs",
    re.compile(r"PA_A16W8_BLK(?P<blk>\d+)_1TG_4W_(?P<tile>\d+)mx1_64nx4_MTP_PS(?P<pbe>_PB)?"),
    _ps_build, _ps_reference,
    "csrc/py_itfs_cu/asm_pa.cu, aiter/ops/attention.py, op_tests/test_pa_ps.py, "
    "csrc/kernels/mla/metadata/v1_2_pa_device.cuh, hsa/gfx950/pa/pa_asm.csv")
