"""Splitting instruction text the way gcnasm's printer and parser see it.

``split_tokens`` cuts a line of llvm-mc syntax into tokens at bracket depth 0,
keeping the separators (", " and " ") as tokens of their own, so that joining
the list gives back the original text.  The table generator uses it to find
which part of the printed text a field controls; the parser uses it to find
operands.
"""

from __future__ import annotations

from typing import List


def split_tokens(text: str) -> List[str]:
    out: List[str] = []
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

