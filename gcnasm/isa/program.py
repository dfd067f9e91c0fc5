"""Assembling many lines: labels, comments, data and alignment directives.

Two passes.  The first sizes every line (an instruction's size never depends
on a symbol's value: a branch is always 4 bytes, and a symbolic literal always
takes the 32-bit literal slot) and so places every label; the second encodes
with the labels known.  Errors name the file, line and column; every error
of the source is reported (up to ``error_limit``), as llvm-mc does: a line
that fails is left out and the lines after it are still assembled.

Supported, beyond instructions: ``label:`` (also before an instruction on the
same line), ``;`` ``//`` ``/* */`` comments, ``.byte``/``.short``/``.2byte``/
``.long``/``.4byte``/``.int``/``.quad``/``.8byte`` with expressions,
``.p2align N[, fill[, max]]``, ``.balign``/``.align N[, fill]`` (bytes),
``.fill count[, size[, value]]``, ``.zero``/``.skip n[, value]``.  Alignment
padding in code is ``s_nop 0``.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Sequence
from itertools import accumulate, compress, count, repeat
from operator import is_, is_not

import re

from ..errors import ERROR_LIMIT, AsmError
from .immediates import ImmError, evaluate
from .known_encodings import known_encodings, remember_encoding
from .syntax import IDENTIFIER, LABEL_DEFINITION, strip_comments

S_NOP_0 = bytes.fromhex("000080bf")
_DATA_SIZES = {".byte": 1, ".short": 2, ".2byte": 2, ".hword": 2, ".long": 4, ".4byte": 4,
               ".int": 4, ".word": 4, ".quad": 8, ".8byte": 8}


class Program:
    """Assembled code, its labels' offsets and where each source line went:
    ``lines``, the (line, offset, size) of each piece of code a line put
    there, in order (``code`` is their bytes one after the other); the same
    as columns: ``line_numbers``, ``offsets`` and ``pieces`` (each one's
    bytes).  The rows are built when first read: a large kernel has tens of
    thousands."""

    __slots__ = ("code", "labels", "_lines", "_columns")

    def __init__(self, code: bytes, labels: dict[str, int],
                 lines: list[tuple[int, int, int]] | None = None, *,
                 columns: tuple[list[int], list[int], list[bytes]] | None = None):
        self.code = code
        self.labels = labels
        self._lines = [] if lines is None and columns is None else lines
        self._columns = columns         # (line numbers, offsets, pieces)

    @property
    def lines(self) -> list[tuple[int, int, int]]:
        if self._lines is None:
            numbers, offsets, pieces = self._columns
            self._lines = list(zip(numbers, offsets, map(len, pieces)))
        return self._lines

    def _column(self, index: int) -> list:
        if self._columns is None:
            rows = self._lines
            sizes = [size for _, _, size in rows]
            starts = accumulate(sizes, initial=0)
            self._columns = ([n for n, _, _ in rows], [o for _, o, _ in rows],
                             [self.code[a:a + n] for a, n in zip(starts, sizes)])
        return self._columns[index]

    @property
    def line_numbers(self) -> list[int]:
        return self._column(0)

    @property
    def offsets(self) -> list[int]:
        return self._column(1)

    @property
    def pieces(self) -> list[bytes]:
        return self._column(2)

    def __repr__(self) -> str:
        return f"Program(code={self.code!r}, labels={self.labels!r}, lines={self.lines!r})"


class _Line:
    __slots__ = ("number", "source", "body", "col", "kind", "offset", "size", "arg", "data")

    def __init__(self, number: int, source: str, body: str, col: int, kind: str,
                 offset: int = 0, size: int = 0, arg: object = None, data: bytes | None = None):
        self.number = number
        self.source = source
        self.body = body        # without label and comments
        self.col = col          # column of body in source
        self.kind = kind        # "inst", "data", "align", "fill", "empty"
        self.offset = offset
        self.size = size
        self.arg = arg
        self.data = data        # final bytes, when they named no symbol


def _split_args(text: str) -> list[tuple[str, int]]:
    """Comma-separated directive arguments with their offsets."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "," and depth == 0:
            out.append((text[start:i], start))
            start = i + 1
    if text[start:].strip():
        out.append((text[start:], start))
    return [(a.strip(), s + (len(a) - len(a.lstrip()))) for a, s in out]


# Encodings of lines that named no symbol, by text: a kernel repeats the same
# instructions many times over.
_line_cache: dict[str, bytes] = known_encodings


def _encode_line(text: str, pc: int, resolve, path, line) -> tuple[bytes, bool]:
    """The line's bytes, and whether they are final (named no symbol)."""
    hit = _line_cache.get(text)
    if hit is not None:
        return hit, True
    used = []

    def tracking(name):
        used.append(name)
        return resolve(name)

    from .encoder import encode     # lazy: a text all looked up loads no ISA table
    data = encode(text, pc=pc, resolve=tracking, path=path, line=line)
    if not used:
        remember_encoding(text, data)
    return data, not used


# A branch to a label, as gcnasm disasm writes it: the mnemonic, one space,
# the label (a name that is no number: see syntax.looks_immediate).
_BRANCH_TO_LABEL = re.compile(rf"(s_[a-z0-9_]+) ((?:\.?[A-Za-z_$])[A-Za-z0-9_.$@]*)\Z")
assert IDENTIFIER == r"[A-Za-z_.$][A-Za-z0-9_.$@]*", "keep _BRANCH_TO_LABEL's label in step"


_BRANCH_DISPLACEMENTS = (0, 1, -1)


def branch_texts() -> tuple[tuple[str, bytes], ...]:
    """Each branch to a label (``s_branch``, ``s_cbranch_*``) at
    displacements 0, 1 and -1 (in words, from the next instruction), as
    (text, bytes): encoded here (loading the encoder) and remembered with the
    known encodings, from which :func:`branch_words` reads them."""
    from .encoder import encode
    from .fixes import BRANCHES
    out = []
    for mnemonic in sorted(BRANCHES):
        for d in _BRANCH_DISPLACEMENTS:
            text = f"{mnemonic} {d}"
            try:
                data = encode(text)
            except AsmError:
                break                   # takes more operands (s_call_b64, s_cbranch_i_fork)
            remember_encoding(text, data)
            out.append((text, data))
    return tuple(out)


def branch_words() -> dict[str, int]:
    """The branches to labels whose encodings at displacements 0, 1 and -1
    are known (:func:`branch_texts`, or a template's cached encodings), each
    with the word it encodes to at displacement 0 when those three show that
    the displacement is the word's low 16 bits.  With these,
    :func:`assemble_program` encodes a branch line without the encoder (and
    its tables).  Reads the known encodings only."""
    from .fixes import BRANCHES
    out = {}
    for mnemonic in BRANCHES:
        found = [known_encodings.get(f"{mnemonic} {d}") for d in _BRANCH_DISPLACEMENTS]
        if any(data is None or len(data) != 4 for data in found):
            continue
        base, plus, minus = (int.from_bytes(data, "little") for data in found)
        if not base & 0xFFFF and plus == base | 1 and minus == base | 0xFFFF:
            out[mnemonic] = base
    return out


def _branch_bytes(branches, text: str, pc: int, target_of) -> bytes | None:
    """The bytes of ``text`` when it is a branch of ``branches`` (see
    :func:`branch_words`) to a label whose address (``target_of``, None when
    undefined) it reaches; None otherwise (the encoder then encodes it, or
    says what is wrong)."""
    m = _BRANCH_TO_LABEL.match(text)
    if m is None:
        return None
    base = branches.get(m.group(1))
    if base is None:
        return None
    target = target_of(m.group(2))
    if target is None:
        return None
    delta = target - (pc + 4)
    if delta % 4 or not -(1 << 17) <= delta < (1 << 17):
        return None
    return (base | ((delta >> 2) & 0xFFFF)).to_bytes(4, "little")


@contextlib.contextmanager
def cycle_collection_paused():
    """Python's cycle collector paused for the duration (then restored as it
    was).  Assembling a kernel allocates a few objects per line and makes no
    garbage cycles worth collecting; left on, the collector would walk the
    instruction tables again and again, about a third of a large kernel's
    assembly time."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def assemble_program(src: str | Sequence[str], *, path: str | None = None,
                     base: int = 0, error_limit: int | None = ERROR_LIMIT) -> Program:
    """Assemble ``src`` (the text, or its lines); raises one AsmError carrying
    every error found (its ``errors``), at most ``error_limit`` of them (0 or
    None: all)."""
    with cycle_collection_paused():
        return _assemble_program(src, path, base, error_limit)


def _assemble_program(src, path, base, error_limit) -> Program:
    errors: list[AsmError] = []
    lines = src.splitlines() if isinstance(src, str) else src
    # Each line's bytes: the common case, a line that is an instruction
    # already encoded (no label can be in it: cached texts start after any
    # label), is looked up for all lines at once (the lookups, the sizes and
    # the offsets below run in C: a Python loop over a large kernel's lines
    # cost more than the rest of the pass).  The other lines are read one by
    # one; each becomes its bytes when final, the _Line placed in pass one
    # whose bytes pass two fills in (its index in ``pending``), or None when
    # it holds no bytes (a label, a blank line, a line in error).
    parts: list = list(map(_line_cache.get, map(str.strip, lines)))
    branches = branch_words()       # what a branch to a label needs of the ISA, when known
    pending: list[int] = []
    labels: dict[str, int] = {}
    label_lines: dict[str, int] = {}
    offset = base
    done = 0                # the lines before this one are counted in offset
    for index in compress(count(), map(is_, parts, repeat(None))):
        if index > done:
            offset += sum(map(len, parts[done:index]))
        done = index + 1
        number, source = index + 1, lines[index]
        stripped, _ = strip_comments(source)
        col = 0
        while True:
            m = LABEL_DEFINITION.match(stripped, col)
            if not m:
                break
            name = m.group(1)
            if name in labels:
                errors.append(AsmError(f"label '{name}' is already defined on line "
                                       f"{label_lines[name]}", number, m.start(1) + 1, path,
                                       source))
            else:
                labels[name] = offset
                label_lines[name] = number
            col = m.end()
        rest_stripped = stripped[col:]
        if not rest_stripped.strip():
            continue
        col += len(rest_stripped) - len(rest_stripped.lstrip())
        body = rest_stripped.strip()
        raw = source[col:].strip()          # comments kept: encode() reads gcnasm's own
        ln = _Line(number, source, body, col, "inst", offset)
        word = body.split(None, 1)[0].lower()
        rest = body[len(word):]
        try:
            if word in _DATA_SIZES:
                args = _split_args(rest)
                ln.kind, ln.arg = "data", (_DATA_SIZES[word], args, len(word))
                ln.size = _DATA_SIZES[word] * len(args)
            elif word in (".p2align", ".balign", ".align"):
                args = _split_args(rest)
                vals = [_const(a, c + len(word)) for a, c in args]
                if not vals:
                    raise _LineError("expected an alignment", len(word))
                align = 1 << vals[0] if word == ".p2align" else vals[0]
                if align <= 0 or align & (align - 1):
                    raise _LineError("alignment must be a power of two", len(word))
                fill = vals[1] if len(vals) > 1 else None
                limit = vals[2] if len(vals) > 2 else None
                pad = (-offset) % align
                if limit is not None and pad > limit:
                    pad = 0
                ln.kind, ln.arg, ln.size = "align", fill, pad
            elif word in (".fill",):
                args = _split_args(rest)
                vals = [_const(a, c + len(word)) for a, c in args]
                if not 1 <= len(vals) <= 3:
                    raise _LineError(".fill takes count[, size[, value]]", len(word))
                fill_count = vals[0]
                size = vals[1] if len(vals) > 1 else 1
                value = vals[2] if len(vals) > 2 else 0
                ln.kind, ln.arg, ln.size = "fill", (size, value), fill_count * size
            elif word in (".zero", ".skip", ".space"):
                args = _split_args(rest)
                vals = [_const(a, c + len(word)) for a, c in args]
                n, value = (vals + [0])[:2]
                ln.kind, ln.arg, ln.size = "fill", (1, value), n
            elif word.startswith("."):
                raise _LineError(f"unknown directive '{word}'", 0)
            else:
                # Labels not seen yet stand at this instruction's own address
                # for sizing: no instruction's size depends on a label.
                ln.body = raw
                if branches and _branch_bytes(branches, raw, offset,
                                              lambda n: labels.get(n, offset)):
                    ln.size = 4             # a branch's size: its label is known in pass two
                else:
                    data, final = _encode_line(raw, offset, lambda n: labels.get(n, offset),
                                               path, number)
                    ln.size = len(data)
                    if final:
                        ln.data = data
        except (_LineError, AsmError) as exc:
            # The line is left out (a size of 0) and the next ones are still
            # assembled, to report their errors too.
            errors.append(AsmError(exc.message, number, col + exc.column + 1, path, source)
                          if isinstance(exc, _LineError) else exc.located(number, col, path,
                                                                          source))
            if error_limit and len(errors) > error_limit:
                break
            continue
        pending.append(index)
        parts[index] = ln
        offset += ln.size
    if errors and error_limit and len(errors) > error_limit:
        raise AsmError.from_errors(errors, error_limit)
    # pass two

    def resolve(name: str) -> int:
        if name not in labels:
            raise KeyError(name)
        return labels[name]

    for index in pending:
        ln = parts[index]
        if ln.data is None and ln.kind == "inst" and branches:
            data = _branch_bytes(branches, ln.body, ln.offset, labels.get)
            if data is not None:
                parts[index] = data
                continue
        try:
            data = _final_bytes(ln, resolve, path)
        except AsmError as exc:
            errors.append(exc)
            continue
        parts[index] = data
    if errors:
        errors.sort(key=lambda e: (e.line or 0, e.column or 0))
        raise AsmError.from_errors(errors, error_limit)
    held = list(map(is_not, parts, repeat(None)))
    parts = list(compress(parts, held))
    offsets = list(accumulate(map(len, parts), initial=base))
    offsets.pop()
    return Program(b"".join(parts), {k: v - base for k, v in labels.items()},
                   columns=(list(compress(count(1), held)), offsets, parts))


def _final_bytes(ln: _Line, resolve, path) -> bytes:
    """Pass two: the bytes of a line placed in pass one, labels known."""
    if ln.data is not None:
        data = ln.data
    elif ln.kind == "inst":
        try:
            data, _ = _encode_line(ln.body, ln.offset, resolve, path, ln.number)
        except AsmError as exc:
            raise exc.located(ln.number, ln.col, path, ln.source) from None
        if len(data) != ln.size:
            raise AsmError("instruction size changed between passes", ln.number,
                           ln.col + 1, path, ln.source)
    elif ln.kind == "data":
        size, args, skip = ln.arg
        data = bytearray()
        for a, c in args:
            try:
                v, _ = evaluate(a, resolve)
            except ImmError as exc:
                raise AsmError(str(exc), ln.number, ln.col + skip + c + exc.column + 1,
                               path, ln.source) from None
            if isinstance(v, float):
                raise AsmError("expected an integer", ln.number, ln.col + skip + c + 1,
                               path, ln.source)
            if not -(1 << (8 * size - 1)) <= v < (1 << (8 * size)):
                raise AsmError(f"value {v} does not fit in {size} bytes", ln.number,
                               ln.col + skip + c + 1, path, ln.source)
            data += (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        data = bytes(data)
    elif ln.kind == "align":
        data = _padding(ln.offset, ln.size, ln.arg)
    else:
        size, value = ln.arg
        data = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little") * (
            ln.size // size if size else 0)
    return data


class _LineError(Exception):
    def __init__(self, message: str, column: int):
        self.message = message
        self.column = column


def _const(text: str, column: int) -> int:
    try:
        v, symbolic = evaluate(text)
    except ImmError as exc:
        raise _LineError(str(exc), column + exc.column) from None
    if isinstance(v, float):
        raise _LineError("expected an integer", column)
    return v


def _padding(offset: int, size: int, fill: int | None) -> bytes:
    """Alignment padding: the fill byte if given, else s_nop 0 words (zero
    bytes up to the next 4-byte boundary first)."""
    if fill is not None:
        return bytes([fill & 0xFF]) * size
    lead = (-offset) % 4
    lead = min(lead, size)
    words = (size - lead) // 4
    tail = size - lead - 4 * words
    return b"\0" * lead + S_NOP_0 * words + b"\0" * tail


def assemble_lines(src: str, *, path: str | None = None) -> bytes:
    """Assemble a sequence of instructions (with labels, comments and data
    directives) into a ``.text`` body."""
    return assemble_program(src, path=path).code
