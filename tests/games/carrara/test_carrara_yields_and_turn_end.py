"""Carrara scoring yields and the end of a turn (summary 002: a city scores the
sum of its buildings' values times the city's multiplier, as points in Livorno,
Lucca and Massa and as coins in Pisa, Viareggio and Lerici; a building type
scores each of its buildings the same way; one object a turn)."""

from __future__ import annotations

from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import ACTION, AFTER, OVER, city_yield, type_yield

from .helpers import RULES, act, board, set_player, start
from .test_carrara_outcome import _last_turn


def test_a_city_yields_points_or_coins_never_both() -> None:
    b = board(
        livorno=[("biblioteca", 2), ("villa", 3)], pisa=[("porta", 4)], massa=[("villa", 1)]
    )
    assert city_yield(b, D.LIVORNO) == ((2 + 3) * 3, 0)
    assert city_yield(b, D.PISA) == (0, 4 * 3)
    assert city_yield(b, D.MASSA) == (1, 0)
    assert city_yield(b, D.LERICI) == (0, 0)


def test_a_building_type_adds_up_all_its_buildings_by_city() -> None:
    b = board(
        livorno=[("biblioteca", 2)],
        lucca=[("biblioteca", 4), ("villa", 5)],
        pisa=[("biblioteca", 1)],
        lerici=[("biblioteca", 5)],
    )
    assert type_yield(b, D.BIBLIOTECA) == (2 * 3 + 4 * 2, 1 * 3 + 5 * 1)
    assert type_yield(b, D.VILLA) == (5 * 2, 0)
    assert type_yield(b, D.PORTA) == (0, 0)


def test_after_a_turn_with_an_object_bought_the_next_player_may_buy_one() -> None:
    """One object per turn: the limit is the turn's, not the game's."""
    s = start(3)
    p = s.current
    s = set_player(s, p, coins=25)._replace(phase=AFTER)
    t = act(s, "buy_object", "book")
    s = t.state  # nothing else to do after it: the turn ends by itself
    assert s.object_bought is False and s.current == (p + 1) % 3 and s.phase == ACTION
    nxt = set_player(s, s.current, coins=25)._replace(phase=AFTER)
    assert [a.args for a in RULES.legal_actions(nxt) if a.kind == "buy_object"]


def test_a_city_scored_in_the_last_turn_ends_the_game_at_once() -> None:
    """The round of the announcement ends with the seat before the start player;
    with nothing to buy or announce after the action, the game ends there."""
    s = _last_turn(
        boards=board(livorno=[("biblioteca", 2), ("villa", 1)], pisa=[("cattedrale", 4)]),
        coins=3,
    )._replace(phase=ACTION)
    t = act(s, "score_city", "livorno")
    assert t.state.phase == OVER
    keys = [e.key for e in t.events]
    assert keys[0] == "score_city" and "final_score" in keys
