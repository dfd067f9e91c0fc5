"""The incremental hazard search of an edit (gcnasm.checker.incremental)
gives what the full search gives: the same findings (rules, severities,
places, messages, fixes), the same introduced set against the template."""

import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import CORPUS
from gcnasm.checker import incremental
from gcnasm.checker.checker import against_template, check_program, template_baseline
from gcnasm.checker.memo import Memo
from gcnasm.codeobject import CodeObject, assemble, disassemble
from gcnasm.codeobject.program import program_of
from gcnasm.errors import GcnasmError

TRITON = Path(__file__).resolve().parent.parent / "kernels" / "triton"
KERNELS = [TRITON / "matmul_f16_64x64x32.hsaco", TRITON / "attention_fwd_f16.hsaco",
           TRITON / "matmul_fp8e5_128x128x128.hsaco"]
CORPUS_KERNELS = [CORPUS / "bf16gemm" / "bf16gemm_bf16_tn_256x256.co",
                  CORPUS / "f4gemm" / "f4gemm_bf16_per1x32Fp4_BpreShuffle_192x256.co",
                  CORPUS / "pa" / "pa_bf16_pertokenInt8_gqa16_1tg_4w_mtp_msk1.co"]


@pytest.fixture(autouse=True)
def no_cache(monkeypatch):
    monkeypatch.setenv("GCNASM_CACHE_DIR", "off")


_loaded = {}


def _template(path):
    if path not in _loaded:
        if not path.exists():
            pytest.skip(f"{path} not here (the AMD corpus)")
        co = CodeObject.load(path)
        _loaded[path] = (co, disassemble(co), template_baseline(co))
    return _loaded[path]


def _both(path, text, lines=False):
    """(full findings, incremental findings, whether a kernel's hazard
    search was resumed, whether its s_waitcnt dataflow was), each after
    pairing with the template (``lines``: with their lines, as
    ``gcnasm check EDITED.s --template`` gives them)."""
    co, _, base = _template(path)
    edited = assemble(text, co, path="edit.s")
    out = []
    for resume in (False, True):
        program = program_of(edited, text)
        provenance = base.provenance(program.analysis, program.co.text)
        report = check_program(program, lines=lines, memo=Memo(base.memo),
                               resume=(base, provenance) if resume else None)
        report = against_template(report, program, co, base, provenance)
        out.append(report.findings)
        if resume:
            resumed = [incremental.resume_hazards(kp, base.blocks.get(kp.name), base.offsets,
                                                  base.findings, provenance)
                       for kp in program.kernels]
            out.append(any(r is not None for r in resumed))
            waits = [incremental.resume_waits(
                incremental.kernel_edit(kp, base.blocks.get(kp.name), base.offsets, provenance),
                base.waits.get(kp.name), base.findings) for kp in program.kernels]
            out.append(any(w is not None for w in waits))
    return out


def _instruction_lines(text):
    lines = text.split("\n")
    return lines, [i for i, l in enumerate(lines)
                   if l.startswith("\t") and re.match(r"\t[sv]_|\tds_|\tbuffer_|\tglobal_", l)]


def _edits(text, seed):
    """Edits of every kind the check meets, at places drawn by ``seed``."""
    rnd = random.Random(seed)
    lines, insts = _instruction_lines(text)
    out = {}

    def at(kind, fn):
        new = list(lines)
        if fn(new) is not False:
            out[kind] = "\n".join(new)

    mid = insts[rnd.randrange(len(insts))]
    end = max(i for i in insts if lines[i].strip() == "s_endpgm")
    at("nop-before-endpgm", lambda n: n.insert(end, "\ts_nop 0"))
    at("nop-in-middle", lambda n: n.insert(mid, "\ts_nop 4"))
    nops = [i for i in insts if re.match(r"\ts_nop [1-9]", lines[i])]
    if nops:
        k = rnd.choice(nops)
        at("nop-shortened", lambda n: n.__setitem__(k, "\ts_nop 0"))
        k2 = rnd.choice(nops)
        at("nop-deleted", lambda n: n.pop(k2))
    waits = [i for i in insts if lines[i].startswith("\ts_waitcnt")]
    if waits:
        w = rnd.choice(waits)
        at("wait-deleted", lambda n: n.pop(w))
        w2 = rnd.choice(waits)
        at("wait-relaxed", lambda n: n.__setitem__(
            w2, re.sub(r"cnt\((\d+)\)", lambda m: f"cnt({int(m.group(1)) + 1})", lines[w2])))
        w3 = rnd.choice(waits)
        at("wait-tightened", lambda n: n.__setitem__(w3, "\ts_waitcnt vmcnt(0) lgkmcnt(0)"))
    valus = [i for i in insts if lines[i].startswith("\tv_") and "mfma" not in lines[i]]
    if valus:
        v = rnd.choice(valus)
        at("valu-deleted", lambda n: n.pop(v))
        v2 = rnd.choice(valus)
        at("valu-duplicated", lambda n: n.insert(v2, lines[v2]))
    mfmas = [i for i in insts if "mfma" in lines[i]]
    if mfmas:
        m = rnd.choice(mfmas)
        at("mfma-duplicated", lambda n: n.insert(m + 1, lines[m]))
    k = rnd.randrange(len(insts) - 1)
    a, b = insts[k], insts[k + 1]
    if b == a + 1 and "branch" not in lines[a] + lines[b] and "endpgm" not in lines[a] + lines[b]:
        at("swapped", lambda n: n.__setitem__(slice(a, b + 1), [lines[b], lines[a]]))
    # a move: an instruction taken ten places on
    k = rnd.randrange(len(insts) - 12)
    if all("branch" not in lines[i] and "endpgm" not in lines[i] for i in insts[k:k + 12]):
        def move(n, src=insts[k], dst=insts[k + 10]):
            n.insert(dst, lines[src])
            n.pop(src)
        at("moved", move)
    branches = [i for i in insts if re.match(r"\ts_cbranch_\w+ (\w+)$", lines[i])]
    labels = [l[:-1] for l in lines if re.match(r"^label_\w+:$", l)]
    if branches and len(labels) > 1:
        br = rnd.choice(branches)
        old = lines[br].split()[-1]
        other = rnd.choice([x for x in labels if x != old])
        at("branch-retargeted", lambda n: n.__setitem__(br, lines[br].replace(old, other)))
    # inside a loop: right after a label some branch goes back to
    back = [i for i in branches if lines.index(lines[i].split()[-1] + ":") < i] \
        if branches else []
    if back:
        br = rnd.choice(back)
        head = lines.index(lines[br].split()[-1] + ":")
        at("loop-head-nop", lambda n: n.insert(head + 1, "\ts_nop 1"))
        at("loop-tail-nop", lambda n: n.insert(br, "\ts_nop 0"))
        body = [i for i in insts if head < i < br and lines[i].startswith("\tv_")]
        if body:
            v = rnd.choice(body)
            at("loop-valu-deleted", lambda n: n.pop(v))
    return out


def _compare(path, seed, lines=False, waits=False):
    """How many edits resumed a hazard search (``waits``: an s_waitcnt
    dataflow), each checked to find what the full check finds."""
    _, text, _ = _template(path)
    resumed = resumed_waits = 0
    for kind, edited in _edits(text, seed).items():
        try:
            full, inc, used, used_waits = _both(path, edited, lines)
        except GcnasmError:         # an edit that does not assemble (a label out of reach...)
            continue
        assert inc == full, (path.name, kind)
        resumed += used
        resumed_waits += used_waits
    return resumed_waits if waits else resumed


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.name)
@pytest.mark.parametrize("seed", range(3))
def test_triton_edits_find_what_the_full_check_finds(path, seed):
    assert _compare(path, seed) > 0         # and the incremental path was taken


@pytest.mark.parametrize("path", KERNELS[:2], ids=lambda p: p.name)
def test_edits_checked_with_lines_find_what_the_full_check_finds(path):
    assert _compare(path, 7, lines=True) > 0


@pytest.mark.parametrize("path", CORPUS_KERNELS, ids=lambda p: p.name)
@pytest.mark.parametrize("seed", range(2))
def test_corpus_edits_find_what_the_full_check_finds(path, seed):
    assert _compare(path, seed) > 0


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.name)
def test_edits_resume_the_waitcnt_dataflow(path):
    assert _compare(path, 3, waits=True) > 0


@pytest.mark.parametrize("path", CORPUS_KERNELS[2:], ids=lambda p: p.name)
def test_a_wait_before_the_end_reruns_only_the_last_block(path):
    """The edit loop's case (bench/check.py): an s_waitcnt before the last
    s_endpgm.  Only its block is run again; every other block's findings
    are the template's, moved, and the same as the full dataflow's."""
    co, text, base = _template(path)
    lines, insts = _instruction_lines(text)
    end = max(i for i in insts if lines[i].strip() == "s_endpgm")
    edited_text = "\n".join(lines[:end] + ["\ts_waitcnt lgkmcnt(0)"] + lines[end:])
    program = program_of(assemble(edited_text, co, path="e.s"), edited_text)
    provenance = base.provenance(program.analysis, program.co.text)
    [kp] = program.kernels
    edit = incremental.kernel_edit(kp, base.blocks[kp.name], base.offsets, provenance)
    assert len(edit.changed) <= 2
    found, mapped = incremental.resume_waits(edit, base.waits[kp.name], base.findings)
    assert len(mapped) >= sum(f.kind == "waitcnt" for f in base.findings) - len(found) - 2
    full, inc, _, used_waits = _both(path, edited_text)
    assert used_waits and inc == full


def test_an_s_nop_before_the_end_searches_only_near_it():
    path = TRITON / "matmul_f16_64x64x32.hsaco"
    co, text, base = _template(path)
    lines, insts = _instruction_lines(text)
    end = max(i for i in insts if lines[i].strip() == "s_endpgm")
    edited_text = "\n".join(lines[:end] + ["\ts_nop 0"] + lines[end:])
    program = program_of(assemble(edited_text, co, path="e.s"), edited_text)
    provenance = base.provenance(program.analysis, program.co.text)
    [kp] = program.kernels
    mask, mapped, clause_blocks, searched = incremental.resume_hazards(kp, base.blocks[kp.name], base.offsets,
                                              base.findings, provenance)
    assert 0 < sum(mask) <= incremental.REACH + 2
    assert len(mask) == sum(len(b.instructions) for b in searched) < 200
    assert len(mapped) == sum(f.kind == "hazard" for f in base.findings)
    # the block the s_nop went into (and the branch to it, whose target's
    # origin is now the s_nop's: an edited branch for the pairing)
    assert 1 <= len(clause_blocks) <= 2
    assert any(b.instructions[-2].inst.text.startswith("s_nop") for b in clause_blocks)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_random_small_edits_find_what_the_full_check_finds(data):
    path = TRITON / "attention_fwd_f16.hsaco"
    _, text, _ = _template(path)
    lines, insts = _instruction_lines(text)
    new = list(lines)
    for _ in range(data.draw(st.integers(1, 3))):
        _, insts = _instruction_lines("\n".join(new))
        i = data.draw(st.sampled_from(insts))
        op = data.draw(st.sampled_from(["nop", "delete", "dup", "wait"]))
        if "branch" in new[i] or "endpgm" in new[i]:
            op = "nop"
        if op == "nop":
            new.insert(i, f"\ts_nop {data.draw(st.integers(0, 7))}")
        elif op == "delete":
            new.pop(i)
        elif op == "dup":
            new.insert(i, new[i])
        else:
            new.insert(i, "\ts_waitcnt lgkmcnt(0)")
    edited = "\n".join(new)
    try:
        full, inc, _, _ = _both(path, edited)
    except GcnasmError:
        return
    assert inc == full
