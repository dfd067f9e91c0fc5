"""KernelDescriptor: exact bytes, bitfields, granule rules against llvm-mc."""

from __future__ import annotations

import struct

import pytest
from hypothesis import given, strategies as st

from gcnasm import CodeObjectError, KernelDescriptor
from gcnasm.codeobject import descriptor as kd


@given(st.binary(min_size=64, max_size=64))
def test_bytes_round_trip(raw):
    d = KernelDescriptor.from_bytes(raw)
    assert d.to_bytes() == raw
    # every bitfield reads back what is written
    for register, names in KernelDescriptor.bitfield_names().items():
        before = getattr(d, register)
        for name in names:
            value = getattr(d, name)
            setattr(d, name, value)
        assert getattr(d, register) == before


def test_offsets_match_the_documented_layout():
    raw = bytearray(64)
    struct.pack_into("<I", raw, 0, 1)
    struct.pack_into("<I", raw, 4, 2)
    struct.pack_into("<I", raw, 8, 3)
    struct.pack_into("<q", raw, 16, -256)
    struct.pack_into("<I", raw, 44, 4)
    struct.pack_into("<I", raw, 48, 5)
    struct.pack_into("<I", raw, 52, 6)
    struct.pack_into("<H", raw, 56, 7)
    struct.pack_into("<H", raw, 58, 8)
    d = KernelDescriptor.from_bytes(bytes(raw))
    assert (d.group_segment_fixed_size, d.private_segment_fixed_size, d.kernarg_size) == (1, 2, 3)
    assert d.kernel_code_entry_byte_offset == -256
    assert (d.compute_pgm_rsrc3, d.compute_pgm_rsrc1, d.compute_pgm_rsrc2) == (4, 5, 6)
    assert (d.kernel_code_properties, d.kernarg_preload) == (7, 8)


def test_bitfields():
    d = KernelDescriptor()
    d.granulated_workitem_vgpr_count = 63
    d.granulated_wavefront_sgpr_count = 12
    d.float_denorm_mode_16_64 = 3
    assert d.compute_pgm_rsrc1 == 0xC033F
    assert d.vgpr_count == 512 and d.sgpr_count == 104
    d.user_sgpr_count = 2
    d.enable_sgpr_workgroup_id_x = d.enable_sgpr_workgroup_id_y = d.enable_sgpr_workgroup_id_z = 1
    assert d.compute_pgm_rsrc2 == 0x384
    d.accum_offset_field = 63
    assert d.accum_offset == 256
    d.kernarg_preload_spec_length = 4
    d.kernarg_preload_spec_offset = 1
    assert d.kernarg_preload == 0x84 and d.uses_kernarg_preload
    with pytest.raises(CodeObjectError, match="granulated_workitem_vgpr_count = 64"):
        d.granulated_workitem_vgpr_count = 64
    names = dict(d.fields())
    assert names["compute_pgm_rsrc1"] == 0xC033F and names["fp16_ovfl"] == 0
    assert any("granulated_workitem_vgpr_count=63" in line for line in d.describe())


def test_wrong_size():
    with pytest.raises(CodeObjectError, match="63 bytes"):
        KernelDescriptor.from_bytes(bytes(63))


def _mc_descriptor(toolchain, next_free_vgpr, next_free_sgpr, accum_offset):
    src = f""".text
.p2align 8
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr {next_free_vgpr}
  .amdhsa_next_free_sgpr {next_free_sgpr}
  .amdhsa_accum_offset {accum_offset}
.end_amdhsa_kernel
"""
    obj = toolchain.mc_assemble(src, obj=True)
    # the relocatable object's .rodata holds just the descriptor
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shnum, shstrndx = struct.unpack_from("<HH", obj, 0x3C)
    headers = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + 64 * i) for i in range(shnum)]
    names = headers[shstrndx][4]
    for h in headers:
        if obj[names + h[0]:].split(b"\0", 1)[0] == b".rodata":
            return KernelDescriptor.from_bytes(obj[h[4]:h[4] + 64])
    raise AssertionError("no .rodata")


@pytest.mark.parametrize("vgprs,sgprs", [(1, 1), (8, 8), (9, 9), (16, 17), (100, 84),
                                         (256, 96), (300, 100), (512, 102)])
def test_granules_match_llvm_mc(toolchain, vgprs, sgprs):
    accum = min(256, -(-vgprs // 4) * 4)
    d = _mc_descriptor(toolchain, vgprs, sgprs, accum)
    agprs = max(0, vgprs - accum)
    arch = min(vgprs, accum)
    assert d.granulated_workitem_vgpr_count == KernelDescriptor.vgpr_granule(arch, agprs, accum)
    assert d.granulated_wavefront_sgpr_count == KernelDescriptor.sgpr_granule(sgprs)
    assert d.accum_offset == accum
    assert d.vgpr_count >= vgprs and d.sgpr_count >= sgprs + kd.EXTRA_SGPRS


def test_assignment_is_checked():
    d = KernelDescriptor()
    with pytest.raises(CodeObjectError, match=r"group_segment_fixed_size = -1 is out of range"):
        d.group_segment_fixed_size = -1
    with pytest.raises(CodeObjectError, match=r"kernarg_size = 4294967296 is out of range"):
        d.kernarg_size = 2**32
    with pytest.raises(CodeObjectError, match=r"kernarg_preload must be an integer"):
        d.kernarg_preload = 1.5
    with pytest.raises(CodeObjectError, match=r"reserved1 must be 20 bytes"):
        d.reserved1 = bytes(4)
    assert d.to_bytes() == bytes(64)


# --- edits reach the written file (CodeObject.to_bytes) -----------------------
#
# The oracle: llvm-mc + ld.lld building kernels/vector_add.s (or mfma.s) with
# the same values in .amdhsa_* and in the metadata YAML.  An edit of the
# descriptor must give exactly that file: descriptor, metadata note and (when
# the note changes size) the re-laid-out sections.

from gcnasm import CodeObject                                   # noqa: E402
from gcnasm.codeobject import assemble, disassemble             # noqa: E402

from conftest import KERNELS                                    # noqa: E402


def _build():
    import sys
    if not (KERNELS / "build.py").is_file():
        pytest.skip("kernels/build.py is absent")
    sys.path.insert(0, str(KERNELS))
    import build
    return build


def _source(name, *replacements):
    text = (KERNELS / f"{name}.s").read_text()
    for old, new in replacements:
        assert text.count(old) == 1, f"{name}.s changed shape: {old!r}"
        text = text.replace(old, new)
    return text


def _template(toolchain, name):
    return CodeObject.from_bytes(_build().build_text(_source(name), toolchain), f"{name}.co")


def _reference(toolchain, name, *replacements):
    return _build().build_text(_source(name, *replacements), toolchain)


LDS = (".amdhsa_group_segment_fixed_size 0", ".group_segment_fixed_size: 0")


@pytest.mark.parametrize("lds", [16, 65536])
def test_lds_edit_is_written_with_the_metadata(toolchain, lds):
    """16 bytes keeps the note's size (patched in place); 65536 makes its
    msgpack integer longer, so the note grows and the file is re-laid-out."""
    co = _template(toolchain, "vector_add")
    original = co.to_bytes()
    co.kernels[0].descriptor.group_segment_fixed_size = lds
    assert co.has_edits()
    reference = _reference(toolchain, "vector_add",
                           (LDS[0], f".amdhsa_group_segment_fixed_size {lds}"),
                           (LDS[1], f".group_segment_fixed_size: {lds}"))
    written = co.to_bytes()
    assert written == reference
    back = CodeObject.from_bytes(written)
    assert (back.elf.require(".note").size == co.elf.require(".note").size) == (lds == 16)
    assert back.kernels[0].descriptor.group_segment_fixed_size == lds
    assert back.kernels[0].metadata[".group_segment_fixed_size"] == lds
    assert co.to_bytes() == written and original != written     # the object itself is unchanged
    assert co.elf.data == original


@pytest.mark.parametrize("field,directive,key,value", [
    ("private_segment_fixed_size", ".amdhsa_private_segment_fixed_size 0",
     ".private_segment_fixed_size: 0", 256),
    ("kernarg_size", ".amdhsa_kernarg_size 288", ".kernarg_segment_size: 288", 512),
])
def test_size_edits_match_llvm(toolchain, field, directive, key, value):
    co = _template(toolchain, "vector_add")
    setattr(co.kernels[0].descriptor, field, value)
    reference = _reference(toolchain, "vector_add",
                           (directive, directive.rsplit(" ", 1)[0] + f" {value}"),
                           (key, key.rsplit(" ", 1)[0] + f" {value}"))
    assert co.to_bytes() == reference


def test_raised_vgpr_granule_raises_vgpr_count(toolchain):
    """Granule 5 grants 48 VGPRs: LLVM writes that from next_free_vgpr 48,
    and the metadata's .vgpr_count says 48 (the runtime's occupancy reads it)."""
    co = _template(toolchain, "vector_add")
    co.kernels[0].descriptor.granulated_workitem_vgpr_count = 5
    reference = _reference(toolchain, "vector_add",
                           (".amdhsa_next_free_vgpr 8", ".amdhsa_next_free_vgpr 48"),
                           (".vgpr_count:     8", ".vgpr_count:     48"))
    assert co.to_bytes() == reference


def test_readelf_sees_the_edit(toolchain, tmp_path):
    """llvm-readelf --notes (an independent reader) shows the edited LDS
    size, and save() writes the same bytes as to_bytes()."""
    co = CodeObject.load(KERNELS / "two_kernels.co")
    co.kernels[1].descriptor.group_segment_fixed_size = 12288
    path = tmp_path / "edited.co"
    co.save(path)
    assert path.read_bytes() == co.to_bytes()
    notes = toolchain.llvm_readelf.run(["--notes", str(path)]).stdout.decode()
    assert ".group_segment_fixed_size: 12288" in notes
    assert notes.count(".group_segment_fixed_size:") == 2


def test_metadata_edits_are_written(toolchain):
    co = _template(toolchain, "vector_add")
    co.kernels[0].metadata[".max_flat_workgroup_size"] = 256
    reference = _reference(toolchain, "vector_add", (".max_flat_workgroup_size: 1024",
                                                     ".max_flat_workgroup_size: 256"))
    assert co.to_bytes() == reference
    # a kernel's map replaced by another one is written as well
    co = _template(toolchain, "vector_add")
    co.kernels[0].metadata = {**co.kernels[0].metadata, ".max_flat_workgroup_size": 256}
    assert co.to_bytes() == reference


def test_a_grown_note_moves_getpc_offsets(toolchain):
    """A note that grows by more than the padding after it moves .rodata and
    .text by different amounts (each PT_LOAD keeps its own page offset): the
    s_getpc_b64 offsets from .text to the tables in .rodata and each
    descriptor's entry offset change with them, as ld.lld links them."""
    long_name = "unsigned_int_" * 24
    co = _template(toolchain, "const_table")
    co.kernels[0].descriptor.group_segment_fixed_size = 65536
    co.kernels[0].metadata[".args"][2][".type_name"] = long_name
    reference = _reference(toolchain, "const_table",
                           (LDS[0], ".amdhsa_group_segment_fixed_size 65536"),
                           (LDS[1], ".group_segment_fixed_size: 65536"),
                           (".type_name: uint }", f".type_name: {long_name} }}"))
    written = co.to_bytes()
    back = CodeObject.from_bytes(written)
    moved = {name: back.elf.require(name).addr - co.elf.require(name).addr
             for name in (".rodata", ".text")}
    assert moved[".rodata"] != moved[".text"], moved     # else no offset would change
    assert written == reference


def test_metadata_that_msgpack_cannot_hold_is_an_error():
    co = CodeObject.load(KERNELS / "vector_add.co")
    co.kernels[0].metadata[".args"][0][".name"] = {"a", "set"}
    with pytest.raises(CodeObjectError, match="metadata: cannot be written as msgpack"):
        co.to_bytes()


def test_no_edit_gives_the_bytes_read():
    co = CodeObject.load(KERNELS / "mfma.co")
    data = (KERNELS / "mfma.co").read_bytes()
    assert not co.has_edits() and co.to_bytes() == data
    d = co.kernels[0].descriptor
    d.group_segment_fixed_size = d.group_segment_fixed_size        # same value: no edit
    assert not co.has_edits() and co.to_bytes() == data


def test_assemble_keeps_template_edits(toolchain):
    """The rewriter starts from the template as edited: a descriptor edit on
    the template and grown code give ld.lld's file for both changes."""
    co = _template(toolchain, "vector_add")
    co.kernels[0].descriptor.group_segment_fixed_size = 65536
    lines = disassemble(co).split("\n")
    at = next(i for i, line in enumerate(lines) if line.split()[:1] == ["s_endpgm"])
    lines[at:at] = ["\ts_nop 0"] * 300
    grown = assemble("\n".join(lines), co)
    reference = _reference(toolchain, "vector_add",
                           (LDS[0], f".amdhsa_group_segment_fixed_size 65536"),
                           (LDS[1], f".group_segment_fixed_size: 65536"),
                           (".Lvector_add_done:\n", ".Lvector_add_done:\n" + "\ts_nop 0\n" * 300))
    assert grown.to_bytes() == reference
    # and an unchanged disassembly with an edited template is not "identical"
    same = assemble(disassemble(co), co)
    assert same.rewrite_report.mode != "identical"
    assert same.kernels[0].descriptor.group_segment_fixed_size == 65536
    assert same.to_bytes() == co.to_bytes()


@pytest.mark.parametrize("edit,message", [
    (lambda d, m: setattr(d, "kernel_code_entry_byte_offset", d.kernel_code_entry_byte_offset + 256),
     r"kernel_code_entry_byte_offset cannot be edited"),
    (lambda d, m: setattr(d, "granulated_workitem_vgpr_count", 1),
     r"grants 16 VGPRs, but metadata \.vgpr_count says the kernel uses 20"),
    (lambda d, m: setattr(d, "accum_offset_field", 5),
     r"4 AGPRs \(metadata \.agpr_count\) from accum_offset 24 need 28 VGPRs; the descriptor "
     r"grants 24"),
    (lambda d, m: setattr(d, "granulated_wavefront_sgpr_count", 1),
     r"grants 16 SGPRs, but metadata \.sgpr_count says the kernel uses 26"),
    (lambda d, m: setattr(d, "kernarg_size", 8),
     r"kernarg_size = 8 is smaller than the kernel's arguments, which end at byte"),
    (lambda d, m: setattr(d, "group_segment_fixed_size", 160 * 1024 + 4),
     r"more LDS than a workgroup can have \(163840 bytes\)"),
    (lambda d, m: setattr(d, "enable_wavefront_size32", 1), r"runs wave64 only"),
    (lambda d, m: (setattr(d, "group_segment_fixed_size", 1024),
                   m.__setitem__(".group_segment_fixed_size", 512)),
     r"group_segment_fixed_size is 1024, but metadata \.group_segment_fixed_size was set to "
     r"512: set them to agree"),
], ids=["entry", "vgprs", "agprs", "sgprs", "kernarg", "lds", "wave32", "disagree"])
def test_edits_that_cannot_be_written_are_refused(edit, message):
    co = CodeObject.load(KERNELS / "mfma.co")
    k = co.kernels[0]
    edit(k.descriptor, k.metadata)
    with pytest.raises(CodeObjectError, match=message) as info:
        co.to_bytes()
    assert "gemm_bf16_16x16" in str(info.value)
    with pytest.raises(CodeObjectError, match=message):
        assemble(disassemble(co), co)


@pytest.mark.parametrize("key,value,message", [
    (".group_segment_fixed_size", 1024, r"metadata \.group_segment_fixed_size = 1024, but the "
     r"descriptor's group_segment_fixed_size is 0"),
    (".kernarg_segment_size", 4, r"metadata \.kernarg_segment_size = 4, but the descriptor's "
     r"kernarg_size is"),
    (".wavefront_size", 32, r"metadata \.wavefront_size = 32"),
    (".vgpr_count", 512, r"metadata \.vgpr_count = 512 exceeds the"),
    (".private_segment_fixed_size", "16", r"metadata \.private_segment_fixed_size = '16' is not "
     r"a count"),
], ids=["lds", "kernarg", "wave", "vgprs", "type"])
def test_metadata_edit_contradicting_the_descriptor_is_refused(tmp_path, key, value, message):
    """A metadata value set by hand that the descriptor contradicts is not
    written (save names the kernel and the key; nothing is written)."""
    co = CodeObject.load(KERNELS / "mfma.co")
    co.kernels[0].metadata[key] = value
    out = tmp_path / "md.co"
    for write in (co.to_bytes, lambda: co.save(out), lambda: assemble(disassemble(co), co)):
        with pytest.raises(CodeObjectError, match=message) as info:
            write()
        assert "kernel gemm_bf16_16x16" in str(info.value)
    assert not out.exists()


def test_metadata_edit_agreeing_with_the_descriptor_is_written():
    co = CodeObject.load(KERNELS / "mfma.co")
    k = co.kernels[0]
    k.descriptor.group_segment_fixed_size = 2048
    k.metadata[".group_segment_fixed_size"] = 2048
    written = CodeObject.from_bytes(co.to_bytes())
    assert written.kernels[0].metadata[".group_segment_fixed_size"] == 2048


def test_lowered_grant_with_lowered_count_is_written():
    """Lowering the grant is allowed once the metadata says the code uses no
    more (the user's statement; gcnasm.assemble checks code it assembles)."""
    co = CodeObject.load(KERNELS / "vector_add.co")
    k = co.kernels[0]
    k.descriptor.granulated_wavefront_sgpr_count = 2                # 24 SGPRs
    written = CodeObject.from_bytes(co.to_bytes())
    assert written.kernels[0].descriptor.sgpr_count == 24
    assert written.kernels[0].metadata[".sgpr_count"] == k.metadata[".sgpr_count"]


def test_misspelt_field_is_an_error_not_a_no_op():
    """Assigning a name that is no descriptor field raises, suggesting the
    closest field, and leaves the code object unedited."""
    co = CodeObject.load(KERNELS / "mfma.co")
    d = co.kernels[0].descriptor
    with pytest.raises(AttributeError, match=r"KernelDescriptor has no field "
                       r"'group_segment_size'; did you mean group_segment_fixed_size"):
        d.group_segment_size = 65536
    with pytest.raises(AttributeError, match=r"did you mean granulated_workitem_vgpr_count"):
        d.granulated_workitem_vgpr_cnt = 3
    with pytest.raises(AttributeError, match=r"KernelDescriptor\.vgpr_count is derived"):
        d.vgpr_count = 64
    assert not hasattr(d, "group_segment_size") and not co.has_edits()
    d.enable_ieee_mode = 0                     # bitfields and raw fields still assign
    d.kernarg_size = d.kernarg_size
    assert co.has_edits()


def test_misspelt_kernel_and_code_object_attributes_are_errors():
    co = CodeObject.load(KERNELS / "mfma.co")
    k = co.kernels[0]
    with pytest.raises(AttributeError, match=r"Kernel has no field 'metdata'; did you mean "
                       r"metadata\?"):
        k.metdata = {}
    with pytest.raises(AttributeError, match=r"Kernel has no field 'descriptr'; did you mean "
                       r"descriptor\b"):
        k.descriptr = k.descriptor
    with pytest.raises(AttributeError, match=r"CodeObject has no attribute 'metdata'; did you "
                       r"mean metadata\?"):
        co.metdata = {}
    k.metadata = dict(k.metadata)             # the editable attributes still assign
    co.metadata = co.metadata
    assert not co.has_edits()
