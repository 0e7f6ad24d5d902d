"""Decisions of several steps (Escape), the undo barrier of the pile, public scores."""

from __future__ import annotations

from elasund_desktop.engine.rules import in_substep
from elasund_desktop.games.carrara.rules import (
    ACTION,
    AFTER,
    CITY,
    OVER,
    PAY,
    SEGMENT,
    TAKE,
    CarraraState,
)

from .helpers import (
    RULES,
    act,
    board,
    conserve_blocks,
    legal_args,
    marble,
    set_player,
    start,
    tile,
)


def test_taking_blocks_is_a_step_that_begins_with_the_choice_of_segment() -> None:
    """The wheel's turn drew from the bag (not a step: it cannot be taken back);
    choosing a segment begins a step that lasts while blocks are taken one at a time."""
    s = start(3)
    # plenty of cheap blocks at position I, coins for several of them
    s = conserve_blocks(s._replace(wheel=((3, 3, 3, 0, 0, 0), *s.wheel[1:])))
    assert not in_substep(RULES, s)
    turned = act(s, "buy_marble")
    assert turned.state.phase == SEGMENT and not in_substep(RULES, turned.state)
    s = turned.state
    k = max(range(6), key=lambda i: sum(s.wheel[i]))
    s = act(s, "choose_segment", k).state
    assert s.phase == TAKE and in_substep(RULES, s)
    taken = act(s, "take_block", legal_args(s, "take_block")[-1])
    assert not taken.barrier
    assert taken.state.phase == TAKE and in_substep(RULES, taken.state)
    done = act(taken.state, "stop_taking").state
    assert done.phase in (AFTER, ACTION) and not in_substep(RULES, done)


def villa_2_to_build() -> tuple[CarraraState, int]:
    """Seat on turn with villa 2 on the display and 1 white + 2 yellow blocks (both
    pay in Pisa, so the payment is asked)."""
    s = start(3)
    p = s.current
    rest = [t for t in range(30) if t != tile("villa", 2)]
    s = s._replace(display=(tile("villa", 2), *rest[:8]), pile=tuple(rest[8:]))
    return conserve_blocks(set_player(s, p, marble=marble(white=1, yellow=2))), p


def test_building_is_a_step_from_the_tile_to_the_last_block_paid() -> None:
    """Tile, then city, then payment (asked only with a choice): all one decision."""
    s, p = villa_2_to_build()
    s = act(s, "build", "villa_2").state
    assert s.phase == CITY and in_substep(RULES, s)
    s = act(s, "build_in", "pisa").state
    assert s.phase == PAY and in_substep(RULES, s)
    s = act(s, "pay", "yellow").state
    assert s.phase == PAY and in_substep(RULES, s)
    built = act(s, "pay", "white")
    assert not in_substep(RULES, built.state)
    assert tile("villa", 2) in built.state.boards[p][1]


def test_a_tile_drawn_from_the_pile_is_an_undo_barrier() -> None:
    """Refilling the display shows a tile nobody knew: the build cannot be taken back.
    With the pile empty the display shrinks and nothing is revealed."""
    s = start(3)
    p = s.current
    rest = [t for t in range(30) if t != tile("villa", 1)]
    s = s._replace(display=(tile("villa", 1), *rest[:8]), pile=tuple(rest[8:]))
    s = conserve_blocks(set_player(s, p, marble=marble(white=1)))
    chosen = act(s, "build", "villa_1")
    assert not chosen.barrier
    built = act(chosen.state, "build_in", "livorno")  # one white block: paid at once
    assert built.barrier and built.state.display[0] == rest[8]
    empty = act(s._replace(pile=()), "build", "villa_1").state
    shrunk = act(empty, "build_in", "livorno")
    assert not shrunk.barrier and shrunk.state.display[0] == -1


def test_public_score_is_the_track_plus_building_values_and_the_final_score_at_the_end() -> None:
    """Coins and objects lie behind the screens: during the game the public score
    (players table, plotted "Victory points") is the track plus every building's
    value; once the game is over it is the final score, the last point plotted."""
    s = start(2)
    s = set_player(s, 0, vp=7, boards=board(lucca=[("villa", 3)], massa=[("porta", 5)]))
    s = set_player(s, 1, vp=2, coins=40, objects=(2, 0, 0, 0, 0, 0))
    assert RULES.scores(s) == (15, 2)
    metrics = RULES.metrics(s)
    assert metrics["Victory points"] == (15.0, 2.0)
    assert metrics["Score track"] == (7.0, 2.0)
    assert metrics["Building value"] == (8.0, 0.0)
    over = s._replace(phase=OVER, final=(15 + 20 // 5, 2 + 6 + 8))
    assert RULES.scores(over) == over.final
    assert RULES.metrics(over)["Victory points"] == (19.0, 16.0)
