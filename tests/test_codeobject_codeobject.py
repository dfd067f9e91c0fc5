"""CodeObject's read side: kernels, descriptors, metadata, .text, saving."""

from __future__ import annotations

import os
import struct
import subprocess
import sys

import pytest

from gcnasm import CodeObject, CodeObjectError
from gcnasm.codeobject import elf

from conftest import CORPUS, KERNELS, REPO, corpus_files

SMALL = CORPUS / "f8_block_scale_mi350_x32.co"


def _kernel_cos():
    return sorted(KERNELS.glob("**/*.co")) if KERNELS.is_dir() else []


@pytest.fixture(scope="module")
def small(corpus_dir):
    return CodeObject.load(SMALL)


def test_small_kernel_fields(small):
    assert str(small.target) == "gfx950"
    assert small.target.e_flags == 0x54F and small.target.code_object_version == 6
    assert small.target.xnack == "any" and small.target.sramecc == "any"
    (k,) = small.kernels
    assert k.name == "f8_block_scale_mi350_x32"
    assert k.descriptor_symbol == "f8_block_scale_mi350_x32.kd"
    assert k.entry_address == small.text_address == k.descriptor_address + \
        k.descriptor.kernel_code_entry_byte_offset
    assert k.code == range(0, len(small.text))
    assert k.metadata[".symbol"] == k.descriptor_symbol
    assert k.args[0][".name"] == "O" and k.args[0][".value_kind"] == "global_buffer"
    assert k.descriptor.vgpr_count == 512 and k.descriptor.accum_offset == 256
    assert k.descriptor.enable_sgpr_kernarg_segment_ptr == 1
    assert small.kernel("f8_block_scale_mi350_x32.kd") is k
    with pytest.raises(CodeObjectError, match="no kernel named"):
        small.kernel("nope")


def test_text_and_bytes(small):
    data = SMALL.read_bytes()
    assert small.to_bytes() == data
    sec = small.text_section
    assert small.text == data[sec.offset:sec.offset + sec.size]
    assert CodeObject.from_bytes(data).to_bytes() == data


def test_save_is_atomic_and_exact(small, tmp_path):
    out = tmp_path / "copy.co"
    small.save(out)
    assert out.read_bytes() == small.to_bytes()
    assert sorted(os.listdir(tmp_path)) == ["copy.co"]      # no temporary left behind


def test_save_failure_leaves_nothing(small, tmp_path):
    target = tmp_path / "missing-dir" / "x.co"
    with pytest.raises(OSError):
        small.save(target)
    assert not target.parent.exists()


def test_every_corpus_file_reads(corpus_dir):
    """All 745 files: one kernel each, descriptor bytes survive from/to_bytes,
    metadata present with .args, entry inside .text and 256-aligned."""
    files = corpus_files()
    assert len(files) == 745
    for path in files:
        co = CodeObject.load(path)
        assert co.kernels, path
        rodata = co.elf.require(".rodata")
        for k in co.kernels:
            start = rodata.offset + k.descriptor_address - rodata.addr
            assert k.descriptor.to_bytes() == co.to_bytes()[start:start + 64], path
            assert ".args" in k.metadata, path
            assert k.entry_address % 256 == 0
            assert 0 <= k.code.start < k.code.stop <= len(co.text)


@pytest.mark.parametrize("path", _kernel_cos(), ids=lambda p: p.name)
def test_project_kernels_read(path):
    co = CodeObject.load(path)
    assert co.kernels
    for k in co.kernels:
        assert k.entry_address % 256 == 0
        assert co.text_address <= k.entry_address < co.text_address + len(co.text)


def test_raw_symbols_agree_with_lief(small):
    import lief
    lief.logging.disable()
    binary = lief.ELF.parse(small.to_bytes())
    assert [(s.name, s.value) for s in binary.symtab_symbols] == \
        [(s.name, s.value) for s in small.symbols]
    assert [(s.name, s.value) for s in binary.dynamic_symbols] == \
        [(s.name, s.value) for s in small.dynamic_symbols]
    names = [s.name for s in small.symbols]
    assert "f8_block_scale_mi350_x32" in names and "f8_block_scale_mi350_x32.kd" in names
    assert any(n.startswith("label_") for n in names)
    func = next(s for s in small.symbols if s.name == "f8_block_scale_mi350_x32")
    assert func.type_name == "FUNC" and func.bind_name == "GLOBAL"
    assert func.shndx == small.text_section.index


def test_loading_does_not_import_lief(corpus_dir):
    """lief's import is slower than reading a code object: it is verify's
    cross-check (tests/test_codeobject_verify.py), not part of loading."""
    code = ("import sys; from gcnasm import CodeObject; "
            f"CodeObject.load({str(SMALL)!r}); print('lief' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=REPO, timeout=120).stdout
    assert out.strip() == "False"


def test_descriptor_outside_text_is_named(small):
    data = bytearray(small.to_bytes())
    rodata = small.elf.require(".rodata")
    k = small.kernels[0]
    at = rodata.offset + k.descriptor_address - rodata.addr + 16
    struct.pack_into("<q", data, at, 1 << 40)
    with pytest.raises(CodeObjectError, match=r"x\.co: kernel descriptor f8_block_scale_mi350_x32\.kd: "
                                              r"kernel_code_entry_byte_offset"):
        CodeObject.from_bytes(bytes(data), "x.co")


def test_text_section_required(small):
    data = bytearray(small.to_bytes())
    text = small.text_section
    shoff = small.elf.header.shoff + text.index * 64
    struct.pack_into("<I", data, shoff + 4, elf.SHT_NOBITS)
    with pytest.raises(CodeObjectError, match="no .text section"):
        CodeObject.from_bytes(bytes(data), "y.co")
