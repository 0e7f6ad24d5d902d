"""Every persistence test runs with ELASUND_DESKTOP_HOME in a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from elasund_desktop.games import Registry
from elasund_desktop.persistence import paths
from tests.fixture_game import fixture_registry


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"  # the same folder the top-level conftest may have made
    monkeypatch.setenv(paths.HOME_ENV, str(folder))
    return folder


@pytest.fixture
def registry() -> Registry:
    return fixture_registry()
