"""``disassemble(co)``: ``.text`` as assembly that ``gcnasm asm`` rebuilds
byte for byte, and stays right when an edit moves code.

What the text holds (docs/codeobject.md, "The .s format"):

* one comment block per kernel (descriptor fields, register counts, args);
* ``.p2align 8`` before each kernel entry (and a preload body at entry+256):
  the s_nop 0 padding in front of them is written as the directive, so that
  an edit before a kernel re-pads instead of misaligning it;
* labels: every symbol in ``.text`` under its own name, every branch target
  (``.L<owner>_br<k>`` unless a symbol is there), the address after each
  ``s_getpc_b64`` (``.L<owner>_pc<k>``) and the anchors of :mod:`.labels`
  (local names are numbered per owning symbol, so an edit renames only what
  it touched: :class:`.labels.LocalNames`);
* branch operands written as labels; the 32-bit literal of an
  ``s_add_u32`` that completes an s_getpc_b64 address written as
  ``target - .L<owner>_pc<k>``, where the target is a label in ``.text``, or a
  symbol or ``section+offset`` elsewhere;
* data (OBJECT symbols in ``.text``, what s_getpc_b64 addresses point at,
  words that do not decode) as ``.long``/``.byte``; the instruction-prefetch
  padding LLVM puts at the end of ``.text`` as ``.p2align 6`` +
  ``.fill 256, 4, 0xbf800000``.

:func:`analyze` is shared with the assembler and the verifier.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from ..errors import CodeObjectError, DecodeError
from . import descriptor as kd
from . import elf
from .codeobject import CodeObject
from .labels import IDENTIFIER, local_owners, text_anchors, text_symbols

S_NOP_0 = 0xBF800000
S_NOP_0_BYTES = S_NOP_0.to_bytes(4, "little")
PREFETCH_PADDING_WORDS = 256      # LLVM ends .text with 256 x s_nop 0
PREFETCH_ALIGN_LOG2 = 6
_SREG = re.compile(r"s(\d+)\Z|s\[(\d+):(\d+)\]\Z")
_ENDS_FLOW = ("s_endpgm", "s_branch", "s_setpc_b64", "s_endpgm_saved", "s_trap", "s_rfe_b64")


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


@dataclass
class GetpcRef:
    """An s_getpc_b64 s[N:N+1] ... s_add_u32 sN, sN, lit ... s_addc_u32
    sN+1, sN+1, hi sequence: the address ``target`` (absolute, in the
    template's address space)."""

    getpc: int          # item offsets in .text
    add: int
    addc: Optional[int]
    target: int         # absolute address


@dataclass
class TextAnalysis:
    co: CodeObject
    items: List[Item]
    starts: List[int]                       # item offsets, sorted (for bisect)
    branches: Dict[int, int]                # item offset -> target offset (in .text)
    getpc: Dict[int, GetpcRef]              # add item offset -> reference
    data_starts: List[int]
    padding_start: int                      # where the trailing s_nop 0 run begins

    def item_at(self, offset: int) -> Optional[Item]:
        i = bisect.bisect_left(self.starts, offset)
        if i < len(self.starts) and self.starts[i] == offset:
            return self.items[i]
        return None

    @property
    def instructions(self):
        return [it for it in self.items if not it.is_data]


# --- analysis ----------------------------------------------------------------

def isa_module():
    """gcnasm.isa, or a CodeObjectError saying it is missing."""
    try:
        from .. import isa
        for name in ("decode", "encode", "assemble_program"):
            getattr(isa, name)
    except (ImportError, AttributeError) as exc:
        raise CodeObjectError(f"gcnasm.isa is not available ({exc}); disassembling and "
                              "assembling need it") from None
    return isa


def _require_gfx950(co: CodeObject) -> None:
    if co.target.processor != "gfx950":
        raise CodeObjectError(f"{co.path}: target {co.target.processor}, but gcnasm "
                              "disassembles gfx950 code only")


def analyze(co: CodeObject) -> TextAnalysis:
    """Split .text into instructions and data, find branches and s_getpc_b64
    references.  Cached on the CodeObject (it is immutable)."""
    cached = getattr(co, "_text_analysis", None)
    if cached is not None:
        return cached
    _require_gfx950(co)
    isa = isa_module()
    text = co.text
    base = co.text_address
    anchors = text_anchors(co)
    boundaries = {a.offset for a in anchors if 0 <= a.offset <= len(text)}
    data_ranges: List[Tuple[int, int]] = []
    for sym in text_symbols(co):
        if sym.type == 1 and sym.size:               # STT_OBJECT: data
            start = sym.value - base
            data_ranges.append((start, min(start + sym.size, len(text))))
            boundaries.update(data_ranges[-1])
    # Decode, then add what decoding reveals (branch targets inside an
    # instruction, data that s_getpc_b64 points at) and decode again.
    for _ in range(8):
        items = _split(isa, text, sorted(boundaries), data_ranges)
        starts = [it.offset for it in items]
        branches, getpc = _references(co, items)
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
            starts_set = set(starts)
            if all(b in starts_set or b == len(text) for b in new_bounds - boundaries):
                boundaries = new_bounds     # labels fall on items already: done
                break
        boundaries, data_ranges = new_bounds, sorted(set(new_data))
    padding_start = _trailing_padding(text, items, boundaries)
    result = TextAnalysis(co, items, starts, branches, getpc,
                          sorted({s for s, _ in data_ranges}), padding_start)
    co._text_analysis = result
    return result


def _in_ranges(offset: int, ranges) -> bool:
    return any(s <= offset < e for s, e in ranges)


def _split(isa, text: bytes, boundaries: List[int], data_ranges) -> List[Item]:
    """Items covering ``text``: data ranges as words, the rest decoded, no
    item straddling a boundary (a word that does not decode, or an
    instruction that would straddle, becomes a data word)."""
    if not data_ranges:
        items = _split_all_code(isa, text, boundaries)
        if items is not None:
            return items
    items: List[Item] = []
    data_ranges = sorted(data_ranges)
    n = len(text)
    pos = 0
    bi = 0
    di = 0
    decode = isa.decode
    while pos < n:
        while bi < len(boundaries) and boundaries[bi] <= pos:
            bi += 1
        limit = boundaries[bi] if bi < len(boundaries) else n
        while di < len(data_ranges) and data_ranges[di][1] <= pos:
            di += 1
        if di < len(data_ranges) and data_ranges[di][0] <= pos:
            end = min(data_ranges[di][1], limit)
            while pos < end:                      # data: words, then bytes
                size = 4 if end - pos >= 4 else end - pos
                items.append(Item(pos, size))
                pos += size
            continue
        if di < len(data_ranges):
            limit = min(limit, data_ranges[di][0])
        if limit - pos < 4:
            items.append(Item(pos, limit - pos))
            pos = limit
            continue
        try:
            inst = decode(text, pos)
        except DecodeError:
            inst = None
        if inst is None or pos + inst.size > limit:
            items.append(Item(pos, 4))            # undecodable, or straddles a label
            pos += 4
            continue
        items.append(Item(pos, inst.size, inst))
        pos += inst.size
    return items


def _split_all_code(isa, text: bytes, boundaries: List[int]) -> Optional[List[Item]]:
    """The common case, fast: all of .text decodes (gcnasm.isa's decode_all)
    and no label falls inside an instruction.  None when that is not so."""
    try:
        insts = isa.decode_all(text)
    except DecodeError:
        return None
    starts = {inst.offset for inst in insts}
    if any(b not in starts for b in boundaries if b < len(text)):
        return None             # a label inside an instruction
    return [Item(inst.offset, inst.size, inst) for inst in insts]


def _sreg(operand: str) -> Optional[range]:
    m = _SREG.match(operand)
    if m is None:
        return None
    if m.group(1) is not None:
        n = int(m.group(1))
        return range(n, n + 1)
    return range(int(m.group(2)), int(m.group(3)) + 1)


def _references(co: CodeObject, items: List[Item]):
    branches: Dict[int, int] = {}
    getpc: Dict[int, GetpcRef] = {}
    base = co.text_address
    for i, it in enumerate(items):
        inst = it.inst
        if inst is None:
            continue
        if inst.branch_target is not None:
            branches[it.offset] = it.offset + inst.branch_target
        elif inst.mnemonic == "s_getpc_b64" and inst.operand_texts:
            ref = _getpc_sequence(items, i)
            if ref is not None:
                lo, hi, add_off, addc_off = ref
                value = lo | (hi << 32)
                if value >= 1 << 63:
                    value -= 1 << 64
                getpc[add_off] = GetpcRef(it.offset, add_off, addc_off,
                                          base + it.offset + 4 + value)
    return branches, getpc


def _getpc_sequence(items: List[Item], i: int):
    """Find s_add_u32 sN, sN, <literal> and s_addc_u32 sN+1, sN+1, <hi>
    after the s_getpc_b64 s[N:N+1] at items[i]."""
    pair = _sreg(items[i].inst.operand_texts[0])
    if pair is None or len(pair) != 2:
        return None
    lo_reg, hi_reg = f"s{pair[0]}", f"s{pair[1]}"
    add = addc = None
    for it in items[i + 1:i + 17]:
        inst = it.inst
        if inst is None:
            return None
        ops = inst.operand_texts
        if add is None and inst.mnemonic == "s_add_u32" and ops[:2] == (lo_reg, lo_reg):
            if inst.literal is None:
                return None        # an inline constant: not an address we can move
            add = (it, inst.literal)
            continue
        if add is not None and inst.mnemonic == "s_addc_u32" and ops[:2] == (hi_reg, hi_reg):
            hi = _int_operand(ops[2]) if len(ops) > 2 else None
            if hi is None:
                return None
            addc = (it, hi & 0xFFFFFFFF)
            break
        if inst.mnemonic.startswith(("s_branch", "s_cbranch", "s_setpc", "s_swappc", "s_endpgm")):
            break
        dest = _sreg(ops[0]) if ops else None
        if dest is not None and (pair[0] in dest or pair[1] in dest):
            break
    if add is None:
        return None
    if addc is None:
        return add[1], 0, add[0].offset, None
    return add[1], addc[1], add[0].offset, addc[0].offset


def _int_operand(text: str) -> Optional[int]:
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


def _trailing_padding(text: bytes, items: List[Item], boundaries) -> int:
    """Start of the run of s_nop 0 that ends .text (len(text) if none);
    the run never starts before a label or anchor."""
    start = len(text)
    last_bound = max([b for b in boundaries if b < len(text)], default=0)
    for it in reversed(items):
        if it.offset < last_bound or it.size != 4 or text[it.offset:it.offset + 4] != S_NOP_0_BYTES:
            break
        start = it.offset
    return start


# --- text --------------------------------------------------------------------

class _Writer:
    def __init__(self):
        self.lines: List[str] = []

    def add(self, line: str = "") -> None:
        self.lines.append(line)

    def comment(self, text: str = "") -> None:
        self.lines.append(f"// {text}" if text else "//")


def disassemble(co) -> str:
    """The whole .text of ``co`` (a CodeObject, or a path to one) as
    re-assembleable gcnasm/llvm-mc syntax."""
    if not isinstance(co, CodeObject):
        co = CodeObject.load(co)
    an = analyze(co)
    text = co.text
    base = co.text_address
    labels = _labels(co, an)
    symbols = {s.name: s for s in text_symbols(co)}
    kernels_at = {k.entry_address - base: k for k in co.kernels}
    preload_at = {k.entry_address - base + kd.PRELOAD_PROLOGUE: k for k in co.kernels
                  if k.descriptor.uses_kernarg_preload}
    ends: Dict[int, List[str]] = {}
    for sym in symbols.values():
        if sym.size:
            ends.setdefault(sym.value - base + sym.size, []).append(sym.name)
    aligned = _alignment_points(co, an, kernels_at, preload_at, symbols, labels)
    absorbed = _absorbed_padding(text, an, aligned, labels, ends)

    w = _Writer()
    _header(w, co)
    items = an.items
    data_run: List[Item] = []

    def flush_data():
        if data_run:
            _write_data(w, text, data_run)
            data_run.clear()

    i = 0
    n_items = len(items)
    while i <= n_items:
        offset = items[i].offset if i < n_items else len(text)
        for name in ends.get(offset, ()):
            flush_data()
            w.add(f".Lend_{name}:")
            w.add(f"\t.size\t{name}, .Lend_{name}-{name}")
        if offset == an.padding_start and offset < len(text):
            flush_data()
            _write_trailing_padding(w, an, len(text))
            break
        if offset in kernels_at:
            flush_data()
            _kernel_header(w, co, kernels_at[offset])
        if offset in aligned:
            flush_data()
            w.add(f"\t.p2align\t{aligned[offset]}")
        for name in labels.get(offset, ()):
            flush_data()
            sym = symbols.get(name)
            if sym is not None:
                if sym.bind == 1:
                    w.add(f"\t.globl\t{name}")
                elif sym.bind == 2:
                    w.add(f"\t.weak\t{name}")
                if sym.type in (1, 2):
                    w.add(f"\t.type\t{name},@{'function' if sym.type == 2 else 'object'}")
            w.add(f"{name}:")
        if i == n_items:
            break
        it = items[i]
        if it.offset in absorbed:
            i = absorbed[it.offset]
            continue
        if it.is_data:
            data_run.append(it)
            if it.offset + it.size in labels or it.offset + it.size in ends:
                flush_data()
        else:
            flush_data()
            w.add("\t" + _instruction_text(co, an, it, labels))
        i += 1
    flush_data()
    return "\n".join(w.lines) + "\n"


def _labels(co: CodeObject, an: TextAnalysis) -> Dict[int, List[str]]:
    """offset -> label names, anchors first (symbols in .symtab order); the
    disassembler's own labels get local names (:class:`.labels.LocalNames`)."""
    out: Dict[int, List[str]] = {}
    anchors = text_anchors(co)
    for a in anchors:
        if a.kind != "end":
            out.setdefault(a.offset, []).append(a.name)
    names = local_owners(co, anchors)
    size = len(co.text)
    branches = {t for t in an.branches.values() if 0 <= t <= size and t not in out}
    for off, name in names.name_all("br", branches).items():
        out[off] = [name]
    pcs = {ref.getpc + 4 for ref in an.getpc.values()} - set(out)
    for off, name in names.name_all("pc", pcs).items():
        out[off] = [name]
    data = {ref.target - co.text_address for ref in an.getpc.values()}
    data = {off for off in data if 0 <= off <= size and off not in out}
    for off, name in names.name_all("data", data).items():
        out[off] = [name]
    return out


def _alignment_points(co, an, kernels_at, preload_at, symbols, labels) -> Dict[int, int]:
    """offset -> log2 alignment for the .p2align written before it: 8 at kernel
    entries and preload bodies; at other function/data symbols, the smallest
    alignment that explains the s_nop 0 padding in front of them."""
    out = {off: 8 for off in kernels_at}
    out.update({off: 8 for off in preload_at if an.item_at(off) is not None or off == len(co.text)})
    text = co.text
    for sym in symbols.values():
        off = sym.value - co.text_address
        if off in out or sym.type not in (1, 2) or off <= 0:
            continue
        run = _nop_run_before(text, an, off, labels)
        if run < 4:
            continue
        align = 8
        while align <= 4096 and (off % align or align <= run):
            align *= 2
        if align <= 4096:
            out[off] = align.bit_length() - 1
    return out


def _nop_run_before(text, an, offset, labels, ends=None) -> int:
    """Bytes of s_nop 0 directly before ``offset`` with no label among them."""
    i = bisect.bisect_left(an.starts, offset) - 1
    run = 0
    while i >= 0:
        it = an.items[i]
        if it.size != 4 or text[it.offset:it.offset + 4] != S_NOP_0_BYTES:
            break
        if it.offset + 4 != offset - run:
            break
        if (offset - run) != offset and (offset - run) in labels:
            break
        if ends and (offset - run) in ends and (offset - run) != offset:
            break
        run += 4
        if it.offset in labels:
            break
        i -= 1
    return run


def _absorbed_padding(text, an, aligned, labels, ends) -> Dict[int, int]:
    """item offset -> index of the item after the padding that a .p2align
    will recreate (so those s_nop 0 are not printed)."""
    out: Dict[int, int] = {}
    for off, log2 in aligned.items():
        align = 1 << log2
        run = _nop_run_before(text, an, off, labels, ends)
        if run == 0:
            continue
        start = off - run
        # Padding that the directive makes: from the first point q >= start
        # with align_up(q) == off.
        first = max(start, off - align + 4)
        if first >= off:
            continue
        i = bisect.bisect_left(an.starts, first)
        j = bisect.bisect_left(an.starts, off)
        if an.starts[i] == first:
            out[first] = j
    return out


def _instruction_text(co: CodeObject, an: TextAnalysis, it: Item, labels) -> str:
    inst = it.inst
    text = inst.text
    target = an.branches.get(it.offset)
    ref = an.getpc.get(it.offset)
    if target is None and ref is None:
        return text
    # gcnasm.isa's text is llvm-mc's text, possibly followed by an extension
    # mark (/*gcnasm: ...*/) for bits llvm-mc does not print; the operand to
    # replace is the last one of llvm-mc's part.
    core = getattr(inst, "llvm_text", text)
    suffix = text[len(core):] if text.startswith(core) else None
    operand = inst.operand_texts[-1] if inst.operand_texts else ""
    if suffix is None or not operand or not core.endswith(operand):
        return text + "\t// a reference gcnasm cannot write symbolically: kept as is"
    if target is not None:
        names = labels.get(target)
        if not names:
            return text + f"\t// branch target .text+0x{target:x} is not an instruction in .text"
        return core[:-len(operand)] + names[0] + suffix
    pc_label = labels[ref.getpc + 4][0]
    expr = f"{_target_expression(co, ref.target, labels)}-{pc_label}"
    return core[:-len(operand)] + expr + suffix


def _target_expression(co: CodeObject, address: int, labels) -> str:
    """How an s_getpc_b64 target is written: a label in .text, else a symbol
    at that address, else ``section+offset``."""
    off = address - co.text_address
    if 0 <= off <= len(co.text) and off in labels:
        return labels[off][0]
    for sym in list(co.symbols) + list(co.dynamic_symbols):
        if sym.value == address and sym.name and sym.type in (0, 1, 2) and \
                sym.shndx not in (elf.SHN_UNDEF, co.text_section.index) and \
                sym.shndx < elf.SHN_LORESERVE and IDENTIFIER.match(sym.name):
            return sym.name
    for sec in co.elf.sections:
        if sec.is_alloc and sec.addr <= address < sec.addr + max(sec.size, 1) and \
                IDENTIFIER.match(sec.name):
            delta = address - sec.addr
            return sec.name if delta == 0 else f"{sec.name}+0x{delta:x}"
    raise CodeObjectError(f"{co.path}: s_getpc_b64 reference to 0x{address:x}, which is in "
                          "no section")


def _write_data(w: _Writer, text: bytes, run: List[Item]) -> None:
    words = [it for it in run if it.size == 4]
    rest = [it for it in run if it.size != 4]
    for i in range(0, len(words), 4):
        chunk = words[i:i + 4]
        values = ", ".join(f"0x{int.from_bytes(text[it.offset:it.offset + 4], 'little'):08x}"
                           for it in chunk)
        w.add(f"\t.long\t{values}")
    for it in rest:
        w.add("\t.byte\t" + ", ".join(f"0x{b:02x}" for b in text[it.offset:it.offset + it.size]))


def _write_trailing_padding(w: _Writer, an: TextAnalysis, end: int) -> None:
    words = (end - an.padding_start) // 4
    extra = words - PREFETCH_PADDING_WORDS
    align = 1 << PREFETCH_ALIGN_LOG2
    if extra >= 0 and (an.padding_start + 4 * extra) % align == 0 and 4 * extra < align:
        w.comment("instruction-prefetch padding, as LLVM ends .text")
        w.add(f"\t.p2align\t{PREFETCH_ALIGN_LOG2}")
        w.add(f"\t.fill\t{PREFETCH_PADDING_WORDS}, 4, 0x{S_NOP_0:08x}")
    elif words >= 8:
        w.add(f"\t.fill\t{words}, 4, 0x{S_NOP_0:08x}\t// {words} x s_nop 0")
    else:
        for _ in range(words):
            w.add("\ts_nop 0")


def _header(w: _Writer, co: CodeObject) -> None:
    sec = co.text_section
    w.comment(f"gcnasm disassembly of {co.path}")
    w.comment(f"target {co.target.target_id} (e_flags 0x{co.target.e_flags:x}); .text: "
              f"{sec.size} bytes at address 0x{sec.addr:x}, file offset 0x{sec.offset:x}")
    w.comment("Rebuild:  gcnasm asm THIS.s --template THE.co -o OUT.co")
    w.comment("Everything outside .text (descriptors, metadata, symbols) comes from the")
    w.comment("template; labels named after symbols move them with the code.")
    w.add(f'\t.amdgcn_target "{co.target.target_id}"')
    w.add("\t.text")


def _kernel_header(w: _Writer, co: CodeObject, k) -> None:
    d, m = k.descriptor, k.metadata
    w.add("")
    w.comment("=" * 74)
    w.comment(f"kernel {k.name}   (descriptor {k.descriptor_symbol} at 0x{k.descriptor_address:x})")
    w.comment(f"  registers: {d.vgpr_count} VGPRs granted (AGPRs from v{d.accum_offset}), "
              f"{d.sgpr_count} SGPRs granted (VCC etc. included)")
    w.comment(f"  metadata:  .vgpr_count {m.get('.vgpr_count', '-')}, .agpr_count "
              f"{m.get('.agpr_count', '-')}, .sgpr_count {m.get('.sgpr_count', '-')}")
    w.comment(f"  LDS {d.group_segment_fixed_size} bytes, scratch {d.private_segment_fixed_size} "
              f"bytes/lane, kernarg {m.get('.kernarg_segment_size', d.kernarg_size)} bytes")
    if d.uses_kernarg_preload:
        w.comment(f"  kernarg preload: {d.kernarg_preload_spec_length} dwords; the body must "
                  "stay at entry + 256")
    w.comment("  descriptor:")
    for line in d.describe():
        w.comment(f"    {line}")
    args = k.args
    if args:
        w.comment(f"  arguments ({len(args)}):")
        for a in args:
            w.comment(f"    [{a.get('.offset', '?')}] {a.get('.name', '')}: "
                      f"{a.get('.value_kind', '?')}, {a.get('.size', '?')} bytes")
    w.comment("=" * 74)


# --- code checks for the verifier --------------------------------------------

def verify_code(co: CodeObject, reference: Optional[CodeObject], report) -> None:
    """Invariants 5 and 7 (see :mod:`.verify`)."""
    if co.target.processor != "gfx950":
        return
    try:
        an = analyze(co)
    except CodeObjectError as exc:
        report.fail(5, str(exc))
        return
    report.checked.append("5 branches land on instructions inside .text")
    for src, target in an.branches.items():
        if not 0 <= target < len(co.text) or an.item_at(target) is None:
            report.fail(5, f"branch at .text+0x{src:x} targets .text+0x{target:x}, which is not "
                           "the start of an instruction in .text")
    _check_registers(co, an, report, reference if reference is not None and
                     reference.target.processor == "gfx950" else None)
    if reference is not None and reference.target.processor == "gfx950":
        _check_same_targets(co, an, reference, analyze(reference), report)


def _check_registers(co: CodeObject, an: TextAnalysis, report, reference=None) -> None:
    """Invariant 7.  With a reference, only registers beyond what the
    reference's code already used count (as the assembler decides)."""
    from .asm import kernel_ranges
    from .registers import RegisterNeeds, register_needs
    report.checked.append("7 descriptors grant the registers the code uses")
    ref_needs = {}
    if reference is not None:
        ran = analyze(reference)
        for k, (start, end) in kernel_ranges(reference, ran).items():
            ref_needs[k.name] = register_needs(it.inst for it in ran.items
                                               if start <= it.offset < end and not it.is_data)
    for k, (start, end) in kernel_ranges(co, an).items():
        need = register_needs(it.inst for it in an.items
                              if start <= it.offset < end and not it.is_data)
        old = ref_needs.get(k.name)
        if old is not None:
            need = RegisterNeeds(vgprs=need.vgprs if need.vgprs > old.vgprs else 0,
                                 agprs=need.agprs if need.agprs > old.agprs else 0,
                                 sgprs=need.sgprs if need.sgprs > old.sgprs else 0)
        for problem in need.shortfalls(k.descriptor):
            report.fail(7, f"kernel {k.name}: {problem}")


def _key(it: Item, text: bytes):
    if it.is_data:
        return ("data", text[it.offset:it.offset + it.size])
    inst = it.inst
    return (inst.mnemonic,) + tuple(inst.operand_texts[:-1] if inst.branch_target is not None
                                    else inst.operand_texts)


def _check_same_targets(co, an, ref, ran, report) -> None:
    """Instructions common to both files (matched with difflib) keep their
    branch and s_getpc_b64 targets; a preload body stays at entry + 256."""
    import difflib
    report.checked.append("5 unedited branches and s_getpc_b64 references keep their targets")
    new_keys = [_key(it, co.text) for it in an.items]
    old_keys = [_key(it, ref.text) for it in ran.items]
    matcher = difflib.SequenceMatcher(None, old_keys, new_keys, autojunk=False)
    old_to_new: Dict[int, int] = {}
    for block in matcher.get_matching_blocks():
        for j in range(block.size):
            old_to_new[ran.items[block.a + j].offset] = an.items[block.b + j].offset
    old_to_new[len(ref.text)] = len(co.text)
    matched = set(old_to_new.values())

    def lands(new_target, want) -> bool:
        """True when new_target is ``want`` or the start of inserted code
        directly in front of it (a label the edit put new code after)."""
        if new_target is None:
            return False
        i = bisect.bisect_left(an.starts, new_target)
        while i < len(an.starts) and an.starts[i] < want and an.starts[i] not in matched:
            i += 1
        return (an.starts[i] if i < len(an.starts) else len(co.text)) == want

    for old_src, old_target in ran.branches.items():
        new_src = old_to_new.get(old_src)
        if new_src is None or old_target not in old_to_new:
            continue
        if not lands(an.branches.get(new_src), old_to_new[old_target]):
            report.fail(5, f"branch at .text+0x{new_src:x} (was 0x{old_src:x}) no longer "
                           f"targets the instruction it did (was .text+0x{old_target:x})")
    for old_add, old_ref in ran.getpc.items():
        new_add = old_to_new.get(old_add)
        if new_add is None or new_add not in an.getpc:
            continue
        new_ref = an.getpc[new_add]
        old_off = old_ref.target - ref.text_address
        if 0 <= old_off <= len(ref.text):
            want = old_to_new.get(old_off)
            if want is not None and not lands(new_ref.target - co.text_address, want):
                report.fail(5, f"s_getpc_b64 reference at .text+0x{new_add:x} no longer points "
                               f"at the data it did")
        else:
            old_sec = ref.elf.section_at_address(old_ref.target)
            new_sec = co.elf.section_at_address(new_ref.target)
            if old_sec is None or new_sec is None or old_sec.name != new_sec.name or \
                    old_ref.target - old_sec.addr != new_ref.target - new_sec.addr:
                report.fail(5, f"s_getpc_b64 reference at .text+0x{new_add:x} no longer points "
                               f"at {old_sec.name if old_sec else '?'}+0x"
                               f"{old_ref.target - (old_sec.addr if old_sec else 0):x}")
    for k, rk in zip(co.kernels, ref.kernels):
        if rk.descriptor.uses_kernarg_preload:
            body = rk.entry_address - ref.text_address + kd.PRELOAD_PROLOGUE
            new_body = old_to_new.get(body)
            if new_body is not None and new_body != k.entry_address - co.text_address + \
                    kd.PRELOAD_PROLOGUE:
                report.fail(5, f"kernel {k.name}: the preload body moved away from entry + 256")
