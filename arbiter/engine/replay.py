"""Replay the acts of a coup in order, keeping the table and the reasoning up to date.

The replayer owns the state; each family of laws lives in its own module and is called at the
moment the law looks at the game: :mod:`.ecoles` (marking), :mod:`.dames` (touching, placing,
playing), :mod:`.depart` (leaving or staying, binding words), :mod:`.dame_count` (14 and 16
dames). The game's rules (what a throw earns, which plays are legal) come from
:class:`~arbiter.games.base.GameRules`; the replayer never computes them itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter.board import OFF, Position
from arbiter.colour import BOTH, Colour
from arbiter.engine import dame_count, dames, depart, ecoles
from arbiter.engine.findings import Findings
from arbiter.engine.scoring import Marking
from arbiter.engine.table import Coup, Window
from arbiter.games.base import GameRules, ThrowContext
from arbiter.notation import acts as A
from arbiter.notation.record import CoupRecord
from arbiter.ruling import CoupEntry
from arbiter.score import Score
from arbiter.words import dice_name, points_en, points_fr


@dataclass
class Replay:
    """The state of the table during one replay, and what has been found so far."""

    record: CoupRecord
    rules: GameRules
    marking: Marking
    findings: Findings = field(default_factory=Findings)
    position: Position = field(init=False)
    score: Score = field(init=False)
    coup: Coup | None = None
    coups: list[Coup] = field(default_factory=list)
    coups_played: dict[Colour, int] = field(default_factory=dict)
    open_ecoles: list[ecoles.OpenEcole] = field(default_factory=list)
    pending_windows: list[Window] = field(default_factory=list)
    next_line: int = 0
    blocking: bool = False
    judge_marks: bool = True      # False for a record of throws only (a count)
    trou_credit: dict[Colour, int] = field(default_factory=dict)
    fifteenth_placed: dict[Colour, int] = field(default_factory=dict)
    own_wipe_line: dict[Colour, int] = field(default_factory=dict)   # jetons moved this coup
    double_trou_after_wipe: dict[Colour, int] = field(default_factory=dict)
    wiped_by_opponent: dict[Colour, int] = field(default_factory=dict)  # this coup
    own_wiped: dict[Colour, list] = field(default_factory=dict)  # [points, line, law] to repair
    jeton_wrapped: dict[Colour, int] = field(default_factory=dict)  # jeton carried past 12
    sortie_by: Colour | None = None   # who bore off last, while the dames are being re-piled
    late_dice: dict[int, int] = field(default_factory=dict)   # id of a PartialThrow -> 2nd die

    def __post_init__(self) -> None:
        self.position = self.record.position
        self.score = self.record.score
        self.coups_played = {c: self.record.releve.of(c) for c in BOTH}

    # -- the loop ---------------------------------------------------------------------------
    def run(self) -> None:
        if self.record.acts and all(isinstance(a, A.Throw) for a in self.record.acts):
            # A count: the referee recorded only throws, to know what each was worth. The
            # record says nothing of the marks, so no marking is judged.
            self.judge_marks = False
            self.findings.fact(
                "Le relevé ne contient que des jets : l'arbitre donne ce que chacun valait, "
                "sans juger la marque, que le relevé ne dit pas.",
                "The record holds only throws: the arbiter gives what each was worth, without "
                "judging the marks, which the record does not give.")
        self._pair_partial_throws()
        for act in self.record.acts:
            handler = getattr(self, "on_" + type(act).__name__, None)
            if handler is None:
                self.findings.ask(
                    f"L'acte de la ligne {act.span.line} ({type(act).__name__}) n'est pas "
                    "encore jugé par l'arbitre ; dites ce qu'il a changé au jeu.",
                    f"The act on line {act.span.line} ({type(act).__name__}) is not judged "
                    "by the arbiter yet; say what it changed in the game.")
                continue
            handler(act)
        self.close_coup(at_end=True)
        if self.judge_marks:
            ecoles.finish(self)

    def _pair_partial_throws(self) -> None:
        """Give each ``jette N ?`` the die its ``dé M`` later revealed."""
        open_: dict[Colour, A.PartialThrow] = {}
        for act in self.record.acts:
            if isinstance(act, A.PartialThrow) and act.actor is not None:
                open_[act.actor] = act
            elif isinstance(act, A.LateDie) and act.actor in open_:
                self.late_dice[id(open_.pop(act.actor))] = act.die

    # -- throws -----------------------------------------------------------------------------
    def on_PartialThrow(self, act: A.PartialThrow) -> None:
        """One die known, the other still rolling: the coup is that of both dice, but what
        the player does before the second settles is done on the first alone (Guiton,
        « École faite pour avoir joué le premier dé sans connaître le point du second »)."""
        second = self.late_dice.get(id(act))
        if second is None:
            self.findings.ask(
                f"Ligne {act.span.line} : quel nombre le second dé a-t-il donné ?",
                f"Line {act.span.line}: what number did the second die show?")
            self.blocking = True
            return
        self.on_Throw(A.Throw(actor=act.actor, dice=(act.die, second), span=act.span))
        self.findings.fact(
            f"Ligne {act.span.line} : {act.actor} joue ou marque sur le premier dé ({act.die}) "
            "avant que le second soit connu ; il le fait à ses risques.",
            f"Line {act.span.line}: {act.actor} plays or marks on the first die ({act.die}) "
            "before the second is known; he does so at his own risk.", act.span.line)
        self.findings.cite("guiton.III.premier-de")

    def on_LateDie(self, act: A.LateDie) -> None:
        self.findings.fact(f"Ligne {act.span.line} : le second dé de {act.actor} montre "
                           f"{act.die}.",
                           f"Line {act.span.line}: {act.actor}'s second die shows {act.die}.",
                           act.span.line)

    def on_LiftDice(self, act: A.LiftDice) -> None:
        if self.coup is not None and self.coup.thrower is act.actor:
            self.coup.dice_lifted = act.span.line
        self.findings.fact(f"Ligne {act.span.line} : {act.actor} enlève ses dés.",
                           f"Line {act.span.line}: {act.actor} takes up his dice.",
                           act.span.line)

    def on_Throw(self, act: A.Throw) -> None:
        thrower = act.actor
        assert thrower is not None
        ecoles.before_throw(self, thrower, act.span.line)
        self.sortie_by = None
        self.close_coup(at_end=False, next_thrower=thrower)
        line = act.span.line
        dice = act.dice
        void = act.incident is not None and act.incident is not A.DiceIncident.INCLINE_JETONS
        items = () if void else self.rules.earnings(
            self.position, thrower, dice,
            ThrowContext(thrower_coups=self.coups_played[thrower],
                         opponent_coups=self.coups_played[thrower.opponent]))
        windows = {c: self.marking.window(self.score, c, items) for c in BOTH}
        coup = Coup(index=len(self.coups), thrower=thrower, dice=dice, line=line,
                    position_before=self.position, score_at_throw=self.score, items=items,
                    windows=windows, void=void,
                    remaining=[] if void else ([dice[0]] * 2 if dice[0] == dice[1]
                                               else sorted(dice, reverse=True)))
        self.coup = coup
        self.coups.append(coup)
        if void:
            self.findings.fact(
                f"Ligne {line} : le coup de {thrower} ({dice_name(dice)}) est nul "
                f"(dé {act.incident.value}) ; il se rejoue.",
                f"Line {line}: {thrower}'s throw ({dice_name(dice, 'en')}) is void "
                f"(die {act.incident.value}); it is thrown again.", line)
            self.findings.cite("guiton.III.de-couvert" if act.incident in (
                A.DiceIncident.CASSE, A.DiceIncident.HORS) else "guiton.III.de-incline")
            return
        for colour in (thrower, thrower.opponent):
            due = coup.due(colour)
            if due:
                self.findings.fact(
                    f"Ligne {line} : {thrower} amène {dice_name(dice)} ; ce coup vaut "
                    f"{points_fr(due)} à {colour}.",
                    f"Line {line}: {thrower} throws {dice_name(dice, 'en')}; this throw is "
                    f"worth {points_en(due)} to {colour}.", line)
        if not any(coup.due(c) for c in BOTH):
            self.findings.fact(
                f"Ligne {line} : {thrower} amène {dice_name(dice)} ; ce coup ne vaut aucun "
                "point ni à l'un ni à l'autre.",
                f"Line {line}: {thrower} throws {dice_name(dice, 'en')}; this throw is worth "
                "no points to either side.", line)
        for item in items:
            if item.target is not None:
                self.findings.highlight(item.beneficiary, item.target)
        self._laws_of_the_throw(coup)

    def _laws_of_the_throw(self, coup: Coup) -> None:
        """Laws a throw brings into play before anyone acts: the order of marking when it
        gives points to both sides, the trou sans bouger, the école that cannot be made."""
        line = coup.line
        if coup.due(coup.thrower) and coup.due(coup.thrower.opponent):
            self.findings.law(
                "guiton.III.marque-des-points",
                f"Ligne {line} : le coup donne des points aux deux joueurs ; {coup.thrower} "
                "marque d'abord ce qu'il gagne, puis l'autre ce qu'il reçoit, l'impuissance en "
                "dernier.",
                f"Line {line}: the throw gives points to both sides; {coup.thrower} marks his "
                "gain first, then the other what he receives, the impuissance last.")
        for colour in BOTH:
            if coup.due(colour) >= 12 and self.score.of(colour).points:
                self.findings.law(
                    "guiton.III.trou-sans-bouger",
                    f"{colour} gagne douze points d'un coup en ayant déjà des points : il marque "
                    "le trou sans bouger son jeton.",
                    f"{colour} wins twelve points at once while he already has points: he pegs "
                    "the trou without moving his jeton.")
        plays = self.rules.legal_plays(coup.position_before, coup.thrower, coup.dice)
        if any(m.dst == OFF for p in plays for m in p.moves):
            from arbiter.engine.dames import SORTIE_LAWS

            self.findings.law(
                SORTIE_LAWS[0],
                f"Ligne {line} : {coup.thrower} peut sortir des dames par ce coup ; les lois de "
                "la sortie règlent comment.",
                f"Line {line}: {coup.thrower} can bear dames off with this throw; the laws of "
                "the sortie say how.")
            self.findings.cite(*SORTIE_LAWS)
        if not plays:
            self.findings.law(
                "guiton.III.ecole-impossible",
                f"Ligne {line} : {coup.thrower} ne peut rien jouer ; son omission ne se "
                "consommera pas en touchant ses dames, mais en jetant ou en invitant à jeter.",
                f"Line {line}: {coup.thrower} can play nothing; his omission will not be "
                "consummated by touching dames, only by throwing or inviting the other to "
                "throw.")

    def on_Rompt(self, act: A.Rompt) -> None:
        coup = self.coup
        if coup and coup.thrower is act.actor.opponent and not coup.moves:  # type: ignore[union-attr]
            coup.void = True
            coup.items = ()
            for w in coup.windows.values():
                w.due, w.items = 0, ()
        self.findings.law("guiton.III.rompre-les-des",
                          f"Ligne {act.span.line} : {act.actor} rompt les dés ; le coup est "
                          "nul et se rejoue.",
                          f"Line {act.span.line}: {act.actor} breaks the dice; the throw is "
                          "void and thrown again.")

    # -- marking ----------------------------------------------------------------------------
    def on_Mark(self, act: A.Mark) -> None:
        ecoles.on_mark(self, act)

    def on_SetJeton(self, act: A.SetJeton) -> None:
        ecoles.on_set_jeton(self, act)

    def on_MarkTrous(self, act: A.MarkTrous) -> None:
        ecoles.on_mark_trous(self, act)

    def on_UnmarkTrous(self, act: A.UnmarkTrous) -> None:
        ecoles.on_unmark_trous(self, act)

    def on_MarkEcole(self, act: A.MarkEcole) -> None:
        ecoles.on_mark_ecole(self, act)

    def on_Efface(self, act: A.Efface) -> None:
        ecoles.on_efface(self, act)

    # -- dames ------------------------------------------------------------------------------
    def on_Touch(self, act: A.Touch) -> None:
        dames.on_touch(self, act)

    def on_Adoube(self, act: A.Adoube) -> None:
        dames.on_adoube(self, act)

    def on_Lift(self, act: A.Lift) -> None:
        dames.on_lift(self, act)

    def on_Place(self, act: A.Place) -> None:
        dames.on_place(self, act)

    def on_Restore(self, act: A.Restore) -> None:
        dames.on_restore(self, act)

    def on_PutBack(self, act: A.PutBack) -> None:
        dames.on_put_back(self, act)

    def on_ReturnDame(self, act: A.ReturnDame) -> None:
        dame_count.on_return(self, act)

    def on_Release(self, act: A.Release) -> None:
        dames.on_release(self, act)

    def on_Play(self, act: A.Play) -> None:
        dames.on_play(self, act)

    # -- words, leaving, counting -----------------------------------------------------------
    def on_Say(self, act: A.Say) -> None:
        depart.on_say(self, act)

    def on_Releve(self, act: A.Releve) -> None:
        depart.on_releve(self, act)

    def on_NouveauReleve(self, act: A.NouveauReleve) -> None:
        self.close_coup(at_end=False)
        self.coup = None
        self.sortie_by = next((c for c in BOTH if self.position.total(c) and
                               self.position.count(c, 24) == self.position.total(c)), None)
        self.position = Position.initial()
        self.coups_played = dict.fromkeys(BOTH, 0)
        self.findings.fact(f"Ligne {act.span.line} : nouveau relevé.",
                           f"Line {act.span.line}: a new relevé begins.", act.span.line)

    def on_Constate(self, act: A.Constate) -> None:
        dame_count.on_constate(self, act)

    # -- closing a coup ---------------------------------------------------------------------
    def close_coup(self, *, at_end: bool, next_thrower: Colour | None = None) -> None:
        """Judge what the law judges only once a coup is over (or the record ends)."""
        coup = self.coup
        if coup is None or coup.closed:
            return
        dames.at_close(self, coup, at_end=at_end)
        if self.judge_marks:
            ecoles.at_close(self, coup, at_end=at_end, next_thrower=next_thrower)
        if not at_end:
            self.coups_played[coup.thrower] += 1
            coup.closed = True

    # -- helpers for the law modules ----------------------------------------------------------
    def window(self, colour: Colour) -> Window | None:
        return self.coup.windows.get(colour) if self.coup else None

    def entries(self) -> tuple[CoupEntry, ...]:
        from arbiter.i18n import Msg

        return tuple(
            CoupEntry(c.thrower, c.dice, c.line, c.items,
                      Msg("coup nul", "void throw") if c.void else None)
            for c in self.coups)
