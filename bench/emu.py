#!/usr/bin/env python3
"""gcnasm's emulator: emulated wave-instructions per second, side by side
with tinygrad's emulator (test/mockgpu/amd/emu.py) on the same kernels.

Cases (bench/emu_cases.py): Triton's vector add, a Triton fp16 matmul, and
AMD's bf16gemm (needs ../shared/corpus).  For each, gcnasm's "emu" backend
loads the code object, runs the launch once (decoding every instruction it
meets) and then times a second launch; the numpy check must pass.  With
``--tinygrad PATH`` (a checkout of tinygrad's repository; its CPU backend
needs ``clang`` on PATH) each case is also run in tinygrad's emulator, in a
child process, warm as well, and the ratio tinygrad time / gcnasm time is
printed (above 1: gcnasm is faster).  Each case also runs in race mode (the
default of ``gcnasm compare --backend emu``) and prints its cost over plain
emulation.  Where tinygrad cannot run a kernel
its error is printed instead.  Instruction counts are gcnasm's (both run the
same program on the same launch).

    python bench/emu.py [--tinygrad PATH] [--case NAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(BENCH))

from emu_cases import CASES  # noqa: E402


def run_gcnasm(case, races=False):
    from gcnasm import workflow
    with workflow.open_backend("emu", races=races) as gpu:
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
                buf.upload(array)          # the outputs start from the host copies
            kernel.launch_packed(case.grid, case.block, setup.kernarg, case.shared_mem)
            gpu.synchronize()
        start = time.perf_counter()
        launch()
        cold = time.perf_counter() - start
        before = gpu.stats.instructions
        start = time.perf_counter()
        launch()
        seconds = time.perf_counter() - start
        instructions = gpu.stats.instructions - before
        for buf, array in buffers.values():
            buf.download(out=array.view("u1").reshape(-1))
    return {"seconds": seconds, "cold_seconds": cold, "instructions": instructions,
            "max_err": setup.error()}


def run_tinygrad(name, checkout):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(checkout), str(REPO), str(BENCH)]))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    proc = subprocess.run([sys.executable, str(BENCH / "emu_tinygrad.py"), name], env=env,
                          cwd=str(checkout), capture_output=True, text=True, timeout=3600)
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return {"error": (proc.stderr.strip().splitlines() or ["no output"])[-1][:200]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tinygrad", type=Path, metavar="PATH",
                    help="a tinygrad repository checkout, to run its emulator on the same cases")
    ap.add_argument("--case", action="append", choices=sorted(CASES),
                    help="case to run (repeatable; default all)")
    args = ap.parse_args()
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    for name in args.case or list(CASES):
        case = CASES[name]
        if not case.path.exists():
            print(f"{case.name}: skipped, {case.path} is absent")
            continue
        ours = run_gcnasm(case)
        rate = ours["instructions"] / ours["seconds"]
        print(f"{case.name}: grid {case.grid} block {case.block[0]}: "
              f"{ours['instructions']} wave-instructions")
        print(f"  gcnasm:   {ours['seconds']:.3f} s warm ({rate:,.0f} wave-instructions/s), "
              f"{ours['cold_seconds']:.3f} s first launch, max_err {ours['max_err']:.3g}")
        # race mode (compare --backend emu's default): its cost over plain emulation
        raced = run_gcnasm(case, races=True)
        print(f"  race mode: {raced['seconds']:.3f} s warm, {raced['seconds'] / ours['seconds']:.2f}x "
              f"plain emulation (goal: at most 2x)")
        if args.tinygrad is None:
            continue
        theirs = run_tinygrad(name, args.tinygrad)
        if "error" in theirs:
            print(f"  tinygrad: cannot run it: {theirs['error']}")
            continue
        print(f"  tinygrad: {theirs['seconds']:.3f} s warm "
              f"({ours['instructions'] / theirs['seconds']:,.0f} wave-instructions/s), "
              f"{theirs['cold_seconds']:.3f} s first launch, max_err {theirs['max_err']:.3g}")
        print(f"  ratio tinygrad/gcnasm (warm): {theirs['seconds'] / ours['seconds']:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
