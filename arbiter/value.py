"""Equality, hashing and repr for the many small immutable records of the arbiter, written once.

A frozen dataclass has its ``__eq__``, ``__hash__`` and ``__repr__`` generated for each class
when the module defining it is imported (on Python 3.11 and 3.12, one ``exec`` of generated
source per method and class). The acts of the notation and the values of a ruling are some
forty classes that every ``arbiter rule`` imports, so those methods were a large part of the
start-up (issue 21). A class that derives from :class:`Value` and is declared with
``@dataclass(frozen=True, eq=False, repr=False)`` has the same three behaviours, read from its
dataclass fields at run time: equal when of the same class with equal compared fields (a field
declared ``compare=False`` is left out, as a dataclass does), hashed on those fields, and shown
as ``Name(field=value, …)`` with the fields declared ``repr=True``. ``dataclasses.replace``,
``fields`` and ``asdict`` work as before, since these are dataclasses still.
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache
from typing import Any


@cache
def _compared(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s fields that take part in equality and hashing, in order."""
    return tuple(f.name for f in fields(cls) if f.compare)


@cache
def _shown(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s fields its repr shows, in order."""
    return tuple(f.name for f in fields(cls) if f.repr)


class Value:
    """Base of an immutable record whose dataclass leaves equality, hash and repr to it."""

    __slots__ = ()

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _compared(type(self)))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._key() == other._key()     # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in _shown(type(self)))
        return f"{type(self).__qualname__}({shown})"
