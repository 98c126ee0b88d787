"""The many small immutable records of the arbiter, with their methods written once.

A frozen dataclass has its ``__init__``, ``__setattr__``, ``__delattr__``, ``__eq__``,
``__hash__`` and ``__repr__`` generated for each class when the module defining it is imported
(on Python 3.11 and 3.12, one ``exec`` of generated source per method and class). The acts of
the notation, the values of a ruling and the engine's tables of laws are some sixty classes that
every ``arbiter rule`` imports, and generating their methods was a fifth of the start-up of a
whole process (issue 21). A class declared with :func:`value_class` instead of ``dataclass`` is
still a dataclass (``dataclasses.fields``, ``replace`` and ``asdict`` work as before), but those
six behaviours are :class:`Value`'s, read from the class's dataclass fields at run time:

- made by keyword, or by position for the fields not declared keyword-only, with each field's
  default or default factory, then ``__post_init__`` if the class has one; a missing or unknown
  argument is a ``TypeError``, as with a dataclass;
- immutable: setting or deleting a field raises ``dataclasses.FrozenInstanceError``;
- equal when of the same class with equal compared fields (a field declared ``compare=False`` is
  left out), hashed on those fields, shown as ``Name(field=value, …)`` with its ``repr`` fields.

Each instance is made by a loop over its fields, a few microseconds slower than a generated
``__init__``; classes made by the thousand in the rules core (positions, moves, plays) keep the
generated methods of a plain dataclass.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, FrozenInstanceError, dataclass, fields
from functools import cache
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")

_Spec = tuple[tuple[str, ...], tuple[tuple[str, Any, Any], ...], tuple[tuple[str, Any, Any], ...]]


@cache
def _compared(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s fields that take part in equality and hashing, in order."""
    return tuple(f.name for f in fields(cls) if f.compare)


@cache
def _shown(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s fields its repr shows, in order."""
    return tuple(f.name for f in fields(cls) if f.repr)


@cache
def _spec(cls: type) -> _Spec:
    """How ``cls`` is made: the fields that may be given by position, in order; every field
    given as an argument, with its default and default factory (``MISSING`` when it has none);
    and the fields not given as arguments that still take a default."""
    made = [f for f in fields(cls) if f.init]
    positional = tuple(f.name for f in made if not f.kw_only)
    given = tuple((f.name, f.default, f.default_factory) for f in made)
    derived = tuple((f.name, f.default, f.default_factory) for f in fields(cls)
                    if not f.init and (f.default is not MISSING
                                       or f.default_factory is not MISSING))
    return positional, given, derived


class Value:
    """Base of an immutable record declared with :func:`value_class`."""

    __slots__ = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        cls = type(self)
        positional, given, derived = _spec(cls)
        if len(args) > len(positional):
            raise TypeError(f"{cls.__qualname__}() takes {len(positional)} positional "
                            f"arguments but {len(args)} were given")
        for name, arg in zip(positional, args, strict=False):
            if name in kwargs:
                raise TypeError(f"{cls.__qualname__}() got multiple values for argument "
                                f"{name!r}")
            kwargs[name] = arg
        put = object.__setattr__
        for name, default, factory in given:
            if name in kwargs:
                put(self, name, kwargs.pop(name))
            elif default is not MISSING:
                put(self, name, default)
            elif factory is not MISSING:
                put(self, name, factory())
            else:
                raise TypeError(f"{cls.__qualname__}() missing required argument {name!r}")
        if kwargs:
            raise TypeError(f"{cls.__qualname__}() got an unexpected keyword argument "
                            f"{next(iter(kwargs))!r}")
        for name, default, factory in derived:
            put(self, name, default if default is not MISSING else factory())
        post = getattr(self, "__post_init__", None)
        if post is not None:
            post()

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

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


class Mutable(Value):
    """Base of a record of state declared with :func:`value_class` whose fields change while
    its owner works (the replay's tables): made as a :class:`Value` is, compared on its fields,
    but its fields may be set, and it is not hashable, as a dataclass that is not frozen."""

    __slots__ = ()
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__
    __hash__ = None      # type: ignore[assignment]


@overload
def value_class(cls: type[T], /) -> type[T]: ...
@overload
def value_class(*, kw_only: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, eq_default=True)
def value_class(cls: type[T] | None = None, /, *,
                kw_only: bool = False) -> type[T] | Callable[[type[T]], type[T]]:
    """Declare ``cls``, a subclass of :class:`Value`, as an immutable dataclass whose methods
    are :class:`Value`'s (see the module's docstring); ``kw_only`` as for a dataclass. Without
    slots: making a slotted dataclass builds the class a second time, the cost this avoids."""

    def declare(c: type[T]) -> type[T]:
        if not issubclass(c, Value):
            raise TypeError(f"{c.__qualname__} must derive from Value to be declared a value")
        return dataclass(  # type: ignore[call-overload,no-any-return]
            c, init=False, eq=False, repr=False, kw_only=kw_only)

    return declare if cls is None else declare(cls)


class Owned(Value):
    """Base of a record of state with one owner, declared with :func:`value_class`, that
    changes only by its own methods, each named after what happened: setting a field from
    outside raises ``FrozenInstanceError`` as for a :class:`Value`, so that every change is
    read in the name of a transition its class defines. Compared on its fields, and not
    hashable, as its fields change."""

    __slots__ = ()
    __hash__ = None      # type: ignore[assignment]

    def _set(self, **changes: Any) -> None:
        """Change fields: for the class's own transitions only."""
        for name, value in changes.items():
            object.__setattr__(self, name, value)
