"""Trictrac as a :class:`~arbiter.games.bundle.Game`: its rules, its marking of points, trous
and bredouille, the laws of conduct that judge it, its board."""

from __future__ import annotations

from arbiter.colour import Colour
from arbiter.games.bundle import Game
from arbiter.games.geometry import MIRRORED
from arbiter.games.trictrac import laws as _laws  # noqa: F401  (declares the rules' laws)
from arbiter.games.trictrac.conduct import CONDUCT
from arbiter.games.trictrac.marking import add_points
from arbiter.games.trictrac.rules import TRICTRAC
from arbiter.i18n import Msg
from arbiter.score import Score


class TrictracMarking:
    """Points, trous, bredouille (Guiton ch. III « Marque des points »)."""

    def add_points(self, score: Score, colour: Colour, points: int) -> Score:
        return add_points(score, colour, points)


GAME = Game(
    key="trictrac",
    name=Msg("trictrac", "trictrac"),
    rules=TRICTRAC,
    geometry=MIRRORED,
    marking=TrictracMarking(),
    families=("des", "dames", "ecoles", "paroles", "nombre-de-dames"),
    lois=("guiton-1822", "lebrun-1828"),
    conduct=CONDUCT,
)
