"""A Qt-free QT_TRANSLATE_NOOP.

`pyside6-lupdate` finds calls by name, so tables of English texts (rules
sections, option labels) can be marked for translation without importing Qt.
The UI translates them later with QCoreApplication.translate(context, text).
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # lupdate looks for this name
    del context
    return source
