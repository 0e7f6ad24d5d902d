"""Building (acceptance per city, payment, display) and scoring (cities, types, objects)."""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, Event, IllegalAction
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import ACTION, CITY, END_ALL_BUILT, PAY

from .helpers import (
    RULES,
    act,
    board,
    conserve_blocks,
    end_turn,
    kinds,
    legal_args,
    marble,
    set_player,
    start,
    tile,
)

EMPTY = (0, 0, 0, 0, 0, 0)


def with_display(s, *tiles: int):  # type: ignore[no-untyped-def]
    rest = [t for t in range(30) if t not in tiles]
    display = (*tiles, *rest[: 9 - len(tiles)])
    return s._replace(display=display, pile=tuple(rest[9 - len(tiles) :]))


@pytest.mark.parametrize(
    ("city", "accepted"),
    [
        ("livorno", {"white"}),
        ("pisa", {"white", "yellow"}),
        ("lucca", {"white", "yellow", "red"}),
        ("viareggio", {"white", "yellow", "red", "green"}),
        ("massa", {"white", "yellow", "red", "green", "blue"}),
        ("lerici", {"white", "yellow", "red", "green", "blue", "black"}),
    ],
)
def test_acceptance_per_city(city: str, accepted: set[str]) -> None:
    assert {D.COLOURS[c] for c in D.CITY_ACCEPTS[D.CITY_INDEX[city]]} == accepted
    for colour in D.COLOURS:
        s = start(3)
        p = s.current
        s = conserve_blocks(
            set_player(with_display(s, tile("villa", 1)), p, marble=marble(**{colour: 1}))
        )
        s = act(s, "build", "villa_1").state
        assert s.phase == CITY
        assert (city in legal_args(s, "build_in")) == (colour in accepted), (city, colour)


def test_black_marble_builds_only_in_lerici() -> None:
    s = start(3)
    p = s.current
    s = conserve_blocks(set_player(with_display(s, tile("porta", 2)), p, marble=marble(black=2)))
    s = act(s, "build", "porta_2").state
    assert legal_args(s, "build_in") == ["lerici"]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(p, "build_in", ("massa",)))
    assert err.value.reason_key == "city_cannot_be_paid"


def test_only_affordable_tiles_are_offered() -> None:
    s = start(3)
    p = s.current
    s = conserve_blocks(
        set_player(
            with_display(s, tile("villa", 2), tile("villa", 3)), p, marble=marble(blue=1, red=1)
        )
    )
    offered = legal_args(s, "build")
    assert "villa_2" in offered and "villa_3" not in offered
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(p, "build", ("villa_3",)))
    assert err.value.reason_key == "cannot_pay_tile"


def test_the_value_1_library_tile_is_offered_like_any_other() -> None:
    """Any tile on the display the player can pay for may be built; the library of value
    1 (tile 0, the first of all) is no exception."""
    s = start(3)
    p = s.current
    assert tile("biblioteca", 1) == 0
    s = conserve_blocks(set_player(with_display(s, tile("biblioteca", 1)), p, marble=marble(red=1)))
    assert "biblioteca_1" in legal_args(s, "build")
    built = act(act(s, "build", "biblioteca_1").state, "build_in", "lerici").state
    assert tile("biblioteca", 1) in built.boards[p][D.LERICI]


def test_payment_asked_only_when_there_is_a_choice_and_colours_may_mix() -> None:
    s = start(3)
    p = s.current
    s = conserve_blocks(
        set_player(with_display(s, tile("villa", 2)), p, marble=marble(white=1, yellow=1, red=2))
    )
    # Pisa: exactly white + yellow can pay: no question, paid at once
    t = act(act(s, "build", "villa_2").state, "build_in", "pisa")
    assert t.state.phase != PAY and t.state.marble[p] == marble(red=2)
    assert t.state.boards[p][D.PISA] == (tile("villa", 2),)
    # Lucca: white, yellow and red could pay: the player chooses block by block
    s2 = act(act(s, "build", "villa_2").state, "build_in", "lucca").state
    assert s2.phase == PAY and set(legal_args(s2, "pay")) == {"white", "yellow", "red"}
    s2 = act(s2, "pay", "red").state
    assert s2.phase == PAY  # one more block to choose among three colours
    s3 = act(s2, "pay", "white").state
    assert s3.phase != PAY and s3.marble[p] == marble(yellow=1, red=1)


def test_spent_blocks_go_back_to_the_bag() -> None:
    s = start(3)
    p = s.current
    s = conserve_blocks(set_player(with_display(s, tile("castello", 3)), p, marble=marble(blue=3)))
    bag = s.bag
    s = act(act(s, "build", "castello_3").state, "build_in", "massa").state
    assert s.bag[D.BLUE] == bag[D.BLUE] + 3


def test_display_is_refilled_at_once_and_shrinks_when_the_pile_is_empty() -> None:
    s = start(3)
    p = s.current
    s = conserve_blocks(set_player(s, p, marble=marble(black=5)))
    first = s.display[4]
    top = s.pile[0]
    s2 = act(act(s, "build", D.tile_name(first)).state, "build_in", "lerici").state
    assert s2.display[4] == top and len(s2.pile) == 20
    s3 = s._replace(pile=())
    s3 = act(act(s3, "build", D.tile_name(first)).state, "build_in", "lerici").state
    assert s3.display[4] == -1 and sum(t >= 0 for t in s3.display) == 8


def test_all_thirty_built_triggers_the_end() -> None:
    s = start(3)
    p = s.current
    last = s.display[0]
    s = s._replace(display=(last, -1, -1, -1, -1, -1, -1, -1, -1), pile=())
    s = conserve_blocks(set_player(s, p, marble=marble(black=5)))
    t = act(act(s, "build", D.tile_name(last)).state, "build_in", "lerici")
    assert t.state.end_reason == END_ALL_BUILT
    assert [e for e in t.events if e.key == "all_built"] == [Event.make("all_built", player=p)]


# -- scoring -------------------------------------------------------------------------


def test_seed_example_viareggio_2_2_4_gives_16_coins() -> None:
    s = start(3)
    p = s.current
    b = board(viareggio=[("porta", 2), ("villa", 2), ("palazzo", 4)])
    s = set_player(s, p, boards=b)
    t = act(s, "score_city", "viareggio")
    assert t.state.coins[p] == 20 + 16 and t.state.vp[p] == 0
    assert t.state.city_scorer[D.VIAREGGIO] == p


def test_seed_example_libraries_give_3_vp_15_coins_and_four_books() -> None:
    s = start(3)
    p = s.current
    b = board(
        lerici=[("biblioteca", 5)],
        viareggio=[("biblioteca", 2), ("biblioteca", 3)],
        livorno=[("biblioteca", 1)],
    )
    s = set_player(s, p, boards=b)
    t = act(s, "score_type", "biblioteca")
    assert t.state.vp[p] == 3 and t.state.coins[p] == 20 + 15
    assert [e for e in t.events if e.key == "score_type"] == [
        Event.make("score_type", player=p, building="biblioteca", vp=3, coins=15)
    ]
    assert t.state.objects[p][D.BOOK] == 4 and t.state.supply[D.BOOK] == 1
    assert t.state.type_scored[p][D.BIBLIOTECA]


def test_seed_example_massa_with_two_gates_and_a_castle_gives_two_portals_and_a_crown() -> None:
    """Seed 004 (Italian summary), its own example: "se si valuta Massa e vi sono 2
    porte e un castello il giocatore prende 2 portali e una corona."  The objects
    come from the supply ("Attenzione a non prendere gli oggetti posti sul
    tabellone"), and Massa pays 1 VP per value of the buildings there."""
    s = start(3)
    p = s.current
    b = board(massa=[("porta", 1), ("porta", 3), ("castello", 2)])
    s = set_player(s, p, boards=b)
    t = act(s, "score_city", "massa")
    mine = t.state.objects[p]
    assert mine[D.GATE] == 2 and mine[D.CROWN] == 1 and sum(mine) == 3  # 2 portali, 1 corona
    assert t.state.vp[p] == 6  # (1 + 3 + 2) x 1 VP
    assert t.state.for_sale == (1,) * 6  # never from the for-sale field
    assert t.state.supply[D.GATE] == 3 and t.state.supply[D.CROWN] == 4


def test_the_castle_brings_a_crown_and_the_palace_the_flag_that_remains() -> None:
    """Seed 004's example gives a castello a corona; the palazzo, which secondary
    sources gave the crown, gets the one object no other type shows: the flag.
    Every type shows a different object, so each kind of object comes from one type."""
    assert D.OBJECTS[D.TYPE_OBJECT[D.CASTELLO]] == "crown"
    assert D.OBJECTS[D.TYPE_OBJECT[D.PALAZZO]] == "flag"
    assert sorted(D.TYPE_OBJECT) == list(range(len(D.OBJECTS)))
    s = start(2)
    p = s.current
    s = set_player(s, p, boards=board(lerici=[("palazzo", 1), ("palazzo", 2), ("castello", 3)]))
    mine = act(s, "score_city", "lerici").state.objects[p]
    assert (mine[D.FLAG], mine[D.CROWN], sum(mine)) == (2, 1, 3)


def test_supply_running_out_gives_nothing_for_the_rest() -> None:
    s = start(3)
    p = s.current
    s = set_player(s, p, boards=board(lerici=[("porta", 1), ("porta", 2), ("porta", 3)]))
    s = s._replace(supply=(5, 5, 5, 1, 5, 5))
    t = act(s, "score_city", "lerici")
    assert t.state.objects[p][D.GATE] == 1 and t.state.supply[D.GATE] == 0
    assert t.state.for_sale[D.GATE] == 1
    assert any(e.key == "supply_empty" and e.as_dict()["n"] == 2 for e in t.events)


def test_city_scoring_needs_the_printed_number_of_buildings() -> None:
    for city, need in zip(D.CITIES, (2, 2, 2, 3, 3, 3), strict=True):
        s = start(3)
        p = s.current
        few = set_player(s, p, boards=board(**{city: [("villa", v) for v in range(1, need)]}))
        assert city not in legal_args(few, "score_city")
        with pytest.raises(IllegalAction) as err:
            RULES.apply(few, Action(p, "score_city", (city,)))
        assert err.value.reason_key == "city_needs_buildings" and err.value.params["n"] == need
        enough = set_player(
            s, p, boards=board(**{city: [("villa", v) for v in range(1, need + 2)]})
        )
        assert city in legal_args(enough, "score_city")


def test_one_scorer_per_city() -> None:
    s = start(3)
    p = s.current
    q = (p + 1) % 3
    b = board(pisa=[("villa", 1), ("villa", 2)])
    s = set_player(set_player(s, p, boards=b), q, boards=b)
    s = end_turn(act(s, "score_city", "pisa").state)
    assert s.current == q
    assert s.phase == ACTION and "pisa" not in legal_args(s, "score_city")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(q, "score_city", ("pisa",)))
    assert err.value.reason_key == "city_already_scored"
    # the city scored by another still counts in the type scoring of its tiles
    assert "villa" in legal_args(s, "score_type")


def test_type_scoring_once_per_player_not_blocking_others() -> None:
    s = start(2)
    p = s.current
    q = 1 - p
    b = board(lucca=[("villa", 4)])
    s = set_player(set_player(s, p, boards=b), q, boards=b)
    s = end_turn(act(s, "score_type", "villa").state)
    assert s.vp[p] == 8  # 4 x 2 VP in Lucca
    assert s.current == q and "villa" in legal_args(s, "score_type")
    s = end_turn(act(s, "score_type", "villa").state)
    assert s.current == p and "villa" not in legal_args(s, "score_type")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(p, "score_type", ("villa",)))
    assert err.value.reason_key == "type_already_scored"


def test_type_scoring_needs_one_building_of_it() -> None:
    s = start(3)
    assert "score_type" not in kinds(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(s.current, "score_type", ("villa",)))
    assert err.value.reason_key == "type_needs_building"


def test_six_scoring_markers_at_most() -> None:
    s = start(3)
    p = s.current
    s = set_player(s, p, boards=board(lerici=[("villa", 1)]), markers_used=6)
    assert "score_type" not in kinds(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action(p, "score_type", ("villa",)))
    assert err.value.reason_key == "no_markers_left"
