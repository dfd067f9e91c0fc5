"""A template's decoding kept with its baseline
(gcnasm.isa.instruction.plain_words / load_plain_words): an edit's
decoding that looks the template's words up finds what decoding them finds."""

import marshal
import random
from pathlib import Path

import pytest

from conftest import CORPUS, require_shared
from gcnasm.checker import clear_caches as clear_check_caches
from gcnasm.codeobject import CodeObject
from gcnasm.codeobject.analysis import analyze
from gcnasm.isa import clear_caches
from gcnasm.isa import decoder, templates
from gcnasm.errors import DecodeError
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
    plain = marshal.loads(marshal.dumps(plain_words(co.text)))
    fresh = _decoding(CodeObject.from_bytes(co.to_bytes(), co.path))
    clear_caches()
    clear_check_caches()
    # every word of the whole .text decoded (data items too, as decode_offsets finds them)
    assert load_plain_words(plain) == len({w.to_bytes() for w in decode_offsets(co.text)[1]})
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
    plain = plain_words(co.text)
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


def _decode_or_error(data):
    try:
        offsets, shared = decode_offsets(data)
    except DecodeError as exc:
        return str(exc)
    return offsets, [_word_facts(w.at(o)) for o, w in zip(offsets, shared)]


def _random_edits(text: bytes, rng: random.Random, count: int):
    """Splices of ``text``: other words of it (or arbitrary bytes) put in,
    taken out or written over, at 4-byte offsets near the start, the end,
    anywhere."""
    n = len(text)
    for _ in range(count):
        at = rng.choice([rng.randrange(0, min(n, 64), 4), rng.randrange(max(0, n - 64), n, 4),
                         rng.randrange(0, n, 4)])
        src = rng.randrange(0, n - 16, 4)
        new = text[src:src + rng.choice([4, 8, 12, 16])] if rng.random() < 0.8 else \
            rng.randbytes(rng.choice([4, 8]))
        drop = rng.choice([0, 0, 4, 8, 12])
        yield text[:at] + new + text[at + drop:]


@pytest.mark.parametrize("path", [MATMUL, "corpus"], ids=["matmul", "corpus"])
def test_an_edit_reuses_the_known_decoding_as_decoding_anew_finds(path, monkeypatch):
    if path == "corpus":
        require_shared()
        path = min(CORPUS.rglob("bf16gemm*.co"), key=lambda p: p.stat().st_size)
    text = CodeObject.load(path).text
    clear_caches()
    plain = plain_words(text)
    rng = random.Random(20)
    for edited in _random_edits(text, rng, 120):
        clear_caches()
        want = _decode_or_error(edited)
        clear_caches()
        assert load_plain_words(plain, text) > 0
        assert _decode_or_error(edited) == want
    clear_caches()
    load_plain_words(plain, text)
    with monkeypatch.context() as m:
        m.setattr(decoder, "decode_word", _not_called)
        assert _decode_or_error(text)[0] == decode_offsets(text)[0]


def test_a_decoding_that_does_not_add_up_to_its_text_is_not_kept():
    text = CodeObject.load(MATMUL).text
    clear_caches()
    plain = plain_words(text)
    clear_caches()
    assert load_plain_words(plain, text + b"\0\0\0\0") == 0
    assert load_plain_words(plain, text) > 0


def test_an_edit_in_the_middle_decodes_only_around_it(monkeypatch):
    from gcnasm.isa import instruction
    text = CodeObject.load(MATMUL).text
    clear_caches()
    rows, _, items = plain_words(text)
    offsets = decode_offsets(text)[0]
    at = offsets[len(offsets) // 2]
    edited = text[:at] + (0xBF800000).to_bytes(4, "little") + text[at:]
    clear_caches()
    load_plain_words((rows, {}, items), text)       # no heads: each word decoded is counted
    calls = []
    real = instruction.decode_shared
    monkeypatch.setattr(instruction, "decode_shared",
                        lambda data, offset=0: calls.append(offset) or real(data, offset))
    got = decode_offsets(edited)
    assert len(calls) <= 6 and all(at - 16 <= c <= at + 4 + 16 for c in calls)
    monkeypatch.undo()
    clear_caches()
    want = decode_offsets(edited)
    assert got[0] == want[0]
    assert [w.to_bytes() for w in got[1]] == [w.to_bytes() for w in want[1]]
