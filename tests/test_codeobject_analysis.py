"""analysis.py: the analysis of .text that the printer, the rewriter and the
verifier share; cached per code object without keeping it alive."""

from __future__ import annotations

import gc
import weakref

import pytest

from gcnasm import CodeObject, CodeObjectError
from gcnasm.codeobject.analysis import analyze, int_operand, kernel_ranges

from conftest import KERNELS


@pytest.fixture(autouse=True)
def _isa():
    from gcnasm.codeobject.analysis import isa_module
    try:
        isa_module()
    except CodeObjectError as exc:
        pytest.skip(f"gcnasm.isa is not available: {exc}")


def test_items_cover_text_and_the_analysis_is_cached():
    co = CodeObject.load(KERNELS / "vector_add.co")
    an = analyze(co)
    assert an.items[0].offset == 0 and sum(it.size for it in an.items) == len(co.text)
    assert analyze(co) is an
    assert analyze(CodeObject.load(KERNELS / "vector_add.co")) is not an
    assert not hasattr(co, "_text_analysis")


def test_items_agree_with_the_shared_instructions():
    co = CodeObject.load(KERNELS / "const_table.co")        # code and data in .text
    an = analyze(co)
    assert [it.offset for it in an.items] == an.starts
    assert [it.size for it in an.items] == an.sizes
    assert any(d is None for d in an.decoded)
    for it, shared in zip(an.items, an.decoded):
        assert (it.inst is None) == (shared is None) == it.is_data
        if shared is not None:
            assert it.inst.offset == it.offset and it.inst.to_bytes() == shared.to_bytes()
            assert it.inst.text == shared.text
    assert an.index_at(an.starts[3]) == 3 and an.index_at(an.starts[3] + 1) is None
    assert an.item_at(an.starts[3]) is an.items[3]


def test_the_cache_does_not_keep_code_objects_alive():
    co = CodeObject.load(KERNELS / "vector_add.co")
    analyze(co)
    ref = weakref.ref(co)
    del co
    gc.collect()
    assert ref() is None


def test_kernel_ranges_start_at_entries_and_stop_before_the_padding():
    co = CodeObject.load(KERNELS / "mfma.co")
    an = analyze(co)
    ranges = kernel_ranges(co, an)
    assert set(ranges) == set(co.kernels)
    for k, (start, stop) in ranges.items():
        assert start == k.entry_address - co.text_address
        assert start <= stop <= max(an.padding_start, start)


@pytest.mark.parametrize("text, value", [("0", 0), ("-1", -1), ("0xffffffff", 0xFFFFFFFF),
                                         ("lit(0x10)", 16), (" lit64(5) ", 5), ("s4", None)])
def test_int_operand(text, value):
    assert int_operand(text) == value
