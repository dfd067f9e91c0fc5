"""The llvm-mc reference cases of ../shared/corpus/llvm-mc: LLVM's own MC test
lines and an opcode sweep, with llvm-mc 22's encodings, texts and rejections."""

import pytest

import gcnasm
from gcnasm.isa import decode, encode

pytestmark = pytest.mark.corpus


def _rows(path, ncols):
    out = []
    for line in path.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        out.append(line.split("\t")[:ncols])
    return out


def _hex(s):
    return bytes(int(x, 16) for x in s.split())


def test_asm_cases_encode_like_llvm_mc(llvm_cases):
    rows = _rows(llvm_cases / "gfx950_asm.tsv", 2)
    bad = []
    for text, hexbytes in rows:
        try:
            got = encode(text)
        except gcnasm.AsmError as exc:
            got = f"AsmError: {exc.message}"
        if got != _hex(hexbytes):
            bad.append((text, hexbytes, got))
    assert not bad, f"{len(bad)} of {len(rows)} differ, e.g. {bad[:8]}"


@pytest.mark.parametrize("name", ["gfx950_dasm.tsv", "gfx950_opcode_sweep.tsv"])
def test_dasm_cases_decode_like_llvm_mc(llvm_cases, name):
    rows = _rows(llvm_cases / name, 2)
    bad = []
    for hexbytes, text in rows:
        data = _hex(hexbytes)
        try:
            inst = decode(data)
            got = inst.llvm_text
            if inst.size != len(data):
                got = f"size {inst.size}: {got}"
        except gcnasm.DecodeError as exc:
            got = f"DecodeError: {exc}"
        if got != " ".join(text.split()):
            bad.append((hexbytes, text, got))
    assert not bad, f"{len(bad)} of {len(rows)} differ, e.g. {bad[:8]}"


def test_rejected_lines_raise(llvm_cases):
    rows = _rows(llvm_cases / "gfx950_rejected.tsv", 3)
    accepted = []
    for _src, text, _err in rows:
        try:
            got = encode(text)
        except gcnasm.AsmError:
            continue
        accepted.append((text, got.hex()))
    assert not accepted, f"{len(accepted)} of {len(rows)} accepted, e.g. {accepted[:8]}"
