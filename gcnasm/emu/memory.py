"""The emulated device's global memory: allocations at fixed addresses.

Each allocation is a numpy ``uint8`` array (padded to a multiple of 16 bytes
so that word views always exist).  Accesses are vectorised: a batch of
addresses (one per lane) is resolved against the allocation of the lowest
address in one step when the whole batch falls inside it, which is the
common case; otherwise each address is looked up with a binary search.  An
access outside every allocation is a memory fault, raised as
:class:`~gcnasm.emu.errors.EmulationError` with the first faulting address.
"""

from __future__ import annotations

import bisect
from typing import Dict, List, Optional, Tuple

import numpy as np

from .errors import EmulationError, MemoryFault

# Where allocations start, and the gap kept between them so that running
# off the end of one buffer faults instead of reading the next one.
HEAP_BASE = 0x7F00_0000_0000
GUARD = 1 << 16
ALIGN = 256


class Memory:
    def __init__(self):
        self.bases: List[int] = []              # sorted
        self.arrays: Dict[int, np.ndarray] = {}
        self.sizes: Dict[int, int] = {}
        self.next_address = HEAP_BASE

    # --- allocation ----------------------------------------------------------

    def allocate(self, nbytes: int, data: Optional[bytes] = None) -> int:
        address = self.next_address
        padded = -(-max(nbytes, 1) // 16) * 16
        array = np.zeros(padded, dtype=np.uint8)
        if data is not None:
            array[:len(data)] = np.frombuffer(data, dtype=np.uint8)
        self.next_address = -(-(address + padded + GUARD) // ALIGN) * ALIGN
        bisect.insort(self.bases, address)
        self.arrays[address] = array
        self.sizes[address] = nbytes
        return address

    def free(self, address: int) -> None:
        if address not in self.arrays:
            raise EmulationError(f"free of 0x{address:x}, which is not an allocation")
        self.bases.remove(address)
        del self.arrays[address]
        del self.sizes[address]

    def used(self) -> int:
        return sum(self.sizes.values())

    # --- host access ---------------------------------------------------------

    def view(self, address: int, nbytes: int) -> np.ndarray:
        base, array = self._find(address)
        start = address - base
        if start + nbytes > array.size:
            raise MemoryFault(f"0x{address:x}+{nbytes} runs past the allocation at 0x{base:x}")
        return array[start:start + nbytes]

    def _find(self, address: int) -> Tuple[int, np.ndarray]:
        i = bisect.bisect_right(self.bases, address) - 1
        if i >= 0:
            base = self.bases[i]
            array = self.arrays[base]
            if address < base + array.size:
                return base, array
        raise MemoryFault(f"address 0x{address:x} is outside every allocation")

    # --- device access, vectorised -------------------------------------------

    def _locate(self, addresses: np.ndarray, width: int):
        """``(array, offsets)`` when every access lies in one allocation,
        else ``(None, (allocation index per access, offsets))``."""
        lo = int(addresses.min())
        hi = int(addresses.max()) + width
        base, array = self._find(lo)
        if hi <= base + array.size:
            return array, (addresses - np.uint64(base)).astype(np.int64)
        bases = np.array(self.bases, dtype=np.uint64)
        which = np.searchsorted(bases, addresses, side="right") - 1
        if (which < 0).any():
            bad = int(addresses[which < 0][0])
            raise MemoryFault(f"address 0x{bad:x} is outside every allocation")
        ends = np.array([b + self.arrays[b].size for b in self.bases], dtype=np.uint64)
        outside = addresses + np.uint64(width) > ends[which]
        if outside.any():
            bad = int(addresses[outside][0])
            raise MemoryFault(f"address 0x{bad:x} (+{width} bytes) is outside every allocation")
        return None, (which, (addresses - bases[which]).astype(np.int64))

    def load(self, addresses: np.ndarray, width: int) -> np.ndarray:
        """``width`` bytes at each address: an (len, width) uint8 array."""
        addresses = np.asarray(addresses, dtype=np.uint64)
        if addresses.size == 0:
            return np.zeros((0, width), dtype=np.uint8)
        array, where = self._locate(addresses, width)
        span = np.arange(width, dtype=np.int64)
        if array is not None:
            if width % 4 == 0 and not (where & 3).any():
                words = array.view(np.uint32)[(where >> 2)[:, None] + span[:width // 4]]
                return words.view(np.uint8)
            return array[where[:, None] + span]
        which, offsets = where
        out = np.empty((addresses.size, width), dtype=np.uint8)
        for k in np.unique(which):
            sel = which == k
            out[sel] = self.arrays[self.bases[k]][offsets[sel][:, None] + span]
        return out

    def store(self, addresses: np.ndarray, data: np.ndarray) -> None:
        """Write ``data`` ((len, width) uint8) at each address, in order (a
        later lane wins where two lanes write the same byte)."""
        addresses = np.asarray(addresses, dtype=np.uint64)
        if addresses.size == 0:
            return
        width = data.shape[1]
        array, where = self._locate(addresses, width)
        span = np.arange(width, dtype=np.int64)
        if array is not None:
            if width % 4 == 0 and not (where & 3).any():
                array.view(np.uint32)[(where >> 2)[:, None] + span[:width // 4]] = \
                    np.ascontiguousarray(data).view(np.uint32)
                return
            array[where[:, None] + span] = data
            return
        which, offsets = where
        for k in np.unique(which):
            sel = which == k
            self.arrays[self.bases[k]][offsets[sel][:, None] + span] = data[sel]
