"""The register state of a batch of waves, executed together.

A batch holds ``n`` waves (of one or several workgroups of one launch).
Registers are laid out so that one instruction is a few numpy operations
over all waves at once:

* ``s``: (256, n) uint32, rows indexed by the 9-bit scalar operand code:
  s0..s101 at 0..101, flat_scratch 102-103, xnack_mask 104-105, vcc 106-107,
  ttmp0..15 at 108..123, m0 124, exec 126-127; scc is kept in row 253
  (src_scc's code) as 0 or 1;
* ``v`` / ``a``: (count, n, 64) uint32: VGPRs and AGPRs, one row of 64 lanes
  per wave;
* ``lds``: one flat uint8 array, ``lds_size`` bytes per workgroup;
* ``scratch``: (n * 64, size) uint8, private memory of each lane.

Instructions receive ``act``, the (n,) bool mask of the waves executing
this instruction (the waves at the current program counter); a VALU
instruction combines it with EXEC through :meth:`Waves.lanes`.
"""

from __future__ import annotations

import numpy as np

SCC = 253
VCC = 106
EXEC = 126
M0 = 124


class Waves:
    def __init__(self, n: int, vgprs: int, agprs: int, workgroup: np.ndarray, lds_size: int,
                 scratch_size: int, workgroups: int):
        self.n = n
        self.s = np.zeros((256, n), dtype=np.uint32)
        self.v = np.zeros((max(vgprs, 1), n, 64), dtype=np.uint32)
        self.a = np.zeros((max(agprs, 1), n, 64), dtype=np.uint32)
        self.workgroup = workgroup                 # (n,) workgroup index in the batch
        self.lds_size = lds_size
        self.lds = np.zeros(max(lds_size, 4) * workgroups + 16, dtype=np.uint8)
        # byte offset of each lane's workgroup LDS block, (n, 64)
        self.lds_base = np.repeat((workgroup.astype(np.int64) * max(lds_size, 4))[:, None], 64, 1)
        self.scratch_size = scratch_size
        self.scratch = np.zeros((n * 64, max(scratch_size, 4) + 16), dtype=np.uint8)
        self.pc = np.zeros(n, dtype=np.int64)
        self.done = np.zeros(n, dtype=bool)
        self.at_barrier = np.zeros(n, dtype=bool)
        self.vskip = np.zeros(n, dtype=bool)       # s_setvskip: vector instructions skipped
        self.gpr_idx_on = np.zeros(n, dtype=bool)  # s_set_gpr_idx_on: VGPR indexing mode
        self.gpr_idx_mode = np.zeros(n, dtype=np.int64)
        self.gpr_idx_used = False                  # any wave ever turned indexing on
        # MODE: [3:0] round modes (f32, f16/f64), [7:4] denorm modes
        # (f32 [5:4], f16/f64 [7:6]); RNE with denormals kept until set
        self.mode = np.full(n, 0xF0, dtype=np.uint32)
        self.flush = None                          # {kind: (flush in, flush out)}, None: none
        self.round = None                          # {kind: (n,) round mode}, None: all nearest
        # race mode: the LDS bytes an instruction reads or LDS-DMA writes,
        # [(kind, flat byte indices, waves)], while the tracker watches
        self.lds_log = None
        self.instructions = 0                      # wave-instructions executed
        self.steps = 0                             # batched steps
        self._lanes = None
        self._lanes_act = None
        self._exec = None

    # --- MODE ----------------------------------------------------------------

    def mode_changed(self) -> None:
        """Recompute the denormal flushing and round modes after a write to
        ``mode``: a denorm field of 0 flushes inputs and outputs, 1 outputs
        only, 2 inputs only, 3 neither (the ISA's FP_DENORM encoding); a
        round field of 0 is nearest even, 1 toward +inf, 2 toward -inf, 3
        toward zero (``gcnasm.emu.fpmode``)."""
        flush = {}
        for kind, shift in (("f32", 4), ("f16", 6), ("f64", 6)):
            field = (self.mode >> shift) & 3
            flush_in, flush_out = (field == 0) | (field == 2), (field == 0) | (field == 1)
            if flush_in.any() or flush_out.any():
                flush[kind] = (flush_in, flush_out)
        self.flush = flush or None
        rounding = {}
        for kind, shift in (("f32", 0), ("f16", 2), ("f64", 2)):
            field = ((self.mode >> shift) & 3).astype(np.int64)
            if field.any():
                rounding[kind] = field
        self.round = rounding or None

    # --- EXEC ----------------------------------------------------------------

    def exec_bool(self) -> np.ndarray:
        """EXEC as (n, 64) bool, recomputed after any write to exec."""
        if self._exec is None:
            words = np.ascontiguousarray(self.s[EXEC:EXEC + 2].T)
            self._exec = np.unpackbits(words.view(np.uint8), axis=1,
                                       bitorder="little").view(bool)
        return self._exec

    def exec_changed(self) -> None:
        self._exec = None
        self._lanes_act = None

    def lanes(self, act: np.ndarray) -> np.ndarray:
        """(n, 64) bool: the lanes a vector instruction of the waves ``act``
        runs on (EXEC and the wave being at this instruction)."""
        if self._lanes_act is act and self._lanes is not None:
            return self._lanes
        lanes = self.exec_bool() & (act & ~self.vskip)[:, None]
        self._lanes = lanes
        self._lanes_act = act
        return lanes

    # --- lane masks as SGPR pairs --------------------------------------------

    @staticmethod
    def mask_words(mask: np.ndarray) -> np.ndarray:
        """(n, 64) bool -> (2, n) uint32 (lo, hi words)."""
        packed = np.packbits(mask, axis=1, bitorder="little")
        return np.ascontiguousarray(packed.view(np.uint32).T)

    def read_mask(self, code: int) -> np.ndarray:
        """The SGPR pair at ``code`` as (n, 64) bool."""
        words = np.ascontiguousarray(self.s[code:code + 2].T)
        return np.unpackbits(words.view(np.uint8), axis=1, bitorder="little").view(bool)

    def write_mask(self, code: int, mask: np.ndarray, act: np.ndarray) -> None:
        words = self.mask_words(mask)
        np.copyto(self.s[code], words[0], where=act)
        np.copyto(self.s[code + 1], words[1], where=act)
        if code == EXEC:
            self.exec_changed()
