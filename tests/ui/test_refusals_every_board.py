"""Every board of the registry explains its refused clicks with a specific reason.

Random games of every registered game are drawn on their board; at sampled
moments every registered place that is not highlighted is "clicked": the
board's `candidate_actions_at` proposes what the click means, and the rules'
refusal (GameController.why_not) must be a reason the game's texts name and
not one of the catch-all reasons ("you cannot do that now", "wrong step").
A new board (Elfenland, Carrara) is held to the same standard once registered.
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from elasund_desktop.ai.bots import bot_rng, make_bot
from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.engine.session import Seat, Session, SessionConfig
from elasund_desktop.games import GameSpec, default_registry
from elasund_desktop.ui.board_base import BoardScene
from elasund_desktop.ui.controller import GameController

# Reasons that say nothing about the place clicked.
VAGUE = frozenset(
    (
        "not_now", "wrong_step", "bad_argument", "bad_arguments", "unknown_action",
        "bonus_not_possible", "not_your_turn", "game_over",
    )
)  # fmt: skip
SAMPLE_EVERY = 9
ACTIONS = 450


@pytest.mark.parametrize("spec", list(default_registry()), ids=lambda s: s.game_id)
def test_every_refused_click_gets_a_specific_reason(qapp: QCoreApplication, spec: GameSpec) -> None:
    rules = spec.rules()
    n = min(max(3, rules.min_players), rules.max_players)
    seats = tuple(Seat(f"P{i}", i) for i in range(n))
    session: Session[Any] = Session(rules, SessionConfig(spec.game_id, GameConfig(n, {}), 11, seats))
    controller = GameController(spec, session)
    board: BoardScene = importlib.import_module(spec.board_module).make_board()
    texts = importlib.import_module(spec.texts_module)
    bot = make_bot(spec.bots[0])
    seen: dict[str, int] = {}
    proposals = 0
    for index in range(ACTIONS):
        seat = session.to_move()
        if seat is None:
            break
        legal = session.legal_actions()
        if index % SAMPLE_EVERY == 0:
            view = rules.view(session.state, seat)
            board.draw_state(session.state, view, seat)
            board.set_legal(legal)
            lit = set(board.highlighted_targets())
            for target in list(board._targets):
                if target in lit:
                    continue
                proposed = board.candidate_actions_at(target, view, seat)
                if not proposed:
                    continue
                proposals += 1
                reason = controller.why_not(proposed)
                if reason is None:
                    # Only a button action may be legal here (its place is never lit).
                    assert any(a in legal and board.target_of(a) is None for a in proposed)
                    continue
                key = reason.reason_key
                assert key in texts.REASONS, (spec.game_id, target, proposed, key)
                assert key not in VAGUE, (spec.game_id, session.state, target, proposed, key)
                seen[key] = seen.get(key, 0) + 1
        session.apply(bot.choose(rules.view(session.state, seat), legal, bot_rng(11, index)))
    assert proposals > 50
    assert len(seen) >= 4, seen
