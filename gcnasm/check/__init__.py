"""gcnasm.check: static wait-state hazard and s_waitcnt checking of gfx950
kernels, with minimal fixes (docs/check.md).

    from gcnasm.check import check, fix
    report = check("kernel.co")                 # or check(text, template=co)
    report.ok, report.findings                  # Finding: kind, rule, severity, ...
    fixed_text = fix(text, template=co)

``gcnasm.check(...)`` works too: this module is callable (it calls
:func:`check`), so that the package and the function share the public name
the issue asks for.
"""

from __future__ import annotations

import sys
import types

from .checker import CheckError, check, check_assembled, check_program, fix, load_program
from .hazards import RULES, Rule
from .report import CheckReport, Finding

__all__ = ["check", "fix", "check_program", "check_assembled", "clear_caches", "load_program", "CheckReport", "Finding",
           "CheckError", "RULES", "Rule"]


def clear_caches() -> None:
    """Forget the per-word facts the checker keeps (benchmarks call this with
    gcnasm.isa.clear_caches() to measure a first encounter)."""
    from . import facts, hazards
    from ..codeobject import program
    facts.clear_cache()
    hazards.clear_caches()
    program.clear_cache()


class _CallableModule(types.ModuleType):
    def __call__(self, *args, **kwargs):
        return check(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
