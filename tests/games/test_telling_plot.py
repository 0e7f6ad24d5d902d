"""The end-of-game window's second plot tells something the score race does not.

Playtest: Elfenland's "telling" plot was its town pieces, which are its score,
so the end-of-game window showed the same curves twice.
"""

from __future__ import annotations

import random

import pytest

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games import GameSpec, default_registry

SPECS = [pytest.param(spec, id=spec.game_id) for spec in default_registry()]


@pytest.mark.parametrize("spec", SPECS)
def test_the_telling_metric_is_not_the_score(spec: GameSpec) -> None:
    rules = spec.rules()
    hook = getattr(rules, "telling_metric", None)
    if not callable(hook):
        pytest.skip("the game shows only the score race")
    telling = hook()
    state = rules.setup(GameConfig(rules.min_players, {}), 3)
    chooser = random.Random(3)
    differs = False
    while True:
        metrics = rules.metrics(state)
        if telling not in metrics:
            return  # a series summed from the gains (production, income): never the score
        scores = tuple(float(x) for x in rules.scores(state))
        differs = differs or metrics[telling] != scores
        if rules.outcome(state) is not None:
            break
        state = rules.apply(state, chooser.choice(rules.legal_actions(state))).state
    assert differs, f"{spec.game_id}: the plot of {telling!r} is the score race again"
