"""The jeton: points marked, set and wiped, by one's own hand or the opponent's.

Guiton III « Marque des points », « Points effacés mal à propos », « Quand on gagne un trou,
effacer les points de l'adversaire », « Oubli d'effaçer les points de l'adversaire en marquant
le trou », « Faute nommée improprement école des deux jetons »: what each act puts on or takes
off the tablier; the faults are the difference, judged by :mod:`.judging`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import (
    ecole_terms,
    jeton_left,
    jeton_readings,
    marking_order,
    regimes,
    sortie,
    trou_double,
)
from arbiter.engine.claims import on_mark_ecole
from arbiter.engine.ecole_first import marks_made_again
from arbiter.engine.ecole_laws import (
    BREDOUILLE_DE_JETONS,
    DEBREDOUILLER,
    FAUSSE,
    OUBLI_DEMARQUER,
    QUESTION_FAUSSE,
    TROUS_DEMARQUES,
)
from arbiter.engine.excess import account
from arbiter.engine.marks import (
    EPOQUE,
    add_marked_points,
    marks_after_wiping,
    set_side,
    victim_wipes_wrong_marks,
)
from arbiter.engine.trous import (
    marked_before_the_trou,
    put_back_after_the_trou,
    wipe_by_the_trou,
)
from arbiter.engine.turn import Series, TurnMarks
from arbiter.engine.window import Window
from arbiter.engine.wipes import kept_after_the_term, left_by_his_trou, wiping_recorded
from arbiter.engine.wording import both
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.score import POINTS_PER_TROU

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay


# -- physical marks ---------------------------------------------------------------------------
def on_mark(replay: Replay, act: A.Mark) -> None:
    colour = act.actor
    assert colour is not None
    if act.points > jeton_readings.room(replay, colour, replay.window(colour)):
        # only a mark beyond his own points can carry the opponent's points he wiped: a mark
        # of what is his leaves the wiping a wiping (« Pour faire école, il faut démarquer
        # l'adversaire et se démarquer soi-même »), judged at his throw
        replay.turn_does(colour, TurnMarks.took_wiped_as, marks_after_wiping(replay, colour))
    line = act.span.line
    marking_order.a_faux_before_a_vrai(replay, colour, line)
    if marks_made_again(replay, act):
        return
    back = put_back_after_the_trou(replay, colour, act.points, line)
    if back:
        if back == act.points:
            return
        act = A.Mark(actor=colour, points=act.points - back, bredouille=act.bredouille,
                     new_jeton=act.new_jeton, span=act.span)
    if act.new_jeton:
        regimes.deux_jetons(replay, act)
        return
    regimes.repair_deux_jetons(replay, colour, line)
    _second_marks_the_rest(replay, colour, line)
    ecole = jeton_readings.ecole_in_the_mark(replay, colour, act.points, line)
    if ecole:
        act = A.Mark(actor=colour, points=act.points - ecole, bredouille=act.bredouille,
                     new_jeton=act.new_jeton, span=act.span)
        if act.points:
            _mark_own(replay, act)
        on_mark_ecole(replay, A.MarkEcole(actor=colour, points=ecole, span=act.span))
        window = replay.window(colour)
        if window is not None and not window.closed:
            window.read_in_mark(ecole, act.span.line)
        return
    _mark_own(replay, act)


def _mark_own(replay: Replay, act: A.Mark) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    trous_before = replay.score.of(colour).trous
    points_before = replay.score.of(colour).points
    # second to score only by points of his own: a mark wholly beyond them (an école par trop,
    # a late mark of points he no longer has) scores nothing, and loses no bredouille (« Quand
    # on perd le droit de prendre la bredouille de jetons »: « celui qui doit marquer ses points
    # avec deux jetons »)
    own = jeton_readings.room(replay, colour, replay.window(colour)) > 0
    second = replay.score.of(colour).points == 0 and _gained_by_the_opponent(replay, colour) > 0 \
        and own
    series = replay.score.of(colour.opponent).bredouille
    add_marked_points(replay, colour, act.points)
    if own:
        replay.series_does(colour, Series.mended)
    elif series and not replay.score.of(colour.opponent).bredouille:
        replay.series_does(colour, Series.broke_opponent, points_before)
    if replay.score.of(colour).trous > trous_before:
        # the jeton moved forward past twelve: where it stood is read, as for ``jeton N``, if
        # the points it marked beyond his due are an école par trop (« Points effacés mal à
        # propos »)
        replay.turn_does(colour, TurnMarks.wrapped_from, points_before)
    if act.bredouille:
        replay.turn_does(colour, TurnMarks.one_jeton, None)
        if second and replay.score.of(colour).bredouille:
            _two_jetons_of_the_second(replay, colour, line)
        elif points_before and not replay.score.of(colour).bredouille \
                and replay.score.of(colour).trous == trous_before:
            trou_double.two_jetons_without_the_series(replay, colour, line)
    elif second and replay.score.of(colour).bredouille:
        replay.turn_does(colour, TurnMarks.one_jeton, line)
    replay.turn_does(colour, TurnMarks.carried, replay.score.of(colour).trous - trous_before)
    account(replay, colour, act.points, line, jeton=True)
    marked_before_the_trou(replay, colour, act.points, line)


def _gained_by_the_opponent(replay: Replay, colour: Colour) -> int:
    """Points the opponent's jeton shows that he has gained: not the excess of an école par
    trop of his that ``colour`` may still mark or wipe. Points marked de trop are not won
    (« Gagner deux points sans que l'adversaire en ait gagné depuis », Lebrun « De la
    Bredouille »): they make nobody « second » to score, and leave ``colour``'s series whole
    (Guiton III « Quand on perd le droit de prendre la bredouille de jetons »)."""
    _, excess = replay.excess_open_to(colour)
    return max(0, replay.score.of(colour.opponent).points - excess)


@applies(EPOQUE)
def _second_marks_the_rest(replay: Replay, colour: Colour, line: int) -> None:
    """The one who marks second (his points come by the opponent's coup) adds to a marking
    already made, after the thrower has played: still in time, his omission being consummated
    only by his own throw (« Époque où les écoles sont consommées »: the jeton « on peut
    seulement l'avancer, lorsqu'avant de toucher ses dames, ou de jeter les dés, on s'aperçoit
    qu'on a marqué moins de points qu'on n'en avait »)."""
    coup = replay.coup
    window = replay.window(colour)
    if coup is None or coup.thrower is colour or not coup.dames_touched or window is None \
            or window.closed or window.marked <= 0 or window.marked >= window.due:
        return
    said = both("ecoles.second-marks-the-rest", line=line, colour=colour)
    replay.findings.law(EPOQUE, *said)
    # a mark made in two goes is what a dispute about it turns on: the term decides it
    replay.findings.decide(*said, EPOQUE)


@applies("guiton.I.points")
def _two_jetons_of_the_second(replay: Replay, colour: Colour, line: int) -> None:
    """Second to score, he marks with two jetons: the article that gives him the bredouille
    (Guiton ch. I « Points ») is what decides a dispute about it."""
    replay.findings.law("guiton.I.points", *both(
        "ecoles.deux-jetons-du-second", line=line, colour=colour, opponent=colour.opponent))


@applies(sortie.EFFACES, TROUS_DEMARQUES)
def on_set_jeton(replay: Replay, act: A.SetJeton) -> None:
    colour = act.actor
    assert colour is not None
    marks_after_wiping(replay, colour)
    if act.opponent:
        _set_opponent_jeton(replay, act)
        return
    regimes.repair_deux_jetons(replay, colour, act.span.line)
    if jeton_left.set_right(replay, colour, act) or _excess_taken_off(replay, colour, act):
        return
    _jeton_set_right_after_claim(replay, colour, act)
    before = replay.score.of(colour).points
    set_side(replay, colour, points=act.points,
         bredouille=_second_jeton_joined(replay, colour, act)
         or (act.points > 0 and replay.score.of(colour).bredouille))
    moved = act.points - before
    window = replay.window(colour)
    if jeton_readings.late_trou_by_the_jeton(replay, colour, window, before, act):
        return
    if window is not None and not window.closed and window.fichet <= 0 and act.points < before:
        # his jeton taken back (to the bande, or lower) before the trou is pegged: he moved his
        # jetons first, as by ``efface`` (« Peine encourue par celui qui enlève les jetons avant
        # de marquer le trou »: « avant de déplacer les jetons »)
        replay.turn_does(colour, TurnMarks.wiped_own, act.span.line)
    # his jeton sent to the bande for a trou he won while his fichet went back by distraction:
    # the points are marked as for the trou (« Trous démarqués mal à propos » likens it to a
    # trou forgotten), not wiped
    # ... and his jeton sent to the bande for a trou his throw makes exactly, the fichet left
    # where it was: « déplace son jeton, le remet à la bande s'il n'a pas de reste … mais
    # oublie de marquer le trou » — moving the jeton is the marking (III « Ecole d'école; école
    # de trou »), the trou forgotten is lost, not his points wiped
    reaches = window is not None and (
        (replay.turn_marks(colour).own_unmarked > 0
         and before + window.due - window.marked >= POINTS_PER_TROU)
        or before + window.due - window.marked == POINTS_PER_TROU)
    if (act.points > 0 or reaches) and act.points < before \
            and replay.pending_of(sortie.OWN_WIPE, colour) is None \
            and window is not None and window.fichet <= 0 and not window.closed:
        # the jeton carried on past the twelfth point without the trou being pegged: he marks
        # a trou and what lies beyond it (Guiton, « Points effacés mal à propos »)
        moved = POINTS_PER_TROU - before + act.points
        replay.turn_does(colour, TurnMarks.carried_past_from, before)
        # the jeton carried past twelve is « Points effacés mal à propos »; sent to the bande
        # after the fichet went back, it is the trou of « Trous démarqués mal à propos »
        replay.findings.cite(sortie.EFFACES if act.points > 0 else TROUS_DEMARQUES)
        if window.expected_trous > 0:
            # the jeton marks the trou his throw won: the opponent's points go with it
            wipe_by_the_trou(replay, colour, act.span.line)
        account(replay, colour, moved, act.span.line, jeton=True)
        return
    if _reste_taken_back(replay, colour, window, before, act):
        return
    moved -= sortie.restore_own(replay, colour, moved, act.span.line)
    turn = replay.turn_marks(colour)
    # points the winner's trou wiped but left on the board were never taken off his jeton:
    # setting it now is marking on them, not putting them back (« Oubli d'effaçer… »)
    left = left_by_his_trou(replay, colour.opponent)
    restored = min(max(moved, 0), max(0, turn.wiped_by_opponent - left))
    if restored:
        # putting back points the opponent wiped is no marking of his own
        turn = replay.turn_does(colour, TurnMarks.wiped_by, -restored)
        _claims_put_back(replay, colour, restored)
        replay.findings.fact(
            *both("ecoles.on-set-jeton", line=act.span.line, colour=colour, restored=restored),
            act.span.line)
    if turn.corrected_opponent and moved - restored > 0:
        _ecole_by_correction(replay, act, moved - restored)
        return
    if moved - restored > 0:
        _second_marks_the_rest(replay, colour, act.span.line)
    if jeton_readings.ecole_on_the_jeton(replay, colour, window, moved - restored, act):
        return
    account(replay, colour, moved - restored, act.span.line, jeton=True)


def _claims_put_back(replay: Replay, colour: Colour, restored: int) -> None:
    """``colour`` puts back on his jeton ``restored`` points the opponent wiped: where they
    were the marking of an école the opponent made and then wiped off (his fausse école in
    the belief that it was not due), that école stands marked again. Guiton III « Augmentation
    d'école »: the victim « démarque les points du joueur, et ajoute à la première école les
    points acquis par la deuxième »: the first école is his still, and only what he marks
    beyond it marks the second."""
    for ecole in replay.open_ecoles:
        if restored <= 0:
            break
        # only as far as its excess is off its author's jeton: an excess he marked again and
        # that still stands is not marked by the victim putting his own points back
        room = min(ecole.wiped_back, ecole.undone - ecole.claimed)
        if ecole.victim is colour and room > 0:
            back = min(restored, room)
            replay.revise_ecole(ecole, ecole.claim_put_back(back))
            restored -= back


@applies(sortie.EFFACES)
def _reste_taken_back(replay: Replay, colour: Colour, window: Window | None, before: int,
                      act: A.SetJeton) -> bool:
    """His trou pegged and his points de reste marked with his jeton, all this coup gave him,
    he takes his jeton back below them: he démarque points acquired, which « Points effacés
    mal à propos » lets him put back until he throws (« il est admis à les reprendre »), and
    lose after, with no école (« il n'encourrait pas la peine de l'école »). It is no omission
    of the coup: what he was due has been marked (Guiton III). True when the act is read so."""
    if window is None or window.closed or window.fichet <= 0 or act.points >= before \
            or window.marked != window.due or not window.due or not window.jeton_lines:
        # (a jeton sent back to the bande as the trou is pegged, the old points standing for
        # the reste, is « Trou sans bouger »: an école of those points, judged as marking)
        return False
    sortie.own_points_wiped(replay, colour, act.span.line, before - act.points)
    return True


@applies(OUBLI_DEMARQUER)
@applies(EPOQUE)
def _excess_taken_off(replay: Replay, colour: Colour, act: A.SetJeton) -> bool:
    """He brings his own jeton down by no more than the points of an école par trop he made
    that its victim may still mark: he takes off his excess himself. That is no marking of his
    coup and no omission; the école is made all the same (« Époque où les écoles sont
    consommées »), and its victim marks it on his own jeton only. True when it is so read."""
    before = replay.score.of(colour).points
    if jeton_readings.jeton_put_back_by_author(replay, colour, act, before):
        return True
    open_ = [e for e in replay.open_ecoles if e.fault.by is colour and e.par_trop
             and not e.lapsed and e.undone < e.points and not e.false_trou]
    left = sum(e.points - e.undone for e in open_)
    down = before - act.points
    if not open_ or down <= 0 or down > left:
        return False
    set_side(replay, colour, points=act.points,
             bredouille=replay.score.of(colour).bredouille and act.points > 0)
    for ecole in open_:
        part = min(down, ecole.points - ecole.undone)
        ecole = replay.revise_ecole(ecole, ecole.excess_off(part))
        down -= part
        if ecole.undone >= ecole.points:
            # his jeton already stands where marking it would put it
            replay.revise_ecole(ecole, ecole.jeton_restored())
    replay.findings.law(EPOQUE, *both("ecoles.excess-taken-off-by-author", line=act.span.line,
                                      colour=colour, points=before - act.points,
                                      victim=colour.opponent))
    return True


def _jeton_set_right_after_claim(replay: Replay, colour: Colour, act: A.SetJeton) -> None:
    """He pegged the trou with his old points still on his jeton, the opponent acted or spoke
    meanwhile, and he now moves that jeton back before his coup is consummated: he is in time.
    The école of « Oubli de démarquer ses points lorsqu'on a le trou » needs his coup
    consummated with the jeton left so (Guiton III, « Époque où les écoles sont consommées »:
    for his own coup, when he touches his dames); the ruling says so, since the opponent
    raised it."""
    window = replay.window(colour)
    if window is None or window.closed or window.trou_peg_act is None \
            or act.points >= replay.score.of(colour).points:
        return
    peg = window.peg_settled()
    acts = replay.record.acts
    start = next((i for i, a in enumerate(acts) if a is peg), None)
    end = next((i for i, a in enumerate(acts) if a is act), None)
    if start is None or end is None or not any(
            a.actor is colour.opponent for a in acts[start + 1:end]):
        return
    replay.findings.law(OUBLI_DEMARQUER, *both(
        "ecoles.jeton-set-right-in-time", line=act.span.line, colour=colour,
        pegged=peg.span.line))


@applies(QUESTION_FAUSSE, FAUSSE)
def _ecole_by_correction(replay: Replay, act: A.SetJeton, points: int) -> None:
    """Having undone the opponent's marks, he puts his own jeton beyond the points he had:
    what he adds is the école he believes made, marked as such — a fausse école of no more
    than those points if there was none (Guiton III, « La règle sur la fausse école a donné
    lieu à une question… »: « il ne fait donc école que de ce qu'il a marqué au delà »)."""
    colour = act.actor
    assert colour is not None
    side = replay.score.of(colour)
    set_side(replay, colour, points=side.points - points)   # marked again, as a claim
    replay.findings.law(
        QUESTION_FAUSSE,
        *both("ecoles.ecole-by-correction", line=act.span.line, colour=colour, points=points))
    on_mark_ecole(replay, A.MarkEcole(actor=colour, points=points, span=act.span))


@applies(DEBREDOUILLER, EPOQUE)
def _set_opponent_jeton(replay: Replay, act: A.SetJeton) -> None:
    """``jeton adversaire N``: the opponent's jeton moved back to where it stood (a wrong
    mark undone by the other side, as in Guiton's fausse-école question). Set at the points it
    shows, with one jeton, over an opponent whose series was interrupted: it is his bredouille
    jeton taken off, late or not (« Débredouiller »: « on peut l'ôter le coup d'après … sans que
    celui qui l'avait puisse se prévaloir de l'oubli »)."""
    assert act.actor is not None
    opp = act.actor.opponent
    had = replay.score.of(opp).points
    # his jeton put on one of his two marks: the other taken off (« l'adversaire a le droit
    # d'ôter l'une des deux marques »), as ``efface adversaire`` does
    ecole_terms.claim_after_throw(replay, act.actor)
    if regimes.opponent_takes_a_jeton(replay, act.actor, act.points, act.span.line, left=True):
        return
    if act.points == had > 0 and not replay.score.of(opp).bredouille:
        if regimes.bredouille_claim_parts(replay, act):
            return
        replay.findings.law(DEBREDOUILLER, *both(
            "ecoles.bredouille-taken-off", line=act.span.line, actor=act.actor, opp=opp))
        # the bredouille taken off is what a dispute about it asks: the decision says so
        replay.findings.decide(*both("ecoles.bredouille-taken-off.decision",
                                     line=act.span.line, opp=opp), DEBREDOUILLER)
        return
    # his jeton put lower is a wiping: the excess of an école par trop whose term has passed
    # stays on it (« acquiert alors le droit de les garder »), as with ``efface adversaire``
    kept = kept_after_the_term(replay, act.actor, had - act.points, act.span.line) \
        if act.points < had else 0
    if act.points + kept >= had and act.points < had:
        return
    if act.points > had and replay.turn_marks(act.actor).trous_back_refused:
        # his jeton put back up where it stood before the trou he pegged: the points went into
        # that trou, which stays his (« acquiert alors le droit de les garder », « Époque où
        # les écoles sont consommées »): the late correction is one, refused whole
        replay.findings.law(EPOQUE, *both(
            "ecoles.jeton-back-with-trou-kept", line=act.span.line, actor=act.actor, opp=opp,
            points=act.points, had=had))
        return
    set_side(replay, opp, points=act.points + kept,
             bredouille=replay.score.of(opp).bredouille and act.points + kept > 0)
    if had > act.points + kept:
        # the points of a fausse école he so takes off are its own points wiped, now and not
        # again when the record ends, as with ``efface adversaire`` (one wiping, one road)
        lowered = had - act.points - kept
        # the excess of an école par trop of the opponent's open to him is his to take off
        _, excess = replay.excess_open_to(act.actor)
        wiping_recorded(replay, act.actor, lowered,
                        lowered - victim_wipes_wrong_marks(replay, act.actor, lowered),
                        excess=min(lowered, excess))
    replay.turn_does(act.actor, TurnMarks.corrected)
    replay.findings.fact(
        *both("ecoles.set-opponent-jeton", line=act.span.line, actor=act.actor, opp=opp,
              points=act.points, had=had), act.span.line)
    corrected = [e for e in replay.open_ecoles if e.victim is act.actor and e.fault.by is opp
                 and e.par_trop and not e.lapsed and e.undone < e.points]
    for ecole in corrected:
        # the victim has put the offender's jeton where it should stand: that is the excess
        # taken off; marking the école then adds to his own jeton only (« Points effacés mal à
        # propos »: « remettre son jeton à la marque de dix points; alors l'adversaire
        # marquerait deux points d'école »); and he has so far only wiped it by hand (« on se
        # contente d'effacer les points qui ont été marqués de trop »), as with ``efface
        # adversaire``
        replay.revise_ecole(ecole, ecole.set_back_by_victim())
    if corrected:
        replay.findings.law(
            sortie.EFFACES,
            *both("ecoles.jeton-set-back-by-victim", line=act.span.line, actor=act.actor,
                  opp=opp, points=act.points))


@applies(BREDOUILLE_DE_JETONS)
def _second_jeton_joined(replay: Replay, colour: Colour, act: A.SetJeton) -> bool:
    """``jeton N bredouille``: does it give him the bredouille? Second to score, he marked with
    one jeton: joining the forgotten jeton is in time until his coup is consummated (his dames
    played if he marked first, his dice thrown if he marked second); after that the bredouille
    is lost to both and the jeton joined gives it to nobody (Guiton III, « Quand on perd le
    droit de prendre la bredouille de jetons »)."""
    if not act.bredouille:
        return False
    line = act.span.line
    if replay.turn_marks(colour).one_jeton_line is not None:
        replay.turn_does(colour, TurnMarks.one_jeton, None)
        replay.series_does(colour, Series.jeton_joined, (replay.score.of(colour).trous,
                                                         replay.score.of(colour.opponent).trous))
        replay.findings.law(BREDOUILLE_DE_JETONS,
                            *both("ecoles.bredouille-jeton-joined", line=line, colour=colour))
        # a second jeton joined is what a dispute about it asks: the decision says so
        replay.findings.decide(*both("ecoles.bredouille-jeton-joined.decision", line=line,
                                     colour=colour), BREDOUILLE_DE_JETONS)
        return True
    forfeited = replay.series[colour].forfeited_at
    if forfeited is not None and 0 < forfeited <= min(act.points, replay.score.of(colour).points):
        replay.findings.law(BREDOUILLE_DE_JETONS,
                            *both("ecoles.bredouille-jeton-too-late", line=line, colour=colour))
        replay.findings.decide(*both("ecoles.bredouille-jeton-too-late.decision", line=line,
                                     colour=colour), BREDOUILLE_DE_JETONS)
        return False
    return True
