"""Non-kernel functions checked on their own (docs/check.md, "Functions"):
every function symbol of .text is checked from its entry with the state
LLVM's calling convention gives it (SIInsertWaitcnts: nothing known
outstanding after the entry's s_waitcnt 0; GCNHazardRecognizer: nothing
before the entry), and a return must find every memory result arrived.

Oracles: llc's own code for gfx950 (tests/data/llvm-codegen, LLVM 22.1.8):
its waits and s_nops in functions, removed, must be flagged; its code must
check clean.  The rules' facts come from SIInsertWaitcnts.cpp and
GCNHazardRecognizer.cpp."""

from __future__ import annotations

import json
import re
from pathlib import Path

from gcnasm.checker import check, fix_report
from gcnasm.checker.calls import FunctionUnit, function_units
from gcnasm.checker.waitcnt import find_waits
from gcnasm.codeobject import CodeObject, disassemble
from gcnasm.codeobject.program import BasicBlock, ProgramInstruction, program_of
from gcnasm.isa import assemble_lines, decode_all

DATA = Path(__file__).parent / "data"
LLVM = DATA / "llvm-codegen"
CALLS = DATA / "check" / "calls"


def _lines_of(text: str, name: str) -> range:
    """The lines (1-based) of function ``name`` in gcnasm's disassembly."""
    lines = text.split("\n")
    start = lines.index(f"{name}:") + 1
    end = next(i for i in range(start, len(lines)) if lines[i].strip().startswith(".size"))
    return range(start + 1, end + 1)


def test_every_function_is_checked_and_named():
    co = CodeObject.load(LLVM / "fmax3.co")
    report = check(co)
    assert report.functions == ["no_fmax3_v2f16"]
    assert report.errors == []
    assert "and 1 function(s)" in report.lines()[-1]
    assert json.loads(report.to_json())["functions"] == ["no_fmax3_v2f16"]


def test_an_s_nop_llc_wrote_in_a_function_cut_short_is_flagged_there():
    """fmax3's no_fmax3_v2f16 (a `define <2 x half> @...`, no kernel calls
    it): each of llc's s_nops, one wait state shorter, is an introduced
    finding located in the function by its own lines."""
    co = CodeObject.load(LLVM / "fmax3.co")
    text = disassemble(co)
    own = _lines_of(text, "no_fmax3_v2f16")
    lines = text.split("\n")
    nops = [i for i in own if re.match(r"\s*s_nop\s", lines[i - 1])]
    assert len(nops) == 2
    for line in nops:
        n = int(lines[line - 1].split()[-1])
        mutant = lines[:line - 1] + ([f"\ts_nop {n - 1}"] if n else []) + lines[line:]
        found = check("\n".join(mutant), co).introduced().findings
        assert found, line
        assert all(f.kernel == "no_fmax3_v2f16" and f.kind == "hazard" for f in found)
        assert all(f.line in own for f in found)


def test_a_return_waits_for_everything():
    """SIInsertWaitcnts waits for all before S_SETPC_B64_return (the caller
    takes a call as a wait for everything): my_function's restore of v40/v41
    from scratch must arrive before it returns.  fix puts llc's wait back."""
    co = CodeObject.load(LLVM / "amdgpu-sw-lower-lds-static-indirect-access-function-param-asan.co")
    text = disassemble(co)
    lines = text.split("\n")
    ret = next(i for i, l in enumerate(lines) if l.strip() == "s_setpc_b64 s[30:31]")
    assert lines[ret - 1].strip() == "s_waitcnt vmcnt(0)"
    mutant = "\n".join(lines[:ret - 1] + lines[ret:])
    found = check(mutant, co).introduced().findings
    assert [(f.rule, f.severity, f.kernel, f.counter, f.needed) for f in found] == \
        [("return-pending", "error", "my_function", "vm", 0)]
    assert found[0].producer.startswith("scratch_load_dword v4")
    assert any("S_SETPC_B64_return" in s for s in found[0].sources)
    fixed = fix_report(mutant, co)
    assert fixed.text == text
    assert [c.kind for c in fixed.changes] == ["insert-wait"] and not fixed.changes[0].tighter


def _unit(*blocks) -> FunctionUnit:
    """A FunctionUnit of straight blocks given as text (each falls through)."""
    unit = FunctionUnit(None, "f", 0, 0)
    offset = 0
    for n, src in enumerate(blocks):
        b = BasicBlock(unit, n)
        for i, inst in enumerate(decode_all(assemble_lines(src))):
            b.instructions.append(ProgramInstruction(inst, offset, inst.size, b, i))
            offset += inst.size
        if unit.blocks:
            unit.blocks[-1].successors.append(b)
            b.predecessors.append(unit.blocks[-1])
        unit.blocks.append(b)
    return unit


def test_a_tail_call_needs_no_wait_and_the_entry_has_nothing_outstanding():
    """A tail call (s_setpc_b64 through other registers than s[30:31], the
    return address of the calling convention) needs no wait: the callee
    waits at its entry.  A function's entry has nothing known outstanding."""
    load = "global_load_dword v1, v[2:3], off\n"
    assert [w.rule for w in find_waits(_unit(load + "s_setpc_b64 s[30:31]\n"))] == \
        ["return-pending"]
    assert find_waits(_unit(load + "s_setpc_b64 s[16:17]\n")) == []
    assert find_waits(_unit("v_add_u32_e32 v1, v1, v1\ns_setpc_b64 s[30:31]\n")) == []
    # LDS results: a return needs only the LDS accesses after them counted
    lds = "ds_read_b32 v1, v0\nds_read_b32 v2, v0 offset:4\n"
    found = find_waits(_unit(lds + "s_setpc_b64 s[30:31]\n"))
    assert [(w.rule, w.counter, w.needed) for w in found] == [("return-pending", "lgkm", 0)]


def test_a_function_a_kernel_calls_reports_its_own_finding_once():
    """call.co's callee, its wait for global_load v3 deleted: the kernel's
    check (the caller's state at the call) and the function's own both find
    it; it is reported once, as the function's."""
    co = CodeObject.load(CALLS / "call.co")
    text = disassemble(co)
    mutant = text.replace("v[0:1], off\n\ts_waitcnt vmcnt(0)\n", "v[0:1], off\n", 1)
    assert mutant != text
    found = check(mutant, co).findings
    assert [(f.rule, f.kernel, f.instruction) for f in found] == \
        [("read-pending", "callee", "v_add_u32_e32 v2, v3, v2")]
    assert "across a call" not in found[0].message


def test_function_units_are_the_symbols_with_a_size_that_are_no_kernel():
    program = program_of(CodeObject.load(CALLS / "call_int.co"))
    units = function_units(program)
    assert [u.name for u in units] == ["callee"]
    assert units[0].kernel is None and units[0].blocks[0].start == units[0].start == 0
    assert units[0].blocks[-1].instructions[-1].inst.mnemonic == "s_setpc_b64"
    # llc's own code checks clean, functions included
    for path in (CALLS / "call.co", CALLS / "call_int.co", LLVM / "fmin3.co",
                 LLVM / "operand-folding.co", LLVM / "vector-alloca-limits.co"):
        assert check(path).errors == [], path
