"""What the checker needs to know of one instruction, computed once per
distinct instruction word from the typed model (gcnasm.isa semantics).

Everything here is derived from ``Instruction.category``, ``.reads``,
``.writes``, ``.operand(field)``, ``.passes``, ``.is_xdl``, ``.counters``
and friends; where the model does not say something a rule needs, the gap
is named in a TODO (and listed in docs/check.md).
"""

from __future__ import annotations

import marshal
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
    """Per-word facts (shared by every instruction with the same bytes): those
    of the word's shape, shared by the words that differ only in their
    registers (see _ShapeFacts), and those of its registers and value."""

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
        shape = _shape_facts(inst, sem)
        (self.mnemonic, self.category, self.is_valu, self.is_legacy_valu, self.is_mfma,
         self.is_xdl, self.is_dgemm, self.passes, self.is_dot, self.is_trans, self.is_vmem,
         self.is_ds, self.is_salu, self.is_smem, self.is_barrier, self.is_dpp, self.is_vcmpx,
         self.counters, self.may_load, self.may_store, self.is_lds_dma, self.writes_lds,
         self.reads_lds, self.is_flat_lds, self.is_setreg, self.is_getreg,
         self.reads_m0_hazard) = shape.shared
        # of the word's value
        self.wait_states = (inst.value & 0xF) + 1 if shape.is_s_nop else 1
        self.hwreg = _hwreg(inst) if (self.is_setreg or self.is_getreg) else None
        self.waitcnt = _waitcnt(inst) if shape.is_waitcnt else None
        # of its registers
        ops = sem.operands
        self.reads = reads = sem.reads
        self.writes = writes = sem.writes
        self.touches = touches = reads | writes
        files = _unit_files()
        # reads of registers an earlier instruction must have set: not the
        # old value of a partly written destination (D16, DPP, tied operands)
        partial = set(shape.partial)
        for j in shape.tied:
            partial.update(ops[j].units)
        self.plain_reads = reads - partial - files["ttmp"]
        vgprs = touches & files["v"]
        self.top_vgpr = max([u.index for u in vgprs]) if vgprs else -1
        self.uses_agprs = not touches.isdisjoint(files["a"])
        self.vreads, self.sreads = _by_file(reads, files)
        self.vwrites, self.swrites = _by_file(writes, files)
        explicit = set()
        for i in shape.explicit:
            explicit.update(ops[i].units)
        self.explicit_reads = explicit = frozenset(explicit)
        self.explicit_sreads = _by_file(explicit, files)[1]
        self.src0 = _units_at(ops, shape.src0)
        self.lane_select = _units_at(ops, shape.src1) if shape.is_rwlane else _EMPTY
        # the SGPR pair (or VCC) a v_addc/v_subb/v_subbrev reads as its carry-in
        self.carry_in = (_units_at(ops, shape.src2) or (reads & VCC)) \
            if shape.is_carry_in else _EMPTY
        self.writelane_slot, self.spill_pair_slot = _spill_slots(inst) \
            if shape.is_writelane else (_EMPTY, _EMPTY)
        self.writes_exec = bool(writes & EXEC)
        # MFMA operands: A/B (and the scale operands of the scaled forms), C, D.
        if self.is_mfma:
            self.mfma_dst = _units_at(ops, shape.vdst)
            if shape.is_smfmac:
                # SMFMAC accumulates into its destination (LLVM's src2 is that
                # tied operand; the sparsity index is a plain use, like A/B).
                # TODO(model gap): operand("src2") is the index here.
                self.src_c = self.mfma_dst
            else:
                self.src_c = _units_at(ops, shape.src2)
            self.src_ab = frozenset(u for u in self.vreads if u not in self.src_c)
        else:
            # a DOT's accumulator (src2) matters to the DOT rules
            self.src_c = _units_at(ops, shape.src2) if self.is_dot else _EMPTY
            self.mfma_dst = self.src_ab = _EMPTY
        self.store_data_hazard = _store_data_hazard(inst, sem) if shape.may_store_data \
            else _EMPTY
        forward = _units_at(ops, shape.vdst) if shape.forwards_dst else _EMPTY
        # VOP3P's op_sel_hi[0] shares its bit with DST_OP_SEL (see _forwards_dst)
        self.dst_forward = _EMPTY if shape.is_packed else forward
        self.packed_forward = forward if shape.is_packed else _EMPTY


_EMPTY: FrozenSet[RegisterUnit] = frozenset()


class _ShapeFacts:
    """The facts of one shape of word (InstructionSemantics.shape: words
    that differ only in their registers' numbers and widths): ``shared``, the
    values of the Facts attributes that do not depend on the registers, and
    where the rest look (operand indices, which rules apply)."""

    __slots__ = ("shared", "is_s_nop", "is_waitcnt", "partial", "tied", "explicit", "src0",
                 "src1", "src2", "vdst", "is_rwlane", "is_carry_in", "is_writelane",
                 "is_smfmac", "may_store_data", "forwards_dst", "is_packed")

    def __init__(self, inst, sem):
        m = base_mnemonic(inst.mnemonic)
        cat = sem.category
        is_mfma = cat == "mfma"
        # LLVM's isVALU: VALU, TRANS, MFMA and DOT (VOP1/2/3/3P/C, SDWA, DPP).
        is_valu = cat in ("valu", "trans", "mfma")
        enc = inst.encoding
        # DS instructions that read LDS memory (loads, atomics); ds_permute/bpermute do not.
        reads_lds = cat == "lds" and (inst.may_load or inst.is_atomic) and "permute" not in m
        self.shared = (
            m, cat, is_valu, is_valu and not is_mfma, is_mfma, inst.is_xdl, inst.is_dgemm,
            inst.passes, m.startswith("v_dot"), cat == "trans", cat in ("vmem", "flat"),
            cat == "lds", cat == "salu", cat == "smem", cat == "barrier", "DPP" in enc,
            is_valu and m.startswith("v_cmpx"), sem.counters, inst.may_load, inst.may_store,
            inst.is_lds_dma, inst.writes_lds, reads_lds,
            cat == "flat" and inst.flat_segment == "flat", m.startswith("s_setreg"),
            m == "s_getreg_b32",
            m in M0_READERS or inst.is_lds_dma or "lds_direct" in inst.llvm_text)
        self.is_s_nop = cat == "nop" and m == "s_nop"
        self.is_waitcnt = m == "s_waitcnt"
        ops = sem.operands
        self.partial = sem.implicit_reads & sem.implicit_writes
        self.tied = tuple(set(sem.defs) & set(sem.uses))
        self.explicit = tuple(i for i in sem.uses if isinstance(ops[i], Register))
        fields = sem.fields
        self.src0, self.src1, self.src2, self.vdst = (
            fields.index(f) if f in fields else None for f in ("src0", "src1", "src2", "vdst"))
        self.is_rwlane = m in RWLANE
        self.is_carry_in = m in CARRY_IN
        self.is_writelane = m == "v_writelane_b32"
        self.is_smfmac = m.startswith("v_smfmac")
        self.may_store_data = ("store" in sem.flags or inst.is_atomic) and \
            cat in ("vmem", "flat")
        self.forwards_dst = _forwards_dst(inst, sem, enc)
        self.is_packed = enc == "VOP3P"


_shape_facts_of = BoundedCache(__name__, 200_000)


def _shape_facts(inst, sem) -> _ShapeFacts:
    shape = sem.shape
    if shape is None:                       # a word of its own
        return _ShapeFacts(inst, sem)
    f = _shape_facts_of.get(shape)
    if f is None:
        f = _shape_facts_of.put(shape, _ShapeFacts(inst, sem))
    return f


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


def _units_at(operands, i: Optional[int]) -> FrozenSet[RegisterUnit]:
    """The units of ``operands[i]`` (none where i is None or not a register)."""
    if i is not None and isinstance(operands[i], Register):
        return frozenset(operands[i].units)
    return _EMPTY


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


def _forwards_dst(inst, sem, enc) -> bool:
    """GCNHazardRecognizer's getDstSelForwardingOperand (gfx940 DstSel and
    gfx950 cvt-scale forwarding): whether the vdst (a register) is forwarded,
    for (1) SDWA with dst_sel other than DWORD; (2) an instruction with
    op_sel whose src0_modifiers has bit 3 (SISrcMods::DST_OP_SEL, which is
    also OP_SEL_1): op_sel's destination bit in VOP3, op_sel_hi[0] in VOP3P
    (1 unless printed otherwise); (3) an FP8 conversion with dest byte select
    op_sel[2]; (4) every FP4 stochastic-rounding scaled conversion.
    TODO(model gap): the model has no src0_modifiers/dst_sel facts; read off
    the printed modifiers here."""
    if sem.category not in ("valu", "trans"):
        return False
    if not isinstance(inst.operand("vdst"), Register):
        return False
    m = inst.mnemonic
    mods = {op.name: op.value for op in sem.operands if isinstance(op, Modifier)}
    if "SDWA" in enc:
        sel = mods.get("dst_sel")
        return sel is not None and str(sel).upper() not in ("DWORD", "6")
    if _FP4_SR.match(m):
        return True
    op_sel = mods.get("op_sel")
    if enc == "VOP3P":
        hi = mods.get("op_sel_hi")
        if not m.startswith(_OP_SEL_VOP3P):
            return False
        return hi is None or bool(isinstance(hi, tuple) and hi and hi[0])
    if enc.startswith("VOP3") and isinstance(op_sel, tuple) and op_sel:
        if _FP8_DST_SEL.match(m):
            return bool(len(op_sel) > 2 and op_sel[2])
        if op_sel[-1]:
            return True
    return False


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


# --- the facts as plain values (the on-disk cache, gcnasm.checker.cache) -----
# Facts are a function of a word's bytes alone (facts_of is keyed by them),
# so a template's may stand for the same word of an edit; loading them costs
# a fifth of deriving them.  The slots holding frozensets (of register units
# or strings) are kept as numbers into a table of the distinct sets, the
# others (str, bool, int, None, a tuple of ints) as they are.


def _slot_kinds(facts) -> Optional[tuple]:
    """Per slot of Facts, whether it holds a frozenset in every one of
    ``facts`` (True), in none (False); None when mixed."""
    kinds = []
    for slot in Facts.__slots__:
        sets = {isinstance(getattr(f, slot), frozenset) for f in facts}
        if len(sets) > 1:
            return None
        kinds.append(sets == {True})
    return tuple(kinds)


def plain_facts(words) -> Optional[tuple]:
    """The facts of ``words`` (decoded instructions, one per distinct word)
    as plain values (see above); None when one holds something else."""
    words = list(words)
    facts = [facts_of(inst) for inst in words]
    kinds = _slot_kinds(facts)
    if kinds is None:
        return None
    set_slots = [s for s, k in zip(Facts.__slots__, kinds) if k]
    other_slots = [s for s, k in zip(Facts.__slots__, kinds) if not k]
    unit_number: dict = {}
    set_number: dict = {}
    sets = []
    rows = []
    one: dict = {}
    for inst, f in zip(words, facts):
        numbers = []
        for slot in set_slots:
            v = getattr(f, slot)
            k = set_number.get(v)
            if k is None:
                items = []
                for x in v:
                    if isinstance(x, RegisterUnit):
                        u = unit_number.get(x)
                        if u is None:
                            u = unit_number[x] = len(unit_number)
                        items.append(u)
                    elif isinstance(x, str):
                        items.append(x)
                    else:
                        return None
                k = set_number[v] = len(sets)
                sets.append(tuple(items))
            numbers.append(k)
        values = tuple(getattr(f, slot) for slot in other_slots)
        if not all(v is None or isinstance(v, (str, bool, int, tuple)) for v in values):
            return None
        # one object per distinct tuple: marshal writes a repeated object
        # once and reads it back as one (2,269 words, 1,349 distinct
        # values); keyed by its marshal bytes, as True == 1 in a tuple
        numbers = tuple(numbers)
        values = one.setdefault(marshal.dumps(values), values)
        rows.append((inst.to_bytes(), values, one.setdefault(numbers, numbers)))
    units = tuple((u.file, u.index, u.name) for u in unit_number)
    return (Facts.__slots__, kinds, units, tuple(sets), tuple(rows))


def load_plain_facts(plain) -> int:
    """Remember the facts of :func:`plain_facts`' value, as facts_of would
    have made them; the number of words (0: not of this shape, nothing
    kept)."""
    from operator import itemgetter
    try:
        slots, kinds, units, sets, rows = plain
        if tuple(slots) != Facts.__slots__ or len(kinds) != len(slots):
            return 0
        set_slots = tuple(s for s, k in zip(slots, kinds) if k)
        other_slots = tuple(s for s, k in zip(slots, kinds) if not k)
        assign_other, assign_sets = _assigner(other_slots), _assigner(set_slots)
        table = [RegisterUnit(file, index, name) for file, index, name in units]
        frozen = [frozenset([table[x] if type(x) is int else x for x in items])
                  for items in sets]
        new = object.__new__
        made = {}
        many = len(set_slots) > 1
        for key, values, numbers in rows:
            if type(key) is not bytes or len(values) != len(other_slots) or \
                    len(numbers) != len(set_slots):
                return 0
            f = new(Facts)
            assign_other(f, values)
            assign_sets(f, itemgetter(*numbers)(frozen) if many else
                        tuple(frozen[k] for k in numbers))
            made[key] = f
    except (TypeError, ValueError, IndexError, KeyError):
        return 0
    for key, f in made.items():
        if _facts_of_word.get(key) is None:
            _facts_of_word.put(key, f)
    return len(made)


_assigners: dict = {}


def _assigner(slots: tuple):
    """A function ``(facts, values)`` that sets ``slots`` of ``facts`` to
    ``values`` in one unpacking (one attribute store each, no call)."""
    fn = _assigners.get(slots)
    if fn is None:
        if not all(s.isidentifier() for s in slots):
            raise ValueError("not slot names")
        if not slots:
            def fn(f, values):
                pass
        else:
            targets = ", ".join(f"f.{s}" for s in slots)
            scope: dict = {}
            exec(f"def assign(f, values):\n    ({targets},) = values\n", scope)   # noqa: S102
            fn = scope["assign"]
        _assigners[slots] = fn
    return fn
