"""The persistent MLA prefill family mla_prefill: aiter's
``mla_pfl_qh192_vh128_*`` kernels (fp8 Q, K and V, head dims 192 / 128),
which walk a work list (gcnasm.hip.worklist.mla_prefill_work_list) of
256-row query tiles."""

from __future__ import annotations

import re
from typing import Any, Dict

import numpy as np

from .. import worklist
from ..errors import SiteError
from .base import Family, buffer_entry, decode, index_table, short_name, u32
from .paged import FP8_INSIDE

# csrc/py_itfs_cu/asm_mla.cu (PsKernelArgs; mla_prefill_ps_asm_fwd),
# aiter/mla.py (mla_prefill_ps_fwd: the partial buffers' shapes),
# aiter/ops/attention.py (get_ps_metadata_info_v1: the work list's sizes),
# csrc/kernels/mla/metadata/v1_2_host.cuh (get_ps_metadata_v1),
# op_tests/test_mla_prefill_ps.py (the metadata's arguments, per-tensor fp8
# quantisation, the torch reference), hsa/gfx950/mla/mla_asm.csv (fp8 Q / KV,
# ps 1, prefill 1, causal), all at the corpus' commit e4048607:
#   Multi-head attention (as many kv heads as query heads, gqa_ratio 1):
#   O[q, h] = softmax_k(scalar * qs * ks * Q[q, h] . K[k, h]) . V[k, h] * vs,
#   Q [tokens, heads, 192], K [pages, heads, 192], V [pages, heads, 128] e4m3
#   with one fp32 scale each (qs, ks, vs: ptr_QScale, ptr_KScale,
#   ptr_VScale), pages of one token listed sequence after sequence by
#   kv_indptr / kv_page_indices, query tokens by qo_indptr (prefill: a
#   sequence's query as long as its keys), scalar = 1 / sqrt(192) fp32;
#   causal ("causal1"): query i of a sequence sees keys j <= kv_len - qo_len
#   + i.  num_q_tokens = Q's rows, num_head_q, num_page = K's rows,
#   num_used_page = kv_page_indices' length.  Grid (len(work_indptr) - 1 =
#   CUs, 1, 1), block 512 (8 waves, m32x8: 256 query rows per tile).  A work
#   (one query tile piece and one head) with partial_qo_loc = -1 writes its
#   rows of O [tokens, heads, 128] bf16; a split piece writes rows
#   partial_qo_loc + i of the partial outputs PartialO [partials * 256,
#   heads, 128] and PartialLSE [partials * 256, heads] fp32 (natural log, as
#   mla_reduce_v1 combines them with expf), which aiter's mla_reduce_v1 (a
#   separate kernel) folds into O later: the sites check the pieces and leave
#   those O rows as filled.
# Measured on the emulator (both kernels): a piece writes all 256 rows of its
# partial slot, the rows past its tile's qo_end being scratch nothing reads
# (the reference masks them); a piece's rows that see none of its keys
# (causal) get O 0 and LSE -inf, the weight 0 the reduce gives them.

D_QK, D_V = 192, 128
TILE_Q, KV_GRAN = 256, 128          # tile_q, kvlen_granularity = max(tile_kv 128, block 1)


def _build(m: re.Match, metadata, args):
    d_qk, d_v = int(m.group("qk")), int(m.group("v"))
    if (d_qk, d_v) != (D_QK, D_V):
        return [], (f"MLA prefill with head dims {d_qk} / {d_v}: only 192 / 128 (the corpus' "
                    f"kernels, test_mla_prefill_ps.py's defaults) is modelled")
    causal = m.group("causal") == "1"
    # Two sequences of 400 and 100 tokens: the first is two query tiles (256
    # rows and a tail of 144), the second one short tile; two heads on 2 CUs:
    # one cluster per head, each CU walking its head's three tiles whole.
    dims: Dict[str, Any] = {"BATCH": 2, "CTX": 400, "CTX_STEP": 300, "HEADS": 2, "WORKERS": 2,
                            "TILE_Q": TILE_Q, "KV_GRAN": KV_GRAN, "CAUSAL": int(causal)}
    dims["TOKENS"] = "BATCH * CTX - CTX_STEP * BATCH * (BATCH - 1) // 2"
    dims["PAGES"] = "BATCH * CTX"
    # get_ps_metadata_info_v1's max_works and max_partials with WORKERS for
    # its CUs per cluster (an upper bound: aiter's cluster has WORKERS /
    # gcd(HEADS, WORKERS) CUs)
    dims["WORKS"] = "(BATCH + WORKERS - 1) * ceil_div(CTX, TILE_Q) * HEADS"
    dims["PARTIALS"] = "max(1, min(BATCH + WORKERS - 1, (WORKERS - 1) * 2) * ceil_div(CTX, TILE_Q))"
    dims["REDUCE"] = "BATCH * ceil_div(CTX, TILE_Q)"
    pages = {"generator": "paged_kv",
             "params": {"BATCH": "BATCH", "CTX": "CTX", "BLOCK": 1, "CTX_STEP": "CTX_STEP"}}
    work = {"generator": "mla_prefill_work_list",
            "params": {"BATCH": "BATCH", "CTX": "CTX", "CTX_STEP": "CTX_STEP", "HEADS": "HEADS",
                       "WORKERS": "WORKERS", "TILE_Q": "TILE_Q", "KV_GRAN": "KV_GRAN",
                       "CAUSAL": "CAUSAL", "WORKS": "WORKS", "PARTIALS": "PARTIALS",
                       "REDUCE": "REDUCE"}}
    binding: Dict[str, Any] = {
        "ptr_Q": "Q", "ptr_K": "K", "ptr_V": "V", "ptr_O": "O", "ptr_PartialO": "PartialO",
        "ptr_PartialLSE": "PartialLSE", "ptr_WorkIndptr": "work_indptr",
        "ptr_WorkInfo": "work_info", "ptr_QOIndptr": "qo_indptr", "ptr_KVIndptr": "kv_indptr",
        "ptr_KVPageIndices": "kv_page_indices", "ptr_QScale": "q_scale",
        "ptr_KScale": "k_scale", "ptr_VScale": "v_scale",
        "scalar": {"value": f"1 / sqrt({D_QK})", "dtype": "fp32"},
        "num_q_tokens": u32("TOKENS"), "num_head_q": u32("HEADS"), "num_page": u32("PAGES"),
        "num_used_page": u32("PAGES"),
    }
    names = {str(a.get(".name")) for a in metadata.get(".args", []) if isinstance(a, dict)}
    missing = sorted(set(binding) - names)
    if missing:
        return [], (f"MLA prefill: the kernarg segment lacks {', '.join(missing)} (asm_mla.cu "
                    f"PsKernelArgs names them)")
    init = {"kind": "normal", "scale": 1.0}
    scale = {"kind": "uniform", "low": 0.5, "high": 1.5}
    # written in part (see above): zeros in both runs, so rows left alone
    # compare equal
    kept = {"kind": "const", "value": 0.0}
    buffers = [
        buffer_entry("Q", "fp8_e4m3", ["TOKENS", "HEADS", D_QK], init=init),
        buffer_entry("K", "fp8_e4m3", ["PAGES", "HEADS", D_QK], init=init),
        buffer_entry("V", "fp8_e4m3", ["PAGES", "HEADS", D_V], init=init),
        index_table("qo_indptr", ["BATCH + 1"], work, "qo_indptr"),
        index_table("kv_indptr", ["BATCH + 1"], pages, "kv_indptr"),
        index_table("kv_page_indices", ["PAGES"], pages, "kv_indices"),
        index_table("work_indptr", ["WORKERS + 1"], work, "work_indptr"),
        index_table("work_info", ["WORKS", worklist.WORK_INFO_WORDS], work, "work_info"),
        *(buffer_entry(s, "fp32", [1], init=scale, show=False)
          for s in ("q_scale", "k_scale", "v_scale")),
        buffer_entry("O", "bf16", ["TOKENS", "HEADS", D_V], "inout", init=kept),
        buffer_entry("PartialO", "fp32", ["PARTIALS * TILE_Q", "HEADS", D_V], "inout", init=kept),
        buffer_entry("PartialLSE", "fp32", ["PARTIALS * TILE_Q", "HEADS"], "inout", init=kept),
    ]
    name = short_name(m.string)
    base = {"args": binding, "args_fill": 0, "block": [512, 1, 1], "shared_mem": 0,
            "flops": f"2 * TOKENS * HEADS * CTX * ({D_QK} + {D_V})",
            "line_dims": ["BATCH", "CTX", "CTX_STEP", "HEADS", "WORKERS"],
            "grid": ["WORKERS", 1, 1], "min_cos": 0.9999, "buffers": buffers,
            "reference": {"causal": causal,
                          # fp8 Q, K, V and P inside (paged.FP8_INSIDE); the LSE,
                          # from fp32 logits, is held to fp32's tolerance
                          "tolerance": {"O": FP8_INSIDE, "PartialO": FP8_INSIDE}}}
    mask = "causal" if causal else "no mask"
    what = (f"aiter {name}: persistent MLA prefill ({mask}), fp8 Q/K/V with per-tensor scales, "
            f"head dims 192 / 128, sequences of 400 and 100 tokens (query tiles of 256, 144 and "
            f"100 rows; key ranges of 3 whole blocks of 128 and a partial one, and of a "
            f"partial one only: both halves of the kernels' unrolled tail loop), 2 heads on 2 CUs, every tile whole (csrc/py_itfs_cu/asm_mla.cu, "
            f"csrc/kernels/mla/metadata/v1_2_host.cuh)")
    sites = [dict(base, name="mla_pfl", dims=dict(dims), description=what),
             dict(base, name="mla_pfl_split", dims=dict(dims, HEADS=1, WORKERS=3),
                  description=f"{name}: the same sequences, one head on 3 CUs: "
                              + ("the 144-row tile in three pieces" if causal else
                                 "both tiles of the first sequence in two pieces each")
                              + " (partial outputs and LSE; the 144-row tile's slots hold "
                                "scratch past its rows)"),
             dict(base, name="mla_pfl_split_tiles",
                  dims=dict(dims, BATCH=1, CTX=300, HEADS=1, WORKERS=5),
                  description=f"{name}: one sequence of 300 tokens, one head on 5 CUs: both its "
                              f"tiles split in pieces of 128 keys"
                              + (" (1 unit per CU; the first tile's second piece: rows 0-127 see "
                                 "none of its keys, O 0 and LSE -inf)" if causal else ""))]
    why = (f"name says fp8 MLA prefill, head dims {d_qk} / {d_v}, {mask}, persistent (work list "
           f"of get_ps_metadata_v1); arguments bound by name (asm_mla.cu PsKernelArgs)")
    return sites, why


def _reference(inputs, dims, params):
    heads = dims["HEADS"]
    q = decode(inputs["Q"], "fp8_e4m3").reshape(-1, heads, D_QK)
    k = decode(inputs["K"], "fp8_e4m3").reshape(-1, heads, D_QK)
    v = decode(inputs["V"], "fp8_e4m3").reshape(-1, heads, D_V)
    qs, ks, vs = (float(inputs[s].reshape(-1)[0]) for s in ("q_scale", "k_scale", "v_scale"))
    qo = inputs["qo_indptr"].reshape(-1)
    kv_indptr = inputs["kv_indptr"].reshape(-1)
    pages = inputs["kv_page_indices"].reshape(-1)
    batch = len(qo) - 1
    out = decode(inputs["O"], "bf16").reshape(-1, heads, D_V).copy()
    part_o = inputs["PartialO"].astype(np.float64).reshape(-1, heads, D_V).copy()
    part_lse = inputs["PartialLSE"].astype(np.float64).reshape(-1, heads).copy()
    scale = qs * ks / np.sqrt(D_QK)
    tile_q = dims["TILE_Q"]
    written = np.zeros(part_lse.shape, dtype=bool)
    scratch = np.zeros(part_lse.shape, dtype=bool)
    for w in worklist.works(inputs["work_indptr"], inputs["work_info"]):
        b, partial, q0, q1, kv_from, kv_to, _, head_range = (int(x) for x in w)
        h0, h1 = head_range & 0xFFFF, head_range >> 16
        if not (0 <= b < batch and 0 <= h0 < h1 <= heads and int(qo[b]) <= q0 < q1 <= int(qo[b + 1])
                and int(kv_indptr[b]) <= kv_from < kv_to <= int(kv_indptr[b + 1])):
            raise SiteError(f"mla_prefill reference: work {w.tolist()} is outside the site's "
                            f"{batch} sequences / {heads} heads")
        kv_len = int(kv_indptr[b + 1]) - int(kv_indptr[b])
        qo_len = int(qo[b + 1]) - int(qo[b])
        idx = np.arange(kv_from, kv_to)
        rows = np.arange(q0, q1)
        keys, vals = k[pages[idx], h0:h1], v[pages[idx], h0:h1]          # [keys, h, d]
        logits = scale * np.einsum("qhd,khd->qhk", q[rows, h0:h1], keys)
        if params.get("causal"):
            # query i of the sequence sees keys j <= kv_len - qo_len + i
            seen = (rows - int(qo[b]))[:, None] + kv_len - qo_len
            mask = (idx - int(kv_indptr[b]))[None, :] > seen
            logits = np.where(mask[:, None, :], -np.inf, logits)
        top = logits.max(axis=-1, keepdims=True)
        # a piece's rows that see none of its keys (causal: the later
        # pieces of a split tile's first rows) get O = 0 and LSE = -inf, the
        # weight 0 mla_reduce_v1 then gives them (expf(-inf - max))
        blind = np.isneginf(top)
        top = np.where(blind, 0.0, top)
        e = np.exp(logits - top)
        total = e.sum(axis=-1, keepdims=True)
        o = np.einsum("qhk,khd->qhd", e / np.where(blind, 1.0, total), vals) * vs
        if partial < 0:
            out[rows, h0:h1] = o
        else:
            at = partial + np.arange(q1 - q0)
            part_o[at, h0:h1] = o
            with np.errstate(divide="ignore"):
                part_lse[at, h0:h1] = (np.log(total) + top)[..., 0]
            written[at, h0:h1] = True
            # the kernel writes the whole tile's TILE_Q rows of its partial
            # slot; the rows past the piece's last query (qo_end) are
            # scratch that mla_reduce_v1 never reads: left out of the check
            scratch[partial + q1 - q0:partial + tile_q, h0:h1] = True
    unread = scratch & ~written
    return {"O": out,
            "PartialO": np.ma.MaskedArray(part_o, np.repeat(unread[..., None], D_V, axis=-1)),
            "PartialLSE": np.ma.MaskedArray(part_lse, unread)}


MLA_PREFILL = Family(
    "mla_prefill", "persistent MLA prefill (fp8, head dims 192 / 128): a work list of 256-row "
                   "query tiles over CUs, split pieces' partial outputs and LSE",
    re.compile(r"mla_pfl_qh(?P<qk>\d+)_vh(?P<v>\d+)_m32x8_n128x1_causal(?P<causal>[01])"),
    _build, _reference,
    "csrc/py_itfs_cu/asm_mla.cu, aiter/mla.py, aiter/ops/attention.py, "
    "csrc/kernels/mla/metadata/v1_2_host.cuh, op_tests/test_mla_prefill_ps.py, "
    "hsa/gfx950/mla/mla_asm.csv")
