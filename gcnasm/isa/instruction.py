"""The Instruction object that :func:`gcnasm.decode` returns, and
``decode``/``decode_all``, which make them from the decoder's words."""

from __future__ import annotations

import bisect
from itertools import accumulate

from ..errors import DecodeError
from . import families as FAM
from .caches import BoundedCache
from .fixes import BRANCHES
from .syntax import split_tokens

# typing.TYPE_CHECKING's value, without importing typing (every command's start-up)
TYPE_CHECKING = False
if TYPE_CHECKING:
    from .operands import Operand, RegisterUnit
    from .semantics import InstructionSemantics

# Encoding names as users know them (the issue of LLVM's DPP/SDWA variants
# and of FLAT's three segments folded into one family here).
_ENCODING_NAMES = {
    "VOP3P_MAI": "VOP3P-MAI", "VOP1_DPP": "VOP1-DPP", "VOP2_DPP": "VOP2-DPP",
    "VOPC_DPP": "VOPC-DPP", "VOP1_SDWA": "VOP1-SDWA", "VOP2_SDWA": "VOP2-SDWA",
    "VOPC_SDWA": "VOPC-SDWA", "VOP3P_SCALE": "VOP3P-MAI",
}
_FLAT_SEGMENTS = {0: "FLAT", 1: "SCRATCH", 2: "GLOBAL"}


class _Decoded:
    """What one instruction's bytes decode to, shared by every
    :class:`Instruction` with these bytes (a kernel repeats a few thousand
    distinct words many times; each is decoded, printed and checked once).
    ``compiled`` (the template with its generated functions) is looked up
    when first needed where the word came from :func:`load_plain_words`."""

    __slots__ = ("data", "size", "family", "key", "value", "literal", "_compiled",
                 "llvm_text", "text", "mnemonic", "semantics")

    def __init__(self, data: bytes, family, key: tuple, value: int, literal: int | None,
                 llvm_text: str, compiled=None):
        self.data = data
        self.size = len(data)
        self._compiled = compiled
        self.family = family
        self.key = key
        self.value = value
        self.literal = literal
        self.llvm_text = llvm_text
        self.mnemonic = llvm_text.split(" ", 1)[0]
        self.text: str | None = None
        self.semantics: InstructionSemantics | None = None

    @property
    def compiled(self):
        c = self._compiled
        if c is None:
            from .decoder import compiled
            c = self._compiled = compiled(self.family, self.key)
        return c


class Instruction:
    """One decoded instruction: its offset, and what its bytes decode to
    (shared with every instruction of the same bytes).

    ``text`` is what llvm-mc 22 prints for it, except where llvm-mc's text
    would lose bits of the word: then gcnasm appends an extension comment
    ``/*gcnasm: xor=0x...*/`` (see docs/isa.md) so that ``encode(text)``
    gives back these exact bytes; ``llvm_text`` is llvm-mc's text alone."""

    __slots__ = ("offset", "_decoded")

    def __init__(self, offset: int, decoded: _Decoded):
        self.offset = offset
        self._decoded = decoded

    def at(self, offset: int) -> Instruction:
        """This instruction as found at another offset (same bytes)."""
        if offset == self.offset:
            return self
        twin = _new_instruction(Instruction)
        twin.offset = offset
        twin._decoded = self._decoded
        return twin

    # -- the word ----------------------------------------------------------------
    @property
    def size(self) -> int:
        """Bytes, the literal included."""
        return self._decoded.size

    @property
    def family(self):
        """The encoding family (gcnasm.isa.families.Family)."""
        return self._decoded.family

    @property
    def key(self) -> tuple[int, ...]:
        """The table key (opcode fields) within the family."""
        return self._decoded.key

    @property
    def value(self) -> int:
        """The base encoding as an integer (little-endian), without the literal."""
        return self._decoded.value

    @property
    def literal(self) -> int | None:
        """The 32-bit literal that follows the base encoding, or None."""
        return self._decoded.literal

    # -- text ------------------------------------------------------------------
    @property
    def llvm_text(self) -> str:
        return self._decoded.llvm_text

    @property
    def text(self) -> str:
        d = self._decoded
        text = d.text
        if text is None:
            from . import lossless
            text = d.text = lossless.text_of(d.compiled, d.value, d.literal, d.llvm_text,
                                             d.data)
        return text

    @property
    def mnemonic(self) -> str:
        return self._decoded.mnemonic

    @property
    def operand_texts(self) -> tuple[str, ...]:
        """The operand and modifier texts, as llvm-mc prints them."""
        toks = split_tokens(self.llvm_text)[1:]
        return tuple(t for t in (x.strip() for x in toks) if t and t != ",")

    # -- typed model (see gcnasm/isa/semantics.py) --------------------------------
    @property
    def semantics(self) -> InstructionSemantics:
        """Everything below, computed once per distinct instruction word."""
        d = self._decoded
        sem = d.semantics
        if sem is None:
            # imported on first use: decoding and printing (the command
            # line's cold start) never need the model
            from .semantics import semantics_of
            sem = d.semantics = semantics_of(self, d.compiled.template)
        return sem

    @property
    def operands(self) -> tuple[Operand, ...]:
        """Typed operands and modifiers in printed order: Register,
        Immediate, Literal, Label, Modifier (gcnasm.isa.operands)."""
        return self.semantics.operands

    @property
    def operand_fields(self) -> tuple[str | None, ...]:
        """For each operand, the encoding field it prints: "src0", "src1",
        "src2" for sources (an MFMA's A, B, C), "vdst", "sdst", "vdata",
        "addr", "data0", "srsrc", ...; None for modifiers and for registers
        printed as fixed text (vcc of a VOP2/VOPC e32 form)."""
        return self.semantics.fields

    def operand(self, field: str) -> Operand | None:
        """The operand printed from encoding field ``field`` (see
        operand_fields), or None when the instruction has none."""
        sem = self.semantics
        for op, name in zip(sem.operands, sem.fields):
            if name == field:
                return op
        return None

    @property
    def memory_width(self) -> int | None:
        """Bytes one lane's memory access moves (SMEM: the whole access; LDS-DMA:
        the bytes each lane writes to LDS); None for non-memory instructions."""
        return self.semantics.memory_width

    @property
    def defs(self) -> tuple[int, ...]:
        """Indices into ``operands`` of the registers written."""
        return self.semantics.defs

    @property
    def uses(self) -> tuple[int, ...]:
        """Indices into ``operands`` of the registers read (a register both
        read and written is in both)."""
        return self.semantics.uses

    @property
    def reads(self) -> frozenset[RegisterUnit]:
        """Every 32-bit register unit read, implicit ones included."""
        return self.semantics.reads

    @property
    def writes(self) -> frozenset[RegisterUnit]:
        """Every 32-bit register unit written, implicit ones included."""
        return self.semantics.writes

    @property
    def category(self) -> str:
        """salu, valu, trans, mfma, vmem, flat, lds, smem, branch, waitcnt,
        barrier, nop or other."""
        return self.semantics.category

    @property
    def is_xdl(self) -> bool:
        """A matrix instruction executed on the XDL unit (MFMA/SMFMAC, not
        the f64 DGEMMs)."""
        return "xdl" in self.semantics.flags

    @property
    def is_dgemm(self) -> bool:
        """An f64 matrix instruction (v_mfma_f64_*)."""
        return "dgemm" in self.semantics.flags

    @property
    def is_dot(self) -> bool:
        """A dot-product instruction (v_dot*, v_dot*c)."""
        return "dot" in self.semantics.flags

    @property
    def passes(self) -> int | None:
        """gfx950 pass count of a matrix instruction (f8f6f4: by its A/B
        formats), else None."""
        return self.semantics.passes

    @property
    def may_load(self) -> bool:
        return "load" in self.semantics.flags

    @property
    def may_store(self) -> bool:
        return "store" in self.semantics.flags

    @property
    def is_atomic(self) -> bool:
        return "atomic" in self.semantics.flags

    @property
    def is_lds_dma(self) -> bool:
        """A buffer/global load that writes LDS (address in m0), not VGPRs."""
        return "lds_dma" in self.semantics.flags

    @property
    def writes_lds(self) -> bool:
        """Writes LDS memory: LDS-DMA loads, DS stores and atomics."""
        f = self.semantics.flags
        return "lds_dma" in f or (self.family.name == "DS" and "store" in f)

    @property
    def counters(self) -> frozenset[str]:
        """The s_waitcnt counters it increments: "vm_cnt", "lgkm_cnt", "exp_cnt"."""
        return self.semantics.counters

    @property
    def waitcnt(self) -> dict[str, int] | None:
        """For s_waitcnt: the count each counter must drop to,
        {"vm_cnt": 0..63, "exp_cnt": 0..7, "lgkm_cnt": 0..15} (the maximum
        means no wait), read from simm16 as gfx9 lays it out: vmcnt in bits
        3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8.  None for anything else."""
        if self.family.name != "SOPP" or self.mnemonic != "s_waitcnt":
            return None
        simm = self.value & 0xFFFF
        return {"vm_cnt": (simm & 0xF) | ((simm >> 14) & 0x3) << 4,
                "exp_cnt": (simm >> 4) & 0x7, "lgkm_cnt": (simm >> 8) & 0xF}

    @property
    def flat_segment(self) -> str | None:
        """"flat", "global" or "scratch" for the FLAT family, else None."""
        if self.family.name != "FLAT":
            return None
        return _FLAT_SEGMENTS.get(self.key[1], "FLAT").lower()

    @property
    def encoding(self) -> str:
        name = self.family.name
        if name == "FLAT":
            return _FLAT_SEGMENTS.get(self.key[1], "FLAT")
        return _ENCODING_NAMES.get(name, name)

    def to_bytes(self) -> bytes:
        return self._decoded.data

    @property
    def words(self) -> tuple[int, ...]:
        d = self._decoded.data
        return tuple(int.from_bytes(d[i:i + 4], "little") for i in range(0, len(d), 4))

    @property
    def branch_target(self) -> int | None:
        """For a PC-relative branch: its target as a byte offset from the
        start of this instruction; else None."""
        if self._decoded.mnemonic not in BRANCHES:
            return None
        simm = self.value & 0xFFFF
        if simm >= 0x8000:
            simm -= 0x10000
        return (simm + 1) * 4

    def __repr__(self) -> str:
        return f"<Instruction {self.offset:#x}: {self.text} [{self._decoded.data.hex()}]>"

    def __str__(self) -> str:
        return self.text


_new_instruction = object.__new__


# ---------------------------------------------------------------------------
# Decoding

def decode(data: bytes, offset: int = 0) -> Instruction:
    """Decode the instruction at ``offset`` of ``data``.  Raises DecodeError
    naming the offset and the word where llvm-mc would call it invalid."""
    return decode_shared(data, offset).at(offset)


# What decoding found, by the bytes decoded: decoding a kernel touches a few
# thousand distinct words many times over.  _by_head: the first 8 bytes at an
# offset -> (size, the instruction when those 8 bytes hold all of it, else
# None); _seen: an instruction's bytes -> the instruction first decoded from them.
_by_head = BoundedCache(__name__, 2_000_000)
_seen = BoundedCache(__name__, 2_000_000)


def decode_shared(data: bytes, offset: int = 0) -> Instruction:
    """The instruction at ``offset`` of ``data`` as :func:`decode` finds it,
    but the one object of its bytes: its ``offset`` is where these bytes
    were first decoded (``.at(offset)`` gives it at this one).  Raises
    DecodeError as decode does."""
    head = bytes(data[offset:offset + 8])
    hit = _by_head.get(head)
    if hit is not None:
        inst = _seen.get(bytes(data[offset:offset + hit[0]]))
        if inst is not None:
            return inst
    from . import decoder       # here: words a loaded template has need no tables
    c, value, literal, size = decoder.decode_word(data, offset)
    key = bytes(data[offset:offset + size])
    inst = _seen.get(key)
    if inst is None:
        llvm_text = decoder.render(c, value, literal, offset)     # an invalid operand raises
        inst = _seen.put(key, Instruction(offset, _Decoded(key, c.template.family, c.template.key,
                                                           value, literal, llvm_text, c)))
    if _size_fixed_by_head(key):
        _by_head.put(head, (size, inst if size <= 8 else None))
    return inst


def decode_offsets(data: bytes) -> tuple[list[int], list[Instruction]]:
    """Decode a whole ``.text`` without an object per instruction: the offset
    of each instruction, and for each the shared instruction of its bytes
    (:func:`decode_shared`; ``.at(offset)`` gives the instruction itself).
    Raises DecodeError at the first invalid word."""
    data = bytes(data)
    if _known_texts:
        found = _reused(data)
        if found is not None:
            return found
    offsets: list[int] = []
    shared: list[Instruction] = []
    add_offset = offsets.append
    add = shared.append
    by_head = _by_head.get
    offset = 0
    n = len(data)
    from . import decoder
    with decoder.collection_paused():     # a first decode loads the template code
        while offset < n:
            hit = by_head(data[offset:offset + 8])
            if hit is None or hit[1] is None:
                inst = decode_shared(data, offset)
                size = inst.size
            else:
                size, inst = hit
            add_offset(offset)
            add(inst)
            offset += size
    return offsets, shared


# --- a .text's decoding as plain values --------------------------------------
# What decoding a template found, kept (gcnasm.checker.cache) so that a later
# process decoding an edit of it looks its words up instead of decoding and
# printing each again: one row per distinct word (its bytes, family name,
# table key, value, literal, llvm-mc text, its text where that differs (see
# Instruction.text), the offset first decoded at), the template's 8-byte
# heads (as _by_head holds them, the word by row) and each item's row.
#
# With the items, decode_offsets of an edit reuses the template's decoding
# where the two texts agree: an item starting 16 bytes (the longest
# instruction) or more before their first difference decodes as in the
# template, and once a walk from there lands on an item start of the
# template within their common tail, so does the rest (an instruction's
# decoding reads its own bytes and the distance to the end, no more).

_known_texts = BoundedCache(__name__, 4)     # .text -> (offsets, words)
_LONGEST = 16


def plain_words(data: bytes) -> tuple | None:
    """``decode_offsets(data)`` (a template's whole ``.text``) as plain
    values for :func:`load_plain_words`; None when it does not all decode."""
    data = bytes(data)
    try:
        offsets, shared = decode_offsets(data)
    except DecodeError:
        return None
    row_of: dict = {}
    rows = []
    heads: dict = {}
    items = []
    for offset, inst in zip(offsets, shared):
        d = inst._decoded
        i = row_of.get(id(d))
        if i is None:
            i = row_of[id(d)] = len(rows)
            text = inst.text
            rows.append((d.data, d.family.name, tuple(d.key), d.value, d.literal,
                         d.llvm_text, None if text == d.llvm_text else text, inst.offset))
        items.append(i)
        if _size_fixed_by_head(d.data):
            heads[data[offset:offset + 8]] = (d.size, i if d.size <= 8 else -1)
    return tuple(rows), heads, items


def load_plain_words(plain, data: bytes | None = None) -> int:
    """Remember the words of :func:`plain_words`' value as decoding them
    would have (words already known stay as they are), and with ``data``
    (the ``.text`` it was made from) its decoding, for decode_offsets to
    reuse; the number of words (0: not of this shape, nothing kept)."""
    try:
        rows, heads, items = plain
        made = []
        by_name = FAM.BY_NAME
        for word, family, key, value, literal, llvm_text, text, offset in rows:
            if type(word) is not bytes or type(llvm_text) is not str or \
                    type(offset) is not int or not (text is None or type(text) is str):
                return 0
            d = _Decoded(word, by_name[family], tuple(key), value, literal, llvm_text)
            d.text = llvm_text if text is None else text
            made.append((word, Instruction(offset, d)))
        known = []
        for word, inst in made:
            have = _seen.get(word)
            known.append(inst if have is None else have)
        new_heads = {head: (size, None if i < 0 else known[i])
                     for head, (size, i) in heads.items() if head not in _by_head}
        if data is not None:
            if min(items, default=0) < 0:
                return 0
            shared = list(map(known.__getitem__, items))
            sizes = [len(word) for word, _ in made]
            offsets = list(accumulate(map(sizes.__getitem__, items), initial=0))
            if offsets.pop() != len(data):
                return 0
    except (TypeError, ValueError, KeyError, IndexError):
        return 0
    for (word, _), inst in zip(made, known):
        if _seen.get(word) is None:
            _seen.put(word, inst)
    if len(_by_head) + len(new_heads) >= _by_head.limit:
        _by_head.clear()
    _by_head.update(new_heads)
    if data is not None:
        _known_texts.put(bytes(data), (offsets, shared))
    return len(made)


def _reused(data: bytes):
    """decode_offsets(data) from a known text's decoding where ``data``
    shares enough with it (see above); None where none does."""
    n = len(data)
    best = None
    for known, decoding in _known_texts.items():
        if known == data:
            return list(decoding[0]), list(decoding[1])
        m = min(n, len(known))
        head = _common_prefix(data, known, m)
        tail = _common_prefix(data[::-1], known[::-1], m - head)
        if best is None or head + tail > best[0] + best[1]:
            best = (head, tail, known, decoding)
    if best is None or best[0] + best[1] < n // 2:
        return None
    head, tail, known, (offsets, shared) = best
    # the template's items that start _LONGEST bytes or more before the difference
    keep = bisect.bisect_right(offsets, head - _LONGEST)
    out_offsets = offsets[:keep]
    out_shared = shared[:keep]
    offset = out_offsets[-1] + out_shared[-1].size if keep else 0
    shift = len(known) - n
    tail_start = n - tail
    add_offset, add = out_offsets.append, out_shared.append
    while offset < n:
        if offset >= tail_start:
            j = bisect.bisect_left(offsets, offset + shift)
            if j < len(offsets) and offsets[j] == offset + shift:
                out_offsets.extend([o - shift for o in offsets[j:]])
                out_shared.extend(shared[j:])
                return out_offsets, out_shared
        inst = _seen.get(data[offset:offset + 4])
        if inst is None or not _decodes_alone(inst):
            inst = decode_shared(data, offset)
        add_offset(offset)
        add(inst)
        offset += inst.size
    return out_offsets, out_shared


_SCALAR_4 = frozenset({"SOP1", "SOP2", "SOPK", "SOPC", "SOPP"})
_VECTOR_4 = frozenset({"VOP1", "VOP2", "VOPC"})


def _decodes_alone(inst: Instruction) -> bool:
    """A 4-byte word whose first dword alone fixes its decoding wherever it
    is: a scalar word, or a VOP1/VOP2/VOPC one whose src0 names no DPP/SDWA
    extension (those are tried as 8 bytes first; see decoder.decode_word)."""
    d = inst._decoded
    name = d.family.name
    return d.size == 4 and (name in _SCALAR_4 or
                            (name in _VECTOR_4 and d.value & 0x1FF not in (0xF9, 0xFA)))


def _common_prefix(a: bytes, b: bytes, limit: int) -> int:
    """The length of the longest common prefix of ``a`` and ``b``, at most
    ``limit`` (slices compared whole, by halving: few comparisons in C)."""
    lo, hi = 0, limit
    if a[:hi] == b[:hi]:
        return hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if a[lo:mid] == b[lo:mid]:
            lo = mid
        else:
            hi = mid
    return lo


def decode_all(data: bytes) -> list[Instruction]:
    """Decode a whole ``.text``; raises DecodeError at the first invalid word."""
    offsets, shared = decode_offsets(data)
    return list(map(Instruction.at, shared, offsets))


def _size_fixed_by_head(data: bytes) -> bool:
    """The first 8 bytes fix an instruction's size (a literal, if any, starts
    within or right after them), except for a v_mfma_ld_scale_b32 prefix,
    which is 16 bytes or 8 depending on the MFMA after it."""
    w0 = int.from_bytes(data[:4], "little")
    return not (w0 >> 23 == 0x1A7 and (w0 >> 16) & 0x7F == 0x2C)
