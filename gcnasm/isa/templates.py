"""Templates: the generated tables turned into fast printing functions.

A template is llvm-mc's text for one instruction with ``{fields:renderer}``
placeholders (see :mod:`gcnasm.isa.generate`).  Each becomes three small
Python functions: ``render`` prints an instruction from its base value and
literal (or raises :class:`Invalid` where llvm-mc would call the word
invalid), ``takes_literal`` says whether a literal follows, and ``lossless``
whether re-encoding the printed text is known to give the same bits.

Their code is generated ahead, with the tables, into one module per family
(``gcnasm/isa/tables/gfx950_<family>.py``, :func:`code_module_source`):
templates that differ only in their fixed text share one function body,
named by a hash of its code.  At run time :func:`compiled` imports a
family's module (bytecode, like any module) on first use: nothing is
compiled then.
"""

from __future__ import annotations

import functools
import importlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple, Union

from . import families as FAM
from . import printers
from .tables import gfx950 as TABLES

LITERAL_MARK = "\x00LIT"
PLACEHOLDER = re.compile(r"\{([^{}:]+):([a-z]+_[0-9a-f]+)\}")      # {fields:renderer id}


class Invalid(Exception):
    """The word is not a valid instruction (as llvm-mc sees it)."""


@dataclass(frozen=True)
class Slot:
    fields: Tuple[FAM.Field, ...]
    rid: str


@dataclass
class Template:
    family: FAM.Family
    key: Tuple[int, ...]
    text: str
    parts: List[Union[str, Slot]]
    layout: Tuple[FAM.Field, ...]
    mandatory_literal: bool

    @property
    def mnemonic(self) -> str:
        first = self.parts[0]
        return (first if isinstance(first, str) else "").split(" ", 1)[0]

    def src_slots(self) -> List[Tuple[FAM.Field, str]]:
        """(field, renderer id) of every source that can take a literal."""
        out = []
        for p in self.parts:
            if isinstance(p, Slot):
                spec = TABLES.RENDERERS[p.rid]
                if spec[0] == "src":
                    out.append((p.fields[0], p.rid))
                elif spec[0] == "mods" and TABLES.RENDERERS[spec[2]][0] == "src":
                    out.append((p.fields[0], spec[2]))
        return out


def parse_template(family: FAM.Family, key, text: str) -> Template:
    alt = (family.name, key) in TABLES.ALT_LAYOUT
    layout = family.alt_fields if alt else family.fields
    by_name = {f.name: f for f in layout}
    parts: List[Union[str, Slot]] = []
    pos = 0
    for m in PLACEHOLDER.finditer(text):
        if m.start() > pos:
            parts.append(text[pos:m.start()])
        names = m.group(1).split(",")
        fields = tuple(by_name[n] if n != "literal" else LITERAL_FIELD for n in names)
        parts.append(Slot(fields, m.group(2)))
        pos = m.end()
    if pos < len(text):
        parts.append(text[pos:])
    return Template(family, key, text, parts, layout,
                    (family.name, key) in TABLES.LITERAL)


# The mandatory literal as a pseudo-field: its value is the literal itself.
LITERAL_FIELD = FAM.Field("literal", 0, 32)


# ---------------------------------------------------------------------------
# Code generation

def _extract(f: FAM.Field) -> str:
    if f is LITERAL_FIELD:
        return "lit"
    if not f.more:
        return f"((v >> {f.lo}) & {(1 << f.width) - 1})"
    terms, shift = [], 0
    for lo, w in f.parts:
        terms.append(f"(((v >> {lo}) & {(1 << w) - 1}) << {shift})")
        shift += w
    return "(" + " | ".join(terms) + ")"


def _group_index(fields: Sequence[FAM.Field]) -> str:
    """The index of a multi-field map: the fields' values concatenated, the
    first field in the lowest bits (as the generator enumerated them); on
    several lines when long."""
    terms, shift = [], 0
    for f in fields:
        terms.append(f"({_extract(f)} << {shift})" if shift else _extract(f))
        shift += f.bits
    if len(" | ".join(terms)) <= 60:
        return "(" + " | ".join(terms) + ")"
    return "(\n" + "".join(f"    {'| ' if i else ''}{x}\n" for i, x in enumerate(terms)) + ")"


def _indented(lines: Sequence[str], prefix: str = "    ") -> List[str]:
    """``lines`` indented, lines that hold several (a wrapped expression)
    included."""
    return [prefix + x.replace("\n", "\n" + prefix) for x in lines]


class _Codegen:
    """Source of one template's functions.  Constants (token maps, printers,
    precomputed tables) are named by what they hold, e.g. ``M_<renderer>``,
    and collected as source expressions for the module that holds them."""

    def __init__(self, consts: Dict[str, str]):
        self.consts = consts
        self.lines: List[str] = []
        self.n = 0

    def const(self, name: str, source: str) -> str:
        self.consts[name] = source
        return name

    def table(self, name: str, flags: Sequence[bool]) -> str:
        """A precomputed yes/no table (bytes of 0 and 1, indexed by value)."""
        return self.const(name, _bytes_source(bytes(bool(x) for x in flags)))

    def tmp(self) -> str:
        self.n += 1
        return f"t{self.n}"

    def emit(self, line: str):
        self.lines.append(line)

    def map_table(self, rid: str) -> str:
        return self.const(f"M_{rid}", f"R[{rid!r}][1]")

    def render(self, rid: str, fields: Sequence[FAM.Field]) -> str:
        """Emit code that computes a slot's text into a new variable."""
        spec = TABLES.RENDERERS[rid]
        kind = spec[0]
        t = self.tmp()
        if kind == "map":
            table = self.map_table(rid)
            idx = _extract(fields[0]) if len(fields) == 1 else _group_index(fields)
            self.emit(f"{t} = {table}[{idx}]")
            self.emit(f"if {t} is None: raise Invalid")
        elif kind == "dep":
            tables = self.const(f"D_{rid}", f"tuple(R[r][1] for r in R[{rid!r}][1])")
            self.emit(f"{t} = {tables}[{_extract(fields[1])}][{_extract(fields[0])}]")
            self.emit(f"if {t} is None: raise Invalid")
        elif kind == "low":
            table = self.const(f"M_{rid}", f"R[{rid!r}][2]")
            self.emit(f"{t} = {table}[{_extract(fields[0])} & {(1 << spec[1]) - 1}]")
            self.emit(f"if {t} is None: raise Invalid")
        elif kind == "src":
            return self._src(rid, _extract(fields[0]))
        elif kind == "fmt":
            _, name, pre, suf, omit_zero = spec
            fn = self.const(f"F_{name}", f"F[{name!r}]")
            x = self.tmp()
            self.emit(f"{x} = {_extract(fields[0])}")
            if omit_zero:
                self.emit(f"if {x} == 0: {t} = ''")
                self.emit("else:")
                self.emit(f"    {t} = {fn}({x})")
                self.emit(f"    if {t} is None: raise Invalid")
                if pre or suf:
                    self.emit(f"    {t} = {pre!r} + {t} + {suf!r}")
            else:
                self.emit(f"{t} = {fn}({x})")
                self.emit(f"if {t} is None: raise Invalid")
                if pre or suf:
                    self.emit(f"{t} = {pre!r} + {t} + {suf!r}")
        elif kind == "lit":
            _, lkind, suffix = spec
            fn = self.const(f"L_{lkind}", f"L[{lkind!r}]")
            self.emit(f"{t} = {fn}(lit) + {suffix!r}")
        elif kind == "mods":
            _, mkind, inner, roles = spec
            inner_t = self.render(inner, fields[:1])
            bits = {r: _extract(f) for r, f in zip(roles, fields[1:])}
            self.emit(f"{t} = compose({mkind!r}, {inner_t}, {bits.get('abs', 0)}, "
                      f"{bits.get('neg', 0)}, {bits.get('sext', 0)})")
        else:
            raise ValueError(f"unknown renderer kind {kind!r}")
        return t

    def _src(self, rid: str, idx: str) -> str:
        _, map_rid, lkind, suffix = TABLES.RENDERERS[rid][:4]
        table = self.map_table(map_rid)
        fn = self.const(f"L_{lkind}", f"L[{lkind!r}]")
        x, t = self.tmp(), self.tmp()
        self.emit(f"{x} = {idx}")
        self.emit(f"if {x} == 255: {t} = {fn}(lit) + {suffix!r}")
        self.emit("else:")
        self.emit(f"    {t} = {table}[{x}]")
        self.emit(f"    if {t} is None: raise Invalid")
        return t


def _bytes_source(data: bytes) -> str:
    """``bytes.fromhex(...)`` of ``data``, in lines of 64 hex digits."""
    digits = data.hex()
    chunks = [repr(digits[i:i + 64]) for i in range(0, len(digits), 64)] or ["''"]
    if len(chunks) == 1:
        return f"bytes.fromhex({chunks[0]})"
    return "bytes.fromhex(\n" + "".join(f"    {c}\n" for c in chunks) + ")"


def _joined(head: str, items: Sequence[str], sep: str) -> List[str]:
    """``head`` followed by ``items`` joined with ``sep``: one line when it
    is short, else one item a line inside parentheses."""
    line = head + sep.join(items)
    if len(line) <= 96:
        return [line]
    out = [head + "("]
    for i, item in enumerate(items):
        out.append(f"    {item}" if i == 0 else f"    {sep.strip()} {item}")
    out.append(")")
    return out


def compose_mods(kind: str, text: str, abs_: int, neg: int, sext: int = 0) -> str:
    """An operand's text with its input modifiers, as llvm-mc prints them:
    ``-|v1|``, ``neg(1.0)`` (an immediate negated without abs), ``sext(v1)``."""
    if kind == "fp":
        if neg and not abs_ and text and not text[0].isalpha():
            return f"neg({text})"
        if abs_:
            text = f"|{text}|"
        return "-" + text if neg else text
    return f"sext({text})" if sext else text


@dataclass
class Compiled:
    template: Template
    render: Callable[[int, Optional[int]], str]
    takes_literal: Callable[[int], bool]
    # True when encoding the printed text is known to give these exact bits
    # back (False means "not known": the caller re-encodes to find out)
    lossless: Callable[[int, Optional[int]], bool]


# ---------------------------------------------------------------------------
# Lossless check: would parsing the printed text give the same field values?

_canon_cache: Dict[str, Tuple[bool, ...]] = {}


def _canonical(rid: str) -> Tuple[bool, ...]:
    """For each value of a map (or src) renderer: does its printed token
    parse back to that same value?"""
    got = _canon_cache.get(rid)
    if got is None:
        from . import parsers
        from .encoder import _Tok
        spec = TABLES.RENDERERS[rid]
        r = parsers.renderer(rid)
        tokens = spec[1] if spec[0] == "map" else (
            spec[2] if spec[0] == "low" else TABLES.RENDERERS[spec[1]][1])
        ctx = parsers.Context(text="", end=0)
        out = []
        for v, tok in enumerate(tokens):
            if tok is None or tok == LITERAL_MARK:
                out.append(False)
                continue
            try:
                if tok == "":
                    val = r.default
                else:
                    val, used = r.parse([_Tok(tok, 0)], 0, ctx) if " " not in tok.strip() \
                        else r.parse([_Tok(x, 0) for x in tok.split()], 0, ctx)
                if spec[0] == "src":
                    out.append(val == (v, None))
                else:
                    out.append(val == v)
            except Exception:
                out.append(False)
        got = tuple(out)
        _canon_cache[rid] = got
    return got


_lit_cache: Dict[Tuple[str, int], bool] = {}


def _literal_ok(rid: str, lit: int) -> bool:
    """Does the literal's printed form parse back to the same literal?"""
    key = (rid, lit)
    got = _lit_cache.get(key)
    if got is None:
        from . import parsers
        from .encoder import _Tok
        spec = TABLES.RENDERERS[rid]
        try:
            if spec[0] == "src":
                r = parsers.renderer(rid)
                text = printers.LITERAL_PRINTERS[spec[2]](lit) + spec[3]
                got = r.parse([_Tok(text, 0)], 0, parsers.Context("", 0))[0] == (255, lit)
            else:                                   # mandatory literal
                r = parsers.renderer(rid)
                text = printers.LITERAL_PRINTERS[spec[1]](lit) + spec[2]
                got = r.parse([_Tok(text, 0)], 0, parsers.Context("", 0))[0] == lit
        except Exception:
            got = False
        if len(_lit_cache) > 100_000:
            _lit_cache.clear()
        _lit_cache[key] = got
    return got


_fmt_cache: Dict[Tuple[str, int], bool] = {}


def _fmt_ok(rid: str, x: int) -> bool:
    key = (rid, x)
    got = _fmt_cache.get(key)
    if got is None:
        from . import parsers
        from .encoder import _Tok
        _, name, pre, suf, omit_zero = TABLES.RENDERERS[rid]
        if omit_zero and x == 0:
            got = True
        else:
            text = printers.FIELD_PRINTERS[name](x)
            try:
                r = parsers.renderer(rid)
                toks = [_Tok(t, 0) for t in (pre.strip() + text + suf.strip()).split()]
                got = r.parse(toks, 0, parsers.Context("", 0))[0] == x
            except Exception:
                got = False
        if len(_fmt_cache) > 100_000:
            _fmt_cache.clear()
        _fmt_cache[key] = got
    return got


def _lossless_lines(t: Template, cg: _Codegen) -> Tuple[List[str], int, int]:
    """The body of a template's lossless check (would parsing the printed
    text give back the same field values, and no other template first?),
    and the bits it compares with llvm-mc's encoding of the entry: those no
    slot or key covers (the body's ``mask``), and their value (``base``)."""
    base = getattr(TABLES, "CANONICAL", {}).get(t.family.name, {}).get(t.key)
    if base is None:
        return ["return False"], 0, 0
    covered = t.family.match
    for name in t.family.key_fields:
        covered |= t.family.key_part(name)[0].mask
    lines = _shadow_lines(t, cg)
    if lines is None:
        return ["return False"], 0, 0
    for p in t.parts:
        if not isinstance(p, Slot):
            continue
        for f in p.fields:
            if f is not LITERAL_FIELD:
                covered |= f.mask
        spec = TABLES.RENDERERS[p.rid]
        kind = spec[0]
        fields = p.fields
        if kind == "map":
            idx = _extract(fields[0]) if len(fields) == 1 else _group_index(fields)
            table = cg.table(f"C_{p.rid}", _canonical(p.rid))
            lines.append(f"if not {table}[{idx}]: return False")
        elif kind == "low":
            table = cg.table(f"C_{p.rid}", _canonical(p.rid))
            lines.append(f"x = {_extract(fields[0])}")
            lines.append(f"if x >> {spec[1]} or not {table}[x]: return False")
        elif kind in ("src", "mods"):
            if kind == "mods":
                mkind, inner, roles = spec[1], spec[2], spec[3]
                for role, f in zip(roles, fields[1:]):
                    printed = (mkind == "fp" and role in ("abs", "neg")) or (
                        mkind == "int" and role == "sext")
                    if not printed:
                        lines.append(f"if {_extract(f)}: return False")
                srid = inner
            else:
                srid = p.rid
            table = cg.table(f"C_{srid}", _canonical(srid))
            lines.append(f"x = {_extract(fields[0])}")
            if TABLES.RENDERERS[srid][0] == "src":
                lines.append("if x == 255:")
                lines.append(f"    if not literal_ok({srid!r}, lit): return False")
                lines.append(f"elif not {table}[x]: return False")
            else:
                lines.append(f"if not {table}[x]: return False")
        elif kind == "fmt":
            lines.append(f"if not fmt_ok({p.rid!r}, {_extract(fields[0])}): return False")
        elif kind == "lit":
            lines.append(f"if not literal_ok({p.rid!r}, lit): return False")
        elif kind == "dep":
            name = f"CD_{p.rid}"
            cg.const(name, "(\n" + "\n".join(
                _indented([f"{_bytes_source(bytes(_canonical(r)))}," for r in spec[1]])) + "\n)")
            lines.append(f"if not {name}[{_extract(fields[1])}][{_extract(fields[0])}]: "
                         f"return False")
        else:
            lines.append("return False")
    uncovered = ((1 << t.family.bits) - 1) & ~covered
    lines.append("return (v & mask) == base")
    return lines, uncovered, base & uncovered


def template_shape(t: Template, consts: Dict[str, str]) -> Tuple[List[str], tuple]:
    """A template's code with its own constants left out: the body of a
    function of ``(s, mask, base)`` (``s``: the template's fixed texts) that
    returns its three functions (render, takes_literal, lossless), and the
    arguments for this template.  Templates that differ only in those
    constants (mnemonics, mostly) share one body.  The constants the body
    uses (token maps, printers, precomputed tables) go into ``consts``."""
    cg = _Codegen(consts)
    pieces, texts = [], []
    for p in t.parts:
        if isinstance(p, str):
            pieces.append(f"s{len(texts)}")
            texts.append(p)
        else:
            pieces.append(cg.render(p.rid, p.fields))
    out = []
    if texts:
        out.append(f"{', '.join(f's{i}' for i in range(len(texts)))}{',' * (len(texts) == 1)} = s")
    out.append("def render(v, lit):")
    out += _indented(cg.lines)
    out += _indented(_joined("return ", pieces or ["''"], " + "))
    out.append("def takes_literal(v):")
    if t.mandatory_literal:
        out.append("    return True")
    else:
        tests = [f"{_extract(f)} == 255" for f, _ in t.src_slots()]
        out += _indented(_joined("return ", tests or ["False"], " or "))
    out.append("def lossless(v, lit):")
    lossless, mask, base = _lossless_lines(t, _Codegen(consts))
    out += _indented(lossless)
    out.append("return render, takes_literal, lossless")
    return out, (tuple(texts), mask, base)


def _shadow_lines(t: Template, cg: _Codegen) -> Optional[List[str]]:
    """The lossless check's lines for templates of the same mnemonic that
    the encoder tries before ``t`` and that may read the text ``t`` prints
    (an MFMA whose AGPR-select bit sits under a scalar source, VOPC SDWA's
    sd=1 with sdst=vcc, SMEM's two SGPR-offset forms).  For each, the word
    is safe only if one of its slots prints a token the other template's
    slot cannot read; None when no slot can ever tell them apart."""
    from .encoder import candidates
    lines: List[str] = []
    for cand in candidates(t.mnemonic or t.text.split("{", 1)[0]):
        other = cand.t
        if other.family is t.family and other.key == t.key:
            break
        if not _may_read_same_text(t, other):
            continue
        tests = []
        if len(t.parts) == len(other.parts):
            for a, b in zip(t.parts, other.parts):
                if not isinstance(a, Slot) or not isinstance(b, Slot) or a.rid == b.rid:
                    continue
                mine = _token_map(a.rid)
                if mine is None:
                    continue
                rid, tokens, low_bits = mine
                theirs_n = _printable_normalised(b.rid)
                if theirs_n is not None:
                    readable = lambda x: _norm(x) in theirs_n           # noqa: E731
                elif _prints_numbers_only(b.rid):
                    from .parsers import _looks_immediate as readable
                else:
                    continue
                name = f"D_{rid}_{b.rid}"
                cg.table(name, [x is not None and x != LITERAL_MARK and not readable(x)
                                for x in tokens])
                if low_bits is not None:
                    idx = f"({_extract(a.fields[0])} & {(1 << low_bits) - 1})"
                elif len(a.fields) == 1 or TABLES.RENDERERS[a.rid][0] != "map":
                    idx = _extract(a.fields[0])
                else:
                    idx = _group_index(a.fields)
                tests.append(f"{name}[{idx}]")
        if not tests:
            return None
        lines += _joined("if not ", tests, " or ")
        lines[-1] += ": return False"
    return lines


def _token_map(rid: str):
    """(map renderer id, tokens, low bits or None) behind a renderer that
    prints through a token map (a map, the low bits of a field, a source,
    or a source with modifiers); None for renderers that print numbers."""
    spec = TABLES.RENDERERS[rid]
    if spec[0] == "mods":
        rid = spec[2]
        spec = TABLES.RENDERERS[rid]
    if spec[0] == "src":
        rid = spec[1]
        spec = TABLES.RENDERERS[rid]
    if spec[0] == "low":
        return rid, spec[2], spec[1]
    if spec[0] == "map":
        return rid, spec[1], None
    return None


def _norm(token: str) -> str:
    from .parsers import normalise
    return normalise(token)


@functools.lru_cache(maxsize=None)
def _printable_normalised(rid: str) -> Optional[frozenset]:
    """:func:`_printable`'s tokens as the parser compares them."""
    tokens = _printable(rid)
    if tokens is None:
        return None
    from .parsers import normalise
    return frozenset(normalise(x) for x in tokens)


def _may_read_same_text(t: Template, other: Template) -> bool:
    """Same literal text with slots in the same places: can each pair of
    slots print a common token?  Otherwise: can ``t``'s slots, standing for
    any text, spell ``other``'s template?"""
    same_shape = len(t.parts) == len(other.parts) and all(
        (a == b) if isinstance(a, str) else isinstance(b, Slot)
        for a, b in zip(t.parts, other.parts))
    if same_shape:
        return not any(isinstance(a, Slot) and _disjoint(a.rid, b.rid)
                       for a, b in zip(t.parts, other.parts))
    other_text = "".join(p if isinstance(p, str) else "\x00" for p in other.parts)
    return _spells(tuple(t.parts), other_text)


def _spells(parts, text: str) -> bool:
    """Can ``parts`` (fixed text, and slots standing for anything they may
    print) spell ``text`` exactly, another template's slots there written
    as NUL, which a slot may overlap?"""
    @functools.lru_cache(maxsize=None)
    def rest(i: int, pos: int) -> bool:
        if i == len(parts):
            return pos == len(text)
        p = parts[i]
        if isinstance(p, str):
            return text.startswith(p, pos) and rest(i + 1, pos + len(p))
        return any(rest(i + 1, end) for end in _slot_ends(p.rid, text, pos))
    return rest(0, 0)


_LITERAL_TEXT = re.compile(r"[-\w.()]+")


def _slot_ends(rid: str, text: str, pos: int):
    """Where a slot's text may end when it starts at ``pos``."""
    spec = TABLES.RENDERERS[rid]
    ends = range(pos, len(text) + 1)
    if pos < len(text) and text[pos] == "\x00":
        yield pos + 1                           # the other template's slot
    if spec[0] == "fmt":
        _, _, pre, suf, omit_zero = spec
        if omit_zero:
            yield pos
        for end in ends:
            piece = text[pos:end]
            if len(piece) >= len(pre) + len(suf) and piece.startswith(pre) and \
                    piece.endswith(suf):
                yield end
        return
    tokens = _printable(rid)
    if tokens is None:
        yield from ends                         # prints numbers: anything
        return
    for end in ends:
        piece = text[pos:end]
        if piece in tokens or (spec[0] == "src" and _LITERAL_TEXT.fullmatch(piece)):
            yield end


@functools.lru_cache(maxsize=None)
def _printable(rid: str) -> Optional[frozenset]:
    """Every token a map renderer (or the map of a source, with or without
    modifiers) prints, or None for renderers that print numbers."""
    found = _token_map(rid)
    if found is None:
        return None
    return frozenset(x for x in found[1] if x is not None and x != LITERAL_MARK)


def _prints_numbers_only(rid: str) -> bool:
    return TABLES.RENDERERS[rid][0] == "fmt"


def _has_numbers(tokens) -> bool:
    from .parsers import _looks_immediate
    return any(_looks_immediate(x) for x in tokens if x)


def _disjoint(a: str, b: str) -> bool:
    """Can two slot renderers never print the same token?"""
    ta, tb = _printable(a), _printable(b)
    if ta is not None and tb is not None:
        return not (_printable_normalised(a) & _printable_normalised(b))
    if ta is not None and _prints_numbers_only(b):
        return not _has_numbers(ta)
    if tb is not None and _prints_numbers_only(a):
        return not _has_numbers(tb)
    return False


# ---------------------------------------------------------------------------
# The generated modules: one per family, written with the tables

CODE_PACKAGE = "gcnasm.isa.tables"
CODE_DIR = Path(__file__).resolve().parent / "tables"


def code_module_name(family_name: str) -> str:
    return f"gfx950_{family_name.lower()}"


def code_module_source(family_name: str) -> str:
    """The module holding a family's template code: a ``build`` function
    that, given the renderers, the printers and the run-time helpers,
    returns key -> (shape, arguments); ``shape(*arguments)`` gives the
    template's (render, takes_literal, lossless).  Shapes are named by a
    hash of their code.  The module imports nothing (so no import cycle)
    and is imported as bytecode."""
    import hashlib      # generation only: not imported when decoding
    family = FAM.BY_NAME[family_name]
    consts: Dict[str, str] = {}
    shapes: Dict[str, List[str]] = {}
    entries: List[str] = []
    for key in sorted(TABLES.TEMPLATES.get(family_name, {})):
        t = parse_template(family, key, TABLES.TEMPLATES[family_name][key])
        body, args = template_shape(t, consts)
        name = "shape_" + hashlib.sha1("\n".join(body).encode()).hexdigest()[:12]
        shapes[name] = body
        texts, mask, base = args
        entries.append(_entry_source(key, name, texts, mask, base))
    head = [f'"""gfx950 {family_name} templates as code, generated with the tables by',
            "``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):",
            'do not edit."""', "", "",
            "def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):"]
    body = [f"{name} = {source}" for name, source in sorted(consts.items())]
    for name in sorted(shapes):
        body.append(f"def {name}(s, mask, base):")
        body += _indented(shapes[name])
    body += ["return {"] + _indented(entries) + ["}"]
    return "\n".join(head + _indented(body)) + "\n"


def _entry_source(key, shape: str, texts: Tuple[str, ...], mask: int, base: int) -> str:
    """``key: (shape, texts, mask, base),`` on one line, or several when long."""
    line = f"{key!r}: ({shape}, {texts!r}, {mask:#x}, {base:#x}),"
    if len(line) <= 96:
        return line
    if len(repr(texts)) <= 90:
        texts_lines = [f"{texts!r},"]
    else:
        texts_lines = ["("] + _indented([f"{x!r}," for x in texts]) + ["),"]
    return "\n".join([f"{key!r}: ("] + _indented([f"{shape},"] + texts_lines
                                                  + [f"{mask:#x}, {base:#x},"]) + ["),"])


def write_code_modules(directory: Path = CODE_DIR) -> List[Path]:
    """Write every family's module (after the tables); returns the paths."""
    out = []
    for name in TABLES.TEMPLATES:
        path = Path(directory) / f"{code_module_name(name)}.py"
        text = code_module_source(name)
        if not path.exists() or path.read_text() != text:
            tmp = path.with_suffix(".tmp")
            tmp.write_text(text)
            tmp.replace(path)
        out.append(path)
    return out


_code: Dict[str, Dict[Tuple[int, ...], tuple]] = {}


def _family_code(family_name: str) -> Dict[Tuple[int, ...], tuple]:
    got = _code.get(family_name)
    if got is None:
        module = importlib.import_module(f"{CODE_PACKAGE}.{code_module_name(family_name)}")
        got = module.build(TABLES.RENDERERS, printers.FIELD_PRINTERS, printers.LITERAL_PRINTERS,
                           Invalid, compose_mods, _literal_ok, _fmt_ok)
        _code[family_name] = got
    return got


_cache: Dict[Tuple[str, Tuple[int, ...]], Compiled] = {}


def compiled(family: FAM.Family, key: Tuple[int, ...]) -> Optional[Compiled]:
    """The template of an entry with its generated functions, or None when
    the table has none."""
    c = _cache.get((family.name, key))
    if c is None:
        text = TABLES.TEMPLATES.get(family.name, {}).get(key)
        if text is None:
            return None
        code = _family_code(family.name).get(key)
        if code is None:
            raise RuntimeError(f"gcnasm/isa/tables/{code_module_name(family.name)}.py has no "
                               f"code for {family.name} {key}: run python -m gcnasm.isa.generate")
        shape, *args = code
        c = Compiled(parse_template(family, key, text), *shape(*args))
        _cache[(family.name, key)] = c
    return c
