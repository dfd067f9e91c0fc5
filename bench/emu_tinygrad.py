#!/usr/bin/env python3
"""Run one of bench/emu.py's cases in tinygrad's gfx9 emulator (a helper
process of bench/emu.py; not part of gcnasm).

    PYTHONPATH=TINYGRAD_CHECKOUT:REPO python bench/emu_tinygrad.py CASE

tinygrad's ``test/mockgpu/amd/emu.py`` exposes ``run_asm(lib, lib_sz, gx,
gy, gz, lx, ly, lz, args_ptr, rsrc2, scratch_size, arch)`` over host
memory: code and buffers are host addresses.  The case's arguments are
packed with gcnasm's metadata code; the kernel runs twice and the second
(warm: every instruction already compiled) is timed.  Prints one JSON line:
seconds, cold_seconds, max_err, or error.
"""

from __future__ import annotations

import ctypes
import json
import sys
import time

from emu_cases import CASES   # noqa: E402  (bench/ is on sys.path as the script's folder)


def main() -> int:
    case = CASES[sys.argv[1]]
    try:
        from test.mockgpu.amd import emu
    except Exception as exc:            # not a tinygrad checkout, or it changed
        print(json.dumps({"error": f"cannot import tinygrad's emulator: {exc}"}))
        return 0
    from gcnasm.hip.backend import DevicePointer
    setup = case.setup(lambda array: DevicePointer(array.ctypes.data))
    co, kernel = case.code_object()
    text = ctypes.create_string_buffer(co.text, len(co.text))
    entry = ctypes.addressof(text) + (kernel.entry_address - co.text_address)
    blob = ctypes.create_string_buffer(setup.kernarg, len(setup.kernarg))
    lds = kernel.descriptor.group_segment_fixed_size + case.shared_mem
    rsrc2 = kernel.descriptor.compute_pgm_rsrc2 | ((-(-lds // 512)) << 15)
    times = []
    try:
        for _ in range(2):
            setup.reset()
            start = time.perf_counter()
            emu.run_asm(entry, len(co.text), *case.grid, *case.block, ctypes.addressof(blob), rsrc2,
                        kernel.descriptor.private_segment_fixed_size, "cdna")
            times.append(time.perf_counter() - start)
    except Exception as exc:
        print(json.dumps({"error": f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"}))
        return 0
    print(json.dumps({"seconds": times[1], "cold_seconds": times[0],
                      "max_err": setup.error()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
