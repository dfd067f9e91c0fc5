"""Differential checking: the findings of an edited ``.s`` against those of
the template code object it was disassembled from, paired by position.

A finding of the edit is *inherited* (the edit did not introduce it) when
the template has a finding of the same rule whose consumer and producer are
the template instructions the edit's consumer and producer came from (see
:mod:`.pairing`), with no more margin than here: a hazard with at least as
many wait states, an s_waitcnt finding with at least as many of the events
before its producer still outstanding.  Anything else the edit has is
*introduced* (or worsened), and every introduced finding is an error,
whatever its rule's severity in code no edit touched: an agent must not add
a documented hazard, even one AMD's shipped kernels break and test correct.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from .pairing import Provenance, align
from .report import CheckReport, Finding

# Bumped when what a Baseline holds changes (cached baselines are then not used).
BASELINE_FORMAT = 9


@dataclasses.dataclass
class Baseline:
    """What an edit is checked against: the template's findings and the
    keys of its instructions (:func:`.pairing.instruction_keys`).  Plain
    data, so that it can be cached on disk (see :mod:`.cache`)."""

    findings: List[Finding]
    offsets: List[int]
    keys: List[bytes]
    branches: Dict[int, int]        # the template's branch offset -> target offset
    # per kernel, what an edit that leaves an analysis' inputs alone may
    # replay (gcnasm.checker.memo.Memo.recorded)
    memo: Dict[str, tuple] = dataclasses.field(default_factory=dict)
    # the per-word facts of the template's instructions as plain values
    # (gcnasm.checker.facts.plain_facts), or None: an edit's check loads them
    # instead of deriving them again (most of its words are the template's)
    facts: Optional[tuple] = None
    # per kernel, its blocks as gcnasm.checker.incremental.block_graph gives
    # them: an edit's hazard search maps the findings of the consumers it
    # cannot reach from the template's (see gcnasm.checker.incremental)
    blocks: Dict[str, list] = dataclasses.field(default_factory=dict)
    # per kernel, its s_waitcnt dataflow as gcnasm.checker.waitcnt.find_waits
    # records it: an edit's is resumed from it (gcnasm.checker.incremental)
    waits: Dict[str, dict] = dataclasses.field(default_factory=dict)
    # the template's decoding as plain values (gcnasm.isa.instruction.plain_words),
    # or None: an edit's decoding looks the template's words up instead of
    # decoding and printing them again
    words: Optional[tuple] = None
    format: int = BASELINE_FORMAT

    def by_position(self) -> Dict[tuple, List[Finding]]:
        out: Dict[tuple, List[Finding]] = {}
        for f in self.findings:
            out.setdefault(position_key(f, f.offset, f.producer_offset), []).append(f)
        return out

    def provenance(self, analysis, text: bytes) -> Provenance:
        """Where each instruction of an edited ``.text`` (its analysis and
        bytes) came from in the template."""
        from .pairing import instruction_keys
        return align((self.offsets, self.keys), instruction_keys(analysis, text),
                     (self.branches, analysis.branches))


# The rules whose producer is the newest pending operation of a kind (an
# LDS-DMA load, a ds_write, a ds_read), not the one a register waits for:
# moving an operation changes which is newest without changing the
# finding.  These pair by their consumer alone (and compare margins, which
# count every operation still outstanding at or before the producer), as
# long as that newest operation is one the template has (a new one is a
# finding of the edit's own).
EVENT_RULES = frozenset({"lds-dma-read", "barrier-lds-dma", "barrier-lds-write",
                         "barrier-lds-read"})


def position_key(f: Finding, offset: Optional[int], producer: Optional[int]) -> tuple:
    if f.rule in EVENT_RULES:
        producer = None
    return (f.kernel, f.kind, f.rule, offset, producer, f.counter)


def margin(f: Finding) -> int:
    """How far ``f`` is from clean, larger is worse: a hazard's missing wait
    states; an s_waitcnt finding's events at or before its producer still
    outstanding (``have - needed``: loads added after the producer raise
    both and leave this as it was)."""
    have = f.have if f.have is not None else 0
    needed = f.needed if f.needed is not None else 0
    return needed - have if f.kind == "hazard" else have - needed


@dataclasses.dataclass
class Pairing:
    """Per finding of the edit: the template's findings at the same place."""
    inherited: List[bool]
    template: List[List[Finding]]


def pair(findings: Sequence[Finding], baseline: Baseline, provenance: Provenance,
         added: Optional[Callable[[Finding], int]] = None) -> Pairing:
    """Which of ``findings`` (of the edit) the template has too, no better
    (see the module doc).  Each template finding covers at most one of the
    edit's; the edit's are taken from the least bad, each covered by the
    least bad template finding still free that is no better (so that one
    finding never takes the template finding a worse one needed).

    ``added(f)``: of an s_waitcnt finding's outstanding operations, how
    many the edit added; those are left out of its margin (an edit that
    adds a load and re-counts the waits after it, so that they wait for the
    same operations, leaves one more outstanding everywhere after: not a
    worse finding; a read of the new load's result is a finding of its
    own)."""
    positions = baseline.by_position()
    inherited = [False] * len(findings)
    template: List[List[Finding]] = [[] for _ in findings]
    groups: Dict[tuple, List[int]] = {}
    for i, f in enumerate(findings):
        c = provenance.template_offset(f.offset)
        if c is None:
            continue                # an edited or new instruction
        p = provenance.template_offset(f.producer_offset)
        if f.producer_offset is not None and p is None:
            continue                # its producer is edited or new
        key = position_key(f, c, p)
        if key in positions:
            template[i] = positions[key]
            groups.setdefault(key, []).append(i)
    for key, indices in groups.items():
        free = sorted(margin(t) for t in positions[key])
        ms = {i: margin(findings[i]) for i in indices}
        if added is not None:
            worst = free[-1]
            for i in indices:
                if ms[i] > worst and findings[i].kind == "waitcnt":
                    ms[i] -= added(findings[i])
        for i in sorted(indices, key=lambda i: ms[i]):
            m = ms[i]
            for j, t in enumerate(free):
                if t >= m:
                    del free[j]
                    inherited[i] = True
                    break
    return Pairing(inherited, template)


def against(report: CheckReport, baseline: Baseline, provenance: Provenance,
            introduced, added: Optional[Callable[[Finding], int]] = None) -> CheckReport:
    """``report`` (of the edit) with the findings the template has too
    marked inherited (warnings) and the others passed to
    ``introduced(finding, template_findings)`` (which makes them errors)."""
    p = pair(report.findings, baseline, provenance, added)
    report.findings = [
        f.but(inherited=True, severity="warning") if p.inherited[i]
        else introduced(f, p.template[i])
        for i, f in enumerate(report.findings)]
    return report


def edited_offsets(provenance: Provenance, offsets: Sequence[int]) -> List[int]:
    """The offsets among ``offsets`` with no template origin."""
    return [o for o in offsets if provenance.template_offset(o) is None]


def best_template(f: Finding, template: Sequence[Finding]) -> Tuple[Optional[Finding], int]:
    """The template finding at the same place with the smallest margin, and
    that margin (``margin(f)`` when there is none)."""
    if not template:
        return None, margin(f)
    best = min(template, key=margin)
    return best, margin(best)
