"""Variable-length (group mode) inputs of an attention backward pass.

aiter's varlen interfaces pack B sequences one after another: Q, dO [TQ, H,
D], K, V [TK, HK, D], LSE and D [H, TQ] (csrc/py_itfs_cu/
asm_mha_varlen_bwd.cu: batch strides 0, the LSE's head stride its row
count), with the sequence starts in ``cu_seqlens_q/k`` (int32 [B + 1]).
TQ and TK are the tensors' row counts, which may exceed the last start:
here B * SQ and B * SK, rows past the last sequence zero.
"""

from __future__ import annotations

from typing import Dict, Mapping

import numpy as np

from .attention_inputs import attention_bwd, seqstarts


def attention_bwd_group(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """B sequences of seeded lengths (q in [QMIN, SQ], k in [KMIN, SK], one
    of each the longest; with a mask (CAUSAL 1 or 2) no k sequence shorter
    than its q), each with :func:`attention_bwd`'s consistent inputs.
    Parts: q, k, v, do (packed rows), lse, d ([H, B * SQ]), starts_q,
    starts_k (cu_seqlens)."""
    B, H, HK, SQ, SK = (params[k] for k in ("B", "H", "HK", "SQ", "SK"))
    DQ, DV = params["DQ"], params.get("DV", params["DQ"])
    causal = params.get("CAUSAL", 0)
    lq = seqstarts({"COUNT": B, "MAX": SQ, "MIN": params.get("QMIN", 1)}, seed)["lengths"]
    lk = seqstarts({"COUNT": B, "MAX": SK, "MIN": params.get("KMIN", 1)}, seed + 1)["lengths"]
    if causal:
        lk = np.minimum(np.maximum(lk, lq), SK)
    if causal and (lk < lq).any():
        raise ValueError(f"attention_bwd_group: a masked sequence needs SK >= SQ, got {SK} < {SQ}")
    sq0 = np.concatenate([[0], np.cumsum(lq)])
    sk0 = np.concatenate([[0], np.cumsum(lk)])
    q = np.zeros((B * SQ, H, DQ))
    do = np.zeros((B * SQ, H, DV))
    k = np.zeros((B * SK, HK, DQ))
    v = np.zeros((B * SK, HK, DV))
    lse = np.zeros((H, B * SQ))
    d = np.zeros((H, B * SQ))
    for b in range(B):
        one = attention_bwd({"B": 1, "H": H, "HK": HK, "SQ": int(lq[b]), "SK": int(lk[b]),
                             "DQ": DQ, "DV": DV, "CAUSAL": causal,
                             "FP16": params.get("FP16", 0)}, seed * 1009 + b)
        rq, rk = slice(sq0[b], sq0[b + 1]), slice(sk0[b], sk0[b + 1])
        q[rq] = one["q"].reshape(-1, H, DQ)
        do[rq] = one["do"].reshape(-1, H, DV)
        k[rk] = one["k"].reshape(-1, HK, DQ)
        v[rk] = one["v"].reshape(-1, HK, DV)
        lse[:, rq] = one["lse"].reshape(H, -1)
        d[:, rq] = one["d"].reshape(H, -1)
    return {"q": q.ravel(), "k": k.ravel(), "v": v.ravel(), "do": do.ravel(),
            "lse": lse.ravel(), "d": d.ravel(),
            "starts_q": sq0.astype(np.int64), "starts_k": sk0.astype(np.int64)}
