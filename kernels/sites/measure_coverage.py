"""Measure what the --site auto sites reach of each corpus kernel (docs/compare.md).

For each kernel: `gcnasm compare X.co X.co --backend emu --reference --coverage
LISTING` with every auto site, then from the listing the instructions no site
executed and the blocks (label to label) none entered.

Without --records: one markdown line per kernel and the never-entered block
labels, to stdout.  With --records FILE.jsonl: one JSON record per kernel
appended to FILE (kernels already there are skipped unless --redo), so a sweep
can be resumed or a subset re-run; --render FILE.jsonl prints coverage.md's
tables from the records (a later record of a kernel replaces an earlier one).

    python kernels/sites/measure_coverage.py /work/shared/corpus/aiter-gfx950/bf16gemm/*.co
    python kernels/sites/measure_coverage.py --no-races --timeout 300 \\
        --records kernels/sites/coverage.jsonl /work/shared/corpus/aiter-gfx950/pa
    python kernels/sites/measure_coverage.py --render kernels/sites/coverage.jsonl

A directory argument stands for every .co under it (sorted, recursive).  A
kernel's family is the first directory of its path under --root (the corpus
root); a code object directly in the root takes its name less a trailing
`_mi<N>` / `_x<N>` (f8_block_scale_mi350_x32 -> f8_block_scale).
"""

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LABEL = re.compile(r"^\s*\|\s*([A-Za-z_.$][\w.$]*):\s*$")
VERDICTS = ("PASS", "FAIL", "no site", "timeout", "error")
DEFAULT_ROOT = Path(os.environ.get("GCNASM_SHARED", "/work/shared")) / "corpus" / "aiter-gfx950"


def parse(listing: str):
    """(instructions, instructions any site ran, blocks, labels of the blocks
    no site entered) of a `--coverage` listing."""
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


# ---------------------------------------------------------------- one kernel

def family_of(path: Path, root: Path):
    """(family, directory under root) of a corpus code object."""
    try:
        rel = path.resolve().relative_to(root.resolve())
    except ValueError:
        return path.parent.name, path.parent.name
    if len(rel.parts) > 1:
        return rel.parts[0], str(rel.parent)
    return re.sub(r"(_mi\d+)?(_x\d+)?$", "", path.stem), "."


def no_site_reason(stderr: str) -> str:
    """The one-line reason of a `no site` error: the families' own words
    (`family X: why`) where the message carries them, else its first line."""
    text = " ".join(stderr.split())
    m = re.search(r"\((family [^()]*(?:\([^()]*\)[^()]*)*)\)\s*$", text)
    if m:
        return re.sub(r"^family (\w+): \1: ", r"\1: ", m.group(1))
    m = re.search(r"no site fits kernel \S+ \(--site auto knows the families", text)
    if m:
        return "no family of --site auto knows the kernel"
    return re.sub(r"^gcnasm compare: \S+: ", "", text)


def summarise(returncode: int, stdout: str, stderr: str):
    """(verdict, checks, failed checks, message) of one compare run."""
    refs = [line.strip() for line in stdout.splitlines() if line.startswith("  reference ")]
    failed = [r for r in refs if "[PASS]" not in r]
    lines = [line.strip() for line in stdout.splitlines() if line.strip()]
    last = lines[-1] if lines else ""
    if returncode == 0:
        return "PASS", len(refs), 0, last
    if returncode == 1:
        bad = [line.strip() for line in stdout.splitlines()
               if re.match(r"\s*\[(FAIL|ERROR)", line) or line.startswith("  reference ")
               and "[PASS]" not in line]
        summary = last if last.startswith("FAIL") else ""
        bad = [re.sub(r";?\s*numpy [\d.]+ s\)", ")", b) for b in bad]
        why = "; ".join(dict.fromkeys(bad)) or (stderr.strip().splitlines() or [""])[-1]
        return "FAIL", len(refs), len(failed), (summary + ": " if summary else "") + why
    err = " ".join(stderr.split())
    if "no site" in err:
        return "no site", 0, 0, no_site_reason(stderr)
    return "error", len(refs), len(failed), f"exit {returncode}: " + (err or last)[-600:]


def measure(path: Path, root: Path, races: bool = False, timeout=None, extra=()):
    """Run one kernel's compare; its record (a dict)."""
    family, where = family_of(path, root)
    rec = dict(name=path.name, family=family, dir=where, verdict="error", checks=0, failed=0,
               ran=None, total=None, blocks=None, never=[], seconds=None, message="")
    with tempfile.TemporaryDirectory() as tmp:
        listing = Path(tmp) / "cov.txt"
        cmd = [sys.executable, "-m", "gcnasm", "compare", str(path), str(path), "--backend", "emu",
               "--reference", "--coverage", str(listing)] + ([] if races else ["--no-races"]) \
            + list(extra)
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                start_new_session=True)
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)     # the compare and any emulator workers it forked
            proc.communicate()
            rec.update(verdict="timeout", seconds=round(time.perf_counter() - t0, 1),
                       message=f"not finished in {timeout:g} s")
            return rec
        rec["seconds"] = round(time.perf_counter() - t0, 1)
        verdict, checks, failed, message = summarise(proc.returncode, out, err)
        rec.update(verdict=verdict, checks=checks, failed=failed, message=message)
        if listing.exists():
            total, ran, nblocks, never = parse(listing.read_text())
            rec.update(ran=ran, total=total, blocks=nblocks, never=never)
    return rec


def kernels(args):
    for a in args:
        p = Path(a)
        if p.is_dir():
            yield from sorted(p.rglob("*.co"))
        else:
            yield p


def read_records(path):
    """Records of a .jsonl file by kernel name (a later line replaces an earlier)."""
    out = {}
    p = Path(path)
    if p.exists():
        for line in p.read_text().splitlines():
            if line.strip():
                r = json.loads(line)
                out[r["name"]] = r
    return out


# ---------------------------------------------------------------- rendering

def percent(r):
    return 100 * r["ran"] / max(r["total"], 1) if r.get("total") else None


def cell_coverage(r):
    if r.get("total") is None:
        return "-"
    return f"{r['ran']}/{r['total']} ({percent(r):.1f}%)"


def cell_verdict(r):
    v = r["verdict"]
    if v == "PASS":
        return f"PASS ({r['checks']} checks)"
    if v == "FAIL":
        return f"FAIL ({r['failed']} of {r['checks']} checks)" if r["checks"] else "FAIL"
    return v


def family_order(records):
    """Families in order of first appearance, records sorted within."""
    fams = {}
    for r in records:
        fams.setdefault(r["family"], []).append(r)
    return {f: sorted(rs, key=lambda r: (r["dir"], r["name"])) for f, rs in fams.items()}


def summary_row(family, rs):
    n = {v: sum(r["verdict"] == v for r in rs) for v in VERDICTS}
    pcts = [percent(r) for r in rs if r.get("total")]
    cov = f"{min(pcts):.0f}-{max(pcts):.0f}%" if pcts else "-"
    measured = [r for r in rs if r.get("blocks")]
    every = sum(not r["never"] for r in measured)
    blocks = "-"
    if measured:
        nev = [len(r["never"]) for r in measured]
        nb = [r["blocks"] for r in measured]
        blocks = (f"{every} of {len(measured)} enter every block; never entered "
                  f"{min(nev)}-{max(nev)} of {min(nb)}-{max(nb)}")
    secs = [r["seconds"] for r in rs if r.get("seconds") is not None and r["verdict"] != "timeout"]
    t = f"{min(secs):.1f}-{max(secs):.1f} s" if secs else "-"
    return (f"| {family} | {len(rs)} | {n['PASS']} | {n['FAIL']} | {n['no site']} | {n['timeout']} "
            f"| {n['error']} | {cov} | {blocks} | {t} |")


def render(records, header=""):
    """coverage.md's text from the records (a list of dicts)."""
    fams = family_order(records)
    out = [header.rstrip() + "\n"] if header else []
    out.append("| family | kernels | PASS | FAIL | no site | timeout | error | instructions run "
               "(range) | blocks | seconds per kernel |")
    out.append("|---|---|---|---|---|---|---|---|---|---|")
    for f, rs in fams.items():
        out.append(summary_row(f, rs))
    out.append(summary_row("**all**", [r for rs in fams.values() for r in rs]))
    bad = [r for rs in fams.values() for r in rs if r["verdict"] in ("FAIL", "timeout", "error")]
    if bad:
        out += ["", "## FAIL, timeout and error", ""]
        out += [f"* `{r['dir']}/{r['name']}` ({r['verdict']}): {r['message']}" for r in bad]
    for f, rs in fams.items():
        out += ["", f"## {f}", "",
                "| kernel | reference | instructions run (all sites) | blocks never entered | s |",
                "|---|---|---|---|---|"]
        for r in rs:
            nb = f"{len(r['never'])}/{r['blocks']}" if r.get("blocks") is not None else "-"
            secs = "-" if r.get("seconds") is None else f"{r['seconds']:.1f}"
            out.append(f"| {r['name']} | {cell_verdict(r)} | {cell_coverage(r)} | {nb} | {secs} |")
        nosite = [r for r in rs if r["verdict"] == "no site"]
        if nosite:
            out += ["", "No site:", ""]
            reasons = {}
            for r in nosite:
                reasons.setdefault(r["message"], []).append(r["name"])
            for why, names in reasons.items():
                out.append(f"* {why}: {len(names)} kernel{'s' if len(names) > 1 else ''} "
                           f"({', '.join('`' + n + '`' for n in names)})")
        never = [r for r in rs if r["never"]]
        if never:
            out += ["", "Blocks never entered:", ""]
            out += [f"* `{r['name']}`: {', '.join(r['never'])}" for r in never]
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- command line

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", help="code objects or directories of them")
    ap.add_argument("--timeout", type=float, help="seconds per kernel (a timeout is recorded)")
    ap.add_argument("--records", help="append one JSON record per kernel to this .jsonl")
    ap.add_argument("--redo", action="store_true", help="measure kernels already in --records again")
    ap.add_argument("--render", metavar="FILE.jsonl", help="print coverage.md from the records")
    ap.add_argument("--header", help="a file whose text heads --render's output")
    ap.add_argument("--root", type=Path, default=DEFAULT_ROOT, help="corpus root (for families)")
    ap.add_argument("--no-races", action="store_true", help="pass --no-races to compare")
    args = ap.parse_args(argv)
    if args.render:
        header = Path(args.header).read_text() if args.header else ""
        sys.stdout.write(render(list(read_records(args.render).values()), header))
        return 0
    done = read_records(args.records) if args.records and not args.redo else {}
    table = not args.records
    if table:
        print("| kernel | reference | instructions run (all sites) | blocks never entered |")
        print("|---|---|---|---|")
    details = []
    for p in kernels(args.paths):
        if p.name in done:
            continue
        rec = measure(p, args.root, races=not args.no_races, timeout=args.timeout)
        if args.records:
            with open(args.records, "a") as f:
                f.write(json.dumps(rec) + "\n")
            print(f"{rec['family']:20} {rec['name']:60} {rec['verdict']:8} {cell_coverage(rec):24} "
                  f"{rec['seconds']} s  {rec['message'][:100] if rec['verdict'] != 'PASS' else ''}")
        else:
            nb = f"{len(rec['never'])}/{rec['blocks']}" if rec["blocks"] is not None else ""
            msg = rec["message"][:120] if rec["verdict"] != "PASS" else ""
            print(f"| {p.name} | {cell_verdict(rec)} | {cell_coverage(rec)} {msg} | {nb} |")
            details.append(rec)
        sys.stdout.flush()
    if table:
        print()
        for r in details:
            print(f"* `{r['name']}` ({r['seconds']} s): {', '.join(r['never']) if r['never'] else 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
