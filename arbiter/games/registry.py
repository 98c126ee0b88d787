"""Which game a record plays, and the games the arbiter knows.

A file names its game with ``[Jeu "…"]``; without it, the game is trictrac. Games shipped with
the arbiter are imported lazily from ``BUILTIN`` (a key and the module that defines ``GAME``),
so a ruling of trictrac never pays for another game; tests and plug-ins may :func:`register`
more.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.games.bundle import Game
    from arbiter.notation.record import CoupRecord

DEFAULT = "trictrac"
HEADER = "Jeu"
BUILTIN: dict[str, str] = {
    "trictrac": "arbiter.games.trictrac.bundle",
    "jacquet": "arbiter.games.jacquet.bundle",
}

_REGISTERED: dict[str, Game] = {}


def register(game: Game) -> None:
    """Make ``game`` known under its key (replacing a game of the same key)."""
    _REGISTERED[game.key] = game


def unregister(key: str) -> None:
    _REGISTERED.pop(key, None)


def known_games() -> tuple[str, ...]:
    return tuple(dict.fromkeys([*BUILTIN, *_REGISTERED]))


def get_game(key: str) -> Game:
    """The game of this key; KeyError when the arbiter knows none."""
    if key not in _REGISTERED:
        if key not in BUILTIN:
            raise KeyError(key)
        _REGISTERED[key] = import_module(BUILTIN[key]).GAME
    return _REGISTERED[key]


def game_key(record: CoupRecord) -> str:
    """The key of the game the record names (``[Jeu "…"]``), trictrac when it names none."""
    value = record.header(HEADER)
    return value.strip().lower() if value else DEFAULT
