"""Which opcodes an independent oracle checks, measured by running the tests.

``python -m gcnasm.emu.coverage --oracle`` runs the instruction-level oracle
tests (:data:`ORACLE_TESTS`: each compares the emulator's result with
Python integers, ``fractions``, numpy with explicit rounding, or the ISA
guide's tables, never with the emulator itself) under pytest, with an
observer on :data:`gcnasm.emu.program.BUILD_OBSERVERS`: every instruction a
wave reaches in a test is noted, and a test's notes count only when the
test passes.  A (family, mnemonic) form is *oracle-checked* when some
passing oracle test executed it.  An instruction a test executes only to
set up state (an ``s_mov`` of M0 before a ``ds_*``) counts too: its result
feeds the checked one, so a wrong result would fail the test.

Forms with semantics but no oracle test are listed, each with its reason
from :data:`NOT_CHECKED` or as a gap.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Dict, List, Optional, Set, Tuple

from .program import BUILD_OBSERVERS, base_mnemonic

# The tests that check single instructions (or a few) against an oracle.
# Whole-kernel tests (Triton, kernels/, aiter) are left out: a kernel that
# passes does not show that each of its instructions computed right.
ORACLE_TESTS = (
    "test_emu_ops_oracle.py",
    "test_emu_oracle_int.py",
    "test_emu_oracle_float.py",
    "test_emu_oracle_mem.py",
    "test_emu_oracle_matrix.py",
    "test_emu_oracle_scaled.py",
    "test_emu_fpmode.py",
    "test_emu_scaled.py",
    "test_emu_matrix.py",
    "test_emu_semantics.py",
    "test_emu_memory.py",
)

# Forms with semantics that no oracle test checks, and why: (mnemonic
# pattern, reason), the first match names it.
NOT_CHECKED: Tuple[Tuple[str, str], ...] = (
    (r"s_(waitcnt|nop|sleep|setprio|sethalt|trap|icache_inv|dcache_.*|ttracedata.*|"
     r"sendmsg.*|incperflevel|decperflevel|barrier|endpgm|wakeup|memtime|memrealtime)",
     "timing, messages and hardware state: no value to compare (their effect on other "
     "instructions is tested where there is one)"),
    (r"(buffer|global|flat|scratch)_(wbl2|inv|wbinvl1.*)|buffer_wbinvl1.*",
     "cache maintenance: a no-op on flat host memory"),
    (r"ds_nop|v_nop|v_clrexcp|s_atc_probe.*",
     "no-ops (no trap handler, no address translation cache): no value to compare"),
    (r"ds_read_b64_tr_b4",
     "not yet: the only public model of the 4-bit transposing load (Triton's "
     "chooseDotDsReadB64TrLayout) describes it through its i8 view of an MFMA operand, with fp4 "
     "packing swapped, not nibble by nibble; the b8/b16 forms are checked against Triton's "
     "generic rotation"),
    (r"v_(exp|log)_legacy_f32",
     "no definition to check against: the guide says only that they give 'slightly different "
     "results' from v_exp/v_log_f32, and no compiler emits them (LLVM defines them without a "
     "selection pattern, VOP1Instructions.td); emulated as v_exp_f32/v_log_f32"),
)
_NOT_CHECKED = tuple((re.compile(p), why) for p, why in NOT_CHECKED)


def not_checked_reason(mnemonic: str) -> str:
    for pattern, why in _NOT_CHECKED:
        if pattern.fullmatch(mnemonic):
            return why
    return ""


class Recorder:
    """A pytest plugin: the forms each passing test executed."""

    def __init__(self):
        self.pending: Set[Tuple[str, str]] = set()
        self.checked: Dict[Tuple[str, str], Set[str]] = defaultdict(set)
        self.passed = self.failed = 0

    def observe(self, inst) -> None:
        self.pending.add((inst.family.name, inst.mnemonic))

    def pytest_runtest_logstart(self, nodeid, location):
        self.pending = set()

    def pytest_runtest_logreport(self, report):
        if report.when == "call":
            if report.passed:
                self.passed += 1
                for form in self.pending:
                    self.checked[form].add(report.nodeid)
            elif report.failed:             # an expected failure (xfail) is neither
                self.failed += 1
        elif report.failed:
            self.failed += 1


def tests_dir() -> Path:
    return Path(__file__).resolve().parent.parent.parent / "tests"


def measure(extra: Optional[List[str]] = None) -> Recorder:
    """Run the oracle tests (pytest's report on stderr) and return what they
    checked."""
    import pytest                       # a development dependency: only here
    where = tests_dir()
    files = [str(where / name) for name in ORACLE_TESTS if (where / name).exists()]
    if not files:
        raise FileNotFoundError(f"no oracle tests under {where}")
    recorder = Recorder()
    BUILD_OBSERVERS.append(recorder.observe)
    try:
        with contextlib.redirect_stdout(sys.stderr):
            pytest.main(["-q", "-p", "no:cacheprovider", "--rootdir", str(where.parent), *files,
                         *(extra or [])], plugins=[recorder])
    finally:
        BUILD_OBSERVERS.remove(recorder.observe)
    return recorder


def report(coverage: Dict[Tuple[str, str], str], recorder: Recorder) -> dict:
    """Oracle-checked against emulated, per family and per opcode (the
    mnemonic without its _e32/_e64/_dpp/_sdwa suffix), with the list of
    forms not checked and their reasons."""
    emulated = {form for form, why in coverage.items() if not why}
    checked = emulated & set(recorder.checked)
    families: Dict[str, List[int]] = defaultdict(lambda: [0, 0])
    for family, mnemonic in emulated:
        families[family][1] += 1
        families[family][0] += (family, mnemonic) in checked
    opcodes = {base_mnemonic(m) for _, m in emulated}
    opcodes_checked = {base_mnemonic(m) for _, m in checked}
    unchecked = [{"family": f, "mnemonic": m, "reason": not_checked_reason(base_mnemonic(m))}
                 for f, m in sorted(emulated - checked)]
    return {"emulated": len(emulated), "checked": len(checked),
            "opcodes": len(opcodes), "opcodes_checked": len(opcodes_checked),
            "tests_passed": recorder.passed, "tests_failed": recorder.failed,
            "families": {f: {"checked": c, "emulated": t} for f, (c, t) in sorted(families.items())},
            "not_checked": unchecked,
            "gaps": [u for u in unchecked if not u["reason"]]}
