"""The lexical rules of llvm-mc's AMDGPU assembly, one of each: identifiers,
comments, and the tokens of an instruction's operand text.

``split_tokens`` cuts a line of llvm-mc syntax into tokens at bracket depth 0,
keeping the separators (", " and " ") as tokens of their own, so that joining
the list gives back the original text.  The table generator uses it to find
which part of the printed text a field controls; the encoder uses
:func:`operand_tokens` (the same cut, as :class:`Token` with columns) to find
operands.  :func:`strip_comments` is the one comment stripper of gcnasm's
assemblers, and :data:`IDENTIFIER` the one spelling of a symbol name.
"""

from __future__ import annotations

import re
from collections import namedtuple

# A symbol or label name as llvm-mc reads it (the source of a pattern, to be
# built into larger ones); ASCII letters, digits and _ . $ @.
IDENTIFIER = r"[A-Za-z_.$][A-Za-z0-9_.$@]*"
IDENTIFIER_RE = re.compile(IDENTIFIER)

# ``name:`` at the start of a line (``::`` is not a label).
LABEL_DEFINITION = re.compile(rf"\s*({IDENTIFIER})\s*:(?!:)")


def is_identifier(text: str) -> bool:
    return IDENTIFIER_RE.fullmatch(text) is not None


# ---------------------------------------------------------------------------
# Comments

# gcnasm's extension comment: /*gcnasm: key=value ...*/ (see docs/isa.md).
EXTENSION = re.compile(r"/\*\s*gcnasm:\s*([^*]*?)\s*\*/")


def strip_comments(text: str) -> tuple[str, dict[str, str]]:
    """``text`` without its comments, right-stripped, and the gcnasm
    extensions ``/*gcnasm: key=value*/`` it carries.

    ``;`` and ``//`` end the line; ``/* */`` is blanked with spaces, so that
    columns stay those of ``text``, except llvm-mc's ``/*Invalid ...*/``
    annotation right after an operand, which gcnasm's own output carries as
    part of the operand.  Comment marks inside double-quoted strings are
    text."""
    if "/" not in text and ";" not in text:
        return text.rstrip(), {}
    ext: dict[str, str] = {}
    if "gcnasm:" in text:
        for m in EXTENSION.finditer(text):
            for item in m.group(1).split():
                k, _, v = item.partition("=")
                ext[k] = v
    out: list[str] = []
    n = len(text)
    start = i = 0
    while i < n:
        c = text[i]
        if c == '"':
            i = _string_end(text, i)
            continue
        if c == ";" or (c == "/" and text.startswith("//", i)):
            n = i
            break
        if c == "/" and text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(text[start:i])
            chunk = text[i:end]
            before = "".join(out)
            if chunk.startswith("/*Invalid") and before and not before[-1].isspace():
                out.append(chunk)            # llvm-mc's annotation: part of the operand
            else:
                out.append(" " * len(chunk))
            i = start = end
            continue
        i += 1
    out.append(text[start:n])
    return "".join(out).rstrip(), ext


def _string_end(text: str, quote: int) -> int:
    """The offset after the string that starts at ``quote`` (a backslash
    escapes the next character; an unterminated string runs to the end)."""
    i = quote + 1
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == '"':
            return i + 1
        i += 1
    return n


# ---------------------------------------------------------------------------
# Tokens

class Token(namedtuple("Token", "text col")):
    """One operand or modifier of an instruction's text (or a ","), ``text``,
    with its 0-based column ``col`` in the instruction text."""
    __slots__ = ()


def split_tokens(text: str) -> list[str]:
    if _SIMPLE.match(text):
        return _SPLIT.findall(text)
    return split_tokens_by_loop(text)


def split_tokens_by_loop(text: str) -> list[str]:
    """split_tokens' general path (comments, nested brackets, tabs)."""
    out: list[str] = []
    depth = 0
    start = 0
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "/" and text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
            continue
        elif depth == 0 and (c == " " or c == ","):
            if i > start:
                out.append(text[start:i])
            j = i + 1
            while j < n and text[j] == " ":
                j += 1
            out.append(text[i:j])
            i = start = j
            continue
        i += 1
    if start < n:
        out.append(text[start:])
    return out


# The common case, by regular expression: no comment, and brackets that
# hold no brackets (``v[0:3]``, ``op_sel:[0,1]``, ``sendmsg(MSG_GS, GS_OP_CUT)``).
# A piece is an operand, ", " or spaces; anything else (a tab, a comment,
# nested brackets) takes the loop above.
_GROUP = r"\([^()\[\]{}/]*\)|\[[^()\[\]{}/]*\]|\{[^()\[\]{}/]*\}"
_PIECE = re.compile(rf"(?:[^\s,()\[\]{{}}/]++|{_GROUP})++|,")     # spaces between: skipped
_SIMPLE = re.compile(rf"(?:[^\s,()\[\]{{}}/]++|{_GROUP}|,| )*+\Z")
# split_tokens' cut of such text: pieces, and separators (one " " or ","
# and the spaces after it)
_SPLIT = re.compile(rf"(?:[^\s,()\[\]{{}}/]++|{_GROUP})++|[ ,] *")


def operand_tokens(text: str, start: int) -> list[Token]:
    """The operand part of an instruction (``text`` from ``start``) split
    into tokens: operands and modifiers, with "," kept as a token of its
    own."""
    out: list[Token] = []
    body = text[start:]
    if _SIMPLE.match(body):
        new = tuple.__new__         # Token(text, col) without its Python-level __new__
        return [new(Token, (m.group(), start + m.start())) for m in _PIECE.finditer(body)]
    pos = start
    for t in split_tokens(body):
        s = t.strip()
        if s == ",":
            out.append(Token(",", pos + t.index(",")))
        elif s.startswith(","):
            out.append(Token(",", pos))
        elif s:
            out.append(Token(s, pos + (len(t) - len(t.lstrip()))))
        pos += len(t)
    return out


def looks_immediate(text: str) -> bool:
    """A number or an expression, rather than a register or a label (a label
    may start with '.', as .Lfoo does; a number may start with '.5')."""
    t = text.strip()
    if not t:
        return False
    if t[0] == ".":
        return len(t) > 1 and t[1].isdigit()
    return t[0].isdigit() or t[0] in "-+~(" or t.lower().startswith("lit(")
