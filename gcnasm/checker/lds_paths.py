"""Which way a wave-uniform branch can go on a path, from what the path
knows of a loop counter and its bound (docs/check-lds-order.md, "Loop exits
and the trip count's parity").

The cross-wave LDS analysis (:mod:`.lds_order`) merges the states of every
path at a block.  A loop unrolled in two halves that alternate LDS buffers,
with an exit after each half, followed by a tail that picks the buffer by
the parity of the trip count, then pairs the exit after one half with the
tail's other side: a path no trip count takes.  This module keeps, per
path, enough of the scalar arithmetic to rule such edges out:

* a *value* of an SGPR: its residue modulo ``2**k`` among a set (a counter
  stepped by 0x40 from 0 is 64 modulo 128 after an odd number of steps)
  and an interval of its unsigned value;
* a *relation* ``bound = counter + d``, d in an interval, made by a compare
  of two registers (``s_cmp_lt_i32 s39, s38``) and narrowed on each edge of
  the branch on it (the exit: ``d <= 0``; round the loop: ``d >= 1``); a
  counter's ``s_add`` of a constant shifts d.

At a later compare whose outcome every value of the path decides (the
tail's ``s_and_b32 s40, 1, s40; s_cmp_lt_i32 s40, 1`` on a bound known to
lie in ``counter + [-63, 0]`` with the counter's residue known), the edge
the compare rules out is not taken on that path.

Assumption (stated, not checked): a counter and the bound it is compared
with are below 2**31 and do not wrap (trip counts, sequence lengths), so a
signed and an unsigned compare of them agree with the integers' order.
Anything the module does not model (a register written by a load, a VALU
result, an op outside the table) is unknown, and an unknown value decides
no branch: then both edges stay, as before.
"""

from __future__ import annotations

from math import gcd
from typing import Dict, FrozenSet, Optional, Tuple

from ..isa import RegisterUnit
from .facts import base_mnemonic, facts_of
from .lds_inputs import condition_slice
from .lds_ranges import SCC, plan_of

MASK = 0xFFFFFFFF
_MAX_SET = 256                    # residues kept per value; past it, a coarser modulus
_BOUND = 1 << 16                  # relation bounds past it are unbounded (a widening)
_GROWTHS = 3                      # joins that may move a relation's bound before it goes to infinity


class Value:
    """A wave-uniform 32-bit value: ``v mod 2**k`` is in ``residues`` and
    ``lo <= v <= hi`` (unsigned)."""

    __slots__ = ("k", "residues", "lo", "hi")

    def __init__(self, k: int, residues: FrozenSet[int], lo: int = 0, hi: int = MASK):
        while len(residues) > _MAX_SET and k > 0:
            k -= 1
            residues = frozenset(r & ((1 << k) - 1) for r in residues)
        if lo == hi and (lo & ((1 << k) - 1)) in residues:
            k, residues = 32, frozenset((lo,))
        if k == 32 and residues:
            lo, hi = max(lo, min(residues)), min(hi, max(residues))
            residues = frozenset(r for r in residues if lo <= r <= hi)
        self.k, self.residues, self.lo, self.hi = k, residues, lo, hi

    @staticmethod
    def const(c: int) -> "Value":
        c &= MASK
        return Value(32, frozenset((c,)), c, c)

    def empty(self) -> bool:
        return not self.residues or self.lo > self.hi

    def exact(self) -> Optional[int]:
        return next(iter(self.residues)) if self.k == 32 and len(self.residues) == 1 else None

    def key(self):
        return (self.k, self.residues, self.lo, self.hi)

    def __eq__(self, other):
        return isinstance(other, Value) and self.key() == other.key()

    def __hash__(self):
        return hash(self.key())

    def mod(self, k: int) -> FrozenSet[int]:
        """The residues modulo 2**k (k <= self.k)."""
        m = (1 << k) - 1
        return frozenset(r & m for r in self.residues)

    def plus(self, dlo: float, dhi: float) -> "Value":
        """``self + d`` for every integer d in [dlo, dhi] (unbounded: None)."""
        if dlo == float("-inf") or dhi == float("inf") or dhi - dlo + 1 >= (1 << self.k) or \
                (dhi - dlo + 1) * len(self.residues) > 4 * _MAX_SET * _MAX_SET:
            lo = self.lo + dlo if dlo != float("-inf") else 0
            hi = self.hi + dhi if dhi != float("inf") else MASK
            lo, hi = (int(lo), int(hi)) if 0 <= lo and hi <= MASK else (0, MASK)
            return Value(0, frozenset((0,)), lo, hi)
        dlo, dhi = int(dlo), int(dhi)
        m = (1 << self.k) - 1
        residues = frozenset((r + d) & m for r in self.residues for d in range(dlo, dhi + 1))
        lo, hi = self.lo + dlo, self.hi + dhi
        if lo < 0 or hi > MASK:
            lo, hi = 0, MASK
        return Value(self.k, residues, lo, hi)

    def join(self, other: "Value") -> "Value":
        """Either value, at the finest modulus where the union has no more
        residues than either side had: 64 and 192 give 64 modulo 128 (a
        counter's class), so a loop's states converge at once; an interval
        bound that moved goes to its end (a widening)."""
        if self == other:
            return self
        k = min(self.k, other.k)
        a, b = self.mod(k), other.mod(k)
        most = max(len(a), len(b))
        union = a | b
        while len(union) > most and k > 0:
            k -= 1
            union = frozenset(r & ((1 << k) - 1) for r in union)
        lo = self.lo if other.lo >= self.lo else 0
        hi = self.hi if other.hi <= self.hi else MASK
        return Value(k, union, lo, hi)


TOP = Value(0, frozenset((0,)))


class Relation:
    """``value = (the value of register base) + d``, d in [dlo, dhi]."""

    __slots__ = ("base", "dlo", "dhi", "grown")

    def __init__(self, base: RegisterUnit, dlo: float, dhi: float, grown: int = 0):
        self.base = base
        # how many joins widened it: past _GROWTHS a bound that moves goes
        # to infinity (not part of its identity)
        self.grown = grown
        self.dlo = dlo if dlo > -_BOUND else float("-inf")
        self.dhi = dhi if dhi < _BOUND else float("inf")

    def key(self):
        return (self.base, self.dlo, self.dhi)

    def __eq__(self, other):
        return isinstance(other, Relation) and self.key() == other.key()

    def __hash__(self):
        return hash(self.key())

    def empty(self) -> bool:
        return self.dlo > self.dhi


class Paths:
    """What one path knows: register -> Value or Relation (absent: unknown),
    and the compare that set SCC last (to narrow the values on each edge of
    the branch on it).  Immutable: the transfer makes new ones."""

    __slots__ = ("known", "compare", "counters", "_hash")

    def __init__(self, known: Dict[RegisterUnit, object], compare=None,
                 counters: FrozenSet[RegisterUnit] = frozenset()):
        self.known = known
        self.compare = compare
        # the registers stepped by a constant (counter_steps): where two
        # paths meet, only these keep a value the paths do not agree on
        self.counters = counters
        self._hash = None

    def key(self):
        return (frozenset(self.known.items()), self.compare)

    def __eq__(self, other):
        return isinstance(other, Paths) and (self is other or self.key() == other.key())

    def __hash__(self):
        if self._hash is None:
            self._hash = hash(self.key())
        return self._hash

    def value(self, unit) -> Value:
        v = self.known.get(unit, TOP)
        if isinstance(v, Relation):
            base = self.known.get(v.base, TOP)
            return base.plus(v.dlo, v.dhi) if isinstance(base, Value) else TOP
        return v

    def join(self, other: "Paths") -> "Paths":
        if self is other or self == other:
            return self
        out = {}
        for u, a in self.known.items():
            b = other.known.get(u)
            if b is None:
                continue
            # a bound related on one side, a value on the other where the
            # counter is known exactly (a loop's entry: s70 = 0, s71 >= 1)
            if isinstance(a, Relation) and isinstance(b, Value):
                b = _relative(other, b, a.base)
            elif isinstance(b, Relation) and isinstance(a, Value):
                a = _relative(self, a, b.base)
            if isinstance(a, Relation) and isinstance(b, Relation) and a.base == b.base:
                if a == b:
                    out[u] = a
                else:
                    # the hull (the first exit of a loop, d = 0, and the later
                    # ones, d in [-63, 0], give [-63, 0]); a bound that keeps
                    # moving goes to infinity
                    grown = max(a.grown, b.grown) + 1
                    far = grown > _GROWTHS
                    dlo = a.dlo if b.dlo >= a.dlo else float("-inf") if far else b.dlo
                    dhi = a.dhi if b.dhi <= a.dhi else float("inf") if far else b.dhi
                    out[u] = Relation(a.base, dlo, dhi, grown)
            elif a == b:
                out[u] = a
            elif u in self.counters:
                # a counter's class (64 and 192: 64 modulo 128); any other
                # value the paths do not agree on is forgotten at once, so
                # that a loop's states settle in a pass or two
                j = self.value(u).join(other.value(u))
                if j.k or j.lo or j.hi != MASK:
                    out[u] = j
        return Paths(out, self.compare if self.compare == other.compare else None,
                     self.counters | other.counters)


EMPTY = Paths({})


def _relative(paths: Paths, value: Value, base: RegisterUnit):
    """``value`` as ``base + d`` where ``paths`` knows ``base`` exactly; else
    ``value`` unchanged."""
    c = paths.value(base).exact()
    if c is None or isinstance(paths.known.get(base), Relation):
        return value
    return Relation(base, value.lo - c, value.hi - c)

_ORDER = {"lt", "le", "gt", "ge", "eq", "lg"}
# a compare's outcome on d = b - a, as the interval of d for which it holds
_HOLDS = {"lt": (1, float("inf")), "le": (0, float("inf")), "gt": (float("-inf"), -1),
          "ge": (float("-inf"), 0), "eq": (0, 0)}
_NEGATE = {"lt": "ge", "le": "gt", "gt": "le", "ge": "lt", "eq": "lg", "lg": "eq"}


def _op_of(word) -> Optional[str]:
    m = base_mnemonic(word.mnemonic)
    if m.startswith("s_cmp_") and m[6:8] in _ORDER and m.endswith(("_u32", "_i32")):
        return m[6:8]
    return None


def _op_signed(word) -> bool:
    return base_mnemonic(word.mnemonic).endswith("_i32")


def _source(src):
    """A plan's source: a register unit, or an int."""
    if isinstance(src, RegisterUnit):
        return src
    return int(src.reshape(-1)[0]) & MASK


class Evaluator:
    """The transfer of a kernel's blocks on :class:`Paths`, over the
    registers of the branch conditions (:func:`condition_slice`)."""

    def __init__(self, blocks):
        compares = []
        self.compare_at = {}            # block -> index of the s_cmp its SCC branch reads
        for b in blocks:
            taken = scc_branch(b)
            at = taken[1] if taken is not None else None
            if at is not None and _op_of(b.instructions[at].word):     # (no s_cmpk form)
                self.compare_at[b] = at
                compares.append(facts_of(b.instructions[at].word))
        # the kernel's distinct words, each looked at once by the passes
        # over the whole kernel (the slice's fixed point, the counters)
        self.words = list(dict.fromkeys(pi.word for b in blocks for pi in b.instructions))
        writers = [facts_of(w) for w in self.words]
        self.tracked = condition_slice(compares, writers) if compares else frozenset()
        self.steps = counter_steps(self.words)
        self.counters = frozenset(self.steps)
        self.rows = {}
        for b in blocks:
            at = self.compare_at.get(b)
            rows = []
            for i, pi in enumerate(b.instructions):
                f = facts_of(pi.word)
                tracked = tuple(u for u in f.writes if u in self.tracked)
                # a compare that no branch reads may feed an s_cselect
                other = i != at and _op_of(pi.word) is not None
                if i == at or tracked or other:
                    rows.append((True if i == at else None if other else False, pi.word,
                                 SCC in f.writes, tracked))
            self.rows[b] = rows
        self._cache: Dict[tuple, Paths] = {}

    def transfer(self, block, paths: Paths) -> Paths:
        if not self.tracked:
            return paths
        key = (id(block), paths)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        known = dict(paths.known)
        compare = paths.compare
        for is_branch_compare, word, writes_scc, tracked in self.rows[block]:
            if is_branch_compare:
                compare = self._compare(known, word)
                continue
            if is_branch_compare is None:
                compare = _plain_compare(word)
                continue
            if compare is not None and tracked and word.mnemonic == "s_cselect_b32":
                _select(known, word, compare, self.counters)
                # s_cselect leaves SCC: a branch after it still reads the
                # compare, unless the select rewrote a compared register
                if any(u in compare[1:3] for u in tracked):
                    compare = None
                continue
            if writes_scc:
                compare = None
            if compare is not None and any(u in compare[1:3] for u in tracked):
                compare = None          # the compared register changed before the branch
            _assign(known, word, tracked)
        out = Paths(known, compare, self.counters)
        if len(self._cache) > 100_000:
            self._cache.clear()
        self._cache[key] = out
        return out

    def _compare(self, known, word):
        op = _op_of(word)
        p = plan_of(word)
        if p.kind != "op" or len(p.sources) != 2:
            return None
        a, b = (_source(s) for s in p.sources)
        if not any(isinstance(x, RegisterUnit) and x in self.tracked for x in (a, b)):
            return None
        # a compare of two registers relates the second to the first (bound =
        # counter + d); a counter compared second (``s_cmp_eq_u32 s71, s70``)
        # is the base all the same, so that it keeps its own value (its
        # residue: which copy of an unrolled loop the path left by)
        if isinstance(a, RegisterUnit) and isinstance(b, RegisterUnit) and a != b and \
                b in self.counters and a not in self.counters:
            self._relate(known, b, a, word)
        elif isinstance(a, RegisterUnit) and isinstance(b, RegisterUnit) and a != b:
            self._relate(known, a, b, word)
        return (op, a, b, _op_signed(word))

    def _relate(self, known, a, b, word) -> None:
        """``b = a + d`` with d from their values, where b is not related yet."""
        ra, rb = known.get(a), known.get(b)
        # (a relation b has already to another counter stays; a copy,
        # b = x + 0, gives way: x's value, narrowed since, is read now)
        copy = isinstance(rb, Relation) and rb.base != a and rb.dlo == rb.dhi == 0
        va, vb = Paths(known).value(a), Paths(known).value(b)
        # (a signed compare of a counter known to be negative: outside
        # the assumption, no relation)
        negative = _op_signed(word) and (va.lo >= 1 << 31 or vb.lo >= 1 << 31)
        if (rb is None or isinstance(rb, Value) or copy) and not isinstance(ra, Relation) \
                and not negative:
            # any relations on b move to b's value before b becomes one
            _forget(known, b)
            known[b] = Relation(a, vb.lo - va.hi, vb.hi - va.lo)

    def edge(self, block, paths: Paths, taken: bool, on_scc1: bool) -> Optional[Paths]:
        """``paths`` narrowed by the compare ``block``'s branch reads, on the
        edge taken (True) or not; None where no value of the path takes it."""
        c = paths.compare
        if c is None or block not in self.compare_at:
            return paths
        return _narrow(paths, c, taken == on_scc1)


def _narrow(paths: Paths, c, holds: bool) -> Optional[Paths]:
    """``paths`` where the compare ``c`` (op, a, b, signed) holds (or not);
    None where no value of the path makes it so."""
    op, a, b, signed = c
    op = op if holds else _NEGATE[op]
    known = dict(paths.known)
    view = Paths(known)
    if isinstance(a, RegisterUnit) and isinstance(b, RegisterUnit):
        rel = known.get(b)
        swapped = known.get(a)
        if not (isinstance(rel, Relation) and rel.base == a) and \
                isinstance(swapped, Relation) and swapped.base == b:
            # the bound compared first (s_cmp_gt_i32 s38, s39)
            a, b, rel = b, a, swapped
            op = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}.get(op, op)
        if isinstance(rel, Relation) and rel.base == a and op != "lg":
            lo, hi = _HOLDS[op]
            new = Relation(a, max(rel.dlo, lo), min(rel.dhi, hi), rel.grown)
            if new.empty():
                return None
            known[b] = new
        elif op == "lg" and isinstance(rel, Relation) and rel.base == a:
            # d = 0 excluded where it is an end of the interval (s_cmp_eq_u32
            # s71, s70 not taken with s71 >= s70: s71 >= s70 + 1)
            new = Relation(a, rel.dlo + (rel.dlo == 0), rel.dhi - (rel.dhi == 0), rel.grown)
            if new.empty():
                return None
            known[b] = new
        return Paths(known, None, paths.counters)
    # a register and a constant
    if isinstance(a, RegisterUnit):
        reg, c0, flip = a, b, False
    elif isinstance(b, RegisterUnit):
        reg, c0, flip = b, a, True
    else:
        if signed:
            a, b = (x - (1 << 32) if x >= 1 << 31 else x for x in (a, b))
        return paths if _decide(op, a, b) else None
    if flip:
        op = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}.get(op, op)
    v = view.value(reg)
    if signed and op not in ("eq", "lg"):
        if c0 >= 1 << 31:
            return Paths(known, None, paths.counters)    # a negative constant: not modelled
        if v.hi >= 1 << 31:
            # v may be negative: v >= c (or > c) means 0 <= v < 2**31; v < c
            # (or <= c) is two pieces, [0, c) and the negatives: unchanged
            if op in ("lt", "le"):
                return Paths(known, None, paths.counters)
            v = Value(v.k, v.residues, v.lo, min(v.hi, (1 << 31) - 1))
    lo, hi = v.lo, v.hi
    if op == "lt":
        hi = min(hi, c0 - 1)
    elif op == "le":
        hi = min(hi, c0)
    elif op == "gt":
        lo = max(lo, c0 + 1)
    elif op == "ge":
        lo = max(lo, c0)
    elif op == "eq":
        if (c0 & ((1 << v.k) - 1)) not in v.residues or not lo <= c0 <= hi:
            return None
        new = Value.const(c0)
        _set(known, reg, new)
        return Paths(known, None, paths.counters)
    elif op == "lg":
        if v.exact() == c0:
            return None
        # an end of the interval excluded (s_cmp_eq_u32 s4, 0 not taken: s4 >= 1)
        lo, hi = lo + (lo == c0), hi - (hi == c0)
    new = Value(v.k, v.residues, lo, hi)
    if new.empty():
        return None
    _set(known, reg, new)
    return Paths(known, None, paths.counters)


def _plain_compare(word):
    """(op, a, b, signed) of an s_cmp no branch reads (no relation made)."""
    p = plan_of(word)
    if p.kind != "op" or len(p.sources) != 2:
        return None
    a, b = (_source(s) for s in p.sources)
    return (_op_of(word), a, b, _op_signed(word))


def _select(known, word, compare, counters) -> None:
    """``s_cselect_b32 dst, x, y``: x where the compare holds, y where not,
    each read with the compare's narrowing (``s_cmp_lt_i32 s38, 64;
    s_cselect_b32 s38, 64, s38``: s38 >= 64)."""
    p = plan_of(word)
    dst = p.dst
    picked = []
    for src, holds in zip(p.sources, (True, False)):
        narrowed = _narrow(Paths(dict(known), compare, counters), compare, holds)
        if narrowed is None:
            continue
        src = _source(src)
        picked.append(Value.const(src) if isinstance(src, int) else narrowed.value(src))
    _forget(known, dst)
    known.pop(dst, None)
    if picked:
        v = picked[0] if len(picked) == 1 else picked[0].join(picked[1])
        if v != TOP:
            known[dst] = v


def _decide(op, a: int, b: int) -> bool:
    return {"lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b, "eq": a == b,
            "lg": a != b}[op]


def _set(known, reg, value: Value) -> None:
    """``reg`` takes ``value``; where it was a relation's bound, the relation
    stays (narrowing the bound's own value would lose the relation)."""
    if isinstance(known.get(reg), Relation):
        return
    known[reg] = value


def _forget(known, unit) -> None:
    """``unit`` is about to change: the relations on it become values."""
    hits = [u for u, v in known.items() if isinstance(v, Relation) and v.base == unit]
    if hits:
        view = Paths(dict(known))
        for u in hits:
            known[u] = view.value(u)


def _assign(known, word, writes) -> None:
    """One instruction's effect on the tracked registers it writes."""
    if not writes:
        return
    p = plan_of(word)
    m = base_mnemonic(word.mnemonic)
    dst = p.dst if p.kind == "op" else None
    if dst is None or dst not in writes or len(writes) != 1 or len(p.sources) > 2:
        for u in writes:
            _forget(known, u)
            known.pop(u, None)
        return
    srcs = [_source(s) for s in p.sources]
    view = Paths(known)
    # a counter step: relations on it shift, the counter's value moves
    if m in ("s_add_u32", "s_add_i32", "s_addk_i32", "s_sub_u32", "s_sub_i32") and dst in srcs:
        other = srcs[1] if srcs[0] == dst else srcs[0]
        if isinstance(other, int) and not (m.startswith("s_sub") and srcs[1] == dst):
            step = other if m.startswith("s_add") else -other
            step = step - (1 << 32) if step >= 1 << 31 else step
            old = view.value(dst)
            for u, v in list(known.items()):
                if isinstance(v, Relation) and v.base == dst:
                    known[u] = Relation(dst, v.dlo - step, v.dhi - step, v.grown)
            cur = known.get(dst)
            if isinstance(cur, Relation):
                known[dst] = Relation(cur.base, cur.dlo + step, cur.dhi + step)
            else:
                known[dst] = old.plus(step, step)
            return
    if m == "s_mov_b32" and isinstance(srcs[0], RegisterUnit) and srcs[0] != dst:
        # a copy: dst = src + 0, so that what a later branch learns of src
        # (s_cmp_le_u32 s7, 0 after s_mov_b32 s38, s7) holds for dst
        src = known.get(srcs[0])
        _forget(known, dst)
        known[dst] = Relation(src.base, src.dlo, src.dhi) if isinstance(src, Relation) \
            else Relation(srcs[0], 0, 0)
        return
    vals = [Value.const(s) if isinstance(s, int) else view.value(s) for s in srcs]
    result = _evaluate(m, vals)
    _forget(known, dst)
    if result is None or result == TOP:
        known.pop(dst, None)
    else:
        known[dst] = result


def _evaluate(m: str, vals) -> Optional[Value]:
    if m in ("s_mov_b32", "s_movk_i32") and len(vals) == 1:
        return vals[0]
    if len(vals) != 2:
        return None
    a, b = vals
    ca, cb = a.exact(), b.exact()
    if m in ("s_add_u32", "s_add_i32", "s_addk_i32"):
        if cb is not None:
            return a.plus(cb - (1 << 32) if cb >= 1 << 31 else cb, cb - (1 << 32) if cb >= 1 << 31 else cb)
        if ca is not None:
            return b.plus(ca - (1 << 32) if ca >= 1 << 31 else ca, ca - (1 << 32) if ca >= 1 << 31 else ca)
        return None
    if m in ("s_sub_u32", "s_sub_i32") and cb is not None:
        d = -cb
        return a.plus(d, d) if -cb > -(1 << 31) else None
    if m in ("s_and_b32", "s_or_b32", "s_xor_b32"):
        if ca is not None and cb is None:
            a, b, ca, cb = b, a, cb, ca
        if cb is None:
            return None
        if m == "s_and_b32" and a.k < 32 and cb < (1 << a.k):
            return Value(32, frozenset(r & cb for r in a.residues), 0, cb)
        mm = (1 << a.k) - 1
        fn = {"s_and_b32": lambda r: r & cb, "s_or_b32": lambda r: r | cb,
              "s_xor_b32": lambda r: r ^ cb}[m]
        hi = min(a.hi, cb) if m == "s_and_b32" else MASK
        return Value(a.k, frozenset(fn(r) & mm for r in a.residues), 0, hi)
    if m in ("s_lshr_b32", "s_lshl_b32") and cb is not None:
        j = cb & 31
        if m == "s_lshr_b32":
            k = max(0, a.k - j)
            return Value(k, frozenset((r >> j) & ((1 << k) - 1) for r in a.residues),
                         a.lo >> j, a.hi >> j)
        k = min(32, a.k + j)
        hi = a.hi << j
        return Value(k, frozenset((r << j) & ((1 << k) - 1) for r in a.residues),
                     a.lo << j if hi <= MASK else 0, hi if hi <= MASK else MASK)
    if m == "s_mul_i32" and (ca is not None or cb is not None):
        if ca is not None:
            a, cb = b, ca
        mm = (1 << a.k) - 1
        hi = a.hi * cb
        return Value(a.k, frozenset((r * cb) & mm for r in a.residues),
                     a.lo * cb if hi <= MASK else 0, hi if hi <= MASK else MASK)
    return None


def scc_branch(block) -> Optional[Tuple[bool, int]]:
    """(True for s_cbranch_scc1 / False for scc0, index of the s_cmp or
    s_cmpk that sets SCC last before it) for a block that ends in a two-way
    branch on SCC set by a compare; else None."""
    if len(block.successors) != 2:
        return None
    last = block.instructions[-1].word.mnemonic
    if last not in ("s_cbranch_scc0", "s_cbranch_scc1"):
        return None
    for i in range(len(block.instructions) - 2, -1, -1):
        f = facts_of(block.instructions[i].word)
        if SCC in f.writes:
            if block.instructions[i].word.mnemonic.startswith(("s_cmp_", "s_cmpk_")):
                return last == "s_cbranch_scc1", i
            return None
    return None


def on_scc1(block) -> bool:
    return block.instructions[-1].word.mnemonic == "s_cbranch_scc1"


def counter_steps(words) -> Dict[RegisterUnit, int]:
    """Per register stepped by a constant (``s_addk_i32 s39, 0x40``, ``s_add_u32
    s70, s70, 1``) by one of the kernel's distinct ``words``: the power of two
    that divides every step (64, 1)."""
    steps: Dict[RegisterUnit, int] = {}
    for word in words:
        if base_mnemonic(word.mnemonic) not in ("s_add_u32", "s_add_i32", "s_addk_i32"):
            continue
        p = plan_of(word)
        if p.kind != "op" or len(p.sources) != 2:
            continue
        srcs = [_source(s) for s in p.sources]
        if p.dst not in srcs:
            continue
        other = srcs[1] if srcs[0] == p.dst else srcs[0]
        if not isinstance(other, int) or other == 0:
            continue
        other = other if other < 1 << 31 else (1 << 32) - other
        steps[p.dst] = gcd(steps.get(p.dst, 0), other)
    return {u: s & -s for u, s in steps.items()}


def phase(paths: Paths, periods: Dict[RegisterUnit, int]) -> tuple:
    """Per counter that a bound is known to lie near (``bound = counter + d``,
    d bounded on both sides: past a loop's exit), its value modulo its
    period (:func:`parity_counters`: twice its step for a two-half loop,
    four times for a tail that tests ``bound & 3``) where the path knows it
    (which copy of an unrolled loop the path left by): states of different
    phases are kept apart (lds_order's variants).  Inside a loop (d unbounded above) the phase is not a key:
    the loop's blocks each see one phase anyway, and keying them would
    only multiply the states."""
    near = {v.base for v in paths.known.values()
            if isinstance(v, Relation) and v.dlo != float("-inf") and v.dhi != float("inf")}
    out = []
    for u, period in periods.items():
        v = paths.known.get(u)
        if u not in near or not isinstance(v, Value):
            continue
        # the finest modulus up to the period that the path knows (a path
        # that knows the counter only modulo 128 of a period of 256 keeps
        # its two-phase key, rather than none)
        k = min(period.bit_length() - 1, v.k)
        r = v.mod(k)
        if k and len(r) == 1:
            out.append((u, k, next(iter(r))))
    return tuple(sorted(out, key=lambda x: x[0].name))


def parity_counters(evaluator: "Evaluator") -> Dict[RegisterUnit, int]:
    """The counters (:func:`counter_steps`) whose phase a branch may test,
    each with its period (the power of two a path's phase is taken
    modulo: :func:`phase`): a counter compared with a bound whose low bits
    a later compare reads (the bound, or a value computed from it by moves,
    adds and shifts, masked by an ``s_and_b32`` or ``s_bfe``: fmha_v3_fwd's
    ``(s38 + 63) >> 6 & 1``, mla's ``s71 & 1``).  The period is the step
    times the number of cases the widest mask tells apart (``& 1``: 2,
    ``& 3``: mla_a16w16_qh32_qseqlen4's four-case tail after a loop of
    eight copies, 4; at most :data:`_MAX_PHASES`).  Only these key
    lds_order's variants: elsewhere a phase would only multiply the states."""
    steps = evaluator.steps
    bounds = set()
    for b, at in evaluator.compare_at.items():
        p = plan_of(b.instructions[at].word)
        if p.kind != "op" or len(p.sources) != 2:
            continue
        x, y = (_source(s) for s in p.sources)
        if isinstance(x, RegisterUnit) and isinstance(y, RegisterUnit):
            if x in steps:
                bounds.add(y)
            if y in steps:
                bounds.add(x)
    if not bounds:
        return {}
    # each distinct word once, and only the masks and the moves a bound's
    # value goes through (the fixed point passes over them again and again)
    masks, moves = [], []
    for w in evaluator.words:
        m = base_mnemonic(w.mnemonic)
        if m in ("s_and_b32", "s_bfe_u32", "s_bitcmp0_b32", "s_bitcmp1_b32"):
            masks.append((w, m, facts_of(w)))
        elif m in ("s_mov_b32", "s_add_u32", "s_add_i32", "s_sub_u32", "s_sub_i32",
                   "s_lshr_b32", "s_addk_i32"):
            moves.append(facts_of(w))
    derived, cases = set(bounds), 0
    changed = True
    while changed:
        changed = False
        for f in moves:
            if not f.reads.isdisjoint(derived):
                new = {u for u in f.writes if u.file == "s"} - derived
                if new:
                    derived |= new
                    changed = True
    for w, m, f in masks:
        if not f.reads.isdisjoint(derived):
            cases = max(cases, _cases_of_mask(w, m))
    if not cases:
        return {}
    return {u: s * cases for u, s in steps.items()
            if any(u in (x, y) for x, y in _compared_pairs(evaluator))}


_MAX_PHASES = 8                   # cases a mask may key apart (more: only more states)


def _cases_of_mask(word, m: str) -> int:
    """How many cases a mask of a bound's low bits tells apart: ``& 3`` 4,
    an ``s_bfe_u32`` of width 2 4; a bit test, or a mask not of the form
    ``2**j - 1``, 2 (a parity, as before)."""
    p = plan_of(word)
    consts = [_source(s) for s in p.sources if not isinstance(_source(s), RegisterUnit)] \
        if p.kind == "op" else []
    n = 2
    if m == "s_and_b32" and len(consts) == 1:
        c = consts[0]
        if c and c & (c + 1) == 0:
            n = c + 1
    elif m == "s_bfe_u32" and len(consts) == 1:
        n = 1 << ((consts[0] >> 16) & 0x7F)
    return max(2, min(n, _MAX_PHASES))


def _compared_pairs(evaluator: "Evaluator"):
    for b, at in evaluator.compare_at.items():
        p = plan_of(b.instructions[at].word)
        if p.kind == "op" and len(p.sources) == 2:
            yield tuple(_source(s) for s in p.sources)
