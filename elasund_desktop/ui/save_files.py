"""The file dialogs' filter for saves: our own extension, and the old one when opening."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..credits import OLD_SAVE_EXTENSIONS, SAVE_EXTENSION


def _patterns(extensions: tuple[str, ...]) -> str:
    return " ".join(f"*{ext}" for ext in extensions)


def open_filter() -> str:
    """Saves written before the .elasund type existed end in .json and still open."""
    return QCoreApplication.translate("SaveFiles", "Saved games ({patterns})").format(
        patterns=_patterns((SAVE_EXTENSION, *OLD_SAVE_EXTENSIONS))
    )


def save_filter() -> str:
    return QCoreApplication.translate("SaveFiles", "Saved games ({patterns})").format(
        patterns=_patterns((SAVE_EXTENSION,))
    )
