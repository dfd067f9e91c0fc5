"""The attention families (gcnasm.hip.families.attention): --site auto for
AMD's fmha kernels, checked on the emulator against float64 numpy."""

import math
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli
from gcnasm.hip import families, generated
from gcnasm.hip.families.attention import attention
from gcnasm.hip.families.attention_bwd import dq_shuffle_position, unshuffle_dq
from gcnasm.hip.dtypes import dtype as lookup_dtype
from gcnasm.hip.module import describe_image, read_image

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
FWD = CORPUS / "fmha_v3_fwd"
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason="the aiter corpus is not on this machine")
DEVICE = {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20, "max_threads_per_block": 1024}


def _info(path):
    _, kernels = describe_image(*read_image(path))
    return next(iter(kernels.values()))


# --- the mathematics, against a plain per-row formula -----------------------------

def _row_by_row(q, k, v, scale, causal, window=None):
    """softmax row by row with math.exp (no numpy broadcasting), LSE natural;
    ``window`` = (left, right): row i sees keys i - left .. i + right."""
    sq, sk = len(q), len(k)
    o, lse = np.zeros((sq, v.shape[1])), np.zeros(sq)
    for i in range(sq):
        keys = [j for j in range(sk) if (not causal or j <= i + sk - sq)
                and (window is None or i - window[0] <= j <= i + window[1])]
        s = [float(np.dot(q[i], k[j])) * scale for j in keys]
        m = max(s)
        w = [math.exp(x - m) for x in s]
        total = math.fsum(w)
        o[i] = sum(wj * v[j] for wj, j in zip(w, keys)) / total
        lse[i] = m + math.log(total)
    return o, lse


@pytest.mark.parametrize("causal,sq,sk", [(False, 7, 11), (True, 9, 9), (True, 5, 12)])
def test_attention_matches_row_by_row(causal, sq, sk):
    rng = np.random.default_rng(1)
    q, k, v = rng.normal(size=(sq, 8)), rng.normal(size=(sk, 8)), rng.normal(size=(sk, 4))
    o, lse = attention(q, k, v, 0.35, causal)
    want_o, want_lse = _row_by_row(q, k, v, 0.35, causal)
    assert np.allclose(o, want_o, atol=1e-12) and np.allclose(lse, want_lse, atol=1e-12)


def test_attention_fp8_p_rounding_is_a_rounding():
    """Rounding P to e4m3 per kv tile moves O by the size of e4m3's step
    (2^-3 relative), never more, and leaves LSE exact."""
    rng = np.random.default_rng(2)
    q, k, v = rng.normal(size=(16, 32)), rng.normal(size=(64, 32)), rng.normal(size=(64, 8))
    exact, lse = attention(q, k, v, 0.2, False)
    for tile in (16, 64):
        rounded, lse2 = attention(q, k, v, 0.2, False, p_fp8_tile=tile)
        assert (lse2 == lse).all()
        err = np.abs(rounded - exact).max() / np.abs(exact).max()
        assert 1e-4 < err < 2 ** -3


def test_seqstarts_generator():
    out = generated.generate("seqstarts", {"COUNT": 5, "MAX": 200, "MIN": 100}, seed=3)
    lengths, starts = out["lengths"], out["starts"]
    assert len(lengths) == 5 and ((100 <= lengths) & (lengths <= 200)).all() and 200 in lengths
    assert starts[0] == 0 and (np.diff(starts) == lengths).all()
    again = generated.generate("seqstarts", {"COUNT": 5, "MAX": 200, "MIN": 100}, seed=3)
    assert (again["starts"] == starts).all()
    with pytest.raises(ValueError):
        generated.generate("seqstarts", {"COUNT": 0, "MAX": 200}, seed=0)


# --- the emulator fix this family needed (v_cvt_pk_fp8_f32 op_sel) ------------------

def test_cvt_pk_fp8_op_sel_writes_the_high_half():
    """llvm-mc encodes ``op_sel:[0,0,1]`` as bit 14 (VOP3 op_sel[3], the
    destination half); the instruction keeps the other half.  The emulator
    runs llvm-mc's bytes, not gcnasm's own encoding."""
    from gcnasm.toolchain import exec_argv
    from gcnasm.emu.machine import run
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.state import EXEC, Waves
    try:
        argv = exec_argv("llvm-mc")
    except Exception as exc:                        # noqa: BLE001
        pytest.skip(f"llvm-mc not available: {exc}")
    text = "v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]\nv_cvt_pk_fp8_f32 v4, v2, v3\ns_endpgm\n"
    out = subprocess.run(argv + ["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "-show-encoding"],
                         input=text, capture_output=True, text=True, check=True).stdout
    codes = [bytes(int(b, 16) for b in re.findall(r"0x([0-9a-f]{2})", m))
             for m in re.findall(r"encoding: \[([^\]]*)\]", out)]
    assert codes[0][1] & 0x40 and not codes[1][1] & 0x40      # bit 14: op_sel[3]
    st = Waves(1, 8, 4, np.zeros(1, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    st.v[1] = st.v[4] = 0x0000ABCD
    st.v[2] = np.float32(1.0).view(np.uint32)
    st.v[3] = np.float32(-2.0).view(np.uint32)
    run(Program(b"".join(codes), Context("oracle", 0x10000, Memory())), st, 0)
    # e4m3: 1.0 = 0x38, -2.0 = 0xC0; {src1, src0} in the selected half
    assert int(st.v[1].ravel()[0]) == 0xC038ABCD
    assert int(st.v[4].ravel()[0]) == 0x0000C038


# --- sites --------------------------------------------------------------------------

@needs_corpus
def test_sites_for_fwd_names_variants(capsys):
    assert cli.main(["sites", "--for", str(FWD / "fwd_hd128_bf16_causal_group.co")]) == 0
    out = capsys.readouterr().out
    assert "family fmha_v3_fwd" in out and "causal (bottom-right)" in out and "group" in out
    assert "fmha_fwd_tail" in out and "fmha_fwd_mha" in out
    # AMD's symbol _ZN5aiter24fmha_fwd_hd128_fp8_gfx950E carries a wrong
    # length: the family still knows it
    info = _info(FWD / "fwd_hd128_fp8.co")
    sites = families.family_sites(info.name, info.metadata)
    assert [s.name for s in sites] == ["fmha_fwd", "fmha_fwd_tail", "fmha_fwd_mha"]
    resolved = sites[0].resolve(DEVICE)
    assert resolved.grid == (1, 2, 2) and resolved.block == (512, 1, 1)
    assert resolved.buffers["descale_q"].shape == (1,)


@needs_corpus
def test_group_causal_grid_and_seqlens():
    info = _info(FWD / "fwd_hd128_bf16_causal_group.co")
    site = families.family_sites(info.name, info.metadata)[0].resolve(DEVICE)
    assert site.grid == (2, 2, 1)               # (H, B, 2 q tiles merged: head and tail)
    starts = site.generated["cu_seqlens_q"]
    assert starts[0] == 0 and max(np.diff(starts)) == site.dims["SQ"]
    assert (site.generated["cu_seqlens_k"] == starts).all()


@needs_corpus
def test_fwd_bf16_reference_on_emulator(capsys):
    f = str(FWD / "fwd_hd128_bf16.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:fmha_fwd"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference fmha_fwd") == 2 and "FAIL" not in out


@needs_corpus
def test_reference_catches_a_wrong_mask():
    """Not a mirror of the kernel: telling the reference a non-causal
    kernel is causal fails O (LSE too)."""
    from gcnasm.hip.module import Module
    from gcnasm.hip.sites import site_from_dict
    from gcnasm.workflow.backends import open_backend
    from gcnasm.workflow.reference import check_site
    f = FWD / "fwd_hd128_bf16.co"
    info = _info(f)
    entry = families.matches(info.name, info.metadata)[0].sites[0]
    entry = dict(entry, dims=dict(entry["dims"], B=1, H=1),
                 reference=dict(entry["reference"], causal=True))
    site = site_from_dict(entry, "test")
    with open_backend("emu") as gpu:
        with Module(gpu, *read_image(f)) as module:
            checks = check_site(gpu, module.kernel(), site.resolve(DEVICE))
    assert not any(c.passed for c in checks)


# --- the hd256 fp8 kernels' approximate exp2 (attention.FAST_EXP2_*) -------------------

def _fast_exp2(x):
    """The hd256 fp8 kernels' fast path: fp32 bits = cvt_u32(x * 2^23 + C),
    C = 0x4e7de250 read as fp32 (v_fma_f32 then v_cvt_u32_f32)."""
    c = float(np.array([0x4E7DE250], dtype=np.uint32).view(np.float32)[0])
    v = (np.asarray(x, dtype=np.float64) * 2.0 ** 23 + c).astype(np.float32)
    return np.floor(v).astype(np.uint32).view(np.float32).astype(np.float64)


def test_fast_exp2_bounds_give_the_lse_tolerance():
    """The ratio of the fast exp2 to 2^x spans [0.96061, 1.01966] (x = 0
    gives 0.97101: a row of equal scores loses 2.9% of each fast tile's
    keys); a row sum from such P errs by ln(1/0.96061) = 0.0402 in LSE at
    most, which the hd256 fp8 sites' LSE tolerance covers down to
    max|LSE| = ln 192 (their smallest)."""
    from gcnasm.hip.families.attention import FAST_EXP2_LSE_TOLERANCE, FAST_EXP2_RATIO
    x = np.linspace(-20.0, 0.0, 400001)
    ratio = _fast_exp2(x) / np.exp2(x)
    assert abs(ratio.min() - FAST_EXP2_RATIO[0]) < 1e-5
    assert abs(ratio.max() - FAST_EXP2_RATIO[1]) < 1e-5
    assert abs(_fast_exp2(0.0) - 0.97101) < 1e-5
    worst = max(-math.log(FAST_EXP2_RATIO[0]), math.log(FAST_EXP2_RATIO[1]))
    assert 0.040 < worst < 0.0403
    assert worst / math.log(192) <= FAST_EXP2_LSE_TOLERANCE[1]


def test_fp8_hd256_sites_hold_lse_to_the_fast_exp2_bound():
    """LSE to the fast exp2's bound, O as fp8 P inside (the fast tiles'
    P is not the e4m3 rounding the reference mirrors); only hd256 fp8."""
    from gcnasm.hip.families.attention import FAST_EXP2_LSE_TOLERANCE
    from gcnasm.hip.families.paged import FP8_INSIDE
    fast = {"O": list(FP8_INSIDE), "LSE": FAST_EXP2_LSE_TOLERANCE}
    for name, want in (("_ZN5aiter38fmha_fwd_hd256_fp8_causal_group_gfx950E", fast),
                       ("_ZN5aiter31fmha_fwd_hd256_fp8_group_gfx950E", fast),
                       ("_ZN5aiter38fmha_fwd_hd128_fp8_causal_group_gfx950E", None),
                       ("_ZN5aiter38fmha_fwd_hd256_bf16_causal_group_gfx950E", None)):
        for entry in families.matches(name, {})[0].sites:
            assert entry["reference"].get("tolerance") == want, name


def _without_fast_exp2(path: Path, out: Path) -> int:
    """A copy of an hd256 fp8 kernel whose four vote branches
    (s_cbranch_scc1 over the fast path, 16 bytes before each 0x4e7de250
    literal) are unconditional s_branch: v_exp_f32 for every tile."""
    import struct
    data = bytearray(path.read_bytes())
    lit, at, n = struct.pack("<I", 0x4E7DE250), -1, 0
    while (at := data.find(lit, at + 1)) >= 0:
        word = struct.unpack_from("<I", data, at - 16)[0]
        assert word >> 16 == 0xBF85, hex(word)              # s_cbranch_scc1
        struct.pack_into("<I", data, at - 16, (word & 0xFFFF) | 0xBF820000)   # s_branch
        n += 1
    out.write_bytes(bytes(data))
    return n


@needs_corpus
@pytest.mark.parametrize("name,seed,misses", [
    ("fwd_hd256_fp8_causal_group.co", 0, "LSE"),     # rows 864, 865 of head 1: 1.1e-3
    ("fwd_hd256_fp8_group.co", 3, "O"),              # O cos 0.99980, max_rel 0.037
])
def test_fp8_hd256_misses_are_the_fast_exp2(tmp_path, name, seed, misses):
    """The hd256 fp8 kernels miss fp32's LSE / bf16's O tolerance only
    through the approximate exp2: with the vote branches made unconditional
    the same kernel meets both (LSE 1e-7 relative); shipped, it meets the
    fast exp2's tolerance its sites hold it to."""
    from gcnasm.hip.module import Module
    from gcnasm.hip.sites import site_from_dict
    from gcnasm.workflow.backends import open_backend
    from gcnasm.workflow.reference import check_site
    f = FWD / name
    exact = tmp_path / "exact.co"
    assert _without_fast_exp2(f, exact) == 4
    info = _info(f)
    entry = families.matches(info.name, info.metadata)[0].sites[0]
    assert entry["name"] == "fmha_fwd"
    tight = dict(entry, reference={k: v for k, v in entry["reference"].items() if k != "tolerance"})
    got = {}
    with open_backend("emu") as gpu:
        for label, path, e in (("shipped", f, entry), ("shipped tight", f, tight), ("exact", exact, tight)):
            site = site_from_dict(e, "test").resolve(DEVICE, seed=seed)
            with Module(gpu, *read_image(path)) as module:
                got[label] = {c.output: c for c in check_site(gpu, module.kernel(), site, seed=seed)}
    assert all(c.passed for c in got["shipped"].values())
    assert not got["shipped tight"][misses].passed
    assert all(c.passed for c in got["exact"].values())
    assert got["exact"]["LSE"].max_rel < 2e-7


# Every corpus kernel, every site (about 5-20 s each on one core).
KNOWN: dict = {}


def _fwd_kernels():
    names = sorted(p.name for p in FWD.glob("*.co")) if FWD.is_dir() else []
    return [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN
            else n for n in names]


@needs_corpus
@pytest.mark.slow
@pytest.mark.parametrize("name", _fwd_kernels())
def test_every_fwd_kernel_against_numpy(name, capsys):
    f = str(FWD / name)
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 6 and "FAIL" not in out


# --- fmha_v3_bwd ----------------------------------------------------------------------

BWD = CORPUS / "fmha_v3_bwd"


def test_attention_bwd_generator_is_consistent():
    """lse and d are what the forward pass leaves: lse against the
    row-by-row formula, d = rowsum(dO * O) with O from that formula."""
    params = {"B": 1, "H": 2, "HK": 1, "SQ": 6, "SK": 9, "DQ": 8, "DV": 4, "CAUSAL": 2}
    g = generated.generate("attention_bwd", params, seed=5)
    q, k = g["q"].reshape(1, 6, 2, 8), g["k"].reshape(1, 9, 1, 8)
    v, do = g["v"].reshape(1, 9, 1, 4), g["do"].reshape(1, 6, 2, 4)
    scale = float(np.float32(1 / math.sqrt(8)))
    for h in range(2):
        o, lse = _row_by_row(q[0, :, h], k[0, :, 0], v[0, :, 0], scale, True)
        assert np.allclose(g["lse"].reshape(1, 2, 6)[0, h], lse, atol=1e-12)
        assert np.allclose(g["d"].reshape(1, 2, 6)[0, h], (o * do[0, :, h]).sum(1), atol=1e-2)


def _bwd_by_autodiff_free_formula(q, k, v, do, scale, causal, window=None):
    """dQ, dK, dV of sum(O * dO) by finite differences on a tiny problem
    (independent of the closed form the family uses)."""
    def loss(q_, k_, v_):
        o, _ = _row_by_row(q_, k_, v_, scale, causal, window)
        return float((o * do).sum())
    grads = []
    for x in (q, k, v):
        g = np.zeros_like(x)
        for idx in np.ndindex(x.shape):
            e = np.zeros_like(x)
            e[idx] = 1e-6
            args = [q, k, v]
            i = [a is x for a in args].index(True)
            plus, minus = list(args), list(args)
            plus[i], minus[i] = x + e, x - e
            g[idx] = (loss(*plus) - loss(*minus)) / 2e-6
        grads.append(g)
    return grads


@pytest.mark.parametrize("mask", [0, 2, 3])
def test_bwd_reference_is_the_gradient(mask):
    from gcnasm.hip.dtypes import dtype
    fam = families.family("fmha_v3_bwd")
    dims = {"B": 1, "H": 1, "HK": 1, "SQ": 3, "SK": 5, "DQ": 4, "DV": 2, "WL": 1, "WR": 1}
    window = (1, 1) if mask == 3 else None
    g = generated.generate("attention_bwd", dict(dims, CAUSAL=mask), seed=7)
    bf16 = dtype("bf16")
    inputs = {"Q": bf16.encode(g["q"]), "K": bf16.encode(g["k"]), "V": bf16.encode(g["v"]),
              "dO": bf16.encode(g["do"]), "LSE": g["lse"].astype(np.float32),
              "D": g["d"].astype(np.float32)}
    # D from the exact (unrounded) O, so the closed form is the exact gradient
    q, k, v = g["q"].reshape(3, 4), g["k"].reshape(5, 4), g["v"].reshape(5, 2)
    do = g["do"].reshape(3, 2)
    scale = float(np.float32(0.5))
    o, lse = _row_by_row(q, k, v, scale, mask in (1, 2), window)
    assert np.allclose(g["lse"], lse, atol=1e-12)
    inputs["D"] = (o * do).sum(1)
    out = fam.reference(inputs, dims, {"kind": "dqdkdv", "dtype": "bf16", "mask": mask})
    dq, dk, dv = _bwd_by_autodiff_free_formula(q, k, v, do, scale, mask in (1, 2), window)
    assert np.allclose(out["dQ_acc"].reshape(3, 4), dq, atol=2e-5)
    assert np.allclose(out["dK"].reshape(5, 4), dk, atol=2e-5)
    assert np.allclose(out["dV"].reshape(5, 2), dv, atol=2e-5)


@needs_corpus
def test_bwd_sites_only_where_a_site_can_bind():
    def names(f):
        info = _info(BWD / f)
        return [s.name for s in families.family_sites(info.name, info.metadata)]
    assert names("bwd_hd128_bf16_a32_psskddv.co") == ["fmha_bwd_dqdkdv", "fmha_bwd_dqdkdv_tail",
                                                      "fmha_bwd_dqdkdv_gqa"]
    assert names("bwd_hd64_odo_bf16.co") == ["fmha_bwd_odo", "fmha_bwd_odo_tail"]
    assert names("bwd_hd64_bf16_a16_rtna.co")[0] == "fmha_bwd_dqdkdv"
    assert names("bwd_hd128_bf16_swa_a32_rtne_psskddv.co") == ["fmha_bwd_dqdkdv",
                                                               "fmha_bwd_dqdkdv_gqa"]
    # group mode: the seqstart pointers go in with raw_args
    assert names("bwd_hd64_odo_bf16_group.co") == ["fmha_bwd_odo_group"]
    assert names("bwd_hd64_bf16_causal_br_a32_rtz_pssk_group.co") == [
        "fmha_bwd_dqdkdv_group", "fmha_bwd_dqdkdv_group_gqa"]
    # a16 above hd64 write the shuffled bf16 dq_acc that dq_shuffle reads
    assert names("bwd_hd128_bf16_causal_a16_psskddv.co")[0] == "fmha_bwd_dqdkdv"
    assert names("bwd_hd192_dq_shuffle.co") == ["fmha_bwd_dq_shuffle", "fmha_bwd_dq_shuffle_tail"]
    assert names("bwd_hd128_bf16_causal_a16_psskddv_group.co")[0] == "fmha_bwd_dqdkdv_group"
    assert names("bwd_hd128_dq_shuffle_group.co") == ["fmha_bwd_dq_shuffle_group"]


@pytest.mark.parametrize("width", [128, 192])
def test_dq_shuffle_position_is_a_permutation_of_16_row_blocks(width):
    row, col = dq_shuffle_position(48, width)
    assert len(set(zip(row.ravel(), col.ravel()))) == 48 * width
    assert (row // 16 == np.arange(48)[:, None] // 16).all()      # rows stay in their block
    stored = np.arange(48 * width, dtype=float).reshape(48, width)
    plain = unshuffle_dq(stored, width)
    assert (plain[row, col] == stored).all()


@needs_corpus
@pytest.mark.parametrize("name", ["bwd_hd192_dq_shuffle", "bwd_hd128_dq_shuffle_group"])
def test_dq_shuffle_on_emulator(name, capsys):
    """Exact: the layout holds for the kernel that reads it (hd128's was
    measured on the a16 dqdkdv kernel that writes it)."""
    f = str(BWD / f"{name}.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert "reference fmha_bwd_dq_shuffle" in out and "FAIL" not in out and "max_abs=0 " in out


@needs_corpus
@pytest.mark.slow
def test_a16_shuffled_dqdkdv_on_emulator(capsys):
    f = str(BWD / "bwd_hd192_128_bf16_causal_a16_pssk.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:fmha_bwd_dqdkdv"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference fmha_bwd_dqdkdv") == 3 and "FAIL" not in out


@needs_corpus
def test_group_sites_write_seqstart_addresses_over_4_byte_slots():
    import struct
    from gcnasm.hip.comparison import bind_arguments
    from gcnasm.hip.plan import PlannedBuffer, UnloadedKernel
    info = _info(BWD / "bwd_hd64_bf16_causal_a32_rtz_pssk_group.co")
    offsets = {a[".name"]: (a[".offset"], a[".size"]) for a in info.metadata[".args"]}
    assert offsets["ptr_seqstart_q"] == (592, 4)           # declared i32: too small for an address
    site = families.family_sites(info.name, info.metadata)[0].resolve(DEVICE)
    bufs = {n: PlannedBuffer(n, b.nbytes, 0x7E00_0000_0000 + (i << 32))
            for i, (n, b) in enumerate(site.buffers.items())}
    kernarg = bind_arguments(site, UnloadedKernel(info, "group"), bufs)
    for arg, buf in (("ptr_seqstart_q", "cu_seqlens_q"), ("ptr_seqstart_k", "cu_seqlens_k"),
                     ("ptr_seqstart_q_padded", "cu_seqlens_q"), ("ptr_seqstart_k_padded", "cu_seqlens_k")):
        assert struct.unpack_from("<Q", kernarg, offsets[arg][0])[0] == bufs[buf].device_address
    u32 = lambda arg: struct.unpack_from("<I", kernarg, offsets[arg][0])[0]  # noqa: E731
    # totals as seqlen, batch strides 0, LSE/D head stride TQ * 4
    assert (u32("seqlen_q"), u32("BAs_q"), u32("Hs_lsed"), u32("max_seq_len_dq")) == (384, 0, 1536, 192)
    assert site.grid == (1, 2, 2)       # ceil(192 / 192) kv tiles, halved (rounded up) for causal


def test_group_reference_is_the_batch_reference_on_full_sequences():
    """With every sequence at full length the packed layout is the batch
    one re-ordered: the two references agree (dq_acc [H, TQ, D] against
    [B, H, SQ, D], LSE/D [H, TQ] against [B, H, SQ])."""
    fam = families.family("fmha_v3_bwd")
    B, H, HK, S, SK, D = 2, 2, 1, 24, 32, 8
    dims = {"B": B, "H": H, "HK": HK, "SQ": S, "SK": SK, "DQ": D, "DV": D}
    parts = generated.generate("attention_bwd", dict(dims, CAUSAL=2), 5)
    batch = {"Q": parts["q"], "K": parts["k"], "V": parts["v"], "dO": parts["do"],
             "LSE": parts["lse"], "D": parts["d"]}
    enc = lambda a: lookup_dtype("bf16").encode(a)  # noqa: E731
    batch_in = {k: (enc(v) if k in "QKVdO" else v.astype(np.float32)) for k, v in batch.items()}
    want = fam.reference(batch_in, dims, {"kind": "dqdkdv", "dtype": "bf16", "mask": 2})
    group_in = dict(batch_in)
    group_in["LSE"] = batch["LSE"].reshape(B, H, S).transpose(1, 0, 2).astype(np.float32)
    group_in["D"] = batch["D"].reshape(B, H, S).transpose(1, 0, 2).astype(np.float32)
    group_in["cu_seqlens_q"], group_in["cu_seqlens_k"] = np.arange(B + 1) * S, np.arange(B + 1) * SK
    got = fam.reference(group_in, dims, {"kind": "dqdkdv", "dtype": "bf16", "mask": 2, "group": True})
    assert np.allclose(got["dQ_acc"].reshape(H, B, S, D).transpose(1, 0, 2, 3), want["dQ_acc"])
    assert np.allclose(got["dK"].reshape(B, SK, H, D), want["dK"])
    assert np.allclose(got["dV"].reshape(B, SK, H, D), want["dV"])
    # and a mask of the other corner (SK > SQ: top-left is not bottom-right) is not the same gradient
    other = fam.reference(group_in, dims, {"kind": "dqdkdv", "dtype": "bf16", "mask": 1, "group": True})
    assert not np.allclose(other["dK"], got["dK"])


@needs_corpus
@pytest.mark.parametrize("name", ["bwd_hd64_odo_bf16_group", "bwd_hd64_dq_convert_fp16_group"])
def test_group_small_kernels_on_emulator(name, capsys):
    f = str(BWD / f"{name}.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--reference"]) == 0
    out = capsys.readouterr().out
    assert "reference fmha_bwd_" in out and "FAIL" not in out


@needs_corpus
def test_group_dqdkdv_on_emulator(capsys):
    f = str(BWD / "bwd_hd64_bf16_causal_br_a32_rtz_pssk_group.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:fmha_bwd_dqdkdv_group"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference fmha_bwd_dqdkdv_group") == 3 and "FAIL" not in out


@needs_corpus
@pytest.mark.parametrize("name,site", [("bwd_hd64_odo_bf16", "fmha_bwd_odo"),
                                       ("bwd_hd64_dq_convert_bf16", "fmha_bwd_dq_convert")])
def test_bwd_small_kernels_on_emulator(name, site, capsys):
    f = str(BWD / f"{name}.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", f"auto:{site}"]) == 0
    assert "FAIL" not in capsys.readouterr().out


@needs_corpus
@pytest.mark.slow
def test_bwd_dqdkdv_on_emulator(capsys):
    """dK and dV (bf16) pass; the fp32 dq_acc, summed from the kernel's
    bf16 dS, is held to bf16's tolerance (the site's per-output tolerance)."""
    f = str(BWD / "bwd_hd128_bf16_a32_psskddv.co")
    rc = cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                   "--site", "auto:fmha_bwd_dqdkdv"])
    out = capsys.readouterr().out
    lines = {m.group(1): m.group(2) for m in re.finditer(r"fmha_v3_bwd, (\w+)\): \[(\w+)\]", out)}
    assert lines["dK"] == "PASS" and lines["dV"] == "PASS" and lines["dQ_acc"] == "PASS"
    cos = float(re.search(r"dQ_acc\): \[\w+\] cos=([\d.]+)", out).group(1))
    assert cos > 0.99999 and rc == 0


def test_rtz_bwd_sites_hold_truncation_to_its_bound():
    """_rtz kernels truncate P, dS and dQ to bf16 (2^-7 relative, not
    2^-8): their sites hold dQ, dK, dV to max_rel 2e-2; _rtne keeps bf16's."""
    def tol(name):
        info = _info(BWD / f"{name}.co")
        site = families.matches(info.name, info.metadata)[0].sites[-1]
        return site["reference"].get("tolerance")
    if not BWD.is_dir():
        pytest.skip("the aiter corpus is not on this machine")
    assert tol("bwd_hd64_bf16_causal_a16_rtz") == {o: [0.9999, 2e-2] for o in ("dQ", "dK", "dV")}
    assert tol("bwd_hd64_bf16_causal_a16_rtne") is None


def _bf16(x, truncate):
    bits = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    bits = bits if truncate else bits + 0x7FFF + ((bits >> 16) & 1)
    return (bits & 0xFFFF0000).astype(np.uint32).view(np.float32).astype(np.float64)


@needs_corpus
def test_rtz_bwd_kernel_truncates_p_ds_and_dq(capsys, monkeypatch):
    """The evidence for the rtz tolerance: on the gqa site the kernel's
    outputs sit within bf16 accumulation noise of numpy that truncates P,
    dS and dQ (dK, dV rounded to nearest), and 1e-2 from exact numpy."""
    from gcnasm.workflow import reference as reference_module
    got = {}
    accuracy = reference_module.accuracy

    def keep(want, test):
        got.setdefault("pairs", []).append(test.copy())
        return accuracy(want, test)
    monkeypatch.setattr(reference_module, "accuracy", keep)
    inputs = {}
    fam = families.family("fmha_v3_bwd")
    original = fam.reference

    def keep_inputs(i, dims, params):
        inputs.update(i, dims=dict(dims))
        return original(i, dims, params)
    monkeypatch.setattr(fam, "reference", keep_inputs)
    f = str(BWD / "bwd_hd64_bf16_causal_a16_rtz.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:fmha_bwd_dqdkdv_gqa"]) == 0
    d = inputs["dims"]
    B, H, HK, S, D = d["B"], d["H"], d["HK"], d["SQ"], d["DQ"]
    bf16 = lookup_dtype("bf16")
    q = bf16.decode(inputs["Q"]).astype(np.float64).reshape(B, S, H, D)
    k = bf16.decode(inputs["K"]).astype(np.float64).reshape(B, S, HK, D)
    v = bf16.decode(inputs["V"]).astype(np.float64).reshape(B, S, HK, D)
    do = bf16.decode(inputs["dO"]).astype(np.float64).reshape(B, S, H, D)
    lse = inputs["LSE"].astype(np.float64).reshape(B, H, S)
    dsum = inputs["D"].astype(np.float64).reshape(B, H, S)
    scale = float(np.float32(1 / np.sqrt(D)))
    outs = {n: np.zeros((B, S, H, D)) for n in ("exact_dQ", "dQ", "dK", "dV")}
    causal = np.arange(S)[None, :] <= np.arange(S)[:, None]
    for b in range(B):
        for h in range(H):
            p = np.where(causal, np.exp(q[b, :, h] @ k[b, :, h // (H // HK)].T * scale
                                        - lse[b, h][:, None]), 0.0)
            ds = p * (do[b, :, h] @ v[b, :, h // (H // HK)].T - dsum[b, h][:, None])
            outs["exact_dQ"][b, :, h] = ds @ k[b, :, h // (H // HK)] * scale
            pt, dst = _bf16(p, True), _bf16(ds, True)
            outs["dQ"][b, :, h] = _bf16(dst @ k[b, :, h // (H // HK)] * scale, True)
            outs["dK"][b, :, h] = _bf16(dst.T @ q[b, :, h] * scale, False)
            outs["dV"][b, :, h] = _bf16(pt.T @ do[b, :, h], False)
    test = dict(zip(("dQ", "dK", "dV"), got["pairs"]))
    top = np.abs(outs["exact_dQ"]).max()
    assert np.abs(test["dQ"].ravel() - outs["exact_dQ"].ravel()).max() / top > 8e-3
    for name in ("dQ", "dK", "dV"):
        rel = np.abs(test[name].ravel() - outs[name].ravel()).max() / np.abs(outs[name]).max()
        assert rel < 1.5e-3, (name, rel)
