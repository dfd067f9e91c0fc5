"""The execution profile (gcnasm.emu.profile), fair scheduling of spinning
waves and the named errors of a launch that cannot finish."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from gcnasm import hip, workflow
from gcnasm.emu.errors import Deadlock, StepLimitExceeded
from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.profile import CATEGORIES
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, Waves
from gcnasm.errors import GcnasmError
from gcnasm.isa import decode_all, encode

KERNELS = Path(__file__).resolve().parent.parent / "kernels"


def program_of(lines):
    text = b"".join(encode(line) for line in lines)
    return Program(text, Context("test", 0x10000, Memory()))


def waves(n=2, lds=64):
    st = Waves(n, 8, 1, np.zeros(n, dtype=np.int64), lds, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    st.s[0] = np.arange(n)                      # s0: the wave's index
    st.v[2] = 1
    return st


def test_profile_counts_every_wave_instruction_by_offset_and_category():
    with workflow.open_backend("emu") as gpu:
        k = gpu.load_module(KERNELS / "vector_add.co").kernel()
        n = 1000
        a = gpu.alloc(4 * n)
        b = gpu.alloc(4 * n)
        c = gpu.alloc(4 * n)
        a.fill_words(0)
        b.fill_words(0)
        hip.launch(k, -(-n // 256), 256, a, b, c, n)
        hip.launch(k, -(-n // 256), 256, a, b, c, n)
        prof = gpu.profile()
        (name, kp), = prof.kernels.items()
        assert set(kp.categories) == set(CATEGORIES)
        assert kp.instructions == sum(kp.categories.values()) == gpu.stats.instructions
        assert kp.categories["VMEM"] > 0 and kp.categories["VALU"] > 0
        # every counted offset is an instruction's offset in .text
        text = gpu.load_module(KERNELS / "vector_add.co")
        co = __import__("gcnasm.codeobject", fromlist=["CodeObject"]).CodeObject.load(
            KERNELS / "vector_add.co")
        offsets = {inst.offset for inst in decode_all(co.text)}
        assert set(kp.counts) <= offsets
        # 4 workgroups of 4 waves, two launches: s_endpgm ran 32 times
        assert max(kp.counts.values()) == 32
        gpu.reset_profile()
        assert gpu.profile().kernels == {}
        del text


SPIN = [
    "s_cmp_eq_u32 s0, 0",
    "s_cbranch_scc1 PRODUCER",
    # consumer: spins at the lowest program counter until the flag is set
    "ds_read_b32 v1, v0",
    "s_waitcnt lgkmcnt(0)",
    "v_readfirstlane_b32 s1, v1",
    "s_cmp_eq_u32 s1, 0",
    "s_cbranch_scc1 SPIN",
    "s_endpgm",
]


def spin_program(produce: bool):
    # offsets: 0 s_cmp (4), 4 s_cbranch (4), 8 ds_read (8), 16 s_waitcnt (4),
    # 20 v_readfirstlane (4), 24 s_cmp (4), 28 s_cbranch (4), 32 s_endpgm (4)
    lines = list(SPIN)
    lines[1] = "s_cbranch_scc1 7"               # to 36: (36 - 8) / 4
    lines[6] = "s_cbranch_scc1 -6"              # to 8: (8 - 32) / 4
    work = ["s_mov_b32 s2, 5000", "s_sub_u32 s2, s2, 1", "s_cmp_eq_u32 s2, 0",
            "s_cbranch_scc0 -3"]                # a long loop first
    tail = ["ds_write_b32 v0, v2"] if produce else []
    return program_of(lines + work + tail + ["s_endpgm"])


def test_a_spinning_wave_lets_the_producer_run():
    st = waves()
    run(spin_program(produce=True), st, 0)
    assert st.done.all()
    assert st.v[1][1].tolist() == [1] * 64


def test_a_true_deadlock_is_a_named_error_not_a_hang():
    st = waves()
    with pytest.raises(Deadlock) as info:
        run(spin_program(produce=False), st, 0)
    assert isinstance(info.value, GcnasmError)
    assert 8 <= info.value.offset <= 28            # an instruction of the spin loop


def test_the_step_limit_is_a_named_error_with_the_offset():
    # an endless loop that changes a register every time is no deadlock
    prog = program_of(["s_add_u32 s3, s3, 1", "s_branch -2"])
    with pytest.raises(StepLimitExceeded) as info:
        run(prog, waves(), 0, step_limit=10_000)
    assert info.value.offset in (0, 4)
