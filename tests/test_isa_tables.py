"""The generated tables: regenerating them from llvm-mc reproduces the
committed file exactly (the tables are data measured from llvm-mc, never
edited by hand)."""


import dataclasses
import difflib
import re

import pytest

from gcnasm.isa import generate
from gcnasm.isa.tables import gfx950 as TABLES


@pytest.mark.slow
@pytest.mark.llvm
def test_tables_are_current(toolchain):
    text, learned = generate.generate(log=lambda *a: None)
    assert not learned.errors
    current = generate.TABLE_PATH.read_text()
    if text != current:
        diff = list(difflib.unified_diff(current.splitlines(), text.splitlines(),
                                         "committed", "regenerated", n=1, lineterm=""))
        raise AssertionError("gcnasm/isa/tables/gfx950.py differs from what llvm-mc gives "
                             f"({len(diff)} diff lines); run python -m gcnasm.isa.generate\n"
                             + "\n".join(diff[:60]))


def test_every_family_has_entries():
    for fam, entries in TABLES.TEMPLATES.items():
        if fam != "VOPC_DPP":             # llvm-mc decodes no VOPC DPP word on gfx950
            assert entries, fam


def test_generated_lines_are_short():
    lines = generate.TABLE_PATH.read_text().splitlines()
    assert max(len(line) for line in lines) <= 200


def _tables(text):
    """The generated module's tables, and the line count of each renderer and template."""
    names = {}
    exec(compile(text, "gfx950.py", "exec"), names)
    return names["RENDERERS"], names["TEMPLATES"]


def _uses(templates, renderers, skip=None):
    """Renderer ids the templates use (nested ones included), except those of ``skip``."""
    out = set()
    todo = [rid for fam, rows in templates.items() for key, t in rows.items()
            if (fam, key) != skip for rid in re.findall(r":([a-z]+_[0-9a-f]+)\}", t)]
    while todo:
        rid = todo.pop()
        if rid in out:
            continue
        out.add(rid)
        for x in renderers[rid][1:]:
            for y in (x if isinstance(x, tuple) else (x,)):
                if isinstance(y, str) and y in renderers:
                    todo.append(y)
    return out


@pytest.mark.llvm
def test_one_changed_entry_changes_only_its_own_lines(toolchain):
    """Renderer ids come from content: perturbing one entry's learned template
    changes that entry's lines and those of renderers only it uses, nothing else."""
    learned = generate.learn(["SOP1", "SOPK"], log=lambda *a: None)
    before = generate.write_tables(learned.learner, learned.entries, learned.version,
                                   generate.TABLE_PATH)
    victim = next(e for e in learned.entries if re.search(r", \{[^{}]+\}$", e.template))
    # The same entry as llvm-mc might print it one day: its last operand dropped.
    dropped = re.sub(r", \{[^{}]+\}$", "", victim.template)
    entries = [dataclasses.replace(e, template=dropped) if e is victim else e
               for e in learned.entries]
    after = generate.write_tables(learned.learner, entries, learned.version, generate.TABLE_PATH)
    r0, t0 = _tables(before)
    r1, t1 = _tables(after)
    where = (victim.family.name, victim.key)
    # Every other entry's template is the same text, naming the same renderers.
    for fam in t0:
        for key in t0[fam]:
            if (fam, key) != where:
                assert t1[fam][key] == t0[fam][key], (fam, key)
    assert t1[where[0]][where[1]] != t0[where[0]][where[1]]
    # A renderer keeps its id and spec; only ones the victim alone used come or go.
    shared = _uses(t0, r0, skip=where)
    assert shared == _uses(t1, r1, skip=where)
    for rid in set(r0) & set(r1):
        assert r0[rid] == r1[rid]
    assert (set(r0) ^ set(r1)).isdisjoint(shared)
    # And so the diff is that entry's lines plus those renderers' lines.
    changed = [line for line in difflib.ndiff(before.splitlines(), after.splitlines())
               if line[:2] in ("- ", "+ ")]
    allowed = 2 * 4 + sum(len(repr(r0.get(rid) or r1.get(rid))) // 60 + 2
                          for rid in set(r0) ^ set(r1))
    assert 0 < len(changed) <= allowed, "\n".join(changed[:40])


@pytest.mark.llvm
def test_answer_cache_round_trip_and_live_sample(toolchain, tmp_path):
    """Stored answers come back as stored; the live sample catches one that
    llvm-objdump would not give; another LLVM build has another file."""
    from gcnasm.isa import answer_cache
    from gcnasm.isa.llvm_oracle import Disassembly, disassemble_many
    words = [bytes.fromhex(h) for h in ("000080bf", "000033d900000000", "0000acbe", "ffffffff")]
    store = answer_cache.AnswerCache(tmp_path / "a.pickle.z")
    store.answers.update(zip(words, disassemble_many(words, toolchain=toolchain)))
    store.put_sequence(words[:2], disassemble_many(words[:2], toolchain=toolchain))
    store.save()
    again = answer_cache.AnswerCache(tmp_path / "a.pickle.z")
    assert again.answers == store.answers and not again.grown
    assert again.get_sequence(words[:2]) == store.get_sequence(words[:2])
    assert again.verify_sample(10, seed=1, toolchain=toolchain).ok
    again.answers[words[0]] = Disassembly("s_nop 1", 4)          # a corrupt answer
    check = again.verify_sample(10, seed=1, toolchain=toolchain)
    assert not check.ok and words[0].hex() in check.describe()
    fp = answer_cache.fingerprint(toolchain)
    assert len(fp) == 64 and fp == answer_cache.fingerprint(toolchain)


@pytest.mark.llvm
def test_committed_answers_round_trip_and_are_deterministic(toolchain, tmp_path, monkeypatch):
    """The committed form gives back every answer and sequence as stored,
    the same bytes for the same answers whatever their order; a file made by
    another LLVM build (another fingerprint) is not adopted."""
    from gcnasm.isa import answer_cache
    from gcnasm.isa.llvm_oracle import Disassembly, disassemble_many
    words = [bytes.fromhex(h) for h in ("000080bf", "000033d900000000", "0000acbe", "ffffffff",
                                        "010080bf", "020080bf", "0000b3d900000000")]
    answers = dict(zip(words, disassemble_many(words, toolchain=toolchain)))
    answers[b"\x01\x02\x03\x04"] = Disassembly(None, 4, True)          # a crash
    answers[b"\x01\x02\x03\x05"] = Disassembly(None, 4, True)          # the same again
    sequences = {answer_cache.sequence_key(words[:2]): (words[:2], [answers[w]
                                                                    for w in words[:2]])}
    fp = answer_cache.fingerprint(toolchain)
    a = answer_cache.write_committed(tmp_path / "a.xz", answers, sequences, fp, "22")
    b = answer_cache.write_committed(tmp_path / "b.xz", dict(reversed(answers.items())),
                                     sequences, fp, "22")
    assert a == b
    header, got, seqs = answer_cache.read_committed(tmp_path / "a.xz")
    assert got == answers and seqs == sequences and header["fingerprint"] == fp
    # adopted by an empty cache of the same build, sampled live like any other
    monkeypatch.setenv("GCNASM_COMMITTED_ANSWERS", str(tmp_path / "a.xz"))
    store = answer_cache.AnswerCache(None)
    assert store.adopt_committed(toolchain) == tmp_path / "a.xz"
    assert store.answers == answers and store.loaded == len(answers)
    del store.answers[b"\x01\x02\x03\x04"]     # (a crash is not asked again live)
    del store.answers[b"\x01\x02\x03\x05"]
    assert store.verify_sample(100, seed=1, toolchain=toolchain).ok
    answer_cache.write_committed(tmp_path / "a.xz", answers, sequences, "0" * 64, "22")
    assert answer_cache.AnswerCache(None).adopt_committed(toolchain) is None
    (tmp_path / "bad.xz").write_bytes(b"not xz")
    with pytest.raises(ValueError, match="not a committed answers file"):
        answer_cache.read_committed(tmp_path / "bad.xz")
