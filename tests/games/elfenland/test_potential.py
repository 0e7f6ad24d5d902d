"""Hard's look at the counters it holds (games/elfenland/potential.py).

The seed: in the planning phase each player in turn lays one of his
transport counters on an empty road (or passes), and in the move phase
travels only over roads that carry a counter, paying its cards.  So a town
two roads away is reached only when both roads get a counter, and a counter
held is worth what it lets the journey reach.  The one-move planner weighs a
placement by what the board as it lies gives at once; these tests set up
the situations where the counters held decide.
"""

from __future__ import annotations

from elasund_desktop.engine.rng import Rng
from elasund_desktop.engine.rules import Action
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland import rules as R  # noqa: N812
from elasund_desktop.games.elfenland.planner import best_tour, placement_scores
from elasund_desktop.games.elfenland.planner import plan_choice as planner_plan_choice
from elasund_desktop.games.elfenland.potential import (
    draw_choice,
    held_counters,
    plan_choice,
    potential,
)
from elasund_desktop.games.elfenland.tuned import POTENTIAL, PlannerWeights

from .helpers import RULES, kind, new_game, planning, town, with_hand

TOWNS_ONLY = PlannerWeights(card_kept=0.0, fresh_neighbour=0.0, opponent_town=0.0, samples=0)
PIG = kind("giant_pig")


def _pigs(n: int) -> tuple[int, ...]:
    return tuple(n if k == PIG else 0 for k in range(D.NUM_TRANSPORTS))


def _only_virst_to_collect() -> R.ElfenlandState:
    """Two players, seat 0 at Elvenhold planning with two giant pigs and two pig
    cards; every town but Virst already collected.  Virst lies two plains roads
    away (Elvenhold - Lapphalya - Virst) or across a lake (rafts: none held)."""
    s = new_game(players=2, seed=3)
    s = planning(s, 0, shown=("giant_pig", "giant_pig"))
    everything_but_virst = D.ALL_PIECES_MASK & ~(1 << town("virst"))
    s = s._replace(
        board=(-1,) * D.NUM_ROUTES,
        blocked=(False,) * D.NUM_ROUTES,
        boots=R._tset(s.boots, 0, town("elvenhold")),
        collected=R._tset(s.collected, 0, everything_but_virst),
    )
    return with_hand(s, 0, giant_pig=2)


def test_a_town_two_empty_roads_away_is_in_reach_of_two_counters_held() -> None:
    """The board as it lies reaches nothing (no counter on any road); with the two
    pigs held the journey lays one on each road to Virst and collects it."""
    s = _only_virst_to_collect()
    assert best_tour(s, 0, TOWNS_ONLY)[0] == 0
    assert held_counters(s, 0) == _pigs(2)
    value, laid = potential(s, 0, TOWNS_ONLY, held_counters(s, 0))
    assert value == 1
    assert len(laid) == 2 and all(k == PIG for k, _ in laid)
    # the roads laid lead from Elvenhold to Virst
    first, second = (D.ROUTES[r] for _, r in laid)
    assert town("elvenhold") in (first.a, first.b) and town("virst") in (second.a, second.b)
    # with one pig only, or without the cards, Virst is out of reach
    assert potential(s, 0, TOWNS_ONLY, _pigs(1))[0] == 0
    assert potential(with_hand(s, 0, giant_pig=1), 0, TOWNS_ONLY, held_counters(s, 0))[0] == 0


def test_hard_lays_the_first_of_two_counters_where_the_one_move_planner_passes() -> None:
    """No single placement gains a town, so the one-move planner passes and the
    planning may end with both pigs unused; Hard lays a pig on a road of its
    journey to Virst."""
    s = _only_virst_to_collect()
    legal = RULES.legal_actions(s)
    assert planner_plan_choice(RULES, s, legal, TOWNS_ONLY, Rng(1)) == Action(0, "pass", ())
    places = [a for a in legal if a.kind == "place_counter"]
    base = placement_scores(RULES, s, places, TOWNS_ONLY, Rng(1))
    assert max(base.values()) == 0
    chosen = plan_choice(s, legal, base, TOWNS_ONLY, POTENTIAL)
    assert chosen is not None and chosen.kind == "place_counter"
    _laid_value, laid = potential(s, 0, TOWNS_ONLY, held_counters(s, 0))
    assert (PIG, chosen.args[1]) in laid
    # and once it lies, the second pig's road completes the journey
    after = RULES.apply(s, chosen).state
    after = after._replace(current=0)  # seat 1 passed meanwhile
    value, rest = potential(after, 0, TOWNS_ONLY, held_counters(after, 0))
    assert value == 1 and len(rest) == 1


def test_hard_draws_the_counter_its_cards_can_travel_with() -> None:
    """Phase 3 of the seed: each player takes a face-up counter or the top of the
    pile.  With a single pig card and Lapphalya fresh next door over plains,
    the face-up pig reaches a town and a dragon (no dragon card) does not:
    Hard takes the pig, wherever it lies in the row."""
    s = new_game(players=2, seed=4)
    s = s._replace(
        phase=R.DRAW_COUNTERS,
        current=0,
        step=0,
        board=(-1,) * D.NUM_ROUTES,
        boots=R._tset(s.boots, 0, town("elvenhold")),
        shown=R._tset(s.shown, 0, ()),
        secret=R._tset(s.secret, 0, ()),
        collected=R._tset(s.collected, 0, 0),
    )
    s = with_hand(s, 0, giant_pig=1)
    dragon = kind("dragon")
    for slot in range(D.FACE_UP_ROW):
        row = tuple(PIG if i == slot else dragon for i in range(D.FACE_UP_ROW))
        t = s._replace(row=row)
        legal = RULES.legal_actions(t)
        assert draw_choice(t, legal, TOWNS_ONLY) == Action(0, "take_counter", (slot,))


def test_no_draw_choice_when_no_counter_changes_the_journey() -> None:
    """Without a card the counters cannot be used: every draw is worth the same
    and Hard leaves the draw to its search."""
    s = new_game(players=2, seed=4)
    s = s._replace(phase=R.DRAW_COUNTERS, current=0, step=0, board=(-1,) * D.NUM_ROUTES)
    s = with_hand(s, 0)
    assert draw_choice(s, RULES.legal_actions(s), TOWNS_ONLY) is None
