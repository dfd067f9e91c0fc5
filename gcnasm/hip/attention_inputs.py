"""Seeded inputs of attention kernels that must agree with each other:
packed sequence lengths (aiter's varlen ``cu_seqlens``) and the consistent
Q, K, V, dO, LSE and D a backward pass reads.  Plain numpy generators of
:mod:`.generated`'s kind (params, seed) -> parts.
"""

from __future__ import annotations

from typing import Dict, Mapping

import numpy as np

from .dtypes import dtype as lookup_dtype
from .seeding import seeded_rng


def seqstarts(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """Variable-length sequences packed one after another (aiter's varlen
    ``cu_seqlens``): COUNT seeded lengths in [MIN, MAX], one of them MAX (a
    launch sizes its grid by the longest); part ``lengths`` [COUNT] and part
    ``starts`` [COUNT + 1], the prefix sums from 0."""
    count, longest = params["COUNT"], params["MAX"]
    low = min(max(params.get("MIN", 1), 0), longest)
    if count < 1 or longest < 1:
        raise ValueError(f"seqstarts needs COUNT >= 1 and MAX >= 1, got {count}, {longest}")
    rng = seeded_rng(seed, "seqstarts")
    lengths = rng.integers(low, longest + 1, size=count)
    lengths[rng.integers(count)] = longest
    starts = np.concatenate([[0], np.cumsum(lengths)])
    return {"lengths": lengths.astype(np.int64), "starts": starts.astype(np.int64)}


def attention_bwd(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """Consistent inputs of an attention backward pass: seeded Q [B, SQ, H,
    DQ], K [B, SK, HK, DQ], V [B, SK, HK, DV] and dO [B, SQ, H, DV] (normal,
    rounded to bf16, or fp16 with FP16 = 1), and what the forward pass and
    aiter's odo kernel would have left for them: ``lse`` [B, H, SQ] (natural
    log, scale 1/sqrt(DQ), CAUSAL = 1 top-left, 2 bottom-right, 3 a window of WL
    keys left and WR right) and ``d`` =
    rowsum(dO * O) [B, H, SQ] with O rounded like the inputs."""
    B, H, HK, SQ, SK = (params[k] for k in ("B", "H", "HK", "SQ", "SK"))
    DQ, DV = params["DQ"], params.get("DV", params["DQ"])
    causal = params.get("CAUSAL", 0)
    dt = lookup_dtype("fp16" if params.get("FP16") else "bf16")
    rng = seeded_rng(seed, "attention_bwd")
    as_dt = lambda a: dt.decode(dt.encode(a)).astype(np.float64)  # noqa: E731
    q = as_dt(rng.normal(size=(B, SQ, H, DQ)))
    k = as_dt(rng.normal(size=(B, SK, HK, DQ)))
    v = as_dt(rng.normal(size=(B, SK, HK, DV)))
    do = as_dt(rng.normal(size=(B, SQ, H, DV)))
    scale = float(np.float32(1.0 / np.sqrt(DQ)))
    lse = np.zeros((B, H, SQ))
    d = np.zeros((B, H, SQ))
    rows, cols = np.arange(SQ)[:, None], np.arange(SK)[None, :]
    allowed = ((cols <= rows) if causal == 1 else (cols <= rows + SK - SQ) if causal == 2
               else (cols >= rows - params["WL"]) & (cols <= rows + params["WR"]) if causal == 3
               else None)
    for b in range(B):
        for h in range(H):
            kh = h // (H // HK)
            s = q[b, :, h] @ k[b, :, kh].T * scale
            if allowed is not None:
                s = np.where(allowed, s, -np.inf)
            m = s.max(axis=1, keepdims=True)
            p = np.exp(s - m)
            total = p.sum(axis=1, keepdims=True)
            lse[b, h] = (m + np.log(total))[:, 0]
            o = as_dt((p / total) @ v[b, :, kh])
            d[b, h] = (o * do[b, :, h]).sum(axis=1)
    return {"q": q.ravel(), "k": k.ravel(), "v": v.ravel(), "do": do.ravel(),
            "lse": lse.ravel(), "d": d.ravel()}
