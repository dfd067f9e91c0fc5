"""gcnasm.checker: static wait-state hazard and s_waitcnt checking of gfx950
kernels, with minimal fixes (docs/check.md).  Its two functions are also
``gcnasm.check`` and ``gcnasm.fix``.

    from gcnasm import check, fix
    report = check("kernel.co")                 # or check(text, template=co)
    report.ok, report.findings                  # Finding: kind, rule, severity, ...
    fixed_text = fix(text, template=co)
"""

from __future__ import annotations

from .checker import CheckError, check, check_assembled, check_program, fix, load_program
from .hazards import RULES, Rule
from .report import CheckReport, Finding

__all__ = ["check", "fix", "check_program", "check_assembled", "clear_caches", "load_program",
           "CheckReport", "Finding", "CheckError", "RULES", "Rule"]


def clear_caches() -> None:
    """Forget the per-word facts the checker keeps (benchmarks call this with
    gcnasm.isa.clear_caches() to measure a first encounter)."""
    from . import facts, hazards
    from ..codeobject import program
    facts.clear_cache()
    hazards.clear_caches()
    program.clear_cache()
