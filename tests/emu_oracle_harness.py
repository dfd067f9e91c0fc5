"""Table-driven oracle checks: every encoded form of an opcode, run on
random state, against a per-lane oracle written in plain Python.

The forms come from gcnasm.isa's decoder table (the canonical word of each
(family, mnemonic): VOP1/VOP2/VOPC e32, their VOP3 e64 twins, the SDWA forms
with DWORD selects, the DPP forms with the identity quad_perm and full
masks), so one oracle covers every encoding of its opcode; the tests of
non-identity SDWA selects, DPP lane moves and op_sel move the inputs in the
oracle, not in the emulator.  Used by test_emu_oracle_int.py and
test_emu_oracle_float.py; gcnasm.emu.oracle counts what they execute.
"""

from __future__ import annotations

import functools
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np

from gcnasm.emu.coverage import table_coverage, table_entries
from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import Context, Program, base_mnemonic
from gcnasm.emu.state import EXEC, SCC, Waves
from gcnasm.isa import Immediate, Literal, Register, encode

MASK32 = 0xFFFFFFFF


@functools.lru_cache(maxsize=None)
def _forms() -> Dict[str, List[Tuple[str, object]]]:
    emulated = {form for form, why in table_coverage().items() if not why}
    out: Dict[str, List[Tuple[str, object]]] = {}
    for family, inst in table_entries():
        if (family, inst.mnemonic) in emulated:
            out.setdefault(base_mnemonic(inst.mnemonic), []).append((family, inst))
    return out


def forms(base: str) -> List[Tuple[str, object]]:
    """(family, canonical instruction) of every emulated form of ``base``."""
    found = _forms().get(base)
    assert found, f"{base}: no emulated form in the decoder table"
    return found


def all_bases() -> List[str]:
    return sorted(_forms())


# --- input values ------------------------------------------------------------------

EDGE32 = [0, 1, 2, 3, 0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFF, 0xFFFFFFFE, 0xFFFF, 0x8000,
          0x7FFF, 0x10000, 0xFF, 0x80, 0x7F, 0x100, 31, 32, 33, 63, 64, 0x00FFFFFF, 0x00800000,
          0xFF800000, 0x01000000]


def int_values(rng, shape, bits=32):
    """Random words, a quarter of them edge values or small numbers."""
    top = (1 << bits) - 1
    x = rng.integers(0, top, shape, dtype=np.uint64, endpoint=True)
    edge = np.array([e & top for e in EDGE32] + list(range(70)), dtype=np.uint64)
    pick = rng.random(shape) < 0.25
    x[pick] = edge[rng.integers(0, len(edge), int(pick.sum()))]
    if bits == 64:                      # 64-bit edges: sign bit, all ones, carries
        e64 = np.array([1 << 63, (1 << 63) - 1, top, 1 << 32, (1 << 32) - 1, 0], dtype=np.uint64)
        pick = rng.random(shape) < 0.1
        x[pick] = e64[rng.integers(0, len(e64), int(pick.sum()))]
    return x


def _f_specials(bits):
    if bits == 16:
        return [0x0000, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0xFE00, 0x7C01, 0x0001, 0x8001,
                0x03FF, 0x0400, 0x7BFF, 0xFBFF, 0x3800, 0x4000, 0x3555, 0x4248]
    if bits == 32:
        return [0, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000,
                0x7F800001, 0x00000001, 0x80000001, 0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF,
                0x3F000000, 0x40000000, 0x4F000000, 0xCF000000, 0x4F800000, 0x3EAAAAAB, 0x40490FDB]
    return [0, 1 << 63, 0x3FF0000000000000, 0xBFF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000,
            0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000001, 1, (1 << 63) | 1,
            0x000FFFFFFFFFFFFF, 0x0010000000000000, 0x7FEFFFFFFFFFFFFF, 0x3FE0000000000000,
            0x41E0000000000000, 0xC1E0000000000000, 0x41F0000000000000, 0x400921FB54442D18]


def float_values(rng, shape, bits):
    """Float bit patterns: a third specials (zeros, infinities, NaNs,
    denormals, extremes), the rest random values of moderate magnitude."""
    dt = {16: np.float16, 32: np.float32, 64: np.float64}[bits]
    ut = {16: np.uint16, 32: np.uint32, 64: np.uint64}[bits]
    mag = rng.standard_normal(shape) * np.exp2(rng.integers(-8, 9, shape))
    x = mag.astype(dt).view(ut).astype(np.uint64)
    spec = np.array(_f_specials(bits), dtype=np.uint64)
    pick = rng.random(shape) < 0.33
    x[pick] = spec[rng.integers(0, len(spec), int(pick.sum()))]
    return x


# --- running one instruction -------------------------------------------------------

def execute(code: bytes, setup: Callable, waves: int, vgprs: int = 24):
    program = Program(code + encode("s_endpgm"), Context("oracle", 0x10000, Memory()))
    st = Waves(waves, vgprs, 4, np.zeros(waves, dtype=np.int64), 0, 16, 1)
    setup(st)
    st.exec_changed()
    run(program, st, 0)
    return st


def _is_mask(op) -> bool:
    return isinstance(op, Register) and op.file in ("s", "special") and op.count == 2


def read_operand(st, op, valu: bool) -> np.ndarray:
    """The operand's value as uint64 (waves, 64) for VALU (a 64-bit scalar
    source counts as a lane mask: the lane's bit), (waves,) for SALU."""
    n = st.n
    if isinstance(op, (Immediate, Literal)):
        value = np.full((n, 64) if valu else (n,), op.value & 0xFFFFFFFFFFFFFFFF, dtype=np.uint64)
        return value
    assert isinstance(op, Register), op
    if op.file in ("v", "a"):
        regs = st.v if op.file == "v" else st.a
        out = np.zeros((n, 64), dtype=np.uint64)
        for k in range(op.count):
            out |= regs[op.first + k].astype(np.uint64) << np.uint64(32 * k)
        return out
    out = np.zeros(n, dtype=np.uint64)
    for k in range(op.count):
        out |= st.s[op.first + k].astype(np.uint64) << np.uint64(32 * k)
    if valu:
        if op.count == 2:
            return (out[:, None] >> np.arange(64, dtype=np.uint64)[None, :]) & np.uint64(1)
        return np.repeat(out[:, None], 64, 1)
    return out


def registers_of(inst):
    """(destination operands, source operands) of a decoded instruction."""
    ops = inst.operands
    return [ops[i] for i in inst.defs], [ops[i] for i in inst.uses]


def fill_random(st, rng, values: Callable, sgpr_values: Optional[Callable] = None):
    """Every VGPR and SGPR 0..103 and VCC random (``values(shape)`` gives
    uint64 words; 64-bit registers pairs get their high half from the next
    register), EXEC all ones."""
    st.v[:] = values(st.v.shape).astype(np.uint32)
    st.s[:104] = (sgpr_values or values)((104, st.n)).astype(np.uint32)
    st.s[106:108] = rng.integers(0, 2 ** 32, (2, st.n), dtype=np.uint64).astype(np.uint32)
    st.s[EXEC] = st.s[EXEC + 1] = MASK32
    st.s[SCC] = rng.integers(0, 2, st.n)


def place(st, op, values: np.ndarray) -> None:
    """Write per-lane (VGPR) or per-wave (SGPR) uint64 values into ``op``'s
    registers."""
    if op.file in ("v", "a"):
        regs = st.v if op.file == "v" else st.a
        for k in range(op.count):
            regs[op.first + k] = ((values >> np.uint64(32 * k)) & np.uint64(MASK32)).astype(np.uint32)
    else:
        for k in range(op.count):
            st.s[op.first + k] = ((values >> np.uint64(32 * k)) & np.uint64(MASK32)).astype(np.uint32)


def dpp_source_lane(inst, lane: int) -> int:
    """The lane whose src0 a DPP instruction's ``lane`` reads (the modes
    whose every lane is valid), from LLVM's DPP definitions: quad_perm
    picks within a quad, row_newbcast:n reads lane n of the row, the
    mirrors reverse a row or half-row."""
    mods = {op.name: op.value for op in inst.operands if hasattr(op, "name")}
    if "quad_perm" in mods:
        return (lane & ~3) + mods["quad_perm"][lane & 3]
    if "row_newbcast" in mods:
        return (lane & ~15) + int(mods["row_newbcast"])
    if "row_mirror" in mods:
        return (lane & ~15) + 15 - (lane & 15)
    if "row_half_mirror" in mods:
        return (lane & ~7) + 7 - (lane & 7)
    raise NotImplementedError(inst.text)


def check_valu(inst, oracle: Callable, rng, values: Callable, waves: int = 4,
               width: Optional[int] = None, exec_random: bool = True,
               sources: Optional[Sequence[np.ndarray]] = None, ties: bool = True,
               compare: Optional[Callable] = None):
    """Run ``inst`` on random state; ``oracle(*sources) -> tuple of results``
    (one per destination; a lane mask destination as a bool) per lane, on
    Python ints.  ``width`` masks a vector result (16-bit ops: 16); inactive
    lanes must keep their destination (mask bits: 0)."""
    dsts, srcs = registers_of(inst)
    vec_srcs = [op for op in srcs if isinstance(op, Register) and op.file == "v"]

    def setup(st):
        fill_random(st, rng, values)
        if sources is not None:
            for op, val in zip([op for op in srcs if isinstance(op, Register) and not _is_mask(op)],
                               sources):
                place(st, op, val)
        elif ties and len(vec_srcs) >= 2 and vec_srcs[0].count == vec_srcs[1].count:
            same = rng.random((st.n, 64)) < 0.15       # equal operands in some lanes
            a = read_operand(st, vec_srcs[0], True)
            b = read_operand(st, vec_srcs[1], True)
            place(st, vec_srcs[1], np.where(same, a, b))
        if exec_random:
            st.s[EXEC, 1:] = rng.integers(0, 2 ** 32, st.n - 1, dtype=np.uint64).astype(np.uint32)
    before = {}

    def setup_and_keep(st):
        setup(st)
        before["v"] = st.v.copy()
        before["s"] = st.s.copy()
    st = execute(inst.to_bytes(), setup_and_keep, waves)
    pre = Waves(st.n, st.v.shape[0], 4, np.zeros(st.n, dtype=np.int64), 0, 16, 1)
    pre.v[:] = before["v"]
    pre.s[:] = before["s"]
    ins = [read_operand(pre, op, True).tolist() for op in srcs]
    if inst.mnemonic.endswith("_dpp"):            # src0 comes from another lane
        k = [inst.operand_fields[i] for i in inst.uses].index("src0")
        ins[k] = [[row[dpp_source_lane(inst, lane)] for lane in range(64)] for row in ins[k]]
    execmask = read_operand(pre, Register("special", EXEC, 2, (), "exec"), True).astype(bool)
    got = [read_operand(st, op, True) for op in dsts]
    dpp = inst.mnemonic.endswith("_dpp")
    assert not dpp or "bound_ctrl" not in inst.text, inst.text
    olds = [read_operand(pre, op, True) for op in dsts]
    for w in range(st.n):
        for lane in range(64):
            want = oracle(*[x[w][lane] for x in ins])
            if not isinstance(want, tuple) or (compare is not None and len(dsts) == 1):
                want = (want,)
            active = execmask[w, lane]
            if dpp:     # a disabled source lane is invalid: no write (bound_ctrl:0)
                active = active and execmask[w, dpp_source_lane(inst, lane)]
            for k, op in enumerate(dsts):
                g = int(got[k][w, lane])
                if _is_mask(op):
                    exp = int(bool(want[k])) if active else 0
                    if exec_random or True:
                        pass
                else:
                    bits = width if (width and op.file == "v") else 32 * op.count
                    m = (1 << bits) - 1
                    g &= m
                    if active and compare is not None:
                        assert compare(g, want[k]), (f"{inst.text}: wave {w} lane {lane} inputs "
                                                     f"{[hex(x[w][lane]) for x in ins]}: got {g:#x}, "
                                                     f"want {want[k] if not isinstance(want[k], int) else hex(want[k])}")
                        continue
                    exp = (want[k] & m) if active else int(olds[k][w, lane]) & m
                assert g == exp, (f"{inst.text}: wave {w} lane {lane} inputs "
                                  f"{[hex(x[w][lane]) for x in ins]}: got {g:#x}, want {exp:#x}"
                                  f"{'' if active else ' (inactive lane)'}")
    return st, pre


def check_salu(inst, oracle: Callable, rng, waves: int = 256, values: Optional[Callable] = None):
    """``oracle(*sources, scc) -> (result or None, scc or None)``: None
    where the instruction writes no result / leaves SCC."""
    dsts, srcs = registers_of(inst)
    values = values or (lambda shape: int_values(rng, shape))
    keep = {}

    def setup(st):
        fill_random(st, rng, values)
        keep["s"] = st.s.copy()
    st = execute(inst.to_bytes(), setup, waves)
    pre = Waves(st.n, 1, 1, np.zeros(st.n, dtype=np.int64), 0, 16, 1)
    pre.s[:] = keep["s"]
    srcs = [op for op in srcs if not (isinstance(op, Register) and op.file == "special"
                                      and op.first == SCC)]
    ins = [read_operand(pre, op, False).tolist() for op in srcs]
    outs = [op for op in dsts if not (isinstance(op, Register) and op.first == SCC)]
    got = [read_operand(st, op, False).tolist() for op in outs]
    for w in range(st.n):
        scc_in = int(pre.s[SCC, w])
        value, scc = oracle(*[x[w] for x in ins], scc_in)
        if outs and value is not None:
            m = (1 << (32 * outs[0].count)) - 1
            assert got[0][w] == value & m, (f"{inst.text}: inputs {[hex(x[w]) for x in ins]} "
                                           f"scc {scc_in}: got {got[0][w]:#x}, want {value & m:#x}")
        want_scc = scc_in if scc is None else int(bool(scc))
        assert int(st.s[SCC, w]) == want_scc, (f"{inst.text}: inputs {[hex(x[w]) for x in ins]} "
                                              f"scc {scc_in}: SCC {int(st.s[SCC, w])}, want {want_scc}")
