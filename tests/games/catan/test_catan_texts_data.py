"""Texts cover every key the rules use; the data mirror rules-data/catan.md."""

from __future__ import annotations

import ast
import inspect
import json
import re
from pathlib import Path

import pytest

from elasund_desktop.engine.rules import Action, GameConfig
from elasund_desktop.games import default_registry
from elasund_desktop.games.catan import SPEC, data, rules, texts
from elasund_desktop.games.catan.rules import CatanRules
from elasund_desktop.i18n.noop import counted_params


def _rules_source() -> str:
    """rules.py and the modules of the rules it is split into (not the board or the
    texts; nor ending.py, whose keys are the end window's ENDINGS sentences, not log
    lines: tests/games/test_endings_explained.py holds them to their texts)."""
    folder = Path(inspect.getfile(rules)).parent
    return "\n".join(
        path.read_text(encoding="utf-8")
        for path in sorted(folder.glob("*.py"))
        if not path.name.startswith(("board", "texts", "rules_text", "ending"))
    )


@pytest.mark.reads_source
def test_every_event_key_has_a_text() -> None:
    src = _rules_source()
    keys = set(re.findall(r'Event(?:\.make)?\(\s*"([a-z_]+)"', src))
    keys |= set(re.findall(r'\(\("(offer_gives)", .*\("(offer_asks)"', src)[0])
    keys |= set(re.findall(r'"(offer_accepted|offer_declined)"', src))
    assert keys
    assert keys <= set(texts.EVENTS), keys - set(texts.EVENTS)
    assert set(texts.PRIVATE_EVENTS) <= set(texts.EVENTS)


@pytest.mark.reads_source
def test_every_reason_key_has_a_text() -> None:
    keys = set(re.findall(r'IllegalAction\(\s*"([a-z_]+)"', _rules_source()))
    assert keys <= set(texts.REASONS), keys - set(texts.REASONS)


def test_every_action_kind_has_a_label_and_description() -> None:
    r = CatanRules()
    kinds = set(r._handlers)
    assert kinds <= set(texts.ACTIONS)
    for kind in kinds:
        key, params = texts.describe(Action(0, kind, (1, 2)[:0]))
        assert key == kind and params["player"] == 0
    key, params = texts.describe(Action(2, "bank_trade", ("ore", 3)))
    counted = {k: f"{n} {term}" for k, (term, n) in counted_params(params, texts.COUNTED).items()}
    assert texts.ACTIONS[key].format(**params, **counted) == "Trade 3 ore with the bank"


def test_texts_are_single_literals_in_context_catan() -> None:
    tree = ast.parse(inspect.getsource(texts))
    calls = [
        n for n in ast.walk(tree)
        if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "QT_TRANSLATE_NOOP"
    ]  # fmt: skip
    assert calls
    for call in calls:
        assert len(call.args) == 2
        assert all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in call.args)
        assert call.args[0].value == "Catan"  # type: ignore[attr-defined]


def test_string_params_are_terms() -> None:
    for value in (*data.RESOURCES, *data.TERRAINS, *data.DEV_CARDS, data.GENERIC):
        assert value in texts.TERMS
    assert "piece" in texts.REASONS["no_pieces"]
    for piece in rules.PIECE_NAMES:
        assert piece in texts.TERMS


def test_component_data_mirror_the_rules_data() -> None:
    assert sum(data.TERRAIN_COUNTS.values()) == 19
    assert data.TOKEN_VALUES == (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)
    assert [t for t, _ in data.TOKENS] == list("ABCDEFGHIJKLMNOPQR")
    assert data.DEV_COUNTS == (14, 5, 2, 2, 2) and sum(data.DEV_COUNTS) == 25
    assert data.HARBOUR_TYPES.count("generic") == 4 and len(data.HARBOUR_TYPES) == 9
    assert data.COST_ROAD == (1, 1, 0, 0, 0)
    assert data.COST_SETTLEMENT == (1, 1, 1, 1, 0)
    assert data.COST_CITY == (0, 0, 0, 2, 3)
    assert data.COST_DEVELOPMENT == (0, 0, 1, 1, 1)
    assert (data.ROADS_PER_PLAYER, data.SETTLEMENTS_PER_PLAYER, data.CITIES_PER_PLAYER) == (
        15,
        5,
        4,
    )
    assert {k for k, _ in data.INVENTED} >= {"MAX_OFFERS_PER_TURN", "BEGINNER_TERRAIN"}
    src = inspect.getsource(data)
    for key, _ in data.INVENTED:
        assert key in src


def test_board_geometry() -> None:
    assert (data.NUM_HEXES, data.NUM_NODES, data.NUM_EDGES) == (19, 54, 72)
    assert all(len(h) == 6 for h in data.HEX_NODES)
    assert all(2 <= len(e) <= 3 for e in data.NODE_EDGES)
    assert sum(len(e) == 2 for e in data.NODE_EDGES) == 18
    harbour_nodes = [n for pair in data.HARBOUR_NODES for n in pair]
    assert len(set(harbour_nodes)) == 18
    for a, b in data.HARBOUR_NODES:
        assert (a, b) in data.EDGE_ID
        assert len(data.NODE_HEXES[a]) < 3 and len(data.NODE_HEXES[b]) < 3  # on the coast
    # the 6 spirals each visit all 19 hexes, ending in the centre
    for spiral in data.SPIRALS:
        assert sorted(spiral) == list(range(19)) and spiral[-1] == 9
    assert data.HEX_CENTRES[9] == (0.0, 0.0)
    assert len(data.NODE_POSITIONS) == 54 and len(data.EDGE_POSITIONS) == 72


def test_spec_is_registered() -> None:
    assert SPEC.game_id == "catan" and SPEC.hidden_information
    assert "catan" in default_registry()
    r = SPEC.rules()
    assert r.game_id == "catan" and r.rules_version == 1
    assert (r.min_players, r.max_players) == (2, 4)
    assert r.options[0].key == "layout"
    s = r.setup(GameConfig(3), 1)
    assert set(r.metrics(s)) >= {
        "Victory points",
        "Resource cards",
        "Knights played",
        "Longest road",
    }
    view = r.view(s, None)
    assert "resources" not in view["players"][0]
    assert json.loads(json.dumps(r.view(s, 0)))["players"][0]["resources"]["ore"] == 0
