"""What an instruction reads, writes and is: typed operands, register units,
category, memory behaviour, counters and MFMA pass counts.

Per-opcode facts come from the generated table
gcnasm/isa/tables/gfx950_semantics.py (see gcnasm/isa/generate_semantics.py
for where each fact comes from).  Which printed operand is a destination is
read off the entry's template: each operand's placeholder names the encoding
field it prints (``vdst``, ``sdst``, ``src0``, ``vdata``, ...).

:func:`semantics_of` computes an :class:`InstructionSemantics` once per
distinct instruction word; :class:`gcnasm.isa.Instruction` caches it on the
first instruction with those bytes, so decoding stays as fast as before and
the first access to ``.reads`` of a kernel's instructions costs one
computation per distinct word.
"""

from __future__ import annotations

import re
from typing import Dict, FrozenSet, List, Optional, Tuple

from ..errors import GcnasmError
from .operands import (Label, Modifier, Operand, Register, RegisterUnit,
                       parse_modifier, parse_operand, register)
from .caches import BoundedCache
from .tables import gfx950 as ENCODING_TABLES
from .templates import PLACEHOLDER
from .syntax import split_tokens

CATEGORIES = ("salu", "valu", "trans", "mfma", "vmem", "flat", "lds", "smem", "branch",
              "waitcnt", "barrier", "nop", "other")
_COUNTERS = {"vm": "vm_cnt", "lgkm": "lgkm_cnt", "exp": "exp_cnt"}
# Fields whose operand is the destination (memory data fields depend on the opcode).
_DEST_FIELDS = frozenset({"vdst", "sdst"})
_DATA_FIELDS = frozenset({"vdata", "sdata"})
# Encoding fields that are the same operand under another name in some families.
_FIELD_NAMES = {"ssrc0": "src0", "ssrc1": "src1", "dsrc0": "src0", "vsrc1": "src1"}
_MARK = "\ue000"


class SemanticsError(GcnasmError):
    """The model cannot say what an instruction does (a gap in the tables)."""


class InstructionSemantics:
    """The per-word facts behind Instruction.operands/.reads/.writes/..."""

    __slots__ = ("operands", "fields", "defs", "uses", "reads", "writes", "category", "flags",
                 "passes", "counters", "implicit_reads", "implicit_writes", "memory_width",
                 "shape")

    def __init__(self, operands, fields, defs, uses, reads, writes, category, flags, passes,
                 counters, implicit_reads, implicit_writes, memory_width, shape):
        self.operands: Tuple[Operand, ...] = operands
        # the encoding field each operand prints (normalised: src0/src1/src2 for
        # sources; vdst, sdst, vdata, sdata, addr, vaddr, saddr, data, data0,
        # data1, srsrc, soffset, sbase, scale_a, scale_b, simm16, ...); None
        # for modifiers and for registers the entry prints as fixed text (vcc)
        self.fields: Tuple[Optional[str], ...] = fields
        self.memory_width: Optional[int] = memory_width
        self.defs: Tuple[int, ...] = defs
        self.uses: Tuple[int, ...] = uses
        self.reads: FrozenSet[RegisterUnit] = reads
        self.writes: FrozenSet[RegisterUnit] = writes
        self.category: str = category
        self.flags: FrozenSet[str] = flags
        self.passes: Optional[int] = passes
        self.counters: FrozenSet[str] = counters
        self.implicit_reads: FrozenSet[RegisterUnit] = implicit_reads
        self.implicit_writes: FrozenSet[RegisterUnit] = implicit_writes
        # Words with equal shapes (a hashable key) differ only in their
        # registers' numbers and widths: everything here but the operands'
        # registers, ``reads`` and ``writes`` is the same for them.  None
        # for a word that shares its shape with no other (a branch).
        self.shape: Optional[tuple] = shape


def _semantics_table() -> Dict[str, tuple]:
    # Imported on first use, not with gcnasm.isa: decoding and printing alone
    # (the command line's cold start) never need it.
    global _SEMANTICS
    if _SEMANTICS is None:
        from .tables.gfx950_semantics import SEMANTICS
        _SEMANTICS = SEMANTICS
    return _SEMANTICS


_SEMANTICS: Optional[Dict[str, tuple]] = None


# ---------------------------------------------------------------------------
# The template's operand positions

_positions_cache: Dict[Tuple[str, tuple], tuple] = {}


def _positions(template) -> tuple:
    """For each comma-separated operand of the entry's text: ("slot", field
    names, renderer id) for a placeholder, ("fixed", text) for fixed text."""
    key = (template.family.name, template.key)
    hit = _positions_cache.get(key)
    if hit is not None:
        return hit
    slots = []

    def mark(m):
        slots.append((tuple(m.group(1).split(",")), m.group(2)))
        return chr(ord(_MARK) + len(slots) - 1)

    marked = PLACEHOLDER.sub(mark, template.text)
    out = []
    # A placeholder glued to the mnemonic ("s_endpgm{simm16:...}") prints
    # " N" or nothing: an operand that may be absent, marked "optional".
    head = split_tokens(marked)[0] if marked else ""
    glued = [ch for ch in head if _MARK <= ch <= chr(ord(_MARK) + len(slots))]
    if glued:
        names, rid = slots[ord(glued[0]) - ord(_MARK)]
        out.append(("optional", names, rid))
    for tok, positional in _walk(marked):
        if not positional:
            continue
        first = tok[0] if tok else ""
        if _MARK <= first <= chr(ord(_MARK) + len(slots)):
            names, rid = slots[ord(first) - ord(_MARK)]
            out.append(("slot", names, rid))
        else:
            fixed = tok
            for i, ch in enumerate(tok):
                if _MARK <= ch <= chr(ord(_MARK) + len(slots)):
                    fixed = tok[:i]
                    break
            out.append(("fixed", fixed))
    result = tuple(out)
    _positions_cache[key] = result
    return result


def _walk(text: str):
    """(token, is positional operand) for each non-separator token after the
    mnemonic: a token after ", " or right after the mnemonic is an operand,
    one after a plain space a modifier."""
    toks = split_tokens(text)
    positional = False
    first = True
    for tok in toks[1:]:
        if tok[0] == "," or tok[0] == " ":
            positional = first or "," in tok
            first = False
            continue
        yield tok, positional
        first = positional = False


def _kind(rid: str) -> str:
    spec = ENCODING_TABLES.RENDERERS.get(rid)
    if spec is None:
        return ""
    if spec[0] == "mods":
        return _kind(spec[2])
    if spec[0] != "src":
        return ""
    t = spec[2]
    if "bf16" in t:
        return "bf16"
    if "16" in t:
        return "f16"
    if "64" in t:
        return "f64"
    return ""


# ---------------------------------------------------------------------------

def table_key(family_name: str, mnemonic: str, llvm_text: str) -> str:
    lds = " lds" if family_name == "MUBUF" and llvm_text.endswith(" lds") else ""
    return f"{family_name} {mnemonic}{lds}"


# Words of one opcode that differ only in register numbers share a shape
# (their text with each register replaced by NUL, and what else decides the
# semantics): the same operand roles, fields, modifiers and pass count.  A
# word whose shape was seen takes them from the first one and parses only its
# registers.  The one split of its text by _REGISTER_TOKEN gives both the
# shape's text (parts[0::2]) and the registers (parts[1::2]).
_REGISTER_TOKEN = re.compile(r"(?<![\w:\[.])((?:[vsa]|ttmp)(?:\d+|\[\d+:\d+\]))(?![\w:])")
_shapes = BoundedCache(__name__, 200_000)


class _Shape:
    """What a word's shape fixes: per operand token, None for a register
    (parsed per word) or the operand itself; everything else of the
    semantics but the registers; and where each register's token is in the
    split text (see _recipe)."""

    __slots__ = ("operands", "kinds", "sem", "filled", "recipe")

    def __init__(self, sem, kinds, text, parts):
        self.operands = tuple(None if isinstance(op, Register) else op for op in sem.operands)
        self.kinds = tuple(kinds)
        self.sem = sem
        self.filled, self.recipe = _recipe(text, parts, sem.operands, self.operands, self.kinds)


def _recipe(text, parts, first, operands, kinds):
    """(the operands with those of fixed text filled in from ``first``, the
    first word's: vcc, m0; per other register operand, (its index, the index
    of its register in the split text's registers, the text of its token
    before and after that register: "-" and "" for "-v1", its kind)).  None,
    None where a token holds two registers or a register is not a register
    operand: then each word of the shape walks its tokens."""
    spans = []                      # (start, end) of each operand's token, as _walk gives them
    at = 0
    for k, tok in enumerate(split_tokens(text)):
        if k and tok[0] != "," and tok[0] != " ":
            spans.append((at, at + len(tok)))
        at += len(tok)
    if at != len(text) or len(spans) != len(operands):
        return None, None
    starts = []                     # where each register of the split text starts
    at = 0
    for k, part in enumerate(parts):
        if k % 2:
            starts.append(at)
        at += len(part)
    regs = parts[1::2]
    filled = list(operands)
    out = []
    j = 0
    for i, (start, end) in enumerate(spans):
        inside = []
        while j < len(starts) and starts[j] < end:
            if starts[j] < start:
                return None, None   # a register outside every operand token
            inside.append(j)
            j += 1
        if operands[i] is not None:
            if inside:
                return None, None
        elif not inside:
            filled[i] = first[i]    # the same text in every word of the shape
        elif len(inside) == 1 and starts[inside[0]] + len(regs[inside[0]]) <= end:
            r = inside[0]
            out.append((i, r, text[start:starts[r]], text[starts[r] + len(regs[r]):end],
                        kinds[i]))
        else:
            return None, None
    if j != len(starts):
        return None, None
    return tuple(filled), tuple(out)


def semantics_of(inst, template) -> InstructionSemantics:
    """Compute the semantics of a decoded Instruction whose table entry is
    ``template`` (uncached per word; shared per shape, see _Shape)."""
    if inst.branch_target is not None:
        return _semantics_of(inst, template, None, None)
    text = inst.llvm_text
    parts = _REGISTER_TOKEN.split(text)
    key = (inst.family.name, inst.key, "\0".join(parts[0::2]), inst.literal,
           _dst_hi(inst, template, inst.mnemonic))
    shape = _shapes.get(key)
    if shape is None:
        kinds: List[str] = []
        sem = _semantics_of(inst, template, kinds, key)
        _shapes.put(key, _Shape(sem, kinds, text, parts))
        return sem
    sem = shape.sem
    literal = inst.literal
    recipe = shape.recipe
    if recipe is not None:
        operands = list(shape.filled)
        regs = parts[1::2]
        for i, r, before, after, kind in recipe:
            op = operands[i] = parse_operand(before + regs[r] + after, literal, kind)
            if not isinstance(op, Register):
                # a shape's register turned out not to be one: no sharing
                return _semantics_of(inst, template, None, None)
    else:
        operands = list(shape.operands)
        tokens = [tok for tok, _ in _walk(text)]
        for i, op in enumerate(operands):
            if op is None:
                op = operands[i] = parse_operand(tokens[i], literal, shape.kinds[i])
                if not isinstance(op, Register):
                    return _semantics_of(inst, template, None, None)
    reads = set(sem.implicit_reads)
    writes = set(sem.implicit_writes)
    cmpswap = "cmpswap" in sem.flags
    defs, uses = sem.defs, sem.uses
    for i in defs:
        op = operands[i]
        units = op.units
        if cmpswap and i in uses and op.count > 1:
            units = units[:op.count // 2]
        writes.update(units)
    for i in uses:
        reads.update(operands[i].units)
    return InstructionSemantics(tuple(operands), sem.fields, defs, uses, frozenset(reads),
                                frozenset(writes), sem.category, sem.flags, sem.passes,
                                sem.counters, sem.implicit_reads, sem.implicit_writes,
                                sem.memory_width, key)


def _dst_hi(inst, template, mnemonic) -> bool:
    """VOP3 op_sel with the destination bit: a 16-bit result goes to the high
    half and the low half is kept (v_pack_b32_f16 writes all 32 bits; the
    conversions that write part of their destination are "tied" facts)."""
    return inst.family.name == "VOP3" and template is not None \
        and "opsel3" in template.text and not mnemonic.startswith(("v_pack_", "v_cvt_")) \
        and inst.family.f("opsel3").get(inst.value) == 1


def _semantics_of(inst, template, kinds: Optional[List[str]],
                  shape: Optional[tuple]) -> InstructionSemantics:
    """semantics_of for one word, of shape ``shape``; ``kinds`` (when given)
    gets each operand token's constant kind ("f16", "bf16", "f64" or "")."""
    text = inst.llvm_text
    mnemonic = text.split(" ", 1)[0]
    fam = inst.family.name
    key = table_key(fam, mnemonic, text)
    row = _rows.get(key)
    if row is None:
        row = _row(key, text)
    category, flags, implicit_reads, implicit_writes, passes, width, counters = row
    positions = _positions(template) if template is not None else None

    toks = list(_walk(text))
    positional = [t for t, p in toks if p]
    if positions and positions[0][0] == "optional":
        # present when it printed something
        positions = (("slot",) + positions[0][1:],) + positions[1:] \
            if len(positional) == len(positions) else positions[1:]
    if positions is None or len(positions) != len(positional):
        raise SemanticsError(f"cannot align the operands of {text!r} with its template "
                             f"({fam} {inst.key})")

    literal = inst.literal
    operands: List[Operand] = []
    fields: List[Optional[str]] = []
    roles: List[str] = []
    modifiers: Dict[str, object] = {}
    branch = inst.branch_target
    pos_i = 0
    for tok, is_pos in toks:
        if kinds is not None:
            kinds.append("")
        if not is_pos:
            m = parse_modifier(tok)
            operands.append(m)
            fields.append(None)
            roles.append("")
            modifiers[m.name] = m.value
            continue
        where = positions[pos_i]
        pos_i += 1
        if where[0] == "fixed":
            op = register(tok)
            if op is None:
                op = parse_modifier(tok)
            operands.append(op)
            fields.append(None)
            roles.append("fixed")
            continue
        names, rid = where[1], where[2]
        if branch is not None and names == ("simm16",):
            operands.append(Label(tok, branch))
            fields.append("simm16")
            roles.append("")
            continue
        kind = _kind(rid)
        if kinds is not None:
            kinds[-1] = kind
        op = parse_operand(tok, literal, kind)
        if isinstance(op, Modifier) and op.name != "off":
            modifiers[op.name] = op.value
        operands.append(op)
        fields.append(None if isinstance(op, Modifier) else _FIELD_NAMES.get(names[0], names[0]))
        roles.append(_field_role(names[0], flags))
    # roles: "def", "use", "defuse", "" (not a register role)
    roles = _resolve_roles(roles, operands, flags, modifiers, _dst_hi(inst, template, mnemonic))

    reads = set(implicit_reads)
    writes = set(implicit_writes)
    defs, uses = [], []
    for i, (op, role) in enumerate(zip(operands, roles)):
        if not isinstance(op, Register):
            continue
        if role in ("def", "defuse"):
            defs.append(i)
            units = op.units
            if "cmpswap" in flags and role == "defuse" and op.count > 1:
                units = units[:op.count // 2]
            writes.update(units)
        if role in ("use", "defuse"):
            uses.append(i)
            reads.update(op.units)

    if passes is not None and "f8f6f4" in flags:
        # A or B in an fp8 format (cbsz/blgp 0 = e4m3, 1 = e5m2): twice the passes
        if modifiers.get("cbsz", 0) in (0, 1) or modifiers.get("blgp", 0) in (0, 1):
            passes *= 2
    return InstructionSemantics(tuple(operands), tuple(fields), tuple(defs), tuple(uses),
                                frozenset(reads), frozenset(writes), category, flags, passes,
                                counters, implicit_reads, implicit_writes, width, shape)


# A table row as semantics_of uses it, by table key: (category, flags,
# implicit reads and writes as units, passes, memory width, counters).
_rows: Dict[str, tuple] = {}


def _row(key: str, text: str) -> tuple:
    row = _semantics_table().get(key)
    if row is None:
        raise SemanticsError(f"no semantics for {key!r} ({text})")
    category, flags, imp_reads, imp_writes, passes, width = row
    flags = frozenset(flags)
    out = (category, flags, frozenset(RegisterUnit.parse(n) for n in imp_reads),
           frozenset(RegisterUnit.parse(n) for n in imp_writes), passes, width,
           frozenset(_COUNTERS[f] for f in flags if f in _COUNTERS))
    _rows[key] = out
    return out


def _field_role(field: str, flags: FrozenSet[str]) -> str:
    if field in _DEST_FIELDS:
        return "use" if "dst_is_src" in flags else "def"
    if field in _DATA_FIELDS:
        if "atomic" in flags:
            return "atomic_data"          # decided by sc0/glc below
        if "store" in flags and "load" not in flags:
            return "use"
        return "def"
    return "use"


def _resolve_roles(roles, operands, flags, modifiers, dst_hi) -> List[str]:
    out = list(roles)
    returns = "sc0" in modifiers or "glc" in modifiers
    for i, r in enumerate(out):
        if r == "atomic_data":
            out[i] = "defuse" if returns else "use"
    # fixed registers (vcc in VOP2/VOPC e32): a destination while every
    # operand before them is one
    seen_use = False
    for i, r in enumerate(out):
        if r == "fixed":
            out[i] = "use" if seen_use else "def"
        if out[i] in ("use", "defuse") or (out[i] == "" and isinstance(operands[i], Register)):
            seen_use = True
    first_def = next((i for i, r in enumerate(out) if r == "def"), None)
    preserve = (modifiers.get("dst_unused") == "UNUSED_PRESERVE"
                or dst_hi
                or ("dpp_old" in flags and not _dpp_writes_every_lane(modifiers)))
    if first_def is not None and ("tied" in flags or preserve or "src0_written" in flags):
        out[first_def] = "defuse"
    if "src0_written" in flags:
        for i, r in enumerate(out):
            if r == "use":
                out[i] = "defuse"
                break
    return out


# DPP controls whose source lane is valid for every lane (the others shift
# lanes in from outside the row or wave: those lanes keep the old value
# unless bound_ctrl writes 0 there).
_DPP_ALL_VALID = frozenset({"quad_perm", "row_ror", "row_mirror", "row_half_mirror",
                            "row_newbcast", "wave_ror", "wave_rol"})


def _dpp_writes_every_lane(modifiers) -> bool:
    """DPP writes every active lane: full row and bank masks, and either
    bound_ctrl or a control with no invalid source lane."""
    if modifiers.get("row_mask", 0xF) != 0xF or modifiers.get("bank_mask", 0xF) != 0xF:
        return False
    return "bound_ctrl" in modifiers or any(c in modifiers for c in _DPP_ALL_VALID)


__all__ = ["InstructionSemantics", "SemanticsError", "semantics_of", "CATEGORIES"]
