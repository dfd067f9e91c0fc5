"""``check(source, template=None)``: wait-state hazards and s_waitcnt of every
kernel, as findings; ``fix(...)``: the same text with the minimal insertions
that make it check clean.  See docs/check.md."""

from __future__ import annotations

import contextlib
import gc
import os
import re
from typing import Dict, List, Optional, Tuple, Union

from ..codeobject import CodeObject, assemble, template_mismatch
from ..codeobject.program import Program, program_of
from ..errors import GcnasmError
from ..isa.instruction import load_plain_words, plain_words
from .facts import NOP_MAX, facts_of, load_plain_facts, plain_facts
from .calls import function_units, with_callees
from .hazards import find_hazards
from .incremental import block_graph, kernel_edit, resume_hazards, resume_waits
from .lds_inputs import SOURCE as LDS_ORDER_SOURCE
from .memo import Memo, find_lds_order      # the analysis' numpy loads when it runs
from .registers import find_register_issues
from . import cache, differential
from .differential import Baseline
from .pairing import instruction_keys
from .report import CheckReport, Finding
from .waitcnt import LDS_RANGE_RULES, MAX_COUNT, find_waits

Source = Union[CodeObject, str, os.PathLike]
_FIX_ROUNDS = 64


class CheckError(GcnasmError):
    """The input cannot be checked (not a code object, no template, ...)."""


def load_program(source: Source, template=None, *, path: Optional[str] = None) -> Program:
    """The program view of ``source``: a CodeObject, a path to a ``.co``, or
    ``.s`` text (or a path to a ``.s``) with its template code object."""
    if isinstance(source, CodeObject):
        return program_of(source)
    if isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source
                                           and os.path.exists(source)):
        p = os.fspath(source)
        with open(p, "rb") as f:
            data = f.read()
        if data[:4] == b"\x7fELF":
            return program_of(CodeObject.from_bytes(data, str(p)))
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise CheckError(f"{p}: neither a code object (ELF) nor UTF-8 assembly text") \
                from None
        return _from_text(text, template, str(p))
    if isinstance(source, str) and "\n" not in source and source.strip() and \
            not source.lstrip().startswith(("s_", "v_", "\t", ".")):
        raise CheckError(f"{source}: no such file")
    if isinstance(source, (bytes, bytearray)):
        return program_of(CodeObject.from_bytes(bytes(source), path or "<bytes>"))
    if isinstance(source, str):
        return _from_text(source, template, path or "<source>")
    raise CheckError(f"cannot check a {type(source).__name__}: give a CodeObject, a path, or "
                     ".s text with its template")


def _from_text(text: str, template, name: str) -> Program:
    if template is None:
        # a standalone file (gcnasm disasm --standalone): it assembles alone
        if ".amdhsa_kernel" not in text:
            raise CheckError(f"{name}: checking assembly text needs its template code object "
                             "(--template), or a standalone file (gcnasm disasm --standalone)")
        return program_of(assemble(text, None, path=name), text, source_path=name)
    if not isinstance(template, CodeObject):
        template = CodeObject.load(template)
    co = assemble(text, template, path=name)
    return program_of(co, text, source_path=name)


@contextlib.contextmanager
def _no_cyclic_gc():
    """Pause the cyclic garbage collector: the analysis allocates many small
    objects and creates no cycles worth collecting, and the collector's
    passes over the whole program model took a third of the time.  (The one
    young-generation pass when it is back on walks what the check made and
    keeps: check() first breaks its program's cycles, see forget_kernels.)"""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def check(source: Source, template=None, *, path: Optional[str] = None,
          baseline: bool = True, lines: Optional[bool] = None) -> CheckReport:
    """Check every kernel of ``source`` (see :func:`load_program`).

    With a template (``.s`` text checked against the code object it was
    disassembled from) and ``baseline``, each finding is paired with the
    template's by position (see :mod:`.differential`): one the template has
    too, no better, is marked ``inherited`` and reported as a warning (the
    edit did not introduce it: AMD's hand-scheduled kernels break some of
    LLVM's rules; see docs/check.md); any other is introduced by the edit
    and is an error, whatever its rule's severity in unedited code.

    ``lines``: give each finding its line (and the producer's); by default
    for text, and not for a code object, whose lines would be those of its
    disassembly (computing that costs as much as disassembling)."""
    if isinstance(template, (str, os.PathLike)):
        template = CodeObject.load(template)        # once, for the text and the baseline
    with _no_cyclic_gc():
        program = load_program(source, template, path=path)
        if lines is None:
            lines = program.source is not None
        base = template_baseline(template) \
            if template is not None and program.source is not None and baseline else None
        provenance = base.provenance(program.analysis, program.co.text) \
            if base is not None else None
        report = check_program(program, lines=lines,
                               memo=Memo(base.memo) if base is not None else None,
                               resume=(base, provenance) if base is not None else None)
        if base is not None:
            report = against_template(report, program, template, base, provenance)
        # freed now by reference counting, not walked by that pass and a later one
        program.forget_kernels()
    if template is not None and program.source is not None:
        mismatch = template_mismatch(program.source, template)
        if mismatch:
            report.notes.append(mismatch)
    return report


def check_assembled(co: CodeObject, text: str, template, *, path: Optional[str] = None,
                    baseline: bool = True) -> CheckReport:
    """Check ``co``, just assembled from ``text`` against ``template``
    (what ``gcnasm asm`` does after assembling), without assembling again.

    The findings the template has too (``inherited``) come without their
    lines: ``gcnasm asm`` shows only what the edit introduced, and matching
    the text's lines to the code costs as much as the hazard search of a
    large kernel; a clean edit then needs none."""
    with _no_cyclic_gc():
        # the template's baseline first: what of it the edit leaves alone is
        # replayed, and its words are looked up, not decoded again
        base = template_baseline(template) if baseline and template is not None else None
        program = program_of(co, text, source_path=path)
        provenance = base.provenance(program.analysis, program.co.text) \
            if base is not None else None
        report = check_program(program, lines=template is None or not baseline,
                               memo=Memo(base.memo) if base is not None else None,
                               resume=(base, provenance) if base is not None else None)
        if base is not None:
            report = against_template(report, program, template, base, provenance)
            report.findings = [f if f.inherited else _with_line(program, f)
                               for f in report.findings]
        program.forget_kernels()
    return report


def _with_line(program: Program, f: Finding) -> Finding:
    """``f`` with its line, column and producer's line in ``program``'s text."""
    line = program.line_of(f.offset)
    if line is None:
        return f
    raw = program.lines[line - 1]
    return f.but(line=line, column=len(raw) - len(raw.lstrip()) + 1,
                 producer_line=program.line_of(f.producer_offset)
                 if f.producer_offset is not None else None)


def template_baseline(template) -> Baseline:
    """The template's findings and instruction keys (see
    :class:`.differential.Baseline`), from the on-disk cache when it has
    them (see :mod:`.cache`)."""
    if not isinstance(template, CodeObject):
        template = CodeObject.load(template)
    data = template.to_bytes()
    found = cache.load(data)
    if found is not None:
        if found.facts is not None:
            load_plain_facts(found.facts)       # the edit's words that are the template's
        if found.words is not None:
            load_plain_words(found.words, template.text)
        return found
    with _no_cyclic_gc():
        program = program_of(template)
        memo = Memo()
        waits: dict = {}
        findings = check_program(program, lines=False, memo=memo, record_waits=waits).findings
        offsets, keys = instruction_keys(program.analysis, template.text)
        branches = dict(program.analysis.branches)
        graphs = {kp.name: block_graph(kp) for kp in program.kernels}
        blocks = {name: g for name, g in graphs.items() if g is not None}
        words = {id(w): w for w in program.analysis.decoded if w is not None}
        facts = plain_facts(words.values())
        decoded = plain_words(template.text)
        program.forget_kernels()
    made = Baseline(findings, offsets, keys, branches, memo.recorded, facts, blocks,
                    {name: r for name, r in waits.items() if r}, decoded)
    cache.store(data, made)
    return made


def against_template(report: CheckReport, program: Program, template,
                     base: Optional[Baseline] = None, provenance=None) -> CheckReport:
    """``report`` (of ``program``, assembled from text against ``template``)
    with each finding paired with the template's by position: inherited
    ones marked, introduced ones errors (see :mod:`.differential`).
    ``provenance``: ``base.provenance`` of ``program``, when known."""
    base = base if base is not None else template_baseline(template)
    if provenance is None:
        provenance = base.provenance(program.analysis, program.co.text)
    return differential.against(report, base, provenance, _against_template,
                                _added_by(program, provenance))


def _added_by(program: Program, provenance):
    """For differential.pair: the operations an edit added among a
    finding's outstanding ones."""
    at = _instruction_at(program)

    def added(f: Finding) -> int:
        pi = at(f.offset)
        if pi is None or f.counter is None or not f.have:
            return 0
        from .recount import new_operations_before      # rarely needed: loaded then
        return new_operations_before(pi, f.counter, f.have, provenance)
    return added


def _against_template(f: Finding, template: List[Finding]) -> Finding:
    """A finding the edit introduced (or worsened), said against the
    template: an error whatever its rule's severity in unedited code, and
    where the template has the same finding with a looser figure the fix
    says what fix() does, bring it back to the template's."""
    if f.severity != "error":
        # said only where the severity changes: an error stays as worded
        if f.rule in LDS_RANGE_RULES:
            note = "an error in an edit: the template waits for it here"
        elif template:
            note = "a warning in unedited code, an error as worsened by the edit (the " \
                   "template has it with more margin)"
        else:
            note = "a warning in unedited code, an error as introduced by the edit"
        f = f.but(severity="error", message=f"{f.message}; {note}")
    if not f.mended_by_a_wait or not template:
        return f
    target = _loosest_target(f, template)
    if target == f.needed:
        return f
    if f.kind == "hazard":
        fix = (f"insert {_nop_text(target - f.have)} before it: back to the template's "
               f"{target} wait states ({f.needed} meet the rule: "
               f"{_nop_text(f.needed - f.have)})")
    else:
        fix = (f"insert s_waitcnt {f.counter}cnt({target}) before it: the template's count, "
               f"for the same operations ({f.counter}cnt({f.needed}) meets the rule)")
    return f.but(fix=fix)


def _nop_text(deficit: int) -> str:
    return f"s_nop {deficit - 1}" if deficit <= NOP_MAX + 1 else f"{deficit} wait states"


def check_program(program: Program, *, lines: bool = True,
                  memo: Optional[Memo] = None, resume=None,
                  record_waits: Optional[dict] = None) -> CheckReport:
    """``memo``: records the analyses a later edit may replay, and replays
    a template's (see :mod:`.memo`).  ``resume``: (the template's
    Baseline, the program's provenance against it): the hazard search and
    the s_waitcnt dataflow of an edit are resumed from the template's where
    they can be (see :mod:`.incremental`).  ``record_waits``: a dict, filled
    with each kernel's s_waitcnt dataflow as a later edit resumes it."""
    with _no_cyclic_gc():
        return _check_program(program, lines, memo, resume, record_waits)


def _check_program(program: Program, lines: bool, memo: Optional[Memo] = None,
                   resume=None, record_waits: Optional[dict] = None) -> CheckReport:
    name = program.source_path or program.co.path
    report = CheckReport(name, kernels=[kp.name for kp in program.kernels])
    # one look at each distinct word (the .text's shared instructions)
    long_nops = {w for w in set(program.analysis.decoded)
                 if w is not None and w.mnemonic == "s_nop" and (w.value & 0xFFFF) > NOP_MAX}
    if resume is not None and function_units(program):
        resume = None
    for kp in program.kernels:
        unit = with_callees(program, kp)        # with the functions it calls
        resumed = waits = None
        if resume is not None and unit is kp:
            base, provenance = resume
            edit = kernel_edit(kp, base.blocks.get(kp.name), base.offsets, provenance)
            resumed = resume_hazards(kp, base.blocks.get(kp.name), base.offsets,
                                     base.findings, provenance, edit)
            waits = resume_waits(edit, base.waits.get(kp.name), base.findings)
        for h in (find_hazards(unit) if resumed is None else
                  find_hazards(unit, resumed[0], resumed[2], resumed[3])):
            deficit = h.needed - h.have
            report.findings.append(_finding(
                program, lines, kp.name, "hazard", h.rule.id, h.severity, h.consumer, h.producer.offset,
                h.needed, h.have, None,
                f"{h.rule.description}: needs {h.needed} wait state(s) between them, has "
                f"{h.have} ({', '.join(str(u) for u in sorted(h.units)[:4])})"
                + (f"; {h.note}" if h.note else ""),
                f"insert {_nop_text(deficit)} before it", h.rule.source))
        if resumed is not None:
            report.findings.extend([_lined(program, f) for f in resumed[1]] if lines
                                   else resumed[1])
        if waits is None:
            record = record_waits.setdefault(kp.name, {}) \
                if record_waits is not None and unit is kp else None
            found = find_waits(unit, record)
        else:
            found = waits[0]
        for w in found:
            report.findings.append(_finding(
                program, lines, kp.name, "waitcnt", w.rule, w.severity, w.consumer, w.producer_offset,
                w.needed, w.have, w.counter, w.message,
                f"insert s_waitcnt {w.counter}cnt({w.needed}) before it",
                "SIInsertWaitcnts (gfx9 counters); docs/check.md"))
        if waits is not None:
            report.findings.extend([_lined(program, f) for f in waits[1]] if lines
                                   else waits[1])
        for r in find_register_issues(kp):
            report.findings.append(_finding(
                program, lines, kp.name, "registers", r.rule, r.severity, r.consumer, None,
                None, None, None, r.message,
                "write it before reading it (or check the descriptor)"
                if r.rule == "read-unwritten" else
                "renumber the VGPRs below accum_offset or raise accum_offset",
                "docs/check.md (registers)"))
        # cross-wave LDS ordering (lds_order.py), replayed where an edit left it alone
        for o in (memo.lds_order(kp) if memo is not None else find_lds_order(kp)):
            report.findings.append(_finding(
                program, lines, kp.name, "lds-order", o.rule, o.severity, o.consumer,
                o.producer_offset, None, None, None, o.message,
                "insert s_waitcnt (lgkmcnt/vmcnt for the writer's access) and s_barrier "
                "between the two accesses", LDS_ORDER_SOURCE))
        for pi in _instructions_of(kp, long_nops):
            n = pi.word.value & 0xFFFF          # SOPP's simm16
            report.findings.append(_finding(
                program, lines, kp.name, "encoding", "nop-count-truncated", "warning", pi, None,
                None, None, None,
                f"s_nop {n}: the hardware reads only bits 3:0 of the count, so this is "
                f"{(n & 0xF) + 1} wait state(s), not {n + 1}",
                _split_nop_text(n + 1),
                "AMD CDNA3/CDNA4 ISA: S_NOP, SIMM16[3:0]"))
    _check_functions(program, lines, report, long_nops)
    report.findings.sort(key=lambda f: (f.offset, f.kind, f.rule))
    return report


def _lined(program: Program, f: Finding) -> Finding:
    """``f`` (the template's, without lines) with the lines :func:`_finding`
    gives it in ``program``."""
    line = program.line_of(f.offset)
    column = None
    if line is not None:
        raw = program.lines[line - 1]
        column = len(raw) - len(raw.lstrip()) + 1
    return f.but(line=line, column=column,
                 producer_line=program.line_of(f.producer_offset)
                 if f.producer_offset is not None else None)


def _check_functions(program: Program, lines: bool, report: CheckReport, long_nops) -> None:
    """Each non-kernel function checked on its own from its entry (see
    calls.function_units), its findings named after it; a finding a kernel's
    check found in a function it calls, the same as the function's own, is
    reported once, as the function's."""
    units = function_units(program)
    report.functions = [u.name for u in units]
    own = []
    for u in units:
        for h in find_hazards(u):
            own.append(_finding(
                program, lines, u.name, "hazard", h.rule.id, h.severity, h.consumer,
                h.producer.offset, h.needed, h.have, None,
                f"{h.rule.description}: needs {h.needed} wait state(s) between them, has "
                f"{h.have} ({', '.join(str(x) for x in sorted(h.units)[:4])})"
                + (f"; {h.note}" if h.note else ""),
                f"insert {_nop_text(h.needed - h.have)} before it", h.rule.source, u))
        for w in find_waits(u):
            own.append(_finding(
                program, lines, u.name, "waitcnt", w.rule, w.severity, w.consumer,
                w.producer_offset, w.needed, w.have, w.counter, w.message,
                f"insert s_waitcnt {w.counter}cnt({w.needed}) before it",
                "SIInsertWaitcnts (gfx9 counters); docs/check.md", u))
        for pi in _instructions_of(u, long_nops):
            n = pi.word.value & 0xFFFF
            own.append(_finding(
                program, lines, u.name, "encoding", "nop-count-truncated", "warning", pi, None,
                None, None, None,
                f"s_nop {n}: the hardware reads only bits 3:0 of the count, so this is "
                f"{(n & 0xF) + 1} wait state(s), not {n + 1}",
                _split_nop_text(n + 1), "AMD CDNA3/CDNA4 ISA: S_NOP, SIMM16[3:0]", u))
    same = {(f.offset, f.rule, f.producer_offset, f.counter) for f in own}
    report.findings = [f for f in report.findings
                       if (f.offset, f.rule, f.producer_offset, f.counter) not in same] + own


def _split_nop_text(wait_states: int) -> str:
    if wait_states > 4 * (NOP_MAX + 1):
        return f"s_nop {NOP_MAX} gives the most one s_nop can: write several"
    return f"write {'; '.join(_nops_for(wait_states))} for {wait_states} wait states"


def _nops_for(wait_states: int) -> List[str]:
    """The fewest s_nops that give ``wait_states``, the longest first."""
    nops = []
    while wait_states > 0:
        n = min(wait_states, NOP_MAX + 1)
        nops.append(f"s_nop {n - 1}")
        wait_states -= n
    return nops


def _instructions_of(kp, words):
    """The instructions of a kernel whose word is one of ``words``."""
    if not words:
        return []
    return [pi for b in kp.blocks for pi in b.instructions if pi.word in words]


def _finding(program: Program, lines: bool, kernel, kind, rule, severity, consumer,
             producer_offset, needed, have, counter, message, fix, source,
             function=None) -> Finding:
    """``function``: the calls.FunctionUnit checked on its own the finding is in."""
    line = program.line_of(consumer.offset) if lines else None
    column = None
    if line is not None:
        raw = program.lines[line - 1]
        column = len(raw) - len(raw.lstrip()) + 1
    producer = program.at(producer_offset) if producer_offset is not None else None
    if producer_offset is not None and producer is None:      # in a called function
        producer = program.analysis.item_at(producer_offset)
    if function is not None:
        if producer_offset is not None and producer_offset >= consumer.offset:
            message += "; the producer is reached round a loop (a branch back)"
    elif program.at(consumer.offset) is None or (producer_offset is not None and
                                                 program.at(producer_offset) is None):
        message += "; across a call (checked with the caller's state at the call)"
    elif producer_offset is not None and producer_offset >= consumer.offset:
        # only a branch back reaches an instruction from one at or after it
        message += "; the producer is reached round a loop (a branch back)"
    return Finding(kind=kind, rule=rule, severity=severity, kernel=kernel,
                   offset=consumer.offset, producer_offset=producer_offset, line=line,
                   column=column,
                   producer_line=program.line_of(producer_offset)
                   if lines and producer_offset is not None else None,
                   instruction=consumer.inst.text,
                   producer=producer.inst.text if producer is not None else None,
                   needed=needed, have=have, counter=counter, message=message, fix=fix,
                   source=source)


# --- fix -----------------------------------------------------------------------


def fix(source: Source, template=None, *, path: Optional[str] = None) -> str:
    """``source`` as text with the smallest changes that make it check
    without errors and, against a template, without findings the edit
    introduced (see :func:`fix_report`, which also says each change's cost)."""
    return fix_report(source, template, path=path).text


def fix_report(source: Source, template=None, *, path: Optional[str] = None) -> FixResult:
    """Fix ``source`` (see :func:`fix`) and say what each change costs.

    Against a template, the template's waits are first re-counted (see
    :mod:`.recount`): each keeps waiting for the operations it waited for in
    the template, whatever the edit added or removed before it.  Then, round
    by round, each finding to mend gets ``s_nop N`` with the smallest N (an
    ``s_nop`` right before the instruction is lengthened instead) or
    ``s_waitcnt`` with the loosest sufficient counts (an ``s_waitcnt`` right
    before it is tightened instead), never tighter than what the consumer's
    producers need (or, where the template has the same finding, than the
    template's own figure).  A code object, or standalone text, has no
    template to tell its own warnings from an edit's: only its errors are
    fixed.  A code object is fixed in gcnasm's disassembly of it."""
    from .recount import recount_waits      # here: gcnasm asm's check fixes nothing
    program = load_program(source, template, path=path)
    from_text = program.source is not None
    standalone = from_text and template is None
    if template is None and not standalone:
        template = program.co
    if isinstance(template, (str, os.PathLike)):
        template = CodeObject.load(template)
    base = template_baseline(template) if from_text and not standalone else None
    name = program.source_path or program.co.path
    fixer = _Fixer(program.text, name)
    if base is not None:
        with _no_cyclic_gc():
            template_program = program_of(template)
            provenance = base.provenance(program.analysis, program.co.text)
            recounts = recount_waits(program, template_program, provenance)
        if recounts:
            fixer.recount(program, recounts)
            program = program_of(assemble(fixer.text, template, path=name), fixer.text,
                                 source_path=name)

    template_wait = None

    def to_fix(program) -> List[Tuple[Finding, List[Finding]]]:
        nonlocal template_wait
        report = check_program(program, memo=Memo(base.memo) if base is not None else None)
        if base is None:
            return [(f, []) for f in report.errors]
        provenance = base.provenance(program.analysis, program.co.text)
        template_wait = _template_wait_before(template_program, provenance)
        paired = differential.pair(report.findings, base, provenance,
                                   _added_by(program, provenance))
        return [(f, paired.template[i]) for i, f in enumerate(report.findings)
                if not paired.inherited[i] and (f.severity == "error" or f.mended_by_a_wait)]

    for _ in range(_FIX_ROUNDS):
        todo = to_fix(program)
        if not todo:
            return fixer.result()
        if not fixer.mend(program, todo, template_wait):
            first = todo[0][0]
            raise CheckError(f"{name}: cannot fix {len(todo)} finding(s) by inserting waits "
                             f"(first: {first.format(name)})")
        program = program_of(assemble(fixer.text, template, path=name), fixer.text,
                             source_path=name)
    if to_fix(program):
        raise CheckError(f"{name}: still has errors after {_FIX_ROUNDS} rounds of fixes")
    return fixer.result()


class _Fixer:
    """The text being fixed, line by line, with the change each changed or
    inserted line belongs to (so that a change's line is known in the final
    text, and a line changed twice is one change)."""

    def __init__(self, text: str, name: str):
        self.lines = text.split("\n")
        self.tags: List[Optional[int]] = [None] * len(self.lines)
        self.changes: Dict[int, FixChange] = {}
        self.name = name

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def result(self) -> FixResult:
        from .fixresult import FixResult
        first: Dict[int, int] = {}
        for i, tag in enumerate(self.tags):
            if tag is not None and tag not in first:
                first[tag] = i + 1
        changes = []
        for tag, c in self.changes.items():
            if tag in first:
                c.line = first[tag]
                changes.append(c)
        changes.sort(key=lambda c: c.line)
        return FixResult(self.text, self.name, changes)

    def _apply(self, edits: List[Tuple[int, str, str, FixChange]]) -> None:
        """(line index, "replace"/"insert", text, change): applied from the
        last line up, so that each index is still the one it was made for."""
        for idx, action, new, change in sorted(edits, key=lambda e: (e[0], e[1] == "insert"),
                                               reverse=True):
            tag = len(self.changes)
            new_lines = new.split("\n")
            if action == "replace":
                old_tag = self.tags[idx]
                if old_tag is not None:
                    change = _merged(self.changes.pop(old_tag), change)
                self.lines[idx:idx + 1] = new_lines
                self.tags[idx:idx + 1] = [tag] * len(new_lines)
            else:
                self.lines[idx:idx] = new_lines
                self.tags[idx:idx] = [tag] * len(new_lines)
            self.changes[tag] = change

    def recount(self, program: Program, recounts) -> None:
        from .fixresult import FixChange
        by_offset: Dict[int, list] = {}
        for r in recounts:
            by_offset.setdefault(r.offset, []).append(r)
        edits = []
        for offset, rs in by_offset.items():
            line = program.line_of(offset)
            if line is None:
                continue
            idx = line - 1
            vm, exp, lgkm = facts_of(program.at(offset).word).waitcnt
            counts = {"vm": vm, "exp": exp, "lgkm": lgkm}
            intent = dict(counts)
            for r in rs:
                intent[r.counter] = r.new
            indent = re.match(r"\s*", self.lines[idx]).group(0) or "\t"
            said = "; ".join(
                f"{r.counter}cnt({r.old}) -> {r.counter}cnt({r.new}): "
                f"{r.added} operation(s) added and {r.removed} removed among those it leaves "
                f"outstanding" for r in rs)
            edits.append((idx, "replace", _waitcnt_text(intent, indent), FixChange(
                "recount", 0, self.lines[idx], "", counts=_waited(intent), intent=_waited(intent),
                loop=_loop_of(program, offset),
                reason=f"re-counted to wait for the same operations as the template's wait "
                       f"({said})")))
        for e in edits:
            e[3].new = e[2]
        self._apply(edits)

    def mend(self, program: Program, todo: List[Tuple[Finding, List[Finding]]],
             template_wait=None) -> bool:
        """One round of insertions for ``todo`` (findings and the template's
        at the same place); False when nothing could be changed."""
        from .fixresult import FixChange
        lines = self.lines
        # per consumer: the wait-state deficit and the counts needed
        deficits: Dict[int, int] = {}
        counts: Dict[int, Dict[str, int]] = {}
        outstanding: Dict[int, Dict[str, int]] = {}
        reasons: Dict[int, List[str]] = {}
        # per consumer: the counters (and "nop") brought back to the template's own figure
        restored: Dict[int, set] = {}
        # An insertion changes what every later instruction of its block sees
        # (one more wait state; counts waited for): a later finding may need
        # less, or nothing.  Fix the first instruction with a finding in each
        # block per round (all of its findings), then check again.
        first_in_block: Dict[object, int] = {}
        at = _instruction_at(program)       # the kernels' and the functions' code
        todo = [(f, t) for f, t in todo if at(f.offset) is not None or f.line is None]
        for f, _ in todo:
            if f.line is not None and f.kind in ("hazard", "waitcnt"):
                block = at(f.offset).block
                first_in_block[block] = min(first_in_block.get(block, f.offset), f.offset)
        for f, template in todo:
            if f.line is None or f.kind not in ("hazard", "waitcnt") or \
                    first_in_block[at(f.offset).block] != f.offset:
                continue
            target = _loosest_target(f, template)
            reasons.setdefault(f.offset, []).append(f"[{f.rule}] {f.message}")
            if target != f.needed:
                restored.setdefault(f.offset, set()).add(f.counter or "nop")
            if f.kind == "hazard":
                deficits[f.offset] = max(deficits.get(f.offset, 0), target - f.have)
            else:
                c = counts.setdefault(f.offset, {})
                c[f.counter] = min(c.get(f.counter, 99), target)
                o = outstanding.setdefault(f.offset, {})
                o[f.counter] = max(o.get(f.counter, 0), f.have or 0)
        edits: List[Tuple[int, str, str, FixChange]] = []
        for offset in sorted(set(deficits) | set(counts), reverse=True):
            pi = at(offset)
            line = program.line_of(offset)
            idx = line - 1
            indent = re.match(r"\s*", lines[idx]).group(0) or "\t"
            prev = pi.block.instructions[pi.index - 1] if pi.index > 0 else None
            prev_line = program.line_of(prev.offset) if prev is not None else None
            prev_f = facts_of(prev.word) if prev is not None else None
            loop = _loop_of(program, offset)
            reason = "; ".join(reasons.get(offset, ()))
            insert: List[str] = []
            inserted_wait: Dict[str, int] = {}
            if offset in counts:
                need = counts[offset]
                if prev_f is not None and prev_f.waitcnt is not None and prev_line is not None:
                    vm, exp, lgkm = prev_f.waitcnt
                    have = {"vm": vm, "exp": exp, "lgkm": lgkm}
                    written = dict(have)
                    for k, v in need.items():
                        have[k] = min(have[k], v)
                    edits.append((prev_line - 1, "replace", _waitcnt_text(have, indent),
                                  FixChange("tighten", 0, lines[prev_line - 1],
                                            _waitcnt_text(have, indent), counts=_waited(have),
                                            intent=_waited(written),
                                            tighter={k: written[k] - have[k] for k in need
                                                     if have[k] < written[k]},
                                            loop=loop, reason=reason)))
                else:
                    insert.append(_waitcnt_text(need, indent))
                    inserted_wait = need
            deficit = deficits.get(offset, 0) - len(insert)    # an s_waitcnt is a wait state
            nops = 0
            before = template_wait(offset) if template_wait is not None else None
            # the wait states added beyond those the template has right there
            extra_ws = (lambda added: added) if before is None else \
                (lambda added: max(0, min(added, _wait_states_before(pi) + added - before[1])))
            if deficit > 0:
                if not insert and prev_f is not None and prev.word.mnemonic == "s_nop" \
                        and prev_line is not None and \
                        prev_f.wait_states + deficit <= NOP_MAX + 1:
                    new = f"{indent}s_nop {prev_f.wait_states - 1 + deficit}"
                    edits.append((prev_line - 1, "replace", new,
                                  FixChange("lengthen-nop", 0, lines[prev_line - 1], new,
                                            wait_states=0 if "nop" in restored.get(offset, ())
                                            else extra_ws(deficit), loop=loop, reason=reason)))
                else:
                    insert += [indent + nop for nop in _nops_for(deficit)]
                    nops = deficit
            back = restored.get(offset, set())
            had: Dict[str, int] = before[0] if before is not None else {}
            if inserted_wait:
                # the template waited here at least as tightly: the same wait back
                back |= {k for k, v in inserted_wait.items() if had.get(k, 99) <= v}
            if insert:
                kind = "insert-wait" if inserted_wait else "insert-nop"
                # against the template: what was outstanding there, or, where
                # the count is the template's own figure, that figure
                # (or the template's looser wait there)
                out = {k: v if k in back else had[k] if k in had and had[k] < MAX_COUNT[k]
                       else outstanding.get(offset, {}).get(k, v)
                       for k, v in inserted_wait.items()}
                edits.append((idx, "insert", "\n".join(insert), FixChange(
                    kind, 0, None, "\n".join(insert), counts=dict(inserted_wait),
                    intent={k: out.get(k, v) for k, v in inserted_wait.items()},
                    tighter={k: out.get(k, v) - v for k, v in inserted_wait.items()
                             if out.get(k, v) > v},
                    wait_states=0 if "nop" in back else
                    extra_ws(nops + (1 if inserted_wait and deficits.get(offset) else 0)),
                    loop=loop, reason=reason)))
        before = list(lines)
        self._apply(edits)
        return self.lines != before


def _instruction_at(program: Program):
    """offset -> the instruction there, in a kernel's blocks or in a
    non-kernel function's (calls.function_units), or None."""
    functions: List[Dict[int, object]] = []        # made when first needed

    def at(offset: int):
        pi = program.at(offset)
        if pi is None:
            if not functions:
                functions.append({pi.offset: pi for u in function_units(program)
                                  for b in u.blocks for pi in b.instructions})
            pi = functions[0].get(offset)
        return pi
    return at


def _template_wait_before(template_program: Program, provenance):
    """offset (of an edit) -> (the counts of the s_waitcnt right before its
    template origin in the template, or {}; the wait states of the s_nops
    and s_waitcnts right before it there), or None where it has no origin."""
    at = _instruction_at(template_program)

    def wait_before(offset: int) -> Optional[Tuple[Dict[str, int], int]]:
        origin = provenance.template_offset(offset)
        pi = at(origin) if origin is not None else None
        if pi is None:
            return None
        counts: Dict[str, int] = {}
        if pi.index > 0:
            f = facts_of(pi.block.instructions[pi.index - 1].word)
            if f.waitcnt is not None:
                vm, exp, lgkm = f.waitcnt
                counts = {"vm": vm, "exp": exp, "lgkm": lgkm}
        return counts, _wait_states_before(pi)
    return wait_before


def _wait_states_before(pi) -> int:
    """The wait states of the s_nops and s_waitcnts right before ``pi`` in
    its block."""
    total = 0
    for prev in reversed(pi.block.instructions[:pi.index]):
        f = facts_of(prev.word)
        if f.waitcnt is None and prev.word.mnemonic != "s_nop":
            break
        total += f.wait_states
    return total


def _waited(counts: Dict[str, int]) -> Dict[str, int]:
    """The counters a wait waits for (below their maximum)."""
    return {k: v for k, v in counts.items() if v < MAX_COUNT[k]}


def _merged(old: FixChange, new: FixChange) -> FixChange:
    """A line changed by ``old`` and again by ``new``, as one change: what it
    was before ``old``, what ``new`` made it, its cost against the first
    intent."""
    from .fixresult import FixChange
    kind = old.kind if old.kind.startswith("insert") else \
        "tighten" if new.kind == "tighten" else new.kind
    intent = dict(new.intent)
    intent.update(old.intent)       # the first intent: the template's (re-counted) count
    counts = dict(new.counts)
    tighter = {k: intent[k] - counts.get(k, MAX_COUNT[k]) for k in intent
               if counts.get(k, MAX_COUNT[k]) < intent[k]}
    reason = "; ".join(r for r in (old.reason, new.reason) if r)
    return FixChange(kind, 0, old.old, new.new, counts=counts, intent=intent, tighter=tighter,
                     wait_states=old.wait_states + new.wait_states, loop=new.loop or old.loop,
                     reason=reason)


def _loop_of(program: Program, offset: int) -> Optional[str]:
    """The innermost loop ``offset`` is in: its head's label (or line)."""
    pi = program.at(offset)
    if pi is None:
        return None
    loops = [lp for lp in pi.block.kernel.loops if pi.block in lp.blocks]
    if not loops:
        return None
    head = min(loops, key=lambda lp: len(lp.blocks)).header
    labels = program.labels_at(head.start)
    if labels:
        return labels[0]
    line = program.line_of(head.start)
    return f"line {line}" if line is not None else f".text+0x{head.start:x}"


def _loosest_target(f: Finding, template: List[Finding]) -> int:
    """The wait states (hazard) or outstanding count (waitcnt) to bring ``f``
    to: what it needs, or, where the template has the same finding (same
    place, see :mod:`.differential`), the template's own margin when that is
    looser (the finding is then the template's, left alone like the others:
    a deleted wait comes back as it was, not stricter)."""
    _, m = differential.best_template(f, template)
    if f.kind == "hazard":
        target = f.needed - m
        return target if f.have < target < f.needed else f.needed
    target = f.needed + m
    return target if f.needed < target < f.have else f.needed


def _waitcnt_text(counts: Dict[str, int], indent: str) -> str:
    parts = [f"{k}cnt({counts[k]})" for k in ("vm", "exp", "lgkm")
             if k in counts and counts[k] < MAX_COUNT[k]]
    return f"{indent}s_waitcnt {' '.join(parts) or 'vmcnt(63)'}"
