"""Re-lay-out a linked code object after sections change size, as ld.lld would.

Growing ``.text`` by N bytes does not simply shift everything after it by N:
each PT_LOAD starts on its own page *in memory* but shares pages *in the file*,
so addresses and file offsets move by different amounts (see
docs/codeobject.md).  This module re-places every section with ld.lld's rules
and rewrites every table that records a placement:

* section headers (sh_addr, sh_offset, sh_size) and the ELF header (e_shoff);
* program headers, recomputed from the sections each segment held;
* ``.relro_padding`` (sized so that PT_GNU_RELRO ends on a page boundary);
* ``.dynamic`` entries that hold addresses (DT_HASH, DT_SYMTAB, ...);
* ``.symtab`` / ``.dynsym`` values (and sizes of symbols inside ``.text``);
* ``.rela.dyn`` offsets, and the addends of R_AMDGPU_RELATIVE64 (addresses).

Addresses inside a resized section cannot be moved by arithmetic: the caller
passes ``map_inside(section_name, old_address) -> new_address`` for them
(the assembler knows where each label went).  Addresses in other sections
move with their section.  Contents are copied byte for byte; gaps are zeros.

ld.lld's placement rules used here (lld/ELF/Writer.cpp, observed on ld.lld 22):

* the first section of a PT_LOAD after the first starts at
  ``align_up(dot, page) + offset % page`` (offset: the file offset reached so
  far; no new page when dot is page-aligned, so the RW segment after
  ``.relro_padding`` starts at 0x3eb0 when the file offset is 0xeb0),
  then at its own alignment; its file offset is the first offset >= the
  current one that equals its address modulo the page size;
* later sections of the same PT_LOAD keep offset - address constant;
* NOBITS sections take address space but no file space;
* ``.relro_padding`` is the last section of PT_GNU_RELRO and of its RW
  PT_LOAD even when it is empty: ld.lld sizes it after placement, so a file
  whose ``.dynamic`` ends on a page boundary has an empty one lying just past
  both segments (in none of them, by their bounds), and growing such a file
  gives it a size inside them again;
* non-allocated sections follow in file order, each at its alignment, and the
  section header table comes last, 8-byte aligned.
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import CodeObjectError
from . import elf

PAGE = 0x1000          # ld.lld's max-page-size and common-page-size for AMDGPU


def _align(value: int, alignment: int) -> int:
    return value if alignment <= 1 else -(-value // alignment) * alignment


def _align_with_skew(value: int, alignment: int, skew: int) -> int:
    """The smallest v >= value with v % alignment == skew % alignment."""
    skew %= alignment
    return value + ((skew - value) % alignment)


class Placement:
    """Where every section goes: the new section headers and program
    headers, and the old->new address map."""

    __slots__ = ("old_sections", "sections", "segments", "resized", "map_inside")

    def __init__(self, old_sections: list[elf.Section], sections: list[elf.Section],
                 segments: list[elf.Segment], resized: dict[int, int],
                 map_inside: Callable[[str, int], int] | None = None):
        self.old_sections = old_sections
        self.sections = sections
        self.segments = segments
        self.resized = resized                  # section index -> new size
        self.map_inside = map_inside

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(old_sections={self.old_sections!r}, "
                f"sections={self.sections!r}, segments={self.segments!r}, "
                f"resized={self.resized!r}, map_inside={self.map_inside!r})")

    def section_of(self, old_address: int) -> elf.Section | None:
        """The old allocated section holding ``old_address`` (a section's end
        address counts as inside it when nothing else starts there)."""
        hit = None
        for sec in self.old_sections:
            if not sec.is_alloc or sec.type == elf.SHT_NULL:
                continue
            if sec.addr <= old_address < sec.addr + sec.size:
                return sec
            if old_address == sec.addr + sec.size and hit is None:
                hit = sec
        return hit

    def map_address(self, old_address: int, what: str = "address") -> int:
        sec = self.section_of(old_address)
        if sec is None:
            return old_address          # not in a loaded section (0, or absolute)
        return self.map_in_section(sec, old_address, what)

    def map_in_section(self, sec: elf.Section, old_address: int, what: str = "address") -> int:
        new = self.sections[sec.index]
        if sec.index in self.resized:
            if self.map_inside is None:
                raise CodeObjectError(f"{what} 0x{old_address:x} lies inside resized "
                                      f"section {sec.name} and cannot be moved")
            return self.map_inside(sec.name, old_address)
        return old_address - sec.addr + new.addr

    def section(self, name: str) -> elf.Section:
        for old in self.old_sections:
            if old.name == name:
                return self.sections[old.index]
        raise CodeObjectError(f"no {name} section")


class Relayout(Placement):
    """A placement and the file written with it."""

    __slots__ = ("data",)

    def __init__(self, old_sections: list[elf.Section], sections: list[elf.Section],
                 segments: list[elf.Segment], resized: dict[int, int],
                 map_inside: Callable[[str, int], int] | None = None, data: bytes = b""):
        super().__init__(old_sections, sections, segments, resized, map_inside)
        self.data = data

    def __repr__(self) -> str:
        return super().__repr__()[:-1] + f", data={self.data!r})"


SymbolUpdate = Callable[[elf.Section, elf.Symbol], tuple[int, int]]


def place(image: elf.ElfFile, sizes: dict[str, int],
          map_inside: Callable[[str, int], int] | None = None) -> Placement:
    """Where the sections of ``image`` go when some (by name) get new sizes."""
    resized = {}
    for name, size in sizes.items():
        sec = image.require(name)
        if sec.type == elf.SHT_NOBITS:
            raise CodeObjectError(f"{image.path}: cannot give contents to NOBITS section {name}")
        resized[sec.index] = size
    new = [s.copy() for s in image.sections]
    for index, size in resized.items():
        new[index].size = size
    _place(image, new)
    return Placement(image.sections, new, _segments(image, new), resized, map_inside)


def relayout(image: elf.ElfFile, contents: dict[str, bytes],
             map_inside: Callable[[str, int], int] | None = None,
             symbol_update: SymbolUpdate | None = None) -> Relayout:
    """Write ``image`` with new ``contents`` for some sections (by name).

    ``map_inside(section_name, old_address)`` moves addresses inside a
    resized section; ``symbol_update(table, symbol) -> (value, size)`` gives
    the new value and size of a symbol inside a resized section (default:
    the value through ``map_inside``, the size unchanged)."""
    plan = place(image, {name: len(data) for name, data in contents.items()}, map_inside)
    result = Relayout(plan.old_sections, plan.sections, plan.segments, plan.resized, map_inside)
    by_index = {image.require(name).index: bytes(data) for name, data in contents.items()}
    new = result.sections

    # Assemble the file: headers, then each section's (new or old) bytes.
    shoff = _section_table_offset(new)
    out = bytearray(shoff + len(new) * elf.SHDR.size)
    header = image.header.copy(shoff=shoff)
    if header.entry:
        header.entry = result.map_address(header.entry, "e_entry")
    out[0:elf.EHDR.size] = header.pack()
    for seg in result.segments:
        pos = header.phoff + seg.index * elf.PHDR.size
        out[pos:pos + elf.PHDR.size] = seg.pack()
    for sec in new:
        if sec.type in (elf.SHT_NULL, elf.SHT_NOBITS) or sec.size == 0:
            continue
        data = by_index.get(sec.index)
        if data is None:
            data = image.section_bytes(image.sections[sec.index])
        out[sec.offset:sec.offset + len(data)] = data
    for sec in new:
        pos = shoff + sec.index * elf.SHDR.size
        out[pos:pos + elf.SHDR.size] = sec.pack()

    _fix_dynamic(image, result, out)
    _fix_symbols(image, result, out, symbol_update)
    _fix_relocations(image, result, out)
    result.data = bytes(out)
    return result


# --- placement ---------------------------------------------------------------

RELRO_PADDING = ".relro_padding"


def _allocated(image: elf.ElfFile) -> list[elf.Section]:
    """The allocated sections in address order (ld.lld's output order)."""
    return sorted((s for s in image.sections if s.is_alloc and s.type != elf.SHT_NULL),
                  key=lambda s: (s.addr, s.index))


def _members(image: elf.ElfFile, seg: elf.Segment) -> list[elf.Section]:
    """The sections a segment holds, in address order.

    By bounds, a section is in a segment when its addresses are (an empty one
    when its address is inside, not at the end).  An empty ``.relro_padding``
    right at the end of a PT_LOAD or PT_GNU_RELRO that holds the section
    before it belongs there too: it is where ld.lld put it (it ends the relro
    region), and it takes space again as soon as ``.dynamic`` moves off the
    page boundary."""
    if not seg.memsz:
        return []
    end = seg.vaddr + seg.memsz
    allocated = _allocated(image)
    out = [s for s in allocated
           if seg.vaddr <= s.addr and s.addr + s.size <= end and (s.size or s.addr < end)]
    if seg.type in (elf.PT_LOAD, elf.PT_GNU_RELRO) and out:
        position = allocated.index(out[-1])
        following = allocated[position + 1] if position + 1 < len(allocated) else None
        if (following is not None and following.name == RELRO_PADDING
                and following.type == elf.SHT_NOBITS and following.size == 0
                and following.addr == end):
            out.append(following)
    return out


def _load_of(image: elf.ElfFile, sec: elf.Section) -> elf.Segment | None:
    for seg in image.segments:
        if seg.type == elf.PT_LOAD and sec in _members(image, seg):
            return seg
    return None


def _place(image: elf.ElfFile, new: list[elf.Section]) -> None:
    old = image.sections
    alloc = _allocated(image)
    dot = off = None
    current_load = None
    first_in_load: elf.Section | None = None
    for sec in alloc:
        target = new[sec.index]
        load = _load_of(image, sec)
        if dot is None:
            # The first section follows the ELF and program headers, which do
            # not change size: it stays where it was.
            dot, off = sec.addr, sec.offset
            current_load, first_in_load = load, target
        elif load is not current_load:
            current_load = load
            # The file offset, not dot: after PT_GNU_RELRO, dot is on a page
            # boundary (.relro_padding) while the file is not (ld.lld puts the
            # RW .data/.bss at 0x3eb0, file 0xeb0, not at 0x3000).
            dot = _align(dot, PAGE) + off % PAGE
            dot = _align(dot, max(sec.addralign, 1))
            off = _align_with_skew(off, PAGE, dot)
            first_in_load = target
        else:
            dot = _align(dot, max(sec.addralign, 1))
            if sec.type != elf.SHT_NOBITS:
                off = first_in_load.offset + dot - first_in_load.addr
        target.addr = dot
        target.offset = off
        if sec.name == RELRO_PADDING and sec.type == elf.SHT_NOBITS:
            # Pads PT_GNU_RELRO to a page boundary (lld's RelroPaddingSection).
            target.size = _align(dot, PAGE) - dot
        dot += target.size
        if sec.type != elf.SHT_NOBITS:
            off += target.size

    others = sorted((s for s in old if not s.is_alloc and s.type != elf.SHT_NULL),
                    key=lambda s: (s.offset, s.index))
    for sec in others:
        target = new[sec.index]
        off = _align(off, max(sec.addralign, 1))
        target.offset = off
        off += target.file_size


def _section_table_offset(new: list[elf.Section]) -> int:
    end = max((s.offset + s.file_size for s in new if s.type != elf.SHT_NULL), default=0)
    return _align(end, 8)


def _segments(image: elf.ElfFile, new: list[elf.Section]) -> list[elf.Segment]:
    """Each segment keeps the sections it held; its bounds follow them."""
    out = []
    for seg in image.segments:
        members = _members(image, seg)
        if not members or seg.type in (elf.PT_PHDR,):
            out.append(seg.copy())
            continue
        first = min(members, key=lambda s: (s.addr, s.index))
        last = max(members, key=lambda s: (s.addr + s.size, s.index))
        file_members = [s for s in members if s.type != elf.SHT_NOBITS]
        nf = new[first.index]
        vaddr = nf.addr - (first.addr - seg.vaddr)
        offset = nf.offset - (first.offset - seg.offset) if first.type != elf.SHT_NOBITS \
            else seg.offset + (nf.offset - first.offset)
        memsz = new[last.index].addr + new[last.index].size - vaddr \
            + (seg.vaddr + seg.memsz - (last.addr + last.size))
        if file_members:
            lf = max(file_members, key=lambda s: (s.offset + s.size, s.index))
            filesz = new[lf.index].offset + new[lf.index].size - offset \
                + (seg.offset + seg.filesz - (lf.offset + lf.size))
        else:
            filesz = seg.filesz
        out.append(seg.copy(offset=offset, vaddr=vaddr, paddr=seg.paddr + (vaddr - seg.vaddr),
                            filesz=max(filesz, 0), memsz=memsz))
    return out


# --- tables that record addresses --------------------------------------------

def _fix_dynamic(image: elf.ElfFile, result: Relayout, out: bytearray) -> None:
    for sec in image.sections:
        if sec.type != elf.SHT_DYNAMIC:
            continue
        base = result.sections[sec.index].offset
        for i, (tag, value) in enumerate(image.dynamic(sec)):
            if tag == elf.DT_NULL:
                break
            if tag in elf.DT_ADDRESS_TAGS:
                value = result.map_address(value, elf.DT_ADDRESS_TAGS[tag])
            elif tag == 8:   # DT_RELASZ
                rela = image.section(".rela.dyn")
                if rela is not None:
                    value = result.sections[rela.index].size
            else:
                continue
            elf.DYN.pack_into(out, base + i * elf.DYN.size, tag, value)


def _fix_symbols(image: elf.ElfFile, result: Relayout, out: bytearray,
                 symbol_update: SymbolUpdate | None) -> None:
    for sec in image.sections:
        if sec.type not in (elf.SHT_SYMTAB, elf.SHT_DYNSYM):
            continue
        base = result.sections[sec.index].offset
        for sym in image.symbols(sec):
            if sym.shndx == elf.SHN_UNDEF or sym.shndx >= elf.SHN_LORESERVE:
                continue
            home = image.sections[sym.shndx]
            if not home.is_alloc:
                continue
            what = f"{sec.name} symbol {sym.name or sym.index}"
            size = sym.size
            if sym.type == 3:            # STT_SECTION: the section's address
                value = result.sections[home.index].addr
            elif home.index in result.resized and symbol_update is not None:
                value, size = symbol_update(sec, sym)
            else:
                value = result.map_in_section(home, sym.value, what)
            pos = base + sym.index * elf.SYM.size
            elf.SYM.pack_into(out, pos, sym.name_offset, sym.info, sym.other, sym.shndx,
                              value, size)


def _fix_relocations(image: elf.ElfFile, result: Relayout, out: bytearray) -> None:
    for sec in image.sections:
        if sec.type != elf.SHT_RELA or not sec.is_alloc:
            continue
        base = result.sections[sec.index].offset
        for i, rel in enumerate(image.relocations(sec)):
            what = f"{sec.name} relocation {i}"
            new_offset = result.map_address(rel.offset, what)
            addend = rel.addend
            if rel.type == elf.R_AMDGPU_RELATIVE64:
                addend = result.map_address(rel.addend, f"{what} addend")
                _fix_relocated_word(image, result, out, rel, new_offset, addend)
            elf.RELA.pack_into(out, base + i * elf.RELA.size, new_offset,
                               (rel.symbol << 32) | rel.type, addend)


def _fix_relocated_word(image, result, out, rel, new_offset, new_addend) -> None:
    """ld.lld may also write a RELATIVE relocation's value into the word it
    relocates; when the old word held the old addend, write the new one."""
    sec = result.section_of(rel.offset)
    if sec is None or sec.type == elf.SHT_NOBITS or sec.index in result.resized:
        return
    old_pos = sec.offset + rel.offset - sec.addr
    if int.from_bytes(image.data[old_pos:old_pos + 8], "little") == rel.addend & (2**64 - 1):
        nsec = result.sections[sec.index]
        pos = nsec.offset + new_offset - nsec.addr
        out[pos:pos + 8] = (new_addend & (2**64 - 1)).to_bytes(8, "little")
