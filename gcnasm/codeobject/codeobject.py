"""``CodeObject``: one AMDGPU HSA code object (.co / .hsaco) and its kernels.

Reading: :class:`~.elf.ElfFile` checks every header and table against the
file's bounds (so damaged input fails with a named field) and reads the raw
records the rewriter needs.  An independent parse (lief) cross-checks the
symbol tables in :func:`gcnasm.codeobject.verify`, not here: loading stays
cheap.  A ``CodeObject`` is immutable: rewriting (:func:`gcnasm.assemble`)
makes a new one, and the bytes of the original are never modified.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Dict, List, Optional, Union

from ..errors import CodeObjectError
from ..outputs import write_atomically
from . import descriptor as kd
from . import elf
from . import metadata as md
from .descriptor import KernelDescriptor

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


@dataclass(frozen=True)
class Target:
    """The processor and target features from e_flags (code object V4+)."""

    processor: str          # "gfx950"
    xnack: str              # "any", "on", "off" or "unsupported"
    sramecc: str
    code_object_version: Optional[int]
    e_flags: int

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
    def from_e_flags(cls, flags: int, abi_version: int) -> "Target":
        mach = flags & EF_AMDGPU_MACH
        return cls(processor=_MACH_NAMES.get(mach, f"mach-0x{mach:03x}"),
                   xnack=_FEATURE_SETTING[(flags & EF_AMDGPU_FEATURE_XNACK) >> 8],
                   sramecc=_FEATURE_SETTING[(flags & EF_AMDGPU_FEATURE_SRAMECC) >> 10],
                   code_object_version=_ABI_VERSIONS.get(abi_version), e_flags=flags)


@dataclass(eq=False)          # identity semantics: kernels key dictionaries
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
    metadata: Dict[str, Any]            # this kernel's amdhsa.kernels map ({} if none)

    @property
    def args(self) -> List[Dict[str, Any]]:
        return list(self.metadata.get(".args", []))

    @property
    def preload_body_address(self) -> Optional[int]:
        """Where preload-capable firmware starts this kernel (entry + 256),
        or None when the kernel does not preload kernel arguments."""
        if self.descriptor.uses_kernarg_preload:
            return self.entry_address + kd.PRELOAD_PROLOGUE
        return None


class CodeObject:
    """A parsed code object.  Build one with :meth:`load` or :meth:`from_bytes`."""

    def __init__(self, data: bytes, path: Union[str, os.PathLike, None] = None):
        self.path = str(path) if path is not None else "<bytes>"
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
        self.metadata = self._read_metadata()
        self.kernels = self._read_kernels()

    # --- construction --------------------------------------------------------

    @classmethod
    def load(cls, path: Union[str, os.PathLike]) -> "CodeObject":
        """Read a code object from a file."""
        try:
            data = Path(path).read_bytes()
        except IsADirectoryError:
            raise CodeObjectError(f"{path}: is a directory, not a code object") from None
        except FileNotFoundError:
            raise CodeObjectError(f"{path}: no such file") from None
        except OSError as exc:
            raise CodeObjectError(f"{path}: cannot read: {exc.strerror or exc}") from None
        return cls(data, path)

    @classmethod
    def from_bytes(cls, data: bytes, name: str = "<bytes>") -> "CodeObject":
        """Read a code object from memory; ``name`` appears in error messages."""
        return cls(bytes(data), name)

    def _error(self, message: str) -> CodeObjectError:
        return CodeObjectError(f"{self.path}: {message}")

    # --- metadata and kernels ------------------------------------------------

    def _read_metadata(self) -> Dict[str, Any]:
        for sec in self.elf.sections:
            if sec.type != elf.SHT_NOTE:
                continue
            for note in self.elf.notes(sec):
                if note.name == md.NOTE_OWNER and note.type == md.NT_AMDGPU_METADATA:
                    return md.decode(note.desc, f"{self.path}: {sec.name} NT_AMDGPU_METADATA")
        return {}

    @property
    def kernel_metadata(self) -> List[Dict[str, Any]]:
        return list(self.metadata.get("amdhsa.kernels", []))

    def _read_kernels(self) -> List[Kernel]:
        by_name = {s.name: s for s in self.symbols or self.dynamic_symbols}
        meta_by_symbol = {m.get(".symbol"): m for m in self.kernel_metadata}
        kd_symbols = [s for s in (self.symbols or self.dynamic_symbols)
                      if s.name.endswith(".kd") and s.type == 1 and s.shndx]
        # metadata order first (it is the source order), then any others by address
        order = [m.get(".symbol") for m in self.kernel_metadata]
        ranked = {name: i for i, name in enumerate(order)}
        kd_symbols.sort(key=lambda s: (ranked.get(s.name, len(ranked)), s.value))
        for name in order:
            if name not in by_name:
                raise self._error(f"metadata kernel {name!r}: no symbol of that name")
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
            if not text.addr <= entry < text.addr + text.size:
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

    def to_bytes(self) -> bytes:
        return self._data

    def save(self, path: Union[str, os.PathLike]) -> None:
        """Write the code object atomically (a temporary file in the same
        directory, then a rename), so a failure never leaves a partial file;
        see :func:`gcnasm.outputs.write_atomically`."""
        write_atomically(path, self._data)

    def __repr__(self) -> str:
        return (f"CodeObject({self.path!r}, target={self.target}, "
                f"kernels={[k.name for k in self.kernels]}, text={len(self.text)} bytes)")
