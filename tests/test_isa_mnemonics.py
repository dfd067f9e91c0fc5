"""Every instruction name llvm-mc 22 accepts for gfx950 (aliases and the
suffixed spellings _e32/_e64/_dpp/_sdwa included) is one gcnasm knows; the
sample lines of each name (from LLVM's own MC tests) encode to llvm-mc's
bytes, and those bytes decode to llvm-objdump's text (issue 22, item 1).

The names and lines come from LLVM alone (tests/isa_llvm_mnemonics.txt,
written by ``python -m gcnasm.isa.generate_mnemonics``: see its docstring);
llvm-mc is asked live every run.  The figures are pinned: a name that stops
working, or one of KNOWN_GAPS that starts working, fails the test."""

from __future__ import annotations

import re

import pytest

import gcnasm
from gcnasm.isa import decode, encode
from gcnasm.isa.encoder import known_mnemonic
from gcnasm.isa.generate_mnemonics import OUTPUT, accepted_names, read
from gcnasm.isa.llvm_oracle import assemble_many, disassemble_many, normalise

# Names some sample line of which gcnasm does not encode or decode as
# llvm-mc does, each with why.  Empty since issue 22: the spellings llvm-mc
# accepts but never prints are read by gcnasm.isa.lenient, and the last
# encoder bugs (v_madak_f16's 16-bit K, a truncated f64 literal that becomes
# inline, 64-bit integer tokens) are fixed.  Keep the mechanism: a new LLVM
# may bring new gaps, each to be listed here with its reason.
KNOWN_GAPS: dict[str, str] = {}


@pytest.fixture(scope="module")
def measure(toolchain):
    by_name = read(OUTPUT)
    names = list(by_name)
    still = set(accepted_names(names, toolchain))
    lines = [line for n in names for line in by_name[n]]
    llvm = []
    for i in range(0, len(lines), 5000):
        llvm += assemble_many(lines[i:i + 5000], toolchain=toolchain)
    oracle = disassemble_many([r.data for r in llvm if r.ok], toolchain=toolchain)
    texts = iter(oracle)
    encode_bad, decode_bad, refused = {}, {}, []
    for line, r in zip(lines, llvm):
        name = line.split(" ")[0]
        if not r.ok:
            refused.append(line)
            continue
        want = next(texts)
        try:
            got = encode(line)
        except gcnasm.AsmError as exc:
            got = str(exc).splitlines()[0]
        if got != r.data:
            encode_bad.setdefault(name, (line, r.data.hex(), got))
        try:
            inst = decode(r.data)
            dec = (inst.llvm_text, inst.size)
        except gcnasm.DecodeError as exc:
            dec = (str(exc), 0)
        if want.text is None or dec != (normalise(want.text), want.size):
            decode_bad.setdefault(name, (line, r.data.hex(), want.text, dec))
    return dict(names=names, by_name=by_name, still=still, lines=lines, refused=refused,
                unknown=[n for n in names if not known_mnemonic(n)],
                encode_bad=encode_bad, decode_bad=decode_bad)


@pytest.mark.llvm
def test_llvm_mc_still_accepts_every_listed_name_and_line(measure):
    gone = [n for n in measure["names"] if n not in measure["still"]]
    assert not gone, f"llvm-mc no longer accepts {len(gone)} names: {gone[:10]}; " \
                     "run python -m gcnasm.isa.generate_mnemonics"
    assert not measure["refused"], measure["refused"][:10]


def _gap(name: str) -> bool:
    """A known gap: the name, or the name without an _e32/_e64/_dpp/_sdwa suffix."""
    base = re.sub(r"_(e32|e64|dpp|sdwa)$", "", name)
    return name in KNOWN_GAPS or base in KNOWN_GAPS


@pytest.mark.llvm
def test_gcnasm_knows_every_name_llvm_mc_accepts(measure):
    """Every name with a line llvm-mc assembles.  (Names without one are only
    counted: llvm-mc says "too few operands" for some names alone, such as
    v_mfma_f32_4x4x1f32_e32, that it refuses with any operands.)"""
    by_name = measure["by_name"]
    unknown = [n for n in measure["unknown"] if by_name[n] and not _gap(n)]
    lined = [n for n in measure["names"] if by_name[n]]
    print(f"\nllvm-mc takes {len(measure['names'])} names for gfx950 alone, {len(lined)} in "
          f"sample lines; gcnasm knows {len(measure['names']) - len(measure['unknown'])} and "
          f"{len(lined) - len([n for n in measure['unknown'] if by_name[n]])}")
    assert not unknown, unknown[:20]


@pytest.mark.llvm
def test_every_sample_line_encodes_and_decodes_as_llvm(measure):
    with_lines = [n for n in measure["names"] if measure["by_name"][n]]
    bad = set(measure["encode_bad"]) | set(measure["decode_bad"])
    print(f"\n{len(with_lines)} names with {len(measure['lines'])} sample lines; "
          f"all lines encode as llvm-mc: {len(with_lines) - len(set(measure['encode_bad']))}, "
          f"decode as llvm-objdump: {len(with_lines) - len(set(measure['decode_bad']))}")
    new = sorted(n for n in bad if not _gap(n))
    fixed = sorted(set(KNOWN_GAPS) - bad)
    details = [measure["encode_bad"].get(n) or measure["decode_bad"].get(n) for n in new[:8]]
    assert not new, f"{len(new)} names differ from llvm-mc: {details}"
    assert not fixed, f"no longer gaps (drop them from KNOWN_GAPS): {fixed}"
