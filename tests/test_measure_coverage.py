"""kernels/sites/measure_coverage.py: the listing parse, the compare output's
verdicts and the coverage.md rendering, on synthetic text and records (no
emulator run)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("measure_coverage",
                                               ROOT / "kernels" / "sites" / "measure_coverage.py")
mc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mc)

LISTING = """\
// executions per site (wave-level, emulated): a   b
                                          | // gcnasm disassembly of k.co
                                          | \t.text
                                          | _ZN5aiter1kE:
           16             - | \ts_load_dword s0, s[0:1], 0x0
           16            32 | \ts_cbranch_scc0 label_0010
                                          | label_0008:
            -             - | \tv_mov_b32 v0, 0
            -             - | \ts_branch label_0010
                                          | label_0010:
            -             8 | \ts_endpgm
"""


def test_parse_counts_instructions_and_blocks_never_entered():
    total, ran, nblocks, never = mc.parse(LISTING)
    assert (total, ran, nblocks, never) == (5, 3, 3, ["label_0008"])


def test_family_of_nested_and_top_level(tmp_path):
    (tmp_path / "fmoe" / "gelu").mkdir(parents=True)
    assert mc.family_of(tmp_path / "fmoe" / "gelu" / "x.co", tmp_path) == ("fmoe", "fmoe/gelu")
    assert mc.family_of(tmp_path / "f8_block_scale_mi350_x32.co", tmp_path) == ("f8_block_scale", ".")
    assert mc.family_of(Path("/elsewhere/pa/k.co"), tmp_path) == ("pa", "pa")


def test_summarise_pass_fail_and_no_site():
    ok = ("i8gemm  M=32\n  [PASS] cos=1.0\n"
          "  reference i8gemm (i8gemm, C): [PASS] cos=0.99999\n"
          "  reference i8gemm_tail (i8gemm, C): [PASS] cos=0.99999\n\nPASS (2/2 sites pass)\n")
    assert mc.summarise(0, ok, "") == ("PASS", 2, 0, "PASS (2/2 sites pass)")
    bad = ("mla  B=1\n  [PASS] cos=1.0\n"
           "  reference mla (mla, R): [FAIL] cos=0.99  max_abs=0.9  (needs cos >= 0.9999; numpy 0.01 s)\n"
           "  reference mla (mla, LSE): [PASS] cos=1.0\n\nFAIL: mla (0/1 sites pass)\n")
    verdict, checks, failed, message = mc.summarise(1, bad, "")
    assert (verdict, checks, failed) == ("FAIL", 2, 1)
    assert message == ("FAIL: mla (0/1 sites pass): reference mla (mla, R): [FAIL] cos=0.99  "
                       "max_abs=0.9  (needs cos >= 0.9999)")
    err = ("gcnasm compare: /c/fmoe/x.co: no site fits kernel K (--site auto knows the families a, b); "
           "write a site file (docs/compare.md, 'Writing a site file'; `gcnasm info` lists them) and pass "
           "--sites FILE --site NAME (family fmoe: fmoe: smf g1u0 (int8 a16) output layout not modelled "
           "yet (no site))\n")
    assert mc.summarise(2, "", err) == (
        "no site", 0, 0, "fmoe: smf g1u0 (int8 a16) output layout not modelled yet (no site)")
    assert mc.summarise(2, "", "gcnasm compare: /c/x.co: no such file\n")[0] == "error"
    assert mc.no_site_reason(err.split(" (family")[0] + "\n") == "no family of --site auto knows the kernel"


def _rec(name, family, verdict, ran=None, total=None, never=(), blocks=None, checks=0, failed=0,
         message="", seconds=1.0, where=None):
    return dict(name=name, family=family, dir=where or family, verdict=verdict, checks=checks,
                failed=failed, ran=ran, total=total, blocks=blocks, never=list(never),
                seconds=seconds, message=message)


def test_render_summary_rows_failures_and_blocks(tmp_path):
    records = [
        _rec("a.co", "pa", "PASS", 50, 100, [], 4, checks=4, message="PASS (4/4 sites pass)"),
        _rec("b.co", "pa", "FAIL", 90, 100, ["label_0010"], 5, checks=4, failed=1,
             message="FAIL: pa (1/2 sites pass): reference pa (pa, O): [FAIL] cos=0.5"),
        _rec("c.co", "fmoe", "no site", message="fmoe: why (no site)", where="fmoe/gelu"),
        _rec("d.co", "fmoe", "no site", message="fmoe: why (no site)", where="fmoe/silu"),
        _rec("e.co", "fmoe", "timeout", message="not finished in 180 s", seconds=180.0,
             where="fmoe/silu"),
    ]
    path = tmp_path / "r.jsonl"
    # a later record of a kernel replaces the earlier one
    path.write_text("".join(json.dumps(r) + "\n" for r in
                            [_rec("a.co", "pa", "error", message="old")] + records))
    got = mc.read_records(path)
    assert list(got) == ["a.co", "b.co", "c.co", "d.co", "e.co"] and got["a.co"]["verdict"] == "PASS"
    text = mc.render(list(got.values()), "# Title\n")
    lines = text.splitlines()
    assert lines[0] == "# Title"
    assert "| pa | 2 | 1 | 1 | 0 | 0 | 0 | 50-90% | 1 of 2 enter every block; never entered 0-1 of 4-5 | 1.0-1.0 s |" in lines
    assert "| fmoe | 3 | 0 | 0 | 2 | 1 | 0 | - | - | 1.0-1.0 s |" in lines
    assert "| **all** | 5 | 1 | 1 | 2 | 1 | 0 | 50-90% | 1 of 2 enter every block; never entered 0-1 of 4-5 | 1.0-1.0 s |" in lines
    assert "* `pa/b.co` (FAIL): FAIL: pa (1/2 sites pass): reference pa (pa, O): [FAIL] cos=0.5" in lines
    assert "* `fmoe/silu/e.co` (timeout): not finished in 180 s" in lines
    assert "| b.co | FAIL (1 of 4 checks) | 90/100 (90.0%) | 1/5 | 1.0 |" in lines
    assert "| c.co | no site | - | - | 1.0 |" in lines
    assert "* fmoe: why (no site): 2 kernels (`c.co`, `d.co`)" in lines
    assert "* `b.co`: label_0010" in lines


def test_records_skip_measured_kernels(tmp_path, monkeypatch, capsys):
    path = tmp_path / "r.jsonl"
    path.write_text(json.dumps(_rec("a.co", "pa", "PASS", 1, 2, [], 1)) + "\n")
    seen = []
    monkeypatch.setattr(mc, "measure", lambda p, root, races, timeout: seen.append(p.name) or
                        _rec(p.name, "pa", "timeout", message="not finished in 1 s"))
    mc.main(["--records", str(path), "--timeout", "1", "x/a.co", "x/b.co"])
    assert seen == ["b.co"]
    mc.main(["--records", str(path), "--redo", "x/a.co"])
    assert seen == ["b.co", "a.co"]
    assert [json.loads(l)["name"] for l in path.read_text().splitlines()] == ["a.co", "b.co", "a.co"]
    capsys.readouterr()
