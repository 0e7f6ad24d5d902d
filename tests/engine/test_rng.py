"""engine/rng.py: SplitMix64 with exact known outputs, unbiased ranges, fair shuffles."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from elasund_desktop.engine.rng import Rng, seed_state

MASK = (1 << 64) - 1


def test_known_outputs_of_splitmix64_for_known_seeds() -> None:
    """The published reference values of SplitMix64 (seed 0 and seed 1234567)."""
    r = Rng(0)
    assert [r.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]
    r = Rng(1234567)
    assert [r.next_u64() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


def test_the_position_advances_by_the_golden_gamma_and_stays_64_bit() -> None:
    r = Rng(MASK)
    r.next_u64()
    assert r.state == (MASK + 0x9E3779B97F4A7C15) & MASK
    assert Rng(1 << 64).state == 0 and Rng(-1).state == MASK


def test_seed_state_maps_every_int_into_64_bits() -> None:
    assert seed_state(0) == 0 and seed_state(42) == 42
    assert seed_state(-1) == MASK
    assert seed_state(1 << 64) == 0 and seed_state((1 << 64) + 5) == 5


def test_same_seed_same_draws_and_other_seed_other_draws() -> None:
    a, b, c = Rng(99), Rng(99), Rng(100)
    draws = [a.below(1000) for _ in range(20)]
    assert draws == [b.below(1000) for _ in range(20)]
    assert draws != [c.below(1000) for _ in range(20)]


@pytest.mark.parametrize("n", [0, -1, -7])
def test_below_refuses_an_empty_range(n: int) -> None:
    with pytest.raises(ValueError, match=r"^n must be positive$"):
        Rng(1).below(n)


@pytest.mark.parametrize("n", [1, 2, 6, 7, 1000])
def test_below_stays_in_range_and_reaches_both_ends(n: int) -> None:
    r = Rng(7)
    seen = {r.below(n) for _ in range(max(200, 30 * n))}
    assert min(seen) == 0 and max(seen) == n - 1 and seen <= set(range(n))


def _chi_square(counts: Counter[int], n: int, draws: int) -> float:
    expected = draws / n
    return sum((counts[k] - expected) ** 2 / expected for k in range(n))


@pytest.mark.parametrize("n", [2, 6, 7, 11])
def test_below_is_uniform_over_a_large_sample(n: int) -> None:
    """Chi-square below the 0.1 % critical value for n-1 degrees of freedom."""
    critical = {1: 10.83, 5: 20.52, 6: 22.46, 10: 29.59}[n - 1]
    r = Rng(2026)
    draws = 60_000
    counts = Counter(r.below(n) for _ in range(draws))
    assert _chi_square(counts, n, draws) < critical


def test_below_has_no_modulo_bias_where_it_would_be_largest() -> None:
    """n = 3 * 2**62: a plain `x % n` gives the lowest third of the range half of all
    draws; rejection sampling gives each third one draw in three."""
    n = 3 << 62
    r = Rng(11)
    draws = 6000
    thirds = Counter(r.below(n) // (1 << 62) for _ in range(draws))
    assert set(thirds) <= {0, 1, 2}
    for k in range(3):
        assert abs(thirds[k] / draws - 1 / 3) < 0.03, thirds


def test_between_and_die_cover_their_closed_ranges() -> None:
    r = Rng(3)
    assert {r.between(-2, 2) for _ in range(300)} == {-2, -1, 0, 1, 2}
    assert {r.die() for _ in range(300)} == {1, 2, 3, 4, 5, 6}
    assert {r.die(4) for _ in range(300)} == {1, 2, 3, 4}
    assert {r.between(5, 5) for _ in range(10)} == {5}


def test_choice_picks_every_item() -> None:
    r = Rng(4)
    assert {r.choice("abc") for _ in range(100)} == {"a", "b", "c"}


def test_shuffle_puts_every_item_at_every_position() -> None:
    """Fisher-Yates must let an item stay where it is (Sattolo's variant never does)."""
    items = list(range(5))
    at: Counter[tuple[int, int]] = Counter()
    for seed in range(600):
        shuffled = Rng(seed).shuffled(items)
        assert sorted(shuffled) == items
        at.update((pos, item) for pos, item in enumerate(shuffled))
    assert set(at) == set(itertools.product(range(5), range(5)))
    assert all(80 <= count <= 160 for count in at.values()), at  # 120 expected each


def test_shuffle_reaches_every_permutation_about_equally() -> None:
    r = Rng(8)
    draws = 24 * 400
    counts = Counter(tuple(r.shuffled("abcd")) for _ in range(draws))
    assert len(counts) == 24
    assert all(300 <= c <= 500 for c in counts.values()), counts  # 400 expected each


def test_shuffled_leaves_its_input_alone_and_shuffle_works_in_place() -> None:
    items = [1, 2, 3, 4, 5, 6, 7, 8]
    out = Rng(5).shuffled(items)
    assert items == [1, 2, 3, 4, 5, 6, 7, 8] and out != items
    Rng(5).shuffle(items)
    assert items == out
    single: list[int] = [9]
    Rng(5).shuffle(single)
    assert single == [9]


def _state_giving(output: int) -> int:
    """The generator position whose next 64-bit output is `output`: splitmix64's
    mixing is a bijection, undone step by step (xorshifts, then the odd
    multipliers' inverses modulo 2**64)."""
    mask = (1 << 64) - 1

    def unxorshift(z: int, k: int) -> int:
        x = z
        for _ in range(64 // k + 1):
            x = z ^ (x >> k)
        return x & mask

    z = unxorshift(output, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & mask
    z = unxorshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & mask
    z = unxorshift(z, 30)
    return (z - 0x9E3779B97F4A7C15) & mask


@pytest.mark.parametrize("n", [3, 6, 36])
def test_below_rejects_exactly_the_draws_from_the_cut_off_on(n: int) -> None:
    """No modulo bias: the top (2**64 mod n) outputs are drawn again, the one just
    below them is kept."""
    limit = (1 << 64) - ((1 << 64) % n)
    assert Rng(_state_giving(12345)).next_u64() == 12345  # the inverse is right
    kept = Rng(_state_giving(limit - 1))
    assert kept.below(n) == (limit - 1) % n
    one_draw = Rng(_state_giving(limit - 1))
    one_draw.next_u64()
    assert kept.state == one_draw.state  # kept at the first draw
    redrawn = Rng(_state_giving(limit))
    second = Rng(redrawn.state)
    second.next_u64()
    assert redrawn.below(n) == second.below(n)  # the cut-off itself was skipped
