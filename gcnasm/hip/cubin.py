"""The kernels of an NVIDIA cubin and their parameter layouts.

A cubin carries no type information for kernel parameters, but each kernel
has a ``.nv.info.<kernel>`` section of attributes the driver itself uses to
place parameters: one ``KPARAM_INFO`` record per parameter (its ordinal,
byte offset and size) and ``CBANK_PARAM_SIZE`` (the bytes of the parameter
block).  That is what :func:`kernels` returns, as
:class:`~gcnasm.hip.kernargs.ArgLayout` objects whose slots have kind
``"param"`` (pointer or value unknown: the packer accepts either for an
8-byte slot).

The attribute stream is a sequence of records: byte 0 the format
(1 no value, 2 one byte, 3 two bytes, 4 a 16-bit length and that many
bytes), byte 1 the attribute id, then the value.  KPARAM_INFO's 12-byte
value is ``u32 index, u16 ordinal, u16 offset, u32 flags`` with the size
in bytes in ``flags >> 18`` (checked in tests against cubins whose C
parameter layout is known).

Only plain ELF cubins (``nvcc -cubin``) are read; fatbins are not.
"""

from __future__ import annotations

import struct
from typing import Dict, List, Tuple

from .errors import ModuleError
from .kernargs import ArgLayout, ArgSlot

EM_CUDA = 190
STT_FUNC = 2
STO_CUDA_ENTRY = 0x10

EIFMT_NVAL, EIFMT_BVAL, EIFMT_HVAL, EIFMT_SVAL = 1, 2, 3, 4
EIATTR_PARAM_CBANK = 0x0A
EIATTR_KPARAM_INFO = 0x17
EIATTR_CBANK_PARAM_SIZE = 0x19


def _sections(image: bytes, where: str) -> List[Tuple[str, int, bytes, int, int]]:
    """``(name, type, contents, link, entsize)`` of every section, in order."""
    if image[:4] != b"\x7fELF" or len(image) < 64:
        raise ModuleError(f"{where}: not an ELF file (a fatbin or PTX is not a cubin; "
                          f"build with nvcc -cubin)")
    if image[4] != 2 or image[5] != 1:
        raise ModuleError(f"{where}: not a 64-bit little-endian ELF")
    (machine,) = struct.unpack_from("<H", image, 18)
    if machine != EM_CUDA:
        raise ModuleError(f"{where}: ELF machine {machine} is not EM_CUDA ({EM_CUDA})")
    (shoff,) = struct.unpack_from("<Q", image, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", image, 0x3A)
    if shentsize != 64 or shoff + shnum * 64 > len(image) or shstrndx >= shnum:
        raise ModuleError(f"{where}: damaged section header table")
    headers = []
    for i in range(shnum):
        name, type_, _flags, _addr, offset, size, link, _info, _align, entsize = \
            struct.unpack_from("<IIQQQQIIQQ", image, shoff + 64 * i)
        if type_ != 8 and offset + size > len(image):   # 8 = SHT_NOBITS
            raise ModuleError(f"{where}: section {i} runs past the end of the file")
        headers.append((name, type_, offset, size, link, entsize))
    strtab = headers[shstrndx]
    names = image[strtab[2]:strtab[2] + strtab[3]]
    out = []
    for name, type_, offset, size, link, entsize in headers:
        end = names.find(b"\0", name)
        label = names[name:end if end >= 0 else None].decode("utf-8", "replace")
        body = b"" if type_ == 8 else image[offset:offset + size]
        out.append((label, type_, body, link, entsize))
    return out


def _entry_names(sections) -> List[str]:
    symtab = next((s for s in sections if s[0] == ".symtab"), None)
    if symtab is None:
        return [s[0][len(".nv.info."):] for s in sections if s[0].startswith(".nv.info.")]
    _name, _type, body, link, entsize = symtab
    strtab = sections[link][2] if link < len(sections) else b""
    names = []
    for off in range(0, len(body) - 23, entsize or 24):
        st_name, st_info, st_other = struct.unpack_from("<IBB", body, off)
        if st_info & 0xF == STT_FUNC and st_other & STO_CUDA_ENTRY:
            end = strtab.find(b"\0", st_name)
            names.append(strtab[st_name:end].decode("utf-8", "replace"))
    return names


def parse_nv_info(body: bytes, where: str) -> List[Tuple[int, int, bytes]]:
    """The ``(format, attribute, value)`` records of one ``.nv.info`` section."""
    records = []
    pos = 0
    while pos + 4 <= len(body):
        fmt, attr = body[pos], body[pos + 1]
        if fmt == EIFMT_SVAL:
            (size,) = struct.unpack_from("<H", body, pos + 2)
            if pos + 4 + size > len(body):
                raise ModuleError(f"{where}: attribute 0x{attr:02x} runs past its section")
            records.append((fmt, attr, body[pos + 4:pos + 4 + size]))
            pos += 4 + size
        elif fmt in (EIFMT_NVAL, EIFMT_BVAL, EIFMT_HVAL):
            records.append((fmt, attr, body[pos + 2:pos + 4]))
            pos += 4
        else:
            raise ModuleError(f"{where}: unknown attribute format {fmt} at byte {pos}")
    return records


def kernels(image: bytes, source: str = "<cubin>") -> Dict[str, ArgLayout]:
    """Every entry kernel of a cubin, with its parameter layout."""
    sections = _sections(image, source)
    by_name = {s[0]: s for s in sections}
    out = {}
    for name in _entry_names(sections):
        info = by_name.get(f".nv.info.{name}")
        where = f"{source}: .nv.info.{name}"
        params = {}
        block_size = None
        if info is not None:
            for fmt, attr, value in parse_nv_info(info[2], where):
                if attr == EIATTR_KPARAM_INFO and len(value) >= 12:
                    _index, ordinal, offset, flags = struct.unpack_from("<IHHI", value)
                    params[ordinal] = ArgSlot(ordinal, None, offset, flags >> 18, "param")
                elif attr == EIATTR_CBANK_PARAM_SIZE and fmt == EIFMT_HVAL:
                    (block_size,) = struct.unpack_from("<H", value)
                elif attr == EIATTR_PARAM_CBANK and len(value) >= 8 and block_size is None:
                    (block_size,) = struct.unpack_from("<H", value, 6)
        slots = tuple(params[i] for i in sorted(params))
        if [s.index for s in slots] != list(range(len(slots))):
            raise ModuleError(f"{where}: parameter ordinals {sorted(params)} are not 0..n-1")
        end = max((s.offset + s.size for s in slots), default=0)
        layout = ArgLayout(name, slots, max(block_size or 0, end), 8, f"{source} .nv.info")
        layout.check()
        out[name] = layout
    if not out:
        raise ModuleError(f"{source}: the cubin has no entry kernels")
    return out
