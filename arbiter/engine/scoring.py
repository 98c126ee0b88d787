"""What the engine needs to know about marking: the arithmetic of points, trous, bredouille.

The arithmetic itself belongs to the game (trictrac counts trous in bredouille; jacquet has no
trous); this adapter asks the game for it and derives, for a coup, what each side's correct
marking would be, which the écoles are measured against.
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter.colour import Colour
from arbiter.engine.window import Owed, Window
from arbiter.ruling import EarnedItem
from arbiter.score import POINTS_PER_TROU, Score
from arbiter.value import Value, value_class

AddPoints = Callable[[Score, Colour, int], Score]


@value_class
class Marking(Value):
    """Marking arithmetic of one game, plus the expectations the écoles are measured against."""

    add_points: AddPoints

    def correct(self, score: Score, items: tuple[EarnedItem, ...]) -> Score:
        """The marks after the throw's items are all marked in their order (thrower first,
        then what he gives à faux, impuissance last: Guiton ch. III « Marque des points »)."""
        for item in items:
            if item.points:
                score = self.add_points(score, item.beneficiary, item.points)
        return score

    def window(self, score: Score, colour: Colour, items: tuple[EarnedItem, ...],
               turn: int = 0) -> Window:
        """``colour``'s window for a throw whose ``items`` are marked from ``score``: what he is
        owed, in points and in trous. ``turn`` is the turn whose marks are his for this coup,
        given when the window is made, as it never changes after."""
        mine = tuple(i for i in items if i.beneficiary is colour)
        due = sum(i.points for i in mine)
        before = score.of(colour).trous
        after = self.correct(score, items).of(colour).trous
        events = _trou_events(score.of(colour).points, due)
        weight = max(1, round((after - before) / events)) if events else (
            2 if score.of(colour).bredouille or score.of(colour).points == 0 else 1)
        return Window(Owed(side=colour, items=mine, due=due, trou_weight=weight,
                           expected_trous=after - before, expected_events=events),
                      turn=turn)


def _trou_events(points: int, gained: int) -> int:
    return (points + gained) // POINTS_PER_TROU
