"""Cross-wave LDS ordering: ``ds_*`` and LDS-DMA accesses of different waves
of a workgroup to the same LDS dwords with no ``s_barrier`` between them
(docs/check-lds-order.md).

The waves of a workgroup run the same code and meet at each ``s_barrier``;
between two barriers (an *interval*) one wave may be anywhere in its part of
the code while another is anywhere in its own.  So two accesses of one
interval by different waves are unordered, and an access conflicts with
every access of another wave in the same interval:

* ``lds-cross-wave-war``: a ``ds_write`` (or an LDS-DMA load, or a DS
  atomic) into dwords another wave reads in the same interval: the write
  may land before that wave's read;
* ``lds-cross-wave-raw``: a ``ds_read`` of dwords another wave writes in
  the same interval: the read may happen before the write.

A barrier ends an interval for the DS accesses issued before it (the
checker's s_waitcnt rules, barrier-lds-write and barrier-lds-read, ask for
their completion at the barrier).  An LDS-DMA load writes LDS when its data
returns from memory, counted by vmcnt: it belongs to every interval until
the wave has waited for it (``s_waitcnt vmcnt``) and then passed a barrier.

The state at each point: the LDS dwords read and written in the current
interval, each with the mask of the waves that did (from
:mod:`.lds_ranges`, which traces the address arithmetic per wave), the
accesses of unknown address (whole LDS), and the LDS-DMA loads still in
flight.  Blocks merge by union; loops iterate to a fixed point.

Severity: a conflict of two accesses whose addresses the model resolved is
an error (the data race aiter fixed in f58c21f6e3, 1cb57144bb and
de60dc172e: tests/test_check_lds_order.py); where one side's address is
unknown, the model cannot tell the ranges apart and the finding is a
warning (``lds-cross-wave-war-unresolved`` / ``-raw-unresolved``).
"""

from __future__ import annotations

import heapq
from typing import Dict, List, Optional, Tuple

import numpy as np

from .facts import facts_of
from .lds_inputs import SOURCE, VM_MAX, LdsFinding, address_slice   # noqa: F401 (SOURCE: said here too)
from .lds_paths import EMPTY as NO_PATH_FACTS, Evaluator, on_scc1, parity_counters, phase, scc_branch
from .lds_ranges import (SCC, apply, entry_env, footprint, join_env, lds_access, plan_of,
                         same_env)

RULES = ("lds-cross-wave-war", "lds-cross-wave-raw")
UNRESOLVED = {r: r + "-unresolved" for r in RULES}
_ITERATION_LIMIT = 64
_VARIANTS = 4                     # environments kept apart per block (see _add_variant)


class _Map:
    """The LDS dwords accessed in an interval: per dword the mask of the
    waves that did (``mask``), or None for none at all.  Shared between
    states until one changes it (see _State.writable): copying 160 KiB of
    LDS per block was most of the time."""

    __slots__ = ("mask",)

    def __init__(self, mask=None):
        self.mask = mask

    def merged(self, other: "_Map") -> "_Map":
        if other.mask is None or other is self or other.mask is self.mask:
            return self
        if self.mask is None:
            return other
        return _Map(self.mask | other.mask)

    def same(self, other: "_Map") -> bool:
        if self is other:
            return True
        a, b = self.mask, other.mask
        if a is None or b is None:
            return not (a if a is not None else b).any()
        return np.array_equal(a, b)


_EMPTY = _Map()


class _State:
    __slots__ = ("env", "reads", "writes", "atomics", "owned", "read_any", "write_any", "pending",
                 "records", "waves", "n", "paths")

    def __init__(self, env, waves: int = -1, n: int = 1):
        self.env = env
        self.n = n                                  # the waves of the workgroup
        # the waves that take this path (a bit each; -1: all): a branch on
        # the wave id splits them (see _Kernel.branch_waves)
        self.waves = waves
        # LDS atomics (ds_add_u32, ds_add_rtn_u32, ...) apart from plain
        # reads and writes: an atomic does not race with another wave's atomic
        self.reads = self.writes = self.atomics = _EMPTY
        self.owned = 0                              # bit 1: reads, 2: writes, 4: atomics are this state's
        self.read_any = -1                          # an unknown-address access's offset
        self.write_any = -1
        # LDS-DMA loads in flight: offset -> (vm events after it, footprint or None)
        self.pending: Dict[int, Tuple[int, object]] = {}
        # the accesses of the interval, (offset, is_write): to name the other
        # wave's access of a finding (see _Kernel.producer)
        self.records = frozenset()
        # what the path knows of the branch conditions' registers (a loop
        # counter and its bound: lds_paths), by which it skips edges no
        # trip count takes
        self.paths = NO_PATH_FACTS

    def copy(self) -> "_State":
        s = _State.__new__(_State)
        s.env = dict(self.env)
        s.reads, s.writes, s.atomics, s.owned = self.reads, self.writes, self.atomics, 0
        s.read_any, s.write_any = self.read_any, self.write_any
        s.pending = dict(self.pending)
        s.records = self.records
        s.waves = self.waves
        s.n = self.n
        s.paths = self.paths
        return s

    def writable(self, is_write, dwords: int) -> _Map:
        """The map of writes (True), reads (False) or atomics (None), this
        state's own to change."""
        bit = 4 if is_write is None else 2 if is_write else 1
        m = self.atomics if is_write is None else self.writes if is_write else self.reads
        if not self.owned & bit:
            m = _Map(np.zeros(dwords, np.uint32) if m.mask is None else m.mask.copy())
            if is_write is None:
                self.atomics = m
            elif is_write:
                self.writes = m
            else:
                self.reads = m
            self.owned |= bit
        return m

    def merge(self, other: "_State") -> "_State":
        s = _State.__new__(_State)
        s.waves = self.waves | other.waves
        s.n = self.n
        s.env = _join_by_waves(self, other)
        s.reads = self.reads.merged(other.reads)
        s.writes = self.writes.merged(other.writes)
        s.atomics = self.atomics.merged(other.atomics)
        s.owned = 0
        s.read_any = max(self.read_any, other.read_any)
        s.write_any = max(self.write_any, other.write_any)
        s.records = self.records | other.records
        s.paths = self.paths.join(other.paths)
        s.pending = dict(self.pending)
        for o, (after, fp) in other.pending.items():
            old = s.pending.get(o)
            if old is None or after < old[0]:
                s.pending[o] = (after, fp)
        return s

    def same(self, other: "_State") -> bool:
        return (self.waves == other.waves and self.paths == other.paths and self.read_any == other.read_any and self.write_any == other.write_any
                and {o: a for o, (a, _) in self.pending.items()} ==
                {o: a for o, (a, _) in other.pending.items()}
                and self.reads.same(other.reads) and self.writes.same(other.writes)
                and self.atomics.same(other.atomics)
                and same_env(self.env, other.env))


def _join_by_waves(a: _State, b: _State) -> dict:
    """The environment where two paths meet: a value both sides know; per
    wave, the side that wave came by (a wave on one path only has that
    path's value), and where a wave came by both, the value they agree on."""
    if a.waves == b.waves:
        return join_env(a.env, b.env)
    n = a.n
    bit = 1 << np.arange(n, dtype=np.int64)
    only_a = ((a.waves & ~b.waves) & bit) != 0
    both = ((a.waves & b.waves) & bit) != 0
    out = {}
    for u, va in a.env.items():
        vb = b.env.get(u)
        if vb is None:
            continue
        if va is vb or (va.shape == vb.shape and np.array_equal(va, vb)):
            out[u] = va
            continue
        # values of shape (1, k) are the same for every wave
        if va.shape[0] not in (1, n) or vb.shape[0] not in (1, n):
            continue
        cols = max(va.shape[1], vb.shape[1])
        fa = np.broadcast_to(va, (n, cols))
        fb = np.broadcast_to(vb, (n, cols))
        if not np.array_equal(fa[both], fb[both]):
            continue
        out[u] = np.where(only_a[:, None], fa, fb)
    return out


class _Kernel:
    def __init__(self, kernel, in_flight: Optional[Dict[int, set]] = None):
        self.kernel = kernel
        self.waves, self.env0 = entry_env(kernel.kernel)
        size = kernel.kernel.descriptor.group_segment_fixed_size
        self.dwords = max(1, (size + 3) // 4)
        self.plans = {b: [(pi, facts_of(pi.word)) for pi in b.instructions]
                      for b in kernel.blocks}
        self.relevant = relevant = _address_slice(self.plans)
        # per instruction: whether it writes a unit addresses are computed
        # from; only those transfer() acts on (the others change nothing)
        # (its evaluation plan, and the units it writes that are not tracked)
        self.plans = {b: [(pi, f, _evaluation(pi.word, f, relevant)
                           if traced else None) for pi, f, traced in
                          ((pi, f, not f.writes.isdisjoint(relevant)) for pi, f in rows)
                          if traced or f.is_barrier or f.waitcnt is not None or f.is_ds or
                          f.is_lds_dma or (f.counters and "vm_cnt" in f.counters)]
                      for b, rows in self.plans.items()}
        self._footprints: Dict[tuple, tuple] = {}
        self._by_content: Dict[tuple, tuple] = {}
        self.seen: Dict[int, list] = {}         # offset -> the footprints it had
        # blocks that end in a branch on SCC set by an s_cmp: the compare is
        # evaluated (SCC per wave) to send each wave its way
        self.branches: Dict[object, bool] = {}
        for b in kernel.blocks:
            taken = scc_branch(b)
            if taken is None:
                continue
            if SCC in relevant:         # every SCC writer is traced already
                self.branches[b] = taken[0]
                continue
            *_, cmp_at = taken
            rows = [r for r in self.plans[b] if r[0].offset != b.instructions[cmp_at].offset]
            pi = b.instructions[cmp_at]
            f = facts_of(pi.word)
            plan = plan_of(pi.word)
            if plan.kind is None:
                continue
            rows.append((pi, f, (plan, tuple(u for u in f.writes - relevant if u != SCC))))
            rows.sort(key=lambda r: r[0].offset)
            self.plans[b] = rows
            self.branches[b] = taken[0]
        self.all_waves = (1 << self.waves) - 1
        # given a dict: the vm-event counts of the LDS-DMA loads in flight
        # after each instruction that changes them (by offset) and at each
        # block's start (-1 - its index), over every state the analysis
        # meets (memo.py replays an edit of vmcnt waits from them)
        self.in_flight = in_flight
        self.block_index = {b: i for i, b in enumerate(kernel.blocks)}
        self.conditions = Evaluator(kernel.blocks)
        self.steps = parity_counters(self.conditions)

    def footprint(self, pi, k, value, offset, size, stride):
        key = (pi.offset, k)
        hit = self._footprints.get(key)
        if hit is not None and hit[0] is value:
            return hit[1]
        # the same address values come back as new arrays at every pass of
        # the fixed point: known by their content
        content = (value.shape, value.dtype.str, value.tobytes(), offset, size, stride)
        fp = self._by_content.get(content)
        if fp is None:
            fp = self._by_content[content] = footprint(value, self.waves, offset, size, stride,
                                                       self.dwords)
        self._footprints[key] = (value, fp)
        seen = self.seen.setdefault(pi.offset, [])
        if not any(x is fp for x in seen):
            seen.append(fp)
        return fp

    def transfer(self, state: _State, block, report: Optional[List[LdsFinding]]) -> _State:
        s = state.copy()
        s.paths = self.conditions.transfer(block, s.paths)
        env = s.env
        seen = self.in_flight
        if seen is not None:
            seen.setdefault(-1 - self.block_index[block], set()).update(
                a for a, _ in s.pending.values())
        for pi, f, traced in self.plans[block]:
            if f.is_barrier:
                self.barrier(s)
            elif f.waitcnt is not None and s.pending and f.waitcnt[0] < VM_MAX:
                vm = f.waitcnt[0]
                s.pending = {o: r for o, r in s.pending.items() if r[0] < vm}
            if f.is_ds or f.is_lds_dma:
                atomic = f.reads_lds and f.writes_lds and not f.is_lds_dma
                for k, (is_write, value, offset, size, stride) in enumerate(
                        lds_access(pi.word, env)):
                    fp = None if value is None else \
                        self.footprint(pi, k, value, offset, size, stride)
                    if fp is not None and s.waves != -1 and s.waves != self.all_waves:
                        fp = _only(fp, s.waves)
                    if atomic and fp is not None:
                        # its read and write parts touch the same dwords:
                        # checked once, against plain accesses only
                        if is_write:
                            self.access(s, pi, None, fp, report)
                        continue
                    self.access(s, pi, is_write, fp, report)
                    if f.is_lds_dma:
                        self.issue_dma(s, pi, fp)
                if seen is not None and f.is_lds_dma:
                    seen.setdefault(pi.offset, set()).update(a for a, _ in s.pending.values())
            elif f.counters and "vm_cnt" in f.counters:
                if s.pending:
                    self.vm_event(s)
                if seen is not None:
                    seen.setdefault(pi.offset, set()).update(a for a, _ in s.pending.values())
            if traced is not None:
                plan, untracked = traced
                if plan is not None:
                    apply(env, plan)
                for u in untracked:
                    env.pop(u, None)
        return s

    def branch_waves(self, s: _State, block) -> Optional[Tuple[int, int]]:
        """(the waves that take ``block``'s branch, those that fall through)
        where it ends in a branch on an SCC the compare before it set from
        known values, else None; SCC leaves the environment."""
        on = self.branches.get(block)
        if on is None:
            return None
        scc = s.env.get(SCC) if SCC in self.relevant else s.env.pop(SCC, None)
        if scc is None or scc.shape[1] != 1:
            return None
        bits = (1 << np.arange(scc.shape[0], dtype=np.int64))
        set_ = int(bits[(scc[:, 0] != 0)].sum())
        waves = self.all_waves if s.waves == -1 else s.waves
        taken = waves & (set_ if on else ~set_ & self.all_waves)
        return taken, waves & ~taken

    @staticmethod
    def vm_event(s: _State) -> None:
        # no credit for the counter's saturation (SIInsertWaitcnts gives
        # none): a load stays in flight until a wait retires it; its count
        # of later events stops at VM_MAX - 1, past every wait's threshold
        # (a wait that waits at all, vmcnt(0) to vmcnt(62), retires it)
        s.pending = {o: (a + 1 if a + 1 < VM_MAX else a, fp) for o, (a, fp) in s.pending.items()}

    def issue_dma(self, s: _State, pi, fp) -> None:
        self.vm_event(s)
        s.pending[pi.offset] = (0, fp)

    def barrier(self, s: _State) -> None:
        """A new interval: only the LDS-DMA loads still in flight carry over."""
        s.reads = s.writes = s.atomics = _EMPTY
        s.owned = 0
        s.read_any = s.write_any = -1
        s.records = frozenset((o, True) for o in s.pending)
        for o, (_, fp) in s.pending.items():
            if fp is None:
                s.write_any = max(s.write_any, o)
            elif len(fp[0]):
                m = s.writable(True, self.dwords)
                m.mask[fp[0]] |= fp[1]

    def producer(self, s: _State, is_write: bool, dword: Optional[int], waves: int = 0) -> int:
        """The offset of an access of the other kind in this interval that
        touches ``dword`` (any such access when None).  ``waves``: the mask
        of the waves of the access at ``dword``; one by another wave is
        named first (the latest record may be the same wave's own access,
        while the clash is, say, another wave's LDS-DMA still in flight)."""
        fallback = -1
        for offset, w in sorted(s.records, reverse=True):
            if w != is_write:
                if dword is None:
                    return offset
                for d, m in self.seen.get(offset, ()):
                    i = int(np.searchsorted(d, dword))
                    if i < len(d) and d[i] == dword:
                        if int(m[i]) & ~waves or waves & (waves - 1):
                            return offset
                        if fallback < 0:
                            fallback = offset
        return fallback

    def access(self, s: _State, pi, is_write, fp, report) -> None:
        """A write (True) against the other waves' reads and atomics; a read
        (False) against their writes and atomics; an atomic (None, with a
        footprint) against their plain reads and writes."""
        # the other kinds' maps, gathered only at the footprint (a union of
        # whole-LDS masks per access was a copy of 160 KiB on the hot path)
        if is_write is None:
            others, other_any = (s.reads, s.writes), max(s.read_any, s.write_any)
        else:
            others = (s.reads if is_write else s.writes, s.atomics)
            other_any = s.read_any if is_write else s.write_any
        if report is not None:
            if is_write is None:
                rule = RULES[0] if s.reads.mask is not None and fp is not None and \
                    s.reads.mask[fp[0]].any() else RULES[1]
            else:
                rule = RULES[0] if is_write else RULES[1]
            found = None
            masks = [o.mask for o in others if o.mask is not None]
            if fp is None:
                if other_any >= 0 or any(mask.any() for mask in masks):
                    at = other_any if other_any >= 0 else self.producer(s, is_write, None)
                    found = (UNRESOLVED[rule], "warning", at, None)
            else:
                d, m = fp
                clash = None
                if masks:
                    theirs = masks[0][d]
                    for mask in masks[1:]:
                        theirs = theirs | mask[d]
                    # a conflict unless no wave or only the same single wave touched it
                    single = (m & (m - 1)) == 0
                    clash = (theirs != 0) & ~((theirs == m) & single)
                if clash is not None and clash.any():
                    i = int(np.flatnonzero(clash)[0])
                    found = (rule, "error",
                             self.producer(s, rule == RULES[0], int(d[i]), int(m[i])),
                             int(d[i]) * 4)
                elif other_any >= 0 and len(d):
                    found = (UNRESOLVED[rule], "warning", other_any, None)
            if found is not None:
                report.append(_finding(pi, found[0].startswith(RULES[0]) if is_write is None
                                       else is_write, *found))
        s.records = s.records | ({(pi.offset, True), (pi.offset, False)} if is_write is None
                                 else {(pi.offset, is_write)})
        if fp is None:
            if is_write:
                s.write_any = pi.offset
            else:
                s.read_any = pi.offset
        elif len(fp[0]):
            d, m = fp
            mine = s.writable(is_write, self.dwords)
            mine.mask[d] |= m


def _evaluation(word, f, relevant) -> tuple:
    """(the plan that evaluates ``word``, or None where it evaluates to
    nothing known, the units to forget after it): most address-slice
    writers the evaluator does not model (3 in 4 evaluations in large
    kernels) come down to forgetting what they write."""
    plan = plan_of(word)
    if plan.kind is None:       # apply() would only forget its writes
        return None, tuple(set(plan.writes) | (f.writes - relevant))
    return plan, tuple(f.writes - relevant)


def _address_slice(plans) -> frozenset:
    """The register units LDS addresses are computed from (see
    :func:`.lds_inputs.address_slice`)."""
    return address_slice({id(f): f for rows in plans.values() for _, f in rows}.values())


def _add_variant(variants: List[_State], new: _State, steps=None) -> Tuple[List[_State], bool]:
    """``variants`` with ``new`` added: merged into the variant with the
    same environment (and, given the kernel's loop counters' ``steps``, the
    same phase of those counters: lds_paths.phase), else kept apart (so
    that a double buffer's two phases, one address register apart, are
    checked each with its own addresses, and a two-half loop's exits after
    either half reach its tail apart), all merged into one past _VARIANTS.
    Also: whether it changed."""
    mine = phase(new.paths, steps) if steps else ()
    for i, v in enumerate(variants):
        if same_env(v.env, new.env) and (not steps or phase(v.paths, steps) == mine):
            m = v.merge(new)
            if m.same(v):
                return variants, False
            return variants[:i] + [m] + variants[i + 1:], True
    out = variants + [new]
    if len(out) > _VARIANTS:
        # past the limit the variants of new's phase merge (those of
        # another phase stay apart: a phase is a fact of the path, not of
        # the addresses, and there are few)
        same = [v for v in out if not steps or phase(v.paths, steps) == mine]
        if len(same) > _VARIANTS or not steps:
            merged = same[0]
            for v in same[1:]:
                merged = merged.merge(v)
            out = [v for v in out if not any(v is x for x in same)] + [merged]
    return out, True


def _finding(pi, is_write, rule, severity, producer, byte) -> LdsFinding:
    where = f" (LDS byte {byte:#x})" if byte is not None else ""
    if rule.endswith("-unresolved"):
        what = ("writes LDS" if is_write else "reads LDS") + \
            " where the model cannot tell the ranges apart (an address it does not resolve)"
        message = (f"{what}: another wave may {'read' if is_write else 'write'} the same "
                   f"dwords in this barrier interval; make sure an s_barrier separates them")
    elif is_write:
        message = (f"writes LDS{where} that another wave reads in the same barrier interval: "
                   f"the write may land before that wave's read (write-after-read across "
                   f"waves); needs s_waitcnt lgkmcnt(0) and s_barrier between the read and "
                   f"this write")
    else:
        message = (f"reads LDS{where} that another wave writes (ds_write or LDS-DMA) in the "
                   f"same barrier interval: the read may come before the write "
                   f"(read-after-write across waves); needs the writer's s_waitcnt "
                   f"(lgkmcnt/vmcnt) and an s_barrier before this read")
    return LdsFinding(rule, severity, pi, producer if producer >= 0 else None, message)


def find_lds_order(kernel, in_flight: Optional[Dict[int, set]] = None) -> List[LdsFinding]:
    """Every cross-wave LDS ordering finding of one kernel (a KernelProgram).
    ``in_flight``, a dict: filled with the vm-event counts of the LDS-DMA
    loads in flight (see _Kernel.in_flight)."""
    from ..codeobject.program import blocks_in_order
    order = blocks_in_order(kernel)
    if not order:
        return []
    if not any(f.is_ds or f.is_lds_dma for b in order
               for f in (facts_of(pi.word) for pi in b.instructions)):
        return []
    k = _Kernel(kernel, in_flight)
    entry = kernel.blocks[0]
    env0 = {u: v for u, v in k.env0.items() if u in k.relevant}
    ins: Dict[object, List[_State]] = {entry: [_State(env0, k.all_waves, k.waves)]}
    outs: Dict[object, List[_State]] = {}
    position = {b: i for i, b in enumerate(order)}
    work = list(range(len(order)))
    queued = set(order)
    rounds, limit = 0, _ITERATION_LIMIT * len(order)
    while work and rounds < limit:
        b = order[heapq.heappop(work)]
        queued.discard(b)
        rounds += 1
        states = ins.get(b)
        if states is None:
            continue                # not reached (yet)
        out = [k.transfer(state, b, None) for state in states]
        last = outs.get(b)
        if last is not None and len(last) == len(out) and all(
                x.same(y) for x, y in zip(last, out)):
            continue
        outs[b] = out
        for i, succ in enumerate(b.successors):
            variants, changed = ins.get(succ, []), succ not in ins
            for o in _to_successor(k, b, i, out):
                variants, c = _add_variant(variants, o, k.steps)
                changed |= c
            if not changed:
                continue
            ins[succ] = variants
            if succ not in queued:
                queued.add(succ)
                heapq.heappush(work, position[succ])
    report: List[LdsFinding] = []
    for b in order:
        for state in ins.get(b, ()):
            k.transfer(state, b, report)
    seen = set()
    out = []
    for f in sorted(report, key=lambda f: (f.consumer.offset, f.severity != "error")):
        key = (f.consumer.offset, f.rule.replace("-unresolved", ""))
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def _to_successor(k: _Kernel, block, i: int, states: List[_State]) -> List[_State]:
    """The states ``block`` passes to its i-th successor (0: the branch
    target, 1: the fall-through): where the branch depends on the wave
    (SCC known per wave), each successor gets only the waves that go there,
    and none where no wave does."""
    if block in k.conditions.compare_at:
        # an edge the path's counter facts rule out is not taken on it
        narrowed = []
        for s in states:
            paths = k.conditions.edge(block, s.paths, i == 0, on_scc1(block))
            if paths is None:
                continue
            if paths is not s.paths:
                s = s.copy()
                s.paths = paths
            narrowed.append(s)
        states = narrowed
    if block not in k.branches:
        return states
    out = []
    for s in states:
        probe = s.copy()
        split = k.branch_waves(probe, block)
        if split is None:
            out.append(probe)
            continue
        waves = split[i]
        if waves == 0:
            continue
        probe.waves = waves
        out.append(probe)
    return out


def _only(fp, waves: int):
    """An access's footprint (dwords, per dword the mask of waves) less the
    waves that do not take this path."""
    d, m = fp
    m = m & np.uint32(waves & 0xFFFFFFFF)
    keep = m != 0
    return d[keep], m[keep]
