"""Text that survives re-encoding: the one place where decoding meets the
encoder.

A decoded instruction's ``text`` is llvm-mc's text when encoding that text
is known to give the same bytes back.  Each template's generated
``lossless`` check (:mod:`gcnasm.isa.codegen`) answers that for most words
from precomputed tables; it asks :func:`literal_ok` and :func:`fmt_ok` here
about literals and wide fields, which parse the printed text back
(:mod:`gcnasm.isa.parsers`).  A word the check cannot vouch for is encoded
again; where the result differs, gcnasm appends its extension comment
``/*gcnasm: xor=...*/`` (or, last resort, writes the word as ``.long``).

This module sits above both the decoder's templates and the encoder; the
decoder imports neither it nor the encoder.
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import AsmError
from . import parsers, printers
from .caches import BoundedCache
from .decoder import collection_paused
from .known_encodings import known_encodings, remember_encoding   # noqa: F401 (also here)
from .syntax import Token
from .tables import gfx950 as TABLES
from .templates import Compiled, family_code, missing_code

_CONTEXT = parsers.Context("", 0)

_literal_cache = BoundedCache(__name__, 100_000)


def literal_ok(rid: str, lit: int) -> bool:
    """Does the literal's printed form parse back to the same literal?"""
    key = (rid, lit)
    got = _literal_cache.get(key)
    if got is None:
        spec = TABLES.RENDERERS[rid]
        r = parsers.renderer(rid)
        try:
            if spec[0] == "src":
                text = printers.LITERAL_PRINTERS[spec[2]](lit) + spec[3]
                got = r.parse([Token(text, 0)], 0, _CONTEXT)[0] == (255, lit)
            else:                                   # mandatory literal
                text = printers.LITERAL_PRINTERS[spec[1]](lit) + spec[2]
                got = r.parse([Token(text, 0)], 0, _CONTEXT)[0] == lit
        except Exception:                           # any refusal: not known lossless
            got = False
        _literal_cache.put(key, got)
    return got


_field_cache = BoundedCache(__name__, 100_000)


def fmt_ok(rid: str, x: int) -> bool:
    """Does a wide field's printed form (a ``fmt`` renderer) parse back to
    ``x``?"""
    key = (rid, x)
    got = _field_cache.get(key)
    if got is None:
        _, name, pre, suf, omit_zero = TABLES.RENDERERS[rid]
        if omit_zero and x == 0:
            got = True
        else:
            text = printers.FIELD_PRINTERS[name](x)
            try:
                r = parsers.renderer(rid)
                toks = [Token(t, 0) for t in (pre.strip() + text + suf.strip()).split()]
                got = r.parse(toks, 0, _CONTEXT)[0] == x
            except Exception:                       # any refusal: not known lossless
                got = False
        _field_cache.put(key, got)
    return got


# ---------------------------------------------------------------------------
# The generated checks

_checks_by_family: dict[str, dict[tuple[int, ...], tuple]] = {}
_checks: dict[tuple[str, tuple[int, ...]], Callable[[int, int | None], bool]] = {}


def check(c: Compiled) -> Callable[[int, int | None], bool]:
    """The template's lossless check: True when encoding the printed text is
    known to give these exact bits back (False means "not known")."""
    family, key = c.template.family, c.template.key
    got = _checks.get((family.name, key))
    if got is None:
        entries = _checks_by_family.get(family.name)
        if entries is None:
            with collection_paused():
                entries = family_code(family.name).build_lossless(TABLES.RENDERERS, literal_ok,
                                                                  fmt_ok)
            _checks_by_family[family.name] = entries
        code = entries.get(key)
        if code is None:
            raise missing_code(family, key)
        shape, mask, base = code
        got = shape(mask, base)
        _checks[(family.name, key)] = got
    return got


# ---------------------------------------------------------------------------
# Texts

# What text_of finds is remembered in .known_encodings (the program
# assembler's line cache).


def text_of(c: Compiled | None, value: int, literal: int | None, llvm_text: str,
            data: bytes) -> str:
    """The text that encodes back to ``data``: llvm-mc's ``llvm_text`` when
    the template's check vouches for it, else as :func:`lossless_text`
    finds.  The answer is remembered for the program assembler."""
    text = None
    # src_lds_direct is printed but not assemblable on gfx950 (encoder).
    if c is not None and "lds_direct" not in llvm_text and check(c)(value, literal):
        text = llvm_text
    if text is None:
        text = lossless_text(llvm_text, data)
    remember_encoding(text, data)
    return text


_texts = BoundedCache(__name__, 1_000_000)


def lossless_text(llvm_text: str, data: bytes) -> str:
    """llvm-mc's text, plus gcnasm's extension where re-encoding that text
    would not give ``data`` back."""
    hit = _texts.get(data)
    if hit is not None:
        return hit
    # lazy, for start-up time: most words pass their generated check, and
    # printing a kernel whose words all do never loads the encoder
    from .encoder import encode
    try:
        again = encode(llvm_text)
    except AsmError:
        again = None
    if again == data:
        out = llvm_text
    elif again is not None and len(again) == len(data):
        mask = int.from_bytes(data, "little") ^ int.from_bytes(again, "little")
        out = f"{llvm_text} /*gcnasm: xor={mask:#x}*/"
    else:
        out = raw_text(llvm_text, data)
    return _texts.put(data, out)


def raw_text(llvm_text: str, data: bytes) -> str:
    """Last resort: the exact words as data, with llvm-mc's text as a
    comment, for a word whose llvm-mc text no encoding can reproduce."""
    words = ", ".join(f"0x{int.from_bytes(data[i:i + 4], 'little'):08x}"
                      for i in range(0, len(data), 4))
    return f".long {words} // {llvm_text}"
