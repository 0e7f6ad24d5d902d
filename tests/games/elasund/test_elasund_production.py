"""Production: dice, ship, income, pirates, card shortage, influence deck.

Seeds: 000 "1) PRODUZIONE", ""7" ai dadi", "Il mazzo di carte potere", "Quando la riserva di
carte è esaurita"; 001 "1) Kast terningerne", "At kaste en 7 er", "Hvis banken løber tør".
"""

from __future__ import annotations

import dataclasses

import pytest

from elasund_desktop.engine.rules import IllegalAction
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from tests.games.elasund.helpers import (
    RULES,
    act,
    bld,
    check_invariants,
    empty_hands,
    events,
    hand,
    keys,
    legal,
    place,
    rng_rolling,
    situation,
)


def _roll_state(total: int, ship_row: int | None, **kw):
    st = situation(phase=R.ROLL, ship_row=ship_row, **kw)
    return dataclasses.replace(st, rng=rng_rolling(total))


def test_ship_moves_to_rolled_row() -> None:
    """000: "piazza la barca sul numero ottenuto"."""
    tr = act(_roll_state(9, 5), 0, "roll")
    assert tr.state.ship == D.ROW_INDEX[9] and tr.state.phase == R.BUILD
    assert events(tr, "roll")[0]["total"] == 9


def test_repeated_number_moves_ship_two_rows_with_choice_when_both_exist() -> None:
    """000 "Importante": same number -> 2 rows up or down (example 3 -> 5)."""
    tr = act(_roll_state(5, 5), 0, "roll")
    assert tr.state.phase == R.SHIP
    assert legal(tr.state) == [("move_ship", (3,)), ("move_ship", (8,))]
    t2 = act(tr.state, 0, "move_ship", 8)
    assert t2.state.ship == D.ROW_INDEX[8] and t2.state.phase == R.BUILD
    with pytest.raises(IllegalAction):
        act(tr.state, 0, "move_ship", 6)
    t3 = act(_roll_state(3, 3), 0, "roll")
    assert t3.state.ship == D.ROW_INDEX[5]  # 3 -> 5, the seed's example (no row above 2)


@pytest.mark.parametrize(("row", "forced"), [(12, 10), (2, 4)])
def test_repeated_number_at_the_edge_forces_the_move(row: int, forced: int) -> None:
    """rules-data §1.1: e.g. 12 -> 10 (there is no row beyond the edge)."""
    tr = act(_roll_state(row, row), 0, "roll")
    assert tr.state.ship == D.ROW_INDEX[forced] and tr.state.phase == R.BUILD


def test_first_roll_seven_lets_the_roller_pick_any_row() -> None:
    """rules-data §9 #17 (INVENTED): ship beside the board, a first 7 -> any row."""
    tr = act(_roll_state(7, None), 0, "roll")
    assert tr.state.phase == R.SHIP
    assert [a[0] for _k, a in legal(tr.state)] == list(D.ROWS)


def test_seven_moves_ship_to_any_other_row() -> None:
    """000 "7 ai dadi": "non può essere lasciata nella stessa fila"."""
    tr = act(_roll_state(7, 6), 0, "roll")
    rows = [a[0] for _k, a in legal(tr.state)]
    assert 6 not in rows and len(rows) == 9


def test_income_once_per_building_with_a_square_in_the_row() -> None:
    """001: "De bygninger, eller dele af bygninger, som ligger i samme række"; once each."""
    st = _roll_state(6, 2)
    st = empty_hands(st)
    st = place(
        st,
        bld("workshop", 0, 3, 5),  # rows 5-6: gold
        bld("hut_large", 1, 2, 5),  # rows 5-6: gold
        bld("house", 1, 4, 6),  # row 6: influence
        bld("tavern", 2, 6, 5),  # rows 5-6: influence to the cube owner
        bld("merchant", 3, 0, 6),  # rows 6-8: gold to the cube owner
        bld("large_building", 2, 3, 8),  # not in row 6
        bld("well", 3, 5, 5),  # no income
        bld("market_stand", 1, 5, 8),  # no income
    )
    st = dataclasses.replace(st, trade=(0, 0, 0, 2))  # the merchant covers 2 harbour squares
    st = dataclasses.replace(st, huts_removed=((*D.HUT_KINDS,), ("hut_small",), *st.huts_removed[2:]))
    tr = act(st, 0, "roll")
    s = tr.state
    assert s.gold == (1, 1, 0, 1)
    assert [sum(h) for h in s.influence] == [0, 1, 1, 0]
    inc = {e["player"]: (e["gold"], e["influence"]) for e in events(tr, "income")}
    assert inc == {0: (1, 0), 1: (1, 1), 2: (0, 1), 3: (1, 0)}
    check_invariants(s)


def test_small_hut_gives_influence_large_hut_gold() -> None:
    """Seeds: start huts produce; rules-data §3: small hut influence, large hut gold."""
    st = situation(phase=R.ROLL, ship_row=2, keep_huts=True)
    st = empty_hands(dataclasses.replace(st, rng=rng_rolling(4)))
    s = act(st, 0, "roll").state  # row 4: small huts of blue (2,4) and red (3,4)
    assert [sum(h) for h in s.influence] == [1, 1, 0, 0] and s.gold == (0, 0, 0, 0)
    st2 = dataclasses.replace(st, rng=rng_rolling(9))
    s2 = act(st2, 0, "roll").state  # row 9: large huts of blue (1,8-9) and red (4,8-9)
    assert s2.gold == (1, 1, 0, 0)


def _pirate_board(**kw):
    st = empty_hands(_roll_state(7, 2, **kw))
    st = place(
        st,
        bld("market_stand", 0, 3, 5),  # red 1 cube in row 5
        bld("large_building", 0, 5, 4),  # red flags in rows 4 and 5 -> 1 cube in row 5
        bld("well", 1, 1, 5),  # blue 1 cube in row 5
        bld("tavern", 2, 3, 3),  # green flag in row 3 (covers rows 3-4): not in row 5
    )
    # red owns two towers (north wall tile 3, east wall tile 6 in row 5 -> 1 more cube)
    lay = R.LAYOUTS[4]
    walls = list(st.walls)
    nxt = list(st.wall_next)
    order = [lay.wall_index[("north", c)] for c in (7, 6, 5, 4, 3)]
    order += [lay.wall_index[("east", r)] for r in (3, 4, 5)]
    for number, i in enumerate(order[:6], start=1):
        walls[i] = 0 * 16 + number
    walls[order[6]] = 1 * 16 + 1
    walls[order[7]] = 0 * 16 + 9  # red tile 9 (tower) on the east wall, row 5
    nxt[0], nxt[1] = 10, 2
    walls_state = dataclasses.replace(st, walls=tuple(walls), wall_next=tuple(nxt))
    # tile numbers must be 1..k per player for the invariant: give red 1..6 and 9 -> fix
    return walls_state


def test_pirates_each_player_discards_one_card_per_own_cube_in_the_row() -> None:
    """000 "7": discard as many cards as cubes in the row; 001 example red 3, blue 1."""
    st = _pirate_board()
    st = hand(hand(st, 0, gold=5, red=2), 1, gold=1, blue=2)
    st = hand(st, 2, gold=3)
    t = act(st, 0, "roll")
    t = act(t.state, 0, "move_ship", 5)
    s = t.state
    demand = {e["player"]: e["cubes"] for e in events(t, "pirate_demand")}
    assert demand == {0: 3, 1: 1}  # red: market stand, large building (middle flag), east tower
    assert s.phase == R.DISCARD and s.actor == 0 and s.owed[0] == 3
    assert legal(s) == [("discard", ("gold",)), ("discard", ("red",))]
    for card in ("gold", "red", "red"):
        s = act(s, 0, "discard", card).state
    assert s.actor == 1 and s.phase == R.DISCARD
    s = act(s, 1, "discard", "blue").state
    assert s.gold[0] == 4 and s.influence[0][0] == 0 and s.influence[1][1] == 1
    # red owns 3 towers (tiles 3, 6, 9): takes 3 of the 4 discarded cards (choose variant)
    assert s.phase == R.PIRATE_TAKE and s.actor == 0
    assert legal(s) == [("take_card", ("gold",)), ("take_card", ("red",)), ("take_card", ("blue",))]
    s = act(s, 0, "take_card", "blue").state
    s = act(s, 0, "take_card", "red").state
    s = act(s, 0, "take_card", "red").state
    assert s.phase == R.BUILD
    assert s.influence[0] == (2, 1, 0) and s.gold_supply == st.gold_supply + 1
    assert s.pool == (0, 0, 0, 0)


def test_pirates_player_without_enough_cards_discards_all_he_has() -> None:
    """000 "7": "non ne dà nessuna o da tutte quelle che gli restano"."""
    st = _pirate_board()
    st = empty_hands(st)
    st = hand(st, 0, gold=1, green=1)
    t = act(act(st, 0, "roll").state, 0, "move_ship", 5)
    s = t.state
    assert [e["card"] for e in events(t, "pirate_discard")] == ["gold", "green"]
    # red owns 3 towers and only 2 cards were discarded: he takes both back, no choice left
    assert [e["card"] for e in events(t, "pirate_take")] == ["gold", "green"]
    assert s.phase == R.BUILD and s.gold[0] == 1 and s.influence[0] == (0, 0, 1)


def test_pirate_reward_random_variant_draws_from_the_discards() -> None:
    """001 "At kaste en 7 er": "trække 1 tilfældigt kort ... for hvert Bymurstårn"."""
    st = _pirate_board(options={"pirate_reward": "random"})
    st = hand(hand(st, 0, gold=5, red=2), 1, gold=1, blue=2)
    s = act(act(st, 0, "roll").state, 0, "move_ship", 5).state
    for card in ("gold", "red", "red"):
        s = act(s, 0, "discard", card).state
    t = act(s, 1, "discard", "blue")
    assert t.state.phase == R.BUILD
    assert len(events(t, "pirate_take")) == 3
    assert sum(t.state.pool) == 0
    assert t.state.gold[0] + sum(t.state.influence[0]) == 4 + 3


def test_pirates_without_towers_all_discards_go_to_the_bank() -> None:
    """000 "7": the roller takes one card per own tower only."""
    st = _pirate_board(current=1)
    st = hand(hand(st, 0, gold=5, red=2), 1, gold=1, blue=0)
    s = act(act(st, 1, "roll").state, 1, "move_ship", 5).state
    s = act(s, 0, "discard", "gold").state
    s = act(s, 0, "discard", "gold").state
    t = act(s, 0, "discard", "red")
    assert t.state.phase == R.BUILD  # blue's own gold was discarded automatically, no towers
    assert t.state.gold_supply == st.gold_supply + 3
    assert t.state.discard[0] == st.discard[0] + 1
    assert "pirate_bank" in keys(t)


def test_no_income_on_a_seven() -> None:
    """000 "7": "Non si ottengono redditi nella fila indicata"."""
    st = _roll_state(7, 2)
    st = empty_hands(place(st, bld("workshop", 0, 3, 5)))
    s = act(act(st, 0, "roll").state, 0, "move_ship", 5).state
    assert s.gold[0] == 0 and s.phase == R.BUILD


def test_gold_shortage_everyone_returns_half_then_income_is_paid() -> None:
    """000/001 shortage: nobody is paid at first; every player returns half (rounded down)."""
    st = _roll_state(5, 2)
    st = place(st, bld("workshop", 0, 3, 5), bld("workshop", 1, 4, 5), bld("merchant", 2, 5, 5))
    st = hand(hand(hand(hand(st, 0, gold=11), 1, gold=20), 2, gold=5), 3, gold=14)
    assert st.gold_supply == 1
    t = act(st, 0, "roll")
    s = t.state
    assert events(t, "shortage") == [{"card": "gold"}]
    assert events(t, "shortage_return") == [
        {"player": p, "card": "gold", "count": k} for p, k in ((0, 5), (1, 10), (2, 2), (3, 7))
    ]
    assert s.gold == (11 - 5 + 1, 20 - 10 + 1, 5 - 2 + 1, 14 - 7)
    check_invariants(s)


def test_influence_shortage_everyone_returns_half_then_income_is_paid() -> None:
    """000/001 shortage for influence: half of the influence cards, reshuffled into a deck."""
    st = _roll_state(5, 2)
    st = empty_hands(place(st, bld("house", 0, 3, 5), bld("tavern", 1, 5, 5)))
    st = hand(st, 0, red=6, blue=7, green=0)
    st = hand(st, 1, red=7, blue=6, green=6)
    st = hand(st, 2, red=0, blue=0, green=7)
    st = hand(st, 3, red=0, blue=0, green=0)
    assert sum(st.deck) == 0 and sum(st.discard) == 0
    t = act(st, 0, "roll")
    s = t.state
    assert events(t, "shortage") == [{"card": "influence"}]
    assert events(t, "shortage_return") == [
        {"player": 0, "card": "influence", "count": 6},
        {"player": 1, "card": "influence", "count": 9},
        {"player": 2, "card": "influence", "count": 3},
    ]
    assert events(t, "reshuffle") == [{"count": 18}]
    assert sum(s.influence[0]) == 13 - 6 + 1 and sum(s.influence[1]) == 19 - 9 + 1
    assert s.influence[2] == (0, 0, 4)
    check_invariants(s)


def test_influence_deck_is_reshuffled_from_discards_when_empty() -> None:
    """000 "Il mazzo di carte potere": when the deck is empty the discards are shuffled."""
    st = _roll_state(5, 2)
    st = empty_hands(place(st, bld("house", 0, 3, 5)))
    st = hand(st, 1, red=13, blue=13, green=12)
    st = dataclasses.replace(st, influence=((0, 0, 0), *st.influence[1:]))
    st = dataclasses.replace(st, deck=(0, 0, 0), discard=(0, 0, 1))
    t = act(st, 0, "roll")
    assert events(t, "reshuffle") == [{"count": 1}]
    assert t.state.influence[0] == (0, 0, 1) and sum(t.state.deck) == 0
    check_invariants(t.state)


def test_roll_is_a_barrier_and_view_hides_other_hands() -> None:
    """Hidden information (decisions): other hands only as counts."""
    st = empty_hands(situation(phase=R.ROLL))
    st = hand(st, 1, red=2, blue=1)
    v = RULES.view(st, 0)
    assert "influence" not in v["players"][1] and v["players"][1]["influence_count"] == 3
    assert "church_stack" not in v and v["church_stack_count"] == 9
    assert RULES.view(st, 1)["players"][1]["influence"] == {"red": 2, "blue": 1, "green": 0}
    assert act(st, 0, "roll").barrier


def test_rolling_the_ships_row_next_to_the_edge_offers_both_rows() -> None:
    """000 "Importante": row 4 rolled with the ship on row 4: rows 2 and 6."""
    tr = act(_roll_state(4, 4), 0, "roll")
    assert tr.state.phase == R.SHIP and legal(tr.state) == [("move_ship", (2,)), ("move_ship", (6,))]
    with pytest.raises(IllegalAction) as exc:
        act(tr.state, 0, "move_ship", 3)
    assert (exc.value.reason_key, exc.value.params) == ("ship_two_rows_away", {"row": 4})
    assert act(tr.state, 0, "move_ship", 2).state.ship == D.ROW_INDEX[2]


def test_pirates_from_any_row_and_a_row_that_does_not_exist() -> None:
    """000 "7": the ship leaves its row for any other; the pirates come with it."""
    tr = act(_roll_state(7, 6), 0, "roll")
    t = act(tr.state, 0, "move_ship", 2)
    assert [e.key for e in t.events][:2] == ["ship_moved", "pirates"]
    with pytest.raises(IllegalAction) as exc:
        act(tr.state, 0, "move_ship", 7)
    assert (exc.value.reason_key, exc.value.params) == ("ship_row_not_allowed", {"row": 7})


def test_pirate_reward_random_never_draws_a_kind_the_discards_do_not_hold() -> None:
    """001 "At kaste en 7 er": the random card comes from the discarded cards: with
    one red card discarded and no gold among them, red's tower brings that red card."""
    st = hand(_pirate_board(options={"pirate_reward": "random"}), 0, red=1)
    t = act(act(st, 0, "roll").state, 0, "move_ship", 5)
    assert [e["card"] for e in events(t, "pirate_discard")] == ["red"]
    assert [e["card"] for e in events(t, "pirate_take")] == ["red"]
    assert t.state.pool == (0, 0, 0, 0) and t.state.gold[0] == 0 and t.state.influence[0] == (1, 0, 0)
