"""Typed operands: what one token of llvm-mc's instruction text means.

``parse_operand`` turns the text of one operand or modifier, as llvm-mc 22
prints it for gfx950, into a :class:`Register`, :class:`Immediate`,
:class:`Literal`, :class:`Label` or :class:`Modifier`.  A register is made of
:class:`RegisterUnit` objects, one per 32-bit register, whose ``str()`` is
llvm's name for that register (``v4``, ``s8``, ``vcc_lo``, ``exec_hi``,
``m0``, ``scc``); units are interned, so they compare and hash cheaply.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from typing import Dict, FrozenSet, Optional, Tuple, Union

from .caches import BoundedCache

# Register files of RegisterUnit.file.
VGPR, SGPR, AGPR, TTMP, SPECIAL = "v", "s", "a", "ttmp", "special"
_FILE_ORDER = {SGPR: 0, SPECIAL: 1, TTMP: 2, VGPR: 3, AGPR: 4}

# Special units: name -> fixed id (the 9-bit source code where there is one;
# scc is src_scc's code).
SPECIAL_IDS: Dict[str, int] = {
    "flat_scratch_lo": 102, "flat_scratch_hi": 103, "xnack_mask_lo": 104,
    "xnack_mask_hi": 105, "vcc_lo": 106, "vcc_hi": 107, "m0": 124, "exec_lo": 126,
    "exec_hi": 127, "src_shared_base": 235, "src_shared_limit": 236,
    "src_private_base": 237, "src_private_limit": 238, "src_pops_exiting_wave_id": 239,
    "scc": 253,
}

# Names of register pairs and read-only hardware values -> the units they read.
_SPECIAL_GROUPS = {
    "vcc": ("vcc_lo", "vcc_hi"), "exec": ("exec_lo", "exec_hi"),
    "flat_scratch": ("flat_scratch_lo", "flat_scratch_hi"),
    "xnack_mask": ("xnack_mask_lo", "xnack_mask_hi"),
    "src_vccz": ("vcc_lo", "vcc_hi"), "src_execz": ("exec_lo", "exec_hi"),
    "src_scc": ("scc",), "lds_direct": ("m0",),
    # 64-bit apertures: llvm-mc prints the same name for both halves
    "src_shared_base": ("src_shared_base",), "src_shared_limit": ("src_shared_limit",),
    "src_private_base": ("src_private_base",), "src_private_limit": ("src_private_limit",),
    "src_pops_exiting_wave_id": ("src_pops_exiting_wave_id",),
}


class RegisterUnit:
    """One 32-bit register.  Interned: ``RegisterUnit.parse("v4") is
    RegisterUnit.parse("v4")``.  Ordered by file (s, special, ttmp, v, a),
    then index."""

    __slots__ = ("file", "index", "name", "_order")
    _interned: Dict[str, "RegisterUnit"] = {}

    def __new__(cls, file: str, index: int, name: Optional[str] = None):
        if name is None:
            name = f"{file}{index}"
        unit = cls._interned.get(name)
        if unit is None:
            unit = object.__new__(cls)
            object.__setattr__(unit, "file", file)
            object.__setattr__(unit, "index", index)
            object.__setattr__(unit, "name", name)
            object.__setattr__(unit, "_order", (_FILE_ORDER[file], index))
            cls._interned[name] = unit
        return unit

    def __setattr__(self, key, value):
        raise AttributeError("RegisterUnit is immutable")

    def __reduce__(self):
        return (RegisterUnit, (self.file, self.index, self.name))

    @staticmethod
    def parse(name: str) -> "RegisterUnit":
        """The unit of one 32-bit register name (``v4``, ``s8``, ``ttmp3``,
        ``vcc_lo``, ``m0``, ``scc``); raises ValueError for anything else."""
        unit = RegisterUnit._interned.get(name)
        if unit is not None:
            return unit
        m = _UNIT_NAME.fullmatch(name)
        if m and int(m.group(2)) < _LIMITS[m.group(1)]:
            return RegisterUnit(m.group(1), int(m.group(2)))
        if name in SPECIAL_IDS:
            return RegisterUnit(SPECIAL, SPECIAL_IDS[name], name)
        raise ValueError(f"not a 32-bit register name: {name!r}")

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"RegisterUnit({self.name})"

    def __lt__(self, other: "RegisterUnit") -> bool:
        return self._order < other._order

    def __le__(self, other: "RegisterUnit") -> bool:
        return self._order <= other._order

    def __gt__(self, other: "RegisterUnit") -> bool:
        return self._order > other._order

    def __ge__(self, other: "RegisterUnit") -> bool:
        return self._order >= other._order


_UNIT_NAME = re.compile(r"(v|s|a|ttmp)(\d+)")
# Register numbers gfx950 has (s102..s105 are flat_scratch and xnack_mask).
_LIMITS = {VGPR: 512, AGPR: 256, SGPR: 106, TTMP: 16}


def units_of(file: str, first: int, count: int) -> Tuple[RegisterUnit, ...]:
    return tuple(RegisterUnit(file, i) for i in range(first, first + count))


# ---------------------------------------------------------------------------
# Operands


@dataclass(frozen=True)
class Register:
    """A register or register tuple: ``v[4:7]`` is file "v", first 4, count 4.
    Special registers (vcc, exec, m0, ...) have file "special", first = the
    first unit's id.  ``modifiers``: source modifiers applied to it
    ("neg", "abs", "sext")."""

    file: str
    first: int
    count: int
    units: Tuple[RegisterUnit, ...]
    text: str
    modifiers: FrozenSet[str] = frozenset()

    @property
    def negated(self) -> bool:
        return "neg" in self.modifiers

    @property
    def absolute(self) -> bool:
        return "abs" in self.modifiers


@dataclass(frozen=True)
class Immediate:
    """An inline constant.  ``value``: the integer, or for a float constant
    its bit pattern in the operand's type (32-bit for f32, 16-bit for f16/bf16,
    the high 32 bits for f64)."""

    value: int
    text: str
    modifiers: FrozenSet[str] = frozenset()


@dataclass(frozen=True)
class Literal:
    """A 32-bit literal that follows the instruction's words."""

    value: int
    text: str
    modifiers: FrozenSet[str] = frozenset()


@dataclass(frozen=True)
class Label:
    """A branch target: ``target`` is its byte offset from the start of this
    instruction (None when unknown, e.g. a symbolic expression)."""

    text: str
    target: Optional[int]


@dataclass(frozen=True)
class Modifier:
    """A named modifier: ``offset:16`` (name "offset", value 16), ``glc``
    (value True), ``op_sel:[0,1]`` (value (0, 1)), ``vmcnt(0)`` (value 0),
    ``row_shr:1``, ``off`` (an absent address)."""

    name: str
    value: object
    text: str


Operand = Union[Register, Immediate, Literal, Label, Modifier]


# ---------------------------------------------------------------------------
# Parsing one operand's text

_TUPLE = re.compile(r"(v|s|a|ttmp)\[(\d+):(\d+)\]")
_SINGLE = re.compile(r"(v|s|a|ttmp)(\d+)")
_FLOAT_TEXTS = ("0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494")
_INT = re.compile(r"-?(?:0x[0-9a-fA-F]+|\d+)")
_NAMED_VALUE = re.compile(r"([a-z_0-9]+)\((.*)\)")


def register(text: str, modifiers: FrozenSet[str] = frozenset(),
             printed: Optional[str] = None) -> Optional[Register]:
    """The Register that ``text`` names, or None.  ``printed``: the text with
    its source modifiers, when it had some."""
    shown = text if printed is None else printed
    m = _TUPLE.fullmatch(text)
    if m:
        file, first, last = m.group(1), int(m.group(2)), int(m.group(3))
        return Register(file, first, last - first + 1, units_of(file, first, last - first + 1),
                        shown, modifiers)
    m = _SINGLE.fullmatch(text)
    if m:
        file, first = m.group(1), int(m.group(2))
        return Register(file, first, 1, (RegisterUnit(file, first),), shown, modifiers)
    names = _SPECIAL_GROUPS.get(text)
    if names is None and text in SPECIAL_IDS:
        names = (text,)
    if names is not None:
        units = tuple(RegisterUnit.parse(n) for n in names)
        return Register(SPECIAL, units[0].index, len(units), units, shown, modifiers)
    return None


def _strip_source_modifiers(text: str) -> Tuple[str, FrozenSet[str]]:
    mods = set()
    while True:
        if text.startswith("-") and len(text) > 1 and not text[1].isdigit():
            mods.add("neg")
            text = text[1:]
        elif len(text) > 2 and text[0] == "|" and text[-1] == "|":
            mods.add("abs")
            text = text[1:-1]
        elif text.endswith(")") and text.startswith(("neg(", "abs(", "sext(")):
            name = text[:text.index("(")]
            mods.add(name)
            text = text[len(name) + 1:-1]
        else:
            return text, frozenset(mods)


def float_bits(text: str, kind: str) -> Optional[int]:
    """Bit pattern of an inline float constant printed as ``text`` for an
    operand of ``kind`` ("f16", "bf16", "f64", otherwise 32-bit)."""
    if text == "0.15915494":                   # 1/(2*pi)
        return {"f16": 0x3118, "bf16": 0x3E22, "f64": 0x3FC45F30}.get(kind, 0x3E22F983)
    try:
        x = float(text)
    except ValueError:
        return None
    if kind == "f16":
        return struct.unpack("<H", struct.pack("<e", x))[0]
    if kind == "bf16":
        return struct.unpack("<I", struct.pack("<f", x))[0] >> 16
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", x))[0] >> 32
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _int_value(text: str) -> Optional[int]:
    if not _INT.fullmatch(text):
        return None
    neg = text.startswith("-")
    body = text[1:] if neg else text
    v = int(body, 16) if body.startswith("0x") else int(body)
    return -v if neg else v


# Operands are immutable and their texts repeat across a kernel's words
# ("v1", "s[4:7]", "0"): parsed ones are kept, bounded.
_parsed = BoundedCache(__name__, 100_000)


def parse_operand(text: str, literal: Optional[int] = None, kind: str = "") -> Operand:
    """Parse one operand or modifier token.  ``literal``: the instruction's
    32-bit literal, if it has one (a constant outside the inline range is
    then a Literal); ``kind``: the operand's type for float constants."""
    if literal is not None:
        return _parse_operand(text, literal, kind)
    key = (text, kind)
    op = _parsed.get(key)
    if op is None:
        op = _parsed.put(key, _parse_operand(text, None, kind))
    return op


def _parse_operand(text: str, literal: Optional[int], kind: str) -> Operand:
    reg = register(text)
    if reg is not None:
        return reg
    core, mods = _strip_source_modifiers(text)
    if mods:
        reg = register(core, mods, text)
        if reg is not None:
            return reg
    if core.startswith("lit(") and core.endswith(")"):
        inner = core[4:-1]
        v = _int_value(inner)
        return Literal(literal if literal is not None else (v if v is not None else 0), text, mods)
    v = _int_value(core)
    if v is not None:
        if literal is not None and not -16 <= v <= 64:
            return Literal(literal, text, mods)
        return Immediate(v, text, mods)
    if core in _FLOAT_TEXTS or core.lstrip("-").replace(".", "", 1).isdigit():
        bits = float_bits(core, kind)
        if bits is not None:
            if literal is not None and core not in _FLOAT_TEXTS:
                return Literal(literal, text, mods)
            return Immediate(bits, text, mods)
    if core != text:                            # modifiers around something unknown
        return Modifier(core, None, text)
    return parse_modifier(text)


def parse_modifier(text: str) -> Modifier:
    """``name:value``, ``name(value)`` or a bare flag."""
    if ":" in text:
        name, _, raw = text.partition(":")
        return Modifier(name, _modifier_value(raw), text)
    m = _NAMED_VALUE.fullmatch(text)
    if m:
        return Modifier(m.group(1), _modifier_value(m.group(2)), text)
    return Modifier(text, True, text)


def _modifier_value(raw: str):
    if raw.startswith("[") and raw.endswith("]"):
        parts = [p.strip() for p in raw[1:-1].split(",") if p.strip()]
        vals = tuple(_int_value(p) for p in parts)
        return vals if None not in vals else raw
    v = _int_value(raw)
    return v if v is not None else raw
