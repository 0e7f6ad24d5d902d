"""The language list and locale mapping (no Qt needed)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from elasund_desktop.i18n.languages import (
    CODES,
    LANGUAGES,
    TRANSLATED,
    is_supported,
    native_name,
    system_language,
)


def test_languages_in_menu_order_with_native_names() -> None:
    assert LANGUAGES == (
        ("en", "English"),
        ("it", "Italiano"),
        ("da", "Dansk"),
        ("uk", "Українська"),
        ("hu", "Magyar"),
    )
    assert CODES == ("en", "it", "da", "uk", "hu")
    assert TRANSLATED == ("it", "da", "uk", "hu")
    assert native_name("uk") == "Українська"
    assert is_supported("hu") and not is_supported("de")


@pytest.mark.parametrize(
    ("locale_name", "code"),
    [
        ("hu_HU", "hu"),
        ("it_IT.UTF-8", "it"),
        ("it_CH", "it"),
        ("da_DK@euro", "da"),
        ("uk-UA", "uk"),
        ("UK_ua", "uk"),
        ("en_GB", "en"),
        ("da", "da"),
        ("de_DE", "en"),
        ("C", "en"),
        ("POSIX", "en"),
        ("", "en"),
        ("  ", "en"),
    ],
)
def test_system_language_maps_locale_to_supported_code(locale_name: str, code: str) -> None:
    assert system_language(locale_name) == code


def test_languages_module_is_qt_free() -> None:
    code = (
        "import sys, elasund_desktop.i18n.languages, elasund_desktop.i18n.retranslate; "
        "bad = [n for n in sys.modules if n.startswith('PySide6')]; "
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
