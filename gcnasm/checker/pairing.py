"""Where each instruction of an edited ``.text`` came from: its offset in the
template's ``.text``, for the instructions the edit left alone.

Differential checking pairs a finding of the edit with the template's by
POSITION (the template offsets of its consumer and producer), never by the
instructions' text: an unrolled loop repeats the same instructions, and an
edit in one copy must not be matched against (or blamed on) another copy.

The two instruction sequences are aligned by their encodings, in address
order, by a patience diff: the common prefix and suffix first (a small edit
leaves nearly all of the text there, in linear time), then the keys that
occur once on each side anchor the rest (their longest run in the same
order), recursively between anchors; a small stretch with no key of its own
is aligned by difflib.  Runs that an edit moved are then paired by key.  Two parts of an encoding move with the
layout rather than with the edit, and are left out of the comparison: a
branch's 16-bit displacement (``s_branch``, ``s_cbranch_*``, ``s_call_b64``:
the low half of the first dword) and the literal of an ``s_add_u32`` that
completes an ``s_getpc_b64`` address (it changes when ``.text`` grows).
"""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence, Tuple

# A stretch between anchors with no key of its own (each repeated) is aligned
# by difflib when it is at most this big (template items x edit items);
# larger ones are left unpaired (their findings count as the edit's).
_EXACT_LIMIT = 250_000


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
        for offset in list(branches) + list(getpc):
            i = analysis.index_at(offset)
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

    def template_offsets(self, offsets: Sequence[int]) -> List[Optional[int]]:
        """:meth:`template_offset` of each of ``offsets``."""
        if self.identical:
            return list(offsets)
        return list(map(self._map.get, offsets))

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
    if t_keys == e_keys and t_off == e_off and \
            (branches is None or branches[0] == branches[1]):
        return Provenance({}, identical=True)
    a, b = list(t_keys), list(e_keys)
    runs = _matching(a, b)
    mapping: Dict[int, int] = {}
    for i, j, n in runs:
        mapping.update(zip(e_off[j:j + n], t_off[i:i + n]))
    paired = sum(n for _, _, n in runs)
    if paired < len(a) and paired < len(b):
        pairs = [(i + k, j + k) for i, j, n in runs for k in range(n)]
        # Moved instructions: an alignment keeps one order, so of two runs
        # that swapped places one is matched and the other is "deleted" on
        # one side and "inserted" on the other.  Those with the same key are
        # the same instructions, moved: paired in order.
        left: Dict[bytes, List[int]] = {}
        for i in sorted(set(range(len(a))).difference(i for i, _ in pairs)):
            left.setdefault(a[i], []).append(i)
        taken: Dict[bytes, int] = {}
        for j in sorted(set(range(len(b))).difference(j for _, j in pairs)):
            free = left.get(b[j])
            k = taken.get(b[j], 0)
            if free is not None and k < len(free):
                mapping[e_off[j]] = t_off[free[k]]
                taken[b[j]] = k + 1
    if branches is not None:
        t_branches, e_branches = branches
        for offset, target in e_branches.items():
            origin = mapping.get(offset)
            if origin is not None and mapping.get(target, -1) != t_branches.get(origin):
                del mapping[offset]
    return Provenance(mapping, unmatched=len(b) - len(mapping))


def _matching(a: List[bytes], b: List[bytes]) -> List[Tuple[int, int, int]]:
    """Runs (start in a, start in b, length) of an order-keeping alignment
    of ``a`` and ``b``: a patience diff (the common prefix and suffix; then the keys that
    occur once on each side, their longest increasing run as anchors; the
    same again between anchors), and difflib's matching where a stretch
    between anchors has no key of its own and is small."""
    out: List[Tuple[int, int, int]] = []
    work = [(0, len(a), 0, len(b))]
    while work:
        a0, a1, b0, b1 = work.pop()
        n = _common_prefix(a, b, a0, a1, b0, b1)
        if n:
            out.append((a0, b0, n))
            a0 += n
            b0 += n
        n = 0
        while a0 < a1 - n and b0 < b1 - n and a[a1 - 1 - n] == b[b1 - 1 - n]:
            n += 1
        if n:
            a1 -= n
            b1 -= n
            out.append((a1, b1, n))
        if a0 >= a1 or b0 >= b1:
            continue
        count_a: Dict[bytes, int] = {}
        for i in range(a0, a1):
            count_a[a[i]] = count_a.get(a[i], 0) + 1
        once_b: Dict[bytes, int] = {}
        seen_b: Dict[bytes, int] = {}
        for j in range(b0, b1):
            k = b[j]
            seen_b[k] = seen_b.get(k, 0) + 1
            once_b[k] = j
        candidates = [(i, once_b[a[i]]) for i in range(a0, a1)
                      if count_a[a[i]] == 1 and seen_b.get(a[i]) == 1]
        anchors = _longest_increasing(candidates)
        if not anchors:
            if (a1 - a0) * (b1 - b0) <= _EXACT_LIMIT:
                import difflib      # here: a small edit never needs it (start-up time of asm)
                matcher = difflib.SequenceMatcher(None, a[a0:a1], b[b0:b1], autojunk=False)
                for ia, ib, size in matcher.get_matching_blocks():
                    if size:
                        out.append((a0 + ia, b0 + ib, size))
            continue
        prev_a, prev_b = a0, b0
        for i, j in anchors:
            out.append((i, j, 1))
            work.append((prev_a, i, prev_b, j))
            prev_a, prev_b = i + 1, j + 1
        work.append((prev_a, a1, prev_b, b1))
    return out


def _common_prefix(a, b, a0: int, a1: int, b0: int, b1: int) -> int:
    """How many items a[a0:a1] and b[b0:b1] have in common at their starts
    (compared a slice at a time: a small edit leaves most of a kernel)."""
    n, step = 0, 1024
    limit = min(a1 - a0, b1 - b0)
    while n < limit:
        k = min(step, limit - n)
        if a[a0 + n:a0 + n + k] == b[b0 + n:b0 + n + k]:
            n += k
            continue
        while n < limit and a[a0 + n] == b[b0 + n]:
            n += 1
        break
    return n


def _longest_increasing(pairs: List[Tuple[int, int]]) -> List[Tuple[int, int]]:
    """The longest subsequence of ``pairs`` (increasing in their first
    item) whose second items increase too (patience sorting)."""
    import bisect
    tops: List[int] = []            # the second item ending each run length
    at: List[int] = []              # the index in pairs of that end
    back: List[int] = [-1] * len(pairs)
    for n, (_, j) in enumerate(pairs):
        k = bisect.bisect_left(tops, j)
        if k == len(tops):
            tops.append(j)
            at.append(n)
        else:
            tops[k] = j
            at[k] = n
        back[n] = at[k - 1] if k > 0 else -1
    run: List[Tuple[int, int]] = []
    n = at[-1] if at else -1
    while n >= 0:
        run.append(pairs[n])
        n = back[n]
    run.reverse()
    return run
