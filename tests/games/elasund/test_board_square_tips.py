"""An Elasund square's tooltip says what stands on it now.  The squares are
kept from move to move and their tooltips written again only when what
stands on a square changed (issue 25, Deliver 6): a permit or building that
comes or goes, or a language switch, must still show."""

from __future__ import annotations

import copy
from typing import Any

from elasund_desktop.games.elasund import data as D  # noqa: N812
from elasund_desktop.games.elasund.board import make_board

from .test_board_gui import SPEC, play_random


def test_a_square_tooltip_follows_what_comes_and_goes(qtbot: Any) -> None:
    del qtbot  # the application
    rules = SPEC.rules()
    sess = play_random(3, 60, seed=4)
    board = make_board()
    view = rules.view(sess.state, 0)
    board.draw_state(sess.state, view, 0)
    taken = {D.sq(int(p["col"]), int(p["row"])) for p in view["permits"]}
    for b in view["buildings"]:
        top = D.sq(int(b["col"]), int(b["row"]))
        taken |= {top + dy * D.GRID_COLS + dx for dx, dy in D.BUILDINGS[b["kind"]].offsets}
    free = next(s for s in sorted(board.square_items) if s not in taken and s != D.CHURCH_SITE)
    item = board.square_items[free]
    assert "Free square." in item.toolTip()
    col, row = free % D.GRID_COLS, D.ROWS[free // D.GRID_COLS]
    placed = copy.deepcopy(view)
    placed["permits"].append({"owner": 1, "value": 4, "col": col, "row": row})
    board.draw_state(sess.state, placed, 0)
    assert board.square_items[free] is item  # the square kept
    assert f"Permit 4 of {board.name(1)}." in item.toolTip()
    assert "Free square." not in item.toolTip()
    board.draw_state(sess.state, view, 0)  # the permit gone again
    assert "Free square." in item.toolTip()
