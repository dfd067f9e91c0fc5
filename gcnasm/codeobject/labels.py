"""Names for places in ``.text`` that something outside ``.text`` points at.

The disassembler writes a label at each such place and the assembler looks the
same names up again to learn where each place went; both sides derive the
names from the template code object alone, with :func:`text_anchors`.

========================  =====================================================
place                     label
========================  =====================================================
a symbol in .text         the symbol's name (label_0192, my_kernel, table)
a kernel entry            the kernel's symbol, else ``.Lentry_<kernel>``
a preload body            ``.Lpreload_body_<kernel>`` (entry + 256)
a symbol's end            ``.Lend_<symbol>`` (gives the symbol's new size)
a RELATIVE64 target       ``.L<owner>_reloc<k>`` unless a symbol is there
========================  =====================================================

Labels the disassembler makes for its own use (``.L<owner>_br<k>`` for branch
targets, ``.L<owner>_pc<k>`` after an s_getpc_b64, ``.L<owner>_data<k>`` for
data it reaches) are not anchors: nothing outside ``.text`` refers to them.

*Local names* (these and the relocation anchors) are numbered, not named by
offset, so that an edit renames only what it touched: ``<owner>`` is the
nearest symbol or kernel entry at or before the place, and ``<k>`` counts the
places of that kind from that owner on (1, 2, ...).  Inserting or removing
instructions renames nothing; a new branch target renames only the later
targets up to the next symbol (:class:`LocalNames`).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from ..errors import CodeObjectError
from ..records import FrozenRecord
from ..isa.syntax import IDENTIFIER as SYMBOL     # a symbol name's pattern
from . import descriptor as kd
from . import elf

# What llvm-mc (and gcnasm) accept as a bare symbol name.
IDENTIFIER = re.compile(SYMBOL + r"\Z")


class Anchor(FrozenRecord):
    """A place in the template's .text that needs a label.  Immutable; equal
    (and hashed alike) when every field is."""

    FIELDS = ("name", "offset", "kind", "owner")
    __slots__ = FIELDS

    def __init__(self, name: str, offset: int, kind: str, owner: str):
        set_field = object.__setattr__
        set_field(self, "name", name)           # the label
        set_field(self, "offset", offset)       # offset in the template's .text
        set_field(self, "kind", kind)           # "symbol", "entry", "preload", "end", "reloc"
        set_field(self, "owner", owner)         # what needs it, for error messages


def offset_name(prefix: str, offset: int) -> str:
    return f"{prefix}_{offset:06x}"


def text_symbols(co) -> list[elf.Symbol]:
    """Named symbols inside .text, .symtab first, then .dynsym names that
    .symtab lacks, each name once."""
    text = co.text_section
    seen, out = set(), []
    for sym in list(co.symbols) + list(co.dynamic_symbols):
        if sym.shndx != text.index or not sym.name or sym.type == 3 or sym.name in seen:
            continue
        seen.add(sym.name)
        out.append(sym)
    return out


class LocalNames:
    """Names ``.L<owner>_<kind><k>`` for places nothing outside ``.text``
    refers to (see the module note).  ``owners`` are ``(offset, name)`` of the
    symbols and kernel entries in ``.text``; ``taken`` the names already used
    (a generated name that collides falls back to ``.L<kind>_<offset>``)."""

    def __init__(self, owners: Iterable[tuple[int, str]], taken: Iterable[str] = ()):
        first: dict[int, str] = {}
        for off, name in sorted(owners, key=lambda o: o[0]):
            first.setdefault(off, name)
        self._offsets = sorted(first)
        self._names = [first[o] for o in self._offsets]
        self._taken: set[str] = set(taken)

    def owner(self, offset: int) -> str:
        i = bisect.bisect_right(self._offsets, offset) - 1
        return self._names[i] if i >= 0 else "text"

    def name_all(self, kind: str, offsets: Iterable[int]) -> dict[int, str]:
        """offset -> name for every place of ``kind``, numbered per owner in
        offset order."""
        counts: dict[str, int] = {}
        out: dict[int, str] = {}
        for off in sorted(set(offsets)):
            owner = self.owner(off)
            counts[owner] = counts.get(owner, 0) + 1
            name = f".L{owner}_{kind}{counts[owner]}"
            if name in self._taken:
                name = offset_name(f".L{kind}", off)
            self._taken.add(name)
            out[off] = name
        return out


def text_anchors(co) -> list[Anchor]:
    """Every place in .text that something outside .text refers to, named."""
    text = co.text_section
    out: list[Anchor] = []
    by_offset: dict[int, str] = {}
    for sym in text_symbols(co):
        if not IDENTIFIER.match(sym.name):
            raise CodeObjectError(f"{co.path}: symbol {sym.name!r} in .text cannot be written "
                                  "as an assembler label")
        off = sym.value - text.addr
        out.append(Anchor(sym.name, off, "symbol", f"symbol {sym.name}"))
        by_offset.setdefault(off, sym.name)
        if sym.size:
            out.append(Anchor(f".Lend_{sym.name}", off + sym.size, "end",
                              f"the size of symbol {sym.name}"))
    for k in co.kernels:
        off = k.entry_address - text.addr
        if by_offset.get(off) is None:
            name = f".Lentry_{k.name}"
            out.append(Anchor(name, off, "entry", f"kernel {k.name}'s entry"))
            by_offset[off] = name
        if k.descriptor.uses_kernarg_preload:
            out.append(Anchor(f".Lpreload_body_{k.name}", off + kd.PRELOAD_PROLOGUE, "preload",
                              f"kernel {k.name}'s preload body (entry + 256)"))
    owners = local_owners(co, out)
    relocs: dict[int, str] = {}
    for sec in co.elf.sections:
        if sec.type != elf.SHT_RELA or not sec.is_alloc:
            continue
        for i, rel in enumerate(co.elf.relocations(sec)):
            if rel.type == elf.R_AMDGPU_RELATIVE64 and \
                    text.addr <= rel.addend <= text.addr + text.size:
                off = rel.addend - text.addr
                if off not in by_offset:
                    relocs.setdefault(off, f"{sec.name} relocation {i}")
    names = owners.name_all("reloc", relocs)
    for off, owner in sorted(relocs.items()):
        out.append(Anchor(names[off], off, "reloc", owner))
    return out


def local_owners(co, anchors: list[Anchor]) -> LocalNames:
    """The :class:`LocalNames` of ``co``: owned by its symbols and kernel
    entries (a kernel without a symbol under the kernel's name)."""
    entries = {f".Lentry_{k.name}": k.name for k in co.kernels}
    owners = [(a.offset, entries.get(a.name, a.name)) for a in anchors
              if a.kind in ("symbol", "entry")]
    return LocalNames(owners, (a.name for a in anchors))


def entry_label(co, kernel) -> str:
    """The label of a kernel's entry (its symbol, or .Lentry_<kernel>)."""
    off = kernel.entry_address - co.text_address
    for a in text_anchors(co):
        if a.offset == off and a.kind in ("symbol", "entry"):
            return a.name
    raise CodeObjectError(f"{co.path}: kernel {kernel.name} has no entry label")
