"""Where each instruction of an edited ``.text`` came from: its offset in the
template's ``.text``, for the instructions the edit left alone.

Differential checking pairs a finding of the edit with the template's by
POSITION (the template offsets of its consumer and producer), never by the
instructions' text: an unrolled loop repeats the same instructions, and an
edit in one copy must not be matched against (or blamed on) another copy.

The two instruction sequences are aligned by their encodings, in address
order: the common prefix and suffix first (a small edit leaves nearly all of
the text there, in linear time), then the changed middle with difflib's
longest-matching-blocks alignment.  Two parts of an encoding move with the
layout rather than with the edit, and are left out of the comparison: a
branch's 16-bit displacement (``s_branch``, ``s_cbranch_*``, ``s_call_b64``:
the low half of the first dword) and the literal of an ``s_add_u32`` that
completes an ``s_getpc_b64`` address (it changes when ``.text`` grows).
"""

from __future__ import annotations

import difflib
from typing import Dict, List, Optional, Sequence, Tuple

# Above this many elements in the changed middle (template x edit), difflib's
# junk heuristic is kept on: it then seeds matches only on rarer lines, which
# bounds its time on a rewrite of most of a large kernel.
_EXACT_LIMIT = 4_000_000


def instruction_keys(analysis, text: bytes) -> Tuple[List[int], List[bytes]]:
    """(offsets, keys) of every item of a ``.text`` (a
    :class:`gcnasm.codeobject.analysis.TextAnalysis` and the bytes it was
    made from): each key is the item's bytes less the parts that move with
    the layout (see the module doc)."""
    starts = analysis.starts
    ends = starts[1:] + [analysis.text_size]
    branches, getpc = analysis.branches, analysis.getpc
    keys = [text[s:e] for s, e in zip(starts, ends)]
    if branches or getpc:
        index = {s: i for i, s in enumerate(starts)} if (len(branches) + len(getpc)) > 64 \
            else None
        for offset in list(branches) + list(getpc):
            i = index.get(offset) if index is not None else analysis.index_at(offset)
            if i is None:
                continue
            k = keys[i]
            # a branch: opcode half only; a getpc add: its first dword only
            keys[i] = (b"B" + k[2:4]) if offset in branches else (b"G" + k[:4])
    return list(starts), keys


class Provenance:
    """edited ``.text`` offset -> template ``.text`` offset, for the
    instructions an edit left alone (see the module doc).  ``identical``:
    the two texts are the same, every offset its own."""

    __slots__ = ("_map", "identical", "unmatched")

    def __init__(self, mapping: Dict[int, int], identical: bool = False, unmatched: int = 0):
        self._map = mapping
        self.identical = identical
        self.unmatched = unmatched      # edited items with no template origin

    def template_offset(self, offset: Optional[int]) -> Optional[int]:
        """The template offset the item at ``offset`` came from (None: it
        is new or edited, or ``offset`` is None)."""
        if offset is None:
            return None
        if self.identical:
            return offset
        return self._map.get(offset)

    def __len__(self) -> int:
        return len(self._map)


def align(template: Tuple[Sequence[int], Sequence[bytes]],
          edited: Tuple[Sequence[int], Sequence[bytes]],
          branches: Optional[Tuple[Dict[int, int], Dict[int, int]]] = None) -> Provenance:
    """Pair the items of two ``.text``s, each given as (offsets, keys) by
    :func:`instruction_keys`.  ``branches``: (the template's, the edit's)
    branch offset -> target offset; a branch whose target is not where the
    template's went (its key leaves the displacement out) is an edit."""
    t_off, t_keys = template
    e_off, e_keys = edited
    if list(t_keys) == list(e_keys) and list(t_off) == list(e_off) and \
            (branches is None or branches[0] == branches[1]):
        return Provenance({}, identical=True)
    n, m = len(t_keys), len(e_keys)
    prefix = 0
    while prefix < n and prefix < m and t_keys[prefix] == e_keys[prefix]:
        prefix += 1
    suffix = 0
    while suffix < n - prefix and suffix < m - prefix and \
            t_keys[n - 1 - suffix] == e_keys[m - 1 - suffix]:
        suffix += 1
    mapping: Dict[int, int] = {}
    for i in range(prefix):
        mapping[e_off[i]] = t_off[i]
    for i in range(1, suffix + 1):
        mapping[e_off[m - i]] = t_off[n - i]
    a = t_keys[prefix:n - suffix]
    b = e_keys[prefix:m - suffix]
    if a and b:
        matcher = difflib.SequenceMatcher(None, a, b,
                                          autojunk=len(a) * len(b) > _EXACT_LIMIT)
        matched_a, matched_b = set(), set()
        for ia, ib, size in matcher.get_matching_blocks():
            for k in range(size):
                mapping[e_off[prefix + ib + k]] = t_off[prefix + ia + k]
                matched_a.add(ia + k)
                matched_b.add(ib + k)
        # Moved instructions: an alignment keeps one order, so of two runs
        # that swapped places one is matched and the other is "deleted" on
        # one side and "inserted" on the other.  Those with the same key are
        # the same instructions, moved: paired in order.
        left: Dict[bytes, List[int]] = {}
        for ia, key in enumerate(a):
            if ia not in matched_a:
                left.setdefault(key, []).append(ia)
        taken: Dict[bytes, int] = {}
        for ib, key in enumerate(b):
            if ib in matched_b:
                continue
            free = left.get(key)
            k = taken.get(key, 0)
            if free is not None and k < len(free):
                mapping[e_off[prefix + ib]] = t_off[prefix + free[k]]
                taken[key] = k + 1
    if branches is not None:
        t_branches, e_branches = branches
        for offset, target in e_branches.items():
            origin = mapping.get(offset)
            if origin is not None and mapping.get(target, -1) != t_branches.get(origin):
                del mapping[offset]
    return Provenance(mapping, unmatched=m - len(mapping))
