"""What a click on a place that means nothing in this step is answered with.

The board proposes nothing for such a click (`BoardScene.candidate_actions_at`
returns no action, so the engine has no reason to give).  The answer then says
what the step asks for first (issue 25: "click one of the highlighted places"
told a player who had not chosen a permit or a building yet nothing):

* the step's choices that are buttons (no board place: which building, which
  permit, take gold): "first choose in the “Your move” panel (...)" with their texts;
* else the step's own hint where the game names its steps (Catan: "Place a
  starting settlement. Click one of the highlighted places.").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from ..engine.rules import Action
    from .board_base import BoardScene
    from .game_texts import GameTexts

SHOWN_CHOICES = 3  # more would not fit the status line in every language


def nothing_here_message(
    texts: GameTexts, scene: BoardScene, view: Mapping[str, Any], legal: Sequence[Action]
) -> str:
    buttons: list[str] = []
    has_places = False
    for action in legal:
        if scene.target_of(action) is not None:
            has_places = True
            continue
        text = texts.action(action)
        if text not in buttons:
            buttons.append(text)
    listed = "; ".join(buttons[:SHOWN_CHOICES]) + ("; …" if len(buttons) > SHOWN_CHOICES else "")
    if buttons and not has_places:
        return QCoreApplication.translate(
            "MainWindow",
            "Nothing to choose on the board now: first choose in the “Your move” panel"
            " ({choices}).",
        ).format(choices=listed)
    hint = texts.phase_hint(view)
    if hint:
        return QCoreApplication.translate(
            "MainWindow", "{step}. Click one of the highlighted places."
        ).format(step=hint.rstrip(". "))
    if buttons:
        return QCoreApplication.translate(
            "MainWindow",
            "Not possible here now: click one of the highlighted places, or choose in the"
            " “Your move” panel ({choices}).",
        ).format(choices=listed)
    return QCoreApplication.translate(
        "MainWindow", "Not possible here now: click one of the highlighted places."
    )
