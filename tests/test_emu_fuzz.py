"""Random valid-encoding kernels and descriptors through the emulator: it
either runs them or stops with one of its named errors (an instruction or
form it does not emulate, a memory fault, a register past the descriptor's
grant, the step bound) - never a traceback, never a hang."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from gcnasm.emu.errors import EmulationError, InstructionFault
from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, Waves
from gcnasm.errors import GcnasmError
from gcnasm.isa import decode, encode

ENDPGM = encode("s_endpgm")


def valid_text(words):
    """The instructions that the words decode to (each a valid encoding),
    re-encoded back to back, then s_endpgm."""
    out = []
    for first, second in words:
        raw = first.to_bytes(4, "little") + second.to_bytes(4, "little") + bytes(8)
        try:
            inst = decode(raw, 0)
        except GcnasmError:
            continue
        if "/*Invalid" in inst.text:            # llvm-mc's marker of a disallowed operand
            continue
        out.append(inst.to_bytes())
    return b"".join(out) + ENDPGM


# Words from the encodings' high bits: the top byte picks the family, so
# draw it from the prefixes gfx950 uses to get mostly decodable words.
PREFIXES = [0xBE, 0xBF, 0xBA, 0xB0, 0x80, 0x81, 0x7E, 0x7C, 0x02, 0x32, 0xD0, 0xD1, 0xD2, 0xD3,
            0xD8, 0xD9, 0xDA, 0xDC, 0xDD, 0xDE, 0xDF, 0xE0, 0xE1, 0xE8, 0xC0, 0xC1, 0xC2, 0xD6,
            0x04, 0x06, 0x0A, 0x10, 0x16, 0x20, 0x26, 0x3E]
word = hs.tuples(hs.sampled_from(PREFIXES), hs.integers(0, (1 << 24) - 1),
                 hs.integers(0, (1 << 32) - 1)).map(lambda t: ((t[0] << 24) | t[1], t[2]))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(words=hs.lists(word, min_size=1, max_size=10), seed=hs.integers(0, 2 ** 32 - 1),
       vgpr_granules=hs.integers(0, 63), accum=hs.integers(1, 64), waves=hs.integers(1, 3),
       lds=hs.sampled_from([0, 64, 4096]), scratch=hs.sampled_from([0, 16, 256]))
def test_random_kernels_end_in_a_named_error_or_run(words, seed, vgpr_granules, accum, waves,
                                                    lds, scratch):
    text = valid_text(words)
    memory = Memory()
    buffer = memory.allocate(1 << 12)
    granted = 8 * (vgpr_granules + 1)
    accum_offset = min(4 * accum, granted)
    limits = {"vgprs": granted, "agprs": granted - accum_offset, "accum_offset": accum_offset}
    program = Program(text, Context("fuzz", 0x10000, memory, extra=limits))
    rng = np.random.default_rng(seed)
    st = Waves(waves, granted, max(granted - accum_offset, 1), np.zeros(waves, dtype=np.int64),
               lds, scratch, 1)
    st.s[:104] = rng.integers(0, 1 << 32, (104, waves), dtype=np.uint64).astype(np.uint32)
    st.s[0], st.s[1] = buffer & 0xFFFFFFFF, buffer >> 32            # s[0:1]: a valid pointer
    st.s[EXEC] = st.s[EXEC + 1] = rng.integers(0, 1 << 32, 2, dtype=np.uint64).astype(np.uint32)[0]
    st.exec_changed()
    st.v[:] = rng.integers(0, 1 << 32, st.v.shape, dtype=np.uint64).astype(np.uint32)
    try:
        run(program, st, 0, step_limit=20_000)
    except InstructionFault as exc:          # the catch-all: an emulator bug to fix
        raise AssertionError(f"{exc}\n{[i.text for i in program.instructions.values()]}")
    except EmulationError as exc:
        assert exc.offset is not None, exc
