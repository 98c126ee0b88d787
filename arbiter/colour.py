"""The two sides of the tablier.

Blanc and noir are the only colours the treatises use; everything that concerns "the
opponent" goes through :attr:`Colour.opponent` so that no module hard-codes a side.
"""

from __future__ import annotations

from enum import Enum


class Colour(Enum):
    """A side of the game, named as the notation writes it."""

    BLANC = "blanc"
    NOIR = "noir"

    @property
    def opponent(self) -> Colour:
        return Colour.NOIR if self is Colour.BLANC else Colour.BLANC

    @classmethod
    def parse(cls, word: str) -> Colour:
        """Read ``blanc``/``noir`` (any case); raises ValueError otherwise."""
        return cls(word.strip().lower())

    def __str__(self) -> str:
        return self.value


BOTH = (Colour.BLANC, Colour.NOIR)
