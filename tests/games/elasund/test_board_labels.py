"""No highlight ring covers a building's name, in any language.

Issue 25's play-test at 1280x720: the Italian "bottega" of a workshop (1×2) sat
on the line where its two squares meet, and the highlight ring of the square
above (a cosmetic outline along every square's edge, drawn over the pieces)
covered it.  A building's name is now an item stacked above the rings, framed
by its building (tests/ui/test_text_fits.py measures it against that frame,
CELL_CLEARANCE from its sides), and drawn where it was.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from elasund_desktop.games import default_registry
from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund.board import Z_TILE, make_board, term
from elasund_desktop.i18n.translator import TranslatorManager
from elasund_desktop.ui.board_base import HIGHLIGHT_Z, text_frame, text_ink_rect
from elasund_desktop.ui.palette import PALETTE
from tests.ui.test_text_fits import moments

LANGUAGES = ("en", "it", "da", "uk", "hu")


@pytest.fixture(scope="module")
def translator() -> Iterator[TranslatorManager]:
    manager = TranslatorManager()
    yield manager
    manager.switch("en")
    manager.setParent(None)


def _buildings(scene: Any) -> list[QGraphicsRectItem]:
    """Buildings other than start huts (those show their size: "1×2")."""
    size = re.compile(r"^\d×\d$")
    return [
        item
        for item in scene.items()
        if isinstance(item, QGraphicsRectItem)
        and item.zValue() == Z_TILE
        and any(
            isinstance(child, QGraphicsSimpleTextItem) and size.match(child.text())
            for child in item.childItems()
        )
    ]


def covered_names(scene: Any, names: set[str]) -> list[str]:
    """Building names with a highlight ring drawn over them, or none named."""
    found = []
    labels = [
        item
        for item in scene.items()
        if isinstance(item, QGraphicsSimpleTextItem)
        and item.isVisible()
        and item.text()
        and (item.text() in names or item.text().endswith("…"))
    ]
    rings = [
        item
        for item in scene.items()
        if isinstance(item, QGraphicsPathItem) and item.zValue() >= HIGHLIGHT_Z
    ]
    for building in _buildings(scene):
        box = building.sceneBoundingRect()
        mine = [label for label in labels if box.contains(text_frame(label).boundingRect())]
        if not mine:
            found.append(f"a building at {box.getRect()} shows no name")
        for label in mine:
            ink = text_ink_rect(label)
            for ring in rings:
                if ring.zValue() >= label.zValue() and ring.sceneBoundingRect().intersects(ink):
                    found.append(f"{label.text()!r} under a ring (z {ring.zValue()})")
                    break
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_highlight_ring_covers_a_building_name(
    qtbot: Any, translator: TranslatorManager, lang: str
) -> None:
    assert translator.switch(lang) == lang
    names = {term(kind) for kind in D.BUILDINGS}
    spec = default_registry().get("elasund")
    rules = spec.rules()
    problems: list[str] = []
    checked = 0
    for players in (2, 4):
        scene = make_board(None)
        sessions = moments(spec, players, seed=11)
        seats = sessions[0].config.seats
        scene.set_players(
            seats,
            [QColor(PALETTE[s.colour % len(PALETTE)].qcolor) for s in seats],
            [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
        )
        for session in sessions:
            viewer = session.to_move()
            scene.draw_state(session.state, rules.view(session.state, viewer), viewer)
            # every square ringed, as in a building step over the whole city
            scene.set_legal(session.legal_actions(), interactive=True)
            for item in list(scene.square_items.values()):
                scene._highlight(item)
            problems.extend(covered_names(scene, names))
            checked += len(_buildings(scene))
    assert checked > 10, "no buildings drawn: the test would prove nothing"
    assert not problems, "\n".join(sorted(set(problems))[:40])
