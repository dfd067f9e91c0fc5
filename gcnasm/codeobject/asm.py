"""``assemble(src, template)``: put edited ``.text`` back into a code object.

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
4. Descriptors get their new entry offsets; registers the edited code uses
   beyond what a descriptor grants raise its granules and the metadata
   counts (or, with ``strict=True``, fail).  The result is checked with
   :func:`gcnasm.codeobject.verify` before it is returned.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from ..errors import ERROR_LIMIT, AsmError, CodeObjectError, DecodeError
from . import descriptor as kd
from . import elf
from . import layout
from . import metadata as md
from .codeobject import CodeObject, Kernel
from .descriptor import KernelDescriptor
from .disasm import S_NOP_0_BYTES, isa_module
from .registers import RegisterNeeds, register_needs
from .labels import IDENTIFIER, text_anchors

# Symbol and section directives handled here, not by the instruction assembler.
_SYMBOL_DIRECTIVES = {".globl", ".global", ".weak", ".local", ".hidden", ".protected",
                      ".internal", ".type"}
_REFUSED_DIRECTIVES = (".section", ".data", ".rodata", ".bss", ".amdhsa_", ".end_amdhsa",
                       ".amdgpu_metadata", ".end_amdgpu_metadata", ".amdhsa_code_object_version",
                       ".set", ".equ", ".macro", ".include", ".rept")
_IDENT = re.compile(r"[A-Za-z_.$][A-Za-z0-9_.$@]*")
_PLACEHOLDER = "0x12345678"      # never an inline constant: keeps the literal slot
_LABEL_DEF = re.compile(r"([A-Za-z_.$][A-Za-z0-9_.$@]*)\s*:(?!:)")


@dataclass
class RewriteReport:
    """What ``assemble`` did, in the words ``gcnasm asm`` prints."""

    template: str
    original_text_offset: int
    original_text_size: int
    code_size: int
    new_text_offset: int = 0
    new_text_size: int = 0
    mode: str = ""                  # "identical", "patched in place", "grew .text"
    changes: List[str] = field(default_factory=list)

    def lines(self) -> List[str]:
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


@dataclass
class _Source:
    text: str                                   # what assemble_program gets
    sizes: List[Tuple[int, str, str]]           # (line, symbol, expression) of .size
    external: List[Tuple[int, str]]             # (line, instruction text) naming outside symbols
    instruction_lines: List[int]
    target: Optional[Tuple[int, str]]
    carries: List[Tuple[int, str]]              # (line, text) of s_add_u32 / s_addc_u32
    errors: List[AsmError] = field(default_factory=list)   # of the directives taken out


def assemble(src: str, template: Optional[CodeObject] = None, *, strict: bool = False,
             path: Optional[str] = None, error_limit: Optional[int] = ERROR_LIMIT) -> CodeObject:
    """Assemble ``src`` (text from :func:`gcnasm.disassemble`, possibly
    edited) into a copy of ``template``; see the module docstring.  The
    returned CodeObject has a ``rewrite_report`` (:class:`RewriteReport`).
    Errors in the source raise one AsmError listing each of them (at most
    ``error_limit``; 0 or None: all).  With no template, ``src`` is a whole
    standalone file (:mod:`.standalone_asm`)."""
    if template is None:
        from .standalone_asm import assemble_standalone
        return assemble_standalone(src, path=path, error_limit=error_limit)
    assemble_program = isa_module().assemble_program
    name = path or "<source>"
    if not isinstance(template, CodeObject):
        raise CodeObjectError("assemble() needs the template as a gcnasm.CodeObject")
    if template.target.processor != "gfx950":
        raise CodeObjectError(f"{template.path}: target {template.target.processor}; gcnasm "
                              "assembles gfx950 code only")
    source = _preprocess(src, template, name)
    errors, truncated = list(source.errors), False
    try:
        program = assemble_program(source.text, path=name, base=0, error_limit=error_limit)
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
    line_offsets = {line: (offset, size) for line, offset, size in program.lines}

    old_text = template.text_section
    report = RewriteReport(template.path, old_text.offset, old_text.size, len(code))
    new_offsets = _anchor_offsets(template, labels, name)
    entries = _check_entries(template, new_offsets, labels, name)

    # Registers: raise granules and metadata counts where the code needs more.
    descriptors = {k.name: KernelDescriptor.from_bytes(k.descriptor.to_bytes())
                   for k in template.kernels}
    meta = _copy_metadata(template.metadata)
    if code[:len(template.text)] != template.text or len(code) > len(template.text):
        _check_registers(template, code, source, line_offsets, entries, descriptors, meta,
                         strict, report, name)
    contents: Dict[str, bytes] = {}
    if meta != template.metadata:
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
        _encode_external(source, resolve, line_offsets, text, text_base, name)
        contents[".text"] = text = bytes(text)
    _check_high_halves(source, resolve, name)

    def symbol_update(table: elf.Section, sym: elf.Symbol) -> Tuple[int, int]:
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

    identical = text == template.text and len(contents) == 1 and \
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

    result = CodeObject.from_bytes(data, f"{template.path} (reassembled from {name})")
    if not identical:
        from .verify import verify
        check = verify(result, code=False)
        if not check.ok:
            raise CodeObjectError("the rewritten code object failed its own checks (a gcnasm "
                                  "bug; nothing was written):\n" + "\n".join(check.lines()))
    result.rewrite_report = report
    return result


# --- the source --------------------------------------------------------------

def _comment_start(line: str) -> int:
    """Where a ``//`` or ``;`` comment (or a ``#`` line comment) starts."""
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
    mentions_external = re.compile("|".join(re.escape(e) for e in sorted(externals, key=len,
                                                                         reverse=True))).search \
        if externals else (lambda text: None)
    out_lines: List[str] = []
    sizes, external, instructions, carries = [], [], [], []
    errors: List[AsmError] = []
    target = None
    for number, line in enumerate(src.splitlines(), 1):
        body = line.strip()
        if "/" in body or ";" in body or body.startswith("#"):
            body = _strip_comment(line)
        if not body:
            out_lines.append(line)
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
                out_lines.append("")
                continue
            if word == ".text":
                out_lines.append("")
                continue
            if word in _SYMBOL_DIRECTIVES:
                symbol = args.split(",", 1)[0].strip()
                if symbol and symbol not in text_symbols:
                    errors.append(AsmError(
                        f"{word} {symbol}: no symbol of that name in the template's .text; the "
                        "symbol table comes from the template, so symbols cannot be added",
                        line=number, column=column, path=name, source_line=line))
                out_lines.append("")
                continue
            if word == ".size":
                parts = [p.strip() for p in args.split(",", 1)]
                if len(parts) != 2 or not parts[0]:
                    errors.append(AsmError(".size needs 'symbol, expression'", line=number,
                                           column=column, path=name, source_line=line))
                elif parts[0] not in text_symbols:
                    errors.append(AsmError(f".size {parts[0]}: no symbol of that name in the "
                                           "template's .text", line=number, column=column,
                                           path=name, source_line=line))
                else:
                    sizes.append((number, parts[0], parts[1]))
                out_lines.append("")
                continue
            if word.startswith(_REFUSED_DIRECTIVES):
                errors.append(AsmError(f"{word} is not supported here: gcnasm assembles .text "
                                       "only; kernel descriptors, metadata and other sections "
                                       "come from the template code object", line=number,
                                       column=column, path=name, source_line=line))
                out_lines.append("")
                continue
            out_lines.append(line)
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
        out_lines.append(line)
    return _Source("\n".join(out_lines), sizes, external, instructions, target, carries, errors)


def _with_source_line(exc: AsmError, lines: List[str]) -> AsmError:
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


def _symbol_sizes(source: _Source, labels: Dict[str, int], name: str) -> Dict[str, int]:
    out = {}
    for number, symbol, expr in source.sizes:
        m = re.fullmatch(r"\s*([A-Za-z_.$][\w.$@]*)\s*-\s*([A-Za-z_.$][\w.$@]*)\s*", expr)
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

def _anchor_offsets(template: CodeObject, labels: Dict[str, int], name: str) -> Dict[str, int]:
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


def _check_entries(template: CodeObject, new_offsets, labels, name) -> Dict[str, int]:
    """New .text offsets of the kernel entries (256-aligned, preload bodies
    kept at entry + 256)."""
    from .labels import entry_label
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

def kernel_ranges(co: CodeObject, analysis) -> Dict[Kernel, Tuple[int, int]]:
    """Each kernel's code in .text offsets: from its entry to the next
    kernel's entry, or to the trailing padding."""
    entries = sorted((k.entry_address - co.text_address, i) for i, k in enumerate(co.kernels))
    end = analysis.padding_start
    out = {}
    for j, (start, i) in enumerate(entries):
        stop = entries[j + 1][0] if j + 1 < len(entries) else max(end, start)
        out[co.kernels[i]] = (start, stop)
    return out


def _check_registers(template, code, source, line_offsets, entries, descriptors, meta, strict,
                     report, name) -> None:
    decode = isa_module().decode
    order = sorted(entries.items(), key=lambda kv: kv[1])
    bounds = {k: (start, order[i + 1][1] if i + 1 < len(order) else len(code))
              for i, (k, start) in enumerate(order)}
    spans = sorted(line_offsets[n] for n in source.instruction_lines if n in line_offsets)
    known = _template_instructions(template)
    for k in template.kernels:
        start, stop = bounds[k.name]
        words = {code[o:o + s]: o for o, s in spans if start <= o < stop and s}
        # Instructions the template already had cannot need more than the
        # template's code did (see below), so only new ones are looked at.
        need = register_needs(_decoded(decode, code, o) for w, o in words.items()
                              if w not in known)
        d = descriptors[k.name]
        if not need.shortfalls(d):
            continue
        # The template's own code may already use more than its descriptor
        # grants (AMD's kernels run s0..s101 on 104 SGPRs): only what the
        # edit adds beyond that counts.
        from .disasm import analyze
        old_an = analyze(template)
        lo, hi = kernel_ranges(template, old_an)[k]
        old = register_needs(it.inst for it in old_an.items
                             if lo <= it.offset < hi and not it.is_data)
        need = RegisterNeeds(vgprs=need.vgprs if need.vgprs > old.vgprs else 0,
                             agprs=need.agprs if need.agprs > old.agprs else 0,
                             sgprs=need.sgprs if need.sgprs > old.sgprs else 0)
        shortfalls = need.shortfalls(d)
        if not shortfalls:
            continue
        if strict:
            raise CodeObjectError(f"{name}: kernel {k.name} uses more registers than its "
                                  f"descriptor grants ({'; '.join(shortfalls)}); strict mode "
                                  "refuses to raise the granules")
        _raise_registers(k, d, need, meta, report, name)


def _decoded(decode, code: bytes, offset: int):
    """The instruction at ``offset`` (decoded where it sits: a word's meaning
    can depend on the next one), or None."""
    try:
        return decode(code, offset)
    except DecodeError:
        return None


def _template_instructions(template: CodeObject) -> set:
    """The byte strings of the template's instructions, when the template has
    been disassembled already (the usual case); else an empty set."""
    an = getattr(template, "_text_analysis", None)
    if an is None:
        return set()
    known = getattr(an, "_instruction_bytes", None)
    if known is None:
        text = template.text
        known = {text[it.offset:it.offset + it.size] for it in an.items if not it.is_data}
        an._instruction_bytes = known
    return known


def _raise_registers(k, d, need, meta, report, name) -> None:
    """Raise ``d``'s granules (and accum_offset) to cover ``need``, with
    llvm-mc's rules, and the metadata counts with them."""
    changes = []
    accum = d.accum_offset
    if need.agprs and need.vgprs > accum:
        accum = -(-need.vgprs // kd.ACCUM_OFFSET_GRANULE) * kd.ACCUM_OFFSET_GRANULE
        changes.append(f"accum_offset {d.accum_offset} -> {accum}")
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
    if need.sgprs > d.sgpr_count:
        granule = KernelDescriptor.sgpr_granule(need.sgprs)
        changes.append(f"SGPR granule {d.granulated_wavefront_sgpr_count} -> {granule} "
                       f"({d.sgpr_count} -> {(granule + 1) * kd.SGPR_ALLOC_GRANULE} SGPRs)")
        d.granulated_wavefront_sgpr_count = granule
    if accum != d.accum_offset:
        d.accum_offset_field = accum // kd.ACCUM_OFFSET_GRANULE - 1
    entry = next((m for m in meta.get("amdhsa.kernels", [])
                  if m.get(".symbol") == k.descriptor_symbol), None)
    if entry is not None:
        for key, value in ((".vgpr_count", total), (".agpr_count", need.agprs),
                           (".sgpr_count", need.sgprs)):
            if key in entry and isinstance(entry[key], int) and value > entry[key]:
                changes.append(f"metadata {key} {entry[key]} -> {value}")
                entry[key] = value
    report.changes.append(f"kernel {k.name} uses {need.describe_vgprs()}, "
                          f"{need.describe_sgprs()}: raised " + "; ".join(changes))


def _copy_metadata(meta):
    import copy
    return copy.deepcopy(meta)


def _note_contents(template: CodeObject, meta) -> Dict[str, bytes]:
    """The .note section with the metadata note re-encoded (other notes kept)."""
    for sec in template.elf.sections:
        if sec.type != elf.SHT_NOTE:
            continue
        notes = template.elf.notes(sec)
        if not any(n.name == md.NOTE_OWNER and n.type == md.NT_AMDGPU_METADATA for n in notes):
            continue
        raw = b"".join(md.build_note(md.encode(meta) if n.name == md.NOTE_OWNER and
                                     n.type == md.NT_AMDGPU_METADATA else n.desc, n.name, n.type)
                       for n in notes)
        return {sec.name: raw}
    raise CodeObjectError(f"{template.path}: no metadata note to update")


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


_GETPC_ADD = re.compile(r"s_add_u32\s+s(\d+)\s*,\s*s(\d+)\s*,\s*([A-Za-z_.$][\w.$@]*)"
                        r"(?:\s*\+\s*(0x[0-9a-fA-F]+|\d+))?\s*-\s*([A-Za-z_.$][\w.$@]*)\s*$")
_GETPC_ADDC = re.compile(r"s_addc_u32\s+s(\d+)\s*,\s*s(\d+)\s*,\s*(\S+)")


def _check_high_halves(source, resolve, name) -> None:
    """``s_add_u32 sN, sN, target-pc`` gets the low half of a 64-bit
    offset; the ``s_addc_u32 sN+1, sN+1, hi`` after it must hold its sign
    (0, or -1 when the target lies before the s_getpc_b64).  Moving code
    cannot flip it; moving data across the code can, and then the text is
    wrong: say so."""
    from .disasm import _int_operand
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
                hi = _int_operand(c.group(3))
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
