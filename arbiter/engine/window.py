"""One side's marking for one coup: what he was owed, what he marked, and what the laws noted.

A :class:`Window` is made at each throw for each side (by the game's marking) and lives until
the next throw of its side; its owner is the coup (``Coup.windows``), and the replay keeps the
windows whose terms are still running (``Replay.pending_windows``). What he was owed
(:class:`Owed`) and what he marked (:class:`CoupMarks`) are values; the rest is what the laws
noted of the coup (a word said, a trou pegged for nothing, a correction made). The window
changes only by its own methods, each named after what happened (:meth:`Window.mark`,
:meth:`Window.told_trou`, :meth:`Window.take_back_alone`…): setting a field from outside
raises, so every change of a side's marking is read in the name of a transition defined here
(issue #20 § 1: no law changes shared state in an order only the code knows).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from arbiter.colour import Colour
from arbiter.ruling import EarnedItem
from arbiter.value import Owned, Value, value_class


@value_class
class Owed(Value):
    """What one side is owed by one throw (MARKING.md § 1): the items, each with its source
    (whose dé, which law, which kind: à vrai, à faux, impuissance…), their points, and the
    trous the correct marking takes. Fixed at the throw; a law that changes it makes a new
    value, named after what it does (:meth:`voided`, :meth:`less`, :meth:`completed_by`)."""

    side: Colour
    items: tuple[EarnedItem, ...]
    due: int
    trou_weight: int = 1          # fichet holes per trou event expected for this side (1 or 2)
    expected_trous: int = 0       # fichet holes the correct marking would add
    expected_events: int = 0      # trous (simple or double) the correct marking would take

    def voided(self) -> Owed:
        """The throw is void (dice broken, a die pushed out): it owes nothing."""
        return replace(self, items=(), due=0)

    def less(self, points: int) -> Owed:
        """``points`` of it are not owed after all (a plein not made: its article decides)."""
        return replace(self, due=self.due - points)

    def uninterrupted(self, fresh: Owed) -> Owed:
        """The opponent marked none of what the same throw gave him: nothing came between this
        side's points and his series, whose trous are ``fresh``'s (ch. I « Bredouille »: twelve
        points « sans interruption »)."""
        return replace(self, trou_weight=fresh.trou_weight, expected_trous=fresh.expected_trous,
                       expected_events=fresh.expected_events)

    def completed_by(self, points: int) -> Owed:
        """An école of the opponent's completes the trou these points began: the trou is owed
        (III « L'option de marquer… »; the école's share is ``points``)."""
        return replace(self, due=self.due + points, expected_trous=1, expected_events=1)


@value_class
class FichetAlone(Value):
    """Trous pegged in a coup that wins none, with no jeton placed since: « Le déplacement du
    fichet pour marquer des trous qu'on n'a pas, ne fait pas école » (Guiton III), so what they
    stand for counts as marked only once a jeton joins them (one marking of his); at the close
    of the coup they are taken back. The points they stand for, their holes, and the line of
    the first."""

    points: int = 0
    holes: int = 0
    line: int | None = None

    def pegged(self, points: int, holes: int, line: int | None) -> FichetAlone:
        """``holes`` more pegged for nothing (standing for ``points``), on ``line``."""
        return replace(self, points=self.points + points, holes=self.holes + holes,
                       line=self.line if self.line is not None else line)

    def cleared(self) -> FichetAlone:
        """A jeton joined them, or the ruling judged them: nothing pegged alone is left."""
        return replace(self, points=0, holes=0)

    def taken_back(self, points: int, holes: int) -> FichetAlone:
        """He took back ``holes`` of them (``points`` of marking) himself."""
        return replace(self, points=max(0, self.points - points),
                       holes=max(0, self.holes - holes))


@value_class
class EcoleInMark(Value):
    """Points of a plain mark (a jeton moved) read as the école the opponent made, not as his
    own (one jeton shows one total): how many, the line of the mark, and the answer the ruling
    gave the dispute on it. Taken back whole if he then marks the école expressly: his words
    say what that jeton meant."""

    points: int = 0
    line: int | None = None
    answer: tuple[str, str] | None = None

    def read(self, points: int, line: int) -> EcoleInMark:
        """``points`` more of a mark on ``line`` are read as the école."""
        return replace(self, points=self.points + points, line=line)

    def answered(self, answer: tuple[str, str]) -> EcoleInMark:
        """The ruling answered the dispute with that reading."""
        return replace(self, answer=answer)


@value_class
class MarkEntry(Value):
    """One change of what a side marked for a coup, in the record's order: the act that made
    it (``jeton``, ``trou``, ``wipe``, …) or the id of the law that counts it as marked (points
    an école of his covered, points the winner of the trou left on his jeton, …), the line, and
    the points, fichet holes and trous it adds (a correction subtracts)."""

    why: str
    line: int | None
    points: int = 0
    holes: int = 0
    events: int = 0


#: the acts of a ledger that moved his jeton forward for this coup
JETON_ACTS = frozenset({"jeton", "repair"})
#: the acts of a ledger that took his jeton from its place for this coup, whichever way: set
#: forward or back, or cleared to the bande once the trou is pegged (Lebrun « Du privilège de
#: s'en aller »: « ou qu'il ne l'a point ôté de sa place »)
JETON_MOVES = JETON_ACTS | {"wipe", "jeton-put-back"}


@value_class
class CoupMarks(Value):
    """What one side marked for one coup, act by act (§1 of issue #20: « what each side marked
    and wiped, act by act, in the order of the record »), with the running totals the laws
    read: points (a trou counts twelve, a jeton moved back is negative), fichet holes, and the
    trous those holes stand for. A value: each act gives a new ledger."""

    entries: tuple[MarkEntry, ...] = ()
    points: int = 0
    holes: int = 0
    events: int = 0

    def plus(self, entry: MarkEntry) -> CoupMarks:
        return CoupMarks((*self.entries, entry), self.points + entry.points,
                       self.holes + entry.holes, self.events + entry.events)

    def by(self, why: str) -> int:
        """The points the entries of one act or law add (a law's: those it counts as
        marked, such as Lebrun's trous forgotten, lost without école)."""
        return sum(e.points for e in self.entries if e.why == why)

    @property
    def jeton_lines(self) -> tuple[int, ...]:
        """The lines where his jeton moved forward for this coup."""
        return tuple(e.line for e in self.entries if e.why in JETON_ACTS and e.line is not None)

    @property
    def jeton_moved_lines(self) -> tuple[int, ...]:
        """The lines where his own hand took his jeton from its place for this coup, forward,
        back or to the bande (not only forward, as :attr:`jeton_lines`)."""
        return tuple(e.line for e in self.entries if e.why in JETON_MOVES and e.line is not None)


@value_class
class Window(Owned):
    """One side's marking for one coup: what he was owed (:class:`Owed`), what his own acts
    marked, and what the laws noted of the coup for him.

    What he marked is a ledger (:class:`CoupMarks`), changed only by :meth:`mark`; ``marked``
    counts its points: a jeton moved forward by 4 is 4; a trou taken is 12 (whether the fichet
    moved by one or, in bredouille, by two); a jeton moved back is negative. Every other field
    changes by one transition below, named after the act or the law; none is set from outside.
    """

    owed: Owed
    marking: CoupMarks = CoupMarks()
    turn: int = 0     # which turn's marks are his for this coup (``Replay.turn_marks``)
    first_line: int | None = None  # the line of his first act for this coup
    trop_reported: int = 0        # points of école par trop already found in this window
    closed: bool = False          # consummated: nothing more can be marked for this coup
    closed_by: int | None = None  # line of the act that consummated it
    # -- words said at the table -----------------------------------------------------------
    said_ne_marque_pas: int | None = None   # he warned « je ne marque pas »
    misled_at: int | None = None  # line of an opponent's misleading word (« vous n'avez rien »)
    told_trou_at: int | None = None  # line where the opponent told him to take the trou
    invited_at: int | None = None   # the opponent invited him to throw, points unmarked
    no_trou_ecole_said: bool = False  # the word that undid a trou double said there is no
    # école of a trou
    # -- écoles he marked in this coup ------------------------------------------------------
    ecole_marked_at: int | None = None  # line where he marked an école during this coup
    ecole_marked: int = 0         # and how many points he marked as écoles then
    in_mark: EcoleInMark = EcoleInMark()   # of those, points of a plain mark read so
    ecole_in_due: int = 0         # of ``due``, points of an école his pegged trou took
    # -- his fichet -------------------------------------------------------------------------
    alone: FichetAlone = FichetAlone()   # trous pegged, none being won, with no jeton since
    late_fichet_line: int | None = None    # a trou pegged for nothing once it was consummated
    alone_taken_back: int = 0     # of them, holes the ruling took back when the coup closed
    double_taken_back: bool = False  # his simple trou pegged double, the second hole undone
    holes_back_by_opponent: int = 0  # holes de trop the opponent moved back while it was open
    fichet_pegged_after_wrap: bool = False  # the trou his jeton carried past 12 is pegged
    # the act pegging a trou while his jeton still showed his old points (set right later?)
    trou_peg_act: Any = None
    breaking_at: int | None = None   # he broke his game to leave on it (ch. V decides)

    # -- what he marked ----------------------------------------------------------------------
    def mark(self, why: str, line: int | None, *, points: int = 0, holes: int = 0,
             events: int = 0) -> None:
        """Enter one change of his marking for this coup: ``why`` is the act or the law that
        makes it. The one way what he marked changes, so the ledger is the whole story."""
        self._set(marking=self.marking.plus(MarkEntry(why, line, points, holes, events)))

    def acted(self, line: int) -> None:
        """He acted on ``line`` for this coup; the first such line is kept."""
        if self.first_line is None:
            self._set(first_line=line)

    def close(self, by: int | None = None) -> None:
        """His marking for this coup is consummated: nothing more can be marked for it. ``by``
        is the line of the act that consummated it (touching, throwing, leaving), when one
        did; the coup's end or the record's leaves it as it was. The one way a window closes,
        so that what closing means is said once."""
        self._set(closed=True)
        if by is not None:
            self._set(closed_by=by)

    # -- what he is owed -----------------------------------------------------------------------
    def owe(self, owed: Owed) -> None:
        """What he is owed is now ``owed``: a transition of :class:`Owed` the caller names
        (``voided``, ``less``, ``uninterrupted``…), or the owed of a throw read anew."""
        self._set(owed=owed)

    def trou_by_ecole(self, need: int) -> None:
        """An école of the opponent's (``need`` points of it) completes the trou his points
        began: that trou is owed, and those points are the école's, not his throw's."""
        self._set(owed=self.owed.completed_by(need), ecole_in_due=self.ecole_in_due + need)

    # -- the école par trop found ------------------------------------------------------------
    def trop_found(self, excess: int) -> None:
        """``excess`` more points of his are found an école par trop in this coup."""
        self._set(trop_reported=self.trop_reported + excess)

    def trop_settled(self) -> None:
        """All he marked over his due is accounted for (his reste set, his jeton judged)."""
        self._set(trop_reported=max(self.trop_reported, self.marked - self.due))

    # -- words -------------------------------------------------------------------------------
    def warned(self, line: int) -> None:
        """He said « je ne marque pas » on ``line``."""
        self._set(said_ne_marque_pas=line)

    def misled(self, line: int) -> None:
        """The opponent's word on ``line`` misled him (« vous n'avez rien »)."""
        self._set(misled_at=line)

    def told_trou(self, line: int) -> None:
        """The opponent told him on ``line`` to take the trou."""
        self._set(told_trou_at=line)

    def invited(self, line: int) -> None:
        """The opponent invited him on ``line`` to throw, his points unmarked."""
        self._set(invited_at=line)

    def no_trou_ecole(self) -> None:
        """The word that undid his trou double said there is no école of a trou."""
        self._set(no_trou_ecole_said=True)

    # -- écoles he marked ----------------------------------------------------------------------
    def marked_ecole(self, points: int, line: int) -> None:
        """He marked ``points`` as an école on ``line``."""
        self._set(ecole_marked_at=line, ecole_marked=self.ecole_marked + points)

    def read_in_mark(self, points: int, line: int) -> None:
        """``points`` more of his plain mark on ``line`` are read as the opponent's école."""
        self._set(in_mark=self.in_mark.read(points, line))

    def in_mark_answered(self, answer: tuple[str, str]) -> None:
        """The ruling answered the dispute on that reading with ``answer``."""
        self._set(in_mark=self.in_mark.answered(answer))

    def in_mark_taken_back(self) -> EcoleInMark:
        """He marked the école expressly: the points of his plain mark read as it were his own
        after all. Returns that reading, now undone."""
        reading = self.in_mark
        self._set(in_mark=EcoleInMark(), ecole_marked=self.ecole_marked - reading.points)
        return reading

    # -- his fichet ------------------------------------------------------------------------------
    def pegged_alone(self, points: int, holes: int, line: int | None) -> None:
        """``holes`` pegged for nothing (standing for ``points``), on ``line``."""
        self._set(alone=self.alone.pegged(points, holes, line))

    def late_fichet(self, line: int) -> None:
        """A trou pegged for nothing on ``line`` once his coup was consummated: a jeton he lets
        go after it is read as his marking that trou."""
        self._set(late_fichet_line=line)

    def late_fichet_settled(self) -> None:
        """The jeton let go after the late fichet has been read."""
        self._set(late_fichet_line=None)

    def alone_joined(self) -> None:
        """A jeton joined the trous pegged alone (or the ruling judged them): one marking."""
        self._set(alone=self.alone.cleared())

    def alone_back_by_hand(self, points: int, holes: int) -> None:
        """He took back ``holes`` of the trous pegged alone (``points`` of marking) himself."""
        self._set(alone=self.alone.taken_back(points, holes))

    def take_back_alone(self) -> int:
        """His coup closed with trous pegged alone: the ruling takes them back (those the
        opponent has not moved back himself). Returns the holes it takes back now."""
        alone, by_opponent = self.alone, self.holes_back_by_opponent
        holes = max(0, alone.holes - by_opponent)
        self._set(alone=alone.cleared(),
                  holes_back_by_opponent=max(0, by_opponent - alone.holes),
                  alone_taken_back=self.alone_taken_back + holes)
        return holes

    def alone_back_again(self, count: int) -> None:
        """He moved back by hand ``count`` holes the ruling had already taken back."""
        self._set(alone_taken_back=self.alone_taken_back - count)

    def opponent_moved_back(self, holes: int) -> None:
        """The opponent moved back ``holes`` de trop of his fichet while his coup was open."""
        self._set(holes_back_by_opponent=self.holes_back_by_opponent + holes)

    def double_undone(self) -> None:
        """His simple trou pegged double: the second hole is taken back (once)."""
        self._set(double_taken_back=True)

    def fichet_after_wrap(self) -> None:
        """The trou his jeton carried past twelve is now pegged."""
        self._set(fichet_pegged_after_wrap=True)

    def pegging(self, act: Any) -> None:
        """``act`` pegged a trou while his jeton still showed his old points."""
        self._set(trou_peg_act=act)

    def peg_settled(self) -> Any:
        """The jeton set after that peg has been read: returns the peg, now settled."""
        peg = self.trou_peg_act
        self._set(trou_peg_act=None)
        return peg

    def breaking(self, line: int) -> None:
        """He broke his game on ``line`` to leave on it (ch. V decides)."""
        self._set(breaking_at=line)

    @property
    def marked(self) -> int:
        """Points he marked for this coup (twelve a trou)."""
        return self.marking.points

    @property
    def fichet(self) -> int:
        """Fichet holes his own acts added for this coup."""
        return self.marking.holes

    @property
    def events_marked(self) -> int:
        """Trous his own fichet moves stand for."""
        return self.marking.events

    @property
    def jeton_lines(self) -> tuple[int, ...]:
        return self.marking.jeton_lines

    # what he was owed, as the laws of marking read it
    @property
    def side(self) -> Colour:
        return self.owed.side

    @property
    def due(self) -> int:
        return self.owed.due

    @property
    def items(self) -> tuple[EarnedItem, ...]:
        return self.owed.items

    @property
    def trou_weight(self) -> int:
        return self.owed.trou_weight

    @property
    def expected_trous(self) -> int:
        return self.owed.expected_trous

    @property
    def expected_events(self) -> int:
        return self.owed.expected_events

    @property
    def shortfall(self) -> int:
        return self.due - self.marked
