"""The marque: points, trous and bredouilles of both sides.

Points are counted with jetons on the flèches (0 to 10, always even), trous with the fichet
(a partie en douze trous ends at 12). A *bredouille* is a series of points (or of trous: the
*pavillon*) taken without the opponent marking anything in between; it doubles what it wins.
These are plain values: the arithmetic of marking lives with each game's rules.
"""

from __future__ import annotations

from dataclasses import replace

from arbiter.board import Problem
from arbiter.colour import BOTH, Colour
from arbiter.i18n import Msg
from arbiter.value import Value, value_class

POINTS_PER_TROU = 12
TROUS_PER_PARTIE = 12


@value_class
class SideScore(Value):
    """One side's marks. ``bredouille``: his points so far were taken without interruption."""

    points: int = 0
    trous: int = 0
    bredouille: bool = False
    pavillon: bool = False

    def evolve(self, **changes: object) -> SideScore:
        return replace(self, **changes)  # type: ignore[arg-type]

    def as_dict(self) -> dict[str, object]:
        return {"points": self.points, "trous": self.trous,
                "bredouille": self.bredouille, "pavillon": self.pavillon}


@value_class
class Score(Value):
    """Both sides' marks at one moment (points, trous, bredouille, pavillon)."""

    blanc: SideScore = SideScore()
    noir: SideScore = SideScore()

    def of(self, colour: Colour) -> SideScore:
        return self.blanc if colour is Colour.BLANC else self.noir

    def with_side(self, colour: Colour, side: SideScore) -> Score:
        if colour is Colour.BLANC:
            return Score(side, self.noir)
        return Score(self.blanc, side)

    def as_dict(self) -> dict[str, dict[str, object]]:
        return {c.value: self.of(c).as_dict() for c in BOTH}


def score_problems(score: Score) -> list[Problem]:
    """Marks that cannot stand on a tablier (odd points, 12 points or more, >12 trous)."""
    problems = []
    for colour in BOTH:
        side = score.of(colour)
        if not 0 <= side.points < POINTS_PER_TROU or side.points % 2:
            problems.append(Problem(
                "points",
                Msg(f"{colour} : {side.points} points ne se marquent pas (0 à 10, nombre pair)",
                    f"{colour}: {side.points} points cannot be marked (0 to 10, even)"),
                colour))
        if not 0 <= side.trous < TROUS_PER_PARTIE:
            problems.append(Problem(
                "trous",
                Msg(f"{colour} : {side.trous} trous ne se marquent pas (0 à 11)",
                    f"{colour}: {side.trous} trous cannot be marked (0 to 11)"),
                colour))
        if side.bredouille and side.points == 0:
            problems.append(Problem(
                "bredouille",
                Msg(f"{colour} : bredouille sans points marqués",
                    f"{colour}: bredouille with no points marked"),
                colour))
    if score.blanc.bredouille and score.noir.bredouille:
        problems.append(Problem(
            "bredouille",
            Msg("les deux joueurs ne peuvent être en bredouille à la fois",
                "both players cannot be in bredouille at once")))
    return problems
