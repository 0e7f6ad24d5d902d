"""Elasund: the exact check every level makes before its search (ai/tactics.py).

Every level plays the first move of a certain winning line (own decisions
only, no dice, no card drawn, nothing revealed); Medium and Hard refuse a move
after which an opponent decides next and has one.  The positions below are
built from the rules (the seeds' Danish and Italian rulebooks, quoted in
English) with the rules tests' helpers, each checked by their invariants.

Elasund ends in two ways, and both are here:

* ten cubes: "The player who first has placed all 10 of his victory-point
  cubes on the board wins the game!" (Danish: "Den spiller, som først får lagt
  alle sine 10 Pointterninger på spillepladen, vinder spillet!");
* the house rule "a city that can grow no more" (rules text, House
  interpretations): the game ends at the end of a turn, "the player with the
  most cubes on the board wins; on a tie the most gold wins".

Where the check decides, each test also shows the level's choice without it
(the check's node budget set to zero), so that it fails if the check goes.

No Elasund move hands an opponent a win "at once" (with no chance between):
only the player whose turn it is can win ("As soon as a player, *during his
turn*, has placed all his 10 cubes, he is declared the winner", Italian:
"Appena un giocatore, durante il suo turno, ha disposto tutti i suoi 10
cubi"), what an opponent decides in someone else's turn (putting a start hut
back, a pirate discard) places no cube, and his own turn begins with the dice
("You begin your turn by throwing both dice", Danish: "Du begynder din tur med
at kaste begge terninger").  The tests of the guard therefore check that it
stays silent where an opponent is one tower from winning, and the one real way
to hand the game over, a turn's end that completes a stalled city with an
opponent ahead, which only the search (not the guard) prevents.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from elasund_desktop.ai import levels
from elasund_desktop.ai.levels import EASY, HARD, MEDIUM, LevelBot, node_budget
from elasund_desktop.ai.tactics import (
    TacticsBudget,
    hands_over_a_win,
    safe_choice,
    winning_line,
)
from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action
from elasund_desktop.games.elasund import rules as R  # noqa: N812
from elasund_desktop.games.elasund.ai import ElasundAI
from elasund_desktop.games.elasund.rules import ElasundState
from elasund_desktop.games.elasund.tuned import HAND
from tests.ai.without_proofs import without_proofs
from tests.games.elasund.helpers import (
    RULES,
    bld,
    check_invariants,
    empty_hands,
    hand,
    permits,
    place,
    situation,
)

LEVELS = (EASY, MEDIUM, HARD)
GUARDED = (MEDIUM, HARD)
SEED = 1
# an exhaustive search, to say which first moves start a certain win at all
EXACT = TacticsBudget(nodes=50_000, depth=5, worlds=1, guard=False)


# --- helpers -----------------------------------------------------------------------------
def decide(level: str, st: ElasundState, seed: int = SEED, ai: Any = None) -> Action:
    """The level's choice with a small node budget (reproducible, fast); `ai`:
    other game knowledge than the shipped one (LevelBot's `ai`)."""
    budget = None if level == EASY else node_budget(level, 60)
    bot = LevelBot(level, budget, ai=ai)
    return bot.decide(RULES, st, st.actor, Rng(seed))


def without_check(monkeypatch: pytest.MonkeyPatch, level: str) -> None:
    """The level as it was before tactics.py: no exact search, no guard."""
    zero = dataclasses.replace(levels.TACTICS[level], nodes=0, guard=False)
    monkeypatch.setitem(levels.TACTICS, level, zero)
    without_proofs(monkeypatch)


def without_guard(monkeypatch: pytest.MonkeyPatch, level: str) -> None:
    monkeypatch.setitem(
        levels.TACTICS, level, dataclasses.replace(levels.TACTICS[level], guard=False)
    )
    without_proofs(monkeypatch)


def play(st: ElasundState, *actions: tuple[str, tuple[object, ...]]) -> ElasundState:
    for kind, args in actions:
        st = RULES.apply(st, Action(st.actor, kind, args)).state
    return st


def starts_a_win(st: ElasundState, action: Action) -> bool:
    """Whether `action` is the first step of a certain line of the mover's own
    decisions that wins (searched exhaustively)."""
    seat = st.actor
    tr = RULES.apply(st, action)
    if tr.barrier or tr.state.rng != st.rng:
        return False
    out = RULES.outcome(tr.state)
    if out is not None:
        return tuple(out.winners) == (seat,)
    if RULES.to_move(tr.state) != seat:
        return False
    return winning_line(RULES, [tr.state], seat, EXACT) is not None


def winners(st: ElasundState) -> tuple[int, ...] | None:
    out = RULES.outcome(st)
    return None if out is None else tuple(out.winners)


def opponent_six_cubes(st: ElasundState) -> ElasundState:
    """Blue (seat 1) has six cubes on four market stands and two wells: red
    leads 9 to 6, no runaway (the search alone misses the win there too)."""
    return place(
        st,
        bld("market_stand", 1, 1, 5),
        bld("market_stand", 1, 1, 6),
        bld("market_stand", 1, 3, 5),
        bld("market_stand", 1, 3, 6),
        bld("well", 1, 8, 8),
        bld("well", 1, 8, 9),
    )


# --- positions ---------------------------------------------------------------------------
def last_cube_on_the_trade_track() -> ElasundState:
    """Red (seat 0, 4 players) in the construction step with 9 cubes on the
    board (a tavern on the harbour, three large buildings, two wells), 2 trade
    points, 2 gold, permits at (0, 2) on the harbour and (6, 6) inside.  The
    tavern blocks (0, 3), so the workshop (1x2) cannot reach the harbour; the
    house (2x1) can, at (0, 2)-(1, 2): one trade point, the third."""
    st = empty_hands(situation(4, phase=R.BUILD, current=0, ship_row=5))
    st = place(
        st,
        bld("tavern", 0, 0, 3),
        bld("large_building", 0, 3, 2),
        bld("large_building", 0, 6, 9),
        bld("large_building", 0, 3, 9),
        bld("well", 0, 8, 3),
        bld("well", 0, 8, 4),
    )
    st = opponent_six_cubes(dataclasses.replace(st, trade=(2, 0, 0, 0)))
    st = permits(st, [(0, 1, 0, 2), (0, 2, 6, 6)])
    st = hand(st, 0, gold=2, red=1)
    for p in (1, 2, 3):
        st = hand(st, p, gold=3, blue=1)
    check_invariants(st)
    assert st.cubes[0] == 1
    return st


def last_two_cubes_in_two_constructions() -> ElasundState:
    """Red with 8 cubes on the board, 1 trade point (a house on the harbour),
    wall tiles 1 and 2 laid (the third is a tower), 4 gold; permits at (0, 2)
    on the harbour and a tavern's or merchant's site at (6, 5)-(7, 5)."""
    st = empty_hands(situation(4, phase=R.BUILD, current=0, ship_row=5))
    st = place(
        st,
        bld("house", 0, 0, 4),
        bld("large_building", 0, 3, 2),
        bld("large_building", 0, 6, 9),
        bld("large_building", 0, 3, 9),
        bld("well", 0, 8, 3),
        bld("well", 0, 8, 4),
    )
    lay = R.LAYOUTS[4]
    walls = list(st.walls)
    walls[lay.wall_index[("north", 7)]] = 0 * 16 + 1
    walls[lay.wall_index[("north", 6)]] = 0 * 16 + 2
    st = dataclasses.replace(st, trade=(1, 0, 0, 0), walls=tuple(walls), wall_next=(3, 1, 1, 1))
    st = opponent_six_cubes(st)
    st = permits(st, [(0, 1, 0, 2), (0, 3, 6, 5), (0, 4, 7, 5)])
    st = hand(st, 0, gold=4, red=1)
    for p in (1, 2, 3):
        st = hand(st, p, gold=3, blue=1)
    check_invariants(st)
    assert st.cubes[0] == 2
    return st


def complete_city(blue_gold: int) -> ElasundState:
    """Red in the bonus step of the turn that completes a stalled city: every
    wall space taken (five tiles each, a tower each), the church complete,
    three turns in a row passed without a construction on offer and none in
    this one.  Red and blue have 3 cubes on the board each (a tower and a
    large building), green and yellow 1; red holds no gold and one influence
    card of each colour, blue `blue_gold` gold."""
    n = 4
    st = empty_hands(situation(n, phase=R.BONUS, current=0, ship_row=5))
    walls = tuple((i % n) * 16 + 1 + i // n for i in range(len(st.walls)))
    st = dataclasses.replace(
        st,
        walls=walls,
        wall_next=(6,) * n,
        cubes=(9,) * n,  # the towers' cubes
        church_stack=(),
        church=tuple((k, -1) for k in range(9)),
        church_origin=(0, 3),
        idle_turns=n - 1,
        could_build=False,
    )
    st = place(st, bld("large_building", 0, 5, 3), bld("large_building", 1, 5, 9))
    st = hand(st, 0, gold=0, red=1, blue=1, green=1)
    st = hand(st, 1, gold=blue_gold, red=2)
    st = hand(st, 2, gold=1, green=1)
    check_invariants(st)
    assert st.cubes[0] == st.cubes[1] == min(st.cubes)
    return st


def blue_one_tower_from_winning() -> ElasundState:
    """Red (seat 0) has chosen to build a house and picks its site: (1, 4)-(2, 4)
    covers blue's small start hut (2, 4), so blue must put it back before red
    goes on; the others, on row 12, pay less often (green's workshop on the
    harbour at (0, 4) is as large as a house: three cards of one colour to
    replace, red has one).  Blue (seat 1) has 9 cubes on the board, wall
    tiles 1 and 2 laid and 2 gold: the next wall tile is a tower, his tenth
    cube."""
    st = empty_hands(situation(4, phase=R.BUILD_SITE, current=0, ship_row=5, keep_huts=True))
    st = place(
        st,
        bld("large_building", 1, 5, 3),
        bld("large_building", 1, 7, 3),
        bld("large_building", 1, 5, 9),
        bld("well", 1, 7, 9),
        bld("well", 1, 7, 10),
        bld("well", 1, 8, 9),
        bld("workshop", 2, 0, 4),
    )
    lay = R.LAYOUTS[4]
    walls = list(st.walls)
    walls[lay.wall_index[("north", 7)]] = 1 * 16 + 1
    walls[lay.wall_index[("north", 6)]] = 1 * 16 + 2
    st = dataclasses.replace(
        st, walls=tuple(walls), wall_next=(1, 3, 1, 1), pending=("house",), trade=(0, 0, 2, 0)
    )
    st = permits(st, [(0, 1, 1, 4), (0, 2, 3, 12)])
    st = hand(st, 0, gold=1, red=1)
    st = hand(st, 1, gold=2, blue=1)
    check_invariants(st)
    assert st.cubes[1] == 1
    return st


# --- 1. ten cubes: the last one on the trade track ---------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_places_its_last_cube_on_the_trade_track(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "If your marker lands on the flag spaces 3, 5, 7, 9 or 11, you may place
    a victory-point cube" (Danish: "Lander du med din spillebrik på
    Flagfelterne 3, 5, 7, 9 eller 11. Må du placere en Pointterning"), and a
    building on the harbour earns "1 trade point" ("1 Handelspoint (hvis det er
    langs havnen)"): the house on (0, 2) is red's third trade point and tenth
    cube.  The workshop and the walls (a tile of influence cards, drawn) win
    nothing.  Without the check, the hand-set knowledge (tuned.HAND: the
    workshop is Easy's favourite, 35 against 30; Medium and Hard, 9 cubes to 6
    ahead, value every quiet move near a win as their softmax reward
    saturates) picks the workshop at every level; the shipped knowledge,
    whose Easy preferences were fitted by self-play (house 41.1 against 31.4),
    happens to build the house unaided."""
    st = last_cube_on_the_trade_track()
    house = Action(0, "build", ("house",))
    assert decide(level, st) == house
    assert decide(level, st, ai=ElasundAI(HAND)) == house
    assert winners(play(st, ("build", ("house",)), ("build_at", (0, 2)))) == (0,)
    assert [a for a in RULES.legal_actions(st) if starts_a_win(st, a)] == [house]

    without_check(monkeypatch, level)
    unchecked = decide(level, st, ai=ElasundAI(HAND))
    assert unchecked != house and not starts_a_win(st, unchecked)


# --- 1b. ten cubes: the last two in the turn's two constructions --------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_places_its_last_two_cubes_in_two_constructions(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A turn has up to two constructions ("må du bygge op til 2 emner", you
    may build up to 2 items), and a wall tile "showing a square tower with a
    coloured flag" carries a cube ("må du lægge en af dine Pointterninger på
    tårnet").  With 4 gold red wins by the workshop on the harbour (2 gold, two
    trade points: the third, a cube) and the tower (2 gold): a line of three
    steps.  The tavern or merchant (3 gold, one cube, the favourite of every
    level without the check) leaves 1 gold: no second cube this turn."""
    st = last_two_cubes_in_two_constructions()
    workshop = Action(0, "build", ("workshop",))
    assert decide(level, st) == workshop
    line = play(st, ("build", ("workshop",)), ("build_at", (0, 2)))
    assert RULES.to_move(line) == 0 and line.cubes[0] == 1 and line.trade[0] == 3
    assert winners(play(line, ("wall", ("north", 5)))) == (0,)
    first_steps = {a for a in RULES.legal_actions(st) if starts_a_win(st, a)}
    assert first_steps == {
        workshop,
        Action(0, "wall", ("north", 5)),
        Action(0, "wall", ("south", 7)),
    }

    without_check(monkeypatch, level)
    unchecked = decide(level, st)
    assert unchecked not in first_steps


# --- 1c. the house rule's end: most cubes, then most gold ---------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_wins_the_tie_break_of_a_completed_city(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """House rule (rules text): once the walls and the church are complete, a
    whole round with nothing to build ends the game; "the player with the most
    cubes on the board wins; on a tie the most gold wins".  Red and blue are
    tied on cubes, blue has 1 gold, red none.  Any end of red's turn ends the
    game; bonus (d), "Take 2 gold ... cost: 1 influence card of each colour"
    ("Tag 2 Guldkort ... 1 Indflydelseskort i hver farve"), makes red the sole
    winner.  Easy without the check places a permit (its favourite bonus, 22
    against 9) and hands blue the game; Medium and Hard see the end in their
    search and take the gold even without it."""
    st = complete_city(blue_gold=1)
    gold = Action(0, "bonus_gold")
    assert decide(level, st) == gold
    assert winners(play(st, ("bonus_gold", ()))) == (0,)
    assert winners(play(st, ("end_turn", ()))) == (1,)

    without_check(monkeypatch, level)
    unchecked = decide(level, st)
    if level == EASY:
        assert unchecked == Action(0, "bonus_place", (0,))
        st = play(st, ("bonus_place", (0,)))
        st = RULES.apply(st, RULES.legal_actions(st)[0]).state  # any square: the turn ends
        assert winners(st) == (1,)
    else:
        assert unchecked == gold  # the search finds this one by itself


# --- 2. no Elasund move hands a win over at once: the guard stays silent ------------------
def test_an_opponent_one_tower_from_winning_gets_no_certain_win_from_red() -> None:
    """Red's house on (1, 4) removes blue's start hut, and blue decides next
    with no chance between: "If one of your start buildings is removed ... you
    must at once put it on a new square" ("skal du straks lægge den på et nyt
    felt").  It is one of the two ways Elasund passes a decision to an opponent
    within a turn with no chance between (the other: a pirate discard after a
    7), and neither places a cube.  Blue's tower, his tenth cube, waits for his own
    construction step, after his roll: a barrier.  So no move of red's hands
    the win over at once, and the guard must not take one for it."""
    st = blue_one_tower_from_winning()
    worlds = [RULES.determinize(st, 0, Rng(k)) for k in range(3)]
    over_hut = Action(0, "build_at", (1, 4))
    assert over_hut in RULES.legal_actions(st)
    tr = RULES.apply(st, over_hut)
    assert not tr.barrier and tr.state.phase == R.HUTS and RULES.to_move(tr.state) == 1
    for action in RULES.legal_actions(st):
        assert not hands_over_a_win(RULES, worlds, 0, action, levels.TACTICS[HARD])

    # blue's win exists, but only in his own construction step, after the dice
    his_step = dataclasses.replace(st, phase=R.BUILD, current=1, actor=1, pending=())
    assert winning_line(RULES, [his_step], 1, EXACT) is not None
    red_done = play(st, ("build_at", (3, 12)), ("end_construction", ()), ("take_gold", ()))
    red_done = play(red_done, ("end_turn", ()))
    assert red_done.phase == R.ROLL and RULES.to_move(red_done) == 1
    assert RULES.legal_actions(red_done) == [Action(1, "roll")]
    assert RULES.apply(red_done, Action(1, "roll")).barrier
    assert winning_line(RULES, [red_done], 1, EXACT) is None


@pytest.mark.parametrize("level", GUARDED)
def test_the_guard_leaves_the_choice_alone_where_nothing_hands_a_win_over(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same position: Medium and Hard build over blue's hut (the site on the row
    that pays more often), a move the guard examines (blue decides next, no
    chance between) and lets pass, as it should: blue can put his hut back,
    not win."""
    st = blue_one_tower_from_winning()
    over_hut = Action(0, "build_at", (1, 4))
    assert decide(level, st) == over_hut
    without_guard(monkeypatch, level)
    assert decide(level, st) == over_hut


# --- 2b. the one real hand-over: ending the turn that completes a stalled city -----------
@pytest.mark.parametrize("level", GUARDED)
def test_medium_and_hard_do_not_end_a_stalled_city_with_blue_ahead(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tied on cubes, blue 2 gold, red none: ending the turn (or placing a
    permit) ends the game with blue the sole winner ("on a tie the most gold
    wins"); taking 2 gold for three influence cards makes it a shared victory
    ("players still tied share").  Medium and Hard take the gold, with the
    guard and without it: their search sees the end of the game (the guard
    refuses the turn end too: a move that ends the game without the mover
    among the winners hands it over, the test below)."""
    st = complete_city(blue_gold=2)
    gold = Action(0, "bonus_gold")
    assert winners(play(st, ("end_turn", ()))) == (1,)
    assert winners(play(st, ("bonus_gold", ()))) == (0, 1)
    assert decide(level, st) == gold
    without_check(monkeypatch, level)
    assert decide(level, st) == gold


def test_the_guard_refuses_a_turn_end_that_gives_blue_the_game() -> None:
    st = complete_city(blue_gold=2)
    worlds = [RULES.determinize(st, 0, Rng(k)) for k in range(3)]
    end, gold = Action(0, "end_turn"), Action(0, "bonus_gold")
    assert safe_choice(RULES, worlds, 0, [end, gold], levels.TACTICS[MEDIUM]) == gold
