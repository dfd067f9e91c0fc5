"""Templates: an instruction's text with placeholders, and its printing code.

A template is llvm-mc's text for one instruction with ``{fields:renderer}``
placeholders (see :mod:`gcnasm.isa.generate`).  Its code is generated ahead,
with the tables, into one module per family
(``gcnasm/isa/tables/gfx950_<family>.py``, written by
:mod:`gcnasm.isa.codegen`): ``render`` prints an instruction from its base
value and literal (or raises :class:`Invalid` where llvm-mc would call the
word invalid) and ``takes_literal`` says whether a literal follows.  (The
same modules hold each template's lossless check, which
:mod:`gcnasm.isa.lossless` loads: it reads text back, which decoding alone
never does.)  At run time :func:`compiled` imports a family's module
(bytecode, like any module) on first use: nothing is compiled then.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable

from . import families as FAM
from . import printers
from .tables import gfx950 as TABLES


LITERAL_MARK = "\x00LIT"
PLACEHOLDER = re.compile(r"\{([^{}:]+):([a-z]+_[0-9a-f]+)\}")      # {fields:renderer id}


class Invalid(Exception):
    """The word is not a valid instruction (as llvm-mc sees it)."""


class Slot:
    """A placeholder: the fields it prints and its renderer id."""

    __slots__ = ("fields", "rid")

    def __init__(self, fields: tuple[FAM.Field, ...], rid: str):
        self.fields = fields
        self.rid = rid

    def __eq__(self, other) -> bool:
        if other.__class__ is not Slot:
            return NotImplemented
        return self.fields == other.fields and self.rid == other.rid

    def __hash__(self) -> int:
        return hash((self.fields, self.rid))

    def __repr__(self) -> str:
        return f"Slot(fields={self.fields!r}, rid={self.rid!r})"


class Template:
    """One table entry: llvm-mc's text with placeholders, split into fixed
    texts and slots, and the field layout they read."""

    __slots__ = ("family", "key", "text", "parts", "layout", "mandatory_literal")

    def __init__(self, family: FAM.Family, key: tuple[int, ...], text: str,
                 parts: list[str | Slot], layout: tuple[FAM.Field, ...],
                 mandatory_literal: bool):
        self.family = family
        self.key = key
        self.text = text
        self.parts = parts
        self.layout = layout
        self.mandatory_literal = mandatory_literal

    def __repr__(self) -> str:
        return f"Template({self.family.name} {self.key}: {self.text!r})"

    @property
    def mnemonic(self) -> str:
        first = self.parts[0]
        return (first if isinstance(first, str) else "").split(" ", 1)[0]

    def src_slots(self) -> list[tuple[FAM.Field, str]]:
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
    parts: list[str | Slot] = []
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


class Compiled:
    """A template with its generated functions: ``render(value, literal)``
    (raises :class:`Invalid`) and ``takes_literal(value)``."""

    __slots__ = ("template", "render", "takes_literal")

    def __init__(self, template: Template, render: Callable[[int, int | None], str],
                 takes_literal: Callable[[int], bool]):
        self.template = template
        self.render = render
        self.takes_literal = takes_literal

    def __repr__(self) -> str:
        return f"Compiled({self.template!r})"

# ---------------------------------------------------------------------------
# The generated modules: one per family, written with the tables

CODE_PACKAGE = "gcnasm.isa.tables"


def code_module_name(family_name: str) -> str:
    return f"gfx950_{family_name.lower()}"


def family_code(family_name: str):
    """The generated module of a family's template code (imported once)."""
    return importlib.import_module(f"{CODE_PACKAGE}.{code_module_name(family_name)}")


_code: dict[str, dict[tuple[int, ...], tuple]] = {}


def _family_printers(family_name: str) -> dict[tuple[int, ...], tuple]:
    got = _code.get(family_name)
    if got is None:
        got = family_code(family_name).build(TABLES.RENDERERS, printers.FIELD_PRINTERS,
                                             printers.LITERAL_PRINTERS, Invalid, compose_mods)
        _code[family_name] = got
    return got


def missing_code(family: FAM.Family, key) -> RuntimeError:
    return RuntimeError(f"gcnasm/isa/tables/{code_module_name(family.name)}.py has no "
                        f"code for {family.name} {key}: run python -m gcnasm.isa.generate")


_cache: dict[tuple[str, tuple[int, ...]], Compiled] = {}


def compiled(family: FAM.Family, key: tuple[int, ...]) -> Compiled | None:
    """The template of an entry with its generated functions, or None when
    the table has none."""
    c = _cache.get((family.name, key))
    if c is None:
        text = TABLES.TEMPLATES.get(family.name, {}).get(key)
        if text is None:
            return None
        code = _family_printers(family.name).get(key)
        if code is None:
            raise missing_code(family, key)
        shape, texts = code
        c = Compiled(parse_template(family, key, text), *shape(texts))
        _cache[(family.name, key)] = c
    return c
