"""Replay the acts of a coup in order, keeping the table and the reasoning up to date.

The replayer owns the state and the loop, nothing else: each act goes to the handlers the
game's law families registered for its type (:class:`~arbiter.engine.dispatch.Dispatch`), and
the moments of the coup (a throw, the close of a coup, the end of the record, a consummation)
call the families' hooks. The replayer names no family of laws and no game: the game's rules
(what a throw earns, which plays are legal) come from its :class:`~arbiter.games.bundle.Game`.

State is kept by lifetime (see :mod:`arbiter.engine.table`): the current turn's marks in
``turn`` (replaced at every throw), facts pending until a named act in ``pending``, and what
lives for the whole record on the Replay itself.
"""

from __future__ import annotations

from dataclasses import field, replace
from typing import TYPE_CHECKING, Any

from arbiter.board import OFF, Position
from arbiter.colour import BOTH, Colour
from arbiter.engine.findings import Findings
from arbiter.engine.litige import Dispute
from arbiter.engine.table import Coup, OpenEcole, Pending
from arbiter.engine.turn import Series, TurnMarks
from arbiter.engine.window import Window
from arbiter.engine.wording import both
from arbiter.i18n import Msg
from arbiter.notation import acts as A
from arbiter.notation.record import CoupRecord
from arbiter.ruling import CoupEntry, LedgerEntry, Option, TraceStep
from arbiter.sayings import classify
from arbiter.score import Score
from arbiter.value import Mutable, value_class

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from arbiter.engine.scoring import Marking
    from arbiter.games.base import GameRules, Play
    from arbiter.games.bundle import Conduct, Game


def counts_only(acts: tuple[A.Act, ...] | list[A.Act], *, marking: bool) -> bool:
    """The record holds throws alone: a count of what each throw was worth, with no marking
    to judge. In a game of points, words that mean nothing to the laws of marking may stand
    beside them (a remark at the table changes nothing, issue #20 § 3); a game without
    points reads its own words (Jacquet's « je passe »), so there only throws count."""
    return any(isinstance(a, A.Throw) for a in acts) and all(
        isinstance(a, A.Throw) or (marking and isinstance(a, A.Say)
                                   and classify(a.words) == "other")
        for a in acts)


@value_class
class Replay(Mutable):
    """The state of the table during one replay, and what has been found so far.

    ``dispatch`` is the :class:`~arbiter.engine.dispatch.Dispatch` of the game's families;
    ``marking`` is None for a game without points.
    """

    record: CoupRecord
    game: Game
    marking: Marking | None
    dispatch: Any
    findings: Findings = field(default_factory=Findings)
    position: Position = field(init=False)
    score: Score = field(init=False)
    # -- for the record ---------------------------------------------------------------------
    coup: Coup | None = None
    coups: list[Coup] = field(default_factory=list)
    coups_played: dict[Colour, int] = field(default_factory=dict)
    next_line: int = 0
    blocking: bool = False
    judge_marks: bool = True      # False for a record of throws only (a count)
    fifteenth_placed: dict[Colour, int] = field(default_factory=dict)
    # each side's series of points as later marks read it (:class:`.turn.Series`)
    series: dict[Colour, Series] = field(default_factory=lambda: {c: Series() for c in BOTH})
    sortie_by: Colour | None = None   # who bore off last, while the dames are being re-piled
    late_dice: dict[int, int] = field(default_factory=dict)   # id of a PartialThrow -> 2nd die
    # a throw made before the opponent finished his coup (``jette … avant-fin``): it waits
    # until the opponent's coup is over, the moment the early thrower begins his own
    early_throw: A.Throw | None = None
    early_known: int | None = None   # line where the early throw's dice were named
    new_releve_at: int | None = None   # line where the current relevé began, until a throw
    pour_tout: set[Colour] = field(default_factory=set)   # agreed to play « pour tout »
    pour_tout_thrown: set[Colour] = field(default_factory=set)  # ... and has thrown it since
    # -- until a named later act --------------------------------------------------------------
    open_ecoles: list[OpenEcole] = field(default_factory=list)   # until the victim throws
    ecoles_made: int = 0    # how many écoles were opened: the next one's serial
    pending_windows: list[Window] = field(default_factory=list)  # until their side throws
    pending: list[Pending] = field(default_factory=list)         # each with its own term
    # -- for the current turn (from a throw to the next) --------------------------------------
    # each turn's marks, oldest first; a window names its turn by index (``Window.turn``)
    turns: list[dict[Colour, TurnMarks]] = field(default_factory=list)
    # -- every change of the marks, act by act (the ruling's ledger) ---------------------------
    ledger: list[LedgerEntry] = field(default_factory=list)
    # -- the holders' choices: option number (from 1, as the ruling numbers them) -> the key of
    # the choice made; an option not named takes its default, the penalty the text names.
    # ``consulted`` is the options whose choice the marks were made to follow.
    choices: Mapping[int, str] = field(default_factory=dict)
    consulted: dict[int, Msg] = field(default_factory=dict)   # number -> the option's subject
    # -- the game's rules for this record (they may depend on its headers) --------------------
    game_rules: GameRules = field(init=False)
    # -- what the record's ``[Litige]`` asks, read once (:mod:`.litige`) -----------------------
    dispute: Dispute | None = field(init=False)
    rules_error: str | Msg | None = None
    _settled_from: Score | None = None   # the marks at the last step the end of the record wrote

    def __post_init__(self) -> None:
        try:
            self.game_rules = self.game.rules_of(self.record)
        except ValueError as error:     # a header the game cannot read: said as a question
            self.game_rules = self.game.rules
            self.rules_error = getattr(error, "msg", None) or str(error)   # a Msg if it has one
        self.dispute = Dispute.of(self.record.header("Litige"))
        self.position = self.record.position
        self.score = self.record.score
        self.coups_played = {c: self.record.releve.of(c) for c in BOTH}
        self.new_turn()

    @property
    def rules(self) -> GameRules:
        return self.game_rules

    @property
    def conduct(self) -> Conduct:
        return self.game.conduct

    # -- the loop ---------------------------------------------------------------------------
    def run(self) -> None:
        if counts_only(self.record.acts, marking=self.marking is not None):
            # A count: the referee recorded only throws, to know what each was worth. The
            # record says nothing of the marks, so no marking is judged.
            self.judge_marks = False
            if self.marking is not None:
                self.findings.fact(
                    "Le relevé ne contient que des jets : l'arbitre donne ce que chacun valait, "
                    "sans juger la marque, que le relevé ne dit pas.",
                    "The record holds only throws: the arbiter gives what each was worth, "
                    "without judging the marks, which the record does not give.")
        self._pair_partial_throws()
        for act in self.record.acts:
            before = self.score
            self._act(act)
            self._enter(act.span.line, before)
        self._settled_from = self.score
        self.release_early_throw()
        self.close_coup(at_end=True)
        for hook in self.dispatch.finish:
            hook(self)
        self.settle_step()

    def settle_step(self) -> None:
        """Write in the ledger what the end of the record has changed so far: a law settled
        there in steps (the wrong marks taken off, then the écoles credited) shows each step,
        so that the ledger passes through every mark the trace names."""
        self._enter(None, self._settled_from)
        self._settled_from = self.score

    def _act(self, act: A.Act) -> None:
        """Judge one act of the record with the handlers of its type."""
        if self.early_throw is not None and self._ends_early_wait(act):
            self.release_early_throw()
        act = self._as_read(act)
        handlers = self.dispatch.of_act(act)
        if not handlers:
            self.findings.ask(
                f"L'acte de la ligne {act.span.line} ({type(act).__name__}) n'est pas "
                "encore jugé par l'arbitre ; dites ce qu'il a changé au jeu.",
                f"The act on line {act.span.line} ({type(act).__name__}) is not judged "
                "by the arbiter yet; say what it changed in the game.")
            return
        for handler in handlers:
            handler(self, act)

    def _enter(self, line: int | None, before: Score) -> None:
        """Write in the ledger what the act on ``line`` (None: the end of the record) changed
        in each side's marks: the one place where every change of the score is seen."""
        for colour in BOTH:
            if before.of(colour) != self.score.of(colour):
                self.ledger.append(LedgerEntry(line, colour, before.of(colour),
                                               self.score.of(colour)))

    def _as_read(self, act: A.Act) -> A.Act:
        """The act as the laws must read it. ``relève`` once the relevé is over (a side has
        borne all his dames off, or the dames are already going back to the pile) cannot be
        leaving: it is putting one's dames back on the pile, a new relevé (Guiton VII
        « Points que gagne celui qui parvient le premier à sortir toutes ses dames »), unless
        he has pegged a trou in this coup, when taking up his dames may be his leave."""
        if not isinstance(act, A.Releve) or act.actor is None:
            return act
        over = self.new_releve_at is not None or any(
            self.position.total(c) and self.position.count(c, OFF) == self.position.total(c)
            for c in BOTH)
        window = self.window(act.actor)
        if not over or (window is not None and window.fichet > 0):
            return act    # (a trou pegged this coup: he may be leaving by his sortie)
        self.findings.fact(*both("releve.read-as-empile", line=act.span.line,
                                 actor=act.actor), act.span.line)
        return A.Empile(actor=act.actor, span=act.span)

    def _ends_early_wait(self, act: A.Act) -> bool:
        """Whether ``act`` shows that the opponent's coup, left open by an early throw, is over:
        the early thrower begins his own coup (any act of his but words and covering the
        dice), a new relevé, or another throw. The opponent's own acts (his dames, his marks,
        breaking the early dice) belong to the coup he is finishing."""
        early = self.early_throw
        assert early is not None
        if act.actor is None or isinstance(act, A.Throw | A.PartialThrow):
            return True
        return act.actor is early.actor and not isinstance(act, A.Say | A.CoverDice)

    def release_early_throw(self) -> None:
        """The early throw takes effect now: the opponent's coup closes and the early
        thrower's coup opens, as if the dice had been thrown at this moment (Guiton III « Ne
        pas jeter les dés avant que l'adversaire ait achevé de jouer son coup »: the throw
        stands; the opponent has played his coup on known dice)."""
        early, self.early_throw = self.early_throw, None
        self.early_known = None
        if early is None:
            return
        for handler in self.dispatch.of_act(early):
            handler(self, replace(early, early=False))

    def _pair_partial_throws(self) -> None:
        """Give each ``jette N ?`` the die its ``dé M`` later revealed."""
        open_: dict[Colour, A.PartialThrow | A.Throw] = {}
        for act in self.record.acts:
            if (isinstance(act, A.PartialThrow) or A.rethrows_one(act)) and act.actor is not None:
                open_[act.actor] = act
            elif isinstance(act, A.LateDie) and act.actor in open_:
                self.late_dice[id(open_.pop(act.actor))] = act.die

    # -- lifetimes --------------------------------------------------------------------------
    def new_turn(self) -> None:
        """A throw begins a new turn: each side's marks of the turn start afresh (the old
        ones stay, under the index the windows of their coup name). The turn that ends is
        kept for the acts this throw consummates (points the opponent's throw gave, marked
        with a second jeton: :func:`.regimes.deux_jetons_consummated`)."""
        self.turns.append({c: TurnMarks() for c in BOTH})

    @property
    def turn_index(self) -> int:
        """The index of the current turn in ``turns``."""
        return len(self.turns) - 1

    def turn_marks(self, colour: Colour, turn: int | None = None) -> TurnMarks:
        """``colour``'s marks of the current turn, or of turn ``turn``."""
        return self.turns[-1 if turn is None else turn][colour]

    def previous_turn_marks(self, colour: Colour) -> TurnMarks | None:
        """``colour``'s marks of the turn the last throw ended, if any."""
        return self.turns[-2][colour] if len(self.turns) > 1 else None

    def turn_does(self, colour: Colour, change: Callable[..., TurnMarks], *args: Any) -> TurnMarks:
        """Apply the transition ``change`` (a :class:`TurnMarks` method) with ``args`` to
        ``colour``'s marks of the current turn. Returns the new value."""
        old = self.turns[-1][colour]
        new = self.turns[-1][colour] = change(old, *args)
        return new

    def series_does(self, colour: Colour, change: Callable[..., Series], *args: Any) -> Series:
        """Apply the transition ``change`` (a :class:`Series` method) with ``args`` to
        ``colour``'s series. Returns the new value."""
        new = self.series[colour] = change(self.series[colour], *args)
        return new

    def revise_turn(self, colour: Colour, old: TurnMarks, new: TurnMarks) -> TurnMarks:
        """Put ``new`` where ``old`` stood among ``colour``'s marks of a turn (most often the
        current one); a change made from a value another law has since
        replaced is a lost update and fails loudly. Returns ``new``."""
        for turn in reversed(self.turns):
            if turn[colour] is old:
                turn[colour] = new
                return new
        raise RuntimeError("the turn's marks were revised from a stale value")

    def pending_of(self, kind: str, colour: Colour) -> Pending | None:
        """The latest pending fact of this kind about ``colour``, if any."""
        for pending in reversed(self.pending):
            if pending.kind == kind and pending.colour is colour:
                return pending
        return None

    def expire_pending(self, thrower: Colour) -> None:
        """``thrower`` throws: the pending facts whose term that is lapse (the laws that own
        them have already settled what they must, in their ``before_throw`` hooks)."""
        after = (p.after_throw_of(thrower) for p in self.pending)
        self.pending = [p for p in after if p is not None]

    def revise_pending(self, pending: Pending, **changes: Any) -> Pending:
        """Put in ``pending``'s place the same fact with ``changes`` (a law that settles part
        of it, or moves its term); returns the new value."""
        revised = replace(pending, **changes)
        self.pending[self.pending.index(pending)] = revised
        return revised

    def open(self, ecole: OpenEcole) -> OpenEcole:
        """An école is made: its victim may mark it until its term. Returns it as kept, with
        its serial."""
        self.ecoles_made += 1
        made = replace(ecole, serial=self.ecoles_made)
        self.open_ecoles.append(made)
        return made

    def revise_ecole(self, ecole: OpenEcole, revised: OpenEcole) -> OpenEcole:
        """Put ``revised`` (a named transition of ``ecole``) in ``ecole``'s place; returns it.
        ``ecole`` must be the value the replay holds now: a law that changed an école from a
        value another law had already replaced would undo that law's work silently."""
        for i, held in enumerate(self.open_ecoles):
            if held.serial == ecole.serial:
                if held is not ecole:
                    raise RuntimeError(f"école {ecole.serial} revised from a stale value")
                self.open_ecoles[i] = revised
                return revised
        raise RuntimeError(f"école {ecole.serial} revised after it was dropped")

    def drop_ecole(self, ecole: OpenEcole) -> None:
        """The école is no longer one: a law judges the same error otherwise (ch. V)."""
        self.open_ecoles[:] = [e for e in self.open_ecoles if e.serial != ecole.serial]

    def excess_open_to(self, victim: Colour) -> tuple[list[OpenEcole], int]:
        """The opponent's écoles par trop open to ``victim`` whose excess is points on his
        jeton, and how much of it is still there (not yet taken off by a claim or by hand):
        what ``victim`` may wipe or mark (« on se contente d'effacer les points qui ont été
        marqués de trop », Guiton III « Définition ») until his term (« Époque où les écoles
        sont consommées »). A false trou is left out: its excess is a trou pegged and not won,
        and the points on the jeton are its author's own (ch. V). One measure for
        ``jeton adversaire N`` and ``efface adversaire`` alike."""
        open_ = [e for e in self.open_ecoles
                 if e.victim is victim and e.fault.by is victim.opponent and e.par_trop
                 and not e.lapsed and not e.false_trou]
        return open_, sum(max(0, e.points - e.undone) for e in open_)

    def current(self, ecoles: list[OpenEcole]) -> list[OpenEcole]:
        """The values the replay holds now for ``ecoles`` (taken earlier, and since revised by
        some law), in the same order; those since dropped are left out."""
        held = {e.serial: e for e in self.open_ecoles}
        return [held[e.serial] for e in ecoles if e.serial in held]

    def settle_pending(self, pending: Pending, points: int) -> Pending | None:
        """A law settles ``points`` of ``pending``: what is left of it, or ``None`` (and the
        fact dropped) when nothing is."""
        if pending.points - points > 0:
            return self.revise_pending(pending, points=pending.points - points)
        self.pending.remove(pending)
        return None

    # -- closing a coup ---------------------------------------------------------------------
    def close_coup(self, *, at_end: bool, next_thrower: Colour | None = None) -> None:
        """Judge what the law judges only once a coup is over (or the record ends)."""
        coup = self.coup
        if coup is None or coup.closed:
            return
        for hook in self.dispatch.at_close:
            hook(self, coup, at_end=at_end, next_thrower=next_thrower)
        if not at_end:
            if not coup.void:      # a void throw is no coup: it is thrown again
                self.coups_played[coup.thrower] += 1
            coup.closed = True

    def steps_of(self, coup: Coup) -> list[TraceStep]:
        """The steps of the reasoning said of ``coup``: from its throw until the next throw
        (the close of the coup before it is said before it). The reasoning only grows while
        the record is replayed; it is reordered after (:func:`.bodies.lebrun_first`,
        :func:`.game_end.finish`), and this is asked before."""
        trace = self.findings.trace
        later = self.coups[coup.index + 1:]
        return trace[coup.first_step:later[0].first_step if later else len(trace)]

    def consummate(self, colour: Colour, line: int, how: Msg) -> None:
        """An act of ``colour`` on ``line`` consummates his marking of the current coup (for
        the families that judge marks; a game without points has none)."""
        for hook in self.dispatch.consummate:
            hook(self, colour, line, how)

    # -- helpers for the law modules ----------------------------------------------------------
    def chosen(self, option: Option) -> str:
        """The key of the choice ``option``'s holder makes: the one :attr:`choices` names, or
        the default. The marks the caller then makes follow it, so that the ruling can give
        the score that each choice leads to (:func:`arbiter.engine.decide.decide`)."""
        number = self.findings.options.index(option) + 1
        self.consulted[number] = option.subject
        keys = [c.key for c in option.choices]
        made = self.choices.get(number)
        if made in keys:
            return made
        return next((c.key for c in option.choices if c.default), keys[0])

    def window(self, colour: Colour) -> Window | None:
        return self.coup.windows.get(colour) if self.coup else None

    def numbers(self, dice: tuple[int, int]) -> list[int]:
        """The numbers a throw gives to play, higher first: a doublet's number as many times
        as the game plays it (twice at trictrac, four times at Jacquet)."""
        if dice[0] == dice[1]:
            return [dice[0]] * self.conduct.doublet_times
        return sorted(dice, reverse=True)

    def plays(self, coup: Coup) -> tuple[Play, ...]:
        """The legal plays of the coup's throw, asked of the game once."""
        if coup.plays is None:
            coup.plays = self.rules.legal_plays(coup.position_before, coup.thrower, coup.dice)
        return coup.plays

    def entries(self) -> tuple[CoupEntry, ...]:
        return tuple(
            CoupEntry(c.thrower, c.dice, c.line, c.items,
                      (c.void_why or Msg("coup nul", "void throw")) if c.void else None)
            for c in self.coups)
