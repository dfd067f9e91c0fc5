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
