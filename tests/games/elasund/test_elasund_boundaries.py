"""Numeric thresholds of the Elasund rules, each at the value, one below and one above.

Issue 14 listed changes no test caught; each test here names the rule and sets up
the exact situation (quoted rules: seeds 000 Italian, 001 Danish; rules-data/elasund.md).
"""

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
    events,
    hand,
    keys,
    legal,
    permits,
    place,
    rng_rolling,
    situation,
)
from tests.games.elasund.test_elasund_production import _pirate_board


def _build(st: ElasundState, p: int, kind: str, col: int, row: int):
    return act(act(st, p, "build", kind).state, p, "build_at", col, row)


# --- trade track: 3, 5, 7, 9, 11 ------------------------------------------------------------
@pytest.mark.parametrize("k", range(len(D.TRADE_TRACK_SPACES)))
@pytest.mark.parametrize(("offset", "cube"), [(-1, False), (0, True), (1, True)])
def test_trade_track_cube_when_landing_exactly_on_a_space(k: int, offset: int, cube: bool) -> None:
    """000: reaching (landing exactly on) or passing 3, 5, 7, 9 or 11 trade points places a
    cube there; one point short places none.  The workshop brings exactly 2 points."""
    space = D.TRADE_TRACK_SPACES[k]
    start = space + offset - 2
    below = tuple((0,) if s <= start else () for s in D.TRADE_TRACK_SPACES)
    on_track = sum(1 for t in below if t)
    st = situation(trade=(start, 0, 0, 0), track=below, cubes=(10 - on_track, 10, 10, 10))
    st = hand(permits(st, [(0, 1, 0, 5)]), 0, gold=10)
    t = _build(st, 0, "workshop", 0, 5)  # covers two harbour squares: +2
    assert t.state.trade[0] == space + offset
    assert (0 in t.state.track[k]) is cube
    placed = sum(1 for track in t.state.track if 0 in track) - on_track
    assert t.state.cubes[0] == 10 - on_track - placed  # one cube per space reached


# --- income --------------------------------------------------------------------------------
def _income_state(supply: int) -> ElasundState:
    """Three gold buildings in row 5 (3 gold owed) and the gold supply at `supply`."""
    st = dataclasses.replace(situation(phase=R.ROLL, ship_row=2), rng=rng_rolling(5))
    st = place(st, bld("workshop", 0, 3, 5), bld("workshop", 1, 4, 5), bld("merchant", 2, 5, 5))
    others = D.GOLD_CARDS - supply
    st = hand(hand(hand(hand(st, 0, gold=others - 30), 1, gold=10), 2, gold=10), 3, gold=10)
    assert st.gold_supply == supply
    return st


@pytest.mark.parametrize(("supply", "shortage"), [(2, True), (3, False), (4, False)])
def test_income_is_paid_in_full_when_the_supply_equals_what_is_owed(
    supply: int, shortage: bool
) -> None:
    """000/001 shortage: only a supply SMALLER than the income owed is a shortage."""
    st = _income_state(supply)
    t = act(st, 0, "roll")
    assert events(t, "shortage") == ([{"card": "gold"}] if shortage else [])
    if not shortage:
        assert {e["player"]: e["gold"] for e in events(t, "income")} == {0: 1, 1: 1, 2: 1}
        assert t.state.gold_supply == supply - 3


@pytest.mark.parametrize(("ship", "paid"), [(4, False), (5, True), (6, True), (8, False)])
def test_a_building_produces_only_in_the_rows_it_covers(ship: int, paid: bool) -> None:
    """001: buildings "som ligger i samme række": a workshop on rows 5-6 pays on a 5 or a 6,
    not in the rows next to it (4, and 8: the board has no row 7)."""
    st = dataclasses.replace(situation(phase=R.ROLL, ship_row=2), rng=rng_rolling(ship))
    st = empty_hands(place(st, bld("workshop", 1, 3, 5)))
    t = act(st, 0, "roll")
    assert (t.state.gold[1] == 1) is paid
    assert [e["player"] for e in events(t, "income")] == ([1] if paid else [])


# --- pirates ---------------------------------------------------------------------------------
def _church_pirates(church_row: int) -> ElasundState:
    """Red's cube on the church tile in `church_row`; the pirates come to row 5."""
    st = empty_hands(situation(phase=R.SHIP, ship_row=2, pending=(1, D.ROW_INDEX[5])))
    piece = next(
        p
        for p in range(D.CHURCH_TILES)
        if D.church_square((0, 2), p) // 10 == D.ROW_INDEX[church_row]
    )
    stack = tuple(p for p in st.church_stack if p != piece)
    st = dataclasses.replace(
        st, church_origin=(0, 2), church=((piece, 0),), church_stack=stack, cubes=(9, 10, 10, 10)
    )
    return hand(st, 0, gold=2, red=1)


@pytest.mark.parametrize(("church_row", "owed"), [(4, 0), (5, 1), (6, 0)])
def test_the_pirates_count_a_church_tiles_cube_in_their_row(church_row: int, owed: int) -> None:
    """000 "7": every cube in the pirates' row counts, the church tiles' cubes too
    (they cannot be lost, but they draw the pirates)."""
    t = act(_church_pirates(church_row), 0, "move_ship", 5)
    demand = {e["player"]: e["cubes"] for e in events(t, "pirate_demand")}
    assert demand == ({0: 1} if owed else {})


@pytest.mark.parametrize(("gold", "red", "asked"), [(1, 1, False), (2, 1, False), (2, 2, True)])
def test_owing_the_whole_hand_discards_it_without_asking(gold: int, red: int, asked: bool) -> None:
    """Red owes 3 cards (3 cubes in row 5).  Holding 2 or exactly 3 cards, there is no
    choice: everything goes at once.  Holding 4 of two kinds, red chooses."""
    st = hand(_pirate_board(), 0, gold=gold, red=red)
    t = act(act(st, 0, "roll").state, 0, "move_ship", 5)
    if asked:
        assert t.state.phase == R.DISCARD and t.state.actor == 0
    else:
        discarded = [e["card"] for e in events(t, "pirate_discard") if e["player"] == 0]
        assert sorted(discarded) == sorted(["gold"] * gold + ["red"] * red)
        assert not (t.state.phase == R.DISCARD and t.state.actor == 0)


# --- walls: the ninth tile, 2 and 4 gold -------------------------------------------------------
def _walls_taken(number: int) -> ElasundState:
    """Red has placed tiles 1 .. number-1 along the north and south walls."""
    st = empty_hands(situation())
    lay = R.LAYOUTS[4]
    order = [lay.wall_index[("north", c)] for c in (7, 6, 5, 4, 3, 2)]
    order += [lay.wall_index[("south", c)] for c in (7, 6, 5, 4)]
    walls = list(st.walls)
    for k in range(min(number - 1, len(order))):
        walls[order[k]] = k + 1
    towers = sum(1 for k in range(1, number) if k in (3, 6, 9))
    return dataclasses.replace(
        st, walls=tuple(walls), wall_next=(number, 1, 1, 1), cubes=(10 - towers, 10, 10, 10)
    )


@pytest.mark.parametrize(("number", "offered"), [(8, True), (9, True), (10, False)])
def test_the_ninth_wall_tile_is_offered_and_no_tenth(number: int, offered: bool) -> None:
    """000: each player has 9 wall tiles; the top one is offered while any is left."""
    st = hand(_walls_taken(number), 0, gold=10)
    assert any(k == "wall" for k, _a in legal(st)) is offered
    if not offered:
        with pytest.raises(IllegalAction) as info:
            act(st, 0, "wall", "south", 3)
        assert info.value.reason_key == "no_wall_tiles"


@pytest.mark.parametrize(
    ("gold", "north", "east"),
    [(1, False, False), (2, True, False), (3, True, False), (4, True, True)],
)
def test_wall_costs_2_on_the_north_and_south_4_on_the_east(
    gold: int, north: bool, east: bool
) -> None:
    st = hand(empty_hands(situation()), 0, gold=gold)
    walls = [a for k, a in legal(st) if k == "wall"]
    assert (("north", 7) in walls) is north
    assert (("east", 3) in walls) is east


# --- church: 7 gold -------------------------------------------------------------------------
@pytest.mark.parametrize(("gold", "offered"), [(6, False), (7, True), (8, True)])
def test_a_church_tile_costs_7_gold(gold: int, offered: bool) -> None:
    st = hand(empty_hands(situation()), 0, gold=gold)
    assert (("church", ()) in legal(st)) is offered


# --- two constructions per turn ------------------------------------------------------------
def test_after_two_constructions_the_permit_step_follows() -> None:
    """000: up to two constructions per turn (one: still building; two: permit step)."""
    st = hand(empty_hands(situation()), 0, gold=10)
    one = act(st, 0, "wall", "north", 7).state
    assert one.phase == R.BUILD and one.builds == 1
    two = act(one, 0, "wall", "north", 6).state
    assert two.phase == R.PERMIT and two.builds == 2


# --- permits: pay the value ------------------------------------------------------------------
@pytest.mark.parametrize(("gold", "highest"), [(2, 2), (3, 3), (4, 4)])
def test_a_permit_costs_its_value_in_gold(gold: int, highest: int) -> None:
    """000 phase 3: a permit costs as much gold as its value (gold exactly the value: offered)."""
    st = hand(empty_hands(situation(phase=R.PERMIT)), 0, gold=gold)
    values = [a[0] for k, a in legal(st) if k == "permit"]
    assert values == list(range(highest + 1))


@pytest.mark.parametrize(("supply", "got"), [(1, 1), (2, 2), (3, 2)])
def test_taking_gold_gives_two_or_what_the_supply_has(supply: int, got: int) -> None:
    st = empty_hands(situation(phase=R.PERMIT))
    st = hand(hand(st, 1, gold=D.GOLD_CARDS - supply - 20), 2, gold=20)
    assert st.gold_supply == supply
    t = act(st, 0, "take_gold")
    assert t.state.gold[0] == got and events(t, "gold_taken")[0]["count"] == got


# --- bonus upgrade: gold exactly the difference --------------------------------------------------
@pytest.mark.parametrize(("gold", "targets"), [(0, None), (1, [2]), (2, [2, 3])])
def test_a_bonus_upgrade_is_offered_with_gold_exactly_the_difference(
    gold: int, targets: list[int] | None
) -> None:
    """000 4b): a permit is replaced by a higher one for 2 same-colour cards plus the
    difference in gold: permit 1 -> 2 with exactly 1 gold is offered, with 0 it is not."""
    st = empty_hands(situation(phase=R.BONUS))
    st = permits(st, [(0, 1, 3, 3), (0, 4, 4, 4)])
    st = hand(st, 0, gold=gold, green=2)
    offered = ("bonus_upgrade", (1,)) in legal(st)
    assert offered is (targets is not None)
    if targets is not None:
        s = act(st, 0, "bonus_upgrade", 1).state
        assert [a[0] for k, a in legal(s) if k == "bonus_upgrade_to"] == targets


# --- same size: 3 influence cards of one colour -------------------------------------------------
@pytest.mark.parametrize(("red", "allowed"), [(2, False), (3, True), (4, True)])
def test_building_over_the_same_size_needs_three_cards_of_one_colour(
    red: int, allowed: bool
) -> None:
    st = place(situation(), bld("house", 1, 3, 3))
    st = hand(permits(st, [(0, 2, 3, 3)]), 0, gold=10, red=red)
    sites = (
        [a for k, a in legal(act(st, 0, "build", "workshop").state) if k == "build_at"]
        if ("build", ("workshop",)) in legal(st)
        else []
    )
    assert ((3, 3) in sites) is allowed
    if not allowed:
        st2 = dataclasses.replace(st, phase=R.BUILD_SITE, pending=("workshop",))
        with pytest.raises(IllegalAction) as info:
            act(st2, 0, "build_at", 3, 3)
        assert info.value.reason_key == "need_three_influence"


def test_the_game_ends_at_once_with_the_last_cube() -> None:
    """000: the tenth cube wins at once (one cube left: not yet; none left: won)."""
    st = hand(empty_hands(situation()), 0, gold=10)
    st = dataclasses.replace(st, cubes=(1, 10, 10, 10))
    one_left = act(st, 0, "wall", "north", 7)
    assert RULES.to_move(one_left.state) == 0 and "winner" not in keys(one_left)
    tower = _walls_taken(3)
    tower = hand(dataclasses.replace(tower, cubes=(1, 10, 10, 10)), 0, gold=10)
    t = act(tower, 0, "wall", "north", 5)  # tile 3 is a tower with a cube: the last one
    assert RULES.to_move(t.state) is None and "winner" in keys(t)


# --- the pirates' reward: how many cards the roller takes, when he chooses ------------------
@pytest.mark.parametrize(
    ("takes", "pool", "choice"),
    [
        # one take left after the first: a choice while two kinds lie there
        ((2,), (1, 1, 1, 0), True),
        # two takes left and exactly two cards: he gets both, no choice
        ((3,), (1, 1, 1, 0), False),
        # two takes left and three cards of two kinds: he chooses
        ((3,), (1, 1, 1, 1), True),
        # one take left and a single kind: no choice
        ((2,), (1, 2, 0, 0), False),
    ],
)
def test_the_roller_chooses_only_while_there_is_a_choice(
    takes: tuple[int], pool: tuple[int, int, int, int], choice: bool
) -> None:
    """000 "7": the roller takes one given-up card per tower; when he is to get
    all that is left, or only one kind is left, the cards are his without asking."""
    st = situation(phase=R.PIRATE_TAKE, pending=takes, pool=pool)
    t = act(st, 0, "take_card", "gold")
    left = takes[0] - 1
    if choice:
        assert t.state.phase == R.PIRATE_TAKE and t.state.pending == (left,)
        assert [k for k, _a in legal(t.state)] == ["take_card"] * sum(1 for x in t.state.pool if x)
    else:
        assert t.state.phase == R.BUILD
        taken = [e["card"] for e in events(t, "pirate_take")]
        assert len(taken) == 1 + min(left, sum(pool) - 1)


def test_the_cards_nobody_takes_go_back_to_the_bank() -> None:
    """000 "7": what the roller does not take goes to the supply and the discards."""
    st = situation(phase=R.PIRATE_TAKE, pending=(2,), pool=(1, 1, 1, 0))
    s = act(st, 0, "take_card", "gold").state
    t = act(s, 0, "take_card", "blue")
    assert events(t, "pirate_take") == [{"player": 0, "card": "blue"}]
    assert events(t, "pirate_bank") == [{"gold": 0, "influence": 1}]
    assert t.state.pool == (0, 0, 0, 0) and t.state.discard[0] == st.discard[0] + 1
    assert t.state.phase == R.BUILD and t.state.actor == 0


@pytest.mark.parametrize(("lost", "keeps"), [(1, True), (2, False)])
def test_a_track_cube_stays_while_the_points_still_reach_its_space(lost: int, keeps: bool) -> None:
    """000: losing trade points below a space takes its cube back; still standing
    exactly on it keeps it (blue: 4 points, cube on 3, loses 1 or 2)."""
    st = dataclasses.replace(
        situation(), cubes=(10, 9, 10, 10), trade=(0, 4, 0, 0), track=((1,), (), (), (), ())
    )
    w = R._W(st)
    w.own("cubes")
    w.trade_loss(1, lost)
    s = w.freeze()
    assert s.trade[1] == 4 - lost
    assert (s.track[0] == (1,)) == keeps and s.cubes[1] == (9 if keeps else 10)
    lost_events = [e.as_dict() for e in w.events if e.key == "track_cube_lost"]
    assert lost_events == ([] if keeps else [{"player": 1, "space": 3}])


@pytest.mark.parametrize("piece", [3, 4, 5])
def test_every_cube_in_the_pirates_row_counts_church_tiles_in_any_column(piece: int) -> None:
    """000 "7": red's cube on a church tile of row 5 (columns 1-3 of the church
    area) and his cube on a market stand there: two cards owed."""
    st = _church_pirates(5)
    stack = tuple(p for p in (0, 1, 2, 3, 4, 5, 6, 7, 8) if p != piece)
    st = dataclasses.replace(st, church=((piece, 0),), church_stack=stack)
    st = place(dataclasses.replace(st, cubes=(8, 10, 10, 10)), bld("market_stand", 0, 5, 5))
    assert D.church_square((0, 2), piece) // 10 == D.ROW_INDEX[5]
    t = act(st, 0, "move_ship", 5)
    assert events(t, "pirate_demand") == [{"player": 0, "cubes": 2, "n": 2}]


def test_a_tower_of_any_seat_in_the_pirates_row_counts_for_its_owner() -> None:
    """rules-data §4: an east tower lies in a dice row (here blue's third tile, row 5)."""
    st = empty_hands(situation(phase=R.SHIP, ship_row=2, pending=(1, D.ROW_INDEX[5])))
    lay = R.LAYOUTS[4]
    walls = list(st.walls)
    for number, row in enumerate((3, 4, 5), start=1):
        walls[lay.wall_index[("east", row)]] = 1 * 16 + number
    st = dataclasses.replace(st, walls=tuple(walls), wall_next=(1, 4, 1, 1), cubes=(10, 9, 10, 10))
    st = hand(st, 1, gold=3)
    t = act(st, 0, "move_ship", 5)
    assert events(t, "pirate_demand") == [{"player": 1, "cubes": 1, "n": 1}]


def _owing(owed: tuple[int, ...], **hands: dict[str, int]) -> ElasundState:
    st = empty_hands(situation(phase=R.SHIP))
    for seat, cards in hands.items():
        st = hand(st, int(seat[1:]), **cards)
    return dataclasses.replace(st, owed=owed)


def test_a_player_with_a_single_kind_of_card_gives_it_up_without_being_asked() -> None:
    """000 "7": with one kind of card in hand there is nothing to choose: red gives
    2 of his 3 red cards, blue 1 of his 2 gold; green holds two kinds and is asked.
    The view shows what each still owes meanwhile."""
    st = _owing((2, 1, 2, 0), p0={"red": 3}, p1={"gold": 2}, p2={"gold": 1, "blue": 2})
    w = R._W(st)
    RULES._next_discard(w)
    s = w.freeze()
    discards = [(e.as_dict()["player"], e.as_dict()["card"]) for e in w.events]
    assert discards == [(0, "red"), (0, "red"), (1, "gold")]
    assert s.influence[0] == (1, 0, 0) and s.gold[1] == 1
    assert s.phase == R.DISCARD and s.actor == 2
    assert RULES.view(s, 0)["pirate_owed"] == [0, 0, 2, 0]


def test_a_player_who_gives_up_his_whole_hand_owes_nothing_more() -> None:
    """000 "7": who has fewer cards than cubes gives all he has and is done."""
    st = _owing((3, 0, 2, 0), p0={"gold": 1, "green": 1}, p2={"gold": 1, "blue": 2})
    w = R._W(st)
    RULES._next_discard(w)
    s = w.freeze()
    assert s.gold[0] == 0 and s.influence[0] == (0, 0, 0)
    assert s.phase == R.DISCARD and s.actor == 2
    assert RULES.view(s, 1)["pirate_owed"] == [0, 0, 2, 0]


def test_once_everybody_has_given_up_his_cards_nobody_owes_anything() -> None:
    st = _owing((2, 1, 0, 0), p0={"red": 3}, p1={"gold": 2})
    w = R._W(st)
    RULES._next_discard(w)
    s = w.freeze()
    assert s.owed == (0, 0, 0, 0) and RULES.view(s, 2)["pirate_owed"] == [0, 0, 0, 0]
    assert s.phase == R.BUILD and s.actor == s.current


def test_income_counts_every_building_of_a_player_in_the_row() -> None:
    """000/001 income: each building with a square in the ship's row pays once, two
    buildings twice; a building without income in the list stops nothing."""
    st = empty_hands(situation(phase=R.ROLL, ship_row=2))
    st = dataclasses.replace(st, rng=rng_rolling(5))
    st = place(
        st,
        bld("well", 2, 1, 5),  # no income, listed first
        bld("house", 1, 2, 5),  # influence
        bld("tavern", 1, 5, 5),  # influence to its cube's owner
        bld("workshop", 0, 4, 5),  # gold
    )
    t = act(st, 0, "roll")
    assert events(t, "income") == [
        {"player": 0, "gold": 1, "influence": 0},
        {"player": 1, "gold": 0, "influence": 2},
    ]


def test_income_only_partly_paid_says_how_much_is_missing() -> None:
    """000/001 shortage: when the supply still cannot pay after the returns, each
    player is paid in turn order while it lasts; the log says what is missing."""
    st = empty_hands(situation(phase=R.ROLL, ship_row=2))
    st = dataclasses.replace(st, rng=rng_rolling(5))
    st = place(st, bld("workshop", 0, 3, 5), bld("hut_large", 0, 6, 5))
    st = dataclasses.replace(st, gold_supply=1, pool=(D.GOLD_CARDS - 1, 0, 0, 0))
    t = act(st, 0, "roll")
    assert events(t, "income") == [{"player": 0, "gold": 1, "influence": 0}]
    assert events(t, "income_short") == [{"player": 0, "gold": 1, "influence": 0}]


def test_an_influence_shortage_takes_the_lowest_colour_first_on_a_tie() -> None:
    """000/001 shortage: half of the hand goes back; the engine gives back the
    colour held most, red before blue before green on a tie."""
    st = empty_hands(situation(phase=R.ROLL, ship_row=2))
    st = dataclasses.replace(st, rng=rng_rolling(5))
    st = place(st, bld("house", 0, 3, 5))
    st = hand(st, 1, red=1, blue=1, green=1)
    deck = st.deck
    st = dataclasses.replace(st, deck=(0, 0, 0), pool=(0, *deck))
    t = act(st, 0, "roll")
    assert events(t, "shortage_return") == [{"player": 1, "card": "influence", "count": 1}]
    assert t.state.influence[1] == (0, 1, 1)


@pytest.mark.parametrize("cubes", [1, 2])
def test_one_trade_point_counts_and_the_last_cube_goes_on_the_track(cubes: int) -> None:
    """000: every trade point counts (a 1-point gain moves the marker); reaching a
    space places a cube while the player has one, the last one too."""
    st = dataclasses.replace(situation(), trade=(2, 0, 0, 0), cubes=(cubes, 10, 10, 10))
    w = R._W(st)
    w.trade_gain(0, 1)
    s = w.freeze()
    assert s.trade[0] == 3 and s.track[0] == (0,) and s.cubes[0] == cubes - 1
    assert [e.key for e in w.events] == ["trade_points", "track_cube"]
