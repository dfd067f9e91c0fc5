"""The 64-byte AMDHSA kernel descriptor (``<kernel>.kd``), field by field.

Layout (code object V4-V6, AMDGPUUsage "Kernel Descriptor"; byte offsets):

====  ====  ==============================  ====================================
  0     4   group_segment_fixed_size        static LDS bytes
  4     4   private_segment_fixed_size      scratch bytes per work-item
  8     4   kernarg_size                    kernarg bytes
 12     4   reserved0
 16     8   kernel_code_entry_byte_offset   signed; entry = descriptor address + this
 24    20   reserved1
 44     4   compute_pgm_rsrc3               gfx90a+: ACCUM_OFFSET, TG_SPLIT
 48     4   compute_pgm_rsrc1               register granules, float modes, ...
 52     4   compute_pgm_rsrc2               user SGPRs, workgroup ids, exceptions
 56     2   kernel_code_properties          which SGPR inputs the kernel gets
 58     2   kernarg_preload                 preload length/offset in dwords
 60     4   reserved3
====  ====  ==============================  ====================================

The bitfields of rsrc1/rsrc2/rsrc3, kernel_code_properties and kernarg_preload
are exposed as attributes (``kd.granulated_workitem_vgpr_count``), readable
and writable; :meth:`KernelDescriptor.fields` lists them all.  Every
assignment is checked against the field's width, so a value that cannot be
written fails where it is assigned, naming the field; assigning a name that
is no field (``d.group_segment_size``) is an AttributeError suggesting the
closest field.  A code object writes
its kernels' descriptors as they are when it is written (see
``CodeObject.to_bytes``).
"""

from __future__ import annotations

import struct

from ..errors import CodeObjectError, unknown_attribute
from ..records import Record

SIZE = 64
ENTRY_OFFSET_FIELD = 16          # byte offset of kernel_code_entry_byte_offset
ENTRY_ALIGNMENT = 256            # the hardware fetches kernels from 256-byte boundaries
PRELOAD_PROLOGUE = 256           # with kernarg preload, the body starts at entry + 256

_LAYOUT = struct.Struct("<III4sq20sIIIHH4s")
# (minimum, maximum) of each integer field, or the length of a bytes field,
# from the struct codes above (in field order).
_FIELD_CODES = ("I", "I", "I", "4s", "q", "20s", "I", "I", "I", "H", "H", "4s")
_CODE_RANGES = {"I": (0, 2**32 - 1), "H": (0, 2**16 - 1), "q": (-2**63, 2**63 - 1)}

# gfx90a/gfx942/gfx950 (wave64): VGPRs (arch + AGPRs, unified) are granted in
# blocks of 8, SGPRs in blocks of 8 (checked against llvm-mc 22's
# .amdhsa_next_free_* handling).  On GFX9 the descriptor's SGPR count also
# covers VCC, FLAT_SCRATCH and XNACK_MASK: llvm-mc adds 6 for gfx950 whatever
# .amdhsa_reserve_vcc says.
VGPR_ALLOC_GRANULE = 8
SGPR_ALLOC_GRANULE = 8
EXTRA_SGPRS = 6
MAX_VGPRS = 512                  # unified arch+acc register file per lane
MAX_SGPRS = 102                  # s0..s101 (VCC etc. live above)
ACCUM_OFFSET_GRANULE = 4
MAX_GROUP_SEGMENT_SIZE = 160 * 1024   # gfx950: 160 KiB of LDS per workgroup


class BitField:
    """One named bitfield of an integer attribute (a Python descriptor)."""

    def __init__(self, register: str, shift: int, width: int, doc: str = ""):
        self.register, self.shift, self.width = register, shift, width
        self.mask = ((1 << width) - 1) << shift
        self.__doc__ = doc

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return (getattr(obj, self.register) & self.mask) >> self.shift

    def __set__(self, obj, value):
        value = int(value)
        if not 0 <= value < (1 << self.width):
            raise CodeObjectError(f"kernel descriptor field {self.name} = {value} does not fit "
                                  f"in {self.width} bits")
        reg = getattr(obj, self.register)
        setattr(obj, self.register, (reg & ~self.mask) | (value << self.shift))


class KernelDescriptor(Record):
    """A kernel descriptor; :meth:`from_bytes` and :meth:`to_bytes` are exact
    inverses (reserved bytes are kept, whatever they hold).  Descriptors with
    equal fields are equal (and so not hashable: they are mutable)."""

    # The raw fields, in the order of their bytes.
    RAW_FIELDS = ("group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size",
                  "reserved0", "kernel_code_entry_byte_offset", "reserved1", "compute_pgm_rsrc3",
                  "compute_pgm_rsrc1", "compute_pgm_rsrc2", "kernel_code_properties",
                  "kernarg_preload", "reserved3")
    FIELDS = RAW_FIELDS
    __slots__ = RAW_FIELDS

    def __init__(self, group_segment_fixed_size: int = 0, private_segment_fixed_size: int = 0,
                 kernarg_size: int = 0, reserved0: bytes = bytes(4),
                 kernel_code_entry_byte_offset: int = 0, reserved1: bytes = bytes(20),
                 compute_pgm_rsrc3: int = 0, compute_pgm_rsrc1: int = 0,
                 compute_pgm_rsrc2: int = 0, kernel_code_properties: int = 0,
                 kernarg_preload: int = 0, reserved3: bytes = bytes(4)):
        # Each assignment goes through __setattr__, which checks the value.
        self.group_segment_fixed_size = group_segment_fixed_size
        self.private_segment_fixed_size = private_segment_fixed_size
        self.kernarg_size = kernarg_size
        self.reserved0 = reserved0
        self.kernel_code_entry_byte_offset = kernel_code_entry_byte_offset
        self.reserved1 = reserved1
        self.compute_pgm_rsrc3 = compute_pgm_rsrc3
        self.compute_pgm_rsrc1 = compute_pgm_rsrc1
        self.compute_pgm_rsrc2 = compute_pgm_rsrc2
        self.kernel_code_properties = kernel_code_properties
        self.kernarg_preload = kernarg_preload
        self.reserved3 = reserved3

    # compute_pgm_rsrc1
    granulated_workitem_vgpr_count = BitField("compute_pgm_rsrc1", 0, 6, "VGPR blocks - 1")
    granulated_wavefront_sgpr_count = BitField("compute_pgm_rsrc1", 6, 4, "SGPR blocks - 1")
    priority = BitField("compute_pgm_rsrc1", 10, 2)
    float_round_mode_32 = BitField("compute_pgm_rsrc1", 12, 2)
    float_round_mode_16_64 = BitField("compute_pgm_rsrc1", 14, 2)
    float_denorm_mode_32 = BitField("compute_pgm_rsrc1", 16, 2)
    float_denorm_mode_16_64 = BitField("compute_pgm_rsrc1", 18, 2)
    priv = BitField("compute_pgm_rsrc1", 20, 1)
    enable_dx10_clamp = BitField("compute_pgm_rsrc1", 21, 1)
    debug_mode = BitField("compute_pgm_rsrc1", 22, 1)
    enable_ieee_mode = BitField("compute_pgm_rsrc1", 23, 1)
    bulky = BitField("compute_pgm_rsrc1", 24, 1)
    cdbg_user = BitField("compute_pgm_rsrc1", 25, 1)
    fp16_ovfl = BitField("compute_pgm_rsrc1", 26, 1)
    rsrc1_reserved = BitField("compute_pgm_rsrc1", 27, 5)
    # compute_pgm_rsrc2
    enable_private_segment = BitField("compute_pgm_rsrc2", 0, 1)
    user_sgpr_count = BitField("compute_pgm_rsrc2", 1, 5)
    enable_trap_handler = BitField("compute_pgm_rsrc2", 6, 1)
    enable_sgpr_workgroup_id_x = BitField("compute_pgm_rsrc2", 7, 1)
    enable_sgpr_workgroup_id_y = BitField("compute_pgm_rsrc2", 8, 1)
    enable_sgpr_workgroup_id_z = BitField("compute_pgm_rsrc2", 9, 1)
    enable_sgpr_workgroup_info = BitField("compute_pgm_rsrc2", 10, 1)
    enable_vgpr_workitem_id = BitField("compute_pgm_rsrc2", 11, 2, "0: x, 1: x,y, 2: x,y,z")
    enable_exception_address_watch = BitField("compute_pgm_rsrc2", 13, 1)
    enable_exception_memory = BitField("compute_pgm_rsrc2", 14, 1)
    granulated_lds_size = BitField("compute_pgm_rsrc2", 15, 9, "set by the packet processor; 0 here")
    enable_exception_ieee_754_fp_invalid_operation = BitField("compute_pgm_rsrc2", 24, 1)
    enable_exception_fp_denormal_source = BitField("compute_pgm_rsrc2", 25, 1)
    enable_exception_ieee_754_fp_division_by_zero = BitField("compute_pgm_rsrc2", 26, 1)
    enable_exception_ieee_754_fp_overflow = BitField("compute_pgm_rsrc2", 27, 1)
    enable_exception_ieee_754_fp_underflow = BitField("compute_pgm_rsrc2", 28, 1)
    enable_exception_ieee_754_fp_inexact = BitField("compute_pgm_rsrc2", 29, 1)
    enable_exception_int_divide_by_zero = BitField("compute_pgm_rsrc2", 30, 1)
    rsrc2_reserved = BitField("compute_pgm_rsrc2", 31, 1)
    # compute_pgm_rsrc3 (gfx90a family)
    accum_offset_field = BitField("compute_pgm_rsrc3", 0, 6, "accum_offset / 4 - 1")
    rsrc3_reserved0 = BitField("compute_pgm_rsrc3", 6, 10)
    tg_split = BitField("compute_pgm_rsrc3", 16, 1)
    rsrc3_reserved1 = BitField("compute_pgm_rsrc3", 17, 15)
    # kernel_code_properties
    enable_sgpr_private_segment_buffer = BitField("kernel_code_properties", 0, 1)
    enable_sgpr_dispatch_ptr = BitField("kernel_code_properties", 1, 1)
    enable_sgpr_queue_ptr = BitField("kernel_code_properties", 2, 1)
    enable_sgpr_kernarg_segment_ptr = BitField("kernel_code_properties", 3, 1)
    enable_sgpr_dispatch_id = BitField("kernel_code_properties", 4, 1)
    enable_sgpr_flat_scratch_init = BitField("kernel_code_properties", 5, 1)
    enable_sgpr_private_segment_size = BitField("kernel_code_properties", 6, 1)
    enable_wavefront_size32 = BitField("kernel_code_properties", 10, 1)
    uses_dynamic_stack = BitField("kernel_code_properties", 11, 1)
    # kernarg_preload
    kernarg_preload_spec_length = BitField("kernarg_preload", 0, 7, "dwords preloaded into SGPRs")
    kernarg_preload_spec_offset = BitField("kernarg_preload", 7, 9, "first preloaded dword")

    def __setattr__(self, name: str, value) -> None:
        code = _FIELD_CODE.get(name)
        if code is not None:
            value = _checked(name, code, value)
        elif not isinstance(getattr(type(self), name, None), BitField):
            # A misspelt field would otherwise become an attribute that
            # to_bytes never writes: a silent no-op.
            if isinstance(getattr(type(self), name, None), property):
                raise AttributeError(f"KernelDescriptor.{name} is derived from the fields; "
                                     "set the field it is computed from")
            raise unknown_attribute("KernelDescriptor", name, _SETTABLE)
        object.__setattr__(self, name, value)

    # --- bytes ---------------------------------------------------------------

    @classmethod
    def from_bytes(cls, data: bytes, where: str = "kernel descriptor") -> KernelDescriptor:
        if len(data) != SIZE:
            raise CodeObjectError(f"{where}: {len(data)} bytes, a kernel descriptor is {SIZE}")
        return cls(*_LAYOUT.unpack(bytes(data)))

    def to_bytes(self) -> bytes:
        return _LAYOUT.pack(*self.field_values())

    # --- derived values ------------------------------------------------------

    @property
    def vgpr_count(self) -> int:
        """VGPRs allocated per lane (arch + AGPRs, unified), from the granule."""
        return (self.granulated_workitem_vgpr_count + 1) * VGPR_ALLOC_GRANULE

    @property
    def sgpr_count(self) -> int:
        """SGPRs granted per wave (VCC, FLAT_SCRATCH, XNACK_MASK included),
        from the granule."""
        return (self.granulated_wavefront_sgpr_count + 1) * SGPR_ALLOC_GRANULE

    @property
    def accum_offset(self) -> int:
        """First unified register index that holds AGPRs (gfx90a family)."""
        return (self.accum_offset_field + 1) * ACCUM_OFFSET_GRANULE

    @property
    def uses_kernarg_preload(self) -> bool:
        return self.kernarg_preload_spec_length > 0

    @staticmethod
    def vgpr_granule(arch_vgprs: int, acc_vgprs: int = 0, accum_offset: int = 0) -> int:
        """GRANULATED_WORKITEM_VGPR_COUNT for a kernel using ``arch_vgprs``
        VGPRs and ``acc_vgprs`` AGPRs (AGPRs start at ``accum_offset``, or at
        ``arch_vgprs`` rounded up to 4 when 0)."""
        start = max(accum_offset, _align(arch_vgprs, ACCUM_OFFSET_GRANULE))
        used = start + acc_vgprs if acc_vgprs else _align(arch_vgprs, ACCUM_OFFSET_GRANULE)
        return max(0, -(-used // VGPR_ALLOC_GRANULE) - 1)

    @staticmethod
    def sgpr_granule(next_free_sgpr: int) -> int:
        """GRANULATED_WAVEFRONT_SGPR_COUNT for a kernel using s0 ..
        s(next_free_sgpr - 1): llvm-mc's rule, EXTRA_SGPRS added."""
        return max(0, -(-(max(1, next_free_sgpr) + EXTRA_SGPRS) // SGPR_ALLOC_GRANULE) - 1)

    # --- listing -------------------------------------------------------------

    @classmethod
    def bitfield_names(cls) -> dict[str, list[str]]:
        """Bitfield attribute names grouped by the raw field holding them."""
        out: dict[str, list[str]] = {}
        for name, value in vars(cls).items():
            if isinstance(value, BitField):
                out.setdefault(value.register, []).append(name)
        return out

    def fields(self) -> list[tuple[str, object]]:
        """Every raw field, then every bitfield, as (name, value) pairs."""
        out: list[tuple[str, object]] = [(name, getattr(self, name)) for name in self.RAW_FIELDS]
        for names in self.bitfield_names().values():
            out.extend((n, getattr(self, n)) for n in names)
        return out

    def describe(self) -> list[str]:
        """Human-readable lines: raw words with their non-zero bitfields."""
        groups = self.bitfield_names()
        lines = []
        for name in self.RAW_FIELDS:
            value = getattr(self, name)
            if isinstance(value, bytes):
                if any(value):
                    lines.append(f"{name} = {value.hex()}")
                continue
            text = f"{name} = {value}" if name.endswith(("size", "offset")) else \
                f"{name} = 0x{value:x}"
            parts = [f"{n}={getattr(self, n)}" for n in groups.get(name, ())
                     if getattr(self, n)]
            lines.append(text + (f" ({', '.join(parts)})" if parts else ""))
        return lines


_FIELD_CODE = dict(zip(KernelDescriptor.RAW_FIELDS, _FIELD_CODES))
# Every name a descriptor can be assigned: the raw fields and the bitfields.
_SETTABLE = frozenset(_FIELD_CODE) | frozenset(
    name for names in KernelDescriptor.bitfield_names().values() for name in names)


def _checked(name: str, code: str, value):
    """``value`` if it fits field ``name`` (struct code ``code``), else a
    CodeObjectError naming the field."""
    if code.endswith("s"):
        length = int(code[:-1])
        if not isinstance(value, (bytes, bytearray)) or len(value) != length:
            raise CodeObjectError(f"kernel descriptor field {name} must be {length} bytes, "
                                  f"not {value!r}")
        return bytes(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise CodeObjectError(f"kernel descriptor field {name} must be an integer, "
                              f"not {value!r}")
    low, high = _CODE_RANGES[code]
    if not low <= value <= high:
        raise CodeObjectError(f"kernel descriptor field {name} = {value} is out of range "
                              f"({low}..{high})")
    return int(value)


def _align(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment
