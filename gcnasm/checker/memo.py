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

A :class:`Memo` records, per kernel, the digest and the findings as
plain values (:attr:`Memo.recorded`), kept with the template's baseline in
the on-disk cache (:mod:`.cache`), and replays them (:attr:`Memo.known`).
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import islice
from operator import lt
from typing import Dict, List, Optional, Tuple

from .lds_inputs import LdsFinding, lds_skeleton

# kernel name -> (digest, rows): rows (rule, severity, consumer, producer or -1,
# message), consumer and producer as places in the skeleton
Recorded = Dict[str, Tuple[bytes, list]]


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
        digest, kept = lds_skeleton(kp)
        offsets = [pi.offset for pi in kept]
        ordered = all(map(lt, offsets, islice(offsets, 1, None)))     # strictly increasing
        hit = self.known.get(kp.name)
        found = None
        if ordered and hit is not None and hit[0] == digest:
            found = _replay(hit[1], kept)
        if found is not None:
            self.reused.append(f"lds-order:{kp.name}")
            self.recorded[kp.name] = hit    # its rows, as _rows would make them again
        else:
            found = find_lds_order(kp)
            if ordered:
                rows = _rows(found, offsets)
                if rows is not None:
                    self.recorded[kp.name] = (digest, rows)
        return found


def find_lds_order(kp) -> List[LdsFinding]:
    """The full cross-wave LDS analysis of ``kp``."""
    # imported when it runs: it loads numpy (70 ms, a third of the edit
    # loop's budget), which a replayed analysis does not need
    from .lds_order import find_lds_order as analyse
    return analyse(kp)


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
