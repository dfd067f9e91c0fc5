"""gcnasm against AMD's own kernels: every instruction of the 745 code objects
of ../shared/corpus/aiter-gfx950 decodes to llvm-objdump's text and boundaries,
and re-encodes to the identical bytes (bits the hardware ignores included)."""

import pytest

import gcnasm
from gcnasm.isa import decode
from conftest import corpus_files, corpus_sample
from corpus_oracle import objdump_corpus, unique_instructions

pytestmark = pytest.mark.corpus


# Each test runs on the quick tier's sample of the corpus and, in the slow
# tier, on all of it.
@pytest.fixture(scope="module", params=["sample", pytest.param("all", marks=pytest.mark.slow)])
def corpus(request, corpus_dir, toolchain):
    if request.param == "all":
        files = tuple(corpus_files())
        assert len(files) == 745, f"expected AMD's 745 code objects, found {len(files)}"
    else:
        files = tuple(corpus_sample())
    return objdump_corpus(files, toolchain)


def test_every_word_decodes_to_llvm_text(corpus, toolchain):
    uniq = unique_instructions(corpus, toolchain)
    bad = []
    for data, text in uniq.items():
        try:
            got = decode(data).llvm_text
        except gcnasm.DecodeError as exc:
            got = f"DecodeError: {exc}"
        if got != text:
            bad.append((data.hex(), text, got))
    assert not bad, f"{len(bad)} of {len(uniq)} differ, e.g. {bad[:5]}"


def test_every_word_reencodes_byte_identically(corpus, toolchain):
    uniq = unique_instructions(corpus, toolchain)
    bad = []
    extended = 0
    for data in uniq:
        inst = decode(data)
        text = inst.text
        if text != inst.llvm_text:
            extended += 1
        try:
            again = gcnasm.encode(text)
        except gcnasm.AsmError as exc:
            again = str(exc)
        if again != data:
            bad.append((data.hex(), text, again))
    assert not bad, f"{len(bad)} of {len(uniq)} do not round-trip, e.g. {bad[:5]}"
    print(f"{len(uniq)} unique words; {extended} carry a gcnasm extension")


def test_whole_text_sections_round_trip(corpus):
    """decode_all finds llvm-objdump's boundaries, and assembling the texts
    gives back each file's .text."""
    from corpus_oracle import text_section
    for path, insts in corpus.items():
        text, addr = text_section(path)
        decoded = gcnasm.decode_all(text)
        assert [(i.offset + addr, i.to_bytes()) for i in decoded] == \
            [(a, d) for a, d, _ in insts], path
        src = "\n".join(i.text for i in decoded)
        assert gcnasm.assemble_lines(src) == text, path
