from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from elasund_desktop.persistence import paths
from elasund_desktop.persistence import settings as settings_mod
from elasund_desktop.persistence.settings import Settings, load_settings, migrate, save_settings


def test_missing_file_gives_the_defaults() -> None:
    loaded = load_settings()
    assert loaded == Settings()
    assert loaded.language is None
    assert loaded.bot_delay_ms == 600
    assert loaded.free_undo is False
    assert loaded.autosave is True


def test_round_trip_in_the_config_folder(home: Path) -> None:
    chosen = Settings(language="hu", bot_delay_ms=250, free_undo=True, autosave=False)
    path = save_settings(chosen)
    assert path == home / "config" / "settings.toml"
    assert load_settings() == chosen
    assert 'language = "hu"' in path.read_text("utf-8")


def test_system_language_is_stored_as_absent_key() -> None:
    path = save_settings(Settings(language=None, bot_delay_ms=10))
    assert "language" not in path.read_text("utf-8")
    assert load_settings() == Settings(bot_delay_ms=10)


def test_changing_a_setting_makes_a_new_object() -> None:
    base = Settings()
    changed = base.replace(language="it")
    assert base.language is None and changed.language == "it"
    with pytest.raises(AttributeError):
        base.language = "da"  # type: ignore[misc]


@pytest.mark.parametrize("content", [b"language = [unclosed", b"\xff\xfe\x00garbage", b"= 3"])
def test_corrupt_file_is_kept_aside_and_defaults_used(content: bytes) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    assert load_settings() == Settings()
    assert not path.exists()
    assert path.with_name("settings.toml.corrupt").read_bytes() == content
    save_settings(Settings(language="da"))
    assert load_settings().language == "da"


def test_bad_values_fall_back_one_by_one() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(
        'schema_version = 1\nlanguage = "../../etc"\nbot_delay_ms = "fast"\n'
        "free_undo = 1\nautosave = false\nunknown = 3\n",
        encoding="utf-8",
    )
    assert load_settings() == Settings(autosave=False)


def test_bot_delay_is_clamped() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("bot_delay_ms = 99999999\n", encoding="utf-8")
    assert load_settings().bot_delay_ms == settings_mod.BOT_DELAY_RANGE[1]


def test_migrations_run_from_the_file_schema_to_the_current_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def rename_lang(raw: dict[str, Any]) -> dict[str, Any]:
        raw["language"] = raw.pop("lang")
        return raw

    def double_delay(raw: dict[str, Any]) -> dict[str, Any]:
        raw["bot_delay_ms"] = raw["bot_delay_ms"] * 2
        return raw

    monkeypatch.setattr(settings_mod, "SCHEMA_VERSION", 3)
    monkeypatch.setattr(settings_mod, "MIGRATIONS", {1: rename_lang, 2: double_delay})
    raw = migrate({"schema_version": 1, "lang": "uk", "bot_delay_ms": 100})
    assert raw == {"schema_version": 3, "language": "uk", "bot_delay_ms": 200}
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('schema_version = 2\nbot_delay_ms = 300\nlanguage = "it"\n', "utf-8")
    assert load_settings() == Settings(language="it", bot_delay_ms=600)


def test_the_display_settings_are_read_back(home: Path) -> None:
    # Settings ▸ Animations, Colour vision and Board text size, each away from
    # its default, survive a save and a load.
    chosen = Settings(animations=False, colour_vision="red_green", board_text_size="larger")
    save_settings(chosen)
    loaded = load_settings()
    assert (loaded.animations, loaded.colour_vision, loaded.board_text_size) == (
        False,
        "red_green",
        "larger",
    )


def test_unknown_display_values_keep_their_defaults() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(
        'animations = "no"\ncolour_vision = "purple"\nboard_text_size = "huge"\n',
        encoding="utf-8",
    )
    assert load_settings() == Settings()
    # a known size name, but not a text: refused by its type first
    assert settings_mod.from_table({"board_text_size": 1.5}) == Settings()


def test_a_file_at_the_current_schema_is_not_migrated_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A migration registered for the current version (the step to a next
    # schema, written before the bump) must not touch a file already there.
    def wipe(raw: dict[str, Any]) -> dict[str, Any]:
        return {}

    monkeypatch.setattr(settings_mod, "SCHEMA_VERSION", 2)
    monkeypatch.setattr(settings_mod, "MIGRATIONS", {2: wipe})
    raw = {"schema_version": 2, "language": "uk"}
    assert migrate(dict(raw)) == raw
