"""Texts cover every key the rules use; the data mirror rules-data/carrara.md."""

from __future__ import annotations

import inspect
import json
import re

from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games import default_registry
from elasund_desktop.games.carrara import SPEC, data, rules, texts
from elasund_desktop.games.carrara.rules import CarraraRules


def test_every_event_and_reason_key_has_a_text() -> None:
    src = inspect.getsource(rules)
    events = set(re.findall(r'Event\.make\(\s*"([a-z_]+)"', src))
    reasons = set(re.findall(r'IllegalAction\(\s*"([a-z_]+)"', src))
    reasons |= set(rules._WRONG_STEP.values())
    assert events and reasons
    assert events <= set(texts.EVENTS), events - set(texts.EVENTS)
    assert reasons <= set(texts.REASONS), reasons - set(texts.REASONS)


def test_every_action_kind_has_a_label() -> None:
    kinds = set(CarraraRules()._handlers)
    assert kinds == set(texts.ACTIONS)
    key, params = texts.describe(Action(1, "choose_segment", (2,)))
    assert texts.ACTIONS[key].format(**params).endswith("III")
    key, params = texts.describe(Action(1, "build_in", ("lucca",)))
    assert texts.ACTIONS[key].format(**params) == "Build in lucca"  # the UI translates the term


def test_plural_texts_use_n() -> None:
    for table in (texts.EVENTS, texts.REASONS):
        for text in table.values():
            assert "%n" not in text or ("{n}" not in text and "{count}" not in text)


def test_string_params_are_terms() -> None:
    for value in (*data.COLOURS, *data.CITIES, *data.TYPES, *data.OBJECTS):
        assert value in texts.TERMS


def test_component_data_mirror_the_rules_data() -> None:
    assert data.TOTAL_BLOCKS == 42 and data.BLOCKS_PER_COLOUR == 7
    assert data.BASE_PRICE == (6, 5, 4, 3, 2, 1) and data.WHEEL_TARGET == 11
    assert data.STARTING_MARBLE == (data.BLACK, data.BLUE, data.GREEN, data.RED)
    assert data.CITY_MULTIPLIER == (3, 3, 2, 2, 1, 1)
    assert data.CITY_REWARD == ("vp", "coins", "vp", "coins", "vp", "coins")
    assert data.CITY_NEEDS == (2, 2, 2, 3, 3, 3)
    assert data.NUM_TILES == 30 and data.DISPLAY_SLOTS == 9
    assert sorted(data.tile_id(t, v) for t in range(6) for v in data.VALUES) == list(range(30))
    assert data.TOTAL_OBJECTS == 36 and data.OBJECTS_IN_SUPPLY_PER_TYPE == 5
    assert data.OBJECT_PRICE == 10 and data.VP_PER_OBJECT == 3 and data.COINS_PER_VP == 5
    assert data.STARTING_COINS == 20 and data.SCORING_MARKERS == 6
    assert data.ANNOUNCE_BONUS_VP == 5 and data.FALLBACK_COINS == 2
    # the board shows the city names through the terms (translated, e.g. into Cyrillic)
    assert tuple(texts.TERMS[c] for c in data.CITIES) == data.CITY_NAMES
    assert data.TYPE_OBJECT[data.BIBLIOTECA] == data.BOOK
    assert data.TYPE_OBJECT[data.PORTA] == data.GATE
    src = inspect.getsource(data)
    for key, _ in (*data.LOW, *data.INVENTED):
        assert re.search(rf"^{key}\b", src, re.M), key


def test_spec_is_registered() -> None:
    assert SPEC.game_id == "carrara" and SPEC.hidden_information and "random" in SPEC.bots
    assert "carrara" in default_registry()
    r = SPEC.rules()
    assert (r.min_players, r.max_players) == (2, 4)
    s = r.setup(GameConfig(4), 1)
    assert set(r.metrics(s)) == set(texts.METRICS)
    assert json.loads(json.dumps(r.view(s, 0)))["players"][0]["coins"] == 20
