"""Claims of écoles: the victim marks an école, wholly, in part, too late, or one never made.

Guiton III « On n'est pas obligé de marquer une école; mais, si elle est marquée, elle doit
l'être en totalité », « Fausse école », « Augmentation d'école », « Second exemple »; the
deadline of the claim is the victim's throw (Lebrun: his play after it, :mod:`.regimes`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import ecole_terms
from arbiter.engine.bodies import ECOLE_EN_BREDOUILLE, INDIVISIBLE
from arbiter.engine.ecole_first import ecole_before_his_points, ecole_first
from arbiter.engine.ecole_laws import (
    AUGMENTATION,
    EFFACER_ADVERSAIRE,
    FACULTATIVE,
    FAUSSE,
    IMPOSSIBLE,
    NE_REMPLIT_PAS,
    QUESTION_FAUSSE,
)
from arbiter.engine.excess import par_trop
from arbiter.engine.marks import (
    DEFINITION,
    EPOQUE,
    OpenEcole,
    add_marked_points,
    marks_after_wiping,
    open_ecole,
    undo_excess,
    wipe,
)
from arbiter.engine.regimes import LEBRUN, fausse_ecole_sent_back
from arbiter.engine.table import Pending, Term
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.score import POINTS_PER_TROU, SideScore
from arbiter.vocabulary import FaultKind
from arbiter.words import points_en, points_fr

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import OpenEcole


# -- claims -----------------------------------------------------------------------------------
def excess_off_first(replay: Replay, claimable: list[OpenEcole], take: int) -> None:
    """Of the écoles the victim marks now (``take`` points, in order), those par trop are
    undone before his points go on: the offender's jeton is back where his coup had brought it
    (his excess off, a trou pegged and not won taken back) when the victim's marking counts,
    so that a trou that marking wins wipes the offender's true points, not points he never had
    (Guiton III « Définition »: the victim « marque à son profit … ceux qu'on a marqués de
    trop », wiping and marking being one act; Lebrun, « Des Ecoles »: the partie bredouille
    « qui efface » the points of the one sent to school). ``claimable`` are values the
    replay holds now."""
    for ecole in claimable:
        if take <= 0:
            break
        part = min(take, ecole.points - ecole.claimed)
        take -= part
        if part > 0 and ecole.par_trop:
            undo_excess(replay, ecole, ecole.points)


ATTENDRE = "guiton.III.attendre-coup-joue"


@applies(ATTENDRE)
def _waited_for_the_play(replay: Replay, colour: Colour, claimed: list[OpenEcole],
                         line: int) -> None:
    """``colour`` marks an école of omission his opponent made, once that opponent has thrown
    and played his coup: in time, and what prudence advises (Guiton III « Avantage d'attendre
    que le coup soit joué pour marquer l'école »: the victim « a droit de la marquer que les
    dés sont jetés; mais beaucoup de joueurs attendent très prudemment que celui qui a fait
    l'école ait achevé de jouer son coup »). Said because the offender who disputes the claim
    disputes exactly that wait. Where the dispute says, by another's mouth than the victim's,
    that his mark came too late (« Noir la dit tardive »), this article, which sets the term of
    that very mark, answers the claim and decides: the moment the offender's école was made
    (« Époque où les écoles sont consommées ») is not what is disputed (as
    :func:`.ecole_terms.marked_within_term` for a side's own points marked late)."""
    coup = replay.coup
    offender = colour.opponent
    if coup is None or coup.thrower is not offender or not coup.moves:
        return
    if not any(e.fault.by is offender and e.fault.kind is FaultKind.ECOLE_PAR_MOINS
               and e.fault.act is not None and e.fault.act <= coup.line for e in claimed):
        return
    replay.findings.law(ATTENDRE, *both("ecoles.waited-for-the-play", line=line,
                                        colour=colour, offender=offender, thrown=coup.line))
    dispute = replay.dispute
    name = replay.record.header(colour.value.capitalize()) or ""
    if dispute is not None and dispute.says_too_late() \
            and not dispute.pleads((colour.value, name)):
        # it answers the dispute itself, and opens the decision: a general article, which
        # the decision's other sentences would not let lead (:func:`.answer.decision_lead`)
        replay.findings.decide_first(*both("ecoles.waited-for-the-play.decision", line=line,
                                           colour=colour, offender=offender), ATTENDRE)


@applies(FACULTATIVE, DEFINITION)
@applies(FAUSSE, FACULTATIVE, INDIVISIBLE)
def on_mark_ecole(replay: Replay, act: A.MarkEcole) -> None:
    colour = act.actor
    assert colour is not None
    ecole_terms.claim_after_throw(replay, colour)
    marks_after_wiping(replay, colour)
    line = act.span.line
    # an école its victim was déchu of when it was made (marks.forfeited_by_an_early_trou)
    forfeited = sum(e.points - e.claimed for e in replay.open_ecoles
                    if e.victim is colour and e.forfeited)
    _plain_mark_was_his_own(replay, colour, line)
    # a fausse école whose own points its victim has wiped is the école he marks first: to wipe
    # them and mark them is one act (« le premier joueur doit effacer ces quatre points et les
    # marquer à son profit », Guiton III « Fausse école »; Lebrun « vous pouvez fort bien
    # l'envoyer à l'école de ce dont il vous a envoyé à l'école mal à propos »), not the rest of
    # an older école he marked in part (lj-04)
    claimable = sorted((e for e in replay.open_ecoles
                        if e.victim is colour and not e.lapsed and e.claimed < e.points),
                       key=lambda e: not (e.fault.kind is FaultKind.FAUSSE_ECOLE
                                          and e.wiped_by_victim > 0))
    available = sum(e.points - e.claimed for e in claimable)
    _declined_then_marked(replay, colour, claimable, line)
    if forfeited and not available:
        replay.findings.conclude(
            *both("ecoles.forfeited-claim", line=line, colour=colour, points=act.points),
            EFFACER_ADVERSAIRE, line)
        return
    points = act.points - _claim_of_a_lapsed_right(replay, colour, act.points - available,
                                                   line)
    if points <= 0:
        return
    act = A.MarkEcole(actor=colour, points=points, span=act.span)
    own = replay.window(colour)
    if own is not None and not own.closed:
        own.marked_ecole(act.points, line)
    claimable = replay.current(claimable)
    excess_off_first(replay, claimable, min(act.points, available))
    claimable = replay.current(claimable)
    before = replay.score.of(colour)
    marked_from = replay.score
    add_marked_points(replay, colour, act.points)
    marked_to = replay.score
    take = min(act.points, available)
    completed: list[OpenEcole] = []
    for ecole in claimable:
        if take <= 0:
            break
        part = min(take, ecole.points - ecole.claimed)
        ecole = replay.revise_ecole(ecole, ecole.claimed_more(part))
        take -= part
        if ecole.claimed >= ecole.points:
            if ecole.partial_option is not None:
                completed.append(ecole)
            ecole = _withdraw_partial(replay, ecole)
        if ecole.par_trop and part > 0:
            # the victim who marks an école par trop, even in part, takes the whole excess
            # off: marking it is wiping it (« Si c'est une école par trop, et qu'on ne juge pas
            # à propos de la marquer, on se contente d'effacer les points »), and the offender
            # may only require the rest to be marked (« elle doit l'être en totalité »)
            undo_excess(replay, ecole, ecole.points)
    claimable = replay.current(claimable)
    ecole_marked(replay, colour, claimable, act.points, before, line)
    if act.points <= available:
        # a fausse école marked back by its victim, made in the belief of an école (not a mark
        # for an école let pass, « Ecole d'école »): his body of law may say so in words of
        # its own (regimes.fausse_ecole_sent_back)
        law = FACULTATIVE
        if claimable and all(e.fault.kind is FaultKind.FAUSSE_ECOLE
                             and "guiton.III.ecole-d-ecole" not in e.fault.laws
                             for e in claimable):
            law = fausse_ecole_sent_back(replay)
        replay.findings.conclude(
            *both("ecoles.on-mark-ecole.2", line=line, colour=colour, points=act.points),
            law, line)
        for ecole in completed:
            # the rest of an école marked in part: the rule the whole école rests on is said
            # (« du moment que l'on marque une partie de l'école, l'adversaire peut obliger de
            # marquer le tout. Une école n'est pas divisible »)
            replay.findings.meet(INDIVISIBLE)
            replay.findings.law(FACULTATIVE, *both("ecoles.partial-completed", line=line,
                                                   colour=colour, fault_by=ecole.fault.by))
        _waited_for_the_play(replay, colour, claimable, line)
        for ecole in replay.current(claimable):
            if 0 < ecole.claimed < ecole.points:
                _partial(replay, ecole, line)
        return
    excess = act.points - available
    if any(e.fault.kind is FaultKind.FAUSSE_ECOLE for e in claimable) \
            and replay.turn_marks(colour.opponent).corrected_opponent:
        replay.findings.conclude(
            *both("ecoles.on-mark-ecole.2", line=line, colour=colour, points=available),
            FACULTATIVE, line)
        _claim_beyond_refused(replay, colour, excess, line)
        return
    if any(e.fault.by is colour and e.wiped_back for e in replay.open_ecoles):
        _augmentation(replay, colour, excess, line)
        return
    why = Msg(
        f"Ligne {line} : {colour} marque une école de {points_fr(act.points)} alors que "
        f"{colour.opponent} n'en avait fait " + (f"que de {available}" if available else
                                                 "aucune")
        + f" : fausse école de {points_fr(excess)}.",
        f"Line {line}: {colour} marks an école of {points_en(act.points)} but "
        f"{colour.opponent} had made " + (f"only one of {available}" if available else "none")
        + f": fausse école of {points_en(excess)}.")
    laws: tuple[str, ...] = (FAUSSE,)
    wiping = _claimed_for_a_wiping(replay, colour, excess)
    if wiping:
        laws = (DEMARQUER, *laws)
        other = str(colour.opponent).capitalize()
        why = Msg(why.fr + f" {other} n'avait fait qu'effacer ses points sans les marquer : "
                  "ce n'est point école.",
                  why.en + f" {other} had only wiped his points without marking them: "
                  "that is no école.")
    if available and not wiping:
        # part of his mark was the école made: he is at the école only of what he marked
        # beyond it (the question after « Fausse école »: « il ne fait donc école que de ce
        # qu'il a marqué au delà »)
        laws = (*laws, QUESTION_FAUSSE)
    # the article that says why the école he marks is false states the conclusion, before
    # « Fausse école », which only names what it makes: a wiping is no école, nor is an école
    # let pass (« Il n'y a point école d'école »)
    reason = DEMARQUER if wiping else FAUSSE
    if _no_ecole_d_ecole(replay, colour, line):
        laws = ("guiton.III.ecole-d-ecole", *laws)
        reason = "guiton.III.ecole-d-ecole"
    fausse = open_ecole(replay, FaultKind.FAUSSE_ECOLE, colour, why, laws, excess, line,
                        reason, wrong_marks=excess)
    if marked_to.of(colour).trous > before.trous:
        # the false points reached a trou, which wiped the victim's points: what is wiped is
        # that marking less its sound part (the one wrongly sent to school « reprend son trou
        # avec les deux points qu'il avait de reste », the question after « Fausse école »)
        sound = act.points - excess
        replay.revise_ecole(fausse, fausse.reaching_trous(
            marked_to, replay.marking.add_points(marked_from, colour, sound)
            if sound else marked_from))


@applies(DEFINITION, EPOQUE)
def _plain_mark_was_his_own(replay: Replay, colour: Colour, line: int) -> None:
    """He now marks an école expressly, after a plain mark of this coup whose points beyond
    his own were read as that école (:func:`.jeton_readings.ecole_in_the_mark`): his words say what
    that jeton meant, his own points; what it showed beyond them is an excess of his, consummated
    when he let it go (Guiton III « Époque où les écoles sont consommées »), and the école is
    marked by what he marks now."""
    own = replay.window(colour)
    if own is None or own.closed or own.in_mark.points <= 0:
        return
    reading = own.in_mark_taken_back()
    back, at = reading.points, reading.line or line
    if reading.answer is not None:
        said = Msg(*reading.answer)
        replay.findings.answer[:] = [m for m in replay.findings.answer if m != said]
    rest = back
    for ecole in reversed([e for e in replay.open_ecoles if e.victim is colour]):
        part = min(rest, ecole.claimed)
        replay.revise_ecole(ecole, ecole.claim_taken_back(part))
        rest -= part
    own.mark(DEFINITION, line, points=back)
    replay.findings.law(DEFINITION, *both(
        "ecoles.plain-mark-was-his-own", line=line, colour=colour, points=back, at=at))
    excess = own.marked - own.due - own.trop_reported
    if excess > 0:
        par_trop(replay, colour, own, excess, at)


@applies(FACULTATIVE, IMPOSSIBLE)
def _declined_then_marked(replay: Replay, colour: Colour, claimable: list[OpenEcole],
                          line: int) -> None:
    """He said he would not mark the école, and marks it now, within its term: his word bound
    him to nothing (Guiton III « École … impossible à marquer »: « hors les cas spécifiés dans
    les règles, la parole ne soit point obligatoire à ce jeu », and no rule names this one),
    and the école is his to mark (« On n'est pas obligé de marquer une école… »)."""
    declined = [e for e in claimable if e.declined_at is not None]
    if not declined:
        return
    said = declined[0].declined_at
    for ecole in declined:
        replay.revise_ecole(ecole, ecole.declined(None))
    replay.findings.law(FACULTATIVE, *both(
        "ecoles.declined-then-marked", line=line, colour=colour, said=said))
    replay.findings.cite(IMPOSSIBLE)


@applies(EPOQUE)
def _claim_of_a_lapsed_right(replay: Replay, colour: Colour, beyond: int, line: int) -> int:
    """He marks, beyond any école he may still mark, one that was made against him but whose
    right lapsed by a throw (« sans quoi on n'y est plus reçu », Guiton III « Époque où les
    écoles sont consommées »; the body of law of the record says when): that mark is void —
    refused, nothing added — and no fausse école, since the école was made. Returns how many
    of the points marked are so refused."""
    if beyond <= 0:
        return 0
    lapsed = [e for e in replay.open_ecoles if e.victim is colour and e.lapsed
              and e.lapsed_at is not None and e.claimed < e.points]
    refused = min(beyond, sum(e.points - e.claimed for e in lapsed))
    if refused:
        replay.findings.conclude(*both(
            "ecoles.claim-of-a-lapsed-right", line=line, colour=colour, points=refused,
            offender=colour.opponent, lapsed_at=lapsed[0].lapsed_at), EPOQUE, line)
        shown = replay.pending_of(REFUSED_MARK, colour)
        if shown is None:
            replay.pending.append(Pending(REFUSED_MARK, colour, Term.OWN_THROW_AFTER_OPPONENT,
                                          line, refused, EPOQUE))
        else:
            replay.revise_pending(shown, points=shown.points + refused)
    return refused


REFUSED_MARK = "refused-mark"
PREJUDICIABLE = "guiton.III.ecole-par-moins-prejudiciable"


def ecole_marked(replay: Replay, colour: Colour, ecoles: list[OpenEcole], points: int,
                 before: SideScore, line: int | None) -> None:
    """The ``points`` of ``ecoles`` are on their victim's jeton, marked by his hand (on
    ``line``) or by his option's default at the end of the record (``None``): one école, one
    ruling, whichever road brought it. It is marked before what the offender marked since
    (Guiton III « Second exemple »), and an école par moins that so gives him a trou is the
    worse école (« École par moins plus préjudiciable… »), judged on the marks made again in
    that order (``before``: his marks before it was marked)."""
    ecole_first(replay, colour, ecoles, points, line)
    ecole_before_his_points(replay, colour, ecoles, before.trous, line)
    ecole_gives_the_trou(replay, colour, ecoles, before.trous, line)
    ecole_in_the_bredouille(replay, colour, ecoles, points, before, line)


@applies(PREJUDICIABLE)
def ecole_gives_the_trou(replay: Replay, colour: Colour, ecoles: list[OpenEcole],
                         trous_before: int, line: int | None) -> None:
    """The points of an école par moins, marked by its victim (on ``line``, or at the end of
    the record by his option's default: ``None``), carried him to a trou: the omission cost
    its author his points and gave them to the opponent, which is why the text calls it the
    worse école (Guiton III, « École par moins plus préjudiciable que l'école par trop »).
    Said however the école came to be marked, so that a ruling that gives the trou always
    cites it."""
    if replay.score.of(colour).trous <= trous_before or not any(
            e.fault.kind is FaultKind.ECOLE_PAR_MOINS for e in ecoles):
        return
    if line is None:
        replay.findings.law(PREJUDICIABLE, *both("ecoles.default-gives-the-trou",
                                                 colour=colour))
    else:
        replay.findings.law(PREJUDICIABLE, *both("ecoles.on-mark-ecole", line=line,
                                                 colour=colour))


@applies(PREJUDICIABLE, ECOLE_EN_BREDOUILLE)
def ecole_in_the_bredouille(replay: Replay, colour: Colour, ecoles: list[OpenEcole],
                            points: int, before: SideScore, line: int | None) -> None:
    """The points of an école par moins, marked by its victim, complete twelve points he took
    without interruption: his trou is double, as for any points he wins. Guiton counts the
    omission's cost so (« une différence de deux trous, et même de trois, si l'un ou l'autre se
    trouvait avoir la bredouille », « École par moins plus préjudiciable… »); Lebrun says it of
    his example (« Jules qui gagne six points sur la dame que Charles lui avait battu contre
    lui, et six points dont il l'envoie à l'école, marque une partie bredouille », « Des
    Ecoles »). Read from the holes: more than the trous his points make at one hole each."""
    gained = replay.score.of(colour).trous - before.trous
    if gained <= (before.points + points) // POINTS_PER_TROU or not any(
            e.fault.kind is FaultKind.ECOLE_PAR_MOINS for e in ecoles):
        return
    law = PREJUDICIABLE
    if replay.record.conduct_lois == LEBRUN:
        law = ECOLE_EN_BREDOUILLE
        replay.findings.meet(law)
    replay.findings.law(law, *both(
        "ecoles.ecole-in-the-bredouille" if line is not None
        else "ecoles.ecole-in-the-bredouille.default",
        line=line, colour=colour, points=points, offender=colour.opponent, trous=gained))


@applies(EPOQUE)
def refused_taken_off(replay: Replay, colour: Colour, points: int | None, by: Colour,
                      line: int) -> int:
    """Points are taken off ``colour``'s jeton (by ``by``: himself or the opponent) while it
    still shows a claim the law refused: the marks on the tablier are as the hands left them,
    and the ruling never counted that claim, so the hand that takes points off takes that mark
    off first, not points he has (« sans quoi on n'y est plus reçu », Guiton III « Époque où
    les écoles sont consommées »; Lebrun « Du privilège de s'en aller »: « si vous avez joué
    depuis »). ``points`` None is the whole jeton. Returns how many of ``points`` were the
    refused mark."""
    shown = replay.pending_of(REFUSED_MARK, colour)
    if shown is None:
        return 0
    off = shown.points if points is None else min(points, shown.points)
    replay.settle_pending(shown, off)
    if off:
        if by is colour:
            replay.findings.fact(*both("ecoles.refused-mark-off.own", line=line, colour=by,
                                       points=off, at=shown.line), line)
        else:
            replay.findings.fact(*both("ecoles.refused-mark-off", line=line, colour=by,
                                       owner=colour, points=off, at=shown.line), line)
    return off


@applies("guiton.III.ecole-d-ecole")
def _no_ecole_d_ecole(replay: Replay, colour: Colour, line: int) -> bool:
    """He marks an école against an opponent who only let pass, unmarked, an école that he
    himself had made: there is no école d'école (Guiton III, « Ecole d'école; école de trou »:
    who does not mark an école made against him « ne peut pour cela être mis lui-même à
    l'école »). True when that is the case, and the ruling says so."""
    own = [e for e in replay.open_ecoles if e.fault.by is colour and e.claimed < e.points
           and e.fault.kind is not FaultKind.FAUSSE_ECOLE]
    if not own:
        return False
    replay.findings.law("guiton.III.ecole-d-ecole",
                        *both("ecoles.no-ecole-d-ecole", line=line, colour=colour,
                              other=colour.opponent))
    return True


DEMARQUER = "guiton.III.demarquer-pour-faire-ecole"


@applies(DEMARQUER)
def _claimed_for_a_wiping(replay: Replay, colour: Colour, excess: int) -> bool:
    """The école he marks, beyond any made against him, answers points of his that the
    opponent's hand wiped this turn, taking no trou by it: a wiping is no école (Guiton III
    « Pour faire école, il faut démarquer l'adversaire et se démarquer soi-même »: « ce n'est
    point en déplaçant les pièces de l'adversaire qu'on fait école »), and that article says why
    the école he marks is false, before « Fausse école »."""
    return 0 < excess <= replay.turn_marks(colour).hand_wiped


@applies(QUESTION_FAUSSE)
def _claim_beyond_refused(replay: Replay, colour: Colour, excess: int, line: int) -> None:
    """The victim of a fausse école made in undoing his marks claims more than the opponent
    marked beyond his former points: the claim beyond is not admitted, and those points go
    (Guiton III, « La règle sur la fausse école a donné lieu à une question… »: « cette
    prétention n'est point admissible »)."""
    wipe(replay, colour, excess)
    replay.findings.law(
        QUESTION_FAUSSE,
        *both("ecoles.claim-beyond-refused", line=line, colour=colour, excess=excess))


@applies(AUGMENTATION, FAUSSE)
def _augmentation(replay: Replay, colour: Colour, excess: int, line: int) -> None:
    """The offender wipes the école rightly marked against him and marks it for himself: the
    école grows by what he marked (« Augmentation d'école »)."""
    why = say("ecoles.augmentation", line=line, colour=colour, excess=excess)
    open_ecole(replay, FaultKind.AUGMENTATION_ECOLE, colour, why, (AUGMENTATION, FAUSSE), excess,
               line, AUGMENTATION, wrong_marks=excess)


@applies(NE_REMPLIT_PAS, EPOQUE)
def plein_not_made(replay: Replay, coup, line: int) -> bool:
    """He could fill (or keep) and played so that he did not: the points marked for it are an
    école par trop (« Celui qui ne remplit pas et qui marque croyant remplir, fait école »).
    Had he marked nothing, the same article decides the école par moins the omission made:
    « Si un joueur pouvant remplir ne remplit pas, ou pouvant conserver ne conserve pas,
    l'adversaire marque autant de points » (Lebrun « Des Ecoles » rules alike). « Dans l'un
    comme dans l'autre cas », the opponent may oblige him to fill or keep, or prevent it: that
    is the remedy of such a play, not a replay of an irregular coup. Returns whether the
    article decided the play (a plein or its keeping was at stake in the throw)."""
    colour = coup.thrower
    window = coup.windows.get(colour)
    plein = sum(i.points for i in coup.items
                if i.kind in ("plein", "conservation") and i.beneficiary is colour)
    if window is None or not plein:
        return False
    window.owe(window.owed.less(plein))
    excess = window.marked - window.due - window.trop_reported
    # « d'obliger ou d'empêcher de remplir ou de conserver »: the words of what was at stake
    kept = all(i.kind == "conservation" for i in coup.items
               if i.kind in ("plein", "conservation") and i.beneficiary is colour)
    if excess <= 0:
        omitted = [f for f in replay.findings.faults
                   if f.kind is FaultKind.ECOLE_PAR_MOINS and f.by is colour]
        if window.marked < plein and omitted:
            replay.findings.law(NE_REMPLIT_PAS, *both(
                "ecoles.plein-not-made.moins", colour=colour, plein=plein, line=line))
            if window.marked <= 0:
                _plein_decides(replay, omitted[-1], say(
                    "ecoles.plein-not-kept.moins" if kept
                    else "ecoles.plein-not-made.moins.summary",
                    colour=colour, plein=plein, line=line))
    else:
        window.trop_found(excess)
        why = say("ecoles.plein-not-kept" if kept else "ecoles.plein-not-made",
                  colour=colour, plein=plein, line=line, excess=excess)
        open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, (NE_REMPLIT_PAS, EPOQUE),
                   excess, line, NE_REMPLIT_PAS, par_trop=True)
    replay.findings.option(
        colour.opponent,
        say("ecoles.plein-not-kept.2" if kept else "ecoles.plein-not-made.2",
            colour_opponent=colour.opponent, colour=colour),
        [("remplir", say("ecoles.plein-not-kept.3" if kept else "ecoles.plein-not-made.3"),
          False),
         ("interdire", say("ecoles.plein-not-kept.4" if kept else "ecoles.plein-not-made.4"),
          False),
         ("laisser", say("ecoles.plein-not-made.5"), True)],
        (NE_REMPLIT_PAS,))
    return True


@applies(NE_REMPLIT_PAS)
def _plein_decides(replay: Replay, fault: Fault, why: Msg) -> None:
    """The école par moins of a plein he could make or keep, and neither made nor marked, is
    the one that article names (« pouvant remplir ne remplit pas, ou pouvant conserver ne
    conserve pas »): it leads the fault's laws, and the fault says so."""
    final = replace(fault, summary=why,
                    laws=(NE_REMPLIT_PAS, *(x for x in fault.laws if x != NE_REMPLIT_PAS)))
    replay.findings.faults[:] = [final if f is fault else f for f in replay.findings.faults]
    for ecole in replay.open_ecoles:
        if ecole.fault is fault:
            replay.revise_ecole(ecole, ecole.with_fault(final))


def _withdraw_partial(replay: Replay, ecole: OpenEcole) -> OpenEcole:
    """The offender's option to require the rest of an école marked in part is offered for
    what is still unmarked: taken back when the victim marks more of it, since only an école
    left in part gives that right (« du moment que l'on marque une partie de l'école,
    l'adversaire peut obliger de marquer le tout »; marked whole, there is nothing to
    require). Returns the école as it now stands."""
    if ecole.partial_option is None:
        return ecole
    if ecole.partial_option in replay.findings.options:
        replay.findings.options.remove(ecole.partial_option)
    return replay.revise_ecole(ecole, ecole.with_partial_option(None))


@applies(FACULTATIVE, INDIVISIBLE)
def _partial(replay: Replay, ecole: OpenEcole, line: int) -> None:
    """``ecole`` is marked in part: its author may require the rest (an option); Lebrun's
    proviso on that very case is met (:data:`.bodies.LEAD_WHERE_MET`)."""
    replay.findings.meet(INDIVISIBLE)
    ecole = _withdraw_partial(replay, ecole)
    rest = ecole.points - ecole.claimed
    option = replay.findings.option(
        ecole.fault.by,
        say("ecoles.partial", victim=ecole.victim, fault_by=ecole.fault.by, rest=rest),
        [("exiger", say("ecoles.partial.2"), False),
         ("laisser", say("ecoles.partial.3"), True)],
        (FACULTATIVE,))
    replay.revise_ecole(ecole, ecole.with_partial_option(option))
