"""The parts of standalone assembly one by one: .amdhsa_kernel derivation
against llvm-mc on random field values, DWARF encodings, the linker's hash
tables against ld.lld's."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest

from gcnasm.codeobject import KernelDescriptor, amdhsa, debuginfo, elf
from gcnasm.codeobject import link as ld


def _random_block(rng: random.Random):
    values = {}
    for name, attribute in amdhsa.FIELDS:
        if attribute is None or rng.random() < 0.4:
            continue
        field = getattr(KernelDescriptor, attribute, None)
        width = field.width if field is not None and hasattr(field, "width") else 32
        limit = {"group_segment_fixed_size": 1 << 17, "private_segment_fixed_size": 1 << 12,
                 "kernarg_size": 1 << 12}.get(attribute, 1 << min(width, 3))
        values[name] = rng.randrange(limit)
    values.pop("user_sgpr_count", None)
    values.pop("user_sgpr_kernarg_preload_length", None)
    values.pop("user_sgpr_kernarg_preload_offset", None)
    next_vgpr = rng.randrange(1, 513)
    values["next_free_vgpr"] = next_vgpr
    values["next_free_sgpr"] = rng.randrange(0, 103)
    values["accum_offset"] = 4 * rng.randrange(1, min(64, -(-next_vgpr // 4)) + 1)
    if rng.random() < 0.5:
        implied = 2 * sum(values.get(n, 0) for n in (
            "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr", "user_sgpr_kernarg_segment_ptr",
            "user_sgpr_dispatch_id")) + values.get("user_sgpr_private_segment_size", 0)
        values["user_sgpr_count"] = rng.randrange(implied, 17)
    return values


def test_descriptors_derive_as_llvm_mc_derives(toolchain):
    """40 random .amdhsa_kernel blocks through llvm-mc and through
    amdhsa.build: the same 64 bytes (the entry offset is a relocation, 0 in
    the object)."""
    rng = random.Random(5)
    blocks = [_random_block(rng) for _ in range(40)]
    lines = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"', "\t.amdhsa_code_object_version 6",
             "\t.text"]
    for i in range(len(blocks)):
        lines += [f"\t.globl k{i}", "\t.p2align 8", f"k{i}:", "\ts_endpgm"]
    lines.append("\t.rodata")
    for i, values in enumerate(blocks):
        lines += ["\t.p2align 6", f"\t.amdhsa_kernel k{i}"]
        lines += [f"\t\t.amdhsa_{name} {value}" for name, value in values.items()]
        lines.append("\t.end_amdhsa_kernel")
    obj = elf.ElfFile(toolchain.mc_assemble("\n".join(lines) + "\n", obj=True), "llvm-mc")
    rodata = obj.section_bytes(obj.require(".rodata"))
    for i, values in enumerate(blocks):
        assert amdhsa.build(values).to_bytes() == rodata[64 * i:64 * i + 64], values


@pytest.mark.parametrize("value, encoded", [(0, "00"), (127, "7f"), (128, "8001"),
                                            (624485, "e58e26")])
def test_uleb(value, encoded):
    assert debuginfo.uleb(value).hex() == encoded


@pytest.mark.parametrize("value, encoded", [(0, "00"), (-1, "7f"), (63, "3f"), (64, "c000"),
                                            (-16, "70"), (-123456, "c0bb78")])
def test_sleb(value, encoded):
    assert debuginfo.sleb(value).hex() == encoded


def test_line_advances():
    # (line delta, address delta in units): special opcode, const_add_pc,
    # advance_line + copy, advance_pc, end of sequence
    assert debuginfo.line_advance(1, 0).hex() == "13"
    assert debuginfo.line_advance(0, 20).hex() == "083c"     # 8: DW_LNS_const_add_pc
    assert debuginfo.line_advance(-16, 64).hex() == "037002400" + "1"
    assert debuginfo.line_advance(None, 264).hex() == "0288020001" + "01"


def test_hash_tables_match_ld_lld(toolchain):
    """Nine exported symbols (so .gnu.hash has two buckets and sorts them):
    gcnasm's .dynsym, .gnu.hash, .hash and .dynstr against ld.lld's."""
    names = [f"kernel_{c}{i}" for i, c in enumerate("abcdefghi")]
    lines = ['\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"', "\t.text"]
    for n in names:
        lines += [f"\t.globl {n}", f"\t.type {n},@function", f"{n}:", "\ts_endpgm"]
    text = "\n".join(lines) + "\n"
    from gcnasm.codeobject import assemble
    mine = elf.ElfFile(assemble(text, path="hash.s").to_bytes(), "gcnasm")
    obj = toolchain.mc_assemble(text, obj=True)
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "a.o").write_bytes(obj)
        toolchain.ld_lld.run(["-shared", str(Path(tmp) / "a.o"), "-o", str(Path(tmp) / "a.co")])
        theirs = elf.ElfFile((Path(tmp) / "a.co").read_bytes(), "ld.lld")
    for name in (".dynsym", ".gnu.hash", ".hash", ".dynstr", ".symtab", ".strtab"):
        assert mine.section_bytes(mine.require(name)) == theirs.section_bytes(
            theirs.require(name)), name


def test_string_merging_shards_as_ld_lld():
    data = b"triton\0sources.py\0/work/main/kernels/triton\0triton\0"
    merged, mapping = ld.merge_strings_with_map(data)
    assert merged == b"/work/main/kernels/triton\0triton\0sources.py\0"
    assert mapping == {0: 26, 7: 33, 18: 0, 44: 26}
