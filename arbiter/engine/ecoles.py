"""The laws of marking: écoles par moins and par trop, fausse école, and their claims.

Guiton ch. III, « Des écoles ». A side that marks fewer points than his throw (or his
opponent's) gave him makes an école par moins, consummated when he touches a dame for his own
throw, or throws the dice for points the opponent gave him (« Époque où les écoles sont
consommées »). A side that marks more makes an école par trop, consummated as soon as the jeton
is abandoned. The opponent may mark either (it is optional, but wholly or not at all); marking
an école that was not made is itself an école (« Fausse école »).

Each side's marking for a coup is kept in a :class:`~arbiter.engine.table.Window`: what he was
due and what his own acts marked. A window is judged when it is consummated, or at the end of
the record, where an omission not yet consummated is reported as such (« école impossible à
marquer »).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from arbiter.board import OFF
from arbiter.colour import BOTH, Colour
from arbiter.engine import regimes, sortie
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.findings import until_played, until_throw
from arbiter.engine.marks import (
    DEFINITION,
    EPOQUE,
    OpenEcole,
    account,
    add_marked_points,
    open_ecole,
    open_window,
    set_side,
    undo_excess,
    victim_wipes_excess,
    wipe,
)
from arbiter.engine.table import Pending, Term, Window
from arbiter.engine.wording import both, say
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind
from arbiter.words import points_en, points_fr

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

FAUSSE = "guiton.III.fausse-ecole"
FACULTATIVE = "guiton.III.ecole-facultative"
IMPOSSIBLE = "guiton.III.ecole-impossible"
OUBLI_DEMARQUER = "guiton.III.oubli-de-demarquer"
AUGMENTATION = "guiton.III.augmentation-d-ecole"
TROUS_DEMARQUES = "guiton.III.trous-demarques"
OPTION_DE_MARQUER = "guiton.III.option-de-marquer"
AVERTISSEMENT = "guiton.III.avertissement-ne-marque-pas"
NE_REMPLIT_PAS = "guiton.III.marque-sans-remplir"
QUESTION_FAUSSE = "guiton.III.question-fausse-ecole"
POINTS_DE_SORTIE = "guiton.VII.points-de-sortie"
OUBLI_EFFACER = "guiton.III.oubli-effacer-adversaire"
EFFACER_ADVERSAIRE = "guiton.III.effacer-points-adversaire"
WIPE_ONLY = "wipe-only"
BREDOUILLE_DE_JETONS = "guiton.III.bredouille-de-jetons"


# -- physical marks ---------------------------------------------------------------------------
def on_mark(replay: Replay, act: A.Mark) -> None:
    colour = act.actor
    assert colour is not None
    _marks_after_wiping(replay, colour)
    line = act.span.line
    if act.new_jeton:
        _deux_jetons(replay, act)
        return
    regimes.repair_deux_jetons(replay, colour, line)
    _second_marks_the_rest(replay, colour, line)
    trous_before = replay.score.of(colour).trous
    second = replay.score.of(colour).points == 0 and replay.score.of(colour.opponent).points > 0
    add_marked_points(replay, colour, act.points)
    turn = replay.turn_marks(colour)
    if act.bredouille:
        turn.one_jeton_line = None
        if second and replay.score.of(colour).bredouille:
            _two_jetons_of_the_second(replay, colour, line)
    elif second and replay.score.of(colour).bredouille:
        turn.one_jeton_line = line
    replay.turn_marks(colour).carried_trous += replay.score.of(colour).trous - trous_before
    account(replay, colour, act.points, line, jeton=True)


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
    replay.findings.law(EPOQUE, *both("ecoles.second-marks-the-rest", line=line, colour=colour))


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
    _marks_after_wiping(replay, colour)
    if act.opponent:
        _set_opponent_jeton(replay, act)
        return
    regimes.repair_deux_jetons(replay, colour, act.span.line)
    _jeton_set_right_after_claim(replay, colour, act)
    before = replay.score.of(colour).points
    set_side(replay, colour, points=act.points,
         bredouille=_second_jeton_joined(replay, colour, act)
         or (act.points > 0 and replay.score.of(colour).bredouille))
    moved = act.points - before
    window = replay.window(colour)
    # his jeton sent to the bande for a trou he won while his fichet went back by distraction:
    # the points are marked as for the trou (« Trous démarqués mal à propos » likens it to a
    # trou forgotten), not wiped
    reaches = window is not None and replay.turn_marks(colour).own_unmarked > 0 and \
        before + window.due - window.marked >= POINTS_PER_TROU
    if (act.points > 0 or reaches) and act.points < before \
            and replay.pending_of(sortie.OWN_WIPE, colour) is None \
            and window is not None and window.fichet <= 0 and not window.closed:
        # the jeton carried on past the twelfth point without the trou being pegged: he marks
        # a trou and what lies beyond it (Guiton, « Points effacés mal à propos »)
        moved = POINTS_PER_TROU - before + act.points
        replay.turn_marks(colour).jeton_wrapped = before
        replay.turn_marks(colour).carried_past_twelve = True
        # the jeton carried past twelve is « Points effacés mal à propos »; sent to the bande
        # after the fichet went back, it is the trou of « Trous démarqués mal à propos »
        replay.findings.cite(sortie.EFFACES if act.points > 0 else TROUS_DEMARQUES)
        account(replay, colour, moved, act.span.line, jeton=True)
        return
    moved -= sortie.restore_own(replay, colour, moved, act.span.line)
    turn = replay.turn_marks(colour)
    restored = min(max(moved, 0), turn.wiped_by_opponent)
    if restored:
        # putting back points the opponent wiped is no marking of his own
        turn.wiped_by_opponent -= restored
        replay.findings.fact(
            *both("ecoles.on-set-jeton", line=act.span.line, colour=colour, restored=restored),
            act.span.line)
    if turn.corrected_opponent and moved - restored > 0:
        _ecole_by_correction(replay, act, moved - restored)
        return
    account(replay, colour, moved - restored, act.span.line, jeton=True)


@applies(OUBLI_DEMARQUER)
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
    peg, window.trou_peg_act = window.trou_peg_act, None
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


def _set_opponent_jeton(replay: Replay, act: A.SetJeton) -> None:
    """``jeton adversaire N``: the opponent's jeton moved back to where it stood (a wrong
    mark undone by the other side, as in Guiton's fausse-école question)."""
    assert act.actor is not None
    opp = act.actor.opponent
    had = replay.score.of(opp).points
    set_side(replay, opp, points=act.points, bredouille=replay.score.of(opp).bredouille and
         act.points > 0)
    replay.turn_marks(act.actor).corrected_opponent = True
    replay.findings.fact(
        *both("ecoles.set-opponent-jeton", line=act.span.line, actor=act.actor, opp=opp,
              points=act.points, had=had), act.span.line)
    corrected = [e for e in replay.open_ecoles if e.victim is act.actor and e.fault.by is opp
                 and e.par_trop and not e.lapsed and e.undone < e.points]
    for ecole in corrected:
        # the victim has put the offender's jeton where it should stand: that is the excess
        # taken off; marking the école then adds to his own jeton only (« Points effacés mal à
        # propos »: « remettre son jeton à la marque de dix points; alors l'adversaire
        # marquerait deux points d'école »)
        ecole.undone, ecole.restore_to = ecole.points, None
    if corrected:
        replay.findings.law(
            sortie.EFFACES,
            *both("ecoles.jeton-set-back-by-victim", line=act.span.line, actor=act.actor,
                  opp=opp, points=act.points))


@applies("guiton.III.jetons-avant-le-trou", "guiton.III.trou-sans-bouger",
         "guiton.III.ecole-d-ecole", "guiton.III.fichet-deplace", "guiton.III.trou-oublie",
         "guiton.III.effacer-points-adversaire")
def on_mark_trous(replay: Replay, act: A.MarkTrous) -> None:
    colour = act.actor
    assert colour is not None
    _marks_after_wiping(replay, colour)
    regimes.repair_deux_jetons(replay, colour, act.span.line)
    turn = replay.turn_marks(colour)
    _pegged_after_idle_touch(replay, colour, act.span.line)
    credit = min(act.count, turn.trou_credit)
    if credit:
        # the trou was already counted when the jeton reached twelve: this is its pegging;
        # holes beyond it peg that trou double when it is simple — corrected, no école
        turn.trou_credit -= credit
        if act.count > credit:
            replay.findings.law(
                "guiton.III.ecole-d-ecole",
                *both("ecoles.on-mark-trous", line=act.span.line, colour=colour, count=act.count,
                      credit=credit))
        return
    side = replay.score.of(colour)
    set_side(replay, colour, trous=side.trous + act.count)
    if turn.undone_trous and act.count <= turn.undone_trous:
        _trou_taken_back(replay, colour, act)
        return
    count = act.count - _own_trous_taken_back(replay, colour, act)
    if count <= 0:
        return
    wiped_at = turn.own_wipe_line
    if count >= 2 and wiped_at is not None:
        # the opponent may dispute the bredouille until he throws (« Peine encourue par celui
        # qui enlève les jetons avant de marquer le trou »)
        replay.pending.append(Pending("double-after-wipe", colour, Term.OPPONENT_THROW,
                                      wiped_at))
        denied = replay.pending_of(BREDOUILLE_DENIED, colour)
        if denied is not None:
            replay.pending.remove(denied)
            trou_simple_by_word(replay, colour, denied.line, act.span.line)
    window = open_window(replay, colour, act.span.line)
    pending = replay.pending_of(sortie.OWN_WIPE, colour)
    if pending is not None:
        replay.pending.remove(pending)
    if pending and window is not None and not window.closed:
        # the jetons were cleared first and the trou pegged after: one marking, in the wrong
        # order (« Peine encourue par celui qui enlève les jetons avant de marquer le trou »)
        window.marked -= pending.points
        replay.findings.cite("guiton.III.jetons-avant-le-trou")
    if window is not None and window.closed and window.fichet > 0 \
            and window.fichet + count <= window.expected_trous:
        _second_trou_too_late(replay, colour, act.span.line, count, window.closed_by)
        return
    other = replay.score.of(colour.opponent)
    reached = other.points - _marked_after_the_trou(replay, colour, act.span.line)
    if window is not None and window.expected_trous > 0 and reached > 0:
        # the winner of a trou wipes the opponent's points, said or not (Guiton ch. I, « Trou »)
        replay.turn_marks(colour.opponent).wiped_by_opponent += reached
        # he may still take them off after his coup « et même après celui de l'adversaire »
        # (« Oubli d'effaçer les points de l'adversaire en marquant le trou »)
        replay.pending.append(Pending("wipe-owed", colour, Term.OWN_THROW_AFTER_OPPONENT,
                                      act.span.line, reached, OUBLI_EFFACER))
        set_side(replay, colour.opponent, points=other.points - reached,
                 bredouille=other.points > reached and _no_reste(replay, colour))
    # one or two holes stand for twelve points, three or four for twenty-four: a trou marked
    # double for simple (or simple for double) is only corrected, never an école (Guiton III,
    # « Ecole d'école; école de trou »)
    events = max(1, -(-count // 2))
    if window is not None and not window.closed and window.fichet > 0 \
            and window.fichet + count <= window.expected_trous:
        # the second hole of a trou double pegged after the first, before a dame is touched
        # or the dice thrown: still in time (« On ne peut plus marquer un trou oublié… »)
        replay.findings.law(
            "guiton.III.trou-oublie",
            *both("ecoles.trou-repris-a-temps", line=act.span.line, colour=colour))
    if window is not None and not window.closed and window.expected_trous > 0 \
            and replay.score.of(colour).points > 0:
        window.trou_peg_act = act
    if window is not None and not window.closed:
        over = window.fichet + count - max(window.expected_trous, window.fichet)
        if over > 0:
            events = regimes.trous_de_trop(replay, colour, act.span.line, count, over, events)
    if window is not None:
        if window.fichet + count == window.expected_trous:
            # exactly the holes the throw wins, simple and double trous mixed (Lebrun's 18)
            events = max(1, window.expected_events - window.events_marked)
        window.fichet += count
        window.events_marked += events
    # A fichet moved is no école by itself (« Le fichet déplacé ne fait pas école »): the
    # points it stands for count only once a jeton is abandoned or the coup is consummated.
    if window is not None and window.expected_trous == 0:
        # no trou is won: unless a jeton is placed with it, the fichet moved stands for
        # nothing marked (see _fichet_alone)
        if window.closed:
            _fichet_alone(replay, window, line=act.span.line, points=0)
            return
        window.fichet_alone += POINTS_PER_TROU * events
        if window.fichet_alone_line is None:
            window.fichet_alone_line = act.span.line
    account(replay, colour, POINTS_PER_TROU * events, act.span.line, jeton=False)
    if act.sans_bouger:
        replay.findings.cite("guiton.III.trou-sans-bouger")


BREDOUILLE_DENIED = "bredouille-denied"
JETONS_AVANT = "guiton.III.jetons-avant-le-trou"


@applies(JETONS_AVANT)
def trou_simple_by_word(replay: Replay, winner: Colour, denied_at: int, line: int) -> None:
    """The winner of a trou pegged it double after moving his jetons, and the opponent denies
    the bredouille: his word prevails, the trou is simple (« Peine encourue par celui qui enlève
    les jetons avant de marquer le trou »: « cet adversaire a le droit d'exiger que le trou soit
    marqué simple »), whether he spoke before the peg or after it."""
    pending = replay.pending_of("double-after-wipe", winner)
    if pending is None:
        return
    replay.pending.remove(pending)
    side = replay.score.of(winner)
    set_side(replay, winner, trous=max(0, side.trous - 1))
    replay.findings.law(JETONS_AVANT, *both(
        "paroles.bredouille-contested.2", line=max(line, denied_at), other=winner,
        marked=pending.line, colour=winner.opponent))


def bredouille_denied_early(replay: Replay, winner: Colour, line: int) -> bool:
    """The opponent denies the bredouille after the winner moved his jetons and before he
    pegs: the denial holds for the peg to come (the acts are read in the record's order).
    True when it is so kept."""
    window = replay.window(winner)
    if replay.turn_marks(winner).own_wipe_line is None or window is None or window.closed \
            or window.expected_trous <= 0 or window.fichet > 0:
        return False
    replay.pending.append(Pending(BREDOUILLE_DENIED, winner, Term.OPPONENT_THROW, line))
    replay.findings.fact(*both("ecoles.bredouille-denied-early", line=line,
                               colour=winner.opponent, winner=winner), line)
    return True


@applies("guiton.III.trou-oublie", "guiton.III.non-joueur-leve-ses-dames")
def _pegged_after_idle_touch(replay: Replay, colour: Colour, line: int) -> None:
    """A trou his points gave him, pegged after he touched his dames while it was not his coup
    and before his throw: in time. Only dames touched « pour jouer son coup », or the dice
    thrown, shut out a forgotten trou (« On ne peut plus marquer un trou oublié lorsqu'on a
    touché ses dames ou jeté les dés »); the non-player's touch binds him to nothing (« Celui qui
    ne joue pas, et qui par erreur lève ses dames, ne fait pas école »)."""
    turn = replay.turn_marks(colour)
    touched, turn.idle_touch_line = turn.idle_touch_line, None
    window = replay.window(colour)
    if touched is None or window is None or window.closed or window.expected_trous <= 0:
        return
    replay.findings.law("guiton.III.trou-oublie", *both(
        "ecoles.trou-pegged-after-idle-touch", line=line, colour=colour, touched=touched))


@applies("guiton.III.trou-oublie", "guiton.III.ecole-d-ecole")
def _second_trou_too_late(replay: Replay, colour: Colour, line: int, count: int,
                          closed_by: int | None) -> None:
    """The second hole of a trou double pegged simple, pegged once his dames were touched (or
    taken up to leave) or the dice thrown: no longer admitted (« On ne peut plus marquer un trou
    oublié lorsqu'on a touché ses dames ou jeté les dés »: « l'enlèvement des dames est assimilé
    à un coup joué »). It is taken back; a trou pegged double for simple is no école (« Ecole
    d'école; école de trou »)."""
    side = replay.score.of(colour)
    set_side(replay, colour, trous=side.trous - count)
    replay.findings.law("guiton.III.trou-oublie", *both(
        "ecoles.second-trou-too-late", line=line, colour=colour, closed_by=closed_by))


@applies("guiton.III.fichet-deplace")
def _fichet_alone(replay: Replay, window: Window, *, line: int | None, points: int) -> None:
    """Trous pegged when none is won, and no jeton placed with them: « Le déplacement du
    fichet pour marquer des trous qu'on n'a pas, ne fait pas école » (Guiton III, « Le fichet
    déplacé ne fait pas école »): what they stood for is not marked, and the trou is taken
    back."""
    window.marked -= points
    window.fichet_alone = 0
    replay.findings.law(
        "guiton.III.fichet-deplace",
        *both("ecoles.fichet-alone", colour=window.side, line=line))


@applies(QUESTION_FAUSSE)
def _trou_taken_back(replay: Replay, colour: Colour, act: A.MarkTrous) -> None:
    """The opponent moved his fichet back and he pegs the trou again: he takes back what was
    his, no new marking (Guiton III, « La règle sur la fausse école a donné lieu à une
    question… »: « reprend son trou avec les deux points qu'il avait de reste »)."""
    replay.turn_marks(colour).undone_trous -= act.count
    replay.findings.law(
        QUESTION_FAUSSE,
        *both("ecoles.trou-taken-back", line=act.span.line, colour=colour, count=act.count))


@applies("guiton.III.trous-demarques")
def _own_trous_taken_back(replay: Replay, colour: Colour, act: A.MarkTrous) -> int:
    """He moved his own fichet back by distraction this coup and pegs again: the first holes
    take back the trous he moved back, without école (Guiton III, « Trous démarqués mal à
    propos »: before the coup is consummated, the new ones too; after it, only « les trous
    anciennement acquis », the new ones being lost as a trou forgotten). Returns how many of
    the act's holes do so."""
    turn = replay.turn_marks(colour)
    window = replay.window(colour)
    back = min(act.count, turn.own_unmarked)
    if not back or window is None:
        return 0
    turn.own_unmarked -= back
    window.fichet += back
    counted = min(back, turn.own_unpegged)
    if counted:       # pegged again: the marks undone count again
        turn.own_unpegged -= counted
        window.marked += POINTS_PER_TROU * max(1, -(-counted // 2))
    replay.findings.law(
        "guiton.III.trous-demarques",
        *both("ecoles.own-trous-taken-back.late" if window.closed
              else "ecoles.own-trous-taken-back", line=act.span.line, colour=colour,
              count=back))
    return back


DOUBLE_REPRIS = "trou-double-repris"
"""A pending correction: the second hole of a simple trou pegged double, already undone."""


def _trous_of(holes: int) -> int:
    """The trous of twelve points that ``holes`` pegged stand for: one or two holes, one trou;
    three or four, two (Guiton III « Ecole d'école; école de trou »: « trois ou quatre trous
    sont la représentation de vingt quatre points »)."""
    return -(-holes // 2)


@applies("guiton.III.ecole-d-ecole")
def _double_for_simple_taken_back(replay: Replay, window: Window, line: int | None) -> None:
    """A simple trou pegged double, and his coup consummated: the ruling undoes the second
    hole (« mais seulement à faire démarquer un trou lorsqu'on l'a marqué double, ne l'ayant
    que simple », Guiton III « Ecole d'école; école de trou »). The opponent's own moving of
    that fichet back, until he throws, is this same correction."""
    if window.double_taken_back:
        return
    window.double_taken_back = True
    colour = window.side
    side = replay.score.of(colour)
    extra = window.fichet - window.expected_trous
    set_side(replay, colour, trous=max(0, side.trous - extra))
    replay.pending.append(Pending(DOUBLE_REPRIS, colour, Term.OPPONENT_THROW, line or 0,
                                  extra, "guiton.III.ecole-d-ecole"))


@applies("guiton.III.ecole-d-ecole")
def _double_taken_back_by_opponent(replay: Replay, act: A.UnmarkTrous, other: Colour) -> bool:
    """The opponent moves back the second hole of a simple trou pegged double that the ruling
    already undid: the same correction, not counted twice. True when it is all of his act."""
    return _taken_back_already(replay, act, other, DOUBLE_REPRIS, "guiton.III.ecole-d-ecole",
                               lambda **facts: both("ecoles.double-repris", **facts))


@applies("guiton.V.trous-de-plus-ou-de-moins")
def _trous_de_trop_taken_back(replay: Replay, act: A.UnmarkTrous, other: Colour) -> bool:
    """The opponent takes back trous marked de trop by a player who leaves: the ruling of
    ch. V already took them back (« de le remettre à dix points en lui faisant effacer deux
    trous »), so his act is that correction, not another one. True when it is all of it."""
    return _taken_back_already(replay, act, other, "trous-de-trop-repris",
                               "guiton.V.trous-de-plus-ou-de-moins",
                               lambda **facts: both("ecoles.trous-de-trop-repris", **facts))


def _taken_back_already(replay: Replay, act: A.UnmarkTrous, other: Colour, kind: str, law: str,
                        wording: Callable[..., tuple[str, str]]) -> bool:
    """The opponent moves back ``other``'s fichet by trous that the ruling already took back
    (the pending ``kind``, under ``law``): as many of his holes as that correction are it, said
    once; holes beyond it are his own taking back. False when no such correction is pending."""
    pending = replay.pending_of(kind, other)
    if pending is None or pending.points <= 0:
        return False
    assert act.actor is not None
    taken = min(act.count, pending.points)
    pending.points -= taken
    replay.turn_marks(act.actor).corrected_opponent = True
    replay.findings.law(law, *wording(line=act.span.line, colour=act.actor, other=other,
                                      count=taken))
    if taken == act.count:
        return True
    side = replay.score.of(other)
    set_side(replay, other, trous=max(0, side.trous - (act.count - taken)))
    replay.turn_marks(other).undone_trous += min(act.count - taken, side.trous)
    return True


@applies("guiton.III.trous-demarques", EPOQUE)
def on_unmark_trous(replay: Replay, act: A.UnmarkTrous) -> None:
    colour = act.actor
    assert colour is not None
    if act.opponent:
        # the opponent's fichet moved back (a trou he believes wrongly pegged): a correction of
        # the other side's marks, judged with what the mover then marks for himself
        other = colour.opponent
        if _trous_de_trop_taken_back(replay, act, other) \
                or _double_taken_back_by_opponent(replay, act, other):
            return
        coup = replay.coup
        if coup is not None and not coup.void and coup.thrower is colour \
                and coup.score_at_throw.of(other).trous >= replay.score.of(other).trous:
            # trous the other had before this throw: once the corrector has thrown, the other
            # keeps what he pegged (« Époque où les écoles sont consommées »: the excess must be
            # claimed before one's next throw; « Le joueur qui est à tort averti… »: only « s'il
            # s'en apercevait à temps »)
            replay.findings.law(EPOQUE, *both("ecoles.unmark-too-late", line=act.span.line,
                                              colour=colour, other=other, count=act.count))
            return
        side = replay.score.of(other)
        set_side(replay, other, trous=max(0, side.trous - act.count))
        replay.turn_marks(colour).corrected_opponent = True
        replay.turn_marks(other).undone_trous += min(act.count, side.trous)
        replay.findings.fact(
            *both("ecoles.on-unmark-trous", line=act.span.line, colour=colour, other=other,
                  count=act.count), act.span.line)
        return
    side = replay.score.of(colour)
    set_side(replay, colour, trous=max(0, side.trous - act.count))
    window = open_window(replay, colour, act.span.line)
    if window is not None:
        turn = replay.turn_marks(colour)
        undone = min(act.count, max(window.fichet, 0))
        if undone:   # he takes back trous he pegged in this coup: those marks are undone
            back = POINTS_PER_TROU * max(1, -(-undone // 2))   # as on_mark_trous
            window.marked -= back
            # trous pegged for nothing and taken back: what they stood for goes with them
            window.fichet_alone = max(0, window.fichet_alone - back)
            turn.own_unpegged += undone
        # trous moved back by distraction instead of forward are no marking: he may take them
        # back, and those newly won are lost once the coup is consummated, as a trou forgotten,
        # never an école (Guiton III « Trous démarqués mal à propos »)
        window.fichet -= act.count
        if not window.closed:
            turn.own_unmarked += act.count
    replay.findings.law("guiton.III.trous-demarques",
                        *both("ecoles.on-unmark-trous.2", line=act.span.line, colour=colour,
                              count=act.count))


@applies("guiton.III.demarquer-pour-faire-ecole")
def on_efface(replay: Replay, act: A.Efface) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    if act.target is A.EffaceTarget.OPPONENT:
        regimes.claim_after_throw(replay, colour)
        opp = colour.opponent
        had = replay.score.of(opp).points
        if regimes.opponent_takes_a_jeton(replay, colour, act.points, line):
            return
        asked = had if act.points is None else act.points
        # the excess of an école par trop he is taking: wiped once, before or after the claim
        redundant = victim_wipes_excess(replay, colour, asked)
        if redundant:
            replay.findings.law(
                DEFINITION,
                *both("ecoles.efface-excess-once", line=line, colour=colour, opp=opp,
                      points=redundant))
        wiped = min(had - _marked_after_the_trou(replay, colour, line), asked - redundant)
        wiped = max(0, wiped)
        was_bredouille = replay.score.of(opp).bredouille
        set_side(replay, opp, points=had - wiped, bredouille=False if had - wiped == 0 else
             replay.score.of(opp).bredouille)
        replay.turn_marks(opp).wiped_by_opponent += wiped
        left = wiped
        for ecole in replay.open_ecoles:
            if ecole.victim is opp and ecole.fault.by is colour and ecole.claimed and left:
                back = min(left, ecole.claimed)
                ecole.claimed -= back
                ecole.wiped_back += back
                left -= back
        replay.findings.fact(
            *both("ecoles.on-efface", line=line, colour=colour, wiped=wiped, opp=opp), line)
        _wiping_the_opponent(replay, colour, line, wiped=wiped, bredouille=was_bredouille)
        return
    had = replay.score.of(colour).points
    wiped = had if act.points is None else min(had, act.points)
    set_side(replay, colour, points=had - wiped,
         bredouille=replay.score.of(colour).bredouille and had - wiped > 0)
    absorbed = _excess_taken_back(replay, colour, wiped, line)
    wiped -= absorbed
    if not wiped:
        return
    window = replay.window(colour)
    if window is not None and not window.closed:
        replay.turn_marks(colour).own_wipe_line = line
        if window.fichet > 0:
            window.marked -= wiped   # clearing the old jeton is part of pegging the trou
    sortie.on_own_points_wiped(replay, act, wiped)


@applies("guiton.III.marque-des-points")
def _marked_after_the_trou(replay: Replay, winner: Colour, line: int) -> int:
    """Points the opponent has already marked of what the winner's own throw gives him (à
    faux, impuissance): they come after the trou in the order of marking, so neither the trou
    nor the winner's wiping reaches them, whoever marked first (Guiton III « Marque des
    points »: the winner « commence par marquer le trou … et efface les dix points de son
    adversaire, qui marque ensuite les deux points donnés … en battant à faux »)."""
    coup = replay.coup
    if coup is None or coup.thrower is not winner:
        return 0
    mine, his = coup.windows.get(winner), coup.windows.get(winner.opponent)
    if mine is None or his is None or mine.expected_trous <= 0 or mine.closed:
        return 0
    kept = max(0, min(his.marked, his.due, replay.score.of(winner.opponent).points))
    if kept:
        replay.findings.law("guiton.III.marque-des-points", *both(
            "ecoles.marked-after-the-trou", line=line, winner=winner,
            other=winner.opponent, points=kept))
    return kept


def _no_reste(replay: Replay, winner: Colour) -> bool:
    """The winner's trou leaves him no points de reste: what the opponent marks after it is
    marked while the winner has none, in bredouille (as in the order the text prescribes)."""
    coup = replay.coup
    window = replay.window(winner)
    if coup is None or window is None:
        return False
    after = replay.marking.add_points(coup.score_at_throw, winner, window.due)
    return after.of(winner).points == 0


@applies(EPOQUE)
def _excess_taken_back(replay: Replay, colour: Colour, wiped: int, line: int) -> int:
    """The offender takes back by hand points of an école par trop already consummated: the
    école stands (« on ne peut jamais reculer un jeton », Guiton III « Époque où les écoles sont
    consommées »), but the points he took off are those its marking would take off, so the
    victim's claim does not take them off a second time. Returns how many of ``wiped`` were
    so taken back (they are no « points effacés mal à propos »)."""
    absorbed = 0
    for ecole in replay.open_ecoles:
        if wiped <= 0:
            break
        if ecole.fault.by is not colour or not ecole.par_trop or ecole.lapsed \
                or ecole.restore_to is not None:
            continue
        part = min(wiped, ecole.points - ecole.undone)
        if part <= 0:
            continue
        ecole.undone += part
        wiped -= part
        absorbed += part
        replay.findings.law(EPOQUE, *both("ecoles.excess-taken-back", line=line, colour=colour,
                                          points=part, ecole=ecole.points))
    return absorbed


@applies(OUBLI_EFFACER, "guiton.III.demarquer-pour-faire-ecole", POINTS_DE_SORTIE)
def _wiping_the_opponent(replay: Replay, colour: Colour, line: int, *, wiped: int = 0,
                         bredouille: bool = False) -> None:
    """What wiping the opponent's points means, when it is not the taking of an école:
    the winner of a trou wiping them after his coup is still in time (« Oubli d'effaçer les
    points de l'adversaire en marquant le trou »: « il est admis à les ôter après avoir joué
    son coup »); anyone else wiping them marks nothing, and makes no école (« Pour faire école,
    il faut démarquer l'adversaire et se démarquer soi-même »)."""
    owed = replay.pending_of("wipe-owed", colour)
    if owed is not None:
        replay.pending.remove(owed)
        window, coup = replay.window(colour), replay.coup
        if window is None or window.closed or coup is None or coup.line > owed.line:
            replay.findings.law(OUBLI_EFFACER, *both("ecoles.wipe-after-coup", line=line,
                                                     colour=colour))
        return
    if any(e.victim is colour and not e.lapsed for e in replay.open_ecoles):
        return
    own = replay.window(colour)
    if own is not None and own.fichet > 0:
        return
    if wiped and _releve_over(replay):
        # the relevé ended by a sortie, not by a trou: « A cette reprise chacun garde les
        # points qu'il avait » (VII « Points que gagne celui qui parvient le premier… »)
        opp = colour.opponent
        set_side(replay, opp, points=replay.score.of(opp).points + wiped, bredouille=bredouille)
        replay.findings.law(POINTS_DE_SORTIE, *both("ecoles.wipe-at-reprise", line=line,
                                                    colour=colour, opp=opp, wiped=wiped))
    # whether he marks nothing for himself is known only at his next throw or the end
    replay.pending.append(Pending(WIPE_ONLY, colour, Term.OWN_THROW, line))


def _releve_over(replay: Replay) -> bool:
    """A side has borne all his dames off: the relevé is over, and the dames are being (or are
    about to be) put back on the pile for the reprise."""
    return replay.sortie_by is not None or any(
        replay.position.total(c) and replay.position.count(c, OFF) == replay.position.total(c)
        for c in BOTH)


def _marks_after_wiping(replay: Replay, colour: Colour) -> None:
    """He marks for himself after wiping the opponent: the wiping is judged with it."""
    replay.pending[:] = [p for p in replay.pending
                         if not (p.kind == WIPE_ONLY and p.colour is colour)]


@applies("guiton.III.demarquer-pour-faire-ecole")
def _wiped_only(replay: Replay, colour: Colour | None) -> None:
    """He wiped the opponent's points and marked nothing for himself before his throw (or
    the end of the record): no école of his (« Pour faire école, il faut démarquer
    l'adversaire et se démarquer soi-même »)."""
    for pending in [p for p in replay.pending if p.kind == WIPE_ONLY
                    and (colour is None or p.colour is colour)]:
        replay.pending.remove(pending)
        replay.findings.law("guiton.III.demarquer-pour-faire-ecole",
                            *both("ecoles.wipe-no-ecole", line=pending.line,
                                  colour=pending.colour))


# -- consummation -----------------------------------------------------------------------------
def consummate(replay: Replay, colour: Colour, line: int, how: Msg) -> None:
    """``colour``'s marking window for the current coup is closed by the act on ``line``."""
    window = replay.window(colour)
    if window is None or window.closed:
        return
    window.closed = True
    window.closed_by = line
    _trou_not_pegged(replay, window, line)
    _bredouille_with_one_jeton(replay, window, line)
    judge_window(replay, window, consummated=True, line=line, how=how)


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
    turn = replay.turn_marks(colour)
    if turn.one_jeton_line is not None:
        turn.one_jeton_line = None
        replay.findings.law(BREDOUILLE_DE_JETONS,
                            *both("ecoles.bredouille-jeton-joined", line=line, colour=colour))
        return True
    forfeited = replay.bredouille_forfeited.get(colour)
    if forfeited is not None and 0 < forfeited <= min(act.points, replay.score.of(colour).points):
        replay.findings.law(BREDOUILLE_DE_JETONS,
                            *both("ecoles.bredouille-jeton-too-late", line=line, colour=colour))
        return False
    return True


@applies(BREDOUILLE_DE_JETONS)
def _bredouille_with_one_jeton(replay: Replay, window: Window, line: int) -> None:
    """Second to score, he marked with one jeton and his coup is consummated (his dames played
    if he marked first, his dice thrown if he marked second): he has lost the bredouille, and
    neither side has it (Guiton III, « Quand on perd le droit de prendre la bredouille de
    jetons »)."""
    colour = window.side
    turn = window.marks or replay.turn_marks(colour)   # the marks of that coup's turn
    if turn.one_jeton_line is None:
        return
    turn.one_jeton_line = None
    side = replay.score.of(colour)
    if side.bredouille:
        set_side(replay, colour, bredouille=False)
    replay.bredouille_forfeited[colour] = replay.score.of(colour).points
    replay.findings.law(BREDOUILLE_DE_JETONS,
                        *both("ecoles.bredouille-one-jeton", line=line, colour=colour))


@applies("guiton.III.ecole-d-ecole", "guiton.III.trou-oublie")
def _trou_not_pegged(replay: Replay, window: Window, line: int) -> None:
    """His jeton went past twelve as he marked, but he did not move his fichet before his coup
    was consummated: moving the jeton marked the points, not the trou, which is lost — with no
    école (Guiton III, « Ecole d'école; école de trou »: « … marque ce reste, mais oublie de
    marquer le trou »; « On ne peut plus marquer un trou oublié lorsqu'on a touché ses dames ou
    jeté les dés »)."""
    colour = window.side
    turn = replay.turn_marks(colour)
    lost = min(turn.carried_trous, turn.trou_credit)
    if not lost and not (turn.carried_past_twelve and window.fichet <= 0):
        return
    if lost:
        turn.trou_credit -= lost
        turn.carried_trous -= lost
        side = replay.score.of(colour)
        set_side(replay, colour, trous=max(0, side.trous - lost))
    turn.carried_past_twelve = False
    replay.findings.law("guiton.III.ecole-d-ecole", *both(
        "ecoles.trou-not-pegged" if window.fichet == 0 else "ecoles.trou-moved-back",
        line=line, colour=colour))
    replay.findings.cite("guiton.III.trou-oublie")


@applies(IMPOSSIBLE)
def invited(replay: Replay, colour: Colour, line: int) -> None:
    """``colour`` invites his opponent to throw: his omissions are consummated as by a throw
    (« École impossible à marquer »)."""
    how = say("ecoles.invited")
    window = replay.window(colour)
    if window is not None and not window.closed:
        consummate(replay, colour, line, how)
        replay.findings.cite(IMPOSSIBLE)
    for pending in list(replay.pending_windows):
        if pending.side is colour:
            replay.pending_windows.remove(pending)
            pending.closed = True
            judge_window(replay, pending, consummated=True, line=line, how=how)
            replay.findings.cite(IMPOSSIBLE)


@dataclass(frozen=True)
class Judging:
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


@dataclass(frozen=True)
class Exception_:
    """A labelled exception to the école par moins: when it applies, its rule decides and
    the exceptions below it are not looked at (Catala's labelled exceptions, as a list)."""

    label: str
    law: str
    applies: Callable[[Judging], bool]
    rule: Callable[[Judging], None]


@applies(OUBLI_DEMARQUER, EPOQUE)
def _forgot_to_move_back(j: Judging) -> None:
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


@applies(OUBLI_DEMARQUER)
def _marked_enough(j: Judging) -> None:
    if j.short == 0 and j.window.due:
        j.replay.findings.conclude(
            *both("ecoles.marked-enough", j_colour=j.colour, j_due=j.window.due))
        before = _points_at_throw(j.replay, j.window)
        reste = j.replay.score.of(j.colour).points
        if j.window.fichet > 0 and before and reste:
            # a trou pegged by one who had points, with a reste: whether his jeton shows his
            # reste and nothing more is the point of « Oubli de démarquer ses points lorsqu'on
            # a le trou » (« déduction faite … de ceux qu'il pouvait avoir de reste »)
            j.replay.findings.conclude(*both(
                "ecoles.trou-et-reste", colour=j.colour, before=before, reste=reste),
                OUBLI_DEMARQUER)


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
    owed.points -= counted
    if not owed.points:
        replay.pending.remove(owed)
    window.marked += counted
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
    colour, short, window = j.colour, j.short, j.window
    j.replay.findings.law(
        OPTION_DE_MARQUER,
        *both("ecoles.covered-by-the-ecole", colour=colour, ecole_marked_at=window.ecole_marked_at,
              short=short))
    j.replay.findings.cite("guiton.III.evidence-des-motifs")


def _marked_words(marked: int, due: int) -> Msg:
    """« n'a marqué que 4 points sur 8 », or, when his own acts took points back (a fichet or
    a jeton moved back), what the record shows: no mark of a negative number of points."""
    if marked == 0:
        return Msg(f"n'a rien marqué des {due} points dus", f"marked none of the {due} points due")
    if marked > 0:
        return Msg(f"n'a marqué que {points_fr(marked)} sur {due}",
                   f"marked only {points_en(marked)} of {due}")
    return Msg(f"n'a rien marqué des {due} points dus et a reculé sa marque de "
               f"{points_fr(-marked)}",
               f"marked none of the {due} points due and moved his marks back by "
               f"{points_en(-marked)}")


@applies(EPOQUE, IMPOSSIBLE)
def _not_yet_consummated(j: Judging) -> None:
    replay, colour, short, window = j.replay, j.colour, j.short, j.window
    why = say("ecoles.not-yet-consummated", colour=colour, due=window.due, short=short,
              marked=_marked_words(window.marked, window.due))
    laws = (EPOQUE, IMPOSSIBLE) if _cannot_play(replay, colour) else (EPOQUE,)
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
    _warning(j.replay, j.window, j.line)


EXCEPTIONS: tuple[Exception_, ...] = (
    Exception_("jeton-not-moved-back", OUBLI_DEMARQUER,
               lambda j: j.short < 0 and j.consummated and j.window.fichet > 0
               and _jeton_excess(j.replay, j.window) > 0,
               _forgot_to_move_back),
    Exception_("jeton-moved-back-in-time", OUBLI_DEMARQUER,
               lambda j: j.short < 0 and not j.consummated and j.window.fichet > 0,
               _moves_back_in_time),
    Exception_("marked-enough", DEFINITION, lambda j: j.short <= 0, _marked_enough),
    Exception_("points-left-by-the-winner", EFFACER_ADVERSAIRE,
               lambda j: _left_by_the_winner(j) is not None, _already_marked),
    Exception_("misled-by-the-opponent", "guiton.III.erreur-occasionnee",
               lambda j: j.window.misled_at is not None, _misled),
    Exception_("covered-by-the-ecole", OPTION_DE_MARQUER,
               lambda j: j.window.ecole_marked_at is not None and not j.window.marked,
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
points once the trou is pegged, what was marked in full, old points the winner of a trou left
on the jeton (they stand for the new ones), an error the opponent caused, the victim covered
by the école he marked, an omission not yet consummated, and « je ne marque pas »."""


def _after_exceptions(j: Judging, *, skip: str) -> None:
    """Judge what is still short after an exception that settled part of it: the exceptions
    below ``skip``, then the école par moins."""
    labels = [e.label for e in EXCEPTIONS]
    for exception in EXCEPTIONS[labels.index(skip) + 1:]:
        if exception.applies(j):
            exception.rule(j)
            return
    _ecole_par_moins(j)


@applies("guiton.III.ecole-d-ecole", "guiton.III.bredouille-des-trous")
def judge_window(replay: Replay, window: Window, *, consummated: bool, line: int | None,
                 how: Msg | None = None) -> None:
    """Judge one side's marking of one coup: the first exception of :data:`EXCEPTIONS` that
    applies decides; when none does, the omission is an école par moins."""
    colour = window.side
    if window.fichet != window.expected_trous and window.expected_trous and window.fichet > 0:
        # A trou double pegged simple, or a simple pegged double, is the same twelve points:
        # only the peg is corrected. Whole trous pegged beyond or short of the gain stand for
        # twelve points each, judged below as points (III « Ecole d'école; école de trou »).
        same_points = _trous_of(window.fichet) == _trous_of(window.expected_trous)
        replay.findings.law(
            "guiton.III.ecole-d-ecole",
            *both("ecoles.judge-window" if same_points else "ecoles.judge-window.points",
                  colour=colour, fichet=window.fichet, expected_trous=window.expected_trous))
        if consummated and same_points and window.fichet > window.expected_trous:
            _double_for_simple_taken_back(replay, window, line)
        if consummated and same_points and 0 < window.fichet < window.expected_trous:
            # a trou double pegged simple, and his coup played: the second trou is lost to both
            # (« Même règle pour la bredouille des trous »)
            replay.findings.law(
                "guiton.III.bredouille-des-trous",
                *both("ecoles.double-pegged-simple", colour=colour, line=line))
        if consummated and not same_points and 0 < window.fichet < window.expected_trous:
            # whole trous left unpegged: twelve points each (Guiton), or no école (Lebrun)
            window.marked += regimes.trous_omitted(
                replay, colour, window.fichet, window.expected_trous,
                max(0, window.due - window.marked), line)
    if window.breaking_at is not None:
        # he broke his game to leave on a trou he had not: the trou he pegged is his marking,
        # and ch. V's false trou (the école of the points he lacked) decides it, alone
        window.fichet_alone = 0
        return
    if window.fichet_alone and consummated:
        _fichet_alone(replay, window, line=window.fichet_alone_line, points=window.fichet_alone)
    if window.marked < 0:
        _below_nothing(replay, window)
        return
    if consummated:
        regimes.deux_jetons_consummated(replay, colour, line)
    judging = Judging(replay, window, consummated, line, how)
    for exception in EXCEPTIONS:
        if exception.applies(judging):
            exception.rule(judging)
            return
    _ecole_par_moins(judging)


def _below_nothing(replay: Replay, window: Window) -> None:
    """His own acts took his marks below where they stood at the throw: that is no omission of
    this coup's points (points or trous of his own taken off are « effacés » or « démarqués »
    mal à propos, never an école by themselves), and a negative count is no marking the
    arbiter can judge. The ruling says so and asks what he meant, instead of an école par
    moins larger than the throw (or a count silently stopped at zero)."""
    replay.findings.ask(*both("ecoles.below-nothing", colour=window.side,
                              marked=-window.marked, due=window.due))
    replay.blocking = True


@applies(DEFINITION, EPOQUE, "guiton.III.ecole-d-ecole", "guiton.III.avertissement-ne-marque-pas",
         "guiton.I.ecole")
def _ecole_par_moins(j: Judging) -> None:
    """The rule: points left unmarked, the coup consummated — an école par moins."""
    replay, colour, short, window, line, how = (j.replay, j.colour, j.short, j.window,
                                                 j.line, j.how)
    marked = _marked_words(window.marked, window.due)
    why = Msg(
        f"{colour} {marked.fr} ; "
        f"{how.fr if how else 'son coup est consommé'} (ligne {line}) : école par moins de "
        f"{points_fr(short)}.",
        f"{colour} {marked.en}; "
        f"{how.en if how else 'his coup is consummated'} (line {line}): école par moins of "
        f"{points_en(short)}.")
    laws = (DEFINITION, EPOQUE)
    if short >= POINTS_PER_TROU:
        laws = (*laws, "guiton.III.ecole-d-ecole")   # a trou left unmarked: the école of a trou
    if window.said_ne_marque_pas is not None:
        laws = (*laws, "guiton.III.avertissement-ne-marque-pas")
    if _victim_short_of_his_own(replay, window):
        laws = (*laws, OPTION_DE_MARQUER)
    open_ecole(replay, FaultKind.ECOLE_PAR_MOINS, colour, why, laws, short, line, EPOQUE)


@applies(OPTION_DE_MARQUER)
def _victim_short_of_his_own(replay: Replay, window: Window) -> bool:
    """He is the victim of an école the thrower made in the same coup, and marked less than
    the points the throw gave him: the école was his to mark or not, his own points were not
    (Guiton III, « L'option de marquer, ou de ne pas marquer une école… »: he « n'était
    rigoureusement tenu à marquer que » his points à faux). True when it is so, and the ruling
    says it."""
    coup = replay.coup
    colour = window.side
    if coup is None or coup.thrower is colour or coup.windows.get(colour) is not window:
        coup = next((c for c in reversed(replay.coups) if c.windows.get(colour) is window),
                    None)
    if coup is None or coup.thrower is colour or window.ecole_marked_at is not None \
            or window.marked <= 0:
        # having marked nothing, his omission is the plain one of « Définition »; the article
        # reads what he did mark (his own points first, the école at his option)
        return False
    ecoles_of_thrower = [e for e in replay.open_ecoles if e.victim is colour
                         and e.fault.by is coup.thrower
                         and e.fault.kind is FaultKind.ECOLE_PAR_MOINS]
    if not ecoles_of_thrower:
        return False
    replay.findings.law(OPTION_DE_MARQUER, *both(
        "ecoles.victim-short-of-his-own", colour=colour, due=window.due,
        marked=max(0, window.marked), thrower=coup.thrower))
    return True


@applies(AVERTISSEMENT, DEFINITION)
def _warning(replay: Replay, window: Window, line: int) -> None:
    """« Je ne marque pas » said, and his coup consummated: what the warning was worth
    (Guiton, « Avertissement qu'on ne marque pas, parce que l'on donne, ou que l'on croit
    donner le trou »).

    If his throw really gives the opponent the trou, the warning counts as marking: no école,
    and the opponent loses his bredouille (his trou is simple). If it does not, and he does not
    win the trou either, the points are lost, a faute with no école, and the opponent keeps his
    bredouille. If he wins the trou himself, the opponent marks the école of what the warning
    shows he did not recognise: the least of his gains he must have taken for points given,
    for the opponent to reach the trou as he believed.
    """
    colour, coup = window.side, replay.coup
    assert coup is not None
    other = colour.opponent
    at_throw = coup.score_at_throw
    needed = POINTS_PER_TROU - at_throw.of(other).points
    given = coup.due(other)
    # his own points are marked first (« Marque des points »): if they make his trou, the
    # opponent's points are wiped before his gift is marked, and the trou is not given
    wins_first = at_throw.of(colour).points + window.due >= POINTS_PER_TROU
    if given >= needed and not wins_first:
        side = replay.score.of(other)
        replay.score = replay.score.with_side(other, side.evolve(bredouille=False))
        replay.findings.law(
            AVERTISSEMENT,
            *both("ecoles.warning", said_ne_marque_pas=window.said_ne_marque_pas, colour=colour,
                  other=other))
        return
    if at_throw.of(colour).points + window.due < POINTS_PER_TROU:
        why = say("ecoles.warning.2", colour=colour, said_ne_marque_pas=window.said_ne_marque_pas,
                  due=window.due, other=other)
        replay.findings.fault(Fault(kind=FaultKind.FAUTE, by=colour, summary=why,
                                    laws=(AVERTISSEMENT,), points=window.due,
                                    consummated=True, act=line))
        replay.findings.conclude(why.fr, why.en, AVERTISSEMENT, line)
        return
    deficit = needed - given
    gains = [i.points for i in window.items if i.points]
    sums = sorted({sum(c) for r in range(1, len(gains) + 1)
                   for c in combinations(gains, r) if sum(c) >= deficit})
    if not sums:
        replay.findings.ask(
            *both("ecoles.warning.3", colour=colour))
        replay.blocking = True
        return
    unseen = sums[0]
    side = replay.score.of(other)
    replay.score = replay.score.with_side(other, side.evolve(bredouille=False))
    why = say("ecoles.warning.4", colour=colour, said_ne_marque_pas=window.said_ne_marque_pas,
              unseen=unseen, other=other)
    open_ecole(replay, FaultKind.ECOLE_PAR_MOINS, colour, why, (DEFINITION, AVERTISSEMENT), unseen,
               line, AVERTISSEMENT)


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
    window.trop_reported += excess
    why = say("ecoles.jeton-not-moved-back", colour=colour, excess=excess)
    open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, (OUBLI_DEMARQUER, EPOQUE), excess,
               line, OUBLI_DEMARQUER, par_trop=True)


def _cannot_play(replay: Replay, colour: Colour) -> bool:
    coup = replay.coup
    return bool(coup and coup.thrower is colour and not coup.void
                and not replay.plays(coup))


# -- claims -----------------------------------------------------------------------------------
def _false_trous_first(replay: Replay, claimable: list[OpenEcole], take: int) -> None:
    """Of the écoles the victim marks now (``take`` points, in order), those of a trou pegged
    and not won are undone before his points go on: the offender's jeton is back where the
    coup had brought it when the victim's marking counts, and a trou that marking wins wipes
    those points (Lebrun, « Des Ecoles »: the partie bredouille « qui efface » the points of
    the one sent to school)."""
    for ecole in claimable:
        if take <= 0:
            break
        part = min(take, ecole.points - ecole.claimed)
        take -= part
        if part > 0 and ecole.par_trop and ecole.restore_trous is not None:
            undo_excess(replay, ecole, ecole.claimed + part)


@applies(FAUSSE, "guiton.III.ecole-par-moins-prejudiciable", FACULTATIVE)
def on_mark_ecole(replay: Replay, act: A.MarkEcole) -> None:
    colour = act.actor
    assert colour is not None
    regimes.claim_after_throw(replay, colour)
    _marks_after_wiping(replay, colour)
    line = act.span.line
    forfeited = _trou_marked_too_soon(replay, colour, line)
    claimable = [e for e in replay.open_ecoles
                 if e.victim is colour and not e.lapsed and e.claimed < e.points]
    available = sum(e.points - e.claimed for e in claimable)
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
        own.ecole_marked_at = line
    _false_trous_first(replay, claimable, min(act.points, available))
    trous_before = replay.score.of(colour).trous
    add_marked_points(replay, colour, act.points)
    if replay.score.of(colour).trous > trous_before and any(
            e.fault.kind is FaultKind.ECOLE_PAR_MOINS for e in claimable):
        replay.findings.law(
            "guiton.III.ecole-par-moins-prejudiciable",
            *both("ecoles.on-mark-ecole", line=line, colour=colour))
    take = min(act.points, available)
    for ecole in claimable:
        if take <= 0:
            break
        part = min(take, ecole.points - ecole.claimed)
        ecole.claimed += part
        take -= part
        if ecole.par_trop and part > 0:
            # the victim who marks an école par trop, even in part, takes the whole excess
            # off: marking it is wiping it (« Si c'est une école par trop, et qu'on ne juge pas
            # à propos de la marquer, on se contente d'effacer les points »), and the offender
            # may only require the rest to be marked (« elle doit l'être en totalité »)
            undo_excess(replay, ecole, ecole.points)
    _ecole_first(replay, colour, claimable, act.points, line)
    if act.points <= available:
        replay.findings.conclude(
            *both("ecoles.on-mark-ecole.2", line=line, colour=colour, points=act.points),
            FACULTATIVE, line)
        for ecole in claimable:
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
    if _no_ecole_d_ecole(replay, colour, line):
        laws = (*laws, "guiton.III.ecole-d-ecole")
    open_ecole(replay, FaultKind.FAUSSE_ECOLE, colour, why, laws, excess, line, FAUSSE,
               wrong_marks=excess)


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
    return refused


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


@applies(EFFACER_ADVERSAIRE)
def _trou_marked_too_soon(replay: Replay, colour: Colour, line: int) -> int:
    """Beaten à vrai and à faux by the same throw, he pegged the trou it gave him before the
    thrower had marked his points à vrai; the thrower then omitted them: « celui qui a marqué
    le trou trop précipitamment, serait déchu du droit de marquer cette école à son profit »
    (Guiton III, « Quand on gagne un trou, effacer les points de l'adversaire »). Such an école
    lapses for him; returns its points (0 when there is none)."""
    coup = replay.coup
    if coup is None or coup.thrower is colour:
        return 0
    mine, his = coup.windows.get(colour), coup.windows.get(colour.opponent)
    if mine is None or his is None or not mine.due or mine.fichet <= 0 \
            or mine.first_line is None:
        return 0
    if his.first_line is not None and his.first_line < mine.first_line:
        return 0
    lost = 0
    for ecole in replay.open_ecoles:
        if ecole.victim is colour and not ecole.lapsed and ecole.claimed < ecole.points \
                and ecole.fault.kind is FaultKind.ECOLE_PAR_MOINS \
                and ecole.fault.by is coup.thrower and ecole.fault.act is not None \
                and ecole.fault.act > mine.first_line and ecole.fault.act > coup.line:
            ecole.lapsed = True
            lost += ecole.points - ecole.claimed
    if lost:
        replay.findings.law(EFFACER_ADVERSAIRE, *both(
            "ecoles.trou-too-soon", line=line, colour=colour, pegged=mine.first_line,
            thrower=coup.thrower, points=lost))
    return lost


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
def plein_not_made(replay: Replay, coup, line: int) -> None:
    """He marked for a plein and then played so that he did not fill (or keep it): the points
    marked for it are an école par trop (« Celui qui ne remplit pas et qui marque croyant
    remplir, fait école »). Had he marked nothing, the same article decides the école par
    moins the omission made: « Si un joueur pouvant remplir ne remplit pas, ou pouvant
    conserver ne conserve pas, l'adversaire marque autant de points » (Lebrun « Des Ecoles »
    rules alike on the petit jan)."""
    colour = coup.thrower
    window = coup.windows.get(colour)
    plein = sum(i.points for i in coup.items
                if i.kind in ("plein", "conservation") and i.beneficiary is colour)
    if window is None or not plein:
        return
    window.due -= plein
    excess = window.marked - window.due - window.trop_reported
    if excess <= 0:
        if window.marked < plein and any(
                f.kind is FaultKind.ECOLE_PAR_MOINS and f.by is colour
                for f in replay.findings.faults):
            replay.findings.law(NE_REMPLIT_PAS, *both(
                "ecoles.plein-not-made.moins", colour=colour, plein=plein, line=line))
        return
    window.trop_reported += excess
    why = say("ecoles.plein-not-made", colour=colour, plein=plein, line=line, excess=excess)
    open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, (NE_REMPLIT_PAS, EPOQUE), excess,
               line, NE_REMPLIT_PAS, par_trop=True)
    replay.findings.option(
        colour.opponent,
        say("ecoles.plein-not-made.2", colour_opponent=colour.opponent, colour=colour),
        [("remplir", say("ecoles.plein-not-made.3"), False),
         ("interdire", say("ecoles.plein-not-made.4"), False),
         ("laisser", say("ecoles.plein-not-made.5"), True)],
        (NE_REMPLIT_PAS,))


@applies("guiton.III.second-exemple", "guiton.I.bredouille")
def _ecole_first(replay: Replay, colour: Colour, claimed: list[OpenEcole], points: int,
                 line: int) -> None:
    """École points are marked before what the offender marked since the école was made.

    Guiton's « Second exemple »: the école should have been marked when it was made, so the
    offender's marks of this coup come after it. When the victim claims it late, the marks of
    the coup are made again in that order — the école, then what the throw gave the offender —
    so that a trou the école completes is the victim's, the offender's points interrupt the
    victim's series (no bredouille across them), and a trou the offender pegged too early
    goes.
    """
    coup = replay.coup
    offender = colour.opponent
    window = replay.window(offender)
    made_at = [e.fault.act for e in claimed
               if e.fault.act is not None and e.fault.kind is FaultKind.ECOLE_PAR_MOINS]
    if (coup is not None and made_at and window is not None and window.marked <= 0
            and coup.due(offender) == 0 and coup.due(colour) > 0
            and replay.score.of(offender).points == 0):
        # the offender's throw gave him nothing: nothing comes between the école and what
        # the throw gives its victim, one series (ch. I « Bredouille »: « sans interruption »)
        replay.findings.law("guiton.I.bredouille",
                            *both("ecoles.ecole-first.one-series", line=line,
                                  offender=offender, colour=colour))
        return
    if coup is None or not made_at or window is None or window.marked <= 0 or \
            window.first_line is None or window.first_line < min(made_at):
        return
    score = replay.marking.add_points(coup.score_at_throw, colour, points)
    score = replay.marking.correct(
        score, tuple(i for i in coup.items if i.beneficiary is offender))
    own = replay.window(colour)
    if own is not None and own.marked > 0:
        score = replay.marking.add_points(score, colour, own.marked)
    replay.score = score
    window.marked, window.fichet = window.due, window.expected_trous
    replay.findings.law(
        "guiton.III.second-exemple",
        *both("ecoles.ecole-first", line=line, offender=offender, first_line=window.first_line))
    reste = replay.score.of(offender).points
    if reste and coup.thrower is offender and coup.leaving is not None and not any(
            f.by is offender and f.kind is FaultKind.DEPART_IRREGULIER
            and f.act == coup.leaving for f in replay.findings.faults):
        # he left on his trou: the reste the marks made again leave him is lost with the relevé
        replay.score = replay.score.with_side(
            offender, replay.score.of(offender).evolve(points=0, bredouille=False))
        replay.findings.fact(*both("ecoles.ecole-first.reste-lost", line=line,
                                   offender=offender, points=reste), line)


@applies(FACULTATIVE)
def _partial(replay: Replay, ecole: OpenEcole, line: int) -> None:
    rest = ecole.points - ecole.claimed
    replay.findings.option(
        ecole.fault.by,
        say("ecoles.partial", victim=ecole.victim, fault_by=ecole.fault.by, rest=rest),
        [("exiger", say("ecoles.partial.2"), False),
         ("laisser", say("ecoles.partial.3"), True)],
        (FACULTATIVE,))


# -- the end of a coup ------------------------------------------------------------------------
def at_close(replay: Replay, coup, *, at_end: bool, next_thrower: Colour | None) -> None:
    """Windows still open are judged: consummated by the next throw of their side, or left
    unconsummated at the end of the record."""
    for colour, window in coup.windows.items():
        if window.closed:
            continue
        if at_end:
            judge_window(replay, window, consummated=False, line=None)
            window.closed = True
        elif next_thrower is colour:
            window.closed = True
            _bredouille_with_one_jeton(replay, window, replay.next_line)
            judge_window(replay, window, consummated=True, line=replay.next_line,
                         how=say("ecoles.at-close"))
        else:
            replay.pending_windows.append(window)


@applies(EPOQUE)
def before_throw(replay: Replay, thrower: Colour, line: int) -> None:
    """A side that throws consummates his own pending omissions and loses his claims."""
    # the throw that replaces a void one is the same coup thrown again, not the next coup
    rethrow = replay.coup is not None and replay.coup.void and replay.coup.thrower is thrower
    sortie.consummate_wipes(replay, thrower, line)
    _wiped_only(replay, thrower)
    for window in list(replay.pending_windows):
        if window.side is thrower:
            replay.pending_windows.remove(window)
            window.closed = True
            _bredouille_with_one_jeton(replay, window, line)
            judge_window(replay, window, consummated=True, line=line,
                         how=say("ecoles.before-throw"))
    for ecole in replay.open_ecoles:
        if ecole.victim is not thrower and not ecole.lapsed and ecole.claimed < ecole.points \
                and ecole.fault.kind == FaultKind.ECOLE_PAR_TROP and ecole.fault.by is thrower \
                and not rethrow:
            _par_trop_kept(replay, ecole, line)
            continue
        if ecole.victim is thrower and not ecole.lapsed and ecole.claimed < ecole.points:
            if regimes.claim_outlives_throw(replay, ecole, line):
                continue
            ecole.lapsed, ecole.lapsed_at = True, line
            keep = "garde l'excédent" if ecole.par_trop else "ne la doit plus"
            keep_en = "keeps the excess" if ecole.par_trop else "no longer owes it"
            replay.findings.conclude(
                f"{thrower} a jeté les dés (ligne {line}) sans marquer l'école de "
                f"{ecole.fault.by} : le droit est perdu, {ecole.fault.by} {keep}.",
                f"{thrower} threw the dice (line {line}) without marking {ecole.fault.by}'s "
                f"école: the right is lost, {ecole.fault.by} {keep_en}.", EPOQUE, line)


@applies(EPOQUE)
def _par_trop_kept(replay: Replay, ecole: OpenEcole, line: int) -> None:
    """The one who marked too much throws the dice for the next coup before his école par trop
    is marked: « Il faut marquer les écoles par trop, avant de jeter les dés pour le coup
    suivant, sans quoi on n'y est plus reçu », and he « acquiert alors le droit de les garder »
    (Guiton III, « Époque où les écoles sont consommées ») — whoever throws them."""
    ecole.lapsed, ecole.lapsed_at = True, line
    replay.findings.conclude(*both("ecoles.par-trop-kept", line=line, colour=ecole.fault.by,
                                   victim=ecole.victim, points=ecole.points), EPOQUE, line)


@applies(POINTS_DE_SORTIE, EPOQUE)
def on_nouveau_releve(replay: Replay, act: A.NouveauReleve) -> None:
    """The dames go back to the pile: the side who bore his off first had to mark the points
    of his sortie before touching them for it; an omission is consummated now (Guiton VII,
    « Points que gagne celui qui parvient le premier à sortir toutes ses dames »: « il doit
    sous peine d'école les marquer avant de toucher ses dames pour les remettre à la pile »).
    The dice family has closed the coup already, so his window is among the pending ones."""
    if not replay.judge_marks or replay.sortie_by is None:
        return
    _sortie_marks_consummated(replay, replay.sortie_by, act.span.line, say("ecoles.repiled"))


@applies(POINTS_DE_SORTIE, EPOQUE)
def on_empile(replay: Replay, act: A.Empile) -> None:
    """He puts *his* dames back on the pile: if he is the one who bore his off first, he has
    touched his dames « pour les remettre à la pile » and an omission of his sortie's points is
    consummated now (Guiton VII « Points que gagne celui qui parvient le premier à sortir toutes
    ses dames »). The other player's re-piling touches nothing of his: his marking stays open
    until he throws or re-piles himself."""
    if not replay.judge_marks or replay.sortie_by is None or act.actor is not replay.sortie_by:
        return
    _sortie_marks_consummated(replay, act.actor, act.span.line, say("ecoles.empiled"))


def _sortie_marks_consummated(replay: Replay, side: Colour, line: int, how: Msg) -> None:
    """The marking of ``side``'s last coup (his sortie) is consummated by re-piling: each of
    his pending windows is closed and judged, the sortie's article cited where he fell short."""
    for window in list(replay.pending_windows):
        if window.side is not side:
            continue
        replay.pending_windows.remove(window)
        window.closed = True
        if window.shortfall > 0:
            replay.findings.cite(POINTS_DE_SORTIE)
        judge_window(replay, window, consummated=True, line=line, how=how)


@applies(FACULTATIVE)
def finish(replay: Replay) -> None:
    """At the end of the record: pending windows are not consummated; écoles still open
    become options of their victims."""
    sortie.unrepaired_wipes(replay)
    _wiped_only(replay, None)
    for colour in BOTH:
        regimes.claim_after_throw(replay, colour)
    for window in replay.pending_windows:
        window.closed = True
        judge_window(replay, window, consummated=False, line=None)
    replay.pending_windows.clear()
    credits: list[tuple[OpenEcole, int]] = []
    for ecole in replay.open_ecoles:
        rest = ecole.points - ecole.claimed
        if ecole.wrong_marks:
            # The points of a fausse école are wiped in every case; marking them is optional.
            wipe(replay, ecole.fault.by, ecole.wrong_marks)
        if ecole.lapsed or rest <= 0 or ecole.claimed:
            continue   # a partly marked école is the offender's option (see _partial)
        # the victim who wiped the points marked de trop by hand and did not mark them has
        # used the choice the law leaves him (« on se contente d'effacer les points… »)
        default = not (ecole.par_trop and ecole.wiped_by_victim >= ecole.points)
        if not default:
            replay.findings.law(
                FACULTATIVE,
                *both("ecoles.excess-wiped-not-marked", victim=ecole.victim,
                      fault_by=ecole.fault.by, points=ecole.points))
        replay.findings.option(
            ecole.victim,
            say("ecoles.finish", victim=ecole.victim, rest=rest, fault_by=ecole.fault.by),
            [("marquer", say("ecoles.finish.2"), default),
             ("ne-pas-marquer", Msg("ne pas la marquer" + (" (l'excédent est effacé)"
                                                           if ecole.par_trop else ""),
                                    "not mark it" + (" (the excess is wiped)"
                                                     if ecole.par_trop else "")),
              not default)],   # wiping without marking: his choice so far stands
            (FACULTATIVE, *ecole.fault.laws, *regimes.term_laws(ecole)),
            until_played(ecole.victim) if ecole.until_played else until_throw(ecole.victim),
            assumes_default=default)
        if default:
            _false_trous_first(replay, [ecole], rest)
            if ecole.par_trop:
                undo_excess(replay, ecole, ecole.points)
            credits.append((ecole, rest))
    # every mark made wrongly is off the tablier before any école is credited: points marked
    # de trop never count toward what their author marks (« on se contente d'effacer les
    # points qui ont été marqués de trop »), so a victim who is himself an offender reaches
    # no trou on his own excess
    for ecole, rest in credits:
        replay.score = replay.marking.add_points(replay.score, ecole.victim, rest)


# -- the école des deux jetons ----------------------------------------------------------------
def _deux_jetons(replay: Replay, act: A.Mark) -> None:
    regimes.deux_jetons(replay, act)


# -- what a throw brings into play ------------------------------------------------------------
@applies("guiton.III.marque-des-points", "guiton.III.trou-sans-bouger")
def order_of_marking(replay: Replay, coup) -> None:
    """A throw that gives points to both sides: the order of marking; twelve points at once
    to a side that has points: the trou sans bouger."""
    line = coup.line
    if coup.due(coup.thrower) and coup.due(coup.thrower.opponent):
        replay.findings.law(
            "guiton.III.marque-des-points",
            *both("ecoles.order-of-marking", line=line, thrower=coup.thrower))
    for colour in BOTH:
        if coup.due(colour) >= POINTS_PER_TROU and replay.score.of(colour).points:
            replay.findings.law(
                "guiton.III.trou-sans-bouger",
                *both("ecoles.order-of-marking.2", colour=colour))


@applies(IMPOSSIBLE)
def nothing_to_play(replay: Replay, coup) -> None:
    """A throw that cannot be played: the omission is consummated otherwise."""
    if replay.plays(coup):
        return
    replay.findings.law(
        IMPOSSIBLE,
        *both("ecoles.nothing-to-play", line=coup.line, thrower=coup.thrower))


def _at_close(replay: Replay, coup, *, at_end: bool, next_thrower: Colour | None) -> None:
    if replay.judge_marks:
        at_close(replay, coup, at_end=at_end, next_thrower=next_thrower)


def _finish(replay: Replay) -> None:
    if replay.judge_marks:
        finish(replay)


FAMILY = LawFamily(
    name="ecoles",
    handlers={A.Mark: on_mark, A.SetJeton: on_set_jeton, A.MarkTrous: on_mark_trous,
              A.UnmarkTrous: on_unmark_trous, A.MarkEcole: on_mark_ecole, A.Efface: on_efface,
              A.NouveauReleve: on_nouveau_releve, A.Empile: on_empile},
    before_throw=(before_throw,),
    after_throw=((10, order_of_marking), (30, nothing_to_play)),
    at_close=(_at_close,),
    finish=(_finish,),
    consummate=(consummate, regimes.claims_end_with_play),
)
