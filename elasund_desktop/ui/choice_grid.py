"""A grid of equally wide buttons that takes as many columns as fit.

The Your move panel shows a group of choices of one kind (Catan's discards,
the resource to take from the bank) under one heading, each button named by
what tells it apart ("wool"), so that five of them take two rows instead of
five squeezed ones at 1280×720 (issue 25).  The columns follow the width the
panel gives: as many as the widest button fits, then balanced over the rows
(five buttons: three and two, not four and one).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class ChoiceGridLayout(QLayout):
    """Items in equal columns, as many as fit the width; rows as tall as their
    tallest item at the column's width (a button's words may wrap)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    # -- QLayout's item list ------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # -- geometry ---------------------------------------------------------------------
    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def columns_for(self, width: int) -> int:
        """How many columns `width` holds (at least one), balanced over the rows."""
        items = self._shown()
        if not items:
            return 1
        cell = max(item.sizeHint().width() for item in items)
        fit = max(1, min(len(items), (width + self._spacing) // (cell + self._spacing)))
        rows = -(-len(items) // fit)
        return -(-len(items) // rows)

    def _rows(self, width: int) -> tuple[int, int, list[int]]:
        """(columns, column width, each row's height) at `width`."""
        items = self._shown()
        columns = self.columns_for(width)
        column_width = max(1, (width - (columns - 1) * self._spacing) // columns)
        heights = []
        for start in range(0, len(items), columns):
            row = items[start : start + columns]
            heights.append(
                max(
                    item.heightForWidth(column_width)
                    if item.hasHeightForWidth()
                    else item.sizeHint().height()
                    for item in row
                )
            )
        return columns, column_width, heights

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        margins = self.contentsMargins()
        inner = width - margins.left() - margins.right()
        _columns, _width, heights = self._rows(inner)
        spacing = self._spacing * max(0, len(heights) - 1)
        return sum(heights) + spacing + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        items = self._shown()
        if not items:
            return QSize(0, 0)
        cell = max(item.sizeHint().width() for item in items)
        # Up to three a row: the dock's width is the players table's, not ours.
        columns = min(3, len(items))
        width = columns * cell + (columns - 1) * self._spacing
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:
        items = self._shown()
        if not items:
            return QSize(0, 0)
        width = max(item.minimumSize().width() for item in items)
        height = max(item.minimumSize().height() for item in items)
        return QSize(width, height)

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        margins = self.contentsMargins()
        inner = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        columns, column_width, heights = self._rows(inner.width())
        y = inner.top()
        items = self._shown()
        for row, height in enumerate(heights):
            for column, item in enumerate(items[row * columns : (row + 1) * columns]):
                x = inner.left() + column * (column_width + self._spacing)
                item.setGeometry(QRect(x, y, column_width, height))
            y += height + self._spacing
