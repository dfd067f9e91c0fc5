"""Vector memory semantics: global/flat/scratch, buffer (MUBUF) and LDS (DS).

Addresses are computed for all lanes, then only the lanes that execute
(EXEC and the wave at this instruction) touch memory.  Buffer accesses are
checked against the resource descriptor's ``num_records`` per dword: a load
outside gives 0 and a store outside is dropped, as the hardware does.  LDS
is per workgroup: an address at or past the workgroup's allocation reads 0
and drops writes.  Scratch is private per lane.  FLAT addresses are routed
by aperture (see :mod:`.access`).
"""

from __future__ import annotations

import re

import numpy as np

from ..isa import Immediate, Literal, Register
from .access import (PRIVATE_APERTURE, SHARED_APERTURE, APERTURE_SIZE, modifiers, scalar_code,
                     vector_reader)
from .errors import EmulationError, MemoryFault
from .fpmode import flush_bits
from .numerics import max_num, min_num
from .program import NotEmulated, semantic
from .state import M0

U8, U16, U32, U64, I64 = np.uint8, np.uint16, np.uint32, np.uint64, np.int64

# Width in bytes and extension of each load/store data suffix.
_DATA = {
    "ubyte": (1, "u"), "sbyte": (1, "s"), "ushort": (2, "u"), "sshort": (2, "s"),
    "byte": (1, "u"), "short": (2, "u"), "dword": (4, "u"), "dwordx2": (8, "u"),
    "dwordx3": (12, "u"), "dwordx4": (16, "u"),
    "ubyte_d16": (1, "d16u"), "sbyte_d16": (1, "d16s"), "short_d16": (2, "d16"),
    "ubyte_d16_hi": (1, "d16hu"), "sbyte_d16_hi": (1, "d16hs"), "short_d16_hi": (2, "d16h"),
    "byte_d16_hi": (1, "d16h"),
}


def _widen(data: np.ndarray, width: int, ext: str) -> np.ndarray:
    """(k, width) bytes -> (k, dwords) uint32 as a load writes them."""
    if width >= 4:
        return np.ascontiguousarray(data).view(U32)
    if width == 2:
        v = np.ascontiguousarray(data).view(U16)[:, 0]
        return (v.view(np.int16).astype(np.int32).view(U32) if ext.endswith("s") and not ext.startswith("d16") or ext == "s"
                else v.astype(U32))[:, None]
    v = data[:, 0]
    if ext in ("s", "d16s", "d16hs"):
        return v.view(np.int8).astype(np.int32).view(U32)[:, None]
    return v.astype(U32)[:, None]


def _write_loaded(st, first, file, values, lanes, ext, width, d16_mask=None):
    """Write (k, dwords) ``values`` into consecutive registers for ``lanes``."""
    regs = st.v if file == "v" else st.a
    if ext.startswith("d16"):
        row = regs[first]
        v = values[:, 0] & U32(0xFFFF if width == 2 or not ext.endswith("s") else 0xFFFF)
        if ext.startswith("d16h"):
            row[lanes] = (row[lanes] & U32(0xFFFF)) | (v << U32(16))
        else:
            row[lanes] = (row[lanes] & U32(0xFFFF0000)) | v
        return
    for r in range(values.shape[1]):
        regs[first + r][lanes] = values[:, r]


def _gather_store(st, first, file, lanes, width, ext):
    """(k, width) bytes of store data from consecutive registers."""
    regs = st.v if file == "v" else st.a
    if width >= 4:
        words = np.stack([regs[first + r][lanes] for r in range(width // 4)], axis=1)
        return words.view(U8)
    x = regs[first][lanes]
    if ext.startswith("d16h"):
        x = x >> U32(16)
    return x.astype(U32)[:, None].view(U8)[:, :width]


def _parse_data(mnemonic: str, prefix: str):
    rest = mnemonic[len(prefix):]
    if rest not in _DATA:
        raise NotEmulated(f"data form {rest}")
    return _DATA[rest]


def _named(inst, *names):
    mods = modifiers(inst)
    return {n: mods.get(n) for n in names}


# --- global / flat / scratch ---------------------------------------------------------

_GLOBAL = re.compile(r"(global|flat|scratch)_(load|store)_(.+)")


@semantic(pattern=r"(global|flat|scratch)_(load|store)_(u?s?byte|u?s?short|dword|dwordx[234]|.*_d16.*)")
def _flat_access(inst, ctx):
    m = _GLOBAL.fullmatch(inst.mnemonic)
    segment, kind, data_form = m.group(1), m.group(2), m.group(3)
    if data_form.startswith("lds_"):
        raise NotEmulated("LDS DMA")
    width, ext = _DATA.get(data_form, (None, None))
    if width is None:
        raise NotEmulated(f"data form {data_form}")
    ops = inst.operands
    mods = modifiers(inst)
    offset = int(mods.get("offset", 0) or 0)
    if kind == "load":
        data_op, addr_op, saddr_op = ops[0], ops[1], ops[2] if len(ops) > 2 else None
    else:
        addr_op, data_op, saddr_op = ops[0], ops[1], ops[2] if len(ops) > 2 else None
    saddr = saddr_op if isinstance(saddr_op, Register) else None
    vaddr = addr_op if isinstance(addr_op, Register) else None
    memory = ctx.memory
    where = ctx.where(inst)
    if segment == "scratch":
        address = _scratch_address(vaddr, saddr, offset)
    elif saddr is not None:
        code = scalar_code(saddr)
        v = vector_reader(vaddr)

        def address(st):
            base = st.s[code].astype(U64) | (st.s[code + 1].astype(U64) << U64(32))
            return base[:, None] + np.asarray(v(st)).astype(U64) + U64(offset & 0xFFFFFFFFFFFFFFFF) \
                if offset >= 0 else base[:, None] + np.asarray(v(st)).astype(U64) - U64(-offset)
    else:
        v64 = vector_reader(vaddr, 64)

        def address(st):
            a = np.asarray(v64(st))
            return a + U64(offset) if offset >= 0 else a - U64(-offset)
    file, first = data_op.file, data_op.first

    if segment == "scratch":
        def load_scratch(st, act):
            lanes = st.lanes(act)
            a = np.broadcast_to(address(st), (st.n, 64))[lanes].astype(I64)
            values = _widen(_scratch_load(st, lanes, a, width, where), width, ext)
            _write_loaded(st, first, file, values, lanes, ext, width)

        def store_scratch(st, act):
            lanes = st.lanes(act)
            a = np.broadcast_to(address(st), (st.n, 64))[lanes].astype(I64)
            _scratch_store(st, lanes, a, _gather_store(st, first, file, lanes, width, ext), where)
        return load_scratch if kind == "load" else store_scratch

    def load(st, act):
        lanes = st.lanes(act)
        a = np.broadcast_to(address(st), (st.n, 64))[lanes]
        if segment == "flat":
            raw = _flat_load(st, lanes, a, width, memory, where)
        else:
            try:
                raw = memory.load(a, width)
            except EmulationError as exc:
                raise MemoryFault(f"{where}: {exc}") from None
        _write_loaded(st, first, file, _widen(raw, width, ext), lanes, ext, width)

    def store(st, act):
        lanes = st.lanes(act)
        a = np.broadcast_to(address(st), (st.n, 64))[lanes]
        data = _gather_store(st, first, file, lanes, width, ext)
        if segment == "flat":
            _flat_store(st, lanes, a, data, memory, where)
            return
        try:
            memory.store(a, data)
        except EmulationError as exc:
            raise MemoryFault(f"{where}: {exc}") from None
    return load if kind == "load" else store


def _scratch_address(vaddr, saddr, offset):
    v = vector_reader(vaddr) if vaddr is not None else None
    code = scalar_code(saddr) if saddr is not None else None

    def address(st):
        a = np.zeros((st.n, 1), dtype=I64) + offset
        if v is not None:
            a = a + np.asarray(v(st)).astype(I64)
        if code is not None:
            a = a + st.s[code].astype(I64)[:, None]
        return a
    return address


def _lane_ids(st, lanes):
    return np.nonzero(lanes.reshape(-1))[0]


def _scratch_load(st, lanes, a, width, where):
    if a.size and (a.min() < 0 or a.max() + width > st.scratch.shape[1]):
        raise MemoryFault(f"{where}: scratch access at {int(a.max())} is outside the "
                             f"{st.scratch_size}-byte private segment")
    rows = _lane_ids(st, lanes)
    return st.scratch[rows[:, None], a[:, None] + np.arange(width)]


def _scratch_store(st, lanes, a, data, where):
    if a.size and (a.min() < 0 or a.max() + data.shape[1] > st.scratch.shape[1]):
        raise MemoryFault(f"{where}: scratch access at {int(a.max())} is outside the "
                             f"{st.scratch_size}-byte private segment")
    rows = _lane_ids(st, lanes)
    st.scratch[rows[:, None], a[:, None] + np.arange(data.shape[1])] = data


def _flat_split(a):
    shared = (a >= U64(SHARED_APERTURE)) & (a < U64(SHARED_APERTURE + APERTURE_SIZE))
    private = (a >= U64(PRIVATE_APERTURE)) & (a < U64(PRIVATE_APERTURE + APERTURE_SIZE))
    return shared, private


def _flat_load(st, lanes, a, width, memory, where):
    """FLAT load of the active lanes' addresses ``a``: the shared aperture
    reads the lane's workgroup LDS, the private aperture its scratch,
    anything else global memory."""
    shared, private = _flat_split(a)
    out = np.zeros((a.size, width), dtype=U8)
    glob = ~(shared | private)
    if glob.any():
        try:
            out[glob] = memory.load(a[glob], width)
        except EmulationError as exc:
            raise MemoryFault(f"{where}: {exc}") from None
    if shared.any():
        offset = (a[shared] - U64(SHARED_APERTURE)).astype(I64)
        inside = offset + width <= st.lds_size
        out[shared] = _lds_load(st, st.lds_base[lanes][shared] + offset, inside, width)
    if private.any():
        offset = (a[private] - U64(PRIVATE_APERTURE)).astype(I64)
        out[private] = _scratch_load(st, _sub_mask(lanes, private), offset, width, where)
    return out


def _flat_store(st, lanes, a, data, memory, where):
    shared, private = _flat_split(a)
    glob = ~(shared | private)
    if glob.any():
        try:
            memory.store(a[glob], data[glob])
        except EmulationError as exc:
            raise MemoryFault(f"{where}: {exc}") from None
    if shared.any():
        offset = (a[shared] - U64(SHARED_APERTURE)).astype(I64)
        inside = offset + data.shape[1] <= st.lds_size
        _lds_store(st, st.lds_base[lanes][shared] + offset, inside, data[shared])
    if private.any():
        offset = (a[private] - U64(PRIVATE_APERTURE)).astype(I64)
        _scratch_store(st, _sub_mask(lanes, private), offset, data[private], where)


def _sub_mask(lanes, which):
    """The (n, 64) mask of the active lanes selected by ``which`` (k,)."""
    out = np.zeros_like(lanes)
    out[lanes] = which
    return out


# --- buffer (MUBUF) --------------------------------------------------------------------

_BUFFER = re.compile(r"buffer_(load|store)_(.+)")


def _lds_dma(st, lanes, values, width, inst_offset):
    """LDS-DMA: lane l's ``width`` loaded bytes go to LDS at M0 + offset +
    l * 4 (1, 2 and 4 bytes) or l * 16 (12 and 16 bytes) of its workgroup;
    lanes off in EXEC write nothing (LLVM's AMDGPUUsage,
    llvm.amdgcn.load.to.lds: "implicitly offset by 4 * lane_id bytes for
    size <= 4 bytes and 16 * lane_id bytes for larger sizes", the size being
    the data copied)."""
    lane = np.arange(64, dtype=I64)[None, :]
    address = st.s[M0].astype(I64)[:, None] + inst_offset + lane * (4 if width <= 4 else 16)
    index, inside = _lds_index(st, lanes, np.broadcast_to(address, lanes.shape), width)
    data = np.ascontiguousarray(values).view(U8)[:, :width] if width < 4 else \
        np.ascontiguousarray(values).view(U8)
    _lds_store(st, index, inside, data)
    if st.lds_log is not None:
        waves = np.nonzero(lanes)[0][inside]
        st.lds_log.append(("dma", index[inside], width, waves))


def _buffer_address(inst, ctx, to_lds=False):
    """A function (st) -> (address uint64 (n,64), byte offset in range
    terms (n,64) int64, num_records (n,1), stride (n,1))."""
    ops = inst.operands
    mods = modifiers(inst)
    values = [op for op in ops if isinstance(op, (Register, Immediate, Literal))]
    offen, idxen = bool(mods.get("offen")), bool(mods.get("idxen"))
    inst_offset = int(mods.get("offset", 0) or 0)
    # operand order: vdata, vaddr (absent when neither offen nor idxen), srsrc, soffset
    rest = values if to_lds else values[1:]      # LDS-DMA loads have no vdata
    if offen or idxen:
        vaddr, rsrc, soff = rest[0], rest[1], rest[2]
    else:
        vaddr, rsrc, soff = None, rest[0], rest[1]
    if isinstance(soff, Register):
        soff_code = scalar_code(soff)
        soff_read = lambda st: st.s[soff_code].astype(I64)[:, None]
    else:
        value = int(soff.value) & 0xFFFFFFFF
        soff_read = lambda st: np.int64(value)
    code = scalar_code(rsrc)
    v0 = v1 = None
    if vaddr is not None:
        row = vaddr.first
        v0 = lambda st: st.v[row]
        if offen and idxen:
            v1 = lambda st: st.v[row + 1]

    def compute(st):
        w0, w1, w2 = st.s[code], st.s[code + 1], st.s[code + 2]
        base = (w0.astype(U64) | ((w1 & U32(0xFFFF)).astype(U64) << U64(32)))[:, None]
        stride = ((w1 >> U32(16)) & U32(0x3FFF)).astype(I64)[:, None]
        records = w2.astype(I64)[:, None]
        index = np.int64(0)
        off = np.int64(inst_offset) + soff_read(st)
        if idxen:
            index = v0(st).astype(I64)
            if offen:
                off = off + v1(st).astype(I64)
        elif offen:
            off = off + v0(st).astype(I64)
        off = off + np.zeros((st.n, 64), dtype=I64)
        address = base + (index * stride + off).astype(U64)
        return address, off, index, records, stride
    return compute, idxen


@semantic(pattern=r"buffer_(load|store)_(u?s?byte|u?s?short|dword|dwordx[234]|.*_d16.*)")
def _buffer_access(inst, ctx):
    m = _BUFFER.fullmatch(inst.mnemonic)
    kind, data_form = m.group(1), m.group(2)
    mods = modifiers(inst)
    width, ext = _DATA.get(data_form, (None, None))
    if width is None:
        raise NotEmulated(f"data form {data_form}")
    to_lds = bool(mods.get("lds"))
    compute, idxen = _buffer_address(inst, ctx, to_lds)
    data_op = [op for op in inst.operands if isinstance(op, Register)][0]
    file, first = data_op.file, data_op.first
    if to_lds and kind != "load":
        raise NotEmulated("LDS-DMA store")
    inst_offset = int(mods.get("offset", 0) or 0)
    memory = ctx.memory
    where = ctx.where(inst)
    chunks = max(1, width // 4)
    chunk = min(width, 4)

    def in_range(off, index, records, stride, k):
        """(n,64) bool: chunk k of each lane lies inside the buffer (raw
        buffers: by byte offset; structured ones: by record index)."""
        if idxen:
            return index < records
        return off + chunk * (k + 1) <= records

    def gather(lanes, address, off, index, records, stride):
        """(lanes, dwords) loaded; 0 where a dword is out of range."""
        if chunks > 1 and np.broadcast_to(in_range(off, index, records, stride, chunks - 1),
                                          lanes.shape)[lanes].all():
            # every dword of every lane in range (the usual case): one gather;
            # a fault is left to the per-dword loop below, which names the dword
            try:
                return _widen(memory.load(address[lanes], width), width, ext)
            except EmulationError:
                pass
        out = np.zeros((int(lanes.sum()), chunks), dtype=U32)
        for k in range(chunks):
            ok = np.broadcast_to(in_range(off, index, records, stride, k), lanes.shape)[lanes]
            if ok.any():
                a = address[lanes][ok] + U64(k * chunk)
                try:
                    raw = memory.load(a, chunk)
                except EmulationError as exc:
                    raise MemoryFault(f"{where}: {exc}") from None
                out[ok, k] = _widen(raw, chunk, ext)[:, 0]
        return out

    def load(st, act):
        lanes = st.lanes(act)
        out = gather(lanes, *compute(st))
        if to_lds:
            _lds_dma(st, lanes, out, width, inst_offset)
            return
        _write_loaded(st, first, file, out, lanes, ext, width)

    def store(st, act):
        lanes = st.lanes(act)
        address, off, index, records, stride = compute(st)
        data = _gather_store(st, first, file, lanes, width, ext)
        for k in range(chunks):
            ok = np.broadcast_to(in_range(off, index, records, stride, k), lanes.shape)[lanes]
            if ok.any():
                a = address[lanes][ok] + U64(k * chunk)
                try:
                    memory.store(a, data[ok, k * chunk:(k + 1) * chunk])
                except EmulationError as exc:
                    raise MemoryFault(f"{where}: {exc}") from None
    return load if kind == "load" else store


# --- atomics ----------------------------------------------------------------------------

def _atomic_fn(op: str):
    f32 = lambda x: x.view(np.float32)
    table = {
        "add": lambda old, v: old + v, "sub": lambda old, v: old - v,
        "and": lambda old, v: old & v, "or": lambda old, v: old | v, "xor": lambda old, v: old ^ v,
        "swap": lambda old, v: v, "rsub": lambda old, v: v - old, "umax": np.maximum, "umin": np.minimum,
        "smax": lambda old, v: np.maximum(old.view(np.int32), v.view(np.int32)).view(U32),
        "smin": lambda old, v: np.minimum(old.view(np.int32), v.view(np.int32)).view(U32),
        "inc": lambda old, v: np.where(old >= v, U32(0), old + U32(1)),
        "dec": lambda old, v: np.where((old == 0) | (old > v), v, old - U32(1)),
        "add_f32": lambda old, v: (f32(old) + f32(v)).astype(np.float32).view(U32),
        "max_f32": lambda old, v: max_num(f32(old), f32(v)).view(U32),
        "min_f32": lambda old, v: min_num(f32(old), f32(v)).view(U32),
        "pk_add_f16": lambda old, v: _pk16(old, v, np.float16),
        "pk_add_bf16": lambda old, v: _pk16(old, v, "bf16"),
    }
    return table.get(op)


def _flush_lanes(bits, flush):
    """f32 ``bits`` (k,) with the denormals of the lanes ``flush`` (k,) made
    zeros of their sign."""
    return flush_bits(np.asarray(bits, dtype=U32)[:, None], "f32", flush)[:, 0]


def _flushing(fn, flush_in, flush_out):
    """``fn`` on f32 bits as an ``_apply_atomics`` lane_fn: the memory
    operand and the value flushed where ``flush_in``, the result where
    ``flush_out`` (per position in the atomic's lanes)."""
    def lane_fn(old, values, now):
        a, v = _flush_lanes(old, flush_in[now]), _flush_lanes(values, flush_in[now])
        return _flush_lanes(fn(a, v), flush_out[now])
    return lane_fn


def _pk16(old, v, kind):
    from .numerics import bf16_from_bits, bits_from_bf16
    if kind == "bf16":
        lo = bits_from_bf16(bf16_from_bits(old) + bf16_from_bits(v))
        hi = bits_from_bf16(bf16_from_bits(old >> U32(16)) + bf16_from_bits(v >> U32(16)))
    else:
        a = (old & U32(0xFFFF)).astype(U16).view(np.float16)
        b = (v & U32(0xFFFF)).astype(U16).view(np.float16)
        lo = (a + b).astype(np.float16).view(U16).astype(U32)
        a = (old >> U32(16)).astype(U16).view(np.float16)
        b = (v >> U32(16)).astype(U16).view(np.float16)
        hi = (a + b).astype(np.float16).view(U16).astype(U32)
    return lo | (hi << U32(16))


_ATOMIC64 = {
    "add_x2": lambda old, v: old + v, "sub_x2": lambda old, v: old - v,
    "and_x2": lambda old, v: old & v, "or_x2": lambda old, v: old | v,
    "xor_x2": lambda old, v: old ^ v, "swap_x2": lambda old, v: v,
    "umax_x2": np.maximum, "umin_x2": np.minimum,
    "smax_x2": lambda old, v: np.maximum(old.view(np.int64), v.view(np.int64)).view(U64),
    "smin_x2": lambda old, v: np.minimum(old.view(np.int64), v.view(np.int64)).view(U64),
    "inc_x2": lambda old, v: np.where(old >= v, U64(0), old + U64(1)),
    "dec_x2": lambda old, v: np.where((old == 0) | (old > v), v, old - U64(1)),
    "rsub_x2": lambda old, v: v - old,
    # f64 add/min/max (global/flat/buffer and LDS); min/max as v_min_f64's IEEE rule
    "add_f64": lambda old, v: (old.view(np.float64) + v.view(np.float64)).view(U64),
    "max_f64": lambda old, v: max_num(old.view(np.float64), v.view(np.float64)).view(U64),
    "min_f64": lambda old, v: min_num(old.view(np.float64), v.view(np.float64)).view(U64),
}


def _apply_atomics(load, store, addresses, values, fn, compare=None, dtype=U32, lane_fn=None):
    """Run lane by lane order semantics: returns the old value per lane.
    Lanes with distinct addresses are done at once; repeated addresses are
    applied in lane order.  ``dtype``: U32, or U64 for the _x2 forms;
    ``lane_fn(old, values, lanes)``: ``fn`` that also gets the positions
    (in ``addresses``) of the lanes it is applied to."""
    size = np.dtype(dtype).itemsize
    old_all = np.zeros(addresses.size, dtype=dtype)
    pending = np.arange(addresses.size)
    while pending.size:
        _, first = np.unique(addresses[pending], return_index=True)
        now = pending[np.sort(first)]
        old = load(addresses[now], size).view(dtype)[:, 0]
        if compare is not None:
            new = np.where(old == compare[now], values[now], old)
        elif lane_fn is not None:
            new = lane_fn(old, values[now], now)
        else:
            new = fn(old, values[now])
        store(addresses[now], np.asarray(new, dtype=dtype)[:, None].view(U8))
        old_all[now] = old
        pending = np.setdiff1d(pending, now, assume_unique=True)
    return old_all


@semantic(pattern=r"(global|flat|buffer)_atomic_[a-z0-9_]+")
def _vmem_atomic(inst, ctx):
    mnemonic = inst.mnemonic
    segment = mnemonic.split("_")[0]
    op = mnemonic.split("_atomic_", 1)[1]
    is64 = op.endswith("_x2") or op.endswith("_f64")
    cmpswap = op in ("cmpswap", "cmpswap_x2")
    fn = None if cmpswap else (_ATOMIC64.get(op) if is64 else _atomic_fn(op))
    if fn is None and not cmpswap:
        raise NotEmulated(f"atomic {op}")
    mods = modifiers(inst)
    returns = bool(mods.get("sc0") or mods.get("glc"))
    memory = ctx.memory
    where = ctx.where(inst)
    regs = [o for o in inst.operands if isinstance(o, Register)]
    if segment == "buffer":
        compute, _ = _buffer_address(inst, ctx)
        data = regs[0]

        def addresses(st):
            address, off, index, records, stride = compute(st)
            return address, off + 4 <= records
    else:
        # with a return: vdst, vaddr, vdata; without: vaddr, vdata
        addr_op, data = (regs[1], regs[2]) if returns else (regs[0], regs[1])
        saddr = [o for o in inst.operands if isinstance(o, Register) and o.file == "s"]
        offset = int(mods.get("offset", 0) or 0)
        offset64 = U64(offset & 0xFFFFFFFFFFFFFFFF)        # negative: wraps, as the adder does
        if saddr:
            code = scalar_code(saddr[0])
            v = vector_reader(addr_op)

            def addresses(st):
                base = st.s[code].astype(U64) | (st.s[code + 1].astype(U64) << U64(32))
                return (base[:, None] + np.asarray(v(st)).astype(U64) + offset64), True
        else:
            v64 = vector_reader(addr_op, 64)

            def addresses(st):
                return np.asarray(v64(st)) + offset64, True
    dst_row = regs[0].first if returns else None     # buffer atomics return into vdata
    data_row = data.first

    def run(st, act):
        lanes = st.lanes(act)
        a, ok = addresses(st)
        ok = np.broadcast_to(ok, lanes.shape)
        use = lanes & ok
        aa = np.broadcast_to(a, lanes.shape)[use]
        words = 2 if is64 else 1
        def value(first):                                       # one 32- or 64-bit datum
            v = st.v[first][use]
            return v if not is64 else v.astype(U64) | (st.v[first + 1][use].astype(U64) << U64(32))
        vals = value(data_row)
        cmp = value(data_row + words) if cmpswap else None      # cmpswap: {new, compare}
        try:
            old = _apply_atomics(memory.load, memory.store, aa, vals, fn, compare=cmp,
                                 dtype=U64 if is64 else U32)
        except EmulationError as exc:
            raise MemoryFault(f"{where}: {exc}") from None
        if returns:
            for i in range(words):
                st.v[dst_row + i][use] = (old >> (32 * i)).astype(U32) if is64 else old
                st.v[dst_row + i][lanes & ~ok] = 0
    return run


# --- LDS ----------------------------------------------------------------------------------

_DS_READ = {"ds_read_b32": (4, "u"), "ds_read_b64": (8, "u"), "ds_read_b96": (12, "u"),
            "ds_read_b128": (16, "u"), "ds_read_u8": (1, "u"), "ds_read_i8": (1, "s"),
            "ds_read_u16": (2, "u"), "ds_read_i16": (2, "s"), "ds_read_u8_d16": (1, "d16u"),
            "ds_read_u8_d16_hi": (1, "d16hu"), "ds_read_i8_d16": (1, "d16s"),
            "ds_read_i8_d16_hi": (1, "d16hs"), "ds_read_u16_d16": (2, "d16"),
            "ds_read_u16_d16_hi": (2, "d16h")}
_DS_WRITE = {"ds_write_b32": (4, "u"), "ds_write_b64": (8, "u"), "ds_write_b96": (12, "u"),
             "ds_write_b128": (16, "u"), "ds_write_b8": (1, "u"), "ds_write_b16": (2, "u"),
             "ds_write_b8_d16_hi": (1, "d16h"), "ds_write_b16_d16_hi": (2, "d16h")}


def _lds_index(st, lanes, address, width):
    """Flat LDS indices of ``lanes`` (k,) and which of them are in range."""
    a = address[lanes].astype(I64)
    inside = (a >= 0) & (a + width <= st.lds_size)
    return st.lds_base[lanes] + a, inside


def _lds_load(st, index, inside, width):
    """(k, width) bytes at flat LDS ``index``; lanes not ``inside`` read 0."""
    everywhere = inside.all()
    idx = index if everywhere else index[inside]
    if st.lds_log is not None:
        st.lds_log.append(("read", idx, width, None))
    if width % 4 == 0 and not (idx & 3).any():
        words = idx >> 2
        table = st.lds.view(U32)
        got = (table[words] if width == 4 else table[words[:, None] + np.arange(width // 4)])
        got = got.reshape(idx.size, width // 4).view(U8)
    else:
        got = st.lds[idx[:, None] + np.arange(width)]
    if everywhere:
        return got
    out = np.zeros((index.size, width), dtype=U8)
    out[inside] = got
    return out


def _lds_store(st, index, inside, data):
    """Write (k, width) ``data`` at flat LDS ``index``, dropping lanes not ``inside``."""
    if not inside.all():
        if not inside.any():
            return
        index, data = index[inside], data[inside]
    width = data.shape[1]
    if st.lds_log is not None:
        st.lds_log.append(("write", index, width, None))
    if width % 4 == 0 and not (index & 3).any():
        words = np.ascontiguousarray(data).view(U32)
        if width == 4:
            st.lds.view(U32)[index >> 2] = words[:, 0]
        else:
            st.lds.view(U32)[(index >> 2)[:, None] + np.arange(width // 4)] = words
    else:
        st.lds[index[:, None] + np.arange(width)] = data


def _ds_operands(inst):
    regs = [o for o in inst.operands if isinstance(o, Register)]
    mods = modifiers(inst)
    return regs, mods


@semantic(*_DS_READ)
def _ds_read(inst, ctx):
    width, ext = _DS_READ[inst.mnemonic]
    regs, mods = _ds_operands(inst)
    dst, addr = regs[0], regs[1]
    offset = int(mods.get("offset", 0) or 0)
    row, file, first = addr.first, dst.file, dst.first

    def run(st, act):
        lanes = st.lanes(act)
        index, inside = _lds_index(st, lanes, st.v[row].astype(I64) + offset, width)
        _write_loaded(st, first, file, _widen(_lds_load(st, index, inside, width), width, ext),
                      lanes, ext, width)
    return run


@semantic(*_DS_WRITE)
def _ds_write(inst, ctx):
    width, ext = _DS_WRITE[inst.mnemonic]
    regs, mods = _ds_operands(inst)
    addr, data = regs[0], regs[1]
    offset = int(mods.get("offset", 0) or 0)
    row, file, first = addr.first, data.file, data.first

    def run(st, act):
        lanes = st.lanes(act)
        index, inside = _lds_index(st, lanes, st.v[row].astype(I64) + offset, width)
        _lds_store(st, index, inside, _gather_store(st, first, file, lanes, width, ext))
    return run


@semantic("ds_read2_b32", "ds_read2_b64", "ds_read2st64_b32", "ds_read2st64_b64")
def _ds_read2(inst, ctx):
    width = 8 if inst.mnemonic.endswith("b64") else 4
    unit = width * (64 if "st64" in inst.mnemonic else 1)
    regs, mods = _ds_operands(inst)
    dst, addr = regs[0], regs[1]
    o0, o1 = int(mods.get("offset0", 0) or 0) * unit, int(mods.get("offset1", 0) or 0) * unit
    row, file, first = addr.first, dst.file, dst.first

    def run(st, act):
        lanes = st.lanes(act)
        base = st.v[row].astype(I64)
        parts = []
        for o in (o0, o1):
            index, inside = _lds_index(st, lanes, base + o, width)
            parts.append(_lds_load(st, index, inside, width).view(U32))
        _write_loaded(st, first, file, np.concatenate(parts, axis=1), lanes, "u", 2 * width)
    return run


@semantic("ds_write2_b32", "ds_write2_b64", "ds_write2st64_b32", "ds_write2st64_b64")
def _ds_write2(inst, ctx):
    width = 8 if inst.mnemonic.endswith("b64") else 4
    unit = width * (64 if "st64" in inst.mnemonic else 1)
    regs, mods = _ds_operands(inst)
    addr, d0, d1 = regs[0], regs[1], regs[2]
    o0, o1 = int(mods.get("offset0", 0) or 0) * unit, int(mods.get("offset1", 0) or 0) * unit
    row = addr.first

    def run(st, act):
        lanes = st.lanes(act)
        base = st.v[row].astype(I64)
        for o, d in ((o0, d0), (o1, d1)):
            index, inside = _lds_index(st, lanes, base + o, width)
            _lds_store(st, index, inside, _gather_store(st, d.first, d.file, lanes, width, "u"))
    return run


@semantic("ds_read_b64_tr_b16", "ds_read_b64_tr_b8", "ds_read_b64_tr_b4")
def _ds_read_tr(inst, ctx):
    # Each lane reads 64 bits (G elements: 4 of b16, 8 of b8, 16 of b4) at
    # its own address.  Within each block of 16 lanes, 16/G lanes read one
    # k row of 16 consecutive m/n values; after the transpose lane l holds
    # the G consecutive k values of m/n index l % 16:
    #   element e of lane l = element (l % G) of lane 16*(l//16) + (16/G)*e + (l%16)//G.
    # (Derived from the ISA's description - "each lane holds 4 consecutive
    # M or N values", K=0..3 / 8..11 per instruction - and checked by the
    # Triton matmuls of tests/test_emu_triton.py against numpy.)
    bits = int(inst.mnemonic.rsplit("_b", 1)[1])
    group = 64 // bits
    regs, mods = _ds_operands(inst)
    dst, addr = regs[0], regs[1]
    offset = int(mods.get("offset", 0) or 0)
    row, file, first = addr.first, dst.file, dst.first
    lane = np.arange(64)
    per_row = 16 // group
    src_lane = (16 * (lane // 16) + (lane % 16) // group)[:, None] + per_row * np.arange(group)[None, :]
    src_elem = np.broadcast_to((lane % group)[:, None], (64, group))

    def run(st, act):
        lanes = st.lanes(act)
        all_lanes = np.ones_like(lanes)
        index, inside = _lds_index(st, all_lanes, st.v[row].astype(I64) + offset, 8)
        # every lane of the running waves; waves not running read nothing
        # (race mode would blame them for bytes their own loads still owe)
        inside &= np.repeat(act, 64)
        raw = _lds_load(st, index, inside, 8).view(U64).reshape(st.n, 64)
        mask = U64((1 << bits) - 1)
        elems = (raw[:, :, None] >> (np.arange(group, dtype=U64) * U64(bits))) & mask   # (n,64,G)
        picked = elems[:, src_lane, src_elem]                                          # (n,64,G)
        packed = (picked << (np.arange(group, dtype=U64) * U64(bits))).sum(axis=2, dtype=U64)
        regs_ = st.v if file == "v" else st.a
        np.copyto(regs_[first], (packed & U64(0xFFFFFFFF)).astype(U32), where=lanes)
        np.copyto(regs_[first + 1], (packed >> U64(32)).astype(U32), where=lanes)
    return run


# LDS atomics (AMD CDNA3 ISA guide, DS opcodes): RTN forms return the old
# value; rsub: MEM = DATA - MEM; mskor: MEM = (MEM & ~DATA) | DATA2;
# cmpst: MEM = (MEM == DATA) ? DATA2 : MEM (DATA the compare value, unlike
# the VMEM cmpswap's {new, compare} pair; the _f32/_f64 forms compare as
# floats); wrap: MEM = (MEM >= DATA) ? MEM - DATA : MEM + DATA2.
_DS_TWO_DATA = {
    "mskor": lambda old, a, b: (old & ~a) | b,
    "cmpst": lambda old, a, b: np.where(old == a, b, old),
    "cmpst_f32": lambda old, a, b: np.where(old.view(np.float32) == a.view(np.float32), b, old),
    "cmpst_f64": lambda old, a, b: np.where(old.view(np.float64) == a.view(np.float64), b, old),
    "wrap": lambda old, a, b: np.where(old >= a, old - a, old + b),
}


def _ds_atomic(op, width=4):
    two = op in _DS_TWO_DATA
    fn = _DS_TWO_DATA[op] if two else (_ATOMIC64.get(op) if width == 8 else _atomic_fn(op))
    dtype = U64 if width == 8 else U32

    def build(inst, ctx):
        regs, mods = _ds_operands(inst)
        returns = "_rtn_" in inst.mnemonic
        dst = regs[0] if returns else None
        rest = regs[1:] if returns else regs
        addr, data, data2 = rest[0], rest[1], (rest[2] if two else None)
        offset = int(mods.get("offset", 0) or 0)
        flushed = op in ("add_f32", "max_f32", "min_f32")

        def value(st, reg, lanes):
            v = st.v[reg.first][lanes]
            return v if width == 4 else v.astype(U64) | (st.v[reg.first + 1][lanes].astype(U64) << U64(32))

        def run(st, act):
            lanes = st.lanes(act)
            index, inside = _lds_index(st, lanes, st.v[addr.first].astype(I64) + offset, width)

            def load(idx, w):
                return st.lds[idx.astype(I64)[:, None] + np.arange(w)]

            def store(idx, d):
                st.lds[idx.astype(I64)[:, None] + np.arange(d.shape[1])] = d
            vals = value(st, data, lanes)
            old = np.zeros(vals.size, dtype=dtype)
            if st.lds_log is not None and inside.any():
                st.lds_log += [("read", index[inside], width, None), ("write", index[inside], width, None)]
            lane_fn = None
            if two:
                second = value(st, data2, lanes)[inside]
                lane_fn = lambda o, v, now: fn(o, v, second[now])       # noqa: E731
            elif flushed and st.flush is not None and "f32" in st.flush:
                # LDS f32 atomics respect MODE's f32 denorm field (LLVM,
                # llvm-project PR 89468): the wave of each lane decides
                waves = np.nonzero(lanes)[0][inside]
                lane_fn = _flushing(fn, st.flush["f32"][0][waves], st.flush["f32"][1][waves])
            if inside.any():
                old[inside] = _apply_atomics(load, store, index[inside], vals[inside], fn,
                                             dtype=dtype, lane_fn=lane_fn)
            if returns:
                for i in range(width // 4):
                    st.v[dst.first + i][lanes] = (old >> (32 * i)).astype(U32) if width == 8 else old
        return run
    return build


# atomic op -> (mnemonic stem, type letter): ds_{stem}[_rtn]_{letter}{32|64}
_DS_INT_OPS = {"add": ("add", "u"), "sub": ("sub", "u"), "inc": ("inc", "u"), "dec": ("dec", "u"),
               "and": ("and", "b"), "or": ("or", "b"), "xor": ("xor", "b"),
               "umax": ("max", "u"), "umin": ("min", "u"), "smax": ("max", "i"), "smin": ("min", "i")}
for _op, (_stem, _letter) in _DS_INT_OPS.items():
    semantic(f"ds_{_stem}_{_letter}32", f"ds_{_stem}_rtn_{_letter}32")(_ds_atomic(_op))
    semantic(f"ds_{_stem}_{_letter}64", f"ds_{_stem}_rtn_{_letter}64")(_ds_atomic(_op + "_x2", 8))
semantic("ds_rsub_u32", "ds_rsub_rtn_u32")(_ds_atomic("rsub"))
semantic("ds_rsub_u64", "ds_rsub_rtn_u64")(_ds_atomic("rsub_x2", 8))
semantic("ds_add_f32", "ds_add_rtn_f32")(_ds_atomic("add_f32"))
semantic("ds_max_f32", "ds_max_rtn_f32")(_ds_atomic("max_f32"))
semantic("ds_min_f32", "ds_min_rtn_f32")(_ds_atomic("min_f32"))
semantic("ds_add_f64", "ds_add_rtn_f64")(_ds_atomic("add_f64", 8))
semantic("ds_max_f64", "ds_max_rtn_f64")(_ds_atomic("max_f64", 8))
semantic("ds_min_f64", "ds_min_rtn_f64")(_ds_atomic("min_f64", 8))
semantic("ds_pk_add_f16", "ds_pk_add_rtn_f16")(_ds_atomic("pk_add_f16"))
semantic("ds_pk_add_bf16", "ds_pk_add_rtn_bf16")(_ds_atomic("pk_add_bf16"))
semantic("ds_wrxchg_rtn_b32")(_ds_atomic("swap"))
semantic("ds_wrxchg_rtn_b64")(_ds_atomic("swap_x2", 8))
semantic("ds_mskor_b32", "ds_mskor_rtn_b32")(_ds_atomic("mskor"))
semantic("ds_mskor_b64", "ds_mskor_rtn_b64")(_ds_atomic("mskor", 8))
semantic("ds_cmpst_b32", "ds_cmpst_rtn_b32")(_ds_atomic("cmpst"))
semantic("ds_cmpst_b64", "ds_cmpst_rtn_b64")(_ds_atomic("cmpst", 8))
semantic("ds_cmpst_f32", "ds_cmpst_rtn_f32")(_ds_atomic("cmpst_f32"))
semantic("ds_cmpst_f64", "ds_cmpst_rtn_f64")(_ds_atomic("cmpst_f64", 8))
semantic("ds_wrap_rtn_b32")(_ds_atomic("wrap"))


@semantic("ds_wrxchg2_rtn_b32", "ds_wrxchg2_rtn_b64", "ds_wrxchg2st64_rtn_b32",
          "ds_wrxchg2st64_rtn_b64")
def _ds_wrxchg2(inst, ctx):
    # CDNA3 ISA guide: exchange DATA0 with LDS[ADDR + offset0 * size] and
    # DATA1 with LDS[ADDR + offset1 * size] (st64: * 64 * size), returning
    # both old values.  Lane order per address, the offset0 exchange of all
    # lanes before the offset1 one (an order the guide does not state for
    # lanes whose two addresses cross).
    width = 8 if inst.mnemonic.endswith("b64") else 4
    unit = width * (64 if "st64" in inst.mnemonic else 1)
    words = width // 4
    regs, mods = _ds_operands(inst)
    dst, addr, d0, d1 = regs[0], regs[1], regs[2], regs[3]
    offsets = (int(mods.get("offset0", 0) or 0) * unit, int(mods.get("offset1", 0) or 0) * unit)
    swap = _ATOMIC64["swap_x2"] if width == 8 else _atomic_fn("swap")
    dtype = U64 if width == 8 else U32

    def run(st, act):
        lanes = st.lanes(act)

        def load(idx, w):
            return st.lds[idx.astype(I64)[:, None] + np.arange(w)]

        def store(idx, d):
            st.lds[idx.astype(I64)[:, None] + np.arange(d.shape[1])] = d
        for k, (o, data) in enumerate(zip(offsets, (d0, d1))):
            index, inside = _lds_index(st, lanes, st.v[addr.first].astype(I64) + o, width)
            vals = st.v[data.first][lanes].astype(dtype)
            if width == 8:
                vals = vals | (st.v[data.first + 1][lanes].astype(U64) << U64(32))
            old = np.zeros(vals.size, dtype=dtype)
            if st.lds_log is not None and inside.any():
                st.lds_log += [("read", index[inside], width, None), ("write", index[inside], width, None)]
            if inside.any():
                old[inside] = _apply_atomics(load, store, index[inside], vals[inside], swap, dtype=dtype)
            for i in range(words):
                st.v[dst.first + k * words + i][lanes] = (old >> (32 * i)).astype(U32) if width == 8 else old
    return run


@semantic("ds_bpermute_b32", "ds_permute_b32")
def _ds_permute(inst, ctx):
    regs, mods = _ds_operands(inst)
    dst, addr, data = regs[0], regs[1], regs[2]
    offset = int(mods.get("offset", 0) or 0)
    backward = inst.mnemonic == "ds_bpermute_b32"

    def run(st, act):
        lanes = st.lanes(act)
        sel = ((st.v[addr.first].astype(I64) + offset) >> 2) & 63
        src = st.v[data.first]
        if backward:
            # lane l reads lane sel[l]'s data (an inactive source lane reads 0)
            picked = np.take_along_axis(np.where(lanes, src, 0), sel, axis=1)
            np.copyto(st.v[dst.first], picked, where=lanes)
        else:
            out = np.zeros_like(src)
            for w in range(st.n):
                active = np.nonzero(lanes[w])[0]
                out[w, sel[w, active]] = src[w, active]
            np.copyto(st.v[dst.first], out, where=lanes)
    return run


def swizzle_sources(offset: int) -> np.ndarray:
    """The source lane of each of the 64 lanes for ds_swizzle_b32's 16-bit
    offset: offset[15:13] = 111 - FFT, 110 - rotate (below); otherwise (the GCN/CDNA
    ISA's two modes) offset[15] set - quad-perm, lane
    i reads lane ``4*(i//4) + offset[2*(i%4)+1 : 2*(i%4)]``; offset[15]
    clear - bitmask within each 32 lanes, lane i reads
    ``(((i & 31) & and) | or) ^ xor`` of its half (and = offset[4:0],
    or = offset[9:5], xor = offset[14:10])."""
    lane = np.arange(64)
    if offset & 0xE000 == 0xE000:
        # FFT: lane i reads lane (reverse5(i & 31) >> popcount(m)) | (i & m)
        # of its half, m = offset[4:0] (the RDNA3/4 ISA pseudocode; it gives
        # the CDNA3 ISA's table of these swizzles)
        mask = offset & 0x1F
        low = lane & 31
        reversed5 = sum(((low >> b) & 1) << (4 - b) for b in range(5))
        return (reversed5 >> bin(mask).count("1")) | (low & mask) | (lane & 32)
    if offset & 0xE000 == 0xC000:
        # rotate within each 32 lanes (GFX9+; LLVM's swizzle(ROTATE,dir,n)):
        # lane i reads lane (i + n) % 32, or (i - n) % 32 with offset[10]
        if offset & 0x1F:
            raise NotEmulated("ds_swizzle_b32 ROTATE with a lane mask")
        n = (offset >> 5) & 0x1F
        step = -n if offset & 0x400 else n
        return ((lane + step) % 32) | (lane & 32)
    if offset & 0x8000:
        return (lane & ~3) + ((offset >> (2 * (lane & 3))) & 3)
    and_mask, or_mask, xor_mask = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
    return ((((lane & 31) & and_mask) | or_mask) ^ xor_mask) | (lane & 32)


@semantic("ds_swizzle_b32")
def _ds_swizzle(inst, ctx):
    # the offset as encoded (the typed model prints it as a swizzle() macro)
    regs, _ = _ds_operands(inst)
    dst, data = regs[0], regs[1]
    sources = swizzle_sources(inst.value & 0xFFFF)

    def run(st, act):
        lanes = st.lanes(act)
        # a source lane whose EXEC bit is off gives 0
        picked = np.where(lanes, st.v[data.first], 0)[:, sources]
        np.copyto(st.v[dst.first], picked, where=lanes)
    return run


@semantic(pattern=r"global_load_lds_(u?s?byte|u?s?short|dword|dwordx[34])")
def _global_load_lds(inst, ctx):
    # LDS-DMA with global addressing: lane l's data goes to LDS at
    # M0 + offset + l * size of its workgroup
    form = inst.mnemonic.split("global_load_lds_")[1]
    width, ext = _DATA[form]
    mods = modifiers(inst)
    offset = int(mods.get("offset", 0) or 0)
    offset64 = U64(offset & 0xFFFFFFFFFFFFFFFF)            # negative: wraps, as the adder does
    regs = [op for op in inst.operands if isinstance(op, Register)]
    vaddr = regs[0]
    saddr = regs[1] if len(regs) > 1 and regs[1].file == "s" else None
    memory = ctx.memory
    where = ctx.where(inst)
    if saddr is not None:
        code, v = scalar_code(saddr), vector_reader(vaddr)

        def address(st):
            base = st.s[code].astype(U64) | (st.s[code + 1].astype(U64) << U64(32))
            return base[:, None] + np.asarray(v(st)).astype(U64) + offset64
    else:
        v64 = vector_reader(vaddr, 64)

        def address(st):
            return np.asarray(v64(st)) + offset64

    def run(st, act):
        lanes = st.lanes(act)
        a = np.broadcast_to(address(st), lanes.shape)[lanes]
        try:
            raw = memory.load(a, width)
        except EmulationError as exc:
            raise MemoryFault(f"{where}: {exc}") from None
        _lds_dma(st, lanes, _widen(raw, width, ext) if width < 4 else raw.view(U32), width, offset)
    return run
