"""The tablier and a position on it.

Each colour numbers its own path from 0 (its talon) to 23 (the opponent's talon); 24 stands
for dames already borne off. Flèche ``k`` of one colour is flèche ``23 - k`` of the other, so
the whole position fits in two tuples of 25 counts, each read in its owner's numbering. This is
the numbering of the treatises ("la sixième flèche" is six pips from the talon), fixed by
shared/NOTATION.md.

A :class:`Position` is an immutable value. It can hold facts that the laws must judge (a colour
playing with 14 or 16 dames) but :func:`structural_problems` names everything that no law could
make sense of (two colours on one flèche, negative counts, 17 dames).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from arbiter.colour import BOTH, Colour
from arbiter.i18n import Msg
from arbiter.value import Value, value_class

TALON = 0
COIN_BOURGEOIS = 5
SONNEZ_CASE = 6
COIN = 11
OPPONENT_COIN = 12
LAST_FLECHE = 23
OFF = 24
SLOTS = 25
DAMES = 15


def mirror(fleche: int) -> int:
    """The same physical flèche in the other colour's numbering (0..23 only)."""
    if not 0 <= fleche <= LAST_FLECHE:
        raise ValueError(f"flèche {fleche} has no mirror (0..23 only)")
    return LAST_FLECHE - fleche


@dataclass(frozen=True, slots=True)
class Position:
    """Dames of both colours, each tuple in its owner's numbering (index 24 = borne off)."""

    blanc: tuple[int, ...] = field(default=(0,) * SLOTS)
    noir: tuple[int, ...] = field(default=(0,) * SLOTS)

    def __post_init__(self) -> None:
        for name in ("blanc", "noir"):
            counts = getattr(self, name)
            if len(counts) != SLOTS:
                raise ValueError(f"{name}: a position has {SLOTS} slots, got {len(counts)}")

    # -- construction ----------------------------------------------------------------------
    @classmethod
    def from_mapping(cls, dames: Mapping[Colour, Mapping[int, int]]) -> Position:
        """Build from ``{colour: {flèche: count}}`` in each colour's own numbering."""
        rows = {}
        for colour in BOTH:
            row = [0] * SLOTS
            for fleche, count in dames.get(colour, {}).items():
                row[fleche] += count
            rows[colour.value] = tuple(row)
        return cls(**rows)

    @classmethod
    def initial(cls) -> Position:
        """Both colours with their fifteen dames on the talon."""
        row = (DAMES,) + (0,) * (SLOTS - 1)
        return cls(row, row)

    # -- reading ---------------------------------------------------------------------------
    def row(self, colour: Colour) -> tuple[int, ...]:
        return self.blanc if colour is Colour.BLANC else self.noir

    def count(self, colour: Colour, fleche: int) -> int:
        """Dames of ``colour`` on ``fleche`` (in that colour's numbering)."""
        return self.row(colour)[fleche]

    def opposing(self, colour: Colour, fleche: int) -> int:
        """Dames of the opponent on ``fleche`` read in ``colour``'s numbering (0 for 24)."""
        if fleche == OFF:
            return 0
        return self.row(colour.opponent)[mirror(fleche)]

    def total(self, colour: Colour) -> int:
        return sum(self.row(colour))

    def on_board(self, colour: Colour) -> int:
        return sum(self.row(colour)[:OFF])

    def occupied(self, colour: Colour) -> Iterator[tuple[int, int]]:
        """(flèche, count) for every non-empty slot of ``colour``, talon first."""
        for fleche, count in enumerate(self.row(colour)):
            if count:
                yield fleche, count

    # -- changing (returns new positions) ---------------------------------------------------
    def with_row(self, colour: Colour, row: Iterable[int]) -> Position:
        row = tuple(row)
        if colour is Colour.BLANC:
            return Position(row, self.noir)
        return Position(self.blanc, row)

    def moved(self, colour: Colour, src: int, dst: int, count: int = 1) -> Position:
        """Move ``count`` dames of ``colour`` from ``src`` to ``dst`` (no legality check)."""
        row = list(self.row(colour))
        row[src] -= count
        row[dst] += count
        return self.with_row(colour, row)

    def added(self, colour: Colour, fleche: int, count: int = 1) -> Position:
        row = list(self.row(colour))
        row[fleche] += count
        return self.with_row(colour, row)


@value_class
class Problem(Value):
    """Something wrong with a position or a score, named in both languages."""

    code: str
    message: Msg
    colour: Colour | None = None
    fleche: int | None = None


def structural_problems(position: Position) -> list[Problem]:
    """Everything no law could make sense of: reported all at once, never just the first.

    Fourteen or sixteen dames are *not* reported here: they are facts the laws judge
    (Guiton ch. III, « Jouer avec une dame de moins / de plus »).
    """
    problems: list[Problem] = []
    for colour in BOTH:
        row = position.row(colour)
        for fleche, count in enumerate(row):
            if count < 0:
                problems.append(Problem(
                    "negative-count",
                    Msg(f"{colour} : nombre de dames négatif ({count}) sur la flèche {fleche}",
                        f"{colour}: negative number of dames ({count}) on flèche {fleche}"),
                    colour, fleche))
        total = sum(row)
        if total not in (14, 15, 16):
            problems.append(Problem(
                "dame-count",
                Msg(f"{colour} a {total} dames ; on joue avec 15 (14 ou 16 sont des fautes "
                    "que les lois jugent, pas davantage)",
                    f"{colour} has {total} dames; the game is played with 15 (14 or 16 are "
                    "faults the laws judge, nothing else)"),
                colour))
    for fleche in range(LAST_FLECHE + 1):
        if position.blanc[fleche] > 0 and position.noir[mirror(fleche)] > 0:
            problems.append(Problem(
                "two-colours",
                Msg(f"la flèche {fleche} de blanc (flèche {mirror(fleche)} de noir) porte des "
                    "dames des deux couleurs",
                    f"blanc's flèche {fleche} (noir's {mirror(fleche)}) holds dames of both "
                    "colours"),
                Colour.BLANC, fleche))
    return problems
