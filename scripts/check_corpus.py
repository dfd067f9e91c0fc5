"""Run gcnasm check over AMD's corpus (or a sample of it) and count, per rule,
the kernels with an error finding and the error findings; warnings too.

    python scripts/check_corpus.py [--every N] [--out counts.json] [CORPUS_DIR]

``--every N`` checks every Nth file of the sorted list (a deterministic
sample).  The output JSON: {"files": n, "error_files": [...], "errors":
{rule: [kernels, findings]}, "warnings": {rule: [kernels, findings]}}.
Used for docs/check.md's corpus figures (before and after a rule change).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from gcnasm.checker import check

DEFAULT = Path("/work/shared/corpus/aiter-gfx950")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT))
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--out")
    ap.add_argument("--only", help="a JSON output of this script: check its error_files only")
    args = ap.parse_args(argv)
    files = sorted(Path(args.corpus).rglob("*.co"))[::args.every]
    if args.only:
        wanted = set(json.loads(Path(args.only).read_text())["error_files"])
        files = [f for f in files if str(f.relative_to(args.corpus)) in wanted]
    counts = {"error": {}, "warning": {}}
    error_files = []
    # read-/write-pending errors that the old model left out: past the
    # counter's maximum (saturation credit) or with the latency note
    credit = {"saturation": [0, 0], "latency": [0, 0], "neither": [0, 0]}
    families: dict = {}
    for path in files:
        try:
            report = check(path)
        except Exception as e:          # a file the checker cannot read: say which
            print(f"{path}: {type(e).__name__}: {e}", file=sys.stderr)
            continue
        per = {"error": {}, "warning": {}}
        kinds = set()
        for f in report.findings:
            per[f.severity][f.rule] = per[f.severity].get(f.rule, 0) + 1
            if f.severity == "error" and f.rule in ("read-pending", "write-pending"):
                kind = "saturation" if f.needed == {"vm": 62, "lgkm": 14}.get(f.counter) \
                    else "latency" if "issue cycles" in f.message else "neither"
                credit[kind][1] += 1
                kinds.add(kind)
        for kind in kinds:
            credit[kind][0] += 1
        if per["error"]:
            family = str(path.relative_to(args.corpus).parts[0])
            families[family] = families.get(family, 0) + 1
        for sev, rules in per.items():
            for rule, n in rules.items():
                k, t = counts[sev].get(rule, (0, 0))
                counts[sev][rule] = (k + 1, t + n)
        if per["error"]:
            error_files.append(str(path.relative_to(args.corpus)))
    out = {"files": len(files), "error_files": error_files,
           "errors": counts["error"], "warnings": counts["warning"],
           "pending_by_credit": credit, "error_files_by_family": families}
    text = json.dumps(out, indent=1, sort_keys=True)
    if args.out:
        Path(args.out).write_text(text)
    print(f"{len(files)} files, {len(error_files)} with errors")
    for rule, (k, t) in sorted(counts["error"].items()):
        print(f"  error {rule}: {k} kernels, {t} findings")
    for kind, (k, t) in credit.items():
        print(f"  read/write-pending errors, {kind}: {k} kernels, {t} findings")
    print(f"  files with errors by family: {families}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
