"""Event timing on the simulated GPU: warm-up launches untimed, each timed
launch between its own events, interleaving, the L2 flush outside the events."""

from __future__ import annotations

import pytest

from gcnasm.hip.timing import TimedKernel, benchmark

from hip_fake_backend import FakeBackend


class Clocked(FakeBackend):
    def __init__(self):
        super().__init__({})

    def run(self, name, ms):
        def launch(stream):
            self.log.append(("launch", name))
            self.clock += ms
        return launch


def test_medians_events_and_order():
    gpu = Clocked()
    with gpu:
        stream = gpu.stream()
        kernels = [TimedKernel("ref", gpu.run("ref", 2.0)), TimedKernel("test", gpu.run("test", 1.0))]
        stats = benchmark(gpu, kernels, stream, warmup=3, iters=5)
        assert stats["ref"].samples == [2.0] * 5 and stats["test"].samples == [1.0] * 5
        launches = [e[1] for e in gpu.log if e[0] == "launch"]
        assert launches == ["ref", "test"] * 8            # 3 warm-up + 5 timed, interleaved
        assert gpu.open_resources == 1                    # the events were released


def test_flush_and_reset_happen_before_the_start_event():
    gpu = Clocked()
    with gpu:
        stream = gpu.stream()
        flush = gpu.alloc(1 << 12)
        resets = []
        kernel = TimedKernel("k", gpu.run("k", 1.0), before=lambda s: resets.append(1))
        gpu.log.clear()
        stats = benchmark(gpu, [kernel], stream, warmup=0, iters=3, flush=flush, interleave=False)
        kinds = [e[0] for e in gpu.log]
        assert kinds == ["memset32", "event", "launch", "event"] * 3
        assert len(resets) == 3 and stats["k"].median == 1.0


def test_arguments_are_checked():
    gpu = Clocked()
    with gpu, pytest.raises(ValueError, match="iters >= 1"):
        benchmark(gpu, [], gpu.stream(), warmup=1, iters=0)
