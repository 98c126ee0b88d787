"""What is on the table while the acts are replayed: dames, jetons, fichets, the coup.

The replay keeps two things apart: the *physical* marks (what the players actually put on the
tablier, right or wrong) and, per coup, what each side was *due*. Faults are the difference,
found at the moment the law says it is consummated.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter.board import Position
from arbiter.colour import Colour
from arbiter.ruling import EarnedItem
from arbiter.score import Score

TROU = 12


@dataclass
class Window:
    """One side's marking for one coup: what he was due and what his own acts marked.

    ``marked`` counts points: a jeton moved forward by 4 is 4; a trou taken is 12 (whether
    the fichet moved by one or, in bredouille, by two); a jeton moved back is negative.
    """

    side: Colour
    due: int
    items: tuple[EarnedItem, ...]
    trou_weight: int = 1          # fichet holes per trou event expected for this side (1 or 2)
    expected_trous: int = 0       # fichet holes the correct marking would add
    expected_events: int = 0      # trous (simple or double) the correct marking would take
    events_marked: int = 0        # trous his own fichet moves stand for
    marked: int = 0
    fichet: int = 0               # fichet holes his own acts added
    first_line: int | None = None
    jeton_lines: list[int] = field(default_factory=list)
    trop_reported: int = 0        # points of école par trop already found in this window
    closed: bool = False          # consummated: nothing more can be marked for this coup
    closed_by: int | None = None  # line of the act that consummated it
    said_ne_marque_pas: int | None = None
    misled_at: int | None = None  # line of an opponent's misleading word (« vous n'avez rien »)
    ecole_marked_at: int | None = None  # line where he marked an école during this coup

    @property
    def shortfall(self) -> int:
        return self.due - self.marked


@dataclass
class DameMove:
    """A dame the thrower moved (or tried to move) in this coup."""

    path: tuple[int, ...]
    line: int
    group: int                     # dames sharing a group were lifted and placed together
    numbers: tuple[int, ...] = ()  # die numbers it stands for when it is well played
    wrong: bool = False


@dataclass
class Coup:
    """A throw and everything done about it until the next throw."""

    index: int
    thrower: Colour
    dice: tuple[int, int]
    line: int
    position_before: Position
    score_at_throw: Score
    items: tuple[EarnedItem, ...]
    windows: dict[Colour, Window]
    void: bool = False
    remaining: list[int] = field(default_factory=list)
    moves: list[DameMove] = field(default_factory=list)
    touched: list[tuple[int, int]] = field(default_factory=list)  # (flèche, line) bound dames
    adoube: bool = False
    lifted: list[tuple[int, int, int]] = field(default_factory=list)  # (flèche, count, line)
    placing: list[tuple[int, int]] = field(default_factory=list)      # (flèche, count)
    groups: int = 0
    dames_touched: bool = False
    dice_lifted: int | None = None  # line where the thrower took up his dice (« enlève dés »)
    leaving: int | None = None      # line where the thrower said he leaves / broke his game
    staying: int | None = None
    closed: bool = False
    judged: bool = False            # the play as a whole has been checked against the rules

    def due(self, colour: Colour) -> int:
        return sum(i.points for i in self.items if i.beneficiary is colour)
