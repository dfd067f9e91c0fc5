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

import numpy as np

from .errors import EmulationError
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


def run(program: Program, st: Waves, entry: int, step_limit: int = DEFAULT_STEP_LIMIT) -> None:
    st.pc[:] = entry
    ops = program.ops
    op_at = program.op
    steps = 0
    instructions = 0
    old = np.seterr(all="ignore")
    try:
        while True:
            # --- pick the group at the lowest program counter
            runnable = ~st.done & ~st.at_barrier
            if not runnable.any():
                if (st.at_barrier & ~st.done).any():
                    release_barriers(st)
                    runnable = ~st.done & ~st.at_barrier
                    if not runnable.any():
                        raise EmulationError(f"kernel {program.context.kernel}: waves wait at "
                                             f"barriers that can never complete")
                else:
                    break
            pcs = st.pc[runnable]
            pc = int(pcs.min())
            act = runnable & (st.pc == pc)
            waiting = {}
            for other in np.unique(pcs):
                other = int(other)
                if other != pc:
                    waiting[other] = runnable & (st.pc == other)
            nact = int(act.sum())
            # --- run it until it must be rescheduled
            while True:
                if waiting and pc in waiting:
                    act = act | waiting.pop(pc)
                    nact = int(act.sum())
                entry = ops.get(pc)
                if entry is None:
                    entry = op_at(pc)
                fn, following = entry
                result = fn(st, act)
                steps += 1
                instructions += nact
                if result is None:
                    pc = following
                elif result >= 0:
                    pc = result
                else:
                    break
                if steps > step_limit:
                    raise EmulationError(f"kernel {program.context.kernel}: no end after "
                                         f"{step_limit} steps (an endless loop?) at .text "
                                         f"offset 0x{pc:x}")
            for other, mask in waiting.items():
                st.pc[mask] = other
    finally:
        np.seterr(**old)
        st.steps += steps
        st.instructions += instructions


__all__ = ["run", "release_barriers", "RESCHEDULE"]
