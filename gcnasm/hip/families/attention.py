"""The attention family fmha_v3_fwd and what the attention families share
(the mathematics, the argument-name helpers); fmha_v3_bwd is in
:mod:`.attention_bwd`, fmha_v4_fwd in :mod:`.attention_v4`.

Sequence layouts follow aiter's torch interfaces: batch mode Q [B, SQ, H, D],
K and V [B, SK, HK, D], O [B, SQ, H, D], LSE [B, H, SQ] fp32; group (varlen)
mode Q [TQ, H, D] with the sequences one after another, their starts in
``cu_seqlens`` (int32 [B + 1]), LSE [H, TQ].  The buffers of a group site
are sized for B sequences of the longest length; rows past the last
sequence stay as filled (zeros) and the reference says zeros there.
"""

from __future__ import annotations

import re
from typing import Any, Dict, Optional, Sequence

import numpy as np

from ..dtypes import dtype as lookup_dtype
from .base import Family, buffer_entry, decode, short_name, u32
from .paged import FP8_INSIDE

F32 = "fp32"
# Some of AMD's symbols carry a wrong length (_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E
# names 25 characters), so short_name leaves them whole: the patterns accept
# the mangling around the name.
MANGLED = r"(?:_ZN5aiter\d+)?"


def pick_arg(args: Sequence[str], *names: str) -> Optional[str]:
    """The first of ``names`` the kernel's metadata has (aiter's kernels name
    the same struct field differently: ``R`` or ``ptr_o``, ``seq_len`` or
    ``s_seq_len``)."""
    for n in names:
        if n in args:
            return n
    return None


def bind_arg(binding: Dict[str, Any], args: Sequence[str], value, *names: str) -> None:
    name = pick_arg(args, *names)
    if name is not None:
        binding[name] = value


# --- the mathematics ------------------------------------------------------------

def attention(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, causal: bool,
              p_fp8_tile: int = 0):
    """One sequence, one head: q [sq, d], k [sk, d], v [sk, dv] (float64) ->
    (o [sq, dv], lse [sq]) of softmax(q k^T * scale) v, natural-log LSE.
    Causal is aiter's bottom-right alignment (mask_type 2: row i sees keys
    j <= i + sk - sq; the same as top-left when sq == sk); a row that sees
    no key gives o = 0 and lse = -inf.

    ``p_fp8_tile`` > 0: the fp8 kernels' P . V takes P as e4m3 (their MFMA
    is fp8 x fp8), P = exp(s - running max) of each kv tile of that many
    keys in the online softmax; the reference rounds P the same way (the
    normaliser and LSE stay exact).  Without it the rounding alone is 1.6e-2
    of the scale on hd128; with it 2.4e-3."""
    s = (q @ k.T) * scale
    sq, sk = s.shape
    if causal:
        allowed = np.arange(sk)[None, :] <= np.arange(sq)[:, None] + (sk - sq)
        s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    p = np.exp(s - m)
    l = p.sum(axis=1, keepdims=True)
    safe = np.where(l > 0, l, 1.0)
    if p_fp8_tile:
        e4m3 = lookup_dtype("fp8_e4m3")
        acc = np.zeros((sq, v.shape[1]))
        run = np.full((sq, 1), -np.inf)
        for t in range(0, sk, p_fp8_tile):
            st = s[:, t:t + p_fp8_tile]
            new = np.maximum(run, st.max(axis=1, keepdims=True))
            base = np.where(np.isfinite(new), new, 0.0)
            rescale = np.where(np.isfinite(run), np.exp(run - base), 0.0)
            pt = e4m3.decode(e4m3.encode(np.exp(st - base))).astype(np.float64)
            acc = acc * rescale + pt @ v[t:t + p_fp8_tile]
            run = new
        # acc is relative to the final running max, which is m
        o = np.where(l > 0, acc / safe, 0.0)
    else:
        o = np.where(l > 0, (p / safe) @ v, 0.0)
    with np.errstate(divide="ignore"):
        lse = np.where(l[:, 0] > 0, np.log(safe[:, 0]) + m[:, 0], -np.inf)
    return o, lse


# --- fmha_v3_fwd ------------------------------------------------------------------
# csrc/include/mha_fwd.h (struct fmha_fwd_v3_args: 16-byte slots, pointers
# then unsigned ints) and csrc/cpp_itfs/mha_fwd.cu (init_fmha_fwd_v3_args,
# get_grid_dim, fmha_fwd_v3):
#   scalar = softmax scale (fp32 in an i32-typed slot); strides in bytes:
#   s_Seqs = stride of one row (H * D * bpe), s_Ts = ts_qo rows, s_Hs = one
#   head, s_Bs = one batch (0 in group mode); the same for k_, v_ and o_ (r_
#   in the bf16 kernels' metadata); s_gqa = H / HK; s_opt = tune option 5,
#   3 for a masked kernel when H % 8 != 0 or SQ > 16K; s_lse = 1 to write
#   LSE; s_lse_Hs = LSE's head stride in bytes; s_kv_seq_len = SK.
#   Group mode: ptr_qseq = ptr_qseq_padding = cu_seqlens_q, the same for k;
#   seq_len = the longest sequence.  fp8 kernels ("fp8bf16"): Q, K, V fp8,
#   O bf16, descale factors fp32 [B, HK] (csrc/py_itfs_cu/asm_mha_fwd.cu)
#   with their strides in bytes.
#   Grid: batch (ceil(ceil(SQ / ts_qo) / tg), H, B), group (H, B,
#   ceil(ceil(SQ / ts_qo) / tg)), tg = 2 for a masked kernel (a workgroup
#   takes a head and a tail tile); block 512 (256 for hd192_hd128).
#   ts_qo is 256 for every gfx950 kernel (hsa/gfx950/fmha_v3_fwd/fmha_fwd.csv).
#   Only causal mask kernels exist (mask 2, "_causal").

TS_QO = 256
# The fp8 kernels' kv tile: ts_kv 128 at hd128 and 64 at hd256 in
# fmha_fwd.csv, 16 KiB of fp8 K either way.
TS_KV_FP8_BYTES = 16384

# The hd256 fp8 kernels (aiter 5c0fece96d, "hd256 fp8 attention perf
# improvement" #4733; the blob before it has none of this) take P of a kv
# tile from an approximate exp2 when every lane of the wave finds the tile's
# new maximum small against its running row sum: per lane
# (max_tile - max_old) * s26 - (log2(l_lane) + 0.5) <= -4 (v_cmp_gt_f32
# ... -4.0, then s_cbranch_scc1 over the fast path, 4 copies in the main
# loops, none in the masked diagonal loop).  The fast path is Schraudolph's
# bit trick: bits = cvt_u32(x * 2^23 + 0x4e7de250 read as fp32), read as
# fp32, in place of v_exp_f32.  Its ratio to 2^x lies in [0.96061, 1.01966]
# (2^x_frac against the linear mantissa, less a 0.058 shift), so the row
# sum, and with it LSE, may err by ln(1/0.96061) = 0.0402 at most.  The
# sites' largest |LSE| is about ln 192 = 5.26 or more (the shortest
# longest row, the non-causal tail site's 192 keys; 5.69 measured), hence max_rel 8e-3 on LSE for
# these kernels (aiter's own test_mha_fp8 holds LSE to |diff| < 0.01).
# O too: a fast tile's P is e4m3(P r), r the ratio above, not the e4m3(P)
# the reference rounds (p_fp8_tile), so there the reference no longer
# mirrors the kernel's fp8 P and O is held as other kernels with fp8 P
# inside (paged.FP8_INSIDE, cos 0.998, max_rel 0.1).
# Measured (emulator, 3 sites x seeds 0-9): causal_group LSE max_rel
# <= 4.5e-4, O cos >= 0.999976, max_rel <= 3.4e-3 (passes bf16's); group
# (non-causal) LSE <= 6.0e-4, O cos >= 0.99980, max_rel <= 0.041 (seeds
# 1, 2, 3, 5, 6 miss bf16's 1e-2).  With the four branches made
# unconditional (the fast path never taken) every site of both meets
# fp32's LSE and bf16's O tolerance (causal_group seeds 0-2, group seeds
# 1-3, 5: LSE <= 1.4e-7 rel, O cos 0.9999986, max_rel <= 3.3e-3).
FAST_EXP2_RATIO = (0.96061, 1.01966)
FAST_EXP2_LSE_TOLERANCE = [0.999999, 8e-3]


def _fwd_v3_build(m: re.Match, metadata, args):
    dq = int(m.group("dq"))
    dv = int(m.group("dv") or dq)
    fp8 = m.group("dtype") == "fp8"
    causal = bool(m.group("causal"))
    group = bool(m.group("group"))
    in_dt = "fp8_e4m3" if fp8 else "bf16"
    bpe = 1 if fp8 else 2
    block = 256 if (dq, dv) == (192, 128) else 512
    tg = 2 if causal else 1
    # B = 2, H = 2 over HK = 1 (GQA 2): every index (batch, head, kv head)
    # is exercised; one q tile per sequence.
    dims = {"B": 2, "H": 2, "HK": 1, "SQ": TS_QO, "SK": TS_QO, "DQ": dq, "DV": dv,
            "TS_QO": TS_QO, "TG": tg}
    if causal:
        dims.update(SQ=2 * TS_QO, SK=2 * TS_QO)
    rows_q = "B * SQ" if group else None
    rows_k = "B * SK" if group else None
    b: Dict[str, Any] = {}
    bind_arg(b, args, "O", "ptr_o", "R")
    bind_arg(b, args, "Q", "ptr_q", "Q")
    bind_arg(b, args, "K", "ptr_k", "K")
    bind_arg(b, args, "V", "ptr_v", "V")
    bind_arg(b, args, "LSE", "ptr_lse", "LSE")
    bind_arg(b, args, {"value": "1 / sqrt(DQ)", "dtype": F32}, "scalar")
    ints = {
        "seq_len": "SQ", "Seqs": f"H * DQ * {bpe}", "Ts": f"TS_QO * H * DQ * {bpe}",
        "Hs": f"DQ * {bpe}", "Bs": "0" if group else f"SQ * H * DQ * {bpe}", "gqa": "H // HK",
        "k_Seqs": f"HK * DQ * {bpe}", "k_Hs": f"DQ * {bpe}",
        "k_Bs": "0" if group else f"SK * HK * DQ * {bpe}",
        "lse": "1", "kv_seq_len": "SK", "qk_head_dim": "DQ", "v_head_dim": "DV",
        "q_head_num": "H", "v_Seqs": f"HK * DV * {bpe}", "v_Hs": f"DV * {bpe}",
        "v_Bs": "0" if group else f"SK * HK * DV * {bpe}",
        "o_Seqs": "H * DV * 2", "o_Hs": "DV * 2", "o_Bs": "0" if group else "SQ * H * DV * 2",
        "lse_Hs": ("B * SQ * 4" if group else "SQ * 4"),
    }
    for field_name, value in ints.items():
        alt = "r_" + field_name[2:] if field_name.startswith("o_") else field_name
        bind_arg(b, args, u32(value), "s_" + field_name, field_name, alt)
    opt = "5" if not causal else "(5 if H % 8 == 0 else 3) if SQ <= 16384 else 3"
    bind_arg(b, args, u32(opt), "s_opt", "msk_opt")
    if group:
        for ptr, buf in (("ptr_qseq", "cu_seqlens_q"), ("ptr_qseq_padding", "cu_seqlens_q"),
                         ("ptr_kseq", "cu_seqlens_k"), ("ptr_kseq_padding", "cu_seqlens_k")):
            bind_arg(b, args, buf, ptr)
    else:
        # Batch mode passes null here; a pointer must name a buffer, so the
        # batch's own sequence starts go in (what a group launch would pass).
        for ptr, buf in (("ptr_qseq", "seqstarts_q"), ("ptr_qseq_padding", "seqstarts_q"),
                         ("ptr_kseq", "seqstarts_k"), ("ptr_kseq_padding", "seqstarts_k")):
            bind_arg(b, args, buf, ptr)
    q_shape = [rows_q, "H", "DQ"] if group else ["B", "SQ", "H", "DQ"]
    k_shape = [rows_k, "HK", "DQ"] if group else ["B", "SK", "HK", "DQ"]
    v_shape = [rows_k, "HK", "DV"] if group else ["B", "SK", "HK", "DV"]
    o_shape = [rows_q, "H", "DV"] if group else ["B", "SQ", "H", "DV"]
    lse_shape = ["H", rows_q] if group else ["B", "H", "SQ"]
    buffers = [buffer_entry("Q", in_dt, q_shape), buffer_entry("K", in_dt, k_shape),
               buffer_entry("V", in_dt, v_shape)]
    if group:
        # One call per side: q and k sequences of the same lengths unless the
        # site says otherwise (KMIN); the longest is SQ / SK (the grid's).
        buffers += [
            buffer_entry("cu_seqlens_q", "int32", ["B + 1"], show=False,
                         init={"kind": "generated", "generator": "seqstarts", "part": "starts",
                               "params": {"COUNT": "B", "MAX": "SQ", "MIN": "QMIN"}}),
            buffer_entry("cu_seqlens_k", "int32", ["B + 1"], show=False,
                         init={"kind": "generated", "generator": "seqstarts", "part": "starts",
                               "params": {"COUNT": "B", "MAX": "SK", "MIN": "KMIN"}}),
        ]
        dims.update(QMIN=dims["SQ"] // 2 + 1, KMIN=dims["SQ"] // 2 + 1)
    else:
        buffers += [
            buffer_entry("seqstarts_q", "int32", ["B + 1"], show=False,
                         init={"kind": "generated", "generator": "arange", "part": "values",
                               "params": {"COUNT": "B + 1", "STEP": "SQ"}}),
            buffer_entry("seqstarts_k", "int32", ["B + 1"], show=False,
                         init={"kind": "generated", "generator": "arange", "part": "values",
                               "params": {"COUNT": "B + 1", "STEP": "SK"}}),
        ]
    if fp8:
        for side in "qkv":
            name = f"descale_{side}"
            bind_arg(b, args, name, f"ptr_{side}_descale")
            # Per tensor (aiter's shape [1], strides 0): the gfx950 kernels
            # read descale[0] only - none loads the s_descale_* strides
            # (kernarg 0x230..0x280), so per-(batch, kv head) factors are
            # not theirs to apply.
            bind_arg(b, args, u32("0"), f"s_descale_{side}_Bs")
            bind_arg(b, args, u32("0"), f"s_descale_{side}_Hs")
            buffers.append(buffer_entry(name, F32, [1],
                                        init={"kind": "uniform", "low": 0.5, "high": 1.5}))
    zero_out = {"kind": "zeros"} if group else None
    buffers += [buffer_entry("O", "bf16", o_shape, "output", init=zero_out),
                buffer_entry("LSE", F32, lse_shape, "output", init=zero_out)]
    ntiles = "ceil_div(ceil_div(SQ, TS_QO), TG)"
    grid = ["H", "B", ntiles] if group else [ntiles, "H", "B"]
    name = short_name(m.string)
    mode = "group (varlen, cu_seqlens)" if group else "batch"
    what = (f"aiter {name}: O = softmax(Q K^T / sqrt({dq}){' + causal mask' if causal else ''}) V "
            f"and LSE, {in_dt} in{' with per-tensor fp32 descale factors' if fp8 else ''}, "
            f"bf16 out, hd {dq}/{dv}, {mode} (csrc/cpp_itfs/mha_fwd.cu)")
    base = {"args": b, "args_fill": 0, "block": [block, 1, 1], "shared_mem": 0,
            "flops": f"4 * B * H * SQ * SK * DQ // {tg}", "grid": grid, "min_cos": 0.9999,
            "line_dims": ["B", "H", "HK", "SQ", "SK"], "buffers": buffers,
            "reference": {"causal": causal, "group": group, "fp8": fp8,
                          "p_fp8_tile": TS_KV_FP8_BYTES // dq if fp8 else 0}}
    if fp8 and dq == 256:
        base["reference"]["tolerance"] = {"O": list(FP8_INSIDE), "LSE": list(FAST_EXP2_LSE_TOLERANCE)}
    sites = [dict(base, name="fmha_fwd", dims=dict(dims), description=what)]
    tail = dict(dims, SQ=dims["SQ"] - 56, SK=dims["SK"] - 56 - (0 if causal else 8))
    if group:
        tail.update(QMIN=tail["SQ"] // 2, KMIN=tail["SK"] // 2)
    sites.append(dict(base, name="fmha_fwd_tail", dims=tail,
                      description=f"{name}: sequence lengths not a multiple of the {TS_QO}-row "
                                  f"tile (q {tail['SQ']}, kv {tail['SK']})"))
    sites.append(dict(base, name="fmha_fwd_mha", dims=dict(dims, HK=dims["H"]),
                      description=f"{name}: as many kv heads as q heads (gqa 1)"))
    why = (f"name says {in_dt} in, bf16 out, head dim {dq}/{dv}, {'causal (bottom-right)' if causal else 'no mask'}, "
           f"{mode}; tile {TS_QO} q rows (aiter's fmha_fwd.csv ts_qo for gfx950)")
    return sites, why


def _sequences(inputs, dims, params, side: str):
    """(start, length) of each sequence of side 'q' or 'k'."""
    B = dims["B"]
    full = dims["SQ"] if side == "q" else dims["SK"]
    if params.get("group"):
        starts = inputs[f"cu_seqlens_{side}"].astype(np.int64).reshape(-1)
        return [(int(starts[i]), int(starts[i + 1] - starts[i])) for i in range(B)]
    return [(i * full, full) for i in range(B)]


def _fwd_v3_reference(inputs, dims, params):
    B, H, HK, DQ, DV = dims["B"], dims["H"], dims["HK"], dims["DQ"], dims["DV"]
    group = params.get("group")
    dt = "fp8_e4m3" if params.get("fp8") else "bf16"
    q = decode(inputs["Q"], dt).reshape(-1, H, DQ)
    k = decode(inputs["K"], dt).reshape(-1, HK, DQ)
    v = decode(inputs["V"], dt).reshape(-1, HK, DV)
    scale = float(np.float32(1.0 / np.sqrt(DQ)))
    o = np.zeros((q.shape[0], H, DV))
    lse = np.zeros((H, q.shape[0]))       # [H, rows] (batch mode: reordered below)
    qs, ks = _sequences(inputs, dims, params, "q"), _sequences(inputs, dims, params, "k")
    gqa = H // HK
    for bi in range(B):
        (q0, nq), (k0, nk) = qs[bi], ks[bi]
        for h in range(H):
            kh = h // gqa
            qq, kk, vv = q[q0:q0 + nq, h], k[k0:k0 + nk, kh], v[k0:k0 + nk, kh]
            if params.get("fp8"):
                dsc = {s: float(inputs[f"descale_{s}"].reshape(-1)[0]) for s in "qkv"}
                qq, kk, vv = qq * dsc["q"], kk * dsc["k"], vv * dsc["v"]
            oo, ll = attention(qq, kk, vv, scale, bool(params.get("causal")),
                               int(params.get("p_fp8_tile", 0)))
            o[q0:q0 + nq, h] = oo
            lse[h, q0:q0 + nq] = ll
    if group:
        return {"O": o, "LSE": lse}
    SQ = dims["SQ"]
    return {"O": o.reshape(B, SQ, H, DV),
            "LSE": lse.reshape(H, B, SQ).transpose(1, 0, 2)}


FMHA_V3_FWD = Family(
    "fmha_v3_fwd", "flash attention forward (bf16 or fp8 in, bf16 out, LSE), batch or varlen, "
                   "causal or not, GQA",
    re.compile(MANGLED + r"fmha_fwd_hd(?P<dq>\d+)(?:_hd(?P<dv>\d+))?_(?P<dtype>bf16|fp8)"
               r"(?P<causal>_causal)?(?P<group>_group)?(?:_gfx950)?E?"),
    _fwd_v3_build, _fwd_v3_reference,
    "csrc/include/mha_fwd.h (fmha_fwd_v3_args), csrc/cpp_itfs/mha_fwd.cu, "
    "csrc/py_itfs_cu/asm_mha_fwd.cu, csrc/py_itfs_cu/asm_mha_varlen_fwd.cu, "
    "hsa/gfx950/fmha_v3_fwd/fmha_fwd.csv")
