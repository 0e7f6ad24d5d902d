"""Carrara: the exact events (key and every parameter) of turning the wheel and of the
objects a scoring brings, and the refusal left over when a step has nothing to offer.

Seed 004_6b3f8741e7a0fe13.txt (the Italian summary); the quoted sentences are the seed's.
"""

from __future__ import annotations

import pytest

from elasund_desktop.engine.rules import Action, Event, IllegalAction, Transition
from elasund_desktop.games.carrara import data as D  # noqa: N812
from elasund_desktop.games.carrara.rules import (
    ACTION,
    AFTER,
    END_ALL_BUILT,
    OVER,
    SEGMENT,
    CarraraState,
)

from .helpers import RULES, act, board, conserve_blocks, marble, set_player, start, tile

EMPTY = marble()


def events(t: Transition[CarraraState], key: str) -> list[Event]:
    return [e for e in t.events if e.key == key]


# --- the wheel ----------------------------------------------------------------------------------
def test_turning_the_wheel_names_the_buyer_and_the_blocks_drawn() -> None:
    """Seed: "il giocatore estrae dal sacchetto di stoffa tanti cubetti di marmo, in modo
    casuale, quanti necessari per raggiungere il totale di 11 cubetti presenti sulla ruota"."""
    s = start(3)
    p = s.current
    assert sum(sum(seg) for seg in s.wheel) == 6
    t = act(s, "buy_marble")
    assert events(t, "wheel_turned") == [Event.make("wheel_turned", player=p, count=5)]
    assert sum(sum(seg) for seg in t.state.wheel) == D.WHEEL_TARGET
    assert t.state.rotation == s.rotation + 1 and t.state.phase == SEGMENT
    # the generator moves on with the draws: the next purchase draws afresh
    assert t.state.rng != s.rng


@pytest.mark.parametrize(("on_wheel", "drawn"), [(10, 1), (11, 0)])
def test_the_wheel_is_refilled_up_to_eleven_blocks_and_no_further(
    on_wheel: int, drawn: int
) -> None:
    """Eleven blocks is the target: ten get one more, eleven get none."""
    wheel = (EMPTY, marble(white=2, yellow=2), EMPTY, marble(red=3), EMPTY, EMPTY)
    rest = on_wheel - 7
    wheel = (*wheel[:4], marble(green=rest), EMPTY)
    s = conserve_blocks(start(3, wheel=wheel))
    p = s.current
    t = act(s, "buy_marble")
    assert events(t, "wheel_turned") == [Event.make("wheel_turned", player=p, count=drawn)]
    assert sum(sum(seg) for seg in t.state.wheel) == D.WHEEL_TARGET
    assert sum(t.state.bag) == sum(s.bag) - drawn
    assert events(t, "bag_short") == []


@pytest.mark.parametrize(("in_bag", "short"), [(4, True), (5, False), (6, False)])
def test_a_bag_with_fewer_blocks_than_needed_is_announced_short(in_bag: int, short: bool) -> None:
    """rules-data §9: an empty bag refills what there is (the wheel then holds fewer than 11)."""
    s = start(3)
    assert sum(sum(seg) for seg in s.wheel) == 6  # one block of each colour
    # everything else but `in_bag` blocks behind player 0's screen (6 of each colour at most)
    left = D.BLOCKS_PER_COLOUR * 6 - 6 - in_bag
    out = []
    for _ in range(6):
        k = min(D.BLOCKS_PER_COLOUR - 1, left)
        out.append(k)
        left -= k
    s = set_player(s, 0, marble=tuple(out))
    s = conserve_blocks(set_player(set_player(s, 1, marble=EMPTY), 2, marble=EMPTY))
    assert sum(s.bag) == in_bag
    p = s.current
    t = act(s, "buy_marble")
    got = min(in_bag, 5)
    assert events(t, "wheel_turned") == [Event.make("wheel_turned", player=p, count=got)]
    assert events(t, "bag_short") == ([Event.make("bag_short", n=6 + got)] if short else [])


# --- objects from a scoring ----------------------------------------------------------------------
def test_a_scoring_names_each_kind_of_object_gained_with_its_count() -> None:
    """Seed: "Quando viene svolta una valutazione il giocatore prende anche tanti oggetti
    dalla riserva, se ve ne sono ancora, quanti e della tipologia indicata sulle tessere."
    The seed's example: Massa with two gates and a castle gives two portals and a crown."""
    s = start(3)
    p = s.current
    s = set_player(s, p, boards=board(massa=[("porta", 1), ("porta", 3), ("castello", 2)]))
    t = act(s, "score_city", "massa")
    castle = "crown"  # "2 portali e una corona"
    gained = sorted(
        [
            Event.make("objects_gained", player=p, object="gate", n=2),
            Event.make("objects_gained", player=p, object=castle, n=1),
        ],
        key=lambda e: D.OBJECT_INDEX[e.as_dict()["object"]],
    )
    assert events(t, "objects_gained") == gained
    assert events(t, "supply_empty") == []
    assert t.state.objects[p][D.GATE] == 2 and sum(t.state.objects[p]) == 3


@pytest.mark.parametrize(("supply", "gained", "missed"), [(2, 2, 1), (3, 3, 0), (4, 3, 0)])
def test_objects_come_from_the_supply_while_it_lasts(supply: int, gained: int, missed: int) -> None:
    """Seed: "se ve ne sono ancora" - three gates owed, the supply holds two, three or four."""
    s = start(3)
    p = s.current
    s = set_player(s, p, boards=board(lerici=[("porta", 1), ("porta", 2), ("porta", 3)]))
    s = s._replace(supply=(5, 5, 5, supply, 5, 5))
    t = act(s, "score_city", "lerici")
    assert events(t, "objects_gained") == [
        Event.make("objects_gained", player=p, object="gate", n=gained)
    ]
    assert events(t, "supply_empty") == (
        [Event.make("supply_empty", player=p, n=missed)] if missed else []
    )
    assert t.state.objects[p][D.GATE] == gained and t.state.supply[D.GATE] == supply - gained


# --- the refusal left over -----------------------------------------------------------------------
def test_ending_a_turn_with_nothing_left_to_choose_is_not_a_step_at_all() -> None:
    """A turn ends by itself when only ending it is left, so a hand-made step after the
    action with nothing to buy or announce offers no action, and an end is refused as
    "not now" (no other reason fits)."""
    s = start(3)
    p = s.current
    after = set_player(s, p, coins=0)._replace(phase=AFTER, object_bought=True)
    assert RULES.legal_actions(after) == []
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(after, Action(p, "end_turn", ()))
    assert (exc.value.reason_key, exc.value.params) == ("not_now", {})
    # with an object to buy, the same step offers ending the turn
    can_buy = set_player(s, p, coins=D.OBJECT_PRICE)._replace(phase=AFTER)
    t = RULES.apply(can_buy, Action(p, "end_turn", ()))
    assert t.state.phase == ACTION and t.state.current == (p + 1) % 3


# --- the events of each action, with every parameter ---------------------------------------------
def test_each_block_taken_names_its_colour_position_and_price() -> None:
    """Seed: the wheel turns one segment and the marble on it costs one coin less; a
    block costs what the board shows beside its segment (free ones included)."""
    s = act(start(3), "buy_marble").state
    p = s.current
    s = act(s, "choose_segment", 1).state
    t = act(s, "take_block", "black")  # black costs 1 at I, nothing at II
    assert t.events == (Event.make("take_free_block", player=p, colour="black", position="II"),)
    assert t.state.taken == 1  # blocks taken in this purchase (kept in the saved state)
    t = act(t.state, "take_block", "white")
    assert t.events == (
        Event.make("take_block", player=p, colour="white", coins=5, n=5, position="II"),
    )
    assert t.state.coins[p] == 20 - 5 and t.state.marble[p][D.WHITE] == s.marble[p][D.WHITE] + 1
    assert t.state.taken == 2


def test_a_buyer_who_can_afford_nothing_shows_it_and_takes_two_coins() -> None:
    """Seed: "deve dimostrare di non avere abbastanza denaro per acquistare, e riceve 2
    monete dalla riserva"."""
    s = start(3)
    p = s.current
    s = s._replace(wheel=(EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, marble(white=7)))
    s = conserve_blocks(set_player(s, p, coins=3))._replace(bag=EMPTY)
    t = act(s, "buy_marble")
    assert events(t, "cannot_buy") == [Event.make("cannot_buy", player=p, n=D.FALLBACK_COINS)]
    assert t.state.coins[p] == 3 + D.FALLBACK_COINS


def _with_display(s: CarraraState, first: int) -> CarraraState:
    rest = [t for t in range(30) if t != first]
    return s._replace(display=(first, *rest[:8]), pile=tuple(rest[8:]))


def test_a_building_names_its_type_value_city_and_the_blocks_paid() -> None:
    """Seed: "A Pisa si accettano edifici fatti sia con il marmo bianco che giallo"."""
    s = start(3)
    p = s.current
    villa = tile("villa", 2)
    s = conserve_blocks(
        set_player(_with_display(s, villa), p, marble=marble(white=1, yellow=1, red=2))
    )
    t = act(act(s, "build", "villa_2").state, "build_in", "pisa")
    assert events(t, "build") == [
        Event.make(
            "build", player=p, building="villa", value=2, city="pisa", paid=("white", "yellow")
        )
    ]
    assert events(t, "all_built") == []
    assert t.state.boards[p][D.PISA] == (villa,) and t.state.marble[p] == marble(red=2)


def test_a_city_scoring_names_the_city_and_what_it_brought() -> None:
    """Seed example: Viareggio with buildings of 2, 2 and 4 gives 8 x 2 = 16 coins."""
    s = start(3)
    p = s.current
    b = board(viareggio=[("porta", 2), ("villa", 2), ("palazzo", 4)])
    t = act(set_player(s, p, boards=b), "score_city", "viareggio")
    assert events(t, "score_city") == [
        Event.make("score_city", player=p, city="viareggio", vp=0, coins=16)
    ]


def test_an_object_bought_names_the_object_and_its_price() -> None:
    """Seed: "pagare 10 monete per prendere uno degli oggetti posti sul tabellone"."""
    s = start(3)._replace(phase=AFTER)
    p = s.current
    t = act(s, "buy_object", "book")
    assert events(t, "buy_object") == [
        Event.make("buy_object", player=p, object="book", coins=D.OBJECT_PRICE)
    ]
    assert t.state.coins[p] == 20 - D.OBJECT_PRICE and t.state.objects[p][D.BOOK] == 1


def test_the_announcement_and_the_final_scores_name_every_part() -> None:
    """Seed: the announcer gains 5 points; each object is worth 3 points, every 5 coins
    one point, each building its marble cost; the most points win."""
    s = start(2)
    p = s.current
    other = 1 - p
    rich = board(
        lerici=[("villa", 5), ("castello", 5), ("porta", 5)],
        massa=[("palazzo", 5), ("cattedrale", 5), ("biblioteca", 5)],
    )
    s = set_player(
        s, p, boards=rich, markers_used=4, objects=(2, 2, 2, 2, 0, 0), vp=0, coins=12,
        marble=marble(white=2),
    )  # fmt: skip
    s = set_player(
        s, other, boards=board(pisa=[("villa", 3)]), objects=(0,) * 6, vp=3, coins=4,
        marble=marble(),
    )  # fmt: skip
    s = s._replace(phase=AFTER, start_player=other)  # p is the last seat of the round
    t = act(s, "announce_end")
    assert t.events[0] == Event.make("announce_end", player=p, vp=D.ANNOUNCE_BONUS_VP)
    mine = dict(track=5, objects=24, coins=2, buildings=30, marble=2)
    theirs = dict(track=3, objects=0, coins=0, buildings=3, marble=0)
    finals = {
        p: Event.make("final_score", player=p, points=61, **mine),
        other: Event.make("final_score", player=other, points=6, **theirs),
    }
    assert events(t, "final_score") == [finals[0], finals[1]]
    assert events(t, "winner") == [Event.make("winner", player=p, points=61, n=61)]
    assert t.state.phase == OVER


def test_an_object_bought_by_the_last_seat_after_the_end_closes_the_game() -> None:
    """Seed: once the end is triggered the round is played out; a purchase that leaves
    nothing else to do ends the last seat's turn and with it the game."""
    s = start(2)
    last = 1 - s.start_player
    s = set_player(s, last, coins=D.OBJECT_PRICE, vp=0, objects=(0,) * 6, boards=board())
    s = set_player(s, s.start_player, coins=0, vp=0, objects=(0,) * 6, boards=board())
    s = s._replace(current=last, phase=AFTER, end_reason=END_ALL_BUILT)
    t = RULES.apply(s, Action(last, "buy_object", ("book",)))
    assert t.state.phase == OVER
    assert [e.key for e in t.events] == ["buy_object", "final_score", "final_score", "winner"]
    assert events(t, "winner") == [
        Event.make("winner", player=last, points=D.VP_PER_OBJECT, n=D.VP_PER_OBJECT)
    ]


def test_the_end_waits_for_the_last_tile_even_when_it_is_tile_zero() -> None:
    """Seed: the end comes when no building is left on the display (tile ids start at 0)."""
    s = start(3)
    p = s.current
    last = next(t for t in s.display if t > 0)
    s = s._replace(display=(last, 0, -1, -1, -1, -1, -1, -1, -1), pile=())
    s = conserve_blocks(set_player(s, p, marble=marble(black=5)))
    t = act(act(s, "build", D.tile_name(last)).state, "build_in", "lerici")
    assert events(t, "all_built") == [] and t.state.end_reason == ""
    assert t.state.display[1] == 0
