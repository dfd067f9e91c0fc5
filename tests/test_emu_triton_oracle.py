"""Triton 3.9 kernels for gfx950 (kernels/triton-emu/) on the emulator,
against numpy: compiler-generated code as the emulator's oracle.

Each kernel runs on ``open_backend("emu", races=True)`` (race mode must
report nothing) and its outputs are compared with numpy (float64 or exact
integer arithmetic, rounded once to the output type).  Tolerances, by kind:

* exact: integer arithmetic, conversions, sorts, gathers, atomics, exact
  float operations (``tl.div_rn``, ``tl.sqrt_rn``, f64 division, fmod,
  min/max, dots of small integers whose sums are exact in fp32);
* the hardware's and libraries' ulp bounds for transcendentals: Triton's
  ``tl.exp``/``tl.log`` go through ``v_exp_f32``/``v_log_f32`` (1 ulp,
  AMDGPUUsage) after a scaling multiply by log2(e) that rounds once more, so
  their error grows with |x|: bounded by ``ULP`` ulps + |x| * 2^-23 relative;
  ROCm's OCML functions (libdevice: tanh, expm1, log1p, pow, atan2, erf,
  sin, cos, ...) document at most 4 ulp;
* reductions and scans in fp32: the order of the additions differs from
  numpy's; bounded by n * 2^-24 * sum(|x|).
"""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from gcnasm import hip, workflow

HERE = Path(__file__).resolve().parent.parent / "kernels" / "triton-emu"
N = 1000                # element-wise kernels: not a multiple of BLOCK (masked tail)
F32 = np.float32


TIME_LIMIT = 300        # seconds per test: a launch that never ends is a failure, not a hang


@pytest.fixture(autouse=True)
def time_limit():
    import signal

    def expire(signum, frame):
        raise TimeoutError(f"no end after {TIME_LIMIT} s")
    old = signal.signal(signal.SIGALRM, expire)
    signal.alarm(TIME_LIMIT)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def spec(name):
    return json.loads((HERE / f"{name}.json").read_text())


def run(name, grid, args, check_races=True):
    """Launch kernels/triton-emu/NAME on the emulator with ``args`` (arrays
    are uploaded and returned downloaded, in order)."""
    s = spec(name)
    with workflow.open_backend("emu", races=check_races) as gpu:
        kernel = gpu.load_module(HERE / f"{name}.hsaco").kernel()
        buffers, packed = [], []
        for value in args:
            if isinstance(value, np.ndarray):
                buf = gpu.alloc(max(value.nbytes, 4))
                buf.upload(value)
                buffers.append((buf, value))
                packed.append(buf)
            else:
                packed.append(value)
        scratch = [gpu.alloc(1 << 16) for _ in range(len(kernel.layout.explicit) - len(packed))]
        hip.launch(kernel, grid, 64 * s["num_warps"], *packed, *scratch, shared_mem=s["shared"])
        gpu.synchronize()
        if check_races:
            assert gpu.races == [], gpu.races[:3]
            assert gpu.aborted == []
        return [buf.download().view(value.dtype).reshape(value.shape) for buf, value in buffers]


def elementwise(name, *inputs, out_dtype=F32, outputs=1):
    outs = [np.full(len(inputs[0]), 0x55, dtype=np.uint8).view(np.uint8).astype(out_dtype)
            for _ in range(outputs)]
    block = spec(name)["constexprs"]["BLOCK"]
    got = run(name, -(-len(inputs[0]) // block), [*inputs, *outs, len(inputs[0])])
    return got[len(inputs):]


def assert_ulp(got, want, ulps, rel=0.0, atol=0.0, dtype=F32):
    """|got - round(want)| <= ulps * ulp(want) + rel * |want| + atol (want
    rounded once to ``dtype``: ulps=0 is correct rounding), NaN where want
    is NaN, equal infinities."""
    got = np.asarray(got)
    want = np.asarray(want, dtype=np.float64)
    nan = np.isnan(want)
    assert np.array_equal(np.isnan(got), nan), \
        f"NaN mismatch at {np.flatnonzero(np.isnan(got) != nan)[:8]}"
    inf = np.isinf(want.astype(dtype)) & ~nan
    assert np.array_equal(got[inf], want.astype(dtype)[inf])
    ok = ~nan & ~inf
    rounded = want[ok].astype(dtype)
    spacing = np.spacing(np.abs(rounded)).astype(np.float64)
    err = np.abs(got[ok].astype(np.float64) - rounded.astype(np.float64))
    rel = np.broadcast_to(rel, want.shape)[ok]            # a scalar or one per element
    bound = ulps * spacing + rel * np.abs(want[ok]) + atol
    bad = np.flatnonzero(err > bound)
    assert bad.size == 0, (f"{bad.size} of {ok.sum()} beyond tolerance; first: want "
                           f"{want[ok][bad[:4]]}, got {got[ok][bad[:4]]}")


def rng(seed=0):
    return np.random.default_rng(seed)


# --- float math ------------------------------------------------------------------

def _unary(name, x, ref, ulps, **tol):
    out, = elementwise(name, x)
    with np.errstate(all="ignore"):
        want = ref(x.astype(np.float64))
    assert_ulp(out, want, ulps, **tol)


def exp_inputs():
    x = rng(1).uniform(-12, 12, N).astype(F32)
    x[:6] = [0, -0.0, 88.0, -104.0, np.inf, -np.inf]
    return x


def test_exp():
    x = exp_inputs()
    # denormal results are flushed (v_exp_f32 under Triton's denormal mode)
    _unary("exp_f32", x, np.exp, 2, rel=abs(x).max() * 2 ** -23, atol=2 ** -126)


def test_exp2():
    _unary("exp2_f32", exp_inputs(), np.exp2, 1, atol=2 ** -126)


def log_inputs():
    x = np.exp(rng(2).uniform(-60, 60, N)).astype(F32)
    x[:7] = [1, 0, np.inf, 1e-40, -1.0, 2.0, 3e-39]
    return x


@pytest.mark.parametrize("name,ref", [("log_f32", np.log), ("log2_f32", np.log2)])
def test_log(name, ref):
    _unary(name, log_inputs(), ref, 2, rel=2 ** -22)


@pytest.mark.parametrize("name,ref", [("sin_f32", np.sin), ("cos_f32", np.cos)])
def test_sin_cos(name, ref):
    x = rng(3).uniform(-100, 100, N).astype(F32)
    x[:3] = [0, np.pi / 2, 1e-30]
    _unary(name, x, ref, 4, atol=2 ** -24)


def test_sqrt_rn_exact_with_denormals():
    x = np.abs(rng(4).standard_normal(N)).astype(F32) * F32(1e3)
    x[:6] = [0, 1e-40, 2e-45, np.inf, -1.0, 4.0]
    out, = elementwise("sqrt_f32", x)
    with np.errstate(all="ignore"):
        want = np.sqrt(x)                       # numpy's f32 sqrt is correctly rounded
    np.testing.assert_array_equal(out, want)


def test_rsqrt():
    x = np.abs(rng(5).standard_normal(N)).astype(F32) * F32(1e3)
    x[:3] = [4.0, np.inf, 0.0]
    _unary("rsqrt_f32", x, lambda v: 1 / np.sqrt(v), 1)


OCML = [("erf_f32", np.vectorize(math.erf), (-4, 4)),
        ("tanh_f32", np.tanh, (-10, 10)),
        ("expm1_f32", np.expm1, (-5, 5)),
        ("log1p_f32", np.log1p, (-0.9, 50)),
        ("cbrt_f32", np.cbrt, (-1000, 1000)),
        ("sigmoid_f32", lambda v: 1 / (1 + np.exp(-v)), (-20, 20)),
        ("atan_asin_f32", lambda v: np.arctan(v) + np.arcsin(v * 0.5), (-2, 2))]


@pytest.mark.parametrize("name,ref,span", OCML, ids=[c[0] for c in OCML])
def test_ocml_unary(name, ref, span):
    x = rng(6).uniform(*span, N).astype(F32)
    x[:2] = [0.0, span[1] / 3]
    _unary(name, x, ref, 4, atol=2 ** -30)


def _binary(name, x, y, ref, ulps, dtype=F32, **tol):
    out, = elementwise(name, x, y, out_dtype=dtype)
    with np.errstate(all="ignore"):
        want = ref(x.astype(np.float64), y.astype(np.float64))
    assert_ulp(out, want, ulps, dtype=dtype, **tol)


def test_pow_atan2():
    """pow_f32's own error exceeds OCML's 4 ulp where |y ln x| is large,
    on hardware as here: the compiled double-float product y * (hi + lo)
    of its log is contracted - the fast-two-sum ``s = p + e`` became
    ``v_fma_f32 s, y, hi, e`` and ``s - p`` became ``v_fma_f32 -y, hi, s``
    (p = y * hi rounded, e = fma(y, hi, -p) + y * lo) - so s + lo equals
    y*hi + y*lo + (y*hi - p): the rounding error of p counts twice, up to
    2^-24 |y ln x| in the exponent, a relative error of the result.  Each
    instruction on that path was checked against exact arithmetic on the
    worst lanes (ln x to 1.4e-9 relative; every step exact as rounded), so
    the tolerance adds that term: 4 ulp + 2^-24 |y ln x| relative."""
    x = rng(7).uniform(0.01, 10, N).astype(F32)
    y = rng(8).uniform(-6, 6, N).astype(F32)
    contracted = 2.0 ** -24 * np.abs(y.astype(np.float64) * np.log(x.astype(np.float64)))
    _binary("pow_f32", x, y, np.power, 4, rel=contracted)
    _binary("atan2_f32", y, x, lambda a, b: np.arctan2(b, a), 4)


def division_inputs():
    x = rng(9).standard_normal(N).astype(F32) * F32(1e3)
    y = rng(10).standard_normal(N).astype(F32)
    specials = [(1, 1e-40), (1e30, 1e-30), (1e-40, 1e-40), (3e38, 0.25), (1, 3), (0, 0),
                (1, 0), (np.inf, 2), (5e-39, 7e-39), (1e-45, 1e38)]
    for i, (a, b) in enumerate(specials):
        x[i], y[i] = a, b
    return x, y


def test_div_rn_is_correctly_rounded():
    x, y = division_inputs()
    _binary("div_rn_f32", x, y, np.divide, 0)     # f64 quotient rounded once: exact


def test_div_default():
    x, y = division_inputs()
    _binary("div_f32", x, y, np.divide, 2, atol=2 ** -126)


def test_fmod_exact():
    x = rng(11).standard_normal(N).astype(F32) * F32(100)
    y = rng(12).uniform(0.1, 7, N).astype(F32)
    out, = elementwise("fmod_f32", x, y)
    np.testing.assert_array_equal(out, np.fmod(x, y))


def test_minmax_clamp_per_lane():
    x = rng(13).uniform(-2, 2, N).astype(F32)
    y = rng(14).uniform(-2, 2, N).astype(F32)
    x[::7] = np.nan                                 # NaN lanes must not change the others
    x[1:4] = [3e9, -3e9, 0.1]
    out, = elementwise("minmax_f32", x, y)
    ok = ~np.isnan(x)
    want = np.clip(np.maximum(x, y), -0.75, 0.5) + np.minimum(x, y)
    np.testing.assert_array_equal(out[ok], want[ok])


def test_div_f64_exact():
    x = rng(15).standard_normal(N) * 1e10
    y = rng(16).standard_normal(N)
    x[:4], y[:4] = [1, 1e300, 5e-324, 1], [3, 1e-300, 3, 1e-310]
    out, = elementwise("div_f64", x, y, out_dtype=np.float64)
    with np.errstate(all="ignore"):
        np.testing.assert_array_equal(out, x / y)


def test_log_exp_sqrt_f64():
    x = rng(17).uniform(1e-3, 100, N)
    out, = elementwise("log_exp_sqrt_f64", x, out_dtype=np.float64)
    want = np.log(x) + np.exp(x * 0.25) + np.sqrt(x)
    np.testing.assert_allclose(out, want, rtol=4e-16 * 4, atol=1e-15)


def test_fma_mix_exact():
    x = rng(18).standard_normal(N).astype(np.float16)
    y = rng(19).standard_normal(N).astype(np.float16)
    z = rng(20).standard_normal(N).astype(F32)
    out, = elementwise("fma_mix", x, y, z)
    # f16 x f16 is exact in f32, so one rounding of the sum either way
    np.testing.assert_array_equal(out, x.astype(F32) * y.astype(F32) + z)


def bf16_bits(x32):
    """Round-to-nearest-even f32 -> bf16 bits (NaN kept quiet)."""
    b = np.asarray(x32, F32).view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    return np.where(np.isnan(x32), np.uint16(0x7FC0), r)


def bf16_value(bits):
    return (bits.astype(np.uint32) << 16).view(F32)


def test_bf16_math():
    xb = bf16_bits(rng(21).uniform(-3, 3, N).astype(F32))
    yb = bf16_bits(rng(22).uniform(-3, 3, N).astype(F32))
    x, y = bf16_value(xb), bf16_value(yb)
    out, = elementwise("bf16_math", xb.view(np.uint16), yb.view(np.uint16), out_dtype=np.uint16)
    r = bf16_value(bf16_bits(np.where(x > y, x * y, x + y)))    # one bf16 rounding each
    want = np.exp(r.astype(np.float64))
    got = bf16_value(out)
    # exp's f32 error, then one bf16 rounding: within 1 bf16 ulp
    assert np.all(np.abs(got - want) <= np.abs(want) * 2 ** -7)


def test_f16_math():
    x = rng(23).uniform(-4, 4, N).astype(np.float16)
    y = rng(24).uniform(-4, 4, N).astype(np.float16)
    out, = elementwise("f16_math", x, y, out_dtype=np.float16)
    xd, yd = x.astype(np.float64), y.astype(np.float64)
    # x*y - x may be fused (one rounding) or not: both are right
    for prod in ((xd * yd - xd).astype(np.float16),
                 ((x * y).astype(np.float64) - xd).astype(np.float16)):
        want = (np.maximum(prod, y).astype(np.float64) + np.minimum(x, -y)).astype(np.float16)
        if np.array_equal(out, want):
            return
    np.testing.assert_array_equal(out, want)


# --- integers ------------------------------------------------------------------------

INT_TYPES = ["i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"]
DTYPE = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "u8": np.uint8,
         "u16": np.uint16, "u32": np.uint32, "u64": np.uint64, "fp16": np.float16,
         "fp32": F32, "fp64": np.float64, "bf16": np.uint16, "fp8e4nv": np.uint8,
         "fp8e5": np.uint8}


def random_ints(dtype, n, seed, nonzero=False):
    info = np.iinfo(dtype)
    x = rng(seed).integers(info.min, info.max, n, dtype=dtype, endpoint=True)
    small = rng(seed + 1).integers(max(info.min, -100), 100, n).astype(dtype)
    x[::3] = small[::3]                     # small values too: quotients > 0
    if nonzero:
        x[x == 0] = 7
    return x


@pytest.mark.parametrize("t", INT_TYPES)
def test_integer_division(t):
    dtype = DTYPE[t]
    x = random_ints(dtype, N, 30)
    y = random_ints(dtype, N, 40, nonzero=True)
    if np.issubdtype(dtype, np.signedinteger):
        y[(x == np.iinfo(dtype).min) & (y == -1)] = 3      # the overflowing quotient
    q, r = elementwise(f"intdiv_{t}", x, y, out_dtype=dtype, outputs=2)
    xi, yi = [int(v) for v in x], [int(v) for v in y]
    # C semantics: the quotient rounds toward zero, the remainder takes x's sign
    wq = [abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1) for a, b in zip(xi, yi)]
    wr = [a - qq * b for a, b, qq in zip(xi, yi, wq)]
    assert [int(v) for v in q] == wq
    assert [int(v) for v in r] == wr


@pytest.mark.parametrize("t", ["i8", "i16", "i32", "i64"])
def test_bit_operations(t):
    dtype = DTYPE[t]
    bits = np.iinfo(dtype).bits
    x, y = random_ints(dtype, N, 50), random_ints(dtype, N, 60)
    out, = elementwise(f"bitops_{t}", x, y, out_dtype=dtype)

    def wrap(v):
        v &= (1 << bits) - 1
        return v - (1 << bits) if v >> (bits - 1) else v
    want = [wrap(((a & b) ^ (a | 5)) + (a << 3) - (b >> 2) + a * b)
            for a, b in zip((int(v) for v in x), (int(v) for v in y))]
    assert [int(v) for v in out] == want


def test_clz_popc():
    x = random_ints(np.int32, N, 70)
    x[:3] = [0, -1, 1]
    out, = elementwise("clz_popc_i32", x, out_dtype=np.int32)
    u = [int(v) & 0xFFFFFFFF for v in x]
    want = [(32 - v.bit_length()) * 64 + bin(v).count("1") for v in u]
    assert [int(v) for v in out] == want


def test_umulhi():
    x, y = random_ints(np.uint32, N, 80), random_ints(np.uint32, N, 90)
    out, = elementwise("umulhi_u32", x, y, out_dtype=np.uint32)
    assert [int(v) for v in out] == [(int(a) * int(b)) >> 32 for a, b in zip(x, y)]


# --- conversions -----------------------------------------------------------------------

def fp8_values(exponent_bits, bias, fn):
    """Every fp8 code's value (NaN for NaN codes); ``fn``: e4m3fn's layout
    (no infinities, one NaN mantissa), else IEEE-like (e5m2)."""
    mant_bits = 7 - exponent_bits
    out = []
    for code in range(256):
        sign = -1 if code & 0x80 else 1
        e = (code >> mant_bits) & ((1 << exponent_bits) - 1)
        m = code & ((1 << mant_bits) - 1)
        top = (1 << exponent_bits) - 1
        if fn and e == top and m == (1 << mant_bits) - 1:
            out.append(math.nan)
        elif not fn and e == top:
            out.append(math.nan if m else sign * math.inf)
        elif e == 0:
            out.append(sign * m * 2.0 ** (1 - bias - mant_bits))
        else:
            out.append(sign * (1 + m / (1 << mant_bits)) * 2.0 ** (e - bias))
    return np.array(out)


E4M3_VALUES = fp8_values(4, 7, True)
E5M2_VALUES = fp8_values(5, 15, False)


def fp8_encode(x, values, max_normal):
    """Nearest code, ties to the even code; beyond the largest normal:
    saturate to it (MODE.FP16_OVFL, which Triton sets); NaN -> NaN."""
    finite = [c for c in range(256) if math.isfinite(values[c])]
    out = []
    shape = np.shape(x)
    for v in np.asarray(x, np.float64).ravel():
        if math.isnan(v):
            out.append(0x7F if values is E4M3_VALUES else 0x7E)
            continue
        v = min(max(v, -max_normal), max_normal)
        best = min(finite, key=lambda c: (abs(Fraction(values[c]) - Fraction(v)), c & 1,
                                          (values[c] == 0 and math.copysign(1, v) != math.copysign(1, values[c]))))
        out.append(best)
    return np.array(out, dtype=np.uint8).reshape(shape)


def test_convert_f32_to_fp8_saturates_and_ties_to_even():
    x = rng(100).uniform(-500, 500, N).astype(F32)
    x[:8] = [464.0, -464.0, 500.0, -1000.0, 448.0, 0.0, 2 ** -9, 3 * 2 ** -10]
    out, = elementwise("convert_fp32_fp8e4nv", x, out_dtype=np.uint8)
    np.testing.assert_array_equal(out, fp8_encode(x, E4M3_VALUES, 448.0))
    y = rng(101).uniform(-50000, 50000, N).astype(F32)
    out, = elementwise("convert_fp32_fp8e5", y, out_dtype=np.uint8)
    np.testing.assert_array_equal(out, fp8_encode(y, E5M2_VALUES, 57344.0))


@pytest.mark.parametrize("t,values", [("fp8e4nv", E4M3_VALUES), ("fp8e5", E5M2_VALUES)])
def test_convert_fp8_to_f32_every_code(t, values):
    codes = np.arange(256, dtype=np.uint8)
    out, = elementwise(f"convert_{t}_fp32", codes)
    assert_ulp(out, values, 0)


CONVERSIONS = {
    "convert_fp32_fp16": (lambda r: (r.standard_normal(N) * 3e4).astype(F32),
                          lambda x: x.astype(np.float16)),
    "convert_fp32_bf16": (lambda r: (r.standard_normal(N) * 1e20).astype(F32),
                          lambda x: bf16_bits(x)),
    "convert_fp16_fp32": (lambda r: np.arange(N, dtype=np.uint16).view(np.float16) * 0
                          + r.standard_normal(N).astype(np.float16), lambda x: x.astype(F32)),
    "convert_bf16_fp32": (lambda r: r.integers(0, 1 << 16, N).astype(np.uint16),
                          lambda x: bf16_value(x)),
    "convert_fp32_fp64": (lambda r: r.standard_normal(N).astype(F32) * F32(1e30),
                          lambda x: x.astype(np.float64)),
    "convert_fp64_fp32": (lambda r: r.standard_normal(N) * 1e-39, lambda x: x.astype(F32)),
    "convert_fp32_i32": (lambda r: (r.standard_normal(N) * 1e8).astype(F32),
                         lambda x: np.trunc(x).astype(np.int32)),
    "convert_fp32_u8": (lambda r: r.uniform(0, 255.99, N).astype(F32),
                        lambda x: np.trunc(x).astype(np.uint8)),
    "convert_i64_fp32": (lambda r: random_ints(np.int64, N, 5), lambda x: x.astype(F32)),
    "convert_u32_fp32": (lambda r: random_ints(np.uint32, N, 6), lambda x: x.astype(F32)),
    "convert_i16_fp16": (lambda r: random_ints(np.int16, N, 7), lambda x: x.astype(np.float16)),
    "convert_fp16_i16": (lambda r: np.clip(r.standard_normal(N) * 1e4, -32000, 32000).astype(np.float16),
                         lambda x: np.trunc(x).astype(np.int16)),
    "convert_i8_fp32": (lambda r: random_ints(np.int8, N, 8), lambda x: x.astype(F32)),
    "convert_fp64_i64": (lambda r: r.standard_normal(N) * 1e15,
                         lambda x: np.trunc(x).astype(np.int64)),
}


@pytest.mark.parametrize("name", sorted(CONVERSIONS))
def test_conversions(name):
    make, ref = CONVERSIONS[name]
    x = make(rng(110))
    want = np.asarray(ref(x))
    dst = name.split("_")[-1]
    out, = elementwise(name, x, out_dtype=DTYPE[dst])
    np.testing.assert_array_equal(out.view(want.dtype) if out.dtype != want.dtype else out, want)


def test_convert_f64_roundtrip():
    x = rng(111).standard_normal(N).astype(F32)
    out, = elementwise("convert_f64_roundtrip", x)
    assert_ulp(out, x.astype(np.float64) * 3.0 + 0.1, 1)


def test_clamp_to_i8():
    x = rng(112).uniform(-300, 300, N).astype(F32)
    out, = elementwise("clamp_to_i8", x, out_dtype=np.int8)
    np.testing.assert_array_equal(out, np.trunc(np.clip(x, -128, 127)).astype(np.int8))


# --- reductions, scans, sorts --------------------------------------------------------

def test_row_sum_max_argmax():
    rows, cols = 6, 300
    x = rng(120).standard_normal((rows, cols)).astype(F32)
    s, mx, arg = run("row_sum_max", rows, [x, np.zeros(rows, F32), np.zeros(rows, F32),
                                            np.zeros(rows, np.int32), cols])[1:]
    assert np.all(np.abs(s - x.astype(np.float64).sum(1)) <= cols * 2 ** -24 * np.abs(x).sum(1))
    np.testing.assert_array_equal(mx, x.max(1))
    np.testing.assert_array_equal(arg, x.argmax(1))


def test_row_int_reduce_i8():
    rows, cols = 5, 200
    x = random_ints(np.int8, rows * cols, 121).reshape(rows, cols)
    s, mn = run("row_int_reduce_i8", rows, [x, np.zeros(rows, np.int32), np.zeros(rows, np.int8),
                                             cols])[1:]
    np.testing.assert_array_equal(s, x.astype(np.int32).sum(1))
    np.testing.assert_array_equal(mn, x.min(1))


def test_cumsum():
    rows, cols = 4, 200
    x = rng(122).standard_normal((rows, cols)).astype(F32)
    out, = run("row_cumsum_f32", rows, [x, np.zeros_like(x), cols])[1:]
    want = np.cumsum(x.astype(np.float64), axis=1)
    np.testing.assert_allclose(out, want, atol=cols * 2 ** -24 * np.abs(x).sum())
    xi = random_ints(np.int32, rows * 500, 123).reshape(rows, 500)
    out, = run("row_cumsum_i32", rows, [xi, np.zeros_like(xi), 500])[1:]
    np.testing.assert_array_equal(out, np.cumsum(xi, axis=1, dtype=np.int32))


def test_sort():
    rows = 3
    xi = random_ints(np.int32, rows * 128, 124).reshape(rows, 128)
    out, = run("row_sort_i32", rows, [xi, np.zeros_like(xi)])[1:]
    np.testing.assert_array_equal(out, np.sort(xi, axis=1))
    xf = rng(125).standard_normal((rows, 256)).astype(F32)
    out, = run("row_sort_f32", rows, [xf, np.zeros_like(xf)])[1:]
    np.testing.assert_array_equal(out, np.sort(xf, axis=1))


# --- atomics, locks, loops, gathers --------------------------------------------------

def test_atomics_add_max_min():
    x = rng(130).integers(-50, 50, N).astype(F32)
    acc = np.zeros(12, F32)
    acc.view(np.int32)[4:8] = np.iinfo(np.int32).min
    acc.view(np.int32)[8:12] = np.iinfo(np.int32).max
    _, got = run("atomics", -(-N // 256), [x, acc, N])
    bucket = np.arange(N) % 4
    np.testing.assert_array_equal(got[:4], [x[bucket == b].sum() for b in range(4)])
    gi = got.view(np.int32)
    np.testing.assert_array_equal(gi[4:8], [x[bucket == b].max() for b in range(4)])
    np.testing.assert_array_equal(gi[8:12], [x[bucket == b].min() for b in range(4)])


def test_atomic_xchg_is_a_permutation():
    x = np.arange(1, N + 1, dtype=np.int32)
    _, old, slot = run("atomic_xchg", -(-N // 256), [x, np.zeros(N, np.int32),
                                                      np.zeros(1, np.int32), N])
    assert sorted(old.tolist() + slot.tolist()) == [0] + x.tolist()


def test_spin_lock_programs_make_progress():
    programs, rounds = 8, spec("spin_lock")["constexprs"]["ROUNDS"]
    lock, counter, log = run("spin_lock", programs,
                             [np.zeros(1, np.int32), np.zeros(1, np.int32),
                              np.full(programs * rounds, -1, np.int32)], check_races=False)
    assert lock[0] == 0 and counter[0] == programs * rounds
    assert sorted(log.tolist()) == sorted(list(range(programs)) * rounds)


def test_flag_wait():
    data, flag, out = run("flag_wait", 2, [np.zeros(64, np.int32), np.zeros(1, np.int32),
                                           np.zeros(64, np.int32)], check_races=False)
    np.testing.assert_array_equal(out, (np.arange(64) * 3 + 1) * 2)


def test_while_loop_collatz():
    x = np.arange(1, N + 1, dtype=np.int32)
    out, = elementwise("while_collatz", x, out_dtype=np.int32)
    want = []
    for v in x.tolist():
        steps = 0
        while v > 1:
            v = 3 * v + 1 if v & 1 else v // 2
            steps += v > 1
        want.append(steps)
    assert out.tolist() == want


def test_early_exit():
    x = rng(131).standard_normal(N).astype(F32)
    out, = elementwise("early_exit", x)
    pid = np.arange(N) // 256
    init = np.full(N, 0x55, np.uint8).astype(F32)
    np.testing.assert_array_equal(out, np.where(pid % 3 == 1, init, x * 2 + 1))


def test_gather():
    x = rng(132).standard_normal(N).astype(F32)
    idx = rng(133).integers(0, N, N).astype(np.int32)
    out, = elementwise("gather_f32", x, idx)
    np.testing.assert_array_equal(out, x[idx])


# --- dots ------------------------------------------------------------------------------

def small_ints(shape, seed, lo=-4, hi=4):
    return rng(seed).integers(lo, hi + 1, shape).astype(np.float64)


DOTS = sorted(p.stem for p in HERE.glob("dot_*.json"))


@pytest.mark.parametrize("name", DOTS)
def test_dot(name):
    s = spec(name)
    c = s["constexprs"]
    bm, bn, bk = c["BLOCK_M"], c["BLOCK_N"], c["BLOCK_K"]
    M, N_, K = 2 * bm, 2 * bn, 2 * bk
    t = s["arguments"][0][1].lstrip("*")
    a, b = small_ints((M, K), 140), small_ints((K, N_), 141)
    if t == "fp16":
        ha, hb = a.astype(np.float16), b.astype(np.float16)
    elif t == "bf16":
        ha, hb = bf16_bits(a.astype(F32)), bf16_bits(b.astype(F32))
    elif t in ("fp8e4nv", "fp8e5"):
        values = E4M3_VALUES if t == "fp8e4nv" else E5M2_VALUES
        ha, hb = fp8_encode(a, values, 448), fp8_encode(b, values, 448)
    elif t == "i8":
        a, b = small_ints((M, K), 142, -100, 100), small_ints((K, N_), 143, -100, 100)
        ha, hb = a.astype(np.int8), b.astype(np.int8)
    else:
        a = rng(144).standard_normal((M, K))
        b = rng(145).standard_normal((K, N_))
        ha, hb = a.astype(F32), b.astype(F32)
        a, b = ha.astype(np.float64), hb.astype(np.float64)
    out_dtype = np.int32 if t == "i8" else F32
    got = run(name, (M // bm, N_ // bn), [ha, hb, np.zeros((M, N_), out_dtype), M, N_, K])[2]
    want = a @ b
    if t == "fp32":
        assert np.all(np.abs(got - want) <= K * 2 ** -23 * (np.abs(a) @ np.abs(b)))
    else:
        np.testing.assert_array_equal(got, want.astype(out_dtype))  # small integers: exact
