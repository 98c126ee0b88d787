"""The law families of conduct the engine knows, by the names games use for them.

A :class:`~arbiter.games.bundle.Game` names the families that judge it, by key;
:func:`dispatch_for` turns those keys into the table the replay calls. Adding a family means
writing its module in the engine (handlers and hooks in a
:class:`~arbiter.engine.dispatch.LawFamily` named ``FAMILY``) and adding it here.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from arbiter.engine import (
    dame_count,
    dames,
    depart,
    dice,
    ecoles,
    jacquet_dames,
    jacquet_paroles,
)
from arbiter.engine.dispatch import Dispatch, LawFamily

if TYPE_CHECKING:
    from arbiter.games.bundle import Game

FAMILIES: dict[str, LawFamily] = {f.name: f for f in (
    dice.FAMILY, dames.FAMILY, ecoles.FAMILY, depart.FAMILY, dame_count.FAMILY,
    jacquet_paroles.FAMILY, jacquet_dames.FAMILY)}
"""Every family by its key. A game's own laws of conduct (Jacquet's words, its touched dame)
are families of the engine like the others: the game's bundle names them by key and never
imports them, so a game's package knows its board and moves, not the laws of conduct."""


def register_family(family: LawFamily) -> None:
    """Make a family written outside the engine known by its key (a plug-in, a test): the
    engine then dispatches to it like to its own."""
    FAMILIES[family.name] = family
    _dispatch.cache_clear()


def dispatch_for(game: Game) -> Dispatch:
    """The dispatch table of ``game``'s families; the dice family always comes first (a game
    is played with dice), then the others in the game's order."""
    unknown = [name for name in game.families if name not in FAMILIES]
    if unknown:
        raise ValueError(f"game {game.key!r} names unknown law families: {unknown}")
    return _dispatch(("des", *(n for n in game.families if n != "des")))


@functools.cache
def _dispatch(names: tuple[str, ...]) -> Dispatch:
    """One table per list of families, built once per process (it is immutable)."""
    return Dispatch.of(FAMILIES[name] for name in names)
