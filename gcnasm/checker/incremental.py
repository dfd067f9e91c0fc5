"""An edit's hazard search resumed from its template's.

A consumer's wait-state hazards depend only on the instructions at most a
rule's window before it, along every path that reaches it (each instruction
is at least one wait state, so a window of W wait states is at most W
instructions; :mod:`.hazards`).  An edit assembled against its template
changes a few instructions; the consumers no path of at most that many
instructions leads to from a changed place (a new or edited instruction,
one whose neighbour in its block is not its template neighbour, a block's
end that is not the template's) have the template's hazards, each moved to
the edit's instruction that came from the template's (provenance, see
:mod:`.pairing`).  Only the others are searched.

The template's block graph is kept with its baseline (:func:`block_graph`);
an edit whose blocks do not map one to one onto the template's, with the
same predecessors, or a kernel that calls functions, is searched in full:
never a different answer, only a slower one.  tests/test_check_incremental.py
compares the two over many kinds of edit.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import List, Optional, Tuple

from .hazards import RULES, SOFT_CLAUSE
from .report import Finding

# How many instructions back a consumer's search can look: no rule's window
# is wider, and each instruction is at least one wait state (one more, to
# spare an off-by-one a wrong answer).
REACH = max(r.window for r in RULES) + 1


def block_graph(kp) -> Optional[list]:
    """Per block of ``kp`` (in its order): (first offset, last offset, its
    predecessors' indices, sorted), as plain values; None for a kernel with
    an empty block or an edge out of it."""
    index = {b: k for k, b in enumerate(kp.blocks)}
    out = []
    for b in kp.blocks:
        if not b.instructions:
            return None
        preds = [index.get(p) for p in b.predecessors]
        if None in preds:
            return None
        out.append((b.instructions[0].offset, b.instructions[-1].offset, sorted(preds)))
    return out


class KernelEdit:
    """An edited kernel's blocks against its template's, when they map one
    to one (the k-th for the k-th, with the same predecessors): its
    instructions in block order (``flat``), where each block starts in it
    (``starts``), each one's template offset (``origins``), template offset
    -> index in ``flat`` (``place``), the changed places (``seeds``: a new
    or edited instruction, one not after its template neighbour, a block's
    end that is not the template's) and the blocks that hold one
    (``changed``)."""

    def __init__(self, kp, graph, flat, starts, origins, seeds):
        self.kp = kp
        self.graph = graph
        self.flat = flat
        self.starts = starts
        self.origins = origins
        self.seeds = seeds
        self.changed = sorted({bisect_right(starts, s) - 1 for s in seeds})
        self.successors: List[list] = [[] for _ in graph]
        for k, g in enumerate(graph):
            for p in g[2]:
                self.successors[p].append(k)
        self._place = None

    @property
    def place(self) -> dict:
        if self._place is None:
            place = dict(zip(self.origins, range(len(self.flat))))
            place.pop(None, None)
            self._place = place
        return self._place

    def block_of(self, i: int) -> int:
        """The block of the ``i``-th instruction of ``flat``."""
        return bisect_right(self.starts, i) - 1

    def moved(self, f: Finding) -> Optional[Finding]:
        """The template's finding ``f`` moved to the edit's instructions its
        consumer and producer came from; None where one has none, or where
        the message's "round a loop" would change."""
        place, flat = self.place, self.flat
        c = place.get(f.offset)
        p = place.get(f.producer_offset) if f.producer_offset is not None else None
        if c is None or (f.producer_offset is not None and p is None):
            return None
        consumer = flat[c]
        if p is None:
            if consumer.offset != f.offset or consumer.inst.text != f.instruction:
                f = f.but(offset=consumer.offset, instruction=consumer.inst.text)
            return f
        producer = flat[p]
        if (f.producer_offset >= f.offset) != (producer.offset >= consumer.offset):
            return None             # the message says "round a loop" or not
        text, ptext = consumer.inst.text, producer.inst.text
        if consumer.offset != f.offset or producer.offset != f.producer_offset or \
                text != f.instruction or ptext != f.producer:
            f = f.but(offset=consumer.offset, producer_offset=producer.offset,
                      instruction=text, producer=ptext)
        return f


def kernel_edit(kp, template_graph, template_offsets: List[int],
                provenance) -> Optional[KernelEdit]:
    """The :class:`KernelEdit` of kernel ``kp`` of an edit, or None when its
    blocks do not map one to one onto the template's (``template_graph``:
    the template kernel's :func:`block_graph`; ``template_offsets``: the
    offsets of the template's ``.text`` items, in address order)."""
    graph = block_graph(kp)
    if graph is None or not template_graph or len(graph) != len(template_graph):
        return None
    blocks = kp.blocks
    flat = [pi for b in blocks for pi in b.instructions]
    offsets = [pi.offset for pi in flat]
    starts = [0]
    for b in blocks:
        starts.append(starts[-1] + len(b.instructions))
    origins = provenance.template_offsets(offsets)
    # the k-th block for the template's k-th, with the same edges (what
    # they hold is compared below)
    if any(g[2] != t[2] for g, t in zip(graph, template_graph)):
        return None
    # the changed places
    seeds = []
    for k in range(len(blocks)):
        s, e = starts[k], starts[k + 1]
        first, last, _ = template_graph[k]
        i0 = bisect_left(template_offsets, first)
        i1 = bisect_left(template_offsets, last)
        if template_offsets[i0:i1 + 1] == origins[s:e]:
            continue                            # the block as it was
        prev = None
        for m in range(s, e):
            t = origins[m]
            i = bisect_left(template_offsets, t) if t is not None else -1
            if t is None or not i0 <= i <= i1:
                seeds.append(m)                 # new, or from elsewhere
            elif i != (i0 if m == s else prev + 1 if prev is not None else -1):
                seeds.append(m)                 # not after its template neighbour
            prev = i if t is not None else None
        if origins[e - 1] != last:
            seeds.append(e - 1)                 # its successors' windows changed
    return KernelEdit(kp, graph, flat, starts, origins, seeds)


def resume_hazards(kp, template_graph, template_offsets: List[int], template_findings,
                   provenance, edit: Optional[KernelEdit] = None
                   ) -> Optional[Tuple[bytes, List[Finding], list, list]]:
    """For kernel ``kp`` of an edit: (one byte per instruction of the blocks
    to search, in block order, 1 for the consumers to search; the
    template's hazard findings of the others, moved to the edit's
    instructions; the blocks whose soft clauses are to be found, those with
    a changed place: a clause is within a block and read from its start;
    the blocks to search: those with a consumer to search and every block
    its search can reach), or None when the edit is
    searched in full.  ``template_graph``: the template kernel's
    :func:`block_graph`; ``template_offsets``: the offsets of the template's
    ``.text`` items, in address order; ``template_findings``: the
    template's findings (those of this kernel's hazards are mapped);
    ``edit``: :func:`kernel_edit` of these, when known."""
    if edit is None:
        edit = kernel_edit(kp, template_graph, template_offsets, provenance)
    if edit is None:
        return None
    blocks = kp.blocks
    graph, flat, starts, seeds = edit.graph, edit.flat, edit.starts, edit.seeds
    successors = edit.successors
    dirty = bytearray(len(flat))
    todo = []
    for s in seeds:
        k = bisect_right(starts, s) - 1
        end = starts[k + 1]
        stop = min(end, s + REACH + 1)
        dirty[s:stop] = b"\1" * (stop - s)
        left = s + REACH + 1 - end
        if left > 0:
            todo.extend((q, left) for q in successors[k])
    best = [0] * len(blocks)        # the most of the reach a block was entered with
    while todo:
        k, left = todo.pop()
        if left <= best[k]:
            continue
        best[k] = left
        s, end = starts[k], starts[k + 1]
        stop = min(end, s + left)
        dirty[s:stop] = b"\1" * (stop - s)
        rest = left - (end - s)
        if rest > 0:
            todo.extend((q, rest) for q in successors[k])
    changed = edit.changed
    changed_set = set(changed)
    # the template's findings of the consumers left alone, moved
    mapped = []
    clause = SOFT_CLAUSE.id
    for f, c in _kept_consumers(template_findings, "hazard", kp.name, edit.place):
        if f.rule == clause:
            if bisect_right(starts, c) - 1 in changed_set:
                continue            # found again
        elif dirty[c]:
            continue                # searched again
        # no producer left (cannot be: it is in reach), or "round a loop"
        # would change: search in full
        moved = edit.moved(f) if f.producer_offset is not None else None
        if moved is None:
            return None
        mapped.append(moved)
    # the blocks a flagged consumer's search can reach: back from each block
    # with one, REACH + 1 instructions on through predecessors
    flagged = [k for k in range(len(blocks)) if dirty.find(1, starts[k], starts[k + 1]) >= 0]
    keep = set(flagged)
    reached: dict = {}
    back = [(p, REACH + 1) for k in flagged for p in graph[k][2]]
    while back:
        k, left = back.pop()
        if reached.get(k, 0) >= left:
            continue
        reached[k] = left
        keep.add(k)
        rest = left - (starts[k + 1] - starts[k])
        if rest > 0:
            back.extend((p, rest) for p in graph[k][2])
    order = sorted(keep)
    mask = b"".join(dirty[starts[k]:starts[k + 1]] for k in order)
    return mask, mapped, [blocks[k] for k in changed], [blocks[k] for k in order]


class _EditOffsets:
    """template offset -> the edit's offset of the instruction that came
    from it (KeyError where none did)."""

    __slots__ = ("edit",)

    def __init__(self, edit: KernelEdit):
        self.edit = edit

    def __getitem__(self, offset: int) -> int:
        return self.edit.flat[self.edit.place[offset]].offset


def resume_waits(edit: Optional[KernelEdit], record: Optional[dict], template_findings):
    """The s_waitcnt dataflow of an edited kernel resumed from its
    template's: (the findings of the blocks the edit changed and of every
    block after them, found by waitcnt.resume_waits; the template's
    waitcnt findings of the other blocks, moved to the edit's
    instructions), or None when it is run in full.

    A block no changed block reaches has the template's state before it
    and the template's instructions, so the same findings; the worklist of
    the full dataflow visits those blocks as the template's did (their
    order and states are independent of the others': none of theirs is a
    successor).  A block after a changed one starts from its state in the
    template when all its predecessors are of the first kind and the
    template visited it once (its state was then final when visited, and is
    so in the edit too); one with predecessors of both kinds would depend
    on the order the two kinds' states were merged in: the edit is then
    run in full.  ``record``: the template kernel's (waitcnt.find_waits')."""
    from ..codeobject.program import blocks_in_order
    from .waitcnt import resume_waits as run, state_from_plain
    if edit is None or not record or not record.get("finished"):
        return None
    kp = edit.kp
    blocks = kp.blocks
    index = {b: k for k, b in enumerate(blocks)}
    order = blocks_in_order(kp)
    if [index[b] for b in order] != list(record["order"]):
        return None
    dirty = set(edit.changed)
    todo = list(dirty)
    while todo:
        for q in edit.successors[todo.pop()]:
            if q not in dirty:
                dirty.add(q)
                todo.append(q)
    pops, states = record["pops"], record["states"]
    if len(pops) != len(blocks):
        return None
    offset_of = _EditOffsets(edit)
    starting = {}
    try:
        for k in dirty:
            preds = edit.graph[k][2]
            inside = sum(p in dirty for p in preds)
            if inside == len(preds) and preds:
                continue
            if inside or pops[k] != 1 or k not in states:
                return None
            starting[k] = state_from_plain(states[k], offset_of)
    except KeyError:
        return None         # a pending producer with no place in the edit
    elsewhere = record["rounds"] - sum(pops[k] for k in dirty)
    found = run(kp, dirty, starting, elsewhere) if dirty else []
    if found is None:
        return None
    mapped = []
    for f, c in _kept_consumers(template_findings, "waitcnt", kp.name, edit.place):
        if edit.block_of(c) in dirty:
            continue                # found again
        moved = edit.moved(f)
        if moved is None:
            return None
        mapped.append(moved)
    return found, mapped


def _kept_consumers(template_findings, kind: str, kernel: str, place):
    """(finding, its consumer's offset in the edit) of the template's
    findings of ``kind`` in ``kernel`` whose consumer the edit kept (a
    deleted consumer's finding goes with it)."""
    for f in template_findings:
        if f.kind == kind and f.kernel == kernel:
            c = place.get(f.offset)
            if c is not None:
                yield f, c
