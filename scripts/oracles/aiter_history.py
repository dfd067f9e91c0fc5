#!/usr/bin/env python3
"""The aiter history oracle: aiter's own fixes of its gfx950 kernels, and
what gcnasm check finds before and after each (docs/oracles.md).

aiter (github.com/ROCm/aiter) ships hand-written gfx950 code objects under
hsa/gfx950/.  A commit that replaces some of them with a message naming a
fix ("fix the ... radom nan error", "data sync issue", "deterministic bug",
"race fix", ...) is a natural experiment: the before version has the bug,
the after version has not.  This script lists those commits, extracts each
changed .co's two versions and runs `gcnasm check` on both.

    # a bare clone (or the `fetch` tool's mirror) of aiter, with its history
    python scripts/oracles/aiter_history.py run AITER_GIT_DIR --work /tmp/aiter-history \\
        --table docs/check-history.md
    # steps: `list` (commits and files, blobs extracted into WORK/blobs),
    # `check` (gcnasm check of every blob in WORK; --jobs N), `table`.
    # pin the before/after files of some commits as test data
    python scripts/oracles/aiter_history.py pin AITER_GIT_DIR 664a7b0bb4 --out tests/data/aiter-history

Commits: those of HEAD's history (--all: every ref; the named branch commits
in NAMED are always added) that change a hsa/gfx950/**.co file and whose
message matches FIX_WORDS.  A file added or deleted by the commit has no
before or after and is left out.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FIX_WORDS = re.compile(r"\b(fix(es|ed)?|bug|nan|race|sync|overwrite|deterministic|"
                       r"non-deterministic|precision|accuracy)\b", re.I)
# commits the issues name (issues 20 and 27); some are on branches only
NAMED = ["664a7b0bb4", "1cb57144bb", "f1077c48c7", "48feb9a7ef", "98cd4cbd3b", "63c224d54e",
         "f58c21f6e3", "de60dc172e", "e97370d882"]
PATHSPEC = "hsa/gfx950"


def git(gitdir: Path, *args: str, binary: bool = False):
    proc = subprocess.run(["git", f"--git-dir={gitdir}", *args], capture_output=True)
    if proc.returncode != 0:
        sys.exit(f"aiter_history: git {' '.join(args)}: "
                 f"{proc.stderr.decode(errors='replace').strip()}")
    return proc.stdout if binary else proc.stdout.decode(errors="replace")


def fix_commits(gitdir: Path, all_refs: bool, named=NAMED) -> list[dict]:
    """[{sha, subject, parent, files: [{path, before, after}]}], newest first."""
    refs = ["--all"] if all_refs else ["HEAD"]
    log = git(gitdir, "log", *refs, "--format=%H%x09%s", "--", f"{PATHSPEC}/*.co",
              f"{PATHSPEC}/**/*.co")
    chosen = []
    for line in log.splitlines():
        sha, _, subject = line.partition("\t")
        if FIX_WORDS.search(subject):
            chosen.append((sha, subject))
    have = {sha[:10] for sha, _ in chosen}
    for short in named:
        if short[:10] not in have:
            full = git(gitdir, "rev-parse", short).strip()
            chosen.append((full, git(gitdir, "log", "-1", "--format=%s", full).strip()))
    out = []
    for sha, subject in chosen:
        parents = git(gitdir, "log", "-1", "--format=%P", sha).split()
        if not parents:
            continue
        files = []
        # against the first parent: what the commit changed on its line
        diff = git(gitdir, "diff-tree", "-r", "--no-commit-id", parents[0], sha, "--", PATHSPEC)
        for row in diff.splitlines():
            meta, _, path = row.partition("\t")
            fields = meta.split()
            if not path.endswith(".co") or len(fields) < 5:
                continue
            before, after = fields[2], fields[3]
            if set(before) == {"0"} or set(after) == {"0"}:
                continue
            files.append({"path": path, "before": before, "after": after})
        if files:
            out.append({"sha": sha, "subject": subject, "parent": parents[0], "files": files})
    return out


def cmd_list(args) -> int:
    gitdir, work = Path(args.gitdir), Path(args.work)
    (work / "blobs").mkdir(parents=True, exist_ok=True)
    commits = fix_commits(gitdir, args.all)
    blobs = {f[k] for c in commits for f in c["files"] for k in ("before", "after")}
    for blob in sorted(blobs):
        dest = work / "blobs" / f"{blob}.co"
        if not dest.exists():
            dest.write_bytes(git(gitdir, "cat-file", "blob", blob, binary=True))
    head = git(gitdir, "rev-parse", "HEAD").strip()
    (work / "commits.json").write_text(json.dumps({"aiter_head": head, "commits": commits},
                                                  indent=1) + "\n")
    print(f"{len(commits)} fix commits, {sum(len(c['files']) for c in commits)} changed .co, "
          f"{len(blobs)} distinct versions in {work / 'blobs'}")
    return 0


def findings_of(path: str) -> dict:
    """gcnasm check of one code object: {"rule severity": count} (or an error)."""
    from gcnasm import GcnasmError
    from gcnasm.checker import check
    try:
        report = check(path)
    except GcnasmError as exc:
        return {"refused": str(exc).splitlines()[0][:200]}
    return dict(Counter(f"{f.rule} {f.severity}" for f in report.findings))


def cmd_check(args) -> int:
    work = Path(args.work)
    out_path = work / "findings.json"
    done = json.loads(out_path.read_text()) if out_path.exists() else {}
    todo = sorted(p for p in (work / "blobs").glob("*.co") if p.stem not in done)
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        for i, (path, result) in enumerate(zip(todo, pool.map(findings_of, map(str, todo)))):
            done[path.stem] = result
            if i % 20 == 19:        # resumable: a later run checks only what is missing
                out_path.write_text(json.dumps(done, indent=0, sort_keys=True) + "\n")
    out_path.write_text(json.dumps(done, indent=0, sort_keys=True) + "\n")
    print(f"checked {len(todo)} code objects ({len(done)} in {out_path})")
    return 0


def places_of(pair: tuple) -> dict:
    """The findings of both versions at the places the fix changed (see
    fix_places / at_places): {"before": {"rule severity": n}, "after": ...}."""
    from gcnasm import GcnasmError
    from gcnasm.checker import check
    from gcnasm.codeobject import CodeObject, disassemble
    try:
        before, after = (CodeObject.load(p) for p in pair)
        texts = disassemble(before), disassemble(after)
        places = fix_places(*texts)
        out = {}
        for side, co, text, ranges in (("before", before, texts[0], [p[0] for p in places]),
                                       ("after", after, texts[1], [p[1] for p in places])):
            found = at_places(check(co, lines=True).findings, ranges, text)
            out[side] = dict(Counter(f"{f.rule} {f.severity}" for f in found))
        out["places"] = len(places)
        return out
    except GcnasmError as exc:
        return {"refused": str(exc).splitlines()[0][:200]}


def cmd_places(args) -> int:
    work = Path(args.work)
    plan = json.loads((work / "commits.json").read_text())
    out_path = work / "places.json"
    done = json.loads(out_path.read_text()) if out_path.exists() else {}
    todo = sorted({f"{f['before']}:{f['after']}" for c in plan["commits"] for f in c["files"]}
                  - set(done))
    pairs = [tuple(str(work / "blobs" / f"{b}.co") for b in key.split(":")) for key in todo]
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        for i, (key, result) in enumerate(zip(todo, pool.map(places_of, pairs))):
            done[key] = result
            if i % 20 == 19:
                out_path.write_text(json.dumps(done, indent=0, sort_keys=True) + "\n")
    out_path.write_text(json.dumps(done, indent=0, sort_keys=True) + "\n")
    print(f"compared {len(todo)} before/after pairs ({len(done)} in {out_path})")
    return 0


def _errors(result: dict) -> int:
    return sum(n for k, n in result.items() if k.endswith(" error"))


def _error_rules(result: dict) -> Counter:
    return Counter({k[:-len(" error")]: n for k, n in result.items() if k.endswith(" error")})


def _rules_line(before: dict, after: dict) -> str:
    """Per rule and severity, before -> after, only where they differ or are non-zero."""
    if "refused" in before or "refused" in after:
        return f"refused: {before.get('refused') or after.get('refused')}"
    keys = sorted(set(before) | set(after))
    parts = [f"{k.replace(' ', ' (')}) {before.get(k, 0)} → {after.get(k, 0)}"
             for k in keys if before.get(k, 0) != after.get(k, 0)]
    return "; ".join(parts) if parts else "no change"


def _per_rule(before: Counter, after: Counter) -> str:
    """Error findings per rule, before → after, the rules that changed first."""
    keys = sorted(set(before) | set(after),
                  key=lambda r: (before[r] == after[r], r))
    return "; ".join(f"{r} {before[r]} → {after[r]}" for r in keys) or "none"


def cmd_table(args) -> int:
    work = Path(args.work)
    plan = json.loads((work / "commits.json").read_text())
    findings = json.loads((work / "findings.json").read_text())
    places_path = work / "places.json"
    places = json.loads(places_path.read_text()) if places_path.exists() else {}
    verdicts_path = Path(args.verdicts)
    verdicts = {k: v for k, v in json.loads(verdicts_path.read_text()).items()
                if not k.startswith("_")} if verdicts_path.exists() else {}
    gcnasm_commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short=10", "HEAD"],
                                   capture_output=True, text=True).stdout.strip() or "unknown"
    lines = [
        "# aiter's gfx950 fixes, checked before and after",
        "",
        "Generated by `scripts/oracles/aiter_history.py run` (docs/oracles.md); do not edit by",
        f"hand.  gcnasm commit {gcnasm_commit}; aiter at {plan['aiter_head'][:10]} (HEAD of the",
        "stored snapshot of github.com/ROCm/aiter).  Each row is a commit of aiter's history that",
        "changes gfx950 code objects (hsa/gfx950/**.co) with a message that names a fix",
        "(fix, bug, NaN, race, sync, overwrite, deterministic, precision, accuracy), or one the",
        "issues name (issues 20 and 27, on branches too), and the findings of `gcnasm check` on",
        "each changed file before and after it.  Files added or removed by the commit are left",
        "out.  The verdicts and their reasons come from",
        "tests/data/aiter-history/verdicts.json (written by reading each commit's message and",
        "changed instructions; the pinned ones are tests: tests/test_oracle_aiter_history.py).",
        "",
    ]
    total_files = sum(len(c["files"]) for c in plan["commits"])
    fewer = 0
    rows = []
    for c in plan["commits"]:
        b_err = a_err = 0
        details = []
        pb, pa = Counter(), Counter()
        for f in c["files"]:
            before, after = findings.get(f["before"], {}), findings.get(f["after"], {})
            b_err += _errors(before)
            a_err += _errors(after)
            detail = f"{Path(f['path']).name}: {_rules_line(before, after)}"
            at = places.get(f"{f['before']}:{f['after']}")
            if at and "refused" not in at:
                pb += _error_rules(at["before"])
                pa += _error_rules(at["after"])
                detail += (f"; at the {at['places']} changed places: "
                           f"{_rules_line(at['before'], at['after'])}")
            details.append(detail)
        if a_err < b_err:
            fewer += 1
        caught = sorted(r for r in pb if pb[r] > 0 and pa[r] == 0)
        v = verdicts.get(c["sha"][:10])
        verdict = v["verdict"] if v else ("caught" if caught else "unclassified")
        rows.append((c, b_err, a_err, details, pb, pa, caught, verdict, v))
    counts = Counter(r[7].split(" (")[0].split(":")[0] for r in rows)
    lines += [f"{len(plan['commits'])} commits, {total_files} changed code objects.  Error findings "
              f"fewer after the fix: {fewer} commits.  Some rule's errors at the places the fix "
              f"changed go from some to none: {sum(1 for r in rows if r[6])} commits.  Verdicts: "
              + ", ".join(f"{k} {n}" for k, n in sorted(counts.items())) + ".", ""]
    lines += ["The *at the fix's places* column counts the error findings whose path (producer to",
              "consumer; round the back edge for a loop-carried one) passes a changed place, where",
              "a wait that mends them would go, per rule, before → after; *caught*: a rule whose",
              "errors there go from some to none.  Whole-file error counts are in the per-file",
              "section below.",
              "",
              "| commit | message | files | errors before → after | at the fix's places | verdict |",
              "|---|---|---|---|---|---|"]
    for c, b_err, a_err, _, pb, pa, caught, verdict, _ in rows:
        subject = c["subject"].replace("|", "\\|")
        at = _per_rule(pb, pa)
        if caught:
            at += " (caught: " + ", ".join(caught) + ")"
        lines.append(f"| {c['sha'][:10]} | {subject} | {len(c['files'])} | {b_err} → {a_err} "
                     f"| {at} | {verdict} |")
    lines += ["", "## Verdicts", ""]
    for c, *_, verdict, v in rows:
        why = v["why"] if v else "no verdict written yet"
        lines.append(f"* **{c['sha'][:10]}** ({verdict}): {why}")
    lines += ["", "## Per file, per rule", ""]
    for c, _, _, details, *_ in rows:
        lines.append(f"### {c['sha'][:10]} {c['subject']}")
        lines.append("")
        for d in details:
            lines.append(f"* {d}")
        lines.append("")
    Path(args.table).write_text("\n".join(lines))
    print(f"wrote {args.table}: {len(rows)} commits")
    return 0


def cmd_run(args) -> int:
    cmd_list(args)
    cmd_check(args)
    cmd_places(args)
    return cmd_table(args)


def cmd_pin(args) -> int:
    """Copy a commit's before/after versions of (some of) its changed files
    to OUT/<sha10>/{before,after}/<file>."""
    gitdir = Path(args.gitdir)
    full = git(gitdir, "rev-parse", args.commit).strip()
    parent = git(gitdir, "log", "-1", "--format=%P", full).split()[0]
    diff = git(gitdir, "diff-tree", "-r", "--no-commit-id", parent, full, "--", PATHSPEC)
    picked = []
    for row in diff.splitlines():
        meta, _, path = row.partition("\t")
        fields = meta.split()
        if path.endswith(".co") and not set(fields[2]) == {"0"} and not set(fields[3]) == {"0"}:
            if not args.file or any(s in path for s in args.file):
                picked.append((path, fields[2], fields[3]))
    picked = picked[:args.max]
    base = Path(args.out) / full[:10]
    for path, before, after in picked:
        for side, blob in (("before", before), ("after", after)):
            dest = base / side / Path(path).name
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(git(gitdir, "cat-file", "blob", blob, binary=True))
    subject = git(gitdir, "log", "-1", "--format=%s", full).strip()
    (base / "commit.json").write_text(json.dumps(
        {"commit": full, "parent": parent, "subject": subject,
         "files": [{"path": p, "before": b, "after": a} for p, b, a in picked]}, indent=1) + "\n")
    print(f"pinned {len(picked)} file(s) of {full[:10]} in {base}")
    return 0


# --- where a fix changed the code (tests/test_oracle_aiter_history.py) -----------

_LOCAL_LABEL = re.compile(r"\.L[\w.$]+")


def _normalized(line: str) -> str:
    # branch labels are numbered in order, so an inserted block renumbers them
    return _LOCAL_LABEL.sub(".L", line.split("//")[0].strip())


def fix_places(before_text: str, after_text: str) -> list:
    """Where the fix changed the code: [(before_lines, after_lines)], each a
    range of 1-based line numbers of gcnasm's disassembly of that version
    (an insertion is an empty range at the line it goes before).  Comment
    lines are left out of the comparison."""
    import difflib

    def body(text):
        keep = [(i + 1, _normalized(l)) for i, l in enumerate(text.split("\n"))]
        return [(n, l) for n, l in keep if l]
    a, b = body(before_text), body(after_text)
    sm = difflib.SequenceMatcher(None, [l for _, l in a], [l for _, l in b], autojunk=False)
    places = []
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        ra = range(a[i1][0] if i1 < len(a) else a[-1][0] + 1,
                   (a[i2 - 1][0] + 1) if i2 > i1 else (a[i1][0] if i1 < len(a) else a[-1][0] + 1))
        rb = range(b[j1][0] if j1 < len(b) else b[-1][0] + 1,
                   (b[j2 - 1][0] + 1) if j2 > j1 else (b[j1][0] if j1 < len(b) else b[-1][0] + 1))
        places.append((ra, rb))
    return places


_BRANCH = re.compile(r"^\s*s_(?:c?branch\w*)\s+([\w.$]+)")
_LABEL = re.compile(r"^([\w.$]+):")
_JUMP = re.compile(r"^\s*(s_branch|s_endpgm|s_setpc_b64)\b")


def _spans(finding, text_lines) -> list:
    """The line spans a path from the finding's producer to its consumer
    covers.  Straight (producer above consumer): [producer, consumer].  A
    producer below its consumer is reached round a loop: the path runs from
    the producer down to the first branch to a label that straight code
    leads from to the consumer (the back edge), then from that label down
    to the consumer; a wait elsewhere in the loop body (between consumer
    and producer) is not on it."""
    lo = finding.producer_line if finding.producer_line is not None else finding.line
    hi = finding.line
    if lo is None or hi is None:
        return []
    if lo <= hi or not text_lines:
        return [(min(lo, hi), max(lo, hi))]
    # the labels a straight run of code leads from down to the consumer:
    # up from it to the nearest unconditional jump or end
    entries = set()
    for n in range(hi, 0, -1):
        line = text_lines[n - 1]
        if n < hi and _JUMP.match(line):
            break
        m = _LABEL.match(line)
        if m:
            entries.add(m.group(1))
    labels = {}
    for n, line in enumerate(text_lines, 1):
        m = _LABEL.match(line)
        if m:
            labels[m.group(1)] = n
    for n in range(lo, len(text_lines) + 1):
        m = _BRANCH.match(text_lines[n - 1])
        if m and m.group(1) in entries:
            return [(lo, n), (labels[m.group(1)], hi)]
    return [(hi, lo)]           # no branch back found: the whole stretch


def at_places(findings, ranges, text=None) -> list:
    """The findings whose path (producer line .. consumer line, see _spans;
    ``text``: the disassembly the lines are of, to follow a loop's back
    edge) reaches into one of ``ranges``: a wait or s_nop inserted there
    would mend them."""
    text_lines = text.split("\n") if text else None
    out = []
    for f in findings:
        for lo, hi in _spans(f, text_lines):
            # an insertion at line n (empty range) sits between n-1 and n
            if any((r.start <= hi and (r.stop - 1 >= lo if len(r) else r.start > lo))
                   for r in ranges):
                out.append(f)
                break
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    for name, fn in (("list", cmd_list), ("check", cmd_check), ("places", cmd_places),
                     ("table", cmd_table), ("run", cmd_run)):
        s = sub.add_parser(name)
        if name in ("list", "run"):
            s.add_argument("gitdir", help="aiter's git directory (bare clone or mirror)")
            s.add_argument("--all", action="store_true", help="every ref, not only HEAD's history")
        s.add_argument("--work", required=True, help="folder for blobs and results")
        if name in ("check", "places", "run"):
            s.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
        if name in ("table", "run"):
            s.add_argument("--table", default=str(REPO / "docs" / "check-history.md"))
            s.add_argument("--verdicts", default=str(REPO / "tests" / "data" / "aiter-history" /
                                                     "verdicts.json"))
        s.set_defaults(func=fn)
    s = sub.add_parser("pin")
    s.add_argument("gitdir")
    s.add_argument("commit")
    s.add_argument("--out", default=str(REPO / "tests" / "data" / "aiter-history"))
    s.add_argument("--file", action="append", help="only changed files whose path contains this")
    s.add_argument("--max", type=int, default=2)
    s.set_defaults(func=cmd_pin)
    args = p.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    sys.exit(main())
