"""Jacquet (seed 004: Lalanne 2003; Lepeintre 1818 as Lebrun 1828 copies it): the second game.

``JACQUET`` implements :class:`~arbiter.games.base.GameRules` under the default body of law;
``Jacquet(regime(lois, conventions))`` under another. Besides the protocol: the position's
invariants (:func:`position_problems`), the end of a game and its value (:func:`result`), and
an :class:`Undecided` marker wherever the sources leave a point open. The geometry (each
colour's own path, blanc's ``k`` is noir's ``(k + 12) mod 24``) is in :mod:`.geometry`.
"""

from arbiter.games.jacquet.ending import GameResult, result, winner
from arbiter.games.jacquet.geometry import arrived, courier, other
from arbiter.games.jacquet.questions import Undecided
from arbiter.games.jacquet.regimes import (
    DEFAULT,
    LALANNE,
    LALANNE_AVANCE,
    LEPEINTRE,
    Regime,
    Valuation,
    regime,
)
from arbiter.games.jacquet.rules import (
    JACQUET,
    Jacquet,
    JacquetCheck,
    can_complete,
    check_play,
    considered_laws,
    destinations,
    legal_plays,
    moves_from_paths,
    position_problems,
    position_questions,
)

__all__ = [
    "DEFAULT",
    "JACQUET",
    "LALANNE",
    "LALANNE_AVANCE",
    "LEPEINTRE",
    "GameResult",
    "Jacquet",
    "JacquetCheck",
    "Regime",
    "Undecided",
    "Valuation",
    "arrived",
    "can_complete",
    "check_play",
    "considered_laws",
    "courier",
    "destinations",
    "legal_plays",
    "moves_from_paths",
    "other",
    "position_problems",
    "position_questions",
    "regime",
    "result",
    "winner",
]
