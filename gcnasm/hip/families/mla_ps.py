"""The persistent MLA decode family mla_ps: aiter's ``*_ps`` MLA stage-1
kernels, which walk a work list (gcnasm.hip.worklist.mla_work_list) read
through a table of two pointers."""

from __future__ import annotations

import re
from typing import Any, Dict

import numpy as np

from .. import worklist
from ..errors import SiteError
from .base import Family, buffer_entry, decode, index_table, short_name, u32
from .paged import BF16_INSIDE, FP8_INSIDE, MLA_ARGS, MLA_D, MLA_DV, mla_inputs, names_by_offset

# csrc/py_itfs_cu/asm_mla.cu (KernelArgs; mla_decode_stage1_asm_fwd's
# persistent branch), aiter/mla.py (mla_decode_fwd: the logits / attn_lse
# shapes), op_tests/test_mla_persistent.py (get_mla_metadata_v1's arguments,
# the torch reference per work: torch_mla_extend_split_kv), all at the
# corpus' commit e4048607:
#   The arguments are the non-persistent kernels' (paged.py, bound by
#   offset), except: ptr_STP (offset 224) points to a table of two 64-bit
#   pointers, work_indptr and work_info (the kernel loads both through it);
#   ptr_R / ptr_LSE are the split pieces' partial outputs, [partial rows, 1,
#   heads, 512] and [partial rows, 1, heads, 1] fp32 (rows: a piece's
#   partial_qo_loc + its query tokens); ptr_RP (240) the final output [tokens,
#   heads, 512] bf16, written by the works that hold a whole sequence; the
#   "_lse" kernels also write those works' LSE to ptr_LSEP (304) [tokens,
#   heads] fp32; s_kv_split = out_16_nosplit = 1 (splitData's dim 1);
#   s_MQA = the GQA ratio (asm_mla.cu's gfx950 persistent remaps; gqa * qlen
#   for the 8-head fp8 kernel); the "cprr" kernels (context parallel, round
#   robin) read g_kv_indptr / cp_world_size / cp_rank: one rank here (the
#   global kv_indptr = the local one).  Grid (CUs, 1, 1), block 256.
#   Another kernel (mla_reduce_v1) combines the pieces into the final rows
#   later: the sites check the pieces, the whole works' rows of the final
#   output, and leave the split sequences' final rows as filled.


def _build(m: re.Match, metadata, args):
    fp8 = m.group("a") == "8w8"
    gqa, qlen = int(m.group("gqa")), int(m.group("qseqlen"))
    causal = not m.group("msk0")
    # "_lse": the whole works' LSE goes to ptr_LSEP (offset 304), where the
    # kernel has that argument (mla_a8w8_qh32_qseqlen1_gqaratio32_lse_ps's
    # kernarg segment ends at 304 and it writes no final LSE)
    lse = bool(m.group("lse")) and 304 in names_by_offset(metadata)
    cprr = bool(m.group("cprr"))
    q_dt = kv_dt = "fp8_e4m3" if fp8 else "bf16"
    elem = 1 if fp8 else 2
    # Two sequences of 320 and 20 tokens on 3 CUs: aiter's balancing (16
    # granules of overhead per work) cuts the first after 288 tokens and
    # finishes it on CU 1; CU 2 takes the second whole.
    dims: Dict[str, Any] = {"BATCH": 2, "GQA": gqa, "QLEN": qlen, "CTX": 320, "CTX_STEP": 300,
                            "PAGE": 1, "WORKERS": 3, "GRAN": 16}
    dims["PAGES"] = "BATCH * CTX"
    dims["TOKENS"] = "BATCH * QLEN"
    dims["WORKS"] = "BATCH + WORKERS"
    gen = {"generator": "paged_kv",
           "params": {"BATCH": "BATCH", "CTX": "CTX", "BLOCK": "PAGE", "QLEN": "QLEN",
                      "CTX_STEP": "CTX_STEP"}}
    work = {"generator": "mla_work_list",
            "params": {"BATCH": "BATCH", "CTX": "CTX", "CTX_STEP": "CTX_STEP", "QLEN": "QLEN",
                       "WORKERS": "WORKERS", "GRAN": "GRAN", "WORKS": "WORKS",
                       "PARTIALS": "WORKS"}}
    null = {"buffer": "Q", "offset": 0}
    meaning = {
        "R": "R", "LSE": "LSE", "Q": "Q", "KV": "KV", "kv_indptr": "kv_indptr",
        "kv_page_indices": "kv_page_indices", "kv_last_page_lens": "kv_last_page_lens",
        "scalar": {"value": f"1 / sqrt({MLA_D})", "dtype": "fp32"},
        "s_MQA": u32("GQA * QLEN" if gqa * qlen < 128 and not m.group("v3") else "GQA"), "s_kv_split": u32(1),
        "s_Q_Bs": u32(f"GQA * {MLA_D} * {elem} * QLEN"), "s_Bs": u32(f"PAGE * {MLA_D} * {elem}"),
        "s_log2_plen": u32("int(log2(PAGE))"), "qo_indptr": "qo_indptr",
        "num_kv_splits_indptr": "work_pointers", "RP": "O",
        "q_scale": "q_scale" if fp8 else null, "kv_scale": "kv_scale" if fp8 else null,
        "out_16_nosplit": u32(1), "final_lse": "final_lse",
        "g_kv_indptr": "kv_indptr" if cprr else null,
        "cp_world_size": u32(1), "cp_rank": u32(0),
    }
    names = names_by_offset(metadata)
    binding = {names[off]: meaning[what] for off, what in MLA_ARGS.items() if off in names}
    # some kernels' metadata calls out_16_nosplit (a u32) an 8-byte global
    # buffer: pass its value as the 8 bytes
    pointer_valued = {str(a.get(".name")) for a in metadata.get(".args", [])
                      if isinstance(a, dict) and a.get(".value_kind") == "global_buffer"}
    if names.get(288) in pointer_valued:
        binding[names[288]] = {"value": 1, "dtype": "uint64"}
    kept = {"kind": "const", "value": 0.0}
    buffers = [
        *mla_inputs(q_dt, kv_dt, gen),
        index_table("work_indptr", ["WORKERS + 1"], work, "work_indptr"),
        index_table("work_info", ["WORKS", worklist.WORK_INFO_WORDS], work, "work_info"),
        # aiter's work_metadata_ptrs: the addresses of the two above
        buffer_entry("work_pointers", "uint64", [10], show=False,
                     init={"kind": "addresses", "buffers": ["work_indptr", "work_info"]}),
        # written in part (see above): zeros in both runs, so rows left alone
        # compare equal
        buffer_entry("R", "fp32", ["WORKS * QLEN", 1, "GQA", MLA_DV], "inout", init=kept),
        buffer_entry("LSE", "fp32", ["WORKS * QLEN", 1, "GQA", 1], "inout", init=kept),
        buffer_entry("O", "bf16", ["TOKENS", "GQA", MLA_DV], "inout", init=kept),
        buffer_entry("final_lse", "fp32", ["TOKENS", "GQA"], "inout", init=kept),
    ]
    if fp8:
        for s in ("q_scale", "kv_scale"):
            buffers.append(buffer_entry(s, "fp32", [1], init={"kind": "uniform", "low": 0.5,
                                                              "high": 1.5}, show=False))
    name = short_name(m.string)
    inside = FP8_INSIDE if fp8 else BF16_INSIDE
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": f"2 * TOKENS * GQA * CTX * ({MLA_D} + {MLA_DV})",
            "line_dims": ["BATCH", "GQA", "QLEN", "CTX", "WORKERS"],
            "grid": ["WORKERS", 1, 1], "min_cos": 0.9999, "buffers": buffers,
            "reference": {"causal": causal, "dtype": q_dt, "fp8": fp8, "lse": lse,
                          "tolerance": {"R": inside, "O": inside, "LSE": FP8_INSIDE if fp8 else None,
                                        "final_lse": FP8_INSIDE if fp8 else None}}}
    base["reference"]["tolerance"] = {k: v for k, v in base["reference"]["tolerance"].items() if v}
    what = (f"aiter {name}: persistent MLA decode stage 1, {'fp8' if fp8 else 'bf16'} Q and KV "
            f"cache (576 = 512 + 64 rope), {gqa} heads, {qlen} query tokens per sequence"
            f"{' (causal)' if causal and qlen > 1 else ''}, page size 1, a work list for 3 CUs "
            f"that splits the first sequence (csrc/py_itfs_cu/asm_mla.cu, "
            f"csrc/kernels/mla/metadata/v1_2_device.cuh)")
    sites = [dict(base, name="mla_ps", dims=dict(dims), description=what),
             dict(base, name="mla_ps_one_cu", dims=dict(dims, WORKERS=1, CTX=100, CTX_STEP=30),
                  description=f"{name}: sequences of 100 and 70 tokens, one CU walking both "
                              f"works whole (no pieces)")]
    why = (f"name says {'fp8' if fp8 else 'bf16'} Q/KV, GQA {gqa}, qlen {qlen}, "
           f"{'causal' if causal else 'no mask'}{', final LSE' if lse else ''}"
           f"{', context parallel (one rank)' if cprr else ''}, persistent (work list through "
           f"a pointer table); arguments bound by offset (asm_mla.cu KernelArgs)")
    return sites, why


def _reference(inputs, dims, params):
    b_, gqa, qlen = dims["BATCH"], dims["GQA"], dims["QLEN"]
    dt = params["dtype"]
    q = decode(inputs["Q"], dt).reshape(-1, gqa, MLA_D)[:b_ * qlen]
    kv = decode(inputs["KV"], dt).reshape(-1, MLA_D)
    if params.get("fp8"):
        q = q * float(inputs["q_scale"].reshape(-1)[0])
        kv = kv * float(inputs["kv_scale"].reshape(-1)[0])
    indptr = inputs["kv_indptr"].reshape(-1)
    pages = inputs["kv_page_indices"].reshape(-1)
    qo = inputs["qo_indptr"].reshape(-1)
    r = inputs["R"].astype(np.float64).reshape(-1, gqa, MLA_DV).copy()
    lse = inputs["LSE"].astype(np.float64).reshape(-1, gqa).copy()
    out = decode(inputs["O"], "bf16").reshape(-1, gqa, MLA_DV).copy()
    final_lse = inputs["final_lse"].astype(np.float64).reshape(-1, gqa).copy()
    scale = 1.0 / np.sqrt(MLA_D)
    for w in worklist.works(inputs["work_indptr"], inputs["work_info"]):
        b, partial, qs, qe, kv_from, kv_to = (int(v) for v in w[:6])
        if not (0 <= b < b_ and int(indptr[b]) <= kv_from < kv_to <= int(indptr[b + 1])):
            raise SiteError(f"mla_ps reference: work {w.tolist()} is outside the site's "
                            f"{b_} sequences")
        ctx = int(indptr[b + 1]) - int(indptr[b])
        tokens = np.arange(kv_from, kv_to)
        keys = kv[pages[tokens]]
        rows = np.arange(qs, qe)
        logits = scale * np.einsum("qhd,kd->qhk", q[rows], keys)
        if params.get("causal"):
            seq_q = int(qo[b + 1]) - int(qo[b])
            local_q = rows - int(qo[b])
            local_k = tokens - int(indptr[b])
            mask = local_k[None, :] > (local_q[:, None] + ctx - seq_q)
            logits = np.where(mask[:, None, :], -np.inf, logits)
        top = logits.max(axis=-1, keepdims=True)
        e = np.exp(logits - top)
        total = e.sum(axis=-1, keepdims=True)
        o = np.einsum("qhk,kd->qhd", e / total, keys[:, :MLA_DV])
        if partial < 0:
            out[rows] = o
            if params.get("lse"):
                final_lse[rows] = (np.log(total) + top)[..., 0]
        else:
            at = partial + np.arange(qe - qs)
            r[at] = o
            lse[at] = (np.log(total) + top)[..., 0]
    return {"R": r.reshape(-1, 1, gqa, MLA_DV), "LSE": lse.reshape(-1, 1, gqa, 1), "O": out,
            "final_lse": final_lse}


MLA_PS = Family(
    "mla_ps", "persistent MLA decode stage 1: a work list over CUs, split pieces' partial "
              "outputs and whole sequences' final rows",
    re.compile(r"mla_a(?P<a>16w16|8w8)_qh\d+_qseqlen(?P<qseqlen>\d+)_gqaratio(?P<gqa>\d+)"
               r"(?P<msk0>_msk0)?(?P<lse>_lse)?(?P<cprr>_cprr)?(?P<v3>_v3)?_ps(?:_page)?"),
    _build, _reference,
    "csrc/py_itfs_cu/asm_mla.cu, aiter/mla.py, op_tests/test_mla_persistent.py, "
    "csrc/kernels/mla/metadata/v1_2_device.cuh, hsa/gfx950/mla/mla_asm.csv")
