"""The ``.amdhsa_kernel`` directive block: kernel descriptor <-> text.

:func:`directives` writes a descriptor as the ``.amdhsa_*`` lines LLVM 22
prints for gfx950 (code object V5/V6: architected flat scratch, no
wave32), in LLVM's order.  :class:`KernelBlock` reads them back the way
LLVM's assembler does:

* defaults (LLVM's ``getDefaultAmdhsaKernelDescriptor`` for gfx950):
  ``float_denorm_mode_16_64`` 3, ``dx10_clamp`` 1, ``ieee_mode`` 1,
  ``system_sgpr_workgroup_id_x`` 1, everything else 0;
* ``.amdhsa_next_free_vgpr`` and ``.amdhsa_next_free_sgpr`` (and, on the
  gfx90a family, ``.amdhsa_accum_offset``) are required; the granules are
  ``ceil(max(1, n) / 8) - 1`` with n the VGPR count, and the SGPR count plus
  6 (VCC, FLAT_SCRATCH, XNACK_MASK: always reserved with architected flat
  scratch);
* ``user_sgpr_count`` defaults to the user SGPRs the enabled inputs imply
  (dispatch ptr 2, queue ptr 2, kernarg ptr 2, dispatch id 2, private
  segment size 1, plus the preloaded kernarg dwords) and may not be smaller;
* a directive may not repeat; a value must fit its field.

Descriptor bits LLVM has no directive for (PRIORITY, PRIV, DEBUG_MODE,
BULKY, CDBG_USER, reserved bits and bytes) are written as the gcnasm
extension ``.gcnasm_descriptor_bits FIELD, VALUE`` (OR-ed into the raw field
after everything else), so any descriptor round-trips.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import descriptor as kd
from .descriptor import KernelDescriptor

MAX_USER_SGPRS = 16
MAX_NEXT_FREE_SGPR = kd.MAX_SGPRS           # 102 addressable on gfx9
MAX_NEXT_FREE_VGPR = kd.MAX_VGPRS           # 512 unified on the gfx90a family

# (directive suffix, descriptor attribute or None for the register directives),
# in the order LLVM 22 prints them for gfx950.
FIELDS: list[tuple[str, str | None]] = [
    ("group_segment_fixed_size", "group_segment_fixed_size"),
    ("private_segment_fixed_size", "private_segment_fixed_size"),
    ("kernarg_size", "kernarg_size"),
    ("user_sgpr_count", "user_sgpr_count"),
    ("user_sgpr_dispatch_ptr", "enable_sgpr_dispatch_ptr"),
    ("user_sgpr_queue_ptr", "enable_sgpr_queue_ptr"),
    ("user_sgpr_kernarg_segment_ptr", "enable_sgpr_kernarg_segment_ptr"),
    ("user_sgpr_dispatch_id", "enable_sgpr_dispatch_id"),
    ("user_sgpr_kernarg_preload_length", "kernarg_preload_spec_length"),
    ("user_sgpr_kernarg_preload_offset", "kernarg_preload_spec_offset"),
    ("user_sgpr_private_segment_size", "enable_sgpr_private_segment_size"),
    ("uses_dynamic_stack", "uses_dynamic_stack"),
    ("enable_private_segment", "enable_private_segment"),
    ("system_sgpr_workgroup_id_x", "enable_sgpr_workgroup_id_x"),
    ("system_sgpr_workgroup_id_y", "enable_sgpr_workgroup_id_y"),
    ("system_sgpr_workgroup_id_z", "enable_sgpr_workgroup_id_z"),
    ("system_sgpr_workgroup_info", "enable_sgpr_workgroup_info"),
    ("system_vgpr_workitem_id", "enable_vgpr_workitem_id"),
    ("next_free_vgpr", None),
    ("next_free_sgpr", None),
    ("accum_offset", None),
    ("reserve_vcc", None),
    ("float_round_mode_32", "float_round_mode_32"),
    ("float_round_mode_16_64", "float_round_mode_16_64"),
    ("float_denorm_mode_32", "float_denorm_mode_32"),
    ("float_denorm_mode_16_64", "float_denorm_mode_16_64"),
    ("dx10_clamp", "enable_dx10_clamp"),
    ("ieee_mode", "enable_ieee_mode"),
    ("fp16_overflow", "fp16_ovfl"),
    ("tg_split", "tg_split"),
    ("exception_fp_ieee_invalid_op", "enable_exception_ieee_754_fp_invalid_operation"),
    ("exception_fp_denorm_src", "enable_exception_fp_denormal_source"),
    ("exception_fp_ieee_div_zero", "enable_exception_ieee_754_fp_division_by_zero"),
    ("exception_fp_ieee_overflow", "enable_exception_ieee_754_fp_overflow"),
    ("exception_fp_ieee_underflow", "enable_exception_ieee_754_fp_underflow"),
    ("exception_fp_ieee_inexact", "enable_exception_ieee_754_fp_inexact"),
    ("exception_int_div_zero", "enable_exception_int_divide_by_zero"),
]
_ATTRIBUTE = dict(FIELDS)
# Accepted and checked, but without a descriptor bit of their own on gfx950.
_RESERVE = {"reserve_vcc", "reserve_xnack_mask"}
# Directives LLVM knows that gfx950 rejects (architected flat scratch, wave64, gfx10+).
_NOT_ON_GFX950 = {
    "user_sgpr_private_segment_buffer": "is not supported with architected flat scratch",
    "user_sgpr_flat_scratch_init": "is not supported with architected flat scratch",
    "reserve_flat_scratch": "is not supported with architected flat scratch",
    "system_sgpr_private_segment_wavefront_offset":
        "is not supported with architected flat scratch (use .amdhsa_enable_private_segment)",
    "wavefront_size32": "requires gfx10+",
    "workgroup_processor_mode": "requires gfx10+",
    "memory_ordered": "requires gfx10+",
    "forward_progress": "requires gfx10+",
    "shared_vgpr_count": "requires gfx10+",
    "round_robin_scheduling": "requires gfx12+",
    "inst_pref_size": "requires gfx11+",
    "named_barrier_count": "requires gfx1250",
}
# Raw fields the gcnasm extension directive may set bits in.
RAW_FIELDS = ("compute_pgm_rsrc1", "compute_pgm_rsrc2", "compute_pgm_rsrc3",
              "kernel_code_properties", "kernarg_preload", "reserved0", "reserved1",
              "reserved3")
EXTENSION = ".gcnasm_descriptor_bits"

_BYTE_FIELDS = {"reserved0": 4, "reserved1": 20, "reserved3": 4}


def _align(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment


def vgpr_blocks(next_free_vgpr: int) -> int:
    return -(-max(1, next_free_vgpr) // kd.VGPR_ALLOC_GRANULE) - 1


def sgpr_blocks(next_free_sgpr: int) -> int:
    return -(-max(1, next_free_sgpr + kd.EXTRA_SGPRS) // kd.SGPR_ALLOC_GRANULE) - 1


def implied_user_sgprs(d: KernelDescriptor) -> int:
    return (2 * (d.enable_sgpr_dispatch_ptr + d.enable_sgpr_queue_ptr
                 + d.enable_sgpr_kernarg_segment_ptr + d.enable_sgpr_dispatch_id)
            + d.enable_sgpr_private_segment_size + d.kernarg_preload_spec_length)


def default_descriptor() -> KernelDescriptor:
    d = KernelDescriptor()
    d.float_denorm_mode_16_64 = 3
    d.enable_dx10_clamp = 1
    d.enable_ieee_mode = 1
    d.enable_sgpr_workgroup_id_x = 1
    return d


# --- descriptor -> text ------------------------------------------------------

def register_counts(d: KernelDescriptor, metadata: dict) -> tuple[int, int]:
    """``(next_free_vgpr, next_free_sgpr)`` that give ``d``'s granules: the
    metadata's counts where they agree with the granules, else the largest
    count of the granule."""
    accum = d.accum_offset
    vgprs = metadata.get(".vgpr_count")
    agprs = metadata.get(".agpr_count") or 0
    total = None
    if isinstance(vgprs, int) and isinstance(agprs, int):
        total = accum + agprs if agprs else vgprs
    if total is None or vgpr_blocks(total) != d.granulated_workitem_vgpr_count or \
            accum > _align(max(1, total), 4):
        total = (d.granulated_workitem_vgpr_count + 1) * kd.VGPR_ALLOC_GRANULE
    sgprs = metadata.get(".sgpr_count")
    nsgpr = sgprs - kd.EXTRA_SGPRS if isinstance(sgprs, int) else None
    if nsgpr is None or not 0 <= nsgpr <= MAX_NEXT_FREE_SGPR or \
            sgpr_blocks(nsgpr) != d.granulated_wavefront_sgpr_count:
        nsgpr = min((d.granulated_wavefront_sgpr_count + 1) * kd.SGPR_ALLOC_GRANULE
                    - kd.EXTRA_SGPRS, MAX_NEXT_FREE_SGPR)
    return total, nsgpr


def directives(d: KernelDescriptor, metadata: dict, indent: str = "\t\t") -> list[str]:
    """The lines between ``.amdhsa_kernel`` and ``.end_amdhsa_kernel``."""
    next_vgpr, next_sgpr = register_counts(d, metadata)
    values = {"next_free_vgpr": next_vgpr, "next_free_sgpr": next_sgpr,
              "accum_offset": d.accum_offset, "reserve_vcc": 1}
    lines = []
    for name, attribute in FIELDS:
        value = values[name] if attribute is None else getattr(d, attribute)
        lines.append(f"{indent}.amdhsa_{name} {value}")
    # whatever the directives cannot express, as gcnasm extension lines
    rebuilt = build({n: values[n] if a is None else getattr(d, a) for n, a in FIELDS})
    for raw in RAW_FIELDS:
        want, got = getattr(d, raw), getattr(rebuilt, raw)
        if raw in _BYTE_FIELDS:
            if want != got:
                lines.append(f"{indent}{EXTENSION} {raw}, 0x{want.hex()}")
        elif want != got:
            if got & ~want:
                raise ValueError(f"descriptor {raw}: bits 0x{got & ~want:x} are implied by the "
                                 "directives but clear in the descriptor")
            lines.append(f"{indent}{EXTENSION} {raw}, 0x{want & ~got:x}")
    return lines


# --- text -> descriptor ------------------------------------------------------

class DirectiveError(Exception):
    """A bad ``.amdhsa_*`` line; ``column`` is 0-based within the line's
    body (the directive name when 0)."""

    def __init__(self, message: str, column: int = 0):
        super().__init__(message)
        self.message, self.column = message, column


@dataclass
class KernelBlock:
    """One ``.amdhsa_kernel NAME ... .end_amdhsa_kernel`` being read."""

    name: str
    line: int
    column: int
    values: dict[str, int] = field(default_factory=dict)
    extension: dict[str, object] = field(default_factory=dict)

    def set(self, directive: str, value_text: str, evaluate: Callable[[str], int],
            value_column: int) -> None:
        if directive == EXTENSION:
            self._extension(value_text, evaluate, value_column)
            return
        name = directive[len(".amdhsa_"):]
        if name in _NOT_ON_GFX950:
            raise DirectiveError(f"directive {directive} {_NOT_ON_GFX950[name]}; gfx950 has "
                                 "no such descriptor field")
        if name not in _ATTRIBUTE and name not in _RESERVE:
            raise DirectiveError(f"unknown .amdhsa_kernel directive '{directive}'")
        if name in self.values:
            raise DirectiveError(f".amdhsa_ directives cannot be repeated ({directive})")
        value = evaluate(value_text)
        if value < 0:
            raise DirectiveError(f"{directive}: value {value} is negative", value_column)
        attribute = _ATTRIBUTE.get(name)
        if attribute is not None:
            width = _width(attribute)
            if value >= 1 << width:
                raise DirectiveError(f"{directive}: value {value} does not fit in the "
                                     f"{width}-bit descriptor field", value_column)
        elif name in _RESERVE and value > 1:
            raise DirectiveError(f"{directive}: value must be 0 or 1", value_column)
        self.values[name] = value

    def _extension(self, text: str, evaluate, column: int) -> None:
        parts = [p.strip() for p in text.split(",", 1)]
        if len(parts) != 2 or parts[0] not in RAW_FIELDS:
            raise DirectiveError(f"{EXTENSION} takes FIELD, VALUE with FIELD one of "
                                 f"{', '.join(RAW_FIELDS)}", column)
        raw, value = parts
        if raw in _BYTE_FIELDS:
            try:
                data = bytes.fromhex(value[2:] if value.lower().startswith("0x") else value)
            except ValueError:
                raise DirectiveError(f"{EXTENSION} {raw}: expected hex bytes", column) from None
            if len(data) != _BYTE_FIELDS[raw]:
                raise DirectiveError(f"{EXTENSION} {raw}: {len(data)} bytes, the field has "
                                     f"{_BYTE_FIELDS[raw]}", column)
            self.extension[raw] = data
        else:
            bits = evaluate(value)
            limit = 16 if raw in ("kernel_code_properties", "kernarg_preload") else 32
            if not 0 <= bits < 1 << limit:
                raise DirectiveError(f"{EXTENSION} {raw}: 0x{bits:x} does not fit in "
                                     f"{limit} bits", column)
            self.extension[raw] = bits

    def descriptor(self) -> KernelDescriptor:
        """The descriptor (entry offset 0: the linker fills it in)."""
        for required in ("next_free_vgpr", "next_free_sgpr", "accum_offset"):
            if required not in self.values:
                raise DirectiveError(f".amdhsa_{required} directive is required")
        d = build(self.values)
        for raw, value in self.extension.items():
            if isinstance(value, bytes):
                setattr(d, raw, value)
            else:
                setattr(d, raw, getattr(d, raw) | value)
        return d


def _width(attribute: str) -> int:
    if attribute in ("group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size"):
        return 32
    return getattr(KernelDescriptor, attribute).width


def build(values: dict[str, int]) -> KernelDescriptor:
    """A descriptor from directive values (suffixes of ``.amdhsa_``), as
    LLVM's assembler derives it; raises DirectiveError like LLVM does."""
    d = default_descriptor()
    for name, attribute in FIELDS:
        if attribute is not None and attribute != "user_sgpr_count" and name in values:
            setattr(d, attribute, values[name])
    next_vgpr = values.get("next_free_vgpr", 0)
    next_sgpr = values.get("next_free_sgpr", 0)
    accum = values.get("accum_offset", 4)
    if next_vgpr > MAX_NEXT_FREE_VGPR:
        raise DirectiveError(f".amdhsa_next_free_vgpr {next_vgpr}: too many VGPRs (gfx950 has "
                             f"{MAX_NEXT_FREE_VGPR})")
    if next_sgpr > MAX_NEXT_FREE_SGPR:
        raise DirectiveError(f".amdhsa_next_free_sgpr {next_sgpr}: too many SGPRs (gfx950 has "
                             f"{MAX_NEXT_FREE_SGPR} addressable)")
    if not 4 <= accum <= 256 or accum % 4:
        raise DirectiveError(f".amdhsa_accum_offset {accum}: accum_offset should be in range "
                             "[4..256] in increments of 4")
    if accum > _align(max(1, next_vgpr), 4):
        raise DirectiveError(f".amdhsa_accum_offset {accum} exceeds the total VGPR allocation "
                             f"(.amdhsa_next_free_vgpr {next_vgpr})")
    d.granulated_workitem_vgpr_count = vgpr_blocks(next_vgpr)
    d.granulated_wavefront_sgpr_count = sgpr_blocks(next_sgpr)
    d.accum_offset_field = accum // 4 - 1
    implied = implied_user_sgprs(d)
    count = values.get("user_sgpr_count", implied)
    if count < implied:
        raise DirectiveError(f".amdhsa_user_sgpr_count {count} is smaller than the {implied} "
                             "user SGPRs the enabled inputs imply")
    if count > MAX_USER_SGPRS:
        raise DirectiveError(f"too many user SGPRs enabled ({count}; at most "
                             f"{MAX_USER_SGPRS})")
    d.user_sgpr_count = count
    return d
