"""Deterministic buffer contents: the same seed gives the same bytes on any
machine, in any thread count, for ref and test alike.

Random data is made in chunks of :data:`CHUNK_ELEMENTS` elements; chunk
``i`` of buffer ``name`` is drawn from ``numpy.random.default_rng([seed,
crc32(name), i])``, so a buffer's contents depend only on the seed, its
name, its element type and its size - not on which other buffers exist or
how many threads generate it.  Chunks are generated in worker threads and
copied to the device one at a time, so host memory stays bounded (a few
chunks) however large the buffer is.

Float data is drawn in float32, rounded to fp16 and then to the element
type (8-bit types: through a 64 Ki-entry table built with the exact
round-to-nearest-even encoder), which is fast and deterministic; bf16,
fp16, fp32 and fp64 are rounded directly from float32.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping, Optional

import numpy as np

from .device import DeviceBuffer
from .dtypes import DType, dtype
from .errors import SiteError
from .seeding import seeded_rng

CHUNK_ELEMENTS = 1 << 22   # part of the data definition: changing it changes the data


@lru_cache(maxsize=None)
def _fp16_table(dt_name: str) -> np.ndarray:
    halves = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16)
    return dtype(dt_name).encode(halves.astype(np.float64))


def from_float32(dt: DType, values: np.ndarray) -> np.ndarray:
    """float32 samples in ``dt``'s storage (see the module note on rounding)."""
    if dt.itemsize == 1 and dt.is_float:
        return _fp16_table(dt.name)[values.astype(np.float16).view(np.uint16)]
    return dt.encode(values)


def host_chunk(dt: DType, init: Mapping[str, Any], seed: int, name: str, chunk: int,
               count: int) -> np.ndarray:
    """Chunk ``chunk`` (``count`` elements) of a seeded buffer, in storage form."""
    kind = init["kind"]
    rng = seeded_rng(seed, name, chunk)
    if kind == "normal":
        values = rng.standard_normal(count, dtype=np.float32)
        scale, mean = float(init.get("scale", 1.0)), float(init.get("mean", 0.0))
        if scale != 1.0 or mean != 0.0:
            values = values * np.float32(scale) + np.float32(mean)
    elif kind == "uniform":
        low, high = float(init.get("low", -1.0)), float(init.get("high", 1.0))
        if not dt.is_float:
            return rng.integers(int(low), int(high), size=count, endpoint=False).astype(dt.storage)
        values = rng.uniform(low, high, size=count).astype(np.float32)
    else:
        raise SiteError(f"buffer {name}: {kind!r} is not a random init")
    if not dt.is_float:
        return dt.encode(values)
    return from_float32(dt, values)


def pattern(dt: DType, init: Mapping[str, Any], name: str) -> bytes:
    """The repeating element of a constant init (``zeros``, ``nan``, ``const``)."""
    kind = init["kind"]
    if kind == "zeros":
        return bytes(dt.itemsize)
    if kind == "nan":
        return int(dt.nan_bits).to_bytes(dt.itemsize, "little")
    if kind == "const":
        if "value" not in init:
            raise SiteError(f"buffer {name}: init 'const' needs a value")
        return dt.encode(np.array([init["value"]], dtype=np.float64)).tobytes()
    raise SiteError(f"buffer {name}: {kind!r} is not a constant init")


def fill_pattern(buffer: DeviceBuffer, element: bytes, stream=None) -> None:
    """Fill ``buffer`` with a repeated element using device memsets where
    the element repeats within a byte or a 32-bit word."""
    n = buffer.nbytes
    if not n:
        return
    if len(set(element)) == 1:
        buffer.fill_bytes(element[0], stream)
        return
    if 4 % len(element) == 0:
        word = element * (4 // len(element))
        aligned = n // 4 * 4
        if aligned:
            buffer.fill_words(int.from_bytes(word, "little"), stream, 0, aligned // 4)
        if n > aligned:
            buffer.backend.synchronize()
            buffer.upload(word[: n - aligned], aligned)
        return
    block = element * max(1, (1 << 20) // len(element))
    for offset in range(0, n, len(block)):
        buffer.upload(block[: n - offset], offset)


def fill(buffer: DeviceBuffer, dt: DType, count: int, init: Mapping[str, Any], seed: int,
         name: str, group_sizes: Optional[np.ndarray] = None, workers: Optional[int] = None,
         generated: Optional[np.ndarray] = None,
         allocated: Optional[Mapping[str, Any]] = None) -> None:
    """Write ``count`` elements of ``dt`` into ``buffer`` as ``init`` says
    (``generated``: the values a ``generated`` init resolved to, see
    ``ResolvedSite.generated``; ``allocated``: the buffers made so far, by
    name, whose device addresses an ``addresses`` init writes)."""
    if count * dt.itemsize > buffer.nbytes:
        raise SiteError(f"buffer {name}: {count} x {dt.name} does not fit {buffer.nbytes} bytes")
    kind = init["kind"]
    if kind in ("zeros", "nan", "const"):
        fill_pattern(buffer, pattern(dt, init, name))
        return
    if kind in ("group_offsets", "group_sizes", "generated"):
        if kind == "generated":
            if generated is None:
                raise SiteError(f"buffer {name}: init 'generated' needs the resolved site's values")
            values = generated
        elif group_sizes is None:
            raise SiteError(f"buffer {name}: init {kind!r} needs the site's 'groups' table")
        else:
            values = np.concatenate([[0], np.cumsum(group_sizes)]) if kind == "group_offsets" else group_sizes
        if len(values) != count:
            raise SiteError(f"buffer {name}: {kind} has {len(values)} values, the buffer {count}")
        info = np.iinfo(dt.storage) if not dt.is_float else None
        if info is not None and (values.max(initial=0) > info.max or values.min(initial=0) < info.min):
            raise SiteError(f"buffer {name}: {kind} values exceed {dt.name}")
        buffer.upload(dt.encode(values))
        return
    if kind == "addresses":
        named = list(init["buffers"])
        missing = [n for n in named if n not in (allocated or {})]
        if missing:
            raise SiteError(f"buffer {name}: init 'addresses' names {missing}, not allocated before it")
        if len(named) > count:
            raise SiteError(f"buffer {name}: {len(named)} addresses do not fit {count} elements")
        table = np.zeros(count, dtype=np.uint64)
        table[:len(named)] = [int(allocated[n].device_address) for n in named]
        buffer.upload(table.tobytes())
        return
    if kind == "file":
        buffer.upload(_file_bytes(init["path"], count * dt.itemsize, name))
        return
    chunks = range((count + CHUNK_ELEMENTS - 1) // CHUNK_ELEMENTS)
    size = lambda i: min(CHUNK_ELEMENTS, count - i * CHUNK_ELEMENTS)  # noqa: E731
    workers = workers or max(1, min(8, (os.cpu_count() or 2) - 1))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        pending = []
        for i in chunks:
            pending.append((i, pool.submit(host_chunk, dt, init, seed, name, i, size(i))))
            # Keep at most ~2 chunks per worker in memory.
            while len(pending) > 2 * workers or (pending and i == chunks[-1]):
                j, future = pending.pop(0)
                buffer.upload(future.result(), j * CHUNK_ELEMENTS * dt.itemsize)


def _file_bytes(path: str, nbytes: int, name: str) -> np.ndarray:
    p = Path(path)
    try:
        data = np.load(p, allow_pickle=False) if p.suffix == ".npy" else np.fromfile(p, dtype=np.uint8)
    except (OSError, ValueError) as exc:
        raise SiteError(f"buffer {name}: cannot read {p}: {exc}") from None
    data = np.ascontiguousarray(data).view(np.uint8).reshape(-1)
    if data.nbytes != nbytes:
        raise SiteError(f"buffer {name}: {p} holds {data.nbytes} bytes, the buffer needs {nbytes}")
    return data
