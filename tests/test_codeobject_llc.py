"""What llc 22 and Triton emit for gfx950 (tests/data/codeobject-llc, issue 22):
each .s is built with llvm-mc + ld.lld (the oracle); gcnasm's round trip
(disasm + asm against the template) rebuilds that code object byte for byte,
and gcnasm's standalone assembler makes ld.lld's sections from the same text
(.comment aside)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import REPO
from gcnasm.codeobject import CodeObject, assemble, disassemble
from test_codeobject_standalone import llvm_link, section_differences

DATA = REPO / "tests" / "data" / "codeobject-llc"
SOURCES = sorted(DATA.glob("*.s"))


@pytest.fixture(scope="module")
def built(toolchain):
    cache: dict[Path, bytes] = {}

    def get(path: Path) -> bytes:
        if path not in cache:
            # LLVM 22's llvm-mc rejects Triton's target id: the standard one
            text = re.sub(r'(\.amdgcn_target\s+)"amdgpu9\.50-amd-amdhsa-unknown-gfx950"',
                          r'\1"amdgcn-amd-amdhsa--gfx950"', path.read_text())
            cache[path] = llvm_link(toolchain, text)
        return cache[path]
    return get


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.stem)
def test_round_trip_is_byte_identical(built, tmp_path, path):
    out = tmp_path / "x.co"
    out.write_bytes(built(path))
    co = CodeObject.load(out)
    assert assemble(disassemble(co), co, path=f"{path.name} (disassembled)").to_bytes() \
        == co.to_bytes()


# Not yet assembled as ld.lld links them (none now).
NOT_YET: set[str] = set()


@pytest.mark.parametrize("path", [pytest.param(p, marks=pytest.mark.xfail(strict=True))
                                  if p.stem in NOT_YET else p for p in SOURCES],
                         ids=lambda p: p.stem)
def test_standalone_assembly_is_ld_lld(built, path):
    mine = assemble(path.read_text(), path=str(path)).to_bytes()
    assert section_differences(mine, built(path)) == []


def test_own_standalone_text_goes_through_llvm_unchanged(toolchain):
    """gcnasm's standalone text, extension lines and all (the linker comment
    is a comment line to llvm-mc), is what llvm-mc + ld.lld link as gcnasm
    assembles it; and gcnasm keeps the linker's string."""
    co = CodeObject.load(REPO / "kernels" / "vector_add.co")
    text = disassemble(co, standalone=True)
    assert "// .gcnasm_linker_comment" in text
    mine = assemble(text, path="vector_add.s")
    assert mine.to_bytes() == co.to_bytes()
    assert section_differences(mine.to_bytes(), llvm_link(toolchain, text)) == []
