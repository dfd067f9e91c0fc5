"""assemble(disassemble(co), co) gives back co byte for byte, for every AMD
kernel in the corpus and every kernel in kernels/.  (LLVM 22's own
disassemble/assemble round trip fails on 56 of the 745.)"""

from __future__ import annotations

import time

import pytest

from gcnasm import CodeObject, CodeObjectError
from gcnasm.codeobject import assemble, disassemble

from conftest import KERNELS, corpus_files, corpus_sample

try:
    from gcnasm.codeobject.analysis import isa_module
    isa_module()
except CodeObjectError as exc:
    pytest.skip(f"gcnasm.isa is not available yet: {exc}", allow_module_level=True)


def _round_trip(path):
    co = CodeObject.load(path)
    text = disassemble(co)
    again = assemble(text, co, path=f"{path.name}.s")
    return co, again


def _check(path) -> str:
    """'' when the file round-trips, else what went wrong (runs in a worker)."""
    try:
        co, again = _round_trip(path)
    except Exception as exc:              # report every file, not just the first
        return f"{path}: {type(exc).__name__}: {exc}"
    return "" if again.to_bytes() == co.to_bytes() else f"{path}: differs"


@pytest.mark.parametrize("path", sorted(KERNELS.glob("*.co")), ids=lambda p: p.name)
def test_kernels(path):
    co, again = _round_trip(path)
    assert again.to_bytes() == co.to_bytes()
    assert again.rewrite_report.mode == "identical"


@pytest.mark.parametrize("share", ["sample", pytest.param("all", marks=pytest.mark.slow)])
def test_whole_corpus(corpus_dir, share):
    """All 745 files in one test (the quick tier: its sample), spread over
    the machine's cores."""
    import os
    from concurrent.futures import ProcessPoolExecutor
    files = corpus_files() if share == "all" else corpus_sample()
    if share == "all":
        assert len(files) == 745
    start = time.perf_counter()
    workers = max(1, min(len(os.sched_getaffinity(0)), 8))
    # big files first, so the pool does not end waiting on one of them
    files.sort(key=lambda p: -p.stat().st_size)
    with ProcessPoolExecutor(workers) as pool:
        failures = [r for r in pool.map(_check, files, chunksize=4) if r]
    elapsed = time.perf_counter() - start
    print(f"\n{len(files) - len(failures)}/{len(files)} byte-identical in {elapsed:.0f} s "
          f"({workers} processes)")
    assert not failures, "\n".join(failures[:20])


def test_comment_and_blank_edits_change_nothing(corpus_dir):
    """The seed's Phase 2: comments and blank lines do not change a byte."""
    path = corpus_files()[0]
    co = CodeObject.load(path)
    text = disassemble(co).replace("\n\ts_", "\n\t// my first edit\n\n\ts_", 3)
    assert assemble(text, co).to_bytes() == co.to_bytes()


@pytest.mark.parametrize("path", sorted(KERNELS.glob("*.co")), ids=lambda p: p.name)
def test_llvm_mc_accepts_the_text(toolchain, path):
    """The .s body is llvm-mc syntax: llvm-mc assembles gcnasm's disassembly
    into the same .text (except literals it leaves to the linker as
    relocations)."""
    from gcnasm.codeobject import elf
    co = CodeObject.load(path)
    obj = toolchain.mc_assemble(disassemble(co), obj=True)
    image = elf.ElfFile(obj, f"{path.name}.o")
    text = image.section_bytes(image.require(".text"))
    relocated = set()
    rela = image.section(".rela.text")
    if rela is not None:
        for r in image.relocations(rela):
            relocated.update(range(r.offset, r.offset + 4))
    assert len(text) == len(co.text)
    assert [b for i, b in enumerate(text) if i not in relocated] == \
        [b for i, b in enumerate(co.text) if i not in relocated]
