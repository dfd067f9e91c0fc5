"""Property tests, one per encoding family: hypothesis draws instructions
(a table entry and random values for its fields), gcnasm prints them, and
gcnasm's encoding of that text must equal llvm-mc's, for every text llvm-mc
accepts.  The oracle runs once per test on the whole batch.

The example count follows the hypothesis profile: `ci` (the default) draws a
fixed, derandomised sample; `--hypothesis-profile=deep` draws many more."""

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

import gcnasm
from gcnasm.isa import decode, encode, families as FAM
from gcnasm.isa.llvm_oracle import assemble_many
from gcnasm.isa.tables import gfx950 as TABLES

FAMILIES = [f for f in FAM.ALL if TABLES.TEMPLATES.get(f.name)]


def _word_for(fam, key, bits):
    """A word of ``fam`` with the entry's key and random other bits."""
    v = (bits & ~fam.match) | fam.fixed
    for name, x in zip(fam.key_fields, key):
        f, eq = fam.key_part(name)
        if eq is None:
            v = f.put(v, x)
        elif x:
            v = f.put(v, eq)
        elif f.get(v) == eq:
            v = f.put(v, eq ^ 1)
    if fam is FAM.VOP3P_SCALE:
        v = (v & ~(0x1FF << 87)) | (0x1A7 << 87)   # the second half is a VOP3P-MAI word ...
        v = fam.f("abid").put(v, 1)   # ... whose abid 1 joins it to the scale prefix
        # A, B and C are aligned vector tuples (or C an inline constant) and
        # both scales are VGPRs: llvm-mc calls anything else invalid, which
        # would leave little to test
        for name in ("src0", "src1"):
            v = fam.f(name).put(v, 256 | (fam.f(name).get(v) & 0xFE))
        for name in ("scale_a", "scale_b"):
            v = fam.f(name).put(v, 256 | fam.f(name).get(v))
        v = fam.f("vdst").put(v, fam.f("vdst").get(v) & 0xFE)
        src2 = fam.f("src2").get(v)
        if src2 < 128 or src2 >= 256:   # C is an inline constant or an aligned tuple
            v = fam.f("src2").put(v, 256 | (src2 & 0xFE))
    return v


@pytest.mark.parametrize("fam", FAMILIES, ids=lambda f: f.name)
def test_encoding_matches_llvm(fam, toolchain):
    keys = sorted(TABLES.TEMPLATES[fam.name])
    drawn = []

    @settings(suppress_health_check=list(HealthCheck), deadline=None)
    @given(st.sampled_from(keys), st.integers(0, (1 << (fam.size * 8)) - 1),
           st.integers(0, 0xFFFF_FFFF))
    def draw(key, bits, literal):
        v = _word_for(fam, key, bits)
        data = v.to_bytes(fam.size, "little") + literal.to_bytes(4, "little")
        try:
            inst = decode(data)
        except gcnasm.DecodeError:
            assume(False)
        assume(inst.family is fam)
        drawn.append(inst)

    draw()
    assert drawn, "hypothesis drew no valid instruction"
    llvm = assemble_many([i.llvm_text for i in drawn], toolchain=toolchain)
    bad = []
    accepted = 0
    for inst, want in zip(drawn, llvm):
        if not want.ok:
            continue                 # llvm-mc rejects its own text for this word
        accepted += 1
        try:
            got = encode(inst.llvm_text)
        except gcnasm.AsmError as exc:
            got = f"AsmError: {exc.message}"
        if got != want.data:
            bad.append((inst.llvm_text, want.data.hex(), got if isinstance(got, str) else got.hex()))
    assert accepted, "llvm-mc accepted none of the drawn texts"
    assert not bad, f"{len(bad)} of {accepted} encode differently from llvm-mc: {bad[:6]}"
