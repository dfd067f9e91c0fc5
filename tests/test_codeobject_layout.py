"""The re-layout engine against ld.lld: give a kernel's .text (or .note) the
bytes of an ld.lld re-link of edited source, and the rest of the file must
come out exactly as ld.lld wrote it."""

from __future__ import annotations

import re
import struct
import sys

import pytest

from gcnasm import CodeObject, CodeObjectError
from gcnasm.codeobject import elf, layout
from gcnasm.codeobject.verifier import verify

from conftest import KERNELS


def _build():
    if not (KERNELS / "build.py").is_file():
        pytest.skip("kernels/build.py is absent")
    sys.path.insert(0, str(KERNELS))
    import build
    return build


def _relink(toolchain, name, edit):
    build = _build()
    source = (KERNELS / f"{name}.s").read_text()
    original = CodeObject.from_bytes(build.build_text(source, toolchain), f"{name}.co")
    edited = CodeObject.from_bytes(build.build_text(edit(source), toolchain), f"{name}-edited.co")
    return original, edited


def _insert_after(pattern, lines_to_add):
    def edit(source):
        lines = source.split("\n")
        at = next(i for i, line in enumerate(lines) if re.match(pattern, line))
        lines[at + 1:at + 1] = lines_to_add
        return "\n".join(lines)
    return edit


def _relayout_like(original, edited):
    """Re-lay-out ``original`` with the edited file's .text, mapping .text
    addresses through the symbols (as the assembler maps them through labels),
    and fix the descriptors as the assembler does."""
    new_symbols = {s.name: s for s in edited.symbols}
    new_dynamic = {s.name: s for s in edited.dynamic_symbols}
    by_address = {}
    for s in original.symbols:
        if s.shndx == original.text_section.index:
            by_address.setdefault(s.value, s.name)

    def map_inside(section, address):
        return new_symbols[by_address[address]].value

    def update(table, symbol):
        new = (new_symbols if table.name == ".symtab" else new_dynamic)[symbol.name]
        return new.value, new.size

    result = layout.relayout(original.elf, {".text": edited.text}, map_inside, update)
    data = bytearray(result.data)
    rodata = result.sections[original.elf.require(".rodata").index]
    for k in original.kernels:
        kd_address = result.map_address(k.descriptor_address)
        struct.pack_into("<q", data, rodata.offset + kd_address - rodata.addr + 16,
                         new_symbols[k.name].value - kd_address)
    return bytes(data)


CASES = [
    ("vector_add", r"^vector_add:"),
    ("two_kernels", r"^collatz_steps:"),      # first kernel: moves the second
    ("two_kernels", r"^clamp_column_sum:"),   # second kernel
    ("mfma", r"^gemm_bf16_16x16:"),
    ("const_table", r"^bitrev_hash:"),        # .rodata target of an s_getpc_b64
]


@pytest.mark.parametrize("nops", [1, 256, 16384], ids=["4B", "1KiB", "64KiB"])
@pytest.mark.parametrize("name,where", CASES, ids=[f"{n}@{w[1:-1]}" for n, w in CASES])
def test_grown_text_matches_ld_lld(toolchain, name, where, nops):
    original, edited = _relink(toolchain, name, _insert_after(where, ["\ts_nop 0"] * nops))
    out = _relayout_like(original, edited)
    assert out == edited.to_bytes()
    assert verify(CodeObject.from_bytes(out), reference=original, code=False).ok


def test_grown_note_matches_ld_lld(toolchain):
    """A larger metadata note moves every section, .text included."""
    original, edited = _relink(toolchain, "two_kernels", lambda s: s.replace(
        ".max_flat_workgroup_size: 256", ".max_flat_workgroup_size: 256\n"
        "    .uniform_work_group_size: 1\n    .language: OpenCL C\n"
        "    .language_version: [ 2, 0 ]\n    .device_enqueue_symbol: " + "x" * 200, 1))
    note = edited.elf.require(".note")
    assert note.size != original.elf.require(".note").size
    assert edited.text_address != original.text_address
    by_address = {s.value: s.name for s in original.symbols}
    result = layout.relayout(original.elf, {".note": edited.elf.section_bytes(note),
                                            ".text": edited.text},
                             lambda sec, a: next(s.value for s in edited.symbols
                                                 if s.name == by_address[a]))
    data = bytearray(result.data)
    rodata = result.sections[original.elf.require(".rodata").index]
    for k in original.kernels:
        kd_address = result.map_address(k.descriptor_address)
        struct.pack_into("<q", data, rodata.offset + kd_address - rodata.addr + 16,
                         result.map_address(k.entry_address) - kd_address)
    assert bytes(data) == edited.to_bytes()


def test_unchanged_sizes_give_identical_bytes(corpus_dir):
    from conftest import corpus_files
    for path in corpus_files()[::50]:
        co = CodeObject.load(path)
        assert layout.relayout(co.elf, {".text": co.text}, lambda s, a: a).data == co.to_bytes()


def test_moving_inside_a_resized_section_needs_a_map(corpus_dir):
    from conftest import CORPUS
    co = CodeObject.load(CORPUS / "f8_block_scale_mi350_x32.co")
    with pytest.raises(CodeObjectError, match="inside resized section .text"):
        layout.relayout(co.elf, {".text": co.text + bytes(4)})


def test_empty_relro_padding_stays_in_the_relro_segments(corpus_dir):
    """The one AMD kernel whose .dynamic ends on a page has an empty
    .relro_padding lying just past the RW PT_LOAD and PT_GNU_RELRO; with
    .text 8 bytes longer it must pad both to the next page (ld.lld's rule;
    tests/test_codeobject_grow.py compares such growth with ld.lld re-links)."""
    from conftest import CORPUS
    co = CodeObject.load(CORPUS / "mla" / "mla_a16w16_qh8_qseqlen2_gqaratio8_causal.co")
    padding = co.elf.require(".relro_padding")
    assert padding.size == 0 and padding.addr % layout.PAGE == 0
    plan = layout.place(co.elf, {".text": co.text_section.size + 8},
                        lambda section, address: address)
    new = plan.section(".relro_padding")
    dynamic = plan.section(".dynamic")
    assert new.addr == dynamic.addr + dynamic.size and new.size > 0
    end = new.addr + new.size
    assert end % layout.PAGE == 0
    for kind in (elf.PT_LOAD, elf.PT_GNU_RELRO):
        holding = [s for s in plan.segments if s.type == kind
                   and s.vaddr <= dynamic.addr < s.vaddr + s.memsz]
        assert len(holding) == 1 and holding[0].vaddr + holding[0].memsz == end, kind
