"""The Jacquet tablier: each colour's own path, and where the other colour's dames stand on it.

Both colours travel the same way round the board (Lepeintre's worked example, as Lebrun copies
it: the two talons at the two ends of the diagonal, each side going from its talon all round to
the corner where the other side's path begins). Each colour numbers its own path from 0 (its
talon) to 23 (the last flèche of its fourth quarter); 24 stands for the dames borne off, as in
trictrac. The opponent's talon is on my flèche 12, so blanc's flèche ``k`` is noir's
``(k + 12) mod 24`` and the other way round (the reference note, shared/games/JACQUET.md §2).

Positions are :class:`arbiter.board.Position` values, each row in its owner's numbering, the
same as for trictrac; only the mapping between the two rows differs (trictrac's is ``23 - k``),
so nothing here may call ``Position.opposing`` or ``arbiter.board.mirror``.
"""

from __future__ import annotations

from arbiter.board import OFF, Position
from arbiter.colour import Colour

TALON = 0
LAST_FLECHE = 23
QUARTERS = (range(0, 6), range(6, 12), range(12, 18), range(18, 24))
"""Each colour's four quarters in its own numbering; the talon is in the first."""
LAST_QUARTER = QUARTERS[3]
ARRIVAL = LAST_QUARTER.start
"""The courier has arrived once it stands on this flèche or beyond (S004 §11; LEP/LEB: « la
partie ou région opposée » to the talon, which Lepeintre's example shows is the fourth quarter)."""
FIRST_QUADRANT = QUARTERS[0]
"""Flèches 0–5, talon included: the first quadrant of S004's advanced rule 1."""
HALF = 12


def other(fleche: int) -> int:
    """The same physical flèche in the other colour's numbering (0..23 only)."""
    if not 0 <= fleche <= LAST_FLECHE:
        raise ValueError(f"flèche {fleche} has no counterpart (0..23 only)")
    return (fleche + HALF) % 24


def opposing_row(position: Position, colour: Colour) -> tuple[int, ...]:
    """The opponent's dames on each of ``colour``'s flèches 0..23 (24 entries)."""
    theirs = position.row(colour.opponent)
    return tuple(theirs[other(f)] for f in range(24))


def held_by_opponent(position: Position, colour: Colour) -> tuple[bool, ...]:
    """For each of ``colour``'s flèches 0..23: does an opposing dame stand there? A single
    dame holds its flèche in Jacquet (S004 §11)."""
    return tuple(n > 0 for n in opposing_row(position, colour))


def quarter_of(fleche: int) -> int:
    """1..4 for flèches 0..23 (the talon is in the first quarter); 5 for a dame off."""
    return 5 if fleche >= OFF else fleche // 6 + 1


def arrived(row: tuple[int, ...] | list[int]) -> bool:
    """Has this colour's courier reached its last quarter? It has exactly when some dame of
    the colour stands on 18–23 or is off: dames never move backwards, and before the arrival
    no dame but the courier may leave the talon (S004 §11)."""
    return any(row[ARRIVAL:OFF + 1])


def courier(row: tuple[int, ...] | list[int]) -> int | None:
    """The flèche of the courier while it travels (1..17), or None: not yet left the talon,
    or already arrived (then it is one dame among the others)."""
    if arrived(row):
        return None
    away = [f for f in range(1, ARRIVAL) if row[f]]
    return away[0] if away else None


def all_in_last_quarter(row: tuple[int, ...] | list[int]) -> bool:
    """Every dame still on the board is in the last quarter: the bearing off may begin
    (S004 §12)."""
    return not any(row[0:ARRIVAL])


def farthest(row: tuple[int, ...] | list[int]) -> int | None:
    """The flèche of the dame farthest from the bande (the lowest occupied), or None."""
    return next((f for f in range(OFF) if row[f]), None)
