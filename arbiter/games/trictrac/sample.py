"""Random legal positions, for property tests and the scoring benchmark.

Each colour gets a "progress" that spreads its fifteen dames along its path (a few colours are
in the sortie, with dames already borne off). Positions are rejected until they are legal: no
flèche shared, no lone dame in a coin, none in the opponent's coin, and no dame in a jan its
owner could still fill (a dame can only have arrived there once that jan was past filling).
"""

from __future__ import annotations

from random import Random

from arbiter.board import COIN, OFF, OPPONENT_COIN, Position
from arbiter.colour import BOTH, Colour
from arbiter.games.trictrac.moves import side
from arbiter.games.trictrac.rules import position_problems


def _row(rng: Random, colour: Colour, taken: set[int]) -> list[int] | None:
    row = [0] * (OFF + 1)
    progress = rng.random()
    sortie = progress > 0.9
    off = rng.randint(0, 12) if sortie else 0
    for _ in range(15 - off):
        for _attempt in range(30):
            if sortie:
                f = rng.randint(18, 23)
            else:
                f = min(23, int(rng.triangular(0, 24, progress * 23)))
            phys = f if colour is Colour.BLANC else 23 - f
            if f != OPPONENT_COIN and phys not in taken:
                break
        else:
            return None
        row[f] += 1
    row[OFF] = off
    if row[COIN] == 1:
        return None
    return row


def random_position(rng: Random) -> Position:
    """A random position that :func:`position_problems` accepts and play could reach."""
    while True:
        rows: dict[Colour, list[int]] = {}
        for colour in BOTH:
            other = rows.get(colour.opponent)
            taken = set()
            if other is not None:
                taken = {(f if colour.opponent is Colour.BLANC else 23 - f)
                         for f in range(OFF) if other[f]}
            row = _row(rng, colour, taken)
            if row is None:
                break
            rows[colour] = row
        else:
            pos = Position(tuple(rows[Colour.BLANC]), tuple(rows[Colour.NOIR]))
            if position_problems(pos):
                continue
            if any(_intruder(pos, c) for c in BOTH):
                continue
            return pos


def _intruder(position: Position, colour: Colour) -> bool:
    """A dame of ``colour`` stands in a jan its opponent can still fill."""
    sd = side(position, colour)
    me = sd.me
    return bool((sd.fillable_grand and any(me[13:18]))
                or (sd.fillable_petit and any(me[18:24])))
