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
from gcnasm.hip.module import describe_image, read_image

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
FWD = CORPUS / "fmha_v3_fwd"
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason="the aiter corpus is not on this machine")
DEVICE = {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20, "max_threads_per_block": 1024}


def _info(path):
    _, kernels = describe_image(*read_image(path))
    return next(iter(kernels.values()))


# --- the mathematics, against a plain per-row formula -----------------------------

def _row_by_row(q, k, v, scale, causal):
    """softmax row by row with math.exp (no numpy broadcasting), LSE natural."""
    sq, sk = len(q), len(k)
    o, lse = np.zeros((sq, v.shape[1])), np.zeros(sq)
    for i in range(sq):
        keys = [j for j in range(sk) if not causal or j <= i + sk - sq]
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


# Every corpus kernel, every site (about 5-20 s each on one core).
KNOWN = {
    # LSE of 2 rows (the last two of a 354-row sequence, head 1) off by
    # 1.1e-3 (max_rel 1.6e-4 > 1e-5); O passes.  Not yet explained.
    "fwd_hd256_fp8_causal_group.co": "LSE of two tail rows off by 1.1e-3",
}


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
