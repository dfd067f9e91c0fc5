"""What the disassembly holds: labels, expressions, alignment, data, headers."""

from __future__ import annotations

import re

import pytest

from gcnasm import CodeObject, CodeObjectError
from gcnasm.codeobject import disassemble
from gcnasm.codeobject.analysis import analyze

from conftest import CORPUS, KERNELS

try:
    from gcnasm.codeobject.analysis import isa_module
    isa_module()
except CodeObjectError as exc:
    pytest.skip(f"gcnasm.isa is not available yet: {exc}", allow_module_level=True)


def _text(name):
    path = KERNELS / f"{name}.co"
    if not path.exists():
        pytest.skip(f"{path} is absent")
    co = CodeObject.load(path)
    return co, disassemble(co)


def test_header_and_kernel_block():
    co, text = _text("vector_add")
    assert text.startswith("// gcnasm disassembly of ")
    assert '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"' in text
    block = text[text.index("// kernel vector_add"):text.index("vector_add:")]
    for expected in ("registers:", "compute_pgm_rsrc1 = 0x", "arguments (", "[0] a: global_buffer"):
        assert expected in block
    assert "\t.p2align\t8\n\t.globl\tvector_add\n\t.type\tvector_add,@function\nvector_add:" in text


def test_branches_are_labels():
    co, text = _text("two_kernels")
    branches = re.findall(r"^\t(s_branch|s_cbranch_\w+) (\S+)$", text, re.M)
    assert branches
    defined = set(re.findall(r"^([.\w$]+):", text, re.M))
    assert all(target in defined for _, target in branches)


def test_second_kernel_is_aligned_by_directive():
    co, text = _text("two_kernels")
    before = text[:text.index("\nclamp_column_sum:")]
    assert before.rstrip().endswith(".type\tclamp_column_sum,@function")
    assert "\t.p2align\t8" in before[-400:]
    # the padding in front of it is the directive, not s_nop lines
    assert "\ts_nop 0\n\ts_nop 0\n" not in before[-2000:]


def test_getpc_expressions_and_data():
    co, text = _text("const_table")
    assert re.search(r"^\ts_add_u32 s10, s10, nibble_rev-\.Lbitrev_hash_pc1$", text, re.M)
    assert re.search(r"^\ts_add_u32 s12, s12, hash_k-\.Lbitrev_hash_pc2$", text, re.M)
    assert re.search(r"^\.Lbitrev_hash_pc1:$", text, re.M)
    table = text[text.index("nibble_rev:"):]
    assert table.split("\n")[1].startswith("\t.long\t0x00000000, 0x00000008")
    assert "\t.p2align\t4\n\t.type\tnibble_rev,@object\nnibble_rev:" in text
    assert text.rstrip().endswith("\t.p2align\t6\n\t.fill\t256, 4, 0xbf800000")
    assert "\t.size\tnibble_rev, .Lend_nibble_rev-nibble_rev" in text


def test_device_function_call_target():
    co, text = _text("two_kernels")
    assert re.search(r"^\ts_add_u32 s20, s20, collatz_step-\.Lcollatz_steps_pc1$", text, re.M)
    assert "\n\t.type\tcollatz_step,@function\ncollatz_step:" in text


def test_preload_body_label():
    co, text = _text("kernarg_preload")
    assert "\ts_branch .Lpreload_body_saxpy_preload\n\t.p2align\t8\n" \
           ".Lpreload_body_saxpy_preload:" in text


def test_corpus_labels_keep_vendor_names(corpus_dir):
    co = CodeObject.load(CORPUS / "f8_block_scale_mi350_x32.co")
    text = disassemble(co)
    for sym in co.symbols:
        if sym.name.startswith("label_"):
            assert f"\n{sym.name}:\n" in text
    assert "\ts_branch label_0192" in text
    an = analyze(co)
    assert an.items[0].offset == 0 and sum(it.size for it in an.items) == len(co.text)


def test_other_targets_refused(tmp_path, corpus_dir):
    data = bytearray((CORPUS / "f8_block_scale_mi350_x32.co").read_bytes())
    data[0x30] = 0x4C                      # e_flags: gfx942
    co = CodeObject.from_bytes(bytes(data), "gfx942.co")
    assert str(co.target) == "gfx942"
    with pytest.raises(CodeObjectError, match="gfx942.co: target gfx942"):
        disassemble(co)


def _insert_before(text, marker, lines):
    out = text.split("\n")
    at = next(i for i, line in enumerate(out) if marker in line)
    out[at:at] = lines
    return "\n".join(out)


# Each edit cycle inserts these before the store, so nibble_rev's padding in
# front takes every value 0..12 over the cycles (and the edit sizes differ).
_CYCLE_EDITS = [["\ts_nop 1", "\tv_nop"], ["\tv_nop"], ["\ts_nop 1"], ["\tv_nop"] * 3,
                ["\tv_nop"] * 2, ["\ts_nop 2"], ["\tv_nop"] * 5, ["\ts_nop 0"]]


def test_data_alignment_survives_edit_cycles():
    """The trial's case: const_table.s asks `.p2align 4` before nibble_rev.
    Edit -> assemble -> disassemble, again and again: nibble_rev stays
    16-byte aligned, every disassembly is the text it was assembled from
    (directives and labels: a fixed point), and verify --reference is OK."""
    from gcnasm.codeobject import assemble
    from gcnasm.codeobject.verifier import verify
    original, text = _text("const_table")
    assert "\t.p2align\t4\n\t.type\tnibble_rev,@object\nnibble_rev:" in text
    current = original
    for lines in _CYCLE_EDITS:
        edited = _insert_before(disassemble(current), "global_store_dword", lines)
        new = assemble(edited, current, path="ed.s")
        offset = next(s.value for s in new.symbols if s.name == "nibble_rev") - new.text_address
        assert offset % 16 == 0, f"nibble_rev at .text+0x{offset:x} after {lines}"
        # the header's first two lines name the file and the size of .text
        assert disassemble(new).split("\n")[2:] == edited.split("\n")[2:]
        report = verify(new, reference=original)
        assert report.ok, "\n".join(report.lines())
        current = new


def test_data_alignment_of_getpc_targets_without_symbols():
    """Data that s_getpc_b64 addresses point at keeps the alignment of its
    offset (up to 16) whether or not a symbol names it."""
    from gcnasm.codeobject.disasm import DATA_ALIGN_LOG2, alignment_points
    co, _ = _text("const_table")
    an = analyze(co)
    points = alignment_points(co)
    targets = {ref.target - co.text_address for ref in an.getpc.values()}
    data = [off for off in targets if 0 < off < len(co.text) and an.item_at(off).is_data]
    assert data
    for off in data:
        natural = min((off & -off).bit_length() - 1, DATA_ALIGN_LOG2)
        assert points[off] >= natural


def test_verify_reports_data_alignment_dropped_below_the_reference():
    from gcnasm.codeobject import assemble
    from gcnasm.codeobject.verifier import verify
    co, text = _text("const_table")
    lowered = text.replace("\t.p2align\t4\n\t.type\tnibble_rev", "\t.p2align\t2\n\t.type\tnibble_rev")
    lowered = _insert_before(lowered, "global_store_dword", ["\tv_nop"])
    new = assemble(lowered, co, path="low.s")
    problems = [p.message for p in verify(new, reference=co).problems]
    assert any(re.fullmatch(r"symbol nibble_rev is at \.text\+0x[0-9a-f]+, not 16-byte aligned "
                            r"as in the reference", m) for m in problems), problems
    assert verify(new).ok                     # without a reference nothing says 16 was asked
