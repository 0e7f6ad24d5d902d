"""The computer players' exact check before the search (ai/tactics.py), in Catan.

Every level first plays the first move of a *winning line* (its own
decisions, no chance, nothing revealed, the game over with it the sole winner
in every determinized world); Medium and Hard do not play a move after which
an opponent decides next and has such a line, when another ranked move is
safe (levels.py, `TACTICS`).

The positions are built from the rules (tests/games/catan/catan_helpers.py);
each docstring names the sentence of the seed rules text
(../shared/seeds/003_0ee0ca23d30f52bb.txt, Hungarian, quoted in English) that
makes the line a win.  The game ends, in the seed's words, "when the player on
turn announces that he has reached 10 victory points" (the engine: at once,
on the action that brings the player on turn to 10, rules.py `apply`).

Where a level would not find the win without the check, a *premise* test
shows the other choice with the check switched off (a zero-node budget,
and the search's own proven wins off too: with them the search finds these
wins by itself): if a stronger search one day finds it alone, that test
says the position no longer tests the check.  The guard tests ask the level's guard
(`LevelBot._guarded`) about the exact position with the losing move ranked
first, and fail with `guard=False`.  The searches of Medium and Hard (60
iterations) already avoid these hand-overs by themselves (measured: the same
choices with `guard=False`), so the whole-turn tests are regression tests of
the behaviour, not of the guard alone.  The guard also refuses a move that
ends the game into an opponent's win, and one after which every way on
leaves only the hand-over, and one that hands it over through a trade
(accepting and confirming reveal cards: the guard follows an opponent's line
through reveals, never through chance).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from elasund_desktop.ai import levels
from elasund_desktop.ai.levels import LevelBot, node_budget
from elasund_desktop.ai.tactics import certain, hands_over_a_win, winning_line, without_chance
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.ai import CatanAI
from elasund_desktop.games.catan.rules import ANSWER, MAIN, OVER, CatanState
from tests.ai.without_proofs import without_proofs
from tests.bounded import Bound
from tests.games.catan.catan_helpers import (
    COAST,
    blank,
    coast_path,
    compose_offer,
    edge,
    hand,
    inland_edge,
    put,
    refresh,
    rules,
)

SEEDS = (0, 1, 2)
SEARCHING = ("medium", "hard")
ALL_LEVELS = ("easy", *SEARCHING)
NO_DEVS = (0, 0, 0, 0, 0)


def _bot(level: str) -> LevelBot:
    """The level with a small node budget (no clock): fast and reproducible."""
    return LevelBot(level, None if level == "easy" else node_budget(level, 60))


def _decide(level: str, state: CatanState, seed: int) -> Action:
    seat = rules.to_move(state)
    assert seat is not None
    return _bot(level).decide(rules, state, seat, Rng(seed))


def _play_turn(level: str, state: CatanState, seed: int) -> tuple[CatanState, list[Action]]:
    """The level plays the seat on turn until it ends its turn or the game ends."""
    seat = rules.to_move(state)
    assert seat is not None
    bot, rng, played = _bot(level), Rng(seed), []
    bound = Bound(12, "the turn to end")
    while state.phase != OVER and rules.to_move(state) == seat:
        bound.step()
        action = bot.decide(rules, state, seat, rng)
        played.append(action)
        state = rules.apply(state, action).state
        if action.kind == "end_turn":
            break
    return state, played


def _worlds(state: CatanState, seat: int) -> list[CatanState]:
    return [rules.determinize(state, seat, Rng(seed)) for seed in range(3)]


def _won_by(state: CatanState, seat: int) -> bool:
    return state.phase == OVER and state.winner == seat


def _opponent_wins_at_once(state: CatanState, seat: int) -> bool:
    """After `seat`'s turn: the game is over with someone else winning, or the
    next player has a certain winning line (Hard's exact search, in the real state)."""
    if state.phase == OVER:
        return state.winner != seat
    mover = rules.to_move(state)
    assert mover is not None and mover != seat
    return winning_line(rules, [state], mover, levels.TACTICS["hard"]) is not None


@pytest.fixture
def without_tactics(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The exact check switched off: a zero-node budget finds no line."""
    for level, budget in list(levels.TACTICS.items()):
        monkeypatch.setitem(levels.TACTICS, level, replace(budget, nodes=0))
    without_proofs(monkeypatch)
    yield


@pytest.fixture
def without_guard(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for level, budget in list(levels.TACTICS.items()):
        monkeypatch.setitem(levels.TACTICS, level, replace(budget, guard=False))
    without_proofs(monkeypatch)
    yield


def _guarded(level: str, state: CatanState, ranked: list[Action]) -> Action:
    """What the level's guard makes of `ranked` (its own choice first) here."""
    seat = rules.to_move(state)
    assert seat is not None
    return _bot(level)._guarded(rules, _worlds(state, seat), seat, ranked)


# --- positions with a winning line ---------------------------------------------------


def _eight_points_road_of_four() -> CatanState:
    """Seat 0 on turn (rolled) at 8 points: four settlements and two cities,
    a road of 4 along the coast; in hand exactly a settlement (lumber, brick,
    wool, grain), with three free spots on its road.  Nobody has Longest Road."""
    s = blank(4, current=0)
    nodes, edges = coast_path(0, 4)
    s = put(s, 0, settlements=[nodes[0], COAST[10], COAST[13], COAST[16]], roads=edges)
    s = put(s, 0, cities=[COAST[19], COAST[22]])
    s = put(s, 1, settlements=[COAST[8]], roads=coast_path(8, 1)[1])
    return hand(s, 0, lumber=1, brick=1, wool=1, grain=1)


def _eight_points_and_a_third_knight() -> CatanState:
    """Seat 0 on turn (rolled) at 8 points, 2 knights played, an old Knight
    card in hand (not bought this turn), and a settlement's cards with a free
    spot; nobody holds Largest Army."""
    s = blank(4, current=0)
    s = put(
        s, 0, settlements=[COAST[0], COAST[10], COAST[13], COAST[16]], roads=coast_path(0, 2)[1]
    )
    s = put(s, 0, cities=[COAST[19], COAST[22]])
    s = put(s, 1, settlements=[COAST[6]], roads=coast_path(6, 1)[1])
    s = refresh(s, knights=(2, 0, 1, 0), played=(3, 0, 0, 0, 0))
    s = s._replace(dev_hands=((1, 0, 0, 0, 0), NO_DEVS, NO_DEVS, NO_DEVS))
    s = s._replace(dev_deck=(10, 5, 2, 2, 2))
    return hand(s, 0, lumber=1, brick=1, wool=1, grain=1)


def _road_building_and_a_hidden_point() -> CatanState:
    """Seat 0 on turn (rolled) at 7 public points with a hidden Victory Point
    card (8 in all), a road of 3 and a Road Building card; no cards in hand."""
    s = blank(4, current=0)
    s = put(s, 0, settlements=[COAST[0], COAST[10], COAST[13]], roads=coast_path(0, 3)[1])
    s = put(s, 0, cities=[COAST[19], COAST[22]])
    s = s._replace(dev_hands=((0, 1, 1, 0, 0), NO_DEVS, NO_DEVS, NO_DEVS))
    return s._replace(dev_deck=(14, 4, 1, 2, 2))


def _nine_points_city_after_a_trade() -> CatanState:
    """Seat 0 on turn (rolled) at 9 points, no free spot for a settlement; in
    hand 2 grain, 2 ore, 4 lumber and a brick: a city lacks one ore."""
    s = blank(4, current=0)
    s = put(s, 0, settlements=[COAST[0], COAST[10], COAST[13], COAST[16], COAST[25]])
    s = put(s, 0, cities=[COAST[19], COAST[22]], roads=coast_path(0, 1)[1])
    return hand(s, 0, grain=2, ore=2, lumber=4, brick=1)


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_takes_longest_road_for_the_tenth_point(level: str) -> None:
    """Seed: "As soon as a player builds a continuous road of at least five, he
    receives the 'Longest Trade Route' card, worth two victory points": the fifth
    road brings 8 points to 10 and wins; the settlement only to 9."""
    state = _eight_points_road_of_four()
    assert state.points[0] == 8 and state.road_length[0] == 4 and state.longest_road == -1
    for seed in SEEDS:
        action = _decide(level, state, seed)
        assert action.kind == "build_road"
        after = rules.apply(state, action).state
        assert _won_by(after, 0) and after.longest_road == 0


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_premise_without_the_check_every_level_builds_the_settlement(
    level: str, without_tactics: None
) -> None:
    """The measured miss: without the check each level prefers the settlement
    (9 points) to the road that wins."""
    state = _eight_points_road_of_four()
    for seed in SEEDS:
        action = _decide(level, state, seed)
        assert action.kind == "build_settlement"
        assert rules.apply(state, action).state.phase == MAIN


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_plays_the_third_knight_for_largest_army(level: str) -> None:
    """Seed: "Whoever first plays three knight cards receives the 'Largest Army'
    card, worth two victory points": the third knight brings 8 points to 10 (the
    card is old: "a drawn card cannot be used at once, only in the next round")."""
    state = _eight_points_and_a_third_knight()
    for seed in SEEDS:
        action = _decide(level, state, seed)
        assert action.kind == "play_knight"
        after = rules.apply(state, action).state
        assert _won_by(after, 0) and after.largest_army == 0


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_premise_without_the_check_the_settlement_comes_before_the_knight(
    level: str, without_tactics: None
) -> None:
    state = _eight_points_and_a_third_knight()
    for seed in SEEDS:
        assert _decide(level, state, seed).kind == "build_settlement"


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_builds_two_free_roads_into_longest_road(level: str) -> None:
    """Seed: "Road Building: when you play this card you may build two roads
    free of charge", and a Victory Point card "is worth one victory point and is
    only shown at the end": 7 public points + 1 hidden + Longest Road = 10.  A
    line of three decisions (play the card, two roads extending the road of 3)."""
    state = _road_building_and_a_hidden_point()
    for seed in SEEDS:
        after, played = _play_turn(level, state, seed)
        assert [a.kind for a in played] == ["play_road_building", "place_road", "place_road"]
        assert _won_by(after, 0) and after.longest_road == 0
        assert rules.scores(after)[0] == 10  # the hidden card counts at the end


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_premise_without_the_check_the_free_roads_go_to_rich_spots(
    level: str, without_tactics: None
) -> None:
    """Without the check the free roads go where the numbers are best, not
    onto the road of 3, and the turn ends without the win."""
    state = _road_building_and_a_hidden_point()
    for seed in SEEDS:
        after, played = _play_turn(level, state, seed)
        assert played[0].kind == "play_road_building" and played[-1].kind == "end_turn"
        assert after.phase != OVER and after.longest_road == -1


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_trades_four_for_the_ore_of_the_winning_city(level: str) -> None:
    """Seed: the player on turn "may exchange any four cards of one kind for any
    resource card", and "a city is worth two victory points" (one more than the
    settlement it replaces): 4 lumber for an ore, then the city, 9 -> 10.

    Not a test of the check alone: every level finds this line without it too
    (a city is every level's first preference); it shows that a line of three
    decisions through a maritime trade counts as certain.  (Easy's 120 nodes do
    not reach it: with 16 roads buildable, depth 2 alone costs more; Easy wins
    here by its preferences, a trade that completes a city weighing 80.)"""
    state = _nine_points_city_after_a_trade()
    line = winning_line(rules, _worlds(state, 0), 0, levels.TACTICS["medium"])
    assert line is not None and [a.kind for a in line] == ["bank_trade", "bank_take", "build_city"]
    for seed in SEEDS:
        after, played = _play_turn(level, state, seed)
        assert [a.kind for a in played] == ["bank_trade", "bank_take", "build_city"]
        assert _won_by(after, 0)


# --- positions where one move hands an opponent the win --------------------------------
#
# After seat 0 ends its turn, seat 1 decides before its roll: the only wins
# "at once" there are development cards played before the roll (the rules
# reference, rules_text.py: "at most one development card per turn, at any
# moment of your turn, even before the roll"; the seed says only "one
# development card a round").  Those cards are hidden ("you need not reveal a
# development card until you want to use it"), and the guard acts only on a
# win in every world seat 0 thinks possible: so in these positions the deck is
# used up and every other card is accounted for (played, or in seat 1's hand),
# which fixes seat 1's cards in every determinization.


def _knight_threat() -> CatanState:
    """3 players.  Seat 0 on turn (rolled), no cards in hand, holds Largest
    Army with 4 knights and an old Knight card.  Seat 1, next, has 4 knights, 3
    public points and in hand a Knight and the five Victory Point cards (8 in
    all); seat 2 has 4 knights.  All 25 development cards are out: 12 knights
    and the 6 progress cards played, one knight with seat 0, the rest with seat 1."""
    s = blank(3, current=0)
    s = put(s, 0, settlements=[COAST[0], COAST[10]], cities=[COAST[19]], roads=coast_path(0, 1)[1])
    s = put(s, 1, settlements=[COAST[4], COAST[13], COAST[24]], roads=coast_path(4, 1)[1])
    s = put(s, 2, settlements=[COAST[7], COAST[16]], roads=coast_path(7, 1)[1])
    s = s._replace(
        knights=(4, 4, 4),
        largest_army=0,
        played=(12, 0, 2, 2, 2),
        dev_deck=NO_DEVS,
        dev_hands=((1, 0, 0, 0, 0), (1, 5, 0, 0, 0), NO_DEVS),
    )
    return refresh(s)


_Y_ROAD = coast_path(0, 4)  # seat 1's road of 4 in _road_building_threat
_CUT = _Y_ROAD[0][2]  # its middle node, with an edge inland


def _road_building_threat() -> CatanState:
    """3 players.  Seat 1 (next) has a road of 4 along the coast, 3 public
    points and in hand Road Building and the five Victory Point cards (8 in
    all); nobody has Longest Road.  Seat 0 on turn (rolled) holds a settlement's
    cards and has two free spots: the middle of seat 1's road (its own road
    leads there from inland) and a richer one; all 25 development cards are out."""
    s = blank(3, current=0)
    y_nodes, y_edges = _Y_ROAD
    to_cut, inner = inland_edge(_CUT)
    behind = next(o for _e, o in D.NODE_LINKS[inner] if o != _CUT)
    s = put(s, 1, settlements=[y_nodes[0], COAST[13], COAST[24]], roads=y_edges)
    s = put(s, 0, settlements=[behind, COAST[10]], cities=[COAST[19]])
    s = put(s, 0, roads=[to_cut, edge(inner, behind), edge(47, 43), edge(43, 39)])
    s = put(s, 2, settlements=[COAST[16]], roads=coast_path(16, 1)[1])
    s = s._replace(
        knights=(5, 4, 5),
        largest_army=0,
        played=(14, 0, 1, 2, 2),
        dev_deck=NO_DEVS,
        dev_hands=(NO_DEVS, (0, 5, 1, 0, 0), NO_DEVS),
    )
    s = refresh(s)
    return hand(s, 0, lumber=1, brick=1, wool=1, grain=1)


def test_the_threat_positions_are_what_their_docstrings_say() -> None:
    knight = _knight_threat()
    assert knight.points == (6, 3, 2) and rules.scores(knight) == (6, 3, 2)
    assert [a.kind for a in rules.legal_actions(knight)] == ["end_turn", "play_knight"]
    road = _road_building_threat()
    assert road.points[1] == 3 and road.road_length[1] == 4 and road.longest_road == -1
    spots = [a.args[0] for a in rules.legal_actions(road) if a.kind == "build_settlement"]
    assert sorted(spots) == sorted([_CUT, 39])


@pytest.mark.parametrize("level", SEARCHING)
def test_ending_the_turn_would_hand_largest_army_and_the_win_to_the_next_player(
    level: str,
) -> None:
    """Seed: Largest Army "can be taken if another player has played more knight
    cards": after seat 0's end of turn seat 1 plays its fifth knight before the
    roll (5 > 4), takes the card and has 3 + 2 + 5 hidden = 10.  Seat 0's own
    knight first (5 knights) leaves seat 1 only a tie, which does not take it.
    The guard, given the end of the turn first, plays the knight."""
    state = _knight_threat()
    end_turn, knight = Action(0, "end_turn"), Action(0, "play_knight")
    worlds = _worlds(state, 0)
    assert hands_over_a_win(rules, worlds, 0, end_turn, levels.TACTICS[level])
    assert _guarded(level, state, [end_turn, knight]) == knight


@pytest.mark.parametrize("level", SEARCHING)
def test_premise_without_the_guard_the_end_of_turn_stands(level: str, without_guard: None) -> None:
    state = _knight_threat()
    end_turn, knight = Action(0, "end_turn"), Action(0, "play_knight")
    assert _guarded(level, state, [end_turn, knight]) == end_turn


@pytest.mark.parametrize("level", SEARCHING)
def test_medium_and_hard_keep_largest_army_over_the_turn(level: str) -> None:
    state = _knight_threat()
    for seed in SEEDS:
        after, played = _play_turn(level, state, seed)
        assert played[0].kind == "play_knight" and played[-1].kind == "end_turn"
        assert after.knights[0] == 5 and after.largest_army == 0
        assert not _opponent_wins_at_once(after, 0)


@pytest.mark.parametrize("level", SEARCHING)
def test_a_settlement_that_breaks_the_road_prevents_longest_road_for_the_next_player(
    level: str,
) -> None:
    """Seed: "A road can be broken!  Another player's settlement or city ... breaks
    it", and Longest Road needs "a continuous road of at least five".  After seat
    0's end of turn seat 1 plays Road Building before the roll, 4 + 2 roads take
    Longest Road: 3 + 2 + 5 hidden = 10.  A settlement of seat 0 in the middle
    of the road leaves pieces of 2 and 2, and two free roads reach 4 at most.
    The guard, given the end of the turn first, builds the settlement."""
    state = _road_building_threat()
    end_turn, cut = Action(0, "end_turn"), Action(0, "build_settlement", (_CUT,))
    assert hands_over_a_win(rules, _worlds(state, 0), 0, end_turn, levels.TACTICS[level])
    assert _guarded(level, state, [end_turn, cut]) == cut
    after_cut = rules.apply(state, cut).state
    assert not hands_over_a_win(rules, _worlds(after_cut, 0), 0, end_turn, levels.TACTICS[level])


@pytest.mark.parametrize("level", SEARCHING)
def test_premise_without_the_guard_the_road_stays_whole(level: str, without_guard: None) -> None:
    state = _road_building_threat()
    end_turn, cut = Action(0, "end_turn"), Action(0, "build_settlement", (_CUT,))
    assert _guarded(level, state, [end_turn, cut]) == end_turn


@pytest.mark.parametrize("level", SEARCHING)
def test_medium_and_hard_break_the_road_over_the_turn(level: str) -> None:
    state = _road_building_threat()
    for seed in SEEDS:
        after, played = _play_turn(level, state, seed)
        assert Action(0, "build_settlement", (_CUT,)) in played
        assert not _opponent_wins_at_once(after, 0)


@pytest.mark.parametrize("level", SEARCHING)
def test_the_guard_does_not_spend_the_cards_that_prevent_the_win(level: str) -> None:
    state = _road_building_threat()
    rich, cut = Action(0, "build_settlement", (39,)), Action(0, "build_settlement", (_CUT,))
    after_rich = rules.apply(state, rich).state
    assert [a.kind for a in rules.legal_actions(after_rich)] == ["end_turn"]
    assert _guarded(level, state, [rich, cut]) == cut


def _ten_points_waiting() -> CatanState:
    """3 players.  Seat 1 (next) has 10 public points: 8 from buildings and
    Longest Road, a road of 5 it received during seat 0's turn (rules text:
    "If you reach 10 while another player is on turn (for example when a broken
    road hands you the Longest Road), you win as soon as your own turn
    begins").  Seat 0 on turn holds a settlement's cards; its road leads to the
    middle of seat 1's road."""
    s = blank(3, current=0)
    y_nodes, y_edges = coast_path(0, 5)
    to_cut, inner = inland_edge(_CUT)
    behind = next(o for _e, o in D.NODE_LINKS[inner] if o != _CUT)
    s = put(s, 1, settlements=[y_nodes[0], COAST[13], COAST[24], COAST[27]], roads=y_edges)
    s = put(s, 1, cities=[COAST[9], COAST[16]])
    s = put(s, 0, settlements=[behind], roads=[to_cut, edge(inner, behind)])
    s = refresh(s, longest_road=1)
    return hand(s, 0, lumber=1, brick=1, wool=1, grain=1)


def test_ending_the_turn_before_a_player_at_ten_ends_the_game() -> None:
    state = _ten_points_waiting()
    assert state.points[1] == 10 and state.road_length[1] == 5
    assert _won_by(rules.apply(state, Action(0, "end_turn")).state, 1)
    cut = rules.apply(state, Action(0, "build_settlement", (_CUT,))).state
    assert cut.longest_road == -1 and cut.points[1] == 8
    assert not _won_by(rules.apply(cut, Action(0, "end_turn")).state, 1)


@pytest.mark.parametrize("level", SEARCHING)
def test_the_guard_refuses_an_end_of_turn_that_makes_the_next_player_win(level: str) -> None:
    state = _ten_points_waiting()
    end_turn, cut = Action(0, "end_turn"), Action(0, "build_settlement", (_CUT,))
    assert _guarded(level, state, [end_turn, cut]) == cut


# --- a domestic trade that would complete the offerer's winning city ---------------------


def _offer_from_nine_points() -> CatanState:
    """3 players.  Seat 0 on turn at 9 points holds 2 grain, 2 ore and a wool and
    offers the wool for an ore to seat 1 (which holds 2 ore and a lumber); seat
    2 holds no cards, so seat 0's hand is the same in every world seat 1 draws."""
    s = blank(3, current=0)
    s = put(s, 0, settlements=[COAST[0], COAST[10], COAST[13]], roads=coast_path(0, 1)[1])
    s = put(s, 0, cities=[COAST[19], COAST[22], COAST[25]])
    s = put(s, 1, settlements=[COAST[6]], roads=coast_path(6, 1)[1])
    s = hand(s, 0, grain=2, ore=2, wool=1)
    s = hand(s, 1, ore=2, lumber=1)
    s = compose_offer(s, {"wool": 1}, {"ore": 1})
    s = rules.apply(s, Action(0, "offer_send", (1,))).state
    assert s.phase == ANSWER and rules.to_move(s) == 1
    return s


def test_accepting_the_offer_would_complete_the_offerers_winning_city() -> None:
    """Seed: "any player may trade only with the player on turn", and "a city is
    worth two victory points": with the ore seat 0 builds the city, 9 -> 10."""
    state = _offer_from_nine_points()
    assert state.points[0] == 9
    s = rules.apply(state, Action(1, "offer_accept")).state
    s = rules.apply(s, Action(0, "offer_confirm", (1,))).state
    assert _won_by(rules.apply(s, Action(0, "build_city", (COAST[0],))).state, 0)


@pytest.mark.parametrize("level", SEARCHING)
def test_medium_and_hard_decline_the_trade_that_completes_the_win(level: str) -> None:
    """The trade script itself declines every offer from a player at 8 points or
    more (games/catan/ai.py, `_answer`): not the guard's doing (next test)."""
    state = _offer_from_nine_points()
    for seed in SEEDS:
        assert _decide(level, state, seed) == Action(1, "offer_decline")


@pytest.mark.parametrize("level", SEARCHING)
def test_the_guard_alone_would_decline_the_trade(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def accept_everything(self: CatanAI, s: CatanState, me: int, legal: list[Action]) -> Action:
        return next(a for a in legal if a.kind == "offer_accept")

    """With the trade script made to accept everything, the guard alone declines:
    after the acceptance seat 0 confirms and builds its tenth point, two steps
    through reveals (accepting and confirming show the traded cards) but no
    chance, in every world seat 1 thinks possible."""
    monkeypatch.setattr(CatanAI, "_answer", accept_everything)
    state = _offer_from_nine_points()
    assert _decide(level, state, 0) == Action(1, "offer_decline")


def test_a_reveal_is_no_chance_for_the_guard_but_stops_an_own_winning_line() -> None:
    """Accepting an offer shows cards (a barrier, engine/session.py) but draws
    nothing: the seat's own winning lines must not pass it (`certain`: a line
    through a reveal may rest on a sampled hidden value), an opponent's line
    that the guard follows may (`without_chance`)."""
    state = _offer_from_nine_points()
    accept = rules.apply(state, Action(1, "offer_accept"))
    assert accept.barrier
    assert not certain(state, accept)
    assert without_chance(state, accept)
