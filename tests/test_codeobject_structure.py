"""The structural invariants (gcnasm/codeobject/structure.py): 1-4, which
CodeObject.to_bytes checks on what it writes and verify() includes.  Each
kind of damage is covered in test_codeobject_verify.py through verify(); here:
structure's checks are verify's, without lief or decoding."""

from __future__ import annotations

import struct

import pytest

from gcnasm import CodeObject
from gcnasm.codeobject import elf
from gcnasm.codeobject.structure import VerifyReport, check_structure
from gcnasm.codeobject.verifier import verify

from conftest import KERNELS

FILES = sorted(KERNELS.glob("*.co"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_kernels_pass(path):
    co = CodeObject.load(path)
    report = check_structure(co, VerifyReport(co.path))
    assert report.ok, "\n".join(report.lines())
    assert sorted({c.split()[0] for c in report.checked}) == ["1", "2", "3", "4"]
    assert not any("lief" in c for c in report.checked)


def test_damage_is_reported_as_verify_reports_it():
    co = CodeObject.load(KERNELS / "vector_add.co")
    data = bytearray(co.to_bytes())
    loads = [s for s in co.elf.segments if s.type == elf.PT_LOAD]
    at = co.elf.header.phoff + loads[1].index * elf.PHDR.size
    offset, = struct.unpack_from("<Q", data, at + 8)
    struct.pack_into("<Q", data, at + 8, offset + 0x10)      # p_offset of the .text PT_LOAD
    damaged = CodeObject.from_bytes(bytes(data), "damaged.co")
    mine = check_structure(damaged, VerifyReport(damaged.path)).problems
    theirs = verify(damaged, code=False, independent=False).problems
    assert mine == theirs and {1, 2} <= {p.invariant for p in mine}
