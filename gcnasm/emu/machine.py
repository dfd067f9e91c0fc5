"""The scheduler: runs a batch of waves through a :class:`Program`.

The waves at the lowest program counter run together as one group (one
numpy operation per instruction for all of them); the group keeps running
while its waves agree on the next instruction.  A divergent branch, a
barrier or the end of a wave parks the group's waves at their own program
counters and the scheduler picks the group at the lowest counter again; a
running group absorbs the waves parked at the instruction it reaches, so
waves that split come back together.  ``s_barrier`` holds a wave until
every live wave of its workgroup has reached a barrier.
"""

from __future__ import annotations

from typing import Dict, Optional

import numpy as np

from .errors import Deadlock, EmulationError, InstructionFault, StepLimitExceeded
from .program import RESCHEDULE, Program
from .state import Waves

DEFAULT_STEP_LIMIT = 200_000_000


def release_barriers(st: Waves) -> None:
    """Release the workgroups whose live waves all wait at a barrier."""
    live = ~st.done
    waiting = st.at_barrier & live
    if not waiting.any():
        return
    groups = st.workgroup
    count = int(groups.max()) + 1
    live_per = np.bincount(groups[live], minlength=count)
    wait_per = np.bincount(groups[waiting], minlength=count)
    ready = (live_per == wait_per) & (wait_per > 0)
    st.at_barrier &= ~ready[groups]


# A group that runs this many steps without being rescheduled yields to
# the other groups, round robin: waves on different paths interleave about
# as the hardware's arbiters issue them (a wave spinning on a lock or a flag
# lets the wave that will release it run; two wave groups on two copies of
# a loop take turns, so one does not run far past a barrier and overwrite
# LDS the other has yet to read, as mla_a8w8_qh16_qseqlen1's row-maxima
# exchange did with 2048: docs/emu.md).
QUANTUM = 16
# Every this many steps the run checks its step limit and whether the waves
# spin without changing anything.
CHECK_INTERVAL = 2048


class _Spin:
    """Deadlock detection at the quantum's expiries (Brent's cycle finding):
    a snapshot of the program counters and SGPRs is kept at expiries 1, 2, 4,
    8, ...; when a later expiry finds them equal, the VGPRs, AGPRs, LDS and
    the whole of memory are compared too, and a full match is a cycle in
    which nothing ever changes: the waves can never finish.  The comparisons
    run only at expiries, so a kernel that never spins pays nothing."""

    def __init__(self):
        self.expiries = 0
        self.power = 1
        self.snapshot = None

    def state(self, st):
        return (st.pc.copy(), st.s.copy(), st.done.copy(), st.at_barrier.copy())

    def deep(self, st, memory):
        import hashlib
        h = hashlib.blake2b(digest_size=16)
        for part in (st.v, st.a, st.lds, st.scratch):
            h.update(part.tobytes())
        if memory is not None:
            for base in memory.bases:
                h.update(memory.arrays[base].tobytes())
        return h.digest()

    def check(self, st, memory) -> bool:
        """True when the state at this expiry repeats the snapshot's."""
        self.expiries += 1
        snap = self.snapshot
        if snap is not None:
            now = self.state(st)
            if all(np.array_equal(a, b) for a, b in zip(now, snap[0])):
                if snap[1] is None:
                    snap[1] = self.deep(st, memory)
                    # the deep part of the snapshot is taken now, so the
                    # cycle must come round once more to be confirmed
                    return False
                if snap[1] == self.deep(st, memory):
                    return True
        if self.expiries >= self.power:
            self.power *= 2
            self.snapshot = [self.state(st), None]
        return False


def run(program: Program, st: Waves, entry: int, step_limit: int = DEFAULT_STEP_LIMIT,
        counts: Optional[Dict[int, int]] = None, memory=None) -> None:
    """Run the waves of ``st`` from ``entry`` until every one has ended.
    ``counts`` (a dict) receives the wave-level executions per ``.text``
    offset (:mod:`.profile`).  Errors are named :class:`EmulationError`
    subclasses carrying the offset of the instruction that raised them."""
    st.pc[:] = entry
    ops = program.ops
    op_at = program.op
    kernel = program.context.kernel
    if counts is None:
        counts = {}
    count = counts.get
    steps = 0
    instructions = 0
    spin = _Spin()
    last = -1                      # the program counter of the group last preempted
    next_check = CHECK_INTERVAL
    workgroups = int(st.workgroup.max()) + 1    # of the batch, for _shares_a_workgroup
    pc = entry
    old = np.seterr(all="ignore")
    try:
        while True:
            # --- pick the group at the lowest program counter (after a
            # preemption: the lowest one past the preempted group's, round robin)
            runnable = ~st.done & ~st.at_barrier
            if not runnable.any():
                if (st.at_barrier & ~st.done).any():
                    release_barriers(st)
                    runnable = ~st.done & ~st.at_barrier
                    if not runnable.any():
                        raise Deadlock(f"kernel {kernel}: waves wait at barriers that can "
                                       f"never complete")
                else:
                    break
            if steps >= next_check:
                next_check = steps + CHECK_INTERVAL
                if steps > step_limit:
                    raise StepLimitExceeded(f"kernel {kernel}: no end after {steps} steps "
                                            f"(an endless loop?) at .text offset 0x{pc:x}")
                if spin.check(st, memory):
                    spinning = sorted(set(int(p) for p in st.pc[~st.done]))
                    raise Deadlock(f"kernel {kernel}: the waves spin without changing any "
                                   f"register or memory (a lock never released, a flag never "
                                   f"set?): program counters "
                                   + ", ".join(f"0x{p:x}" for p in spinning[:8]))
            pcs = st.pc[runnable]
            distinct = np.unique(pcs)
            pc = int(distinct[0])
            if last >= 0 and len(distinct) > 1:
                later = distinct[distinct > last]
                pc = int(later[0]) if later.size else pc
            act = runnable & (st.pc == pc)
            waiting = {}
            for other in distinct:
                other = int(other)
                if other != pc:
                    waiting[other] = runnable & (st.pc == other)
            nact = int(act.sum())
            # Only waves of one workgroup share LDS and barriers: a group
            # yields after QUANTUM steps where another runnable group holds
            # waves of its workgroups; else it runs on to the next check (the
            # groups behind it catch up with it and merge, as before)
            budget = QUANTUM if waiting and _shares_a_workgroup(st, act, waiting, workgroups) \
                else CHECK_INTERVAL
            last = -1
            # --- run it until it must be rescheduled or its quantum ends
            while True:
                if waiting and pc in waiting:
                    act = act | waiting.pop(pc)
                    nact = int(act.sum())
                entry = ops.get(pc)
                if entry is None:
                    entry = op_at(pc)
                fn, following = entry
                result = fn(st, act)
                counts[pc] = count(pc, 0) + nact
                steps += 1
                instructions += nact
                if result is None:
                    pc = following
                elif result >= 0:
                    pc = result
                else:
                    break
                budget -= 1
                if not budget:
                    st.pc[act] = pc        # preempted: the next group runs
                    last = pc
                    break
            for other, mask in waiting.items():
                st.pc[mask] = other
    except EmulationError as exc:
        raise exc.locate(kernel, pc, _text(program, pc))
    except (ArithmeticError, IndexError, ValueError, TypeError, KeyError, AttributeError,
            OverflowError, MemoryError) as exc:
        text = _text(program, pc)
        raise InstructionFault(f"kernel {kernel}, .text offset 0x{pc:x} ({text}): the "
                               f"instruction failed: {type(exc).__name__}: {exc}").locate(
                                   kernel, pc, text) from None
    finally:
        np.seterr(**old)
        st.steps += steps
        st.instructions += instructions


def _shares_a_workgroup(st, act, waiting, workgroups: int) -> bool:
    """Whether a group of ``waiting`` (masks of waves) holds a wave of a
    workgroup that ``act`` has waves of (the batch has ``workgroups``)."""
    mine = np.zeros(workgroups, dtype=bool)
    mine[st.workgroup[act]] = True
    return any(mine[st.workgroup[mask]].any() for mask in waiting.values())


def _text(program: Program, offset: int) -> Optional[str]:
    inst = program.instructions.get(offset)
    return inst.text if inst is not None else None


__all__ = ["run", "release_barriers", "RESCHEDULE", "QUANTUM", "CHECK_INTERVAL"]
