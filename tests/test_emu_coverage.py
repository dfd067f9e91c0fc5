"""The static coverage sweep (gcnasm.emu.coverage): every instruction word
of AMD's corpus (a sample here; all 745 code objects in the docs' figure),
of the Triton kernels and of kernels/ builds into a closure."""

from __future__ import annotations

from gcnasm.emu.coverage import sweep, why_not_emulated
from gcnasm.emu.memory import Memory
from gcnasm.isa import decode, encode

from conftest import KERNELS, corpus_files, require_shared, CORPUS


def test_kernels_and_triton_need_nothing_not_emulated():
    occurrences, users, count = sweep(sorted(KERNELS.rglob("*.co")) + sorted(KERNELS.rglob("*.hsaco")))
    assert count >= 10 and dict(occurrences) == {}


def test_corpus_sample_needs_nothing_not_emulated():
    require_shared(CORPUS)
    files = corpus_files()
    # every 60th, plus a kernel with scaled conversions and one with SMFMAC
    sample = files[::60] + [f for f in files if "gelu" in f.name][:1] + \
        [f for f in files if f.name == "fwd_hd128_f4f4.co"]
    occurrences, users, count = sweep(sample)
    assert count == len(sample) and dict(occurrences) == {}, dict(occurrences)


def test_a_form_not_emulated_is_reported_with_its_reason():
    memory = Memory()
    masked_rotate = decode(encode("ds_swizzle_b32 v1, v2 offset:0xc021"), 0)
    assert "lane mask" in why_not_emulated(masked_rotate, memory)
    assert why_not_emulated(decode(encode("v_add_f32_e32 v1, v2, v3"), 0), memory) == ""
