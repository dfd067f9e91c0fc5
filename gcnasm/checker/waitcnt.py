"""s_waitcnt: a dataflow model of vmcnt, lgkmcnt and expcnt per register unit,
as LLVM's SIInsertWaitcnts models gfx9 (facts taken from its comments and
behaviour, not its code):

* each counter has an upper bound (events issued) and a lower bound (events
  known complete); a register unit written by a memory instruction keeps the
  score (the upper bound after its event) and is pending while its score is
  above the lower bound;
* ``s_waitcnt vmcnt(N)`` raises vm's lower bound to ``upper - N``; same for
  lgkmcnt and expcnt;
* vector memory returns in order (loads and stores both count in vmcnt on
  gfx9: there is no separate vscnt), so a read needs ``vmcnt(upper - score)``;
  in lgkmcnt, SMEM and messages return out of order (their results need
  ``lgkmcnt(0)``) but LDS accesses complete in order among themselves, so an
  LDS result needs ``lgkmcnt(N)`` with N the LDS accesses issued after it,
  whatever else is pending (see Counter); a FLAT access (which may reach
  LDS or memory) counts in both and, while pending, makes both counters
  need 0;
* LDS-DMA (``buffer_load ... lds``, ``global_load_lds_*``) writes LDS with
  vmcnt: an LDS read while one is pending needs vmcnt for it;
* blocks merge pessimistically (the most recent pending event of either
  side, distances from the upper bound kept; a unit pending as a non-LDS
  result on either side needs ``lgkmcnt(0)``); loops iterate to a fixed point.

Findings: a read of a pending register unit (RAW), a write of one (WAW,
except vector memory in order), across waves an ``s_barrier`` reached with
``ds_write`` data still pending (error), LDS-DMA pending (warning: another
buffer than the one read after the barrier may be in flight) or a ds_read
pending (warning: a WAR across waves that LLVM's memory model waits for).
No credit is given for the counters' saturation or for latency (aiter's
f1077c48c7 fixed a race where MFMAs read ds_read results about 30 LDS
accesses later with no wait): a read of a result no wait covers is
``read-pending`` however many accesses or issue cycles lie between.  As
SIInsertWaitcnts (determineWaitForScore, setScoreUB), a needed count is at
most the counter's maximum less one (lgkmcnt(14), vmcnt(62)), and only
expcnt's lower bound follows its upper bound at the maximum.  A read of LDS
results only gets a note with the issue cycles that surely pass since the
ds_read (see LDS_LATENCY_BOUND); the note never lowers the severity.
"""

from __future__ import annotations

import heapq
from itertools import chain
from operator import attrgetter
from dataclasses import dataclass
from typing import Dict, FrozenSet, List, Optional, Tuple

from ..isa import RegisterUnit
from ..isa.caches import BoundedCache
from .facts import facts_of

COUNTERS = ("vm", "lgkm", "exp")
MAX_COUNT = {"vm": 63, "lgkm": 15, "exp": 7}
_MODEL_COUNTER = {"vm_cnt": "vm", "lgkm_cnt": "lgkm", "exp_cnt": "exp"}
_ITERATION_LIMIT = 64
# The event kinds whose mix makes lgkmcnt return out of order (the others in
# Counter.events mark what kind of LDS access is pending).
_EVENT_KINDS = frozenset({"smem", "lds", "msg", "flat"})
# Warnings in code an edit did not touch (the severity ruling of issue 20,
# docs/check.md "Severities"): an LDS-DMA into another LDS range than the one
# read; a ds_write or ds_read still in flight at a barrier (AMDGPUUsage's
# GFX942 memory model lets LDS operations of different waves be reordered, and
# LLVM itself adds no wait at a bare s_barrier on back-off-barrier targets:
# only a fence asks for one; AMD's shipped kernels do the same).
WARNING_RULES = frozenset({"lds-dma-read", "barrier-lds-dma", "barrier-lds-read",
                           "barrier-lds-write"})
# Of those, the ones that are warnings only because the model knows no LDS
# addresses (the LDS-DMA may write another range than the one read).  An
# edit that brings one its template does not have (or worsens one) is an
# error: the template's wait there is the author's word that it is the range.
LDS_RANGE_RULES = frozenset({"lds-dma-read", "barrier-lds-dma"})
# The event kinds a warning marks as warned about (see _check).
_ACKNOWLEDGED = {"lds-dma-read": ("lds_dma",), "barrier-lds-dma": ("lds_dma_barrier",),
                 "barrier-lds-read": ("lds_read",), "barrier-lds-write": ("lds_write",)}
# A read (or overwrite) of a pending LDS result gets a note with the issue
# cycles that surely elapse since its ds_read when they are at least this
# many: LLVM's gfx9 schedule model (SISchedule.td, SICommonWriteRes) gives
# WriteLDS a latency of 5 with the comment "Can be between 2 and 64", in its
# cycles (a VALU op takes 1, an MFMA holds the XDL pipe for its passes, s_nop
# N is N+1 wait states; each is 4 clocks).  A typical figure, not a bound:
# aiter's 48feb9a7ef ("drain K LDS reads before MFMA ... non-deterministic
# NaN") fixed reads 64 and more cycles after their ds_read, so the note never
# lowers the severity.
LDS_LATENCY_BOUND = 64
LATENCY_RULES = frozenset({"read-pending", "write-pending"})
# The latency search stops at this many issue cycles (the estimate is then
# "at least" this).
_ELAPSED_CAP = 16 * LDS_LATENCY_BOUND


class Counter:
    """One counter's scores (see the module doc).

    lgkmcnt also keeps the LDS events' own sequence (``lds_ub``/``lds_lb``,
    ``lds``): LDS returns in order among LDS accesses, whatever SMEM or
    messages do, so an LDS result is complete once no more than the LDS
    accesses issued after it are outstanding: ``lgkmcnt(N)`` completes every
    LDS access with at least N LDS accesses after it, even while an SMEM load
    is pending.  Anything else in lgkmcnt completes only at ``lgkmcnt(0)``.

    ``mask`` has the bit (see _unit_bit) of every unit in ``regs``, so that
    whether an instruction touches any of them is one AND.  ``source`` is
    the counter this one is an unchanged copy of (whose normal form it
    shares); _transfer clears it when the copy changes."""

    __slots__ = ("ub", "lb", "regs", "events", "lds_ub", "lds_lb", "lds", "lds_events", "mask",
                 "source", "_normal")

    def __init__(self):
        self.ub = 0
        self.lb = 0
        self.regs: Dict[object, Tuple[int, int]] = {}     # unit -> (score, producer offset)
        self.events: Dict[str, Tuple[int, int]] = {}      # kind -> (last score, offset)
        self.lds_ub = 0
        self.lds_lb = 0
        self.lds: Dict[object, int] = {}                  # unit -> LDS sequence number
        self.lds_events: Dict[str, int] = {}              # lds_read/lds_write -> sequence
        self.mask = 0
        self.source = None
        self._normal = None

    def copy(self) -> "Counter":
        c = Counter()
        c.ub, c.lb = self.ub, self.lb
        c.regs = self.regs.copy()
        c.events = self.events.copy()
        c.lds_ub, c.lds_lb = self.lds_ub, self.lds_lb
        c.lds = self.lds.copy()
        c.lds_events = self.lds_events.copy()
        c.mask = self.mask
        c.source = self if self.source is None else self.source
        return c

    def unit_pending(self, u, score: int) -> bool:
        if score <= self.lb:
            return False
        seq = self.lds.get(u)
        return seq is None or seq > self.lds_lb

    def event_pending(self, kind: str) -> bool:
        hit = self.events.get(kind)
        if hit is None or hit[0] <= self.lb:
            return False
        seq = self.lds_events.get(kind)
        return seq is None or seq > self.lds_lb

    def pending_kinds(self) -> List[str]:
        return [k for k, (s, _) in self.events.items() if s > self.lb]

    def wait(self, name: str, n: int) -> None:
        """The effect of s_waitcnt <name>cnt(n)."""
        if name == "lgkm" and n > 0:
            if self.lds_ub - n > self.lds_lb:
                self.lds_lb = self.lds_ub - n
                self.lds_caught_up()
            else:
                return          # nothing completes
        elif self.ub - n > self.lb:
            self.lb = self.ub - n
            if name == "lgkm":
                self.lds_lb = self.lds_ub
        else:
            return
        if self.regs:
            self._drop_completed()

    def lds_caught_up(self) -> None:
        """lgkmcnt: when every pending event is an LDS access (no SMEM,
        message or FLAT pending), the LDS sequence's completions are the
        counter's too: lb follows lds_lb (else, in a loop that waits for LDS
        only by counts, the scores would grow without bound)."""
        lb = self.lb
        for kind in ("smem", "msg", "flat"):
            hit = self.events.get(kind)
            if hit is not None and hit[0] > lb:
                return
        lb = self.ub - (self.lds_ub - self.lds_lb)
        if lb > self.lb:
            self.lb = lb
            if self.regs:
                self._drop_completed()

    def _drop_completed(self) -> None:
        """Drop completed register units from the front of ``regs`` (kept in
        order of score, see _start_events).  An entry left behind that is complete
        costs time only: every test of a unit asks unit_pending."""
        regs, lds, lb, lds_lb = self.regs, self.lds, self.lb, self.lds_lb
        done = []
        if not lds:             # every later score is pending too
            for u, (score, _) in regs.items():
                if score > lb:
                    break
                done.append(u)
        else:
            for u, (score, _) in regs.items():
                if score > lb:
                    seq = lds.get(u)
                    if seq is None:         # completes only at lb: look further
                        continue
                    if seq > lds_lb:        # later LDS results are pending too
                        break
                done.append(u)
        if done:
            bits = 0
            for u in done:
                del regs[u]
                lds.pop(u, None)
                bits |= _UNIT_BIT[u]
            self.mask &= ~bits

    def normalized(self) -> "Counter":
        """The same state with lb = lds_lb = 0 and completed entries dropped,
        to compare and merge only (its ``mask`` is left 0)."""
        c = Counter()
        shift, lshift = -self.lb, -self.lds_lb
        c.ub = self.ub + shift
        c.lds_ub = self.lds_ub + lshift
        lb, lds_lb, lds = self.lb, self.lds_lb, self.lds
        if lds:
            c.regs = {u: (s + shift, o) for u, (s, o) in self.regs.items()     # unit_pending
                      if s > lb and lds.get(u, lds_lb + 1) > lds_lb}
            c.lds = {u: q + lshift for u, q in lds.items() if u in c.regs}
        elif shift:
            c.regs = {u: (s + shift, o) for u, (s, o) in self.regs.items() if s > lb}
        else:           # lb = 0: every score is above it (shared: neither changes)
            c.regs = self.regs
        lds_events = self.lds_events
        c.events = {k: (s + shift, o) for k, (s, o) in self.events.items()     # event_pending
                    if s > lb and lds_events.get(k, lds_lb + 1) > lds_lb}
        c.lds_events = {k: q + lshift for k, q in lds_events.items() if q > lds_lb}
        return c

    def normal(self) -> "Counter":
        """normalized(), computed once (the counter is not changed after)."""
        n = self._normal
        if n is None:
            n = self._normal = self.normalized() if self.source is None else \
                self.source.normal()
        return n

    def key(self):
        """Equal for equal normalized counters (the dicts compare as the sets
        of their items)."""
        return (self.ub, self.lds_ub, self.regs, self.lds, self.events, self.lds_events)


# Every register unit's bit in Counter.mask and in an instruction's mask
# (assigned on first sight; a few hundred units exist).
_UNIT_BIT: Dict[RegisterUnit, int] = {}


def _unit_bit(u) -> int:
    bit = _UNIT_BIT.get(u)
    if bit is None:
        bit = _UNIT_BIT[u] = 1 << len(_UNIT_BIT)
    return bit


def _mask_of(units) -> int:
    mask = 0
    for u in units:
        mask |= _UNIT_BIT[u]
    return mask


def _merge_counter(a: Counter, b: Counter) -> Counter:
    """The pessimistic merge of two normalized counters."""
    out = Counter()
    ub = out.ub = max(a.ub, b.ub)
    lds_ub = out.lds_ub = max(a.lds_ub, b.lds_ub)
    shift = ub - a.ub
    regs = a.regs.copy() if not shift else {u: (s + shift, o) for u, (s, o) in a.regs.items()}
    shift = ub - b.ub
    for u, (s, o) in b.regs.items():
        s += shift
        old = regs.get(u)
        if old is None or s > old[0]:
            regs[u] = (s, o)
    if a.lds or b.lds:
        lds_out = out.lds
        non_lds = set()     # pending on some side as no LDS result: needs lgkmcnt(0)
        for src in (a, b):
            lshift, src_lds = lds_ub - src.lds_ub, src.lds
            for u in src.regs:
                q = src_lds.get(u)
                if q is not None:
                    q += lshift
                    if q > lds_out.get(u, 0):
                        lds_out[u] = q
                else:
                    non_lds.add(u)
        for u in non_lds:
            lds_out.pop(u, None)
    events, lds_events = out.events, out.lds_events
    for src in (a, b):
        shift, lshift = ub - src.ub, lds_ub - src.lds_ub
        for k, (s, o) in src.events.items():
            s += shift
            old = events.get(k)
            if old is None or s > old[0]:
                events[k] = (s, o)
        for k, q in src.lds_events.items():
            q += lshift
            if q > lds_events.get(k, 0):
                lds_events[k] = q
    out.regs = dict(sorted(regs.items(), key=_by_score))
    out.mask = _mask_of(regs)
    out._normal = out       # lb = lds_lb = 0 and every entry pending: normal already
    return out


def _by_score(item):
    return item[1][0]


class State:
    __slots__ = ("counters", "_normal", "_key")

    def __init__(self, counters=None):
        self.counters = counters or {c: Counter() for c in COUNTERS}
        self._normal = None
        self._key = None

    def copy(self) -> "State":
        return State({n: c.copy() for n, c in self.counters.items()})

    def normal(self) -> Tuple[Counter, ...]:
        """The counters normalized, in the order of COUNTERS (computed once:
        a state is not changed after its key is asked)."""
        if self._normal is None:
            self._normal = tuple(self.counters[n].normal() for n in COUNTERS)
        return self._normal

    def merge(self, other: "State") -> "State":
        return State({n: _merge_counter(a, b)
                      for n, a, b in zip(COUNTERS, self.normal(), other.normal())})

    def key(self):
        """Equal for equal states (computed once, see normal)."""
        if self._key is None:
            self._key = tuple(c.key() for c in self.normal())
        return self._key


@dataclass
class WaitFinding:
    rule: str
    severity: str
    consumer: object                # ProgramInstruction
    producer_offset: Optional[int]
    counter: str                    # "vm", "lgkm", "exp"
    needed: int                     # the count an s_waitcnt must have
    have: int                       # events that may still be outstanding there
    units: Tuple[str, ...]
    message: str
    # every register unit behind a read-/write-pending finding when all of
    # them are LDS results (lgkmcnt): candidates for the latency warning
    lds_units: FrozenSet[RegisterUnit] = frozenset()


def _out_of_order(c: Counter, name: str) -> bool:
    kinds = c.pending_kinds()
    if "flat" in kinds:
        return True
    if name == "lgkm":
        return "smem" in kinds or len([k for k in kinds if k in _EVENT_KINDS]) > 1
    return False


# What the dataflow needs of one instruction word, as a tuple
# (kind, mask, facts, payload): mask has the bits of the units it touches;
# the kinds:
_PLAIN = 0      # starts no event: only a touch of a pending unit matters
_WAIT = 1       # s_waitcnt; payload: (vmcnt, expcnt, lgkmcnt), None where at its maximum
_EVENTS = 2     # starts memory events; payload: (plan of _event_plan, bits it scores)
_LDS_READ = 3   # reads LDS (and starts events): an LDS-DMA pending matters too
_BARRIER = 4    # s_barrier: pending LDS accesses matter
_CALL = 5       # s_swappc_b64 / s_call_b64: its operands checked, then a wait for everything
# As SIInsertWaitcnts: a call acts as a wait on everything (the callee waits
# in its prologue; generateWaitcntInstBefore checks only the call's address
# and return-address registers, updateEventWaitcntAfter applies an all-zero wait).
CALLS = frozenset({"s_swappc_b64", "s_call_b64"})
_words = BoundedCache(__name__, 500_000)       # the word's bytes -> its tuple


def _words_of_blocks(blocks) -> dict:
    """block -> the words (see _word) of its instructions, for all of
    ``blocks``: each distinct word (the instructions share one object per
    encoding) looked up once, not once per instruction."""
    get = _words.get
    table = {w: get(w.to_bytes()) or _new_word(w)
             for w in set(map(_WORD, chain.from_iterable(b.instructions for b in blocks)))}
    look = table.__getitem__
    return {b: list(map(look, map(_WORD, b.instructions))) for b in blocks}


_WORD = attrgetter("word")


def _new_word(inst) -> tuple:
    return _words.put(inst.to_bytes(), _word(facts_of(inst)))


def _word(f) -> tuple:
    """The tuple of one word (see _PLAIN) from its Facts."""
    mask = 0
    bit_of = _UNIT_BIT.get
    for u in f.touches:
        mask |= bit_of(u) or _unit_bit(u)
    if f.waitcnt is not None:
        vm, exp, lgkm = f.waitcnt
        return (_WAIT, mask, f, (vm if vm < MAX_COUNT["vm"] else None,
                                 exp if exp < MAX_COUNT["exp"] else None,
                                 lgkm if lgkm < MAX_COUNT["lgkm"] else None))
    events = _event_plan(f) if f.counters else ((), 0)
    if f.mnemonic in CALLS:
        return (_CALL, mask, f, events)
    if f.is_barrier:
        return (_BARRIER, mask, f, events)
    if f.reads_lds:
        return (_LDS_READ, mask, f, events)
    return (_EVENTS if events[0] else _PLAIN, mask, f, events)


def _event_plan(f):
    """What _start_events does for ``f``: per counter it counts in (in the
    order of f.counters) (counter, event kind, FLAT that may reach LDS, the
    LDS event kind of a DS access ("" for none; None: no DS access), LDS-DMA,
    saturation, the units it scores), and the bits of every unit scored."""
    kinds = _event_kinds(f)
    result = _memory_result(f)
    scored = tuple(u for u in f.writes
                   if u.file in ("v", "a", "s", "ttmp") or u.name in (
                       "vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi")) if result else ()
    plan = []
    for cname in f.counters:
        name = _MODEL_COUNTER.get(cname)
        if name is None:
            continue
        lds_kind = None
        if name == "lgkm" and f.is_ds:
            lds_kind = "lds_write" if f.writes_lds else "lds_read" if f.reads_lds else ""
        plan.append((name, kinds.get(name, name), f.is_flat_lds, lds_kind,
                     name == "vm" and f.is_lds_dma, MAX_COUNT[name], scored))
    return tuple(plan), _mask_of(scored) if plan else 0


def _transfer(state: State, block, report: Optional[List[WaitFinding]], words,
              inlined: frozenset = frozenset(), returns: bool = False) -> State:
    """The state after ``block`` from ``state`` before it (not changed);
    its findings appended to ``report`` (when a list).  ``words``: block ->
    the words of its instructions; ``inlined``: the offsets of the calls
    whose callee the walk enters (no wait assumed there, see calls.py);
    ``returns``: the block is a function's, checked on its own, and a
    return (see _is_return) must find every memory result arrived."""
    st = state.copy()
    C = st.counters
    # the counters' dicts are changed in place only
    vm, lgkm, exp = C["vm"], C["lgkm"], C["exp"]
    # the bounds only grow, and every change of a counter moves one of them
    bounds = [c.ub + c.lb + c.lds_ub + c.lds_lb for c in (vm, lgkm, exp)]
    pending = vm.mask | lgkm.mask | exp.mask        # units in some counter's regs
    PLAIN, WAIT, EVENTS, BARRIER = _PLAIN, _WAIT, _EVENTS, _BARRIER
    for pi, (kind, mask, f, payload) in zip(block.instructions, words[block]):
        if kind == PLAIN:
            # the common case: nothing this instruction touches is pending
            if mask & pending:
                _check(C, pi, f, report)
                pending = vm.mask | lgkm.mask | exp.mask
        elif kind == WAIT:
            n_vm, n_exp, n_lgkm = payload
            if n_vm is not None:
                vm.wait("vm", n_vm)
            if n_exp is not None:
                exp.wait("exp", n_exp)
            if n_lgkm is not None:
                lgkm.wait("lgkm", n_lgkm)
            pending = vm.mask | lgkm.mask | exp.mask
        elif kind == _CALL:
            if mask & pending:
                _check(C, pi, f, report)
                pending = vm.mask | lgkm.mask | exp.mask
            if pi.offset not in inlined:
                for c, name in ((vm, "vm"), (lgkm, "lgkm"), (exp, "exp")):
                    c.wait(name, 0)
                pending = vm.mask | lgkm.mask | exp.mask
        else:
            if mask & pending or (kind != EVENTS and _lds_pending(vm, lgkm, kind == BARRIER)):
                _check(C, pi, f, report)
                pending = vm.mask | lgkm.mask | exp.mask
            plan, bits = payload
            if plan:
                _start_events(C, plan, bits, pi.offset)
                pending |= bits
    if returns and pending and _is_return(block):
        last = block.instructions[-1]
        units = list(dict.fromkeys(u for c in (vm, lgkm, exp)
                                   for u, (score, _) in c.regs.items()
                                   if c.unit_pending(u, score)))
        if units:
            _check(C, last, facts_of(last.word), report, units, "return-pending")
    for c, before in zip((vm, lgkm, exp), bounds):
        if c.ub + c.lb + c.lds_ub + c.lds_lb != before:
            c.source = None             # changed: not its source's copy any more
    return st


def _lds_pending(vm: Counter, lgkm: Counter, barrier: bool) -> bool:
    """Whether an LDS-DMA load (vmcnt) is pending, or with ``barrier``, any
    LDS access: what an LDS read or an s_barrier may have to wait for beyond
    the registers it touches (see _check)."""
    hit = vm.events.get("lds_dma_barrier" if barrier else "lds_dma")
    if hit is not None and hit[0] > vm.lb:
        return True
    return barrier and (lgkm.event_pending("lds_write") or lgkm.event_pending("lds_read"))


def _is_return(block) -> bool:
    """Whether ``block`` ends in a return: ``s_setpc_b64 s[30:31]``, the
    return address of AMDGPU's calling convention (AMDGPUUsage, "Call
    Convention": SGPR30-31).  SIInsertWaitcnts waits for everything before a
    return (generateWaitcntInstBefore, S_SETPC_B64_return: "All waits must be
    resolved at call return") because the caller takes the call as a wait
    for everything; a tail call (s_setpc_b64 through other registers) needs
    no wait: the callee waits at its entry."""
    if not block.instructions:
        return False
    inst = block.instructions[-1].inst
    if inst.mnemonic != "s_setpc_b64":
        return False
    src = inst.operand("src0")
    return getattr(src, "file", None) == "s" and getattr(src, "first", None) == 30


def _check(C: Dict[str, Counter], pi, f, report: Optional[List[WaitFinding]],
           reads=None, read_rule: str = "read-pending") -> None:
    """The waits ``pi`` needs: reported (when ``report`` is a list) and made,
    as if an s_waitcnt were there (no cascade of findings).  ``reads``: the
    units to take as read instead of ``f.reads``, as ``read_rule`` (a
    return: every pending unit, "return-pending")."""
    # per counter: the tightest wait the errors need, and the warnings
    needs: Dict[str, Tuple[int, int, List[str], str]] = {}
    warning_needs: Dict[str, Tuple[int, int, List[str], str]] = {}
    # per counter: every pending register unit touched, and whether all
    # of them are LDS results (see _with_latency)
    touched: Dict[str, Tuple[set, bool]] = {}

    def need(name, score, producer, unit, rule, seq=None):
        c = C[name]
        if name == "lgkm":      # in order among LDS accesses only
            n = max(0, c.lds_ub - seq) if seq is not None else 0
        else:
            n = 0 if _out_of_order(c, name) else max(0, c.ub - score)
        # SIInsertWaitcnts::determineWaitForScore: at most the maximum less one
        if n >= MAX_COUNT[name]:
            n = MAX_COUNT[name] - 1
        if rule in LATENCY_RULES:
            units_of, lds_only = touched.get(name, (set(), True))
            units_of.add(unit)
            touched[name] = (units_of, lds_only and seq is not None)
        # errors and warnings apart: a warning never hides an error
        entries = warning_needs if rule in WARNING_RULES else needs
        old = entries.get(name)
        if old is None or n < old[0]:
            entries[name] = (n, producer, [unit] if unit else [], rule)
        elif unit and n == old[0]:
            old[2].append(unit)
            # a tie names the earliest producer: the reads are a set, whose
            # order changes from run to run (string hashing)
            if rule == old[3] and producer is not None and \
                    (old[1] is None or producer < old[1]):
                entries[name] = (n, producer, old[2], rule)

    for u in (f.reads if reads is None else reads):
        for name in COUNTERS:
            c = C[name]
            hit = c.regs.get(u)
            if hit is not None and c.unit_pending(u, hit[0]):
                need(name, hit[0], hit[1], u, read_rule, c.lds.get(u))
    for u in f.writes:
        for name in COUNTERS:
            c = C[name]
            hit = c.regs.get(u)
            if hit is None or not c.unit_pending(u, hit[0]):
                continue
            # vector memory writes its results in order: a later load may
            # target the same register without a wait.  As SIInsertWaitcnts:
            # only a load that counts on vmcnt alone (MUBUF, global, scratch:
            # updateVMCntOnly; a FLAT load may take the LDS path) skips it,
            # and then only the pending writers' VMEM types matter
            # (hasOtherPendingVmemTypes; gfx950 has one, no sampler or BVH
            # loads), so a pending FLAT access does not make it wait.
            if name == "vm" and f.may_load and "vm_cnt" in f.counters \
                    and "lgkm_cnt" not in f.counters:
                continue
            need(name, hit[0], hit[1], u, "write-pending", c.lds.get(u))
    if f.reads_lds:
        hit = C["vm"].events.get("lds_dma")
        if hit is not None and hit[0] > C["vm"].lb:
            need("vm", hit[0], hit[1], "LDS", "lds-dma-read")
    if f.is_barrier:
        lg = C["lgkm"]
        if lg.event_pending("lds_write"):
            hit = lg.events["lds_write"]
            need("lgkm", hit[0], hit[1], "LDS", "barrier-lds-write",
                 lg.lds_events["lds_write"])
        hit = C["vm"].events.get("lds_dma_barrier")
        if hit is not None and hit[0] > C["vm"].lb:
            need("vm", hit[0], hit[1], "LDS", "barrier-lds-dma")
        if lg.event_pending("lds_read") and "lgkm" not in needs and \
                "lgkm" not in warning_needs:
            hit = lg.events["lds_read"]
            need("lgkm", hit[0], hit[1], "LDS", "barrier-lds-read",
                 lg.lds_events["lds_read"])
    found = list(needs.items())
    # a warning is reported unless an error's wait (made below) covers it
    found += [(name, w) for name, w in warning_needs.items()
              if name not in needs or w[0] < needs[name][0]]
    haves = {name: C[name].ub - C[name].lb for name, _ in found}    # before any wait
    for name, (n, producer, units, rule) in found:
        c = C[name]
        if report is not None:
            have = haves[name]
            severity = "warning" if rule in WARNING_RULES else "error"
            units_of, lds_only = touched.get(name, ((), False))
            report.append(WaitFinding(
                rule, severity, pi, producer, name, n, have,
                tuple(sorted((str(u) for u in units), key=_unit_order)),
                _message(rule, name, n, units),
                frozenset(units_of) if lds_only and name == "lgkm" else frozenset()))
        # An error's wait is made, as if it were there, so that one missing
        # wait gives one finding, not one per later read.  A warning's wait
        # may well be missing for good (an LDS-DMA into another range, a
        # ds_read in flight at a barrier), and making it would hide the
        # errors of later reads of what is still pending: its event is
        # marked as warned about instead.
        if rule not in WARNING_RULES:
            c.wait(name, n)
        elif rule in _ACKNOWLEDGED:
            for kind in _ACKNOWLEDGED[rule]:
                c.events.pop(kind, None)
                c.lds_events.pop(kind, None)
            c.source = c._normal = None      # changed (the bounds need not move)


def _start_events(C: Dict[str, Counter], plan, bits: int, offset: int) -> None:
    """Count the memory events an instruction at ``offset`` starts and score
    what it writes (``plan`` and ``bits``: see _event_plan)."""
    for name, kind, flat, lds_kind, lds_dma, most, scored in plan:
        c = C[name]
        c.ub += 1
        score = c.ub
        hit = (score, offset)
        events = c.events
        events[kind] = hit
        if flat:
            events["flat"] = hit
        seq = None
        if lds_kind is not None:
            c.lds_ub += 1
            seq = c.lds_ub
            if lds_kind:
                events[lds_kind] = hit
                c.lds_events[lds_kind] = seq
        if lds_dma:
            # one event for LDS reads, one for barriers: each warned about once
            events["lds_dma"] = events["lds_dma_barrier"] = hit
        if scored:
            # each unit kept last, so that ``regs`` stays in order of score
            regs, lds = c.regs, c.lds
            if bits & c.mask:
                for u in scored:
                    regs.pop(u, None)
                    regs[u] = hit
                    if seq is not None:
                        lds[u] = seq
                    else:
                        lds.pop(u, None)
            elif seq is None:   # none in regs, so none in lds (its keys are in regs)
                for u in scored:
                    regs[u] = hit
            else:
                for u in scored:
                    regs[u] = hit
                    lds[u] = seq
            c.mask |= bits
        # No credit for saturation (SIInsertWaitcnts gives none: only expcnt's
        # lower bound follows its upper bound, setScoreUB).  vmcnt and lgkmcnt
        # scores are compacted instead, which changes no answer (see _compact).
        if name == "exp":
            if c.ub - c.lb > most:
                c.lb = c.ub - most
        elif c.ub - c.lb > _COMPACT * most or c.lds_ub - c.lds_lb > _COMPACT * most:
            _compact(c, most)


# A counter whose range exceeds this many times its maximum is compacted.
_COMPACT = 4


def _compact(c: Counter, most: int) -> None:
    """Keep the scores bounded (for the loops' fixed point) without changing
    any answer: a pending unit or event more than ``most`` events old needs
    the same wait (the maximum less one, see _check's need) and completes at
    the same waits (a count below ``most``) whether it is ``most`` or 1000
    events old, so its score is raised to ``ub - most`` (its LDS sequence
    number to ``lds_ub - most``) and the lower bounds follow just below.
    Completed entries are dropped first (raising them would revive them)."""
    floor, lfloor = c.ub - most, c.lds_ub - most
    lb, lds_lb, lds = c.lb, c.lds_lb, c.lds
    regs = {}
    new_lds = {}
    for u, (s, o) in c.regs.items():
        q = lds.get(u)
        if s <= lb or (q is not None and q <= lds_lb):
            continue
        regs[u] = (s if s > floor else floor, o)
        if q is not None:
            new_lds[u] = q if q > lfloor else lfloor
    events = {}
    for k, (s, o) in c.events.items():
        q = c.lds_events.get(k)
        if s > lb and (q is None or q > lds_lb):
            events[k] = (s if s > floor else floor, o)
    c.lds_events = {k: (q if q > lfloor else lfloor) for k, q in c.lds_events.items()
                    if k in events}
    c.regs = dict(sorted(regs.items(), key=_by_score))
    c.lds = new_lds
    c.events = events
    c.mask = _mask_of(regs)
    c.lb = max(lb, floor - 1)
    c.lds_lb = max(lds_lb, lfloor - 1)
    c.source = c._normal = None


def _memory_result(f) -> bool:
    """Whether the instruction's register writes arrive with its counter
    (memory results), rather than at issue (e.g. s_sendmsg writes nothing)."""
    return f.category in ("vmem", "flat", "lds", "smem") or f.mnemonic.startswith(
        ("s_memtime", "s_memrealtime", "s_getreg"))


def _event_kinds(f) -> Dict[str, str]:
    if f.is_smem:
        return {"lgkm": "smem"}
    if f.is_ds:
        return {"lgkm": "lds"}
    if f.category == "flat":
        return {"lgkm": "flat", "vm": "vmem"}
    if f.category == "vmem":
        return {"vm": "vmem"}
    return {"lgkm": "msg", "vm": "vmem", "exp": "exp"}


def _unit_order(name: str) -> tuple:
    """Register units in the model's order; anything else (an LDS range) after them."""
    try:
        return (0, RegisterUnit.parse(name), "")
    except ValueError:          # not a register name: order by text
        return (1, None, name)


def _message(rule: str, counter: str, n: int, units: List[str]) -> str:
    units = sorted((str(u) for u in units), key=_unit_order)       # v2 before v10, the same every run
    what = ", ".join(units[:4]) + (", ..." if len(units) > 4 else "")
    cnt = f"{counter}cnt({n})"
    if rule == "read-pending":
        return (f"reads {what} before its load returns (a latent race: no wait covers the "
                f"load): needs s_waitcnt {cnt}")
    if rule == "return-pending":
        return (f"returns with {what} still loading: the caller takes the call as a wait for "
                f"everything (SIInsertWaitcnts waits for all before a return), so it may read "
                f"{what} before the load returns or a late return clobbers it: needs "
                f"s_waitcnt {cnt}")
    if rule == "write-pending":
        return (f"writes {what} while a load to it is still pending: a late return clobbers "
                f"{what} (a latent race): needs s_waitcnt {cnt}")
    if rule == "lds-dma-read":
        return (f"reads LDS while an LDS-DMA load (vmcnt) may still be writing it: needs "
                f"s_waitcnt {cnt} unless it writes another LDS range")
    if rule == "barrier-lds-write":
        return (f"s_barrier with a ds_write still pending: other waves may read LDS before it "
                f"lands: s_waitcnt {cnt} orders it (LLVM waits here only with a fence; AMD's "
                f"shipped kernels rely on this and test correct)")
    if rule == "barrier-lds-read":
        return (f"s_barrier with a ds_read still pending: a ds_write of another wave after the "
                f"barrier may overtake it: s_waitcnt {cnt} orders it (LLVM waits here only "
                f"with a fence; AMD's shipped kernels rely on this and test correct)")
    return (f"s_barrier with an LDS-DMA load still pending: other waves may read its LDS "
            f"range: needs s_waitcnt {cnt} unless the range is not read after the barrier")


def find_waits(kernel, record: Optional[dict] = None) -> List[WaitFinding]:
    """Every waitcnt finding of one kernel (a KernelProgram).  ``record``
    (a dict): filled with what :func:`resume_waits` needs of this kernel as
    a template (see :func:`_record`)."""
    from ..codeobject.program import blocks_in_order
    order = blocks_in_order(kernel)
    if not order:
        return []
    words = _words_of_blocks(kernel.blocks)
    ins: Dict[object, State] = {kernel.blocks[0]: State()}
    limit = _ITERATION_LIMIT * len(order)
    found, pops, rounds, finished = _dataflow(kernel, order, ins, words, limit)
    if record is not None:
        _record(record, kernel, order, ins, pops, rounds, finished)
    return _report(kernel, order, ins, found, words)


def resume_waits(kernel, dirty, states, visits_elsewhere: int) -> Optional[List[WaitFinding]]:
    """The waitcnt findings of the blocks ``dirty`` (indices in
    ``kernel.blocks``, closed under successors) of an edit, the dataflow
    run over them alone: ``states``: block index -> the state before it
    (:func:`state_from_plain`) of each dirty block whose predecessors are
    all clean (their states are the template's, see gcnasm.checker.incremental);
    None when the full dataflow would stop at its iteration limit (with
    ``visits_elsewhere`` visits of the other blocks, the template's)."""
    from ..codeobject.program import blocks_in_order
    blocks = kernel.blocks
    mine = {blocks[k] for k in dirty}
    full = blocks_in_order(kernel)
    order = [b for b in full if b in mine]
    words = _LazyWords()
    ins: Dict[object, State] = {blocks[k]: s for k, s in states.items()}
    if blocks[0] in mine and blocks[0] not in ins:
        ins[blocks[0]] = State()        # as find_waits starts
    limit = _ITERATION_LIMIT * len(full)
    found, _, rounds, finished = _dataflow(kernel, order, ins, words,
                                           limit - visits_elsewhere)
    if not finished:
        return None
    return _report(kernel, order, ins, found, words)


def _dataflow(kernel, todo, ins, words, limit):
    """The worklist of find_waits over ``todo`` (blocks in the order of
    blocks_in_order; every successor of one is one), from the states ``ins``
    (changed in place): (per block, the state its last transfer started
    from and its findings there; per block its visits; the visits; whether
    the work ran out within ``limit`` visits)."""
    # a calls.CallUnit's calls whose callee is walked (a KernelProgram has none)
    inlined = getattr(kernel, "inlined_calls", frozenset())
    # a function checked on its own (calls.FunctionUnit): its returns wait for all
    returns = getattr(kernel, "returns", False)
    outs: Dict[object, State] = {}
    # per block: the state its last transfer started from and its findings
    # there (the final ones unless its state in changed after)
    found: Dict[object, Tuple[State, List[WaitFinding]]] = {}
    pops: Dict[object, int] = {}
    position = {b: i for i, b in enumerate(todo)}
    work = list(range(len(todo)))       # a heap of positions in ``todo``
    queued = set(todo)
    rounds = 0
    while work and rounds < limit:
        b = todo[heapq.heappop(work)]
        queued.discard(b)
        rounds += 1
        pops[b] = pops.get(b, 0) + 1
        state = ins.get(b)
        if state is None:
            state = State()
            ins[b] = state
        report: List[WaitFinding] = []
        out = _transfer(state, b, report, words, inlined, returns)
        found[b] = (state, report)
        last = outs.get(b)
        if last is not None and last.key() == out.key():
            continue
        outs[b] = out
        for s in b.successors:
            old = ins.get(s)
            if old is None:
                new = out
            elif old.key() == out.key():    # the merge would be the same state again
                continue
            else:
                new = old.merge(out)
                if new.key() == old.key():
                    continue
            ins[s] = new
            if s not in queued:
                queued.add(s)
                heapq.heappush(work, position[s])
    return found, pops, rounds, not work


def _report(kernel, order, ins, found, words) -> List[WaitFinding]:
    inlined = getattr(kernel, "inlined_calls", frozenset())
    returns = getattr(kernel, "returns", False)
    report = []
    for b in order:
        state = ins.get(b)
        last = found.get(b)
        if state is not None and last is not None and last[0] is state:
            report += last[1]
        else:                   # the iteration limit stopped before its last visit
            _transfer(state or State(), b, report, words, inlined, returns)
    facts = _BlockFacts(words)
    report = [_with_latency(w, facts) for w in report]
    report.sort(key=lambda w: w.consumer.offset)
    return report


def _record(record: dict, kernel, order, ins, pops, rounds: int, finished: bool) -> None:
    """What an edit's :func:`resume_waits` needs of this run, as plain
    values: the block order (indices), each block's visits, the visits in
    all, whether the work ran out, and the state before each block visited
    once (:func:`plain_state`; the others cannot start a resumed run)."""
    index = {b: k for k, b in enumerate(kernel.blocks)}
    record["order"] = [index[b] for b in order]
    record["pops"] = [pops.get(b, 0) for b in kernel.blocks]
    record["rounds"] = rounds
    record["finished"] = finished
    record["states"] = {index[b]: plain_state(ins[b]) for b in order
                        if pops.get(b) == 1 and b in ins}


def plain_state(state: State) -> tuple:
    """A state as plain values (its counters' fields, their dicts as items
    in their order, register units as (file, index, name))."""
    out = []
    for name in COUNTERS:
        c = state.counters[name]
        out.append((c.ub, c.lb, c.lds_ub, c.lds_lb,
                    tuple((u.file, u.index, u.name, s, o) for u, (s, o) in c.regs.items()),
                    tuple((k, s, o) for k, (s, o) in c.events.items()),
                    tuple((u.file, u.index, u.name, q) for u, q in c.lds.items()),
                    tuple(c.lds_events.items())))
    return tuple(out)


def state_from_plain(plain, offset_of) -> State:
    """The state :func:`plain_state` gave, each producer offset mapped by
    ``offset_of`` (a template offset -> the edit's; KeyError where it has
    none)."""
    counters = {}
    for name, (ub, lb, lds_ub, lds_lb, regs, events, lds, lds_events) in zip(COUNTERS, plain):
        c = Counter()
        c.ub, c.lb, c.lds_ub, c.lds_lb = ub, lb, lds_ub, lds_lb
        for file, index, uname, s, o in regs:
            c.regs[RegisterUnit(file, index, uname)] = (s, offset_of[o])
        c.events = {k: (s, offset_of[o]) for k, s, o in events}
        c.lds = {RegisterUnit(file, index, uname): q for file, index, uname, q in lds}
        c.lds_events = dict(lds_events)
        mask = 0
        for u in c.regs:
            mask |= _unit_bit(u)
        c.mask = mask
        counters[name] = c
    return State(counters)


class _LazyWords(dict):
    """block -> the words (see _word) of its instructions, made when first
    asked (a resumed dataflow reads a few blocks)."""

    def __missing__(self, block):
        get = _words.get
        words = self[block] = [get(w.to_bytes()) or _new_word(w)
                               for w in map(_WORD, block.instructions)]
        return words


class _BlockFacts(dict):
    """block -> the Facts of its instructions, made on first use from the
    words of find_waits."""

    def __init__(self, words):
        super().__init__()
        self.words = words

    def __missing__(self, block):
        facts = self[block] = [w[2] for w in self.words[block]]
        return facts


def _with_latency(w: WaitFinding, facts) -> WaitFinding:
    """``w`` with a note when it waits only for LDS results and at least
    LDS_LATENCY_BOUND issue cycles elapse between the nearest ds_read of them
    and the consumer on every path: the code relies on the LDS latency.  The
    severity stays (no wait proves the data arrived)."""
    if not w.lds_units or w.rule not in LATENCY_RULES:
        return w
    elapsed = issue_cycles_since(w.consumer, w.lds_units, facts)
    if elapsed < LDS_LATENCY_BOUND:
        return w
    at_least = "over " if elapsed >= _ELAPSED_CAP else "at least "
    message = (f"{w.message} (note: {at_least}{elapsed} issue cycles elapse since the ds_read "
               f"on every path, more than LLVM's typical LDS latency of 2 to 64, but no wait "
               f"proves it arrived; aiter fixed such races: 48feb9a7ef, f1077c48c7)")
    return WaitFinding(w.rule, w.severity, w.consumer, w.producer_offset, w.counter, w.needed,
                       w.have, w.units, message, w.lds_units)


def issue_cycles_since(consumer, units, facts, cap: int = _ELAPSED_CAP) -> int:
    """A lower bound on the issue cycles between the nearest instruction
    before ``consumer`` whose memory result writes one of ``units`` and
    ``consumer``, the least over every path (``cap`` when none is nearer).

    Two bounds, each the least over paths, and the larger is taken: (1) every
    instruction from the producer up to the consumer takes at least one issue
    cycle (``s_nop N``: N+1); (2) an MFMA cannot issue while the XDL pipe is
    busy with the previous MFMA's passes, so the MFMAs in between take their
    passes, except the last one before a consumer that is no MFMA (one cycle).
    """
    consumer_is_mfma = facts_of(consumer.word).is_mfma

    def instruction_cost(f, seen_mfma):
        return f.wait_states, seen_mfma

    def mfma_cost(f, seen_mfma):
        if not f.is_mfma:
            return 0, seen_mfma
        if seen_mfma or consumer_is_mfma:
            return f.passes or 1, True
        return 1, True

    return max(_least_cost_back(consumer, units, facts, instruction_cost, cap),
               _least_cost_back(consumer, units, facts, mfma_cost, cap))


def _least_cost_back(consumer, units, facts, cost, cap: int) -> int:
    """Dijkstra backwards from ``consumer`` over the blocks to the nearest
    memory write of ``units`` on each path; ``cost(f, seen)`` gives an
    instruction's cost and the path's new flag."""
    best = cap
    found = False
    # (cost so far, tie, block, position walked back from, flag)
    heap = [(0, 0, consumer.block, consumer.index, False)]
    done = set()
    tie = 0
    while heap:
        acc, _, block, j, seen = heapq.heappop(heap)
        if acc >= best:         # every path left is at least as long
            found = True
            break
        key = (block, j, seen)
        if key in done:
            continue
        done.add(key)
        fs = facts[block]
        hit = False
        for i in range(j - 1, -1, -1):
            f = fs[i]
            step, seen = cost(f, seen)
            acc += step
            if acc >= best:
                found = hit = True
                break
            if f.counters and not units.isdisjoint(f.writes) and _memory_result(f):
                best = acc
                found = hit = True
                break
        if hit:
            continue
        for p in block.predecessors:
            tie += 1
            heapq.heappush(heap, (acc, tie, p, len(p.instructions), seen))
    # no path back reaches a producer: nothing is known to have elapsed
    return best if found else 0
