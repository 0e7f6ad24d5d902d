"""The side panels give way to the board on a small screen (issue 25).

Two columns of docks (the log and the statistics on the left, the players
and Your move on the right) leave a 1280-pixel window too little width for
Elfenland's map and Carrara's boards at the view's readable scale: the
eastern towns, or a wheel price board and an opponent's screen, lay behind a
horizontal scroll bar.  In one column the log and the statistics are tabs
beside the players table on the right; Your move stays below it, so the
hand, what to do and the scores stay in sight, and the board gets the width.

A dock a game brings along (a network game's panel, ui/net_host.py and
ui/net_join.py) is a guest of this arrangement: a tab beside the log and the
statistics, wherever they are, and it moves with them.  As a third dock in the
right-hand column it took the height of the players table and Your move (the
play-test of issue 27: the third player's row cut, two lines of Your move,
Carrara's boards behind a scroll bar at 1280x720).

A first start (no layout saved in window.ini) sizes the window to the screen
it starts on and, when the first game starts, picks the arrangement that
leaves the board its room.  A saved layout is the user's: it is restored as
it was and never rearranged.  View ▸ Side panels in one column switches at
any time (and is saved with the layout).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QTabBar, QTabWidget, QWidget

if TYPE_CHECKING:
    from .window_parts import DockWindow

# Logical pixels the board needs beside the docks: Elfenland's map, the widest
# board (1440 scene units), at the view's readable scale (0.6) with the view's
# margins and frame.  tests/ui/test_laptop_screens.py checks every board fits.
BOARD_ROOM = 900
# The size a first start opens at on a screen with room for it; a smaller
# screen gets the window maximized.
FIRST_SIZE = (1600, 1000)
SMALL_SCREEN = (1400, 900)
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
TABBED = ("log", "stats")  # the docks that become tabs beside the players table


class DockLayout(QObject):
    """View ▸ Side panels in one column, and the first start's choice."""

    def __init__(self, win: DockWindow, right_width: int, left_width: int) -> None:
        super().__init__(win.window())
        self.win = win
        # the columns' widths for the window's font (main_window.font_scaled)
        self.right_width, self.left_width = right_width, left_width
        self.guests: list[QDockWidget] = []  # docks a game brought (add_guest)
        self.action = QAction(win.window())
        self.action.setCheckable(True)
        self.action.triggered.connect(self.set_one_column)
        # beside View ▸ Board only: both give the board room
        actions = win.view_menu.actions()
        after = actions.index(win.act_board_only) + 1 if win.act_board_only in actions else -1
        if 0 < after < len(actions):
            win.view_menu.insertAction(actions[after], self.action)
        else:
            win.view_menu.addAction(self.action)
        # tabs under the dock titles, as a page's tabs are, not between two docks
        win.setTabPosition(RIGHT, QTabWidget.TabPosition.North)
        win.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("Side &panels in one column"))
        self.action.setToolTip(
            self.tr("The game log and the statistics become tabs beside the players table.")
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.win and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # -- the first start -------------------------------------------------------------
    def fit_window_to_screen(self) -> None:
        """A first start: a window that fits the screen it opens on."""
        screen = self.win.screen()
        if screen is None:
            return
        room = screen.availableGeometry()
        if room.width() < SMALL_SCREEN[0] or room.height() < SMALL_SCREEN[1]:
            self.win.resize(room.width(), room.height())
            self.win.setWindowState(self.win.windowState() | Qt.WindowState.WindowMaximized)
        else:
            self.win.resize(min(FIRST_SIZE[0], room.width()), min(FIRST_SIZE[1], room.height()))

    def two_columns_fit(self, width: int) -> bool:
        """Do both columns of docks leave the board its room in a window this wide?"""
        side = self.right_width + self.left_width + 12  # 12: the two dock separators
        return width - side >= BOARD_ROOM

    def choose_for_first_start(self) -> None:
        """No saved layout: one column when two leave the board too little room."""
        if not self.two_columns_fit(self.win.width()):
            self.set_one_column(True)
        else:
            self.action.setChecked(False)

    # -- switching -----------------------------------------------------------------
    def is_one_column(self) -> bool:
        docks = self.win.docks
        return any(docks[name] in self.win.tabifiedDockWidgets(docks["players"]) for name in TABBED)

    def sync(self) -> None:
        """The menu and the title bars follow how the docks are now (a restored
        layout brings the arrangement, not the title bars)."""
        on = self.is_one_column()
        self.action.setChecked(on)
        self._titles_in_tabs(on)

    def _titles_in_tabs(self, on: bool) -> None:
        """In one column the tabs name the docks of the group: their title bars
        go (a line of height for the players table); a tab dragged out floats
        its dock, and View names and reopens each one."""
        docks = self.win.docks
        for dock in (*(docks[name] for name in ("players", *TABBED)), *self.guests):
            if on and dock.titleBarWidget() is None:
                dock.setTitleBarWidget(QWidget(dock))
            elif not on and dock.titleBarWidget() is not None:
                bar = dock.titleBarWidget()
                dock.setTitleBarWidget(None)  # type: ignore[arg-type]  # Qt's default bar
                bar.deleteLater()

    def tab_bar_height(self) -> int:
        """The height of the tabs above the players table (0: not tabbed)."""
        if not self.is_one_column():
            return 0
        players = self.win.docks["players"]
        for bar in self.win.window().findChildren(QTabBar):
            if bar.isVisible() and bar.geometry().bottom() <= players.geometry().top() + 2:
                return bar.height()
        return 0

    def tab_bar_width(self) -> int:
        """The width the tabs above the players table need to show their whole
        titles (0: not tabbed): a network game's fourth tab made Italian's
        "Registro di gioco" and every other title elided at 330 pixels."""
        if not self.is_one_column():
            return 0
        # the bar of the players table's group, whichever of its tabs is in front
        title = self.win.docks["players"].windowTitle()
        for bar in self.win.window().findChildren(QTabBar):
            titles = [bar.tabText(i) for i in range(bar.count())]
            if bar.isVisible() and title in titles:
                return sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        return 0

    def untabify_for_the_first_screen(self) -> None:
        """The first screen hides the docks, and their tabs must go too: a tab
        bar stays on the window while its docks are hidden (a restored layout's
        showed on the welcome page).  The game brings the saved layout back,
        tabs and all (MainWindow._show_game_docks)."""
        for name in TABBED:
            dock = self.win.docks[name]
            if self.win.tabifiedDockWidgets(dock):
                self.win.addDockWidget(LEFT, dock, Qt.Orientation.Vertical)

    def set_one_column(self, on: bool) -> None:
        docks = self.win.docks
        players = docks["players"]
        if on:
            if players.isFloating() or self.win.dockWidgetArea(players) != RIGHT:
                players.setFloating(False)
                self.win.addDockWidget(RIGHT, players, Qt.Orientation.Vertical)
            previous = players
            for dock in (*(docks[name] for name in TABBED), *self.guests):
                dock.setFloating(False)
                self.win.tabifyDockWidget(previous, dock)
                previous = dock
            players.raise_()  # the scores in sight; the log is a click (or F6) away
            self._titles_in_tabs(True)
        else:
            self._titles_in_tabs(False)
            for name in TABBED:
                docks[name].setFloating(False)
                self.win.addDockWidget(LEFT, docks[name], Qt.Orientation.Vertical)
            for guest in self.guests:  # a tab beside the statistics
                guest.setFloating(False)
                self.win.tabifyDockWidget(docks["stats"], guest)
            docks["stats"].raise_()
            self.win.resizeDocks([docks["log"]], [self.left_width], Qt.Orientation.Horizontal)
        self.action.setChecked(on)
        self.win.fit_players_dock()
        self.win.view.fit()

    # -- a game's own docks ----------------------------------------------------------
    def add_guest(self, dock: QDockWidget) -> None:
        """`dock` (a network game's panel) as a tab beside the log and the
        statistics, wherever they are; the players table stays in front."""
        if dock in self.guests:
            return
        self.guests.append(dock)
        docks = self.win.docks
        # beside the last of the group that is docked and open (the user may
        # have closed or floated some of them)
        beside = next(
            (
                docks[name]
                for name in (*reversed(TABBED), "players")
                if not docks[name].isFloating() and docks[name].toggleViewAction().isChecked()
            ),
            docks["players"],
        )
        dock.setFloating(False)
        self.win.tabifyDockWidget(beside, dock)
        dock.show()  # a dock made after the window was shown stays hidden otherwise
        self._titles_in_tabs(self.is_one_column())
        self.guest_back(dock)

    def guest_forward(self, dock: QDockWidget) -> None:
        """The guest's tab in front (its news needs the user: a seat to give, a
        dropped connection to rejoin)."""
        dock.show()
        dock.raise_()

    def guest_back(self, dock: QDockWidget) -> None:
        """The tab the guest shares its place with in front again: the players
        table where it is in that group, else the statistics."""
        players, stats = self.win.docks["players"], self.win.docks["stats"]
        group = self.win.tabifiedDockWidgets(dock)
        front = players if players in group else stats if stats in group else None
        if front is None and group:
            front = group[0]
        if front is not None:
            front.raise_()

    def remove_guest(self, dock: QDockWidget) -> None:
        """`dock` leaves with its game (the caller removes it from the window)."""
        if dock in self.guests:
            self.guests.remove(dock)
