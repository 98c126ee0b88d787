"""Small builders shared by the Jacquet tests: positions and plays written as a referee would."""

from __future__ import annotations

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.games.base import Move
from arbiter.games.jacquet import moves_from_paths

B, N = Colour.BLANC, Colour.NOIR


def pos(blanc: dict[int, int], noir: dict[int, int]) -> Position:
    """A position from ``{flèche: count}`` per colour, each in its own numbering."""
    return Position.from_mapping({B: blanc, N: noir})


def play(dice: tuple[int, int], *paths: str) -> tuple[Move, ...]:
    """``play((6, 5), "0-6-11")``: the moves of a ``joue`` line, with their die numbers."""
    return moves_from_paths(tuple(tuple(int(x) for x in p.split("-")) for p in paths), dice)


def results(plays) -> set[tuple[int, ...]]:
    return {p.result.blanc for p in plays} | {p.result.noir for p in plays}
