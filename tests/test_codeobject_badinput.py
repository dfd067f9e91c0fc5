"""Bad input gives a CodeObjectError naming the file and the field: never a
traceback, hang or partial output.  Includes a hypothesis fuzzer over bytes of
real code objects."""

from __future__ import annotations

import struct
import subprocess
import sys

import pytest
from hypothesis import given, strategies as st

from gcnasm import AsmError, CodeObject, CodeObjectError, GcnasmError

from conftest import CORPUS, REPO, require_shared

SMALL = CORPUS / "f8_block_scale_mi350_x32.co"


@pytest.fixture(scope="module")
def small_bytes(corpus_dir):
    return SMALL.read_bytes()


def _small_bytes():
    # for hypothesis tests: a fixture argument would be printed in failure reports
    require_shared(SMALL)
    return _SMALL_CACHE.setdefault("data", SMALL.read_bytes())


_SMALL_CACHE = {}


def _load(data, name="bad.co"):
    return CodeObject.from_bytes(data, name)


def test_zero_length():
    with pytest.raises(CodeObjectError, match=r"^bad\.co: empty file"):
        _load(b"")


def test_not_elf():
    with pytest.raises(CodeObjectError, match=r"^bad\.co: not an ELF file"):
        _load(b"#!/bin/sh\necho hi\n")


@pytest.mark.parametrize("cut", [3, 20, 63, 64, 100, 0x200, 0x1000, -1])
def test_truncated(small_bytes, cut):
    with pytest.raises(CodeObjectError, match=r"^bad\.co: .*(truncated|ends past|not an ELF)"):
        _load(small_bytes[:cut])


def test_wrong_machine(small_bytes):
    data = bytearray(small_bytes)
    struct.pack_into("<H", data, 18, 62)
    with pytest.raises(CodeObjectError, match=r"e_machine is 62 \(EM_X86_64\)"):
        _load(bytes(data))


def test_wrong_class_and_osabi(small_bytes):
    data = bytearray(small_bytes)
    data[4] = 1
    with pytest.raises(CodeObjectError, match="EI_CLASS"):
        _load(bytes(data))
    data = bytearray(small_bytes)
    data[7] = 0
    with pytest.raises(CodeObjectError, match="EI_OSABI"):
        _load(bytes(data))


def test_section_past_end(small_bytes):
    co = _load(small_bytes)
    text = co.text_section
    data = bytearray(small_bytes)
    struct.pack_into("<Q", data, co.elf.header.shoff + text.index * 64 + 32, 1 << 40)
    with pytest.raises(CodeObjectError, match=r"section 7 \(\.text\) \(sh_offset, sh_size\)"):
        _load(bytes(data))


def test_symbol_name_not_utf8(small_bytes):
    """A symbol name comes back as a label in the disassembly, so it must be
    text: a damaged byte is refused at load, naming the symbol's field."""
    co = _load(small_bytes)
    symtab, strtab = co.elf.require(".symtab"), co.elf.require(".strtab")
    sym = next(s for s in co.symbols if s.name.startswith("label_"))
    data = bytearray(small_bytes)
    data[strtab.offset + sym.name_offset + 1] = 0x82
    with pytest.raises(CodeObjectError, match=rf"^bad\.co: section {symtab.index} \(\.symtab\) "
                                              rf"symbol {sym.index} st_name: .* not UTF-8"):
        _load(bytes(data))


def test_host_elf_is_refused():
    with pytest.raises(CodeObjectError, match="not an AMD GPU code object"):
        CodeObject.load(sys.executable)


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(CodeObjectError, match="no such file"):
        CodeObject.load(tmp_path / "nope.co")
    with pytest.raises(CodeObjectError, match="is a directory"):
        CodeObject.load(tmp_path)


def _mutate(data: bytes, edits, cut):
    out = bytearray(data)
    for pos, value in edits:
        out[pos % len(out)] = value
    if cut:
        out = out[:cut % (len(out) + 1)]
    return bytes(out)


# Header-heavy edits: most damage that matters is in the first 0x200 bytes
# (ELF and program headers) and in the section header table at the end.
_edit = st.tuples(st.one_of(st.integers(0, 0x1FF), st.integers(0, 1 << 20)), st.integers(0, 255))


@given(edits=st.lists(_edit, min_size=1, max_size=16), cut=st.one_of(st.none(), st.integers(0, 1 << 20)))
def test_fuzzed_bytes_load_or_fail_cleanly(edits, cut):
    data = _mutate(_small_bytes(), edits, cut)
    try:
        co = _load(data)
    except CodeObjectError as exc:
        assert str(exc).startswith("bad.co: ")
        return
    # whatever loaded must be self-consistent enough to describe
    for k in co.kernels:
        assert 0 <= k.code.start <= k.code.stop <= len(co.text)


@given(edits=st.lists(st.tuples(st.integers(0, 1 << 20), st.integers(0, 255)), min_size=1,
                      max_size=8))
def test_fuzzed_section_table(edits):
    """Edits aimed at the section header table, symbol tables and note."""
    small_bytes = _small_bytes()
    co = _load(small_bytes)
    shoff = co.elf.header.shoff
    targets = [shoff, co.elf.require(".symtab").offset, co.elf.require(".note").offset,
               co.elf.require(".dynsym").offset, co.elf.require(".strtab").offset]
    data = bytearray(small_bytes)
    for pos, value in edits:
        base = targets[pos % len(targets)]
        data[min(len(data) - 1, base + (pos >> 3) % 0x300)] = value
    try:
        _load(bytes(data))
    except CodeObjectError as exc:
        assert str(exc).startswith("bad.co: ")


def test_cli_reports_without_traceback(tmp_path):
    bad = tmp_path / "bad.co"
    bad.write_bytes(b"\x7fELF\x02\x01\x01")
    proc = subprocess.run([sys.executable, "-m", "gcnasm", "info", str(bad)], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert f"{bad}: truncated" in proc.stderr


# --- through disassemble and assemble ------------------------------------------

def _isa_or_skip():
    from gcnasm.codeobject.analysis import isa_module
    try:
        isa_module()
    except CodeObjectError as exc:
        pytest.skip(f"gcnasm.isa is not available yet: {exc}")


_KERNEL_CACHE = {}


def _kernel(name):
    path = REPO / "kernels" / f"{name}.co"
    if not path.exists():
        pytest.skip(f"{path} is absent")
    if name not in _KERNEL_CACHE:
        co = CodeObject.load(path)
        from gcnasm.codeobject import disassemble
        _KERNEL_CACHE[name] = (co.to_bytes(), disassemble(co))
    return _KERNEL_CACHE[name]


@given(name=st.sampled_from(["vector_add", "two_kernels", "const_table"]),
       edits=st.lists(st.tuples(st.integers(0, 1 << 16), st.integers(0, 255)), min_size=1,
                      max_size=12),
       in_text=st.booleans())
def test_fuzzed_bytes_through_disassemble(name, edits, in_text):
    """Damaged files either fail with a gcnasm error, or disassemble into
    text that assembles back to exactly the damaged file."""
    _isa_or_skip()
    from gcnasm.codeobject import assemble, disassemble
    data = bytearray(_kernel(name)[0])
    text = CodeObject.from_bytes(bytes(data)).text_section
    for pos, value in edits:
        where = text.offset + pos % text.size if in_text else pos % len(data)
        data[where] = value
    try:
        co = CodeObject.from_bytes(bytes(data), "fuzzed.co")
        source = disassemble(co)
        again = assemble(source, co, path="fuzzed.s")
    except GcnasmError as exc:
        assert "fuzzed." in str(exc), str(exc)         # names the file (.co or .s)
        return
    assert again.to_bytes() == bytes(data)


@given(name=st.sampled_from(["vector_add", "two_kernels", "const_table"]),
       cuts=st.lists(st.tuples(st.floats(0, 1), st.integers(0, 3), st.text(
           alphabet="sv0123456789[]:,._-+xabLlpnop \t;/", max_size=12)), min_size=1, max_size=4))
def test_fuzzed_source(name, cuts):
    """Damaged assembly text fails with an error naming the file and line
    (or assembles, when the damage is harmless); nothing else escapes."""
    _isa_or_skip()
    from gcnasm.codeobject import assemble
    data, source = _kernel(name)
    co = CodeObject.from_bytes(data, f"{name}.co")
    text = source
    for where, how, junk in cuts:
        at = int(where * len(text))
        if how == 0:
            text = text[:at] + junk + text[at:]
        elif how == 1:
            text = text[:at] + text[at + len(junk) + 1:]
        elif how == 2:
            text = text[:at] + junk + text[at + len(junk):]
        else:
            line_start = text.rfind("\n", 0, at) + 1
            text = text[:line_start] + junk + "\n" + text[line_start:]
    try:
        assemble(text, co, path="edited.s")
    except (AsmError, CodeObjectError) as exc:
        assert "edited.s" in str(exc) or f"{name}.co" in str(exc), str(exc)


def test_cli_bad_source_names_line_and_writes_nothing(tmp_path):
    _isa_or_skip()
    co_path = REPO / "kernels" / "vector_add.co"
    if not co_path.exists():
        pytest.skip(f"{co_path} is absent")
    bad = tmp_path / "bad.s"
    bad.write_text("\t.text\nvector_add:\n\ts_nop 0\n\tv_bogus_op v1, v2\n\ts_endpgm\n")
    out = tmp_path / "out.co"
    proc = subprocess.run([sys.executable, "-m", "gcnasm", "asm", str(bad), "--template",
                           str(co_path), "-o", str(out)], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert f"{bad}:4:" in proc.stderr
    assert not out.exists() and sorted(p.name for p in tmp_path.iterdir()) == ["bad.s"]
