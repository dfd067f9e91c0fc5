"""Seeded buffer contents: deterministic, independent of threads and of other
buffers, chunked, and the constant fills (NaN pre-fill) exact."""

from __future__ import annotations

import numpy as np
import pytest

from gcnasm.hip import fill
from gcnasm.hip.dtypes import dtype
from gcnasm.hip.errors import SiteError

from hip_fake_backend import FakeBackend


@pytest.fixture
def gpu():
    with FakeBackend({}) as g:
        yield g


def _filled(gpu, dt, count, init, seed=0, name="A", workers=None, groups=None):
    dt = dtype(dt)
    buf = gpu.alloc(count * dt.itemsize, name)
    fill.fill(buf, dt, count, init, seed, name, groups, workers=workers)
    return buf.download().view(dt.storage)


def test_same_seed_same_bytes_for_any_thread_count(gpu, monkeypatch):
    monkeypatch.setattr(fill, "CHUNK_ELEMENTS", 1000)      # several chunks, cheaply
    a = _filled(gpu, "fp8_e4m3", 4321, {"kind": "normal"}, workers=1)
    b = _filled(gpu, "fp8_e4m3", 4321, {"kind": "normal"}, workers=4)
    assert np.array_equal(a, b)
    assert not np.array_equal(a, _filled(gpu, "fp8_e4m3", 4321, {"kind": "normal"}, seed=1))
    assert not np.array_equal(a, _filled(gpu, "fp8_e4m3", 4321, {"kind": "normal"}, name="B"))
    # a longer buffer starts with the same elements (chunks depend only on their index)
    assert np.array_equal(_filled(gpu, "fp8_e4m3", 5000, {"kind": "normal"})[:4321], a)


def test_normal_fp8_data_looks_like_rounded_normal_samples(gpu):
    e4m3 = dtype("fp8_e4m3")
    values = e4m3.decode(_filled(gpu, e4m3, 200_000, {"kind": "normal", "scale": 2.0}))
    assert np.isfinite(values).all()
    assert abs(values.mean()) < 0.05 and 1.9 < values.std() < 2.1
    assert np.array_equal(e4m3.encode(values), e4m3.encode(values.astype(np.float32)))


def test_rounding_goes_through_fp16(gpu):
    e4m3 = dtype("fp8_e4m3")
    x = np.linspace(-3, 3, 10_001, dtype=np.float32)
    assert np.array_equal(fill.from_float32(e4m3, x), e4m3.encode(x.astype(np.float16)))


def test_uniform_and_integer_data(gpu):
    u = dtype("fp32").decode(_filled(gpu, "fp32", 10_000, {"kind": "uniform", "low": 2, "high": 3}))
    assert u.min() >= 2 and u.max() < 3
    i = _filled(gpu, "int32", 10_000, {"kind": "uniform", "low": -5, "high": 5})
    assert i.min() == -5 and i.max() == 4


@pytest.mark.parametrize("dt,count", [("bf16", 7), ("bf16", 8), ("fp32", 5), ("fp8_e4m3", 9),
                                      ("fp16", 3), ("fp64", 2)])
def test_nan_prefill(gpu, dt, count):
    dtp = dtype(dt)
    raw = _filled(gpu, dt, count, {"kind": "nan"})
    assert np.isnan(dtp.decode(raw)).all() and len(raw) == count


def test_constant_and_zero_fills(gpu):
    assert list(dtype("bf16").decode(_filled(gpu, "bf16", 5, {"kind": "const", "value": 1.5}))) == [1.5] * 5
    assert not _filled(gpu, "fp32", 6, {"kind": "zeros"}).any()
    with pytest.raises(SiteError, match="needs a value"):
        _filled(gpu, "fp32", 6, {"kind": "const"})


def test_group_offsets_and_sizes(gpu):
    sizes = np.array([3, 0, 5])
    assert list(_filled(gpu, "int32", 4, {"kind": "group_offsets"}, groups=sizes)) == [0, 3, 3, 8]
    assert list(_filled(gpu, "int64", 3, {"kind": "group_sizes"}, groups=sizes)) == [3, 0, 5]
    with pytest.raises(SiteError, match="needs the site's 'groups'"):
        _filled(gpu, "int32", 4, {"kind": "group_offsets"})
    with pytest.raises(SiteError, match="has 4 values, the buffer 5"):
        _filled(gpu, "int32", 5, {"kind": "group_offsets"}, groups=sizes)


def test_file_init(gpu, tmp_path):
    data = np.arange(6, dtype=np.float32)
    np.save(tmp_path / "x.npy", data)
    got = _filled(gpu, "fp32", 6, {"kind": "file", "path": str(tmp_path / "x.npy")})
    assert np.array_equal(got, data)
    with pytest.raises(SiteError, match="holds 24 bytes, the buffer needs 28"):
        _filled(gpu, "fp32", 7, {"kind": "file", "path": str(tmp_path / "x.npy")})


def test_addresses_init_writes_the_named_buffers_addresses(gpu):
    # a pointer table (aiter's work_metadata_ptrs): uint64 addresses of
    # buffers made before it, zeros after them
    a, b = gpu.alloc(64, "a"), gpu.alloc(32, "b")
    table = gpu.alloc(4 * 8, "t")
    fill.fill(table, dtype("uint64"), 4, {"kind": "addresses", "buffers": ["b", "a"]}, 0, "t",
              allocated={"a": a, "b": b})
    got = table.download().view(np.uint64).tolist()
    assert got == [b.device_address, a.device_address, 0, 0]
    with pytest.raises(SiteError, match=r"names \['c'\], not allocated before it"):
        fill.fill(table, dtype("uint64"), 4, {"kind": "addresses", "buffers": ["c"]}, 0, "t",
                  allocated={"a": a})
