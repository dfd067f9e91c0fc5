"""Wait-state hazards: the one rule table, and the backward search.

Each row of :data:`RULES` says which instruction consumes (``consumer``,
and which of its register units: ``consumer_units``), which earlier
instruction produces (``producer`` / ``producer_units``), and how many wait
states must lie between them (``need``), with the source of the fact: the
GCNHazardRecognizer.cpp function of LLVM 22 (for gfx950: hasGFX940Insts and
hasGFX950Insts true) and, where the CDNA3/CDNA4 ISA guides list the case, the
row of their "required software-inserted wait states" table.

Where AMD's rocRoller code generator (ROCm/rocRoller at 826b8ba, 2025-07-08,
and, for the MFMA rows, its continuation in ROCm/rocm-libraries
shared/rocroller; its observers in
rocRoller/Scheduling/Observers/WaitState, the "94x" ones applied to gfx950
too) has the case, its count is cited beside LLVM's.  VALUWriteSGPRVCC asks
fewer for VCC and carry-in reads: shortfalls that meet rocRoller's count are
reported under a separate ``-llvm-margin`` rule (a :class:`SecondSource`).
Its other differences (a fixed pass count for f8f6f4 whatever the formats,
gfx942's DGEMM 16x16 rows, non-XDL MFMAs counted as XDL) are not taken as
evidence; docs/check.md, "A second AMD source", says why.

The search follows GCNHazardRecognizer::getWaitStatesSince: from the
consumer backwards through its block and then every predecessor (each block
once per search; loops are followed round their back edge), counting
``s_nop N`` as N+1 wait states and every other instruction as one, and
stopping per rule at its longest window.  For each rule and register unit
only the nearest producer counts (as LLVM's getWaitStatesSinceDef).
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate
from operator import not_
from dataclasses import dataclass
from typing import Callable, Dict, FrozenSet, List, Optional, Tuple

from ..isa.caches import BoundedCache
from .facts import (DIV_FMAS, EXEC, FMA64, M0, PERMLANE_SWAP, READLANE, RWLANE, VCC, Facts,
                    facts_of)

EMPTY: FrozenSet = frozenset()
_TOKEN = frozenset({"*"})           # rules that are about an instruction kind, not a register


@dataclass(frozen=True)
class Rule:
    id: str
    description: str
    source: str
    consumer: Callable[[Facts], FrozenSet]          # units the consumer exposes (empty: n/a)
    producer: Callable[[Facts], FrozenSet]          # units the producer exposes (empty: n/a)
    need: Callable[[Facts, Facts, FrozenSet], int]  # wait states needed between them
    window: int                                     # the largest need (search limit)
    # "error": the hardware can compute a wrong result; "warning": LLVM applies
    # the rule but AMD's own production kernels break it (docs/check.md)
    severity: str = "error"
    # an AMD source besides LLVM that asks fewer wait states for some pairs
    second: Optional["SecondSource"] = None
    # a warning by the severity ruling (docs/check.md, "Severities"): the ISA
    # guide's table that asks for the wait, named in the finding's message
    ruling: Optional[str] = None


@dataclass(frozen=True)
class SecondSource:
    """An AMD-authored source other than LLVM with a smaller count for some of
    a rule's producer/consumer pairs.  A shortfall that still meets it is
    reported under ``id`` as a warning (LLVM's margin, not shown to be needed
    by the hardware); one below it keeps the rule's own severity."""
    id: str                                                  # the margin rule's id
    name: str                                                # who says so, in messages
    source: str                                              # where it says so
    need: Callable[[Facts, Facts, FrozenSet], Optional[int]]  # None: no smaller count


def _const(n: int):
    return lambda p, c, overlap: n


# --- MFMA wait-state formulas (GCNHazardRecognizer.cpp, gfx940 + gfx950) ------

def _xdl_extra(p: Facts) -> int:
    """gfx950's extra wait state after an XDL write read by VALU/memory, for
    more than 2 passes (GFX940_XDL_N_PassWriteVgprVALU*WaitStates)."""
    return 1 if p.passes != 2 else 0


def _mfma_srcc(p: Facts, c: Facts, overlap) -> int:
    """checkMAIHazards90A, the SrcC operand of the consumer MFMA."""
    if c.src_c == p.mfma_dst:                       # identical register tuple
        if p.is_dgemm and c.is_dgemm and p.passes == 4 and c.passes == 4:
            return 4                                # DMFMA4x4WritesVGPRFullSrcCWaitStates
        if p.passes == 2:
            return 2                                # GFX940_SMFMA4x4WritesVGPRFullSrcCWaitStates
        return 0
    if p.is_dgemm:
        if c.is_xdl:
            return 0
        # GFX950_DMFMA16x16WritesVGPROverlappedSrcCWaitStates / DMFMA4x4...
        return 17 if p.passes != 4 else 4
    if c.is_xdl and not p.is_xdl:
        return 0
    if p.is_xdl:
        if c.is_xdl:                                # ..._XDLOrSMFMASrcC: +1 on gfx950
            return p.passes + 1 + 1
        return p.passes + 1 + _xdl_extra(p)         # ..._SGEMMDGEMMSrcC
    return p.passes                                 # GFX940_SMFMA_N_Pass...SMFMASrcC


def _mfma_srcab(p: Facts, c: Facts, overlap) -> int:
    """checkMAIHazards90A, the SrcA/SrcB operands of the consumer MFMA."""
    if p.is_dgemm:                                  # GFX950_DMFMA16x16 / DMFMA4x4 ...SrcAB
        return 19 if p.passes != 4 else 6
    if p.is_xdl:
        return p.passes + 3 + _xdl_extra(p)         # GFX940_XDL_N_Pass...SrcAB (gfx950)
    return p.passes + 2                             # GFX940_SMFMA_N_Pass...SrcAB


def _mfma_read(p: Facts, c: Facts, overlap) -> int:
    """checkMAIVALUHazards: an MFMA result read by VALU, VMEM, FLAT or DS."""
    mem = c.is_vmem or c.is_ds
    if p.is_dgemm:
        if p.passes == 4:
            return 9 if mem else 6                  # DMFMA4x4WriteVgpr{MemExp,VALU}Read
        return 18 if mem else 19                    # DMFMA16x16WriteVgprMemExpRead; gfx950 VALU
    if p.is_xdl:
        return p.passes + 3 + _xdl_extra(p)         # GFX940_XDL_N_PassWriteVgprVALUMemExpRead
    return p.passes + 2                             # GFX940_SMFMA_N_PassWriteVgprVALUMemExpRead


def _mfma_write(p: Facts, c: Facts, overlap) -> int:
    """checkMAIVALUHazards: an MFMA result overwritten by VALU/VMEM/DS (WAW)."""
    if p.is_dgemm:
        return 6 if p.passes == 4 else 11           # DMFMA{4x4,16x16}WriteVgprVALUWrite
    if p.is_xdl:
        return p.passes + 3 + _xdl_extra(p)         # GFX940_XDL_N_PassWriteVgprVALUWaw
    return p.passes + 2                             # GFX940_SMFMA_N_PassWriteVgprVALUWaw


def _srcc_war(p: Facts, c: Facts, overlap) -> int:
    """checkMAIVALUHazards: SrcC of an XDL MFMA overwritten (WAR)."""
    return {2: 1, 4: 3, 8: 7}.get(p.passes, 15)     # SMFMA4x4/GFX940_XDL4Pass/16x16/32x32 ReadVgprVALUWar


# --- consumer / producer selectors ---------------------------------------------

def _valu_sgpr_reads(c: Facts):
    if not c.is_valu:
        return EMPTY
    units = c.explicit_sreads - EXEC
    if c.reads & VCC:
        units = units | (c.reads & VCC)
    return units


# the VALU SGPR writers rocRoller's VALUWriteSGPRVCC lists (v_add/v_sub: the
# integer ones, the only ones that write an SGPR)
_ROCROLLER_SGPR_WRITERS = ("v_cmp", "v_readlane", "v_readfirstlane", "v_div_scale", "v_add",
                           "v_sub")


def _rocroller_sgpr_need(p: Facts, c: Facts, overlap) -> Optional[int]:
    """rocRoller's VALUWriteSGPRVCC for gfx94x/950: 0 when the register is
    read as the carry-in of v_addc/v_subb/v_subbrev, 1 when it is VCC read
    otherwise, None (LLVM's 2 stands) when an SGPR is read as a constant or
    the producer is not one rocRoller lists."""
    if not p.mnemonic.startswith(_ROCROLLER_SGPR_WRITERS):
        return None
    if overlap <= c.carry_in:
        return 0
    if overlap <= VCC:
        return 1
    return None


def _vmem_or_ds_or_legacy_valu(c: Facts) -> bool:
    return c.is_legacy_valu or c.is_vmem or c.is_ds


RULES: Tuple[Rule, ...] = (
    Rule("vmem-sgpr-after-valu", "VALU writes an SGPR, VMEM/FLAT reads it",
         "GCNHazardRecognizer::checkVMEMHazards (VmemSgprWaitStates = 5); CDNA3/4 ISA "
         "wait-state table: VALU writes SGPR -> VMEM reads that SGPR, 5"
         "; rocRoller VALUWriteSGPRVMEM: VALU writes SGPR -> VMEM reads it, 5",
         lambda c: c.sreads if c.is_vmem else EMPTY,
         lambda p: p.swrites if p.is_valu else EMPTY, _const(5), 5),
    Rule("valu-sgpr-after-valu", "VALU writes an SGPR or VCC, VALU reads it",
         "GCNHazardRecognizer::checkVALUHazards, hasVDecCoExecHazard (gfx940+): "
         "VALUWriteSGPRVALUReadWaitstates = 2, for every explicit SGPR use and any VCC read",
         _valu_sgpr_reads, lambda p: p.swrites - EXEC if p.is_valu else EMPTY, _const(2), 2,
         "warning", second=SecondSource(
             "valu-sgpr-after-valu-llvm-margin", "rocRoller",
             "rocRoller (ROCm/rocRoller, ROCm/rocm-libraries shared/rocroller) "
             "Scheduling/Observers/WaitState/VALUWriteSGPRVCC (applied to gfx942 and gfx950): "
             "VALU (v_cmp, v_readlane, v_readfirstlane, v_add/v_sub int, v_div_scale) writes "
             "an SGPR -> VALU reads it as a constant 2; writes VCC -> read 1; read as the "
             "carry-in of an add/sub with carry 0",
             _rocroller_sgpr_need)),
    Rule("writelane-spill-sgpr", "the first v_writelane_b32 of a 64-bit SGPR spill, then the "
         "second (same VGPR, next lane, next SGPR)",
         "GCNHazardRecognizer::checkVALUHazards (hasVDecCoExecHazard, "
         "VALUWriteSGPRVALUReadWaitstates = 2) with SIRegisterInfo::spillSGPR, which gives the "
         "first V_WRITELANE_B32 of a multi-SGPR spill an implicit def of the whole spilled "
         "register, so LLVM waits 2 before the next v_writelane reads s[N+1]. The hardware "
         "writes no SGPR there: a warning",
         lambda c: c.writelane_slot, lambda p: p.spill_pair_slot, _const(2), 2, "warning"),
    Rule("rwlane-exec-after-valu", "VALU writes EXEC, v_readlane/v_readfirstlane/v_writelane",
         "GCNHazardRecognizer::checkVALUHazards, hasVDecCoExecHazard: VALUWriteEXECRWLane = 4",
         lambda c: EXEC if c.mnemonic in READLANE or c.mnemonic == "v_writelane_b32" else EMPTY,
         lambda p: p.writes & EXEC if p.is_valu else EMPTY, _const(4), 4),
    Rule("readlane-vgpr-after-valu", "VALU writes a VGPR, v_readlane/v_readfirstlane reads it",
         "GCNHazardRecognizer::checkVALUHazards, hasVDecCoExecHazard: "
         "VALUWriteVGPRReadlaneRead = 1"
         "; rocRoller VALUWriteReadlane94x: VALU write -> v_readlane read, 1",
         lambda c: c.src0 if c.mnemonic in READLANE else EMPTY,
         lambda p: p.vwrites if p.is_valu else EMPTY, _const(1), 1),
    Rule("rwlane-lane-select", "VALU writes the SGPR a v_readlane/v_writelane lane select reads",
         "GCNHazardRecognizer::checkRWLaneHazards (RWLaneWaitStates = 4); ISA table: "
         "VALU writes SGPR -> v_readlane/v_writelane lane select, 4"
         "; rocRoller VALUWriteSGPRVCC: VALU writes SGPR/VCC -> v_readlane lane select, 4",
         lambda c: frozenset(u for u in c.lane_select if u.file in ("s", "special", "ttmp"))
         if c.mnemonic in RWLANE else EMPTY,
         lambda p: p.swrites if p.is_valu else EMPTY, _const(4), 4),
    Rule("div-fmas-vcc", "VALU writes VCC, v_div_fmas reads it",
         "GCNHazardRecognizer::checkDivFMasHazards (DivFMasWaitStates = 4); ISA table: "
         "VALU writes VCC -> v_div_fmas, 4"
         "; rocRoller VALUWriteVCCVDIVFMAS: VALU writes VCC -> v_div_fmas, 4",
         lambda c: VCC if c.mnemonic in DIV_FMAS else EMPTY,
         lambda p: p.writes & VCC if p.is_valu else EMPTY, _const(4), 4),
    Rule("dpp-vgpr", "a VGPR written, then read as the DPP source (src0)",
         "GCNHazardRecognizer::checkDPPHazards (DppVgprWaitStates = 2); ISA table: "
         "VALU writes VGPR -> VALU DPP reads that VGPR, 2",
         lambda c: frozenset(u for u in c.src0 if u.file == "v") if c.is_dpp else EMPTY,
         lambda p: p.vwrites, _const(2), 2, "warning", ruling="CDNA4 ISA Table 11"),
    Rule("dpp-vgpr-other", "a VGPR written, then read by a DPP instruction, not as its DPP "
         "source", "GCNHazardRecognizer::checkDPPHazards checks every VGPR use; AMD's kernels "
         "read src1 and the old destination after 1 wait state, so only src0 (the operand "
         "DPP moves across lanes) is an error",
         lambda c: frozenset(u for u in c.vreads if u.file == "v" and u not in c.src0)
         if c.is_dpp else EMPTY,
         lambda p: p.vwrites, _const(2), 2, "warning"),
    Rule("dpp-exec", "VALU writes EXEC, DPP",
         "GCNHazardRecognizer::checkDPPHazards (DppExecWaitStates = 5); ISA table: "
         "VALU writes EXEC -> VALU DPP op, 5",
         lambda c: EXEC if c.is_dpp else EMPTY,
         lambda p: p.writes & EXEC if p.is_valu else EMPTY, _const(5), 5),
    Rule("trans-forward", "a transcendental's result read by a non-transcendental VALU",
         "GCNHazardRecognizer::checkVALUHazards, hasTransForwardingHazard (gfx940+): "
         "TransDefWaitstates = 1"
         "; rocRoller VALUTransWrite94x: trans op -> non-trans VALU, 1",
         lambda c: c.explicit_reads if c.is_valu and not c.is_trans else EMPTY,
         lambda p: p.vwrites if p.is_trans else EMPTY, _const(1), 1),
    Rule("dst-sel-forward", "SDWA dst_sel / op_sel destination (DST_OP_SEL) forwarded to a VALU",
         "GCNHazardRecognizer::checkVALUHazards, hasDstSelForwardingHazard (gfx940+) and "
         "hasCvtScaleForwardingHazard (gfx950): Shift16DefWaitstates = 1"
         "; rocRoller OPSEL94x: VALU with op_sel or SDWA -> VALU reads its result, 1",
         lambda c: c.touches if c.is_valu else EMPTY,
         lambda p: p.dst_forward, _const(1), 1),
    Rule("packed-dst-forward", "a packed-math (VOP3P) result with op_sel_hi[0] set, then a "
         "VALU touching it", "GCNHazardRecognizer's getDstSelForwardingOperand tests "
         "src0_modifiers & DST_OP_SEL, the same bit as VOP3P's OP_SEL_1 (op_sel_hi[0], set by "
         "default), so LLVM pads after v_pk_* results: 1; AMD's kernels do not, so a warning",
         lambda c: c.touches if c.is_valu else EMPTY,
         lambda p: p.packed_forward, _const(1), 1, "warning"),
    Rule("store-data-overwrite", "VALU overwrites the data of a store wider than 64 bits",
         "GCNHazardRecognizer::checkVALUHazardsHelper / createsVALUHazard "
         "(has12DWordStoreHazard; VALUWaitStates = 2 on gfx940+); ISA table: VMEM store "
         "of more than 8 bytes -> VALU writes its data VGPRs"
         "; rocRoller BufferStoreDwordXXRead, 950 row: buffer_store_dwordx3/4 -> VALU, 2",
         lambda c: c.vwrites if c.is_valu else EMPTY,
         lambda p: p.store_data_hazard, _const(2), 2),
    Rule("getreg-after-setreg", "s_setreg, then s_getreg of the same hardware register",
         "GCNHazardRecognizer::checkGetRegHazards (GetRegWaitStates = 2); ISA table: "
         "S_SETREG -> S_GETREG same register, 2",
         lambda c: frozenset({c.hwreg}) if c.is_getreg else EMPTY,
         lambda p: frozenset({p.hwreg}) if p.is_setreg else EMPTY, _const(2), 2),
    Rule("setreg-after-setreg", "s_setreg, then s_setreg of the same hardware register",
         "GCNHazardRecognizer::checkSetRegHazards (getSetRegWaitStates = 2 on gfx9); ISA "
         "table: S_SETREG -> S_SETREG same register, 2",
         lambda c: frozenset({c.hwreg}) if c.is_setreg else EMPTY,
         lambda p: frozenset({p.hwreg}) if p.is_setreg else EMPTY, _const(2), 2),
    Rule("m0-after-salu", "SALU writes M0, then LDS-DMA, s_sendmsg, s_movrel or lds_direct",
         "GCNHazardRecognizer::checkReadM0Hazards (ReadM0WaitStates = 1; gfx9 "
         "hasReadM0MovRelInterpHazard/SendMsg/LdsDma/LdsDirect); ISA table: S_MOV M0 -> "
         "LDS DMA / S_SENDMSG / S_MOVREL / lds_direct, 1",
         lambda c: frozenset({M0}) if c.reads_m0_hazard else EMPTY,
         lambda p: p.writes & {M0} if p.is_salu else EMPTY, _const(1), 1, "warning"),
    Rule("mfma-exec-after-valu", "VALU writes EXEC, MFMA",
         "GCNHazardRecognizer::checkMAIHazards90A (VALUWritesExecWaitStates = 4); ISA "
         "table: VALU writes EXEC -> MFMA, 4"
         "; rocRoller MFMA/CMPXWriteExec: v_cmpx writes EXEC -> MFMA, 4",
         lambda c: EXEC if c.is_mfma else EMPTY,
         lambda p: p.writes & EXEC if p.is_legacy_valu else EMPTY, _const(4), 4),
    Rule("mfma-vgpr-after-valu", "VALU (not DOT) writes a VGPR, MFMA reads it",
         "GCNHazardRecognizer::checkMAIHazards90A (LegacyVALUNotDotWritesVGPRWaitStates "
         "= 2); ISA table: VALU writes VGPR -> MFMA reads it, 2"
         "; rocRoller MFMA/VALUWrite: VALU write -> MFMA read, 2",
         lambda c: c.vreads if c.is_mfma else EMPTY,
         lambda p: p.vwrites if p.is_legacy_valu and not p.is_dot else EMPTY, _const(2), 2),
    Rule("mfma-srcc-after-mfma", "MFMA result read as SrcC of a later MFMA",
         "GCNHazardRecognizer::checkMAIHazards90A: overlapped SrcC GFX940_XDL_N_Pass (+1 "
         "on gfx950) / GFX940_SMFMA_N_Pass; identical SrcC 0 (2 for 2-pass); DGEMM rows; "
         "CDNA3/4 ISA table: XDL write VGPR -> XDL/SMFMA read SrcC overlapped / same"
         "; rocRoller MFMA/XDLWrite94x with its gfx950 adjustment: 8-pass XDL -> overlapped SrcC of an XDL 10 (MFMA950ObserverTest)",
         lambda c: c.src_c if c.is_mfma else EMPTY,
         lambda p: p.mfma_dst if p.is_mfma else EMPTY, _mfma_srcc, 20),
    Rule("mfma-srcab-after-mfma", "MFMA result read as SrcA/SrcB of a later MFMA",
         "GCNHazardRecognizer::checkMAIHazards90A: GFX940_XDL_N_PassWritesVGPROverlapped"
         "SrcABWaitStates (+1 on gfx950) / SMFMA / DGEMM rows; ISA table: XDL write VGPR "
         "-> MFMA read SrcA/B"
         "; rocRoller MFMA/XDLWrite94x with its gfx950 adjustment (+1 beyond 2 passes): 8-pass XDL -> SrcA 12 (MFMA950ObserverTest)",
         lambda c: c.src_ab if c.is_mfma else EMPTY,
         lambda p: p.mfma_dst if p.is_mfma else EMPTY, _mfma_srcab, 20),
    Rule("mfma-result-read", "MFMA result read by VALU, VMEM, FLAT or DS",
         "GCNHazardRecognizer::checkMAIVALUHazards: GFX940_XDL_N_PassWriteVgprVALUMemExp"
         "ReadWaitStates (+1 on gfx950 beyond 2 passes), SMFMA, DGEMM rows; ISA table: "
         "XDL/SMFMA write VGPR -> VALU/VMEM/LDS read"
         "; rocRoller MFMA/XDLWrite94x with its gfx950 adjustment (+1 beyond 2 passes): 8-pass XDL -> VALU read or FLAT 12 (MFMA950ObserverTest)",
         lambda c: c.vreads if _vmem_or_ds_or_legacy_valu(c) else EMPTY,
         lambda p: p.mfma_dst if p.is_mfma else EMPTY, _mfma_read, 20, "warning",
         ruling="CDNA4 ISA Table 38"),
    Rule("mfma-result-overwrite", "MFMA result overwritten by VALU, VMEM or DS (WAW)",
         "GCNHazardRecognizer::checkMAIVALUHazards: GFX940_XDL_N_PassWriteVgprVALUWaw"
         "WaitStates (+1 on gfx950 beyond 2 passes), SMFMA, DGEMM rows; ISA table: XDL "
         "write VGPR -> VALU write (WAW)"
         "; rocRoller MFMA/XDLWrite94x with its gfx950 adjustment (+1 beyond 2 passes): 8-pass XDL -> VALU write 12 (MFMA950ObserverTest)",
         lambda c: c.vwrites if _vmem_or_ds_or_legacy_valu(c) else EMPTY,
         lambda p: p.mfma_dst if p.is_mfma else EMPTY, _mfma_write, 20, "warning",
         ruling="CDNA4 ISA Table 38"),
    Rule("mfma-srcc-overwrite", "SrcC of an XDL MFMA overwritten by VALU, VMEM or DS (WAR)",
         "GCNHazardRecognizer::checkMAIVALUHazards: SMFMA4x4/GFX940_XDL4Pass/16x16/32x32 "
         "ReadVgprVALUWarWaitStates = 1/3/7/15; ISA table: XDL read SrcC -> VALU write"
         "; rocRoller MFMA/XDLReadSrcC94x: 1/3/7/15",
         lambda c: c.vwrites if _vmem_or_ds_or_legacy_valu(c) else EMPTY,
         lambda p: p.src_c if p.is_mfma and p.is_xdl and not p.is_dgemm else EMPTY,
         _srcc_war, 15),
    Rule("dot-result-read", "DOT result read by a VALU/VMEM/DS",
         "GCNHazardRecognizer::checkMAIVALUHazards: DotWriteSameDotReadSrcAB = 3, "
         "DotWriteDifferentVALURead = 3"
         "; rocRoller MFMA/DLWrite: 3 (same opcode, same SrcC: 0)",
         lambda c: c.vreads if _vmem_or_ds_or_legacy_valu(c) else EMPTY,
         lambda p: p.vwrites if p.is_dot else EMPTY,
         lambda p, c, o: 0 if (p.mnemonic == c.mnemonic and o <= c.src_c) else 3, 3),
    Rule("dot-result-overwrite", "DOT result overwritten by a different VALU",
         "GCNHazardRecognizer::checkMAIVALUHazards: DotWriteDifferentVALUWrite = 3"
         "; rocRoller MFMA/DLWrite: 3",
         lambda c: c.vwrites if _vmem_or_ds_or_legacy_valu(c) else EMPTY,
         lambda p: p.vwrites if p.is_dot else EMPTY,
         lambda p, c, o: 0 if p.mnemonic == c.mnemonic else 3, 3),
    Rule("fma64-after-dgemm", "DGEMM, then v_fma_f64/v_fmac_f64",
         "GCNHazardRecognizer::checkMAIVALUHazards: DMFMAToFMA64WaitStates = 2",
         lambda c: _TOKEN if c.mnemonic in FMA64 else EMPTY,
         lambda p: _TOKEN if p.is_dgemm else EMPTY, _const(2), 2),
    Rule("permlane-swap-vgpr", "VALU writes a VGPR, v_permlane16/32_swap reads it as vdst "
         "(gfx950)",
         "GCNHazardRecognizer::checkPermlaneHazards: VALUWritesVDstWaitStates = 2; CDNA4 ISA "
         "Table 11: VALU writes vdst -> V_PERMLANE* reads that vdst, 2"
         "; rocRoller VALUWriteReadlane94x, 950 row: VALU write -> v_permlane read, 2",
         lambda c: frozenset(u for u in c.explicit_reads if u.file == "v" and u not in c.src0)
         if c.mnemonic in PERMLANE_SWAP else EMPTY,
         lambda p: p.vwrites if p.is_valu else EMPTY, _const(2), 2),
    Rule("permlane-swap-vgpr-src0", "VALU writes a VGPR, v_permlane16/32_swap reads it as "
         "src0 (gfx950)",
         "GCNHazardRecognizer::checkPermlaneHazards checks every explicit use "
         "(VALUWritesVDstWaitStates = 2); the CDNA4 ISA Table 11 row names vdst only: a "
         "warning",
         lambda c: frozenset(u for u in c.src0 if u.file == "v")
         if c.mnemonic in PERMLANE_SWAP else EMPTY,
         lambda p: p.vwrites if p.is_valu else EMPTY, _const(2), 2, "warning"),
    Rule("permlane-swap-vcmpx", "v_cmpx writes EXEC, v_permlane16/32_swap (gfx950)",
         "GCNHazardRecognizer::checkPermlaneHazards: VCmpXWritesExecWaitStates = 4"
         "; rocRoller VCMPXWrite94x, 950 row: v_cmpx -> v_permlane, 4",
         lambda c: EXEC if c.mnemonic in PERMLANE_SWAP else EMPTY,
         lambda p: p.writes & EXEC if p.is_vcmpx else EMPTY, _const(4), 4),
)



def _margin_rule(r: Rule) -> Rule:
    s = r.second
    return Rule(s.id, r.description, f"{s.source}; LLVM: {r.source}", r.consumer, r.producer,
                r.need, r.window, "warning")


# The rules under which a shortfall that meets the second source is reported.
MARGIN_RULES: Dict[str, Rule] = {r.id: _margin_rule(r) for r in RULES if r.second is not None}
# Not a producer/consumer pair: a property of a run of memory instructions
# (find_soft_clauses); a row of its own so that it has an id, a source and a
# severity like the others.
SOFT_CLAUSE = Rule(
    "soft-clause-xnack", "a soft clause (consecutive SMEM, or consecutive VMEM/FLAT, "
    "instructions) in which one instruction writes a register that one of them reads, or a "
    "store after a load, with XNACK on: a replayed instruction reads a clobbered register",
    "GCNHazardRecognizer::checkSoftClauseHazards (only when ST.isXNACKEnabled(): the "
    "target's xnack is on or any; a clause is broken by any other instruction, 1 wait state)",
    lambda c: EMPTY, lambda p: EMPTY, _const(1), 1)

RULES_BY_ID: Dict[str, Rule] = {**{r.id: r for r in RULES}, **{m.id: m for m in MARGIN_RULES.values()},
                                SOFT_CLAUSE.id: SOFT_CLAUSE}


def find_soft_clauses(kernel, xnack: str, blocks=None) -> List["Hazard"]:
    """GCNHazardRecognizer::checkSoftClauseHazards for a target whose xnack
    setting is ``xnack`` ("on", "any", "off", "unsupported"; LLVM's
    isXNACKEnabled is on or any).  Within a block, a run of SMEM (or of
    VMEM/FLAT) instructions is a soft clause, which XNACK may replay: an
    instruction that joins a clause whose instructions write a register
    that the clause (this one included) reads, or a store joining a clause
    that writes anything, needs the clause broken (one wait state: any
    other instruction).  The clause restarts at a flagged instruction (as
    after the s_nop LLVM would put before it).  With xnack "any" the code
    must be right in both modes, but AMD's kernels run with XNACK off unless
    the process turns it on: a warning; with xnack "on", an error.
    ``blocks``: the kernel's blocks to look at (a clause is within one), by
    default all."""
    if xnack not in ("on", "any"):
        return []
    found = []
    kinds: Dict[object, Optional[str]] = {}     # per distinct word: "smem", "vmem" or None
    for block in kernel.blocks if blocks is None else blocks:
        kind = None
        defs: FrozenSet = EMPTY
        uses: FrozenSet = EMPTY
        members: list = []
        for pi in block.instructions:
            word = pi.word
            k = kinds.get(word, 0)
            if k == 0:
                f = facts_of(word)
                k = kinds[word] = "smem" if f.is_smem else "vmem" if f.is_vmem else None
            if k is None:
                kind = None
                continue
            f = facts_of(word)
            if k != kind:
                kind, defs, uses, members = k, EMPTY, EMPTY, []
                if k is not None:
                    defs, uses, members = f.writes, f.reads, [pi]
                continue
            hazard = False
            if defs:
                if f.may_store:
                    hazard = True
                elif not (defs | f.writes).isdisjoint(uses | f.reads):
                    hazard = True
            if hazard:
                clobbered = (defs | f.writes) & (uses | f.reads)
                producer = next((m for m in members if not facts_of(m.word).writes.isdisjoint(
                    clobbered)), members[0]) if clobbered else members[0]
                found.append(Hazard(SOFT_CLAUSE, pi, producer, 1, 0, clobbered,
                                    f"xnack {xnack}", warning=xnack != "on"))
                defs, uses, members = f.writes, f.reads, [pi]
            else:
                defs, uses = defs | f.writes, uses | f.reads
                members.append(pi)
    return found


@dataclass
class Hazard:
    rule: Rule
    consumer: object            # ProgramInstruction
    producer: object            # ProgramInstruction
    needed: int                 # wait states
    have: int
    units: FrozenSet
    note: str = ""              # the second source's count, the ruling's wording
    # a warning whatever the rule's severity: an mfma-vgpr-after-valu gap
    # that an MFMA in between covers (_KernelSearch._covered_by_mfma), a soft
    # clause with xnack "any" (find_soft_clauses)
    warning: bool = False

    @property
    def severity(self) -> str:
        return "warning" if self.warning else self.rule.severity


# --- the search ------------------------------------------------------------------
#
# Each distinct instruction word gets a profile once: the units each rule's
# consumer and producer selector gives it (a selector that several rows share
# is called once).  A kernel is searched as one run of instructions, its
# blocks in order, and most consumers are passed over without a Python step
# each.  Per rule, one byte per instruction marks its producers and another
# its consumers (``bytes.translate`` of one "kind" byte per instruction),
# each only where its units can meet the other side's at all.  Read as big
# ints, the producers' marks shifted by 1..window places and ANDed with the
# consumers' leave the consumers with a producer at most ``window``
# instructions before them, a superset of those within ``window`` wait states
# (every instruction is at least one).  Those are searched within their block;
# the consumers in the first ``window`` instructions of a block whose
# predecessor has a producer in its last ``window`` instructions (or is
# shorter) search all they consume, on through the predecessors, as
# GCNHazardRecognizer::getWaitStatesSince does.  No other consumer can meet a
# producer within its window.


def _code_key(f):
    """Functions with this key compute the same thing (same code and globals,
    no closure or defaults); None: not to be merged with another."""
    if f.__closure__ or f.__defaults__ or f.__kwdefaults__:
        return None
    c = f.__code__
    return (c.co_code, c.co_consts, c.co_names, c.co_argcount, id(f.__globals__))


def _selector_slots():
    """The distinct selectors of RULES (several rows share one, such as
    "every VALU's VGPR writes"), each called once per word; and per rule the
    slots of its consumer and its producer selector."""
    selectors: List[Callable] = []
    slot_of: Dict[tuple, int] = {}

    def slot(f) -> int:
        key = _code_key(f)
        k = None if key is None else slot_of.get(key)
        if k is None:
            k = len(selectors)
            selectors.append(f)
            if key is not None:
                slot_of[key] = k
        return k
    slots = [(slot(r.consumer), slot(r.producer)) for r in RULES]
    return tuple(selectors), tuple(slots)


_SELECTORS, _SLOTS = _selector_slots()


# Per distinct instruction word, its profile: (its facts, its wait states, the
# units each selector of _SELECTORS gives it...).  Forgotten by
# gcnasm.checker.clear_caches.
_profile_of_word = BoundedCache(__name__, 500_000)


def _profile_columns(words: list, instructions_of: Callable[[list], list]) -> list:
    """The profiles of ``words`` (distinct instruction bytes) as columns:
    facts, wait states, then per selector slot the units of each word.
    ``instructions_of(ks)`` gives an instruction of each ``words[k]``, asked
    for only where a word has no profile yet; new profiles are made selector
    by selector, each mapped over all the new words at once."""
    rows = list(map(_profile_of_word.get, words))
    missing = [k for k, p in enumerate(rows) if p is None]
    if not missing:
        return list(zip(*rows))
    facts = list(map(facts_of, instructions_of(missing)))
    columns = [facts, [f.wait_states for f in facts],
               *[list(map(selector, facts)) for selector in _SELECTORS]]
    new = list(zip(*columns))
    if len(_profile_of_word) + len(new) > _profile_of_word.limit:
        _profile_of_word.clear()
    _profile_of_word.update(zip(map(words.__getitem__, missing), new))
    if len(missing) == len(words):
        return columns
    for k, p in zip(missing, new):
        rows[k] = p
    return list(zip(*rows))


def find_hazards(kernel, consumers: Optional[bytes] = None,
                 clause_blocks: Optional[list] = None,
                 search_blocks: Optional[list] = None) -> List[Hazard]:
    """Every hazard of one kernel (a gcnasm.codeobject.program.KernelProgram).

    ``consumers``: one byte per instruction (in the order of the kernel's
    blocks), 1 for those whose hazards are wanted; the others' are not
    searched (an edit's check maps them from the template's, see
    :mod:`.incremental`); ``clause_blocks``: the blocks whose soft clauses
    are wanted (by default all); ``search_blocks``: the blocks searched (by
    default all; ``consumers`` then flags their instructions), a predecessor
    outside them left out of the search: they must hold every block a
    flagged consumer's search can reach."""
    blocks = kernel.blocks if search_blocks is None else search_blocks
    # the words are shared by the instructions with the same bytes: each
    # asked for its bytes once
    shared = [pi.word for block in blocks for pi in block.instructions]
    data = {w: w.to_bytes() for w in set(shared)}
    words = list(map(data.__getitem__, shared))
    if not words and search_blocks is None:
        return []
    found = []
    if words:
        search = _KernelSearch(blocks, words, list(dict.fromkeys(words)))
        search.profile()
        found = search.run(consumers)
    # the target's xnack setting (a kernel made from bare text has none: off)
    program = getattr(kernel, "program", None)
    clauses = find_soft_clauses(kernel, program.co.target.xnack, clause_blocks) \
        if program is not None else []
    if clauses:
        found = sorted(found + clauses, key=lambda h: (h.consumer.offset, h.rule.id))
    return found


def _positions(flags: bytes) -> List[int]:
    """Where ``flags`` (bytes of 0 and 1) holds a 1."""
    out = []
    find = flags.find
    i = find(1)
    while i >= 0:
        out.append(i)
        i = find(1, i + 1)
    return out


def _spread(marks: int, window: int) -> int:
    """``marks`` (one byte per instruction) moved on by 1..window places."""
    out = marks << 8
    covered = 1
    while covered < window:
        step = min(covered, window - covered)
        out |= out << (8 * step)
        covered += step
    return out


class _KernelSearch:
    """One kernel's search.  Its instructions are numbered in the order of
    its blocks; ``waits[i]`` is the wait states of instructions 0..i-1 (those
    between two instructions of one block are a difference)."""

    __slots__ = ("blocks", "words", "distinct", "number", "starts", "block_index", "facts",
                 "units", "live", "waits", "marks", "found")

    def __init__(self, blocks, words, distinct):
        self.blocks = blocks
        self.words = words
        self.distinct = distinct
        self.number = dict(zip(distinct, range(len(distinct))))
        starts, at = [], 0
        for b in blocks:
            starts.append(at)
            at += len(b.instructions)
        starts.append(at)
        self.starts = starts
        self.block_index = {b: k for k, b in enumerate(blocks)}
        self.found: Dict[tuple, Hazard] = {}

    def profile(self) -> None:
        """Find what each instruction consumes and produces of each rule."""
        columns = _profile_columns(self.distinct, self._first_instructions)
        self.facts = columns[0]
        # per selector slot, its units of each distinct word
        self.units = units = columns[2:]
        # the rules with both a consumer and a producer in the kernel (the
        # others cannot give a hazard here)
        self.live = live = [ri for ri, (c, p) in enumerate(_SLOTS)
                            if any(units[c]) and any(units[p])]
        # per live rule, which distinct words consume units of it that some
        # producer writes, and which produce units that some consumer reads
        # (as 0: they do, 1: they do not)
        union: Dict[int, FrozenSet] = {}
        for ri in live:
            for s in _SLOTS[ri]:
                if s not in union:
                    union[s] = EMPTY.union(*units[s])
        meets: Dict[tuple, bytes] = {}
        flags = []
        for ri in live:
            c, p = _SLOTS[ri]
            for own, other in ((c, p), (p, c)):
                f = meets.get((own, other))
                if f is None:
                    if union[own] <= union[other]:
                        f = bytes(map(not_, units[own]))
                    else:
                        f = bytes(map(union[other].isdisjoint, units[own]))
                    meets[own, other] = f
                flags.append(f)
        # Per instruction one byte for its wait states and all of that (its
        # kind), translated to the waits and to each rule's marks.  (Past 256
        # kinds, or 255 wait states, each word is mapped instead.)
        keys = list(zip(columns[1], *flags))
        kinds = {k: i for i, k in enumerate(dict.fromkeys(keys))}
        if len(kinds) <= 256 and max(columns[1]) <= 255:
            kind_of = dict(zip(self.distinct, map(kinds.__getitem__, keys)))
            kind_bytes = bytes(map(kind_of.__getitem__, self.words))

            def per_instruction(t: int, invert: int = 0) -> bytes:
                table = bytes(k[t] ^ invert for k in kinds).ljust(256, b"\0")
                return kind_bytes.translate(table)
            waits = per_instruction(0)
        else:
            ids = list(map(self.number.__getitem__, self.words))

            def per_instruction(t: int, invert: int = 0) -> bytes:
                column = bytes(k[t] ^ invert for k in keys)
                return bytes(map(column.__getitem__, ids))
            waits = map(columns[1].__getitem__, ids)
        self.waits = list(accumulate(waits, initial=0))
        self.marks = {ri: (per_instruction(2 * t + 1, 1), per_instruction(2 * t + 2, 1))
                      for t, ri in enumerate(live)}

    def run(self, consumers: Optional[bytes] = None) -> List[Hazard]:
        """Every hazard of the kernel, ordered by consumer and rule (of the
        consumers flagged in ``consumers`` only, when given)."""
        words, starts = self.words, self.starts
        n = len(words)
        # The consumers that a producer in a predecessor block may reach (in
        # the first `window` instructions of a block with a predecessor that
        # has a producer in its last `window` instructions, or is shorter)
        # search all they consume together, as LLVM does, block by block.
        fed = []
        for k, b in enumerate(self.blocks):
            if b.predecessors:
                index = self.block_index
                spans = [(starts[index[p]], starts[index[p] + 1])
                         for p in b.predecessors if p in index]
                fed.append((starts[k], starts[k + 1], spans))
        whole = 0
        consumers_of: Dict[int, int] = {}
        for ri in self.live:
            consumed, produced = self.marks[ri]
            consumers_of[ri] = int.from_bytes(consumed, "little")
            window = RULES[ri].window
            zone = bytearray(n)
            for s, e, spans in fed:
                e = min(s + window, e)
                if consumed.find(1, s, e) >= 0:
                    for ps, pe in spans:
                        if pe - ps < window or produced.find(1, pe - window, pe) >= 0:
                            zone[s:e] = consumed[s:e]
                            break
            whole |= int.from_bytes(zone, "little")
        if consumers is not None:
            wanted = int.from_bytes(consumers, "little")
            whole &= wanted
            for ri in consumers_of:
                consumers_of[ri] &= wanted
        whole_positions = _positions(whole.to_bytes(n, "little"))
        # The others: per rule, the consumers with a producer at most
        # `window` instructions before them, searched in their block.  That
        # search depends only on the words from `window` instructions before
        # the consumer (or the block's start) to it: unrolled code repeats
        # them, and each run of words is searched once.
        keep = self._keep
        for ri in self.live:
            rule = RULES[ri]
            window = rule.window
            produced = self.marks[ri][1]
            near = consumers_of[ri] & _spread(int.from_bytes(produced, "little"), window) & ~whole
            searched: Dict[tuple, list] = {}
            find = near.to_bytes(n, "little").find
            k = 0
            j = find(1)
            while j >= 0:
                while starts[k + 1] <= j:
                    k += 1
                lo = j - window
                if lo < starts[k]:
                    lo = starts[k]
                key = tuple(words[lo:j + 1])
                hazards = searched.get(key)
                if hazards is None:
                    hazards = searched[key] = self._in_block(ri, rule, lo, j)
                for back, w, units, judged in hazards:
                    keep(rule, j, j - back, w, units, judged)
                j = find(1, j + 1)
        for j in whole_positions:
            self._whole(j)
        return sorted(self.found.values(), key=lambda h: (h.consumer.offset, h.rule.id))

    def _in_block(self, ri, rule, lo, j) -> list:
        """The hazards of rule ``ri`` between consumer ``j`` and the
        producers at lo..j-1, nearest first, as (j - producer, wait states,
        units, judgement)."""
        found: list = []
        remaining = self.units[_SLOTS[ri][0]][self.number[self.words[j]]]
        self._walk(ri, rule, rule.window, remaining, lo, j, self.waits[j], j, found)
        return [(j - i, w, units, judged) for i, w, units, judged in found]

    def _walk(self, ri, rule, window, remaining, lo, hi, base, j, found) -> FrozenSet:
        """Judge the producers of rule ``ri`` at lo..hi-1, nearest first,
        against the consumer ``j``, with ``base - waits[i + 1]`` wait states
        between producer ``i`` and the consumer; each hazard is added to
        ``found`` as (i, w, units, judgement).  The units still unmatched
        (none past the window)."""
        marks = self.marks[ri][1]
        producer_units = self.units[_SLOTS[ri][1]]
        waits, words, number, facts = self.waits, self.words, self.number, self.facts
        c = None
        i = marks.rfind(1, lo, hi)
        while i >= 0:
            w = base - waits[i + 1]
            if w >= window:
                return EMPTY
            d = number[words[i]]
            units = producer_units[d]
            if not remaining.isdisjoint(units):
                overlap = remaining & units
                if c is None:
                    c = facts[number[words[j]]]
                judged = _judge(rule, facts[d], c, overlap, w)
                if judged is not None:
                    found.append((i, w, overlap, judged))
                remaining = remaining - overlap
                if not remaining:
                    return EMPTY
            i = marks.rfind(1, lo, i)
        return remaining

    def _whole(self, j) -> None:
        """Consumer ``j``'s search of all it consumes, in its block and then
        (what is still unmatched, within the window) its predecessors."""
        k = bisect_right(self.starts, j) - 1
        block = self.blocks[k]
        start = self.starts[k]
        wj = self.waits[j] - self.waits[start]
        d = self.number[self.words[j]]
        carry = []
        for ri in self.live:
            remaining = self.units[_SLOTS[ri][0]][d]
            if not remaining:
                continue
            rule = RULES[ri]
            window = rule.window
            found: list = []
            remaining = self._walk(ri, rule, window, remaining, start, j, self.waits[j], j, found)
            for i, w, units, judged in found:
                self._keep(rule, j, i, w, units, judged)
            if remaining and wj < window:
                carry.append((ri, rule, window, remaining))
        if carry:
            # empty, as LLVM's getWaitStatesSince: a block that branches to
            # itself (a single-block loop) searches its own back edge, and a
            # loop's other blocks lead back into the consumer's block's tail
            visited = set()
            for pred in block.predecessors:
                if pred not in visited and pred in self.block_index:
                    visited.add(pred)
                    self._search(pred, wj, carry, j, visited)

    def _search(self, block, w0, active, j, visited) -> None:
        """Search ``block`` backwards from its end, with ``w0`` wait states
        already between the block's end and the consumer ``j``; each block once
        per consumer, as LLVM's getWaitStatesSince."""
        k = self.block_index[block]
        start, end = self.starts[k], self.starts[k + 1]
        waits = self.waits
        base = w0 + waits[end]
        w_end = base - waits[start]
        carry = []
        for ri, rule, window, remaining in active:
            found: list = []
            remaining = self._walk(ri, rule, window, remaining, start, end, base, j, found)
            for i, w, units, judged in found:
                self._keep(rule, j, i, w, units, judged)
            if remaining and w_end < window:
                carry.append((ri, rule, window, remaining))
        if not carry:
            return
        for pred in block.predecessors:
            if pred in visited or pred not in self.block_index:
                continue
            visited.add(pred)
            self._search(pred, w_end, carry, j, visited)

    def instruction(self, i: int):
        """The ProgramInstruction at place ``i``."""
        k = bisect_right(self.starts, i) - 1
        return self.blocks[k].instructions[i - self.starts[k]]

    def _first_instructions(self, ks: list) -> list:
        """The first instruction of each of the distinct words ``ks``
        (``distinct`` is in the order of first occurrence)."""
        words, distinct, instruction = self.words, self.distinct, self.instruction
        out = []
        i = 0
        for k in ks:
            i = words.index(distinct[k], i)
            out.append(instruction(i).word)
        return out

    def _keep(self, rule, j, i, w, units, judged) -> None:
        """A hazard of ``rule`` between producer ``i`` and consumer ``j``;
        per pair the one with the fewest wait states counts."""
        consumer, producer = self.instruction(j), self.instruction(i)
        key = (consumer.offset, rule.id, producer.offset)
        old = self.found.get(key)
        if old is None or old.have > w:
            need, reported, note = judged
            covered = False
            if reported.id == "mfma-vgpr-after-valu":
                passes = self._covered_by_mfma(i, j, need)
                if passes:
                    covered = True
                    note = (f"covered: the MFMA in between holds the matrix pipe for "
                            f"{passes} passes and this one waits behind it")
            self.found[key] = Hazard(reported, consumer, producer, need, w, units, note,
                                     covered)

    def _covered_by_mfma(self, i, j, need) -> int:
        """Whether an MFMA lies between producer ``i`` and consumer ``j`` (an
        MFMA) whose passes cover the gap: the consumer cannot issue before that
        MFMA's passes are done, so at least the wait states from ``i`` to it
        plus its passes lie between them.  Its passes, or 0.  Only the
        instructions of the producer's block after it and of the consumer's
        block before it are looked at (with the producer's block a direct
        predecessor); anything else is not covered."""
        ki, kj = bisect_right(self.starts, i) - 1, bisect_right(self.starts, j) - 1
        if ki == kj and i < j:
            between = range(i + 1, j)
        elif self.blocks[ki] in self.blocks[kj].predecessors:
            between = [*range(i + 1, self.starts[ki + 1]), *range(self.starts[kj], j)]
        else:
            return 0
        waits = 0
        facts, number, words = self.facts, self.number, self.words
        for k in between:
            f = facts[number[words[k]]]
            if f.is_mfma and waits + (f.passes or 0) >= need:
                return f.passes
            waits += f.wait_states
        return 0


def _judge(rule, p, c, units, w):
    """(need, the rule reported, note) when producer ``p`` and consumer ``c``
    meeting in ``units`` with ``w`` wait states between them is a hazard of
    ``rule``; else None."""
    need = rule.need(p, c, units)
    if need <= w:
        return None
    reported = rule
    note = f"below {rule.ruling}'s {need} wait states (has {w}); AMD's shipped kernels " \
        f"rely on this and test correct" if rule.ruling else ""
    second = rule.second
    if second is not None:
        fewer = second.need(p, c, units)
        if fewer is not None and fewer < need and w >= fewer:
            reported = MARGIN_RULES[rule.id]
            note = f"meets {second.name}'s {fewer}; LLVM 22 asks {need} on gfx950"
    return need, reported, note
