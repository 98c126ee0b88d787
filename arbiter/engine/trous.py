"""The fichet: trous pegged, pegged double or too many (taken back: :mod:`.trous_back`).

Guiton III « Ecole d'école; école de trou », « Le fichet déplacé ne fait pas école », « Trous
démarqués mal à propos », « Peine encourue par celui qui enlève les jetons avant de marquer le
trou »; ch. I « Trou ». A trou is twelve points: holes pegged are read as trous of twelve
points (one or two holes one trou, three or four two), and the points they stand for are judged
with the jeton's by :mod:`.judging`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import clock, regimes, sortie
from arbiter.engine.claims import on_mark_ecole
from arbiter.engine.ecole_laws import (
    BREDOUILLE_DENIED,
    OUBLI_EFFACER,
    QUESTION_FAUSSE,
    TARDIF_REPRIS,
    TROU_FORGOTTEN,
)
from arbiter.engine.excess import account
from arbiter.engine.marking_order import thrower_first_wiped
from arbiter.engine.marks import (
    add_marked_points,
    marks_after_wiping,
    open_window,
    set_side,
    trous_of,
)
from arbiter.engine.table import Pending, Term
from arbiter.engine.trou_double import trou_simple_by_word
from arbiter.engine.turn import TurnMarks
from arbiter.engine.window import Window
from arbiter.engine.wording import both
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay

TROU_OUBLIE = "guiton.III.trou-oublie"
BREDOUILLE_DES_TROUS = "guiton.III.bredouille-des-trous"
TROU_APRES_LES_POINTS = "lebrun.trou-apres-les-points"


@applies("guiton.III.jetons-avant-le-trou", "guiton.III.trou-sans-bouger",
         "guiton.III.ecole-d-ecole", "guiton.III.fichet-deplace", "guiton.III.trou-oublie",
         "guiton.III.effacer-points-adversaire")
def on_mark_trous(replay: Replay, act: A.MarkTrous) -> None:
    colour = act.actor
    assert colour is not None
    marks_after_wiping(replay, colour)
    regimes.repair_deux_jetons(replay, colour, act.span.line)
    _pegged_after_idle_touch(replay, colour, act.span.line)
    credit = min(act.count, replay.turn_marks(colour).trou_credit)
    if credit:
        # the trou was already counted when the jeton reached twelve: this is its pegging;
        # holes beyond it peg that trou double when it is simple — corrected, no école
        replay.turn_does(colour, TurnMarks.credit_pegged_by, credit)
        if act.count > credit:
            replay.findings.law(
                "guiton.III.ecole-d-ecole",
                *both("ecoles.on-mark-trous", line=act.span.line, colour=colour, count=act.count,
                      credit=credit))
        return
    if _trou_by_the_ecole(replay, colour, act):
        return
    side = replay.score.of(colour)
    set_side(replay, colour, trous=side.trous + act.count)
    undone = replay.turn_marks(colour).undone_trous
    if undone and act.count <= undone:
        _trou_taken_back(replay, colour, act)
        return
    count = act.count - _own_trous_taken_back(replay, colour, act)
    if count <= 0:
        return
    wiped_at = replay.turn_marks(colour).own_wipe_line
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
        window.mark("guiton.III.jetons-avant-le-trou", act.span.line, points=-pending.points)
        replay.findings.cite("guiton.III.jetons-avant-le-trou")
    if window is not None and window.closed and window.fichet + count <= window.expected_trous \
            and leave_said_only(replay, window, act.span.line):
        # « je m'en vais » said, no dame touched since: the trou his throw won (or the second
        # hole of a trou double) is pegged in time, for only the dames taken up to leave, a
        # play or a throw shut it out; leaving, his marks are the trous alone (his reste goes
        # with the leave), and the first hole takes the opponent's points with it
        first = window.fichet == 0
        window.mark("trou", act.span.line, holes=count)
        lost = replay.pending_of(TROU_FORGOTTEN, colour)
        if lost is not None:
            replay.pending.remove(lost)    # pegged in time: not a trou forgotten after all
        replay.findings.law("guiton.III.trou-oublie", *both(
            "ecoles.trou-repris-a-temps", line=act.span.line, colour=colour))
        if first:
            wipe_by_the_trou(replay, colour, act.span.line)
        return
    forgotten = window is not None and window.closed and window.fichet == 0 \
        and window.expected_trous > 0 and window.marked >= window.due
    if forgotten:
        # his jeton marked the coup's points and he forgot the fichet; pegged once his coup is
        # consummated, that trou is no longer admitted, and a fichet moved is no école (« On ne
        # peut plus marquer un trou oublié lorsqu'on a touché ses dames ou jeté les dés »; « Le
        # fichet déplacé ne fait pas école »)
        lost = replay.pending_of(TROU_FORGOTTEN, colour)
        _trou_too_late(replay, colour, act.span.line, count,
                       lost.law if lost is not None and lost.law else TROU_OUBLIE)
        return
    lost = replay.pending_of(TROU_FORGOTTEN, colour)
    if lost is not None and (window is None or window.fichet + count > window.expected_trous):
        # the same trou, forgotten in a coup of his already consummated, pegged later (in the
        # opponent's coup): what the current coup does not win is that lost trou, no longer
        # admitted (« On ne peut plus marquer un trou oublié… »)
        replay.pending.remove(lost)
        _trou_too_late(replay, colour, act.span.line, count, lost.law or TROU_OUBLIE)
        return
    if window is not None and window.closed and window.fichet > 0 \
            and window.fichet + count <= window.expected_trous:
        if second_hole_open_until_played(replay, colour, window.closed_by):
            _second_trou_in_time_lebrun(replay, window, colour, act.span.line, count)
            return
        if closed_by_a_touch(replay, colour, window.closed_by):
            replay.findings.diverge(TROU_OUBLIE)   # Lebrun admits it until the play: named
        _second_trou_too_late(replay, colour, act.span.line, count, window.closed_by)
        return
    if window is not None and window.closed and window.fichet <= 0 \
            and 0 < count <= window.expected_trous and window.misled_at is None:
        # (misled by the opponent's word, he may still mark it: « On ne peut profiter d'une
        # erreur qu'on a occasionée », judged with his points)
        _trou_too_late(replay, colour, act.span.line, count)
        return
    if window is not None and window.expected_trous > 0:
        wipe_by_the_trou(replay, colour, act.span.line)
    # one or two holes stand for twelve points, three or four for twenty-four: a trou marked
    # double for simple (or simple for double) is only corrected, never an école (Guiton III,
    # « Ecole d'école; école de trou »)
    events = max(1, trous_of(count))
    if window is not None and not window.closed and window.fichet > 0 \
            and window.fichet + count <= window.expected_trous:
        # the second hole of a trou double pegged after the first, before a dame is touched
        # or the dice thrown: still in time (« On ne peut plus marquer un trou oublié… »)
        replay.findings.law(
            "guiton.III.trou-oublie",
            *both("ecoles.trou-repris-a-temps", line=act.span.line, colour=colour))
        replay.findings.decide(*both("ecoles.trou-in-time.decision", line=act.span.line,
                                     colour=colour),
                               regimes.second_hole_term(replay, "guiton.III.trou-oublie"))
    if window is not None and not window.closed and window.expected_trous > 0 \
            and replay.score.of(colour).points > 0:
        window.pegging(act)
    if window is not None and not window.closed:
        over = window.fichet + count - max(window.expected_trous, window.fichet)
        if over > 0:
            events = regimes.trous_de_trop(replay, colour, act.span.line, count, over, events)
    if window is not None:
        if window.fichet + count == window.expected_trous:
            # exactly the holes the throw wins, simple and double trous mixed (Lebrun's 18); the
            # second hole of a trou double pegged after the first adds no trou: the two holes
            # stand for the same twelve points (« Ecole d'école; école de trou »)
            left = window.expected_events - window.events_marked
            events = max(0 if window.fichet > 0 else 1, left)
        window.mark("trou", act.span.line, holes=count, events=events)
    counted = events - _trou_marked_by_the_jeton(replay, colour, window, act.span.line)
    # A fichet moved is no école by itself (« Le fichet déplacé ne fait pas école »): the
    # points it stands for count only once a jeton is abandoned or the coup is consummated.
    if window is not None and window.expected_trous == 0:
        # no trou is won: unless a jeton is placed with it, the fichet moved stands for
        # nothing marked (see fichet_alone)
        if window.closed:
            window.pegged_alone(0, count, None)
            fichet_alone(replay, window, line=act.span.line, points=0)
            window.late_fichet(act.span.line)   # a jeton let go after it marks the trou
            return
        window.pegged_alone(POINTS_PER_TROU * counted, count, act.span.line)
    account(replay, colour, POINTS_PER_TROU * counted, act.span.line, jeton=False)
    if act.sans_bouger:
        replay.findings.cite("guiton.III.trou-sans-bouger")


@applies("guiton.III.oubli-de-demarquer", "guiton.III.definition-ecole")
def _trou_by_the_ecole(replay: Replay, colour: Colour, act: A.MarkTrous) -> bool:
    """The victim of an école pegs the trou that his points and the école complete, his jeton
    left where it stood: the peg is his marking of the école, of the points that make the trou
    (a trou is twelve points, III « Ecole d'école; école de trou »), and his jeton left shows
    points he no longer has, judged when his marking becomes final as for points of his own
    (« Oubli de démarquer ses points lorsqu'on a le trou »). True when it is so read."""
    if act.count != 1 or act.sans_bouger or replay.turn_marks(colour).trou_credit:
        return False
    claimable = [e for e in replay.open_ecoles if e.victim is colour and not e.lapsed
                 and e.claimed < e.points and e.fault.kind is not FaultKind.FAUSSE_ECOLE]
    window = open_window(replay, colour, act.span.line)
    if not claimable or window is None or window.closed or window.expected_trous \
            or window.marked or window.fichet:
        return False
    had = replay.score.of(colour).points
    need = POINTS_PER_TROU - had - window.due
    if need <= 0 or need > sum(e.points - e.claimed for e in claimable):
        return False
    # what the throw gives him is marked before the école (III « Marque des points »: one
    # marks his own points first), so the école's share is only what the trou still lacks
    add_marked_points(replay, colour, window.due)
    on_mark_ecole(replay, A.MarkEcole(actor=colour, points=need, span=act.span))
    # this peg is the trou the école made
    replay.turn_does(colour, TurnMarks.credited, -min(1, replay.turn_marks(colour).trou_credit))
    set_side(replay, colour, points=had)                # his jeton never moved
    window.trou_by_ecole(need)   # the école's points, not what the throw gave him
    window.mark("guiton.III.oubli-de-demarquer", act.span.line, points=POINTS_PER_TROU, holes=1,
                events=1 - window.events_marked)
    window.pegging(act)
    replay.findings.law("guiton.III.oubli-de-demarquer", *both(
        "ecoles.trou-by-the-ecole.due" if window.due > need else "ecoles.trou-by-the-ecole",
        line=act.span.line, colour=colour, points=need, had=had, due=window.due - need))
    return True


@applies("guiton.III.points-effaces", "guiton.III.ecole-d-ecole", "guiton.III.trous-demarques",
         "lebrun.trou-apres-les-points")
def _trou_marked_by_the_jeton(replay: Replay, colour: Colour, window: Window | None,
                              line: int) -> int:
    """1 when his jeton, carried past twelve this coup before any hole was pegged, has already
    marked the trou these holes now peg (0 otherwise); read once.

    The jeton so carried marks the trou and what lies beyond it (« Points effacés mal à
    propos »: the jeton abandoned on the reste « équivaut à la marque du trou, et la suppose »;
    « Ecole d'école; école de trou »: « c'est le déplacement du jeton … qui caractérise et
    constitue véritablement la marque, et non le déplacement du fichet »). Its twelve points are
    counted then; pegging that trou afterwards is the fichet following the jeton, not twelve
    points marked again, whichever of the two the player moved first. Holes beyond it are the
    further trous of the coup."""
    turn = replay.turn_marks(colour)
    if window is None or not turn.carried_past_twelve or window.fichet_pegged_after_wrap:
        return 0
    window.fichet_after_wrap()
    if window.expected_trous > 0:
        # his jeton sent back to the bande on twelve exactly, or set on a reste beyond
        bande = replay.score.of(colour).points == 0
        replay.findings.law("guiton.III.ecole-d-ecole", *both(
            "ecoles.trou-pegged-after-the-jeton-bande" if bande
            else "ecoles.trou-pegged-after-the-jeton", line=line, colour=colour))
        if not window.closed:
            # the trou forgotten while the points were marked is taken in time (« Trous
            # démarqués mal à propos »: « pourvu toutefois que le coup ne soit pas consommé »);
            # Lebrun says it in his own words (« peut fort bien marquer quatre, puis huit ou dix
            # points, et enfin le trou, pourvu qu'il les marque avant de toucher son bois »)
            law = TROU_APRES_LES_POINTS if replay.record.lois == regimes.LEBRUN \
                else "guiton.III.trous-demarques"
            replay.findings.law(law, *both(
                "ecoles.trou-after-the-jeton-in-time", line=line, colour=colour))
            replay.findings.decide(*both("ecoles.trou-in-time.decision", line=line,
                                         colour=colour), law)
            regimes.trou_ecole_claimed(replay)   # a claim of an école of it: answered first
    return 1


@applies("guiton.III.trou-oublie", "guiton.III.non-joueur-leve-ses-dames")
def _pegged_after_idle_touch(replay: Replay, colour: Colour, line: int) -> None:
    """A trou his points gave him, pegged after he touched his dames while it was not his coup
    and before his throw: in time. Only dames touched « pour jouer son coup », or the dice
    thrown, shut out a forgotten trou (« On ne peut plus marquer un trou oublié lorsqu'on a
    touché ses dames ou jeté les dés »); the non-player's touch binds him to nothing (« Celui qui
    ne joue pas, et qui par erreur lève ses dames, ne fait pas école »)."""
    touched = replay.turn_marks(colour).idle_touch_line
    replay.turn_does(colour, TurnMarks.touched_idle, None)
    window = replay.window(colour)
    if touched is None or window is None or window.closed or window.expected_trous <= 0:
        return
    replay.findings.law("guiton.III.trou-oublie", *both(
        "ecoles.trou-pegged-after-idle-touch", line=line, colour=colour, touched=touched))


def _taken_back_pending(replay: Replay, colour: Colour, line: int, count: int) -> None:
    """The ruling took back ``count`` holes ``colour`` pegged too late: the opponent who moves
    them back by hand makes that correction visible, not a second one (:mod:`.trous_back`), until
    ``colour`` throws after the opponent's next throw."""
    replay.pending.append(Pending(TARDIF_REPRIS, colour, Term.OWN_THROW_AFTER_OPPONENT, line,
                                  count, "guiton.III.trou-oublie"))


@applies("guiton.III.trou-oublie")
def leave_said_only(replay: Replay, window: Window, line: int) -> bool:
    """His window was closed by his words « je m'en vais » and he has touched no dame since:
    the words bind him to leave, but the trou he won, or the second hole of a trou double
    pegged simple, may still be pegged, for
    only the dames taken up to leave, a play or a throw shut it out (« celui qui marque le trou
    simple au lieu de le marquer double … et lève ses dames pour s'en aller, ne doit plus être
    admis … parce que l'enlèvement des dames est assimilé à un coup joué », « mais s'il n'a
    touché que les jetons, il le peut encore »; Lebrun: « dès qu'il a joué, il n'est plus reçu
    à parler de son oubli »)."""
    coup = replay.coup
    said = window.closed_by
    if coup is None or said is None or coup.leaving != said or coup.dames_touched:
        return False
    acts = replay.record.acts
    if not any(isinstance(a, A.Say) and a.span.line == said for a in acts):
        return False
    handled = (A.Touch, A.Lift, A.Play, A.Releve, A.Empile, A.Place, A.Release, A.PutBack)
    return not any(isinstance(a, handled) and a.actor is window.side
                   and said < a.span.line < line for a in acts)


@applies("guiton.III.effacer-points-adversaire", OUBLI_EFFACER)
def wipe_by_the_trou(replay: Replay, winner: Colour, line: int) -> None:
    """The trou his throw won is marked, by his fichet or by his jeton carried to twelve or
    past it: the opponent's points go with it, said or not (Guiton ch. I « Trou »; III « Marque
    des points »: he « efface les dix points de son adversaire »). The jeton is the marking,
    not the fichet (III « Ecole d'école; école de trou »: « c'est le déplacement du jeton …
    qui caractérise et constitue véritablement la marque »; « Points effacés mal à propos »:
    the jeton on the reste « équivaut à la marque du trou, et la suppose »), so a trou forgotten
    on the fichet wipes them all the same. What the opponent already marked of this throw's
    gift comes after the trou and stays. Left on the board, the winner may still take them off
    after his coup « et même après celui de l'adversaire » (« Oubli d'effaçer les points de
    l'adversaire en marquant le trou »)."""
    other = replay.score.of(winner.opponent)
    reached = other.points - marked_after_the_trou(replay, winner, line)
    if reached <= 0:
        return
    replay.turn_does(winner.opponent, TurnMarks.wiped_by, reached)
    coup = replay.coup
    theirs = coup.windows.get(winner.opponent) if coup is not None else None
    if theirs is not None:
        # the thrower's gain of this throw, marked first, goes with the rest
        thrower_first_wiped(replay, winner, min(reached, theirs.marked, theirs.due), line)
    replay.pending.append(Pending("wipe-owed", winner, Term.OWN_THROW_AFTER_OPPONENT,
                                  line, reached, OUBLI_EFFACER))
    set_side(replay, winner.opponent, points=other.points - reached,
             bredouille=other.points > reached and _no_reste(replay, winner))


def _too_late(line: int, colour: Colour, count: int) -> tuple[str, str]:
    """The decision on holes pegged too late, said of as many holes as were pegged."""
    if count > 1:
        return both("ecoles.trou-too-late.decision.many", line=line, colour=colour, count=count)
    return both("ecoles.trou-too-late.decision", line=line, colour=colour)


@applies("guiton.III.trou-oublie", "guiton.III.ecole-d-ecole")
def closed_by_a_touch(replay: Replay, colour: Colour, closed_by: int | None) -> bool:
    """``colour``, the thrower, had his marking closed (on ``closed_by``) by a dame of his
    touched or lifted, and has played none yet: where Guiton's term for the second hole of a
    partie double pegged simple (the touch) and Lebrun's (the play) part."""
    coup = replay.coup
    if coup is None or coup.void or coup.thrower is not colour or coup.moves \
            or coup.leaving is not None or closed_by is None:
        return False
    act = next((a for a in replay.record.acts if a.span.line == closed_by), None)
    return isinstance(act, A.Touch | A.Lift) and act.actor is colour \
        and not (isinstance(act, A.Touch) and act.opponent)


def second_hole_open_until_played(replay: Replay, colour: Colour, closed_by: int | None) -> bool:
    """Whether ``colour`` may still peg the second hole of the partie double he pegged simple,
    his marking closed by a dame touched or lifted and none played: the clock's term
    (:data:`.clock.CLOCK`, « trou-double »). Guiton closes it at the touch (« lorsqu'il a touché
    ses dames pour jouer son coup »); Lebrun's « dès qu'il a joué, il n'est plus reçu à parler
    de son oubli » (« De la Bredouille ») at a dame played."""
    return closed_by_a_touch(replay, colour, closed_by) \
        and clock.term(replay.record.lois, clock.Final.TROU_DOUBLE).at is clock.At.PLAY


@applies(clock.TROU_DOUBLE_LEBRUN)
def _second_trou_in_time_lebrun(replay: Replay, window: Window, colour: Colour, line: int,
                                count: int) -> None:
    """The second hole of a partie double pegged simple, pegged after a dame touched or lifted
    and before any is played: in time under Lebrun (« dès qu'il a joué »); the bodies part."""
    replay.findings.diverge(TROU_OUBLIE)   # Guiton closes it at the touch: named (bodies.py)
    window.mark("trou", line, holes=count)
    replay.findings.law(clock.TROU_DOUBLE_LEBRUN, *both(
        "ecoles.second-trou-before-play", line=line, colour=colour))
    replay.findings.decide(*both("ecoles.second-trou-before-play.decision", line=line,
                                 colour=colour), clock.TROU_DOUBLE_LEBRUN)


@applies(TROU_OUBLIE, BREDOUILLE_DES_TROUS)
def _second_trou_too_late(replay: Replay, colour: Colour, line: int, count: int,
                          closed_by: int | None) -> None:
    """The second hole of a trou double pegged simple, pegged once his dames were touched (or
    taken up to leave) or the dice thrown: no longer admitted (« On ne peut plus marquer un trou
    oublié lorsqu'on a touché ses dames ou jeté les dés »: « l'enlèvement des dames est assimilé
    à un coup joué »). It is taken back; a trou pegged double for simple is no école (« Ecole
    d'école; école de trou »)."""
    side = replay.score.of(colour)
    set_side(replay, colour, trous=side.trous - count)
    _taken_back_pending(replay, colour, line, count)
    # that a trou makes no école is said once: where the judging of his marking has said it
    # (« Ecole d'école; école de trou »), the hole is only taken off
    said = any(t.law == "guiton.III.ecole-d-ecole" for t in replay.findings.trace)
    replay.findings.law("guiton.III.trou-oublie", *both(
        "ecoles.second-trou-too-late.said" if said else "ecoles.second-trou-too-late",
        line=line, colour=colour, closed_by=closed_by))
    # once he has played, the article on the partie double pegged simple says it in those
    # words (« dès qu'il a joué, il n'est plus reçu à dire qu'il a oublié de marquer la partie
    # double »); a touch or a throw is the term only the article on the trou forgotten names
    coup = replay.coup
    played = coup is not None and coup.thrower is colour and bool(coup.moves)
    replay.findings.decide(*_too_late(line, colour, count), regimes.second_hole_term(
        replay, BREDOUILLE_DES_TROUS if played else "guiton.III.trou-oublie"))


@applies("guiton.III.trou-oublie", "guiton.III.fichet-deplace")
def _trou_too_late(replay: Replay, colour: Colour, line: int, count: int,
                   deciding: str = "guiton.III.trou-oublie") -> None:
    """A trou his throw won and he forgot to peg (his jeton may have marked its points), pegged
    once his coup is consummated (his dames touched or taken up, his dice thrown): no longer
    admitted (« On ne peut plus marquer un trou oublié lorsqu'on a touché ses dames ou jeté les
    dés »). The peg is taken back; the fichet moved is no école (« Le fichet déplacé ne fait pas
    école »), what his coup owed was judged when it was consummated; the opponent's points went
    with the trou when his jeton marked it (:func:`wipe_by_the_trou`), not with this peg.
    ``deciding`` is the article that answers the claim: « Trous démarqués mal à propos » when
    he had moved his fichet back instead of forward (only his old trous come back)."""
    side = replay.score.of(colour)
    set_side(replay, colour, trous=side.trous - count)
    _taken_back_pending(replay, colour, line, count)
    replay.findings.law("guiton.III.trou-oublie", *both(
        "ecoles.forgotten-trou-too-late.many" if count > 1
        else "ecoles.forgotten-trou-too-late", line=line, colour=colour, count=count))
    old_back = deciding == "guiton.III.trous-demarques"   # his old trous came back first
    replay.findings.decide(*(both("ecoles.trou-too-late.decision.old-back", line=line,
                                  colour=colour) if old_back else _too_late(line, colour, count)),
                           deciding)
    replay.findings.cite("guiton.III.fichet-deplace")
    # a trou claimed late is what is disputed: its fate, and its article, come first
    findings = replay.findings
    findings.decision.insert(0, findings.decision.pop())
    findings.deciding.insert(0, findings.deciding.pop(findings.deciding.index(deciding)))


@applies("guiton.III.fichet-deplace")
def fichet_alone(replay: Replay, window: Window, *, line: int | None, points: int) -> None:
    """Trous pegged when none is won, and no jeton placed with them: « Le déplacement du
    fichet pour marquer des trous qu'on n'a pas, ne fait pas école » (Guiton III, « Le fichet
    déplacé ne fait pas école »): what they stood for is not marked, and the holes are taken
    back (those the opponent has not moved back himself); his moving them back later is that
    same correction, not a second one."""
    window.mark("guiton.III.fichet-deplace", line, points=-points)
    holes = window.take_back_alone()
    said = both("ecoles.fichet-alone", colour=window.side, line=line)
    replay.findings.law("guiton.III.fichet-deplace", *said)
    if holes:
        colour = window.side
        set_side(replay, colour, trous=max(0, replay.score.of(colour).trous - holes))
        _taken_back_pending(replay, colour, line or 0, holes)
        replay.findings.decide(*said, "guiton.III.fichet-deplace")


@applies(QUESTION_FAUSSE)
def _trou_taken_back(replay: Replay, colour: Colour, act: A.MarkTrous) -> None:
    """The opponent moved his fichet back and he pegs the trou again: he takes back what was
    his, no new marking (Guiton III, « La règle sur la fausse école a donné lieu à une
    question… »: « reprend son trou avec les deux points qu'il avait de reste »)."""
    replay.turn_does(colour, TurnMarks.trous_undone, -act.count)
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
    window, turn = _where_moved_back(replay, colour)
    back = min(act.count, turn.own_unmarked)
    if not back or window is None:
        return 0
    window.mark("guiton.III.trous-demarques", act.span.line, holes=back)
    counted = min(back, turn.own_unpegged)
    replay.revise_turn(colour, turn, turn.own_moved_back(-back, -counted))
    if counted:       # pegged again: the marks undone count again
        window.mark("guiton.III.trous-demarques", act.span.line,
                    points=POINTS_PER_TROU * max(1, trous_of(counted)))
    replay.findings.law(
        "guiton.III.trous-demarques",
        *both("ecoles.own-trous-taken-back.late" if window.closed
              else "ecoles.own-trous-taken-back", line=act.span.line, colour=colour,
              count=back))
    return back


def _where_moved_back(replay: Replay, colour: Colour) -> tuple[Window | None, TurnMarks]:
    """The coup whose marks hold the old trous ``colour`` moved back by distraction and has not
    pegged again, with that turn's marks: the current one, or an earlier one once a throw has
    begun a new turn. The old trous outlive the coup in which they were moved back: « s'il avait
    joué ses dames, ou jeté les dés, alors il ne pourrait reprendre que les trous anciennement
    acquis » (Guiton III « Trous démarqués mal à propos ») sets no term to taking them back, only
    to the trous newly won, lost as a trou forgotten."""
    turn = replay.turn_marks(colour)
    if turn.own_unmarked:
        return replay.window(colour), turn
    for coup in reversed(replay.coups):
        earlier = coup.windows.get(colour)
        if earlier is not None and replay.turn_marks(colour, earlier.turn).own_unmarked:
            return earlier, replay.turn_marks(colour, earlier.turn)
    return replay.window(colour), turn


@applies("guiton.III.marque-des-points")
def marked_after_the_trou(replay: Replay, winner: Colour, line: int, *,
                          wiping: bool = False) -> int:
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
    if kept and wiping:
        # the winner wiping them is what the dispute is about: the decision says they stay
        replay.findings.decide(*both("ecoles.marked-after-the-trou.decision", winner=winner,
                                     other=winner.opponent, points=kept),
                               "guiton.III.marque-des-points")
    return kept



@applies("guiton.III.marque-des-points")
def put_back_after_the_trou(replay: Replay, colour: Colour, points: int, line: int) -> int:
    """The winner's hand took off, with his old points, those :func:`marked_after_the_trou`
    keeps for ``colour``: marking them again puts back what stayed his, it is no new marking
    (Guiton III « Marque des points »: the trou « efface les dix points de son adversaire, qui
    marque ensuite les deux points donnés »; Lebrun « De la Manière de marquer les points »:
    the trou effaces « les points que l'autre joueur avait faits »). Returns how many of
    ``points`` are so put back."""
    turn = replay.turn_marks(colour)
    back = min(points, turn.kept_taken_off)
    if back:
        replay.revise_turn(colour, turn, turn.kept_off(-back))
        replay.findings.fact(*both("ecoles.put-back-after-the-trou", line=line, colour=colour,
                                   points=back, winner=colour.opponent), line)
    return back


@applies("guiton.III.marque-des-points")
def marked_before_the_trou(replay: Replay, thrower: Colour, points: int, line: int) -> None:
    """The converse of :func:`marked_after_the_trou`: the thrower marks what his own throw
    wins him once the opponent has pegged the trou that same throw gives the opponent. In the
    order of marking the thrower's gain comes first (Lebrun, « De la Manière de marquer les
    points »: « Celui qui joue ou jette les dés marque toujours ce qu'il gagne avant qu'on
    puisse marquer ce qu'il perd. Quand on marque le trou, on efface tous les points que
    l'autre joueur avait faits »; Guiton III « Marque des points »), so the trou wipes them,
    whoever marked first: they are marked (no école) and gone."""
    coup = replay.coup
    if coup is None or coup.thrower is not thrower:
        return
    mine, his = coup.windows.get(thrower), coup.windows.get(thrower.opponent)
    if mine is None or his is None or mine.closed or his.expected_trous <= 0 \
            or his.fichet <= 0:
        return
    side = replay.score.of(thrower)
    own = min(points, max(0, mine.due - (mine.marked - points)))
    wiped = min(own, side.points)
    if wiped <= 0:
        return
    set_side(replay, thrower, points=side.points - wiped,
             bredouille=side.bredouille and side.points > wiped)
    replay.findings.law("guiton.III.marque-des-points", *both(
        "ecoles.marked-before-the-trou", line=line, thrower=thrower,
        other=thrower.opponent, points=wiped))

def _no_reste(replay: Replay, winner: Colour) -> bool:
    """The winner's trou leaves him no points de reste: what the opponent marks after it is
    marked while the winner has none, in bredouille (as in the order the text prescribes)."""
    coup = replay.coup
    window = replay.window(winner)
    if coup is None or window is None:
        return False
    after = replay.marking.add_points(coup.score_at_throw, winner, window.due)
    return after.of(winner).points == 0
