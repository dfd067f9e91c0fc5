"""The emulated device memory and the number formats the emulator converts
between (fp8 tables checked against gcnasm.hip.dtypes, an independent
implementation used by compare, and against the formats' definitions)."""

from __future__ import annotations

import numpy as np
import pytest

from gcnasm.emu.errors import EmulationError
from gcnasm.emu.memory import Memory
from gcnasm.emu.numerics import E2M1, E4M3, E5M2, bf16_from_bits, bits_from_bf16, encode_e4m3, encode_e5m2
from gcnasm.hip.dtypes import dtype


def test_vectorised_loads_and_stores_span_allocations():
    mem = Memory()
    a = mem.allocate(64, bytes(range(64)))
    b = mem.allocate(32)
    mem.store(np.array([b, b + 4], dtype=np.uint64), np.array([[1, 2, 3, 4], [5, 6, 7, 8]], np.uint8))
    got = mem.load(np.array([a + 1, b + 4, a + 60], dtype=np.uint64), 4)
    np.testing.assert_array_equal(got, [[1, 2, 3, 4], [5, 6, 7, 8], [60, 61, 62, 63]])


def test_access_outside_every_allocation_faults_with_the_address():
    mem = Memory()
    a = mem.allocate(16)
    with pytest.raises(EmulationError, match=f"0x{a + 16:x}"):
        mem.load(np.array([a, a + 16], dtype=np.uint64), 4)
    mem.free(a)
    with pytest.raises(EmulationError, match="outside every allocation"):
        mem.view(a, 4)
    with pytest.raises(EmulationError, match="not an allocation"):
        mem.free(a)


@pytest.mark.parametrize("table, name", [(E4M3, "fp8_e4m3"), (E5M2, "fp8_e5m2")])
def test_fp8_tables_match_compare_dtypes(table, name):
    other = dtype(name).decode(np.arange(256, dtype=np.uint8))
    np.testing.assert_array_equal(np.isnan(table), np.isnan(other))
    finite = ~np.isnan(table)
    np.testing.assert_array_equal(table[finite], other[finite])


def test_fp8_encoders_round_to_nearest_even_and_saturate():
    values = np.random.default_rng(0).standard_normal(4096) * 100
    for encode, table, name in ((encode_e4m3, E4M3, "fp8_e4m3"), (encode_e5m2, E5M2, "fp8_e5m2")):
        ours = encode(values)
        theirs = dtype(name).encode(values).astype(np.uint32)
        np.testing.assert_array_equal(table[ours], table[theirs])
    assert E4M3[encode_e4m3(np.array([1e6]))][0] == 448.0       # saturating (satfinite)
    assert np.isnan(E4M3[encode_e4m3(np.array([1e6]), saturate=False)][0])


def test_mx_fp4_and_bf16():
    assert E2M1.tolist()[:8] == [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]
    assert E2M1[8] == 0.0 and np.signbit(E2M1[8]) and E2M1[15] == -6.0
    x = np.array([1.0, 1 + 2 ** -8, 1 + 3 * 2 ** -8, np.inf, np.nan], np.float32)
    back = bf16_from_bits(bits_from_bf16(x))
    np.testing.assert_array_equal(back[:4], [1.0, 1.0, 1 + 2 ** -6, np.inf])
    assert np.isnan(back[4])
