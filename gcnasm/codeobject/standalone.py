"""Standalone assembly text: the whole code object as one ``.s`` file.

``gcnasm.disassemble(co, standalone=True)`` writes, after the ``.text`` that
:mod:`.disasm` writes:

* ``.amdgcn_target`` (the metadata's ``amdhsa.target`` when it has one,
  verbatim) and ``.amdhsa_code_object_version`` (from EI_ABIVERSION);
* the symbol table's order, as ``.type NAME,@...`` lines at the top: the
  assemblers (gcnasm's and llvm-mc's) number symbols in the order they are
  first named, so naming them up front keeps ``.symtab`` as it was;
* every allocated section other than ``.text`` and the linker's own, as
  ``.section`` with its alignment, its symbols (binding, type, size,
  visibility) and bytes, each kernel descriptor as an ``.amdhsa_kernel``
  block (:mod:`.amdhsa`);
* non-allocated sections the linker did not make, as bytes;
* the metadata note as ``.amdgpu_metadata`` YAML (:mod:`.metadata_yaml`);
* gcnasm extensions where LLVM has no directive: ``// .gcnasm_linker_comment``
  (the linker's ``.comment`` string, in a comment line that llvm-mc skips;
  the directive form is read too) and ``.gcnasm_descriptor_bits``.

:mod:`.standalone_asm` reads it back.
"""

from __future__ import annotations


from ..errors import CodeObjectError
from . import amdhsa
from . import descriptor as kd
from . import elf
from . import metadata as md
from . import metadata_yaml

LINKER_COMMENT = ".gcnasm_linker_comment"
LINKER_COMMENT_LINE = "// " + LINKER_COMMENT       # what disasm --standalone writes
CODE_OBJECT_VERSIONS = {2: 4, 3: 5, 4: 6}           # EI_ABIVERSION -> version
# Sections ld.lld makes; the text describes what they are made from instead.
LINKER_SECTIONS = {"", ".dynsym", ".gnu.hash", ".hash", ".dynstr", ".dynamic",
                   ".relro_padding", ".comment", ".symtab", ".shstrtab", ".strtab"}
_TYPE_NAMES = {0: "notype", 1: "object", 2: "function"}
_VISIBILITY = {1: ".internal", 2: ".hidden", 3: ".protected"}


def quote(text: str) -> str:
    """A GNU-assembler string literal."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.extend(f"\\{b:03o}" for b in ch.encode())
    return '"' + "".join(out) + '"'


def target_string(co) -> str:
    target = co.metadata.get("amdhsa.target")
    return target if isinstance(target, str) and target else co.target.target_id


def standalone_text(co, text_body: list[str]) -> str:
    """The standalone file: ``text_body`` is what :mod:`.disasm` wrote for
    ``.text`` (after its ``.text`` line)."""
    e = co.elf
    version = CODE_OBJECT_VERSIONS.get(e.header.abi_version)
    if version is None:
        raise CodeObjectError(f"{co.path}: EI_ABIVERSION {e.header.abi_version} is not code "
                              "object V4, V5 or V6")
    lines = [
        f"// gcnasm standalone disassembly of {co.path}",
        "// Rebuild:  gcnasm asm THIS.s -o OUT.co     (no template needed)",
        "// Everything in the code object is below: descriptors (.amdhsa_kernel), metadata",
        "// (.amdgpu_metadata), sections and symbols.  Lines starting .gcnasm_ are gcnasm",
        "// extensions (docs/standalone.md); without them this is plain LLVM assembly.",
        f"\t.amdgcn_target {quote(target_string(co))}",
        f"\t.amdhsa_code_object_version {version}",
    ]
    lines += _comment_lines(co)
    lines.append("\t.text")
    lines += _symbol_order(co)
    lines += text_body
    kd_symbols = {k.descriptor_symbol: k for k in co.kernels}
    for sec in e.sections:
        if sec.name in LINKER_SECTIONS or sec.index == co.text_section.index:
            continue
        if sec.type == elf.SHT_NOTE and _only_metadata(co, sec):
            continue
        lines.append("")
        lines += _section(co, sec, kd_symbols)
    if co.metadata:
        lines += ["", "\t.amdgpu_metadata"]
        lines += metadata_yaml.dump(co.metadata).splitlines()
        lines.append("\t.end_amdgpu_metadata")
    return "\n".join(lines) + "\n"


def _comment_lines(co) -> list[str]:
    sec = co.elf.section(".comment")
    if sec is None:
        return []
    pieces = co.elf.section_bytes(sec).split(b"\0")
    if pieces and pieces[-1] == b"":
        pieces.pop()
    out = []
    text = [p.decode("utf-8", errors="replace") for p in pieces]
    if len(text) > 1 and text[0] == "":
        out += [f"\t.ident\t{quote(t)}" for t in text[1:-1]]
    elif len(text) > 1:
        raise CodeObjectError(f"{co.path}: .comment holds several strings without the empty "
                              "one .ident sections start with; gcnasm cannot write it")
    if text:
        # in a comment, so that llvm-mc reads the text unchanged
        out.append(f"\t{LINKER_COMMENT_LINE} {quote(text[-1])}")
    return out


def _symbols(co) -> list[elf.Symbol]:
    """The symbols the assembler made (not the linker's _DYNAMIC)."""
    return [s for s in co.symbols[1:] if s.type in (0, 1, 2) and
            not (s.name == "_DYNAMIC" and s.other & 3 == 2 and s.bind == 0)]


def _symbol_order(co) -> list[str]:
    out = ["// the symbol table's order (symbols are numbered as first named)"]
    kernels = {k.name: k for k in co.kernels}
    by_name = {s.name: s for s in co.symbols}
    for s in _symbols(co):
        out.append(f"\t.type\t{s.name},@{_TYPE_NAMES[s.type]}")
    for s in _symbols(co):
        if s.shndx == elf.SHN_ABS:
            out.append(f"\t.set\t{s.name}, {s.value}")
            if s.bind == 1:
                out.append(f"\t.globl\t{s.name}")
            elif s.bind == 2:
                out.append(f"\t.weak\t{s.name}")
            if s.size:
                out.append(f"\t.size\t{s.name}, {s.size}")
    for s in _symbols(co):
        visibility = s.other & 3
        if s.name in kernels:
            # the assembler makes a kernel protected and gives its descriptor
            # the visibility it had before
            descriptor = by_name.get(kernels[s.name].descriptor_symbol)
            visibility = descriptor.other & 3 if descriptor is not None else 0
        if visibility:
            out.append(f"\t{_VISIBILITY[visibility]}\t{s.name}")
    return out if len(out) > 1 else []


def _only_metadata(co, sec: elf.Section) -> bool:
    notes = co.elf.notes(sec)
    return len(notes) == 1 and notes[0].name == md.NOTE_OWNER and \
        notes[0].type == md.NT_AMDGPU_METADATA and sec.name == ".note" and sec.addralign == 4


def _flags(sec: elf.Section) -> str:
    text = ""
    if sec.flags & elf.SHF_ALLOC:
        text += "a"
    if sec.flags & elf.SHF_WRITE:
        text += "w"
    if sec.flags & elf.SHF_EXECINSTR:
        text += "x"
    if sec.flags & 0x10:
        text += "M"
    if sec.flags & 0x20:
        text += "S"
    return text


def _section(co, sec: elf.Section, kd_symbols: dict) -> list[str]:
    kind = {elf.SHT_PROGBITS: "@progbits", elf.SHT_NOBITS: "@nobits",
            elf.SHT_NOTE: "@note"}.get(sec.type)
    if kind is None:
        raise CodeObjectError(f"{co.path}: section {sec.name} has type {sec.type}, which "
                              "gcnasm's standalone text cannot describe")
    known = sec.flags & ~(elf.SHF_ALLOC | elf.SHF_WRITE | elf.SHF_EXECINSTR | 0x30)
    if known:
        raise CodeObjectError(f"{co.path}: section {sec.name} has flags 0x{sec.flags:x} that "
                              "gcnasm's standalone text cannot describe")
    header = f'\t.section\t{sec.name},"{_flags(sec)}",{kind}'
    if sec.flags & 0x10:
        header += f",{sec.entsize}"
    lines = [header]
    if sec.addralign > 1:
        lines.append(f"\t.p2align\t{sec.addralign.bit_length() - 1}, 0x0")
    data = co.elf.section_bytes(sec)
    start = sec.addr if sec.is_alloc else 0
    symbols = sorted((s for s in _symbols(co) if s.shndx == sec.index),
                     key=lambda s: (s.value, s.name not in kd_symbols))
    at = 0

    def emit_bytes(end: int) -> None:
        nonlocal at
        if sec.type == elf.SHT_NOBITS:
            if end > at:
                lines.append(f"\t.zero\t{end - at}")
            at = end
            return
        while at < end:
            chunk = data[at:min(end, at + 16)]
            lines.append("\t.byte\t" + ", ".join(f"0x{b:02x}" for b in chunk))
            at += len(chunk)

    size = sec.size
    for s in symbols:
        offset = s.value - start
        if not 0 <= offset <= size:
            raise CodeObjectError(f"{co.path}: symbol {s.name} lies outside {sec.name}")
        if offset < at:
            if s.name in kd_symbols or offset != at - 0:
                # a symbol inside a descriptor, or overlapping data already written
                raise CodeObjectError(f"{co.path}: symbol {s.name} overlaps other data in "
                                      f"{sec.name}; gcnasm cannot write it")
        emit_bytes(offset)
        kernel = kd_symbols.get(s.name)
        if kernel is not None:
            lines += _kernel_block(co, kernel, s)
            at = offset + kd.SIZE
            continue
        lines += _symbol_lines(s)
        lines.append(f"{s.name}:")
    emit_bytes(size)
    return lines


def _symbol_lines(s: elf.Symbol) -> list[str]:
    out = []
    if s.bind == 1:
        out.append(f"\t.globl\t{s.name}")
    elif s.bind == 2:
        out.append(f"\t.weak\t{s.name}")
    if s.other & 3:
        out.append(f"\t{_VISIBILITY[s.other & 3]}\t{s.name}")
    if s.type in (1, 2):
        out.append(f"\t.type\t{s.name},@{_TYPE_NAMES[s.type]}")
    if s.size:
        out.append(f"\t.size\t{s.name}, {s.size}")
    return out


def _kernel_block(co, kernel, symbol: elf.Symbol) -> list[str]:
    if symbol.size != kd.SIZE or symbol.type != 1:
        raise CodeObjectError(f"{co.path}: {symbol.name} is not a 64-byte OBJECT symbol")
    try:
        body = amdhsa.directives(kernel.descriptor, kernel.metadata)
    except (ValueError, amdhsa.DirectiveError) as exc:
        raise CodeObjectError(f"{co.path}: kernel {kernel.name}: the descriptor cannot be "
                              f"written as directives: {exc}") from None
    return [f"\t.amdhsa_kernel {kernel.name}", *body, "\t.end_amdhsa_kernel"]
