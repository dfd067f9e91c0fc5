"""The ``"emu"`` backend: :class:`gcnasm.hip.backend.Backend` on the CPU.

It runs AMD code objects (gfx950, wave64) with the emulator of this
package: device memory is host memory at fixed device addresses
(:mod:`.memory`), copies and memsets are immediate, a launch emulates the
kernel to completion (:mod:`.dispatch`), and events record the wall-clock
time of the emulation itself - not a prediction of GPU time; the device
name says so.
"""

from __future__ import annotations

import time
from typing import Any, Dict, List, Optional

import numpy as np

from ..hip.backend import Backend
from ..hip.device import DeviceInfo
from . import parallel
from .dispatch import LaunchStats, LoadedCode, dispatch
from .errors import EmulationError
from .memory import Memory
from .profile import ExecutionProfile
from .race import RaceLog

DEVICE_NAME = "gcnasm emulator (gfx950 on the CPU; event times are emulation wall time)"


class EmuBackend(Backend):
    """The emulator as a backend.  ``races``: race mode (:mod:`.race`);
    ``memory_bytes``: the emulated device's memory (what is allocated is
    backed by host memory, so keep it below the host's); ``workers``:
    processes a launch's workgroups are spread over (default: the cores
    this process may use; 1: this process only), results identical to one
    process (:mod:`.parallel`; race mode runs in one)."""

    name = "emu"
    image_kind = "AMD code object"
    runs_images = ("amdgpu",)

    def __init__(self, device: int = 0, races: bool = False, compute_units: int = 256,
                 memory_bytes: int = 4 << 30, workers: Optional[int] = None):
        super().__init__()
        if device != 0:
            raise EmulationError(f"the emulator has one device (0); device {device} requested")
        self.workers = parallel.default_workers() if workers is None else int(workers)
        if self.workers < 1:
            raise EmulationError(f"workers must be >= 1, got {workers}")
        self.parallel = parallel.ParallelStats()
        self.memory = parallel.RecordingMemory() if self.workers > 1 else Memory()
        self.races_enabled = races
        self._race_log = RaceLog() if races else None
        self.aborted: List[str] = []        # race mode: launches a race made fault
        self.compute_units = compute_units
        self.total_memory = memory_bytes
        self.stats = LaunchStats()
        self.launches = 0
        self._events: Dict[int, float] = {}
        self._handles = 0
        self._profile = ExecutionProfile()

    @property
    def races(self) -> List[object]:
        """Races found so far (race mode): :class:`gcnasm.emu.race.Race`, each
        once; empty when race mode is off."""
        return list(self._race_log.races) if self._race_log is not None else []

    def profile(self) -> ExecutionProfile:
        """Wave-level instruction counts per kernel (:mod:`.profile`) of the
        launches since the backend opened or since :meth:`reset_profile`."""
        return self._profile.copy()

    def reset_profile(self) -> None:
        self._profile = ExecutionProfile()

    # --- description ---------------------------------------------------------

    def versions(self) -> Dict[str, Any]:
        return {"backend": "emu", "device": "gfx950 (emulated)",
                "timing": "event times are emulation wall time"}

    def device_count(self) -> int:
        return 1

    def device_info(self, index: Optional[int] = None) -> DeviceInfo:
        return DeviceInfo(0, DEVICE_NAME, self.compute_units, "CUs", "gfx950", self.total_memory,
                          4 << 20, 64, 1024, 2_400_000)

    def synchronize(self) -> None:
        pass

    def memory_info(self):
        used = self.memory.used()
        return self.total_memory - used, self.total_memory

    # --- memory --------------------------------------------------------------

    def mem_alloc(self, nbytes: int, label: str) -> int:
        if self.memory.used() + nbytes > self.total_memory:
            raise EmulationError(f"out of emulated device memory allocating {nbytes} bytes "
                                 f"for {label or 'a buffer'}")
        return self.memory.allocate(nbytes)

    def mem_free(self, address: int) -> None:
        self.memory.free(address)

    def memcpy_htod(self, address, host, nbytes) -> None:
        self.memory.view(address, nbytes)[:] = np.frombuffer(host, dtype=np.uint8, count=nbytes)

    def memcpy_dtoh(self, host, address, nbytes) -> None:
        np.frombuffer(host, dtype=np.uint8, count=nbytes)[:] = self.memory.view(address, nbytes)

    def memset_d8(self, address, value, count, stream) -> None:
        self.memory.view(address, count)[:] = value

    def memset_d32(self, address, value, count, stream) -> None:
        self.memory.view(address, 4 * count).view(np.uint32)[:] = value

    # --- modules -------------------------------------------------------------

    def module_load(self, image: bytes, where: str):
        return LoadedCode(self.memory, image, where, race_log=self._race_log)

    def module_unload(self, handle) -> None:
        handle.release()

    def module_get_function(self, handle, name: str, where: str):
        kernel = handle.kernels.get(name)
        if kernel is None:
            raise EmulationError(f"{where}: no kernel named {name!r}")
        return (handle, kernel)

    def launch_kernel(self, function, grid, block, shared_mem, stream, kernarg, where) -> None:
        code, kernel = function
        start = time.perf_counter()
        races_before = len(self._race_log.races) if self._race_log is not None else 0
        try:
            # errors name the kernel and the instruction's offset already
            if self.workers > 1 and self._race_log is None and \
                    parallel.worth_spreading(kernel, grid, block):
                parallel.launch(code, kernel, grid, block, kernarg, shared_mem, self.workers,
                                self.stats, self._profile, self.parallel)
            else:
                dispatch(code, kernel, grid, block, kernarg, shared_mem, self.stats,
                         self._profile)
        except EmulationError as exc:
            if self._race_log is None or len(self._race_log.races) == races_before:
                raise
            # Poisoned values of a race made the kernel fault: the races are
            # the finding; the launch is abandoned and the fault kept.
            self.aborted.append(f"{where}: abandoned after a race: {exc}")
        self.stats.seconds += time.perf_counter() - start
        self.launches += 1

    # --- streams and events: the emulator runs each launch to completion ----

    def stream_create(self):
        self._handles += 1
        return self._handles

    def stream_destroy(self, handle) -> None:
        pass

    def stream_synchronize(self, handle) -> None:
        pass

    def event_create(self):
        self._handles += 1
        return self._handles

    def event_destroy(self, handle) -> None:
        self._events.pop(handle, None)

    def event_record(self, handle, stream) -> None:
        self._events[handle] = time.perf_counter()

    def event_synchronize(self, handle) -> None:
        pass

    def event_elapsed_time(self, start, stop) -> float:
        return (self._events[stop] - self._events[start]) * 1000.0
