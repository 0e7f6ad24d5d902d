"""Endings a player can check (issue 25): for every game, Qt-free, what the
end-of-game window is given.

* The score breakdown follows the rulebook's own scoring steps (the seeds):
  Catan (seed 003) 1 point per settlement, 2 per city, 2 for each special card,
  1 per Victory Point card; Elasund (seeds 000/001) a point per cube, on the
  flags of buildings, the trade track, wall towers and church tiles; Elfenland
  (seed 002) a point per town piece, less a point per step still to go to the
  home town (variant); Carrara (seed 004) the score track, then the final
  count: +5 for announcing the end, 3 per object, 1 per 5 coins, the value of
  every building.  The lines add up to the final score.
* What was hidden until the end comes by kind, never two kinds in one list
  (Elfenland's travel cards and face-down counters share transport names).
* The ending in words: how the game ended, and how a tie was broken or why it
  stands, by each seed's tie-break (Elfenland: the most travel cards left;
  Carrara: the most marble behind the screen; Catan and Elasund end at once,
  so there is no tie to break, but for Elasund's house rule: the most gold).

The finished games are the recorded ones (tests/data/recorded_games, real
actions of the games' computer players) or exact situations one action
before the end, finished by that real action.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.engine.end_of_game import AMOUNT, final_report, standing
from elasund_desktop.engine.rules import Action, Event
from elasund_desktop.engine.session import Session
from elasund_desktop.games import default_registry
from elasund_desktop.games.carrara import data as CD  # noqa: N812
from elasund_desktop.games.catan import data as KD  # noqa: N812
from elasund_desktop.games.elasund import data as ED  # noqa: N812
from elasund_desktop.games.elfenland import data as FD  # noqa: N812
from elasund_desktop.persistence.saves import load_session

ROOT = Path(__file__).resolve().parents[2]
RECORDED = ROOT / "tests" / "data" / "recorded_games"

# Each game's breakdown, in order: (source, the English step wording, its count).
STEPS: dict[str, list[tuple[str, str, int | None]]] = {
    "catan": [
        ("Settlements", "Settlements: %n points each", 1),
        ("Cities", "Cities: %n points each", 2),
        ("Longest Road", "Longest Road card: %n points", 2),
        ("Largest Army", "Largest Army card: %n points", 2),
        ("Victory Point cards", "Victory Point cards: %n points each", 1),
    ],
    "elasund": [
        ("Buildings", "Cubes on the flags of buildings", None),
        ("Trade track", "Cubes on the trade track", None),
        ("Walls", "Cubes on wall towers", None),
        ("Church", "Cubes on church tiles", None),
    ],
    "elfenland": [("Town pieces", "Town pieces collected: %n points each", 1)],
    "carrara": [
        ("Score track", "Score track: the points of the scorings during the game", None),
        ("Announcing the end", "Announcing the end: %n points", 5),
        ("Objects", "Objects: %n points each", 3),
        ("Coins", "Coins: 1 point per %n coins", 5),
        ("Buildings", "Buildings: their value in marble", None),
    ],
}
HOME_STEP = ("Distance from the home town", "Home town: %n points less per step still to go", 1)

RECORDINGS = sorted(p.stem for p in RECORDED.glob("*-*p-seed*.json"))


def recorded(key: str) -> Session[Any]:
    return load_session(RECORDED / f"{key}.json", default_registry())


def texts_of(game: str) -> Any:
    import importlib

    return importlib.import_module(default_registry().get(game).texts_module)


def test_every_game_has_recorded_finished_games() -> None:
    assert {key.split("-")[0] for key in RECORDINGS} == set(STEPS)


@pytest.mark.parametrize("key", RECORDINGS)
def test_a_recorded_game_breaks_every_score_into_the_rulebooks_steps(key: str) -> None:
    session = recorded(key)
    game = session.config.game_id
    report = final_report(session.rules, session.states, len(session.actions))
    outcome = session.outcome()
    assert outcome is not None
    # the lines add up to the final score, seat by seat
    for seat in range(len(outcome.scores)):
        assert sum(points[seat] for _s, points in report.breakdown) == outcome.scores[seat]
    # and name the rulebook's steps, in its order, with its rates
    texts = texts_of(game)
    steps = [(s, *texts.SCORE_STEPS[s]) for s, _points in report.breakdown]
    assert steps == STEPS[game]
    sources = [source for source, _p in report.breakdown]
    assert sources == [source for source in texts.SCORE_SOURCES if source in sources]
    # every kind of hidden thing is a row the texts translate
    assert [label for label, _hands in report.hidden] == list(texts.HIDDEN_GROUPS)[
        : len(report.hidden)
    ]
    # every sentence of the ending has its text, and the story ends with the winner
    assert report.ending and all(e.key in texts.ENDINGS for e in report.ending)
    # the places agree with the tie-break: players below the winners on equal
    # points share a place unless a criterion parts them, and then it is told
    hook = getattr(session.rules, "tie_break_criteria", None)  # Catan has no tie-break
    assert (hook is None) == (game == "catan")
    criteria = hook(session.state) if hook else ()
    assert all(key in texts.ENDINGS for key, _values, _better in criteria)
    assert all(
        e.key == "lower_tied" or e.key in texts.ENDINGS for e in report.lower_ties
    )
    places = [report.places[seat] for seat in report.ranking]
    assert places == sorted(places) and places[0] == 1
    for a in report.ranking:
        for b in report.ranking:
            if a in outcome.winners or b in outcome.winners or a == b:
                continue
            level = outcome.scores[a] == outcome.scores[b] and all(
                values[a] == values[b] for _k, values, _m in criteria
            )
            assert (report.places[a] == report.places[b]) == level, (key, a, b)


@pytest.mark.reads_source
@pytest.mark.parametrize("game", sorted(STEPS))
def test_every_sentence_of_an_ending_has_its_text(game: str) -> None:
    """The keys ending.py writes, and tie_break_story's own, are in ENDINGS; the
    hidden groups it names are in HIDDEN_GROUPS."""
    import re

    source = (ROOT / "elasund_desktop" / "games" / game / "ending.py").read_text(encoding="utf-8")
    texts = texts_of(game)
    keys = set(re.findall(r'Event\.make\(\s*"(\w+)"', source))
    # the tie-break criteria: ("key", values, more_is_better)
    keys |= set(re.findall(r'\(\s*"(\w+)",[^"]*?,\s*(?:True|False)\)', source))
    if "tie_break_story" in source:
        keys |= {"tied", "tie_won", "tie_shared"}
    assert keys and keys <= set(texts.ENDINGS), keys - set(texts.ENDINGS)
    groups = set(re.findall(r'\(\s*"([A-Z][^"]+)",', source)) - set(texts.ENDINGS)
    assert groups and groups <= set(texts.HIDDEN_GROUPS), groups - set(texts.HIDDEN_GROUPS)


def test_the_step_rates_are_the_rules_own_numbers() -> None:
    """The wordings' counts come from each game's data (a change there shows in the window)."""
    from elasund_desktop.games.carrara import texts as carrara
    from elasund_desktop.games.catan import texts as catan

    assert catan.SCORE_STEPS["Longest Road"][1] == KD.LONGEST_ROAD_POINTS
    assert catan.SCORE_STEPS["Largest Army"][1] == KD.LARGEST_ARMY_POINTS
    assert carrara.SCORE_STEPS["Announcing the end"][1] == CD.ANNOUNCE_BONUS_VP == 5
    assert carrara.SCORE_STEPS["Objects"][1] == CD.VP_PER_OBJECT == 3
    assert carrara.SCORE_STEPS["Coins"][1] == CD.COINS_PER_VP == 5
    # the sentences that name 10 (Catan's points, Elasund's cubes) say the data's 10
    assert KD.POINTS_TO_WIN == 10 and "10 end the game" in catan.ENDINGS["won_on_turn"]
    assert ED.VP_CUBES == 10


# -- Catan -----------------------------------------------------------------------------
def test_catan_ends_on_the_winners_own_turn_without_a_tie_break() -> None:
    session = recorded("catan-4p-seed22")
    state = session.state
    assert session.rules.end_explanation(state) == (
        Event.make("won_on_turn", player=1, n=10),
    )
    groups = dict(session.rules.hidden_at_the_end(state))
    assert list(groups) == ["Resource cards in hand", "Development cards not played"]
    # seat 1's Victory Point card is among its development cards and on its own line
    assert ("victory_point", 1) in groups["Development cards not played"][1]
    assert dict(session.rules.score_breakdown(state))["Victory Point cards"][1] == 1


def test_catan_names_others_at_ten_who_could_not_win_off_their_turn() -> None:
    """A road cut can hand the Longest Road to a third player in the winner's
    turn: he has 10 too, yet only the player on turn wins (seed 003)."""
    session = recorded("catan-3p-seed21")
    state = session.state
    points = list(state.points)
    points[2] += KD.POINTS_TO_WIN - points[2]  # seat 2 at exactly 10
    at_ten = state._replace(points=tuple(points))
    assert session.rules.end_explanation(at_ten) == (
        Event.make("won_on_turn", player=1, n=10),
        Event.make("also_ten", players=(2,)),
    )
    points[2] -= 1  # one short of 10: not named
    below = state._replace(points=tuple(points))
    assert session.rules.end_explanation(below) == (Event.make("won_on_turn", player=1, n=10),)
    assert session.rules.end_explanation(session.states[-2]) == ()  # not over yet


# -- Elasund ---------------------------------------------------------------------------
def test_elasund_ends_at_the_tenth_cube_without_a_tie_break() -> None:
    session = recorded("elasund-3p-seed12")
    state = session.state
    assert session.rules.end_explanation(state) == (Event.make("ten_cubes", player=2),)
    assert session.rules.end_explanation(session.states[-2]) == ()
    groups = session.rules.hidden_at_the_end(state)
    assert [label for label, _h in groups] == ["Influence cards in hand"]
    for seat, hand in enumerate(groups[0][1]):
        assert sum(k for _c, k in hand) == sum(state.influence[seat])


@pytest.mark.parametrize(
    ("cubes", "gold", "story"),
    [
        # most cubes on the board: seat 1 with 5, no tie
        ((7, 5, 8, 9), (0, 0, 0, 0), [Event.make("most_points", player=1, n=5)]),
        # seats 0 and 1 tied on 5 cubes: the most gold breaks it
        (
            (5, 5, 8, 9),
            (3, 4, 9, 9),
            [
                Event.make("tied", players=(0, 1), n=5),
                Event.make("gold", standing=((0, 3), (1, 4))),
                Event.make("tie_won", player=1),
            ],
        ),
        # still tied on gold: shared
        (
            (5, 5, 8, 9),
            (4, 4, 9, 9),
            [
                Event.make("tied", players=(0, 1), n=5),
                Event.make("gold", standing=((0, 4), (1, 4))),
                Event.make("tie_shared", players=(0, 1)),
            ],
        ),
    ],
)
def test_elasund_house_rule_end_says_how_the_tie_was_settled(
    cubes: tuple[int, ...], gold: tuple[int, ...], story: list[Event]
) -> None:
    """House rule "a city that can grow no more": most cubes, then the most gold."""
    from tests.games.elasund.helpers import RULES
    from tests.games.elasund.test_elasund_house_rule_city_complete import (
        complete_city,
        finish_turn_without_building,
    )

    # the fourth idle turn of four players, finished by its real actions; the
    # gold is set after the last turn's 2 gold are taken (finish_turn takes them)
    st = complete_city(idle=3, cubes=cubes)
    st = dataclasses.replace(st, gold=tuple(g - 2 if q == 0 else g for q, g in enumerate(gold)))
    over = finish_turn_without_building(st).state
    assert over.stalled and over.gold == gold
    assert RULES.end_explanation(over) == (Event.make("city_complete"), *story)


@pytest.mark.parametrize(
    ("cubes", "gold", "story"),
    [
        ((7, 5, 8, 9), (0, 0, 0, 0), [Event.make("most_points", player=1, n=5)]),
        (
            (5, 5, 8, 9),
            (4, 4, 9, 9),
            [
                Event.make("tied", players=(0, 1), n=5),
                Event.make("limit_gold", standing=((0, 4), (1, 4))),
                Event.make("tie_shared", players=(0, 1)),
            ],
        ),
    ],
)
def test_elasund_computers_limit_of_rounds_says_how_the_game_ended(
    cubes: tuple[int, ...], gold: tuple[int, ...], story: list[Event]
) -> None:
    """Computers alone with the house rule off (rules text, "Computers alone"): the
    game ends after 100 rounds, most cubes, then the most gold; the window says
    so rather than naming a tenth cube nobody placed."""
    from tests.games.elasund.helpers import RULES
    from tests.games.elasund.test_elasund_house_rule_city_complete import (
        complete_city,
        finish_turn_without_building,
    )

    limit = ED.COMPUTER_ROUND_LIMIT * 4
    st = complete_city(idle=0, cubes=cubes, stall_end=False, turn_limit=limit, turn=limit - 1)
    st = dataclasses.replace(st, gold=tuple(g - 2 if q == 0 else g for q, g in enumerate(gold)))
    over = finish_turn_without_building(st).state
    assert not over.stalled and over.winner == -1 and over.gold == gold
    assert RULES.end_explanation(over) == (Event.make("turn_limit", n=100), *story)


# -- Elfenland -------------------------------------------------------------------------
def test_elfenland_recorded_three_way_tie_that_stands() -> None:
    """Recorded 4-player game: three seats on 12 points with 4 travel cards each."""
    session = recorded("elfenland-4p-seed32")
    assert session.outcome().winners == (1, 2, 3)  # type: ignore[union-attr]
    assert session.rules.end_explanation(session.state) == (
        Event.make("tied", players=(1, 2, 3), n=12),
        Event.make("cards_left", standing=((1, 4), (2, 4), (3, 4))),
        Event.make("tie_shared", players=(1, 2, 3)),
    )


def test_elfenland_recorded_tie_broken_by_the_cards_left() -> None:
    session = recorded("elfenland-6p-seed33")
    assert session.rules.end_explanation(session.state) == (
        Event.make("tied", players=(2, 4), n=16),
        Event.make("cards_left", standing=((2, 0), (4, 2))),
        Event.make("tie_won", player=4),
    )


def test_elfenland_recorded_clear_winner() -> None:
    session = recorded("elfenland-2p-seed31")
    assert session.rules.end_explanation(session.state) == (
        Event.make("most_points", player=0, n=15),
    )


def fifteen_each_last_move(**changes: Any) -> Any:
    """Round 4 of 4, three players, seat 2 about to end the last journey; 15 town
    pieces each.  Seat 0 keeps 2 travel cards; seat 1 one card and a face-down
    counter with the same name (the old window listed them as two "Unicorn");
    seat 2 none."""
    from tests.games.elfenland.helpers import hand, kind, moving, new_game

    s = moving(new_game(3), 2, "elvenhold", {})
    towns = [t for t in range(FD.NUM_TOWNS) if t != FD.CAPITAL]
    fifteen = sum(1 << t for t in towns[:15])
    return s._replace(
        round=4,
        first_player=0,
        step=2,
        hands=(hand(dragon=1, raft=1), hand(unicorn=1), hand()),
        secret=((), (kind("unicorn"),), ()),
        collected=(fifteen, fifteen, fifteen),
        **changes,
    )


def test_elfenland_three_way_tie_on_fifteen_is_broken_by_the_cards_left() -> None:
    """The issue's ending: three players on 15 towns, the tie-break by travel cards."""
    from tests.games.elfenland.helpers import RULES

    over = RULES.apply(fifteen_each_last_move(), Action(2, "end_move")).state
    assert RULES.outcome(over).winners == (0,)  # type: ignore[union-attr]
    assert RULES.end_explanation(over) == (
        Event.make("tied", players=(0, 1, 2), n=15),
        Event.make("cards_left", standing=((0, 2), (1, 1), (2, 0))),
        Event.make("tie_won", player=0),
    )
    # seat 1's card and its counter are in two rows: one card in hand, not two
    assert RULES.hidden_at_the_end(over) == (
        ("Travel cards in hand", ((("dragon", 1), ("raft", 1)), (("unicorn", 1),), ())),
        ("Face-down transport counters", ((), (("unicorn", 1),), ())),
    )


@pytest.mark.parametrize(
    ("boot_of_seat_0", "pieces_of_seat_0"),
    [
        ("jaccaranda", 0b11110),  # both at home: the cards part them
        ("throtmanni", 0b111110),  # seat 0 a step away with more cards: the cards still
    ],
)
def test_elfenland_home_town_tie_story_follows_the_games_tie_break(
    boot_of_seat_0: str, pieces_of_seat_0: int
) -> None:
    """Home-town variant: seats 0 and 1 on 4 points; seat 1 at home with 1 card,
    seat 0 with 4.  The seed's one tie-break, the cards left, decides in both
    cases (being closer to home is already in the points); the story names the
    seat the game chose, and tie_break_story would refuse a story whose
    criteria parted the seats otherwise."""
    from tests.games.elfenland.helpers import RULES, hand, town

    s = fifteen_each_last_move()._replace(
        home_town=True,
        town_cards=(town("jaccaranda"), town("throtmanni"), town("beata")),
        boots=(town(boot_of_seat_0), town("throtmanni"), town("elvenhold")),
        hands=(hand(raft=4), hand(raft=1), hand()),
        collected=(pieces_of_seat_0, 0b111100, 0b110),
    )
    over = RULES.apply(s, Action(2, "end_move")).state
    story = RULES.end_explanation(over)
    outcome = RULES.outcome(over)
    assert outcome is not None and outcome.scores[:2] == (4, 4)
    assert story[0] == Event.make("tied", players=(0, 1), n=4)
    assert outcome.winners == (0,)  # 4 cards against 1, however far from home
    assert story == (
        Event.make("tied", players=(0, 1), n=4),
        Event.make("cards_left", standing=((0, 4), (1, 1))),
        Event.make("tie_won", player=0),
    )
    assert dict(RULES.hidden_at_the_end(over))["Town card"] == (
        (("jaccaranda", 1),),
        (("throtmanni", 1),),
        (("beata", 1),),
    )


def test_elfenland_early_win_says_every_town_was_visited() -> None:
    from tests.games.elfenland.helpers import RULES, moving, new_game, route, town

    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 1, "dagamura", {rid: "giant_pig"}, giant_pig=1)._replace(round=3)
    s = s._replace(collected=(0, FD.ALL_PIECES_MASK & ~(1 << town("kihromah")), 0))
    over = RULES.apply(s, Action(1, "travel", (route(rid), "cards"))).state
    assert RULES.end_explanation(over) == (Event.make("all_towns", player=1),)
    assert RULES.end_explanation(s) == ()


# -- Carrara ---------------------------------------------------------------------------
def test_carrara_announcers_five_points_are_their_own_line() -> None:
    """Recorded 4-player game: seat 0 announced the end; its track holds the 5 too."""
    session = recorded("carrara-4p-seed43")
    state = session.state
    parts = dict(session.rules.score_breakdown(state))
    assert state.announcer == 0
    assert parts["Announcing the end"] == (5, 0, 0, 0)
    assert parts["Score track"] == (state.vp[0] - 5, *state.vp[1:])
    assert session.rules.end_explanation(state) == (
        Event.make("announced", player=0, n=5),
        Event.make("most_points", player=0, n=60),
    )
    groups = dict(session.rules.hidden_at_the_end(state))
    assert list(groups) == [
        "Coins behind the screen",
        "Objects behind the screen",
        "Marble behind the screen",
    ]
    for seat in range(4):
        # the two counted steps can be checked against what lay behind the screen
        (coins,) = groups["Coins behind the screen"][seat]
        assert coins == (AMOUNT, state.coins[seat])
        assert parts["Coins"][seat] == state.coins[seat] // 5
        objects = sum(k for _o, k in groups["Objects behind the screen"][seat])
        assert parts["Objects"][seat] == 3 * objects


def test_carrara_tie_goes_to_the_marble_and_the_all_built_end_says_so() -> None:
    from tests.games.carrara.helpers import act
    from tests.games.carrara.test_carrara_outcome import _last_turn

    tied = act(_last_turn("all_built", vp=19), "end_turn").state  # 36 each; 1 block to 2
    assert tied.winners == (1,)
    assert tied.announcer == -1
    from tests.games.carrara.helpers import RULES

    assert dict(RULES.score_breakdown(tied))["Announcing the end"] == (0, 0)
    assert RULES.end_explanation(tied) == (
        Event.make("all_built"),
        Event.make("tied", players=(0, 1), n=36),
        Event.make("marble", standing=((0, 1), (1, 2))),
        Event.make("tie_won", player=1),
    )


def test_carrara_tie_with_as_much_marble_is_shared() -> None:
    from tests.games.carrara.helpers import RULES, act, marble
    from tests.games.carrara.test_carrara_outcome import _last_turn

    over = act(_last_turn(vp=19, marble=marble(red=1)), "end_turn").state
    assert RULES.end_explanation(over) == (
        Event.make("announced", player=0, n=5),
        Event.make("tied", players=(0, 1), n=36),
        Event.make("marble", standing=((0, 1), (1, 1))),
        Event.make("tie_shared", players=(0, 1)),
    )
    assert RULES.end_explanation(_last_turn()) == ()



# -- the places below the winners follow the same tie-break ----------------------------
def test_elfenland_places_below_the_winner_follow_the_cards_left() -> None:
    """Three on 15 towns with 2, 1 and 0 cards: 1st, 2nd and 3rd, as the
    tie-break sentence ranks them (not 1st, 2nd, 2nd)."""
    from tests.games.elfenland.helpers import RULES

    before = fifteen_each_last_move()
    over = RULES.apply(before, Action(2, "end_move")).state
    assert RULES.tie_break_criteria(over) == (("cards_left", (2, 1, 0), True),)
    report = final_report(RULES, [before, over], 1)
    assert report.ranking == (0, 1, 2) and report.places == (1, 2, 3)
    assert report.lower_ties == ()  # their cards stand in the story of the top tie


def test_elfenland_early_win_has_no_tie_break() -> None:
    from tests.games.elfenland.helpers import RULES, moving, new_game, route, town

    rid = "road.dagamura.kihromah"
    s = moving(new_game(3), 1, "dagamura", {rid: "giant_pig"}, giant_pig=1)._replace(round=3)
    s = s._replace(collected=(0, FD.ALL_PIECES_MASK & ~(1 << town("kihromah")), 0))
    over = RULES.apply(s, Action(1, "travel", (route(rid), "cards"))).state
    assert RULES.tie_break_criteria(over) == ()
    assert RULES.tie_break_criteria(s) == ()  # not over yet


def test_carrara_places_below_the_winner_follow_the_marble() -> None:
    """Three players, seat 0 announced and leads; seats 1 and 2 on 20 points each,
    seat 2 with two blocks behind the screen, seat 1 with one: seat 2 is 2nd.
    Seat 2 ends the round's last turn (its 10 coins could buy an object: 2 points)."""
    from tests.games.carrara.helpers import RULES, act, marble, set_player, start

    s = start(3, start_player=0, current=2, phase="after", end_reason="announced", turn=17)
    s = s._replace(announcer=0, markers_used=(4, 0, 0))
    no_objects = (0, 0, 0, 0, 0, 0)
    for seat, vp, coins, blocks in (
        (0, 30, 0, marble()),
        (1, 20, 0, marble(black=1)),
        (2, 18, 10, marble(black=2)),
    ):
        s = set_player(s, seat, vp=vp, objects=no_objects, coins=coins, marble=blocks,
                       boards=((),) * 6)
    over = act(s, "end_turn").state
    assert RULES.outcome(over).scores == (30, 20, 20)  # type: ignore[union-attr]
    assert RULES.tie_break_criteria(over) == (("marble", (0, 1, 2), True),)
    report = final_report(RULES, [s, over], 1)
    assert report.ranking == (0, 2, 1) and report.places == (1, 3, 2)
    # no tie at the top: the story names the leader alone; the tie below is told apart
    assert report.ending == (
        Event.make("announced", player=0, n=5),
        Event.make("most_points", player=0, n=30),
    )
    assert report.lower_ties == (
        Event.make("lower_tied", players=(1, 2), n=20),
        Event.make("marble", standing=((1, 1), (2, 2))),
    )


def test_elasund_house_rule_places_below_the_winner_follow_the_gold() -> None:
    """Seats 0, 1 and 2 on 5 cubes with 3, 4 and 2 gold: 2nd, 1st and 3rd."""
    from tests.games.elasund.helpers import RULES
    from tests.games.elasund.test_elasund_house_rule_city_complete import (
        complete_city,
        finish_turn_without_building,
    )

    st = complete_city(idle=3, cubes=(5, 5, 5, 9))
    st = dataclasses.replace(st, gold=(1, 4, 2, 9))  # seat 0 takes 2 gold in its turn
    over = finish_turn_without_building(st).state
    assert over.gold == (3, 4, 2, 9)
    outcome = RULES.outcome(over)
    assert outcome is not None and outcome.winners == (1,) and outcome.scores[:3] == (5, 5, 5)
    # (the cubes of this situation are not on the board, so no breakdown to add up)
    ranking, places = standing(outcome.scores, outcome.winners, RULES.tie_break_criteria(over))
    assert ranking == (1, 0, 2, 3) and places == (2, 1, 3, 4)


def test_elasund_tenth_cube_has_no_tie_break_below_the_winner() -> None:
    """The tenth cube ends the game at once: nothing parts the others but their cubes."""
    session = recorded("elasund-3p-seed12")
    assert session.rules.tie_break_criteria(session.state) == ()
    assert session.rules.tie_break_criteria(session.states[-2]) == ()
