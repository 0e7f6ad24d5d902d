"""The end of an Elfenland game as the shell reads it: outcome, public scores,
the score breakdown of the end window, the metrics plotted, the hands shown.

Seed / rules-data/elfenland.md: after the last round the most town pieces
wins; a tie goes to the most travel cards left in hand; with the home-town
variant each player loses a point per step his boot still is from the town
on his town card; a tie on points goes to the most travel cards there too,
the seed's only tie-break (the rules text's interpretations: still tied
players share the victory). Whoever has all twenty pieces before the end of
round 3 wins at once."""

from __future__ import annotations

from elasund_desktop.engine.rules import Action, Event, Outcome
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812

from .helpers import RULES, hand, new_game, route, town


def _bits(*names: str) -> int:
    return sum(1 << town(n) for n in names)


def _last_move(home_town: bool = True) -> R.ElfenlandState:
    """Round 4 of 4, seat 2 moves last. Town cards Jaccaranda, Beata, Tichih; boots
    in Feodor (2 steps from Jaccaranda), Elvenhold (1 from Beata), Strykhaven (3 from
    Tichih); 5, 4 and 6 pieces: 3 points each with the variant."""
    s = new_game(3, home_town=home_town)
    return s._replace(
        round=4,
        phase=R.MOVE,
        current=2,
        first_player=0,
        step=2,
        turn=20,
        hands=(hand(dragon=2, raft=1), hand(raft=2), hand(unicorn=3)),
        secret=((3, 3), (1,), ()),
        shown=((0,), (), (4, 5)),
        boots=(town("feodor"), town("elvenhold"), town("strykhaven")),
        collected=(
            _bits("feodor", "lapphalya", "rivinia", "albaran", "dagamura"),
            _bits("feodor", "lapphalya", "rivinia", "beata"),
            _bits("beata", "strykhaven", "virst", "jxara", "ergeren", "tichih"),
        ),
        town_cards=(town("jaccaranda"), town("beata"), town("tichih"))
        if home_town
        else (-1, -1, -1),
    )


def test_the_distances_pinned_here() -> None:
    d = D.DISTANCES
    assert d[town("feodor")][town("jaccaranda")] == 2
    assert d[town("elvenhold")][town("beata")] == 1
    assert d[town("strykhaven")][town("tichih")] == 3


def test_during_the_game_the_score_is_the_pieces_and_there_is_no_outcome() -> None:
    s = _last_move()
    assert RULES.outcome(s) is None
    assert RULES.scores(s) == (5, 4, 6)
    assert RULES.turn_number(s) == 20
    assert RULES.metrics(s) == {
        "Points": (5.0, 4.0, 6.0),
        "Town pieces": (5.0, 4.0, 6.0),
        "Travel cards": (3.0, 2.0, 3.0),
        "Counters held": (3.0, 1.0, 2.0),
    }


def test_home_town_all_tied_the_most_cards_win_however_close_to_home() -> None:
    """Seed 002: "У разі нічиєї перемагає той, у кого залишилось більше карт
    пересування" - the only tie-break, in the home-town variant as well.  All three
    end on 3 points; seat 1 stands one step from Beata, the closest, but holds 2
    cards; seats 0 and 2 hold 3 each and share the victory."""
    tr = RULES.apply(_last_move(), Action(2, "end_move"))
    s = tr.state
    assert s.phase == R.OVER and RULES.to_move(s) is None
    assert RULES.outcome(s) == Outcome(winners=(0, 2), scores=(3, 3, 3), reason="score")
    assert RULES.scores(s) == (3, 3, 3)
    assert RULES.turn_number(s) == 21
    assert RULES.score_breakdown(s) == (
        ("Town pieces", (5, 4, 6)),
        ("Distance from the home town", (-2, -1, -3)),
    )
    assert RULES.metrics(s) == {
        "Points": (3.0, 3.0, 3.0),
        "Town pieces": (5.0, 4.0, 6.0),
        "Travel cards": (3.0, 2.0, 3.0),
        "Counters held": (3.0, 1.0, 2.0),
    }
    # cards, face-down counters and town cards apart (they share transport names)
    assert RULES.hidden_at_the_end(s) == (
        ("Travel cards in hand", ((("dragon", 2), ("raft", 1)), (("raft", 2),), (("unicorn", 3),))),
        ("Face-down transport counters", ((("unicorn", 2),), (("elfcycle", 1),), ())),
        ("Town card", ((("jaccaranda", 1),), (("beata", 1),), (("tichih", 1),))),
    )
    assert tr.events == (
        Event.make("end_move", player=2),
        Event.make("home_town", player=0, town="jaccaranda", n=2),
        Event.make("home_town", player=1, town="beata", n=1),
        Event.make("home_town", player=2, town="tichih", n=3),
        Event.make("tie_cards", player=0, n=3),
        Event.make("tie_cards", player=2, n=3),
        Event.make("winner", player=0, n=3),
        Event.make("winner", player=2, n=3),
    )


def test_without_the_variant_the_most_pieces_win_and_no_distance_is_counted() -> None:
    tr = RULES.apply(_last_move(home_town=False), Action(2, "end_move"))
    s = tr.state
    assert RULES.outcome(s) == Outcome(winners=(2,), scores=(5, 4, 6), reason="score")
    assert RULES.score_breakdown(s) == (("Town pieces", (5, 4, 6)),)
    assert RULES.metrics(s) == {
        "Town pieces": (5.0, 4.0, 6.0),
        "Travel cards": (3.0, 2.0, 3.0),
        "Counters held": (3.0, 1.0, 2.0),
    }
    assert RULES.hidden_at_the_end(s) == (
        ("Travel cards in hand", ((("dragon", 2), ("raft", 1)), (("raft", 2),), (("unicorn", 3),))),
        ("Face-down transport counters", ((("unicorn", 2),), (("elfcycle", 1),), ())),
    )
    assert tr.events == (Event.make("end_move", player=2), Event.make("winner", player=2, n=6))


def test_the_early_win_ends_with_its_own_reason() -> None:
    rid = "road.dagamura.kihromah"
    s = _last_move(home_town=False)._replace(round=3, current=1, step=1)
    board = list(s.board)
    board[route(rid)] = 0  # giant pig
    s = s._replace(
        board=tuple(board),
        boots=(s.boots[0], town("dagamura"), s.boots[2]),
        hands=(s.hands[0], hand(giant_pig=1), s.hands[2]),
        collected=(s.collected[0], D.ALL_PIECES_MASK & ~(1 << town("kihromah")), s.collected[2]),
    )
    out = RULES.outcome(RULES.apply(s, Action(1, "travel", (route(rid), "cards"))).state)
    assert out == Outcome(winners=(1,), scores=(5, 20, 6), reason="all_towns")


def test_distances_and_routes_built_at_import() -> None:
    """The distance table and the route list are made once at import (a mutation run
    switches a change on only later): their builders are checked directly. Every
    route counts one step; Kihromah hangs on Dag'Amura alone."""
    from_kihromah = D.distances_from(town("kihromah"))
    assert from_kihromah[town("kihromah")] == 0
    assert from_kihromah[town("dagamura")] == 1
    assert from_kihromah[town("feodor")] == 2
    assert from_kihromah[town("elvenhold")] == 3  # by Lapphalya
    assert D.distances_from(town("elvenhold"))[town("beata")] == 1
    assert D.distances_from(town("feodor")) == D.DISTANCES[town("feodor")]
    assert D._road("beata", "strykhaven", "plains") == D.Route(
        "road.beata.strykhaven", "road", town("beata"), town("strykhaven"), "plains", ""
    )
    assert D._river("virst", "jxara") == D.Route(
        "river.virst.jxara", "river", town("virst"), town("jxara"), "river", ""
    )
    assert D._lake("grangor", "yttar", "mare_nebulae") == D.Route(
        "lake.grangor.yttar", "lake", town("grangor"), town("yttar"), "lake", "mare_nebulae"
    )
