"""The branch-condition values of gcnasm/checker/lds_paths.py, against
brute force: every concrete value a path may hold must stay inside the
abstract value an operation gives (residue set and interval), and a join
must hold both sides' values.  (The model's use, pruning a two-half loop's
infeasible exits, is pinned in tests/test_check_lds_order.py.)"""

from __future__ import annotations

import random

import pytest

from gcnasm.checker.lds_paths import MASK, Value, _evaluate

OPS = ["s_add_u32", "s_sub_u32", "s_and_b32", "s_or_b32", "s_xor_b32", "s_lshr_b32",
       "s_lshl_b32", "s_mul_i32"]


def _contains(v: Value, x: int) -> bool:
    return (x & ((1 << v.k) - 1)) in v.residues and v.lo <= x <= v.hi


def _concrete(m: str, a: int, c: int) -> int:
    return {"s_add_u32": a + c, "s_sub_u32": a - c, "s_and_b32": a & c, "s_or_b32": a | c,
            "s_xor_b32": a ^ c, "s_lshr_b32": a >> (c & 31), "s_lshl_b32": a << (c & 31),
            "s_mul_i32": a * c}[m] & MASK


def _abstract(xs):
    """A value holding every x of xs: exact, or joined from them (a
    counter's class), or shifted by an interval (a bound near a counter)."""
    v = Value.const(xs[0])
    for x in xs[1:]:
        v = v.join(Value.const(x))
    return v


@pytest.mark.parametrize("op", OPS)
def test_operations_hold_every_concrete_result(op):
    rng = random.Random(op)
    for _ in range(200):
        base = rng.choice([0, 64, 1, rng.randrange(1 << 32)])
        step = rng.choice([1, 2, 64, 0x100])
        xs = [(base + step * rng.randrange(0, 40)) & MASK for _ in range(rng.randrange(1, 5))]
        v = _abstract(xs)
        assert all(_contains(v, x) for x in xs)
        c = rng.choice([1, 3, 6, 63, 0x40, 0xFF, rng.randrange(1 << 32)])
        out = _evaluate(op, [v, Value.const(c)])
        if out is None:
            continue
        for x in xs:
            assert _contains(out, _concrete(op, x, c)), (op, xs, c, out.key())


def test_plus_holds_every_sum_and_a_counters_class_decides_the_tail_parity():
    rng = random.Random(1)
    for _ in range(200):
        xs = [rng.randrange(0, 1 << 12) * 64 for _ in range(3)]
        v = _abstract(xs)
        lo = rng.randrange(-100, 10)
        hi = lo + rng.randrange(0, 80)
        out = v.plus(lo, hi)
        for x in xs:
            for d in (lo, hi, (lo + hi) // 2):
                if 0 <= x + d <= MASK:
                    assert _contains(out, x + d)
    # fmha_v3_fwd's tail: a counter of 64-steps that is 0 mod 128 (an even
    # number of tiles done) and a bound within 63 below it: the bound's
    # tile count (bound + 63) >> 6 is even, whatever the bound
    counter = Value.const(128).join(Value.const(256))
    assert counter.k == 7 and counter.residues == {0}
    bound = counter.plus(-63, 0)
    tiles = _evaluate("s_lshr_b32", [_evaluate("s_add_u32", [bound, Value.const(63)]),
                                     Value.const(6)])
    parity = _evaluate("s_and_b32", [tiles, Value.const(1)])
    assert parity.exact() == 0
    for c in range(128, 100000, 128):
        for n in range(c - 63, c + 1):
            assert ((n + 63) >> 6) & 1 == 0


def test_join_holds_both_sides():
    rng = random.Random(2)
    for _ in range(300):
        xs = [rng.randrange(1 << 32) for _ in range(rng.randrange(1, 4))]
        ys = [rng.randrange(1 << 32) if rng.random() < 0.5 else xs[0] + 128 * rng.randrange(8)
              for _ in range(rng.randrange(1, 4))]
        a, b = _abstract(xs), _abstract([y & MASK for y in ys])
        j = a.join(b)
        assert all(_contains(j, x) for x in xs) and all(_contains(j, y & MASK) for y in ys)


def test_a_select_on_a_signed_compare_clamps_the_bound():
    """fwd_hd128_bf16_causal_group: s_cmp_lt_i32 s38, 64; s_cselect_b32
    s38, 64, s38 leaves s38 >= 64 whatever s38 was (a negative s38 is
    below 64 and gives 64)."""
    from gcnasm.checker.lds_paths import EMPTY, _plain_compare, _select
    from gcnasm.isa import RegisterUnit
    from gcnasm.isa.encoder import encode
    from gcnasm.isa.instruction import decode

    def assemble_line(text):
        return decode(encode(text))
    s38 = RegisterUnit.parse("s38")
    known = {}
    compare = _plain_compare(assemble_line("s_cmp_lt_i32 s38, 64"))
    _select(known, assemble_line("s_cselect_b32 s38, 64, s38"), compare, frozenset())
    v = known[s38]
    assert v.lo == 64 and v.hi >= (1 << 31) - 1
    assert EMPTY.value(s38).lo == 0


def test_an_equality_not_taken_excludes_d_0_at_an_end_of_the_relation():
    """mla_a16w16_qh32_qseqlen4's first tiles: `s_cmp_eq_u32 s71, s70` not
    taken with s71 in s70 + [0, 5] leaves s71 in s70 + [1, 5] (brute force:
    every d of the interval but 0); inside the interval 0 stays; d = 0 only
    is no path."""
    from gcnasm.checker.lds_paths import Paths, Relation, _narrow
    from gcnasm.isa import RegisterUnit
    s70, s71 = RegisterUnit.parse("s70"), RegisterUnit.parse("s71")
    for dlo, dhi in ((0, 5), (-3, 0), (-2, 4), (0, 0)):
        paths = Paths({s70: Value.const(7), s71: Relation(s70, dlo, dhi)})
        out = _narrow(paths, ("eq", s70, s71, False), holds=False)
        kept = [d for d in range(dlo, dhi + 1) if d != 0]
        if not kept:
            assert out is None
            continue
        r = out.known[s71]
        # sound: every d the compare leaves is inside; tight where 0 was an end
        assert r.dlo <= min(kept) and r.dhi >= max(kept)
        if 0 in (dlo, dhi):
            assert (r.dlo, r.dhi) == (min(kept), max(kept))
        if dlo <= 0 <= dhi:
            same = _narrow(paths, ("eq", s70, s71, False), holds=True).known[s71]
            assert (same.dlo, same.dhi) == (0, 0)
