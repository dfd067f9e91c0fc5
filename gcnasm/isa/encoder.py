"""Text to machine words.

Every table entry's template doubles as a parser: its fixed tokens must
appear as written, each placeholder parses its operand text back into field
values (a token map read backwards, a printer's parser, an immediate encoded
by :mod:`gcnasm.isa.immediates`).  Placeholders whose text can be empty are
modifiers: they may come in any order and default to the value llvm-mc's
assembler uses.  Fields no placeholder covers keep llvm-mc's own encoding of
the entry (recorded by the generator), so the words match llvm-mc bit for bit.

A mnemonic without an encoding suffix tries the forms llvm-mc tries, in its
order: the plain (32-bit) one, then ``_e64``, ``_sdwa`` and ``_dpp``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..errors import AsmError
from . import families as FAM
from . import fixes
from . import lenient
from . import parsers
from .caches import BoundedCache
from .syntax import Token, operand_tokens, split_tokens, strip_comments
from .tables import gfx950 as TABLES
from .templates import LITERAL_FIELD, Slot, Template, parse_template


class _Mismatch(Exception):
    """This template does not fit the text; ``column`` (0-based offset in the
    operand text; None: the line ended early, reported at the mnemonic as
    llvm-mc does), the message and ``fields`` (of the placeholder that
    refused its operand, if one did) describe how far it got."""

    def __init__(self, message: str, column: int | None, depth: int, fields=()):
        super().__init__(message)
        self.column = column
        self.depth = depth
        self.fields = fields


_TOO_FEW = "too few operands for instruction"


# ---------------------------------------------------------------------------
# One template as a parser

class _Item:
    """One piece of a template as the parser walks it: a fixed token, or a
    slot (placeholder) with what encoding it needs, looked up once."""

    __slots__ = ("fixed", "slot", "optional", "renderer", "index", "run_end", "run_stop",
                 "dups", "dep", "fields", "stores", "inline")

    def __init__(self, fixed: str | None = None, slot: Slot | None = None,
                 optional: bool = False, renderer: parsers.Renderer | None = None):
        self.fixed = fixed
        self.slot = slot
        self.optional = optional
        self.renderer = renderer
        self.index = -1                 # position among the template's slots
        self.run_end = 0                # for an optional slot: the end of its run
        self.run_stop: str | None = None     # the fixed token after that run
        self.dups = getattr(renderer, "dups", None) or None
        self.dep = None                 # DepRenderer: (other field, its slot, slots holding it)
        self.fields = slot.fields if slot is not None else ()
        # how each field's value goes into the word: (field, lo, not-mask) for a
        # field in one place, (field, None, None) otherwise (a split field, the literal)
        self.stores = tuple((f, f.lo, ~f.mask) if f is not LITERAL_FIELD and not f.more
                            else (f, None, None) for f in self.fields)
        # The common case, stored in one step: one field in one place, whose
        # value is the parsed value (a source's: its code, and a literal).
        self.inline = None
        if len(self.stores) == 1 and self.stores[0][1] is not None and \
                type(renderer) in _INLINE_RENDERERS:
            f, lo, keep = self.stores[0]
            self.inline = (f, lo, keep, type(renderer) is parsers.SrcRenderer)


# Renderers whose fields_of(val) is ((val,), None), or ((code,), literal) for
# a source's (code, literal)
_INLINE_RENDERERS = (parsers.MapRenderer, parsers.LowRenderer, parsers.FmtRenderer,
                     parsers.LitRenderer, parsers.SrcRenderer)


class TemplateParser:
    def __init__(self, template: Template):
        self.t = template
        items: list[_Item] = []
        for part in template.parts:
            if isinstance(part, str):
                for tok in split_tokens(part):
                    s = tok.strip()
                    if s == ",":
                        items.append(_Item(fixed=","))
                    elif s:
                        items.append(_Item(fixed=s.lower()))
            else:
                r = parsers.renderer(part.rid)
                if isinstance(r, parsers.LitRenderer) and \
                        template.text.split(" ", 1)[0] in fixes.KIMM16:
                    r = parsers.LitRenderer("k16", r.suffix)
                items.append(_Item(slot=part, optional=self._optional(template, part),
                                   renderer=r))
        # the first fixed token is the mnemonic
        assert items and items[0].fixed is not None
        self.mnemonic = items[0].fixed
        self.items = items = items[1:]
        self.slot_items = [it for it in items if it.slot is not None]
        for n, it in enumerate(self.slot_items):
            it.index = n
        for j, it in enumerate(items):
            if it.optional:
                k = j
                while k < len(items) and items[k].slot is not None and items[k].optional:
                    k += 1
                it.run_end = k
                it.run_stop = items[k].fixed if k < len(items) else None
            if isinstance(it.renderer, parsers.DepRenderer):
                other = it.fields[1]
                exact = None
                for q in self.slot_items:
                    if q.fields == (other,):
                        exact = q           # the last such slot, as llvm-mc's order has it
                holders = tuple(q.index for q in self.slot_items if other in q.fields)
                it.dep = (other, exact, holders)
        self.base = getattr(TABLES, "CANONICAL", {}).get(template.family.name, {}).get(template.key)
        self._defaults: dict[int, object] = {}

    @staticmethod
    def _optional(template: Template, slot: Slot) -> bool:
        """A placeholder may be left out when some value prints nothing, or
        when llvm-mc accepts the text without it (DEFAULTS)."""
        if parsers.renderer(slot.rid).optional:
            return True
        names = ",".join(f.name for f in slot.fields)
        return names in _defaults(template).keys()

    def _default(self, it: _Item) -> object:
        """The value an omitted placeholder takes: what llvm-mc uses."""
        cache = self._defaults
        if it.index in cache:
            return cache[it.index]
        value = cache[it.index] = self._compute_default(it.slot, it.renderer)
        return value

    def _compute_default(self, slot: Slot, r) -> object:
        names = ",".join(f.name for f in slot.fields)
        d = _defaults(self.t).get(names)
        if d is not None:
            return d
        if self.base is not None and all(f is not LITERAL_FIELD for f in slot.fields):
            combined, shift = 0, 0
            for f in slot.fields:
                combined |= f.get(self.base) << shift
                shift += f.bits
            tokens = getattr(r, "tokens", None)
            if tokens is not None and combined < len(tokens) and tokens[combined] == "":
                return combined
            if getattr(r, "name", None) is not None and combined == 0:
                return 0
        return r.default

    def parse(self, toks: list[Token], ctx: parsers.Context,
              lenient: bool = False) -> tuple[int, int | None]:
        """Field values -> (base value, literal).  Raises _Mismatch.
        ``lenient``: the tokens come from lenient.rewrite, without commas, and
        the template's commas are skipped (llvm-mc's commas are optional)."""
        values: dict[int, object] = {}          # slot index -> parsed value
        i = j = depth = 0
        items = self.items
        n_items = len(items)
        n_toks = len(toks)
        while j < n_items:
            it = items[j]
            fixed = it.fixed
            if fixed is not None:
                if lenient and fixed == ",":
                    j += 1
                    continue
                if i >= n_toks:
                    if j == n_items - 1 and fixed == "vcc" and \
                            self.mnemonic in fixes.OPTIONAL_TRAILING_VCC:
                        break
                    raise _Mismatch(_TOO_FEW, None, depth)
                text = toks[i].text
                if text != fixed and not _same_fixed(text, fixed):
                    if fixed != "," and _DEFAULT_SPELLING.match(text.replace(" ", "").lower()):
                        i += 1           # an explicit default before a fixed modifier
                        continue
                    message = f"expected ',', found '{text}'" if fixed == "," else \
                        f"invalid operand for instruction (expected '{fixed}')"
                    raise _Mismatch(message, toks[i].col, depth)
                i += 1
                j += 1
                depth += 1
                continue
            if not it.optional:
                if i >= n_toks:
                    raise _Mismatch(_TOO_FEW, None, depth)
                if toks[i].text == ",":          # an empty operand
                    raise _Mismatch("unknown token in expression", toks[i].col, depth)
                try:
                    val, used = it.renderer.parse(toks, i, ctx)
                except parsers.OperandError as exc:
                    raise _Mismatch(str(exc), toks[i].col + exc.column, depth,
                                    it.fields) from None
                values[it.index] = val
                i += used
                j += 1
                depth += 1
                continue
            # a run of optional slots: each input token is claimed by one
            k = it.run_end
            run = items[j:k]
            stop = it.run_stop
            claimed = set()
            while i < n_toks and toks[i].text != "," and toks[i].text.lower() != stop:
                for n, opt in enumerate(run):
                    if n in claimed:
                        continue
                    try:
                        got = opt.renderer.parse_modifier(toks, i, ctx)
                    except parsers.OperandError as exc:
                        raise _Mismatch(str(exc), toks[i].col + exc.column, depth) from None
                    if got is not None:
                        val, used = got
                        values[opt.index] = val
                        claimed.add(n)
                        i += used
                        depth += 1
                        break
                else:
                    if _DEFAULT_SPELLING.match(toks[i].text.replace(" ", "").lower()):
                        i += 1           # a modifier written out at its default
                        continue
                    break
            j = k
        while i < n_toks and _DEFAULT_SPELLING.match(toks[i].text.replace(" ", "").lower()):
            i += 1                   # a modifier spelled out at its default value
        if i < n_toks:
            raise _Mismatch("invalid operand for instruction", toks[i].col, depth)
        return self._assemble(values, ctx)

    def _assemble(self, values: dict[int, object], ctx) -> tuple[int, int | None]:
        fam = self.t.family
        if self.base is not None:
            v = self.base
        else:
            v = fam.fixed
            for name, x in zip(fam.key_fields, self.t.key):
                f, eq = fam.key_part(name)
                if eq is None:
                    v = f.put(v, x)
                elif x:
                    v = f.put(v, eq)
        literal = None
        for it in self.slot_items:
            given = it.index in values
            val = values[it.index] if given else self._default(it)
            if val is None:
                raise _Mismatch("missing operand", ctx.end, 0)
            if it.dep is not None:
                # the other field is set by its own slot (or its default)
                other, exact, holders = it.dep
                ov = other.get(v) if any(h in values for h in holders) else 0
                if exact is not None:
                    ov = values[exact.index] if exact.index in values else \
                        (exact.renderer.default or 0)
                if ov not in val:
                    raise _Mismatch(f"wrong register tuple size for {other.name} value {ov}",
                                    ctx.end, 97)
                v = it.fields[0].put(v, val[ov])
                continue
            dups = it.dups
            if given and dups is not None and isinstance(val, int) and val in dups:
                # several values print this text: take the one whose other
                # bits are what llvm-mc would write by default
                ref = self._default(it)
                if isinstance(ref, int):
                    val = min(dups[val], key=lambda x: (bin(x ^ ref).count("1"), x))
            inline = it.inline
            if inline is not None:
                f, lo, keep, source = inline
                if source:
                    x, lit = val
                    if lit is not None:
                        if literal is not None and literal != lit:
                            raise _Mismatch("only one literal operand is allowed", ctx.end, 99)
                        literal = lit
                else:
                    x = val
                if x < 0 or x >> f.bits:
                    raise _Mismatch(f"operand value {x} does not fit the {f.bits}-bit "
                                    f"{f.name} field", ctx.end, 98)
                v = (v & keep) | (x << lo)
                continue
            parts, lit = it.renderer.fields_of(val)
            if len(parts) == 1 and len(it.fields) > 1:
                whole, parts = parts[0], []
                for f in it.fields:                  # a token map over several fields
                    parts.append(whole & ((1 << f.bits) - 1))
                    whole >>= f.bits
            if lit is not None:
                if literal is not None and literal != lit:
                    raise _Mismatch("only one literal operand is allowed", ctx.end, 99)
                literal = lit
            for (f, lo, keep), x in zip(it.stores, parts):
                if f is LITERAL_FIELD:
                    literal = x
                elif x < 0 or x >> f.bits:
                    raise _Mismatch(f"operand value {x} does not fit the {f.bits}-bit "
                                    f"{f.name} field", ctx.end, 98)
                elif lo is not None:
                    v = (v & keep) | (x << lo)
                else:
                    v = f.put(v, x)
        if self.t.mandatory_literal and literal is None:
            raise _Mismatch("missing literal", ctx.end, 0)
        return v, literal


_DEFAULT_SPELLING = re.compile("|".join(f"(?:{p})$" for p in fixes.DEFAULT_SPELLINGS))


def _same_fixed(text: str, fixed: str) -> bool:
    if text.lower() == fixed:
        return True
    return text.lower().replace(" ", "") == fixed.replace(" ", "")


def _defaults(template: Template) -> dict[str, int]:
    return getattr(TABLES, "DEFAULTS", {}).get(template.family.name, {}).get(template.key, {})


# ---------------------------------------------------------------------------
# Mnemonic lookup

_by_mnemonic: dict[str, list[TemplateParser]] | None = None


def _families():
    return [FAM.BY_NAME[n] for n in TABLES.TEMPLATES if n in FAM.BY_NAME]


def _index() -> dict[str, list[TemplateParser]]:
    global _by_mnemonic
    if _by_mnemonic is None:
        idx: dict[str, list[TemplateParser]] = {}
        for fam in _families():
            for key, text in TABLES.TEMPLATES[fam.name].items():
                mnem = text.split(" ", 1)[0].split("{", 1)[0]
                idx.setdefault(mnem, []).append((fam, key, text))
        _by_mnemonic = idx     # values are lazily turned into parsers
    return _by_mnemonic


_parsers: dict[tuple[str, tuple[int, ...]], TemplateParser] = {}


def _parser(fam, key, text) -> TemplateParser:
    p = _parsers.get((fam.name, key))
    if p is None:
        p = TemplateParser(parse_template(fam, key, text))
        _parsers[(fam.name, key)] = p
    return p


_SUFFIXES = ("", "_e32", "_e64", "_sdwa", "_dpp")


_candidates_cache = BoundedCache(__name__, 100_000)     # any text may come as a mnemonic


def candidates(mnemonic: str) -> list[TemplateParser]:
    """Templates for a mnemonic, in the order llvm-mc tries them."""
    got = _candidates_cache.get(mnemonic)
    if got is None:
        got = _candidates_cache.put(mnemonic, _candidates(mnemonic))
    return got


# A mnemonic suffix llvm-mc's parser strips and turns into a forced encoding
# (AMDGPUAsmParser::parseMnemonicSuffix): the rest of the name is then
# matched only against instructions of that encoding
# (checkTargetMatchPredicate: _e32 not VOP3, _e64 VOP3 only, _dpp DPP only,
# _sdwa SDWA only).  So "v_ldexp_f32_e64" is v_ldexp_f32, "s_mov_b64_e32"
# s_mov_b64, "v_nop_sdwa" the SDWA form of v_nop.
_FORCED = {
    "_e32": lambda fam: fam.name not in ("VOP3", "VOP3P", "VOP3P_MAI", "VOP3P_SCALE")
    and not fam.name.endswith(("_DPP", "_SDWA")),
    "_e64": lambda fam: fam.name in ("VOP3", "VOP3P", "VOP3P_MAI", "VOP3P_SCALE"),
    "_dpp": lambda fam: fam.name.endswith("_DPP"),
    "_sdwa": lambda fam: fam.name.endswith("_SDWA"),
}


def _candidates(mnemonic: str) -> list[TemplateParser]:
    idx = _index()
    out = []
    names = [mnemonic] if mnemonic.endswith(_SUFFIXES[1:]) else [mnemonic + s for s in _SUFFIXES]
    for n in names:
        for fam, key, text in idx.get(n, ()):
            out.append(_parser(fam, key, text))
    alias = fixes.ALIASES.get(mnemonic)
    if alias is not None:
        out.extend(_candidates(alias))
    if not out and mnemonic.endswith(_SUFFIXES[1:]):
        suffix = next(s for s in _SUFFIXES[1:] if mnemonic.endswith(s))
        forced = _FORCED[suffix]
        base = mnemonic[:-len(suffix)]
        if suffix == "_e32" and base in fixes.E32_SPELLING_OF_E64_ONLY:
            forced = _FORCED["_e64"]
        out = [p for p in _candidates(base) if forced(p.t.family)]
    return out


def known_mnemonic(mnemonic: str) -> bool:
    return bool(candidates(mnemonic))


# ---------------------------------------------------------------------------
# The entry point

def encode(text: str, *, pc: int = 0, resolve: Callable[[str], int] | None = None,
           path: str | None = None, line: int | None = None) -> bytes:
    """Encode one instruction in llvm-mc syntax.  Raises AsmError with the
    column of the offending operand."""
    body, ext = strip_comments(text)
    lead = len(body) - len(body.lstrip())
    body_s = body.strip()
    if not body_s:
        raise AsmError("expected an instruction", line, 1, path, text)
    mnemonic = body_s.split(None, 1)[0]
    mnem_l = mnemonic.lower()
    if mnem_l in (".long", ".4byte", ".int"):
        return _raw_words(body, lead + len(mnemonic), line, path, text)
    cands = candidates(mnem_l)
    if not cands:
        raise AsmError(f"invalid instruction: unknown mnemonic '{mnemonic}'", line, lead + 1,
                       path, text)
    toks = operand_tokens(body, lead + len(mnemonic))
    lowered = body_s.lower()
    if _MAY_HAVE_ALIAS.search(lowered):
        toks = [t for t in map(_modifier_alias, toks) if t is not None]
    if "lds_direct" in lowered:
        _reject_lds_direct(toks, line, path, text)
    ctx = parsers.Context(text=body, end=len(body), pc=pc, resolve=resolve,
                          branch=mnem_l in fixes.BRANCHES)
    best: _Mismatch | None = None
    ties: list[_Mismatch] = []
    for cand, cand_toks, reported, lenient in _attempts(cands, toks, mnem_l):
        try:
            value, literal = cand.parse(cand_toks, ctx, lenient)
        except _Mismatch as exc:
            if not reported:
                continue
            if best is None or exc.depth > best.depth:
                best, ties = exc, [exc]
            elif exc.depth == best.depth:
                ties.append(exc)
            continue
        # The failed forms' exceptions hold this frame (through their
        # tracebacks) and this frame holds them: let them go now, or only the
        # cycle collector frees them, and every caller's frame with them.
        best = ties = None
        data = value.to_bytes(cand.t.family.size, "little")
        if literal is not None:
            data += (literal & 0xFFFF_FFFF).to_bytes(4, "little")
        return _apply_extension(data, ext, line, path, text)
    assert best is not None
    message, column = str(best), best.column
    resource = _bad_buffer_resource(ties, body)
    best = ties = None      # as above
    if resource is not None:
        message, column = resource
    if column is None:
        column = lead
    raise AsmError(message, line, column + 1, path, text)


def _attempts(cands: list[TemplateParser], toks: list[Token], mnemonic: str):
    """(candidate, tokens, reported, lenient) to try in order: every
    candidate with the tokens as written; then, for a VOPC compare whose
    printed form starts with its implicit vcc, the same with "vcc," put
    first: llvm-mc accepts the e32 compare without it (LLVM
    VOPCInstructions.td, VOPCInstAlias: real_name # " " # Asm32, the operands
    without the destination); then both again with the spellings llvm-mc
    accepts but never prints rewritten (gcnasm.isa.lenient).  Only the first
    round's failures are reported: the later rounds' tokens are not the
    user's."""
    for cand in cands:
        yield cand, toks, True, False
    vcc_first = [c for c in cands if c.t.family is FAM.VOPC and _VCC_FIRST.match(c.t.text)]
    if toks and toks[0].text.lower() != "vcc":
        col = toks[0].col
        for cand in vcc_first:
            yield cand, [Token("vcc", col), Token(",", col), *toks], False, False
    loose = lenient.rewrite(mnemonic, toks)
    for cand in cands:
        yield cand, loose, False, True
    if loose and loose[0].text.lower() != "vcc":
        for cand in vcc_first:
            yield cand, [Token("vcc", loose[0].col), *loose], False, True


_VCC_FIRST = re.compile(r"\S+ vcc, ")


# compiled at the first error that needs it (case-insensitive character
# ranges take milliseconds to compile: start-up time)
_TUPLE = r"[a-z]+\[\d+:\d+\]"
_INVALID = "invalid operand for instruction"


def _bad_buffer_resource(mismatches: list[_Mismatch], body: str):
    """(message, column) when one of the equally good failures is a buffer
    resource written as a register tuple of the wrong kind or size (say
    s[4:6]): the likeliest mistake, whatever the other forms expected."""
    for m in mismatches:
        if m.fields and m.fields[0].name == "srsrc" and str(m) == _INVALID \
                and m.column is not None and re.compile(_TUPLE, re.I).match(body, m.column):
            return (f"{_INVALID}: the buffer resource must be a 4-register SGPR tuple "
                    "s[N:N+3] (N a multiple of 4)", m.column)
    return None


def _raw_words(body: str, start: int, line, path, text) -> bytes:
    """``.long w0, w1, ...``: the form Instruction.text takes for a word no
    instruction text reproduces (see gcnasm.isa.lossless.raw_text); each value is a
    32-bit constant, written little-endian."""
    out = bytearray()
    col = start
    for item in body[start:].split(","):
        stripped = item.strip()
        where = col + (len(item) - len(item.lstrip())) + 1
        try:
            value = int(stripped, 0)
        except ValueError:
            raise AsmError(f"expected a 32-bit integer constant, got '{stripped}'", line,
                           where, path, text) from None
        if not -(1 << 31) <= value < (1 << 32):
            raise AsmError(f"value {stripped} does not fit in 32 bits", line, where, path, text)
        out += (value & 0xFFFF_FFFF).to_bytes(4, "little")
        col += len(item) + 1
    return bytes(out)


def _reject_lds_direct(toks: list[Token], line, path, text) -> None:
    """gfx950 has no LDS-direct operand.  llvm-mc still prints src_lds_direct
    for source value 254 but refuses to assemble it, and so does gcnasm (such
    words round-trip as .long data instead)."""
    for tok in toks:
        if re.search(r"(?<![\w.])(?:src_)?lds_direct\b", tok.text, re.I):
            raise AsmError("lds_direct is not supported on this GPU", line, tok.col + 1,
                           path, text)


_MAY_HAVE_ALIAS = re.compile("|".join(re.escape(a) for a in fixes.MODIFIER_ALIASES))


def _modifier_alias(tok: Token) -> Token | None:
    """Spellings llvm-mc accepts but never prints (fixes.MODIFIER_ALIASES)."""
    alias = fixes.MODIFIER_ALIASES.get(tok.text.lower())
    if alias is None:
        return tok
    return None if alias == "" else Token(alias, tok.col)


def _apply_extension(data: bytes, ext: dict[str, str], line, path, text) -> bytes:
    """gcnasm's extension: ``/*gcnasm: xor=0x...*/`` flips bits llvm-mc's
    text cannot carry (bits the hardware ignores), so that decoding and
    re-encoding reproduce AMD's words exactly."""
    if not ext:
        return data
    if "xor" in ext:
        try:
            mask = int(ext["xor"], 16)
        except ValueError:
            raise AsmError(f"bad gcnasm extension xor={ext['xor']!r}", line, None, path, text)
        n = int.from_bytes(data, "little") ^ mask
        if n >> (8 * len(data)):
            raise AsmError("gcnasm extension xor= is wider than the instruction", line, None,
                           path, text)
        data = n.to_bytes(len(data), "little")
    unknown = set(ext) - {"xor"}
    if unknown:
        raise AsmError(f"unknown gcnasm extension {sorted(unknown)[0]!r}", line, None, path, text)
    return data

