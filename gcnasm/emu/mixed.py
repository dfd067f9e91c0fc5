"""Mixed-precision fused multiply-add: ``v_fma_mix_f32``, ``v_fma_mixlo_f16``,
``v_fma_mixhi_f16`` (VOP3P).

Each source is f32, or with its ``op_sel_hi`` bit an f16 taken from the
half its ``op_sel`` bit names (AMD CDNA4 ISA guide, V_FMA_MIX_F32); the
product and sum are computed in float64 and rounded once to the result:
f32, or f16 written to the low (mixlo) or high (mixhi) half with the other
half kept (LLVM's GCNSubtarget::zeroesHigh16BitsOfDest: mix results
preserve the other half).  ``clamp`` clamps to [0, 1].
"""

from __future__ import annotations

import numpy as np

from .access import modifiers, vector_writer
from .fpmode import NEAREST_EVEN, flush_denormals, round_exact, two_sum
from .program import NotEmulated, semantic
from .vector import as_bits, float_reader, operand_values

F16, F32, F64 = np.float16, np.float32, np.float64
U32 = np.uint32


@semantic("v_fma_mix_f32", "v_fma_mixlo_f16", "v_fma_mixhi_f16", "v_mad_mix_f32",
          "v_mad_mixlo_f16", "v_mad_mixhi_f16")
def _fma_mix(inst, ctx):
    ops = operand_values(inst)
    mods = modifiers(inst)
    op_sel = tuple(mods.get("op_sel", (0, 0, 0))) + (0, 0, 0)
    op_sel_hi = tuple(mods.get("op_sel_hi", (0, 0, 0))) + (0, 0, 0)
    if any(mods.get(k) for k in ("neg_lo", "neg_hi")):
        raise NotEmulated("neg_lo/neg_hi on a mix instruction")
    kinds = ["f16" if op_sel_hi[i] else "f32" for i in range(3)]
    readers = [float_reader(op, kinds[i], op_sel[i]) for i, op in enumerate(ops[1:4])]
    out = "f32" if inst.mnemonic.endswith("f32") else "f16"
    high = "mixhi" in inst.mnemonic
    clamp = bool(mods.get("clamp"))
    dst = ops[0]
    write = vector_writer(dst)

    def run(st, act):
        xs = []
        for kind, rd in zip(kinds, readers):
            x = rd(st)
            flush = st.flush
            if flush is not None and kind in flush:
                x = flush_denormals(x, flush[kind][0])
            xs.append(np.asarray(x).astype(F64))
        # the product of two f32 is exact in float64; its sum with the
        # addend rounded once (a float64 sum then a cast rounds twice:
        # v_fma_mixlo_f16 of 1+2^-11, 1.0, 2^-100 gave 1.0, exact 1+2^-10)
        r = round_exact(*two_sum(xs[0] * xs[1], xs[2]), F32 if out == "f32" else F16, NEAREST_EVEN)
        if clamp:
            r = np.where(np.isnan(r), 0, np.clip(r, 0, 1)).astype(r.dtype)
        flush = st.flush
        if flush is not None and out in flush:
            r = flush_denormals(r, flush[out][1])
        b = as_bits(r, out)
        if out == "f16":
            old = st.v[dst.first]
            b = (old & U32(0xFFFF)) | (b << U32(16)) if high else (old & U32(0xFFFF0000)) | b
        write(st, b, st.lanes(act))
    return run
