"""Carrara: once an action is over, nothing of it stays chosen.

Taking blocks chooses a wheel segment and counts the blocks taken; building chooses a
tile, a city and the blocks set aside.  When the action ends (the player stops taking,
or the last block is paid) all of it is cleared, as at set-up: segment, tile and city
-1, no block counted or set aside.  The board draws the chosen segment and tile from
these fields, so a leftover would mark a segment or tile during the next step or the
next player's turn.
"""

from __future__ import annotations

from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import ACTION, AFTER, TAKE, ZERO6

from .helpers import RULES, act, conserve_blocks, legal_args, start, tile
from .test_carrara_steps_scores import villa_2_to_build


def _cleared(view: dict[str, object]) -> tuple[object, ...]:
    return (view["segment"], view["taken"], view["tile"], view["city"], view["paid"])


NOTHING_CHOSEN = (-1, 0, -1, -1, list(ZERO6))


def test_after_taking_blocks_no_segment_stays_chosen_and_no_block_counted() -> None:
    s = start(3)
    s = conserve_blocks(s._replace(wheel=((3, 3, 3, 0, 0, 0), *s.wheel[1:])))
    s = act(s, "buy_marble").state
    k = max(range(6), key=lambda i: sum(s.wheel[i]))
    s = act(s, "choose_segment", k).state
    for _ in range(2):
        s = act(s, "take_block", legal_args(s, "take_block")[-1]).state
    assert s.phase == TAKE and (s.segment, s.taken) == (k, 2)
    done = act(s, "stop_taking").state
    assert done.phase in (AFTER, ACTION)
    assert _cleared(RULES.view(done, None)) == NOTHING_CHOSEN


def test_after_building_no_tile_nor_city_stays_chosen() -> None:
    s, p = villa_2_to_build()
    s = act(s, "build", "villa_2").state
    s = act(s, "build_in", "pisa").state
    assert (s.tile, s.city) == (tile("villa", 2), D.PISA)
    s = act(s, "pay", "yellow").state
    built = act(s, "pay", "white").state
    assert tile("villa", 2) in built.boards[p][D.PISA]
    assert built.phase in (AFTER, ACTION)
    assert _cleared(RULES.view(built, None)) == NOTHING_CHOSEN


def test_a_new_game_starts_with_nothing_chosen_and_no_city_scored() -> None:
    """At set-up no segment, tile or city is chosen, no block taken or set aside, and
    each of the six cities is still to be scored."""
    view = RULES.view(start(3), None)
    assert _cleared(view) == NOTHING_CHOSEN
    assert view["city_scorer"] == [-1] * len(D.CITIES) and len(D.CITIES) == 6
