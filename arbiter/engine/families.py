"""The law families of conduct the engine knows, by the names games use for them.

A :class:`~arbiter.games.bundle.Game` names the families that judge it; :func:`dispatch_for`
turns those names into the table the replay calls. Adding a family means writing its module
(handlers and hooks in a :class:`~arbiter.engine.dispatch.LawFamily` named ``FAMILY``) and
adding it here.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from arbiter.engine import dame_count, dames, depart, dice, ecoles
from arbiter.engine.dispatch import Dispatch, LawFamily

if TYPE_CHECKING:
    from arbiter.games.bundle import Game

FAMILIES: dict[str, LawFamily] = {f.name: f for f in (
    dice.FAMILY, dames.FAMILY, ecoles.FAMILY, depart.FAMILY, dame_count.FAMILY)}


def register_family(family: LawFamily) -> None:
    """Make a game's own family known by its name (Jacquet's words, in its package): the
    engine then dispatches to it like to its own, and loads it only with that game."""
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
