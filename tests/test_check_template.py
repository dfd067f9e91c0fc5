"""Differential checking (gcnasm.checker.differential, .pairing): an edit's
findings are paired with its template's by position, and every finding an
edit introduces or worsens is an error."""

import re

import pytest

from gcnasm.checker import check
from gcnasm.checker.pairing import Provenance, align
from gcnasm.codeobject import CodeObject, disassemble

BF16 = "bf16gemm/bf16gemm_fp32bf16_tn_64x64_splitk_clean.co"


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GCNASM_CACHE_DIR", str(tmp_path / "cache"))


def _move_down(lines, first, count, by):
    """``count`` lines from index ``first`` moved ``by`` lines later."""
    block = lines[first:first + count]
    out = lines[:first] + lines[first + count:]
    return out[:first + by] + block + out[first + by:]


# --- pairing ----------------------------------------------------------------------

def _seq(keys):
    return list(range(0, 4 * len(keys), 4)), [k.encode() for k in keys]


def test_align_identical_maps_every_offset_to_itself():
    p = align(_seq("abc"), _seq("abc"))
    assert p.identical and p.template_offset(8) == 8 and p.template_offset(None) is None


def test_align_insertion_shifts_later_offsets():
    p = align(_seq("abcd"), _seq("abXcd"))
    assert [p.template_offset(o) for o in (0, 4, 8, 12, 16)] == [0, 4, None, 8, 12]
    assert p.unmatched == 1


def test_align_moved_run_keeps_its_origin():
    # "bc" moved two later: difflib keeps one order; the moved run is paired too
    p = align(_seq("abcdef"), _seq("adebcf"))
    assert [p.template_offset(o) for o in range(0, 24, 4)] == [0, 12, 16, 4, 8, 20]


def test_align_repeated_copies_pair_by_position():
    # an unrolled loop: the same run twice; an edit in the first copy
    p = align(_seq("xyzxyz"), _seq("xQyzxyz"))
    assert [p.template_offset(o) for o in range(0, 28, 4)] == [0, None, 4, 8, 12, 16, 20]


def test_provenance_of_none_and_unknown():
    p = Provenance({4: 8})
    assert p.template_offset(4) == 8 and p.template_offset(0) is None


# --- the bf16gemm case of issue 20 ---------------------------------------------------

@pytest.fixture(scope="module")
def bf16(corpus_dir):
    co = CodeObject.load(corpus_dir / BF16)
    return co, disassemble(co)


def _first_copy_pair(text):
    """The index of the first unrolled copy's ``s_add_u32 m0, 0x100, s46``
    (the next line its LDS-DMA load)."""
    lines = text.split("\n")
    at = [i for i, line in enumerate(lines) if line == "\ts_add_u32 m0, 0x100, s46"]
    assert len(at) >= 2 and re.match(r"\tbuffer_load_dword v\d+, s\[4:7\], 0 offen lds$",
                                     lines[at[0] + 1])
    return lines, at


def test_an_edit_in_one_unrolled_copy_introduces_nothing_in_another(bf16):
    """Moving m0's s_add_u32 and its buffer_load ... lds two lines later in
    the first copy of the unrolled loop: the second copy is untouched and
    keeps its findings as the template's (by text, they were once paired
    with the wrong copy and one was reported as introduced there)."""
    co, text = bf16
    lines, at = _first_copy_pair(text)
    edited = "\n".join(_move_down(lines, at[0], 2, 2))
    report = check(edited, co)
    introduced = report.introduced().findings
    assert introduced == [], [f.format("e.s") for f in introduced]
    # every finding of the template is found again, inherited, as a warning
    template = check(co)
    assert len(report.inherited) >= len(template.findings) - 1
    assert all(f.severity == "warning" for f in report.inherited)
    # the second copy's findings are inherited, at their own lines
    second = [f for f in report.findings if f.line and f.line > at[1] + 1]
    assert second and all(f.inherited for f in second)


def test_a_deleted_wait_in_one_copy_is_an_error_there_only(bf16):
    """Deleting the first copy's loop-head wait: what it brings is an error
    in that copy; the other copies keep their inherited findings."""
    co, text = bf16
    lines = text.split("\n")
    waits = [i for i, line in enumerate(lines) if line.startswith("\ts_waitcnt vmcnt(")
             and lines[i + 1] == "\ts_barrier"]
    assert len(waits) >= 2
    edited = "\n".join(lines[:waits[0]] + lines[waits[0] + 1:])
    report = check(edited, co)
    new = report.introduced().findings
    assert new and all(f.severity == "error" for f in new)
    # all of them before the next copy's wait (line numbers: one line removed)
    assert all(f.line <= waits[1] for f in new), [f.format("e.s") for f in new]


def test_every_introduced_finding_is_an_error_whatever_its_rule(bf16):
    """An edit that shortens an s_nop the template has (or adds any finding)
    gets an error even for a rule that is a warning in unedited code."""
    co, text = bf16
    # a new LDS-DMA load right before an LDS read: lds-dma-read, a warning rule
    lines, at = _first_copy_pair(text)
    reads = [i for i in range(at[0], len(lines)) if lines[i].startswith("\tds_read")]
    edited = "\n".join(lines[:reads[0]] + ["\tbuffer_load_dword v17, s[4:7], 0 offen lds"]
                       + lines[reads[0]:])
    report = check(edited, co)
    new = report.introduced()
    assert new.findings and all(f.severity == "error" for f in new.findings)
    assert {"lds-dma-read"} <= {f.rule for f in new.findings}
    # introduced() keeps every finding that is not inherited, errors and warnings alike
    assert len(new.findings) == len([f for f in report.findings if not f.inherited])


def test_unedited_text_introduces_nothing_and_keeps_severities(bf16):
    co, text = bf16
    report = check(text, co)
    assert not report.introduced().findings
    assert len(report.findings) == len(check(co).findings)


def test_align_a_branch_to_another_target_is_an_edit():
    t = _seq("abcd")
    e = _seq("abcd")
    # the branch at 4 went to 12 in the template, goes to 8 in the edit
    p = align(t, e, ({4: 12}, {4: 8}))
    assert not p.identical and p.template_offset(4) is None and p.template_offset(8) == 8
    assert align(t, e, ({4: 12}, {4: 12})).identical


def test_align_keeps_order_and_pairs_only_equal_keys():
    """Random edits of a sequence with repeats: every pair has equal keys,
    pairs keep their order except the moved ones, and with insertions only
    of new keys every original item is paired with itself."""
    import random
    rng = random.Random(20)
    for _ in range(200):
        n = rng.randrange(1, 60)
        t = [rng.choice("abcdefghij") + str(rng.randrange(3)) for _ in range(n)]
        e = list(t)
        for _ in range(rng.randrange(1, 6)):
            op = rng.randrange(3)
            at = rng.randrange(len(e) + 1)
            if op == 0:
                e.insert(at, "NEW")
            elif op == 1 and e:
                del e[min(at, len(e) - 1)]
            elif e:
                e[min(at, len(e) - 1)] = "CHANGED"
        p = align(_seq(t), _seq(e))
        for j, key in enumerate(e):
            origin = p.template_offset(4 * j)
            if origin is not None:
                assert t[origin // 4] == key
        inserted = [k for k in t]
        e2 = list(t)
        for _ in range(3):
            e2.insert(rng.randrange(len(e2) + 1), "NEW")
        p2 = align(_seq(inserted), _seq(e2))
        got = [p2.template_offset(4 * j) for j, k in enumerate(e2) if k != "NEW"]
        assert got == list(range(0, 4 * len(t), 4))


def _moved_pair_edits(corpus_dir, per_kernel, seed):
    """For each bf16gemm kernel of the corpus, ``per_kernel`` edits moving an
    ``s_add_u32 m0`` + ``buffer_load ... lds`` pair two lines later (chosen
    with ``seed``): (template, edited text, the pair's line)."""
    import random
    rng = random.Random(seed)
    for path in sorted((corpus_dir / "bf16gemm").glob("*.co")):
        co = CodeObject.load(path)
        lines = disassemble(co).split("\n")
        flow = ("label", "\ts_cbranch", "\ts_branch")
        pairs = [i for i in range(len(lines) - 4) if lines[i].startswith("\ts_add_u32 m0")
                 and lines[i + 1].endswith(" lds") and not lines[i + 2].startswith(flow)
                 and not lines[i + 3].startswith(flow)]
        for i in rng.sample(pairs, min(per_kernel, len(pairs))):
            yield co, "\n".join(lines[:i] + lines[i + 2:i + 4] + lines[i:i + 2] + lines[i + 4:]), i + 1


def _far_findings(corpus_dir, per_kernel, seed):
    far, edits = [], 0
    for co, edited, line in _moved_pair_edits(corpus_dir, per_kernel, seed):
        edits += 1
        for f in check(edited, co).introduced().findings:
            if f.line is None or abs(f.line - line) > 8:
                far.append((co.path, line, f.rule, f.line))
    return edits, far


def test_moved_lds_dma_pairs_introduce_nothing_far_from_the_edit(corpus_dir):
    """Across the corpus's bf16gemm kernels (unrolled main loops): moving an
    LDS-DMA load and its m0 set-up two lines later introduces no finding
    more than 8 lines away (paired by text, 6 of 40 such edits were blamed
    on another copy of the loop)."""
    edits, far = _far_findings(corpus_dir, 1, 3)
    assert edits >= 8 and not far, far


@pytest.mark.slow
def test_moved_lds_dma_pairs_introduce_nothing_far_from_the_edit_more(corpus_dir):
    edits, far = _far_findings(corpus_dir, 4, 3)
    assert edits >= 30 and not far, far
