"""A template's decoding kept with its baseline
(gcnasm.isa.instruction.plain_words / load_plain_words): an edit's
decoding that looks the template's words up finds what decoding them finds."""

import marshal
from pathlib import Path

import pytest

from conftest import CORPUS, require_shared
from gcnasm.checker import clear_caches as clear_check_caches
from gcnasm.codeobject import CodeObject
from gcnasm.codeobject.analysis import analyze
from gcnasm.isa import clear_caches
from gcnasm.isa import decoder, templates
from gcnasm.isa.instruction import decode_offsets, load_plain_words, plain_words

KERNELS = Path(__file__).resolve().parent.parent / "kernels"
MATMUL = KERNELS / "triton" / "matmul_f16_64x64x32.hsaco"


def _not_called(*args):
    raise AssertionError("a word was decoded, not looked up")


def _word_facts(inst):
    return (inst.to_bytes(), inst.size, inst.llvm_text, inst.text, inst.mnemonic,
            inst.family.name, inst.key, inst.value, inst.literal)


def _decoding(co):
    an = analyze(co)
    return an.starts, [None if w is None else _word_facts(w.at(o))
                       for o, w in zip(an.starts, an.decoded)], an.branches, an.getpc


def _round_trip(co, monkeypatch):
    clear_caches()
    clear_check_caches()
    an = analyze(co)
    plain = marshal.loads(marshal.dumps(plain_words(co.text, an.starts, an.decoded)))
    fresh = _decoding(CodeObject.from_bytes(co.to_bytes(), co.path))
    clear_caches()
    clear_check_caches()
    assert load_plain_words(plain) == len({w.to_bytes() for w in an.decoded if w is not None})
    # decoded again from the loaded words alone: nothing is decoded anew
    with monkeypatch.context() as m:
        m.setattr(decoder, "decode_word", _not_called)
        looked_up = _decoding(CodeObject.from_bytes(co.to_bytes(), co.path))
    assert looked_up[0] == fresh[0]
    assert looked_up[1] == fresh[1]
    assert looked_up[2:] == fresh[2:]
    # the template with its generated functions is the one decoding finds
    an = analyze(CodeObject.from_bytes(co.to_bytes(), co.path))
    for w in {w for w in an.decoded if w is not None}:
        assert w.semantics is not None
        assert w._decoded.compiled is templates.compiled(w.family, w.key)


@pytest.mark.parametrize("path", [MATMUL, KERNELS / "mfma.co", KERNELS / "const_table.co"],
                         ids=lambda p: p.name)
def test_loaded_words_decode_as_decoding_does(path, monkeypatch):
    _round_trip(CodeObject.load(path), monkeypatch)


def test_a_corpus_kernel_decodes_the_same_from_its_loaded_words(monkeypatch):
    require_shared()
    path = min(CORPUS.rglob("bf16gemm*.co"), key=lambda p: p.stat().st_size)
    _round_trip(CodeObject.load(path), monkeypatch)


def test_an_edit_decodes_its_new_words_and_looks_up_the_rest():
    co = CodeObject.load(MATMUL)
    clear_caches()
    an = analyze(co)
    plain = plain_words(co.text, an.starts, an.decoded)
    s_nop_3 = (0xBF800003).to_bytes(4, "little")
    edited = co.text[:8] + s_nop_3 + co.text[8:]
    want = decode_offsets(edited)
    want = (want[0], [_word_facts(w.at(o)) for o, w in zip(*want)])
    clear_caches()
    load_plain_words(plain)
    got = decode_offsets(edited)
    assert (got[0], [_word_facts(w.at(o)) for o, w in zip(*got)]) == want


@pytest.mark.parametrize("bad", [None, (), ((("x",),), {}), (((b"\0" * 4, "NOFAMILY", (0,), 0,
                                                                None, "s_nop 0", None, 0),), {})])
def test_a_value_of_another_shape_loads_nothing(bad):
    clear_caches()
    assert load_plain_words(bad) == 0
