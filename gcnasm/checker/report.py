"""Findings and the report :func:`gcnasm.checker.check` returns."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import List, Optional, Tuple

from .sources import shipped_of, sources_of

SEVERITIES = ("error", "warning")


@dataclass(frozen=True)
class Finding:
    """One problem found.

    ``offset`` is the ``.text`` byte offset of the instruction that needs the
    wait (the consumer), ``producer_offset`` that of the instruction it waits
    for; ``line``/``column`` are the consumer's place in the ``.s`` (or in
    gcnasm's disassembly when a code object was checked), ``producer_line``
    the producer's.  ``needed``/``have``: wait states (kind "hazard") or the
    count an s_waitcnt needs and the events that may still be outstanding
    (kind "waitcnt").  ``fix`` says what to insert.  ``sources``: where the
    requirement comes from (ISA guide table, LLVM function, rocRoller, ...),
    ``shipped``: where AMD's shipped code does the same (why the rule is a
    warning in code an edit did not touch), or None; both filled in from the
    rule (gcnasm.checker.sources) unless given."""

    kind: str                       # "hazard", "waitcnt", "registers"
    rule: str                       # stable id (docs/check.md)
    severity: str                   # "error" or "warning"
    kernel: str
    offset: int
    producer_offset: Optional[int]
    line: Optional[int]
    column: Optional[int]
    producer_line: Optional[int]
    instruction: str
    producer: Optional[str]
    needed: Optional[int]
    have: Optional[int]
    counter: Optional[str]          # "vm", "lgkm", "exp" for waitcnt findings
    message: str
    fix: Optional[str]
    source: Optional[str] = None    # where the rule comes from
    # the template the .s came from has the same finding (same rule, same
    # instructions) with no more margin: not introduced or worsened by the edit
    inherited: bool = False
    sources: Tuple[str, ...] = ()
    shipped: Optional[str] = None

    def __post_init__(self):
        # frozen: set through object.__setattr__, once, at construction
        if not self.sources:
            object.__setattr__(self, "sources", sources_of(self.rule))
        if self.shipped is None:
            object.__setattr__(self, "shipped", shipped_of(self.rule))

    def but(self, **changes) -> "Finding":
        """``dataclasses.replace(self, **changes)``, without its per-call
        look at the fields (an edit's check moves or marks every template
        finding: hundreds in a large kernel)."""
        unknown = changes.keys() - _FIELDS
        if unknown:
            raise TypeError(f"Finding has no field {sorted(unknown)[0]!r}")
        new = object.__new__(Finding)
        state = dict(self.__dict__)
        state.update(changes)
        object.__setattr__(new, "__dict__", state)
        return new

    @classmethod
    def from_values(cls, values: dict) -> "Finding":
        """A Finding of every field's value (as ``dataclasses.asdict`` of
        one gives them, ``sources`` a tuple): as ``Finding(**values)``,
        without the per-call checks of the constructor."""
        if values.keys() != _FIELDS or not isinstance(values["sources"], tuple):
            return cls(**values)
        new = object.__new__(cls)
        object.__setattr__(new, "__dict__", dict(values))
        return new

    @property
    def key(self) -> tuple:
        """What identifies the finding across an edit that moved code."""
        return (self.kernel, self.kind, self.rule, self.instruction, self.producer,
                self.needed, self.counter)

    @property
    def mended_by_a_wait(self) -> bool:
        """Whether an ``s_nop`` or ``s_waitcnt`` before the instruction
        mends it (what ``fix`` inserts); a register finding needs a code
        change instead."""
        return self.kind == "hazard" or \
            (self.kind == "waitcnt" and self.counter is not None and self.needed is not None)

    def location(self, path: str) -> str:
        where = path
        if self.line is not None:
            where += f":{self.line}:{self.column or 1}"
        else:
            where += f":.text+0x{self.offset:x}"
        return where

    def format(self, path: str) -> str:
        text = f"{self.location(path)}: {self.severity}: [{self.rule}] {self.message}\n" \
               f"    {self.instruction}"
        if self.producer is not None:
            at = f"line {self.producer_line}" if self.producer_line is not None \
                else f".text+0x{self.producer_offset:x}"
            text += f"\n    after {self.producer}    ({at})"
        if self.inherited:
            text += "\n    (the template has the same: not introduced by the edit)"
        elif self.fix:
            text += f"\n    fix: {self.fix}"
        return text

    def to_dict(self) -> dict:
        return {**asdict(self), "sources": list(self.sources),
                "mended_by_a_wait": self.mended_by_a_wait}


_FIELDS = frozenset(Finding.__dataclass_fields__)


@dataclass
class CheckReport:
    path: str
    findings: List[Finding] = field(default_factory=list)
    kernels: List[str] = field(default_factory=list)
    # findings the template has too, left out by introduced()
    inherited_left_out: int = 0
    # warnings left out by errors_only()
    warnings_left_out: int = 0
    # about the input as a whole (a template that does not seem to be the text's)
    notes: List[str] = field(default_factory=list)
    # the non-kernel functions checked on their own (docs/check.md, "Functions")
    functions: List[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when nothing can compute a wrong result (no error)."""
        return not self.errors

    @property
    def errors(self) -> List[Finding]:
        return [f for f in self.findings if f.severity == "error"]

    @property
    def warnings(self) -> List[Finding]:
        return [f for f in self.findings if f.severity == "warning"]

    @property
    def inherited(self) -> List[Finding]:
        """Findings the template has too (warnings: the edit did not introduce them)."""
        return [f for f in self.findings if f.inherited]

    def introduced(self) -> "CheckReport":
        """This report without the findings the template has too."""
        kept = [f for f in self.findings if not f.inherited]
        return CheckReport(self.path, kept, list(self.kernels),
                           self.inherited_left_out + len(self.findings) - len(kept),
                           self.warnings_left_out, list(self.notes), list(self.functions))

    def errors_only(self) -> "CheckReport":
        """This report without its warnings (still counted)."""
        kept = self.errors
        return CheckReport(self.path, kept, list(self.kernels), self.inherited_left_out,
                           self.warnings_left_out + len(self.findings) - len(kept),
                           list(self.notes), list(self.functions))

    def lines(self) -> List[str]:
        out = [f"{self.path}: warning: {note}" for note in self.notes]
        out += [f.format(self.path) for f in self.findings]
        summary = (f"{self.path}: {len(self.errors)} error(s), "
                   f"{len(self.warnings) + self.warnings_left_out} "
                   f"warning(s) in {len(self.kernels)} kernel(s)")
        if self.functions:
            summary += f" and {len(self.functions)} function(s)"
        if self.warnings_left_out:
            summary += f" ({self.warnings_left_out} warning(s) not shown: --errors-only)"
        inherited = len(self.inherited)
        if inherited:
            summary += f"; {inherited} of the warnings the template has too (--new leaves them out)"
        if self.inherited_left_out:
            summary += f"; {self.inherited_left_out} finding(s) the template has too left out"
        out.append(summary)
        return out

    def to_json(self) -> str:
        return json.dumps({"path": self.path, "ok": self.ok, "kernels": self.kernels,
                           "functions": self.functions,
                           "errors": len(self.errors),
                           "warnings": len(self.warnings) + self.warnings_left_out,
                           "warnings_left_out": self.warnings_left_out,
                           "inherited": len(self.inherited) + self.inherited_left_out,
                           "notes": self.notes,
                           "findings": [f.to_dict() for f in self.findings]}, indent=1)
