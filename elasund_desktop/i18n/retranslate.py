"""Re-translating objects that receive no QEvent.LanguageChange (Qt-free).

Widgets retranslate themselves in `changeEvent`.  Scene items, item models,
pyqtgraph labels and other non-widgets register here once (the idea of
Frescobaldi's `app.translateUI`); the TranslatorManager calls
`retranslate_all()` after every language switch.  Only weak references are
kept, so registering never keeps an object alive.
"""

from __future__ import annotations

import logging
import weakref
from typing import Protocol, runtime_checkable

log = logging.getLogger(__name__)


@runtime_checkable
class Retranslatable(Protocol):
    def retranslate(self) -> None: ...


_registry: list[weakref.ref[Retranslatable]] = []


def _alive() -> list[Retranslatable]:
    objects: list[Retranslatable] = []
    keep: list[weakref.ref[Retranslatable]] = []
    for ref in _registry:
        obj = ref()
        if obj is not None:
            objects.append(obj)
            keep.append(ref)
    _registry[:] = keep
    return objects


def register(obj: Retranslatable, *, now: bool = False) -> None:
    """Retranslate `obj` on every language switch (once per object; weakly held).

    With `now=True` its `retranslate()` is also called immediately, which lets
    a constructor set its texts and register in one line.
    """
    if not callable(getattr(obj, "retranslate", None)):
        raise TypeError(f"{obj!r} has no retranslate() method")
    if not any(o is obj for o in _alive()):
        _registry.append(weakref.ref(obj))
    if now:
        obj.retranslate()


def unregister(obj: Retranslatable) -> None:
    _registry[:] = [ref for ref in _registry if ref() is not obj and ref() is not None]


def registered() -> list[Retranslatable]:
    """The live registered objects, in registration order."""
    return _alive()


def retranslate_all() -> int:
    """Call `retranslate()` on every live registered object; returns how many ran.

    A Qt wrapper whose C++ object was already deleted raises RuntimeError: it
    is dropped from the registry instead of breaking the language switch.
    """
    count = 0
    for obj in _alive():
        try:
            obj.retranslate()
        except RuntimeError as exc:
            if "already deleted" not in str(exc):
                raise
            unregister(obj)
            continue
        count += 1
    return count
