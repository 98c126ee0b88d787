"""Marking arithmetic: points into trous, simple or double (bredouille), and what is wiped.

The laws (Guiton ch. I « Bredouille », « Sans bouger », « Points »; Lebrun « De la
bredouille »):

* twelve points make a trou; the trou is *double* when its twelve points were all taken
  without the opponent marking in between (bredouille);
* a side that marks from nothing starts a series, whoever else has points: the second scorer
  marks « en bredouille » with two jetons, so he too can win the trou double (Guiton fig. III:
  noir marks twelve at once after blanc and takes two trous);
* when a side marks while the other has points, the other's series is interrupted: he loses
  his bredouille (« débredouillé »);
* the winner of a trou wipes the opponent's points; what he keeps (« points de reste ») belong
  to an uninterrupted series, so the next twelve may again be double (Lebrun: A at 8 simple,
  B at 8 in bredouille, A wins 18 → the first trou simple, then twelve more in the regained
  bredouille, double: three trous and two de reste);
* twelve points taken at once while one has points is a trou « sans bouger »: the jeton stays.

The pavillon is the same idea one level up (series of trous at the partie à écrire): the side
that takes trous from none holds it, and taking trous interrupts the opponent's.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.colour import Colour
from arbiter.score import POINTS_PER_TROU, TROUS_PER_PARTIE, Score

L_BREDOUILLE = "guiton.I.bredouille"
L_SANS_BOUGER = "guiton.I.sans-bouger"
L_MARQUE = "guiton.III.marque-des-points"


@dataclass(frozen=True, slots=True)
class MarkResult:
    """What marking some points did. ``trous``: one entry per trou event, 1 (simple) or 2
    (double); ``wiped``: the side whose points the first trou wiped (None if he had none)."""

    score: Score
    colour: Colour
    points: int
    trous: tuple[int, ...]
    reste: int
    wiped: Colour | None
    debredouille: bool          # the opponent lost his bredouille by this marking
    sans_bouger: bool
    partie_finished: bool

    @property
    def trous_won(self) -> int:
        return sum(self.trous)

    @property
    def laws(self) -> tuple[str, ...]:
        out = [L_MARQUE]
        if any(t == 2 for t in self.trous) or self.debredouille:
            out.append(L_BREDOUILLE)
        if self.sans_bouger:
            out.append(L_SANS_BOUGER)
        return tuple(out)


def mark(score: Score, colour: Colour, points: int) -> MarkResult:
    """Add ``points`` to ``colour``'s marks (see the module's docstring for the laws)."""
    if points < 0:
        raise ValueError("points are never marked backwards")
    me = score.of(colour)
    other = score.of(colour.opponent)
    if points == 0:
        return MarkResult(score, colour, 0, (), me.points, None, False, False, False)
    start = me.points
    bredouille = True if start == 0 else me.bredouille
    debredouille = other.bredouille and other.points > 0
    other_bredouille = False
    total = start + points
    trous: list[int] = []
    wiped: Colour | None = None
    other_points = other.points
    my_trous, my_pavillon = me.trous, me.pavillon
    other_pavillon = other.pavillon
    while total >= POINTS_PER_TROU:
        won = 2 if bredouille else 1
        trous.append(won)
        if my_trous == 0:
            my_pavillon = True
        other_pavillon = False
        my_trous += won
        total -= POINTS_PER_TROU
        if other_points and wiped is None:
            wiped = colour.opponent
        other_points = 0
        bredouille = True       # the opponent is wiped: what follows is uninterrupted
    new_me = me.evolve(points=total, trous=my_trous, bredouille=bredouille and total > 0,
                       pavillon=my_pavillon)
    new_other = other.evolve(points=other_points, bredouille=other_bredouille,
                             pavillon=other_pavillon)
    out = score.with_side(colour, new_me).with_side(colour.opponent, new_other)
    sans_bouger = bool(trous) and start > 0 and total == start
    return MarkResult(out, colour, points, tuple(trous), total, wiped, debredouille,
                      sans_bouger, my_trous >= TROUS_PER_PARTIE)


def add_points(score: Score, colour: Colour, points: int) -> Score:
    """The engine's adapter: the score after ``colour`` marks ``points``."""
    return mark(score, colour, points).score
