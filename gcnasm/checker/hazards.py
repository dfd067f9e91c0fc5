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

from bisect import bisect_left
from itertools import accumulate
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
         lambda p: p.vwrites, _const(2), 2),
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
         lambda p: p.mfma_dst if p.is_mfma else EMPTY, _mfma_read, 20),
    Rule("mfma-result-overwrite", "MFMA result overwritten by VALU, VMEM or DS (WAW)",
         "GCNHazardRecognizer::checkMAIVALUHazards: GFX940_XDL_N_PassWriteVgprVALUWaw"
         "WaitStates (+1 on gfx950 beyond 2 passes), SMFMA, DGEMM rows; ISA table: XDL "
         "write VGPR -> VALU write (WAW)"
         "; rocRoller MFMA/XDLWrite94x with its gfx950 adjustment (+1 beyond 2 passes): 8-pass XDL -> VALU write 12 (MFMA950ObserverTest)",
         lambda c: c.vwrites if _vmem_or_ds_or_legacy_valu(c) else EMPTY,
         lambda p: p.mfma_dst if p.is_mfma else EMPTY, _mfma_write, 20),
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
    Rule("permlane-swap-vgpr", "VALU writes a VGPR, v_permlane16/32_swap reads it (gfx950)",
         "GCNHazardRecognizer::checkPermlaneHazards: VALUWritesVDstWaitStates = 2"
         "; rocRoller VALUWriteReadlane94x, 950 row: VALU write -> v_permlane read, 2",
         lambda c: frozenset(u for u in c.explicit_reads if u.file == "v")
         if c.mnemonic in PERMLANE_SWAP else EMPTY,
         lambda p: p.vwrites if p.is_valu else EMPTY, _const(2), 2),
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
RULES_BY_ID: Dict[str, Rule] = {**{r.id: r for r in RULES}, **{m.id: m for m in MARGIN_RULES.values()}}


@dataclass
class Hazard:
    rule: Rule
    consumer: object            # ProgramInstruction
    producer: object            # ProgramInstruction
    needed: int                 # wait states
    have: int
    units: FrozenSet
    note: str = ""              # the second source's count, for a margin finding

    @property
    def severity(self) -> str:
        return self.rule.severity


# --- the search ------------------------------------------------------------------
#
# Register units (and the other hashable things rules match on: hwreg ids,
# spill slots, the kind token) are bits of one Python int, numbered on first
# sight, so "does this producer touch what the consumer still looks for" is
# one AND.  Each distinct instruction word gets a profile once: the rules it
# consumes (with its mask for each) and the rules it produces (sparse).

_bit_of: Dict[object, int] = {}
_unit_of_bit: List[object] = []


def _mask(units) -> int:
    m = 0
    for u in units:
        b = _bit_of.get(u)
        if b is None:
            b = _bit_of[u] = len(_unit_of_bit)
            _unit_of_bit.append(u)
        m |= 1 << b
    return m


def _units(mask: int) -> FrozenSet:
    out = []
    while mask:
        low = mask & -mask
        out.append(_unit_of_bit[low.bit_length() - 1])
        mask ^= low
    return frozenset(out)


class _Profile:
    """What one distinct instruction word consumes and produces."""
    __slots__ = ("facts", "consumes", "produces")

    def __init__(self, f: Facts):
        self.facts = f
        consumes, produces = [], []
        for i, r in enumerate(RULES):
            units = r.consumer(f)
            if units:
                consumes.append((i, r, r.window, _mask(units)))
            units = r.producer(f)
            if units:
                produces.append((i, _mask(units)))
        self.consumes = tuple(consumes)
        self.produces = tuple(produces)


# Forgotten by gcnasm.checker.clear_caches; the unit numbering (_bit_of) stays:
# it is small, and the masks of any profile still alive refer to it.
_profile_of_word = BoundedCache(__name__, 500_000)


def _block_profiles(block) -> List[_Profile]:
    """The profile of each instruction of ``block``, built once per word."""
    get = _profile_of_word.get
    out = []
    for pi in block.instructions:
        word = pi.inst.to_bytes()
        p = get(word)
        if p is None:
            p = _profile_of_word.put(word, _Profile(facts_of(pi.inst)))
        out.append(p)
    return out


class _BlockIndex:
    """One block for the search: per rule the positions (and masks) of its
    producers, and prefix sums of wait states, so a consumer jumps from
    producer to producer instead of walking every instruction; and per
    instruction what it consumes of the rules live in the kernel."""

    __slots__ = ("facts", "consumes", "positions", "masks", "waits")

    def __init__(self, profiles, live):
        consumes, producers = live
        self.facts = [p.facts for p in profiles]
        keys = [id(p) for p in profiles]
        self.consumes = [consumes[k] for k in keys]
        self.positions: List[List[int]] = [[] for _ in RULES]
        self.masks: List[List[int]] = [[] for _ in RULES]
        for rules, masks in producers:
            positions = [i for i, k in enumerate(keys) if k in masks]
            pmasks = [masks[keys[i]] for i in positions]
            for ri in rules:
                self.positions[ri] = positions
                self.masks[ri] = pmasks
        # waits[i]: wait states of instructions 0..i-1
        self.waits = [0, *accumulate(f.wait_states for f in self.facts)]


def _live_parts(profiles):
    """What each distinct profile consumes of the rules that have both a
    consumer and a producer in the kernel (the others cannot give a hazard
    there, so neither side is indexed or searched), and per such rule the
    mask each producing profile gives it."""
    distinct = {id(p): p for p in profiles}
    consumed, produced = set(), set()
    for p in distinct.values():
        consumed.update(c[0] for c in p.consumes)
        produced.update(q[0] for q in p.produces)
    live = consumed & produced
    consumes = {k: tuple(c for c in p.consumes if c[0] in live) for k, p in distinct.items()}
    by_rule: Dict[int, Dict[int, int]] = {ri: {} for ri in live}
    for k, p in distinct.items():
        for ri, m in p.produces:
            if ri in live:
                by_rule[ri][k] = m
    # rules with the same producers (several take every VALU's VGPR writes)
    # share one index
    producers: List[Tuple[List[int], Dict[int, int]]] = []
    for ri, masks in sorted(by_rule.items()):
        for rules, other in producers:
            if other == masks:
                rules.append(ri)
                break
        else:
            producers.append(([ri], masks))
    return consumes, producers


def find_hazards(kernel) -> List[Hazard]:
    """Every hazard of one kernel (a gcnasm.codeobject.program.KernelProgram)."""
    profiles = {b: _block_profiles(b) for b in kernel.blocks}
    live = _live_parts([p for ps in profiles.values() for p in ps])
    index = {b: _BlockIndex(profiles[b], live) for b in kernel.blocks}
    found: Dict[tuple, Hazard] = {}
    for block in kernel.blocks:
        bi = index[block]
        waits, all_positions, all_masks, facts = bi.waits, bi.positions, bi.masks, bi.facts
        preds = block.predecessors
        for j, consumes in enumerate(bi.consumes):
            if not consumes:
                continue
            c = facts[j]
            wj = waits[j]
            carry = None
            for ri, rule, window, remaining in consumes:
                positions = all_positions[ri]
                if not positions:
                    if preds and wj < window:
                        if carry is None:
                            carry = []
                        carry.append((ri, rule, window, remaining))
                    continue
                k = bisect_left(positions, j) - 1
                while k >= 0:
                    i = positions[k]
                    w = wj - waits[i + 1]
                    if w >= window:
                        remaining = 0
                        break
                    overlap = remaining & all_masks[ri][k]
                    if overlap:
                        _record(found, rule, facts[i], c, overlap, w, block, i, block, j)
                        remaining ^= overlap
                        if not remaining:
                            break
                    k -= 1
                if remaining and preds and wj < window:
                    if carry is None:
                        carry = []
                    carry.append((ri, rule, window, remaining))
            if carry:
                visited = {block}
                for pred in preds:
                    if pred not in visited:
                        visited.add(pred)
                        _search(pred, wj, carry, c, block, j, index, found, visited)
    return sorted(found.values(), key=lambda h: (h.consumer.offset, h.rule.id))


def _record(found, rule, p, c, overlap, w, pblock, i, cblock, j) -> None:
    units = _units(overlap)
    need = rule.need(p, c, units)
    if need > w:
        consumer = cblock.instructions[j]
        producer = pblock.instructions[i]
        key = (consumer.offset, rule.id, producer.offset)
        old = found.get(key)
        if old is None or old.have > w:
            reported, note = rule, ""
            second = rule.second
            if second is not None:
                fewer = second.need(p, c, units)
                if fewer is not None and fewer < need and w >= fewer:
                    reported = MARGIN_RULES[rule.id]
                    note = f"meets {second.name}'s {fewer}; LLVM 22 asks {need} on gfx950"
            found[key] = Hazard(reported, consumer, producer, need, w, units, note)


def _search(block, w0, active, c, cblock, j, index, found, visited) -> None:
    """Search ``block`` backwards from its end, with ``w0`` wait states
    already between the block's end and the consumer (instruction ``j`` of
    ``cblock``); each block once per consumer, as LLVM's getWaitStatesSince."""
    bi = index[block]
    waits = bi.waits
    end = len(waits) - 1
    w_end = w0 + waits[end]
    carry = []
    for ri, rule, window, remaining in active:
        positions = bi.positions[ri]
        masks = bi.masks[ri]
        k = len(positions) - 1
        while k >= 0:
            i = positions[k]
            w = w_end - waits[i + 1]
            if w >= window:
                remaining = 0
                break
            overlap = remaining & masks[k]
            if overlap:
                _record(found, rule, bi.facts[i], c, overlap, w, block, i, cblock, j)
                remaining ^= overlap
                if not remaining:
                    break
            k -= 1
        if remaining and w_end < window:
            carry.append((ri, rule, window, remaining))
    if not carry:
        return
    for pred in block.predecessors:
        if pred in visited:
            continue
        visited.add(pred)
        _search(pred, w_end, carry, c, cblock, j, index, found, visited)
