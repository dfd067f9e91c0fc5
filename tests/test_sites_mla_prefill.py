"""The persistent MLA prefill family (gcnasm.hip.families.mla_prefill) and
its work list (gcnasm.hip.worklist.mla_prefill_work_list, aiter's
get_ps_metadata_v1): the work list held to the rules aiter's metadata
follows, the reference to the attention mathematics (split pieces
recombined by their LSE give the whole tile), and the kernels to the
reference on the emulator."""

import math
from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli
from gcnasm.hip import families, generated, worklist
from gcnasm.hip.module import describe_image, read_image

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason="the aiter corpus is not on this machine")
KERNELS = [f"mla_pfl_qh192_vh128_m32x8_n128x1_causal{c}.co" for c in (0, 1)]


def _info(path):
    _, kernels = describe_image(*read_image(path))
    return next(iter(kernels.values()))


def _work_list(**params):
    return generated.generate("mla_prefill_work_list", params, seed=0)


# --- the work list ----------------------------------------------------------------------

def test_work_list_splits_the_tail_tile_over_cus():
    # 300 + 100 tokens, causal, one head, 3 CUs: tiles (ping-pong within a
    # sequence) rows 0-255 (sees keys 0-255: 2 units of 128), 256-299 (3
    # units), 300-399 (1): 6 units, 2 per CU.  CU 0 takes the first tile
    # whole; CU 1 only 256 of the second's 300 keys (a piece, 44 keys after
    # it); CU 2 the rest (the last piece, 128 blocks of quota) and sequence 1
    g = _work_list(BATCH=2, CTX=300, CTX_STEP=200, HEADS=1, WORKERS=3)
    assert g["work_indptr"].tolist() == [0, 1, 2, 4]
    head = 1 << 16
    assert worklist.works(g["work_indptr"], g["work_info"]).tolist() == [
        [0, -1, 0, 256, 0, 256, 0, head],
        [0, 0, 256, 300, 0, 256, 44, head],
        [0, 256, 256, 300, 256, 300, 0, head],
        [1, -1, 300, 400, 300, 400, 0, head]]
    assert g["qo_indptr"].tolist() == [0, 300, 400]
    assert g["reduce_indptr"].tolist() == [0, 2, 2, 2, 2]
    assert g["reduce_final_map"][:2].tolist() == [256, 300]
    assert g["reduce_partial_map"][:2].tolist() == [0, 256]
    assert g["splits"].tolist() == [2] and g["partial_rows"].tolist() == [512]


def test_work_list_gives_each_cluster_its_heads():
    # 2 heads on 2 CUs: gcd 2 clusters of one CU, each walking every tile
    # whole for its head (q_head_range end << 16 | start)
    g = _work_list(BATCH=2, CTX=300, CTX_STEP=200, HEADS=2, WORKERS=2, CAUSAL=0)
    rows = worklist.works(g["work_indptr"], g["work_info"])
    assert g["work_indptr"].tolist() == [0, 3, 6]
    assert rows[:3, 7].tolist() == [1 << 16] * 3 and rows[3:, 7].tolist() == [2 << 16 | 1] * 3
    # not causal: every tile sees its sequence's keys
    assert rows[:3, 4:6].tolist() == [[0, 300], [0, 300], [300, 400]]
    assert np.all(rows[:, 1] == -1) and g["splits"].tolist() == [0]


def test_work_list_refuses_what_the_sites_cannot_count():
    with pytest.raises(ValueError, match="KV_GRAN"):
        _work_list(BATCH=1, CTX=100, WORKERS=1, KV_GRAN=96)
    with pytest.raises(ValueError, match="must stay >= 1"):
        _work_list(BATCH=3, CTX=100, CTX_STEP=60, WORKERS=1)


def _expected_tiles(lens, tile_q, causal):
    """The rules, stated plainly: per sequence its query tiles in ping-pong
    order (first, last, second, ...), each with the keys its last row sees."""
    out, start = [], 0
    for b, n in enumerate(lens):
        ranges = [(s, min(s + tile_q, n)) for s in range(0, n, tile_q)]
        order = []
        lo, hi = 0, len(ranges) - 1
        while lo <= hi:
            order.append(lo)
            if hi != lo:
                order.append(hi)
            lo, hi = lo + 1, hi - 1
        for i in order:
            s, e = ranges[i]
            out.append((b, start + s, start + e, e if causal else n))
        start += n
    return out


@pytest.mark.parametrize("params", [
    dict(BATCH=3, CTX=900, CTX_STEP=250, HEADS=1, WORKERS=5),
    dict(BATCH=2, CTX=1300, CTX_STEP=700, HEADS=4, WORKERS=6),
    dict(BATCH=4, CTX=300, CTX_STEP=60, HEADS=3, WORKERS=7, CAUSAL=0),
    dict(BATCH=1, CTX=1025, HEADS=2, WORKERS=8, CAUSAL=0),
    dict(BATCH=5, CTX=80, CTX_STEP=15, HEADS=2, WORKERS=3, TILE_Q=64, KV_GRAN=32),
])
def test_work_list_invariants(params):
    g = _work_list(**params)
    heads, workers = params["HEADS"], params["WORKERS"]
    tile_q, gran = params.get("TILE_Q", 256), params.get("KV_GRAN", 128)
    causal = bool(params.get("CAUSAL", 1))
    lens = worklist.context_lengths(params["BATCH"], params["CTX"], params.get("CTX_STEP", 0))
    start = np.concatenate([[0], np.cumsum(lens)])
    assert g["qo_indptr"].tolist() == start.tolist()
    indptr = g["work_indptr"]
    rows = worklist.works(indptr, g["work_info"])
    assert len(indptr) == workers + 1 and indptr[0] == 0 and np.all(np.diff(indptr) >= 0)
    cu_of = np.repeat(np.arange(workers), np.diff(indptr))
    clusters = math.gcd(heads, workers)
    per_cluster, heads_per_cluster = workers // clusters, heads // clusters
    tiles = _expected_tiles(lens, tile_q, causal)
    units = sum(-(-eff // gran) for *_, eff in tiles)
    average, extra = divmod(units, per_cluster)
    splits = {}
    for h in range(heads):
        mine = rows[(rows[:, 7] & 0xFFFF) == h]
        assert np.all(mine[:, 7] >> 16 == h + 1)
        cus = cu_of[(rows[:, 7] & 0xFFFF) == h]
        # a head's works run on its cluster's CUs only
        assert np.all(cus // per_cluster == h // heads_per_cluster)
        # every tile, in ping-pong order, covered by consecutive pieces from
        # its sequence's first key to what its last row sees (in whole units,
        # at most the sequence's end)
        at = 0
        for b, q0, q1, eff in tiles:
            pieces = []
            while at < len(mine) and mine[at, 2] == q0 and mine[at, 3] == q1:
                pieces.append(mine[at])
                at += 1
            pieces = np.array(pieces)
            assert len(pieces), (h, q0, q1)
            assert np.all(pieces[:, 0] == b)
            assert pieces[0, 4] == start[b]
            assert pieces[-1, 5] == min(start[b] + -(-eff // gran) * gran, start[b + 1])
            assert np.all(pieces[1:, 4] == pieces[:-1, 5])
            assert np.all(np.diff(cus[at - len(pieces):at]) == 1)            # CU after CU
            # kv_offset: the sequence's keys after a cut piece, 0 on the last
            assert pieces[-1, 6] == 0
            assert np.all(pieces[:-1, 6] == start[b + 1] - pieces[:-1, 5])
            if len(pieces) == 1:
                assert pieces[0, 1] == -1
            else:
                locs = pieces[:, 1].tolist()
                assert all(loc >= 0 and loc % tile_q == 0 for loc in locs)
                assert splits.setdefault((q0, q1), locs) == locs               # alike per head
        assert at == len(mine)
        # each CU's works fill at most its quota of units (average, the first
        # `extra` of a cluster one more)
        for cu in range(workers):
            taken = mine[cus == cu]
            quota = average + (cu % per_cluster < extra)
            assert sum(-(-(w[5] - w[4]) // gran) for w in taken) <= quota
    # partial locations: distinct per cluster, and the reduce maps list them per tile
    all_locs = [loc for locs in splits.values() for loc in locs]
    assert len(all_locs) == len(set(all_locs))
    n = len(splits)
    assert g["reduce_indptr"][:n + 1].tolist() == np.cumsum([0] + [len(v) for v in
                                                                    sorted(splits.values())]).tolist() \
        or n == 0
    for i, key in enumerate(sorted(splits)):
        lo, hi = g["reduce_indptr"][i:i + 2]
        assert g["reduce_final_map"][2 * i:2 * i + 2].tolist() == list(key)
        assert g["reduce_partial_map"][lo:hi].tolist() == sorted(splits[key])
    assert np.all(g["reduce_indptr"][n:] == len(all_locs))


# --- the reference ------------------------------------------------------------------------

def _fp8(rng, shape):
    from gcnasm.hip.dtypes import dtype
    return dtype("fp8_e4m3").encode(rng.standard_normal(shape))


def _inputs(rng, work, dims):
    kv = generated.generate("paged_kv", {"BATCH": dims["BATCH"], "CTX": dims["CTX"], "BLOCK": 1,
                                         "CTX_STEP": dims["CTX_STEP"]}, seed=4)
    tokens, heads = int(work["qo_indptr"][-1]), dims["HEADS"]
    pages = dims["BATCH"] * dims["CTX"]
    rows = 4 * dims["TILE_Q"]
    return {"Q": _fp8(rng, (tokens, heads, 192)), "K": _fp8(rng, (pages, heads, 192)),
            "V": _fp8(rng, (pages, heads, 128)),
            "q_scale": np.array([0.7], np.float32), "k_scale": np.array([1.3], np.float32),
            "v_scale": np.array([0.9], np.float32),
            "qo_indptr": work["qo_indptr"], "kv_indptr": kv["kv_indptr"],
            "kv_page_indices": kv["kv_indices"], "work_indptr": work["work_indptr"],
            "work_info": work["work_info"],
            "O": np.zeros((tokens, heads, 128), np.uint16),
            "PartialO": np.zeros((rows, heads, 128), np.float32),
            "PartialLSE": np.zeros((rows, heads), np.float32)}


@pytest.mark.parametrize("causal", [True, False])
def test_pieces_recombine_to_the_whole(causal):
    # the split pieces, folded by their LSE as mla_reduce_v1 does, give the
    # rows the same tiles give when one CU takes them whole; the rows of a
    # piece that see none of its keys (causal) carry LSE -inf, weight 0
    rng = np.random.default_rng(7)
    dims = dict(BATCH=1, CTX=256, CTX_STEP=0, HEADS=2, TILE_Q=256)
    common = dict(BATCH=1, CTX=256, HEADS=2, CAUSAL=int(causal), WORKS=8, PARTIALS=4)
    split = _work_list(**common, WORKERS=4)
    whole = _work_list(**common, WORKERS=1)
    assert split["splits"][0] == 4 and whole["splits"][0] == 0
    base = _inputs(rng, split, dims)
    ref = families.family("mla_prefill").reference
    got = ref(base, dims, {"causal": causal})
    want = ref(dict(base, work_indptr=whole["work_indptr"], work_info=whole["work_info"]), dims,
               {"causal": causal})
    locs = split["reduce_partial_map"][:2]
    assert locs.tolist() == [0, 256]
    lse = np.stack([got["PartialLSE"].data[loc:loc + 256] for loc in locs])
    outs = np.stack([got["PartialO"].data[loc:loc + 256] for loc in locs])
    if causal:
        assert np.isneginf(lse[1, :128]).all() and not outs[1, :128].any()
    else:
        assert np.isfinite(lse).all()
    top = lse.max(axis=0)
    w = np.exp(lse - top)
    assert np.allclose((w[..., None] * outs).sum(axis=0) / w.sum(axis=0)[..., None], want["O"])
    assert not np.any(got["O"])


def test_reference_is_plain_attention_and_masks_only_scratch():
    # whole tiles: O = softmax(scale * Q K^T, causal) V of each sequence; the
    # partial slots' rows past a piece's last query are masked (scratch)
    rng = np.random.default_rng(3)
    dims = dict(BATCH=2, CTX=300, CTX_STEP=200, HEADS=1, TILE_Q=256)
    work = _work_list(BATCH=2, CTX=300, CTX_STEP=200, HEADS=1, WORKERS=3, PARTIALS=4)
    inputs = _inputs(rng, work, dims)
    out = families.family("mla_prefill").reference(inputs, dims, {"causal": True})
    from gcnasm.hip.dtypes import dtype
    fp8 = dtype("fp8_e4m3")
    qs, ks, vs = (float(inputs[s][0]) for s in ("q_scale", "k_scale", "v_scale"))
    q = fp8.decode(inputs["Q"]).astype(np.float64) * qs
    k = fp8.decode(inputs["K"]).astype(np.float64)[inputs["kv_page_indices"]] * ks
    v = fp8.decode(inputs["V"]).astype(np.float64)[inputs["kv_page_indices"]] * vs
    for b, (s, e) in enumerate([(0, 256), (300, 400)]):        # the whole tiles
        n0, n1 = (0, 300) if b == 0 else (300, 400)
        logits = np.einsum("qhd,khd->hqk", q[s:e], k[n0:n1]) / np.sqrt(192)
        pos_q = np.arange(s, e) - n0
        logits[:, np.arange(n1 - n0)[None, :] > pos_q[:, None]] = -np.inf
        p = np.exp(logits - logits.max(-1, keepdims=True))
        want = np.einsum("hqk,khd->qhd", p / p.sum(-1, keepdims=True), v[n0:n1])
        assert np.allclose(out["O"][s:e], want)
    mask = np.ma.getmaskarray(out["PartialLSE"])[:, 0]
    assert not mask[:44].any() and mask[44:256].all() and not mask[256:300].any()
    assert mask[300:512].all() and not mask[512:].any()


# --- sites ----------------------------------------------------------------------------------

@needs_corpus
@pytest.mark.parametrize("kernel", KERNELS)
def test_sites_are_built_from_the_name(kernel):
    info = _info(CORPUS / "mla" / kernel)
    sites = families.family_sites(info.name, info.metadata)
    assert [s.name for s in sites] == ["mla_pfl", "mla_pfl_split", "mla_pfl_split_tiles"]
    causal = kernel.endswith("causal1.co")
    for s in sites:
        assert s.reference["family"] == "mla_prefill" and s.reference["causal"] == causal
    found = families.matches(info.name, info.metadata)
    assert [m.family.name for m in found] == ["mla_prefill"]            # mla no longer claims it


@needs_corpus
def test_sites_for_lists_the_prefill_sites(capsys):
    f = CORPUS / "mla" / KERNELS[1]
    assert cli.main(["sites", "--for", str(f)]) == 0
    out = capsys.readouterr().out
    assert "family mla_prefill" in out and "get_ps_metadata_v1" in out
    assert "mla_pfl_split    BATCH=2 CTX=400 CTX_STEP=300 HEADS=1 WORKERS=3" in out


@needs_corpus
@pytest.mark.slow
def test_causal_kernel_matches_the_reference_on_the_emulator(capsys):
    # five pieces: scratch rows past the tail tile's qo_end, and a piece whose
    # first 128 rows see no key (O 0, LSE -inf); about 5 s
    f = str(CORPUS / "mla" / KERNELS[1])
    rc = cli.main(["compare", f, f, "--backend", "emu", "--site", "auto:mla_pfl_split_tiles",
                   "--reference", "--no-races"])
    out = capsys.readouterr()
    text = out.out + out.err
    assert rc == 0, text
    lines = [ln for ln in text.splitlines() if "reference mla_pfl" in ln]
    assert len(lines) == 3 and all("[PASS]" in ln for ln in lines), text
