"""The verifier: every corpus file passes; each kind of damage is reported
under the right invariant."""

from __future__ import annotations

import struct

import pytest

from gcnasm import CodeObject
from gcnasm.codeobject import elf
from gcnasm.codeobject import metadata as md
from gcnasm.codeobject.verifier import verify

from conftest import CORPUS, KERNELS, corpus_files

SMALL = CORPUS / "f8_block_scale_mi350_x32.co"


@pytest.fixture(scope="module")
def small(corpus_dir):
    return CodeObject.load(SMALL)


def test_corpus_and_kernels_pass_structural_checks(corpus_dir):
    files = corpus_files() + sorted(KERNELS.glob("*.co")) + \
        sorted((KERNELS / "triton").glob("*.hsaco"))
    for path in files:
        report = verify(CodeObject.load(path), code=False)
        assert report.ok, "\n".join(report.lines())


def test_reference_to_itself(small):
    report = verify(small, reference=small, code=False)
    assert report.ok and any(c.startswith("6 ") for c in report.checked)


def _damaged(co, edit):
    data = bytearray(co.to_bytes())
    edit(co, data)
    return CodeObject.from_bytes(bytes(data), "damaged.co")


def _invariants(co, **kw):
    return {p.invariant for p in verify(co, code=False, **kw).problems}


def _phdr(co, seg_type, nth=0):
    segs = [s for s in co.elf.segments if s.type == seg_type]
    return co.elf.header.phoff + segs[nth].index * elf.PHDR.size


def test_load_offset_not_congruent(small):
    def edit(co, data):
        at = _phdr(co, elf.PT_LOAD, 1)          # the .text segment
        off, = struct.unpack_from("<Q", data, at + 8)
        struct.pack_into("<Q", data, at + 8, off + 0x10)
    assert {1, 2} <= _invariants(_damaged(small, edit))


def test_overlapping_loads(small):
    def edit(co, data):
        at = _phdr(co, elf.PT_LOAD, 0)
        struct.pack_into("<Q", data, at + 40, 0x100000)   # p_memsz of the first LOAD
    assert 1 in _invariants(_damaged(small, edit))


def test_dynamic_pointer(small):
    def edit(co, data):
        dyn = co.elf.require(".dynamic")
        for i, (tag, value) in enumerate(co.elf.dynamic(dyn)):
            if tag == 6:                               # DT_SYMTAB
                struct.pack_into("<Q", data, dyn.offset + 16 * i + 8, value + 8)
    problems = verify(_damaged(small, edit), code=False).problems
    assert any(p.invariant == 3 and "DT_SYMTAB" in p.message for p in problems)


def test_note_segment(small):
    def edit(co, data):
        at = _phdr(co, elf.PT_NOTE)
        size, = struct.unpack_from("<Q", data, at + 32)
        struct.pack_into("<Q", data, at + 32, size - 4)
    assert 3 in _invariants(_damaged(small, edit))


def test_relro_end(small):
    def edit(co, data):
        at = _phdr(co, elf.PT_GNU_RELRO)
        size, = struct.unpack_from("<Q", data, at + 40)
        struct.pack_into("<Q", data, at + 40, size - 8)
    assert 3 in _invariants(_damaged(small, edit))


def test_descriptor_entry_and_symbol_disagree(small):
    def edit(co, data):
        k = co.kernels[0]
        rodata = co.elf.require(".rodata")
        at = rodata.offset + k.descriptor_address - rodata.addr + 16
        struct.pack_into("<q", data, at, k.descriptor.kernel_code_entry_byte_offset + 256)
    problems = verify(_damaged(small, edit), code=False).problems
    assert any(p.invariant == 4 and ".symtab value" in p.message for p in problems)


def test_misaligned_entry(small):
    def edit(co, data):
        k = co.kernels[0]
        rodata = co.elf.require(".rodata")
        at = rodata.offset + k.descriptor_address - rodata.addr + 16
        struct.pack_into("<q", data, at, k.descriptor.kernel_code_entry_byte_offset + 4)
    problems = verify(_damaged(small, edit), code=False).problems
    assert any(p.invariant == 4 and "256-byte aligned" in p.message for p in problems)


def test_granules_too_small_for_metadata(small):
    def edit(co, data):
        k = co.kernels[0]
        rodata = co.elf.require(".rodata")
        at = rodata.offset + k.descriptor_address - rodata.addr + 48
        rsrc1, = struct.unpack_from("<I", data, at)
        struct.pack_into("<I", data, at, rsrc1 & ~0x3F)          # 8 VGPRs granted
    problems = verify(_damaged(small, edit), code=False).problems
    assert any(p.invariant == 4 and ".vgpr_count = 512 exceeds the 8 VGPRs" in p.message
               for p in problems)


FWD = CORPUS / "fmha_v3_fwd" / "fwd_hd128_bf16.co"


def _with_metadata(co, key, value):
    """co's bytes with one key of the first kernel's metadata entry changed in
    the note itself (written as another tool would: no gcnasm check), where
    the re-encoded note keeps its size."""
    meta = co.file_metadata()
    meta["amdhsa.kernels"][0][key] = value
    name, raw = md.note_section(co.elf, meta)
    sec = co.elf.require(name)
    assert len(raw) == sec.size, "pick a value of the same msgpack size"
    data = bytearray(co.to_bytes())
    data[sec.offset:sec.offset + sec.size] = raw
    return CodeObject.from_bytes(bytes(data), "md.co")


@pytest.mark.parametrize("key,value,message", [
    (".group_segment_fixed_size", 131072,
     "metadata .group_segment_fixed_size = 131072, but the descriptor's "
     "group_segment_fixed_size is 163840"),
    (".private_segment_fixed_size", 16,
     "metadata .private_segment_fixed_size = 16, but the descriptor's "
     "private_segment_fixed_size is 0"),
    (".wavefront_size", 32, "metadata .wavefront_size = 32, but the descriptor's "
     "enable_wavefront_size32 is 0 (wave64)"),
    (".sgpr_count", 120, "metadata .sgpr_count = 120 exceeds the"),
], ids=["lds", "scratch", "wave", "sgprs"])
def test_metadata_contradicting_the_descriptor(corpus_dir, key, value, message):
    """A note that disagrees with the descriptor (as a hand-patched file
    would) is reported by plain verify, under invariant 4."""
    damaged = _with_metadata(CodeObject.load(FWD), key, value)
    problems = [p for p in verify(damaged, code=False).problems if p.invariant == 4]
    assert len(problems) == 1, problems
    assert problems[0].message.startswith(f"kernel _ZN5aiter19fmha_fwd_hd128_bf16E: {message}")


def test_kernarg_size_zero_in_the_descriptor_is_allowed(corpus_dir):
    """AMD's kernels leave kernarg_size 0 and state the size in the metadata
    alone; a nonzero kernarg_size must agree."""
    co = CodeObject.load(FWD)
    assert co.kernels[0].descriptor.kernarg_size == 0
    assert verify(co, code=False).ok
    vector_add = CodeObject.load(KERNELS / "vector_add.co")
    size = vector_add.kernels[0].metadata[".kernarg_segment_size"]
    assert vector_add.kernels[0].descriptor.kernarg_size == size != 0
    damaged = _with_metadata(vector_add, ".kernarg_segment_size", size + 8)
    assert any(p.invariant == 4 and f".kernarg_segment_size = {size + 8}, but the descriptor's "
               f"kernarg_size is {size}" in p.message for p in verify(damaged, code=False).problems)


def test_symbol_outside_its_section(small):
    def edit(co, data):
        symtab = co.elf.require(".symtab")
        sym = next(s for s in co.symbols if s.name.startswith("label_"))
        struct.pack_into("<Q", data, symtab.offset + 24 * sym.index + 8, 0x100000)
    problems = verify(_damaged(small, edit), code=False).problems
    assert any(p.invariant == 4 and "lies outside .text" in p.message for p in problems)


def test_symtab_lief_cannot_see_is_reported(small):
    """A .symtab whose sh_type is not SHT_SYMTAB: the raw reader (which finds
    it by name) reads it, lief (by type) does not; the cross-check says so."""
    def edit(co, data):
        at = co.elf.header.shoff + co.elf.require(".symtab").index * elf.SHDR.size
        struct.pack_into("<I", data, at + 4, 0xBF000002)
    problems = verify(_damaged(small, edit), code=False).problems
    assert any(p.invariant == 4 and ".symtab: lief reads 0 symbols" in p.message
               for p in problems), problems


def test_independent_parse_is_optional(small):
    report = verify(small, code=False, independent=False)
    assert report.ok and not any("lief" in c for c in report.checked)
    report = verify(small, code=False)
    assert report.ok and any("lief" in c for c in report.checked)


def test_changed_dynstr_against_reference(small):
    def edit(co, data):
        dynstr = co.elf.require(".dynstr")
        data[dynstr.offset + 1] ^= 0x20
    damaged = _damaged(small, edit)
    assert 6 in _invariants(damaged, reference=small)


def test_report_text(small):
    def edit(co, data):
        at = _phdr(co, elf.PT_NOTE)
        struct.pack_into("<Q", data, at + 32, 4)
    report = verify(_damaged(small, edit), code=False)
    text = "\n".join(report.lines())
    assert text.startswith("damaged.co: ") and "invariant 3: PT_NOTE" in text


# A kernel and a function after it (agpr-remat.ll in LLVM's tests, compiled
# for gfx950): the function's registers are its own, not the kernel's; a
# kernel that calls it directly (@rel32) is charged with them, as LLVM's
# `.set k.num_vgpr, max(N, f.num_vgpr)` does.  Built by llvm-mc + ld.lld.
_KERNEL_AND_FUNCTION = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.amdhsa_code_object_version 6
\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
{call}\tv_mov_b32 v0, 0
\ts_endpgm
.Lk_end:
\t.size k, .Lk_end-k
\t.globl f
\t.hidden f
\t.p2align 2
\t.type f,@function
f:
\tv_mov_b32 v40, s31
\ts_setpc_b64 s[30:31]
.Lf_end:
\t.size f, .Lf_end-f
\t.section .rodata,"a",@progbits
\t.p2align 6
\t.amdhsa_kernel k
\t\t.amdhsa_next_free_vgpr 1
\t\t.amdhsa_next_free_sgpr 8
\t\t.amdhsa_accum_offset 4
\t.end_amdhsa_kernel
"""
_CALL = ("\ts_getpc_b64 s[4:5]\n\ts_add_u32 s4, s4, f@rel32@lo+4\n"
         "\ts_addc_u32 s5, s5, f@rel32@hi+12\n\ts_swappc_b64 s[30:31], s[4:5]\n")


@pytest.mark.llvm
@pytest.mark.parametrize("calls", [False, True])
def test_function_registers_are_charged_only_to_kernels_that_call_it(toolchain, tmp_path,
                                                                       calls):
    from test_codeobject_standalone import llvm_link
    path = tmp_path / "k.co"
    path.write_bytes(llvm_link(toolchain, _KERNEL_AND_FUNCTION.format(
        call=_CALL if calls else "")))
    problems = [p.message for p in verify(CodeObject.load(path)).problems if p.invariant == 7]
    if calls:
        assert any("v0..v40 need 44 VGPRs" in m for m in problems), problems
        assert any("s0..s31" in m for m in problems), problems
    else:
        assert problems == []
