"""Time each family's default site on the emulator (issue 24: under 10 s on
one core) and print a table: family, kernel, site, wall and CPU seconds, verdict, load.

    python kernels/sites/time_default_sites.py [--per-family 2] [--family pa_ps] [--site NAME]
                                               [--no-races] [--timeout 120] [KERNEL.co ...]

With no paths it takes the corpus (/work/shared/corpus/aiter-gfx950), groups
the kernels by the family ``--site auto`` gives them and keeps the
``--per-family`` largest of each by .text size (the slowest candidates: more
code is mostly more work per wave). Each kernel runs alone, under ``nice``,
as ``gcnasm compare K K --backend emu --reference --site auto:SITE`` with
the emulator's race mode on (its default), SITE the family's first site
(the one ``--site auto`` lists first) unless ``--site`` names another.
The load average is printed beside each figure: the machine is shared, and
a wall time taken under a load above 1 overstates the one-core time; the
CPU seconds (user + system of the whole command) are the figure to hold to
the 10 s aim on a loaded machine.
"""

import argparse
import os
import resource
import re
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

from gcnasm.codeobject.elf import ElfFile
from gcnasm.errors import GcnasmError
from gcnasm.hip import families
from gcnasm.hip.module import describe_image, read_image

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
VERDICT = re.compile(r"reference (\S+) \((\S+), (\S+)\): \[(PASS|FAIL)\]")


def describe(path: Path):
    """(family, first site name, .text bytes) of a code object's kernel, or None."""
    try:
        image, where = read_image(path)
        _, kernels = describe_image(image, where)
    except (GcnasmError, OSError) as e:
        print(f"{path}: skipped: {e}", file=sys.stderr)
        return None
    for info in kernels.values():
        found = families.matches(info.name, info.metadata)
        if found and found[0].sites:
            text = ElfFile(image, where).section(".text")
            return found[0].family.name, found[0].sites[0]["name"], text.size if text else 0
    return None


def time_site(path: Path, site: str, races: bool, timeout: float):
    cmd = ["nice", "-n", "5", sys.executable, "-m", "gcnasm", "compare", str(path), str(path),
           "--backend", "emu", "--reference", "--site", f"auto:{site}"]
    if not races:
        cmd.append("--no-races")
    t0 = time.perf_counter()
    cpu0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        out, rc = proc.stdout + proc.stderr, proc.returncode
    except subprocess.TimeoutExpired:
        out, rc = f"timed out after {timeout:.0f} s", -1
    seconds = time.perf_counter() - t0
    cpu1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = cpu1.ru_utime + cpu1.ru_stime - cpu0.ru_utime - cpu0.ru_stime
    refs = VERDICT.findall(out)
    if refs and rc == 0 and all(r[3] == "PASS" for r in refs):
        verdict = "PASS"
    elif refs and any(r[3] == "FAIL" for r in refs):
        verdict = "FAIL-ref"
    elif rc == 1 and "not checked: the test launch faulted" in out:
        verdict = "FAIL (test launch faulted: out-of-bounds)"
    else:
        last = out.strip().splitlines()[-1] if out.strip() else ""
        problem = re.search(r"\b(hazard|race|out-of-bounds|timed out)\b", out)
        verdict = (f"ref PASS, exit {rc}" + (f" ({problem.group(1)})" if problem else "") if refs
                   else "ERROR" + (f" ({last[:100]})" if last else ""))
    return seconds, cpu, verdict


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="*", type=Path)
    ap.add_argument("--per-family", type=int, default=2)
    ap.add_argument("--family", action="append", help="only these families (repeatable)")
    ap.add_argument("--site", help="time this auto site instead of each family's first")
    ap.add_argument("--no-races", action="store_true")
    ap.add_argument("--timeout", type=float, default=120.0)
    a = ap.parse_args(argv)
    paths = a.paths or sorted(CORPUS.rglob("*.co"))
    by_family = defaultdict(list)
    for p in paths:
        found = describe(p)
        if found and (not a.family or found[0] in a.family):
            by_family[found[0]].append((found[2], p.name, p, found[1]))
    print(f"{'family':20} {'kernel':60} {'site':26} {'wall s':>7} {'cpu s':>6}  {'load':>4}  verdict", flush=True)
    for fam in sorted(by_family):
        chosen = sorted(by_family[fam], reverse=True)
        chosen = chosen if a.paths else chosen[:a.per_family]
        for _, name, p, site in chosen:
            site = a.site or site
            seconds, cpu, verdict = time_site(p, site, not a.no_races, a.timeout)
            print(f"{fam:20} {name:60} {site:26} {seconds:7.1f} {cpu:6.1f}  {os.getloadavg()[0]:4.1f}  "
                  f"{verdict}",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
