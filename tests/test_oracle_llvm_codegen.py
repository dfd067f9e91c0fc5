"""The LLVM codegen oracle (docs/oracles.md): LLVM 22's own AMDGPU codegen
tests compiled for gfx950 with llc, assembled by llvm-mc and linked by
ld.lld (tests/data/llvm-codegen, made by scripts/oracles/llvm_codegen.py;
its manifest names each source file and the commands), and what gcnasm
makes of them:

1. round trip: gcnasm disasm + asm --template gives ld.lld's bytes back;
2. standalone: gcnasm's standalone assembly of llc's .s gives ld.lld's
   bytes (.comment aside);
3. check: no error finding on llc's own output;
4. every s_nop llc wrote, shortened by one, is flagged (a finding the edit
   introduced, any severity);
5. every s_waitcnt llc wrote before a use of a pending result, deleted or
   relaxed by one, is flagged (>= 99% required by issue 20).

A ratchet: today's failures are listed, each with its reason and issue, in
tests/data/llvm-codegen/known_failures.json.  A test fails on a failure not
listed (a regression) and on a listed one that now passes (take it off the
list: the fix landed).  The quick tier runs every 6th file of the sample
(and the ones the issues name); the rest is `slow`.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data" / "llvm-codegen"


def _load_script():
    spec = importlib.util.spec_from_file_location(
        "oracle_llvm_codegen", REPO / "scripts" / "oracles" / "llvm_codegen.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


oracle = _load_script()
MANIFEST = json.loads((DATA / "manifest.json").read_text())
KNOWN = json.loads((DATA / "known_failures.json").read_text())
NAMES = [e["name"] for e in MANIFEST["files"]]
ENTRIES = {e["name"]: e for e in MANIFEST["files"]}
# named by issues 20 and 22: always in the quick tier
NAMED = {"rewrite-vgpr-mfma-to-agpr-phi", "exec-mask-opt-cannot-create-empty-or-backward-segment",
         "amdgpu-sw-lower-lds-static-lds-test-asan", "llvm.amdgcn.ds.gws.sema.br"}
QUICK = sorted(set(NAMES[::6]) | (NAMED & set(NAMES)))


def _tiered(names):
    return [n if n in QUICK else pytest.param(n, marks=pytest.mark.slow) for n in names]


pytestmark = pytest.mark.llvm


def _ratchet(kind: str, name: str, failure):
    """Fail on an unlisted failure and on a listed one that passes now."""
    listed = KNOWN[kind].get(name)
    if failure is None or failure == {} or failure == []:
        assert listed is None, (
            f"{name}: {kind} passes now; remove it from tests/data/llvm-codegen/"
            f"known_failures.json ({listed})")
        return
    assert listed is not None, f"{name}: {kind} fails (not a known failure): {failure}"


def test_sample_is_broad_and_described():
    """The committed sample: 150-250 files with kernels, each with its llc
    command, from LLVM 22."""
    assert 150 <= len(NAMES) <= 250
    assert MANIFEST["llvm_version"].startswith("22.")
    assert "-mcpu=gfx950" in MANIFEST["llc"]
    for e in MANIFEST["files"]:
        assert (DATA / e["s"]).is_file() and (DATA / e["co"]).is_file()
        assert e["source"].startswith("llvm/test/CodeGen/AMDGPU/") and e["kernels"] >= 1
    for kind, entries in KNOWN.items():
        if kind.startswith("_"):
            continue
        assert set(entries) <= set(NAMES), (kind, set(entries) - set(NAMES))


@pytest.mark.parametrize("name", _tiered(NAMES))
def test_round_trip(name):
    _ratchet("roundtrip", name, oracle.roundtrip(DATA / ENTRIES[name]["co"]))


@pytest.mark.parametrize("name", _tiered(NAMES))
def test_standalone_assembly_of_llc_output_is_ld_lld_bytes(name):
    e = ENTRIES[name]
    _ratchet("standalone", name, oracle.standalone(DATA / e["s"], DATA / e["co"]))


@pytest.mark.parametrize("name", _tiered(NAMES))
def test_check_finds_no_error_on_llc_output(name):
    try:
        errors = oracle.check_errors(DATA / ENTRIES[name]["co"])
    except Exception as exc:            # a refusal of valid input is a failure too
        errors = {"crash": f"{type(exc).__name__}: {exc}"}
    _ratchet("check", name, errors)
    listed = KNOWN["check"].get(name)
    if errors and listed and "crash" not in errors:
        # the rules that fail are the listed ones: a new false error is a regression
        assert sorted(errors) == listed["rules"], (name, errors, listed)


def _mutations(which: str, name: str):
    total, missed = oracle.mutation_misses(DATA / ENTRIES[name]["co"], which)
    listed = KNOWN[which].get(name, {})
    regressed = {i: c for i, c in missed.items() if i not in listed}
    fixed = sorted(set(listed) - set(missed))
    assert not regressed, f"{name}: {which} mutants not flagged (not known failures): {regressed}"
    assert not fixed, (f"{name}: known {which} misses now flagged; remove them from "
                       f"tests/data/llvm-codegen/known_failures.json: {fixed}")
    return total, len(missed)


@pytest.mark.parametrize("name", _tiered(NAMES))
def test_shortened_llc_nops_are_flagged(name):
    _mutations("nop", name)


@pytest.mark.parametrize("name", _tiered(NAMES))
def test_deleted_or_relaxed_llc_waitcnts_are_flagged(name):
    _mutations("wait", name)


def test_known_failures_name_their_reason_and_issue():
    """Every listed failure says why and which issue tracks it."""
    for kind, entries in KNOWN.items():
        if kind.startswith("_"):
            continue
        for name, entry in entries.items():
            reasons = [entry["reason"]] if "reason" in entry else list(entry.values())
            for reason in reasons:
                assert "issue" in reason, (kind, name, reason)


def test_figures_agree_with_the_listed_failures():
    """known_failures.json's _figures (what docs/oracles.md reports) count
    exactly the listed failures: the per-file tests above hold the list to
    the truth, so the figures hold too.  Issue 20 requires >= 99% of the
    s_waitcnt mutants flagged; the figure says how far today is."""
    fig = KNOWN["_figures"]
    n = len(NAMES)
    assert fig["files"] == n
    for kind, key in (("roundtrip", "roundtrip"), ("standalone", "standalone"),
                      ("check", "check_no_error")):
        assert fig[key] == f"{n - len(KNOWN[kind])}/{n}", (key, fig[key])
    for which in ("nop", "wait"):
        flagged, total = map(int, fig[f"{which}_mutants_flagged"].split("/"))
        assert total - flagged == sum(len(v) for v in KNOWN[which].values()), which
    flagged, total = map(int, fig["wait_mutants_flagged"].split("/"))
    print(f"s_waitcnt mutants flagged: {flagged}/{total} ({100 * flagged / total:.1f}%; "
          f"issue 20 asks >= 99%)")


# --- the whole directory's last failures (tests/data/llvm-codegen-edge/README.md) ---

EDGE = REPO / "tests" / "data" / "llvm-codegen-edge"
EDGE_NAMES = ["anonymous-gv", "empty-function", "llvm.amdgcn.wave.barrier"]


@pytest.mark.parametrize("name", EDGE_NAMES)
def test_round_trip_standalone_and_check(name):
    co, s = EDGE / f"{name}.co", EDGE / f"{name}.s"
    assert oracle.roundtrip(co) is None
    assert oracle.standalone(s, co) is None
    assert oracle.check_errors(co) == {}


def test_a_metadata_kernel_naming_no_symbol_is_left_out():
    from gcnasm.codeobject import CodeObject
    co = CodeObject.load(EDGE / "anonymous-gv.co")
    assert [k.name for k in co.kernels] == ["test", "__unnamed_2"]
    assert co.kernel("__unnamed_2").metadata == {}


def test_an_empty_kernel_in_the_padding_keeps_its_alignment():
    import gcnasm
    text = gcnasm.disassemble(str(EDGE / "empty-function.co"))
    head, _, tail = text.partition("empty_function_unreachable:")
    assert "\t.p2align\t8" in head.rstrip().splitlines()[-4:]
    assert "instruction-prefetch padding" in tail
