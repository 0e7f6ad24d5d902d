"""The end of a Carrara game as the shell reads it: outcome, public scores,
the score breakdown of the end window, the metrics plotted, the screens shown.

Seed 004 / rules-data/carrara.md: the final score is the score track, 3 VP per
object, 1 VP per full 5 coins (the rest is lost) and the value of every
building; the most points wins, a tie goes to the most marble behind the
screen, and players still tied share the victory. The end comes after the
round in which it was triggered (the start player does not play again)."""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import Event, Outcome
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import AFTER, OVER, TILE_BY_NAME, CarraraState

from .helpers import RULES, act, board, marble, set_player, start


def _last_turn(reason: str = "announced", **seat1: Any) -> CarraraState:
    """Two players, seat 0 began; seat 1 ends the last turn of the round in which
    seat 0 announced the end. Seat 0: track 20, 2 objects, 14 coins, buildings
    villa 3 + porta 5 = 8, one white block. Seat 1: track 18, 3 objects, 14 coins,
    buildings 2 + 4 = 6, two black blocks."""
    s = start(2, start_player=0, current=1, phase=AFTER, end_reason=reason, turn=11)
    s = s._replace(announcer=0 if reason == "announced" else -1, markers_used=(2, 3))
    s = set_player(
        s,
        0,
        vp=20,
        objects=(1, 1, 0, 0, 0, 0),
        coins=14,
        marble=marble(white=1),
        boards=board(lucca=[("villa", 3)], massa=[("porta", 5)]),
    )
    fields: dict[str, Any] = {
        "vp": 18,
        "objects": (0, 0, 0, 0, 0, 3),
        "coins": 14,
        "marble": marble(black=2),
        "boards": board(livorno=[("biblioteca", 2)], pisa=[("cattedrale", 4)]),
    }
    fields.update(seat1)
    return set_player(s, 1, **fields)


def test_during_the_game_there_is_no_outcome_and_the_public_score_is_track_plus_buildings() -> None:
    s = _last_turn()
    assert RULES.outcome(s) is None
    assert RULES.scores(s) == (20 + 8, 18 + 6)
    assert RULES.turn_number(s) == 11
    assert RULES.metrics(s) == {
        "Victory points": (28.0, 24.0),
        "Score track": (20.0, 18.0),
        "Building value": (8.0, 6.0),
        "Scorings": (2.0, 3.0),
    }


def test_the_last_turn_of_the_round_ends_the_game_with_the_final_scores() -> None:
    """36 = 20 + 2 objects x 3 + 14 coins // 5 + 8; 35 = 18 + 3 x 3 + 2 + 6."""
    tr = act(_last_turn(), "end_turn")
    s = tr.state
    assert s.phase == OVER and RULES.to_move(s) is None
    assert RULES.outcome(s) == Outcome(winners=(0,), scores=(36, 35), reason="announced")
    assert RULES.scores(s) == (36, 35)
    assert RULES.turn_number(s) == 12
    # the +5 of seat 0's announcement is on its track, and its own line here
    assert RULES.score_breakdown(s) == (
        ("Score track", (15, 18)),
        ("Announcing the end", (5, 0)),
        ("Objects", (6, 9)),
        ("Coins", (2, 2)),
        ("Buildings", (8, 6)),
    )
    assert RULES.metrics(s) == {
        "Victory points": (36.0, 35.0),
        "Score track": (20.0, 18.0),
        "Building value": (8.0, 6.0),
        "Scorings": (2.0, 3.0),
    }
    assert RULES.hidden_at_the_end(s) == (
        ("Coins behind the screen", ((("", 14),), (("", 14),))),
        ("Objects behind the screen", ((("book", 1), ("cup", 1)), (("coat_of_arms", 3),))),
        ("Marble behind the screen", ((("white", 1),), (("black", 2),))),
    )
    assert tr.events == (
        Event.make(
            "final_score", player=0, points=36, track=20, objects=6, coins=2, buildings=8, marble=1
        ),
        Event.make(
            "final_score", player=1, points=35, track=18, objects=9, coins=2, buildings=6, marble=2
        ),
        Event.make("winner", player=0, points=36, n=36),
    )


def test_the_end_after_every_building_is_built_says_so() -> None:
    s = act(_last_turn("all_built"), "end_turn").state
    assert RULES.outcome(s) == Outcome(winners=(0,), scores=(36, 35), reason="all_built")


def test_a_tie_goes_to_the_most_marble_behind_the_screen() -> None:
    """Seat 1 with one more point on the track ties at 36: its two blocks beat one."""
    s = act(_last_turn(vp=19), "end_turn").state
    assert RULES.outcome(s) == Outcome(winners=(1,), scores=(36, 36), reason="announced")


def test_players_still_tied_share_the_victory() -> None:
    tr = act(_last_turn(vp=19, marble=marble(red=1)), "end_turn")
    assert RULES.outcome(tr.state) == Outcome(winners=(0, 1), scores=(36, 36), reason="announced")
    assert [e for e in tr.events if e.key == "winner"] == [
        Event.make("winner", player=0, points=36, n=36),
        Event.make("winner", player=1, points=36, n=36),
    ]


def test_the_marble_shown_lists_only_the_colours_held_in_colour_order() -> None:
    s = set_player(start(3), 0, marble=marble(black=1, white=2, green=3))
    s = set_player(s, 1, marble=marble())
    assert dict(RULES.hidden_at_the_end(s))["Marble behind the screen"] == (
        (("white", 2), ("green", 3), ("black", 1)),
        (),
        (("black", 1),),  # seat 2's starting block (the start player's neighbour)
    )


def test_prices_and_tile_names_built_at_import() -> None:
    """The wheel's price table and the tile names are made once at import (a mutation
    run switches a change on only later): their builders are checked directly.
    Price: 6..1 for white..black at position I, one coin less per position, never
    below free."""
    assert [D.price(c, 0) for c in range(6)] == [6, 5, 4, 3, 2, 1]
    assert [D.price(c, 3) for c in range(6)] == [3, 2, 1, 0, 0, 0]
    assert [D.price(D.WHITE, k) for k in range(6)] == [6, 5, 4, 3, 2, 1]
    assert D.price(D.BLACK, 5) == 0
    assert [D.tile_name(t) for t in (0, 4, 5, 29)] == [
        "biblioteca_1",
        "biblioteca_5",
        "cattedrale_1",
        "villa_5",
    ]
    assert TILE_BY_NAME["cattedrale_1"] == 5 and len(TILE_BY_NAME) == 30
    assert D.CITY_ACCEPTS[D.LIVORNO] == (D.WHITE,)
    assert D.CITY_ACCEPTS[D.MASSA] == (0, 1, 2, 3, 4)


def test_action_tables_built_at_import_hold_every_seat_and_value() -> None:
    """The rules hand out actions made once at import, one per seat (up to 4) and
    value: the two table helpers are checked directly."""
    from elasund_desktop.engine.rules import Action
    from elasund_desktop.games.carrara.rules import _tab0, _tab1

    assert _tab0("end_turn") == tuple(Action(p, "end_turn", ()) for p in range(4))
    table = _tab1("pay", ("white", "black"))
    assert len(table) == 4
    assert table[3] == (Action(3, "pay", ("white",)), Action(3, "pay", ("black",)))
