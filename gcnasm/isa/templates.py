"""Templates: the generated tables turned into fast printing functions.

A template is llvm-mc's text for one instruction with ``{fields:renderer}``
placeholders (see :mod:`gcnasm.isa.generate`).  :func:`compiled` turns one
into a small Python function, generated as source and compiled once on first
use, that prints an instruction from its base value and literal, or raises
:class:`Invalid` where llvm-mc would call the word invalid.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
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
    first field in the lowest bits (as the generator enumerated them)."""
    terms, shift = [], 0
    for f in fields:
        terms.append(f"({_extract(f)} << {shift})" if shift else _extract(f))
        shift += f.bits
    return "(" + " | ".join(terms) + ")"


class _Codegen:
    def __init__(self):
        self.env: Dict[str, object] = {"Invalid": Invalid, "compose": compose_mods}
        self.lines: List[str] = []
        self.n = 0

    def const(self, name: str, value) -> str:
        self.env[name] = value
        return name

    def tmp(self) -> str:
        self.n += 1
        return f"t{self.n}"

    def emit(self, line: str):
        self.lines.append("    " + line)

    def render(self, rid: str, fields: Sequence[FAM.Field]) -> str:
        """Emit code that computes a slot's text into a new variable."""
        spec = TABLES.RENDERERS[rid]
        kind = spec[0]
        t = self.tmp()
        if kind == "map":
            table = self.const(f"M_{rid}", spec[1])
            idx = _extract(fields[0]) if len(fields) == 1 else _group_index(fields)
            self.emit(f"{t} = {table}[{idx}]")
            self.emit(f"if {t} is None: raise Invalid")
        elif kind == "dep":
            tables = self.const(f"D_{rid}", tuple(TABLES.RENDERERS[r][1] for r in spec[1]))
            self.emit(f"{t} = {tables}[{_extract(fields[1])}][{_extract(fields[0])}]")
            self.emit(f"if {t} is None: raise Invalid")
        elif kind == "low":
            table = self.const(f"M_{rid}", spec[2])
            self.emit(f"{t} = {table}[{_extract(fields[0])} & {(1 << spec[1]) - 1}]")
            self.emit(f"if {t} is None: raise Invalid")
        elif kind == "src":
            t_in = self._src(rid, _extract(fields[0]))
            return t_in
        elif kind == "fmt":
            _, name, pre, suf, omit_zero = spec
            fn = self.const(f"F_{name}", printers.FIELD_PRINTERS[name])
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
            fn = self.const(f"L_{lkind}", printers.LITERAL_PRINTERS[lkind])
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
        table = self.const(f"M_{map_rid}", TABLES.RENDERERS[map_rid][1])
        fn = self.const(f"L_{lkind}", printers.LITERAL_PRINTERS[lkind])
        x, t = self.tmp(), self.tmp()
        self.emit(f"{x} = {idx}")
        self.emit(f"if {x} == 255: {t} = {fn}(lit) + {suffix!r}")
        self.emit("else:")
        self.emit(f"    {t} = {table}[{x}]")
        self.emit(f"    if {t} is None: raise Invalid")
        return t


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
    lossless: Callable[[int, Optional[int]], bool] = lambda v, lit: False


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


def _lossless_source(t: Template, env: Dict[str, object]) -> str:
    base = getattr(TABLES, "CANONICAL", {}).get(t.family.name, {}).get(t.key)
    if base is None:
        return "def lossless(v, lit):\n    return False\n"
    covered = t.family.match
    for name in t.family.key_fields:
        covered |= t.family.key_part(name)[0].mask
    lines = _shadow_lines(t, env)
    if lines is None:
        return "def lossless(v, lit):\n    return False\n"
    for n, p in enumerate(t.parts):
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
            env[f"C_{p.rid}"] = _canonical(p.rid)
            lines.append(f"if not C_{p.rid}[{idx}]: return False")
        elif kind == "low":
            env[f"C_{p.rid}"] = _canonical(p.rid)
            k = spec[1]
            lines.append(f"x = {_extract(fields[0])}")
            lines.append(f"if x >> {k} or not C_{p.rid}[x]: return False")
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
            sspec = TABLES.RENDERERS[srid]
            env[f"C_{srid}"] = _canonical(srid)
            lines.append(f"x = {_extract(fields[0])}")
            if sspec[0] == "src":
                env["literal_ok"] = _literal_ok
                lines.append("if x == 255:")
                lines.append(f"    if not literal_ok({srid!r}, lit): return False")
                lines.append(f"elif not C_{srid}[x]: return False")
            else:
                lines.append(f"if not C_{srid}[x]: return False")
        elif kind == "fmt":
            env["fmt_ok"] = _fmt_ok
            lines.append(f"if not fmt_ok({p.rid!r}, {_extract(fields[0])}): return False")
        elif kind == "lit":
            env["literal_ok"] = _literal_ok
            lines.append(f"if not literal_ok({p.rid!r}, lit): return False")
        elif kind == "dep":
            tables = tuple(_canonical(r) for r in spec[1])
            env[f"CD_{p.rid}"] = tables
            lines.append(f"if not CD_{p.rid}[{_extract(fields[1])}][{_extract(fields[0])}]: "
                         f"return False")
        else:
            lines.append("return False")
    uncovered = ((1 << t.family.bits) - 1) & ~covered
    lines.append(f"return (v & {uncovered:#x}) == {base & uncovered:#x}")
    return "def lossless(v, lit):\n" + "".join(f"    {x}\n" for x in lines)


def compile_template(t: Template) -> Compiled:
    cg = _Codegen()
    pieces = []
    for p in t.parts:
        if isinstance(p, str):
            pieces.append(repr(p))
        else:
            pieces.append(cg.render(p.rid, p.fields))
    body = "\n".join(cg.lines)
    src = f"def render(v, lit):\n{body}\n    return " + " + ".join(pieces or ["''"]) + "\n"
    if t.mandatory_literal:
        lit_src = "def takes_literal(v):\n    return True\n"
    else:
        tests = [f"{_extract(f)} == 255" for f, _ in t.src_slots()]
        lit_src = "def takes_literal(v):\n    return " + (" or ".join(tests) or "False") + "\n"
    ns: Dict[str, object] = dict(cg.env)
    exec(compile(src + lit_src, f"<template {t.family.name} {t.key}>", "exec"), ns)
    c = Compiled(t, ns["render"], ns["takes_literal"])  # type: ignore[arg-type]
    c._ns = ns
    return c


def lossless_check(c: Compiled) -> Callable[[int, Optional[int]], bool]:
    """The compiled lossless check of a template (built on first use: it
    parses every token of the template's maps once)."""
    fn = getattr(c, "_lossless", None)
    if fn is None:
        ns = dict(c._ns)
        exec(compile(_lossless_source(c.template, ns),
                     f"<lossless {c.template.family.name} {c.template.key}>", "exec"), ns)
        fn = ns["lossless"]
        c._lossless = fn
    return fn


def _shadow_lines(t: Template, env: Dict[str, object]) -> Optional[List[str]]:
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
                theirs = _printable(b.rid)
                if theirs is not None:
                    theirs_n = {_norm(x) for x in theirs}
                    readable = lambda x: _norm(x) in theirs_n           # noqa: E731
                elif _prints_numbers_only(b.rid):
                    from .parsers import _looks_immediate as readable
                else:
                    continue
                name = f"D_{rid}_{b.rid}"
                env[name] = tuple(x is not None and x != LITERAL_MARK and not readable(x)
                                  for x in tokens)
                if low_bits is not None:
                    idx = f"({_extract(a.fields[0])} & {(1 << low_bits) - 1})"
                elif len(a.fields) == 1 or TABLES.RENDERERS[a.rid][0] != "map":
                    idx = _extract(a.fields[0])
                else:
                    idx = _group_index(a.fields)
                tests.append(f"{name}[{idx}]")
        if not tests:
            return None
        lines.append(f"if not ({' or '.join(tests)}): return False")
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
    pieces = [re.escape(p) if isinstance(p, str) else _slot_pattern(p.rid) for p in t.parts]
    other_text = "".join(p if isinstance(p, str) else "\x00" for p in other.parts)
    return re.fullmatch("".join(pieces), other_text, re.S) is not None


def _slot_pattern(rid: str) -> str:
    """A regular expression for what a slot may print, or for another
    template's slot (written as NUL), which it may overlap."""
    spec = TABLES.RENDERERS[rid]
    if spec[0] == "fmt":
        _, _, pre, suf, omit_zero = spec
        return f"(?:\x00|{re.escape(pre)}.*{re.escape(suf)}{'|' if omit_zero else ''})"
    tokens = _printable(rid)
    if tokens is None:
        return ".*"
    alts = ["\x00"] + [re.escape(x) for x in sorted(tokens, key=len, reverse=True)]
    if spec[0] == "src":
        alts.append(r"[-\w.()]+")           # a literal
    return "(?:" + "|".join(alts) + ")"


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
        return not ({_norm(x) for x in ta} & {_norm(x) for x in tb})
    if ta is not None and _prints_numbers_only(b):
        return not _has_numbers(ta)
    if tb is not None and _prints_numbers_only(a):
        return not _has_numbers(tb)
    return False


_cache: Dict[Tuple[str, Tuple[int, ...]], Compiled] = {}


def compiled(family: FAM.Family, key: Tuple[int, ...]) -> Optional[Compiled]:
    """The compiled template of an entry, or None when the table has none."""
    c = _cache.get((family.name, key))
    if c is None:
        text = TABLES.TEMPLATES.get(family.name, {}).get(key)
        if text is None:
            return None
        c = compile_template(parse_template(family, key, text))
        _cache[(family.name, key)] = c
    return c
