"""gcnasm.hip.varlen: packed (group-mode) inputs of an attention backward
pass, checked against a plain per-sequence computation."""

import math

import numpy as np
import pytest

from gcnasm.hip import generated


@pytest.mark.parametrize("causal", [0, 1, 2])
def test_attention_bwd_group_packs_consistent_sequences(causal):
    p = {"B": 3, "H": 2, "HK": 1, "SQ": 12, "SK": 16, "DQ": 8, "DV": 4, "CAUSAL": causal,
         "QMIN": 5, "KMIN": 3}
    out = generated.generate("attention_bwd_group", p, 7)
    sq, sk = out["starts_q"], out["starts_k"]
    lq, lk = np.diff(sq), np.diff(sk)
    assert sq[0] == sk[0] == 0 and lq.max() == 12 and (lq >= 5).all() and (lk <= 16).all()
    if causal:
        assert (lk >= lq).all()       # a masked row always sees a key
    q = out["q"].reshape(36, 2, 8)
    k = out["k"].reshape(48, 1, 8)
    lse = out["lse"].reshape(2, 36)
    d = out["d"].reshape(2, 36)
    v = out["v"].reshape(48, 1, 4)
    do = out["do"].reshape(36, 2, 4)
    assert not q[sq[-1]:].any() and not lse[:, sq[-1]:].any()   # rows past the last sequence
    scale = float(np.float32(1 / math.sqrt(8)))
    for b in range(3):
        for h in range(2):
            for i in range(lq[b]):
                keys = [j for j in range(lk[b]) if causal == 0 or
                        (j <= i if causal == 1 else j <= i + lk[b] - lq[b])]
                s = [float(q[sq[b] + i, h] @ k[sk[b] + j, 0]) * scale for j in keys]
                m = max(s)
                w = [math.exp(x - m) for x in s]
                want = m + math.log(math.fsum(w))
                assert lse[h, sq[b] + i] == pytest.approx(want, abs=1e-9)
                o = sum(wj * v[sk[b] + j, 0] for wj, j in zip(w, keys)) / math.fsum(w)
                # D = rowsum(dO * O) with O rounded to bf16 like the inputs
                assert d[h, sq[b] + i] == pytest.approx(float(o @ do[sq[b] + i, h]), abs=2e-2)
