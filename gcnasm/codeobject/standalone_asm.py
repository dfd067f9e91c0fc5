"""Assembling with no template: a whole ``.s`` file (LLVM's AMDGPU assembly,
as :mod:`.standalone`, llvm-mc's printer or a compiler writes it) into a code
object, as ``llvm-mc -filetype=obj`` + ``ld.lld -shared`` would.

1. The source is read line by line, keeping the current section.
   Directives about the file (``.amdgcn_target``,
   ``.amdhsa_code_object_version``), sections, symbols, kernel descriptors
   (``.amdhsa_kernel``, :mod:`.amdhsa`) and metadata (``.amdgpu_metadata``,
   :mod:`.metadata_yaml`) are handled here; instructions, labels and data
   directives go, section by section, to :func:`gcnasm.isa.assemble_program`
   with their line numbers kept, so every error names ``file:line:col``.
2. An operand ``sym@rel32@lo+A`` / ``sym@rel32@hi+A`` (a symbol in another
   section) is assembled with a placeholder literal and becomes an
   R_AMDGPU_REL32_LO/HI relocation, ``sym@gotpcrel32@lo/hi+A`` an
   R_AMDGPU_GOTPCREL32_LO/HI (``sym`` may be undefined: another module's); each descriptor's entry offset is an
   R_AMDGPU_REL64 to its kernel, as LLVM emits them.
3. Symbols are numbered in the order they are first named (as llvm-mc does);
   a kernel's ``NAME.kd`` gets NAME's binding and visibility, and NAME
   becomes protected.
4. ``.file``/``.loc`` and ``.cfi_*`` become ``.debug_line`` and
   ``.debug_frame`` (:mod:`.debuginfo`); data naming labels of other sections
   becomes R_AMDGPU_ABS32/64 relocations.
5. :mod:`.link` lays the object out as ld.lld does.

Not supported (each a clear ``file:line:col`` error): macros and includes,
``@gotpcrel``/``@abs32``/``@abs64``/``@rel64`` operands, CFI other than ``.cfi_escape``/``_undefined``/``_same_value``.
A symbol only declared (``.hidden x``, ``.globl x``) is an undefined global, as llvm-mc makes it.
"""

from __future__ import annotations

import os
import re
import struct
from dataclasses import dataclass, field

from ..errors import ERROR_LIMIT, AsmError
from ..isa.immediates import ImmError, evaluate
from ..isa.program import S_NOP_0, Program, assemble_program
from ..isa.syntax import IDENTIFIER, IDENTIFIER_RE, strip_comments
from . import amdhsa
from . import debuginfo
from . import descriptor as kd
from . import elf
from . import link as ld
from . import metadata as md
from . import mcexpr
from . import metadata_yaml
from .codeobject import CodeObject
from .standalone import LINKER_COMMENT

_LINKER_COMMENT_LINE = re.compile(r"\s*(?://|;)\s*" + re.escape(LINKER_COMMENT) + r"\s+(.*?)\s*$")
_LABEL = re.compile(rf"\s*({IDENTIFIER}|\"[^\"]*\")\s*:(?!:)")
_REL32 = re.compile(rf"({IDENTIFIER})@(rel32|gotpcrel32)@(lo|hi)"
                    rf"(\s*[-+]\s*(?:0x[0-9a-fA-F]+|\d+))?")
_UNSUPPORTED_OPERAND = re.compile(rf"{IDENTIFIER}@(gotpcrel|abs32|abs64|rel64)\b\S*")
_RELOCATION_KINDS = {("rel32", "lo"): ld.R_AMDGPU_REL32_LO, ("rel32", "hi"): ld.R_AMDGPU_REL32_HI,
                     ("gotpcrel32", "lo"): ld.R_AMDGPU_GOTPCREL32_LO,
                     ("gotpcrel32", "hi"): ld.R_AMDGPU_GOTPCREL32_HI}
_PLACEHOLDER = 0x12345678
_PLACEHOLDER_BYTES = struct.pack("<I", _PLACEHOLDER)
_ABI_VERSIONS = {4: 2, 5: 3, 6: 4}
DEFAULT_CODE_OBJECT_VERSION = 6
MAX_ALIGN_LOG2 = 16               # 64 KiB: far above what code objects use
MAX_FILL = 1 << 26                # 64 MiB of .fill/.zero in one directive
_E_FLAGS_GFX950 = 0x04F
_FEATURE_BITS = {("xnack", None): 0x100, ("xnack", "-"): 0x200, ("xnack", "+"): 0x300,
                 ("sramecc", None): 0x400, ("sramecc", "-"): 0x800, ("sramecc", "+"): 0xC00}
_DATA = {".byte", ".short", ".2byte", ".hword", ".long", ".4byte", ".int", ".word", ".quad",
         ".8byte", ".p2align", ".balign", ".align", ".fill", ".zero", ".skip", ".space"}
_DATA_SIZES = {".byte": 1, ".short": 2, ".2byte": 2, ".hword": 2, ".long": 4, ".4byte": 4,
               ".int": 4, ".word": 4, ".quad": 8, ".8byte": 8}
_REFERENCE = re.compile(rf"\s*({IDENTIFIER})\s*(?:([-+])\s*(0x[0-9a-fA-F]+|\d+|"
                        rf"{IDENTIFIER}))?\s*$")
_DIFFERENCE = re.compile(rf"(?<![\w.$@])({IDENTIFIER})(\s*\+\s*(?:0x[0-9a-fA-F]+|\d+))?"
                         rf"\s*-\s*({IDENTIFIER})")
_NAME_IN_EXPRESSION = re.compile(rf"(?<![\w.$@]){IDENTIFIER}")
# .no_dead_strip only registers the symbol on ELF (llvm MCELFStreamer::
# emitSymbolAttribute: MCSA_NoDeadStrip is ignored; LLVM writes it for
# amdgcn.device.init/fini, the kernels that run the init/fini arrays)
_SYMBOL_DIRECTIVES = {".globl", ".global", ".weak", ".local", ".hidden", ".protected",
                      ".internal", ".no_dead_strip"}
_VISIBILITY = {".hidden": ld.STV_HIDDEN, ".protected": ld.STV_PROTECTED,
               ".internal": ld.STV_INTERNAL}
_PLAIN_TYPES = {ld.STT_NOTYPE, ld.STT_OBJECT, ld.STT_FUNC}     # ranked in this order
_TYPES = {"function": ld.STT_FUNC, "object": ld.STT_OBJECT, "notype": ld.STT_NOTYPE,
          "stt_func": ld.STT_FUNC, "stt_object": ld.STT_OBJECT, "stt_notype": ld.STT_NOTYPE}
_NAMED_SECTIONS = {".text": (elf.SHT_PROGBITS, elf.SHF_ALLOC | elf.SHF_EXECINSTR),
                   ".data": (elf.SHT_PROGBITS, elf.SHF_ALLOC | elf.SHF_WRITE),
                   ".bss": (elf.SHT_NOBITS, elf.SHF_ALLOC | elf.SHF_WRITE),
                   ".rodata": (elf.SHT_PROGBITS, elf.SHF_ALLOC)}


@dataclass
class _Section:
    name: str
    type: int
    flags: int
    entsize: int = 0
    align: int = 1
    lines: dict[int, str] = field(default_factory=dict)    # line number -> text


@dataclass
class _Kernel:
    name: str
    block: amdhsa.KernelBlock
    section: str
    line: int
    end_line: int = 0
    fields: list[tuple[str, str]] = field(default_factory=list)    # (.amdhsa_x, value)
    bind: int = ld.STB_LOCAL
    visibility: int = ld.STV_DEFAULT


@dataclass
class _Symbol:
    name: str
    bind: int | None = None
    visibility: int = ld.STV_DEFAULT
    type: int = ld.STT_NOTYPE
    size: tuple[int, int, str] | None = None      # (line, column, expression)
    line: int = 0


class _Errors:
    def __init__(self, path: str, lines: list[str], limit):
        self.path, self.lines, self.limit = path, lines, limit
        self.items: list[AsmError] = []

    def add(self, message: str, line: int, column: int = 1) -> None:
        source = self.lines[line - 1] if 0 < line <= len(self.lines) else None
        self.items.append(AsmError(message, line, column, self.path, source))

    def extend(self, errors) -> None:
        for e in errors:
            source = self.lines[e.line - 1] if e.line and e.line <= len(self.lines) else \
                e.source_line
            self.items.append(AsmError(e.message, e.line, e.column, e.path or self.path, source))

    def raise_if_any(self) -> None:
        if self.items:
            self.items.sort(key=lambda e: (e.line or 0, e.column or 0))
            raise AsmError.from_errors(self.items, self.limit) from None


def _string_literal(text: str) -> bytes | None:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        return None
    out = bytearray()
    body = text[1:-1]
    i = 0
    simple = {"n": 10, "t": 9, "r": 13, "b": 8, "f": 12, '"': 34, "\\": 92, "'": 39}
    while i < len(body):
        c = body[i]
        if c != "\\":
            out += c.encode()
            i += 1
            continue
        i += 1
        if i >= len(body):
            return None
        c = body[i]
        if c in simple:
            out.append(simple[c])
            i += 1
        elif c in "01234567":
            j = i
            while j < len(body) and j < i + 3 and body[j] in "01234567":
                j += 1
            out.append(int(body[i:j], 8) & 0xFF)
            i = j
        elif c == "x":
            j = i + 1
            while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                j += 1
            if j == i + 1:
                return None
            out.append(int(body[i + 1:j], 16) & 0xFF)
            i = j
        else:
            return None
    return bytes(out)


def _split_strings(text: str) -> list[str]:
    parts, start, quoted = [], 0, False
    for i, c in enumerate(text):
        if c == '"' and (i == 0 or text[i - 1] != "\\"):
            quoted = not quoted
        elif c == "," and not quoted:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def e_flags_for(target: str) -> int | None:
    """e_flags for a target id (``amdgcn-amd-amdhsa--gfx950:sramecc+:xnack-``,
    or Triton's ``amdgpu9.50-amd-amdhsa-unknown-gfx950``); None if it is not
    gfx950."""
    processor_part = target.rsplit("-", 1)[-1]
    pieces = processor_part.split(":")
    if pieces[0] != "gfx950":
        return None
    settings = {"xnack": None, "sramecc": None}
    for feature in pieces[1:]:
        name, sign = feature[:-1], feature[-1:]
        if name not in settings or sign not in "+-" or not sign:
            return None
        settings[name] = sign
    flags = _E_FLAGS_GFX950
    for name, sign in settings.items():
        flags |= _FEATURE_BITS[(name, sign)]
    return flags


class _Assembler:
    def __init__(self, src: str, path: str, error_limit):
        self.src = src
        self.path = path
        self.lines = src.splitlines()
        self.errors = _Errors(path, self.lines, error_limit)
        self.error_limit = error_limit
        self.sections: dict[str, _Section] = {}
        self.section_order: list[str] = []
        self.symbols: dict[str, _Symbol] = {}
        self.kept: dict[str, int] = {}      # .no_dead_strip names -> line
        self.commons: list[tuple[str, int, int]] = []      # .comm: name, size, alignment
        self.kernels: list[_Kernel] = []
        self.sets: dict[str, tuple[int, str]] = {}
        # .set NAME, EXPR naming symbols not defined yet (LLVM's resource
        # usage: max(32, .Lf.num_vgpr), amdgpu.max_num_vgpr at the file's end):
        # NAME -> (expression, section, line, column), resolved at the end
        self.pending_sets: dict[str, tuple[str, str, int, int]] = {}
        # .amdhsa_* values naming such symbols: (kernel, directive, text, line, column)
        self.pending_fields: list[tuple[_Kernel, str, str, int, int]] = []
        # `.set alias, label` (LLVM's function aliases): the alias is a symbol
        # at the label's address, in its section (MCSymbol::setVariableValue
        # with a symbol-ref expression); alias -> label, placed at link time
        self.aliases: dict[str, str] = {}
        self.target: str | None = None
        self.e_flags = _E_FLAGS_GFX950 | 0x500
        self.version = DEFAULT_CODE_OBJECT_VERSION
        self.idents: list[str] = []
        self.linker_comment: str | None = None
        self.metadata: dict | None = None
        self.metadata_line = 0
        # line, symbol, rel32/gotpcrel32, lo/hi, addend
        self.rel32: list[tuple[int, str, str, str, int]] = []
        self.mention_skip: dict[int, str] = {}              # line -> how to scan it
        self.files: dict[int, tuple[str, str]] = {}          # .file N "dir" "name"
        self.md5s: dict[int, bytes] = {}
        self.locs: list[tuple[int, int, int, int, int]] = []  # instr line, file, line, col, flags
        self.pending_loc: tuple[int, int, int, int] | None = None
        self.is_stmt = debuginfo.FLAG_IS_STMT
        self.cfi_sections: str | None = None
        self.frames: list[tuple[int, int, list[tuple[int, bytes]], int]] = []  # start, end, ops
        self.open_frame: list | None = None
        self.instruction_lines: set = set()
        self.label_section: dict[str, str] = {}
        self.data_lines: list[tuple[int, str, int]] = []     # line, section, unit size
        self.differences: list[tuple[int, str, int, str]] = []   # line, target, addend, label
        # (line, argument index, size, target section or label, addend, minus label)
        self.data_refs: list[tuple[int, int, int, str, int, str | None]] = []
        self.kernel_end_lines: dict[int, str] = {}
        # code alignment with an empty fill and a limit (`.p2align 5, , 4`, as
        # Triton writes loop heads): padded with s_nop 0 after assembly
        self.nop_fill_lines: set[int] = set()

    # --- pass 1: the directives -------------------------------------------------

    def section(self, name: str, type_: int, flags: int, entsize: int = 0) -> _Section:
        sec = self.sections.get(name)
        if sec is None:
            sec = _Section(name, type_, flags, entsize,
                           align=4 if flags & elf.SHF_EXECINSTR else 1)
            self.sections[name] = sec
            self.section_order.append(name)
        return sec

    def symbol(self, name: str, line: int = 0) -> _Symbol:
        sym = self.symbols.get(name)
        if sym is None:
            sym = self.symbols[name] = _Symbol(name, line=line)
        return sym

    def read(self) -> None:
        current = self.section(".text", *_NAMED_SECTIONS[".text"])
        previous = current
        kernel: _Kernel | None = None
        yaml_start = None
        yaml_lines: list[str] = []
        err = self.errors.add
        for number, raw in enumerate(self.lines, 1):
            if yaml_start is not None:
                if raw.strip() == ".end_amdgpu_metadata":
                    self._metadata("\n".join(yaml_lines), yaml_start)
                    yaml_start = None
                else:
                    yaml_lines.append(raw)
                self.mention_skip[number] = "yaml"
                continue
            line = strip_comments(raw)[0]
            body = line.strip()
            if not body and LINKER_COMMENT in raw:
                m = _LINKER_COMMENT_LINE.match(raw)
                if m:
                    value = _string_literal(m.group(1))
                    if value is None:
                        err(f"{LINKER_COMMENT} needs a string", number, m.start(1) + 1)
                    else:
                        self.linker_comment = value.decode("utf-8", errors="replace")
                continue
            if not body or body.startswith("#"):
                continue
            # labels
            col = 0
            labels = []
            while True:
                m = _LABEL.match(line, col)
                if not m:
                    break
                labels.append((m.group(1), m.start(1)))
                col = m.end()
            rest = line[col:].strip()
            rest_col = col + (len(line[col:]) - len(line[col:].lstrip()))
            if kernel is not None:
                if labels:
                    err("a label inside .amdhsa_kernel", number, labels[0][1] + 1)
                word = rest.split(None, 1)[0] if rest else ""
                if word != ".end_amdhsa_kernel":
                    # its symbols are numbered at .end_amdhsa_kernel (_descriptor_mentions)
                    self.mention_skip[number] = "kernel"
                if word == ".end_amdhsa_kernel":
                    kernel.end_line = number
                    self._end_kernel(kernel, current, number)
                    kernel = None
                    continue
                if word.startswith(".amdhsa_") or word == amdhsa.EXTENSION:
                    value = rest[len(word):].strip()
                    value_col = rest_col + len(word) + (len(rest[len(word):]) -
                                                        len(rest[len(word):].lstrip()))
                    kernel.fields.append((word, value))
                    if word != amdhsa.EXTENSION and self._needs_later(value):
                        self.pending_fields.append((kernel, word, value, number, value_col))
                        continue
                    try:
                        kernel.block.set(word, value, self._field_value, value_col)
                    except amdhsa.DirectiveError as exc:
                        err(exc.message, number, (exc.column or rest_col) + 1)
                    except _ValueError as exc:
                        err(exc.message, number, value_col + 1)
                    continue
                err(f"'{word}' is not allowed inside .amdhsa_kernel (expected .amdhsa_* "
                    "directives and .end_amdhsa_kernel)", number, rest_col + 1)
                continue
            if labels:
                current.lines[number] = line
                for label, _ in labels:
                    self.label_section.setdefault(label, current.name)
            if not rest:
                continue
            if not rest.startswith("."):
                self.instruction_lines.add(number)
                if self.pending_loc is not None:
                    self.locs.append((number, *self.pending_loc))
                    self.pending_loc = None
                unsupported = _UNSUPPORTED_OPERAND.search(rest)
                if unsupported:
                    err(f"{unsupported.group(0)}: gcnasm's linker takes @rel32@lo/hi and "
                        "@gotpcrel32@lo/hi symbol operands, not this one",
                        number, rest_col + unsupported.start() + 1)
                    continue
                for m in _REL32.finditer(rest):
                    addend = int(re.sub(r"\s", "", m.group(4)), 0) if m.group(4) else 0
                    self.rel32.append((number, m.group(1), m.group(2), m.group(3), addend))
                if self.rel32 and self.rel32[-1][0] == number:
                    raw = _REL32.sub(f"0x{_PLACEHOLDER:08x}", raw)
                current.lines[number] = raw       # gcnasm's own comments carry meaning
                continue
            word = rest.split(None, 1)[0].rstrip(",")
            args = rest[len(word):].strip()
            wl = word.lower()
            if wl in _DATA_SIZES:
                self.data_lines.append((number, current.name, _DATA_SIZES[wl]))
            if wl in _DATA:
                limit = self._size_limit(wl, args)
                if limit:
                    err(limit, number, rest_col + len(word) + 2)
                    continue
                if wl in (".p2align", ".balign", ".align") and not \
                        current.flags & elf.SHF_EXECINSTR and "," not in args:
                    line = line + ", 0"       # data sections pad with zeros
                parts = args.split(",")
                if wl in (".p2align", ".balign", ".align") and len(parts) == 3 and \
                        not parts[1].strip():
                    # `.p2align N, , MAX`: the section's default fill (s_nop 0
                    # in code, zeros elsewhere) unless more than MAX bytes
                    # are needed (llvm-mc: emitCodeAlignment with MaxBytesToEmit)
                    line = line[:col] + f"{word} {parts[0].strip()}, 0, {parts[2].strip()}"
                    if current.flags & elf.SHF_EXECINSTR:
                        self.nop_fill_lines.add(number)
                current.lines[number] = line
                if wl in (".p2align", ".balign", ".align"):
                    self._note_alignment(current, wl, args)
                continue
            if wl == ".p2alignl":
                parts = [p.strip() for p in args.split(",")]
                try:
                    fill = self._constant(parts[1]) if len(parts) > 1 else 0
                    power = self._constant(parts[0])
                except _ValueError as exc:
                    err(exc.message, number, rest_col + len(word) + 2)
                    continue
                if power > MAX_ALIGN_LOG2:
                    err(f"alignment 2**{power} is larger than gcnasm's limit "
                        f"2**{MAX_ALIGN_LOG2}", number, rest_col + len(word) + 2)
                    continue
                if fill not in (0xBF800000,) or not current.flags & elf.SHF_EXECINSTR:
                    err(".p2alignl is supported only with the s_nop 0 word (0xbf800000) in "
                        "code", number, rest_col + 1)
                    continue
                current.lines[number] = " " * col + f".p2align {power}"
                self._note_alignment(current, ".p2align", str(power))
                continue
            if wl in (".ascii", ".asciz", ".string"):
                data = bytearray()
                for part in _split_strings(args):
                    value = _string_literal(part)
                    if value is None:
                        err(f"{word}: expected a string literal", number, rest_col + 1)
                        break
                    data += value + (b"\0" if wl != ".ascii" else b"")
                else:
                    text = ".byte " + ", ".join(str(b) for b in data) if data else ""
                    current.lines[number] = " " * rest_col + text if text else \
                        current.lines.get(number, "")
                continue
            self.current = current
            previous, current = self._directive(word, wl, args, number, rest_col, current,
                                                previous)
            if wl == ".amdhsa_kernel":
                name = args.strip()
                if not IDENTIFIER_RE.fullmatch(name):
                    err(".amdhsa_kernel needs a kernel name", number, rest_col + len(word) + 2)
                    name = name or "?"
                kernel = _Kernel(name, amdhsa.KernelBlock(name, number, rest_col + 1),
                                 current.name, number)
                self.mention_skip[number] = "kernel"
            elif wl == ".amdgpu_metadata":
                yaml_start = number
                yaml_lines = []
                if self.metadata is not None:
                    err("a second .amdgpu_metadata block", number, rest_col + 1)
        if kernel is not None:
            err(f".amdhsa_kernel {kernel.name} has no .end_amdhsa_kernel", kernel.line,
                kernel.block.column)
        if self.open_frame is not None:
            err(".cfi_startproc has no .cfi_endproc", int(self.open_frame[0].rsplit("_", 1)[1]),
                1)
        self._resolve_pending()
        self._cross_section_data()
        self._cross_section_differences()
        if yaml_start is not None:
            err(".amdgpu_metadata has no .end_amdgpu_metadata", yaml_start, 1)

    def _size_limit(self, word: str, args: str) -> str:
        """Why an alignment or fill is refused before it makes gigabytes of
        padding ("" when it is fine; bad syntax is left to the assembler)."""
        parts = [p.strip() for p in args.split(",")]
        try:
            if word == ".p2align":
                if self._constant(parts[0]) > MAX_ALIGN_LOG2:
                    return f"alignment 2**{parts[0]} is larger than gcnasm's limit 2**{MAX_ALIGN_LOG2}"
            elif word in (".balign", ".align"):
                if self._constant(parts[0]) > 1 << MAX_ALIGN_LOG2:
                    return f"alignment {parts[0]} is larger than gcnasm's limit {1 << MAX_ALIGN_LOG2}"
            elif word == ".fill":
                size = self._constant(parts[1]) if len(parts) > 1 else 1
                if self._constant(parts[0]) * max(size, 1) > MAX_FILL:
                    return f".fill of more than {MAX_FILL} bytes"
            elif word in (".zero", ".skip", ".space"):
                if self._constant(parts[0]) > MAX_FILL:
                    return f"{word} of more than {MAX_FILL} bytes"
        except (_ValueError, IndexError):
            return ""
        return ""

    def _cross_section_differences(self) -> None:
        """``SYM[+c] - LABEL`` in an instruction, SYM in another section
        and LABEL in this one (how gcnasm and LLVM write an s_getpc_b64
        offset): a placeholder literal and an R_AMDGPU_REL32, as llvm-mc
        emits it."""
        for number in sorted(self.instruction_lines):
            for sec in self.sections.values():
                text = sec.lines.get(number)
                if text is not None:
                    break
            else:
                continue
            if "-" not in text:
                continue
            code = strip_comments(text)[0]
            for m in _DIFFERENCE.finditer(code):
                target, addend, label = m.group(1), m.group(2), m.group(3)
                if self.label_section.get(label) != sec.name:
                    continue
                target_section = self.label_section.get(target)
                if target_section == sec.name or (target_section is None and
                                                  target not in self.sections):
                    continue
                value = int(re.sub(r"\s|\+", "", addend), 0) if addend else 0
                self.differences.append((number, target, value, label))
                text = text[:m.start()] + f"0x{_PLACEHOLDER:08x}" + text[m.end():]
                sec.lines[number] = text
                break

    def _cross_section_data(self) -> None:
        """Data naming labels or sections elsewhere: ``X`` / ``X+c`` become
        relocations (to X's section), ``A-B`` of another section a value
        patched in once that section is placed; the argument is assembled
        as 0."""
        sections = set(self.sections)
        for number, sec_name, size in self.data_lines:
            text = self.sections[sec_name].lines.get(number)
            if text is None:
                continue
            m = re.match(rf"(\s*(?:{IDENTIFIER}\s*:\s*)*)(\.\w+)(\s*)(.*)$", text)
            if not m:
                continue
            args = _split_strings(m.group(4))
            changed = False
            for i, arg in enumerate(args):
                names = _NAME_IN_EXPRESSION.findall(arg)
                if not names or all(self.label_section.get(n) == sec_name for n in names):
                    continue
                ref = _REFERENCE.match(arg)
                if ref is None:
                    self.errors.add(f"'{arg}': gcnasm takes SYMBOL, SYMBOL+constant or a "
                                    "difference of two labels of one section here", number, 1)
                    continue
                target, sign, other = ref.groups()
                if target not in self.label_section and target not in sections and \
                        target not in self.aliases:
                    continue                       # let the assembler report it
                if other and not re.fullmatch(r"0x[0-9a-fA-F]+|\d+", other):
                    if sign != "-" or self.label_section.get(other) != \
                            self.label_section.get(target):
                        self.errors.add(f"'{arg}': labels of different sections", number, 1)
                        continue
                    self.data_refs.append((number, i, size, target, 0, other))
                else:
                    addend = int(other, 0) * (-1 if sign == "-" else 1) if other else 0
                    self.data_refs.append((number, i, size, target, addend, None))
                args[i] = "0"
                changed = True
            if changed:
                self.sections[sec_name].lines[number] = \
                    m.group(1) + m.group(2) + " " + ", ".join(args)

    def _note_alignment(self, sec: _Section, word: str, args: str) -> None:
        first = args.split(",", 1)[0].strip()
        try:
            value = self._constant(first)
        except _ValueError:
            return                   # assemble_program reports it
        align = 1 << value if word == ".p2align" else value
        if 0 < align < 1 << 32:
            sec.align = max(sec.align, align)

    def _needs_later(self, text: str) -> bool:
        """``text`` names a symbol that is not defined yet (or only by a
        pending .set): it is evaluated at the end of the file, as LLVM does."""
        try:
            mentioned = mcexpr.names(text)
        except mcexpr.ExprError:
            return False             # malformed: reported where it is evaluated
        return any(n not in self.sets or n in self.pending_sets for n in mentioned)

    def _expression(self, text: str, resolve=None) -> int:
        """An LLVM expression (:mod:`.mcexpr`), symbols from .set."""
        def known(name):
            if name in self.sets:
                return self.sets[name][0]
            raise KeyError(name)
        try:
            return mcexpr.evaluate(text, resolve or known)
        except mcexpr.ExprError as exc:
            raise _ValueError(exc.message) from None

    def _field_value(self, text: str) -> int:
        """An .amdhsa_* value: a plain constant, or an LLVM expression."""
        try:
            return self._constant(text)
        except _ValueError:
            return self._expression(text)

    def _resolve_pending(self) -> None:
        """The .set symbols and .amdhsa_* values that named symbols defined
        later, now that the whole file is read."""
        err = self.errors.add
        busy: set = set()
        failed: set = set()

        def resolve(name):
            if name in self.pending_sets and name not in failed:
                text = self.pending_sets[name][0].strip()
                if text in self.label_section or text in self.aliases:
                    del self.pending_sets[name]
                    self.aliases[name] = self.aliases.get(text, text)
                    raise KeyError(name)        # an address: no constant value
                if name in busy:
                    raise mcexpr.ExprError(f"symbol {name!r} is defined in terms of itself")
                busy.add(name)
                try:
                    text, section, line, col = self.pending_sets[name]
                    value = mcexpr.evaluate(text, resolve)
                finally:
                    busy.discard(name)
                del self.pending_sets[name]
                self.sets[name] = (value, section)
                return value
            if name in self.sets:
                return self.sets[name][0]
            raise KeyError(name)

        for name in list(self.pending_sets):
            if name not in self.pending_sets:
                continue                 # resolved through another
            text, _, line, col = self.pending_sets[name]
            try:
                resolve(name)
            except KeyError:
                if name not in self.aliases:
                    raise
            except mcexpr.ExprError as exc:
                failed.add(name)
                err(f".set {name}: {exc.message}", line, col)
        for kernel, word, text, line, col in self.pending_fields:
            try:
                value = mcexpr.evaluate(text, resolve)
                kernel.block.set(word, str(value), self._constant, col)
            except mcexpr.ExprError as exc:
                err(f"{word}: {exc.message}", line, col + 1 + (exc.column or 0))
            except amdhsa.DirectiveError as exc:
                err(exc.message, line, (exc.column or col) + 1)

    def _constant(self, text: str) -> int:

        def resolve(name):
            if name in self.sets:
                return self.sets[name][0]
            raise KeyError(name)
        try:
            value, _ = evaluate(text, resolve)
        except ImmError as exc:
            raise _ValueError(str(exc)) from None
        except KeyError as exc:
            raise _ValueError(f"unknown symbol {exc.args[0]!r} in a constant expression") \
                from None
        if isinstance(value, float):
            raise _ValueError("expected an integer")
        return value

    def _directive(self, word, wl, args, number, col, current, previous):
        err = self.errors.add
        if wl == ".amdgcn_target":
            value = _string_literal(args)
            if value is None:
                err(".amdgcn_target needs a quoted target id", number, col + len(word) + 2)
                return previous, current
            target = value.decode()
            flags = e_flags_for(target)
            if flags is None:
                err(f"target id {target!r}: gcnasm assembles gfx950 only", number,
                    col + len(word) + 2)
            else:
                self.target, self.e_flags = target, flags
        elif wl == ".amdhsa_code_object_version":
            try:
                version = self._constant(args)
            except _ValueError as exc:
                err(exc.message, number, col + len(word) + 2)
                return previous, current
            if version not in _ABI_VERSIONS:
                err(f"code object version {version}: gcnasm writes versions 4, 5 and 6",
                    number, col + len(word) + 2)
            else:
                self.version = version
        elif wl in _NAMED_SECTIONS:
            return current, self.section(wl, *_NAMED_SECTIONS[wl])
        elif wl in (".section", ".pushsection"):
            sec = self._section_directive(args, number, col + len(word) + 2)
            if sec is not None:
                return current, sec
        elif wl in (".previous", ".popsection"):
            return current, previous
        elif wl in _SYMBOL_DIRECTIVES:
            for name in (a.strip() for a in args.split(",")):
                if not IDENTIFIER_RE.fullmatch(name):
                    err(f"{word} needs symbol names", number, col + len(word) + 2)
                    break
                sym = self.symbol(name, number)
                if wl in (".globl", ".global"):
                    sym.bind = ld.STB_GLOBAL
                elif wl == ".weak":
                    sym.bind = ld.STB_WEAK
                elif wl == ".local":
                    sym.bind = ld.STB_LOCAL
                elif wl in _VISIBILITY:
                    sym.visibility = _VISIBILITY[wl]
                else:
                    self.kept.setdefault(name, number)
        elif wl in (".comm", ".lcomm"):
            self._common(wl, args, number, col + len(word) + 2)
        elif wl == ".type":
            parts = [p.strip() for p in args.split(",", 1)]
            kind = parts[1].lstrip("@%").strip('"').lower() if len(parts) == 2 else ""
            if len(parts) != 2 or not IDENTIFIER_RE.fullmatch(parts[0]) or kind not in _TYPES:
                err(".type needs 'symbol, @function|@object|@notype'", number,
                    col + len(word) + 2)
            else:
                self.symbol(parts[0], number).type = _TYPES[kind]
        elif wl == ".size":
            parts = [p.strip() for p in args.split(",", 1)]
            if len(parts) != 2 or not IDENTIFIER_RE.fullmatch(parts[0]):
                err(".size needs 'symbol, expression'", number, col + len(word) + 2)
            else:
                at = col + len(word) + 1 + args.index(",") + 2
                self.symbol(parts[0], number).size = (number, at, parts[1])
        elif wl in (".set", ".equ"):
            parts = [p.strip() for p in args.split(",", 1)]
            if len(parts) != 2 or not IDENTIFIER_RE.fullmatch(parts[0]):
                err(f"{word} needs 'symbol, expression'", number, col + len(word) + 2)
                return previous, current
            value_col = col + len(word) + 1 + args.index(",") + 2 if "," in args else 0
            if self._needs_later(parts[1]):
                self.sets.pop(parts[0], None)
                self.pending_sets[parts[0]] = (parts[1], current.name, number, value_col)
                return previous, current
            try:
                value = self._field_value(parts[1])
            except _ValueError as exc:
                err(f"{word} {parts[0]}: {exc.message}", number, col + len(word) + 2)
                return previous, current
            self.pending_sets.pop(parts[0], None)
            self.sets[parts[0]] = (value, current.name)     # .set may redefine
        elif wl == ".ident":
            value = _string_literal(args)
            if value is None:
                err(".ident needs a string", number, col + len(word) + 2)
            else:
                self.idents.append(value.decode("utf-8", errors="replace"))
                # the object's .comment section is made here (its place among sections)
                self.section(".comment", elf.SHT_PROGBITS, ld.SHF_MERGE | ld.SHF_STRINGS, 1)
        elif wl == LINKER_COMMENT:
            value = _string_literal(args)
            if value is None:
                err(f"{LINKER_COMMENT} needs a string", number, col + len(word) + 2)
            else:
                self.linker_comment = value.decode("utf-8", errors="replace")
        elif wl in (".amdhsa_kernel", ".amdgpu_metadata"):
            pass                                       # handled by the caller
        elif wl == ".end_amdhsa_kernel":
            err(".end_amdhsa_kernel without .amdhsa_kernel", number, col + 1)
        elif wl == ".end_amdgpu_metadata":
            err(".end_amdgpu_metadata without .amdgpu_metadata", number, col + 1)
        elif wl.startswith(".amdhsa_") or wl == amdhsa.EXTENSION:
            err(f"{word} outside .amdhsa_kernel ... .end_amdhsa_kernel", number, col + 1)
        elif wl == ".file":
            self._file(args, number, col + len(word) + 2)
        elif wl == ".loc":
            self._loc(args, number, col + len(word) + 2)
        elif wl.startswith(".cfi_"):
            self._cfi(wl, args, number, col, current)
        else:
            err(f"unknown directive '{word}'", number, col + 1)
        return previous, current

    def _file(self, args: str, number: int, col: int) -> None:
        parts = args.split(None, 1)
        if not parts or not parts[0].isdigit():
            self.errors.add(".file without a file number (an STT_FILE symbol) is not supported",
                            number, col)
            return
        tail = parts[1] if len(parts) > 1 else ""
        strings = re.findall(r'"(?:[^"\\]|\\.)*"', tail)
        rest = re.sub(r'"(?:[^"\\]|\\.)*"', "", tail).strip()
        md5 = None
        m = re.fullmatch(r"md5\s+0x([0-9a-fA-F]{1,32})", rest)
        if m:
            md5, rest = bytes.fromhex(m.group(1).rjust(32, "0")), ""
        if not 1 <= len(strings) <= 2 or rest:
            self.errors.add('.file N ["dir"] "name" [md5 0x...] (no "source")', number, col)
            return
        names = [(_string_literal(x) or b"").decode("utf-8", errors="replace") for x in strings]
        number_ = int(parts[0])
        self.files[number_] = (names[0], names[1]) if len(names) == 2 else ("", names[0])
        if md5 is not None:
            self.md5s[number_] = md5

    def _loc(self, args: str, number: int, col: int) -> None:
        words = args.split()
        try:
            values = [int(w, 0) for w in words[:3] if re.fullmatch(r"\d+|0x[0-9a-fA-F]+", w)]
        except ValueError:
            values = []
        if not values or values[0] not in self.files:
            self.errors.add(".loc needs a file number given by .file, a line and a column",
                            number, col)
            return
        file, line = values[0], values[1] if len(values) > 1 else 0
        column = values[2] if len(values) > 2 else 0
        flags = self.is_stmt
        options = words[len(values):]
        i = 0
        while i < len(options):
            option = options[i]
            if option == "prologue_end":
                flags |= debuginfo.FLAG_PROLOGUE_END
            elif option == "epilogue_begin":
                flags |= debuginfo.FLAG_EPILOGUE_BEGIN
            elif option == "basic_block":
                flags |= debuginfo.FLAG_BASIC_BLOCK
            elif option == "is_stmt" and i + 1 < len(options) and options[i + 1] in ("0", "1"):
                flags = (flags & ~debuginfo.FLAG_IS_STMT) | int(options[i + 1])
                self.is_stmt = int(options[i + 1])
                i += 1
            else:
                self.errors.add(f".loc option '{option}' is not supported", number, col)
                return
            i += 1
        if self.pending_loc is not None:
            # two .loc in a row: the first gets a row here (as llvm-mc does)
            label = f".Lgcnasm_loc_{number}"
            self.locs.append((label, *self.pending_loc))
            sec = self.current
            sec.lines[number] = (sec.lines.get(number, "") + f" {label}:").strip()
        self.pending_loc = (file, line, column, flags)

    def _cfi(self, wl: str, args: str, number: int, col: int, current: _Section) -> None:
        err = self.errors.add
        label = f".Lgcnasm_cfi_{number}"
        if wl == ".cfi_sections":
            if args.strip() != ".debug_frame":
                err(".cfi_sections: gcnasm makes .debug_frame only (not .eh_frame)", number,
                    col + 1)
            else:
                self.cfi_sections = ".debug_frame"
            return
        if current.name != ".text":
            err(f"{wl} outside .text", number, col + 1)
            return
        if wl == ".cfi_startproc":
            if self.open_frame is not None:
                err(".cfi_startproc inside another .cfi_startproc", number, col + 1)
                return
            if self.cfi_sections is None:
                err(".cfi_startproc without '.cfi_sections .debug_frame': gcnasm does not make "
                    ".eh_frame", number, col + 1)
                return
            self.open_frame = [label, None, []]
        elif self.open_frame is None:
            err(f"{wl} outside .cfi_startproc ... .cfi_endproc", number, col + 1)
            return
        elif wl == ".cfi_endproc":
            self.open_frame[1] = label
            self.frames.append(tuple(self.open_frame))
            self.open_frame = None
        elif wl == ".cfi_escape":
            try:
                data = bytes(self._constant(a) & 0xFF for a in args.split(",") if a.strip())
            except _ValueError as exc:
                err(exc.message, number, col + 1)
                return
            self.open_frame[2].append((label, data))
        elif wl in (".cfi_undefined", ".cfi_same_value"):
            try:
                register = self._constant(args)
            except _ValueError as exc:
                err(exc.message, number, col + 1)
                return
            op = debuginfo.DW_CFA_undefined if wl == ".cfi_undefined" else \
                debuginfo.DW_CFA_same_value
            self.open_frame[2].append((label, bytes([op]) + debuginfo.uleb(register)))
        else:
            err(f"{wl} is not supported by gcnasm", number, col + 1)
            return
        current.lines[number] = (current.lines.get(number, "") + f" {label}:").strip()

    def _common(self, wl: str, args: str, number: int, col: int) -> None:
        """``.comm name, size[, log2 alignment]`` (AMDGPU's alignment is a
        power of two's exponent).  A local one (``.local`` before it, or
        ``.lcomm``) is llvm-mc's to place: zeros in the object's ``.bss``
        (MCELFStreamer::emitCommonSymbol); a global one is a common symbol
        the linker places after the inputs' ``.bss`` (lld: a COMMON section
        each, in symbol order)."""
        parts = [p.strip() for p in args.split(",")]
        if not 2 <= len(parts) <= 3 or not IDENTIFIER_RE.fullmatch(parts[0]):
            self.errors.add(f"{wl} needs 'symbol, size[, alignment]'", number, col)
            return
        try:
            size = self._constant(parts[1])
            power = self._constant(parts[2]) if len(parts) == 3 else 0
        except _ValueError as exc:
            self.errors.add(exc.message, number, col)
            return
        if size < 0 or not 0 <= power <= MAX_ALIGN_LOG2:
            self.errors.add(f"{wl}: bad size or alignment", number, col)
            return
        name = parts[0]
        sym = self.symbol(name, number)
        if sym.size is None:
            sym.size = (number, col, str(size))
        if sym.type == ld.STT_NOTYPE:
            sym.type = ld.STT_OBJECT
        if name in self.label_section:
            self.errors.add(f"symbol '{name}' is already defined", number, col)
            return
        if wl == ".comm" and sym.bind != ld.STB_LOCAL:
            if sym.bind is None:
                sym.bind = ld.STB_GLOBAL        # a common symbol is global
            self.commons.append((name, size, 1 << power))
            self.label_section[name] = f"COMMON.{name}"
            return
        # the alignment and the zeros take two rows of .bss: this line's and
        # the one before it (no .bss line there: the line before is not in .bss)
        bss = self.section(".bss", *_NAMED_SECTIONS[".bss"])
        if number - 1 in bss.lines or number < 2:
            self.errors.add(f"{wl} {name}: a .bss line just before it (gcnasm needs that "
                            "line for the alignment)", number, col)
            return
        bss.lines[number - 1] = f".p2align {power}, 0"
        bss.lines[number] = f"{name}: .zero {size}"
        bss.align = max(bss.align, 1 << power)
        self.label_section[name] = ".bss"

    def _section_directive(self, args: str, number: int, col: int) -> _Section | None:
        parts = _split_strings(args)
        if not parts:
            self.errors.add(".section needs a name", number, col)
            return None
        name = parts[0].strip('"')
        base = name if name in _NAMED_SECTIONS else next(
            (n for n in _NAMED_SECTIONS if name.startswith(n + ".")), None)
        type_, flags = _NAMED_SECTIONS.get(base, (elf.SHT_PROGBITS, 0))
        if name.startswith(".note"):
            type_, flags = elf.SHT_NOTE, elf.SHF_ALLOC
        entsize = 0
        if len(parts) > 1:
            flag_text = parts[1].strip('"')
            if "G" in flag_text:
                # a section group (",GROUP[,comdat]" after the type and any
                # entry size): with one object every group is kept, and ld.lld
                # drops the .group sections, so the group changes nothing
                at = 3 + ("M" in flag_text)
                if len(parts) <= at:
                    self.errors.add(f".section {name}: flag 'G' needs a group name", number, col)
                    return None
                parts = parts[:at] + [p for p in parts[at + 1:] if p.strip() != "comdat"]
                flag_text = flag_text.replace("G", "")
            flags = 0
            for c in flag_text:
                bit = {"a": elf.SHF_ALLOC, "w": elf.SHF_WRITE, "x": elf.SHF_EXECINSTR,
                       "M": ld.SHF_MERGE, "S": ld.SHF_STRINGS}.get(c)
                if bit is None:
                    self.errors.add(f".section {name}: flag '{c}' is not supported", number, col)
                    return None
                flags |= bit
        if len(parts) > 2:
            kind = parts[2].lstrip("@%")
            type_ = {"progbits": elf.SHT_PROGBITS, "nobits": elf.SHT_NOBITS,
                     "note": elf.SHT_NOTE, "init_array": ld.SHT_INIT_ARRAY,
                     "fini_array": ld.SHT_FINI_ARRAY,
                     "preinit_array": ld.SHT_PREINIT_ARRAY}.get(kind)
            if type_ is None:
                self.errors.add(f".section {name}: type {parts[2]} is not supported", number, col)
                return None
        if len(parts) > 3:
            try:
                entsize = self._constant(parts[3])
            except _ValueError as exc:
                self.errors.add(exc.message, number, col)
                return None
        sec = self.sections.get(name)
        if sec is not None and len(parts) > 1 and (sec.flags != flags or sec.type != type_):
            self.errors.add(f"changed section flags or type for {name}", number, col)
            return sec
        return self.section(name, type_, flags, entsize)

    def _end_kernel(self, kernel: _Kernel, current: _Section, number: int) -> None:
        if current.name != kernel.section:
            return
        sym = self.symbols.get(kernel.name)
        kernel.bind = sym.bind if sym is not None and sym.bind is not None else ld.STB_LOCAL
        kernel.visibility = sym.visibility if sym is not None else ld.STV_DEFAULT
        kd_name = kernel.name + ".kd"
        # the descriptor's 64 bytes, filled in after layout
        current.lines[kernel.line] = f"{kd_name}: .fill {kd.SIZE}, 1, 0"
        self.kernels.append(kernel)
        self.kernel_end_lines[number] = kernel.name
        if sym is not None and sym.visibility == ld.STV_DEFAULT:
            sym.visibility = ld.STV_PROTECTED
        elif sym is None:
            self.symbol(kernel.name).visibility = ld.STV_PROTECTED

    def _metadata(self, text: str, start: int) -> None:
        try:
            value = metadata_yaml.load(text)
            _check_metadata(value)
        except metadata_yaml.MetadataYAMLError as exc:
            line = start + exc.line if exc.line else start
            self.errors.add(f"invalid .amdgpu_metadata: {exc.message}", line,
                            exc.column or 1)
            return
        self.metadata, self.metadata_line = value, start

    # --- pass 2: sections ---------------------------------------------------------

    def assemble_sections(self):
        results = {}
        n = len(self.lines)
        for name in self.section_order:
            sec = self.sections[name]
            if not sec.lines:
                results[name] = None        # declared and empty: still a section
                continue
            rows = [""] * n
            for number, text in sec.lines.items():
                rows[number - 1] = text
            try:
                program = assemble_program("\n".join(rows), path=self.path, base=0,
                                           error_limit=self.error_limit)
            except AsmError as exc:
                self.errors.extend(exc.errors)
                continue
            if self.nop_fill_lines and sec.flags & elf.SHF_EXECINSTR:
                program = self._nop_fill(program)
            results[name] = program
        return results

    def _nop_fill(self, program: Program) -> Program:
        """The padding of the nop-filled alignments as s_nop 0 words (zero
        bytes up to a 4-byte boundary first, as AMDGPUAsmBackend::writeNopData)."""
        code = bytearray(program.code)
        for line, offset, size in program.lines:
            if line in self.nop_fill_lines and size:
                lead = min((-offset) % 4, size)
                words, tail = divmod(size - lead, 4)
                code[offset:offset + size] = bytes(lead) + S_NOP_0 * words + bytes(tail)
        return Program(bytes(code), program.labels, program.lines)


class _ValueError(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def _check_metadata(value: dict) -> None:
    """What LLVM's metadata verifier insists on, in brief."""
    err = metadata_yaml.MetadataYAMLError
    version = value.get("amdhsa.version")
    if not (isinstance(version, list) and len(version) == 2 and
            all(isinstance(v, int) and not isinstance(v, bool) for v in version)):
        raise err("amdhsa.version must be a list of two integers")
    kernels = value.get("amdhsa.kernels", [])
    if not isinstance(kernels, list):
        raise err("amdhsa.kernels must be a list")
    for i, k in enumerate(kernels):
        if not isinstance(k, dict):
            raise err(f"amdhsa.kernels[{i}] is not a map")
        for key in (".name", ".symbol"):
            if not isinstance(k.get(key), str):
                raise err(f"amdhsa.kernels[{i}]: {key} must be a string")
        for key in (".kernarg_segment_size", ".group_segment_fixed_size",
                    ".private_segment_fixed_size", ".kernarg_segment_align",
                    ".wavefront_size", ".sgpr_count", ".vgpr_count",
                    ".max_flat_workgroup_size"):
            if key in k and (not isinstance(k[key], int) or isinstance(k[key], bool)):
                raise err(f"amdhsa.kernels[{i}] ({k['.name']}): {key} must be an integer")
        args = k.get(".args", [])
        if not isinstance(args, list):
            raise err(f"amdhsa.kernels[{i}] ({k['.name']}): .args must be a list")
        for j, a in enumerate(args):
            if not isinstance(a, dict):
                raise err(f"amdhsa.kernels[{i}] ({k['.name']}): .args[{j}] is not a map")
            for key in (".size", ".offset"):
                if not isinstance(a.get(key), int) or isinstance(a.get(key), bool):
                    raise err(f"amdhsa.kernels[{i}] ({k['.name']}): .args[{j}] needs an "
                              f"integer {key}")
            if not isinstance(a.get(".value_kind"), str):
                raise err(f"amdhsa.kernels[{i}] ({k['.name']}): .args[{j}] needs a "
                          ".value_kind string")


def assemble_standalone(src: str, *, path: str | None = None,
                        error_limit: int | None = ERROR_LIMIT):
    """The code object a standalone ``.s`` describes, as a
    :class:`~gcnasm.codeobject.CodeObject`; errors raise one AsmError naming
    ``file:line:col`` for each."""

    name = path or "<source>"
    if not isinstance(src, str):
        raise AsmError("the source must be text (str)", path=name)
    a = _Assembler(src, name, error_limit)
    a.read()
    programs = a.assemble_sections()
    a.errors.raise_if_any()
    obj = _build_object(a, programs)
    a.errors.raise_if_any()
    data = ld.link(obj)
    return CodeObject.from_bytes(data, f"{name} (assembled)")


def _build_object(a: _Assembler, programs) -> ld.ObjectFile:
    err = a.errors.add
    # where each label is
    where: dict[str, tuple[str, int]] = {}
    for sec_name, program in programs.items():
        for label, offset in (program.labels.items() if program is not None else ()):
            if label in where:
                err(f"symbol '{label}' is already defined (in {where[label][0]})",
                    _find_label_line(a, label), 1)
                continue
            where[label] = (sec_name, offset)
    for name, (value, sec_name) in a.sets.items():
        if name in where:
            err(f"symbol '{name}' is already defined", 1, 1)
    for alias, label in a.aliases.items():
        if alias in where:
            err(f"symbol '{alias}' is already defined", _find_label_line(a, alias), 1)
        elif label in where:
            where[alias] = where[label]

    # global common symbols: a NOBITS section each, after the object's own
    # (lld's COMMON sections, which join .bss)
    common_order = []
    for name, size, align in a.commons:
        if name in where:
            err(f"symbol '{name}' is already defined", 1, 1)
            continue
        where[name] = (f"COMMON.{name}", 0)
        common_order.append((name, size, align))

    sections: dict[str, ld.InputSection] = {}
    for sec_name in a.section_order:
        sec = a.sections[sec_name]
        if sec_name not in programs:
            continue
        program = programs[sec_name]
        code = bytearray(program.code) if program is not None else bytearray()
        out = ld.InputSection(sec.name, sec.type, sec.flags, sec.align, entsize=sec.entsize)
        if sec.type == elf.SHT_NOBITS:
            if any(code):
                err(f"section {sec.name} is @nobits but holds non-zero data", 1, 1)
            out.size = len(code)
        else:
            out.data = code
        sections[sec_name] = out
    relocations: list[ld.InputRelocation] = []

    # descriptors
    for k in a.kernels:
        try:
            d = k.block.descriptor()
        except amdhsa.DirectiveError as exc:
            err(f".amdhsa_kernel {k.name}: {exc.message}", k.end_line or k.line, 1)
            continue
        if where.get(k.name, (None,))[0] is None:
            err(f".amdhsa_kernel {k.name}: no label {k.name} (the kernel's code) is defined",
                k.line, k.block.column)
            continue
        sec_name, offset = where[k.name + ".kd"]
        sections[sec_name].data[offset:offset + kd.SIZE] = d.to_bytes()
        relocations.append(ld.InputRelocation(sec_name, offset + kd.ENTRY_OFFSET_FIELD,
                                              elf.R_AMDGPU_REL64, k.name, kd.ENTRY_OFFSET_FIELD,
                                              f"{a.path}:{k.line}"))

    # rel32 operands
    text_lines = {}
    for sec_name, program in programs.items():
        for line, offset, size in (program.lines if program is not None else ()):
            text_lines[line] = (sec_name, offset, size)
    undefined: dict[str, int] = {}          # GOT operands of symbols not defined here
    for line, symbol, how, half, addend in a.rel32:
        sec_name, offset, size = text_lines.get(line, (None, 0, 0))
        if sec_name is None:
            continue
        data = sections[sec_name].data[offset:offset + size]
        at = data.find(_PLACEHOLDER_BYTES)
        if at < 0:
            err(f"{symbol}@{how}@{half}: the operand did not take a literal", line, 1)
            continue
        if symbol not in where:
            if how == "gotpcrel32" and symbol not in a.sets:
                # another module's: an undefined global, as llvm-mc makes it
                undefined.setdefault(symbol, line)
            else:
                err(f"undefined symbol '{symbol}'", line, 1)
                continue
        sections[sec_name].data[offset + at:offset + at + 4] = bytes(4)
        kind = _RELOCATION_KINDS[how, half]
        if symbol.startswith(".L") and how == "rel32" and symbol in where:
            # a local label (LLVM's internal functions: .Lf@rel32@lo) is no
            # symbol of the object: relative to its section, as llvm-mc writes it
            target_section, base = where[symbol]
            relocations.append(ld.InputRelocation(sec_name, offset + at, kind, symbol,
                                                  base + addend, f"{a.path}:{line}",
                                                  target_section=target_section))
            continue
        relocations.append(ld.InputRelocation(sec_name, offset + at, kind, symbol, addend,
                                              f"{a.path}:{line}"))

    for line, target, addend, label in a.differences:
        sec_name, offset, size = text_lines.get(line, (None, 0, 0))
        if sec_name is None:
            continue
        data = sections[sec_name].data[offset:offset + size]
        at = data.find(_PLACEHOLDER_BYTES)
        if at < 0:
            err(f"{target}-{label}: the operand did not take a literal", line, 1)
            continue
        sections[sec_name].data[offset + at:offset + at + 4] = bytes(4)
        place = offset + at
        if target in where:
            target_section, base = where[target]
        else:
            target_section, base = target, 0
        relocations.append(ld.InputRelocation(sec_name, place, elf.R_AMDGPU_REL32, target,
                                              base + addend + place - where[label][1],
                                              f"{a.path}:{line}", target_section))

    # data naming other sections, then the DWARF sections of .loc and .cfi_*
    for line, index, size, target, addend, minus in a.data_refs:
        sec_name, offset, _ = text_lines.get(line, (None, 0, 0))
        if sec_name is None:
            continue
        at = offset + index * size
        if minus is not None:
            value = where[target][1] - where[minus][1]
            if not -(1 << (8 * size - 1)) <= value < 1 << (8 * size):
                err(f"{target}-{minus} = {value} does not fit in {size} bytes", line, 1)
                continue
            sections[sec_name].data[at:at + size] = \
                (value & ((1 << 8 * size) - 1)).to_bytes(size, "little")
            continue
        kind = {4: elf.R_AMDGPU_ABS32, 8: elf.R_AMDGPU_ABS64}.get(size)
        if kind is None:
            err(f"a {size}-byte reference to {target} (gcnasm relocates 4 and 8 bytes)", line, 1)
            continue
        if target in where:
            target_section, addend = where[target][0], addend + where[target][1]
        else:
            target_section = target
        relocations.append(ld.InputRelocation(sec_name, at, kind, target, addend,
                                              f"{a.path}:{line}", target_section))
    section_order = list(a.section_order)
    line_str = None
    if a.locs or a.files:
        text = sections.get(".text")
        rows = []
        for line, file, row_line, column, flags in a.locs:
            if isinstance(line, str):
                sec_name, offset = where.get(line, (None, 0))
                line = int(line.rsplit("_", 1)[1])
            else:
                sec_name, offset, _ = text_lines.get(line, (None, 0, 0))
            if sec_name != ".text":
                err(".loc before an instruction outside .text", line, 1)
                continue
            rows.append(debuginfo.LineRow(offset, file, row_line, column, flags))
        line_str = None
        if 0 in a.files:            # DWARF 5, as llvm-mc does once it sees .file 0
            data, relocs, line_str = debuginfo.line_table_v5(
                a.files, a.md5s, rows, len(text.data) if text else 0, os.getcwd())
        else:
            data, relocs = debuginfo.line_table(a.files, rows, len(text.data) if text else 0)
        if ".debug_line" not in sections:
            sections[".debug_line"] = ld.InputSection(".debug_line", elf.SHT_PROGBITS, 0, 1)
            section_order.append(".debug_line")
        _append(sections[".debug_line"], data, relocs, relocations, a.path)
    if a.frames:
        frames = []
        for start, end, ops in a.frames:
            frames.append(debuginfo.Frame(where[start][1], where[end][1],
                                          [(where[label][1], data) for label, data in ops]))
        data, relocs = debuginfo.debug_frame(frames)
        if ".debug_frame" not in sections:
            sections[".debug_frame"] = ld.InputSection(".debug_frame", elf.SHT_PROGBITS, 0, 8)
            section_order.append(".debug_frame")
        _append(sections[".debug_frame"], data, relocs, relocations, a.path)
    if (a.locs or a.files) and line_str is not None:
        if ".debug_line_str" not in sections:
            sections[".debug_line_str"] = ld.InputSection(
                ".debug_line_str", elf.SHT_PROGBITS, ld.SHF_MERGE | ld.SHF_STRINGS, 1, entsize=1)
            section_order.append(".debug_line_str")
        sections[".debug_line_str"].data += line_str

    # a name only declared (.no_dead_strip, .hidden, .globl, ...) and defined
    # nowhere: llvm-mc registers it, so it is an undefined global of the
    # object (LLVM's lowered LDS variables, OpenMP's __keep_alive)
    for n, line in a.kept.items():
        if n not in where and n not in a.sets:
            undefined.setdefault(n, line)
    for n, sym in a.symbols.items():
        if n not in where and n not in a.sets and n not in a.aliases:
            undefined.setdefault(n, sym.line or 1)
    # symbols: every label not .L, every .set symbol not .L, each descriptor
    kd_kernels = {k.name + ".kd": k for k in a.kernels}
    names = [n for n in where if not n.startswith(".L")]
    names += [n for n in a.sets if not n.startswith(".L") and n not in where]
    names += [n for n in undefined if n not in names]
    for n, sym in a.symbols.items():
        if n not in where and n not in a.sets and n not in undefined:
            err(f"symbol '{n}' is declared but never defined", sym.line or 1, 1)
    order = _mention_order(a, set(names))
    records: list[ld.InputSymbol] = []
    for n in order:
        sym = a.symbols.get(n, _Symbol(n))
        if n in kd_kernels:
            k = kd_kernels[n]
            records.append(ld.InputSymbol(n, where[n][0], where[n][1], kd.SIZE, ld.STT_OBJECT,
                                          k.bind, k.visibility))
            continue
        if n in where:
            sec_name, value = where[n]
        elif n in undefined:
            sec_name, value = ld.UNDEFINED, 0
        else:
            sec_name, value = None, a.sets[n][0]
        size, type_ = 0, sym.type
        if n in a.aliases and n in where:
            # an alias takes its label's size when it has none, and its type
            # where that is stronger: FUNC over OBJECT over NOTYPE
            # (llvm/lib/MC/ELFObjectWriter.cpp, writeSymbol, mergeTypeForSet)
            base = a.symbols.get(a.aliases[n], _Symbol(a.aliases[n]))
            type_ = max(type_, base.type) if {type_, base.type} <= _PLAIN_TYPES else type_
            if sym.size is None:
                sym = base
        if sym.size is not None:
            size = _size_value(a, sym, where)
        sym = a.symbols.get(n, _Symbol(n))
        bind = sym.bind if sym.bind is not None else \
            ld.STB_GLOBAL if n in undefined else ld.STB_LOCAL
        records.append(ld.InputSymbol(n, sec_name, value, size, type_, bind,
                                      sym.visibility))
    records = [s for s in records if s.bind == ld.STB_LOCAL] + \
        [s for s in records if s.bind != ld.STB_LOCAL]

    if a.metadata is not None:
        note = md.build_note(md.encode(a.metadata))
        sections[".note"] = ld.InputSection(".note", elf.SHT_NOTE, elf.SHF_ALLOC, 4,
                                            bytearray(note))
    # (ld.lld puts them at the start of .bss in symbol order: measured on
    # hsa-globals.ll and tests/test_codeobject_standalone_llc.py)
    rank = {n: i for i, n in enumerate(_mention_order(a, {c[0] for c in common_order}))}
    commons = [ld.InputSection(f"COMMON.{name}", elf.SHT_NOBITS, elf.SHF_ALLOC | elf.SHF_WRITE,
                               align, size=size)
               for name, size, align in sorted(common_order, key=lambda c: rank[c[0]])]
    obj_sections = commons + [sections[n] for n in section_order if n in sections]
    if ".note" in sections and ".note" not in a.section_order:
        obj_sections.append(sections[".note"])
    return ld.ObjectFile(obj_sections, records, relocations, a.e_flags,
                         _ABI_VERSIONS[a.version], a.idents,
                         a.linker_comment if a.linker_comment is not None
                         else ld.DEFAULT_LINKER_COMMENT)


def _append(section: ld.InputSection, data: bytes, relocs, relocations, path: str) -> None:
    base = len(section.data)
    section.data += data
    for offset, kind, target, addend in relocs:
        relocations.append(ld.InputRelocation(section.name, base + offset, kind, target, addend,
                                              path, target))


def _find_label_line(a: _Assembler, label: str) -> int:
    pattern = re.compile(r"(^|\s)" + re.escape(label) + r"\s*:")
    lines = [i for i, t in enumerate(a.lines, 1) if pattern.search(strip_comments(t)[0])]
    return lines[1] if len(lines) > 1 else (lines[0] if lines else 1)


def _size_value(a: _Assembler, sym: _Symbol, where) -> int:
    line, column, expr = sym.size
    sections = set()

    def resolve(name):
        if name in where:
            sections.add(where[name][0])
            return where[name][1]
        if name in a.sets:
            return a.sets[name][0]
        raise KeyError(name)
    try:
        value, _ = evaluate(expr, resolve)
    except (ImmError, KeyError) as exc:
        a.errors.add(f".size {sym.name}: cannot evaluate {expr!r} ({exc})", line, column)
        return 0
    if len(sections) > 1 or (sections and not re.search(r"-", expr)):
        a.errors.add(f".size {sym.name}: {expr!r} is not a constant (labels of one section "
                     "subtracted)", line, column)
        return 0
    if not 0 <= value < 1 << 64:
        a.errors.add(f".size {sym.name}: {value} is out of range", line, column)
        return 0
    return value


# Where each .amdhsa_ value lands in the descriptor llvm-mc emits at
# .end_amdhsa_kernel: the symbols its expressions name are registered (and
# numbered) in descriptor order, not text order (MCStreamer::emitValueImpl
# visits each field's expression; AMDGPUAsmParser builds rsrc1's register
# counts last, VGPRs, then SGPRs and the extra SGPRs reserve_* ask for).
_FIELD_RANK = {"group_segment_fixed_size": 0, "private_segment_fixed_size": 0,
               "kernarg_size": 0, "accum_offset": 1, "tg_split": 1,
               "next_free_vgpr": 3, "next_free_sgpr": 4, "reserve_vcc": 5,
               "reserve_flat_scratch": 5, "reserve_xnack_mask": 5, "uses_dynamic_stack": 7,
               "wavefront_size32": 7, "kernarg_preload_length": 8,
               "kernarg_preload_offset": 8}
_RANK_RSRC1 = 2          # float modes, ieee_mode, dx10_clamp, ...: constants in practice
_RANK_RSRC2 = 6


def _descriptor_mentions(a: _Assembler, kernel_name: str) -> list[str]:
    kernel = next((k for k in a.kernels if k.name == kernel_name), None)
    if kernel is None:
        return []
    ranked = []
    for i, (word, text) in enumerate(kernel.fields):
        name = word[len(".amdhsa_"):]
        rank = _FIELD_RANK.get(name, _RANK_RSRC2 if name.startswith(
            ("enable_", "system_", "exception_", "user_sgpr_count")) and
            not name.startswith("enable_private_segment_") else _RANK_RSRC1)
        if name.startswith("user_sgpr_") and name != "user_sgpr_count":
            rank = 7
        try:
            mentioned = mcexpr.names(text)
        except mcexpr.ExprError:
            continue
        ranked += [(rank, i, j, n) for j, n in enumerate(mentioned)]
    return [n for *_, n in sorted(ranked)]


_MNEMONIC_AFTER_LABELS = re.compile(rf"^((?:\s*{IDENTIFIER}\s*:)*)\s*[A-Za-z_][\w.]*")


def _mention_order(a: _Assembler, names: set) -> list[str]:
    """Symbols in the order the source first names them (llvm-mc numbers
    symbols so); a descriptor symbol is named at its .end_amdhsa_kernel."""
    seen: dict[str, None] = {}
    for number, raw in enumerate(a.lines, 1):
        how = a.mention_skip.get(number)
        if how == "yaml" or how == "kernel":
            continue
        kernel = a.kernel_end_lines.get(number)
        if kernel is not None:
            for n in (kernel, kernel + ".kd", *_descriptor_mentions(a, kernel)):
                if n in names and n not in seen:
                    seen[n] = None
            continue
        line = strip_comments(raw)[0]
        if '"' in line:
            line = re.sub(r'"(?:[^"\\]|\\.)*"', " ", line)
        if number in a.instruction_lines:
            # a mnemonic is no symbol (v_cvt_pknorm_u16_f32 may name a kernel too)
            line = _MNEMONIC_AFTER_LABELS.sub(r"\1 ", line, count=1)
        for m in IDENTIFIER_RE.finditer(line):
            n = m.group(0)
            if n in names and n not in seen:
                seen[n] = None
            elif "@" in n:
                base = n.split("@", 1)[0]
                if base in names and base not in seen:
                    seen[base] = None
    return list(seen) + [n for n in names if n not in seen]
