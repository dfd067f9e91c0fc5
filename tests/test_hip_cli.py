"""gcnasm sites / devices / compare: listing, dumping, and clean errors."""

from __future__ import annotations

import pytest

from gcnasm import cli
from gcnasm.hip.sites import load_site_file

from conftest import KERNELS


def test_sites_lists_the_table(capsys):
    assert cli.main(["sites"]) == 0
    out = capsys.readouterr().out
    assert "gate_up_fwd      M=131072 D1=2880 D2=5760  A=377MB B=1062MB Out=1510MB" in out
    for name in ("gate_up_dgrad", "gate_up_wgrad", "down_fwd", "down_dgrad", "down_wgrad"):
        assert name in out


def test_dump_writes_a_loadable_site_file(capsys, tmp_path):
    assert cli.main(["sites", "--dump", "gate_up_fwd"]) == 0
    path = tmp_path / "mine.json"
    path.write_text(capsys.readouterr().out)
    (site,) = load_site_file(path)
    assert site.name == "gate_up_fwd" and site.dims["M"] == 131072
    assert cli.main(["sites", "--dump", "nope"]) == 2
    assert "unknown site 'nope'" in capsys.readouterr().err


def test_compare_errors_are_one_message(capsys, tmp_path):
    assert cli.main(["compare", str(tmp_path / "a.co"), str(KERNELS / "vector_add.co")]) == 2
    assert "a.co: no such file" in capsys.readouterr().err
    assert cli.main(["compare", str(KERNELS / "vector_add.co"), str(KERNELS / "vector_add.co"),
                     "--iters", "0"]) == 2
    assert "--iters must be >= 1" in capsys.readouterr().err
    assert cli.main(["compare", "a", "b", "--set", "M"]) == 2
    assert "--set expects DIM=VALUE" in capsys.readouterr().err


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    out = capsys.readouterr().out
    assert "compare" in out and "devices" in out and "sites" in out
