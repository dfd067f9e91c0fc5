"""Immediate operands: expressions, inline constants and literals.

An immediate in llvm-mc syntax is an integer expression (``16``, ``0x10``,
``-(2+3)``, ``sym-4``), a floating-point number (``0.5``, ``-1.0e3``), or one
wrapped in ``lit(...)`` to force a literal.  Where it lands depends on the
operand's type: an *inline constant* (source codes 128..208 for -16..64,
240..248 for +-0.5, +-1, +-2, +-4 and 1/(2*pi)) when the value allows, else a
32-bit *literal* dword after the instruction.  The rules here follow llvm-mc
22's assembler operand by operand type; the types are those the generator
recorded for each source (the literal kinds of :mod:`gcnasm.isa.printers`).
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Callable

from ..records import FrozenRecord


class ImmError(ValueError):
    """An immediate that cannot be parsed or encoded; ``column`` is the
    0-based offset in the operand text where known."""

    def __init__(self, message: str, column: int = 0):
        super().__init__(message)
        self.column = column


# ---------------------------------------------------------------------------
# Expressions

_TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<float>(?:\d+\.\d*|\.\d+)(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+)
  | (?P<hex>0[xX][0-9a-fA-F]+)
  | (?P<bin>0[bB][01]+)
  | (?P<dec>\d+)
  | (?P<name>[A-Za-z_.$][\w.$@]*)
  | (?P<op><<|>>|[-+*/%&|^~()])
""", re.X)

_BINARY = {  # precedence (higher binds tighter), as in llvm-mc's expressions
    "|": 1, "^": 2, "&": 3, "<<": 4, ">>": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
}


def tokenize(text: str):
    pos = 0
    out = []
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise ImmError(f"unexpected character {text[pos]!r} in expression", pos)
        kind = m.lastgroup
        if kind != "ws":
            out.append((kind, m.group(), pos))
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str, resolve: Callable[[str], int] | None):
        self.toks = tokenize(text)
        self.i = 0
        self.resolve = resolve
        self.symbolic = False
        self.text = text

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None, len(self.text))

    def take(self):
        t = self.peek()
        self.i += 1
        return t

    def parse(self) -> int | float:
        v = self.expr(0)
        kind, tok, pos = self.peek()
        if kind is not None:
            raise ImmError(f"unexpected {tok!r} in expression", pos)
        return v

    def expr(self, min_prec: int) -> int | float:
        left = self.unary()
        while True:
            kind, tok, pos = self.peek()
            prec = _BINARY.get(tok) if kind == "op" else None
            if prec is None or prec < min_prec:
                return left
            self.take()
            right = self.expr(prec + 1)
            if isinstance(left, float) or isinstance(right, float):
                raise ImmError("floating-point values allow no arithmetic", pos)
            left = _apply(tok, left, right, pos)

    def unary(self) -> int | float:
        kind, tok, pos = self.take()
        if kind == "op" and tok in "-+~":
            v = self.unary()
            if tok == "-":
                return -v
            if tok == "~":
                if isinstance(v, float):
                    raise ImmError("~ of a floating-point value", pos)
                return ~v
            return v
        if kind == "op" and tok == "(":
            v = self.expr(0)
            k2, t2, p2 = self.take()
            if t2 != ")":
                raise ImmError("expected ')'", p2)
            return v
        if kind == "dec":
            return int(tok, 10)
        if kind == "hex":
            return int(tok, 16)
        if kind == "bin":
            return int(tok[2:], 2)
        if kind == "float":
            return float(tok)
        if kind == "name":
            self.symbolic = True
            if self.resolve is None:
                raise ImmError(f"unknown symbol {tok!r}", pos)
            try:
                return int(self.resolve(tok))
            except KeyError:
                raise ImmError(f"unknown symbol {tok!r}", pos) from None
        if kind is None:
            raise ImmError("expected an expression", pos)
        raise ImmError(f"unexpected {tok!r} in expression", pos)


def _apply(op: str, a: int, b: int, pos: int) -> int:
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op in "/%":
        if b == 0:
            raise ImmError("division by zero", pos)
        q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)   # C semantics
        return q if op == "/" else a - q * b
    if op == "<<":
        return a << b
    if op == ">>":
        return a >> b
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    raise ImmError(f"unknown operator {op}", pos)


def evaluate(text: str, resolve: Callable[[str], int] | None = None) -> tuple[int | float, bool]:
    """(value, symbolic): the value of an expression and whether it named a
    symbol (a symbolic operand always takes a literal)."""
    p = _Parser(text, resolve)
    return p.parse(), p.symbolic


# ---------------------------------------------------------------------------
# Bit patterns

def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64_bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f16_bits(x: float) -> int:
    return struct.unpack("<H", struct.pack("<e", x))[0]


def bf16_bits(x: float) -> int:
    """Round-to-nearest-even conversion of a double to bfloat16."""
    b = f32_bits(x)
    if math.isnan(x):
        return 0x7FC0
    lsb = (b >> 16) & 1
    return ((b + 0x7FFF + lsb) >> 16) & 0xFFFF


def _fits_float(x: float, fmt: str) -> bool:
    """llvm-mc accepts a precision loss but not an overflow to infinity."""
    if math.isinf(x) or math.isnan(x):
        return True
    limits = {"f32": 3.4028234663852886e38, "f16": 65504.0, "bf16": 3.3895313892515355e38}
    if abs(x) > limits[fmt] * (1 + 2 ** -9):
        return False
    # nor an underflow: a value that rounds to below the smallest normal
    # number and is not held exactly (APFloat's opUnderflow: tiny after
    # rounding, and inexact; AMDGPUAsmParser.cpp, canLosslesslyConvertToFPType)
    if x != 0 and abs(x) < _SMALLEST_NORMAL[fmt]:
        y = _round_trip(x, fmt)
        return y == x or abs(y) >= _SMALLEST_NORMAL[fmt]
    return True


_SMALLEST_NORMAL = {"f32": 2.0 ** -126, "f16": 2.0 ** -14, "bf16": 2.0 ** -126}


def _round_trip(x: float, fmt: str) -> float:
    if fmt == "f32":
        return struct.unpack("<f", struct.pack("<f", x))[0]
    if fmt == "f16":
        return struct.unpack("<e", struct.pack("<e", x))[0]
    return struct.unpack("<f", struct.pack("<I", bf16_bits(x) << 16))[0]


# Inline constant codes by operand format.
_INT_CODE = {v: (128 + v if v >= 0 else 192 - v) for v in range(-16, 65)}
_F32_CODES = {f32_bits(x): c for x, c in ((0.5, 240), (-0.5, 241), (1.0, 242), (-1.0, 243),
                                          (2.0, 244), (-2.0, 245), (4.0, 246), (-4.0, 247))}
_F32_CODES[0x3E22F983] = 248
_F64_CODES = {f64_bits(x): c for x, c in ((0.5, 240), (-0.5, 241), (1.0, 242), (-1.0, 243),
                                          (2.0, 244), (-2.0, 245), (4.0, 246), (-4.0, 247))}
_F64_CODES[0x3FC45F306DC9C882] = 248
_F16_CODES = {0x3800: 240, 0xB800: 241, 0x3C00: 242, 0xBC00: 243, 0x4000: 244, 0xC000: 245,
              0x4400: 246, 0xC400: 247, 0x3118: 248}
_BF16_CODES = {0x3F00: 240, 0xBF00: 241, 0x3F80: 242, 0xBF80: 243, 0x4000: 244, 0xC000: 245,
               0x4080: 246, 0xC080: 247, 0x3E22: 248}


def _s32(v: int) -> int:
    v &= 0xFFFF_FFFF
    return v - (1 << 32) if v >> 31 else v


def _s16(v: int) -> int:
    v &= 0xFFFF
    return v - (1 << 16) if v >> 15 else v


def fits_signed_or_unsigned(v: int, bits: int) -> bool:
    """``v`` is a ``bits``-wide value read as signed or as unsigned."""
    return -(1 << (bits - 1)) <= v < (1 << bits)


def inline32(v: int) -> int | None:
    sv = _s32(v)
    if -16 <= sv <= 64:
        return _INT_CODE[sv]
    return _F32_CODES.get(v & 0xFFFF_FFFF)


def inline64(v: int) -> int | None:
    if -16 <= v <= 64:
        return _INT_CODE[v]
    return _F64_CODES.get(v & 0xFFFF_FFFF_FFFF_FFFF)


def inline16(v16: int, table) -> int | None:
    sv = _s16(v16)
    if -16 <= sv <= 64:
        return _INT_CODE[sv]
    return table.get(v16 & 0xFFFF)


class Encoded(FrozenRecord):
    """A source operand's encoding: an inline code, or code 255 and a literal.
    Immutable; equal (and hashed alike) when code and literal are."""

    FIELDS = ("code", "literal")
    __slots__ = FIELDS

    def __init__(self, code: int, literal: int | None = None):
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "literal", literal)


def encode_immediate(value: int | float, kind: str, forced_literal: bool = False,
                     symbolic: bool = False) -> Encoded:
    """Encode an immediate for a source of literal kind ``kind`` (see
    printers.LITERAL_PRINTERS), as llvm-mc 22 does.  Raises ImmError."""
    is_fp = isinstance(value, float)
    literal_only = forced_literal or symbolic
    if not is_fp and kind in ("b32", "f64", "b64") and (1 << 63) <= value < (1 << 64):
        # a 64-bit token is read as a signed 64-bit value, then must fit 32
        # bits (AMDGPUAsmParser.cpp: isSafeTruncation): 0xffffffffffffffff is -1
        value -= 1 << 64
    if kind == "imm32":
        raise ImmError("invalid operand for instruction")
    if kind in ("hex32", "k32"):
        if is_fp:
            return Encoded(255, f32_bits(value))
        if not fits_signed_or_unsigned(value, 32):
            raise ImmError("invalid operand for instruction")
        return Encoded(255, value & 0xFFFF_FFFF)
    if kind == "k16":
        if is_fp:
            return Encoded(255, f16_bits(value))
        if not fits_signed_or_unsigned(value, 16):
            raise ImmError("invalid operand for instruction")
        return Encoded(255, value & 0xFFFF)
    if kind in ("f64", "b64"):
        if is_fp:
            bits = f64_bits(value)
            code = None if literal_only else inline64(bits)
            if code is not None:
                return Encoded(code)
            if kind == "b64":
                # llvm-mc takes no fp literal for a 64-bit integer operand
                raise ImmError("invalid operand for instruction")
            # the low half of the double is lost; what is left may be an
            # inline constant (a denormal such as 2.1e-320 becomes 0)
            high = bits & 0xFFFF_FFFF_0000_0000
            code = None if literal_only else inline64(high)
            return Encoded(code) if code is not None else Encoded(255, bits >> 32)
        code = None if literal_only else inline64(value)
        if code is not None:
            return Encoded(code)
        if not fits_signed_or_unsigned(value, 32):
            raise ImmError("invalid operand for instruction")
        return Encoded(255, value & 0xFFFF_FFFF)
    if kind in ("b32", "v2f16", "v2bf16"):
        if is_fp:
            fmt = {"b32": "f32", "v2f16": "f16", "v2bf16": "bf16"}[kind]
            if not _fits_float(value, fmt):
                raise ImmError("invalid operand for instruction")
            if fmt == "f32":
                bits = f32_bits(value)
                code = None if literal_only else inline32(bits)
            elif fmt == "f16":
                bits = f16_bits(value)
                code = None if literal_only else inline16(bits, _F16_CODES)
            else:
                bits = bf16_bits(value)
                code = None if literal_only else inline16(bits, _BF16_CODES)
            return Encoded(code) if code is not None else Encoded(255, bits)
        if not fits_signed_or_unsigned(value, 32):
            raise ImmError("invalid operand for instruction")
        code = None if literal_only else inline32(value)
        return Encoded(code) if code is not None else Encoded(255, value & 0xFFFF_FFFF)
    if kind in ("f16", "bf16", "i16"):
        table = {"f16": _F16_CODES, "bf16": _BF16_CODES, "i16": None}[kind]
        if is_fp:
            if kind == "i16":
                # An fp token for an i16 operand is taken as an f32 and
                # truncated to its low 16 bits.
                if not _fits_float(value, "f32"):
                    raise ImmError("invalid operand for instruction")
                bits32 = f32_bits(value)
                code = None if literal_only else inline32(bits32)
                return Encoded(code) if code is not None else Encoded(255, bits32 & 0xFFFF)
            if not _fits_float(value, kind):
                raise ImmError("invalid operand for instruction")
            bits = f16_bits(value) if kind == "f16" else bf16_bits(value)
            code = None if literal_only else inline16(bits, table)
            return Encoded(code) if code is not None else Encoded(255, bits)
        if not fits_signed_or_unsigned(value, 16) and not literal_only:
            raise ImmError("invalid operand for instruction")
        if kind == "i16":
            code = None if literal_only or not fits_signed_or_unsigned(value, 16) else (
                _INT_CODE.get(_s16(value)))
            return Encoded(code) if code is not None else Encoded(255, value & 0xFFFF)
        code = None if literal_only else inline16(value & 0xFFFF, table)
        return Encoded(code) if code is not None else Encoded(255, value & 0xFFFF)
    raise ImmError(f"unknown operand type {kind!r}")
