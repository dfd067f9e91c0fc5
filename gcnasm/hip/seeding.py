"""The one way gcnasm seeds numpy: a generator named by what it fills.

The seeded streams of site contents (a buffer's chunk in :mod:`.fill`, a generator's parts
in :mod:`.generated`) come from ``default_rng([seed low, seed high,
crc32(name), *extra])``, so two names never share a stream and a stream
never depends on what else a site holds.
"""

from __future__ import annotations

import zlib

import numpy as np


def seeded_rng(seed: int, name: str, *extra: int) -> np.random.Generator:
    """numpy's generator for stream ``name`` (and ``extra`` integers, e.g. a
    chunk index) of a 64-bit ``seed``."""
    return np.random.default_rng([seed & 0xFFFFFFFF, seed >> 32, zlib.crc32(name.encode()), *extra])
