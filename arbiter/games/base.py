"""The contract between the engine and a game's rules.

The engine asks a game three questions about a throw: which plays are legal, whether the play
a player actually made is one of them (and if not, what law it breaks), and what the throw
earns each side. The answers are plain values defined here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from arbiter.board import Position, Problem
from arbiter.colour import Colour
from arbiter.i18n import Msg
from arbiter.ruling import EarnedItem
from arbiter.score import Score
from arbiter.value import Value, value_class


@dataclass(frozen=True, slots=True)
class Move:
    """One dame's journey for one throw: ``path`` is src, any resting flèches, then dst.

    ``numbers`` are the die numbers it uses, in the order used (two for a tout d'une).
    ``dst`` 24 means borne off.
    """

    path: tuple[int, ...]
    numbers: tuple[int, ...]

    @property
    def src(self) -> int:
        return self.path[0]

    @property
    def dst(self) -> int:
        return self.path[-1]


@dataclass(frozen=True, slots=True)
class Play:
    """A whole legal way to play a throw and the position it leaves."""

    moves: tuple[Move, ...]
    result: Position
    numbers_played: tuple[int, ...]   # the die numbers actually used (all, or the higher…)


@value_class
class ThrowContext(Value):
    """What, besides the position, decides what a throw earns.

    ``coups_played``: coups each side has already played since the relevé began (the jans of
    the opening: trois coups, deux tables, mézéas).
    """

    thrower_coups: int = 99
    opponent_coups: int = 99


@value_class
class Violation(Value):
    """A way in which a play breaks the rules of movement, with the law it breaks."""

    code: str
    message: Msg
    law: str
    fleches: tuple[int, ...] = ()


@value_class
class PlayCheck(Value):
    """The verdict on a play the player actually made."""

    legal: bool
    violations: tuple[Violation, ...]
    legal_plays: tuple[Play, ...]


@value_class
class Kept(Value):
    """A law a lawful play was measured against because the play touches its point (a coin
    taken, a dame set in the opponent's jans, a rest on the opponent's empty coin), with why
    the play keeps it. A ruling that says a disputed play is lawful says by which article; a
    game's check may carry these in a ``kept`` field (the engine reads it where present)."""

    law: str
    message: Msg
    on_excess: bool = False
    """Stated only where someone marks more than the throw gave him (an école par trop or a
    fausse école in its coup): an article that shows why a point claimed is not due (the coin
    not beaten by taking one's own, no impuissance where both numbers are played) and that
    would only be noise in a ruling where nobody claimed it."""
    denies: Colour | None = None
    """Whose claim an ``on_excess`` article denies (the thrower's coin, the opponent's
    impuissance): stated only where that side marked too much for himself, or where the other
    marked a fausse école for what he says that side omitted; ``None``: wherever anyone does."""
    worth: int | None = None
    """The points the denied claim would be worth (the coin: 4, 6 by doublet): said only for an
    excess or a fausse école of that many points; ``None``: whatever their number."""
    disputed: str | None = None
    """A word the record's dispute (``[Litige]``) must use for the article to be stated
    (« coin »): for an excess that points of other sources, of the same worth, explain as well
    (a plein kept is worth what the coin would be), the dispute says which was claimed;
    ``None``: stated without it."""
    claim: str | None = None
    """The word a dispute names the denied claim by (« coin »), on an article stated always
    or only on an excess: with ``worth`` and ``denies``, an excess of that worth by that side,
    in a dispute that uses the word and does not speak of the plein, was marked for this
    claim, not « croyant remplir » (Guiton III) for a jan lacking one case
    (:func:`arbiter.engine.excess.claimed_otherwise`)."""


class GameRules(Protocol):
    """What the engine needs from a game."""

    name: str

    def position_problems(self, position: Position) -> list[Problem]:
        """Game-specific impossibilities (a lone dame in a coin de repos…)."""
        ...

    def legal_plays(self, position: Position, colour: Colour,
                    dice: tuple[int, int]) -> tuple[Play, ...]:
        """Every legal way to play ``dice`` (empty tuple: nothing can be played)."""
        ...

    def check_play(self, position: Position, colour: Colour, dice: tuple[int, int],
                   moves: tuple[Move, ...]) -> PlayCheck:
        """Is this (possibly partial, possibly wrong) play legal? If not, which laws fail."""
        ...

    def earnings(self, position: Position, thrower: Colour, dice: tuple[int, int],
                 context: ThrowContext) -> tuple[EarnedItem, ...]:
        """Everything the throw earns both sides, in the order they must be marked."""
        ...


class MarkingRules(Protocol):
    """The arithmetic of points of a game that marks them (trictrac: points, trous, bredouille).

    A game without points has no marking at all (``Game.marking is None``)."""

    def add_points(self, score: Score, colour: Colour, points: int) -> Score:
        """The score after ``colour`` marks ``points`` (trous taken as the game counts them)."""
        ...
