"""Forbidden blocks (bouchages) under seed 004's advanced rule II-1.

Six adjacent flèches held by one side stop the other side's dames behind them completely
(S004 §13). The original rules and Lepeintre/Lebrun forbid nothing (« il n'est mentionné aucune
interdiction de bouchage »; Lebrun even advises « fermer tous les passages »). The advanced
rules forbid two blocks:

* ``postillon``: six consecutive flèches held in front of the opponent's courier while it has
  not reached its last quarter (« le bouchage complet … du passage du postillon »). A run that
  stands behind the courier does not close its passage; before the courier has left the talon,
  the whole path in front of the talon is its passage. "Consecutive" is counted along the
  opponent's path, which crosses my flèches …, 22, 23, 0, 1, … (his 10, 11, 12, 13, …), so a
  run may wrap from my last flèches to my talon (note J-13d);
* ``premier-quadrant``: holding all six flèches of my first quadrant, talon included (0–5),
  while the opponent has dames behind it, until I have a dame on my last flèche (23), and, by
  the convention Léchalet recommends, another on the penultimate (22).

The rule bears on the position a play leaves (a block made with one number and opened with the
other closes nothing), and on blocks the play *creates*: a block already on the board before
the throw can only come from an uncorrected fault, and whether it must be opened is open
question Q10 (:mod:`arbiter.games.jacquet.questions`).
"""

from __future__ import annotations

from arbiter.board import OFF, Position
from arbiter.colour import Colour
from arbiter.games.jacquet.geometry import (
    ARRIVAL,
    FIRST_QUADRANT,
    HALF,
    LAST_FLECHE,
    arrived,
    courier,
    other,
)
from arbiter.games.jacquet.regimes import Regime

POSTILLON = "postillon"
PREMIER_QUADRANT = "premier-quadrant"


def postillon_run(position: Position, colour: Colour) -> tuple[int, ...] | None:
    """Six flèches (in ``colour``'s numbering) that ``colour`` holds in front of the
    opponent's travelling courier, or None."""
    mine = position.row(colour)
    theirs = position.row(colour.opponent)
    if arrived(theirs):
        return None
    start = courier(theirs) or 0          # his courier, or his talon before it leaves
    for first in range(start + 1, ARRIVAL + 1):
        run = tuple(other(q) for q in range(first, first + 6))
        if all(mine[f] for f in run):
            return run
    return None


def runs_of(position: Position, colour: Colour) -> frozenset[tuple[int, ...]]:
    """Every six flèches in a row along the opponent's path (his 0 to 23) that ``colour``
    holds, in ``colour``'s numbering: the bouchons of § 13, forbidden or not."""
    mine = position.row(colour)
    out = set()
    for first in range(0, ARRIVAL + 1):
        run = tuple(other(q) for q in range(first, first + 6))
        if all(mine[f] for f in run):
            out.add(run)
    return frozenset(out)


def first_quadrant_held(position: Position, colour: Colour) -> bool:
    """Does ``colour`` hold all six flèches of his first quadrant with dames of the opponent
    behind them, whether or not he is entitled to (the point II-1's second rule is about)?"""
    mine = position.row(colour)
    return all(mine[f] for f in FIRST_QUADRANT) and any(
        position.row(colour.opponent)[0:HALF])


def first_quadrant_run(position: Position, colour: Colour,
                       regime: Regime) -> tuple[int, ...] | None:
    """Flèches 0–5 if ``colour`` holds them all while it may not (S004 II-1, second rule)."""
    mine = position.row(colour)
    if not all(mine[f] for f in FIRST_QUADRANT):
        return None
    theirs = position.row(colour.opponent)
    if not any(theirs[0:HALF]):            # nothing of his behind my first quadrant
        return None
    entitled = mine[LAST_FLECHE] > 0 and (not regime.penultimate_too or
                                          mine[LAST_FLECHE - 1] > 0)
    if entitled or mine[OFF]:
        return None
    return tuple(FIRST_QUADRANT)


def blocks_of(position: Position, colour: Colour, regime: Regime) -> frozenset[str]:
    """The kinds of forbidden block ``colour`` holds (empty unless the regime forbids any)."""
    if not regime.forbidden_blocks:
        return frozenset()
    kinds = set()
    if postillon_run(position, colour) is not None:
        kinds.add(POSTILLON)
    if first_quadrant_run(position, colour, regime) is not None:
        kinds.add(PREMIER_QUADRANT)
    return frozenset(kinds)
