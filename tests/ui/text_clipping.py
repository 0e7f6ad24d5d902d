"""Which texts of the window's docks do not get the room they need.

A label or button is clipped when its widget is smaller than the size its
text asks for (for a text that wraps, the height its lines need at the width
it was given: heightForWidth; for one that does not, its size hint), or when
the part of it that its parents let show is narrower than that: Ukrainian
Catan's hand line was laid out wider than the dock and lost its ore count
at the dock's edge.  Cut at the top or bottom by a scroll area that scrolls
that way is not clipped (the docks scroll when the window is short); nothing
in the docks scrolls sideways for a newcomer to find, so a scroll area with
a horizontal scroll bar counts.  Only widgets shown now count (a tab behind
another, or a closed dock, shows nothing to clip).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QDockWidget,
    QLabel,
    QMainWindow,
    QWidget,
)

# Pixels a text may lack before it counts as cut: rounding between the size
# hint and the layout's integer geometry.
SLACK = 1


def _needed(widget: QWidget) -> tuple[int, int]:
    """(width, height) the widget's text needs at the width it has."""
    hint = widget.sizeHint()
    if widget.hasHeightForWidth():
        # wraps: as narrow as its minimum, as tall as its lines at this width
        return widget.minimumSizeHint().width(), widget.heightForWidth(widget.width())
    return hint.width(), hint.height()


def _text(widget: QWidget) -> str:
    if isinstance(widget, QLabel):
        return widget.text()
    if isinstance(widget, QAbstractButton):
        return widget.text()
    return ""


def _scrolls_vertically(widget: QWidget) -> bool:
    """Is `widget` inside a scroll area that can scroll up and down now?"""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent.verticalScrollBar().maximum() > 0:
            return True
        parent = parent.parentWidget()
    return False


def shown_rect(widget: QWidget) -> QRect:
    """The part of `widget` its parents let show, in its own coordinates
    (QWidget.visibleRegion leaves out the part under opaque children too: a
    scroll area's viewport covers all of it)."""
    top = widget.window()
    shown = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        shown &= QRect(parent.mapTo(top, QPoint(0, 0)), parent.size())
        parent = parent.parentWidget()
    shown &= top.rect()
    return shown.translated(-widget.mapTo(top, QPoint(0, 0)))


def clipped_texts(root: QWidget) -> list[str]:
    """A line for each text under `root` that is cut, saying by how much."""
    found: list[str] = []
    for widget in root.findChildren(QWidget):
        shown = shown_rect(widget)
        if not widget.isVisible() or shown.isEmpty():
            continue
        if isinstance(widget, QAbstractScrollArea) and not isinstance(widget, QLabel):
            bar = widget.horizontalScrollBar()
            if bar.maximum() > SLACK:
                name = widget.objectName() or type(widget).__name__
                found.append(f"{name}: {bar.maximum()} px scroll sideways")
            continue
        text = _text(widget)
        if not text.strip():
            continue
        width, height = _needed(widget)
        size = widget.size()
        if isinstance(widget, QLabel) and widget.wordWrap():
            width = size.width()  # its lines are broken at the width it has
        if not _scrolls_vertically(widget):
            size.setHeight(min(size.height(), shown.height()))
        size.setWidth(min(size.width(), shown.width()))
        if width > size.width() + SLACK or height > size.height() + SLACK:
            found.append(
                f"{type(widget).__name__} {text[:60]!r}: needs {width}×{height}, "
                f"has {size.width()}×{size.height()}"
            )
    return found


def clipped_dock_texts(win: QMainWindow) -> list[str]:
    """`clipped_texts` of every dock shown now."""
    found: list[str] = []
    for dock in win.findChildren(QDockWidget):
        if dock.isVisible() and dock.widget() is not None:
            found.extend(f"{dock.objectName()}: {line}" for line in clipped_texts(dock))
    return found
