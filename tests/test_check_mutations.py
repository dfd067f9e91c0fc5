"""Mutation tests of gcnasm check against LLVM's own decisions.

Every ``s_nop`` and ``s_waitcnt`` in kernels/triton/*.hsaco was put there by
LLVM 22 (GCNHazardRecognizer, SIInsertWaitcnts, the memory legalizer).
Shortening one (N -> N-1, deleted when N is 0) or deleting / relaxing one
must be flagged; ``fix`` must give the original text back exactly.  The
known misses are listed, each with its reason (docs/check.md, "Oracles");
the full run over every kernel is marked slow, a quick subset always runs.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gcnasm.checker import check, fix
from gcnasm.codeobject import CodeObject, disassemble

TRITON = Path(__file__).resolve().parent.parent / "kernels" / "triton"
QUICK = ["softmax_f32", "layernorm_f16", "matmul_f16_64x64x32"]
ALL = sorted(p.stem for p in TRITON.glob("*.hsaco"))

# (kernel, instruction after the s_nop, instruction before it): nops LLVM put
# where gcnasm's rules ask for none, with the reason.
# (The s_nop between the two v_writelane_b32 of a 64-bit SGPR spill is the
# writelane-spill-sgpr rule: flagged, as a warning.)
NOP_MISSES = {
    # alignment padding after an unconditional branch (unreachable)
    ("s_nop", "padding"),
}
_NOP = re.compile(r"^(\s*)s_nop\s+(\d+)\s*$")


def _nop_mutants(text):
    lines = text.split("\n")
    for i, line in enumerate(lines):
        m = _NOP.match(line)
        if not m:
            continue
        n = int(m.group(2))
        mutant = list(lines)
        if n == 0:
            del mutant[i]
        else:
            mutant[i] = f"{m.group(1)}s_nop {n - 1}"
        yield i, "\n".join(mutant)


def _known_nop_miss(lines, i):
    nxt = lines[i + 1].split()[0] if i + 1 < len(lines) and lines[i + 1].split() else ""
    prev = [l.split()[0] for l in lines[max(0, i - 3):i] if l.split()]
    return "s_branch" in prev or (nxt in ("s_nop", "") and "s_nop" in prev) or \
        (nxt.endswith(":") and "s_nop" in prev)


def _run_nops(name):
    co = CodeObject.load(TRITON / f"{name}.hsaco")
    text = disassemble(co)
    lines = text.split("\n")
    assert check(text, co).ok
    unexplained, total, flagged = [], 0, 0
    for i, mutant in _nop_mutants(text):
        total += 1
        report = check(mutant, co)
        if report.findings:
            flagged += 1
            assert fix(mutant, co) == text, f"{name}: fix of line {i + 1} differs"
        elif not _known_nop_miss(lines, i):
            unexplained.append((i + 1, lines[i - 1:i + 2]))
    return total, flagged, unexplained


def _run_waits(name):
    co = CodeObject.load(TRITON / f"{name}.hsaco")
    text = disassemble(co)
    lines = text.split("\n")
    total = flagged = 0
    missed = []
    for i, line in enumerate(lines):
        if not re.match(r"\s*s_waitcnt\s", line):
            continue
        mutants = [lines[:i] + lines[i + 1:]]
        for m in re.finditer(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)", line):
            relaxed = line[:m.start()] + f"{m.group(1)}({int(m.group(2)) + 1})" + line[m.end():]
            mutants.append(lines[:i] + [relaxed] + lines[i + 1:])
        for mutant in mutants:
            total += 1
            if check("\n".join(mutant), co).findings:
                flagged += 1
            else:
                missed.append((i + 1, lines[i + 1].strip()))
    return total, flagged, missed


@pytest.mark.parametrize("name", QUICK)
def test_shortened_llvm_nops_are_flagged_and_fixed_exactly(name):
    total, flagged, unexplained = _run_nops(name)
    assert not unexplained, unexplained
    print(f"{name}: {flagged}/{total} shortened s_nop flagged")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(set(ALL) - set(QUICK)))
def test_shortened_llvm_nops_all_kernels(name):
    total, flagged, unexplained = _run_nops(name)
    assert not unexplained, unexplained


def _explained_wait_miss(after):
    # LLVM waits for all counters before s_barrier (memory model) and before
    # the jump into a preload body (kernarg loads); see docs/check.md
    return after.startswith(("s_barrier", "s_branch"))


def _waits_over(names):
    total = flagged = 0
    for name in names:
        t, f, missed = _run_waits(name)
        assert all(_explained_wait_miss(after) for _, after in missed), (name, missed)
        total += t
        flagged += f
    return total, flagged


def test_deleted_or_relaxed_llvm_waitcnts_are_flagged():
    total, flagged = _waits_over(QUICK)
    assert flagged >= 0.95 * total, (flagged, total)


@pytest.mark.slow
def test_deleted_or_relaxed_llvm_waitcnts_all_kernels():
    total, flagged = _waits_over(ALL)
    assert flagged >= 0.95 * total, (flagged, total)


@pytest.mark.parametrize("name", ["attention_fwd_f16", "matmul_fp8e5_128x128x128"])
def test_shortened_nops_between_spill_writelanes_are_flagged(name):
    """LLVM's s_nop between the v_writelane_b32 pair of a 64-bit SGPR spill
    (its spill code's implicit def of the pair): shortened, it is flagged."""
    co = CodeObject.load(TRITON / f"{name}.hsaco")
    lines = disassemble(co).split("\n")
    count = 0
    for i, mutant in _nop_mutants("\n".join(lines)):
        if lines[i + 1].split()[:1] != ["v_writelane_b32"]:
            continue
        count += 1
        rules = {f.rule for f in check(mutant, co).findings}
        assert "writelane-spill-sgpr" in rules, (i + 1, rules)
    assert count


# Deleted LLVM waits that fix() gives back exactly, of those flagged, per quick
# kernel.  The others check clean with waits placed differently from LLVM's:
# at the first read of a kernarg load where LLVM waits for all of them before
# the jump into the preload body, or before each read in turn where LLVM
# waited once for several (docs/check.md, "fix").  Fixing one instruction
# per block and round keeps out a wait made redundant by an earlier one
# (one fewer exact for each of these kernels otherwise).
EXACT_WAIT_RESTORES = {"softmax_f32": (8, 9), "layernorm_f16": (9, 11),
                       "matmul_f16_64x64x32": (8, 10)}


@pytest.mark.parametrize("name", QUICK)
def test_fix_of_a_deleted_llvm_waitcnt_checks_clean_and_mostly_restores_it(name):
    co = CodeObject.load(TRITON / f"{name}.hsaco")
    text = disassemble(co)
    lines = text.split("\n")
    flagged = exact = 0
    for i, line in enumerate(lines):
        if not re.match(r"\s*s_waitcnt\s", line):
            continue
        mutant = "\n".join(lines[:i] + lines[i + 1:])
        if not check(mutant, co).findings:
            continue
        flagged += 1
        fixed = fix(mutant, co)
        assert not check(fixed, co).findings, (name, i + 1)
        exact += fixed == text
    least_exact, expected_flagged = EXACT_WAIT_RESTORES[name]
    assert flagged == expected_flagged and exact >= least_exact, (exact, flagged)
    print(f"{name}: fix restored {exact} of {flagged} deleted s_waitcnt exactly")
