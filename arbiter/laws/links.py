"""The code's side of the link between laws and code: which function applies which law.

``@applies("guiton.III.dames-touchees")`` on a function records that it applies that law;
:func:`declare` does the same for laws a module cites from data (a game's rules give the law of
each violation and of each earned item). With the ``games`` field of each law in the law base,
the link runs both ways: from a law one finds the code that applies it and the games it belongs
to, and a test fails on any law said to be applied that no code declares.

This module imports nothing of the arbiter, so any module may use it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])

APPLIED: dict[str, list[str]] = {}
"""Law id -> the qualified names of the functions (or modules) that declare applying it."""


def declare(where: str, *law_ids: str) -> None:
    """Record that ``where`` (a module or function name) applies ``law_ids``."""
    for law_id in law_ids:
        users = APPLIED.setdefault(law_id, [])
        if where not in users:
            users.append(where)


def applies(*law_ids: str) -> Callable[[F], F]:
    """Decorator: the function applies these laws (it is returned unchanged)."""

    def mark(function: F) -> F:
        declare(f"{function.__module__}.{function.__qualname__}", *law_ids)
        return function

    return mark


def applied_by(law_id: str) -> tuple[str, ...]:
    """Where the code declares applying ``law_id`` (once the modules are imported)."""
    return tuple(APPLIED.get(law_id, ()))
