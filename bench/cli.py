#!/usr/bin/env python3
"""Cold-start speed of the command line: gcnasm against LLVM's own tools.

Every step is a fresh process, as a user runs it, with Python writing and
reading bytecode (``PYTHONDONTWRITEBYTECODE`` is removed from the children's
environment, and one untimed run first fills the bytecode cache, as an
installed package has it):

* gcnasm: ``gcnasm disasm IN.co -o K.s`` then ``gcnasm asm K.s --template
  IN.co -o OUT.co``;
* LLVM:   ``llvm-objdump -d IN.co`` then ``llvm-mc -filetype=obj`` of the same
  instructions then ``ld.lld -shared`` (the source llvm-mc reads is objdump's
  listing turned into assembly once, untimed: see bench/codeobject.py).

The standalone round trip: ``gcnasm disasm --standalone IN.co -o S.s`` then
``gcnasm asm S.s -o OUT.co`` (no template), against ``llvm-mc -filetype=obj``
+ ``ld.lld -shared`` on the same text (its gcnasm extension lines left out);
and the assembly step alone against the same two LLVM tools.

Also the start-up alone: ``gcnasm --version`` and ``gcnasm --help`` against
``llvm-mc --version``.  Runs are interleaved so both sides see the same
machine load; medians and their ratios are printed, nothing is asserted:
wall-clock time, and the processes' CPU time (user + system), which a
loaded machine disturbs less.

    .venv/bin/python bench/cli.py [IN.co] [--repeat N] [--llvm DIR]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Tuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from gcnasm import toolchain as _toolchain           # noqa: E402
from gcnasm.codeobject import CodeObject            # noqa: E402
import codeobject as _bench_codeobject              # noqa: E402  (bench/codeobject.py)

# The installed console script where there is one (as users run it), else -m.
_SCRIPT = Path(sys.executable).with_name("gcnasm")
GCNASM = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "gcnasm"]


def user_environment() -> dict:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(argv, env=None) -> Tuple[float, float]:
    """(wall-clock, CPU) seconds of one run of ``argv`` as a fresh process."""
    start, cpu = time.perf_counter(), _children_cpu()
    subprocess.run(argv, check=True, env=env, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start, _children_cpu() - cpu


def _sum(runs) -> Tuple[float, float]:
    runs = list(runs)
    return sum(w for w, _ in runs), sum(c for _, c in runs)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input", nargs="?", type=Path,
                        help="code object (default: the largest corpus kernel)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per side (default 5)")
    parser.add_argument("--llvm", help="LLVM bin directory or prefix")
    args = parser.parse_args(argv)
    path = args.input or _bench_codeobject.largest_corpus_file()
    tc = _toolchain.Toolchain(args.llvm)
    co = CodeObject.load(path)
    source = _bench_codeobject.llvm_source(tc, path, co) + _bench_codeobject.descriptor_block(co)
    env = user_environment()
    with tempfile.TemporaryDirectory(prefix="gcnasm-bench-cli-") as tmp:
        tmp = Path(tmp)
        src, asm_out = tmp / "k.s", tmp / "out.co"
        llvm_src, obj, llvm_out = tmp / "llvm.s", tmp / "k.o", tmp / "llvm.co"
        llvm_src.write_text(source)
        gcnasm_steps = [[*GCNASM, "disasm", str(path), "-o", str(src)],
                        [*GCNASM, "asm", str(src), "--template", str(path), "-o", str(asm_out)]]
        llvm_steps = [[*tc.llvm_objdump.argv, "-d", f"--mcpu={_toolchain.MCPU}", str(path)],
                      [*tc.llvm_mc.argv, f"-triple={_toolchain.TRIPLE}",
                       f"-mcpu={_toolchain.MCPU}", "-filetype=obj", "-o", str(obj), str(llvm_src)],
                      [*tc.ld_lld.argv, "-shared", "-o", str(llvm_out), str(obj)]]
        standalone, standalone_out = tmp / "standalone.s", tmp / "standalone.co"
        standalone_llvm, standalone_obj = tmp / "standalone-llvm.s", tmp / "standalone.o"
        standalone_steps = [[*GCNASM, "disasm", "--standalone", str(path), "-o", str(standalone)],
                            [*GCNASM, "asm", str(standalone), "-o", str(standalone_out)]]
        for step in gcnasm_steps + standalone_steps:   # untimed: fills the bytecode cache
            timed(step, env)
        standalone_llvm.write_text("".join(
            line for line in standalone.read_text().splitlines(True)
            if not line.lstrip().startswith(".gcnasm_")))
        llvm_link = [[*tc.llvm_mc.argv, f"-triple={_toolchain.TRIPLE}", f"-mcpu={_toolchain.MCPU}",
                      "-filetype=obj", "-o", str(standalone_obj), str(standalone_llvm)],
                     [*tc.ld_lld.argv, "-shared", "-o", str(llvm_out), str(standalone_obj)]]
        rows = {"disasm + asm --template": ([], []),
                "standalone disasm + asm": ([], []),
                "standalone asm alone": ([], []),
                "--version": ([], []), "--help": ([], [])}
        for _ in range(args.repeat):
            rows["disasm + asm --template"][0].append(_sum(timed(s, env) for s in gcnasm_steps))
            rows["disasm + asm --template"][1].append(_sum(timed(s) for s in llvm_steps))
            times = [timed(s, env) for s in standalone_steps]
            llvm_time = _sum(timed(s) for s in llvm_link)
            rows["standalone disasm + asm"][0].append(_sum(times))
            rows["standalone disasm + asm"][1].append(llvm_time)
            rows["standalone asm alone"][0].append(times[1])
            rows["standalone asm alone"][1].append(llvm_time)
            for flag in ("--version", "--help"):
                rows[flag][0].append(timed([*GCNASM, flag], env))
                rows[flag][1].append(timed([*tc.llvm_mc.argv, "--version"]))
    n = sum(1 for line in source.splitlines() if line.startswith("\t") and
            not line.startswith("\t."))
    print(f"{path.name}: {len(co.text)} bytes of .text, {n} instructions; {tc.llvm_mc}")
    for i, kind in enumerate(("wall-clock", "CPU (user + system)")):
        print(f"\n{kind + ' time, fresh processes':<42} {'gcnasm':>9} {'LLVM':>9}  gcnasm/LLVM")
        for label, (ours, theirs) in rows.items():
            a = statistics.median(run[i] for run in ours)
            b = statistics.median(run[i] for run in theirs)
            print(f"{label:<42} {a:8.3f}s {b:8.3f}s  {a / b:6.2f}")
    print("\n(gcnasm/LLVM <= 1.0: gcnasm is as fast or faster; medians of --repeat runs; "
          "LLVM's side: llvm-objdump + llvm-mc + ld.lld, for the standalone rows llvm-mc + "
          "ld.lld on the standalone text, and llvm-mc --version for start-up)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
