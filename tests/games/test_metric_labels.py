"""Every number a game plots or lists has a label the translators see."""

from __future__ import annotations

import importlib

import pytest

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games import GameSpec, default_registry


@pytest.mark.parametrize("spec", list(default_registry()), ids=lambda s: s.game_id)
def test_metric_labels_are_marked_for_translation(spec: GameSpec) -> None:
    rules = spec.rules()
    state = rules.setup(GameConfig(rules.max_players, {}), 1)
    texts = importlib.import_module(spec.texts_module)
    marked = set(getattr(texts, "METRICS", ()))
    missing = [label for label in rules.metrics(state) if label not in marked]
    assert not missing, f"{spec.game_id}: add {missing} to METRICS in {spec.texts_module}"
