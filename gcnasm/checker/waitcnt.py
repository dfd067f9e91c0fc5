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
A read or overwrite of pending LDS results only, at least LDS_LATENCY_BOUND
issue cycles after their ds_read on every path, is the same finding as a
warning with its own rule (``read-pending-latency``, ``write-pending-latency``):
the code relies on the LDS latency (see LDS_LATENCY_BOUND).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Dict, FrozenSet, List, Optional, Tuple

from ..isa import RegisterUnit
from .facts import facts_of

COUNTERS = ("vm", "lgkm", "exp")
MAX_COUNT = {"vm": 63, "lgkm": 15, "exp": 7}
_MODEL_COUNTER = {"vm_cnt": "vm", "lgkm_cnt": "lgkm", "exp_cnt": "exp"}
_ITERATION_LIMIT = 64
# The event kinds whose mix makes lgkmcnt return out of order (the others in
# Counter.events mark what kind of LDS access is pending).
_EVENT_KINDS = frozenset({"smem", "lds", "msg", "flat"})
# Findings that can be benign: an LDS-DMA into another LDS range than the one
# read; a ds_read still in flight at a barrier (LLVM's memory model waits for
# it: another wave's ds_write after the barrier could otherwise overtake it,
# which the LDS's in-order processing prevents in practice).
WARNING_RULES = frozenset({"lds-dma-read", "barrier-lds-dma", "barrier-lds-read",
                           "read-pending-latency", "write-pending-latency"})
# A read (or overwrite) of a pending LDS result that the code leaves to the
# LDS latency is a warning when at least this many issue cycles surely
# elapse between the ds_read and it: LLVM's gfx9 schedule model
# (SISchedule.td, SICommonWriteRes) gives WriteLDS a latency of 5 with the
# comment "Can be between 2 and 64", in its cycles (a VALU op takes 1, an
# MFMA holds the XDL pipe for its passes, s_nop N is N+1 wait states; each
# is 4 clocks), numbers it takes from AMD's Accelerated Parallel Processing
# guide.  Vector memory and SMEM (a scalar cache miss goes to memory) have no
# such bound and are never downgraded.
LDS_LATENCY_BOUND = 64
LATENCY_RULES = {"read-pending": "read-pending-latency",
                 "write-pending": "write-pending-latency"}
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
    is pending.  Anything else in lgkmcnt completes only at ``lgkmcnt(0)``."""

    __slots__ = ("ub", "lb", "regs", "events", "lds_ub", "lds_lb", "lds", "lds_events")

    def __init__(self):
        self.ub = 0
        self.lb = 0
        self.regs: Dict[object, Tuple[int, int]] = {}     # unit -> (score, producer offset)
        self.events: Dict[str, Tuple[int, int]] = {}      # kind -> (last score, offset)
        self.lds_ub = 0
        self.lds_lb = 0
        self.lds: Dict[object, int] = {}                  # unit -> LDS sequence number
        self.lds_events: Dict[str, int] = {}              # lds_read/lds_write -> sequence

    def copy(self) -> "Counter":
        c = Counter()
        c.ub, c.lb = self.ub, self.lb
        c.regs = dict(self.regs)
        c.events = dict(self.events)
        c.lds_ub, c.lds_lb = self.lds_ub, self.lds_lb
        c.lds = dict(self.lds)
        c.lds_events = dict(self.lds_events)
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
        elif self.ub - n > self.lb:
            self.lb = self.ub - n
            if name == "lgkm":
                self.lds_lb = self.lds_ub
        self._drop_completed()

    def _drop_completed(self) -> None:
        """Drop completed register units from the front of ``regs`` (kept in
        order of score, see ``score``).  An entry left behind that is complete
        costs time only: every test of a unit asks unit_pending."""
        regs, lds, lb, lds_lb = self.regs, self.lds, self.lb, self.lds_lb
        done = []
        for u, (score, _) in regs.items():
            if score > lb:
                seq = lds.get(u)
                if seq is None:         # completes only at lb: look further
                    continue
                if seq > lds_lb:        # later LDS results are pending too
                    break
            done.append(u)
        for u in done:
            del regs[u]
            lds.pop(u, None)

    def score(self, u, score: int, offset: int) -> None:
        """``u`` is written by the event with ``score`` (the newest): kept
        last, so that ``regs`` stays in order of score."""
        self.regs.pop(u, None)
        self.regs[u] = (score, offset)

    def normalized(self) -> "Counter":
        """The same state with lb = lds_lb = 0 and completed entries dropped."""
        c = Counter()
        shift, lshift = -self.lb, -self.lds_lb
        c.ub = self.ub + shift
        c.lds_ub = self.lds_ub + lshift
        lb, lds_lb, lds = self.lb, self.lds_lb, self.lds
        c.regs = {u: (s + shift, o) for u, (s, o) in self.regs.items()     # unit_pending
                  if s > lb and lds.get(u, lds_lb + 1) > lds_lb}
        c.lds = {u: q + lshift for u, q in self.lds.items() if u in c.regs}
        c.events = {k: (s + shift, o) for k, (s, o) in self.events.items() if s > self.lb}
        c.lds_events = {k: q + lshift for k, q in self.lds_events.items() if q > self.lds_lb}
        return c

    def key(self):
        return (self.ub, self.lds_ub, frozenset(self.regs.items()), frozenset(self.lds.items()),
                frozenset(self.events.items()), frozenset(self.lds_events.items()))


def _merge_counter(a: Counter, b: Counter) -> Counter:
    a, b = a.normalized(), b.normalized()
    out = Counter()
    out.ub = max(a.ub, b.ub)
    out.lds_ub = max(a.lds_ub, b.lds_ub)
    non_lds = set()         # pending on some side as no LDS result: needs lgkmcnt(0)
    for src in (a, b):
        shift, lshift = out.ub - src.ub, out.lds_ub - src.lds_ub
        for u, (s, o) in src.regs.items():
            s += shift
            old = out.regs.get(u)
            if old is None or s > old[0]:
                out.regs[u] = (s, o)
            if u in src.lds:
                out.lds[u] = max(out.lds.get(u, 0), src.lds[u] + lshift)
            else:
                non_lds.add(u)
        for k, (s, o) in src.events.items():
            s += shift
            old = out.events.get(k)
            if old is None or s > old[0]:
                out.events[k] = (s, o)
        for k, q in src.lds_events.items():
            out.lds_events[k] = max(out.lds_events.get(k, 0), q + lshift)
    for u in non_lds:
        out.lds.pop(u, None)
    out.regs = dict(sorted(out.regs.items(), key=_by_score))
    return out


def _by_score(item):
    return item[1][0]


class State:
    __slots__ = ("counters", "_key")

    def __init__(self, counters=None):
        self.counters = counters or {c: Counter() for c in COUNTERS}
        self._key = None

    def copy(self) -> "State":
        return State({n: c.copy() for n, c in self.counters.items()})

    def merge(self, other: "State") -> "State":
        return State({n: _merge_counter(self.counters[n], other.counters[n]) for n in COUNTERS})

    def key(self):
        """Equal for equal states (computed once: a state is not changed
        after its key is asked)."""
        if self._key is None:
            self._key = tuple(self.counters[n].normalized().key() for n in COUNTERS)
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


def _transfer(state: State, block, report: Optional[List[WaitFinding]], facts) -> State:
    st = state.copy()
    C = st.counters
    # the dicts are changed in place only (Counter.wait, Counter.score)
    vm_regs, lgkm_regs, exp_regs = C["vm"].regs, C["lgkm"].regs, C["exp"].regs
    vm_keys, lgkm_keys, exp_keys = vm_regs.keys(), lgkm_regs.keys(), exp_regs.keys()  # live views
    vm_max, exp_max, lgkm_max = MAX_COUNT["vm"], MAX_COUNT["exp"], MAX_COUNT["lgkm"]
    for pi, f in zip(block.instructions, facts[block]):
        if f.waitcnt is not None:
            vm, exp, lgkm = f.waitcnt
            if vm < vm_max:
                C["vm"].wait("vm", vm)
            if exp < exp_max:
                C["exp"].wait("exp", exp)
            if lgkm < lgkm_max:
                C["lgkm"].wait("lgkm", lgkm)
            continue
        # the common case: nothing this instruction touches is pending
        t = f.touches
        if not (f.reads_lds or f.is_barrier) and \
                (not vm_regs or vm_keys.isdisjoint(t)) and \
                (not lgkm_regs or lgkm_keys.isdisjoint(t)) and \
                (not exp_regs or exp_keys.isdisjoint(t)):
            if f.counters:
                _start_events(C, f, pi)
            continue
        # waits this instruction needs
        needs: Dict[str, Tuple[int, int, List[str], str]] = {}
        # per counter: every pending register unit touched, and whether all
        # of them are LDS results (see _latency_findings)
        touched: Dict[str, Tuple[set, bool]] = {}

        def need(name, score, producer, unit, rule, seq=None):
            c = C[name]
            if name == "lgkm":      # in order among LDS accesses only
                n = max(0, c.lds_ub - seq) if seq is not None else 0
            else:
                n = 0 if _out_of_order(c, name) else max(0, c.ub - score)
            if rule in LATENCY_RULES:
                units_of, lds_only = touched.get(name, (set(), True))
                units_of.add(unit)
                touched[name] = (units_of, lds_only and seq is not None)
            old = needs.get(name)
            if old is None or n < old[0]:
                needs[name] = (n, producer, [unit] if unit else [], rule)
            elif unit and n == old[0]:
                old[2].append(unit)

        for u in f.reads:
            for name in COUNTERS:
                c = C[name]
                hit = c.regs.get(u)
                if hit is not None and c.unit_pending(u, hit[0]):
                    need(name, hit[0], hit[1], u, "read-pending", c.lds.get(u))
        for u in f.writes:
            for name in COUNTERS:
                c = C[name]
                hit = c.regs.get(u)
                if hit is None or not c.unit_pending(u, hit[0]):
                    continue
                # vector memory writes its results in order: a later load may
                # target the same register without a wait
                if name == "vm" and "vm_cnt" in f.counters and f.may_load \
                        and not _out_of_order(C[name], name):
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
            hit = C["vm"].events.get("lds_dma")
            if hit is not None and hit[0] > C["vm"].lb:
                need("vm", hit[0], hit[1], "LDS", "barrier-lds-dma")
            if lg.event_pending("lds_read") and "lgkm" not in needs:
                hit = lg.events["lds_read"]
                need("lgkm", hit[0], hit[1], "LDS", "barrier-lds-read",
                     lg.lds_events["lds_read"])
        for name, (n, producer, units, rule) in needs.items():
            c = C[name]
            if report is not None:
                have = c.ub - c.lb
                severity = "warning" if rule in WARNING_RULES else "error"
                units_of, lds_only = touched.get(name, ((), False))
                report.append(WaitFinding(
                    rule, severity, pi, producer, name, n, have,
                    tuple(sorted((str(u) for u in units), key=_unit_order)),
                    _message(rule, name, n, units),
                    frozenset(units_of) if lds_only and name == "lgkm" else frozenset()))
            c.wait(name, n)                  # as if the wait were there: no cascade
        if f.counters:
            _start_events(C, f, pi)
    return st


def _start_events(C: Dict[str, Counter], f, pi) -> None:
    """Count the memory events ``pi`` starts and score what it writes."""
    kinds = _event_kinds(f)
    for cname in f.counters:
        name = _MODEL_COUNTER.get(cname)
        if name is None:
            continue
        c = C[name]
        c.ub += 1
        score = c.ub
        kind = kinds.get(name, name)
        c.events[kind] = (score, pi.offset)
        if f.is_flat_lds:
            c.events["flat"] = (score, pi.offset)
        seq = None
        if name == "lgkm" and f.is_ds:
            c.lds_ub += 1
            seq = c.lds_ub
            lds_kind = "lds_write" if f.writes_lds else "lds_read" if f.reads_lds else None
            if lds_kind:
                c.events[lds_kind] = (score, pi.offset)
                c.lds_events[lds_kind] = seq
        if name == "vm" and f.is_lds_dma:
            c.events["lds_dma"] = (score, pi.offset)
        for u in f.writes:
            if u.file in ("v", "a", "s", "ttmp") or u.name in ("vcc_lo", "vcc_hi", "m0",
                                                                 "exec_lo", "exec_hi"):
                if _memory_result(f):
                    c.score(u, score, pi.offset)
                    if seq is not None:
                        c.lds[u] = seq
                    else:
                        c.lds.pop(u, None)
        # the counters saturate: the wave stalls rather than exceed them
        if name == "lgkm":
            if c.lds_ub - c.lds_lb > MAX_COUNT[name]:
                c.lds_lb = c.lds_ub - MAX_COUNT[name]
        elif c.ub - c.lb > MAX_COUNT[name]:
            c.lb = c.ub - MAX_COUNT[name]


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
        return f"reads {what} before the memory result arrives: needs s_waitcnt {cnt}"
    if rule == "write-pending":
        return (f"writes {what} while a memory result to it is still pending (it could land "
                f"after this write): needs s_waitcnt {cnt}")
    if rule == "lds-dma-read":
        return (f"reads LDS while an LDS-DMA load (vmcnt) may still be writing it: needs "
                f"s_waitcnt {cnt} unless it writes another LDS range")
    if rule == "barrier-lds-write":
        return (f"s_barrier with a ds_write still pending: other waves may read LDS before it "
                f"lands: needs s_waitcnt {cnt}")
    if rule == "barrier-lds-read":
        return (f"s_barrier with a ds_read still pending: a ds_write of another wave after the "
                f"barrier may overtake it (LLVM waits here): needs s_waitcnt {cnt}")
    return (f"s_barrier with an LDS-DMA load still pending: other waves may read its LDS "
            f"range: needs s_waitcnt {cnt} unless the range is not read after the barrier")


def find_waits(kernel) -> List[WaitFinding]:
    """Every waitcnt finding of one kernel (a KernelProgram)."""
    from ..codeobject.program import blocks_in_order
    order = blocks_in_order(kernel)
    if not order:
        return []
    entry = kernel.blocks[0]
    facts = {b: [facts_of(pi.inst) for pi in b.instructions] for b in kernel.blocks}
    ins: Dict[object, State] = {entry: State()}
    outs: Dict[object, tuple] = {}
    position = {b: i for i, b in enumerate(order)}
    work = list(order)
    queued = set(work)
    rounds = 0
    limit = _ITERATION_LIMIT * len(order)
    while work and rounds < limit:
        work.sort(key=position.__getitem__, reverse=True)
        b = work.pop()
        queued.discard(b)
        rounds += 1
        state = ins.get(b)
        if state is None:
            state = State()
            ins[b] = state
        out = _transfer(state, b, None, facts)
        key = out.key()
        if outs.get(b) == key:
            continue
        outs[b] = key
        for s in b.successors:
            old = ins.get(s)
            new = out if old is None else old.merge(out)
            if old is None or new.key() != old.key():
                ins[s] = new
                if s not in queued:
                    queued.add(s)
                    work.append(s)
    report: List[WaitFinding] = []
    for b in order:
        _transfer(ins.get(b, State()), b, report, facts)
    report = [_with_latency(w, facts) for w in report]
    report.sort(key=lambda w: w.consumer.offset)
    return report


def _with_latency(w: WaitFinding, facts) -> WaitFinding:
    """``w`` as a latency warning when it waits only for LDS results that
    surely arrived: at least LDS_LATENCY_BOUND issue cycles elapse between
    the nearest ds_read of them and the consumer on every path."""
    if not w.lds_units or w.rule not in LATENCY_RULES:
        return w
    elapsed = issue_cycles_since(w.consumer, w.lds_units, facts)
    if elapsed < LDS_LATENCY_BOUND:
        return w
    rule = LATENCY_RULES[w.rule]
    at_least = "over " if elapsed >= _ELAPSED_CAP else "at least "
    message = (f"{w.message}; it relies on the LDS latency: {at_least}{elapsed} issue cycles "
               f"elapse since the ds_read on every path (LLVM's schedule model: LDS latency "
               f"2 to 64)")
    return WaitFinding(rule, "warning", w.consumer, w.producer_offset, w.counter, w.needed,
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
    consumer_is_mfma = facts_of(consumer.inst).is_mfma

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
