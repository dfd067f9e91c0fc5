"""Kernel-argument layouts and packing.

A kernel's arguments live in one byte buffer (the *kernarg segment*) that
the launch API copies to the device: each argument at the offset and with
the size its code object records.  :class:`ArgLayout` holds that record,
read from

* an AMD code object's metadata (``NT_AMDGPU_METADATA``, the kernel's map
  with ``.args``, ``.kernarg_segment_size``, ``.kernarg_segment_align``):
  :meth:`ArgLayout.from_amd_metadata`; or
* an NVIDIA cubin's ``.nv.info.<kernel>`` attributes (see
  :mod:`gcnasm.hip.cubin`), which give offsets and sizes but no types.

:meth:`ArgLayout.pack` turns Python values into that buffer.  Arguments
whose ``.value_kind`` starts with ``hidden_`` (block counts, group sizes,
the printf buffer, ...) are filled by the HIP runtime at launch from the
launch configuration, so callers never pass them; their bytes are left 0.

:meth:`ArgLayout.pack_raw` also writes :class:`RawArg` values at byte
offsets whatever the metadata declares there: some AMD kernels record
their arguments wrongly (a 64-bit pointer declared as a 4-byte ``i32``) or
opaquely (one ``_kernarg_raw`` value for the whole segment).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

import numpy as np

from .errors import KernargError

# value_kinds that are explicit and carry a device address.
POINTER_KINDS = {"global_buffer", "dynamic_shared_pointer", "image", "sampler", "pipe", "queue"}

# .value_type spellings seen in metadata (LLVM writes i32/f32; hand-written
# kernels such as AMD's aiter write fp32, and put an i32 in an 8-byte slot).
_INT_WIDTH = {"i8": 1, "u8": 1, "i16": 2, "u16": 2, "i32": 4, "u32": 4, "i64": 8, "u64": 8,
              "int": 4, "uint": 4, "int32": 4, "uint32": 4, "int64": 8, "uint64": 8}
_FLOAT_WIDTH = {"f16": 2, "fp16": 2, "half": 2, "bf16": 2, "f32": 4, "fp32": 4, "float": 4,
                "f64": 8, "fp64": 8, "double": 8}


def value_width(value_type: str) -> Optional[int]:
    """Bytes of a metadata ``.value_type`` spelling (i32, fp32, u64, ...),
    None when unknown."""
    vt = value_type.lower()
    return _INT_WIDTH.get(vt) or _FLOAT_WIDTH.get(vt)


@dataclass(frozen=True)
class ArgSlot:
    """One argument: where it sits in the kernarg segment and what it is."""

    index: int                  # position in the code object's argument list
    name: Optional[str]
    offset: int
    size: int
    kind: str                   # AMD .value_kind, or "param" for cubins (type unknown)
    value_type: Optional[str] = None   # AMD .value_type (i32, f32, ...) when recorded
    address_space: Optional[str] = None

    @property
    def hidden(self) -> bool:
        return self.kind.startswith("hidden_")

    @property
    def pointer(self) -> Optional[bool]:
        """True for device-address arguments, False for values, None when the
        layout does not say (cubins)."""
        if self.kind in POINTER_KINDS:
            return True
        if self.kind == "by_value" or self.hidden:
            return False
        return None

    def describe(self) -> str:
        name = f" {self.name!r}" if self.name else ""
        what = self.kind + (f" {self.value_type}" if self.value_type else "")
        return f"argument #{self.index}{name} ({what}, {self.size} bytes at offset {self.offset})"


@dataclass(frozen=True)
class RawArg:
    """``size`` bytes at byte ``offset`` of the kernarg segment, written over
    whatever the metadata declares there: a device pointer (anything with
    ``device_address``), a number of ``value_type`` (a metadata spelling:
    i32, u64, f32, ...) or ``bytes`` of exactly ``size``."""

    offset: int
    value: Any
    size: int = 8
    value_type: Optional[str] = None
    label: str = ""

    def describe(self) -> str:
        name = f" {self.label!r}" if self.label else ""
        return f"raw binding{name} ({self.size} bytes at offset {self.offset} = 0x{self.offset:x})"


@dataclass(frozen=True)
class ArgLayout:
    """The kernarg segment of one kernel."""

    kernel: str
    slots: Tuple[ArgSlot, ...]
    size: int                   # bytes passed to the launch (kernarg segment size)
    alignment: int = 8
    source: str = ""            # where the layout came from, for messages
    warnings: Tuple[str, ...] = ()   # inconsistencies tolerated while reading it

    @property
    def explicit(self) -> Tuple[ArgSlot, ...]:
        """The arguments a caller passes (hidden ones excluded), in order."""
        return tuple(s for s in self.slots if not s.hidden)

    @classmethod
    def from_amd_metadata(cls, metadata: Mapping[str, Any], source: str = "") -> "ArgLayout":
        """Layout from one kernel's map of ``amdhsa.kernels`` (the dict the
        code object's msgpack note holds), checked for consistency."""
        name = str(metadata.get(".name") or metadata.get(".symbol") or "<unnamed>")
        where = f"{source}: kernel {name}" if source else f"kernel {name}"
        args = metadata.get(".args") or []
        if not isinstance(args, (list, tuple)):
            raise KernargError(f"{where}: .args is {type(args).__name__}, expected a list")
        slots = []
        for i, arg in enumerate(args):
            if not isinstance(arg, Mapping):
                raise KernargError(f"{where}: .args[{i}] is not a map")
            try:
                offset = int(arg[".offset"])
                size = int(arg[".size"])
                kind = str(arg[".value_kind"])
            except KeyError as exc:
                raise KernargError(f"{where}: .args[{i}] lacks {exc.args[0]}") from None
            except (TypeError, ValueError):
                raise KernargError(f"{where}: .args[{i}] has a non-integer .offset or .size") from None
            if offset < 0 or size < 0:
                raise KernargError(f"{where}: .args[{i}] has a negative .offset or .size")
            slots.append(ArgSlot(i, arg.get(".name"), offset, size, kind,
                                 arg.get(".value_type"), arg.get(".address_space")))
        end = max((s.offset + s.size for s in slots), default=0)
        size = int(metadata.get(".kernarg_segment_size", end))
        warnings = []
        if size < end:
            # Seen in AMD's own kernels (trailing padding arguments past the
            # declared size): pack every argument, so the buffer covers both.
            warnings.append(f".kernarg_segment_size {size} is smaller than the end of its "
                            f"arguments ({end}); packing {end} bytes")
            size = end
        alignment = int(metadata.get(".kernarg_segment_align", 8) or 8)
        layout = cls(name, tuple(slots), size, alignment, source or "AMDGPU metadata",
                     tuple(warnings))
        layout.check()
        return layout

    def check(self) -> None:
        """Raise :class:`KernargError` if two arguments overlap or one runs
        past the segment."""
        ordered = sorted((s for s in self.slots if s.size), key=lambda s: s.offset)
        for a, b in zip(ordered, ordered[1:]):
            if a.offset + a.size > b.offset:
                raise KernargError(f"{self._where()}: {a.describe()} overlaps {b.describe()}")
        for s in ordered:
            if s.offset + s.size > self.size:
                raise KernargError(f"{self._where()}: {s.describe()} runs past the "
                                   f"{self.size}-byte kernarg segment")

    def _where(self) -> str:
        return f"kernel {self.kernel}" + (f" ({self.source})" if self.source else "")

    def signature(self) -> str:
        """One line per explicit argument, for error messages and ``--help``."""
        return "\n".join("  " + s.describe() for s in self.explicit) or "  (no arguments)"

    def pack(self, *args, fill=None, **kwargs) -> bytes:
        """The kernarg segment for ``args`` (explicit arguments in order) and
        ``kwargs`` (explicit arguments by their unique ``.name``).

        Values: device buffers/pointers (anything with an integer
        ``device_address``) for pointer arguments; Python ``int``/``float``/
        ``bool``, numpy scalars, or ``bytes`` of the exact size for value
        arguments.  ``fill`` (e.g. ``0``), when given, is used for every
        value argument left unspecified (AMD kernels often carry padding
        arguments); pointer arguments are never filled implicitly."""
        return self._pack(args, kwargs, fill, ())

    def pack_raw(self, raw: Sequence[RawArg], /, *args, fill=None, **kwargs) -> bytes:
        """:meth:`pack`, then each of ``raw`` written at its offset.  An
        explicit argument a raw binding covers whole needs no value; one it
        covers in part needs a value or ``fill`` (the binding overwrites its
        bytes).  :class:`KernargError` when a binding runs past the segment,
        overlaps another binding, overlaps a hidden argument (the runtime
        fills those) or overlaps an argument also given a value in ``args``
        / ``kwargs`` (one of the two would be lost)."""
        return self._pack(args, kwargs, fill, tuple(raw))

    def _pack(self, args, kwargs, fill, raw: Tuple[RawArg, ...]) -> bytes:
        explicit = self.explicit
        if len(args) > len(explicit):
            raise KernargError(f"{self._where()} takes {len(explicit)} argument(s), got "
                               f"{len(args)} positional:\n{self.signature()}")
        values: Dict[int, Any] = dict(enumerate(args))
        by_name: Dict[str, List[int]] = {}
        for i, slot in enumerate(explicit):
            if slot.name:
                by_name.setdefault(slot.name, []).append(i)
        for key, value in kwargs.items():
            where = by_name.get(key)
            if not where:
                raise KernargError(f"{self._where()} has no argument named {key!r}:\n{self.signature()}")
            if len(where) > 1:
                raise KernargError(f"{self._where()}: {len(where)} arguments are named {key!r}; "
                                   f"pass them by position")
            if where[0] in values:
                raise KernargError(f"{self._where()}: {explicit[where[0]].describe()} given twice")
            values[where[0]] = value
        covered = self._check_raw(raw, explicit, values)
        missing = [s for i, s in enumerate(explicit) if i not in values and i not in covered
                   and (fill is None or s.pointer is not False)]
        if missing:
            raise KernargError(f"{self._where()} takes {len(explicit)} argument(s); "
                               f"missing {', '.join(s.describe() for s in missing)}:\n{self.signature()}")
        buf = bytearray(self.size)
        for i, slot in enumerate(explicit):
            if i in covered and i not in values:
                continue
            value = values.get(i, fill)
            buf[slot.offset:slot.offset + slot.size] = self._encode(slot, value)
        for r in raw:
            buf[r.offset:r.offset + r.size] = self._encode_raw(r)
        return bytes(buf)

    def _check_raw(self, raw: Tuple[RawArg, ...], explicit: Tuple[ArgSlot, ...],
                   values: Mapping[int, Any]) -> set:
        """The indices (into ``explicit``) of the arguments the raw bindings
        cover whole; raises on the conflicts :meth:`pack_raw` names."""
        where = self._where()
        for r in raw:
            if r.offset < 0 or r.size <= 0:
                raise KernargError(f"{where}: {r.describe()} needs an offset >= 0 and a size > 0")
            if r.offset + r.size > self.size:
                raise KernargError(f"{where}: {r.describe()} runs past the {self.size}-byte "
                                   f"kernarg segment")
        ordered = sorted(raw, key=lambda r: r.offset)
        for a, b in zip(ordered, ordered[1:]):
            if a.offset + a.size > b.offset:
                raise KernargError(f"{where}: {a.describe()} overlaps {b.describe()}")
        covered = set()
        index = {s.index: i for i, s in enumerate(explicit)}
        for slot in self.slots:
            if not slot.size:
                continue
            hits = [r for r in raw if r.offset < slot.offset + slot.size
                    and slot.offset < r.offset + r.size]
            if not hits:
                continue
            if slot.hidden:
                raise KernargError(f"{where}: {hits[0].describe()} overlaps {slot.describe()}, "
                                   f"which the runtime fills at launch")
            i = index[slot.index]
            if i in values:
                raise KernargError(f"{where}: {hits[0].describe()} overlaps {slot.describe()}, "
                                   f"which is given a value too; bind it one way only")
            if sum(max(0, min(r.offset + r.size, slot.offset + slot.size) - max(r.offset, slot.offset))
                   for r in hits) == slot.size:
                covered.add(i)
        return covered

    def _encode_raw(self, r: RawArg) -> bytes:
        where = f"{self._where()}: {r.describe()}"
        address = getattr(r.value, "device_address", None)
        if address is not None:
            address = int(address)
            if r.size not in (4, 8) or not 0 <= address < 1 << (8 * r.size):
                raise KernargError(f"{where} is too small for device pointer 0x{address:x}")
            return address.to_bytes(r.size, "little")
        return encode_value(r.value, r.size, r.value_type, where)

    def _encode(self, slot: ArgSlot, value) -> bytes:
        where = f"{self._where()}: {slot.describe()}"
        address = getattr(value, "device_address", None)
        if address is not None:
            if slot.pointer is False:
                raise KernargError(f"{where} is a value, got a device pointer "
                                   f"({type(value).__name__})")
            address = int(address)
            if slot.size not in (4, 8) or not 0 <= address < 1 << (8 * slot.size):
                raise KernargError(f"{where} is {slot.size} bytes, too small for device pointer "
                                   f"0x{address:x} ({type(value).__name__})")
            return address.to_bytes(slot.size, "little")
        if slot.pointer and isinstance(value, (bytes, bytearray)) and len(value) == slot.size:
            return bytes(value)     # an explicit bit pattern: metadata calling a value a pointer
        if slot.pointer:
            raise KernargError(f"{where} is a device pointer; pass a DeviceBuffer or "
                               f"DevicePointer, not {type(value).__name__}")
        return encode_value(value, slot.size, slot.value_type, where)


def encode_value(value, size: int, value_type: Optional[str], where: str) -> bytes:
    """Little-endian bytes of a scalar argument of ``size`` bytes.  With a
    known ``value_type`` narrower than the slot (an i32 or fp32 in 8 bytes),
    the value is written in the type's width and the rest left zero."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        raw = bytes(value)
        if len(raw) != size:
            raise KernargError(f"{where}: got {len(raw)} bytes, needs exactly {size}")
        return raw
    vt = (value_type or "").lower()
    float_width = _FLOAT_WIDTH.get(vt)
    int_width = _INT_WIDTH.get(vt)
    width = min(size, float_width or int_width or size)
    pad = bytes(size - width)
    if isinstance(value, np.generic):
        if value.dtype.itemsize not in (size, width):
            raise KernargError(f"{where}: got numpy {value.dtype} ({value.dtype.itemsize} bytes)")
        if int_width and value.dtype.kind == "f":
            raise KernargError(f"{where}: got numpy {value.dtype}, a float for an integer argument")
        if float_width and value.dtype.kind in "iub":
            raise KernargError(f"{where}: got numpy {value.dtype}, an integer for a float argument")
        return value.tobytes() + bytes(size - value.dtype.itemsize)
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, int):
        if float_width:
            return encode_value(float(value), size, value_type, where)
        if not -(1 << (8 * width - 1)) <= value < (1 << (8 * width)):
            raise KernargError(f"{where}: {value} does not fit in {width} bytes")
        return (value & ((1 << (8 * width)) - 1)).to_bytes(width, "little") + pad
    if isinstance(value, float):
        if int_width:
            raise KernargError(f"{where}: got float {value!r} for an integer argument "
                               f"(pass an int, or a numpy scalar to force the bits)")
        if vt == "bf16":
            bits = struct.unpack("<I", struct.pack("<f", value))[0]
            return struct.pack("<H", ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF) + pad
        fmt = {2: "<e", 4: "<f", 8: "<d"}.get(width)
        if fmt is None:
            raise KernargError(f"{where}: a float cannot fill {size} bytes")
        try:
            return struct.pack(fmt, value) + pad
        except (OverflowError, struct.error):
            raise KernargError(f"{where}: {value!r} overflows a {width}-byte float") from None
    if value is None:
        raise KernargError(f"{where}: got None")
    raise KernargError(f"{where}: cannot pass a {type(value).__name__}")
