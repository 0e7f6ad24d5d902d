"""The languages the application speaks (Qt-free).

English is the source language: its only catalogue holds the plural forms
(numerus messages) of the `%n` texts.  The other codes each have
`translations/elasund_desktop_<code>.ts` and a compiled
`elasund_desktop/i18n/elasund_desktop_<code>.qm`.
"""

from __future__ import annotations

import re

SOURCE_LANGUAGE = "en"

# (code, native name), in menu order.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("it", "Italiano"),
    ("da", "Dansk"),
    ("uk", "Українська"),
    ("hu", "Magyar"),
)

CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)

# The languages that need a translation catalogue.
TRANSLATED: tuple[str, ...] = tuple(code for code in CODES if code != SOURCE_LANGUAGE)

_NATIVE: dict[str, str] = dict(LANGUAGES)

# Old or alternative language codes some systems still report.
_ALIASES: dict[str, str] = {
    "dk": "da",  # a country code often mistaken for the language code
    "ua": "uk",  # likewise
}

_SPLIT = re.compile(r"[_\-.@]")


def native_name(code: str) -> str:
    """The language's own name for itself ("Dansk"); KeyError for unknown codes."""
    return _NATIVE[code]


def is_supported(code: str) -> bool:
    return code in _NATIVE


def system_language(locale_name: str) -> str:
    """Map a locale name such as "hu_HU", "uk-UA", "it_IT.UTF-8" or "da" to a code.

    Unknown or empty locales ("C", "POSIX", "de_DE") give English.
    """
    name = locale_name.strip()
    if not name:
        return SOURCE_LANGUAGE
    language = _SPLIT.split(name, maxsplit=1)[0].lower()
    language = _ALIASES.get(language, language)
    return language if language in _NATIVE else SOURCE_LANGUAGE
