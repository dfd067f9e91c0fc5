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
