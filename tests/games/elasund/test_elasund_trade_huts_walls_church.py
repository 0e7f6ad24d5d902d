"""Trade squares, start huts, city walls, the church and the end of the game.

Seeds: 000 "Le caselle commercio", "Le capanne degli operai", "Costruire dei bastioni",
"Costruire la chiesa", end of "4) AZIONI BONUS" (victory); 001 "Handelsfelter",
"Arbejderhytter", "At opføre Bymuren", "At opføre Kirken", "Spillets slutning".
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
    building_at,
    check_invariants,
    empty_hands,
    events,
    hand,
    keys,
    legal,
    permits,
    place,
    situation,
)


def _build(st, p, kind, col, row):
    return act(act(st, p, "build", kind).state, p, "build_at", col, row)


# --- trade ------------------------------------------------------------------------------
def test_trade_points_one_per_harbour_square_and_two_per_gate_square() -> None:
    """000 "Le caselle commercio": 1 point per harbour square, 2 per square by a gate."""
    st = hand(permits(situation(), [(0, 1, 0, 5), (0, 2, 5, 2)]), 0, gold=20)
    t = _build(st, 0, "workshop", 0, 5)  # covers (0,5) and (0,6): two harbour squares
    assert t.state.trade[0] == 2
    t2 = _build(t.state, 0, "market_stand", 5, 2)  # (5,2) is a 2-point square with 4 players
    assert t2.state.trade[0] == 4
    st3 = hand(permits(situation(2), [(0, 2, 4, 2)]), 0, gold=20)
    assert R.LAYOUTS[2].trade[D.sq(5, 2)] == 0 and R.LAYOUTS[3].trade[D.sq(5, 2)] == 2
    assert _build(st3, 0, "house", 3, 2).state.trade[0] == 0


def test_trade_track_cube_on_reaching_or_passing_3_5_7_9_11() -> None:
    """000: reaching or passing 3, 5, 7, 9 or 11 lets the player place a cube."""
    st = situation(trade=(4, 0, 0, 0))
    st = place(st, bld("tavern", 0, 0, 2), bld("merchant", 0, 0, 4, 1))
    st = dataclasses.replace(st, track=((0,), (), (), (), ()), cubes=(7, 10, 10, 10))
    st = hand(permits(st, [(0, 1, 0, 6), (0, 2, 1, 6), (0, 3, 0, 9)]), 0, gold=10)
    t = _build(st, 0, "tavern", 0, 6)  # +2 harbour points: 4 -> 6
    assert t.state.trade[0] == 6
    assert t.state.track[1] == (0,) and t.state.cubes[0] == 5  # cube on 5 and on the tavern
    check_invariants(t.state)


def test_trade_track_flags_are_a_race() -> None:
    """rules-data §2: 11 has one flag; once taken, later players get nothing there."""
    st = situation(trade=(0, 11, 0, 0))
    st = place(st, bld("large_building", 1, 0, 2, 0), bld("large_building", 1, 0, 6, 0))
    st = place(st, bld("tavern", 1, 0, 10, 0), bld("well", 1, 0, 5, 0))
    st = place(st, bld("market_stand", 1, 5, 2, 0))  # 3 + 3 + 2 + 1 + 2 = 11 points
    st = dataclasses.replace(
        st, track=((1,), (1,), (1,), (1,), (1,)), cubes=(10, 5, 10, 10), trade=(0, 11, 0, 0)
    )
    check_invariants(st)
    t = dataclasses.replace(st, trade=(11, 11, 0, 0))
    w = R._W(t)
    w.own("trade")
    w.trade[0] = 0
    w.trade_gain(0, 11)
    s = w.freeze()
    assert s.track[4] == (1,)  # the single flag on 11 is blue's
    assert s.track[0] == (1, 0) and s.cubes[0] == 6


def test_losing_a_trade_square_building_removes_the_cube() -> None:
    """000 example: red has 5 points and 2 cubes, loses a building -> falls below 5."""
    st = situation(trade=(5, 0, 0, 0))
    st = place(st, bld("workshop", 0, 0, 2), bld("house", 0, 0, 4))  # 2 + 1 points
    st = place(st, bld("well", 0, 0, 11, 0), bld("market_stand", 0, 0, 12, 0))  # 1 + 1
    st = dataclasses.replace(st, track=((0,), (0,), (), (), ()), cubes=(8, 10, 10, 10))
    check_invariants(st)
    st = dataclasses.replace(st, current=2, actor=2)
    st = hand(permits(st, [(2, 1, 0, 5), (2, 0, 1, 5)]), 2, gold=10)
    t = _build(st, 2, "tavern", 0, 4)  # destroys red's house (0,4) - loses 1 point
    s = t.state
    assert s.trade[0] == 4 and s.track[1] == () and s.cubes[0] == 9
    assert "track_cube_lost" in keys(t)
    assert s.trade[2] == 2 and s.track[0] == (0,)  # green has 2 (< 3): no cube yet
    check_invariants(s)


# --- start huts ----------------------------------------------------------------------------
def test_huts_replaced_builders_own_first_then_clockwise() -> None:
    """000 "Le capanne degli operai": the builder's own hut first, then clockwise."""
    st = situation(current=1, keep_huts=True)
    # blue builds a large building over blue's large hut (1,8-9)? church site blocks;
    # use a tavern (4 squares) over red's small hut (3,4), blue's small hut (2,4)
    st = hand(permits(st, [(1, 2, 2, 3), (1, 1, 3, 3)]), 1, gold=10)
    t = _build(st, 1, "tavern", 2, 3)
    s = t.state
    assert s.huts_queue == ((1, "hut_small"), (0, "hut_small"))
    assert s.phase == R.HUTS and s.actor == 1
    with pytest.raises(IllegalAction):
        act(s, 0, "place_hut", 6, 6)
    s = act(s, 1, "place_hut", 6, 6).state
    assert s.actor == 0 and s.phase == R.HUTS
    s = act(s, 0, "place_hut", 6, 8).state
    assert s.phase == R.BUILD and s.actor == 1 and s.builds == 1  # the turn goes on only now
    check_invariants(s)


def test_four_owners_clockwise_from_builders_left() -> None:
    """000: several owners re-place one after the other clockwise."""
    st = situation(current=2, keep_huts=True)
    st = hand(permits(st, [(2, 4, 3, 5), (2, 0, 3, 4), (2, 1, 2, 6)]), 2, gold=10, red=3)
    # green's large building at (2,4) covers blue small (2,4), red small (3,4) and green's
    # large hut? no: cols 2-3 rows 4,5,6 -> blue small, red small
    t = _build(st, 2, "large_building", 2, 4)
    assert t.state.huts_queue == ((0, "hut_small"), (1, "hut_small"))  # red, then blue


def test_hut_never_on_trade_squares_or_permits() -> None:
    """000: "Non è permesso occupare delle caselle commercio o ... gettoni costruzione"."""
    st = situation(phase=R.HUTS, huts_queue=((0, "hut_small"),))
    st = dataclasses.replace(st, huts_removed=(("hut_large",), *st.huts_removed[1:]))
    st = permits(st, [(1, 0, 3, 3)])
    spots = [a for k, a in legal(st) if k == "place_hut"]
    assert (3, 3) not in spots and (0, 3) not in spots and (5, 2) not in spots
    assert (2, 8) not in spots and (1, 3) in spots
    st2 = situation(phase=R.HUTS, huts_queue=((0, "hut_large"),))
    spots2 = [a for k, a in legal(st2) if k == "place_hut"]
    assert (1, 6) in spots2  # rows 6 and 8 are adjacent in the row list
    assert all(r != 12 for _c, r in spots2)  # needs two rows


def test_hut_removed_from_game_when_no_free_square() -> None:
    """000: "Se non restano caselle libere ... sarà ritirato dal gioco"."""
    st = situation(2, keep_huts=True)
    ctx = R._Ctx(st)
    keep_free = (D.sq(3, 3), D.sq(4, 3), D.sq(4, 4))
    w = R._W(st)
    w.own("buildings")
    for sq in R.LAYOUTS[2].city:  # cover every other hut-free square with a well
        if ctx.hut_free(sq) and sq not in keep_free:
            w.buildings.append(R.Building("well", 1, sq, 0))
    st = dataclasses.replace(w.freeze(), piles=(4, 4, 5, 5, 3))
    st = hand(permits(st, [(0, 1, 3, 3), (0, 0, 4, 3)]), 0, gold=10)
    # red's tavern on (3,3),(4,3),(3,4),(4,4) covers red's own small hut (3,4): no place left
    t = _build(st, 0, "tavern", 3, 3)
    assert events(t, "hut_removed") == [{"player": 0, "building": "hut_small"}]
    assert t.state.huts_removed[0] == ("hut_small",) and t.state.phase == R.BUILD


# --- walls -----------------------------------------------------------------------------------
def test_wall_top_tile_next_to_gate_or_wall_costs_2_north_south_4_east() -> None:
    """000 "Costruire dei bastioni": top tile, beside a gate or a placed tile; 2 or 4 gold."""
    st = empty_hands(situation())
    st = hand(st, 0, gold=4)
    walls = [a for k, a in legal(st) if k == "wall"]
    assert walls == [("north", 7), ("south", 7), ("east", 3), ("east", 11)]
    t = act(st, 0, "wall", "north", 7)
    s = t.state
    assert s.gold[0] == 2 and s.wall_next[0] == 2
    assert events(t, "wall_cards")[0]["count"] == 1 and sum(s.influence[0]) == 1  # tile 1
    walls2 = [a for k, a in legal(s) if k == "wall"]
    assert ("north", 6) in walls2 and ("east", 3) not in walls2  # 2 gold left: no east wall
    with pytest.raises(IllegalAction) as exc:
        act(s, 0, "wall", "north", 5)
    assert exc.value.reason_key == "wall_not_adjacent"


@pytest.mark.parametrize(
    ("number", "cards", "tower"),
    [(1, 1, False), (2, 1, False), (3, 0, True), (4, 1, False), (5, 2, False),
     (6, 0, True), (7, 2, False), (8, 2, False), (9, 0, True)],
)
def test_wall_rewards_by_tile_number(number: int, cards: int, tower: bool) -> None:
    """000/001: 1 or 2 influence cards, or a tower with a cube (rules-data §4 by number)."""
    st = empty_hands(situation())
    lay = R.LAYOUTS[4]
    walls = list(st.walls)
    order = [lay.wall_index[("north", c)] for c in (7, 6, 5, 4, 3, 2)]
    order += [lay.wall_index[("south", c)] for c in (7, 6, 5)]
    for k in range(number - 1):
        walls[order[k]] = 0 * 16 + k + 1
    st = dataclasses.replace(
        st, walls=tuple(walls), wall_next=(number, 1, 1, 1),
        cubes=(10 - sum(1 for k in range(1, number) if k in (3, 6)), 10, 10, 10),
    )
    st = hand(st, 0, gold=2)
    check_invariants(st)
    target = lay.walls[order[number - 1]]
    t = act(st, 0, "wall", target.side, target.pos)
    assert events(t, "wall_built")[0]["number"] == number
    s = t.state
    assert sum(s.influence[0]) == cards
    assert (s.cubes[0] == st.cubes[0] - 1) == tower
    check_invariants(s)


def test_wall_option_east_only_after_all_cheap_walls() -> None:
    """rules-data §1.4 (official summary S4): variant option east_walls_after_cheap."""
    st = hand(situation(options={"east_walls_after_cheap": True}), 0, gold=10)
    walls = [a for k, a in legal(st) if k == "wall"]
    assert walls == [("north", 7), ("south", 7)]
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "wall", "east", 3)
    assert exc.value.reason_key == "east_wall_too_early"


def test_east_wall_tower_counts_in_its_row_for_pirates() -> None:
    """rules-data §4: an east tower lies in a dice row; north/south towers in none."""
    st = empty_hands(situation(phase=R.SHIP, ship_row=2, pending=(1, D.ROW_INDEX[9])))
    lay = R.LAYOUTS[4]
    walls = list(st.walls)
    walls[lay.wall_index[("east", 11)]] = 0 * 16 + 1
    walls[lay.wall_index[("east", 10)]] = 0 * 16 + 2
    walls[lay.wall_index[("east", 9)]] = 0 * 16 + 3  # red tower in row 9
    for k, c in enumerate((7, 6, 5), start=1):
        walls[lay.wall_index[("north", c)]] = 1 * 16 + k  # blue tower (tile 3) on the north wall
    st = dataclasses.replace(
        st, walls=tuple(walls), wall_next=(4, 4, 1, 1), cubes=(9, 9, 10, 10)
    )
    st = hand(hand(st, 0, gold=2, red=1), 1, gold=2, red=1)
    check_invariants(st)
    t = act(st, 0, "move_ship", 9)
    assert {e["player"]: e["cubes"] for e in events(t, "pirate_demand")} == {0: 1}
    assert t.state.phase == R.DISCARD and t.state.owed == (1, 0, 0, 0)


# --- church ------------------------------------------------------------------------------------
def test_church_costs_7_first_builder_draws_two_keeps_one_other_to_bottom() -> None:
    """000 "Costruire la chiesa": 7 gold; the first builder draws two, keeps one, other below."""
    st = hand(situation(church_stack=(4, 7, 0, 1, 2, 3, 5, 6, 8)), 0, gold=7)
    assert ("church", ()) in legal(st)
    t = act(st, 0, "church")
    assert t.barrier and t.state.phase == R.CHURCH_KEEP and t.state.gold[0] == 0
    assert legal(t.state) == [("church_keep", (4,)), ("church_keep", (7,))]
    assert RULES.view(t.state, 1)["pending"] == {}
    assert RULES.view(t.state, 0)["pending"] == {"pieces": [4, 7]}
    s = act(t.state, 0, "church_keep", 7).state
    assert s.church_stack == (0, 1, 2, 3, 5, 6, 8, 4)
    assert s.church == ((7, 0),) and s.cubes[0] == 9
    # piece 7 = offset (1, 2): area cols 1-3, rows 5, 6, 8; the tile sits on the site (2, 8)
    assert s.church_origin == (1, D.ROW_INDEX[5])
    assert RULES.view(s, 0)["church_known_bottom"] == 4 and RULES.view(s, 1)["church_known_bottom"] is None
    check_invariants(s)
    st2 = hand(situation(), 0, gold=6)
    assert ("church", ()) not in legal(st2)
    # keeping the first of the two puts the second at the bottom
    s = act(t.state, 0, "church_keep", 4).state
    assert s.church_stack == (0, 1, 2, 3, 5, 6, 8, 7) and s.church == ((4, 0),)
    assert s.church_known == (0, 7)


def test_later_church_tiles_go_to_their_fixed_square() -> None:
    """000: every later tile must be placed at its position relative to the first (model)."""
    st = situation(church_stack=(0, 1, 2), church=((4, 1),), church_origin=(1, D.ROW_INDEX[6]))
    st = dataclasses.replace(st, cubes=(10, 9, 10, 10))
    st = hand(st, 0, gold=7)
    t = act(st, 0, "church")
    e = events(t, "church_tile")[0]
    assert (e["piece"], e["col"], e["row"]) == (1, 2, 6)  # the log counts tiles and columns from 1
    assert t.state.church_stack == (1, 2)


def test_church_returns_permits_without_compensation_and_removes_any_building() -> None:
    """000: a permit on the square goes back (no compensation); a building there is removed
    whatever its size (001 example: blue's tavern)."""
    st = situation(church_stack=(1, 2), church=((4, 1),), church_origin=(1, D.ROW_INDEX[6]))
    st = dataclasses.replace(st, cubes=(10, 9, 10, 10))
    st = place(st, bld("large_building", 2, 1, 9))  # not on (2,6)...
    st = permits(st, [(3, 4, 2, 6)])
    st = hand(hand(st, 0, gold=7), 3, gold=0)
    t = act(st, 0, "church")  # piece 1 -> (2, 6): permit of yellow
    s = t.state
    assert s.permits[3][4] == -1 and s.gold[3] == 0
    assert events(t, "permit_returned") == [{"player": 3, "value": 4, "col": 3, "row": 6}]
    assert [e.key for e in t.events] == ["permit_returned", "church_tile"]
    st2 = situation(
        church_stack=(7, 0, 1, 2, 3, 5, 6, 8), church=((4, 1),), church_origin=(1, D.ROW_INDEX[6])
    )
    st2 = dataclasses.replace(st2, cubes=(10, 9, 10, 10))
    st2 = place(st2, bld("large_building", 2, 1, 9))  # covers (1..2, 9..11): piece 7 -> (2, 9)
    st2 = hand(st2, 0, gold=7)
    t2 = act(st2, 0, "church")
    assert [e["building"] for e in events(t2, "destroyed")] == ["large_building"]
    assert t2.state.cubes[2] == 10
    check_invariants(t2.state)


def test_church_tiles_are_never_built_over_and_give_no_trade_points() -> None:
    """000 "Importante": church tiles can never be destroyed; 000: no trade points."""
    st = situation(church_stack=(3,), church=((4, 1),), church_origin=(0, D.ROW_INDEX[6]))
    st = dataclasses.replace(st, cubes=(10, 9, 10, 10))
    st = hand(st, 0, gold=7)
    t = act(st, 0, "church")  # piece 3 = offset (0, 1) -> (0, 8): a harbour square
    assert events(t, "church_tile")[0]["col"] == 1 and t.state.trade[0] == 0
    s = dataclasses.replace(t.state, phase=R.BUILD_SITE, pending=("large_building",), builds=0)
    s = hand(permits(s, [(0, 4, 0, 9), (0, 0, 1, 9), (0, 1, 0, 10)]), 0, gold=20)
    with pytest.raises(IllegalAction) as exc:
        act(s, 0, "build_at", 0, 6)
    assert exc.value.reason_key == "church_tile_there"


# --- end -------------------------------------------------------------------------------------------
def test_win_at_once_with_the_tenth_cube_on_own_turn() -> None:
    """000: "Appena un giocatore, durante il suo turno, ha disposto tutti i suoi 10 cubi"."""
    st = situation(cubes=(1, 10, 10, 10))
    st = place(st, bld("house", 0, 6, 6))  # (placeholder building, no cube)
    st = hand(permits(st, [(0, 1, 3, 3)]), 0, gold=5)
    t = _build(st, 0, "well", 3, 3)
    s = t.state
    assert s.phase == R.OVER and RULES.to_move(s) is None and RULES.legal_actions(s) == []
    assert (s.winner, s.actor, s.pending) == (0, -1, ())  # nobody left to act, no choice open
    assert events(t, "winner") == [{"player": 0}]
    out = RULES.outcome(s)
    assert out is not None and out.winners == (0,) and out.reason == "ten_cubes"
    assert out.scores == RULES.scores(s) == (10, 0, 0, 0)
    with pytest.raises(IllegalAction):
        act(s, 0, "end_turn")


def test_large_building_with_one_cube_left_places_what_he_has_and_wins() -> None:
    """rules-data §3 (INVENTED): fewer cubes than flags -> place what you have."""
    st = situation(cubes=(1, 10, 10, 10))
    st = hand(permits(st, [(0, 4, 3, 3), (0, 0, 3, 4), (0, 1, 4, 5)]), 0, gold=5)
    s = _build(st, 0, "large_building", 3, 3).state
    assert building_at(s, 3, 3).cubes == 1 and s.winner == 0


def test_wall_and_church_are_constructions_too() -> None:
    """000 2): "Possono essere combinate due costruzioni (per esempio 1 sezione dei bastioni
    ed una parte della chiesa)"."""
    st = hand(situation(church_stack=(0, 1, 2, 3, 4, 5, 6, 7, 8)), 0, gold=20)
    s = act(st, 0, "wall", "north", 7).state
    assert s.builds == 1 and s.phase == R.BUILD
    s = act(s, 0, "church").state
    s = act(s, 0, "church_keep", 0).state
    assert s.builds == 2 and s.phase == R.PERMIT
    check_invariants(s)


def test_no_church_construction_when_all_nine_tiles_are_built() -> None:
    """Decisions: when all 9 church tiles are built no more church construction."""
    st = situation(
        church_stack=(), church=tuple((k, -1) for k in range(9)), church_origin=(0, 3)
    )
    st = hand(st, 0, gold=20)
    assert ("church", ()) not in legal(st)
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "church")
    assert exc.value.reason_key == "church_complete"


def test_metrics_and_scores() -> None:
    """Scores = cubes on the board; metrics for the statistics dock."""
    st = situation(cubes=(7, 10, 9, 10))
    assert RULES.scores(st) == (3, 0, 1, 0)
    m = RULES.metrics(st)
    assert set(m) >= {"Victory points", "Gold", "Influence cards", "Trade points"}
    assert m["Victory points"] == (3.0, 0.0, 1.0, 0.0)
    assert RULES.outcome(st) is None


def test_the_score_breakdown_counts_each_players_cubes_where_they_stand() -> None:
    """000/001 end of the game: the points are the cubes a player has placed, on
    buildings (one per flag), on the trade track, on church tiles and on wall
    towers (the 3rd, 6th and 9th tile). A tower built with an empty supply got no
    cube, so walls count at most the cubes that are not elsewhere."""
    st = place(
        situation(4),
        bld("large_building", 0, 1, 3),  # 2 flags
        bld("tavern", 0, 4, 3),
        bld("merchant", 1, 1, 8),
    )
    walls = [-1] * 20
    for slot, number in enumerate(range(1, 7)):  # red: tiles 1-6, towers 3 and 6
        walls[slot] = 0 * 16 + number
    for slot, number in enumerate(range(1, 7), start=6):  # blue: tiles 1-6, towers 3 and 6
        walls[slot] = 1 * 16 + number
    for slot, number in enumerate(range(1, 9), start=12):  # green: tiles 1-8, two towers
        walls[slot] = 2 * 16 + number
    st = dataclasses.replace(
        st,
        track=((0, 1), (), (0,), (), ()),
        church=((0, 0), (1, 1), (2, 1)),
        walls=tuple(walls),
        # red 10-3-2-1-2; blue 10-1-1-2 and one cube for its two towers (its second
        # tower was built with an empty supply); green 10-2
        cubes=(2, 5, 8, 10),
    )
    assert RULES.score_breakdown(st) == (
        ("Buildings", (3, 1, 0, 0)),
        ("Trade track", (2, 1, 0, 0)),
        ("Walls", (2, 1, 2, 0)),
        ("Church", (1, 2, 0, 0)),
    )
    assert RULES.scores(st) == (8, 5, 2, 0)


def test_the_tile_known_at_the_bottom_is_forgotten_once_it_is_built() -> None:
    """000: the first builder knows the tile he put at the bottom of the stack;
    once that tile is built, there is nothing left to know."""
    st = situation(church_stack=(2, 5), church=((4, 1),), church_origin=(1, D.ROW_INDEX[6]))
    st = dataclasses.replace(st, cubes=(10, 9, 10, 10), church_known=(1, 5))
    st = hand(st, 0, gold=14)
    s = act(st, 0, "church").state  # tile 2: blue's knowledge stays
    assert s.church_known == (1, 5) and RULES.view(s, 1)["church_known_bottom"] == 5
    s = dataclasses.replace(s, phase=R.BUILD, builds=0)
    s = act(s, 0, "church").state  # tile 5, the one blue put at the bottom
    assert s.church_known == (-1, -1) and RULES.view(s, 1)["church_known_bottom"] is None
    assert [piece for piece, _owner in s.church] == [4, 2, 5] and s.builds == 1


def test_the_church_needs_7_gold_and_the_refusal_says_how_much_is_there() -> None:
    st = hand(situation(church_stack=(4, 7, 0)), 0, gold=6)
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, "church")
    assert (exc.value.reason_key, exc.value.params) == (
        "not_enough_gold", {"need": 7, "have": 6, "n": 7},
    )


def test_a_church_tile_with_the_last_cube_wins() -> None:
    """000: every church tile carries a cube of its builder; the tenth cube wins."""
    st = situation(church_stack=(1, 2), church=((4, 1),), church_origin=(1, D.ROW_INDEX[6]))
    st = hand(dataclasses.replace(st, cubes=(1, 9, 10, 10)), 0, gold=7)
    t = act(st, 0, "church")
    assert t.state.church[-1] == (1, 0) and t.state.cubes[0] == 0
    assert t.state.phase == R.OVER and t.state.winner == 0
    assert events(t, "winner") == [{"player": 0}]


def test_wall_option_east_opens_once_every_north_and_south_space_is_taken() -> None:
    """rules-data §1.4 (official summary S4): with east_walls_after_cheap, the east
    side opens when the last 2-gold space is taken, whoever took them."""
    st = hand(situation(options={"east_walls_after_cheap": True}), 0, gold=10)
    lay = R.LAYOUTS[4]
    cheap = [i for i, ws in enumerate(lay.walls) if ws.side != "east"]
    walls = list(st.walls)
    for k, i in enumerate(cheap[:-1]):
        walls[i] = 3 * 16 + 1 + k % 9  # (only the codes matter here)
    one_left = dataclasses.replace(st, walls=tuple(walls))
    assert [a for k, a in legal(one_left) if k == "wall"] == [
        (lay.walls[cheap[-1]].side, lay.walls[cheap[-1]].pos)
    ]
    walls[cheap[-1]] = 2 * 16 + 1
    all_taken = dataclasses.replace(st, walls=tuple(walls))
    east = [a for k, a in legal(all_taken) if k == "wall"]
    assert east and all(side == "east" for side, _pos in east)
    t = act(all_taken, 0, "wall", *east[0])
    assert events(t, "wall_built_east")[0]["number"] == 1


@pytest.mark.parametrize(("phase", "kind"), [
    (R.BUILD, "end_construction"), (R.PERMIT, "take_gold"), (R.BONUS, "end_turn"),
    (R.ROLL, "roll"),
])
def test_a_move_without_arguments_refuses_arguments(phase: str, kind: str) -> None:
    st = situation(phase=phase)
    with pytest.raises(IllegalAction) as exc:
        act(st, 0, kind, 1)
    assert (exc.value.reason_key, exc.value.params) == ("bad_arguments", {})
