"""Persistent-kernel work lists: what aiter's ``get_pa_metadata_v1`` hands
AMD's persistent paged-attention kernels (``pa_*_ps``), restated in numpy.

A persistent kernel launches one workgroup per "CU" (``WORKERS`` here) and
each workgroup walks its slice of a work list: ``work_indptr[cu] ..
work_indptr[cu + 1]`` index ``work_info`` rows of 8 int32 (aiter's
``PaWorkInfo``, csrc/include/pa.h): batch_idx, partial_qo_loc, qo_start,
qo_end, kv_start, kv_end, kv_offset, q_head_range.  kv_start / kv_end count
pages into ``kv_indices`` (the sequences' pages packed one after another);
qo_start / qo_end are query-token rows; q_head_range packs the query heads
``end << 16 | start``.  A sequence too long for one CU's share is split over
consecutive CUs: every piece but the last... each piece gets
``partial_qo_loc`` >= 0 (its rows in the split outputs ``SplitO`` /
``SplitLSE``), and the reduce maps say how a later kernel combines them:
``reduce_indptr`` [tiles + 1] (each split tile's entries in
``reduce_partial_map``), ``reduce_final_map`` [tiles, 2] (the tile's
qo_start, qo_end) and ``reduce_partial_map`` (the pieces' partial rows).
A sequence handled whole gets ``partial_qo_loc = -1`` and the kernel
writes the final output itself.

The balancing follows csrc/kernels/mla/metadata/v1_2_pa_device.cuh
(kn_get_pa_metadata_v1_2) for what its callers use with these kernels
(op_tests/test_pa_ps.py: a uniform query length, max_split_per_batch = -1,
kv_granularity = max(block_size, 16), at most 128 packed query rows per
workgroup, no sparse top-k): cost per sequence = ceil(effective kv length /
granularity) units; the total is dealt out evenly, kv head after kv head,
CU after CU, the first ``total % CUs`` CUs taking one unit more.

``mla_prefill_work_list`` restates get_ps_metadata_v1, the list of the
persistent MLA prefill kernels (query tiles of 256 rows, one work per tile
piece and head).
"""

from __future__ import annotations

import math
from typing import Dict, List, Mapping

import numpy as np

WORK_INFO_WORDS = 8       # PaWorkInfo / MlaWorkInfo: 8 int32 (csrc/include/pa.h, mla.h)
PACKED_QO_PER_WG = 128    # get_pa_metadata_v1_2_device: kPackedQoLenPerWg


def context_lengths(batch: int, ctx: int, step: int) -> np.ndarray:
    """The sequences' kv lengths as the ``paged_kv`` generator makes them."""
    return np.maximum(1, ctx - step * np.arange(batch, dtype=np.int64))


def pa_work_list(params: Mapping[str, int], seed: int = 0) -> Dict[str, np.ndarray]:
    """aiter's get_pa_metadata_v1 for BATCH sequences of CTX - i * CTX_STEP
    tokens (as ``paged_kv`` makes them: pages of BLOCK tokens, QLEN query
    tokens each), KVH kv heads of GQA query heads, WORKERS persistent
    workgroups (aiter: the device's CU count).  Parts: ``work_indptr`` [WORKERS + 1],
    ``work_info`` [WORKS, 8] (padded with zero rows to WORKS, default
    BATCH * KVH + WORKERS, the most the balancing can make),
    ``reduce_indptr`` [REDUCE + 1], ``reduce_final_map`` [REDUCE, 2],
    ``reduce_partial_map`` [REDUCE * ... = PARTIALS] (REDUCE, PARTIALS:
    defaults BATCH * KVH and WORKS; unused entries repeat the last
    reduce_indptr and hold -1 in the maps), ``splits`` the number of
    split pieces (a check for sites) and ``partial_rows`` the rows of the
    split outputs in use."""
    batch, ctx, block = params["BATCH"], params["CTX"], params["BLOCK"]
    step, qlen = params.get("CTX_STEP", 0), params.get("QLEN", 1)
    kvh, gqa, workers = params.get("KVH", 1), params["GQA"], params["WORKERS"]
    gran = max(block, 16)
    if batch < 1 or ctx < 1 or block < 1 or qlen < 1 or kvh < 1 or gqa < 1 or workers < 1:
        raise ValueError(f"pa_work_list needs BATCH, CTX, BLOCK, QLEN, KVH, GQA, WORKERS >= 1, "
                         f"got {dict(params)}")
    if gran & (gran - 1):
        raise ValueError(f"pa_work_list: the kv granularity max(BLOCK, 16) = {gran} is not a "
                         f"power of 2")
    if qlen * gqa > PACKED_QO_PER_WG:
        raise ValueError(f"pa_work_list: QLEN * GQA = {qlen * gqa} query rows exceed one "
                         f"workgroup's {PACKED_QO_PER_WG} (aiter splits the query then; not modelled)")
    if workers % kvh:
        raise ValueError(f"pa_work_list: WORKERS ({workers}) must be a multiple of KVH ({kvh}) "
                         f"(aiter: #num_splits evenly divisible by #kv_heads)")
    lens = context_lengths(batch, ctx, step)
    # per sequence, its cost in granules (the whole query is one tile here, so
    # the causal trim keeps the whole context)
    # (aiter trims a causal sequence's kv to what its last query row sees:
    # with the whole query in one tile, that is the whole context either way)
    units = [-(-int(n) // gran) for n in lens]
    # kv_start / kv_end count granules from the first sequence's (aiter keeps
    # the per-sequence granule counts and sums them): pages, for BLOCK >= 16
    unit_start = np.concatenate([[0], np.cumsum(units)]).astype(np.int64)
    total = sum(units)
    per_head = workers // kvh
    average, extra = divmod(total, per_head)

    works: List[List[int]] = []
    work_indptr = [0]
    splits = 0
    partial_rows = 0
    cu = 0
    last_reduce = 0
    for head in range(kvh):
        heads = ((head + 1) * gqa) << 16 | (head * gqa & 0xFFFF)
        current, done_units, piece = 0, 0, 0
        # every kv head splits its sequences alike, so the reduce maps (and
        # the split outputs' rows) start over per head and come out the same
        partial = 0
        last_reduce = 0
        reduce_indptr = [0]
        final_map: List[int] = []
        partial_map: Dict[int, int] = {}
        while cu < workers:
            payload = average + 1 if (cu % per_head) < extra else average
            while current < batch:
                qo_start, qo_end = current * qlen, (current + 1) * qlen
                kv_begin = int(unit_start[current])
                remain = units[current] - done_units
                if payload >= remain:
                    kv_from = kv_begin + done_units
                    kv_to = min(kv_from + remain, kv_begin + units[current])
                    if piece > 0:
                        pieces = piece + 1
                        reduce_indptr.append(last_reduce + pieces)
                        final_map += [qo_start, qo_end]
                        for s in range(pieces):
                            partial_map[last_reduce + s] = partial - (piece - s) * qlen
                        works.append([current, partial, qo_start, qo_end, kv_from, kv_to, 0, heads])
                        partial += qlen
                        partial_rows = max(partial_rows, partial)
                        last_reduce += pieces
                        splits += 1
                    else:
                        works.append([current, -1, qo_start, qo_end, kv_from, kv_to, 0, heads])
                    payload -= remain
                    current += 1
                    done_units, piece = 0, 0
                else:
                    if payload > 0:
                        kv_from = kv_begin + done_units
                        kv_to = min(kv_from + payload, kv_begin + units[current])
                        works.append([current, partial, qo_start, qo_end, kv_from, kv_to, 0, heads])
                        partial += qlen
                        partial_rows = max(partial_rows, partial)
                        done_units += payload
                        piece += 1
                    break
            work_indptr.append(len(works))
            cu += 1
            if current == batch:
                break
    while len(work_indptr) < workers + 1:
        work_indptr.append(len(works))

    capacity = params.get("WORKS", batch * kvh + workers)
    tiles = params.get("REDUCE", batch * kvh)
    entries = params.get("PARTIALS", capacity)
    if len(works) > capacity or len(final_map) // 2 > tiles or len(partial_map) > entries:
        raise ValueError(f"pa_work_list: {len(works)} works, {len(final_map) // 2} reduce tiles, "
                         f"{len(partial_map)} partial entries exceed WORKS={capacity}, "
                         f"REDUCE={tiles}, PARTIALS={entries}")
    info = np.zeros((capacity, WORK_INFO_WORDS), dtype=np.int64)
    if works:
        info[:len(works)] = np.array(works, dtype=np.int64)
    reduce = np.full(tiles + 1, last_reduce, dtype=np.int64)
    reduce[:len(reduce_indptr)] = reduce_indptr
    finals = np.full(2 * tiles, -1, dtype=np.int64)
    finals[:len(final_map)] = final_map
    partials = np.full(entries, -1, dtype=np.int64)
    for at, row in partial_map.items():
        partials[at] = row
    return {"work_indptr": np.array(work_indptr, dtype=np.int64), "work_info": info.reshape(-1),
            "reduce_indptr": reduce, "reduce_final_map": finals, "reduce_partial_map": partials,
            "splits": np.array([splits], dtype=np.int64),
            "partial_rows": np.array([partial_rows], dtype=np.int64)}


def works(work_indptr: np.ndarray, work_info: np.ndarray) -> np.ndarray:
    """The work rows in use, [work_indptr[-1], 8]."""
    return np.asarray(work_info).reshape(-1, WORK_INFO_WORDS)[:int(np.asarray(work_indptr)[-1])]


def mla_work_list(params: Mapping[str, int], seed: int = 0) -> Dict[str, np.ndarray]:
    """aiter's get_mla_metadata_v1 (fast mode: csrc/kernels/mla/metadata/
    v1_2_device.cuh, kn_get_mla_metadata_v1_2) for BATCH sequences of CTX -
    i * CTX_STEP tokens in pages of one token (PAGE 1, what the persistent
    MLA decode tests use), QLEN query tokens each, one kv head, WORKERS
    persistent workgroups, kv granularity GRAN (default 16) and the fixed
    per-work overhead of 16 granules aiter charges (max(1, 16 / page)).  Each
    sequence costs ceil(len / GRAN) + 16; every CU gets ceil(total / CUs) +
    16; a sequence that does not fit the rest of a CU is cut there (a piece
    with partial rows) and goes on on the next, unless fewer than QLEN
    tokens would be left for it (then the piece runs to the end: aiter's
    tail_done_threshold).  Parts as ``pa_work_list`` (work_info rows are
    aiter's MlaWorkInfo: batch, partial_qo_loc, qo_start, qo_end, kv_start,
    kv_end - token indices into kv_page_indices - kv_offset = tokens after
    kv_end in the sequence, 0); reduce_indptr has one entry per sequence
    (a whole one adds no partials) and reduce_final_map is indexed by
    sequence."""
    batch, ctx = params["BATCH"], params["CTX"]
    step, qlen = params.get("CTX_STEP", 0), params.get("QLEN", 1)
    workers, gran = params["WORKERS"], params.get("GRAN", 16)
    if params.get("PAGE", 1) != 1:
        raise ValueError("mla_work_list models pages of one token (PAGE = 1) only")
    if batch < 1 or ctx < 1 or qlen < 1 or workers < 1 or gran < 1 or gran & (gran - 1):
        raise ValueError(f"mla_work_list needs BATCH, CTX, QLEN, WORKERS >= 1 and GRAN a power "
                         f"of 2, got {dict(params)}")
    overhead = 16                                 # max(1, (16 + page - 1) / page), page 1
    lens = [int(n) for n in context_lengths(batch, ctx, step)]
    blocks = [-(-n // gran) for n in lens]
    payload = -(-sum(b + overhead for b in blocks) // workers) + overhead

    works: List[List[int]] = []
    work_indptr = [0]
    reduce_indptr = [0] * (batch + 1)
    final_map = [-1] * (2 * batch)
    partial_map: Dict[int, int] = {}
    current, done_blocks, piece, partial, last_reduce, tail_done = 0, 0, 0, 0, 0, False
    kv_begin, kv_end = 0, lens[0]
    for _cu in range(workers):
        remain = payload
        while current < batch:
            remain_blocks = blocks[current] - done_blocks
            qo_start, qo_end = current * qlen, (current + 1) * qlen
            start = kv_begin + done_blocks * gran
            if remain >= remain_blocks + overhead or tail_done:
                end = min(start + remain_blocks * gran, kv_end)
                if (0 < kv_end - end < qlen) or tail_done:
                    end = kv_end
                if piece > 0:
                    pieces = piece + 1
                    reduce_indptr[current + 1] = last_reduce + pieces
                    final_map[2 * current:2 * current + 2] = [qo_start, qo_end]
                    for s in range(pieces):
                        partial_map[last_reduce + s] = partial - (piece - s) * qlen
                    works.append([current, partial, qo_start, qo_end, start, end, kv_end - end, 0])
                    partial += qlen
                    last_reduce += pieces
                else:
                    reduce_indptr[current + 1] = last_reduce
                    works.append([current, -1, qo_start, qo_end, start, end, kv_end - end, 0])
                remain -= remain_blocks + overhead
                current += 1
                if current < batch:
                    kv_begin, kv_end = kv_end, kv_end + lens[current]
                done_blocks, piece, tail_done = 0, 0, False
            else:
                if remain > overhead:
                    consuming = remain - overhead
                    end = min(start + consuming * gran, kv_end)
                    if kv_end - end < qlen:
                        tail_done = True          # the rest goes with this piece
                    else:
                        works.append([current, partial, qo_start, qo_end, start, end,
                                      kv_end - end, 0])
                        partial += qlen
                        done_blocks += consuming
                        piece += 1
                if not tail_done:
                    break
        work_indptr.append(len(works))
    for i in range(current + 1, batch + 1):
        reduce_indptr[i] = last_reduce

    capacity = params.get("WORKS", batch + workers)
    entries = params.get("PARTIALS", capacity)
    if len(works) > capacity or len(partial_map) > entries:
        raise ValueError(f"mla_work_list: {len(works)} works, {len(partial_map)} partial entries "
                         f"exceed WORKS={capacity}, PARTIALS={entries}")
    info = np.zeros((capacity, WORK_INFO_WORDS), dtype=np.int64)
    if works:
        info[:len(works)] = np.array(works, dtype=np.int64)
    partials = np.full(entries, -1, dtype=np.int64)
    for at, row in partial_map.items():
        partials[at] = row
    return {"work_indptr": np.array(work_indptr, dtype=np.int64), "work_info": info.reshape(-1),
            "reduce_indptr": np.array(reduce_indptr, dtype=np.int64),
            "reduce_final_map": np.array(final_map, dtype=np.int64),
            "reduce_partial_map": partials,
            "splits": np.array([sum(1 for w in works if w[1] >= 0)], dtype=np.int64),
            "partial_rows": np.array([partial], dtype=np.int64)}


def mla_prefill_work_list(params: Mapping[str, int], seed: int = 0) -> Dict[str, np.ndarray]:
    """aiter's get_ps_metadata_v1 (csrc/kernels/mla/metadata/v1_2_host.cuh:
    get_ps_metadata_v1_2_host, kn_generate_ps_metadata, generate_reduce_info)
    as op_tests/test_mla_prefill_ps.py calls it for the persistent MLA
    prefill kernels: BATCH sequences of CTX - i * CTX_STEP tokens (at least
    1), each as long in queries as in keys (prefill: qo lengths = kv
    lengths), pages of one token (block_size 1), HEADS query heads = kv
    heads (MHA, gqa_ratio 1, so qhead_granularity 1), WORKERS persistent
    workgroups (aiter: the device's CU count), query tiles of TILE_Q rows
    (qlen_granularity, default 256 = 256 / gqa), kv units of KV_GRAN keys
    (kvlen_granularity = max(tile_kv 128, block_size), default 128), CAUSAL
    (default 1).

    The heads are dealt to gcd(HEADS, WORKERS) clusters of WORKERS /
    clusters workgroups each; every cluster splits the same query tiles the
    same way, one work per tile piece and head of the cluster.  A query tile
    (ping-pong order within a sequence: first, last, second, ...) costs
    ceil(effective kv / KV_GRAN) units, the effective kv length being, when
    causal, what its last row sees (kv - qo + local end, at most kv).  A
    cluster's units are dealt evenly over its workgroups (the first total %
    workgroups take one more); a tile that does not fit the rest of a
    workgroup's quota is cut there (a piece with partial_qo_loc = TILE_Q *
    its piece number in the cluster, and kv_offset = the sequence's tokens
    after the piece) and goes on on the next.  A tile handled in one go has
    partial_qo_loc -1 (the kernel writes the final output).  work_info rows:
    batch, partial_qo_loc, qo_start, qo_end (token rows), kv_start, kv_end
    (pages into kv_indices; kv_end at most the sequence's end), kv_offset,
    q_head_range (end << 16 | start).

    Parts: ``qo_indptr`` [BATCH + 1], ``context_lens`` [BATCH],
    ``work_indptr`` [WORKERS + 1], ``work_info`` [WORKS, 8] (padded with zero
    rows; default aiter's max_works), ``reduce_indptr`` [REDUCE + 1],
    ``reduce_final_map`` [REDUCE, 2], ``reduce_partial_map`` [PARTIALS]
    (aiter's sizes by default: get_ps_metadata_info_v1; unused entries 0, as
    aiter's zero-initialised host vectors leave them), ``splits`` (the
    pieces among the works) and ``partial_rows`` (rows of the partial
    outputs in use).  The kv pages themselves come from ``paged_kv`` with
    BLOCK 1 and the same BATCH / CTX / CTX_STEP."""
    batch, ctx = params["BATCH"], params["CTX"]
    step, heads, workers = params.get("CTX_STEP", 0), params.get("HEADS", 1), params["WORKERS"]
    tile_q, gran = params.get("TILE_Q", 256), params.get("KV_GRAN", 128)
    causal = bool(params.get("CAUSAL", 1))
    if batch < 1 or ctx < 1 or heads < 1 or workers < 1 or tile_q < 1 or gran < 1:
        raise ValueError(f"mla_prefill_work_list needs BATCH, CTX, HEADS, WORKERS, TILE_Q, "
                         f"KV_GRAN >= 1, got {dict(params)}")
    if gran & (gran - 1):
        raise ValueError(f"mla_prefill_work_list: KV_GRAN = {gran} is not a power of 2 "
                         f"(aiter checks kvlen_granularity)")
    if ctx - step * (batch - 1) < 1:
        raise ValueError(f"mla_prefill_work_list: sequence {batch - 1} would have "
                         f"{ctx - step * (batch - 1)} tokens (CTX - i * CTX_STEP must stay >= 1: "
                         f"the sites count the tokens as that sum)")
    lens = [int(n) for n in context_lengths(batch, ctx, step)]
    qo_indptr = np.concatenate([[0], np.cumsum(lens)]).astype(np.int64)
    kv_indptr = qo_indptr                         # pages of one token
    # step 1: the query tiles (batch, qo_start, qo_end, blocks, effective kv)
    tiles = []
    total = 0
    for b, n in enumerate(lens):
        ranges = [(s, min(s + tile_q, n)) for s in range(0, n, tile_q)]
        for i in range(len(ranges)):
            s, e = ranges[i // 2 if i % 2 == 0 else len(ranges) - 1 - i // 2]
            # causal: the keys the tile's last row sees, min(kv - qo + local
            # end, kv) = the local end, as qo = kv here
            effective = e if causal else n
            units = -(-effective // gran)
            tiles.append((b, s + int(qo_indptr[b]), e + int(qo_indptr[b]), units * gran,
                          effective))
            total += units
    clusters = math.gcd(heads, workers)
    per_cluster, heads_per_cluster = workers // clusters, heads // clusters
    average, extra = divmod(total, per_cluster)

    works: List[List[int]] = []
    work_indptr = [0] * (workers + 1)
    partials_used = 0
    for cluster in range(clusters):
        tile, block, piece = 0, 0, 0
        for tg in range(per_cluster):
            saved = (tile, block, piece)
            for offset in range(heads_per_cluster):
                head = cluster * heads_per_cluster + offset
                head_range = (head + 1) << 16 | (head & 0xFFFF)
                tile, block, piece = saved
                capacity = (average + 1 if tg < extra else average) * gran
                while tile < len(tiles) and capacity > 0:
                    b, qs, qe, blocks, effective = tiles[tile]
                    kv_start = block + int(kv_indptr[b])
                    if effective - block <= capacity:
                        consuming = blocks - block
                        partial = -1 if block == 0 else tile_q * piece
                        piece += block != 0
                        kv_end = min(kv_start + consuming, int(kv_indptr[b + 1]))
                        works.append([b, partial, qs, qe, kv_start, kv_end, 0, head_range])
                        tile, block = tile + 1, 0
                    else:
                        consuming = capacity
                        partial = tile_q * piece
                        piece += 1
                        kv_end = min(kv_start + consuming, int(kv_indptr[b + 1]))
                        offset_after = lens[b] - (kv_end - int(kv_indptr[b]))
                        works.append([b, partial, qs, qe, kv_start, kv_end, offset_after,
                                      head_range])
                        block += consuming
                    capacity -= consuming
            work_indptr[cluster * per_cluster + tg + 1] = len(works)
        partials_used = max(partials_used, piece)

    # the reduce maps: per (qo_start, qo_end) of the split tiles, in that
    # order, the distinct partial locations, ascending
    groups: Dict[tuple, set] = {}
    for w in works:
        if w[1] >= 0:
            groups.setdefault((w[2], w[3]), set()).add(w[1])
    max_q_splits = -(-max(lens) // tile_q)
    capacity_works = params.get("WORKS", (batch + per_cluster - 1) * max_q_splits * heads)
    reduce_tiles = params.get("REDUCE", batch * max_q_splits)
    entries = params.get("PARTIALS", max(1, min(batch + per_cluster - 1, (per_cluster - 1) * 2)
                                         * max_q_splits))
    n_entries = sum(len(v) for v in groups.values())
    if len(works) > capacity_works or len(groups) > reduce_tiles or n_entries > entries \
            or partials_used > entries:
        raise ValueError(f"mla_prefill_work_list: {len(works)} works, {len(groups)} reduce tiles, "
                         f"{n_entries} partial entries ({partials_used} partial tiles) exceed "
                         f"WORKS={capacity_works}, REDUCE={reduce_tiles}, PARTIALS={entries}")
    info = np.zeros((capacity_works, WORK_INFO_WORDS), dtype=np.int64)
    if works:
        info[:len(works)] = np.array(works, dtype=np.int64)
    reduce = np.full(reduce_tiles + 1, n_entries, dtype=np.int64)
    finals = np.zeros((reduce_tiles, 2), dtype=np.int64)
    partial_map = np.zeros(entries, dtype=np.int64)
    reduce[0], at = 0, 0
    for i, (where, locs) in enumerate(sorted(groups.items())):
        finals[i] = where
        partial_map[at:at + len(locs)] = sorted(locs)
        at += len(locs)
        reduce[i + 1] = at
    return {"qo_indptr": qo_indptr, "context_lens": np.array(lens, dtype=np.int64),
            "work_indptr": np.array(work_indptr, dtype=np.int64), "work_info": info.reshape(-1),
            "reduce_indptr": reduce, "reduce_final_map": finals.reshape(-1),
            "reduce_partial_map": partial_map,
            "splits": np.array([sum(1 for w in works if w[1] >= 0)], dtype=np.int64),
            "partial_rows": np.array([tile_q * partials_used], dtype=np.int64)}
