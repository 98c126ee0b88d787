"""Judging one side's marking of one coup, once it is consummated or the record ends.

The labelled exceptions to the école par moins (:data:`EXCEPTIONS`), in their order of
precedence, then the école par moins itself (Guiton III « Définition », « Époque où les écoles
sont consommées »). The trous pegged are judged first against the trous won
(:mod:`.judging_pegs`): a trou pegged double for simple, or whole trous left unpegged, are read
as the points they stand for.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import earning_disputed, ecole_terms, jeton_left, ne_marque_pas, regimes
from arbiter.engine.depart_reste import FAUX_TROU
from arbiter.engine.ecole_laws import (
    AVERTISSEMENT,
    EFFACER_ADVERSAIRE,
    IMPOSSIBLE,
    OPTION_DE_MARQUER,
    OUBLI_DEMARQUER,
)
from arbiter.engine.judging_pegs import judge_the_pegs
from arbiter.engine.marks import (
    DEFINITION,
    EPOQUE,
    open_ecole,
    set_side,
    trous_of,
)
from arbiter.engine.par_moins import cannot_play, ecole_par_moins, marked_words
from arbiter.engine.partie_won import partie_won_in
from arbiter.engine.pleaded import judged
from arbiter.engine.table import Pending
from arbiter.engine.trous import (
    TROU_APRES_LES_POINTS,
    fichet_alone,
    second_hole_open_until_played,
)
from arbiter.engine.window import Window
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.score import TROUS_PER_PARTIE
from arbiter.value import Value, value_class
from arbiter.vocabulary import FaultKind

TROU_SANS_BOUGER = "guiton.III.trou-sans-bouger"
PARTIE = "guiton.VIII.partie-en-douze-trous"
NON_JOUEUR = "guiton.III.non-joueur-leve-ses-dames"

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay


@value_class
class Judging(Value):
    """One window being judged: what every exception of :data:`EXCEPTIONS` reads."""

    replay: Replay
    window: Window
    consummated: bool
    line: int | None
    how: Msg | None

    @property
    def colour(self) -> Colour:
        return self.window.side

    @property
    def short(self) -> int:
        return self.window.due - self.window.marked


@value_class
class Exception_(Value):
    """A labelled exception to the école par moins: when it applies, its rule decides and
    the exceptions below it are not looked at (Catala's labelled exceptions, as a list)."""

    label: str
    law: str
    applies: Callable[[Judging], bool]
    rule: Callable[[Judging], None]


@applies(OUBLI_DEMARQUER, EPOQUE)
def _forgot_to_move_back(j: Judging) -> None:
    if jeton_left.deferred(j.replay, j.window, _jeton_excess(j.replay, j.window), j.line):
        return      # Lebrun: the école of the jeton is made when he plays his bois
    _jeton_not_moved_back(j.replay, j.window, j.line)


@applies(OUBLI_DEMARQUER)
def _moves_back_in_time(j: Judging) -> None:
    replay, colour = j.replay, j.colour
    excess = _jeton_excess(replay, j.window)
    if excess > 0:
        side = replay.score.of(colour)
        set_side(replay, colour, points=max(0, side.points - excess),
                 bredouille=side.bredouille and side.points - excess > 0)
        replay.findings.conclude(
            *both("ecoles.moves-back-in-time", colour=colour, excess=excess),
            OUBLI_DEMARQUER)


@applies(EPOQUE, TROU_APRES_LES_POINTS, earning_disputed.MARQUE_INSUFFISANTE)
def _advanced_in_time(j: Judging) -> None:
    """He first marked less than the coup gave him and let his jeton go, then advanced his
    marks before it was consummated (his dames touched for his own throw's points, his dice
    thrown for those the opponent's gave him): in time, no école (III « Époque où les écoles sont
    consommées »: « on ne peut jamais reculer un jeton; on peut seulement l'avancer,
    lorsqu'avant de toucher ses dames, ou de jeter les dés, on s'aperçoit qu'on a marqué moins
    de points qu'on n'en avait »). Read from his ledger: a mark forward that left him short,
    and a mark forward after it. Under Lebrun's law, the points of his own throw are his
    sentence that says it of them: « le joueur qui, d'un coup, gagne plusieurs points, peut fort
    bien marquer quatre, puis huit ou dix points, et enfin le trou, pourvu qu'il les marque
    avant de toucher son bois ou jouer, parce que l'on peut toujours avancer » (« De la Manière
    de marquer les points »), as for the trou pegged after the points (:mod:`.trous`)."""
    running, short_at = 0, None
    for entry in j.window.marking.entries:
        running += entry.points
        if entry.points <= 0 or entry.line is None:
            continue
        if short_at is not None and entry.line > short_at[0]:
            if _touched_between(j, short_at[0], entry.line):
                return      # a touch after « j'adoube »: that article says why it is in time
            coup = j.replay.coup
            own = coup is None or coup.thrower is j.colour
            # the points of his own throw marked in turn before he touches his bois: Lebrun says
            # it in his own words (« peut fort bien marquer quatre, puis huit ou dix points, et
            # enfin le trou, pourvu qu'il les marque avant de toucher son bois ou jouer, parce
            # que l'on peut toujours avancer »), Guiton in « Époque… »
            law = TROU_APRES_LES_POINTS if own and j.replay.record.conduct_lois == regimes.LEBRUN \
                else EPOQUE
            # a count said right and marked short: Lebrun's sentence on that very case, whose
            # term (« si l'on a touché son bois après ») he had not reached
            said = earning_disputed.against_said_count(j.replay, coup, j.colour, short=True,
                                                       due=j.window.due)
            law = earning_disputed.short_of_count_said(j.replay, said) or law
            j.replay.findings.law(law, *both(
                "ecoles.advanced-in-time" if own else "ecoles.advanced-in-time.received",
                colour=j.colour, line=short_at[0],
                marked=short_at[1], later=entry.line, due=j.window.due))
            return
        if running < j.window.due and short_at is None:
            short_at = (entry.line, running)


def _within_term(j: Judging) -> None:
    """All marked before the act that consummates an omission, but after the other side had
    acted since the throw (what a claim that he marked too late can rest on: Charles marks
    what Jules gave him à faux once Jules has played): the term's article answers that claim
    (:func:`.ecole_terms.marked_within_term`)."""
    coup = next((c for c in j.replay.coups if any(w is j.window for w in c.windows.values())),
                None)
    # where he also marked an école in the coup, the lateness claimed may be the école's,
    # whose own term the claim's rules judge (:mod:`.ecole_terms`)
    if coup is None or not j.window.jeton_lines or j.window.ecole_marked_at is not None:
        return
    last = j.window.jeton_lines[-1]
    if any(a.actor is j.colour.opponent and coup.line < a.span.line < last
           for a in j.replay.record.acts):
        ecole_terms.marked_within_term(j.replay, j.colour, j.window.due, last,
                                       coup.thrower is j.colour)


def _touched_between(j: Judging, after: int, before: int) -> bool:
    """He touched or lifted a dame between two of his marks (his « j'adoube » let him mark
    on: the article on adouber, not the jeton advanced before any touch, says why)."""
    return any(isinstance(a, (A.Touch, A.Lift, A.Adoube)) and a.actor is j.colour
               and after < a.span.line < before for a in j.replay.record.acts)


def _double_pegged_simple(window: Window) -> bool:
    """A trou double his coup won, pegged simple: fewer holes than won, the same trous of
    twelve points (III « Ecole d'école; école de trou »)."""
    return 0 < window.fichet < window.expected_trous \
        and trous_of(window.fichet) == trous_of(window.expected_trous)


MARQUE_DES_POINTS = "guiton.III.marque-des-points"


def _both_given(j: Judging) -> bool:
    """The throw whose marking is judged gave points to both sides (the order of marking
    was stated for it)."""
    return any(j.window in coup.windows.values() and coup.due(coup.thrower)
               and coup.due(coup.thrower.opponent) for coup in j.replay.coups)


@applies(OUBLI_DEMARQUER, "guiton.I.bredouille", NON_JOUEUR, TROU_SANS_BOUGER,
         MARQUE_DES_POINTS)
def _marked_enough(j: Judging) -> None:
    if j.short == 0 and j.window.due:
        forgiven = j.window.marking.by(regimes.ECOLE_DE_TROU_LEBRUN)
        if forgiven:
            # whole trous he forgot are lost to him, not marked: say what he did mark
            j.replay.findings.conclude(*both(
                "ecoles.marked-enough-but-trous", colour=j.colour,
                marked=j.window.due - forgiven, due=j.window.due))
        elif j.consummated and _double_pegged_simple(j.window) and not \
                second_hole_open_until_played(j.replay, j.colour, j.window.closed_by):
            # the points are all marked, the bredouille's second trou is lost (« Même règle
            # pour la bredouille des trous »): not « all that the throw gave him »
            j.replay.findings.conclude(*both(
                "ecoles.marked-enough-but-double", colour=j.colour, due=j.window.due))
        else:
            # where the throw gave points to both sides, his marking them is judged by the
            # article that orders them (« Marque des points »): a ruling that finds no fault
            # answers there a claim that he forgot them (:meth:`.Findings.absent_under`)
            both_given = _both_given(j)
            j.replay.findings.conclude(
                *both("ecoles.marked-enough", j_colour=j.colour,
                      j_due=j.window.due - j.window.ecole_in_due),
                MARQUE_DES_POINTS if both_given else None)
            if both_given:
                j.replay.findings.absent_under(MARQUE_DES_POINTS)
        _advanced_in_time(j)
        _within_term(j)
        invited = j.window.invited_at
        if invited is not None and any(line > invited for line in j.window.jeton_lines):
            # invited to throw before he had marked, he marked after: in time, his throw being
            # the term (III « Celui qui ne joue pas… »: « il n'y a que le jet des dés qui … »)
            j.replay.findings.decide(*both(
                "ecoles.marked-after-invitation", colour=j.colour, other=j.colour.opponent,
                invited=invited, due=j.window.due), NON_JOUEUR)
        window = j.window
        if window.fichet == window.expected_trous > window.expected_events > 0 \
                and not window.double_taken_back:
            # a trou double rightly pegged: the law that makes it double is said, as where
            # it is disputed or pegged simple (ch. I « Bredouille »)
            j.replay.findings.law("guiton.I.bredouille", *both(
                "ecoles.double-rightly-pegged", colour=j.colour, count=window.fichet))
        before = _points_at_throw(j.replay, j.window)
        reste = j.replay.score.of(j.colour).points
        if j.window.fichet > 0 and j.window.expected_trous > 0 and before and reste:
            # a trou pegged by one who had points, with a reste: whether his jeton shows his
            # reste and nothing more is the point of « Oubli de démarquer ses points lorsqu'on
            # a le trou » (« déduction faite … de ceux qu'il pouvait avoir de reste »); twelve
            # won at a stroke, the jeton unmoved shows them rightly (« Trou sans bouger »)
            sans_bouger = reste == before and not j.window.jeton_lines
            j.replay.findings.conclude(*both(
                "ecoles.trou-sans-bouger-et-reste" if sans_bouger else "ecoles.trou-et-reste",
                colour=j.colour, before=before, reste=reste),
                TROU_SANS_BOUGER if sans_bouger else OUBLI_DEMARQUER)
            if not sans_bouger:
                # it says an école is not made (:meth:`.Findings.absent_under`)
                j.replay.findings.absent_under(OUBLI_DEMARQUER)


def _points_at_throw(replay: Replay, window: Window) -> int:
    """The points the window's side had when the throw of its coup was made (0 if unknown)."""
    for coup in reversed(replay.coups):
        if coup.windows.get(window.side) is window:
            return coup.score_at_throw.of(window.side).points
    return 0


def _left_by_the_winner(j: Judging) -> Pending | None:
    """The points the winner of a trou left on this side's jeton, not yet wiped (the
    « wipe-owed » of :func:`on_mark_trous`), while this side is still short."""
    if j.short <= 0:
        return None
    owed = j.replay.pending_of("wipe-owed", j.colour.opponent)
    if owed is None or owed.points <= 0:
        return None
    # only for what the coup that gave the trou owed this side: the old points stand for those
    coup = next((c for c in reversed(j.replay.coups) if c.windows.get(j.colour) is j.window),
                None)
    return owed if coup is None or owed.line >= coup.line else None


@applies(EFFACER_ADVERSAIRE)
def _already_marked(j: Judging) -> None:
    """The winner of the trou did not wipe this side's old points, which his jeton still
    shows: they stand for the points this coup gave him, « puisque les points se trouveraient
    déjà marqués », and no école can be marked of them (Guiton III, « Quand on gagne un trou,
    effacer les points de l'adversaire »). What they do not cover is judged as usual."""
    replay, colour, window = j.replay, j.colour, j.window
    owed = _left_by_the_winner(j)
    assert owed is not None
    counted = min(owed.points, j.short)
    replay.settle_pending(owed, counted)
    window.mark(EFFACER_ADVERSAIRE, owed.line, points=counted)
    replay.score = replay.marking.add_points(replay.score, colour, counted)
    replay.findings.law(
        EFFACER_ADVERSAIRE,
        *both("ecoles.already-marked", colour=colour, winner=colour.opponent, counted=counted,
              line=owed.line))
    if j.short > 0:
        _after_exceptions(j, skip="points-left-by-the-winner")


@applies("guiton.III.erreur-occasionnee")
def _misled(j: Judging) -> None:
    colour, short, window = j.colour, j.short, j.window
    j.replay.findings.law(
        "guiton.III.erreur-occasionnee",
        *both("ecoles.misled", colour=colour, misled_at=window.misled_at, short=short))
    # the other opinion (issue #8 item 6); Lepeintre's text is not among our sources, so it is
    # said in our words and cites no law of the base
    j.replay.findings.opinion(*both("ecoles.misled.lepeintre"))


@applies(OPTION_DE_MARQUER, "guiton.III.evidence-des-motifs")
def _covered_by_the_ecole(j: Judging) -> None:
    # Guiton's question after « L'option de marquer… »: the victim who marks the école
    # alone, not his à-faux points, did all the rule asks; he makes no école.
    # What he marked counts against what he was bound to mark (« il n'était rigoureusement
    # tenu à marquer que quatre points, ainsi qu'il l'a fait »): the école covers as many of
    # his own points as it marked, and no more; what is still short is judged as usual.
    colour, window = j.colour, j.window
    covered = min(j.short, window.ecole_marked)
    window.mark(OPTION_DE_MARQUER, window.ecole_marked_at, points=covered)
    j.replay.findings.law(
        OPTION_DE_MARQUER,
        *both("ecoles.covered-by-the-ecole", colour=colour, ecole_marked_at=window.ecole_marked_at,
              short=covered))
    j.replay.findings.cite("guiton.III.evidence-des-motifs")
    if j.short > 0:
        _after_exceptions(j, skip="covered-by-the-ecole")


@applies(EPOQUE, IMPOSSIBLE, regimes.IMPOSSIBLE_LEBRUN)
def _not_yet_consummated(j: Judging) -> None:
    replay, colour, short, window = j.replay, j.colour, j.short, j.window
    why = say("ecoles.not-yet-consummated", colour=colour, due=window.due, short=short,
              marked=marked_words(window.marked, window.due))
    unplayable = cannot_play(replay, colour)
    if unplayable and regimes.override(replay, IMPOSSIBLE, reached=False) is not None:
        # Lebrun: « on ne peut être envoyé à l'école des points qu'ils produisent, et qu'on a
        # oublié de marquer »: of a throw he cannot play there is no école, not even one to come
        replay.findings.conclude(*both("ecoles.impossible-lebrun", colour=colour, short=short),
                                 regimes.IMPOSSIBLE_LEBRUN)
        return
    laws = (EPOQUE, IMPOSSIBLE) if unplayable else (EPOQUE,)
    replay.findings.fault(Fault(
        kind=FaultKind.ECOLE_PAR_MOINS, by=colour, summary=why, laws=laws, points=short,
        consummated=False, act=None))
    replay.findings.conclude(why.fr, why.en, laws[-1])
    replay.findings.option(
        colour,
        say("ecoles.not-yet-consummated.2", colour=colour, short=short),
        [("corriger", Msg("les marquer", "mark them"), False),
         ("laisser", say("ecoles.not-yet-consummated.3"), True)],
        laws,
        say("ecoles.not-yet-consummated.4"))


def _warned(j: Judging) -> None:
    assert j.line is not None
    ne_marque_pas.warned(j.replay, j.window, j.line)


def _winner_of_the_partie(j: Judging) -> Colour | None:
    """The side whose marks took him to the twelfth trou that this window's coup won him in a
    partie en douze trous (:func:`.partie_won.partie_won_in`): the partie is over, for
    both sides' marking of that coup."""
    replay = j.replay
    coup = next((c for c in replay.coups
                 if any(w is j.window for w in c.windows.values())), None)
    if coup is None:
        return None
    return next((side for side in (j.colour, j.colour.opponent)
                 if replay.score.of(side).trous >= TROUS_PER_PARTIE
                 and partie_won_in(replay, coup, side)), None)


@applies(PARTIE)
def _beyond_the_partie(j: Judging) -> None:
    """What the coup gave him beyond the twelfth trou, unmarked, or gave the loser of the
    partie after it: the partie was over at that trou (Guiton VIII « la partie est terminée,
    et le prix convenu acquis à celui qui arrive à douze trous »; Lebrun: the « douze trous
    qui composent la partie entière »), so nothing of it is owed to anyone, and there is no
    école of it."""
    winner = _winner_of_the_partie(j)
    said = (both("ecoles.beyond-the-partie", colour=j.colour, short=j.short)
            if winner is j.colour else
            both("ecoles.after-the-partie", colour=j.colour, short=j.short, winner=winner))
    j.replay.findings.law(PARTIE, *said)
    j.replay.findings.decide(*said, PARTIE)


EXCEPTIONS: tuple[Exception_, ...] = (
    Exception_("jeton-not-moved-back", OUBLI_DEMARQUER,
               lambda j: j.short < 0 and j.consummated and j.window.fichet > 0
               and _jeton_excess(j.replay, j.window) > 0,
               _forgot_to_move_back),
    Exception_("jeton-moved-back-in-time", OUBLI_DEMARQUER,
               lambda j: j.short < 0 and not j.consummated and j.window.fichet > 0,
               _moves_back_in_time),
    Exception_("marked-enough", DEFINITION, lambda j: j.short <= 0, _marked_enough),
    Exception_("partie-won", PARTIE, lambda j: _winner_of_the_partie(j) is not None,
               _beyond_the_partie),
    Exception_("points-left-by-the-winner", EFFACER_ADVERSAIRE,
               lambda j: _left_by_the_winner(j) is not None, _already_marked),
    Exception_("misled-by-the-opponent", "guiton.III.erreur-occasionnee",
               lambda j: j.window.misled_at is not None, _misled),
    Exception_("covered-by-the-ecole", OPTION_DE_MARQUER,
               lambda j: j.window.ecole_marked > 0,
               _covered_by_the_ecole),
    Exception_("not-yet-consummated", EPOQUE, lambda j: not j.consummated,
               _not_yet_consummated),
    Exception_("warned-ne-marque-pas", AVERTISSEMENT,
               lambda j: j.window.said_ne_marque_pas is not None and j.replay.coup is not None
               and j.window.marked == 0 and j.line is not None,
               _warned),
)
"""The exceptions to the école par moins, in the order of precedence: the first that applies
decides. Above the école par moins itself (the rule when none applies): a jeton left showing
points once the trou is pegged, what was marked in full, what lies beyond the twelfth trou
that ended the partie, old points the winner of a trou left
on the jeton (they stand for the new ones), an error the opponent caused, the victim covered
by the école he marked, an omission not yet consummated, and « je ne marque pas »."""


def _after_exceptions(j: Judging, *, skip: str) -> None:
    """Judge what is still short after an exception that settled part of it: the exceptions
    below ``skip``, then the école par moins."""
    labels = [e.label for e in EXCEPTIONS]
    for exception in EXCEPTIONS[labels.index(skip) + 1:]:
        if exception.applies(j):
            judged(exception.law, j.colour, j.replay.findings, partial(exception.rule, j))
            return
    ecole_par_moins(j.replay, j.window, j.line, j.how)


def judge_window(replay: Replay, window: Window, *, consummated: bool, line: int | None,
                 how: Msg | None = None) -> None:
    """Judge one side's marking of one coup: the first exception of :data:`EXCEPTIONS` that
    applies decides; when none does, the omission is an école par moins."""
    colour = window.side
    judge_the_pegs(replay, window, consummated=consummated, line=line, how=how)
    if window.breaking_at is not None:
        # he broke his game to leave on a trou he had not: the trou he pegged is his marking,
        # and ch. V's false trou (the école of the points he lacked) decides it, alone
        window.alone_joined()
        excess = _jeton_excess(replay, window)
        if not consummated and window.fichet > 0 and excess > 0 and not any(
                f.by is colour and FAUX_TROU in f.laws for f in replay.findings.faults):
            # the trou stands and he stays: the jeton left on his old points must come back
            jeton_left.must_come_back(replay, colour, excess)
        return
    if window.alone.points and consummated:
        fichet_alone(replay, window, line=window.alone.line, points=window.alone.points)
    if window.marked < 0:
        _below_nothing(replay, window)
        return
    if consummated:
        regimes.deux_jetons_consummated(replay, colour, line)
    judging = Judging(replay, window, consummated, line, how)
    for exception in EXCEPTIONS:
        if exception.applies(judging):
            judged(exception.law, judging.colour, judging.replay.findings,
                   partial(exception.rule, judging))
            return
    ecole_par_moins(judging.replay, judging.window, judging.line, judging.how)


def _below_nothing(replay: Replay, window: Window) -> None:
    """His own acts took his marks below where they stood at the throw: that is no omission of
    this coup's points (points or trous of his own taken off are « effacés » or « démarqués »
    mal à propos, never an école by themselves), and a negative count is no marking the
    arbiter can judge. The ruling says so and asks what he meant, instead of an école par
    moins larger than the throw (or a count silently stopped at zero)."""
    replay.findings.ask(*both("ecoles.below-nothing", colour=window.side,
                              marked=-window.marked, due=window.due))
    replay.blocking = True


def _jeton_excess(replay: Replay, window: Window) -> int:
    """What the jeton shows beyond the marks due, once a trou is pegged: the excess of the
    window, but never more than the jeton itself shows — trous pegged in excess are no école
    (« Le fichet déplacé ne fait pas école »); ch. V's own rule judges them at a departure."""
    excess = window.marked - window.due - window.trop_reported
    return max(0, min(excess, replay.score.of(window.side).points))


@applies(OUBLI_DEMARQUER, EPOQUE)
def _jeton_not_moved_back(replay: Replay, window: Window, line: int | None) -> None:
    """The trou was pegged but the jeton left where it stood: it now shows points he does not
    have (« Oubli de démarquer ses points lorsqu'on a le trou »), an école par trop of them."""
    colour = window.side
    excess = _jeton_excess(replay, window)
    window.trop_found(excess)
    why = say("ecoles.jeton-not-moved-back", colour=colour, excess=excess)
    open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, (OUBLI_DEMARQUER, EPOQUE), excess,
               line, OUBLI_DEMARQUER, par_trop=True, from_the_throw=False)
