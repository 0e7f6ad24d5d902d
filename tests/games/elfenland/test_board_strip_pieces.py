"""The strip under Elfenland's map is kept in pieces from one state to the next
(ui/board_pieces.py): a draw from the pile changes the counts only, a counter
taken from the face-up row changes that slot only.  Each changed piece shows
the new state; the others keep their items."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from elasund_desktop.engine.rules import GameConfig
from elasund_desktop.games.elfenland import SPEC
from elasund_desktop.games.elfenland import data as D  # noqa: N812
from elasund_desktop.games.elfenland.board import ElfenlandBoard
from elasund_desktop.games.elfenland.board_draw import CounterItem


def _texts(board: ElfenlandBoard, key: object) -> list[str]:
    return [i.text() for i in board.pieces.items_of(key) if isinstance(i, QGraphicsSimpleTextItem)]


def _counter(board: ElfenlandBoard, slot: int) -> CounterItem:
    items = [i for i in board.pieces.items_of(("row", slot)) if isinstance(i, CounterItem)]
    assert len(items) == 1
    return items[0]


def test_a_draw_changes_the_counts_and_one_slot_of_the_row(qtbot: Any) -> None:
    del qtbot  # the application
    board = ElfenlandBoard()
    rules = SPEC.rules()
    state = rules.setup(GameConfig(3, {}), 1)
    view = rules.view(state, 0)
    board.draw_state(state, view, 0)
    row = list(view["row"])
    assert len(row) == 5
    before = [_counter(board, slot) for slot in range(5)]
    assert [c.kind for c in before] == row
    title = board.pieces.items_of("strip")
    # the pile shrinks by one and slot 2 holds another counter
    other = next(k for k in D.TRANSPORTS if k != row[2])
    changed = copy.deepcopy(view)
    changed["pile_count"] = int(view["pile_count"]) - 1
    changed["row"][2] = other
    board.draw_state(state, changed, 0)
    assert f"Pile: {changed['pile_count']}" in _texts(board, "strip counts")
    after = [_counter(board, slot) for slot in range(5)]
    assert after[2] is not before[2] and after[2].kind == other
    assert after[2].toolTip() != before[2].toolTip()
    assert all(after[s] is before[s] for s in (0, 1, 3, 4))  # kept, not built again
    assert board.pieces.items_of("strip") == title  # the round's title kept
    # the new counter is a target of the row's slot, as the old one was
    assert board.items_for(("row", 2)) == [after[2]]
