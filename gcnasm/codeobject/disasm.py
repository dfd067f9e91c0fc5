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

What is code and what is data, where references point and which labels go
where comes from the program view (:class:`.program.Program`, shared with the
rewriter, the verifier and the checker); this module only prints it.  It sits
below :mod:`.codeobject` (``CodeObject.disassemble()`` calls it) and reads a
code object through its attributes.
"""

from __future__ import annotations

import bisect
import operator
import os
import re
from itertools import compress, repeat

from ..errors import CodeObjectError
from . import descriptor as kd
from . import elf
from .analysis import S_NOP_0, S_NOP_0_BYTES, TextAnalysis
from .labels import IDENTIFIER, text_symbols
from .program import Program

PREFETCH_PADDING_WORDS = 256      # LLVM ends .text with 256 x s_nop 0
PREFETCH_ALIGN_LOG2 = 6


# --- text --------------------------------------------------------------------

class _Writer:
    def __init__(self):
        self.lines: list[str] = []

    def add(self, line: str = "") -> None:
        self.lines.append(line)

    def comment(self, text: str = "") -> None:
        self.lines.append(f"// {text}" if text else "//")


def disassemble(co, standalone: bool = False, *,
                line_of: dict[int, int] | None = None) -> str:
    """The whole .text of ``co`` (a CodeObject; ``gcnasm.disassemble`` also
    takes a path) as re-assembleable gcnasm/llvm-mc syntax, printed from its
    program view.  ``standalone=True``: the whole code object (descriptors,
    metadata, other sections, symbols), which assembles with no template
    (see :mod:`.standalone`).  ``line_of``: a dict to fill with each
    instruction's ``.text`` offset -> its 1-based line in the text returned
    (not with ``standalone``)."""
    if isinstance(co, (str, os.PathLike)):
        raise CodeObjectError(f"{co}: gcnasm.codeobject.disasm.disassemble() takes a "
                              "CodeObject (gcnasm.disassemble and CodeObject.load take a path)")
    if standalone and line_of is not None:
        raise CodeObjectError("disassemble(): line_of is for the .text listing, not standalone")
    program = Program(co)
    an = program.analysis
    text = co.text
    base = co.text_address
    labels = program.labels
    symbols = {s.name: s for s in text_symbols(co)}
    kernels_at = {k.entry_address - base: k for k in co.kernels}
    preload_at = {k.entry_address - base + kd.PRELOAD_PROLOGUE: k for k in co.kernels
                  if k.descriptor.uses_kernarg_preload}
    ends: dict[int, list[str]] = {}
    for sym in symbols.values():
        if sym.size:
            ends.setdefault(sym.value - base + sym.size, []).append(sym.name)
    aligned = _alignment_points(co, an, kernels_at, preload_at, symbols, labels)
    absorbed = _absorbed_padding(text, an, aligned, labels, ends)

    w = _Writer()
    _header(w, co)
    body_start = len(w.lines)
    starts, decoded = an.starts, an.decoded
    n_items = len(starts)
    data_run: list[int] = []            # indices of data items not yet written

    def flush_data():
        if data_run:
            _write_data(w, text, an, data_run)
            data_run.clear()

    def write_labels(offset):
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

    # Offsets where something other than the instruction itself is written;
    # the items there, instructions written with a label, and data are
    # written one by one, every run of items between them at once, each
    # distinct instruction's line made once.
    marked = set(ends) | set(kernels_at) | set(aligned) | set(labels) | set(absorbed)
    marked.add(an.padding_start)
    plain = an.branches.keys() | an.getpc.keys()       # written with a label
    special = {i for i in map(an.index_at, marked | plain) if i is not None}
    special.update(compress(range(n_items), map(operator.is_, decoded, repeat(None))))
    special = sorted(special)
    text_of = {inst: "\t" + inst.text for inst in set(decoded) if inst is not None}
    add_lines = w.lines.extend
    k = 0                               # special[k]: the next item written alone
    i = 0
    while i <= n_items:
        while k < len(special) and special[k] < i:
            k += 1
        stop = special[k] if k < len(special) else n_items
        if i < stop:
            flush_data()
            if line_of is not None:
                first = len(w.lines) + 1
                line_of.update(zip(starts[i:stop], range(first, first + stop - i)))
            add_lines(map(text_of.__getitem__, decoded[i:stop]))
            i = stop
            continue
        offset = starts[i] if i < n_items else len(text)
        for name in ends.get(offset, ()):
            flush_data()
            w.add(f".Lend_{name}:")
            w.add(f"\t.size\t{name}, .Lend_{name}-{name}")
        if offset == an.padding_start and offset < len(text):
            flush_data()
            # A branch to an empty block at the very end of the last function
            # targets the padding's first byte: its label goes before it; so
            # does an empty kernel placed there (its entry's .p2align first).
            if offset in kernels_at:
                _kernel_header(w, co, kernels_at[offset])
            if offset in aligned:
                w.add(f"\t.p2align\t{aligned[offset]}")
            write_labels(offset)
            _write_trailing_padding(w, an, len(text))
            break
        if offset in kernels_at:
            flush_data()
            _kernel_header(w, co, kernels_at[offset])
        if offset in aligned:
            flush_data()
            w.add(f"\t.p2align\t{aligned[offset]}")
        write_labels(offset)
        if i == n_items:
            break
        if offset in absorbed:
            i = absorbed[offset]
            continue
        inst = decoded[i]
        if inst is None:
            data_run.append(i)
            end = starts[i + 1] if i + 1 < n_items else len(text)
            if end in labels or end in ends:
                flush_data()
        else:
            flush_data()
            if line_of is not None:
                line_of[offset] = len(w.lines) + 1
            w.add("\t" + _instruction_text(co, an, offset, inst, labels))
        i += 1
    flush_data()
    if standalone:
        from .standalone import standalone_text    # lazy: only --standalone needs it
        return standalone_text(co, w.lines[body_start:])
    return "\n".join(w.lines) + "\n"


def alignment_points(co) -> dict[int, int]:
    """.text offset -> log2 of the alignment the disassembly asks for there
    (the ``.p2align`` written before it); see :func:`_alignment_points`."""
    program = Program(co)
    an = program.analysis
    base = co.text_address
    kernels_at = {k.entry_address - base: k for k in co.kernels}
    preload_at = {k.entry_address - base + kd.PRELOAD_PROLOGUE: k for k in co.kernels
                  if k.descriptor.uses_kernarg_preload}
    symbols = {s.name: s for s in text_symbols(co)}
    return _alignment_points(co, an, kernels_at, preload_at, symbols, program.labels)


# Data in .text keeps at least the alignment of its offset, up to this (16
# bytes: the widest load, dwordx4).  A file does not record the alignment its
# source asked for; what the s_nop 0 padding in front shows can shrink to
# nothing after an edit, while the offset of data placed by a .p2align
# always shows it (up to the cap).
DATA_ALIGN_LOG2 = 4


def _alignment_points(co, an, kernels_at, preload_at, symbols, labels) -> dict[int, int]:
    """offset -> log2 alignment for the .p2align written before it: 8 at kernel
    entries and preload bodies; at other function/data symbols, the smallest
    alignment that explains the s_nop 0 padding in front of them; at data
    (OBJECT symbols, data that s_getpc_b64 addresses point at) at least the
    alignment of its offset up to DATA_ALIGN_LOG2, so that disassembling an
    edited file asks for the alignment the edited text asked for (a file
    cannot tell a requested alignment from a lucky one, so it may ask for
    more, never for less)."""
    out = {off: 8 for off in kernels_at}
    out.update({off: 8 for off in preload_at
                if an.index_at(off) is not None or off == len(co.text)})
    text = co.text
    points = {sym.value - co.text_address: sym.type == 1 for sym in symbols.values()
              if sym.type in (1, 2)}
    for ref in an.getpc.values():
        off = ref.target - co.text_address
        i = an.index_at(off) if 0 < off < len(text) else None
        if i is not None and an.decoded[i] is None:
            points[off] = True
    for off, is_data in sorted(points.items()):
        if off in out or not 0 < off < len(text):
            continue
        log2 = 0
        run = _nop_run_before(text, an, off, labels)
        if run >= 4:
            align = 8
            while align <= 4096 and (off % align or align <= run):
                align *= 2
            if align <= 4096:
                log2 = align.bit_length() - 1
        if is_data:
            log2 = max(log2, min((off & -off).bit_length() - 1, DATA_ALIGN_LOG2))
        if log2 > 2:                  # 4 bytes: every instruction and word is
            out[off] = log2
    return out


def _nop_run_before(text, an, offset, labels, ends=None) -> int:
    """Bytes of s_nop 0 directly before ``offset`` with no label among them."""
    starts = an.starts
    i = bisect.bisect_left(starts, offset) - 1
    run = 0
    while i >= 0:
        start = starts[i]
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        if end - start != 4 or text[start:start + 4] != S_NOP_0_BYTES:
            break
        if start + 4 != offset - run:
            break
        if (offset - run) != offset and (offset - run) in labels:
            break
        if ends and (offset - run) in ends and (offset - run) != offset:
            break
        run += 4
        if start in labels:
            break
        i -= 1
    return run


def _absorbed_padding(text, an, aligned, labels, ends) -> dict[int, int]:
    """item offset -> index of the item after the padding that a .p2align
    will recreate (so those s_nop 0 are not printed)."""
    out: dict[int, int] = {}
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


def _instruction_text(co, an: TextAnalysis, offset: int, inst, labels) -> str:
    """The line of instruction ``inst`` (any instruction of the item's
    bytes) at ``offset``: its branch target or s_getpc_b64 offset as a label."""
    text = inst.text
    target = an.branches.get(offset)
    ref = an.getpc.get(offset)
    if target is None and ref is None:
        return text
    # gcnasm.isa's text is llvm-mc's text, possibly followed by an extension
    # mark (/*gcnasm: ...*/) for bits llvm-mc does not print; the operand to
    # replace is the last one of llvm-mc's part.
    core = inst.llvm_text
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


def _target_expression(co, address: int, labels) -> str:
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


def _write_data(w: _Writer, text: bytes, an: TextAnalysis, run: list[int]) -> None:
    """Data items (indices) as .long words, then .byte for pieces."""
    sizes = an.sizes
    words = [an.starts[i] for i in run if sizes[i] == 4]
    rest = [i for i in run if sizes[i] != 4]
    for i in range(0, len(words), 4):
        values = ", ".join(f"0x{int.from_bytes(text[off:off + 4], 'little'):08x}"
                           for off in words[i:i + 4])
        w.add(f"\t.long\t{values}")
    for i in rest:
        off = an.starts[i]
        w.add("\t.byte\t" + ", ".join(f"0x{b:02x}" for b in text[off:off + sizes[i]]))


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


_HEADER_ORIGIN = re.compile(r"^// gcnasm disassembly of (.*)$", re.M)
_HEADER_TEXT = re.compile(r"^// target \S+ \(e_flags 0x[0-9a-f]+\); \.text: (\d+) bytes at "
                          r"address 0x([0-9a-f]+), file offset 0x[0-9a-f]+$", re.M)


def template_mismatch(src: str, template) -> str | None:
    """A sentence when the header :func:`disassemble` wrote at the top of
    ``src`` describes another ``.text`` than ``template``'s (the text was
    disassembled from another code object); None when it matches or there
    is no header."""
    head = src[:4096]
    m = _HEADER_TEXT.search(head)
    if m is None:
        return None
    size, address = int(m.group(1)), int(m.group(2), 16)
    sec = template.text_section
    if (size, address) == (sec.size, sec.addr):
        return None
    origin = _HEADER_ORIGIN.search(head)
    where = origin.group(1) if origin else "another code object"
    return (f"the text says it was disassembled from {where} (.text {size} bytes at "
            f"0x{address:x}), but the template {template.path} has .text {sec.size} bytes "
            f"at 0x{sec.addr:x}: is it the text's template?")


def _header(w: _Writer, co) -> None:
    sec = co.text_section
    w.comment(f"gcnasm disassembly of {co.path}")
    w.comment(f"target {co.target.target_id} (e_flags 0x{co.target.e_flags:x}); .text: "
              f"{sec.size} bytes at address 0x{sec.addr:x}, file offset 0x{sec.offset:x}")
    w.comment("Rebuild:  gcnasm asm THIS.s --template THE.co -o OUT.co")
    w.comment("Everything outside .text (descriptors, metadata, symbols) comes from the")
    w.comment("template; labels named after symbols move them with the code.")
    w.add(f'\t.amdgcn_target "{co.target.target_id}"')
    w.add("\t.text")


def _kernel_header(w: _Writer, co, k) -> None:
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
