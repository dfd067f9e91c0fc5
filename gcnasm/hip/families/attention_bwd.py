"""The attention family fmha_v3_bwd: the odo, dqdkdv and dq_convert /
dq_shuffle launches of aiter's asm backward pass, batch and group (varlen)
mode (sequence layouts as in :mod:`.attention`)."""

from __future__ import annotations

import re
from typing import Any, Dict, List, Mapping

import numpy as np

from .attention import F32, MANGLED, bind_arg
from .base import Family, buffer_entry, decode, short_name, u32


# --- fmha_v3_bwd ------------------------------------------------------------------
# csrc/include/mha_bwd.h (fmha_bwd_dqdkdv_args, fmha_bwd_post_kernel_args,
# 16-byte slots) and csrc/cpp_itfs/mha_bwd.cu (fmha_v3_bwd): a backward pass
# is three launches, each kernel of the corpus one of them:
#   odo: D[b, h, s] = rowsum(dO * O) fp32 ([B, H, SQ], the LSE layout:
#     Hs_d = SQ * 4, BAs_d = H * SQ * 4, Seqs_d = 4); grid (ceil(SQ / 128),
#     H, B), block 256 (fmha_bwd_odo.csv ts 128);
#   dqdkdv: dQ, dK, dV from Q, K, V, dO, LSE and that D: with P = exp(S *
#     scale - LSE), dV = P^T dO, dS = P (dO V^T - D), dQ = dS K scale, dK =
#     dS^T Q scale; a32 kernels add dQ atomically into a zeroed fp32 dq_acc
#     [B, H, SQ, DQ] (no strides passed: the kernel derives them); dK and dV
#     per q head ([B, SK, H, D], aiter sums the GQA groups afterwards,
#     csrc/py_itfs_cu/asm_mha_bwd.cu dk_expanded); strides in bytes; ratio =
#     H / HK; Ts = ts * row stride of K; grid (ceil(SK / ts), H, B), halved
#     (rounded up) for causal kernels, block 256; ts per head dims from
#     fmha_bwd_dqdkdv.csv (hd64 192, hd128 256, hd192/128 192, hd192 64);
#     mask 1 ("_causal") top-left, 2 ("_causal_br") bottom-right;
#   dq_convert: dQ (bf16/fp16, [B, SQ, H, DQ]) = dq_acc (fp32, [B, H, SQ,
#     DQ]); grid (ceil(SQ / 64), H, B), block 256.
# Group (varlen) mode, csrc/py_itfs_cu/asm_mha_varlen_bwd.cu and mha_bwd.cu:
# Q, dO, dQ [TQ, H, D], K, V [TK, HK, D], dK, dV [TK, H, D], LSE and D
# [H, TQ] (batch strides 0, head stride of LSE/D TQ * 4), seqlen_q/k the
# totals TQ/TK (the tensors' row counts), max_seq_len_dq the longest q
# sequence, the a32 dq_acc [H, TQ, DQ] fp32; ptr_seqstart_q/k (and the
# _padded ones) = cu_seqlens_q/k; grids as batch mode with B sequences and
# the longest lengths.  The metadata declares those pointers as 4-byte i32
# values (each in a 16-byte slot of the struct): the sites write the 8-byte
# addresses at their offsets with raw_args.
# dq_shuffle (a16's bf16 dq_acc in a shuffled [B, H, ceil16(SQ), 128|192]
# layout) and the a16 dqdkdv kernels above hd64 are not covered yet.

BWD_TS = {(64, 64): 192, (128, 128): 256, (192, 128): 192, (192, 192): 64}


def _bwd_strides(b: Dict[str, Any], args, prefix: str, heads: str, seq: str, dim: str, size: int):
    """Hs_, BAs_, Seqs_ of a [B, seq, heads, dim] tensor, in bytes."""
    bind_arg(b, args, u32(f"{dim} * {size}"), f"Hs_{prefix}")
    bind_arg(b, args, u32(f"{seq} * {heads} * {dim} * {size}"), f"BAs_{prefix}")
    bind_arg(b, args, u32(f"{heads} * {dim} * {size}"), f"Seqs_{prefix}")


def _bind_dq_acc_to_dq(b: Dict[str, Any], args, rows: str, width: str, size: int, *,
                       group: bool = False, acc_batched: bool = True):
    """The arguments of a kernel that turns dq_acc [B, H, rows, width] (elements
    of ``size`` bytes; [H, rows, width] where not ``acc_batched``) into dQ
    [B, SQ, H, DQ] (dq_convert, dq_shuffle); in ``group`` mode dQ is [TQ, H,
    DQ] of the packed sequences: no batch stride, seqlen_q their total."""
    bind_arg(b, args, "dQ_acc", "dQ_acc")
    bind_arg(b, args, "dQ", "dQ")
    bind_arg(b, args, u32(f"{rows} * {width} * {size}"), "Hs_dQ_acc")
    bind_arg(b, args, u32(f"H * {rows} * {width} * {size}" if acc_batched else "0"), "BAs_dQ_acc")
    bind_arg(b, args, u32(f"{width} * {size}"), "Seqs_dQ_acc")
    if group:
        bind_arg(b, args, u32("DQ * 2"), "Hs_dQ")
        bind_arg(b, args, u32("0"), "BAs_dQ")
        bind_arg(b, args, u32("H * DQ * 2"), "Seqs_dQ")
    else:
        _bwd_strides(b, args, "dQ", "H", "SQ", "DQ", 2)
    bind_arg(b, args, u32("TQ" if group else "SQ"), "seqlen_q")
    bind_arg(b, args, u32("DQ"), "head_dim")


def _bwd_build(m: re.Match, metadata, args):
    if m.group("group"):
        return _bwd_group_build(m, metadata, args)
    name = short_name(m.string)
    dq = int(m.group("dq"))
    dv = int(m.group("dv") or dq)
    kind = m.group("kind") or ("dq_shuffle" if m.group("shuffle") else "dqdkdv")
    a32 = True
    dt = m.group("dtype") or m.group("dtype2") or "bf16"
    dims = {"B": 2, "H": 2, "HK": 2, "SQ": 256, "SK": 256, "DQ": dq, "DV": dv}
    b: Dict[str, Any] = {}
    if kind == "odo":
        bind_arg(b, args, "O", "O")
        bind_arg(b, args, "dO", "dO")
        bind_arg(b, args, "D", "D")
        _bwd_strides(b, args, "o", "H", "SQ", "DV", 2)
        _bwd_strides(b, args, "do", "H", "SQ", "DV", 2)
        bind_arg(b, args, u32("SQ * 4"), "Hs_d")
        bind_arg(b, args, u32("H * SQ * 4"), "BAs_d")
        bind_arg(b, args, u32("4"), "Seqs_d")
        bind_arg(b, args, u32("SQ"), "seqlen_q")
        bind_arg(b, args, u32("DV"), "head_dim")
        buffers = [buffer_entry("O", dt, ["B", "SQ", "H", "DV"]),
                   buffer_entry("dO", dt, ["B", "SQ", "H", "DV"]),
                   buffer_entry("D", F32, ["B", "H", "SQ"], "output")]
        base = {"grid": ["ceil_div(SQ, 128)", "H", "B"], "flops": "2 * B * H * SQ * DV",
                "description": f"aiter {name}: D[B,H,SQ] fp32 = rowsum(dO * O), {dt} in "
                               f"(the first launch of fmha_v3_bwd, csrc/cpp_itfs/mha_bwd.cu)"}
        tail = {"SQ": 200}
        why = f"odo kernel: D = rowsum(dO * O), {dt}, head dim {dv}, batch mode"
    elif kind == "dq_convert":
        _bind_dq_acc_to_dq(b, args, "SQ", "DQ", 4)
        buffers = [buffer_entry("dQ_acc", F32, ["B", "H", "SQ", "DQ"]),
                   buffer_entry("dQ", dt, ["B", "SQ", "H", "DQ"], "output")]
        base = {"grid": ["ceil_div(SQ, 64)", "H", "B"], "flops": "B * H * SQ * DQ",
                "description": f"aiter {name}: dQ[B,SQ,H,DQ] {dt} = the fp32 dq_acc[B,H,SQ,DQ] "
                               f"of the a32 kernels (the last launch of fmha_v3_bwd)"}
        tail = {"SQ": 200}
        why = f"dq_convert kernel: fp32 dq_acc to {dt} dQ, head dim {dq}, batch mode"
    elif kind == "dq_shuffle":
        # the a16 kernels' bf16 dq_acc [B, H, ceil16(SQ), 128|192] (mha_bwd.cu:
        # "atomic16 batch"), Seqs = the padded head dim
        dims["DP"] = 192 if dq == 192 else 128
        _bind_dq_acc_to_dq(b, args, "align_up(SQ, 16)", "DP", 2)
        buffers = [buffer_entry("dQ_acc", dt, ["B", "H", "align_up(SQ, 16)", "DP"]),
                   buffer_entry("dQ", dt, ["B", "SQ", "H", "DQ"], "output")]
        base = {"grid": ["ceil_div(SQ, 64)", "H", "B"], "flops": "B * H * SQ * DQ",
                "description": f"aiter {name}: dQ[B,SQ,H,DQ] bf16 from the a16 kernels' shuffled "
                               f"bf16 dq_acc[B,H,ceil16(SQ),DP] (the last launch of fmha_v3_bwd)"}
        tail = {"SQ": 200}
        why = f"dq_shuffle kernel: a16 dq_acc to bf16 dQ, head dim {dq}, batch mode"
    else:
        mask = 3 if m.group("swa") else 2 if m.group("br") else 1 if m.group("causal") else 0
        # The swa kernels have no row in fmha_bwd_dqdkdv.csv; their kv tile is
        # 192 keys, measured: with 256 a quarter of dK and dV stays unwritten,
        # with 192 every row is written and matches the reference.
        ts = 192 if mask == 3 else BWD_TS[(dq, dv)]
        dims.update(TS=ts, MASK=mask, FP16=int(dt == "fp16"))
        # two kv tiles when windowed, so the window crosses a tile boundary
        dims.update(SQ=2 * ts, SK=2 * ts) if mask == 3 else dims.update(SQ=ts, SK=ts)
        if mask == 3:
            # a top-left window: row i sees keys i - WL .. i + WR; aiter
            # passes mask_y = 1 + WL, mask_x = 1 + WR
            # (csrc/include/ck_tile_shim.h compute_mask_coordinates)
            dims.update(WL=ts // 4, WR=ts // 8)
            bind_arg(b, args, u32("1 + WL"), "mask_y")
            bind_arg(b, args, u32("1 + WR"), "mask_x")
        a32 = m.group("atomic") == "32"
        # a16 above hd64 add dQ into the shuffled bf16 dq_acc the dq_shuffle
        # kernel reads (dq_shuffle_position); hd64 into dQ itself
        shuffled = not a32 and dq > 64
        if shuffled:
            dims["DP"] = 192 if dq == 192 else 128
        for ptr, buf in (("dQ", "dQ_acc" if a32 or shuffled else "dQ"), ("dK", "dK"), ("dV", "dV"), ("Q", "Q"), ("K", "K"),
                         ("V", "V"), ("dO", "dO"), ("Lse", "LSE"), ("D", "D")):
            bind_arg(b, args, buf, ptr)
        bind_arg(b, args, {"value": "1 / sqrt(DQ)", "dtype": F32}, "scalar")
        bind_arg(b, args, {"value": 1.4426950408889634, "dtype": F32}, "log2e")
        for field_name, value in (("seqlen_q", "SQ"), ("Ts", "TS * HK * DQ * 2"), ("ratio", "H // HK"),
                                  ("Seqs_dk", "H * DQ * 2"), ("seqlen_k", "SK"),
                                  ("head_dim_q", "DQ"), ("head_dim_k", "DV"), ("head_dim_v", "DV"),
                                  ("nhead_q", "H"), ("Hs_lsed", "SQ * 4"),
                                  ("max_seq_len_dq", "SQ" if a32 else "align_up(SQ, 16)"),
                                  ("max_seqlen_dq", "SQ" if a32 else "align_up(SQ, 16)")):
            bind_arg(b, args, u32(value), field_name)
        _bwd_strides(b, args, "q", "H", "SQ", "DQ", 2)
        _bwd_strides(b, args, "k", "HK", "SK", "DQ", 2)
        _bwd_strides(b, args, "v", "HK", "SK", "DV", 2)
        _bwd_strides(b, args, "do", "H", "SQ", "DV", 2)
        _bwd_strides(b, args, "dk", "H", "SK", "DQ", 2)
        _bwd_strides(b, args, "dv", "H", "SK", "DV", 2)
        gen = {"kind": "generated", "generator": "attention_bwd",
               "params": {k: k for k in ("B", "H", "HK", "SQ", "SK", "DQ", "DV")}}
        gen["params"].update(CAUSAL="MASK", FP16="FP16")
        if mask == 3:
            gen["params"].update(WL="WL", WR="WR")
        part = lambda p: dict(gen, part=p)  # noqa: E731
        buffers = [buffer_entry("Q", dt, ["B", "SQ", "H", "DQ"], init=part("q")),
                   buffer_entry("K", dt, ["B", "SK", "HK", "DQ"], init=part("k")),
                   buffer_entry("V", dt, ["B", "SK", "HK", "DV"], init=part("v")),
                   buffer_entry("dO", dt, ["B", "SQ", "H", "DV"], init=part("do")),
                   buffer_entry("LSE", F32, ["B", "H", "SQ"], init=part("lse")),
                   buffer_entry("D", F32, ["B", "H", "SQ"], init=part("d")),
                   (buffer_entry("dQ_acc", F32, ["B", "H", "SQ", "DQ"], "output", init="zeros")
                    if a32 else
                    buffer_entry("dQ_acc", dt, ["B", "H", "align_up(SQ, 16)", "DP"], "output",
                                 init="zeros")
                    if shuffled else buffer_entry("dQ", dt, ["B", "SQ", "H", "DQ"], "output",
                                                  init="zeros")),
                   buffer_entry("dK", dt, ["B", "SK", "H", "DQ"], "output"),
                   buffer_entry("dV", dt, ["B", "SK", "H", "DV"], "output")]
        if "ptr_qseq" in args:
            # the recompiled (swa) kernels' metadata types these as pointers;
            # batch mode passes null, a site the batch's own starts
            for ptr, side, n in (("ptr_qseq", "q", "SQ"), ("ptr_qseq_padded", "q", "SQ"),
                                 ("ptr_kseq", "k", "SK"), ("ptr_kseq_padded", "k", "SK")):
                bind_arg(b, args, f"seqstarts_{side}", ptr)
            for side, n in (("q", "SQ"), ("k", "SK")):
                buffers.append(buffer_entry(
                    f"seqstarts_{side}", "int32", ["B + 1"], show=False,
                    init={"kind": "generated", "generator": "arange", "part": "values",
                          "params": {"COUNT": "B + 1", "STEP": n}}))
        tiles = "ceil_div(SK, TS)"
        base = {"grid": [f"ceil_div({tiles}, 2)" if mask in (1, 2) else tiles, "H", "B"],
                "flops": "10 * B * H * SQ * SK * DQ" + (" // 2" if mask in (1, 2) else ""),
                "description": f"aiter {name}: dQ (fp32 dq_acc, added atomically), dK, dV "
                               f"({dt}, per q head) of softmax(Q K^T / sqrt({dq})"
                               f"{['', ' + causal mask', ' + causal mask', ' + window mask'][mask]}) V "
                               f"from Q, K, V, dO, LSE "
                               f"and D = rowsum(dO * O) made consistent in numpy "
                               f"(csrc/cpp_itfs/mha_bwd.cu)"}
        # pssk kernels take SK != SQ and SK not a multiple of the tile; with a
        # mask that also tells top-left from bottom-right
        tail = {"SQ": ts, "SK": ts + ts // 2} if m.group("pssk") and mask != 3 else None
        why = (f"dqdkdv kernel: {dt}, head dims {dq}/{dv}, "
               f"{['no mask', 'causal top-left', 'causal bottom-right', 'sliding window'][mask]}, "
               f"{'fp32 atomic dQ' if a32 else 'dQ added in place'}, "
               f"kv tile {ts} (fmha_bwd_dqdkdv.csv); batch mode")
    site = dict(base, args=b, args_fill=0, block=[256, 1, 1], shared_mem=0, min_cos=0.9999,
                line_dims=["B", "H", "SQ"] if kind != "dqdkdv" else ["B", "H", "HK", "SQ", "SK"],
                buffers=buffers, reference={"kind": kind, "dtype": dt,
                                            "mask": dims.get("MASK", 0),
                                            "a16": kind == "dqdkdv" and not a32,
                                            "shuffled": kind == "dqdkdv" and not a32 and dq > 64})
    if kind == "dqdkdv" and a32:
        # The fp32 dq_acc sums dS rounded to the input dtype (the kernel's
        # MFMAs take bf16/fp16): its tolerance is that dtype's, not fp32's
        # (workflow.reference reads this per-output tolerance).
        site["reference"]["tolerance"] = {"dQ_acc": dt}
    if kind == "dqdkdv" and m.group("cvt") == "rtz":
        # _rtz kernels truncate: P and dS (their bf16 MFMA operands) and the
        # dQ they write round toward zero (dK, dV to nearest), each up to
        # 2^-7 relative, not 2^-8.  Measured on bwd_hd64_bf16_causal_a16_rtz's
        # gqa site: max_rel 1.03e-2 / 6.6e-3 / 2.4e-3 (dQ / dK / dV) against
        # exact numpy; against numpy with those truncations 2.1e-4 / 7.0e-4 /
        # 3.7e-5 (the _rtne kernel against its rounding: 4.2e-4 / 3.5e-4 /
        # 3.0e-4), so truncation is all of the gap: twice bf16's tolerance.
        site["reference"]["tolerance"] = {out: [0.9999, 2e-2] for out in (
            "dQ_acc" if a32 or shuffled else "dQ", "dK", "dV")}
    sites = [dict(site, name=f"fmha_bwd_{kind}", dims=dict(dims))]
    if tail:
        sites.append(dict(site, name=f"fmha_bwd_{kind}_tail", dims=dict(dims, **tail),
                          description=f"{name}: sequence lengths not a multiple of the tile "
                                      f"({', '.join(f'{k} {v}' for k, v in tail.items())})"))
    if kind == "dqdkdv":
        sites.append(dict(site, name="fmha_bwd_dqdkdv_gqa", dims=dict(dims, HK=1),
                          description=f"{name}: GQA 2 (ratio 2), dK and dV per q head"))
    return sites, why


def _seqstart_raw_args(metadata, bindings) -> List[Dict[str, Any]]:
    """raw_args writing 8-byte buffer addresses at the offsets the metadata
    gives arguments it declares as 4-byte values ({arg name: buffer})."""
    offsets = {a.get(".name"): int(a[".offset"]) for a in metadata.get(".args", [])
               if isinstance(a, Mapping) and ".offset" in a}
    return [{"offset": offsets[arg], "buffer": buf, "name": arg}
            for arg, buf in bindings.items() if arg in offsets]


def _bwd_group_build(m: re.Match, metadata, args):
    """Group-mode sites (see the notes above the batch-mode builder)."""
    name = short_name(m.string)
    dq = int(m.group("dq"))
    dv = int(m.group("dv") or dq)
    kind = m.group("kind") or ("dq_shuffle" if m.group("shuffle") else "dqdkdv")
    dt = m.group("dtype") or m.group("dtype2") or "bf16"
    a32 = m.group("atomic") == "32"
    if kind == "dqdkdv" and not a32 and dq == 64:
        return [], "group-mode hd64 a16 dqdkdv: no corpus kernel to model it on"
    if kind == "dqdkdv" and m.group("swa"):
        return [], "group-mode sliding window: no corpus kernel to model it on"
    mask = 2 if m.group("br") else 1 if m.group("causal") else 0
    dims = {"B": 2, "H": 2, "HK": 2, "SQ": 128, "SK": 128, "DQ": dq, "DV": dv,
            "TQ": "B * SQ", "TK": "B * SK"}
    b: Dict[str, Any] = {}
    seq = {"q": "cu_seqlens_q", "k": "cu_seqlens_k"}
    gen = {"kind": "generated", "generator": "attention_bwd_group",
           "params": {k: k for k in ("B", "H", "HK", "SQ", "SK", "DQ", "DV", "QMIN", "KMIN")}}
    gen["params"].update(FP16="FP16", CAUSAL="MASK")
    part = lambda p: dict(gen, part=p)  # noqa: E731
    zeros = {"kind": "zeros"}
    if kind == "odo":
        for ptr in ("O", "dO", "D"):
            bind_arg(b, args, ptr, ptr)
        for prefix in ("o", "do"):
            bind_arg(b, args, u32("DV * 2"), f"Hs_{prefix}")
            bind_arg(b, args, u32("0"), f"BAs_{prefix}")
            bind_arg(b, args, u32("H * DV * 2"), f"Seqs_{prefix}")
        bind_arg(b, args, u32("TQ * 4"), "Hs_d")
        bind_arg(b, args, u32("0"), "BAs_d")
        bind_arg(b, args, u32("4"), "Seqs_d")
        bind_arg(b, args, u32("TQ"), "seqlen_q")
        bind_arg(b, args, u32("DV"), "head_dim")
        raw = _seqstart_raw_args(metadata, {"ptr_seqstart_q": seq["q"],
                                            "ptr_seqstart_q_padded": seq["q"]})
        buffers = [buffer_entry("O", dt, ["TQ", "H", "DV"]),
                   buffer_entry("dO", dt, ["TQ", "H", "DV"]),
                   buffer_entry("D", F32, ["H", "TQ"], "output", init=zeros)]
        base = {"grid": ["ceil_div(SQ, 128)", "H", "B"], "flops": "2 * TQ * H * DV",
                "description": f"aiter {name}: D[H,TQ] fp32 = rowsum(dO * O) of B packed "
                               f"sequences, {dt} in (group mode, csrc/py_itfs_cu/asm_mha_varlen_bwd.cu)"}
        why = f"odo kernel, group mode: D = rowsum(dO * O), {dt}, head dim {dv}, cu_seqlens_q"
    elif kind == "dq_convert":
        _bind_dq_acc_to_dq(b, args, "TQ", "DQ", 4, group=True, acc_batched=False)
        raw = _seqstart_raw_args(metadata, {"ptr_seqstart_q": seq["q"],
                                            "ptr_seqstart_q_padded": seq["q"]})
        buffers = [buffer_entry("dQ_acc", F32, ["H", "TQ", "DQ"]),
                   buffer_entry("dQ", dt, ["TQ", "H", "DQ"], "output", init=zeros)]
        base = {"grid": ["ceil_div(SQ, 64)", "H", "B"], "flops": "TQ * H * DQ",
                "description": f"aiter {name}: dQ[TQ,H,DQ] {dt} = the fp32 dq_acc[H,TQ,DQ] of the "
                               f"a32 kernels, B packed sequences (group mode)"}
        why = f"dq_convert kernel, group mode: fp32 dq_acc to {dt} dQ, head dim {dq}, cu_seqlens_q"
    elif kind == "dq_shuffle":
        # "atomic16 group": (batch, nhead_q, ceil16(max_seqlen_q), 128|192),
        # each sequence from its row 0 (mha_bwd.cu)
        dims["DP"] = 192 if dq == 192 else 128
        _bind_dq_acc_to_dq(b, args, "align_up(SQ, 16)", "DP", 2, group=True)
        raw = _seqstart_raw_args(metadata, {"ptr_seqstart_q": seq["q"],
                                            "ptr_seqstart_q_padded": seq["q"]})
        buffers = [buffer_entry("dQ_acc", "bf16", ["B", "H", "align_up(SQ, 16)", "DP"]),
                   buffer_entry("dQ", "bf16", ["TQ", "H", "DQ"], "output", init=zeros)]
        base = {"grid": ["ceil_div(SQ, 64)", "H", "B"], "flops": "TQ * H * DQ",
                "description": f"aiter {name}: dQ[TQ,H,DQ] bf16 from the a16 kernels' shuffled "
                               f"bf16 dq_acc[B,H,ceil16(SQ),DP], B packed sequences (group mode)"}
        why = f"dq_shuffle kernel, group mode: a16 dq_acc to bf16 dQ, head dim {dq}, cu_seqlens_q"
    else:
        ts = BWD_TS[(dq, dv)]
        dims.update(TS=ts, MASK=mask, FP16=int(dt == "fp16"), SQ=ts, SK=ts)
        if not a32:
            dims["DP"] = 192 if dq == 192 else 128
        for ptr, buf in (("dQ", "dQ_acc"), ("dK", "dK"), ("dV", "dV"), ("Q", "Q"), ("K", "K"),
                         ("V", "V"), ("dO", "dO"), ("Lse", "LSE"), ("D", "D")):
            bind_arg(b, args, buf, ptr)
        bind_arg(b, args, {"value": "1 / sqrt(DQ)", "dtype": F32}, "scalar")
        bind_arg(b, args, {"value": 1.4426950408889634, "dtype": F32}, "log2e")
        longest = "SQ" if a32 else "align_up(SQ, 16)"
        for field_name, value in (("seqlen_q", "TQ"), ("seqlen_k", "TK"), ("Ts", "TS * HK * DQ * 2"),
                                  ("ratio", "H // HK"), ("head_dim_q", "DQ"), ("head_dim_k", "DV"),
                                  ("head_dim_v", "DV"), ("nhead_q", "H"), ("Hs_lsed", "TQ * 4"),
                                  ("max_seq_len_dq", longest), ("max_seqlen_dq", longest)):
            bind_arg(b, args, u32(value), field_name)
        for prefix, heads, dim in (("q", "H", "DQ"), ("k", "HK", "DQ"), ("v", "HK", "DV"),
                                   ("do", "H", "DV"), ("dk", "H", "DQ"), ("dv", "H", "DV")):
            bind_arg(b, args, u32(f"{dim} * 2"), f"Hs_{prefix}")
            bind_arg(b, args, u32("0"), f"BAs_{prefix}")
            bind_arg(b, args, u32(f"{heads} * {dim} * 2"), f"Seqs_{prefix}")
        raw = _seqstart_raw_args(metadata, {"ptr_seqstart_q": seq["q"], "ptr_seqstart_k": seq["k"],
                                            "ptr_seqstart_q_padded": seq["q"],
                                            "ptr_seqstart_k_padded": seq["k"]})
        buffers = [buffer_entry("Q", dt, ["TQ", "H", "DQ"], init=part("q")),
                   buffer_entry("K", dt, ["TK", "HK", "DQ"], init=part("k")),
                   buffer_entry("V", dt, ["TK", "HK", "DV"], init=part("v")),
                   buffer_entry("dO", dt, ["TQ", "H", "DV"], init=part("do")),
                   buffer_entry("LSE", F32, ["H", "TQ"], init=part("lse")),
                   buffer_entry("D", F32, ["H", "TQ"], init=part("d")),
                   (buffer_entry("dQ_acc", F32, ["H", "TQ", "DQ"], "output", init="zeros") if a32
                    else buffer_entry("dQ_acc", dt, ["B", "H", "align_up(SQ, 16)", "DP"], "output",
                                      init="zeros")),
                   buffer_entry("dK", dt, ["TK", "H", "DQ"], "output", init=zeros),
                   buffer_entry("dV", dt, ["TK", "H", "DV"], "output", init=zeros)]
        tiles = "ceil_div(SK, TS)"
        acc = "fp32 dq_acc [H,TQ,DQ]" if a32 else f"shuffled {dt} dq_acc [B,H,ceil16(SQ),DP]"
        base = {"grid": [f"ceil_div({tiles}, 2)" if mask else tiles, "H", "B"],
                "flops": "10 * B * H * SQ * SK * DQ" + (" // 2" if mask else ""),
                "description": f"aiter {name}: dQ ({acc}, added atomically), dK, "
                               f"dV ({dt}, per q head) of B packed sequences, "
                               f"{['no mask', 'causal top-left', 'causal bottom-right'][mask]} per "
                               f"sequence (group mode, csrc/cpp_itfs/mha_bwd.cu)"}
        why = (f"dqdkdv kernel, group mode: {dt}, head dims {dq}/{dv}, "
               f"{['no mask', 'causal top-left', 'causal bottom-right'][mask]}, "
               f"{'fp32 atomic dQ' if a32 else 'dQ into the shuffled a16 dq_acc'}, "
               f"kv tile {ts} (fmha_bwd_dqdkdv.csv); cu_seqlens_q/k written over the 4-byte "
               f"ptr_seqstart_* slots")
    dims.update(QMIN=dims["SQ"] // 2 + 1, KMIN=dims["SK"] // 2 + 1)
    dims.setdefault("FP16", int(dt == "fp16"))
    dims.setdefault("MASK", 0)
    # the sequence starts (odo and dq_convert use no other part of the generator)
    buffers += [buffer_entry(seq["q"], "int32", ["B + 1"], show=False, init=part("starts_q")),
                buffer_entry(seq["k"], "int32", ["B + 1"], show=False, init=part("starts_k"))]
    site = dict(base, args=b, args_fill=0, raw_args=raw, block=[256, 1, 1], shared_mem=0,
                min_cos=0.9999, line_dims=["B", "H", "HK", "SQ", "SK"], buffers=buffers,
                reference={"kind": kind, "dtype": dt, "mask": mask, "group": True,
                           "shuffled": kind == "dqdkdv" and not a32})
    if kind == "dqdkdv" and a32:
        site["reference"]["tolerance"] = {"dQ_acc": dt}
    sites = [dict(site, name=f"fmha_bwd_{kind}_group", dims=dict(dims))]
    if kind == "dqdkdv":
        sites.append(dict(site, name="fmha_bwd_dqdkdv_group_gqa", dims=dict(dims, HK=1),
                          description=f"{name}: GQA 2 (ratio 2), dK and dV per q head"))
    return sites, why


def _group_reference(inputs, dims, params):
    kind, dt = params["kind"], params.get("dtype", "bf16")
    B, H = dims["B"], dims["H"]
    TQ = B * dims["SQ"]
    starts_q = inputs["cu_seqlens_q"].astype(np.int64).reshape(-1)
    if kind == "odo":
        o = decode(inputs["O"], dt).reshape(TQ, H, -1)
        do = decode(inputs["dO"], dt).reshape(TQ, H, -1)
        d = np.zeros((H, TQ))
        end = int(starts_q[B])
        d[:, :end] = (o[:end] * do[:end]).sum(axis=2).T
        return {"D": d}
    if kind == "dq_convert":
        acc = inputs["dQ_acc"].astype(np.float64).reshape(H, TQ, -1)
        out = np.zeros((TQ, H, acc.shape[2]))
        end = int(starts_q[B])
        out[:end] = acc[:, :end].transpose(1, 0, 2)
        return {"dQ": out}
    if kind == "dq_shuffle":
        dp, DQ = dims["DP"], dims["DQ"]
        acc = unshuffle_dq(decode(inputs["dQ_acc"], "bf16").reshape(B, H, -1, dp), dp)
        out = np.zeros((TQ, H, DQ))
        for bi in range(B):
            q0, n = int(starts_q[bi]), int(starts_q[bi + 1] - starts_q[bi])
            out[q0:q0 + n] = acc[bi, :, :n, :DQ].transpose(1, 0, 2)
        return {"dQ": out}
    HK, DQ, DV = dims["HK"], dims["DQ"], dims["DV"]
    TK = B * dims["SK"]
    starts_k = inputs["cu_seqlens_k"].astype(np.int64).reshape(-1)
    q = decode(inputs["Q"], dt).reshape(TQ, H, DQ)
    k = decode(inputs["K"], dt).reshape(TK, HK, DQ)
    v = decode(inputs["V"], dt).reshape(TK, HK, DV)
    do = decode(inputs["dO"], dt).reshape(TQ, H, DV)
    lse = inputs["LSE"].astype(np.float64).reshape(H, TQ)
    dsum = inputs["D"].astype(np.float64).reshape(H, TQ)
    scale = float(np.float32(1.0 / np.sqrt(DQ)))
    mask = params.get("mask", 0)
    dq_acc = np.zeros((H, TQ, DQ))
    dk = np.zeros((TK, H, DQ))
    dv_ = np.zeros((TK, H, DV))
    for bi in range(B):
        rq = slice(int(starts_q[bi]), int(starts_q[bi + 1]))
        rk = slice(int(starts_k[bi]), int(starts_k[bi + 1]))
        nq, nk = rq.stop - rq.start, rk.stop - rk.start
        rows, cols = np.arange(nq)[:, None], np.arange(nk)[None, :]
        allowed = ((cols <= rows) if mask == 1 else (cols <= rows + nk - nq) if mask == 2 else True)
        for h in range(H):
            kh = h // (H // HK)
            s = q[rq, h] @ k[rk, kh].T * scale
            p = np.where(allowed, np.exp(s - lse[h, rq][:, None]), 0.0)
            ds = p * (do[rq, h] @ v[rk, kh].T - dsum[h, rq][:, None])
            dv_[rk, h] = p.T @ do[rq, h]
            dq_acc[h, rq] = ds @ k[rk, kh] * scale
            dk[rk, h] = ds.T @ q[rq, h] * scale
    if params.get("shuffled"):
        # per sequence from its row 0 of [B, H, ceil16(SQ), DP], shuffled
        dp, rows = dims["DP"], -(-dims["SQ"] // 16) * 16
        logical = np.zeros((B, H, rows, dp))
        for bi in range(B):
            q0, n = int(starts_q[bi]), int(starts_q[bi + 1] - starts_q[bi])
            logical[bi, :, :n, :DQ] = dq_acc[:, q0:q0 + n]
        row, col = dq_shuffle_position(rows, dp)
        return {"dQ_acc": logical[:, :, row, col], "dK": dk, "dV": dv_}
    return {"dQ_acc": dq_acc, "dK": dk, "dV": dv_}


def dq_shuffle_position(rows: int, padded_dim: int):
    """(logical row, logical column) of each element of the a16 kernels'
    bf16 dq_acc [rows, padded_dim] (rows a multiple of 16).  Within each
    16-row block, stored row s and column d (32-column group g = d // 32)
    hold row 16 * block + (d % 32) // 2 and column
      hd128: d % 2 + 2 (s % 2) + 4 g + 16 (s // 2)
      hd192: d % 2 + 2 ((s // 2) % 2) + 4 (g % 2) + 8 (s % 2) + 16 (s // 4) + 64 (g // 2).
    No host code of aiter's spells it out (the a16 dqdkdv and dq_shuffle
    kernels exchange it); measured: hd192 on the dq_shuffle kernel with
    row- and column-numbered inputs, hd128 by matching the a16 dqdkdv
    kernel's output to numpy's dQ over 64 blocks (a bijection); each then
    holds for the other kernel of the pair (tests)."""
    s, d = np.indices((rows, padded_dim))
    block, si, g = s // 16, s % 16, d // 32
    row = 16 * block + (d % 32) // 2
    if padded_dim == 128:
        col = d % 2 + 2 * (si % 2) + 4 * g + 16 * (si // 2)
    elif padded_dim == 192:
        col = (d % 2 + 2 * ((si // 2) % 2) + 4 * (g % 2) + 8 * (si % 2) + 16 * (si // 4)
               + 64 * (g // 2))
    else:
        raise ValueError(f"the a16 dq_acc is 128 or 192 wide, not {padded_dim}")
    return row, col


def unshuffle_dq(stored: np.ndarray, padded_dim: int) -> np.ndarray:
    """The a16 dq_acc ([..., rows, padded_dim], stored order) in plain
    [..., rows, padded_dim] order."""
    rows = stored.shape[-2]
    row, col = dq_shuffle_position(rows, padded_dim)
    out = np.zeros_like(stored)
    out[..., row, col] = stored
    return out


def _bwd_reference(inputs, dims, params):
    if params.get("group"):
        return _group_reference(inputs, dims, params)
    kind, dt = params["kind"], params.get("dtype", "bf16")
    B, H, SQ = dims["B"], dims["H"], dims["SQ"]
    if kind == "odo":
        o = decode(inputs["O"], dt).reshape(B, SQ, H, -1)
        do = decode(inputs["dO"], dt).reshape(B, SQ, H, -1)
        return {"D": (o * do).sum(axis=3).transpose(0, 2, 1)}
    if kind == "dq_convert":
        acc = inputs["dQ_acc"].astype(np.float64).reshape(B, H, SQ, -1)
        return {"dQ": acc.transpose(0, 2, 1, 3)}
    if kind == "dq_shuffle":
        acc = decode(inputs["dQ_acc"], dt).reshape(B, H, -1, dims["DP"])
        acc = unshuffle_dq(acc, dims["DP"])
        return {"dQ": acc[:, :, :SQ, :dims["DQ"]].transpose(0, 2, 1, 3)}
    HK, SK, DQ, DV = dims["HK"], dims["SK"], dims["DQ"], dims["DV"]
    q = decode(inputs["Q"], dt).reshape(B, SQ, H, DQ)
    k = decode(inputs["K"], dt).reshape(B, SK, HK, DQ)
    v = decode(inputs["V"], dt).reshape(B, SK, HK, DV)
    do = decode(inputs["dO"], dt).reshape(B, SQ, H, DV)
    lse = inputs["LSE"].astype(np.float64).reshape(B, H, SQ)
    dsum = inputs["D"].astype(np.float64).reshape(B, H, SQ)
    scale = float(np.float32(1.0 / np.sqrt(DQ)))
    mask = params.get("mask", 0)
    rows, cols = np.arange(SQ)[:, None], np.arange(SK)[None, :]
    allowed = ((cols <= rows) if mask == 1 else (cols <= rows + SK - SQ) if mask == 2
               else (cols >= rows - dims["WL"]) & (cols <= rows + dims["WR"]) if mask == 3
               else True)
    dq_acc = np.zeros((B, H, SQ, DQ))
    dk = np.zeros((B, SK, H, DQ))
    dv_ = np.zeros((B, SK, H, DV))
    for bi in range(B):
        for h in range(H):
            kh = h // (H // HK)
            s = q[bi, :, h] @ k[bi, :, kh].T * scale
            p = np.where(allowed, np.exp(s - lse[bi, h][:, None]), 0.0)
            dp = do[bi, :, h] @ v[bi, :, kh].T
            ds = p * (dp - dsum[bi, h][:, None])
            dv_[bi, :, h] = p.T @ do[bi, :, h]
            dq_acc[bi, h] = ds @ k[bi, :, kh] * scale
            dk[bi, :, h] = ds.T @ q[bi, :, h] * scale
    if params.get("shuffled"):
        dp = dims["DP"]
        rows = -(-SQ // 16) * 16
        logical = np.zeros((B, H, rows, dp))
        logical[:, :, :SQ, :DQ] = dq_acc
        row, col = dq_shuffle_position(rows, dp)
        return {"dQ_acc": logical[:, :, row, col], "dK": dk, "dV": dv_}
    if params.get("a16"):
        return {"dQ": dq_acc.transpose(0, 2, 1, 3), "dK": dk, "dV": dv_}
    return {"dQ_acc": dq_acc, "dK": dk, "dV": dv_}


FMHA_V3_BWD = Family(
    "fmha_v3_bwd", "flash attention backward: the odo (D = rowsum(dO * O)), dqdkdv and "
                   "dq_convert / dq_shuffle launches, batch and group mode",
    re.compile(MANGLED + r"fmha_bwd_hd(?P<dq>64|128|192)(?:_(?P<dv>128))?_"
               r"(?:(?P<kind>odo|dq_convert)_(?P<dtype>bf16|fp16)|(?P<shuffle>dq_shuffle)"
               r"|(?P<dtype2>bf16|fp16)(?P<causal>_causal)?(?P<br>_br)?(?P<swa>_swa)?"
               r"_a(?P<atomic>32|16)(?:_(?P<cvt>rtne|rtna|rtz))?(?:_(?P<pssk>psskddv|pssk))?)"
               r"(?P<group>_group)?(?:_recompile)?E?"),
    _bwd_build, _bwd_reference,
    "csrc/include/mha_bwd.h (fmha_bwd_dqdkdv_args, fmha_bwd_post_kernel_args), "
    "csrc/cpp_itfs/mha_bwd.cu (fmha_v3_bwd), csrc/py_itfs_cu/asm_mha_bwd.cu, "
    "hsa/gfx950/fmha_v3_bwd/*.csv")

