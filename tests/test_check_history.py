"""The read-pending errors aiter's race fix of the mla qh32 seqlen=1 kernel
leaves (issue 27, item 3; docs/check-history.md): e97370d882 takes the kernel
from de60dc172e's version to the bytes 48feb9a7ef ships as "race fix" (and
aiter's HEAD still ships).  check finds 16 read-pending errors in both
versions; the fix removes the two on the path into the loop (the test in
tests/test_oracle_aiter_history.py), and the loop's own paths keep 16.

These tests show, from the disassembly alone (not from the checker's
model), that each of the 16 is a read with no covering wait on a path that
can be taken: walking the path from the ds_read to the MFMA, every
``s_waitcnt lgkmcnt(N)`` on it leaves the ds_read outstanding (fewer than N
LDS/SMEM operations issued after it, which return in order), and the MFMA
reads the ds_read's destination.  Also the loop-aware place test of
scripts/oracles/aiter_history.py (a path round a back edge does not pass
through the loop body between consumer and producer).
"""

from __future__ import annotations

import importlib.util
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import pytest

from gcnasm.checker import check
from gcnasm.codeobject import CodeObject, disassemble

REPO = Path(__file__).resolve().parent.parent
CASE = REPO / "tests" / "data" / "aiter-history" / "e97370d882"
NAME = "mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co"


def _load_script():
    spec = importlib.util.spec_from_file_location(
        "oracle_aiter_history", REPO / "scripts" / "oracles" / "aiter_history.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


oracle = _load_script()


def _regs(operand: str) -> set:
    """a[88:91] -> {('a', 88), ..., ('a', 91)}; v38 -> {('v', 38)}."""
    m = re.fullmatch(r"([av])\[(\d+):(\d+)\]", operand)
    if m:
        return {(m.group(1), n) for n in range(int(m.group(2)), int(m.group(3)) + 1)}
    m = re.fullmatch(r"([av])(\d+)", operand)
    return {(m.group(1), int(m.group(2)))} if m else set()


def _operands(line: str) -> list:
    body = line.split("//")[0].strip()
    _, _, rest = body.partition(" ")
    return [o.strip() for o in rest.split(",")]


def _lgkm_wait(line: str) -> Optional[int]:
    m = re.search(r"lgkmcnt\((\d+)\)", line)
    return int(m.group(1)) if m and line.strip().startswith("s_waitcnt") else None


def _is_lgkm_event(line: str) -> bool:
    # LDS (not LDS-DMA, which vmcnt counts) and scalar memory
    op = line.strip().split(" ")[0]
    return op.startswith("ds_") or op.startswith("s_load") or op.startswith("s_buffer_load")


@pytest.fixture(scope="module")
def versions():
    out = {}
    for side in ("before", "after"):
        co = CodeObject.load(CASE / side / NAME)
        text = disassemble(co)
        errors = [f for f in check(co, lines=True).errors if f.rule == "read-pending"]
        out[side] = (text.split("\n"), errors)
    return out


def _path(lines, finding) -> list:
    """The lines strictly between producer and consumer on the path the
    finding names (straight, or round the loop's back edge)."""
    spans = oracle._spans(finding, lines)
    assert spans, finding
    if len(spans) == 1:
        lo, hi = spans[0]
        assert lo == finding.producer_line, "no branch back found for a loop-carried finding"
        path = list(range(lo + 1, hi))
    else:
        (p, branch), (label, c) = spans
        path = list(range(p + 1, branch + 1)) + list(range(label, c))
    # the straight parts fall through: no unconditional jump inside them
    for n in path[:-1]:
        assert not lines[n - 1].strip().startswith(("s_endpgm", "s_setpc")), lines[n - 1]
    return path


def test_the_fix_keeps_16_read_pending_on_the_loops_paths(versions):
    """Both versions: 16, at the same 16 MFMAs.  Before the fix two of them
    are reported with a producer on the path into core_loop_0 (the K reads
    before its entry, which the fix's lgkmcnt(0) drains); after it, the same
    two MFMAs are reported with their producer on the loop's back edge,
    which the fix does not cover (check reports one producer per consumer)."""
    (lines_b, before), (lines_a, after) = versions["before"], versions["after"]
    assert len(before) == len(after) == 16
    assert sorted(f.instruction for f in before) == sorted(f.instruction for f in after)
    entry_b = [f for f in before if f.producer_line < f.line < f.producer_line + 40
               and "label_core_loop_0:" in "\n".join(lines_b[f.producer_line:f.line])]
    entry_a = [f for f in after if f.producer_line < f.line
               and "label_core_loop_0:" in "\n".join(lines_a[f.producer_line:f.line])]
    assert len(entry_b) == 2 and entry_a == []


@pytest.mark.parametrize("side", ["before", "after"])
def test_each_read_pending_has_no_covering_wait_on_its_path(versions, side):
    lines, errors = versions[side]
    loop_carried = 0
    for f in errors:
        producer = lines[f.producer_line - 1].strip()
        consumer = lines[f.line - 1].strip()
        assert producer.startswith("ds_read_b128"), producer
        assert consumer.startswith("v_mfma_"), consumer
        dst = _regs(_operands(producer)[0])
        srcs = set().union(*(_regs(o) for o in _operands(consumer)[1:3]))
        assert dst & srcs, (producer, consumer)          # the MFMA reads the load's result
        path = _path(lines, f)
        loop_carried += f.producer_line > f.line
        issued_after = 0
        waits = []
        for n in path:
            text = lines[n - 1].strip()
            wait = _lgkm_wait(text)
            if wait is not None:
                waits.append(wait)
                # in-order return: lgkmcnt(N) leaves the load outstanding
                # while fewer than N LDS/SMEM operations were issued after it
                assert issued_after < wait, (f.line, n, text, issued_after)
            if _is_lgkm_event(text):
                issued_after += 1
        assert waits, f"{side} line {f.line}: no wait at all on the path"
        assert any(w == 4 for w in waits), waits   # the s_waitcnt lgkmcnt(4) at each half's top
    # round the back edge: core_loop_0's and core_loop_1's first half (the
    # second halves' come straight from the first's tail)
    assert loop_carried == {"before": 6, "after": 8}[side]


@dataclass
class _F:
    line: int
    producer_line: int


def test_places_follow_the_back_edge():
    text = "\n".join([
        "label_loop:",                  # 1
        "\ts_waitcnt lgkmcnt(4)",       # 2
        "\tv_mfma a[0:3]",              # 3 consumer
        "\ts_nop 0",                    # 4 in the body, not on the path
        "\tds_read_b128 a[0:3], v1",    # 5 producer
        "\ts_cbranch_scc0 label_exit",  # 6 an exit: not the back edge
        "\ts_branch label_loop",        # 7 the back edge
        "label_exit:",                  # 8
        "\ts_endpgm",                   # 9
    ])
    f = _F(line=3, producer_line=5)
    assert oracle._spans(f, text.split("\n")) == [(5, 7), (1, 3)]
    assert oracle.at_places([f], [range(4, 5)], text) == []          # the s_nop
    assert oracle.at_places([f], [range(2, 3)], text) == [f]         # the wait at the top
    assert oracle.at_places([f], [range(7, 7)], text) == [f]         # inserted before the branch
    # without the text the span is the whole stretch, as before
    assert oracle.at_places([f], [range(4, 5)]) == [f]


def test_every_pinned_fix_has_a_verdict():
    """docs/check-history.md's verdicts (tests/data/aiter-history/verdicts.json):
    one of four, with a reason; every pinned commit has one, and a pinned
    commit the oracle test expects caught is called caught."""
    data = REPO / "tests" / "data" / "aiter-history"
    verdicts = {k: v for k, v in json.loads((data / "verdicts.json").read_text()).items()
                if not k.startswith("_")}
    expect = {k for k in json.loads((data / "expectations.json").read_text())
              if not k.startswith("_")}
    known = {k.split("/")[0] for k in json.loads((data / "known_failures.json").read_text())
             if not k.startswith("_")}
    for sha, v in verdicts.items():
        assert v["verdict"].split(" (")[0] in ("caught", "missed", "logic fix", "not a fix"), sha
        assert len(v["why"]) > 40, sha
    assert expect <= set(verdicts)
    for sha in expect - known:
        assert verdicts[sha]["verdict"] == "caught", sha
