"""``gcnasm compare REF CAND...`` on the emulator: four candidate edits of
an AMD aiter kernel statically checked, run and ranked by emulated
instruction counts; ``--devices`` as emulator processes; ``--ray local``
with lost workers.  The emulator has no GPU time: every figure here is an
instruction count, and the "devices" are processes on this CPU."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from gcnasm import cli
from gcnasm.codeobject import CodeObject
from gcnasm.workflow.many import compare_many

REPO = Path(__file__).resolve().parent.parent
SITES = REPO / "kernels" / "sites" / "emu.json"
KERNEL = "bf16gemm/bf16gemm_fp32bf16_tn_64x64_splitk_clean.co"


def edits(ref: Path, folder: Path) -> dict:
    """Four .s edits of REF: one fewer wait (clean, fewer instructions),
    two s_nop 7 after the first MFMA (clean, more), a wait removed before
    the MFMAs' LDS reads (the check's errors), the first MFMA dropped
    (wrong values)."""
    lines = CodeObject.load(ref).disassemble().split("\n")
    text = [ln.strip() for ln in lines]
    barrier = next(i for i in range(len(text) - 2) if text[i:i + 3] == [
        "s_waitcnt vmcnt(32)", "s_barrier", "s_waitcnt lgkmcnt(0)"])
    mfma = next(i for i, t in enumerate(text) if t.startswith("v_mfma"))
    wait = text.index("s_waitcnt vmcnt(16) lgkmcnt(0)")
    out = {
        "fewer_wait.s": lines[:barrier + 2] + lines[barrier + 3:],
        "more_nops.s": lines[:mfma + 1] + ["\ts_nop 7", "\ts_nop 7"] + lines[mfma + 1:],
        "no_wait.s": lines[:wait] + lines[wait + 1:],
        "no_mfma.s": lines[:mfma] + ["\ts_nop 0"] + lines[mfma + 1:],
    }
    paths = {}
    for name, body in out.items():
        paths[name] = folder / name
        paths[name].write_text("\n".join(body))
    return paths


@pytest.fixture(scope="module")
def candidates(corpus_dir, tmp_path_factory):
    ref = corpus_dir / KERNEL
    return ref, edits(ref, tmp_path_factory.mktemp("edits"))


def test_four_edits_ranked_by_emulated_counts_json_alone_on_stdout(candidates, capsys):
    ref, paths = candidates
    status = cli.main(["compare", str(ref), *map(str, paths.values()), "--backend", "emu",
                       "--sites", str(SITES), "--site", "aiter_bf16gemm", "--json", "-"])
    captured = capsys.readouterr()
    data = json.loads(captured.out)            # JSON alone on stdout
    assert status == 1                          # one candidate fails, one has check errors
    assert data["measure"] == "emulated instructions" and data["verdict"] == "FAIL"
    ranking = [(r["label"], r["call"]) for r in data["ranking"]]
    assert ranking == [("fewer_wait.s", "fewer instructions"),
                       ("more_nops.s", "more instructions"), ("no_mfma.s", "not ranked")]
    first = data["ranking"][0]
    assert first["ref_count"] - first["cand_count"] == 24      # one wait per wave: 6 workgroups of 4 waves
    checks = {c["label"]: c for c in data["candidates"]}
    assert checks["no_wait.s"]["check"] == "errors" and checks["no_wait.s"]["errors"]
    assert checks["no_wait.s"]["verdicts"] == {}               # not run
    assert checks["no_mfma.s"]["verdicts"] == {"aiter_bf16gemm": "FAIL"}
    assert "[FAIL] cos=" in checks["no_mfma.s"]["co_compare"]
    report = captured.err
    assert "by emulated instructions" in report and "not a timing" in report
    assert "no_wait.s: static check: errors" in report and "not run" in report


def test_devices_spread_candidates_over_emulator_processes(candidates):
    ref, paths = candidates
    clean = [paths["fewer_wait.s"], paths["more_nops.s"]]
    one = compare_many(ref, clean, "aiter_bf16gemm", backend="emu", sites_files=[str(SITES)])
    two = compare_many(ref, clean, "aiter_bf16gemm", backend="emu", sites_files=[str(SITES)],
                       devices=[0, 1])
    assert {r["device"].split(" (")[0] for r in two.rows} == {"emu process 0", "emu process 1"}
    assert len({r["device"] for r in two.rows}) == 2            # two processes
    strip = [{k: v for k, v in r.items() if k != "device"} for r in one.rows]
    assert strip == [{k: v for k, v in r.items() if k != "device"} for r in two.rows]


def test_time_all_runs_a_candidate_the_check_rejects(candidates):
    ref, paths = candidates
    result = compare_many(ref, [paths["no_wait.s"]], "aiter_bf16gemm", backend="emu",
                          sites_files=[str(SITES)], time_all=True)
    assert result.candidates[0].check == "errors"
    assert list(result.verdicts) == ["no_wait.s"]
    assert "run (--time-all)" in result.table()


def test_bad_devices_and_missing_ray_are_clear_errors(candidates, capsys):
    ref, paths = candidates
    status = cli.main(["compare", str(ref), str(paths["more_nops.s"]), "--backend", "emu",
                       "--devices", "zero"])
    assert status == 2 and "--devices expects" in capsys.readouterr().err
    try:
        import ray  # noqa: F401
    except ImportError:
        status = cli.main(["compare", str(ref), str(paths["more_nops.s"]), "--backend", "emu",
                           "--sites", str(SITES), "--site", "aiter_bf16gemm", "--ray", "local"])
        assert status == 2 and "pip install 'gcnasm[ray]'" in capsys.readouterr().err


def test_ray_local_cluster_retries_lost_workers(candidates, tmp_path, monkeypatch):
    try:
        import ray  # noqa: F401
    except ImportError:
        reason = ("ray is not installed in this environment (pip install 'gcnasm[ray]'; "
                  "scripts/setup.sh installs it with the test extras)")
        print(f"SKIPPED: {reason}", file=sys.stderr)
        pytest.skip(reason)
    ref, paths = candidates
    monkeypatch.setenv("GCNASM_RAY_TEST_LOSE_WORKER", str(tmp_path))   # each first try dies
    result = compare_many(ref, [paths["fewer_wait.s"], paths["more_nops.s"]], "aiter_bf16gemm",
                          backend="emu", sites_files=[str(SITES)], ray="local")
    assert [r["label"] for r in sorted(result.rows, key=lambda r: -r["speedup"])] == \
        ["fewer_wait.s", "more_nops.s"]
    assert all(r["device"].startswith("ray node ") for r in result.rows)
    assert len(result.notes) == 2 and all("Ray retried it" in n for n in result.notes)
    assert sorted(os.listdir(tmp_path)) == ["fewer_wait_s___aiter_bf16gemm",
                                            "more_nops_s___aiter_bf16gemm"]
