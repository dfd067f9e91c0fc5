"""Measure what the --site auto sites reach of each corpus kernel (docs/compare.md).

For each kernel: `gcnasm compare X.co X.co --backend emu --reference --coverage
LISTING` with every auto site, then from the listing the instructions no site
executed and the blocks (label to label) none entered.  Writes one line per
kernel and the never-reached block labels to stdout (markdown).

    python kernels/sites/measure_coverage.py /work/shared/corpus/aiter-gfx950/bf16gemm/*.co
"""

import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LABEL = re.compile(r"^\s*\|\s*([A-Za-z_.$][\w.$]*):\s*$")


def parse(listing: str):
    total = ran = 0
    blocks, current = {}, None
    for line in listing.splitlines():
        counts, sep, text = line.partition(" | ")
        if not sep:
            m = LABEL.match(line)
            if m:
                current = m.group(1)
            continue
        m = LABEL.match(" | " + text) if text.rstrip().endswith(":") else None
        if m or (text.strip().endswith(":") and not text.startswith("\t")):
            current = text.strip()[:-1]
            continue
        if not text.startswith("\t") or not counts.strip():
            continue
        total += 1
        hit = any(c != "-" for c in counts.split())
        ran += hit
        if current is not None:
            b = blocks.setdefault(current, [0, 0])
            b[0] += 1
            b[1] += hit
    never = [name for name, (n, h) in blocks.items() if n and not h]
    return total, ran, len(blocks), never


def main(paths):
    print("| kernel | reference | instructions run (all sites) | blocks never entered |")
    print("|---|---|---|---|")
    details = []
    for p in paths:
        with tempfile.TemporaryDirectory() as tmp:
            listing = Path(tmp) / "cov.txt"
            t0 = time.perf_counter()
            proc = subprocess.run([sys.executable, "-m", "gcnasm", "compare", p, p, "--backend", "emu",
                                   "--no-races", "--reference", "--coverage", str(listing)],
                                  capture_output=True, text=True)
            seconds = time.perf_counter() - t0
            if not listing.exists():
                print(f"| {Path(p).name} | ERROR (exit {proc.returncode}) | {proc.stderr.strip()[:120]} | |")
                continue
            total, ran, nblocks, never = parse(listing.read_text())
            checks = proc.stdout.count("  reference ")
            verdict = f"PASS ({checks} checks)" if proc.returncode == 0 else f"exit {proc.returncode}"
            print(f"| {Path(p).name} | {verdict} | {ran}/{total} ({100 * ran / max(total, 1):.1f}%) "
                  f"| {len(never)}/{nblocks} | ")
            details.append((Path(p).name, never, seconds))
            sys.stdout.flush()
    print()
    for name, never, seconds in details:
        print(f"* `{name}` ({seconds:.1f} s): {', '.join(never) if never else 'none'}")


if __name__ == "__main__":
    main(sys.argv[1:])
