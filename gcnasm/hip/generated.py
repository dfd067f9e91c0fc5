"""Structured buffer contents a site derives from its dimensions: index
tables, sorted routing, block tables, sequence lengths.

A buffer with ``init = {kind = "generated", generator = "NAME", part =
"PART", params = {KEY = "expr", ...}}`` holds part ``PART`` of what
generator ``NAME`` makes from the resolved integer ``params`` (expressions
over the site's dims) and the seed.  Several buffers naming the same
generator and params share one call, so the parts agree with each other
(the sorted token ids, the expert of each block and the valid count of one
routing, say).  A generator is deterministic in (params, seed).

Generators are plain numpy here, below the sites that name them, so a
user's site file can use them as well as the families' sites.
"""

from __future__ import annotations

import zlib
from typing import Callable, Dict, Mapping

import numpy as np

Generator = Callable[[Mapping[str, int], int], Dict[str, np.ndarray]]


def _rng(seed: int, generator: str) -> np.random.Generator:
    return np.random.default_rng([seed & 0xFFFFFFFF, seed >> 32, zlib.crc32(generator.encode())])


def arange(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """``values``: START, START+STEP, ... (COUNT values)."""
    count, start, step = params["COUNT"], params.get("START", 0), params.get("STEP", 1)
    return {"values": start + step * np.arange(count, dtype=np.int64)}


def permutation(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """``values``: a seeded permutation of 0 .. COUNT-1."""
    return {"values": _rng(seed, "permutation").permutation(params["COUNT"]).astype(np.int64)}


def seqstarts(params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """Variable-length sequences packed one after another (aiter's varlen
    ``cu_seqlens``): COUNT seeded lengths in [MIN, MAX], one of them MAX (a
    launch sizes its grid by the longest); part ``lengths`` [COUNT] and part
    ``starts`` [COUNT + 1], the prefix sums from 0."""
    count, longest = params["COUNT"], params["MAX"]
    low = min(max(params.get("MIN", 1), 0), longest)
    if count < 1 or longest < 1:
        raise ValueError(f"seqstarts needs COUNT >= 1 and MAX >= 1, got {count}, {longest}")
    rng = _rng(seed, "seqstarts")
    lengths = rng.integers(low, longest + 1, size=count)
    lengths[rng.integers(count)] = longest
    starts = np.concatenate([[0], np.cumsum(lengths)])
    return {"lengths": lengths.astype(np.int64), "starts": starts.astype(np.int64)}


# name -> (function, the params it needs, one line for `gcnasm sites` help)
GENERATORS: Dict[str, tuple] = {
    "arange": (arange, ("COUNT",), "START + STEP * i for i < COUNT (part 'values')"),
    "permutation": (permutation, ("COUNT",), "a seeded permutation of 0..COUNT-1 (part 'values')"),
    "seqstarts": (seqstarts, ("COUNT", "MAX"),
                  "COUNT sequence lengths in [MIN, MAX], one of them MAX (parts 'lengths', "
                  "'starts': cu_seqlens, COUNT+1 prefix sums)"),
}


def generate(name: str, params: Mapping[str, int], seed: int) -> Dict[str, np.ndarray]:
    """Every part generator ``name`` makes; KeyError names what is missing."""
    function, needed, _ = GENERATORS[name]
    missing = [p for p in needed if p not in params]
    if missing:
        raise KeyError(f"generator {name!r} needs params {missing}")
    return function(params, seed)
