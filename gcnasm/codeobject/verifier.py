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
   metadata agrees with the descriptor (:func:`.metadata.contradictions`:
   LDS, scratch and kernarg sizes, wavefront size, register counts within
   the granules); lief, an independent ELF parser, reads the same .symtab
   and .dynsym;
5. code (with gcnasm.isa): every branch lands on an instruction boundary inside
   .text; with a reference, instructions that were not edited keep their
   branch and s_getpc_b64 targets (see :mod:`.analysis`), a preload
   kernel's body stays at entry + 256, and symbols and data keep the
   alignment the reference's disassembly asks for;
6. with a reference: .note (unless metadata counts were raised), .dynstr,
   .hash, .gnu.hash, symbol names and order unchanged; relocations land on
   the same section + offset;
7. registers: the descriptor grants at least the registers each kernel's
   whole code uses, and its AGPRs do not land on the arch VGPRs it uses; a
   reference hides none of these (one it shares is marked so).
"""

from __future__ import annotations

import bisect

from ..errors import CodeObjectError
from . import descriptor as kd
from .analysis import Item, TextAnalysis
from .codeobject import CodeObject
from .disasm import alignment_points
from .labels import text_symbols
from .registers import kernel_registers
from .structure import Finding, VerifyReport, check_structure

__all__ = ["verify", "VerifyReport", "Finding"]


def verify(co: CodeObject, reference: CodeObject | None = None,
           code: bool = True, independent: bool = True) -> VerifyReport:
    """Check ``co``; with ``reference``, also against the file it came from.
    ``code=False`` skips the checks that decode instructions;
    ``independent=False`` the cross-check against lief's parse."""
    report = check_structure(co, VerifyReport(co.path))
    if independent:
        _check_independent_parse(co, report)
    if reference is not None:
        _check_against_reference(co, reference, report)
    if code:
        _check_code(co, reference, report)
    return report


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

def _check_alignment(co, ref, old_to_new, report) -> None:
    """Symbols and data that the reference's disassembly aligns (a .p2align
    before them, :func:`.disasm.alignment_points`) are aligned at least as
    much in ``co``: a symbol found by name, other data where the matched
    items put it."""
    report.checked.append("5 aligned symbols and data keep the reference's alignment")
    entries = {k.entry_address - ref.text_address for k in ref.kernels}
    ref_names = {s.value - ref.text_address: s.name for s in text_symbols(ref)}
    new_at = {s.name: s.value - co.text_address for s in text_symbols(co)}
    for off, log2 in sorted(alignment_points(ref).items()):
        if off in entries or log2 >= 8:      # kernel entries and preload bodies: checked above
            continue
        name = ref_names.get(off)
        new_off = new_at.get(name) if name is not None else old_to_new.get(off)
        what = f"symbol {name}" if name is not None else f"data at .text+0x{off:x}"
        if new_off is not None and new_off % (1 << log2):
            report.fail(5, f"{what} is at .text+0x{new_off:x}, not {1 << log2}-byte aligned "
                           f"as in the reference")


def _check_code(co: CodeObject, reference: CodeObject | None, report) -> None:
    """Invariants 5 and 7."""
    if co.target.processor != "gfx950":
        return
    try:
        an = co.program().analysis
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
        _check_same_targets(co, an, reference, reference.program().analysis, report)


def _check_registers(co: CodeObject, an: TextAnalysis, report, reference=None) -> None:
    """Invariant 7, over each kernel's whole code.  A reference never hides
    a problem: one its own code has too is still reported, marked so."""
    report.checked.append("7 descriptors grant the registers the code uses")
    in_reference = {}
    if reference is not None:
        for k, used in kernel_registers(reference, reference.program().analysis).items():
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
    import difflib      # here: only comparing two files needs it (start-up time of asm)
    matcher = difflib.SequenceMatcher(None, old_keys, new_keys, autojunk=False)
    old_to_new: dict[int, int] = {}
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
    _check_alignment(co, ref, old_to_new, report)
    for k, rk in zip(co.kernels, ref.kernels):
        if rk.descriptor.uses_kernarg_preload:
            body = rk.entry_address - ref.text_address + kd.PRELOAD_PROLOGUE
            new_body = old_to_new.get(body)
            if new_body is not None and new_body != k.entry_address - co.text_address + \
                    kd.PRELOAD_PROLOGUE:
                report.fail(5, f"kernel {k.name}: the preload body moved away from entry + 256")
