"""The fmha_v4_fwd family (gcnasm.hip.families.attention_v4): FmhaV4Kernarg
bound through raw_args, the kernels' softmax model, and the emulator
against float64 numpy."""

import struct
from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli
from gcnasm.hip import families
from gcnasm.hip.comparison import bind_arguments
from gcnasm.hip.families.attention import attention
from gcnasm.hip.dtypes import dtype as lookup_dtype
from gcnasm.hip.families.attention_v4 import (KERNARG_BYTES, OFFSET, approx_exp2,
                                              lazy_attention)
from gcnasm.hip.module import describe_image, read_image
from gcnasm.hip.plan import PlannedBuffer, UnloadedKernel

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
V4 = CORPUS / "fmha_v4_fwd"
needs_corpus = pytest.mark.skipif(not V4.is_dir(), reason="the aiter corpus is not on this machine")
DEVICE = {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20, "max_threads_per_block": 1024}


def _info(path):
    _, kernels = describe_image(*read_image(path))
    return next(iter(kernels.values()))


def test_kernarg_offsets_are_aiters_static_asserts():
    # csrc/py_itfs_cu/asm_mha_v4_fwd.cu static_asserts these offsets and the size
    assert KERNARG_BYTES == 656
    assert (OFFSET["ptr_o"], OFFSET["ptr_q"], OFFSET["ptr_k"], OFFSET["ptr_v"]) == (0, 0x10, 0x20, 0x30)
    assert OFFSET["scalar"] == 0x50
    assert (OFFSET["ptr_q_descale"], OFFSET["ptr_k_descale"], OFFSET["ptr_v_descale"]) == (0x200, 0x210, 0x220)


def test_approx_exp2_is_schraudolph():
    """Within 6 % of 2^y, exact at integers up to the bias's offset, and
    monotonic (a piecewise-linear mantissa)."""
    y = np.linspace(-12, 0, 4001)
    got = approx_exp2(y)
    assert np.all(np.abs(got / np.exp2(y) - 1) < 0.062)
    assert np.all(np.diff(got) >= 0)
    # at y = 0 the bits are the bias itself: 2^(-486400 / 2^23) (mantissa 0.942)
    assert approx_exp2(np.array([0.0]))[0] == pytest.approx(struct.unpack("<f", struct.pack("<I", 1064866816))[0])


def test_lazy_attention_is_a_rounding_of_softmax():
    """The kernels' softmax (approximate 2^x, lazy max, e4m3 P) stays within
    fp8 and the approximation's error of the exact one; a tile whose
    logits jump past log2(448) takes the new max (no P overflows e4m3)."""
    rng = np.random.default_rng(3)
    y = rng.normal(size=(32, 300)) * 2
    v = rng.normal(size=(300, 16))
    exact, _ = attention(y, np.eye(300), v, np.log(2.0), False)   # softmax(y ln 2) v
    got = lazy_attention(y, v, 128)
    assert np.abs(got - exact).max() < 0.08 * np.abs(exact).max()
    y[:, 200:210] += 20            # the second tile jumps by 20 > 8.8: rescaled, finite
    got = lazy_attention(y, v, 128)
    exact, _ = attention(y, np.eye(300), v, np.log(2.0), False)
    assert np.isfinite(got).all() and np.abs(got - exact).max() < 0.08 * np.abs(exact).max()


@needs_corpus
def test_sites_and_reasons():
    def sites(name):
        info = _info(V4 / f"fwd_hd128_{name}.co")
        return families.matches(info.name, info.metadata)[0]
    m = sites("i8fp8")
    assert [s["name"] for s in m.sites] == ["fmha_v4_fwd", "fmha_v4_fwd_tail"]
    # every corpus kernel has sites; f4f4's tail site does not match numpy yet
    for name in ("mxfp8", "mxfp4", "f4f4", "f8f6"):
        got = sites(name)
        assert len(got.sites) == 2 and ("tail site fails" in got.why) == (name == "f4f4")


def test_mxfp6_kernels_say_why_they_have_no_site():
    from gcnasm.hip.families.attention_v4 import FMHA_V4_FWD
    m = FMHA_V4_FWD.pattern.fullmatch("_ZN5aiter28fmha_fwd_hd128_mxfp6_gfx950E")
    sites, why = FMHA_V4_FWD.build(m, {".kernarg_segment_size": 656}, [])
    assert sites == [] and "MXFP6 Q/K" in why and "mxfp6_fmha_pack.py" in why


def test_raw_binding_lays_out_fmha_v4_kernarg():
    info = _info(V4 / "fwd_hd128_i8fp8.co")
    (site, _) = families.family_sites(info.name, info.metadata)
    resolved = site.resolve(DEVICE)
    bufs = {n: PlannedBuffer(n, b.nbytes, 0x7E00_0000_0000 + (i << 32))
            for i, (n, b) in enumerate(resolved.buffers.items())}
    kernarg = bind_arguments(resolved, UnloadedKernel(info, "i8fp8"), bufs)
    assert len(kernarg) == 656
    u32 = lambda field: struct.unpack_from("<I", kernarg, OFFSET[field])[0]  # noqa: E731
    assert struct.unpack_from("<Q", kernarg, 0x10)[0] == bufs["Q"].device_address
    assert struct.unpack_from("<Q", kernarg, 0x220)[0] == bufs["descale_v"].device_address
    assert struct.unpack_from("<f", kernarg, 0x50)[0] == pytest.approx(128 ** -0.5)
    # strides in bytes of [B, S, H, 128] int8 Q/K, fp8 V and bf16 O
    assert (u32("s_Seqs"), u32("s_Ts"), u32("s_Hs"), u32("s_Bs")) == (256, 65536, 128, 65536)
    assert (u32("s_o_Seqs"), u32("s_o_Hs"), u32("s_opt"), u32("s_gqa"), u32("s_lse")) == (512, 256, 5, 1, 0)
    assert resolved.grid == (1, 2, 1) and resolved.block == (512, 1, 1)


@needs_corpus
def test_i8fp8_against_numpy_on_emulator(capsys):
    f = str(V4 / "fwd_hd128_i8fp8.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference fmha_v4_fwd") == 2 and "FAIL" not in out


@needs_corpus
def test_mxfp8_against_numpy_on_emulator(capsys):
    """The row sum by v_smfmac against a ones matrix and the scaled fp8 Q.K:
    both need gfx950's 256-bit operand layout (docs/emu.md); races on."""
    f = str(V4 / "fwd_hd128_mxfp8.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--reference", "--site", "auto:fmha_v4_fwd"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference fmha_v4_fwd") == 1 and "FAIL" not in out


def test_mxfp4_k_is_read_in_the_quantizers_tile_order():
    """K written byte by byte at the offsets aiter's MXFP4 K quantizer uses
    (csrc/kernels/mha_v4_quant.cu, KCoalesced: tile * 8192 + chunk * 2048 +
    token * 16 + byte, 32 channels a chunk, low nibble first) is the K the
    reference multiplies: Q one-hot on channel c reads K[key, c]."""
    from gcnasm.hip.families.attention_v4 import _reference
    B, H, SQ, SK = 1, 1, 128, 200
    rng = np.random.default_rng(5)
    codes = rng.integers(0, 16, size=(SK, 128))             # e2m1 codes of K[key, channel]
    codes[:, 0] = 2                                           # channel 0 holds 1.0 everywhere
    raw = np.zeros(2 * 8192, np.uint8)
    for key in range(SK):
        for c in range(0, 128, 2):
            off = (key // 128) * 8192 + (c // 32) * 2048 + (key % 128) * 16 + (c % 32) // 2
            raw[off] = codes[key, c] | (codes[key, c + 1] << 4)
    e2m1 = np.array([0, .5, 1, 1.5, 2, 3, 4, 6, -0., -.5, -1, -1.5, -2, -3, -4, -6])
    q = np.zeros((SQ, 64), np.uint8)
    q[:, 0] = 0x02                                            # 1.0 on channel 0
    probe = 77
    q[1, probe // 2] = 0x02 << (4 * (probe % 2))              # row 1: channel 77 only
    q[1, 0] = 0
    v = np.zeros((SK, 128), np.float64)
    v[:, 0] = 1.0
    e4m3 = lookup_dtype("fp8_e4m3")
    inputs = {"Q": q.reshape(1, SQ, 1, 64), "K": raw, "V": e4m3.encode(v).reshape(1, SK, 1, 128),
              "descale_q": np.full(B * SQ * H * 4 + 512, 127, np.uint8),
              "descale_k": np.full(B * SK * H * 4 + 512, 127, np.uint8),
              "descale_v": np.ones((1, 1, 128), np.float32)}
    # V's channel 1 carries key index bits: one-hot V rows tell which key weighs most
    vv = np.zeros((SK, 128))
    vv[:, 0] = 1.0
    vv[:, 1] = e2m1[codes[:, probe]] / 8
    inputs["V"] = e4m3.encode(vv).reshape(1, SK, 1, 128)
    o = _reference(inputs, {"B": B, "H": H, "SQ": SQ, "SK": SK},
                   {"qk": "fp4", "qk_scale": "e8m0", "v_scale": "channel"})["O"][0, :, 0]
    # row 0: every logit 1.0 (K channel 0 is 1.0): uniform weights
    assert o[0, 0] == pytest.approx(1.0)
    # row 1: logits are K[:, 77]; the weighted mean of V[:, 1] = K[:, 77] / 8
    # is largest only if the logits are the keys' channel-77 values
    y = e2m1[codes[:, probe]]
    w = lazy_attention(y[None, :], vv, 128)[0]
    assert o[1, 1] == pytest.approx(w[1], rel=1e-9)


def test_mxfp4_v_is_read_in_the_packers_order():
    """V written at the offsets of aiter's MXFP4 V packer
    (sage_quant_v_mxfp4_colmajor_kernel: unit 2 * channel_block + half of
    1024 bytes, column c = 16 bytes holding key half * 64 + kperm[c],
    scales at tile * 512 + half * 256 + block * 128 + 8 p + 4 j + cb) reads
    back as the V it was built from."""
    from gcnasm.hip.families.attention_v4 import mxfp4_v
    B, H, SK = 1, 2, 200
    rng = np.random.default_rng(7)
    codes = rng.integers(0, 16, size=(B, H, SK, 128))
    exps = rng.integers(120, 130, size=(B, H, SK // 32 + 1, 128))      # per 32 keys, channel
    tiles = 2
    s = np.arange(64)
    j = s % 32
    kperm = np.empty(64, np.int64)
    kperm[32 * (s // 32) + 4 * (j // 8) + 16 * ((j // 4) % 2) + j % 4] = s
    raw = np.zeros(B * H * tiles * 8192 + 64, np.uint8)
    scale = np.zeros(B * H * tiles * 512 + 1024, np.uint8)
    for h in range(H):
        for tile in range(tiles):
            for unit in range(16):
                cb, quarter = divmod(unit, 4)
                half, block = divmod(quarter, 2)
                for i in range(32):
                    column = block * 32 + i
                    key = tile * 128 + half * 64 + kperm[column]
                    for p in range(16):
                        c = cb * 32 + 2 * p
                        lo, hi = (codes[0, h, key, c], codes[0, h, key, c + 1]) if key < SK else (0, 0)
                        raw[(h * tiles + tile) * 8192 + (2 * cb + half) * 1024 + column * 16 + p] = lo | hi << 4
                for p in range(16):
                    for jj in range(2):
                        key0 = tile * 128 + half * 64 + block * 32
                        e = exps[0, h, key0 // 32, cb * 32 + 2 * p + jj] if key0 < SK else 127
                        scale[(h * tiles + tile) * 512 + half * 256 + block * 128 + 8 * p + 4 * jj + cb] = e
    e2m1 = np.array([0, .5, 1, 1.5, 2, 3, 4, 6, -0., -.5, -1, -1.5, -2, -3, -4, -6])
    want = e2m1[codes] * np.ldexp(1.0, np.repeat(exps, 32, axis=2)[:, :, :SK] - 127)
    got = mxfp4_v(raw, scale, B, H, SK)
    assert np.array_equal(got, want.transpose(0, 2, 1, 3))


def test_mxfp6_v_is_read_in_the_packers_order():
    """V written at the offsets of aiter's MXFP6 V packer (_pack_v_fp6_kernel,
    SEPARATE_OUTPUT: block (channel d, 32-key block kb) -> unit 2 (d // 32) +
    kb // 2 of 1536 bytes, lane row L = 32 (kb % 2) + d % 32 of 24 bytes,
    field f in bits 6 (f % 4) of the 3-byte word f // 4 holding key 64 (kb //
    2) + kvtab[L, f] (_v_direct_kvtab); scale at 512 t + 256 (kb // 2) + 4 L
    + d // 32) reads back as the V it was built from."""
    from gcnasm.hip.families.attention_v4 import mxfp6_v
    B, H, SK, tiles = 1, 1, 256, 2
    lane, field = np.arange(64)[:, None], np.arange(32)[None, :]
    a = 32 * (lane // 32) + field
    a = (a & 0x0F) | ((a & 0x10) << 1) | ((a & 0x20) >> 1)
    kvtab = 32 * ((a % 32) // 16) + 8 * ((a % 16) // 4) + a % 4 + 4 * (a // 32)
    rng = np.random.default_rng(11)
    codes = rng.integers(0, 64, size=(SK, 128))
    exps = rng.integers(120, 130, size=(tiles, 128, 4))
    raw = np.zeros(tiles * 12288 + 256, np.uint8)
    scale = np.zeros(tiles * 512 + 1024, np.uint8)
    want = np.zeros((SK, 128))
    e2m3 = [(m / 8 if e == 0 else 2.0 ** (e - 1) * (1 + m / 8)) for e in range(4) for m in range(8)]
    e2m3 = np.array(e2m3 + [-x for x in e2m3])
    for t in range(tiles):
        for d in range(128):
            for kb in range(4):
                L = 32 * (kb % 2) + d % 32
                keys = t * 128 + 64 * (kb // 2) + kvtab[L]
                base = t * 12288 + (2 * (d // 32) + kb // 2) * 1536 + L * 24
                for g in range(8):
                    word = sum(int(codes[keys[4 * g + i], d]) << (6 * i) for i in range(4))
                    raw[base + 3 * g: base + 3 * g + 3] = [word & 255, word >> 8 & 255, word >> 16]
                scale[t * 512 + (kb // 2) * 256 + 4 * L + d // 32] = exps[t, d, kb]
                want[keys, d] = e2m3[codes[keys, d]] * 2.0 ** (exps[t, d, kb] - 127)
    got = mxfp6_v(raw, scale, B, H, SK)
    assert np.array_equal(got[0, :, 0], want)


@needs_corpus
@pytest.mark.parametrize("name, sites", [("mxfp4", ["fmha_v4_fwd", "fmha_v4_fwd_tail"]),
                                         ("f4f4", ["fmha_v4_fwd"]),
                                         ("f8f6", ["fmha_v4_fwd", "fmha_v4_fwd_tail"])])
def test_mx_kernels_against_numpy_on_emulator(capsys, name, sites):
    """The byte softmax (BYTE_SOFTMAX), aiter's MXFP4 K and V and MXFP6 V
    layouts, f8f6's re-rounded Q and the K/V read ranges of partial tiles."""
    f = str(V4 / f"fwd_hd128_{name}.co")
    picks = [a for site in sites for a in ("--site", f"auto:{site}")]
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"] + picks) == 0
    out = capsys.readouterr().out
    assert out.count("reference fmha_v4_fwd") == len(sites) and "FAIL" not in out


@needs_corpus
def test_dry_run_lists_the_raw_bindings(capsys):
    f = str(V4 / "fwd_hd128_i8fp8.co")
    assert cli.main(["compare", f, f, "--dry-run", "--site", "auto:fmha_v4_fwd"]) == 0
    out = capsys.readouterr().out
    assert "(raw_args: rows below)" in out
    assert "ptr_q_descale  raw address  &descale_q" in out and "s_opt          raw u32      5" in out
