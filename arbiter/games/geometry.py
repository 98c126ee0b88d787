"""How a game lays the two colours' paths on the tablier.

Every game numbers each colour's path in that colour's own way (0 = his talon, 23 the last
flèche, 24 borne off: see :mod:`arbiter.board`). What differs from game to game is where the two
paths lie on the one board: in trictrac the talons face each other and flèche ``k`` of one
colour is ``23 - k`` of the other; in jacquet the talons stand on a diagonal, both sides travel
the same way round, and flèche ``k`` of one is ``k + 12`` (modulo 24) of the other. A
:class:`Geometry` is that knowledge as a value, for the rules (which dames face which) and for
the picture (where to draw a flèche).
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter.colour import Colour
from arbiter.i18n import Lang
from arbiter.value import Value, value_class

LAST = 23


@value_class
class Geometry(Value):
    """One way of laying both paths on the tablier.

    ``other(k)``: flèche ``k`` (0..23) of one colour in the other colour's numbering.
    ``cell(colour, k)``: where flèche ``k`` of ``colour`` is drawn, seen by blanc seated at the
    bottom: (on the top row?, column 0..11 from the left).
    ``landmarks``: flèches of each colour's own numbering drawn dashed and named in the
    margins (the talon, the coin de repos…), with the name of the label.
    ``namer(colour, k, lang)``: how a referee names flèche ``k`` of ``colour`` aloud on this
    board, or None for the treatise's trictrac names (:func:`arbiter.words.fleche_name`).
    """

    key: str
    other: Callable[[int], int]
    cell: Callable[[Colour, int], tuple[bool, int]]
    landmarks: tuple[tuple[int, str], ...] = ((0, "talon"),)
    namer: Callable[[Colour, int, Lang], str] | None = None

    def owner_of(self, top: bool, column: int) -> tuple[Colour, int]:
        """The colour whose half of the path holds this drawn flèche, and its number there
        (each row is read in the numbering of the colour whose first half lies on it)."""
        for colour in (Colour.BLANC, Colour.NOIR):
            for k in range(12):
                if self.cell(colour, k) == (top, column):
                    return colour, k
        raise ValueError(f"no flèche is drawn at {(top, column)}")  # pragma: no cover


def _mirrored_other(k: int) -> int:
    if not 0 <= k <= LAST:
        raise ValueError(f"flèche {k} has no mirror (0..23 only)")
    return LAST - k


def _mirrored_cell(colour: Colour, k: int) -> tuple[bool, int]:
    blanc = k if colour is Colour.BLANC else LAST - k
    return (False, blanc) if blanc <= 11 else (True, LAST - blanc)


MIRRORED = Geometry("mirrored", _mirrored_other, _mirrored_cell, ((0, "talon"), (11, "coin")))
"""Trictrac: both talons at the left end, facing each other; blanc's path runs left to right
along the bottom, then back along the top; noir's is the same picture turned round."""


def _rotated_other(k: int) -> int:
    if not 0 <= k <= LAST:
        raise ValueError(f"flèche {k} has no counterpart (0..23 only)")
    return (k + 12) % 24


def _rotated_cell(colour: Colour, k: int) -> tuple[bool, int]:
    blanc = k if colour is Colour.BLANC else _rotated_other(k)
    # blanc's talon top right; he runs right to left along the top, then left to right along
    # the bottom (the revertier's picture, both sides going the same way round)
    return (True, 11 - blanc) if blanc <= 11 else (False, blanc - 12)


ROTATED = Geometry("rotated", _rotated_other, _rotated_cell, ((0, "talon"),))
"""Jacquet: the talons at the two ends of a diagonal, both paths going the same way round."""
