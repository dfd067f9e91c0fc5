"""``CodeObject``: one AMDGPU HSA code object (.co / .hsaco) and its kernels.

Reading: :class:`~.elf.ElfFile` checks every header and table against the
file's bounds (so damaged input fails with a named field) and reads the raw
records the rewriter needs.  An independent parse (lief) cross-checks the
symbol tables in :func:`gcnasm.codeobject.verify`, not here: loading stays
cheap.

Editing: the file's bytes are never modified, and rewriting code
(:func:`gcnasm.assemble`) makes a new ``CodeObject``.  What can be edited in
place is each kernel's ``descriptor`` (and the ``metadata`` map):
:meth:`CodeObject.to_bytes` and :meth:`CodeObject.save` write them as they are
then, with the metadata note brought in step with the descriptors (see
:func:`.metadata.follow_descriptor`), so an edit is never silently dropped.
"""

from __future__ import annotations

import copy
import os
import warnings

from ..errors import CodeObjectError, unknown_attribute
from ..records import FrozenRecord
from ..outputs import write_atomically
from . import descriptor as kd
from . import disasm
from . import elf
from . import metadata as md
from .descriptor import KernelDescriptor
from .program import Program

# EF_AMDGPU_MACH values (AMDGPUUsage "AMDGPU ELF Header"); gfx950 is the target.
_MACH_NAMES = {
    0x02C: "gfx900", 0x02F: "gfx906", 0x030: "gfx908", 0x03F: "gfx90a", 0x04C: "gfx942",
    0x04F: "gfx950", 0x033: "gfx1010", 0x036: "gfx1030", 0x041: "gfx1100", 0x048: "gfx1200",
}
EF_AMDGPU_MACH = 0x0FF
EF_AMDGPU_FEATURE_XNACK = 0x300
EF_AMDGPU_FEATURE_SRAMECC = 0xC00
_FEATURE_SETTING = {0x0: "unsupported", 0x1: "any", 0x2: "off", 0x3: "on"}
_ABI_VERSIONS = {2: 4, 3: 5, 4: 6}     # EI_ABIVERSION -> code object version


class Target(FrozenRecord):
    """The processor and target features from e_flags (code object V4+).
    Immutable; equal (and hashed alike) when every field is."""

    FIELDS = ("processor", "xnack", "sramecc", "code_object_version", "e_flags")
    __slots__ = FIELDS

    def __init__(self, processor: str, xnack: str, sramecc: str,
                 code_object_version: int | None, e_flags: int):
        set_field = object.__setattr__
        set_field(self, "processor", processor)                 # "gfx950"
        set_field(self, "xnack", xnack)         # "any", "on", "off" or "unsupported"
        set_field(self, "sramecc", sramecc)
        set_field(self, "code_object_version", code_object_version)
        set_field(self, "e_flags", e_flags)

    def __str__(self) -> str:
        """LLVM's target-id syntax, e.g. ``gfx950:sramecc+:xnack-``; features
        set to "any" are left out, as LLVM does."""
        text = self.processor
        for name in ("sramecc", "xnack"):
            setting = getattr(self, name)
            if setting in ("on", "off"):
                text += f":{name}{'+' if setting == 'on' else '-'}"
        return text

    @property
    def target_id(self) -> str:
        """``amdgcn-amd-amdhsa--gfx950...``, as in the metadata's amdhsa.target."""
        return f"amdgcn-amd-amdhsa--{self}"

    @classmethod
    def from_e_flags(cls, flags: int, abi_version: int) -> Target:
        mach = flags & EF_AMDGPU_MACH
        return cls(processor=_MACH_NAMES.get(mach, f"mach-0x{mach:03x}"),
                   xnack=_FEATURE_SETTING[(flags & EF_AMDGPU_FEATURE_XNACK) >> 8],
                   sramecc=_FEATURE_SETTING[(flags & EF_AMDGPU_FEATURE_SRAMECC) >> 10],
                   code_object_version=_ABI_VERSIONS.get(abi_version), e_flags=flags)


class Kernel:
    """One kernel: its descriptor, its metadata entry and where its code is.

    ``code`` is a range of offsets into ``CodeObject.text`` (not file
    offsets): ``co.text[k.code.start:k.code.stop]`` are the kernel's bytes,
    from its entry to the end of its symbol (or, for a symbol of size 0, to
    the next kernel's entry or the end of ``.text``)."""

    name: str                           # the kernel's function symbol
    descriptor: KernelDescriptor
    descriptor_symbol: str              # "<name>.kd"
    descriptor_address: int             # virtual address of the descriptor
    entry_address: int                  # descriptor_address + kernel_code_entry_byte_offset
    code: range
    metadata: dict[str, object]            # this kernel's amdhsa.kernels map ({} if none)
    # Compared by identity: kernels key dictionaries.

    __slots__ = ("name", "descriptor", "descriptor_symbol", "descriptor_address",
                 "entry_address", "code", "metadata")

    def __init__(self, name: str, descriptor: KernelDescriptor, descriptor_symbol: str,
                 descriptor_address: int, entry_address: int, code: range,
                 metadata: dict[str, object]):
        self.name = name
        self.descriptor = descriptor
        self.descriptor_symbol = descriptor_symbol
        self.descriptor_address = descriptor_address
        self.entry_address = entry_address
        self.code = code
        self.metadata = metadata

    def __repr__(self) -> str:
        return (f"Kernel(name={self.name!r}, descriptor={self.descriptor!r}, "
                f"descriptor_symbol={self.descriptor_symbol!r}, "
                f"descriptor_address={self.descriptor_address!r}, "
                f"entry_address={self.entry_address!r}, code={self.code!r}, "
                f"metadata={self.metadata!r})")

    def __setattr__(self, name: str, value) -> None:
        if name not in _KERNEL_FIELDS:      # a misspelt name would be read by nothing
            raise unknown_attribute("Kernel", name, _KERNEL_FIELDS)
        object.__setattr__(self, name, value)

    @property
    def args(self) -> list[dict[str, object]]:
        return list(self.metadata.get(".args", []))

    @property
    def preload_body_address(self) -> int | None:
        """Where preload-capable firmware starts this kernel (entry + 256),
        or None when the kernel does not preload kernel arguments."""
        if self.descriptor.uses_kernarg_preload:
            return self.entry_address + kd.PRELOAD_PROLOGUE
        return None


_KERNEL_FIELDS = frozenset(Kernel.__slots__)


class CodeObject:
    """A parsed code object.  Build one with :meth:`load` or :meth:`from_bytes`.

    Its attributes are the ones set here; assigning any other name (a
    misspelling) is an AttributeError, as it would change nothing written."""

    _ATTRIBUTES = frozenset({"path", "_rewrite_report", "elf", "_data", "target", "text_section",
                             "symbols", "dynamic_symbols", "_metadata_desc", "metadata",
                             "_file_metadata_copy", "kernels", "_file_descriptors"})

    def __setattr__(self, name: str, value) -> None:
        if name not in self._ATTRIBUTES:
            raise unknown_attribute("CodeObject", name,
                                    [a for a in self._ATTRIBUTES if not a.startswith("_")],
                                    "attribute")
        object.__setattr__(self, name, value)

    def __init__(self, data: bytes, path: str | os.PathLike | None = None, *,
                 rewrite_report: object = None):
        self.path = str(path) if path is not None else "<bytes>"
        # What gcnasm.codeobject.rewrite did to make this code object (None:
        # read from a file); kept for the deprecated ``rewrite_report``.
        self._rewrite_report = rewrite_report
        self.elf = elf.ElfFile(data, self.path)
        self._data = self.elf.data
        self.target = Target.from_e_flags(self.elf.header.flags, self.elf.header.abi_version)
        text = self.elf.section(".text")
        if text is None or text.type != elf.SHT_PROGBITS:
            raise self._error("no .text section (PROGBITS) holding code")
        self.text_section = text
        symtab = self.elf.section(".symtab")
        dynsym = self.elf.section(".dynsym")
        # read raw: names, indices and sizes are validated against the file
        self.symbols = self.elf.symbols(symtab) if symtab is not None else []
        self.dynamic_symbols = self.elf.symbols(dynsym) if dynsym is not None else []
        self._metadata_desc = self._read_metadata_desc()
        self.metadata = self.file_metadata()
        self._file_metadata_copy: dict[str, object] | None = None
        self.kernels = self._read_kernels()
        self._file_descriptors = {k.descriptor_symbol: k.descriptor.to_bytes()
                                  for k in self.kernels}

    # --- construction --------------------------------------------------------

    @classmethod
    def load(cls, path: str | os.PathLike) -> CodeObject:
        """Read a code object from a file."""
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except IsADirectoryError:
            raise CodeObjectError(f"{path}: is a directory, not a code object") from None
        except FileNotFoundError:
            raise CodeObjectError(f"{path}: no such file") from None
        except OSError as exc:
            raise CodeObjectError(f"{path}: cannot read: {exc.strerror or exc}") from None
        return cls(data, path)

    @classmethod
    def from_bytes(cls, data: bytes, name: str = "<bytes>") -> CodeObject:
        """Read a code object from memory; ``name`` appears in error messages."""
        return cls(bytes(data), name)

    @property
    def rewrite_report(self):
        """Deprecated: the :class:`~.rewrite.RewriteReport` of the
        :func:`gcnasm.assemble` that made this code object (an
        AttributeError for one that was read); use
        ``gcnasm.codeobject.rewrite(src, template).report`` instead."""
        warnings.warn("CodeObject.rewrite_report is deprecated: use "
                      "gcnasm.codeobject.rewrite(src, template), which returns the code object "
                      "and its report", DeprecationWarning, stacklevel=2)
        if self._rewrite_report is None:
            raise AttributeError("'CodeObject' object has no attribute 'rewrite_report' (it "
                                 "was not made by gcnasm.assemble)")
        return self._rewrite_report

    def _error(self, message: str) -> CodeObjectError:
        return CodeObjectError(f"{self.path}: {message}")

    # --- metadata and kernels ------------------------------------------------

    def _read_metadata_desc(self) -> tuple[str, bytes] | None:
        """(where, bytes) of the metadata note's descriptor, or None."""
        for sec in self.elf.sections:
            if sec.type != elf.SHT_NOTE:
                continue
            for note in self.elf.notes(sec):
                if note.name == md.NOTE_OWNER and note.type == md.NT_AMDGPU_METADATA:
                    return f"{self.path}: {sec.name} NT_AMDGPU_METADATA", note.desc
        return None

    def file_metadata(self) -> dict[str, object]:
        """The metadata map as the file holds it (a new copy on each call;
        ``metadata`` is the editable one)."""
        if self._metadata_desc is None:
            return {}
        where, desc = self._metadata_desc
        return md.decode(desc, where)

    @property
    def _file_metadata(self) -> dict[str, object]:
        """A private copy of the file's metadata (decoded when first needed),
        which edits are compared with; never handed out."""
        if self._file_metadata_copy is None:
            self._file_metadata_copy = self.file_metadata()
        return self._file_metadata_copy

    def _metadata_is_the_files(self, meta: dict[str, object]) -> bool:
        if self._metadata_desc is None:
            return not meta
        # the common case, without decoding again: LLVM writes canonical msgpack
        if md.encode(meta) == self._metadata_desc[1]:
            return True
        return meta == self._file_metadata

    @property
    def kernel_metadata(self) -> list[dict[str, object]]:
        return list(self.metadata.get("amdhsa.kernels", []))

    def _read_kernels(self) -> list[Kernel]:
        by_name = {s.name: s for s in self.symbols or self.dynamic_symbols}
        meta_by_symbol = {m.get(".symbol"): m for m in self.kernel_metadata}
        kd_symbols = [s for s in (self.symbols or self.dynamic_symbols)
                      if s.name.endswith(".kd") and s.type == 1 and s.shndx]
        # metadata order first (it is the source order), then any others by address
        order = [m.get(".symbol") for m in self.kernel_metadata]
        ranked = {name: i for i, name in enumerate(order)}
        kd_symbols.sort(key=lambda s: (ranked.get(s.name, len(ranked)), s.value))
        # A metadata kernel whose .symbol names nothing describes no kernel
        # this file has (llc names an anonymous kernel '' / '.kd' in the
        # metadata and __unnamed_N in the symbols: anonymous-gv.ll); the
        # kernels are the descriptor symbols, so it is left out, not refused.
        text = self.text_section
        kernels, func_sizes = [], {}
        for sym in kd_symbols:
            where = f"kernel descriptor {sym.name}"
            sec = self.elf.sections[sym.shndx] if sym.shndx < len(self.elf.sections) else None
            if sec is None or not sec.is_alloc or sec.type == elf.SHT_NOBITS:
                raise self._error(f"{where}: st_shndx {sym.shndx} is not a loaded section")
            start = sym.value - sec.addr
            if start < 0 or start + kd.SIZE > sec.size:
                raise self._error(f"{where}: address 0x{sym.value:x} + {kd.SIZE} bytes is "
                                  f"outside {sec.name} (0x{sec.addr:x}..0x{sec.addr + sec.size:x})")
            raw = self._data[sec.offset + start:sec.offset + start + kd.SIZE]
            desc = KernelDescriptor.from_bytes(raw, f"{self.path}: {where}")
            entry = sym.value + desc.kernel_code_entry_byte_offset
            # the end of .text itself is a place: a kernel whose code is empty
            # (llc's switch-unreachable.ll) has its entry there
            if not text.addr <= entry <= text.addr + text.size:
                raise self._error(
                    f"{where}: kernel_code_entry_byte_offset {desc.kernel_code_entry_byte_offset} "
                    f"puts the entry at 0x{entry:x}, outside .text "
                    f"(0x{text.addr:x}..0x{text.addr + text.size:x})")
            name = sym.name[:-3]
            func = by_name.get(name)
            kernels.append(Kernel(name=name, descriptor=desc, descriptor_symbol=sym.name,
                                  descriptor_address=sym.value, entry_address=entry,
                                  code=range(0), metadata=meta_by_symbol.get(sym.name, {})))
            func_sizes[name] = func.size if func is not None and func.value == entry else 0
        # code ranges: symbol size, else up to the next entry or the end of .text
        entries = sorted({k.entry_address for k in kernels}) + [text.addr + text.size]
        for k in kernels:
            start = k.entry_address - text.addr
            end = entries[entries.index(k.entry_address) + 1] - text.addr
            if func_sizes[k.name]:
                end = min(start + func_sizes[k.name], text.size)
            k.code = range(start, end)
        return kernels

    def kernel(self, name: str) -> Kernel:
        for k in self.kernels:
            if name in (k.name, k.descriptor_symbol, k.metadata.get(".name")):
                return k
        raise CodeObjectError(f"{self.path}: no kernel named {name!r} (kernels: "
                              f"{', '.join(k.name for k in self.kernels) or 'none'})")

    # --- the program view and its text ----------------------------------------

    def program(self, source: str | None = None, *,
                source_path: str | None = None) -> Program:
        """The program view of ``.text`` (:mod:`.program`): kernels -> basic
        blocks -> instructions, each with its ``.text`` offset, labels, line
        and successors/predecessors; loops.  Lines refer to ``source`` (the
        ``.s`` this code object was assembled from) or, without it, to
        :meth:`disassemble`'s text."""
        return Program(self, source, source_path)

    def disassemble(self, standalone: bool = False, *,
                    line_of: dict[int, int] | None = None) -> str:
        """``.text`` as re-assembleable text, printed from :meth:`program`
        (see :func:`.disasm.disassemble`; ``line_of`` is filled with each
        instruction's offset -> line)."""
        return disasm.disassemble(self, standalone, line_of=line_of)

    # --- bytes ---------------------------------------------------------------

    @property
    def text(self) -> bytes:
        sec = self.text_section
        return self._data[sec.offset:sec.offset + sec.size]

    @property
    def text_address(self) -> int:
        return self.text_section.addr

    @property
    def text_offset(self) -> int:
        return self.text_section.offset

    # --- edits ---------------------------------------------------------------

    def has_edits(self) -> bool:
        """Whether a kernel's descriptor or the metadata map differs from
        what the file holds (:meth:`to_bytes` then writes them)."""
        if any(k.descriptor.to_bytes() != self._file_descriptors[k.descriptor_symbol]
               for k in self.kernels):
            return True
        listed = [id(m) for m in self.metadata.get("amdhsa.kernels", [])] \
            if isinstance(self.metadata.get("amdhsa.kernels"), list) else []
        if all(id(k.metadata) in listed for k in self.kernels if k.metadata):
            return not self._metadata_is_the_files(self.metadata)
        return not self._metadata_is_the_files(self._current_metadata())

    def edited_state(self) -> tuple[dict[str, KernelDescriptor], dict[str, object]]:
        """What a written file holds: a copy of each kernel's descriptor (by
        kernel name) and of the metadata map, with the metadata brought in
        step with descriptor edits.  Edits that cannot be written (a moved
        entry, a grant smaller than the metadata's register counts, ...)
        raise CodeObjectError naming the kernel and the field."""
        meta = self._current_metadata()
        file_entries = {m.get(".symbol"): m for m in self._file_metadata.get("amdhsa.kernels", [])}
        entries = {m.get(".symbol"): m for m in meta.get("amdhsa.kernels", [])}
        descriptors = {}
        for k in self.kernels:
            after = KernelDescriptor.from_bytes(k.descriptor.to_bytes())
            before = KernelDescriptor.from_bytes(self._file_descriptors[k.descriptor_symbol])
            descriptors[k.name] = after
            if after == before:
                continue
            where = f"{self.path}: kernel {k.name}"
            if after.kernel_code_entry_byte_offset != before.kernel_code_entry_byte_offset:
                raise CodeObjectError(
                    f"{where}: kernel_code_entry_byte_offset cannot be edited (it is "
                    f"{before.kernel_code_entry_byte_offset}, the kernel symbol's place); "
                    "move code with gcnasm.assemble instead")
            if after.enable_wavefront_size32 and self.target.processor.startswith("gfx9"):
                raise CodeObjectError(f"{where}: enable_wavefront_size32 = 1, but "
                                      f"{self.target.processor} runs wave64 only")
            limit = kd.MAX_GROUP_SEGMENT_SIZE if self.target.processor == "gfx950" else None
            entry = entries.get(k.descriptor_symbol)
            if entry is not None:
                md.follow_descriptor(entry, file_entries.get(k.descriptor_symbol, {}), before,
                                     after, where, limit)
            elif limit is not None and after.group_segment_fixed_size > limit:
                raise CodeObjectError(f"{where}: group_segment_fixed_size = "
                                      f"{after.group_segment_fixed_size} is more LDS than a "
                                      f"workgroup can have ({limit} bytes)")
        # A metadata entry that now contradicts its descriptor (one edited by
        # hand, or a descriptor edit the entry could not follow) is refused:
        # the runtime reads the note, the hardware the descriptor.
        for k in self.kernels:
            entry = entries.get(k.descriptor_symbol)
            if entry is None:
                continue
            after = descriptors[k.name]
            if entry == file_entries.get(k.descriptor_symbol) and \
                    after.to_bytes() == self._file_descriptors[k.descriptor_symbol]:
                continue
            found = md.contradictions(entry, after)
            if found:
                raise CodeObjectError(
                    f"{self.path}: kernel {k.name}: " + "; ".join(m for _, m in found) +
                    ": set the descriptor and the metadata to agree (the hardware reads the "
                    "descriptor, the runtime the metadata)")
        return descriptors, meta

    def _current_metadata(self) -> dict[str, object]:
        """A copy of ``metadata``, taking each kernel's entry from
        ``Kernel.metadata`` (which may have been replaced by another map)."""
        meta = copy.deepcopy(self.metadata)
        kernels = meta.get("amdhsa.kernels")
        kernels = kernels if isinstance(kernels, list) else []
        position = {m.get(".symbol"): i for i, m in enumerate(kernels) if isinstance(m, dict)}
        for k in self.kernels:
            if not k.metadata:
                continue
            if k.descriptor_symbol not in position:
                raise CodeObjectError(f"{self.path}: kernel {k.name} has no entry in the "
                                      "metadata's amdhsa.kernels; add one there (with .symbol "
                                      f"{k.descriptor_symbol!r}) rather than in Kernel.metadata")
            kernels[position[k.descriptor_symbol]] = copy.deepcopy(k.metadata)
        return meta

    # --- bytes ---------------------------------------------------------------

    def to_bytes(self) -> bytes:
        """The file's bytes, with the kernels' descriptors and the metadata
        as they are now (see :meth:`edited_state`).  Without edits these are
        the bytes read.  Edits that keep the metadata note's size are written
        in place; a note that changes size moves the sections after it (see
        :meth:`_relaid_out`).  The file written is checked against the
        structural invariants (:func:`.structure.check_structure`)."""
        if not self.has_edits():
            return self._data
        descriptors, meta = self.edited_state()
        note = None if self._metadata_is_the_files(meta) else md.note_section(self.elf, meta)
        if note is not None and len(note[1]) != self.elf.require(note[0]).size:
            data = self._relaid_out(note, descriptors)
        else:
            out = bytearray(self._data)
            if note is not None:
                sec = self.elf.require(note[0])
                out[sec.offset:sec.offset + sec.size] = note[1]
            for k in self.kernels:
                home = self.elf.section_at_address(k.descriptor_address)
                pos = home.offset + k.descriptor_address - home.addr
                out[pos:pos + kd.SIZE] = descriptors[k.name].to_bytes()
            data = bytes(out)
        # lazy (start-up time): only a code object with edits needs the checks
        from .structure import VerifyReport, check_structure
        written = CodeObject.from_bytes(data, f"{self.path} (edited)")
        check = check_structure(written, VerifyReport(written.path))
        if not check.ok:
            raise CodeObjectError("the edited code object fails its checks (nothing was "
                                  "written):\n" + "\n".join(check.lines()))
        return data

    def _relaid_out(self, note: tuple[str, bytes], descriptors: dict[str, KernelDescriptor]
                    ) -> bytes:
        """The file with the note section ``note`` (name, bytes) of a new
        size: every section after it moves as ld.lld would place it
        (:func:`.layout.relayout`).  ``.text`` moves whole, so branches and
        labels inside it stay right; what changes is each s_getpc_b64 offset
        to another section (:func:`.analysis.analyze` finds them: the
        s_add_u32 literal is rewritten) and each descriptor's
        kernel_code_entry_byte_offset."""
        # lazy (start-up time): only a note that changes size needs these
        from . import layout
        from .analysis import analyze
        plan = layout.relayout(self.elf, {note[0]: note[1]})
        out = bytearray(plan.data)
        old_text = self.text_section
        text = plan.sections[old_text.index]
        an = analyze(self)
        for ref in an.getpc.values():
            where = f"{self.path}: s_getpc_b64 at .text+0x{ref.getpc:x}"
            old = ref.target - (old_text.addr + ref.getpc + 4)
            new = plan.map_address(ref.target, where) - (text.addr + ref.getpc + 4)
            if new == old:
                continue
            add = an.item_at(ref.add)
            if add is None or add.size != 8:
                raise CodeObjectError(f"{where}: its s_add_u32 has no 32-bit literal to move")
            if not -(1 << 31) <= new < (1 << 31) or (ref.addc is not None and
                                                     (new < 0) != (old < 0)):
                raise CodeObjectError(f"{where}: moving the sections changes the offset "
                                      f"{old:#x} to {new:#x}, which its s_add_u32/s_addc_u32 "
                                      "pair cannot hold as written")
            pos = text.offset + ref.add + 4
            out[pos:pos + 4] = (new & 0xFFFFFFFF).to_bytes(4, "little")
        for k in self.kernels:
            d = descriptors[k.name]
            kd_address = plan.map_address(k.descriptor_address, k.descriptor_symbol)
            d.kernel_code_entry_byte_offset = \
                text.addr + k.entry_address - old_text.addr - kd_address
            home = plan.sections[plan.section_of(k.descriptor_address).index]
            pos = home.offset + kd_address - home.addr
            out[pos:pos + kd.SIZE] = d.to_bytes()
        return bytes(out)

    def save(self, path: str | os.PathLike) -> None:
        """Write the code object (edits included, see :meth:`to_bytes`)
        atomically (a temporary file in the same directory, then a rename),
        so a failure never leaves a partial file; see
        :func:`gcnasm.outputs.write_atomically`."""
        write_atomically(path, self.to_bytes())

    def __repr__(self) -> str:
        return (f"CodeObject({self.path!r}, target={self.target}, "
                f"kernels={[k.name for k in self.kernels]}, text={len(self.text)} bytes)")


def disassemble(co: CodeObject | str | os.PathLike, standalone: bool = False) -> str:
    """``gcnasm.disassemble``: the text of ``co``, a CodeObject or a path to
    one (:meth:`CodeObject.disassemble`)."""
    if not isinstance(co, CodeObject):
        co = CodeObject.load(co)
    return co.disassemble(standalone)
