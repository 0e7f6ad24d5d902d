"""The Qt-free halves of the statistics' gain series and of the table facts.

Until now only the Qt window tests (tests/ui) reached `gain_values`,
`with_values`, `GainSeries.counts`, `gain_series_of`, `table_facts` and
`reference_card`; these tests pin each rule of them in a small, exact
situation (found by the mutation runs, which leave the Qt tests out).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from elasund_desktop.engine.gains import (
    Gain,
    GainHooks,
    GainSeries,
    gain_series_of,
    gains_of,
    production_places,
)
from elasund_desktop.engine.rules import Event
from elasund_desktop.engine.stats import StatsSeries, gain_values, with_values
from elasund_desktop.engine.table_facts import Fact, reference_card, table_facts

PRODUCED = GainSeries("Produced")  # every term, production only, running total
ORE_PER_TURN = GainSeries("Ore", frozenset({"ore"}), production_only=False, per_turn=True)


class SeriesRules:
    """A game whose gain series are the two above."""

    def gain_series(self) -> tuple[GainSeries, ...]:
        return (PRODUCED, ORE_PER_TURN)


def _series(indices: tuple[int, ...], players: int = 2) -> StatsSeries:
    return StatsSeries(
        turns=tuple(float(i) for i in range(len(indices))),
        indices=indices,
        labels=("Victory points",),
        num_players=players,
        values={"Victory points": tuple((0.0,) * len(indices) for _ in range(players))},
    )


# --- GainSeries.counts -------------------------------------------------------


def test_a_production_series_counts_only_produced_gains() -> None:
    assert PRODUCED.counts(Gain(0, "wool", 2, production=True))
    assert not PRODUCED.counts(Gain(0, "wool", 2, production=False))


def test_a_series_without_terms_counts_every_term_and_one_with_terms_only_those() -> None:
    assert PRODUCED.counts(Gain(1, "anything at all", 1, production=True))
    assert ORE_PER_TURN.counts(Gain(1, "ore", -1))
    assert not ORE_PER_TURN.counts(Gain(1, "wool", 1))
    # not production-only: a traded ore counts as well as a produced one
    assert ORE_PER_TURN.counts(Gain(1, "ore", 1, production=True))


# --- the hooks: a game without them has none ----------------------------------


def test_gain_series_of_reads_the_hook_and_a_game_without_it_has_none() -> None:
    assert gain_series_of(SeriesRules()) == (PRODUCED, ORE_PER_TURN)
    assert isinstance(gain_series_of(SeriesRules()), tuple)
    assert gain_series_of(object()) == ()
    assert gain_series_of(SimpleNamespace(gain_series="not callable")) == ()


def test_a_game_without_the_gains_hooks_has_no_gains_and_no_production_places() -> None:
    events = [Event.make("roll", sum=8)]
    assert gains_of(object(), events) == []
    assert production_places(object(), object(), events) == []
    assert production_places(SimpleNamespace(production_places=[(0, 0)]), None, events) == []


def test_gain_hooks_delegate_to_the_games_gains_module() -> None:
    seen: list[Any] = []

    def places(state: Any, events: Any) -> tuple[tuple[int, int], ...]:
        seen.append((state, events))
        return ((1, 2),)

    module = SimpleNamespace(
        SERIES=[PRODUCED],
        TELLING_METRIC=7,
        gains=lambda events: (Gain(0, "ore", len(events)),),
        production_places=places,
    )

    class Rules(GainHooks):
        gains_module: Any = module

    rules = Rules()
    roll = [Event.make("roll", sum=8)]
    series = rules.gain_series()
    assert series == (PRODUCED,) and isinstance(series, tuple)
    assert rules.telling_metric() == "7"  # always a text (a metric label)
    assert rules.gains([Event("roll"), Event("roll")]) == [Gain(0, "ore", 2)]
    assert production_places(rules, "after", roll) == [(1, 2)] and seen == [("after", roll)]


def test_table_facts_read_the_hook_with_the_state_and_a_game_without_it_has_none() -> None:
    seen: list[Any] = []

    class Rules:
        def table_facts(self, state: Any) -> tuple[Fact, ...]:
            seen.append(state)
            return (Fact("Bank", 19), Fact("Holder", 1, "seat", seat=1))

    state = object()
    facts = table_facts(Rules(), state)
    assert facts == [Fact("Bank", 19), Fact("Holder", 1, "seat", seat=1)]
    assert isinstance(facts, list) and seen == [state]
    assert table_facts(object(), state) == []
    assert table_facts(SimpleNamespace(table_facts=[Fact("x", 1)]), state) == []


def test_reference_card_reads_the_hook_and_a_game_without_it_has_an_empty_card() -> None:
    card = ("Building costs", [("Road", (("brick", 1), ("lumber", 1)))])

    class Rules:
        def reference_card(self) -> Any:
            return card

    assert reference_card(Rules()) == card
    assert reference_card(object()) == ("", [])
    assert reference_card(SimpleNamespace(reference_card=card)) == ("", [])


def test_a_fact_is_a_table_number_unless_told_otherwise() -> None:
    fact = Fact("Bank", 19)
    assert (fact.kind, fact.seat) == ("number", None)


# --- gain_values: running totals and per-turn amounts at the samples ----------


def test_running_totals_add_the_gains_of_the_actions_before_each_sample() -> None:
    gains = [
        [Gain(0, "ore", 2, production=True)],  # action 0
        [Gain(1, "wool", 1, production=True), Gain(0, "ore", 1)],  # action 1 (a trade)
        [Gain(0, "grain", 3, production=True)],  # action 2
        [Gain(1, "ore", 4, production=True)],  # action 3
    ]
    # samples: the start, after 2 actions, after 4 actions
    values = gain_values(SeriesRules(), _series((0, 2, 4)), gains)
    assert values["Produced"] == ((0.0, 2.0, 5.0), (0.0, 1.0, 5.0))
    # per turn: only the ore of the actions since the previous sample, traded too
    assert values["Ore"] == ((0.0, 3.0, 0.0), (0.0, 0.0, 4.0))
    assert all(isinstance(v, float) for row in values["Produced"] for v in row)


def test_the_first_sample_is_zero_even_when_it_stands_after_actions() -> None:
    # A replay window can start its samples after some actions: the first point
    # is the origin of the plot, not the gains so far.
    gains = [[Gain(0, "ore", 2, production=True)], [Gain(0, "ore", 5, production=True)]]
    values = gain_values(SeriesRules(), _series((1, 2)), gains)
    assert values["Produced"][0] == (0.0, 7.0)
    assert values["Ore"][0] == (0.0, 5.0)


def test_a_loss_counts_negative_and_a_gain_of_an_unknown_seat_is_ignored() -> None:
    gains = [
        [Gain(0, "ore", -2)],
        [Gain(2, "ore", 9), Gain(-1, "ore", 9)],  # seats outside a 2-player game
    ]
    values = gain_values(SeriesRules(), _series((0, 2)), gains)
    assert values["Ore"] == ((0.0, -2.0), (0.0, 0.0))


def test_samples_past_the_recorded_actions_keep_the_last_totals() -> None:
    gains = [[Gain(1, "ore", 3, production=True)]]
    values = gain_values(SeriesRules(), _series((0, 1, 3)), gains)
    assert values["Produced"] == ((0.0, 0.0, 0.0), (0.0, 3.0, 3.0))
    assert values["Ore"] == ((0.0, 0.0, 0.0), (0.0, 3.0, 0.0))


def test_no_gain_values_without_series_or_without_samples() -> None:
    assert gain_values(object(), _series((0, 1)), [[Gain(0, "ore", 1)]]) == {}
    assert gain_values(SeriesRules(), StatsSeries(), [[Gain(0, "ore", 1)]]) == {}


# --- with_values ---------------------------------------------------------------


def test_with_values_appends_new_labels_after_the_series_own() -> None:
    series = _series((0, 3))
    extra = {"Produced": ((0.0, 2.0), (0.0, 1.0)), "Victory points": ((9.0, 9.0), (9.0, 9.0))}
    out = with_values(series, extra)
    assert out.labels == ("Victory points", "Produced")
    assert out.values["Produced"] == ((0.0, 2.0), (0.0, 1.0))
    assert out.values["Victory points"] == ((9.0, 9.0), (9.0, 9.0))  # the extra wins
    assert (out.turns, out.indices, out.num_players) == (
        series.turns,
        series.indices,
        series.num_players,
    )


def test_with_no_extra_values_the_series_is_returned_unchanged() -> None:
    series = _series((0, 3))
    assert with_values(series, {}) is series
