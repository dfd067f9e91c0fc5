"""The MoE families (gcnasm.hip.families.moe) and the moe_sorting routing
generator, checked on AMD's fmoe kernels on the emulator against numpy."""

from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli
from gcnasm.checker import check
from gcnasm.hip import families
from gcnasm.hip.generated import generate
from gcnasm.hip.module import describe_image, read_image

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason="the aiter corpus is not on this machine")


def _info(path):
    _, kernels = describe_image(*read_image(path))
    return next(iter(kernels.values()))


# --- moe_sorting ------------------------------------------------------------------

def _sorting_oracle(topk_ids, topk_weights, experts, block):
    """aiter's op_tests/test_moe_sorting.py run_torch_moe_sorting, restated
    with plain Python lists: entries expert by expert, each run padded to
    the block with the sentinel."""
    tokens, topk = topk_ids.shape
    ids, weights, blocks = [], [], []
    for e in range(experts):
        run = [(t, k) for t in range(tokens) for k in range(topk) if topk_ids[t, k] == e]
        if not run:
            continue
        pad = -len(run) % block
        ids += [t | k << 24 for t, k in run] + [tokens | topk << 24] * pad
        weights += [topk_weights[t, k] for t, k in run] + [0.0] * pad
        blocks += [e] * ((len(run) + pad) // block)
    return ids, weights, blocks


@pytest.mark.parametrize("tokens,topk,experts,block", [(8, 2, 4, 32), (5, 3, 4, 32), (40, 1, 3, 16),
                                                        (3, 4, 8, 4)])
def test_moe_sorting_is_aiters_layout(tokens, topk, experts, block):
    r = generate("moe_sorting", {"TOKENS": tokens, "TOPK": topk, "EXPERTS": experts, "BLOCK": block}, 7)
    ids, w = r["topk_ids"], r["topk_weights"]
    assert ids.shape == (tokens, topk) and all(len(set(row)) == topk for row in ids.tolist())
    np.testing.assert_allclose(w.sum(axis=1), 1.0)
    assert (w > 0).all()
    want_ids, want_w, want_blocks = _sorting_oracle(ids, w, experts, block)
    length = tokens * topk + experts * block - topk             # max_num_tokens_padded
    assert len(r["sorted_token_ids"]) == length
    assert r["sorted_token_ids"][:len(want_ids)].tolist() == want_ids
    assert (r["sorted_token_ids"][len(want_ids):] == (tokens | topk << 24)).all()
    np.testing.assert_array_equal(r["sorted_weights"][:len(want_w)], want_w)
    nblocks = -(-length // block)
    assert r["sorted_expert_ids"].tolist() == want_blocks + [-1] * (nblocks - len(want_blocks))
    assert r["num_valid_ids"].tolist() == [len(want_ids), tokens]


def test_moe_sorting_is_seeded_and_checks_params():
    p = {"TOKENS": 6, "TOPK": 2, "EXPERTS": 5, "BLOCK": 8}
    a, b, c = generate("moe_sorting", p, 1), generate("moe_sorting", p, 1), generate("moe_sorting", p, 2)
    assert (a["sorted_token_ids"] == b["sorted_token_ids"]).all()
    assert not (a["topk_ids"] == c["topk_ids"]).all()
    with pytest.raises(ValueError, match="TOPK <= EXPERTS"):
        generate("moe_sorting", dict(p, TOPK=6), 0)
    with pytest.raises(KeyError, match="BLOCK"):
        generate("moe_sorting", {"TOKENS": 6, "TOPK": 2, "EXPERTS": 5}, 0)


# --- the emulator fix the fmoe kernels needed ----------------------------------------

def test_cvt_pk_fp8_op_sel_writes_the_high_half():
    """``v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]`` (LLVM's three-element
    form; llvm-mc 22 encodes it [0x01,0x40,0xa2,0xd2,0x02,0x07,0x02,0x00],
    op_sel bit 3) writes bits 31:16 and keeps 15:0: the fmoe kernels pack
    four fp8 activations per dword this way."""
    from gcnasm.emu.machine import run
    from gcnasm.emu.memory import Memory
    from gcnasm.emu.program import Context, Program
    from gcnasm.emu.state import EXEC, Waves
    from gcnasm.isa import encode
    line = "v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]"
    assert encode(line) == bytes([0x01, 0x40, 0xa2, 0xd2, 0x02, 0x07, 0x02, 0x00])
    program = Program(encode(line) + encode("s_endpgm"), Context("test", 0x10000, Memory()))
    st = Waves(1, 16, 4, np.zeros(1, dtype=int), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    st.v[1] = 0x1234
    st.v[2] = np.float32(1.0).view(np.uint32)          # e4m3 0x38
    st.v[3] = np.float32(-2.0).view(np.uint32)         # e4m3 0xc0
    run(program, st, 0)
    assert (st.v[1][0] == 0xC0381234).all()


# --- fmoe ---------------------------------------------------------------------------

@needs_corpus
def test_fmoe_sites_from_the_name(capsys):
    f = CORPUS / "fmoe/silu/fmoe_bf16_pertokenFp8_g1u1_silu_1tg_32x128.co"
    assert cli.main(["sites", "--for", str(f)]) == 0
    out = capsys.readouterr().out
    assert "family fmoe" in out and "subGU 32x128" in out
    assert "fmoe             TOKENS=8 TOPK=2 EXPERTS=4 DIM=256 INTER=128" in out
    info = _info(CORPUS / "fmoe/gelu/fmoe_bf16_pertokenInt8_g1u0_vs_gelu_1tg_ps_32x512.co")
    sites = families.family_sites(info.name, info.metadata)
    assert sites[0].dims["INTER"] == 512 and sites[0].dims["PS_TGS"] > 0
    assert sites[0].reference["act"] == "gelu" and not sites[0].reference["g1u1"]


@needs_corpus
def test_fmoe_reference_on_emulator(capsys):
    f = str(CORPUS / "fmoe/silu/fmoe_bf16_pertokenFp8_g1u1_silu_1tg_32x128.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:fmoe"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 1 and "FAIL" not in out


@needs_corpus
@pytest.mark.slow
@pytest.mark.parametrize("name", [
    "silu/fmoe_bf16_pertokenFp8_g1u1_silu_1tg_ps_32x256",       # persistent grid
    "gelu/fmoe_bf16_pertokenInt8_g1u0_gelu_1tg_32x192",         # X per (slot, token), trunc requant
    "silu/fmoe_bf16_pertokenInt8_g1u1_vs_silu_1tg_32x128",
    "silu/fmoe_bf16_pertokenFp8_g1u1_multix_silu_1tg_32x128",   # fc2 smooth scale
    "silu/fmoe_bf16_pertokenFp8_g1u1_vs_tkw1_silu_1tg_32x320",  # weight in stage 1
    "silu/fmoe_fp16_pertokenFp8_g1u1_vs_silu_1tg_32x384",       # fp16 out
    "gelu/fmoe_fp16_pertokenInt8_g1u1_vs_smf_gelu_1tg_32x256",  # a16: X quantised in the kernel
])
def test_fmoe_variants_on_emulator(name, capsys):
    f = str(CORPUS / "fmoe" / f"{name}.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 2 and "FAIL" not in out       # fmoe and fmoe_split


@needs_corpus
def test_fmoe_int8_tkw1_kernels_are_fp8_in_their_code():
    """The 24 kernels named pertokenInt8_g1u1_tkw1 multiply with fp8 MFMAs and
    requantise with 448 (their pertokenInt8 twins: i8 MFMAs, 127): the site
    takes fp8 X and weights, the routing weight on gate and up."""
    from gcnasm.codeobject.codeobject import disassemble
    f = CORPUS / "fmoe/silu/fmoe_bf16_pertokenInt8_g1u1_tkw1_silu_1tg_32x384.co"
    text = disassemble(f)
    assert "v_mfma_f32_16x16x32_fp8_fp8" in text and "v_mfma_i32_16x16x32_i8" not in text
    assert "0x43e00000" in text and "v_cvt_pk_fp8_f32" in text and "v_cvt_f32_i32" not in text
    twin = disassemble(CORPUS / "fmoe/silu/fmoe_bf16_pertokenInt8_g1u1_silu_1tg_32x384.co")
    assert "v_mfma_i32_16x16x32_i8" in twin and "v_mfma_f32_16x16x32_fp8_fp8" not in twin
    info = _info(f)
    site = families.family_sites(info.name, info.metadata)[0]
    assert site.reference["in"] == "fp8_e4m3" and site.reference["tkw1"]
    assert {b.name: b.dtype.name for b in site.buffers}["GU"] == "fp8_e4m3"
    assert "named pertokenInt8, fp8_e4m3 in its code" in site.description


@needs_corpus
def test_fmoe_variants_without_a_site_say_why():
    """Every fmoe code object of the corpus has a site now: a name the family
    refuses (blockscaleFp8 with subGU_n 64, no such kernel) says why."""
    info = _info(CORPUS / "fmoe/silu/fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_32x256.co")
    name = info.name.replace("32x256", "32x64")
    assert families.family_sites(name, info.metadata) == []
    assert "subGU_n 64" in families.no_site_message(name, info.metadata)
    info = _info(CORPUS / "fmoe/gelu/fmoe_bf16_noquantBf16_g1u0_atm_inlv_gelu_1tg_32x512.co")
    assert families.family_sites(info.name, info.metadata)


@needs_corpus
def test_fmoe_stage1_reference_on_emulator(capsys):
    f = str(CORPUS / "fmoe_2stages/fmoe_stage1_bf16_pertokenFp8_g1u1_32x128_3tg_pf2.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert "fmoe_stage1" in out and out.count("reference ") == 1 and "FAIL" not in out


@needs_corpus
@pytest.mark.parametrize("name", ["fmoe_stage1_bf16_pertokenFp8_doweight_g1u1_32x64_4tg_pf2",
                                  "fmoe_stage1_bf16_pertokenInt8_g1u1_32x128_3tg_pf3"])
def test_fmoe_stage1_doweight_and_int8_on_emulator(name, capsys):
    """doweight: SW, declared a 4-byte i32, gets sorted_weights' 8-byte
    address by a raw binding (the reference without the weight fails,
    cos 0.75); int8: the fp8 site's layout with int8 X and weights."""
    f = CORPUS / "fmoe_2stages" / f"{name}.co"
    info = _info(f)
    site = families.family_sites(info.name, info.metadata)[0]
    if "doweight" in name:
        assert site.reference["doweight"]
        assert [dict(r) for r in site.raw_args] == [{"offset": 352, "buffer": "sorted_weights", "name": "SW"}]
    assert cli.main(["compare", str(f), str(f), "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 1 and "FAIL" not in out


@needs_corpus
def test_fmoe_stage1_blockscale_fp8_out_with_scales_appended(capsys):
    """per_1x128 stage 1: fp8 X with transposed 1x128 scales, 128x128
    weight scales; O holds fp8 values then their fp32 1x128 scales (read
    apart by the reference's two views).  Both sites pass exactly; the
    quantisation's top is 240 (0x43700000 in the code), not e4m3fn's 448."""
    f = CORPUS / "fmoe_2stages/fmoe_stage1_bf16_pertokenFp8_blockscale_g1u1_16x128_4tg_pf2.co"
    info = _info(f)
    sites = families.family_sites(info.name, info.metadata)
    assert [s.name for s in sites] == ["fmoe_stage1", "fmoe_stage1_split"]
    views = sites[0].reference["views"]
    assert views["O_scale"] == {"buffer": "O", "dtype": "fp32", "offset": "TOKENS * TOPK * INTER"}
    assert cli.main(["compare", str(f), str(f), "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 4 and "FAIL" not in out        # 2 sites x (O, O_scale)
    assert "fmoe_stage1_split (fmoe_stage1, O_scale): [PASS]" in out


def test_fmoe_stage1_blockscale_reference_quantises_to_240():
    """The reference's own arithmetic on a hand-made case: one token, one
    expert, DIM 128, INTER 128, unit scales; the activation's group
    maximum maps to 240 and its scale is max / 240."""
    from gcnasm.hip.families.moe import FMOE_STAGE1
    from gcnasm.hip.dtypes import dtype
    from gcnasm.hip.families.base import shuffle_16x16
    fp8 = dtype("fp8_e4m3")
    x = np.zeros((1, 128)); x[0, 0] = 1.0
    gu = np.zeros((256, 128)); gu[:128, 0] = 2.0; gu[128:, 0] = np.linspace(-1, 1, 128)
    inputs = {"X": fp8.encode(x.astype(np.float32)), "XQ": np.ones((1, 1), np.float32),
              "GU": fp8.encode(shuffle_16x16(gu, 1).astype(np.float32))[None],
              "GQ": np.ones((1, 2, 1), np.float32),
              "sorted_token_ids": np.array([0], np.int32), "sorted_weights": np.ones(1, np.float32),
              "sorted_expert_ids": np.array([0], np.int32), "num_valid_ids": np.array([1, 1], np.int32)}
    dims = {"TOKENS": 1, "TOPK": 1, "EXPERTS": 1, "DIM": 128, "INTER": 128, "BLOCK": 1}
    out = FMOE_STAGE1.reference(inputs, dims, {"blockscale": True})
    h = 2.0 / (1.0 + np.exp(-2.0)) * np.linspace(-1, 1, 128)
    np.testing.assert_allclose(out["O_scale"], [[np.abs(h).max() / 240]])
    assert np.abs(out["O"]).max() == 240.0
    np.testing.assert_allclose(out["O"].ravel() * out["O_scale"][0, 0], h, rtol=2 ** -3)


@needs_corpus
def test_fmoe_fp16_without_vs_writes_bf16_bits_and_its_site_reads_them(capsys):
    """The fp16-out kernels named without vs are their bf16 twins' code but
    for the output atomic: bf16-rounded results (no f16 conversion) added
    with global_atomic_pk_add_f16.  Read from AMD's bytes, not assumed.  Their
    site gives each element of O one add into zero (TOPK 1, one INTER
    column), so O holds the bf16 bits and is read as bf16."""
    from gcnasm.codeobject.codeobject import disassemble
    name = "fmoe_{}_pertokenFp8_g1u1_silu_1tg_32x128.co"
    f16, b16 = (disassemble(CORPUS / "fmoe/silu" / name.format(t)) for t in ("fp16", "bf16"))
    assert not any(c in f16 for c in ("v_cvt_pk_f16_f32", "v_cvt_f16_f32", "v_cvt_pkrtz_f16_f32"))
    assert f16.count("global_atomic_pk_add_f16") == b16.count("global_atomic_pk_add_bf16") > 0
    body = [line.split("//")[0].strip() for line in f16.splitlines() if line.startswith("\t")]
    twin = [line.split("//")[0].strip() for line in b16.splitlines() if line.startswith("\t")]
    differ = [(a, b) for a, b in zip(body, twin) if a != b and not a.startswith(".")]
    assert len(body) == len(twin) and differ
    assert all(a.replace("_f16", "_bf16") == b and "atomic_pk_add" in a for a, b in differ)
    # the _vs_ fp16 kernels convert to fp16 (toward zero) and keep their two sites
    vs = disassemble(CORPUS / "fmoe/silu/fmoe_fp16_pertokenFp8_g1u1_vs_silu_1tg_32x256.co")
    assert "v_cvt_pkrtz_f16_f32" in vs
    for kernel in ("silu/" + name.format("fp16"), "silu/fmoe_fp16_pertokenMXfp4_g1u1_silu_2tg_32x256.co",
                   "silu/fmoe_fp16_pertokenInt8_g1u1_smf_silu_1tg_32x256.co"):
        info = _info(CORPUS / "fmoe" / kernel)
        sites = families.family_sites(info.name, info.metadata)
        assert [s.name for s in sites] == ["fmoe"]
        assert sites[0].dims["TOPK"] == 1 and sites[0].dims["INTER"] == sites[0].dims["SUB_GU"]
        assert {b.name: b.dtype.name for b in sites[0].buffers}["O"] == "bf16"
    assert cli.main(["sites", "--for", str(CORPUS / "fmoe/silu" / name.format("fp16"))]) == 0
    assert "bf16 bits in an fp16 O (f16 atomics), TOPK 1" in capsys.readouterr().out


@needs_corpus
def test_fmoe_smf_site_and_reference(capsys):
    """smf (a16): bf16 X, XQ the fc1 smooth scale [E, DIM], the grid swapped
    (blocks, INTER columns); the reference quantises X per row itself."""
    f = CORPUS / "fmoe/silu/fmoe_bf16_pertokenFp8_g1u1_vs_smf_silu_1tg_32x320.co"
    info = _info(f)
    site = families.family_sites(info.name, info.metadata)[0]
    assert site.reference["a16"] and site.reference["x"] == "bf16"
    assert [str(g) for g in site.grid][1] == "ceil_div(INTER, SUB_GU)"
    assert cli.main(["compare", str(f), str(f), "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:fmoe"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 1 and "FAIL" not in out
    # the int8 g1u0 a16 kernels write O in 512-column rounds: DIM 512; X is
    # quantised per K step of 256 columns
    g1u0 = _info(CORPUS / "fmoe/silu/fmoe_bf16_pertokenInt8_g1u0_smf_silu_1tg_32x512.co")
    site = families.family_sites(g1u0.name, g1u0.metadata)[0]
    assert site.dims["DIM"] == 512 and site.reference["x_group"] == 256 and not site.reference["g1u1"]
    # the int8 g1u0 atm_opt kernels want DIM 1024
    opt = _info(CORPUS / "fmoe/silu/fmoe_bf16_pertokenInt8_g1u0_vs_atm_opt_silu_1tg_32x512.co")
    assert families.family_sites(opt.name, opt.metadata)[0].dims["DIM"] == 1024


def test_quantize_rows_int8_in_the_codes_fp32_steps():
    """127 * rcp(max) in fp32 times the maximum can fall just under 127 and
    truncate to 126 (0.6434073448181152: 126.99999237), as the int8 kernels'
    code does; float64's 127 / max would give 127."""
    from gcnasm.hip.families.moe import quantize_rows
    m = float(np.float32(0.6434073448181152))
    out = quantize_rows(np.array([[m, m / 2, -m / 3, 0.0]]), "int8", 4)
    factor = np.float32(127) * (np.float32(1) / np.float32(m))
    assert out[0, 0] == 126 * float(np.float32(1) / factor)
    assert out[0, 1] == 63 * float(np.float32(1) / factor)       # 63.4999 -> 63 (toward zero)
    assert out[0, 2] == -42 * float(np.float32(1) / factor)


# --- fmoe pertokenMXfp4 -----------------------------------------------------------

def test_quantize_mxfp4_matches_hand_rounding():
    from gcnasm.hip.families.moe import quantize_mxfp4
    # group 1: amax 6 -> 6 / 4 = 1.5 (mantissa's top bit set) -> scale 2; x / 2 =
    # 3, 0.5, 0.375 (-> 0.5), -1.25 (tie 1.0 | 1.5 -> the even code, 1.0), 0.125 (-> 0)
    g1 = [6.0, 1.0, 0.75, -2.5, 0.25] + [0.0] * 27
    # group 2: amax 4 -> 1.0 -> scale 1; 2.5 ties 2 | 3 -> 2, 0.25 ties 0 | 0.5 -> 0,
    # -0.75 ties 0.5 | 1.0 -> 1.0 (code 2, even), 3.4 -> 3
    g2 = [4.0, 2.5, 0.25, -0.75, 3.4] + [0.0] * 27
    out = quantize_mxfp4(np.array([g1 + g2]))
    np.testing.assert_array_equal(out[0, :5], [6.0, 1.0, 1.0, -2.0, 0.0])
    np.testing.assert_array_equal(out[0, 32:37], [4.0, 2.0, 0.0, -1.0, 3.0])
    # a group of zeros: amax 1e-6, every value 0
    assert not quantize_mxfp4(np.zeros((1, 32))).any()


def test_gelu_tanh_is_the_tanh_form():
    from gcnasm.hip.families.moe import gelu_tanh
    x = np.linspace(-6, 6, 49)
    np.testing.assert_allclose(gelu_tanh(x), 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3))),
                               rtol=1e-12, atol=1e-12)


@needs_corpus
@pytest.mark.parametrize("name", [
    "gelu/fmoe_bf16_pertokenMXfp4_g1u1_novs_gelu_2tg_ps_32x256",   # persistent, GELU (tanh form)
    "silu/fmoe_f16_pertokenMXfp4_g1u1_vs_silu_2tg_ps_32x256",      # fp16 out
])
def test_fmoe_mxfp4_on_emulator(name, capsys):
    f = str(CORPUS / "fmoe" / f"{name}.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 2 and "FAIL" not in out       # fmoe and fmoe_split


@needs_corpus
def test_fmoe_mxfp4_first_naming_is_the_a4w4_kernel():
    """fmoe_mxfp4_g1u1_vs_subGU_<n> (aiter's first a4w4 kernels): silu, bf16
    out, 32-row blocks, subGU n, no persistent arguments."""
    info = _info(CORPUS / "fmoe/silu/fmoe_mxfp4_g1u1_vs_subGU_512.co")
    sites = families.family_sites(info.name, info.metadata)
    assert [s.name for s in sites] == ["fmoe", "fmoe_split"]
    assert sites[0].dims["INTER"] == 512 and sites[0].dims["BLOCK"] == 32 and sites[0].reference["mxfp4"]
    assert "total_tgs" not in sites[0].args and {b.name: b.dtype.name for b in sites[0].buffers}["O"] == "bf16"


def test_quantize_mxfp4_flat_form_rounds_amax_over_six_up():
    """The flat kernels' scale: amax / 6 rounded up to a power of two."""
    from gcnasm.hip.families.moe import quantize_mxfp4
    # amax 6 -> 1 exactly -> scale 1 (the other form: 6 / 4 = 1.5 -> 2): 0.3 -> 0.5
    g1 = [6.0, 0.3] + [0.0] * 30
    # amax 7 -> 1.17 -> scale 2: 3.5 ties 3 | 4 -> 4 (code 6, even) -> 8
    g2 = [7.0, -1.0] + [0.0] * 30
    out = quantize_mxfp4(np.array([g1 + g2]), sixth=True)
    np.testing.assert_array_equal(out[0, [0, 1, 32, 33]], [6.0, 0.5, 8.0, -1.0])
    assert quantize_mxfp4(np.array([g1 + g2]))[0, 1] == 0.0
    assert not quantize_mxfp4(np.zeros((1, 32)), sixth=True).any()


@needs_corpus
def test_fmoe_mxfp4_flat_sites():
    """flat_novs_{silu,gelu}_16x256: bf16 X quantised in the kernel (the
    sixth form), raw topk routing, DIM 2048 (the activation is applied in
    the up GEMM's K loop at K 1024-1792), the gate's scales 2^-7..2^-5."""
    for act in ("silu", "gelu"):
        info = _info(CORPUS / "fmoe" / act / f"fmoe_bf16_pertokenMXfp4_g1u1_flat_novs_{act}_16x256.co")
        sites = families.family_sites(info.name, info.metadata)
        assert [s.name for s in sites] == ["fmoe", "fmoe_split"]
        site = sites[0]
        assert site.dims["DIM"] == 2048 and site.dims["INTER"] == 256 and site.dims["BLOCK"] == 16
        assert site.reference["sixth"] and site.reference["flat"] and site.reference["x"] == "bf16"
        assert site.reference["act"] == act
        assert [str(g) for g in site.grid] == ["ceil_div(INTER, SUB_GU)", "TOPK", "TOKENS"]
        buffers = {b.name: b for b in site.buffers}
        assert buffers["X"].dtype.name == "bf16" and "topk_ids" in buffers
        assert "amax / 6" in site.description


# --- fmoe blockscale --------------------------------------------------------------

@needs_corpus
def test_fmoe_blockscale_bf16_x_quantised_in_the_kernel(capsys):
    f = str(CORPUS / "fmoe/silu/fmoe_bf16_blockscaleBf16_g1u1_ps_silu_32x128.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 2 and "FAIL" not in out


def _barrier_after_first_reads(text: str) -> str:
    """An s_barrier after each LDS max-reduction's reads (the barrier AMD's
    code lacks between one round's ds_read_b32s and the next round's
    ds_write_b32s to the same slots)."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        out.append(lines[i])
        window = [x.strip() for x in lines[i + 1:i + 5]]
        if (lines[i].strip() == "s_barrier" and len(window) == 4 and window[0].startswith("v_lshlrev_b32")
                and window[1].startswith("ds_read_b32") and window[2].startswith("ds_read_b32")
                and window[3] == "s_waitcnt lgkmcnt(0)"):
            out += lines[i + 1:i + 5] + ["\ts_barrier"]
            i += 5
            continue
        i += 1
    return "\n".join(out)


@needs_corpus
def test_fmoe_blockscale_fp8_passes_and_its_lds_race_is_the_checkers(tmp_path, capsys):
    """The reference is right and AMD's code races: with the emulator's
    waves of a workgroup taking turns (QUANTUM 16) the kernel as shipped
    passes it, as the same code with an s_barrier after each max-reduction's
    reads does (run until blocked, the shipped one failed at cos ~0.98);
    the race is the checker's to name: the barriers take lds-cross-wave-war
    errors away."""
    f = CORPUS / "fmoe/silu/fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_32x256.co"
    s = tmp_path / "k.s"
    assert cli.main(["disasm", str(f), "-o", str(s)]) == 0
    text = s.read_text()
    fixed = _barrier_after_first_reads(text)
    assert fixed.count("s_barrier") == text.count("s_barrier") + 4      # 2 rounds x 2 wave pairs
    s.write_text(fixed)
    patched = tmp_path / "k.co"
    assert cli.main(["asm", str(s), "--template", str(f), "-o", str(patched)]) == 0
    capsys.readouterr()
    assert cli.main(["compare", str(f), str(patched), "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:fmoe"]) == 0
    out = capsys.readouterr().out
    assert "reference fmoe (fmoe, O): [PASS]" in out

    def war(path):
        return sum(x.rule == "lds-cross-wave-war" and x.severity == "error"
                   for x in check(str(path)).findings)
    assert war(patched) < war(f)


@needs_corpus
def test_fmoe_blockscale_sites_of_the_other_layouts():
    """16-row: routing with 16+ entries of slack after the last valid block
    (the kernels load 32 sorted weights per block); 64-row persistent: 8
    workgroups (their XCD tile spread); fp16 out: 240 requantisation; flat:
    raw topk routing; non-persistent sites pass ps_deno 0; every site pads the
    weights by two experts; the mangled-length symbol gets its sites."""
    def sites(name):
        info = _info(CORPUS / "fmoe" / f"{name}.co")
        return families.family_sites(info.name, info.metadata)
    for s in sites("silu/fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_pf2_16x128"):
        d = s.dims
        assert d["BLOCK"] == 16 and d["TOKENS"] * d["TOPK"] - d["TOPK"] >= 16 and d["W_PAD"] == 2
    persistent = sites("silu/fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_ps_64x128")[0]
    assert persistent.dims["PS_TGS"] == 8 and persistent.dims["BLOCK"] == 64
    f16 = sites("silu/fmoe_fp16_blockscaleFp8_g1u1_vs_silu_1tg_32x256")[0]
    assert f16.reference["top"] == 240.0
    # 240 (0x43700000) is in the bytes of exactly the kernels whose sites use it
    for name, top in [("silu/fmoe_fp16_blockscaleFp8_g1u1_vs_silu_1tg_32x256", 240.0),
                      ("silu/fmoe_bf16_pertokenFp8_g1u1_tkw1_silu_1tg_32x64", 240.0),
                      ("silu/fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_32x256", None),
                      ("silu/fmoe_bf16_pertokenFp8_g1u1_vs_tkw1_silu_1tg_32x320", None)]:
        raw = (CORPUS / "fmoe" / f"{name}.co").read_bytes()
        assert (bytes.fromhex("00007043") in raw) == (top is not None)
        assert sites(name)[0].reference.get("top") == top
    flat = sites("silu/fmoe_bf16_blockscaleBf16_g1u1_flat_vs_silu_1x128")[0]
    assert [str(g) for g in flat.grid] == ["ceil_div(INTER, SUB_GU)", "TOPK", "TOKENS"]
    assert flat.reference["flat"] and flat.reference["views"]["O"]["buffer"] == "O"
    nonps = sites("gelu/fmoe_bf16_blockscaleFp8_g1u1_vs_gelu_32x384")[0]
    assert str(nonps.args["_s_deno_tgs"]["value"]) == "0"
    assert persistent.args["_s_deno_tgs"]["value"] == "ceil_div(INTER, SUB_GU)"
    assert len(sites("silu/fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_ps_32x128")) == 2


@needs_corpus
@pytest.mark.slow
@pytest.mark.parametrize("name", [
    "silu/fmoe_fp16_pertokenFp8_g1u1_silu_1tg_32x128",          # fp16 named, bf16 bits (one site)
    "silu/fmoe_bf16_pertokenInt8_g1u1_tkw1_silu_1tg_32x128",    # named int8, fp8 code
    "silu/fmoe_bf16_pertokenInt8_g1u0_smf_silu_1tg_32x512",     # int8 g1u0 a16, DIM 512
    "silu/fmoe_fp16_blockscaleFp8_g1u1_vs_silu_1tg_32x256",     # blockscale fp16 out, 240
    "silu/fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_pf2_16x128", # blockscale 16-row
    "silu/fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_ps_64x128",  # blockscale 64-row persistent
    "silu/fmoe_bf16_blockscaleBf16_g1u1_flat_vs_silu_1x128",    # flat: in-kernel routing and zeroing
    "silu/fmoe_bf16_pertokenMXfp4_g1u1_flat_novs_silu_16x256",  # flat MXFP4: bf16 X, DIM 2048
    "gelu/fmoe_bf16_blockscaleFp8_g1u1_vs_gelu_32x384",         # persistent code, name without ps
])
def test_fmoe_new_groups_on_emulator(name, capsys):
    f = str(CORPUS / "fmoe" / f"{name}.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    assert "FAIL" not in capsys.readouterr().out
