"""``rewrite(src, template)``: put edited ``.text`` back into a code object;
it returns the new code object and a report of what was done (:class:`Rewrite`).
``assemble(src, template)`` returns the code object alone.

1. The source is read line by line.  Directives about symbols and sections
   (``.amdgcn_target``, ``.text``, ``.globl``, ``.type``, ``.size``, ...)
   are checked against the template and taken out; everything else
   (instructions, labels, ``.p2align``, ``.long``, ...) is assembled by
   :func:`gcnasm.isa.assemble_program`.  Lines keep their numbers, so errors
   point into the user's file.
2. Operands that name something outside ``.text`` (a ``.rodata`` symbol in an
   s_getpc_b64 offset) are assembled with a placeholder first; their sizes
   cannot depend on the value (a symbolic literal always takes the literal
   slot), so the layout is known before the values are.
3. The labels of :mod:`.labels` tell where each symbol, kernel entry and
   relocation target went.  New code no larger than the template's
   ``.text`` is padded with ``s_nop 0`` and patched in place; larger code
   grows ``.text`` and :mod:`.layout` re-lays-out the file.
4. Descriptors get their new entry offsets.  Registers are counted over
   each kernel's whole edited code: what it uses beyond what a descriptor
   grants raises the granules (and ``accum_offset``, when AGPRs would land
   on arch VGPRs) and the metadata counts (or, with ``strict=True``,
   fails).  The result is checked with
   :func:`gcnasm.codeobject.verify` before it is returned.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import compress, repeat
from operator import add, is_not

from ..errors import ERROR_LIMIT, AsmError, CodeObjectError, DecodeError
from ..records import FrozenRecord, Record
from . import descriptor as kd
from . import elf
from . import layout
from . import metadata as md
from . import registers
from ..isa.syntax import IDENTIFIER as SYMBOL, IDENTIFIER_RE     # a symbol name's pattern
from .analysis import S_NOP_0_BYTES, int_operand, isa_module, kernel_ranges
from .codeobject import CodeObject
from .descriptor import KernelDescriptor
from .disasm import template_mismatch
from .labels import IDENTIFIER, entry_label, text_anchors
from .verifier import verify

# Symbol and section directives handled here, not by the instruction assembler.
_SYMBOL_DIRECTIVES = {".globl", ".global", ".weak", ".local", ".hidden", ".protected",
                      ".internal", ".type"}
_REFUSED_DIRECTIVES = (".section", ".data", ".rodata", ".bss", ".amdhsa_", ".end_amdhsa",
                       ".amdgpu_metadata", ".end_amdgpu_metadata", ".amdhsa_code_object_version",
                       ".set", ".equ", ".macro", ".include", ".rept")
_IDENT = IDENTIFIER_RE
_PLACEHOLDER = "0x12345678"      # never an inline constant: keeps the literal slot
_LABEL_DEF = re.compile(rf"({SYMBOL})\s*:(?!:)")


# A line _preprocess keeps as it is and counts as an instruction, as gcnasm
# disasm writes most of them: a tab, a mnemonic starting with an (ASCII)
# letter, then nothing or one space and operands; no comment marker, no label
# (a ':' in the first word, or right after it), not s_add_u32 / s_addc_u32
# (whose operands are checked).  Any other line takes the full path, which
# gives these lines the same result.
_PLAIN = r"\t(?!s_addc?_u32)[A-Za-z][^ :/;#\n]*(?: [^:\s/;#][^/;#\n]*)?"
_is_plain_instruction = re.compile(_PLAIN + r"\Z").match
# The lines that are not plain, found over the whole text at once (a Python
# loop over every line costs more than the rest of the pass): those whose
# start says so (matched after their line break) and those with a comment
# mark anywhere (found by str.find, which skims).
_NOT_PLAIN_START = re.compile(r"\n(?:(?!\t[A-Za-z])|\ts_addc?_u32|\t[^ \n:]*+(?::| (?=[:\s]|\Z)))")
_COMMENT_MARKS = "/;#"
# Where str.splitlines also breaks lines: a text with one of these is read
# line by line.
_OTHER_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def _full_path_lines(src: str, lines: list[str], names: re.Pattern | None) -> list[int]:
    """The numbers (1-based, ascending) of the lines _preprocess reads: all
    but the plain instructions (see _PLAIN) that name nothing outside .text
    (``names``: those names' pattern, None when the text has none)."""
    if any(c in src for c in _OTHER_BREAKS):
        return [n for n, line in enumerate(lines, 1)
                if not _is_plain_instruction(line) or (names and names.search(line))]
    text = "\n" + src          # line n starts after the n-th line break
    found = [m.start() + 1 for m in _NOT_PLAIN_START.finditer(text)]
    for mark in _COMMENT_MARKS:
        at = text.find(mark)
        while at >= 0:
            found.append(at)
            end = text.find("\n", at)
            at = text.find(mark, end) if end >= 0 else -1
    if names is not None:
        found += [m.start() for m in names.finditer(text)]
    numbers, number, last = [], 0, 0
    for at in sorted(found):
        number += text.count("\n", last, at)
        last = at
        if number <= len(lines) and (not numbers or numbers[-1] != number):
            numbers.append(number)
    return numbers


class RewriteReport:
    """What ``assemble`` did, in the words ``gcnasm asm`` prints."""

    __slots__ = ("template", "original_text_offset", "original_text_size", "code_size",
                 "new_text_offset", "new_text_size", "mode", "changes")

    def __init__(self, template: str, original_text_offset: int, original_text_size: int,
                 code_size: int, new_text_offset: int = 0, new_text_size: int = 0,
                 mode: str = "", changes: list[str] | None = None):
        self.template = template
        self.original_text_offset = original_text_offset
        self.original_text_size = original_text_size
        self.code_size = code_size
        self.new_text_offset = new_text_offset
        self.new_text_size = new_text_size
        self.mode = mode                # "identical", "patched in place", "grew .text"
        self.changes = [] if changes is None else changes

    def __repr__(self) -> str:
        return (f"RewriteReport(template={self.template!r}, "
                f"original_text_offset={self.original_text_offset!r}, "
                f"original_text_size={self.original_text_size!r}, "
                f"code_size={self.code_size!r}, new_text_offset={self.new_text_offset!r}, "
                f"new_text_size={self.new_text_size!r}, mode={self.mode!r}, "
                f"changes={self.changes!r})")

    def lines(self) -> list[str]:
        out = [f"Original .text: offset=0x{self.original_text_offset:x}, "
               f"size={self.original_text_size} bytes",
               f"New code: {self.code_size} bytes"]
        if self.mode == "grew .text":
            out.append(f"Grew .text by {self.new_text_size - self.original_text_size} bytes: "
                       f"new .text offset=0x{self.new_text_offset:x}, size={self.new_text_size} "
                       "bytes; file re-laid-out")
        elif self.mode == "patched in place":
            pad = self.original_text_size - self.code_size
            out.append("Patched in place" + (f" (padded {pad} bytes with s_nop 0)" if pad else ""))
        else:
            out.append("Identical .text: patched in place")
        out += self.changes
        return out


class Rewrite(FrozenRecord):
    """What :func:`rewrite` returns: the new code object and what was done.
    Immutable."""

    FIELDS = ("code_object", "report")
    __slots__ = FIELDS

    def __init__(self, code_object: CodeObject, report: RewriteReport):
        object.__setattr__(self, "code_object", code_object)
        object.__setattr__(self, "report", report)


class _Source(Record):
    """The template source split for assembling (tests compare these)."""

    FIELDS = ("lines", "sizes", "external", "instruction_lines", "other_lines", "target",
              "carries", "errors")
    __slots__ = FIELDS

    def __init__(self, lines: list[str], sizes: list[tuple[int, str, str]],
                 external: list[tuple[int, str]], instruction_lines: list[int],
                 target: tuple[int, str] | None, carries: list[tuple[int, str]],
                 errors: list[AsmError] | None = None, other_lines: frozenset = frozenset()):
        self.lines = lines                      # what assemble_program gets
        self.sizes = sizes                      # (line, symbol, expression) of .size
        self.external = external                # (line, instruction text) naming outside symbols
        self.instruction_lines = instruction_lines
        self.other_lines = other_lines          # the lines that are not instructions
        self.target = target
        self.carries = carries                  # (line, text) of s_add_u32 / s_addc_u32
        self.errors = [] if errors is None else errors      # of the directives taken out


def assemble(src: str, template: CodeObject | None = None, *, strict: bool = False,
             path: str | None = None, error_limit: int | None = ERROR_LIMIT) -> CodeObject:
    """Assemble ``src`` (text from :func:`gcnasm.disassemble`, possibly
    edited) into a copy of ``template``: :func:`rewrite`'s code object (its
    report: :func:`rewrite`'s ``report``).  With no template, ``src`` is a
    whole standalone file (:mod:`.standalone_asm`)."""
    if template is None:
        from .standalone_asm import assemble_standalone     # lazy: its own start-up cost
        return assemble_standalone(src, path=path, error_limit=error_limit)
    return rewrite(src, template, strict=strict, path=path, error_limit=error_limit).code_object


def rewrite(src: str, template: CodeObject, *, strict: bool = False,
            path: str | None = None, error_limit: int | None = ERROR_LIMIT,
            known: TemplateFacts | None = None) -> Rewrite:
    """Assemble ``src`` (text from :func:`gcnasm.disassemble`, possibly
    edited) into a copy of ``template``; see the module docstring.  Returns
    the new CodeObject and a :class:`RewriteReport`.  Errors in the source
    raise one AsmError listing each of them (at most ``error_limit``; 0 or
    None: all).  ``known``: :func:`template_facts` of ``template`` (from a
    cache: the result is the same, the template is not analysed again)."""
    # lazy: loading gcnasm.codeobject loads no ISA table
    from ..isa.program import cycle_collection_paused
    with cycle_collection_paused():
        return _rewrite(src, template, strict, path, error_limit, known)


class TemplateFacts:
    """What the rewriter learns of a template (:func:`template_facts`):
    the bytes of each distinct instruction under the text ``gcnasm disasm``
    prints for it, and per kernel the registers its code names (entry to the
    next kernel's entry) and its distinct instruction words (an edit's word
    among them names no register beyond those).  :meth:`plain` and
    :meth:`from_plain` carry it as plain values (the on-disk cache,
    gcnasm.checker.cache)."""

    __slots__ = ("encodings", "registers", "words")
    FORMAT = 2

    def __init__(self, encodings: tuple, registers: dict, words: dict):
        self.encodings = encodings              # ((text, bytes), ...)
        self.registers = registers              # kernel name -> RegisterNeeds
        self.words = words                      # kernel name -> frozenset of bytes

    def plain(self) -> tuple:
        return (self.FORMAT, self.encodings,
                tuple((k, n.vgprs, n.agprs, n.sgprs, tuple(self.words[k]))
                      for k, n in self.registers.items()))

    @classmethod
    def from_plain(cls, value, template: CodeObject) -> TemplateFacts | None:
        """The facts of ``value`` (:meth:`plain`), None when it is not of
        that shape or names other kernels than ``template``'s."""
        try:
            fmt, encodings, rows = value
            if fmt != cls.FORMAT or not isinstance(encodings, tuple):
                return None
            for text, data in encodings:
                if not (isinstance(text, str) and isinstance(data, bytes)):
                    return None
            needs, words = {}, {}
            for name, v, a, sg, seen in rows:
                if not all(type(x) is int for x in (v, a, sg)) or \
                        not all(type(w) is bytes for w in seen):
                    return None
                needs[name] = registers.RegisterNeeds(v, a, sg)
                words[name] = frozenset(seen)
        except (TypeError, ValueError):
            return None
        if set(needs) != {k.name for k in template.kernels}:
            return None
        return cls(encodings, needs, words)


def template_facts(template: CodeObject) -> TemplateFacts:
    """What :func:`rewrite` learns of ``template`` (see :class:`TemplateFacts`);
    a ``.text`` that does not decode whole (data in it) teaches no encoding."""
    from ..isa.instruction import decode_offsets     # lazy, as in rewrite()
    from ..isa.program import branch_texts
    try:
        _, shared = decode_offsets(template.text)
        encodings = tuple((inst.text, inst.to_bytes())
                          for inst in {id(inst): inst for inst in shared}.values())
    except DecodeError:
        encodings = ()
    an = template.program().analysis
    found = registers.kernel_registers(template, an, whole=True)
    text = template.text
    words = {}
    starts = an.starts                  # ascending
    for k, (start, stop) in kernel_ranges(template, an).items():    # as whole=True takes them
        first, last = bisect_left(starts, start), bisect_left(starts, stop)
        at = starts[first:last]
        pieces = map(text.__getitem__, map(slice, at, map(add, at, an.sizes[first:last])))
        words[k.name] = frozenset(compress(pieces, map(is_not, an.decoded[first:last],
                                                        repeat(None))))
    return TemplateFacts(encodings + branch_texts(),
                         {k.name: r.needs for k, r in found.items()}, words)


def _learn_template_encodings(template: CodeObject, known: TemplateFacts | None = None) -> None:
    """Remember the bytes of each distinct instruction of the template under
    the text ``gcnasm disasm`` prints for it (``Instruction.text``, the text
    that encodes back to exactly those bytes), so that the lines an edit left
    alone are looked up instead of encoded again: decoding a kernel's few
    thousand distinct words costs less than encoding them.  A ``.text`` that
    does not decode whole (data in it) teaches nothing; its lines are all
    encoded."""
    from ..isa.known_encodings import remember_encoding     # lazy, as in rewrite()
    if known is not None:           # learnt before (a cache): the same texts and bytes
        for text, data in known.encodings:
            remember_encoding(text, data)
        return
    from ..isa.instruction import decode_offsets     # lazy: not when a cache taught them
    from ..isa.program import branch_texts
    branch_texts()                  # remembered: branch lines need no encoding
    try:
        _, shared = decode_offsets(template.text)
    except DecodeError:
        return
    for inst in {id(inst): inst for inst in shared}.values():     # one per distinct word
        remember_encoding(inst.text, inst.to_bytes())


def _rewrite(src: str, template: CodeObject, strict: bool, path: str | None,
             error_limit: int | None, known: TemplateFacts | None = None) -> Rewrite:
    from ..isa.program import assemble_program      # lazy, as in rewrite()
    name = path or "<source>"
    if not isinstance(template, CodeObject):
        raise CodeObjectError("assemble() needs the template as a gcnasm.CodeObject")
    if template.target.processor != "gfx950":
        raise CodeObjectError(f"{template.path}: target {template.target.processor}; gcnasm "
                              "assembles gfx950 code only")
    if not src.strip():
        raise AsmError("the source is empty: nothing to assemble (gcnasm disasm THE.co "
                       "-o THIS.s gives the text to edit)", path=name)
    source = _preprocess(src, template, name)
    _learn_template_encodings(template, known)
    errors, truncated = list(source.errors), False
    try:
        program = assemble_program(source.lines, path=name, base=0, error_limit=error_limit)
    except AsmError as exc:
        errors += exc.errors
        truncated = exc.truncated
    if errors:
        errors.sort(key=lambda e: (e.line or 0, e.column or 0))
        lines = src.splitlines()
        raise AsmError.from_errors([_with_source_line(e, lines) for e in errors], error_limit,
                                   truncated) from None
    code = bytes(program.code)
    labels = dict(program.labels)

    def line_offsets() -> dict[int, tuple[int, int]]:
        """source line -> (offset, size) in the code; made only when needed
        (an unchanged text needs neither the register check nor symbols)."""
        return dict(zip(program.line_numbers, zip(program.offsets, map(len, program.pieces))))

    old_text = template.text_section
    report = RewriteReport(template.path, old_text.offset, old_text.size, len(code))
    mismatch = template_mismatch(src, template)
    if mismatch:
        report.changes.append(f"warning: {mismatch}")
    new_offsets = _anchor_offsets(template, labels, name)
    entries = _check_entries(template, new_offsets, labels, name)

    # Registers: raise granules and metadata counts where the code needs more.
    # Edits made to the template's descriptors or metadata are kept.
    descriptors, meta = template.edited_state()
    if code[:len(template.text)] != template.text or len(code) > len(template.text):
        _check_registers(template, code, source, program, line_offsets, entries, descriptors,
                         meta, strict, report, name, src, known)
    contents: dict[str, bytes] = {}
    if meta != template.file_metadata():
        contents.update(_note_contents(template, meta))

    if len(code) < old_text.size:
        text = code + S_NOP_0_BYTES * ((old_text.size - len(code)) // 4) \
            + bytes((old_text.size - len(code)) % 4)
    else:
        text = code
    contents[".text"] = text

    old_to_new = {}
    for anchor in text_anchors(template):
        if anchor.name in new_offsets:     # an end label may be absent (see _anchor_offsets)
            old_to_new.setdefault(anchor.offset, new_offsets[anchor.name])

    def map_inside(section: str, old_address: int) -> int:
        off = old_address - old_text.addr
        if off not in old_to_new:
            raise CodeObjectError(f"{template.path}: .text+0x{off:x} is referenced from outside "
                                  ".text but has no label in the source")
        return plan.sections[old_text.index].addr + old_to_new[off]

    sizes = _symbol_sizes(source, labels, name)
    plan = layout.place(template.elf, {n: len(c) for n, c in contents.items()}, map_inside)
    text_base = plan.sections[old_text.index].addr

    # Operands naming things outside .text, now that addresses are known.
    resolve = _resolver(template, plan, labels, text_base)
    if source.external:
        text = bytearray(text)
        _encode_external(source, resolve, line_offsets(), text, text_base, name)
        contents[".text"] = text = bytes(text)
    _check_high_halves(source, resolve, name)

    def symbol_update(table: elf.Section, sym: elf.Symbol) -> tuple[int, int]:
        if sym.name in new_offsets:
            value = text_base + new_offsets[sym.name]
        else:
            value = map_inside(".text", sym.value)
        size = sym.size
        if size and sym.name in sizes:
            size = sizes[sym.name]
        elif size and f".Lend_{sym.name}" in new_offsets:
            size = text_base + new_offsets[f".Lend_{sym.name}"] - value
        return value, size

    identical = text == template.text and len(contents) == 1 and not template.has_edits() and \
        all(descriptors[k.name] == k.descriptor for k in template.kernels)
    if identical:
        data = template.to_bytes()
        result_plan = plan
        report.mode = "identical"
    else:
        result_plan = layout.relayout(template.elf, contents, map_inside, symbol_update)
        out = bytearray(result_plan.data)
        for k in template.kernels:
            d = descriptors[k.name]
            kd_address = result_plan.map_address(k.descriptor_address, k.descriptor_symbol)
            d.kernel_code_entry_byte_offset = text_base + entries[k.name] - kd_address
            home = result_plan.section_of(k.descriptor_address)
            new_home = result_plan.sections[home.index]
            pos = new_home.offset + kd_address - new_home.addr
            out[pos:pos + kd.SIZE] = d.to_bytes()
        data = bytes(out)
        report.mode = "grew .text" if len(text) > old_text.size else "patched in place"
    new_text = result_plan.sections[old_text.index]
    report.new_text_offset, report.new_text_size = new_text.offset, new_text.size

    result = CodeObject(data, f"{template.path} (reassembled from {name})", rewrite_report=report)
    if not identical:
        # lief's cross-check (verify's default) is left to tests and `gcnasm
        # verify`: importing lief costs more than a whole rewrite.
        check = verify(result, code=False, independent=False)
        if not check.ok:
            raise CodeObjectError("the rewritten code object failed its own checks (a gcnasm "
                                  "bug; nothing was written):\n" + "\n".join(check.lines()))
    return Rewrite(result, report)


# --- the source --------------------------------------------------------------

def _comment_start(line: str) -> int:
    """Where a ``//`` or ``;`` comment (or a ``#`` line comment) starts.
    Not isa.syntax.strip_comments: the rewriter keeps ``/* */`` on the line,
    since the encoder reads gcnasm's ``/*gcnasm: ...*/`` extensions there."""
    cut = len(line)
    for marker in ("//", ";"):
        at = line.find(marker)
        if 0 <= at < cut:
            cut = at
    if line.lstrip().startswith("#"):
        cut = min(cut, line.find("#"))
    return cut


def _strip_comment(line: str) -> str:
    return line[:_comment_start(line)].strip()


def _preprocess(src: str, template: CodeObject, name: str) -> _Source:
    if not isinstance(src, str):
        raise AsmError("the source must be text (str)", path=name)
    text_symbols = {s.name for s in template.symbols + template.dynamic_symbols
                    if s.shndx == template.text_section.index}
    externals = _external_names(template)
    # Only names the source contains at all can be on one of its lines (and
    # no name with a line break can).
    present = sorted((e for e in _names_in(src, externals) if "\n" not in e), key=len,
                     reverse=True)
    outside = re.compile("|".join(re.escape(e) for e in present)) if present else None
    mentions_external = outside.search if present else (lambda text: None)
    lines = src.splitlines()
    out_lines: list[str] = list(lines)
    sizes, external, instructions, carries = [], [], [], []
    errors: list[AsmError] = []
    declared: set[str] = set()        # symbols the source's .globl/.type/.size name
    target = None
    previous = 0
    read = _full_path_lines(src, lines, outside)
    for number in read:
        instructions.extend(range(previous + 1, number))     # plain lines: kept as they are
        previous = number
        line = lines[number - 1]
        body = line.strip()
        if "/" in body or ";" in body or body.startswith("#"):
            body = _strip_comment(line)
        if not body:
            continue
        # a label, possibly followed by an instruction
        rest = body
        while ":" in rest:
            m = _LABEL_DEF.match(rest)
            if not m:
                break
            rest = rest[m.end():].strip()
        if rest.startswith("."):
            word = rest.split(None, 1)[0].rstrip(",")
            args = rest[len(word):].strip()
            column = line.find(word) + 1
            if word == ".amdgcn_target":
                target = (number, args.strip('"'))
                try:
                    _check_target(template, args.strip('"'), number, line, name)
                except AsmError as exc:
                    errors.append(exc)
                out_lines[number - 1] = ""
                continue
            if word == ".text":
                out_lines[number - 1] = ""
                continue
            if word in _SYMBOL_DIRECTIVES:
                symbol = args.split(",", 1)[0].strip()
                if symbol:
                    declared.add(symbol)
                if symbol and symbol not in text_symbols:
                    errors.append(AsmError(
                        f"{word} {symbol}: no symbol of that name in the template's .text; the "
                        "symbol table comes from the template, so symbols cannot be added",
                        line=number, column=column, path=name, source_line=line))
                out_lines[number - 1] = ""
                continue
            if word == ".size":
                parts = [p.strip() for p in args.split(",", 1)]
                if len(parts) != 2 or not parts[0]:
                    errors.append(AsmError(".size needs 'symbol, expression'", line=number,
                                           column=column, path=name, source_line=line))
                elif parts[0] not in text_symbols:
                    declared.add(parts[0])
                    errors.append(AsmError(f".size {parts[0]}: no symbol of that name in the "
                                           "template's .text", line=number, column=column,
                                           path=name, source_line=line))
                else:
                    declared.add(parts[0])
                    sizes.append((number, parts[0], parts[1]))
                out_lines[number - 1] = ""
                continue
            if word.startswith(_REFUSED_DIRECTIVES):
                errors.append(AsmError(f"{word} is not supported here: gcnasm assembles .text "
                                       "only; kernel descriptors, metadata and other sections "
                                       "come from the template code object", line=number,
                                       column=column, path=name, source_line=line))
                out_lines[number - 1] = ""
                continue
            continue
        if rest:
            instructions.append(number)
            if rest.startswith(("s_add_u32", "s_addc_u32")):
                carries.append((number, rest))
            if mentions_external(rest):
                names = {t for t in _IDENT.findall(rest.split(None, 1)[-1]) if t in externals}
                if names:
                    external.append((number, rest))
                    line = _replace_names(line, names)
        out_lines[number - 1] = line
    instructions.extend(range(previous + 1, len(lines) + 1))
    if declared and not declared & text_symbols:
        raise _template_mismatch(src, template, declared, name)
    return _Source(out_lines, sizes, external, instructions, target, carries, errors,
                   frozenset(read).difference(instructions))


def _names_in(src: str, names) -> list[str]:
    """Those of ``names`` that ``src`` contains.  A name whose first
    character is rare in the text (a section name's '.': a disassembly has
    a few) is looked for where that character is, not through the whole
    text again."""
    by_first: dict[str, list[str]] = {}
    for name in names:
        if name:
            by_first.setdefault(name[0], []).append(name)
    found = []
    for first, group in by_first.items():
        # (a name's first character that is a letter, digit or '_' is
        # everywhere in instruction text: not counted)
        if len(group) > 1 and not (first.isalnum() or first == "_") and \
                src.count(first) <= 64 * len(group):
            at = src.find(first)
            while at >= 0 and group:
                hits = [n for n in group if src.startswith(n, at)]
                found += hits
                group = [n for n in group if n not in hits]
                at = src.find(first, at + 1)
        else:
            found += [n for n in group if n in src]
    return found


_DISASSEMBLY_OF = re.compile(r"^// gcnasm disassembly of (.+)$")


def _template_mismatch(src: str, template: CodeObject, declared: set[str],
                       name: str) -> AsmError:
    """The one error for a template that is not the source's: none of the
    symbols the source declares is in it (rather than an error per
    directive).  Placed on the header line that says where the source came
    from, when it has one."""
    first = src.split("\n", 1)[0]
    header = _DISASSEMBLY_OF.match(first.strip())
    came_from = f" (its header says it is the disassembly of {header.group(1)})" if header else ""
    theirs = [k.name for k in template.kernels] or \
        sorted({s.name for s in template.symbols + template.dynamic_symbols
                if s.shndx == template.text_section.index and s.name})
    return AsmError(f"the template {template.path} does not match this source: the source's "
                    f"symbols are {', '.join(sorted(declared))}{came_from}, the template's "
                    f"kernels are {', '.join(theirs) or 'none'}; assemble against the code "
                    "object the source was disassembled from", line=1 if header else None,
                    column=1 if header else None, path=name, source_line=first if header else None)


def _with_source_line(exc: AsmError, lines: list[str]) -> AsmError:
    """The error quoting the user's own line (``lines``: the source's)."""
    original = lines[exc.line - 1] if exc.line and exc.line <= len(lines) else exc.source_line
    return AsmError(exc.message, exc.line, exc.column, exc.path, original)


def _external_names(template: CodeObject) -> set:
    """Names an operand may use for places outside .text: symbols there and
    allocated section names."""
    text_index = template.text_section.index
    names = {s.name for s in template.symbols + template.dynamic_symbols
             if s.name and s.shndx != text_index and s.shndx != elf.SHN_UNDEF
             and s.shndx < elf.SHN_LORESERVE and IDENTIFIER.match(s.name)}
    names.update(sec.name for sec in template.elf.sections
                 if sec.is_alloc and sec.name and sec.index != text_index)
    return names


def _replace_names(line: str, names) -> str:
    """The line with each of ``names`` replaced by a placeholder literal."""
    cut = _comment_start(line)
    code = _IDENT.sub(lambda m: _PLACEHOLDER if m.group(0) in names else m.group(0), line[:cut])
    return code + line[cut:]


def _check_target(template: CodeObject, target: str, number: int, line: str, name: str) -> None:
    processor = target.rsplit("--", 1)[-1].split(":", 1)[0]
    if processor != template.target.processor:
        raise AsmError(f".amdgcn_target {target!r} does not match the template "
                       f"{template.path} ({template.target.target_id})", line=number, column=1,
                       path=name, source_line=line)


def _symbol_sizes(source: _Source, labels: dict[str, int], name: str) -> dict[str, int]:
    out = {}
    for number, symbol, expr in source.sizes:
        m = re.fullmatch(rf"\s*({SYMBOL})\s*-\s*({SYMBOL})\s*", expr)
        if m:
            a, b = m.groups()
            for label in (a, b):
                if label not in labels:
                    raise AsmError(f".size {symbol}: label {label} is not defined", line=number,
                                   path=name)
            out[symbol] = labels[a] - labels[b]
            continue
        try:
            out[symbol] = int(expr, 0)
        except ValueError:
            raise AsmError(f".size {symbol}: expected 'end_label-start_label' or a number, "
                           f"not {expr!r}", line=number, path=name) from None
    return out


# --- where things went -------------------------------------------------------

def _anchor_offsets(template: CodeObject, labels: dict[str, int], name: str) -> dict[str, int]:
    out = {}
    for anchor in text_anchors(template):
        if anchor.name not in labels:
            if anchor.kind == "end":
                continue       # a .size with its own expression may replace it
            raise CodeObjectError(
                f"{name}: label {anchor.name} is missing; it marks {anchor.owner}, which "
                f"is referenced from outside .text.  Keep the label lines that 'gcnasm disasm' "
                f"writes.")
        out[anchor.name] = labels[anchor.name]
    return out


def _check_entries(template: CodeObject, new_offsets, labels, name) -> dict[str, int]:
    """New .text offsets of the kernel entries (256-aligned, preload bodies
    kept at entry + 256)."""
    entries = {}
    for k in template.kernels:
        label = entry_label(template, k)
        entry = new_offsets[label]
        if entry % kd.ENTRY_ALIGNMENT:
            raise CodeObjectError(
                f"{name}: kernel {k.name} would start at .text+0x{entry:x}, which is not "
                f"256-byte aligned; keep the '.p2align 8' line before the label {label}")
        if k.descriptor.uses_kernarg_preload:
            body_label = f".Lpreload_body_{k.name}"
            body = labels.get(body_label)
            if body is not None and body != entry + kd.PRELOAD_PROLOGUE:
                raise CodeObjectError(
                    f"{name}: kernel {k.name} preloads kernel arguments, so its body must stay "
                    f"at entry + 256, but the edit puts {body_label} at entry + {body - entry}; "
                    f"the prologue (entry to {body_label}) can hold at most 256 bytes")
        entries[k.name] = entry
    return entries


# --- registers ---------------------------------------------------------------

def _check_registers(template, code, source, program, line_offsets, entries, descriptors, meta,
                     strict, report, name, src, known=None) -> None:
    """Give each kernel the registers its whole edited code uses: an edit
    that names a register beyond what the template's code named is checked
    with every other register of the kernel (one new AGPR can land on arch
    VGPRs the kernel used all along).  ``program``: the assembled code
    (isa Program); ``line_offsets()``: source line -> (offset, size).
    ``known``: the template's TemplateFacts (its code's registers and words
    per kernel, as the template's analysis below gives them)."""
    def decode(code: bytes, offset: int):       # lazy: an edit may need no decoding
        return isa_module().decode(code, offset)

    order = sorted(entries.items(), key=lambda kv: kv[1])
    bounds = {k: (start, order[i + 1][1] if i + 1 < len(order) else len(code))
              for i, (k, start) in enumerate(order)}
    kernels = template.kernels
    if known is not None:
        # The common case, an edit whose new words name no register beyond
        # the template's, is decided from the program's columns alone.
        kernels = [k for k in kernels if not _within_template(
            decode, code, _first_offsets(program, source.other_lines, *bounds[k.name]),
            known, k.name)]
        if not kernels:
            return
    at_line = line_offsets()
    src_lines = src.splitlines()
    placed = sorted((at_line[n][0], at_line[n][1], n) for n in source.instruction_lines
                    if n in at_line and at_line[n][1])
    line_at = {offset: number for offset, _, number in placed}
    template_side: dict[str, dict] = {}

    def template_view() -> dict[str, dict]:
        """The template's registers per kernel and its instructions by bytes
        (analysing the template costs about a disassembly: only done when
        something may change)."""
        if not template_side:
            program = template.program()
            text = template.text
            # entry to the next entry, as ``bounds`` below takes the edited code
            template_side["registers"] = registers.kernel_registers(template, program.analysis,
                                                                    whole=True)
            an = program.analysis
            template_side["known"] = {text[o:o + size] for o, size, word
                                      in zip(an.starts, an.sizes, an.decoded)
                                      if word is not None}
        return template_side

    def where(offset: int) -> str:
        return f"line {line_at[offset]}" if offset in line_at else f".text+0x{offset:x}"

    for k in kernels:
        start, stop = bounds[k.name]
        spans = [(o, code[o:o + s]) for o, s, _ in placed if start <= o < stop]
        decoded: dict[bytes, object] = {}
        for o, b in spans:              # kernels repeat instructions: decode each once
            if b not in decoded:
                decoded[b] = _decoded(decode, code, o)
        used = registers.KernelRegisters((o, decoded[b]) for o, b in spans)
        need, d = used.needs, descriptors[k.name]
        if not need.shortfalls(d) and \
                not _raise_metadata_counts(_metadata_entry(meta, k), need, need, d.accum_offset,
                                            dry_run=True):
            continue
        old_needs = known.registers[k.name] if known is not None else \
            template_view()["registers"][k].needs
        # Registers the template's own code named are its author's business
        # (verify reports any that its descriptor does not grant).
        if not need.exceeds(old_needs):
            continue
        view = template_view()
        old = view["registers"][k]
        shortfalls = need.shortfalls(d)
        sgprs_wanted = need.sgprs
        if need.sgprs > old.needs.sgprs:
            # SGPRs the edit adds are counted as LLVM counts them (the
            # metadata's .sgpr_count will say so, and must fit the grant).
            sgprs_wanted = need.sgprs + kd.EXTRA_SGPRS
            if need.sgprs <= d.sgpr_count < sgprs_wanted:
                shortfalls.append(f"{need.describe_sgprs()} need {sgprs_wanted} SGPRs with VCC, "
                                  f"FLAT_SCRATCH and XNACK_MASK, {d.sgpr_count} granted")
        if not shortfalls:
            changes = _raise_metadata_counts(_metadata_entry(meta, k), need, old.needs,
                                             d.accum_offset)
            if changes:
                report.changes.append(f"kernel {k.name} uses {need.describe_vgprs()}, "
                                      f"{need.describe_sgprs()}: raised " + "; ".join(changes))
            continue
        overlap = used.overlap(d.accum_offset)
        if overlap is not None:
            added = {o for o, b in spans if b not in view["known"]}
            at = overlap.vgpr_at if overlap.vgpr_at in added and overlap.agpr_at not in added \
                else overlap.agpr_at
            line = line_at.get(at)
            source_line = src_lines[line - 1] if line and line <= len(src_lines) else None
            if old.overlap(d.accum_offset) is not None:
                # Point at the edit's first AGPR or arch VGPR in the AGPRs' range.
                line = next((line_at.get(o) for o, b in spans if b not in view["known"] and any(
                    kind == "a" or (kind == "v" and hi >= d.accum_offset)
                    for kind, _, hi in isa_module().named_registers(decoded[b] or ""))), line)
                source_line = src_lines[line - 1] if line and line <= len(src_lines) else None
                raise AsmError(f"kernel {k.name}: {overlap.describe(where)}; the template's code "
                               f"already uses arch VGPRs from v{d.accum_offset} (accum_offset) "
                               "on while it uses AGPRs, so moving the AGPRs (raising "
                               "accum_offset) would change what that code does; use registers "
                               "that stay clear of each other", line=line, path=name,
                               source_line=source_line)
            if strict:
                raise AsmError(f"kernel {k.name}: {overlap.describe(where)}; strict mode refuses "
                               "to re-lay the registers (without --strict accum_offset is raised "
                               f"to {need.accum_offset_for()})", line=line, path=name,
                               source_line=source_line)
        if strict:
            raise CodeObjectError(f"{name}: kernel {k.name} uses more registers than its "
                                  f"descriptor grants ({'; '.join(shortfalls)}); strict mode "
                                  "refuses to raise the granules")
        _raise_registers(k, d, need, sgprs_wanted, old.needs, overlap, where, meta, report, name)


def _first_offsets(program, other_lines, start: int, stop: int) -> dict[bytes, int]:
    """The distinct words of the instructions ``program`` placed in
    [start, stop) (not lines of ``other_lines``, not empty), each with its
    first offset."""
    offsets = program.offsets
    first, last = bisect_left(offsets, start), bisect_left(offsets, stop)
    words = program.pieces[first:last]
    if other_lines:
        numbers = program.line_numbers
        for number in other_lines:          # few: labels, directives, data
            at = bisect_left(numbers, number, first, last)
            if at < last and numbers[at] == number:
                words[at - first] = b""
    # reversed: each word keeps the smallest offset it is at
    found = dict(zip(reversed(words), reversed(offsets[first:last])))
    found.pop(b"", None)
    return found


def _within_template(decode, code: bytes, words: dict[bytes, int], known: TemplateFacts,
                     kernel: str) -> bool:
    """Whether ``words`` (a kernel's edited code: each distinct word at its
    first offset) name no register beyond what the template's code of that
    kernel names, by the words the template's code lacks alone: then the
    whole code needs no more than the template's, and _check_registers has
    nothing to do (it does nothing for code that needs no more)."""
    from ..isa.program import branch_words     # lazy, as in rewrite()
    seen = known.words[kernel]
    new = words.keys() - seen
    if new:
        # A branch whose displacement alone changed names what the template's
        # branch of that opcode names (the high half of the word): no need
        # to decode it (nor to load the ISA tables).
        bases = set(branch_words().values())
        opcodes = {w[2:] for w in seen if len(w) == 4}
        new = [b for b in new if len(b) != 4 or b[2:] not in opcodes
               or int.from_bytes(b, "little") & 0xFFFF0000 not in bases]
    if not new:
        return True
    used = registers.KernelRegisters((0, _decoded(decode, code, words[b])) for b in new)
    return not used.needs.exceeds(known.registers[kernel])


def _decoded(decode, code: bytes, offset: int):
    """The instruction at ``offset`` (decoded where it sits: a word's meaning
    can depend on the next one), or None."""
    try:
        return decode(code, offset)
    except DecodeError:
        return None


def _raise_registers(k, d, need, sgprs_wanted, old, overlap, where, meta, report, name) -> None:
    """Raise ``d``'s granules (and accum_offset, past the arch VGPRs when an
    AGPR lands on one) to cover ``need`` (``sgprs_wanted`` SGPRs), with
    llvm-mc's rules, and the metadata counts with them, as LLVM writes them."""
    changes = []
    accum = d.accum_offset
    if overlap is not None:
        accum = need.accum_offset_for()
        changes.append(f"accum_offset {d.accum_offset} -> {accum} ({overlap.describe(where)})")
    total = need.unified_vgprs(accum)
    if total > kd.MAX_VGPRS:
        raise CodeObjectError(f"{name}: kernel {k.name} uses {need.describe_vgprs()} "
                              f"({total} registers), more than the {kd.MAX_VGPRS} a wave can have")
    if need.sgprs > kd.MAX_SGPRS:
        raise CodeObjectError(f"{name}: kernel {k.name} uses {need.describe_sgprs()}, more than "
                              f"the {kd.MAX_SGPRS} SGPRs gfx950 has")
    if total > d.vgpr_count:
        granule = KernelDescriptor.vgpr_granule(need.vgprs, need.agprs, accum)
        changes.append(f"VGPR granule {d.granulated_workitem_vgpr_count} -> {granule} "
                       f"({d.vgpr_count} -> {(granule + 1) * kd.VGPR_ALLOC_GRANULE} VGPRs)")
        d.granulated_workitem_vgpr_count = granule
    if sgprs_wanted > d.sgpr_count:
        granule = KernelDescriptor.sgpr_granule(need.sgprs)
        changes.append(f"SGPR granule {d.granulated_wavefront_sgpr_count} -> {granule} "
                       f"({d.sgpr_count} -> {(granule + 1) * kd.SGPR_ALLOC_GRANULE} SGPRs)")
        d.granulated_wavefront_sgpr_count = granule
    if accum != d.accum_offset:
        d.accum_offset_field = accum // kd.ACCUM_OFFSET_GRANULE - 1
    changes += _raise_metadata_counts(_metadata_entry(meta, k), need, old, accum)
    report.changes.append(f"kernel {k.name} uses {need.describe_vgprs()}, "
                          f"{need.describe_sgprs()}: raised " + "; ".join(changes))


def _metadata_entry(meta, k) -> dict | None:
    """The kernel's entry in the metadata's ``amdhsa.kernels`` (None: none)."""
    return next((m for m in meta.get("amdhsa.kernels", [])
                 if isinstance(m, dict) and m.get(".symbol") == k.descriptor_symbol), None)


def _raise_metadata_counts(entry, need, old, accum, dry_run: bool = False) -> list[str]:
    """Raise the kernel's metadata counts that the edit outgrew, with LLVM's
    convention (:meth:`.registers.RegisterNeeds.metadata_counts`): a count
    of a register kind the edit did not add to is left as its author wrote
    it.  ``.agpr_count`` is added when the kernel now uses AGPRs and its
    entry has a ``.vgpr_count`` but no ``.agpr_count`` (LLVM always writes
    both for gfx950).  Done whether or not the granules had to grow: the
    counts describe the code.  ``dry_run``: say what is behind, change
    nothing, every kind counted as grown."""
    if entry is None:
        return []
    counts = need.metadata_counts(accum)
    grew = {".vgpr_count": dry_run or need.vgprs > old.vgprs or need.agprs > old.agprs,
            ".agpr_count": dry_run or need.agprs > old.agprs,
            ".sgpr_count": dry_run or need.sgprs > old.sgprs}
    changes = []
    for key, value in counts.items():
        if not grew[key]:
            continue
        if key not in entry:
            if key == ".agpr_count" and value and isinstance(entry.get(".vgpr_count"), int):
                changes.append(f"metadata {key} {value} (added)")
                if not dry_run:
                    entry[key] = value
            continue
        if isinstance(entry[key], int) and value > entry[key]:
            changes.append(f"metadata {key} {entry[key]} -> {value}")
            if not dry_run:
                entry[key] = value
    return changes


def _note_contents(template: CodeObject, meta) -> dict[str, bytes]:
    """The .note section with the metadata note re-encoded (other notes kept)."""
    name, raw = md.note_section(template.elf, meta)
    return {name: raw}


# --- operands that name things outside .text ---------------------------------

def _resolver(template, plan, labels, text_base):
    """Final addresses of labels, and of symbols and sections outside .text."""
    symbols = {}
    for s in template.symbols + template.dynamic_symbols:
        if s.name and s.shndx not in (elf.SHN_UNDEF, template.text_section.index) \
                and s.shndx < elf.SHN_LORESERVE:
            symbols.setdefault(s.name, s)
    sections = {sec.name: sec for sec in template.elf.sections if sec.is_alloc}

    def resolve(symbol: str) -> int:
        if symbol in labels:
            return text_base + labels[symbol]
        if symbol in symbols:
            return plan.map_address(symbols[symbol].value, f"symbol {symbol}")
        if symbol in sections:
            return plan.sections[sections[symbol].index].addr
        raise KeyError(symbol)
    return resolve


def _encode_external(source, resolve, line_offsets, text, text_base, name):
    encode = isa_module().encode
    for number, instruction in source.external:
        offset, size = line_offsets[number]
        try:
            data = encode(instruction, pc=text_base + offset, resolve=resolve)
        except AsmError as exc:
            raise exc.located(line=number, path=name) from None
        if len(data) != size:
            raise AsmError(f"instruction changed size from {size} to {len(data)} bytes once "
                           "its symbols were known", line=number, path=name)
        text[offset:offset + size] = data


_GETPC_ADD = re.compile(rf"s_add_u32\s+s(\d+)\s*,\s*s(\d+)\s*,\s*({SYMBOL})"
                        rf"(?:\s*\+\s*(0x[0-9a-fA-F]+|\d+))?\s*-\s*({SYMBOL})\s*$")
_GETPC_ADDC = re.compile(r"s_addc_u32\s+s(\d+)\s*,\s*s(\d+)\s*,\s*(\S+)")


def _check_high_halves(source, resolve, name) -> None:
    """``s_add_u32 sN, sN, target-pc`` gets the low half of a 64-bit
    offset; the ``s_addc_u32 sN+1, sN+1, hi`` after it must hold its sign
    (0, or -1 when the target lies before the s_getpc_b64).  Moving code
    cannot flip it; moving data across the code can, and then the text is
    wrong: say so."""
    carries = source.carries
    for i, (number, text) in enumerate(carries):
        m = _GETPC_ADD.match(_strip_comment(text))
        if not m or m.group(1) != m.group(2):
            continue
        try:
            value = resolve(m.group(3)) + int(m.group(4) or "0", 0) - resolve(m.group(5))
        except KeyError:
            continue
        reg = int(m.group(1)) + 1
        for later, ltext in carries[i + 1:i + 4]:
            c = _GETPC_ADDC.match(_strip_comment(ltext))
            if c and int(c.group(1)) == reg == int(c.group(2)):
                hi = int_operand(c.group(3))
                want = 0 if value >= 0 else 0xFFFFFFFF
                if not -(1 << 31) <= value < (1 << 31):
                    raise AsmError(f"the offset {value:#x} does not fit in 32 bits",
                                   line=number, path=name)
                if hi is not None and hi & 0xFFFFFFFF != want:
                    raise AsmError(f"the high half of this s_getpc_b64 offset must now be "
                                   f"{'0' if want == 0 else '-1 (0xffffffff)'}: the target "
                                   f"{m.group(3)} is {'after' if value >= 0 else 'before'} "
                                   f"{m.group(5)} by {abs(value):#x} bytes", line=later,
                                   path=name)
                break
