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

import zlib
from typing import Callable, Dict, Mapping

import numpy as np

Generator = Callable[[Mapping[str, int], int], Dict[str, np.ndarray]]


def _rng(seed: int, generator: str) -> np.random.Generator:
    return np.random.default_rng([seed & 0xFFFFFFFF, seed >> 32, zlib.crc32(generator.encode())])


def arange(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """``values``: START, START+STEP, ... (COUNT values)."""
    count, start, step = params["COUNT"], params.get("START", 0), params.get("STEP", 1)
    return {"values": start + step * np.arange(count, dtype=np.int64)}


def permutation(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """``values``: a seeded permutation of 0 .. COUNT-1."""
    return {"values": _rng(seed, "permutation").permutation(params["COUNT"]).astype(np.int64)}


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
    rng = _rng(seed, "moe_sorting")
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
