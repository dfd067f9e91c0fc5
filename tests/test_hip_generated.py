"""Generated buffer contents (gcnasm.hip.generated) through a site."""

import numpy as np
import pytest

from gcnasm.hip import generated
from gcnasm.hip.errors import SiteError
from gcnasm.hip.sites import site_from_dict

DEVICE = {"num_cus": 4, "warp_size": 64, "l2_bytes": 1 << 20, "max_threads_per_block": 1024}


def _site(init, shape=("N",), dims=None):
    return site_from_dict({
        "name": "g", "dims": dims or {"N": 8}, "grid": [1, 1, 1], "block": [64, 1, 1],
        "args": ["X", "Y"], "buffers": [{"name": "X", "dtype": "int32", "shape": list(shape),
                                         "role": "input", "init": init},
                                        {"name": "Y", "dtype": "fp32", "shape": ["N"],
                                         "role": "output"}]}, "test")


def test_arange_resolves_from_dims():
    site = _site({"kind": "generated", "generator": "arange",
                  "params": {"COUNT": "N", "START": 3, "STEP": "2"}})
    r = site.resolve(DEVICE)
    assert r.generated["X"].tolist() == [3 + 2 * i for i in range(8)]
    assert site.resolve(DEVICE, {"N": 5}).generated["X"].tolist() == [3, 5, 7, 9, 11]


def test_parts_of_one_call_agree_and_depend_on_the_seed():
    site = _site({"kind": "generated", "generator": "permutation", "params": {"COUNT": "N"}})
    a = site.resolve(DEVICE, seed=1).generated["X"]
    assert sorted(a.tolist()) == list(range(8))
    assert a.tolist() == site.resolve(DEVICE, seed=1).generated["X"].tolist()
    assert any(site.resolve(DEVICE, seed=s).generated["X"].tolist() != a.tolist() for s in (2, 3, 4))


@pytest.mark.parametrize("init, text", [
    ({"kind": "generated", "generator": "nope"}, "needs a generator"),
    ({"kind": "generated", "generator": "arange", "params": 3}, "params must be a table"),
])
def test_bad_generated_init_is_named(init, text):
    with pytest.raises(SiteError, match=text):
        _site(init)


def test_resolution_errors_are_named():
    missing = _site({"kind": "generated", "generator": "arange", "params": {}})
    with pytest.raises(SiteError, match="needs params"):
        missing.resolve(DEVICE)
    wrong_part = _site({"kind": "generated", "generator": "arange", "part": "x",
                        "params": {"COUNT": "N"}})
    with pytest.raises(SiteError, match="makes \\['values'\\], not 'x'"):
        wrong_part.resolve(DEVICE)
    wrong_count = _site({"kind": "generated", "generator": "arange", "params": {"COUNT": "N + 1"}})
    with pytest.raises(SiteError, match="has 9 values, the buffer 8"):
        wrong_count.resolve(DEVICE)


def test_fill_writes_generated_values():
    from gcnasm.hip import fill
    from gcnasm.hip.dtypes import dtype
    from gcnasm.workflow import open_backend
    site = _site({"kind": "generated", "generator": "arange", "params": {"COUNT": "N", "START": -2}})
    r = site.resolve(DEVICE)
    gpu = open_backend("emu")
    with gpu.alloc(32, "X") as buf:
        fill.fill(buf, dtype("int32"), 8, site.buffer("X").init, 0, "X", None,
                  generated=r.generated["X"])
        assert buf.download().view(np.int32).tolist() == list(range(-2, 6))
        with pytest.raises(SiteError, match="needs the resolved site"):
            fill.fill(buf, dtype("int32"), 8, site.buffer("X").init, 0, "X", None)


def test_every_generator_is_listed_with_its_params():
    for name, (function, needed, line) in generated.GENERATORS.items():
        assert callable(function) and line
        params = {p: 4 for p in needed}
        assert generated.generate(name, params, 0)
