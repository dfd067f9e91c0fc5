"""LLVM's assembler expressions as ``llc`` writes them for AMDGPU resource
usage: ``.set k.num_vgpr, max(32, f.num_vgpr)``,
``.amdhsa_next_free_vgpr max(totalnumvgprs(k.num_agpr, k.num_vgpr), 1, 0)``,
``.amdhsa_accum_offset (((((alignto(max(1, k.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4``.

Values are 64-bit signed integers.  Operators and their precedence are
LLVM's GNU-mode ones (llvm/lib/MC/MCParser/AsmParser.cpp,
getGNUBinOpPrecedence): ``* / % << >>`` bind tightest, then ``| ^ & !``
(or-not), then ``+ -``, then comparisons, ``&&``, ``||``; unary ``- ~ ! +``.
``>>`` is a logical shift (MCAsmInfo's default).  The AMDGPU functions
(llvm/lib/Target/AMDGPU/MCTargetDesc/AMDGPUMCExpr.cpp):

* ``max(a, ...)``, ``or(a, ...)``: signed maximum, bitwise or;
* ``alignto(x, a)``: x rounded up to a multiple of a;
* ``totalnumvgprs(agprs, vgprs)``: on gfx90a and later (gfx950),
  ``alignto(vgprs, 4) + agprs`` when agprs is non-zero, else
  ``max(vgprs, agprs)`` (AMDGPUBaseInfo.cpp, getTotalNumVGPRs);
* ``extrasgprs(vcc, flat_scratch, xnack)``: the SGPRs the hardware adds;
  6 on gfx950, which has architected flat scratch (getNumExtraSGPRs).

Symbols are resolved through a callback, so a caller can evaluate at the
end of a file what names symbols defined later (as LLVM does).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_TOKEN = re.compile(r"\s*(?:(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)|([A-Za-z_.$][\w.$@]*)|"
                    r"(<<|>>|&&|\|\||==|!=|<>|<=|>=|[-+*/%&|^~!<>(),]))")
_MASK = (1 << 64) - 1


class ExprError(Exception):
    """A malformed expression, or one LLVM cannot evaluate; ``column`` is
    0-based in the text (or None)."""

    def __init__(self, message: str, column: int | None = None):
        super().__init__(message)
        self.message = message
        self.column = column


class UnknownSymbol(ExprError):
    """A name the resolver does not know (yet)."""

    def __init__(self, name: str, column: int | None = None):
        super().__init__(f"unknown symbol {name!r}", column)
        self.name = name


def _s64(value: int) -> int:
    value &= _MASK
    return value - (1 << 64) if value >> 63 else value


def _align_to(value: int, alignment: int) -> int:
    if alignment <= 0:
        raise ExprError(f"alignto: alignment {alignment} is not positive")
    return (value + alignment - 1) // alignment * alignment


def _total_num_vgprs(agprs: int, vgprs: int) -> int:
    return _align_to(vgprs, 4) + agprs if agprs else max(vgprs, agprs)


def _extra_sgprs(vcc: int, flat_scratch: int, xnack: int) -> int:
    return 6          # gfx950: FeatureArchitectedFlatScratch (AMDGPU.td)


_FUNCTIONS: dict[str, tuple[int | None, Callable]] = {
    "max": (None, lambda *a: max(a)),
    "or": (None, lambda *a: _or(a)),
    "alignto": (2, _align_to),
    "totalnumvgprs": (2, _total_num_vgprs),
    "extrasgprs": (3, _extra_sgprs),
}


def _or(args) -> int:
    out = 0
    for a in args:
        out |= a
    return out


_BINARY = {
    "||": 1, "&&": 2,
    "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
    "+": 4, "-": 4,
    "|": 5, "^": 5, "&": 5, "!": 5,
    "*": 6, "/": 6, "%": 6, "<<": 6, ">>": 6,
}


def _binary(op: str, a: int, b: int, column: int) -> int:
    if op in ("/", "%"):
        if b == 0:
            raise ExprError("division by zero", column)
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)     # C: toward zero
        return q if op == "/" else a - q * b
    if op == "<<":
        return a << (b & 63)
    if op == ">>":
        return (a & _MASK) >> (b & 63)
    return {
        "+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b,
        "|": lambda: a | b, "^": lambda: a ^ b, "&": lambda: a & b, "!": lambda: a | ~b,
        "&&": lambda: int(bool(a) and bool(b)), "||": lambda: int(bool(a) or bool(b)),
        "==": lambda: -int(a == b), "!=": lambda: -int(a != b), "<>": lambda: -int(a != b),
        "<": lambda: -int(a < b), "<=": lambda: -int(a <= b),
        ">": lambda: -int(a > b), ">=": lambda: -int(a >= b),
    }[op]()


class _Parser:
    def __init__(self, text: str, resolve: Callable[[str], int]):
        self.text = text
        self.resolve = resolve
        self.tokens: list[tuple[str, str, int]] = []       # kind, text, column
        pos = 0
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if m is None:
                if text[pos:].strip():
                    col = pos + len(text[pos:]) - len(text[pos:].lstrip())
                    raise ExprError(f"unexpected character {text[col]!r} in expression", col)
                break
            kind = "num" if m.group(1) else "name" if m.group(2) else "op"
            self.tokens.append((kind, m.group(m.lastindex), m.start(m.lastindex)))
            pos = m.end()
        self.i = 0

    def peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> tuple[str, str, int]:
        tok = self.peek()
        if tok is None:
            raise ExprError("unexpected end of expression", len(self.text))
        self.i += 1
        return tok

    def expect(self, text: str) -> None:
        tok = self.take()
        if tok[1] != text:
            raise ExprError(f"expected '{text}', found '{tok[1]}'", tok[2])

    def parse(self) -> int:
        if not self.tokens:
            raise ExprError("empty expression", 0)
        value = self.binary(1)
        tok = self.peek()
        if tok is not None:
            raise ExprError(f"unexpected '{tok[1]}' in expression", tok[2])
        return value

    def binary(self, level: int) -> int:
        left = self.unary()
        while True:
            tok = self.peek()
            if tok is None or tok[0] != "op" or _BINARY.get(tok[1], 0) < level:
                return left
            self.i += 1
            right = self.binary(_BINARY[tok[1]] + 1)
            left = _s64(_binary(tok[1], left, right, tok[2]))

    def unary(self) -> int:
        kind, text, col = self.take()
        if kind == "num":
            return _s64(int(text, 0))
        if kind == "name":
            nxt = self.peek()
            if nxt is not None and nxt[1] == "(" and text.lower() in _FUNCTIONS:
                return self.call(text.lower(), col)
            try:
                return _s64(self.resolve(text))
            except KeyError:
                raise UnknownSymbol(text, col) from None
        if text == "(":
            value = self.binary(1)
            self.expect(")")
            return value
        if text in ("-", "~", "!", "+"):
            value = self.unary()
            return _s64({"-": -value, "~": ~value, "!": int(value == 0), "+": value}[text])
        raise ExprError(f"unexpected '{text}' in expression", col)

    def call(self, name: str, column: int) -> int:
        self.expect("(")
        args = [self.binary(1)]
        while self.peek() is not None and self.peek()[1] == ",":
            self.i += 1
            args.append(self.binary(1))
        self.expect(")")
        count, function = _FUNCTIONS[name]
        if count is not None and len(args) != count:
            raise ExprError(f"{name}() takes {count} arguments, not {len(args)}", column)
        return _s64(function(*args))


def evaluate(text: str, resolve: Callable[[str], int]) -> int:
    """The value of ``text``; ``resolve(name)`` gives a symbol's value or
    raises KeyError (reported as :class:`UnknownSymbol`)."""
    return _Parser(text, resolve).parse()


def names(text: str) -> list[str]:
    """The symbol names ``text`` mentions (function names aside)."""
    out = []
    for m in _TOKEN.finditer(text):
        name = m.group(2)
        if name and not (name.lower() in _FUNCTIONS and text[m.end():].lstrip().startswith("(")):
            out.append(name)
    return out
