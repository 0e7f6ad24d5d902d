"""What the parts of the main window may use of it: one Protocol per part.

The window (main_window.py) is built of parts kept in modules of their own:
the focus rules (focus.py), the display settings (display_settings.py) and
the computer-player tools (ai_tools.py).  Each part is handed the window, but
types it with the Protocol below instead of importing MainWindow: the part
then depends only on the members named here, the window module on the parts,
and no import goes back up (tests/ui/test_ui_import_graph.py keeps it so).
MainWindow satisfies every Protocol structurally; mypy checks that where the
window hands itself to a part.

Members are read-only properties unless a part assigns them.  `window()` is
Qt's own QWidget.window(): a QMainWindow is its own window, so it is the
window as a Qt object, the parent of the actions and widgets a part adds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, Qt, SignalInstance
    from PySide6.QtGui import QAction, QScreen
    from PySide6.QtWidgets import (
        QDockWidget,
        QMenu,
        QStackedWidget,
        QStatusBar,
        QTabWidget,
        QWidget,
    )

    from ..engine.rules import Event
    from ..games import GameSpec, Registry
    from ..persistence.settings import Settings
    from .action_panel import ActionPanel
    from .board_base import BoardScene, BoardView
    from .controller import GameController
    from .game_texts import GameTexts
    from .players_panel import PlayersPanel
    from .privacy import PrivacyScreen


class QtWindow(Protocol):
    """The Qt side every part needs: a parent for what it adds, and the
    window's events (a language switch, closing)."""

    def window(self, /) -> QWidget: ...

    def installEventFilter(self, filter_object: QObject, /) -> None: ...


class FocusWindow(Protocol):
    """What focus.py reads: the pages, the board, the Your move panel and the docks."""

    @property
    def stack(self) -> QStackedWidget: ...

    @property
    def privacy(self) -> PrivacyScreen: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def scene(self) -> BoardScene | None: ...

    @property
    def actions_panel(self) -> ActionPanel: ...

    @property
    def docks(self) -> dict[str, QDockWidget]: ...


class DisplayWindow(QtWindow, Protocol):
    """What display_settings.py uses: the Settings menu, the settings it changes
    and keeps, and the board it draws anew."""

    settings: Settings  # assigned: a choice replaces the window's settings

    @property
    def settings_menu(self) -> QMenu: ...

    def persist_settings(self) -> None: ...

    def redraw_board(self) -> None: ...


class AiWindow(QtWindow, Protocol):
    """What ai_tools.py uses: the game being played, the board and panel where
    a hint is shown, the Edit menu and the status bar."""

    @property
    def controller(self) -> GameController | None: ...

    @property
    def scene(self) -> BoardScene | None: ...

    @property
    def texts(self) -> GameTexts | None: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def actions_panel(self) -> ActionPanel: ...

    @property
    def edit_menu(self) -> QMenu: ...

    @property
    def session_started(self) -> SignalInstance: ...

    def statusBar(self, /) -> QStatusBar: ...

    def may_act(self) -> bool: ...


class GuestLayout(Protocol):
    """What a network game's dock asks of the window's arrangement
    (dock_layout.py DockLayout): a place as a tab, in front or behind."""

    def add_guest(self, dock: QDockWidget) -> None: ...

    def remove_guest(self, dock: QDockWidget) -> None: ...

    def guest_forward(self, dock: QDockWidget) -> None: ...

    def guest_back(self, dock: QDockWidget) -> None: ...


class NetWindow(QtWindow, Protocol):
    """What net_host.py and net_join.py use: the registry, the game shown (to
    install a network game's controller), the players table's notes, a dock
    of their own and the status bar."""

    @property
    def registry(self) -> Registry: ...

    @property
    def spec(self) -> GameSpec | None: ...

    @property
    def controller(self) -> GameController | None: ...

    @property
    def players(self) -> PlayersPanel: ...

    def statusBar(self, /) -> QStatusBar: ...

    def seats_renamed(self, events: Sequence[tuple[Event, ...]]) -> None: ...

    @property
    def dock_layout(self) -> GuestLayout: ...

    def addDockWidget(self, area: Qt.DockWidgetArea, dockwidget: QDockWidget, /) -> None: ...

    def removeDockWidget(self, dockwidget: QDockWidget, /) -> None: ...

    def install_session(
        self,
        spec: GameSpec,
        session: Any,
        save_path: Path | None = None,
        *,
        start_bots: bool = True,
        make_controller: Callable[[GameSpec, Any, QWidget], GameController] | None = None,
    ) -> None: ...


class DockWindow(QtWindow, Protocol):
    """What dock_layout.py uses: the docks and the View menu, the window's own
    dock arrangement (QMainWindow's), its size and screen, and the fits that
    follow a new arrangement."""

    @property
    def docks(self) -> dict[str, QDockWidget]: ...

    @property
    def view_menu(self) -> QMenu: ...

    @property
    def act_board_only(self) -> QAction: ...

    @property
    def view(self) -> BoardView: ...

    def fit_players_dock(self) -> None: ...

    def addDockWidget(
        self, area: Qt.DockWidgetArea, dockwidget: QDockWidget, orientation: Qt.Orientation, /
    ) -> None: ...

    def tabifyDockWidget(self, first: QDockWidget, second: QDockWidget, /) -> None: ...

    def tabifiedDockWidgets(self, dockwidget: QDockWidget, /) -> list[QDockWidget]: ...

    def dockWidgetArea(self, dockwidget: QDockWidget, /) -> Qt.DockWidgetArea: ...

    def resizeDocks(
        self, docks: list[QDockWidget], sizes: list[int], orientation: Qt.Orientation, /
    ) -> None: ...

    def setTabPosition(
        self, areas: Qt.DockWidgetArea, position: QTabWidget.TabPosition, /
    ) -> None: ...

    def screen(self, /) -> QScreen | None: ...

    def width(self, /) -> int: ...

    def resize(self, w: int, h: int, /) -> None: ...

    def windowState(self, /) -> Qt.WindowState: ...

    def setWindowState(self, state: Qt.WindowState, /) -> None: ...
