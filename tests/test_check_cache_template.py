"""What the edit loop caches of a template besides its findings
(gcnasm.checker.cache): the per-word facts of its instructions (a baseline
entry's ``facts``) and what the rewriter learns of it
(gcnasm.codeobject.rewriter.TemplateFacts, a ``rewrite-`` entry).  The
oracle is the same computation without a cache: loaded facts equal derived
ones slot by slot, and ``gcnasm asm`` writes the same bytes and says the
same things with the cache filled, empty, stale or corrupt."""

from __future__ import annotations

import marshal
import re

import pytest

from gcnasm.checker import cache
from gcnasm.checker.facts import Facts, _facts_of_word, facts_of, load_plain_facts, plain_facts
from gcnasm.cli import main
from gcnasm.codeobject import CodeObject, disassemble
from gcnasm.codeobject.rewriter import TemplateFacts, template_facts
from gcnasm.isa.instruction import decode_offsets

from conftest import CORPUS, KERNELS

MATMUL = KERNELS / "triton" / "matmul_f16_64x64x32.hsaco"
ATTENTION = KERNELS / "triton" / "attention_fwd_f16.hsaco"
TWO_KERNELS = KERNELS / "two_kernels.co"
# a large corpus kernel with MFMAs, LDS and many waits (skipped without the corpus)
BF16GEMM = CORPUS / "bf16gemm" / "bf16gemm_bf16_tn_256x256.co"


def _kernels():
    out = [MATMUL, ATTENTION, TWO_KERNELS, KERNELS / "mfma.co"]
    if BF16GEMM.exists():
        out.append(BF16GEMM)
    return out


def _distinct_words(co):
    _, shared = decode_offsets(co.text)
    return list({id(i): i for i in shared}.values())


@pytest.mark.parametrize("path", _kernels(), ids=lambda p: p.name)
def test_loaded_facts_are_the_derived_ones(path):
    words = _distinct_words(CodeObject.load(path))
    plain = plain_facts(words)
    assert plain is not None
    plain = marshal.loads(marshal.dumps(plain))         # as the cache keeps it
    derived = {w.to_bytes(): facts_of(w) for w in words}
    _facts_of_word.clear()
    assert load_plain_facts(plain) == len(words)
    for key, f in derived.items():
        loaded = _facts_of_word[key]
        assert loaded is not f
        for slot in Facts.__slots__:
            a, b = getattr(f, slot), getattr(loaded, slot)
            assert a == b and type(a) is type(b), (key, slot)
    _facts_of_word.clear()


def test_facts_of_another_shape_are_not_loaded():
    words = _distinct_words(CodeObject.load(MATMUL))
    slots, kinds, units, sets, rows = plain_facts(words)
    _facts_of_word.clear()
    for bad in (None, (), "x", (slots[:-1], kinds, units, sets, rows),
                (slots, kinds, units, sets, rows[:1] + ((b"k", (), ()),)),
                (slots, kinds, units, ((99999,),) + sets[1:], rows),
                (slots, kinds, (("v", "x", 1),), sets, rows)):
        assert load_plain_facts(bad) == 0
    assert len(_facts_of_word) == 0


def test_template_facts_round_trip_and_reject_other_shapes():
    co = CodeObject.load(TWO_KERNELS)
    known = template_facts(co)
    assert set(known.registers) == {k.name for k in co.kernels} == set(known.words)
    again = TemplateFacts.from_plain(marshal.loads(marshal.dumps(known.plain())), co)
    assert again.encodings == known.encodings and again.registers == known.registers
    assert again.words == known.words
    fmt, encodings, rows = known.plain()
    other = CodeObject.load(MATMUL)
    for bad in (None, 7, (), (fmt + 1, encodings, rows), (fmt, list(encodings), rows),
                (fmt, encodings, rows[:1]), (fmt, ((1, b"x"),), rows),
                (fmt, encodings, tuple(r[:4] + ((1,),) for r in rows))):
        assert TemplateFacts.from_plain(bad, co) is None
    assert TemplateFacts.from_plain(known.plain(), other) is None    # other kernels


def _edits(text):
    """One-line edits of several kinds (those that apply to ``text``)."""
    lines = text.splitlines(keepends=True)
    last_end = max(i for i, line in enumerate(lines) if line.strip() == "s_endpgm")
    out = {"nop before the last s_endpgm": "".join(
        lines[:last_end] + ["\ts_nop 0\n"] + lines[last_end:])}
    for name, pattern, repl in (
            ("s_nop shortened", r"^\ts_nop ([1-9]\d*)$", "\ts_nop 0"),
            ("a wait deleted", r"^\ts_waitcnt [^\n]*\n", ""),
            ("a wait relaxed", r"^\ts_waitcnt vmcnt\((\d+)\)$", r"\ts_waitcnt vmcnt(9)"),
            ("a new VGPR beyond the grant", r"^\ts_endpgm$", "\tv_mov_b32 v250, 0\n\ts_endpgm"),
            ("a new AGPR", r"^\ts_endpgm$", "\tv_accvgpr_write_b32 a40, 0\n\ts_endpgm"),
            ("an instruction deleted", r"^\tv_[^\n]*\n", "")):
        new, n = re.subn(pattern, repl, text, count=1, flags=re.M)
        if n:
            out[name] = new
    return out


def _asm(src, template, out, capsys):
    if out.exists():
        out.unlink()
    capsys.readouterr()
    status = main(["asm", str(src), "--template", str(template), "-o", str(out),
                   "--allow-findings"])
    captured = capsys.readouterr()
    return status, out.read_bytes() if out.exists() else None, captured.out, captured.err


@pytest.mark.parametrize("path", [MATMUL, TWO_KERNELS, KERNELS / "mfma.co"], ids=lambda p: p.name)
def test_asm_says_and_writes_the_same_with_the_cache_filled_empty_or_off(path, tmp_path,
                                                                         monkeypatch, capsys):
    co = CodeObject.load(path)
    edits = _edits(disassemble(co))
    assert len(edits) >= 4
    for i, (what, text) in enumerate(edits.items()):
        src = tmp_path / f"e{i}.s"
        src.write_text(text)
        results = []
        for setting in ("off", str(tmp_path / "cache"), str(tmp_path / "cache")):
            monkeypatch.setenv("GCNASM_CACHE_DIR", setting)
            results.append(_asm(src, path, tmp_path / f"e{i}.co", capsys))
        assert results[0] == results[1] == results[2], what
    names = sorted(p.name.split("-")[0] for p in (tmp_path / "cache").iterdir())
    assert names == ["baseline", "rewrite"]


def test_a_stale_or_corrupt_rewrite_entry_is_not_trusted(tmp_path, monkeypatch, capsys):
    co = CodeObject.load(TWO_KERNELS)
    text = disassemble(co)
    edited = _edits(text)["a new VGPR beyond the grant"]
    src = tmp_path / "e.s"
    src.write_text(edited)
    monkeypatch.setenv("GCNASM_CACHE_DIR", "off")
    expected = _asm(src, TWO_KERNELS, tmp_path / "e.co", capsys)
    where = tmp_path / "cache"
    monkeypatch.setenv("GCNASM_CACHE_DIR", str(where))
    assert _asm(src, TWO_KERNELS, tmp_path / "e.co", capsys) == expected
    [entry] = [p for p in where.iterdir() if p.name.startswith("rewrite-")]
    good = entry.read_bytes()
    # a wrong entry under the right name (another template's facts), a
    # truncated one, garbage, another format: each ignored and written again
    other = template_facts(CodeObject.load(MATMUL)).plain()
    fmt, encodings, rows = template_facts(co).plain()
    for broken in (good[:len(good) // 2], b"", b"gcnasm-rewrite\n\x00",
                   b"gcnasm-rewrite\n" + marshal.dumps(other),
                   b"gcnasm-rewrite\n" + marshal.dumps((fmt + 1, encodings, rows))):
        entry.write_bytes(broken)
        assert _asm(src, TWO_KERNELS, tmp_path / "e.co", capsys) == expected
        assert entry.read_bytes() == good
    # a changed gcnasm (the code key) reads another entry
    monkeypatch.setattr(cache, "_code_key", b"another gcnasm")
    assert _asm(src, TWO_KERNELS, tmp_path / "e.co", capsys) == expected
    assert len([p for p in where.iterdir() if p.name.startswith("rewrite-")]) == 2


# --- random small edits (hypothesis): same result with the cache as without --

from hypothesis import HealthCheck, given, settings, strategies as st   # noqa: E402

_MATMUL_TEXT = None


def _matmul_lines():
    global _MATMUL_TEXT
    if _MATMUL_TEXT is None:
        _MATMUL_TEXT = disassemble(CodeObject.load(MATMUL)).splitlines(keepends=True)
    return _MATMUL_TEXT


_NEW_LINES = ("\ts_nop 0\n", "\ts_nop 4\n", "\ts_waitcnt lgkmcnt(0)\n", "\ts_waitcnt vmcnt(0)\n",
              "\tv_mov_b32 v200, 0\n", "\tv_accvgpr_write_b32 a12, 0\n", "\ts_mov_b32 s90, 0\n",
              "\ts_barrier\n")


@st.composite
def _small_edits(draw):
    """One to three edits of instruction lines: delete, insert one of
    _NEW_LINES, or move a line one or two places on."""
    lines = list(_matmul_lines())
    for _ in range(draw(st.integers(1, 3))):
        plain = [i for i, line in enumerate(lines)
                 if line.startswith("\t") and not line.startswith("\t.")
                 and "s_endpgm" not in line and "branch" not in line]
        i = draw(st.sampled_from(plain))
        kind = draw(st.sampled_from(("delete", "insert", "move")))
        if kind == "delete":
            del lines[i]
        elif kind == "insert":
            lines.insert(i, draw(st.sampled_from(_NEW_LINES)))
        else:
            line = lines.pop(i)
            lines.insert(min(i + draw(st.integers(1, 2)), len(lines)), line)
    return "".join(lines)


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(text=_small_edits())
def test_random_small_edits_assemble_and_check_the_same_with_the_cache(text, tmp_path,
                                                                       monkeypatch, capsys):
    src = tmp_path / "r.s"
    src.write_text(text)
    results = []
    for setting in ("off", str(tmp_path / "cache"), str(tmp_path / "cache")):
        monkeypatch.setenv("GCNASM_CACHE_DIR", setting)
        results.append(_asm(src, MATMUL, tmp_path / "r.co", capsys))
    assert results[0] == results[1] == results[2]
