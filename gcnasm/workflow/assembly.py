"""``gcnasm asm``: assemble an edited ``.s``, check it, and say so in the
exit status.

* Against a template (``--template REF.co``): the rewriter patches or grows
  the template (raising register granules it outgrew, or refusing with
  ``--strict``), then ``gcnasm check`` runs on the result and keeps the
  findings the edit introduced.
* Standalone (no template): the file is the whole code object, so the
  descriptors (``.amdhsa_*``), the metadata (``.amdgpu_metadata``) and the
  code must agree as ``gcnasm verify`` requires (registers used within the
  grant, ``accum_offset`` included; LDS, scratch and kernarg sizes and
  register counts the same in descriptor and metadata).  A contradiction
  is an error naming both lines, and nothing is written: the runtime
  allocates LDS from the metadata and registers from the descriptor, so a
  file whose two halves disagree runs wrong.  Then the check runs, and
  every error it finds counts.

The verdict: exit 0 when nothing was found (warnings allowed); exit 1 when
the check found an error, after writing the file, with the last line saying
so (``--allow-findings``: exit 0; ``--strict``: nothing written); exit 1 with
nothing written for a contradiction; exit 2 for text that does not assemble.
"""

from __future__ import annotations

import re
import sys

# No dataclasses or typing here: `gcnasm asm` is the edit loop's hot command
# and neither module is loaded by the assembler itself (start-up time).

EXIT_OK, EXIT_FINDINGS = 0, 1

# metadata key -> the descriptor directives that decide it (the first is the one named)
_DIRECTIVE_OF_KEY = {
    ".group_segment_fixed_size": (".amdhsa_group_segment_fixed_size",),
    ".private_segment_fixed_size": (".amdhsa_private_segment_fixed_size",),
    ".kernarg_segment_size": (".amdhsa_kernarg_size",),
    ".wavefront_size": (".amdhsa_wavefront_size32",),
    ".uses_dynamic_stack": (".amdhsa_uses_dynamic_stack",),
    ".vgpr_count": (".amdhsa_next_free_vgpr",),
    ".agpr_count": (".amdhsa_accum_offset", ".amdhsa_next_free_vgpr"),
    ".sgpr_count": (".amdhsa_next_free_sgpr",),
}


class SourcePlaces:
    """Where a standalone file states each kernel's descriptor fields and
    metadata keys: kernel -> directive or key -> 1-based line."""

    def __init__(self):
        self.kernels: dict[str, int] = {}                     # its .amdhsa_kernel line
        self.directives: dict[str, dict[str, int]] = {}
        self.metadata: dict[str, dict[str, int]] = {}

    def directive(self, kernel: str, names) -> tuple[str, int] | None:
        """(directive, line) of the first of ``names`` the kernel's block
        states; else (".amdhsa_kernel", its line) for a default value."""
        lines = self.directives.get(kernel, {})
        for name in names:
            if name in lines:
                return name, lines[name]
        if kernel in self.kernels:
            return ".amdhsa_kernel", self.kernels[kernel]
        return None


_KERNEL = re.compile(r"^\s*\.amdhsa_kernel\s+(\S+)")
_DIRECTIVE = re.compile(r"^\s*(\.amdhsa_\w+)\b")
_ENTRY = re.compile(r"^(\s*)-\s+(.*)$")
_KEY = re.compile(r"^(\.[\w]+)\s*:\s*(.*)$")


def source_places(source: str) -> SourcePlaces:
    """Scan a standalone ``.s`` for its ``.amdhsa_kernel`` blocks and the
    kernel entries of its ``.amdgpu_metadata`` (``amdhsa.kernels``, one
    YAML list item per kernel): only the lines that state each field, the
    assembler has read the values."""
    places = SourcePlaces()
    kernel = None
    in_metadata = in_kernels = False
    dash = None                     # the indentation of amdhsa.kernels' items
    entry: dict[str, int] = {}
    name = None

    def close():
        if name is not None:
            places.metadata[name] = dict(entry)

    for number, raw in enumerate(source.splitlines(), 1):
        if in_metadata:
            text = raw.rstrip()
            if text.strip().startswith(".end_amdgpu_metadata"):
                close()
                in_metadata = in_kernels = False
            elif text and not text[0].isspace():        # a top-level YAML key
                close()
                name, entry = None, {}
                in_kernels = text.startswith("amdhsa.kernels:")
            elif in_kernels and text.strip():
                m = _ENTRY.match(text)
                if m and (dash is None or len(m.group(1)) == dash):
                    close()
                    dash, name, entry = len(m.group(1)), None, {}
                    indent, body = dash + 2, m.group(2)
                else:
                    indent, body = len(text) - len(text.lstrip()), text.strip()
                key = _KEY.match(body)
                if key and dash is not None and indent == dash + 2:
                    entry[key.group(1)] = number
                    if key.group(1) == ".name":
                        name = key.group(2).strip().strip("'\"")
            continue
        line = raw.split("//", 1)[0]
        stripped = line.strip()
        if stripped.startswith(".amdgpu_metadata"):
            in_metadata, dash = True, None
            continue
        m = _KERNEL.match(line)
        if m:
            kernel = m.group(1)
            places.kernels[kernel] = number
            places.directives[kernel] = {}
        elif stripped.startswith(".end_amdhsa_kernel"):
            kernel = None
        elif kernel is not None:
            m = _DIRECTIVE.match(line)
            if m:
                places.directives[kernel][m.group(1)] = number
    return places


class Contradiction:
    """Two lines of a standalone file that cannot both hold."""

    def __init__(self, kernel: str, message: str, line: int | None, other_line: int | None,
                 what: str = ""):
        self.kernel = kernel
        self.message = message
        self.line = line                # the descriptor directive (or the code's line)
        self.other_line = other_line    # the metadata key (or the directive)
        self.what = what                # the other line's name

    def __repr__(self) -> str:
        return f"Contradiction({self.kernel!r}, {self.message!r}, {self.line}, {self.other_line})"

    def format(self, path: str, lines: list[str]) -> str:
        where = f"{path}:{self.line}:1" if self.line else path
        text = f"{where}: error: kernel {self.kernel}: {self.message}"
        if self.other_line:
            text += f"; see line {self.other_line} ({self.what})"
        if self.line and 0 < self.line <= len(lines):
            text += "\n" + lines[self.line - 1]
        return text


def standalone_contradictions(co, source: str) -> list[Contradiction]:
    """What ``gcnasm verify`` would object to in ``co``, just assembled from
    the standalone ``source``, each named by the lines that state it:
    descriptor against metadata (:func:`gcnasm.codeobject.metadata.contradictions`),
    registers used against granted (invariant 7), and any other invariant."""
    # below this layer, each when asm runs without a template
    from ..codeobject.metadata import contradictions
    from ..codeobject.registers import kernel_registers
    from ..codeobject.verifier import verify
    places = source_places(source)
    out: list[Contradiction] = []
    for k in co.kernels:
        for key, message in contradictions(k.metadata, k.descriptor):
            stated = places.directive(k.name, _DIRECTIVE_OF_KEY.get(key, ()))
            meta_line = places.metadata.get(k.name, {}).get(key)
            if stated is None:
                out.append(Contradiction(k.name, message, meta_line, None))
            else:
                out.append(Contradiction(k.name, message, stated[1], meta_line,
                                         f"metadata {key}"))
    program = co.program(source)
    for k, used in kernel_registers(co, program.analysis).items():
        d = k.descriptor
        overlap = used.overlap(d.accum_offset)
        detail = overlap.describe(lambda o: f"line {program.line_of(o)}") if overlap else ""
        for problem in used.needs.shortfalls(d, detail):
            if "SGPRs" in problem and "VGPRs" not in problem:
                names, code_line = (".amdhsa_next_free_sgpr",), None
            else:
                names = (".amdhsa_accum_offset",) if "reach the AGPRs" in problem else \
                    (".amdhsa_next_free_vgpr",)
                code_line = _line_of_highest_vgpr(used, program)
            stated = places.directive(k.name, names)
            if code_line is not None:
                out.append(Contradiction(k.name, problem, code_line,
                                         stated[1] if stated else None,
                                         f"the grant: {stated[0]}" if stated else ""))
            else:
                out.append(Contradiction(k.name, problem, stated[1] if stated else None, None))
    # the rest of verify's invariants (layout): not expected from the
    # assembler, but never written silently either
    for p in verify(co, independent=False).problems:
        if p.invariant == 7 or (p.invariant == 4 and "metadata ." in p.message):
            continue
        out.append(Contradiction("-", f"invariant {p.invariant}: {p.message}", None, None))
    return out


def _line_of_highest_vgpr(used, program) -> int | None:
    first = used.first_uses()
    named = first["a"] or first["v"]
    if not named:
        return None
    return program.line_of(named[max(named)])


def read_source(path: str) -> str:
    from ..errors import AsmError       # lazy, as every import of a command here
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    except UnicodeDecodeError as exc:
        raise AsmError(f"not UTF-8 text (byte {exc.start})", path=path) from None
    except OSError as exc:
        raise AsmError(f"cannot read: {exc.strerror or exc}", path=path) from None


def load_template(path: str):
    """The --template code object; a file that is none is reported as the
    template (``asm mm.s --template mm.s`` once said only ``mm.s: not an ELF
    file``)."""
    # lazy: the command imports what it runs (start-up time)
    from ..codeobject import CodeObject
    from ..errors import CodeObjectError
    try:
        return CodeObject.load(path)
    except CodeObjectError as exc:
        detail = str(exc)
        detail = detail[len(path) + 2:] if detail.startswith(f"{path}: ") else detail
        raise CodeObjectError(f"--template {path}: {detail} (the template is the code object "
                              "the source was disassembled from)") from None


def known_template_facts(template):
    """What the rewriter learns of ``template``
    (:func:`gcnasm.codeobject.rewriter.template_facts`), from the on-disk
    cache of what is derived from templates (gcnasm.checker.cache), learnt
    and kept there when it is not yet; None when caching is off (the
    rewriter then learns only what an edit needs)."""
    from ..checker import cache             # lazy, as every import of a command here
    from ..codeobject.rewriter import TemplateFacts, template_facts
    if cache.cache_dir() is None:
        return None
    data = template.to_bytes()
    value = cache.load_plain("rewrite", data)
    known = TemplateFacts.from_plain(value, template) if value is not None else None
    if known is None:
        known = template_facts(template)
        cache.store_plain("rewrite", data, known.plain())
    return known


def run_asm(args, err=None, out=None) -> int:
    """The ``gcnasm asm`` command (see the module doc); returns the exit status."""
    # Imported when asm runs: `gcnasm --help` loads none of it (start-up time).
    from ..errors import CodeObjectError
    from ..outputs import check_output
    from ..codeobject.rewriter import assemble, rewrite
    err = err or sys.stderr
    out = out or sys.stdout
    check_output(args.output, [("the assembly source", args.input)] +
                 ([("the template", args.template)] if args.template else []))
    source = read_source(args.input)
    report_lines: list[str] = []
    if not args.template:
        result = assemble(source, None, path=args.input, error_limit=args.error_limit)
        if not result.kernels:
            # gcnasm disasm's text without its template assembles to a code
            # object with no kernel: it would launch nothing
            raise CodeObjectError(
                f"{args.input}: no kernel in it (no .amdhsa_kernel block), so nothing to "
                "launch: text from 'gcnasm disasm' assembles against the code object it came "
                "from (--template CO); 'gcnasm disasm --standalone' writes text that assembles "
                "alone; nothing written")
        found = standalone_contradictions(result, source)
        if found:
            lines = source.splitlines()
            for c in found:
                print(c.format(args.input, lines), file=err)
            _flush(out)
            print(f"gcnasm asm: {len(found)} contradiction(s) between the descriptors, the "
                  f"metadata and the code: {args.output} not written", file=err)
            return EXIT_FINDINGS
        template = None
    else:
        template = load_template(args.template)
        done = rewrite(source, template, strict=args.strict, path=args.input,
                       error_limit=args.error_limit, known=known_template_facts(template))
        result = done.code_object
        report_lines = done.report.lines()
    errors = warnings = 0
    hint = ""
    # An unchanged .text cannot have findings the template lacks: skip.
    if not args.no_check and (template is None or result.text != template.text):
        errors, warnings, hint = _check(args, result, source, template, err)
    what = "introduced by the edit" if template is not None else "in the kernel"
    if errors and args.strict:
        _flush(out)
        print(f"gcnasm asm: --strict: the check found {errors} error(s) {what}{hint}; "
              f"{args.output} not written", file=err)
        return EXIT_FINDINGS
    result.save(args.output)
    # Reported once the file is in place: a failed write prints only the error.
    for line in report_lines:
        print(line, file=out)
    wrote = f"wrote {args.output} ({len(result.to_bytes())} bytes)"
    if not errors:
        print(wrote, file=out)
        return EXIT_OK
    if args.allow_findings:
        print(f"{wrote}; --allow-findings: {errors} check error(s) {what} accepted", file=out)
        return EXIT_OK
    print(wrote, file=out)
    _flush(out)
    print(f"gcnasm asm: {args.output} written, but the check found {errors} error(s) {what}"
          f"{hint}: exit status 1 (--allow-findings accepts them, --strict writes nothing)",
          file=err)
    return EXIT_FINDINGS


def _flush(stream) -> None:
    try:
        stream.flush()
    except (OSError, ValueError):
        pass


def _check(args, result, source: str, template, err) -> tuple[int, int, str]:
    """Run gcnasm check on what was just assembled and print its findings
    (against a template: only those the edit introduced); (errors,
    warnings, a hint of what --fix does)."""
    from ..checker import check_assembled      # lazy: only when the check runs
    report = check_assembled(result, source, template, path=args.input,
                             baseline=template is not None)
    new = [f for f in report.findings if not f.inherited]
    for f in new:
        print(f.format(args.input), file=err)
    errors = sum(f.severity == "error" for f in new)
    hint = ""
    if new:
        what = "introduced by the edit" if template is not None else "in the kernel"
        waits = sum(f.mended_by_a_wait for f in new)
        hint = "" if not waits else \
            f" (gcnasm check --fix inserts the waits for {waits} of them)" if waits < len(new) \
            else " (gcnasm check --fix inserts the waits)"
        print(f"check: {errors} error(s), {len(new) - errors} warning(s) {what}{hint}", file=err)
    return errors, len(new) - errors, hint


def assemble_checked(source: str, template=None, *, path: str = "<source>"):
    """The Python form of ``gcnasm asm`` without writing: ``(code object,
    check report of what is new, contradictions)``; a standalone source's
    contradictions leave the report None."""
    # lazy: the layers below load when used
    from ..checker import check_assembled
    from ..codeobject.rewriter import assemble
    co = assemble(source, template, path=path)
    if template is None:
        found = standalone_contradictions(co, source)
        if found:
            return co, None, found
    report = check_assembled(co, source, template, path=path, baseline=template is not None)
    return co, report, []
