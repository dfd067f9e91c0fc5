"""gcnasm.checker: static wait-state hazard and s_waitcnt checking of gfx950
kernels, with minimal fixes (docs/check.md).  Its two functions are also
``gcnasm.check`` and ``gcnasm.fix``.

    from gcnasm import check, fix
    report = check("kernel.co")                 # or check(text, template=co)
    report.ok, report.findings                  # Finding: kind, rule, severity, ...
    fixed_text = fix(text, template=co)
"""

from __future__ import annotations

from ..lazy import lazy_attributes

# Loaded on first use: registering the `check` command (`gcnasm --help`)
# imports none of the checker.
_LAZY = {
    "CheckError": "gcnasm.checker.checker",
    "check": "gcnasm.checker.checker",
    "check_assembled": "gcnasm.checker.checker",
    "check_program": "gcnasm.checker.checker",
    "fix": "gcnasm.checker.checker",
    "fix_report": "gcnasm.checker.checker",
    "FixResult": "gcnasm.checker.fixresult",
    "FixChange": "gcnasm.checker.fixresult",
    "load_program": "gcnasm.checker.checker",
    "RULES": "gcnasm.checker.hazards",
    "Rule": "gcnasm.checker.hazards",
    "CheckReport": "gcnasm.checker.report",
    "Finding": "gcnasm.checker.report",
}

__all__ = ["check", "fix", "fix_report", "FixResult", "FixChange", "check_program", "check_assembled", "clear_caches", "load_program",
           "CheckReport", "Finding", "CheckError", "RULES", "Rule"]

__getattr__, __dir__ = lazy_attributes(__name__, _LAZY, globals())


def clear_caches() -> None:
    """Forget the per-word facts the checker keeps (benchmarks call this with
    gcnasm.isa.clear_caches() to measure a first encounter)."""
    from ..isa.caches import clear_caches as clear_bounded_caches
    clear_bounded_caches("gcnasm.checker")
    clear_bounded_caches("gcnasm.codeobject.program")
