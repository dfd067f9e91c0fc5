"""The NT_AMDGPU_METADATA note: a msgpack map describing every kernel
(``amdhsa.kernels``: name, descriptor symbol, arguments, register counts).

The note's descriptor is padded to 4 bytes, so it is read with a streaming
unpacker that stops after the first object.  msgpack's canonical (smallest)
encoding is what LLVM writes, so ``encode(decode(b)) == b`` for LLVM-made
notes; the tests check that over the whole corpus.

:func:`follow_descriptor` keeps a kernel's entry in step with edits of its
descriptor (the sizes and register counts both state),
:func:`contradictions` lists where an entry and its descriptor disagree, and
:func:`note_section` re-encodes the note for writing.
"""

from __future__ import annotations


import msgpack

from ..errors import CodeObjectError
from . import elf
from .descriptor import KernelDescriptor

NOTE_OWNER = "AMDGPU"
NT_AMDGPU_METADATA = 32


def decode(desc: bytes, where: str = "metadata note") -> dict[str, object]:
    """The metadata map held in a note descriptor."""
    unpacker = msgpack.Unpacker(raw=False, strict_map_key=False, max_buffer_size=max(len(desc), 1))
    unpacker.feed(desc)
    try:
        value = unpacker.unpack()
    except msgpack.OutOfData:
        raise CodeObjectError(f"{where}: msgpack data ends early ({len(desc)} bytes)") from None
    except (ValueError, TypeError, msgpack.ExtraData, msgpack.FormatError,
            msgpack.StackError, UnicodeDecodeError) as exc:
        raise CodeObjectError(f"{where}: not valid msgpack ({exc})") from None
    if not isinstance(value, dict):
        raise CodeObjectError(f"{where}: the msgpack value is a {type(value).__name__}, "
                              "not a map")
    kernels = value.get("amdhsa.kernels", [])
    if not isinstance(kernels, list) or not all(isinstance(k, dict) for k in kernels):
        raise CodeObjectError(f"{where}: amdhsa.kernels is not a list of maps")
    # What finding kernels and their arguments relies on (AMDGPUUsage's types);
    # any other key or value is kept as read, whatever its type.
    for i, entry in enumerate(kernels):
        for key in (".symbol", ".name"):
            if key in entry and not isinstance(entry[key], str):
                raise CodeObjectError(f"{where}: amdhsa.kernels[{i}] {key} is "
                                      f"{entry[key]!r}, not a string")
        args = entry.get(".args", [])
        if not isinstance(args, list) or not all(isinstance(a, dict) for a in args):
            raise CodeObjectError(f"{where}: amdhsa.kernels[{i}] .args is not a list of maps")
    return value


def encode(metadata: dict[str, object]) -> bytes:
    """msgpack bytes for a metadata map (canonical encoding, as LLVM writes)."""
    try:
        return msgpack.packb(metadata, use_bin_type=True)
    except (TypeError, ValueError, OverflowError) as exc:
        raise CodeObjectError(f"metadata: cannot be written as msgpack ({exc})") from None


def build_note(desc: bytes, name: str = NOTE_OWNER, note_type: int = NT_AMDGPU_METADATA) -> bytes:
    """One ELF note record (header, padded name, padded descriptor)."""
    raw_name = name.encode() + b"\0"
    pad = lambda b: b + bytes(-len(b) % 4)  # noqa: E731 - tiny local helper
    return elf.NOTE_HEADER.pack(len(raw_name), len(desc), note_type) + pad(raw_name) + pad(desc)


def note_section(image: elf.ElfFile, metadata: dict[str, object]) -> tuple[str, bytes]:
    """(name, bytes) of the NOTE section holding the metadata note, with that
    note re-encoded from ``metadata`` and every other note kept."""
    for sec in image.sections:
        if sec.type != elf.SHT_NOTE:
            continue
        notes = image.notes(sec)
        if not any(n.name == NOTE_OWNER and n.type == NT_AMDGPU_METADATA for n in notes):
            continue
        raw = b"".join(build_note(encode(metadata) if n.name == NOTE_OWNER and
                                  n.type == NT_AMDGPU_METADATA else n.desc, n.name, n.type)
                       for n in notes)
        return sec.name, raw
    raise CodeObjectError(f"{image.path}: no metadata note to update")


# --- keeping a kernel's entry in step with its descriptor ----------------------

# Descriptor fields that the metadata states again, byte counts both.
SIZE_KEYS = {"group_segment_fixed_size": ".group_segment_fixed_size",
             "private_segment_fixed_size": ".private_segment_fixed_size",
             "kernarg_size": ".kernarg_segment_size"}


def follow_descriptor(entry: dict[str, object], file_entry: dict[str, object],
                      before: KernelDescriptor, after: KernelDescriptor, where: str,
                      max_group_segment: int | None = None) -> None:
    """Bring one kernel's metadata ``entry`` in step with edits of its
    descriptor: ``before`` is the descriptor in the file, ``after`` the one to
    write; ``file_entry`` is the entry as in the file (a key that differs from
    it was set by hand, and is kept unless it contradicts the descriptor).

    * LDS, scratch and kernarg sizes: the metadata key takes the descriptor's
      value (a kernarg size of 0, which AMD's kernels write, leaves it);
    * VGPR granule raised: ``.vgpr_count`` becomes the new grant (LLVM writes
      the granule from ``.vgpr_count``, and the runtime's occupancy query
      reads it); ``.vgpr_count`` also covers ``accum_offset + .agpr_count``;
    * ``.sgpr_count`` (registers used; the granule adds VCC, FLAT_SCRATCH
      and XNACK_MASK) is kept;
    * a grant below what the metadata says the kernel uses is refused.

    Only keys the entry has are written.  Errors name the kernel and field."""

    def hand_edited(key: str) -> bool:
        return key in entry and entry[key] != file_entry.get(key)

    def put(key: str, value, because: str) -> None:
        if key not in entry or entry[key] == value:
            return
        if hand_edited(key):
            raise CodeObjectError(f"{where}: the descriptor's {because}, but metadata {key} "
                                  f"was set to {entry[key]}: set them to agree")
        entry[key] = value

    for field, key in SIZE_KEYS.items():
        value = getattr(after, field)
        if value == getattr(before, field):
            continue
        if field == "group_segment_fixed_size" and max_group_segment is not None \
                and value > max_group_segment:
            raise CodeObjectError(f"{where}: group_segment_fixed_size = {value} is more LDS "
                                  f"than a workgroup can have ({max_group_segment} bytes)")
        if field == "kernarg_size":
            if value == 0:
                continue
            args = entry.get(".args", [])
            end = max((a.get(".offset", 0) + a.get(".size", 0) for a in args
                       if isinstance(a, dict)), default=0)
            if value < end:
                raise CodeObjectError(f"{where}: kernarg_size = {value} is smaller than the "
                                      f"kernel's arguments, which end at byte {end}")
        put(key, value, f"{field} is {value}")

    if after.uses_dynamic_stack != before.uses_dynamic_stack:
        put(".uses_dynamic_stack", bool(after.uses_dynamic_stack),
            f"uses_dynamic_stack is {after.uses_dynamic_stack}")

    vgprs_changed = after.granulated_workitem_vgpr_count != before.granulated_workitem_vgpr_count
    if vgprs_changed or after.accum_offset != before.accum_offset:
        count, agprs = entry.get(".vgpr_count"), entry.get(".agpr_count", 0)
        if isinstance(count, int) and count > after.vgpr_count:
            raise CodeObjectError(
                f"{where}: the descriptor grants {after.vgpr_count} VGPRs, but metadata "
                f".vgpr_count says the kernel uses {count}; lower .vgpr_count too if its code "
                "really uses fewer")
        if isinstance(agprs, int) and agprs and after.accum_offset + agprs > after.vgpr_count:
            raise CodeObjectError(
                f"{where}: {agprs} AGPRs (metadata .agpr_count) from accum_offset "
                f"{after.accum_offset} need {after.accum_offset + agprs} VGPRs; the descriptor "
                f"grants {after.vgpr_count}")
        if isinstance(count, int) and not hand_edited(".vgpr_count"):
            wanted = count
            if after.granulated_workitem_vgpr_count > before.granulated_workitem_vgpr_count:
                wanted = after.vgpr_count
            if isinstance(agprs, int) and agprs:
                wanted = max(wanted, after.accum_offset + agprs)
            entry[".vgpr_count"] = wanted

    if after.granulated_wavefront_sgpr_count != before.granulated_wavefront_sgpr_count:
        count = entry.get(".sgpr_count")
        if isinstance(count, int) and count > after.sgpr_count:
            raise CodeObjectError(
                f"{where}: the descriptor grants {after.sgpr_count} SGPRs, but metadata "
                f".sgpr_count says the kernel uses {count}; lower .sgpr_count too if its code "
                "really uses fewer")


# --- where an entry contradicts its descriptor ---------------------------------

def contradictions(entry: dict[str, object], descriptor: KernelDescriptor) -> list[tuple[str, str]]:
    """(metadata key, message) for each key of one kernel's metadata
    ``entry`` that contradicts its ``descriptor`` (keys the entry lacks are
    not checked).  The rule is what AMD's own files keep (all 745 corpus
    files and LLVM's output agree with it):

    * ``.group_segment_fixed_size`` and ``.private_segment_fixed_size`` equal
      the descriptor's sizes;
    * ``.kernarg_segment_size`` equals ``kernarg_size`` where that is nonzero
      (AMD's hand-written kernels leave the descriptor's 0 and state the size
      in the metadata alone);
    * ``.wavefront_size`` is the descriptor's (32 with
      ``enable_wavefront_size32``, else 64); ``.uses_dynamic_stack`` agrees;
    * ``.vgpr_count`` and ``.sgpr_count`` (registers used) fit the granules'
      grant, and ``accum_offset + .agpr_count`` fits the VGPR grant (the
      grant may be larger than the counts: it is rounded up, and AMD's
      kernels often ask for more)."""
    out: list[tuple[str, str]] = []

    def number(key: str) -> int | None:
        value = entry.get(key)
        if key not in entry:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            out.append((key, f"metadata {key} = {value!r} is not a count (an integer >= 0)"))
            return None
        return value

    for field, key in SIZE_KEYS.items():
        value, stated = getattr(descriptor, field), number(key)
        if stated is None or stated == value or (field == "kernarg_size" and value == 0):
            continue
        out.append((key, f"metadata {key} = {stated}, but the descriptor's {field} is {value}"))
    wave = number(".wavefront_size")
    want = 32 if descriptor.enable_wavefront_size32 else 64
    if wave is not None and wave != want:
        out.append((".wavefront_size", f"metadata .wavefront_size = {wave}, but the "
                    f"descriptor's enable_wavefront_size32 is "
                    f"{descriptor.enable_wavefront_size32} (wave{want})"))
    if ".uses_dynamic_stack" in entry and \
            bool(entry[".uses_dynamic_stack"]) != bool(descriptor.uses_dynamic_stack):
        out.append((".uses_dynamic_stack", f"metadata .uses_dynamic_stack = "
                    f"{entry['.uses_dynamic_stack']!r}, but the descriptor's uses_dynamic_stack "
                    f"is {descriptor.uses_dynamic_stack}"))
    vgprs = number(".vgpr_count")
    if vgprs is not None and vgprs > descriptor.vgpr_count:
        out.append((".vgpr_count", f"metadata .vgpr_count = {vgprs} exceeds the "
                    f"{descriptor.vgpr_count} VGPRs the descriptor grants"))
    agprs = number(".agpr_count")
    if agprs and descriptor.accum_offset + agprs > descriptor.vgpr_count:
        out.append((".agpr_count", f"metadata .agpr_count = {agprs} AGPRs from accum_offset "
                    f"{descriptor.accum_offset} exceed the {descriptor.vgpr_count} VGPRs the "
                    f"descriptor grants"))
    sgprs = number(".sgpr_count")
    if sgprs is not None and sgprs > descriptor.sgpr_count:
        out.append((".sgpr_count", f"metadata .sgpr_count = {sgprs} exceeds the "
                    f"{descriptor.sgpr_count} SGPRs the descriptor grants"))
    return out
