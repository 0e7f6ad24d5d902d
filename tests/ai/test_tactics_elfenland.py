"""The exact pre-search check (ai/tactics.py) on Elfenland positions.

Every position starts from a real set-up (`new_game`, seed 5) and is then
arranged with the rule tests' helpers (tests/games/elfenland/helpers.py): the
round, whose move it is, the board's counters, the hands and the town pieces.
The quoted rule sentences are from the seed rules (Ukrainian Elfenland),
translated.

What can be won at once in Elfenland, with no chance or revelation between:

* the early win: the last town piece taken before the end of round 3 (4-round
  game) ends the game at once, whoever else still has to move;
* the score at the end of round 4: only the last traveller of the last round
  can end the game by his own decisions (his journey, then `end_move`);
* the same with the home-town variant's penalty.

A move hands an opponent a win at once only at the end of a journey in the
last round: the next traveller, the last one, holds at most 4 cards (so his
`end_move` needs no discard) and already leads.  His own journeys rest on his
hidden cards, dealt anew in every world, so ending is his only certain win.
The planning phase never hands over a certain win: every other player still
travels before the game can end.  What prevents it is a journey to a new town,
which Medium's and Hard's best journey (the planner's) takes anyway: the guard
is shown against a planner that ends the journey at once.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from elasund_desktop.ai.levels import EASY, HARD, MEDIUM, TACTICS, LevelBot, node_budget
from elasund_desktop.ai.tactics import hands_over_a_win, winning_line
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import planner as elfenland_planner
from elasund_desktop.games.elfenland import rules as R  # noqa: N812
from tests.ai.without_proofs import without_proofs
from tests.games.elfenland.helpers import RULES, moving, new_game, route, town, with_hand

LEVELS = (EASY, MEDIUM, HARD)


def _bot(level: str) -> LevelBot:
    """The level with a small node budget (fast and reproducible); Easy needs none."""
    return LevelBot(level) if level == EASY else LevelBot(level, node_budget(level, 60))


def _decide(level: str, s: R.ElfenlandState, seat: int, seed: int = 0) -> Action:
    return _bot(level).decide(RULES, s, seat, Rng(seed))


def _without_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """No node for the exact search: neither winning lines nor the guard."""
    for level, budget in list(TACTICS.items()):
        monkeypatch.setitem(TACTICS, level, replace(budget, nodes=0))
    without_proofs(monkeypatch)


def _pieces(*names: str) -> int:
    return sum(1 << town(name) for name in names)


def _travel(seat: int, route_id: str) -> Action:
    return Action(seat, "travel", (route(route_id), R.CARDS))


def _play(s: R.ElfenlandState, actions: list[Action]) -> R.ElfenlandState:
    for action in actions:
        s = RULES.apply(s, action).state
    return s


# --- winning moves ------------------------------------------------------------------


def _early_win_position(rounds: int = D.DEFAULT_ROUNDS) -> R.ElfenlandState:
    """Round 3, seat 0 travels first with the 8 cards just dealt and lacks three
    towns: Jxara, Mah'Davikia and Grangor, in a chain from Virst.

    From Virst to Jxara a magic cloud lies on the plains road (2 clouds) and the
    river runs down to Jxara (1 raft); from Jxara a dragon lies on the mountain
    road to Mah'Davikia and the river runs down there too (1 raft); Grangor is
    reached from Mah'Davikia by the river only (1 raft).  With 2 clouds, a
    dragon, 1 raft and 4 useless unicorns all three are reached only by cloud,
    dragon, raft: the raft spent on the cheap first river strands the player.
    """
    s = new_game(3, seed=5, rounds=rounds)
    s = moving(
        s,
        0,
        at="virst",
        counters={"road.jxara.virst": "magic_cloud", "road.jxara.mahdavikia": "dragon"},
        magic_cloud=2,
        dragon=1,
        raft=1,
        unicorn=4,
    )
    missing = _pieces("jxara", "mahdavikia", "grangor")
    return s._replace(
        round=3,
        collected=(D.ALL_PIECES_MASK & ~missing, _pieces("ergeren"), _pieces("usselen")),
    )


EARLY_WIN_LINE = (
    "road.jxara.virst",
    "road.jxara.mahdavikia",
    "river.mahdavikia.grangor",
)


def test_every_level_takes_the_early_win_of_all_towns_before_round_3_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed: 'If a player manages to visit all the towns of Elfenland before the
    end of the 3rd round, he wins at once.'  Cloud, dragon and raft take the
    last three pieces: the game ends there, the other two players
    never travel.  Every level travels by cloud.  Without the check Easy takes
    the cheap raft to Jxara (the greedy player's cheapest town first); Medium
    and Hard travel by cloud all the same: their journey is the planner's best
    one (planner.best_tour), which collects the last three pieces."""
    s = _early_win_position()
    won = _play(s, [_travel(0, rid) for rid in EARLY_WIN_LINE])
    assert won.phase == R.OVER and won.winners == (0,) and won.end_reason == "all_towns"
    assert won.turn == 0  # nobody else moved
    cloud_road = _travel(0, "road.jxara.virst")
    assert [_decide(level, s, 0) for level in LEVELS] == [cloud_road] * 3
    _without_check(monkeypatch)
    raft = _travel(0, "river.virst.jxara")
    assert [_decide(level, s, 0) for level in LEVELS] == [raft, cloud_road, cloud_road]


def test_there_is_no_early_win_in_the_three_round_game() -> None:
    """The early win belongs to the 4-round (seed) rules; in the 3-round
    edition round 3 is the last one and the game ends only after every player
    has travelled: seat 0, travelling first, has no winning line."""
    s = _early_win_position(rounds=D.SHORT_ROUNDS)
    assert winning_line(RULES, [s], 0, TACTICS[HARD]) is None
    s = _play(s, [_travel(0, rid) for rid in EARLY_WIN_LINE])
    assert s.phase == R.MOVE and s.current == 0


def _last_round_score_position() -> R.ElfenlandState:
    """Round 4, seat 0 travels last, halfway through his journey: at Virst with
    2 magic clouds and 1 raft, 6 pieces.  Seat 1 has 7 pieces and 4 cards,
    seat 2 has 4 pieces.  Jxara is 2 clouds by the road or 1 raft down the
    river; Mah'Davikia is 1 more raft down the river from Jxara."""
    s = new_game(3, seed=5)
    s = moving(
        s, 0, at="virst", counters={"road.jxara.virst": "magic_cloud"}, magic_cloud=2, raft=1
    )
    s = with_hand(s, 1, troll_wagon=2, dragon=2)
    s = with_hand(s, 2, unicorn=3)
    return s._replace(
        round=4,
        first_player=1,
        step=2,  # seats 1 and 2 have travelled
        collected=(
            _pieces("lapphalya", "virst", "kihromah", "albaran", "parundia", "rivinia"),
            _pieces("ergeren", "tichih", "throtmanni", "beata", "strykhaven", "usselen", "yttar"),
            _pieces("usselen", "wylhien", "jaccaranda", "grangor"),
        ),
        boots=(town("virst"), town("yttar"), town("usselen")),
    )


def test_the_last_traveller_of_round_4_takes_the_most_towns(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed: 'After the 4th round the player who collected the most town pieces
    wins' and 'in a tie the one with more travel cards left wins'.  Cloud road,
    raft down to Mah'Davikia and `end_move`: 8 pieces against 7, the game over
    with seat 0 the sole winner.  The raft to Jxara first gives 7 against 7
    with 2 cards against 4: seat 1 wins.  Every level takes the cloud road.
    Without the check Easy (this seed) takes the raft, the greedy player's
    cheaper town; Medium's and Hard's search finds the cloud road by itself
    here (the game's end is inside its rollouts)."""
    s = _last_round_score_position()
    cloud_road = _travel(0, "road.jxara.virst")
    line = [cloud_road, _travel(0, "river.jxara.mahdavikia"), Action(0, "end_move")]
    won = _play(s, line)
    assert won.phase == R.OVER and won.winners == (0,) and won.end_reason == "score"
    raft = _travel(0, "river.virst.jxara")
    lost = _play(s, [raft, Action(0, "end_move")])
    assert lost.phase == R.OVER and lost.winners == (1,)
    assert [_decide(level, s, 0) for level in LEVELS] == [cloud_road] * 3
    _without_check(monkeypatch)
    assert _decide(EASY, s, 0) == raft


def _home_town_position(leader_pieces: int = 9) -> R.ElfenlandState:
    """Home-town variant, round 4, seat 0 travels last: at Lapphalya with a giant
    pig, an elfcycle and a troll wagon card, 6 pieces; his town card is Beata,
    not yet visited, 2 steps away (Lapphalya - Elvenhold - Beata, a pig on the
    first road, an elfcycle on the second).  Virst, also new, is 1 troll wagon
    away and a dead end, 2 steps from Beata.  Seat 1 (the leader) stands at
    Feodor, 2 or 3 steps from every town card, with no cards left."""
    s = new_game(3, seed=5, home_town=True)
    s = moving(
        s,
        0,
        at="lapphalya",
        counters={
            "road.elvenhold.lapphalya": "giant_pig",
            "road.beata.elvenhold": "elfcycle",
            "road.lapphalya.virst": "troll_wagon",
        },
        giant_pig=1,
        elfcycle=1,
        troll_wagon=1,
    )
    s = with_hand(s, 1)
    s = with_hand(s, 2, unicorn=3)
    leader = (
        "ergeren",
        "tichih",
        "throtmanni",
        "strykhaven",
        "usselen",
        "yttar",
        "grangor",
        "jxara",
        "mahdavikia",
        "wylhien",
    )[:leader_pieces]
    return s._replace(
        round=4,
        first_player=1,
        step=2,
        town_cards=(town("beata"), town("usselen"), town("wylhien")),
        collected=(
            _pieces("lapphalya", "kihromah", "albaran", "parundia", "rivinia", "dagamura"),
            _pieces(*leader),
            _pieces("usselen", "wylhien"),
        ),
        boots=(town("lapphalya"), town("feodor"), town("feodor")),
    )


HOME_LINE = ("road.elvenhold.lapphalya", "road.beata.elvenhold")


def test_the_last_traveller_goes_home_in_the_home_town_variant(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed, home-town variant: 'if he does not get there, the player loses as
    many points as the distance he still has to cover to that town'.  Pig to
    Elvenhold, elfcycle to Beata, `end_move`: 7 pieces at home, 7 points;
    seat 1's 9 pieces, at least 2 steps from any town card he may hold, are 7
    points at most, and he is farther from home and has fewer cards: seat 0
    wins in every world.  Virst first is 7 pieces 2 steps from home, 5 points.
    Every level goes towards Elvenhold; without the check Easy goes to Virst
    (the greedy player counts pieces only); Medium's and Hard's search finds
    the way home by itself."""
    s = _home_town_position()
    line = [*(_travel(0, rid) for rid in HOME_LINE), Action(0, "end_move")]
    won = _play(s, line)
    assert won.winners == (0,) and R.final_score(won, 0) == 7
    first = _travel(0, HOME_LINE[0])
    assert [_decide(level, s, 0, seed) for level in LEVELS for seed in (0, 1)] == [first] * 6
    _without_check(monkeypatch)
    assert _decide(EASY, s, 0) == _travel(0, "road.lapphalya.virst")


# --- never hand a win over -------------------------------------------------------------


def _hand_over_position(**cards: int) -> R.ElfenlandState:
    """Round 4, seat 1 travels second of three, at Virst with a giant pig (and
    `cards`), 6 pieces.  Seat 2 travels last from Lapphalya: 7 pieces, 2
    cards.  A pig lies on the road to Jxara (new for seat 1), an elfcycle on
    the road to Lapphalya (visited), a dragon beyond Jxara."""
    s = new_game(3, seed=5)
    s = moving(
        s,
        1,
        at="virst",
        counters={
            "road.jxara.virst": "giant_pig",
            "road.lapphalya.virst": "elfcycle",
            "road.dagamura.jxara": "dragon",
        },
    )
    s = with_hand(s, 1, **(cards or {"giant_pig": 1, "unicorn": 3}))
    s = with_hand(s, 2, troll_wagon=1, dragon=1)
    s = with_hand(s, 0, unicorn=2)
    return s._replace(
        round=4,
        first_player=0,
        step=1,  # seat 0 has travelled
        collected=(
            _pieces("usselen", "wylhien"),
            _pieces("lapphalya", "virst", "kihromah", "albaran", "parundia", "rivinia"),
            _pieces("ergeren", "tichih", "throtmanni", "beata", "strykhaven", "usselen", "yttar"),
        ),
        boots=(town("usselen"), town("virst"), town("lapphalya")),
    )


def _with_card(s: R.ElfenlandState, seat: int, card: int) -> R.ElfenlandState:
    return s._replace(town_cards=R._tset(s.town_cards, seat, card))


def _worlds(s: R.ElfenlandState, seat: int) -> list[R.ElfenlandState]:
    return [RULES.determinize(s, seat, Rng(k)) for k in range(3)]


def _misjudging_planner(monkeypatch: pytest.MonkeyPatch) -> None:
    """Medium's and Hard's journeys (planner.planner_choice asks planner.tour_step)
    ending at once: a planner that misjudged, what the guard must correct."""

    def ending(state: Any, legal: Any, weights: Any) -> Action:
        del state, weights
        return next(a for a in legal if a.kind == "end_move")

    monkeypatch.setattr(elfenland_planner, "tour_step", ending)


def test_ending_the_journey_behind_the_last_traveller_hands_him_the_win(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed: 'After the 4th round the player who collected the most town pieces
    wins'; 'in a tie the one with more travel cards left wins'.  If seat 1
    ends his journey now (6 pieces, 4 cards), seat 2 ends his (7 pieces, 2
    cards, no discard) and wins: no chance between, the same in every world.
    The pig to Jxara gives 7 pieces and 3 cards: seat 2's `end_move` no longer
    wins.  Medium and Hard take the pig road; their journey (the planner's
    best one) does so too, so the guard is shown against a planner that ranks
    `end_move` first: the guard plays the pig road, without it the level ends
    the journey."""
    s = _hand_over_position()
    end, pig = Action(1, "end_move"), _travel(1, "road.jxara.virst")
    given = _play(s, [end])
    assert given.current == 2 and _play(given, [Action(2, "end_move")]).winners == (2,)
    worlds = _worlds(s, 1)
    assert hands_over_a_win(RULES, worlds, 1, end, TACTICS[MEDIUM])
    assert not hands_over_a_win(RULES, worlds, 1, pig, TACTICS[MEDIUM])
    assert _play(s, [pig, end, Action(2, "end_move")]).winners == (1,)
    for level in (MEDIUM, HARD):
        assert _decide(level, s, 1) == pig
    _misjudging_planner(monkeypatch)
    for level in (MEDIUM, HARD):
        assert _decide(level, s, 1) == pig
    for level in (MEDIUM, HARD):
        monkeypatch.setitem(TACTICS, level, replace(TACTICS[level], guard=False))
        assert _decide(level, s, 1) == end


def _lost_anyway_position() -> R.ElfenlandState:
    """Play-test of issue 24 (seed 4321, round 4): seat 0 travels last, at
    Elvenhold with 2 troll wagons and a raft, 16 pieces (Beata, Strykhaven,
    Virst and Al'Baran missing).  Troll wagons lie on the roads Elvenhold -
    Beata and Beata - Strykhaven, an elfcycle on the road to Erg'Eren (visited).
    Seat 2 has collected all twenty pieces: it wins whatever seat 0 does."""
    s = new_game(3, seed=5)
    s = moving(
        s,
        0,
        at="elvenhold",
        counters={
            "road.beata.elvenhold": "troll_wagon",
            "road.beata.strykhaven": "troll_wagon",
            "road.elvenhold.ergeren": "elfcycle",
        },
        troll_wagon=2,
        raft=1,
    )
    s = with_hand(s, 1, elfcycle=1)
    s = with_hand(s, 2)
    missing = _pieces("beata", "strykhaven", "virst", "albaran")
    return s._replace(
        round=4,
        first_player=1,
        step=2,  # seats 1 and 2 have travelled
        collected=(D.ALL_PIECES_MASK & ~missing, _pieces("beata"), D.ALL_PIECES_MASK),
        boots=(town("elvenhold"), town("beata"), town("jaccaranda")),
    )


def test_when_the_game_is_lost_anyway_the_guard_keeps_the_journey_to_new_towns() -> None:
    """Every end of seat 0's journey hands seat 2 the win (all twenty pieces),
    so nothing prevents it and the level's own journey stands: Beata and
    Strykhaven by the troll wagons.  The caravan back to Erg'Eren (any three
    cards) looked safe to the guard only because its four steps outran the
    seat's own look-ahead; the play-test's Hint and Hard took it and ended on
    16 pieces instead of 18."""
    s = _lost_anyway_position()
    beata = _travel(0, "road.beata.elvenhold")
    caravan = Action(0, "travel", (route("road.elvenhold.ergeren"), R.CARAVAN_MODE))
    legal = RULES.legal_actions(s)
    assert beata in legal and caravan in legal
    worlds = _worlds(s, 0)
    assert hands_over_a_win(RULES, worlds, 0, beata, TACTICS[HARD])
    # at the default look-ahead the caravan's end lies out of sight ...
    assert not hands_over_a_win(RULES, worlds, 0, caravan, TACTICS[HARD])
    # ... and followed further it hands the win over as well
    assert hands_over_a_win(RULES, worlds, 0, caravan, TACTICS[HARD], own_steps=8)
    for level in (MEDIUM, HARD):
        assert _decide(level, s, 0) == beata


# --- what the check does not do (bugs, kept as failing tests) ---------------------------


def test_with_nothing_to_prevent_the_win_the_guard_changes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seat 1 has visited Jxara and Lapphalya already: no journey gives him a
    piece, every end of his journey lets seat 2 win.  safe_choice says it
    plays the level's own choice then ('nothing then prevents it'), and the
    level ends the journey; but the guard takes the pig to Jxara (a visited
    town) as safe, because seat 1 decides after it, and spends a card on it."""
    s = _hand_over_position(giant_pig=1, elfcycle=1, unicorn=1)
    collected = _pieces("lapphalya", "virst", "jxara", "albaran", "parundia", "rivinia")
    s = s._replace(collected=R._tset(s.collected, 1, collected))
    end = Action(1, "end_move")
    assert hands_over_a_win(RULES, _worlds(s, 1), 1, end, TACTICS[MEDIUM])
    with monkeypatch.context() as unguarded:
        for level in (MEDIUM, HARD):
            unguarded.setitem(TACTICS, level, replace(TACTICS[level], guard=False))
            assert _decide(level, s, 1) == end  # the level's own choice
    for level in (MEDIUM, HARD):
        assert _decide(level, s, 1) == end


def test_ending_the_journey_with_discards_still_hands_the_win_over() -> None:
    """Seat 1 with a pig and 5 unicorns: `end_move`, 2 discards down to 4
    (seed: 'more than 4 cards in hand at the end of the turn must discard'),
    then seat 2's `end_move` wins.  The guard does not see it."""
    s = _hand_over_position(giant_pig=1, unicorn=5)
    end = Action(1, "end_move")
    after = _play(s, [end])
    assert after.phase == R.DISCARD and after.current == 1
    after = _play(after, [Action(1, "discard", ("unicorn",))] * 2)
    assert _play(after, [Action(2, "end_move")]).winners == (2,)
    assert hands_over_a_win(RULES, _worlds(s, 1), 1, end, TACTICS[MEDIUM])


def test_a_line_winning_in_every_world_is_found_when_a_shorter_one_is_not() -> None:
    """Home-town variant, seat 1 with 8 pieces: his score is 6 or 5, as his
    hidden town card is 2 or 3 steps from Feodor.  In a world where it is 3,
    Elvenhold and `end_move` wins already (5 points, 1 step from home, against
    5 points 3 steps away); where it is 2, it does not.  Going home to Beata
    wins in both worlds, yet the check finds nothing."""
    s = _home_town_position(leader_pieces=8)
    feodor = D.DISTANCES[town("feodor")]
    far, near = (
        next(t for t in D.TOWN_CARD_TOWNS if feodor[t] == d and t not in s.town_cards)
        for d in (3, 2)
    )
    worlds = [_with_card(RULES.determinize(s, 0, Rng(1)), 1, card) for card in (far, near)]
    line = [*(_travel(0, rid) for rid in HOME_LINE), Action(0, "end_move")]
    assert all(_play(w, line).winners == (0,) for w in worlds)
    short = [_travel(0, HOME_LINE[0]), Action(0, "end_move")]
    assert [_play(w, short).winners for w in worlds] == [(0,), (1,)]
    assert winning_line(RULES, worlds, 0, TACTICS[EASY]) is not None
