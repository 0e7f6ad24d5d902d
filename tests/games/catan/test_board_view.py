"""What the Catan board shows (issue 7 item 13): the robber beside the number
token, a highlight that leaves the pieces' colours alone, the last roll and its
roller until the next roll, the robber's hex in the log, and Year of Plenty's
count of resources still to take."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsPolygonItem

from elasund_desktop.engine.session import Seat
from elasund_desktop.games.catan import SPEC
from elasund_desktop.games.catan import data as D  # noqa: N812
from elasund_desktop.games.catan.board import SIZE, TOKEN_R, CatanBoard
from elasund_desktop.games.catan.rules import ROBBER, YEAR_OF_PLENTY
from elasund_desktop.ui.game_texts import GameTexts
from tests.games.catan.catan_helpers import act, blank, events_of, put

rules = SPEC.rules()
SEATS = (Seat("Ann", 0), Seat("Bob", 1), Seat("Cy", 2), Seat("Dan", 3))


def board_for(state: Any) -> CatanBoard:
    board = CatanBoard()
    board.set_players(SEATS, [QColor("#c0392b")] * 4, ["circle"] * 4)
    board.draw_state(state, rules.view(state, 0), 0)
    return board


def robber_item(board: CatanBoard) -> QGraphicsPathItem:
    return next(
        i
        for i in board.items()
        if isinstance(i, QGraphicsPathItem) and i.toolTip().startswith("The robber")
    )


def token_of(board: CatanBoard, hex_id: int) -> QGraphicsEllipseItem:
    cx, cy = D.HEX_CENTRES[hex_id][0] * SIZE, D.HEX_CENTRES[hex_id][1] * SIZE
    return next(
        i
        for i in board.items(QPointF(cx, cy))
        if isinstance(i, QGraphicsEllipseItem) and abs(i.rect().width() - 2 * TOKEN_R) < 0.1
    )


def test_robber_never_covers_the_number_token(qtbot: Any) -> None:
    s = blank()
    for h in range(D.NUM_HEXES):
        if not s.numbers[h]:
            continue
        board = board_for(s._replace(robber=h))
        robber = robber_item(board).sceneBoundingRect()
        assert not robber.intersects(token_of(board, h).sceneBoundingRect()), h
        # ... and stays on its hex.
        hexagon = next(
            i
            for i in board.items(robber.center())
            if isinstance(i, QGraphicsPolygonItem) and i.data(0) is not None
        )
        assert hexagon.contains(robber.center())


def test_highlight_fill_stays_under_the_pieces(qtbot: Any) -> None:
    """The robber's targets (whole hexes) are highlighted without tinting the
    settlements and roads standing on them: any filled part of a halo lies below
    every piece; only the unfilled dashed outline is drawn above them."""
    s = blank()._replace(phase=ROBBER)
    h = next(x for x in range(D.NUM_HEXES) if x != s.robber)
    s = put(s, 1, settlements=[D.HEX_NODES[h][0]])
    board = board_for(s)
    board.set_legal(rules.legal_actions(s))
    pieces = [
        i
        for i in board.items()
        if isinstance(i, QGraphicsPathItem) and i.toolTip().startswith("Settlement")
    ]
    assert pieces
    halos = board._highlights
    assert halos
    lowest_piece = min(p.zValue() for p in pieces)
    for halo in halos:
        if halo.brush().style() != Qt.BrushStyle.NoBrush:
            assert halo.zValue() < lowest_piece
    assert any(halo.zValue() > lowest_piece for halo in halos)  # the outline on top


def test_last_roll_and_roller_stay_until_the_next_roll(qtbot: Any) -> None:
    s = blank(current=2)._replace(phase="roll", rolled=False, dice=())
    rolled = act(s, 2, "roll")
    after = act(rolled.state._replace(phase="main"), 2, "end_turn").state
    assert after.dice == ()  # the state forgets the dice at the end of the turn
    board = CatanBoard()
    board.set_players(SEATS, [QColor("#c0392b")] * 4, ["circle"] * 4)
    board.note_history([rolled.events, ()])
    board.draw_state(after, rules.view(after, 0), 0)
    roll = events_of(rolled, "roll")[0]
    assert board.last_roll == (2, roll["die1"], roll["die2"])
    assert board.last_roll_label is not None
    assert board.last_roll_label.text() == "Rolled by Cy"
    shown = sorted(i.text() for i in board.items() if hasattr(i, "text") and i.text().isdigit())
    assert str(roll["die1"]) in shown and str(roll["die2"]) in shown


def test_log_names_the_hex_the_robber_moved_to() -> None:
    texts = GameTexts(SPEC.texts_module, SEATS)
    s = blank()._replace(phase=ROBBER)
    h = next(x for x in range(D.NUM_HEXES) if x != s.robber and s.numbers[x])
    t = act(s, 0, "move_robber", h)
    event = next(e for e in t.events if e.key == "robber_moved")
    line = texts.event(event)
    assert line == f"Ann moves the robber to the {s.terrain[h]} hex numbered {s.numbers[h]}."
    desert = s.terrain.index("desert")
    if desert != s.robber:
        t = act(s, 0, "move_robber", desert)
        event = next(e for e in t.events if e.key.startswith("robber_moved"))
        assert texts.event(event) == "Ann moves the robber to the desert."


def test_year_of_plenty_says_how_many_are_left() -> None:
    texts = GameTexts(SPEC.texts_module, SEATS)
    s = blank()._replace(phase=YEAR_OF_PLENTY, plenty_left=2)
    # The count is in the hint whether or not the English plural catalogue is loaded
    # ("...: 2" from the source text, "take 2 more resources" from the catalogue).
    assert re.search(r"\b2\b", texts.phase_hint(rules.view(s, 0)))
    after = act(s, 0, "take_resource", "ore").state
    assert after.plenty_left == 1
    hint = texts.phase_hint(rules.view(after, 0))
    assert re.search(r"\b1\b", hint) and not re.search(r"\b2\b", hint)
    assert "Year of Plenty" in texts.phase_hint(rules.view(after, 0))
