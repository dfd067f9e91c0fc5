"""Matrix (MFMA, SMFMAC) semantics with AMD's documented lane layouts.

For ``v_mfma_<out>_<M>x<N>x<K>[_<B>b]_<in>`` each lane holds E = M*K*B/64
consecutive k values of A and of B (the layouts of AMD's matrix instruction
calculator, :func:`_layouts`):

* A[b][i][k] is element ``k % E`` of lane ``M*b + i + M*B*(k // E)``
  (one block: ``i + M * (k // E)``); B[b][k][j] likewise with N and j;
* C/D, 32x32: register r of lane l is D[8*(r//4) + 4*(l//32) + r%4][l%32]
  (block b: registers 16*b on); 16x16: register r of lane l is
  D[4*(l//16) + r%4][l%16] of block r//4; 4x4: register i of lane 4*b + j
  is D[b][i][j]; f64 (register pairs): pair i//4 of lane 16*(i%4) + N*b + j.

SMFMAC (``v_smfmac_*``) holds only the non-zero half of a 4:2 sparse A:
per lane E/2 values, two per group of 4 k, whose positions in the group are
2-bit fields of the index register (src2; ``abid`` picks which E-bit field
when E < 32); it accumulates into vdst.

gfx950 operands of 256 bits a lane (fp8 A/B of the 16x16x128 and 32x32x64
``f8f6f4`` shapes, SMFMAC's B of its double-K forms: 16x16x64/32x32x32 of
16-bit types, 16x16x128/32x32x64 of 8-bit ones) hold K in two 128-bit
halves: half h of the lane of group g holds k = (K/2)*h + (E/2)*g .. +E/2
(:func:`_split_k_layout`); operands of 128 bits (fp4, SMFMAC's compressed
A, every CDNA3 shape) hold E consecutive k.  A dense product does not see
the difference; SMFMAC (which B values A's index picks) and the scaled form
(which values a lane's scale byte covers: the scale of the 32-k block b of
row i is the byte of lane i + M*b) do.  Measured from AMD's own kernels,
not from a layout table: aiter's fmha_v4_fwd MX kernels sum each softmax
row with a ones A on v_smfmac_f32_16x16x128_fp8_fp8 and scale Q.K per 32
channels on v_mfma_scale_f32_32x32x64_f8f6f4 (fp8), exact against numpy
only with this rule, while aiter's f4gemm (fp4 on the 16x16x128 scaled
form) is exact only with fp4's consecutive k (docs/emu.md, "gfx950's
256-bit operands").  fp6 (192 bits) is taken as consecutive: no kernel run
here tells.

The product is accumulated exactly in float64 (every product of the input
formats below f64 is exact there) and rounded once to fp32: hardware
accumulates in fp32 internally and may differ in the last bits, so tests
compare within fp32 rounding of the sum (f64 MFMA: within f64 rounding).
For ``*_f8f6f4`` the operand formats come from ``cbsz`` (A) and ``blgp``
(B): 0 E4M3, 1 E5M2, 2 E2M3, 3 E3M2, 4 E2M1; the scaled form multiplies
each 32-element k block by 2^(e8m0 - 127) of its lane's scale byte (see
above; ``op_sel`` picks the byte).  MFMA ignores EXEC; the MODE register's
denormal flushing is not applied to it (denormals kept; not verified on
hardware).  Not emulated: the cbsz/abid/blgp broadcast of the
older shapes, ``neg`` on MFMA sources.
"""

from __future__ import annotations

import functools
import re

import numpy as np

from ..isa import Immediate, Literal, Register
from .access import modifiers, vector_reader
from .numerics import E4M3, E5M2, F8F6F4_TABLES
from .program import NotEmulated, semantic

U32, U64, F64 = np.uint32, np.uint64, np.float64

_NAME = re.compile(r"v_mfma_(scale_)?(f32|i32|f64)_(\d+)x(\d+)x(\d+)(?:_(\d+)b)?_(\w+)")
_SPARSE_NAME = re.compile(r"v_smfmac_(f32|i32)_(\d+)x(\d+)x(\d+)_(\w+)")
_FORMATS = {"f16": ("f16", 16), "bf16": ("bf16", 16), "f32": ("f32", 32), "i8": ("i8", 8),
            "fp8": ("fp8", 8), "bf8": ("bf8", 8), "f64": ("f64", 64),
            "xf32": (None, 0)}


def _decode_elements(words: np.ndarray, fmt: str, bits: int, count: int) -> np.ndarray:
    """(regs, n, 64) uint32 -> (n, 64, count) float64 elements."""
    n = words.shape[1]
    if bits == 64:
        return words.transpose(1, 2, 0).copy().view(F64)[:, :, :count]
    if bits == 32:
        return words.transpose(1, 2, 0).view(np.float32).astype(F64)
    if bits == 16:
        halves = words.transpose(1, 2, 0).copy().view(np.uint16)        # (n,64,2*regs)
        if fmt == "f16":
            return halves.view(np.float16).astype(F64)[:, :, :count]
        return (halves.astype(U32) << U32(16)).view(np.float32).astype(F64)[:, :, :count]
    if bits == 8:
        codes = words.transpose(1, 2, 0).copy().view(np.uint8)[:, :, :count]
        if fmt == "i8":
            return codes.view(np.int8).astype(F64)
        table = E4M3 if fmt in ("fp8", 0) else E5M2
        return table[codes]
    # 6- and 4-bit formats packed little-endian in the register bit stream
    table, width = F8F6F4_TABLES[fmt]
    stream = words.transpose(1, 2, 0).astype(U64)                      # (n,64,regs)
    out = np.empty((n, 64, count), dtype=F64)
    for e in range(count):
        bit = e * width
        r, s = divmod(bit, 32)
        value = stream[:, :, r] >> U64(s)
        if s + width > 32:
            value = value | (stream[:, :, r + 1] << U64(32 - s))
        out[:, :, e] = table[(value & U64((1 << width) - 1)).astype(np.int64)]
    return out


def _layouts(m: int, n: int, k: int, blocks: int, e: int, f64: bool):
    """Gather maps of one MFMA shape, as AMD's matrix instruction calculator
    gives them for CDNA3 (the gfx950 shapes extend them in K):

    * A[b][i][k] is element ``k % e`` of lane ``m*b + i + m*blocks*(k // e)``
      (one block: ``i + m*(k // e)``), B[b][k][j] likewise with n and j;
    * D[b][i][j], fp32/int32: 4x4 blocks - register i of lane 4*b + j;
      16x16 - register 4*b + i%4 of lane 16*(i//4) + j; 32x32 - register
      16*b + 4*(i//8) + i%4 of lane 32*((i//4) % 2) + j;
    * D[b][i][j], fp64 (register pairs): pair i//4 of lane
      16*(i%4) + n*b + j.

    Returns ``(a_lane, a_elem)`` of shape (blocks, m, k), ``(b_lane,
    b_elem)`` (blocks, k, n) and ``(d_reg, d_lane)`` (blocks, m, n), d_reg
    counting output values (register pairs for fp64)."""
    b = np.arange(blocks)[:, None, None]
    i = np.arange(m)[None, :, None]
    kk = np.arange(k)[None, None, :]
    a_lane = m * b + i + m * blocks * (kk // e)
    a_elem = np.broadcast_to(kk % e, a_lane.shape)
    j = np.arange(n)[None, None, :]
    kk2 = np.arange(k)[None, :, None]
    b_lane = n * b + j + n * blocks * (kk2 // e)
    b_elem = np.broadcast_to(kk2 % e, b_lane.shape)
    if f64:
        d_reg = np.broadcast_to(i // 4 + 0 * j + 0 * b, (blocks, m, n))
        d_lane = 16 * (i % 4) + n * b + j
    elif m == 4 and n == 4:
        d_reg = i + 0 * j + 0 * b
        d_lane = 4 * b + j + 0 * i
    elif m == 16 and n == 16:
        d_reg = 4 * b + i % 4 + 0 * j
        d_lane = 16 * (i // 4) + j + 0 * b
    elif m == 32 and n == 32:
        d_reg = 16 * b + 4 * (i // 8) + i % 4 + 0 * j
        d_lane = 32 * ((i // 4) % 2) + j + 0 * b
    else:
        raise NotEmulated(f"{m}x{n} output layout")
    shape = (blocks, m, n)
    for arr in (a_lane, b_lane):
        if arr.max() >= 64:
            raise NotEmulated(f"{m}x{n}x{k} with {blocks} blocks: operand layout")
    return (a_lane, a_elem, b_lane, b_elem, np.broadcast_to(d_reg, shape),
            np.broadcast_to(d_lane, shape))


@functools.lru_cache(maxsize=None)
def _gather_maps(mm: int, nn: int, kk: int, blocks: int, e: int, f64: bool, a_bits: int,
                 b_bits: int, sparse: bool):
    """An MFMA shape's layouts (:func:`_layouts`, with gfx950's split-K
    halves of 256-bit operands) and its flat gather indices: operand element
    (lane, e) -> matrix position, and output (value slot, lane) -> D
    position.  One computation per shape (read-only arrays, shared by every
    instruction of it)."""
    a_lane, a_elem, b_lane, b_elem, d_reg, d_lane = _layouts(mm, nn, kk, blocks, e, f64)
    # a lane's operand of 256 bits holds K in two halves (module docstring);
    # a dense product does not see it, SMFMAC's index and the scales do
    if e * b_bits == 256 and blocks == 1:
        b_lane, b_elem = _split_k_layout(nn, kk, e)
    if not sparse and e * a_bits == 256 and blocks == 1:
        lane, elem = _split_k_layout(mm, kk, e)
        a_lane, a_elem = lane.transpose(0, 2, 1), elem.transpose(0, 2, 1)
    a_take = (a_lane * e + a_elem).ravel()
    b_take = (b_lane * e + b_elem).ravel()
    slots = mm * nn * blocks // 64
    d_take = np.empty((slots, 64), dtype=np.int64)
    d_take[d_reg.ravel(), d_lane.ravel()] = np.arange(blocks * mm * nn)
    d_take = d_take.ravel()
    maps = (a_lane, a_elem, b_lane, b_elem, a_take, b_take, d_take)
    for arr in maps:
        arr.flags.writeable = False
    return maps


def _split_k_layout(rows: int, k: int, e: int):
    """Gather map of an operand whose lane holds two 128-bit halves (256
    bits: fp8 of 16x16x128 / 32x32x64, SMFMAC's B of gfx950's double-K
    forms): half h of lane ``idx + rows*g`` holds k = (K/2)*h + (E/2)*g ..
    +E/2, so element ``x`` of that lane is k = (K/2)*(x // (E/2)) +
    (E/2)*g + x % (E/2).  Returns ``(lane, elem)`` of shape (1, k, rows)
    (B's orientation; A takes the transpose).  See the module docstring
    for the evidence."""
    half, k_half = e // 2, k // 2
    kk = np.arange(k)[None, :, None]
    idx = np.arange(rows)[None, None, :]
    lane = idx + rows * ((kk % k_half) // half)
    elem = np.broadcast_to(half * (kk // k_half) + kk % half, lane.shape)
    return lane, elem


def _reg_rows(op):
    if isinstance(op, Register):
        return op.file, op.first, op.count
    return None, None, None


@semantic(pattern=r"v_s?mfmac?_.*")
def _mfma(inst, ctx):
    sparse = inst.mnemonic.startswith("v_smfmac")
    m = (_SPARSE_NAME if sparse else _NAME).fullmatch(inst.mnemonic)
    if m is None:
        raise NotEmulated("MFMA form")
    if sparse:
        out_type, mm, nn, kk, ins = m.groups()
        scaled, blocks = None, 1
    else:
        scaled, out_type, mm, nn, kk, blocks, ins = m.groups()
        blocks = int(blocks or 1)
    mm, nn, kk = int(mm), int(nn), int(kk)
    f64 = out_type == "f64"
    mods = modifiers(inst)
    values = [op for op in inst.operands if isinstance(op, (Register, Immediate, Literal))]
    dst, a_op, b_op, c_op = values[:4]
    if ins == "f8f6f4":
        a_fmt, b_fmt = int(mods.get("cbsz", 0) or 0), int(mods.get("blgp", 0) or 0)
        a_bits, b_bits = F8F6F4_TABLES[a_fmt][1], F8F6F4_TABLES[b_fmt][1]
    else:
        broadcast = ("blgp",) if sparse else ("cbsz", "abid", "blgp")
        if any(int(mods.get(x, 0) or 0) for x in broadcast):
            raise NotEmulated("cbsz/abid/blgp broadcast")
        if sparse and int(mods.get("cbsz", 0) or 0):
            raise NotEmulated("cbsz on SMFMAC")
        if "_" in ins:
            fa, fb = ins.split("_")
        else:
            fa = fb = ins
        if fa not in _FORMATS or _FORMATS[fa][0] is None:
            raise NotEmulated(f"input format {ins}")
        a_fmt, a_bits = _FORMATS[fa]
        b_fmt, b_bits = _FORMATS[fb]
    e = mm * kk * blocks // 64                         # dense k values per lane
    slots = mm * nn * blocks // 64
    a_lane, a_elem, b_lane, b_elem, a_take, b_take, d_take = _gather_maps(
        mm, nn, kk, blocks, e, f64, a_bits, b_bits, sparse)
    a_file, a_first, _ = _reg_rows(a_op)
    b_file, b_first, _ = _reg_rows(b_op)
    d_file, d_first, _ = _reg_rows(dst)
    a_count = e // 2 if sparse else e                   # SMFMAC: A holds the non-zero half
    a_regs = -(-a_count * a_bits // 32)
    b_regs = -(-e * b_bits // 32)
    width = 2 if f64 else 1
    regs = slots * width
    index_reader = None
    if sparse:
        # the accumulator is vdst; src2 holds the 2-bit positions of A's
        # non-zero pairs in each group of 4 k (e bits per lane; abid picks
        # which e-bit field of the register when e < 32)
        c_file, c_first = d_file, d_first
        index_reader = vector_reader(c_op)
        abid = int(mods.get("abid", 0) or 0)
        if e >= 32 and abid:
            raise NotEmulated("abid with a 32-bit index (no other index set)")
        index_shift = U32(abid * e)
    else:
        c_file, c_first, _ = _reg_rows(c_op)
        if c_file is None:
            c_const = np.asarray(vector_reader(c_op, 64 if f64 else 32, float64=f64)(None))
            c_const = c_const.view(F64) if f64 else c_const.view(np.float32).astype(F64)
    scale = None
    if scaled:
        # the scale of A[i][k] (B[k][j]) is the byte of lane i + M*(k//32)
        # (j + N*(k//32)), whichever lanes hold that 32-k block's values
        a_scale_lane = np.arange(mm)[:, None] + mm * (np.arange(kk)[None, :] // 32)
        b_scale_lane = np.arange(nn)[None, :] + nn * (np.arange(kk)[:, None] // 32)
        scale_ops = values[4:6]
        sel = mods.get("op_sel", (0, 0))
        sel_hi = mods.get("op_sel_hi", (0, 0))
        scale = [(vector_reader(op), int(sel[i]) | (int(sel_hi[i]) << 1) if isinstance(sel, tuple) else 0)
                 for i, op in enumerate(scale_ops)]
    integer = out_type == "i32"
    neg = mods.get("neg")
    if neg:
        raise NotEmulated("neg on MFMA")

    def run(st, act):
        waves = np.nonzero(act)[0]
        if waves.size == 0:
            return
        def rows(file, first, count):
            regs_ = st.v if file == "v" else st.a
            return regs_[first:first + count][:, waves]
        A = _decode_elements(rows(a_file, a_first, a_regs), a_fmt, a_bits, a_count)   # (w,64,e)
        if index_reader is not None:
            A = _expand_sparse(A, np.broadcast_to(np.asarray(index_reader(st)), (st.n, 64))[waves]
                               >> index_shift, e)
        B = _decode_elements(rows(b_file, b_first, b_regs), b_fmt, b_bits, e)
        w = waves.size
        Am = np.take(A.reshape(w, -1), a_take, axis=1).reshape(w, blocks, mm, kk)
        Bm = np.take(B.reshape(w, -1), b_take, axis=1).reshape(w, blocks, kk, nn)
        if scale is not None:
            for which, (reader, byte) in enumerate(scale):
                s = np.broadcast_to(np.asarray(reader(st)), (st.n, 64))[waves]
                exp = ((s >> U32(8 * byte)) & U32(0xFF)).astype(np.int64)
                factor = np.where(exp == 255, np.nan, np.ldexp(1.0, exp - 127))     # (w, 64)
                if which == 0:
                    Am = Am * factor[:, a_scale_lane][:, None]
                else:
                    Bm = Bm * factor[:, b_scale_lane][:, None]
        D = np.matmul(Am, Bm)
        out = np.take(D.reshape(w, -1), d_take, axis=1).reshape(w, slots, 64)     # (w,slots,64)
        if c_file is not None:
            C = rows(c_file, c_first, regs)                                       # (regs,w,64)
            if f64:
                Cv = (C[0::2].astype(U64) | (C[1::2].astype(U64) << U64(32))).view(F64)
            else:
                Cv = C.view(np.int32) if integer else C.view(np.float32)
            out += Cv.transpose(1, 0, 2)
        else:
            out += c_const
        if integer:
            bits = (np.asarray(out).astype(np.int64) & 0xFFFFFFFF).astype(U32)
        elif f64:
            wide = out.view(U64)
            bits = np.empty((w, regs, 64), dtype=U32)
            bits[:, 0::2] = (wide & U64(0xFFFFFFFF)).astype(U32)
            bits[:, 1::2] = (wide >> U64(32)).astype(U32)
        else:
            bits = out.astype(np.float32).view(U32)
        regs_ = st.v if d_file == "v" else st.a
        regs_[d_first:d_first + regs][:, waves] = bits.transpose(1, 0, 2)
    return run


def _expand_sparse(values: np.ndarray, index: np.ndarray, e: int) -> np.ndarray:
    """SMFMAC's compressed A (w, 64, e/2) to dense (w, 64, e): the two values
    of group q (k in 4q..4q+3) sit at 4q + index bits [4q+1:4q] and
    4q + index bits [4q+3:4q+2]."""
    w = values.shape[0]
    dense = np.zeros((w, 64, e), dtype=F64)
    rows = np.arange(w)[:, None]
    lanes = np.arange(64)[None, :]
    for c in range(e // 2):
        q = c // 2
        pos = 4 * q + ((index >> U32(2 * c)) & U32(3)).astype(np.int64)
        dense[rows, lanes, pos] += values[:, :, c]
    return dense


@semantic("v_mfma_ld_scale_b32")
def _ld_scale(inst, ctx):
    raise NotEmulated("v_mfma_ld_scale_b32 prefix")
