"""The exact pre-search check (ai/tactics.py, ai/levels.py) in exact Carrara positions.

Carrara ends in two ways (seed 004, "Fine della partita"): all 30 buildings
built, or a player who met the three objectives announces the end; either
way "the game goes on until every player has had the same number of turns"
and then the most points win.  So a seat can end the game at once only in
the last turn of a round (the start player's right-hand neighbour), and the
other seat, playing first in the round, can hand him the win by ending its
own turn.  A turn in Carrara starts without any draw (the wheel turns only
when marble is bought), so "at once, with no chance between" does happen.

All positions are two-player games: there every object not on the board,
in the supply or behind the deciding seat's own screen lies behind the one
other screen, so the determinized worlds agree on the objects (hidden.py)
and only the opponent's coins (5-30, 1-6 points) and marble are sampled;
the margins below leave room for that.
"""

from __future__ import annotations

import dataclasses

import pytest

from elasund_desktop.ai import levels
from elasund_desktop.ai.bots import bot_rng
from elasund_desktop.ai.levels import TACTICS, LevelBot, node_budget
from elasund_desktop.ai.tactics import TacticsBudget, hands_over_a_win, winning_line
from elasund_desktop.engine.rules import Action
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import CarraraState, final_scores, objectives_met
from tests.ai.without_proofs import without_proofs

from ..games.carrara.helpers import RULES, board, conserve_blocks, marble, set_player, start, tile

LEVEL_NAMES = ("easy", "medium", "hard")
GUARDED = ("medium", "hard")
NO_TACTICS = TacticsBudget(nodes=0, depth=0, worlds=1, guard=False)


def _bot(level: str) -> LevelBot:
    """A level with a small node budget (fast, reproducible); Easy has no search."""
    return LevelBot(level) if level == "easy" else LevelBot(level, node_budget(level, 60))


def _decide(level: str, s: CarraraState, seed: int = 3) -> Action:
    return _bot(level).decide(RULES, s, s.current, bot_rng(seed, s.current))


def _worlds(s: CarraraState, count: int = 3) -> list[CarraraState]:
    return [RULES.determinize(s, s.current, bot_rng(9, i)) for i in range(count)]


def _rest_of_the_tiles(*boards: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    used = {t for b in boards for column in b for t in column}
    return tuple(t for t in range(D.NUM_TILES) if t not in used)


def _play(s: CarraraState, line: list[Action]) -> CarraraState:
    for action in line:
        s = RULES.apply(s, action).state
    return s


# --- positions ----------------------------------------------------------------------


def fourth_scoring_then_announce() -> CarraraState:
    """The last seat of the round, at his action, has made 3 scorings, holds 7
    objects and has built for 30 (the 2-player targets: 4 scorings, 8 objects,
    30).  Scoring Massa (three 1-buildings: 3 VP, no object left in the supply
    for them) is the 4th scoring; 14 coins buy the 8th object for 10; then all
    three objectives are met and he announces.  He leads by far once objects
    count (his 7 objects against the opponent's 8, but 30 against 20 in
    buildings and 10 VP on the track each): 72 against at most 57.

    Without the check every level builds (the greedy plans build before a
    scoring worth less than 9, and a 3-step line lies beyond 60 iterations).
    """
    s = start(2, seed=3)
    p = 1 - s.start_player  # the round ends after his turn
    o = s.start_player
    mine = board(
        livorno=[("biblioteca", 5), ("cattedrale", 5)],
        lerici=[("biblioteca", 4), ("palazzo", 5), ("palazzo", 4)],
        massa=[("porta", 1), ("castello", 1), ("villa", 1)],
        pisa=[("cattedrale", 4)],
    )
    theirs = board(
        lucca=[("biblioteca", 3), ("cattedrale", 3)],
        viareggio=[("porta", 4), ("porta", 3), ("castello", 4)],
    )
    rest = _rest_of_the_tiles(mine, theirs)
    s = s._replace(
        current=p,
        phase="action",
        turn=20,
        display=rest[:9],
        pile=rest[9:],
        for_sale=(1,) * 6,
        supply=(5, 5, 0, 0, 5, 0),  # Massa's gate, crown (castle) and coat of arms are gone
        city_scorer=tuple(o if c in (D.LIVORNO, D.LERICI) else -1 for c in range(6)),
    )
    s = set_player(
        s, p, boards=mine, marble=marble(black=2), coins=14, vp=10, markers_used=3,
        objects=(0, 0, 2, 3, 0, 2), type_scored=(True, True, True, False, False, False),
    )  # fmt: skip
    s = set_player(
        s, o, boards=theirs, marble=marble(blue=2, green=1), coins=12, vp=10, markers_used=2,
        objects=(0, 0, 3, 2, 0, 3), type_scored=(False,) * 6,
    )  # fmt: skip
    return conserve_blocks(s)


LAST_TILE = tile("villa", 2)


def last_building() -> CarraraState:
    """Pile empty, one tile (villa 2) left on the display, the other 29 built
    (the even tile ids on the deciding seat's board, the odd ones on the
    opponent's).  The deciding seat plays last in the round and holds two
    black blocks (Lerici takes them): building it makes 30 and ends the game
    with him ahead, 64 against at most 60.  Without the check every level
    scores a city (with the pile empty the greedy plans score first)."""
    s = start(2, seed=3)
    p = 1 - s.start_player
    o = s.start_player
    mine: list[tuple[int, ...]] = [()] * 6
    theirs: list[tuple[int, ...]] = [()] * 6
    even = [t for t in range(D.NUM_TILES) if t != LAST_TILE and t % 2 == 0]
    mine[D.LERICI] = tuple(t for t in even if D.tile_type(t) != D.BIBLIOTECA)
    mine[D.LUCCA] = tuple(t for t in even if D.tile_type(t) == D.BIBLIOTECA)
    theirs[D.LERICI] = tuple(t for t in range(D.NUM_TILES) if t != LAST_TILE and t % 2 == 1)
    s = s._replace(
        current=p,
        phase="action",
        turn=40,
        display=(LAST_TILE,) + (-1,) * (D.DISPLAY_SLOTS - 1),
        pile=(),
        for_sale=(1,) * 6,
        supply=(4,) * 6,
        city_scorer=(-1,) * 6,
    )
    s = set_player(
        s, p, boards=tuple(mine), marble=marble(black=2), coins=3, vp=10, markers_used=5,
        objects=(1, 1, 1, 0, 0, 0), type_scored=(False, True, True, True, True, True),
    )  # fmt: skip
    s = set_player(
        s, o, boards=tuple(theirs), marble=marble(blue=2, green=1), coins=12, vp=0,
        markers_used=5, objects=(0, 0, 0, 1, 1, 1), type_scored=(True,) * 6,
    )  # fmt: skip
    return conserve_blocks(s)


def lucca_is_the_opponents_fourth_scoring(coins: int = 6) -> CarraraState:
    """The start player is at his action; the opponent, last in the round, has
    made 3 scorings, holds 8 objects and has built for 32, and his only open
    scoring is Lucca (2 buildings there).  If the turn passes, he scores
    Lucca and announces: 88 or more against 72.  The start player has two
    buildings in Lucca too: scoring it first (4 VP) takes the city from him.
    With 6 coins a scoring ends the turn at once (no object is affordable);
    scoring Livorno (27 VP) is what the search likes best."""
    s = start(2, seed=3)
    p = s.start_player
    o = 1 - p
    mine = board(
        lucca=[("porta", 1), ("castello", 1)],
        livorno=[("villa", 5), ("villa", 4)],
        lerici=[("porta", 2), ("porta", 3), ("castello", 2)],
    )
    theirs = board(
        lucca=[("biblioteca", 3), ("cattedrale", 2)],
        lerici=[("palazzo", 5), ("palazzo", 4), ("biblioteca", 5), ("cattedrale", 4)],
        livorno=[("cattedrale", 5)],
        pisa=[("biblioteca", 4)],
    )
    rest = _rest_of_the_tiles(mine, theirs)
    s = s._replace(
        current=p,
        phase="action",
        turn=20,
        display=rest[:9],
        pile=rest[9:],
        for_sale=(1,) * 6,
        supply=(4, 4, 5, 2, 2, 3),
        city_scorer=tuple(p if c == D.LERICI else -1 for c in range(6)),
    )
    s = set_player(
        s, p, boards=mine, marble=marble(), coins=coins, vp=20, markers_used=1,
        objects=(1, 1, 0, 0, 0, 0), type_scored=(False,) * 6,
    )  # fmt: skip
    s = set_player(
        s, o, boards=theirs, marble=marble(blue=2, green=1), coins=12, vp=10, markers_used=3,
        objects=(0, 0, 0, 3, 3, 2), type_scored=(True, True, True, False, False, False),
    )  # fmt: skip
    return conserve_blocks(s)


def announce_before_the_opponent() -> CarraraState:
    """The start player, after his action, has met the three objectives; the
    opponent has met two and makes the 4th scoring (Lucca) in his turn.
    Whoever announces gets the 5 points; once the end is announced nobody
    else may (data.ANNOUNCE_ONLY_BEFORE_END, an INVENTED ruling).  Ending
    the turn lets the opponent score Lucca (10 VP) and announce: at least 93
    against 91; announcing gives 96 against at most 93."""
    s = start(2, seed=3)
    p = s.start_player
    o = 1 - p
    mine = board(
        livorno=[("biblioteca", 5), ("cattedrale", 5)],
        lerici=[("biblioteca", 4), ("palazzo", 5), ("palazzo", 4)],
        massa=[("porta", 1), ("castello", 1), ("villa", 1)],
        pisa=[("cattedrale", 4)],
    )
    theirs = board(
        lucca=[("biblioteca", 3), ("cattedrale", 2)],
        lerici=[("palazzo", 3), ("porta", 5), ("castello", 5), ("villa", 5)],
        livorno=[("cattedrale", 3)],
        pisa=[("biblioteca", 2)],
        viareggio=[("porta", 4)],
    )
    rest = _rest_of_the_tiles(mine, theirs)
    s = s._replace(
        current=p,
        phase="after",
        turn=20,
        display=rest[:9],
        pile=rest[9:],
        for_sale=(0,) * 6,  # nothing to buy: only announcing or ending the turn
        supply=(0, 0, 2, 3, 4, 5),
        city_scorer=tuple(p if c == D.MASSA else o if c == D.LERICI else -1 for c in range(6)),
    )
    s = set_player(
        s, p, boards=mine, marble=marble(black=2), coins=49, vp=10, markers_used=4,
        objects=(3, 3, 3, 2, 2, 1), type_scored=(True, True, True, False, False, False),
    )  # fmt: skip
    s = set_player(
        s, o, boards=theirs, marble=marble(blue=2, green=1), coins=12, vp=21, markers_used=3,
        objects=(3, 3, 1, 1, 0, 0), type_scored=(False, False, False, True, True, True),
    )  # fmt: skip
    return conserve_blocks(s)


# --- 1. taking a win: the announcement -------------------------------------------------


def test_the_announcement_position_is_what_the_docstring_says() -> None:
    """The line the check finds wins in the real position too, and only in
    the last turn of the round: "the game goes on until every player has had
    the same number of turns" (seed 004)."""
    s = fourth_scoring_then_announce()
    p = s.current
    assert objectives_met(s, p) == (False, False, True)
    line = winning_line(RULES, _worlds(s), p, TACTICS["easy"])
    assert line is not None
    assert [a.kind for a in line] == ["score_city", "buy_object", "announce_end"]
    over = _play(s, line)
    assert RULES.outcome(over) is not None and over.winners == (p,)
    assert over.final[p] == 72 and final_scores(s)[1 - p] - 12 // 5 + 30 // 5 == 57
    # the same moves one seat earlier in the round: the game goes on
    early = s._replace(start_player=p)
    assert RULES.to_move(_play(early, line)) == 1 - p


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_level_announces_after_its_fourth_scoring(level: str) -> None:
    """Seed 004: "a player has met the 3 objectives ... and declared the end
    of the game" ends it, and "that player at once gains 5 points": 4
    scorings, the objects, the building value.  Every level makes the 4th
    scoring that opens the announcement."""
    s = fourth_scoring_then_announce()
    assert _decide(level, s) == Action(s.current, "score_city", ("massa",))


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_without_the_check_no_level_sees_the_announcement(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same position with no exact search: every level builds instead (a
    build draws a tile onto the display: no certain line starts with it).
    With other seeds Hard's search sometimes finds a winning scoring by
    itself; with this one it does not."""
    s = fourth_scoring_then_announce()
    monkeypatch.setitem(levels.TACTICS, level, NO_TACTICS)
    without_proofs(monkeypatch)
    assert _decide(level, s).kind == "build"


# --- 1b. taking a win: the 30th building ------------------------------------------------


def test_the_last_building_ends_the_game_with_the_builder_ahead() -> None:
    s = last_building()
    p = s.current
    line = [Action(p, "build", (D.tile_name(LAST_TILE),)), Action(p, "build_in", ("lerici",))]
    over = _play(s, line)
    assert over.end_reason == "all_built" and over.winners == (p,)
    assert over.final[p] == 64
    # the opponent's coins are hidden: 12 (2 points), 30 at most in a world (6)
    assert final_scores(s)[1 - p] - 12 // 5 + 30 // 5 == 60


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_level_builds_the_thirtieth_building(level: str) -> None:
    """Seed 004: the game ends when "30 buildings have been built, so the
    pile is used up and no buildings are left on the board"; the round is
    complete after this seat's turn, so the 30th building wins at once."""
    s = last_building()
    assert _decide(level, s) == Action(s.current, "build", (D.tile_name(LAST_TILE),))


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_without_the_check_every_level_scores_instead(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = last_building()
    monkeypatch.setitem(levels.TACTICS, level, NO_TACTICS)
    without_proofs(monkeypatch)
    assert _decide(level, s).kind == "score_city"


# --- 2. never hand a win over: the city taken first -------------------------------------------


def test_only_the_lucca_scoring_keeps_the_opponent_from_winning() -> None:
    s = lucca_is_the_opponents_fourth_scoring()
    p = s.current
    worlds = _worlds(s)
    unsafe = {
        a.args[0]
        for a in RULES.legal_actions(s)
        if hands_over_a_win(RULES, worlds, p, a, TACTICS["medium"])
    }
    # the porta scoring brings 5 coins (Lerici): the object purchase keeps the
    # turn open, and the guard follows it (buying or not, the turn ends into
    # the opponent's win)
    assert unsafe == {"livorno", "castello", "villa", "porta"}
    after = RULES.apply(s, Action(p, "score_city", ("livorno",))).state
    assert RULES.to_move(after) == 1 - p  # the turn has passed, nothing drawn


@pytest.mark.parametrize("level", GUARDED)
def test_medium_and_hard_take_the_city_the_opponent_needs(level: str) -> None:
    """Seed 004, city scoring: the scorer's marker on the city means "for
    the rest of the game no other player may score the same city".  The
    opponent's 4th scoring is Lucca: scoring it first is the only move that
    keeps him from scoring it and announcing."""
    s = lucca_is_the_opponents_fourth_scoring()
    assert _decide(level, s) == Action(s.current, "score_city", ("lucca",))


@pytest.mark.parametrize("level", GUARDED)
def test_without_the_guard_they_score_livorno_and_lose(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = lucca_is_the_opponents_fourth_scoring()
    monkeypatch.setitem(levels.TACTICS, level, dataclasses.replace(TACTICS[level], guard=False))
    without_proofs(monkeypatch)
    assert _decide(level, s) == Action(s.current, "score_city", ("livorno",))


@pytest.mark.parametrize("level", GUARDED)
def test_the_guard_sees_through_the_object_purchase(level: str) -> None:
    """The Lucca position with 12 coins instead of 6: "once a turn one may
    also pay 10 coins to take an object" (seed 004) comes after the action,
    so every scoring leads to the purchase step; Lucca still prevents the
    win, Livorno still hands it over."""
    s = lucca_is_the_opponents_fourth_scoring(coins=12)
    assert _decide(level, s, seed=0) == Action(s.current, "score_city", ("lucca",))


# --- 2b. never hand a win over: announcing first ------------------------------------------


def test_ending_the_turn_hands_over_the_announcement() -> None:
    s = announce_before_the_opponent()
    p = s.current
    worlds = _worlds(s)
    guard = TACTICS["medium"]
    assert hands_over_a_win(RULES, worlds, p, Action(p, "end_turn", ()), guard)
    assert not hands_over_a_win(RULES, worlds, p, Action(p, "announce_end", ()), guard)


@pytest.mark.parametrize("level", GUARDED)
def test_medium_and_hard_announce_before_the_opponent_can(level: str) -> None:
    """Seed 004: "even if a player meets the 3 objectives he need not declare
    the end and may wait for the moment that suits him" - not when the
    opponent would declare it first.  (The search finds this one without the
    guard too, with only two moves to visit: this test does not tell the
    guard's work apart; the previous one checks its verdict.)"""
    s = announce_before_the_opponent()
    assert _decide(level, s) == Action(s.current, "announce_end", ())
