"""Spellings llvm-mc's AMDGPU parser accepts but never prints, rewritten to
the printed ones (issue 22, item 1).

The encoder tries an instruction's text as written first; only when no form
fits does it call :func:`rewrite` and try once more with the result (and,
failing that, reports the first round's error).  So text in gcnasm's (and
llvm-mc's printed) syntax never goes through here, and a rewrite can never
change how such text encodes.

Each rewrite is a fact of LLVM 22's parser
(lib/Target/AMDGPU/AsmParser/AMDGPUAsmParser.cpp), checked against llvm-mc
by tests/test_isa_lenient.py and tests/test_isa_mnemonics.py:

* commas between operands are optional (``parseInstruction`` skips one
  after each operand if it is there), so ``v1 v2, v3`` and ``v3,`` read as
  ``v1, v2, v3``: the encoder drops every ``,`` and matches the template
  without its commas;
* ``acc`` is another prefix of an AGPR (``getRegularRegKind``);
* a register list ``[v8,v9,v10]`` is the tuple ``v[8:10]``, and
  ``[exec_lo,exec_hi]`` (likewise vcc, flat_scratch, xnack_mask, tba, tma)
  the 64-bit register (``parseRegisterList``, ``AddNextRegisterToList``);
  a register index may be an absolute expression, ``v[2*2-2:(3*3-6)]``;
* ``abs(x)`` is ``|x|``, ``-abs(x)`` is ``-|x|``, ``neg(r)`` of a register
  ``-r`` (``parseRegOrImmWithFPInputMods``);
* an MTBUF format may be written as ``dfmt:D, nfmt:N`` or ``format:N`` or
  with only one of the two names (``parseDfmtNfmt``, ``parseSymbolicOrNumericFormat``),
  the other taking its default (BUF_DATA_FORMAT_8, BUF_NUM_FORMAT_UNORM);
* ``s_set_gpr_idx_on``'s mode may be a plain 4-bit number (``parseGPRIdxMode``).
"""

from __future__ import annotations

import re

from . import immediates as IMM
from .syntax import Token, looks_immediate

# The 64-bit special registers a list of their halves names
# (AMDGPUAsmParser::AddNextRegisterToList).
_PAIRS = {("exec_lo", "exec_hi"): "exec", ("vcc_lo", "vcc_hi"): "vcc",
          ("flat_scratch_lo", "flat_scratch_hi"): "flat_scratch",
          ("xnack_mask_lo", "xnack_mask_hi"): "xnack_mask",
          ("tba_lo", "tba_hi"): "tba", ("tma_lo", "tma_hi"): "tma"}

_ACC = re.compile(r"(?<![\w.$])acc(?=\d|\[)", re.I)
_INDEXED = re.compile(r"^(v|s|a|ttmp)\[([^\[\]]*)\]$", re.I)
_SINGLE = re.compile(r"^(v|s|a|ttmp)(\d+)$", re.I)
_ABS = re.compile(r"^(-?)\s*abs\((.*)\)$", re.I | re.S)
_NEG = re.compile(r"^neg\((.*)\)$", re.I | re.S)
# a register tuple inside a larger operand (-v[2+0:3], |s[4:5]|)
_INDEXED_INSIDE = re.compile(r"(?<![\w.$])(v|s|a|ttmp)\[([^\[\]]*)\]", re.I)
_DFMT = re.compile(r"^dfmt:(.+)$", re.I)
_NFMT = re.compile(r"^nfmt:(.+)$", re.I)
_FORMAT = re.compile(r"^format:\[(.*)\]$|^format:([^\[].*)$", re.I)


def rewrite(mnemonic: str, toks: list[Token]) -> list[Token] | None:
    """The tokens in printed syntax, without commas; None when nothing in
    them needs (or admits) a rewrite beyond the commas."""
    out: list[Token] = []
    sign = None
    for tok in toks:
        if tok.text == ",":
            continue
        if tok.text == "-":                 # "- abs(v2)": the sign apart
            sign = tok
            continue
        if sign is not None:
            tok, sign = Token("-" + tok.text, sign.col), None
        text = _ACC.sub("a", tok.text)
        text = _register_list(text) or _register_index(text) or \
            _INDEXED_INSIDE.sub(_index_inside, text)
        m = _ABS.match(text)
        if m:
            text = f"{m.group(1)}|{m.group(2).strip()}|"
        m = _NEG.match(text)
        if m and not looks_immediate(m.group(1)):
            text = "-" + m.group(1).strip()         # neg(v1) on a register: -v1
        out.append(Token(text, tok.col))
    if sign is not None:
        out.append(sign)
    out = _mtbuf_format(out)
    if mnemonic.startswith("s_set_gpr_idx_on") and len(out) == 2:
        out[1] = _gpr_idx_mode(out[1])
    return out


def _evaluate(text: str) -> int | None:
    try:
        value, symbolic = IMM.evaluate(text)
    except IMM.ImmError:
        return None
    return value if isinstance(value, int) and not symbolic else None


def _register_index(text: str) -> str | None:
    """``v[expr]`` / ``v[expr:expr]`` with constant expressions."""
    m = _INDEXED.match(text.strip())
    if not m:
        return None
    kind, inside = m.group(1).lower(), m.group(2)
    parts = _split_range(inside)
    nums = [_evaluate(p) for p in parts]
    if not 1 <= len(nums) <= 2 or any(n is None or n < 0 for n in nums):
        return None
    lo, hi = nums[0], nums[-1]
    return f"{kind}{lo}" if lo == hi else f"{kind}[{lo}:{hi}]"


def _index_inside(m) -> str:
    return _register_index(m.group(0)) or m.group(0)


def _split_range(inside: str) -> list[str]:
    """``a:b`` at parenthesis depth 0 (an expression may hold brackets)."""
    depth = 0
    for i, c in enumerate(inside):
        depth += c == "("
        depth -= c == ")"
        if c == ":" and depth == 0:
            return [inside[:i], inside[i + 1:]]
    return [inside]


def _register_list(text: str) -> str | None:
    """``[r1,r2,...]``: consecutive registers of one kind, or the two halves
    of a 64-bit special register."""
    t = text.strip()
    if not (t.startswith("[") and t.endswith("]")) or ":" in t.split("[", 1)[0]:
        return None
    items = [x.strip().lower() for x in _split_top(t[1:-1])]
    if not items or not all(items):
        return None
    if len(items) == 2 and tuple(items) in _PAIRS:
        return _PAIRS[tuple(items)]
    regs = []
    for item in items:
        one = _register_index(item) or item
        m = _SINGLE.match(one)
        if not m:
            return None
        regs.append((m.group(1).lower(), int(m.group(2))))
    kind = regs[0][0]
    first = regs[0][1]
    if any(k != kind or n != first + i for i, (k, n) in enumerate(regs)):
        return None
    return f"{kind}{first}" if len(regs) == 1 else f"{kind}[{first}:{first + len(regs) - 1}]"


def _split_top(text: str) -> list[str]:
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(text[start:i])
            start = i + 1
    out.append(text[start:])
    return out


# --- MTBUF formats -------------------------------------------------------------

_DEFAULT_DFMT, _DEFAULT_NFMT = 1, 0


def _format_names() -> tuple[list[str], list[str]]:
    """(data format names by dfmt, number format names by nfmt), read off
    the generated table's token map of the MTBUF format field (the names
    llvm-objdump prints; index dfmt | nfmt << 4)."""
    from .tables import gfx950 as TABLES
    for spec in TABLES.RENDERERS.values():
        if spec[0] == "map" and spec[1] and spec[1][0] == " format:[BUF_DATA_FORMAT_INVALID]":
            tokens = spec[1]
            break
    else:                                   # pragma: no cover - tables without MTBUF
        return [], []
    data, num = [], []
    for d in range(16):
        data.append(_inside(tokens[d]) if d != _DEFAULT_DFMT else "BUF_DATA_FORMAT_8")
    for n in range(8):
        num.append(_inside(tokens[_DEFAULT_DFMT | n << 4]) if n != _DEFAULT_NFMT
                   else "BUF_NUM_FORMAT_UNORM")
    return data, num


def _inside(token: str | None) -> str:
    m = re.search(r"\[(.*)\]", token or "")
    return m.group(1) if m else ""


_NAMES: tuple[list[str], list[str]] | None = None


def _canonical_format(dfmt: int, nfmt: int) -> str | None:
    """The printed spelling of a format (None: the default, printed as nothing)."""
    data, num = _NAMES
    parts = []
    if dfmt != _DEFAULT_DFMT:
        parts.append(data[dfmt])
    if nfmt != _DEFAULT_NFMT:
        parts.append(num[nfmt])
    return f"format:[{','.join(parts)}]" if parts else None


def _mtbuf_format(toks: list[Token]) -> list[Token]:
    global _NAMES
    if not any(t.text.lower().startswith(("dfmt:", "nfmt:", "format:")) for t in toks):
        return toks
    if _NAMES is None:
        _NAMES = _format_names()
    data, num = _NAMES
    out: list[Token] = []
    pending: dict = {}
    col = None
    for tok in toks:
        text = tok.text.strip()
        dm, nm, fm = _DFMT.match(text), _NFMT.match(text), _FORMAT.match(text)
        if dm or nm:
            v = _evaluate((dm or nm).group(1))
            if v is None:
                return toks
            pending["dfmt" if dm else "nfmt"] = v
            col = tok.col if col is None else col
            continue
        if fm:
            if fm.group(2) is not None:                 # format:N
                v = _evaluate(fm.group(2))
                if v is None or not 0 <= v < 128:
                    return toks
                d, n = v & 15, v >> 4
            else:
                d, n = _DEFAULT_DFMT, _DEFAULT_NFMT
                for name in (x.strip().upper() for x in fm.group(1).split(",")):
                    if name in data:
                        d = data.index(name)
                    elif name in num:
                        n = num.index(name)
                    else:
                        return toks
            canon = _canonical_format(d, n)
            if canon is not None:
                out.append(Token(canon, tok.col))
            continue
        if pending and not (dm or nm):
            # dfmt:/nfmt: come before soffset in llvm-mc's old syntax; the
            # format goes after it in the printed one
            out.append(tok)
            canon = _canonical_format(pending.get("dfmt", _DEFAULT_DFMT),
                                      pending.get("nfmt", _DEFAULT_NFMT))
            if canon is not None:
                out.append(Token(canon, col))
            pending = {}
            continue
        out.append(tok)
    if pending:
        return toks
    return out


def _gpr_idx_mode(tok: Token) -> Token:
    v = _evaluate(tok.text)
    if v is None or not 0 <= v < 16:
        return tok
    from .printers import GPR_IDX
    names = [GPR_IDX[i] for i in range(4) if v >> i & 1]
    return Token(f"gpr_idx({','.join(names)})", tok.col)
