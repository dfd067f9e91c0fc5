"""Run one --site auto site of each kernel on the emulator against its family
reference and print a line per kernel plus the totals (docs/compare.md's
per-family counts).

    python kernels/sites/sweep_family.py [--site fmoe] [--timeout 120] [--every N] KERNEL.co...

Each kernel runs in its own process (`gcnasm compare X.co X.co --backend emu
--no-races --reference --site auto:SITE`) under a time limit; a kernel no
site fits, a failing reference and an emulator error are counted apart, with
the error's last line.  --every N takes every Nth path of the sorted list (a
stratified sample when the paths are grouped by variant).
"""

import argparse
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

REF = re.compile(r"reference (\S+) \((\S+), (\S+)\): \[(PASS|FAIL)\] cos=(\S+)\s+max_abs=(\S+)\s+max_rel=(\S+)")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--site", default=None, help="the auto site to run (default: the first)")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--every", type=int, default=1)
    a = ap.parse_args(argv)
    paths = sorted(a.paths)[::a.every]
    counts = Counter()
    for p in paths:
        cmd = [sys.executable, "-m", "gcnasm", "compare", p, p, "--backend", "emu", "--no-races",
               "--reference"]
        if a.site:
            cmd += ["--site", f"auto:{a.site}"]
        t0 = time.perf_counter()
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
            out, rc = proc.stdout + proc.stderr, proc.returncode
        except subprocess.TimeoutExpired:
            out, rc = f"timed out after {a.timeout:.0f} s", -1
        seconds = time.perf_counter() - t0
        refs = REF.findall(out)
        if refs and rc == 0 and all(r[3] == "PASS" for r in refs):
            verdict = "PASS"
        elif refs:
            verdict = "FAIL"
        elif "no site fits" in out or "not modelled" in out:
            verdict = "NOSITE"
        else:
            verdict = "ERROR"
        counts[verdict] += 1
        figures = " ".join(f"{r[0]}:{r[2]} cos={r[4]} rel={r[6]}" for r in refs)
        last = "" if verdict == "PASS" else out.strip().splitlines()[-1][:240] if out.strip() else ""
        print(f"{verdict:6} {seconds:6.1f}s {Path(p).name} {figures} {last}", flush=True)
    print(f"total {len(paths)}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
