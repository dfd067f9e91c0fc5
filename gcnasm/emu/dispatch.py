"""Launching a kernel: the initial state the hardware gives each wave.

:class:`LoadedCode` is a code object placed in the emulated memory (its
loadable segments at a base address, so ``s_getpc_b64``-relative loads of
``.rodata`` work) with one :class:`~.program.Program` per kernel.
:func:`dispatch` runs a launch as the packet processor would: workgroups in
batches, and in each wave

* user SGPRs in the order the kernel descriptor enables them (private
  segment buffer, dispatch pointer, queue pointer, kernarg segment pointer,
  dispatch id, flat scratch init, private segment size), then the
  preloaded kernel arguments; with kernarg preload the wave starts at
  entry + 256, as preload-capable firmware does;
* system SGPRs after the ``user_sgpr_count`` user SGPRs: workgroup ids
  x/y/z, workgroup info, private segment wave offset, as enabled;
* work-item ids packed in v0 (x | y << 10 | z << 20, gfx90a and later);
* EXEC with one bit per work-item of the wave (partial last waves);
* LDS: static plus dynamic bytes per workgroup, zeroed.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Dict, Optional

import numpy as np

from ..codeobject import CodeObject
from ..codeobject.descriptor import PRELOAD_PROLOGUE
from .access import PRIVATE_APERTURE, SHARED_APERTURE
from .errors import EmulationError
from .machine import DEFAULT_STEP_LIMIT, run
from .memory import Memory
from .profile import ExecutionProfile
from .program import Context, Program
from .race import RaceTracker
from .state import EXEC, Waves

# Registers the batch allocates per wave are bounded so that one batch
# stays within this many bytes of register state.
BATCH_BYTES = 96 << 20
MAX_BATCH_WAVES = 1024
AQL_PACKET_SIZE = 64


@dataclass
class LoadedKernel:
    name: str
    descriptor: object
    metadata: dict
    entry: int                    # .text offset of the entry
    program: Program


class LoadedCode:
    """A code object in emulated memory, with its kernels' programs."""

    def __init__(self, memory: Memory, image: bytes, source: str, race_log=None):
        self.source = source
        co = CodeObject.from_bytes(image, source)
        self.code_object = co
        # Place the loadable image: every SHF_ALLOC section at its address.
        end = 0
        for sec in co.elf.sections:
            if sec.is_alloc:
                end = max(end, sec.addr + sec.size)
        blob = bytearray(end)
        for sec in co.elf.sections:
            if sec.is_alloc and sec.type != 8:            # SHT_NOBITS stays zero
                blob[sec.addr:sec.addr + sec.size] = image[sec.offset:sec.offset + sec.size]
        self.base = memory.allocate(max(end, 1), bytes(blob))
        self.memory = memory
        self.kernels: Dict[str, LoadedKernel] = {}
        text_address = co.text_address
        for k in co.kernels:
            tracker = RaceTracker(race_log, k.name) if race_log is not None else None
            d = k.descriptor
            limits = {"vgprs": d.vgpr_count, "agprs": max(d.vgpr_count - d.accum_offset, 0),
                      "accum_offset": d.accum_offset}
            ctx = Context(kernel=k.name, code_address=self.base + text_address, memory=memory,
                          races=race_log is not None, race_tracker=tracker, extra=limits)
            program = Program(co.text, ctx)
            entry = k.entry_address - text_address
            if k.descriptor.uses_kernarg_preload:
                entry += PRELOAD_PROLOGUE
            self.kernels[k.name] = LoadedKernel(k.name, k.descriptor, dict(k.metadata), entry,
                                                program)

    def release(self) -> None:
        self.memory.free(self.base)


# --- hidden arguments ------------------------------------------------------------------

def fill_hidden_arguments(kernarg: bytearray, metadata: dict, grid, block, dynamic_lds: int,
                          pointers: Dict[str, int]) -> None:
    """Write the hidden arguments into ``kernarg`` as the HIP runtime does
    for a launch of ``grid`` workgroups of ``block`` work-items."""
    dims = 3 if grid[2] > 1 or block[2] > 1 else 2 if grid[1] > 1 or block[1] > 1 else 1
    values = {
        "hidden_block_count_x": grid[0], "hidden_block_count_y": grid[1],
        "hidden_block_count_z": grid[2],
        "hidden_group_size_x": block[0], "hidden_group_size_y": block[1],
        "hidden_group_size_z": block[2],
        "hidden_remainder_x": 0, "hidden_remainder_y": 0, "hidden_remainder_z": 0,
        "hidden_global_offset_x": 0, "hidden_global_offset_y": 0, "hidden_global_offset_z": 0,
        "hidden_grid_dims": dims,
        "hidden_dynamic_lds_size": dynamic_lds,
        "hidden_private_base": PRIVATE_APERTURE >> 32,
        "hidden_shared_base": SHARED_APERTURE >> 32,
        "hidden_queue_ptr": pointers.get("queue", 0),
        "hidden_printf_buffer": 0, "hidden_hostcall_buffer": 0,
        "hidden_multigrid_sync_arg": 0, "hidden_heap_v1": 0, "hidden_default_queue": 0,
        "hidden_completion_action": 0,
    }
    for arg in metadata.get(".args", []):
        kind = str(arg.get(".value_kind", ""))
        if not kind.startswith("hidden_") or kind not in values:
            continue
        offset, size = int(arg[".offset"]), int(arg[".size"])
        if offset + size > len(kernarg):
            continue
        kernarg[offset:offset + size] = (int(values[kind]) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def dispatch_packet(grid, block, kernel: LoadedKernel, kernarg_address: int, lds: int,
                    scratch: int) -> bytes:
    """An hsa_kernel_dispatch_packet_t (64 bytes) describing the launch."""
    setup_dims = 3 if grid[2] > 1 or block[2] > 1 else 2 if grid[1] > 1 or block[1] > 1 else 1
    return struct.pack("<HHHHHHIIIIIQQQQ", 2 | (1 << 8), setup_dims, block[0], block[1], block[2], 0,
                       grid[0] * block[0], grid[1] * block[1], grid[2] * block[2],
                       scratch, lds, 0, kernarg_address, 0, 0)[:AQL_PACKET_SIZE].ljust(AQL_PACKET_SIZE, b"\0")


# --- the launch ---------------------------------------------------------------------------

@dataclass
class LaunchStats:
    waves: int = 0
    instructions: int = 0       # wave-instructions executed
    steps: int = 0              # batched steps (one numpy pass each)
    seconds: float = 0.0


def dispatch(code: LoadedCode, kernel: LoadedKernel, grid, block, kernarg: bytes,
             dynamic_lds: int, stats: Optional[LaunchStats] = None,
             profile: Optional[ExecutionProfile] = None,
             step_limit: int = DEFAULT_STEP_LIMIT, select=None) -> None:
    """Run one launch to completion.  ``profile`` receives the executed
    instruction counts (also when the launch fails part-way); ``step_limit``
    bounds the steps of each batch of workgroups.  ``select(first, count,
    counts)``, when given, is called before each batch (workgroups ``first``
    to ``first + count - 1``, the counts so far) and the batch runs only if
    it returns True (gcnasm.emu.parallel spreads batches over processes)."""
    memory = code.memory
    kd = kernel.descriptor
    if kd.enable_wavefront_size32:
        raise EmulationError(f"kernel {kernel.name}: wave32 kernels are not emulated")
    kernarg_buf = bytearray(kernarg)
    lds_size = kd.group_segment_fixed_size + dynamic_lds
    if lds_size > 160 * 1024:
        raise EmulationError(f"kernel {kernel.name}: {lds_size} bytes of LDS per workgroup "
                             f"exceed gfx950's 160 KiB")
    queue = memory.allocate(256)
    pointers = {"queue": queue}
    fill_hidden_arguments(kernarg_buf, kernel.metadata, grid, block, dynamic_lds, pointers)
    kernarg_address = memory.allocate(max(len(kernarg_buf), 16), bytes(kernarg_buf))
    scratch = kd.private_segment_fixed_size + (16384 if kd.uses_dynamic_stack else 0)
    packet = memory.allocate(AQL_PACKET_SIZE, dispatch_packet(grid, block, kernel, kernarg_address,
                                                              lds_size, scratch))
    counts: Dict[int, int] = {}
    try:
        threads = block[0] * block[1] * block[2]
        waves_per_group = -(-threads // 64)
        meta = kernel.metadata
        vgprs = min(512, max(kd.vgpr_count, int(meta.get(".vgpr_count", 0) or 0)))
        agprs = max(int(meta.get(".agpr_count", 0) or 0), kd.vgpr_count - kd.accum_offset, 0)
        per_wave = (vgprs + agprs) * 256 + 64 * (scratch + 16) + lds_size // max(waves_per_group, 1)
        groups_total = grid[0] * grid[1] * grid[2]
        per_batch = max(1, min(groups_total, MAX_BATCH_WAVES // waves_per_group,
                               BATCH_BYTES // max(per_wave * waves_per_group, 1)))
        first = 0
        while first < groups_total:
            count = min(per_batch, groups_total - first)
            if select is None or select(first, count, counts):
                _run_batch(code, kernel, grid, block, first, count, waves_per_group, vgprs, agprs,
                           lds_size, scratch, kernarg_address, packet, queue, kernarg_buf, stats,
                           counts, step_limit)
            first += count
    finally:
        for address in (kernarg_address, packet, queue):
            memory.free(address)
        if profile is not None:
            profile.record(kernel.name, counts, kernel.program.category)


def _run_batch(code, kernel, grid, block, first, count, waves_per_group, vgprs, agprs, lds_size,
               scratch, kernarg_address, packet, queue, kernarg, stats, counts=None,
               step_limit=DEFAULT_STEP_LIMIT):
    kd = kernel.descriptor
    n = count * waves_per_group
    workgroup = np.repeat(np.arange(count), waves_per_group)
    st = Waves(n, vgprs, agprs, workgroup, lds_size, scratch, count)
    # MODE from the descriptor's FLOAT_MODE, DX10_CLAMP and IEEE_MODE bits
    st.mode[:] = (kd.float_round_mode_32 | kd.float_round_mode_16_64 << 2
                  | kd.float_denorm_mode_32 << 4 | kd.float_denorm_mode_16_64 << 6
                  | kd.enable_dx10_clamp << 8 | kd.enable_ieee_mode << 9)
    st.mode_changed()
    group_index = first + workgroup
    gx = group_index % grid[0]
    gy = (group_index // grid[0]) % grid[1]
    gz = group_index // (grid[0] * grid[1])
    # --- user SGPRs
    s = st.s
    i = 0

    def put64(value):
        nonlocal i
        s[i] = value & 0xFFFFFFFF
        s[i + 1] = value >> 32
        i += 2
    if kd.enable_sgpr_private_segment_buffer:
        s[i:i + 4] = np.array([0, (PRIVATE_APERTURE >> 32) & 0xFFFF, 0xFFFFFFFF, 0x00027000],
                              dtype=np.uint32)[:, None]
        i += 4
    if kd.enable_sgpr_dispatch_ptr:
        put64(packet)
    if kd.enable_sgpr_queue_ptr:
        put64(queue)
    if kd.enable_sgpr_kernarg_segment_ptr:
        put64(kernarg_address)
    if kd.enable_sgpr_dispatch_id:
        put64(0)
    if kd.enable_sgpr_flat_scratch_init:
        put64(0)
    if kd.enable_sgpr_private_segment_size:
        s[i] = scratch
        i += 1
    length, offset = kd.kernarg_preload_spec_length, kd.kernarg_preload_spec_offset
    if length:
        data = bytes(kernarg[4 * offset:4 * (offset + length)]).ljust(4 * length, b"\0")
        s[i:i + length] = np.frombuffer(data, dtype=np.uint32)[:, None]
        i += length
    # --- system SGPRs
    i = max(i, kd.user_sgpr_count)
    for enabled, value in ((kd.enable_sgpr_workgroup_id_x, gx), (kd.enable_sgpr_workgroup_id_y, gy),
                           (kd.enable_sgpr_workgroup_id_z, gz)):
        if enabled:
            s[i] = value
            i += 1
    if kd.enable_sgpr_workgroup_info:
        s[i] = 0
        i += 1
    if kd.enable_private_segment:
        s[i] = 0
        i += 1
    # --- work-item ids and EXEC
    threads = block[0] * block[1] * block[2]
    wave_in_group = np.arange(n) % waves_per_group
    tid = wave_in_group[:, None] * 64 + np.arange(64)[None, :]
    valid = tid < threads
    tx = tid % block[0]
    ty = (tid // block[0]) % block[1]
    tz = tid // (block[0] * block[1])
    ids = tx.copy()
    if kd.enable_vgpr_workitem_id >= 1:
        ids |= ty << 10
    if kd.enable_vgpr_workitem_id >= 2:
        ids |= tz << 20
    st.v[0] = np.where(valid, ids, 0).astype(np.uint32)
    words = Waves.mask_words(valid)
    s[EXEC] = words[0]
    s[EXEC + 1] = words[1]
    st.exec_changed()
    tracker = kernel.program.context.race_tracker
    if tracker is not None:
        tracker.reset(n, first, waves_per_group)      # names the waves of the races
    run(kernel.program, st, kernel.entry, step_limit, counts, code.memory)
    if stats is not None:
        stats.waves += n
        stats.instructions += st.instructions
        stats.steps += st.steps
