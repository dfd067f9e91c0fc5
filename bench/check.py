#!/usr/bin/env python3
"""Speed of ``gcnasm check``: checking a kernel as a ratio to disassembling it.

Both run in this one process, side by side, on the same code object (by
default the largest kernel of the AMD corpus), each from a cold start of
gcnasm's per-word caches (``gcnasm.isa.clear_caches()`` and a fresh
CodeObject each run):

* disassemble: ``gcnasm.disassemble(co)`` (decoding and printing ``.text``);
* check: ``gcnasm.check(co)`` (decoding, the program view, the hazard search
  and the s_waitcnt dataflow; line numbers only for the findings).

Runs are interleaved so both see the same machine load; medians and their
ratio are printed, of wall time and of this process's CPU time (steadier on
a shared machine) (goal: check / disassemble <= 1.0); nothing is asserted.

Then the same as users run it, fresh processes (bytecode written, one
untimed run first): ``gcnasm check IN.co`` against ``gcnasm disasm IN.co -o
K.s``; start-up and imports are in both.

Then the edit loop (issue 20, goal: at or under LLVM): a one-instruction
edit (``s_nop 0`` before the last ``s_endpgm``) assembled against its
template, ``gcnasm asm EDITED.s --template IN.co -o OUT.co`` (the check
included: with the template's findings in the on-disk cache, as from the
second run of a loop on; with an empty cache, as on the first; and with
--no-check), a wait edit (``s_waitcnt lgkmcnt(0)`` there instead: the
s_waitcnt dataflow is resumed, gcnasm/checker/incremental.py, and the
cross-wave LDS analysis, which reads only vmcnt, is replayed,
gcnasm/checker/memo.py) and an edit that analysis reads (``s_waitcnt
vmcnt(0)``: replayed where it retires the same LDS-DMA loads as the
template's waits did, in full where not), against ``llvm-mc -filetype=obj`` + ``ld.lld -shared`` of the
same instructions (objdump's listing as llvm-mc source plus an
.amdhsa_kernel block, as bench/codeobject.py builds it; two processes,
their times added).  Fresh processes, interleaved; the load average is
printed before and after (other work on the machine slows both sides, not
always alike: repeat on a quiet machine).

    .venv/bin/python bench/check.py [IN.co] [--repeat N] [--no-edit-loop]
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

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

from gcnasm.checker import check, clear_caches as clear_check_caches   # noqa: E402
from gcnasm.codeobject import CodeObject, disassemble   # noqa: E402
from gcnasm.isa import clear_caches                 # noqa: E402

# ../shared beside the checkout, or $GCNASM_SHARED (as tests/conftest.py: a
# worktree's is elsewhere)
CORPUS = Path(os.environ.get("GCNASM_SHARED", HERE.parent.parent / "shared")) / "corpus" / \
    "aiter-gfx950"


def largest_corpus_kernel() -> Path:
    files = sorted(CORPUS.rglob("*.co"), key=lambda p: (p.stat().st_size, str(p)))
    if not files:
        sys.exit(f"no corpus at {CORPUS}: give a code object")
    return files[-1]


def timed(fn):
    """(wall seconds, CPU seconds of this process): on a shared machine the
    CPU time is the steadier of the two."""
    t, c = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - t, time.process_time() - c


# The installed console script where there is one (as users run it), else -m.
_SCRIPT = Path(sys.executable).with_name("gcnasm")
GCNASM = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "gcnasm"]


def timed_process(argv, env):
    """(wall, CPU) seconds of ``argv`` as a fresh process (its exit status is
    not checked: check exits 1 when it finds errors)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = usage.ru_utime + usage.ru_stime
    t = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.perf_counter() - t, usage.ru_utime + usage.ru_stime - cpu


def cli_ratio(path: Path, repeat: int) -> None:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory(prefix="gcnasm-bench-check-") as tmp:
        disasm = [*GCNASM, "disasm", str(path), "-o", str(Path(tmp) / "k.s")]
        check_cmd = [*GCNASM, "check", str(path)]
        timed_process(disasm, env)          # untimed: fills the bytecode cache
        timed_process(check_cmd, env)
        dis, chk = [], []
        for _ in range(repeat):
            dis.append(timed_process(disasm, env))
            chk.append(timed_process(check_cmd, env))
    print("\nfresh processes (as users run them):")
    for i, clock in enumerate(("wall", "cpu")):
        d = statistics.median(x[i] for x in dis)
        c = statistics.median(x[i] for x in chk)
        print(f"{clock:4s} gcnasm disasm {d:.3f} s, gcnasm check {c:.3f} s: ratio {c / d:.2f}")


def _median_pair(runs):
    return tuple(statistics.median(x[i] for x in runs) for i in range(2))


def edit_loop(path: Path, repeat: int) -> None:
    from gcnasm import toolchain as tc_module
    from codeobject import descriptor_block, insert_nop, llvm_source   # bench/codeobject.py
    tc = tc_module.Toolchain()
    co = CodeObject.load(path)
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory(prefix="gcnasm-bench-edit-") as tmp:
        tmp = Path(tmp)
        edited = tmp / "edited.s"
        edited.write_text(insert_nop(disassemble(co)))
        waited = tmp / "waited.s"
        waited.write_text(insert_nop(disassemble(co)).replace("\ts_nop 0\n\ts_endpgm",
                                                              "\ts_waitcnt lgkmcnt(0)\n\ts_endpgm"))
        vm_waited = tmp / "vm_waited.s"
        vm_waited.write_text(insert_nop(disassemble(co)).replace("\ts_nop 0\n\ts_endpgm",
                                                                 "\ts_waitcnt vmcnt(0)\n\ts_endpgm"))
        source = tmp / "k.s"
        source.write_text(insert_nop(llvm_source(tc, path, co)) + descriptor_block(co))
        obj, linked = tmp / "k.o", tmp / "k.co"
        asm = [*GCNASM, "asm", str(edited), "--template", str(path), "-o", str(tmp / "out.co")]
        asm_wait = [*GCNASM, "asm", str(waited), "--template", str(path), "-o",
                    str(tmp / "out2.co")]
        mc = [*tc.llvm_mc.argv, f"-triple={tc_module.TRIPLE}", f"-mcpu={tc_module.MCPU}",
              "-filetype=obj", "-o", str(obj), str(source)]
        asm_vm = [*GCNASM, "asm", str(vm_waited), "--template", str(path), "-o",
                  str(tmp / "out3.co")]
        lld = [*tc.ld_lld.argv, "-shared", "-o", str(linked), str(obj)]
        warm_env = dict(env, GCNASM_CACHE_DIR=str(tmp / "cache"))
        timed_process(asm, warm_env)            # untimed: bytecode, and the template's baseline
        if not any((tmp / "cache").glob("baseline-*")):
            print("(the baseline cache was not written: warm runs are cold)")
        warm, cold, nocheck, llvm, lds, vm = [], [], [], [], [], []
        load_before = os.getloadavg()
        for i in range(repeat):
            warm.append(timed_process(asm, warm_env))
            cold.append(timed_process(asm, dict(env, GCNASM_CACHE_DIR=str(tmp / f"cold{i}"))))
            nocheck.append(timed_process(asm + ["--no-check"], warm_env))
            lds.append(timed_process(asm_wait, warm_env))
            vm.append(timed_process(asm_vm, warm_env))
            a, b = timed_process(mc, env), timed_process(lld, env)
            llvm.append((a[0] + b[0], a[1] + b[1]))
        load_after = os.getloadavg()
    print(f"\nedit loop: one-instruction edit of {path.name}, fresh processes "
          f"(load average {load_before[0]:.1f} before, {load_after[0]:.1f} after)")
    lw, lc = _median_pair(llvm)
    print(f"     llvm-mc -filetype=obj + ld.lld -shared   wall {lw:.3f} s  cpu {lc:.3f} s")
    for label, runs in (("gcnasm asm, check, cached template", warm),
                        ("gcnasm asm, check, empty cache", cold),
                        ("gcnasm asm --no-check", nocheck),
                        ("a wait edit: s_waitcnt lgkmcnt(0)", lds),
                        ("a wait edit: s_waitcnt vmcnt(0)", vm)):
        w, c = _median_pair(runs)
        # each round's own ratio (its runs sat side by side): the VM's speed
        # drifts between rounds, which a ratio of medians does not cancel
        pw = statistics.median(r[0] / l[0] for r, l in zip(runs, llvm))
        pc = statistics.median(r[1] / l[1] for r, l in zip(runs, llvm))
        print(f"     {label:<42} wall {w:.3f} s  cpu {c:.3f} s   "
              f"ratio to LLVM: wall {w / lw:.2f}, cpu {c / lc:.2f}; per round "
              f"{pw:.2f} / {pc:.2f} (goal <= 1.0 with the check)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("input", nargs="?", help="code object (default: largest corpus kernel)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-edit-loop", action="store_true",
                    help="leave out the edit loop against LLVM (which needs llvm-mc, ld.lld)")
    args = ap.parse_args()
    path = Path(args.input) if args.input else largest_corpus_kernel()
    data = path.read_bytes()
    dis, chk = [], []
    findings = None
    for _ in range(args.repeat):
        clear_caches()
        clear_check_caches()
        dis.append(timed(lambda: disassemble(CodeObject.from_bytes(data, str(path)))))
        clear_caches()
        clear_check_caches()

        def run_check():
            nonlocal findings
            findings = check(CodeObject.from_bytes(data, str(path)))
        chk.append(timed(run_check))
    print(f"{path.name}: {len(data)} bytes, {len(findings.findings)} finding(s) "
          f"({len(findings.errors)} error(s))")
    for i, clock in enumerate(("wall", "cpu")):
        d = statistics.median(x[i] for x in dis)
        c = statistics.median(x[i] for x in chk)
        print(f"{clock:4s} disassemble  median {d:.3f} s   "
              f"({', '.join(f'{x[i]:.3f}' for x in dis)})")
        print(f"{clock:4s} check        median {c:.3f} s   "
              f"({', '.join(f'{x[i]:.3f}' for x in chk)})")
        print(f"{clock:4s} ratio check / disassemble: {c / d:.2f} (goal <= 1.0)")
    cli_ratio(path, args.repeat)
    if not args.no_edit_loop:
        edit_loop(path, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
