"""The analysis of ``.text`` that the disassembler, the rewriter and the
verifier share: which bytes are instructions and which are data
(:class:`Item`), where branches land, which s_getpc_b64 sequences address
what (:class:`GetpcRef`), where the trailing s_nop 0 padding starts
(:class:`TextAnalysis`, from :func:`analyze`), and each kernel's range of code
(:func:`kernel_ranges`).

:func:`analyze` is cached per code object here (a CodeObject's bytes never
change); the cache holds the code objects weakly.

This module sits below :mod:`.codeobject`: it reads a code object through its
attributes (``text``, ``text_address``, ``kernels``, ``symbols``, ...) and
imports nothing above :mod:`.labels`, so that :class:`.codeobject.CodeObject`
can use it (its ``to_bytes`` moves s_getpc_b64 offsets; ``program()``).
"""

from __future__ import annotations

import bisect
import operator
import re
import weakref
from itertools import compress

from ..errors import CodeObjectError, DecodeError
from ..records import Record
from .labels import text_anchors, text_symbols

S_NOP_0 = 0xBF800000
S_NOP_0_BYTES = S_NOP_0.to_bytes(4, "little")
_SREG = re.compile(r"s(\d+)\Z|s\[(\d+):(\d+)\]\Z")



class Item:
    """One printed unit of .text: an instruction, or a data word/bytes
    (``inst`` None)."""

    __slots__ = ("offset", "size", "inst")

    def __init__(self, offset: int, size: int, inst=None):
        self.offset = offset
        self.size = size
        self.inst = inst            # gcnasm.isa Instruction, or None for data

    @property
    def is_data(self) -> bool:
        return self.inst is None

    def __repr__(self) -> str:
        return f"Item(0x{self.offset:x}, {self.size}, {self.inst!r})"


class GetpcRef(Record):
    """An s_getpc_b64 s[N:N+1] ... s_add_u32 sN, sN, lit ... s_addc_u32
    sN+1, sN+1, hi sequence: the address ``target`` (absolute, in the
    template's address space)."""

    FIELDS = ("getpc", "add", "addc", "target")
    __slots__ = FIELDS

    def __init__(self, getpc: int, add: int, addc: int | None, target: int):
        self.getpc = getpc      # item offsets in .text
        self.add = add
        self.addc = addc
        self.target = target    # absolute address


class TextAnalysis:
    """What :func:`analyze` finds in ``.text``.

    Items cover ``.text`` in order: ``starts`` holds their offsets (sorted,
    for bisect), ``decoded`` for each the decoded instruction of its bytes,
    shared by every item with the same bytes (its ``.offset`` is where those
    bytes were first decoded; ``.at(offset)`` gives the instruction itself),
    or None for data.  Per-word facts (text, mnemonic) read from ``decoded``
    cost no object per item; :attr:`items` makes the :class:`Item` objects
    when first asked for."""

    def __init__(self, text_size: int, starts: list[int], decoded: list,
                 branches: dict[int, int], getpc: dict[int, GetpcRef],
                 data_starts: list[int], padding_start: int):
        self.text_size = text_size
        self.starts = starts
        self.decoded = decoded
        self.branches = branches            # item offset -> target offset (in .text)
        self.getpc = getpc                  # add item offset -> reference
        self.data_starts = data_starts
        self.padding_start = padding_start  # where the trailing s_nop 0 run begins
        self._items: list[Item] | None = None
        self._sizes: list[int] | None = None

    @property
    def items(self) -> list[Item]:
        """Every instruction and data unit, in order."""
        if self._items is None:
            self._items = [Item(offset, size, None if inst is None else inst.at(offset))
                           for offset, size, inst in zip(self.starts, self.sizes, self.decoded)]
        return self._items

    @property
    def sizes(self) -> list[int]:
        """Each item's size in bytes (items are contiguous)."""
        if self._sizes is None:
            starts = self.starts
            self._sizes = list(map(operator.sub, starts[1:] + [self.text_size], starts))
        return self._sizes

    def index_at(self, offset: int) -> int | None:
        """The index of the item that starts at ``offset``, or None."""
        i = bisect.bisect_left(self.starts, offset)
        if i < len(self.starts) and self.starts[i] == offset:
            return i
        return None

    def item_at(self, offset: int) -> Item | None:
        i = self.index_at(offset)
        return None if i is None else self.items[i]

    @property
    def instructions(self):
        return [it for it in self.items if not it.is_data]


def isa_module():
    """gcnasm.isa, or a CodeObjectError saying it is missing."""
    try:
        from .. import isa          # lazy: loading gcnasm.codeobject loads no ISA table
        isa.decode      # the encoder and program assembler load when first used
    except (ImportError, AttributeError) as exc:
        raise CodeObjectError(f"gcnasm.isa is not available ({exc}); disassembling and "
                              "assembling need it") from None
    return isa


def _require_gfx950(co) -> None:
    if co.target.processor != "gfx950":
        raise CodeObjectError(f"{co.path}: target {co.target.processor}, but gcnasm "
                              "disassembles gfx950 code only")


# CodeObject -> its TextAnalysis; weak keys, so a code object's analysis goes
# with it (a TextAnalysis holds no reference to its code object).
_ANALYSES = weakref.WeakKeyDictionary()


def analyze(co) -> TextAnalysis:
    """Split .text into instructions and data, find branches and s_getpc_b64
    references.  Cached per CodeObject (it is immutable)."""
    cached = _ANALYSES.get(co)
    if cached is not None:
        return cached
    _require_gfx950(co)
    isa = isa_module()
    text = co.text
    base = co.text_address
    anchors = text_anchors(co)
    boundaries = {a.offset for a in anchors if 0 <= a.offset <= len(text)}
    data_ranges: list[tuple[int, int]] = []
    for sym in text_symbols(co):
        if sym.type == 1 and sym.size:               # STT_OBJECT: data
            start = sym.value - base
            data_ranges.append((start, min(start + sym.size, len(text))))
            boundaries.update(data_ranges[-1])
    # Decode, then add what decoding reveals (branch targets inside an
    # instruction, data that s_getpc_b64 points at) and decode again.
    for _ in range(8):
        starts, decoded = _split(isa, text, sorted(boundaries), data_ranges)
        branches, getpc = _references(co, starts, decoded)
        new_bounds = set(boundaries)
        new_data = list(data_ranges)
        known_code = {a.offset for a in anchors if a.kind in ("symbol", "entry")
                      and not _in_ranges(a.offset, data_ranges)}
        for target in branches.values():
            if 0 <= target <= len(text):
                new_bounds.add(target)
        for ref in getpc.values():
            off = ref.target - base
            if 0 <= off < len(text):
                new_bounds.add(off)
                if off not in known_code and off not in branches.values() and \
                        not _in_ranges(off, new_data):
                    end = min([b for b in new_bounds if b > off] + [len(text)])
                    new_data.append((off, end))
            if 0 <= ref.getpc + 4 <= len(text):
                new_bounds.add(ref.getpc + 4)
        if new_data == data_ranges:
            added = new_bounds - boundaries
            starts_set = set(starts) if added else ()
            if all(b in starts_set or b == len(text) for b in added):
                boundaries = new_bounds     # labels fall on items already: done
                break
        boundaries, data_ranges = new_bounds, sorted(set(new_data))
    padding_start = _trailing_padding(text, starts, boundaries)
    result = TextAnalysis(len(text), starts, decoded, branches, getpc,
                          sorted({s for s, _ in data_ranges}), padding_start)
    _ANALYSES[co] = result
    return result


def _in_ranges(offset: int, ranges) -> bool:
    return any(s <= offset < e for s, e in ranges)


def _split(isa, text: bytes, boundaries: list[int], data_ranges):
    """Items covering ``text`` as (starts, decoded) (see
    :class:`TextAnalysis`): data ranges as words, the rest decoded, no item
    straddling a boundary (a word that does not decode, or an instruction
    that would straddle, becomes a data word)."""
    if not data_ranges:
        split = _split_all_code(isa, text, boundaries)
        if split is not None:
            return split
    starts: list[int] = []
    decoded: list = []
    add_start = starts.append
    add = decoded.append
    data_ranges = sorted(data_ranges)
    n = len(text)
    pos = 0
    bi = 0
    di = 0
    decode = isa.decode_shared
    while pos < n:
        while bi < len(boundaries) and boundaries[bi] <= pos:
            bi += 1
        limit = boundaries[bi] if bi < len(boundaries) else n
        while di < len(data_ranges) and data_ranges[di][1] <= pos:
            di += 1
        if di < len(data_ranges) and data_ranges[di][0] <= pos:
            end = min(data_ranges[di][1], limit)
            while pos < end:                      # data: words, then bytes
                add_start(pos)
                add(None)
                pos += 4 if end - pos >= 4 else end - pos
            continue
        if di < len(data_ranges):
            limit = min(limit, data_ranges[di][0])
        add_start(pos)
        if limit - pos < 4:
            add(None)
            pos = limit
            continue
        try:
            inst = decode(text, pos)
        except DecodeError:
            inst = None
        if inst is None or pos + inst.size > limit:
            add(None)                             # undecodable, or straddles a label
            pos += 4
            continue
        add(inst)
        pos += inst.size
    return starts, decoded


def _split_all_code(isa, text: bytes, boundaries: list[int]):
    """The common case, fast: all of .text decodes and no label falls inside
    an instruction.  None when that is not so."""
    try:
        starts, decoded = isa.decode_offsets(text)
    except DecodeError:
        return None
    n = len(text)
    inner = [b for b in boundaries if b < n]
    if inner and not set(inner) <= set(starts):
        return None             # a label inside an instruction
    return starts, decoded


def _sreg(operand: str) -> range | None:
    m = _SREG.match(operand)
    if m is None:
        return None
    if m.group(1) is not None:
        n = int(m.group(1))
        return range(n, n + 1)
    return range(int(m.group(2)), int(m.group(3)) + 1)


def _references(co, starts: list[int], decoded: list):
    branches: dict[int, int] = {}
    getpc: dict[int, GetpcRef] = {}
    base = co.text_address
    # What each distinct instruction is (a kernel repeats a few thousand
    # words many times): its branch displacement, or whether it is s_getpc_b64.
    displacement: dict[object, int] = {}
    getpc_words = set()
    for inst in set(decoded):
        if inst is None:
            continue
        target = inst.branch_target
        if target is not None:
            displacement[inst] = target
        elif inst.mnemonic == "s_getpc_b64" and inst.operand_texts:
            getpc_words.add(inst)
    special = displacement.keys() | getpc_words
    for i in compress(range(len(decoded)), map(special.__contains__, decoded)):
        offset = starts[i]
        inst = decoded[i]
        if inst in displacement:
            branches[offset] = offset + displacement[inst]
            continue
        ref = _getpc_sequence(starts, decoded, i)
        if ref is not None:
            lo, hi, add_off, addc_off = ref
            value = lo | (hi << 32)
            if value >= 1 << 63:
                value -= 1 << 64
            getpc[add_off] = GetpcRef(offset, add_off, addc_off, base + offset + 4 + value)
    return branches, getpc


def _getpc_sequence(starts: list[int], decoded: list, i: int):
    """Find s_add_u32 sN, sN, <literal> and s_addc_u32 sN+1, sN+1, <hi>
    after the s_getpc_b64 s[N:N+1] at item i."""
    pair = _sreg(decoded[i].operand_texts[0])
    if pair is None or len(pair) != 2:
        return None
    lo_reg, hi_reg = f"s{pair[0]}", f"s{pair[1]}"
    add = addc = None
    for j in range(i + 1, min(i + 17, len(decoded))):
        inst = decoded[j]
        if inst is None:
            return None
        ops = inst.operand_texts
        if add is None and inst.mnemonic == "s_add_u32" and ops[:2] == (lo_reg, lo_reg):
            if inst.literal is None:
                return None        # an inline constant: not an address we can move
            add = (starts[j], inst.literal)
            continue
        if add is not None and inst.mnemonic == "s_addc_u32" and ops[:2] == (hi_reg, hi_reg):
            hi = int_operand(ops[2]) if len(ops) > 2 else None
            if hi is None:
                return None
            addc = (starts[j], hi & 0xFFFFFFFF)
            break
        if inst.mnemonic.startswith(("s_branch", "s_cbranch", "s_setpc", "s_swappc", "s_endpgm")):
            break
        dest = _sreg(ops[0]) if ops else None
        if dest is not None and (pair[0] in dest or pair[1] in dest):
            break
    if add is None:
        return None
    if addc is None:
        return add[1], 0, add[0], None
    return add[1], addc[1], add[0], addc[0]


def int_operand(text: str) -> int | None:
    """An integer operand as printed (``0``, ``-1``, ``0xffffffff``, or a
    literal spelled ``lit(...)``)."""
    t = text.strip()
    m = re.fullmatch(r"lit(?:64)?\((.*)\)", t)
    if m:
        t = m.group(1).strip()
    try:
        return int(t, 0)
    except ValueError:
        return None


def _trailing_padding(text: bytes, starts: list[int], boundaries) -> int:
    """Start of the run of s_nop 0 that ends .text (len(text) if none);
    the run never starts before a label or anchor."""
    start = len(text)
    last_bound = max([b for b in boundaries if b < len(text)], default=0)
    end = len(text)
    for offset in reversed(starts):
        if offset < last_bound or end - offset != 4 or \
                text[offset:offset + 4] != S_NOP_0_BYTES:
            break
        start = end = offset
    return start


def kernel_ranges(co, analysis) -> dict[object, tuple[int, int]]:
    """Each kernel's code in .text offsets: from its entry to the next
    kernel's entry, or to the trailing padding (``analysis``: the
    :class:`TextAnalysis` of ``co``)."""
    entries = sorted((k.entry_address - co.text_address, i) for i, k in enumerate(co.kernels))
    end = analysis.padding_start
    out = {}
    for j, (start, i) in enumerate(entries):
        stop = entries[j + 1][0] if j + 1 < len(entries) else max(end, start)
        out[co.kernels[i]] = (start, stop)
    return out
