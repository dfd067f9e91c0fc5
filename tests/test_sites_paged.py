"""The paged-attention families (gcnasm.hip.families.paged: pa, mla), their
index generator (paged_kv) and what the emulator needed for them, checked
against numpy (float64) mathematics and llvm-mc's encodings."""

import re
from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli
from gcnasm.emu.machine import run
from gcnasm.emu.memory import Memory
from gcnasm.emu.program import Context, Program
from gcnasm.emu.state import EXEC, Waves
from gcnasm.hip import families, generated
from gcnasm.hip.module import describe_image, read_image
from gcnasm.isa import encode

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason="the aiter corpus is not on this machine")


def _info(path):
    _, kernels = describe_image(*read_image(path))
    return next(iter(kernels.values()))


# --- the paged_kv generator ----------------------------------------------------------

def test_paged_kv_tables_agree():
    p = {"BATCH": 3, "CTX": 40, "BLOCK": 16, "CTX_STEP": 13, "QLEN": 2}
    g = generated.generate("paged_kv", p, seed=5)
    assert g["context_lens"].tolist() == [40, 27, 14]
    per_seq = 3                                            # ceil(40 / 16)
    tables = g["block_tables"].reshape(3, per_seq)
    assert sorted(tables.ravel().tolist()) == list(range(9))      # every page once
    used = [3, 2, 1]
    assert g["kv_indptr"].tolist() == [0, 3, 5, 6]
    assert g["kv_indices"][:6].tolist() == (tables[0, :3].tolist() + tables[1, :2].tolist()
                                            + tables[2, :1].tolist())
    assert g["kv_last_page_lens"].tolist() == [40 - 32, 27 - 16, 14]
    assert g["qo_indptr"].tolist() == [0, 2, 4, 6]
    assert sum(used) == g["kv_indptr"][-1]
    again = generated.generate("paged_kv", p, seed=5)
    assert all((again[k] == g[k]).all() for k in g)               # deterministic in the seed
    other = generated.generate("paged_kv", p, seed=6)
    assert not (other["block_tables"] == g["block_tables"]).all()


def test_paged_kv_rejects_empty():
    with pytest.raises(ValueError, match="paged_kv needs"):
        generated.generate("paged_kv", {"BATCH": 0, "CTX": 4, "BLOCK": 16}, seed=0)
    with pytest.raises(KeyError, match="needs params"):
        generated.generate("paged_kv", {"BATCH": 1}, seed=0)


# --- the emulator: v_cvt_pk_fp8_f32 op_sel:[0,0,1] ---------------------------------

def _execute(lines, setup):
    text = b"".join(encode(line) for line in list(lines) + ["s_endpgm"])
    program = Program(text, Context("paged", 0x10000, Memory()))
    st = Waves(1, 8, 4, np.zeros(1, dtype=np.int64), 0, 16, 1)
    st.s[EXEC] = st.s[EXEC + 1] = 0xFFFFFFFF
    st.exec_changed()
    setup(st)
    run(program, st, 0)
    return st


@pytest.mark.parametrize("name,one,two", [("v_cvt_pk_fp8_f32", 0x38, 0x40),
                                          ("v_cvt_pk_bf8_f32", 0x3C, 0x40)])
def test_cvt_pk_fp8_three_entry_op_sel_writes_the_high_word(name, one, two):
    # llvm-mc encodes `op_sel:[0,0,1]` of this two-source VOP3 as OPSEL bit 3
    # (encoding [0x01,0x40,0xa2,0xd2,...]: bit 14 of the first dword), which
    # selects the destination word written; the other word is kept.  AMD's
    # fp8 paged-attention kernels pack four fp8 values this way (Q and P).
    def setup(st):
        st.v[2] = np.float32(1.0).view(np.uint32)
        st.v[3] = np.float32(2.0).view(np.uint32)
        st.v[1] = 0x1234
    hi = _execute([f"{name} v1, v2, v3 op_sel:[0,0,1]"], setup)
    assert int(hi.v[1][0, 0]) == (two << 24 | one << 16 | 0x1234)
    lo = _execute([f"{name} v1, v2, v3"], setup)
    assert int(lo.v[1][0, 0]) == (two << 8 | one)
    assert encode(f"{name} v1, v2, v3 op_sel:[0,0,1]")[1] == 0x40


# --- the pa family -----------------------------------------------------------------

@needs_corpus
def test_pa_sites_from_the_name(capsys):
    f = CORPUS / "pa/pa_bf16_pertokenInt8_gqa16_1tg_4w_mtp_msk1.co"
    assert cli.main(["sites", "--for", str(f)]) == 0
    out = capsys.readouterr().out
    assert "family pa" in out and "int8 KV" in out and "GQA 16" in out and "causal" in out
    info = _info(f)
    sites = families.family_sites(info.name, info.metadata)
    assert [s.name for s in sites] == ["pa", "pa_blocks", "pa_kvheads", "pa_long"]
    assert sites[0].dims["GQA"] == 16 and sites[0].dims["QLEN"] == 2 and sites[0].reference["causal"]
    assert sites[3].dims["QLEN"] == 4 and sites[3].dims["CTX"] == 1100
    assert sites[0].reference["kv_dtype"] == "int8"
    # not a pa kernel: the persistent (PS) ones have other arguments
    ps = _info(CORPUS / "pa/pa_bf16_pertokenFp8_gqa16_1tg_4w_qlen40_msk1_ps.co")
    assert not [m for m in families.matches(ps.name, ps.metadata) if m.family.name == "pa"]


@needs_corpus
def test_pa_bf16_passes_its_reference_on_the_emulator(capsys):
    f = CORPUS / "pa/pa_bf16_noquant_gqa8_1tg_4w_mtp_msk1.co"
    rc = cli.main(["compare", str(f), str(f), "--backend", "emu", "--site", "auto:pa", "--reference"])
    out = capsys.readouterr()
    text = out.out + out.err
    assert rc == 0, text
    assert "reference pa (pa, O): [PASS]" in text


@needs_corpus
def test_pa_reference_sees_a_wrong_layout():
    # the reference must fail when it reads V as [blocks, heads, 128, 16]
    # (test_pa.py's layout before asm_V_shuffle): the site binds it right
    rng = np.random.default_rng(0)
    dims = {"BATCH": 1, "KVH": 1, "GQA": 2, "QLEN": 1, "BLOCK": 16, "X": 8}
    k = rng.standard_normal((1, 1, 16, 16, 8)).astype(np.float32)
    v = rng.standard_normal((1, 1, 2, 128, 8)).astype(np.float32)
    q = rng.standard_normal((1, 2, 128)).astype(np.float32)
    bf = lambda a: (a.view(np.uint32) >> 16).astype(np.uint16)     # noqa: E731 - truncation is enough here
    inputs = {"Q": bf(q), "K": bf(k), "V": bf(v), "block_tables": np.array([[0]], np.int32),
              "context_lens": np.array([16], np.int32)}
    ref = families.family("pa").reference
    out = ref(inputs, dims, {"q_dtype": "bf16", "kv_dtype": "bf16"})["O"]
    # one query row by hand: softmax over the 16 tokens of page 0
    kk = families.decode(inputs["K"], "bf16")[0, 0].transpose(1, 0, 2).reshape(16, 128)
    vv = families.decode(inputs["V"], "bf16")[0, 0].transpose(0, 2, 1).reshape(16, 128)
    qq = families.decode(inputs["Q"], "bf16")[0]
    s = qq @ kk.T / np.sqrt(128)
    p = np.exp(s - s.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    assert np.allclose(out[0], p @ vv)
    wrong = families.decode(inputs["V"], "bf16")[0, 0].reshape(128, 16).T
    assert not np.allclose(out[0], p @ wrong, atol=1e-2)


# --- against the documented tolerances -----------------------------------------------
# The quantised pa kernels and mla's fp32 R round inside (fp8 / int8 Q and P,
# bf16 P): their tolerance is the family's (paged.FP8_INSIDE, ...), carried
# as the reference parameter ``tolerance``.  These tests read the figures of
# each reference line and hold them to it, whichever tolerance the checker
# applied.

_LINE = re.compile(r"reference (\S+) \((\w+), (\w+)\): \[(PASS|FAIL)\] cos=([\d.\-]+)\s+max_abs=\S+\s+"
                   r"max_rel=(\S+)\s+nan=(\d+)")


def _reference_figures(path, site, capsys, *extra):
    cli.main(["compare", str(path), str(path), "--backend", "emu", "--site", site,
              "--reference", "--no-races", *extra])
    out = capsys.readouterr()
    found = [m.groups() for m in _LINE.finditer(out.out + out.err)]
    assert found, out.out + out.err
    return [(site_, output, float(cos), float(rel), int(nan)) for site_, _, output, _, cos, rel, nan in found]


def _tolerance(path):
    info = _info(path)
    sites = families.family_sites(info.name, info.metadata)
    return sites[0].reference["tolerance"]


@needs_corpus
def test_mla_bf16_split_outputs_match_the_reference(capsys):
    f = CORPUS / "mla/mla_a16w16_qh8_qseqlen1_gqaratio8_v3.co"
    tol = _tolerance(f)
    figures = _reference_figures(f, "auto:mla", capsys)
    assert {o for _, o, *_ in figures} == {"R", "LSE"}
    for _, output, cos, rel, nan in figures:
        min_cos, max_rel = tol.get(output, (0.999999, 1e-5))         # LSE: fp32's
        assert nan == 0 and cos >= min_cos and rel <= max_rel, (output, cos, rel)


@needs_corpus
@pytest.mark.slow
@pytest.mark.parametrize("name", ["pa_bf16_pertokenFp8_gqa8_2tg_4w", "pa_fp16_pertokenInt8_gqa8_2tg_4w",
                                  "pa_fp16_pertokenFp8_gqa16_1tg_4w_mtp_msk1",
                                  "pa_fp16_noquant_gqa8_1tg_4w_mtp_msk0"])
def test_pa_variants_match_the_reference(name, capsys):
    f = CORPUS / f"pa/{name}.co"
    info = _info(f)
    ref = families.family_sites(info.name, info.metadata)[0].reference
    tol = (ref.get("tolerance") or {}).get("O")
    figures = _reference_figures(f, "auto", capsys)
    assert len(figures) == 4
    for site, _, cos, rel, nan in figures:
        if tol is None:
            min_cos, max_rel = (0.99999, 2e-3) if ref["q_dtype"] == "fp16" else (0.9999, 1e-2)
        else:
            min_cos, max_rel = tol
        assert nan == 0 and cos >= min_cos and rel <= max_rel, (site, cos, rel)


@needs_corpus
@pytest.mark.slow
def test_mla_split4_matches_the_reference(capsys):
    f = CORPUS / "mla/mla_a16w16_qh8_qseqlen1_gqaratio8_v3.co"
    figures = _reference_figures(f, "auto:mla_split4", capsys)
    assert [o for _, o, *_ in figures] == ["R", "LSE"]
    assert all(nan == 0 and cos >= 0.9999 for _, _, cos, _, nan in figures)


def test_mla_reference_refuses_an_empty_split():
    from gcnasm.hip.errors import SiteError
    rng = np.random.default_rng(1)
    dims = {"BATCH": 1, "GQA": 2, "QLEN": 1, "PAGE": 1, "SPLITS": 2, "GRAN": 64}
    q = rng.standard_normal((1, 2, 576)).astype(np.float32)
    kv = rng.standard_normal((10, 1, 1, 576)).astype(np.float32)
    bf = lambda a: (a.view(np.uint32) >> 16).astype(np.uint16)     # noqa: E731
    inputs = {"Q": bf(q), "KV": bf(kv), "kv_indptr": np.array([0, 10]), "kv_page_indices": np.arange(10),
              "kv_last_page_lens": np.array([1])}
    ref = families.family("mla").reference
    with pytest.raises(SiteError, match="kv split 1 of sequence 0 is empty"):
        ref(inputs, dims, {"dtype": "bf16", "causal": True})
    out = ref(inputs, dict(dims, SPLITS=1), {"dtype": "bf16", "causal": True})
    # one split: softmax over the 10 keys by hand, LSE its log-sum-exp
    qq, kk = families.decode(inputs["Q"], "bf16")[0], families.decode(inputs["KV"], "bf16").reshape(10, 576)
    s = qq @ kk.T / 24.0
    p = np.exp(s - s.max(axis=1, keepdims=True))
    assert np.allclose(out["R"][0, 0], (p / p.sum(axis=1, keepdims=True)) @ kk[:, :512])
    assert np.allclose(out["LSE"][0, 0], np.log(np.exp(s).sum(axis=1)))


def test_mla_reference_deals_tiles_to_the_splits_round_robin():
    # the kernels give split s the GRAN-token tiles s, s + splits, ... of a
    # sequence (measured from each split's LSE): 150 keys, tiles of 32, two
    # splits -> split 0 keys [0, 32) + [64, 96) + [128, 150), split 1 the rest
    from gcnasm.hip.generated import generate
    rng = np.random.default_rng(3)
    dims = {"BATCH": 1, "GQA": 2, "QLEN": 1, "PAGE": 1, "SPLITS": 2, "GRAN": 32}
    bf = lambda a: (a.view(np.uint32) >> 16).astype(np.uint16)     # noqa: E731
    q = rng.standard_normal((1, 2, 576)).astype(np.float32)
    kv = rng.standard_normal((150, 1, 1, 576)).astype(np.float32)
    tables = generate("paged_kv", {"BATCH": 1, "CTX": 150, "BLOCK": 1}, seed=0)
    inputs = {"Q": bf(q), "KV": bf(kv), "kv_indptr": tables["kv_indptr"],
              "kv_page_indices": tables["kv_indices"], "kv_last_page_lens": tables["kv_last_page_lens"]}
    out = families.family("mla").reference(inputs, dims, {"dtype": "bf16", "causal": True})
    qq = families.decode(inputs["Q"], "bf16")[0]
    keys = families.decode(inputs["KV"], "bf16").reshape(150, 576)[tables["kv_indices"]]
    s = qq @ keys.T / 24.0
    for split, sel in enumerate([np.r_[0:32, 64:96, 128:150], np.r_[32:64, 96:128]]):
        x = s[:, sel]
        top = x.max(axis=1, keepdims=True)
        p = np.exp(x - top)
        assert np.allclose(out["LSE"][0, split], np.log(p.sum(axis=1)) + top[:, 0])
        assert np.allclose(out["R"][0, split], (p / p.sum(axis=1, keepdims=True)) @ keys[sel, :512])


@needs_corpus
def test_mla_64_head_kernel_passes_with_round_robin_splits(capsys):
    f = CORPUS / "mla/mla_a16w16_qh64_qseqlen1_gqaratio64_v3.co"
    figures = _reference_figures(f, "auto:mla", capsys)
    assert [o for _, o, *_ in figures] == ["R", "LSE"]
    assert all(nan == 0 and cos >= 0.9999 for _, _, cos, _, nan in figures), figures


@needs_corpus
def test_mla_m64x1_kernel_passes_with_one_query_token(capsys):
    # MLA_A16W16_1TG_4W_64mx1: aiter tests nhead 64 only with decode_qlen 1
    # (op_tests/test_mla.py); with 2 tokens (what asm_mla.cu at e4048607
    # sends it, causal 1) it applies no causal mask (docs/compare.md), so
    # its own third site holds the one-token launch
    f = CORPUS / "mla/MLA_A16W16_1TG_4W_64mx1_16nx1_Coex0_Msk1_QH16.co"
    info = _info(f)
    sites = families.family_sites(info.name, info.metadata)
    assert [s.name for s in sites] == ["mla", "mla_split4", "mla_qlen1"]
    assert (sites[0].dims["QLEN"], sites[2].dims["QLEN"], sites[2].dims["GRAN"]) == (2, 1, 16)
    figures = _reference_figures(f, "auto:mla_qlen1", capsys)
    assert [o for _, o, *_ in figures] == ["R", "LSE"]
    assert all(nan == 0 and cos >= 0.9999 for _, _, cos, _, nan in figures), figures


# --- mla fp8: aiter's key blocks, one split for the multi-token kernels ---------------

@needs_corpus
@pytest.mark.parametrize("name,gran,splits,second", [
    ("mla_a8w8_qh16_qseqlen1_gqaratio16", 128, 2, "mla_split4"),      # get_block_n_fp8[16]
    ("mla_a8w8_qh16_qseqlen4_gqaratio16_msk0", 64, 1, "mla_long"),    # [64]
    ("mla_a8w8_qh32_qseqlen4_gqaratio32_msk0_v2", 32, 1, "mla_long"),  # [128]
    ("mla_a8w8_qh128_m32x4_n16x2_msk1", 32, 2, "mla_split4"),         # [128]
    ("mla_a16w16_qh8_qseqlen1_gqaratio8_v3", 64, 2, "mla_split4"),    # bf16: unchanged
])
def test_mla_sites_take_the_kernels_key_block(name, gran, splits, second):
    info = _info(CORPUS / f"mla/{name}.co")
    sites = families.family_sites(info.name, info.metadata)
    assert [s.name for s in sites] == ["mla", second]
    dims = sites[0].dims
    assert dims["GRAN"] == gran and dims["SPLITS"] == splits
    # every split of the default site holds keys: the shorter sequence
    # (CTX - CTX_STEP) reaches the last split's first tile
    assert dims["CTX"] - dims["CTX_STEP"] > (splits - 1) * gran


@needs_corpus
def test_mla_fp8_multi_token_kernel_passes_with_one_split(capsys):
    f = CORPUS / "mla/mla_a8w8_qh16_qseqlen4_gqaratio16.co"
    tol = _tolerance(f)
    figures = _reference_figures(f, "auto:mla", capsys)
    assert [o for _, o, *_ in figures] == ["R", "LSE"]
    for _, output, cos, rel, nan in figures:
        min_cos, max_rel = tol[output]
        assert nan == 0 and cos >= min_cos and rel <= max_rel, (output, cos, rel)


@needs_corpus
def test_mla_kernels_pass_when_the_waves_interleave(capsys):
    # mla_a16w16_qh8_qseqlen2_gqaratio8_causal's waves 0-1 and 2-3 run two
    # copies of the key loop; they exchange row maxima through LDS around an
    # s_barrier and waves 0-1 overwrite those slots with their P tile soon
    # after it.  Run until blocked (the emulator's earlier order, QUANTUM
    # 2048), waves 0-1 went on to their next barrier, P written, before
    # waves 2-3 read the maxima: query 0 came out wrong.  Preempting every
    # 16 instructions (round robin) lets the reads come first, as on the
    # hardware, and the kernel matches its reference (docs/compare.md, mla)
    from gcnasm.emu import machine
    assert machine.QUANTUM <= 16
    f = CORPUS / "mla/mla_a16w16_qh8_qseqlen2_gqaratio8_causal.co"
    tol = _tolerance(f)
    figures = _reference_figures(f, "auto:mla", capsys)
    assert [o for _, o, *_ in figures] == ["R", "LSE"]
    for _, output, cos, rel, nan in figures:
        min_cos, max_rel = tol.get(output, (0.999999, 1e-5))         # LSE: fp32's
        assert nan == 0 and cos >= min_cos and rel <= max_rel, (output, cos, rel)
