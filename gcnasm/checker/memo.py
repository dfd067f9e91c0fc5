"""Reusing a template's analysis for an edit that does not touch it.

``gcnasm asm EDITED.s --template REF.co`` checks the edited kernel at every
run of the edit loop; most edits leave most analyses' inputs alone (an
``s_nop`` changes nothing the cross-wave LDS analysis reads).  For such an
analysis a *skeleton* of the kernel (see :func:`.lds_inputs.lds_skeleton`)
says all it reads, less the offsets: when the edit's skeleton has the
template's digest, the edit's findings are the template's, each moved to
the edit's instruction in the same place of the skeleton (the k-th kept
instruction for the k-th).  That is the same list a full analysis gives
(tests/test_check_memo.py compares them); any other edit runs the full
analysis.

An edit of the waits on vmcnt (added, removed, a count changed) is replayed
too where it retires the same LDS-DMA loads as the template's waits did.
The template's analysis records, per *slot* of the skeleton (a point
between two kept instructions of a block), the vm-event counts the loads in
flight had there in any state it met; a wait ``vmcnt(N)`` there keeps those
counted under N.  Where the edit's lowest N at each slot keeps the same
counts as the template's, every state of the analysis is the template's,
step by step, and so are its findings.

A :class:`Memo` records, per kernel, the digest and the findings as
plain values (:attr:`Memo.recorded`), kept with the template's baseline in
the on-disk cache (:mod:`.cache`), and replays them (:attr:`Memo.known`).
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import islice
from operator import lt
from typing import Dict, List, Optional, Tuple

from .lds_inputs import VM_MAX, LdsFinding, lds_skeleton

# kernel name -> (digest, rows, slots): rows (rule, severity, consumer,
# producer or -1, message), consumer and producer as places in the skeleton;
# slots {(block index, place in the block): (the vmcnt waited for there, the
# counts of the loads in flight there)}, those where any load was in flight
Recorded = Dict[str, Tuple[bytes, list, dict]]


class Memo:
    """What a check recorded of the kernels' analyses (``recorded``) and
    what it may replay (``known``, a template's)."""

    def __init__(self, known: Optional[Recorded] = None):
        self.known: Recorded = dict(known or {})
        self.recorded: Recorded = {}
        self.reused: List[str] = []         # "lds-order:<kernel>" replayed

    def lds_order(self, kp) -> List[LdsFinding]:
        """:func:`.lds_order.find_lds_order` of ``kp``, replayed where the
        template's skeleton is the same."""
        skeleton = lds_skeleton(kp)
        kept = skeleton.kept
        offsets = [pi.offset for pi in kept]
        ordered = all(map(lt, offsets, islice(offsets, 1, None)))     # strictly increasing
        hit = self.known.get(kp.name)
        found = None
        if (ordered and isinstance(hit, tuple) and len(hit) == 3 and hit[0] == skeleton.digest
                and _retires_the_same(hit[2], skeleton.waits)):
            found = _replay(hit[1], kept)
        if found is not None:
            self.reused.append(f"lds-order:{kp.name}")
            # the same states, so the same loads in flight at each slot
            self.recorded[kp.name] = (hit[0], hit[1], {
                slot: (skeleton.waits.get(slot, VM_MAX), counts)
                for slot, (_, counts) in hit[2].items()})
        else:
            in_flight: Dict[int, set] = {}
            found = find_lds_order(kp, in_flight)
            if ordered:
                rows = _rows(found, offsets)
                if rows is not None:
                    self.recorded[kp.name] = (skeleton.digest, rows,
                                              _slots(skeleton, in_flight))
        return found


def find_lds_order(kp, in_flight: Optional[Dict[int, set]] = None) -> List[LdsFinding]:
    """The full cross-wave LDS analysis of ``kp`` (``in_flight``: see
    :func:`.lds_order.find_lds_order`)."""
    # imported when it runs: it loads numpy (70 ms, a third of the edit
    # loop's budget), which a replayed analysis does not need
    from .lds_order import find_lds_order as analyse
    return analyse(kp, in_flight)


def _slots(skeleton, in_flight: Dict[int, set]) -> dict:
    """Per slot of ``skeleton`` where a load was in flight: (the vmcnt the
    template waits for there, the loads' counts there, sorted), from what
    the analysis recorded after each instruction that changes them
    (``in_flight``; an instruction it never reached changes nothing)."""
    waits = skeleton.waits
    out = {}
    counts: tuple = ()
    block = None
    for pi, (b, j) in zip(skeleton.kept, skeleton.places):
        if b != block:
            block = b
            counts = _at_slot(out, waits, (b, 0), in_flight.get(-1 - b, ()))
        changed = in_flight.get(pi.offset)
        counts = _at_slot(out, waits, (b, j), counts if changed is None else changed)
    # the blocks with no kept instruction: only their start
    for key, values in in_flight.items():
        if key < 0 and values and (-1 - key, 0) not in out:
            _at_slot(out, waits, (-1 - key, 0), values)
    return out


def _at_slot(out: dict, waits: dict, slot, counts) -> tuple:
    """Records the loads' ``counts`` arriving at ``slot``; gives those its
    waits leave in flight."""
    if not counts:
        return ()
    counts = tuple(sorted(counts))
    wait = waits.get(slot, VM_MAX)
    out[slot] = (wait, counts)
    return tuple(a for a in counts if a < wait)


def _retires_the_same(slots: dict, waits: dict) -> bool:
    """Whether waits on vmcnt of ``waits`` (per slot, the lowest) keep in
    flight the same loads as the template's (``slots``) at every slot where
    a load was in flight."""
    try:
        for slot, (wait, counts) in slots.items():
            mine = waits.get(slot, VM_MAX)
            if mine != wait:
                lo, hi = (mine, wait) if mine < wait else (wait, mine)
                if any(lo <= a < hi for a in counts):
                    return False
    except (TypeError, ValueError):
        return False                # a cache entry of another shape: analyse
    return True


def _rows(found: List[LdsFinding], offsets: List[int]) -> Optional[list]:
    """``found`` as rows, each instruction as its place in ``offsets``
    (strictly increasing: looked up by bisection)."""
    def place(offset: int) -> Optional[int]:
        i = bisect_left(offsets, offset)
        return i if i < len(offsets) and offsets[i] == offset else None
    rows = []
    for f in found:
        c = place(f.consumer.offset)
        p = -1 if f.producer_offset is None else place(f.producer_offset)
        if c is None or p is None:
            return None             # not a kept instruction: not replayable
        rows.append((f.rule, f.severity, c, p, f.message))
    return rows


def _replay(rows: list, kept: list) -> Optional[List[LdsFinding]]:
    out = []
    try:
        for rule, severity, c, p, message in rows:
            if c < 0:
                return None
            out.append(LdsFinding(rule, severity, kept[c], None if p < 0 else kept[p].offset,
                                  message))
    except (IndexError, TypeError, ValueError):
        return None                 # a cache entry of another shape: analyse
    return out
