"""Structured buffer contents a site derives from its dimensions: index
tables, sorted routing, block tables, sequence lengths.

A buffer with ``init = {kind = "generated", generator = "NAME", part =
"PART", params = {KEY = "expr", ...}}`` holds part ``PART`` of what
generator ``NAME`` makes from the resolved integer ``params`` (expressions
over the site's dims) and the seed.  Several buffers naming the same
generator and params share one call, so the parts agree with each other
(the sorted token ids, the expert of each block and the valid count of one
routing, say).  A generator is deterministic in (params, seed).

Generators are plain numpy here, below the sites that name them, so a
user's site file can use them as well as the families' sites.
"""

from __future__ import annotations

from typing import Callable, Dict, Mapping

import numpy as np

from . import worklist
from .attention_inputs import attention_bwd, seqstarts
from .seeding import seeded_rng
from .varlen import attention_bwd_group

Generator = Callable[[Mapping[str, int], int], Dict[str, np.ndarray]]


def arange(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """``values``: START, START+STEP, ... (COUNT values)."""
    count, start, step = params["COUNT"], params.get("START", 0), params.get("STEP", 1)
    return {"values": start + step * np.arange(count, dtype=np.int64)}


def permutation(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """``values``: a seeded permutation of 0 .. COUNT-1."""
    return {"values": seeded_rng(seed, "permutation").permutation(params["COUNT"]).astype(np.int64)}


def paged_kv(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """A paged KV cache's index tables (aiter's paged attention and MLA
    decode: csrc/py_itfs_cu/asm_pa.cu, asm_mla.cu, op_tests/test_pa.py,
    test_mla.py).  BATCH sequences; sequence i has CTX - i * CTX_STEP tokens
    of context (at least 1) and QLEN query tokens (default 1); pages of
    BLOCK tokens.  The BATCH * ceil(CTX / BLOCK) pages of the cache are
    handed out in a seeded random order, so a sequence's pages are
    scattered.  Parts: ``block_tables`` [BATCH, ceil(CTX / BLOCK)] (each
    row a sequence's pages; unused entries hold pages no sequence reads),
    ``context_lens`` [BATCH], ``qo_indptr`` [BATCH + 1] (prefix sums of the
    query lengths), ``kv_indptr`` [BATCH + 1] (prefix sums of the pages in
    use), ``kv_indices`` [BATCH * ceil(CTX / BLOCK)] (the pages in use,
    sequence after sequence, padded with the unused ones) and
    ``kv_last_page_lens`` [BATCH] (tokens in each sequence's last page)."""
    batch, ctx, block = params["BATCH"], params["CTX"], params["BLOCK"]
    step, qlen = params.get("CTX_STEP", 0), params.get("QLEN", 1)
    if batch < 1 or ctx < 1 or block < 1 or qlen < 1:
        raise ValueError(f"paged_kv needs BATCH, CTX, BLOCK, QLEN >= 1, got {dict(params)}")
    per_seq = -(-ctx // block)
    lens = np.maximum(1, ctx - step * np.arange(batch, dtype=np.int64))
    used = -(-lens // block)
    pages = seeded_rng(seed, "paged_kv").permutation(batch * per_seq).astype(np.int64)
    tables = pages.reshape(batch, per_seq)
    in_use = np.concatenate([tables[i, :used[i]] for i in range(batch)])
    spare = np.concatenate([tables[i, used[i]:] for i in range(batch)])
    return {"block_tables": tables.reshape(-1), "context_lens": lens,
            "qo_indptr": qlen * np.arange(batch + 1, dtype=np.int64),
            "kv_indptr": np.concatenate([[0], np.cumsum(used)]),
            "kv_indices": np.concatenate([in_use, spare]),
            "kv_last_page_lens": lens - (used - 1) * block}
def moe_sorting(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """aiter's MoE routing for TOKENS tokens, each sent to TOPK distinct
    experts of EXPERTS, sorted by expert in blocks of BLOCK rows.

    The layout is aiter's moe_sorting (op_tests/test_moe_sorting.py,
    run_torch_moe_sorting; aiter/fused_moe_bf16_asm.py moe_sorting_ck):
    ``sorted_token_ids`` [TOKENS*TOPK + EXPERTS*BLOCK - TOPK] holds
    ``token | topk_slot << 24`` expert after expert, each expert's run padded
    to a multiple of BLOCK with the sentinel ``TOKENS | TOPK << 24``;
    ``sorted_weights`` the routing weight of each entry (0 in the padding);
    ``sorted_expert_ids`` [ceil(len / BLOCK)] the expert of each block (-1
    past the used blocks); ``num_valid_ids`` [2] the padded total and
    TOKENS.  ``topk_ids`` / ``topk_weights`` [TOKENS, TOPK] are the routing
    itself (distinct experts per token, weights positive and summing to 1,
    as fused_topk with renormalisation gives).  EXPERT_START (default 0)
    routes to experts EXPERT_START.. only, leaving the first ones empty."""
    tokens, topk, experts, block = params["TOKENS"], params["TOPK"], params["EXPERTS"], params["BLOCK"]
    if tokens < 1 or block < 1 or not 1 <= topk <= experts:
        raise ValueError(f"moe_sorting needs TOKENS >= 1, BLOCK >= 1 and 1 <= TOPK <= EXPERTS "
                         f"(got TOKENS={tokens} TOPK={topk} EXPERTS={experts} BLOCK={block})")
    if tokens >= 1 << 24 or topk >= 1 << 7:
        raise ValueError("moe_sorting packs token | slot << 24: TOKENS < 2^24, TOPK < 128")
    first = params.get("EXPERT_START", 0)
    if not 0 <= first <= experts - topk:
        raise ValueError(f"moe_sorting: EXPERT_START={first} leaves fewer than TOPK experts")
    rng = seeded_rng(seed, "moe_sorting")
    ids = np.stack([first + rng.permutation(experts - first)[:topk] for _ in range(tokens)])
    w = rng.uniform(0.1, 1.0, size=(tokens, topk))
    w /= w.sum(axis=1, keepdims=True)
    length = tokens * topk + experts * block - topk
    sorted_ids = np.full(length, tokens | topk << 24, dtype=np.int64)
    sorted_w = np.zeros(length, dtype=np.float64)
    sorted_e = np.full((length + block - 1) // block, -1, dtype=np.int64)
    at = 0
    for e in range(experts):
        tok, slot = np.nonzero(ids == e)              # token order, as torch.where
        if not len(tok):
            continue
        sorted_ids[at:at + len(tok)] = tok | slot << 24
        sorted_w[at:at + len(tok)] = w[tok, slot]
        nblocks = (len(tok) + block - 1) // block
        sorted_e[at // block:at // block + nblocks] = e
        at += nblocks * block
    return {"sorted_token_ids": sorted_ids, "sorted_weights": sorted_w,
            "sorted_expert_ids": sorted_e, "num_valid_ids": np.array([at, tokens]),
            "topk_ids": ids, "topk_weights": w}



# name -> (function, the params it needs, one line for `gcnasm sites` help)
GENERATORS: Dict[str, tuple] = {
    "arange": (arange, ("COUNT",), "START + STEP * i for i < COUNT (part 'values')"),
    "permutation": (permutation, ("COUNT",), "a seeded permutation of 0..COUNT-1 (part 'values')"),
    "seqstarts": (seqstarts, ("COUNT", "MAX"),
                  "COUNT sequence lengths in [MIN, MAX], one of them MAX (parts 'lengths', "
                  "'starts': cu_seqlens, COUNT+1 prefix sums)"),
    "attention_bwd": (attention_bwd, ("B", "H", "HK", "SQ", "SK", "DQ"),
                      "inputs of an attention backward pass (parts q, k, v, do: BSHD; lse, d: "
                      "[B, H, SQ], consistent with them; CAUSAL 1/2, FP16, DV)"),
    "attention_bwd_group": (attention_bwd_group, ("B", "H", "HK", "SQ", "SK", "DQ"),
                            "attention_bwd per packed varlen sequence (parts q, k, v, do, lse, "
                            "d: [H, B*SQ], starts_q, starts_k: cu_seqlens)"),
    "paged_kv": (paged_kv, ("BATCH", "CTX", "BLOCK"),
                 "a paged KV cache's block_tables, context_lens, qo_indptr, kv_indptr, kv_indices, "
                 "kv_last_page_lens (CTX_STEP shortens each next sequence, QLEN query tokens)"),
    "pa_work_list": (worklist.pa_work_list, ("BATCH", "CTX", "BLOCK", "GQA", "WORKERS"),
                     "aiter's get_pa_metadata_v1 work list for persistent paged attention (parts "
                     "work_indptr, work_info, reduce_indptr, reduce_final_map, reduce_partial_map)"),
    "mla_work_list": (worklist.mla_work_list, ("BATCH", "CTX", "WORKERS"),
                      "aiter's get_mla_metadata_v1 work list for persistent MLA decode (parts "
                      "work_indptr, work_info, reduce_indptr, reduce_final_map, reduce_partial_map)"),
    "mla_prefill_work_list": (worklist.mla_prefill_work_list, ("BATCH", "CTX", "WORKERS"),
                              "aiter's get_ps_metadata_v1 work list for persistent MLA prefill "
                              "(parts qo_indptr, context_lens, work_indptr, work_info, "
                              "reduce_indptr, reduce_final_map, reduce_partial_map; HEADS, "
                              "CAUSAL, TILE_Q, KV_GRAN)"),
    "moe_sorting": (moe_sorting, ("TOKENS", "TOPK", "EXPERTS", "BLOCK"),
                    "aiter's MoE routing sorted by expert in BLOCK-row blocks (parts sorted_token_ids, "
                    "sorted_weights, sorted_expert_ids, num_valid_ids, topk_ids, topk_weights)"),
}


def generate(name: str, params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """Every part generator ``name`` makes; KeyError names what is missing."""
    function, needed, _ = GENERATORS[name]
    missing = [p for p in needed if p not in params]
    if missing:
        raise KeyError(f"generator {name!r} needs params {missing}")
    return function(params, seed)
