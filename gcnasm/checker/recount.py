"""Re-counting the template's s_waitcnt after an edit: a wait exists to wait
for a set of producers, and its count says which only relative to the
memory operations issued after them.  An edit that adds a load between
those producers and the wait (or removes one) shifts the count: the wait
the author wrote as ``vmcnt(14)`` must become ``vmcnt(15)`` to keep waiting
for the same loads (``vmcnt(1)`` would drain the prefetch queue).

For each s_waitcnt the edit left alone (see :mod:`.pairing`) and each of
its counters:

1. in the template, walk back from the wait over every path, counting the
   operations of that counter: on each path the first N (the count) stay
   outstanding, the next one is the newest the wait completes, its
   *boundary*;
2. in the edit, walk back from the same wait, counting the operations that
   are new or were outstanding in the template, up to the first one that is
   a template boundary (or any other template operation: it was completed
   there, or is on no path the template walk saw; the count stops before it);
3. the re-count is the largest of those counts over the paths that reach a
   boundary (a path that reaches the kernel's entry first does not bound it):
   on each path it waits for no more than the template's wait did.  Where
   paths differ (a loop head reached from before the loop and round the
   back edge, and the edit added an operation on one of them), the count
   leaves outstanding on the other path an operation the template waited
   for: fix's check that follows finds any consumer that needs it and
   tightens the wait again, saying so (the check is the judge of what is
   needed; the re-count says what the author meant).

The counts are those of the hardware counters (every operation counts,
whatever it returns), as SIInsertWaitcnts reasons about them
(llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp: "the counter is decremented in
order" for vmcnt; lgkmcnt the same among LDS operations).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional, Set, Tuple

from .facts import facts_of
from .waitcnt import MAX_COUNT

_COUNTER_NAMES = {"vm": "vm_cnt", "lgkm": "lgkm_cnt", "exp": "exp_cnt"}
# The walk gives up past this many blocks visited (a re-count is then not made).
_WALK_LIMIT = 20_000


@dataclass(frozen=True)
class Recount:
    """One counter of one s_waitcnt, re-counted."""
    offset: int             # the s_waitcnt in the edit
    template_offset: int
    counter: str            # "vm", "lgkm", "exp"
    old: int                # its count as written (the template's)
    new: int                # the count that waits for the same operations
    added: int              # operations the edit added among those left outstanding
    removed: int            # template operations among them the edit removed


def _counts(f, name: str) -> bool:
    return _COUNTER_NAMES[name] in f.counters


def _walk_back(start, name: str, visit, state=0) -> None:
    """Walk back from the instruction ``start`` (a ProgramInstruction) over
    every path; ``visit(pi, state)`` is called for each operation of counter
    ``name`` met and returns the state to go on with, or None to stop the
    path.  The state starts as ``state`` and must be hashable; a block is walked
    again only with a state not seen there before."""
    seen: Set[Tuple[object, object]] = set()
    work = [(start.block, start.index, state)]
    visits = 0
    while work:
        block, j, state = work.pop()
        visits += 1
        if visits > _WALK_LIMIT:
            raise _TooFar
        stopped = False
        for i in range(j - 1, -1, -1):
            pi = block.instructions[i]
            if _counts(facts_of(pi.word), name):
                state = visit(pi, state)
                if state is None:
                    stopped = True
                    break
        if stopped:
            continue
        for p in block.predecessors:
            key = (p, state)
            if key not in seen:
                seen.add(key)
                work.append((p, len(p.instructions), state))


class _TooFar(Exception):
    pass


def _template_sets(wait, name: str, n: int) -> Tuple[Set[int], Set[int]]:
    """(outstanding, boundary): the template operations the wait at
    ``wait`` leaves outstanding on some path, and those it completes
    newest on some path."""
    kept: Set[int] = set()
    boundary: Set[int] = set()

    def visit(pi, count):
        if count < n:
            kept.add(pi.offset)
            return count + 1
        boundary.add(pi.offset)
        return None

    _walk_back(wait, name, visit)
    return kept, boundary - kept if boundary - kept else boundary


def _edit_count(wait, name: str, provenance, kept: Set[int],
                boundary: Set[int]) -> Tuple[Optional[int], int]:
    """The largest count over the paths back from the edit's ``wait`` that
    reach an operation the template's wait completes (None: no path does),
    and the most new operations counted on such a path."""
    best: List[Optional[int]] = [None]
    added = [0]
    limit = MAX_COUNT[name] + 1

    def visit(pi, state):
        count, new = state
        origin = provenance.template_offset(pi.offset)
        if origin is not None and origin not in kept:
            # completed by the template's wait (its boundary or older)
            if best[0] is None or count > best[0]:
                best[0] = count
            added[0] = max(added[0], new)
            return None
        if count + 1 >= limit:
            return None         # past what a count can say: no bound here
        return (count + 1, new + (origin is None))

    _walk_back(wait, name, visit, (0, 0))
    return best[0], added[0]


def recount_waits(program, template_program, provenance) -> List[Recount]:
    """Every counter of every s_waitcnt of ``program`` (an edit of
    ``template_program``, paired by ``provenance``) whose count no longer
    waits for the operations it waited for in the template, with the count
    that does (see the module doc)."""
    out: List[Recount] = []
    for kp in program.kernels:
        for block in kp.blocks:
            for pi in block.instructions:
                f = facts_of(pi.word)
                if f.waitcnt is None:
                    continue
                origin = provenance.template_offset(pi.offset)
                if origin is None:
                    continue            # an edited or new wait: the author's own count
                t_wait = template_program.at(origin)
                if t_wait is None:
                    continue
                vm, exp, lgkm = f.waitcnt
                for name, n in (("vm", vm), ("lgkm", lgkm), ("exp", exp)):
                    if n == 0 or n >= MAX_COUNT[name]:
                        # not waited for, or waited for whole (whatever it
                        # holds: a new operation too)
                        continue
                    try:
                        r = _recount(pi, t_wait, name, n, provenance)
                    except _TooFar:
                        continue
                    if r is not None:
                        out.append(r)
    return out


def _recount(wait, t_wait, name: str, n: int, provenance) -> Optional[Recount]:
    kept, boundary = _template_sets(t_wait, name, n)
    if not boundary:
        return None                 # the template's wait completes nothing
    new, added = _edit_count(wait, name, provenance, kept, boundary)
    if new is None or new == n:
        return None
    new = min(new, MAX_COUNT[name] - 1) if new >= MAX_COUNT[name] else new
    removed = max(0, n + added - new)
    return Recount(wait.offset, t_wait.offset, name, n, new, added, removed)


def recount_map(recounts: List[Recount]) -> Dict[int, Dict[str, int]]:
    """offset -> counter -> the re-counted count."""
    out: Dict[int, Dict[str, int]] = {}
    for r in recounts:
        out.setdefault(r.offset, {})[r.counter] = r.new
    return out


def new_operations_before(consumer, counter: str, n: int, provenance) -> int:
    """Of the ``n`` newest operations of ``counter`` before ``consumer`` (a
    ProgramInstruction of an edit), how many the edit added (no template
    origin), the most over the paths back: the part of a finding's
    outstanding operations that is the edit's own new ones."""
    most = [0]

    def visit(pi, state):
        count, new = state
        if count >= n:
            most[0] = max(most[0], new)
            return None
        new += provenance.template_offset(pi.offset) is None
        most[0] = max(most[0], new)
        return (count + 1, new)

    try:
        _walk_back(consumer, counter, visit, (0, 0))
    except _TooFar:
        pass
    return most[0]
