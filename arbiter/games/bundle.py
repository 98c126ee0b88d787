"""A game as one value: its rules, its marking, the laws of conduct that judge it, its board.

The engine, the notation's checks and the renderers ask a :class:`Game` for everything that
differs between games, so none of them names a game. A file chooses its game with the header
``[Jeu "…"]`` (see :mod:`arbiter.games.registry`).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.board import Position, Problem
from arbiter.games.base import GameRules, MarkingRules
from arbiter.games.geometry import Geometry
from arbiter.i18n import Msg

NEEDS_MARKING = frozenset({"ecoles", "paroles"})
"""Law families that judge marks: a game without points cannot name them."""


@dataclass(frozen=True)
class Game:
    """Everything the engine needs to know about one game.

    ``families`` names the families of laws of conduct that judge it (see
    :mod:`arbiter.engine.families`); ``marking`` is ``None`` for a game without points, which
    then opens no marking window and names no family of marking. ``lois`` are the bodies of law
    a file of this game may name.
    """

    key: str
    name: Msg
    rules: GameRules
    geometry: Geometry
    marking: MarkingRules | None
    families: tuple[str, ...]
    lois: tuple[str, ...] = ("guiton-1822",)

    def __post_init__(self) -> None:
        if self.marking is None and NEEDS_MARKING & set(self.families):
            raise ValueError(f"game {self.key!r}: the families "
                             f"{sorted(NEEDS_MARKING & set(self.families))} judge marks, and the "
                             "game has no marking")

    def position_problems(self, position: Position) -> list[Problem]:
        """What the game forbids outright in a position (the rules say)."""
        return self.rules.position_problems(position)
