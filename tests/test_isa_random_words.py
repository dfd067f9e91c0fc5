"""Random machine words, family by family: gcnasm decodes each exactly as
llvm-mc does (same text, same size) or raises DecodeError exactly where
llvm-mc calls the word invalid; every decoded word re-encodes to its own bytes.

CI runs a fixed sample (seeded); GCNASM_RANDOM_WORDS raises the count."""

import os
import random

import pytest

import gcnasm
from gcnasm.isa import decode, encode, families as FAM
from gcnasm.isa.llvm_oracle import disassemble_many

PER_FAMILY = int(os.environ.get("GCNASM_RANDOM_WORDS", "1500"))
FAMILIES = [f for f in FAM.ALL if f.parent is None]


def _random_words(fam, n, seed):
    rng = random.Random(f"{fam.name}/{seed}")
    out = []
    while len(out) < n:
        v = rng.getrandbits(fam.size * 8)
        v = (v & ~fam.match) | fam.fixed
        if FAM.classify(v & 0xFFFF_FFFF) is not fam:
            continue
        out.append(v.to_bytes(fam.size, "little") + rng.getrandbits(64).to_bytes(8, "little"))
    return out


@pytest.mark.parametrize("fam", FAMILIES, ids=lambda f: f.name)
def test_random_words_match_llvm(fam, toolchain):
    cases = _random_words(fam, PER_FAMILY, 1)
    oracle = disassemble_many(cases, toolchain=toolchain)
    mismatches, not_round_trip = [], []
    for data, want in zip(cases, oracle):
        if want.crashed:
            continue                 # llvm-objdump itself crashes on this word
        try:
            inst = decode(data)
            got, size = inst.llvm_text, inst.size
        except gcnasm.DecodeError:
            got, size = None, 4
        if got != want.text or (got is not None and size != want.size):
            mismatches.append((data[:max(size, want.size)].hex(), want.text, got))
            continue
        if got is not None:
            try:
                again = encode(inst.text)
            except gcnasm.AsmError as exc:
                again = str(exc)
            if again != inst.to_bytes():
                not_round_trip.append((inst.to_bytes().hex(), inst.text, again))
    assert not mismatches, f"{len(mismatches)} of {len(cases)} differ from llvm-mc: {mismatches[:6]}"
    assert not not_round_trip, f"{len(not_round_trip)} do not re-encode: {not_round_trip[:6]}"
