"""Check a (rewritten) code object against the layout invariants.

``verify(co)`` checks one file on its own; ``verify(co, reference=ref)`` also
compares it with the code object it was rewritten from.  The invariants (the
numbering follows docs/codeobject.md):

1. segments: every PT_LOAD has offset = vaddr (mod p_align), filesz <= memsz,
   lies inside the file, and PT_LOADs are ordered and disjoint;
2. sections: every allocated section lies inside one PT_LOAD, at the same
   place in memory and in the file, aligned in both; file ranges of
   sections do not overlap;
3. pointers: PT_DYNAMIC = .dynamic, PT_NOTE = .note, PT_PHDR = the program
   header table, PT_GNU_RELRO ends on a page; DT_SYMTAB/STRTAB/HASH/GNU_HASH/
   RELA/STRSZ/RELASZ/SYMENT agree with their sections;
4. kernels: descriptor address + kernel_code_entry_byte_offset = the kernel
   symbol's value in .symtab and .dynsym, 256-aligned, inside .text; the
   metadata's register counts fit the descriptor's granules; lief, an
   independent ELF parser, reads the same .symtab and .dynsym;
5. code (with gcnasm.isa): every branch lands on an instruction boundary inside
   .text; with a reference, instructions that were not edited keep their
   branch and s_getpc_b64 targets (see :mod:`.analysis`), and a preload
   kernel's body stays at entry + 256;
6. with a reference: .note (unless metadata counts were raised), .dynstr,
   .hash, .gnu.hash, symbol names and order unchanged; relocations land on
   the same section + offset;
7. registers: the descriptor grants at least the registers each kernel's
   whole code uses, and its AGPRs do not land on the arch VGPRs it uses; a
   reference hides none of these (one it shares is marked so).
"""

from __future__ import annotations

import bisect
import difflib
from dataclasses import dataclass, field
from typing import Dict, List, Optional

from ..errors import CodeObjectError, GcnasmError
from . import descriptor as kd
from . import elf
from .analysis import Item, TextAnalysis, analyze
from .codeobject import CodeObject
from .layout import PAGE
from .registers import kernel_registers


@dataclass
class Finding:
    invariant: int
    message: str


@dataclass
class VerifyReport:
    path: str
    checked: List[str] = field(default_factory=list)     # what was checked
    problems: List[Finding] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def fail(self, invariant: int, message: str) -> None:
        self.problems.append(Finding(invariant, message))

    def lines(self) -> List[str]:
        out = [f"{self.path}: {'OK' if self.ok else f'{len(self.problems)} problem(s)'}"]
        # In invariant order, whichever part of the verifier checked it first.
        out += [f"  checked: {c}" for c in sorted(self.checked, key=_invariant_number)]
        out += [f"  invariant {p.invariant}: {p.message}"
                for p in sorted(self.problems, key=lambda p: p.invariant)]
        return out

    def raise_if_failed(self) -> None:
        if not self.ok:
            raise GcnasmError("\n".join(self.lines()))


def verify(co: CodeObject, reference: Optional[CodeObject] = None,
           code: bool = True, independent: bool = True) -> VerifyReport:
    """Check ``co``; with ``reference``, also against the file it came from.
    ``code=False`` skips the checks that decode instructions;
    ``independent=False`` the cross-check against lief's parse."""
    report = VerifyReport(co.path)
    _check_segments(co, report)
    _check_sections(co, report)
    _check_pointers(co, report)
    _check_kernels(co, report)
    if independent:
        _check_independent_parse(co, report)
    if reference is not None:
        _check_against_reference(co, reference, report)
    if code:
        _check_code(co, reference, report)
    return report


def _invariant_number(checked: str) -> int:
    """The invariant a ``checked`` line is about (it starts with the number)."""
    head = checked.split(" ", 1)[0]
    return int(head) if head.isdigit() else 0


def _hex(v: int) -> str:
    return f"0x{v:x}"


# --- 1. segments -------------------------------------------------------------

def _check_segments(co: CodeObject, report: VerifyReport) -> None:
    report.checked.append("1 PT_LOAD alignment, sizes, order, overlap")
    size = len(co.to_bytes())
    loads = [s for s in co.elf.segments if s.type == elf.PT_LOAD]
    for seg in co.elf.segments:
        where = f"program header {seg.index}"
        if seg.offset + seg.filesz > size:
            report.fail(1, f"{where} ends past the end of the file")
        if seg.type == elf.PT_LOAD:
            if seg.align > 1 and (seg.offset - seg.vaddr) % seg.align:
                report.fail(1, f"{where} (PT_LOAD): p_offset {_hex(seg.offset)} and p_vaddr "
                               f"{_hex(seg.vaddr)} differ modulo p_align {_hex(seg.align)}")
            if seg.filesz > seg.memsz:
                report.fail(1, f"{where} (PT_LOAD): p_filesz > p_memsz")
    for a, b in zip(loads, loads[1:]):
        if b.vaddr < a.vaddr + a.memsz:
            report.fail(1, f"program headers {a.index} and {b.index}: PT_LOADs out of order "
                           f"or overlapping ({_hex(a.vaddr)}+{_hex(a.memsz)} vs {_hex(b.vaddr)})")


# --- 2. sections -------------------------------------------------------------

def _check_sections(co: CodeObject, report: VerifyReport) -> None:
    report.checked.append("2 sections inside one PT_LOAD, aligned, not overlapping")
    loads = [s for s in co.elf.segments if s.type == elf.PT_LOAD]
    for sec in co.elf.sections:
        if sec.type == elf.SHT_NULL:
            continue
        where = f"section {sec.index} ({sec.name})"
        align = max(sec.addralign, 1)
        if sec.is_alloc:
            if sec.addr % align:
                report.fail(2, f"{where}: address {_hex(sec.addr)} not {align}-aligned")
            holders = [s for s in loads if s.vaddr <= sec.addr
                       and sec.addr + sec.size <= s.vaddr + s.memsz]
            if len(holders) != 1:
                report.fail(2, f"{where}: in {len(holders)} PT_LOAD segments, expected 1")
            elif sec.type != elf.SHT_NOBITS:
                seg = holders[0]
                if sec.offset - seg.offset != sec.addr - seg.vaddr:
                    report.fail(2, f"{where}: file offset {_hex(sec.offset)} does not match its "
                                   f"address {_hex(sec.addr)} within PT_LOAD {seg.index}")
                if sec.offset + sec.size > seg.offset + seg.filesz:
                    report.fail(2, f"{where}: extends past PT_LOAD {seg.index}'s file bytes")
        if sec.type != elf.SHT_NOBITS and sec.offset % align:
            report.fail(2, f"{where}: file offset {_hex(sec.offset)} not {align}-aligned")
    ranges = sorted((s.offset, s.offset + s.size, s.name) for s in co.elf.sections
                    if s.type not in (elf.SHT_NULL, elf.SHT_NOBITS) and s.size)
    for (a0, a1, an), (b0, b1, bn) in zip(ranges, ranges[1:]):
        if b0 < a1:
            report.fail(2, f"sections {an} and {bn} overlap in the file")
    hdr = co.elf.header
    table = (hdr.shoff, hdr.shoff + hdr.shnum * elf.SHDR.size)
    for start, end, name in ranges:
        if start < table[1] and table[0] < end:
            report.fail(2, f"section {name} overlaps the section header table")


# --- 3. pointers to sections -------------------------------------------------

_DT_SECTIONS = {6: ".dynsym", 5: ".dynstr", 4: ".hash", 0x6FFFFEF5: ".gnu.hash", 7: ".rela.dyn"}


def _check_pointers(co: CodeObject, report: VerifyReport) -> None:
    report.checked.append("3 PT_DYNAMIC/PT_NOTE/PT_PHDR/PT_GNU_RELRO and DT_* agree with sections")
    image = co.elf
    def same(seg, sec, what):
        if sec is None:
            report.fail(3, f"{what}: no matching section")
        elif (seg.offset, seg.vaddr, seg.filesz) != (sec.offset, sec.addr, sec.size):
            report.fail(3, f"{what} (offset {_hex(seg.offset)}, vaddr {_hex(seg.vaddr)}, size "
                           f"{_hex(seg.filesz)}) != {sec.name} ({_hex(sec.offset)}, "
                           f"{_hex(sec.addr)}, {_hex(sec.size)})")
    for seg in image.segments:
        if seg.type == elf.PT_DYNAMIC:
            same(seg, image.section(".dynamic"), f"PT_DYNAMIC (program header {seg.index})")
        elif seg.type == elf.PT_NOTE:
            same(seg, image.section(".note"), f"PT_NOTE (program header {seg.index})")
        elif seg.type == elf.PT_PHDR:
            hdr = image.header
            if (seg.offset, seg.filesz) != (hdr.phoff, hdr.phnum * elf.PHDR.size):
                report.fail(3, "PT_PHDR does not cover the program header table")
        elif seg.type == elf.PT_GNU_RELRO:
            if (seg.vaddr + seg.memsz) % PAGE:
                report.fail(3, f"PT_GNU_RELRO ends at {_hex(seg.vaddr + seg.memsz)}, not on a "
                               f"page boundary")
    dynamic = image.section(".dynamic")
    if dynamic is None:
        return
    for tag, value in image.dynamic(dynamic):
        if tag == elf.DT_NULL:
            break
        name = _DT_SECTIONS.get(tag)
        if name is not None:
            sec = image.section(name)
            if sec is None or sec.addr != value:
                report.fail(3, f"{elf.DT_ADDRESS_TAGS[tag]} = {_hex(value)} but {name} is at "
                               f"{_hex(sec.addr) if sec else 'nowhere'}")
        elif tag == 10:
            sec = image.section(".dynstr")
            if sec is None or sec.size != value:
                report.fail(3, f"DT_STRSZ = {value} but .dynstr has {sec.size if sec else 0} bytes")
        elif tag == 8:
            sec = image.section(".rela.dyn")
            if sec is None or sec.size != value:
                report.fail(3, f"DT_RELASZ = {value} but .rela.dyn has "
                               f"{sec.size if sec else 0} bytes")
        elif tag == 11 and value != elf.SYM.size:
            report.fail(3, f"DT_SYMENT = {value}, not {elf.SYM.size}")


# --- 4. kernels --------------------------------------------------------------

def _check_kernels(co: CodeObject, report: VerifyReport) -> None:
    report.checked.append("4 descriptor entries = kernel symbols, 256-aligned; metadata counts "
                          "fit the granules")
    tables = {".symtab": co.symbols, ".dynsym": co.dynamic_symbols}
    text = co.text_section
    for k in co.kernels:
        where = f"kernel {k.name}"
        if k.entry_address % kd.ENTRY_ALIGNMENT:
            report.fail(4, f"{where}: entry {_hex(k.entry_address)} is not 256-byte aligned")
        for table, symbols in tables.items():
            if not symbols:
                continue
            sym = next((s for s in symbols if s.name == k.name), None)
            if sym is None:
                if table == ".symtab":
                    report.fail(4, f"{where}: no {table} symbol named {k.name}")
                continue
            if sym.value != k.entry_address:
                report.fail(4, f"{where}: {table} value {_hex(sym.value)} != descriptor entry "
                               f"{_hex(k.entry_address)}")
            if sym.shndx != text.index:
                report.fail(4, f"{where}: {table} symbol is not in .text")
        d, m = k.descriptor, k.metadata
        # On gfx90a-family targets .vgpr_count counts arch VGPRs and AGPRs
        # together (what LLVM writes and AMD's kernels show), .agpr_count the
        # AGPR part.
        total, acc = m.get(".vgpr_count"), m.get(".agpr_count", 0)
        if isinstance(total, int) and total > d.vgpr_count:
            report.fail(4, f"{where}: metadata .vgpr_count {total} exceeds the {d.vgpr_count} "
                           f"VGPRs the descriptor grants")
        if isinstance(acc, int) and acc and d.accum_offset + acc > d.vgpr_count:
            report.fail(4, f"{where}: {acc} AGPRs from accum_offset {d.accum_offset} exceed the "
                           f"{d.vgpr_count} VGPRs the descriptor grants")
        sgprs = m.get(".sgpr_count")
        if isinstance(sgprs, int) and sgprs > d.sgpr_count:
            report.fail(4, f"{where}: metadata .sgpr_count {sgprs} exceeds the "
                           f"{d.sgpr_count} SGPRs the descriptor grants")
    # every symbol lies inside its section
    for table, symbols in tables.items():
        for s in symbols:
            if s.shndx == elf.SHN_UNDEF or s.shndx >= elf.SHN_LORESERVE:
                continue
            sec = co.elf.sections[s.shndx]
            if sec.is_alloc and not sec.addr <= s.value <= s.value + s.size <= sec.addr + sec.size:
                report.fail(4, f"{table} symbol {s.name}: {_hex(s.value)}+{s.size} lies outside "
                               f"{sec.name} ({_hex(sec.addr)}..{_hex(sec.addr + sec.size)})")


def _check_independent_parse(co: CodeObject, report: VerifyReport) -> None:
    """lief parses the file on its own; its symbol tables must equal the raw
    ones (a damaged table the raw reader's bounds checks let through)."""
    # Imported here: lief takes longer to import than loading a code object.
    import lief
    lief.logging.disable()     # it warns about AMDGPU relocations it does not know
    report.checked.append("4 lief (an independent ELF parser) reads the same .symtab and .dynsym")
    binary = lief.ELF.parse(co.to_bytes())
    if binary is None:
        report.fail(4, "lief cannot parse the file")
        return
    for name, raw, theirs in ((".symtab", co.symbols, binary.symtab_symbols),
                              (".dynsym", co.dynamic_symbols, binary.dynamic_symbols)):
        mine = [(s.name, s.value) for s in raw]
        try:
            parsed = [(s.name, s.value) for s in theirs]
        except UnicodeDecodeError:
            report.fail(4, f"{name}: lief cannot decode a symbol name (damaged symbol table)")
            continue
        if parsed != mine:
            first = next((i for i, (a, b) in enumerate(zip(parsed, mine)) if a != b),
                         min(len(parsed), len(mine)))
            report.fail(4, f"{name}: lief reads {len(parsed)} symbols, the raw table "
                           f"{len(mine)}; they differ from symbol {first} (damaged symbol table)")


# --- 6. unchanged parts ------------------------------------------------------

def _check_against_reference(co: CodeObject, ref: CodeObject, report: VerifyReport) -> None:
    report.checked.append("6 .dynstr/.hash/.gnu.hash/.note unchanged, same symbols, "
                          "relocations on the same section+offset")
    for name in (".dynstr", ".hash", ".gnu.hash", ".strtab", ".shstrtab", ".comment"):
        a, b = co.elf.section(name), ref.elf.section(name)
        if (a is None) != (b is None) or (a and co.elf.section_bytes(a) != ref.elf.section_bytes(b)):
            report.fail(6, f"{name} differs from the reference")
    note, ref_note = co.elf.section(".note"), ref.elf.section(".note")
    if note and ref_note and co.elf.section_bytes(note) != ref.elf.section_bytes(ref_note):
        if _without_counts(co.metadata) != _without_counts(ref.metadata):
            report.fail(6, ".note metadata differs from the reference beyond register counts")
    if [s.name for s in co.elf.sections] != [s.name for s in ref.elf.sections]:
        report.fail(6, "the section list differs from the reference")
    for table in ("symbols", "dynamic_symbols"):
        mine, theirs = getattr(co, table), getattr(ref, table)
        if [(s.name, s.info, s.other, s.shndx) for s in mine] != \
                [(s.name, s.info, s.other, s.shndx) for s in theirs]:
            report.fail(6, f"{'.symtab' if table == 'symbols' else '.dynsym'} names, kinds or "
                           "sections differ from the reference")
    for a, b in zip(co.kernels, ref.kernels):
        da, db = a.descriptor, b.descriptor
        for name in ("group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size",
                     "compute_pgm_rsrc2", "kernel_code_properties", "kernarg_preload"):
            if getattr(da, name) != getattr(db, name):
                report.fail(6, f"kernel {a.name}: descriptor {name} changed")
    rela, ref_rela = co.elf.section(".rela.dyn"), ref.elf.section(".rela.dyn")
    if rela is not None and ref_rela is not None:
        for i, (r, q) in enumerate(zip(co.elf.relocations(rela), ref.elf.relocations(ref_rela))):
            if (r.type, r.symbol) != (q.type, q.symbol):
                report.fail(6, f".rela.dyn entry {i}: type or symbol changed")
                continue
            sa, sb = co.elf.section_at_address(r.offset), ref.elf.section_at_address(q.offset)
            if sa is None or sb is None or sa.name != sb.name or \
                    (sa.name != ".text" and r.offset - sa.addr != q.offset - sb.addr):
                report.fail(6, f".rela.dyn entry {i}: lands on a different section or offset")


def _without_counts(metadata):
    counts = {".vgpr_count", ".agpr_count", ".sgpr_count"}
    kernels = [{k: v for k, v in m.items() if k not in counts}
               for m in metadata.get("amdhsa.kernels", [])]
    return {**metadata, "amdhsa.kernels": kernels}


# --- 5 and 7. code (with gcnasm.isa) ----------------------------------------

def _check_code(co: CodeObject, reference: Optional[CodeObject], report) -> None:
    """Invariants 5 and 7."""
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
    """Invariant 7, over each kernel's whole code.  A reference never hides
    a problem: one its own code has too is still reported, marked so."""
    report.checked.append("7 descriptors grant the registers the code uses")
    in_reference = {}
    if reference is not None:
        for k, used in kernel_registers(reference, analyze(reference)).items():
            in_reference[k.name] = set(used.needs.shortfalls(k.descriptor))
    for k, used in kernel_registers(co, an).items():
        d = k.descriptor
        overlap = used.overlap(d.accum_offset)
        detail = overlap.describe(_at_offset) if overlap is not None else ""
        for problem, shown in zip(used.needs.shortfalls(d), used.needs.shortfalls(d, detail)):
            if problem in in_reference.get(k.name, ()):
                shown += " (the reference has this too)"
            report.fail(7, f"kernel {k.name}: {shown}")


def _at_offset(offset: int) -> str:
    return f"at .text+0x{offset:x}"


def _key(it: Item, text: bytes):
    if it.is_data:
        return ("data", text[it.offset:it.offset + it.size])
    inst = it.inst
    return (inst.mnemonic,) + tuple(inst.operand_texts[:-1] if inst.branch_target is not None
                                    else inst.operand_texts)


def _check_same_targets(co, an, ref, ran, report) -> None:
    """Instructions common to both files (matched with difflib) keep their
    branch and s_getpc_b64 targets; a preload body stays at entry + 256."""
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
