"""The rules browser: each game's rules in the chosen language.

English sections live in each game's Qt-free `rules_text` module (SECTIONS of
`RulesSection`, marked with QT_TRANSLATE_NOOP in context "<Title>Rules"); the
browser translates titles and bodies when it shows them, so a language switch
re-renders everything.  The main window puts the widget in a dialog or dock and
calls `open_rules(game_id, section_id)` for "?" links on the board.
"""

from __future__ import annotations

import html
import importlib
import logging
import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QFontMetrics, QImage
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games import GameSpec, Registry
from ..i18n.rules_text import RulesSection, rules_context
from ..lessons.situations import GameSituations, situations_of
from .situation_picture import PICTURE_WIDTH

log = logging.getLogger(__name__)

SECTION_ROLE = Qt.ItemDataRole.UserRole
# Links between sections inside a body: <a href="section:setup">…</a>
SECTION_SCHEME = "section"
# A section's pictures (lessons/situations.py): <img src="situation:ID">, and the
# link that opens the situation on a practice board: <a href="try:ID">
PICTURE_SCHEME = "situation"
TRY_SCHEME = "try"

_TAG = re.compile(r"<[^>]+>")
_TABLE = re.compile(r"<table\b([^>]*)>", re.IGNORECASE)
_PADDING = re.compile(r"\s*cellpadding\s*=\s*\"?\d+\"?", re.IGNORECASE)
CELL_PADDING = 6  # pixels between a table cell's border and its text
CONTENTS_WIDTH = 240  # the contents tree's narrowest starting width
CONTENTS_SHARE = 0.30  # ... and its widest, as a share of the browser's width


def padded_tables(rich: str) -> str:
    """Every <table> of a section with room around the text of its cells (the
    rules texts' tables had none or 3 pixels, and their words touched the lines)."""

    def pad(match: re.Match[str]) -> str:
        attributes = _PADDING.sub("", match.group(1))
        if "border" not in attributes.lower():
            attributes += ' border="1" cellspacing="0"'
        return f'<table{attributes} cellpadding="{CELL_PADDING}">'

    return _TABLE.sub(pad, rich)


def plain_text(rich: str) -> str:
    """The text of a simple-HTML fragment, for searching."""
    return html.unescape(_TAG.sub(" ", rich))


class RulesText(QTextBrowser):
    """The section's text; its situation pictures are drawn by the game's board on demand."""

    def __init__(self, browser: RulesBrowser) -> None:
        super().__init__(browser)
        self._browser = browser

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        url = QUrl(name) if isinstance(name, str) else name
        if url.scheme() == PICTURE_SCHEME:
            image = self._browser.situation_image(url.path())
            if image is not None:
                return image
        return super().loadResource(kind, name)


class WrappedTitles(QStyledItemDelegate):
    """Rows as tall as their titles wrapped at the contents' width: the
    contents take at most CONTENTS_SHARE of the browser, and a long title
    ("Longest Road and Largest Army" in Hungarian) takes two lines instead of
    the text's width (a tree view's word wrap alone keeps one line's height)."""

    PAD = 8  # the item's text margins and focus frame, both sides together

    def __init__(self, tree: QTreeView) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        width = self.tree.viewport().width() - self.PAD
        if width <= 0:
            return hint
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        flags = int(Qt.TextFlag.TextWordWrap)
        lines = QFontMetrics(option.font).boundingRect(QRect(0, 0, width, 100_000), flags, text)
        return QSize(min(hint.width(), width), max(hint.height(), lines.height() + 4))


class RulesBrowser(QWidget):
    """Game chooser, contents tree, search box and the text of one section."""

    section_shown = Signal(str, str)  # game_id, section_id
    try_requested = Signal(str, str)  # game_id, situation id: open it on a practice board

    def __init__(self, registry: Registry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._registry = registry
        self._sections: dict[str, tuple[RulesSection, ...]] = {}
        self._game_id: str | None = None
        self._section_id: str | None = None

        self.game_box = QComboBox(self)
        self.search_edit = QLineEdit(self)
        self.search_edit.setClearButtonEnabled(True)
        self.contents = QTreeWidget(self)
        self.contents.setHeaderHidden(True)
        self.contents.setRootIsDecorated(False)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Long titles wrap onto a second line: the text, not the contents, gets
        # the width (issue 25: the contents took half the window).
        self.contents.setWordWrap(True)
        self.contents.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.contents.setUniformRowHeights(False)
        self.contents.header().setStretchLastSection(True)
        self.contents.setItemDelegate(WrappedTitles(self.contents))
        self.contents.viewport().installEventFilter(self)  # narrower: rows anew
        self.no_match_label = QLabel(self)
        self.no_match_label.setWordWrap(True)
        self.no_match_label.hide()
        self.text = RulesText(self)
        self.text.setOpenLinks(False)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.game_box)
        left_layout.addWidget(self.search_edit)
        left_layout.addWidget(self.contents, 1)
        left_layout.addWidget(self.no_match_label)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.text)
        # a wider window widens the text; the contents keep their fitted width
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.splitterMoved.connect(lambda *_: self._split_by_user())
        self.splitter.installEventFilter(self)
        self._contents_fitted = False
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)

        for spec in registry:
            self.game_box.addItem(spec.title, spec.game_id)
        self.game_box.setVisible(self.game_box.count() > 1)

        self.game_box.currentIndexChanged.connect(self._on_game_chosen)
        self.contents.currentItemChanged.connect(self._on_item_changed)
        self.search_edit.textChanged.connect(self._apply_filter)
        self.text.anchorClicked.connect(self._on_anchor)

        self.retranslate_ui()
        if self.game_box.count():
            self._show_game(self.game_box.itemData(0))
            self._show_first_visible()

    # -- public API ----------------------------------------------------------
    def open_rules(self, game_id: str, section_id: str | None = None) -> bool:
        """Show `game_id`'s rules at `section_id` (the first section if None).

        Returns False (and shows the first section) when the section is unknown.
        """
        if game_id not in self._registry:
            log.warning("no rules for unknown game %r", game_id)
            return False
        index = self.game_box.findData(game_id)
        if index >= 0 and index != self.game_box.currentIndex():
            self.game_box.blockSignals(True)
            self.game_box.setCurrentIndex(index)
            self.game_box.blockSignals(False)
        if game_id != self._game_id:
            self._show_game(game_id)
        if section_id is None:
            return self._show_first_visible()
        if self.search_edit.text() and section_id not in self.visible_section_ids():
            self.search_edit.clear()
        item = self._item_for(section_id)
        if item is None:
            log.warning("game %r has no rules section %r", game_id, section_id)
            self._show_first_visible()
            return False
        self.contents.setCurrentItem(item)
        self._show_section(section_id)
        return True

    def current_game(self) -> str | None:
        return self._game_id

    def current_section(self) -> str | None:
        return self._section_id

    def sections(self, game_id: str | None = None) -> tuple[RulesSection, ...]:
        """The (English) sections of a game; () when its rules text cannot be loaded."""
        game = game_id if game_id is not None else self._game_id
        if game is None:
            return ()
        if game not in self._sections:
            self._sections[game] = self._load_sections(self._registry.get(game))
        return self._sections[game]

    def visible_section_ids(self) -> list[str]:
        """The section ids the contents tree shows under the current search."""
        return [item.data(0, SECTION_ROLE) for item in self._items() if not item.isHidden()]

    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.contents.topLevelItem(i) for i in range(self.contents.topLevelItemCount()))
        return [item for item in items if item is not None]

    def set_search(self, text: str) -> None:
        self.search_edit.setText(text)

    # -- loading --------------------------------------------------------------
    @staticmethod
    def _load_sections(spec: GameSpec) -> tuple[RulesSection, ...]:
        try:
            module = importlib.import_module(spec.rules_text_module)
            sections: Sequence[RulesSection] = module.SECTIONS
        except (ImportError, AttributeError) as exc:
            log.warning("cannot load the rules of %s: %s", spec.game_id, exc)
            return ()
        return tuple(sections)

    def _context(self) -> str:
        if self._game_id is None:
            return ""
        return rules_context(self._registry.get(self._game_id).title)

    def _tr(self, text: str) -> str:
        return QCoreApplication.translate(self._context(), text)

    # -- showing --------------------------------------------------------------
    def _show_game(self, game_id: str) -> None:
        self._game_id = game_id
        self._section_id = None
        self.contents.blockSignals(True)
        self.contents.clear()
        for section in self.sections(game_id):
            item = QTreeWidgetItem([self._tr(section.title)])
            item.setToolTip(0, self._tr(section.title))
            item.setData(0, SECTION_ROLE, section.section_id)
            self.contents.addTopLevelItem(item)
        self.contents.blockSignals(False)
        self._apply_filter()
        self.fit_contents()
        if not self.sections(game_id):
            self.text.setHtml(
                "<p>" + html.escape(self.tr("The rules of this game are not available.")) + "</p>"
            )

    def contents_width_needed(self) -> int:
        """The width at which every section title shows whole on its line."""
        metrics = QFontMetrics(self.contents.font())
        widest = max((metrics.horizontalAdvance(i.text(0)) for i in self._items()), default=0)
        frame = 2 * self.contents.frameWidth() + self.contents.indentation() + 16
        scroll = self.contents.verticalScrollBar().sizeHint().width()
        return widest + frame + scroll

    def fit_contents(self) -> None:
        """Make the contents as wide as its longest title, within CONTENTS_SHARE of
        the browser (a longer title wraps onto more lines)."""
        total = self.splitter.width() - self.splitter.handleWidth()
        if total <= 0:
            return
        wanted = max(CONTENTS_WIDTH, self.contents_width_needed())
        left = min(wanted, int(total * CONTENTS_SHARE))
        self.splitter.setSizes([left, total - left])

    def _split_by_user(self) -> None:
        self._contents_fitted = True  # the user's own split stays

    def eventFilter(self, watched: Any, event: QEvent) -> bool:
        if watched is self.contents.viewport() and event.type() == QEvent.Type.Resize:
            self.contents.doItemsLayout()  # the titles wrap at the new width
        elif (
            watched is self.splitter
            and event.type() == QEvent.Type.Resize
            and not self._contents_fitted  # the user's own split stays
        ):
            # Fitted to every new size until the user moves the divider: the
            # first resize comes at a default size, before the dialog's own.
            self.fit_contents()
        return super().eventFilter(watched, event)

    def _show_first_visible(self) -> bool:
        visible = self.visible_section_ids()
        if not visible:
            return False
        item = self._item_for(visible[0])
        if item is not None:
            self.contents.setCurrentItem(item)
        self._show_section(visible[0])
        return True

    def _item_for(self, section_id: str) -> QTreeWidgetItem | None:
        for item in self._items():
            if item.data(0, SECTION_ROLE) == section_id:
                return item
        return None

    def _section(self, section_id: str) -> RulesSection | None:
        for section in self.sections():
            if section.section_id == section_id:
                return section
        return None

    def interpretation_note(self) -> str:
        return self.tr("House interpretation: no public source confirms these rulings.")

    def section_html(self, section: RulesSection) -> str:
        parts = [f"<h2>{html.escape(self._tr(section.title))}</h2>"]
        if section.interpretation:
            parts.append(
                '<table width="100%" cellpadding="6" bgcolor="#fff3cd"><tr><td>'
                f'<span style="color:#664d03"><b>{html.escape(self.interpretation_note())}'
                "</b></span></td></tr></table>"
            )
        parts.append(padded_tables(self._tr(section.body)))
        parts.extend(self._situations_html(section.section_id))
        return "\n".join(parts)

    # -- the rules on the board (lessons/situations.py) -----------------------------
    def _situations(self) -> GameSituations | None:
        return situations_of(self._game_id) if self._game_id is not None else None

    def _situations_html(self, section_id: str) -> list[str]:
        situations = self._situations()
        if situations is None:
            return []
        parts = []
        # no wider than the text: a picture never needs a sideways scroll bar
        width = max(200, min(PICTURE_WIDTH, self.text.viewport().width() - 40))
        for situation in situations.for_section(section_id):
            caption = QCoreApplication.translate(situations.context, situation.caption)
            try_it = self.tr("Try it on the board")
            parts.append(
                f'<p align="center"><img src="{PICTURE_SCHEME}:{situation.id}"'
                f' width="{width}"></p>'
                f"<p><i>{html.escape(caption)}</i> "
                f'<a href="{TRY_SCHEME}:{situation.id}">{html.escape(try_it)}</a></p>'
            )
        return parts

    def situation_image(self, situation_id: str) -> QImage | None:
        """The picture of one of the current game's situations (None if unknown)."""
        situations = self._situations()
        if situations is None or self._game_id is None:
            return None
        try:
            situation = situations.get(situation_id)
        except KeyError:
            log.warning("no situation %r in %s", situation_id, self._game_id)
            return None
        from .situation_picture import situation_image

        return situation_image(self._registry.get(self._game_id), situation)

    def _show_section(self, section_id: str) -> None:
        section = self._section(section_id)
        if section is None:
            return
        self._section_id = section_id
        self.text.setHtml(self.section_html(section))
        if self._game_id is not None:
            self.section_shown.emit(self._game_id, section_id)

    def _on_game_chosen(self, index: int) -> None:
        game_id = self.game_box.itemData(index)
        if isinstance(game_id, str):
            self._show_game(game_id)
            self._show_first_visible()

    def _on_item_changed(
        self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None
    ) -> None:
        if current is not None:
            self._show_section(current.data(0, SECTION_ROLE))

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == SECTION_SCHEME and self._game_id is not None:
            self.open_rules(self._game_id, url.path())
        elif url.scheme() == TRY_SCHEME and self._game_id is not None:
            self.try_requested.emit(self._game_id, url.path())

    def _apply_filter(self, *_args: object) -> None:
        needle = self.search_edit.text().strip().casefold()
        shown = 0
        for item in self._items():
            section = self._section(item.data(0, SECTION_ROLE))
            if section is None:
                continue
            haystack = f"{self._tr(section.title)}\n{plain_text(self._tr(section.body))}"
            hidden = bool(needle) and needle not in haystack.casefold()
            item.setHidden(hidden)
            shown += not hidden
        self.no_match_label.setVisible(bool(needle) and shown == 0)

    # -- language -------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.search_edit.setPlaceholderText(self.tr("Search the rules"))
        self.game_box.setToolTip(self.tr("Game"))
        self.contents.setToolTip(self.tr("Contents"))
        self.no_match_label.setText(self.tr("No section contains this text."))
        for i in range(self.game_box.count()):
            spec = self._registry.get(self.game_box.itemData(i))
            self.game_box.setItemText(i, QCoreApplication.translate("Games", spec.title))
        for item in self._items():
            section = self._section(item.data(0, SECTION_ROLE))
            if section is not None:
                item.setText(0, self._tr(section.title))
                item.setToolTip(0, self._tr(section.title))
        self._apply_filter()
        self.fit_contents()
        if self._section_id is not None:
            section = self._section(self._section_id)
            if section is not None:
                from .situation_picture import clear_cache

                clear_cache()  # the pictures' names in the new language
                self.text.setHtml(self.section_html(section))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
