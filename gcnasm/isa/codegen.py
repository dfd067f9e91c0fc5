"""The template code generated ahead, with the tables: one module per family
(``gcnasm/isa/tables/gfx950_<family>.py``), written by
``python -m gcnasm.isa.generate`` through :func:`write_code_modules`.

Each template becomes small Python functions: ``render`` and
``takes_literal`` (:mod:`gcnasm.isa.templates` loads them through the
module's ``build``) and ``lossless``, whether re-encoding the printed text is
known to give the same bits (:mod:`gcnasm.isa.lossless` loads it through
``build_lossless``).  Templates that differ only in their fixed text share
one function body, named by a hash of its code.

Generation only: this module reads the encoder (which template llvm-mc
tries first, and how each printed token parses back); nothing imports it
when decoding or encoding.
"""

from __future__ import annotations

import functools
import hashlib
import re
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from . import families as FAM
from . import parsers
from .encoder import candidates
from .syntax import Token, looks_immediate
from .tables import gfx950 as TABLES
from .templates import (LITERAL_FIELD, LITERAL_MARK, Slot, Template, code_module_name,
                        parse_template)

CODE_DIR = Path(__file__).resolve().parent / "tables"


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


# ---------------------------------------------------------------------------
# Lossless check: would parsing the printed text give the same field values?

_canon_cache: Dict[str, Tuple[bool, ...]] = {}


def _canonical(rid: str) -> Tuple[bool, ...]:
    """For each value of a map (or src) renderer: does its printed token
    parse back to that same value?"""
    got = _canon_cache.get(rid)
    if got is None:
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
                    val, used = r.parse([Token(tok, 0)], 0, ctx) if " " not in tok.strip() \
                        else r.parse([Token(x, 0) for x in tok.split()], 0, ctx)
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
    """A template's printing code with its own constants left out: the body
    of a function of ``s`` (the template's fixed texts) that returns its
    render and takes_literal functions, and the argument for this template.
    Templates that differ only in their fixed texts (mnemonics, mostly)
    share one body.  The constants the body uses (token maps, printers) go
    into ``consts``."""
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
    out.append("return render, takes_literal")
    return out, tuple(texts)


def lossless_shape(t: Template, consts: Dict[str, str]) -> Tuple[List[str], tuple]:
    """A template's lossless check likewise: the body of a function of
    ``(mask, base)`` that returns ``lossless(v, lit)``, and its arguments;
    the check's tables go into ``consts``."""
    lines, mask, base = _lossless_lines(t, _Codegen(consts))
    return ["def lossless(v, lit):"] + _indented(lines) + ["return lossless"], (mask, base)


def _shadow_lines(t: Template, cg: _Codegen) -> Optional[List[str]]:
    """The lossless check's lines for templates of the same mnemonic that
    the encoder tries before ``t`` and that may read the text ``t`` prints
    (an MFMA whose AGPR-select bit sits under a scalar source, VOPC SDWA's
    sd=1 with sdst=vcc, SMEM's two SGPR-offset forms).  For each, the word
    is safe only if one of its slots prints a token the other template's
    slot cannot read; None when no slot can ever tell them apart."""
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
                    readable = looks_immediate
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
    return parsers.normalise(token)


@functools.lru_cache(maxsize=None)
def _printable_normalised(rid: str) -> Optional[frozenset]:
    """:func:`_printable`'s tokens as the parser compares them."""
    tokens = _printable(rid)
    if tokens is None:
        return None
    return frozenset(parsers.normalise(x) for x in tokens)


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
    return any(looks_immediate(x) for x in tokens if x)


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

def code_module_source(family_name: str) -> str:
    """The module holding a family's template code: ``build``, given the
    renderers, the printers and the run-time helpers, returns key ->
    (shape, texts), ``shape(texts)`` giving the template's (render,
    takes_literal); ``build_lossless``, given the renderers and the lossless
    helpers, returns key -> (check, mask, base), ``check(mask, base)`` giving
    its lossless function.  Shapes are named by a hash of their code.  The
    module imports nothing (so no import cycle) and is imported as
    bytecode."""
    family = FAM.BY_NAME[family_name]
    printing = _Module("shape_")
    checking = _Module("lossless_")
    for key in sorted(TABLES.TEMPLATES.get(family_name, {})):
        t = parse_template(family, key, TABLES.TEMPLATES[family_name][key])
        body, texts = template_shape(t, printing.consts)
        printing.add(key, body, (texts,))
        body, (mask, base) = lossless_shape(t, checking.consts)
        checking.add(key, body, (f"{mask:#x}", f"{base:#x}"))
    head = [f'"""gfx950 {family_name} templates as code, generated with the tables by',
            "``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):",
            'do not edit."""']
    return "\n".join(head + printing.source("build(R, F, L, Invalid, compose)", "s")
                     + checking.source("build_lossless(R, literal_ok, fmt_ok)", "mask, base")
                     ) + "\n"


class _Module:
    """One builder function of a generated module: its constants, its shared
    function bodies (named ``prefix`` + a hash of the body) and its entries."""

    def __init__(self, prefix: str):
        self.prefix = prefix
        self.consts: Dict[str, str] = {}
        self.shapes: Dict[str, List[str]] = {}
        self.entries: List[str] = []

    def add(self, key, body: List[str], args: tuple) -> None:
        name = self.prefix + hashlib.sha1("\n".join(body).encode()).hexdigest()[:12]
        self.shapes[name] = body
        self.entries.append(_entry_source(key, name, args))

    def source(self, signature: str, params: str) -> List[str]:
        body = [f"{name} = {source}" for name, source in sorted(self.consts.items())]
        for name in sorted(self.shapes):
            body.append(f"def {name}({params}):")
            body += _indented(self.shapes[name])
        body += ["return {"] + _indented(self.entries) + ["}"]
        return ["", "", f"def {signature}:"] + _indented(body)


def _entry_source(key, shape: str, args: tuple) -> str:
    """``key: (shape, args...),`` on one line, or several when long (``args``
    are source texts, or the template's fixed texts as a tuple)."""
    items = [repr(a) if isinstance(a, tuple) else a for a in args]
    line = f"{key!r}: ({shape}, {', '.join(items)}),"
    if len(line) <= 96:
        return line
    lines = [f"{shape},"]
    for a, item in zip(args, items):
        if isinstance(a, tuple) and len(item) > 90:
            lines += ["("] + _indented([f"{x!r}," for x in a]) + ["),"]
        else:
            lines.append(f"{item},")
    return "\n".join([f"{key!r}: ("] + _indented(lines) + ["),"])


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
