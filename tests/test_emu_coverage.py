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


def test_whole_decoder_table_has_no_undocumented_gap():
    """Issue 23, item 1: every (family, mnemonic) of gcnasm.isa's decoder
    table has semantics or a documented reason (coverage.NOT_EMULATED)."""
    from gcnasm.emu.coverage import NOT_EMULATED, table_coverage, table_report
    import re
    coverage = table_coverage()
    report = table_report(coverage)
    assert report["gaps"] == [], report["gaps"]
    assert report["total"] == len(coverage) > 1900
    assert report["emulated"] / report["total"] > 0.9
    # every reason on the list still names something not emulated
    missing = [m["mnemonic"] for m in report["not_emulated"]]
    for pattern, why in NOT_EMULATED:
        assert any(re.fullmatch(pattern, m) for m in missing), (pattern, why)
    # the families the issue names are all there
    assert {"VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "VOP1_DPP", "VOP2_SDWA", "VOPC_SDWA", "SOP1",
            "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "MUBUF", "FLAT", "DS", "VOP3P_MAI"} <= \
        set(report["families"])


def test_coverage_command_json_alone_and_exit_status():
    import json
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-m", "gcnasm.emu.coverage", "--json"], capture_output=True,
                          text=True, timeout=300)
    report = json.loads(done.stdout)
    assert done.returncode == 0 and report["gaps"] == []
    bad = subprocess.run([sys.executable, "-m", "gcnasm.emu.coverage", "--bogus"], capture_output=True,
                         text=True, timeout=60)
    assert bad.returncode == 2 and "unknown option" in bad.stderr


def test_oracle_report_counts_only_passing_tests_and_lists_reasons():
    """gcnasm.emu.oracle (coverage --oracle): a form counts once a passing
    oracle test executed it; unchecked forms carry a reason or are gaps."""
    from types import SimpleNamespace
    from gcnasm.emu import oracle
    rec = oracle.Recorder()
    inst = lambda fam, m: SimpleNamespace(family=SimpleNamespace(name=fam), mnemonic=m)  # noqa: E731
    rec.pytest_runtest_logstart("t1", None)
    rec.observe(inst("VOP2", "v_add_u32_e32"))
    rec.pytest_runtest_logreport(SimpleNamespace(when="call", passed=True, failed=False, nodeid="t1"))
    rec.pytest_runtest_logstart("t2", None)
    rec.observe(inst("VOP3", "v_add_u32_e64"))
    rec.pytest_runtest_logreport(SimpleNamespace(when="call", passed=False, failed=True, nodeid="t2"))
    coverage = {("VOP2", "v_add_u32_e32"): "", ("VOP3", "v_add_u32_e64"): "", ("SOPP", "s_nop"): "",
                ("VOP1", "v_cube_x"): "no semantics"}
    report = oracle.report(coverage, rec)
    assert (report["checked"], report["emulated"], report["tests_failed"]) == (1, 3, 1)
    assert report["opcodes"] == 2 and report["opcodes_checked"] == 1
    reasons = {u["mnemonic"]: u["reason"] for u in report["not_checked"]}
    assert reasons["s_nop"] and reasons["v_add_u32_e64"] == ""
    assert [g["mnemonic"] for g in report["gaps"]] == ["v_add_u32_e64"]
    for name in oracle.ORACLE_TESTS:
        assert (oracle.tests_dir() / name).is_file(), name
