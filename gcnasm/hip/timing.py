"""Event timing of kernel launches, co_compare style.

Each timed iteration is one launch between two events recorded on the same
stream, so the time is the kernel's own (launch gaps and host work are
outside the events).  Before the timed iterations each kernel runs
``warmup`` times (clocks ramp up, code and first-touch costs are paid).
With several kernels the iterations are interleaved (ref, test, ref, test,
...) so slow drifts in clock or temperature affect both alike; an optional
L2 flush (a memset of a buffer larger than the caches) before every timed
launch makes each iteration start cold.  The flush and any scratch reset
happen before the start event, so they are never timed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence

from .backend import Backend
from .device import DeviceBuffer, Event, Stream
from .metrics import TimingStats

LaunchFn = Callable[[Stream], None]


@dataclass
class TimedKernel:
    name: str
    launch: LaunchFn                        # enqueue one launch on the stream
    before: Optional[LaunchFn] = None       # enqueue per-launch preparation (untimed)


def benchmark(backend: Backend, kernels: Sequence[TimedKernel], stream: Stream, warmup: int = 50,
              iters: int = 200, flush: Optional[DeviceBuffer] = None,
              interleave: bool = True) -> Dict[str, TimingStats]:
    """Per-kernel :class:`TimingStats` of ``iters`` event-timed launches."""
    if iters < 1 or warmup < 0:
        raise ValueError(f"need iters >= 1 and warmup >= 0, got {iters}, {warmup}")
    for _ in range(warmup):
        for k in kernels:
            if k.before:
                k.before(stream)
            k.launch(stream)
    events: Dict[str, List[Event]] = {}
    try:
        for k in kernels:
            events[k.name] = [backend.event() for _ in range(2 * iters)]
        if interleave:
            schedule = [(i, k) for i in range(iters) for k in kernels]
        else:
            schedule = [(i, k) for k in kernels for i in range(iters)]
        for n, (i, k) in enumerate(schedule):
            if flush is not None:
                flush.fill_words(n & 0xFFFF, stream)
            if k.before:
                k.before(stream)
            start, stop = events[k.name][2 * i], events[k.name][2 * i + 1]
            start.record(stream)
            k.launch(stream)
            stop.record(stream)
        stream.synchronize()
        return {name: TimingStats([ev[2 * i + 1].elapsed_ms(ev[2 * i]) for i in range(iters)])
                for name, ev in events.items()}
    finally:
        for evs in events.values():
            for e in evs:
                e.close()
