"""Trictrac (Guiton 1822, Lebrun 1828): legal plays, what a throw earns, marking arithmetic.

``TRICTRAC`` implements :class:`~arbiter.games.base.GameRules`; :func:`mark` and
:func:`add_points` do the arithmetic of points, trous and bredouille.
"""

from arbiter.games.trictrac.earnings import earnings
from arbiter.games.trictrac.marking import MarkResult, add_points, mark
from arbiter.games.trictrac.rules import (
    TRICTRAC,
    Trictrac,
    can_complete,
    check_play,
    destinations,
    legal_plays,
    position_problems,
)

__all__ = [
    "TRICTRAC",
    "MarkResult",
    "Trictrac",
    "add_points",
    "can_complete",
    "check_play",
    "destinations",
    "earnings",
    "legal_plays",
    "mark",
    "position_problems",
]
