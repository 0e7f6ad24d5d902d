"""View ▸ <the board's overlay> and the players panel: whose overlay a board shows.

A board may offer a per-player overlay (BoardScene.overlay_name; Elfenland:
the towns still to visit).  The View menu entry (Ctrl+T) switches it on for
the player whose turn the screen shows (the viewer, else the player to move)
and off; a click on a player in the players panel shows theirs (a second
click hides it); pointing at a player shows theirs for as long as the
pointer stays.  Boards without an overlay hide the entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from .board_base import BoardScene


class OverlayMenu:
    def __init__(self, window: Any) -> None:
        self.window = window
        action = QAction(window)
        action.setShortcut(QKeySequence("Ctrl+T"))
        action.setCheckable(True)
        action.setVisible(False)
        action.triggered.connect(self._toggled)
        window.view_menu.addAction(action)
        self.action = action
        window.players.seat_hovered.connect(self._hovered)
        window.players.seat_clicked.connect(self._clicked)

    def _scene(self) -> BoardScene | None:
        scene = self.window.scene
        return scene if scene is not None and scene.overlay_name() else None

    def install(self, scene: BoardScene) -> None:
        """A new board: the entry shows when it has an overlay, unchecked."""
        del scene
        self.action.setChecked(False)
        self.retranslate()

    def retranslate(self) -> None:
        scene = self.window.scene
        name = scene.overlay_name() if scene is not None else ""
        self.action.setVisible(bool(name))
        self.action.setText(name)

    def _own_seat(self) -> int:
        """Whose overlay the entry shows: the screen's viewer, else the player to move."""
        viewer = self.window.viewer
        if viewer is not None:
            return int(viewer)
        controller = self.window.controller
        to_move = controller.to_move() if controller is not None else None
        return int(to_move) if to_move is not None else 0

    def _toggled(self, checked: bool) -> None:
        scene = self._scene()
        if scene is not None:
            scene.set_overlay(self._own_seat() if checked else None)

    def _clicked(self, seat: int) -> None:
        scene = self._scene()
        if scene is None:
            return
        scene.set_overlay(None if scene.overlay_seat() == seat else seat)
        self.action.setChecked(scene.overlay_seat() is not None)

    def _hovered(self, seat: int) -> None:
        scene = self._scene()
        if scene is not None:
            scene.preview_overlay(seat if seat >= 0 else None)
