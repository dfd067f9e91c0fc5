"""``check(source, template=None)``: wait-state hazards and s_waitcnt of every
kernel, as findings; ``fix(...)``: the same text with the minimal insertions
that make it check clean.  See docs/check.md."""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import os
import re
from pathlib import Path
from typing import Dict, List, Optional, Tuple, Union

from ..codeobject import CodeObject, assemble, template_mismatch
from ..codeobject.program import Program, program_of
from ..errors import GcnasmError
from .facts import NOP_MAX, facts_of
from .hazards import find_hazards
from .lds_order import SOURCE as LDS_ORDER_SOURCE, find_lds_order
from .registers import find_register_issues
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
        p = Path(source)
        data = p.read_bytes()
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
    disassembled from) and ``baseline``, a finding the template has too (same
    rule, instructions and distance) is marked ``inherited`` and reported as
    a warning: the edit did not introduce it (AMD's hand-scheduled kernels
    break some of LLVM's rules; see docs/check.md).

    ``lines``: give each finding its line (and the producer's); by default
    for text, and not for a code object, whose lines would be those of its
    disassembly (computing that costs as much as disassembling)."""
    if isinstance(template, (str, os.PathLike)):
        template = CodeObject.load(template)        # once, for the text and the baseline
    with _no_cyclic_gc():
        program = load_program(source, template, path=path)
        if lines is None:
            lines = program.source is not None
        report = check_program(program, lines=lines)
        # freed now by reference counting, not walked by that pass and a later one
        program.forget_kernels()
    if template is not None and program.source is not None:
        if baseline:
            report = _with_baseline(report, _baseline_keys(template))
        mismatch = template_mismatch(program.source, template)
        if mismatch:
            report.notes.append(mismatch)
    return report


def check_assembled(co: CodeObject, text: str, template, *, path: Optional[str] = None,
                    baseline: bool = True) -> CheckReport:
    """Check ``co``, just assembled from ``text`` against ``template``
    (what ``gcnasm asm`` does after assembling), without assembling again."""
    report = check_program(program_of(co, text, source_path=path))
    if baseline:
        report = _with_baseline(report, _baseline_keys(template))
    return report


def _baseline_keys(template) -> Dict[tuple, List[int]]:
    """The template's findings: key -> the ``have`` of each."""
    if not isinstance(template, CodeObject):
        template = CodeObject.load(template)
    keys: Dict[tuple, List[int]] = {}
    for f in check_program(program_of(template)).findings:
        keys.setdefault(f.key, []).append(f.have if f.have is not None else 0)
    return keys


def _with_baseline(report: CheckReport, keys: Dict[tuple, List[int]]) -> CheckReport:
    """Mark what the template has too, no better than here (a waitcnt's
    ``have`` is the events outstanding: more is worse; a hazard's is the
    wait states: fewer is worse)."""
    # Each template finding covers at most one finding here.  Per key, the
    # findings are taken from the best off (a hazard's most wait states, a
    # waitcnt's fewest events outstanding), each covered by the best template
    # finding still free that is no better: so one finding never takes the
    # template finding a worse one needed (the most findings are covered).
    inherited = set()
    by_key: Dict[tuple, List[int]] = {}
    for i, f in enumerate(report.findings):
        if f.key in keys:
            by_key.setdefault(f.key, []).append(i)
    for key, indices in by_key.items():
        hazard = report.findings[indices[0]].kind == "hazard"
        free = sorted(keys[key], reverse=hazard)     # best first
        for i in sorted(indices, key=lambda i: _have(report.findings[i]), reverse=hazard):
            have = _have(report.findings[i])
            for j, h in enumerate(free):
                if (h <= have if hazard else h >= have):
                    del free[j]
                    inherited.add(i)
                    break
    report.findings = [dataclasses.replace(f, inherited=True, severity="warning")
                       if i in inherited else _against_template(f, keys.get(f.key, ()))
                       for i, f in enumerate(report.findings)]
    return report


def _against_template(f: Finding, template_haves) -> Finding:
    """A finding the edit introduced (or worsened), said against the
    template: an LDS-DMA warning becomes an error (see LDS_RANGE_RULES), and
    where the template has the same finding with a looser figure the fix
    says what fix() does, bring it back to the template's."""
    if f.rule in LDS_RANGE_RULES and f.severity == "warning":
        f = dataclasses.replace(f, severity="error", message=f.message +
                                "; an error in an edit: the template waits for it here")
    if not f.mended_by_a_wait or not template_haves:
        return f
    target = _loosest_target(f, template_haves)
    if target == f.needed:
        return f
    if f.kind == "hazard":
        fix = (f"insert {_nop_text(target - f.have)} before it: back to the template's "
               f"{target} wait states ({f.needed} meet the rule: "
               f"{_nop_text(f.needed - f.have)})")
    else:
        fix = (f"insert s_waitcnt {f.counter}cnt({target}) before it: the template's count "
               f"({f.counter}cnt({f.needed}) meets the rule)")
    return dataclasses.replace(f, fix=fix)


def _nop_text(deficit: int) -> str:
    return f"s_nop {deficit - 1}" if deficit <= NOP_MAX + 1 else f"{deficit} wait states"


def _have(f: Finding) -> int:
    return f.have if f.have is not None else 0


def check_program(program: Program, *, lines: bool = True) -> CheckReport:
    with _no_cyclic_gc():
        return _check_program(program, lines)


def _check_program(program: Program, lines: bool) -> CheckReport:
    name = program.source_path or program.co.path
    report = CheckReport(name, kernels=[kp.name for kp in program.kernels])
    # one look at each distinct word (the .text's shared instructions)
    long_nops = {w for w in set(program.analysis.decoded)
                 if w is not None and w.mnemonic == "s_nop" and (w.value & 0xFFFF) > NOP_MAX}
    for kp in program.kernels:
        for h in find_hazards(kp):
            deficit = h.needed - h.have
            report.findings.append(_finding(
                program, lines, kp.name, "hazard", h.rule.id, h.severity, h.consumer, h.producer.offset,
                h.needed, h.have, None,
                f"{h.rule.description}: needs {h.needed} wait state(s) between them, has "
                f"{h.have} ({', '.join(str(u) for u in sorted(h.units)[:4])})"
                + (f"; {h.note}" if h.note else ""),
                f"insert {_nop_text(deficit)} before it", h.rule.source))
        for w in find_waits(kp):
            report.findings.append(_finding(
                program, lines, kp.name, "waitcnt", w.rule, w.severity, w.consumer, w.producer_offset,
                w.needed, w.have, w.counter, w.message,
                f"insert s_waitcnt {w.counter}cnt({w.needed}) before it",
                "SIInsertWaitcnts (gfx9 counters); docs/check.md"))
        for r in find_register_issues(kp):
            report.findings.append(_finding(
                program, lines, kp.name, "registers", r.rule, r.severity, r.consumer, None,
                None, None, None, r.message,
                "write it before reading it (or check the descriptor)"
                if r.rule == "read-unwritten" else
                "renumber the VGPRs below accum_offset or raise accum_offset",
                "docs/check.md (registers)"))
        for o in find_lds_order(kp):           # cross-wave LDS ordering (lds_order.py)
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
    report.findings.sort(key=lambda f: (f.offset, f.kind, f.rule))
    return report


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
             producer_offset, needed, have, counter, message, fix, source) -> Finding:
    line = program.line_of(consumer.offset) if lines else None
    column = None
    if line is not None:
        raw = program.lines[line - 1]
        column = len(raw) - len(raw.lstrip()) + 1
    producer = program.at(producer_offset) if producer_offset is not None else None
    if producer_offset is not None and producer_offset >= consumer.offset:
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

_WAITCNT = re.compile(r"s_waitcnt\b")


def fix(source: Source, template=None, *, path: Optional[str] = None) -> str:
    """``source`` as text with the smallest insertions that make it check
    without errors and, against a template, without hazard or s_waitcnt
    warnings the edit introduced (findings the template has too are left
    alone): ``s_nop N`` with the smallest N (an ``s_nop`` right before the
    instruction is lengthened instead), ``s_waitcnt`` with the loosest
    sufficient counts (an ``s_waitcnt`` right before it is tightened
    instead).  A code object, or standalone text, has no template to tell its
    own warnings from an edit's: only its errors are fixed.  A code object is
    fixed in gcnasm's disassembly of it."""
    program = load_program(source, template, path=path)
    from_text = program.source is not None
    standalone = from_text and template is None
    if template is None and not standalone:
        template = program.co
    if isinstance(template, (str, os.PathLike)):
        template = CodeObject.load(template)
    keys = _baseline_keys(template) if from_text and not standalone else None

    def to_fix(program):
        report = check_program(program)
        if keys is None:
            return report.errors
        return _fixable(_with_baseline(report, keys))

    text = program.text
    name = program.source_path or program.co.path
    for _ in range(_FIX_ROUNDS):
        errors = to_fix(program)
        if not errors:
            return text
        new_text = _apply(text, program, errors, keys or {})
        if new_text == text:
            raise CheckError(f"{name}: cannot fix {len(errors)} finding(s) by inserting waits "
                             f"(first: {errors[0].format(name)})")
        text = new_text
        co = assemble(text, template, path=name)
        program = program_of(co, text, source_path=name)
    if to_fix(program):
        raise CheckError(f"{name}: still has errors after {_FIX_ROUNDS} rounds of fixes")
    return text


def _fixable(report: CheckReport) -> List[Finding]:
    """What fix() inserts waits for: every error, and every warning of the
    hazard and s_waitcnt rules (places where LLVM would wait and AMD's own
    kernels sometimes do not: fix() follows LLVM), except those the template
    has too."""
    return [f for f in report.findings if not f.inherited and
            (f.severity == "error" or f.mended_by_a_wait)]


def _apply(text: str, program: Program, errors: List[Finding],
           keys: Dict[tuple, List[int]]) -> str:
    lines = text.split("\n")
    # per consumer: the wait-state deficit and the counts needed
    deficits: Dict[int, int] = {}
    counts: Dict[int, Dict[str, int]] = {}
    # An insertion changes what every later instruction of its block sees (one
    # more wait state; counts waited for): a later finding may need less, or
    # nothing.  Fix the first instruction with a finding in each block per
    # round (all of its findings), then check again.
    first_in_block: Dict[object, int] = {}
    for f in errors:
        if f.line is not None and f.kind in ("hazard", "waitcnt"):
            block = program.at(f.offset).block
            first_in_block[block] = min(first_in_block.get(block, f.offset), f.offset)
    for f in errors:
        if f.line is None or f.kind not in ("hazard", "waitcnt") or \
                first_in_block[program.at(f.offset).block] != f.offset:
            continue
        target = _loosest_target(f, keys.get(f.key, ()))
        if f.kind == "hazard":
            deficits[f.offset] = max(deficits.get(f.offset, 0), target - f.have)
        else:
            c = counts.setdefault(f.offset, {})
            c[f.counter] = min(c.get(f.counter, 99), target)
    edits: List[Tuple[int, str, Optional[str]]] = []     # (line index, action, text)
    for offset in sorted(set(deficits) | set(counts), reverse=True):
        pi = program.at(offset)
        line = program.line_of(offset)
        idx = line - 1
        indent = re.match(r"\s*", lines[idx]).group(0) or "\t"
        prev = pi.block.instructions[pi.index - 1] if pi.index > 0 else None
        prev_line = program.line_of(prev.offset) if prev is not None else None
        prev_f = facts_of(prev.word) if prev is not None else None
        insert: List[str] = []
        if offset in counts:
            need = counts[offset]
            if prev_f is not None and prev_f.waitcnt is not None and prev_line is not None:
                vm, exp, lgkm = prev_f.waitcnt
                have = {"vm": vm, "exp": exp, "lgkm": lgkm}
                for k, v in need.items():
                    have[k] = min(have[k], v)
                edits.append((prev_line - 1, "replace", _waitcnt_text(have, indent)))
            else:
                insert.append(_waitcnt_text(need, indent))
        deficit = deficits.get(offset, 0) - len(insert)    # an s_waitcnt is a wait state
        if deficit > 0:
            if not insert and prev_f is not None and prev.word.mnemonic == "s_nop" \
                    and prev_line is not None and prev_f.wait_states + deficit <= NOP_MAX + 1:
                edits.append((prev_line - 1, "replace",
                              f"{indent}s_nop {prev_f.wait_states - 1 + deficit}"))
            else:
                insert += [indent + nop for nop in _nops_for(deficit)]
        if insert:
            edits.append((idx, "insert", "\n".join(insert)))
    for idx, action, new in sorted(edits, key=lambda e: (e[0], e[1] == "insert"), reverse=True):
        if action == "replace":
            lines[idx] = new
        else:
            lines.insert(idx, new)
    return "\n".join(lines)


def _loosest_target(f: Finding, template_haves) -> int:
    """The wait states (hazard) or outstanding count (waitcnt) to bring ``f``
    to: what it needs, or, where the template has the same finding, the
    template's own figure when that is looser (the finding is then the
    template's, left alone like the others: a deleted wait comes back as it
    was, not stricter)."""
    if f.kind == "hazard":
        looser = [h for h in template_haves if f.have < h < f.needed]
        return min(looser) if looser else f.needed
    looser = [h for h in template_haves if f.needed < h < f.have]
    return max(looser) if looser else f.needed


def _waitcnt_text(counts: Dict[str, int], indent: str) -> str:
    parts = [f"{k}cnt({counts[k]})" for k in ("vm", "exp", "lgkm")
             if k in counts and counts[k] < MAX_COUNT[k]]
    return f"{indent}s_waitcnt {' '.join(parts) or 'vmcnt(63)'}"
