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

import dataclasses
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


def resume_hazards(kp, template_graph, template_offsets: List[int], template_findings,
                   provenance) -> Optional[Tuple[bytes, List[Finding], list, list]]:
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
    template's findings (those of this kernel's hazards are mapped)."""
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
    dirty = bytearray(len(flat))
    successors: List[list] = [[] for _ in blocks]
    for k, g in enumerate(graph):
        for p in g[2]:
            successors[p].append(k)
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
    changed = sorted({bisect_right(starts, s) - 1 for s in seeds})
    changed_set = set(changed)
    # the template's findings of the consumers left alone, moved
    place = dict(zip(origins, range(len(flat))))
    place.pop(None, None)
    mapped = []
    name = kp.name
    clause = SOFT_CLAUSE.id
    for f in template_findings:
        if f.kind != "hazard" or f.kernel != name:
            continue
        c = place.get(f.offset)
        if c is None:
            continue                # deleted
        if f.rule == clause:
            if bisect_right(starts, c) - 1 in changed_set:
                continue            # found again
        elif dirty[c]:
            continue                # searched again
        p = place.get(f.producer_offset)
        if p is None:
            return None             # (cannot be: its producer is in reach)
        consumer, producer = flat[c], flat[p]
        if (f.producer_offset >= f.offset) != (producer.offset >= consumer.offset):
            return None             # the message says "round a loop" or not
        text, ptext = consumer.inst.text, producer.inst.text
        if consumer.offset != f.offset or producer.offset != f.producer_offset or \
                text != f.instruction or ptext != f.producer:
            f = dataclasses.replace(f, offset=consumer.offset, producer_offset=producer.offset,
                                    instruction=text, producer=ptext)
        mapped.append(f)
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
