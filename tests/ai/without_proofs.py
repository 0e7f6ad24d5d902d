"""Switching off the search's proven wins (ai/search.py), for the tests that show
what a level would play without the exact checks: with proven wins in the tree
the search itself finds many of the wins and hand-overs that tactics.py sees."""

from __future__ import annotations

import pytest

from elasund_desktop.ai import search


def without_proofs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PROVEN_WINS", False)
