"""Refusals that name what is missing: a card not in hand or in the pirates'
pool, a building kind no longer available, a wall space that does not exist,
and a city without a free square for a permit (000/001: permits go on free
squares only, so a full city takes no more)."""

from __future__ import annotations

import dataclasses

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.rules import ElasundState
from tests.games.elasund.helpers import (
    RULES,
    act,
    bld,
    empty_hands,
    hand,
    legal,
    permits,
    place,
    situation,
)


def refusal(st: ElasundState, player: int, kind: str, *args: object) -> tuple[str, dict]:
    with pytest.raises(IllegalAction) as exc:
        act(st, player, kind, *args)
    return exc.value.reason_key, dict(exc.value.params)


def test_a_discard_names_the_card_the_player_does_not_hold() -> None:
    """000 "7": each player gives up cards he has."""
    st = situation(phase=R.DISCARD, owed=(1, 0, 0, 0))
    st = hand(empty_hands(st), 0, gold=1, red=1)
    assert refusal(st, 0, "discard", "green") == ("no_such_card", {"card": "green"})
    assert refusal(st, 0, "discard", "silver") == ("bad_arguments", {})
    assert legal(st) == [("discard", ("gold",)), ("discard", ("red",))]


def test_taking_from_the_pirates_pool_names_a_card_that_is_not_there() -> None:
    """000 "7": the roller takes, per tower, one of the cards given up."""
    st = situation(phase=R.PIRATE_TAKE, pending=(1,), pool=(0, 1, 0, 0))
    st = dataclasses.replace(st, deck=(st.deck[0] - 1, *st.deck[1:]))
    assert refusal(st, 0, "take_card", "gold") == ("no_such_card", {"card": "gold"})
    assert refusal(st, 0, "take_card", "silver") == ("no_such_card", {"card": "silver"})
    assert legal(st) == [("take_card", ("red",))]


def test_a_building_kind_already_built_or_used_up_is_not_available() -> None:
    """000: each player has one building of each of his own kinds; the neutral
    buildings are as many as their pile holds."""
    st = place(situation(), bld("house", 0, 3, 5))
    st = hand(permits(st, [(0, 1, 5, 5)]), 0, gold=10)
    assert refusal(st, 0, "build", "house") == ("building_not_available", {"building": "house"})
    no_wells = dataclasses.replace(st, piles=(0, *st.piles[1:]))
    assert refusal(no_wells, 0, "build", "well") == ("building_not_available", {"building": "well"})
    assert refusal(st, 0, "build", "castle") == ("bad_arguments", {})


def test_a_wall_space_that_does_not_exist_is_refused() -> None:
    st = hand(situation(), 0, gold=10)
    assert refusal(st, 0, "wall", "west", 3) == ("no_wall_space", {})
    assert refusal(st, 0, "wall", "north", 12) == ("no_wall_space", {})


def _full_city(phase: str, **cards: int) -> ElasundState:
    """Every free square of the city covered (wells of blue), red's permit of
    value 2 on the one square left, and red's cards as given."""
    st = empty_hands(situation(phase=phase))
    st = permits(st, [(0, 2, 4, 6)])
    ctx = R._Ctx(st)
    w = R._W(st)
    w.own("buildings")
    for square in R.LAYOUTS[4].city:
        if ctx.free(square):
            w.buildings.append(R.Building("well", 1, square, 0))
    return hand(w.freeze(), 0, gold=9, **cards)


def test_a_full_city_takes_no_permit_and_says_so() -> None:
    """000/001: a permit needs a free square; a permit can be moved only to one."""
    st = _full_city(R.PERMIT, red=2, blue=1, green=1)
    assert refusal(st, 0, "permit", 3) == ("no_free_square", {})
    assert refusal(st, 0, "permit", 0) == ("no_free_square", {})  # the free 0 permit too
    exact = hand(st, 0, gold=3)  # gold exactly the value: the square is what is missing
    assert refusal(exact, 0, "permit", 3) == ("no_free_square", {})
    assert [k for k, _a in legal(st)] == ["take_gold"]
    bonus = _full_city(R.BONUS, red=2, blue=1, green=1)
    assert refusal(bonus, 0, "bonus_place", 3) == ("no_free_square", {})
    assert refusal(bonus, 0, "bonus_move", 2) == ("no_free_square", {})
    assert ("bonus_upgrade", (2,)) in legal(bonus)  # an upgrade needs no free square


def test_a_bonus_for_a_permit_value_that_does_not_exist_is_not_possible() -> None:
    st = hand(situation(phase=R.BONUS), 0, gold=9, red=2, blue=1, green=1)
    for kind in ("bonus_place", "bonus_move", "bonus_upgrade"):
        assert refusal(st, 0, kind, 5) == ("bonus_not_possible", {})
        assert refusal(st, 0, kind, -1) == ("bonus_not_possible", {})


def test_a_wall_refusal_names_a_taken_space_and_the_gold_missing() -> None:
    """000 "Costruire dei bastioni": one tile per space; 2 gold north and south,
    4 gold on the east side."""
    st = hand(situation(), 0, gold=3)
    st = act(st, 0, "wall", "north", 7).state  # red's first tile, 1 gold left
    assert refusal(st, 0, "wall", "north", 7) == ("wall_space_taken", {})
    assert refusal(st, 0, "wall", "north", 6) == (
        "not_enough_gold",
        {"need": 2, "have": 1, "n": 2},
    )
    rich = hand(situation(), 0, gold=3)
    assert refusal(rich, 0, "wall", "east", 3) == (
        "not_enough_gold",
        {"need": 4, "have": 3, "n": 4},
    )
    assert refusal(rich, 0, "wall", "north") == ("bad_arguments", {})
    assert refusal(rich, 0, "wall", 7, "north") == ("bad_arguments", {})


def test_paying_with_a_colour_short_of_cards_names_the_colour_and_the_need() -> None:
    """000/001 3) and 4): a permit outside the ship's row and a bonus move both cost
    two influence cards of one colour."""
    st = hand(situation(phase=R.PERMIT_SQUARE, ship_row=5, pending=(1,)), 0, gold=1, red=2, green=3)
    paying = act(st, 0, "permit_at", 3, 11).state
    assert paying.phase == R.PERMIT_PAY and paying.pending == (1, D.sq(3, 11))
    assert refusal(paying, 0, "pay_colour", "blue") == (
        "not_enough_influence",
        {"colour": "blue", "need": 2, "n": 2},
    )
    assert refusal(paying, 0, "pay_colour", "gold") == ("bad_arguments", {})
    st = permits(hand(situation(phase=R.BONUS), 0, gold=5, red=2, green=2, blue=1), [(0, 2, 4, 6)])
    moving = act(act(st, 0, "bonus_move", 2).state, 0, "bonus_move_to", 5, 6).state
    assert moving.phase == R.BONUS_PAY
    assert refusal(moving, 0, "pay_colour", "blue") == (
        "not_enough_influence",
        {"colour": "blue", "need": 2, "n": 2},
    )


def test_nothing_is_played_after_the_end_or_out_of_turn() -> None:
    st = hand(situation(phase=R.BUILD, current=2), 2, gold=5)
    assert refusal(st, 1, "end_construction") == ("not_your_turn", {"player": 2})
    over = dataclasses.replace(st, phase=R.OVER, actor=-1, winner=2)
    assert refusal(over, 2, "end_construction") == ("game_over", {})
    assert refusal(over, -1, "end_construction") == ("game_over", {})


def test_a_permit_refusal_names_the_value_and_the_gold() -> None:
    """000/001 3): a permit from the supply costs its value in gold."""
    st = permits(hand(situation(phase=R.PERMIT), 0, gold=2), [(0, 1, 4, 6)])
    assert refusal(st, 0, "permit", 1) == ("permit_not_in_supply", {"value": 1})  # on the board
    assert refusal(st, 0, "permit", 5) == ("permit_not_in_supply", {"value": 5})
    assert refusal(st, 0, "permit", -1) == ("permit_not_in_supply", {"value": -1})
    assert refusal(st, 0, "permit", 3) == ("not_enough_gold", {"need": 3, "have": 2, "n": 3})
    assert ("permit", (2,)) in legal(st) and ("permit", (0,)) in legal(st)


def test_a_permit_square_that_is_taken_says_what_is_there() -> None:
    """000/001 3): a permit goes on a free square of the ship's row."""
    st = situation(phase=R.PERMIT_SQUARE, ship_row=5, pending=(1,))
    st = permits(place(hand(st, 0, gold=1), bld("well", 1, 3, 5)), [(2, 0, 4, 5)])
    assert refusal(st, 0, "permit_at", 3, 5) == ("square_has_building", {})
    assert refusal(st, 0, "permit_at", 4, 5) == ("square_has_permit", {})
    assert refusal(st, 0, "permit_at", 4, 6) == ("permit_wrong_row", {})


def test_a_permit_on_the_first_square_counts_as_on_the_board_for_the_bonus() -> None:
    """The city's first square (column 1, row 2) holds a permit like any other."""
    st = hand(situation(phase=R.BONUS), 0, gold=9, red=2, blue=1, green=1)
    st = permits(st, [(0, 3, 0, 2)])
    assert refusal(st, 0, "bonus_place", 3) == ("permit_not_in_supply", {"value": 3})
    assert ("bonus_move", (3,)) in legal(st) and ("bonus_upgrade", (3,)) in legal(st)
    assert refusal(st, 0, "bonus_move", 0) == ("permit_not_on_board", {"value": 0})
    st = permits(st, [(0, 4, 1, 2)])
    assert refusal(st, 0, "bonus_upgrade", 3) == ("no_higher_permit", {"value": 3})


def test_a_wall_space_named_with_a_text_for_a_number_is_malformed() -> None:
    st = hand(situation(), 0, gold=3)
    assert refusal(st, 0, "wall", "north", "7") == ("bad_arguments", {})


def test_a_building_without_a_site_is_refused_by_name() -> None:
    st = hand(situation(), 0, gold=9)
    assert refusal(st, 0, "build", "tavern") == ("no_site_for_building", {"building": "tavern"})


def test_the_next_player_starts_with_a_roll_and_no_construction_made() -> None:
    st = dataclasses.replace(situation(phase=R.BONUS, current=1), builds=2, turn=9)
    s = act(st, 1, "end_turn").state
    assert (s.phase, s.current, s.actor, s.builds, s.turn, s.pending) == (R.ROLL, 2, 2, 0, 10, ())


def test_a_wall_tile_is_stored_with_its_builders_seat() -> None:
    st = hand(situation(current=2), 2, gold=2)
    s = act(st, 2, "wall", "north", 7).state
    shown = [w for w in RULES.view(s, None)["walls"] if w["owner"] is not None]
    assert shown == [
        {"side": "north", "position": 7, "cost": 2, "owner": 2, "number": 1, "tower": False}
    ]
    assert s.wall_next == (1, 1, 2, 1)


def test_a_permit_on_the_first_square_is_on_the_board_for_every_rule() -> None:
    """The first square (column 1, row 2) is a square like the others: its permit is
    not offered again, blocks other permits and lets its owner build there."""
    st = permits(hand(situation(phase=R.PERMIT, ship_row=2), 0, gold=5), [(0, 1, 0, 2)])
    assert ("permit", (1,)) not in legal(st) and ("permit", (2,)) in legal(st)
    assert refusal(st, 0, "permit", 1) == ("permit_not_in_supply", {"value": 1})
    placing = act(st, 0, "permit", 2).state
    assert refusal(placing, 0, "permit_at", 0, 2) == ("square_has_permit", {})
    building = dataclasses.replace(placing, phase=R.BUILD, pending=())
    assert ("build", ("house",)) in legal(building)


def test_a_site_short_of_permits_says_how_many_it_needs_and_has() -> None:
    """000 c): a tavern needs 2 permits under it."""
    st = permits(
        hand(situation(phase=R.BUILD_SITE, pending=("tavern",)), 0, gold=9), [(0, 1, 3, 3)]
    )
    assert refusal(st, 0, "build_at", 3, 3) == (
        "not_enough_permits",
        {"need": 2, "have": 1, "n": 2},
    )


def test_a_players_permits_on_a_site_add_up_against_the_others() -> None:
    """000 c): the builder's permit values on the site, added, must be higher than
    each other player's; he pays them their values (red 1 + 2 = 3 beats blue's 2)."""
    st = situation(phase=R.BUILD_SITE, pending=("tavern",))
    st = permits(hand(st, 0, gold=9), [(0, 1, 3, 3), (0, 2, 4, 3), (1, 2, 3, 4)])
    t = act(st, 0, "build_at", 3, 3)
    assert t.state.gold[:2] == (9 - 3 - 2, st.gold[1] + 2)
    comp = [e.as_dict() for e in t.events if e.key == "compensation"]
    assert comp == [{"player": 0, "owner_player": 1, "gold": 2, "n": 2}]


def test_a_permit_moved_onto_a_building_is_refused_by_what_stands_there() -> None:
    """000 4a): the permit moves to a *free* square; a square under a building is not."""
    st = permits(hand(situation(phase=R.BONUS), 0, blue=2), [(0, 3, 3, 3)])
    st = place(st, bld("workshop", 1, 6, 11))
    moving = act(st, 0, "bonus_move", 3).state
    assert refusal(moving, 0, "bonus_move_to", 6, 11) == ("square_has_building", {})
    assert refusal(moving, 0, "bonus_move_to", 6, 12) == ("square_has_building", {})
    assert act(moving, 0, "bonus_move_to", 7, 11).state.permits[0][3] == D.sq(7, 11)


def test_an_upgrade_never_offers_a_permit_lying_on_the_first_square() -> None:
    """000 4b): the higher permit comes from the player's supply; one on the city's
    first square (column 1, row 2) is on the board, not in the supply."""
    st = hand(situation(phase=R.BONUS), 0, gold=9, green=2)
    st = permits(st, [(0, 1, 3, 3), (0, 2, 0, 2)])
    upgrading = act(st, 0, "bonus_upgrade", 1).state
    assert legal(upgrading) == [("bonus_upgrade_to", (3,)), ("bonus_upgrade_to", (4,))]
    assert refusal(upgrading, 0, "bonus_upgrade_to", 2) == ("permit_not_in_supply", {"value": 2})
    # the only higher permit on the first square: no upgrade at all, and why
    st = permits(st, [(0, 3, 1, 2), (0, 4, 2, 2)])
    assert ("bonus_upgrade", (1,)) not in legal(st)
    assert refusal(st, 0, "bonus_upgrade", 1) == ("no_higher_permit", {"value": 1})


def test_a_bonus_permit_with_gold_exactly_its_value_is_refused_only_for_a_full_city() -> None:
    """000 4c): one card of each colour and the permit's value in gold; with exactly
    that much gold, a city without a free square is what stops the bonus."""
    st = hand(situation(phase=R.BONUS), 0, gold=3, red=1, blue=1, green=1)
    assert ("bonus_place", (3,)) in legal(st)
    full = hand(_full_city(R.BONUS, red=1, blue=1, green=1), 0, gold=3)
    assert refusal(full, 0, "bonus_place", 3) == ("no_free_square", {})
    assert refusal(hand(full, 0, gold=2), 0, "bonus_place", 3) == (
        "not_enough_gold", {"need": 3, "have": 2},
    )
