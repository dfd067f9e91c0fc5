"""Every instruction word of a sample of AMD's corpus and of the Triton
kernels, built and executed once on random register state: the emulator
either runs it or raises EmulationError (a fault, a form it does not
emulate) - never another exception."""

from __future__ import annotations

import numpy as np

from gcnasm.codeobject import CodeObject
from gcnasm.emu.errors import EmulationError
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import SDWA_AWARE, Context, NotEmulated, find_builder
from gcnasm.emu.state import Waves
from gcnasm.isa import decode_all

from conftest import KERNELS, corpus_files

SAMPLE = 150         # every 150th code object (SAMPLE = 1, all 126,265 distinct words, passed once)


def test_random_state_never_crashes_the_emulator():
    files = corpus_files()[::SAMPLE] + sorted((KERNELS / "triton").glob("*.hsaco"))
    rng = np.random.default_rng(0)
    memory = Memory()
    seen, failures = set(), []
    for path in files:
        for inst in decode_all(CodeObject.load(path).text):
            word = inst.to_bytes()
            builder = find_builder(inst.mnemonic)
            if word in seen or builder is None or \
                    (inst.mnemonic.endswith("_sdwa") and builder not in SDWA_AWARE):
                continue
            seen.add(word)
            try:
                fn = builder(inst, Context("fuzz", 0x10000, memory))
            except NotEmulated:
                continue
            st = Waves(2, 512, 256, np.zeros(2, dtype=np.int64), 1024, 64, 1)
            for regs in (st.v, st.a, st.s):
                regs[:] = rng.integers(0, 1 << 32, regs.shape, dtype=np.uint64).astype(np.uint32)
            st.s[253] &= 1                                      # SCC is a bit
            st.exec_changed()
            try:
                with np.errstate(all="ignore"):
                    fn(st, np.ones(2, dtype=bool))
            except EmulationError:
                pass
            except Exception as exc:                            # noqa: BLE001 - the point of the test
                failures.append(f"{path.name}: {inst.text}: {type(exc).__name__}: {exc}")
    assert seen
    assert failures == [], "\n".join(failures[:20])
