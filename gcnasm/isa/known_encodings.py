"""Texts whose encoding is known exactly, by text.

``encode(text)`` gives these bytes: the decoder's texts that re-encode to
their word (``Instruction.text``, :mod:`.lossless`), the lines the program
assembler encoded that named no symbol, a template's texts learnt by the
code object rewriter.  A kernel disassembled and reassembled in one process
re-encodes none of its unchanged lines.  The program assembler's line cache
is this same dictionary.  A module of its own, loading no ISA table: a text
that is all looked up here needs neither the encoder nor the decoder.
"""

from __future__ import annotations

from .caches import BoundedCache

known_encodings = BoundedCache(__name__, 500_000)


def remember_encoding(text: str, data: bytes) -> None:
    known_encodings.put(text, data)
