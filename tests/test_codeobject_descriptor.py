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
