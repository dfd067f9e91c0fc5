"""The msgpack metadata note: decoding, canonical re-encoding, bad data."""

from __future__ import annotations

import pytest

from gcnasm import CodeObject, CodeObjectError
from gcnasm.codeobject import metadata as md

from conftest import corpus_files


def _note(co):
    (note,) = [n for n in co.elf.notes(co.elf.require(".note"))
               if n.name == md.NOTE_OWNER and n.type == md.NT_AMDGPU_METADATA]
    return note


def test_corpus_notes_reencode_exactly(corpus_dir):
    """encode(decode(desc)) == desc for all 745 AMD notes, so a rewriter can
    change one count and re-encode without disturbing the rest."""
    for path in corpus_files():
        co = CodeObject.load(path)
        desc = _note(co).desc
        assert md.encode(md.decode(desc)) == desc, path
        assert co.metadata == md.decode(desc)


def test_build_note_matches_the_file(corpus_dir):
    co = CodeObject.load(corpus_files()[0])
    sec = co.elf.require(".note")
    assert md.build_note(_note(co).desc) == co.elf.section_bytes(sec)


@pytest.mark.parametrize("data,message", [
    (b"", "ends early"),
    (b"\x81\xa1", "ends early"),
    (b"\x93\x01\x02\x03", "not a map"),
    (b"\xc1", "not valid msgpack"),
    (b"\x81\xaeamdhsa.kernels\x01", "not a list of maps"),
])
def test_bad_metadata(data, message):
    with pytest.raises(CodeObjectError, match=message):
        md.decode(data, "x.co: .note")
