"""Carrara's `determinize` (hidden.py): the screens, the bag and the pile are
sampled from what the player can see; blocks and objects are conserved; the
player to move keeps a move for the step he is in."""

from __future__ import annotations

from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.carrara import data as D  # noqa: N812 - read as D.X
from elasund_desktop.games.carrara.rules import (
    CITY,
    PAY,
    CarraraRules,
    CarraraState,
    blocks_in_play,
)


def _start(players: int = 3) -> tuple[CarraraRules, CarraraState]:
    rules = CarraraRules()
    return rules, rules.setup(GameConfig(players), 4)


def test_blocks_and_objects_are_conserved_and_own_screen_kept() -> None:
    rules, s = _start()
    # player 0 holds some blocks and an object; player 1 holds objects out of the supply
    s = s._replace(
        marble=((2, 1, 0, 0, 0, 0), (0, 0, 3, 0, 0, 0), (0, 0, 0, 0, 1, 1)),
        bag=tuple(D.BLOCKS_PER_COLOUR - x for x in (3, 2, 4, 1, 2, 2)),
        supply=(3, 5, 5, 5, 5, 5),
        objects=((1, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0)),
    )
    s = s._replace(wheel=((1, 1, 1, 1, 1, 1), *s.wheel[1:]))
    assert blocks_in_play(s) == D.TOTAL_BLOCKS
    out = rules.determinize(s, 0, Rng(3))
    assert blocks_in_play(out) == D.TOTAL_BLOCKS
    assert out.marble[0] == s.marble[0] and out.coins[0] == s.coins[0]
    assert out.objects[0] == s.objects[0]
    # the object player 1 really holds may sit with player 1 or 2: the type count holds
    assert out.objects[1][0] + out.objects[2][0] == 1
    assert sum(map(sum, out.objects)) == sum(map(sum, s.objects))
    assert sorted(out.pile) == sorted(s.pile)
    assert rules.view(out, 0) == rules.view(s, 0)


def test_other_screens_do_not_leak() -> None:
    """Two states differing only behind player 1's and 2's screens: same sample."""
    rules, s = _start()
    rich = s._replace(coins=(20, 90, 3))
    poor = s._replace(coins=(20, 0, 41))
    assert rules.determinize(rich, 0, Rng(8)) == rules.determinize(poor, 0, Rng(8))


def test_another_player_paying_keeps_blocks_to_pay_with() -> None:
    """Player 1 pays for a tile in a city: the sample gives him accepted blocks for it."""
    rules, s = _start(2)
    tile = next(t for t in s.display if D.tile_value(t) >= 3)
    city = D.LIVORNO
    accepted = D.CITY_ACCEPTS[city]
    held = [0] * D.NUM_COLOURS
    for k in range(D.tile_value(tile)):
        held[accepted[k % len(accepted)]] += 1
    bag = list(s.bag)
    for c in range(D.NUM_COLOURS):
        bag[c] += s.marble[1][c] - held[c]
    s = s._replace(
        current=1, phase=PAY, tile=tile, city=city,
        marble=(s.marble[0], tuple(held)), bag=tuple(bag),
    )  # fmt: skip
    for seed in range(20):
        out = rules.determinize(s, 0, Rng(seed))
        assert rules.legal_actions(out), seed
        assert sum(out.marble[1][c] for c in accepted) >= D.tile_value(tile)
    city_phase = s._replace(phase=CITY, city=-1)
    for seed in range(20):
        assert rules.legal_actions(rules.determinize(city_phase, 0, Rng(seed)))
