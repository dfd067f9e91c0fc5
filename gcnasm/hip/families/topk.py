"""The topksoftmax family."""

from __future__ import annotations

import re

import numpy as np

from .base import Family, buffer_entry, decode, short_name, u32


# --- topksoftmax ------------------------------------------------------------------
# csrc/py_itfs_cu/asm_topksoftmax.cu (KernelArgs; topk_softmax_asm):
#   per token (row of gating A [batch, expert], fp32 or bf16 - the name's
#   _bf16 suffix): softmax over the experts, the topk largest: indices to T
#   (int32 [batch, topk]) and probabilities to W (fp32 [batch, topk]),
#   renormalised to sum 1 when renormalize; out_stride = W's row stride in
#   bytes (topk * 4); grid (ceil(batch / subm)), block 256 (4 waves).  The
#   name is topksoftmax_<subm>x<experts>x<topk>[_bf16].

def _topk_build(m: re.Match, metadata, args):
    subm, experts, topk = int(m.group("subm")), int(m.group("experts")), int(m.group("topk"))
    in_dt = "bf16" if m.group("bf16") else "fp32"
    dims = {"TOKENS": 2 * subm, "EXPERTS": experts, "TOPK": topk, "SUBM": subm, "RENORM": 0}
    binding = {"T": "T", "W": "W", "A": "A", "batch": u32("TOKENS"), "expert": u32("EXPERTS"),
               "topk": u32("TOPK"), "renormalize": u32("RENORM"), "out_stride": u32("TOPK * 4")}
    buffers = [buffer_entry("A", in_dt, ["TOKENS", "EXPERTS"]),
               buffer_entry("T", "int32", ["TOKENS", "TOPK"], "output", init={"kind": "const", "value": -1}),
               buffer_entry("W", "fp32", ["TOKENS", "TOPK"], "output")]
    name = short_name(m.string)
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": "5*TOKENS*EXPERTS", "line_dims": ["TOKENS", "EXPERTS", "TOPK", "RENORM"],
            "grid": ["ceil_div(TOKENS, SUBM)", 1, 1], "min_cos": 0.999999, "buffers": buffers}
    sites = [dict(base, name="topksoftmax", dims=dict(dims),
                  description=f"aiter {name}: softmax of {in_dt} gating over {experts} experts, "
                              f"top {topk} indices (T) and weights (W), {subm} tokens per "
                              f"workgroup (csrc/py_itfs_cu/asm_topksoftmax.cu)"),
             dict(base, name="topksoftmax_renorm", dims=dict(dims, RENORM=1),
                  description=f"{name}: weights renormalised to sum 1"),
             dict(base, name="topksoftmax_tail", dims=dict(dims, TOKENS=2 * subm + max(1, subm // 2)),
                  description=f"{name}: tokens not a multiple of {subm}")]
    return sites, f"name says {in_dt} gating, {experts} experts, top {topk}, {subm} tokens per workgroup"


def _topk_reference(inputs, dims, params):
    t, e, k = dims["TOKENS"], dims["EXPERTS"], dims["TOPK"]
    raw = inputs["A"]
    a = (decode(raw, "bf16") if raw.dtype == np.uint16 else raw.astype(np.float64)).reshape(t, e)
    p = np.exp(a - a.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    idx = np.argsort(-p, axis=1, kind="stable")[:, :k]
    w = np.take_along_axis(p, idx, axis=1)
    if dims.get("RENORM"):
        w = w / w.sum(axis=1, keepdims=True)
    return {"T": idx.astype(np.float64), "W": w}


TOPKSOFTMAX = Family(
    "topksoftmax", "softmax over the experts, then the top-k indices and weights",
    re.compile(r"topksoftmax_(?P<subm>\d+)x(?P<experts>\d+)x(?P<topk>\d+)(?P<bf16>_bf16)?"),
    _topk_build, _topk_reference, "csrc/py_itfs_cu/asm_topksoftmax.cu")
