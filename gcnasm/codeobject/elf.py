"""The raw ELF64 layer: headers, section and segment tables, symbol, dynamic
and relocation entries as plain records, read and written with ``struct``.

This layer exists for two reasons:

* **Validation.** Every table is checked against the file's bounds before
  anything else (lief included) looks at it, so a truncated or damaged file
  gives a :class:`~gcnasm.errors.CodeObjectError` naming the file and the
  field, never a crash or a hang.
* **Byte-faithful writing.** lief's writer rebuilds tables and mangles AMDGPU
  relocations, so the re-layout engine (:mod:`.layout`) edits and packs these
  records itself.  Everything it does not touch is copied byte for byte.

Only what AMDGPU code objects use is modelled: little-endian ELF64.
"""

from __future__ import annotations

import struct

from ..errors import CodeObjectError

# --- constants ---------------------------------------------------------------

EM_AMDGPU = 224
ELFOSABI_AMDGPU_HSA = 64
ET_DYN = 3

SHT_NULL, SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_RELA = 0, 1, 2, 3, 4
SHT_HASH, SHT_DYNAMIC, SHT_NOTE, SHT_NOBITS, SHT_REL, SHT_DYNSYM = 5, 6, 7, 8, 9, 11
SHT_GNU_HASH = 0x6FFFFFF6
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 0x1, 0x2, 0x4
SHN_UNDEF, SHN_LORESERVE, SHN_ABS, SHN_XINDEX = 0, 0xFF00, 0xFFF1, 0xFFFF

PT_NULL, PT_LOAD, PT_DYNAMIC, PT_INTERP, PT_NOTE, PT_PHDR = 0, 1, 2, 3, 4, 6
PT_GNU_STACK, PT_GNU_RELRO = 0x6474E551, 0x6474E552
PF_X, PF_W, PF_R = 1, 2, 4

# Dynamic tags whose value is an address (they follow the section they name).
DT_NULL = 0
DT_ADDRESS_TAGS = {
    3: "DT_PLTGOT", 4: "DT_HASH", 5: "DT_STRTAB", 6: "DT_SYMTAB", 7: "DT_RELA",
    12: "DT_INIT", 13: "DT_FINI", 17: "DT_REL", 23: "DT_JMPREL",
    25: "DT_INIT_ARRAY", 26: "DT_FINI_ARRAY", 0x6FFFFEF5: "DT_GNU_HASH",
}
DT_SIZE_TAGS = {2: "DT_PLTRELSZ", 8: "DT_RELASZ", 10: "DT_STRSZ", 27: "DT_INIT_ARRAYSZ",
                28: "DT_FINI_ARRAYSZ"}

# AMDGPU relocation types (AMDGPUUsage, "Relocation Records").
R_AMDGPU_NONE, R_AMDGPU_ABS32_LO, R_AMDGPU_ABS32_HI, R_AMDGPU_ABS64 = 0, 1, 2, 3
R_AMDGPU_REL32, R_AMDGPU_REL64, R_AMDGPU_ABS32 = 4, 5, 6
R_AMDGPU_GOTPCREL, R_AMDGPU_RELATIVE64 = 7, 13

EHDR = struct.Struct("<16sHHIQQQIHHHHHH")   # 64 bytes
PHDR = struct.Struct("<IIQQQQQQ")           # 56 bytes
SHDR = struct.Struct("<IIQQQQIIQQ")         # 64 bytes
SYM = struct.Struct("<IBBHQQ")              # 24 bytes
DYN = struct.Struct("<qQ")                  # 16 bytes
RELA = struct.Struct("<QQq")                # 24 bytes
NOTE_HEADER = struct.Struct("<III")

_MACHINES = {0: "EM_NONE", 3: "EM_386", 40: "EM_ARM", 62: "EM_X86_64", 183: "EM_AARCH64",
             190: "EM_CUDA", 243: "EM_RISCV", EM_AMDGPU: "EM_AMDGPU"}


# --- records -----------------------------------------------------------------
# Plain classes rather than dataclasses: the dataclasses module and the
# building of each class cost start-up time on every gcnasm command.  They
# compare by identity; ``__slots__`` lists the fields, in constructor order.

class _ElfRecord:
    """What the records below share: a repr of every field, and ``copy``."""

    __slots__ = ()

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({fields})"

    def copy(self, **changes):
        """A new record of the same type with the same fields but ``changes``."""
        values = {name: getattr(self, name) for name in self.__slots__}
        values.update(changes)
        return type(self)(**values)


class ElfHeader(_ElfRecord):
    __slots__ = ("ident", "type", "machine", "version", "entry", "phoff", "shoff", "flags",
                 "ehsize", "phentsize", "phnum", "shentsize", "shnum", "shstrndx")

    def __init__(self, ident: bytes, type: int, machine: int, version: int, entry: int,
                 phoff: int, shoff: int, flags: int, ehsize: int, phentsize: int, phnum: int,
                 shentsize: int, shnum: int, shstrndx: int):
        self.ident = ident
        self.type = type
        self.machine = machine
        self.version = version
        self.entry = entry
        self.phoff = phoff
        self.shoff = shoff
        self.flags = flags
        self.ehsize = ehsize
        self.phentsize = phentsize
        self.phnum = phnum
        self.shentsize = shentsize
        self.shnum = shnum
        self.shstrndx = shstrndx


    @property
    def osabi(self) -> int:
        return self.ident[7]

    @property
    def abi_version(self) -> int:
        return self.ident[8]

    def pack(self) -> bytes:
        return EHDR.pack(self.ident, self.type, self.machine, self.version, self.entry,
                         self.phoff, self.shoff, self.flags, self.ehsize, self.phentsize,
                         self.phnum, self.shentsize, self.shnum, self.shstrndx)


class Section(_ElfRecord):
    __slots__ = ("index", "name", "name_offset", "type", "flags", "addr", "offset", "size",
                 "link", "info", "addralign", "entsize")

    def __init__(self, index: int, name: str, name_offset: int, type: int, flags: int,
                 addr: int, offset: int, size: int, link: int, info: int, addralign: int,
                 entsize: int):
        self.index = index
        self.name = name
        self.name_offset = name_offset
        self.type = type
        self.flags = flags
        self.addr = addr
        self.offset = offset
        self.size = size
        self.link = link
        self.info = info
        self.addralign = addralign
        self.entsize = entsize


    @property
    def is_alloc(self) -> bool:
        return bool(self.flags & SHF_ALLOC)

    @property
    def file_size(self) -> int:
        """Bytes the section occupies in the file (0 for NOBITS)."""
        return 0 if self.type == SHT_NOBITS else self.size

    def pack(self) -> bytes:
        return SHDR.pack(self.name_offset, self.type, self.flags, self.addr, self.offset,
                         self.size, self.link, self.info, self.addralign, self.entsize)


class Segment(_ElfRecord):
    __slots__ = ("index", "type", "flags", "offset", "vaddr", "paddr", "filesz", "memsz",
                 "align")

    def __init__(self, index: int, type: int, flags: int, offset: int, vaddr: int, paddr: int,
                 filesz: int, memsz: int, align: int):
        self.index = index
        self.type = type
        self.flags = flags
        self.offset = offset
        self.vaddr = vaddr
        self.paddr = paddr
        self.filesz = filesz
        self.memsz = memsz
        self.align = align


    def pack(self) -> bytes:
        return PHDR.pack(self.type, self.flags, self.offset, self.vaddr, self.paddr,
                         self.filesz, self.memsz, self.align)


class Symbol(_ElfRecord):
    __slots__ = ("index", "name", "name_offset", "info", "other", "shndx", "value", "size")

    STT_NAMES = {0: "NOTYPE", 1: "OBJECT", 2: "FUNC", 3: "SECTION", 4: "FILE", 10: "GNU_IFUNC"}
    STB_NAMES = {0: "LOCAL", 1: "GLOBAL", 2: "WEAK", 10: "GNU_UNIQUE"}

    def __init__(self, index: int, name: str, name_offset: int, info: int, other: int,
                 shndx: int, value: int, size: int):
        self.index = index
        self.name = name
        self.name_offset = name_offset
        self.info = info
        self.other = other
        self.shndx = shndx
        self.value = value
        self.size = size


    @property
    def bind(self) -> int:
        return self.info >> 4

    @property
    def type(self) -> int:
        return self.info & 0xF

    @property
    def type_name(self) -> str:
        return self.STT_NAMES.get(self.type, str(self.type))

    @property
    def bind_name(self) -> str:
        return self.STB_NAMES.get(self.bind, str(self.bind))

    def pack(self) -> bytes:
        return SYM.pack(self.name_offset, self.info, self.other, self.shndx, self.value, self.size)


class Relocation(_ElfRecord):
    __slots__ = ("offset", "type", "symbol", "addend")

    def __init__(self, offset: int, type: int, symbol: int, addend: int):
        self.offset = offset
        self.type = type
        self.symbol = symbol
        self.addend = addend


    def pack(self) -> bytes:
        return RELA.pack(self.offset, (self.symbol << 32) | self.type, self.addend)


class Note(_ElfRecord):
    __slots__ = ("name", "type", "desc", "desc_offset")

    def __init__(self, name: str, type: int, desc: bytes, desc_offset: int):
        self.name = name
        self.type = type
        self.desc = desc
        self.desc_offset = desc_offset    # file offset of the descriptor bytes



# --- the file ----------------------------------------------------------------

def _hex(value: int) -> str:
    return f"0x{value:x}"


class ElfFile:
    """A validated view of one ELF64 little-endian image.

    ``ElfFile(data, path)`` checks the header, the program and section header
    tables and every section's bytes against the file size; table contents
    (symbols, notes, dynamic entries) are checked when read.  ``path`` is only
    used in error messages.
    """

    def __init__(self, data: bytes, path: str = "<bytes>"):
        self.data = bytes(data)
        self.path = str(path)
        self.header = self._read_header()
        self.segments = self._read_segments()
        self.sections = self._read_sections()
        self._by_name: dict[str, Section] = {}
        for sec in self.sections:
            self._by_name.setdefault(sec.name, sec)

    # errors always say which file and which field
    def error(self, message: str) -> CodeObjectError:
        return CodeObjectError(f"{self.path}: {message}")

    def _read_header(self) -> ElfHeader:
        data = self.data
        if len(data) == 0:
            raise self.error("empty file (0 bytes); expected an AMDGPU ELF code object")
        if len(data) < 4 or data[:4] != b"\x7fELF":
            raise self.error(f"not an ELF file: the first bytes are {data[:4].hex(' ')}, "
                             "not 7f 45 4c 46 ('\\x7fELF')")
        if len(data) < EHDR.size:
            raise self.error(f"truncated: {len(data)} bytes, but the ELF header alone is "
                             f"{EHDR.size} bytes")
        if data[4] != 2:
            raise self.error(f"ELF header field EI_CLASS is {data[4]}, not 2 (ELF64): "
                             "AMDGPU code objects are 64-bit")
        if data[5] != 1:
            raise self.error(f"ELF header field EI_DATA is {data[5]}, not 1 (little-endian)")
        hdr = ElfHeader(*EHDR.unpack_from(data, 0))
        if hdr.machine != EM_AMDGPU:
            name = _MACHINES.get(hdr.machine, "unknown")
            raise self.error(f"ELF header field e_machine is {hdr.machine} ({name}), not "
                             f"{EM_AMDGPU} (EM_AMDGPU): not an AMD GPU code object")
        if hdr.osabi != ELFOSABI_AMDGPU_HSA:
            raise self.error(f"ELF header field EI_OSABI is {hdr.osabi}, not "
                             f"{ELFOSABI_AMDGPU_HSA} (ELFOSABI_AMDGPU_HSA): only HSA code "
                             "objects (what ROCm loads) are supported")
        if hdr.ehsize != EHDR.size:
            raise self.error(f"ELF header field e_ehsize is {hdr.ehsize}, not {EHDR.size}")
        if hdr.phnum and hdr.phentsize != PHDR.size:
            raise self.error(f"ELF header field e_phentsize is {hdr.phentsize}, not {PHDR.size}")
        if hdr.shentsize != SHDR.size:
            raise self.error(f"ELF header field e_shentsize is {hdr.shentsize}, not {SHDR.size}")
        if hdr.shnum == 0:
            raise self.error("ELF header field e_shnum is 0: the file has no section "
                             "header table (stripped of sections?)")
        self._check_range("program header table (e_phoff, e_phnum)", hdr.phoff,
                          hdr.phnum * PHDR.size)
        self._check_range("section header table (e_shoff, e_shnum)", hdr.shoff,
                          hdr.shnum * SHDR.size)
        if hdr.shstrndx >= hdr.shnum:
            raise self.error(f"ELF header field e_shstrndx is {hdr.shstrndx}, but there are "
                             f"only {hdr.shnum} sections")
        return hdr

    def _check_range(self, what: str, offset: int, size: int) -> None:
        if offset + size > len(self.data):
            raise self.error(f"{what} at file offset {_hex(offset)} with size {_hex(size)} "
                             f"ends past the end of the file ({_hex(len(self.data))} bytes): "
                             "truncated or damaged")

    def _read_segments(self) -> list[Segment]:
        hdr = self.header
        segs = []
        for i in range(hdr.phnum):
            seg = Segment(i, *PHDR.unpack_from(self.data, hdr.phoff + i * PHDR.size))
            self._check_range(f"program header {i} (p_offset, p_filesz)", seg.offset, seg.filesz)
            if seg.filesz > seg.memsz and seg.type == PT_LOAD:
                raise self.error(f"program header {i}: p_filesz {_hex(seg.filesz)} exceeds "
                                 f"p_memsz {_hex(seg.memsz)}")
            segs.append(seg)
        return segs

    def _read_sections(self) -> list[Section]:
        hdr = self.header
        raw = [SHDR.unpack_from(self.data, hdr.shoff + i * SHDR.size) for i in range(hdr.shnum)]
        strtab = raw[hdr.shstrndx]
        if strtab[1] != SHT_STRTAB:
            raise self.error(f"section {hdr.shstrndx} (e_shstrndx) is not a string table "
                             f"(sh_type {strtab[1]})")
        self._check_range(f"section {hdr.shstrndx} (section name string table)",
                          strtab[4], strtab[5])
        names = self.data[strtab[4]:strtab[4] + strtab[5]]
        sections = []
        for i, fields in enumerate(raw):
            name = self._string(names, fields[0], f"section {i} sh_name")
            sec = Section(i, name, *fields)
            where = f"section {i} ({name or 'unnamed'})"
            if sec.type != SHT_NOBITS and sec.type != SHT_NULL:
                self._check_range(f"{where} (sh_offset, sh_size)", sec.offset, sec.size)
            if sec.addralign & (sec.addralign - 1):
                raise self.error(f"{where}: sh_addralign {sec.addralign} is not a power of two")
            if sec.link >= hdr.shnum and sec.type in (SHT_SYMTAB, SHT_DYNSYM, SHT_HASH,
                                                      SHT_GNU_HASH, SHT_DYNAMIC, SHT_RELA):
                raise self.error(f"{where}: sh_link {sec.link} names no section "
                                 f"(there are {hdr.shnum})")
            sections.append(sec)
        return sections

    def _string(self, table: bytes, offset: int, what: str, strict: bool = False) -> str:
        if offset >= len(table) and not (offset == 0 and not table):
            raise self.error(f"{what}: string offset {_hex(offset)} is outside its string "
                             f"table ({_hex(len(table))} bytes)")
        end = table.find(b"\0", offset)
        if end < 0:
            raise self.error(f"{what}: the string at {_hex(offset)} is not NUL-terminated")
        raw = table[offset:end]
        if strict:
            try:
                return raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise self.error(f"{what}: the string at {_hex(offset)} is not UTF-8 "
                                 f"(byte {exc.start})") from None
        return raw.decode("utf-8", errors="replace")

    # --- access --------------------------------------------------------------

    def section(self, name: str) -> Section | None:
        return self._by_name.get(name)

    def require(self, name: str) -> Section:
        sec = self._by_name.get(name)
        if sec is None:
            raise self.error(f"no {name} section")
        return sec

    def section_bytes(self, sec: Section) -> bytes:
        if sec.type == SHT_NOBITS:
            return b""
        return self.data[sec.offset:sec.offset + sec.size]

    def symbols(self, sec: Section) -> list[Symbol]:
        """The entries of a SYMTAB or DYNSYM section, in file order."""
        where = f"section {sec.index} ({sec.name})"
        if sec.entsize not in (0, SYM.size) or sec.size % SYM.size:
            raise self.error(f"{where}: sh_entsize {sec.entsize} / sh_size {_hex(sec.size)} "
                             f"do not describe {SYM.size}-byte symbols")
        strsec = self.sections[sec.link]
        if strsec.type != SHT_STRTAB:
            raise self.error(f"{where}: sh_link {sec.link} ({strsec.name}) is not a string table")
        strings = self.section_bytes(strsec)
        out = []
        for i in range(sec.size // SYM.size):
            fields = SYM.unpack_from(self.data, sec.offset + i * SYM.size)
            # strict: a symbol name is written back as a label, so it must survive as text
            name = self._string(strings, fields[0], f"{where} symbol {i} st_name", strict=True)
            sym = Symbol(i, name, *fields)
            if sym.shndx >= len(self.sections) and sym.shndx < SHN_LORESERVE:
                raise self.error(f"{where} symbol {i} ({name}): st_shndx {sym.shndx} names "
                                 f"no section")
            out.append(sym)
        return out

    def notes(self, sec: Section) -> list[Note]:
        """The records of a NOTE section (4-byte aligned name and descriptor)."""
        raw = self.section_bytes(sec)
        pos, out = 0, []
        while pos + NOTE_HEADER.size <= len(raw):
            namesz, descsz, ntype = NOTE_HEADER.unpack_from(raw, pos)
            name_at = pos + NOTE_HEADER.size
            desc_at = name_at + ((namesz + 3) & ~3)
            end = desc_at + ((descsz + 3) & ~3)
            if desc_at + descsz > len(raw):
                raise self.error(f"section {sec.index} ({sec.name}): note at offset {_hex(pos)} "
                                 f"(n_namesz {namesz}, n_descsz {descsz}) runs past the end "
                                 f"of the section ({_hex(len(raw))} bytes)")
            name = raw[name_at:name_at + namesz].rstrip(b"\0").decode("utf-8", errors="replace")
            out.append(Note(name, ntype, raw[desc_at:desc_at + descsz], sec.offset + desc_at))
            pos = end
        return out

    def dynamic(self, sec: Section) -> list[tuple]:
        """(tag, value) pairs of a DYNAMIC section, up to and including DT_NULL."""
        raw = self.section_bytes(sec)
        out = []
        for pos in range(0, len(raw) - len(raw) % DYN.size, DYN.size):
            out.append(DYN.unpack_from(raw, pos))
        return out

    def relocations(self, sec: Section) -> list[Relocation]:
        if sec.size % RELA.size:
            raise self.error(f"section {sec.index} ({sec.name}): sh_size {_hex(sec.size)} is "
                             f"not a multiple of {RELA.size} (Elf64_Rela)")
        out = []
        for pos in range(sec.offset, sec.offset + sec.size, RELA.size):
            offset, info, addend = RELA.unpack_from(self.data, pos)
            out.append(Relocation(offset, info & 0xFFFFFFFF, info >> 32, addend))
        return out

    def section_at_address(self, addr: int) -> Section | None:
        """The allocated section whose address range holds ``addr`` (its end
        included, so a symbol just past a section still finds it)."""
        for sec in self.sections:
            if sec.is_alloc and sec.addr <= addr < sec.addr + max(sec.size, 1):
                return sec
        return None
