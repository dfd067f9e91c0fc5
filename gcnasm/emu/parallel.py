"""One launch over several processes, with the results of one process.

:func:`dispatch` (:mod:`.dispatch`) runs a launch's workgroups in *batches*
(up to ``MAX_BATCH_WAVES`` waves emulated together), one batch after the
other; a batch sees every write of the batches before it.  That order is
the rule this module keeps, so that results are bit-identical to one
process, atomics included:

    memory ends as if the batches ran one after the other in workgroup
    order, each batch's memory effects applied whole, in that order.

How: the launch's batches are split into contiguous runs, one per worker
process (forked, so each starts from the launch's memory).  A worker runs
its batches with every global-memory access recorded per batch
(:class:`RecordingMemory`): the bytes written and their values at the end
of the batch, and the 4-byte words read.  The parent then walks the
batches in order and applies each batch's writes, unless the batch *read*
a word that a batch before it wrote in another process (or that the
parent re-ran): that batch saw stale memory, so the parent runs it again
itself, on memory that holds every earlier batch's effects (its writes are
then recorded, and the stale version's writes count as foreign too).  An
atomic reads what it writes, so two batches adding into the same word meet
this rule: the later one is re-run in order - exactly as in one process,
only slower.  A batch that faulted in a worker is re-run by the parent,
which then raises the same error at the same point.

Instruction counts and launch statistics of applied batches are the
workers', of re-run batches the parent's, so the profile equals one
process's too.  Race mode (:mod:`.race`) keeps one process: its tracker
follows every wave of the launch.
"""

from __future__ import annotations

import multiprocessing
import os
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

import numpy as np

from .dispatch import MAX_BATCH_WAVES, LaunchStats, dispatch
from .memory import Memory

U64 = np.uint64


class RecordingMemory(Memory):
    """:class:`Memory` that, while :meth:`start_batch` .. :meth:`end_batch`,
    records what the device reads and writes.  Off, it costs one test per
    access."""

    def __init__(self):
        super().__init__()
        self.recording = False
        self.reads: List[Tuple[np.ndarray, int]] = []
        self.writes: List[Tuple[np.ndarray, int]] = []

    def load(self, addresses, width):
        out = super().load(addresses, width)
        if self.recording:
            self.reads.append((np.array(addresses, dtype=U64).ravel(), width))
        return out

    def store(self, addresses, data):
        super().store(addresses, data)
        if self.recording:
            self.writes.append((np.array(addresses, dtype=U64).ravel(), data.shape[1]))

    def view(self, address, nbytes):
        out = super().view(address, nbytes)
        if self.recording:          # a scalar atomic's cell: read and written
            self.reads.append((np.array([address], dtype=U64), nbytes))
            self.writes.append((np.array([address], dtype=U64), nbytes))
        return out

    def start_batch(self) -> None:
        self.reads, self.writes, self.recording = [], [], True

    def end_batch(self) -> "BatchEffects":
        """The batch's read words, written addresses (whole aligned words
        when every store was, else bytes) and their values now."""
        self.recording = False
        read_words = _words(self.reads)
        aligned = all(width % 4 == 0 and not (a & U64(3)).any() for a, width in self.writes)
        unit = 4 if aligned else 1
        written = _units(self.writes, unit)
        values = super().load(written, unit) if written.size else np.zeros((0, unit), np.uint8)
        self.reads, self.writes = [], []
        return BatchEffects(read_words, written, values)


def _sorted_unique(x: np.ndarray) -> np.ndarray:
    # sort-based: numpy's hash-based unique is far slower on millions of uint64
    if x.size == 0:
        return x
    x = np.sort(x)
    keep = np.empty(x.size, dtype=bool)
    keep[0] = True
    np.not_equal(x[1:], x[:-1], out=keep[1:])
    return x[keep]


def _words(accesses) -> np.ndarray:
    parts = []
    for a, width in accesses:
        for off in sorted(set(range(0, width, 4)) | {width - 1}):
            parts.append((a + U64(off)) >> U64(2))
    return _sorted_unique(np.concatenate(parts)) if parts else np.zeros(0, U64)


def _units(accesses, unit: int) -> np.ndarray:
    """Sorted distinct addresses of the ``unit``-byte pieces written."""
    parts = [a + U64(off) for a, width in accesses for off in range(0, width, unit)]
    return _sorted_unique(np.concatenate(parts)) if parts else np.zeros(0, U64)


@dataclass
class BatchEffects:
    reads: np.ndarray           # 4-byte words (address >> 2), sorted
    written: np.ndarray         # addresses of the pieces written (4 or 1 bytes), sorted
    values: np.ndarray          # their bytes at the end of the batch: (pieces, 4 or 1)
    counts: Dict[int, int] = field(default_factory=dict)    # instruction counts of the batch
    stats: Tuple[int, int, int] = (0, 0, 0)                  # waves, instructions, steps


@dataclass
class ParallelStats:
    """What the last parallel launches did (bench/emu_parallel.py prints it)."""

    launches: int = 0
    batches: int = 0
    rerun: int = 0              # batches the parent ran again (they read a foreign write)


def worth_spreading(kernel, grid, block) -> bool:
    """More than one batch: at least two can run apart."""
    threads = block[0] * block[1] * block[2]
    waves = -(-threads // 64) * grid[0] * grid[1] * grid[2]
    return waves > MAX_BATCH_WAVES


def launch(code, kernel, grid, block, kernarg: bytes, dynamic_lds: int, workers: int,
           stats: Optional[LaunchStats] = None, profile=None,
           record: Optional[ParallelStats] = None) -> None:
    """:func:`dispatch` with the batches spread over ``workers`` forked
    processes (module doc); ``code.memory`` must be a
    :class:`RecordingMemory`."""
    memory = code.memory
    groups = grid[0] * grid[1] * grid[2]
    ctx = multiprocessing.get_context("fork")
    pipes, procs = [], []
    for w in range(workers):
        receive, send = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_worker, args=(send, code, kernel, grid, block, kernarg,
                                                 dynamic_lds, w, workers, groups), daemon=True)
        proc.start()
        send.close()
        pipes.append(receive)
        procs.append(proc)
    done: Dict[int, Tuple[int, BatchEffects]] = {}          # batch index -> (worker, effects)
    try:
        for w, receive in enumerate(pipes):
            try:
                for index, effects in receive.recv():
                    done[index] = (w, effects)
            except EOFError:        # the worker died: the parent runs its batches
                pass
    finally:
        for proc in procs:
            proc.join()
    # foreign[w]: words written by batches not of worker w (sorted arrays, merged lazily)
    written_by: List[List[np.ndarray]] = [[] for _ in range(workers + 1)]   # last: the parent
    state = {"index": 0, "parent_batch": False}
    own = stats if stats is not None else LaunchStats()
    totals = ParallelStats(launches=1)

    def foreign(w: int) -> np.ndarray:
        parts = [a for s, arrays in enumerate(written_by) if s != w for a in arrays]
        return np.concatenate(parts) if parts else np.zeros(0, U64)

    def close_parent_batch():
        if state["parent_batch"]:
            eff = memory.end_batch()
            written_by[workers].append(eff.written >> U64(2))
            state["parent_batch"] = False

    def select(first, count, counts) -> bool:
        close_parent_batch()
        index = state["index"]
        state["index"] += 1
        totals.batches += 1
        entry = done.get(index)
        if entry is not None:
            w, eff = entry
            if not np.isin(eff.reads, foreign(w), assume_unique=False).any():
                if eff.written.size:
                    memory.store(eff.written, eff.values)
                written_by[w].append(eff.written >> U64(2))
                for pc, n in eff.counts.items():
                    counts[pc] = counts.get(pc, 0) + n
                own.waves += eff.stats[0]
                own.instructions += eff.stats[1]
                own.steps += eff.stats[2]
                return False
            # stale: what this worker wrote in it never happened in order
            written_by[workers].append(eff.written >> U64(2))
        totals.rerun += 1
        memory.start_batch()
        state["parent_batch"] = True
        return True

    try:
        dispatch(code, kernel, grid, block, kernarg, dynamic_lds, own, profile, select=select)
    finally:
        if state["parent_batch"]:
            memory.end_batch()
    if record is not None:
        record.launches += totals.launches
        record.batches += totals.batches
        record.rerun += totals.rerun


def _worker(send, code, kernel, grid, block, kernarg, dynamic_lds, w, workers, groups) -> None:
    """In a forked process: run this worker's contiguous share of batches
    and send back each one's effects."""
    memory = code.memory
    stats = LaunchStats()
    out: List[Tuple[int, BatchEffects]] = []
    state = {"index": 0, "open": None, "counts": None, "before": None, "stats": None}

    def close():
        if state["open"] is None:
            return
        eff = memory.end_batch()
        counts, before = state["counts"], state["before"]
        eff.counts = {pc: n - before.get(pc, 0) for pc, n in counts.items()
                      if n != before.get(pc, 0)}
        s0 = state["stats"]
        eff.stats = (stats.waves - s0[0], stats.instructions - s0[1], stats.steps - s0[2])
        out.append((state["open"], eff))
        state["open"] = None

    def select(first, count, counts) -> bool:
        close()
        index = state["index"]
        state["index"] += 1
        batches = -(-groups // count) if index == 0 else state["batches"]
        state["batches"] = batches
        mine = index * workers // batches == w          # contiguous runs of batches
        if mine:
            state["open"], state["counts"] = index, counts
            state["before"] = dict(counts)
            state["stats"] = (stats.waves, stats.instructions, stats.steps)
            memory.start_batch()
        return mine

    try:
        dispatch(code, kernel, grid, block, kernarg, dynamic_lds, stats, None, select=select)
        close()
    except Exception:       # the failing batch is left out: the parent re-runs it and raises
        memory.end_batch()
    send.send(out)
    send.close()


def default_workers() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:          # not on Linux
        return os.cpu_count() or 1
