"""What the checker needs to know of one instruction, computed once per
distinct instruction word from the typed model (gcnasm.isa semantics).

Everything here is derived from ``Instruction.category``, ``.reads``,
``.writes``, ``.operand(field)``, ``.passes``, ``.is_xdl``, ``.counters``
and friends; where the model does not say something a rule needs, the gap
is named in a TODO (and listed in docs/check.md).
"""

from __future__ import annotations

import re
from typing import FrozenSet, Optional

from ..isa import Register, RegisterUnit
from ..isa.caches import BoundedCache
from ..isa.operands import SPECIAL_IDS, Immediate, Modifier

EXEC = frozenset({RegisterUnit.parse("exec_lo"), RegisterUnit.parse("exec_hi")})
VCC = frozenset({RegisterUnit.parse("vcc_lo"), RegisterUnit.parse("vcc_hi")})
M0 = RegisterUnit.parse("m0")
NOP_MAX = 15                       # s_nop's simm16[3:0]

_VECTOR_FILES = ("v", "a")
_SCALAR_FILES = ("s", "special", "ttmp")
# LLVM's isTRANS for gfx950 is the model's "trans" category.
# Mnemonics whose hazards LLVM keys on the opcode.
READLANE = frozenset({"v_readlane_b32", "v_readfirstlane_b32"})
RWLANE = frozenset({"v_readlane_b32", "v_writelane_b32"})
DIV_FMAS = frozenset({"v_div_fmas_f32", "v_div_fmas_f64"})
FMA64 = frozenset({"v_fma_f64", "v_fmac_f64"})
PERMLANE_SWAP = frozenset({"v_permlane16_swap_b32", "v_permlane32_swap_b32"})
# VALU instructions with a carry-in operand (src2 in VOP3, VCC in VOP2)
CARRY_IN = frozenset({"v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32"})
M0_READERS = frozenset({"s_sendmsg", "s_sendmsghalt", "s_ttracedata", "s_movrels_b32",
                        "s_movrels_b64", "s_movreld_b32", "s_movreld_b64", "ds_write_addtid_b32",
                        "ds_read_addtid_b32"})


class Facts:
    """Per-word facts (shared by every instruction with the same bytes)."""

    __slots__ = ("mnemonic", "category", "reads", "writes", "vreads", "vwrites", "sreads",
                 "swrites", "explicit_reads", "explicit_sreads", "is_valu", "is_legacy_valu",
                 "is_mfma", "is_xdl", "is_dgemm", "passes", "is_dot", "is_trans", "is_vmem",
                 "is_ds", "is_salu", "is_smem", "wait_states", "src_c", "src_ab", "mfma_dst",
                 "store_data_hazard", "dst_forward", "src0", "lane_select", "is_dpp",
                 "writes_exec", "is_vcmpx", "counters", "may_load", "may_store", "is_lds_dma",
                 "writes_lds", "reads_lds", "hwreg", "is_setreg", "is_getreg", "reads_m0_hazard",
                 "waitcnt", "is_barrier", "is_flat_lds", "touches", "packed_forward",
                 "writelane_slot", "spill_pair_slot", "plain_reads", "top_vgpr", "uses_agprs",
                 "carry_in")

    def __init__(self, inst):
        sem = inst.semantics
        self.mnemonic = m = base_mnemonic(inst.mnemonic)
        self.category = cat = sem.category
        self.reads = sem.reads
        self.writes = sem.writes
        self.touches = touches = sem.reads | sem.writes
        files = _unit_files()
        # reads of registers an earlier instruction must have set: not the
        # old value of a partly written destination (D16, DPP, tied operands)
        partial = set(sem.implicit_reads & sem.implicit_writes)
        for j in set(sem.defs) & set(sem.uses):
            partial.update(sem.operands[j].units)
        self.plain_reads = sem.reads - partial - files["ttmp"]
        vgprs = touches & files["v"]
        self.top_vgpr = max([u.index for u in vgprs]) if vgprs else -1
        self.uses_agprs = not touches.isdisjoint(files["a"])
        self.vreads, self.sreads = _by_file(sem.reads, files)
        self.vwrites, self.swrites = _by_file(sem.writes, files)
        explicit = set()
        for i in sem.uses:
            op = sem.operands[i]
            if isinstance(op, Register):
                explicit.update(op.units)
        self.explicit_reads = explicit = frozenset(explicit)
        self.explicit_sreads = _by_file(explicit, files)[1]
        self.is_mfma = cat == "mfma"
        self.is_trans = cat == "trans"
        self.is_dot = m.startswith("v_dot")
        # LLVM's isVALU: VALU, TRANS, MFMA and DOT (VOP1/2/3/3P/C, SDWA, DPP).
        self.is_valu = cat in ("valu", "trans", "mfma")
        self.is_legacy_valu = self.is_valu and not self.is_mfma
        self.is_xdl = inst.is_xdl
        self.is_dgemm = inst.is_dgemm
        self.passes = inst.passes
        self.is_vmem = cat in ("vmem", "flat")
        self.is_ds = cat == "lds"
        self.is_salu = cat == "salu"
        self.is_smem = cat == "smem"
        self.is_barrier = cat == "barrier"
        self.wait_states = 1
        if cat == "nop" and m == "s_nop":
            self.wait_states = (inst.value & 0xF) + 1
        enc = inst.encoding
        self.is_dpp = "DPP" in enc
        self.src0 = _units(inst.operand("src0"))
        self.lane_select = _units(inst.operand("src1")) if m in RWLANE else frozenset()
        # the SGPR pair (or VCC) a v_addc/v_subb/v_subbrev reads as its carry-in
        self.carry_in = (_units(inst.operand("src2")) or (sem.reads & VCC)) \
            if m in CARRY_IN else frozenset()
        self.writelane_slot, self.spill_pair_slot = _spill_slots(inst) \
            if m == "v_writelane_b32" else (frozenset(), frozenset())
        self.writes_exec = bool(sem.writes & EXEC)
        self.is_vcmpx = self.is_valu and m.startswith("v_cmpx")
        # MFMA operands: A/B (and the scale operands of the scaled forms), C, D.
        if self.is_mfma:
            self.mfma_dst = _units(inst.operand("vdst"))
            if m.startswith("v_smfmac"):
                # SMFMAC accumulates into its destination (LLVM's src2 is that
                # tied operand; the sparsity index is a plain use, like A/B).
                # TODO(model gap): operand("src2") is the index here.
                self.src_c = self.mfma_dst
            else:
                self.src_c = _units(inst.operand("src2"))
            self.src_ab = frozenset(u for u in self.vreads if u not in self.src_c)
        else:
            # a DOT's accumulator (src2) matters to the DOT rules
            self.src_c = _units(inst.operand("src2")) if self.is_dot else frozenset()
            self.mfma_dst = self.src_ab = frozenset()
        self.store_data_hazard = _store_data_hazard(inst, sem)
        forward = _dst_forward(inst, sem, enc)
        # VOP3P's op_sel_hi[0] shares its bit with DST_OP_SEL (see _dst_forward)
        packed = enc == "VOP3P"
        self.dst_forward = frozenset() if packed else forward
        self.packed_forward = forward if packed else frozenset()
        self.counters = sem.counters
        self.may_load = inst.may_load
        self.may_store = inst.may_store
        self.is_lds_dma = inst.is_lds_dma
        self.writes_lds = inst.writes_lds
        # DS instructions that read LDS memory (loads, atomics); ds_permute/bpermute do not.
        self.reads_lds = cat == "lds" and (inst.may_load or inst.is_atomic) and \
            "permute" not in m
        self.is_flat_lds = cat == "flat" and inst.flat_segment == "flat"
        self.is_setreg = m.startswith("s_setreg")
        self.is_getreg = m == "s_getreg_b32"
        self.hwreg = _hwreg(inst) if (self.is_setreg or self.is_getreg) else None
        self.reads_m0_hazard = (m in M0_READERS or inst.is_lds_dma
                                or "lds_direct" in inst.llvm_text)
        self.waitcnt = _waitcnt(inst) if m == "s_waitcnt" else None


# Every register unit of gfx950 by file ("v", "a", "ttmp", and "vector" /
# "scalar" for the two sides): splitting an instruction's units is then a set
# intersection.
_files: dict = {}


def _unit_files() -> dict:
    if not _files:
        v = frozenset(RegisterUnit("v", i) for i in range(512))
        a = frozenset(RegisterUnit("a", i) for i in range(256))
        ttmp = frozenset(RegisterUnit("ttmp", i) for i in range(16))
        s = frozenset(RegisterUnit("s", i) for i in range(106))
        special = frozenset(RegisterUnit.parse(name) for name in SPECIAL_IDS)
        _files.update(v=v, a=a, ttmp=ttmp, vector=v | a, scalar=s | special | ttmp)
    return _files


def _by_file(units, files):
    """(vector units, scalar units) of ``units``."""
    vector, scalar = units & files["vector"], units & files["scalar"]
    if len(vector) + len(scalar) != len(units):     # a unit outside the files above
        vector = frozenset(u for u in units if u.file in _VECTOR_FILES)
        scalar = frozenset(u for u in units if u.file in _SCALAR_FILES)
    return vector, scalar


_SUFFIXES = ("_e32", "_e64", "_dpp", "_sdwa")


def base_mnemonic(mnemonic: str) -> str:
    """The mnemonic without its encoding suffix (v_fmac_f64_e32 -> v_fmac_f64),
    as LLVM's hazard checks name opcodes across their encodings."""
    for suffix in _SUFFIXES:
        if mnemonic.endswith(suffix):
            return mnemonic[:-len(suffix)]
    return mnemonic


def _units(op) -> FrozenSet[RegisterUnit]:
    if isinstance(op, Register):
        return frozenset(op.units)
    return frozenset()


def _spill_slots(inst):
    """For ``v_writelane_b32 vX, sN, lane``: the slot it fills, and (N even:
    the first half of an aligned SGPR pair) the slot the pair's second half
    goes to in a spill (vX, lane + 1, s[N+1]), as strings ("v255[5]=s1")."""
    dst, src, lane = inst.operand("vdst"), inst.operand("src0"), inst.operand("src1")
    if not (isinstance(dst, Register) and isinstance(src, Register) and src.file == "s"
            and isinstance(lane, Immediate)):
        return frozenset(), frozenset()
    slot = frozenset({f"{dst.text}[{lane.value}]=s{src.first}"})
    if src.first % 2:
        return slot, frozenset()
    return slot, frozenset({f"{dst.text}[{lane.value + 1}]=s{src.first + 1}"})


def _hwreg(inst) -> Optional[int]:
    """The hwreg id of s_setreg/s_getreg (simm16[5:0])."""
    return inst.value & 0x3F


def _waitcnt(inst):
    """(vmcnt, expcnt, lgkmcnt) of a gfx9 s_waitcnt simm16."""
    simm = inst.value & 0xFFFF
    vm = (simm & 0xF) | ((simm >> 14) & 0x3) << 4
    exp = (simm >> 4) & 0x7
    lgkm = (simm >> 8) & 0xF
    return vm, exp, lgkm


def _store_data_hazard(inst, sem) -> FrozenSet[RegisterUnit]:
    """GCNHazardRecognizer::createsVALUHazard: the data of a MUBUF/MTBUF
    store wider than 64 bits with no SGPR soffset, or of a FLAT store wider
    than 64 bits, can be overwritten by the next VALU."""
    if "store" not in sem.flags and not inst.is_atomic:
        return frozenset()
    if sem.category not in ("vmem", "flat"):
        return frozenset()
    data = inst.operand("vdata") if sem.category == "vmem" else \
        (inst.operand("vdata") or inst.operand("data"))
    if not isinstance(data, Register) or data.count <= 2:
        return frozenset()
    if sem.category == "vmem":
        soff = inst.operand("soffset")
        if isinstance(soff, Register) and soff.file in ("s", "ttmp", "special") \
                and soff.text not in ("off",):
            return frozenset()
    return frozenset(data.units)


_FP8_DST_SEL = re.compile(r"v_cvt_(scalef32_)?(sr_)?(pk_)?(fp8|bf8)")
_FP4_SR = re.compile(r"v_cvt_scalef32_sr_pk_fp4")


def _dst_forward(inst, sem, enc) -> FrozenSet[RegisterUnit]:
    """GCNHazardRecognizer's getDstSelForwardingOperand (gfx940 DstSel and
    gfx950 cvt-scale forwarding): the vdst of (1) SDWA with dst_sel other
    than DWORD; (2) an instruction with op_sel whose src0_modifiers has bit 3
    (SISrcMods::DST_OP_SEL, which is also OP_SEL_1): op_sel's destination bit
    in VOP3, op_sel_hi[0] in VOP3P (1 unless printed otherwise); (3) an FP8
    conversion with dest byte select op_sel[2]; (4) every FP4 stochastic-
    rounding scaled conversion.
    TODO(model gap): the model has no src0_modifiers/dst_sel facts; read off
    the printed modifiers here."""
    if sem.category not in ("valu", "trans"):
        return frozenset()
    dst = inst.operand("vdst")
    if not isinstance(dst, Register):
        return frozenset()
    units = frozenset(dst.units)
    m = inst.mnemonic
    mods = {op.name: op.value for op in sem.operands if isinstance(op, Modifier)}
    if "SDWA" in enc:
        sel = mods.get("dst_sel")
        if sel is not None and str(sel).upper() not in ("DWORD", "6"):
            return units
        return frozenset()
    if _FP4_SR.match(m):
        return units
    op_sel = mods.get("op_sel")
    if enc == "VOP3P":
        hi = mods.get("op_sel_hi")
        if not m.startswith(_OP_SEL_VOP3P):
            return frozenset()
        if hi is None or (isinstance(hi, tuple) and hi and hi[0]):
            return units
        return frozenset()
    if enc.startswith("VOP3") and isinstance(op_sel, tuple) and op_sel:
        if _FP8_DST_SEL.match(m):
            return units if len(op_sel) > 2 and op_sel[2] else frozenset()
        if op_sel[-1]:
            return units
    return frozenset()


# VOP3P instructions with op_sel/op_sel_hi operands (not v_accvgpr_*, whose
# VOP3P encoding has none).  TODO(model gap): no operand-field fact says which
# instructions have an op_sel operand.
_OP_SEL_VOP3P = ("v_pk_", "v_fma_mix", "v_mad_mix", "v_dot")


_facts_of_word = BoundedCache(__name__, 500_000)


def facts_of(inst) -> Facts:
    key = inst.to_bytes()
    f = _facts_of_word.get(key)
    if f is None:
        f = _facts_of_word.put(key, Facts(inst))
    return f
