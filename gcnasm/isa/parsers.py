"""Renderers read backwards: operand text to field values.

Each renderer spec of the generated tables (see :mod:`gcnasm.isa.generate`)
becomes a :class:`Renderer` that knows its printed forms and parses operand
text back into the values of its fields.  Register tokens are matched after
normalising the spellings llvm-mc accepts (``s[4]``, ``[s4,s5]``,
``src_scc``/``scc``); immediates go through :mod:`gcnasm.isa.immediates`
with the operand's type.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from . import immediates as IMM
from . import printers
from .caches import BoundedCache
from .syntax import Token, looks_immediate
from .tables import gfx950 as TABLES

LITERAL_MARK = "\x00LIT"


class OperandError(ValueError):
    """An operand that does not parse; ``column`` is its offset within the
    operand's first token."""

    def __init__(self, message: str, column: int = 0):
        super().__init__(message)
        self.column = column


class Context:
    """Where an operand is parsed: its instruction and how to resolve names."""

    __slots__ = ("text", "end", "pc", "resolve", "branch")

    def __init__(self, text: str, end: int, pc: int = 0,
                 resolve: Callable[[str], int] | None = None, branch: bool = False):
        self.text = text                        # the whole instruction
        self.end = end                          # column of its end
        self.pc = pc
        self.resolve = resolve
        self.branch = branch                    # slot takes a branch target

    def __repr__(self) -> str:
        return (f"Context(text={self.text!r}, end={self.end!r}, pc={self.pc!r}, "
                f"resolve={self.resolve!r}, branch={self.branch!r})")


# ---------------------------------------------------------------------------
# Register spellings

_ALIASES = {
    "shared_base": "src_shared_base", "shared_limit": "src_shared_limit",
    "private_base": "src_private_base", "private_limit": "src_private_limit",
    "pops_exiting_wave_id": "src_pops_exiting_wave_id", "lds_direct": "src_lds_direct",
    "vccz": "src_vccz", "execz": "src_execz", "scc": "src_scc",
}
_RANGE = re.compile(r"^(v|s|a|ttmp|acc)\[(\d+)(?::(\d+))?\]$")
_LIST = re.compile(r"^\[((?:v|s|a|ttmp)\d+(?:,(?:v|s|a|ttmp)\d+)*)\]$")


_normalised = BoundedCache(__name__, 200_000)


def normalise(token: str) -> str:
    """The canonical spelling of a register or plain token (comments kept)."""
    got = _normalised.get(token)
    if got is None:
        got = _normalised.put(token, _normalise(token))
    return got


def _normalise(token: str) -> str:
    t = token.strip().lower().replace(" ", "")
    t = _ALIASES.get(t, t)
    if "[" not in t:                    # no register range or list
        return t
    m = _RANGE.match(t)
    if m:
        kind, lo, hi = m.group(1), int(m.group(2)), m.group(3)
        kind = "a" if kind == "acc" else kind
        hi = lo if hi is None else int(hi)
        return f"{kind}{lo}" if hi == lo else f"{kind}[{lo}:{hi}]"
    m = _LIST.match(t)
    if m:
        regs = m.group(1).split(",")
        kind = re.match(r"[a-z]+", regs[0]).group()
        nums = [int(r[len(kind):]) for r in regs]
        if all(r.startswith(kind) for r in regs) and nums == list(range(nums[0], nums[0] + len(nums))):
            return f"{kind}{nums[0]}" if len(nums) == 1 else f"{kind}[{nums[0]}:{nums[-1]}]"
    return t


_REGISTERISH = re.compile(r"^(?:[vsa]\d+|[vsa]\[|ttmp|acc\d|vcc|exec|m0$|null$|flat_scratch|"
                          r"xnack_mask|src_|tba|tma|scc$|execz$|vccz$|lds_direct$)")


_REGISTER_RANGE = re.compile(r"^(v|s|a|ttmp)(?:(\d+)|\[(\d+):(\d+)\])$")
_REGISTER_LIMIT = {"v": 256, "a": 256, "s": 106, "ttmp": 16}


def register_complaint(text: str, accepted) -> str:
    """llvm-mc's reason for refusing a register operand that is not among
    ``accepted`` (normalised spellings): out of range, not on gfx950, a
    misaligned scalar tuple, or the wrong kind of register."""
    m = _REGISTER_RANGE.match(text)
    if not m:
        return "invalid operand for instruction"
    kind = m.group(1)
    lo = int(m.group(2) if m.group(2) is not None else m.group(3))
    hi = int(m.group(2) if m.group(2) is not None else m.group(4))
    size = hi - lo + 1
    if kind in ("s", "ttmp") and size > 1:
        align = 2 if size == 2 else 4
        if lo % align:
            base = lo - lo % align
            if normalise(f"{kind}[{base}:{base + size - 1}]") in accepted or \
                    hi >= _REGISTER_LIMIT[kind]:
                return "invalid register alignment"
    if kind == "s" and size == 1 and 102 <= lo < 106:
        return f"s{lo} register not available on this GPU"
    if hi >= _REGISTER_LIMIT[kind] or size < 1:
        return "register index is out of range"
    return "invalid operand for instruction"


_BITLIST = re.compile(r"^(\w+):\[([01](?:,[01])*)\]$")
_NUMERIC = re.compile(r"^(?:(\w+):)?(-?(?:0x[0-9a-f]+|\d+))$", re.I)


def _numeric_key(text: str):
    m = _NUMERIC.match(text.strip())
    if not m:
        return None
    try:
        return (m.group(1) or "").lower(), int(m.group(2), 0)
    except ValueError:
        return None


# ---------------------------------------------------------------------------
# Renderers

class Renderer:
    optional = False
    default = None
    ntokens = 1

    def parse(self, toks, i, ctx) -> tuple[object, int]:
        raise NotImplementedError

    def parse_modifier(self, toks, i, ctx):
        """(value, tokens used) if toks[i] is this modifier, else None."""
        return None

    def fields_of(self, val) -> tuple[tuple[int, ...], int | None]:
        raise NotImplementedError


class MapRenderer(Renderer):
    """A token map: field value(s) <-> printed text."""

    def __init__(self, tokens: Sequence[str | None], widths: Sequence[int] | None = None):
        self.tokens = tokens
        rev: dict[str, int] = {}
        self.rev = rev
        self.dups: dict[int, tuple[int, ...]] = {}     # first value -> all with its text
        ntokens = 1
        known = _normalised.get         # normalise(), its cache read inline
        for v, t in enumerate(tokens):
            if t is None or t == LITERAL_MARK:
                continue
            key = known(t)
            if key is None:
                key = normalise(t)
            first = rev.setdefault(key, v)
            if first != v:
                self.dups[first] = self.dups.get(first, (first,)) + (v,)
            # a register printed with llvm-mc's complaint also parses without
            # it only when no clean spelling exists for that register
            if " " in t:
                ntokens = max(ntokens, len([x for x in t.split(" ") if x]))
        self.ntokens = ntokens
        if "" in tokens:
            self.optional = True
            self.default = tokens.index("")
        self._infer_default_spelling()
        self._num_rev: dict[tuple[str, int], int] | None = None

    @property
    def num_rev(self) -> dict[tuple[str, int], int]:
        """Numbers and "name:number" tokens by value, so that they also match
        when spelled differently (0x0 == 0, bitop3:161 == bitop3:0xa1); made
        at the first lookup that needs it (a text found as printed never
        does)."""
        if self._num_rev is None:
            num_rev: dict[tuple[str, int], int] = {}
            for v, t in enumerate(self.tokens):
                if t:
                    k = _numeric_key(t)
                    if k is not None:
                        num_rev.setdefault(k, v)
            self._num_rev = num_rev
        return self._num_rev

    def _infer_default_spelling(self):
        """For a bit list printed as ``kw:[a,b,c]`` except at its default:
        the one list spelling never printed names that default (llvm-mc
        accepts ``op_sel_hi:[1,1]`` written out); likewise ``kw:0`` for a
        flag printed only as ``kw:1`` (``fi:0``)."""
        lists = {}
        empty = [v for v, t in enumerate(self.tokens) if t == ""]
        if len(empty) != 1:
            return
        shown = [t.strip() for t in self.tokens if t]
        m = re.match(r"^(\w+):1$", shown[0]) if len(shown) == 1 else None
        if m:
            self.rev.setdefault(normalise(f"{m.group(1)}:0"), empty[0])
            return
        for t in self.tokens:
            if not t:
                continue
            m = _BITLIST.match(t.strip())
            if not m:
                return
            lists[(m.group(1), m.group(2).replace(",", ""))] = True
        kws = {k for k, _ in lists}
        if len(kws) != 1:
            return
        kw = kws.pop()
        n = len(next(iter(lists))[1])
        missing = [b for b in (format(i, f"0{n}b") for i in range(1 << n)) if (kw, b) not in lists]
        if len(missing) == 1:
            self.rev.setdefault(normalise(f"{kw}:[{','.join(missing[0])}]"), empty[0])

    def _lookup(self, text: str) -> int | None:
        # Keys are normalised spellings and normalising is idempotent: a text
        # found as it is needs no normalising (the common case).
        v = self.rev.get(text)
        if v is None:
            v = self.rev.get(normalise(text))
        if v is None and self.num_rev:
            k = _numeric_key(text)
            if k is not None:
                v = self.num_rev.get(k)
        return v

    def parse(self, toks, i, ctx):
        if i < len(toks):
            text = toks[i].text
            if self.ntokens == 1 or _span(toks, i, 2) == 1:      # the common case
                if text != ",":
                    v = self._lookup(text)
                    if v is not None:
                        return v, 1
                raise OperandError(self.complaint(text))
        got = self.parse_modifier(toks, i, ctx)
        if got is not None:
            return got
        raise OperandError(self.complaint(toks[i].text) if i < len(toks)
                           else "invalid operand for instruction")

    def complaint(self, text: str) -> str:
        """Why ``text`` is not one of this map's operands, in llvm-mc's words."""
        t = text.strip().lower()
        if "0.5" in self.rev and looks_immediate(t):
            return "literal operands are not supported"     # a source without literals
        return register_complaint(t, self.rev)

    def parse_modifier(self, toks, i, ctx):
        # the longest run of tokens (no comma among them) that is a spelling
        for n in range(_span(toks, i, self.ntokens), 0, -1):
            v = self._lookup(toks[i].text if n == 1 else " ".join(t.text for t in toks[i:i + n]))
            if v is not None:
                return v, n
        return None

    def fields_of(self, val):
        return (val,), None


def _span(toks, i: int, limit: int) -> int:
    """How many tokens from ``toks[i]`` on (at most ``limit``) come before a comma."""
    n, end = 0, min(len(toks), i + limit)
    while i + n < end and toks[i + n].text != ",":
        n += 1
    return n


class DepRenderer(Renderer):
    """A field whose token map depends on another field's value (the
    f8f6f4 MFMA's A and B tuples, sized by cbsz and blgp).  Parsing yields
    the candidate value for each value of the other field; the encoder picks
    once that field is known."""

    def __init__(self, maps: Sequence[MapRenderer]):
        self.maps = list(maps)

    def parse(self, toks, i, ctx):
        text = toks[i].text
        got = {b: m._lookup(text) for b, m in enumerate(self.maps)}
        got = {b: v for b, v in got.items() if v is not None}
        if not got:
            raise OperandError(self.maps[0].complaint(text))
        return got, 1

    def fields_of(self, val):
        raise TypeError("resolved by the encoder")


class LowRenderer(MapRenderer):
    def __init__(self, bits: int, tokens):
        super().__init__(tokens)


class SrcRenderer(Renderer):
    """A 9-bit source: registers and inline constants through the map; any
    immediate is encoded for the operand's type (inline or literal)."""

    def __init__(self, tokens: MapRenderer, kind: str, suffix: str, decode_only: bool = False):
        self.map = tokens
        self.kind = kind
        self.suffix = suffix
        # llvm-mc decodes a literal here but refuses to assemble one
        self.decode_only = decode_only

    def parse(self, toks, i, ctx):
        text = toks[i].text
        rev = self.map.rev
        exact = rev.get(text)                   # normalised already (see MapRenderer._lookup)
        if exact is None:
            exact = rev.get(normalise(text))
        if exact is not None and not (looks_immediate(text) and "/*" not in text):
            return (exact, None), 1
        if "|" in text or "(" in text:
            folded = _fold_fp_modifiers(text)
            if folded is not None:
                return self.immediate(folded, ctx), 1
        if looks_immediate(text):
            return self.immediate(text, ctx), 1
        if exact is not None:
            return (exact, None), 1
        if ctx.resolve is None or _REGISTERISH.match(text.strip()) or \
                (_REGISTERISH.match(text.strip().lower()) and not _SYMBOL_EXPRESSION.match(text)):
            raise OperandError(register_complaint(text.strip().lower(), self.map.rev))
        # a symbolic expression; llvm-mc's register names are lower case, so
        # V2-.Lpc is a symbol V2 (a global LLVM named so), not v2
        return self.immediate(text, ctx), 1

    def immediate(self, text: str, ctx) -> tuple[int, int | None]:
        body = text
        if self.suffix and body.endswith(self.suffix):
            body = body[: -len(self.suffix)]
        forced = False
        if body.lower().startswith("lit(") and body.endswith(")"):
            forced, body = True, body[4:-1]
        try:
            value, symbolic = IMM.evaluate(body, ctx.resolve)
            enc = IMM.encode_immediate(value, self.kind, forced, symbolic)
        except IMM.ImmError as exc:
            raise OperandError(str(exc), exc.column) from None
        if forced and enc.literal is not None and isinstance(value, int) and self.kind in (
                "f16", "bf16", "i16") and IMM.fits_signed_or_unsigned(value, 32):
            # gcnasm accepts lit() with all 32 bits for a 16-bit operand
            # (llvm-mc prints such literals but cannot read them back).
            enc = IMM.Encoded(255, value & 0xFFFF_FFFF)
        if enc.literal is None:
            tok = self.map.tokens[enc.code]
            if tok is None:
                raise OperandError("invalid operand for instruction")
        elif self.decode_only:
            # llvm-mc's words: a VOP3 source says so; MUBUF's soffset does not
            raise OperandError("literal operands are not supported"
                               if len(self.map.tokens) == 512 else
                               "invalid operand for instruction")
        return enc.code, enc.literal

    def fields_of(self, val):
        code, lit = val
        return (code,), lit


_FP_MODS = re.compile(r"^(-?)\s*(?:\|(.*)\||abs\((.*)\)|neg\((.*)\))$", re.I | re.S)


def _fold_fp_modifiers(text: str) -> str | None:
    """abs/neg on a floating-point constant where the operand has no
    modifier bits (an e32 source): llvm-mc applies them to the constant's
    double (AMDGPUAsmParser.cpp, addLiteralImmOperand with ApplyModifiers:
    applyInputFPModifiers, the sign bit of the 8-byte value of an fp token),
    so ``abs(-4.0)`` is 4.0 and ``neg(1.0)`` -1.0.  The constant's text with
    the sign applied, or None when ``text`` is not such a constant."""
    m = _FP_MODS.match(text.strip())
    if not m:
        return None
    sign, inner = m.group(1), next(g for g in m.group(2, 3, 4) if g is not None).strip()
    is_neg = m.group(4) is not None
    if is_neg:
        m2 = _FP_MODS.match(inner)         # neg(|x|), neg(abs(x))
        if m2 and m2.group(1) == "" and m2.group(4) is None:
            inner = next(g for g in m2.group(2, 3) if g is not None).strip()
            is_abs = True
        else:
            is_abs = False
    else:
        is_abs = True
    if sign and is_neg:
        return None                         # -neg(x): llvm-mc refuses it
    try:
        value, symbolic = IMM.evaluate(inner)
    except IMM.ImmError:
        return None
    if not isinstance(value, float) or symbolic:
        return None
    if is_abs:
        value = abs(value)
    if is_neg != bool(sign):
        value = -value
    return repr(value)


# a name with an upper-case letter, in an expression (an operator after it)
_SYMBOL_EXPRESSION = re.compile(r"^\s*[A-Za-z_.$][\w.$]*[A-Z][\w.$]*\s*[-+]|"
                                r"^\s*[A-Z][\w.$]*\s*[-+]")


class FmtRenderer(Renderer):
    def __init__(self, name: str, pre: str, suf: str, omit_zero: bool):
        self.name = name
        self.pre = pre.strip()
        self.suf = suf.strip()
        self.omit_zero = omit_zero
        self.optional = omit_zero
        self.default = 0 if omit_zero else None
        self.parser = FIELD_PARSERS[name]
        if name == "u16_dec" and self.pre == "offset:":
            self.parser = _u16_offset          # DS: no negative offsets

    def _strip(self, text):
        if self.pre:
            if not text.lower().startswith(self.pre.lower()):
                return None
            text = text[len(self.pre):]
        if self.suf:
            if not text.endswith(self.suf):
                return None
            text = text[: -len(self.suf)]
        return text

    def parse(self, toks, i, ctx):
        used = 1
        text = toks[i].text
        if self.name == "waitcnt":
            j = i + 1
            while j < len(toks) and toks[j].text != "," and _WAITCNT_PART.match(toks[j].text):
                text += " " + toks[j].text
                j += 1
            used = j - i
        body = self._strip(text)
        if body is None:
            raise OperandError("invalid operand for instruction")
        try:
            return self.parser(body, ctx), used
        except IMM.ImmError as exc:
            raise OperandError(str(exc), exc.column) from None

    def parse_modifier(self, toks, i, ctx):
        text = toks[i].text
        if self.pre:
            if not text.lower().startswith(self.pre.lower()):
                return None
        elif not looks_immediate(text):
            return None
        return self.parse(toks, i, ctx)

    def fields_of(self, val):
        return (val,), None


class LitRenderer(Renderer):
    """The mandatory literal (v_fmamk_f32's K, s_setreg_imm32_b32's value)."""

    def __init__(self, kind: str, suffix: str):
        self.kind = "hex32" if kind == "hex32" else kind
        self.suffix = suffix

    def parse(self, toks, i, ctx):
        text = toks[i].text
        if self.suffix and text.endswith(self.suffix):
            text = text[: -len(self.suffix)]
        if text.lower().startswith("lit(") and text.endswith(")"):
            text = text[4:-1]
        try:
            value, symbolic = IMM.evaluate(text, ctx.resolve)
            if self.kind == "k16":
                # a 16-bit K (fixes.KIMM16): half precision, or an integer
                # of 16 bits stored sign-extended to the literal's 32
                if isinstance(value, float):
                    return IMM.encode_immediate(value, "k16").literal, 1
                if not IMM.fits_signed_or_unsigned(value, 16):
                    raise OperandError("invalid operand for instruction")
                return value & 0xFFFF_FFFF, 1
            if isinstance(value, float):
                enc = IMM.encode_immediate(value, "hex32")
                return enc.literal, 1
            if not IMM.fits_signed_or_unsigned(value, 32):
                raise OperandError("invalid operand for instruction")
            return value & 0xFFFF_FFFF, 1
        except IMM.ImmError as exc:
            raise OperandError(str(exc), exc.column) from None

    def fields_of(self, val):
        return (val,), None


class ModsRenderer(Renderer):
    """A source with input modifiers: ``-|x|``, ``|x|``, ``-x``, ``neg(x)``,
    ``abs(x)`` (floating point) or ``sext(x)`` (integer)."""

    def __init__(self, kind: str, inner: Renderer, roles: Sequence[str]):
        self.kind = kind
        self.inner = inner
        self.roles = tuple(roles)
        self.no_flags = (0,) * len(self.roles)

    def parse(self, toks, i, ctx):
        text = toks[i].text
        t = text.strip()
        first = t[:1]
        if first != "-" and first != "|" and t == text and \
                not t[:5].lower().startswith(("neg(", "abs(", "sext(")):
            # no modifier (the common case): the operand as it is
            val, _ = self.inner.parse((toks[i],), 0, ctx)
            return (val, self.no_flags), 1
        flags = {"abs": 0, "neg": 0, "sext": 0}
        if self.kind == "fp":
            if t.lower().startswith("neg(") and t.endswith(")"):
                flags["neg"], t = 1, t[4:-1].strip()
            elif t.startswith("-") and not looks_immediate(t[1:]) :
                flags["neg"], t = 1, t[1:].strip()
            elif t.startswith("-|") :
                flags["neg"], t = 1, t[1:].strip()
            if t.startswith("|") and t.endswith("|") and len(t) > 1:
                flags["abs"], t = 1, t[1:-1].strip()
            elif t.lower().startswith("abs(") and t.endswith(")"):
                flags["abs"], t = 1, t[4:-1].strip()
        else:
            if t.lower().startswith("sext(") and t.endswith(")"):
                flags["sext"], t = 1, t[5:-1].strip()
        if any(flags[r] for r in ("abs", "neg", "sext") if r not in self.roles):
            raise OperandError("not a valid operand.")
        val, _ = self.inner.parse([Token(t, toks[i].col)], 0, ctx)
        return (val, tuple(flags[r] for r in self.roles)), 1

    def fields_of(self, val):
        inner_val, bits = val
        inner_fields, lit = self.inner.fields_of(inner_val)
        return tuple(inner_fields) + tuple(bits), lit


_WAITCNT_PART = re.compile(r"^&?(vmcnt|expcnt|lgkmcnt)(_sat)?\(|^&$", re.I)

# ---------------------------------------------------------------------------
# Parsers of the wide-field printers


def _int(text: str, ctx) -> int:
    value, _ = IMM.evaluate(text, ctx.resolve)
    if isinstance(value, float):
        raise IMM.ImmError("expected an integer")
    return value


def _u16(text, ctx):
    if ctx.branch and not looks_immediate(text):
        return _branch(text, ctx)
    v = _int(text, ctx)
    if not -(1 << 15) <= v < (1 << 16):
        raise IMM.ImmError("invalid operand for instruction")
    return v & 0xFFFF


def _u16_offset(text, ctx):
    v = _int(text, ctx)
    if not 0 <= v < (1 << 16):
        raise IMM.ImmError("expected a 16-bit unsigned offset")
    return v


def _branch(text, ctx):
    if ctx.resolve is None:
        raise IMM.ImmError(f"unknown label {text!r}")
    try:
        target = ctx.resolve(text)
    except KeyError:
        raise IMM.ImmError(f"unknown label {text!r}") from None
    delta = target - (ctx.pc + 4)
    if delta % 4:
        raise IMM.ImmError(f"branch target {text!r} is not 4-byte aligned")
    words = delta // 4
    if not -(1 << 15) <= words < (1 << 15):
        raise IMM.ImmError(f"branch target {text!r} is out of range ({words} words; "
                           f"a branch reaches -32768..32767)")
    return words & 0xFFFF


def _waitcnt(text, ctx):
    # counters separated by spaces, "&" or "," (AMDGPUAsmParser::parseCnt);
    # NAME_sat(n) clamps n to the counter's largest value instead of refusing it
    parts = re.findall(r"(vmcnt|expcnt|lgkmcnt)(_sat)?\s*\(\s*([^)]*)\)", text, re.I)
    if not parts:
        return _u16(text, ctx)
    vm, exp, lgkm = 63, 7, 15
    for name, sat, val in parts:
        n = _int(val, ctx)
        name = name.lower()
        if sat:
            n = max(0, min(n, {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}[name]))
        if name == "vmcnt":
            if not 0 <= n <= 63:
                raise IMM.ImmError("too large value for vmcnt")
            vm = n
        elif name == "expcnt":
            if not 0 <= n <= 7:
                raise IMM.ImmError("too large value for expcnt")
            exp = n
        else:
            if not 0 <= n <= 15:
                raise IMM.ImmError("too large value for lgkmcnt")
            lgkm = n
    return (vm & 0xF) | ((vm >> 4) << 14) | (exp << 4) | (lgkm << 8)


_MSG_BY_NAME = {v: k for k, v in printers.MSG_NAMES.items()}
_GSOP_BY_NAME = {v: k for k, v in printers.GS_OPS.items()}
_SYSOP_BY_NAME = {v: k for k, v in printers.SYS_OPS.items()}
_HWREG_BY_NAME = {v: k for k, v in printers.HWREG.items()}


def _args(text, fn):
    m = re.match(rf"^{fn}\((.*)\)$", text.strip(), re.I | re.S)
    if not m:
        return None
    return [a.strip() for a in m.group(1).split(",")] if m.group(1).strip() else []


def _sendmsg(text, ctx):
    args = _args(text, "sendmsg")
    if args is None:
        return _u16(text, ctx)
    if not 1 <= len(args) <= 3:
        raise IMM.ImmError("invalid sendmsg macro")
    msg = _MSG_BY_NAME.get(args[0].upper())
    msg = msg if msg is not None else _int(args[0], ctx)
    op = 0
    if len(args) > 1:
        name = args[1].upper()
        op = _GSOP_BY_NAME.get(name, _SYSOP_BY_NAME.get(name))
        op = op if op is not None else _int(args[1], ctx)
    stream = _int(args[2], ctx) if len(args) > 2 else 0
    return (msg & 0xF) | ((op & 7) << 4) | ((stream & 3) << 8)


def _hwreg(text, ctx):
    args = _args(text, "hwreg")
    if args is None:
        return _u16(text, ctx)
    if len(args) not in (1, 3):
        raise IMM.ImmError("invalid hwreg macro")
    ident = _HWREG_BY_NAME.get(args[0].upper())
    ident = ident if ident is not None else _int(args[0], ctx)
    offset, width = (0, 32) if len(args) == 1 else (_int(args[1], ctx), _int(args[2], ctx))
    if not 0 <= ident < 64 or not 0 <= offset < 32 or not 1 <= width <= 32:
        raise IMM.ImmError("invalid hardware register")
    return ident | (offset << 6) | ((width - 1) << 11)


def _gpr_idx(text, ctx):
    args = _args(text, "gpr_idx")
    if args is None:
        return _int(text, ctx) & 0xFFFF
    v = 0
    for a in args:
        try:
            v |= 1 << printers.GPR_IDX.index(a.upper())
        except ValueError:
            raise IMM.ImmError(f"unknown VGPR index mode {a!r}") from None
    return v


def _swizzle(text, ctx):
    args = _args(text, "swizzle")
    if args is None:
        return _u16(text, ctx)
    mode = args[0].upper()
    nums = args[1:]
    if mode == "QUAD_PERM":
        lanes = [_int(a, ctx) for a in nums]
        return 0x8000 | sum((x & 3) << (2 * i) for i, x in enumerate(lanes))
    if mode == "ROTATE":
        return 0xC000 | ((_int(nums[0], ctx) & 1) << 10) | ((_int(nums[1], ctx) & 0x1F) << 5)
    if mode == "FFT":
        return 0xE000 | (_int(nums[0], ctx) & 0x1F)
    if mode == "SWAP":
        return 0x1F | (_int(nums[0], ctx) << 10)
    if mode == "REVERSE":
        return 0x1F | ((_int(nums[0], ctx) - 1) << 10)
    if mode == "BROADCAST":
        group, lane = _int(nums[0], ctx), _int(nums[1], ctx)
        return (0x20 - group) | (lane << 5)
    if mode == "BITMASK_PERM":
        mask = nums[0].strip('"')
        and_m = or_m = xor_m = 0
        for i, ch in enumerate(mask):
            bit = 1 << (4 - i)
            if ch == "0":
                pass
            elif ch == "1":
                or_m |= bit
            elif ch == "p":
                and_m |= bit
            elif ch == "i":
                and_m |= bit
                xor_m |= bit
        return and_m | (or_m << 5) | (xor_m << 10)
    raise IMM.ImmError("invalid swizzle macro")


def _s16(text, ctx):
    v = _int(text, ctx)
    if not -(1 << 15) <= v < (1 << 16):
        raise IMM.ImmError("invalid operand for instruction")
    return v & 0xFFFF


def _smem_offset(text, ctx):
    v = _int(text, ctx)
    if not -(1 << 20) <= v < (1 << 20):
        raise IMM.ImmError("expected a 21-bit signed offset")
    return v & 0x1FFFFF


def _dec(text, ctx):
    v = _int(text, ctx)
    if v < 0:
        raise IMM.ImmError("expected a non-negative offset")
    return v


def _s13(text, ctx):
    v = _int(text, ctx)
    if not -(1 << 12) <= v < (1 << 12):
        raise IMM.ImmError("expected a 13-bit signed offset")
    return v & 0x1FFF


def _never(text, ctx):
    raise IMM.ImmError("invalid operand for instruction")


FIELD_PARSERS = {
    "u16_dec": _u16, "u16_hex": _u16, "u16_small_dec": _u16, "s16_dec": _s16,
    "waitcnt": _waitcnt, "sendmsg": _sendmsg, "hwreg": _hwreg, "gpr_idx": _gpr_idx,
    "swizzle": _swizzle, "smem_offset_hex": _smem_offset, "never": _never,
    "dec": _dec, "s13_dec": _s13,
}


_renderers: dict[str, Renderer] = {}


def renderer(rid: str, widths: Sequence[int] | None = None) -> Renderer:
    r = _renderers.get(rid)
    if r is None:
        r = _build(TABLES.RENDERERS[rid], widths)
        _renderers[rid] = r
    return r


def _build(spec, widths) -> Renderer:
    kind = spec[0]
    if kind == "map":
        return MapRenderer(spec[1])
    if kind == "dep":
        return DepRenderer([_map(r) for r in spec[1]])
    if kind == "low":
        return LowRenderer(spec[1], spec[2])
    if kind == "src":
        return SrcRenderer(_map(spec[1]), spec[2], spec[3],
                           decode_only=spec[4:] == ("decode_only",))
    if kind == "fmt":
        return FmtRenderer(*spec[1:])
    if kind == "lit":
        return LitRenderer(spec[1], spec[2])
    if kind == "mods":
        return ModsRenderer(spec[1], renderer(spec[2]), spec[3])
    raise ValueError(f"unknown renderer {spec!r}")


def _map(rid: str) -> MapRenderer:
    """The token map of renderer ``rid``, shared by every renderer built on it."""
    r = renderer(rid) if TABLES.RENDERERS[rid][0] == "map" else None
    return r if type(r) is MapRenderer else MapRenderer(TABLES.RENDERERS[rid][1])
