"""Where each rule's requirement comes from, and where AMD's shipped code
does the same (the severity ruling of issue 20, docs/check.md "Severities").

``sources_of(rule)``: a tuple of the sources that state the requirement, each
one line: the AMD CDNA4 ISA guide's table ("ISA: ..."), LLVM 22's function
("LLVM: ..."), AMD's rocRoller observer ("rocRoller: ...") or another
document.  ``shipped_of(rule)``: where AMD's shipped gfx950 kernels do what
the rule flags and test correct (why the rule is a warning in code an edit
did not touch), or None.

Facts only, from GCNHazardRecognizer.cpp and SIInsertWaitcnts.cpp of LLVM
22.1.8, the CDNA4 ISA guide (Tables 11 and 38), rocRoller's WaitState
observers, AMDGPUUsage.rst and aiter's history; see docs/check.md.
"""

from __future__ import annotations

from typing import Dict, Optional, Tuple

_ISA11 = "ISA: CDNA4 ISA guide, section 4.5, Table 11 (required software-inserted wait states)"
_ISA38 = "ISA: CDNA4 ISA guide, section 7.6, Table 38 (MFMA dependency resolution)"
_WAITCNT = "LLVM: SIInsertWaitcnts (gfx9 counters: vmcnt, lgkmcnt, expcnt)"
_MEMORY_MODEL = ("AMDGPUUsage.rst, memory model GFX942: LDS operations of different waves "
                 "may be reordered; an s_waitcnt lgkmcnt(0) orders them only with a "
                 "workgroup fence (SIMemoryLegalizer)")

_SOURCES: Dict[str, Tuple[str, ...]] = {
    "vmem-sgpr-after-valu": (_ISA11, "LLVM: GCNHazardRecognizer::checkVMEMHazards",
                             "rocRoller: VALUWriteSGPRVMEM"),
    "valu-sgpr-after-valu": (_ISA11, "LLVM: GCNHazardRecognizer::checkVALUHazards "
                             "(hasVDecCoExecHazard)", "rocRoller: VALUWriteSGPRVCC"),
    "valu-sgpr-after-valu-llvm-margin": ("rocRoller: VALUWriteSGPRVCC", _ISA11,
                                         "LLVM: GCNHazardRecognizer::checkVALUHazards"),
    "writelane-spill-sgpr": ("LLVM: GCNHazardRecognizer::checkVALUHazards with "
                             "SIRegisterInfo::spillSGPR",),
    "rwlane-exec-after-valu": ("LLVM: GCNHazardRecognizer::checkVALUHazards "
                               "(VALUWriteEXECRWLane)",),
    "readlane-vgpr-after-valu": ("LLVM: GCNHazardRecognizer::checkVALUHazards "
                                 "(VALUWriteVGPRReadlaneRead)", "rocRoller: VALUWriteReadlane94x"),
    "rwlane-lane-select": (_ISA11, "LLVM: GCNHazardRecognizer::checkRWLaneHazards",
                           "rocRoller: VALUWriteSGPRVCC"),
    "div-fmas-vcc": (_ISA11, "LLVM: GCNHazardRecognizer::checkDivFMasHazards",
                     "rocRoller: VALUWriteVCCVDIVFMAS"),
    "dpp-vgpr": (_ISA11, "LLVM: GCNHazardRecognizer::checkDPPHazards (DppVgprWaitStates)"),
    "dpp-vgpr-other": ("LLVM: GCNHazardRecognizer::checkDPPHazards (every VGPR use)",),
    "dpp-exec": (_ISA11, "LLVM: GCNHazardRecognizer::checkDPPHazards (DppExecWaitStates)"),
    "trans-forward": (_ISA11, "LLVM: GCNHazardRecognizer::checkVALUHazards "
                      "(hasTransForwardingHazard)", "rocRoller: VALUTransWrite94x"),
    "dst-sel-forward": (_ISA11, "LLVM: GCNHazardRecognizer::checkVALUHazards "
                        "(hasDstSelForwardingHazard, hasCvtScaleForwardingHazard)",
                        "rocRoller: OPSEL94x"),
    "packed-dst-forward": ("LLVM: GCNHazardRecognizer::getDstSelForwardingOperand "
                           "(DST_OP_SEL is VOP3P's op_sel_hi[0])",),
    "store-data-overwrite": (_ISA11, "LLVM: GCNHazardRecognizer::checkVALUHazardsHelper "
                             "(createsVALUHazard)", "rocRoller: BufferStoreDwordXXRead"),
    "getreg-after-setreg": (_ISA11, "LLVM: GCNHazardRecognizer::checkGetRegHazards"),
    "setreg-after-setreg": (_ISA11, "LLVM: GCNHazardRecognizer::checkSetRegHazards"),
    "m0-after-salu": (_ISA11, "LLVM: GCNHazardRecognizer::checkReadM0Hazards"),
    "mfma-exec-after-valu": (_ISA11, "LLVM: GCNHazardRecognizer::checkMAIHazards90A",
                             "rocRoller: CMPXWriteExec"),
    "mfma-vgpr-after-valu": (_ISA38, "LLVM: GCNHazardRecognizer::checkMAIHazards90A "
                             "(LegacyVALUNotDotWritesVGPRWaitStates)", "rocRoller: MFMA/VALUWrite"),
    "mfma-srcc-after-mfma": (_ISA38, "LLVM: GCNHazardRecognizer::checkMAIHazards90A",
                             "rocRoller: XDLWrite94x"),
    "mfma-srcab-after-mfma": (_ISA38, "LLVM: GCNHazardRecognizer::checkMAIHazards90A",
                              "rocRoller: XDLWrite94x"),
    "mfma-result-read": (_ISA38, "LLVM: GCNHazardRecognizer::checkMAIVALUHazards",
                         "rocRoller: XDLWrite94x (+1 beyond 2 passes on gfx950)"),
    "mfma-result-overwrite": (_ISA38, "LLVM: GCNHazardRecognizer::checkMAIVALUHazards",
                              "rocRoller: XDLWrite94x (+1 beyond 2 passes on gfx950)"),
    "mfma-srcc-overwrite": (_ISA38, "LLVM: GCNHazardRecognizer::checkMAIVALUHazards",
                            "rocRoller: XDLReadSrcC94x"),
    "dot-result-read": ("LLVM: GCNHazardRecognizer::checkMAIVALUHazards", "rocRoller: DLWrite"),
    "dot-result-overwrite": ("LLVM: GCNHazardRecognizer::checkMAIVALUHazards",
                             "rocRoller: DLWrite"),
    "fma64-after-dgemm": ("LLVM: GCNHazardRecognizer::checkMAIVALUHazards",),
    "permlane-swap-vgpr": (_ISA11 + ": VALU writes vdst -> V_PERMLANE* reads it",
                           "LLVM: GCNHazardRecognizer::checkPermlaneHazards",
                           "rocRoller: VALUWriteReadlane94x"),
    "permlane-swap-vgpr-src0": ("LLVM: GCNHazardRecognizer::checkPermlaneHazards (every "
                                "explicit use; the ISA row names vdst only)",),
    "permlane-swap-vcmpx": (_ISA11, "LLVM: GCNHazardRecognizer::checkPermlaneHazards",
                            "rocRoller: VCMPXWrite94x"),
    "soft-clause-xnack": ("LLVM: GCNHazardRecognizer::checkSoftClauseHazards (XNACK on)",),
    "read-pending": (_WAITCNT + ": determineWait before a use",
                     "aiter 664a7b0bb4 (mla_a16w16_qh32: read-pending 508 -> 4 per kernel, "
                     "'fix the adress over 32bit and radom nan error'), f1077c48c7 "
                     "('deterministic bug': an lgkmcnt before MFMAs reading ds_read results)"),
    "write-pending": (_WAITCNT + ": determineWait before a def (WAW)",
                      "aiter 1cb57144bb (f4gemm 192x256, 224x256: the only 2 write-pending "
                      "errors removed, 'fix random precision issues')"),
    "return-pending": (_WAITCNT + ": generateWaitcntInstBefore, all waits resolved at a "
                       "return (S_SETPC_B64_return); a call is a wait for everything",),
    "lds-dma-read": (_WAITCNT + ": LDS-DMA (vmcnt) before an LDS read",),
    "barrier-lds-write": (_WAITCNT, _MEMORY_MODEL),
    "barrier-lds-read": (_WAITCNT, _MEMORY_MODEL),
    "barrier-lds-dma": (_WAITCNT, _MEMORY_MODEL),
    "read-unwritten": ("the kernel descriptor (registers the dispatch initialises)",),
    "agpr-alias": ("the kernel descriptor's accum_offset (unified VGPR file)",),
    "nop-count-truncated": ("ISA: CDNA4 ISA guide, S_NOP: SIMM16[3:0]",),
}

_FP8GEMM = ("aiter's a8w8_blockscale_bpreshuffle_tuned_gemm_dsv3.csv selects "
            "fp8gemm_bf16_blockscale_BpreShuffle_64x128 on gfx950 (38 shapes, errRatio "
            "median 0, max 0.0064) though its main loop reads a 4-pass MFMA result 2 wait "
            "states after it (needs 8)")
_SHIPPED: Dict[str, str] = {
    "mfma-result-read": _FP8GEMM,
    "mfma-result-overwrite": "AMD's fmoe and fp8gemm kernels overwrite XDL results one wait "
                             "state short of gfx950's count (gfx940's) and test correct",
    "dpp-vgpr": "AMD's pa/ and fmoe/ kernels read a VGPR as the DPP source one wait state "
                "after writing it (v_cndmask_b32 -> v_mov_b32_dpp row_shr)",
    "barrier-lds-write": "AMD's fmha_v3_bwd, fmoe and mla kernels reach s_barrier with a "
                         "ds_write pending; LLVM adds no wait at a bare barrier",
    "barrier-lds-read": "AMD's kernels reach s_barrier with ds_reads pending; LLVM adds no "
                        "wait at a bare barrier",
    "permlane-swap-vgpr-src0": "AMD's mla/ and fmha_v3_fwd/ kernels chain "
                               "v_permlane16_swap -> v_permlane32_swap after 1 wait state",
    "valu-sgpr-after-valu": "AMD's kernels read v_cmp results as a constant after 1 wait "
                            "state (514 of 745 corpus kernels)",
}


def sources_of(rule: str) -> Tuple[str, ...]:
    """The sources of ``rule``'s requirement (empty for an unknown id)."""
    return _SOURCES.get(rule, ())


def shipped_of(rule: str) -> Optional[str]:
    """Where AMD's shipped code does what ``rule`` flags, or None."""
    return _SHIPPED.get(rule)
