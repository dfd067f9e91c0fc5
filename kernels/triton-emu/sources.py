"""Triton sources of the emulator's oracle kernels (tests/test_emu_triton_oracle.py).

Compiler-generated gfx950 code covering what an edit loop meets beyond
kernels/triton: math functions, integer division and bit operations of
every width, conversions (fp8 with saturation), reductions, scans, sorts,
atomics and spin locks, loops with early exits, gathers and ``tl.dot`` of
every input type.  Each entry of :data:`KERNELS` is compiled by
``build.py`` (beside this file) for gfx950; the test runs each on the
emulator against numpy.

Conventions: element-wise kernels take ``(x_ptr[, y_ptr], out_ptr, n)`` and
one program handles ``BLOCK`` elements; the test reads the rest from the
``.json``.
"""

import triton
import triton.language as tl
from triton.language.extra import libdevice

BLOCK = 256


# --- element-wise float math -----------------------------------------------------

@triton.jit
def _offsets(n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    return offs, offs < n


@triton.jit
def exp_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.exp(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def exp2_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.exp2(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def log_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.log(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def log2_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.log2(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def sin_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.sin(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def cos_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.cos(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def sqrt_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.sqrt_rn(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def rsqrt_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.rsqrt(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def erf_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, tl.erf(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def tanh_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, libdevice.tanh(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def expm1_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, libdevice.expm1(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def log1p_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    tl.store(out_ptr + offs, libdevice.log1p(tl.load(x_ptr + offs, mask=m)), mask=m)


@triton.jit
def cbrt_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    # cbrt through pow in f64 (a signed cube root)
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m).to(tl.float64)
    r = libdevice.pow(tl.abs(x), x * 0.0 + 1.0 / 3.0)
    tl.store(out_ptr + offs, tl.where(x < 0, -r, r).to(tl.float32), mask=m)


@triton.jit
def sigmoid_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, tl.sigmoid(x), mask=m)


@triton.jit
def atan_asin_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, libdevice.atan(x) + libdevice.asin(x * 0.5), mask=m)


@triton.jit
def pow_f32(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, libdevice.pow(x, y), mask=m)


@triton.jit
def atan2_f32(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, libdevice.atan2(y, x), mask=m)


@triton.jit
def div_rn_f32(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, tl.div_rn(x, y), mask=m)


@triton.jit
def div_f32(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x / y, mask=m)


@triton.jit
def fmod_f32(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, libdevice.fmod(x, y), mask=m)


@triton.jit
def minmax_f32(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    # out = clamp(max(x, y) propagating NaN, -0.75, 0.5) + min(x, y)
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    hi = tl.maximum(x, y, propagate_nan=tl.PropagateNan.ALL)
    tl.store(out_ptr + offs, tl.clamp(hi, -0.75, 0.5) + tl.minimum(x, y), mask=m)


@triton.jit
def div_f64(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x / y, mask=m)


@triton.jit
def log_exp_f64(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, libdevice.log(x) + libdevice.exp(x * 0.25) + tl.sqrt(x), mask=m)


@triton.jit
def fma_mix(x_ptr, y_ptr, z_ptr, out_ptr, n, BLOCK: tl.constexpr):
    # f16 products accumulated in f32 (v_fma_mix_f32)
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=m).to(tl.float32)
    z = tl.load(z_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x * y + z, mask=m)


@triton.jit
def bf16_math(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    r = tl.where(x > y, x * y, x + y)
    tl.store(out_ptr + offs, tl.exp(r.to(tl.float32)).to(tl.bfloat16), mask=m)


@triton.jit
def f16_math(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    r = tl.maximum(x * y - x, y) + tl.minimum(x, -y)
    tl.store(out_ptr + offs, r, mask=m)


# --- integers ------------------------------------------------------------------------

@triton.jit
def intdiv(x_ptr, y_ptr, q_ptr, r_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m, other=1)
    tl.store(q_ptr + offs, x // y, mask=m)
    tl.store(r_ptr + offs, x % y, mask=m)


@triton.jit
def bitops(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    r = ((x & y) ^ (x | 5)) + (x << 3) - (y >> 2) + x * y
    tl.store(out_ptr + offs, r, mask=m)


@triton.jit
def clz_popc(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, libdevice.clz(x) * 64 + libdevice.popc(x), mask=m)


@triton.jit
def umulhi_u32(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, tl.umulhi(x, y), mask=m)


# --- conversions -----------------------------------------------------------------------

@triton.jit
def convert(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x.to(out_ptr.dtype.element_ty), mask=m)


@triton.jit
def convert_f64_roundtrip(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m).to(tl.float64)
    tl.store(out_ptr + offs, (x * 3.0 + 0.1).to(tl.float32), mask=m)


@triton.jit
def clamp_to_i8(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, tl.clamp(x, -128.0, 127.0).to(tl.int8), mask=m)


# --- reductions, scans, sorts ----------------------------------------------------------

@triton.jit
def row_sum_max(x_ptr, sum_ptr, max_ptr, arg_ptr, n_cols, COLS: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, COLS)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0)
    tl.store(sum_ptr + row, tl.sum(x, axis=0))
    xm = tl.where(m, x, -float("inf"))
    tl.store(max_ptr + row, tl.max(xm, axis=0))
    tl.store(arg_ptr + row, tl.argmax(xm, axis=0))


@triton.jit
def row_int_reduce(x_ptr, sum_ptr, min_ptr, n_cols, COLS: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, COLS)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0)
    tl.store(sum_ptr + row, tl.sum(x.to(tl.int32), axis=0))
    tl.store(min_ptr + row, tl.min(tl.where(m, x, 127), axis=0))


@triton.jit
def row_cumsum(x_ptr, out_ptr, n_cols, COLS: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, COLS)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0)
    tl.store(out_ptr + row * n_cols + cols, tl.cumsum(x, axis=0), mask=m)


@triton.jit
def row_sort(x_ptr, out_ptr, COLS: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, COLS)
    x = tl.load(x_ptr + row * COLS + cols)
    tl.store(out_ptr + row * COLS + cols, tl.sort(x, dim=0))


# --- atomics, locks, loops, gathers --------------------------------------------------

@triton.jit
def atomics(x_ptr, acc_ptr, n, BLOCK: tl.constexpr):
    # acc: [sum (f32 bits of integers), max i32, min i32, xchg i32 count]
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    bucket = offs % 4
    tl.atomic_add(acc_ptr + bucket, x, mask=m)
    xi = x.to(tl.int32)
    tl.atomic_max(acc_ptr.to(tl.pointer_type(tl.int32)) + 4 + bucket, xi, mask=m)
    tl.atomic_min(acc_ptr.to(tl.pointer_type(tl.int32)) + 8 + bucket, xi, mask=m)


@triton.jit
def atomic_xchg_count(x_ptr, out_ptr, slot_ptr, n, BLOCK: tl.constexpr):
    # every element swaps itself into one slot; the old values are a permutation
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    old = tl.atomic_xchg(slot_ptr + offs * 0, x, mask=m)
    tl.store(out_ptr + offs, old, mask=m)


@triton.jit
def spin_lock(lock_ptr, counter_ptr, log_ptr, ROUNDS: tl.constexpr):
    # every program takes the lock ROUNDS times and increments a plain
    # (non-atomic) counter inside the critical section
    pid = tl.program_id(0)
    for _ in range(ROUNDS):
        while tl.atomic_cas(lock_ptr, 0, 1) == 1:
            pass
        c = tl.load(counter_ptr, volatile=True)
        tl.store(counter_ptr, c + 1)
        tl.store(log_ptr + c, pid)
        tl.atomic_xchg(lock_ptr, 0)


@triton.jit
def flag_wait(data_ptr, flag_ptr, out_ptr, BLOCK: tl.constexpr):
    # program 1 publishes data then a flag; program 0 spins on the flag first
    pid = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    if pid == 1:
        tl.store(data_ptr + offs, offs * 3 + 1)
        tl.debug_barrier()
        tl.atomic_xchg(flag_ptr, 1)
    else:
        while tl.atomic_add(flag_ptr, 0) == 0:
            pass
        tl.store(out_ptr + offs, tl.load(data_ptr + offs, volatile=True) * 2)


@triton.jit
def while_collatz(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m, other=1)
    steps = tl.zeros_like(x)
    i = 0
    while tl.max(x, axis=0) > 1:
        odd = (x & 1) == 1
        x = tl.where(x > 1, tl.where(odd, 3 * x + 1, x // 2), x)
        steps += (x > 1).to(tl.int32)
        i += 1
    tl.store(out_ptr + offs, steps, mask=m)


@triton.jit
def early_exit(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    if pid % 3 == 1:
        return
    offs, m = _offsets(n, BLOCK)
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x * 2 + 1, mask=m)


@triton.jit
def gather(x_ptr, idx_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs, m = _offsets(n, BLOCK)
    idx = tl.load(idx_ptr + offs, mask=m, other=0)
    tl.store(out_ptr + offs, tl.load(x_ptr + idx, mask=m), mask=m)


# --- dots ------------------------------------------------------------------------------

@triton.jit
def dot(a_ptr, b_ptr, c_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
        BLOCK_K: tl.constexpr):
    # row-major a (M x K), b (K x N), c (M x N); accumulates in c's type
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=c_ptr.dtype.element_ty)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rm[:, None] * K + (rk[None, :] + k))
        b = tl.load(b_ptr + (rk[:, None] + k) * N + rn[None, :])
        acc += tl.dot(a, b, out_dtype=c_ptr.dtype.element_ty)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


@triton.jit
def dot_f32(a_ptr, b_ptr, c_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
            BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rm[:, None] * K + (rk[None, :] + k))
        b = tl.load(b_ptr + (rk[:, None] + k) * N + rn[None, :])
        acc += tl.dot(a, b, input_precision="ieee")
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


def _ew(fn, types, **extra):
    """An element-wise entry: pointers of ``types`` then ``n``."""
    sig = {name: f"*{t}" for name, t in zip(_POINTERS[fn.__name__], types)}
    sig["n"] = "i32"
    sig["BLOCK"] = "constexpr"
    return dict(fn=fn, signature=sig, constexprs={"BLOCK": BLOCK}, num_warps=4, **extra)


_POINTERS = {}
for _fn in (exp_f32, exp2_f32, log_f32, log2_f32, sin_f32, cos_f32, sqrt_f32, rsqrt_f32,
            erf_f32, tanh_f32, expm1_f32, log1p_f32, cbrt_f32, sigmoid_f32, atan_asin_f32,
            clz_popc, convert, convert_f64_roundtrip, clamp_to_i8, log_exp_f64, early_exit,
            while_collatz):
    _POINTERS[_fn.__name__] = ("x_ptr", "out_ptr")
for _fn in (pow_f32, atan2_f32, div_rn_f32, div_f32, fmod_f32, minmax_f32, div_f64, bf16_math,
            f16_math, bitops, umulhi_u32, gather):
    _POINTERS[_fn.__name__] = ("x_ptr", "y_ptr" if _fn is not gather else "idx_ptr", "out_ptr")
_POINTERS["fma_mix"] = ("x_ptr", "y_ptr", "z_ptr", "out_ptr")
_POINTERS["intdiv"] = ("x_ptr", "y_ptr", "q_ptr", "r_ptr")
_POINTERS["atomics"] = ("x_ptr", "acc_ptr")
_POINTERS["atomic_xchg_count"] = ("x_ptr", "out_ptr", "slot_ptr")


def _dot(a, acc, bm, bn, bk, warps):
    sig = {"a_ptr": f"*{a}", "b_ptr": f"*{a}", "c_ptr": f"*{acc}", "M": "i32", "N": "i32",
           "K": "i32", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr"}
    if a == "fp32":
        return dict(fn=dot_f32, signature=sig, num_warps=warps,
                    constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})
    return dict(fn=dot, signature=sig, num_warps=warps,
                constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk})


KERNELS = {
    "exp_f32": _ew(exp_f32, ["fp32", "fp32"]),
    "exp2_f32": _ew(exp2_f32, ["fp32", "fp32"]),
    "log_f32": _ew(log_f32, ["fp32", "fp32"]),
    "log2_f32": _ew(log2_f32, ["fp32", "fp32"]),
    "sin_f32": _ew(sin_f32, ["fp32", "fp32"]),
    "cos_f32": _ew(cos_f32, ["fp32", "fp32"]),
    "sqrt_f32": _ew(sqrt_f32, ["fp32", "fp32"]),
    "rsqrt_f32": _ew(rsqrt_f32, ["fp32", "fp32"]),
    "erf_f32": _ew(erf_f32, ["fp32", "fp32"]),
    "tanh_f32": _ew(tanh_f32, ["fp32", "fp32"]),
    "expm1_f32": _ew(expm1_f32, ["fp32", "fp32"]),
    "log1p_f32": _ew(log1p_f32, ["fp32", "fp32"]),
    "cbrt_f32": _ew(cbrt_f32, ["fp32", "fp32"]),
    "sigmoid_f32": _ew(sigmoid_f32, ["fp32", "fp32"]),
    "atan_asin_f32": _ew(atan_asin_f32, ["fp32", "fp32"]),
    "pow_f32": _ew(pow_f32, ["fp32", "fp32", "fp32"]),
    "atan2_f32": _ew(atan2_f32, ["fp32", "fp32", "fp32"]),
    "div_rn_f32": _ew(div_rn_f32, ["fp32", "fp32", "fp32"]),
    "div_f32": _ew(div_f32, ["fp32", "fp32", "fp32"]),
    "fmod_f32": _ew(fmod_f32, ["fp32", "fp32", "fp32"]),
    "minmax_f32": _ew(minmax_f32, ["fp32", "fp32", "fp32"]),
    "div_f64": _ew(div_f64, ["fp64", "fp64", "fp64"]),
    "log_exp_f64": _ew(log_exp_f64, ["fp64", "fp64"]),
    "fma_mix": _ew(fma_mix, ["fp16", "fp16", "fp32", "fp32"]),
    "bf16_math": _ew(bf16_math, ["bf16", "bf16", "bf16"]),
    "f16_math": _ew(f16_math, ["fp16", "fp16", "fp16"]),
    "umulhi_u32": _ew(umulhi_u32, ["u32", "u32", "u32"]),
    "clz_popc_i32": _ew(clz_popc, ["i32", "i32"]),
    "convert_f64_roundtrip": _ew(convert_f64_roundtrip, ["fp32", "fp32"]),
    "clamp_to_i8": _ew(clamp_to_i8, ["fp32", "i8"]),
    "log_exp_sqrt_f64": _ew(log_exp_f64, ["fp64", "fp64"]),
    "early_exit": _ew(early_exit, ["fp32", "fp32"]),
    "while_collatz": _ew(while_collatz, ["i32", "i32"]),
    "gather_f32": _ew(gather, ["fp32", "i32", "fp32"]),
    "atomics": _ew(atomics, ["fp32", "fp32"]),
    "atomic_xchg": _ew(atomic_xchg_count, ["i32", "i32", "i32"]),
    "spin_lock": dict(fn=spin_lock, signature={"lock_ptr": "*i32", "counter_ptr": "*i32",
                                               "log_ptr": "*i32", "ROUNDS": "constexpr"},
                      constexprs={"ROUNDS": 3}, num_warps=1),
    "flag_wait": dict(fn=flag_wait, signature={"data_ptr": "*i32", "flag_ptr": "*i32",
                                               "out_ptr": "*i32", "BLOCK": "constexpr"},
                      constexprs={"BLOCK": 64}, num_warps=1),
    "row_sum_max": dict(fn=row_sum_max, signature={"x_ptr": "*fp32", "sum_ptr": "*fp32",
                                                   "max_ptr": "*fp32", "arg_ptr": "*i32",
                                                   "n_cols": "i32", "COLS": "constexpr"},
                        constexprs={"COLS": 512}, num_warps=4),
    "row_int_reduce_i8": dict(fn=row_int_reduce, signature={"x_ptr": "*i8", "sum_ptr": "*i32",
                                                            "min_ptr": "*i8", "n_cols": "i32",
                                                            "COLS": "constexpr"},
                              constexprs={"COLS": 256}, num_warps=2),
    "row_cumsum_f32": dict(fn=row_cumsum, signature={"x_ptr": "*fp32", "out_ptr": "*fp32",
                                                     "n_cols": "i32", "COLS": "constexpr"},
                           constexprs={"COLS": 256}, num_warps=2),
    "row_cumsum_i32": dict(fn=row_cumsum, signature={"x_ptr": "*i32", "out_ptr": "*i32",
                                                     "n_cols": "i32", "COLS": "constexpr"},
                           constexprs={"COLS": 512}, num_warps=4),
    "row_sort_i32": dict(fn=row_sort, signature={"x_ptr": "*i32", "out_ptr": "*i32",
                                                 "COLS": "constexpr"},
                         constexprs={"COLS": 128}, num_warps=2),
    "row_sort_f32": dict(fn=row_sort, signature={"x_ptr": "*fp32", "out_ptr": "*fp32",
                                                 "COLS": "constexpr"},
                         constexprs={"COLS": 256}, num_warps=4),
    "dot_f16_32x32x32_w4": _dot("fp16", "fp32", 32, 32, 32, 4),
    "dot_f16_64x32x64_w2": _dot("fp16", "fp32", 64, 32, 64, 2),
    "dot_bf16_32x64x32_w4": _dot("bf16", "fp32", 32, 64, 32, 4),
    "dot_fp8_32x32x64_w4": _dot("fp8e4nv", "fp32", 32, 32, 64, 4),
    "dot_bf8_32x32x64_w1": _dot("fp8e5", "fp32", 32, 32, 64, 1),
    "dot_i8_32x32x64_w4": _dot("i8", "i32", 32, 32, 64, 4),
    "dot_f32_32x32x16_w4": _dot("fp32", "fp32", 32, 32, 16, 4),
    "dot_f32_16x16x16_w1": _dot("fp32", "fp32", 16, 16, 16, 1),
}

# integer division and bit operations of every width; conversions
for _t in ("i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"):
    KERNELS[f"intdiv_{_t}"] = _ew(intdiv, [_t, _t, _t, _t])
for _t in ("i8", "i16", "i32", "i64"):
    KERNELS[f"bitops_{_t}"] = _ew(bitops, [_t, _t, _t])
for _src, _dst in (("fp32", "fp16"), ("fp32", "bf16"), ("fp32", "fp8e4nv"), ("fp32", "fp8e5"),
                   ("fp16", "fp32"), ("bf16", "fp32"), ("fp8e4nv", "fp32"), ("fp8e5", "fp32"),
                   ("fp32", "fp64"), ("fp64", "fp32"), ("fp32", "i32"), ("fp32", "u8"),
                   ("i64", "fp32"), ("u32", "fp32"), ("i16", "fp16"), ("fp16", "i16"),
                   ("i8", "fp32"), ("fp64", "i64")):
    KERNELS[f"convert_{_src}_{_dst}"] = _ew(convert, [_src, _dst])
del KERNELS["log_exp_f64"]
