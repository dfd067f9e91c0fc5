#!/usr/bin/env python3
"""The emulator over several cores: one launch spread over worker processes
(gcnasm.emu.parallel), speed-up against the number of workers.

For each case of bench/emu_cases.py (a launch of several batches: the
vector add of 2^20 and 2^22 elements, AMD's bf16gemm at 1536^3, 3 batches, with
--case aiter_bf16gemm_1536), the launch runs with 1, 2, 4, ... workers up
to the cores this process may use (or --workers); each run's outputs must
equal the one-worker run's bit for bit, and the numpy check must pass.
Printed: warm seconds per launch, speed-up over one worker, batches re-run
by the parent (a batch that read what another process wrote).  On a
machine shared with other work the speed-up is that of the cores it got.

    python bench/emu_parallel.py [--case NAME ...] [--workers 1,2,4]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))
sys.path.insert(0, str(BENCH))

import emu_cases  # noqa: E402

CASES = {
    "vector_add": emu_cases.CASES["vector_add"],
    "vector_add_4m": emu_cases._triton_vector_add(1 << 22),
    "aiter_bf16gemm_1536": emu_cases._aiter_bf16gemm("64x64", 1536),
}
DEFAULT = ("vector_add", "vector_add_4m")


def run(case, workers: int):
    from gcnasm.emu import EmuBackend
    with EmuBackend(workers=workers) as gpu:
        buffers = {}

        def pointer(array):
            buf = gpu.alloc(array.nbytes)
            buf.upload(array)
            buffers[id(array)] = (buf, array)
            return buf
        setup = case.setup(pointer)
        kernel = gpu.load_module(case.path).kernel()

        def launch():
            for buf, array in buffers.values():
                buf.upload(array)
            kernel.launch_packed(case.grid, case.block, setup.kernarg, case.shared_mem)
        launch()                                    # cold: decodes the instructions
        start = time.perf_counter()
        launch()
        seconds = time.perf_counter() - start
        outputs = [buf.download().copy() for buf, _ in buffers.values()]
        for buf, array in buffers.values():
            buf.download(out=array.view("u1").reshape(-1))
        return seconds, outputs, setup.error(), gpu.parallel


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--case", action="append", choices=sorted(CASES))
    ap.add_argument("--workers", help="comma-separated worker counts (default 1, 2, 4, ... cores)")
    args = ap.parse_args()
    cores = len(os.sched_getaffinity(0))
    counts = [int(w) for w in args.workers.split(",")] if args.workers else \
        sorted({1, *[2 ** i for i in range(1, 8) if 2 ** i <= cores], cores})
    print(f"{cores} usable core(s); load average {os.getloadavg()[0]:.1f}")
    status = 0
    for name in args.case or DEFAULT:
        case = CASES[name]
        if not case.path.exists():
            print(f"{case.name}: skipped, {case.path} is absent")
            continue
        print(f"{case.name}: grid {case.grid} block {case.block[0]}")
        base = None
        for w in counts:
            seconds, outputs, err, stats = run(case, w)
            same = base is None or all(np.array_equal(a, b) for a, b in zip(base[1], outputs))
            base = base or (seconds, outputs)
            print(f"  {w:>3} worker(s): {seconds:8.3f} s  speed-up {base[0] / seconds:5.2f}x  "
                  f"max_err {err:.3g}  batches {stats.batches} re-run {stats.rerun}  "
                  f"{'identical' if same else 'DIFFERENT from 1 worker'}")
            if not same:
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
