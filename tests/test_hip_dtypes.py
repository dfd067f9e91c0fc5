"""Element types: fp8 (OCP E4M3FN, E5M2, and MI300's E4M3FNUZ), bf16 and
the plain types - known values, exhaustive round trips, ties to even."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, strategies as st

from gcnasm.hip.dtypes import DTYPES, dtype
from gcnasm.hip.errors import SiteError

E4M3, E5M2, FNUZ, BF16 = (dtype(n) for n in ("fp8_e4m3", "fp8_e5m2", "fp8_e4m3fnuz", "bf16"))


def test_e4m3_known_values():
    codes = np.array([0x00, 0x01, 0x08, 0x38, 0x7E, 0xFE, 0x80, 0x7F, 0xFF], dtype=np.uint8)
    got = E4M3.decode(codes)
    assert list(got[:7]) == [0.0, 2.0 ** -9, 2.0 ** -6, 1.0, 448.0, -448.0, -0.0]
    assert np.isnan(got[7:]).all()
    assert E4M3.nan_bits == 0x7F and E4M3.itemsize == 1


def test_e5m2_and_fnuz_known_values():
    assert list(E5M2.decode(np.array([0x3C, 0x7B, 0x7C, 0xFC], np.uint8))) == [1.0, 57344.0, np.inf, -np.inf]
    assert np.isnan(E5M2.decode(np.array([0x7D], np.uint8)))[0]
    fnuz = FNUZ.decode(np.array([0x40, 0x7F, 0x00], np.uint8))
    assert list(fnuz) == [1.0, 240.0, 0.0] and np.isnan(FNUZ.decode(np.array([0x80], np.uint8)))[0]


@pytest.mark.parametrize("dt", [E4M3, E5M2, FNUZ])
def test_every_code_round_trips(dt):
    codes = np.arange(256, dtype=np.uint8)
    values = dt.decode(codes)
    back = dt.encode(values)
    finite = np.isfinite(values) | np.isinf(values)
    if dt is FNUZ:
        finite &= codes != 0x80
    assert np.array_equal(back[finite], codes[finite])
    assert np.isnan(dt.decode(back[~finite])).all()


def test_rounding_is_to_nearest_even_and_saturates():
    # 1.0625 lies half-way between 1.0 (0x38) and 1.125 (0x39): to even, 0x38.
    assert list(E4M3.encode([1.0625, 1.1875, 2 ** -10, 1000.0, -1000.0, np.nan])) == \
        [0x38, 0x3A, 0x00, 0x7E, 0xFE, 0x7F]
    assert list(BF16.encode(np.array([1.00390625, 1.01171875], np.float32))) == [0x3F80, 0x3F82]
    assert BF16.encode(np.array([np.nan], np.float32))[0] == 0x7FC0


@given(st.floats(allow_nan=False, allow_infinity=False, width=32, min_value=-440, max_value=440))
def test_e4m3_encode_picks_the_nearest_value(x):
    code = E4M3.encode([x])[0]
    got = E4M3.decode(np.array([code], np.uint8))[0]
    values = E4M3.decode(np.arange(256, dtype=np.uint8))
    values = values[np.isfinite(values)]
    assert abs(got - x) == np.min(np.abs(values - x))


def test_bf16_decodes_exactly():
    assert list(BF16.decode(np.array([0x3F80, 0xC000, 0x0001], np.uint16))) == [1.0, -2.0, 2.0 ** -133]


def test_plain_types_and_aliases():
    assert dtype("bfloat16") is BF16 and dtype("e4m3") is E4M3 and dtype("F32") is dtype("fp32")
    assert list(dtype("int8").encode([1.6, -300])) == [2, -128]
    assert dtype("fp16").decode(np.array([1.5], np.float16))[0] == 1.5
    for dt in DTYPES.values():
        assert dt.storage.itemsize == dt.itemsize
    with pytest.raises(SiteError, match="unknown element type 'fp7'"):
        dtype("fp7")
