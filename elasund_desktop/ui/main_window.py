"""The main window: board in the centre, players, actions, log and statistics as docks."""

from __future__ import annotations

import importlib
import logging
import time
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..credits import SAVE_EXTENSION
from ..i18n.languages import LANGUAGES
from ..lessons.catalogue import lesson_of
from ..persistence import paths
from ..persistence.settings import Settings, save_settings
from .action_panel import ActionPanel, announce
from .board_base import BoardScene, BoardView
from .board_overlay_menu import OverlayMenu
from .board_pieces import animations_allowed
from .focus import cycle_focus, decision_widget, focus_next_decision
from .gains_view import GainsTracker, gain_text, gains_summary, recent_gains
from .game_texts import GameTexts
from .lazy_stats import LazyStats  # the statistics dock, loaded after the first paint
from .log_dock import GameLog
from .move_marks import MoveMarks, recent_indices, summary_text
from .palette import PALETTE
from .players_panel import PlayersPanel
from .save_files import open_filter, save_filter
from .table_facts_view import card_text, facts_lines
from .welcome_screen import WelcomeScreen

if TYPE_CHECKING:
    # The engine, the registry's types and the controller (with the computer
    # players behind it) are imported when a game starts, not with the window.
    from ..engine.rules import Action, Event, IllegalAction, Outcome
    from ..engine.session import Seat, Session, SessionConfig
    from ..games import GameSpec, Registry
    from .controller import GameController
    from .lesson_guide import LessonGuide
    from .privacy import PrivacyScreen

log = logging.getLogger(__name__)

RIGHT_DOCK_MIN = 330  # pixels: the players table and the move panel share this column
LEFT_DOCK_WIDTH = 240  # pixels: the log and the statistics
# The widths above are for a 14 px line of the default font (9 pt at 96 dpi);
# with a larger system font the docks grow in proportion (issue 13 item 5).
REFERENCE_LINE_HEIGHT = 14


def font_scaled(widget: QWidget, pixels: int) -> int:
    """`pixels` (a width chosen for the reference font) for `widget`'s font."""
    return round(pixels * max(1.0, widget.fontMetrics().height() / REFERENCE_LINE_HEIGHT))


SPEEDS = ((0, "Instant"), (300, "Fast"), (600, "Normal"), (1500, "Slow"))
# Computers moving back to back at the "Instant" speed make a move every few
# milliseconds: the window then draws at most one frame this often (as a game
# engine draws at the screen's rate whatever the simulation's), always the
# latest state.  A human's turn and the end of the game are drawn at once.
FRAME_MS = 16


class MainWindow(QMainWindow):
    session_started = Signal()

    def __init__(
        self,
        registry: Registry,
        settings: Settings | None = None,
        translator: Any = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.registry = registry
        self.settings = settings or Settings()
        self.translator = translator
        self.controller: GameController | None = None
        self.lesson_guide: LessonGuide | None = None  # a guided first game (ui/lesson_guide.py)
        # a game a rules picture's practice board stands in for (start_practice)
        self._game_aside: tuple[GameSpec, Session[Any], Path | None, Any] | None = None
        self.spec: GameSpec | None = None
        self.texts: GameTexts | None = None
        self.scene: BoardScene | None = None
        self.viewer: int | None = None  # whose hidden information the screen shows
        # The human who sits at the computer now (the last one the screen was
        # handed to): whose decisions Undo and Escape may take back.
        self.at_computer: int | None = None
        self._privacy_for: int | None = None
        self._resumed = False
        self._rules_dialog: QDialog | None = None
        self._status_message = ""
        self._drawn_at = -1.0e9  # time.monotonic() of the last refresh
        self._frame = QTimer(self)  # the next frame, while computers move fast
        self._frame.setSingleShot(True)
        self._frame.timeout.connect(self._draw_frame)
        self.last_error = ""
        self.game_started_at: float | None = None
        self.end_window: QDialog | None = None
        self.replay_window: QMainWindow | None = None
        self.move_marks = MoveMarks()
        # What each player just gained and lost, and the places that produced it.
        self.gains = GainsTracker(self)
        self.gains.changed.connect(self._gains_ran_out)

        self.view = BoardView(self)
        self.welcome = WelcomeScreen(registry, self._language, self)
        self._privacy: PrivacyScreen | None = None  # see `privacy`
        self.stack = QStackedWidget(self)
        for page in (self.welcome, self.view):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        self.welcome.new_game_requested.connect(self.new_game)
        self.welcome.rules_requested.connect(self.open_rules)
        self.welcome.lesson_requested.connect(self.start_lesson)
        self.welcome.open_requested.connect(self._open_recent)
        self.welcome.continue_requested.connect(self.continue_game)
        self.welcome.open_file_requested.connect(self.open_game)

        self.players = PlayersPanel(self)
        # Coalesced: a redraw may change the rows' heights more than once.
        self._refit_players = QTimer(self)
        self._refit_players.setSingleShot(True)
        self._refit_players.setInterval(0)
        self._refit_players.timeout.connect(self._keep_players_rows_in_sight)
        self.players.table_height_changed.connect(self._refit_players.start)
        self._players_fitted_height = -1  # the dock's height our last fit gave it
        self.actions_panel = ActionPanel(self)
        self.actions_panel.action_chosen.connect(self.choose_action)
        self.game_log = GameLog(self)
        self.game_log.export_requested.connect(self.export_log)
        self.stats = self._make_stats()
        # What the players panel's facts were last written from (_show_table_facts).
        self._facts_shown: tuple[Any, ...] | None = None
        self.docks: dict[str, QDockWidget] = {}
        for name, widget, area in (
            ("players", self.players, Qt.DockWidgetArea.RightDockWidgetArea),
            ("actions", self.actions_panel, Qt.DockWidgetArea.RightDockWidgetArea),
            ("log", self.game_log, Qt.DockWidgetArea.LeftDockWidgetArea),
            ("stats", self.stats, Qt.DockWidgetArea.LeftDockWidgetArea),
        ):
            dock = QDockWidget(self)
            dock.setObjectName(f"dock_{name}")
            content: QWidget = widget
            if name == "players":
                # The table and its facts scroll when the window is short, so that
                # the window still fits a 1280x720 screen at 150 % and the facts
                # never squeeze the table (tests/ui/test_display_sizes.py).
                scroller = QScrollArea(dock)
                scroller.setWidgetResizable(True)
                scroller.setFrameShape(QFrame.Shape.NoFrame)
                scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the table
                scroller.setWidget(widget)
                content = scroller
            dock.setWidget(content)
            self.addDockWidget(area, dock)
            self.docks[name] = dock
        self.status_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)

        self._build_menus()
        for keys, forward in (("F6", True), ("Shift+F6", False)):
            QShortcut(QKeySequence(keys), self).activated.connect(
                lambda f=forward: cycle_focus(self, f)
            )
        # Parts kept in modules of their own; each types the window by the
        # members it uses (window_parts.py) and does not import this module.
        from .ai_tools import AiTools  # the thinking indicator and Hint
        from .display_settings import DisplaySettings  # colour vision, board text size
        from .dock_layout import DockLayout  # View ▸ Side panels in one column

        self.ai_tools = AiTools(self)
        self.display_settings = DisplaySettings(self)
        self.dock_layout = DockLayout(
            self, font_scaled(self, RIGHT_DOCK_MIN + 10), font_scaled(self, LEFT_DOCK_WIDTH)
        )
        self.retranslate()
        self.resize(1400, 900)
        self.resizeDocks(
            [self.docks["players"], self.docks["log"]],
            [font_scaled(self, RIGHT_DOCK_MIN + 10), font_scaled(self, LEFT_DOCK_WIDTH)],
            Qt.Orientation.Horizontal,
        )
        self._restore_layout()
        # The first screen shows no dock: they come with the first game, as the
        # layout (the user's own, window.ini) has them (see _show_game_docks).
        self._game_layout: QByteArray | None = None
        self._hide_docks_until_a_game()
        self.stack.setCurrentWidget(self.welcome)

    # -- construction ------------------------------------------------------------
    @property
    def privacy(self) -> PrivacyScreen:
        """The screen handed between two human players, a page of `stack`.

        Made when first asked for: the first frame never shows it, and its
        fonts and style sheets cost a few milliseconds of the start.
        """
        if self._privacy is None:
            from .privacy import PrivacyScreen

            self._privacy = PrivacyScreen(self)
            self.stack.addWidget(self._privacy)
            self._privacy.confirmed.connect(self._privacy_confirmed)
        return self._privacy

    def _make_stats(self) -> LazyStats:
        return LazyStats(self)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.edit_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")

        def act(menu: QMenu, slot: Any, shortcut: Any = None) -> QAction:
            action = QAction(self)
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            menu.addAction(action)
            return action

        self.act_new = act(self.game_menu, lambda: self.new_game(), QKeySequence.StandardKey.New)
        self.act_open = act(self.game_menu, self.open_game, QKeySequence.StandardKey.Open)
        self.act_host = act(self.game_menu, self.host_network_game)
        self.act_join = act(self.game_menu, self.join_network_game)
        self.recent_menu = self.game_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.act_save = act(self.game_menu, self.save_game, QKeySequence.StandardKey.Save)
        self.act_save_as = act(self.game_menu, self.save_game_as, "Ctrl+Shift+S")
        self.game_menu.addSeparator()
        self.act_replay_this = act(self.game_menu, self.watch_replay_of_this_game)
        self.act_replay_file = act(self.game_menu, self.watch_replay_file)
        self.act_export_log = act(self.game_menu, self.export_log)
        self.game_menu.addSeparator()
        self.act_quit = act(self.game_menu, self.close, "Ctrl+Q")
        self.act_undo = act(self.edit_menu, self.undo, QKeySequence.StandardKey.Undo)
        # Ctrl+Z while Undo is greyed out says why (dice rolled, a card drawn,
        # another player's move), as a refused move does; a greyed-out action's
        # shortcut does nothing at all.  Enabled only then: never ambiguous.
        self.undo_refused_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.undo_refused_shortcut.setEnabled(False)
        self.undo_refused_shortcut.activated.connect(self.undo)
        self.act_cancel_step = act(
            self.edit_menu, self.cancel_step, QKeySequence.StandardKey.Cancel
        )
        self.act_zoom_in = act(self.view_menu, self.view.zoom_in, QKeySequence.StandardKey.ZoomIn)
        self.act_zoom_out = act(
            self.view_menu, self.view.zoom_out, QKeySequence.StandardKey.ZoomOut
        )
        self.act_fit = act(self.view_menu, self.view.fit, "Ctrl+0")
        # Small screens: every dock out of the way, and back as it was.
        self.act_board_only = act(self.view_menu, self.set_board_only, "Ctrl+Shift+B")
        self.act_board_only.setCheckable(True)
        self._docks_before_board_only: list[str] = []
        self.overlay_menu = OverlayMenu(self)  # View ▸ Towns still to visit (Elfenland)
        self.view_menu.addSeparator()
        self.dock_actions: dict[str, QAction] = {}
        for name, dock in self.docks.items():
            toggle = dock.toggleViewAction()
            self.view_menu.addAction(toggle)
            self.dock_actions[name] = toggle

        self.language_menu = self.settings_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, native in LANGUAGES:
            action = QAction(native, self)
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: list[QAction] = []
        for delay, _label in SPEEDS:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(delay == self.settings.bot_delay_ms)
            action.triggered.connect(lambda _=False, d=delay: self.set_bot_delay(d))
            self.speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions.append(action)
        self.act_free_undo = act(self.settings_menu, self._toggle_free_undo)
        self.act_free_undo.setCheckable(True)
        self.act_free_undo.setChecked(self.settings.free_undo)
        self.act_animations = act(self.settings_menu, self._toggle_animations)
        self.act_animations.setCheckable(True)
        self.act_animations.setChecked(self.settings.animations)

        self.act_rules = act(
            self.help_menu, lambda: self.open_rules(), QKeySequence.StandardKey.HelpContents
        )
        if self.act_rules.shortcut().isEmpty():
            self.act_rules.setShortcut(QKeySequence("F1"))
        # Help ▸ Learn to play: a guided first game of each game that has a lesson
        self.learn_menu = self.help_menu.addMenu("")
        self.learn_actions: dict[str, QAction] = {}
        for game_id in self.registry.ids():
            if lesson_of(game_id) is not None:
                self.learn_actions[game_id] = act(
                    self.learn_menu, lambda _=False, g=game_id: self.start_lesson(g)
                )
        self.act_net_help = act(self.help_menu, self.network_help)
        self.act_about = act(self.help_menu, self.about)
        self._update_language_checks()

    def retranslate(self) -> None:
        self.setWindowTitle(self._title())
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_host.setText(self.tr("&Host a network game…"))
        self.act_join.setText(self.tr("&Join a network game…"))
        self.act_net_help.setText(self.tr("Playing over a &network"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_replay_this.setText(self.tr("&Watch the replay of this game"))
        self.act_replay_file.setText(self.tr("Watch a &replay…"))
        self.act_export_log.setText(self.tr("&Export the log…"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_cancel_step.setText(self.tr("&Cancel the step in progress"))
        self.act_zoom_in.setText(self.tr("Zoom &in"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.act_fit.setText(self.tr("&Fit board to window"))
        self.act_board_only.setText(self.tr("&Board only"))
        self.overlay_menu.retranslate()
        self.language_menu.setTitle(self.tr("&Language"))
        self.speed_menu.setTitle(self.tr("Computer player &speed"))
        speed_names = (self.tr("Instant"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"))
        for action, name in zip(self.speed_actions, speed_names, strict=True):
            action.setText(name)
        self.act_free_undo.setText(self.tr("&Free undo (all players agree)"))
        self.act_animations.setText(self.tr("&Animations"))
        self.act_animations.setToolTip(
            self.tr("Pieces glide to their places and new pieces fade in.")
        )
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About"))
        self.learn_menu.setTitle(self.tr("&Learn to play"))
        for game_id, action in self.learn_actions.items():
            title = QCoreApplication.translate("Games", self.registry.get(game_id).title)
            action.setText(self.tr("Guided first game of {game}").format(game=title))
        if self.lesson_guide is not None:
            self.lesson_guide.retranslate()
        self.view.setAccessibleName(self.tr("Game board"))
        self.players.table.setAccessibleName(self.tr("Players"))
        self.game_log.text_view.setAccessibleName(self.tr("Game log"))
        titles = {
            "players": self.tr("Players"),
            "actions": self.tr("Your move"),
            "log": self.tr("Game log"),
            "stats": self.tr("Statistics"),
        }
        for name, dock in self.docks.items():
            dock.setWindowTitle(titles[name])
        self.refresh()

    def set_board_only(self, on: bool) -> None:
        """Hide every dock to give the board the whole window; off: show again
        the docks that were open."""
        if on:
            # open ones, also a tab behind another (its view action stays checked)
            self._docks_before_board_only = [
                name for name, dock in self.docks.items() if dock.toggleViewAction().isChecked()
            ]
            for dock in self.docks.values():
                dock.hide()
        else:
            for name in self._docks_before_board_only or list(self.docks):
                self.docks[name].show()
            if self.dock_layout.is_one_column():
                self.docks["players"].raise_()  # the scores in front again
        self.act_board_only.setChecked(on)
        self.view.fit()

    def _title(self) -> str:
        base = self.tr("Elasund Desktop")
        if self.spec is None:
            return base
        game = QCoreApplication.translate("Games", self.spec.title)
        controller = self.controller
        if controller and not controller.saves_here:
            name = self.tr("network game")
        elif controller and controller.save_path:
            name = controller.save_path.name
        elif self._resumed:
            name = self.tr("resumed")
        else:
            name = self.tr("unsaved game")
        dirty = "*" if controller and controller.dirty else ""
        return f"{game} – {name}{dirty} – {base}"

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # the log first: retranslate() redraws the "last move" line from it
            if self.texts is not None and self.controller is not None:
                self.game_log.rebuild(self.controller.session.events)
            self.retranslate()
        super().changeEvent(event)

    # -- layout memory -----------------------------------------------------------
    def _qsettings(self) -> QSettings:
        return QSettings(str(paths.config_dir() / "window.ini"), QSettings.Format.IniFormat)

    def _restore_layout(self) -> None:
        # False: a first start, whose layout dock_layout.py picks for the screen
        self.layout_saved = False
        try:
            store = self._qsettings()
            geometry = store.value("geometry")
            state = store.value("state")
            if geometry is not None:
                self.restoreGeometry(geometry)
            if state is not None:
                self.restoreState(state)
                self.layout_saved = True
        except Exception:  # a damaged layout file must never stop the app
            log.exception("could not restore the window layout")

    def _hide_docks_until_a_game(self) -> None:
        """Hide the docks for the first screen, keeping the layout they had."""
        self._game_layout = self.saveState()
        self.dock_layout.untabify_for_the_first_screen()
        for dock in self.docks.values():
            dock.hide()
        for action in self._dock_menu_actions():
            action.setEnabled(False)  # nothing to show or hide beside the first screen

    def _dock_menu_actions(self) -> tuple[QAction, ...]:
        return (*self.dock_actions.values(), self.act_board_only, self.dock_layout.action)

    def _show_game_docks(self) -> None:
        """The first game: the docks come back as the layout had them (once).

        The whole layout is restored, not only which docks were open: docks
        shown again after hiding kept their heights from before the window
        was laid out, and the game's first fit (fit_players_dock) was lost.
        """
        layout, self._game_layout = self._game_layout, None
        if layout is None:
            return
        for action in self._dock_menu_actions():
            action.setEnabled(True)
        self.restoreState(layout)
        if self.layout_saved:
            self.dock_layout.sync()  # the user's own layout, as it was
        else:
            self.dock_layout.choose_for_first_start()  # one that fits this window

    def save_layout(self) -> None:
        try:
            store = self._qsettings()
            store.setValue("geometry", self.saveGeometry())
            # Closed on the first screen, the docks are hidden by us, not by the
            # user: the layout kept is the one they will come back in.
            layout = self._game_layout if self._game_layout is not None else self.saveState()
            store.setValue("state", layout)
            store.sync()
        except Exception:
            log.exception("could not save the window layout")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        if self.controller is not None:
            self.controller.stop()  # a network game closes its connections
        super().closeEvent(event)

    # -- games -----------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        """The New Game dialog, showing `game_id` (else the game played now)."""
        from .new_game_dialog import NewGameDialog

        dialog = NewGameDialog(
            self.registry,
            self,
            game_id or (self.spec.game_id if self.spec else None),
            setups=self.settings.game_setups,
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.remember_setup(dialog.spec().game_id, dialog.setup())
            self.start_game(dialog.session_config())

    def host_network_game(self) -> None:
        """Game ▸ Host a network game… (ui/net_host.py)."""
        from .net_host import host_from_dialog

        host_from_dialog(self)

    def join_network_game(self) -> None:
        """Game ▸ Join a network game… (ui/net_join.py)."""
        from .net_join import join_from_dialog

        join_from_dialog(self)

    def network_help(self) -> None:
        """Help ▸ Playing over a network (ui/net_help.py)."""
        from .net_help import show_network_help

        show_network_help(self)

    def remember_setup(self, game_id: str, setup: dict[str, Any]) -> None:
        """Keep the New Game set-up of `game_id` for the next time (settings)."""
        setups = dict(self.settings.game_setups)
        setups[game_id] = setup
        self.settings = self.settings.replace(game_setups=setups)
        self.persist_settings()

    def start_game(self, config: SessionConfig) -> None:
        from ..engine.session import Session

        spec = self.registry.get(config.game_id)
        session: Session[Any] = Session(spec.rules(), config)
        self.install_session(spec, session)

    def start_lesson(self, game_id: str) -> None:
        """Help ▸ Learn to play: the game's guided first game (lessons/, ui/lesson_guide.py)."""
        from ..lessons.runner import lesson_config

        lesson = lesson_of(game_id)
        if lesson is None:
            return
        # the New Game dialog's own name for a first seat: a name, not a pronoun,
        # so that "It is {name}'s turn" reads right in every language
        learner = QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=1)
        computer = QCoreApplication.translate("LessonGuide", "Computer {number}")
        self.start_game(lesson_config(lesson, learner, computer))
        self._attach_lesson(lesson)

    def _attach_lesson(self, lesson: Any) -> None:
        """The teaching panel over the game on the board (a lesson started, or one
        resumed after a practice board: it follows the moves made so far)."""
        from .lesson_guide import LessonGuide

        controller = self.controller
        assert controller is not None
        guide = LessonGuide(self, lesson, controller.session)
        guide.catch_up()
        guide.follow(controller.events_added)
        guide.changed.connect(self._lesson_changed)
        guide.on_leave = self._lesson_left
        self.lesson_guide = guide
        self.refresh()

    def start_practice(self, game_id: str, situation_id: str) -> None:
        """A rules picture's "Try it": its situation on a practice board, the rule's
        moves highlighted; "Back to the rules" returns to its section
        (lessons/situations.py)."""
        from ..lessons.situations import practice_lesson, reach, situations_of
        from .lesson_guide import LessonGuide
        from .situation_picture import learner_name

        situations = situations_of(game_id)
        if situations is None or game_id not in self.registry:
            return
        controller = self.controller
        if controller is not None and controller.network_game and not controller.session.is_over():
            # the practice board takes the window: the friends' game would be left
            QMessageBox.information(
                self._rules_dialog or self,
                self.tr("Rules"),
                self.tr(
                    "Trying a rule on the practice board would leave the network game. "
                    "Try it when the game is over."
                ),
            )
            return
        situation = situations.get(situation_id)
        session = reach(game_id, situation, learner_name(), self.registry)
        # Play-testing: "Try it" from the rules in the middle of a game (a lesson
        # above all) replaced that game, and the practice board's autosave then
        # replaced its autosave.  The game is put aside and comes back with
        # "Back to the rules"; a practice board is never autosaved.
        current = self.lesson_guide
        if current is None or not current.lesson.practice:  # else the one aside stays
            self._game_aside = self._game_to_put_aside()
        self.install_session(self.registry.get(game_id), session)
        controller = self.controller
        assert controller is not None
        controller.autosave_enabled = False
        guide = LessonGuide(self, practice_lesson(game_id, situations, situation), session)
        guide.follow(controller.events_added)
        guide.changed.connect(self._lesson_changed)

        def back_to_the_rules() -> None:
            self._lesson_left()
            self._resume_game_aside()
            self.open_rules(game_id, situation.section)

        guide.on_leave = back_to_the_rules
        self.lesson_guide = guide
        if self._rules_dialog is not None:
            self._rules_dialog.hide()  # the board, not the text, for now
        self.refresh()
        focus_next_decision(self)

    def _game_to_put_aside(self) -> tuple[GameSpec, Session[Any], Path | None, Any] | None:
        """The game on the board that a practice board would replace, with its save
        file and its lesson: a local game not over (not a practice board itself)."""
        controller, spec = self.controller, self.spec
        if controller is None or spec is None or not controller.saves_here:
            return None
        if controller.session.is_over():
            return None
        guide = self.lesson_guide
        lesson = guide.lesson if guide is not None else None
        return spec, controller.session, controller.save_path, lesson

    def _resume_game_aside(self) -> None:
        """Back from a practice board: the game put aside, and its lesson."""
        aside, self._game_aside = self._game_aside, None
        if aside is None:
            return
        spec, session, save_path, lesson = aside
        self.install_session(spec, session, save_path)
        if lesson is not None:
            self._attach_lesson(lesson)

    def _lesson_changed(self) -> None:
        self.refresh()
        if self.lesson_guide is not None and not self.lesson_guide.run.waits_for_next():
            focus_next_decision(self)  # Next pressed: on to the move it asks for
        elif self.lesson_guide is not None:
            self.lesson_guide.panel.next_button.setFocus()  # a text to read: Enter goes on

    def _lesson_left(self) -> None:
        self.lesson_guide = None
        self.refresh()
        focus_next_decision(self)

    def install_session(
        self,
        spec: GameSpec,
        session: Session[Any],
        save_path: Path | None = None,
        *,
        start_bots: bool = True,
        make_controller: Callable[[GameSpec, Any, QWidget], GameController] | None = None,
    ) -> None:
        """Show `session` (a network game's window passes its own controller class
        in `make_controller`: ui/net_host.py, ui/net_join.py)."""
        guide = self.lesson_guide
        if guide is not None:  # another game: the lesson is over, nothing else follows
            guide.on_leave = None
            guide.leave()
            self.lesson_guide = None
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        self._show_game_docks()
        self.spec = spec
        from .controller import GameController

        self.texts = GameTexts(spec.texts_module, session.config.seats)
        if make_controller is not None:
            controller = make_controller(spec, session, self)
        else:
            controller = GameController(spec, session, self)
        controller.bot_delay_ms = self.settings.bot_delay_ms
        controller.free_undo = self.settings.free_undo
        controller.autosave_enabled = self.settings.autosave and controller.autosaves_here
        controller.save_path = save_path
        controller.state_changed.connect(self._state_changed)
        controller.events_added.connect(self._events_added)
        controller.illegal_action.connect(self._illegal)
        controller.game_over.connect(self._game_over)
        controller.bot_thinking.connect(lambda _: self._update_status())
        controller.autosave_failed.connect(self._autosave_failed)
        self.controller = controller
        self._install_board(spec, session.config.seats)
        board_module = importlib.import_module(spec.board_module)
        seats = session.config.seats
        make_hand = getattr(board_module, "make_hand_widget", None)
        hand_widget = make_hand(self) if make_hand else None
        if hand_widget is not None and hasattr(hand_widget, "apply_sequence"):
            hand_widget.apply_sequence = self.apply_sequence
        self.actions_panel.set_hand_widget(hand_widget)
        self.game_log.set_texts(self.texts)
        self.game_log.rebuild(session.events)
        self.stats.set_game(
            session.rules,
            self.texts.context,
            [s.name for s in seats],
            [PALETTE[s.colour % len(PALETTE)].qcolor for s in seats],
        )
        self.viewer = None
        self.at_computer = None
        self._privacy_for = None
        self._resumed = False
        self.refresh()
        self.fit_players_dock()
        self.view.fit()
        self.game_started_at = time.monotonic()  # the playing time shown at the end
        focus_next_decision(self)
        self.session_started.emit()
        if start_bots:
            controller.schedule_bot()
        else:
            controller.set_paused(True)

    def fit_players_dock(self) -> None:
        """Give the right-hand docks just the width the players table needs (the
        whole table shows) and the board all the rest."""
        dock = self.docks["players"]
        area = Qt.DockWidgetArea.RightDockWidgetArea
        if dock.isFloating() or self.dockWidgetArea(dock) != area:
            return
        frame = dock.width() - dock.widget().width() if dock.widget() is not None else 0
        # The move panel below needs room for its buttons and the hand's lines.
        width = max(font_scaled(self, RIGHT_DOCK_MIN), self.players.needed_width() + max(0, frame))
        width = max(width, self.dock_layout.tab_bar_width())  # whole tab titles above it
        self.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        # Tall enough for the whole table and the first lines of its facts: the
        # move panel below matters more than the rest of the facts, which scroll
        # (as everything in the dock does when the window is short).
        panel = self.players
        extra = dock.height() - dock.widget().height() if dock.widget() is not None else 0
        facts = 5 * panel.fontMetrics().lineSpacing() if panel.facts_label.text() else 0
        button = panel.card_button.sizeHint().height() if not panel.card_button.isHidden() else 0
        wanted = panel.table.sizeHint().height() + facts + button + 16
        height = min(panel.sizeHint().height(), wanted) + max(0, extra)
        below = self.docks["actions"]
        tabs = self.dock_layout.tab_bar_height()
        if tabs and self.dockWidgetArea(below) == area:
            # In one column the players table shares a tab group with the log.
            # Qt resizes a tabbed dock alone only part of the way (the group
            # kept 445 of 720 pixels) and counts the group's tabs in its size:
            # both docks of the column get their heights, the tabs included.
            total = dock.height() + tabs + below.height()
            if total - tabs - height > 0:
                self.resizeDocks(
                    [dock, below], [height + tabs, total - tabs - height], Qt.Orientation.Vertical
                )
        else:
            self.resizeDocks([dock], [height], Qt.Orientation.Vertical)
        self._players_fitted_height = dock.height()

    def _keep_players_rows_in_sight(self) -> None:
        """The table's rows grew or shrank during the game: fit the dock again
        when a row is cut (the dock scrolls), or when the dock still has the
        height our last fit gave it (it follows the table back down, and the
        move panel below gets its room back).  A height the user dragged to
        is kept while every row shows."""
        if self.controller is None:
            return
        dock = self.docks["players"]
        table = self.players.table
        scroller = dock.widget()
        cut = isinstance(scroller, QScrollArea) and (
            table.mapTo(scroller.viewport(), table.rect().bottomLeft()).y()
            >= scroller.viewport().height()
            or scroller.verticalScrollBar().value() > table.y()
        )
        if cut or dock.height() == self._players_fitted_height:
            self.fit_players_dock()

    def choose_action(self, action: Action) -> None:
        if self.controller is None or not self.may_act():
            return
        if self._lesson_refuses(action):
            return
        self.controller.apply(action)

    def apply_sequence(self, actions: list[Action]) -> bool:
        """Several engine steps chosen at once in a dialog: all or nothing."""
        if self.controller is None or not self.may_act():
            return False
        if actions and self._lesson_refuses(actions[0]):
            return False
        return self.controller.apply_all(actions)

    def _lesson_refuses(self, action: Action) -> bool:
        """A guided game's step does not allow `action`: its reminder, nothing applied."""
        reminder = self.lesson_guide.refusal(action) if self.lesson_guide is not None else None
        if reminder is None:
            return False
        self._status_message = reminder
        self._update_status()
        self.statusBar().showMessage(reminder, 8000)
        return True

    def _choose_among(self, actions: list[Action]) -> None:
        if self.texts is None:
            return
        menu = QMenu(self)
        # One menu per choice: deleted when it closes (they piled up before), and
        # the focus goes back to the decision (a keyboard player lost it).
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self._after_choice_menu))
        for action in actions:
            item = menu.addAction(self.texts.action(action))
            item.triggered.connect(lambda _=False, a=action: self.choose_action(a))
        # Chosen with the keyboard: the menu opens at the target, its first line active.
        at_target = self.view.popup_point()
        if at_target is not None:
            menu.setActiveAction(menu.actions()[0])
        menu.popup(at_target or self.cursor().pos())

    def _after_choice_menu(self) -> None:
        focus_next_decision(self)  # where the next decision is, as after a move

    def may_act(self) -> bool:
        """The human to move sits at the computer and may choose now (the Hint
        command asks it too: window_parts.AiWindow)."""
        controller = self.controller
        return (
            controller is not None
            and controller.human_to_move()
            and self._privacy_for is None
            and self.viewer == controller.to_move()
        )

    def _person_at_computer(self) -> int | None:
        """The human whose decisions may be taken back now (see controller.undo_refusal)."""
        controller = self.controller
        if controller is None:
            return None
        humans = controller.human_seats()
        if len(humans) == 1:
            return humans[0]
        # Until the next human confirms the privacy screen, the one who just
        # played still sits there and may take back their own decision.
        return self.at_computer

    def undo(self) -> None:
        if self.controller is None:
            return
        person = self._person_at_computer()
        if self._privacy_for is not None and self.controller.can_undo(person):
            # Ctrl+Z on the hand-over screen: whoever pressed it may already be the
            # next player, so the decision taken back is not shown to them; the
            # player it belongs to confirms their own privacy screen first.
            self.at_computer = None
        self.controller.undo(person)

    def cancel_step(self) -> None:
        """Escape: take back the part of a multi-step decision made so far."""
        if self.controller is not None and self.may_act():
            self.controller.cancel_step(self.controller.to_move())

    # -- what the screen shows ------------------------------------------------------
    def _needs_privacy(self, seat: int) -> bool:
        controller = self.controller
        assert controller is not None and self.spec is not None
        return (
            self.spec.hidden_information
            and len(controller.human_seats()) >= 2
            and self.at_computer != seat
        )

    def _spectator_viewer(self) -> int | None:
        """Whose secrets the screen shows while no human is to move.

        Nobody's (the public view), unless exactly one human plays: then the
        screen is theirs all the time.  The seats decide, never the game.
        """
        assert self.controller is not None
        humans = self.controller.human_seats()
        return humans[0] if len(humans) == 1 else None

    def _state_changed(self) -> None:
        """Draw the new state now, or in the next frame while computers move
        faster than the frame rate (FRAME_MS): a person's move, their turn and
        the end of the game are always drawn at once."""
        controller = self.controller
        wait = FRAME_MS - (time.monotonic() - self._drawn_at) * 1000.0
        if (
            controller is not None
            and wait > 0
            and controller.committing_computer_move
            and not controller.human_to_move()
            and controller.session.outcome() is None
        ):
            if not self._frame.isActive():
                self._frame.start(max(1, round(wait)))
            return
        self._draw_frame()

    def _draw_frame(self) -> None:
        self._frame.stop()
        self.refresh()
        focus_next_decision(self)

    def refresh(self) -> None:
        self._drawn_at = time.monotonic()
        controller = self.controller
        if controller is None or self.scene is None or self.texts is None:
            self._update_status()
            return
        session = controller.session
        rules = session.rules
        state = session.state
        to_move = controller.to_move()
        human = controller.human_to_move()
        if human and to_move is not None:
            if self._needs_privacy(to_move):
                seat = controller.seats[to_move]
                if self._privacy_for != to_move:
                    self.privacy.show_for(seat.name, seat.colour)
                self._privacy_for = to_move
                self.viewer = None
                self.stack.setCurrentWidget(self.privacy)
                self.privacy.button.setFocus()
            else:
                self._privacy_for = None
                self.viewer = to_move
                self.at_computer = to_move
                self.stack.setCurrentWidget(self.view)
        else:
            self._privacy_for = None
            self.viewer = self._spectator_viewer()
            self.stack.setCurrentWidget(self.view)
        view = rules.view(state, self.viewer)
        self.game_log.set_viewer(self.viewer)
        # The last move as the log tells it to whoever looks now (never the
        # private line of the player who just handed the computer over).
        self.actions_panel.set_last_move(self.game_log.last_line())
        # Optional hook: a board that shows something of the past (Catan's last
        # roll, kept after the state forgot it) reads the session's events.
        note_history = getattr(self.scene, "note_history", None)
        if note_history is not None:
            note_history(session.events)
        self.scene.draw_state(state, view, self.viewer)
        may_act = self.may_act()
        legal = session.legal_actions() if to_move is not None else []
        shown = self.lesson_guide.board_actions(legal) if self.lesson_guide is not None else legal
        self.scene.set_legal(shown if may_act else [], interactive=may_act)
        # What just happened: the places the latest moves touched (ui/move_marks.py).
        humans = controller.human_seats()  # a network game: the people at this window
        self.move_marks.update(self.scene, session, humans)
        self.gains.update(session)
        self.gains.draw_flash(self.scene)
        button_actions = [a for a in legal if self.scene.target_of(a) is None] if may_act else []
        prompt = self._prompt(legal, may_act, self.texts.phase_hint(view))
        summary = summary_text(session, self.texts, self.viewer, humans)
        if summary:
            gained = gains_summary(
                self.texts, recent_gains(session, recent_indices(session, humans)), self.viewer
            )
            if gained:  # right under the heading: the long summary may be cut at the bottom
                heading, _, rest = summary.partition("\n")
                summary = f"{heading}\n{gained}\n{rest}"
            prompt = f"{prompt}\n\n{summary}"
        if may_act and controller.step_in_progress():
            prompt += "\n" + self.tr("Escape cancels this step.")
        # the buttons a lesson's step teaches are highlighted as its places are
        taught = self.lesson_guide.taught_buttons(legal) if self.lesson_guide is not None else []
        if self.lesson_guide is not None:
            self.lesson_guide.show_button_note(
                may_act and bool(taught) and all(a in button_actions for a in taught)
            )
        self.actions_panel.set_actions(
            self.texts, button_actions, may_act, prompt, taught=taught if may_act else ()
        )
        hand = self.actions_panel.hand_widget
        if hand is not None and hasattr(hand, "update_view"):
            hand.update_view(view, self.viewer, self.texts)
        if hand is not None and hasattr(hand, "update_actions"):
            hand.update_actions(legal, may_act, [seat.name for seat in controller.seats])
        # Optional hook: which seat holds the card of a metric (Catan's Longest Road).
        holders_of = getattr(rules, "metric_holders", None)
        self.players.update_players(
            self.texts,
            controller.seats,
            rules.scores(state),
            rules.metrics(state),
            to_move,
            holders_of(state) if holders_of is not None else None,
            *self._gains_columns(rules),
        )
        self._show_table_facts(rules, state)
        self.stats.update_from_states(session.states)
        self.stats.update_events(session.events, session.config.seed)
        may_undo = controller.can_undo(self._person_at_computer())
        self.act_undo.setEnabled(may_undo)
        self.undo_refused_shortcut.setEnabled(not may_undo)
        self.act_cancel_step.setEnabled(may_act and controller.step_in_progress() > 0)
        # a joiner's window never saves: the host holds the game (issue 27)
        self.act_save.setEnabled(controller.saves_here)
        self.act_save_as.setEnabled(controller.saves_here)
        self.act_replay_this.setEnabled(controller.saves_here)
        self.setWindowTitle(self._title())
        self._update_status()

    def _gains_columns(self, rules: Any) -> tuple[dict[int, list[str]] | None, list[str]]:
        """The players panel's gains column: what each seat just gained as the
        viewer may read it, and sample texts for its width (none: no column)."""
        if self.texts is None or not callable(getattr(rules, "gains", None)):
            return None, []
        module = self.texts.module.__dict__
        terms = [*module.get("GAINS", {}), *module.get("COUNTED", {})]
        samples = [gain_text(self.texts, term, 2) for term in terms]
        return self.gains.lines(self.texts, self.viewer), samples

    def _show_table_facts(self, rules: Any, state: Any) -> None:
        """The table's public facts under the players table (engine/table_facts.py)."""
        if self.texts is None:
            return
        from ..engine.table_facts import reference_card, table_facts

        # The same facts in the same words (most moves): no text built again.
        facts = table_facts(rules, state)
        key = (self.texts, self._language(), facts)
        if key == self._facts_shown:
            return
        self._facts_shown = key
        title, rows = reference_card(rules)
        self.players.update_facts(
            facts_lines(self.texts, facts),
            QCoreApplication.translate(self.texts.context, title) if rows else "",
            card_text(self.texts, rows),
        )

    def _gains_ran_out(self) -> None:
        """The gains' few seconds are over: the panel shows the rows without them."""
        last = self.players._last
        if last is not None and last[6] is not None:
            texts, seats, scores, metrics, to_move, holders, _gains, samples = last
            self.players.update_players(
                texts, seats, scores, metrics, to_move, holders, {}, samples
            )

    def _prompt(self, legal: list[Action], may_act: bool, step: str = "") -> str:
        controller = self.controller
        assert controller is not None and self.texts is not None and self.scene is not None
        to_move = controller.to_move()
        if to_move is None:
            return self.tr("The game is over.")
        name = controller.seats[to_move].name
        blocked = controller.blocked_note()  # a joiner whose connection dropped
        if blocked:
            return blocked
        if controller.is_remote_seat(to_move):
            return self.tr("Waiting for {name}, who plays on another computer.").format(name=name)
        if not controller.seats[to_move].is_human:
            return self.tr("{name} (computer) is thinking…").format(name=name)
        if self._privacy_for is not None:
            return self.tr("Waiting for {name}.").format(name=name)
        on_board = any(self.scene.target_of(a) is not None for a in legal)
        on_buttons = any(self.scene.target_of(a) is None for a in legal)
        if on_board and on_buttons:
            hint = self.tr("click a highlighted place on the board or a button below")
        elif on_board:
            hint = self.tr("click a highlighted place on the board")
        else:
            hint = self.tr("choose one of the buttons below")
        if self.lesson_guide is not None and self.lesson_guide.run.waits_for_next():
            # nothing is highlighted while the lesson's text waits to be read
            hint = self.tr("read the lesson's text and press Next")
        if not may_act:
            hint = ""
        line = self.tr("{name}, your move: {hint}.").format(name=name, hint=hint)
        # The game's own words for the step (e.g. "Move the robber") come first.
        return f"{step}\n{line}" if step and may_act else line

    def _update_status(self) -> None:
        controller = self.controller
        if controller is None:
            text = self.tr("Start a new game or open a saved one.")
        else:
            to_move = controller.to_move()
            if to_move is None:
                text = self.tr("The game is over.")
            else:
                name = controller.seats[to_move].name
                if controller.human_to_move() or controller.is_remote_seat(to_move):
                    text = self.tr("{name} to move.").format(name=name)
                else:
                    # not "is thinking": the thinking indicator at the other
                    # end of the status bar says that while the search runs
                    text = self.tr("{name} (computer) to move.").format(name=name)
        if self._status_message:
            text = f"{text}  {self._status_message}"
        if text != self.status_label.text():
            self.status_label.setText(text)
            self.status_label.setAccessibleName(text)
            announce(self.status_label)

    def _privacy_confirmed(self) -> None:
        if self._privacy_for is None:
            return
        self.viewer = self._privacy_for
        self.at_computer = self._privacy_for
        self._privacy_for = None
        self.stack.setCurrentWidget(self.view)
        self.refresh()
        focus_next_decision(self)

    def _events_added(self, first: int) -> None:
        controller = self.controller
        if controller is None:
            return
        self._status_message = ""
        self.statusBar().clearMessage()  # an old refusal no longer applies
        events = controller.session.events
        if first >= len(events):
            self.game_log.rebuild(events)  # an undo: the log shrinks
            return
        for index in range(first, len(events)):
            self.game_log.append(index, events[index])

    def _refused_click(self, target: Hashable) -> None:
        controller = self.controller
        if controller is None:
            return
        to_move = controller.to_move()
        if to_move is None:
            message = self.tr("The game is over.")
        elif not self.may_act():
            message = self.tr("It is not your turn: wait for {name}.").format(
                name=controller.seats[to_move].name
            )
        else:
            message = self._why_not_at(target, to_move) or self._nothing_here()
        self._status_message = message
        self._update_status()
        self.statusBar().showMessage(message, 6000)

    def _nothing_here(self) -> str:
        """A click that means nothing in this step: what the step asks for first."""
        from .click_refusal import nothing_here_message

        controller, scene, texts = self.controller, self.scene, self.texts
        assert controller is not None and scene is not None and texts is not None
        session = controller.session
        view = session.rules.view(session.state, self.viewer)
        return nothing_here_message(texts, scene, view, session.legal_actions())

    def _why_not_at(self, target: Hashable, seat: int) -> str:
        """The engine's reason against what `seat` means by clicking `target` ("" if none)."""
        controller, scene, texts = self.controller, self.scene, self.texts
        if controller is None or scene is None or texts is None:
            return ""
        session = controller.session
        view = session.rules.view(session.state, seat)
        candidates = scene.candidate_actions_at(target, view, seat)
        reason = controller.why_not(candidates)
        if reason is None and self.lesson_guide is not None:
            # legal, but not what the lesson's step teaches now: the step's reminder
            for action in candidates:
                reminder = self.lesson_guide.refusal(action)
                if reminder is not None:
                    return reminder
        return texts.reason(reason) if reason is not None else ""

    def _illegal(self, error: IllegalAction) -> None:
        if self.texts is None:
            return
        self._status_message = self.texts.reason(error)
        self._update_status()
        self.statusBar().showMessage(self._status_message, 8000)

    def _game_over(self, _outcome: Outcome) -> None:
        """The end-of-game window reads the outcome from the session itself."""
        if self.controller is None:
            return
        from ..persistence.autosave import clear

        try:
            if self.controller.autosaves_here:  # a network game was never autosaved here
                clear()
        except OSError:
            log.exception("could not clear the autosave")
        from .end_of_game import show_end_of_game

        # The end-of-game window (ranking, breakdown, replay, rematch); not modal.
        self.end_window = show_end_of_game(self)

    def _autosave_failed(self, detail: str) -> None:
        self.statusBar().showMessage(
            self.tr("Autosave failed: {detail}").format(detail=detail), 10000
        )

    # -- replays ----------------------------------------------------------------------
    def watch_replay_of_this_game(self) -> None:
        if self.controller is not None:
            self.watch_replay_of_session(self.controller.session)

    def watch_replay_file(self) -> None:
        """Game ▸ Watch a replay…: any save, finished or not."""
        from ..persistence.saves import SaveError, load_session

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Watch a replay"), self._dialog_dir(), open_filter()
        )
        if not path:
            return
        try:
            session = load_session(Path(path), self.registry)
        except SaveError as exc:
            QMessageBox.warning(self, self.tr("Open game"), self.save_error_text(exc))
            return
        self.watch_replay_of_session(session)

    def watch_replay_of_session(self, session: Session[Any]) -> Any:
        """Open the replay window over `session` (a copy: the game may go on)."""
        from .replay import ReplayWindow

        spec = self.registry.get(session.config.game_id)
        window = ReplayWindow(spec, session.copy(), self)
        window.setWindowFlag(Qt.WindowType.Window, True)

        def take_over(new: Session[Any]) -> None:
            window.close()
            self.install_session(spec, new)
            self.raise_()
            self.activateWindow()

        window.take_over_requested.connect(take_over)
        self.replay_window = window
        window.show()
        return window

    def export_log(self) -> None:
        """Game ▸ Export the log…: the log as the screen shows it, as plain text."""
        if self.controller is None:
            return
        start = Path(self._dialog_dir()) / f"{self.controller.config.game_id}-log.txt"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the log"), str(start), self.tr("Text files (*.txt)")
        )
        if path:
            self.export_log_to(Path(path))

    def export_log_to(self, path: Path) -> bool:
        """Write the log in the current language: the game and its players, then the lines."""
        from .log_dock import write_log_text

        controller = self.controller
        if controller is None or self.spec is None:
            return False
        names = ", ".join(seat.name for seat in controller.seats)
        header = [
            QCoreApplication.translate("Games", self.spec.title),
            self.tr("Players: {names}").format(names=names),
        ]
        try:
            write_log_text(path, header, self.game_log.lines())
        except OSError as exc:
            self.statusBar().showMessage(self.write_error_text(exc, path), 10000)
            return False
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    # -- files -----------------------------------------------------------------------
    def _dialog_dir(self) -> str:
        """The saves folder, created on first use so the file dialogs open there."""
        try:
            return str(paths.ensure_dir(paths.saves_dir()))
        except OSError:
            log.exception("could not create the saves folder")
            return str(Path.home())

    def save_game(self) -> bool:
        controller = self.controller
        if controller is None:
            return False
        if controller.save_path is None:
            return self.save_game_as()
        return self.save_to(controller.save_path)

    def save_game_as(self) -> bool:
        controller = self.controller
        if controller is None:
            return False
        from ..persistence.saves import default_save_name

        start = str(Path(self._dialog_dir()) / default_save_name(controller.session))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), start, save_filter())
        if not path:
            return False
        target = Path(path)
        return self.save_to(target if target.suffix else target.with_suffix(SAVE_EXTENSION))

    def save_to(self, path: Path, *, quiet: bool = False) -> bool:
        controller = self.controller
        if controller is None:
            return False
        from ..persistence.atomic import SaveWriteError
        from ..persistence.recent import add_recent
        from ..persistence.saves import save_session

        try:
            save_session(controller.session, path)
        except (SaveWriteError, OSError) as exc:
            self.last_error = self.write_error_text(exc, path)
            self.statusBar().showMessage(self.last_error, 10000)
            if not quiet:
                QMessageBox.warning(self, self.tr("Save game"), self.last_error)
            return False
        controller.save_path = path
        controller.dirty = False
        try:
            add_recent(path)
        except OSError:
            log.exception("could not update recent files")
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        self.setWindowTitle(self._title())
        return True

    def open_game(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open game"), self._dialog_dir(), open_filter()
        )
        if path:
            self.load_path(Path(path))

    def load_path(self, path: Path, *, quiet: bool = False, resumed: bool = False) -> bool:
        """Open a saved game; `resumed`: it is the autosave, not a file of the player's."""
        from ..persistence.recent import add_recent
        from ..persistence.saves import SaveError, load_save

        try:
            loaded = load_save(path, self.registry)
        except SaveError as exc:
            message = self.save_error_text(exc)
            self.last_error = message
            if not quiet:
                QMessageBox.warning(self, self.tr("Open game"), message)
            self.statusBar().showMessage(message, 10000)
            return False
        session = loaded.session
        spec = self.registry.get(session.config.game_id)
        if resumed:
            # The autosave file is ours, not the player's: the title names the
            # game and says "resumed", Save asks for a name, and the file stays
            # out of the recent list.
            self.install_session(spec, session)
            self._resumed = True
            self.setWindowTitle(self._title())
        else:
            self.install_session(spec, session, save_path=path)
            try:
                add_recent(path)
            except OSError:
                log.exception("could not update recent files")
            self._opened(path)
        if loaded.info.lost_moves:
            self._lost_moves(path, loaded.info.lost_moves, quiet=quiet)
        return True

    def _lost_moves(self, path: Path, count: int, *, quiet: bool) -> None:
        """An autosave cut short loads without its last moves: say so, never silently."""
        from ..persistence.saves import LOST_MOVES_TEXT

        message = QCoreApplication.translate("SaveErrors", LOST_MOVES_TEXT, None, count).format(
            file=path.name
        )
        self.statusBar().showMessage(message, 15000)
        if not quiet:
            QMessageBox.warning(self, self.tr("Open game"), message)

    def _opened(self, path: Path) -> None:
        """Say what was opened (not the "Saved to" of before); a finished game
        opens with its end-of-game window, so Replay and Rematch are at hand."""
        if self.controller is None or not self.controller.session.is_over():
            self.statusBar().showMessage(self.tr("Opened {file}.").format(file=path.name), 8000)
            return
        self.statusBar().showMessage(
            self.tr("Opened {file}: this game is over.").format(file=path.name), 8000
        )
        from .end_of_game import show_end_of_game

        self.game_started_at = None  # no playing time: the clock did not run in the file
        self.end_window = show_end_of_game(self)

    def write_error_text(self, error: Exception, path: Path) -> str:
        from ..persistence.atomic import KEPT_TEXT, WRITE_ERROR_TEXTS, SaveWriteError

        kept = False
        if isinstance(error, SaveWriteError):
            key, params, kept = error.reason_key, error.params, error.kept
        else:
            key, params = "write_failed", {"file": path.name, "detail": str(error)}
        english = WRITE_ERROR_TEXTS.get(key, WRITE_ERROR_TEXTS["write_failed"])
        line = QCoreApplication.translate("SaveErrors", english).format_map(
            {"file": path.name, "detail": "", "folder": "", **params}
        )
        if kept:  # only when there was a previous file
            line += " " + QCoreApplication.translate("SaveErrors", KEPT_TEXT)
        return line

    def save_error_text(self, error: Any) -> str:
        from ..persistence.saves import SAVE_ERROR_TEXTS

        english = SAVE_ERROR_TEXTS.get(error.reason_key)
        if english is None:
            return str(error)
        params = dict(error.params)
        if error.reason_key == "illegal_action":
            # the rules' refusal in words, not its key ("not_your_turn")
            params["reason"] = self._refusal_in_save(error)
        if error.reason_key == "rules_version_mismatch" and isinstance(params.get("game"), str):
            params["game"] = QCoreApplication.translate("Games", params["game"])
        try:
            return QCoreApplication.translate("SaveErrors", english).format(**params)
        except (KeyError, IndexError):
            return QCoreApplication.translate("SaveErrors", english)

    @staticmethod
    def _refusal_in_save(error: Any) -> str:
        """Why the rules refused a move of a damaged save, in the current language."""
        from ..persistence.saves import UNREADABLE_MOVE_TEXT

        refusal = getattr(error, "refusal", None)
        module = getattr(error, "texts_module", "")
        if refusal is not None and module:
            config = getattr(error, "config", None)
            try:
                texts = GameTexts(module, config.seats if config is not None else ())
            except ImportError:
                log.exception("no texts module %r", module)
            else:
                if refusal.reason_key in getattr(texts.module, "REASONS", {}):
                    return texts.reason(refusal)
        return QCoreApplication.translate("SaveErrors", UNREADABLE_MOVE_TEXT)

    def _fill_recent(self) -> None:
        from ..persistence.recent import load_recent

        self.recent_menu.clear()
        files = load_recent()
        if not files:
            empty = self.recent_menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
            return
        for file in files:
            action = self.recent_menu.addAction(str(file))
            action.triggered.connect(lambda _=False, f=file: self.load_path(Path(f)))

    def continue_game(self, path: str, autosave: bool) -> bool:
        """The first screen's Continue: the autosave (resumed) or the last save."""
        loaded = self.load_path(Path(path), resumed=autosave)
        if not loaded and autosave:
            from ..persistence.autosave import clear

            clear()  # it cannot be resumed: not offered again
            self.welcome.refresh_saves()
        return loaded

    def _open_recent(self, path: str) -> None:
        if not self.load_path(Path(path)):
            self.welcome.refresh_saves()  # what cannot be opened now may be gone from the list

    def _language(self) -> str:
        return self.translator.current if self.translator is not None else "en"

    def offer_resume(self) -> None:
        """Ask whether to resume the unfinished game found in the autosave."""
        from ..persistence.autosave import clear, find_unfinished

        path = find_unfinished()
        if path is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Resume game"),
            self.tr("An unfinished game was saved automatically. Resume it?"),
        )
        if answer == QMessageBox.StandardButton.Yes:
            if not self.load_path(path, resumed=True):
                clear()
        else:
            clear()

    def seats_renamed(self, events: Sequence[tuple[Event, ...]]) -> None:
        """The session's seats have new names (a joiner's window: a seat taken
        by its person, the host's default names in a new language): the log,
        the board and the table say them from now on."""
        if self.controller is None or self.texts is None:
            return
        seats = self.controller.seats
        self.texts.seats = tuple(seats)
        self.game_log.rebuild(events)
        if self.scene is not None:
            self.scene.set_players(seats, self.scene.seat_colours, self.scene.seat_markers)
        self.refresh()

    def _install_board(self, spec: GameSpec, seats: Sequence[Seat]) -> None:
        """A new board scene for `spec`, in the current colours, shown in the view."""
        board_module = importlib.import_module(spec.board_module)
        scene: BoardScene = board_module.make_board(self)
        scene.set_players(
            seats,
            [PALETTE[s.colour % len(PALETTE)].qcolor for s in seats],
            [PALETTE[s.colour % len(PALETTE)].marker for s in seats],
        )
        scene.action_chosen.connect(self.choose_action)
        scene.choose_among.connect(self._choose_among)
        scene.refused_click.connect(self._refused_click)
        if self.texts is not None:
            scene.action_text = self.texts.action
        scene.cursor_changed.connect(self.actions_panel.set_cursor_text)
        scene.rules_requested.connect(lambda section: self.open_rules(spec.game_id, section))
        scene.pieces.animate = self.settings.animations and animations_allowed()
        scene.instant_speed = self.settings.bot_delay_ms == 0
        if self.controller is not None:
            self.controller.animation_wait = scene.pieces.remaining_ms
        old = self.scene
        self.scene = scene
        self.view.setScene(scene)
        self.overlay_menu.install(scene)
        if old is not None:
            old.deleteLater()

    def redraw_board(self) -> None:
        """Draw the board anew from scratch (after the colours or text size changed)."""
        if self.spec is None or self.controller is None or self.scene is None:
            return
        transform = self.view.transform()
        centre = self.view.mapToScene(self.view.viewport().rect().center())
        # A keyboard player on a Your move button keeps the focus on the
        # decision: the redraw makes the buttons anew (playtest: after Settings
        # ▸ Colour vision the focus went to the board or nowhere).
        focused = QApplication.focusWidget()
        on_decision = focused is not None and focused is decision_widget(self)
        session = self.controller.session
        seats = session.config.seats
        self._install_board(self.spec, seats)
        if self.texts is not None:  # the plot's and the table's player colours too
            self.stats.set_game(
                session.rules,
                self.texts.context,
                [s.name for s in seats],
                [PALETTE[s.colour % len(PALETTE)].qcolor for s in seats],
            )
        self.players.restyle()
        self.refresh()
        self.view.setTransform(transform)
        self.view.centerOn(centre)
        if on_decision or QApplication.focusWidget() is None:
            focus_next_decision(self)

    # -- settings ---------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        if self.translator is not None:
            code = self.translator.switch(code)
        self.settings = self.settings.replace(language=code)
        self.persist_settings()
        self._update_language_checks()

    def _update_language_checks(self) -> None:
        current = self.translator.current if self.translator is not None else "en"
        for code, action in self.language_actions.items():
            action.setChecked(code == current)

    def set_bot_delay(self, delay: int) -> None:
        self.settings = self.settings.replace(bot_delay_ms=delay)
        if self.controller is not None:
            self.controller.bot_delay_ms = delay
        if self.scene is not None:
            self.scene.instant_speed = delay == 0
        self.persist_settings()

    def _toggle_animations(self, checked: bool) -> None:
        self.settings = self.settings.replace(animations=checked)
        if self.scene is not None:
            self.scene.pieces.animate = checked and animations_allowed()
        self.persist_settings()

    def _toggle_free_undo(self, checked: bool) -> None:
        self.settings = self.settings.replace(free_undo=checked)
        if self.controller is not None:
            self.controller.free_undo = checked
        self.persist_settings()
        self.refresh()

    def persist_settings(self) -> None:
        """Write the settings file (the display settings part calls it too)."""
        try:
            save_settings(self.settings)
        except Exception:
            log.exception("could not save the settings")

    # -- help --------------------------------------------------------------------
    def open_rules(self, game_id: str | None = None, section_id: str | None = None) -> None:
        from .rules_browser import RulesBrowser

        if self._rules_dialog is None:
            dialog = QDialog(self)
            dialog.setObjectName("rules_dialog")
            layout = QVBoxLayout(dialog)
            browser = RulesBrowser(self.registry, dialog)
            layout.addWidget(browser)
            dialog.resize(900, 700)
            dialog.browser = browser  # type: ignore[attr-defined]
            browser.try_requested.connect(self.start_practice)
            self._rules_dialog = dialog
        dialog = self._rules_dialog
        dialog.setWindowTitle(self.tr("Rules"))
        game = (
            game_id
            or (self.spec.game_id if self.spec else None)
            or next(iter(self.registry.ids()), None)
        )
        if game is not None:
            dialog.browser.open_rules(game, section_id)  # type: ignore[attr-defined]
        dialog.show()
        dialog.raise_()

    def about(self) -> None:
        from .about_dialog import show_about

        show_about(self)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.view.fit)
        self.stats.load_after_first_paint(self)
        if self.controller is None:
            from .first_paint import after_first_paint

            # the pictures not in the cache are drawn once the window is on the screen
            after_first_paint(self, self.welcome.draw_missing_pictures)
            if QApplication.focusWidget() is None:
                self.welcome.focus_first()
