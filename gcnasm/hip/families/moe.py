"""The MoE families: fmoe (one-stage fused MoE)."""

from __future__ import annotations

import re
from typing import Any, Dict, List

import numpy as np

from ..dtypes import dtype as lookup_dtype
from .base import Family, buffer_entry, decode, short_name, u32, unshuffle_16x16
from .gemm import E2M1, e8m0, unpack_fp4, unshuffle_scale


# --- the routing ------------------------------------------------------------------
# aiter/fused_moe_bf16_asm.py (moe_sorting_ck, asm_moe): the tokens are sorted
# by expert in blocks of BLOCK_SIZE_M = 32 rows (gcnasm.hip.generated's
# moe_sorting generator makes the same four tensors); the output buffer
# (moe_buf) is zeroed by the sorting, the kernels add into it.

def _routing(name: str, part: str, dtype: str, shape) -> Dict[str, Any]:
    return buffer_entry(name, dtype, [shape], init={
        "kind": "generated", "generator": "moe_sorting", "part": part,
        "params": {"TOKENS": "TOKENS", "TOPK": "TOPK", "EXPERTS": "EXPERTS", "BLOCK": "BLOCK"}})


PADDED = "TOKENS * TOPK + EXPERTS * BLOCK - TOPK"          # max_num_tokens_padded
M_BLOCKS = f"ceil_div({PADDED}, BLOCK)"                    # max_num_m_blocks


def routing_buffers() -> List[Dict[str, Any]]:
    return [_routing("sorted_token_ids", "sorted_token_ids", "int32", PADDED),
            _routing("sorted_weights", "sorted_weights", "fp32", PADDED),
            _routing("sorted_expert_ids", "sorted_expert_ids", "int32", M_BLOCKS),
            _routing("num_valid_ids", "num_valid_ids", "int32", 2)]


def routed_rows(inputs, dims):
    """(token, topk slot, expert, weight) of every valid entry of the
    sorted ids (padding entries dropped)."""
    ids = inputs["sorted_token_ids"].astype(np.int64)
    valid = int(inputs["num_valid_ids"][0])
    at = np.arange(min(valid, len(ids)))
    token, slot = ids[at] & 0xFFFFFF, ids[at] >> 24
    keep = token < dims["TOKENS"]
    at, token, slot = at[keep], token[keep], slot[keep]
    expert = inputs["sorted_expert_ids"].astype(np.int64)[at // dims["BLOCK"]]
    weight = inputs["sorted_weights"].astype(np.float64)[at]
    return token, slot, expert, weight


def flat_rows(inputs, dims):
    """(token, topk slot, expert, weight) of every routed pair of the flat
    kernels' raw routing: topk_ids / topk_weights [TOKENS, TOPK]."""
    ids = inputs["topk_ids"].astype(np.int64).reshape(dims["TOKENS"], dims["TOPK"])
    token, slot = np.indices(ids.shape).reshape(2, -1)
    weight = inputs["topk_weights"].astype(np.float64).reshape(-1)
    return token, slot, ids.reshape(-1), weight


def rows_of(inputs, dims, params):
    return flat_rows(inputs, dims) if params.get("flat") else routed_rows(inputs, dims)


# The flat kernels (csv flat = 1; asm_fmoe.cu flat_mode 1, aiter/fused_moe.py
# _moe_prepare_unsorted_input): no host sorting - STP and SEP and the num_valid_ids
# slot (U) get the raw topk_ids [TOKENS, TOPK], SW the topk_weights; one
# workgroup per (INTER column, topk slot, token): grid (ceil(INTER / subGU),
# TOPK, TOKENS).  O is aiter's torch.empty with 8 bytes after its rows: the
# kernels zero their rows themselves, the first workgroup claiming that flag
# (dispatch id, 0xdeaddead) with global_atomic_cmpswap_x2 and the others
# sleeping until it reads (dispatch id, 0xdeadc0de) - read from the code of
# blockscaleBf16_g1u1_flat_vs_silu_1x128.  The sites fill O with noise, so the
# zeroing is checked too.

def flat_site(site: Dict[str, Any]) -> Dict[str, Any]:
    """A host-sorted fmoe site in the flat kernels' form (above)."""
    call = {"generator": "moe_sorting",
            "params": {"TOKENS": "TOKENS", "TOPK": "TOPK", "EXPERTS": "EXPERTS", "BLOCK": "BLOCK"}}
    routing = {"sorted_token_ids", "sorted_weights", "sorted_expert_ids", "num_valid_ids"}
    out = next(b for b in site["buffers"] if b["name"] == "O")
    buffers = [b for b in site["buffers"] if b["name"] not in routing and b["name"] != "O"]
    buffers += [buffer_entry("topk_ids", "int32", ["TOKENS", "TOPK"],
                             init=dict(call, kind="generated", part="topk_ids")),
                buffer_entry("topk_weights", "fp32", ["TOKENS", "TOPK"],
                             init=dict(call, kind="generated", part="topk_weights")),
                # the rows, then the 8-byte flag (4 elements of 2 bytes)
                buffer_entry("O", out["dtype"], ["TOKENS * DIM + 4"], "output",
                             init={"kind": "normal", "scale": 1.0})]
    args = dict(site["args"])
    args.update({k: "topk_ids" for k in ("STP", "SEP", "U") if k in args})
    if "SW" in args:
        args["SW"] = "topk_weights"
    reference = dict(site["reference"], flat=True,
                     views={"O": {"buffer": "O", "dtype": out["dtype"], "offset": 0}})
    return dict(site, buffers=buffers, args=args, reference=reference,
                grid=["ceil_div(INTER, SUB_GU)", "TOPK", "TOKENS"])


def silu(x):
    return x / (1.0 + np.exp(-x))


def gelu_tanh(x):
    """GELU's tanh approximation, x * sigmoid(2 sqrt(2/pi) (x + 0.044715 x^3)):
    what the fmoe kernels compute (their code multiplies by -1.5957691,
    0xbfcc4231, and -0.0713548, 0xbd92220c, before v_exp_f32: every one of 45
    sampled gelu kernels), not torch_moe's erf form (F.gelu)."""
    with np.errstate(over="ignore"):        # exp of a large argument: inf, and x / inf = 0
        return x / (1.0 + np.exp(-1.5957691216057308 * (x + 0.044715 * x ** 3)))


ACTIVATIONS = {"silu": silu, "gelu": gelu_tanh}


def quantize_rows(x: np.ndarray, dtype: str, group: int, top: float = None) -> np.ndarray:
    """Dynamic per-row quantisation of ``x`` in groups of ``group`` columns
    (scale = max|row| / the dtype's max), returned dequantised: what an fmoe
    kernel hands its down projection after the activation.  From the
    kernels' code: the row maximum starts at 1e-6 (v_max3_f32 from
    0x358637bd), the values are multiplied by 448 / max (fp8, then
    v_cvt_pk_fp8_f32, round to nearest even) or 127 / max (int8, then
    v_cvt_i32_f32, toward zero).  int8 in the code's fp32 steps: the factor
    is 127 * v_rcp_f32(max), the scale v_rcp_f32 of that factor (the g1u0
    a16 kernels' code): a row's maximum times its factor may land just under
    127 and truncate to 126, which float64's 127 / max never does (one fp16
    smf token off by 0.012 of the output's scale in float64, 0.0021 so)."""
    rows, cols = x.shape
    g = x.reshape(rows, cols // group, group)
    top = top or {"fp8_e4m3": 448.0, "int8": 127.0}[dtype]
    amax = np.maximum(np.abs(g).max(axis=2, keepdims=True), 1e-6)
    if dtype == "int8":
        f32 = np.float32
        factor = (f32(top) * (f32(1.0) / amax.astype(f32))).astype(f32)
        q = np.trunc((g.astype(f32) * factor).astype(f32)).astype(np.float64)
        return (q * (f32(1.0) / factor).astype(np.float64)).reshape(rows, cols)
    scale = amax / top
    fp8 = lookup_dtype("fp8_e4m3")
    q = fp8.decode(fp8.encode((g / scale).astype(np.float32))).astype(np.float64)
    return (q * scale).reshape(rows, cols)


# --- fmoe -------------------------------------------------------------------------
# csrc/py_itfs_cu/asm_fmoe.cu (KernelArgs; FMoeKernel::launch_kernel) and
# aiter/fused_moe_bf16_asm.py (asm_moe), aiter/fused_moe.py (torch_moe):
#   out[t] = sum over the token's topk experts e of w[t, e] *
#            act(X[t] . GU[e]^T) . D[e]^T
#   with GU [E, INTER (g1u0) or 2*INTER (g1u1: gate rows then up rows,
#   act(gate) * up), DIM], D [E, DIM, INTER], both preshuffled with
#   shuffle_weight (16, 16) (op_tests/test_moe.py).  Per-token quantised
#   kernels (pertokenFp8 / pertokenInt8) take X quantised with one fp32
#   scale per token (XQ [TOKENS]), per-output-channel weight scales GQ
#   [E, rows of GU] and DQ [E, DIM] (pertoken_quant), and requantise the
#   activation per row before the down projection.
#   Kernarg (the metadata names; aiter's struct): O = out, X, G = ptr_GU,
#   U = ptr_XC = num_valid_ids, D, XQ, GQ, DQ, SMQ (fc2 smooth scale, null
#   when unused), STP = sorted_token_ids, SW = sorted_weights, SEP =
#   sorted_expert_ids; dim, hdim = inter_dim, batch = tokens, eprt =
#   experts; strides in bytes: Xs = DIM * in size, GUs = DIM * in size, Ds =
#   INTER * in size, Os = DIM * out size, eGUs = GUs * rows of GU, eDs = Ds *
#   DIM, eGUQs = rows of GU * 4, eDQs = DIM * 4, eSMQs = INTER * 4; topk;
#   ps_deno = ceil(INTER / subGU_n), total_tgs = persistent workgroups
#   rounded down to a multiple of ps_deno.
#   Grid: (ceil(INTER / subGU_n), max_num_m_blocks, 1), block 256; the
#   persistent (_ps) kernels (num_persistent_tgs, 1, 1).  The name ends in
#   _<subGU_m>x<subGU_n> (hsa/gfx950/fmoe/*/fmoe_*.csv: subGU_m is the
#   sorting block, 32 for every one-stage kernel).

# (the optional _ZN5aiter<n>...E: AMD's symbol for blockscaleFp8 vs_ps_silu_32x128
# declares 47 characters for its 46, so short_name leaves it whole.  The second
# form is aiter's first a4w4 naming, fmoe_mxfp4_g1u1_vs_subGU_<n>: asm_fmoe.cu at
# beebb2b26c ("add a4w4 asm_moe") launched them from fmoe_g1u1 for fp4x2 input,
# silu, bf16 out, 32-row sorting, subGU n)
FMOE_PATTERN = re.compile(
    r"(?:_ZN5aiter\d+)?(?:fmoe_(?P<out>bf16|fp16|f16)_(?P<quant>pertokenFp8|pertokenInt8|noquantBf16|"
    r"noquantFp16|blockscaleFp8|blockscaleBf16|pertokenMXfp4)_(?P<gu>g1u0|g1u1)_(?P<flags>\w*?)_?"
    r"(?P<act>silu|gelu)(?P<post>\w*?)_(?P<tm>\d+)x(?P<tn>\d+)|fmoe_mxfp4_g1u1_vs_subGU_(?P<a4w4_tn>\d+))E?")


class _NameParts:
    """The groups the fmoe builders read, given for a name of another form."""

    def __init__(self, string: str, **groups: str):
        self.string, self._groups = string, groups

    def group(self, name: str):
        return self._groups.get(name)

QUANT_INPUT = {"pertokenFp8": "fp8_e4m3", "pertokenInt8": "int8",
               "noquantBf16": "bf16", "noquantFp16": "fp16"}
# tkw1 multiplies the routing weight into gate and up before the activation
# (aiter/fused_moe.py torch_moe_stage1, doweight; asm_moe_tkw1 sets
# doweight_stage1) and not after the down projection; multix applies the fc2 smooth
# scale SMQ [E, INTER] to the activation before it (hsa/gfx950/fmoe csv:
# smf 2, asm_fmoe.cu passes fc2_smooth_scale)
# smf (a16, aiter's fmoe_g1u1_a16 / fmoe_int8_g1u0_a16): X stays 16-bit, the
# kernel multiplies it by the fc1 smooth scale of the expert (XQ = [E, DIM])
# and quantises each row itself (fp8 448/max, int8 127/max); fc2's smooth
# scale (SMQ) multiplies the activation; the grid is (blocks, INTER columns)
# (launch_kernel<1, 2, true>: switchGxy)
SUPPORTED_FLAGS = {"", "vs", "1tg", "ps", "pf2", "atm", "inlv", "opt", "tkw1", "multix", "smf"}


_TOTAL_TGS = "PS_TGS // ceil_div(INTER, SUB_GU) * ceil_div(INTER, SUB_GU)"


def _fmoe_dims(tm: int, tn: int, persistent: bool) -> Dict[str, int]:
    """The default dimensions of every fmoe site: 8 tokens to 2 of 4 experts,
    DIM 256, INTER one subGU_n column, 4 persistent workgroups or none."""
    return {"TOKENS": 8, "TOPK": 2, "EXPERTS": 4, "DIM": 256, "INTER": tn, "BLOCK": tm,
            "SUB_GU": tn, "PS_TGS": 4 if persistent else 0, "X_PAD": 4}


def _fmoe_binding(strides, pointers=(), values=()) -> Dict[str, Any]:
    """aiter's fmoe KernelArgs (asm_fmoe.cu) by the metadata's names: the
    buffers, the sizes, topk and the persistent fields, with a layout's byte
    ``strides`` ((field, expression) pairs), the scale buffers it binds
    (``pointers``) and fields some kernels name apart (``values``)."""
    return {"O": "O", "X": "X", "G": "GU", "U": "num_valid_ids", "D": "D", **dict(pointers),
            "STP": "sorted_token_ids", "SW": "sorted_weights", "SEP": "sorted_expert_ids",
            **{k: u32(v) for k, v in (
                ("dim", "DIM"), ("hdim", "INTER"), ("batch", "TOKENS"), ("eprt", "EXPERTS"),
                *strides, ("topk", "TOPK"), ("ps_deno", "ceil_div(INTER, SUB_GU)"),
                ("total_tgs", _TOTAL_TGS), *values)}}


def _fmoe_build(m: re.Match, metadata, args):
    if m.group("a4w4_tn"):
        parts = _NameParts(m.string, out="bf16", act="silu", tm="32", tn=m.group("a4w4_tn"))
        return _fmoe_mxfp4_build(parts, {"vs"}, args)
    name = short_name(m.string)
    quant, gu, act = m.group("quant"), m.group("gu"), m.group("act")
    out_dt = "bf16" if m.group("out") == "bf16" else "fp16"
    tm, tn = int(m.group("tm")), int(m.group("tn"))
    flags = set(filter(None, (m.group("flags") + "_" + m.group("post")).split("_")))
    persistent = "ps" in flags
    in_dt = QUANT_INPUT.get(quant)
    unsupported = sorted(flags - SUPPORTED_FLAGS)
    if "tkw1" in flags and in_dt == "int8":
        # asm_fmoe.cu's fmoe_g1u1_tkw1 launches tkw1 kernels for fp8 input only,
        # and the 24 named pertokenInt8_g1u1_tkw1 are fp8 kernels: their code
        # multiplies with v_mfma_f32_16x16x32_fp8_fp8 (no i8 MFMA, no
        # v_cvt_f32_i32) and requantises with 448 (0x43e00000) and
        # v_cvt_pk_fp8_f32, as the pertokenFp8 tkw1 kernels do (read from all 24)
        in_dt = "fp8_e4m3"
    if quant == "noquantFp16":
        # the noquantFp16 kernels (all atm_inlv) multiply with
        # v_mfma_f32_16x16x16_bf16, as their noquantBf16 twins: bf16 X and
        # weights in their code (read from all four)
        in_dt = "bf16"
    if quant == "pertokenMXfp4":
        sites, why = _fmoe_mxfp4_build(m, flags, args)
        return _bf16_bits_sites(sites, why) if _writes_bf16_bits(m, flags) else (sites, why)
    if quant in ("blockscaleFp8", "blockscaleBf16") and gu == "g1u1":
        return _fmoe_blockscale_build(m, flags, args)
    if in_dt is None or unsupported:
        why = (f"{quant} inputs" if in_dt is None else
               "variant " + "/".join(unsupported))
        return [], f"fmoe: {why} not modelled yet (no site)"
    in_size = 1 if in_dt in ("fp8_e4m3", "int8") else 2
    out_size = 2
    g1u1 = gu == "g1u1"
    rows = "2 * INTER" if g1u1 else "INTER"
    dims = _fmoe_dims(tm, tn, persistent)
    a16 = "smf" in flags
    if a16 and not g1u1:
        # measured: the int8 g1u0 a16 kernels (aiter's fmoe_int8_g1u0_a16) write O
        # in rounds of 512 columns (their atomics' base moves 0x200 bytes a step),
        # so with DIM 256 they add past O's rows (an out-of-bounds atomic on the
        # emulator); DIM 512 is their smallest model dimension
        dims["DIM"] = 512
    if {"atm", "opt"} <= flags:
        # measured on the int8 g1u0 atm_opt kernels (csv atm = 1): with DIM 256 O
        # stays zero (their atomics add zeros), with 512 half of it is right (cos
        # 0.51), with 1024 they pass: their output loop wants DIM of 1024 or more
        dims["DIM"] = 1024
    if {"atm", "inlv"} <= flags:
        # the same for the noquant g1u0 atm_inlv kernels (csv atm = 2) with 2048:
        # DIM 256, 512 and 1024 gave cos 0.46, 0.946 and 0.934 (their atomics
        # fold one 128-column chunk of the activation onto another), 2048 passes
        dims["DIM"] = 2048
    # aiter passes null for no fc2 smooth scale; a site binds a buffer of ones
    # (the same mathematics whether the kernel reads it or not)
    binding = _fmoe_binding(
        (("Xs", f"DIM * {in_size}"), ("GUs", f"DIM * {in_size}"), ("Ds", f"INTER * {in_size}"),
         ("Os", f"DIM * {out_size}"), ("eGUs", f"DIM * {in_size} * {rows}"),
         ("eDs", f"INTER * {in_size} * DIM")),
        pointers={"SMQ": "SMQ"})
    if in_dt == "int8":
        weights = {"kind": "uniform", "low": -127, "high": 128}
    else:
        weights = {"kind": "normal", "scale": 1.0}
    # X_PAD rows past the last token: the kernels' K loop moves the buffer
    # base along a row and prefetches one step ahead while num_records stays
    # TOKENS * Xs, so the last rows read up to a step past the tensor (on a GPU,
    # whatever memory follows it; the values only reach discarded products)
    # The int8 g1u0 and the multix kernels read X and XQ by row slot * TOKENS + token (one
    # smooth-quantised copy of a token per expert slot, [TOPK, TOKENS, DIM]:
    # aiter's moe_smooth_per_token_scaled_quant, read from the kernels' code),
    # the others by token.
    per_slot = not a16 and ((in_dt == "int8" and not g1u1) or "multix" in flags)
    x_rows = "TOPK * TOKENS + TOKENS + X_PAD" if per_slot else "TOKENS + X_PAD"
    # a16: bf16 hidden states for either output (op_tests/test_moe.py runs a16
    # with bf16 input only; the fp16-out smf kernels read X as bf16: cos 1.0
    # against 0.13 with fp16 X, measured)
    x_dt = "bf16" if a16 else in_dt
    if a16:
        binding["Xs"] = u32("DIM * 2")
    buffers = [buffer_entry("X", x_dt, [x_rows, "DIM"],
                            init={"kind": "normal", "scale": 1.0} if a16 else weights),
               # one expert more than routed to, for the same reason: the weight
               # loads run ahead (unbounded descriptors) past the last expert's
               buffer_entry("GU", in_dt, ["EXPERTS + 1", rows, "DIM"], init=weights),
               buffer_entry("D", in_dt, ["EXPERTS + 1", "DIM", "INTER"], init=weights)]
    scaled = in_dt in ("fp8_e4m3", "int8")
    if scaled:
        # scales sized so that the gate lands in silu's curved range (|g| ~ 2)
        lo, hi = (0.2, 0.5) if in_dt == "fp8_e4m3" else (0.002, 0.005)
        binding.update({"XQ": "XQ", "GQ": "GQ", "DQ": "DQ",
                        **{k: u32(v) for k, v in (("eGUQs", f"{rows} * 4"), ("eDQs", "DIM * 4"),
                                                 ("eSMQs", "INTER * 4"))}})
        # a16: XQ is fc1's smooth scale [E, DIM], the kernel's own quantisation
        # takes the place of a per-token scale
        # (read up to two K steps of 256 ahead: rows to spare)
        xq_shape = ["EXPERTS + 1 + ceil_div(512, DIM)", "DIM"] if a16 else [x_rows]
        xq_init = {"kind": "uniform", "low": 0.5, "high": 1.5} if a16 else \
            {"kind": "uniform", "low": lo, "high": hi}
        buffers += [buffer_entry("XQ", "fp32", xq_shape, init=xq_init),
                    buffer_entry("GQ", "fp32", ["EXPERTS + 1", rows], init={"kind": "uniform", "low": lo, "high": hi}),
                    buffer_entry("DQ", "fp32", ["EXPERTS + 1", "DIM"], init={"kind": "uniform", "low": lo, "high": hi})]
    else:
        # aiter passes null scales to the 16-bit kernels; the same buffer of
        # ones stands in (asm_fmoe.cu, launch_kernel with I_elemSize 2)
        binding.update({"XQ": "SMQ", "GQ": "SMQ", "DQ": "SMQ"})
    smooth = "multix" in flags or a16
    buffers.append(buffer_entry("SMQ", "fp32", ["EXPERTS + 1", "INTER"],
                                init={"kind": "uniform", "low": 0.5, "high": 1.5} if smooth
                                else {"kind": "const", "value": 1.0}))
    buffers += routing_buffers()
    buffers.append(buffer_entry("O", out_dt, ["TOKENS", "DIM"], "output", init="zeros"))
    # kernels without the persistent arguments (tkw1) leave them out
    binding = {k: v for k, v in binding.items() if k in args}
    grid = (["PS_TGS", 1, 1] if persistent else
            [M_BLOCKS, "ceil_div(INTER, SUB_GU)", 1] if a16 else ["ceil_div(INTER, SUB_GU)", M_BLOCKS, 1])
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": f"2 * TOKENS * TOPK * DIM * ({rows} + INTER)",
            "line_dims": ["TOKENS", "TOPK", "EXPERTS", "DIM", "INTER"],
            "grid": grid, "min_cos": 0.9999, "buffers": buffers,
            "reference": {"g1u1": g1u1, "act": act, "in": in_dt, "quant_group": tn,
                          "per_slot": per_slot, "smooth": smooth, "a16": a16, "x": x_dt,
                          # a16: X quantised per K step of 256 columns (measured on the
                          # int8 g1u0 kernels with DIM 512: cos 0.99998 against 0.99988
                          # per row; the g1u1 sites' DIM is one step)
                          **({"x_group": 256} if a16 else {}),
                          "tkw1": "tkw1" in flags,
                          # the subGU-64 kernel (pertokenFp8 tkw1_silu_1tg_32x64, the
                          # corpus's one) requantises with 240 (0x43700000 before
                          # v_cvt_pk_fp8_f32), every other fp8 one with 448
                          **({"top": 240.0} if in_dt == "fp8_e4m3" and tn == 64 else {})}}
    if out_dt == "fp16" and scaled:
        # The kernel requantises the activation (fp8/int8) between the two
        # GEMMs; an activation on a rounding boundary lands one step away
        # from the float64 reference's, 2.1e-3..3.7e-3 of the output's scale
        # measured (bf16 outputs show the same and pass bf16's 1e-2): fp16's
        # 2e-3 is tighter than the quantisation the kernel does.  int8: 5e-3, a
        # row maximum truncates to 126 or 127 by its fp32 bits (x * 127 *
        # rcp(x)), which the reference's activation does not reproduce bit for
        # bit: 4.4e-3 measured (fp16 vs_multix_silu_32x192's split site: one
        # token, the row maximum at 127 in the reference; 126 there leaves 1.4e-3)
        base["reference"]["tolerance"] = {"O": [0.99999, 5e-3 if in_dt == "int8" else 4e-3]}
        if a16 and in_dt == "int8":
            # and the a16 int8 kernels quantise X too, both toward zero: two
            # int8 roundings in series, 5.6e-3..6.2e-3 measured (bf16-out twins:
            # 5.8e-3..8.2e-3 under bf16's 1e-2)
            base["reference"]["tolerance"] = {"O": [0.99999, 1e-2]}
    what = (f"{in_dt} X per-token scaled" if scaled else f"{in_dt} X") + \
        (f" (named {quant}, {in_dt} in its code)" if in_dt != QUANT_INPUT[quant] else "") + \
        (", gate+up (g1u1)" if g1u1 else ", gate only (g1u0)")
    sites = [dict(base, name="fmoe", dims=dict(dims),
                  description=f"aiter {name}: {act} MoE of {what}, weights preshuffled, "
                              f"{out_dt} out, {tm}-row blocks, {tn} of INTER per workgroup"
                              f"{', persistent' if persistent else ''} (csrc/py_itfs_cu/asm_fmoe.cu)")]
    sites.append(dict(base, name="fmoe_split", dims=dict(dims, INTER=2 * tn, TOKENS=5, TOPK=3),
                      description=f"{name}: INTER two workgroups wide (partial sums added into "
                                  f"O), 5 tokens x top 3 (blocks partly filled)"))
    why = (f"name says {act}, {what}, {out_dt} out, subGU {tm}x{tn}"
           + (", persistent grid (_ps)" if persistent else ""))
    return _bf16_bits_sites(sites, why) if _writes_bf16_bits(m, flags) else (sites, why)


# Read from the code of all 209 fp16-out fmoe kernels: those named without
# vs/novs round the fp32 result to bf16 (integer add of 0x7fff + lsb, v_perm of
# the high halves, no v_cvt_*f16*) and add it into O with
# global_atomic_pk_add_f16 - their bf16 twins' code but for the atomic - so O
# holds bf16 bit patterns, summed as fp16 where two results meet.  aiter listed
# them in hsa/gfx950/fmoe/*/fmoe_fp16_*.csv until 6cd09ab907 ("default enable
# vs"), which replaced them with the _vs_ kernels; asm_fmoe.cu launches them as
# their bf16 twins (the same KernelArgs).  A site where every element of O gets
# exactly one atomic add into aiter's zeroed moe_buf - TOPK 1 (no two experts'
# rows summed into one token) and INTER one workgroup column (no two partial sums
# of the down projection) - leaves the bf16 bits as written (the f16 sum of +0
# and a bf16 pattern read as f16 is that pattern: bf16 exponents 8..247 are f16
# normals), so O is read as bf16 and checked against the bf16 twin's reference.

def _writes_bf16_bits(m: re.Match, flags) -> bool:
    return m.group("out") != "bf16" and not flags & {"vs", "novs"}


def _bf16_bits_sites(sites, why):
    """The one-writer site of an fp16-out kernel without vs (see above):
    the family's first site with TOPK 1 and O read as the bf16 it holds."""
    if not sites:
        return sites, why
    site = dict(sites[0], dims=dict(sites[0]["dims"], TOPK=1))
    site["buffers"] = [dict(b, dtype="bf16") if b["name"] == "O" else b for b in site["buffers"]]
    site["reference"] = {k: v for k, v in site["reference"].items() if k != "tolerance"}
    site["description"] += (". Named fp16 out, its code writes bf16 bits with f16 atomics: TOPK 1 "
                            "and one INTER column, so each O element is one add into zero, read as bf16")
    return [site], why.replace("fp16 out", "bf16 bits in an fp16 O (f16 atomics), TOPK 1")


# --- fmoe pertokenMXfp4 (a4w4) ------------------------------------------------------
# csrc/py_itfs_cu/asm_fmoe.cu (fmoe_g1u1 with fp4x2 input and weights, set_4bit:
# GUs = DIM / 2, Ds = INTER / 2 bytes; eGUQs / eDQs = the scales' expert strides,
# w1_scale.view(E, -1) in aiter/fused_moe.py fused_moe_1stage), aiter/ops/quant.py
# mxfp4_moe_sort_fwd and csrc/kernels/quant_kernels.cu mxfp4_moe_sort_kernel (X's
# e8m0 scales gathered per sorted row: XQ [ceil32(sorted rows), pad8(DIM/32)] in
# shuffle_scale's layout), op_tests/test_moe_2stage.py (a4w4: weights as
# shuffle_weight (16, 16) of the fp4x2 bytes, scales as e8m0_shuffle of [E*rows,
# K/32], gate rows then up rows).  X is fp4x2 [TOKENS, DIM/2] (aiter's "pre-quantized
# fp4 path"; the flat kernels take bf16 X and route in-kernel instead).  Read from
# the kernels' code: the activation is requantised to MXFP4 per 32 INTER columns -
# amax from 1e-6 (0x358637bd), times 0.25, rounded to a power of two by the
# mantissa's top bit (exponent + bit 22), v_cvt_scalef32_pk_fp4_f32 (x / scale,
# round to nearest even, saturating at 6).

def _fmoe_mxfp4_build(m: re.Match, flags, args):
    name = short_name(m.string)
    act, tm, tn = m.group("act"), int(m.group("tm")), int(m.group("tn"))
    out_dt = "bf16" if m.group("out") == "bf16" else "fp16"
    # the flat kernels (flat_site) take bf16 X and quantise it to MXFP4 themselves
    # (aiter/fused_moe.py: "FLAT per_1x32 kernels are always xbf16", no host
    # activation scale; asm_fmoe.cu's bf16-X + fp4-weights branch)
    flat = "flat" in flags
    persistent = "ps" in flags
    scale_cols = lambda k: f"ceil_div({k} // 32, 8) * 8"          # pad8(K / 32)
    dims = dict(_fmoe_dims(tm, tn, persistent), W_PAD=1)
    binding = _fmoe_binding(
        (("Xs", "DIM // 2"), ("GUs", "DIM // 2"), ("Ds", "INTER // 2"),
         ("Os", "DIM * 2"), ("eGUs", "DIM // 2 * 2 * INTER"), ("eDs", "INTER // 2 * DIM"),
         ("eGUQs", f"2 * INTER * {scale_cols('DIM')}"), ("eDQs", f"DIM * {scale_cols('INTER')}"),
         ("eSMQs", "INTER * 4")),
        # (the flat kernels declare a2, a2q past aiter's struct, as the blockscale
        # ones do; their code's s_load offsets stop at topk, 0x190)
        pointers={"XQ": "XQ", "GQ": "GQ", "DQ": "DQ", "SMQ": "SMQ", "a2": "SMQ", "a2q": "SMQ"})
    binding = {k: v for k, v in binding.items() if k in args}
    fp4 = {"kind": "uniform", "low": 0, "high": 256}
    # e8m0 scales 2^-4..2^-2: the gate lands in the activation's curved range
    scale = {"kind": "uniform", "low": 123, "high": 126}
    if flat:
        binding["Xs"] = u32("DIM * 2")
        # Read from the code of flat_novs_{silu,gelu}_16x256: the gate's GEMM runs
        # over DIM first, then the up GEMM's K loop applies the activation to the
        # gate's four accumulator quads at K = 1024, 1280, 1536 and 1792
        # (s_cmp_eq_u32 s80, 0x400 .. 0x700 around v_exp_f32 / v_rcp_f32), so DIM
        # must reach 2048 or part of the gate never gets its activation.
        # Measured (silu, fmoe site): DIM 512 / 1024 / 1536 give cos 0.74 / 0.69 /
        # 0.77, 2048, 3072 and 4096 pass (0.999997; aiter's tuned configs run the two
        # at model_dim 4096 and 8192 only); with DIM 256 the D prefetch (three 256-row
        # steps ahead) leaves D even with two experts of padding
        dims["DIM"] = 2048
        # The gate's scales: with bf16 X ~ N(0, 1) and DIM 2048 the gate spreads
        # sqrt(DIM * E[e2m1^2] 8.6 * E[scale^2]): ~22 with 2^-4..2^-2, where silu
        # and gelu agree (measured: the two kernels' fmoe_split sites gave the
        # same cos and max_abs, 0.9999926 and 65.9); 2^-7..2^-5 gives ~2.7
    gate_scale = {"kind": "uniform", "low": 120, "high": 123} if flat else scale
    x = (buffer_entry("X", "bf16", ["TOKENS + X_PAD", "DIM"], init={"kind": "normal", "scale": 1.0})
         if flat else buffer_entry("X", "uint8", ["TOKENS + X_PAD", "DIM // 2"], init=fp4))
    buffers = [x,
               buffer_entry("GU", "uint8", ["EXPERTS + W_PAD", "2 * INTER", "DIM // 2"], init=fp4),
               buffer_entry("D", "uint8", ["EXPERTS + W_PAD", "DIM", "INTER // 2"], init=fp4),
               # one scale row per sorted row (the routing's padding rows included)
               buffer_entry("XQ", "uint8", [f"ceil_div({PADDED}, 32) * 32", scale_cols("DIM")], init=scale),
               buffer_entry("GQ", "uint8", ["(EXPERTS + W_PAD) * 2 * INTER", scale_cols("DIM")], init=gate_scale),
               buffer_entry("DQ", "uint8", ["(EXPERTS + W_PAD) * DIM", scale_cols("INTER")], init=scale),
               buffer_entry("SMQ", "fp32", ["EXPERTS + 1", "INTER"], init={"kind": "const", "value": 1.0})]
    buffers += routing_buffers()
    buffers.append(buffer_entry("O", out_dt, ["TOKENS", "DIM"], "output", init="zeros"))
    grid = ["PS_TGS", 1, 1] if persistent else ["ceil_div(INTER, SUB_GU)", M_BLOCKS, 1]
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": "2 * TOKENS * TOPK * DIM * 3 * INTER",
            "line_dims": ["TOKENS", "TOPK", "EXPERTS", "DIM", "INTER"],
            "grid": grid, "min_cos": 0.9999, "buffers": buffers,
            "reference": {"mxfp4": True, "act": act, **({"x": "bf16", "sixth": True} if flat else {})}}
    sites = [dict(base, name="fmoe", dims=dict(dims),
                  description=f"aiter {name}: {act} MoE of "
                              + ("bf16 X (quantised to MXFP4 per 32 in the kernel, amax / 6 rounded up "
                                 "to a power of two), DIM 2048 (the activation is applied at K 1024-1792)"
                                 if flat else "MXFP4 X (e8m0 scales per 32, sorted and shuffled)")
                              + f" and MXFP4 weights (preshuffled, shuffled scales), "
                              f"gate+up, activation requantised to MXFP4, {out_dt} out, {tm}-row "
                              f"blocks, {tn} of INTER per workgroup"
                              f"{', persistent' if persistent else ''} (csrc/py_itfs_cu/asm_fmoe.cu)"),
             dict(base, name="fmoe_split", dims=dict(dims, INTER=2 * tn, TOKENS=5, TOPK=3),
                  description=f"{name}: INTER two workgroups wide (partial sums added into O), "
                              f"5 tokens x top 3 (blocks partly filled)")]
    why = (f"name says {act}, {'bf16 X quantised to MXFP4 in the kernel' if flat else 'MXFP4 X'} "
           f"and MXFP4 weights, gate+up (g1u1), {out_dt} out, subGU {tm}x{tn}"
           + (", persistent grid (_ps)" if persistent else ""))
    if flat:
        sites = [flat_site(x) for x in sites]
        why += ", flat: raw topk routing, one workgroup per (column, slot, token)"
    return sites, why


# --- fmoe blockscaleFp8 --------------------------------------------------------------
# csrc/py_itfs_cu/asm_fmoe.cu fmoe_fp8_blockscale_g1u1 (fc_scale_blkn = blkk = 128,
# INTER a multiple of 128, bf16 out, block_size_M = the name's subGU_m) and
# op_tests/test_moe_blockscale.py: X fp8 with one fp32 scale per token and 128
# columns passed transposed, XQ [DIM/128, TOKENS]; GU and D fp8 shuffle_weight
# (16, 16) with one fp32 scale per 128x128 block, GQ [E, 2*INTER/128, DIM/128] and
# DQ [E, DIM/128, INTER/128] (torch_moe_blockscale's fc2_scale view); eGUQs /
# eDQs their expert strides in bytes.  The kernels declare two pointers past
# aiter's struct (a2, a2q: kernarg 480 bytes, aiter passes 448) that their code
# never loads (its s_load offsets stop at eSMQs); a site binds them to SMQ.
# Read from the code (vs_silu_1tg_32x256): the activation is requantised per
# token and 128 INTER columns to fp8 with 448 (0x43e00000) / max, the maximum
# from 1e-6, reduced across lanes (v_permlane32/16_swap) and across the four
# waves through LDS.

# Measured: in the kernels that requantise in two or more rounds per wave
# (vs_silu_1tg_32x256: two), AMD's code races on LDS: a round's max-reduction
# ds_write_b32s (LDS 18944/19200) overwrite the slots whose previous-round values
# the other wave pair has not read yet (a barrier after the writes, none after the
# reads); run until blocked, waves 0-1 (the s7 < 2 branch, at lower addresses) went
# ahead, so waves 2-3 read the next round's maxima and the reference check failed
# (cos ~0.98); the emulator's waves of a workgroup now take turns (docs/emu.md)
# and the kernels pass, as the same code with an s_barrier after each read does.
BS_RACE = (" AMD's code races on LDS in its max reduction (gcnasm check: lds-cross-wave-war;"
           " docs/compare.md).")


def _fmoe_blockscale_build(m: re.Match, flags, args):
    name = short_name(m.string)
    act, tm, tn = m.group("act"), int(m.group("tm")), int(m.group("tn"))
    out_dt = "bf16" if m.group("out") == "bf16" else "fp16"
    if tn % 128:
        return [], f"fmoe: blockscaleFp8 with subGU_n {tn} (aiter needs INTER a multiple of 128; no site)"
    # the fp16-out kernels requantise the activation with 240 (0x43700000,
    # e4m3fnuz's top) after DPP row_newbcast maxima, the bf16 ones with 448
    # (read from their code); with that the fp16 ones pass as the bf16 ones do
    persistent = "ps" in flags
    # GU, D and their scales padded by two experts: the kernels built on
    # v_mfma_f32_16x16x128_f8f6f4 (16-row, flat, vs_ps_silu_32x128) prefetch D
    # two experts ahead (measured: one expert's pad leaves their D loads outside)
    dims = dict(_fmoe_dims(tm, tn, persistent), W_PAD=2)
    if tm == 64 and persistent:
        # the 64-row (persistent) kernels spread their workgroups over the 8 XCDs:
        # tile = (wg % 8) * (total_tgs / ps_deno / 8) + wg / 8 (read from
        # vs_silu_1tg_ps_64x128's code, before its tile loop), so with 4 persistent
        # workgroups all four take tile 0 (O had one token, cos 0.18); aiter
        # launches tg_num_perCU x the CU count (256 on MI355X), a multiple of 8
        dims["PS_TGS"] = 8
    split = {"TOKENS": 5, "TOPK": 3}
    if tm == 16:
        # The 16-row kernels (aiter's pf2 configs, block_size_M 16) load 32 sorted
        # weights per 16-row block (buffer_load_dword at +0 and +64 bytes,
        # num_records -16), 16 past their block.  aiter's sorted arrays end at max_num_tokens_padded =
        # TOKENS*TOPK + EXPERTS*16 - TOPK, so the last valid block reads past
        # them when fewer than 16 entries follow it (on a GPU, whatever memory
        # follows; the weights of rows past the valid ones are never used): with
        # every expert holding under 16 entries that slack is TOKENS*TOPK - TOPK,
        # so the sites route 12 tokens x top 2 and 9 x top 3 (slack 22, 24;
        # measured: with 5 x 3, slack 12, the sorted weights' loads leave the
        # buffer)
        dims.update(TOKENS=12)
        split = {"TOKENS": 9, "TOPK": 3}
    binding = _fmoe_binding(
        (("Xs", "DIM"), ("GUs", "DIM"), ("Ds", "INTER"), ("Os", "DIM * 2"),
         ("eGUs", "DIM * 2 * INTER"), ("eDs", "INTER * DIM"),
         ("eGUQs", "2 * INTER // 128 * (DIM // 128) * 4"),
         ("eDQs", "DIM // 128 * (INTER // 128) * 4"), ("eSMQs", "INTER * 4")),
        pointers={"XQ": "XQ", "GQ": "GQ", "DQ": "DQ", "SMQ": "SMQ", "a2": "SMQ", "a2q": "SMQ"},
        # (these kernels' metadata names the persistent fields so).  ps_deno is 0
        # on the non-persistent sites: aiter passes ceil(INTER / subGU) to every
        # kernel, but only the persistent-capable code loads it (kernarg 0x1b0),
        # and loops back on it after each tile.  Two kernels aiter runs
        # persistent (csv ps = 1) have names without ps, vs_gelu_32x384 and
        # gelu_64x256, and their names and metadata match kernels aiter runs
        # non-persistent (novs_silu_32x384: csv ps = 0); launched
        # non-persistent with ps_deno 1 they repeat their first tile without
        # end (the tile stride s73 is set on the persistent path only).  With
        # ps_deno 0 their code's total_tgs == 0 branch does each grid tile
        # once, and both pass, as vs_gelu_32x384 launched persistent does
        # (measured: cos 0.999997 both ways)
        values=(("_s_deno_tgs", "ceil_div(INTER, SUB_GU)" if persistent else 0),
                ("_s_total_tgs", _TOTAL_TGS)))
    binding = {k: v for k, v in binding.items() if k in args}
    weights = {"kind": "normal", "scale": 1.0}
    scales = {"kind": "uniform", "low": 0.2, "high": 0.5}
    # blockscaleBf16 (asm_fmoe.cu's xquant: bf16 input selects these configs, aiter
    # passes an empty a1_scale): X stays bf16 and the kernel quantises it per token
    # and 128 columns to fp8 itself, 448 / max as for the activation; the site binds
    # XQ all the same (unread by the reference)
    xquant = m.group("quant") == "blockscaleBf16"
    if xquant:
        binding["Xs"] = u32("DIM * 2")
    x_what = ("bf16 X (quantised to fp8 per 1x128 in the kernel)" if xquant
              else "fp8 X (1x128 scales, transposed)")
    buffers = [buffer_entry("X", "bf16" if xquant else "fp8_e4m3", ["TOKENS + X_PAD", "DIM"], init=weights),
               buffer_entry("GU", "fp8_e4m3", ["EXPERTS + W_PAD", "2 * INTER", "DIM"], init=weights),
               buffer_entry("D", "fp8_e4m3", ["EXPERTS + W_PAD", "DIM", "INTER"], init=weights),
               # two 128-column blocks to spare: the K loop prefetches ahead
               buffer_entry("XQ", "fp32", ["DIM // 128 + 2", "TOKENS"], init=scales),
               buffer_entry("GQ", "fp32", ["EXPERTS + W_PAD", "2 * INTER // 128", "DIM // 128"], init=scales),
               buffer_entry("DQ", "fp32", ["EXPERTS + W_PAD", "DIM // 128", "INTER // 128"], init=scales),
               buffer_entry("SMQ", "fp32", ["EXPERTS + 1", "INTER"], init={"kind": "const", "value": 1.0})]
    buffers += routing_buffers()
    buffers.append(buffer_entry("O", out_dt, ["TOKENS", "DIM"], "output", init="zeros"))
    grid = ["PS_TGS", 1, 1] if persistent else ["ceil_div(INTER, SUB_GU)", M_BLOCKS, 1]
    base = {"args": binding, "args_fill": 0, "block": [256, 1, 1], "shared_mem": 0,
            "flops": "2 * TOKENS * TOPK * DIM * 3 * INTER",
            "line_dims": ["TOKENS", "TOPK", "EXPERTS", "DIM", "INTER"],
            "grid": grid, "min_cos": 0.9999, "buffers": buffers,
            "reference": {"blockscale": True, "act": act, "xquant": xquant,
                          **({"top": 240.0} if out_dt == "fp16" else {})}}
    sites = [dict(base, name="fmoe", dims=dict(dims),
                  description=f"aiter {name}: {act} MoE of {x_what} and fp8 "
                              f"weights (128x128 scales, preshuffled), activation requantised per 128 "
                              f"to fp8 ({'240 / max, DPP maxima' if out_dt == 'fp16' else '448 / max'}), "
                              f"{out_dt} out, {tm}-row blocks, {tn} of INTER per workgroup"
                              f"{', persistent' if persistent else ''} (csrc/py_itfs_cu/asm_fmoe.cu, "
                              f"op_tests/test_moe_blockscale.py).{BS_RACE if out_dt == 'bf16' else ''}"),
             dict(base, name="fmoe_split", dims=dict(dims, INTER=2 * tn, **split),
                  description=f"{name}: INTER two workgroups wide, {split['TOKENS']} tokens x "
                              f"top {split['TOPK']}")]
    why = (f"name says {act}, {x_what}, fp8 weights with 128x128 block scales, g1u1, "
           f"{out_dt} out, subGU {tm}x{tn}" + (", persistent grid (_ps)" if persistent else ""))
    if "flat" in flags:
        sites = [flat_site(x) for x in sites]
        why += ", flat: raw topk routing, one workgroup per (column, slot, token)"
    return sites, why


def _fmoe_blockscale_reference(inputs, dims, params):
    T, E, DIM, INTER = dims["TOKENS"], dims["EXPERTS"], dims["DIM"], dims["INTER"]
    kb, nb = DIM // 128, INTER // 128

    def blocks(scale, rows, cols):                  # [E, rows/128, cols/128] -> per element
        return np.repeat(np.repeat(scale, 128, axis=1), 128, axis=2)[:, :rows, :cols]

    if params.get("xquant"):
        x = quantize_rows(decode(inputs["X"], "bf16").reshape(-1, DIM)[:T], "fp8_e4m3", 128)
    else:
        xq = inputs["XQ"].astype(np.float64).reshape(-1, T)[:kb]
        x = decode(inputs["X"], "fp8_e4m3").reshape(-1, DIM)[:T] * np.repeat(xq.T, 128, axis=1)
    gu = decode(inputs["GU"], "fp8_e4m3").reshape(-1, 2 * INTER, DIM)[:E]
    gu = np.stack([unshuffle_16x16(w, 1) for w in gu])
    gu = gu * blocks(inputs["GQ"].astype(np.float64).reshape(-1, 2 * nb, kb)[:E], 2 * INTER, DIM)
    d = decode(inputs["D"], "fp8_e4m3").reshape(-1, DIM, INTER)[:E]
    d = np.stack([unshuffle_16x16(w, 1) for w in d])
    d = d * blocks(inputs["DQ"].astype(np.float64).reshape(-1, kb, nb)[:E], DIM, INTER)
    token, slot, expert, weight = rows_of(inputs, dims, params)
    a = np.einsum("rk,rnk->rn", x[token], gu[expert])
    h = quantize_rows(ACTIVATIONS[params["act"]](a[:, :INTER]) * a[:, INTER:], "fp8_e4m3",
                      params.get("group", 128), params.get("top"))
    y = np.einsum("rn,rdn->rd", h, d[expert]) * weight[:, None]
    out = np.zeros((T, DIM))
    np.add.at(out, token, y)
    return {"O": out}


def quantize_mxfp4(x: np.ndarray, sixth: bool = False) -> np.ndarray:
    """The kernels' MXFP4 requantisation of ``x`` [rows, cols] per 32
    columns, returned dequantised (see the comment above _fmoe_mxfp4_build).
    ``sixth``: the flat kernels' form, for X and the activation alike (read
    from flat_novs_silu_16x256's code): the scale is amax times 1/6
    (0x3e2aaaab) rounded up to a power of two (exponent + 1 where any
    mantissa bit is set); it differs from the other form only where amax's
    mantissa sits at (about) 1.5 (measured, silu fmoe site: cos 0.99949 with the
    other form, 0.999997 with this)."""
    rows, cols = x.shape
    g = x.reshape(rows, cols // 32, 32)
    if sixth:
        amax = np.maximum(np.abs(g).max(axis=2, keepdims=True), 1e-6).astype(np.float32) * np.float32(1 / 6)
        bits = amax.view(np.uint32)
        exponent = ((bits >> 23) & 0xFF).astype(np.int64) + ((bits & 0x7FFFFF) != 0)
    else:
        amax = np.maximum(np.abs(g).max(axis=2, keepdims=True), 1e-6).astype(np.float32) * np.float32(0.25)
        bits = amax.view(np.uint32)
        exponent = ((bits >> 23) & 0xFF).astype(np.int64) + ((bits >> 22) & 1)
    scale = np.ldexp(1.0, exponent - 127)
    v = np.clip(g / scale, -6.0, 6.0)
    # round |v| to the nearest e2m1 magnitude, a tie to the even code
    mags = E2M1[:8]
    lo = np.clip(np.searchsorted(mags, np.abs(v), side="right") - 1, 0, 6)
    below, above = np.abs(v) - mags[lo], mags[lo + 1] - np.abs(v)
    up = (above < below) | ((above == below) & (lo % 2 == 1))
    q = np.sign(v) * mags[lo + up]
    return (q * scale).reshape(rows, cols)


def _fmoe_mxfp4_reference(inputs, dims, params):
    T, E, DIM, INTER = dims["TOKENS"], dims["EXPERTS"], dims["DIM"], dims["INTER"]
    ceil8 = lambda n: -(-n // 8) * 8

    def weights(raw, scales, rows, k):
        w = raw.reshape(-1, rows, k // 2)[:E]
        w = np.stack([unpack_fp4(unshuffle_16x16(e, 1)) for e in w])
        s = e8m0(unshuffle_scale(scales.reshape(-1, ceil8(k // 32))))
        s = s.reshape(-1, rows, s.shape[-1])[:E, :, :k // 32]
        return w * np.repeat(s, 32, axis=2)

    gu = weights(inputs["GU"], inputs["GQ"], 2 * INTER, DIM)
    d = weights(inputs["D"], inputs["DQ"], DIM, INTER)
    if params.get("x") == "bf16":
        # flat: the kernel's own MXFP4 quantisation of bf16 X (the same form as
        # its activation's: quantize_mxfp4 with sixth), raw topk routing
        x = quantize_mxfp4(decode(inputs["X"], "bf16").reshape(-1, DIM), params.get("sixth", False))
        token, slot, expert, weight = rows_of(inputs, dims, params)
        return {"O": _mxfp4_down(x[token], gu, d, token, expert, weight, T, DIM, INTER, params)}
    x = unpack_fp4(inputs["X"].reshape(-1, DIM // 2))
    xq = e8m0(unshuffle_scale(inputs["XQ"].reshape(-1, ceil8(DIM // 32))))[:, :DIM // 32]
    ids = inputs["sorted_token_ids"].astype(np.int64)
    valid = int(inputs["num_valid_ids"][0])
    at = np.arange(min(valid, len(ids)))
    token = ids[at] & 0xFFFFFF
    at, token = at[token < T], token[token < T]
    expert = inputs["sorted_expert_ids"].astype(np.int64)[at // dims["BLOCK"]]
    weight = inputs["sorted_weights"].astype(np.float64)[at]
    xr = x[token] * np.repeat(xq[at], 32, axis=1)          # X's scale row: the sorted row's
    return {"O": _mxfp4_down(xr, gu, d, token, expert, weight, T, DIM, INTER, params)}


def _mxfp4_down(xr, gu, d, token, expert, weight, T, DIM, INTER, params):
    """gate+up of the routed rows ``xr``, the activation requantised to
    MXFP4, the down projection, weighted and summed per token."""
    a = np.einsum("rk,rnk->rn", xr, gu[expert])
    h = quantize_mxfp4(ACTIVATIONS[params["act"]](a[:, :INTER]) * a[:, INTER:], params.get("sixth", False))
    y = np.einsum("rn,rdn->rd", h, d[expert]) * weight[:, None]
    out = np.zeros((T, DIM))
    np.add.at(out, token, y)
    return out


def _fmoe_reference(inputs, dims, params):
    if params.get("mxfp4"):
        return _fmoe_mxfp4_reference(inputs, dims, params)
    if params.get("blockscale"):
        return _fmoe_blockscale_reference(inputs, dims, params)
    T, E, DIM, INTER = dims["TOKENS"], dims["EXPERTS"], dims["DIM"], dims["INTER"]
    in_dt = params["in"]
    g1u1 = params["g1u1"]
    rows = 2 * INTER if g1u1 else INTER
    conv = (lambda a: a.astype(np.float64)) if in_dt == "int8" else (lambda a: decode(a, in_dt))
    a16 = params.get("a16")
    x = (decode(inputs["X"], params["x"]) if a16 else conv(inputs["X"])).reshape(-1, DIM)
    gu = conv(inputs["GU"]).reshape(-1, rows, DIM)[:E]
    d = conv(inputs["D"]).reshape(-1, DIM, INTER)[:E]
    gu = np.stack([unshuffle_16x16(w, 1 if in_dt in ("fp8_e4m3", "int8") else 2) for w in gu])
    d = np.stack([unshuffle_16x16(w, 1 if in_dt in ("fp8_e4m3", "int8") else 2) for w in d])
    if "XQ" in inputs and not a16:
        x = x * inputs["XQ"].astype(np.float64)[:len(x), None]
    if "XQ" in inputs:
        gu = gu * inputs["GQ"].astype(np.float64).reshape(-1, rows, 1)[:E]
        d = d * inputs["DQ"].astype(np.float64).reshape(-1, DIM, 1)[:E]
    token, slot, expert, weight = routed_rows(inputs, dims)
    row = slot * T + token if params.get("per_slot") else token
    xr = x[row]
    if a16:
        # the kernel's own per-row quantisation of X times fc1's smooth scale
        xr = quantize_rows(xr * inputs["XQ"].astype(np.float64).reshape(-1, DIM)[expert], in_dt,
                           params.get("x_group", DIM))
    a = np.einsum("rk,rnk->rn", xr, gu[expert])
    f = ACTIVATIONS[params["act"]]
    if params.get("tkw1"):
        a = a * weight[:, None]
    h = f(a[:, :INTER]) * a[:, INTER:] if g1u1 else f(a)
    if params.get("smooth"):
        h = h * inputs["SMQ"].astype(np.float64).reshape(-1, INTER)[expert]
    if in_dt in ("fp8_e4m3", "int8") and params.get("requant", True):
        h = quantize_rows(h, in_dt, params["quant_group"], params.get("top"))
    y = np.einsum("rn,rdn->rd", h, d[expert])
    if not params.get("tkw1"):
        y = y * weight[:, None]
    out = np.zeros((T, DIM))
    np.add.at(out, token, y)
    return {"O": out}


FMOE = Family(
    "fmoe", "one-stage fused MoE (gate+up, activation, down, routed and weighted)",
    FMOE_PATTERN, _fmoe_build, _fmoe_reference,
    "csrc/py_itfs_cu/asm_fmoe.cu, aiter/fused_moe_bf16_asm.py, aiter/fused_moe.py (torch_moe), "
    "op_tests/test_moe.py, hsa/gfx950/fmoe/*/fmoe_*.csv")


# --- fmoe_2stages: stage 1 ---------------------------------------------------------
# csrc/py_itfs_cu/asm_moe_2stage.cu (KernelArgs; moe_stage1_g1u1):
#   out[t, slot, :] = act(X[t] . GU[e]^T) (g1u1: act(gate) * up), bf16, for
#   each routed (token, slot) with expert e; the _doweight kernels multiply
#   gate and up by the routing weight first (torch_moe_stage1, doweight).
#   Kernarg: O, X, G = ptr_GU, Xc = ptr_XC = num_valid_ids, XQ, GQ, SMQ, STP,
#   SEP, dim, hdim = inter_dim, batch, eprt, Xs, GUs, Os = TOPK * INTER * 2,
#   eGUs, eGUQs, eSMQs, topk, splitk (log2 of the k splits), activation
#   (aiter_enum.h: Silu 0, Gelu 1), SW; grid (INTER / tile_n, blocks,
#   2^splitk), block 256.  The name ends in _<tile_m>x<tile_n>: tile_m is the
#   sorting block (hsa/gfx950/fmoe_2stages/*.csv).

STAGE1_PATTERN = re.compile(
    r"fmoe_stage1_bf16_(?P<quant>pertokenFp8|pertokenInt8)_(?P<flags>\w*?)_?g1u1_(?P<tm>\d+)x(?P<tn>\d+)\w*")


def _arg_offset(metadata, name: str):
    """The kernarg byte offset of the argument ``name`` (None if absent)."""
    for a in metadata.get(".args", []):
        if isinstance(a, dict) and a.get(".name") == name:
            return int(a.get(".offset", -1))
    return None


def _stage1_build(m: re.Match, metadata, args):
    name = short_name(m.string)
    flags = set(filter(None, m.group("flags").split("_")))
    if flags == {"blockscale"} and m.group("quant") == "pertokenFp8":
        return _stage1_blockscale_build(m, metadata, args)
    if flags - {"doweight"}:
        return [], f"fmoe_stage1: {'/'.join(sorted(flags))} not modelled yet (no site)"
    sw_offset = _arg_offset(metadata, "SW")
    if "doweight" in flags and sw_offset is None:
        return [], "fmoe_stage1: doweight kernel without an SW argument (no site)"
    in_dt = QUANT_INPUT[m.group("quant")]
    tm, tn = int(m.group("tm")), int(m.group("tn"))
    doweight = "doweight" in flags
    dims = {"TOKENS": 8, "TOPK": 2, "EXPERTS": 4, "DIM": 256, "INTER": tn, "BLOCK": tm,
            "SPLITK": 0, "X_PAD": 4}
    ints = {"dim": "DIM", "hdim": "INTER", "batch": "TOKENS", "eprt": "EXPERTS", "Xs": "DIM",
            "GUs": "DIM", "Os": "TOPK * INTER * 2", "eGUs": "DIM * 2 * INTER",
            "eGUQs": "2 * INTER * 4", "eSMQs": "INTER * 4", "topk": "TOPK", "splitk": "SPLITK",
            "activation": 0}
    binding: Dict[str, Any] = {"O": "O", "X": "X", "G": "GU", "Xc": "num_valid_ids", "XQ": "XQ",
                               "GQ": "GQ", "SMQ": "SMQ", "STP": "sorted_token_ids",
                               "SEP": "sorted_expert_ids",
                               **{k: u32(v) for k, v in ints.items()}}
    binding = {k: v for k, v in binding.items() if k in args}
    raw = []
    if doweight:
        # aiter's struct ends in `void *ptr_SW` (sorted_weights); the metadata
        # declares SW a 4-byte i32, so the 8-byte address goes in raw
        binding.pop("SW", None)
        raw = [{"offset": sw_offset, "buffer": "sorted_weights", "name": "SW"}]
    lo, hi = (0.2, 0.5) if in_dt == "fp8_e4m3" else (0.002, 0.005)
    weights = {"kind": "uniform", "low": -127, "high": 128} if in_dt == "int8" else {"kind": "normal", "scale": 1.0}
    buffers = [buffer_entry("X", in_dt, ["TOKENS + X_PAD", "DIM"], init=weights),
               buffer_entry("GU", in_dt, ["EXPERTS + 1", "2 * INTER", "DIM"], init=weights),
               buffer_entry("XQ", "fp32", ["TOKENS + X_PAD"], init={"kind": "uniform", "low": lo, "high": hi}),
               buffer_entry("GQ", "fp32", ["EXPERTS + 1", "2 * INTER"], init={"kind": "uniform", "low": lo, "high": hi}),
               buffer_entry("SMQ", "fp32", ["EXPERTS + 1", "INTER"], init={"kind": "const", "value": 1.0})]
    buffers += routing_buffers()
    buffers.append(buffer_entry("O", "bf16", ["TOKENS", "TOPK", "INTER"], "output", init="zeros"))
    site = {"name": "fmoe_stage1", "dims": dims, "args": binding, "args_fill": 0,
            "block": [256, 1, 1], "shared_mem": 0, "flops": "2 * TOKENS * TOPK * DIM * 2 * INTER",
            "line_dims": ["TOKENS", "TOPK", "EXPERTS", "DIM", "INTER"],
            "grid": ["ceil_div(INTER, INTER)", M_BLOCKS, "2 ** SPLITK"], "min_cos": 0.9999,
            "buffers": buffers, "reference": {"in": in_dt, "doweight": doweight},
            **({"raw_args": raw} if raw else {}),
            "description": f"aiter {name}: MoE stage 1, silu(X.G^T) * X.U^T per routed token"
                           f"{' (gate and up times the routing weight, SW)' if doweight else ''}, "
                           f"{in_dt} per-token scaled, bf16 out [TOKENS, TOPK, INTER], {tm}-row blocks "
                           f"(csrc/py_itfs_cu/asm_moe_2stage.cu)"}
    site["grid"][0] = "ceil_div(INTER, %d)" % tn
    return [site], f"name says stage 1, {in_dt}, g1u1, tile {tm}x{tn}" + (", weight in stage 1" if doweight else "")


# The blockscale stage-1 kernels (aiter/fused_moe.py, fused_moe_2stages and
# asm_stage1 with QuantType.per_1x128; get_cfg in asm_moe_2stage.cu: fp8 in,
# fp8 weights, fp8 out): X fp8 with one fp32 scale per token and 128 columns,
# stored transposed, XQ [DIM/128, TOKENS] (per_group_quant_hip with
# transpose_scale: scale index group * rows + row, csrc/kernels/quant_kernels.cu);
# weights with one fp32 scale per 128x128 block, GQ [E, 2*INTER/128, DIM/128]
# (op_tests/test_moe_2stage.py weight_per_128x128_quant; eGUQs = its expert
# stride in bytes).  The output a2 is fp8 [TOKENS, TOPK, INTER] (Os = TOPK *
# INTER bytes) followed in the same buffer by the fp32 scales of its 1x128
# groups, [TOKENS, TOPK * INTER / 128] (fused_moe_2stages: a2 has TOKENS +
# ceil(TOKENS * 4 / 128) rows, a2_scale = the rows past TOKENS viewed as fp32).

def _stage1_blockscale_build(m: re.Match, metadata, args):
    name = short_name(m.string)
    tm, tn = int(m.group("tm")), int(m.group("tn"))
    dims = {"TOKENS": 8, "TOPK": 2, "EXPERTS": 4, "DIM": 256, "INTER": tn, "BLOCK": tm,
            "X_PAD": 4}
    ints = {"dim": "DIM", "hdim": "INTER", "batch": "TOKENS", "eprt": "EXPERTS", "Xs": "DIM",
            "GUs": "DIM", "Os": "TOPK * INTER", "eGUs": "DIM * 2 * INTER",
            "eGUQs": "2 * INTER // 128 * (DIM // 128) * 4", "eSMQs": "INTER * 4",
            "topk": "TOPK", "splitk": 0, "activation": 0}
    binding: Dict[str, Any] = {"O": "O", "X": "X", "G": "GU", "Xc": "num_valid_ids", "XQ": "XQ",
                               "GQ": "GQ", "SMQ": "SMQ", "STP": "sorted_token_ids",
                               "SEP": "sorted_expert_ids",
                               **{k: u32(v) for k, v in ints.items()}}
    binding = {k: v for k, v in binding.items() if k in args}
    weights = {"kind": "normal", "scale": 1.0}
    scales = {"kind": "uniform", "low": 0.2, "high": 0.5}
    buffers = [buffer_entry("X", "fp8_e4m3", ["TOKENS + X_PAD", "DIM"], init=weights),
               buffer_entry("GU", "fp8_e4m3", ["EXPERTS + 1", "2 * INTER", "DIM"], init=weights),
               # two 128-column blocks to spare: the K loop prefetches ahead
               buffer_entry("XQ", "fp32", ["DIM // 128 + 2", "TOKENS"], init=scales),
               buffer_entry("GQ", "fp32", ["EXPERTS + 1", "2 * INTER // 128", "DIM // 128"], init=scales),
               buffer_entry("SMQ", "fp32", ["EXPERTS + 1", "INTER"], init={"kind": "const", "value": 1.0})]
    buffers += routing_buffers()
    # bytes: fp8 values then fp32 scales (read apart by the reference's views;
    # kernel against kernel compares the bytes, an fp32 scale's bytes read as
    # fp8 would hold NaN patterns)
    buffers.append(buffer_entry("O", "uint8", ["TOKENS + ceil_div(TOKENS * 4, 128)", "TOPK", "INTER"],
                                "output", init="zeros"))
    views = {"O": {"buffer": "O", "dtype": "fp8_e4m3", "offset": 0},
             "O_scale": {"buffer": "O", "dtype": "fp32", "offset": "TOKENS * TOPK * INTER"}}
    site = {"name": "fmoe_stage1", "dims": dims, "args": binding, "args_fill": 0,
            "block": [256, 1, 1], "shared_mem": 0, "flops": "2 * TOKENS * TOPK * DIM * 2 * INTER",
            "line_dims": ["TOKENS", "TOPK", "EXPERTS", "DIM", "INTER"],
            "grid": [f"ceil_div(INTER, {tn})", M_BLOCKS, 1], "min_cos": 0.9999,
            "buffers": buffers,
            "reference": {"in": "fp8_e4m3", "blockscale": True, "views": views,
                          "tolerance": BLOCKSCALE_TOLERANCE},
            "description": f"aiter {name}: MoE stage 1, silu(X.G^T) * X.U^T per routed token, fp8 X "
                           f"and weights with 1x128 / 128x128 block scales, fp8 out [TOKENS, TOPK, INTER] "
                           f"with its 1x128 fp32 scales appended, {tm}-row blocks "
                           f"(csrc/py_itfs_cu/asm_moe_2stage.cu, aiter/fused_moe.py)"}
    split = dict(site, name="fmoe_stage1_split", dims=dict(dims, INTER=2 * tn, TOKENS=5, TOPK=3),
                 description=f"{name}: INTER two workgroups wide, 5 tokens x top 3 (blocks partly "
                             f"filled, the scales' row not a multiple of 128 bytes)")
    return [site, split], f"name says stage 1, fp8 blockscale (1x128 X, 128x128 weights), g1u1, tile {tm}x{tn}"


# fp8 values: a value on a rounding boundary may round one e4m3 step the other
# way (at most 16 of 240, 0.067 of the scale); the fp32 scales are max / 240
# of the same values, ~1e-6 apart
BLOCKSCALE_TOLERANCE = {"O": [0.9999, 0.067], "O_scale": [0.999999, 1e-4]}


def _stage1_blockscale_reference(inputs, dims, params):
    T, E, DIM, INTER, TOPK = (dims["TOKENS"], dims["EXPERTS"], dims["DIM"], dims["INTER"],
                              dims["TOPK"])
    kb = DIM // 128
    xq = inputs["XQ"].astype(np.float64).reshape(-1, T)[:kb]          # [DIM/128, T]
    x = decode(inputs["X"], "fp8_e4m3").reshape(-1, DIM)[:T]
    x = x * np.repeat(xq.T, 128, axis=1)
    gu = decode(inputs["GU"], "fp8_e4m3").reshape(-1, 2 * INTER, DIM)[:E]
    gu = np.stack([unshuffle_16x16(w, 1) for w in gu])
    gq = inputs["GQ"].astype(np.float64).reshape(-1, 2 * INTER // 128, kb)[:E]
    gu = gu * np.repeat(np.repeat(gq, 128, axis=1), 128, axis=2)
    token, slot, expert, _ = routed_rows(inputs, dims)
    a = np.einsum("rk,rnk->rn", x[token], gu[expert])
    h = np.zeros((T, TOPK, INTER))
    h[token, slot] = silu(a[:, :INTER]) * a[:, INTER:]
    g = h.reshape(T, TOPK, INTER // 128, 128)
    # the kernels' code: the group maximum from 1e-6 (v_max3_f32 from
    # 0x358637bd), values times 240 / max (0x43700000, e4m3fnuz's top, not
    # e4m3fn's 448), v_cvt_pk_fp8_f32; the scale stored is max / 240
    scale = np.maximum(np.abs(g).max(axis=3), 1e-6) / 240.0
    fp8 = lookup_dtype("fp8_e4m3")
    q = fp8.decode(fp8.encode((g / scale[..., None]).astype(np.float32))).astype(np.float64)
    return {"O": q.reshape(T, TOPK, INTER), "O_scale": scale.reshape(T, TOPK * INTER // 128)}


def _stage1_reference(inputs, dims, params):
    if params.get("blockscale"):
        return _stage1_blockscale_reference(inputs, dims, params)
    T, E, DIM, INTER = dims["TOKENS"], dims["EXPERTS"], dims["DIM"], dims["INTER"]
    in_dt = params["in"]
    conv = (lambda a: a.astype(np.float64)) if in_dt == "int8" else (lambda a: decode(a, in_dt))
    x = conv(inputs["X"]).reshape(-1, DIM) * inputs["XQ"].astype(np.float64)[:, None]
    gu = conv(inputs["GU"]).reshape(-1, 2 * INTER, DIM)[:E]
    gu = np.stack([unshuffle_16x16(w, 1) for w in gu])
    gu = gu * inputs["GQ"].astype(np.float64).reshape(-1, 2 * INTER, 1)[:E]
    token, slot, expert, weight = routed_rows(inputs, dims)
    a = np.einsum("rk,rnk->rn", x[token], gu[expert])
    if params.get("doweight"):
        a = a * weight[:, None]
    out = np.zeros((T, dims["TOPK"], INTER))
    out[token, slot] = silu(a[:, :INTER]) * a[:, INTER:]
    return {"O": out}


FMOE_STAGE1 = Family(
    "fmoe_stage1", "MoE stage 1 (gate+up, activation) of aiter's two-stage MoE",
    STAGE1_PATTERN, _stage1_build, _stage1_reference,
    "csrc/py_itfs_cu/asm_moe_2stage.cu, aiter/fused_moe.py (torch_moe_stage1), "
    "hsa/gfx950/fmoe_2stages/*.csv")
