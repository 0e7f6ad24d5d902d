"""Checks of an action's arguments (Qt-free): malformed arguments are refused
with `bad_arguments` before any rule is looked at."""

from __future__ import annotations

from typing import Any

from elasund_desktop.engine.rules import IllegalAction

from . import data as D  # noqa: N812


def _square_arg(args: tuple[Any, ...]) -> int:
    """Validate (col, row) action args and turn them into a square."""
    if len(args) != 2:
        raise IllegalAction("bad_arguments")
    col, row = args
    if (
        not isinstance(col, int) or isinstance(col, bool) or not isinstance(row, int)
        or isinstance(row, bool) or row not in D.ROW_INDEX or not 0 <= col < D.GRID_COLS
    ):
        raise IllegalAction("bad_arguments")
    return D.sq(col, row)


def _int_arg(args: tuple[Any, ...]) -> int:
    if len(args) != 1 or not isinstance(args[0], int) or isinstance(args[0], bool):
        raise IllegalAction("bad_arguments")
    return int(args[0])


def _str_arg(args: tuple[Any, ...]) -> str:
    if len(args) != 1 or not isinstance(args[0], str):
        raise IllegalAction("bad_arguments")
    return args[0]


def _no_args(args: tuple[Any, ...]) -> None:
    if args:
        raise IllegalAction("bad_arguments")
