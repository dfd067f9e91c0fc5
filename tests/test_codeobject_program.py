"""The program view (gcnasm/codeobject/program.py): kernels -> basic blocks
-> instructions, edges, loops, lines and labels.  Oracle: the compiler's own
structure of a Triton matmul (one K loop) and gcnasm's disassembly text."""

from __future__ import annotations

from pathlib import Path

import pytest

import gcnasm

from gcnasm.codeobject import CodeObject, disassemble
from gcnasm.codeobject.program import blocks_in_order, program_of

REPO = Path(__file__).resolve().parent.parent
MATMUL = REPO / "kernels" / "triton" / "matmul_f16_64x64x32.hsaco"
KERNELS = sorted((REPO / "kernels").glob("*.co")) + sorted((REPO / "kernels" / "triton").glob("*.hsaco"))


@pytest.fixture(scope="module")
def matmul():
    co = CodeObject.load(MATMUL)
    return co, disassemble(co)


def test_program_blocks_edges_and_loop(matmul):
    co, text = matmul
    p = program_of(co, text)
    kp = p.kernels[0]
    assert kp.blocks and kp.entry is kp.blocks[0]
    for b in kp.blocks:
        for s in b.successors:
            assert b in s.predecessors
        last = b.instructions[-1].inst.mnemonic
        if last == "s_endpgm":
            assert not b.successors
        if last == "s_branch":
            assert len(b.successors) == 1
    assert len(kp.loops) == 1                     # the K loop
    loop = kp.loops[0]
    assert loop.header in loop.blocks and all(l in loop.blocks for l in loop.latches)
    # every instruction's line in the disassembly shows that instruction
    lines = text.splitlines()
    for pi in kp.instructions():
        line = p.line_of(pi.offset)
        if line is None:        # alignment padding, written as .p2align
            assert pi.inst.text == "s_nop 0"
            continue
        assert lines[line - 1].split()[0] == pi.inst.mnemonic
    assert kp.name in p.labels_at(kp.kernel.code.start)


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.name)
def test_blocks_cover_each_kernel_and_edges_are_symmetric(path):
    p = CodeObject.load(path).program()
    for kp in p.kernels:
        offsets = [pi.offset for pi in kp.instructions()]
        assert offsets == sorted(offsets) and len(set(offsets)) == len(offsets)
        assert all(kp.kernel.code.start <= o < kp.kernel.code.stop for o in offsets)
        for b in kp.blocks:
            assert b.instructions
            for s in b.successors:
                assert b in s.predecessors
            for q in b.predecessors:
                assert b in q.successors
            # only the last instruction of a block may change the flow
            for pi in b.instructions[:-1]:
                assert pi.inst.mnemonic not in ("s_branch", "s_endpgm", "s_setpc_b64") and \
                    not pi.inst.mnemonic.startswith("s_cbranch")
        order = blocks_in_order(kp)
        assert sorted(b.index for b in order) == [b.index for b in kp.blocks]
        for src, header in kp.back_edges:
            assert header in src.successors
            assert any(lp.header is header and src in lp.blocks for lp in kp.loops)


def test_text_source_lines(matmul, tmp_path):
    """With the .s it came from, lines refer to that text (here: an edited
    copy with extra comment lines, so numbers differ from the disassembly)."""
    from gcnasm.codeobject import assemble
    co, text = matmul
    edited = "// a comment\n// another\n" + text
    new = assemble(edited, co)
    p = program_of(new, edited)
    lines = edited.splitlines()
    for pi in p.kernels[0].instructions():
        n = p.line_of(pi.offset)
        if n is not None:
            assert lines[n - 1].split()[0] == pi.inst.mnemonic
    first = next(p.kernels[0].instructions())
    assert p.line_of(first.offset) == program_of(co).line_of(first.offset) + 2


def test_the_disassembly_is_printed_from_the_program_view(matmul):
    """CodeObject.program() is the view the disassembler prints: every label
    it names is defined in the text, at the line before the instruction or
    data it names, and each branch is written with its target's label."""
    co, text = matmul
    p = co.program()
    assert co.disassemble() == text
    lines = text.splitlines()
    defined = {line[:-1] for line in lines if line.endswith(":") and not line.startswith("\t")}
    for offset, names in p.labels.items():
        assert set(names) <= defined
    for kp in p.kernels:
        for pi in kp.instructions():
            target = p.branch_target(pi.offset)
            if target is None or pi.inst.mnemonic == "s_getpc_b64":
                continue
            line = p.line_of(pi.offset)
            assert lines[line - 1].split()[-1] == p.labels[target][0]


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.name)
def test_the_disassemblers_line_map_matches_its_text(path):
    """Without a source, lines come from the disassembler as it prints
    (``disassemble(line_of=...)``): the same as matching the printed text's
    instruction lines in order, and each names its instruction's mnemonic."""
    co = CodeObject.load(path)
    printed = program_of(co)
    text = printed.text
    given = program_of(co, text)             # lines found by reading the text
    lines = text.splitlines()
    for item in printed.items:
        offset = item.offset
        assert printed.line_of(offset) == given.line_of(offset), offset
        n = printed.line_of(offset)
        if n is not None and item.inst is not None:
            assert lines[n - 1].split()[0] == item.inst.mnemonic
    with pytest.raises(gcnasm.CodeObjectError, match="line_of"):
        co.disassemble(standalone=True, line_of={})


def test_program_of_takes_a_code_object():
    with pytest.raises(gcnasm.CodeObjectError, match=r"CodeObject.load\(path\).program\(\)"):
        program_of(str(MATMUL))


def test_forget_kernels_frees_the_blocks_without_the_cyclic_collector(matmul):
    """forget_kernels breaks the reference cycles of blocks, instructions and
    kernels: dropped, they are freed at once, nothing of them is left for
    the cyclic collector (gcnasm.check relies on it); ``kernels`` builds
    them again, the same."""
    import gc
    co, _ = matmul
    p = program_of(co)
    shape = [[(b.start, b.end, [s.index for s in b.successors]) for b in kp.blocks]
             for kp in p.kernels]
    assert shape[0]
    gc.collect()
    debug = gc.get_debug()
    gc.set_debug(gc.DEBUG_SAVEALL)          # what a pass finds unreachable goes to gc.garbage
    try:
        dropped = program_of(co)
        dropped.kernels[0].blocks[0].instructions[0].inst
        dropped.forget_kernels()
        del dropped
        gc.collect()
        left = [o for o in gc.garbage if type(o).__module__ == "gcnasm.codeobject.program"]
        del gc.garbage[:]
    finally:
        gc.set_debug(debug)
    assert left == []
    p.forget_kernels()
    assert [[(b.start, b.end, [s.index for s in b.successors]) for b in kp.blocks]
            for kp in p.kernels] == shape
