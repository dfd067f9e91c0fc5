"""The LDS addresses of a kernel's ``ds_*`` and LDS-DMA instructions, per wave
of a workgroup, as far as the kernel's own arithmetic resolves them
(docs/check-lds-order.md).

A register's value is either unknown (absent from the environment) or known
for every lane of every wave of one workgroup: a numpy int64 array of shape
(waves, 64) (a VGPR) or (waves, 1) (an SGPR, or anything uniform in a wave),
each element a 32-bit value in [0, 2**32).  What is known at the entry:

* v0, the work-item ids (gfx90a and later pack X, Y and Z into v0 at bits
  0, 10 and 20: AMDGPUUsage, "Initial Kernel Execution State"), from the
  workgroup's shape (metadata ``.reqd_workgroup_size``, else X =
  ``.max_flat_workgroup_size`` when the descriptor enables only the X id);
* nothing else: kernel arguments, workgroup ids and loaded data are
  unknown, and so is whatever is computed from them.

:func:`evaluate` is the transfer of one instruction: SALU/VALU integer
arithmetic on known values gives a known value (a table of the ops address
code uses: moves, add/sub/mul, shifts, bit ops, bfe, the fused shift-add
forms, readfirstlane, mbcnt, s_cmp + s_cselect); any other instruction makes
what it writes unknown.  EXEC is not modelled: every lane is taken as
active, which can only add addresses.

:func:`footprint` turns an access (address value, byte offset, size) into
the LDS dwords each wave touches.
"""

from __future__ import annotations

from typing import Callable, Dict, Optional, Tuple

import numpy as np

from ..isa import RegisterUnit
from ..isa.operands import Immediate, Literal, Modifier, Register
from .facts import base_mnemonic, facts_of

LANES = 64
MASK = 0xFFFFFFFF
SCC = RegisterUnit.parse("scc")
M0 = RegisterUnit.parse("m0")
V0 = RegisterUnit.parse("v0")
_LANE = np.arange(LANES, dtype=np.int64)[None, :]

Env = Dict[RegisterUnit, np.ndarray]
# a workgroup has at most 1024 work-items (16 waves); wave masks are 32-bit
_MAX_WAVES = 32


def waves_of(kernel) -> Tuple[int, Optional[np.ndarray]]:
    """(waves per workgroup, the value of v0 at the entry or None when the
    workgroup's shape is not known)."""
    meta = kernel.metadata or {}
    reqd = meta.get(".reqd_workgroup_size")
    flat = meta.get(".max_flat_workgroup_size")
    if isinstance(reqd, (list, tuple)) and len(reqd) == 3 and all(
            isinstance(n, int) and n > 0 for n in reqd):
        x, y, z = reqd
    elif isinstance(flat, int) and flat > 0 and kernel.descriptor.enable_vgpr_workitem_id == 0:
        x, y, z = flat, 1, 1
    else:
        n = flat if isinstance(flat, int) and flat > 0 else 1024
        return min(_MAX_WAVES, max(1, -(-n // LANES))), None
    size = x * y * z
    waves = min(_MAX_WAVES, max(1, -(-size // LANES)))
    flat_id = np.arange(waves, dtype=np.int64)[:, None] * LANES + _LANE
    # lanes past the workgroup's last work-item do not exist: they repeat
    # the last one (adds no address)
    flat_id = np.minimum(flat_id, size - 1)
    v0 = (flat_id % x) | (((flat_id // x) % y) << 10) | ((flat_id // (x * y)) << 20)
    return waves, v0


def entry_env(kernel) -> Tuple[int, Env]:
    waves, v0 = waves_of(kernel)
    env: Env = {}
    if v0 is not None:
        env[V0] = v0
    return waves, env


def join_env(a: Env, b: Env) -> Env:
    """What is known on both sides, with the same value."""
    if a is b:
        return a
    out = {}
    for u, va in a.items():
        vb = b.get(u)
        if vb is None:
            continue
        if va is vb or (va.shape == vb.shape and np.array_equal(va, vb)):
            out[u] = va
    return out


def same_env(a: Env, b: Env) -> bool:
    if a is b:
        return True
    if a.keys() != b.keys():
        return False
    for u, va in a.items():
        vb = b[u]
        if va is not vb and not (va.shape == vb.shape and np.array_equal(va, vb)):
            return False
    return True


# --- the ops ----------------------------------------------------------------------


def _s(x):
    """As signed 32-bit."""
    return np.where(x >= 0x80000000, x - 0x100000000, x)


def _sh(x):
    return x & 31


def _mul(a, b):
    # exact low 32 bits of a 32x32 product (int64 would overflow)
    return ((a.astype(np.uint64) * b.astype(np.uint64)) & MASK).astype(np.int64)


def _mul_hi(a, b):
    return ((a.astype(np.uint64) * b.astype(np.uint64)) >> np.uint64(32)).astype(np.int64)


def _u24(x):
    return x & 0xFFFFFF


def _i24(x):
    x = x & 0xFFFFFF
    return np.where(x >= 0x800000, x - 0x1000000, x)


def _bfe(x, off, width):
    width = width & 31
    return (x >> (off & 31)) & ((1 << width) - 1)


def _s_bfe(x, packed):
    return _bfe(x, packed & 31, (packed >> 16) & 0x7F)


def _cmp(op):
    return lambda a, b: op(a, b).astype(np.int64)


_OPS: Dict[str, Tuple[int, Callable]] = {
    # name: (sources, function of the sources' values); results are masked
    "v_mov_b32": (1, lambda a: a),
    "s_mov_b32": (1, lambda a: a),
    "s_movk_i32": (1, lambda a: a),
    "v_add_u32": (2, lambda a, b: a + b),
    "v_add_co_u32": (2, lambda a, b: a + b),
    "v_add_i32": (2, lambda a, b: a + b),
    "s_add_u32": (2, lambda a, b: a + b),
    "s_add_i32": (2, lambda a, b: a + b),
    "v_sub_u32": (2, lambda a, b: a - b),
    "v_sub_co_u32": (2, lambda a, b: a - b),
    "v_sub_i32": (2, lambda a, b: a - b),
    "s_sub_u32": (2, lambda a, b: a - b),
    "s_sub_i32": (2, lambda a, b: a - b),
    "v_subrev_u32": (2, lambda a, b: b - a),
    "v_subrev_co_u32": (2, lambda a, b: b - a),
    "v_mul_lo_u32": (2, _mul),
    "s_mul_i32": (2, _mul),
    "v_mul_hi_u32": (2, _mul_hi),
    "s_mul_hi_u32": (2, _mul_hi),
    "v_mul_u32_u24": (2, lambda a, b: _u24(a) * _u24(b)),
    "v_mul_i32_i24": (2, lambda a, b: _i24(a) * _i24(b)),
    "v_lshlrev_b32": (2, lambda a, b: b << _sh(a)),
    "v_lshrrev_b32": (2, lambda a, b: b >> _sh(a)),
    "v_ashrrev_i32": (2, lambda a, b: _s(b) >> _sh(a)),
    "s_lshl_b32": (2, lambda a, b: a << _sh(b)),
    "s_lshr_b32": (2, lambda a, b: a >> _sh(b)),
    "s_ashr_i32": (2, lambda a, b: _s(a) >> _sh(b)),
    "s_lshl1_add_u32": (2, lambda a, b: (a << 1) + b),
    "s_lshl2_add_u32": (2, lambda a, b: (a << 2) + b),
    "s_lshl3_add_u32": (2, lambda a, b: (a << 3) + b),
    "s_lshl4_add_u32": (2, lambda a, b: (a << 4) + b),
    "v_and_b32": (2, lambda a, b: a & b),
    "s_and_b32": (2, lambda a, b: a & b),
    "v_or_b32": (2, lambda a, b: a | b),
    "s_or_b32": (2, lambda a, b: a | b),
    "v_xor_b32": (2, lambda a, b: a ^ b),
    "s_xor_b32": (2, lambda a, b: a ^ b),
    "s_andn2_b32": (2, lambda a, b: a & ~b),
    "s_orn2_b32": (2, lambda a, b: a | ~b),
    "v_not_b32": (1, lambda a: ~a),
    "s_not_b32": (1, lambda a: ~a),
    "v_min_u32": (2, np.minimum),
    "v_max_u32": (2, np.maximum),
    "s_min_u32": (2, np.minimum),
    "s_max_u32": (2, np.maximum),
    "v_min_i32": (2, lambda a, b: np.minimum(_s(a), _s(b))),
    "v_max_i32": (2, lambda a, b: np.maximum(_s(a), _s(b))),
    "s_min_i32": (2, lambda a, b: np.minimum(_s(a), _s(b))),
    "s_max_i32": (2, lambda a, b: np.maximum(_s(a), _s(b))),
    "v_bfe_u32": (3, _bfe),
    "s_bfe_u32": (2, _s_bfe),
    "v_bfi_b32": (3, lambda a, b, c: (a & b) | (~a & c)),
    "v_lshl_add_u32": (3, lambda a, b, c: (a << _sh(b)) + c),
    "v_add_lshl_u32": (3, lambda a, b, c: (a + b) << _sh(c)),
    "v_lshl_or_b32": (3, lambda a, b, c: (a << _sh(b)) | c),
    "v_and_or_b32": (3, lambda a, b, c: (a & b) | c),
    "v_or3_b32": (3, lambda a, b, c: a | b | c),
    "v_add3_u32": (3, lambda a, b, c: a + b + c),
    "v_xad_u32": (3, lambda a, b, c: (a ^ b) + c),
    "v_mad_u32_u24": (3, lambda a, b, c: _u24(a) * _u24(b) + c),
    "v_mad_i32_i24": (3, lambda a, b, c: _i24(a) * _i24(b) + c),
    "s_cmp_eq_u32": (2, _cmp(np.equal)),
    "s_cmp_lg_u32": (2, _cmp(np.not_equal)),
    "s_cmp_eq_i32": (2, _cmp(np.equal)),
    "s_cmp_lg_i32": (2, _cmp(np.not_equal)),
    "s_cmp_lt_u32": (2, _cmp(np.less)),
    "s_cmp_le_u32": (2, _cmp(np.less_equal)),
    "s_cmp_gt_u32": (2, _cmp(np.greater)),
    "s_cmp_ge_u32": (2, _cmp(np.greater_equal)),
    "s_cmp_lt_i32": (2, lambda a, b: (_s(a) < _s(b)).astype(np.int64)),
    "s_cmp_le_i32": (2, lambda a, b: (_s(a) <= _s(b)).astype(np.int64)),
    "s_cmp_gt_i32": (2, lambda a, b: (_s(a) > _s(b)).astype(np.int64)),
    "s_cmp_ge_i32": (2, lambda a, b: (_s(a) >= _s(b)).astype(np.int64)),
    "s_cmpk_eq_u32": (2, _cmp(np.equal)),
    "s_cmpk_lg_u32": (2, _cmp(np.not_equal)),
    "s_cmpk_eq_i32": (2, _cmp(np.equal)),
    "s_cmpk_lg_i32": (2, _cmp(np.not_equal)),
}
# SOPK: the destination is also the first source
_SOPK_ACCUMULATE = {"s_addk_i32": lambda a, b: a + b, "s_mulk_i32": _mul}
_SET_SCC = {"s_cmp_", "s_cmpk_"}
_VCMP = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
         "gt": np.greater, "ge": np.greater_equal}
VCC = (RegisterUnit.parse("vcc_lo"), RegisterUnit.parse("vcc_hi"))
_BIT = np.left_shift(np.int64(1), np.arange(LANES, dtype=np.int64) % 32)[None, :]


class _Plan:
    """How one word changes the environment (computed once per word)."""

    __slots__ = ("writes", "dst", "fn", "sources", "kind", "lane")

    def __init__(self, inst):
        f = facts_of(inst)
        self.writes = tuple(f.writes)
        self.dst = None
        self.fn = None
        self.sources = ()
        self.kind = None        # None: writes become unknown
        self.lane = 0
        m = base_mnemonic(inst.mnemonic)
        sem = inst.semantics
        ops = sem.operands
        fields = sem.fields
        regs = [o for o in ops if isinstance(o, (Register, Immediate, Literal))]
        if any(getattr(o, "modifiers", None) for o in regs):
            return              # neg/abs
        if m == "v_mov_b32" and f.is_dpp:
            self._dpp(ops, regs)
            return
        if any(isinstance(o, Modifier) for o in ops) or f.is_dpp:
            return              # clamp, op_sel, DPP, SDWA ...: not modelled
        if m in ("v_permlane16_swap_b32", "v_permlane32_swap_b32"):
            # lanes 32..63 of vdst swap with lanes 0..31 of src0 (permlane32),
            # the odd rows of vdst with the even rows of src0 (permlane16)
            if len(regs) == 2 and all(isinstance(o, Register) and o.count == 1 for o in regs):
                self.kind = "swap16" if "16" in m else "swap32"
                self.dst = (regs[0].units[0], regs[1].units[0])
                self.sources = self.dst
            return
        if m == "v_cndmask_b32":
            # src2 (or VCC in VOP2): a lane mask, one bit per lane
            if len(regs) == 4 and regs[3].count == 2:
                mask = regs[3].units
            elif len(regs) == 3:
                mask = VCC
            else:
                return
            self.kind = "cndmask"
            self.dst = regs[0].units[0]
            self.sources = (_source(regs[1]), _source(regs[2])) + tuple(mask)
            return
        if m.startswith("v_cmp_") and m[6:8] in _VCMP and m.endswith(("_u32", "_i32")):
            dst = VCC if len(regs) == 2 else (regs[0].units if regs[0].count == 2 else None)
            srcs = regs[-2:]
            if dst is None or any(isinstance(o, Register) and o.count != 1 for o in srcs):
                return
            self.kind = "vcmp"
            self.dst = tuple(dst)
            signed = m.endswith("_i32")
            fn = _VCMP[m[6:8]]
            self.fn = (lambda a, b: fn(_s(a), _s(b))) if signed else fn
            self.sources = tuple(_source(o) for o in srcs)
            return
        if m in ("s_mov_b64",):
            dst, src = regs
            if isinstance(src, Register) and dst.count == src.count == 2:
                self.kind = "copy"
                self.dst = dst.units
                self.sources = (src.units,)
            return
        if m == "s_cselect_b32":
            self.kind = "cselect"
            self.dst = regs[0].units[0]
            self.sources = tuple(_source(o) for o in regs[1:3])
            return
        if m in ("v_readfirstlane_b32", "v_readlane_b32"):
            if m == "v_readlane_b32":
                if len(regs) < 3 or not isinstance(regs[2], (Immediate, Literal)):
                    return
                self.lane = regs[2].value & 63
            self.kind = "readlane"
            self.dst = regs[0].units[0]
            self.sources = (_source(regs[1]),)
            return
        if m in ("v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32"):
            self.kind = m
            self.dst = regs[0].units[0]
            self.sources = tuple(_source(o) for o in regs[1:3])
            return
        if m.startswith(("s_movk_i32", "s_addk_i32", "s_mulk_i32")) or \
                (m.startswith("s_cmpk_") and m.endswith("_i32")):
            # SOPK: simm16 is sign-extended for the _i32 forms
            ops = [Immediate(_sext16(o.value), o.text) if isinstance(o, Immediate) else o
                   for o in ops]
            regs = [o for o in ops if isinstance(o, (Register, Immediate, Literal))]
        if m in _SOPK_ACCUMULATE:
            self.kind = "op"
            self.dst = regs[0].units[0]
            self.fn = _SOPK_ACCUMULATE[m]
            self.sources = (_source(regs[0]), _source(regs[1]))
            return
        spec = _OPS.get(m)
        if spec is None:
            return
        n, fn = spec
        if m.startswith(tuple(_SET_SCC)):
            srcs = regs
            self.dst = SCC
        else:
            # destinations: vdst/sdst first, then a carry-out (sdst) for the _co forms
            dsts = [o for o, fld in zip(ops, fields) if isinstance(o, Register)
                    and fld in ("vdst", "sdst")]
            if not dsts or dsts[0].count != 1:
                return
            self.dst = dsts[0].units[0]
            srcs = [o for o, fld in zip(ops, fields)
                    if isinstance(o, (Register, Immediate, Literal)) and fld in
                    ("src0", "src1", "src2", "ssrc0", "ssrc1", "simm16")]
        if len(srcs) != n or any(isinstance(o, Register) and o.count != 1 for o in srcs):
            return
        self.kind = "op"
        self.fn = fn
        self.sources = tuple(_source(o) for o in srcs)


    def _dpp(self, ops, regs):
        """v_mov_b32_dpp with quad_perm and every row and bank enabled."""
        mods = {o.name: o.value for o in ops if isinstance(o, Modifier)}
        perm = mods.pop("quad_perm", None)
        if perm is None or mods.get("row_mask", 15) != 15 or mods.get("bank_mask", 15) != 15:
            return
        mods.pop("row_mask", None)
        mods.pop("bank_mask", None)
        if mods or len(regs) != 2 or not isinstance(regs[1], Register):
            return
        self.kind = "quad_perm"
        self.dst = regs[0].units[0]
        self.sources = (regs[1].units[0],)
        self.lane = np.array([(lane & ~3) | perm[lane & 3] for lane in range(LANES)])


def _sext16(v: int) -> int:
    v &= 0xFFFF
    return v - 0x10000 if v >= 0x8000 else v


def _source(op):
    """A source: a register unit, or a constant (a (1, 1) array)."""
    if isinstance(op, Register):
        return op.units[0]
    return np.array([[op.value & MASK]], dtype=np.int64)


_plans: Dict[bytes, _Plan] = {}


def _plan(word) -> _Plan:
    key = word.to_bytes()
    p = _plans.get(key)
    if p is None:
        if len(_plans) > 200_000:
            _plans.clear()
        p = _plans[key] = _Plan(word)
    return p


_SWAP = {"swap32": (np.arange(32, 64), np.arange(0, 32)),
         "swap16": (np.r_[16:32, 48:64], np.r_[0:16, 32:48])}


def _lane_bits(lo, hi):
    """A lane mask (two uniform 32-bit halves) as one bool per lane."""
    if lo.shape[1] != 1 or hi.shape[1] != 1:
        return None
    lanes = np.arange(LANES)
    half = np.where(lanes < 32, lo, hi)
    return ((half >> (lanes % 32)) & 1).astype(bool)


def _value(env: Env, src):
    if isinstance(src, RegisterUnit):
        return env.get(src)
    return src


def evaluate(env: Env, word) -> None:
    """Apply one instruction (a decoded word) to ``env`` in place."""
    apply(env, _plan(word))


def plan_of(word) -> _Plan:
    """How :func:`apply` evaluates ``word`` (made once per distinct word)."""
    return _plan(word)


def apply(env: Env, p: _Plan) -> None:
    """Apply one instruction's plan (:func:`plan_of`) to ``env`` in place."""
    values = [_value(env, s) for s in p.sources]
    for u in p.writes:
        env.pop(u, None)
    kind = p.kind
    if kind is None or any(v is None for v in values):
        return
    if kind == "op":
        env[p.dst] = p.fn(*values) & MASK
    elif kind == "copy":
        for d, s in zip(p.dst, p.sources[0]):
            v = env.get(s)
            if v is not None:
                env[d] = v
    elif kind == "cselect":
        scc = env.get(SCC)
        if scc is not None:
            env[p.dst] = np.where(scc != 0, values[0], values[1])
    elif kind == "readlane":
        v = values[0]
        env[p.dst] = v[:, p.lane:p.lane + 1] if v.shape[1] > 1 else v
    elif kind == "cndmask":
        a, b, lo, hi = values
        bits = _lane_bits(lo, hi)
        if bits is not None:
            env[p.dst] = np.where(bits, b, a)
    elif kind == "vcmp":
        a, b = values
        full = np.broadcast_to(p.fn(a, b), (max(a.shape[0], b.shape[0]), LANES))
        packed = (full.astype(np.int64) * _BIT)
        env[p.dst[0]] = packed[:, :32].sum(axis=1, keepdims=True)
        env[p.dst[1]] = packed[:, 32:].sum(axis=1, keepdims=True)
    elif kind in ("swap16", "swap32"):
        d, s = values
        d = np.broadcast_to(d, (d.shape[0], LANES)).copy()
        s = np.broadcast_to(s, (s.shape[0], LANES)).copy()
        upper, lower = _SWAP[kind]
        new_d, new_s = d.copy(), s.copy()
        new_d[:, upper] = s[:, lower]
        new_s[:, lower] = d[:, upper]
        env[p.dst[0]], env[p.dst[1]] = new_d, new_s
    elif kind == "quad_perm":
        v = values[0]
        env[p.dst] = v[:, p.lane] if v.shape[1] > 1 else v
    else:                       # mbcnt: lanes below this one whose mask bit is set
        mask, add = values
        if mask.shape[1] != 1 or not np.all(mask == mask.flat[0]):
            return
        bits = int(mask.flat[0])
        low = kind == "v_mbcnt_lo_u32_b32"
        counts = np.array([bin(bits & ((1 << min(max(lane - (0 if low else 32), 0), 32)) - 1))
                           .count("1") for lane in range(LANES)], dtype=np.int64)[None, :]
        env[p.dst] = (counts + add) & MASK


# --- what an access touches ----------------------------------------------------------


def lds_access(word, env: Env):
    """The LDS accesses of one instruction: a list of (is_write, address value
    or None (unknown), byte offset, bytes per lane, lane stride or None), one
    per address it accesses.  ``lane stride``: LDS-DMA writes lane l at
    M0 + offset + l * size (the address value is M0's)."""
    key = word.to_bytes()
    plan = _access_plans.get(key)
    if plan is None:
        if len(_access_plans) > 200_000:
            _access_plans.clear()
        plan = _access_plans[key] = _access_plan(word)
    return [(w, None if u is None else env.get(u), off, size, stride)
            for w, u, off, size, stride in plan]


# per word: its accesses with the address register unit (or None) in place
# of the value (the word's operands are read once, not at every pass)
_access_plans: Dict[bytes, list] = {}


def _access_plan(word):
    f = facts_of(word)
    if f.is_lds_dma:
        m = word.mnemonic
        size = 16 if m.endswith("x4") else 12 if m.endswith("x3") else \
            8 if m.endswith("x2") else 1 if "byte" in m else 2 if "short" in m else 4
        offset = _modifier(word, "offset")
        # CDNA3/CDNA4 ISA, "Global, Scratch and Buffer loads to LDS": lane l
        # writes LDS at M0 + inst_offset + l * size (gcnasm.emu models the same)
        return [(True, M0, offset, size, size)]
    if not f.is_ds:
        return []
    m = word.mnemonic
    if "permute" in m or "swizzle" in m or m in ("ds_nop",) or "gws" in m or \
            "append" in m or "consume" in m:
        return []
    sem = word.semantics
    ops = dict(zip(sem.fields, sem.operands))
    addr = ops.get("addr")
    unit = addr.units[0] if isinstance(addr, Register) else None
    if "addtid" in m:
        return [(f.writes_lds, M0, _modifier(word, "offset"), 4, 4)]
    data = ops.get("vdst") if f.reads_lds and not f.writes_lds else ops.get("data0")
    width = 4 * data.count if isinstance(data, Register) else 4
    is_write = bool(f.writes_lds)
    out = []
    if "2" in m.split("_")[1]:         # ds_read2*, ds_write2*: two addresses
        if f.reads_lds and not f.writes_lds:
            width //= 2
        scale = width * (64 if "st64" in m else 1)
        for name in ("offset0", "offset1"):
            off = _modifier(word, name) * scale
            out += _both(f, is_write, unit, off, width)
        return out
    return _both(f, is_write, unit, _modifier(word, "offset"), width)


def _both(f, is_write, unit, off, width):
    if is_write and f.reads_lds:        # an atomic reads and writes
        return [(False, unit, off, width, None), (True, unit, off, width, None)]
    return [(is_write, unit, off, width, None)]


def _modifier(word, name: str) -> int:
    for op in word.semantics.operands:
        if isinstance(op, Modifier) and op.name == name:
            try:
                return int(op.value)
            except (TypeError, ValueError):
                return 0
    return 0


def footprint(value: np.ndarray, waves: int, offset: int, size: int,
              stride: Optional[int], limit: int):
    """(dwords, wave masks): the sorted LDS dword indices the access touches
    (below ``limit``) and, for each, the bit mask of the waves touching it."""
    base = np.broadcast_to(value, (waves, value.shape[1] if stride is None else 1)) + offset
    if stride is not None:
        base = base + _LANE * stride
    base = base & MASK
    first = base >> 2
    last = (base + size - 1) >> 2
    span = int((size + 3) // 4) + 1
    wave = np.arange(waves, dtype=np.int64)[:, None]
    keys = []
    for j in range(span):
        d = first + j
        ok = d <= last
        keys.append((d * waves + wave)[ok & (d < limit)])
    keys = np.concatenate([k.ravel() for k in keys])
    # sorted and unique: np.unique's own overhead was half of the LDS
    # analysis of a large kernel
    keys.sort()
    if len(keys) > 1:
        keys = keys[np.r_[True, keys[1:] != keys[:-1]]]
    if not len(keys):
        return keys, keys
    dwords = keys // waves
    bits = np.left_shift(1, keys % waves).astype(np.uint32)
    starts = np.flatnonzero(np.r_[True, dwords[1:] != dwords[:-1]])
    return dwords[starts], np.bitwise_or.reduceat(bits, starts)
