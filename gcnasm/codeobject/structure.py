"""The structural invariants of a code object file (1-4 of
:mod:`.verify`: segments, sections, pointers to sections, kernels), which need
no decoding, and the report every check writes into.

They read a parsed code object (``co.elf``, ``co.kernels``, ``co.symbols``,
``co.dynamic_symbols``, ``co.text_section``: a :class:`.codeobject.CodeObject`)
and sit below it: :meth:`.codeobject.CodeObject.to_bytes` checks a file it
writes with :func:`check_structure`, and :func:`.verify.verify` adds the
checks that need the ISA, lief or a reference file.
"""

from __future__ import annotations

from ..errors import GcnasmError
from ..records import Record
from . import descriptor as kd
from . import elf
from . import metadata as md
from .layout import PAGE


class Finding(Record):
    """One broken invariant.  Findings with equal fields are equal."""

    FIELDS = ("invariant", "message")
    __slots__ = FIELDS

    def __init__(self, invariant: int, message: str):
        self.invariant = invariant
        self.message = message


class VerifyReport:
    __slots__ = ("path", "checked", "problems")

    def __init__(self, path: str, checked: list[str] | None = None,
                 problems: list[Finding] | None = None):
        self.path = path
        self.checked = [] if checked is None else checked       # what was checked
        self.problems = [] if problems is None else problems

    def __repr__(self) -> str:
        return (f"VerifyReport(path={self.path!r}, checked={self.checked!r}, "
                f"problems={self.problems!r})")

    @property
    def ok(self) -> bool:
        return not self.problems

    def fail(self, invariant: int, message: str) -> None:
        self.problems.append(Finding(invariant, message))

    def lines(self) -> list[str]:
        out = [f"{self.path}: {'OK' if self.ok else f'{len(self.problems)} problem(s)'}"]
        # In invariant order, whichever part of the verifier checked it first.
        out += [f"  checked: {c}" for c in sorted(self.checked, key=invariant_number)]
        out += [f"  invariant {p.invariant}: {p.message}"
                for p in sorted(self.problems, key=lambda p: p.invariant)]
        return out

    def raise_if_failed(self) -> None:
        if not self.ok:
            raise GcnasmError("\n".join(self.lines()))


def check_structure(co, report: VerifyReport) -> VerifyReport:
    """Invariants 1-4 of ``co`` (a CodeObject) into ``report``; returns it."""
    _check_segments(co, report)
    _check_sections(co, report)
    _check_pointers(co, report)
    _check_kernels(co, report)
    return report


def invariant_number(checked: str) -> int:
    """The invariant a ``checked`` line is about (it starts with the number)."""
    head = checked.split(" ", 1)[0]
    return int(head) if head.isdigit() else 0


def _hex(v: int) -> str:
    return f"0x{v:x}"


# --- 1. segments -------------------------------------------------------------

def _check_segments(co, report: VerifyReport) -> None:
    report.checked.append("1 PT_LOAD alignment, sizes, order, overlap")
    size = len(co.elf.data)
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

def _check_sections(co, report: VerifyReport) -> None:
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


def _check_pointers(co, report: VerifyReport) -> None:
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

def _check_kernels(co, report: VerifyReport) -> None:
    report.checked.append("4 descriptor entries = kernel symbols, 256-aligned; metadata agrees "
                          "with the descriptors")
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
        for _key, message in md.contradictions(k.metadata, k.descriptor):
            report.fail(4, f"{where}: {message}")
    # every symbol lies inside its section
    for table, symbols in tables.items():
        for s in symbols:
            if s.shndx == elf.SHN_UNDEF or s.shndx >= elf.SHN_LORESERVE:
                continue
            sec = co.elf.sections[s.shndx]
            if sec.is_alloc and not sec.addr <= s.value <= s.value + s.size <= sec.addr + sec.size:
                report.fail(4, f"{table} symbol {s.name}: {_hex(s.value)}+{s.size} lies outside "
                               f"{sec.name} ({_hex(sec.addr)}..{_hex(sec.addr + sec.size)})")
