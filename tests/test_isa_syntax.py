"""gcnasm.isa.syntax (the one comment stripper, identifier pattern and
operand tokeniser) and gcnasm.isa.caches (the one bounded cache)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from gcnasm.isa import caches, syntax


def test_strip_comments():
    assert syntax.strip_comments("s_nop 0 ; c") == ("s_nop 0", {})
    assert syntax.strip_comments("s_nop 0 // c ; d") == ("s_nop 0", {})
    assert syntax.strip_comments("s_nop 0") == ("s_nop 0", {})
    # a block comment is blanked: columns stay those of the source, and it
    # separates tokens as llvm-mc's lexer does
    assert syntax.strip_comments("s_nop/*x*/0") == ("s_nop     0", {})
    # llvm-mc's annotation right after an operand is part of the operand
    text = "v_mov_b32 v1, s[3:4]/*Invalid register, operand has incorrect size*/"
    assert syntax.strip_comments(text) == (text, {})
    # gcnasm's extension is collected, wherever it stands
    assert syntax.strip_comments("s_nop 0 /*gcnasm: xor=0x10*/ // x") == \
        ("s_nop 0", {"xor": "0x10"})
    # comment marks inside strings are text
    assert syntax.strip_comments('.ascii "a;b//c" ; d') == ('.ascii "a;b//c"', {})
    assert syntax.strip_comments(r'.ascii "a\";b" ; d') == (r'.ascii "a\";b"', {})


def test_identifier():
    for name in ("foo", "_ZN5aiter3fooE", ".Lfoo", "$x", "a.b@c", "foo.kd"):
        assert syntax.is_identifier(name)
    for name in ("1a", "a-b", "", "a b", "é"):
        assert not syntax.is_identifier(name)
    line = "  .L1: a: s_nop 0"
    m = syntax.LABEL_DEFINITION.match(line)
    assert m.group(1) == ".L1"
    assert syntax.LABEL_DEFINITION.match(line, m.end()).group(1) == "a"
    assert syntax.LABEL_DEFINITION.match("a::b") is None


def _by_loop(text: str, start: int):
    """operand_tokens' general path, for comparison with its fast path."""
    out, pos = [], start
    for t in syntax.split_tokens(text[start:]):
        s = t.strip()
        if s == ",":
            out.append(syntax.Token(",", pos + t.index(",")))
        elif s:
            out.append(syntax.Token(s, pos + (len(t) - len(t.lstrip()))))
        pos += len(t)
    return out


def test_operand_tokens():
    text = "v_pk_add_f16 v1, s[2:3], -v[4:5] op_sel:[0,1] sendmsg(MSG_GS, GS_OP_CUT)"
    toks = syntax.operand_tokens(text, 12)
    assert [t.text for t in toks] == ["v1", ",", "s[2:3]", ",", "-v[4:5]", "op_sel:[0,1]",
                                      "sendmsg(MSG_GS, GS_OP_CUT)"]
    assert all(text[t.col:].startswith(t.text) for t in toks)
    for text in ("x  ,  y", "x neg(lit(1)), v1", "x (1", "x 1)", "x a/2, b", "x\tv1,\tv2",
                 "x v1 /*Invalid*/, v2", "x [s4, s5], v[0:1]", "x ,", ""):
        assert syntax.operand_tokens(text, 1) == _by_loop(text, 1), text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" ,()[]{}/*abv01:\t-|", max_size=40))
def test_operand_tokens_fast_path_matches_the_loop(text):
    assert syntax.operand_tokens(text, 0) == _by_loop(text, 0)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" ,()[]{}/*abv01:\t-|", max_size=40))
def test_split_tokens_fast_path_matches_the_loop(text):
    assert syntax.split_tokens(text) == syntax.split_tokens_by_loop(text)
    assert "".join(syntax.split_tokens(text)) == text


def test_looks_immediate():
    assert syntax.looks_immediate("0x10") and syntax.looks_immediate("-1")
    assert syntax.looks_immediate(".5") and syntax.looks_immediate("lit(1)")
    assert not syntax.looks_immediate(".Lfoo") and not syntax.looks_immediate("v1")


def test_bounded_cache():
    c = caches.BoundedCache("gcnasm.isa.test_owner", 3)
    for k in range(3):
        assert c.put(k, k * 10) == k * 10
    assert dict(c) == {0: 0, 1: 10, 2: 20}
    c.put(3, 30)                    # full: it starts again
    assert dict(c) == {3: 30}
    assert caches.sizes("gcnasm.isa.test_owner") == {"gcnasm.isa.test_owner": 1}
    caches.clear_caches("gcnasm.isa")
    assert len(c) == 0


def test_isa_caches_are_bounded_caches():
    """Every module-level dict the isa layer keeps per instruction or line is
    a BoundedCache (no hand-rolled ``if len(cache) > N: clear()``)."""
    from pathlib import Path
    root = Path(syntax.__file__).parent
    for path in root.glob("*.py"):
        source = path.read_text()
        assert not re.search(r"if len\(\w*cache\w*\) [<>]", source), path.name
