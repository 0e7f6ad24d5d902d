"""Settings ▸ Colour vision and Settings ▸ Board text size.

Both apply at once: the board is drawn anew (the window's redraw_board), the
players table repaints its colour markers, and the choice is kept in the
settings file.  Kept out of main_window.py, which is long enough; the window
is typed by what this part uses of it (window_parts.DisplayWindow), so this
module does not import main_window.py back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup

from ..colour_palettes import MODE_LABELS, MODES, current_mode, set_mode
from ..persistence.settings import BOARD_TEXT_SIZES
from .board_base import set_board_text_scale

if TYPE_CHECKING:
    from .window_parts import DisplayWindow


class DisplaySettings(QObject):
    """The two menus, their actions and what choosing one does."""

    def __init__(self, win: DisplayWindow) -> None:
        super().__init__(win.window())  # the window itself (see window_parts)
        self.win = win
        set_mode(win.settings.colour_vision)
        set_board_text_scale(BOARD_TEXT_SIZES.get(win.settings.board_text_size, 1.0))

        self.vision_menu = win.settings_menu.addMenu("")
        self.vision_group = QActionGroup(self)
        self.vision_actions: dict[str, QAction] = {}
        for mode in MODES:
            action = QAction(win.window())
            action.setCheckable(True)
            action.setChecked(mode == current_mode())
            action.triggered.connect(lambda _=False, m=mode: self.set_colour_vision(m))
            self.vision_group.addAction(action)
            self.vision_menu.addAction(action)
            self.vision_actions[mode] = action

        self.text_menu = win.settings_menu.addMenu("")
        self.text_group = QActionGroup(self)
        self.text_actions: dict[str, QAction] = {}
        for size in BOARD_TEXT_SIZES:
            action = QAction(win.window())
            action.setCheckable(True)
            action.setChecked(size == win.settings.board_text_size)
            action.triggered.connect(lambda _=False, s=size: self.set_board_text_size(s))
            self.text_group.addAction(action)
            self.text_menu.addAction(action)
            self.text_actions[size] = action
        win.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.vision_menu.setTitle(self.tr("Colour &vision"))
        for mode in MODES:
            label = QCoreApplication.translate("ColourVision", MODE_LABELS[mode])
            self.vision_actions[mode].setText(label)
        self.text_menu.setTitle(self.tr("Board &text size"))
        names = {
            "normal": self.tr("Normal size"),
            "large": self.tr("Large"),
            "larger": self.tr("Larger"),
        }
        for size, action in self.text_actions.items():
            action.setText(names[size])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.win and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def set_colour_vision(self, mode: str) -> None:
        """Use the palettes of `mode` at once and remember the choice."""
        used = set_mode(mode)
        self.vision_actions[used].setChecked(True)
        self.win.settings = self.win.settings.replace(colour_vision=used)
        self.win.persist_settings()
        self._redraw()

    def set_board_text_size(self, size: str) -> None:
        """Scale the board's labels by the factor of `size` and remember the choice."""
        if size not in BOARD_TEXT_SIZES:
            size = "normal"
        set_board_text_scale(BOARD_TEXT_SIZES[size])
        self.text_actions[size].setChecked(True)
        self.win.settings = self.win.settings.replace(board_text_size=size)
        self.win.persist_settings()
        self._redraw()

    def _redraw(self) -> None:
        self.win.redraw_board()  # refreshes the players table too

