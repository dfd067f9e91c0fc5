"""Link one assembled object into a code object laid out as ``ld.lld -shared``
lays one out for AMDGPU (checked against LLD 19-23 output: the corpus and
ld.lld 22 on llvm-mc objects).

Input: an :class:`ObjectFile` (sections with bytes, symbols, relocations),
as :mod:`.standalone_asm` builds it.  Output: the ELF image, with

* output sections in LLD's order: notes, ``.dynsym``, ``.gnu.hash``,
  ``.hash``, ``.dynstr``, the other read-only sections, the executable ones,
  ``.dynamic`` and ``.relro_padding`` (RELRO), then the non-allocated ones:
  ``.comment``, the input's own, ``.symtab``, ``.shstrtab``, ``.strtab``;
* input sections ``.text.*``/``.rodata.*``/``.data.*``/``.bss.*`` combined
  into ``.text``/``.rodata``/``.data``/``.bss``;
* addresses from ``SIZEOF_HEADERS``; a new PT_LOAD (R, R E, RW for RELRO,
  RW for ``.data``/``.bss``) at ``align(dot, 4 KiB) + offset % 4 KiB``, its
  file offset congruent to its address; RELRO padded to the page with the
  NOBITS ``.relro_padding``;
* non-allocated string sections (``.debug_str``) merged as LLD's -O1 does;
* program headers PHDR, LOADs, DYNAMIC, GNU_RELRO, GNU_STACK, NOTE;
* every global symbol not hidden exported in ``.dynsym`` (GNU hash: load
  factor 4, bloom shift 26; SysV hash: one bucket per symbol);
* ``.symtab``: the object's locals, ``_DYNAMIC`` (hidden), then globals;
  strings in the order LLD adds them (locals, globals, ``_DYNAMIC``).

Relocations are resolved statically (PC-relative ones anywhere; absolute
ones in non-allocated sections), except as ld.lld -shared makes dynamic ones:

* ``SYM@gotpcrel32@lo/hi`` (R_AMDGPU_GOTPCREL32_LO/HI): an 8-byte ``.got``
  entry per symbol (after ``.dynamic``, in RELRO), in ld.lld's order (global
  symbols in symbol-table order, then locals);
* a GOT entry or an absolute 64-bit word in an allocated section gets a
  ``.rela.dyn`` entry: R_AMDGPU_ABS64 against a preemptible symbol
  (undefined, or global with default visibility), else R_AMDGPU_RELATIVE64
  with the address as addend; the word itself stays 0.  Relative ones come
  first, then by symbol index and offset (-z combreloc), with DT_RELA,
  DT_RELASZ, DT_RELAENT and DT_RELACOUNT first in ``.dynamic``;
* undefined symbols come first in ``.dynsym``, outside the GNU hash table;
* ``.data.rel.ro`` is RELRO too, before ``.dynamic``.
"""

from __future__ import annotations

import bisect
import struct
from dataclasses import dataclass, field, replace

from ..errors import CodeObjectError
from . import elf

PAGE = 0x1000
SHF_MERGE, SHF_STRINGS = 0x10, 0x20
STV_DEFAULT, STV_INTERNAL, STV_HIDDEN, STV_PROTECTED = 0, 1, 2, 3
STB_LOCAL, STB_GLOBAL, STB_WEAK = 0, 1, 2
STT_NOTYPE, STT_OBJECT, STT_FUNC = 0, 1, 2
DT_HASH, DT_STRTAB, DT_SYMTAB, DT_STRSZ, DT_SYMENT = 4, 5, 6, 10, 11
DT_GNU_HASH = 0x6FFFFEF5
DT_RELA, DT_RELASZ, DT_RELAENT, DT_RELACOUNT = 7, 8, 9, 0x6FFFFFF9
DT_INIT_ARRAY, DT_FINI_ARRAY, DT_INIT_ARRAYSZ, DT_FINI_ARRAYSZ = 25, 26, 27, 28
SHT_INIT_ARRAY, SHT_FINI_ARRAY, SHT_PREINIT_ARRAY = 14, 15, 16
ARRAY_TYPES = (SHT_INIT_ARRAY, SHT_FINI_ARRAY, SHT_PREINIT_ARRAY)
# the symbols ld.lld defines at the bounds of an output section when an
# input references them (lld/ELF/Writer.cpp, addStartEndSymbols)
BOUND_SYMBOLS = {"__init_array_start": (".init_array", False),
                 "__init_array_end": (".init_array", True),
                 "__fini_array_start": (".fini_array", False),
                 "__fini_array_end": (".fini_array", True)}
R_AMDGPU_GOTPCREL32_LO, R_AMDGPU_GOTPCREL32_HI = 8, 9
R_AMDGPU_REL32_LO, R_AMDGPU_REL32_HI = 10, 11
GOT_RELOCATIONS = (elf.R_AMDGPU_GOTPCREL, R_AMDGPU_GOTPCREL32_LO, R_AMDGPU_GOTPCREL32_HI)
UNDEFINED = "*UND*"             # InputSymbol.section of a symbol the object only references
DEFAULT_LINKER_COMMENT = "Linker: gcnasm"


@dataclass
class InputSection:
    name: str
    type: int
    flags: int
    align: int = 1
    data: bytearray = field(default_factory=bytearray)
    size: int = 0                   # NOBITS only
    entsize: int = 0

    @property
    def length(self) -> int:
        return self.size if self.type == elf.SHT_NOBITS else len(self.data)


@dataclass
class InputSymbol:
    name: str
    section: str | None          # None: absolute (SHN_ABS); UNDEFINED: undefined
    value: int                      # offset in the section, or the absolute value
    size: int = 0
    type: int = STT_NOTYPE
    bind: int = STB_LOCAL
    visibility: int = STV_DEFAULT


@dataclass
class InputRelocation:
    section: str
    offset: int
    type: int
    symbol: str
    addend: int
    where: str = ""                 # for error messages: file:line
    target_section: str | None = None    # set: relative to this section, not ``symbol``


@dataclass
class ObjectFile:
    sections: list[InputSection]
    symbols: list[InputSymbol]      # object symbol-table order (locals first)
    relocations: list[InputRelocation]
    e_flags: int
    abi_version: int
    comments: list[str] = field(default_factory=list)     # .ident strings
    linker_comment: str = DEFAULT_LINKER_COMMENT


@dataclass
class _Out:
    name: str
    type: int
    flags: int
    align: int
    data: bytes = b""
    size: int = 0
    entsize: int = 0
    link: int = 0
    info: int = 0
    addr: int = 0
    offset: int = 0
    index: int = 0


def _align(value: int, alignment: int) -> int:
    return -(-value // max(alignment, 1)) * max(alignment, 1)


def _sysv_hash(name: bytes) -> int:
    h = 0
    for c in name:
        h = ((h << 4) + c) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h


def _gnu_hash(name: bytes) -> int:
    h = 5381
    for c in name:
        h = (h * 33 + c) & 0xFFFFFFFF
    return h


def _next_power_of_two(value: int) -> int:
    """LLVM's NextPowerOf2: the smallest power of two strictly greater."""
    p = 1
    while p <= value:
        p <<= 1
    return p


class _StringTable:
    def __init__(self):
        self.data = bytearray(b"\0")

    def add(self, text: str) -> int:
        at = len(self.data)
        self.data += text.encode() + b"\0"
        return at


def _is_exported(sym: InputSymbol) -> bool:
    return sym.bind != STB_LOCAL and sym.visibility not in (STV_HIDDEN, STV_INTERNAL)


def _is_preemptible(sym: InputSymbol) -> bool:
    """Another module may define it (-shared, no -Bsymbolic): undefined, or
    global with default visibility.  Its GOT entry and absolute words get
    a dynamic relocation against the symbol, not a relative one."""
    return sym.section == UNDEFINED or (sym.bind != STB_LOCAL and
                                        sym.visibility == STV_DEFAULT)


# ld.lld's default output section names (lld/ELF/LinkerScript.cpp,
# getOutputSectionName): .text.foo goes into .text, .data.rel.ro.x into
# .data.rel.ro (checked before .data), etc.
OUTPUT_PREFIXES = (".data.rel.ro", ".data", ".rodata", ".bss.rel.ro", ".bss", ".text",
                   ".init_array", ".fini_array")
# writable sections ld.lld puts in PT_GNU_RELRO, before .dynamic
RELRO_NAMES = (".data.rel.ro", ".bss.rel.ro")


_MERGE_FLAGS = SHF_MERGE | SHF_STRINGS


def output_name(name: str) -> str:
    if name.startswith("COMMON."):
        return ".bss"            # a common symbol's room (lld: COMMON into .bss)
    for prefix in OUTPUT_PREFIXES:
        if name == prefix or name.startswith(prefix + "."):
            return prefix
    return name


def combine(obj: ObjectFile) -> ObjectFile:
    """Input sections of one output section (``.data.x`` into ``.data``)
    concatenated, each at its alignment; symbols and relocations follow."""
    if all(output_name(s.name) == s.name for s in obj.sections):
        return obj
    merged: dict[str, InputSection] = {}
    where: dict[str, tuple[str, int]] = {}
    moved: dict[str, tuple[int, dict]] = {}     # merged constants: entsize, old -> new

    def piece(section, offset):
        """Where an offset into an input section went within it (merged
        constants, or strings: entsize 0, the string that holds it)."""
        if section not in moved:
            return offset
        entsize, piece_map = moved[section]
        if entsize == 0:
            starts = sorted(piece_map)
            i = bisect.bisect_right(starts, offset) - 1
            start = starts[i] if i >= 0 else offset
        else:
            start = offset - offset % entsize
        return piece_map.get(start, start) + offset - start
    # an output section with strings and other data (.rodata.str1.1 into
    # .rodata): the strings are merged on their own, and the output keeps
    # the union of the flags (lld: a MergeSyntheticSection in the place of
    # the first string input; OutputSection::commitSection)
    strings_in = {output_name(s.name) for s in obj.sections if s.flags & SHF_STRINGS}
    mixed = {output_name(s.name) for s in obj.sections
             if not s.flags & SHF_STRINGS and output_name(s.name) in strings_in}
    for sec in sorted(obj.sections, key=_priority):
        name = output_name(sec.name)
        out = merged.get(name)
        if out is None:
            out = merged[name] = InputSection(name, sec.type, sec.flags, sec.align,
                                              entsize=sec.entsize)
        elif (out.flags & ~_MERGE_FLAGS, out.type != elf.SHT_NOBITS) != \
                (sec.flags & ~_MERGE_FLAGS, sec.type != elf.SHT_NOBITS):
            raise CodeObjectError(f"sections {sec.name} and {name} cannot be combined "
                                  "(different flags or types)")
        elif out.flags != sec.flags or out.entsize != sec.entsize:
            # .rodata.cst16 ("aM", entsize 16) into .rodata: the output keeps
            # the union of the flags, and an entry size only where all agree
            # (lld/ELF/OutputSections.cpp, OutputSection::commitSection)
            out.flags |= sec.flags
            if out.entsize != sec.entsize:
                out.entsize = 0
        if sec.flags & SHF_MERGE and not sec.flags & SHF_STRINGS and sec.entsize and \
                sec.type != elf.SHT_NOBITS and name != sec.name:
            if len(sec.data) % sec.entsize or \
                    any(r.section == sec.name for r in obj.relocations):
                raise CodeObjectError(f"section {sec.name}: mergeable constants with "
                                      "relocations or a partial entry are not supported")
            data, piece_map = merge_constants_with_map(sec.data, sec.entsize, sec.align)
            moved[sec.name] = (sec.entsize, piece_map)
            sec = replace(sec, data=bytearray(data))
        elif sec.flags & SHF_STRINGS and sec.flags & SHF_MERGE and sec.entsize == 1 and \
                name in mixed and sec.type != elf.SHT_NOBITS and bytes(sec.data).endswith(b"\0"):
            data, piece_map = merge_strings_with_map(bytes(sec.data), sec.align)
            moved[sec.name] = (0, piece_map)
            sec = replace(sec, data=bytearray(data))
        out.align = max(out.align, sec.align)
        base = _align(out.length, sec.align)
        if out.type == elf.SHT_NOBITS:
            out.size = base + sec.length
        else:
            out.data += bytes(base - len(out.data)) + sec.data
        where[sec.name] = (name, base)
    symbols = [replace(s, section=where[s.section][0],
                       value=piece(s.section, s.value) + where[s.section][1])
               if s.section in where else s for s in obj.symbols]
    relocations = []
    for r in obj.relocations:
        section, base = where[r.section]
        target, addend = r.target_section, r.addend
        if target is not None and target in where:
            addend = piece(target, addend)
            target, shift = where[target]
            addend += shift
        relocations.append(replace(r, section=section, offset=r.offset + base,
                                   target_section=target, addend=addend))
    return replace(obj, sections=list(merged.values()), symbols=symbols,
                   relocations=relocations)


def _priority(sec) -> tuple:
    """``.init_array.N`` / ``.fini_array.N`` in the order of N, those
    without one last (priority 65536); other sections keep their order
    (lld/ELF/OutputSections.cpp, sortInitFini and getPriority)."""
    if sec.type not in ARRAY_TYPES:
        return (0, 0)
    tail = sec.name.rsplit(".", 1)[-1]
    return (0, int(tail)) if tail.isdigit() else (0, 65536)


def _define_bounds(obj: ObjectFile) -> ObjectFile:
    """__init_array_start and the like, referenced and undefined, defined
    (hidden) at the start or end of their output section."""
    sizes = {s.name: s.length for s in obj.sections}
    symbols = []
    for sym in obj.symbols:
        bound = BOUND_SYMBOLS.get(sym.name)
        if sym.section == UNDEFINED and bound is not None and bound[0] in sizes:
            section, at_end = bound
            sym = replace(sym, section=section, value=sizes[section] if at_end else 0,
                          visibility=STV_HIDDEN, type=STT_NOTYPE, size=0)
        symbols.append(sym)
    return replace(obj, symbols=symbols)


def link(obj: ObjectFile) -> bytes:
    """The code object image for ``obj``."""
    obj = combine(obj)
    linker_defined = {s.name for s in obj.symbols
                      if s.section == UNDEFINED and s.name in BOUND_SYMBOLS}
    obj = _define_bounds(obj)
    inputs = {s.name: s for s in obj.sections}
    globals_ = [s for s in obj.symbols if s.bind != STB_LOCAL]
    locals_ = [s for s in obj.symbols if s.bind == STB_LOCAL]
    exported = [s for s in globals_ if _is_exported(s)]

    # --- synthetic sections whose size does not depend on addresses --------
    dynstr = _StringTable()
    dyn_entries = [(s, dynstr.add(s.name)) for s in exported]
    n_buckets = max(sum(1 for s, _ in dyn_entries if s.section != UNDEFINED) // 4, 1)
    # undefined symbols first, unhashed (lld's GnuHashTableSection::addSymbols)
    not_hashed = [s for s, _ in dyn_entries if s.section == UNDEFINED]
    hashed = sorted(((s, off, _gnu_hash(s.name.encode())) for s, off in dyn_entries
                     if s.section != UNDEFINED), key=lambda e: (e[2] % n_buckets, e[1]))
    dynsym_order = not_hashed + [s for s, _, _ in hashed]
    mask_words = 1 if not hashed else _next_power_of_two(len(hashed) * 12 // 64)
    gnu_hash_size = 16 + 8 * mask_words + 4 * n_buckets + 4 * len(hashed)
    n_dynsym = 1 + len(dynsym_order)

    alloc_inputs = [s for s in obj.sections if s.flags & elf.SHF_ALLOC and
                    s.name != ".note.GNU-stack"]
    notes = [s for s in alloc_inputs if s.type == elf.SHT_NOTE]
    read_only = [s for s in alloc_inputs if s.type != elf.SHT_NOTE and
                 not s.flags & (elf.SHF_WRITE | elf.SHF_EXECINSTR)]
    executable = [s for s in alloc_inputs if s.flags & elf.SHF_EXECINSTR]
    writable = [s for s in alloc_inputs if s.flags & elf.SHF_WRITE and
                not s.flags & elf.SHF_EXECINSTR]
    # writable data after RELRO, in its own PT_LOAD: PROGBITS, then NOBITS
    writable = [s for s in writable if s.type != elf.SHT_NOBITS] + \
        [s for s in writable if s.type == elf.SHT_NOBITS]

    # RELRO: .data.rel.ro and the init/fini arrays (lld/ELF/Writer.cpp, isRelroSection)
    relro_inputs = [s for s in writable if s.name in RELRO_NAMES or s.type in ARRAY_TYPES]
    writable = [s for s in writable if s not in relro_inputs]

    # --- the GOT and dynamic relocations (ld.lld -shared) -------------------
    # GOT entries in ld.lld's postScanRelocations order: the global symbols
    # in symbol-table order, then the locals.
    by_symbol = {s.name: s for s in obj.symbols}
    wanted = {r.symbol for r in obj.relocations if r.type in GOT_RELOCATIONS}
    for name in sorted(wanted - by_symbol.keys()):
        raise CodeObjectError(f"undefined symbol {name!r} (in a GOT operand)")
    got_symbols = [s for s in globals_ + locals_ if s.name in wanted]
    got_slot = {s.name: 8 * i for i, s in enumerate(got_symbols)}
    # absolute 64-bit words in allocated sections: a dynamic relocation each
    alloc_names = {s.name for s in alloc_inputs}
    absolute = [r for r in obj.relocations if r.section in alloc_names and
                r.type == elf.R_AMDGPU_ABS64]
    n_dynamic_relocs = len(got_symbols) + len(absolute)

    merged: dict[str, dict[int, int]] = {}

    def from_input(s: InputSection) -> _Out:
        data = bytes(s.data)
        if s.flags & SHF_MERGE and s.flags & SHF_STRINGS and s.entsize == 1 and \
                data.endswith(b"\0"):
            data, merged[s.name] = merge_strings_with_map(data, s.align)
        return _Out(s.name, s.type, s.flags, s.align, data, len(data) if s.type !=
                    elf.SHT_NOBITS else s.length, s.entsize)

    out: list[_Out] = [from_input(s) for s in notes]
    dynsym = _Out(".dynsym", elf.SHT_DYNSYM, elf.SHF_ALLOC, 8, size=24 * n_dynsym, entsize=24,
                  info=1)
    gnu_hash = _Out(".gnu.hash", elf.SHT_GNU_HASH, elf.SHF_ALLOC, 8, size=gnu_hash_size)
    sysv_hash = _Out(".hash", elf.SHT_HASH, elf.SHF_ALLOC, 4, size=4 * (2 + 2 * n_dynsym),
                     entsize=4)
    dynstr_out = _Out(".dynstr", elf.SHT_STRTAB, elf.SHF_ALLOC, 1, bytes(dynstr.data),
                      len(dynstr.data))
    out += [dynsym, gnu_hash, sysv_hash, dynstr_out]
    rela_dyn = _Out(".rela.dyn", elf.SHT_RELA, elf.SHF_ALLOC, 8, size=24 * n_dynamic_relocs,
                    entsize=24)
    if n_dynamic_relocs:
        out.append(rela_dyn)
    out += [from_input(s) for s in read_only]
    out += [from_input(s) for s in executable]
    n_relative = sum(1 for s in got_symbols if not _is_preemptible(s)) + \
        sum(1 for r in absolute if not _dynamic_symbol(r, by_symbol))
    arrays = [(s.name, tags) for s in relro_inputs for tags in (
        {".init_array": (DT_INIT_ARRAY, DT_INIT_ARRAYSZ),
         ".fini_array": (DT_FINI_ARRAY, DT_FINI_ARRAYSZ)}.get(s.name),) if tags]
    n_dyn_tags = 7 + (3 + (1 if n_relative else 0) if n_dynamic_relocs else 0) + 2 * len(arrays)
    dynamic = _Out(".dynamic", elf.SHT_DYNAMIC, elf.SHF_ALLOC | elf.SHF_WRITE, 8,
                   size=16 * n_dyn_tags, entsize=16)
    got = _Out(".got", elf.SHT_PROGBITS, elf.SHF_ALLOC | elf.SHF_WRITE, 8,
               bytes(8 * len(got_symbols)), 8 * len(got_symbols))
    relro_padding = _Out(".relro_padding", elf.SHT_NOBITS, elf.SHF_ALLOC | elf.SHF_WRITE, 1)
    relro = [from_input(s) for s in relro_inputs] + [dynamic] + ([got] if got_symbols else [])
    out += relro + [relro_padding]
    out += [from_input(s) for s in writable]
    comment_data = b"".join(b"\0" + c.encode() + b"\0" for c in obj.comments)
    comment_data = _merge_strings(comment_data + obj.linker_comment.encode() + b"\0")
    comment = _Out(".comment", elf.SHT_PROGBITS, SHF_MERGE | SHF_STRINGS, 1, comment_data,
                   len(comment_data), 1)
    # ld.lld: the inputs' own non-allocated sections, then .comment; it drops
    # the .note.GNU-stack marker
    # (an input .comment, from .ident, puts the merged one in its place)
    out += [comment if s.name == ".comment" else from_input(s) for s in obj.sections
            if not s.flags & elf.SHF_ALLOC and s.name != ".note.GNU-stack"]
    if not any(o is comment for o in out):
        out.append(comment)
    symtab = _Out(".symtab", elf.SHT_SYMTAB, 0, 8, entsize=24)
    shstrtab = _Out(".shstrtab", elf.SHT_STRTAB, 0, 1)
    strtab = _Out(".strtab", elf.SHT_STRTAB, 0, 1)
    out += [symtab, shstrtab, strtab]
    for i, sec in enumerate(out, 1):
        sec.index = i
    by_name = {s.name: s for s in out}

    # string tables of the non-allocated tail
    names = _StringTable()
    name_offsets = [names.add(s.name) for s in out]
    shstrtab.data = bytes(names.data)
    shstrtab.size = len(shstrtab.data)
    strings = _StringTable()
    local_names = [strings.add(s.name) for s in locals_]
    global_names = [strings.add(s.name) for s in globals_]
    dynamic_name = strings.add("_DYNAMIC")
    strtab.data = bytes(strings.data)
    strtab.size = len(strtab.data)
    n_symtab = 1 + len(locals_) + 1 + len(globals_)
    symtab.size = 24 * n_symtab

    # --- addresses and offsets ----------------------------------------------
    segments_kinds = ["R"] + (["RX"] if executable else []) + ["RW"] + (["RWD"] if writable
                                                                          else [])
    n_phdrs = 1 + len(segments_kinds) + 3 + (1 if notes else 0)
    data_names = {s.name for s in writable}
    dot = offset = elf.EHDR.size + n_phdrs * elf.PHDR.size
    previous_kind = "R"
    loads: list[list[_Out]] = [[]]
    for sec in out:
        if not sec.flags & elf.SHF_ALLOC:
            continue
        kind = "RX" if sec.flags & elf.SHF_EXECINSTR else "RW" if sec.flags & elf.SHF_WRITE \
            else "R"
        if kind == "RW" and sec.name in data_names and sec is not relro_padding:
            kind = "RWD"                       # not RELRO: a PT_LOAD of its own
        first = kind != previous_kind
        if first:
            # the address stays congruent to the file offset (after the
            # RELRO padding, dot is page-aligned but the offset is not)
            dot = _align(dot, PAGE) + offset % PAGE
            loads.append([])
        if sec is relro_padding:
            sec.addr = dot
            sec.size = _align(dot, PAGE) - dot
        else:
            dot = _align(dot, sec.align)
            sec.addr = dot
        if first:
            offset = offset + (sec.addr - offset) % PAGE
        else:
            head = loads[-1][0] if loads[-1] else None
            offset = head.offset + sec.addr - head.addr if head else sec.addr
        sec.offset = offset
        loads[-1].append(sec)
        dot = sec.addr + sec.size
        if sec.type != elf.SHT_NOBITS:
            offset = sec.offset + sec.size
        previous_kind = kind
    for sec in out:
        if sec.flags & elf.SHF_ALLOC:
            continue
        offset = _align(offset, sec.align)
        sec.offset = offset
        offset += sec.size
    shoff = _align(offset, 8)

    # --- symbols --------------------------------------------------------------
    def symbol_address(sym: InputSymbol) -> int:
        if sym.section is None:
            return sym.value
        if sym.section == UNDEFINED:
            return 0
        return by_name[sym.section].addr + sym.value

    def symbol_index(sym: InputSymbol) -> int:
        if sym.section == UNDEFINED:
            return elf.SHN_UNDEF
        return elf.SHN_ABS if sym.section is None else by_name[sym.section].index

    def pack_symbol(name_offset: int, sym: InputSymbol) -> bytes:
        return elf.SYM.pack(name_offset, (sym.bind << 4) | sym.type, sym.visibility,
                            symbol_index(sym), symbol_address(sym), sym.size)

    table = bytearray(bytes(24))
    for sym, name_offset in zip(locals_, local_names):
        table += pack_symbol(name_offset, sym)
    # ld.lld makes hidden and internal globals local, and puts them (then
    # _DYNAMIC, defined after the inputs' symbols) after the locals
    # (lld/ELF/SyntheticSections.cpp, SymbolTableBaseSection::sortSymTabSymbols)
    # (the symbols the linker defines, __init_array_start and the like, after
    # the inputs' own: lld adds them to .symtab with its internal file's)
    demoted = sorted(((s, o) for s, o in zip(globals_, global_names)
                      if s.visibility in (STV_HIDDEN, STV_INTERNAL)),
                     key=lambda e: e[0].name in linker_defined)
    for sym, name_offset in demoted:
        table += pack_symbol(name_offset, replace(sym, bind=STB_LOCAL))
    table += elf.SYM.pack(dynamic_name, STB_LOCAL << 4, STV_HIDDEN, dynamic.index, dynamic.addr, 0)
    for sym, name_offset in zip(globals_, global_names):
        if sym.visibility not in (STV_HIDDEN, STV_INTERNAL):
            table += pack_symbol(name_offset, sym)
    symtab.data = bytes(table)
    symtab.link, symtab.info = strtab.index, 1 + len(locals_) + len(demoted) + 1

    dyn_offsets = {id(s): off for s, off in dyn_entries}
    table = bytearray(bytes(24))
    for sym in dynsym_order:
        table += pack_symbol(dyn_offsets[id(sym)], sym)
    dynsym.data = bytes(table)
    dynsym.link = dynstr_out.index

    gnu = bytearray(struct.pack("<IIII", n_buckets, n_dynsym - len(hashed), mask_words, 26))
    bloom = [0] * mask_words
    for _, _, h in hashed:
        word = (h // 64) & (mask_words - 1)
        bloom[word] |= (1 << (h % 64)) | (1 << ((h >> 26) % 64))
    gnu += b"".join(struct.pack("<Q", w) for w in bloom)
    buckets = [0] * n_buckets
    values = []
    for i, (_, _, h) in enumerate(hashed):
        bucket = h % n_buckets
        last = i + 1 == len(hashed) or hashed[i + 1][2] % n_buckets != bucket
        values.append(h | 1 if last else h & ~1)
        if i == 0 or hashed[i - 1][2] % n_buckets != bucket:
            buckets[bucket] = i + n_dynsym - len(hashed)     # its .dynsym index
    gnu += b"".join(struct.pack("<I", b) for b in buckets + values)
    gnu_hash.data = bytes(gnu)
    gnu_hash.link = dynsym.index

    chains = [0] * n_dynsym
    sysv_buckets = [0] * n_dynsym
    for i, sym in enumerate(dynsym_order, 1):
        h = _sysv_hash(sym.name.encode()) % n_dynsym
        chains[i] = sysv_buckets[h]
        sysv_buckets[h] = i
    sysv_hash.data = struct.pack(f"<{2 + 2 * n_dynsym}I", n_dynsym, n_dynsym,
                                 *sysv_buckets, *chains)
    sysv_hash.link = dynsym.index

    dyn_index = {s.name: i for i, s in enumerate(dynsym_order, 1)}
    rela_tags = []
    if n_dynamic_relocs:
        entries = []           # (relative?, symbol index, offset, type, addend)
        for sym in got_symbols:
            place = got.addr + got_slot[sym.name]
            if _is_preemptible(sym):
                entries.append((1, dyn_index[sym.name], place, elf.R_AMDGPU_ABS64, 0))
            else:
                entries.append((0, 0, place, elf.R_AMDGPU_RELATIVE64, symbol_address(sym)))
        for rel in absolute:
            place = by_name[rel.section].addr + rel.offset
            sym = _dynamic_symbol(rel, by_symbol)
            if sym is not None:
                # a section-relative word naming a preemptible symbol: the
                # dynamic relocation's addend is relative to the symbol
                addend = rel.addend - sym.value if rel.target_section is not None and \
                    rel.target_section == sym.section else rel.addend
                entries.append((1, dyn_index[sym.name], place, elf.R_AMDGPU_ABS64, addend))
            else:
                entries.append((0, 0, place, elf.R_AMDGPU_RELATIVE64,
                                _target_value(rel, by_symbol, by_name, merged)))
        # -z combreloc: relative relocations first, then by symbol, offset
        entries.sort(key=lambda e: e[:3])
        rela_dyn.data = b"".join(struct.pack("<QQq", place, (index << 32) | kind, addend)
                                 for _, index, place, kind, addend in entries)
        rela_dyn.link = dynsym.index
        rela_tags = [(DT_RELA, rela_dyn.addr), (DT_RELASZ, rela_dyn.size), (DT_RELAENT, 24)]
        if n_relative:
            rela_tags.append((DT_RELACOUNT, n_relative))
    # DT_INIT_ARRAY(SZ), then DT_FINI_ARRAY(SZ) (lld/ELF/SyntheticSections.cpp,
    # DynamicSection::computeContents)
    array_tags = [t for name, (at, size) in sorted(arrays, key=lambda a: a[1])
                  for t in ((at, by_name[name].addr), (size, by_name[name].size))]
    dynamic.data = b"".join(elf.DYN.pack(tag, value) for tag, value in (
        *rela_tags, (DT_SYMTAB, dynsym.addr), (DT_SYMENT, 24), (DT_STRTAB, dynstr_out.addr),
        (DT_STRSZ, dynstr_out.size), (DT_GNU_HASH, gnu_hash.addr), (DT_HASH, sysv_hash.addr),
        *array_tags, (elf.DT_NULL, 0)))
    dynamic.link = dynstr_out.index

    # --- relocations ------------------------------------------------------------
    symbols = {s.name: s for s in obj.symbols}
    contents = {s.name: bytearray(s.data) for s in out if s.name in inputs}
    got_address = {name: got.addr + slot for name, slot in got_slot.items()}
    for rel in obj.relocations:
        if rel.type == elf.R_AMDGPU_ABS64 and rel.section in alloc_names:
            continue           # a dynamic relocation; the word stays 0 (RELA)
        _apply(rel, symbols, by_name, contents, inputs, merged, got_address)
    for name, data in contents.items():
        by_name[name].data = bytes(data)

    # --- program headers ---------------------------------------------------------
    phdrs = [elf.Segment(0, elf.PT_PHDR, elf.PF_R, elf.EHDR.size, elf.EHDR.size, elf.EHDR.size,
                         n_phdrs * elf.PHDR.size, n_phdrs * elf.PHDR.size, 8)]
    flags = {"R": elf.PF_R, "RX": elf.PF_R | elf.PF_X, "RW": elf.PF_R | elf.PF_W,
             "RWD": elf.PF_R | elf.PF_W}
    for i, group in enumerate(loads):
        if i == 0:
            start_off = start_addr = 0
        else:
            start_off, start_addr = group[0].offset, group[0].addr
        end = group[-1]
        file_end = max((s.offset + s.size for s in group if s.type != elf.SHT_NOBITS),
                       default=start_off)
        kind = "R" if i == 0 else segments_kinds[i]
        phdrs.append(elf.Segment(0, elf.PT_LOAD, flags[kind], start_off, start_addr,
                                 start_addr, file_end - start_off,
                                 end.addr + end.size - start_addr, PAGE))
    phdrs.append(elf.Segment(0, elf.PT_DYNAMIC, elf.PF_R | elf.PF_W, dynamic.offset,
                             dynamic.addr, dynamic.addr, dynamic.size, dynamic.size, 8))
    relro_end = relro_padding.addr + relro_padding.size
    relro_file = [s for s in relro if s.type != elf.SHT_NOBITS]
    relro_filesz = (relro_file[-1].offset + relro_file[-1].size - relro[0].offset
                    if relro_file else 0)
    phdrs.append(elf.Segment(0, elf.PT_GNU_RELRO, elf.PF_R, relro[0].offset, relro[0].addr,
                             relro[0].addr, relro_filesz, relro_end - relro[0].addr, 1))
    phdrs.append(elf.Segment(0, elf.PT_GNU_STACK, elf.PF_R | elf.PF_W, 0, 0, 0, 0, 0, 0))
    if notes:
        first, last = by_name[notes[0].name], by_name[notes[-1].name]
        size = last.offset + last.size - first.offset
        phdrs.append(elf.Segment(0, elf.PT_NOTE, elf.PF_R, first.offset, first.addr, first.addr,
                                 size, size, max(s.align for s in notes)))
    if len(phdrs) != n_phdrs:
        raise AssertionError("program header count changed during layout")
    # an empty PT_LOAD (the .text of a kernel with no code) is dropped once
    # addresses are assigned; the headers' room (PT_PHDR) stays as it was
    # (lld/ELF/Writer.cpp, removeEmptyPTLoad)
    phdrs = [p for i, p in enumerate(phdrs)
             if not (p.type == elf.PT_LOAD and i > 1 and p.filesz == 0 and p.memsz == 0)]

    # --- the file ------------------------------------------------------------------
    image = bytearray(shoff + elf.SHDR.size * (len(out) + 1))
    ident = b"\x7fELF" + bytes([2, 1, 1, elf.ELFOSABI_AMDGPU_HSA, obj.abi_version]) + bytes(7)
    header = elf.ElfHeader(ident, elf.ET_DYN, elf.EM_AMDGPU, 1, 0, elf.EHDR.size, shoff,
                           obj.e_flags, elf.EHDR.size, elf.PHDR.size, len(phdrs), elf.SHDR.size,
                           len(out) + 1, shstrtab.index)
    image[:elf.EHDR.size] = header.pack()
    for i, seg in enumerate(phdrs):
        at = elf.EHDR.size + i * elf.PHDR.size
        image[at:at + elf.PHDR.size] = seg.pack()
    for sec, name_offset in zip(out, name_offsets):
        if sec.type != elf.SHT_NOBITS and sec.data:
            image[sec.offset:sec.offset + len(sec.data)] = sec.data
        shdr = elf.Section(sec.index, sec.name, name_offset, sec.type, sec.flags, sec.addr,
                           sec.offset, sec.size, sec.link, sec.info, sec.align, sec.entsize)
        at = shoff + sec.index * elf.SHDR.size
        image[at:at + elf.SHDR.size] = shdr.pack()
    return bytes(image)


MERGE_SHARDS = 32


def merge_strings_with_map(data: bytes, alignment: int = 1):
    """ld.lld's -O1 string merging (MergeNoTailSection): identical strings
    once, placed in 32 shards chosen by the top 5 bits of the low 32 bits of
    the string's XXH3-64 hash (the NUL not hashed), shard by shard, each
    shard in first-seen order; and where each old string offset went."""
    import xxhash          # lazy: only code objects with .debug_str need it
    shards: list[dict[bytes, int]] = [dict() for _ in range(MERGE_SHARDS)]
    sizes = [0] * MERGE_SHARDS
    pieces = []
    at = 0
    for piece in data.split(b"\0")[:-1]:
        shard = (xxhash.xxh3_64_intdigest(piece) & 0xFFFFFFFF) >> 27
        table = shards[shard]
        if piece not in table:
            table[piece] = sizes[shard]
            sizes[shard] += len(piece) + 1
        pieces.append((at, shard, piece))
        at += len(piece) + 1
    out = bytearray()
    shard_offsets = []
    for table in shards:
        out += bytes(-len(out) % max(alignment, 1))
        shard_offsets.append(len(out))
        out += b"".join(p + b"\0" for p in table)
    mapping = {old: shard_offsets[shard] + shards[shard][piece] for old, shard, piece in pieces}
    return bytes(out), mapping


def merge_constants_with_map(data: bytes, entsize: int, alignment: int = 1):
    """ld.lld's merging of fixed-size constants (``.rodata.cst16``, "aM",
    entsize 16; MergeNoTailSection::finalizeContents, splitNonStrings in
    lld/ELF/InputSection.cpp): equal pieces once, in the same 32 shards as
    strings (XXH3-64 of the piece), each shard aligned when not empty; and
    where each old piece offset went."""
    import xxhash          # lazy: only code objects with mergeable constants need it
    shards: list[dict[bytes, int]] = [dict() for _ in range(MERGE_SHARDS)]
    sizes = [0] * MERGE_SHARDS
    pieces = []
    for at in range(0, len(data), entsize):
        piece = bytes(data[at:at + entsize])
        shard = (xxhash.xxh3_64_intdigest(piece) & 0xFFFFFFFF) >> 27
        table = shards[shard]
        if piece not in table:
            sizes[shard] = _align(sizes[shard], alignment)
            table[piece] = sizes[shard]
            sizes[shard] += len(piece)
        pieces.append((at, shard, piece))
    shard_offsets, off = [], 0
    for shard in range(MERGE_SHARDS):
        if sizes[shard]:
            off = _align(off, alignment)
        shard_offsets.append(off)
        off += sizes[shard]
    out = bytearray(off)
    for shard, table in enumerate(shards):
        for piece, at in table.items():
            start = shard_offsets[shard] + at
            out[start:start + len(piece)] = piece
    mapping = {old: shard_offsets[shard] + shards[shard][piece] for old, shard, piece in pieces}
    return bytes(out), mapping


def _merge_strings(data: bytes) -> bytes:
    """SHF_MERGE|SHF_STRINGS: each distinct string once, first-seen order."""
    seen, out = set(), bytearray()
    for piece in data.split(b"\0")[:-1]:
        if piece not in seen:
            seen.add(piece)
            out += piece + b"\0"
    return bytes(out)


def _dynamic_symbol(rel: InputRelocation, by_symbol) -> InputSymbol | None:
    """The preemptible symbol an absolute word names (a dynamic relocation
    against it), or None (a relative one)."""
    sym = by_symbol.get(rel.symbol)
    return sym if sym is not None and _is_preemptible(sym) else None


def _target_value(rel: InputRelocation, symbols, by_name, merged) -> int:
    """S + A of a relocation against a section offset or a defined symbol."""
    where = f"{rel.where}: " if rel.where else ""
    if rel.target_section is not None:
        target_sec = by_name.get(rel.target_section)
        if target_sec is None:
            raise CodeObjectError(f"{where}section {rel.target_section!r} is not in the output")
        offset = rel.addend
        if rel.target_section in merged:            # a merged string moved
            offset = merged[rel.target_section].get(offset, offset)
        return target_sec.addr + offset
    sym = symbols.get(rel.symbol)
    if sym is None or sym.section == UNDEFINED:
        raise CodeObjectError(f"{where}undefined symbol {rel.symbol!r}")
    return (by_name[sym.section].addr if sym.section is not None else 0) + sym.value + rel.addend


def _apply(rel: InputRelocation, symbols, by_name, contents, inputs, merged,
           got_address=None) -> None:
    where = f"{rel.where}: " if rel.where else ""
    sec = by_name[rel.section]
    if rel.type in GOT_RELOCATIONS:
        # G + GOT + A - P: the PC-relative address of the symbol's GOT entry
        value = got_address[rel.symbol] + rel.addend
    else:
        value = _target_value(rel, symbols, by_name, merged)
    place = sec.addr + rel.offset
    kind = rel.type
    pc_relative = kind in (elf.R_AMDGPU_REL32, elf.R_AMDGPU_REL64, R_AMDGPU_REL32_LO,
                           R_AMDGPU_REL32_HI) or kind in GOT_RELOCATIONS
    if not pc_relative and sec.flags & elf.SHF_ALLOC:
        raise CodeObjectError(f"{where}a 32-bit absolute relocation in {rel.section} needs a "
                              "dynamic relocation that AMDGPU code objects do not have "
                              "(64-bit words only)")
    if pc_relative:
        value -= place
    data = contents[rel.section]
    if kind in (elf.R_AMDGPU_REL64, elf.R_AMDGPU_ABS64):
        data[rel.offset:rel.offset + 8] = (value & (1 << 64) - 1).to_bytes(8, "little")
        return
    if kind in (R_AMDGPU_REL32_HI, elf.R_AMDGPU_ABS32_HI, R_AMDGPU_GOTPCREL32_HI):
        value >>= 32
    elif kind in (elf.R_AMDGPU_REL32, elf.R_AMDGPU_ABS32) and \
            not -(1 << 31) <= value < (1 << 32):
        raise CodeObjectError(f"{where}relocation value 0x{value:x} does not fit in 32 bits")
    data[rel.offset:rel.offset + 4] = (value & 0xFFFFFFFF).to_bytes(4, "little")
