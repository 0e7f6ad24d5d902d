"""Every refusal of the Carrara rules names its rule and the numbers the player needs.

One situation per branch of the explanation: whose turn, malformed arguments, a move of
another step of the turn (the order buy -> segment -> blocks, tile -> city -> blocks, then
object / announcement), and each rule that makes a move impossible right now.
"""

from __future__ import annotations

from typing import Any

import pytest

from elasund_desktop.engine.rules import Action, IllegalAction
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import (
    ACTION,
    AFTER,
    CITY,
    OVER,
    PAY,
    SEGMENT,
    TAKE,
    CarraraState,
)

from .helpers import RULES, board, marble, set_player, start, tile

EMPTY = (0, 0, 0, 0, 0, 0)


def refusal(s: CarraraState, kind: str, *args: Any, player: int = 0) -> tuple[str, dict[str, Any]]:
    action = Action(player, kind, tuple(args))
    assert action not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, action)
    return err.value.reason_key, err.value.params


def seat0(phase: str = ACTION, **changes: Any) -> CarraraState:
    """Seat 0 to move in `phase`, nothing on its screen, 20 coins."""
    s = start(3)._replace(current=0, phase=phase)
    s = set_player(s, 0, marble=marble(), coins=20)
    return s._replace(**changes)


def test_nobody_moves_once_the_game_is_over() -> None:
    assert refusal(seat0(OVER), "buy_marble") == ("game_over", {})


def test_an_unknown_move_is_named() -> None:
    assert refusal(seat0(), "fly") == ("unknown_action", {"kind": "fly"})


def test_a_move_out_of_turn_names_whose_turn_it_is() -> None:
    assert refusal(seat0(), "buy_marble", player=2) == ("not_your_turn", {"player": 0})


@pytest.mark.parametrize(
    ("kind", "args"),
    [
        ("buy_marble", (1,)),  # no argument expected
        ("choose_segment", ("1",)),  # a position is a number
        ("choose_segment", (True,)),
        ("choose_segment", (6,)),  # positions 0..5
        ("choose_segment", (-1,)),
        ("take_block", (0,)),  # a colour is a name
        ("take_block", ("pink",)),
        ("take_block", ()),
        ("take_block", ("white", "red")),
        ("build", ("villa_6",)),
        ("buy_object", ("sword",)),
    ],
)
def test_malformed_arguments_are_refused(kind: str, args: tuple[Any, ...]) -> None:
    phase = {"choose_segment": SEGMENT, "take_block": TAKE, "buy_object": AFTER}.get(kind, ACTION)
    assert refusal(seat0(phase, segment=0), kind, *args) == ("bad_argument", {})


@pytest.mark.parametrize(
    ("phase", "kind", "args", "reason"),
    [
        (ACTION, "choose_segment", (0,), "wheel_turns_first"),
        (ACTION, "build_in", ("lerici",), "choose_tile_first"),
        (ACTION, "pay", ("black",), "choose_tile_first"),
        (ACTION, "buy_object", ("book",), "object_after_action"),
        (SEGMENT, "buy_object", ("book",), "object_after_action"),
        (ACTION, "stop_taking", (), "choose_an_action"),
        (ACTION, "end_turn", (), "choose_an_action"),
        (SEGMENT, "build", ("villa_1",), "buying_marble_now"),
        (SEGMENT, "score_type", ("villa",), "buying_marble_now"),
        (TAKE, "pay", ("black",), "buying_marble_now"),
        (TAKE, "build_in", ("lerici",), "buying_marble_now"),
        (SEGMENT, "stop_taking", (), "choose_a_segment"),
        (SEGMENT, "buy_marble", (), "choose_a_segment"),
        (TAKE, "end_turn", (), "take_from_segment"),
        (CITY, "score_city", ("pisa",), "building_now"),
        (CITY, "choose_segment", (1,), "building_now"),
        (PAY, "build_in", ("pisa",), "building_now"),
        (PAY, "build", ("villa_1",), "building_now"),
        (CITY, "pay", ("black",), "choose_a_city"),
        (CITY, "end_turn", (), "choose_a_city"),
        (PAY, "end_turn", (), "choose_blocks"),
        (PAY, "take_block", ("white",), "choose_blocks"),
        (AFTER, "buy_marble", (), "action_done"),
        (AFTER, "score_type", ("villa",), "action_done"),
    ],
)
def test_a_move_of_another_step_names_the_step(
    phase: str, kind: str, args: tuple[Any, ...], reason: str
) -> None:
    s = seat0(phase, segment=2, tile=tile("villa", 1), city=D.PISA)
    assert refusal(s, kind, *args) == (reason, {})


def test_only_one_segment_per_purchase_names_the_chosen_one() -> None:
    s = seat0(TAKE, segment=2)
    assert refusal(s, "choose_segment", 3) == ("one_segment_only", {"position": "III"})


def test_an_empty_segment_and_an_unaffordable_one() -> None:
    wheel = (EMPTY, marble(white=1, yellow=2), EMPTY, EMPTY, EMPTY, EMPTY)
    s = set_player(seat0(SEGMENT, wheel=wheel), 0, coins=3)
    assert refusal(s, "choose_segment", 0) == ("segment_empty", {})
    # position II: white 5, yellow 4: the cheapest costs 4 and the player has 3
    assert refusal(s, "choose_segment", 1) == ("segment_unaffordable", {"coins": 4, "have": 3})


def test_a_colour_missing_from_the_segment_and_an_unaffordable_block() -> None:
    wheel = (EMPTY, marble(white=1, black=1), EMPTY, EMPTY, EMPTY, EMPTY)
    s = set_player(seat0(TAKE, wheel=wheel, segment=1), 0, coins=4)
    assert refusal(s, "take_block", "red") == ("colour_not_on_segment", {"colour": "red"})
    assert refusal(s, "take_block", "white") == (
        "cannot_afford_block",
        {"colour": "white", "coins": 5, "have": 4},
    )


def test_a_tile_not_on_display_without_marble_or_too_big() -> None:
    s = seat0()
    shown = next(t for t in s.display if t >= 0 and D.tile_value(t) == 5)
    hidden = next(t for t in range(D.NUM_TILES) if t not in s.display)
    assert refusal(s, "build", D.tile_name(hidden)) == ("tile_not_on_display", {})
    assert refusal(s, "build", D.tile_name(shown)) == ("no_marble", {})
    s = set_player(s, 0, marble=marble(red=2, black=1))
    assert refusal(s, "build", D.tile_name(shown)) == ("cannot_pay_tile", {"n": 5, "held": 3})


def test_a_city_whose_accepted_blocks_do_not_pay_the_tile() -> None:
    s = set_player(seat0(CITY, tile=tile("villa", 2)), 0, marble=marble(white=1, black=3))
    assert refusal(s, "build_in", "pisa") == (
        "city_cannot_be_paid",
        {"city": "pisa", "colours": ("white", "yellow"), "held": 1, "n": 2},
    )


def test_paying_with_a_colour_the_city_refuses_or_without_such_a_block() -> None:
    s = set_player(seat0(PAY, tile=tile("villa", 2), city=D.PISA), 0, marble=marble(white=3))
    assert refusal(s, "pay", "black") == (
        "colour_not_accepted",
        {"colour": "black", "city": "pisa"},
    )
    assert refusal(s, "pay", "yellow") == ("no_such_block", {"colour": "yellow"})


def test_no_scoring_without_a_marker_left() -> None:
    s = set_player(seat0(), 0, markers_used=D.SCORING_MARKERS, boards=board(pisa=[("villa", 1)]))
    assert refusal(s, "score_city", "pisa") == ("no_markers_left", {})
    assert refusal(s, "score_type", "villa") == ("no_markers_left", {})


def test_city_scoring_refusals_name_the_scorer_or_the_buildings_needed() -> None:
    two = board(pisa=[("villa", 1), ("villa", 2)], massa=[("porta", 1)])
    s = set_player(seat0(), 0, boards=two)
    s = s._replace(city_scorer=(-1, 0, -1, -1, -1, -1))
    assert refusal(s, "score_city", "pisa") == ("city_scored_by_you", {"city": "pisa"})
    s = s._replace(city_scorer=(-1, 2, -1, -1, -1, -1))
    assert refusal(s, "score_city", "pisa") == (
        "city_already_scored",
        {"city": "pisa", "other_player": 2},
    )
    assert refusal(s, "score_city", "massa") == (
        "city_needs_buildings",
        {"city": "massa", "n": 3, "have": 1},
    )


def test_type_scoring_refusals() -> None:
    s = set_player(seat0(), 0, boards=board(pisa=[("villa", 1)]))
    s = set_player(s, 0, type_scored=(False, False, False, False, False, True))
    assert refusal(s, "score_type", "villa") == ("type_already_scored", {"building": "villa"})
    assert refusal(s, "score_type", "porta") == ("type_needs_building", {"building": "porta"})


def test_object_refusals_bought_already_not_for_sale_too_dear() -> None:
    s = seat0(AFTER, object_bought=True)
    assert refusal(s, "buy_object", "book") == ("object_already_bought", {})
    s = set_player(seat0(AFTER, for_sale=(0, 1, 1, 1, 1, 1)), 0, coins=9)
    assert refusal(s, "buy_object", "book") == ("object_not_for_sale", {"object": "book"})
    assert refusal(s, "buy_object", "cup") == ("cannot_afford_object", {"coins": 10, "have": 9})


def test_announcement_refusals() -> None:
    s = seat0(AFTER, end_reason="all_built")
    assert refusal(s, "announce_end") == ("end_already_triggered", {})
    assert refusal(seat0(AFTER), "announce_end") == ("objectives_not_met", {})
