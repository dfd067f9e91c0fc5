"""The aiter history oracle (docs/oracles.md, docs/check-history.md):
commits of aiter that fixed races in its shipped gfx950 kernels, pinned as
before/after code objects under tests/data/aiter-history/<sha10>/ (by
scripts/oracles/aiter_history.py pin; commit.json names the commit, its
parent and the files' blobs).  For each, gcnasm check must find an error of
the fix's rule (tests/data/aiter-history/expectations.json) in the before
version at the places the fix changed, and none of that rule there in the
after version (issue 27, item 3).

A ratchet: the fixes check does not catch today are listed in
tests/data/aiter-history/known_failures.json with the reason and issue; the
test fails on a regression and on a listed one that is caught now.
"""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from gcnasm.checker import check
from gcnasm.codeobject import CodeObject, disassemble

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data" / "aiter-history"
EXPECT = {k: v for k, v in json.loads((DATA / "expectations.json").read_text()).items()
          if not k.startswith("_")}
KNOWN = {k: v for k, v in json.loads((DATA / "known_failures.json").read_text()).items()
         if not k.startswith("_")}


def _load_script():
    spec = importlib.util.spec_from_file_location(
        "oracle_aiter_history", REPO / "scripts" / "oracles" / "aiter_history.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


oracle = _load_script()
CASES = [f"{sha}/{path.name}" for sha in sorted(EXPECT)
         for path in sorted((DATA / sha / "before").glob("*.co"))]


def fix_findings(case: str):
    """(errors of the fix's rule at the fix's places before, after)."""
    sha, name = case.split("/")
    rule = EXPECT[sha]["rule"]
    before = CodeObject.load(DATA / sha / "before" / name)
    after = CodeObject.load(DATA / sha / "after" / name)
    texts = disassemble(before), disassemble(after)
    places = oracle.fix_places(*texts)
    assert places, f"{case}: the fix changed no instruction"

    def errors(co, text, ranges):
        found = oracle.at_places(check(co, lines=True).errors, ranges, text)
        return Counter(f.rule for f in found if rule is None or f.rule == rule)
    return (errors(before, texts[0], [p[0] for p in places]),
            errors(after, texts[1], [p[1] for p in places]))


def test_pinned_commits_are_described():
    for sha in EXPECT:
        meta = json.loads((DATA / sha / "commit.json").read_text())
        assert meta["commit"].startswith(sha)
        for f in meta["files"]:
            name = Path(f["path"]).name
            assert (DATA / sha / "before" / name).is_file() and (DATA / sha / "after" / name).is_file()
    assert set(KNOWN) <= set(CASES), set(KNOWN) - set(CASES)
    for case, entry in KNOWN.items():
        assert "issue" in entry["reason"], case


@pytest.mark.parametrize("case", CASES)
def test_check_finds_the_fixed_race_before_and_not_after(case):
    before, after = fix_findings(case)
    caught = sum(before.values()) > 0 and sum(after.values()) == 0
    print(f"{case}: errors of the fix's rule at the fix's places {dict(before)} -> {dict(after)}")
    if case in KNOWN:
        assert not caught, (f"{case} is caught now ({dict(before)} -> {dict(after)}): remove it "
                            f"from tests/data/aiter-history/known_failures.json")
    else:
        assert caught, f"{case}: before {dict(before)}, after {dict(after)} at the fix's places"
