"""TranslatorManager, tr/format_key and the retranslate registry."""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QWidget

from elasund_desktop.i18n import retranslate
from elasund_desktop.i18n.translator import TranslatorManager, format_key, tr

MakeCatalogue = Callable[[str, dict[str, dict[str, str]]], Path]

TABLE = {
    "Fixture": {
        "Hello": "Ciao",
        "{player} gets {count} gold.": "{player} riceve {count} oro.",
        "Broken {x}": "Rotto {y}",
    }
}


@pytest.fixture
def manager(qapp: QCoreApplication) -> Iterator[Callable[..., TranslatorManager]]:
    made: list[TranslatorManager] = []

    def make(catalogue_dir: Path | None = None) -> TranslatorManager:
        m = TranslatorManager(qapp, catalogue_dir=catalogue_dir)
        made.append(m)
        return m

    yield make
    for m in made:
        m.switch("en")
        m.setParent(None)


def test_english_needs_no_catalogue(manager: Callable[..., TranslatorManager]) -> None:
    m = manager()
    assert m.current == "en"
    assert m.switch("en") == "en"
    assert tr("Fixture", "Hello") == "Hello"


def test_switch_installs_catalogue_and_emits_after_installing(
    manager: Callable[..., TranslatorManager], make_catalogue: MakeCatalogue, qtbot: object
) -> None:
    m = manager(make_catalogue("it", TABLE))
    seen: list[tuple[str, str]] = []
    m.language_changed.connect(lambda code: seen.append((code, tr("Fixture", "Hello"))))
    assert m.switch("it") == "it"
    assert m.current == "it"
    assert seen == [("it", "Ciao")]
    assert format_key("Fixture", "{player} gets {count} gold.", player="Ann", count=3) == (
        "Ann riceve 3 oro."
    )
    # Qt's own catalogue came too.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annulla"
    m.switch("en")
    assert tr("Fixture", "Hello") == "Hello"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert seen[-1] == ("en", "Hello")


def test_missing_catalogue_falls_back_to_english_with_a_warning(
    manager: Callable[..., TranslatorManager], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    m = manager(tmp_path)  # an empty folder: no .qm at all
    with caplog.at_level(logging.WARNING, logger="elasund_desktop.i18n.translator"):
        assert m.switch("hu") == "en"
    assert m.current == "en"
    assert "elasund_desktop_hu.qm" in caplog.text


def test_unknown_language_falls_back_to_english(
    manager: Callable[..., TranslatorManager], caplog: pytest.LogCaptureFixture
) -> None:
    m = manager()
    with caplog.at_level(logging.WARNING):
        assert m.switch("xx") == "en"
    assert "unsupported language" in caplog.text


def test_format_key_falls_back_to_english_when_translation_breaks_placeholders(
    manager: Callable[..., TranslatorManager],
    make_catalogue: MakeCatalogue,
    caplog: pytest.LogCaptureFixture,
) -> None:
    m = manager(make_catalogue("it", TABLE))
    m.switch("it")
    with caplog.at_level(logging.WARNING):
        assert format_key("Fixture", "Broken {x}", x=1) == "Broken 1"
        assert format_key("Fixture", "Not {known}") == "Not {known}"


def test_widgets_get_language_change_and_registry_objects_are_retranslated(
    manager: Callable[..., TranslatorManager], make_catalogue: MakeCatalogue, qtbot: object
) -> None:
    class Greeting(QWidget):
        def __init__(self) -> None:
            super().__init__()
            self.label = QLabel(self)
            self.changes = 0
            self.retranslate_ui()

        def retranslate_ui(self) -> None:
            self.label.setText(QCoreApplication.translate("Fixture", "Hello"))

        def changeEvent(self, event: QEvent) -> None:
            if event.type() == QEvent.Type.LanguageChange:
                self.changes += 1
                self.retranslate_ui()
            super().changeEvent(event)

    class SceneText:
        text = ""

        def retranslate(self) -> None:
            self.text = tr("Fixture", "Hello")

    widget = Greeting()
    qtbot.addWidget(widget)  # type: ignore[attr-defined]
    item = SceneText()
    retranslate.register(item, now=True)
    assert item.text == "Hello"
    m = manager(make_catalogue("it", TABLE))
    m.switch("it")
    assert item.text == "Ciao"  # synchronously, before language_changed
    qtbot.waitUntil(lambda: widget.label.text() == "Ciao")  # type: ignore[attr-defined]
    retranslate.unregister(item)


def test_registry_holds_objects_weakly_and_once() -> None:
    calls: list[str] = []

    class Item:
        def retranslate(self) -> None:
            calls.append("x")

    item = Item()
    retranslate.register(item)
    retranslate.register(item)
    assert sum(1 for o in retranslate.registered() if o is item) == 1
    retranslate.retranslate_all()
    assert calls == ["x"]
    del item
    gc.collect()
    assert not any(type(o).__name__ == "Item" for o in retranslate.registered())


def test_registry_refuses_objects_without_retranslate() -> None:
    with pytest.raises(TypeError):
        retranslate.register(object())  # type: ignore[arg-type]
