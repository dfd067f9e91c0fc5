"""Calls: the functions a kernel reaches by ``s_swappc_b64`` / ``s_call_b64``,
checked with the caller's state at the call.

``with_callees(program, kp)`` gives the unit the hazard and s_waitcnt
analyses walk: the kernel's blocks, plus, for each call whose target
resolves to a function symbol of ``.text``, that function's blocks, entered
from the call's block and returning (its ``s_setpc_b64`` blocks) to the
instruction after the call.  The analyses then search back from the callee's
first instructions into the caller (hazards), carry the caller's pending
memory results into the callee (s_waitcnt), and carry the callee's state
back.  A call whose target does not resolve (an indirect call through a
register the code computes) is what SIInsertWaitcnts assumes of every call:
a wait for everything (the callee waits in its prologue), see waitcnt.CALLS.

A call's target resolves when the SGPR pair it jumps to is, in its block,
last written by
* an ``s_getpc_b64`` / ``s_add_u32 @rel32@lo`` / ``s_addc_u32`` sequence (a
  direct call: the program view's getpc references), or
* an ``s_load_dwordx2`` from such an address plus an immediate offset (a
  call through the GOT): the slot's ``R_AMDGPU_ABS64`` dynamic relocation
  names the function symbol (ld.lld's GOT; AMDGPUUsage, "Global Offset
  Table").
Facts of the ELF layout only; see docs/check.md, "Calls".

``function_units(program)`` gives every non-kernel function of ``.text`` (a
function symbol with a size that is no kernel's entry) as a unit of its own,
checked from its entry with the state LLVM's calling convention gives it
(docs/check.md, "Functions"): SIInsertWaitcnts starts a non-entry function
with nothing it knows outstanding (it writes ``s_waitcnt 0`` first, for what
the caller may have left in flight: SIInsertWaitcnts::run, the
``!MFI->isEntryFunction()`` branch, and setStateOnFunctionEntryOrReturn, which
only marks stores pending), and GCNHazardRecognizer's searches stop at a
block with no predecessor (getWaitStatesSince): nothing before the entry is
a producer.  A call inside it is a wait for everything, as in a kernel.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from ..codeobject.program import CALLS, ENDS_FLOW, BasicBlock, ProgramInstruction

_R_AMDGPU_ABS64 = 3         # ELF relocation type (AMDGPUUsage, "Relocation Records")
_STT_FUNC = 2


class CallUnit:
    """A kernel's blocks with the functions it calls (see the module doc):
    what find_hazards and find_waits walk.  ``inlined_calls``: the offsets of
    the calls whose callee is part of the unit (no wait assumed there)."""

    def __init__(self, kp, blocks: List[BasicBlock], inlined_calls: frozenset):
        self.program = kp.program
        self.kernel = kp.kernel
        self.name = kp.name
        self.blocks = blocks
        self.loops: list = []
        self.back_edges: list = []
        self.inlined_calls = inlined_calls

    @property
    def entry(self):
        return self.blocks[0] if self.blocks else None


def with_callees(program, kp):
    """``kp`` itself when it makes no call that resolves, else its CallUnit."""
    calls = [b for b in kp.blocks if b.calls]
    if not calls:
        return kp
    functions = _functions(program.co)
    targets: Dict[BasicBlock, Tuple[str, int, int]] = {}
    for b in calls:
        target = _call_target(program, b)
        if target is not None and target in functions:
            targets[b] = functions[target]
    if not targets:
        return kp
    unit = CallUnit(kp, [], frozenset(b.instructions[-1].offset for b in targets))
    copy: Dict[BasicBlock, BasicBlock] = {}
    for b in kp.blocks:
        copy[b] = _copy_block(unit, b.instructions, len(unit.blocks))
        unit.blocks.append(copy[b])
    for b in kp.blocks:
        for s in b.successors:
            if b not in targets:
                _link(copy[b], copy[s])
    for b, (name, start, stop) in targets.items():
        entry, returns = _function_blocks(program, unit, start, stop)
        if entry is None:
            for s in b.successors:
                _link(copy[b], copy[s])
            continue
        _link(copy[b], entry)
        for r in returns:
            for s in b.successors:
                _link(r, copy[s])
    return unit


class FunctionUnit:
    """One non-kernel function's blocks (see the module doc): what
    find_hazards and find_waits walk; ``kernel`` is None (no descriptor)."""

    def __init__(self, program, name: str, start: int, stop: int):
        self.program = program
        self.kernel = None
        self.name = name
        self.start, self.stop = start, stop
        self.blocks: List[BasicBlock] = []
        self.loops: list = []
        self.back_edges: list = []
        self.inlined_calls: frozenset = frozenset()
        # its returns must find every memory result arrived (waitcnt.find_waits)
        self.returns = True

    @property
    def entry(self):
        return self.blocks[0] if self.blocks else None


def function_units(program) -> List[FunctionUnit]:
    """Every non-kernel function of ``program``'s ``.text`` whose bytes are
    all instructions, in address order, as a FunctionUnit with its blocks."""
    units = []
    for start, (name, _, stop) in sorted(_functions(program.co).items()):
        unit = FunctionUnit(program, name, start, stop)
        entry, _ = _function_blocks(program, unit, start, stop)
        if entry is not None:
            units.append(unit)
    return units


def _copy_block(unit, instructions, index: int) -> BasicBlock:
    block = BasicBlock(unit, index)
    block.instructions = [ProgramInstruction(pi.word, pi.offset, pi.size, block, i)
                          for i, pi in enumerate(instructions)]
    return block


def _link(a: BasicBlock, b: BasicBlock) -> None:
    if b not in a.successors:
        a.successors.append(b)
        b.predecessors.append(a)


def _functions(co) -> Dict[int, Tuple[str, int, int]]:
    """.text offset -> (name, start, stop) of each function symbol with a size
    that is no kernel's entry."""
    text = co.text_address
    kernels = {k.entry_address for k in co.kernels}
    out = {}
    for s in co.symbols or co.dynamic_symbols:
        if s.info & 0xF == _STT_FUNC and s.size and s.value not in kernels and \
                text <= s.value < text + len(co.text):
            out[s.value - text] = (s.name, s.value - text, s.value - text + s.size)
    return out


def _call_target(program, block) -> Optional[int]:
    """The .text offset the call ending ``block`` jumps to, or None."""
    call = block.instructions[-1].inst
    src = call.operand("src0") if call.mnemonic == "s_swappc_b64" else None
    if src is None or getattr(src, "file", None) != "s":
        return None
    low = src.first
    writer = _last_writer(block, len(block.instructions) - 1, low)
    if writer is None:
        return None
    ref = program.getpc_reference(writer.offset)
    co = program.co
    if ref is not None:                                     # a direct call
        return ref.target - co.text_address
    inst = writer.inst
    if inst.mnemonic != "s_load_dwordx2":                   # a call through the GOT?
        return None
    base, offset = inst.operand("sbase"), inst.operand("offset")
    value = getattr(offset, "value", None)
    if base is None or value is None:
        return None
    base_writer = _last_writer(block, writer.index, base.first)
    ref = program.getpc_reference(base_writer.offset) if base_writer is not None else None
    if ref is None:
        return None
    address = _got_entry(co, ref.target + value)
    return None if address is None else address - co.text_address


def _last_writer(block, before: int, sgpr: int) -> Optional[ProgramInstruction]:
    """The last instruction of ``block`` before index ``before`` that writes
    s<sgpr> (only within the block: a call sequence is straight code)."""
    for pi in reversed(block.instructions[:before]):
        for u in pi.inst.semantics.writes:
            if u.file == "s" and u.index == sgpr:
                return pi
    return None


def _got_entry(co, slot: int) -> Optional[int]:
    """The address the dynamic relocation of GOT slot ``slot`` puts there."""
    elf = co.elf
    symbols = co.dynamic_symbols
    for sec in elf.sections:
        if sec.type != 4:           # SHT_RELA
            continue
        for r in elf.relocations(sec):
            if r.offset == slot and r.type == _R_AMDGPU_ABS64 and r.symbol < len(symbols):
                return symbols[r.symbol].value + r.addend
    return None


def _function_blocks(program, unit, start: int, stop: int):
    """The blocks of the function at .text offsets [start, stop), added to
    ``unit``: its entry block and its returning blocks (s_setpc_b64), or
    (None, []) when its bytes are not all instructions."""
    an = program.analysis
    lo, hi = an.index_at(start), an.index_at(stop) if stop < an.text_size else len(an.starts)
    if lo is None or hi is None or any(w is None for w in an.decoded[lo:hi]):
        return None, []
    starts, decoded, sizes = an.starts[lo:hi], an.decoded[lo:hi], an.sizes[lo:hi]
    cuts = {0, len(starts)}
    for i, (offset, word) in enumerate(zip(starts, decoded)):
        target = an.branches.get(offset)
        if target is not None or word.mnemonic in ENDS_FLOW or word.mnemonic in CALLS:
            cuts.add(i + 1)
        if target is not None and start <= target < stop:
            cuts.add(an.index_at(target) - lo)
    bounds = sorted(cuts)
    by_start: Dict[int, BasicBlock] = {}
    blocks = []
    for a, b in zip(bounds, bounds[1:]):
        items = [ProgramInstruction(decoded[i], starts[i], sizes[i], None, 0)
                 for i in range(a, b)]
        block = _copy_block(unit, items, len(unit.blocks))
        unit.blocks.append(block)
        blocks.append(block)
        by_start[starts[a]] = block
    returns = []
    for k, block in enumerate(blocks):
        last = block.instructions[-1]
        mnem = last.word.mnemonic
        target = an.branches.get(last.offset)
        nxt = blocks[k + 1] if k + 1 < len(blocks) else None
        if target is not None:
            if target in by_start:
                _link(block, by_start[target])
            if mnem != "s_branch" and nxt is not None:
                _link(block, nxt)
        elif mnem == "s_setpc_b64":
            returns.append(block)
        elif mnem not in ENDS_FLOW and nxt is not None:
            _link(block, nxt)
    return blocks[0], returns
